/// A controller's id in a scenario: unique, resolved to an index once when an ``App`` is built.
public struct ControllerID: Sendable, Hashable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }
    public static func < (a: ControllerID, b: ControllerID) -> Bool { a.rawValue < b.rawValue }
}

/// What `childForStatusBarStyle` / `childForStatusBarHidden` answers.
public enum ChildAnswer: Sendable, Hashable {
    /// Not overridden: the kind's default (R5, R7).
    case kindDefault
    /// Overridden to return `nil`: this controller decides.
    case none
    /// Overridden to return this controller, which must be one of its descendants.
    case controller(ControllerID)
}

/// A navigation stack; it cannot be empty (its first element is the root).
public struct NavigationStack: Sendable, Hashable {
    public private(set) var controllers: [ControllerID]

    public init(root: ControllerID, pushed: [ControllerID] = []) { controllers = [root] + pushed }

    /// `nil` when `controllers` is empty.
    public init?(_ controllers: [ControllerID]) {
        guard !controllers.isEmpty else { return nil }
        self.controllers = controllers
    }

    public var root: ControllerID { controllers[0] }
    public var top: ControllerID { controllers[controllers.count - 1] }

    mutating func push(_ id: ControllerID) { controllers.append(id) }

    /// Pops the top controller; the root is never popped. Returns what was popped.
    mutating func pop() -> ControllerID? { controllers.count > 1 ? controllers.removeLast() : nil }
}

/// A `UINavigationController`'s own state.
public struct NavigationState: Sendable, Hashable {
    public var stack: NavigationStack
    public var navigationBarHidden: Bool
    public var barStyle: BarStyle
    /// `nil`: the system bar background.
    public var barTintColor: DynamicColor?

    public init(stack: NavigationStack, navigationBarHidden: Bool = false, barStyle: BarStyle = .default,
                barTintColor: DynamicColor? = nil) {
        self.stack = stack
        self.navigationBarHidden = navigationBarHidden
        self.barStyle = barStyle
        self.barTintColor = barTintColor
    }
}

/// A `UITabBarController`'s own state; `selected` is checked when the ``App`` is built.
public struct TabBarState: Sendable, Hashable {
    public var viewControllers: [ControllerID]
    public var selected: Int

    public init(viewControllers: [ControllerID], selected: Int = 0) {
        self.viewControllers = viewControllers
        self.selected = selected
    }
}

/// A controller's kind with the state only that kind has.
public enum ControllerContent: Sendable, Hashable {
    case viewController
    case navigation(NavigationState)
    case tabBar(TabBarState)
    /// Primary, then secondary (and supplementary).
    case split([ControllerID])
    case page([ControllerID])
    case container([ControllerID])

    public var kind: ControllerKind {
        switch self {
        case .viewController: .viewController
        case .navigation: .navigation
        case .tabBar: .tabBar
        case .split: .split
        case .page: .page
        case .container: .container
        }
    }

    /// The children, in order (a navigation controller's stack, a tab bar's tabs, …).
    public var children: [ControllerID] {
        switch self {
        case .viewController: []
        case .navigation(let n): n.stack.controllers
        case .tabBar(let t): t.viewControllers
        case .split(let c), .page(let c), .container(let c): c
        }
    }
}

/// A view controller as a scenario (or the audit) describes it: what it answers and what it holds.
/// Every `nil` answer means "not overridden": the kind's default applies.
public struct Controller: Sendable, Hashable, Identifiable {
    public var id: ControllerID
    /// The class name shown in explanations (the id when `nil`).
    public var className: String?
    public var content: ControllerContent

    public var preferredStatusBarStyle: StatusBarStyle?
    public var prefersStatusBarHidden: Bool?
    public var preferredStatusBarUpdateAnimation: StatusBarAnimation?
    public var childForStatusBarStyle: ChildAnswer = .kindDefault
    public var childForStatusBarHidden: ChildAnswer = .kindDefault

    public var overrideUserInterfaceStyle: InterfaceStyle = .unspecified
    /// `setOverrideTraitCollection(_:forChild:)`: child id → style.
    public var overrideTraitCollectionForChildren: [ControllerID: InterfaceStyle] = [:]

    /// The controller this one presents.
    public var presented: ControllerID?
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    public var modalPresentationCapturesStatusBarAppearance: Bool = false
    /// The presentation controller's `overrideTraitCollection` style.
    public var presentationOverrideUserInterfaceStyle: InterfaceStyle?
    /// The detent a page or form sheet opens at (iOS 15 and later); `large` when not set.
    public var sheetDetent: SheetDetent = .large

    /// What the top of this controller's view shows; `nil` is `systemBackground`.
    public var background: DynamicColor?

    public init(id: ControllerID, className: String? = nil, content: ControllerContent = .viewController) {
        self.id = id
        self.className = className
        self.content = content
    }

    public var kind: ControllerKind { content.kind }
    public var displayName: String { className ?? id.rawValue }

    /// Returns a copy changed by `change`.
    public func with(_ change: (inout Controller) -> Void) -> Controller {
        var copy = self
        change(&copy)
        return copy
    }

    // MARK: Builders that read well in tests and examples

    public static func viewController(_ id: ControllerID, style: StatusBarStyle? = nil, hidden: Bool? = nil,
                                      background: DynamicColor? = nil) -> Controller {
        var c = Controller(id: id)
        c.preferredStatusBarStyle = style
        c.prefersStatusBarHidden = hidden
        c.background = background
        return c
    }

    public static func navigation(_ id: ControllerID, stack root: ControllerID, _ pushed: ControllerID...,
                                  barHidden: Bool = false, barStyle: BarStyle = .default) -> Controller {
        Controller(id: id, content: .navigation(NavigationState(
            stack: NavigationStack(root: root, pushed: pushed), navigationBarHidden: barHidden, barStyle: barStyle)))
    }

    public static func tabBar(_ id: ControllerID, tabs: [ControllerID], selected: Int = 0) -> Controller {
        Controller(id: id, content: .tabBar(TabBarState(viewControllers: tabs, selected: selected)))
    }

    /// This controller presenting `controller`.
    public func presenting(_ controller: ControllerID) -> Controller { with { $0.presented = controller } }
}

/// A `UIWindow`.
public struct Window: Sendable, Hashable, Identifiable {
    public var id: String
    public var root: ControllerID?
    public var level: WindowLevel
    public var hidden: Bool
    public var canAffectStatusBarAppearance: Bool
    public var overrideUserInterfaceStyle: InterfaceStyle
    /// The window's own background; `nil` is black.
    public var background: DynamicColor?

    public init(id: String, root: ControllerID?, level: WindowLevel = .normal, hidden: Bool = false,
                canAffectStatusBarAppearance: Bool = true, overrideUserInterfaceStyle: InterfaceStyle = .unspecified,
                background: DynamicColor? = nil) {
        self.id = id
        self.root = root
        self.level = level
        self.hidden = hidden
        self.canAffectStatusBarAppearance = canAffectStatusBarAppearance
        self.overrideUserInterfaceStyle = overrideUserInterfaceStyle
        self.background = background
    }
}
