import SourceModel
import StatusBarEngine
import Yams
import YAMLReading

/// A key of a mapping with its node (the shared ``YAMLEntry``).
typealias Entry = YAMLEntry

/// Typed, located access to a composed scenario tree: the shared ``YAMLNodeReader`` (locations,
/// errors with the line, maps, lists, strings, whole numbers) with the scenario's own values below.
typealias NodeReader = YAMLNodeReader

extension YAMLNodeReader {
    /// A name (an id): a non-empty scalar that is not null.
    func id(_ node: Node, _ what: String) throws(LocatedError) -> String {
        let text = try string(node, what)
        if text.isEmpty { throw error("\(what) must not be empty", at: node) }
        return text
    }

    /// Only plain `true` or `false`: a quoted string or `yes`/`NO` is an error, never a guess.
    func bool(_ node: Node, _ what: String) throws(LocatedError) -> Bool {
        if case .scalar(let s) = node, let b = Self.boolValue(s) { return b }
        var message = "\(what) must be a Boolean (true or false), found \(describe(node))"
        if case .scalar(let s) = node, ["yes", "no", "y", "n", "on", "off"].contains(s.string.lowercased()) {
            message += ": write true or false"
        }
        throw error(message, at: node)
    }

    func int(_ node: Node, _ what: String) throws(LocatedError) -> Int {
        if case .scalar(let s) = node, s.style == .plain, let n = Int(s.string) { return n }
        throw error("\(what) must be a whole number, found \(describe(node))", at: node)
    }

    func number(_ node: Node, _ what: String) throws(LocatedError) -> Double? {
        if case .scalar(let s) = node, s.style == .plain, let n = Double(s.string), n.isFinite { return n }
        return nil
    }

    /// A value of a `String`-backed enum, listing the choices (and the closest one) when unknown.
    func choice<T: RawRepresentable & CaseIterable>(_ node: Node, _ what: String, _ type: T.Type = T.self)
        throws(LocatedError) -> T where T.RawValue == String {
        let text = try string(node, what)
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        throw error(Self.unknownValue(text, what, names), at: node)
    }

    static func unknownValue(_ text: String, _ what: String, _ names: [String]) -> String {
        var message = "unknown \(what) '\(text)'"
        if let near = Suggestion.closest(to: text, in: names) { message += ": did you mean '\(near)'?" }
        return message + " (expected \(names.joined(separator: ", ")))"
    }

    // MARK: Colors

    /// `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"`, `{ light:, dark: }` or a system color name.
    func color(_ node: Node, _ what: String) throws(LocatedError) -> DynamicColor {
        if case .mapping = node {
            let entries = try mapping(node, what)
            try checkKeys(entries, allowed: ["light", "dark"], in: what)
            guard let light = entries.first(where: { $0.key == "light" }),
                  let dark = entries.first(where: { $0.key == "dark" }) else {
                throw error("\(what) needs both 'light' and 'dark'", at: node)
            }
            let l = try color(light.value, "\(what).light")
            let d = try color(dark.value, "\(what).dark")
            return DynamicColor(light: l.light, dark: d.dark)
        }
        if isNull(node) {
            throw error("\(what) must be a color, found null (an unquoted # starts a YAML comment: write \"#RRGGBB\" in quotes)",
                        at: node)
        }
        guard case .scalar(let s) = node else {
            throw error("\(what) must be a color (\"#RRGGBB\", a system name or { light:, dark: }), found \(describe(node))",
                        at: node)
        }
        let text = s.string
        if text.hasPrefix("#") {
            guard let rgba = RGBA(hex: text) else {
                throw error("bad color '\(text)' in \(what): write #RGB, #RRGGBB or #RRGGBBAA with hex digits", at: node)
            }
            return DynamicColor(rgba)
        }
        if let system = DynamicColor.system(text) { return system }
        let names = SystemColors.table.map(\.name)
        var message = "unknown color '\(text)' in \(what)"
        if let near = Suggestion.closest(to: text, in: names) { message += ": did you mean '\(near)'?" }
        message += " (write \"#RRGGBB\", a system color name — see `statusbar colors` — or { light:, dark: })"
        throw error(message, at: node)
    }
}
