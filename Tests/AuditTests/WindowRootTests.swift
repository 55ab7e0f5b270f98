import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// The window's root set in code by the app or scene delegate (issue "The screen graph", point 3):
/// a screen of its own, whose container the screens it pushes inherit.
@Suite("Audit: the window's root set in code")
struct WindowRootTests {
    private let screens = """
        import UIKit
        final class HomeViewController: UIViewController {
            func openDetail() {
                navigationController?.pushViewController(DetailViewController(), animated: true)
            }
        }
        final class DetailViewController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        """

    @Test func aNavigationControllerAtTheRootGivesItsContainerToWhatThePushes() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"),
            "App/Screens.swift": screens,
        ])
        let home = try #require(screen(model, "HomeViewController"))
        #expect(home.screen.navigation?.controller.className == "UINavigationController")
        #expect(home.screen.unknownContext == nil)
        // The pushed screen inherits the navigation controller: a plain one decides, its answer is swallowed.
        let detail = try #require(screen(model, "DetailViewController"))
        #expect(detail.screen.unknownContext == nil)
        #expect(detail.prediction.styleDecidedBy.name == "UINavigationController")
    }

    @Test func aControllerAtTheRootDecides() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate(root: "DetailViewController()"),
            "App/Screens.swift": screens,
        ])
        // Two places: the window's root (known: it decides), and pushed by a class shown nowhere (unknown).
        let atRoot = try #require(model.screens.first { $0.screen.controller.className == "DetailViewController" && $0.screen.unknownContext == nil })
        #expect(atRoot.screen.navigation == nil && atRoot.screen.presentation == nil)
        #expect(atRoot.screen.origin == .code(SourceLocation(file: "App/SceneDelegate.swift", line: 7, column: 16)))
        #expect(atRoot.prediction.light.style == .lightContent)
    }

    /// A window an object makes for an overlay (a local, kept under another name than `window`)
    /// is not the main window: its root is not one of the app's screens.
    @Test func anotherWindowsRootIsNotTheAppsScreen() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Overlay.swift": """
            import UIKit
            final class ToastOverlay {
                private var toastWindow: UIWindow?
                func show(in scene: UIWindowScene) {
                    let window = UIWindow(windowScene: scene)
                    window.windowLevel = .alert + 1
                    window.rootViewController = DetailViewController()
                    window.isHidden = false
                    toastWindow = window
                }
            }
            """,
            "App/Screens.swift": screens,
        ])
        // Only the push by a class shown nowhere: unknown.
        #expect(!model.screens.contains { $0.screen.controller.className == "DetailViewController" && $0.screen.unknownContext == nil })
    }

    /// A window of the app's own that it shows over the main one (a lock screen's) has its root
    /// controller decide while it is there (R3): that root is a screen, at the root of its window.
    /// One on another display is not.
    @Test func theRootOfALockWindowIsAScreen() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Lock.swift": """
            import UIKit
            final class LockCoordinator {
                private var lockWindow: UIWindow?
                private var externalWindow: UIWindow?
                func showLock(in scene: UIWindowScene) {
                    let lockWindow = UIWindow(windowScene: scene)
                    lockWindow.windowLevel = .alert
                    lockWindow.rootViewController = PasscodeViewController()
                    lockWindow.makeKeyAndVisible()
                    self.lockWindow = lockWindow
                }
                func mirror(on screen: UIScreen) {
                    externalWindow = UIWindow(frame: screen.bounds)
                    externalWindow?.screen = screen
                    externalWindow?.rootViewController = MirrorViewController()
                    externalWindow?.isHidden = false
                }
            }
            final class PasscodeViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class MirrorViewController: UIViewController {}
            """,
        ])
        let lock = try #require(screen(model, "PasscodeViewController"))
        #expect(lock.screen.unknownContext == nil && lock.screen.presentation == nil && lock.screen.navigation == nil)
        #expect(lock.screen.origin == .code(SourceLocation(file: "App/Lock.swift", line: 8, column: 20)))
        #expect(lock.prediction.styleDecidedBy.name == "PasscodeViewController")
        #expect(lock.prediction.light.style == .lightContent)
        #expect(screen(model, "MirrorViewController") == nil)
    }

    @Test func aTabBarControllerSubclassAtTheRootShowsTheTabsItSets() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate(root: "MainTabBarController()"),
            "App/Screens.swift": screens,
            "App/MainTabBarController.swift": """
                import UIKit
                final class MainTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [UINavigationController(rootViewController: HomeViewController()), DetailViewController()]
                    }
                }
                """,
        ])
        let home = try #require(model.screens.first { $0.screen.controller.className == "HomeViewController" })
        #expect(home.screen.tabBarClass == "MainTabBarController")
        #expect(home.screen.navigation?.controller.className == "UINavigationController")
        let detail = try #require(model.screens.first { $0.screen.controller.className == "DetailViewController" && $0.screen.navigation == nil })
        #expect(detail.screen.tabBarClass == "MainTabBarController")
        #expect(detail.screen.unknownContext == nil)
    }

    @Test func aTabBarControllerMadeInTheDelegateShowsTheTabsSetOnIt() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate(root: "tabs").replacingOccurrences(
                of: "        let window = UIWindow(windowScene: windowScene)\n",
                with: "        let window = UIWindow(windowScene: windowScene)\n        let tabs = UITabBarController()\n        tabs.viewControllers = [DetailViewController()]\n"),
            "App/Screens.swift": screens,
        ])
        let detail = try #require(model.screens.first { $0.screen.controller.className == "DetailViewController" && $0.screen.unknownContext == nil })
        #expect(detail.screen.tabBarClass == "UITabBarController")
    }

    /// A coordinator handed the main window sets its root (artsy's setup coordinator, session's
    /// app environment, irccloud's `appDelegate.window`): the root is a screen as the delegate's
    /// is. A window the app makes for an overlay (`bannerWindow`) is not the main window.
    @Test(arguments: ["window", "appDelegate.window", "UIApplication.shared.keyWindow!", "bannerWindow"])
    func aCoordinatorSetsTheMainWindowsRoot(receiver: String) throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/AppCoordinator.swift": """
            import UIKit
            final class AppCoordinator {
                private let window: UIWindow
                private let bannerWindow = UIWindow()
                private let appDelegate = UIApplication.shared.delegate as! AppDelegate
                init(window: UIWindow) { self.window = window }
                func start() {
                    \(receiver).rootViewController = UINavigationController(rootViewController: HomeViewController())
                }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """,
            "App/Screens.swift": screens,
        ])
        let home = screen(model, "HomeViewController")
        #expect((home != nil) == (receiver != "bannerWindow"))
        if let home {
            #expect(home.screen.navigation?.controller.className == "UINavigationController")
            #expect(home.screen.unknownContext == nil)
            #expect(screen(model, "DetailViewController")?.prediction.styleDecidedBy.name == "UINavigationController")
        }
    }

    /// The window's root set through the app's own helper (issue "Follow how real apps show
    /// screens", point 1: a router's `setRoot(_:)`, an extension method of `UIWindow` that swaps the
    /// root): each controller a caller hands to it is a window root, where the caller hands it over.
    @Test func aHelperThatSetsTheRootToItsParameterShowsWhatItsCallersHandIt() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var router: RootRouter?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let scene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: scene)
                    self.window = window
                    let router = RootRouter(window: window)
                    self.router = router
                    let home = UINavigationController(rootViewController: HomeViewController())
                    if UserDefaults.standard.bool(forKey: "onboarded") {
                        router.setRoot(home)
                    } else {
                        router.setRoot(WelcomeViewController())
                    }
                    window.makeKeyAndVisible()
                }
            }
            final class RootRouter {
                private let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func setRoot(_ controller: UIViewController) {
                    window.rootViewController = controller
                }
            }
            final class WelcomeViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """,
            "App/Screens.swift": screens,
        ])
        let welcome = try #require(screen(model, "WelcomeViewController"))
        #expect(welcome.screen.unknownContext == nil)
        #expect(welcome.screen.navigation == nil && welcome.screen.presentation == nil)
        #expect(welcome.screen.origin == .code(SourceLocation(file: "App/SceneDelegate.swift", line: 15, column: 20)))
        #expect(welcome.prediction.light.style == .lightContent)
        let home = try #require(screen(model, "HomeViewController"))
        #expect(home.screen.navigation?.controller.className == "UINavigationController")
        #expect(home.screen.unknownContext == nil)
    }

    /// A helper set with what the audit cannot name (a parameter of the caller's own) shows nothing
    /// it can name: no screen, and none made up of a generic `UIViewController`.
    @Test func aHelperHandedAControllerOfNoKnownClassShowsNoScreen() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Router.swift": """
            import UIKit
            final class RootRouter {
                private let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func setRoot(_ controller: UIViewController) {
                    window.rootViewController = controller
                }
                func restart(with controller: UIViewController) {
                    setRoot(controller)
                }
            }
            """,
            "App/Screens.swift": screens,
        ])
        #expect(!model.screens.contains { $0.screen.controller.className == "UIViewController" })
    }

    /// A method of an extension of `UIWindow` that swaps the root (`switchRoot(to:animated:)`)
    /// sets the root of the window it is called on: the main window's where the caller names it so
    /// (`window`, `view.window`), with what the caller hands it (a controller a static maker of the
    /// app makes, one made in the argument). An overlay window's (`toastWindow`) is not followed.
    @Test func aWindowExtensionThatSwapsTheRootShowsWhatTheMainWindowIsGiven() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let toastWindow = UIWindow()
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let scene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: scene)
                    self.window = window
                    window.switchRoot(to: Screens.makeHome())
                    window.makeKeyAndVisible()
                    toastWindow.switchRoot(to: BannerViewController())
                }
            }
            extension UIWindow {
                func switchRoot(to controller: UIViewController, animated: Bool = false) {
                    rootViewController = controller
                    if animated {
                        UIView.transition(with: self, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
                    }
                }
            }
            enum Screens {
                static func makeHome() -> UIViewController {
                    UINavigationController(rootViewController: HomeViewController())
                }
            }
            final class AccountViewController: UIViewController {
                func signOut() {
                    view.window?.switchRoot(to: WelcomeViewController(), animated: true)
                }
            }
            final class WelcomeViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class BannerViewController: UIViewController {}
            """,
            "App/Screens.swift": screens,
        ])
        let home = screen(model, "HomeViewController")
        #expect(home?.screen.navigation?.controller.className == "UINavigationController")
        #expect(home?.screen.unknownContext == nil)
        let welcome = screen(model, "WelcomeViewController")
        #expect(welcome?.screen.unknownContext == nil)
        #expect(welcome?.screen.origin == .code(SourceLocation(file: "App/SceneDelegate.swift", line: 29, column: 22)))
        #expect(welcome?.prediction.light.style == .lightContent)
        #expect(screen(model, "BannerViewController") == nil)
    }

    /// A window's root made by a function of the app (`let passcode = passcodeViewController()`,
    /// in a block of its own) is of the class that function makes.
    @Test func aRootMadeByAMakerIsOfTheClassItMakes() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/LockManager.swift": """
            import UIKit
            final class LockManager {
                private var lockWindow = UIWindow()
                func lock(windows: [UIWindow]) {
                    for _ in windows {
                        let passcode = passcodeViewController()
                        lockWindow.rootViewController = passcode
                        lockWindow.makeKeyAndVisible()
                    }
                }
                private func passcodeViewController() -> PasscodeViewController {
                    PasscodeViewController()
                }
            }
            final class PasscodeViewController: UIViewController {
                override var prefersStatusBarHidden: Bool { true }
            }
            """,
            "App/Screens.swift": screens,
        ])
        let passcode = screen(model, "PasscodeViewController")
        #expect(passcode?.screen.unknownContext == nil)
        #expect(passcode?.prediction.hidden == true)
    }
}
