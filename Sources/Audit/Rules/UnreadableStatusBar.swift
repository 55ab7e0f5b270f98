import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `unreadable-status-bar`: a visible bar whose predicted content has a contrast below 3:1 with
/// the background under it, in light or dark appearance (R9, R12). Located at the screen: its
/// class declaration, or its storyboard scene when the class is not the project's. A screen that
/// answers `default` on a fixed background is reported by `default-style-on-fixed-background`,
/// which names the cause, and not by this rule when that is the whole cause (one rule per defect).
package struct UnreadableStatusBar: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for r in model.screens {
            // The newest era where it is unreadable describes the finding; the versions say where.
            let badEras = Readability.unreadableEras(r)
            // One screen's defect under one rule: a warning whose whole cause is the default style on
            // a fixed background is `default-style-on-fixed-background`'s, which names it with its fix.
            let leftToDefaultRule = !Readability.unreadableIsError(r) && badEras.allSatisfy { Readability.isDefaultOnFixedBackground($0.prediction) }
            guard let worst = badEras.last, !leftToDefaultRule else {
                // Unreadable in some possibilities only: reported with the values that select them.
                if let (eras, outcome) = Readability.unreadableOutcome(r), let last = eras.last {
                    var f = finding(r, drawn: (outcome.light, outcome.dark), bad: outcome.unreadable, decider: last.prediction.styleDecidedBy,
                                    versions: Readability.versionsClause(eras, of: r), condition: outcome.phrase, in: model)
                    f.severity = .warning
                    findings.append(f)
                }
                continue
            }
            let p = worst.prediction
            var f = finding(r, drawn: (p.light, p.dark), bad: Readability.unreadable(p), decider: p.styleDecidedBy,
                            versions: Readability.versionsClause(badEras, of: r), condition: nil, in: model)
            // An error only when it is unreadable on the newest iOS and the style is certain (a hidden
            // flag that depends on state does not change what a visible bar draws); else a warning.
            if !Readability.unreadableIsError(r) { f.severity = .warning }
            findings.append(f)
        }
        return Finding.merged(findings)
    }

    /// The finding on `r`, drawn as `drawn` (light, dark), unreadable in `bad`; `condition`: the
    /// values that select what is drawn, when it holds in some possibilities only.
    private func finding(_ r: ScreenReport, drawn: (ScreenPrediction.PerAppearance, ScreenPrediction.PerAppearance), bad: [Appearance],
                         decider: ScreenDecider, versions: String, condition: String?, in model: AuditModel) -> Finding {
        func per(_ a: Appearance) -> ScreenPrediction.PerAppearance { a == .light ? drawn.0 : drawn.1 }
        func shown(_ v: ScreenPrediction.PerAppearance) -> String {
            "\(v.content.rawValue) content on \(v.background?.hex ?? "?")"
        }
        func contrast(_ v: ScreenPrediction.PerAppearance) -> String { v.contrast.map(RuleText.ratio) ?? "?" }
        let parts: [String]
        if bad.count == 2, shown(drawn.0) == shown(drawn.1), contrast(drawn.0) == contrast(drawn.1) {
            parts = ["\(shown(drawn.0)) in light and dark appearance (contrast \(contrast(drawn.0)))"]
        } else {
            parts = bad.map { a in "\(shown(per(a))) in \(a.rawValue) appearance (contrast \(contrast(per(a))))" }
        }
        let first = per(bad[0])
        let fix: StatusBarStyle = first.content == .light ? .darkContent : .lightContent
        let styles = RuleText.values(Array(Set(bad.map { per($0).style.rawValue })).sorted())
        // Application mode: no controller decides; the fix is the app's style (Info.plist or the
        // launch-time setter), never an answer on a controller.
        let decided: String
        if model.app(named: r.screen.app)?.app.mode == .application {
            decided = "the style \(styles) is the application's (application mode): set UIStatusBarStyle to "
                + "'\(fix.infoPlistName)' in Info.plist (or the UIApplication setter run at launch), or adopt controller-based appearance"
        } else if r.screen.isSwiftUIView, decider == .controller(SwiftUIScreens.stackName) {
            // SwiftUI: the stack's bar asks for the style through its toolbar color scheme.
            decided = "the style \(styles) is decided by the navigation bar of '\(SwiftUIScreens.stackName)': use "
                + "'.toolbarColorScheme(\(fix == .darkContent ? ".light" : ".dark"), for: .navigationBar)' or change the bar's background"
        } else if let nav = r.screen.navigation, let cls = decider.className, nav.controller.className == cls, !model.graph.isAppClass(cls) {
            // UIKit's own navigation controller cannot be given an answer: its bar's style is
            // what changes it, or a subclass that lets the screen decide.
            decided = "the style \(styles) is decided by '\(decider)' from its bar's style: set its navigationBar.barStyle to "
                + "\(fix == .lightContent ? "black" : "default"), or use a navigation controller subclass that forwards "
                + "childForStatusBarStyle to the screen and answer \(fix.rawValue) there, or change the background"
        } else {
            decided = "the style \(styles) is decided by '\(decider)': answer \(fix.rawValue) or change the background"
        }
        var under = ""
        if case .sheetBackdrop? = first.backdrop?.source, let sheet = r.screen.presentation {
            under = " (the backdrop of the sheet '\(r.screen.controller.className)' presented \(sheet.style.rawValue)"
                + "\(sheet.location.map { " at \($0)" } ?? ""))"
        }
        let message = "'\(r.screen.controller.className)' shows \(parts.joined(separator: " and "))\(under) under the status bar"
            + (condition.map { " \($0)" } ?? "") + "\(versions), below 3:1; " + decided
        let related = [Readability.backgroundNote(r, in: model), Readability.styleNote(r, in: model)].compactMap { $0 }
        return finding(r.screen.location, message, related: related, subject: ScreenSubject(r.screen))
    }
}
