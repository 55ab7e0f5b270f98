import Foundation
import InterfaceBuilderReader
import SourceModel
import Testing

@Suite("Malformed input: located errors, never a crash")
struct MalformedInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "mismatched end tag",
            text: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n  </objects>\n</document>\n",
            line: 3, column: 3, message: "does not match"),
        Case(
            name: "unclosed root",
            text: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n",
            line: 2, column: 11, message: "ends before"),
        Case(
            name: "duplicate attribute",
            text: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <viewController id=\"a\" id=\"b\"/>\n</document>\n",
            line: 2, column: 32, message: "written twice"),
        Case(
            name: "undeclared entity",
            text: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scene sceneID=\"&nbsp;\"/>\n</document>\n",
            line: 2, column: 25, message: "entity reference"),
        Case(
            name: "less-than in an attribute",
            text: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <view userLabel=\"a<b\"/>\n</document>\n",
            line: 2, column: 21, message: "'<' inside"),
    ]

    @Test(arguments: cases)
    func malformedXMLIsLocated(_ c: Case) throws {
        let error = try #require(parseError(c.text, file: "Broken.storyboard"))
        #expect(error.location.file == "Broken.storyboard")
        #expect(error.message.hasPrefix("malformed XML"))
        #expect(error.message.contains(c.message), "\(error.message)")
        #expect(error.location.line == c.line)
        #expect(error.location.column == c.column)
        let lines = c.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(error.sourceLine == String(lines[c.line - 1]))
        // The description ends with the line and a caret under the column.
        let shown = error.description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(shown.last == Substring(String(repeating: " ", count: c.column - 1) + "^"))
    }

    @Test func columnsAreInBytesAfterNonASCIIText() throws {
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <label text=\"Café ☕︎\" x=\"1\" x=\"2\"/>\n</document>\n"
        let error = try #require(parseError(text))
        #expect(error.location.line == 2)
        let bytes = Array(String(text.split(separator: "\n")[1]).utf8)
        // libxml2 reports the duplicate at the end of the start tag; the column is a byte column.
        #expect(error.location.column <= bytes.count + 1)
        #expect(error.location.column > Array("  <label text=\"Café ☕︎\" x=\"1\"".utf8).count)
    }

    @Test func emptyFile() throws {
        let error = try #require(parseError(""))
        #expect(error.message == "empty file")
        #expect(error.location == SourceLocation(file: "Test.storyboard", line: 1, column: 1))
        #expect(parseError(" \n\t\n")?.message == "the file holds only white space")
    }

    @Test func invalidUTF8IsLocatedAtTheBadByte() throws {
        var bytes = Array("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <view userLabel=\"ab".utf8)
        bytes += [0xC3, 0x28]  // a lead byte followed by an ASCII byte
        bytes += Array("\"/>\n</document>\n".utf8)
        do {
            _ = try InterfaceBuilderReader.parse(bytes, file: "Bad.xib")
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect(error.message.contains("invalid UTF-8"))
            #expect(error.location.line == 2)
            #expect(error.location.column == 22)
        }
    }

    @Test func nulByteIsRejected() throws {
        let bytes = Array("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n".utf8) + [0] + Array("</document>".utf8)
        #expect(throws: LocatedError.self) { try InterfaceBuilderReader.parse(bytes, file: "Nul.xib") }
    }

    @Test(arguments: [
        ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n", "root element <plist>"),
        ("<document type=\"com.example.Other\"/>", "of type 'com.example.Other'"),
        ("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\"><data/></archive>", "legacy"),
        ("<?xml version=\"1.0\"?>\n<!-- nothing else -->\n", "ends before"),
    ])
    func notAnInterfaceBuilderDocument(text: String, message: String) throws {
        let error = try #require(parseError(text))
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test func nonIBRootIsLocatedAtItsTag() throws {
        let error = try #require(parseError("<?xml version=\"1.0\"?>\n\n   <plist version=\"1.0\"/>\n"))
        #expect(error.location.line == 3)
        #expect(error.location.column == 4)
    }

    @Test func unknownElementsAreIgnored() throws {
        let text = storyboard(initial: "V1", """
                <scene sceneID="s1">
                    <objects>
                        <viewController id="V1" sceneMemberID="viewController">
                            <futureThing key="view2" barStyle="black"><color key="backgroundColor" white="0" alpha="1" colorSpace="calibratedWhite"/></futureThing>
                            <view key="view" id="v"><sparkle/><color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/></view>
                        </viewController>
                        <somethingNew id="X"/>
                    </objects>
                </scene>
            """)
        let document = try InterfaceBuilderReader.parse(text, file: "Future.storyboard")
        #expect(document.controllers.count == 1)
        #expect(document.initialController?.background?.color == .white(white: 0.5, alpha: 1))
    }

    @Test func badColorIsAWarningNotAFailure() throws {
        let text = storyboard(initial: "V1", """
                <scene sceneID="s1"><objects>
                    <viewController id="V1" sceneMemberID="viewController">
                        <view key="view" id="v"><color key="backgroundColor" red="zero" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/></view>
                    </viewController>
                </objects></scene>
            """)
        let document = try InterfaceBuilderReader.parse(text, file: "Odd.storyboard")
        #expect(document.initialController?.background == nil)
        #expect(document.warnings.count == 1)
        #expect(document.warnings.first?.message.contains("'red'") == true)
        #expect(document.warnings.first?.location.line == line(of: "red=\"zero\"", in: text))
    }
}

@Suite("Tiny and unusual inputs")
struct TinyInputTests {
    @Test(arguments: ["<", "<a", "<a>", "x", "<a/", "<?xml", "<!--", "<!DOCTYPE", "]]>", "\u{FEFF}"])
    func tinyInputsAreErrors(text: String) {
        #expect(parseError(text) != nil)
    }

    @Test func byteOrderMarkIsAccepted() throws {
        let text = "\u{FEFF}" + storyboard(initial: "V", "<scene sceneID=\"s\"><objects><viewController id=\"V\" sceneMemberID=\"viewController\"/></objects></scene>")
        let document = try InterfaceBuilderReader.parse(text, file: "Bom.storyboard")
        #expect(document.initialController?.id == "V")
        // The mark is three bytes before the first `<` of line 1; the controller's line is exact.
        #expect(document.initialController?.location.line == line(of: "<viewController", in: text))
    }

    @Test func documentWithoutScenesIsEmptyNotAnError() throws {
        let document = try InterfaceBuilderReader.parse(
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\"/>", file: "E.storyboard")
        #expect(document.controllers.isEmpty)
        #expect(document.initialController == nil)
        #expect(document.kind == .storyboard)
    }
}
