import Foundation
import InterfaceBuilderReader
import SourceModel
import TestSupport
import Testing

/// The generated bad-input suite (issue 6) on the Interface Builder reader: every input gives a
/// document or a located error inside the input, never a crash, a hang or a stack overflow.
@Suite("Interface Builder reader: generated bad input")
struct IBReliabilityTests {
    static let fixtureNames = ["Main.storyboard", "LaunchScreen.storyboard", "Toolbars.storyboard",
                               "ProfileHeaderViewController.xib"]

    static func fixtureBytes(_ name: String) -> [UInt8] {
        (try? Array(Data(contentsOf: fixtures.appendingPathComponent(name)))) ?? []
    }

    static func parse(_ bytes: [UInt8], file: String = "Bad.storyboard") throws(LocatedError) -> IBDocument {
        try InterfaceBuilderReader.parse(bytes, file: file)
    }

    @Test(arguments: BadInputs.blanks)
    func blankFilesAreLocatedErrors(_ input: BadInputs.Case) throws {
        let error = try #require(BadInputs.check(input, file: "Bad.storyboard") { bytes throws(LocatedError) in try Self.parse(bytes) })
        #expect(error.location.line == 1)
    }

    static let truncations: [BadInputs.Case] = fixtureNames.flatMap { name in
        BadInputs.truncations(of: fixtureBytes(name), count: 30).map { BadInputs.Case("\(name) \($0.name)", $0.bytes) }
    }

