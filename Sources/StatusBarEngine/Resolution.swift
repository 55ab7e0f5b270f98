/// Who decided a part of the status bar.
public enum Decider: Sendable, Hashable, CustomStringConvertible {
    case controller(ControllerID)
    /// Application mode (R1): the UIApplication state.
    case application
    /// Only Info.plist applies (R2): the launch screen, or no window can affect the status bar.
    case launch

    /// The controller id, `application` or `launch`.
    public var name: String {
        switch self {
        case .controller(let id): id.rawValue
        case .application: "application"
        case .launch: "launch"
        }
    }

    public var description: String { name }
}

/// What the status bar shows (or would show).
public struct StatusBarState: Sendable, Hashable {
    public var hidden: Bool
    /// The value asked for (`default` stays `default`).
    public var style: StatusBarStyle
    /// What is drawn.
    public var content: StatusBarContent
    public var animation: StatusBarAnimation
    /// R11: points; 0 when hidden.
    public var height: Double
    public var styleDecidedBy: Decider
    public var hiddenDecidedBy: Decider
    /// The style-deciding controller's effective interface style (`light` or `dark`).
    public var interfaceStyle: InterfaceStyle
    public var mode: AppearanceMode

    public init(hidden: Bool, style: StatusBarStyle, content: StatusBarContent, animation: StatusBarAnimation,
                height: Double, styleDecidedBy: Decider, hiddenDecidedBy: Decider, interfaceStyle: InterfaceStyle,
                mode: AppearanceMode) {
        self.hidden = hidden
        self.style = style
        self.content = content
        self.animation = animation
        self.height = height
        self.styleDecidedBy = styleDecidedBy
        self.hiddenDecidedBy = hiddenDecidedBy
        self.interfaceStyle = interfaceStyle
        self.mode = mode
    }

    /// The `statusBar` keys, in the order of the scenario format.
    public static let keys = ["hidden", "style", "content", "animation", "height", "styleDecidedBy",
                              "hiddenDecidedBy", "interfaceStyle", "mode"]

    /// The keys whose values differ from `other`'s, in the order of ``keys``.
    public func changedKeys(from other: StatusBarState) -> [String] {
        var keys: [String] = []
        if hidden != other.hidden { keys.append("hidden") }
        if style != other.style { keys.append("style") }
        if content != other.content { keys.append("content") }
        if animation != other.animation { keys.append("animation") }
        if height != other.height { keys.append("height") }
        if styleDecidedBy != other.styleDecidedBy { keys.append("styleDecidedBy") }
        if hiddenDecidedBy != other.hiddenDecidedBy { keys.append("hiddenDecidedBy") }
        if interfaceStyle != other.interfaceStyle { keys.append("interfaceStyle") }
        if mode != other.mode { keys.append("mode") }
        return keys
    }
}

/// What lies under the status bar (R12).
public struct Backdrop: Sendable, Hashable {
    public enum Source: Sendable, Hashable {
        /// The top of a controller's view.
        case view(ControllerID)
        /// A visible navigation bar.
        case navigationBar(ControllerID)
        /// The sheet backdrop: the window's background behind a page or form sheet (R4).
        case sheetBackdrop(window: String)
        /// A window's own background (nothing else covers the top).
        case window(String)
    }

    public var color: RGBA
    public var source: Source

    /// What lies under the bar: `color`, from `source`.
    public init(color: RGBA, source: Source) {
        self.color = color
        self.source = source
    }

    /// What lies under the bar, in words: `the view of 'feed'` (``Source/phrase``).
    public var sourceDescription: String { source.phrase }
}

extension Backdrop.Source {
    /// The source in words, as reports write it: `the view of 'feed'`, `the navigation bar of
    /// 'feedNav'`, `the sheet backdrop (window 'main')`, `the background of window 'main'`.
    public var phrase: String {
        switch self {
        case .view(let id): "the view of '\(id)'"
        case .navigationBar(let id): "the navigation bar of '\(id)'"
        case .sheetBackdrop(let w): "the sheet backdrop (window '\(w)')"
        case .window(let w): "the background of window '\(w)'"
        }
    }
}

/// The answer to "what does the status bar show, and why".
public struct Resolution: Sendable, Hashable {
    public var statusBar: StatusBarState
    /// What lies under the bar; `nil` when unknown (no window).
    public var backdrop: Backdrop?
    /// The WCAG ratio of the drawn content on the background, unrounded; `nil` when the
    /// background is unknown or the bar is hidden (nothing is drawn).
    public var contrast: Double?
    /// `contrast >= 3`; `nil` when the contrast is unknown.
    public var readable: Bool?
    /// The explanation: one step per decision, in order (empty when resolved without explaining).
    public var trace: [Step]
    public var diagnostics: [Diagnostic]

    public var background: RGBA? { backdrop?.color }
}
