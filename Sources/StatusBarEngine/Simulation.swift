/// One step of a simulation: what the status bar shows after an event, and what it would show.
public struct SimulationStep: Sendable, Hashable {
    /// The event's index in the scenario's list; `nil` for the implicit launch.
    public var eventIndex: Int?
    public var event: Event
    /// What the status bar shows after the event.
    public var drawn: StatusBarState
    /// What an appearance update right now would show.
    public var wanted: StatusBarState
    /// `drawn != wanted`: an answer changed without an appearance update (R10).
    public var stale: Bool
    /// The `statusBar` keys whose drawn values differ from the previous step's (none for launch).
    public var changed: [String]
    /// The animation used when `hidden` changed, else `none`.
    public var transition: StatusBarAnimation
    /// What lies under the bar now (views redraw at once, the bar only at an update).
    public var backdrop: Backdrop?
    /// The drawn content's contrast on the background, unrounded; `nil` when unknown or hidden.
    public var contrast: Double?
    public var readable: Bool?
    /// For the launch step: the launch screen's status bar (R2), which is also what it draws.
    public var launchScreen: StatusBarState?
    /// The event's own steps (R10), then the explanation of `wanted`.
    public var trace: [Step]
    public var diagnostics: [Diagnostic]

    public var background: RGBA? { backdrop?.color }
}

/// An event that cannot run on the model as it is at that point.
public struct SimulationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The event's index in the scenario's list.
    public var eventIndex: Int
    public var error: ModelError

    public var description: String { "event \(eventIndex + 1): \(error.message)" }
}

