import ProjectReaders
import SourceModel
import StatusBarEngine

/// The eras of R9: what `default` draws changes at iOS 13 and at iOS 17.
package enum Era: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Before iOS 13: `default` is dark content; no Dark Mode.
    case before13 = "<13"
    /// iOS 13 to 16: `default` follows the interface style.
    case ios13to16 = "13-16"
    /// iOS 17 and later: `default` adapts to the content below the bar.
    case ios17 = "17+"

    package static func of(_ version: IOSVersion) -> Era {
        version < .iOS13 ? .before13 : version < .iOS17 ? .ios13to16 : .ios17
    }

    /// The first version of the era (`nil` for the first era).
    package var lowerBound: IOSVersion? {
        switch self {
        case .before13: nil
        case .ios13to16: .iOS13
        case .ios17: .iOS17
        }
    }

    /// Whether the era holds a version from `version` on: not an era whose last version is older
    /// (iOS 13–16 for `17.2`).
    package func reaches(_ version: IOSVersion) -> Bool {
        switch self {
        case .before13: version < .iOS13
        case .ios13to16: version < .iOS17
        case .ios17: true
        }
    }

    /// The version the engine runs for this era when the audit is not pinned to one.
    package var representative: IOSVersion {
        switch self {
        case .before13: IOSVersion(12)
        case .ios13to16: IOSVersion(16)
        case .ios17: IOSVersion(17)
        }
    }

    package static func < (a: Era, b: Era) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

/// The iOS versions an app supports, and how the audit knows.
package struct SupportedVersions: Sendable, Hashable {
    package enum Source: Sendable, Hashable {
        /// `IPHONEOS_DEPLOYMENT_TARGET` (or a `Package.swift` platform) at this location.
        case declared(SourceLocation)
        /// Nothing says: the oldest iOS the newest Xcode builds for is assumed.
        case assumed
        /// `--ios X`: the audit is pinned to one version.
        case pinned
    }

    /// Xcode 26 builds for iOS 15 and later: the assumption when a project says nothing.
    package static let assumedDeploymentTarget = IOSVersion(15)

    package var deploymentTarget: IOSVersion
    package var source: Source
    /// The newest iOS the audit predicts (`--ios`, default 17.0).
    package var newest: IOSVersion
    /// Why the app never runs in dark appearance (built before the iOS 13 SDK), else `nil`.
    package var linkedBeforeIOS13: String?
    /// True when `--ios` pins the audit to one version.
    package var pinned: Bool

    /// One pinned version (tests and screens built outside an app).
    package static func pinned(_ version: IOSVersion) -> SupportedVersions {
        SupportedVersions(deploymentTarget: version, source: .pinned, newest: version, linkedBeforeIOS13: nil, pinned: true)
    }

    package init(deploymentTarget: IOSVersion, source: Source, newest: IOSVersion, linkedBeforeIOS13: String?, pinned: Bool) {
        self.deploymentTarget = deploymentTarget
        self.source = source
        self.newest = newest
        self.linkedBeforeIOS13 = linkedBeforeIOS13
        self.pinned = pinned
    }

    /// Reads a discovered app's settings. `pinned`: the version `--ios` asked for, if any.
    package init(_ app: DiscoveredApp, pinned: IOSVersion?, newest: IOSVersion = IOSVersion(17)) {
        if let pinned {
            self.newest = pinned
            self.pinned = true
        } else {
            self.newest = newest
            self.pinned = false
        }
        if let declared = app.deploymentTarget, let version = IOSVersion(declared.value) {
            deploymentTarget = version
            source = .declared(declared.location)
        } else {
            deploymentTarget = Self.assumedDeploymentTarget
            source = .assumed
        }
        if pinned != nil { source = .pinned; deploymentTarget = self.newest }
        if let swift = app.swiftVersion, let major = Int(swift.value.split(separator: ".").first ?? ""), major <= 3 {
            linkedBeforeIOS13 = "SWIFT_VERSION \(swift.value) cannot be built with the iOS 13 SDK: the app never runs in dark appearance"
        } else if app.swiftVersion == nil && app.hasSwiftSources && app.project?.hasSuffix("project.pbxproj") == true {
            // Only an Xcode project says nothing of its Swift version when it predates Swift 3:
            // a package's language is its tools version, and XcodeGen and Tuist write a current one.
            linkedBeforeIOS13 = "Swift sources without SWIFT_VERSION (Xcode 7 and earlier, Swift 2) cannot be built with the iOS 13 SDK: the app never runs in dark appearance"
        } else {
            linkedBeforeIOS13 = nil
        }
    }

    /// The eras of R9 the supported versions span, oldest first (one when pinned or built before iOS 13).
    package var eras: [Era] {
        if pinned { return [Era.of(newest)] }
        if linkedBeforeIOS13 != nil { return [.before13] }
        let first = Era.of(min(deploymentTarget, newest)), last = Era.of(newest)
        return Era.allCases.filter { $0 >= first && $0 <= last }
    }

    /// The version the engine runs for `era`: the newest for the last era, else the era's last version.
    package func version(for era: Era) -> IOSVersion {
        if pinned || era == eras.last { return linkedBeforeIOS13 != nil ? IOSVersion(12) : newest }
        return era.representative
    }

    /// The supported versions of an era, in words: `iOS 15–16`, `iOS 17 and later`, `iOS 12`.
    package func versions(of era: Era) -> String {
        if pinned { return "iOS \(newest)" }
        if linkedBeforeIOS13 != nil { return "every iOS version (built before the iOS 13 SDK)" }
        let from = max(deploymentTarget.major, era.lowerBound?.major ?? deploymentTarget.major)
        switch era {
        case .ios17: return from == 17 ? "iOS 17 and later" : "iOS \(from) and later"
        case .ios13to16: return from == 16 ? "iOS 16" : "iOS \(from)–16"
        case .before13: return from == 12 ? "iOS 12" : "iOS \(from)–12"
        }
    }

    /// The versions of several eras, in words: `iOS 15–16`, `iOS 12–16`.
    package func versions(of some: [Era]) -> String {
        guard let first = some.min(), let last = some.max() else { return "" }
        if first == last { return versions(of: first) }
        if pinned || linkedBeforeIOS13 != nil { return versions(of: first) }
        let from = max(deploymentTarget.major, first.lowerBound?.major ?? deploymentTarget.major)
        switch last {
        case .ios17: return "iOS \(from) and later"
        case .ios13to16: return "iOS \(from)–16"
        case .before13: return "iOS \(from)–12"
        }
    }
}
