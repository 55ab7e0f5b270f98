import Foundation
import SourceModel

/// Known findings to hide (`statusbar audit --write-baseline FILE`; version 1). An entry is keyed
/// by rule, file and the trimmed text of the finding's line, never by its line number, so a
/// baseline survives lines inserted above a finding and stops hiding it once its line changes.
/// Entries are a multiset: two identical findings need two entries.
package struct Baseline: Sendable, Hashable {
    package static let formatVersion = 1

    package struct Entry: Sendable, Hashable, Comparable {
        package var rule: String
        package var file: String
        /// The finding's line without leading and trailing white space.
        package var text: String

        package init(rule: String, file: String, text: String) {
            self.rule = rule
            self.file = file
            self.text = text
        }

        package static func < (a: Entry, b: Entry) -> Bool { (a.file, a.rule, a.text) < (b.file, b.rule, b.text) }
    }

    /// Sorted.
    package private(set) var entries: [Entry]

    package init(entries: [Entry]) { self.entries = entries.sorted() }

    /// The baseline of `findings`, reading their lines from the files under `root`.
    package init(findings: [Finding], root: URL) {
        var lines = LineTexts(root: root)
        self.init(entries: findings.map { lines.entry(for: $0) })
    }

    /// The findings no entry accounts for, and how many were hidden.
    package func filter(_ findings: [Finding], root: URL) -> (kept: [Finding], hidden: Int) {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var lines = LineTexts(root: root)
        var kept: [Finding] = []
        for finding in findings {
            let entry = lines.entry(for: finding)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
            } else {
                kept.append(finding)
            }
        }
        return (kept, findings.count - kept.count)
    }

    /// The JSON file: `version` and `entries` (`rule`, `file`, `text`), sorted.
    package func rendered() -> String {
        JSONValue.object([
            ("version", .int(Self.formatVersion)),
            ("entries", .array(entries.map {
                .object([("rule", .string($0.rule)), ("file", .string($0.file)), ("text", .string($0.text))])
            })),
        ]).rendered()
    }

    /// Reads a baseline's JSON text; `file` is the name shown in errors.
    package static func parse(_ text: String, file: String) throws(LocatedError) -> Baseline {
        func bad(_ why: String) -> LocatedError {
            LocatedError("not a statusbar baseline: \(why)", at: SourceLocation(file: file, line: 1, column: 1))
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            throw bad("invalid JSON")
        }
        guard let top = object as? [String: Any] else { throw bad("the top level must be an object") }
        guard let version = top["version"] as? Int else { throw bad("'version' is missing") }
        guard version == formatVersion else { throw bad("version \(version) is not supported: this statusbar reads version \(formatVersion)") }
        guard let list = top["entries"] as? [Any] else { throw bad("'entries' must be a list") }
        var entries: [Entry] = []
        for (i, item) in list.enumerated() {
            guard let e = item as? [String: Any], let rule = e["rule"] as? String, let file = e["file"] as? String,
                  let text = e["text"] as? String else {
                throw bad("entry \(i + 1) must have the strings 'rule', 'file' and 'text'")
            }
            entries.append(Entry(rule: rule, file: file, text: text))
        }
        return Baseline(entries: entries)
    }

    /// Reads a baseline file.
    package static func read(path: String) throws(LocatedError) -> Baseline {
        // FileReading, not FileManager.contents(atPath:): the size limit, and no 4 KiB leak per
        // empty file (Foundation's, Docs/Reliability.md, Sanitizers).
        let bytes: [UInt8]
        do throws(FileReadFailure) { bytes = try FileReading.read(path: path, shownAs: path) } catch {
            throw LocatedError("cannot read the baseline file: \(error.problem)", at: SourceLocation(file: path, line: 1, column: 1))
        }
        return try parse(String(decoding: bytes, as: UTF8.self), file: path)
    }
}

/// Lines of the audited files, each file read once.
private struct LineTexts {
    let root: URL
    var files: [String: LineIndex?] = [:]

    init(root: URL) { self.root = root }

    mutating func text(_ file: String, line: Int) -> String {
        if files[file] == nil {
            // Read like every audited file: size limit, no link out of the folder, no Foundation
            // leak on an empty file.
            let bytes = try? FileReading.read(relativePath: file, root: root.path)
            files[file] = .some(bytes.map { LineIndex($0) })
        }
        guard case .some(.some(let index)) = files[file] else { return "" }
        return index.text(ofLine: line)?.trimmingCharacters(in: .whitespaces) ?? ""
    }

    mutating func entry(for finding: Finding) -> Baseline.Entry {
        Baseline.Entry(rule: finding.rule, file: finding.location.file,
                       text: text(finding.location.file, line: finding.location.line))
    }
}
