import Foundation
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// `preference-swallowed-by-container` beyond its examples: where it must stay silent (a vendored
/// container that may forward, a container that decides on purpose or forwards in a way the audit
/// cannot read, a child with no answer of its own) and where it names every container.
@Suite("Audit: custom containers")
struct CustomContainerTests {
    let rule = "preference-swallowed-by-container"

    func findings(_ files: [String: String]) throws -> [Finding] { try AuditTests.findings(of: rule, in: files) }

    static let player = """
        import UIKit
        final class PlayerViewController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }

        """

    /// A container whose superclass is vendored: that superclass may forward in code the audit does
    /// not read (a side-panel library's `childForStatusBarStyle`).
    @Test func aContainerWithAVendoredSuperclassIsNotJudged() throws {
        let found = try findings([
            "Pods/SlideMenu/SlideMenuController.swift": """
            import UIKit
            open class SlideMenuController: UIViewController {
                open override var childForStatusBarStyle: UIViewController? { children.last }
            }
            """,
            "App/Root.swift": Self.player + """
            final class RootViewController: SlideMenuController {
                func showPlayer() { addChild(PlayerViewController()) }
            }
            """,
        ])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// `childForStatusBarStyle` returning `nil` decides on purpose; one the audit cannot read may forward.
    @Test func aContainerThatSaysSomethingOfTheChildSlotIsNotReported() throws {
        for slot in ["nil", "children.first { $0.isViewLoaded }"] {
            let found = try findings([
                "App/Root.swift": Self.player + """
                final class RootViewController: UIViewController {
                    override var childForStatusBarStyle: UIViewController? { \(slot) }
                    func showPlayer() { addChild(PlayerViewController()) }
                }
                """,
            ])
            #expect(found.isEmpty, "\(slot): \(found.map(\.message))")
        }
    }

    /// A child without an answer of its own loses nothing; nor does a container's own child of its class.
    @Test func aChildWithoutAnAnswerIsNotReported() throws {
        let found = try findings([
            "App/Root.swift": """
            import UIKit
            final class ListViewController: UIViewController {}
            final class RootViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                func showList() { addChild(ListViewController()) }
            }
            """,
        ])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Two containers swallow the same override: one finding at the override, naming both, each
    /// `addChild` a related location.
    @Test func oneFindingNamesEveryContainer() throws {
        let found = try findings([
            "App/Root.swift": Self.player + """
            final class OnboardingContainer: UIViewController {
                func start() { addChild(PlayerViewController()) }
            }
            final class MainContainer: UIViewController {
                func start() { self.addChild(PlayerViewController()) }
            }
            """,
        ])
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.location.line == 3)
        #expect(finding.message.contains("'MainContainer' or 'OnboardingContainer'"), "\(finding.message)")
        #expect(finding.related.map(\.location.line) == [6, 9])
    }

    /// In application mode no controller is asked: `ignored-controller-preference` reports the override instead.
    @Test func applicationModeIsLeftToItsOwnRule() throws {
        let found = try findings([
            "App/Info.plist": RuleExample.infoPlist(["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
            "App/Root.swift": Self.player + """
            final class RootViewController: UIViewController {
                func showPlayer() { addChild(PlayerViewController()) }
            }
            """,
        ])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// The app's own helper around `addChild` (a layout closure beside the child) adds a child too.
    @Test func theAppsOwnAddChildHelperCounts() throws {
        let found = try findings([
            "App/Root.swift": Self.player + """
            extension UIViewController {
                func addChildViewController(_ child: UIViewController, layout: () -> Void) {
                    addChild(child)
                    view.addSubview(child.view)
                    layout()
                }
            }
            final class LoginViewController: UIViewController {
                private let player = PlayerViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChildViewController(player, layout: {})
                }
            }
            """,
        ])
        #expect(found.map(\.location.line) == [3])
        #expect(found.first?.message.contains("'LoginViewController'") == true, "\(found.map(\.message))")
    }

    /// A child whose class is only known from the parameter that brings it (Swift, as in Objective-C).
    @Test func aTypedParameterNamesTheChildClass() throws {
        let found = try findings([
            "App/Root.swift": Self.player + """
            final class RootViewController: UIViewController {
                func embed(_ player: PlayerViewController) {
                    addChild(player)
                    view.addSubview(player.view)
                }
            }
            """,
        ])
        #expect(found.map(\.location.line) == [3])
    }

    // MARK: A custom tab container at the window's root

    static func tabContainerApp(superclass: String, plist: [String: String] = [:], extra: [String: String] = [:]) -> [String: String] {
        var files = [
            "App/Info.plist": RuleExample.infoPlist(plist),
            "App/AppDelegate.swift": """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = RootTabViewController()
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            """,
            "App/Tabs.swift": """
            import UIKit
            final class RootTabViewController: \(superclass) {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = UINavigationController(rootViewController: HomeViewController())
                    let profile = UINavigationController(rootViewController: ProfileViewController())
                    setViewControllers([home, profile])
                }
            }
            final class HomeViewController: UIViewController {
                func openDetail() { navigationController?.pushViewController(DetailViewController(), animated: true) }
            }
            final class ProfileViewController: UIViewController {}
            final class DetailViewController: UIViewController {}
            """,
        ]
        for (path, text) in extra { files[path] = text }
        return files
    }

    static let library = """
        import UIKit
        open class TabContainerController: UIViewController {
            open var viewControllers: [UIViewController] = []
            open func setViewControllers(_ controllers: [UIViewController]) { viewControllers = controllers }
        }
        """

    /// A tab bar library's container (a plain controller that sets `viewControllers` on itself) at
    /// the window's root: its tabs are screens in it, and what they push follows them. Whether the
    /// library forwards is in code the audit does not read: unknown in controller-based mode.
    @Test func aLibraryTabContainerHoldsItsTabs() throws {
        let model = try auditModel(Self.tabContainerApp(superclass: "TabContainerController",
                                                        extra: ["Pods/TabKit/TabContainerController.swift": Self.library]))
        let home = try #require(screen(model, "HomeViewController"))
        #expect(home.screen.tabBarClass == "RootTabViewController")
        #expect(home.screen.navigation?.controller.className == "UINavigationController")
        #expect(home.prediction.certainty.name == "unknown")
        #expect(home.screen.unknownContext == nil)
        let detail = try #require(screen(model, "DetailViewController"))
        #expect(detail.screen.tabBarClass == "RootTabViewController")
        #expect(detail.screen.unknownContext == nil)
        #expect(screen(model, "ProfileViewController") != nil)
        // The container is not a screen of its own.
        #expect(screen(model, "RootTabViewController") == nil)
    }

    /// In application mode no controller decides: the library's forwarding does not matter, and the
    /// screens in it are known.
    @Test func inApplicationModeTheLibraryContainerDoesNotMatter() throws {
        let model = try auditModel(Self.tabContainerApp(
            superclass: "TabContainerController", plist: ["UIViewControllerBasedStatusBarAppearance": "<false/>"],
            extra: ["Pods/TabKit/TabContainerController.swift": Self.library]))
        let detail = try #require(screen(model, "DetailViewController"))
        #expect(detail.prediction.certainty == .certain)
        #expect(detail.prediction.styleDecidedBy.name == "application")
    }

    /// The app's own custom container says nothing of the child slot: it decides (R5).
    @Test func theAppsOwnTabContainerDecides() throws {
        let own = Self.library.replacingOccurrences(of: "open class TabContainerController", with: "class TabContainerController")
        let model = try auditModel(Self.tabContainerApp(superclass: "TabContainerController", extra: ["App/TabContainer.swift": own]))
        let home = try #require(screen(model, "HomeViewController"))
        #expect(home.prediction.certainty == .certain)
        #expect(home.prediction.styleDecidedBy.name == "RootTabViewController")
    }

    // MARK: The order in which calls are followed

    /// A storyboard scene the code loads into a `UIViewController` local and pushes is shown by that
    /// call: what the scene pushes in turn waits for its context, instead of being followed first
    /// as pushed by a class whose navigation controller is not known.
    @Test func aSceneLoadedByCodeWaitsForTheCallThatShowsIt() throws {
        let settings = RuleExample.storyboardDocument(
            IBScene.controller("entrance", customClass: "SettingsEntranceViewController", attributes: " storyboardIdentifier=\"Entrance\""),
            initial: nil)
        let model = try auditModel(Self.tabContainerApp(superclass: "UITabBarController", extra: [
            "App/Settings.storyboard": settings,
            "App/Settings.swift": """
            import UIKit
            final class SettingsEntranceViewController: UIViewController {
                func openMembers() { navigationController?.pushViewController(MembersViewController(), animated: true) }
            }
            final class MembersViewController: UIViewController {}
            extension ProfileViewController {
                func openSettings() {
                    let vc: UIViewController = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "Entrance")
                    navigationController?.pushViewController(vc, animated: true)
                }
            }
            """,
        ]))
        let members = try #require(screen(model, "MembersViewController"))
        #expect(members.screen.unknownContext == nil, "\(members.screen.unknownContext ?? "")")
        #expect(members.screen.navigation?.controller.className == "UINavigationController")
        #expect(members.screen.tabBarClass == "RootTabViewController")
    }

    /// A pager of the app's own (a plain controller holding pages) presented with its pages set on
    /// the local it presents: the pages are screens inside it, presented as it is; it says nothing of
    /// the child slot, so it decides, and a page's answer is swallowed.
    @Test func aPresentedPagerHoldsThePagesSetWhereItIsPresented() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Onboarding.m": """
            #import <UIKit/UIKit.h>
            @interface PagerViewController : UIViewController
            @property (nonatomic, copy) NSArray<UIViewController *> *viewControllers;
            @end
            @implementation PagerViewController
            - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
            @end
            @interface WelcomeViewController : UIViewController
            @end
            @implementation WelcomeViewController
            - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleDarkContent; }
            @end
            @interface NicknameViewController : UIViewController
            @end
            @implementation NicknameViewController
            @end
            @interface SplashViewController : UIViewController
            @end
            @implementation SplashViewController
            - (void)startSetup {
                WelcomeViewController *welcome = [[WelcomeViewController alloc] init];
                NicknameViewController *nickname = [[NicknameViewController alloc] init];
                PagerViewController *pager = [[PagerViewController alloc] init];
                pager.viewControllers = @[welcome, nickname];
                pager.modalPresentationStyle = UIModalPresentationFullScreen;
                [self presentViewController:pager animated:NO completion:nil];
            }
            @end
            """,
        ])
        let welcome = try #require(screen(model, "WelcomeViewController"))
        #expect(welcome.screen.tabBarClass == "PagerViewController")
        #expect(welcome.screen.presentation?.style == .fullScreen)
        #expect(welcome.screen.unknownContext == nil)
        #expect(welcome.prediction.styleDecidedBy.name == "PagerViewController")
        #expect(welcome.prediction.possibleStyles == [.lightContent])
        #expect(screen(model, "NicknameViewController") != nil)
        #expect(screen(model, "PagerViewController") == nil)
    }

    /// The same pager as a storyboard scene the code loads by its identifier: its pages are the
    /// screens, and the pager is not left behind as a scene whose showing is not followed.
    @Test func aStoryboardPagerLoadedByCodeIsNotLeftUnknown() throws {
        let onboarding = RuleExample.storyboardDocument(
            IBScene.controller("pager", customClass: "PagerViewController", objectiveC: true, attributes: " storyboardIdentifier=\"Pager\""),
            initial: nil)
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Onboarding.storyboard": onboarding,
            "App/Onboarding.m": """
            #import <UIKit/UIKit.h>
            @interface PagerViewController : UIViewController
            @property (nonatomic, copy) NSArray<UIViewController *> *viewControllers;
            @end
            @implementation PagerViewController
            @end
            @interface WelcomeViewController : UIViewController
            @end
            @implementation WelcomeViewController
            @end
            @interface SplashViewController : UIViewController
            @end
            @implementation SplashViewController
            - (void)startSetup {
                WelcomeViewController *welcome = [[WelcomeViewController alloc] init];
                PagerViewController *pager = [[UIStoryboard storyboardWithName:@"Onboarding" bundle:nil] instantiateViewControllerWithIdentifier:@"Pager"];
                pager.viewControllers = @[welcome];
                pager.modalPresentationStyle = UIModalPresentationFullScreen;
                [self presentViewController:pager animated:NO completion:nil];
            }
            @end
            """,
        ])
        let welcome = try #require(screen(model, "WelcomeViewController"))
        #expect(welcome.screen.tabBarClass == "PagerViewController")
        #expect(welcome.screen.presentation?.style == .fullScreen)
        #expect(screen(model, "PagerViewController") == nil)
    }

    /// A tab bar controller class that pushes onto its selected tab's navigation controller: the
    /// pushed screen is in the navigation controller every tab has, in that tab bar controller.
    @Test func aTabBarControllerPushesOntoItsSelectedTab() throws {
        let model = try auditModel(Self.tabContainerApp(superclass: "UITabBarController", extra: [
            "App/Routing.swift": """
            import UIKit
            extension RootTabViewController {
                func openFolder() {
                    guard let nav = selectedViewController as? UINavigationController else { return }
                    nav.pushViewController(FolderViewController(), animated: true)
                }
            }
            final class FolderViewController: UIViewController {}
            """,
        ]))
        let folder = try #require(screen(model, "FolderViewController"))
        #expect(folder.screen.unknownContext == nil, "\(folder.screen.unknownContext ?? "")")
        #expect(folder.screen.navigation?.controller.className == "UINavigationController")
        #expect(folder.screen.tabBarClass == "RootTabViewController")
    }

    /// Tabs in navigation controllers of different classes: which one the push lands in is not
    /// known, and the screen says so.
    @Test func aTabBarControllerWithTabsOfDifferentNavigationClassesIsNotGuessed() throws {
        var files = Self.tabContainerApp(superclass: "UITabBarController", extra: [
            "App/Routing.swift": """
            import UIKit
            final class ThemedNavigationController: UINavigationController {}
            extension RootTabViewController {
                func openFolder() {
                    guard let nav = selectedViewController as? UINavigationController else { return }
                    nav.pushViewController(FolderViewController(), animated: true)
                }
            }
            final class FolderViewController: UIViewController {}
            """,
        ])
        files["App/Tabs.swift"] = files["App/Tabs.swift"]!.replacingOccurrences(
            of: "let profile = UINavigationController(", with: "let profile = ThemedNavigationController(")
        let model = try auditModel(files)
        let folder = try #require(screen(model, "FolderViewController"))
        #expect(folder.screen.unknownContext != nil)
    }
}

