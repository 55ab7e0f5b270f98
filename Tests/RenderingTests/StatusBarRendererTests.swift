import Foundation
import TestSupport
import Testing
import StatusBarEngine
@testable import Rendering

@Suite("SVG of the top of a device")
struct StatusBarRendererTests {
    func svg(_ app: App, overrides: StatusBarOverrides = .standard) throws -> (text: String, root: XMLTree) {
        let text = StatusBarRenderer(overrides: overrides).render(resolution: app.resolve(), app: app)
        return (text, try parseXML(text))
    }

    func statusBarGroup(_ root: XMLTree) throws -> XMLTree {
        try #require(root.first(withClass: "status-bar"))
    }

    func number(_ node: XMLTree?, _ attribute: String) -> Double? {
        node?[attribute].flatMap(Double.init)
    }

    // MARK: Document

    @Test("every device profile gives a well-formed, labelled SVG", arguments: DeviceProfile.all.map(\.id))
    func wellFormedForEveryDevice(id: String) throws {
        let (_, root) = try svg(try SampleApps.single(device: id, style: .lightContent, background: "#123456"))
        #expect(root.name == "svg")
        #expect(root["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root["role"] == "img")
        let label = try #require(root["aria-label"])
        #expect(label.hasPrefix(DeviceProfile.named(id)!.name + " status bar: "))
        #expect(root.children.first?.name == "title")
        #expect(root.children.first?.text == label)
        #expect(root.first(withClass: "screen")?["fill"] == "#123456")
    }

    @Test("the viewBox is the width × the status bar area in points", arguments: [
        ("iphone-se-3", 375.0, 20.0), ("iphone-15-pro", 393, 54), ("ipad-10", 820, 24), ("iphone-x", 375, 44),
        ("iphone-12-mini", 375, 50), ("iphone-16-pro", 402, 54), ("ipad-pro-11", 834, 24),
    ])
    func viewBoxPerDevice(id: String, width: Double, height: Double) throws {
        let (_, root) = try svg(try SampleApps.single(device: id, background: "#FFFFFF"))
        #expect(root["viewBox"] == "0 0 \(Markup.number(width)) \(Markup.number(height))")
        #expect(number(root, "width") == width)
        #expect(number(root, "height") == height)
    }

    @Test("a visible navigation bar adds its area: 44 pt on an iPhone, 50 on an iPad", arguments: [
        ("iphone-15-pro", "0 0 393 98"), ("iphone-se-3", "0 0 375 64"), ("ipad-10", "0 0 820 74"),
    ])
    func navigationBarArea(id: String, viewBox: String) throws {
        let (_, root) = try svg(try SampleApps.newsReader(device: id))
        #expect(root["viewBox"] == viewBox)
        let bar = try #require(root.first(withClass: "navigation-bar"))
        #expect(bar["data-controller"] == "feedNav")
        #expect(bar.first(withClass: "bar-background")?["fill"] == "#0A84FF")
        // A tinted black bar is dark: its title placeholder is white.
        #expect(bar.first(withClass: "title-placeholder")?["fill"] == "#FFFFFF")
    }

    @Test func theLabelSaysWhatIsDrawnOnWhatAndWhoDecided() throws {
        let (_, root) = try svg(try SampleApps.newsReader())
        #expect(root["aria-label"] == "iPhone 15 Pro status bar: light content on #0A84FF, decided by 'feedNav'")
        let desc = try #require(root.all(named: "desc").first)
        #expect(desc.text.contains("the navigation bar of 'feedNav'"))
        #expect(desc.text.contains("contrast 3.65:1, readable"))
    }

    @Test func renderingIsDeterministic() throws {
        let app = try SampleApps.newsReader()
        let a = StatusBarRenderer().render(resolution: app.resolve(), app: app)
        let b = StatusBarRenderer().render(resolution: app.resolve(), app: app)
        #expect(a == b)
        #expect(a.hasSuffix("</svg>\n"))
    }