/// Runs events on an app, following the update rules of R10 after each.
public enum Simulation {
    /// Runs `events` in order; a leading `launch` is implied when absent. The launch step draws the
    /// Info.plist state (R2), decided by `launch`; an implicit `firstLayout` step follows it: the
    /// first appearance update, where the root controller's answers take over.
    public static func run(app start: App, events: [Event], explain: Bool = true) throws(SimulationError) -> [SimulationStep] {
        var app = start
        var steps: [SimulationStep] = []
        steps.reserveCapacity(events.count + 1)
        var drawn: StatusBarState?
        var indexed: [(Int?, Event)] = events.enumerated().map { ($0.offset, $0.element) }
        if events.first != .launch { indexed.insert((nil, .launch), at: 0) }
        indexed.insert((nil, .firstLayout), at: 1)

        for (position, (index, event)) in indexed.enumerated() {
            var notes: [Step] = []
            var extra: [Diagnostic] = []
            func note(_ text: String, _ controller: ControllerID? = nil) {
                if explain { notes.append(Step(rule: .r10, controller: controller, text: text)) }
            }
            if (event == .launch || event == .firstLayout) && position > 1 {
                throw SimulationError(eventIndex: index ?? 0, error: ModelError("launch can only be the first event", at: nil))
            }
            do {
                try app.apply(event)
            } catch {
                throw SimulationError(eventIndex: index ?? 0, error: error)
            }
            var update = true
            var transitionOverride: StatusBarAnimation?
            var launchScreen: StatusBarState?
            var launchTrace: [Step] = []
            switch event {
            case .launch:
                (launchScreen, launchTrace) = app.launchState(explain: explain)
                update = false
                note("launch: the launch screen shows the Info.plist state (R2); the first layout, next, is an appearance update")
            case .firstLayout:
                note("the first layout: an appearance update, the root controller's answers take over")
            case .set(let id, _):
                update = false
                note("'\(id)' changed its answers: no appearance update until setNeedsStatusBarAppearanceUpdate()", id)
            case .setNeedsStatusBarAppearanceUpdate(let id):
                if app.info.mode == .application {
                    extra.append(Diagnostic(id: "ignored-controller-preference", severity: .warning,
                        message: "'\(id)' calls setNeedsStatusBarAppearanceUpdate() in application mode: controller preferences are never consulted",
                        controller: id))
                }
                if app.isOnScreen(id) {
                    note("'\(id)' calls setNeedsStatusBarAppearanceUpdate(): an appearance update", id)
                } else {
                    update = false
                    note("'\(id)' calls setNeedsStatusBarAppearanceUpdate() but is in no visible window: nothing updates", id)
                }
            case .setApplicationStatusBarStyle(let style):
                if app.info.mode == .application {
                    note("UIApplication.setStatusBarStyle(.\(style.rawValue)) sets the application style (deprecated since iOS 9)")
                    extra.append(Diagnostic(id: "deprecated-application-setter", severity: .warning,
                        message: "UIApplication.setStatusBarStyle(_:animated:) works in application mode but is deprecated since iOS 9: adopt controller-based appearance and override preferredStatusBarStyle"))
                } else {
                    update = false
                    note("UIApplication.setStatusBarStyle(.\(style.rawValue)) has no effect in controller-based mode")
                    extra.append(Diagnostic(id: "ineffective-application-setter", severity: .warning,
                        message: "UIApplication.setStatusBarStyle(_:animated:) does nothing in controller-based mode: override preferredStatusBarStyle in the deciding controller and call setNeedsStatusBarAppearanceUpdate()"))
                }
            case .setApplicationStatusBarHidden(let hidden, let animation):
                if app.info.mode == .application {
                    transitionOverride = animation
                    note("UIApplication.setStatusBarHidden(\(hidden), with: .\(animation.rawValue)) sets the application's hidden flag (deprecated since iOS 9)")
                    extra.append(Diagnostic(id: "deprecated-application-setter", severity: .warning,
                        message: "UIApplication.setStatusBarHidden(_:with:) works in application mode but is deprecated since iOS 9: adopt controller-based appearance and override prefersStatusBarHidden"))
                } else {
                    update = false
                    note("UIApplication.setStatusBarHidden(\(hidden), with: .\(animation.rawValue)) has no effect in controller-based mode")
                    extra.append(Diagnostic(id: "ineffective-application-setter", severity: .warning,
                        message: "UIApplication.setStatusBarHidden(_:with:) does nothing in controller-based mode: override prefersStatusBarHidden in the deciding controller and call setNeedsStatusBarAppearanceUpdate()"))
                }
            default:
                note("\(event.summary): an appearance update")
            }

            // No controller is loaded under the launch screen: what an update would show is the
            // Info.plist state too (R2); the root's answers come with the first layout.
            let wanted = launchScreen.map {
                Resolution(statusBar: $0, backdrop: nil, contrast: nil, readable: nil, trace: launchTrace, diagnostics: [])
            } ?? app.resolve(explain: explain)
            let previous = drawn ?? launchScreen ?? wanted.statusBar
            var shown = launchScreen ?? (update || drawn == nil ? wanted.statusBar : drawn!)
            if !update, drawn != nil {
                // Geometry and mode are not answers: they follow the device at once.
                shown.mode = wanted.statusBar.mode
            }
            let stale = shown != wanted.statusBar
            let changed = shown.changedKeys(from: previous)
            let transition: StatusBarAnimation = shown.hidden != previous.hidden
                ? (transitionOverride ?? shown.animation) : .none

            var contrast: Double?
            var readable: Bool?
            var diagnostics = wanted.diagnostics.filter { $0.id != "unreadable-status-bar" }
            diagnostics += extra
            // The launch screen's own background is not modelled: no contrast at launch.
            if launchScreen == nil, !shown.hidden, let backdrop = wanted.backdrop {
                let ratio = shown.content.contrast(on: backdrop.color)
                contrast = ratio
                readable = Contrast.rounded(ratio) >= Contrast.minimumReadable
                if readable == false {
                    diagnostics.append(Diagnostic(id: "unreadable-status-bar", severity: .error,
                        message: "the status bar draws \(shown.content.rawValue) content on \(backdrop.color.hex) (\(backdrop.sourceDescription)): contrast \(Contrast.rounded(ratio)):1, below 3:1"))
                }
            }
            if stale {
                let keys = shown.changedKeys(from: wanted.statusBar)
                let detail = keys.map { "\($0) \(value(of: $0, in: shown)) → \(value(of: $0, in: wanted.statusBar))" }.joined(separator: ", ")
                diagnostics.append(Diagnostic(id: "missing-appearance-update", severity: .warning,
                    message: "the status bar is stale (\(detail)): call setNeedsStatusBarAppearanceUpdate() after changing an answer"))
            }
            diagnostics.sort()
            steps.append(SimulationStep(eventIndex: index, event: event, drawn: shown, wanted: wanted.statusBar,
                                        stale: stale, changed: changed, transition: transition,
                                        backdrop: launchScreen == nil ? wanted.backdrop : nil,
                                        contrast: contrast, readable: readable, launchScreen: launchScreen,
                                        trace: notes + wanted.trace, diagnostics: diagnostics))
            drawn = shown
        }
        return steps
    }

    private static func value(of key: String, in s: StatusBarState) -> String {
        switch key {
        case "hidden": "\(s.hidden)"
        case "style": s.style.rawValue
        case "content": s.content.rawValue
        case "animation": s.animation.rawValue
        case "height": "\(s.height)"
        case "styleDecidedBy": s.styleDecidedBy.name
        case "hiddenDecidedBy": s.hiddenDecidedBy.name
        case "interfaceStyle": s.interfaceStyle.rawValue
        default: s.mode.rawValue
        }
    }
}
