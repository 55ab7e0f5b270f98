import SourceModel
import StatusBarEngine

/// `preferred-color-scheme-for-status-bar`: `.preferredColorScheme(.dark)` (or `.light`) on a
/// SwiftUI view that is only ever pushed on a navigation stack. The modifier does not change one
/// screen: it sets the color scheme of the nearest enclosing presentation, the whole window or
/// sheet, so while the view is shown the screens under it and the navigation and tab bars switch
/// too. Written on one pushed screen, what it evidently changes for that screen is its status bar,
/// which SwiftUI lets a view change without touching the rest (a visible navigation bar background
/// with `.toolbarColorScheme`).
///
/// Conservative: only a literal scheme (a variable or a condition is a theme setting of the app),
/// only on a view whose every place is a push in a stack the audit follows, that no other view
/// embeds as a child, and only when the views shown before it in the same presentation do not
/// already prefer the same scheme.
package struct PreferredColorSchemeForStatusBar: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    package func check(_ model: AuditModel) -> [Finding] {
        var constructions: [String: Int] = [:]
        var pushes: [String: Int] = [:]
        for facts in model.ownSourceFacts {
            for c in facts.swiftUIConstructions { constructions[c.type, default: 0] += c.count }
            for e in facts.swiftUIShownViews where Self.isPush(e.how) {
                for name in Set(e.constructed) { pushes[name, default: 0] += 1 }
            }
        }
        var findings: [Finding] = []
        var seen: Set<SourceLocation> = []
        for report in model.screens {
            guard let ui = report.screen.swiftUI, report.screen.navigation != nil, report.screen.unknownContext == nil,
                  !ui.shownAs.isEmpty, ui.shownAs.allSatisfy(Self.isPush),
                  // Embedded as a child of another view too: the modifier may be meant for that presentation.
                  (constructions[ui.viewType] ?? 0) <= (pushes[ui.viewType] ?? 0)
            else { continue }
            for m in ui.ownModifiers where m.kind == .preferredColorScheme {
                guard case .enumCase(let scheme) = m.value, let style = InterfaceStyle(rawValue: scheme), style != .unspecified,
                      ui.schemeBefore != style, seen.insert(m.location).inserted
                else { continue }
                let whole = Self.presentationName(report.screen.presentation)
                let barsTurn = style == .dark ? "turn dark" : "turn light"
                findings.append(finding(m.location, "'.preferredColorScheme(\(m.argumentText))' on '\(ui.viewType)', which is pushed on a "
                    + "navigation stack, sets the color scheme of the whole \(whole) while it is shown: the screens under it and the bars "
                    + "\(barsTurn) too, not only this screen's status bar; to change only the status bar, give the navigation bar a visible "
                    + "background ('.toolbarBackground(.visible, for: .navigationBar)') and use '.toolbarColorScheme(\(m.argumentText), for: .navigationBar)', "
                    + "or move the modifier to the root of the \(whole)", subject: .view(ui.viewType)))
            }
        }
        return findings
    }

    private static func isPush(_ how: SwiftUIShownView.How) -> Bool { how == .navigationLink || how == .navigationDestination }

    private static func presentationName(_ p: PresentationContext?) -> String {
        guard let p else { return "window" }
        switch p.style {
        case .pageSheet, .formSheet: return "sheet"
        case .popover: return "popover"
        default: return "presentation"
        }
    }
}
