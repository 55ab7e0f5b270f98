import SourceModel
import Testing

/// What an assignment is made on (`Assignment.target`), read once from what the recorder kept.
@Suite("Swift reader: what an assignment is made on")
struct AssignmentTargetTests {
    @Test func proxyWindowOwnControllerNavigationControllerAndANamedOne() {
        let read = facts("""
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    UINavigationBar.appearance().barStyle = .black
                    window?.overrideUserInterfaceStyle = .dark
                    return true
                }
            }
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    modalPresentationCapturesStatusBarAppearance = true
                    navigationController?.navigationBar.barStyle = .black
                    let player = PlayerViewController()
                    player.modalPresentationStyle = .fullScreen
                }
            }
            """)
        let targets = read.assignments.map { "\($0.property.name) \($0.target)" }
        #expect(targets == [
            "navigationBar.barStyle appearanceProxy",
            "overrideUserInterfaceStyle window",
            "modalPresentationCapturesStatusBarAppearance ownController",
            "navigationBar.barStyle navigationController",
            "modalPresentationStyle named(\"player\")",
        ])
    }
}
