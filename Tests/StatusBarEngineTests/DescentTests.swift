import Testing
@testable import StatusBarEngine

@Suite("R5–R8 descent, style, hidden, animation")
struct DescentTests {
    @Test func navigationWithVisibleBarSwallowsTheChild() throws {
        let app = try makeApp([.navigation("nav", stack: "feed"), .viewController("feed", style: .lightContent)], root: "nav")
        let r = app.resolve()
        #expect(r.statusBar.styleDecidedBy == .controller("nav"))
        #expect(r.statusBar.style == .default)
        #expect(r.statusBar.hiddenDecidedBy == .controller("feed"))
        let d = r.diagnostics.first { $0.id == "preference-swallowed-by-navigation" }
        #expect(d?.controller == "feed")
        #expect(d?.message.contains("override childForStatusBarStyle") == true)
    }

    @Test func navigationWithHiddenBarForwardsToTheTop() throws {
        let app = try makeApp([.navigation("nav", stack: "feed", "detail", barHidden: true),
                               .viewController("feed"), .viewController("detail", style: .lightContent)], root: "nav")
        let r = app.resolve()
        #expect(r.statusBar.styleDecidedBy == .controller("detail"))
        #expect(r.statusBar.style == .lightContent)
    }

    @Test func navigationOverrideForwardsToTheTop() throws {
        let nav = Controller.navigation("nav", stack: "feed").with { $0.childForStatusBarStyle = .controller("feed") }
        let r = try makeApp([nav, .viewController("feed", style: .lightContent)], root: "nav").resolve()
        #expect(r.statusBar.styleDecidedBy == .controller("feed"))
        #expect(!r.hasDiagnostic("preference-swallowed-by-navigation"))
    }

    @Test("navigation barStyle gives its style", arguments: [(BarStyle.black, StatusBarStyle.lightContent), (.default, .default)])
    func barStyle(bar: BarStyle, style: StatusBarStyle) throws {
        let r = try makeApp([.navigation("nav", stack: "feed", barStyle: bar), .viewController("feed")], root: "nav").resolve()
        #expect(r.statusBar.style == style)
    }

    @Test func navigationSubclassMayOverrideTheStyle() throws {
        let nav = Controller.navigation("nav", stack: "feed", barStyle: .default).with { $0.preferredStatusBarStyle = .lightContent }
        let r = try makeApp([nav, .viewController("feed")], root: "nav").resolve()
        #expect(r.statusBar.style == .lightContent)
    }

    @Test func tabBarForwardsToTheSelectedTab() throws {
        let app = try makeApp([.tabBar("tabs", tabs: ["a", "b"], selected: 1),
                               .viewController("a", style: .darkContent), .viewController("b", style: .lightContent, hidden: true)],
                              root: "tabs")
        let r = app.resolve()
        #expect(r.statusBar.styleDecidedBy == .controller("b"))
        #expect(r.statusBar.hiddenDecidedBy == .controller("b"))
        #expect(r.statusBar.hidden)
        #expect(r.statusBar.height == 0)
    }

    @Test func tabBarThenNavigationThenChild() throws {
        let app = try makeApp([.tabBar("tabs", tabs: ["nav"]), .navigation("nav", stack: "list", "detail"),
                               .viewController("list"), .viewController("detail", hidden: true)], root: "tabs")
        let r = app.resolve()
        #expect(r.statusBar.styleDecidedBy == .controller("nav"))
        #expect(r.statusBar.hiddenDecidedBy == .controller("detail"))
        #expect(r.statusBar.hidden)
        #expect(r.rulesCited.contains(.r5) && r.rulesCited.contains(.r7))
    }

