import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Containers made by factories (issue "The screen graph", point 4): a function or closure that
/// returns a navigation controller made around the controller it is given, used for the tabs or
/// a presentation. A factory that cannot be read makes the screen's context unknown.
@Suite("Audit: containers made by factories")
struct FactoryTests {
    private let sceneDelegate = AuditTests.sceneDelegate(root: "MainTabBarController()")

    /// The screens: `ThemedNav` answers dark content itself and does not forward; the tabs answer light content.
    private let screens = """
        import UIKit
        final class ThemedNav: UINavigationController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
        }
        final class HomeViewController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            func openDetail() {
                navigationController?.pushViewController(DetailViewController(), animated: true)
            }
        }
        final class SettingsViewController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        final class DetailViewController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        """

    private let factory = """
        import UIKit
        func makeNav(for vc: UIViewController) -> UINavigationController {
            ThemedNav(rootViewController: vc)
        }
        """

    private func tabs(_ body: String, factory: String? = nil) throws -> AuditModel {
        var files = [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate,
            "App/Screens.swift": screens,
            "App/MainTabBarController.swift": """
                import UIKit
                final class MainTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                \(body)
                    }
                }
                """,
        ]
        if let factory { files["App/Factory.swift"] = factory }
        return try auditModel(files)
    }

    private func expectThemedNav(_ model: AuditModel, _ classes: [String] = ["HomeViewController", "SettingsViewController"],
                                 sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for cls in classes {
            let report = try #require(screen(model, cls), "no screen for \(cls)", sourceLocation: sourceLocation)
            #expect(report.screen.navigation?.controller.className == "ThemedNav", "\(cls)", sourceLocation: sourceLocation)
            #expect(report.screen.tabBarClass == "MainTabBarController", "\(cls)", sourceLocation: sourceLocation)
            #expect(report.screen.unknownContext == nil, "\(cls)", sourceLocation: sourceLocation)
            // The factory's navigation controller answers itself: the tab's answer is swallowed.
            #expect(report.prediction.styleDecidedBy.name == "ThemedNav", "\(cls)", sourceLocation: sourceLocation)
        }
    }

    @Test func aFactoryFunctionCalledInTheTabArrayGivesItsNavigationClass() throws {
        let model = try tabs("        viewControllers = [makeNav(for: HomeViewController()), makeNav(for: SettingsViewController())]", factory: factory)
        try expectThemedNav(model)
        // What a tab pushes inherits the factory's navigation controller.
        let detail = try #require(screen(model, "DetailViewController"))
        #expect(detail.screen.navigation?.controller.className == "ThemedNav")
        #expect(detail.screen.unknownContext == nil)
    }

    @Test(arguments: [
        "        viewControllers = [HomeViewController(), SettingsViewController()].map { makeNav(for: $0) }",
        "        viewControllers = [HomeViewController(), SettingsViewController()].map { vc in makeNav(for: vc) }",
        "        viewControllers = [HomeViewController(), SettingsViewController()].map(makeNav(for:))",
        "        viewControllers = [HomeViewController(), SettingsViewController()].map(ThemedNav.init(rootViewController:))",
        "        viewControllers = [HomeViewController(), SettingsViewController()].map { ThemedNav(rootViewController: $0) }",
        "        let tabs = [HomeViewController(), SettingsViewController()]\n        viewControllers = tabs.map { makeNav(for: $0) }",
        "        let home = HomeViewController()\n        let tabs = [makeNav(for: home), makeNav(for: SettingsViewController())]\n        setViewControllers(tabs, animated: false)",
        "        var tabs: [UIViewController] = []\n        tabs.append(HomeViewController())\n        tabs.append(SettingsViewController())\n        viewControllers = tabs.map { makeNav(for: $0) }",
        "        var tabs = [UIViewController]()\n        if traitCollection.horizontalSizeClass == .regular {\n            tabs = [HomeViewController()]\n        } else {\n            tabs = [HomeViewController(), SettingsViewController()]\n        }\n        viewControllers = tabs.map { makeNav(for: $0) }",
    ])
    func aMappedOrLocalTabArrayFollowsTheFactory(_ body: String) throws {
        try expectThemedNav(try tabs(body, factory: factory))
    }

