import Foundation
import SourceModel

/// A value read from an Info.plist, with the key it came from (device suffix included) and where
/// its value is written (the Info.plist file, or the pbxproj for an `INFOPLIST_KEY_*` setting).
package struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    package var value: Value
    /// The key as written: `UIStatusBarStyle~ipad`.
    package var key: String
    package var location: SourceLocation

    package init(_ value: Value, key: String, location: SourceLocation) {
        self.value = value
        self.key = key
        self.location = location
    }
}

/// A key and its device-suffixed variants: `Key`, `Key~iphone`, `Key~ipad`, `Key~ipod`.
package struct DeviceVariants<Value: Sendable & Hashable>: Sendable, Hashable {
    package var plain: Located<Value>?
    package var iphone: Located<Value>?
    package var ipad: Located<Value>?
    package var ipod: Located<Value>?

    package init(plain: Located<Value>? = nil, iphone: Located<Value>? = nil, ipad: Located<Value>? = nil,
                ipod: Located<Value>? = nil) {
        self.plain = plain
        self.iphone = iphone
        self.ipad = ipad
        self.ipod = ipod
    }

    /// The entry that applies on an idiom (`iphone`, `ipad`, `ipod`): its suffixed key, else the plain key.
    package func value(forIdiom idiom: String) -> Located<Value>? {
        switch idiom {
        case "iphone": iphone ?? plain
        case "ipad": ipad ?? plain
        case "ipod": ipod ?? plain
        default: plain
        }
    }

    package var isEmpty: Bool { plain == nil && iphone == nil && ipad == nil && ipod == nil }
}

/// A problem with an Info.plist value: the wrong type, or an empty or unknown `UIStatusBarStyle`.
/// The value is left out of the typed model. The audit reports these as `invalid-info-plist-value`.
package struct InfoPlistIssue: Sendable, Hashable, Comparable {
    package var key: String
    package var location: SourceLocation
    package var message: String

    package init(key: String, location: SourceLocation, message: String) {
        self.key = key
        self.location = location
        self.message = message
    }

    package static func < (a: InfoPlistIssue, b: InfoPlistIssue) -> Bool {
        (a.location, a.key, a.message) < (b.location, b.key, b.message)
    }
}

/// One entry of `UIApplicationSceneManifest` → `UISceneConfigurations` →
/// `UIWindowSceneSessionRoleApplication`.
package struct SceneConfiguration: Sendable, Hashable {
    package var name: Located<String>?
    package var delegateClassName: Located<String>?
    package var storyboardFile: Located<String>?
    /// Where the configuration's dictionary begins.
    package var location: SourceLocation

    package init(name: Located<String>? = nil, delegateClassName: Located<String>? = nil,
                storyboardFile: Located<String>? = nil, location: SourceLocation) {
        self.name = name
        self.delegateClassName = delegateClassName
        self.storyboardFile = storyboardFile
        self.location = location
    }
}

