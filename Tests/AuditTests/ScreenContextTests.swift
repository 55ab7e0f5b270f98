import Foundation
import ProjectReading
import SourceModel
import Testing
@testable import Audit

@Suite("Screens shown from code")
struct ScreenContextTests {
    /// `DetailViewController.swift` sorts before `ListViewController.swift`, which pushes the detail:
    /// the editor that the detail pushes must still be placed in the list's navigation controller.
    @Test func aScreenPushedByACodeShownScreenKeepsItsNavigationController() throws {
        let example = RuleExample.storyboard(
            IBScene.navigation("nav-1", root: "list-1", customClass: "ThemedNavigationController") + "\n"
                + IBScene.controller("list-1", customClass: "ListViewController"),
            initial: "nav-1")
            .adding("App/Navigation.swift", """
                import UIKit

                final class ThemedNavigationController: UINavigationController {
                    override var childForStatusBarStyle: UIViewController? { topViewController }
                }

                """)
            .adding("App/A/DetailViewController.swift", """
                import UIKit

                final class DetailViewController: UIViewController {
                    func edit() { navigationController?.pushViewController(EditorViewController(), animated: true) }
                }

                final class EditorViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """)
            .adding("App/B/ListViewController.swift", """
                import UIKit

                final class ListViewController: UIViewController {
                    func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
                }

                """)
        let (root, _) = try Markers.write(example)
        defer { try? FileManager.default.removeItem(at: root) }
        let model = Auditor.model(AuditOptions(root: root))
        let editor = try #require(model.screens.first { $0.screen.controller.className == "EditorViewController" })
        #expect(editor.screen.navigation?.controller.className == "ThemedNavigationController")
        #expect(editor.prediction.styleDecidedBy.name == "EditorViewController")
        let detail = try #require(model.screens.first { $0.screen.controller.className == "DetailViewController" })
        #expect(detail.screen.navigation?.controller.className == "ThemedNavigationController")
    }

    /// A scene whose custom class the project does not declare is predicted as unknown, not as a
    /// plain controller with the default answers.
    @Test func aSceneOfAnUnknownClassIsAnUnknownPrediction() throws {
        let example = RuleExample.storyboard(
            IBScene.controller("known-1", customClass: "KnownViewController", segues: IBScene.present("cond-1", style: "fullScreen"))
                + "\n" + IBScene.controller("cond-1", customClass: "ConditionsViewController", background: IBScene.white),
            initial: "known-1", swift: "import UIKit\n\nfinal class KnownViewController: UIViewController {}\n")
        let (root, _) = try Markers.write(example)
        defer { try? FileManager.default.removeItem(at: root) }
        let model = Auditor.model(AuditOptions(root: root))
        let unknown = try #require(model.screens.first { $0.screen.controller.className == "ConditionsViewController" })
        #expect(unknown.prediction.certainty.name == "unknown")
        let known = try #require(model.screens.first { $0.screen.controller.className == "KnownViewController" })
        #expect(known.prediction.certainty == .certain)
    }
}
