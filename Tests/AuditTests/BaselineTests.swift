@testable import Audit
import Foundation
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing

@Suite struct BaselineTests {
    func audit(_ project: TemporaryProject, baseline: Baseline? = nil) -> AuditReport {
        var options = AuditOptions(root: project.root)
        options.baseline = baseline
        return Auditor.run(options, rules: Fakes.rules)
    }

    @Test func theFileIsVersionedSortedAndHasNoLineNumbers() throws {
        let project = try TemporaryProject.sample()
        defer { project.remove() }
        let baseline = Baseline(findings: audit(project).findings, root: project.root)
        #expect(baseline.rendered() == """
            {
              "version": 1,
              "entries": [
                {
                  "rule": "fake-frame",
                  "file": "App/Screen.swift",
                  "text": "let height = UIApplication.shared.statusBarFrame.height"
                },
                {
                  "rule": "fake-hidden",
                  "file": "App/Screen.swift",
                  "text": "UIApplication.shared.isStatusBarHidden = height > 20"
                }
              ]
            }

            """)
        #expect(try Baseline.parse(baseline.rendered(), file: "b.json") == baseline)
    }

    @Test func aBaselineHidesItsFindingsEvenAfterLinesAreInsertedAbove() throws {
        let project = try TemporaryProject.sample()
        defer { project.remove() }
        let before = audit(project)
        #expect(before.findings.count == 2)
        let baseline = Baseline(findings: before.findings, root: project.root)

        let hidden = audit(project, baseline: baseline)
        #expect(hidden.findings.isEmpty)
        #expect(hidden.hiddenByBaseline == 2)

        // Lines inserted above move every finding down: still hidden.
        try project.write("App/Screen.swift", "// Screen.swift\n// Shows the feed.\n\n" + TemporaryProject.source)
        let moved = audit(project, baseline: baseline)
        #expect(audit(project).findings.map(\.location.line) == [9, 10])
        #expect(moved.findings.isEmpty)
        #expect(moved.hiddenByBaseline == 2)
    }

    @Test func changingTheFlaggedLineShowsTheFindingAgain() throws {
        let project = try TemporaryProject.sample()
        defer { project.remove() }
        let baseline = Baseline(findings: audit(project).findings, root: project.root)
        try project.write("App/Screen.swift", TemporaryProject.source.replacingOccurrences(
            of: "let height = UIApplication.shared.statusBarFrame.height",
            with: "let height = UIApplication.shared.statusBarFrame.size.height"))
        let report = audit(project, baseline: baseline)
        #expect(report.findings.map(\.rule) == ["fake-frame"])
        #expect(report.findings.first?.location.line == 6)
        #expect(report.hiddenByBaseline == 1)
    }

    @Test func entriesAreCountedTwoIdenticalFindingsNeedTwoEntries() throws {
        let one = "import UIKit\nfunc top() -> CGFloat {\n    UIApplication.shared.statusBarFrame.height\n}\n"
        let project = try TemporaryProject(["App/Info.plist": RuleExample.infoPlist([:]), "App/Bar.swift": one])
        defer { project.remove() }
        let baseline = Baseline(findings: audit(project).findings, root: project.root)
        #expect(baseline.entries.count == 1)

        // The same line written a second time: one entry hides one of the two findings.
        try project.write("App/Bar.swift", one + "func bottom() -> CGFloat {\n    UIApplication.shared.statusBarFrame.height\n}\n")
        let report = audit(project, baseline: baseline)
        #expect(report.findings.count == 1)
        #expect(report.hiddenByBaseline == 1)

        let both = Baseline(findings: audit(project).findings, root: project.root)
        #expect(both.entries.count == 2)
        #expect(audit(project, baseline: both).findings.isEmpty)
    }

    @Test func anEntryOfAnotherRuleOrFileHidesNothing() throws {
        let project = try TemporaryProject.sample()
        defer { project.remove() }
        let text = "let height = UIApplication.shared.statusBarFrame.height"
        let baseline = Baseline(entries: [
            Baseline.Entry(rule: "fake-hidden", file: "App/Screen.swift", text: text),
            Baseline.Entry(rule: "fake-frame", file: "App/Other.swift", text: text),
        ])
        #expect(audit(project, baseline: baseline).findings.count == 2)
    }

    @Test(arguments: [
        ("[]", "not a statusbar baseline: the top level must be an object"),
        ("{\"entries\": []}", "not a statusbar baseline: 'version' is missing"),
        ("{\"version\": 2, \"entries\": []}", "not a statusbar baseline: version 2 is not supported: this statusbar reads version 1"),
        ("{\"version\": 1, \"entries\": [{\"rule\": \"x\", \"file\": \"y\"}]}",
         "not a statusbar baseline: entry 1 must have the strings 'rule', 'file' and 'text'"),
        ("{\"version\": 1,", "not a statusbar baseline: invalid JSON"),
    ])
    func aBadBaselineIsALocatedError(_ text: String, _ message: String) {
        #expect(throws: LocatedError("\(message)", at: SourceLocation(file: "b.json", line: 1, column: 1))) {
            try Baseline.parse(text, file: "b.json")
        }
    }
}