/// The status-bar keys of an app's Info.plist, typed, each with its place. Values stay plain
/// strings and Booleans (the audit maps them onto the engine's model). A value of the wrong type
/// is never guessed: it is left out and reported in `issues`.
package struct AppInfoPlist: Sendable, Hashable {
    /// The Info.plist file, relative to the audited folder; `nil` when every key is generated
    /// from build settings.
    package var file: String?
    /// Every key, after merging with build settings.
    package var values: PlistDictionary

    /// `UIViewControllerBasedStatusBarAppearance` (R1).
    package var viewControllerBasedStatusBarAppearance: Located<Bool>?
    /// `UIStatusBarStyle` and variants, as written: `UIStatusBarStyleLightContent`, … (R2).
    package var statusBarStyle: DeviceVariants<String>
    /// `UIStatusBarHidden` and variants (R2).
    package var statusBarHidden: DeviceVariants<Bool>
    /// `UIUserInterfaceStyle`: `Light`, `Dark` or `Automatic`.
    package var userInterfaceStyle: Located<String>?
    /// `UIMainStoryboardFile` and variants (`~ipad`).
    package var mainStoryboardFile: DeviceVariants<String>
    /// `UILaunchStoryboardName` and variants.
    package var launchStoryboardName: DeviceVariants<String>
    /// Whether `UIApplicationSceneManifest` is present (a dictionary).
    package var hasSceneManifest: Bool
    /// The application-role scene configurations of the scene manifest, in order.
    package var sceneConfigurations: [SceneConfiguration]
    /// The delegate classes of the scene manifest's other roles (an external display's
    /// `UIWindowSceneSessionRoleExternalDisplay…`, CarPlay's), that no application-role
    /// configuration names: the windows they set up are on another screen, whose status bar is no
    /// iPhone's.
    package var otherDisplaySceneDelegates: [String] = []
    /// `CFBundlePackageType` (`APPL`, `FMWK`, `BNDL`, or a `$(…)` reference left unexpanded).
    package var bundlePackageType: Located<String>?
    /// `CFBundleIdentifier`.
    package var bundleIdentifier: Located<String>?
    /// Values of the wrong type, and empty or unknown `UIStatusBarStyle` strings, sorted.
    package var issues: [InfoPlistIssue]

    /// The valid `UIStatusBarStyle` strings.
    package static let validStatusBarStyles: [String] = [
        "UIStatusBarStyleDefault", "UIStatusBarStyleLightContent", "UIStatusBarStyleDarkContent",
        "UIStatusBarStyleBlackOpaque", "UIStatusBarStyleBlackTranslucent",
    ]

    /// The valid `UIUserInterfaceStyle` strings.
    package static let validUserInterfaceStyles: [String] = ["Light", "Dark", "Automatic"]

    /// Keys whose value is a Boolean: a build setting's `YES`/`NO` becomes a Boolean for them.
    package static let booleanKeys: Set<String> = [
        "UIViewControllerBasedStatusBarAppearance", "UIStatusBarHidden", "UIRequiresFullScreen",
        "LSRequiresIPhoneOS", "UIApplicationSupportsIndirectInputEvents", "UIApplicationSupportsMultipleScenes",
        "UIFileSharingEnabled", "UISupportsDocumentBrowser", "LSSupportsOpeningDocumentsInPlace",
        "ITSAppUsesNonExemptEncryption", "UIRequiresPersistentWiFi", "UIApplicationExitsOnSuspend",
        "UIPrerenderedIcon", "UISupportsTrueScreenSizeOnMac",
    ]

    /// Whether `key` (device suffix allowed) holds a Boolean.
    package static func isBooleanKey(_ key: String) -> Bool {
        booleanKeys.contains(baseKey(key))
    }

    static func baseKey(_ key: String) -> String {
        if let tilde = key.firstIndex(of: "~") { return String(key[..<tilde]) }
        return key
    }

    /// Types the status-bar keys of a dictionary (the root of an Info.plist).
    package init(_ values: PlistDictionary, file: String?) {
        self.file = file
        self.values = values
        var issues: [InfoPlistIssue] = []

        func issue(_ key: String, _ value: PlistValue, _ message: String) {
            issues.append(InfoPlistIssue(key: key, location: value.location, message: message))
        }
        func bool(_ key: String, in dict: PlistDictionary) -> Located<Bool>? {
            guard let value = dict[key] else { return nil }
            if let b = value.bool { return Located(b, key: key, location: value.location) }
            let shown = value.string.map { "the string '\($0)'" } ?? "a value of type \(value.typeName)"
            issue(key, value, "'\(key)' must be a Boolean (<true/> or <false/>), found \(shown)")
            return nil
        }
        func string(_ key: String, in dict: PlistDictionary) -> Located<String>? {
            guard let value = dict[key] else { return nil }
            if let s = value.string { return Located(s, key: key, location: value.location) }
            issue(key, value, "'\(key)' must be a string, found a value of type \(value.typeName)")
            return nil
        }
        func dictionary(_ key: String, in dict: PlistDictionary) -> PlistDictionary? {
            guard let value = dict[key] else { return nil }
            if let found = value.dict { return found }
            issue(key, value, "'\(key)' must be a dictionary, found a value of type \(value.typeName)")
            return nil
        }
        func array(_ key: String, in dict: PlistDictionary) -> [PlistValue]? {
            guard let value = dict[key] else { return nil }
            if let found = value.array { return found }
            issue(key, value, "'\(key)' must be an array, found a value of type \(value.typeName)")
            return nil
        }
        func variants<V>(_ key: String, _ read: (String) -> Located<V>?) -> DeviceVariants<V> {
            DeviceVariants(plain: read(key), iphone: read(key + "~iphone"), ipad: read(key + "~ipad"), ipod: read(key + "~ipod"))
        }

        viewControllerBasedStatusBarAppearance = bool("UIViewControllerBasedStatusBarAppearance", in: values)
        statusBarHidden = variants("UIStatusBarHidden") { bool($0, in: values) }
        statusBarStyle = variants("UIStatusBarStyle") { key in
            guard let found = string(key, in: values) else { return nil }
            let trimmed = found.value.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty {
                issues.append(InfoPlistIssue(key: key, location: found.location,
                                             message: "'\(key)' is empty: use one of \(Self.validStatusBarStyles.map { "'\($0)'" }.joined(separator: ", "))"))
                return nil
            }
            guard Self.validStatusBarStyles.contains(found.value) else {
                issues.append(InfoPlistIssue(key: key, location: found.location,
                                             message: "'\(found.value)' is not a status bar style: use one of \(Self.validStatusBarStyles.map { "'\($0)'" }.joined(separator: ", "))"))
                return nil
            }
            return found
        }
        if let style = string("UIUserInterfaceStyle", in: values) {
            if Self.validUserInterfaceStyles.contains(style.value) {
                userInterfaceStyle = style
            } else {
                issues.append(InfoPlistIssue(key: style.key, location: style.location,
                                             message: "'\(style.value)' is not an interface style: use 'Light', 'Dark' or 'Automatic'"))
                userInterfaceStyle = nil
            }
        } else {
            userInterfaceStyle = nil
        }
        mainStoryboardFile = variants("UIMainStoryboardFile") { string($0, in: values) }
        launchStoryboardName = variants("UILaunchStoryboardName") { string($0, in: values) }
        bundlePackageType = string("CFBundlePackageType", in: values)
        bundleIdentifier = string("CFBundleIdentifier", in: values)

        // UIApplicationSceneManifest → UISceneConfigurations → UIWindowSceneSessionRoleApplication,
        // each step of the expected type or an issue naming it (the look-up stops there).
        let manifest = dictionary("UIApplicationSceneManifest", in: values)
        let configurations = manifest.flatMap { dictionary("UISceneConfigurations", in: $0) }
        let entries = configurations.flatMap { array("UIWindowSceneSessionRoleApplication", in: $0) } ?? []
        var scenes: [SceneConfiguration] = []
        func configuration(_ entry: PlistValue, ofRole role: String) -> PlistDictionary? {
            guard let dict = entry.dict else {
                issue(role, entry, "a scene configuration must be a dictionary, found a value of type \(entry.typeName)")
                return nil
            }
            return dict
        }
        for entry in entries {
            guard let dict = configuration(entry, ofRole: "UIWindowSceneSessionRoleApplication") else { continue }
            scenes.append(SceneConfiguration(
                name: string("UISceneConfigurationName", in: dict),
                delegateClassName: string("UISceneDelegateClassName", in: dict),
                storyboardFile: string("UISceneStoryboardFile", in: dict),
                location: entry.location))
        }
        let hasManifest = manifest != nil
        hasSceneManifest = hasManifest
        sceneConfigurations = scenes
        // The other roles (an external display's, CarPlay's): the same types, or an issue.
        var others: Set<String> = []
        for entry in configurations?.entries ?? [] where entry.key != "UIWindowSceneSessionRoleApplication" {
            guard let configurations, let items = array(entry.key, in: configurations) else { continue }
            for item in items {
                guard let dict = configuration(item, ofRole: entry.key) else { continue }
                if let name = string("UISceneDelegateClassName", in: dict)?.value { others.insert(name) }
            }
        }
        let appDelegates = Set(scenes.compactMap { $0.delegateClassName?.value })
        otherDisplaySceneDelegates = others.subtracting(appDelegates).sorted()
        self.issues = issues.sorted()
    }

    /// Reads an Info.plist file (XML or binary) and types its keys.
    package static func read(_ bytes: [UInt8], file: String) throws(LocatedError) -> AppInfoPlist {
        let root = try PropertyListReader.read(bytes, file: file)
        guard let dict = root.dict else {
            throw LocatedError("an Info.plist's root must be a dictionary, found a value of type \(root.typeName)", at: root.location)
        }
        return AppInfoPlist(dict, file: file)
    }
}
