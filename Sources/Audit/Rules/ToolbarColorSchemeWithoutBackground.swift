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
                    // No screen the audit follows draws it: reported only where its code puts it
                    // (or a view drawing it) in a navigation stack, or pushes it.
                    guard drawing.isEmpty ? hosts.inStack(type, modifier: m) : !drawing.isDisjoint(with: inNavigation) else { continue }
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

        /// The views the app's code writes in a navigation stack's content, a split column, or
        /// pushes (a link's destination): they have a navigation bar. And the places of those
        /// contents: a modifier written in one is in a stack.
        lazy var stacked: (names: Set<String>, places: Set<SwiftUIShownView.Place>) = {
            let hows: Set<SwiftUIShownView.How> = [.navigationRoot, .navigationLink, .navigationDestination,
                                                   .splitSidebar, .splitContent, .splitDetail]
            var names: Set<String> = [], places: Set<SwiftUIShownView.Place> = []
            for facts in sources {
                for e in facts.swiftUIShownViews where hows.contains(e.how) {
                    names.formUnion(e.constructed + e.contained)
                    places.insert(e.place)
                }
            }
            return (names, places)
        }()

        /// Whether `modifier` is written in a stack's content, or `type` (or a view whose body draws it,
        /// up to four bodies out) is in one. A modifier of the app's own (a function of `extension
        /// View`) is where the views that apply it are (`.applyListStyle()` in their bodies).
        mutating func inStack(_ type: String, modifier: SwiftUIModifier) -> Bool {
            if let place = modifier.contentOf, stacked.places.contains(place) { return true }
            let inStackContent = stacked.names
            let start: Set<String> = type == "View" ? modifier.enclosingFunction.map { drawnIn["." + $0] ?? [] } ?? [] : [type]
            return ([start] + drawers(of: start, seen: start.union([type]))).contains { !$0.isDisjoint(with: inStackContent) }
        }

        mutating func screens(drawing type: String) -> Set<String> {
            drawers(of: [type], seen: [type], stoppingAt: screens).reduce(into: []) { $0.formUnion($1.intersection(screens)) }
        }

        /// The views whose bodies draw the views of `start`, level by level outwards, up to four
        /// bodies out, each view once (`seen` are left out); a view of `stops` is listed but not
        /// looked beyond.
        private mutating func drawers(of start: Set<String>, seen: Set<String>, stoppingAt stops: Set<String> = []) -> [Set<String>] {
            var levels: [Set<String>] = [], seen = seen, level = start
            for _ in 0..<4 {
                let next = Set(level.flatMap { drawnIn[$0] ?? [] }).subtracting(seen)
                seen.formUnion(next)
                levels.append(next)
                level = next.subtracting(stops)
                if level.isEmpty { break }
            }
            return levels
        }
    }
}
