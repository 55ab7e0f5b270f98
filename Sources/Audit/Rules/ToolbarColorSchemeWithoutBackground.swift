import SourceModel
import StatusBarEngine

/// `toolbar-color-scheme-without-background`: `.toolbarColorScheme(_, for: .navigationBar)` in a
/// view that gives its navigation bar no visible background: SwiftUI ignores it, and the status bar
/// keeps the default style.
package struct ToolbarColorSchemeWithoutBackground: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    package func check(_ model: AuditModel) -> [Finding] {
        let all = model.ownSourceFacts
        var backgroundByType: Set<String> = []
        var backgroundAt: Set<SwiftUIShownView.Place> = []
        for facts in all {
            for m in facts.swiftUIModifiers where m.kind.setsBarBackground && Self.coversNavigationBar(m) {
                if case .enumCase(let c) = m.value, c == "hidden" || c == "automatic" { continue }
                if let type = m.enclosingType { backgroundByType.insert(type) }
                if let place = m.contentOf { backgroundAt.insert(place) }
            }
        }
        // Types constructed where a background is given (`FeedView().toolbarBackground(.visible, …)`).
        for facts in all {
            for e in facts.swiftUIShownViews where backgroundAt.contains(e.place) { backgroundByType.formUnion(e.constructed) }
        }
        // A view the audit shows only outside any navigation stack or controller (itself, or the
        // screens whose bodies draw it) has no navigation bar for the modifier to act on: adding a
        // background would change nothing.
        let screenViews = Set(model.screens.map(\.screen.controller.className))
        let inNavigation = Set(model.screens.filter { $0.screen.navigation != nil }.map(\.screen.controller.className))
        var hosts = Hosts(sources: all, screens: screenViews)
        var findings: [Finding] = []
        for facts in all where !facts.swiftUIModifiers.isEmpty && !model.isVendored(facts.path) {
            for m in facts.swiftUIModifiers where m.kind == .toolbarColorScheme && Self.coversNavigationBar(m) {
                guard let type = m.enclosingType, !backgroundByType.contains(type) else { continue }
                guard !screenViews.contains(type) || inNavigation.contains(type) else { continue }
                if !screenViews.contains(type) {
                    let drawing = hosts.screens(drawing: type)
                    guard drawing.isEmpty || !drawing.isDisjoint(with: inNavigation) else { continue }
                }
                if case .enumCase("none") = m.value { continue }
                findings.append(finding(m.location, "'.toolbarColorScheme(\(m.argumentText), for: .navigationBar)' in '\(type)' has no visible "
                    + "navigation bar background: SwiftUI respects it only while the bar's background is visible, so the status bar keeps "
                    + "the default style; add '.toolbarBackground(.visible, for: .navigationBar)'", subject: .view(type)))
            }
        }
        return findings
    }

    private static func coversNavigationBar(_ m: SwiftUIModifier) -> Bool {
        m.placements.isEmpty || m.placements.contains(.navigationBar) || m.placements.contains(.automatic)
    }

    /// The screens a view is drawn in (`ZStack { LibraryView() }`: the screen whose body draws it),
    /// through up to four bodies. The index of bodies is built when a view that is no screen is
    /// met: most apps have no finding to weigh.
    private struct Hosts {
        let sources: [SourceFacts]
        let screens: Set<String>
        /// For each view, the views whose bodies draw it.
        lazy var drawnIn: [String: Set<String>] = {
            var index: [String: Set<String>] = [:]
            for facts in sources {
                for body in facts.swiftUIBodies { for name in body.contained where name != body.type { index[name, default: []].insert(body.type) } }
            }
            return index
        }()

        mutating func screens(drawing type: String) -> Set<String> {
            var found: Set<String> = [], seen: Set<String> = [type], level: Set<String> = [type]
            for _ in 0..<4 {
                level = Set(level.flatMap { drawnIn[$0] ?? [] }).subtracting(seen)
                seen.formUnion(level)
                found.formUnion(level.intersection(screens))
                level.subtract(screens)
                if level.isEmpty { break }
            }
            return found
        }
    }
}
