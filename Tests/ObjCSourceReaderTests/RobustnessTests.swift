import ObjCSourceReader
import SourceModel
import Testing

@Suite("Bad input")
struct RobustnessTests {
    @Test("a missing '}' is reported at its '{'; the next method is still read")
    func unbalancedBraces() throws {
        let read = facts("""
            @implementation PlayerViewController
            - (void)viewDidLoad {
                if (self.ready) {
                    [self setNeedsStatusBarAppearanceUpdate];
            }
            - (BOOL)prefersStatusBarHidden {
                return YES;
            }
            @end
            """)
        #expect(read.overrides.map(\.answer) == [.constant("true")])
        #expect(read.calls.map(\.kind) == [.setNeedsStatusBarAppearanceUpdate])
        let issue = try #require(read.issues.first)
        #expect(issue.location == SourceLocation(file: "Sources/Test.m", line: 2, column: 21))
        #expect(issue.message.contains("expected '}'"))
        #expect(issue.sourceLine == "- (void)viewDidLoad {")
        #expect(issue.description.hasSuffix("- (void)viewDidLoad {\n                    ^"))
    }

    @Test("a missing @end, a stray '}' and a stray @end are reported; facts read so far are kept")
    func missingEnd() {
        let read = facts("""
            @implementation A
            - (BOOL)prefersStatusBarHidden { return YES; }
            }
            @implementation B
            - (BOOL)prefersStatusBarHidden { return NO; }
            @end
            @end
            """)
        #expect(read.overrides.map(\.typeName) == ["A", "B"])
        #expect(read.issues.map(\.location.line) == [1, 3, 7])
    }

    @Test("unterminated comments, strings and #if blocks", arguments: [
        ("@implementation A\n- (BOOL)prefersStatusBarHidden { return YES; }\n/* never closed\n@end\n", "unterminated comment"),
        ("@implementation A\n- (BOOL)prefersStatusBarHidden { return YES; }\n- (void)f { NSLog(@\"never closed); }\n@end\n", "unterminated string literal"),
        ("@implementation A\n- (BOOL)prefersStatusBarHidden { return YES; }\n#if 0\n- (void)f {}\n@end\n", "unterminated '#if' block"),
    ])
    func unterminated(source: String, message: String) {
        let read = facts(source)
        #expect(read.overrides.map(\.answer) == [.constant("true")])
        #expect(read.issues.contains { $0.message.contains(message) })
    }

    @Test("binary garbage gives issues or nothing, never a crash")
    func garbage() {
        var generator = SplitMix(seed: 7)
        for _ in 0..<20 {
            let bytes = (0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let read = ObjCSourceReader.read(bytes: bytes, relativePath: "garbage.m")
            #expect(read.path == "garbage.m")
            #expect(read.overrides.isEmpty)
        }
        // Code after garbage is still read.
        var bytes: [UInt8] = (0..<2000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        bytes += Array("\n*/\n\"\n'\n#endif\n}\n@end\n@implementation A\n- (BOOL)prefersStatusBarHidden { return YES; }\n@end\n".utf8)
        let read = ObjCSourceReader.read(bytes: bytes, relativePath: "mixed.m")
        #expect(read.overrides.map(\.typeName).contains("A"))
    }

    @Test("a 1 MB line, a long line of tokens and deep nesting: the rest is read, one issue per problem")
    func largeInput() throws {
        let blob = "static NSString *const kBlob = @\"" + String(repeating: "QUJD", count: 262_144) + "\";\n"
        let table = "static int table[] = {" + String(repeating: "1, ", count: 20_000) + "};\n"
        let deep = "- (void)deep {\n" + String(repeating: "{ [self foo:(", count: 20_000) + "\n}\n"
        let source = blob + table + "@implementation A\n" + deep
            + "- (BOOL)prefersStatusBarHidden { return YES; }\n@end\n"
        let read = facts(source)
        #expect(read.overrides.map(\.answer) == [.constant("true")])
        #expect(read.overrides.first?.location.line == 7)
        #expect(read.issues.map(\.location.line) == [4, 5])
        let unclosed = try #require(read.issues.first)
        #expect(unclosed.message.contains("expected '}'"))
        #expect(unclosed.sourceLine == "- (void)deep {")
        // The nesting issue's line is too long to show.
        #expect(read.issues.last?.message.contains("nested too deeply") == true)
        #expect(read.issues.last?.sourceLine == nil)
    }

    @Test("nested brackets in expressions deeper than the limit are skipped with one issue")
    func deepExpression() {
        let nested = String(repeating: "[", count: 5_000) + "self" + String(repeating: " foo]", count: 5_000)
        let read = facts("@implementation A\n- (void)f { \(nested); [self setNeedsStatusBarAppearanceUpdate]; }\n@end\n")
        #expect(read.calls.map(\.kind) == [.setNeedsStatusBarAppearanceUpdate])
        #expect(read.issues.count == 1)
    }
}

/// A small deterministic generator for the garbage test.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
