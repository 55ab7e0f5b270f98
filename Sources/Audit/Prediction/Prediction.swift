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

    package var styleDecidedBy: String
    package var hiddenDecidedBy: String
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

    package func perAppearance(_ a: Appearance) -> PerAppearance { a == .light ? light : dark }
}
