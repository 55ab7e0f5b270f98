import Foundation
import TestSupport
import Testing

@Suite("statusbar audit, end to end")
struct AuditCLITests {
    static let snapshots = StatusBarBinary.packageRoot.appendingPathComponent("Tests/CLITests/__Snapshots__")

    /// Compares with a reviewed snapshot; `STATUSBAR_RECORD_SNAPSHOTS=1` re-records it and fails.
    func compare(_ actual: String, _ name: String) throws {
        Snapshots.assertMatches(actual, Self.snapshots.appendingPathComponent(name), "the audit of the sample app")
    }

    @Test func sampleAppJSONMatchesTheReviewedSnapshot() throws {
        let result = try StatusBarBinary.run(["audit", "Examples/SampleApp", "--format", "json"])
        #expect(result.status == 1, "the sample app has an error-severity finding (unreadable-status-bar)")
        try compare(result.stdout, "sample-app.audit.json")
        let again = try StatusBarBinary.run(["audit", "Examples/SampleApp", "--format", "json"])
        #expect(again.stdout == result.stdout, "two runs give the same bytes")
    }

    /// The cache (Docs/Integration.md, "The cache"): on by default in `$XDG_CACHE_HOME/statusbar`,
    /// elsewhere with `--cache-path`, off with `--no-cache`; the report is the same bytes each way.
    @Test func theCacheIsOnByDefaultAndTheReportIsTheSame() throws {
        let copy = try FileTrees.copyOfSampleApp("cli-cache")
        defer { FileTrees.remove(copy.deletingLastPathComponent()) }
        // Files modified in the last seconds are not kept: the copy is made an hour old.
        for path in FileManager.default.subpaths(atPath: copy.path) ?? [] {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3_600)],
                                                  ofItemAtPath: copy.appendingPathComponent(path).path)
        }
        let home = try FileTrees.temporaryFolder("cli-cache-home")
        defer { FileTrees.remove(home) }
        let environment = ["XDG_CACHE_HOME": home.path]
        func cacheFiles(_ folder: URL) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("facts-") }
        }
        let arguments = ["audit", copy.path, "--format", "json"]

        let uncached = try StatusBarBinary.run(arguments + ["--no-cache"], environment: environment)
        #expect(uncached.status == 1)
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: home.path)) ?? []).isEmpty, "--no-cache writes nothing")

        let cold = try StatusBarBinary.run(arguments, environment: environment)
        let warm = try StatusBarBinary.run(arguments, environment: environment)
        #expect(cacheFiles(home.appendingPathComponent("statusbar")).count == 1)
        #expect(cold.stdout == uncached.stdout && warm.stdout == uncached.stdout)
        #expect(cold.stderr.isEmpty && warm.stderr.isEmpty)

        // The warm run was given by the output memo: the same bytes and the same exit status.
        #expect(warm.status == 1)
        let memos = ((try? FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent("statusbar").path)) ?? [])
            .filter { $0.hasPrefix("output-") && $0.hasSuffix(".memo") }
        #expect(memos.count == 1)
        // Another format or threshold is another output, each the same as without the cache.
        let text = ["audit", copy.path, "--fail-on", "never"]
        let textUncached = try StatusBarBinary.run(text + ["--no-cache"], environment: environment)
        for _ in 0..<2 {
            let run = try StatusBarBinary.run(text, environment: environment)
            #expect(run.status == 0 && run.stdout == textUncached.stdout)
        }
        #expect(try StatusBarBinary.run(arguments, environment: environment).status == 1)

        let elsewhere = home.appendingPathComponent("elsewhere")
        let chosen = try StatusBarBinary.run(arguments + ["--cache-path", elsewhere.path], environment: environment)
        #expect(chosen.stdout == uncached.stdout)
        #expect(cacheFiles(elsewhere).count == 1)

        let both = try StatusBarBinary.run(arguments + ["--no-cache", "--cache-path", elsewhere.path], environment: environment)
        #expect(both.status == 2)
        #expect(both.stderr.contains("--no-cache and --cache-path cannot be used together"))
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
        // Given again by the output memo, it still exits 3 and says why.
        let again = try StatusBarBinary.run(["audit", folder.path])
        #expect(again.status == 3 && again.stderr.contains("no iOS app"))
    }

    /// An app whose SDKROOT is in a configuration file of a submodule that is not checked out is
    /// audited (it exited 3, "no iOS app found"), and its coverage says what was assumed.
    @Test func anAppWhosePlatformLivesInAMissingConfigurationFileIsAudited() throws {
        let result = try StatusBarBinary.run(["audit", "Tests/Fixtures/PlatformInMissingXcconfig", "--no-cache"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("no iOS app"))
        #expect(result.stdout.contains("Weather/ForecastViewController.swift:11:54: warning: 'UIApplication.statusBarFrame'"))
        #expect(result.stdout.contains("  assumed: Configs/Shared/Base.xcconfig: the platform of target 'Weather' is taken for iOS from "))
        let json = try StatusBarBinary.run(["audit", "Tests/Fixtures/PlatformInMissingXcconfig", "--no-cache", "--format", "json"])
        #expect(json.stdout.contains("\"kind\" : \"platformAssumed\"") || json.stdout.contains("\"kind\": \"platformAssumed\""), "\(json.stdout)")
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
