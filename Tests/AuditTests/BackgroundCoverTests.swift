import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// What lies under the bar when something covers the root view: a blur, an image or a map pinned
/// to the top, or a view inserted at the bottom of `view` in code. The background is then unknown
/// and no contrast finding rests on the root view's color.
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

    @Test func insertingASubviewAboveTheOthersDoesNotCover() throws {
        let body = "    override func viewDidLoad() {\n        super.viewDidLoad()\n        view.insertSubview(Badge(), at: 3)\n    }\n"
        let (_, findings) = try pause(["App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": scene(subview: ""),
                                       "App/Pause.swift": lightOnWhite + body + "}\n"])
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
