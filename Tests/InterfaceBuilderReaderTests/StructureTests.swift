import InterfaceBuilderReader
import SourceModel
import Testing

@Suite("Containers, segue kinds, interface styles")
struct StructureTests {
    @Test func splitViewColumns() throws {
        let text = storyboard(initial: "S", """
                <scene sceneID="s1"><objects>
                    <splitViewController id="S" customClass="MailSplitViewController" sceneMemberID="viewController">
                        <connections>
                            <segue destination="M" kind="relationship" relationship="masterViewController" id="r1"/>
                            <segue destination="D" kind="relationship" relationship="detailViewController" id="r2"/>
                        </connections>
                    </splitViewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <navigationController id="M" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController id="D" sceneMemberID="viewController">
                        <connections>
                            <segue destination="M" kind="unwind" unwindAction="backToList:" id="u1"/>
                        </connections>
                    </viewController>
                </objects></scene>
            """)
        let document = try InterfaceBuilderReader.parse(text, file: "Split.storyboard")
        #expect(document.initialController?.kind == .split)
        #expect(document.children(of: "S").map(\.role) == [.splitPrimary, .splitSecondary])
        #expect(document.segues.map(\.relationship) == ["masterViewController", "detailViewController", nil])
        #expect(document.container(of: "D")?.role == .splitSecondary)
        // A navigation controller without a written <navigationBar> still has a default bar.
        #expect(document.controller(withID: "M")?.navigationBar == IBNavigationBar())
        // The unwind segue leads back, not to M.
        #expect(document.arrivals(at: "M").count == 1)
        #expect(document.segues.last?.kind == .unwind)
    }