    @Test("no script, font file or external reference", arguments: ["iphone-15-pro", "iphone-se-3", "ipad-10"])
    func selfContained(id: String) throws {
        let overrides = try StatusBarOverrides(batteryState: .charging, dataNetwork: .lte)
        let (text, root) = try svg(try SampleApps.newsReader(device: id), overrides: overrides)
        for forbidden in ["<script", "href", "url(", "@font-face", "<image", "<foreignObject", "<style"] {
            #expect(!text.contains(forbidden), "\(forbidden)")
        }
        #expect(root.all.allSatisfy { node in !node.attributes.keys.contains { $0.hasPrefix("on") || $0 == "style" } })
        #expect(text.components(separatedBy: "http").count == 2)  // the SVG namespace only
    }

    // MARK: Sensor housing

    @Test func dynamicIslandIsACentredPill() throws {
        let (_, root) = try svg(try SampleApps.single(device: "iphone-15-pro", background: "#FFFFFF"))
        let island = try #require(root.first(withClass: "dynamic-island"))
        #expect(island.name == "rect")
        #expect(root.first(withClass: "notch") == nil)
        let x = try #require(number(island, "x")), width = try #require(number(island, "width"))
        #expect(abs(x + width / 2 - 393 / 2) < 0.01)
        #expect(width == 126)
        #expect(number(island, "y") == 11)
        #expect(number(island, "rx") == number(island, "height").map { Markup.number($0 / 2) }.flatMap(Double.init))
        #expect(island["fill"] == "#000000")
    }

    @Test("a notch: flat top, as wide as the model's, centred", arguments: [
        ("iphone-x", 209.0, 30.0), ("iphone-14", 162, 33), ("iphone-11", 230, 34),
    ])
    func notch(id: String, width: Double, depth: Double) throws {
        let (_, root) = try svg(try SampleApps.single(device: id, background: "#FFFFFF"))
        let notch = try #require(root.first(withClass: "notch"))
        #expect(root.first(withClass: "dynamic-island") == nil)
        let device = DeviceProfile.named(id)!
        let left = (device.width - width) / 2
        let d = try #require(notch["d"])
        // Starts at the left ear on the top edge, goes down to the notch's depth.
        #expect(d.hasPrefix("M\(Markup.number(left - 6)) 0A6 6 0 0 1 \(Markup.number(left)) 6"))
        #expect(d.contains("H\(Markup.number(left + width - 20))"))
        #expect(d.contains(" \(Markup.number(depth))H"))
        #expect(d.hasSuffix("Z"))
    }

    @Test("no housing on a Home-button iPhone or an iPad", arguments: ["iphone-se-3", "ipad-10"])
    func noHousing(id: String) throws {
        let (_, root) = try svg(try SampleApps.single(device: id, background: "#FFFFFF"))
        #expect(root.all(withClass: "sensor-housing").isEmpty)
    }

    @Test("rounded display corners from the profile", arguments: [("iphone-15-pro", "A55 55"), ("ipad-10", "A18 18")])
    func roundedCorners(id: String, arc: String) throws {
        let (_, root) = try svg(try SampleApps.single(device: id, background: "#FFFFFF"))
        #expect(root.first(withClass: "screen")?["d"]?.contains(arc) == true)
        #expect(root.first(withClass: "bezel")?["fill"] == "#000000")
    }

    @Test func squareCornersOnTheSE() throws {
        let (_, root) = try svg(try SampleApps.single(device: "iphone-se-3", background: "#FFFFFF"))
        #expect(root.first(withClass: "screen")?["d"] == "M0 0H375V20H0Z")
    }

    // MARK: Glyphs

