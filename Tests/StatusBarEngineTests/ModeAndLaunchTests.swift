import Testing
@testable import StatusBarEngine

@Suite("R1 modes and R2 launch")
struct ModeAndLaunchTests {
    @Test func absentKeyIsControllerBased() throws {
        let app = try makeApp([.viewController("a", style: .lightContent)], root: "a")
        let r = app.resolve()
        #expect(r.statusBar.mode == .viewControllerBased)
        #expect(r.statusBar.style == .lightContent)
        #expect(r.statusBar.styleDecidedBy == .controller("a"))
        #expect(r.trace.first?.rule == .r1)
    }

    @Test func applicationModeIgnoresControllers() throws {
        let info = InfoPlist(viewControllerBasedStatusBarAppearance: false,
                             statusBarStyle: DeviceKeyed(plain: .lightContent))
        let app = try makeApp([.viewController("a", style: .darkContent, hidden: true)], root: "a", info: info)
        let r = app.resolve()
        #expect(r.statusBar.mode == .application)
        #expect(r.statusBar.style == .lightContent)
        #expect(r.statusBar.hidden == false)
        #expect(r.statusBar.styleDecidedBy == .application)
        #expect(r.statusBar.hiddenDecidedBy == .application)
        #expect(r.hasDiagnostic("ignored-controller-preference"))
        #expect(r.hasDiagnostic("application-mode"))
    }

    @Test func applicationModeDefaults() throws {
        let app = try makeApp([.viewController("a")], root: "a",
                              info: InfoPlist(viewControllerBasedStatusBarAppearance: false))
        let r = app.resolve()
        #expect(r.statusBar.style == .default)
        #expect(r.statusBar.content == .dark)
        #expect(!r.hasDiagnostic("ignored-controller-preference"))
    }

    @Test func launchReadsInfoPlistOnly() throws {
        let info = InfoPlist(statusBarStyle: DeviceKeyed(plain: .lightContent), statusBarHidden: DeviceKeyed(plain: true))
        let app = try makeApp([.viewController("a", style: .darkContent)], root: "a", info: info)
        let launch = app.launchState().state
        #expect(launch.style == .lightContent)
        #expect(launch.hidden)
        #expect(launch.height == 0)
        #expect(launch.styleDecidedBy == .launch)
        #expect(app.resolve().statusBar.style == .darkContent)
    }

    @Test("device-suffixed keys win on their idiom", arguments: [
        ("iphone-15-pro", StatusBarStyle.darkContent, false),
        ("ipad-10", StatusBarStyle.lightContent, true),
    ])
    func deviceSuffixedKeys(device: String, style: StatusBarStyle, hidden: Bool) throws {
        let info = InfoPlist(statusBarStyle: DeviceKeyed(plain: .lightContent, iphone: .darkContent),
                             statusBarHidden: DeviceKeyed(plain: false, ipad: true))
        let app = try makeApp([.viewController("a")], root: "a", platform: platform(device: device), info: info)
        let (launch, trace) = app.launchState()
        #expect(launch.style == style)
        #expect(launch.hidden == hidden)
        #expect(trace.allSatisfy { $0.rule == .r2 || $0.rule == .r9 })
    }

    @Test func ipodKeyDoesNotApplyToAnIPhone() throws {
        let info = InfoPlist(statusBarStyle: DeviceKeyed(plain: .default, ipod: .lightContent))
        let app = try makeApp([.viewController("a")], root: "a", info: info)
        #expect(app.launchState().state.style == .default)
    }

    @Test func deprecatedInfoPlistStyleIsReported() throws {
        let info = InfoPlist(viewControllerBasedStatusBarAppearance: false, statusBarStyle: DeviceKeyed(plain: .blackOpaque))
        let r = try makeApp([.viewController("a")], root: "a", info: info).resolve()
        #expect(r.statusBar.content == .light)
        #expect(r.hasDiagnostic("deprecated-status-bar-api"))
    }

    @Test func darkModeOptOutIsInfo() throws {
        let r = try makeApp([.viewController("a")], root: "a", info: InfoPlist(userInterfaceStyle: .light)).resolve()
        #expect(r.diagnostics.first { $0.id == "dark-mode-opt-out" }?.severity == .info)
    }
}

@Suite("R3 which window")
struct WindowTests {
    let controllers: [Controller] = [.viewController("mainVC", style: .darkContent), .viewController("toastVC", style: .lightContent)]

    @Test func higherLevelWins() throws {
        let app = try App(windows: [Window(id: "toast", root: "toastVC", level: .alert), Window(id: "main", root: "mainVC")],
                          controllers: controllers)
        let r = app.resolve()
        #expect(r.statusBar.styleDecidedBy == .controller("toastVC"))
        #expect(r.trace.contains { $0.rule == .r3 && $0.assumption == .overlayWindow })
    }

    @Test func laterWindowWinsAtTheSameLevel() throws {
        let app = try App(windows: [Window(id: "main", root: "mainVC"), Window(id: "second", root: "toastVC")],
                          controllers: controllers)
        #expect(app.resolve().statusBar.styleDecidedBy == .controller("toastVC"))
    }

    @Test("windows that cannot decide are skipped", arguments: [
        Window(id: "toast", root: "toastVC", level: .alert, hidden: true),
        Window(id: "toast", root: "toastVC", level: .alert, canAffectStatusBarAppearance: false),
        Window(id: "toast", root: nil, level: .alert),
    ])
    func skipped(window: Window) throws {
        let app = try App(windows: [Window(id: "main", root: "mainVC"), window], controllers: controllers)
        #expect(app.resolve().statusBar.styleDecidedBy == .controller("mainVC"))
    }

    @Test func noWindowLeavesTheLaunchState() throws {
        let app = try App(info: InfoPlist(statusBarStyle: DeviceKeyed(plain: .lightContent)), windows: [],
                          controllers: controllers)
        let r = app.resolve()
        #expect(r.statusBar.styleDecidedBy == .launch)
        #expect(r.statusBar.style == .lightContent)
        #expect(r.contrast == nil)
        #expect(r.readable == nil)
    }

    @Test func numericLevelsCompare() {
        // Whole numbers outside Int's range are described without a trap (found in the Swift reader's twin).
        #expect(WindowLevel(1e20).description == "1e+20")
        #expect(WindowLevel(.infinity).description == "inf")
        #expect(WindowLevel(1001).description == "1001")
        #expect(WindowLevel(1500) > .statusBar)
        #expect(WindowLevel(1500) < .alert)
        #expect(WindowLevel(name: "statusBar") == .statusBar)
    }
}
