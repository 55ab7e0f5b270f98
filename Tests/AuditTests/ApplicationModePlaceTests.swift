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
        #expect(profile.prediction.styleDecidedBy.name == "application")
        #expect(profile.prediction.light.style == .lightContent)
        #expect(profile.prediction.dark.style == .lightContent)
        // Under the bar: its own white view, or a navigation bar; not said.
        #expect(profile.prediction.light.backdrop == nil)
        #expect(profile.prediction.dark.backdrop == nil)
        #expect(profile.prediction.alwaysUnreadable.isEmpty)
    }

    /// Controller-based, the navigation controller the audit cannot follow decides: it is one of
    /// the app's places, and none of the app's controllers answers anything, so UIKit's default
    /// is asked for whichever it is (Info.plist's lightContent is the launch screen's only). What is
    /// drawn is not one outcome: one of those places is a sheet, whose backdrop draws light content
    /// (R4), where elsewhere `default` adapts to what lies under the bar.
    @Test func controllerBasedTheSameScreenHasUIKitsDefaultWhereverItSits() throws {
        let model = try auditModel(Self.project(viewControllerBased: true))
        let profile = try #require(screen(model, "ProfileViewController"))
        #expect(profile.prediction.certainty == .conditional)
        #expect(profile.prediction.styleDecidedBy.name == "ProfileViewController, or what holds or presents it")
        #expect(profile.prediction.possibleStyles == [.default])
        #expect(profile.prediction.light.style == .default)
        #expect(profile.prediction.light.backdrop == nil)
        let sheet = try #require(profile.prediction.outcomes.first { $0.light.content == .light })
        #expect(sheet.conditions.first?.values.allSatisfy { $0.hasPrefix("in a sheet") } == true)
        #expect(profile.prediction.outcomes.contains { $0.light.content == .adaptive })
    }

    /// Application mode with `default`: the application's style is drawn wherever the screen sits,
    /// a sheet's backdrop included (R1: the light content drawn over the backdrop is R4's, a
    /// controller-based rule). Full screen or in a sheet, `default` adapts to what lies below
    /// (iOS 17), which is not known here: one outcome, and the application decides it.
    @Test func applicationModeDefaultIsTheSameInASheet() throws {
        var files = Self.project(viewControllerBased: false)
        files["App/Info.plist"] = RuleExample.infoPlist(["UIViewControllerBasedStatusBarAppearance": "<false/>"])
        let model = try auditModel(files)
        let profile = try #require(screen(model, "ProfileViewController"))
        #expect(profile.prediction.certainty == .certain)
        #expect(profile.prediction.styleDecidedBy.name == "application")
        #expect(profile.prediction.possibleStyles == [.default])
        #expect(profile.prediction.light.content == .adaptive)
        #expect(profile.prediction.outcomes.isEmpty)
    }

    /// Application mode, a storyboard whose initial navigation controller shows `HomeViewController`,
    /// which pushes `ProfileViewController` and `SettingsViewController` (storyboard segues).
    static func appearingProject(restores: Bool) -> [String: String] {
        let push = { (id: String) in "<segue destination=\"\(id)\" kind=\"show\" id=\"to-\(id)\"/>" }
        return [
            "App/Info.plist": RuleExample.infoPlist([
                "UIMainStoryboardFile": "<string>Main</string>",
                "UIViewControllerBasedStatusBarAppearance": "<false/>",
            ]),
            "App/Base.lproj/Main.storyboard": storyboard(
                initial: "nav",
                navigationScene("nav", root: "home")
                    + controllerScene("home", customClass: "HomeViewController", segues: push("profile") + push("settings"))
                    + controllerScene("profile", customClass: "ProfileViewController")
                    + controllerScene("settings", customClass: "SettingsViewController")),
            "App/Screens.swift": """
            import UIKit
            final class HomeViewController: UIViewController {}
            final class ProfileViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    UIApplication.shared.setStatusBarStyle(.lightContent, animated: animated)
                }
                \(restores ? """
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    UIApplication.shared.setStatusBarStyle(.default, animated: animated)
                }
                """ : "")
            }
            final class SettingsViewController: UIViewController {}
            """,
        ]
    }

    /// A screen that sets the application's style as it appears shows that style; a screen that
    /// sets none shows what was set last: the launch style, or the one another screen left.
    @Test(arguments: [false, true])
    func aStyleSetAsAScreenAppears(restores: Bool) throws {
        let model = try auditModel(Self.appearingProject(restores: restores))
        let profile = try #require(screen(model, "ProfileViewController"))
        #expect(profile.prediction.certainty == .certain)
        #expect(profile.prediction.light.style == .lightContent)
        let settings = try #require(screen(model, "SettingsViewController"))
        #expect(settings.prediction.light.style == .default)
        if restores {
            #expect(settings.prediction.certainty == .certain)
            #expect(settings.prediction.possibleStyles == [.default])
        } else {
            #expect(settings.prediction.certainty == .conditional)
            #expect(settings.prediction.possibleStyles == [.default, .lightContent])
        }
    }

    /// Objective-C: `setStatusBarHidden:YES` in `viewWillAppear:`, back in `viewWillDisappear:`.
    @Test func anObjectiveCScreenHidesTheBarAsItAppears() throws {
        var files = Self.appearingProject(restores: true)
        files["App/Screens.swift"] = """
            import UIKit
            final class HomeViewController: UIViewController {}
            final class ProfileViewController: UIViewController {}
            """
        files["App/SettingsViewController.h"] = "#import <UIKit/UIKit.h>\n@interface SettingsViewController : UIViewController\n@end\n"
        files["App/SettingsViewController.m"] = """
            #import "SettingsViewController.h"
            @implementation SettingsViewController
            - (void)viewWillAppear:(BOOL)animated {
                [super viewWillAppear:animated];
                [[UIApplication sharedApplication] setStatusBarHidden:YES];
            }
            - (void)viewWillDisappear:(BOOL)animated {
                [super viewWillDisappear:animated];
                [[UIApplication sharedApplication] setStatusBarHidden:NO];
            }
            @end
            """
        let model = try auditModel(files)
        let settings = try #require(screen(model, "SettingsViewController"))
        #expect(settings.prediction.certainty == .certain)
        #expect(settings.prediction.hidden == true)
        let home = try #require(screen(model, "HomeViewController"))
        #expect(home.prediction.certainty == .certain)
        #expect(home.prediction.hidden == false)
    }
}
