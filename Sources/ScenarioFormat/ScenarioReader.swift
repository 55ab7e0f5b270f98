import SourceModel
import StatusBarEngine
import Yams
import YAMLReading

/// Reads scenario files (YAML or JSON, scenario-format.md) into a ``Scenario``.
/// Every problem is a ``LocatedError`` with the file, line, column and the offending line.
package enum ScenarioReader {
    /// Reads a scenario from its text. `file` is the name shown in errors.
    package static func read(text: String, file: String) throws(LocatedError) -> Scenario {
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
            throw reader.syntaxError(error, kind: isJSON ? "invalid JSON" : "invalid YAML", hintingTabs: true)
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
    package static func read(path: String) throws(LocatedError) -> Scenario {
        try read(text: FileText.read(path), file: path)
    }
}
