import Foundation
import SourceModel
import StatusBarEngine
import Yams
import YAMLReading

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
    package static let keys = ["version", "exclude", "include", "rules", "fail_on", "baseline", "time_limit"]

    package var exclude: [Glob] = []
    /// When present, only files that match are audited.
    package var include: [Glob]?
    package var rules: [String: RuleSetting] = [:]
    package var failOn: FailThreshold?
    package var baseline: ConfiguredPath?
    /// The audit's total time budget in seconds (`time_limit:`); `--time-limit` wins.
    package var timeLimit: Double?

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
        if let timeLimit { options.timeLimit = timeLimit }
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
        let reader = YAMLNodeReader(file: file, lines: LineIndex(text), wording: .quoted)
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
                        if let near = closest(to: rule.key, in: knownRules.sorted()) {
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
            case "time_limit":
                let text = try reader.string(entry.value, "time_limit")
                guard case .scalar(let scalar) = entry.value, scalar.style == .plain, let seconds = TimeBudget.seconds(parsing: text) else {
                    throw reader.error("time_limit must be a number of seconds, 0 or more, found '\(text)'", at: entry.value)
                }
                configuration.timeLimit = seconds
            case "baseline":
                let written = try reader.string(entry.value, "baseline")
                guard !written.isEmpty else { throw reader.error("baseline must not be empty", at: entry.value) }
                let resolved = written.hasPrefix("/") ? written : folder.appendingPathComponent(written).standardizedFileURL.path
                let location = reader.location(entry.value)
                configuration.baseline = ConfiguredPath(written: written, path: resolved, location: location,
                                                        sourceLine: reader.lines.text(ofLine: location.line))
            default:
                var message = "unknown key '\(entry.key)' in the configuration"
                if let near = closest(to: entry.key, in: keys) {
                    message += ": did you mean '\(near)'?"
                } else {
                    message += ": expected one of \(keys.joined(separator: ", "))"
                }
                throw reader.error(message, at: entry.keyNode)
            }
        }
        return configuration
    }

    private static func globs(_ node: Node, _ what: String, _ reader: YAMLNodeReader) throws(LocatedError) -> [Glob] {
        var globs: [Glob] = []
        for item in try reader.sequence(node, what) {
            let text = try reader.string(item, "a pattern of \(what)")
            guard let glob = Glob(text) else { throw reader.error("a pattern of \(what) must not be empty", at: item) }
            globs.append(glob)
        }
        return globs
    }

    /// The known name nearest to `name` (edit distance at most a third of its length, at least 1,
    /// case counting), for "did you mean" hints.
    private static func closest(to name: String, in known: [String]) -> String? {
        Suggestion.closest(to: name, in: known, ignoringCase: false, minimumReach: 1)
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
