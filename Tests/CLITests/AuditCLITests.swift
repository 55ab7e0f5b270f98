import Foundation
import Testing

@Suite("statusbar audit, end to end")
struct AuditCLITests {
    static let snapshots = StatusBarBinary.packageRoot.appendingPathComponent("Tests/CLITests/__Snapshots__")

    /// Compares with a reviewed snapshot; `STATUSBAR_RECORD_SNAPSHOTS=1` re-records it and fails.
    func compare(_ actual: String, _ name: String) throws {
        let url = Self.snapshots.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["STATUSBAR_RECORD_SNAPSHOTS"] == "1" {
            try Data(actual.utf8).write(to: url)
            Issue.record("recorded snapshot \(name): run again without STATUSBAR_RECORD_SNAPSHOTS to compare")
            return
        }
        let expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(actual == expected, "the audit of the sample app differs from \(name)")
    }

    @Test func sampleAppJSONMatchesTheReviewedSnapshot() throws {
        let result = try StatusBarBinary.run(["audit", "Examples/SampleApp", "--format", "json"])
        #expect(result.status == 1, "the sample app has an error-severity finding (unreadable-status-bar)")
        try compare(result.stdout, "sample-app.audit.json")
        let again = try StatusBarBinary.run(["audit", "Examples/SampleApp", "--format", "json"])
        #expect(again.stdout == result.stdout, "two runs give the same bytes")
    }

    @Test func sampleAppTextLinesHaveTheEditorForm() throws {
        let result = try StatusBarBinary.run(["audit", "Examples/SampleApp", "--fail-on", "never"])
        #expect(result.status == 0)
        let findingLines = result.stdout.split(separator: "\n").filter { $0.hasSuffix("]") && $0.contains(": warning: ") }
        #expect(!findingLines.isEmpty)
        for line in findingLines {
            #expect(line.range(of: #"^[^:]+:\d+:\d+: warning: .+ \[[a-z-]+\]$"#, options: .regularExpression) != nil, "\(line)")
        }
    }

    @Test("--fail-on", arguments: [("error", Int32(1)), ("warning", 1), ("info", 1), ("never", 0)])
    func failOn(level: String, status: Int32) throws {
        let result = try StatusBarBinary.run(["audit", "Examples/SampleApp", "--fail-on", level])
        #expect(result.status == status)
    }

    @Test func folderWithoutAnAppExitsThree() throws {
        let folder = try StatusBarBinary.folder(with: ["README.md": "nothing here\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try StatusBarBinary.run(["audit", folder.path])
        #expect(result.status == 3)
        #expect(result.stderr.contains("no iOS app"))
    }

    @Test func packageWithoutAnAppExitsByItsFindings() throws {
        let folder = try StatusBarBinary.folder(with: [
            "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(name: \"TideKit\", platforms: [.iOS(.v15)])\n",
            "TideBanner.swift": "import UIKit\n\nfunc bannerHeight() -> CGFloat {\n    UIApplication.shared.statusBarFrame.height\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try StatusBarBinary.run(["audit", folder.path, "--fail-on", "warning"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("TideBanner.swift:4:"), "\(result.stdout)")
        #expect(!result.stderr.contains("no iOS app"))
    }

    @Test func missingFolderIsAUsageError() throws {
        let result = try StatusBarBinary.run(["audit", "/no/such/folder"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is not a folder"))
    }
}
