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

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for facts in model.ownSources {
            for use in facts.deprecatedUses where use.isApplicationSetter {
                for report in model.apps(owning: facts.path) where report.app.mode == .application {
                    let member = (use.setsStyle ? StatusBarMember.preferredStatusBarStyle : .prefersStatusBarHidden).swiftName
                    let message = "'\(use.apiName)' changes the status bar in application mode but has been deprecated since iOS 9: "
                        + "move to controller-based mode and override \(member) in the deciding controller"
                    findings.append(finding(use.location, message, related: [report.app.modeNote]))
                }
            }
        }
        return Finding.merged(findings)
    }
}
