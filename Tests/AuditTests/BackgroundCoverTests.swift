import Foundation
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// What lies under the bar when something covers the root view: a blur, an image or a map pinned
/// to the top, or a subview or layer added to `view` in code; or when nothing colors it. The
/// background is then unknown and no contrast finding rests on the root view's color.
@Suite("Audit: covered backgrounds")
struct BackgroundCoverTests {
    let lightOnWhite = "import UIKit\nfinal class PauseViewController: UIViewController {\n    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n"
    let white = "<color key=\"backgroundColor\" red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"

    func scene(subview: String) -> String {
        storyboard(initial: "p", """
                <scene sceneID="s-p">
                    <objects>
                        <viewController id="p" customClass="PauseViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-p">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    \(subview)
                                </subviews>
                                \(white)
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """)
    }

    func pause(_ files: [String: String]) throws -> (ScreenReport, [Finding]) {
        let (root, _) = try Markers.write(RuleExample(files))
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Auditor.run(AuditOptions(root: root))
        let s = try #require(report.screens.first { $0.screen.controller.className == "PauseViewController" })
        return (s, report.findings.filter { $0.rule == "unreadable-status-bar" })
    }

    @Test func aFullScreenBlurInTheStoryboardMakesTheBackgroundUnknown() throws {
        let blur = """
            <visualEffectView opaque="NO" contentMode="scaleToFill" id="blur-1">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            </visualEffectView>
            """
        let (s, findings) = try pause(["App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": scene(subview: blur),
                                       "App/Pause.swift": lightOnWhite + "}\n"])
        #expect(s.prediction.light.background == nil)
        #expect(findings.isEmpty)
    }

    @Test func aSmallImageOrOneBelowTheTopDoesNotCover() throws {
        let badge = """
            <imageView contentMode="scaleAspectFit" id="img-1">
                <rect key="frame" x="20" y="300" width="100" height="100"/>
            </imageView>
            """
        let (s, findings) = try pause(["App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": scene(subview: badge),
                                       "App/Pause.swift": lightOnWhite + "}\n"])
        #expect(s.prediction.light.background?.hex == "#FFFFFF")
        #expect(findings.count == 1)
    }

    @Test(arguments: [
        "    override func viewDidLoad() {\n        super.viewDidLoad()\n        view.insertSubview(BackdropView(), at: 0)\n    }\n",
        "    override func viewDidLoad() {\n        super.viewDidLoad()\n        view.blur(style: .dark)\n    }\n",
    ])
    func coveringTheRootViewInSwiftMakesTheBackgroundUnknown(body: String) throws {
        let (s, findings) = try pause(["App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": scene(subview: ""),
                                       "App/Pause.swift": lightOnWhite + body + "}\n"])
        #expect(s.prediction.light.background == nil)
        #expect(findings.isEmpty)
    }

    /// Any subview or layer added to the root view in code may span the top (a full-size
    /// background view, a header image, a gradient, an embedded child's view: causes of wrong
    /// errors on real apps): the audit does not work out its frame, so the background is unknown.
    @Test(arguments: [
        "view.insertSubview(Badge(), at: 3)",
        "view.insertSubview(header, belowSubview: card)",
        "view.addSubview(backgroundView)",
        "self.view.addSubview(child.view)",
        "view.layer.insertSublayer(gradient, at: 0)",
        "self.view.layer.addSublayer(gradient)",
    ])
    func aSubviewOrLayerAddedInCodeMakesTheBackgroundUnknown(call: String) throws {
        let body = "    override func viewDidLoad() {\n        super.viewDidLoad()\n        \(call)\n    }\n"
        let (s, findings) = try pause(["App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": scene(subview: ""),
                                       "App/Pause.swift": lightOnWhite + body + "}\n"])
        #expect(s.prediction.light.background == nil)
        #expect(findings.isEmpty)
    }

    /// A control, a label or a card added to the root view does not cover its top (the sample
    /// app's centered "Let's go" button): the audit knows such a view by its name.
    @Test(arguments: ["view.addSubview(done)", "view.addSubview(titleLabel)", "self.view.addSubview(cardView)",
                      "view.addSubview(buttonScrollToBottom)"])
    func aControlOrLabelAddedToTheRootViewDoesNotCover(call: String) throws {
        let body = "    override func viewDidLoad() {\n        super.viewDidLoad()\n        \(call)\n    }\n"
        let (s, findings) = try pause(["App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": scene(subview: ""),
                                       "App/Pause.swift": lightOnWhite + body + "}\n"])
        #expect(s.prediction.light.background?.hex == "#FFFFFF")
        #expect(findings.count == 1)
    }

