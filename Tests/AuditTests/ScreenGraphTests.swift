import Foundation
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Screens as the code shows them: no screen rests on a container the audit could not read.
@Suite("Audit: screens from code")
struct ScreenGraphTests {
    @Test func aNavigationControllerIsNeverTakenForItsOwnRoot() throws {
        let (root, _) = try Markers.write(RuleExample([
            "App/Info.plist": plainInfo,
            "App/List.swift": """
            import UIKit
            final class ThemedNavigationController: UINavigationController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class ListViewController: UIViewController {
                func pick() {
                    let controller: UIViewController = { PickerFactory.make() }()
                    present(ThemedNavigationController(rootViewController: controller), animated: true)
                }
            }
            """,
        ]))
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Auditor.run(AuditOptions(root: root))
        #expect(!report.screens.contains { $0.screen.controller.className == "ThemedNavigationController" })
        #expect(!report.findings.contains { $0.rule == "preference-swallowed-by-navigation" })
    }
}

@Suite("Audit: storyboard children")
struct StoryboardChildTests {
    @Test func aControllerEmbeddedInAContainerViewIsNotAScreen() throws {
        let scenes = embeddingScene("host", customClass: "PlayerViewController", embeds: "controls", y: 600, height: 252)
            + controllerScene("controls", customClass: "ControlsViewController",
                              background: "<color key=\"backgroundColor\" red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>")
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "host", scenes),
            "App/Player.swift": """
            import UIKit
            final class PlayerViewController: UIViewController {}
            final class ControlsViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """,
        ])
        #expect(screen(model, "PlayerViewController") != nil)
        #expect(screen(model, "ControlsViewController") == nil)
    }

    /// A screen pushed inside a navigation controller embedded in a plain controller (a settings
    /// panel over an emulator): the parent decides, as a custom container does, unless it forwards.
    /// `forwards`: how the parent forwards, if it does: `children.first`, or a property declared as
    /// the embedded child's class (set from the embed segue); the navigation controller it forwards
    /// to passes `prefersStatusBarHidden` on to its top.
    @Test(arguments: [nil, "children.first", "panel"])
    func aScreenInsideAnEmbeddedNavigationControllerIsDecidedByTheParent(forwards: String?) throws {
        let scenes = embeddingScene("emu", customClass: "EmulatorViewController", embeds: "panel-nav", y: 200, height: 452)
            + navigationScene("panel-nav", root: "settings", customClass: "PanelNavigationController")
            + controllerScene("settings", customClass: "PanelSettingsViewController",
                              segues: "<segue destination=\"cheats\" kind=\"show\" id=\"to-cheats\"/>")
            + controllerScene("cheats", customClass: "CheatsViewController")
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "emu", scenes),
            "App/Emulator.swift": """
            import UIKit
            final class EmulatorViewController: UIViewController {
                private var panel: PanelNavigationController?
                override var prefersStatusBarHidden: Bool { true }
                \(forwards.map { "override var childForStatusBarHidden: UIViewController? { \($0) }" } ?? "")
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    panel = segue.destination as? PanelNavigationController
                }
            }
            final class PanelNavigationController: UINavigationController {}
            final class PanelSettingsViewController: UITableViewController {}
            final class CheatsViewController: UIViewController {}
            """,
        ])
        let cheats = try #require(screen(model, "CheatsViewController"))
        #expect(cheats.screen.tabBarClass == "EmulatorViewController")
        // The panel is in the middle of the emulator's view: the bar's color is not what lies under the status bar.
        #expect(cheats.screen.navigation?.notAtTop != nil)
        #expect(cheats.prediction.light.background == nil)
        if forwards != nil {
            #expect(cheats.prediction.hiddenDecidedBy.name == "CheatsViewController")
        } else {
            #expect(cheats.prediction.hiddenDecidedBy.name == "EmulatorViewController")
            #expect(cheats.prediction.hidden == true)
        }
    }
}
