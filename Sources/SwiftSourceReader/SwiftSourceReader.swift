import Foundation
import SourceModel
import SwiftParser
import SwiftSyntax

/// Reads the status bar facts of Swift source files with SwiftSyntax.
///
/// Cheap work first: ``needsFullParse(_:)`` tells from the bytes whether a file can hold any
/// fact beyond its class declarations, and ``declaredClasses(in:relativePath:)`` reads those
/// declarations without SwiftSyntax for the files that need nothing more.
package enum SwiftSourceReader {
    /// The outcome of reading a file from disk.
    package enum FileResult: Sendable, Hashable {
        case facts(SourceFacts)
        case skipped(SkippedFile)
    }

    /// Reads the facts of Swift source text.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents (UTF-8).
    ///   - relativePath: the path relative to the audited folder, used in every location.
    ///   - watching: names of properties whose assignments must be kept besides those that an
    ///     answer of this file reads (answers of other files, say).
    /// - Returns: the facts; a file that does not parse gives its first error in `issues` and
    ///   every fact that could still be read.
    ///   - definitions: the compilation conditions the build settings define for the file
    ///     (``CompilationDefinitions/swift``): a clause they make false is not read.
    package static func read(bytes: [UInt8], relativePath: String, watching: Set<String> = [],
                             definitions: Set<String> = [], undefined: Set<String> = []) -> SourceFacts {
        ReadConditions.$defined.withValue(definitions) {
            ReadConditions.$undefined.withValue(undefined) { readFacts(bytes: bytes, relativePath: relativePath, watching: watching) }
        }
    }

    private static func readFacts(bytes: [UInt8], relativePath: String, watching: Set<String>) -> SourceFacts {
        if let (offset, limit) = tooDeepOffset(bytes) {
            // Not parsed: the class declarations are read from the bytes, and the place is an issue.
            let lines = LineIndex(bytes)
            let (line, column) = lines.position(ofOffset: offset)
            let issue = LocatedError(
                "cannot parse Swift: \(limit); only the class declarations are read",
                at: SourceModel.SourceLocation(file: relativePath, line: line, column: column), sourceLine: lines.text(ofLine: line))
            var facts = SourceFacts(path: relativePath, language: .swift)
            facts.types = declaredClasses(in: bytes, relativePath: relativePath)
            facts.imports = ImportScan.modules(in: bytes, language: .swift)
            facts.issues = [issue]
            return facts
        }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let lines = SwiftLineTable(bytes)
        let (mayUseDeprecatedAPI, mayOverride, mayGiveStyles) = bytes.withUnsafeBufferPointer {
            (deprecatedAPITriggers.containsAny($0), overrideTriggers.containsAny($0), ByteSearch.contains($0, styleNameBytes))
        }
        let visitor = FactsVisitor(file: relativePath, lines: lines, mayUseDeprecatedAPI: mayUseDeprecatedAPI,
                                   keepsCandidateAssignments: mayOverride || !watching.isEmpty, mayGiveStyles: mayGiveStyles)
        visitor.walk(tree)

        // (A stored property named for a status bar member, `var prefersStatusBarHidden = false` of
        // a scene coordinator: a controller's answer elsewhere may read it, `coordinator.prefersStatusBarHidden`.)
        var watched = watching.union(StatusBarMember.storedStateNames)
        for override in visitor.overrides { watched.formUnion(override.answer.namesRead) }
        let assignments = visitor.assignments + visitor.candidateAssignments.filter { watched.contains($0.property.name) }

        var issues: [LocatedError] = []
        if tree.hasError, let error = ParseErrorFinder.firstError(in: tree, lines: lines, file: relativePath, bytes: bytes) {
            issues.append(error)
        }
        var facts = SourceFacts.Fields(path: relativePath, language: .swift)
        facts.types = sortedByLocation(visitor.types, \.location)
        facts.overrides = sortedByLocation(visitor.overrides, \.location)
        facts.assignments = sortedByLocation(assignments, \.location)
        facts.calls = sortedByLocation(visitor.calls, \.location)
        facts.deprecatedUses = sortedByLocation(visitor.deprecatedUses, \.location)
        facts.factories = sortedByLocation(visitor.recorder.factories, \.location)
        facts.methodCalls = visitor.recorder.methodCalls
        facts.swiftUIModifiers = sortedByLocation(visitor.swiftUI.modifiers, \.location)
        facts.swiftUIShownViews = sortedByLocation(visitor.swiftUI.shownViewsWithContents, \.location)
        facts.swiftUIBodies = sortedByLocation(visitor.swiftUI.bodies, \.location)
        facts.swiftUIConstructions = visitor.swiftUI.constructions.map { SwiftUIConstruction(type: $0.key, count: $0.value) }
            .sorted { $0.type < $1.type }
        facts.styleArguments = visitor.styleArguments
        facts.selectorFunctions = visitor.selectorFunctions.sorted()
        facts.imports = ImportScan.modules(in: bytes, language: .swift)
        facts.conditionNames = visitor.conditionNames.sorted()
        facts.colorDefinitions = visitor.colorDefinitions
        facts.flags = visitor.flags
        facts.caseOpeners = visitor.caseOpeners
        facts.storyboardAccessors = visitor.storyboardAccessors
        facts.issues = issues
        return SourceFacts(facts)
    }

    /// In every name of a status bar style (`statusBarStyle`, `lightStatusBarStyle`): a file without
    /// it gives no style by label or member (``StyleArgument``).
    private static let styleNameBytes: [UInt8] = Array("tatusBarStyle".utf8)

    /// The deprecated APIs' triggers (``DeprecatedAPI/swiftTriggers``), looked for in each file
    /// parsed in full.
    private static let deprecatedAPITriggers = MultiNeedleSearch(unique(DeprecatedAPI.allCases.flatMap(\.swiftTriggers)))

    /// The overrides' triggers (``WatchedMember/override``'s): a file without them overrides no
    /// status bar member, so no answer of it reads a property.
    private static let overrideTriggers = MultiNeedleSearch(unique(WatchedMember.allCases.flatMap { member -> [String] in
        guard case .override = member else { return [] }
        return member.swiftTriggers.map(\.bytes)
    }))

    /// Reads the facts of Swift source text given as a string.
    package static func read(source: String, relativePath: String, watching: Set<String> = []) -> SourceFacts {
        read(bytes: Array(source.utf8), relativePath: relativePath, watching: watching)
    }

    /// Reads a file from disk; a file that cannot be read, or is larger than
    /// ``FileReading/maximumFileSize`` (refused without being read), is skipped with the reason.
    package static func read(fileAtPath path: String, relativePath: String, watching: Set<String> = []) -> FileResult {
        let bytes: [UInt8]
        do { bytes = try FileReading.read(path: path, shownAs: relativePath) } catch {
            return .skipped(error.skippedFile)
        }
        return .facts(read(bytes: bytes, relativePath: relativePath, watching: watching))
    }

    /// Stable sort by location (ties keep source order).
    private static func sortedByLocation<T>(_ items: [T], _ key: (T) -> SourceModel.SourceLocation) -> [T] {
        items.enumerated().sorted { (key($0.element), $0.offset) < (key($1.element), $1.offset) }.map(\.element)
    }
}

