import Testing
@testable import StatusBarEngine

@Suite("R4 presentations")
struct PresentationTests {
    func presenting(_ style: ModalPresentationStyle, captures: Bool = false, ios: String = "17.0",
                    device: String = "iphone-15-pro") throws -> Resolution {
        let sheet = Controller.viewController("sheet", style: .lightContent).with {
            $0.modalPresentationStyle = style
            $0.modalPresentationCapturesStatusBarAppearance = captures
        }
        return try makeApp([Controller.viewController("root", style: .darkContent).presenting("sheet"), sheet],
                           root: "root", platform: platform(ios: ios, device: device)).resolve()
    }

    static let nonCapturing: [ModalPresentationStyle] = [.pageSheet, .formSheet, .overFullScreen, .overCurrentContext,
                                                         .currentContext, .popover, .custom]

    @Test func fullScreenTakesControl() throws {
        #expect(try presenting(.fullScreen).statusBar.styleDecidedBy == .controller("sheet"))
    }

    @Test("other styles do not take control", arguments: nonCapturing)
    func otherStylesDoNot(style: ModalPresentationStyle) throws {
        let r = try presenting(style)
        #expect(r.statusBar.styleDecidedBy == .controller("root"))
        #expect(r.statusBar.style == .darkContent)
        #expect(r.hasDiagnostic("preference-swallowed-by-presentation"))
    }

    @Test("capturing takes control", arguments: nonCapturing)
    func capturing(style: ModalPresentationStyle) throws {
        let r = try presenting(style, captures: true)
        #expect(r.statusBar.styleDecidedBy == .controller("sheet"))
        #expect(r.statusBar.style == .lightContent)
        #expect(!r.hasDiagnostic("preference-swallowed-by-presentation"))
    }

    @Test("automatic by iOS version", arguments: [("12.4", "sheet"), ("13.0", "root"), ("17.0", "root")])
    func automatic(ios: String, decider: String) throws {
        let r = try presenting(.automatic, ios: ios)
        #expect(r.statusBar.styleDecidedBy == .controller(ControllerID(decider)))
    }

    @Test("sheets adapt to full screen on a compact iPhone before iOS 13", arguments: [ModalPresentationStyle.pageSheet, .formSheet, .popover])
    func adaptation(style: ModalPresentationStyle) throws {
        #expect(try presenting(style, ios: "12.0").statusBar.styleDecidedBy == .controller("sheet"))
        #expect(try presenting(style, ios: "12.0", device: "ipad-10").statusBar.styleDecidedBy == .controller("root"))
    }

    @Test func explanationSaysWhyTheStyleIsNotTheOneSet() throws {
        let automatic = try presenting(.automatic, ios: "16.0").trace.map(\.text).joined(separator: "\n")
        #expect(automatic.contains("as pageSheet (automatic is pageSheet on iOS 16.0)"))
        let adapted = try presenting(.formSheet, ios: "12.0").trace.map(\.text).joined(separator: "\n")
        #expect(adapted.contains("as fullScreen (formSheet adapts to full screen on an iPhone in compact width before iOS 13)"))
        let set = try presenting(.overFullScreen).trace.map(\.text).joined(separator: "\n")
        #expect(set.contains("as overFullScreen: it does not take control"))
    }

    @Test("without diagnostics the engine decides the same", arguments: [ModalPresentationStyle.automatic, .pageSheet, .fullScreen])
    func undiagnosed(style: ModalPresentationStyle) throws {
        let sheet = Controller.viewController("sheet", style: .lightContent).with { $0.modalPresentationStyle = style }
        let app = try makeApp([Controller.viewController("root", style: .darkContent).presenting("sheet"), sheet], root: "root")
        let full = app.resolve(explain: false), quiet = app.resolve(explain: false, diagnose: false)
        #expect(quiet.statusBar == full.statusBar)
        #expect(quiet.diagnostics.isEmpty)
        #expect(full.hasDiagnostic("preference-swallowed-by-presentation") == (style != .fullScreen))
    }

    @Test func nestedPresentationsLastTakingControlDecides() throws {
        let app = try makeApp([
            Controller.viewController("root").presenting("player"),
            Controller.viewController("player", style: .lightContent).with {
                $0.modalPresentationStyle = .fullScreen
                $0.presented = "options"
            },
            Controller.viewController("options", style: .darkContent).with { $0.modalPresentationStyle = .formSheet },
        ], root: "root")
        let r = app.resolve()
        #expect(r.statusBar.styleDecidedBy == .controller("player"))
        #expect(r.trace.filter { $0.rule == .r4 }.count >= 3)
    }

    @Test func presentationFromAChildIsFollowed() throws {
        let app = try makeApp([
            .tabBar("tabs", tabs: ["nav"]),
            .navigation("nav", stack: "feed"),
            Controller.viewController("feed").presenting("player"),
            Controller.viewController("player", style: .lightContent).with { $0.modalPresentationStyle = .fullScreen },
        ], root: "tabs")
        #expect(app.resolve().statusBar.styleDecidedBy == .controller("player"))
    }

    @Test func sheetBackdropDrawsLightOnTheWindowBackground() throws {
        let r = try presenting(.pageSheet)
        #expect(r.statusBar.styleDecidedBy == .controller("root"))
        #expect(r.statusBar.style == .darkContent)
        #expect(r.statusBar.content == .light)
        #expect(r.backdrop?.source == .sheetBackdrop(window: "main"))
        #expect(r.background == .black)
        #expect(r.readable == true)
        #expect(r.trace.contains { $0.assumption == .sheetBackdrop })
    }

