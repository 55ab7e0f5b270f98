/// An sRGB color with alpha, components in 0…1.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = RGBA.clamp(red)
        self.green = RGBA.clamp(green)
        self.blue = RGBA.clamp(blue)
        self.alpha = RGBA.clamp(alpha)
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let white = RGBA(red: 1, green: 1, blue: 1)
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    private static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is required).
    public init?(hex: String) {
        guard hex.first == "#" else { return nil }
        let digits = Array(hex.utf8.dropFirst())
        func nibble(_ c: UInt8) -> Int? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(c - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(c - UInt8(ascii: "A")) + 10
            default: nil
            }
        }
        let values = digits.compactMap(nibble)
        guard values.count == digits.count else { return nil }
        switch values.count {
        case 3:
            self.init(red: Double(values[0] * 17) / 255, green: Double(values[1] * 17) / 255,
                      blue: Double(values[2] * 17) / 255)
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { Double(values[$0] * 16 + values[$0 + 1]) / 255 }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
        default:
            return nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; upper-case.
    public var hex: String {
        func byte(_ v: Double) -> String {
            let n = Int((v * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[n / 16], digits[n % 16]])
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }

    public var description: String { hex }

    public var isOpaque: Bool { alpha >= 1 }

    /// This color drawn over `background` (source-over compositing).
    public func composited(over background: RGBA) -> RGBA {
        if alpha >= 1 { return self }
        let a = alpha + background.alpha * (1 - alpha)
        guard a > 0 else { return .clear }
        func mix(_ f: Double, _ b: Double) -> Double { (f * alpha + b * background.alpha * (1 - alpha)) / a }
        return RGBA(red: mix(red, background.red), green: mix(green, background.green),
                    blue: mix(blue, background.blue), alpha: a)
    }

    /// WCAG 2.x relative luminance of the opaque color.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double {
            if c >= 1 { return 1 }
            return c <= 0.04045 ? c / 12.92 : Contrast.power24((c + 0.055) / 1.055)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}

/// WCAG 2.x contrast (SC 1.4.3 / 1.4.11).
public enum Contrast {
    /// The non-text minimum (SC 1.4.11) that the engine calls readable.
    public static let minimumReadable = 3.0

    /// The contrast ratio of two opaque colors, from 1 to 21.
    public static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let la = a.relativeLuminance, lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// White glyphs (luminance 1) on a background of luminance `l`: the same as `ratio(.white, bg)`.
    public static func ofWhite(on l: Double) -> Double { 1.05 / (min(l, 1) + 0.05) }
    /// Black glyphs (luminance 0) on a background of luminance `l`.
    public static func ofBlack(on l: Double) -> Double { (max(l, 0) + 0.05) / 0.05 }
    /// Whether white glyphs contrast more than black ones on a background of luminance `l` (R9, iOS 17).
    public static func lightIsBetter(on l: Double) -> Bool { ofWhite(on: l) > ofBlack(on: l) }

    /// Rounded to two decimals, as reports show it.
    public static func rounded(_ ratio: Double) -> Double { (ratio * 100).rounded() / 100 }

    /// x^2.4 for x in 0…1 without Foundation: x² · (x²)^(1/5), the fifth root by Newton's method.
    static func power24(_ x: Double) -> Double {
        guard x > 0 else { return 0 }
        let square = x * x
        var root = 1.0
        for _ in 0..<60 {
            let r4 = root * root * root * root
            let next = root - (r4 * root - square) / (5 * r4)
            if abs(next - root) < 1e-15 { root = next; break }
            root = next
        }
        return square * root
    }
}

/// A color as an app declares it: fixed, or with a light and a dark variant.
public struct DynamicColor: Sendable, Hashable, CustomStringConvertible {
    public var light: RGBA
    public var dark: RGBA
    /// The system or asset name it came from, for explanations.
    public var name: String?

    public init(_ color: RGBA, name: String? = nil) {
        self.light = color
        self.dark = color
        self.name = name
    }

    public init(light: RGBA, dark: RGBA, name: String? = nil) {
        self.light = light
        self.dark = dark
        self.name = name
    }

    /// The variant for an interface style; `unspecified` reads as light.
    public func resolved(for style: InterfaceStyle) -> RGBA { style == .dark ? dark : light }

    /// True when the light and dark variants differ.
    public var adapts: Bool { light != dark }

    public var description: String {
        if let name { return name }
        return adapts ? "{ light: \(light.hex), dark: \(dark.hex) }" : light.hex
    }

    /// A system color by name (`systemBackground`, `black`, …), or `nil`.
    public static func system(_ name: String) -> DynamicColor? {
        guard let entry = SystemColors.table.first(where: { $0.name == name }) else { return nil }
        return entry.color
    }
}

/// The system colors the engine knows, with their light and dark values (iOS 15 and later).
public enum SystemColors {
    public struct Entry: Sendable {
        public let name: String
        public let color: DynamicColor
        public let note: String
    }

    private static func entry(_ name: String, _ light: String, _ dark: String, _ note: String = "") -> Entry {
        // The literals below are checked by a test; a bad one would be caught there.
        Entry(name: name, color: DynamicColor(light: RGBA(hex: light) ?? .clear, dark: RGBA(hex: dark) ?? .clear, name: name),
              note: note)
    }

    /// Sorted by name.
    public static let table: [Entry] = [
        entry("black", "#000000", "#000000"),
        entry("blue", "#0000FF", "#0000FF"),
        entry("brown", "#996633", "#996633"),
        entry("clear", "#00000000", "#00000000", "shows what is behind"),
        entry("cyan", "#00FFFF", "#00FFFF"),
        entry("darkGray", "#555555", "#555555"),
        entry("gray", "#808080", "#808080"),
        entry("green", "#00FF00", "#00FF00"),
        entry("label", "#000000", "#FFFFFF"),
        entry("lightGray", "#AAAAAA", "#AAAAAA"),
        entry("magenta", "#FF00FF", "#FF00FF"),
        entry("orange", "#FF8000", "#FF8000"),
        entry("purple", "#800080", "#800080"),
        entry("red", "#FF0000", "#FF0000"),
        entry("secondarySystemBackground", "#F2F2F7", "#1C1C1E"),
        entry("secondarySystemGroupedBackground", "#FFFFFF", "#1C1C1E"),
        entry("systemBackground", "#FFFFFF", "#000000"),
        entry("systemBarBackground", "#F9F9F9", "#1D1D1D",
              "StatusBarKit's name for the default navigation bar background (assumption: opaque)"),
        entry("systemBlue", "#007AFF", "#0A84FF"),
        entry("systemBrown", "#A2845E", "#AC8E68"),
        entry("systemCyan", "#32ADE6", "#64D2FF"),
        entry("systemGray", "#8E8E93", "#8E8E93"),
        entry("systemGray2", "#AEAEB2", "#636366"),
        entry("systemGray3", "#C7C7CC", "#48484A"),
        entry("systemGray4", "#D1D1D6", "#3A3A3C"),
        entry("systemGray5", "#E5E5EA", "#2C2C2E"),
        entry("systemGray6", "#F2F2F7", "#1C1C1E"),
        entry("systemGreen", "#34C759", "#30D158"),
        entry("systemGroupedBackground", "#F2F2F7", "#000000"),
        entry("systemIndigo", "#5856D6", "#5E5CE6"),
        entry("systemMint", "#00C7BE", "#63E6E2"),
        entry("systemOrange", "#FF9500", "#FF9F0A"),
        entry("systemPink", "#FF2D55", "#FF375F"),
        entry("systemPurple", "#AF52DE", "#BF5AF2"),
        entry("systemRed", "#FF3B30", "#FF453A"),
        entry("systemTeal", "#30B0C7", "#40C8E0"),
        entry("systemYellow", "#FFCC00", "#FFD60A"),
        entry("tertiarySystemBackground", "#FFFFFF", "#2C2C2E"),
        entry("tertiarySystemGroupedBackground", "#F2F2F7", "#2C2C2E"),
        entry("white", "#FFFFFF", "#FFFFFF"),
    ]

    public static let systemBackground = DynamicColor.system("systemBackground")!
    public static let barBackground = DynamicColor.system("systemBarBackground")!
    /// The background of a `black` navigation bar without a tint (assumption: black).
    public static let blackBarBackground = DynamicColor(.black, name: "black bar")
}
