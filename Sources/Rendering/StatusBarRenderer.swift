import StatusBarEngine

/// Draws the top of a device for a status bar scene as a standalone SVG: the screen's background
/// (what lies under the bar) with the display's rounded corners, the sensor housing, the
/// navigation bar when one is visible, and the status bar in its content color.
///
/// The viewBox is in points: the screen's width × (the profile's status bar height + 44 pt of
/// navigation bar on an iPhone, 50 on an iPad, when one is visible). A hidden status bar draws
/// nothing in its place (R11: height 0), but the top of the screen and the housing still show.
/// Output is well-formed XML, deterministic, with no script, font file or external reference.
package struct StatusBarRenderer: Sendable {
    /// The font stack of the time, operator and network labels (no font files are embedded).
    package static let fontFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif"
    /// What the screen shows when the engine does not know the background.
    static let unknownBackground = RGBA(hex: "#8E8E93")!
    /// The date shown beside the time on an iPad (the day the iPhone was announced).
    static let padDate = "Tue Jan 9"

    /// A faint edge so that the housing still shows on a black screen (a drawing aid: on the device
    /// it is invisible there).
    static let housingEdge = [("stroke", "#2C2C2E"), ("stroke-width", "0.6")]

    /// The time, battery and signal drawn.
    package var overrides: StatusBarOverrides

    /// A renderer drawing with `overrides` (Apple's marketing status bar by default).
    package init(overrides: StatusBarOverrides = .standard) {
        self.overrides = overrides
    }

    /// The SVG document (XML declaration, then the `svg` element), ending with a newline.
    package func render(_ scene: StatusBarScene) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svgElement(scene).rendered
    }

    /// The SVG of an app's current resolution.
    package func render(resolution: Resolution, app: App) -> String {
        render(StatusBarScene(resolution: resolution, app: app))
    }

    /// The `svg` element alone, to embed in HTML.
    package func inlineSVG(_ scene: StatusBarScene) -> String {
        svgElement(scene).rendered
    }

    // MARK: Descriptions

    /// "iPhone 15 Pro status bar: light content on #0A84FF, decided by 'feedNav'".
    package static func accessibilityLabel(for scene: StatusBarScene) -> String {
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
        switch g.layout {
        case .ears(let leftCentre, let rightCentre, let earWidth):
            var items = Items(overrides: overrides, scene: scene, geometry: g, scale: g.glyphScale, background: background)
            // A cellular data label is wider than the Wi-Fi arcs: shrink the indicators to fit the ear.
            if items.indicatorsWidth > earWidth {
                items = Items(overrides: overrides, scene: scene, geometry: g,
                              scale: g.glyphScale * earWidth / items.indicatorsWidth, background: background)
            }
            // Narrow ears (the X, the 12 mini) get a slightly smaller time too.
            var elements = [items.text("time", overrides.time, x: leftCentre, anchor: "middle",
                                       size: g.fontSize * max(0.88, g.glyphScale))]
            var x = rightCentre - items.indicatorsWidth / 2
            elements.append(items.cellular(x: x))
            x += StatusBarGlyphs.cellularWidth(scale: items.scale) + items.gap
            if let network = items.network(x: x) {
                elements.append(network)
                x += items.networkWidth + items.gap
            }
            elements.append(items.battery(x: x))
            return elements

        case .classic(let inset):
            let items = Items(overrides: overrides, scene: scene, geometry: g, scale: g.glyphScale, background: background)
            let s = items.scale
            var elements = [items.cellular(x: inset)]
            var x = inset + StatusBarGlyphs.cellularWidth(scale: s) + 4 * s
            if items.showsOperator {
                elements.append(items.text("operator", overrides.operatorName, x: x, anchor: "start", weight: "400"))
                x += StatusBarGlyphs.estimatedWidth(overrides.operatorName, fontSize: g.fontSize) + 4 * s
            }
            if let network = items.network(x: x) { elements.append(network) }
            elements.append(items.text("time", overrides.time, x: g.width / 2, anchor: "middle"))
            elements.append(items.battery(x: g.width - inset - StatusBarGlyphs.batteryWidth(scale: s)))
            return elements

        case .pad(let inset):
            let items = Items(overrides: overrides, scene: scene, geometry: g, scale: g.glyphScale, background: background)
            let s = items.scale
            var elements = [items.text("time", overrides.time, x: inset, anchor: "start")]
            let timeWidth = StatusBarGlyphs.estimatedWidth(overrides.time, fontSize: g.fontSize)
            elements.append(items.text("date", Self.padDate, x: inset + timeWidth + 6, anchor: "start"))
            // Right to left: battery, percentage, network, bars, operator.
            var right = g.width - inset - StatusBarGlyphs.batteryWidth(scale: s)
            elements.append(items.battery(x: right))
            right -= 4
            let percentage = "\(overrides.batteryLevel)%"
            elements.append(items.text("battery-percentage", percentage, x: right, anchor: "end"))
            right -= StatusBarGlyphs.estimatedWidth(percentage, fontSize: g.fontSize) + items.gap
            if let network = items.network(x: right - items.networkWidth) {
                elements.append(network)
                right -= items.networkWidth + items.gap
            }
            right -= StatusBarGlyphs.cellularWidth(scale: s)
            elements.append(items.cellular(x: right))
            if items.showsOperator {
                elements.append(items.text("operator", overrides.operatorName, x: right - 4 * s, anchor: "end", weight: "400"))
            }
            return elements
        }
    }
}

