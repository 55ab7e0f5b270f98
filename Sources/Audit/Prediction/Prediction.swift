import StatusBarEngine

/// How sure a prediction is.
package enum Certainty: Sendable, Hashable {
    /// Every answer involved is a constant.
    case certain
    /// An answer depends on run-time state; the possible values are listed in the prediction.
    case conditional
    /// The source does not say; the reason is given.
    case unknown(String)

    package var name: String {
        switch self {
        case .certain: "certain"
        case .conditional: "conditional"
        case .unknown: "unknown"
        }
    }

    /// Why the source does not say, for an unknown prediction; `nil` otherwise.
    package var unknownReason: String? {
        if case .unknown(let why) = self { return why }
        return nil
    }
}

/// What the audit predicts under the bar in one appearance: where it comes from, and its color
/// when known. (The engine's ``Backdrop`` always has a color; a prediction may not.)
package struct PredictedBackdrop: Sendable, Hashable {
    /// The view, navigation bar, sheet backdrop or window under the bar. Controllers are named by
    /// their class (`.view("FeedViewController")`), as the audit shows them.
    package var source: Backdrop.Source
    /// `nil` when the source's color is not known (a run-time or unresolved color).
    package var color: RGBA?

    /// The backdrop from `source`, in `color` when known.
    package init(source: Backdrop.Source, color: RGBA?) {
        self.source = source
        self.color = color
    }
}

/// What the status bar of one screen shows in light and dark appearance, and why.
package struct ScreenPrediction: Sendable, Hashable {
    package struct PerAppearance: Sendable, Hashable {
        package var style: StatusBarStyle
        package var content: StatusBarContent
        /// What lies under the bar; `nil` when nothing is known about it (no model).
        package var backdrop: PredictedBackdrop?
        package var contrast: Double?
        package var readable: Bool? { contrast.map { Contrast.rounded($0) >= Contrast.minimumReadable } }
        /// The color under the bar, when known.
        package var background: RGBA? { backdrop?.color }
        /// Where the background comes from, in words (`the view of 'FeedViewController'`).
        package var backgroundSource: String? { backdrop?.source.phrase }
    }

    package var styleDecidedBy: ScreenDecider
    package var hiddenDecidedBy: ScreenDecider
    /// `nil` when it depends on run-time state.
    package var hidden: Bool?
    package var light: PerAppearance
    package var dark: PerAppearance
    package var certainty: Certainty
    /// Every style the screen can end up with (more than one when conditional).
    package var possibleStyles: [StatusBarStyle]
    package var possibleHidden: [Bool]
    /// The engine's explanation, light appearance, first combination.
    package var explanation: [Step]
    /// The engine's diagnostics for the first combination, light and dark.
    package var engineDiagnostics: [Diagnostic]
    /// The height of the bar on the audited device.
    package var height: Double
    /// The appearances in which every possible answer (every combination with a visible bar) is
    /// unreadable on a known background; for a certain prediction, those where it is unreadable.
    package var alwaysUnreadable: [Appearance] = []
    /// True when a sheet backdrop is under the bar (R4) in the first combination.
    package var onSheetBackdrop: Bool
    /// The outcomes of a conditional prediction, each with what selects it, first display first
    /// (empty for a certain or unknown prediction, or when only one outcome is drawn).
    package var outcomes: [PossibleOutcome] = []

    package func perAppearance(_ a: Appearance) -> PerAppearance { a == .light ? light : dark }
}

/// One outcome of a conditional prediction: what the bar draws, and the values and places that
/// select it (``Predictor``'s combinations that give it).
package struct PossibleOutcome: Sendable, Hashable {
    package var light: ScreenPrediction.PerAppearance
    package var dark: ScreenPrediction.PerAppearance
    package var hidden: Bool
    /// What selects it: each variable whose values in the combinations giving this outcome are
    /// not all its values. Empty when the outcome's combinations are not told apart by one
    /// variable alone (see ``exact``).
    package var conditions: [OutcomeCondition]
    /// Every combination the conditions allow gives this outcome: the conditions select it
    /// exactly, and a finding may name them (false when they only narrow it, or when some
    /// combinations were not resolved).
    package var exact: Bool

    package func perAppearance(_ a: Appearance) -> ScreenPrediction.PerAppearance { a == .light ? light : dark }

    /// The appearances in which the visible bar is below 3:1 on a known background.
    package var unreadable: [Appearance] {
        hidden ? [] : Appearance.allCases.filter { perAppearance($0).readable == false }
    }

    /// The conditions in words, joined (`while 'statusBarStyle' is lightContent, its initial value`).
    package var phrase: String { conditions.map(\.phrase).joined(separator: " and ") }
}

/// A value (or values) of one of a prediction's variables: an answer of the code, or a place.
package struct OutcomeCondition: Sendable, Hashable {
    /// What varies: a stored property (`'statusBarStyle'`), a controller's member
    /// (`'PlayerViewController' preferredStatusBarStyle`) or where the screen is shown.
    package var subject: String
    /// The values that select the outcome, in the variable's order.
    package var values: [String]
    /// The only value is the one in force when the screen first appears (a stored property's initial value).
    package var initial: Bool
    /// What kind of variable it is.
    package var kind: Kind
    /// The answer reads only its controller's own stored state (``Answer/readsOwnStateOnly(_:)``):
    /// its values vary on their own. Otherwise they may go with the appearance, the system version
    /// or an app-wide theme that what lies under the bar follows too, while the outcomes list them
    /// as if they were independent.
    package var ownState = false

    package enum Kind: String, Sendable, Hashable {
        /// A controller's answer (`preferredStatusBarStyle`, `prefersStatusBarHidden`).
        case answer
        /// The child a container forwards to.
        case forwarding
        /// A navigation bar's style set in several ways.
        case barStyle
        /// A place the screen may be shown in, not an answer of its code.
        case place
    }

    /// A place the screen may be shown in, not an answer of its code.
    package var isPlace: Bool { kind == .place }

    /// `while 'statusBarStyle' is lightContent, its initial value`; `when 'Feed' preferredStatusBarStyle is
    /// lightContent or darkContent`; a place: `when where 'Feed' is shown is …`.
    package var phrase: String {
        let values = self.values.joined(separator: " or ")
        if isPlace { return "when \(values)" }
        return initial ? "while \(subject) is \(values), its initial value" : "while \(subject) is \(values)"
    }
}

/// Who decides a screen's status bar style or visibility, as the audit names it: the application
/// (application mode, R1), the launch state (R2), or a controller named by its class (or by a phrase
/// standing for one the audit does not know by class: `the controller it is presented from`,
/// `ProfileViewController or a controller holding it`). The engine's ``Decider`` names controllers by
/// their id in the model the audit builds; this names them as a developer reads them.
package enum ScreenDecider: Sendable, Hashable, CustomStringConvertible {
    case application
    case launch
    case controller(String)

    /// The engine's decider, its controller named by `className` (the class, or the phrase for it).
    package init(_ decider: Decider, className: (ControllerID) -> String) {
        switch decider {
        case .application: self = .application
        case .launch: self = .launch
        case .controller(let id): self = .controller(className(id))
        }
    }

    /// The class (or phrase), `application` or `launch`: what the JSON's `styleDecidedBy` and
    /// `hiddenDecidedBy` hold.
    package var name: String {
        switch self {
        case .application: "application"
        case .launch: "launch"
        case .controller(let name): name
        }
    }

    package var description: String { name }

    /// The class name, for a controller.
    package var className: String? {
        if case .controller(let name) = self { return name }
        return nil
    }
}
