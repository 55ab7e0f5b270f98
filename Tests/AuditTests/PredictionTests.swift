import Foundation
import ProjectReaders
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Audits a small project written into a temporary folder and returns the model.
func auditModel(_ files: [String: String], ios: IOSVersion? = nil) throws -> AuditModel {
    let (root, _) = try Markers.write(RuleExample(files))
    defer { try? FileManager.default.removeItem(at: root) }
    var options = AuditOptions(root: root)
    options.ios = ios
    return Auditor.model(options)
}

/// Audits a small project written into a temporary folder (with a plain Info.plist unless one is
/// given) and returns the findings of `rule`.
func findings(of rule: String, in files: [String: String]) throws -> [Finding] {
    var all = files
    all["App/Info.plist"] = all["App/Info.plist"] ?? RuleExample.infoPlist([:])
    let (root, _) = try Markers.write(RuleExample(all))
    defer { try? FileManager.default.removeItem(at: root) }
    return Auditor.run(AuditOptions(root: root)).findings.filter { $0.rule == rule }
}

func screen(_ model: AuditModel, _ cls: String) -> ScreenReport? {
    model.screens.first { $0.screen.controller.className == cls }
}

let plainInfo = RuleExample.infoPlist(["UIMainStoryboardFile": "<string>Main</string>"])

/// An Objective-C app delegate, declared in its own file, that makes the main window with `root`
/// (as written) as its root.
func objcAppDelegate(importing header: String, root: String) -> String {
    """
    #import <UIKit/UIKit.h>
    #import "\(header)"
    @interface AppDelegate : UIResponder <UIApplicationDelegate>
    @property (strong, nonatomic) UIWindow *window;
    @end
    @implementation AppDelegate
    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
        self.window.rootViewController = \(root);
        [self.window makeKeyAndVisible];
        return YES;
    }
    @end
    """
}

/// A scene delegate of class `type` that makes the window with `root` (Swift, as written:
/// `HomeViewController()`) as its root.
func sceneDelegate(root: String, type: String = "SceneDelegate") -> String {
    """
    import UIKit
    final class \(type): UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = \(root)
            window.makeKeyAndVisible()
            self.window = window
        }
    }
    """
}

/// A storyboard: `scenes` is the XML of the scenes; `initial` the initial controller id.
func storyboard(initial: String, _ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}

/// `bar`: more attributes of its navigation bar (`translucent="NO"`) and what the bar holds (a tint, appearances).
func navigationScene(_ id: String, root: String, customClass: String? = nil, hidden: Bool = false, barStyle: String? = nil,
                     bar: (attributes: String, content: String) = ("", "")) -> String {
    """
            <scene sceneID="s-\(id)">
                <objects>
                    <navigationController id="\(id)"\(customClass.map { " customClass=\"\($0)\" customModule=\"App\"" } ?? "")\(hidden ? " navigationBarHidden=\"YES\"" : "") sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-\(id)"\(barStyle.map { " barStyle=\"\($0)\"" } ?? "") \(bar.attributes)>
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            \(bar.content)
                        </navigationBar>
                        <connections>
                            <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="seg-\(id)"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
    """
}

/// A plain controller scene whose root view holds one container view embedding `destination`, at
/// `y` with `height` (full width).
func embeddingScene(_ id: String, customClass: String, embeds destination: String, y: Double, height: Double,
                    background: String = "<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>") -> String {
    """
            <scene sceneID="s-\(id)">
                <objects>
                    <viewController id="\(id)" customClass="\(customClass)" customModule="App" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v-\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <containerView opaque="NO" contentMode="scaleToFill" id="cv-\(id)">
                                    <rect key="frame" x="0.0" y="\(y)" width="393" height="\(height)"/>
                                    <connections>
                                        <segue destination="\(destination)" kind="embed" id="embed-\(id)"/>
                                    </connections>
                                </containerView>
                            </subviews>
                            \(background)
                        </view>
                    </viewController>
                </objects>
            </scene>
    """
}

/// `attributes`: more attributes of the `<viewController>` (` modalPresentationStyle="overFullScreen"`).
func controllerScene(_ id: String, customClass: String, background: String = "<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>", segues: String = "",
                     attributes: String = "") -> String {
    """
            <scene sceneID="s-\(id)">
                <objects>
                    <viewController id="\(id)" customClass="\(customClass)" customModule="App"\(attributes) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v-\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            \(background)
                        </view>
                        \(segues.isEmpty ? "" : IBScene.connections(of: id, segues))
                    </viewController>
                </objects>
            </scene>
    """
}