    @Test(arguments: truncations)
    func truncatedDocumentsAreLocatedErrors(_ input: BadInputs.Case) throws {
        // A cut document never closes its root element: it must be an error, never a document.
        let error = try #require(BadInputs.check(input, file: "Bad.storyboard") { bytes throws(LocatedError) in try Self.parse(bytes) })
        #expect(error.message.hasPrefix("malformed XML") || error.message.contains("UTF-8") || error.message.contains("root"),
                "\(error.message)")
    }

    static let encodings: [BadInputs.Case] = ["Main.storyboard", "ProfileHeaderViewController.xib"].flatMap { name in
        BadInputs.encodings(of: String(decoding: fixtureBytes(name), as: UTF8.self)).map {
            BadInputs.Case("\(name) \($0.name)", $0.bytes)
        }
    }

    @Test(arguments: encodings)
    func otherEncodingsAreReadOrLocated(_ input: BadInputs.Case) throws {
        let error = BadInputs.check(input, file: "Bad.storyboard") { bytes throws(LocatedError) in try Self.parse(bytes) }
        // Line-end variants and a UTF-8 byte order mark are still UTF-8: they must be read.
        if input.name.hasSuffix("CRLF") || input.name.hasSuffix("CR only") || input.name.hasSuffix("UTF-8 with BOM") {
            #expect(error == nil, "\(String(describing: error))")
        } else {
            #expect(error != nil, "read \(input.name) as if it were UTF-8")
        }
    }

    @Test func crlfStoryboardReadsTheSameControllersAtTheSameLines() throws {
        let text = String(decoding: Self.fixtureBytes("Main.storyboard"), as: UTF8.self)
        let lf = try Self.parse(Array(text.utf8), file: "Main.storyboard")
        let crlf = try Self.parse(Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8), file: "Main.storyboard")
        #expect(!lf.controllers.isEmpty)
        #expect(crlf.controllers.map(\.id) == lf.controllers.map(\.id))
        #expect(crlf.controllers.map(\.location) == lf.controllers.map(\.location))
    }

    @Test(arguments: [("view", "<view contentMode=\"scaleToFill\" id=\"v\">", "</view>"),
                      ("subviews", "<subviews>", "</subviews>"),
                      ("controller", "<viewController id=\"c\" sceneMemberID=\"viewController\">", "</viewController>")])
    func deepNestingCompletes(name: String, open: String, close: String) throws {
        for closed in [true, false] {
            let bytes = BadInputs.nested(open: open, close: close, levels: 100_000,
                                         prefix: storyboardHead + "<scene sceneID=\"s\"><objects>",
                                         suffix: closed ? "</objects></scene></scenes></document>\n" : "", closed: closed)
            let input = BadInputs.Case("\(name) × 100,000", bytes)
            let error = BadInputs.check(input, file: "Deep.storyboard") { bytes throws(LocatedError) in
                try Self.parse(bytes, file: "Deep.storyboard")
            }
            if closed {
                // XMLParser on Linux sets no depth limit and the reader keeps its own stack: the
                // document is read (bounded by the 16 MiB file limit in the audit), or refused.
                if let error { #expect(error.message.hasPrefix("malformed XML"), "\(error.message)") }
            } else {
                let error = try #require(error)
                #expect(error.message == "malformed XML: the document ends before its root element is closed")
                #expect(error.location.line == storyboardHead.split(separator: "\n", omittingEmptySubsequences: false).count)
                // The 5 MB line is not repeated in the message: a window around the column.
                #expect(error.description.utf8.count < 1_000, "\(error.description.utf8.count) bytes")
                let shown = error.description.split(separator: "\n")
                #expect(shown.last == Substring(String(repeating: " ", count: 61) + "^"), "\(shown.last ?? "")")
                #expect(shown.dropLast().last?.hasPrefix("…") == true)
            }
        }
    }

    @Test func fiftyThousandScenesAreReadInBoundedTime() throws {
        var text = storyboardHead
        let scenes = 50_000
        text.reserveCapacity(scenes * 420)
        for i in 0..<scenes {
            text += """
                    <scene sceneID="s\(i)">
                        <objects>
                            <viewController id="vc\(i)" customClass="Screen\(i)ViewController" customModule="Bulk" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v\(i)">
                                    <color key="backgroundColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>

                """
        }
        text += "    </scenes>\n</document>\n"
        let bytes = Array(text.utf8)
        // Read whole (how the time grows with size is measured by the benchmark, not here).
        let read = try #require(try? Self.parse(bytes, file: "Huge.storyboard"))
        #expect(read.controllers.count == scenes)
        #expect(read.controllers.last?.customClass == "Screen\(scenes - 1)ViewController")
    }

    static let wrongValues: [BadInputs.Case] = {
        let attributes: [(String, String)] = [
            ("barStyle", "purple"), ("barStyle", ""), ("translucent", "maybe"), ("navigationBarHidden", "2"),
            ("modalPresentationStyle", "sideways"), ("overrideUserInterfaceStyle", "sepia"), ("customClass", ""),
            ("customClass", "1<2"), ("customModuleProvider", "nobody"), ("storyboardIdentifier", ""),
        ]
        var cases: [BadInputs.Case] = attributes.map { name, value in
            let escaped = value.replacingOccurrences(of: "<", with: "&lt;")
            return BadInputs.Case("\(name)=\"\(value)\"", storyboard(initial: "vc", """
                <scene sceneID="s"><objects>
                    <navigationController id="nav" \(name)="\(escaped)" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" \(name)="\(escaped)" id="bar"/>
                        <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="t"><objects>
                    <viewController id="vc" customClass="FeedViewController" \(name == "customClass" ? "" : "\(name)=\"\(escaped)\"") sceneMemberID="viewController"/>
                </objects></scene>
                """))
        }
        let colors = ["red=\"x\" green=\"y\" blue=\"z\" alpha=\"1\"", "red=\"1e400\" green=\"-5\" blue=\"nan\" alpha=\"inf\"",
                      "white=\"\" alpha=\"\"", "systemColor=\"\"", "colorSpace=\"calibratedRGB\"", "name=\"\""]
        cases += colors.map { color in
            BadInputs.Case("color \(color)", storyboard(initial: "vc", """
                <scene sceneID="t"><objects>
                    <viewController id="vc" customClass="FeedViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v"><color key="backgroundColor" \(color)/></view>
                    </viewController>
                </objects></scene>
                """))
        }
        let segues = [
            ("segue to nowhere", "<segue destination=\"missing\" kind=\"relationship\" relationship=\"rootViewController\" id=\"r\"/>"),
            ("segue to itself", "<segue destination=\"nav\" kind=\"relationship\" relationship=\"rootViewController\" id=\"r\"/>"),
            ("segue of unknown kind", "<segue destination=\"nav\" kind=\"teleport\" relationship=\"\" id=\"r\"/>"),
            ("segue without destination", "<segue kind=\"show\" id=\"r\"/>"),
        ]
        cases += segues.map { name, segue in
            BadInputs.Case(name, storyboard(initial: "nav", """
                <scene sceneID="s"><objects>
                    <navigationController id="nav" sceneMemberID="viewController"><connections>\(segue)</connections></navigationController>
                </objects></scene>
                """))
        }
        cases.append(BadInputs.Case("initial controller that does not exist", storyboard(initial: "ghost", "")))
        cases.append(BadInputs.Case("two controllers with one id", storyboard(initial: "a", """
            <scene sceneID="s"><objects>
                <viewController id="a" customClass="One" sceneMemberID="viewController"/>
                <viewController id="a" customClass="Two" sceneMemberID="viewController"/>
            </objects></scene>
            """)))
        cases.append(BadInputs.Case("runtime attribute of unknown type", storyboard(initial: "vc", """
            <scene sceneID="t"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="quaternion" keyPath="" value="?"/>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="modalPresentationCapturesStatusBarAppearance" value="perhaps"/>
                    </userDefinedRuntimeAttributes>
                </viewController>
            </objects></scene>
            """)))
        return cases.map { BadInputs.Case($0.name, $0.bytes) }
    }()

    @Test(arguments: wrongValues)
    func wrongAttributeValuesAreReadOrLocated(_ input: BadInputs.Case) throws {
        let error = BadInputs.check(input, file: "Values.storyboard") { bytes throws(LocatedError) -> IBDocument in
            let document = try Self.parse(bytes, file: "Values.storyboard")
            // Walking the document's relations terminates, even through cycles and dangling ids.
            for controller in document.controllers {
                _ = document.navigationRootID(of: controller.id)
                _ = document.tabIDs(of: controller.id)
                _ = document.container(of: controller.id)
                _ = document.arrivals(at: controller.id)
            }
            _ = document.initialController
            for warning in document.warnings {
                BadInputs.expectLocated(warning, in: bytes, file: "Values.storyboard")
            }
            return document
        }
        // Every one of these is well-formed XML: a wrong value is a warning or a default, never a skipped file.
        #expect(error == nil, "\(String(describing: error))")
    }

    @Test func nonUTF8NamesAndHostileNamesAreReportedAsWritten() throws {
        for name in BadInputs.hostileNames {
            let file = "App/\(name).storyboard"
            let bytes = Array(storyboard(initial: "vc", "<scene sceneID=\"t\"><objects><viewController id=\"vc\" sceneMemberID=\"viewController\"></objects></scene>").utf8)
            let error = BadInputs.check(BadInputs.Case(name, bytes), file: file) { bytes throws(LocatedError) in
                try InterfaceBuilderReader.parse(bytes, file: file)
            }
            #expect(error?.location.file == file)
            #expect(error?.description.hasPrefix(file + ":") == true)
        }
    }
}

private let storyboardHead = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <scenes>

    """
