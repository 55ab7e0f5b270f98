import Foundation
import ProjectReaders
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// The sample app's planted defects (Examples/SampleApp/PLANTED.md): each found exactly once, and
/// nothing else. Runs once the sample app is in the repository.
@Suite("Sample app audit")
struct SampleAppAuditTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/SampleApp")
    static var present: Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent("PLANTED.md").path) }

    static let planted: [String] = [
        "launch-style-mismatch Trailhead/Info.plist:66:2",
        "preference-swallowed-by-navigation Trailhead/Map/MapViewController.swift:17:18",
        "storyboard-navigation-without-custom-class Trailhead/Base.lproj/Main.storyboard:162:17",
        "preference-swallowed-by-presentation Trailhead/Journal/TrailSheetViewController.swift:19:18",
        "unknown-custom-class Trailhead/Base.lproj/Main.storyboard:362:17",
        "override-in-extension Trailhead/Extensions/UINavigationController+StatusBar.swift:13:23",
        "bar-style-contradiction Trailhead/Navigation/ExpeditionNavigationController.swift:22:18",
        "missing-appearance-update Trailhead/Theme/ThemeableViewController.swift:41:9",
        "default-style-on-fixed-background Trailhead/Checklist/PackingListViewController.swift:15:18",
        "unreadable-status-bar Trailhead/Checklist/PackingListViewController.swift:66:13",
        "ineffective-application-setter Trailhead/Settings/SettingsViewController.swift:45:34",
        "deprecated-status-bar-api Trailhead/Settings/SettingsViewController.swift:34:45",
        "animation-without-hidden-change Trailhead/Map/ElevationProfileViewController.swift:29:18",
        // The Objective-C part (Trailhead/Legacy).
        "override-in-extension Trailhead/Legacy/UITabBarController+TRLStatusBar.m:16:23",
        "ineffective-application-setter Trailhead/Legacy/TRLCompassViewController.m:62:40",
    ]

    /// The screen readable on iOS 17 and not on iOS 15–16 (PLANTED.md 9, 10): one warning naming the
    /// versions, under the rule that names the cause; the screen unreadable everywhere (17) is the error.
    @Test(.enabled(if: present)) func erasAndSeverities() throws {
        let report = Auditor.run(AuditOptions(root: Self.root))
        let app = try #require(report.apps.first?.app)
        #expect(app.versions.deploymentTarget == IOSVersion(15) && app.versions.eras == [.ios13to16, .ios17])
        #expect(!report.findings.contains { $0.rule == "unreadable-status-bar" && $0.subject?.name == "PackingListViewController" })
        let packing = try #require(report.findings.first { $0.rule == "default-style-on-fixed-background" && $0.location.line == 15 })
        #expect(packing.severity == .warning)
        #expect(packing.message.contains("on iOS 15–16 (iOS 17 and later adapt default to the content below)"))
        let ready = try #require(report.findings.first { $0.rule == "unreadable-status-bar" && $0.location.line == 66 })
        #expect(ready.severity == .error)
        let screen = try #require(report.screens.first { $0.screen.controller.className == "PackingListViewController" })
        #expect(screen.eras.first?.prediction.dark.readable == false)
        #expect(screen.prediction.dark.readable == true)
    }

    @Test(.enabled(if: present)) func everyPlantedDefectOnceAndNothingElse() {
        let report = Auditor.run(AuditOptions(root: Self.root))
        let found = report.findings.map { "\($0.rule) \($0.location)" }
        #expect(found.sorted() == Self.planted.sorted())
        #expect(report.skipped.contains { $0.file == "Trailhead.xcodeproj/project.pbxproj" && $0.reason.contains("TrailheadWatch") })
    }

    /// The Objective-C compass (PLANTED.md, "Expected screens"): named in `Compass.storyboard`
    /// without a module, inside the Swift `CompassNavigationController`, which inherits the
    /// forwarding of the Objective-C `TRLTrailNavigationController`.
    @Test(.enabled(if: present)) func theObjectiveCCompassDecidesItsOwnStyle() throws {
        let report = Auditor.run(AuditOptions(root: Self.root))
        // 14: the TrailConditions scene is stale (nothing reaches it), so it is not a screen; the
        // photo viewer is two (a segue from the journal list, code in the entry detail); the SwiftUI
        // About view, the root of the hosting controller Settings pushes, is one; the Logbook tab,
        // added in code by the storyboard's tab bar class through a factory, is one.
        #expect(report.screens.count == 14)
        let logbook = try #require(report.screens.first { $0.screen.controller.className == "LogbookViewController" })
        #expect(logbook.screen.navigation?.controller.className == "ThemedNavigationController")
        #expect(logbook.screen.tabBarClass == "TrailheadTabBarController")
        #expect(logbook.screen.unknownContext == nil)
        #expect(report.screens.filter { $0.screen.controller.className == "PhotoViewerViewController" }.count == 2)
        let about = try #require(report.screens.first { $0.screen.controller.className == "AboutTrailheadView" })
        #expect(about.screen.navigation?.controller.className == "ThemedNavigationController")
        #expect(about.screen.swiftUI?.how == .hostingRoot)
        #expect(!report.screens.contains { $0.screen.controller.className == "TrailConditionsViewController" })
        let compass = try #require(report.screens.first { $0.screen.controller.className == "TRLCompassViewController" })
        // Loaded by code (`UIStoryboard(name: "Compass").instantiateInitialViewController()`) and
        // presented by the map: the storyboard's navigation controller, the code's presentation.
        #expect(compass.screen.presentation?.presenter?.className == "MapViewController")
        #expect(compass.screen.presentation?.style == .fullScreen)
        #expect(compass.screen.location == SourceLocation(file: "Trailhead/Legacy/TRLCompassViewController.h", line: 12, column: 12))
        #expect(compass.screen.navigation?.controller.className == "CompassNavigationController")
        #expect(compass.prediction.styleDecidedBy.name == "TRLCompassViewController")
        #expect(compass.prediction.light.style == .lightContent && compass.prediction.dark.style == .lightContent)
        #expect(compass.prediction.certainty.name == "certain")
        #expect(!report.findings.contains { $0.location.file.hasPrefix("Trailhead/Legacy/Compass.storyboard") })
    }
}

