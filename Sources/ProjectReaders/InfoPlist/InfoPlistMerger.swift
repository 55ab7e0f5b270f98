import Foundation
import SourceModel

/// Builds a target's Info.plist as Xcode would: the file named by `INFOPLIST_FILE` (if any),
/// merged with the keys generated from `INFOPLIST_KEY_*` build settings when
/// `GENERATE_INFOPLIST_FILE` is `YES`.
///
/// **When both define a key, the file wins.** Xcode merges the file with the generated keys and
/// does not document an order; the file is what the developer wrote by hand, so it is taken as the
/// stronger statement. (Assumption, kept here in one place.)
///
/// Generated keys: each `INFOPLIST_KEY_<Key>` (the setting whose SDK condition matches beats the
/// plain one), `YES`/`NO` becoming Booleans for Boolean keys (any other word stays a string and is
/// reported as the wrong type); `CFBundleIdentifier` from `PRODUCT_BUNDLE_IDENTIFIER`;
/// `CFBundlePackageType` from `PRODUCT_BUNDLE_PACKAGE_TYPE` (`APPL` for applications);
/// `UIApplicationSceneManifest` when `INFOPLIST_KEY_UIApplicationSceneManifest_Generation` is `YES`;
/// `UILaunchScreen` when `INFOPLIST_KEY_UILaunchScreen_Generation` is `YES`. Their locations are
/// the settings' places in the pbxproj.
///
/// `$(VAR)` references in string values are expanded with the target's settings (Xcode's
/// `INFOPLIST_EXPAND_BUILD_SETTINGS`, on by default).
package enum InfoPlistMerger {
    /// The Info.plist a target's build produces, from the file's root dictionary (if any).
    package static func merge(file: PlistDictionary?, settings: ResolvedTargetSettings, target: XcodeTarget) -> PlistDictionary {
        var merged = PlistDictionary()
        if settings.generateInfoPlistFile {
            for entry in generated(settings: settings, target: target) { merged.set(entry) }
        }
        for entry in file?.entries ?? [] { merged.set(entry) }
        if ProjectPaths.isYes(settings.value("INFOPLIST_EXPAND_BUILD_SETTINGS") ?? "YES") {
            merged = PlistDictionary(merged.entries.map {
                PlistDictionary.Entry(key: $0.key, keyLocation: $0.keyLocation, value: expand($0.value, settings))
            })
        }
        return merged
    }

    private static func expand(_ value: PlistValue, _ settings: ResolvedTargetSettings) -> PlistValue {
        switch value.kind {
        case .string(let s) where s.contains("$"):
            return PlistValue(.string(settings.expand(s)), at: value.location)
        case .array(let items):
            return PlistValue(.array(items.map { expand($0, settings) }), at: value.location)
        case .dict(let dict):
            return PlistValue(.dict(PlistDictionary(dict.entries.map {
                PlistDictionary.Entry(key: $0.key, keyLocation: $0.keyLocation, value: expand($0.value, settings))
            })), at: value.location)
        default:
            return value
        }
    }

    /// The keys generated from build settings, sorted by key.
    package static func generated(settings: ResolvedTargetSettings, target: XcodeTarget) -> [PlistDictionary.Entry] {
        var out: [PlistDictionary.Entry] = []
        func add(_ key: String, _ kind: PlistValue.Kind, _ location: SourceLocation) {
            out.append(.init(key: key, keyLocation: location, value: PlistValue(kind, at: location)))
        }
        var sceneGeneration: SourceLocation?
        var launchGeneration: SourceLocation?
        var multipleScenes: (Bool, SourceLocation)?
        for (key, value, location) in settings.infoPlistKeys {
            switch key {
            case "UIApplicationSceneManifest_Generation":
                if ProjectPaths.isYes(value.text) { sceneGeneration = location }
                continue
            case "UILaunchScreen_Generation":
                if ProjectPaths.isYes(value.text) { launchGeneration = location }
                continue
            case "UIApplicationSupportsMultipleScenes":
                if let b = boolean(value.text) { multipleScenes = (b, location) }
            default:
                break
            }
            switch value {
            case .list(let items):
                add(key, .array(items.map { PlistValue(.string($0), at: location) }), location)
            case .string(let text):
                if AppInfoPlist.isBooleanKey(key), let b = boolean(text) {
                    add(key, .bool(b), location)
                } else {
                    add(key, .string(text), location)
                }
            }
        }
        if let location = sceneGeneration {
            var manifest = PlistDictionary()
            let (multiple, multipleLocation) = multipleScenes ?? (false, location)
            manifest.append(.init(key: "UIApplicationSupportsMultipleScenes", keyLocation: multipleLocation,
                                  value: PlistValue(.bool(multiple), at: multipleLocation)))
            add("UIApplicationSceneManifest", .dict(manifest), location)
        }
        if let location = launchGeneration, !out.contains(where: { $0.key == "UILaunchScreen" }) {
            add("UILaunchScreen", .dict(PlistDictionary()), location)
        }
        if let identifier = settings.setting("PRODUCT_BUNDLE_IDENTIFIER") {
            add("CFBundleIdentifier", .string(settings.value("PRODUCT_BUNDLE_IDENTIFIER") ?? ""), identifier.location)
        }
        if let type = settings.value("PRODUCT_BUNDLE_PACKAGE_TYPE"), !type.isEmpty {
            add("CFBundlePackageType", .string(type), settings.setting("PRODUCT_BUNDLE_PACKAGE_TYPE")?.location ?? target.location)
        }
        return out.sorted { $0.key < $1.key }
    }

    /// `YES`/`NO` (any case) and `true`/`false` as a Boolean; anything else is not one.
    static func boolean(_ text: String) -> Bool? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "yes", "true": true
        case "no", "false": false
        default: nil
        }
    }
}

