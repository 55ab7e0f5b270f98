import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// The navigation bar's background set in code through `UINavigationBarAppearance` (issue "iOS
/// versions", point 7): the proxy's, a navigation controller's own, a child's through
/// `navigationController`, a navigation item's. Each test would fail if the appearance were not read
/// (the bar would show the system bar background, #F9F9F9 in light) or were read where it is unknown.
@Suite("Audit: UINavigationBarAppearance backgrounds")
struct BarAppearanceTests {
    /// A storyboard navigation controller (class `nav`) whose root is `FeedViewController`, its view
    /// `feedBackground`; `ios` pins the audit to one version (iOS 14: before bars became transparent
    /// at the scroll edge).
    private func feed(navClass: String? = nil, feedBackground: String? = nil, ios: IOSVersion? = nil,
                      files: [String: String]) throws -> ScreenReport {
        var all = files
        all["App/Info.plist"] = plainInfo
        let feedScene = feedBackground.map { controllerScene("feed", customClass: "FeedViewController", background: $0) }
            ?? controllerScene("feed", customClass: "FeedViewController")
        all["App/Base.lproj/Main.storyboard"] = storyboard(
            initial: "nav", navigationScene("nav", root: "feed", customClass: navClass) + feedScene)
        if all["App/Feed.swift"] == nil { all["App/Feed.swift"] = "import UIKit\nfinal class FeedViewController: UIViewController {}\n" }
        let model = try auditModel(all, ios: ios)
        return try #require(screen(model, "FeedViewController"))
    }

    /// A fixed red view (#FF0000 in both appearances), to tell the view from the bar.
    private let redView = "<color key=\"backgroundColor\" red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"

    private func appDelegate(_ body: String) -> String {
        """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                \(body)
                return true
            }
        }
        """
    }

    @Test(arguments: [
        // A fresh appearance is the default (material) background: the system bar color.
        ("", "#F9F9F9", "#1D1D1D"),
        ("appearance.configureWithOpaqueBackground()", "#FFFFFF", "#000000"),
        ("appearance.configureWithOpaqueBackground(); appearance.backgroundColor = .black", "#000000", "#000000"),
        ("appearance.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)", "#3366CC", "#3366CC"),
        // Configuring again resets the color.
        ("appearance.backgroundColor = .black; appearance.configureWithOpaqueBackground()", "#FFFFFF", "#000000"),
        // Transparent: the view under the bar shows (systemBackground).
        ("appearance.configureWithTransparentBackground()", "#FFFFFF", "#000000"),
    ] as [(String, String, String)])
    func theProxysAppearanceIsWhatLiesUnderTheBar(configuration: String, light: String, dark: String) throws {
        let s = try feed(files: ["App/AppDelegate.swift": appDelegate("""
            let appearance = UINavigationBarAppearance()
            \(configuration)
            UINavigationBar.appearance().standardAppearance = appearance
            UINavigationBar.appearance().scrollEdgeAppearance = appearance
            """)])
        #expect(s.prediction.light.background?.hex == light)
        #expect(s.prediction.dark.background?.hex == dark)
    }

    @Test(arguments: [
        // A color the audit cannot read.
        "appearance.backgroundColor = Theme.bar",
        // An image or an effect over the color.
        "appearance.backgroundImage = UIImage(named: \"Bar\")",
        "appearance.backgroundEffect = UIBlurEffect(style: .dark)",
    ])
    func aBackgroundTheAuditCannotReadIsUnknown(change: String) throws {
        let s = try feed(files: ["App/AppDelegate.swift": appDelegate("""
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            \(change)
            UINavigationBar.appearance().standardAppearance = appearance
            UINavigationBar.appearance().scrollEdgeAppearance = appearance
            """)])
        #expect(s.prediction.light.background == nil)
    }

    /// From iOS 15 the scroll-edge appearance is the bar where a screen first appears: a transparent
    /// one shows the view. Before, which of two different appearances lies under the bar depends on
    /// scrolling (large titles): unknown.
    @Test func standardAndScrollEdgeAppearancesThatDiffer() throws {
        let files = ["App/AppDelegate.swift": appDelegate("""
            let standard = UINavigationBarAppearance()
            standard.configureWithOpaqueBackground()
            standard.backgroundColor = .black
            let edge = UINavigationBarAppearance()
            edge.configureWithTransparentBackground()
            UINavigationBar.appearance().standardAppearance = standard
            UINavigationBar.appearance().scrollEdgeAppearance = edge
            """)]
        let s = try feed(feedBackground: redView, files: files)
        #expect(s.prediction.light.background?.hex == "#FF0000")
        #expect(s.prediction.light.backdrop?.source == .view(ControllerID("FeedViewController")))
        #expect(try feed(feedBackground: redView, ios: IOSVersion(14), files: files).prediction.light.background == nil)
    }

