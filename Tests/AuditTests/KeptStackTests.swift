import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A navigation controller an object keeps in a property made in place, given its root and
/// presented by one function and pushed onto by another (a coordinator's own flow, its functions
/// in extensions of the class), and a navigation controller a controller hands to another
/// object's function that pushes onto it (`DetailFlow.push(on: navigationController)`): the pushed
/// screens sit in those stacks (issue "Follow how real apps show screens", point 1).
@Suite("Audit: stacks kept in properties and handed to functions")
struct KeptStackTests {
    static let window = """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = UINavigationController(rootViewController: ListViewController())
                window.makeKeyAndVisible()
                self.window = window
            }
        }
        """

    static func campaign(secondRoot: Bool = false) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": window,
            "App/List.swift": """
            import UIKit
            final class ListViewController: UIViewController {
                private var coordinator: CampaignCoordinator?
                func startCampaign() {
                    guard let navigationController else { return }
                    let coordinator = CampaignCoordinator(navigationController: navigationController)
                    coordinator.start()
                    self.coordinator = coordinator
                }
            }
            final class CampaignNavigationController: UINavigationController {}
            final class ProductPickerViewController: UIViewController {}
            final class TemplatePickerViewController: UIViewController {}
            final class CampaignFormViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """,
            "App/CampaignCoordinator.swift": """
            import UIKit
            final class CampaignCoordinator {
                let navigationController: UINavigationController
                private lazy var campaignNavigationController = CampaignNavigationController()

                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                }

                func start() { showPicker() }
            }

            private extension CampaignCoordinator {
                func showPicker() {
                    let picker: ProductPickerViewController = {
                        ProductPickerViewController()
                    }()
                    campaignNavigationController.viewControllers = [picker]
                    navigationController.present(campaignNavigationController, animated: true, completion: nil)
                }

                func showTemplates() {
                    \(secondRoot ? "campaignNavigationController.viewControllers = [TemplatePickerViewController()]\n        navigationController.present(campaignNavigationController, animated: true)" : "")
                }

                func showForm() {
                    let form = CampaignFormViewController()
                    campaignNavigationController.show(form, sender: self)
                }
            }
            """,
        ]
    }

    @Test func aStackKeptInAPropertyTakesWhatTheOtherFunctionsPushOntoIt() throws {
        let model = try auditModel(Self.campaign())
        // Presented by the list (which made the coordinator with its navigation controller), in
        // the property's navigation controller, typed by the class's own declaration.
        let picker = try #require(screen(model, "ProductPickerViewController"))
        #expect(picker.screen.navigation?.controller.className == "CampaignNavigationController")
        #expect(picker.screen.presentation?.presenter?.className == "ListViewController")
        let form = try #require(screen(model, "CampaignFormViewController"))
        #expect(form.screen.unknownContext == nil)
        #expect(form.screen.navigation?.controller.className == "CampaignNavigationController")
        #expect(form.screen.presentation?.presenter?.className == "ListViewController")
        #expect(form.screen.presentation?.style == .automatic)
    }

    /// The list and an archive push each other and nothing else shows either: no call waits in
    /// vain, and the calls go in file order. The push onto the kept stack, written first, still
    /// waits for the present that shows that stack.
    @Test func aPushWrittenBeforeItsStacksPresentWaitsForItInACycle() throws {
        var files = Self.campaign()
        files["App/SceneDelegate.swift"] = Self.window.replacingOccurrences(of: "ListViewController()", with: "HomeViewController()")
        files["App/List.swift"]! += """

            final class HomeViewController: UIViewController {}
            final class ArchiveViewController: UIViewController {
                func openList() { navigationController?.pushViewController(ListViewController(), animated: true) }
            }
            extension ListViewController {
                func openArchive() { navigationController?.pushViewController(ArchiveViewController(), animated: true) }
            }
            """
        let coordinator = try #require(files["App/CampaignCoordinator.swift"])
        let form = """
                func showForm() {
                    let form = CampaignFormViewController()
                    campaignNavigationController.show(form, sender: self)
                }

            """
        files["App/CampaignCoordinator.swift"] = coordinator.replacingOccurrences(of: form, with: "")
            .replacingOccurrences(of: "    func showPicker() {", with: form + "    func showPicker() {")
        #expect(files["App/CampaignCoordinator.swift"]!.range(of: "showForm")!.lowerBound
                < files["App/CampaignCoordinator.swift"]!.range(of: "func showPicker")!.lowerBound)
        let model = try auditModel(files)
        let formScreen = try #require(screen(model, "CampaignFormViewController"))
        let picker = try #require(screen(model, "ProductPickerViewController"))
        #expect(formScreen.screen.navigation?.controller.className == "CampaignNavigationController")
        #expect(formScreen.screen.presentation?.style == picker.screen.presentation?.style)
        #expect(formScreen.screen.presentation != nil)
    }

    /// A coordinator that makes its flow's navigation controller around the first screen it is
    /// given, presents it from the controller it was made with, and keeps it in a property its
    /// `push(_:)` pushes onto (corona-warn-app's exposure submission). Another function presents a
    /// local named as the property, which is not it (without the kept local, only the stack a type
    /// presents by the property's name is the property's, as before).
    static func submission(keeps: Bool = true) -> [String: String] {
        let notice = """
            func showNotice() {
                    let navigationController = UINavigationController(rootViewController: NoticeViewController())
                    parentViewController?.present(navigationController, animated: true)
                }
            """
        return [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": window,
            "App/List.swift": """
            import UIKit
            final class ListViewController: UIViewController {
                private var coordinator: SubmissionCoordinator?
                func startSubmission() {
                    let coordinator = SubmissionCoordinator(parentViewController: self)
                    coordinator.start()
                    self.coordinator = coordinator
                }
            }
            final class SubmissionNavigationController: UINavigationController {}
            final class IntroViewController: UIViewController {}
            final class HotlineViewController: UIViewController {}
            final class NoticeViewController: UIViewController {}
            """,
            "App/SubmissionCoordinator.swift": """
            import UIKit
            final class SubmissionCoordinator {
                private weak var parentViewController: UIViewController?
                private weak var navigationController: UINavigationController?

                init(parentViewController: UIViewController) {
                    self.parentViewController = parentViewController
                }

                func start() {
                    start(with: IntroViewController())
                }

                private func start(with initialViewController: UIViewController) {
                    let submissionNavigationController = SubmissionNavigationController(rootViewController: initialViewController)
                    parentViewController?.present(submissionNavigationController, animated: true)
                    \(keeps ? "navigationController = submissionNavigationController" : "")
                }

                func showHotline() {
                    push(HotlineViewController())
                }

                \(keeps ? notice : "")

                private func push(_ viewController: UIViewController) {
                    navigationController?.pushViewController(viewController, animated: true)
                }
            }
            """,
        ]
    }

    @Test func aStackTheObjectMakesPresentsAndKeepsTakesItsPushes() throws {
        let model = try auditModel(Self.submission())
        let intro = try #require(screen(model, "IntroViewController"))
        #expect(intro.screen.navigation?.controller.className == "SubmissionNavigationController")
        let hotline = try #require(screen(model, "HotlineViewController"))
        #expect(hotline.screen.unknownContext == nil)
        #expect(hotline.screen.navigation?.controller.className == "SubmissionNavigationController")
        #expect(hotline.screen.presentation?.style == .automatic)
        #expect(hotline.screen.presentation?.presenter?.className == intro.screen.presentation?.presenter?.className)
        // Not kept (and no other function presenting a local of the property's name): the push's
        // stack is not known.
        let unkept = try #require(screen(try auditModel(Self.submission(keeps: false)), "HotlineViewController"))
        #expect(unkept.screen.navigation == nil)
    }

    @Test func aStackShownWithTwoRootsIsNotFollowed() throws {
        let model = try auditModel(Self.campaign(secondRoot: true))
        let form = try #require(screen(model, "CampaignFormViewController"))
        #expect(form.screen.unknownContext != nil)
        #expect(form.screen.navigation == nil)
    }

    static func flows(_ list: String, objC: Bool = false) -> [String: String] {
        var files = [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": window,
            "App/List.swift": list,
        ]
        if objC {
            files["App/DetailFlow.h"] = """
            #import <UIKit/UIKit.h>
            @interface DetailFlow : NSObject
            + (void)pushOn:(UINavigationController *)navigationController;
            @end
            """
            files["App/DetailFlow.m"] = """
            #import "DetailFlow.h"
            @interface DetailViewController : UIViewController
            @end
            @implementation DetailViewController
            @end
            @implementation DetailFlow
            + (void)pushOn:(UINavigationController *)navigationController {
                DetailViewController *detail = [[DetailViewController alloc] init];
                [navigationController pushViewController:detail animated:YES];
            }
            @end
            """
        } else {
            files["App/DetailFlow.swift"] = """
            import UIKit
            final class DetailViewController: UIViewController {}
            enum DetailFlow {
                static func push(on navigationController: UINavigationController, item: Int) {
                    let detail = DetailViewController()
                    navigationController.pushViewController(detail, animated: true)
                }
            }
            """
        }
        return files
    }

    @Test(arguments: [
        "guard let navigationController else { return }\n        DetailFlow.push(on: navigationController, item: 1)",
        "DetailFlow.push(on: self.navigationController!, item: 1)",
    ])
    func aFunctionPushingOntoTheCallersNavigationControllerPushesOntoItsStack(_ call: String) throws {
        let model = try auditModel(Self.flows("""
            import UIKit
            final class ListViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                func openDetail() {
                    \(call)
                }
            }
            """))
        let detail = try #require(screen(model, "DetailViewController"))
        #expect(detail.screen.unknownContext == nil)
        #expect(detail.screen.navigation?.controller.className == "UINavigationController")
        #expect(detail.screen.presentation == nil)
    }

    @Test func anObjectiveCCallerHandsItsNavigationControllerToo() throws {
        let model = try auditModel(Self.flows("""
            import UIKit
            final class ListViewController: UIViewController {
                func showOpener() {
                    navigationController?.pushViewController(Opener(), animated: true)
                }
            }
            """, objC: true).merging([
                "App/ListActions.m": """
                #import <UIKit/UIKit.h>
                #import "DetailFlow.h"
                @interface Opener : UIViewController
                @end
                @implementation Opener
                - (void)openDetail {
                    [DetailFlow pushOn:self.navigationController];
                }
                @end
                """,
            ]) { $1 })
        let detail = try #require(screen(model, "DetailViewController"))
        #expect(detail.screen.unknownContext == nil)
        #expect(detail.screen.navigation?.controller.className == "UINavigationController")
    }

    /// A flow object (no controller) hands the navigation controller of the controller it drives,
    /// a property declared in an extension of its class (`guard let navi = viewController.navigationController`,
    /// `DetailFlow.push(on: navi)`): the function pushes onto that controller's stack.
    @Test(arguments: [true, false])
    func aFlowHandingItsControllersNavigationControllerPushesOntoItsStack(typed: Bool) throws {
        let model = try auditModel(Self.flows("""
            import UIKit
            final class ListViewController: UIViewController {
                private var flow: ComposeFlow?
                func openCompose() {
                    let compose = ComposeViewController()
                    flow = ComposeFlow(viewController: compose)
                    navigationController?.pushViewController(compose, animated: true)
                }
            }
            final class ComposeViewController: UIViewController {}
            class Flow {
                let _viewController: UIViewController
                init(viewController: UIViewController) { _viewController = viewController }
            }
            final class ComposeFlow: Flow {}
            extension ComposeFlow {
                var viewController: \(typed ? "ComposeViewController" : "UIViewController") { _viewController as! ComposeViewController }
            }
            extension ComposeFlow {
                func toDetail() {
                    guard let navi = viewController.navigationController else { return }
                    DetailFlow.push(on: navi, item: 1)
                }
            }
            """))
        let detail = try #require(screen(model, "DetailViewController"))
        if typed {
            #expect(detail.screen.unknownContext == nil)
            #expect(detail.screen.navigation?.controller.className == "UINavigationController")
        } else {
            #expect(detail.screen.unknownContext != nil)
        }
    }

    /// A function makes a navigation controller, hands it to another that sets its root
    /// (`AccountFlow.showAsRoot(in: navi)`), and presents it from the controller its caller hands
    /// over: the root sits in that presented stack, and what is pushed onto the same parameter too.
    @Test(arguments: [true, false])
    func aFunctionRootingItsParameterTakesTheStackItsCallerPresents(presents: Bool) throws {
        try Self.expectAccountStack(presents: presents, list: """
            import UIKit
            final class ListViewController: UIViewController {
                func addAccount() { AccountNavigationFlow.present(on: self) }
                // Another type's function of the same name and label, handed this controller's own stack.
                func openProfile() { ProfileFlow.showAsRoot(in: navigationController!, name: nil) }
            }
            enum ProfileFlow {
                static func showAsRoot(in navigationController: UINavigationController, name: String?) {}
            }
            """)
    }

    /// The same, presented from a controller a flow object keeps in a property of a controller
    /// class (`AccountNavigationFlow.present(on: list)` after `guard let list`).
    @Test func aFlowHandingAControllerItKeepsPresentsFromThatController() throws {
        try Self.expectAccountStack(presents: true, list: """
            import UIKit
            final class ListViewController: UIViewController {
                private lazy var flow = ListFlow(list: self)
                func addAccount() { flow.toAdd() }
            }
            final class ListFlow {
                private weak var list: ListViewController?
                init(list: ListViewController) { self.list = list }
                func toAdd() {
                    guard let list else { return }
                    AccountNavigationFlow.present(on: list)
                }
            }
            """)
    }

    static func expectAccountStack(presents: Bool, list: String) throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": Self.window,
            "App/List.swift": list,
            "App/Flows.swift": """
            import UIKit
            final class ThemedNavigationController: UINavigationController {}
            final class AccountViewController: UIViewController {}
            final class AccountDetailViewController: UIViewController {}
            enum AccountNavigationFlow {
                static func present(on viewController: UIViewController) {
                    let navi = ThemedNavigationController()
                    navi.modalPresentationStyle = .fullScreen
                    AccountFlow.showAsRoot(in: navi, name: nil)
                    AccountFlow.push(on: navi)
                    \(presents ? "viewController.present(navi, animated: true, completion: nil)" : "")
                }
            }
            enum AccountFlow {
                static func showAsRoot(in navigationController: UINavigationController, name: String?) {
                    let view = AccountViewController()
                    navigationController.setViewControllers([view], animated: false)
                }
                static func push(on navigationController: UINavigationController) {
                    navigationController.pushViewController(AccountDetailViewController(), animated: true)
                }
            }
            """,
        ])
        // (A stack nothing presents shows nothing: its root set on the parameter is no screen.)
        if !presents { #expect(screen(model, "AccountViewController") == nil) }
        for cls in presents ? ["AccountViewController", "AccountDetailViewController"] : ["AccountDetailViewController"] {
            #expect(model.screens.filter { $0.screen.controller.className == cls }.count == 1, "\(cls)")
            let shown = try #require(screen(model, cls))
            if presents {
                #expect(shown.screen.unknownContext == nil, "\(cls)")
                #expect(shown.screen.navigation?.controller.className == "ThemedNavigationController", "\(cls)")
                #expect(shown.screen.presentation?.style == .fullScreen, "\(cls)")
                #expect(shown.screen.presentation?.presenter?.className == "ListViewController", "\(cls)")
            } else {
                #expect(shown.screen.unknownContext != nil, "\(cls)")
            }
        }
    }

    /// A flow object's function adds a child to the controller its caller hands over
    /// (`viewController.addChild(view)` in `MainFlow.showAsRoot(in:)`, called by a flow that keeps
    /// the window's root): the child sits where that controller does, and presents from there.
    @Test(arguments: [true, false])
    func aChildAddedToAHandedControllerSitsWhereItDoes(handsRoot: Bool) throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": Self.window.replacingOccurrences(
                of: "UINavigationController(rootViewController: ListViewController())", with: "RootViewController()"),
            "App/Root.swift": """
            import UIKit
            final class RootViewController: UIViewController {
                private lazy var flow = RootFlow(viewController: self)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    flow.toMain()
                }
            }
            final class RootFlow {
                let viewController: \(handsRoot ? "RootViewController" : "UIViewController")
                init(viewController: RootViewController) { self.viewController = viewController }
                func toMain() { MainFlow.showAsRoot(in: viewController) }
            }
            enum MainFlow {
                static func showAsRoot(in viewController: UIViewController) {
                    let view = MainViewController()
                    viewController.addChild(view)
                    viewController.view.addSubview(view.view)
                    view.didMove(toParent: viewController)
                }
            }
            final class MainViewController: UIViewController {
                func openSettings() { present(SettingsViewController(), animated: true) }
            }
            final class SettingsViewController: UIViewController {}
            """,
        ])
        let settings = try #require(screen(model, "SettingsViewController"))
        if handsRoot {
            #expect(settings.screen.unknownContext == nil)
            #expect(settings.screen.presentation?.presenter?.className == "RootViewController")
        } else {
            #expect(settings.screen.presentation?.presenter?.className != "RootViewController")
        }
    }

    /// A local named as the property but holding a navigation controller the function makes is not
    /// the caller's own: what the function pushes onto it is not in the caller's stack.
    @Test func aLocalNavigationControllerOfTheSameNameIsNotTheCallersOwn() throws {
        let model = try auditModel(Self.flows("""
            import UIKit
            final class ListViewController: UIViewController {
                func openDetail() {
                    let navigationController = UINavigationController()
                    DetailFlow.push(on: navigationController, item: 1)
                }
            }
            """))
        let detail = try #require(screen(model, "DetailViewController"))
        #expect(detail.screen.unknownContext != nil)
    }

    static func presentedStack(_ list: String) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": window,
            "App/List.swift": list,
            "App/SettingsCoordinator.swift": """
            import UIKit
            final class BaseNavigationController: UINavigationController {}
            final class SettingsViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class AboutViewController: UIViewController {}
            final class SettingsCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                }
                func start() {
                    navigationController.pushViewController(SettingsViewController(), animated: false)
                }
                func showAbout() {
                    navigationController.pushViewController(AboutViewController(), animated: true)
                }
            }
            """,
        ]
    }

    /// A coordinator made with a navigation controller the function makes and then presents (a
    /// child coordinator's own modal stack): what the coordinator pushes sits in that stack, in
    /// that presentation, by the controller that presents it.
    @Test func aCoordinatorGivenAStackTheFunctionPresentsPushesIntoThatPresentation() throws {
        let model = try auditModel(Self.presentedStack("""
            import UIKit
            final class ListViewController: UIViewController {
                func showSettings() {
                    let modalNavigationController = BaseNavigationController()
                    let child = SettingsCoordinator(navigationController: modalNavigationController)
                    modalNavigationController.modalPresentationStyle = .fullScreen
                    present(modalNavigationController, animated: true)
                    child.start()
                }
            }
            """))
        for name in ["SettingsViewController", "AboutViewController"] {
            let entry = try #require(screen(model, name))
            #expect(entry.screen.unknownContext == nil)
            #expect(entry.screen.navigation?.controller.className == "BaseNavigationController")
            #expect(entry.screen.presentation?.style == .fullScreen)
            #expect(entry.screen.presentation?.presenter?.className == "ListViewController")
            // Full screen, a navigation controller that shows its bar and does not forward: it decides.
            #expect(entry.prediction.styleDecidedBy.name == "BaseNavigationController")
        }
        #expect(PreferenceSwallowedByNavigation().check(model).contains { $0.isAbout("SettingsViewController") })
    }

    /// A navigation controller the function makes but does not present (kept for later, handed on):
    /// where the coordinator's pushes go is not known.
    @Test func aStackTheFunctionDoesNotPresentIsNotFollowed() throws {
        let model = try auditModel(Self.presentedStack("""
            import UIKit
            final class ListViewController: UIViewController {
                var kept: UINavigationController?
                func showSettings() {
                    let modalNavigationController = BaseNavigationController()
                    let child = SettingsCoordinator(navigationController: modalNavigationController)
                    kept = modalNavigationController
                    child.start()
                }
            }
            """))
        let settings = try #require(screen(model, "SettingsViewController"))
        #expect(settings.screen.unknownContext != nil)
        #expect(settings.screen.navigation == nil)
    }

    /// A coordinator's usual start: the scene delegate makes a navigation controller (a local named
    /// as a controller's own), hands it to the coordinator and sets it as the window's root.
    @Test func aCoordinatorGivenTheWindowsRootStackPushesIntoIt() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var coordinator: AppCoordinator?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    let navigationController = UINavigationController()
                    coordinator = AppCoordinator(navigationController: navigationController)
                    coordinator?.start()
                    window.rootViewController = navigationController
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }
            """,
            "App/AppCoordinator.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class DetailViewController: UIViewController {}
            final class AppCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                }
                func start() {
                    navigationController.pushViewController(HomeViewController(), animated: false)
                }
                func showDetail() {
                    navigationController.pushViewController(DetailViewController(), animated: true)
                }
            }
            """,
        ])
        for name in ["HomeViewController", "DetailViewController"] {
            let entry = try #require(screen(model, name))
            #expect(entry.screen.unknownContext == nil)
            #expect(entry.screen.navigation?.controller.className == "UINavigationController")
            #expect(entry.screen.presentation == nil)
            #expect(entry.prediction.styleDecidedBy.name == "UINavigationController")
        }
    }

    /// A holder handed the window's stack under another label keeps it in the property of that
    /// name: what it pushes onto its own `navigationController` (a stack it makes and presents
    /// itself) is not in the window's stack, but above the root it presents that stack with.
    @Test func aStackHandedUnderAnotherLabelIsNotTheHoldersOwnNavigationController() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/AppController.swift": """
            import UIKit
            final class RootNavigationController: UINavigationController {}
            final class ModalNavigationController: UINavigationController {}
            final class OnboardingViewController: UIViewController {}
            final class RecoverViewController: UIViewController {}
            final class HomeViewController: UIViewController {}
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var startFlow: StartFlowPresenter?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    let navigationController = RootNavigationController()
                    window.rootViewController = navigationController
                    startFlow = StartFlowPresenter(rootViewController: navigationController)
                    self.window = window
                    return true
                }
            }
            final class StartFlowPresenter {
                private let rootViewController: RootNavigationController
                private var navigationController: ModalNavigationController?
                init(rootViewController: RootNavigationController) {
                    self.rootViewController = rootViewController
                    showHome()
                }
                func showHome() {
                    rootViewController.pushViewController(HomeViewController(), animated: false)
                }
                func startOnboarding() {
                    navigationController = ModalNavigationController(rootViewController: OnboardingViewController())
                    navigationController?.modalPresentationStyle = .fullScreen
                    rootViewController.present(navigationController!, animated: false)
                }
                func recover() {
                    navigationController?.pushViewController(RecoverViewController(), animated: true)
                }
            }
            """,
        ])
        let home = try #require(screen(model, "HomeViewController"))
        #expect(home.screen.navigation?.controller.className == "RootNavigationController")
        let recover = model.screens.filter { $0.screen.controller.className == "RecoverViewController" }
        #expect(!recover.isEmpty)
        #expect(recover.allSatisfy { $0.screen.navigation?.controller.className != "RootNavigationController" })
    }

    /// A tab bar controller's tabs mapped from a list, one of whose locals is assigned in the two
    /// branches of a feature flag: each controller of that local is a tab, a possibility.
    @Test func aTabAssignedInTwoBranchesIsEachOfItsControllers() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    window.rootViewController = MainTabBarController()
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }
            """,
            "App/MainTabBarController.swift": """
            import UIKit
            enum Flags { static var newDiscover = true }
            final class ThemedNavigationController: UINavigationController {}
            final class LibraryViewController: UIViewController {}
            final class DiscoverGridViewController: UIViewController {}
            final class DiscoverListViewController: UIViewController {}
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let library = LibraryViewController()
                    let discover: UIViewController
                    if Flags.newDiscover {
                        discover = DiscoverGridViewController()
                    } else {
                        discover = DiscoverListViewController()
                    }
                    let tabs = [library, discover]
                    viewControllers = tabs.map { ThemedNavigationController(rootViewController: $0) }
                }
            }
            """,
        ])
        for name in ["LibraryViewController", "DiscoverGridViewController", "DiscoverListViewController"] {
            let entry = try #require(screen(model, name))
            #expect(entry.screen.unknownContext == nil)
            #expect(entry.screen.navigation?.controller.className == "ThemedNavigationController")
            #expect(entry.screen.tabBarClass == "MainTabBarController")
        }
    }

    /// The root of a stack an object keeps is of a class another stack has at its root too (a
    /// generic container): what the object pushes goes into its own stack, never into the other
    /// stack, which is the first place of the root's class.
    @Test func aPushOntoAKeptStackTakesItsShowsPlaceNotAnotherOfTheRootsClass() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": Self.window,
            "App/List.swift": """
            import UIKit
            final class ContainerViewController: UIViewController {}
            final class DiaryNavigationController: UINavigationController {}
            final class ValidationNavigationController: UINavigationController {}
            final class ResultViewController: UIViewController {}
            final class ListViewController: UIViewController {
                func showDiary() {
                    let nav = DiaryNavigationController(rootViewController: ContainerViewController())
                    nav.modalPresentationStyle = .fullScreen
                    present(nav, animated: true)
                }
                func validate() {
                    let coordinator = ValidationCoordinator(parentViewController: self)
                    coordinator.start()
                }
            }
            final class ValidationCoordinator {
                private weak var parentViewController: UIViewController!
                private var navigationController: UINavigationController!
                init(parentViewController: UIViewController) {
                    self.parentViewController = parentViewController
                }
                func start() {
                    navigationController = ValidationNavigationController(rootViewController: ContainerViewController())
                    parentViewController.present(navigationController, animated: true)
                }
                func showResult() {
                    navigationController.pushViewController(ResultViewController(), animated: true)
                }
            }
            """,
        ])
        let results = model.screens.filter { $0.screen.controller.className == "ResultViewController" }
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.screen.navigation?.controller.className != "DiaryNavigationController" })
        #expect(results.allSatisfy { $0.screen.presentation?.style != .fullScreen })
    }
}
