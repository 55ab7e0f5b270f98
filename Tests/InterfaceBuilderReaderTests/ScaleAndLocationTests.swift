import InterfaceBuilderReader
import SourceModel
import Testing

@Suite("Scale and locations")
struct ScaleAndLocationTests {
    /// A storyboard with `count` scenes: a tab bar controller whose tabs are every scene.
    static func generated(scenes count: Int, singleLine: Bool = false) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="T">
            <scenes>
            <scene sceneID="root"><objects><tabBarController id="T" sceneMemberID="viewController"><connections>

            """
        text.reserveCapacity(count * 420)
        for i in 0..<count {
            text += "<segue destination=\"V\(i)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"r\(i)\"/>\n"
        }
        text += "</connections></tabBarController></objects></scene>\n"
        for i in 0..<count {
            text += """
                <scene sceneID="s\(i)">
                    <objects>
                        <viewController id="V\(i)" customClass="Screen\(i)ViewController" customModule="Big" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="w\(i)">
                                <color key="backgroundColor" white="\(i % 2)" alpha="1" colorSpace="calibratedWhite"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>

                """
        }
        text += "</scenes>\n</document>\n"
        if singleLine { text = text.split(separator: "\n").joined(separator: " ") }
        return text
    }

    @Test func fiftyThousandScenes() throws {
        let count = 50_000
        let text = Self.generated(scenes: count)
        let document = try InterfaceBuilderReader.parse(text, file: "Huge.storyboard")
        #expect(document.controllers.count == count + 1)
        #expect(document.segues.count == count)
        #expect(document.tabIDs(of: "T").count == count)
        let last = try #require(document.controller(withID: "V\(count - 1)"))
        #expect(last.customClass == "Screen\(count - 1)ViewController")
        #expect(last.background?.color == .white(white: Double((count - 1) % 2), alpha: 1))
        // Line numbers beyond 65,535 are exact: header (4 lines) + segues + closing line + 9 per scene.
        let expectedLine = 4 + count + 1 + (count - 1) * 9 + 3
        #expect(last.location.line == expectedLine)
        #expect(last.location.column == 9)
        #expect(document.container(of: "V\(count - 1)")?.role == .tab(index: count - 1))
        // Every screen's way in, as the audit asks it: each answer comes from an index.
        var tabs = 0
        for controller in document.controllers {
            for arrival in document.arrivals(at: controller.id) {
                if case .contained(let child) = arrival, case .tab = child.role { tabs += 1 }
            }
        }
        #expect(tabs == count)
    }

    @Test func aLongSingleLineFileIsMappedExactly() throws {
        let text = Self.generated(scenes: 2_000, singleLine: true)
        let document = try InterfaceBuilderReader.parse(text, file: "OneLine.storyboard")
        #expect(document.controllers.count == 2_001)
        let bytes = Array(text.utf8)
        for id in ["V0", "V1000", "V1999"] {
            let controller = try #require(document.controller(withID: id))
            #expect(controller.location.line == 1)
            let start = controller.location.column - 1
            #expect(String(decoding: bytes[start..<(start + 21 + id.utf8.count)], as: UTF8.self) == "<viewController id=\"\(id)\"")
        }
    }

    @Test func startTagsSpanningLinesAndNonASCIIText() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="V">\r
                <scenes>\r
                    <!--Café ☕︎ — écran d’accueil-->\r
                    <scene sceneID="s"><objects><viewController\r
                            id="V"\r
                            title="Ünïcödé 日本語"\r
                            customClass="WelcomeViewController"\r
                            sceneMemberID="viewController"><view key="view" id="v"><color\r
                        key="backgroundColor" name="Welcome"/></view></viewController></objects></scene>\r
                </scenes>\r
            </document>\r

            """
        let document = try InterfaceBuilderReader.parse(text, file: "Welcome.storyboard")
        let controller = try #require(document.initialController)
        #expect(controller.location == SourceLocation(file: "Welcome.storyboard", line: 5, column: 37))
        // Split the bytes: for String, "\r\n" is one Character and never equals "\n".
        let line9 = Array(Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[8])
        let colorColumn = try #require(line9.indices.last { line9[$0] == UInt8(ascii: "<") }) + 1
        #expect(String(decoding: line9[(colorColumn - 1)...], as: UTF8.self) == "<color\r")
        #expect(controller.background?.location == SourceLocation(file: "Welcome.storyboard", line: 9, column: colorColumn))
        #expect(controller.rootViewLocation?.line == 9)
    }
}
