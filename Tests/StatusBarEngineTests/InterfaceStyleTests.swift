import Testing
@testable import StatusBarEngine

@Suite("R9 interface style and default")
struct InterfaceStyleTests {
    /// root (tab bar) → nav → feed, with each link of the chain set in turn.
    func feedStyle(feed: InterfaceStyle = .unspecified, parentOverride: InterfaceStyle? = nil,
                   nav: InterfaceStyle = .unspecified, window: InterfaceStyle = .unspecified,
                   info: InterfaceStyle = .unspecified, system: Appearance = .light) throws -> InterfaceStyle? {
        let tabs = Controller.tabBar("tabs", tabs: ["nav"])
        let navC = Controller.navigation("nav", stack: "feed").with {
            $0.overrideUserInterfaceStyle = nav
            if let parentOverride { $0.overrideTraitCollectionForChildren = ["feed": parentOverride] }
        }
        let feedC = Controller.viewController("feed").with { $0.overrideUserInterfaceStyle = feed }
        let app = try makeApp([tabs, navC, feedC], root: "tabs", platform: platform(appearance: system),
                              info: InfoPlist(userInterfaceStyle: info),
                              window: Window(id: "main", root: "tabs", overrideUserInterfaceStyle: window))
        return app.effectiveInterfaceStyle(of: "feed")
    }

    @Test func systemIsTheLastLink() throws {
        #expect(try feedStyle(system: .dark) == .dark)
        #expect(try feedStyle(system: .light) == .light)
    }

