import SourceModel
import StatusBarEngine

/// What code makes a navigation bar show under the status bar: `barTintColor` (the bar's color
/// before iOS 13's appearances), and the background of the `UINavigationBarAppearance` assigned to
/// `standardAppearance` and `scrollEdgeAppearance` (read by both source readers, see
/// `BarAppearanceDraft`). Gathered for one bar (a navigation controller class's own, one that a
/// child sets through `navigationController`, the appearance proxy, a navigation item's).
///
/// - An appearance replaces `barTintColor`.
/// - The standard appearance is the bar once content scrolls under it (and always before iOS 15
///   without large titles); the scroll-edge appearance is the bar at the top of scrolled content. When both are
///   set to different backgrounds, which one lies under the status bar depends on scrolling:
///   unknown. With only the standard appearance set, the bar is taken to show it.
/// - Assignments of the same slot to different values (a theme switch), or to a value the readers
///   cannot follow, make it unknown: no contrast rests on a guess.
struct BarBackground {
    private(set) var legacy: [Assignment] = []
    private(set) var standard: [Assignment] = []
    private(set) var scrollEdge: [Assignment] = []

    /// Adds an assignment to one of the bar-background properties (`….barTintColor`,
    /// `….standardAppearance`, `….scrollEdgeAppearance`); true when it was one.
    @discardableResult
    mutating func add(_ a: Assignment) -> Bool {
        switch a.watched?.barBackgroundSlot {
        case .tint?: legacy.append(a)
        case .standardAppearance?: standard.append(a)
        case .scrollEdgeAppearance?: scrollEdge.append(a)
        case nil: return false
        }
        return true
    }

    var isEmpty: Bool { legacy.isEmpty && standard.isEmpty && scrollEdge.isEmpty }

    /// The first assignment that decides, for a related location.
    var location: SourceLocation? { (standard.first ?? scrollEdge.first ?? legacy.first)?.location }

    /// The bar's background, `nil` when nothing is assigned. `owner` names the bar in reasons.
    func color(owner: String) -> ColorSpec? {
        if isEmpty { return nil }
        // `barTintColor`: the first assignment (the nearest class's), as before appearances.
        let tint = legacy.first.map { Self.spec($0, owner: owner) }
        if standard.isEmpty && scrollEdge.isEmpty { return tint }
        let standardColor = Self.unified(standard, owner: owner) ?? tint ?? .barMaterial
        guard let edge = Self.unified(scrollEdge, owner: owner) else { return standardColor }
        if case .unknown = edge { return edge }
        if case .unknown = standardColor { return standardColor }
        if edge == standardColor { return edge }
        let at = scrollEdge.first.map { " (\($0.location))" } ?? ""
        return .unknown("\(owner) shows one background at the top of scrolled content (scrollEdgeAppearance\(at)) and another once it scrolls: which lies under the status bar depends on scrolling")
    }

    /// The bar's background at the scroll edge from iOS 15 (where a screen first appears, and always
    /// without a scroll view): its `scrollEdgeAppearance`'s, `nil` when nothing sets one. Then UIKit
    /// shows the standard appearance with a transparent background: `barTintColor` and the standard
    /// appearance apply only once content scrolls under the bar.
    func edgeColor(owner: String) -> ColorSpec? {
        Self.unified(scrollEdge, owner: owner)
    }

    /// One color for all the assignments of a slot, or unknown.
    private static func unified(_ all: [Assignment], owner: String) -> ColorSpec? {
        guard let first = all.first else { return nil }
        let specs = all.map { spec($0, owner: owner) }
        if case .unknown = specs[0] { return specs[0] }
        if let odd = zip(all, specs).first(where: { $0.1 != specs[0] }) {
            return .unknown("\(owner)'s \(property(first)) is set to different backgrounds (\(first.location), \(odd.0.location))")
        }
        return specs[0]
    }

    private static func spec(_ a: Assignment, owner: String) -> ColorSpec {
        if case .color(let c) = a.value { return AnswerBuilder.colorSpec(c) }
        let what = a.watched?.barBackgroundSlot == .tint ? "its barTintColor" : "the background of its \(property(a))"
        return .unknown("\(owner) takes \(what) from '\(a.valueText)' at \(a.location), which the audit does not read")
    }

    private static func property(_ a: Assignment) -> String {
        a.watched?.memberName ?? a.property.name
    }
}
