import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `status-bar-always-hidden`: every screen of an app hides the status bar and no code shows it
/// again (no screen whose hidden answer can be false, no application setter showing it).
package struct StatusBarAlwaysHidden: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for report in model.apps {
            let app = report.app
            let screens = model.screens.filter { $0.screen.app == app.name }
            guard !screens.isEmpty, screens.allSatisfy({ $0.prediction.hidden == true && $0.prediction.possibleHidden == [true] }) else {
                continue
            }
            let shows = model.ownSources.filter { app.owns($0.path) }.contains { facts in
                facts.deprecatedUses.contains { use in
                    (use.api == .setStatusBarHidden || (use.api == .isStatusBarHidden && use.access == .write)) && use.value != .bool(true)
                }
            }
            guard !shows else { continue }
            let key = app.plist.statusBarHidden.value(forIdiom: "iphone")
            let location = key?.value == true ? key!.location : app.infoPlistStart
            let message = "every screen of '\(app.name)' hides the status bar and nothing shows it again: people lose the time, "
                + "connectivity and battery; hide it only while needed and let a tap bring it back"
            let related = screens.prefix(20).map { s -> RelatedLocation in
                let place = Readability.answerLocation(of: s.prediction.hiddenDecidedBy, .prefersStatusBarHidden, in: model)
                return RelatedLocation(place ?? s.screen.location, "'\(s.screen.controller.className)' hides the status bar")
            }
            findings.append(finding(location, message, related: related))
        }
        return Finding.merged(findings)
    }
}
