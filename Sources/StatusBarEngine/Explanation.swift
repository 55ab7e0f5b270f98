/// The rules of `uikit-rules.md` that the engine implements.
public enum Rule: Int, Sendable, CaseIterable, Hashable, Comparable, CustomStringConvertible {
    case r1 = 1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12

    /// `R1` … `R12`.
    public var id: String { "R\(rawValue)" }
    public var description: String { id }

    public var title: String {
        switch self {
        case .r1: "Two modes, chosen by Info.plist"
        case .r2: "Launch"
        case .r3: "Which window"
        case .r4: "From the root through presentations"
        case .r5: "Descent for the style"
        case .r6: "The style value"
        case .r7: "Descent and value for hidden"
        case .r8: "Animation"
        case .r9: "Interface style (Dark Mode) and default"
        case .r10: "When the displayed bar changes"
        case .r11: "Geometry"
        case .r12: "Readability"
        }
    }

    public static func < (a: Rule, b: Rule) -> Bool { a.rawValue < b.rawValue }
}

/// Where Apple is silent, the engine assumes; every assumption lives here, named, so that it
/// can be changed in one place and is cited in explanations as "assumed: …".
public enum Assumption: String, Sendable, CaseIterable, Hashable {
    case overlayWindow
    case noControllingWindow
    case sheetBackdrop
    case applicationModeSheetBackdrop
    case splitAndPageDefaults
    case adaptiveDefault
    case barBackground
    case containerBackground
    case applicationModeLandscape
    case presentationCoversScreen

    public var text: String {
        switch self {
        case .overlayWindow:
            "an overlay window's root controller takes over the status bar (community reports)"
        case .noControllingWindow:
            "with no window able to affect the status bar, the Info.plist state stays"
        case .sheetBackdrop:
            "on an iPhone in compact width, iOS 13 and later, a page or form sheet over full-screen content shows the window's background under the status bar and the system draws light content there"
        case .applicationModeSheetBackdrop:
            "in application mode the sheet's backdrop lies under the status bar as in controller-based mode, and the application's style is drawn there: the light content over the backdrop is a controller-based rule (R1 ignores every controller preference)"
        case .splitAndPageDefaults:
            "split view and page view controllers do not forward childForStatusBarStyle or childForStatusBarHidden"
        case .adaptiveDefault:
            "from iOS 17 default adapts to the content below the status bar; the engine takes the content with the higher contrast against the background under the bar (how the system samples it is not documented)"
        case .barBackground:
            "a navigation bar without barTintColor shows the system bar background (light #F9F9F9, dark #1D1D1D), or black for barStyle black"
        case .containerBackground:
            "under the status bar a split view shows its primary column, a page view its first page, a custom container its own view"
        case .applicationModeLandscape:
            "in application mode an iPhone in landscape hides the status bar, as the system default does"
        case .presentationCoversScreen:
            "currentContext and overCurrentContext cover the screen under the status bar; popover and custom do not"
        }
    }
}

/// One decision, recorded by the code that takes it.
public struct Step: Sendable, Hashable, CustomStringConvertible {
    public var rule: Rule
    /// The controller the step is about, if any.
    public var controller: ControllerID?
    public var text: String
    public var assumption: Assumption?
    /// What the step decided, named by the code that decided it. A reader of the trace (the audit,
    /// pairing each step with the lines of the app it rests on) switches on it, never on `text`.
    package var topic: Topic?

    public init(rule: Rule, controller: ControllerID? = nil, text: String, assumption: Assumption? = nil) {
        self.rule = rule
        self.controller = controller
        self.text = text
        self.assumption = assumption
    }

    package init(rule: Rule, controller: ControllerID? = nil, topic: Topic?, text: String, assumption: Assumption? = nil) {
        self.init(rule: rule, controller: controller, text: text, assumption: assumption)
        self.topic = topic
    }

    /// What a step decided, beside its rule (which names the member: R6 the style, R7 hidden, R8
    /// the animation). Steps no reader asks about have none.
    package enum Topic: Sendable, Hashable {
        /// R1: `UIViewControllerBasedStatusBarAppearance` chooses the mode.
        case appearanceMode
        /// R1: in application mode, the style is the application's.
        case applicationStyle
        /// R4: a sheet over full-screen content puts the window's background under the bar.
        case sheetBackdrop
        /// R4: a controller presents the next one.
        case presents
        /// R5, R7: the controller hands the decision to a child (its override or its kind's default).
        case forwardsToChild
        /// R5, R7: the controller's override returns nil, or a controller that is not one of its children: it decides.
        case overrideKeepsDecision
        /// R5, R7: a navigation controller that shows its bar decides.
        case visibleBarKeepsDecision
        /// R5, R7: the kind's default names no child: it decides.
        case noChild
        /// R6, R7, R8: the controller answers the rule's member.
        case answers
        /// R6: a navigation controller's style follows its bar's `barStyle`.
        case followsBarStyle
        /// R6, R7, R8: the controller does not override the rule's member: UIKit's default.
        case noOverride
        /// R9: a window's `overrideUserInterfaceStyle`.
        case windowInterfaceStyle
        /// R9: Info.plist's `UIUserInterfaceStyle`.
        case infoPlistInterfaceStyle
        /// R9: the controller's own `overrideUserInterfaceStyle`.
        case ownInterfaceStyle
        /// R9: the controller inherits the window's style (`fromWindow`), else Info.plist's or the system's.
        case inheritedInterfaceStyle(fromWindow: Bool)
        /// R12: a navigation bar lies under the status bar.
        case navigationBarBackground
        /// R12: the top of a controller's view lies under the status bar.
        case topOfView
    }

    /// `text (R4; assumed: …)`.
    public var description: String {
        text + " (" + rule.id + (assumption.map { "; assumed: " + $0.text } ?? "") + ")"
    }
}

/// A diagnostic's severity.
public enum Severity: String, Sendable, CaseIterable, Hashable, Comparable, Codable {
    case error
    case warning
    case info

    private var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// Something worth telling about a resolution: an unreadable bar, a swallowed preference, …
/// Ids are shared with the audit's rule ids where the meaning is the same.
public struct Diagnostic: Sendable, Hashable, Comparable {
    public var id: String
    public var severity: Severity
    public var message: String
    public var controller: ControllerID?

    public init(id: String, severity: Severity, message: String, controller: ControllerID? = nil) {
        self.id = id
        self.severity = severity
        self.message = message
        self.controller = controller
    }

    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        (b.severity, a.id, a.message) < (a.severity, b.id, b.message)
    }
}

/// Records the steps of a resolution. A resolver that does not explain holds no tracer, and
/// `tracer?.record(…)` then never builds its text.
final class Tracer {
    private(set) var steps: [Step] = []

    init() { steps.reserveCapacity(24) }

    func record(_ rule: Rule, _ controller: ControllerID? = nil, _ text: String, assumption: Assumption? = nil,
                topic: Step.Topic? = nil) {
        steps.append(Step(rule: rule, controller: controller, topic: topic, text: text, assumption: assumption))
    }
}
