/// A status bar member of `UIViewController` that a controller can override.
package enum StatusBarMember: String, Sendable, Hashable, Codable, CaseIterable {
    case preferredStatusBarStyle
    case prefersStatusBarHidden
    case preferredStatusBarUpdateAnimation
    case childForStatusBarStyle
    case childForStatusBarHidden

    /// The value members' names, as a stored property of an object that is no controller may be
    /// named (`var prefersStatusBarHidden = false` of a scene coordinator, which a controller's
    /// answer reads): assignments to them are kept wherever they are written.
    package static let storedStateNames: Set<String> = [StatusBarMember.preferredStatusBarStyle.rawValue, StatusBarMember.prefersStatusBarHidden.rawValue]

    /// Reads a member name, including the Swift 4 / Objective-C spellings
    /// `childViewControllerForStatusBarStyle` and `childViewControllerForStatusBarHidden`.
    package init?(memberName: String) {
        switch memberName {
        case "childViewControllerForStatusBarStyle": self = .childForStatusBarStyle
        case "childViewControllerForStatusBarHidden": self = .childForStatusBarHidden
        default:
            guard let member = StatusBarMember(rawValue: memberName) else { return nil }
            self = member
        }
    }

    /// The Swift spelling, as messages and explanations name the member: `preferredStatusBarStyle`.
    package var swiftName: String { rawValue }

    /// What `UIViewController` itself answers, as written in an override (`nil` for the forwardings,
    /// whose answer is a child): `default`, `false`, `fade`.
    package var systemDefault: String? {
        switch self {
        case .preferredStatusBarStyle: "default"
        case .prefersStatusBarHidden: "false"
        case .preferredStatusBarUpdateAnimation: "fade"
        case .childForStatusBarStyle, .childForStatusBarHidden: nil
        }
    }

    /// True for `childForStatusBarStyle` and `childForStatusBarHidden`.
    package var isChildForwarding: Bool { self == .childForStatusBarStyle || self == .childForStatusBarHidden }

    /// The Objective-C spelling: `childViewControllerForStatusBarStyle` for `childForStatusBarStyle`.
    package var objectiveCName: String {
        switch self {
        case .childForStatusBarStyle: "childViewControllerForStatusBarStyle"
        case .childForStatusBarHidden: "childViewControllerForStatusBarHidden"
        default: rawValue
        }
    }
}

/// A child UIKit's containers name, as a `childForStatusBarStyle`/`childForStatusBarHidden`
/// override or a forwarding answer returns it.
package enum ChildTarget: String, Sendable, Hashable {
    /// `topViewController`, `visibleViewController`, `viewControllers.last`, `children.last`.
    case top
    /// `selectedViewController`.
    case selected
    /// `children.first`, `viewControllers.first`.
    case first
    /// `nil`: the controller decides.
    case none

    /// The child a target written in either language names (`children.last`,
    /// `childViewControllers.lastObject`, `nil`), `nil` for anything else (a property of the app).
    package init?(written text: String) {
        switch text {
        case "topViewController", "visibleViewController", "children.last", "viewControllers.last",
             "childViewControllers.last", "childViewControllers.lastObject", "viewControllers.lastObject":
            self = .top
        case "selectedViewController": self = .selected
        case "children.first", "viewControllers.first", "childViewControllers.first": self = .first
        case "nil": self = ChildTarget.none
        default: return nil
        }
    }
}

/// The controller an answer forwards to (``Answer/forward(_:)``): as the code writes it
/// (`topViewController`, `children.last`, `gameViewController`), and which of the children UIKit's
/// containers name it is, if one (``child``), else a controller the object holds. Encoded as the
/// text written.
package struct ForwardTarget: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    package let written: String
    /// The child it names, `nil` for a controller the object holds (a property).
    package let child: ChildTarget?

    package init(_ written: String) {
        self.written = written
        child = ChildTarget(written: written)
    }

    package init(stringLiteral written: String) { self.init(written) }

    package init(from decoder: any Decoder) throws { self.init(try decoder.singleValueContainer().decode(String.self)) }
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(written)
    }

    package static func < (a: ForwardTarget, b: ForwardTarget) -> Bool { a.written < b.written }
    package var description: String { written }
}

