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
