import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `preference-swallowed-by-navigation`: a screen answers `preferredStatusBarStyle` but is shown
/// in a navigation controller whose bar is visible and which does not forward the style (R5):
/// the navigation controller decides, from its own answer or its bar's `barStyle` (R6).
///
/// Not reported: a navigation controller whose `childForStatusBarStyle` returns `nil` on purpose or
/// something the audit cannot read; a screen pushed from code whose navigation controller is not known
/// when the app has navigation controller subclasses of its own (the audit would only guess).
package struct PreferenceSwallowedByNavigation: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    static let navigationScenes = IBScene.navigation("nav-1", root: "feed-1", customClass: "ThemedNavigationController")
        + "\n" + IBScene.controller("feed-1", customClass: "FeedViewController", element: "tableViewController")

    /// The content (`light` or `dark`) when the child's only answer draws the same content as the
    /// answer that wins, in both appearances and on every supported era; else `nil`.
    static func sameContent(_ r: ScreenReport) -> String? {
        guard let styles = r.screen.controller.answers.style.possible, styles.count == 1 else { return nil }
        let asked = styles[0]
        let wanted: StatusBarContent
        switch asked {
        case .lightContent: wanted = .light
        case .darkContent: wanted = .dark
        default: return nil
        }
        for era in r.eras {
            for side in [era.prediction.light, era.prediction.dark] where side.content != wanted { return nil }
        }
        return wanted == .light ? "light" : "dark"
    }

    package func check(_ model: AuditModel) -> [Finding] {
        let hasNavigationSubclass = model.graph.records.values.contains { !$0.isVendored && model.graph.kind(of: $0.name) == .navigation }
        // The app's own extension (or category) of UINavigationController forwards the style: by
        // `childForStatusBarStyle`, or by a `preferredStatusBarStyle` that returns a child's answer
        // (`topViewController?.preferredStatusBarStyle ?? .default`, in any branch).
        let extensionForwards = (model.graph.overrides["UINavigationController"] ?? []).contains {
            guard $0.inExtension, !model.isVendored($0.location.file) else { return false }
            switch ($0.member, $0.answer) {
            case (.childForStatusBarStyle, _), (.preferredStatusBarStyle, .forward): return true
            case (.preferredStatusBarStyle, .mixed(_, _, let forwards)): return !forwards.isEmpty
            default: return false
            }
        }
        var findings: [Finding] = []
        var placeCount: [String: Int] = [:]
        for r in model.screens { placeCount["\(r.screen.app)\u{0}\(r.screen.controller.className)", default: 0] += 1 }
        for r in model.screens {
            // A SwiftUI view has no override to forward to: its stack's bar is configured by toolbar modifiers.
            guard let nav = r.screen.navigation, !nav.effectiveBarHidden, r.screen.unknownContext == nil, !r.screen.isSwiftUIView,
                  model.app(named: r.screen.app)?.app.mode == .viewControllerBased,
                  case .inherited = nav.controller.answers.childForStyle,
                  r.screen.controller.answers.style != .inherited,
                  let location = r.screen.controller.answers.locations[.preferredStatusBarStyle] else { continue }
            // A navigation controller whose own answer the audit cannot evaluate (it may return the
            // top controller's answer, `topViewController?.preferredStatusBarStyle`): no finding on a guess.
            if case .unknown = nav.controller.answers.style { continue }
            if case .code(let shown) = r.screen.origin, r.screen.presentation == nil, nav.location == shown, hasNavigationSubclass {
                continue
            }
            let navClass = nav.controller.className
            // Only where the navigation controller decides: not where a sheet keeps the presenter's
            // answer, and not before iOS 13.4 where the app's own extension of UINavigationController
            // forwards (such overrides stopped being called in iOS 13.4; `override-in-extension`
            // reports them).
            // And only where the screen's own presentation takes the status bar: in a sheet that keeps
            // the presenter's answer, a navigation controller of the same class named as deciding is
            // the presenter's (a tab's plain `UINavigationController`), not the one the screen is in.
            let linkedBefore13 = model.app(named: r.screen.app)?.app.versions.linkedBeforeIOS13 != nil
            func ownPresentationDecides(_ era: Era) -> Bool {
                guard let p = r.screen.presentation else { return true }
                return !PreferenceSwallowedByPresentation.leavesStatusBarToPresenter(p, in: era, linkedBefore13: linkedBefore13)
            }
            guard r.eras.contains(where: {
                $0.prediction.styleDecidedBy == .controller(navClass) && !(extensionForwards && $0.era == .before13) && ownPresentationDecides($0.era)
            })
            else { continue }
            // Named as the code that would change is written: the navigation class's, else the child's.
            let language = model.graph.records[navClass]?.language ?? model.graph.records[r.screen.controller.className]?.language ?? .swift
            let forward = StatusBarMember.childForStatusBarStyle.spelled(in: language)
            let fix = model.graph.isAppClass(navClass)
                ? "override \(forward) in '\(navClass)' to return topViewController"
                : "use a navigation controller subclass that overrides \(forward) to return topViewController"
            let answer = r.screen.controller.answers.style.possible.map { RuleText.values($0.map(\.rawValue)) } ?? StatusBarMember.preferredStatusBarStyle.swiftName
            // Shown in other places too: this finding is about this navigation controller only.
            let places = placeCount["\(r.screen.app)\u{0}\(r.screen.controller.className)"] ?? 1
            let here = places > 1 ? " (one of the \(places) places it is shown)" : ""
            let message = "'\(r.screen.controller.className)' answers \(answer) but "
                + "'\(navClass)'\(here) shows its navigation bar and does not forward: \(fix)"
            var related: [RelatedLocation] = []
            if let record = model.graph.records[navClass], !record.isVendored {
                related.append(RelatedLocation(record.location, "'\(navClass)' is declared here"))
            } else if let place = nav.location {
                related.append(RelatedLocation(place, "the navigation controller '\(navClass)' is here"))
            }
            if let same = Self.sameContent(r) {
                // The answer that wins draws what the child asks for: nothing a user sees changes.
                var redundant = finding(location, "'\(r.screen.controller.className)' answers \(answer), which '\(navClass)' "
                                        + "never asks for; it draws \(same) content anyway, so the override is redundant: remove it, "
                                        + "or \(fix) if the screen should decide", related: related,
                                        subject: ScreenSubject(r.screen))
                redundant.severity = .info
                findings.append(redundant)
            } else {
                findings.append(finding(location, message, related: related, subject: ScreenSubject(r.screen)))
            }
        }
        return Finding.merged(findings)
    }
}