    @Test func aFactoryClosureAndATypesFactoryMethodAreReadToo() throws {
        let closure = try tabs("""
                    let makeNav: (UIViewController) -> UINavigationController = { ThemedNav(rootViewController: $0) }
                    viewControllers = [HomeViewController(), SettingsViewController()].map { makeNav($0) }
            """)
        try expectThemedNav(closure)
        let method = try tabs("        viewControllers = [Navigation.wrap(HomeViewController()), Navigation.wrap(SettingsViewController())]", factory: """
            import UIKit
            enum Navigation {
                static func wrap(_ controller: UIViewController) -> UINavigationController {
                    let nav = ThemedNav(rootViewController: controller)
                    nav.navigationBar.prefersLargeTitles = true
                    return nav
                }
            }
            """)
        try expectThemedNav(method)
    }

    @Test(arguments: [
        // Not found.
        ("        viewControllers = [makeNav(for: HomeViewController())]", nil, "could not find"),
        // Several returns of different classes.
        ("        viewControllers = [makeNav(for: HomeViewController())]", """
            import UIKit
            func makeNav(for vc: UIViewController) -> UINavigationController {
                if UIDevice.current.userInterfaceIdiom == .pad { return UINavigationController(rootViewController: vc) }
                return ThemedNav(rootViewController: vc)
            }
            """, "whose returns are not one container"),
        // A return the reader cannot read.
        ("        viewControllers = [makeNav(for: HomeViewController())]", """
            import UIKit
            func makeNav(for vc: UIViewController) -> UINavigationController {
                if let cached = NavigationCache.shared.navigation(for: vc) { return cached }
                return ThemedNav(rootViewController: vc)
            }
            """, "whose returns are not one container"),
        // A map transform that is not a call the audit reads.
        ("        viewControllers = [HomeViewController()].map { Wrapper.shared.wrapped($0) ?? $0 }", nil, "'map' transform"),
    ] as [(String, String?, String)])
    func aFactoryThatCannotBeReadMakesTheContextUnknown(_ body: String, _ factory: String?, _ reason: String) throws {
        let model = try tabs(body, factory: factory)
        let home = try #require(screen(model, "HomeViewController"))
        #expect(home.screen.navigation == nil)
        let why = try #require(home.screen.unknownContext)
        #expect(why.contains(reason), "\(why)")
        // No finding rests on a guessed context.
        let findings = RuleCatalog.all.flatMap { $0.check(model) }
        #expect(!findings.contains { $0.rule.hasPrefix("preference-swallowed") })
    }

