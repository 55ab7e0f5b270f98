import Audit
import Foundation
import ProjectReading
import SourceModel
import StatusBarEngine

/// The audited folders the report tests render: a tiny hand-written app, and the repository's
/// sample app when it is there.
enum AuditFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Tidepool: a navigation controller with a visible black bar tinted #0B4F5C over
    /// 'TidesViewController' (whose own answer is swallowed), and a full-screen
    /// 'ChartViewController' that answers `default` on black (unreadable in light appearance) and
    /// hides the bar while scrubbing (hidden depends on run-time state).
    static let tidepool = packageRoot.appendingPathComponent("Tests/Fixtures/AuditReportTidepool")

    /// Folders to render in the browser: the fixture, and `Examples/SampleApp` once it exists.
    static var browserFolders: [String] {
        ["Tests/Fixtures/AuditReportTidepool", "Examples/SampleApp"].filter {
            FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent($0).path)
        }
    }

    /// The audit of a folder with the project's rules.
    static func audit(_ folder: URL) -> AuditReport {
        var options = AuditOptions(root: folder)
        options.locatesExplanations = true
        return Auditor.run(options)
    }

    /// Tidepool's screens (no rule run, so that the report's snapshot does not move with the rule
    /// catalog) with hand-written findings at real places of the fixture, as the rules word them.
    static func tidepoolReport() -> AuditReport {
        var options = AuditOptions(root: tidepool)
        options.locatesExplanations = true
        var report = Auditor.run(options, rules: [])
        report.findings = tidepoolFindings.sorted()
        return report
    }

    static let tidepoolFindings: [Finding] = [
        Finding(rule: "unreadable-status-bar", severity: .error,
                location: SourceLocation(file: "Tidepool/ChartViewController.swift", line: 11, column: 18),
                message: "'ChartViewController' answers default: dark content on #000000 in light appearance has "
                    + "contrast 1.00:1, below 3:1: answer lightContent",
                subject: .controller("ChartViewController")),
        Finding(rule: "preference-swallowed-by-navigation", severity: .warning,
                location: SourceLocation(file: "Tidepool/TidesViewController.swift", line: 8, column: 18),
                message: "'TidesViewController' answers darkContent but 'UINavigationController' shows its navigation bar "
                    + "and does not forward: override childForStatusBarStyle",
                related: [RelatedLocation(SourceLocation(file: "Tidepool/Base.lproj/Main.storyboard", line: 14, column: 17),
                                          "the navigation controller scene, with no custom class")],
                subject: .controller("TidesViewController")),
        Finding(rule: "deprecated-status-bar-api", severity: .warning,
                location: SourceLocation(file: "Tidepool/TidesViewController.swift", line: 18, column: 30),
                message: "'isNetworkActivityIndicatorVisible' is deprecated since iOS 13 and shows nothing: remove it"),
        Finding(rule: "launch-style-mismatch", severity: .info,
                location: SourceLocation(file: "Tidepool/Info.plist", line: 26, column: 2),
                message: "the launch screen draws dark content (UIStatusBarStyle) but the first screen "
                    + "'TidesViewController' draws light content on its black navigation bar: it flashes at launch",
                related: [RelatedLocation(SourceLocation(file: "Tidepool/TidesViewController.swift", line: 4, column: 13),
                                          "the first screen")],
                subject: .controller("TidesViewController")),
    ]
}
