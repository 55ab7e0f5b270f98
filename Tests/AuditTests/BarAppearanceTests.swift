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
    /// A storyboard navigation controller (class `nav`) whose root is `FeedViewController`.
    private func feed(navClass: String? = nil, files: [String: String]) throws -> ScreenReport {
        var all = files
        all["App/Info.plist"] = plainInfo
        all["App/Base.lproj/Main.storyboard"] = storyboard(
            initial: "nav", navigationScene("nav", root: "feed", customClass: navClass) + controllerScene("feed", customClass: "FeedViewController"))
        if all["App/Feed.swift"] == nil { all["App/Feed.swift"] = "import UIKit\nfinal class FeedViewController: UIViewController {}\n" }
        let model = try auditModel(all)
        return try #require(screen(model, "FeedViewController"))
    }

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

    @Test func standardAndScrollEdgeAppearancesThatDifferAreUnknown() throws {
        let s = try feed(files: ["App/AppDelegate.swift": appDelegate("""
            let standard = UINavigationBarAppearance()
            standard.configureWithOpaqueBackground()
            standard.backgroundColor = .black
            let edge = UINavigationBarAppearance()
            edge.configureWithTransparentBackground()
            UINavigationBar.appearance().standardAppearance = standard
            UINavigationBar.appearance().scrollEdgeAppearance = edge
            """)])
        #expect(s.prediction.light.background == nil)
    }

    @Test func onlyTheStandardAppearanceIsTheBarOnceContentScrolls() throws {
        let s = try feed(files: ["App/AppDelegate.swift": appDelegate("""
            let appearance = UINavigationBarAppearance()
            appearance.backgroundColor = .black
            UINavigationBar.appearance().standardAppearance = appearance
            """)])
        #expect(s.prediction.light.background?.hex == "#000000")
    }

    @Test func aProxyForBarsInSomeContainersMakesTheBackgroundUnknown() throws {
        let s = try feed(files: ["App/AppDelegate.swift": appDelegate("""
            let appearance = UINavigationBarAppearance()
            appearance.backgroundColor = .black
            UINavigationBar.appearance(whenContainedInInstancesOf: [FeedViewController.self]).standardAppearance = appearance
            """)])
        #expect(s.prediction.light.background == nil)
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
        let s = try feed(navClass: "ThemedNavigationController", files: ["App/Nav.swift": """
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
        let s = try feed(files: ["App/Feed.swift": """
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

    @Test func aNavigationItemsAppearanceReplacesTheBarsWhileOnTop() throws {
        let s = try feed(files: [
            "App/AppDelegate.swift": appDelegate("UINavigationBar.appearance().barTintColor = .white"),
            "App/Feed.swift": """
            import UIKit
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let appearance = UINavigationBarAppearance()
                    appearance.configureWithOpaqueBackground()
                    appearance.backgroundColor = .black
                    navigationItem.standardAppearance = appearance
                    navigationItem.scrollEdgeAppearance = appearance
                }
            }
            """,
        ])
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
}
