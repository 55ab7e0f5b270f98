import InterfaceBuilderReader
import SourceModel
import Testing

/// Inputs found by `scripts/fuzz FuzzInterfaceBuilder` (Docs/Reliability.md), written out by hand.
@Suite("Fuzzing regressions")
struct FuzzRegressionTests {
    /// A processing instruction with a target and no data, where it sits, and where it is reported.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var line: Int
        var column: Int
        var testDescription: String { name }
    }

    static let crashing: [Case] = [
        // The fuzzer's input, as found (10 bytes): a crash in Foundation's XMLParser, which read
        // libxml2's NULL data pointer as a C string (SIGSEGV in strlen).
        Case(name: "the fuzzer's input", text: "<?x-8A?>\n\n", line: 1, column: 1),
        Case(name: "after the XML declaration",
             text: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?ib?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>\n",
             line: 2, column: 1),
        Case(name: "inside a scene",
             text: storyboard(#"<scene sceneID="s"><objects><?target?><viewController id="V" sceneMemberID="viewController"/></objects></scene>"#),
             line: 4, column: 29),
        Case(name: "in the document type declaration",
             text: "<!DOCTYPE document [ <?p?> ]>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>\n", line: 1, column: 22),
        Case(name: "a reserved 'xml' target after the start",
             text: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <?xml?>\n</document>\n", line: 2, column: 3),
    ]

    @Test(arguments: crashing)
    func processingInstructionWithoutDataIsALocatedError(_ example: Case) throws {
        let error = try #require(parseError(example.text))
        #expect(error.location == SourceLocation(file: "Test.storyboard", line: example.line, column: example.column), "\(error)")
        #expect(error.message.hasPrefix("the processing instruction '<?"), "\(error)")
        #expect(error.message.contains("has no data"))
        #expect(error.description.contains("^"), "the offending line with a caret")
    }

    /// With data (even only white space), in a comment or in a CDATA section, a processing
    /// instruction is safe and the document is read.
    @Test(arguments: [
        "<?target ?>", "<?target\tdata?>", "<!-- <?target?> -->", "<![CDATA[ <?target?> ]]>",
    ])
    func safeProcessingInstructionsAreRead(_ fragment: String) throws {
        let text = storyboard(initial: "V", "<scene sceneID=\"s\"><objects><viewController id=\"V\" sceneMemberID=\"viewController\">\(fragment)</viewController></objects></scene>")
        let document = try InterfaceBuilderReader.parse(text, file: "Test.storyboard")
        #expect(document.initialControllerID == "V")
        #expect(document.controllers.map(\.id) == ["V"])
    }
}