    @Test("the content color fills every glyph", arguments: [
        (StatusBarStyle.lightContent, "#FFFFFF", "light"), (.darkContent, "#000000", "dark"),
    ])
    func glyphColor(style: StatusBarStyle, fill: String, content: String) throws {
        let (_, root) = try svg(try SampleApps.single(device: "iphone-15-pro", style: style, background: "#777777"))
        let bar = try statusBarGroup(root)
        #expect(bar["fill"] == fill)
        #expect(bar["color"] == fill)
        #expect(bar["data-content"] == content)
        // Nothing inside overrides the fill except the battery's state colors (none at full, discharging).
        let overriding = bar.all.dropFirst().filter { $0["fill"] != nil && $0["fill"] != "none" }
        #expect(overriding.isEmpty, "\(overriding.map(\.name))")
    }

    @Test func aNotchIPhoneDrawsTimeBarsWifiAndBattery() throws {
        let (_, root) = try svg(try SampleApps.single(device: "iphone-14", background: "#FFFFFF"))
        let bar = try statusBarGroup(root)
        #expect(bar.first(withClass: "time")?.text == "9:41")
        #expect(bar.first(withClass: "cellular")?.all(withClass: "bar").count == 4)
        #expect(bar.first(withClass: "wifi")?.all(withClass: "arc").count == 3)
        let battery = try #require(bar.first(withClass: "battery"))
        #expect(battery.first(withClass: "battery-outline") != nil)
        #expect(battery.first(withClass: "battery-cap") != nil)
        #expect(battery.first(withClass: "battery-level") != nil)
        #expect(battery.first(withClass: "battery-bolt") == nil)
        #expect(bar.first(withClass: "operator") == nil, "a notch iPhone shows no operator name")
        #expect(bar.all(named: "text").allSatisfy { $0["font-family"] == nil })
        #expect(bar["font-family"] == StatusBarRenderer.fontFamily)
    }

