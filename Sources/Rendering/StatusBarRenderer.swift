import StatusBarEngine

/// Draws the top of a device for a status bar scene as a standalone SVG: the screen's background
/// (what lies under the bar) with the display's rounded corners, the sensor housing, the
/// navigation bar when one is visible, and the status bar in its content color.
///
/// The viewBox is in points: the screen's width × (the profile's status bar height + 44 pt of
/// navigation bar on an iPhone, 50 on an iPad, when one is visible). A hidden status bar draws
/// nothing in its place (R11: height 0), but the top of the screen and the housing still show.
/// Output is well-formed XML, deterministic, with no script, font file or external reference.
public struct StatusBarRenderer: Sendable {
    /// The font stack of the time, operator and network labels (no font files are embedded).
    public static let fontFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif"
    /// What the screen shows when the engine does not know the background.
    static let unknownBackground = RGBA(hex: "#8E8E93")!
    /// The date shown beside the time on an iPad (the day the iPhone was announced).
    static let padDate = "Tue Jan 9"

    /// A faint edge so that the housing still shows on a black screen (a drawing aid: on the device
    /// it is invisible there).
    static let housingEdge = [("stroke", "#2C2C2E"), ("stroke-width", "0.6")]

    public var overrides: StatusBarOverrides

    public init(overrides: StatusBarOverrides = .standard) {
        self.overrides = overrides
    }

