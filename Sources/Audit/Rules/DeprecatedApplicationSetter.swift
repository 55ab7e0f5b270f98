import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `deprecated-application-setter`: a deprecated `UIApplication` status bar setter in an app in
/// application mode, where it still works (R1).
package struct DeprecatedApplicationSetter: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    static let described = RuleDescription(
        id: "deprecated-application-setter", name: "Deprecated application setter", severity: .warning,
        rationale: """
            In application mode the application's status bar setters change the bar (R1), but they have \
            been deprecated since iOS 9 (UIApplication.h): controller-based mode, with preferredStatusBarStyle \
            and prefersStatusBarHidden (R4-R7), is the supported way.
            """,
        triggering: [
            .swift("""
                import UIKit

                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        application.↓setStatusBarStyle(.lightContent, animated: false)
                        return true
                    }
                }

                """, info: ["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
            .swift("""
                import UIKit

                final class VideoViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        UIApplication.shared.↓setStatusBarHidden(true, with: .slide)
                    }
                }

                """, info: ["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
        ],
        nonTriggering: [
            // Controller-based mode: ineffective-application-setter's.
            .swift("""
                import UIKit

                final class VideoViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        UIApplication.shared.setStatusBarHidden(true, with: .slide)
                    }
                }

                """),
            .swift("""
                import UIKit

                final class VideoViewController: UIViewController {
                    // UIApplication.shared.setStatusBarHidden(true, with: .slide)
                    let note = "setStatusBarStyle(.lightContent, animated: true)"
                }

                """, info: ["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
        ])

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for facts in model.ownSources {
            for use in facts.deprecatedUses where use.isApplicationSetter {
                for report in model.apps(owning: facts.path) where report.app.mode == .application {
                    let member = use.setsStyle ? "preferredStatusBarStyle" : "prefersStatusBarHidden"
                    let message = "'\(use.apiName)' changes the status bar in application mode but has been deprecated since iOS 9: "
                        + "move to controller-based mode and override \(member) in the deciding controller"
                    findings.append(finding(use.location, message, related: [report.app.modeNote]))
                }
            }
        }
        return Finding.merged(findings)
    }
}
