import Foundation
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// In application mode (`UIViewControllerBasedStatusBarAppearance` false) a sheet's presenter still
/// recedes over the window's background, but what the status bar draws there is the application's
/// style (R1): the light content drawn over the backdrop is a controller-based rule (R4). `default`
/// draws dark content in light appearance on iOS 13–16, on black.
@Suite("Audit: application mode over a sheet's backdrop")
struct ApplicationModeSheetTests {
    static func project(present: String) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist(["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
            "App/SceneDelegate.swift": sceneDelegate(root: "HomeViewController()"),
            "App/Home.swift": """
            import SwiftUI
            import UIKit
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemBackground
                }
                func openDetails() {
                    \(present)
                }
            }
            final class DetailsViewController: UIViewController {}
            struct NotesView: View { var body: some View { Text("Notes") } }
            extension UIViewController {
                func configureAsCover() { modalPresentationStyle = .fullScreen }
                func configureAsModal() {
                    if UIScreen.main.bounds.height < 600 {
                        modalPresentationStyle = .fullScreen
                    } else {
                        modalPresentationStyle = .formSheet
                    }
                }
            }
            """,
        ]
    }

    func findings(_ files: [String: String]) throws -> [Finding] {
        let (root, _) = try Markers.write(RuleExample(files))
        defer { try? FileManager.default.removeItem(at: root) }
        return Auditor.run(AuditOptions(root: root)).findings.filter { $0.rule == "default-style-on-fixed-background" }
    }

    /// On iOS 16 dark content on the black backdrop in light appearance; from iOS 17 `default`
    /// adapts to it. A warning, for iOS 13–16.
    @Test func aSheetShowsTheApplicationsDefaultOnItsBackdrop() throws {
        let files = Self.project(present: "present(DetailsViewController(), animated: true)")
        let model = try auditModel(files, ios: IOSVersion(16))
        let details = try #require(screen(model, "DetailsViewController"))
        #expect(details.prediction.styleDecidedBy.name == "application")
        #expect(details.prediction.light.content == .dark)
        #expect(details.prediction.light.background == RGBA.black)
        let found = try findings(files)
        let finding = try #require(found.first { $0.message.hasPrefix("'DetailsViewController' is shown in a sheet") })
        #expect(finding.message.contains("in application mode the status bar keeps the application's default style there"))
        #expect(finding.message.contains("(iOS 17 and later adapt default to the content below)"))
        #expect(finding.severity == .warning)
    }

    /// Full screen, no backdrop: the presenter's adaptive background lies under the bar.
    @Test func fullScreenHasNoBackdrop() throws {
        let files = Self.project(present: "let vc = DetailsViewController(); vc.modalPresentationStyle = .fullScreen; present(vc, animated: true)")
        #expect(try findings(files).isEmpty)
    }

    /// A hosting controller given its style by a method of the app (`host.configureAsCover()`):
    /// full screen, as the method sets it; no sheet, so no backdrop and no finding.
    @Test func aHostingControllerStyledByAMethodIsFullScreen() throws {
        let files = Self.project(present: "let host = UIHostingController(rootView: NotesView()); host.configureAsCover(); present(host, animated: true)")
        let model = try auditModel(files, ios: IOSVersion(16))
        let notes = try #require(screen(model, "NotesView"))
        #expect(notes.screen.presentation?.style == .fullScreen)
        #expect(try findings(files).isEmpty)
    }

    /// A method that sets one style or another by a run-time branch: which one is not told apart
    /// for a hosting controller, so where the view sits is not known (no finding rests on it).
    @Test func aHostingControllerStyledInBranchesIsNotKnown() throws {
        let files = Self.project(present: "let host = UIHostingController(rootView: NotesView()); host.configureAsModal(); present(host, animated: true)")
        let model = try auditModel(files, ios: IOSVersion(16))
        let notes = try #require(screen(model, "NotesView"))
        #expect(notes.screen.unknownContext?.contains("'configureAsModal'") == true)
        #expect(try findings(files).isEmpty)
    }
}
