import ScenarioFormat
import SourceModel
import StatusBarEngine
import Testing

/// A scenario that uses every field the format defines.
let everyField = """
    platform:
      ios: "16.4"
      device: iphone-14
      orientation: landscapeLeft
      appearance: dark
      defaultStylePolicy: adaptive
    info:
      UIViewControllerBasedStatusBarAppearance: true
      UIStatusBarStyle: UIStatusBarStyleLightContent
      "UIStatusBarStyle~ipad": UIStatusBarStyleDarkContent
      UIStatusBarHidden: false
      "UIStatusBarHidden~iphone": true
      "UIStatusBarHidden~ipod": true
      UIUserInterfaceStyle: Dark
      CFBundleName: Kiosk
      UIRequiredDeviceCapabilities: [armv7]
    windows:
      - id: main
        root: tabs
        level: normal
        hidden: false
        canAffectStatusBarAppearance: true
        overrideUserInterfaceStyle: light
        background: "#102030"
      - id: banner
        root: bannerVC
        level: 1500.5
        canAffectStatusBarAppearance: false
    controllers:
      tabs: { kind: tabBar, viewControllers: [feedNav, settings, split], selected: 1, class: MainTabBarController }
      feedNav:
        kind: navigation
        viewControllers: [feed, detail]
        navigationBarHidden: true
        barStyle: black
        barTintColor: "#0A84FF"
        childForStatusBarStyle: null
        childForStatusBarHidden: detail
      feed:
        preferredStatusBarStyle: darkContent
        prefersStatusBarHidden: true
        preferredStatusBarUpdateAnimation: slide
        overrideUserInterfaceStyle: dark
        background: { light: "#FFF", dark: systemBackground }
      detail: { background: clear }
      settings:
        kind: container
        children: [form]
        overrideTraitCollectionForChildren: { form: dark }
        presented: sheet
      form: { background: "#11223380" }
      sheet:
        modalPresentationStyle: pageSheet
        modalPresentationCapturesStatusBarAppearance: true
        presentationOverrideUserInterfaceStyle: light
      split: { kind: split, viewControllers: [primary, secondary] }
      primary: { sheetDetent: medium }
      secondary:
      pages: { kind: page, children: [] }
      bannerVC: { preferredStatusBarStyle: blackOpaque }
      detail2: {}
      player: { modalPresentationStyle: fullScreen }
      toastVC: {}
    events:
      - launch
      - push: { navigation: feedNav, controller: detail2 }
      - pop: { navigation: feedNav }
      - setViewControllers: { navigation: feedNav, viewControllers: [feed, detail] }
      - setNavigationBarHidden: { navigation: feedNav, hidden: false }
      - selectTab: { tabBar: tabs, index: 0 }
      - present: { presenter: feed, controller: player }
      - dismiss: { controller: player }
      - set: { controller: feed, preferredStatusBarStyle: lightContent, prefersStatusBarHidden: false, preferredStatusBarUpdateAnimation: none, childForStatusBarStyle: null, background: black }
      - setNeedsStatusBarAppearanceUpdate: feed
      - setAppearance: light
      - setOverrideUserInterfaceStyle: { controller: feed, style: dark }
      - setOverrideUserInterfaceStyle: { window: main, style: unspecified }
      - rotate: portrait
      - setApplicationStatusBarStyle: lightContent
      - setApplicationStatusBarHidden: { hidden: true, animation: slide }
      - showWindow: { id: toast, level: alert, root: toastVC }
      - hideWindow: toast
    """

@Suite struct ScenarioReaderTests {
    let scenario: Scenario

    init() throws {
        scenario = try ScenarioReader.read(text: everyField, file: "every.yml")
    }

    @Test func platform() {
        let p = scenario.app.platform
        #expect(p.ios == IOSVersion(16, 4))
        #expect(p.device.id == "iphone-14")
        #expect(p.orientation == .landscapeLeft)
        #expect(p.appearance == .dark)
        #expect(p.defaultStylePolicy == .adaptive)
    }

    @Test func infoPlistKeysAndDeviceSuffixes() {
        let info = scenario.app.info
        #expect(info.viewControllerBasedStatusBarAppearance == true)
        #expect(info.statusBarStyle == DeviceKeyed(plain: .lightContent, ipad: .darkContent))
        #expect(info.statusBarHidden == DeviceKeyed(plain: false, iphone: true, ipod: true))
        #expect(info.userInterfaceStyle == .dark)
    }

