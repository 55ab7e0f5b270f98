import Foundation
import Testing

/// A folder with nested files for `statusbar audit`.
struct AuditFolder {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-audit-cli-\(UUID().uuidString)")
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundlePackageType</key>
        \t<string>APPL</string>
        \t<key>UIStatusBarStyle</key>
        \t<string>UIStatusBarStyleLightContent</string>
        </dict>
        </plist>

        """

    /// An app whose controller reads the deprecated `statusBarFrame` (rule `deprecated-status-bar-api`).
    static let screen = """
        import UIKit

        final class HeaderViewController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                let top = UIApplication.shared.statusBarFrame.height
                view.layoutMargins.top = top
            }
        }

        """

    static func app() throws -> AuditFolder {
        try AuditFolder(["Header/Info.plist": infoPlist, "Header/HeaderViewController.swift": screen])
    }
}

/// What `statusbar rules --format json` lists: the real catalogue, whatever it holds.
enum Catalogue {
    static let ids: [String] = {
        guard let r = try? StatusBarBinary.run(["rules", "--format", "json"]),
              let list = try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]] else { return [] }
        return list.compactMap { $0["id"] as? String }
    }()

    /// The tests that need a real finding run once the catalogue has the rule they use.
    static var hasDeprecatedAPIRule: Bool { ids.contains("deprecated-status-bar-api") }
}

@Suite(.serialized) struct AuditFormatsCLITests {
    func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    @Test func rulesListsEveryRuleInEachFormatAndTheMarkdownIsDocsRules() throws {
        let json = try StatusBarBinary.run(["rules", "--format", "json"])
        #expect(json.status == 0)
        let list = try #require(try self.json(json.stdout) as? [[String: Any]])
        for rule in list { #expect(Set(rule.keys) == ["id", "name", "severity", "rationale"]) }
        let text = try StatusBarBinary.run(["rules"])
        #expect(text.status == 0)
        #expect(text.stdout.hasSuffix("\(list.count) rule\(list.count == 1 ? "" : "s")\n"))
        for rule in list { #expect(text.stdout.contains(rule["id"] as? String ?? "?")) }
        let markdown = try StatusBarBinary.run(["rules", "--format", "markdown"])
        #expect(markdown.status == 0)
        let docs = String(decoding: try Data(contentsOf: StatusBarBinary.packageRoot.appendingPathComponent("Docs/Rules.md")), as: UTF8.self)
        #expect(markdown.stdout == docs)
    }

    @Test func sarifAndGitHubReportTheSameFindingsAsJSON() throws {
        let app = try AuditFolder.app()
        defer { app.remove() }
        let plain = try StatusBarBinary.run(["audit", app.root.path, "--format", "json", "--fail-on", "never"])
        #expect(plain.status == 0)
        let diagnostics = try #require((try json(plain.stdout) as? [String: Any])?["diagnostics"] as? [[String: Any]])

        let sarif = try StatusBarBinary.run(["audit", app.root.path, "--format", "sarif", "--fail-on", "never"])
        #expect(sarif.status == 0)
        #expect(!sarif.stdout.contains("\u{1B}"))
        let log = try #require(try json(sarif.stdout) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "statusbar")
        #expect((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == Catalogue.ids)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == diagnostics.map { $0["rule"] as? String })

        let github = try StatusBarBinary.run(["audit", app.root.path, "--format", "github", "--fail-on", "never", "--color", "always"])
        #expect(github.status == 0)
        let lines = github.stdout.split(separator: "\n")
        #expect(lines.count == diagnostics.count)
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        #expect(!github.stdout.contains("\u{1B}"))
    }

    @Test(.enabled(if: Catalogue.hasDeprecatedAPIRule, "needs the rule deprecated-status-bar-api in the catalogue"))
    func githubPathsAreRelativeToTheWorkingDirectory() throws {
        let app = try AuditFolder(["ios/Header/Info.plist": AuditFolder.infoPlist, "ios/Header/HeaderViewController.swift": AuditFolder.screen])
        defer { app.remove() }
        let r = try StatusBarBinary.run(["audit", "ios", "--format", "github"], in: app.root)
        #expect(r.stdout.contains("::warning file=ios/Header/HeaderViewController.swift,line=8,"))
    }

    @Test func anUnknownKeyInTheConfigurationExitsTwoAtItsPlace() throws {
        let app = try AuditFolder.app()
        defer { app.remove() }
        try app.write(".statusbar.yml", "version: 1\nexclude:\n  - Pods\nfail-on: warning\n")
        let r = try StatusBarBinary.run(["audit", "."], in: app.root)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == """
            .statusbar.yml:4:1: error: unknown key 'fail-on' in the configuration: did you mean 'fail_on'?
            fail-on: warning
            ^

            """)
    }

    @Test func anUnknownRuleIdInAConfigFileExitsTwoAtItsPlace() throws {
        let app = try AuditFolder.app()
        defer { app.remove() }
        try app.write("ci/statusbar.yml", "rules:\n  no-such-rule: off\n")
        let r = try StatusBarBinary.run(["audit", "Header", "--config", "ci/statusbar.yml"], in: app.root)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("ci/statusbar.yml:2:3: error: unknown rule 'no-such-rule' in rules"))
        #expect(r.stderr.hasSuffix("\n  no-such-rule: off\n  ^\n"))
    }

    @Test func aMissingConfigOrBaselineExitsTwo() throws {
        let app = try AuditFolder.app()
        defer { app.remove() }
        let config = try StatusBarBinary.run(["audit", ".", "--config", "nowhere.yml"], in: app.root)
        #expect(config.status == 2)
        #expect(config.stderr.hasPrefix("nowhere.yml:1:1: error: cannot read the configuration file"))

        try app.write(".statusbar.yml", "baseline: known.json\n")
        let baseline = try StatusBarBinary.run(["audit", "."], in: app.root)
        #expect(baseline.status == 2)
        #expect(baseline.stderr == """
            .statusbar.yml:1:11: error: the baseline 'known.json' does not exist: write it with `statusbar audit --write-baseline known.json`
            baseline: known.json
                      ^

            """)
        try app.write("known.json", "{\"version\": 7, \"entries\": []}")
        let bad = try StatusBarBinary.run(["audit", "."], in: app.root)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("known.json:1:1: error: not a statusbar baseline: version 7 is not supported"))
    }

    @Test func writeBaselineWritesEveryFindingAndTheNextRunHidesThem() throws {
        let app = try AuditFolder.app()
        defer { app.remove() }
        let before = try StatusBarBinary.run(["audit", ".", "--format", "json", "--fail-on", "never"], in: app.root)
        let diagnostics = try #require((try json(before.stdout) as? [String: Any])?["diagnostics"] as? [[String: Any]])

        let write = try StatusBarBinary.run(["audit", ".", "--write-baseline", "known.json", "--fail-on", "info"], in: app.root)
        #expect(write.status == 0)
        let file = try #require(try json(try app.read("known.json")) as? [String: Any])
        #expect(file["version"] as? Int == 1)
        let entries = try #require(file["entries"] as? [[String: String]])
        #expect(entries.count == diagnostics.count)
        #expect(entries.allSatisfy { Set($0.keys) == ["rule", "file", "text"] })

        try app.write(".statusbar.yml", "baseline: known.json\nfail_on: info\n")
        let after = try StatusBarBinary.run(["audit", ".", "--format", "json"], in: app.root)
        #expect(after.status == 0)
        #expect(((try json(after.stdout) as? [String: Any])?["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test(.enabled(if: Catalogue.hasDeprecatedAPIRule, "needs the rule deprecated-status-bar-api in the catalogue"))
    func aBaselineSurvivesInsertedLinesButNotAChangedLine() throws {
        let app = try AuditFolder.app()
        defer { app.remove() }
        #expect(try StatusBarBinary.run(["audit", ".", "--fail-on", "warning"], in: app.root).status == 1)
        #expect(try StatusBarBinary.run(["audit", ".", "--write-baseline", "known.json"], in: app.root).status == 0)
        try app.write(".statusbar.yml", "baseline: known.json\nfail_on: warning\n")
        #expect(try StatusBarBinary.run(["audit", "."], in: app.root).status == 0)

        try app.write("Header/HeaderViewController.swift", "// Header.\n// The feed's header.\n" + AuditFolder.screen)
        let moved = try StatusBarBinary.run(["audit", "."], in: app.root)
        #expect(moved.status == 0)
        #expect(moved.stdout.contains("hidden by the baseline"))

        try app.write("Header/HeaderViewController.swift", AuditFolder.screen.replacingOccurrences(
            of: "let top = UIApplication.shared.statusBarFrame.height", with: "let top = UIApplication.shared.statusBarFrame.maxY"))
        let changed = try StatusBarBinary.run(["audit", "."], in: app.root)
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("Header/HeaderViewController.swift:8:"))
        #expect(changed.stdout.contains("[deprecated-status-bar-api]"))
    }

    @Test(.enabled(if: Catalogue.hasDeprecatedAPIRule, "needs the rule deprecated-status-bar-api in the catalogue"))
    func failOnAndRuleSettingsComeFromTheConfigurationAndTheFlagWins() throws {
        let app = try AuditFolder.app()
        defer { app.remove() }
        #expect(try StatusBarBinary.run(["audit", "."], in: app.root).status == 0)
        try app.write(".statusbar.yml", "fail_on: warning\n")
        #expect(try StatusBarBinary.run(["audit", "."], in: app.root).status == 1)
        #expect(try StatusBarBinary.run(["audit", ".", "--fail-on", "error"], in: app.root).status == 0)
        try app.write(".statusbar.yml", "fail_on: warning\nrules:\n  deprecated-status-bar-api: error\n")
        #expect(try StatusBarBinary.run(["audit", ".", "--fail-on", "error"], in: app.root).status == 1)
        try app.write(".statusbar.yml", "fail_on: warning\nrules:\n  deprecated-status-bar-api: off\n")
        let off = try StatusBarBinary.run(["audit", "."], in: app.root)
        #expect(!off.stdout.contains("deprecated-status-bar-api"))
        try app.write(".statusbar.yml", "exclude: [\"**/*Controller.swift\"]\n")
        #expect(!(try StatusBarBinary.run(["audit", "."], in: app.root)).stdout.contains("deprecated-status-bar-api"))
    }

    @Test(.enabled(if: Catalogue.hasDeprecatedAPIRule, "needs the rule deprecated-status-bar-api in the catalogue"))
    func colorsOnlyWhenAskedOrOnATerminal() throws {
        let app = try AuditFolder.app()
        defer { app.remove() }
        let always = try StatusBarBinary.run(["audit", ".", "--color", "always"], in: app.root)
        #expect(always.stdout.contains("\u{1B}[1;33mwarning\u{1B}[0m: "))
        // stdout is a file here, so `auto` is plain, like `never`.
        for choice in ["auto", "never"] {
            let plain = try StatusBarBinary.run(["audit", ".", "--color", choice], in: app.root)
            #expect(!plain.stdout.contains("\u{1B}"))
            #expect(plain.stdout.contains(": warning: "))
        }
        let json = try StatusBarBinary.run(["audit", ".", "--format", "json", "--color", "always"], in: app.root)
        #expect(!json.stdout.contains("\u{1B}"))
    }

    @Test(arguments: [
        ["audit", ".", "--format", "xml"],
        ["audit", ".", "--color", "sometimes"],
        ["audit", ".", "--fail-on", "critical"],
        ["rules", "--format", "html"],
    ])
    func badValuesAreUsageErrors(_ arguments: [String]) throws {
        let r = try StatusBarBinary.run(arguments)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
    }
}
