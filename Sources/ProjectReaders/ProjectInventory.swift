import Foundation
import SourceModel

/// An iOS application found in the audited folder: an application target of an Xcode project or of
/// a generator's manifest (XcodeGen `project.yml`, Tuist `Project.swift`), or an `ios_application`
/// of a Bazel `BUILD.bazel`; when the folder has
/// none, an Info.plist that declares an app; when it has no app at all but a root `Package.swift`,
/// the package's code with an empty Info.plist.
package struct DiscoveredApp: Sendable, Hashable {
    /// The target's name, or the name of the folder holding the Info.plist.
    package var name: String
    /// `PRODUCT_MODULE_NAME` for a project target; `nil` when found without a project, or when the
    /// app's code is in libraries that are modules of their own (a Bazel app's, listed in ``frameworks``).
    package var moduleName: String?
    /// The pbxproj (or `project.yml`, `Project.swift`, `BUILD.bazel`, `Package.swift`) the app comes from,
    /// relative to the audited folder.
    package var project: String?
    /// The build configuration read (`Release` when the target has one).
    package var configuration: String?
    /// The merged, typed Info.plist.
    package var infoPlist: AppInfoPlist
    /// Files of the target's Sources and Resources build phases, and folders synchronized with
    /// it (Xcode 16), with those of the frameworks and libraries of the same project it depends on
    /// (``frameworks``); all empty when found without a project.
    package var sourceFiles: [String]
    package var resourceFiles: [String]
    package var synchronizedFolders: [String]
    /// The target in the pbxproj, or line 1 of the Info.plist.
    package var location: SourceLocation
    /// `IPHONEOS_DEPLOYMENT_TARGET` as the configuration resolves it (project, target, `.xcconfig`
    /// levels), or a `Package.swift`'s `.iOS(…)` platform; `nil` when nothing says.
    package var deploymentTarget: Located<String>? = nil
    /// `SWIFT_VERSION` as the configuration resolves it; `nil` when no level sets it.
    package var swiftVersion: Located<String>? = nil
    /// `TARGETED_DEVICE_FAMILY` as the configuration resolves it (`1` iPhone, `2` iPad, `1,2` both);
    /// `nil` when no level sets it (Xcode then builds for the iPhone).
    package var deviceFamily: Located<String>? = nil
    /// The frameworks and libraries of the same project the app depends on, whose files are the
    /// app's (their controllers are its screens), in dependency order.
    package var frameworks: [String] = []
    /// The folders of the local Swift packages whose products the target links (``LocalPackages``),
    /// sorted: their `Sources` folders are among ``synchronizedFolders``.
    package var localPackages: [String] = []
    /// Those packages' `Sources` folders (`Packages/Dock/Sources`), sorted.
    package var localPackageSources: [String] = []
    /// Whether the target compiles Swift sources (a `.swift` file in its Sources phase).
    package var hasSwiftSources: Bool = false
    /// Its project's target lists files, none inside the audited folder (``XcodeTarget/listsFilesElsewhere``):
    /// it owns none, rather than every file as an app found without a project does.
    package var listsFilesElsewhere = false
    /// Set when the target's `SDKROOT` names no platform and the app was taken for iOS from what
    /// else says it (``PlatformEvidence``): said in the app's coverage.
    package var platformAssumption: PlatformAssumption? = nil
    /// The compilation conditions this app's build defines, by the target of the app that compiles
    /// the files (its own, the frameworks it links; for an app of an Xcode project). A file several
    /// targets compile is read for the audit with what all of them define
    /// (``ProjectInventory/compilationDefinitions``): a condition one app defines and another does
    /// not keeps both branches. The app's screens are built from the file read again with its own
    /// (`#if WALLET` in the wallet app, `#if VERIFIER` in the verifier app).
    package var definitionGroups: [DefinitionGroup] = []
    /// The prefix header the target's `GCC_PREFIX_HEADER` names when the folder does not hold it
    /// (a file the repository ignores), as resolved: its macros are not seen
    /// (``CompilationDefinitions/unseenPrefixMacros(tested:definedElsewhere:apps:)``).
    package var missingPrefixHeader: String? = nil
    /// Macros taken as defined (`true`) or undefined (`false`) for this app because a prefix header
    /// the folder does not hold may define them (``CompilationDefinitions/unseenPrefixMacros(tested:definedElsewhere:apps:)``):
    /// an assumption, said in its coverage.
    package var assumedMacros: [String: Bool] = [:]

    /// What one target defines, and the files it compiles (as the project lists them: looked up
    /// only when some app's target defines a name another's does not).
    package struct DefinitionGroup: Sendable, Hashable {
        package var definitions: CompilationDefinitions
        package var files: [String]
        /// Its synchronized folders, each ending in `/`.
        package var folders: [String]
    }

    /// Whether the app is built for the iPad alone: its `TARGETED_DEVICE_FAMILY` lists 2 and not 1.
    /// An app built for both, or that says nothing, runs on the iPhone.
    package var isPadOnly: Bool {
        guard let family = deviceFamily?.value else { return false }
        let members = Self.deviceFamilyMembers(family)
        return members.contains("2") && !members.contains("1")
    }

    /// The device families a `TARGETED_DEVICE_FAMILY` value lists (`"1,2"` → `["1", "2"]`).
    package static func deviceFamilyMembers(_ value: String) -> [String] {
        value.split(whereSeparator: { $0 == "," || $0 == " " }).map { $0.trimmingCharacters(in: .whitespaces) }
    }
}

