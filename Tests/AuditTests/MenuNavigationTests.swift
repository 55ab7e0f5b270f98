import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A navigation controller subclass that sets its own root as it is made and pushes onto itself
/// through a method of its own (`super.pushViewController` in `openPanel(_:)`), presented by a
/// library's method the repository does not hold (PanModal's `presentPanModal`, which sets a
/// `.custom` style and the capture on an iPhone).
@Suite("Audit: a navigation controller that pushes onto itself, presented by a library's method")
struct MenuNavigationTests {
    private func files(presentation: String = "presentPanModal(drawer, sourceView: view, sourceRect: view.bounds)",
                       imports: String = "import PanModal", setsOwnRoot: Bool = true) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/AppDelegate.swift": """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = UINavigationController(rootViewController: ReaderViewController())
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            """,
            "App/ReaderViewController.swift": """
            import UIKit
            final class ReaderViewController: UIViewController {
                func openDrawer() {
                    let drawer = ToolsDrawerController(height: 420)
                    \(presentation)
                }
            }
            extension ReaderViewController {
                func openHighlights(in drawer: ToolsDrawerController) {
                    drawer.openPanel(HighlightsViewController())
                }
            }
            """,
            "App/ToolsDrawerController.swift": """
            import UIKit
            \(imports)
            final class ToolsDrawerController: UINavigationController {
                private let height: CGFloat
                init(height: CGFloat) {
                    self.height = height
                    super.init(nibName: nil, bundle: nil)
                    \(setsOwnRoot ? "viewControllers = [ToolListViewController()]" : "")
                }
                required init?(coder: NSCoder) { fatalError() }
                func openPanel(_ panel: UIViewController) {
                    super.pushViewController(panel, animated: true)
                }
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class ToolListViewController: UITableViewController {}
            final class HighlightsViewController: UIViewController {}
            """,
        ]
    }

    @Test func theRootItsClassSetsAndWhatItPushesSitInItsStack() throws {
        let model = try auditModel(files(presentation: "present(drawer, animated: true)"))
        let list = try #require(screen(model, "ToolListViewController"))
        #expect(list.screen.unknownContext == nil)
        #expect(list.screen.navigation?.controller.className == "ToolsDrawerController")
        #expect(list.screen.presentation?.style == .automatic)
        let highlights = try #require(screen(model, "HighlightsViewController"))
        #expect(highlights.screen.unknownContext == nil)
        #expect(highlights.screen.navigation?.controller.className == "ToolsDrawerController")
        #expect(highlights.screen.presentation?.presenter?.className == "ReaderViewController")
    }

    /// PanModal presents with a `.custom` style and the capture: the drawer's own answer decides.
    @Test func presentPanModalCapturesTheStatusBar() throws {
        let model = try auditModel(files())
        let highlights = try #require(screen(model, "HighlightsViewController"))
        #expect(highlights.screen.presentation?.style == .custom)
        #expect(highlights.screen.presentation?.captures == true)
        #expect(highlights.prediction.styleDecidedBy.name == "ToolsDrawerController")
        #expect(highlights.prediction.light.style == .lightContent)
    }

    /// Without the library's module imported, `presentPanModal` is a method the audit does not
    /// know: nothing is presented, and what the drawer pushes has no known stack.
    @Test func anUnknownMethodOfTheSameNamePresentsNothing() throws {
        let model = try auditModel(files(imports: ""))
        #expect(screen(model, "ToolListViewController") == nil)
        let highlights = try #require(screen(model, "HighlightsViewController"))
        #expect(highlights.screen.unknownContext != nil)
    }

    /// A drawer that sets no root of its own is shown with none: no screen is made up for it.
    @Test func aNavigationControllerWithoutAnOwnRootShowsNone() throws {
        let model = try auditModel(files(presentation: "present(drawer, animated: true)", setsOwnRoot: false))
        #expect(screen(model, "ToolListViewController") == nil)
        #expect(screen(model, "HighlightsViewController")?.screen.unknownContext != nil)
    }
}
