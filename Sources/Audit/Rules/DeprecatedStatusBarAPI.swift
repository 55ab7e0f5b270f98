import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `deprecated-status-bar-api`: deprecated status bar API other than the application setters
/// (uikit-rules.md, "Deprecated API"), in code or, for the black styles, in Info.plist; the
/// application's style and hidden are reported when read (their writes are the application setter
/// rules'). A use the code runs only below the version that brought the replacement (the `else`
/// of `#available`, `@available(iOS, deprecated:)`: ``DeprecatedUse/runsOnlyBelow``) is the
/// right fallback, not reported.
package struct DeprecatedStatusBarAPI: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    static let apis: Set<DeprecatedAPI> = [
        .statusBarFrame, .statusBarOrientation, .networkActivityIndicatorVisible, .blackOpaque, .blackTranslucent,
        .setOverrideTraitCollection, .presentationControllerOverrideTraitCollection,
    ]

    /// The application's style and hidden: reported when read; a write is an application setter,
    /// which `deprecated-application-setter` or `ineffective-application-setter` reports.
    static let readAPIs: Set<DeprecatedAPI> = [.statusBarStyle, .isStatusBarHidden]

    /// Whether this rule reports the use, wherever it runs.
    static func reports(_ use: DeprecatedUse) -> Bool {
        apis.contains(use.api) || (readAPIs.contains(use.api) && use.access == .read)
    }

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for facts in model.ownSources where facts.deprecatedUses.contains(where: Self.reports) {
            // The oldest iOS of the apps that build the file: below the version that brought the
            // replacement, the replacement needs `#available` (said in the message).
            let oldest = model.apps(owning: facts.path).map(\.app.versions.deploymentTarget).min()
            // The lines where an application setter sets the style or hidden: a read there (`x = !x`)
            // is part of the write, which the application setter rules report.
            var setterLines: Set<SetterLine> = []
            for use in facts.deprecatedUses where use.isApplicationSetter {
                setterLines.insert(SetterLine(line: use.location.line, setsStyle: use.setsStyle))
            }
            for use in facts.deprecatedUses where Self.reports(use) && !Self.isFallback(use) {
                if Self.readAPIs.contains(use.api), setterLines.contains(SetterLine(line: use.location.line, setsStyle: use.setsStyle)) {
                    continue
                }
                var text = Self.setsOrientation(use)
                    ? "'\(use.apiName)' is set: setting the status bar's orientation is deprecated since iOS 9, and the window scene's "
                        + "interfaceOrientation cannot be set: rotate through the controllers' supportedInterfaceOrientations "
                        + "(from iOS 16, the window scene's requestGeometryUpdate)"
                    : message(for: use.api, name: use.apiName, language: use.language)
                // (Code that runs only from that version, `if #available(iOS 13, *)`'s body, needs no check.)
                if !Self.setsOrientation(use), let since = Self.replacementSince(use.api), let oldest, oldest < since,
                   use.runsOnlyFrom.map({ IOSVersion($0.major, $0.minor, $0.patch) < since }) ?? true {
                    text += use.language == .swift
                        ? " under 'if #available(iOS \(since.major), *)', since the app supports iOS \(oldest), where the replacement does not exist"
                        : " under 'if (@available(iOS \(since.major), *))', since the app supports iOS \(oldest), where the replacement does not exist"
                }
                findings.append(finding(use.location, text))
            }
        }
        for report in model.apps {
            let styles = report.app.plist.statusBarStyle
            for entry in [styles.plain, styles.iphone, styles.ipad, styles.ipod].compactMap({ $0 }) {
                guard let style = StatusBarStyle(infoPlistName: entry.value), style.isDeprecated else { continue }
                findings.append(finding(entry.location, "'\(entry.key)' is '\(entry.value)', deprecated since iOS 7 and drawn as "
                    + "light content: use 'UIStatusBarStyleLightContent'"))
            }
        }
        return Finding.merged(findings)
    }

    private struct SetterLine: Hashable {
        var line: Int
        var setsStyle: Bool
    }

    /// The iOS version that brought the replacement the message names.
    static func replacementSince(_ api: DeprecatedAPI) -> IOSVersion? {
        switch api {
        case .statusBarFrame, .statusBarOrientation, .statusBarStyle, .isStatusBarHidden: IOSVersion(13)
        case .setOverrideTraitCollection, .presentationControllerOverrideTraitCollection: IOSVersion(17)
        default: nil
        }
    }

    /// The iOS version that deprecated the API.
    static func deprecatedSince(_ api: DeprecatedAPI) -> IOSVersion {
        switch api {
        case .blackOpaque, .blackTranslucent: IOSVersion(7)
        case .setStatusBarStyle, .setStatusBarHidden: IOSVersion(9)
        case .statusBarStyle, .isStatusBarHidden, .statusBarFrame, .statusBarOrientation, .networkActivityIndicatorVisible: IOSVersion(13)
        case .setOverrideTraitCollection, .presentationControllerOverrideTraitCollection: IOSVersion(17)
        }
    }

    /// Whether the code runs the use only where it is the API to use: below the version that
    /// brought its replacement (or, for an API replaced by nothing, that deprecated it). Below a
    /// later version (the `else` of `#available(iOS 14, *)`) it also runs where the replacement exists.
    static func isFallback(_ use: DeprecatedUse) -> Bool {
        guard let below = use.runsOnlyBelow else { return false }
        let version = IOSVersion(below.major, below.minor, below.patch)
        if setsOrientation(use) { return version <= IOSVersion(9) }
        return version <= replacementSince(use.api) ?? deprecatedSince(use.api)
    }

    /// A use that sets the status bar's orientation (`setStatusBarOrientation:animated:`, deprecated
    /// since iOS 9): the scene's `interfaceOrientation`, which replaces the read, cannot be set.
    static func setsOrientation(_ use: DeprecatedUse) -> Bool { use.api == .statusBarOrientation && use.access != .read }

    private func message(for api: DeprecatedAPI, name: String, language: SourceLanguage) -> String {
        switch api {
        case .statusBarFrame:
            "'\(name)' is deprecated since iOS 13 and wrong with several scenes: use the window scene's statusBarManager.statusBarFrame"
        case .statusBarOrientation:
            "'\(name)' is deprecated since iOS 13: use the window scene's interfaceOrientation"
        case .statusBarStyle:
            "'\(name)' is deprecated since iOS 13: read the window scene's statusBarManager.statusBarStyle"
        case .isStatusBarHidden:
            "'\(name)' is deprecated since iOS 13: read the window scene's statusBarManager."
                + (language == .swift ? "isStatusBarHidden" : "statusBarHidden")
        case .networkActivityIndicatorVisible:
            "'\(name)' is deprecated since iOS 13 and shows nothing on devices with a notch: show activity in the app's own interface"
        case .blackOpaque, .blackTranslucent:
            "'\(name)' is deprecated since iOS 7 and drawn as light content: use \(RuleText.style(.lightContent, language))"
        case .setOverrideTraitCollection:
            "'\(name)' is deprecated since iOS 17: set the child's traitOverrides instead"
        case .presentationControllerOverrideTraitCollection:
            "'\(name)' is deprecated since iOS 17: set the presented controller's traitOverrides instead"
        default:
            "'\(name)' is deprecated"
        }
    }
}