/// The apps of an audit are modelled on every core and the rules run on every core: the report
/// must not depend on which finishes first.
@Suite("Audit: parallel model and rules")
struct ParallelModelTests {
    @Test(.enabled(if: SampleAppAuditTests.present)) func theReportIsTheSameOnEveryRun() {
        let options = AuditOptions(root: SampleAppAuditTests.root)
        let first = JSONReporter.render(Auditor.run(options))
        for _ in 0..<4 { #expect(JSONReporter.render(Auditor.run(options)) == first) }
    }

    @Test(.enabled(if: SampleAppAuditTests.present)) func findingsKeepTheRuleOrderBeforeSorting() {
        // The same findings as each rule run alone, one after the other.
        let options = AuditOptions(root: SampleAppAuditTests.root)
        let all = Auditor.run(options).findings
        let model = Auditor.model(options)
        let unbuilt = Set(model.contents.inventory.sourcesInNoTarget)
        let oneByOne = RuleCatalog.all.flatMap { rule in
            rule.check(model).filter { !model.isVendored($0.location.file) && !unbuilt.contains($0.location.file) }
        }.sorted()
        #expect(all == oneByOne)
    }
}

/// The CLI leaves out the engine's explanation of each prediction for every format but HTML
/// (`AuditOptions.explainsPredictions`): what it predicts and finds must not change.
@Suite("Audit: predictions without their explanation")
struct UnexplainedPredictionTests {
    @Test(.enabled(if: SampleAppAuditTests.present)) func theSamePredictionsAndFindingsWithoutTheText() {
        let explained = Auditor.run(AuditOptions(root: SampleAppAuditTests.root))
        var options = AuditOptions(root: SampleAppAuditTests.root)
        options.explainsPredictions = false
        let unexplained = Auditor.run(options)
        #expect(JSONReporter.render(unexplained) == JSONReporter.render(explained))
        #expect(unexplained.findings == explained.findings)
        #expect(explained.screens.contains { !$0.prediction.explanation.isEmpty })
        #expect(unexplained.screens.allSatisfy { $0.prediction.explanation.isEmpty && $0.eras.allSatisfy { $0.prediction.explanation.isEmpty } })
        func withoutText(_ p: ScreenPrediction) -> ScreenPrediction { var p = p; p.explanation = []; return p }
        #expect(unexplained.screens.map(\.prediction) == explained.screens.map { withoutText($0.prediction) })
        #expect(unexplained.screens.map { $0.eras.map(\.prediction) } == explained.screens.map { $0.eras.map { withoutText($0.prediction) } })
    }
}
