import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A split view controller that a coordinator sets as the main window's root (issue 33, point 4):
/// what the app's objects show on it sits in one of its columns, which it decides for unless its
/// class forwards; what they present on it is presented over it.
@Suite("Audit: a split view controller at the window's root")
struct SplitRootTests {
    /// A coordinator app: the scene delegate starts an app coordinator that keeps the window and
    /// sets its split view controller (a lazy property) as the root; a profile coordinator keeps
    /// the split and shows its pages on it. `split` is the split class's body.
    private func app(split: String = "", show: String = "presentingViewController?.show(vc, sender: nil)") -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var coordinator: AppCoordinator?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let scene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: scene)
                    self.window = window
                    let coordinator = AppCoordinator(window: window)
                    self.coordinator = coordinator
                    coordinator.start()
                }
            }
            """,
            "App/AppCoordinator.swift": """
            import UIKit
            final class AppCoordinator: NSObject {
                private let window: UIWindow
                private(set) lazy var splitViewController = LibrarySplitViewController()
                private lazy var profile = ProfileCoordinator(presentingViewController: splitViewController)
                init(window: UIWindow) { self.window = window }
                func start() {
                    window.rootViewController = splitViewController
                    window.makeKeyAndVisible()
                }
            }
            final class LibrarySplitViewController: UISplitViewController {
            \(split)
            }
            """,
            "App/ProfileCoordinator.swift": """
            import SwiftUI
            import UIKit
            final class ProfileCoordinator: NSObject {
                private weak var presentingViewController: LibrarySplitViewController?
                init(presentingViewController: LibrarySplitViewController) {
                    self.presentingViewController = presentingViewController
                }
                func showBackups() {
                    let vc = BackupsViewController()
                    \(show)
                }
                func showExport() {
                    let vc = UIHostingController(rootView: ExportView())
                    presentingViewController?.show(vc, sender: nil)
                }
                func showAbout() {
                    let nav = UINavigationController(rootViewController: AboutViewController())
                    presentingViewController?.present(nav, animated: true)
                }
            }
            final class BackupsViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                func openBackup() {
                    navigationController?.pushViewController(BackupDetailViewController(), animated: true)
                }
                func openHistory() {
                    let history = UIHostingController(rootView: HistoryView())
                    navigationController?.pushViewController(history, animated: true)
                }
            }
            final class BackupDetailViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            struct HistoryView: View {
                var body: some View { List { NavigationLink { HistoryEntryView() } label: { Text("Yesterday") } } }
            }
            struct HistoryEntryView: View {
                var body: some View { Text("Entry") }
            }
            final class AboutViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            struct ExportView: View {
                var body: some View { List { NavigationLink("Formats") { ExportFormatsView() } } }
            }
            struct ExportFormatsView: View {
                var body: some View { Text("CSV") }
            }
            """,
        ]
    }

    /// (Or on one of its columns, `viewControllers.last?.show`: on an iPhone the collapsed split has
    /// one column, whose `show` reaches the split's.)
    @Test(arguments: ["presentingViewController?.show(vc, sender: nil)", "presentingViewController?.viewControllers.last?.show(vc, sender: nil)"])
    func whatACoordinatorShowsOnTheSplitSitsInAColumnTheSplitDecidesFor(_ show: String) throws {
        let model = try auditModel(app(show: show))
        let backups = try #require(screen(model, "BackupsViewController"))
        #expect(backups.screen.unknownContext == nil)
        #expect(backups.screen.inSplit)
        #expect(backups.screen.presentation == nil)
        // The split answers for it: its own answer (light content) is never asked.
        #expect(backups.prediction.styleDecidedBy.name == "LibrarySplitViewController")
        #expect(backups.prediction.light.style == .default)
        // A hosted view shown the same way: the same place.
        let export = try #require(screen(model, "ExportView"))
        #expect(export.screen.unknownContext == nil)
        #expect(export.prediction.styleDecidedBy.name == "LibrarySplitViewController")
    }

    /// What a controller in a column pushes goes onto its column's stack: the split decides for it too.
    @Test func whatAColumnPushesStaysInTheSplit() throws {
        let model = try auditModel(app())
        let detail = try #require(screen(model, "BackupDetailViewController"))
        #expect(detail.screen.unknownContext == nil)
        #expect(detail.prediction.styleDecidedBy.name == "LibrarySplitViewController")
        let history = try #require(screen(model, "HistoryView"))
        #expect(history.screen.unknownContext == nil)
        #expect(history.prediction.styleDecidedBy.name == "LibrarySplitViewController")
    }

    /// A `NavigationLink` in a view hosted in a column (shown on the split, or pushed by a
    /// controller in a column) pushes onto that column's stack, as a UIKit push from there does:
    /// the split decides for it too (threema's settings pages; before, unknown: "not in a NavigationStack").
    @Test func aLinkInAViewHostedInAColumnStaysInTheSplit() throws {
        let model = try auditModel(app())
        for name in ["ExportFormatsView", "HistoryEntryView"] {
            let pushed = try #require(screen(model, name))
            #expect(pushed.screen.unknownContext == nil, "\(name)")
            #expect(pushed.prediction.styleDecidedBy.name == "LibrarySplitViewController", "\(name)")
        }
    }

    @Test func whatACoordinatorPresentsOnTheSplitIsPresentedOverIt() throws {
        let model = try auditModel(app())
        let about = try #require(screen(model, "AboutViewController"))
        #expect(about.screen.unknownContext == nil)
        #expect(about.screen.presentation?.presenter?.className == "LibrarySplitViewController")
        #expect(about.screen.presentation?.presenterUnknown == nil)
    }

    /// A split class that forwards to a column: which column is on screen is not followed.
    @Test func aSplitThatForwardsLeavesWhatIsShownOnItUnknown() throws {
        let model = try auditModel(app(split: """
                override var childForStatusBarStyle: UIViewController? { viewControllers.last }
            """))
        let backups = try #require(screen(model, "BackupsViewController"))
        #expect(backups.screen.unknownContext != nil)
        let detail = try #require(screen(model, "BackupDetailViewController"))
        #expect(detail.screen.unknownContext != nil)
    }

    /// A push onto a navigation controller the coordinator does not keep is not on the split.
    @Test func aPushOntoAStackNotFollowedStaysUnknown() throws {
        let model = try auditModel(app(show: "navigationController?.pushViewController(vc, animated: true)"))
        let backups = try #require(screen(model, "BackupsViewController"))
        #expect(backups.screen.unknownContext != nil)
    }
}
