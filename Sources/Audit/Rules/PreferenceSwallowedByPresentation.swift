import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `preference-swallowed-by-presentation`: a controller with status bar answers is presented with
/// a style that does not take control of the status bar, without
/// `modalPresentationCapturesStatusBarAppearance` (R4): the presenting side keeps deciding.
package struct PreferenceSwallowedByPresentation: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    /// The styles an iPhone presents full screen before iOS 13 (R4: sheets adapt to the compact width).
    static let fullScreenBeforeIOS13: Set<ModalPresentationStyle> = [.automatic, .pageSheet, .formSheet]

    /// Whether the controller presented for `s` does not take the status bar: presented, where the
    /// audit knows the place, in a style other than full screen, without capture. An app built with
    /// an SDK before iOS 13 (`linkedBefore13`) gets iOS 12's presentations on every iOS: an
    /// automatic, page or form sheet is full screen on an iPhone.
    static func swallows(_ s: ScreenReport, linkedBefore13: Bool) -> Bool {
        guard let p = presentation(of: s) else { return false }
        // Known only within its chain: the presenter's own code must not hand the decision to what
        // it presents (`childForStatusBarStyle` returning the gallery it keeps), which the chain
        // above it, not followed, could then reach.
        if s.screen.unknownContext != nil {
            guard p.presenter?.answers.decidesItself == true else { return false }
        }
        return leavesStatusBarToPresenter(p, linkedBefore13: linkedBefore13)
    }

    /// Whether presentation `p` leaves the status bar to its presenter on an iPhone: a style other
    /// than full screen, without capture; in `era` before iOS 13 (or an app linked before it) an
    /// automatic, page or form sheet is full screen. `era` `nil`: from iOS 13.
    static func leavesStatusBarToPresenter(_ p: PresentationContext, in era: Era? = nil, linkedBefore13: Bool) -> Bool {
        if linkedBefore13 || era == .before13, fullScreenBeforeIOS13.contains(p.style) { return false }
        return p.style != .fullScreen && !p.captures
    }

    /// How the screen is presented, where the audit knows it: its presentation when its context is
    /// known, else the presentation a scene of its own storyboard chain makes when only the chain's
    /// top is not followed (``Screen/presentationInChain``: whether it takes the status bar does
    /// not depend on where the presenter sits).
    static func presentation(of s: ScreenReport) -> PresentationContext? {
        s.screen.unknownContext == nil ? s.screen.presentation : s.screen.presentationInChain
    }

    /// The status bar members `answers` gives itself, style first, and where the first is written.
    static func answeredMembers(_ answers: ClassAnswers) -> (members: [StatusBarMember], location: SourceLocation)? {
        let members: [StatusBarMember] = [.preferredStatusBarStyle, .prefersStatusBarHidden].filter { answers.locations[$0] != nil }
        guard let first = members.first, let location = answers.locations[first] else { return nil }
        return (members, location)
    }

    /// The styles `swallowing` are presented in, once each in order, in words (`automatic (a page sheet)`).
    static func styles(of swallowing: [ScreenReport]) -> (styles: [ModalPresentationStyle], words: String) {
        let styles = swallowing.compactMap { presentation(of: $0)?.style }.reduce(into: [ModalPresentationStyle]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        return (styles, RuleText.values(styles.map { $0 == .automatic ? "automatic (a page sheet)" : $0.rawValue }))
    }

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        // Every place a class is shown: "never used" only when every place swallows its answers.
        // SwiftUI screens have their own rule (status-bar-hidden-in-sheet). A controller a
        // representable returns is never asked, presented or not: no capture would let it decide.
        let places = Dictionary(grouping: model.screens.filter { !$0.screen.isSwiftUIView && $0.screen.representable == nil }) {
            "\($0.screen.app)\u{0}\($0.screen.controller.className)"
        }
        for key in places.keys.sorted() {
            guard let all = places[key], let r = all.first, let app = model.app(named: r.screen.app)?.app,
                  app.mode == .viewControllerBased else { continue }
            let linkedBefore13 = app.versions.linkedBeforeIOS13 != nil
            let swallowing = all.filter { Self.swallows($0, linkedBefore13: linkedBefore13) }
            guard !swallowing.isEmpty, let (members, location) = Self.answeredMembers(r.screen.controller.answers) else { continue }
            let cls = r.screen.controller.className
            let (styles, style) = Self.styles(of: swallowing)
            let objc = model.graph.records[cls]?.language == .objc
            // Where the screen sits in a navigation controller, the presented controller is the
            // container: it is what must capture, and what must forward for the screen to decide.
            let containers = Set(swallowing.compactMap(\.screen.navigation?.controller.className))
            let inContainer = containers.count == 1 && swallowing.allSatisfy { $0.screen.navigation != nil } ? containers.first : nil
            let forwards = swallowing.allSatisfy {
                if case .inherited = $0.screen.navigation?.controller.answers.childForStyle ?? .inherited { return false }
                return true
            }
            var capture = "set modalPresentationCapturesStatusBarAppearance = \(objc ? "YES" : "true")"
            if let inContainer {
                capture += " on the presented '\(inContainer)'" + (forwards ? "" : ", which must also forward childForStatusBarStyle to its top controller")
            }
            // A sheet is meant to be a sheet: the fix is to capture or to drop the override, not to
            // change how it is presented.
            let isSheet = styles.allSatisfy { [.automatic, .pageSheet, .formSheet, .popover].contains($0) }
            // The advice, checked against the model: capturing, applied to each place that swallows,
            // must leave the bar readable; where it would not (a child's dark content over a sheet's
            // black backdrop), removing the override is the fix.
            let unreadableIfCaptured = swallowing.first { s in
                // (A presentation known only within its chain: its prediction is not, so neither is the effect of capturing.)
                guard s.screen.unknownContext == nil else { return false }
                var captured = s.screen
                captured.presentation?.captures = true
                return zip(s.eras, model.predictions(of: captured)).contains { now, after in
                    Readability.unreadable(now.prediction).isEmpty && !Readability.unreadable(after.prediction).isEmpty
                }
            }
            var fix = isSheet ? "\(capture) to let it decide while it is shown, or remove the override"
                : "\(capture) or present it \(objc ? "UIModalPresentationFullScreen" : "fullScreen")"
            if isSheet, unreadableIfCaptured != nil {
                fix = "remove the override (capturing would make the bar unreadable there: its answer over what lies under the bar)"
            }
            // Sheets are full screen on an iPhone before iOS 13: there the answers are used.
            let olderFullScreen = styles.allSatisfy(Self.fullScreenBeforeIOS13.contains)
                && app.versions.eras.contains(.before13)
            let never = olderFullScreen ? "on iOS 13 and later its answers are never used (iOS 12 presents it full screen)" : "its answers are never used"
            let elsewhere = all.count - swallowing.count
            let message = "'\(cls)' answers \(members.map(\.rawValue).joined(separator: " and ")) but is "
                + "presented \(style) without modalPresentationCapturesStatusBarAppearance: "
                + (elsewhere == 0
                    ? "\(never); \(fix)"
                    : "there its answers are not used (\(swallowing.count == 1 ? "one" : "\(swallowing.count)") of the "
                        + "\(all.count) places it is shown; elsewhere they may be); \(capture) where it is presented, "
                        + "or accept the presenter's appearance there")
            let related = swallowing.compactMap { s in Self.presentation(of: s)?.location.map { RelatedLocation($0, "'\(cls)' is presented here") } }
                .sorted()
            findings.append(finding(location, message, related: related, subject: ScreenSubject(r.screen)))
        }
        findings += presentedContainers(model)
        return Finding.merged(findings)
    }

    /// The presented controller is the navigation controller a screen sits in: where that class of
    /// the app answers itself (`SPNavigationController`'s theme-aware style), its answers are
    /// swallowed as a presented screen's are. Its places are where it is presented (or set as a
    /// root); the finding names where it is presented so, and never says "never used": a container
    /// class is made in places the audit may not see.
    private func presentedContainers(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        let inContainers = Dictionary(grouping: model.screens.filter { !$0.screen.isSwiftUIView && $0.screen.navigation != nil }) {
            "\($0.screen.app)\u{0}\($0.screen.navigation!.controller.className)"
        }
        for key in inContainers.keys.sorted() {
            guard let all = inContainers[key], let r = all.first, let nav = r.screen.navigation,
                  model.graph.isAppClass(nav.controller.className),
                  let app = model.app(named: r.screen.app)?.app, app.mode == .viewControllerBased else { continue }
            let cls = nav.controller.className
            guard let (members, location) = Self.answeredMembers(nav.controller.answers) else { continue }
            // Its places: each presentation (by where it is made), or shown where it is not presented.
            let linkedBefore13 = app.versions.linkedBeforeIOS13 != nil
            func place(_ s: ScreenReport) -> String { s.screen.presentation.map { "\($0.location.map(\.description) ?? "?") \($0.style)" } ?? "not presented" }
            // A place whose presentation the audit does not know is not one it can judge: no finding.
            guard !all.contains(where: { $0.screen.unknownContext != nil }) else { continue }
            let places = Set(all.map(place))
            let swallowing = all.filter { Self.swallows($0, linkedBefore13: linkedBefore13) }
            let swallowingPlaces = Set(swallowing.map(place))
            guard !swallowing.isEmpty else { continue }
            let style = Self.styles(of: swallowing).words
            let objc = model.graph.records[cls]?.language == .objc
            let capture = "set modalPresentationCapturesStatusBarAppearance = \(objc ? "YES" : "true") where it is presented"
            let tops = RuleText.values(Array(Set(swallowing.map(\.screen.controller.className))).sorted())
            let holding = " (holding \(tops))"
            // A container class is made in places the audit may not see (a flow presented full
            // screen, a tab's root): never "never used", only where it is presented so.
            let count = swallowingPlaces.count == 1 ? "one place" : "\(swallowingPlaces.count) places"
            let seen = swallowingPlaces.count == places.count ? "" : " of the \(places.count) the audit sees"
            let message = "'\(cls)' answers \(members.map(\.rawValue).joined(separator: " and ")) but is presented \(style)\(holding) "
                + "without modalPresentationCapturesStatusBarAppearance: there (\(count)\(seen)) its answers are not used, the "
                + "presenter's are; \(capture) to let it decide while it is shown, or accept the presenter's appearance there"
            let related = Set(swallowing.compactMap { $0.screen.presentation?.location }).sorted()
                .map { RelatedLocation($0, "'\(cls)' is presented here") }
            findings.append(finding(location, message, related: related, subject: .controller(cls)))
        }
        return findings
    }
}
