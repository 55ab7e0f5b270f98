import SourceModel
import StatusBarEngine

/// `status-bar-hidden-in-sheet`: `.statusBarHidden` on a SwiftUI view that is only ever shown by a
/// `.sheet` or `.popover`, which does not capture the status bar: the presenter decides (R4).
package struct StatusBarHiddenInSheet: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    package func check(_ model: AuditModel) -> [Finding] {
        var constructions: [String: Int] = [:]
        for facts in model.ownSourceFacts {
            for c in facts.swiftUIConstructions { constructions[c.type, default: 0] += c.count }
        }
        var findings: [Finding] = []
        var seen: Set<SourceLocation> = []
        for report in model.screens {
            guard let ui = report.screen.swiftUI, let presentation = report.screen.presentation,
                  !ui.shownAs.isEmpty, ui.shownAs.allSatisfy({ $0 == .sheet || $0 == .popover }),
                  !presentation.captures, report.screen.unknownContext == nil else { continue }
            // Constructed anywhere else than by the sheets that show it (a child of another view, a
            // controller's root view): the modifier may be used there.
            let shownBySheets = model.ownSourceFacts.reduce(0) { sum, facts in
                sum + facts.swiftUIShownViews.filter { ($0.how == .sheet || $0.how == .popover) && $0.constructed.contains(ui.viewType) }.count
            }
            guard (constructions[ui.viewType] ?? 0) <= shownBySheets else { continue }
            let how = ui.shownAs.allSatisfy { $0 == .popover } ? "'.popover'" : "'.sheet'"
            for m in SwiftUIScreens.hiddenModifiers(ui.modifiers) where seen.insert(m.location).inserted {
                let modifier = m.kind == .statusBar ? ".statusBar(hidden: \(m.argumentText))" : m.kind == .statusBarHidden
                    ? ".statusBarHidden(\(m.argumentText))" : ".toolbarVisibility(\(m.argumentText), for: .statusBar)"
                // Every place that shows it so (the other sheets the screen lists, too).
                let related = ((presentation.location.map { [$0] } ?? []) + report.screen.alsoShownFrom)
                    .map { RelatedLocation($0, "shown here by \(how)") }
                findings.append(finding(m.location, "'\(ui.viewType)' is shown only by \(how), which does not capture the status bar: "
                    + "'\(modifier)' is never used and the presenter decides; present it with '.fullScreenCover' or hide the bar in the presenter",
                    related: related, subject: .view(ui.viewType)))
            }
        }
        return findings
    }
}