/// What an override answers, as far as reading the source can tell.
package enum Answer: Sendable, Hashable, Codable {
    /// Always the same value: a case name made current (`lightContent`, `default`, `fade`,
    /// `blackOpaque`) or `true`/`false`.
    case constant(String)
    /// One of several constants depending on run-time state: the possible values (sorted,
    /// unique) and the properties read to choose (`isDarkTheme`, `traitCollection.userInterfaceStyle`).
    /// For `childFor…`, the values are the forwarding targets as written (`nil`, `topViewController`).
    case conditional(values: [String], dependsOn: [String])
    /// Returns a stored property of the type (or one this file cannot see); the type's
    /// ``TypeDecl/properties`` give its initial value and whether its `didSet` updates the bar.
    case storedProperty(name: String)
    /// Forwards to another controller: `topViewController`, `visibleViewController`,
    /// `selectedViewController`, `children.last`, `viewControllers.first`, a stored property.
    /// For the style and hidden members, `topViewController?.preferredStatusBarStyle ?? .default`
    /// forwards too; the fallback is kept in ``Override/fallback``.
    case forward(ForwardTarget)
    /// Returns `nil` (childFor…: the controller decides itself).
    case nilValue
    /// Returns `super`'s answer.
    case superCall
    /// Returns a member of another object or type (`StyleManager.statusBarLight`,
    /// `AppTheme.popupStatusBarStyle()`, `theme.statusBarStyle`): `name` is the member, `written`
    /// the expression. Whatever every ``StyleMember`` of that name in the app returns, and `also`
    /// the constants other branches return (`theme?.statusBarStyle ?? .default`).
    case member(name: String, written: String, also: [String] = [])
    /// Branches of different kinds (`if playerOpen { return .lightContent } … return
    /// topViewController?.preferredStatusBarStyle ?? AppTheme.defaultStatusBarStyle()`): the
    /// constants, the members of other objects (as ``member(name:written:also:)``, by name) and the
    /// controllers forwarded to (as written) that its branches return, each bounded on its own.
    case mixed(constants: [String], members: [String], forwards: [ForwardTarget])
    /// Anything else, with the reason in words.
    case unknown(reason: String)

    /// The constants this answer can give (one for `.constant`, several for `.conditional`).
    package var possibleConstants: [String] {
        switch self {
        case .constant(let value): [value]
        case .conditional(let values, _): values
        default: []
        }
    }
}

/// An override of a status bar member in a class or an extension (category).
package struct Override: Sendable, Hashable, Codable {
    package var member: StatusBarMember
    /// The enclosing type (`Outer.Inner`; for an extension, the extended type).
    package var typeName: String
    /// True when the override is written in an extension (Swift) or a category (Objective-C).
    package var inExtension: Bool
    package var answer: Answer
    /// For a forwarding answer with a fallback: the fallback constant (`?? .default` → `default`),
    /// or `super` for `?? super.preferredStatusBarStyle`.
    package var fallback: String?
    /// Where the member's name is written.
    package var location: SourceLocation
    package var language: SourceLanguage

    package init(
        member: StatusBarMember, typeName: String, inExtension: Bool, answer: Answer, fallback: String? = nil,
        location: SourceLocation, language: SourceLanguage
    ) {
        self.member = member
        self.typeName = typeName
        self.inExtension = inExtension
        self.answer = answer
        self.fallback = fallback
        self.location = location
        self.language = language
    }
}

extension Answer {
    /// True when every name an answer depends on is a stored property of its own object
    /// (`isPlaying`, `self.barStyle`, `_immersive`): state that varies on its own. Not the
    /// appearance (`traitCollection.userInterfaceStyle`), the system version (`#available`), or
    /// another object's state (`ThemeManager.shared.isDark`), which what lies under the bar may
    /// follow as well.
    package static func readsOwnStateOnly(_ dependsOn: [String]) -> Bool {
        !dependsOn.isEmpty && dependsOn.allSatisfy { name in
            let own = name.hasPrefix("self.") ? name.dropFirst(5) : Substring(name)
            return own.isPlainName
        }
    }

    private static let ends: Set<String> = ["first", "last", "firstObject", "lastObject"]

    /// The property names this answer reads, for tracking assignments to them: a stored
    /// property, a plain forwarding target or the list whose end it forwards to, and for each name a conditional depends on, the name
    /// itself and its last component (`player.isPlaying` → `player.isPlaying`, `isPlaying`).
    package var namesRead: [String] {
        switch self {
        case .storedProperty(let name): return [name]
        case .forward(let target):
            // A property forwarded to, or whose first or last element is (`viewControllers.last`).
            let parts = target.written.split(separator: ".")
            if parts.count == 1 { return [target.written] }
            guard parts.count == 2, Self.ends.contains(String(parts[1])) else { return [] }
            return [String(parts[0])]
        case .conditional(_, let dependsOn):
            var names: Set<String> = []
            for name in dependsOn where !name.hasSuffix(")") {
                names.insert(name)
                if let last = name.split(separator: ".").last { names.insert(String(last)) }
            }
            return names.sorted()
        default: return []
        }
    }
}
