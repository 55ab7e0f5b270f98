import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `ineffective-application-setter`: a deprecated `UIApplication` status bar setter called in an
/// app in controller-based mode, where it does nothing (R1).
package struct IneffectiveApplicationSetter: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for facts in model.ownSources {
            for use in facts.deprecatedUses where use.isApplicationSetter {
                for report in model.apps(owning: facts.path) where report.app.mode == .viewControllerBased {
                    let (member, what) = use.setsStyle ? (StatusBarMember.preferredStatusBarStyle.swiftName, "the status bar style")
                        : (StatusBarMember.prefersStatusBarHidden.swiftName, "whether the status bar is hidden")
                    let message = "'\(use.apiName)' does nothing in controller-based mode: \(what) comes from "
                        + "the deciding controller; override \(member) there and call \(RuleText.updateCall(use.language))"
                    findings.append(finding(use.location, message, related: [report.app.modeNote]))
                }
            }
        }
        return Finding.merged(findings)
    }
}
