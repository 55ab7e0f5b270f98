import Foundation
import SwiftSourceReader
import Testing

/// The reader takes a node's text from its bytes (fast) rather than from SwiftSyntax's
/// `trimmedDescription` (which copies the node): the two must give the same string for every node.
@Suite("Node texts read from the bytes")
struct SourceTextTests {
    @Test("every node of every fixture: the text from the bytes is trimmedDescription", arguments: ByteScanTests.fixtureNames)
    func fixtures(_ name: String) throws {
        try expectAgreement(onFixture: name, comparing: 50, SwiftSourceReader.sourceTextMismatches)
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
        try expectAgreement(onFixture: name, comparing: 100, SwiftSourceReader.lineTableMismatches)
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

/// The reader tells from an expression's shape whether its chain text can be a name or the
/// shared application before it builds that text: the shape must agree with the text.
@Suite("Chain shapes agree with chain texts")
struct ChainShapeTests {
    @Test("every expression of every fixture", arguments: ByteScanTests.fixtureNames)
    func fixtures(_ name: String) throws {
        try expectAgreement(onFixture: name, comparing: 5, SwiftSourceReader.chainShapeMismatches)
    }

    @Test("names, self members, the application's spellings, calls, optional chains, closures and casts")
    func shapes() {
        let source = """
            let a = app
            let b = self.app
            let c = (self).app!
            let d = UIApplication.shared
            let e = UIApplication.sharedApplication()
            let f = UIApplication.shared()
            let g = self.UIApplication.shared
            let h = UIApplication . /* x */ shared
            let i = (UIApplication.shared)
            let j = try? UIApplication.shared()
            let k = UIApplication.shared(x: 1)
            let l = app.delegate
            let m = super.view
            let n = { let x = UIApplication.shared; return x }()
            let o = .shared
            let p = x as? UIApplication
            let q = [app]
            let r = self
            let s = super
            let t = `app`
            let u = self?.app
            let v = (a, b).0
            """
        let (mismatches, compared) = SwiftSourceReader.chainShapeMismatches(in: source)
        #expect(compared > 40)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}

/// A fast path of the reader against SwiftSyntax on one fixture: more than `minimum` places
/// compared, and none where the two disagree.
func expectAgreement(onFixture name: String, comparing minimum: Int,
                     _ check: (String) -> (mismatches: [String], compared: Int)) throws {
    let source = try String(contentsOfFile: fixturesFolder() + "/" + name, encoding: .utf8)
    let (mismatches, compared) = check(source)
    #expect(compared > minimum)
    #expect(mismatches.isEmpty, "\(name): \(mismatches.prefix(5))")
}
