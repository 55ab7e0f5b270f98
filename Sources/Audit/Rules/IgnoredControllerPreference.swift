import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `ignored-controller-preference`: a status bar override, or a call of
/// `setNeedsStatusBarAppearanceUpdate()`, in an app in application mode, where UIKit never asks
/// controllers (R1).
package struct IgnoredControllerPreference: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        // (The apps are looked up only for a file with something to report: asked for each of the
        // thousands of files of a large app, the look-up cost more than the rule.)
        for facts in model.ownSources where !facts.overrides.isEmpty || facts.calls.contains(where: { $0.kind == .setNeedsStatusBarAppearanceUpdate }) {
            let apps = model.apps(owning: facts.path).filter { $0.app.mode == .application }
            guard !apps.isEmpty else { continue }
            for report in apps {
                for o in facts.overrides {
                    let message = "'\(o.member.spelled(in: o.language))' of '\(o.typeName)' is never consulted in application mode "
                        + "(UIViewControllerBasedStatusBarAppearance is false): remove the override, or set the key to true "
                        + "so that controllers decide"
                    findings.append(finding(o.location, message, related: [report.app.modeNote], subject: .controller(o.typeName)))
                }
                for call in facts.calls where call.kind == .setNeedsStatusBarAppearanceUpdate {
                    let message = "\(RuleText.updateCall(call.language)) does nothing in application mode "
                        + "(UIViewControllerBasedStatusBarAppearance is false): remove the call, or set the key to true"
                    findings.append(finding(call.location, message, related: [report.app.modeNote]))
                }
            }
        }
        return Finding.merged(findings)
    }
}
