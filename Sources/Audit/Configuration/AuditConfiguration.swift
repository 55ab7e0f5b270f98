import Foundation
import SourceModel
import StatusBarEngine
import Yams

/// What the configuration says about one rule: `off`, or the severity its findings take.
package enum RuleSetting: Sendable, Hashable {
    case off
    case severity(Severity)
}

/// The lowest severity that fails a run (`--fail-on`, `fail_on`).
package enum FailThreshold: String, Sendable, CaseIterable {
    case error, warning, info, never
}

/// A path written in the configuration, resolved against the configuration's folder, with the
/// place it was written (errors about the file it names point there).
package struct ConfiguredPath: Sendable, Hashable {
    /// As written.
    package var written: String
    /// Resolved against the configuration file's folder.
    package var path: String
    package var location: SourceLocation
    package var sourceLine: String?

    package func error(_ message: String) -> LocatedError { LocatedError(message, at: location, sourceLine: sourceLine) }
}

/// `.statusbar.yml` (audit.md, "Configuration"; version 1): which files are audited, which rules
/// run at which severity, the failing severity and the baseline of known findings.
package struct AuditConfiguration: Sendable {
    /// The name looked for at the audited folder's root.
    package static let fileName = ".statusbar.yml"
    package static let formatVersion = 1
    package static let keys = ["version", "exclude", "include", "rules", "fail_on", "baseline"]

    package var exclude: [Glob] = []
    /// When present, only files that match are audited.
    package var include: [Glob]?
    package var rules: [String: RuleSetting] = [:]
    package var failOn: FailThreshold?
    package var baseline: ConfiguredPath?

    package init() {}

    /// Whether a file (relative path) is left out of the audit.
    package func isExcluded(_ path: String) -> Bool {
        if exclude.contains(where: { $0.matches(path) }) { return true }
        if let include, !include.contains(where: { $0.matches(path) }) { return true }
        return false
    }

    /// Sets the options' exclusion and rule settings.
    package func apply(to options: inout AuditOptions) {
        let configuration = self
        options.excluded = { configuration.isExcluded($0) }
        options.ruleSettings = rules
    }

    /// Reads a configuration file; `knownRules` are the ids `rules` may name.
    package static func read(path: String, knownRules: Set<String>) throws(LocatedError) -> AuditConfiguration {
        // FileReading, not FileManager.contents(atPath:): the 16 MiB limit applies, and Foundation
        // leaks a 4 KiB buffer on every read of an empty file (Docs/Reliability.md, Sanitizers).
        let bytes: [UInt8]
        do throws(FileReadFailure) { bytes = try FileReading.read(path: path, shownAs: path) } catch {
            throw LocatedError("cannot read the configuration file: \(error.problem)", at: SourceLocation(file: path, line: 1, column: 1))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw LocatedError("cannot read the configuration file: it is not valid UTF-8", at: SourceLocation(file: path, line: 1, column: 1))
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        return try parse(text, file: path, knownRules: knownRules, folder: folder)
    }

    /// Reads a configuration's text; `file` is the name shown in errors, `folder` the one
    /// `baseline` is relative to.
    package static func parse(_ text: String, file: String, knownRules: Set<String>,
                              folder: URL = URL(fileURLWithPath: ".")) throws(LocatedError) -> AuditConfiguration {
        let reader = ConfigurationNodes(file: file, lines: LineIndex(text))
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw reader.syntaxError(error)
        }
        var configuration = AuditConfiguration()
        guard let root else { return configuration }  // an empty file: every default
        for entry in try reader.mapping(root, "the configuration") {
            switch entry.key {
            case "version":
                let version = try reader.int(entry.value, "version")
                guard version == formatVersion else {
                    throw reader.error("version \(version) is not supported: this statusbar reads version \(formatVersion)", at: entry.value)
                }
            case "exclude":
                configuration.exclude = try globs(entry.value, "exclude", reader)
            case "include":
                configuration.include = try globs(entry.value, "include", reader)
            case "rules":
                for rule in try reader.mapping(entry.value, "rules") {
                    guard knownRules.contains(rule.key) else {
                        var message = "unknown rule '\(rule.key)' in rules"
                        if let near = ConfigurationNodes.closest(to: rule.key, in: knownRules.sorted()) {
                            message += ": did you mean '\(near)'?"
                        } else {
                            message += ": see `statusbar rules` for the rule ids"
                        }
                        throw reader.error(message, at: rule.keyNode)
                    }
                    let value = try reader.string(rule.value, "the setting of '\(rule.key)'")
                    if value == "off" {
                        configuration.rules[rule.key] = .off
                    } else if let severity = Severity(rawValue: value) {
                        configuration.rules[rule.key] = .severity(severity)
                    } else {
                        throw reader.error("the setting of '\(rule.key)' must be off, error, warning or info, found '\(value)'",
                                           at: rule.value)
                    }
                }
            case "fail_on":
                let value = try reader.string(entry.value, "fail_on")
                guard let threshold = FailThreshold(rawValue: value) else {
                    throw reader.error("fail_on must be error, warning, info or never, found '\(value)'", at: entry.value)
                }
                configuration.failOn = threshold
            case "baseline":
                let written = try reader.string(entry.value, "baseline")
                guard !written.isEmpty else { throw reader.error("baseline must not be empty", at: entry.value) }
                let resolved = written.hasPrefix("/") ? written : folder.appendingPathComponent(written).standardizedFileURL.path
                let location = reader.location(entry.value)
                configuration.baseline = ConfiguredPath(written: written, path: resolved, location: location,
                                                        sourceLine: reader.lines.text(ofLine: location.line))
            default:
                var message = "unknown key '\(entry.key)' in the configuration"
                if let near = ConfigurationNodes.closest(to: entry.key, in: keys) {
                    message += ": did you mean '\(near)'?"
                } else {
                    message += ": expected one of \(keys.joined(separator: ", "))"
                }
                throw reader.error(message, at: entry.keyNode)
            }
        }
        return configuration
    }

    private static func globs(_ node: Node, _ what: String, _ reader: ConfigurationNodes) throws(LocatedError) -> [Glob] {
        var globs: [Glob] = []
        for item in try reader.sequence(node, what) {
            let text = try reader.string(item, "a pattern of \(what)")
            guard let glob = Glob(text) else { throw reader.error("a pattern of \(what) must not be empty", at: item) }
            globs.append(glob)
        }
        return globs
    }
}