/// Finds the first syntax error of a tree that has one.
enum ParseErrorFinder {
    static func firstError(
        in tree: SourceFileSyntax, lines: SwiftLineTable, file: String, bytes: [UInt8]
    ) -> LocatedError? {
        final class Finder: SyntaxVisitor {
            var first: (position: AbsolutePosition, message: String)?

            private func consider(_ position: AbsolutePosition, _ message: String) {
                if first == nil || position < first!.position { first = (position, message) }
            }

            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if token.presence == .missing {
                    consider(token.positionAfterSkippingLeadingTrivia, Self.expectation(for: token))
                }
                return .visitChildren
            }

            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
                let text = node.trimmedDescription
                let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
                consider(node.positionAfterSkippingLeadingTrivia, "unexpected code '\(shown)'")
                return .skipChildren
            }

            private static func expectation(for token: TokenSyntax) -> String {
                if let parent = token.parent {
                    if parent.is(MissingExprSyntax.self) { return "expected an expression" }
                    if parent.is(MissingTypeSyntax.self) { return "expected a type" }
                    if parent.is(MissingDeclSyntax.self) { return "expected a declaration" }
                    if parent.is(MissingPatternSyntax.self) { return "expected a pattern" }
                    if parent.is(MissingStmtSyntax.self) { return "expected a statement" }
                }
                if case .identifier = token.tokenKind { return "expected a name" }
                return token.text.isEmpty ? "expected more code" : "expected '\(token.text)'"
            }
        }
        let finder = Finder(viewMode: .all)
        finder.walk(tree)
        guard let (position, message) = finder.first else { return nil }
        let place = lines.location(of: position)
        return LocatedError(
            "cannot parse Swift: \(message)", at: SourceModel.SourceLocation(file: file, line: place.line, column: place.column),
            sourceLine: LineIndex(bytes).text(ofLine: place.line))
    }
}

/// The compilation conditions a Swift file is being read with: the names the build settings define
/// for it (``CompilationDefinitions/swift``). Bound for the duration of one read
/// (``SwiftSourceReader/read(bytes:relativePath:watching:definitions:)``), so that every visitor and
/// helper that decides an `#if` clause (``FactsVisitor/isDisabled(_:)``) sees them.
enum ReadConditions {
    @TaskLocal static var defined: Set<String> = []
    /// The names the build leaves undefined for certain (``CompilationDefinitions/undefined``): their clauses are false.
    @TaskLocal static var undefined: Set<String> = []
}