    @Test func aPresentationOfAFactoryMadeNavigationControllerTakesItsClass() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate.replacingOccurrences(of: "MainTabBarController()", with: "HomeViewController()"),
            "App/Screens.swift": screens + """

                extension HomeViewController {
                    func openSettings() {
                        let nav = makeNav(for: SettingsViewController())
                        nav.modalPresentationStyle = .fullScreen
                        present(nav, animated: true)
                    }
                }
                """,
            "App/Factory.swift": factory,
        ])
        let settings = try #require(screen(model, "SettingsViewController"))
        #expect(settings.screen.navigation?.controller.className == "ThemedNav")
        #expect(settings.screen.presentation?.style == .fullScreen)
        #expect(settings.screen.unknownContext == nil)
        #expect(settings.prediction.styleDecidedBy.name == "ThemedNav")
    }

    @Test func aFactoryMadeContainerPresentedWithoutAStyleSetThereHasAnUnknownContext() throws {
        // The factory may set the presentation style itself (`nav.modalPresentationStyle = .fullScreen`).
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate.replacingOccurrences(of: "MainTabBarController()", with: "HomeViewController()"),
            "App/Screens.swift": screens + """

                extension HomeViewController {
                    func openSettings() {
                        present(makeNav(for: SettingsViewController()), animated: true)
                    }
                }
                """,
            "App/Factory.swift": """
                import UIKit
                func makeNav(for vc: UIViewController) -> UINavigationController {
                    let nav = ThemedNav(rootViewController: vc)
                    nav.modalPresentationStyle = .fullScreen
                    return nav
                }
                """,
        ])
        let settings = try #require(screen(model, "SettingsViewController"))
        #expect(settings.screen.navigation?.controller.className == "ThemedNav")
        #expect(settings.screen.unknownContext?.contains("may set how it is presented") == true)
        #expect(!RuleCatalog.all.flatMap { $0.check(model) }.contains { $0.rule.hasPrefix("preference-swallowed") })
    }

    @Test func aFactorysNavigationControllerThatReturnsTheTopsAnswerSwallowsNothing() throws {
        // `topViewController?.preferredStatusBarStyle ?? …`: an answer the audit cannot evaluate, which
        // in effect forwards; the tab's answer is not reported as swallowed.
        let model = try tabs("        viewControllers = [makeNav(for: HomeViewController())]", factory: """
            import UIKit
            final class ForwardingNav: UINavigationController {
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    topViewController?.preferredStatusBarStyle ?? Theme.current.statusBarStyle
                }
            }
            func makeNav(for vc: UIViewController) -> UINavigationController {
                ForwardingNav(rootViewController: vc)
            }
            """)
        let home = try #require(screen(model, "HomeViewController"))
        #expect(home.screen.navigation?.controller.className == "ForwardingNav")
        #expect(!RuleCatalog.all.flatMap { $0.check(model) }.contains { $0.rule == "preference-swallowed-by-navigation" })
    }

    @Test func objectiveCFactoryMethodsAndMutableArraysAreFollowed() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/AppDelegate.m": objcAppDelegate(importing: "Screens.h", root: "[[MainTabBarController alloc] init]"),
            "App/Screens.h": """
                #import <UIKit/UIKit.h>
                @interface ThemedNav : UINavigationController
                @end
                @interface HomeViewController : UIViewController
                @end
                @interface SettingsViewController : UIViewController
                @end
                @interface MainTabBarController : UITabBarController
                @end
                """,
            "App/Screens.m": """
                #import "Screens.h"
                @implementation ThemedNav
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleDarkContent; }
                @end
                @implementation HomeViewController
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end
                @implementation SettingsViewController
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end
                @implementation MainTabBarController
                - (UINavigationController *)navigationWithRoot:(UIViewController *)root {
                    return [[ThemedNav alloc] initWithRootViewController:root];
                }
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    NSMutableArray *tabs = [NSMutableArray array];
                    [tabs addObject:[self navigationWithRoot:[HomeViewController new]]];
                    [tabs addObject:[self navigationWithRoot:[[SettingsViewController alloc] init]]];
                    self.viewControllers = tabs;
                }
                @end
                """,
        ])
        try expectThemedNav(model)
    }

    @Test func objectiveCFactoryThatCannotBeReadMakesTheContextUnknown() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Screens.h": """
                #import <UIKit/UIKit.h>
                @interface HomeViewController : UIViewController
                @end
                @interface MainTabBarController : UITabBarController
                @end
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (nonatomic, strong) UIWindow *window;
                @end
                """,
            "App/Screens.m": """
                #import "Screens.h"
                @implementation HomeViewController
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end
                @implementation MainTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.viewControllers = @[[Theme navigationWithRoot:[HomeViewController new]]];
                }
                @end
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    self.window.rootViewController = [[MainTabBarController alloc] init];
                    return YES;
                }
                @end
                """,
        ])
        let home = try #require(screen(model, "HomeViewController"))
        #expect(home.screen.navigation == nil)
        #expect(home.screen.unknownContext?.contains("'Theme.navigationWithRoot:'") == true)
    }

    /// A factory that makes its own controller from the one it is given (`SearchViewController.make(parent:)`
    /// returns a new `SearchViewController` holding the map): what it makes is pushed, not the map,
    /// and its context is known.
    @Test func aFactoryThatMakesItsOwnControllerShowsIt() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": AuditTests.sceneDelegate(root: "UINavigationController(rootViewController: MapViewController())"),
            "App/Map.swift": """
                import UIKit
                final class MapViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                    func search() {
                        navigationController?.pushViewController(SearchViewController(parent: self), animated: true)
                    }
                }
                final class SearchViewController: UIViewController {
                    weak var parentMap: MapViewController?
                    var preset = 0
                    func openFullSearch() {
                        guard let parent = parentMap else { return }
                        let controller = SearchViewController.make(preset: 2, parent: parent)
                        navigationController?.pushViewController(controller, animated: true)
                    }
                    init(parent: MapViewController) {
                        parentMap = parent
                        super.init(nibName: nil, bundle: nil)
                    }
                    required init?(coder: NSCoder) { nil }
                    static func make(preset: Int, parent: MapViewController) -> SearchViewController {
                        let controller = SearchViewController(parent: parent)
                        controller.preset = preset
                        return controller
                    }
                }
                """,
        ])
        let search = try #require(screen(model, "SearchViewController"))
        #expect(search.screen.navigation?.controller.className == "UINavigationController")
        #expect(search.screen.unknownContext == nil)
        // The map is the window's root only: the push does not show it again.
        #expect(model.screens.filter { $0.screen.controller.className == "MapViewController" }.count == 1)
    }
}