    /// In application mode the sheet's presenter still recedes over the window's background, but
    /// the light content drawn there is R4's, a controller-based rule: the application's style is
    /// drawn (R1). `darkContent` is unreadable on the black backdrop in every era.
    @Test(arguments: ["16.0", "17.0"])
    func inApplicationModeTheSheetBackdropKeepsTheApplicationsStyle(ios: String) throws {
        let sheet = Controller.viewController("sheet").with { $0.modalPresentationStyle = .pageSheet }
        let info = InfoPlist(viewControllerBasedStatusBarAppearance: false, statusBarStyle: DeviceKeyed(plain: .darkContent))
        let r = try makeApp([Controller.viewController("root").presenting("sheet"), sheet], root: "root",
                            platform: platform(ios: ios, policy: .byVersion), info: info).resolve()
        #expect(r.statusBar.styleDecidedBy == .application)
        #expect(r.backdrop?.source == .sheetBackdrop(window: "main"))
        #expect(r.statusBar.content == .dark)
        #expect(r.readable == false)
        #expect(r.trace.contains { $0.assumption == .applicationModeSheetBackdrop && $0.text.contains("application's style") })
    }

    /// `default` in application mode over the backdrop: dark content in light appearance on iOS 13–16
    /// (unreadable on black); from iOS 17 it adapts to the black below and draws light content.
    @Test(arguments: [("16.0", StatusBarContent.dark), ("17.0", .light)])
    func inApplicationModeDefaultOverTheBackdropFollowsTheEra(ios: String, content: StatusBarContent) throws {
        let sheet = Controller.viewController("sheet").with { $0.modalPresentationStyle = .pageSheet }
        let info = InfoPlist(viewControllerBasedStatusBarAppearance: false)
        let r = try makeApp([Controller.viewController("root").presenting("sheet"), sheet], root: "root",
                            platform: platform(ios: ios, policy: .byVersion), info: info).resolve()
        #expect(r.statusBar.style == .default)
        #expect(r.statusBar.content == content)
        #expect(r.readable == (content == .light))
    }

    @Test func capturingSheetAskingForDarkIsUnreadableOnTheBackdrop() throws {
        let sheet = Controller.viewController("sheet", style: .darkContent).with {
            $0.modalPresentationStyle = .pageSheet
            $0.modalPresentationCapturesStatusBarAppearance = true
        }
        let r = try makeApp([Controller.viewController("root").presenting("sheet"), sheet], root: "root").resolve()
        #expect(r.statusBar.styleDecidedBy == .controller("sheet"))
        #expect(r.statusBar.content == .dark)
        #expect(r.readable == false)
        #expect(r.hasDiagnostic("unreadable-status-bar"))
    }

    /// A sheet at a medium or custom detent does not push its presenter back (iOS 15 and later):
    /// the presenter's view lies under the bar and its `darkContent` draws dark there.
    @Test(arguments: [SheetDetent.medium, .custom])
    func noBackdropUnderASheetAtASmallerDetent(detent: SheetDetent) throws {
        let sheet = Controller.viewController("sheet").with {
            $0.modalPresentationStyle = .pageSheet
            $0.sheetDetent = detent
        }
        let r = try makeApp([Controller.viewController("root", style: .darkContent).presenting("sheet"), sheet], root: "root").resolve()
        #expect(r.statusBar.styleDecidedBy == .controller("root"))
        #expect(r.statusBar.content == .dark)
        #expect(r.backdrop?.source == .view("root"))
        #expect(!r.trace.contains { $0.assumption == .sheetBackdrop })
        #expect(r.trace.contains { $0.text.contains("it opens at a \(detent.rawValue) detent") })
        // Before iOS 15 a sheet has no detents: the backdrop again.
        let old = try makeApp([Controller.viewController("root", style: .darkContent).presenting("sheet"), sheet], root: "root",
                              platform: platform(ios: "14.0", policy: .byVersion)).resolve()
        #expect(old.backdrop?.source == .sheetBackdrop(window: "main"))
    }

    @Test func noBackdropOnAnIPad() throws {
        let r = try presenting(.pageSheet, device: "ipad-pro-11")
        #expect(r.backdrop?.source == .view("root"))
        #expect(r.statusBar.content == .dark)
    }

    @Test func fullScreenOverASheetRemovesTheBackdrop() throws {
        let app = try makeApp([
            Controller.viewController("root").presenting("sheet"),
            Controller.viewController("sheet").with { $0.modalPresentationStyle = .pageSheet; $0.presented = "player" },
            Controller.viewController("player", style: .lightContent, background: .hex("#101010")).with {
                $0.modalPresentationStyle = .fullScreen
            },
        ], root: "root")
        let r = app.resolve()
        #expect(r.backdrop?.source == .view("player"))
        #expect(r.statusBar.content == .light)
    }

    @Test func overFullScreenCoversButDoesNotDecide() throws {
        let app = try makeApp([
            Controller.viewController("root", background: .hex("#FFFFFF")).presenting("overlay"),
            Controller.viewController("overlay", style: .lightContent, background: DynamicColor(.clear)).with {
                $0.modalPresentationStyle = .overFullScreen
            },
        ], root: "root")
        let r = app.resolve()
        #expect(r.statusBar.styleDecidedBy == .controller("root"))
        #expect(r.backdrop?.source == .view("overlay"))
        #expect(r.background?.hex == "#FFFFFF")
    }
}
