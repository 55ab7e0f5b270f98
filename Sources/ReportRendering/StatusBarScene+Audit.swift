import Audit
import Rendering
import StatusBarEngine

extension StatusBarScene {
    /// The scene the audit predicts for `screen` in one appearance: the bar's style, content,
    /// hidden state and height, over the predicted background (a visible navigation bar in its
    /// color, the top of a view, the sheet backdrop), on `device` in portrait.
    ///
    /// When hidden depends on run-time state (`prediction.hidden == nil`) the bar is drawn shown,
    /// with the style of the first combination the audit resolved. An unknown background draws
    /// the renderer's neutral gray (and says "background unknown").
    package init(prediction: ScreenPrediction, appearance: Appearance, screen: Screen, device: DeviceProfile,
                 mode: AppearanceMode = .viewControllerBased) {
        let per = prediction.perAppearance(appearance)
        let hidden = prediction.hidden ?? false
        let state = StatusBarState(
            hidden: hidden, style: per.style, content: per.content, animation: .none,
            height: hidden ? 0 : (prediction.height > 0 ? prediction.height : device.statusBarHeight),
            styleDecidedBy: Self.decider(prediction.styleDecidedBy), hiddenDecidedBy: Self.decider(prediction.hiddenDecidedBy),
            interfaceStyle: appearance.interfaceStyle, mode: mode)
        var backdrop: Backdrop?
        var navigationBar: NavigationBarAppearance?
        if let predicted = per.backdrop, let color = predicted.color {
            let source = predicted.source
            backdrop = Backdrop(color: color, source: source)
            if case .navigationBar(let id) = source {
                // The bar's style is the one of the navigation context whose class shows it.
                let contexts = [screen.navigation, screen.presentation?.presenterNavigation].compactMap { $0 }
                let context = contexts.first { $0.controller.className == id.rawValue } ?? contexts.first
                navigationBar = NavigationBarAppearance(controller: id, color: color,
                                                        barStyle: context?.effectiveBarStyle ?? .default)
            }
        }
        self.init(device: device, orientation: .portrait, statusBar: state, backdrop: backdrop, navigationBar: navigationBar)
    }

    /// The scene of an app's launch (R2: Info.plist only); what the launch screen shows is not
    /// known, so the background is the renderer's neutral one.
    package init(launch app: AuditedApp, device: DeviceProfile) {
        self.init(device: device, orientation: .portrait, statusBar: app.launch, backdrop: nil)
    }

    /// The engine's decider for the audit's: a controller named by its class.
    static func decider(_ decider: ScreenDecider) -> Decider {
        switch decider {
        case .application: .application
        case .launch: .launch
        case .controller(let name): .controller(ControllerID(name))
        }
    }
}