/// The status bar's items at one glyph scale: each drawn by its left edge (or text anchor).
private struct Items {
    let overrides: StatusBarOverrides
    let scene: StatusBarScene
    let geometry: DeviceTopGeometry
    let scale: Double
    let background: RGBA

    init(overrides: StatusBarOverrides, scene: StatusBarScene, geometry: DeviceTopGeometry, scale: Double,
         background: RGBA) {
        self.overrides = overrides
        self.scene = scene
        self.geometry = geometry
        self.scale = scale
        self.background = background
    }

    var gap: Double { 5.5 * scale }
    var cy: Double { geometry.itemCentreY }
    var showsOperator: Bool { scene.device.showsOperatorName && !overrides.operatorName.isEmpty }

    /// The cellular data label's size: a little smaller than the time on notch and island iPhones.
    var networkFontSize: Double {
        if case .ears = geometry.layout { return geometry.fontSize * 0.88 * scale }
        return geometry.fontSize
    }

    /// Wi-Fi arcs, a cellular data label, or nothing (0).
    var networkWidth: Double {
        switch overrides.dataNetwork {
        case .hide: 0
        case .wifi: StatusBarGlyphs.wifiWidth(scale: scale)
        default: StatusBarGlyphs.estimatedWidth(overrides.dataNetwork.label ?? "", fontSize: networkFontSize)
        }
    }

    /// Signal, network and battery with their gaps.
    var indicatorsWidth: Double {
        StatusBarGlyphs.cellularWidth(scale: scale) + gap + (networkWidth > 0 ? networkWidth + gap : 0)
            + StatusBarGlyphs.batteryWidth(scale: scale)
    }

    func text(_ cls: String, _ value: String, x: Double, anchor: String, weight: String = "600",
              size: Double? = nil) -> Element {
        let n = Markup.number
        let size = size ?? geometry.fontSize
        return Element("text", [("class", cls), ("x", n(x)), ("y", n(cy + size * 0.36)), ("font-size", n(size)),
                                ("font-weight", weight), ("text-anchor", anchor), ("letter-spacing", n(-0.02 * size))],
                       text: value)
    }

    func cellular(x: Double) -> Element {
        StatusBarGlyphs.cellular(x: x, cy: cy, scale: scale, bars: overrides.cellularBars)
    }

    func network(x: Double) -> Element? {
        switch overrides.dataNetwork {
        case .hide: nil
        case .wifi: StatusBarGlyphs.wifi(x: x, cy: cy, scale: scale, bars: overrides.wifiBars)
        default: text("network", overrides.dataNetwork.label ?? "", x: x, anchor: "start", size: networkFontSize)
        }
    }

    func battery(x: Double) -> Element {
        StatusBarGlyphs.battery(x: x, cy: cy, scale: scale, level: overrides.batteryLevel, state: overrides.batteryState,
                                content: scene.statusBar.content, knockout: background)
    }
}

extension StatusBarRenderer {
    /// The SVG of a resolution with the given overrides.
    package static func render(resolution: Resolution, app: App, overrides: StatusBarOverrides = .standard) -> String {
        StatusBarRenderer(overrides: overrides).render(resolution: resolution, app: app)
    }
}
