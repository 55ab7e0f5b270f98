import InterfaceBuilderReader
import SourceModel
import Testing

@Suite("Colors as Interface Builder writes them")
struct ColorTests {
    /// The background read from a root view whose `<color>` has these attributes.
    private func background(_ attributes: String) throws -> (IBLocatedColor?, text: String) {
        let text = storyboard(initial: "V1", """
                <scene sceneID="s1"><objects>
                    <viewController id="V1" sceneMemberID="viewController">
                        <view key="view" id="v">
                            <color key="backgroundColor" \(attributes)/>
                        </view>
                    </viewController>
                </objects></scene>
            """)
        return (try InterfaceBuilderReader.parse(text, file: "Colors.storyboard").initialController?.background, text)
    }

    @Test(arguments: [
        (#"red="1" green="0.5" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="sRGB""#,
         IBColor.rgb(red: 1, green: 0.5, blue: 0.25, alpha: 1, colorSpace: .sRGB)),
        (#"red="0.2" green="0.3" blue="0.4" alpha="0.8" colorSpace="custom" customColorSpace="displayP3""#,
         .rgb(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.8, colorSpace: .displayP3)),
        (#"red="0.2" green="0.3" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="genericRGB""#,
         .rgb(red: 0.2, green: 0.3, blue: 0.4, alpha: 1, colorSpace: .genericRGB)),
        (#"red="0.2" green="0.3" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="calibratedRGB""#,
         .rgb(red: 0.2, green: 0.3, blue: 0.4, alpha: 1, colorSpace: .calibratedRGB)),
        (#"red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB""#,
         .rgb(red: 0, green: 0, blue: 0, alpha: 1, colorSpace: .calibratedRGB)),
        (#"red="0.1" green="0.1" blue="0.1" colorSpace="deviceRGB""#,
         .rgb(red: 0.1, green: 0.1, blue: 0.1, alpha: 1, colorSpace: .deviceRGB)),
        (#"red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="mysterySpace""#,
         .rgb(red: 0.1, green: 0.1, blue: 0.1, alpha: 1, colorSpace: .unknown)),
        (#"white="1" alpha="1" colorSpace="calibratedWhite""#, .white(white: 1, alpha: 1)),
        (#"white="0.33" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#,
         .white(white: 0.33, alpha: 0.5)),
        (#"systemColor="systemBackgroundColor""#, .system("systemBackground")),
        (#"systemColor="secondarySystemGroupedBackgroundColor""#, .system("secondarySystemGroupedBackground")),
        (#"xcode11CocoaTouchSystemColor="systemGroupedBackgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor""#,
         .system("systemGroupedBackground")),
        (#"cocoaTouchSystemColor="groupTableViewBackgroundColor""#, .system("groupTableViewBackground")),
        (#"cocoaTouchSystemColor="whiteColor""#, .white(white: 1, alpha: 1)),
        (#"cocoaTouchSystemColor="blackColor""#, .white(white: 0, alpha: 1)),
        (#"cocoaTouchSystemColor="clearColor""#, .white(white: 0, alpha: 0)),
        (#"name="CardBackground""#, .named("CardBackground")),
        (#"name="Brand/Primary""#, .named("Brand/Primary")),
    ])
    func readsEachForm(attributes: String, expected: IBColor) throws {
        let (found, text) = try background(attributes)
        let color = try #require(found)
        #expect(color.color == expected)
        #expect(color.key == "backgroundColor")
        let colorLine = try #require(line(of: "<color key=", in: text))
        #expect(color.location.line == colorLine)
        let lineText = String(text.split(separator: "\n", omittingEmptySubsequences: false)[colorLine - 1])
        #expect(color.location.column == lineText.utf8.count - lineText.drop { $0 == " " }.utf8.count + 1)
    }

    @Test(arguments: [
        (#"red="1" green="x" blue="0" alpha="1" colorSpace="calibratedRGB""#, "'green' is not a number"),
        (#"red="1" blue="0" alpha="1" colorSpace="calibratedRGB""#, "no 'green'"),
        (#"white="0.5" alpha="half" colorSpace="calibratedWhite""#, "'alpha' is not a number"),
        (#"colorSpace="calibratedWhite""#, "neither components nor a name"),
        (#"red="nan" green="0" blue="0" colorSpace="calibratedRGB""#, "'red' is not a number"),
    ])
    func unreadableColorsAreWarnings(attributes: String, message: String) throws {
        let text = storyboard(initial: "V1", """
                <scene sceneID="s1"><objects>
                    <viewController id="V1" sceneMemberID="viewController">
                        <view key="view" id="v"><color key="backgroundColor" \(attributes)/></view>
                    </viewController>
                </objects></scene>
            """)
        let document = try InterfaceBuilderReader.parse(text, file: "Colors.storyboard")
        #expect(document.initialController?.background == nil)
        #expect(document.warnings.map(\.message).contains { $0.contains(message) }, "\(document.warnings)")
    }

    @Test func onlyTheRootViewsOwnBackgroundCounts() throws {
        let text = storyboard(initial: "V1", """
                <scene sceneID="s1"><objects>
                    <viewController id="V1" sceneMemberID="viewController">
                        <view key="view" id="v">
                            <subviews>
                                <view id="inner"><color key="backgroundColor" name="Inner"/></view>
                            </subviews>
                            <color key="tintColor" name="Tint"/>
                        </view>
                    </viewController>
                </objects></scene>
            """)
        let document = try InterfaceBuilderReader.parse(text, file: "Nested.storyboard")
        #expect(document.initialController?.background == nil)
    }
}

@Suite("Color descriptions and assumptions")
struct ColorDescriptionTests {
    @Test(arguments: [
        (IBColor.rgb(red: 0.10980392156862745, green: 0.5, blue: 1, alpha: 1, colorSpace: .sRGB), "rgb(0.11 0.5 1 / 1, sRGB)"),
        (.white(white: 0.333333, alpha: 0.5), "white(0.333 / 0.5)"),
        (.system("systemBackground"), "system 'systemBackground'"),
        (.named("CardBackground"), "named 'CardBackground'"),
    ])
    func describes(color: IBColor, text: String) {
        #expect(color.description == text)
    }

    @Test func assumptionsHaveUniqueIDs() {
        #expect(Set(IBAssumption.all.map(\.id)).count == IBAssumption.all.count)
        #expect(IBAssumption.all.allSatisfy { $0.id.hasPrefix("ib-") && !$0.statement.isEmpty })
    }
}
