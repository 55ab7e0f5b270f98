import SwiftParser
import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without the leading trivia of its first token and the trailing trivia of
    /// its last token: the same string as SwiftSyntax's `trimmedDescription`, read from the
    /// node's bytes instead of from a trimmed copy of the node. (`trimmed` detaches the node and
    /// rebuilds it in a new arena, which made the text of a large closure cost as much as parsing
    /// it; the reader asks for such texts on every declaration.) A node with a syntax error
    /// (missing or unexpected tokens, where SwiftSyntax's trimming and the bytes may differ) or
    /// whose bytes are not UTF-8 takes SwiftSyntax's own `trimmedDescription`.
    var sourceText: String {
        if hasError { return trimmedDescription }
        let bytes = syntaxTextBytes
        let lead = leadingTriviaLength.utf8Length, trail = trailingTriviaLength.utf8Length
        guard lead + trail <= bytes.count,
              let text = String(validating: bytes[lead..<(bytes.count - trail)], as: UTF8.self) else { return trimmedDescription }
        return text
    }
}

extension SwiftSourceReader {
    /// For tests: every node of `source` whose ``SwiftSyntax/SyntaxProtocol/sourceText`` differs
    /// from SwiftSyntax's `trimmedDescription`, as "kind: fast ≠ slow" (none when they agree),
    /// and how many nodes were compared.
    package static func sourceTextMismatches(in source: String) -> (mismatches: [String], compared: Int) {
        final class Checker: SyntaxAnyVisitor {
            var mismatches: [String] = []
            var compared = 0
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                compared += 1
                let fast = node.sourceText, slow = node.trimmedDescription
                if fast != slow || Array(fast.utf8) != Array(slow.utf8) { mismatches.append("\(node.kind): \(fast) ≠ \(slow)") }
                return .visitChildren
            }
        }
        let checker = Checker(viewMode: .sourceAccurate)
        checker.walk(Parser.parse(source: source))
        return (checker.mismatches, checker.compared)
    }
}

/// Line and column of byte offsets in Swift source, as SwiftSyntax's `SourceLocationConverter`
/// gives them (`location(for:)`'s physical `line` and `column`), without walking the tree: line
/// breaks are `\n`, `\r\n` and a `\r` alone (the language's line breaks, also inside string
/// literals and comments), columns count UTF-8 bytes from 1, and an offset past the end is the
/// end. The converter finds the same line breaks by visiting every token's text and trivia, which
/// cost about 3% of reading a large app; this is one pass over the bytes.
/// (`#sourceLocation` directives change only the converter's presumed lines, which the reader
/// does not use.)
struct SwiftLineTable {
    /// Byte offset where each line starts (the first is 0).
    private let lineStarts: [Int]
    private let count: Int

    init(_ bytes: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let end = buffer.count
            while index < end {
                let byte = buffer[index]
                index += 1
                if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                } else if byte == UInt8(ascii: "\r") {
                    if index < end, buffer[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                }
            }
        }
        lineStarts = starts
        count = bytes.count
    }

    /// 1-based line and column of `position` (clamped to the file).
    func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let offset = min(max(position.utf8Offset, 0), count)
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, offset - lineStarts[lo] + 1)
    }
}

extension SwiftSourceReader {
    /// For tests: every byte offset of `source` (and one past its end) whose line and column
    /// from ``SwiftLineTable`` differ from SwiftSyntax's `SourceLocationConverter`, as
    /// "offset: fast ≠ slow" (none when they agree), and how many offsets were compared.
    package static func lineTableMismatches(in source: String) -> (mismatches: [String], compared: Int) {
        let bytes = Array(source.utf8)
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let converter = SourceLocationConverter(fileName: "f.swift", tree: tree)
        let table = SwiftLineTable(bytes)
        var mismatches: [String] = []
        for offset in 0...(bytes.count + 1) {
            let position = AbsolutePosition(utf8Offset: offset)
            let slow = converter.location(for: position), fast = table.location(of: position)
            if (slow.line, slow.column) != fast { mismatches.append("\(offset): \(fast) ≠ (\(slow.line), \(slow.column))") }
        }
        return (mismatches, bytes.count + 2)
    }
}

extension SwiftSourceReader {
    /// For tests: every expression of `source` whose chain shape (``FactsVisitor/bareName(_:)``,
    /// ``FactsVisitor/applicationChain(_:)``) disagrees with its chain text: `.never` for a chain
    /// that could be a name a scope holds (an identifier) or, for the application, one of its
    /// chains; `.name` for another chain; none when they agree, and how many were compared.
    package static func chainShapeMismatches(in source: String) -> (mismatches: [String], compared: Int) {
        final class Checker: SyntaxAnyVisitor {
            var mismatches: [String] = []
            var compared = 0
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                guard let expression = node.as(ExprSyntax.self) else { return .visitChildren }
                compared += 1
                let chain = ExpressionReading.chainText(expression)
                let isBare = !chain.contains(".") && !chain.contains("(")
                let isApplication = ["UIApplication.shared", "UIApplication.sharedApplication()", "UIApplication.shared()"].contains(chain)
                let unwrapped = ExpressionReading.unwrap(expression)
                for (shape, counts) in [(FactsVisitor.bareName(unwrapped), isBare), (FactsVisitor.applicationChain(unwrapped), isBare || isApplication)] {
                    switch shape {
                    // Scopes hold names (identifiers): a chain of other characters (a closure, a
                    // string, `x = x`) is none of them.
                    case .never where counts && (isApplication || chain.allSatisfy(Self.isIdentifierCharacter)): mismatches.append("\(expression.sourceText): never, but the chain is \(chain)")
                    case .name(let name) where name != chain: mismatches.append("\(expression.sourceText): \(name), but the chain is \(chain)")
                    default: break
                    }
                }
                return .visitChildren
            }

            static func isIdentifierCharacter(_ character: Character) -> Bool {
                character.isLetter || character.isNumber || character == "_" || character == "`" || character == "$"
            }
        }
        let checker = Checker(viewMode: .sourceAccurate)
        checker.walk(Parser.parse(source: source))
        return (checker.mismatches, checker.compared)
    }
}
