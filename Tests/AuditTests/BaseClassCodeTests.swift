import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Code that runs as another controller than the class it is written in (issue 33, point 1 and 4):
/// a base class's helper the caller calls on itself, a side panel's slot set by a subclass, a base
/// class's own calls run in its subclasses; and the navigation bar a pusher leaves to what it pushes.
@Suite("Audit: code run as the controller on screen")
struct BaseClassCodeTests {
    /// An Objective-C app: the window's root is a navigation controller around `root`; the base
    /// class `AppBaseViewController` has a `-showViewController:` helper that pushes its parameter.
    private func objcApp(root: String = "HomeViewController", extra: [String: String] = [:]) -> [String: String] {
        var files: [String: String] = [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/AppDelegate.h": """
            #import <UIKit/UIKit.h>
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @end
            """,
            "App/AppDelegate.m": """
            #import "AppDelegate.h"
            #import "HomeViewController.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
                self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[\(root) alloc] init]];
                [self.window makeKeyAndVisible];
                return YES;
            }
            @end
            """,
            "App/AppBaseViewController.h": """
            #import <UIKit/UIKit.h>
            @interface AppBaseViewController : UIViewController
            - (void)showViewController:(UIViewController *)viewController;
            @end
            """,
            "App/AppBaseViewController.m": """
            #import "AppBaseViewController.h"
            @implementation AppBaseViewController
            - (void)showViewController:(UIViewController *)viewController {
                [self.navigationController pushViewController:viewController animated:YES];
            }
            @end
            """,
            "App/HomeViewController.h": """
            #import "AppBaseViewController.h"
            @interface HomeViewController : AppBaseViewController
            @end
            """,
            "App/HomeViewController.m": """
            #import "HomeViewController.h"
            #import "SettingsViewController.h"
            @implementation HomeViewController
            - (void)openSettings {
                [self showViewController:[[SettingsViewController alloc] init]];
            }
            @end
            """,
            "App/SettingsViewController.h": """
            #import "AppBaseViewController.h"
            @interface SettingsViewController : AppBaseViewController
            @end
            """,
            "App/SettingsViewController.m": """
            #import "SettingsViewController.h"
            @implementation SettingsViewController
            - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
            @end
            """,
        ]
        files.merge(extra) { $1 }
        return files
    }

    /// `[self showViewController:…]`: the base class's helper pushes onto the caller's stack.
    @Test func aBaseClassHelperPushesOntoTheCallersStack() throws {
        let model = try auditModel(objcApp())
        let settings = try #require(screen(model, "SettingsViewController"))
        #expect(settings.screen.unknownContext == nil)
        #expect(settings.screen.navigation?.controller.className == "UINavigationController")
        #expect(settings.screen.origin == .code(SourceLocation(file: "App/HomeViewController.m", line: 5, column: 11)))
    }

    /// A side panel (an app's copy of a library container) whose center slot a subclass fills on
    /// itself: the map in the slot is the root's child, on the root's navigation controller.
    private let sidePanel: [String: String] = [
        "App/SidePanelController.h": """
        #import <UIKit/UIKit.h>
        @interface SidePanelController : UIViewController
        @property (nonatomic, strong) UIViewController *centerPanel;
        @property (nonatomic, strong) UIViewController *leftPanel;
        @end
        """,
        "App/SidePanelController.m": """
        #import "SidePanelController.h"
        @implementation SidePanelController
        - (void)setCenterPanel:(UIViewController *)centerPanel {
            _centerPanel = centerPanel;
            [self addChildViewController:_centerPanel];
        }
        @end
        """,
        "App/RootViewController.h": """
        #import "SidePanelController.h"
        @interface RootViewController : SidePanelController
        @property (nonatomic, strong) UIViewController *pendingPage;
        @end
        """,
        "App/RootViewController.m": """
        #import "RootViewController.h"
        #import "MapViewController.h"
        #import "PageViewController.h"
        @implementation RootViewController
        - (instancetype)init {
            self = [super init];
            if (self) {
                [self setCenterPanel:[[MapViewController alloc] init]];
                [self setPendingPage:[[PageViewController alloc] init]];
            }
            return self;
        }
        @end
        """,
        "App/MapViewController.h": """
        #import <UIKit/UIKit.h>
        @interface MapViewController : UIViewController
        @end
        """,
        "App/MapViewController.m": """
        #import "MapViewController.h"
        #import "SettingsViewController.h"
        @implementation MapViewController
        - (void)openSettings {
            [self.navigationController pushViewController:[[SettingsViewController alloc] init] animated:YES];
        }
        @end
        """,
        "App/PageViewController.h": """
        #import <UIKit/UIKit.h>
        @interface PageViewController : UIViewController
        @end
        """,
        "App/PageViewController.m": """
        #import "PageViewController.h"
        #import "SettingsViewController.h"
        @implementation PageViewController
        - (void)openDetail {
            [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
        }
        @end
        @interface DetailViewController : UIViewController
        @end
        @implementation DetailViewController
        @end
        """,
    ]

    @Test func aControllerInASidePanelsSlotIsTheContainersChild() throws {
        let model = try auditModel(objcApp(root: "RootViewController", extra: sidePanel))
        let settings = try #require(model.screens.first {
            $0.screen.controller.className == "SettingsViewController" && $0.screen.origin.sortKey.hasPrefix("App/MapViewController.m:")
        })
        #expect(settings.screen.unknownContext == nil)
        #expect(settings.screen.navigation?.controller.className == "UINavigationController")
    }

    /// A property the class declares itself is not a slot: a controller kept to be shown later.
    @Test func aPropertyOfTheClassItselfIsNoSlot() throws {
        let model = try auditModel(objcApp(root: "RootViewController", extra: sidePanel))
        let detail = try #require(screen(model, "DetailViewController"))
        #expect(detail.screen.unknownContext != nil)
    }

    /// A Swift app whose root stack starts with `HomeViewController`, which does `home` with the
    /// bar and pushes `DetailViewController` (which does nothing with it).
    private func barApp(home: String) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"),
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
            \(home)
                func open() {
                    navigationController?.pushViewController(DetailViewController(), animated: true)
                }
            }
            final class DetailViewController: UIViewController {}
            """,
        ]
    }

    @Test func aPushedScreenKeepsTheBarThePusherLeaves() throws {
        let model = try auditModel(barApp(home: """
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }
            """))
        let detail = try #require(screen(model, "DetailViewController"))
        #expect(detail.screen.navigation?.effectiveBarHidden == true)
    }

    @Test func aBarShownAgainAsThePusherDisappearsIsShown() throws {
        let model = try auditModel(barApp(home: """
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    navigationController?.setNavigationBarHidden(false, animated: animated)
                }
            """))
        let detail = try #require(screen(model, "DetailViewController"))
        #expect(detail.screen.navigation?.effectiveBarHidden == false)
        let home = try #require(screen(model, "HomeViewController"))
        #expect(home.screen.navigation?.effectiveBarHidden == true)
    }

    /// A Swift app whose root stack starts with `TopFeedViewController`, a subclass of a feed base
    /// class that is shown nowhere itself and whose code opens comments and a dial pad.
    private let feedApp: [String: String] = [
        "App/Info.plist": RuleExample.infoPlist([:]),
        "App/SceneDelegate.swift": sceneDelegate(root: "UINavigationController(rootViewController: TopFeedViewController())"),
        "App/Feed.swift": """
        import UIKit
        class FeedViewController: UIViewController {
            var sizer: UIViewControllerTransitioningDelegate?
            func openComments() {
                navigationController?.pushViewController(CommentsViewController(), animated: true)
            }
            func openDialpad() {
                let pad = DialpadViewController()
                pad.transitioningDelegate = sizer
                present(pad, animated: true)
            }
        }
        final class TopFeedViewController: FeedViewController {}
        final class CommentsViewController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        final class DialpadViewController: UIViewController {}
        """,
    ]

    @Test func aBaseClassesCallRunsInItsShownSubclass() throws {
        let model = try auditModel(feedApp)
        let comments = try #require(screen(model, "CommentsViewController"))
        #expect(comments.screen.unknownContext == nil)
        #expect(comments.screen.navigation?.controller.className == "UINavigationController")
        #expect(comments.prediction.light.style == .default, "a plain navigation controller does not ask its top")
    }

    /// What the base class's function sets before the call still counts: a transitioning delegate
    /// leaves the presentation unknown.
    @Test func whatTheBaseClassSetsBeforeTheCallStillCounts() throws {
        let model = try auditModel(feedApp)
        let pad = try #require(screen(model, "DialpadViewController"))
        #expect(pad.screen.presentation?.presenter?.className == "TopFeedViewController")
        #expect(pad.screen.unknownContext?.contains("transitioning delegate") == true)
    }
}