    /// Without a scroll-edge appearance a bar is transparent at the scroll edge from iOS 15 (the
    /// standard appearance shows only once content scrolls under it): the view lies under the status
    /// bar. Before iOS 15 the standard appearance is the bar.
    @Test(arguments: [
        "let appearance = UINavigationBarAppearance(); appearance.backgroundColor = .black; UINavigationBar.appearance().standardAppearance = appearance",
        "UINavigationBar.appearance().barTintColor = .black",
    ])
    func withoutAScrollEdgeAppearanceTheBarIsTransparentFromIOS15(setup: String) throws {
        let files = ["App/AppDelegate.swift": appDelegate(setup)]
        let s = try feed(feedBackground: redView, files: files)
        #expect(s.prediction.light.background?.hex == "#FF0000")
        #expect(s.prediction.dark.background?.hex == "#FF0000")
        #expect(s.eras.map { $0.prediction.light.background?.hex } == ["#FF0000", "#FF0000"])
        let old = try feed(feedBackground: redView, ios: IOSVersion(14), files: files)
        #expect(old.prediction.light.background?.hex == "#000000")
        #expect(old.prediction.light.backdrop?.source == .navigationBar(ControllerID("UINavigationController")))
    }

    /// What shows through a transparent bar is the view, known only where the view's color is.
    @Test func aTransparentBarOverAViewWithoutAColorIsUnknown() throws {
        let s = try feed(feedBackground: "", files: ["App/AppDelegate.swift": appDelegate("UINavigationBar.appearance().barTintColor = .black")])
        #expect(s.prediction.light.background == nil)
    }

    @Test func aProxyForBarsInSomeContainersMakesTheBackgroundUnknown() throws {
        for slot in ["standardAppearance", "scrollEdgeAppearance"] {
            let files = ["App/AppDelegate.swift": appDelegate("""
                let appearance = UINavigationBarAppearance()
                appearance.backgroundColor = .black
                UINavigationBar.appearance(whenContainedInInstancesOf: [FeedViewController.self]).\(slot) = appearance
                """)]
            #expect(try feed(ios: IOSVersion(14), files: files).prediction.light.background == nil)
            // From iOS 15 only its scroll-edge appearance shows where the screen first appears.
            let newest = try feed(files: files).prediction.light.background?.hex
            #expect(newest == (slot == "standardAppearance" ? "#FFFFFF" : nil), "\(slot)")
        }
    }

    @Test func aNavigationControllerSubclassSetsItsOwnBar() throws {
        let s = try feed(navClass: "ThemedNavigationController", files: ["App/Nav.swift": """
            import UIKit
            final class ThemedNavigationController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let appearance = UINavigationBarAppearance()
                    appearance.configureWithOpaqueBackground()
                    appearance.backgroundColor = .black
                    navigationBar.standardAppearance = appearance
                    navigationBar.scrollEdgeAppearance = appearance
                }
            }
            """])
        #expect(s.prediction.light.background?.hex == "#000000")
        #expect(s.screen.navigation?.controller.answers.barTintLocation?.line == 8)
    }

    @Test func anAppearanceChangedInPlaceIsUnknown() throws {
        let s = try feed(navClass: "ThemedNavigationController", ios: IOSVersion(14), files: ["App/Nav.swift": """
            import UIKit
            final class ThemedNavigationController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationBar.standardAppearance.backgroundColor = .black
                }
            }
            """])
        #expect(s.prediction.light.background == nil)
    }

    @Test func aChildSetsTheBarThroughItsNavigationController() throws {
        let s = try feed(files: ["App/Feed.swift": """
            import UIKit
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let appearance = UINavigationBarAppearance()
                    appearance.backgroundColor = .black
                    navigationController?.navigationBar.standardAppearance = appearance
                    navigationController?.navigationBar.scrollEdgeAppearance = appearance
                }
            }
            """])
        #expect(s.prediction.light.background?.hex == "#000000")
    }

    @Test func aChildsBarTintThroughItsNavigationControllerThatIsNotReadIsUnknown() throws {
        let s = try feed(ios: IOSVersion(14), files: ["App/Feed.swift": """
            import UIKit
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.navigationBar.barTintColor = theme.barBackgroundColor
                }
            }
            """])
        #expect(s.prediction.light.background == nil)
    }

    /// `FeedViewController` giving its navigation item a black opaque appearance in `slots`, over
    /// a red view, with `files` added.
    private func feedSettingItsItem(_ slots: [String], files: [String: String] = [:]) throws -> ScreenReport {
        var all = files
        all["App/Feed.swift"] = """
            import UIKit
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let appearance = UINavigationBarAppearance()
                    appearance.configureWithOpaqueBackground()
                    appearance.backgroundColor = .black
                    \(slots.map { "navigationItem.\($0) = appearance" }.joined(separator: "\n"))
                }
            }
            """
        return try feed(feedBackground: redView, files: all)
    }

