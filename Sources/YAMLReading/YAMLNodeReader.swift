import SourceModel
import Yams

/// A key of a mapping with its nodes, for reading with locations. (Not `Sendable`: Yams' `Node` is not.)
package struct YAMLEntry {
    /// The key, read as a string.
    package let key: String
    /// The key's node (errors about the key point here).
    package let keyNode: Node
    /// The value's node.
    package let value: Node

    /// An entry of a mapping.
    package init(key: String, keyNode: Node, value: Node) {
        self.key = key
        self.keyNode = keyNode
        self.value = value
    }
}

/// Typed, located access to a composed YAML/JSON tree, shared by the scenario reader and the audit
/// configuration. Scalars are read by their text and style, never by YAML 1.1's implicit typing:
/// `"NO"`, `yes` and `off` are not Booleans, only plain `true`/`false` are.
package struct YAMLNodeReader: Sendable {
    /// How a scalar is named in "found …" messages.
    package enum ScalarWording: Sendable, Hashable {
        /// By type: `null`, `the Boolean true`, `the number 3`, `the string "x"` (scenario files).
        case typed
        /// `null`, else the text in single quotes: `'x'` (the configuration).
        case quoted
    }

    /// The file name shown in errors.
    package let file: String
    /// The original text's lines (errors show them).
    package let lines: LineIndex
    /// Where the composed text was rewritten (the scenario reader's JSON surrogate pairs): line →
    /// columns, each 2 characters shorter than written.
    package var columnShifts: [Int: [Int]]
    /// How scalars are named in messages.
    package var wording: ScalarWording

    /// A reader of the nodes composed from `lines`' text.
    package init(file: String, lines: LineIndex, columnShifts: [Int: [Int]] = [:], wording: ScalarWording = .typed) {
        self.file = file
        self.lines = lines
        self.columnShifts = columnShifts
        self.wording = wording
    }

    // MARK: Locations

    /// Where a node starts. Yams counts columns in Unicode scalars; ``SourceLocation`` counts UTF-8 bytes.
    package func location(_ node: Node) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: file, line: 1, column: 1) }
        return location(line: mark.line, scalarColumn: mark.column)
    }

    /// The location of a Yams mark (1-based line, column in Unicode scalars of the composed text).
    package func location(line: Int, scalarColumn composedColumn: Int) -> SourceLocation {
        let scalarColumn = composedColumn + 2 * (columnShifts[line]?.filter { $0 < composedColumn }.count ?? 0)
        guard let text = lines.text(ofLine: line) else { return SourceLocation(file: file, line: line, column: scalarColumn) }
        let prefix = text.unicodeScalars.prefix(max(0, scalarColumn - 1))
        let bytes = prefix.reduce(0) { $0 + String($1).utf8.count }
        return SourceLocation(file: file, line: line, column: bytes + 1 + max(0, scalarColumn - 1 - prefix.count))
    }

    /// An error at a node, with its line.
    package func error(_ message: String, at node: Node) -> LocatedError {
        error(message, at: location(node))
    }

    /// An error at a location of this file, with its line.
    package func error(_ message: String, at location: SourceLocation) -> LocatedError {
        LocatedError(message, at: location, sourceLine: lines.text(ofLine: location.line))
    }

    // MARK: Syntax errors

    /// The located error for what `Yams.compose` threw. `kind` starts the message (`invalid YAML`,
    /// `invalid JSON`); with `hintingTabs`, an error at a tab says that YAML indents with spaces.
    package func syntaxError(_ error: any Error, kind: String = "invalid YAML", hintingTabs: Bool = false) -> LocatedError {
        switch error as? YamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let where_ = context.map { "\($0.text) (line \($0.mark.line)): " } ?? ""
            let location = location(line: mark.line, scalarColumn: mark.column)
            var hint = ""
            if hintingTabs, let line = lines.text(ofLine: location.line),
               Array(line.utf8).dropFirst(location.column - 1).first == UInt8(ascii: "\t") {
                hint = " (YAML does not allow tabs for indentation: use spaces)"
            }
            return self.error("\(kind): \(where_)\(problem)\(hint)", at: location)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let first = location(line: context.mark.line, scalarColumn: context.mark.column)
            let second = duplicates.first.flatMap { repeatedKey($0, after: first) }
            return self.error("duplicate key '\(duplicates.joined(separator: "', '"))' (first written at line \(first.line))",
                              at: second ?? first)
        case .reader(let problem, let offset, _, _):
            let place = offset.map { lines.position(ofOffset: $0) } ?? (1, 1)
            return self.error("\(kind): \(problem)", at: SourceLocation(file: file, line: place.0, column: place.1))
        default:
            return self.error("\(kind): \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// The next place after `first` where `key` is written as a key (`key:`, `"key":` or `'key':`,
    /// in block or flow style), to point at the repetition rather than the original; `nil` when it
    /// cannot be found.
    package func repeatedKey(_ key: String, after first: SourceLocation) -> SourceLocation? {
        guard first.line >= 1 else { return nil }
        let separators = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "{"), UInt8(ascii: ",")]
        var line = first.line
        while let text = lines.text(ofLine: line) {
            defer { line += 1 }
            let bytes = Array(text.utf8)
            for candidate in [Array(key.utf8), Array("\"\(key)\"".utf8), Array("'\(key)'".utf8)] where !candidate.isEmpty {
                var i = line == first.line ? first.column : 0  // skip the first occurrence itself
                while i + candidate.count <= bytes.count {
                    defer { i += 1 }
                    guard bytes[i..<i + candidate.count].elementsEqual(candidate) else { continue }
                    guard i == 0 || separators.contains(bytes[i - 1]) else { continue }
                    var j = i + candidate.count
                    while j < bytes.count, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") { j += 1 }
                    if j < bytes.count, bytes[j] == UInt8(ascii: ":") {
                        return SourceLocation(file: file, line: line, column: i + 1)
                    }
                }
            }
        }
        return nil
    }

    // MARK: Shapes

    /// How a node is named in "found …" messages, in this reader's ``wording``.
    package func describe(_ node: Node) -> String { Self.describe(node, wording: wording) }

    /// How a node is named in "found …" messages.
    package static func describe(_ node: Node, wording: ScalarWording = .typed) -> String {
        switch node {
        case .scalar(let s):
            if isNull(s) { return "null" }
            switch wording {
            case .quoted:
                return "'\(s.string)'"
            case .typed:
                if s.style == .plain {
                    if boolValue(s) != nil { return "the Boolean \(s.string)" }
                    if Double(s.string) != nil { return "the number \(s.string)" }
                }
                return "the string \"\(s.string)\""
            }
        case .mapping: return "a map"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// Plain `~`, `null` (any case YAML allows) or nothing.
    package static func isNull(_ s: Node.Scalar) -> Bool {
        s.style == .plain && ["", "~", "null", "Null", "NULL"].contains(s.string)
    }

    /// A plain `true` or `false` (YAML 1.2 spellings); `nil` for anything else, `yes` and quoted text included.
    package static func boolValue(_ s: Node.Scalar) -> Bool? {
        guard s.style == .plain else { return nil }
        switch s.string {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// Whether a node is a null scalar.
    package func isNull(_ node: Node) -> Bool {
        if case .scalar(let s) = node { return Self.isNull(s) }
        return false
    }

    /// The entries of a map, keys read as strings; `null` reads as an empty map.
    package func mapping(_ node: Node, _ what: String) throws(LocatedError) -> [YAMLEntry] {
        if isNull(node) { return [] }
        guard case .mapping(let m) = node else {
            throw error("\(what) must be a map, found \(describe(node))", at: node)
        }
        var entries: [YAMLEntry] = []
        for (k, v) in m {
            guard case .scalar(let s) = k, !Self.isNull(s) else {
                throw error("a key in \(what) must be a name, found \(describe(k))", at: k)
            }
            entries.append(YAMLEntry(key: s.string, keyNode: k, value: v))
        }
        return entries
    }

    /// The elements of a list; `null` reads as an empty list.
    package func sequence(_ node: Node, _ what: String) throws(LocatedError) -> [Node] {
        if isNull(node) { return [] }
        guard case .sequence(let s) = node else {
            throw error("\(what) must be a list, found \(describe(node))", at: node)
        }
        return Array(s)
    }

    /// Rejects keys outside `allowed`, suggesting the closest known one.
    package func checkKeys(_ entries: [YAMLEntry], allowed: [String], in what: String) throws(LocatedError) {
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
    package func string(_ node: Node, _ what: String) throws(LocatedError) -> String {
        guard case .scalar(let s) = node, !Self.isNull(s) else {
            throw error("\(what) must be a string, found \(describe(node))", at: node)
        }
        return s.string
    }

    /// A plain whole number.
    package func int(_ node: Node, _ what: String) throws(LocatedError) -> Int {
        if case .scalar(let s) = node, s.style == .plain, let n = Int(s.string) { return n }
        throw error("\(what) must be a whole number, found \(describe(node))", at: node)
    }
}

/// The closest known word, for "did you mean" hints.
package enum Suggestion {
    /// The candidate nearest to `word` by edit distance, when it is within a third of the word's
    /// length (at least `minimumReach`); the first of equals. `ignoringCase` compares lowercased.
    package static func closest(to word: String, in candidates: [String], ignoringCase: Bool = true,
                                minimumReach: Int = 2) -> String? {
        let written = ignoringCase ? word.lowercased() : word
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(written, ignoringCase ? candidate.lowercased() : candidate)
            if best == nil || d < best!.1 { best = (candidate, d) }
        }
        guard let (name, d) = best else { return nil }
        let limit = max(minimumReach, word.count / 3)
        return d <= limit ? name : nil
    }

    /// Levenshtein distance, in characters.
    package static func distance(_ a: String, _ b: String) -> Int {
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
