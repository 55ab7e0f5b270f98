import StatusBarEngine

/// A navigation bar shown under the status bar (R12: its background is what lies under the bar).
package struct NavigationBarAppearance: Sendable, Hashable {
    /// The navigation controller that shows the bar.
    package var controller: ControllerID
    /// The bar's background, as the engine resolved it.
    package var color: RGBA
    /// `black` draws a white title.
    package var barStyle: BarStyle

    /// A bar of `controller` with its resolved background and bar style.
    package init(controller: ControllerID, color: RGBA, barStyle: BarStyle = .default) {
        self.controller = controller
        self.color = color
        self.barStyle = barStyle
    }
}

/// Everything the renderer draws for the top of a device: the device, the status bar as drawn,
/// and what lies under it. Built from a ``Resolution`` or a ``SimulationStep``.
package struct StatusBarScene: Sendable, Hashable {
    /// The device whose top is drawn.
    package var device: DeviceProfile
    /// The orientation (iPhones in landscape draw no housing on top).
    package var orientation: Orientation
    /// What the status bar shows (for a simulation step: what is drawn, stale or not).
    package var statusBar: StatusBarState
    /// What lies under the bar; `nil` when unknown.
    package var backdrop: Backdrop?
    /// The visible navigation bar under the status bar, if the backdrop is one.
    package var navigationBar: NavigationBarAppearance?

    /// A scene from its parts.
    package init(device: DeviceProfile, orientation: Orientation = .portrait, statusBar: StatusBarState,
                backdrop: Backdrop?, navigationBar: NavigationBarAppearance? = nil) {
        self.device = device
        self.orientation = orientation
        self.statusBar = statusBar
        self.backdrop = backdrop
        self.navigationBar = navigationBar
    }

    /// The scene of an app's current resolution.
    package init(resolution: Resolution, app: App) {
        self.init(device: app.platform.device, orientation: app.platform.orientation, statusBar: resolution.statusBar,
                  backdrop: resolution.backdrop, navigationBar: Self.navigationBar(under: resolution.backdrop, in: app))
    }

    /// The scene after a simulation step: the bar as drawn over what lies under it now.
    /// `app` is the scenario's app (for the device and the navigation bars' styles); a `rotate`
    /// event earlier in the run is followed through `orientation`.
    package init(step: SimulationStep, app: App, orientation: Orientation? = nil) {
        self.init(device: app.platform.device, orientation: orientation ?? app.platform.orientation,
                  statusBar: step.drawn, backdrop: step.backdrop,
                  navigationBar: Self.navigationBar(under: step.backdrop, in: app))
    }

    /// One scene per step of a simulation of `app`, following the `rotate` events.
    package static func scenes(for steps: [SimulationStep], app: App) -> [StatusBarScene] {
        var orientation = app.platform.orientation
        return steps.map { step in
            if case .rotate(let o) = step.event { orientation = o }
            return StatusBarScene(step: step, app: app, orientation: orientation)
        }
    }

    private static func navigationBar(under backdrop: Backdrop?, in app: App) -> NavigationBarAppearance? {
        guard let backdrop, case .navigationBar(let id) = backdrop.source else { return nil }
        var style = BarStyle.default
        if case .navigation(let state)? = app.controller(id)?.content { style = state.barStyle }
        return NavigationBarAppearance(controller: id, color: backdrop.color, barStyle: style)
    }

    /// The color the content is drawn in: pure white or pure black (R12); adaptive content takes
    /// the one that contrasts with the background under the bar.
    package var glyphColor: RGBA { backdrop.map { statusBar.content.glyphColor(on: $0.color) } ?? statusBar.content.glyphColor }

    /// True when the screen is wider than tall.
    package var isLandscape: Bool { orientation.isLandscape }

    /// The screen width in points in this orientation.
    package var screenWidth: Double { isLandscape ? device.height : device.width }
}

extension Decider {
    /// "'feedNav'", "the application", "the launch screen (Info.plist)".
    var phrase: String {
        switch self {
        case .controller(let id): "'\(id)'"
        case .application: "the application"
        case .launch: "the launch screen (Info.plist)"
        }
    }
}
