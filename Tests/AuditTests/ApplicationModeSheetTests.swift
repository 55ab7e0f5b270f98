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

/// A class with a storyboard scene is made from it, however the code loads it: the style its
/// scene sets applies (`SyncAlertViewController.instantiateFromStoryboard()`, a helper that names
/// the storyboard and identifier after the class).
@Suite("Audit: a storyboard scene's own presentation style")
struct SceneStyleTests {
    static func project(alertScenes: String) -> [String: String] {
        [
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(
                initial: "nav", navigationScene("nav", root: "home") + controllerScene("home", customClass: "HomeViewController")),
            "App/Base.lproj/SyncAlertViewController.storyboard": storyboard(initial: "alert-1", alertScenes),
            "App/Home.swift": """
            import UIKit
            extension UIViewController {
                class func instantiateFromStoryboard() -> Self {
                    let name = String(describing: self)
                    return UIStoryboard(name: name, bundle: nil).instantiateViewController(withIdentifier: name) as! Self
                }
            }
            final class HomeViewController: UIViewController {
                func resolveConflict() {
                    let alert = SyncAlertViewController.instantiateFromStoryboard()
                    present(alert, animated: true)
                }
            }
            final class SyncAlertViewController: UIViewController {}
            """,
        ]
    }

    static func alertScene(_ id: String, style: String?) -> String {
        controllerScene(id, customClass: "SyncAlertViewController",
                        background: "<color key=\"backgroundColor\" white=\"0.0\" alpha=\"0.0\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>",
                        attributes: " storyboardIdentifier=\"SyncAlertViewController\"" + (style.map { " modalPresentationStyle=\"\($0)\"" } ?? ""))
    }

    @Test func theScenesStyleApplies() throws {
        let model = try auditModel(Self.project(alertScenes: Self.alertScene("alert-1", style: "overFullScreen")))
        let alert = try #require(screen(model, "SyncAlertViewController"))
        #expect(alert.screen.presentation?.style == .overFullScreen)
    }

    /// Two scenes of the class that set different styles (or one that sets none): the code's default.
    @Test func scenesThatDisagreeSayNothing() throws {
        let model = try auditModel(Self.project(alertScenes: Self.alertScene("alert-1", style: "overFullScreen")
            + Self.alertScene("alert-2", style: "formSheet")))
        let alert = try #require(screen(model, "SyncAlertViewController"))
        #expect(alert.screen.presentation?.style == .automatic)
        let unset = try auditModel(Self.project(alertScenes: Self.alertScene("alert-1", style: nil)))
        #expect(try #require(screen(unset, "SyncAlertViewController")).screen.presentation?.style == .automatic)
        // A scene that sets none before one that sets a style: they do not agree either.
        let unsetFirst = try auditModel(Self.project(alertScenes: Self.alertScene("alert-1", style: nil)
            + Self.alertScene("alert-2", style: "overFullScreen")))
        #expect(try #require(screen(unsetFirst, "SyncAlertViewController")).screen.presentation?.style == .automatic)
    }
}