/// Screens shown on another controller's navigation controller (issue 33, point 1): a router that
/// keeps the root controller, a class's own accessor, a local bound to the stack.
@Suite("Audit: a screen shown on another controller's navigation controller")
struct NavigationOwnerTests {
    private func swiftApp(router: String) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate(root: "UINavigationController(rootViewController: MapRootViewController())"),
            "App/Root.swift": """
            import UIKit
            final class MapRootViewController: UIViewController {
                static var current: MapRootViewController?
                lazy var router = LinkRouter(root: self)
            }
            final class LinkRouter: NSObject {
                private let root: MapRootViewController
                init(root: MapRootViewController) { self.root = root }
                func openHelp() {
            \(router)
                }
            }
            final class HelpViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """,
        ]
    }

    @Test(arguments: [
        "        root.navigationController?.pushViewController(HelpViewController(), animated: true)",
        "        guard let nav = root.navigationController else { return }\n        nav.pushViewController(HelpViewController(), animated: true)",
        "        MapRootViewController.current?.navigationController?.pushViewController(HelpViewController(), animated: true)",
    ])
    func aPushOntoTheRootsStackIsOnIt(router: String) throws {
        let model = try auditModel(swiftApp(router: router))
        let help = try #require(screen(model, "HelpViewController"))
        #expect(help.screen.unknownContext == nil)
        #expect(help.screen.navigation?.controller.className == "UINavigationController")
        #expect(help.prediction.light.style == .default, "a plain navigation controller does not ask its top")
    }

    /// A controller of no class the code says (what the root presents) is not followed.
    @Test func aStackOfAControllerOfNoKnownClassIsNotFollowed() throws {
        let model = try auditModel(swiftApp(router: """
                    let top: UIViewController? = root.presentedViewController
                    top?.navigationController?.pushViewController(HelpViewController(), animated: true)
            """))
        let help = try #require(screen(model, "HelpViewController"))
        #expect(help.screen.unknownContext != nil)
    }

    @Test func anObjectiveCLocalBoundToTheRootsStack() throws {
        let files: [String: String] = [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/AppDelegate.m": objcAppDelegate(importing: "RootViewController.h",
                                                 root: "[[UINavigationController alloc] initWithRootViewController:[[RootViewController alloc] init]]"),
            "App/RootViewController.h": """
            #import <UIKit/UIKit.h>
            @interface RootViewController : UIViewController
            + (RootViewController *)instance;
            @end
            """,
            "App/RootViewController.m": """
            #import "RootViewController.h"
            @implementation RootViewController
            + (RootViewController *)instance {
                static RootViewController *shared;
                if (!shared) shared = [[RootViewController alloc] init];
                return shared;
            }
            @end
            """,
            "App/RouteHud.m": """
            #import <UIKit/UIKit.h>
            #import "RootViewController.h"
            #import "ProfileViewController.h"
            @interface RouteHud : NSObject
            @end
            @implementation RouteHud
            - (void)close {
                UINavigationController *navigationController = [RootViewController instance].navigationController;
                [navigationController pushViewController:[[ProfileViewController alloc] init] animated:YES];
            }
            @end
            """,
            "App/ProfileViewController.h": """
            #import <UIKit/UIKit.h>
            @interface ProfileViewController : UIViewController
            @end
            @implementation ProfileViewController
            @end
            """,
        ]
        let model = try auditModel(files)
        let profile = try #require(screen(model, "ProfileViewController"))
        #expect(profile.screen.unknownContext == nil)
        #expect(profile.screen.navigation?.controller.className == "UINavigationController")
    }
}

