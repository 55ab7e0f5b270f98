import Foundation
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Where a custom container's child shows what it shows: UIKit's `navigationController` and
/// presentations go up through the parent, so a child no call shows pushes onto its container's
/// stack and presents over its container. And an instance variable filled just before is what
/// an Objective-C window root is made with.
@Suite("Audit: a child's place")
struct ChildPlaceTests {
    static let objcDelegate = """
        #import <UIKit/UIKit.h>
        @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
        @property (strong, nonatomic) UIWindow *window;
        @end
        @implementation SceneDelegate
        {
            RootViewController *_root;
        }
        - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)options
        {
            _window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
            [self restoreState:1];
        }
        - (void)restoreState:(int)event
        {
            switch (event) {
                case 0:
                    _window.rootViewController = [LaunchViewController new];
                    break;
                default:
                    _root = [RootViewController new];
                    _window.rootViewController = [[UINavigationController alloc] initWithRootViewController:_root];
                    break;
            }
            [_window makeKeyAndVisible];
        }
        @end
        """

    static let objcControllers = """
        #import <UIKit/UIKit.h>
        @implementation LaunchViewController
        @end
        @implementation RootViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            MapViewController *map = [[MapViewController alloc] init];
            [self addChildViewController:map];
            [self.view addSubview:map.view];
        }
        - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
        @end
        @implementation MapViewController
        - (void)openDetail {
            [self.navigationController pushViewController:[DetailViewController new] animated:YES];
        }
        @end
        @implementation DetailViewController
        - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleDarkContent; }
        @end
        """

    static let objcHeader = """
        #import <UIKit/UIKit.h>
        @interface LaunchViewController : UIViewController
        @end
        @interface RootViewController : UIViewController
        @end
        @interface MapViewController : UIViewController
        @end
        @interface DetailViewController : UIViewController
        @end
        """

    func objcModel() throws -> AuditModel {
        try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.m": Self.objcDelegate,
            "App/Controllers.h": Self.objcHeader,
            "App/Controllers.m": Self.objcControllers,
        ])
    }

    /// `_root = [RootViewController new]` then `initWithRootViewController:_root`: the window's
    /// root is a navigation controller around that class (before, no screen was found there).
    @Test func anInstanceVariableFilledBeforeIsTheWindowRootsRoot() throws {
        let model = try objcModel()
        let root = try #require(screen(model, "RootViewController"))
        #expect(root.screen.navigation?.controller.className == "UINavigationController")
        #expect(root.prediction.certainty == .certain)
        #expect(screen(model, "LaunchViewController") != nil)
    }

    /// The map is a child of the root, which no call shows as a child: its push lands on the
    /// root's navigation controller, and the pushed screen decides there.
    @Test func aChildPushesOntoItsContainersNavigationController() throws {
        let model = try objcModel()
        #expect(screen(model, "MapViewController") == nil)
        let detail = try #require(screen(model, "DetailViewController"))
        #expect(detail.screen.navigation?.controller.className == "UINavigationController")
        #expect(detail.screen.unknownContext == nil)
        #expect(detail.prediction.certainty == .certain)
        // The navigation bar is shown: the plain navigation controller decides (R5), not the detail.
        #expect(detail.prediction.styleDecidedBy.name == "UINavigationController")
    }

    /// In Swift, through a chain of two children; a child of two containers has no one place.
    @Test func aChildOfAChildIsWhereTheOutermostIsAndTwoContainersLeaveItUnknown() throws {
        let controllers = """
            import UIKit
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let feed = FeedContainerViewController()
                    addChild(feed)
                }
            }
            final class FeedContainerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(FeedListViewController())
                }
            }
            final class FeedListViewController: UIViewController {
                func open() { navigationController?.pushViewController(ArticleViewController(), animated: true) }
            }
            final class ArticleViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"),
            "App/Controllers.swift": controllers,
        ])
        let article = try #require(screen(model, "ArticleViewController"))
        #expect(article.screen.navigation?.controller.className == "UINavigationController")
        #expect(article.prediction.certainty == .certain)

        let twoContainers = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"),
            "App/Controllers.swift": controllers + """

                final class SearchViewController: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad(); addChild(FeedListViewController()) }
                }
                """,
        ])
        let unplaced = try #require(screen(twoContainers, "ArticleViewController"))
        #expect(unplaced.screen.navigation == nil)
        #expect(unplaced.prediction.certainty != .certain)
    }
}

/// A router's `.navigationDestination` registered on several stacks: which stack a value is
/// pushed on is not worked out, so where two stacks draw differently neither entry is certain.
@Suite("Audit: a destination shared by several stacks")
struct SharedDestinationTests {
    static func app(sheetStack: Bool) -> [String: String] {
        [
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            enum Route: Hashable { case account, about }

            extension View {
                func withAppRouter() -> some View {
                    navigationDestination(for: Route.self) { route in
                        switch route {
                        case .account: AccountSettingsView()
                        case .about: AboutView()
                        }
                    }
                }
            }

            struct RootView: View {
                @State private var settings = false
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("About", value: Route.about) }
                            .withAppRouter()
                            .toolbar { Button("Settings") { settings = true } }
                    }
                    .sheet(isPresented: $settings) { \(sheetStack ? "SettingsView()" : "AboutView()") }
                }
            }

            struct SettingsView: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Account", value: Route.account) }
                            .withAppRouter()
                    }
                }
            }

            struct AccountSettingsView: View { var body: some View { Text("Account") } }
            struct AboutView: View { var body: some View { Text("About") } }
            """,
        ]
    }

    @Test func aDestinationOnTwoStacksThatDrawDifferentlyIsNotCertainOnEither() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp(Self.app(sheetStack: true)))
        let account = audited.model.screens.filter { $0.screen.controller.className == "AccountSettingsView" }
        // One entry per stack: the root's and the sheet's.
        #expect(account.count == 2)
        for entry in account {
            let newest = try #require(entry.eras.last).prediction
            #expect(newest.certainty == .conditional)
            let places = newest.outcomes.flatMap(\.conditions).filter(\.isPlace).flatMap(\.values)
            #expect(places.contains { $0.contains("in a pageSheet") })
            #expect(places.contains { !$0.contains("in a pageSheet") })
        }
    }

    @Test func aDestinationOnOneStackStaysCertain() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp(Self.app(sheetStack: false)))
        let account = audited.model.screens.filter { $0.screen.controller.className == "AccountSettingsView" }
        #expect(account.count == 1)
        #expect(account.allSatisfy { $0.prediction.certainty == .certain })
    }
}

