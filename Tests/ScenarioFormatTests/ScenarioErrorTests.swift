import ScenarioFormat
import SourceModel
import Testing

/// One bad scenario: where the error must land and a fragment of its message.
struct BadScenario: CustomTestStringConvertible, Sendable {
    let name: String
    let file: String
    let text: String
    let line: Int
    let column: Int
    let fragment: String

    init(_ name: String, file: String = "bad.yml", _ text: String, _ line: Int, _ column: Int, _ fragment: String) {
        self.name = name
        self.file = file
        self.text = text
        self.line = line
        self.column = column
        self.fragment = fragment
    }

    var testDescription: String { name }
}

let base = """
    windows:
      - id: main
        root: nav
    controllers:
      nav: { kind: navigation, viewControllers: [home] }
      home: {}
    """

let badScenarios: [BadScenario] = [
    BadScenario("unknown top-level key", "windows: []\ncontrolers: {}\n", 2, 1, "unknown key 'controlers' in the scenario: did you mean 'controllers'?"),
    BadScenario("unknown controller key", base + "\n  detail: { preferedStatusBarStyle: lightContent }\n", 7, 13,
                "did you mean 'preferredStatusBarStyle'?"),
    BadScenario("unknown window key", "windows:\n  - id: main\n    rooot: home\n", 3, 5, "did you mean 'root'?"),
    BadScenario("unknown sheet detent", base + "\n  detail: { sheetDetent: half }\n", 7, 26, "unknown sheet detent 'half'"),
    BadScenario("string for a Boolean answer", base + "\n  detail: { prefersStatusBarHidden: \"yes\" }\n", 7, 37,
                "prefersStatusBarHidden must be a Boolean (true or false), found the string \"yes\": write true or false"),
    BadScenario("string for a Boolean Info.plist key", "info:\n  UIViewControllerBasedStatusBarAppearance: \"NO\"\n" + base, 2, 45,
                "UIViewControllerBasedStatusBarAppearance must be a Boolean (true or false), found the string \"NO\""),
    BadScenario("unquoted NO is not a guess either", "info:\n  UIStatusBarHidden~ipad: NO\n" + base, 2, 27, "write true or false"),
    BadScenario("unknown UIStatusBarStyle", "info:\n  UIStatusBarStyle: UIStatusBarStyleLight\n" + base, 2, 21,
                "unknown UIStatusBarStyle 'UIStatusBarStyleLight'"),
    BadScenario("short UIStatusBarStyle name", "info:\n  UIStatusBarStyle: lightContent\n" + base, 2, 21,
                "Info.plist spells it 'UIStatusBarStyleLightContent'"),
    BadScenario("empty UIStatusBarStyle", "info:\n  UIStatusBarStyle: \"\"\n" + base, 2, 21, "an empty UIStatusBarStyle is invalid"),
    BadScenario("bad device suffix", "info:\n  UIStatusBarHidden~iPad: true\n" + base, 2, 3, "unknown device suffix '~iPad'"),
    BadScenario("unknown UIUserInterfaceStyle", "info: { UIUserInterfaceStyle: dark }\n" + base, 1, 31, "did you mean 'Dark'?"),
    BadScenario("dangling window root", "windows: [{ id: main, root: hom }]\ncontrollers: { home: {} }\n", 1, 29, "'hom' names no controller"),
    BadScenario("dangling child", base + "\n  tabs: { kind: tabBar, viewControllers: [home2, other] }\n", 7, 43, "'home2' names no controller"),
    BadScenario("controller used twice", base + "\n  tabs: { kind: tabBar, viewControllers: [home] }\n", 7, 43, "'home' is used twice"),
    BadScenario("a controller presented and contained", "windows: [{ id: main, root: a }]\ncontrollers:\n  a: { kind: container, children: [b] }\n  b: { presented: c }\n  c: { kind: container, children: [d] }\n  d: { presented: c }\n",
                6, 19, "'c' is used twice"),
    BadScenario("containment cycle", "windows: [{ id: main }]\ncontrollers:\n  a: { kind: container, children: [b] }\n  b: { kind: container, children: [a] }\n",
                3, 3, "cycle"),
    BadScenario("selected out of range", base + "\n  tabs: { kind: tabBar, viewControllers: [x], selected: 3 }\n  x: {}\n", 7, 57,
                "selected index 3 is out of range"),
    BadScenario("field that does not fit the kind", base + "\n  detail: { barStyle: black }\n", 7, 13,
                "'barStyle' does not fit controller 'detail', a viewController: it is a field of navigation controllers"),
    BadScenario("childForStatusBarStyle outside the children", base + "\n  other: { childForStatusBarStyle: home }\n", 7, 36,
                "not one of its children"),
    BadScenario("unknown device", "platform: { device: iphone-15-pr }\n" + base, 1, 21, "unknown device 'iphone-15-pr': did you mean 'iphone-15-pro'?"),
    BadScenario("bad hex color", base + "\n  detail: { background: \"#12345\" }\n", 7, 25, "bad color '#12345'"),
    BadScenario("unquoted hex color is a YAML comment", base + "\n  detail:\n    background: #FFFFFF\n", 8, 16, "an unquoted # starts a YAML comment"),
    BadScenario("unknown system color", base + "\n  detail: { background: systemBackgroud }\n", 7, 25, "did you mean 'systemBackground'?"),
    BadScenario("dynamic color without dark", base + "\n  detail: { background: { light: white } }\n", 7, 25, "needs both 'light' and 'dark'"),
    BadScenario("unknown enum value", base + "\n  detail: { preferredStatusBarStyle: light }\n", 7, 38, "unknown status bar style 'light'"),
    BadScenario("broken YAML", "windows:\n  - id: main\n   root: [home\n", 3, 4, "invalid YAML"),
    BadScenario("broken JSON", file: "bad.json", "{\n  \"windows\": [ { \"id\": \"main\" } ],\n  \"controllers\": { \"home\": {} \n}\n", 5, 1, "invalid JSON"),
    BadScenario("tab indentation in YAML", "windows:\n\t- id: main\n", 2, 1, "YAML does not allow tabs for indentation"),
    BadScenario("duplicate key in JSON", file: "dup.json", "{\"windows\": [{\"id\": \"a\"}],\n \"windows\": []}", 2, 2, "duplicate key 'windows'"),
    BadScenario("duplicate key", base + "\n  home: {}\n", 7, 3, "duplicate key 'home'"),
    BadScenario("empty file", "", 1, 1, "the scenario is empty"),
    BadScenario("only a comment", "# nothing here\n", 1, 1, "the scenario is empty"),
    BadScenario("not a map", "- a\n- b\n", 1, 1, "the scenario must be a map, found a list"),
    BadScenario("no windows", "controllers: { home: {} }\n", 1, 1, "the scenario has no 'windows'"),
    BadScenario("unknown event", base + "\nevents:\n  - launch\n  - pushh: { navigation: nav, controller: home }\n", 9, 5,
                "unknown event 'pushh': did you mean 'push'?"),
    BadScenario("event with two keys", base + "\nevents:\n  - { pop: { navigation: nav }, rotate: portrait }\n", 8, 5,
                "an event is a map with one key"),
    BadScenario("event missing an argument", base + "\nevents:\n  - push: { navigation: nav }\n", 8, 11, "'push' needs 'controller'"),
    BadScenario("event argument of the wrong type", base + "\nevents:\n  - selectTab: { tabBar: nav, index: first }\n", 8, 26,
                "'nav' is a navigation controller, not a tabBar controller"),
    BadScenario("event naming an unknown controller", base + "\nevents:\n  - setNeedsStatusBarAppearanceUpdate: hme\n", 8, 40,
                "'hme' names no controller: did you mean 'home'?"),
    BadScenario("event needing a value", base + "\nevents:\n  - rotate\n", 8, 5, "event 'rotate' needs a value"),
    BadScenario("launch not first", base + "\nevents:\n  - rotate: portrait\n  - launch\n", 9, 5, "'launch' is always the first event"),
    BadScenario("hiding an unknown window", base + "\nevents:\n  - hideWindow: toast\n", 8, 17, "'toast' names no window"),
    BadScenario("malformed event value", base + "\nevents:\n  - setApplicationStatusBarHidden: { hidden: 1 }\n", 8, 46,
                "hidden must be a Boolean"),
    BadScenario("bad iOS version", "platform: { ios: seventeen }\n" + base, 1, 18, "platform.ios must be a version"),
    BadScenario("JSON string for a Boolean", file: "bad.json", "{\"windows\": [{\"id\": \"main\", \"hidden\": \"false\"}]}", 1, 39,
                "hidden must be a Boolean (true or false), found the string \"false\""),
    BadScenario("navigation without a stack", base + "\n  other: { kind: navigation }\n", 7, 3, "needs a non-empty 'viewControllers'"),
]

