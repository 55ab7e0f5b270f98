import SourceModel
import StatusBarEngine
import Yams

/// A key of a mapping with its node, for reading with locations.
struct Entry {
    let key: String
    let keyNode: Node
    let value: Node
}

/// Typed, located access to a composed YAML/JSON tree. Scalars are read by their text and style,
/// never by YAML 1.1's implicit typing: `"NO"` and `yes` are not Booleans, only `true`/`false` are.
struct NodeReader {
    let file: String
    /// The original text's lines (errors show them).
    let lines: LineIndex
    /// Where the composed text was rewritten (``JSONText``): line → columns, each 2 characters shorter.
    var columnShifts: [Int: [Int]] = [:]

    // MARK: Locations

    /// Yams counts columns in Unicode scalars; ``SourceLocation`` counts UTF-8 bytes.
    func location(_ node: Node) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: file, line: 1, column: 1) }
        return location(line: mark.line, scalarColumn: mark.column)
    }

    func location(line: Int, scalarColumn composedColumn: Int) -> SourceLocation {
        let scalarColumn = composedColumn + 2 * (columnShifts[line]?.filter { $0 < composedColumn }.count ?? 0)
        guard let text = lines.text(ofLine: line) else { return SourceLocation(file: file, line: line, column: scalarColumn) }
        let prefix = text.unicodeScalars.prefix(max(0, scalarColumn - 1))
        let bytes = prefix.reduce(0) { $0 + String($1).utf8.count }
        return SourceLocation(file: file, line: line, column: bytes + 1 + max(0, scalarColumn - 1 - prefix.count))
    }

    func error(_ message: String, at node: Node) -> LocatedError {
        error(message, at: location(node))
    }

    func error(_ message: String, at location: SourceLocation) -> LocatedError {
        LocatedError(message, at: location, sourceLine: lines.text(ofLine: location.line))
    }

    // MARK: Shapes

    static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let s):
            if s.style == .plain {
                if isNull(s) { return "null" }
                if boolValue(s) != nil { return "the Boolean \(s.string)" }
                if Double(s.string) != nil { return "the number \(s.string)" }
            }
            return "the string \"\(s.string)\""
        case .mapping: return "a map"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    static func isNull(_ s: Node.Scalar) -> Bool {
        s.style == .plain && ["", "~", "null", "Null", "NULL"].contains(s.string)
    }

    static func boolValue(_ s: Node.Scalar) -> Bool? {
        guard s.style == .plain else { return nil }
        switch s.string {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    func isNull(_ node: Node) -> Bool {
        if case .scalar(let s) = node { return Self.isNull(s) }
        return false
    }

    /// The entries of a map, keys read as strings; `null` reads as an empty map.
    func mapping(_ node: Node, _ what: String) throws(LocatedError) -> [Entry] {
        if isNull(node) { return [] }
        guard case .mapping(let m) = node else {
            throw error("\(what) must be a map, found \(Self.describe(node))", at: node)
        }
        var entries: [Entry] = []
        for (k, v) in m {
            guard case .scalar(let s) = k, !Self.isNull(s) else {
                throw error("a key in \(what) must be a name, found \(Self.describe(k))", at: k)
            }
            entries.append(Entry(key: s.string, keyNode: k, value: v))
        }
        return entries
    }

    /// The elements of a list; `null` reads as an empty list.
    func sequence(_ node: Node, _ what: String) throws(LocatedError) -> [Node] {
        if isNull(node) { return [] }
        guard case .sequence(let s) = node else {
            throw error("\(what) must be a list, found \(Self.describe(node))", at: node)
        }
        return Array(s)
    }

    /// Rejects keys outside `allowed`, suggesting the closest known one.
    func checkKeys(_ entries: [Entry], allowed: [String], in what: String) throws(LocatedError) {
        for entry in entries where !allowed.contains(entry.key) {
            var message = "unknown key '\(entry.key)' in \(what)"
            if let near = Suggestion.closest(to: entry.key, in: allowed) {
                message += ": did you mean '\(near)'?"
            } else {
                message += ": expected one of \(allowed.joined(separator: ", "))"
            }
            throw error(message, at: entry.keyNode)
        }
    }

    // MARK: Scalars

    /// Any scalar but null, as its text.
    func string(_ node: Node, _ what: String) throws(LocatedError) -> String {
        guard case .scalar(let s) = node, !Self.isNull(s) else {
            throw error("\(what) must be a string, found \(Self.describe(node))", at: node)
        }
        return s.string
    }

    /// A name (an id): a non-empty scalar that is not null.
    func id(_ node: Node, _ what: String) throws(LocatedError) -> String {
        let text = try string(node, what)
        if text.isEmpty { throw error("\(what) must not be empty", at: node) }
        return text
    }

    /// Only plain `true` or `false`: a quoted string or `yes`/`NO` is an error, never a guess.
    func bool(_ node: Node, _ what: String) throws(LocatedError) -> Bool {
        if case .scalar(let s) = node, let b = Self.boolValue(s) { return b }
        var message = "\(what) must be a Boolean (true or false), found \(Self.describe(node))"
        if case .scalar(let s) = node, ["yes", "no", "y", "n", "on", "off"].contains(s.string.lowercased()) {
            message += ": write true or false"
        }
        throw error(message, at: node)
    }

    func int(_ node: Node, _ what: String) throws(LocatedError) -> Int {
        if case .scalar(let s) = node, s.style == .plain, let n = Int(s.string) { return n }
        throw error("\(what) must be a whole number, found \(Self.describe(node))", at: node)
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
            throw error("\(what) must be a color (\"#RRGGBB\", a system name or { light:, dark: }), found \(Self.describe(node))",
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

/// The closest known word, for "did you mean" hints.
enum Suggestion {
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lower = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(lower, candidate.lowercased())
            if best == nil || d < best!.1 { best = (candidate, d) }
        }
        guard let (name, d) = best else { return nil }
        let limit = max(2, word.count / 3)
        return d <= limit ? name : nil
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
