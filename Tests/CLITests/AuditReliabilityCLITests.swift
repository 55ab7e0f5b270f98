import Foundation
import TestSupport
import Testing

/// `statusbar audit` on hostile input and on a read-only copy, end to end (issue 6).
@Suite("statusbar audit: bad files, time limit, read-only", .serialized)
struct AuditReliabilityCLITests {
    static var sampleAppPresent: Bool {
        FileManager.default.fileExists(atPath: FileTrees.sampleApp.appendingPathComponent("PLANTED.md").path)
    }

    @Test(.enabled(if: sampleAppPresent))
    func aProjectWithOneOfEachBadFileCompletesWithTheDocumentedStatus() throws {
        let project = try FileTrees.HostileProject.make()
        defer { project.remove() }
        let json = try StatusBarBinary.run(["audit", project.root.path, "--format", "json"])
        // Skipped files do not change the status: 1, for the sample app's error-severity finding.
        #expect(json.status == 1, "\(json.stderr)")
        #expect(json.stderr.isEmpty, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let skipped = try #require(object["skipped"] as? [[String: String]])
        for (path, reason) in FileTrees.HostileProject.expectedSkips {
            #expect(skipped.contains { $0["file"] == path && ($0["reason"] ?? "").contains(reason) }, "\(path)")
        }
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 15, "the sample app's planted findings (Examples/SampleApp/PLANTED.md)")
        #expect(object["incomplete"] == nil)

        let never = try StatusBarBinary.run(["audit", project.root.path, "--fail-on", "never"])
        #expect(never.status == 0)
        #expect(never.stdout.contains("skipped Trailhead/Generated/Huge.swift: file is larger than 16 MiB (209715200 bytes): skipped\n"))
        // A name with a newline stays on the line of its entry in every format that lists it.
        for format in ["text", "sarif", "github", "html"] {
            let run = try StatusBarBinary.run(["audit", project.root.path, "--format", format, "--fail-on", "never"])
            #expect(run.status == 0, "\(format): \(run.stderr)")
            #expect(!run.stdout.isEmpty, "\(format)")
        }
    }

    @Test(.enabled(if: sampleAppPresent))
    func aZeroTimeLimitListsTheFilesNotReadAndKeepsTheStatusContract() throws {
        let json = try StatusBarBinary.run(["audit", "Examples/SampleApp", "--format", "json", "--time-limit", "0"])
        // No source was read: no finding, so 0; the app was still found, so not 3.
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let incomplete = try #require(object["incomplete"] as? String)
        #expect(incomplete.hasPrefix("the audit is incomplete: its time limit (0 s) was reached and "))
        let skipped = try #require(object["skipped"] as? [[String: String]])
        #expect(skipped.contains {
            $0["file"] == "Trailhead/Map/MapViewController.swift" && $0["reason"] == "the audit's time limit (0 s) was reached: not read"
        })
        let text = try StatusBarBinary.run(["audit", "Examples/SampleApp", "--time-limit", "0"])
        #expect(text.stdout.contains("\nwarning: the audit is incomplete: its time limit (0 s) was reached and "))

        for (format, marker) in [("html", "<p class=\"incomplete\"><strong>the audit is incomplete: its time limit (0 s)"),
                                 ("sarif", "\"executionSuccessful\": false"),
                                 ("github", "::warning title=statusbar::the audit is incomplete: its time limit (0 s)")] {
            let run = try StatusBarBinary.run(["audit", "Examples/SampleApp", "--format", format, "--time-limit", "0"])
            #expect(run.status == 0, "\(format)")
            #expect(run.stdout.contains(marker), "\(format)")
        }

        let bad = try StatusBarBinary.run(["audit", "Examples/SampleApp", "--time-limit", "soon"])
        #expect(bad.status == 2, "a usage error")
        #expect(bad.stderr.contains("--time-limit 'soon' is not a number of seconds"))
    }

    @Test(.enabled(if: sampleAppPresent))
    func theConfigurationsTimeLimitApplies() throws {
        let copy = try FileTrees.copyOfSampleApp("time-limit-config")
        defer { FileTrees.remove(copy.deletingLastPathComponent()) }
        try Data("version: 1\ntime_limit: 0\n".utf8).write(to: copy.appendingPathComponent(".statusbar.yml"))
        let run = try StatusBarBinary.run(["audit", copy.path, "--format", "json"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"incomplete\""))
        // The option wins over the configuration.
        let generous = try StatusBarBinary.run(["audit", copy.path, "--format", "json", "--time-limit", "3600"])
        #expect(generous.status == 1)
        #expect(!generous.stdout.contains("\"incomplete\""))
    }

    @Test(.enabled(if: sampleAppPresent))
    func everyFormatOnAReadOnlyCopyWritesNothingThere() throws {
        let copy = try FileTrees.copyOfSampleApp("read-only-cli")
        defer { FileTrees.remove(copy.deletingLastPathComponent()) }
        FileTrees.setWritable(copy, false)
        let before = FileTrees.digest(copy)
        #expect(before.count > 40)
        for format in ["text", "json", "sarif", "github", "html"] {
            // Run from inside the copy too: a tool that wrote to its working folder would show.
            let run = try StatusBarBinary.run(["audit", ".", "--format", format], in: copy)
            #expect(run.status == 1, "\(format): the sample app has an error-severity finding; \(run.stderr)")
            #expect(run.stdout.contains("unreadable-status-bar"), "\(format)")
        }
        let baseline = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: baseline) }
        let written = try StatusBarBinary.run(["audit", ".", "--write-baseline", baseline.path], in: copy)
        #expect(written.status == 0)
        #expect(FileTrees.digest(copy) == before)
    }
}
