import SourceModel

/// The color space of an RGB or gray color, from `colorSpace` (and `customColorSpace` when
/// `colorSpace="custom"`).
package enum IBColorSpace: String, Sendable, Hashable, Codable, CaseIterable {
    case sRGB
    case displayP3
    case extendedSRGB
    case genericRGB
    case calibratedRGB
    case deviceRGB
    case adobeRGB1998
    case calibratedWhite
    case deviceWhite
    case genericGamma22Gray
    /// A space this reader does not know; the components are read as they are.
    case unknown

    /// Maps the attribute pair Interface Builder writes.
    package init(colorSpace: String?, customColorSpace: String?) {
        let name = colorSpace == "custom" ? (customColorSpace ?? "") : (colorSpace ?? "")
        switch name {
        case "sRGB": self = .sRGB
        case "displayP3": self = .displayP3
        case "extendedSRGB": self = .extendedSRGB
        case "genericRGB", "genericRGBLinear": self = .genericRGB
        case "calibratedRGB": self = .calibratedRGB
        case "deviceRGB": self = .deviceRGB
        case "adobeRGB1998": self = .adobeRGB1998
        case "calibratedWhite": self = .calibratedWhite
        case "deviceWhite": self = .deviceWhite
        case "genericGamma22GrayColorSpace", "genericGamma22Gray": self = .genericGamma22Gray
        default: self = .unknown
        }
    }
}

/// A color as Interface Builder writes it, unresolved.
package enum IBColor: Sendable, Hashable, Codable {
    /// `red green blue alpha` components (0…1) in a color space.
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, colorSpace: IBColorSpace)
    /// A gray: `white alpha` (calibratedWhite, deviceWhite, genericGamma22Gray).
    case white(white: Double, alpha: Double)
    /// A UIKit system color by its short name: `systemColor="systemBackgroundColor"` →
    /// `systemBackground` (the `Color` suffix dropped). Resolved by the audit (or with the
    /// document's `<resources>` for the light value).
    case system(String)
    /// An asset-catalog color: `name="CardBackground"`, resolved later by the audit.
    case named(String)
}

/// A color with the place of its `<color>` element.
package struct IBLocatedColor: Sendable, Hashable, Codable {
    /// The color as written.
    package var color: IBColor
    /// The `key` it was written under (`backgroundColor`, `barTintColor`…), if any.
    package var key: String?
    /// The start of the `<color>` element.
    package var location: SourceLocation

    package init(_ color: IBColor, key: String? = nil, location: SourceLocation) {
        self.color = color
        self.key = key
        self.location = location
    }
}

extension IBColor {
    /// Reads the attributes of a `<color>` element.
    ///
    /// - `name=` wins (an asset-catalog color), then `systemColor=`, then Xcode 11's
    ///   `xcode11CocoaTouchSystemColor=` (the iOS 13 color of a pair), then the older
    ///   `cocoaTouchSystemColor=` (`whiteColor`, `blackColor`, `clearColor` become grays; other
    ///   names become system colors), then `red green blue`, then `white`.
    /// - Missing `alpha` is 1. A component that is present but not a number is an error whose
    ///   message names the attribute.
    static func parse(attributes: [String: String]) -> Result<IBColor, ColorReadError> {
        if let name = attributes["name"], !name.isEmpty { return .success(.named(name)) }
        if let system = attributes["systemColor"] ?? attributes["xcode11CocoaTouchSystemColor"], !system.isEmpty {
            return .success(.system(shortSystemName(system)))
        }
        if let legacy = attributes["cocoaTouchSystemColor"], !legacy.isEmpty {
            switch legacy {
            case "whiteColor": return .success(.white(white: 1, alpha: 1))
            case "blackColor": return .success(.white(white: 0, alpha: 1))
            case "clearColor": return .success(.white(white: 0, alpha: 0))
            default: return .success(.system(shortSystemName(legacy)))
            }
        }
        func component(_ key: String, default value: Double? = nil) -> Result<Double, ColorReadError> {
            guard let text = attributes[key] else {
                if let value { return .success(value) }
                return .failure(ColorReadError(message: "color has no '\(key)' component"))
            }
            guard let number = Double(text), number.isFinite else {
                return .failure(ColorReadError(message: "color component '\(key)' is not a number: '\(text)'"))
            }
            return .success(number)
        }
        let alpha: Double
        switch component("alpha", default: 1) {
        case .success(let a): alpha = a
        case .failure(let e): return .failure(e)
        }
        if attributes["red"] != nil || attributes["green"] != nil || attributes["blue"] != nil {
            var rgb: [Double] = []
            for key in ["red", "green", "blue"] {
                switch component(key) {
                case .success(let v): rgb.append(v)
                case .failure(let e): return .failure(e)
                }
            }
            let space = IBColorSpace(colorSpace: attributes["colorSpace"], customColorSpace: attributes["customColorSpace"])
            return .success(.rgb(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha, colorSpace: space))
        }
        if attributes["white"] != nil {
            switch component("white") {
            case .success(let w): return .success(.white(white: w, alpha: alpha))
            case .failure(let e): return .failure(e)
            }
        }
        return .failure(ColorReadError(message: "color has neither components nor a name"))
    }

    /// `systemBackgroundColor` → `systemBackground`; `groupTableViewBackgroundColor` →
    /// `groupTableViewBackground`.
    static func shortSystemName(_ name: String) -> String {
        name.hasSuffix("Color") && name.count > 5 ? String(name.dropLast(5)) : name
    }
}

/// Why a `<color>` element could not be read.
struct ColorReadError: Error, Sendable, Hashable {
    var message: String
}

extension IBColor: CustomStringConvertible {
    /// A short form for messages: `rgb(0.11 0.12 0.16 / 1, sRGB)`, `white(1 / 1)`,
    /// `system 'systemBackground'`, `named 'CardBackground'`.
    package var description: String {
        switch self {
        case .rgb(let r, let g, let b, let a, let space):
            "rgb(\(Self.format(r)) \(Self.format(g)) \(Self.format(b)) / \(Self.format(a)), \(space.rawValue))"
        case .white(let w, let a): "white(\(Self.format(w)) / \(Self.format(a)))"
        case .system(let name): "system '\(name)'"
        case .named(let name): "named '\(name)'"
        }
    }

    /// Up to three decimals, without trailing zeros: deterministic on every platform.
    static func format(_ value: Double) -> String {
        let scaled = (value * 1000).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return "\(value)" }
        let thousandths = Int(scaled)
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = abs(thousandths)
        var fraction = String(magnitude % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(magnitude / 1000) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