    @Test func windows() {
        let w = scenario.app.windows
        #expect(w.map(\.id) == ["main", "banner"])
        #expect(w[0] == Window(id: "main", root: "tabs", level: .normal, hidden: false, canAffectStatusBarAppearance: true,
                               overrideUserInterfaceStyle: .light, background: DynamicColor(RGBA(hex: "#102030")!)))
        #expect(w[1].level == WindowLevel(1500.5))
        #expect(w[1].canAffectStatusBarAppearance == false)
    }

    @Test func containers() throws {
        let app = scenario.app
        let tabs = try #require(app.controller("tabs"))
        #expect(tabs.content == .tabBar(TabBarState(viewControllers: ["feedNav", "settings", "split"], selected: 1)))
        #expect(tabs.displayName == "MainTabBarController")
        let nav = try #require(app.controller("feedNav"))
        #expect(nav.content == .navigation(NavigationState(stack: NavigationStack(root: "feed", pushed: ["detail"]),
                                                           navigationBarHidden: true, barStyle: .black,
                                                           barTintColor: DynamicColor(RGBA(hex: "#0A84FF")!))))
        #expect(nav.childForStatusBarStyle == ChildAnswer.none)
        #expect(nav.childForStatusBarHidden == .controller("detail"))
        #expect(app.controller("split")?.content == .split(["primary", "secondary"]))
        #expect(app.controller("pages")?.content == .page([]))
        let settings = try #require(app.controller("settings"))
        #expect(settings.content == .container(["form"]))
        #expect(settings.overrideTraitCollectionForChildren == ["form": .dark])
        #expect(settings.presented == "sheet")
    }

    @Test func controllerAnswers() throws {
        let app = scenario.app
        let feed = try #require(app.controller("feed"))
        #expect(feed.kind == .viewController)
        #expect(feed.preferredStatusBarStyle == .darkContent)
        #expect(feed.prefersStatusBarHidden == true)
        #expect(feed.preferredStatusBarUpdateAnimation == .slide)
        #expect(feed.overrideUserInterfaceStyle == .dark)
        #expect(feed.childForStatusBarStyle == .kindDefault)
        #expect(feed.background?.light == RGBA.white)
        #expect(feed.background?.dark == RGBA.black)
        #expect(app.controller("detail")?.background == DynamicColor.system("clear"))
        #expect(app.controller("form")?.background?.light.hex == "#11223380")
        let sheet = try #require(app.controller("sheet"))
        #expect(sheet.modalPresentationStyle == .pageSheet)
        #expect(sheet.modalPresentationCapturesStatusBarAppearance)
        #expect(sheet.presentationOverrideUserInterfaceStyle == .light)
        #expect(sheet.sheetDetent == .large)
        #expect(app.controller("primary")?.sheetDetent == .medium)
        #expect(app.controller("secondary") == Controller(id: "secondary"))
        #expect(app.controller("bannerVC")?.preferredStatusBarStyle == .blackOpaque)
    }

    @Test func everyEventInOrder() {
        let expected: [Event] = [
            .launch,
            .push(navigation: "feedNav", controller: "detail2"),
            .pop(navigation: "feedNav"),
            .setViewControllers(navigation: "feedNav", viewControllers: ["feed", "detail"]),
            .setNavigationBarHidden(navigation: "feedNav", hidden: false),
            .selectTab(tabBar: "tabs", index: 0),
            .present(presenter: "feed", controller: "player"),
            .dismiss(controller: "player"),
            .set(controller: "feed", AnswerChange(preferredStatusBarStyle: .lightContent, prefersStatusBarHidden: false,
                                                  preferredStatusBarUpdateAnimation: StatusBarAnimation.none,
                                                  childForStatusBarStyle: ChildAnswer.none,
                                                  background: DynamicColor.system("black"))),
            .setNeedsStatusBarAppearanceUpdate("feed"),
            .setAppearance(.light),
            .setOverrideUserInterfaceStyle(.controller("feed"), .dark),
            .setOverrideUserInterfaceStyle(.window("main"), .unspecified),
            .rotate(.portrait),
            .setApplicationStatusBarStyle(.lightContent),
            .setApplicationStatusBarHidden(true, animation: .slide),
            .showWindow(Window(id: "toast", root: "toastVC", level: .alert)),
            .hideWindow("toast"),
        ]
        #expect(scenario.events == expected)
        #expect(scenario.launchIsExplicit)
    }

    @Test func sourceMapPointsAtIDsFieldsElementsAndEvents() {
        let map = scenario.sourceMap
        #expect(map.location(of: .controller("feedNav", field: nil, index: nil)) == SourceLocation(file: "every.yml", line: 31, column: 3))
        #expect(map.location(of: .controller("tabs", field: "selected", index: nil)).line == 30)
        #expect(map.location(of: .controller("tabs", field: "selected", index: nil)).column == 80)
        #expect(map.location(of: .controller("tabs", field: "viewControllers", index: 2)) == SourceLocation(file: "every.yml", line: 30, column: 62))
        #expect(map.location(of: .controller("feedNav", field: "viewControllers", index: 1)) == SourceLocation(file: "every.yml", line: 33, column: 29))
        #expect(map.location(of: .window("banner", field: "level")) == SourceLocation(file: "every.yml", line: 27, column: 12))
        #expect(map.location(of: .window("main", field: nil)) == SourceLocation(file: "every.yml", line: 18, column: 5))
        #expect(map.location(ofEvent: 0) == SourceLocation(file: "every.yml", line: 65, column: 5))
        #expect(map.location(ofEvent: 17) == SourceLocation(file: "every.yml", line: 82, column: 5))
        #expect(map.location(ofEvent: 1, field: "controller").column == 46)
    }

    @Test func eventsAreOptionalAndLaunchIsImplicit() throws {
        let s = try ScenarioReader.read(text: """
            windows: [{ id: main, root: home }]
            controllers: { home: {} }
            """, file: "min.yml")
        #expect(s.events == [.launch])
        #expect(!s.launchIsExplicit)
        #expect(s.app.platform == Platform())
        #expect(s.app.info == InfoPlist())
    }

    @Test func eventsMayNameControllersNotPlacedYet() throws {
        let s = try ScenarioReader.read(text: """
            windows: [{ id: main, root: nav }]
            controllers:
              nav: { kind: navigation, viewControllers: [home] }
              home: {}
              detail: { preferredStatusBarStyle: lightContent }
            events:
              - push: { navigation: nav, controller: detail }
            """, file: "later.yml")
        #expect(s.events == [.launch, .push(navigation: "nav", controller: "detail")])
        #expect(s.app.isOnScreen("detail") == false)
        #expect(s.sourceMap.location(ofEvent: 0) == SourceLocation(file: "later.yml", line: 6, column: 1))
    }

    @Test(arguments: [("17", IOSVersion(17)), ("16.4", IOSVersion(16, 4)), ("\"12.1.2\"", IOSVersion(12, 1, 2)), ("15.0", IOSVersion(15))])
    func iosVersionIsAStringOrANumber(text: String, version: IOSVersion) throws {
        let s = try ScenarioReader.read(text: "platform: { ios: \(text) }\nwindows: [{ id: w }]\n", file: "v.yml")
        #expect(s.app.platform.ios == version)
    }

    @Test(arguments: [
        ("\"#FFF\"", RGBA.white), ("\"#000000\"", RGBA.black), ("\"#FF000080\"", RGBA(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)),
        ("systemBlue", RGBA(hex: "#007AFF")!), ("{ light: white, dark: \"#123\" }", RGBA.white),
    ])
    func colors(text: String, light: RGBA) throws {
        let s = try ScenarioReader.read(text: "windows: [{ id: w, background: \(text) }]\n", file: "c.yml")
        #expect(s.app.windows[0].background?.light == light)
    }

    @Test func jsonIsReadThroughTheSameReaderWithTabsAndTightColons() throws {
        let json = "{\n\t\"platform\":{\"ios\":17.2,\"device\":\"iphone-se-3\"},\n\t\"info\": {\"UIStatusBarHidden\": true},\n\t\"windows\": [\n\t\t{\"id\": \"main\", \"root\": \"home\", \"background\": \"#FFFFFF\"}\n\t],\n\t\"controllers\": {\"home\": {\"preferredStatusBarStyle\": \"lightContent\", \"class\": \"Home\\/VC\"}},\n\t\"events\": [\"launch\", {\"rotate\": \"landscapeLeft\"}]\n}\n"
        let s = try ScenarioReader.read(text: json, file: "s.json")
        #expect(s.app.platform.ios == IOSVersion(17, 2))
        #expect(s.app.platform.device.id == "iphone-se-3")
        #expect(s.app.info.statusBarHidden.plain == true)
        #expect(s.app.controller("home")?.className == "Home/VC")
        #expect(s.events == [.launch, .rotate(.landscapeLeft)])
        #expect(s.sourceMap.location(of: .window("main", field: "root")) == SourceLocation(file: "s.json", line: 5, column: 26))
    }
}

