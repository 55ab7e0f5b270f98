import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Issue "Possibilities instead of unknown", point 4: in application mode no controller decides
/// (R1), so a screen whose place the audit does not know still has the app's status bar. What
/// lies under the bar depends on that place, so it is not said.
@Suite("Audit: application mode fixes the status bar wherever a screen sits")
struct ApplicationModePlaceTests {
    static func project(viewControllerBased: Bool) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([
                "UIViewControllerBasedStatusBarAppearance": viewControllerBased ? "<true/>" : "<false/>",
                "UIStatusBarStyle": "<string>UIStatusBarStyleLightContent</string>",
            ]),
            "App/Router.swift": """
            import UIKit
            final class Router: NSObject {
                weak var window: UIWindow?
                func openProfile(from host: UINavigationController) {
                    host.pushViewController(ProfileViewController(), animated: true)
                }
            }
            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                }
            }
            """,
        ]
    }

    @Test func aScreenWhoseNavigationControllerIsNotKnownHasTheAppsStyle() throws {
        let model = try auditModel(Self.project(viewControllerBased: false))
        let profile = try #require(screen(model, "ProfileViewController"))
        #expect(profile.screen.unknownContext != nil)
        #expect(profile.prediction.certainty == .certain)
        #expect(profile.prediction.styleDecidedBy == "application")
        #expect(profile.prediction.light.style == .lightContent)
        #expect(profile.prediction.dark.style == .lightContent)
        // Under the bar: its own white view, or a navigation bar; not said.
        #expect(profile.prediction.light.backdrop == nil)
        #expect(profile.prediction.dark.backdrop == nil)
        #expect(profile.prediction.alwaysUnreadable.isEmpty)
    }

    /// Controller-based, the navigation controller the audit cannot follow decides: unknown.
    @Test func controllerBasedTheSameScreenIsUnknown() throws {
        let model = try auditModel(Self.project(viewControllerBased: true))
        let profile = try #require(screen(model, "ProfileViewController"))
        #expect(profile.prediction.certainty.name == "unknown")
    }
}
