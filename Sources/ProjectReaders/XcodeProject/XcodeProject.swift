import Foundation
import SourceModel

/// A build configuration (`Debug`, `Release`) of a project or a target.
package struct BuildConfiguration: Sendable, Hashable, Codable {
    package var name: String
    package var settings: BuildSettings
    /// Where the configuration object begins in the pbxproj.
    package var location: SourceLocation
    /// The `.xcconfig` file the configuration is based on (`baseConfigurationReference`),
    /// relative to the audited folder.
    package var baseConfigurationPath: String?

    package init(name: String, settings: BuildSettings, location: SourceLocation, baseConfigurationPath: String? = nil) {
        self.name = name
        self.settings = settings
        self.location = location
        self.baseConfigurationPath = baseConfigurationPath
    }
}

/// A native target of an Xcode project (`PBXNativeTarget`).
package struct XcodeTarget: Sendable, Hashable, Codable {
    /// The object id in the pbxproj.
    package var id: String
    package var name: String
    /// `com.apple.product-type.application`, `com.apple.product-type.framework`, …
    package var productType: String?
    package var productName: String?
    /// The target's own configurations (without the project's settings).
    package var configurations: [BuildConfiguration]
    package var defaultConfigurationName: String?
    /// Where the target's object begins in the pbxproj.
    package var location: SourceLocation
    /// Files of the Sources build phase, relative to the audited folder, in build-phase order.
    package var sourceFiles: [String]
    /// Files of the Resources build phase, relative to the audited folder, in build-phase order.
    package var resourceFiles: [String]
    /// Folders synchronized with the file system (`PBXFileSystemSynchronizedRootGroup`, Xcode 16):
    /// every file under them belongs to the target.
    package var synchronizedFolders: [String]
    /// The ids of the targets of this project it depends on (`PBXTargetDependency`), in order.
    package var dependencies: [String] = []
    /// The Swift package products it links (`packageProductDependencies`), in order.
    package var packageProducts: [PackageProduct] = []
    /// Its Sources and Resources build phases list files, and none of them is inside the audited
    /// folder (a CMake-generated target's absolute paths): it owns no file of the folder.
    package var listsFilesElsewhere = false

    /// The product type of a watch-only app's iPhone container: an application with no interface
    /// of its own on the iPhone.
    package static let watchOnlyContainerType = "com.apple.product-type.application.watchapp2-container"

    /// Whether the product is an application (`com.apple.product-type.application` and its kinds).
    package var isApplication: Bool { productType?.hasPrefix("com.apple.product-type.application") ?? false }

    /// Whether the product is an app extension (a share extension, a widget, a notification
    /// service, an iMessage extension, an ExtensionKit extension): code the system runs apart from
    /// the app, whose views are no screen of the app.
    package var isAppExtension: Bool {
        guard let productType else { return false }
        return productType.hasPrefix("com.apple.product-type.app-extension") || productType.hasPrefix("com.apple.product-type.extensionkit-extension")
    }

    /// Whether the product is a test bundle (unit or UI tests).
    package var isTestBundle: Bool { productType?.hasPrefix("com.apple.product-type.bundle.") == true && productType?.contains("test") == true }

    /// Whether the product is code an app links: a framework or a library (static or dynamic).
    package var isLinkedCode: Bool {
        guard let productType else { return false }
        return productType.hasPrefix("com.apple.product-type.framework") || productType.hasPrefix("com.apple.product-type.library")
    }

    /// The configuration used when none is asked for: `Release` if the target has one, else the
    /// first (`defaultConfigurationName` is kept but not used, so that the choice is the same for
    /// every project).
    package var preferredConfigurationName: String? {
        if configurations.contains(where: { $0.name == "Release" }) { return "Release" }
        return configurations.first?.name
    }
}

/// A Swift package product a target links (`XCSwiftPackageProductDependency`).
package struct PackageProduct: Sendable, Hashable, Codable {
    package enum Source: Sendable, Hashable, Codable {
        /// A local package the project references (`XCLocalSwiftPackageReference`): its folder,
        /// relative to the audited folder (`nil` when outside it).
        case local(String?)
        /// A package fetched from elsewhere (`XCRemoteSwiftPackageReference`).
        case remote
        /// No package named: a package folder dragged into the project (before Xcode 15), found by
        /// the product's name.
        case unnamed
    }

    package var name: String
    package var source: Source

    package init(name: String, source: Source) {
        self.name = name
        self.source = source
    }
}

