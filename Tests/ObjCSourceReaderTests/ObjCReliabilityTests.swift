import Foundation
import ObjCSourceReader
import SourceModel
import TestSupport
import Testing

/// The generated bad-input suite (issue 6) on the Objective-C reader. The reader never throws:
/// it keeps what it could read and records problems as located issues, so every case checks that
/// the three entry points the audit uses return, and that each issue lies inside the input.
@Suite("Objective-C reader: generated bad input")
struct ObjCReliabilityTests {
    static func fixtureBytes(_ name: String) -> [UInt8] {
        (try? Array(Data(contentsOf: URL(fileURLWithPath: fixturesFolder() + "/" + name)))) ?? []
    }

    static let fixtureNames = ["LNThemedNavigationController.m", "LNAppDelegate.m", "LNPlayerBridge.mm",
                               "LNThemedNavigationController.h"]

    /// Reads `bytes` as the audit does (byte scan, class declarations, full read) and checks the issues.
    @discardableResult
    static func readAll(_ bytes: [UInt8], file: String = "Bad/Input.m",
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SourceFacts {
        _ = ObjCSourceReader.needsFullParse(bytes)
        let declared = ObjCSourceReader.declaredClasses(in: bytes, relativePath: file)
        let facts = ObjCSourceReader.read(bytes: bytes, relativePath: file)
        #expect(facts.path == file, sourceLocation: sourceLocation)
        for issue in facts.issues { BadInputs.expectLocated(issue, in: bytes, file: file, sourceLocation: sourceLocation) }
        for type in declared + facts.types {
            #expect(type.location.file == file, sourceLocation: sourceLocation)
            #expect(type.location.line >= 1 && type.location.column >= 1, sourceLocation: sourceLocation)
        }
        return facts
    }

    @Test(arguments: BadInputs.blanks)
    func blankFilesGiveNothing(_ input: BadInputs.Case) {
        let facts = Self.readAll(input.bytes)
        #expect(facts.types.isEmpty && facts.overrides.isEmpty)
    }

    static let truncations: [BadInputs.Case] = fixtureNames.flatMap { name in
        BadInputs.truncations(of: fixtureBytes(name), count: 30).map { BadInputs.Case("\(name) \($0.name)", $0.bytes) }
    }

    @Test(arguments: truncations)
    func truncatedFilesKeepWhatCameBefore(_ input: BadInputs.Case) throws {
        let whole = Self.readAll(Self.fixtureBytes(String(input.name.split(separator: " ")[0])))
        let facts = Self.readAll(input.bytes)
        // A prefix never invents a class: each name it declares is (the start of) one of the whole file's.
        for name in facts.types.map(\.name) {
            #expect(whole.types.contains { $0.name.hasPrefix(name) }, "\(name)")
        }
    }

    static let encodings: [BadInputs.Case] = ["LNThemedNavigationController.m", "LNPlayerBridge.mm"].flatMap { name in
        BadInputs.encodings(of: String(decoding: fixtureBytes(name), as: UTF8.self)).map {
            BadInputs.Case("\(name) \($0.name)", $0.bytes)
        }
    }

    @Test(arguments: encodings)
    func otherEncodingsAreToleratedAndLocated(_ input: BadInputs.Case) {
        let facts = Self.readAll(input.bytes)
        let name = String(input.name.split(separator: " ")[0])
        let whole = Self.readAll(Self.fixtureBytes(name))
        // Line ends and a byte order mark change nothing the reader reports.
        if input.name.hasSuffix("CRLF") || input.name.hasSuffix("UTF-8 with BOM") {
            #expect(facts.types.map(\.name) == whole.types.map(\.name))
            #expect(facts.overrides.map(\.location.line) == whole.overrides.map(\.location.line))
        }
    }

    @Test(arguments: [
        ("unterminated comment", "/* a comment that never ends\n"),
        ("unterminated string", "static NSString *s = @\"never closed\n"),
        ("unterminated character", "static char c = '\n"),
        ("unterminated #if 0", "#if 0\n@implementation Hidden\n"),
        ("unterminated #ifdef", "#ifdef DEBUG\n"),
        ("unterminated #else", "#if 0\n#else\n"),
        ("backslash at the end", "#define X \\"),
        ("lone @", "@"),
        ("lone #", "#"),
        ("unterminated @interface", "@interface Half : UIViewController {\n  int x;\n"),
        ("unterminated method", "@implementation Half\n- (UIStatusBarStyle)preferredStatusBarStyle {\n  return UIStatusBarStyle"),
        ("unterminated block", "@implementation Half\n- (void)f { dispatch_async(q, ^{ [self g:^{ "),
    ])
    func unterminatedConstructsAreLocatedAfterAGoodClass(name: String, tail: String) {
        let good = "@implementation Good : UIViewController\n- (BOOL)prefersStatusBarHidden { return YES; }\n@end\n"
        let bytes = Array((good + tail).utf8)
        let facts = Self.readAll(bytes)
        #expect(facts.overrides.first?.typeName == "Good", "\(name)")
        // And at the start of the file, with nothing before.
        Self.readAll(Array(tail.utf8))
    }

    static let nestings: [(String, String, String)] = [
        ("braces", "{", "}"), ("brackets", "[", "]"), ("parentheses", "(", ")"),
        ("message sends", "[self f:", "]"), ("blocks", "^{", "}"), ("@{ literals", "@{@\"k\":", "}"),
        ("@[ literals", "@[", "]"), ("comments", "/*", "*/"),
    ]

    @Test(arguments: nestings)
    func hundredThousandNestedLevelsComplete(name: String, open: String, close: String) {
        for closed in [true, false] {
            let bytes = BadInputs.nested(open: open, close: close, levels: 100_000,
                                         prefix: "@implementation Deep\n- (void)deep {\n",
                                         suffix: "\n}\n- (BOOL)prefersStatusBarHidden { return YES; }\n@end\n", closed: closed)
            let facts = Self.readAll(bytes)
            #expect(facts.path == "Bad/Input.m")
            if closed && name != "comments" {
                // Balanced: the method after the deep one is still read.
                #expect(facts.overrides.map(\.typeName) == ["Deep"], "\(name)")
            }
        }
    }

    @Test(arguments: ["#if 1\n", "#if 0\n", "#ifdef DEBUG\n", "#if defined(X) && X > 2\n"])
    func hundredThousandNestedConditionalsComplete(opening: String) {
        let after = Array("@implementation After\n- (BOOL)prefersStatusBarHidden { return YES; }\n@end\n".utf8)
        // Closed: the class after the conditionals is read.
        let closed = Self.readAll(BadInputs.nested(open: opening, close: "#endif\n", levels: 100_000) + after)
        #expect(closed.overrides.map(\.typeName) == ["After"], "\(opening)")
        // Never closed: one located issue about the unterminated '#if'.
        let open = Self.readAll(BadInputs.nested(open: opening, close: "", levels: 100_000, closed: false) + after)
        #expect(open.issues.contains { $0.message.contains("'#if'") }, "\(opening)")
    }

    @Test func hugeLinesComplete() {
        let long = String(repeating: "a", count: 4 << 20)
        let cases = [
            "// " + long + "\n",
            "static NSString *s = @\"" + long + "\";\n",
            "#define LONG " + long + "\n",
            "int " + String(repeating: "x + ", count: 1 << 20) + "x;\n",
            String(repeating: "@implementation A @end ", count: 200_000) + "\n",
        ]
        for text in cases {
            let bytes = Array((text + "@implementation Z\n- (BOOL)prefersStatusBarHidden { return YES; }\n@end\n").utf8)
            let facts = Self.readAll(bytes)
            #expect(facts.overrides.map(\.typeName).last == "Z")
            #expect(facts.overrides.last?.location.line == 3)
            // Lines too long to show are not copied into issues.
            #expect(facts.issues.allSatisfy { ($0.sourceLine?.utf8.count ?? 0) <= 400 })
        }
    }

    @Test func binaryGarbageWithEveryByteValue() {
        var bytes: [UInt8] = []
        for i in 0..<65_536 { bytes.append(UInt8(truncatingIfNeeded: i &* 31 &+ i >> 8)) }
        let facts = Self.readAll(bytes)
        #expect(facts.overrides.isEmpty)
    }
}