    @Test("split, page and custom containers decide themselves", arguments: [ControllerKind.split, .page, .container])
    func containersDecide(kind: ControllerKind) throws {
        let content: ControllerContent = kind == .split ? .split(["a"]) : kind == .page ? .page(["a"]) : .container(["a"])
        let r = try makeApp([Controller(id: "c", content: content), .viewController("a", style: .lightContent, hidden: true)],
                            root: "c").resolve()
        #expect(r.statusBar.styleDecidedBy == .controller("c"))
        #expect(r.statusBar.hiddenDecidedBy == .controller("c"))
        #expect(r.statusBar.hidden == false)
    }

    @Test func customContainerForwardsByOverride() throws {
        let c = Controller(id: "c", content: .container(["a"])).with {
            $0.childForStatusBarStyle = .controller("a")
            $0.childForStatusBarHidden = .controller("a")
        }
        let r = try makeApp([c, .viewController("a", style: .lightContent, hidden: true)], root: "c").resolve()
        #expect(r.statusBar.styleDecidedBy == .controller("a"))
        #expect(r.statusBar.hidden)
    }

    @Test func childOverrideReturningNilStopsTheDescent() throws {
        let tabs = Controller.tabBar("tabs", tabs: ["a"]).with { $0.childForStatusBarStyle = ChildAnswer.none }
        let r = try makeApp([tabs, .viewController("a", style: .lightContent)], root: "tabs").resolve()
        #expect(r.statusBar.styleDecidedBy == .controller("tabs"))
    }

    @Test("deprecated styles read as lightContent", arguments: [StatusBarStyle.blackOpaque, .blackTranslucent])
    func deprecatedStyles(style: StatusBarStyle) throws {
        let r = try makeApp([.viewController("a", style: style)], root: "a").resolve()
        #expect(r.statusBar.content == .light)
        #expect(r.statusBar.style == style)
        #expect(r.hasDiagnostic("deprecated-status-bar-api"))
    }

    @Test func animationComesFromTheHiddenDecider() throws {
        let nav = Controller.navigation("nav", stack: "player").with { $0.preferredStatusBarUpdateAnimation = StatusBarAnimation.none }
        let player = Controller.viewController("player").with { $0.preferredStatusBarUpdateAnimation = .slide }
        let r = try makeApp([nav, player], root: "nav").resolve()
        #expect(r.statusBar.hiddenDecidedBy == .controller("player"))
        #expect(r.statusBar.animation == .slide)
        #expect(try makeApp([.viewController("a")], root: "a").resolve().statusBar.animation == .fade)
    }

    @Test("landscape hiding", arguments: [
        ("iphone-se-3", Bool?.none, true),
        ("iphone-se-3", Bool?.some(false), false),
        ("iphone-15-pro", Bool?.some(false), true),
        ("iphone-x", Bool?.some(false), true),
        ("ipad-10", Bool?.none, false),
    ])
    func landscape(device: String, prefers: Bool?, hidden: Bool) throws {
        let a = Controller.viewController("a").with { $0.prefersStatusBarHidden = prefers }
        let r = try makeApp([a], root: "a", platform: platform(device: device, orientation: .landscapeLeft)).resolve()
        #expect(r.statusBar.hidden == hidden)
        #expect(r.statusBar.height == (hidden ? 0 : DeviceProfile.named(device)!.statusBarHeight))
    }

    @Test("R11 heights per device", arguments: [("iphone-se-3", 20.0), ("iphone-x", 44), ("iphone-11", 48),
                                                 ("iphone-12-mini", 50), ("iphone-14", 47), ("iphone-15-pro", 54),
                                                 ("iphone-16-pro", 54), ("ipad-10", 24), ("ipad-pro-11", 24)])
    func heights(device: String, height: Double) throws {
        let r = try makeApp([.viewController("a")], root: "a", platform: platform(device: device)).resolve()
        #expect(r.statusBar.height == height)
        #expect(r.trace.contains { $0.rule == .r12 })
    }

    @Test func iPhone16ProSafeAreaIsNotTheStatusBar() {
        let d = DeviceProfile.named("iphone-16-pro")!
        #expect(d.safeAreaTop == 62)
        #expect(d.statusBarHeight == 54)
    }
}
