import Foundation
import SourceModel

/// Reads the status bar facts of Objective-C and Objective-C++ files (`.m`, `.mm`, `.h`):
/// the same facts as the Swift reader, with `language: .objc`.
///
/// The reader is its own fast tokenizer: comments, string and character literals, `@"…"`,
/// `#if 0` blocks and preprocessor lines never count. Bad input never crashes: what could be
/// read is kept and the problems are recorded in ``SourceFacts/issues``. Time is linear in the
/// size of the file.
package enum ObjCSourceReader {
    /// The outcome of reading a file from disk.
    package enum FileResult: Sendable, Hashable {
        case facts(SourceFacts)
        case skipped(SkippedFile)
    }

    /// The file extensions this reader reads.
    package static let fileExtensions: Set<String> = ["m", "mm", "h"]

    /// Reads the facts of Objective-C source text.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents (UTF-8; other bytes are tolerated).
    ///   - relativePath: the path relative to the audited folder, used in every location.
    ///   - watching: names of properties whose assignments must be kept besides those that an
    ///     answer of this file reads (answers of other files, say).
    /// - Returns: the facts, sorted by location; problems in `issues`.
    ///   - definitions: the macros the build settings define for the file
    ///     (``CompilationDefinitions/clang``): a branch they make false is not read.
    package static func read(bytes: [UInt8], relativePath: String, watching: Set<String> = [],
                             definitions: [String: String?] = [:], undefined: Set<String> = []) -> SourceFacts {
        let lines = LineIndex(bytes)
        let (tokens, lexIssues, conditionNames, definedNames) = Lexer.tokenize(bytes, defined: definitions, undefined: undefined)
        var parser = Parser(tokens: tokens)
        let syntax = parser.parseFile()
        var collector = FactsCollector(file: relativePath, source: bytes, lines: lines, definitions: definitions, undefined: undefined)
        collector.collect(syntax)

        var watched = watching.union(StatusBarMember.storedStateNames)
        for override in collector.overrides { watched.formUnion(override.answer.namesRead) }
        let assignments = collector.assignments + collector.candidateAssignments.filter { watched.contains($0.property.name) }

        let issues = (lexIssues + parser.issues).map { issue in
            let place = lines.position(ofOffset: issue.offset)
            let line = lines.text(ofLine: place.line)
            return LocatedError(
                "cannot read Objective-C: \(issue.message)", at: SourceLocation(file: relativePath, line: place.line, column: place.column),
                sourceLine: line.flatMap { $0.utf8.count <= 400 ? $0 : nil })
        }
        var facts = SourceFacts.Fields(path: relativePath, language: .objc)
        facts.types = sortedByLocation(collector.types, \.location)
        facts.overrides = sortedByLocation(collector.overrides, \.location)
        facts.assignments = sortedByLocation(assignments, \.location)
        facts.calls = sortedByLocation(collector.calls, \.location)
        facts.deprecatedUses = sortedByLocation(collector.deprecatedUses, \.location)
        facts.factories = sortedByLocation(collector.recorder.factories, \.location)
        facts.methodCalls = collector.recorder.methodCalls
        facts.imports = ImportScan.modules(in: bytes, language: .objc)
        facts.conditionNames = conditionNames.union(collector.undecidedMacroTests).sorted()
        facts.definedMacros = definedNames.sorted()
        facts.issues = sortedByLocation(issues, \.location)
        return SourceFacts(facts)
    }

    /// Reads the facts of Objective-C source text given as a string.
    package static func read(source: String, relativePath: String, watching: Set<String> = []) -> SourceFacts {
        read(bytes: Array(source.utf8), relativePath: relativePath, watching: watching)
    }

    /// Reads a file from disk; a file that cannot be read is skipped with the reason.
    package static func read(fileAtPath path: String, relativePath: String, watching: Set<String> = []) -> FileResult {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .skipped(SkippedFile(file: relativePath, reason: "cannot read the file"))
        }
        return .facts(read(bytes: [UInt8](data), relativePath: relativePath, watching: watching))
    }

    /// Stable sort by location (ties keep source order).
    private static func sortedByLocation<T>(_ items: [T], _ key: (T) -> SourceLocation) -> [T] {
        items.enumerated().sorted { (key($0.element), $0.offset) < (key($1.element), $1.offset) }.map(\.element)
    }
}
