import Foundation
import SourceModel
import Testing
@testable import Audit

/// The view controllers an app declares that the audit places nowhere are listed under `coverage`
/// (``Coverage/Gap/Kind/controllerNotReached``), so that a class the audit does not follow is not
/// left out in silence; a class that is a screen, a container, a presenter, a child, a reached
/// scene or a base class is not listed.
@Suite("Audit: controllers not reached")
struct ControllersNotReachedTests {
    private func notReached(_ model: AuditModel) -> [String] {
        model.apps.flatMap(\.coverage.notModelled).filter { $0.kind == .controllerNotReached }.compactMap(\.className)
    }

    private let files = [
        "App/Info.plist": RuleExample.infoPlist(["UIMainStoryboardFile": "<string>Main</string>"]),
        "App/Base.lproj/Main.storyboard": RuleExample.storyboardDocument(
            IBScene.controller("home", customClass: "HomeViewController") + IBScene.controller("old", customClass: "StaleViewController"),
            initial: "home"),
        "App/Home.swift": """
            import UIKit
            class BaseViewController: UIViewController {}
            final class HomeViewController: BaseViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let badge = BadgeViewController()
                    addChild(badge)
                    view.addSubview(badge.view)
                }
                func openProfile() {
                    present(ProfileViewController(), animated: true)
                }
            }
            final class BadgeViewController: UIViewController {}
            final class ProfileViewController: UIViewController {}
            final class StaleViewController: UIViewController {}
            """,
        "App/Scenes.swift": """
            import UIKit
            enum Scene { case timeline, settings }
            final class SceneCoordinator {
                func viewController(for scene: Scene) -> UIViewController {
                    switch scene {
                    case .timeline: return TimelineViewController()
                    case .settings: return UIViewController()
                    }
                }
            }
            final class TimelineViewController: UIViewController {}
            """,
    ]

    @Test func aControllerNoCodeTheAuditFollowsShowsIsListed() throws {
        let model = try auditModel(files)
        #expect(screen(model, "HomeViewController") != nil)
        #expect(screen(model, "ProfileViewController") != nil)
        // A scene coordinator's `switch` is not followed; the stale scene is reached by nothing.
        #expect(notReached(model) == ["StaleViewController", "TimelineViewController"])
        let gap = try #require(model.apps[0].coverage.notModelled.first { $0.className == "TimelineViewController" })
        #expect(gap.file == "App/Scenes.swift")
        #expect(gap.line == 11)
        #expect(gap.what.contains("a view controller the app makes in code ('App/Scenes.swift' first), is shown by no code the audit follows"))
        // Made nowhere: its storyboard scene is reached by nothing, and no code constructs it.
        let stale = try #require(model.apps[0].coverage.notModelled.first { $0.className == "StaleViewController" })
        #expect(stale.what.contains("is made by no Swift code and no storyboard scene the audit reaches"))
    }

    @Test func theCauseGroupsThemWithTheirClassesInEveryReport() throws {
        let model = try auditModel(files)
        let cause = try #require(model.apps[0].coverage.causes.first { $0.kind == .controllerNotReached })
        #expect(cause.count == 2)
        #expect(cause.places.map(\.className) == ["StaleViewController", "TimelineViewController"])
        let text = TextReporter.coverageText(model.apps[0].coverage)
        #expect(text.contains("not reached: 2 view controllers the app declares"))
        #expect(text.contains("StaleViewController (App/Home.swift:16)"))
        #expect(!text.contains("not modelled: App/Scenes.swift"))
    }

    /// An Objective-C controller declared in a header the target does not compile, implemented in a
    /// file it compiles, is the app's: listed where it is implemented.
    @Test func anObjectiveCControllerImplementedByTheAppIsListed() throws {
        let model = try auditModel(UniformAnswersTests.appWithAHeaderDeclaredController())
        #expect(notReached(model) == ["PlayerViewController"])
        let gap = try #require(model.apps[0].coverage.notModelled.first { $0.className == "PlayerViewController" })
        #expect(gap.file == "App/Player.m")
        #expect(gap.line == 2)
    }

    @Test func anAppThatShowsEveryControllerListsNone() throws {
        var shown = files
        shown["App/Base.lproj/Main.storyboard"] = RuleExample.storyboardDocument(
            IBScene.controller("home", customClass: "HomeViewController"), initial: "home")
        shown["App/Scenes.swift"] = nil
        shown["App/Home.swift"] = files["App/Home.swift"]!.replacingOccurrences(of: "final class StaleViewController: UIViewController {}", with: "")
        let model = try auditModel(shown)
        #expect(notReached(model).isEmpty)
        #expect(!model.apps[0].coverage.causes.contains { $0.kind == .controllerNotReached })
    }
}
