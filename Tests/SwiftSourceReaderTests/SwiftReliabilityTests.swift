import Foundation
import SourceModel
import TestSupport
import Testing
@testable import SwiftSourceReader

/// Issue 6 for the Swift reader: Swift that does not parse, damaged bytes, deep nesting and huge
/// files give facts with a located issue or a skipped file, never a crash or a hang.
@Suite("Reliability: Swift reader")
struct SwiftReliabilityTests {
    static let source = (try? String(contentsOfFile: fixturesFolder() + "/PlayerViewController.swift", encoding: .utf8)) ?? ""

    static func expectSane(_ facts: SourceFacts, _ bytes: [UInt8], file: String = "Sources/Bad.swift",
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(facts.path == file, sourceLocation: sourceLocation)
        for issue in facts.issues { BadInputs.expectLocated(issue, in: bytes, file: file, sourceLocation: sourceLocation) }
        for type in facts.types { #expect(type.location.line >= 1, sourceLocation: sourceLocation) }
    }

    @Test func theSeedIsReadWithoutIssues() {
        let facts = SwiftSourceReader.read(source: Self.source, relativePath: "Sources/Bad.swift")
        #expect(facts.issues.isEmpty)
        #expect(facts.overrides.count == 3)
    }

    static var damaged: [BadInputs.Case] {
        BadInputs.blanks + BadInputs.truncations(of: Array(source.utf8), count: 40) + BadInputs.encodings(of: source)
            + [
                .init("unbalanced braces", "class A: UIViewController {\n  override var prefersStatusBarHidden: Bool { true\n"),
                .init("closing braces only", String(repeating: "}", count: 1000)),
                .init("a lone backslash string", "let s = \"\\"),
                .init("an unterminated raw string", "let s = #\"\"\"\nabc"),
                .init("an unterminated comment", "/* class A: UIViewController {"),
                .init("a conflict marker", "<<<<<<< HEAD\nclass A {}\n=======\nclass B {}\n>>>>>>> branch\n"),
                .init("a shebang and garbage", "#!/usr/bin/swift\n@@@ ### $$$"),
            ]
    }

    @Test(arguments: damaged)
    func swiftThatDoesNotParseGivesLocatedIssues(input: BadInputs.Case) {
        let facts = SwiftSourceReader.read(bytes: input.bytes, relativePath: "Sources/Bad.swift")
        Self.expectSane(facts, input.bytes)
        _ = SwiftSourceReader.needsFullParse(input.bytes)
        for type in SwiftSourceReader.declaredClasses(in: input.bytes, relativePath: "Sources/Bad.swift") {
            #expect(type.location.file == "Sources/Bad.swift")
        }
    }

    @Test func aTruncatedOverrideIsAnIssueAtItsLine() throws {
        let cut = "final class P: UIViewController {\n    override var preferredStatusBarStyle: UIStatusBarStyle { .light"
        let facts = SwiftSourceReader.read(source: cut, relativePath: "Sources/Bad.swift")
        let issue = try #require(facts.issues.first)
        #expect(issue.message.hasPrefix("cannot parse Swift"), "\(issue)")
        #expect(issue.location.line == 2, "\(issue)")
        #expect(facts.types.map(\.name) == ["P"])
    }

    @Test func crlfGivesTheSameFactsAtTheSameLines() {
        let lf = SwiftSourceReader.read(source: Self.source, relativePath: "Sources/Bad.swift")
        let crlf = SwiftSourceReader.read(source: Self.source.replacingOccurrences(of: "\n", with: "\r\n"), relativePath: "Sources/Bad.swift")
        #expect(crlf.overrides.map(\.location.line) == lf.overrides.map(\.location.line))
        #expect(crlf.assignments.map(\.location) == lf.assignments.map(\.location))
        #expect(crlf.issues.isEmpty)
    }

    static let deep: [BadInputs.Case] = [
        .init("parentheses", BadInputs.nested(open: "(", close: ")", prefix: "let x = ")),
        .init("braces", BadInputs.nested(open: "{", close: "}", prefix: "func f() ")),
        .init("arrays", BadInputs.nested(open: "[", close: "]", prefix: "let x = ")),
        .init("closures", BadInputs.nested(open: "{ ", close: " }()", prefix: "let x = ")),
        .init("nested classes", BadInputs.nested(open: "class A: UIViewController { ", close: "}")),
        .init("generic types", BadInputs.nested(open: "Array<", close: ">", prefix: "let x: ", suffix: " = []")),
        .init("prefix operators", BadInputs.nested(open: "- !", close: "", prefix: "let x = ", suffix: "true")),
        .init("left open", BadInputs.nested(open: "(", close: ")", prefix: "let x = ", closed: false)),
        .init("interpolations", BadInputs.nested(open: "\"\\(", close: ")\"", prefix: "let x = ")),
        .init("mixed, 300 levels", BadInputs.nested(open: "f([{", close: "}])", levels: 100, prefix: "let x = ")),
    ]

    @Test(arguments: deep)
    func deepNestingIsAnIssueNotAStackOverflow(input: BadInputs.Case) {
        let facts = SwiftSourceReader.read(bytes: input.bytes, relativePath: "Sources/Bad.swift")
        Self.expectSane(facts, input.bytes)
        #expect(!facts.issues.isEmpty, "\(input.name): \(facts.issues)")
    }

    /// 100,000 nested classes took 11 GB and two minutes: each class's qualified name held all of
    /// its outer names. Only the first 64 levels are named now.
    @Test func deeplyNestedClassesAreNamedOnlyToABoundedDepth() throws {
        let source = String(repeating: "class A: UIViewController { ", count: 100_000) + String(repeating: "}", count: 100_000)
        let classes = SwiftSourceReader.declaredClasses(in: Array(source.utf8), relativePath: "Sources/Bad.swift")
        #expect(classes.count == 64)
        let longest = try #require(classes.map(\.name.utf8.count).max())
        #expect(longest == 64 * 2 - 1)  // "A.A.…A"
        let facts = SwiftSourceReader.read(source: source, relativePath: "Sources/Bad.swift")
        #expect(facts.types.count == 64)
        #expect(!facts.issues.isEmpty)
    }

    /// `#if` nested 100,000 deep with a class in the innermost clause: linear, and the class is read.
    @Test func deeplyNestedConditionsStayLinear() {
        let source = String(repeating: "#if DEBUG\n", count: 100_000) + "#if false\nclass Hidden: UIViewController {}\n#else\n"
            + "class Shown: UIViewController {}\n#endif\n" + String(repeating: "#endif\n", count: 100_000)
        let classes = SwiftSourceReader.declaredClasses(in: Array(source.utf8), relativePath: "Sources/Bad.swift")
        #expect(classes.map(\.name) == ["Shown"])
    }

    @Test func tooDeepIsAnIssueAtTheBracketAndClassesAreStillRead() throws {
        let body = String(repeating: "(", count: 300) + String(repeating: ")", count: 300)
        let source = "import UIKit\n\nfinal class Deep: UIViewController {\n    let x = \(body)\n}\n"
        let facts = SwiftSourceReader.read(source: source, relativePath: "Sources/Bad.swift")
        let issue = try #require(facts.issues.first)
        #expect(issue.location.line == 4)
        #expect(issue.location.column == 12 + 256)  // the class body is the first level
        #expect(issue.message.contains("deeper than 256 levels"))
        #expect(facts.types.map(\.name) == ["Deep"])
        // Below the limit the file is parsed.
        let fine = String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)
        for text in ["let x = \(fine)\n"] {
            #expect(!SwiftSourceReader.read(source: text, relativePath: "Sources/Bad.swift").issues.contains { $0.message.contains("deeper than") })
        }
    }

    @Test func aFileOverTheLimitIsSkippedWithoutBeingRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Huge.swift").path
        try BadInputs.makeSparseFile(at: path, size: 200 * 1024 * 1024)
        let result = SwiftSourceReader.read(fileAtPath: path, relativePath: "App/Huge.swift")
        #expect(result == .skipped(SkippedFile(file: "App/Huge.swift", reason: "file is larger than 16 MiB (209715200 bytes): skipped")))
    }

    @Test func hostileNamesAreKeptInLocations() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in BadInputs.hostileNames {
            let path = folder.appendingPathComponent(name + ".swift").path
            try Data(Self.source.utf8).write(to: URL(fileURLWithPath: path))
            guard case .facts(let facts) = SwiftSourceReader.read(fileAtPath: path, relativePath: "App/\(name).swift") else {
                Issue.record("\(name) was skipped")
                continue
            }
            #expect(facts.overrides.allSatisfy { $0.location.file == "App/\(name).swift" })
            #expect(facts.overrides.count == 3)
        }
    }
}
