import Foundation
import ProjectReading
import SourceModel
import TestSupport
import Testing
@testable import Audit

/// The whole audit on hostile input (issue 6): a project tree holding one of each kind of bad
/// file completes, reports each bad file as skipped or as a located error, still reports the good
/// files' findings, and writes nothing; the time limit skips what it did not read.
@Suite("Audit: bad files, time limit, read-only", .serialized)
struct AuditReliabilityTests {
    static var sampleAppPresent: Bool { SampleAppAuditTests.present }

    @Test(.enabled(if: sampleAppPresent))
    func oneOfEachBadFileIsReportedAndTheGoodFilesStillGiveTheirFindings() throws {
        let project = try FileTrees.HostileProject.make()
        defer { project.remove() }
        let vanishing = "Trailhead/Vanishing/GoneViewController.swift"
        let vanishingURL = project.root.appendingPathComponent(vanishing)
        try FileManager.default.createDirectory(at: vanishingURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("import UIKit\nfinal class GoneViewController: UIViewController {}\n".utf8).write(to: vanishingURL)

        var options = AuditOptions(root: project.root)
        // The exclusion filter runs after the walk and before the reads: the file vanishes in between.
        options.excluded = { path in
            if path == vanishing { try? FileManager.default.removeItem(at: vanishingURL) }
            return false
        }
        let audit = Auditor.run(options)

        // The good files' findings: exactly the sample app's planted defects.
        #expect(audit.findings.map { "\($0.rule) \($0.location)" }.sorted() == SampleAppAuditTests.planted.sorted())
        #expect(audit.apps.map(\.app.name) == ["Trailhead"])
        #expect(audit.incomplete == nil)

        // Each bad file: a skipped entry with its reason.
        for (path, reason) in FileTrees.HostileProject.expectedSkips {
            let skip = audit.skipped.first { $0.file == path }
            #expect(skip != nil, "\(path) is not listed as skipped: \(audit.skipped)")
            if let skip { #expect(skip.reason.contains(reason), "\(path): \(skip.reason)") }
        }
        #expect(audit.skipped.contains { $0.file == vanishing && $0.reason.contains("removed during the run") },
                "\(audit.skipped)")
        // Malformed files: a located error with its line and the line's text.
        let pbxproj = try #require(audit.errors.first { $0.location.file == "Broken.xcodeproj/project.pbxproj" })
        #expect(pbxproj.location.line >= 1 && pbxproj.location.line <= 9, "\(pbxproj)")
        let storyboard = try #require(audit.errors.first { $0.location.file == "Trailhead/Base.lproj/Broken.storyboard" })
        #expect(storyboard.location.line == 7, "\(storyboard)")
        #expect(storyboard.description.hasPrefix("Trailhead/Base.lproj/Broken.storyboard:7:"))
        let swift = try #require(audit.errors.first { $0.location.file == "Trailhead/Broken/HalfWrittenViewController.swift" },
                                 "\(audit.errors.map(\.location.file))")
        #expect((4...8).contains(swift.location.line), "\(swift)")

        // Nothing is read through a link out of the folder.
        let model = Auditor.model(AuditOptions(root: project.root))
        let classes = Set(model.sources.flatMap { $0.types.map(\.name) })
        #expect(!classes.contains(FileTrees.HostileProject.outsideClass))
        #expect(!model.sources.contains { $0.path.hasPrefix("Trailhead/Links/") })
        // Objective-C that is not UTF-8 is still read; hostile names are read under their names.
        #expect(classes.contains("TLLegacyViewController"))
        #expect(classes.contains("HalfWrittenViewController"))
        for (i, name) in FileTrees.hostileNames.enumerated() {
            #expect(model.sources.contains { $0.path == "Trailhead/Names/\(name).swift" && $0.types.map(\.name) == ["Named\(i)ViewController"] },
                    "\(name)")
        }
        if project.hasNonUTF8Name {
            // A name that is not UTF-8 cannot be opened through Foundation: listed as skipped, never dropped silently.
            #expect(model.contents.skipped.contains {
                $0.file.hasPrefix("Trailhead/Names/bad-") && $0.reason.contains("a name that is not UTF-8")
            }, "\(model.contents.skipped)")
        }
        // The same input gives the same report.
        let again = Auditor.run(AuditOptions(root: project.root))
        #expect(again.findings == audit.findings)
        #expect(again.skipped.filter { $0.file != vanishing } == audit.skipped.filter { $0.file != vanishing })
    }

    @Test func aBrokenInfoPlistBesideAGoodAppIsSkippedAndTheAppIsAudited() throws {
        let project = try TemporaryProject([
            "Good/Info.plist": RuleExample.infoPlist(["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
            "Good/ScreenViewController.swift": """
                import UIKit

                final class ScreenViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """,
            "Broken/Info.plist": String(RuleExample.infoPlist([:]).prefix(180)),
        ])
        defer { project.remove() }
        let report = Auditor.run(AuditOptions(root: project.root))
        #expect(report.apps.map(\.app.name) == ["Good"])
        #expect(report.skipped.contains { $0.file == "Broken/Info.plist" }, "\(report.skipped)")
        let error = try #require(report.errors.first { $0.location.file == "Broken/Info.plist" })
        #expect(error.location.line >= 1)
        // The good app's finding: an override that application mode ignores.
        #expect(report.findings.contains { $0.location.file == "Good/ScreenViewController.swift" }, "\(report.findings)")
    }

    /// A target whose `INFOPLIST_FILE` names no file: the app is audited with its generated keys,
    /// and the text and JSON say which file is missing and where (it skips no file of its own).
    @Test func anInfoPlistFileThatNamesNoFileIsSaid() throws {
        let project = try TemporaryProject([
            "Lamp.xcodeproj/project.pbxproj": """
            { objects = {
            P = {isa = PBXProject; buildConfigurationList = L; targets = (T); };
            L = {isa = XCConfigurationList; buildConfigurations = (R); };
            R = {isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = Lamp/Gone.plist; GENERATE_INFOPLIST_FILE = YES; SDKROOT = iphoneos; }; };
            T = {isa = PBXNativeTarget; name = Lamp; productType = "com.apple.product-type.application"; };
            }; rootObject = P; }
            """,
        ])
        defer { project.remove() }
        let report = Auditor.run(AuditOptions(root: project.root))
        #expect(report.apps.map(\.app.name) == ["Lamp"])
        #expect(TextReporter.render(report).contains("unreadable Lamp/Gone.plist:1:1: "))
        #expect(JSONReporter.render(report).contains("\"readErrors\""))
    }

    @Test func cyclesInStoryboardsAndClassChainsAndDeepInlineControllersEnd() throws {
        var nested = ""
        for i in 0..<5_000 { nested += "<viewController id=\"in\(i)\" customClass=\"LoopA\" sceneMemberID=\"viewController\">" }
        nested += String(repeating: "</viewController>", count: 5_000)
        let scenes = """
            <scene sceneID="s1"><objects>
                <navigationController id="nav" customClass="Selfish" sceneMemberID="viewController"><connections>
                    <segue destination="nav" kind="relationship" relationship="rootViewController" id="r1"/>
                </connections></navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController"><connections>
                    <segue destination="tabs" kind="relationship" relationship="viewControllers" id="r2"/>
                    <segue destination="a" kind="relationship" relationship="viewControllers" id="r3"/>
                </connections></tabBarController>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <viewController id="a" customClass="LoopA" sceneMemberID="viewController"><navigationItem key="navigationItem" id="ni-p1"><barButtonItem key="rightBarButtonItem" id="bb-p1"><connections>
                    <segue destination="b" kind="presentation" modalPresentationStyle="fullScreen" id="p1"/>
                </connections></barButtonItem></navigationItem></viewController>
            </objects></scene>
            <scene sceneID="s4"><objects>
                <viewController id="b" customClass="FeedViewController" sceneMemberID="viewController"><navigationItem key="navigationItem" id="ni-p2"><barButtonItem key="rightBarButtonItem" id="bb-p2"><connections>
                    <segue destination="a" kind="presentation" id="p2"/>
                    <segue destination="b" kind="show" id="p3"/>
                </connections></barButtonItem></navigationItem></viewController>
            </objects></scene>
            <scene sceneID="s5"><objects>\(nested)</objects></scene>
            """
        let project = try TemporaryProject([
            "App/Info.plist": RuleExample.infoPlist(["UIMainStoryboardFile": "<string>Main</string>"]),
            "App/Base.lproj/Main.storyboard": RuleExample.storyboardDocument(scenes, initial: "tabs"),
            "App/Cycles.swift": """
                import UIKit

                class LoopA: LoopB {}
                class LoopB: LoopA {}
                class Selfish: Selfish {}
                final class FeedViewController: LoopA {
                    override var preferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }
                    func again() { present(FeedViewController(), animated: true) }
                }

                """,
        ])
        defer { project.remove() }
        let audit = Auditor.run(AuditOptions(root: project.root))
        #expect(audit.apps.count == 1)
        #expect(audit.screens.contains { $0.screen.controller.className == "FeedViewController" }, "\(audit.screens.map(\.screen.controller.className))")
        #expect(audit.skipped.isEmpty, "\(audit.skipped)")
    }

    // MARK: - Time limit

    @Test(.enabled(if: sampleAppPresent))
    func aZeroTimeLimitSkipsEverySourceAndSaysTheAuditIsIncomplete() throws {
        var options = AuditOptions(root: SampleAppAuditTests.root)
        options.timeLimit = 0
        let report = Auditor.run(options)
        let reason = "the audit's time limit (0 s) was reached: not read"
        let notRead = report.skipped.filter { $0.reason == reason }
        #expect(notRead.contains { $0.file == "Trailhead/Map/MapViewController.swift" })
        #expect(notRead.contains { $0.file == "Trailhead/Base.lproj/Main.storyboard" })
        #expect(!notRead.contains { $0.file.hasSuffix(".plist") || $0.file.hasSuffix(".pbxproj") })
        // The project and its Info.plist are still read: the app is found.
        #expect(report.apps.map(\.app.name) == ["Trailhead"])
        let message = try #require(report.incomplete)
        #expect(message == "the audit is incomplete: its time limit (0 s) was reached and \(notRead.count) files were not read")
        // Every format says so.
        #expect(TextReporter.render(report).contains("warning: \(message)\n"))
        #expect(JSONReporter.render(report).contains("\"incomplete\" : \"\(message)\"")
                || JSONReporter.render(report).contains("\"incomplete\": \"\(message)\""))
        let sarif = SARIFReporter.render(report, rules: RuleCatalog.all.map(\.description))
        #expect(sarif.contains("\"executionSuccessful\" : false") || sarif.contains("\"executionSuccessful\": false"))
        #expect(sarif.contains(message))
        #expect(GitHubReporter.render(report).hasSuffix("::warning title=statusbar::\(message)\n"))
    }

    @Test(.enabled(if: sampleAppPresent))
    func aGenerousTimeLimitChangesNothing() throws {
        let unlimited = Auditor.run(AuditOptions(root: SampleAppAuditTests.root))
        var options = AuditOptions(root: SampleAppAuditTests.root)
        options.timeLimit = 3_600
        let limited = Auditor.run(options)
        #expect(limited.incomplete == nil)
        #expect(JSONReporter.render(limited) == JSONReporter.render(unlimited))
        #expect(TextReporter.render(limited) == TextReporter.render(unlimited))
        #expect(!JSONReporter.render(limited).contains("incomplete"))
    }

    @Test(arguments: [(0.0, "0 s"), (300, "300 s"), (0.5, "0.5 s"), (90.25, "90.25 s")])
    func theLimitIsShownAsWritten(seconds: Double, shown: String) {
        let budget = TimeBudget(seconds: seconds)
        #expect(budget.shown == shown)
        #expect(budget.reason == "the audit's time limit (\(shown)) was reached: not read")
    }

    @Test func aBudgetIsSpentOnlyAfterItsTime() {
        #expect(!TimeBudget.unlimited.isSpent)
        #expect(TimeBudget(seconds: 0).isSpent)
        #expect(!TimeBudget(seconds: 3_600).isSpent)
        #expect(TimeBudget.seconds(parsing: "-1") == nil)
        #expect(TimeBudget.seconds(parsing: "nan") == nil)
        #expect(TimeBudget.seconds(parsing: "inf") == nil)
        #expect(TimeBudget.seconds(parsing: "soon") == nil)
        #expect(TimeBudget.seconds(parsing: "2.5") == 2.5)
    }

    @Test(arguments: [("time_limit: 120\n", 120.0), ("time_limit: 0\n", 0), ("time_limit: 1.5\n", 1.5)])
    func theConfigurationSetsTheLimit(text: String, seconds: Double) throws {
        let configuration = try AuditConfiguration.parse(text, file: ".statusbar.yml", knownRules: [])
        #expect(configuration.timeLimit == seconds)
        var options = AuditOptions(root: URL(fileURLWithPath: "/tmp"))
        configuration.apply(to: &options)
        #expect(options.timeLimit == seconds)
    }

    @Test(arguments: ["time_limit: soon\n", "time_limit: -3\n", "time_limit: \"60\"\n", "time_limit: [1]\n"])
    func aBadTimeLimitIsALocatedError(text: String) throws {
        let error = try #require(throws: LocatedError.self) {
            try AuditConfiguration.parse(text, file: ".statusbar.yml", knownRules: [])
        }
        #expect(error.location.line == 1)
        #expect(error.location.column == 13)
        #expect(error.message.hasPrefix("time_limit must be"), "\(error.message)")
    }

    // MARK: - Read-only

    @Test(.enabled(if: sampleAppPresent))
    func theAuditOfAReadOnlyCopyWritesNothing() throws {
        let copy = try FileTrees.copyOfSampleApp("read-only-audit")
        defer { FileTrees.remove(copy.deletingLastPathComponent()) }
        FileTrees.setWritable(copy, false)
        let before = FileTrees.digest(copy)
        #expect(before.count > 40)
        #expect(before.allSatisfy { !$0.contains(" typeRegular 420 ") && !$0.contains(" typeDirectory 493 ") })
        let report = Auditor.run(AuditOptions(root: copy))
        _ = TextReporter.render(report)
        _ = JSONReporter.render(report)
        _ = SARIFReporter.render(report, rules: RuleCatalog.all.map(\.description))
        _ = GitHubReporter.render(report)
        #expect(report.findings.count == SampleAppAuditTests.planted.count)
        #expect(FileTrees.digest(copy) == before)
    }
}