/// A storyboard scene a container loads and adds to itself as a child through a helper of its own
/// (threema's onboarding slides its pages in): the page is no screen of its own, its container decides.
@Suite("Audit: a loaded scene added as a child through the app's helper")
struct HelperChildTests {
    private func app(slide: String) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Onboarding.storyboard": RuleExample.storyboardDocument(
                IBScene.controller("seed", customClass: "SeedViewController", objectiveC: true, attributes: " storyboardIdentifier=\"SeedViewController\""),
                initial: nil),
            "App/AppDelegate.m": objcAppDelegate(importing: "SplashViewController.h", root: "[[SplashViewController alloc] init]"),
            "App/SplashViewController.h": """
            #import <UIKit/UIKit.h>
            @interface SplashViewController : UIViewController
            @end
            """,
            "App/SplashViewController.m": """
            #import "SplashViewController.h"
            #import "SeedViewController.h"
            @interface SplashViewController ()
            @property SeedViewController *seedViewController;
            @end
            @implementation SplashViewController
            - (void)showSeed {
                _seedViewController = [[UIStoryboard storyboardWithName:@"Onboarding" bundle:nil] instantiateViewControllerWithIdentifier:@"SeedViewController"];
            }
            - (void)next {
                \(slide)
            }
            - (void)slideIn:(UIViewController *)child fromLeftToRight:(BOOL)toRight {
                [self addChildViewController:child];
                [self.view addSubview:child.view];
                [child didMoveToParentViewController:self];
            }
            - (void)present:(UIViewController *)page animated:(BOOL)animated {
                [self.view addSubview:page.view];
            }
            @end
            """,
            "App/SeedViewController.h": """
            #import <UIKit/UIKit.h>
            @interface SeedViewController : UIViewController
            @end
            @implementation SeedViewController
            @end
            """,
        ]
    }

    @Test func aSceneSlidInAsAChildIsNoScreen() throws {
        let model = try auditModel(app(slide: "[self slideIn:_seedViewController fromLeftToRight:YES];"))
        #expect(screen(model, "SeedViewController") == nil)
    }

    /// A helper that does not add its parameter as a child leaves the loaded scene where it was: shown in a way not followed.
    @Test func aHelperThatAddsNoChildLeavesTheSceneUnknown() throws {
        let model = try auditModel(app(slide: "[self present:_seedViewController animated:YES];"))
        let seed = try #require(screen(model, "SeedViewController"))
        #expect(seed.screen.unknownContext?.contains("storyboard identifier") == true)
    }
}

