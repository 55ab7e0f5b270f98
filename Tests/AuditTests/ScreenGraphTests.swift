import Foundation
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