    @Test(arguments: [
        ("backgroundView", true), ("self.headerImageView", true), ("child.view", true), ("vc.view!", true),
        ("_gradientLayerHost", true), ("tableView", true), ("self.collectionView", true), ("dimmingView", true),
        ("navigationBar", true), ("self.navBar", true), ("customNavigationView", true), ("tabBar", false), ("navigator", false),
        ("done", false), ("titleLabel", false), ("cardView", false), ("buttonScrollToBottom", false), ("imagery", false),
    ])
    func anAddedSubviewCoversWhenItsNameSaysSo(argument: String, covers: Bool) {
        #expect(Call.Kind.addedSubviewCovers(argument) == covers)
    }

    @Test func aSubviewAddedToAnotherViewDoesNotCoverTheRootView() throws {
        let body = "    override func viewDidLoad() {\n        super.viewDidLoad()\n        card.addSubview(Badge())\n    }\n"
        let (s, findings) = try pause(["App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": scene(subview: ""),
                                       "App/Pause.swift": lightOnWhite + body + "}\n"])
        #expect(s.prediction.light.background?.hex == "#FFFFFF")
        #expect(findings.count == 1)
    }

    /// A root view nothing colors (a controller made in code, no storyboard or nib the audit
    /// reads) has no color: no contrast rests on it.
    @Test func aRootViewNothingColorsIsUnknown() throws {
        let code = lightOnWhite + "}\nfinal class Root: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        let pause = PauseViewController()\n        pause.modalPresentationStyle = .fullScreen\n        present(pause, animated: true)\n    }\n}\n"
        let (s, findings) = try pause(["App/Info.plist": plainInfo, "App/Pause.swift": code])
        #expect(s.prediction.light.background == nil)
        #expect(findings.isEmpty)
    }

    /// Under a custom presentation the presentation controller may dim or cover the presenter
    /// (a 50% black overlay on a real app): the presenter's color is not what lies under the bar.
    @Test func theBackgroundBehindACustomPresentationIsUnknown() throws {
        let code = lightOnWhite + "    func showCard() {\n        let card = CardViewController()\n        card.modalPresentationStyle = .custom\n        present(card, animated: true)\n    }\n}\nfinal class CardViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        view.backgroundColor = .black\n    }\n}\n"
        let (root, _) = try Markers.write(RuleExample(["App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": scene(subview: ""),
                                                       "App/Pause.swift": code]))
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Auditor.run(AuditOptions(root: root))
        let card = try #require(report.screens.first { $0.screen.controller.className == "CardViewController" })
        #expect(card.screen.presentation?.style == .custom)
        #expect(card.prediction.light.background == nil)
        let pause = try #require(report.screens.first { $0.screen.controller.className == "PauseViewController" })
        #expect(pause.prediction.light.background?.hex == "#FFFFFF")
    }

    @Test func aRootViewColoredInCodeIsKnown() throws {
        let code = lightOnWhite + "    override func viewDidLoad() {\n        super.viewDidLoad()\n        view.backgroundColor = .white\n    }\n}\nfinal class Root: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        let pause = PauseViewController()\n        pause.modalPresentationStyle = .fullScreen\n        present(pause, animated: true)\n    }\n}\n"
        let (s, findings) = try pause(["App/Info.plist": plainInfo, "App/Pause.swift": code])
        #expect(s.prediction.light.background?.hex == "#FFFFFF")
        #expect(findings.count == 1)
    }

    @Test func coveringTheRootViewInObjectiveCMakesTheBackgroundUnknown() throws {
        let objc = """
            #import <UIKit/UIKit.h>
            @interface PauseViewController : UIViewController
            @end
            @implementation PauseViewController
            - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.view insertSubview:[[UIVisualEffectView alloc] initWithEffect:nil] atIndex:0];
            }
            @end
            """
        let (s, findings) = try pause(["App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": scene(subview: "").replacingOccurrences(of: " customModule=\"App\"", with: ""),
                                       "App/Pause.m": objc])
        #expect(s.prediction.light.background == nil)
        #expect(findings.isEmpty)
    }
}
