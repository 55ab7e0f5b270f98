import SourceModel
import StatusBarEngine
import Yams

/// Reads scenario files (YAML or JSON, scenario-format.md) into a ``Scenario``.
/// Every problem is a ``LocatedError`` with the file, line, column and the offending line.
public enum ScenarioReader {
    /// Reads a scenario from its text. `file` is the name shown in errors.
    public static func read(text: String, file: String) throws(LocatedError) -> Scenario {
        let lines = LineIndex(text)
        var reader = NodeReader(file: file, lines: lines)
        let isJSON = file.lowercased().hasSuffix(".json")
        var composed = text
        if isJSON {
            (composed, reader.columnShifts) = JSONText.rewritingSurrogatePairs(text)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: composed)
        } catch {
            throw syntaxError(error, reader: reader, isJSON: isJSON)
        }
        guard let root else {
            throw reader.error("the scenario is empty: it needs at least 'windows' and 'controllers'",
                               at: SourceLocation(file: file, line: 1, column: 1))
        }
        var builder = ScenarioBuilder(reader: reader, map: SourceMap(file: file, lines: lines))
        return try builder.build(root)
    }

    /// Reads a scenario file from disk. A file over ``FileReading/maximumFileSize`` is refused
    /// without being read; UTF-16 and invalid UTF-8 are located errors.
    public static func read(path: String) throws(LocatedError) -> Scenario {
        try read(text: FileText.read(path), file: path)
    }

    private static func syntaxError(_ error: any Error, reader: NodeReader, isJSON: Bool) -> LocatedError {
        let kind = isJSON ? "invalid JSON" : "invalid YAML"
        switch error as? YamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let where_ = context.map { "\($0.text) (line \($0.mark.line)): " } ?? ""
            let location = reader.location(line: mark.line, scalarColumn: mark.column)
            var hint = ""
            if let line = reader.lines.text(ofLine: location.line), Array(line.utf8).dropFirst(location.column - 1).first == UInt8(ascii: "\t") {
                hint = " (YAML does not allow tabs for indentation: use spaces)"
            }
            return reader.error("\(kind): \(where_)\(problem)\(hint)", at: location)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let first = reader.location(line: context.mark.line, scalarColumn: context.mark.column)
            let second = duplicates.first.flatMap { repeatedKey($0, after: first, reader: reader) }
            return reader.error("duplicate key '\(duplicates.joined(separator: "', '"))' (first written at line \(first.line))",
                                at: second ?? first)
        case .reader(let problem, let offset, _, _):
            let place = offset.map { reader.lines.position(ofOffset: $0) } ?? (1, 1)
            return reader.error("\(kind): \(problem)", at: SourceLocation(file: reader.file, line: place.0, column: place.1))
        default:
            return reader.error("\(kind): \(error)", at: SourceLocation(file: reader.file, line: 1, column: 1))
        }
    }

    /// The next place after `first` where `key` is written as a key (`key:` or `"key":`), to point
    /// at the repetition rather than the original; `nil` when it cannot be found.
    private static func repeatedKey(_ key: String, after first: SourceLocation, reader: NodeReader) -> SourceLocation? {
        let starts = reader.lines.lineStarts
        for line in first.line...starts.count {
            guard let text = reader.lines.text(ofLine: line) else { break }
            let bytes = Array(text.utf8)
            for candidate in [Array(key.utf8), Array("\"\(key)\"".utf8), Array("'\(key)'".utf8)] where !candidate.isEmpty {
                var i = line == first.line ? first.column : 0  // skip the first occurrence itself
                while i + candidate.count <= bytes.count {
                    defer { i += 1 }
                    guard Array(bytes[i..<i + candidate.count]) == candidate else { continue }
                    let before = i == 0 ? UInt8(ascii: " ") : bytes[i - 1]
                    guard [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "{"), UInt8(ascii: ",")].contains(before) else { continue }
                    var j = i + candidate.count
                    while j < bytes.count, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") { j += 1 }
                    if j < bytes.count, bytes[j] == UInt8(ascii: ":") {
                        return SourceLocation(file: reader.file, line: line, column: i + 1)
                    }
                }
            }
        }
        return nil
    }
}