    @Test(arguments: [
        ("show", IBSegueKind.show), ("push", .push), ("showDetail", .showDetail), ("replace", .showDetail),
        ("presentation", .presentation), ("modal", .presentation), ("popoverPresentation", .popoverPresentation),
        ("popover", .popoverPresentation), ("embed", .embed), ("custom", .custom), ("unwind", .unwind),
        ("relationship", .relationship), ("teleport", .other),
    ])
    func segueKinds(attribute: String, kind: IBSegueKind) throws {
        let text = storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="A" sceneMemberID="viewController">
                        <connections><segue destination="B" kind="\(attribute)" id="g"/></connections>
                    </viewController>
                </objects></scene>
            """)
        let segue = try #require(try InterfaceBuilderReader.parse(text, file: "K.storyboard").segues.first)
        #expect(segue.kind == kind)
        #expect(segue.kindAttribute == attribute)
        #expect(segue.sourceControllerID == "A")
        #expect(segue.destination == "B")
    }

    @Test func popoverAndUnstyledPresentations() throws {
        let text = storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="A" sceneMemberID="viewController">
                        <connections>
                            <segue destination="B" kind="popoverPresentation" popoverAnchorView="x" id="p"/>
                            <segue destination="C" kind="presentation" id="q"/>
                            <segue destination="D" kind="presentation" modalPresentationStyle="formSheet" id="r"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects><viewController id="B" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="s3"><objects><viewController id="C" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="s4"><objects><viewController id="D" modalPresentationStyle="fullScreen" sceneMemberID="viewController"/></objects></scene>
            """)
        let document = try InterfaceBuilderReader.parse(text, file: "P.storyboard")
        let styles = document.segues.map { document.effectivePresentationStyle(of: $0) }
        // The segue's own style wins over the destination's.
        #expect(styles == [.popover, .automatic, .formSheet])
        #expect(document.segues[1].modalPresentationStyle == nil)
        #expect(document.controller(withID: "D")?.modalPresentationStyle == .fullScreen)
    }

    @Test func segueOnAGestureRecognizerBesideTheController() throws {
        // Gesture recognizers sit in the scene's <objects>, after the controller.
        let text = storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <tapGestureRecognizer id="tap">
                            <connections><segue destination="B" kind="show" id="early"/></connections>
                        </tapGestureRecognizer>
                        <viewController id="A" sceneMemberID="viewController"/>
                        <swipeGestureRecognizer direction="left" id="swipe">
                            <connections><segue destination="B" kind="presentation" id="late"/></connections>
                        </swipeGestureRecognizer>
                    </objects>
                </scene>
            """)
        let document = try InterfaceBuilderReader.parse(text, file: "G.storyboard")
        #expect(document.segues.map(\.id) == ["early", "late"])
        #expect(document.segues.map(\.sourceControllerID) == ["A", "A"])
        #expect(document.segues(from: "A").count == 2)
    }

    @Test func aSegueInTheControllersOwnConnectionsIsManual() throws {
        // A manual segue (dragged from the controller itself) runs only when code performs it; one
        // written on a button, a bar button item or a gesture recognizer runs when the user acts.
        let text = storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <viewController id="A" sceneMemberID="viewController">
                            <view key="view" id="v">
                                <subviews>
                                    <button id="b"><connections><segue destination="B" kind="show" id="tapped"/></connections></button>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" id="ni">
                                <barButtonItem key="rightBarButtonItem" id="bb"><connections><segue destination="B" kind="presentation" id="item"/></connections></barButtonItem>
                            </navigationItem>
                            <connections>
                                <outlet property="button" destination="b" id="o"/>
                                <segue destination="B" kind="show" identifier="showDetail" id="manual"/>
                            </connections>
                        </viewController>
                        <tapGestureRecognizer id="tap">
                            <connections><segue destination="B" kind="show" id="gesture"/></connections>
                        </tapGestureRecognizer>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="N" sceneMemberID="viewController">
                            <connections><segue destination="A" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
                    </objects>
                </scene>
            """)
        let document = try InterfaceBuilderReader.parse(text, file: "M.storyboard")
        #expect(document.segues.filter(\.isManual).map(\.id).sorted() == ["manual", "root"])
        #expect(document.segues.first { $0.id == "manual" }?.identifier == "showDetail")
    }

    @Test(arguments: [
        // attribute on the controller
        (#"<viewController id="V" overrideUserInterfaceStyle="light" sceneMemberID="viewController"><view key="view" id="v"/></viewController>"#,
         IBInterfaceStyle.light, IBInterfaceStyleOverride.Target.controller, false),
        // attribute on the root view
        (#"<viewController id="V" sceneMemberID="viewController"><view key="view" overrideUserInterfaceStyle="dark" id="v"/></viewController>"#,
         .dark, .rootView, false),
        // runtime attribute on the controller
        (#"<viewController id="V" sceneMemberID="viewController"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="overrideUserInterfaceStyle"><integer key="value" value="2"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></viewController>"#,
         .dark, .controller, true),
        // runtime attribute on the root view
        (#"<viewController id="V" sceneMemberID="viewController"><view key="view" id="v"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="overrideUserInterfaceStyle"><integer key="value" value="1"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></view></viewController>"#,
         .light, .rootView, true),
        // the controller's own setting wins over its view's
        (#"<viewController id="V" overrideUserInterfaceStyle="dark" sceneMemberID="viewController"><view key="view" overrideUserInterfaceStyle="light" id="v"/></viewController>"#,
         .dark, .controller, false),
    ])
    func interfaceStyleForms(scene: String, style: IBInterfaceStyle, setOn: IBInterfaceStyleOverride.Target, runtime: Bool) throws {
        let text = storyboard(initial: "V", "<scene sceneID=\"s\"><objects>\(scene)</objects></scene>")
        let controller = try #require(try InterfaceBuilderReader.parse(text, file: "I.storyboard").initialController)
        let found = try #require(controller.interfaceStyle)
        #expect(found.style == style)
        #expect(found.setOn == setOn)
        #expect(found.viaRuntimeAttribute == runtime)
        // Runtime attributes on the root view are not the controller's.
        #expect(controller.runtimeAttributes.count == (runtime && setOn == .controller ? 1 : 0))
    }

    @Test func inlineChildrenOfAnOldXib() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="UIApplication"/>
                    <navigationController id="nav" customClass="LegacyNavigationController">
                        <navigationBar key="navigationBar" barStyle="blackOpaque" id="bar"/>
                        <viewControllers>
                            <viewController id="root" customClass="LegacyRootViewController">
                                <view key="view" id="rv"><color key="backgroundColor" white="0" alpha="1" colorSpace="calibratedWhite"/></view>
                            </viewController>
                        </viewControllers>
                    </navigationController>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderReader.parse(text, file: "MainWindow.xib")
        #expect(document.kind == .xib)
        #expect(document.controllers.map(\.id) == ["nav", "root"])
        #expect(document.controller(withID: "root")?.enclosingControllerID == "nav")
        #expect(document.children(of: "nav").map(\.role) == [.inline])
        #expect(document.container(of: "root")?.containerID == "nav")
        let bar = try #require(document.controller(withID: "nav")?.navigationBar)
        #expect(bar.barStyle == .black)
        #expect(bar.barStyleAttribute == "blackOpaque")
        #expect(!bar.translucent)
        #expect(document.controller(withID: "root")?.background?.color == .white(white: 0, alpha: 1))
    }

    @Test func storyboardReferenceAsInitialAndSameStoryboardReference() throws {
        let text = storyboard(initial: "R", """
                <scene sceneID="s1"><objects>
                    <viewControllerPlaceholder storyboardName="Checkout" id="R" sceneMemberID="viewController"/>
                    <viewControllerPlaceholder referencedIdentifier="Receipt" id="R2" sceneMemberID="viewController"/>
                </objects></scene>
            """)
        let document = try InterfaceBuilderReader.parse(text, file: "Ref.storyboard")
        #expect(document.initialController == nil)
        #expect(document.initialPlaceholder?.storyboardName == "Checkout")
        #expect(document.initialPlaceholder?.referencedIdentifier == nil)
        #expect(document.placeholder(withID: "R2")?.storyboardName == nil)
        #expect(document.placeholder(withID: "R2")?.referencedIdentifier == "Receipt")
    }

    @Test func hostingAndOtherControllers() throws {
        let text = storyboard("""
                <scene sceneID="s1"><objects><hostingController id="H" customClass="SettingsHostingController" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="s2"><objects><avPlayerViewController videoGravity="AVLayerVideoGravityResizeAspect" id="P" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="s3"><objects><pageViewController transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" id="G" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="s4"><objects><collectionViewController id="C" sceneMemberID="viewController"><collectionView key="view" id="cv"><color key="backgroundColor" systemColor="systemBackgroundColor"/></collectionView></collectionViewController></objects></scene>
                <scene sceneID="s5"><objects><searchDisplayController id="SD"/></objects></scene>
            """)
        let document = try InterfaceBuilderReader.parse(text, file: "Kinds.storyboard")
        #expect(document.controllers.map(\.kind) == [.hosting, .other, .page, .collection])
        #expect(document.controllers.map(\.className) == [
            "SettingsHostingController", "AVPlayerViewController", "UIPageViewController", "UICollectionViewController",
        ])
        #expect(document.controller(withID: "C")?.background?.color == .system("systemBackground"))
    }
}
