import Foundation
import SourceModel

/// An iOS application found in the audited folder: an application target of an Xcode project, or,
/// when the folder has no project file, an Info.plist that declares an app.
public struct DiscoveredApp: Sendable, Hashable {
    /// The target's name, or the name of the folder holding the Info.plist.
    public var name: String
    /// `PRODUCT_MODULE_NAME` for a project target; `nil` when found without a project.
    public var moduleName: String?
    /// The pbxproj the target comes from, relative to the audited folder.
    public var project: String?
    /// The build configuration read (`Release` when the target has one).
    public var configuration: String?
    /// The merged, typed Info.plist.
    public var infoPlist: AppInfoPlist
    /// Files of the target's Sources and Resources build phases, and folders synchronized with
    /// it (Xcode 16); all empty when found without a project.
    public var sourceFiles: [String]
    public var resourceFiles: [String]
    public var synchronizedFolders: [String]
    /// The target in the pbxproj, or line 1 of the Info.plist.
    public var location: SourceLocation
    /// `IPHONEOS_DEPLOYMENT_TARGET` as the configuration resolves it (project, target, `.xcconfig`
    /// levels), or a `Package.swift`'s `.iOS(…)` platform; `nil` when nothing says.
    public var deploymentTarget: Located<String>? = nil
    /// `SWIFT_VERSION` as the configuration resolves it; `nil` when no level sets it.
    public var swiftVersion: Located<String>? = nil
    /// Whether the target compiles Swift sources (a `.swift` file in its Sources phase).
    public var hasSwiftSources: Bool = false
}

/// Everything the readers find in an audited folder, in one pass: the files, the iOS apps, the
/// named colors, the files that could not be used and why.
public struct ProjectInventory: Sendable, Hashable {
    public var files: ProjectFiles
    /// The iOS applications, sorted by project and target order (or by Info.plist path).
    public var apps: [DiscoveredApp]
    /// Named colors of every non-vendored asset catalog.
    public var colors: [NamedColor]
    /// Targets and files left out, with the reason (a tvOS app target, an unreadable pbxproj, …).
    public var skipped: [SkippedFile]
    /// Bad input met on the way (a malformed Info.plist, a bad color component, …), sorted.
    public var errors: [LocatedError]

    /// Reads the audited folder `root`. Vendored projects (`Pods/Pods.xcodeproj`, say) are
    /// ignored. When no project file is found, apps are discovered from their Info.plist files.
    public static func read(root: URL, configuration: String? = nil) -> ProjectInventory {
        let files = ProjectFiles.scan(root: root)
        var apps: [DiscoveredApp] = []
        var skipped: [SkippedFile] = files.skipped.map { SkippedFile(file: $0.path, reason: $0.reason) }
        var errors: [LocatedError] = []

        let projects = files.files(of: .pbxproj).filter { !$0.isVendored }
        for file in projects {
            let data: [UInt8]
            do { data = try FileReading.read(relativePath: file.path, root: root.path) } catch {
                skipped.append(error.skippedFile)
                continue
            }
            let project: XcodeProject
            do { project = try XcodeProject.parse(data, path: file.path) } catch {
                errors.append(error)
                skipped.append(SkippedFile(file: file.path, reason: error.message))
                continue
            }
            errors += project.problems
            let (xcconfigs, xcconfigErrors) = project.loadXcconfigs(root: root)
            errors += xcconfigErrors
            for target in project.targets where target.isApplication {
                let settings = project.resolvedSettings(for: target, configuration: configuration, xcconfigs: xcconfigs)
                guard settings.buildsForIOS else {
                    let platform = settings.platform?.rawValue ?? "an unknown platform"
                    skipped.append(SkippedFile(file: file.path, reason: "target '\(target.name)' builds for \(platform): only iOS apps are audited"))
                    continue
                }
                let (info, infoErrors) = AppInfoPlist.forTarget(target, in: project, configuration: settings.configuration,
                                                                  root: root, xcconfigs: xcconfigs)
                errors += infoErrors
                func located(_ name: String) -> Located<String>? {
                    guard let value = settings.value(name)?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
                    return Located(value, key: name, location: settings.setting(name)?.location ?? target.location)
                }
                apps.append(DiscoveredApp(
                    name: target.name, moduleName: settings.productModuleName, project: file.path,
                    configuration: settings.configuration, infoPlist: info, sourceFiles: target.sourceFiles,
                    resourceFiles: target.resourceFiles, synchronizedFolders: target.synchronizedFolders,
                    location: target.location, deploymentTarget: located("IPHONEOS_DEPLOYMENT_TARGET"),
                    swiftVersion: located("SWIFT_VERSION"),
                    hasSwiftSources: target.sourceFiles.contains { $0.hasSuffix(".swift") }
                        || !target.synchronizedFolders.isEmpty && files.files.contains { f in
                            f.path.hasSuffix(".swift") && target.synchronizedFolders.contains { f.path.hasPrefix($0 + "/") } }))
            }
        }

        if projects.isEmpty {
            let package = PackageManifestPlatforms.iOSDeploymentTarget(root: root, files: files)
            for file in files.files(of: .plist) where AppDiscovery.isCandidate(path: file.path) {
                let data: [UInt8]
                do { data = try FileReading.read(relativePath: file.path, root: root.path) } catch {
                    skipped.append(error.skippedFile)
                    continue
                }
                let info: AppInfoPlist
                do { info = try AppInfoPlist.read(data, file: file.path) } catch {
                    errors.append(error)
                    skipped.append(SkippedFile(file: file.path, reason: error.message))
                    continue
                }
                guard AppDiscovery.verdict(path: file.path, plist: info).isApp else { continue }
                let folder = ProjectPaths.directory(of: file.path)
                apps.append(DiscoveredApp(
                    name: folder.isEmpty ? "App" : ProjectPaths.lastComponent(folder), moduleName: nil, project: nil,
                    configuration: nil, infoPlist: info, sourceFiles: [], resourceFiles: [], synchronizedFolders: [],
                    location: SourceLocation(file: file.path, line: 1, column: 1), deploymentTarget: package))
            }
        }

        let catalogFiles = files.files.filter { ($0.kind == .colorSet || $0.kind == .assetContents) && !$0.isVendored }
        let (colors, colorErrors) = AssetCatalogReader.readColors(files: catalogFiles, root: root)
        errors += colorErrors

        return ProjectInventory(files: files, apps: apps, colors: colors, skipped: skipped.sorted(),
                                errors: errors.sorted { ($0.location, $0.message) < ($1.location, $1.message) })
    }
}
