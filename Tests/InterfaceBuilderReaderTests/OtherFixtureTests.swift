import Foundation
import InterfaceBuilderReader
import SourceModel
import Testing

@Suite("LaunchScreen, xib, toolbars and simulated metrics")
struct OtherFixtureTests {
    @Test func launchScreen() throws {
        let document = try fixture("LaunchScreen.storyboard")
        #expect(document.isLaunchScreen)
        #expect(document.kind == .storyboard)
        let initial = try #require(document.initialController)
        #expect(initial.id == "01J-lp-oVM")
        #expect(initial.customClass == nil)
        #expect(initial.className == "UIViewController")
        #expect(initial.background?.color == .rgb(
            red: 0.058823529411764705, green: 0.090196078431372548, blue: 0.16470588235294117, alpha: 1, colorSpace: .sRGB))
        #expect(document.segues.isEmpty)
    }

    @Test func xibFilesOwner() throws {
        let document = try fixture("ProfileHeaderViewController.xib")
        #expect(document.kind == .xib)
        #expect(document.controllers.isEmpty)
        #expect(document.initialControllerID == nil)
        #expect(document.placeholders.count == 1, "the First Responder is not kept")
        let owner = try #require(document.placeholders.first)
        #expect(owner.kind == .filesOwner)
        #expect(owner.id == "-1")
        #expect(owner.customClass == "ProfileHeaderViewController")
        #expect(owner.customModule == "Glimmer")
        #expect(owner.customModuleProvider == "target")
        #expect(owner.viewOutletDestination == "i5M-Pr-FkT")
        // The top-level view's own background, not the image view's inside it.
        #expect(owner.viewBackground?.color == .system("systemIndigo"))
        #expect(owner.viewCovering == nil, "the avatar does not span the top of the view")
        #expect(owner.location.line == 11)
        #expect(owner.location.column == 9)
    }

    /// A xib whose File's Owner (`RecipeViewController`) has a root view 375 by 667 with the
    /// system background and `subview` inside it.
    static func filesOwnerXib(subview: String) -> String {
        """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="RecipeViewController">
                        <connections>
                            <outlet property="view" destination="root" id="o1"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            \(subview)
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </objects>
            </document>
            """
    }

    /// A File's Owner's view whose top a subview covers edge to edge (an image view, a view of a
    /// custom class), as a storyboard scene's root view; a search bar, or an image view inset
    /// from the edge, covers nothing.
    @Test(arguments: [
        ("<imageView id=\"hdr\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"220\"/></imageView>", "imageView"),
        ("<view id=\"grd\" customClass=\"GradientView\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"120\"/></view>",
         "view of class 'GradientView'"),
        ("<imageView id=\"hdr\"><rect key=\"frame\" x=\"16\" y=\"0.0\" width=\"343\" height=\"220\"/></imageView>", nil),
        ("<searchBar id=\"sch\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"56\"/></searchBar>", nil),
        // A plain view over the whole top passes on what covers it; one inset from the edge does not.
        ("<view id=\"wrp\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/><subviews>"
         + "<view id=\"vid\" customClass=\"VideoSurfaceView\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"414\" height=\"896\"/></view>"
         + "</subviews></view>", "view of class 'VideoSurfaceView'"),
        ("<view id=\"wrp\"><rect key=\"frame\" x=\"0.0\" y=\"64\" width=\"375\" height=\"603\"/><subviews>"
         + "<view id=\"vid\" customClass=\"VideoSurfaceView\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"603\"/></view>"
         + "</subviews></view>", nil),
        // A plain view over the whole top with a color of its own (a custom bar pinned to the
        // top) covers it; a clear one, or one hidden as it is laid out, does not.
        ("<view id=\"bar\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"91\"/>"
         + "<color key=\"backgroundColor\" red=\"1\" green=\"0.53\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/></view>",
         "view with a background color of its own"),
        ("<view id=\"bar\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"91\"/>"
         + "<color key=\"backgroundColor\" white=\"0.0\" alpha=\"0.0\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/></view>", nil),
        ("<view hidden=\"YES\" id=\"dim\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/>"
         + "<color key=\"backgroundColor\" red=\"0\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/></view>", nil),
    ] as [(String, String?)])
    func aSubviewCoveringTheTopOfAFilesOwnersView(subview: String, covering: String?) throws {
        let xib = Self.filesOwnerXib(subview: subview)
        let owner = try #require(InterfaceBuilderReader.parse(xib, file: "RecipeViewController.xib").placeholders.first)
        #expect(owner.viewBackground?.color == .system("systemBackground"), "the subview's frame and color are not the view's")
        #expect(owner.viewCovering?.element == covering)
        // A bar that does not fill the view gives no color: code often paints it (a theme).
        #expect(owner.viewCovering?.color == nil)
    }

    /// A plain view filling the root view (a container of the whole content) gives its color as
    /// what lies under the status bar, written after its subviews as Interface Builder writes it.
    @Test func aViewFillingTheRootViewGivesItsColor() throws {
        let xib = Self.filesOwnerXib(subview: """
            <view id="stage"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews><label id="fps" text="60 FPS"><rect key="frame" x="20" y="10" width="40" height="18"/></label></subviews>
                <color key="backgroundColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            """)
        let colorLine = try #require(xib.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("red=\"0.0\"") }) + 1
        let owner = try #require(InterfaceBuilderReader.parse(xib, file: "RecipeViewController.xib").placeholders.first)
        let covering = try #require(owner.viewCovering)
        #expect(covering.color?.color == .rgb(red: 0, green: 0, blue: 0, alpha: 1, colorSpace: .sRGB))
        #expect(covering.color?.location.line == colorLine)
    }

    @Test func barStylesOutsideTheNavigationBarDoNotCount() throws {
        let document = try fixture("Toolbars.storyboard")
        let nav = try #require(document.controller(withID: "tNv-Tb-001"))
        #expect(nav.kind == .navigation)
        let bar = try #require(nav.navigationBar)
        // The toolbar, the simulated metrics, the free-standing navigation bar, the search bar
        // and the tab bar in the root view all say black: the navigation bar does not.
        #expect(bar.barStyle == .default)
        #expect(bar.barStyleAttribute == nil)
        #expect(bar.barTintColor == nil, "the toolbar's barTintColor is not the navigation bar's")
        #expect(bar.translucent)
        #expect(!bar.hidden)
        let editor = try #require(document.controller(withID: "eVc-Vc-001"))
        #expect(editor.navigationBar == nil)
        #expect(editor.customClass == "EditorViewController")
        // Xcode 11's pair: the iOS 13 system color wins over the legacy white.
        #expect(editor.background?.color == .system("systemBackground"))
        #expect(document.navigationRootID(of: "tNv-Tb-001") == "eVc-Vc-001")
    }

    @Test func readAllSortsAndSkips() throws {
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString).storyboard")
        try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n</document>\n".utf8)
            .write(to: broken)
        defer { try? FileManager.default.removeItem(at: broken) }
        let results = InterfaceBuilderReader.readAll([
            (fixtures.appendingPathComponent("Toolbars.storyboard"), "App/Toolbars.storyboard"),
            (broken, "App/Broken.storyboard"),
            (fixtures.appendingPathComponent("LaunchScreen.storyboard"), "App/LaunchScreen.storyboard"),
            (fixtures.appendingPathComponent("Missing.storyboard"), "App/Missing.storyboard"),
        ])
        #expect(results.documents.map(\.file) == ["App/LaunchScreen.storyboard", "App/Toolbars.storyboard"])
        #expect(results.skipped.map(\.file) == ["App/Broken.storyboard", "App/Missing.storyboard"])
        #expect(results.errors.first?.location.line == 3)
        #expect(results.skipped.first?.reason.contains("does not match") == true)
    }

    @Test(arguments: [
        ("Main.storyboard", true), ("View.xib", true), ("a/B.XIB", true), ("Info.plist", false),
        ("storyboard", false), ("a.storyboard/Info.plist", false), ("x.storyboardc", false),
    ])
    func recognisesInterfaceBuilderFiles(path: String, expected: Bool) {
        #expect(InterfaceBuilderReader.isInterfaceBuilderFile(path) == expected)
    }
}