@Suite("Audit predictions")
struct PredictionTests {
    @Test func childStyleSwallowedByAPlainNavigationController() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "nav", navigationScene("nav", root: "feed") + controllerScene("feed", customClass: "FeedViewController")),
            "App/Feed.swift": """
            import UIKit
            final class FeedViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """,
        ])
        let s = try #require(screen(model, "FeedViewController"))
        #expect(s.screen.navigation?.controller.className == "UINavigationController")
        #expect(s.prediction.styleDecidedBy.name == "UINavigationController")
        #expect(s.prediction.hiddenDecidedBy.name == "FeedViewController")
        #expect(s.prediction.light.style == .default)
        #expect(s.prediction.light.content == .dark)
        #expect(s.prediction.dark.content == .light)
        #expect(s.prediction.certainty == .certain)
        #expect(model.apps.first?.firstScreen == "FeedViewController")
    }

    @Test func forwardingSubclassAcrossFilesLetsTheChildDecide() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "nav", navigationScene("nav", root: "feed", customClass: "ThemedNavigationController") + controllerScene("feed", customClass: "FeedViewController", background: "<color key=\"backgroundColor\" red=\"0.0\" green=\"0.0\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>")),
            "App/Base.swift": """
            import UIKit
            class BaseNavigationController: UINavigationController {
                override var childForStatusBarStyle: UIViewController? { topViewController }
            }
            """,
            "App/Themed.swift": "import UIKit\nfinal class ThemedNavigationController: BaseNavigationController {}\n",
            "App/Feed.swift": """
            import UIKit
            final class FeedViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { return .lightContent }
            }
            """,
        ])
        let s = try #require(screen(model, "FeedViewController"))
        #expect(model.graph.kind(of: "ThemedNavigationController") == .navigation)
        #expect(s.prediction.styleDecidedBy.name == "FeedViewController")
        #expect(s.prediction.light.style == .lightContent)
        #expect(s.prediction.light.content == .light)
    }

    @Test func storedPropertyAnswerIsConditionalWithItsValues() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "reader", controllerScene("reader", customClass: "ReaderViewController")),
            "App/Reader.swift": """
            import UIKit
            final class ReaderViewController: UIViewController {
                var style: UIStatusBarStyle = .darkContent {
                    didSet { setNeedsStatusBarAppearanceUpdate() }
                }
                override var preferredStatusBarStyle: UIStatusBarStyle { style }
                func nightMode() { style = .lightContent }
            }
            """,
        ])
        let s = try #require(screen(model, "ReaderViewController"))
        #expect(s.prediction.certainty == .conditional)
        #expect(s.prediction.possibleStyles == [.darkContent, .lightContent])
        #expect(s.prediction.light.style == .darkContent)
    }

    @Test func namedAssetColorsResolvePerAppearance() throws {
        let colorset = """
        { "colors" : [
          { "color" : { "color-space" : "srgb", "components" : { "red" : "1.000", "green" : "1.000", "blue" : "1.000", "alpha" : "1.000" } }, "idiom" : "universal" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "color" : { "color-space" : "srgb", "components" : { "red" : "0x12", "green" : "0x12", "blue" : "0x14", "alpha" : "1.000" } }, "idiom" : "universal" } ],
          "info" : { "author" : "xcode", "version" : 1 } }
        """
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Assets.xcassets/Contents.json": "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }",
            "App/Assets.xcassets/Card.colorset/Contents.json": colorset,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "card", controllerScene("card", customClass: "CardViewController", background: "<color key=\"backgroundColor\" name=\"Card\"/>")),
            "App/Card.swift": "import UIKit\nfinal class CardViewController: UIViewController {}\n",
        ])
        let s = try #require(screen(model, "CardViewController"))
        #expect(s.prediction.light.background?.hex == "#FFFFFF")
        #expect(s.prediction.dark.background?.hex == "#121214")
        #expect(s.prediction.light.readable == true)
        #expect(s.prediction.dark.readable == true)
    }

    @Test func unknownAssetColorLeavesContrastUnknown() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "card", controllerScene("card", customClass: "CardViewController", background: "<color key=\"backgroundColor\" name=\"Missing\"/>")),
            "App/Card.swift": "import UIKit\nfinal class CardViewController: UIViewController {}\n",
        ])
        let s = try #require(screen(model, "CardViewController"))
        #expect(s.prediction.light.background == nil)
        #expect(s.prediction.light.contrast == nil)
    }

    @Test func pageSheetPresentedFromCodeDoesNotDecide() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "home", controllerScene("home", customClass: "HomeViewController")),
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                func showFilters() {
                    let filters = FiltersViewController()
                    filters.modalPresentationStyle = .pageSheet
                    present(filters, animated: true)
                }
                func play() {
                    let player = PlayerViewController()
                    player.modalPresentationStyle = .fullScreen
                    present(player, animated: true)
                }
            }
            final class FiltersViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class PlayerViewController: UIViewController {
                override var prefersStatusBarHidden: Bool { true }
            }
            """,
        ])
        let filters = try #require(screen(model, "FiltersViewController"))
        #expect(filters.screen.presentation?.style == .pageSheet)
        #expect(filters.prediction.styleDecidedBy.name == "HomeViewController")
        #expect(filters.prediction.onSheetBackdrop)
        let player = try #require(screen(model, "PlayerViewController"))
        #expect(player.prediction.hiddenDecidedBy.name == "PlayerViewController")
        #expect(player.prediction.hidden == true)
    }

    @Test func applicationModeDecidesEveryScreen() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([
                "UIMainStoryboardFile": "<string>Main</string>",
                "UIViewControllerBasedStatusBarAppearance": "<false/>",
                "UIStatusBarStyle": "<string>UIStatusBarStyleLightContent</string>",
            ]),
            "App/Base.lproj/Main.storyboard": storyboard(initial: "home", controllerScene("home", customClass: "HomeViewController")),
            "App/Home.swift": "import UIKit\nfinal class HomeViewController: UIViewController {\n    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }\n}\n",
        ])
        let s = try #require(screen(model, "HomeViewController"))
        #expect(model.apps.first?.app.mode == .application)
        #expect(s.prediction.styleDecidedBy.name == "application")
        #expect(s.prediction.light.style == .lightContent)
    }

    @Test func swift2SyntaxIsRead() throws {
        let model = try auditModel([
            "Legacy/Info.plist": plainInfo,
            "Legacy/Base.lproj/Main.storyboard": storyboard(initial: "old", controllerScene("old", customClass: "OldViewController")),
            "Legacy/Old.swift": """
            import UIKit
            class OldViewController: UIViewController {
                override func preferredStatusBarStyle() -> UIStatusBarStyle {
                    return .LightContent
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UIApplication.sharedApplication().setStatusBarStyle(.LightContent, animated: true)
                }
            }
            """,
        ])
        let s = try #require(screen(model, "OldViewController"))
        #expect(s.prediction.light.style == .lightContent)
        let report = Auditor.run(AuditOptions(root: URL(fileURLWithPath: "/nonexistent")))
        #expect(report.apps.isEmpty)
    }

    @Test func objectiveCControllersArePredicted() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "nav", navigationScene("nav", root: "list", customClass: "ForwardingNavigationController") + controllerScene("list", customClass: "ListViewController")),
            "App/ForwardingNavigationController.h": "#import <UIKit/UIKit.h>\n@interface ForwardingNavigationController : UINavigationController\n@end\n",
            "App/ForwardingNavigationController.m": "#import \"ForwardingNavigationController.h\"\n@implementation ForwardingNavigationController\n- (UIViewController *)childViewControllerForStatusBarStyle {\n    return self.topViewController;\n}\n@end\n",
            "App/ListViewController.h": "#import <UIKit/UIKit.h>\n@interface ListViewController : UIViewController\n@end\n",
            "App/ListViewController.m": "#import \"ListViewController.h\"\n@implementation ListViewController\n- (UIStatusBarStyle)preferredStatusBarStyle {\n    return UIStatusBarStyleLightContent;\n}\n@end\n",
        ])
        let s = try #require(screen(model, "ListViewController"))
        #expect(s.prediction.styleDecidedBy.name == "ListViewController")
        #expect(s.prediction.light.style == .lightContent)
    }
}

@Suite("Audit of project folders")
struct ProjectAuditTests {
    static let sunrise = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ReadersSunrise")

    @Test func infoPlistThroughINFOPLIST_FILEAndTvOSSkipped() throws {
        let report = Auditor.run(AuditOptions(root: Self.sunrise))
        #expect(report.apps.map(\.app.name).sorted() == ["Moonlight", "Sunrise-iOS"])
        let sunrise = try #require(report.apps.first { $0.app.name == "Sunrise-iOS" })
        #expect(sunrise.app.plist.file?.hasSuffix("-Info.plist") == true)
        #expect(report.skipped.contains { $0.reason.contains("tvOS") })
    }

    @Test func pathWithSpacesAndBangAndDeterminism() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString)")
        let copy = parent.appendingPathComponent("My App! (v2)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        try FileManager.default.copyItem(at: Self.sunrise, to: copy)
        let first = JSONReporter.render(Auditor.run(AuditOptions(root: copy)))
        let second = JSONReporter.render(Auditor.run(AuditOptions(root: copy)))
        #expect(first == second)
        #expect(first.contains("\"Sunrise-iOS\""))
        #expect(!first.contains(parent.path))
    }
}

@Suite("Audit predictions of hidden bars")
struct HiddenPredictionTests {
    @Test func hiddenBarHasNoContrast() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "p", controllerScene("p", customClass: "PlayerViewController")),
            "App/Player.swift": "import UIKit\nfinal class PlayerViewController: UIViewController {\n    override var prefersStatusBarHidden: Bool { true }\n}\n",
        ])
        let s = try #require(screen(model, "PlayerViewController"))
        #expect(s.prediction.hidden == true)
        #expect(s.prediction.light.contrast == nil)
        #expect(s.prediction.dark.contrast == nil)
    }
}
