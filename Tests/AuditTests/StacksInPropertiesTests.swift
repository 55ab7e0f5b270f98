import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A tab bar controller that keeps its tabs' navigation controllers in properties and sets their
/// stacks in code (`marketNavigationController.viewControllers = [market]`), set as the window's
/// root through a coordinator's helper with the property that holds it (from an extension, where
/// the reader does not see the property's declaration).
@Suite("Audit: navigation controllers kept in a tab bar controller's properties")
struct StacksInPropertiesTests {
    private func files(tabBarSetsTabs: Bool = true) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                private var coordinator: LaunchCoordinator?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let scene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: scene)
                    self.window = window
                    coordinator = LaunchCoordinator(window: window)
                    coordinator?.start()
                    window.makeKeyAndVisible()
                }
            }
            """,
            "App/LaunchCoordinator.swift": """
            import UIKit
            final class LaunchCoordinator {
                let shellController: ShellTabBarController
                private let window: UIWindow
                init(window: UIWindow) {
                    self.window = window
                    self.shellController = {
                        let shell = ShellTabBarController()
                        shell.loadViewIfNeeded()
                        return shell
                    }()
                }
                func replaceRoot(_ controller: UIViewController) {
                    window.rootViewController = controller
                }
            }
            extension LaunchCoordinator {
                func start() {
                    replaceRoot(shellController)
                }
            }
            """,
            "App/ShellTabBarController.swift": """
            import UIKit
            final class ShellTabBarController: UITabBarController {
                private let marketNavigationController = UINavigationController()
                private let ledgerNavigationController = UINavigationController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(tabBarSetsTabs ? "viewControllers = { [marketNavigationController, ledgerNavigationController] }()" : "")
                    reload()
                }
                func reload() {
                    let market = makeMarket()
                    marketNavigationController.viewControllers = [market]
                    self.ledgerNavigationController.setViewControllers([LedgerViewController()], animated: false)
                }
                func makeMarket() -> UIViewController {
                    MarketViewController()
                }
            }
            final class MarketViewController: UIViewController {
                func openStall() {
                    navigationController?.pushViewController(StallViewController(), animated: true)
                }
            }
            final class LedgerViewController: UIViewController {}
            final class StallViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """,
        ]
    }

    @Test func aStackSetOnAPropertyIsATabOfTheTabBarController() throws {
        let model = try auditModel(files())
        let market = try #require(screen(model, "MarketViewController"))
        #expect(market.screen.unknownContext == nil)
        #expect(market.screen.navigation?.controller.className == "UINavigationController")
        #expect(market.screen.tabBarClass == "ShellTabBarController")
        // The navigation controller is placed where the class sets its stack.
        #expect(market.screen.navigation?.location?.file == "App/ShellTabBarController.swift")
        #expect(market.screen.navigation?.location?.line == 12)
        let ledger = try #require(screen(model, "LedgerViewController"))
        #expect(ledger.screen.tabBarClass == "ShellTabBarController")
        // What the tab's root pushes sits in that stack: the navigation controller decides.
        let stall = try #require(screen(model, "StallViewController"))
        #expect(stall.screen.unknownContext == nil)
        #expect(stall.prediction.styleDecidedBy.name == "UINavigationController")
    }

    /// A tab bar controller that never sets its tabs in code: a navigation controller it keeps may
    /// be shown anywhere, so its stack is no tab.
    @Test func aTabBarControllerThatSetsNoTabsKeepsNoTabs() throws {
        let model = try auditModel(files(tabBarSetsTabs: false))
        #expect(screen(model, "MarketViewController")?.screen.tabBarClass == nil)
    }
}
