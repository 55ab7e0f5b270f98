import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Objects the app constructs and then asks for a controller (issue 33, point 1): a module
/// assembly of the VIP style (`let assembly = ProfileAssembly(id: id)`, `push(module:
/// assembly.makeModule())`, `DownloadsAssembly().makeModule()`), whose maker the audit reads on the
/// object's type; and a presenter object whose method is called with `self`
/// (`let presenter = TermsPresenter(); presenter.present(from: self)`), which is that type's
/// method, not another type's of the same name.
@Suite("Audit: module assemblies and typed presenter objects")
struct ModuleAssemblyTests {
    private let files = [
        "App/Info.plist": RuleExample.infoPlist([:]),
        "App/SceneDelegate.swift": AuditTests.sceneDelegate(root: "UINavigationController(rootViewController: SettingsViewController())"),
        "App/Push.swift": """
            import UIKit
            extension UIViewController {
                func push(module: UIViewController) {
                    navigationController?.pushViewController(module, animated: true)
                }
            }
            """,
        "App/Assemblies.swift": """
            import UIKit
            final class ProfilePresenter { weak var viewController: ProfileViewController? }
            final class ProfileAssembly {
                private let userID: Int
                init(userID: Int) { self.userID = userID }
                func makeModule() -> UIViewController {
                    let presenter = ProfilePresenter()
                    let viewController = ProfileViewController()
                    presenter.viewController = viewController
                    return viewController
                }
            }
            final class DownloadsAssembly {
                func makeModule() -> UIViewController { DownloadsViewController() }
            }
            final class ProfileViewController: UIViewController {}
            final class DownloadsViewController: UIViewController {}
            """,
        "App/Presenters.swift": """
            import UIKit
            final class TermsPresenter {
                func present(from viewController: UIViewController, animated: Bool) {
                    let navigationController = UINavigationController(rootViewController: TermsViewController())
                    navigationController.modalPresentationStyle = .formSheet
                    viewController.present(navigationController, animated: animated)
                }
            }
            final class FeedbackPresenter {
                func present(from viewController: UIViewController, animated: Bool) {
                    viewController.present(FeedbackViewController(), animated: animated)
                }
            }
            final class TermsViewController: UIViewController {}
            final class FeedbackViewController: UIViewController {}
            """,
        "App/Settings.swift": """
            import UIKit
            final class SettingsViewController: UITableViewController {
                func openProfile() {
                    let assembly = ProfileAssembly(userID: 7)
                    push(module: assembly.makeModule())
                }
                func openDownloads() {
                    push(module: DownloadsAssembly().makeModule())
                }
                func openTerms() {
                    let presenter = TermsPresenter()
                    presenter.present(from: self, animated: true)
                }
            }
            """,
    ]

    @Test func aModuleAnAssemblyMakesIsPushedOntoTheCallersStack() throws {
        let model = try auditModel(files)
        for cls in ["ProfileViewController", "DownloadsViewController"] {
            let pushed = try #require(screen(model, cls), "\(cls) is pushed by the settings screen")
            #expect(pushed.screen.navigation?.controller.className == "UINavigationController")
            #expect(pushed.screen.unknownContext == nil)
        }
        #expect(!model.apps[0].coverage.notModelled.contains { $0.className == "ProfileViewController" })
    }

    @Test func aPresenterObjectsMethodIsItsTypesOnly() throws {
        let model = try auditModel(files)
        let terms = try #require(screen(model, "TermsViewController"))
        #expect(terms.screen.presentation?.style == .formSheet)
        #expect(terms.screen.presentation?.presenter?.className == "SettingsViewController")
        // `FeedbackPresenter.present(from:animated:)` has the same name, but nothing calls it on a
        // feedback presenter: its screen is shown by no code the audit follows.
        #expect(model.screens.filter { $0.screen.controller.className == "FeedbackViewController" }
            .allSatisfy { $0.screen.presentation?.presenter?.className != "SettingsViewController" })
    }
}
