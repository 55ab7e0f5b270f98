import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `invalid-info-plist-value`: a status-bar key of the wrong type, or an empty or unknown
/// `UIStatusBarStyle` (R1, R2). The readers leave such a value out of the model and list it in
/// `AppInfoPlist.issues`; this rule reports each one at the value.
package struct InvalidInfoPlistValue: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for report in model.apps {
            for issue in report.app.plist.issues {
                findings.append(finding(issue.location, issue.message))
            }
        }
        return Finding.merged(findings)
    }
}
