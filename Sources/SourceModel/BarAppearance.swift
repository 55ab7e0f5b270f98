/// A `UINavigationBarAppearance` that a function makes and configures, followed as far as the
/// background it paints (both source readers use it):
///
/// ```swift
/// let appearance = UINavigationBarAppearance()      // default background (the system bar material)
/// appearance.configureWithOpaqueBackground()        // systemBackground
/// appearance.backgroundColor = .systemIndigo        // a color on top: it is what lies under the bar
/// navigationBar.standardAppearance = appearance     // the assignment records `background`
/// ```
///
/// Anything else that changes the background (`backgroundEffect`, `backgroundImage`, a color that
/// is not a literal) makes it unknown; `configureWith…Background()` starts again from a known state.
package struct BarAppearanceDraft: Sendable, Hashable {
    package enum Configuration: Sendable, Hashable {
        /// `UINavigationBarAppearance()` / `configureWithDefaultBackground()`: the system bar material.
        case defaultBackground
        /// `configureWithOpaqueBackground()`: `systemBackground`.
        case opaque
        /// `configureWithTransparentBackground()`: nothing; what is under the bar shows.
        case transparent
    }

    package private(set) var configuration: Configuration
    /// `backgroundColor` as assigned after the last configuration, if it was.
    package private(set) var backgroundColor: ParsedValue?
    /// Why the background cannot be told, once it cannot.
    package private(set) var unknownBecause: String?

    package init(_ configuration: Configuration = .defaultBackground) {
        self.configuration = configuration
    }

    /// An appearance whose background cannot be told (a copy of another bar's, one built elsewhere).
    package static func unknown(_ reason: String) -> BarAppearanceDraft {
        var draft = BarAppearanceDraft()
        draft.unknownBecause = reason
        return draft
    }

    /// The configuration a `configureWith…Background()` method name sets, if it is one of them.
    package static func configuration(method: String) -> Configuration? {
        switch method {
        case "configureWithDefaultBackground": .defaultBackground
        case "configureWithOpaqueBackground": .opaque
        case "configureWithTransparentBackground": .transparent
        default: nil
        }
    }

    /// The members of a bar (or a navigation item) that hold an appearance whose background is
    /// read; the compact ones are not (an iPhone hides the status bar in landscape).
    package static let barMembers: Set<String> = ["standardAppearance", "scrollEdgeAppearance"]

    /// The members of an appearance whose assignment changes its background.
    package static let backgroundMembers: Set<String> = ["backgroundColor", "backgroundEffect", "backgroundImage"]

    /// `configureWith…Background()`: every background property is reset.
    package mutating func configure(_ configuration: Configuration) {
        self.configuration = configuration
        backgroundColor = nil
        unknownBecause = nil
    }

    /// An assignment to one of ``backgroundMembers``; `value` is the parsed color for
    /// `backgroundColor`, and `text` the value as written.
    package mutating func assign(_ member: String, value: ParsedValue, text: String) {
        switch member {
        case "backgroundColor":
            backgroundColor = value
            if case .color = value { return }
            unknownBecause = unknownBecause ?? "its backgroundColor is '\(text)'"
        case "backgroundEffect", "backgroundImage":
            unknownBecause = unknownBecause ?? "its \(member) is '\(text)'"
        default:
            break
        }
    }

    /// What the appearance paints under the status bar: a color (`clear` for a transparent one,
    /// the system names for the two configured backgrounds), or `.other` when it cannot be told.
    package var background: ParsedValue {
        if unknownBecause != nil { return .other }
        if let backgroundColor { return backgroundColor }
        switch configuration {
        case .defaultBackground: return .color(.system("systemBarBackground"))
        case .opaque: return .color(.system("systemBackground"))
        case .transparent: return .color(.system("clear"))
        }
    }
}
