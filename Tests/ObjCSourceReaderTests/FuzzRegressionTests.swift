import ObjCSourceReader
import SourceModel
import Testing

/// Inputs found by `scripts/fuzz FuzzObjC` (Docs/Reliability.md), written out by hand.
@Suite("Fuzzing regressions")
struct FuzzRegressionTests {
    /// A C++ raw string prefix whose delimiter has no '(' before the end of the file: the lexer
    /// stepped over the missing '(' and sliced past the end of the bytes (a trap). The fuzzer's
    /// input ended in `f(const R"&)>> caLleb`.
    @Test(arguments: [#"R""#, #"R"x"#, #"u8R"delim"#, #"f(const R"&)>> caLleb"#, #"LR"0123456789abcdefXYZ"#])
    func rawStringPrefixWithoutParenthesisAtTheEndOfTheFile(_ tail: String) {
        let source = "@implementation A\n- (BOOL)prefersStatusBarHidden { return YES; }\n@end\n" + tail
        let read = facts(source)
        #expect(read.types.map(\.name) == ["A"])
        #expect(read.overrides.map(\.answer) == [.constant("true")])
        #expect(!read.issues.isEmpty, "the unterminated string is reported")
        #expect(read.issues.allSatisfy { $0.location.line == 4 }, "\(read.issues)")
    }

    /// Not a raw string (a newline, or more than 16 bytes, before '('): the quote opens an
    /// ordinary string, so what follows its closing quote is read as code again.
    @Test(arguments: ["R\"ab\n\" ;", "R\"0123456789abcdefg(\" ;"])
    func malformedRawStringDelimiterIsAnOrdinaryString(_ text: String) {
        let read = facts("static id s = \(text)\n@implementation B\n- (BOOL)prefersStatusBarHidden { return NO; }\n@end\n")
        #expect(read.types.map(\.name) == ["B"])
        #expect(read.overrides.map(\.answer) == [.constant("false")])
    }

    /// A well-formed raw string still hides what it holds.
    @Test func rawStringsStillHideTheirContent() {
        let read = facts(#"static const char *s = R"xy(@implementation Hidden @end )" )xy";"# + "\n@implementation C\n@end\n")
        #expect(read.types.map(\.name) == ["C"])
    }
}