@Suite struct JSONSpecificsTests {
    @Test func unicodeEscapesIncludingSurrogatePairs() throws {
        let json = #"{"windows": [{"id": "main", "root": "home"}], "controllers": {"home": {"class": "Caf\u00e9\ud83d\ude00VC"}}}"#
        let s = try ScenarioReader.read(text: json, file: "u.json")
        #expect(s.app.controller("home")?.className == "Café😀VC")
        // Columns after a rewritten pair still point into the original text.
        let bad = #"{"windows": [{"id": "\ud83d\ude00", "root": 7, "hidden": "no"}]}"#
        #expect(throws: LocatedError.self) { try ScenarioReader.read(text: bad, file: "b.json") }
        do {
            _ = try ScenarioReader.read(text: bad, file: "b.json")
        } catch {
            #expect(error.location.column == 58)
        }
    }

    @Test func jsonBooleansNullsAndNumbersKeepTheirTypes() throws {
        let json = #"{"windows": [{"id": "main", "root": "nav", "level": 1000, "hidden": false}], "controllers": {"nav": {"kind": "navigation", "viewControllers": ["a"], "childForStatusBarStyle": null}, "a": {}}}"#
        let s = try ScenarioReader.read(text: json, file: "t.json")
        #expect(s.app.windows[0].level == .statusBar)
        #expect(s.app.controller("nav")?.childForStatusBarStyle == ChildAnswer.none)
    }
}