extension AppInfoPlist {
    /// The Info.plist of `target` in `configuration` (default: the target's preferred one,
    /// `Release` if present), read from the audited folder `root`: the `INFOPLIST_FILE` merged with
    /// generated keys. A file that cannot be read or parsed is returned as an error, and the
    /// generated keys are still used.
    ///
    /// `xcconfigs`: the project's `.xcconfig` settings (from `XcodeProject.loadXcconfigs(root:)`);
    /// `nil` reads them here (their errors are returned too).
    package static func forTarget(_ target: XcodeTarget, in project: XcodeProject, configuration: String? = nil,
                                 root: URL, xcconfigs: [String: BuildSettings]? = nil) -> (plist: AppInfoPlist, errors: [LocatedError]) {
        var errors: [LocatedError] = []
        var configFiles = xcconfigs ?? [:]
        if xcconfigs == nil {
            let loaded = project.loadXcconfigs(root: root)
            configFiles = loaded.settings
            errors += loaded.errors
        }
        let settings = project.resolvedSettings(for: target, configuration: configuration, xcconfigs: configFiles)
        var fileDict: PlistDictionary?
        var filePath: String?
        if let info = settings.infoPlistFile {
            if let written = info.path {
                // Written in another case than the file's (Xcode's disk usually ignores case).
                let path = ProjectPaths.matchIgnoringCase(written, root: root) ?? written
                filePath = path
                do {
                    let value = try PropertyListReader.read(file: path, root: root)
                    if let dict = value.dict { fileDict = dict } else {
                        errors.append(LocatedError("an Info.plist's root must be a dictionary, found a value of type \(value.typeName)",
                                                   at: value.location))
                    }
                } catch {
                    errors.append(error)
                }
            } else {
                errors.append(LocatedError("INFOPLIST_FILE '\(info.raw)' is outside the audited folder", at: info.location))
            }
        }
        let merged = InfoPlistMerger.merge(file: fileDict, settings: settings, target: target)
        return (AppInfoPlist(merged, file: fileDict == nil ? nil : filePath), errors)
    }
}
