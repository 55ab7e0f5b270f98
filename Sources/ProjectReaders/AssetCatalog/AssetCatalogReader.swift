import Foundation
import SourceModel

/// A color of an asset catalog, converted to sRGB-like components in 0…1.
///
/// `display-p3` components are kept as written (not converted to sRGB: a small shift in hue that
/// does not matter for contrast); `isDisplayP3` says so. `extended-srgb` components are clamped to
/// 0…1; `extended-linear-srgb` components are encoded with the sRGB curve, then clamped;
/// `gray-gamma-22` and `extended-gray` grays (`white`) are converted from gamma 2.2 to sRGB.
package struct AssetColor: Sendable, Hashable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double
    /// The color space as written in Contents.json: `srgb`, `display-p3`, `extended-srgb`, …
    package var colorSpace: String

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1, colorSpace: String = "srgb") {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
        self.colorSpace = colorSpace
    }

    /// Whether the components are Display P3 values kept as they are.
    package var isDisplayP3: Bool { colorSpace == "display-p3" }
}

/// One entry of a color set's `colors` list.
package struct ColorVariant: Sendable, Hashable {
    /// `any` (no luminosity appearance), `light` or `dark`.
    package enum Luminosity: String, Sendable, Hashable {
        case any, light, dark
    }

    package var luminosity: Luminosity
    /// Whether the entry is for the high-contrast accessibility setting.
    package var highContrast: Bool
    /// `universal`, `iphone`, `ipad`, `mac`, …
    package var idiom: String
    /// The color; `nil` when the entry names a system color instead.
    package var color: AssetColor?
    /// A system color the entry refers to (`"reference": "systemBackgroundColor"`), if any.
    package var systemReference: String?
    /// Where the entry begins in Contents.json.
    package var location: SourceLocation
}

/// A named color of an asset catalog.
package struct NamedColor: Sendable, Hashable, Comparable {
    /// The name code uses: the color set's folder name without `.colorset`, prefixed by `Folder/`
    /// for each enclosing folder that provides a namespace.
    package var name: String
    /// The color for any appearance (the entry without a luminosity appearance).
    package var any: AssetColor?
    /// The color for the light appearance.
    package var light: AssetColor?
    /// The color for the dark appearance.
    package var dark: AssetColor?
    /// Every entry read, high-contrast ones included (they never fill `any`, `light` or `dark`).
    package var variants: [ColorVariant]
    /// The color set's Contents.json, line 1 column 1 (or its `colors` list).
    package var location: SourceLocation

    /// The color shown in a light (`dark == false`) or dark appearance: the variant for that
    /// appearance, else the `any` one (as UIKit resolves it).
    package func resolved(dark isDark: Bool) -> AssetColor? {
        isDark ? (dark ?? any) : (light ?? any)
    }

    package static func < (a: NamedColor, b: NamedColor) -> Bool { (a.name, a.location) < (b.name, b.location) }
}

