import StatusBarEngine

/// Small hand-written apps the rendering tests draw.
enum SampleApps {
    static func platform(_ device: String, orientation: Orientation = .portrait,
                         appearance: Appearance = .light) -> Platform {
        Platform(ios: IOSVersion(17), device: DeviceProfile.named(device)!, orientation: orientation,
                 appearance: appearance)
    }

    static func color(_ hex: String) -> DynamicColor { DynamicColor(RGBA(hex: hex)!) }

    /// A navigation controller with a black bar tinted `tint`.
    static func tintedNavigation(_ id: ControllerID, stack root: ControllerID, tint: String,
                                 barStyle: BarStyle = .black) -> Controller {
        Controller.navigation(id, stack: root, barStyle: barStyle).with {
            if case .navigation(var state) = $0.content {
                state.barTintColor = color(tint)
                $0.content = .navigation(state)
            }
        }
    }

    /// A news reader: tabs → 'feedNav' (black bar tinted #0A84FF) → 'feed'.
    /// The navigation bar decides: light content on #0A84FF.
    static func newsReader(device: String = "iphone-15-pro") throws -> App {
        try App(platform: platform(device), windows: [Window(id: "main", root: "tabs")], controllers: [
            .tabBar("tabs", tabs: ["feedNav", "settings"]),
            tintedNavigation("feedNav", stack: "feed", tint: "#0A84FF"),
            .viewController("feed", style: .darkContent, background: color("#FFFFFF")),
            .viewController("settings", background: DynamicColor.system("systemGroupedBackground")),
        ])
    }

    /// One plain controller filling the screen.
    static func single(device: String, style: StatusBarStyle? = nil, hidden: Bool? = nil, background: String,
                       id: ControllerID = "home", orientation: Orientation = .portrait) throws -> App {
        try App(platform: platform(device, orientation: orientation), windows: [Window(id: "main", root: id)],
                controllers: [.viewController(id, style: style, hidden: hidden, background: color(background))])
    }

    /// A photo app for the filmstrip: a library with a hidden navigation bar, a full-screen viewer
    /// that hides the status bar, and a controller that changes its answer without an update.
    static func photos() throws -> App {
        try App(platform: platform("iphone-15-pro"), windows: [Window(id: "main", root: "libraryNav")], controllers: [
            Controller.navigation("libraryNav", stack: "library", barHidden: true),
            .viewController("library", style: .darkContent, background: color("#F2F2F7")),
            .viewController("album", style: .darkContent, background: color("#FFFFFF")),
            Controller.viewController("viewer", style: .lightContent, hidden: true, background: color("#000000")).with {
                $0.modalPresentationStyle = .fullScreen
                $0.preferredStatusBarUpdateAnimation = .fade
            },
        ])
    }

    static let photoEvents: [Event] = [
        .launch,
        .setNavigationBarHidden(navigation: "libraryNav", hidden: false),
        .setNavigationBarHidden(navigation: "libraryNav", hidden: true),
        .set(controller: "library", AnswerChange(preferredStatusBarStyle: .lightContent, background: color("#1C1C1E"))),
        .setNeedsStatusBarAppearanceUpdate("library"),
        .present(presenter: "library", controller: "viewer"),
        .dismiss(controller: "viewer"),
    ]
}
