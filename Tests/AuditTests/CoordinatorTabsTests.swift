import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A coordinator that sets the tabs of the tab bar controller at the window's root, which it keeps
/// in a property, from navigation controllers kept in lazy properties whose closures make them
/// (`lazy var booksNavigationController: UINavigationController = { let rootViewController =
/// BooksViewController(); return UINavigationController(rootViewController: rootViewController) }()`),
/// gathered in a local array (`var controllers = [books]; controllers.append(authors)`).
@Suite("Audit: tabs a coordinator sets on the tab bar controller it keeps")
struct CoordinatorTabsTests {
    private func files(heldType: String = "ShelfTabBarController") -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/AppDelegate.swift": """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private var coordinator: ShelfCoordinator?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let shelf = ShelfTabBarController()
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = shelf
                    self.window = window
                    window.makeKeyAndVisible()
                    coordinator = ShelfCoordinator(tabBarController: shelf)
                    return true
                }
            }
            """,
            "App/ShelfCoordinator.swift": """
            import UIKit
            final class ShelfCoordinator: NSObject {
                private let tabBarController: \(heldType)
                private lazy var booksNavigationController: UINavigationController = {
                    let rootViewController = BooksViewController()
                    return UINavigationController(rootViewController: rootViewController)
                }()
                private lazy var authorsNavigationController: UINavigationController? = {
                    guard let rootViewController = AuthorsViewController(catalog: nil) else { return nil }
                    return UINavigationController(rootViewController: rootViewController)
                }()
                init(tabBarController: \(heldType)) {
                    self.tabBarController = tabBarController
                    super.init()
                    var controllers: [UINavigationController] = [booksNavigationController]
                    if let authorsNavigationController {
                        controllers.append(authorsNavigationController)
                    }
                    tabBarController.viewControllers = controllers
                }
            }
            """,
            "App/Shelf.swift": """
            import UIKit
            final class ShelfTabBarController: UITabBarController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class BooksViewController: UIViewController {
                func openBook() { navigationController?.pushViewController(BookDetailViewController(), animated: true) }
            }
            final class AuthorsViewController: UIViewController {
                init?(catalog: String?) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class BookDetailViewController: UIViewController {}
            """,
        ]
    }

    @Test func theTabsAreTheTabBarControllersAndWhatTheyPushSitsInThem() throws {
        let model = try auditModel(files())
        for cls in ["BooksViewController", "AuthorsViewController", "BookDetailViewController"] {
            let tab = try #require(screen(model, cls), "\(cls)")
            #expect(tab.screen.unknownContext == nil, "\(cls)")
            #expect(tab.screen.tabBarClass == "ShelfTabBarController", "\(cls)")
            #expect(tab.screen.navigation?.controller.className == "UINavigationController", "\(cls)")
            // A tab bar controller forwards to its selected tab: the plain navigation controller decides.
            #expect(tab.prediction.styleDecidedBy.name == "UINavigationController", "\(cls)")
        }
    }

    /// A property of a type that is no tab bar controller of the app: the controllers set on it are
    /// not the window root's tabs.
    @Test func aPropertyOfAnotherTypeSetsNoTabs() throws {
        let model = try auditModel(files(heldType: "UITabBarController"))
        #expect(screen(model, "BooksViewController") == nil)
    }
}
