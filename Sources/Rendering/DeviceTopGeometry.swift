import StatusBarEngine

/// Where things go at the top of a device, in points: the screen's corners, the sensor housing,
/// the navigation bar area and the status bar's layout.
///
/// The housing sizes are approximations measured from Apple's published screen layouts; they
/// live here, in one place, keyed by profile id with a proportional fallback for new profiles.
struct DeviceTopGeometry: Sendable, Hashable {
    /// The Dynamic Island: a black pill.
    struct Island: Sendable, Hashable {
        var x: Double, y: Double, width: Double, height: Double
    }

    /// A notch: flat top, rounded bottom corners, small concave "ears" where it meets the top edge.
    struct Notch: Sendable, Hashable {
        var left: Double, right: Double, depth: Double
        var earRadius: Double, bottomRadius: Double
    }

    enum Housing: Sendable, Hashable {
        case none
        case notch(Notch)
        case island(Island)
    }

    /// How the status bar's items are placed.
    enum Layout: Sendable, Hashable {
        /// Notch and Dynamic Island iPhones in portrait: time centred in the left ear, indicators
        /// centred in the right ear.
        /// `earWidth` is the room for the indicators, between the rounded corner and the housing.
        case ears(leftCentre: Double, rightCentre: Double, earWidth: Double)
        /// iPhones without a sensor housing (and iPhones in landscape): signal and operator at the
        /// left, time centred, battery at the right.
        case classic(inset: Double)
        /// iPad: time and date at the left, indicators at the right.
        case pad(inset: Double)
    }

    var width: Double
    /// The height of the status bar area (the profile's status bar height), drawn whether the bar is
    /// hidden or not, so that the top of the screen and the sensor housing always show.
    var statusBarArea: Double
    /// 0 without a visible navigation bar.
    var navigationBarHeight: Double
    var cornerRadius: Double
    var housing: Housing
    var layout: Layout
    /// The vertical centre of the status bar's items.
    var itemCentreY: Double
    /// Glyph size relative to a notch iPhone's (1).
    var glyphScale: Double
    var fontSize: Double

    var height: Double { statusBarArea + navigationBarHeight }

    init(scene: StatusBarScene) {
        let device = scene.device
        width = scene.screenWidth
        statusBarArea = device.statusBarHeight(in: scene.orientation)
        cornerRadius = device.cornerRadius
        if scene.navigationBar != nil {
            navigationBarHeight = device.idiom == .pad ? 50 : 44
        } else {
            navigationBarHeight = 0
        }

        let portrait = !scene.isLandscape
        switch (device.sensorHousing, portrait) {
        case (.dynamicIsland, true):
            let islandWidth = device.id == "iphone-16-pro" ? 125 : 126.0
            let islandHeight = 37.33
            // The island sits 11 pt from the top where the safe area is 59, lower on taller safe areas.
            let top = max(8, device.safeAreaTop - 48)
            housing = .island(Island(x: (width - islandWidth) / 2, y: top, width: islandWidth, height: islandHeight))
            itemCentreY = top + islandHeight / 2
        case (.notch, true):
            let notchWidth = Self.notchWidth(of: device)
            let depth = max(24, statusBarArea - 14)
            housing = .notch(Notch(left: (width - notchWidth) / 2, right: (width + notchWidth) / 2, depth: depth,
                                   earRadius: 6, bottomRadius: 20))
            itemCentreY = depth / 2 + 2
        default:
            housing = .none
            itemCentreY = statusBarArea / 2
        }

        switch housing {
        case .island(let island):
            (layout, glyphScale) = Self.ears(width: width, housingLeft: island.x, cornerRadius: cornerRadius,
                                             itemCentreY: itemCentreY)
            fontSize = 17
        case .notch(let notch):
            (layout, glyphScale) = Self.ears(width: width, housingLeft: notch.left, cornerRadius: cornerRadius,
                                             itemCentreY: itemCentreY)
            fontSize = 17
        case .none:
            glyphScale = 0.85
            fontSize = 12
            layout = device.idiom == .pad ? .pad(inset: max(20, cornerRadius + 2)) : .classic(inset: 6)
        }
    }

    /// The width of the right ear's indicators (signal, Wi-Fi, battery and the gaps) at scale 1.
    static let indicatorsWidth = 71.4

    /// How far the display's rounded corner reaches into the screen at `y` points from the top.
    static func cornerIntrusion(radius r: Double, atY y: Double) -> Double {
        guard r > 0, y < r else { return 0 }
        let dy = r - max(0, y)
        return r - (r * r - dy * dy).squareRoot()
    }

    /// Each ear runs from the rounded corner (where the items' top meets it) to the housing: the
    /// time is centred in the left one, the indicators in the right one, scaled down where they
    /// would not fit with 3 pt to spare on each side (the narrow ears of the 12 mini and the X).
    private static func ears(width: Double, housingLeft: Double, cornerRadius: Double,
                             itemCentreY: Double) -> (Layout, Double) {
        let earStart = cornerIntrusion(radius: cornerRadius, atY: itemCentreY - 6)
        let centre = (earStart + housingLeft) / 2
        let scale = min(1, (housingLeft - earStart - 6) / indicatorsWidth)
        return (.ears(leftCentre: centre, rightCentre: width - centre, earWidth: housingLeft - earStart - 6), scale)
    }

    /// The notch's width in points, per model; about 54% of the screen width for unknown ones.
    static func notchWidth(of device: DeviceProfile) -> Double {
        switch device.id {
        case "iphone-x": 209
        case "iphone-11": 230
        case "iphone-12-mini": 226
        case "iphone-12": 210
        case "iphone-13", "iphone-14", "iphone-14-plus": 162
        default: (device.width * 0.54).rounded()
        }
    }

    /// The outline of the screen: rounded top corners, square bottom (the picture is cut below).
    var screenPath: String {
        let n = Markup.number
        let r = min(cornerRadius, width / 2)
        let bottom = max(height, r)
        guard r > 0 else { return "M0 0H\(n(width))V\(n(bottom))H0Z" }
        return "M0 \(n(r))A\(n(r)) \(n(r)) 0 0 1 \(n(r)) 0H\(n(width - r))A\(n(r)) \(n(r)) 0 0 1 \(n(width)) \(n(r))"
            + "V\(n(bottom))H0Z"
    }
}

extension DeviceTopGeometry.Notch {
    /// The notch outline: concave ears at the top edge, rounded bottom corners.
    var path: String {
        let n = Markup.number
        let e = earRadius, b = bottomRadius
        return "M\(n(left - e)) 0"
            + "A\(n(e)) \(n(e)) 0 0 1 \(n(left)) \(n(e))"
            + "V\(n(depth - b))"
            + "A\(n(b)) \(n(b)) 0 0 0 \(n(left + b)) \(n(depth))"
            + "H\(n(right - b))"
            + "A\(n(b)) \(n(b)) 0 0 0 \(n(right)) \(n(depth - b))"
            + "V\(n(e))"
            + "A\(n(e)) \(n(e)) 0 0 1 \(n(right + e)) 0Z"
    }
}