/// Reads named colors from `*.xcassets/**/*.colorset/Contents.json`.
package enum AssetCatalogReader {
    /// Reads one color set's Contents.json. Entries with bad components are skipped and returned as
    /// errors; the others are kept. Entries for idioms other than `universal`, `iphone` and `ipad`
    /// are kept in `variants` but do not fill `any`, `light` or `dark`; `universal` is preferred,
    /// then `iphone`.
    package static func parseColorSet(_ bytes: [UInt8], name: String, file: String) throws(LocatedError) -> (color: NamedColor, errors: [LocatedError]) {
        let json = try LocatedJSON.parse(bytes, file: file)
        guard json.isObject else { throw LocatedError("a color set's Contents.json must hold an object", at: json.location) }
        var errors: [LocatedError] = []
        var variants: [ColorVariant] = []
        guard let entries = json["colors"]?.array else {
            throw LocatedError("the color set '\(name)' has no 'colors' list", at: json.location)
        }
        for entry in entries {
            // An entry with no `color` is a slot left empty (Xcode's `AccentColor` template has
            // one): the color set gives nothing for it, and nothing is wrong with the file.
            if entry.isObject, entry["color"] == nil { continue }
            do { variants.append(try variant(entry)) } catch { errors.append(error) }
        }
        func pick(_ luminosity: ColorVariant.Luminosity) -> AssetColor? {
            let candidates = variants.filter { $0.luminosity == luminosity && !$0.highContrast && $0.color != nil }
            return (candidates.first { $0.idiom == "universal" } ?? candidates.first { $0.idiom == "iphone" }
                ?? candidates.first { $0.idiom == "ipad" })?.color
        }
        let color = NamedColor(name: name, any: pick(.any), light: pick(.light), dark: pick(.dark), variants: variants,
                               location: SourceLocation(file: file, line: 1, column: 1))
        return (color, errors)
    }

    /// Whether a folder's Contents.json says `"properties": {"provides-namespace": true}`.
    package static func providesNamespace(_ bytes: [UInt8], file: String) -> Bool {
        guard let json = try? LocatedJSON.parse(bytes, file: file) else { return false }
        return json["properties"]?["provides-namespace"]?.bool == true
    }

    /// Reads every color set among `files` (paths relative to `root`). A color set whose file
    /// cannot be read or parsed is an error and the others go on. Sorted by name.
    ///
    /// `links`: the links the walk of `root` followed (``ProjectFiles/followedLinks``), when `files`
    /// come from that walk: a file reached through none of them is read without resolving its
    /// real path (``FileReading/read(relativePath:root:realRoot:throughLinks:limit:)``); `nil`
    /// resolves every file's.
    package static func readColors(files: [ProjectFile], root: URL, links: [String]? = nil) -> (colors: [NamedColor], errors: [LocatedError]) {
        var colors: [NamedColor] = []
        var errors: [LocatedError] = []
        var namespaceCache: [String: Bool] = [:]
        let realRoot = FileReading.realPath(of: root.path)
        func read(_ path: String) throws(FileReadFailure) -> [UInt8] {
            try FileReading.read(relativePath: path, root: root.path, realRoot: realRoot,
                                 throughLinks: links.map { ProjectFiles.isReached(path, throughAnyOf: $0) } ?? true)
        }
        func providesNamespace(_ folder: String) -> Bool {
            if let cached = namespaceCache[folder] { return cached }
            let file = folder + "/Contents.json"
            let result = (try? read(file)).map { AssetCatalogReader.providesNamespace($0, file: file) } ?? false
            namespaceCache[folder] = result
            return result
        }
        for file in files where file.kind == .colorSet {
            let components = file.path.split(separator: "/").map(String.init)
            guard components.count >= 2, let catalog = components.lastIndex(where: { $0.hasSuffix(".xcassets") }) else { continue }
            let setFolder = components[components.count - 2]
            var name = String(setFolder.dropLast(".colorset".count))
            var prefix: [String] = []
            var folderPath = components[...catalog].joined(separator: "/")
            for folder in components[(catalog + 1)..<(components.count - 2)] {
                folderPath += "/" + folder
                if providesNamespace(folderPath) { prefix.append(folder) }
            }
            if !prefix.isEmpty { name = prefix.joined(separator: "/") + "/" + name }
            let data: [UInt8]
            do { data = try read(file.path) } catch {
                errors.append(LocatedError("cannot read the color set: \(error.reason)", at: SourceLocation(file: file.path, line: 1, column: 1)))
                continue
            }
            do {
                let (color, entryErrors) = try parseColorSet(data, name: name, file: file.path)
                colors.append(color)
                errors += entryErrors
            } catch {
                errors.append(error)
            }
        }
        return (colors.sorted(), errors.sorted { $0.location < $1.location })
    }

    // MARK: - Entries and components

    private static func variant(_ entry: LocatedJSON) throws(LocatedError) -> ColorVariant {
        guard entry.isObject else { throw LocatedError("a 'colors' entry must be an object", at: entry.location) }
        var luminosity = ColorVariant.Luminosity.any
        var highContrast = false
        for appearance in entry["appearances"]?.array ?? [] {
            switch (appearance["appearance"]?.string, appearance["value"]?.string) {
            case ("luminosity"?, "light"?): luminosity = .light
            case ("luminosity"?, "dark"?): luminosity = .dark
            case ("contrast"?, "high"?): highContrast = true
            case (let kind, let value):
                throw LocatedError("unknown appearance '\(kind ?? "?")' = '\(value ?? "?")'", at: appearance.location)
            }
        }
        let idiom = entry["idiom"]?.string ?? "universal"
        guard let colorJSON = entry["color"] else {
            throw LocatedError("a 'colors' entry has no 'color'", at: entry.location)
        }
        if let reference = colorJSON["reference"]?.string {
            return ColorVariant(luminosity: luminosity, highContrast: highContrast, idiom: idiom, color: nil,
                                systemReference: reference, location: entry.location)
        }
        let color = try self.color(colorJSON)
        return ColorVariant(luminosity: luminosity, highContrast: highContrast, idiom: idiom, color: color,
                            systemReference: nil, location: entry.location)
    }

    private static func color(_ json: LocatedJSON) throws(LocatedError) -> AssetColor {
        let space = json["color-space"]?.string ?? "srgb"
        guard let components = json["components"], components.isObject else {
            throw LocatedError("a color has no 'components'", at: json.location)
        }
        let extended = space.hasPrefix("extended")
        func component(_ key: String) throws(LocatedError) -> Double {
            guard let value = components[key] else {
                throw LocatedError("the color has no '\(key)' component", at: components.location)
            }
            return try number(value, key: key, extended: extended)
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha")
        switch space {
        case "srgb", "display-p3", "extended-srgb":
            return AssetColor(red: try component("red"), green: try component("green"), blue: try component("blue"),
                              alpha: alpha, colorSpace: space)
        case "extended-linear-srgb":
            return AssetColor(red: encodeSRGB(try component("red")), green: encodeSRGB(try component("green")),
                              blue: encodeSRGB(try component("blue")), alpha: alpha, colorSpace: space)
        case "gray-gamma-22", "extended-gray":
            let white = encodeSRGB(pow(max(0, try component("white")), 2.2))
            return AssetColor(red: white, green: white, blue: white, alpha: alpha, colorSpace: space)
        default:
            throw LocatedError("unknown color space '\(space)'", at: json["color-space"]?.location ?? json.location)
        }
    }

    private static func encodeSRGB(_ linear: Double) -> Double {
        let v = max(0, linear)
        if v == 0 || v == 1 { return v }
        return v <= 0.003_130_8 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    /// A component: `"0.500"` (a float, 0…1), `"128"` (an integer, 0–255), `"0x80"` (hex, 0–255).
    /// JSON numbers follow the same rules by their text. An alpha written as the integer `0` or
    /// `1` is read as 0 or 1, not as 0/255 or 1/255 (no color set means an alpha of 1/255).
    static func number(_ value: LocatedJSON, key: String, extended: Bool) throws(LocatedError) -> Double {
        let text: String
        switch value.kind {
        case .string(let s): text = s.trimmingCharacters(in: .whitespaces)
        case .number(let n): text = n
        default: throw LocatedError("the '\(key)' component must be a string or a number", at: value.location)
        }
        let lowered = text.lowercased()
        var result: Double?
        if lowered.hasPrefix("0x") {
            if let v = Int(lowered.dropFirst(2), radix: 16), v <= 255 { result = Double(v) / 255 }
        } else if lowered.contains(".") || lowered.contains("e") {
            result = Double(lowered)
        } else if let v = Int(lowered) {
            if key == "alpha", v == 0 || v == 1 { result = Double(v) } else if (0...255).contains(v) { result = Double(v) / 255 }
        }
        guard let result, result.isFinite else {
            throw LocatedError("'\(text)' is not a color component (a float 0…1, an integer 0–255 or hex 0x00–0xFF)", at: value.location)
        }
        if !extended, result < 0 || result > 1 {
            throw LocatedError("'\(text)' is outside 0…1 for the '\(key)' component", at: value.location)
        }
        return result
    }
}