    /// The SVG document (XML declaration, then the `svg` element), ending with a newline.
    public func render(_ scene: StatusBarScene) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svgElement(scene).rendered
    }

    /// The SVG of an app's current resolution.
    public func render(resolution: Resolution, app: App) -> String {
        render(StatusBarScene(resolution: resolution, app: app))
    }

    /// The `svg` element alone, to embed in HTML.
    public func inlineSVG(_ scene: StatusBarScene) -> String {
        svgElement(scene).rendered
    }

    // MARK: Descriptions

    /// "iPhone 15 Pro status bar: light content on #0A84FF, decided by 'feedNav'".
    public static func accessibilityLabel(for scene: StatusBarScene) -> String {
        let device = scene.device.name + (scene.isLandscape ? " (landscape)" : "")
        let background = scene.backdrop.map { "on " + $0.color.hex } ?? "on an unknown background"
        let bar = scene.statusBar
        if bar.hidden {
            return "\(device) status bar: hidden \(background), decided by \(bar.hiddenDecidedBy.phrase)"
        }
        return "\(device) status bar: \(bar.content.rawValue) content \(background), decided by \(bar.styleDecidedBy.phrase)"
    }

    /// Where the background comes from and the contrast, for the SVG's `desc`.
    static func longDescription(for scene: StatusBarScene) -> String {
        var parts: [String] = []
        if let backdrop = scene.backdrop {
            parts.append("background \(backdrop.color.hex) from \(backdrop.sourceDescription)")
            if !scene.statusBar.hidden {
                let ratio = Contrast.ratio(scene.glyphColor, backdrop.color)
                let readable = Contrast.rounded(ratio) >= Contrast.minimumReadable
                parts.append("contrast \(Markup.twoDecimals(ratio)):1, \(readable ? "readable" : "unreadable (below 3:1)")")
            }
        } else {
            parts.append("background unknown")
        }
        parts.append("style \(scene.statusBar.style.rawValue)")
        if scene.statusBar.hidden { parts.append("the status bar frame is empty (height 0)") }
        return parts.joined(separator: "; ")
    }

    // MARK: Drawing

    func svgElement(_ scene: StatusBarScene) -> Element {
        let geometry = DeviceTopGeometry(scene: scene)
        let n = Markup.number
        let background = scene.backdrop?.color ?? Self.unknownBackground
        let label = Self.accessibilityLabel(for: scene)

        var children: [Element] = [
            Element("title", text: label),
            Element("desc", text: Self.longDescription(for: scene)),
            // The device around the screen: black beyond the display's rounded corners.
            Element("rect", [("class", "bezel"), ("width", n(geometry.width)), ("height", n(geometry.height)),
                             ("fill", "#000000")]),
            Element("path", [("class", "screen"), ("d", geometry.screenPath), ("fill", background.hex)]),
        ]
        if let bar = scene.navigationBar {
            children.append(navigationBar(bar, geometry: geometry))
        }
        switch geometry.housing {
        case .none:
            break
        case .notch(let notch):
            children.append(Element("path", [("class", "sensor-housing notch"), ("d", notch.path), ("fill", "#000000")]
                                    + Self.housingEdge))
        case .island(let island):
            children.append(Element("rect", [
                ("class", "sensor-housing dynamic-island"), ("x", n(island.x)), ("y", n(island.y)),
                ("width", n(island.width)), ("height", n(island.height)), ("rx", n(island.height / 2)),
                ("fill", "#000000"),
            ] + Self.housingEdge))
        }
        children.append(statusBar(scene, geometry: geometry, background: background))

        return Element("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("viewBox", "0 0 \(n(geometry.width)) \(n(geometry.height))"),
            ("width", n(geometry.width)), ("height", n(geometry.height)),
            ("role", "img"), ("aria-label", label),
            ("class", "device-top"), ("data-device", scene.device.id),
        ], children: children)
    }

    private func navigationBar(_ bar: NavigationBarAppearance, geometry: DeviceTopGeometry) -> Element {
        let n = Markup.number
        let top = geometry.statusBarArea
        let height = geometry.navigationBarHeight
        // UIKit draws the title white on a `black` bar style; on `default`, black, unless the app's
        // tint makes that unreadable (it would then set its own title color): the better contrast.
        let onDark = bar.barStyle == .black || Contrast.ratio(.white, bar.color) > Contrast.ratio(.black, bar.color)
        let titleColor = onDark ? "#FFFFFF" : "#000000"
        let titleWidth = min(110, geometry.width * 0.3)
        return Element("g", [("class", "navigation-bar"), ("data-controller", bar.controller.rawValue)], children: [
            Element("rect", [("class", "bar-background"), ("y", n(top)), ("width", n(geometry.width)),
                             ("height", n(height)), ("fill", bar.color.hex)]),
            // The title, as a placeholder shape: the renderer does not know the controller's title.
            Element("rect", [("class", "title-placeholder"), ("x", n((geometry.width - titleWidth) / 2)),
                             ("y", n(top + height / 2 - 5)), ("width", n(titleWidth)), ("height", "10"), ("rx", "5"),
                             ("fill", titleColor), ("opacity", "0.85")]),
            Element("rect", [("class", "separator"), ("y", n(top + height - 0.33)), ("width", n(geometry.width)),
                             ("height", "0.33"), ("fill", onDark ? "#FFFFFF" : "#000000"),
                             ("opacity", onDark ? "0.15" : "0.3")]),
        ])
    }

    private func statusBar(_ scene: StatusBarScene, geometry: DeviceTopGeometry, background: RGBA) -> Element {
        let n = Markup.number
        let bar = scene.statusBar
        var attributes: [(String, String)] = [
            ("class", "status-bar"), ("data-content", bar.content.rawValue), ("data-hidden", bar.hidden ? "true" : "false"),
            ("data-height", n(bar.height)),
        ]
        guard !bar.hidden else { return Element("g", attributes) }
        let color = scene.glyphColor.hex
        attributes += [("fill", color), ("color", color), ("font-family", Self.fontFamily)]
        return Element("g", attributes, children: items(scene, geometry: geometry, background: background))
    }

    /// The time, signal, network and battery, placed for the device's layout.
    private func items(_ scene: StatusBarScene, geometry g: DeviceTopGeometry, background: RGBA) -> [Element] {
        let o = overrides
        let s = g.glyphScale
        let cy = g.itemCentreY
        let font = g.fontSize
        let n = Markup.number
        let gap = 5.5 * s

        func text(_ cls: String, _ value: String, x: Double, anchor: String, weight: String = "600",
                  size: Double? = nil) -> Element {
            let size = size ?? font
            return Element("text", [("class", cls), ("x", n(x)), ("y", n(cy + size * 0.36)), ("font-size", n(size)),
                                    ("font-weight", weight), ("text-anchor", anchor), ("letter-spacing", n(-0.02 * size))],
                           text: value)
        }
        let networkSize = font * (g.glyphScale == 1 ? 0.9 : 1)
        // The network indicator: Wi-Fi arcs, a cellular data label, or nothing.
        func networkWidth() -> Double {
            switch o.dataNetwork {
            case .hide: 0
            case .wifi: StatusBarGlyphs.wifiWidth(scale: s)
            default: StatusBarGlyphs.estimatedWidth(o.dataNetwork.label ?? "", fontSize: networkSize)
            }
        }
        func network(x: Double) -> Element? {
            switch o.dataNetwork {
            case .hide: nil
            case .wifi: StatusBarGlyphs.wifi(x: x, cy: cy, scale: s, bars: o.wifiBars)
            default: text("network", o.dataNetwork.label ?? "", x: x, anchor: "start", size: networkSize)
            }
        }
        func battery(x: Double) -> Element {
            StatusBarGlyphs.battery(x: x, cy: cy, scale: s, level: o.batteryLevel, state: o.batteryState,
                                    content: scene.statusBar.content, knockout: background)
        }
        let showsOperator = scene.device.showsOperatorName && !o.operatorName.isEmpty

        switch g.layout {
        case .ears(let leftCentre, let rightCentre):
            var elements = [text("time", o.time, x: leftCentre, anchor: "middle")]
            let net = networkWidth()
            let width = StatusBarGlyphs.cellularWidth(scale: s) + gap + (net > 0 ? net + gap : 0)
                + StatusBarGlyphs.batteryWidth(scale: s)
            var x = rightCentre - width / 2
            elements.append(StatusBarGlyphs.cellular(x: x, cy: cy, scale: s, bars: o.cellularBars))
            x += StatusBarGlyphs.cellularWidth(scale: s) + gap
            if let element = network(x: x) {
                elements.append(element)
                x += net + gap
            }
            elements.append(battery(x: x))
            return elements

        case .classic(let inset):
            var elements: [Element] = []
            var x = inset
            elements.append(StatusBarGlyphs.cellular(x: x, cy: cy, scale: s, bars: o.cellularBars))
            x += StatusBarGlyphs.cellularWidth(scale: s) + 4 * s
            if showsOperator {
                elements.append(text("operator", o.operatorName, x: x, anchor: "start", weight: "400"))
                x += StatusBarGlyphs.estimatedWidth(o.operatorName, fontSize: font) + 4 * s
            }
            if let element = network(x: x) { elements.append(element) }
            elements.append(text("time", o.time, x: g.width / 2, anchor: "middle"))
            elements.append(battery(x: g.width - inset - StatusBarGlyphs.batteryWidth(scale: s)))
            return elements

        case .pad(let inset):
            var elements = [text("time", o.time, x: inset, anchor: "start")]
            let timeWidth = StatusBarGlyphs.estimatedWidth(o.time, fontSize: font)
            elements.append(text("date", Self.padDate, x: inset + timeWidth + 6, anchor: "start"))
            // Right to left: battery, percentage, network, bars, operator.
            var right = g.width - inset
            right -= StatusBarGlyphs.batteryWidth(scale: s)
            elements.append(battery(x: right))
            right -= 4
            let percentage = "\(o.batteryLevel)%"
            elements.append(text("battery-percentage", percentage, x: right, anchor: "end"))
            right -= StatusBarGlyphs.estimatedWidth(percentage, fontSize: font) + gap
            let net = networkWidth()
            if net > 0, let element = network(x: right - net) {
                elements.append(element)
                right -= net + gap
            }
            right -= StatusBarGlyphs.cellularWidth(scale: s)
            elements.append(StatusBarGlyphs.cellular(x: right, cy: cy, scale: s, bars: o.cellularBars))
            if showsOperator {
                elements.append(text("operator", o.operatorName, x: right - 4 * s, anchor: "end", weight: "400"))
            }
            return elements
        }
    }
}

extension StatusBarRenderer {
    /// The SVG of a resolution with the given overrides.
    public static func render(resolution: Resolution, app: App, overrides: StatusBarOverrides = .standard) -> String {
        StatusBarRenderer(overrides: overrides).render(resolution: resolution, app: app)
    }
}