    @Test("time in the left ear, indicators in the right ear", arguments: ["iphone-15-pro", "iphone-x", "iphone-14-plus"])
    func earsLayout(id: String) throws {
        let (_, root) = try svg(try SampleApps.single(device: id, background: "#FFFFFF"))
        let width = DeviceProfile.named(id)!.width
        let housingLeft = id == "iphone-15-pro" ? (width - 126) / 2 : (width - DeviceTopGeometry.notchWidth(of: DeviceProfile.named(id)!)) / 2
        let time = try #require(root.first(withClass: "time"))
        #expect(time["text-anchor"] == "middle")
        let timeX = try #require(number(time, "x"))
        #expect(timeX > 30 && timeX < housingLeft - 20)
        let cellular = try #require(root.first(withClass: "cellular")?.all(named: "rect").first)
        #expect(try #require(number(cellular, "x")) > width - housingLeft)
        let cap = try #require(root.first(withClass: "battery-cap"))
        #expect(try #require(number(cap, "x")) < width - 10)
        // Indicators and time mirror each other about the centre, within a few points.
        let battery = try #require(number(cap, "x")) + 1.6
        let rightCentre = (try #require(number(cellular, "x")) + battery) / 2
        #expect(abs((width - rightCentre) - timeX) < 3)
    }

    @Test func homeButtonIPhoneCentresTheTimeAndShowsTheOperator() throws {
        let (_, root) = try svg(try SampleApps.single(device: "iphone-se-3", background: "#FFFFFF"))
        let time = try #require(root.first(withClass: "time"))
        #expect(number(time, "x") == 187.5)
        let op = try #require(root.first(withClass: "operator"))
        #expect(op.text == "Carrier")
        #expect(try #require(number(op, "x")) < 60)
        let cap = try #require(root.first(withClass: "battery-cap"))
        #expect(try #require(number(cap, "x")) > 340)
        #expect(number(time, "font-size") == 12)
    }

    @Test func iPadShowsTimeAndDateLeftIndicatorsRight() throws {
        let (_, root) = try svg(try SampleApps.single(device: "ipad-10", background: "#FFFFFF"))
        let time = try #require(root.first(withClass: "time"))
        #expect(time["text-anchor"] == "start")
        #expect(try #require(number(time, "x")) < 40)
        let date = try #require(root.first(withClass: "date"))
        #expect(date.text == "Tue Jan 9")
        #expect(root.first(withClass: "battery-percentage")?.text == "100%")
        #expect(try #require(number(root.first(withClass: "battery-cap"), "x")) > 780)
        #expect(try #require(number(root.first(withClass: "cellular")?.all(named: "rect").first, "x")) > 600)
    }

    // MARK: Hidden

    @Test("a hidden status bar draws no glyphs but keeps the housing", arguments: ["iphone-15-pro", "iphone-x", "iphone-se-3"])
    func hiddenBar(id: String) throws {
        let app = try SampleApps.single(device: id, style: .lightContent, hidden: true, background: "#000000", id: "player")
        let (_, root) = try svg(app)
        let bar = try statusBarGroup(root)
        #expect(bar.children.isEmpty)
        #expect(bar["data-hidden"] == "true")
        #expect(bar["data-height"] == "0")
        #expect(root.all(named: "text").isEmpty)
        #expect(root.first(withClass: "battery") == nil)
        #expect(root.all(withClass: "sensor-housing").count == (id == "iphone-se-3" ? 0 : 1))
        #expect(root["aria-label"]?.contains("status bar: hidden on #000000, decided by 'player'") == true)
        #expect(root["viewBox"]?.hasSuffix(Markup.number(DeviceProfile.named(id)!.statusBarHeight)) == true)
    }

    @Test func landscapeOnAnIslandIPhoneHidesTheBarAndDrawsNoHousingOnTop() throws {
        let app = try SampleApps.single(device: "iphone-15-pro", background: "#FFFFFF", orientation: .landscapeLeft)
        let (_, root) = try svg(app)
        #expect(root["viewBox"] == "0 0 852 54")
        #expect(root.all(withClass: "sensor-housing").isEmpty)
        #expect(try statusBarGroup(root).children.isEmpty)
        #expect(root["aria-label"]?.hasPrefix("iPhone 15 Pro (landscape) status bar: hidden") == true)
    }

    // MARK: Overrides

    @Test func overridesChangeWhatIsDrawn() throws {
        let overrides = try StatusBarOverrides(time: "12:30", batteryLevel: 50, batteryState: .charging, cellularBars: 2,
                                               wifiBars: 1, operatorName: "Hostile & <Co>")
        let (_, root) = try svg(try SampleApps.single(device: "iphone-se-3", background: "#FFFFFF"), overrides: overrides)
        #expect(root.first(withClass: "time")?.text == "12:30")
        #expect(root.first(withClass: "operator")?.text == "Hostile & <Co>")
        #expect(root.first(withClass: "cellular")?["data-bars"] == "2")
        #expect(root.first(withClass: "cellular")?.all(withClass: "inactive").count == 2)
        #expect(root.first(withClass: "wifi")?.all(withClass: "inactive").count == 2)
        let battery = try #require(root.first(withClass: "battery"))
        #expect(battery["data-level"] == "50")
        #expect(battery["data-state"] == "charging")
        #expect(battery.first(withClass: "battery-bolt") != nil)
        let level = try #require(battery.first(withClass: "battery-level"))
        #expect(level["fill"] == "#34C759")  // dark content on white: the light-mode green
        #expect(abs(try #require(number(level, "width")) - 21.5 * 0.85 / 2) < 0.01)
    }

    @Test("battery level and state", arguments: [
        (100, StatusBarOverrides.BatteryState.discharging, nil as String?, false),
        (15, .discharging, "#FF453A", false),
        (15, .charging, "#30D158", true),
        (100, .charged, nil, true),
    ])
    func battery(level: Int, state: StatusBarOverrides.BatteryState, fill: String?, bolt: Bool) throws {
        let overrides = try StatusBarOverrides(batteryLevel: level, batteryState: state)
        let (_, root) = try svg(try SampleApps.single(device: "iphone-15-pro", style: .lightContent, background: "#000000"),
                                overrides: overrides)
        let battery = try #require(root.first(withClass: "battery"))
        #expect(battery.first(withClass: "battery-level")?["fill"] == fill)
        #expect((battery.first(withClass: "battery-bolt") != nil) == bolt)
        if bolt {
            // The bolt is outlined in the background's color (a knockout).
            #expect(battery.first(withClass: "battery-bolt")?["stroke"] == "#000000")
        }
    }

    @Test func anEmptyBatteryDrawsNoLevel() throws {
        let (_, root) = try svg(try SampleApps.single(device: "iphone-x", background: "#FFFFFF"),
                                overrides: try StatusBarOverrides(batteryLevel: 0))
        #expect(root.first(withClass: "battery-level") == nil)
        #expect(root.first(withClass: "battery-outline") != nil)
    }

    @Test("the data network replaces the Wi-Fi arcs", arguments: [
        (StatusBarOverrides.DataNetwork.lte, "LTE"), (.fiveG, "5G"), (.fourG, "4G"), (.threeG, "3G"),
    ])
    func dataNetwork(network: StatusBarOverrides.DataNetwork, label: String) throws {
        let (_, root) = try svg(try SampleApps.single(device: "iphone-15-pro", background: "#FFFFFF"),
                                overrides: try StatusBarOverrides(dataNetwork: network))
        #expect(root.first(withClass: "network")?.text == label)
        #expect(root.first(withClass: "wifi") == nil)
    }

    @Test func hiddenDataNetworkDrawsNeither() throws {
        let (_, root) = try svg(try SampleApps.single(device: "iphone-15-pro", background: "#FFFFFF"),
                                overrides: try StatusBarOverrides(dataNetwork: .hide))
        #expect(root.first(withClass: "network") == nil)
        #expect(root.first(withClass: "wifi") == nil)
        #expect(root.first(withClass: "cellular") != nil)
    }

    /// Overrides that must be refused, with the message each gives.
    enum BadOverride: String, CaseIterable, Sendable {
        case batteryTooHigh, batteryNegative, tooManyBars, tooManyArcs, emptyTime, controlCharacters, longTime

        func make() throws -> StatusBarOverrides {
            switch self {
            case .batteryTooHigh: try StatusBarOverrides(batteryLevel: 101)
            case .batteryNegative: try StatusBarOverrides(batteryLevel: -1)
            case .tooManyBars: try StatusBarOverrides(cellularBars: 5)
            case .tooManyArcs: try StatusBarOverrides(wifiBars: 4)
            case .emptyTime: try StatusBarOverrides(time: " ")
            case .controlCharacters: try StatusBarOverrides(operatorName: "a\nb")
            case .longTime: try StatusBarOverrides(time: String(repeating: "x", count: 30))
            }
        }

        var message: String {
            switch self {
            case .batteryTooHigh: "battery level 101 is out of range: use 0 to 100"
            case .batteryNegative: "battery level -1 is out of range: use 0 to 100"
            case .tooManyBars: "cellular bars 5 is out of range: use 0 to 4"
            case .tooManyArcs: "wifi bars 4 is out of range: use 0 to 3"
            case .emptyTime: "time ' ' is empty: give the text to show"
            case .controlCharacters: "operator name 'a?b' contains control characters: use printable text"
            case .longTime: "time 'xxxxxxxxxxxxxxxxxxxxxxxx…' is longer than 24 characters: shorten it"
            }
        }
    }

    @Test("out-of-range overrides are errors", arguments: BadOverride.allCases)
    func invalidOverrides(bad: BadOverride) {
        let error = #expect(throws: RenderingError.self) { try bad.make() }
        #expect(error?.description == bad.message)
    }

    @Test func theEdgesOfEachRangeAreAccepted() throws {
        let low = try StatusBarOverrides(batteryLevel: 0, cellularBars: 0, wifiBars: 0, operatorName: "")
        let high = try StatusBarOverrides(batteryLevel: 100, cellularBars: 4, wifiBars: 3)
        #expect(low.batteryLevel == 0 && low.cellularBars == 0 && low.wifiBars == 0)
        #expect(high == StatusBarOverrides.standard)
    }

    // MARK: Escaping

    @Test func hostileIdsAreEscaped() throws {
        let hostile: ControllerID = "nav\"><script>alert('x')</script>&amp;\u{1}"
        let app = try App(platform: SampleApps.platform("iphone-15-pro"), windows: [Window(id: "w<'>", root: hostile)],
                          controllers: [
                              SampleApps.tintedNavigation(hostile, stack: "a&b", tint: "#222222"),
                              .viewController("a&b", background: SampleApps.color("#FFFFFF")),
                          ])
        let (text, root) = try svg(app)
        #expect(!text.contains("<script"))
        #expect(text.contains("&lt;script&gt;"))
        #expect(root.first(withClass: "navigation-bar")?["data-controller"] == "nav\"><script>alert('x')</script>&amp;\u{FFFD}")
        #expect(root["aria-label"]?.contains("decided by 'nav\"><script>") == true)
    }

    // MARK: Snapshots

    @Test func snapshotNewsReaderOnIPhone15Pro() throws {
        Snapshot.assert(try svg(try SampleApps.newsReader()).text, named: "news-reader-iphone-15-pro.svg")
    }

    @Test func snapshotSEWithOverrides() throws {
        let overrides = try StatusBarOverrides(time: "10:08", batteryLevel: 18, cellularBars: 3, dataNetwork: .lte,
                                               operatorName: "Fjord")
        let app = try SampleApps.single(device: "iphone-se-3", style: .darkContent, background: "#F2F2F7")
        Snapshot.assert(try svg(app, overrides: overrides).text, named: "home-iphone-se-3-overrides.svg")
    }

    @Test func snapshotIPadDark() throws {
        let app = try SampleApps.single(device: "ipad-10", style: .lightContent, background: "#1C1C1E")
        Snapshot.assert(try svg(app, overrides: try StatusBarOverrides(batteryState: .charging)).text,
                        named: "home-ipad-10-dark-charging.svg")
    }

    @Test func snapshotNarrowEarsWithLTE() throws {
        let app = try SampleApps.single(device: "iphone-12-mini", style: .lightContent, background: "#1C1C1E")
        let overrides = try StatusBarOverrides(time: "21:07", cellularBars: 2, dataNetwork: .lte)
        Snapshot.assert(try svg(app, overrides: overrides).text, named: "home-iphone-12-mini-lte.svg")
    }

    @Test("a data label shrinks the indicators to fit a narrow ear", arguments: ["iphone-x", "iphone-12-mini"])
    func indicatorsFitTheEar(id: String) throws {
        let app = try SampleApps.single(device: id, background: "#FFFFFF")
        let (_, root) = try svg(app, overrides: try StatusBarOverrides(dataNetwork: .lte))
        let device = DeviceProfile.named(id)!
        let notchRight = (device.width + DeviceTopGeometry.notchWidth(of: device)) / 2
        let firstBar = try #require(number(root.first(withClass: "cellular")?.all(named: "rect").first, "x"))
        let cap = try #require(root.first(withClass: "battery-cap"))
        let end = try #require(number(cap, "x")) + (try #require(number(cap, "width")))
        #expect(firstBar >= notchRight + 2)
        // The battery's top corner stays inside the display's rounded corner.
        let top = try #require(number(root.first(withClass: "battery-outline"), "y"))
        #expect(end <= device.width - DeviceTopGeometry.cornerIntrusion(radius: device.cornerRadius, atY: top))
    }

    @Test func snapshotHiddenOnIPhoneX() throws {
        let app = try SampleApps.single(device: "iphone-x", hidden: true, background: "#000000", id: "player")
        Snapshot.assert(try svg(app).text, named: "player-iphone-x-hidden.svg")
    }
}