    @Test func aNavigationItemsAppearanceReplacesTheBarsWhileOnTop() throws {
        let s = try feedSettingItsItem(["standardAppearance", "scrollEdgeAppearance"],
                                       files: ["App/AppDelegate.swift": appDelegate("UINavigationBar.appearance().barTintColor = .white")])
        #expect(s.prediction.light.background?.hex == "#000000")
    }

    @Test func objectiveCAppearancesAreReadToo() throws {
        let s = try feed(navClass: "ThemedNavigationController", files: [
            "App/ThemedNavigationController.h": "#import <UIKit/UIKit.h>\n@interface ThemedNavigationController : UINavigationController\n@end\n",
            "App/ThemedNavigationController.m": """
            #import "ThemedNavigationController.h"
            @implementation ThemedNavigationController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UINavigationBarAppearance *appearance = [[UINavigationBarAppearance alloc] init];
                [appearance configureWithOpaqueBackground];
                appearance.backgroundColor = [UIColor blackColor];
                self.navigationBar.standardAppearance = appearance;
                self.navigationBar.scrollEdgeAppearance = appearance;
            }
            @end
            """,
        ])
        #expect(s.prediction.light.background?.hex == "#000000")
    }

    /// A storyboard navigation controller whose bar has `attributes` and `appearances`.
    private func storyboardBar(attributes: String, appearances: String, ios: IOSVersion? = nil) throws -> ScreenReport {
        let black = "<color key=\"barTintColor\" white=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>"
        let nav = navigationScene("nav", root: "feed", bar: (attributes, black + appearances))
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "nav", nav + controllerScene("feed", customClass: "FeedViewController", background: redView)),
            "App/Feed.swift": "import UIKit\nfinal class FeedViewController: UIViewController {}\n",
        ], ios: ios)
        return try #require(screen(model, "FeedViewController"))
    }

    /// A storyboard bar: its scroll-edge appearance is the bar from iOS 15; without one, a translucent
    /// bar shows the view and an opaque one (`translucent="NO"`) the navigation controller's own view,
    /// which the audit does not read. Before iOS 15 the bar tint lies under the status bar.
    @Test func aStoryboardBarAtTheScrollEdge() throws {
        let edge = """
            <navigationBarAppearance key="scrollEdgeAppearance">
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </navigationBarAppearance>
            """
        #expect(try storyboardBar(attributes: "", appearances: edge).prediction.light.background?.hex == "#FFFFFF")
        #expect(try storyboardBar(attributes: "", appearances: "").prediction.light.background?.hex == "#FF0000")
        #expect(try storyboardBar(attributes: "translucent=\"NO\"", appearances: "").prediction.light.background == nil)
        #expect(try storyboardBar(attributes: "translucent=\"NO\"", appearances: "", ios: IOSVersion(14)).prediction.light.background?.hex == "#000000")
        // An edge appearance that gives no color shows the system bar material.
        let plain = "<navigationBarAppearance key=\"scrollEdgeAppearance\"/>"
        #expect(try storyboardBar(attributes: "", appearances: plain).prediction.light.background?.hex == "#F9F9F9")
    }

    /// A child's navigation item that sets only a standard appearance leaves the bar transparent at
    /// the scroll edge; its scroll-edge appearance decides there.
    @Test func aNavigationItemsScrollEdgeAppearanceDecidesFromIOS15() throws {
        #expect(try feedSettingItsItem(["standardAppearance"]).prediction.light.background?.hex == "#FF0000")
        #expect(try feedSettingItsItem(["scrollEdgeAppearance"]).prediction.light.background?.hex == "#000000")
    }

    /// A scroll-edge appearance the app gives bars where the audit cannot tie it to them (a helper
    /// in an extension of UIKit's class, a bar held in a local) may be this bar's: from iOS 15 the
    /// bar is then not assumed transparent, and what lies under it is unknown.
    @Test(arguments: [
        """
        extension UINavigationController {
            func applyBrand() {
                let appearance = UINavigationBarAppearance()
                appearance.backgroundColor = .black
                navigationBar.scrollEdgeAppearance = appearance
            }
        }
        """,
        """
        final class Router {
            func show(_ nav: UINavigationController) {
                nav.navigationBar.scrollEdgeAppearance = UINavigationBarAppearance()
            }
        }
        """,
    ])
    func aScrollEdgeAppearanceTheAuditCannotTieToTheBarMakesItUnknown(helper: String) throws {
        let s = try feed(feedBackground: redView, files: ["App/Helper.swift": "import UIKit\n" + helper])
        #expect(s.prediction.light.background == nil)
        #expect(s.prediction.light.backdrop?.source == .navigationBar(ControllerID("UINavigationController")))
        // Before iOS 15 the bar shows its own background, the system bar's.
        #expect(try feed(feedBackground: redView, ios: IOSVersion(14), files: ["App/Helper.swift": "import UIKit\n" + helper])
            .prediction.light.background?.hex == "#F9F9F9")
    }
}
