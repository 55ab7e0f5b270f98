import Foundation
import InterfaceBuilderReader
import SourceModel
import Testing

/// Entities are rejected before XMLParser sees the text: nothing is read through an entity and
/// nothing is expanded.
@Suite("Entities, DTDs and encodings")
struct SafetyTests {
    /// A file whose content must never show up in what the reader returns.
    private func secretFile() throws -> (url: URL, secret: String) {
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ib-secret-\(UUID().uuidString).txt")
        try Data(secret.utf8).write(to: url)
        return (url, secret)
    }

    @Test func externalEntityIsRejectedAndTheFileIsNeverRead() throws {
        let (url, secret) = try secretFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [
              <!ENTITY xxe SYSTEM "\(url.absoluteString)">
            ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="a"><objects>
                        <viewController id="V1" customClass="Leak" sceneMemberID="viewController">
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="note">
                                    <string key="value">&xxe;</string>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let error = try #require(parseError(text))
        #expect(error.location.line == 3)
        #expect(error.location.column == 3)
        #expect(error.message.contains("entity 'xxe'"))
        #expect(!error.description.contains(secret))
    }

    @Test func internalEntityInAnAttributeIsNotExpanded() throws {
        // Were the DOCTYPE handed to XMLParser, `&cls;` would become the class name.
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [<!ENTITY cls "InjectedViewController">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="a"><objects>
                    <viewController id="V1" customClass="&cls;" sceneMemberID="viewController"/>
                </objects></scene></scenes>
            </document>
            """
        let error = try #require(parseError(text))
        #expect(error.location.line == 2)
        #expect(error.message.contains("entity 'cls'"))
        #expect(error.sourceLine?.contains("<!DOCTYPE") == true)
    }

    @Test func billionLaughsIsRejectedBeforeExpansion() throws {
        var declarations = "  <!ENTITY lol0 \"lol\">\n"
        for level in 1...30 {
            let previous = String(repeating: "&lol\(level - 1);", count: 10)
            declarations += "  <!ENTITY lol\(level) \"\(previous)\">\n"
        }
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [
            \(declarations)]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="a"><objects>
                    <viewController id="V1" customClass="&lol30;" sceneMemberID="viewController"/>
                </objects></scene></scenes>
            </document>
            """
        // 10^30 expansions would never finish: getting an error back at all is the test.
        let error = try #require(parseError(text))
        #expect(error.message.contains("entity 'lol0'"))
        #expect(error.location.line == 3)
    }

    @Test func parameterEntitiesAndEntitiesAfterACommentAreFound() throws {
        let text = """
            <?xml version="1.0"?>
            <!-- <document> is not the root yet -->
            <!DOCTYPE document [
              <!-- a comment with a ] and a " inside -->
              <!ENTITY % remote SYSTEM "http://example.invalid/evil.dtd">
              %remote;
            ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"/>
            """
        let error = try #require(parseError(text))
        #expect(error.message.contains("entity 'remote'"))
        #expect(error.location.line == 5)
    }

    @Test func externalDTDIsRejected() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document SYSTEM "http://example.invalid/ib.dtd">
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"/>
            """
        let error = try #require(parseError(text))
        #expect(error.message.contains("external DTD"))
        #expect(error.location.line == 2)
    }

    @Test func aPlainDoctypeIsAccepted() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="V1">
                <scenes><scene sceneID="a"><objects>
                    <viewController id="V1" sceneMemberID="viewController"/>
                </objects></scene></scenes>
            </document>
            """
        let document = try InterfaceBuilderReader.parse(text, file: "Plain.storyboard")
        #expect(document.initialController?.location.line == 5)
    }

    @Test(arguments: ["UTF-16", "ISO-8859-1", "UTF-7", "EBCDIC-US"])
    func nonUTF8EncodingsAreRejected(encoding: String) throws {
        let text = "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>\n"
        let error = try #require(parseError(text))
        #expect(error.message.contains("'\(encoding.lowercased())'"))
        #expect(error.location.line == 1)
    }

    @Test func utf16TextIsRejected() throws {
        // UTF-16 would let the parser decode what the byte checks cannot see.
        var bytes: [UInt8] = []
        for unit in "<!DOCTYPE d [<!ENTITY e \"x\">]><d>&e;</d>".utf16 {
            bytes.append(UInt8(unit & 0xFF))
            bytes.append(UInt8(unit >> 8))
        }
        #expect(throws: LocatedError.self) { try InterfaceBuilderReader.parse(bytes, file: "U.xib") }
        #expect(throws: LocatedError.self) { try InterfaceBuilderReader.parse([0xFF, 0xFE] + bytes, file: "U.xib") }
    }
}