/// Located reading of the configuration's YAML nodes. Scalars are read by their text, never by
/// YAML 1.1's implicit typing (`off` is the word off, not a Boolean).
struct ConfigurationNodes {
    struct Entry {
        let key: String
        let keyNode: Node
        let value: Node
    }

    let file: String
    let lines: LineIndex

    /// Yams counts columns in Unicode scalars; ``SourceLocation`` counts UTF-8 bytes.
    func location(_ node: Node) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: file, line: 1, column: 1) }
        return location(line: mark.line, scalarColumn: mark.column)
    }

    func location(line: Int, scalarColumn: Int) -> SourceLocation {
        guard let text = lines.text(ofLine: line) else { return SourceLocation(file: file, line: line, column: scalarColumn) }
        let prefix = text.unicodeScalars.prefix(max(0, scalarColumn - 1))
        let bytes = prefix.reduce(0) { $0 + String($1).utf8.count }
        return SourceLocation(file: file, line: line, column: bytes + 1 + max(0, scalarColumn - 1 - prefix.count))
    }

    func error(_ message: String, at node: Node) -> LocatedError { error(message, at: location(node)) }

    func error(_ message: String, at location: SourceLocation) -> LocatedError {
        LocatedError(message, at: location, sourceLine: lines.text(ofLine: location.line))
    }

    func syntaxError(_ error: any Error) -> LocatedError {
        switch error as? YamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let where_ = context.map { "\($0.text) (line \($0.mark.line)): " } ?? ""
            return self.error("invalid YAML: \(where_)\(problem)", at: location(line: mark.line, scalarColumn: mark.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let first = location(line: context.mark.line, scalarColumn: context.mark.column)
            let repeated = duplicates.first.flatMap { repetition(of: $0, after: first.line) }
            return self.error("duplicate key '\(duplicates.joined(separator: "', '"))' (first written at line \(first.line))",
                              at: repeated ?? first)
        case .reader(let problem, let offset, _, _):
            let place = offset.map { lines.position(ofOffset: $0) } ?? (1, 1)
            return self.error("invalid YAML: \(problem)", at: SourceLocation(file: file, line: place.0, column: place.1))
        default:
            return self.error("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// The first line after `line` that writes `key` as a block mapping key (`key:`, `"key":`), at the key.
    func repetition(of key: String, after line: Int) -> SourceLocation? {
        var n = line + 1
        while let text = lines.text(ofLine: n) {
            defer { n += 1 }
            let body = text.drop { $0 == " " }
            for written in [key, "\"\(key)\"", "'\(key)'"] where body.hasPrefix(written) {
                if body.dropFirst(written.count).drop(while: { $0 == " " }).hasPrefix(":") {
                    return SourceLocation(file: file, line: n, column: text.utf8.count - body.utf8.count + 1)
                }
            }
        }
        return nil
    }

    static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let s): isNull(s) ? "null" : "'\(s.string)'"
        case .mapping: "a map"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    static func isNull(_ s: Node.Scalar) -> Bool { s.style == .plain && ["", "~", "null", "Null", "NULL"].contains(s.string) }

    func isNull(_ node: Node) -> Bool {
        if case .scalar(let s) = node { return Self.isNull(s) }
        return false
    }

    func mapping(_ node: Node, _ what: String) throws(LocatedError) -> [Entry] {
        if isNull(node) { return [] }
        guard case .mapping(let m) = node else { throw error("\(what) must be a map, found \(Self.describe(node))", at: node) }
        var entries: [Entry] = []
        for (k, v) in m {
            guard case .scalar(let s) = k, !Self.isNull(s) else {
                throw error("a key in \(what) must be a name, found \(Self.describe(k))", at: k)
            }
            entries.append(Entry(key: s.string, keyNode: k, value: v))
        }
        return entries
    }

    func sequence(_ node: Node, _ what: String) throws(LocatedError) -> [Node] {
        if isNull(node) { return [] }
        guard case .sequence(let s) = node else { throw error("\(what) must be a list, found \(Self.describe(node))", at: node) }
        return Array(s)
    }

    func string(_ node: Node, _ what: String) throws(LocatedError) -> String {
        guard case .scalar(let s) = node, !Self.isNull(s) else {
            throw error("\(what) must be a string, found \(Self.describe(node))", at: node)
        }
        return s.string
    }

    func int(_ node: Node, _ what: String) throws(LocatedError) -> Int {
        if case .scalar(let s) = node, s.style == .plain, let n = Int(s.string) { return n }
        throw error("\(what) must be a whole number, found \(Self.describe(node))", at: node)
    }

    /// The known name nearest to `name` (edit distance at most a third of its length), if any.
    static func closest(to name: String, in known: [String]) -> String? {
        let limit = max(1, name.count / 3)
        var best: (String, Int)?
        for candidate in known {
            let d = distance(Array(name), Array(candidate))
            if d <= limit, best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best?.0
    }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = b.isEmpty ? [i] : current
        }
        return previous[b.count]
    }
}

extension AuditOptions {
    /// A finding with the severity its rule's setting gives it.
    package func configured(_ finding: Finding) -> Finding {
        guard case .severity(let severity)? = ruleSettings[finding.rule] else { return finding }
        var changed = finding
        changed.severity = severity
        return changed
    }
}
