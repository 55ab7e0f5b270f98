import Foundation
import SwiftSourceReader
import Testing

/// The reader takes a node's text from its bytes (fast) rather than from SwiftSyntax's
/// `trimmedDescription` (which copies the node): the two must give the same string for every node.
@Suite("Node texts read from the bytes")
struct SourceTextTests {
    @Test("every node of every fixture: the text from the bytes is trimmedDescription", arguments: ByteScanTests.fixtureNames)
    func fixtures(_ name: String) throws {
        let source = try String(contentsOfFile: fixturesFolder() + "/" + name, encoding: .utf8)
        let (mismatches, compared) = SwiftSourceReader.sourceTextMismatches(in: source)
        #expect(compared > 50)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("comments, blank lines, CRLF, tabs, strings, interpolations, unicode and broken code around nodes")
    func trivia() {
        let sources = [
            "  /* lead */ let a = 1 // trail\n",
            "class A {\r\n\t// c\r\n\tvar b = { () -> Int in\r\n\t\treturn 1 /* x */ }() \t\r\n}\r\n",
            "let s = \"é \\(x + 1) 🙂\" ;  let t = #\"raw \\#(y)\"#\n",
            "let m = \"\"\"\n  multi\n  \\(line)\n  \"\"\"\n",
            "func f() { present(vc, animated: true /* no */ ) }\n",
            "lazy var view: UIView = {\n    let v = UIView()\n    return v\n}()\n",
            "let broken = foo(,\nclass X: { var\n",
            "#if DEBUG\nlet d = 1\n#else\nlet d = 2\n#endif\n",
            "\u{FEFF}let bom = 1\n",
            "@objc(Name) final class C: UIViewController { override var prefersStatusBarHidden: Bool { true } }\n",
        ]
        for source in sources {
            let (mismatches, _) = SwiftSourceReader.sourceTextMismatches(in: source)
            #expect(mismatches.isEmpty, "\(source): \(mismatches.prefix(5))")
        }
    }
}

/// The reader finds lines and columns from the bytes (one pass) rather than with SwiftSyntax's
/// `SourceLocationConverter` (a walk of every token): the two must agree at every offset.
@Suite("Lines and columns read from the bytes")
struct LineTableTests {
    @Test("every offset of every fixture: the line table agrees with SourceLocationConverter", arguments: ByteScanTests.fixtureNames)
    func fixtures(_ name: String) throws {
        let source = try String(contentsOfFile: fixturesFolder() + "/" + name, encoding: .utf8)
        let (mismatches, compared) = SwiftSourceReader.lineTableMismatches(in: source)
        #expect(compared > 100)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("LF, CRLF, a lone CR, line breaks in strings and comments, unicode, #sourceLocation, broken code, no final newline")
    func lineBreaks() {
        let sources = [
            "",
            "let a = 1",
            "class A {\r\n\tvar b = 1\r\n}\r\n",
            "let a = 1\rlet b = 2\r\rlet c = 3\n\r\n",
            "let m = \"\"\"\r\n  multi\r  line\n  \"\"\"\n/* a\r\nb\rc */ let é = \"🙂\"\n",
            "#sourceLocation(file: \"other.swift\", line: 100)\nlet x = 1\n#sourceLocation()\nlet y = 2\n",
            "let broken = foo(,\r\nclass X: { var\r",
            "\u{FEFF}let bom = 1\n\n\n",
        ]
        for source in sources {
            let (mismatches, compared) = SwiftSourceReader.lineTableMismatches(in: source)
            #expect(compared == source.utf8.count + 2)
            #expect(mismatches.isEmpty, "\(source.debugDescription): \(mismatches.prefix(5))")
        }
    }
}