/// The parts of an Xcode project (`*.xcodeproj/project.pbxproj`) the audit reads.
package struct XcodeProject: Sendable, Hashable, Codable {
    /// The pbxproj path, relative to the audited folder: `App/App.xcodeproj/project.pbxproj`.
    package var pbxprojPath: String
    /// The folder that holds the `.xcodeproj`, relative to the audited folder (`""` for the root).
    /// `$(SRCROOT)` and `$(PROJECT_DIR)` are this folder (plus `projectDirPath` when set).
    package var projectDirectory: String
    /// The project's name: the `.xcodeproj` folder's name without its extension.
    package var name: String
    /// The project-level configurations, whose settings every target inherits.
    package var configurations: [BuildConfiguration]
    /// The native targets, in the order of the project's `targets` list.
    package var targets: [XcodeTarget]

    /// The frameworks and libraries of this project that `target` depends on, directly or through
    /// another of them (an app extension or another app it embeds is not followed), in dependency order.
    package func linkedCode(of target: XcodeTarget) -> [XcodeTarget] {
        let byID = Dictionary(targets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var found: [XcodeTarget] = []
        var seen: Set<String> = [target.id]
        var queue = target.dependencies
        while !queue.isEmpty {
            let id = queue.removeFirst()
            guard seen.insert(id).inserted, let dependency = byID[id], dependency.isLinkedCode else { continue }
            found.append(dependency)
            queue += dependency.dependencies
        }
        return found
    }
    /// Broken references met while reading (a target list naming a missing object, say). The
    /// project is still usable.
    package var problems: [LocatedError]

    /// Reads a pbxproj. `path` is the pbxproj's path relative to the audited folder.
    package static func parse(_ bytes: [UInt8], path: String) throws(LocatedError) -> XcodeProject {
        let root = try OpenStepPlistParser.parse(bytes, file: path)
        var reader = PBXProjReader(root: root, path: path)
        return try reader.read()
    }

    /// The settings of `target` in `configuration` (project settings, overridden by the target's),
    /// resolved for `sdk` (default: the target's own SDK, else `iphoneos`). `xcconfigs` holds the
    /// settings of the `.xcconfig` files configurations are based on (see `loadXcconfigs(root:)`);
    /// the levels, weakest first: project xcconfig, project, target xcconfig, target.
    package func resolvedSettings(for target: XcodeTarget, configuration: String? = nil, sdk: String? = nil,
                                 xcconfigs: [String: BuildSettings] = [:]) -> ResolvedTargetSettings {
        let configName = configuration ?? target.preferredConfigurationName ?? "Release"
        let projectConfiguration = configurations.first { $0.name == configName }
        let targetConfiguration = target.configurations.first { $0.name == configName }
        let levels = [
            projectConfiguration?.baseConfigurationPath.flatMap { xcconfigs[$0] } ?? BuildSettings(),
            projectConfiguration?.settings ?? BuildSettings(),
            targetConfiguration?.baseConfigurationPath.flatMap { xcconfigs[$0] } ?? BuildSettings(),
            targetConfiguration?.settings ?? BuildSettings(),
        ]
        return ResolvedTargetSettings(project: self, target: target, configuration: configName, levels: levels, sdk: sdk)
    }

    /// The compilation conditions `target` defines in every one of its configurations (see
    /// ``CompilationDefinitions``), its settings resolved as ``resolvedSettings(for:configuration:sdk:xcconfigs:)`` does.
    package func compilationDefinitions(of target: XcodeTarget, xcconfigs: [String: BuildSettings] = [:]) -> CompilationDefinitions {
        let names = (target.configurations.isEmpty ? configurations : target.configurations).map(\.name)
        // A configuration none of whose levels sets a definition's setting defines nothing, so
        // neither does the target: told without resolving anything (most targets' Release).
        let settingNames: Set<String> = ["SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS", "GCC_PREPROCESSOR_DEFINITIONS", "OTHER_CFLAGS"]
        for name in names {
            let levels = [configurations.first { $0.name == name }, target.configurations.first { $0.name == name }].compactMap { $0 }
            let mentions = levels.contains { configuration in
                configuration.settings.all.contains { settingNames.contains($0.name) }
                    || configuration.baseConfigurationPath.flatMap { xcconfigs[$0] }?.all.contains { settingNames.contains($0.name) } == true
            }
            if !mentions { return CompilationDefinitions() }
        }
        var common: CompilationDefinitions?
        for name in names {
            let defined = Self.compilationDefinitions(in: resolvedSettings(for: target, configuration: name, xcconfigs: xcconfigs))
            common = common.map { $0.intersection(defined) } ?? defined
            if common?.isEmpty == true { break }
        }
        return common ?? CompilationDefinitions()
    }

    /// What one configuration of a target defines (its resolved `settings`).
    package static func compilationDefinitions(in settings: ResolvedTargetSettings) -> CompilationDefinitions {
        var defined = CompilationDefinitions()
        for (setting, flags) in [("SWIFT_ACTIVE_COMPILATION_CONDITIONS", false), ("OTHER_SWIFT_FLAGS", true)] {
            for item in CompilationDefinitions.items(in: settings.value(setting) ?? "", flags: flags) { defined.swift.insert(item.name) }
        }
        for (setting, flags) in [("GCC_PREPROCESSOR_DEFINITIONS", false), ("OTHER_CFLAGS", true)] {
            for item in CompilationDefinitions.items(in: settings.value(setting) ?? "", flags: flags) { defined.clang[item.name] = item.value }
        }
        return defined
    }

    /// What a target's configuration `configuration` (the one the audit reads) defines, with the
    /// names its other configurations define and this one does not as undefined (`DEBUG` in
    /// Release); `nil` when a configuration file it is based on is missing (what it defines is then
    /// not known).
    package func compilationDefinitions(of target: XcodeTarget, configuration: ResolvedTargetSettings, root: URL,
                                        xcconfigs: [String: BuildSettings] = [:]) -> CompilationDefinitions? {
        let names = (target.configurations.isEmpty ? configurations : target.configurations).map(\.name)
        guard names.contains(configuration.configuration),
              missingXcconfigs(for: target, configuration: configuration.configuration, root: root).isEmpty else { return nil }
        var read = Self.compilationDefinitions(in: configuration)
        for name in names where name != configuration.configuration {
            let other = Self.compilationDefinitions(in: resolvedSettings(for: target, configuration: name, xcconfigs: xcconfigs))
            read.undefined.formUnion(other.names.subtracting(read.names))
        }
        return read
    }
}

/// A target's build settings for one configuration, resolved: project settings overridden by the
/// target's, `$(inherited)` and `$(VAR)` expanded, conditions matched against one SDK.
package struct ResolvedTargetSettings: Sendable {
    package var targetName: String
    package var configuration: String
    /// The SDK conditions are matched against (`iphoneos`, say).
    package var sdk: String
    /// `[project xcconfig, project, target xcconfig, target]`: a later level overrides an earlier one.
    package let levels: [BuildSettings]
    private var builtIns: [String: String]
    private let srcrootMarker = "\u{1}SRCROOT\u{1}"
    private var projectDirectory: String

    init(project: XcodeProject, target: XcodeTarget, configuration: String, levels: [BuildSettings], sdk: String?) {
        targetName = target.name
        self.configuration = configuration
        self.levels = levels
        assignments = levels.enumerated().flatMap { level, settings in settings.all.map { (level, $0) } }
        projectDirectory = project.projectDirectory
        var builtIns = [
            "TARGET_NAME": target.name,
            "PROJECT_NAME": project.name,
            "CONFIGURATION": configuration,
            "SRCROOT": srcrootMarker,
            "PROJECT_DIR": srcrootMarker,
            "SOURCE_ROOT": srcrootMarker,
            "PRODUCT_NAME": "$(TARGET_NAME)",
            "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
        ]
        switch target.productType {
        case let type? where type.hasPrefix("com.apple.product-type.application"): builtIns["PRODUCT_BUNDLE_PACKAGE_TYPE"] = "APPL"
        case "com.apple.product-type.framework"?: builtIns["PRODUCT_BUNDLE_PACKAGE_TYPE"] = "FMWK"
        case let type? where type.hasPrefix("com.apple.product-type.bundle"): builtIns["PRODUCT_BUNDLE_PACKAGE_TYPE"] = "BNDL"
        case let type? where type.hasPrefix("com.apple.product-type.app-extension"): builtIns["PRODUCT_BUNDLE_PACKAGE_TYPE"] = "XPC!"
        default: break
        }
        self.builtIns = builtIns
        self.sdk = "iphoneos"
        // The SDK itself comes from SDKROOT, resolved against the device SDK of iOS first.
        if let sdk {
            self.sdk = sdk
        } else if let platform = self.platform {
            self.sdk = platform.sdkName
        }
        self.builtIns["PLATFORM_NAME"] = self.sdk
        self.builtIns["SDK_NAME"] = self.sdk
    }

    /// Every assignment of every level, weakest first, with its level (made once: every look-up
    /// of a setting walks it).
    private let assignments: [(level: Int, setting: BuildSetting)]

    /// The index (in `assignments`) of the assignment that applies for `name` among those before
    /// `position`: from the strongest level that has one whose conditions hold; within a level, the
    /// one with the most conditions (so `KEY[sdk=iphoneos*]` beats `KEY`), the later on a tie.
    /// `$(inherited)` in an assignment looks below its own position, so it reaches an earlier
    /// assignment of the same level (an included xcconfig) before the weaker levels.
    private func best(_ name: String, before position: Int, in all: [(level: Int, setting: BuildSetting)]) -> Int? {
        var found: Int?
        var i = min(position, all.count) - 1
        while i >= 0 {
            let (level, setting) = all[i]
            if let f = found, level < all[f].level { break }
            if setting.name == name, setting.applies(sdk: sdk, configuration: configuration) {
                if let f = found {
                    if setting.conditions.count > all[f].setting.conditions.count { found = i }
                } else {
                    found = i
                }
            }
            i -= 1
        }
        return found
    }

    /// The setting that applies for `name`.
    package func setting(_ name: String) -> BuildSetting? {
        let all = assignments
        return best(name, before: all.count, in: all).map { all[$0].setting }
    }

    /// The value of a setting, fully expanded (`nil` when no level defines it and it is not one of
    /// the built-in values: TARGET_NAME, PROJECT_NAME, CONFIGURATION, SRCROOT, PROJECT_DIR,
    /// PRODUCT_NAME, PRODUCT_MODULE_NAME, PRODUCT_BUNDLE_PACKAGE_TYPE, PLATFORM_NAME, SDK_NAME).
    /// `$(SRCROOT)` expands to the project folder relative to the audited folder (`.` at the root).
    package func value(_ name: String) -> String? {
        rawValue(name).map(unmarked)
    }

    private func rawValue(_ name: String) -> String? {
        let all = assignments
        return value(name, before: all.count, depth: 0, all)
    }

    private func unmarked(_ text: String) -> String {
        text.replacingOccurrences(of: srcrootMarker, with: projectDirectory.isEmpty ? "." : projectDirectory)
    }

    private func value(_ name: String, before position: Int, depth: Int, _ all: [(level: Int, setting: BuildSetting)]) -> String? {
        guard depth < 32 else { return nil }
        guard let found = best(name, before: position, in: all) else {
            return builtIns[name].map { expander(inheritedFor: nil, before: 0, depth: depth, all).expand($0) }
        }
        return expander(inheritedFor: name, before: found, depth: depth, all).expand(all[found].setting.value.text)
    }

    private func expander(inheritedFor name: String?, before position: Int, depth: Int,
                          _ all: [(level: Int, setting: BuildSetting)]) -> SettingExpander {
        SettingExpander { variable, d in
            if variable == "inherited" {
                guard let name else { return nil }
                return self.value(name, before: position, depth: depth + d + 1, all)
            }
            return self.value(variable, before: all.count, depth: depth + d + 1, all)
        }
    }

    /// Expands the references in any text with these settings.
    package func expand(_ text: String) -> String {
        unmarked(expander(inheritedFor: nil, before: 0, depth: 0, assignments).expand(text))
    }

    // MARK: - The settings the audit reads

    /// `PRODUCT_MODULE_NAME`, by default `PRODUCT_NAME` (itself `TARGET_NAME` by default) with
    /// every character that cannot appear in an identifier replaced by `_`.
    package var productModuleName: String {
        let name = value("PRODUCT_MODULE_NAME") ?? ""
        return name.isEmpty ? SettingExpander.identifier(targetName) : name
    }

    /// `PRODUCT_NAME`, expanded.
    package var productName: String { value("PRODUCT_NAME") ?? targetName }

    /// `SDKROOT`, expanded.
    package var sdkRoot: String? { setting("SDKROOT").map { _ in value("SDKROOT") ?? "" } }

    /// `SUPPORTED_PLATFORMS` as platforms (simulators folded into their platform), in order, once.
    package var supportedPlatforms: [ApplePlatform] {
        var out: [ApplePlatform] = []
        for word in (value("SUPPORTED_PLATFORMS") ?? "").split(separator: " ") {
            if let p = ApplePlatform(sdk: String(word)), !out.contains(p) { out.append(p) }
        }
        return out
    }

    /// The platform: from `SDKROOT`, unless `SUPPORTED_PLATFORMS` lists platforms without it (a
    /// visionOS target, `SUPPORTED_PLATFORMS = "xros xrsimulator"`, under a project's `SDKROOT = iphoneos`);
    /// otherwise, or when `SDKROOT` is `auto` or missing, iOS if `SUPPORTED_PLATFORMS` lists it, else its first platform.
    package var platform: ApplePlatform? {
        let supported = supportedPlatforms
        if let root = value("SDKROOT"), let p = ApplePlatform(sdk: root), supported.isEmpty || supported.contains(p) { return p }
        return supported.contains(.iOS) ? .iOS : supported.first
    }

    /// Whether the target builds for iOS (its platform, or one of its supported platforms).
    package var buildsForIOS: Bool { platform == .iOS || supportedPlatforms.contains(.iOS) }

    /// `INFOPLIST_FILE`: the value as written, its place, and the path relative to the audited
    /// folder (`nil` when it leaves the audited folder or is absolute).
    package var infoPlistFile: (raw: String, path: String?, location: SourceLocation)? {
        guard let setting = setting("INFOPLIST_FILE") else { return nil }
        let expanded = rawValue("INFOPLIST_FILE") ?? ""
        guard !expanded.isEmpty else { return nil }
        let path: String?
        if expanded.hasPrefix(srcrootMarker) {
            path = ProjectPaths.join(projectDirectory, String(expanded.dropFirst(srcrootMarker.count)))
        } else if expanded.hasPrefix("/") {
            path = nil
        } else {
            path = ProjectPaths.join(projectDirectory, expanded.replacingOccurrences(of: srcrootMarker, with: projectDirectory))
        }
        return (setting.value.text, path, setting.location)
    }

    /// `GENERATE_INFOPLIST_FILE` is `YES`.
    package var generateInfoPlistFile: Bool { ProjectPaths.isYes(value("GENERATE_INFOPLIST_FILE")) }

    /// Every `INFOPLIST_KEY_*` setting of every level, conditions kept, in the order written
    /// (weakest level first).
    package var infoPlistKeySettings: [BuildSetting] {
        levels.flatMap { $0.all.filter { $0.name.hasPrefix("INFOPLIST_KEY_") } }
    }

    /// The Info.plist keys the `INFOPLIST_KEY_*` settings give for this SDK: for each key, the
    /// setting whose conditions hold (a matching condition beats the plain key; the target beats
    /// the project), its expanded value and place. Sorted by key.
    package var infoPlistKeys: [(key: String, value: BuildSettingValue, location: SourceLocation)] {
        var names: Set<String> = []
        for s in infoPlistKeySettings { names.insert(s.name) }
        return names.sorted().compactMap { name in
            guard let s = setting(name) else { return nil }
            let key = String(name.dropFirst("INFOPLIST_KEY_".count))
            let value: BuildSettingValue
            switch s.value {
            case .string: value = .string(self.value(name) ?? "")
            case .list(let items): value = .list(items.map { expand($0) })
            }
            return (key, value, s.location)
        }
    }

    /// The value of `INFOPLIST_KEY_<key>` for this SDK, expanded, with the setting that gave it.
    package func infoPlistKey(_ key: String) -> (value: String, setting: BuildSetting)? {
        guard let s = setting("INFOPLIST_KEY_" + key) else { return nil }
        return (value("INFOPLIST_KEY_" + key) ?? "", s)
    }
}

/// Path helpers shared by the readers.
enum ProjectPaths {
    /// Joins and normalizes relative paths (`.`, `..`, repeated `/`); `nil` when the result would
    /// leave the audited folder.
    static func join(_ base: String, _ path: String) -> String? {
        // Most paths of a project need no `.`/`..` resolution: joined as they are (the general
        // way below gives the same string for them).
        if isPlain(base) && isPlain(path) { return base.isEmpty ? path : path.isEmpty ? base : base + "/" + path }
        var parts: [Substring] = []
        for component in (base + "/" + path).split(separator: "/") {
            if component == "." { continue }
            if component == ".." {
                if parts.isEmpty { return nil }
                parts.removeLast()
                continue
            }
            parts.append(component)
        }
        return parts.joined(separator: "/")
    }

    /// The file a relative path names on a disk that ignores case, as Xcode's usually does
    /// (`beam/Info.plist` for `Beam/Info.plist`), when no file has that exact path under `root`:
    /// each missing component matched by the one entry of its folder equal to it ignoring case.
    /// `nil` when the path exists as written, or when a component has no match or several.
    static func matchIgnoringCase(_ path: String, root: URL) -> String? {
        let fm = FileManager.default
        guard !fm.fileExists(atPath: root.appendingPathComponent(path).path) else { return nil }
        var resolved: [String] = []
        for component in path.split(separator: "/").map(String.init) {
            let folder = resolved.isEmpty ? root : root.appendingPathComponent(resolved.joined(separator: "/"))
            if fm.fileExists(atPath: folder.appendingPathComponent(component).path) {
                resolved.append(component)
                continue
            }
            let lowered = component.lowercased()
            guard let entries = try? fm.contentsOfDirectory(atPath: folder.path) else { return nil }
            let matches = entries.filter { $0.lowercased() == lowered }
            guard matches.count == 1 else { return nil }
            resolved.append(matches[0])
        }
        return resolved.joined(separator: "/")
    }

    /// Empty, or components none of which is empty, `.` or `..` (so no leading, trailing or double `/`).
    private static func isPlain(_ path: String) -> Bool {
        path.isEmpty || path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).allSatisfy { component in
            !component.isEmpty && !(component.count <= 2 && component.allSatisfy { $0 == UInt8(ascii: ".") })
        }
    }

    /// `folder + "/" + name`, made in one allocation (two `+` cost some 1,400 instructions; the
    /// walk joins two paths for each of a large app's 7,500 entries).
    static func joined(_ folder: String, _ name: String) -> String {
        var folder = folder, name = name
        return folder.withUTF8 { head in
            name.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: head)
                    buffer[head.count] = UInt8(ascii: "/")
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + 1)...]).initialize(fromContentsOf: tail)
                    return head.count + 1 + tail.count
                }
            }
        }
    }

    /// The folder part of a relative path (`""` for a top-level name).
    /// (Both look for the last `/` among the UTF-8 bytes: asked for every file of the folder, a
    /// search by `Character` cost a tenth of the walk of a 6,000-file app.)
    static func directory(of path: String) -> String {
        guard let slash = lastIndex(of: UInt8(ascii: "/"), in: path) else { return "" }
        return String(path[..<slash])
    }

    /// The last path component.
    static func lastComponent(_ path: String) -> String {
        guard let slash = lastIndex(of: UInt8(ascii: "/"), in: path) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// Where the last `byte` is among `path`'s UTF-8 bytes: found by a backward scan of the bytes
    /// in place (`String.UTF8View.lastIndex(of:)` steps through string indices, about nine hundred
    /// instructions for a path; a re-audit of a 6,000-file app asks for some 14,000 paths).
    static func lastIndex(of byte: UInt8, in path: String) -> String.Index? {
        let found = path.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var offset = bytes.count
            while offset > 0 {
                offset -= 1
                if bytes[offset] == byte { return offset }
            }
            return nil
        }
        switch found {
        case .some(.some(let offset)): return path.utf8.index(path.utf8.startIndex, offsetBy: offset)
        case .some(.none): return nil
        case .none: return path.utf8.lastIndex(of: byte)
        }
    }

    static func isYes(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["YES", "yes", "Yes", "true", "TRUE", "1"].contains(value.trimmingCharacters(in: .whitespaces))
    }
}
