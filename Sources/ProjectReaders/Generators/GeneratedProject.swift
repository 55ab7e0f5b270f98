import Foundation
import SourceModel

/// An application target described by a project generator's manifest (XcodeGen `project.yml`,
/// Tuist `Project.swift`) or a build system's (Bazel's `ios_application` in a `BUILD.bazel`), in the terms the audit reads: build settings per configuration, an
/// Info.plist (a file and properties written in the manifest), sources.
struct GeneratedTarget: Sendable, Hashable {
    var name: String
    /// Where the target is declared in the manifest.
    var location: SourceLocation
    /// Whether the target builds for iOS, and the platform named otherwise (for the skip reason).
    var buildsForIOS: Bool
    var platformDescription: String
    /// The target's own configurations: settings the manifest writes (deployment target, platform
    /// and Info.plist path first, so that explicit settings override them) and `.xcconfig` files.
    var configurations: [BuildConfiguration]
    /// Info.plist keys the manifest writes (XcodeGen `info.properties`, Tuist `.extendingDefault`);
    /// they override the file's.
    var infoProperties: PlistDictionary = PlistDictionary()
    /// Whether the manifest generates the Info.plist file (then a missing file is expected).
    var generatesInfoPlist: Bool = false
    /// Source files and folders, relative to the audited folder.
    var sourceFiles: [String] = []
    var sourceFolders: [String] = []
    /// Resource files (storyboards, xibs, asset catalogs' files), relative to the audited folder.
    var resourceFiles: [String] = []
    /// The libraries whose code is the app's (Bazel's `swift_library` and `objc_library`
    /// dependencies), in dependency order. When there are some, the app's code is in their modules,
    /// not in one of the app's own: the app has no one module name.
    var libraries: [String] = []
}

/// What a generator's manifest gives: the project-level configurations, the app targets, and the
/// parts of the manifest that are not understood (listed as skipped, with the reason).
struct GeneratedProject: Sendable, Hashable {
    /// The manifest's path relative to the audited folder.
    var manifest: String
    /// The manifest's folder (paths in it are relative to this folder).
    var directory: String
    var name: String
    var configurations: [BuildConfiguration]
    var targets: [GeneratedTarget]
    var notUnderstood: [SkippedFile]

    /// The target as an Xcode project target, so that settings resolve (levels, `$(inherited)`,
    /// conditions, `.xcconfig` files) exactly as for a pbxproj.
    func xcodeProject(for target: GeneratedTarget) -> (XcodeProject, XcodeTarget) {
        let xcodeTarget = XcodeTarget(
            id: target.name, name: target.name, productType: "com.apple.product-type.application", productName: target.name,
            configurations: target.configurations, defaultConfigurationName: nil, location: target.location,
            sourceFiles: target.sourceFiles, resourceFiles: target.resourceFiles, synchronizedFolders: target.sourceFolders)
        let project = XcodeProject(pbxprojPath: manifest, projectDirectory: directory, name: name,
                                   configurations: configurations, targets: [xcodeTarget], problems: [])
        return (project, xcodeTarget)
    }
}

extension LocatedError {
    /// The error as a skipped entry whose reason says where: `line 3, column 5: expected …`.
    var skippedEntry: SkippedFile {
        SkippedFile(file: location.file, reason: "line \(location.line), column \(location.column): \(message)")
    }
}

extension ProjectInventory {
    /// The app of each iOS application target of `project`, with its Info.plist: the file the
    /// manifest names (a missing file is an error unless the generator writes it), then the
    /// generated `INFOPLIST_KEY_*` keys, then the manifest's properties.
    static func generatedApps(of project: GeneratedProject, configuration: String?, root: URL, files: ProjectFiles)
        -> (apps: [DiscoveredApp], skipped: [SkippedFile], errors: [LocatedError]) {
        var apps: [DiscoveredApp] = []
        var skipped = project.notUnderstood
        var errors: [LocatedError] = []
        for target in project.targets {
            guard target.buildsForIOS else {
                skipped.append(SkippedFile(file: project.manifest,
                                           reason: "target '\(target.name)' builds for \(target.platformDescription): only iOS apps are audited"))
                continue
            }
            let (xcodeProject, xcodeTarget) = project.xcodeProject(for: target)
            let (xcconfigs, xcconfigErrors) = xcodeProject.loadXcconfigs(root: root)
            errors += xcconfigErrors
            skipped += xcconfigErrors.map(\.skippedEntry)
            let settings = xcodeProject.resolvedSettings(for: xcodeTarget, configuration: configuration, xcconfigs: xcconfigs)
            var fileDict: PlistDictionary?
            var filePath: String?
            if let info = settings.infoPlistFile {
                if let path = info.path {
                    let exists = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
                    if exists || !target.generatesInfoPlist {
                        do {
                            let value = try PropertyListReader.read(file: path, root: root)
                            if let dict = value.dict { fileDict = dict; filePath = path } else {
                                errors.append(LocatedError("an Info.plist's root must be a dictionary, found a value of type \(value.typeName)",
                                                           at: value.location))
                            }
                        } catch {
                            errors.append(error)
                            skipped.append(SkippedFile(file: path, reason: error.message))
                        }
                    }
                } else {
                    errors.append(LocatedError("the Info.plist '\(info.raw)' is outside the audited folder", at: info.location))
                }
            }
            var merged = InfoPlistMerger.merge(file: fileDict, settings: settings, target: xcodeTarget)
            for entry in target.infoProperties.entries { merged.set(entry) }
            func located(_ name: String) -> Located<String>? {
                guard let value = settings.value(name)?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
                return Located(value, key: name, location: settings.setting(name)?.location ?? target.location)
            }
            let hasSwift = target.sourceFiles.contains { $0.hasSuffix(".swift") }
                || files.files.contains { f in f.kind == .swift && target.sourceFolders.contains { f.path.hasPrefix($0 + "/") } }
            apps.append(DiscoveredApp(
                name: target.name, moduleName: target.libraries.isEmpty ? settings.productModuleName : nil, project: project.manifest,
                configuration: settings.configuration, infoPlist: AppInfoPlist(merged, file: filePath),
                sourceFiles: target.sourceFiles, resourceFiles: target.resourceFiles, synchronizedFolders: target.sourceFolders,
                location: target.location, deploymentTarget: located("IPHONEOS_DEPLOYMENT_TARGET"),
                swiftVersion: located("SWIFT_VERSION"), deviceFamily: located("TARGETED_DEVICE_FAMILY"), frameworks: target.libraries,
                hasSwiftSources: hasSwift))
        }
        return (apps, skipped, errors)
    }
}