    @Test func infoPlistBeatsTheSystem() throws { #expect(try feedStyle(info: .light, system: .dark) == .light) }
    @Test func windowBeatsInfoPlist() throws { #expect(try feedStyle(window: .dark, info: .light) == .dark) }
    @Test func parentBeatsTheWindow() throws { #expect(try feedStyle(nav: .light, window: .dark) == .light) }
    @Test func parentOverrideForChildBeatsTheParent() throws { #expect(try feedStyle(parentOverride: .dark, nav: .light) == .dark) }
    @Test func ownOverrideBeatsAll() throws {
        #expect(try feedStyle(feed: .light, parentOverride: .dark, nav: .dark, window: .dark, info: .dark, system: .dark) == .light)
    }

    @Test func presentationControllerOverrideThenPresenter() throws {
        let root = Controller.viewController("root").with { $0.overrideUserInterfaceStyle = .dark; $0.presented = "sheet" }
        let plain = Controller.viewController("sheet")
        #expect(try makeApp([root, plain], root: "root").effectiveInterfaceStyle(of: "sheet") == .dark)
        let overridden = plain.with { $0.presentationOverrideUserInterfaceStyle = .light }
        #expect(try makeApp([root, overridden], root: "root").effectiveInterfaceStyle(of: "sheet") == .light)
    }

    @Test("default by interface style and iOS version", arguments: [
        ("17.0", Appearance.light, StatusBarContent.dark),
        ("17.0", .dark, .light),
        ("12.4", .dark, .dark),
    ])
    func defaultContent(ios: String, appearance: Appearance, content: StatusBarContent) throws {
        let r = try makeApp([.viewController("a")], root: "a", platform: platform(ios: ios, appearance: appearance)).resolve()
        #expect(r.statusBar.content == content)
    }

    @Test func darkContentBeforeIOS13ReadsAsDefault() throws {
        let r = try makeApp([.viewController("a", style: .darkContent)], root: "a",
                            platform: platform(ios: "12.0", appearance: .dark)).resolve()
        #expect(r.statusBar.content == .dark)
        #expect(r.trace.contains { $0.text.contains("reads as default") })
    }

    @Test func whiteOnWhiteInDarkMode() throws {
        let r = try makeApp([.viewController("a", background: .hex("#FFFFFF"))], root: "a",
                            platform: platform(appearance: .dark)).resolve()
        #expect(r.statusBar.content == .light)
        #expect(r.contrast.map(Contrast.rounded) == 1.0)
        #expect(r.readable == false)
        #expect(r.diagnostics.first?.id == "unreadable-status-bar")
        #expect(r.diagnostics.first?.severity == .error)
    }

    @Test func adaptivePolicyPicksTheReadableContent() throws {
        let r = try makeApp([.viewController("a", background: .hex("#FFFFFF"))], root: "a",
                            platform: platform(appearance: .dark, policy: .adaptive)).resolve()
        #expect(r.statusBar.content == .dark)
        #expect(r.readable == true)
        #expect(r.trace.contains { $0.assumption == .adaptiveDefault })
    }

    @Test func adaptivePolicyDoesNotTouchExplicitStyles() throws {
        let r = try makeApp([.viewController("a", style: .lightContent, background: .hex("#FFFFFF"))], root: "a",
                            platform: platform(policy: .adaptive)).resolve()
        #expect(r.statusBar.content == .light)
    }
}

@Suite("R12 background under the bar")
struct BackgroundTests {
    @Test func visibleNavigationBarColorIsTheBackground() throws {
        let nav = Controller.navigation("nav", stack: "feed").with {
            if case .navigation(var n) = $0.content { n.barTintColor = .hex("#0A84FF"); $0.content = .navigation(n) }
        }
        let r = try makeApp([nav, .viewController("feed", background: .hex("#FFFFFF"))], root: "nav").resolve()
        #expect(r.background?.hex == "#0A84FF")
        #expect(r.backdrop?.source == .navigationBar("nav"))
        #expect(r.statusBar.content == .dark)
        #expect(r.contrast.map(Contrast.rounded) == 5.76)
    }

    /// A clear bar (the audit's bar at the scroll edge from iOS 15) shows the top controller's view,
    /// which is then the backdrop; a half-transparent one is still the bar, blended over the view.
    @Test func aTransparentBarShowsTheTopControllersView() throws {
        func tinted(_ hex: String) throws -> Resolution {
            let nav = Controller.navigation("nav", stack: "feed").with {
                if case .navigation(var n) = $0.content { n.barTintColor = .hex(hex); $0.content = .navigation(n) }
            }
            return try makeApp([nav, .viewController("feed", background: .hex("#202020"))], root: "nav").resolve(explain: true)
        }
        let clear = try tinted("#00000000")
        #expect(clear.background?.hex == "#202020")
        #expect(clear.backdrop?.source == .view("feed"))
        #expect(clear.trace.contains { $0.text.contains("navigation bar is transparent") })
        let half = try tinted("#FFFFFF80")
        #expect(half.backdrop?.source == .navigationBar("nav"))
        #expect(half.background?.hex != "#202020")
    }

    @Test func hiddenBarShowsTheTopControllersView() throws {
        let r = try makeApp([.navigation("nav", stack: "feed", barHidden: true),
                             .viewController("feed", background: .hex("#202020"))], root: "nav", platform: platform()).resolve()
        #expect(r.background?.hex == "#202020")
        #expect(r.readable == false)
    }

    @Test func dynamicColorsResolveWithTheControllersStyle() throws {
        let card = DynamicColor(light: RGBA(hex: "#FFFFFF")!, dark: RGBA(hex: "#1C1C1E")!)
        let app = try makeApp([.viewController("a", background: card)], root: "a", platform: platform(appearance: .dark))
        let r = app.resolve()
        #expect(r.background?.hex == "#1C1C1E")
        #expect(r.readable == true)
    }

    @Test func clearShowsTheWindowBackground() throws {
        let r = try makeApp([.viewController("a", background: DynamicColor(.clear))], root: "a", platform: platform()).resolve()
        #expect(r.background == .black)
        #expect(r.statusBar.content == .dark)
        #expect(r.readable == false)
    }

    @Test func systemBackgroundByDefault() throws {
        #expect(try makeApp([.viewController("a")], root: "a").resolve().background == .white)
        #expect(try makeApp([.viewController("a")], root: "a", platform: platform(appearance: .dark)).resolve().background == .black)
    }
}

@Suite("R12 hidden bars")
struct HiddenContrastTests {
    @Test func hiddenBarHasNoContrast() throws {
        let r = try makeApp([.viewController("a", hidden: true, background: .hex("#FFFFFF"))], root: "a",
                            platform: platform(appearance: .dark)).resolve()
        #expect(r.statusBar.hidden)
        #expect(r.background?.hex == "#FFFFFF")
        #expect(r.contrast == nil)
        #expect(r.readable == nil)
        #expect(!r.hasDiagnostic("unreadable-status-bar"))
    }
}