/// Everything the readers find in an audited folder, in one pass: the files, the iOS apps, the
/// named colors, the files that could not be used and why.
package struct ProjectInventory: Sendable, Hashable {
    package var files: ProjectFiles
    /// The iOS applications, sorted by project and target order (or by Info.plist path).
    package var apps: [DiscoveredApp]
    /// Named colors of every non-vendored asset catalog.
    package var colors: [NamedColor]
    /// Targets and files left out, with the reason (a tvOS app target, an unreadable pbxproj, …).
    package var skipped: [SkippedFile]
    /// Bad input met on the way (a malformed Info.plist, a bad color component, …), sorted.
    package var errors: [LocatedError]
    /// Submodules listed in `.gitmodules` that are not checked out (see ``GitSubmodules``).
    package var missingSubmodules: [String] = []
    /// Dependency manifests whose fetched code is not in the folder (see ``FetchedDependencies``).
    package var dependenciesNotCheckedOut: [String] = []
    /// Swift and Objective-C implementation files (outside vendored folders) that no target of any
    /// Xcode project compiles, where the Xcode projects decide: not in a target's Sources phase or
    /// synchronized folder, not under a Swift package or a generator manifest. Empty when a project
    /// could not be read (then nobody knows). Sorted.
    package var sourcesInNoTarget: [String] = []
    /// Swift and Objective-C implementation files that only targets built for another platform
    /// compile (a watchOS app or extension, a tvOS or macOS target: its SDKROOT says so), where the
    /// Xcode projects decide: no target that may build for iOS compiles them, in a Sources phase or
    /// a synchronized folder. Not audited: only iOS apps are. Empty when a project could not be read. Sorted.
    package var sourcesOfOtherPlatforms: [String] = []
    /// Swift and Objective-C implementation files that only iOS app extensions compile (a share
    /// extension, a widget: ``XcodeTarget/isAppExtension``), where the Xcode projects decide: no
    /// other target but a test bundle compiles them. Not audited: an extension's views are no screen
    /// of the app. Empty when a project could not be read. Sorted.
    package var sourcesOfAppExtensions: [String] = []
    /// The compilation conditions defined for certain for each source file the Xcode projects
    /// compile (``CompilationDefinitions``): what every target that compiles it defines in every
    /// configuration. Files with none are left out.
    package var compilationDefinitions: [String: CompilationDefinitions] = [:]

    /// An Xcode project file read and parsed: its parts, or why they cannot be known.
    package enum ProjectParse: Sendable {
        case parsed(XcodeProject)
        /// The file cannot be read (its size, a link leaving the folder, …).
        case unreadable(SkippedFile)
        /// The file is not a project the reader understands.
        case malformed(LocatedError)
    }

    /// Reads and parses the project file `file` of the folder `root`.
    package static func parseProject(_ file: ProjectFile, root: URL) -> ProjectParse {
        let data: [UInt8]
        do { data = try FileReading.read(relativePath: file.path, root: root.path) } catch { return .unreadable(error.skippedFile) }
        return parseProject(data, path: file.path)
    }

    /// Parses the bytes of the project file at `path`.
    package static func parseProject(_ bytes: [UInt8], path: String) -> ProjectParse {
        do throws(LocatedError) { return .parsed(try XcodeProject.parse(bytes, path: path)) } catch { return .malformed(error) }
    }

    /// Reads the audited folder `root`. Vendored projects (`Pods/Pods.xcodeproj`, say) are
    /// ignored. When no project file is found, apps are discovered from their Info.plist files.
    package static func read(root: URL, configuration: String? = nil) -> ProjectInventory {
        read(root: root, files: ProjectFiles.scan(root: root), configuration: configuration)
    }

    /// The folders below the root that hold a CocoaPods library's specification (`X.podspec`,
    /// `X.podspec.json`), by folder: the specification's name.
    static func libraryFolders(_ files: ProjectFiles) -> [String: String] {
        var found: [String: String] = [:]
        for file in files.files where file.kind == .other && (file.path.hasSuffix(".podspec") || file.path.hasSuffix(".podspec.json")) {
            let folder = ProjectPaths.directory(of: file.path)
            guard !folder.isEmpty else { continue }
            found[folder] = min(found[folder] ?? file.path, file.path)
        }
        return found
    }

    /// The library folder (``libraryFolders(_:)``) an Xcode project file lies in, if any.
    static func library(holding pbxproj: String, among libraries: [String: String]) -> (folder: String, podspec: String)? {
        guard !libraries.isEmpty else { return nil }
        var folder = ProjectPaths.directory(of: ProjectPaths.directory(of: pbxproj))
        while !folder.isEmpty {
            if let podspec = libraries[folder] { return (folder, podspec) }
            folder = ProjectPaths.directory(of: folder)
        }
        return nil
    }

    /// The Xcode project files the inventory reads (those of vendored folders are not).
    package static func projectFiles(in files: ProjectFiles) -> [ProjectFile] {
        files.files(of: .pbxproj).filter { !$0.isVendored }
    }

    /// Reads the audited folder `root` whose files were listed already (the audit reads the
    /// sources while the project files are read: both start from the same listing).
    /// `parseProject` gives each Xcode project file's parsed form (``parseProject(_:root:)``, unless
    /// the caller keeps them between runs: the audit's cache). With `readsColors` false, the asset
    /// catalogs' colors are left for the caller to read beside it (``readColors(root:files:)``) and
    /// add (``addColors(_:)``): the inventory is then the same as with them read here.
    package static func read(root: URL, files: ProjectFiles, configuration: String? = nil, readsColors: Bool = true,
                            parseProject: ((ProjectFile) -> ProjectParse)? = nil) -> ProjectInventory {
        var apps: [DiscoveredApp] = []
        var skipped: [SkippedFile] = files.skipped.map { SkippedFile(file: $0.path, reason: $0.reason) }
        var errors: [LocatedError] = []

        let projects = projectFiles(in: files)
        var compiled: Set<String> = [], compiledFolders: [String] = [], everyProjectRead = !projects.isEmpty
        // What every target compiling a file defines (``compilationDefinitions``).
        var definitions: [String: CompilationDefinitions] = [:]
        // What targets for another platform compile, and what the others (iOS, or not known) do.
        // (Their file lists, compared only when some target builds for another platform.)
        var otherPlatformFiles: [[String]] = [], mayBeIOSFiles: [[String]] = []
        // The files iOS app extensions compile, and those any other target but a test bundle compiles.
        var extensionFiles: [[String]] = [], notExtensionFiles: [[String]] = []
        var spelling = PathSpelling(files)
        let localPackages = LocalPackages(files, root: root)
        let libraries = Self.libraryFolders(files)
        for file in projects {
            // What each target of the project defines (by target id), for its apps' ``DiscoveredApp/definitionGroups``.
            var targetDefinitions: [String: CompilationDefinitions] = [:]
            // Each target's settings in the configuration read, resolved once (by target id).
            var targetSettings: [String: ResolvedTargetSettings] = [:]
            var project: XcodeProject
            switch parseProject?(file) ?? Self.parseProject(file, root: root) {
            case .parsed(let parsed):
                project = parsed
                for t in project.targets.indices {
                    project.targets[t].sourceFiles = project.targets[t].sourceFiles.map { spelling.onDisk($0) }
                    project.targets[t].resourceFiles = project.targets[t].resourceFiles.map { spelling.onDisk($0) }
                }
            case .unreadable(let skip):
                skipped.append(skip)
                everyProjectRead = false
                continue
            case .malformed(let error):
                everyProjectRead = false
                errors.append(error)
                skipped.append(SkippedFile(file: file.path, reason: error.message))
                continue
            }
            errors += project.problems
            for target in project.targets {
                compiled.formUnion(target.sourceFiles)
                compiledFolders += target.synchronizedFolders
            }
            let (xcconfigs, xcconfigErrors) = project.loadXcconfigs(root: root)
            errors += xcconfigErrors
            skipped += xcconfigErrors.map(\.skippedEntry)
            for target in project.targets {
                var defined = project.compilationDefinitions(of: target, xcconfigs: xcconfigs)
                let folders = target.synchronizedFolders.map { $0 + "/" }
                let inFolders = folders.isEmpty ? [] : files.files.lazy.map(\.path).filter { path in folders.contains { path.hasPrefix($0) } }
                let platform = project.resolvedSettings(for: target, configuration: configuration, xcconfigs: xcconfigs)
                targetSettings[target.id] = platform
                // An iOS build's deployment target, which Objective-C conditions compare.
                if platform.platform == .iOS, let value = platform.value("IPHONEOS_DEPLOYMENT_TARGET"),
                   let minimum = CompilationDefinitions.minimumRequired(deploymentTarget: value) {
                    defined.clang[CompilationDefinitions.minimumRequiredMacro] = minimum
                }
                targetDefinitions[target.id] = defined
                if platform.platform != nil, !platform.buildsForIOS {
                    otherPlatformFiles += [target.sourceFiles, Array(inFolders)]
                } else {
                    mayBeIOSFiles += [target.sourceFiles, Array(inFolders)]
                }
                if target.isAppExtension, platform.platform == nil || platform.buildsForIOS {
                    extensionFiles += [target.sourceFiles, Array(inFolders)]
                } else if !target.isTestBundle {
                    notExtensionFiles += [target.sourceFiles, Array(inFolders)]
                }
                for path in target.sourceFiles + inFolders {
                    definitions[path] = definitions[path].map { $0.intersection(defined) } ?? defined
                }
            }
            // A project inside a CocoaPods library's folder (below the root) is the library's: its
            // apps are the library's example or test apps, not the repository's.
            let library = Self.library(holding: file.path, among: libraries)
            for target in project.targets where target.isApplication {
                if let library {
                    skipped.append(SkippedFile(file: file.path, reason: "target '\(target.name)' is an app of the library in '\(library.folder)' ('\(library.podspec)'): "
                                               + "its example or test app, not one of the repository's apps"))
                    continue
                }
                // The iPhone side of a watch-only app installs it and shows nothing on the iPhone.
                if target.productType == XcodeTarget.watchOnlyContainerType {
                    skipped.append(SkippedFile(file: file.path, reason: "target '\(target.name)' is the iPhone container of a watch-only app: it shows no screen on the iPhone"))
                    continue
                }
                let settings = targetSettings[target.id] ?? project.resolvedSettings(for: target, configuration: configuration, xcconfigs: xcconfigs)
                var infoRead: (plist: AppInfoPlist, errors: [LocatedError])?
                var assumption: PlatformAssumption?
                if !settings.buildsForIOS {
                    // No platform from SDKROOT (set in a missing configuration file, say): the other
                    // settings and the Info.plist may say iOS.
                    if settings.platform == nil {
                        let read = AppInfoPlist.forTarget(target, in: project, configuration: settings.configuration,
                                                          root: root, xcconfigs: xcconfigs)
                        assumption = PlatformEvidence.assumedIOS(
                            target: target, settings: settings, info: read.plist,
                            missingFiles: project.missingXcconfigs(for: target, configuration: settings.configuration, root: root),
                            pbxproj: file.path)
                        infoRead = read
                    }
                    guard assumption != nil else {
                        let platform = settings.platform?.rawValue ?? "an unknown platform"
                        skipped.append(SkippedFile(file: file.path, reason: "target '\(target.name)' builds for \(platform): only iOS apps are audited"))
                        continue
                    }
                }
                let (info, infoErrors) = infoRead ?? AppInfoPlist.forTarget(target, in: project, configuration: settings.configuration,
                                                                             root: root, xcconfigs: xcconfigs)
                errors += infoErrors
                func located(_ name: String) -> Located<String>? {
                    guard let value = settings.value(name)?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
                    return Located(value, key: name, location: settings.setting(name)?.location ?? target.location)
                }
                // The app's own frameworks and libraries (same project): their controllers are the app's.
                let linked = project.linkedCode(of: target)
                // So is the code of the local Swift packages it links: their `Sources` folders.
                let packages = localPackages.folders(linkedBy: [target] + linked)
                apps.append(DiscoveredApp(
                    name: target.name, moduleName: settings.productModuleName, project: file.path,
                    configuration: settings.configuration, infoPlist: info,
                    sourceFiles: target.sourceFiles + linked.flatMap(\.sourceFiles),
                    resourceFiles: target.resourceFiles + linked.flatMap(\.resourceFiles),
                    synchronizedFolders: target.synchronizedFolders + linked.flatMap(\.synchronizedFolders) + packages.flatMap(\.sources),
                    location: target.location, deploymentTarget: located("IPHONEOS_DEPLOYMENT_TARGET"),
                    swiftVersion: located("SWIFT_VERSION"), deviceFamily: located("TARGETED_DEVICE_FAMILY"),
                    frameworks: linked.map(\.name),
                    hasSwiftSources: target.sourceFiles.contains { $0.hasSuffix(".swift") }
                        || !target.synchronizedFolders.isEmpty && files.files.contains { f in
                            f.path.hasSuffix(".swift") && target.synchronizedFolders.contains { f.path.hasPrefix($0 + "/") } },
                    platformAssumption: assumption))
                apps[apps.count - 1].listsFilesElsewhere = target.listsFilesElsewhere
                // (`$(SRCROOT)/App/App-Prefix.pch` is expanded from the audited folder; a plain
                // relative path is the project folder's.)
                if let header = located("GCC_PREFIX_HEADER")?.value, !header.hasPrefix("/"),
                   let written = settings.setting("GCC_PREFIX_HEADER")?.value.text,
                   let path = ProjectPaths.join(written.contains("SRCROOT") || written.contains("PROJECT_DIR") ? "" : project.projectDirectory, header) {
                    if !files.lists(path) { apps[apps.count - 1].missingPrefixHeader = path }
                }
                apps[apps.count - 1].localPackages = packages.map(\.root)
                apps[apps.count - 1].localPackageSources = packages.flatMap(\.sources).sorted()
                // The app's own reading is the configuration read's (`DEBUG`, which only the Debug
                // configuration defines, is undefined in Release), where its settings are all there.
                apps[apps.count - 1].definitionGroups = ([target] + linked).compactMap { t in
                    guard let common = targetDefinitions[t.id] else { return nil }
                    var read = targetSettings[t.id].flatMap { project.compilationDefinitions(of: t, configuration: $0, root: root, xcconfigs: xcconfigs) }
                    if let minimum = common.clang[CompilationDefinitions.minimumRequiredMacro] {
                        read?.clang[CompilationDefinitions.minimumRequiredMacro] = minimum
                    }
                    return DiscoveredApp.DefinitionGroup(definitions: read ?? common, files: t.sourceFiles, folders: t.synchronizedFolders.map { $0 + "/" })
                }
            }
        }

        // Generators' and build systems' manifests (XcodeGen, Tuist, Bazel) in folders without an Xcode project.
        let projectFolders = Set(projects.map { ProjectPaths.directory(of: ProjectPaths.directory(of: $0.path)) })
        var generatedApps = 0
        for file in files.files where !file.isVendored {
            guard let manifest = ProjectManifest(fileName: ProjectPaths.lastComponent(file.path)) else { continue }
            // What a generator's manifest holds for certain (below), and its reader.
            let mark: String, reader: ([UInt8], String, ProjectFiles) throws(LocatedError) -> GeneratedProject
            switch manifest {
            case .swiftPackage: continue
            case .xcodeGen:
                // (A spec may hold only `include`s of the files that hold its targets.)
                (mark, reader) = ("targets", { (bytes, path, files) throws(LocatedError) in
                    try XcodeGenReader.read(bytes, path: path, files: files) { (included) throws(FileReadFailure) in
                        try FileReading.read(relativePath: included, root: root.path)
                    }
                })
            case .tuist: (mark, reader) = ("ProjectDescription", TuistManifestReader.read)
            case .bazel:
                // (Its dependencies' BUILD files are read from the folder as the reader follows them.)
                (mark, reader) = (BazelBuildReader.applicationRule, { (bytes, path, files) throws(LocatedError) in
                    try BazelBuildReader.read(bytes, path: path, files: files, root: root)
                })
            }
            let folder = ProjectPaths.directory(of: file.path)
            if projectFolders.contains(folder) {
                let xcodeproj = projects.first { ProjectPaths.directory(of: ProjectPaths.directory(of: $0.path)) == folder }
                    .map { ProjectPaths.lastComponent(ProjectPaths.directory(of: $0.path)) } ?? "the Xcode project"
                skipped.append(SkippedFile(file: file.path, reason: "'\(xcodeproj)' in the same folder is read instead of this generator manifest"))
                continue
            }
            let data: [UInt8]
            do { data = try FileReading.read(relativePath: file.path, root: root.path) } catch {
                skipped.append(error.skippedFile)
                continue
            }
            // A file of the same name that is no generator manifest (a model class named
            // `Project`, another tool's `project.yml`, a BUILD file of another language's rules)
            // is not one: said nowhere.
            let text = String(decoding: data, as: UTF8.self)
            guard text.contains(mark) || manifest == .xcodeGen && text.contains("include") else { continue }
            let generated: GeneratedProject
            do {
                generated = try reader(data, file.path, files)
            } catch {
                errors.append(error)
                skipped.append(error.skippedEntry)
                continue
            }
            let found = Self.generatedApps(of: generated, configuration: configuration, root: root, files: files)
            apps += found.apps
            skipped += found.skipped
            errors += found.errors
            generatedApps += found.apps.count
        }

        let package = PackageManifestPlatforms.iOSDeploymentTarget(root: root, files: files)
        if projects.isEmpty && generatedApps == 0 {
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

        // A package folder with no app: its code is audited as one app with Info.plist defaults
        // (controller-based mode), unless the package declares platforms and iOS is not one.
        if apps.isEmpty, let manifest = PackageManifestPlatforms.packageApp(root: root, files: files) {
            if manifest.excludesIOS {
                skipped.append(SkippedFile(file: ProjectManifest.swiftPackage.fileName, reason: "the package's platforms do not include iOS: it is not audited"))
            } else {
                let location = SourceLocation(file: ProjectManifest.swiftPackage.fileName, line: 1, column: 1)
                apps.append(DiscoveredApp(
                    name: manifest.name ?? (root.lastPathComponent.isEmpty ? "Package" : root.lastPathComponent), moduleName: nil,
                    project: ProjectManifest.swiftPackage.fileName, configuration: nil, infoPlist: AppInfoPlist(PlistDictionary(), file: nil),
                    sourceFiles: [], resourceFiles: [], synchronizedFolders: [], location: location, deploymentTarget: package,
                    hasSwiftSources: files.files.contains { $0.kind == .swift && !$0.isVendored && $0.path != ProjectManifest.swiftPackage.fileName }))
            }
        }

        // An app made to preview, demonstrate or test one part of the app (isowords' `HomeFeaturePreview`,
        // an `Example` of a library, a `UITesting` host), beside one that is not: not an app the
        // repository ships, whose screens a user sees.
        if apps.contains(where: { !Self.isDeveloperApp($0.name) }) {
            for app in apps where Self.isDeveloperApp(app.name) {
                skipped.append(SkippedFile(file: app.project ?? app.location.file,
                                           reason: "target '\(app.name)' is named as an app that previews, demonstrates or tests a part "
                                               + "of the app (\(Self.developerAppWords.joined(separator: ", "))): not one the repository ships"))
            }
            apps.removeAll { Self.isDeveloperApp($0.name) }
        }
        var inventory = ProjectInventory(files: files, apps: apps, colors: [], skipped: skipped, errors: errors,
                                         missingSubmodules: GitSubmodules.missing(root: root),
                                         dependenciesNotCheckedOut: FetchedDependencies.notCheckedOut(files),
                                         sourcesInNoTarget: everyProjectRead
                                             ? Self.sourcesInNoTarget(files, compiled: compiled, folders: compiledFolders) : [])
        if everyProjectRead {
            inventory.sourcesOfOtherPlatforms = Self.sources(files, compiledBy: otherPlatformFiles, notBy: mayBeIOSFiles)
            inventory.sourcesOfAppExtensions = Self.sources(files, compiledBy: extensionFiles, notBy: notExtensionFiles)
        }
        inventory.compilationDefinitions = definitions.filter { !$0.value.isEmpty }
        inventory.addColors(readsColors ? readColors(root: root, files: files) : ([], []))
        return inventory
    }

    /// The colors of the asset catalogs outside vendored folders, and the errors of those that cannot be used.
    package static func readColors(root: URL, files: ProjectFiles) -> (colors: [NamedColor], errors: [LocatedError]) {
        let catalogFiles = files.files.filter { ($0.kind == .colorSet || $0.kind == .assetContents) && !$0.isVendored }
        return AssetCatalogReader.readColors(files: catalogFiles, root: root, links: files.followedLinks)
    }

    /// Adds the asset catalogs' colors (``readColors(root:files:)``), and their errors, which are
    /// also skipped entries; sorts the skipped files and the errors.
    package mutating func addColors(_ read: (colors: [NamedColor], errors: [LocatedError])) {
        colors += read.colors
        errors += read.errors
        // A color set that cannot be read, or an entry of one that cannot be used, is said.
        skipped += read.errors.map(\.skippedEntry)
        skipped.sort()
        errors.sort { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    /// See ``sourcesInNoTarget``.
    /// The implementation files (outside vendored folders) that some of `compiled`'s targets compile
    /// and none of `others`' do, sorted; each list is a target's files. (Compared only when a list
    /// of `compiled` is not empty: most projects have no such target.)
    static func sources(_ files: ProjectFiles, compiledBy compiled: [[String]], notBy others: [[String]]) -> [String] {
        guard compiled.contains(where: { !$0.isEmpty }) else { return [] }
        var only = Set(compiled.joined())
        for list in others { for path in list { only.remove(path) } }
        return files.files.filter { $0.kind.isImplementation && !$0.isVendored && only.contains($0.path) }.map(\.path).sorted()
    }

    static func sourcesInNoTarget(_ files: ProjectFiles, compiled: Set<String>, folders: [String]) -> [String] {
        // Folders whose files something other than an Xcode project builds: Swift packages,
        // generator manifests (XcodeGen, Tuist) and Bazel packages, and everything under them.
        var governed: Set<String> = []
        for file in files.files {
            if ProjectManifest(fileName: ProjectPaths.lastComponent(file.path)) != nil {
                governed.insert(ProjectPaths.directory(of: file.path))
            }
        }
        let syncFolders = Set(folders.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
        func under(_ path: String, _ set: Set<String>) -> Bool {
            if set.contains("") { return true }
            var folder = ProjectPaths.directory(of: path)
            while !folder.isEmpty {
                if set.contains(folder) { return true }
                folder = ProjectPaths.directory(of: folder)
            }
            return false
        }
        return files.files.filter {
            $0.kind.isImplementation && !$0.isVendored && !compiled.contains($0.path)
                && !under($0.path, syncFolders) && !under($0.path, governed)
        }.map(\.path).sorted()
    }
}

/// The paths of the audited folder as its file system spells them. Xcode projects are written on a
/// case-insensitive file system: a project may list `winston/Views/AppContent.swift` for the file a
/// checkout on Linux has at `winston/views/AppContent.swift`. A listed path that is not a file is
/// taken as the one file whose path differs from it only in case, when there is exactly one.
struct PathSpelling {
    private let files: ProjectFiles
    private var folded: [String: String?] = [:]

    init(_ files: ProjectFiles) { self.files = files }

    /// `path` as the file system spells it (`path` itself when it is a file, or when no file or
    /// more than one matches it but for case).
    mutating func onDisk(_ path: String) -> String {
        if files.lists(path) { return path }
        if folded.isEmpty {
            for f in files.files {
                let key = f.path.lowercased()
                // Two files differing only in case: neither is chosen.
                folded[key] = folded[key] == nil ? .some(f.path) : .some(nil)
            }
        }
        return (folded[path.lowercased()] ?? nil) ?? path
    }
}

/// The local Swift packages of the audited folder (a `Package.swift` outside vendored folders, with
/// a `Sources` folder), and which of them a target links: the package a product dependency names
/// (`XCLocalSwiftPackageReference`), or, for a product with no package named (a package folder
/// dragged into the project), the packages with a target folder of the product's name
/// (`Sources/Brave` for the product `Brave`) or whose manifest declares a library of that name
/// (`.library(name: "TwidereSDK", targets: […])`). A linked package's `Sources` folders, all of them, are
/// the app's: its products' targets depend on its other targets. So are those of the local packages
/// a linked package depends on (`.package(path: "../Kit")` in its manifest), and theirs. A manifest
/// the reader cannot open adds no dependency.
struct LocalPackages {
    /// Each package's folder (`""` for the audited folder), and the names of its targets' folders
    /// (the folders in a `Sources` folder of the package: `Sources/Dock`, `Settings/Sources/Settings`).
    private var targets: [String: Set<String>] = [:]
    /// Each package's `Sources` folders (`Features/Sources`, `Features/Settings/Sources`).
    private var sourceFolders: [String: Set<String>] = [:]
    /// The local packages each package's manifest depends on by path, as folders of the audited folder.
    private var dependencies: [String: [String]] = [:]
    /// The library products each package's manifest declares (`.library(name: "TwidereSDK", …)`): a
    /// product a target links with no package named may be one of them rather than a target's folder.
    private var products: [String: Set<String>] = [:]

    init(_ files: ProjectFiles, root: URL? = nil) {
        let manifest = ProjectManifest.swiftPackage.fileName
        var roots: Set<String> = []
        for file in files.files where !file.isVendored && ProjectPaths.lastComponent(file.path) == manifest {
            roots.insert(ProjectPaths.directory(of: file.path))
        }
        guard !roots.isEmpty else { return }
        for file in files.files where file.path.utf8.count > 8 && Self.mayBeInSources(file.path) && !file.isVendored {
            // The nearest package folder above the file, then a `Sources/<Target>/` inside it.
            var folder = ProjectPaths.directory(of: file.path)
            while !roots.contains(folder) && !folder.isEmpty { folder = ProjectPaths.directory(of: folder) }
            guard roots.contains(folder) else { continue }
            let inside = folder.isEmpty ? file.path[...] : file.path.dropFirst(folder.utf8.count + 1)
            guard let range = inside.hasPrefix("Sources/") ? inside.range(of: "Sources/") : inside.range(of: "/Sources/") else { continue }
            let after = inside[range.upperBound...]
            guard let slash = after.firstIndex(of: "/") else { continue }
            targets[folder, default: []].insert(String(after[..<slash]))
            let sources = String(file.path[..<range.upperBound].dropLast())
            sourceFolders[folder, default: []].insert(sources)
        }
        guard let root else { return }
        for package in targets.keys {
            let manifest = package.isEmpty ? manifest : package + "/" + manifest
            guard let data = try? Data(contentsOf: root.appendingPathComponent(manifest)),
                  let text = String(data: data, encoding: .utf8) else { continue }
            dependencies[package] = Self.pathDependencies(text).compactMap { ProjectPaths.join(package, $0) }
            products[package] = Set(Self.libraryProducts(text))
        }
    }

    /// Whether a path has a `Sources` component (`Sources/…`, `…/Sources/…`): told from its bytes,
    /// so that the many paths of an app without one cost no folder walk.
    static func mayBeInSources(_ path: String) -> Bool {
        let marker = Array("Sources/".utf8)
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.count > marker.count else { return false }
            var i = 0
            while i + marker.count <= bytes.count {
                if bytes[i] == UInt8(ascii: "S"), i == 0 || bytes[i - 1] == UInt8(ascii: "/") {
                    var k = 1
                    while k < marker.count && bytes[i + k] == marker[k] { k += 1 }
                    if k == marker.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// The names of a manifest's library products: `.library(name: "Kit", targets: […])`,
    /// `.library(name: "KitDynamic", type: .dynamic, targets: […])`.
    static func libraryProducts(_ manifest: String) -> [String] {
        var names: [String] = []
        var rest = manifest[...]
        while let start = rest.range(of: ".library(") {
            rest = rest[start.upperBound...]
            // `name:` is the first argument: a string literal, up to its closing quote.
            let head = rest.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
            guard head.hasPrefix("name:") else { continue }
            let value = head.dropFirst(5).drop { $0 == " " }
            guard value.first == "\"", let end = value.dropFirst().firstIndex(of: "\"") else { continue }
            names.append(String(value[value.index(after: value.startIndex)..<end]))
        }
        return names
    }

    /// The paths a manifest's `.package(path: "…")` and `.package(name: "…", path: "…")` name.
    static func pathDependencies(_ manifest: String) -> [String] {
        var paths: [String] = []
        var rest = manifest[...]
        while let start = rest.range(of: ".package(") {
            rest = rest[start.upperBound...]
            // The call's arguments, up to its closing parenthesis (none nest in a path dependency).
            guard let close = rest.firstIndex(of: ")") else { break }
            let arguments = rest[..<close]
            if let label = arguments.range(of: "path:"), let open = arguments[label.upperBound...].firstIndex(of: "\""),
               let end = arguments[arguments.index(after: open)...].firstIndex(of: "\"") {
                paths.append(String(arguments[arguments.index(after: open)..<end]))
            }
            rest = rest[close...]
        }
        return paths
    }

    /// The local packages `targets` link, each once, sorted by folder: the folder and its `Sources` folders.
    func folders(linkedBy targets: [XcodeTarget]) -> [(root: String, sources: [String])] {
        guard !self.targets.isEmpty else { return [] }
        var found: Set<String> = []
        for product in targets.flatMap(\.packageProducts) {
            switch product.source {
            case .local(let folder?): if self.targets[folder] != nil { found.insert(folder) }
            case .unnamed:
                // A product with no package named: a target's folder (`Sources/Dock`) or a library the
                // manifest declares (`TwidereSDK`, whose targets are `TwidereUI`, `TwidereCore`…).
                for (root, names) in self.targets where names.contains(product.name) || products[root]?.contains(product.name) == true {
                    found.insert(root)
                }
            case .local(nil), .remote: break
            }
        }
        // And the local packages those depend on, and theirs.
        var queue = Array(found)
        while let package = queue.popLast() {
            for dependency in dependencies[package] ?? [] where self.targets[dependency] != nil && found.insert(dependency).inserted {
                queue.append(dependency)
            }
        }
        return found.sorted().map { ($0, (sourceFolders[$0] ?? []).sorted()) }
    }
}

extension ProjectInventory {
    /// The lowercased words of a target name that make it a developer's app (``isDeveloperApp(_:)``).
    static let developerAppWords = ["preview", "previews", "example", "examples", "demo", "sample", "samples",
                                    "playground", "harness", "testhost", "testing"]

    /// Whether an app target is named as one that previews, demonstrates or tests a part of the app:
    /// a word of its name (split at spaces, punctuation and lower-to-upper case changes:
    /// `HomeFeaturePreview`, `Sileo Demo`, `UITesting`) is one of ``developerAppWords``.
    static func isDeveloperApp(_ name: String) -> Bool {
        var words: [String] = [], word = ""
        var previous: Character?
        for c in name {
            if !(c.isLetter || c.isNumber) {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else if c.isUppercase, let p = previous, p.isLowercase {
                words.append(word)
                word = String(c)
            } else {
                word.append(c)
            }
            previous = c
        }
        if !word.isEmpty { words.append(word) }
        return words.contains { w in
            let lower = w.lowercased()
            // `UITesting`: an acronym's capitals run into the word after them (`UI` + `Testing`).
            return developerAppWords.contains(lower) || developerAppWords.contains { x in
                lower.hasSuffix(x) && lower.count > x.count && w.prefix(w.count - x.count).allSatisfy(\.isUppercase)
            }
        }
    }
}
