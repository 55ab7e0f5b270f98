import Testing
@testable import StatusBarEngine

/// R9 by iOS version: `default` is dark content before 13, follows the interface style on 13–16,
/// adapts to the content below from 17; `lightContent` and `darkContent` never adapt.
@Suite("R9: default by iOS version")
struct DefaultByVersionTests {
    func resolve(ios: String, appearance: Appearance, style: StatusBarStyle? = nil, background: String = "#FFFFFF",
                 policy: DefaultStylePolicy = .byVersion) throws -> Resolution {
        var c = Controller.viewController("screen", background: .hex(background))
        if let style { c.preferredStatusBarStyle = style }
        return try makeApp([c], root: "screen", platform: platform(ios: ios, appearance: appearance, policy: policy)).resolve()
    }

    @Test func beforeIOS13DefaultIsDarkContent() throws {
        let r = try resolve(ios: "12.4", appearance: .dark)
        #expect(r.statusBar.content == .dark)
        #expect(r.trace.contains { $0.rule == .r9 && $0.text.contains("before 13") })
    }

    @Test func onIOS13To16DefaultFollowsTheInterfaceStyle() throws {
        let r = try resolve(ios: "16.0", appearance: .dark)
        #expect(r.statusBar.content == .light)
        #expect(r.readable == false)
        #expect(r.trace.contains { $0.rule == .r9 && $0.text.contains("13 to 16") })
        #expect(r.diagnostics.contains { $0.id == "unreadable-status-bar" })
    }

    @Test func fromIOS17DefaultAdaptsToTheBackground() throws {
        let white = try resolve(ios: "17.0", appearance: .dark)
        #expect(white.statusBar.content == .dark)
        #expect(white.readable == true)
        #expect(white.trace.contains { $0.rule == .r9 && $0.assumption == .adaptiveDefault && $0.text.contains("17 and later") })
        let black = try resolve(ios: "18.0", appearance: .light, background: "#000000")
        #expect(black.statusBar.content == .light)
        #expect(black.readable == true)
    }

    @Test(arguments: ["12.0", "16.0", "17.0", "26.0"])
    func explicitStylesNeverAdapt(ios: String) throws {
        let r = try resolve(ios: ios, appearance: .dark, style: .lightContent)
        #expect(r.statusBar.content == .light)
        #expect(r.readable == false)
    }

    @Test func theScenarioCanChooseAPolicy() throws {
        let r = try resolve(ios: "17.0", appearance: .dark, policy: .interfaceStyle)
        #expect(r.statusBar.content == .light)
        let adaptive = try resolve(ios: "15.0", appearance: .dark, policy: .adaptive)
        #expect(adaptive.statusBar.content == .dark)
    }

    @Test func theLaunchScreenOnIOS17IsAdaptive() throws {
        let app = try makeApp([.viewController("screen")], root: "screen", platform: platform(ios: "17.0", policy: .byVersion))
        #expect(app.launchState(explain: false).state.content == .adaptive)
        let old = try makeApp([.viewController("screen")], root: "screen", platform: platform(ios: "16.0", appearance: .dark, policy: .byVersion))
        #expect(old.launchState(explain: false).state.content == .light)
    }

    @Test func adaptiveContentIsReadableOnAnyBackground() {
        for hex in ["#000000", "#FFFFFF", "#777777", "#0A84FF"] {
            #expect(StatusBarContent.adaptive.contrast(on: RGBA(hex: hex)!) >= 3)
        }
    }
}