/// Container state set at the call site (issue 33, point 5): the bar style of a navigation
/// controller made around a presented controller.
@Suite("Audit: a presented navigation controller's bar style set where it is made")
struct PresentedBarStyleTests {
    @Test(arguments: [("nav.navigationBar.barStyle = .black", BarStyle.black), ("", BarStyle.default)])
    func theBarStyleSetBeforePresentingIsTheBars(set: String, style: BarStyle) throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate(root: "FilesViewController()"),
            "App/Files.swift": """
            import UIKit
            final class FilesViewController: UIViewController {
                func pickFolder() {
                    let nav = UINavigationController(rootViewController: FolderPickerViewController())
                    \(set)
                    nav.modalPresentationStyle = .fullScreen
                    present(nav, animated: true)
                }
            }
            final class FolderPickerViewController: UIViewController {}
            """,
        ])
        let picker = try #require(screen(model, "FolderPickerViewController"))
        #expect(picker.screen.navigation?.barStyle == style)
    }
}

/// A web page base class whose own code opens another page of its class, pushed where the caller
/// has a navigation controller and presented in a new one where it has none (`if let nav =
/// navigationController { nav.pushViewController(page, …) } else { present(…) }`): the base class
/// is shown only by its own code, so that code runs as its shown subclass; and the `else` runs only
/// from a place in no navigation controller.
@Suite("Audit: a page opened by its own class")
struct SelfOpeningPageTests {
    static func app(imprint: String) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate(root: "HomeViewController()"),
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                func openImprint() {
                    \(imprint)
                }
            }
            """,
            "App/WebPage.swift": """
            import UIKit
            class WebPageViewController: UIViewController {
                func open(link: String) {
                    let page = WebPageViewController()
                    if let nav = navigationController {
                        nav.pushViewController(page, animated: true)
                    } else {
                        present(UINavigationController(rootViewController: page), animated: true, completion: nil)
                    }
                }
            }
            final class ImprintViewController: WebPageViewController {}
            """,
        ]
    }

    /// The imprint is presented in a navigation controller: a page it opens is pushed there, never presented.
    @Test func fromAPlaceInAStackThePageIsOnlyPushed() throws {
        let model = try auditModel(Self.app(imprint: "present(UINavigationController(rootViewController: ImprintViewController()), animated: true)"))
        let pages = model.screens.filter { $0.screen.controller.className == "WebPageViewController" }
        #expect(!pages.isEmpty)
        #expect(pages.allSatisfy { $0.screen.navigation?.controller.className == "UINavigationController" })
        #expect(pages.allSatisfy { $0.screen.presentation?.presenter?.className != "WebPageViewController" })
        #expect(pages.allSatisfy { $0.screen.unknownContext == nil })
        // Pushed only: the present in the `else` is not a place of it.
        #expect(pages.count == 1)
    }

    /// The imprint is presented bare: the page it opens is presented in a new stack.
    @Test func fromAPlaceInNoStackThePageIsPresented() throws {
        let model = try auditModel(Self.app(imprint: "present(ImprintViewController(), animated: true)"))
        let pages = model.screens.filter { $0.screen.controller.className == "WebPageViewController" }
        #expect(pages.contains { $0.screen.presentation?.presenter?.className == "ImprintViewController" })
    }
}