/// A stack wrapper whose sheet shows the wrapper again around a route's view (Swiftfin's
/// `NavigationInjectionView`): the sheet is followed once, not again from inside itself, where
/// every route's view would present every route's view (2,120 entries for Swiftfin's 48).
@Suite("Audit: a presentation made again from inside itself")
struct SelfPresentationTests {
    @Test func aWrapperPresentingItselfIsFollowedOnce() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            enum Route: Hashable, Identifiable {
                case account, about, help
                var id: Self { self }
                @ViewBuilder var destination: some View {
                    switch self {
                    case .account: AccountView()
                    case .about: AboutView()
                    case .help: HelpView()
                    }
                }
            }

            struct InjectionView<Content: View>: View {
                @State private var presented: Route?
                private let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View {
                    NavigationStack {
                        content.navigationDestination(for: Route.self) { route in route.destination }
                    }
                    .sheet(item: $presented) {
                        presented = nil
                    } content: { route in
                        InjectionView { route.destination }
                    }
                }
            }

            struct RootView: View {
                var body: some View { InjectionView { HomeView() } }
            }

            struct HomeView: View { var body: some View { Text("Home") } }
            struct AccountView: View { var body: some View { Text("Account") } }
            struct AboutView: View { var body: some View { Text("About") } }
            struct HelpView: View { var body: some View { Text("Help") } }
            """,
        ]))
        for view in ["AccountView", "AboutView", "HelpView"] {
            let entries = audited.model.screens.filter { $0.screen.controller.className == view }
            // Pushed on the root's stack, and the root of the sheet: no sheet over a sheet over ….
            #expect(entries.count >= 2 && entries.count <= 3, "\(view): \(entries.count) entries")
            #expect(entries.contains { $0.screen.presentation?.style == .pageSheet })
            #expect(entries.allSatisfy { ($0.screen.presentation?.presenterPresentation ?? []).isEmpty })
            // Which route is pushed and which presented is the app's choice: pushed on the root's
            // stack (adaptive) and in the sheet (light over its backdrop) are each other's possibilities.
            #expect(entries.allSatisfy { $0.screen.swiftUI?.route != nil })
            #expect(entries.allSatisfy { $0.prediction.certainty == .conditional }, "\(view)")
        }
    }
}

/// OpenFoodFacts' shape (the 29th hand check): the window's root is a plain controller that loads
/// the main storyboard's initial tab bar controller and adds it as its child through an extension's
/// helper. It is above the tab bar, and decides unless it forwards (R5).
@Suite("Audit: a storyboard's initial controller held as a child")
struct InitialHolderTests {
    static func project(forwards: Bool) -> [String: String] {
        let scenes = PresenterPlaceTests.tabBarScene("tab", tab: "nav-1") + "\n"
            + IBScene.navigation("nav-1", root: "list-1") + "\n"
            + IBScene.controller("list-1", customClass: "ProductListViewController")
        var files = RuleExample.storyboard(scenes, initial: "tab").files
        files["App/AppDelegate.swift"] = """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = RootViewController()
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            """
        files["App/Root.swift"] = """
            import UIKit
            final class ProductListViewController: UITableViewController {}
            final class RootViewController: UIViewController {
                private let tabs: UITabBarController
                init() {
                    let storyboard = UIStoryboard(name: "Main", bundle: .main)
                    guard let tabs = storyboard.instantiateInitialViewController() as? UITabBarController else { fatalError() }
                    self.tabs = tabs
                    super.init(nibName: nil, bundle: nil)
                    transition(to: tabs)
                }
                required init?(coder: NSCoder) { fatalError() }
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                \(forwards ? "override var childForStatusBarStyle: UIViewController? { children.first }" : "")
            }
            extension UIViewController {
                func transition(to child: UIViewController) {
                    addChild(child)
                    view.addSubview(child.view)
                    child.didMove(toParent: self)
                }
            }
            """
        return files
    }

    @Test func theHolderDecidesForTheTabsUnlessItForwards() throws {
        let model = try auditModel(Self.project(forwards: false))
        let list = try #require(screen(model, "ProductListViewController"))
        #expect(list.screen.tabBarClass == "RootViewController")
        #expect(list.prediction.styleDecidedBy.name == "RootViewController")
        #expect(list.prediction.light.style == .lightContent)

        let forwarding = try auditModel(Self.project(forwards: true))
        let forwarded = try #require(screen(forwarding, "ProductListViewController"))
        #expect(forwarded.screen.tabBarClass == "RootViewController")
        #expect(forwarded.prediction.styleDecidedBy.name != "RootViewController")
    }
}

/// A plain controller that adds a navigation controller made around a root to itself as a child
/// (`let nav = UINavigationController(rootViewController: ListViewController()); addChild(nav)`):
/// the root and what it pushes sit in that stack, held by the controller, which decides unless it
/// forwards, as a stack in a storyboard's container view does (before, unknown: "pushed by
/// 'ListViewController', whose navigation controller the audit could not follow").
@Suite("Audit: a stack a controller holds as its child")
struct HeldStackTests {
    static func app(holder: String = "", presented: Bool = false) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate(
                root: presented ? "UINavigationController(rootViewController: HomeViewController())" : "FiltersViewController()"),
            "App/Filters.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                func openFilters() { present(FiltersViewController(), animated: true) }
            }
            final class FiltersViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                \(holder)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let listNavigationController = FilterNavigationController(rootViewController: FilterListViewController())
                    addChild(listNavigationController)
                    view.addSubview(listNavigationController.view)
                    listNavigationController.didMove(toParent: self)
                }
            }
            final class FilterNavigationController: UINavigationController {}
            final class FilterListViewController: UITableViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                func open() { navigationController?.pushViewController(FilterOptionsViewController(), animated: true) }
            }
            final class FilterOptionsViewController: UIViewController {}
            """,
        ]
    }

    @Test func theHolderDecidesForItsStack() throws {
        let model = try auditModel(Self.app())
        for name in ["FilterListViewController", "FilterOptionsViewController"] {
            let s = try #require(screen(model, name))
            #expect(s.screen.unknownContext == nil, "\(name)")
            #expect(s.screen.navigation?.controller.className == "FilterNavigationController", "\(name)")
            #expect(s.screen.tabBarClass == "FiltersViewController", "\(name)")
            #expect(s.prediction.styleDecidedBy.name == "FiltersViewController", "\(name)")
            #expect(s.prediction.light.style == .lightContent, "\(name)")
        }
    }

    /// A holder that forwards to its child stack: the stack decides (its bar is visible: the
    /// navigation controller, not its top, R5).
    @Test func aHolderThatForwardsLetsTheStackDecide() throws {
        let model = try auditModel(Self.app(holder: "override var childForStatusBarStyle: UIViewController? { children.first }"))
        let list = try #require(screen(model, "FilterListViewController"))
        #expect(list.screen.tabBarClass == "FiltersViewController")
        #expect(list.prediction.styleDecidedBy.name != "FiltersViewController")
    }

    /// The holder presented as a sheet: its stack is in that sheet.
    @Test func aPresentedHoldersStackIsInItsPresentation() throws {
        let model = try auditModel(Self.app(presented: true))
        let options = try #require(screen(model, "FilterOptionsViewController"))
        #expect(options.screen.unknownContext == nil)
        #expect(options.screen.presentation?.presenter?.className == "HomeViewController")
        #expect(options.screen.tabBarClass == "FiltersViewController")
    }
}
