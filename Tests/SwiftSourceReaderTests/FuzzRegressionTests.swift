import Foundation
import SourceModel
import SwiftSourceReader
import Testing

/// Inputs found by `scripts/fuzz FuzzSwift` (Docs/Reliability.md), written out by hand.
@Suite("Fuzzing regressions")
struct FuzzRegressionTests {
    /// The fuzzer cut a method name short and pasted a run of `[` after it
    /// (`override func viewDidLayoutSu[[[[…`): SwiftSyntax's type lookahead doubles its work with
    /// every unclosed `[` (24 levels took 4 s, 28 over a minute; the fuzzer's 93 never ended).
    /// Other forms found while minimising: `[(`, `[@a `, `[any `, `let x: [[[…`.
    @Test(arguments: ["[", "[(", "[@a ", "[any ", "[ "])
    func deepSquareBracketsAreRefusedBeforeParsing(_ level: String) throws {
        let run = String(repeating: level, count: 40)
        let source = "import UIKit\n\nfinal class PhotoViewerViewController: UIViewController {\n    override func viewDidLayoutSu\(run)\n}\n"
        let facts = SwiftSourceReader.read(source: source, relativePath: "Sources/Photo.swift")
        // Refused before SwiftSyntax sees it (the message says so); how long that takes is the
        // benchmark's business, not a test's.
        let issue = try #require(facts.issues.first)
        #expect(issue.message == "cannot parse Swift: square brackets nest deeper than 16 levels; only the class declarations are read")
        #expect(issue.location.line == 4)
        #expect(issue.location.column == 34 + 16 * level.utf8.count, "at the 17th '['")
        #expect(facts.types.map(\.name) == ["PhotoViewerViewController"])
    }

    /// At the limit, and with the brackets closed in between, the file is parsed as before.
    @Test func sixteenLevelsAndManyClosedBracketsAreParsed() {
        let sixteen = String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16)
        let many = String(repeating: "[[1], [2]], ", count: 50)
        for text in ["let x = \(sixteen)\n", "let y = [\(many)]\n", "let z: [[[[String: [Int]]]]] = []\n"] {
            let facts = SwiftSourceReader.read(source: text, relativePath: "Sources/Fine.swift")
            #expect(facts.issues.isEmpty, "\(text.prefix(40)): \(facts.issues)")
        }
    }

    /// The fuzzer typed a run of 5s into a file (`let multi =55555555555555555555 """`), which
    /// parsed as the initial value of a property: converting the whole number 5.6e19 to `Int`
    /// trapped. Numbers that do not fit an `Int` keep their floating-point text.
    @Test(arguments: ["55555555555555555555", "1e300", "-9.3e18", "1_000_000_000_000_000_000_000.0"])
    func hugeWholeNumbersAreReadWithoutATrap(_ number: String) {
        let source = "final class Big: UIViewController {\n    var level = \(number)\n}\nlet multi =\(number) \"\"\"\n"
        let facts = SwiftSourceReader.read(source: source, relativePath: "Sources/Big.swift")
        #expect(facts.types.map(\.name) == ["Big"])
        let level = facts.types.first?.properties.first { $0.name == "level" }
        #expect(level?.initialValue == number)
        #expect(level?.initialConstant.flatMap(Double.init) == Double(number.replacingOccurrences(of: "_", with: "")), "\(String(describing: level))")
    }
}
