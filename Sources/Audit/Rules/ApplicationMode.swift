import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `application-mode`: `UIViewControllerBasedStatusBarAppearance` is false in an app's Info.plist.
package struct ApplicationMode: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for report in model.apps {
            guard let key = report.app.plist.viewControllerBasedStatusBarAppearance, !key.value else { continue }
            let message = "'\(key.key)' is false: the whole app has one status bar style (application mode) and every "
                + "controller's preference is ignored; set it to true and let controllers decide"
            findings.append(finding(key.location, message))
        }
        return Finding.merged(findings)
    }
}