@Suite struct ScenarioErrorTests {
    @Test(arguments: badScenarios)
    func errorIsLocated(_ bad: BadScenario) {
        do {
            _ = try ScenarioReader.read(text: bad.text, file: bad.file)
            Issue.record("expected an error")
        } catch {
            #expect(error.location == SourceLocation(file: bad.file, line: bad.line, column: bad.column), "\(error)")
            #expect(error.message.contains(bad.fragment), "\(error.message)")
        }
    }

    @Test func errorShowsTheLineAndACaret() {
        do {
            _ = try ScenarioReader.read(text: base + "\n  detail: { prefersStatusBarHidden: \"yes\" }\n", file: "Sheet.yml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == """
                Sheet.yml:7:37: error: prefersStatusBarHidden must be a Boolean (true or false), found the string "yes": write true or false
                  detail: { prefersStatusBarHidden: "yes" }
                                                    ^
                """)
        }
    }

    @Test func columnsCountUTF8BytesAfterNonASCIIText() {
        do {
            _ = try ScenarioReader.read(text: "description: \"é\"\nwindows: [{ id: main, root: x }]\ncontrollers: { \"café\": { kind: nav } }\n",
                                        file: "u.yml")
            Issue.record("expected an error")
        } catch {
            // "café" is 5 bytes: `controllers: { "café": { kind: ` puts `nav` at byte 33.
            #expect(error.location == SourceLocation(file: "u.yml", line: 3, column: 33))
        }
    }
}
