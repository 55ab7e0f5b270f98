import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `dark-mode-opt-out`: `UIUserInterfaceStyle` set to `Light` or `Dark` in an app's Info.plist.
package struct DarkModeOptOut: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for report in model.apps {
            guard let style = report.app.plist.userInterfaceStyle, style.value == "Light" || style.value == "Dark" else { continue }
            let content = style.value == "Light" ? "dark" : "light"
            let message = "'\(style.key)' is '\(style.value)': the app never follows the system appearance and default status bar "
                + "content is always \(content); Apple allows this only temporarily: support both appearances, then remove the key"
            findings.append(finding(style.location, message))
        }
        return Finding.merged(findings)
    }
}
