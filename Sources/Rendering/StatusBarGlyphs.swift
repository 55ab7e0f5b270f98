import StatusBarEngine

/// The status bar's indicators drawn as SVG shapes, at a notch iPhone's size times `scale`.
/// Each is placed by its left edge `x` and the items' vertical centre `cy`; shapes take the
/// content color from the status bar group's `fill`, except the battery's state colors.
enum StatusBarGlyphs {
    /// Inactive bars and arcs: the content color, faded.
    static let inactiveOpacity = "0.3"

    // MARK: Cellular

    static func cellularWidth(scale s: Double) -> Double { (4 * 3 + 3 * 1.67) * s }

    /// Four bars rising to the right; `bars` of them are active.
    static func cellular(x: Double, cy: Double, scale s: Double, bars: Int) -> Element {
        let n = Markup.number
        let heights = [4.0, 6.33, 8.67, 11]
        let bottom = cy + 5.5 * s
        var children: [Element] = []
        for (i, h) in heights.enumerated() {
            var attributes: [(String, String)] = [
                ("class", i < bars ? "bar" : "bar inactive"),
                ("x", n(x + Double(i) * 4.67 * s)), ("y", n(bottom - h * s)),
                ("width", n(3 * s)), ("height", n(h * s)), ("rx", n(0.9 * s)),
            ]
            if i >= bars { attributes.append(("opacity", inactiveOpacity)) }
            children.append(Element("rect", attributes))
        }
        return Element("g", [("class", "cellular"), ("data-bars", String(bars))], children: children)
    }

    // MARK: Wi-Fi

    static func wifiWidth(scale s: Double) -> Double { 15.56 * s }

    /// Three pieces fanning up from a point: a sector and two bands; `bars` of them are active.
    static func wifi(x: Double, cy: Double, scale s: Double, bars: Int) -> Element {
        let n = Markup.number
        let cx = x + wifiWidth(scale: s) / 2
        let tip = cy + 5.5 * s
        let k = 0.70710678  // cos 45° = sin 45°: the fan spans 45° each side of straight up.
        let bands: [(inner: Double, outer: Double)] = [(0, 3.5), (5.0, 7.3), (8.7, 11)]
        var children: [Element] = []
        for (i, band) in bands.enumerated() {
            let ro = band.outer * s, ri = band.inner * s
            var d = "M\(n(cx - ro * k)) \(n(tip - ro * k))A\(n(ro)) \(n(ro)) 0 0 1 \(n(cx + ro * k)) \(n(tip - ro * k))"
            if ri > 0 {
                d += "L\(n(cx + ri * k)) \(n(tip - ri * k))A\(n(ri)) \(n(ri)) 0 0 0 \(n(cx - ri * k)) \(n(tip - ri * k))Z"
            } else {
                d += "L\(n(cx)) \(n(tip))Z"
            }
            var attributes: [(String, String)] = [("class", i < bars ? "arc" : "arc inactive"), ("d", d)]
            if i >= bars { attributes.append(("opacity", inactiveOpacity)) }
            children.append(Element("path", attributes))
        }
        // A thin stroke in the same color rounds the corners, as the system glyph's are.
        return Element("g", [("class", "wifi"), ("data-bars", String(bars)), ("stroke", "currentColor"),
                             ("stroke-width", n(0.8 * s)), ("stroke-linejoin", "round")], children: children)
    }

    // MARK: Battery

    static func batteryWidth(scale s: Double) -> Double { 27.8 * s }

    /// The battery: a faded outline, the level filled, the cap; a bolt when plugged in.
    /// Charging fills green; 20% or less on battery fills red.
    static func battery(x: Double, cy: Double, scale s: Double, level: Int, state: StatusBarOverrides.BatteryState,
                        content: StatusBarContent, knockout: RGBA) -> Element {
        let n = Markup.number
        var children: [Element] = [
            Element("rect", [("class", "battery-outline"), ("x", n(x + 0.5 * s)), ("y", n(cy - 6 * s)),
                             ("width", n(24.5 * s)), ("height", n(12 * s)), ("rx", n(3.8 * s)), ("fill", "none"),
                             ("stroke", "currentColor"), ("stroke-width", n(1 * s)), ("stroke-opacity", "0.35")]),
            Element("rect", [("class", "battery-cap"), ("x", n(x + 26.2 * s)), ("y", n(cy - 2.2 * s)),
                             ("width", n(1.6 * s)), ("height", n(4.4 * s)), ("rx", n(0.8 * s)), ("opacity", "0.4")]),
        ]
        if level > 0 {
            let fullWidth = 21.5 * s
            var attributes: [(String, String)] = [
                ("class", "battery-level"), ("x", n(x + 2 * s)), ("y", n(cy - 4 * s)),
                ("width", n(max(1 * s, fullWidth * Double(level) / 100))), ("height", n(8 * s)), ("rx", n(2 * s)),
            ]
            if state == .charging {
                attributes.append(("fill", content == .light ? "#30D158" : "#34C759"))
            } else if state == .discharging && level <= 20 {
                attributes.append(("fill", content == .light ? "#FF453A" : "#FF3B30"))
            }
            children.append(Element("rect", attributes))
        }
        if state.isPluggedIn {
            // A bolt in the content color, outlined in the background's color so that it stands
            // out of the level fill (a knockout, as the system draws it).
            let bx = x + 12.75 * s - 3.25 * s, by = cy - 5.25 * s
            func p(_ px: Double, _ py: Double) -> String { "\(n(bx + px * s)) \(n(by + py * s))" }
            let d = "M\(p(4.1, 0))L\(p(0, 6))L\(p(3, 6))L\(p(2.4, 10.5))L\(p(6.5, 4.4))L\(p(3.5, 4.4))Z"
            children.append(Element("path", [("class", "battery-bolt"), ("d", d), ("stroke", knockout.hex),
                                              ("stroke-width", n(1.2 * s)), ("stroke-linejoin", "round"),
                                              ("paint-order", "stroke")]))
        }
        return Element("g", [("class", "battery"), ("data-level", String(level)), ("data-state", state.rawValue)],
                       children: children)
    }

    // MARK: Text

    /// An estimate of a text's advance in a San Francisco–like font, to place what follows it.
    /// (The text itself is drawn by the viewer's font; only the neighbours' places depend on this.)
    static func estimatedWidth(_ text: String, fontSize: Double) -> Double {
        var em = 0.0
        for character in text {
            switch character {
            case "0"..."9": em += 0.6
            case ":", ".", ",", " ": em += 0.28
            case "%": em += 0.86
            case "I": em += 0.28
            case "M", "W": em += 0.86
            case "A"..."Z": em += 0.66
            case "i", "j", "l": em += 0.24
            case "f", "r", "t": em += 0.36
            case "m", "w": em += 0.8
            case "a"..."z": em += 0.54
            default: em += 0.62
            }
        }
        return em * fontSize
    }
}
