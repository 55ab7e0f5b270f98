import SourceModel
import SwiftSourceReader
import Testing

/// A local assigned in several branches before it is shown (issue 33, point 1): each branch is a
/// possibility, so the call is recorded once for each controller the local may hold.
@Suite("Swift: a local chosen in branches")
struct BranchAssignmentTests {
    private static func shown(_ source: String, kind: Call.Kind = .pushViewController) -> [String?] {
        facts(source).calls.filter { $0.kind == kind }.map(\.presentedClass)
    }

    @Test func eachCaseOfASwitchIsAPossibility() {
        let classes = Self.shown("""
        import UIKit
        final class SettingsMenuViewController: UIViewController {
            func show(_ section: Section) {
                let detail: UIViewController
                switch section {
                case .sync: detail = SyncSettingsViewController()
                case .backdrop: detail = BackdropSettingsViewController()
                }
                navigationController?.pushViewController(detail, animated: true)
            }
        }
        """)
        #expect(classes == ["SyncSettingsViewController", "BackdropSettingsViewController"])
    }

    @Test func bothBranchesOfAnIfElseArePossibilities() {
        let classes = Self.shown("""
        import UIKit
        final class AccountViewController: UIViewController {
            func open(signedIn: Bool) {
                var next: UIViewController
                if signedIn {
                    next = ProfileViewController()
                } else {
                    next = SignInViewController()
                }
                present(next, animated: true)
            }
        }
        """, kind: .present)
        #expect(classes == ["ProfileViewController", "SignInViewController"])
    }

    /// A local a block declares shadows the function's of that name only inside the block: after
    /// it, the name is the function's local again (Rocket.Chat's `initialViewController()`, whose
    /// `case .auth` declares its own `controller` of the stack's top).
    @Test func aLocalDeclaredInACaseOrABodyIsGoneAfterIt() {
        let read = facts("""
        import UIKit
        enum Storyboard {
            case auth, chat
            func initialViewController() -> UIViewController? {
                let controller = UIStoryboard(name: "Auth", bundle: nil).instantiateInitialViewController()
                switch self {
                case .auth:
                    let controller = (controller as? UINavigationController)?.topViewController as? ConnectViewController
                    controller?.prepare()
                default:
                    break
                }
                if controller == nil {
                    let controller = FallbackViewController()
                    controller.prepare()
                }
                return controller
            }
        }
        final class HomeViewController: UIViewController {
            func open() {
                let next = DraftListViewController()
                if true {
                    let next = ComposeViewController()
                    next.prepare()
                }
                navigationController?.pushViewController(next, animated: true)
            }
        }
        """)
        let factory = read.factories.first { $0.name == "initialViewController" }
        #expect(factory != nil)
        #expect(factory?.made == nil)
        #expect(read.calls.filter { $0.kind == .pushViewController }.map(\.presentedClass) == ["DraftListViewController"])
    }

    @Test func aReassignmentOnTheSamePathReplaces() {
        let classes = Self.shown("""
        import UIKit
        final class DraftsViewController: UIViewController {
            func open() {
                var next: UIViewController = DraftListViewController()
                next = ComposeViewController()
                navigationController?.pushViewController(next, animated: true)
            }
        }
        """)
        #expect(classes == ["ComposeViewController"])
    }

    @Test(arguments: [
        ("return true", SplitCollapse.alwaysTrue),
        ("true", .alwaysTrue),
        ("return false", .other),
        ("if secondaryViewController is UINavigationController { return false }\n        return true",
         .trueUnlessSecondaryIs(["UINavigationController"])),
        ("return collapses", .other),
    ])
    func aSplitDelegateCollapseAnswerIsRead(body: String, expected: SplitCollapse) throws {
        let source = """
        import UIKit
        final class InboxSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
            var collapses = false
            override func viewDidLoad() {
                super.viewDidLoad()
                delegate = self
            }
            func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
                \(body)
            }
        }
        """
        let type = try #require(facts(source).types.first { $0.name == "InboxSplitViewController" })
        #expect(type.splitCollapse == expected)
        #expect(type.delegatesToSelf)
    }
}
