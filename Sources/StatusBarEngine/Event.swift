/// What a `set` event changes: answers only, no appearance update (R10).
public struct AnswerChange: Sendable, Hashable {
    public var preferredStatusBarStyle: StatusBarStyle?
    public var prefersStatusBarHidden: Bool?
    public var preferredStatusBarUpdateAnimation: StatusBarAnimation?
    public var childForStatusBarStyle: ChildAnswer?
    public var childForStatusBarHidden: ChildAnswer?
    /// What the top of the view shows (views redraw at once; the status bar does not).
    public var background: DynamicColor?

    public init(preferredStatusBarStyle: StatusBarStyle? = nil, prefersStatusBarHidden: Bool? = nil,
                preferredStatusBarUpdateAnimation: StatusBarAnimation? = nil, childForStatusBarStyle: ChildAnswer? = nil,
                childForStatusBarHidden: ChildAnswer? = nil, background: DynamicColor? = nil) {
        self.preferredStatusBarStyle = preferredStatusBarStyle
        self.prefersStatusBarHidden = prefersStatusBarHidden
        self.preferredStatusBarUpdateAnimation = preferredStatusBarUpdateAnimation
        self.childForStatusBarStyle = childForStatusBarStyle
        self.childForStatusBarHidden = childForStatusBarHidden
        self.background = background
    }
}

/// The target of `setOverrideUserInterfaceStyle`.
public enum StyleTarget: Sendable, Hashable {
    case controller(ControllerID)
    case window(String)
}

/// One thing that happens to the app in `simulate` (scenario-format.md, Events).
public enum Event: Sendable, Hashable {
    case launch
    /// The first layout after launch: the first appearance update (R2, R10). `simulate` adds it
    /// after `launch`; a scenario file does not write it.
    case firstLayout
    case push(navigation: ControllerID, controller: ControllerID)
    case pop(navigation: ControllerID)
    case setViewControllers(navigation: ControllerID, viewControllers: [ControllerID])
    case setNavigationBarHidden(navigation: ControllerID, hidden: Bool)
    case selectTab(tabBar: ControllerID, index: Int)
    case present(presenter: ControllerID, controller: ControllerID)
    case dismiss(controller: ControllerID)
    case set(controller: ControllerID, AnswerChange)
    case setNeedsStatusBarAppearanceUpdate(ControllerID)
    case setAppearance(Appearance)
    case setOverrideUserInterfaceStyle(StyleTarget, InterfaceStyle)
    case rotate(Orientation)
    case setApplicationStatusBarStyle(StatusBarStyle)
    case setApplicationStatusBarHidden(Bool, animation: StatusBarAnimation)
    case showWindow(Window)
    case hideWindow(String)

    /// The event's key in a scenario file.
    public var name: String {
        switch self {
        case .launch: "launch"
        case .firstLayout: "firstLayout"
        case .push: "push"
        case .pop: "pop"
        case .setViewControllers: "setViewControllers"
        case .setNavigationBarHidden: "setNavigationBarHidden"
        case .selectTab: "selectTab"
        case .present: "present"
        case .dismiss: "dismiss"
        case .set: "set"
        case .setNeedsStatusBarAppearanceUpdate: "setNeedsStatusBarAppearanceUpdate"
        case .setAppearance: "setAppearance"
        case .setOverrideUserInterfaceStyle: "setOverrideUserInterfaceStyle"
        case .rotate: "rotate"
        case .setApplicationStatusBarStyle: "setApplicationStatusBarStyle"
        case .setApplicationStatusBarHidden: "setApplicationStatusBarHidden"
        case .showWindow: "showWindow"
        case .hideWindow: "hideWindow"
        }
    }

    /// A one-line summary, as the text and HTML outputs show it.
    public var summary: String {
        switch self {
        case .launch: "launch"
        case .firstLayout: "first layout"
        case .push(let n, let c): "push '\(c)' on '\(n)'"
        case .pop(let n): "pop '\(n)'"
        case .setViewControllers(let n, let vcs): "set '\(n)' stack to [\(vcs.map(\.rawValue).joined(separator: ", "))]"
        case .setNavigationBarHidden(let n, let h): "\(h ? "hide" : "show") the navigation bar of '\(n)'"
        case .selectTab(let t, let i): "select tab \(i) of '\(t)'"
        case .present(let p, let c): "'\(p)' presents '\(c)'"
        case .dismiss(let c): "dismiss '\(c)'"
        case .set(let c, _): "change answers of '\(c)'"
        case .setNeedsStatusBarAppearanceUpdate(let c): "'\(c)'.setNeedsStatusBarAppearanceUpdate()"
        case .setAppearance(let a): "system appearance \(a.rawValue)"
        case .setOverrideUserInterfaceStyle(let t, let s):
            switch t {
            case .controller(let c): "'\(c)'.overrideUserInterfaceStyle = .\(s.rawValue)"
            case .window(let w): "window '\(w)'.overrideUserInterfaceStyle = .\(s.rawValue)"
            }
        case .rotate(let o): "rotate to \(o.rawValue)"
        case .setApplicationStatusBarStyle(let s): "UIApplication.setStatusBarStyle(.\(s.rawValue))"
        case .setApplicationStatusBarHidden(let h, let a): "UIApplication.setStatusBarHidden(\(h), with: .\(a.rawValue))"
        case .showWindow(let w): "show window '\(w.id)'"
        case .hideWindow(let w): "hide window '\(w)'"
        }
    }
}
