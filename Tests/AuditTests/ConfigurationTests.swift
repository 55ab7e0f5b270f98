@testable import Audit
import Foundation
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing

@Suite struct ConfigurationTests {
    func parse(_ text: String) throws(LocatedError) -> AuditConfiguration {
        try AuditConfiguration.parse(text, file: ".statusbar.yml", knownRules: Fakes.ids, folder: URL(fileURLWithPath: "/work/app"))
    }

    func error(_ text: String) -> LocatedError? {
        do { _ = try parse(text); return nil } catch { return error }
    }

    @Test func everyKeyIsRead() throws {
        let c = try parse("""
            version: 1
            exclude:
              - Pods/**
              - "**/Generated/*.swift"
            include: [App, Shared/**]
            rules:
              fake-frame: off
              fake-hidden: warning
            fail_on: info
            baseline: ci/statusbar-baseline.json
            """)
        #expect(c.exclude.map(\.pattern) == ["Pods/**", "**/Generated/*.swift"])
        #expect(c.include?.map(\.pattern) == ["App", "Shared/**"])
        #expect(c.rules == ["fake-frame": .off, "fake-hidden": .severity(.warning)])
        #expect(c.failOn == .info)
        #expect(c.baseline?.written == "ci/statusbar-baseline.json")
        #expect(c.baseline?.path == "/work/app/ci/statusbar-baseline.json")
        #expect(c.baseline?.location == SourceLocation(file: ".statusbar.yml", line: 10, column: 11))
    }

    @Test func anEmptyFileIsTheDefaults() throws {
        let c = try parse("# nothing yet\n")
        #expect(c.exclude.isEmpty && c.include == nil && c.rules.isEmpty && c.failOn == nil && c.baseline == nil)
    }

    @Test(arguments: [
        ("version: 1\nexclude:\n  - Pods/**\nrule:\n  fake-frame: off\n",
         ".statusbar.yml:4:1: error: unknown key 'rule' in the configuration: did you mean 'rules'?\nrule:\n^"),
        ("rules:\n  fake-frame: off\n  fake-hiden: warning\n",
         ".statusbar.yml:3:3: error: unknown rule 'fake-hiden' in rules: did you mean 'fake-hidden'?\n  fake-hiden: warning\n  ^"),
        ("rules:\n  unreadable-status-bar: off\n",
         ".statusbar.yml:2:3: error: unknown rule 'unreadable-status-bar' in rules: see `statusbar rules` for the rule ids\n  unreadable-status-bar: off\n  ^"),
        ("rules: { fake-frame: fatal }\n",
         ".statusbar.yml:1:22: error: the setting of 'fake-frame' must be off, error, warning or info, found 'fatal'\nrules: { fake-frame: fatal }\n                     ^"),
        ("fail_on: sometimes\n",
         ".statusbar.yml:1:10: error: fail_on must be error, warning, info or never, found 'sometimes'\nfail_on: sometimes\n         ^"),
        ("version: 2\n",
         ".statusbar.yml:1:10: error: version 2 is not supported: this statusbar reads version 1\nversion: 2\n         ^"),
        ("exclude: Pods\n",
         ".statusbar.yml:1:10: error: exclude must be a list, found 'Pods'\nexclude: Pods\n         ^"),
        ("include:\n  - App\n  - \"\"\n",
         ".statusbar.yml:3:5: error: a pattern of include must not be empty\n  - \"\"\n    ^"),
        ("exclude:\n  - [a, b]\n",
         ".statusbar.yml:2:5: error: a pattern of exclude must be a string, found a list\n  - [a, b]\n    ^"),
        ("# Ünïcode comment\nfaîl_on: error\n",
         ".statusbar.yml:2:1: error: unknown key 'faîl_on' in the configuration: did you mean 'fail_on'?\nfaîl_on: error\n^"),
        ("rules:\n  fake-frame: off\n  fake-frame: error\n",
         ".statusbar.yml:3:3: error: duplicate key 'fake-frame' (first written at line 2)\n  fake-frame: error\n  ^"),
        ("exclude:\n  - Pods\n - Carthage\n",
         ".statusbar.yml:3:2: error: invalid YAML: while parsing a block mapping (line 1): did not find expected key\n - Carthage\n ^"),
    ])
    func errorsArePlacedExactly(_ text: String, _ expected: String) {
        #expect(error(text)?.description == expected)
    }

    @Test func aColumnAfterNonASCIITextCountsBytes() {
        let e = error("exclude: [\"Écrans/**\", 7.5x]\nrules: { fake-frame: sévère }\n")
        #expect(e?.location == SourceLocation(file: ".statusbar.yml", line: 2, column: 22))
        #expect(e?.message == "the setting of 'fake-frame' must be off, error, warning or info, found 'sévère'")
    }

    @Test func readingAMissingFileIsAnError() {
        #expect(throws: LocatedError.self) { try AuditConfiguration.read(path: "/no/such/.statusbar.yml", knownRules: []) }
    }
}

@Suite struct GlobTests {
    @Test(arguments: [
        ("Pods", "Pods/Alamofire/Session.swift", true),
        ("Pods/**", "Pods/Alamofire/Session.swift", true),
        ("Pods/", "Pods/Alamofire/Session.swift", true),
        ("Pods", "App/Pods.swift", false),
        ("*.swift", "Main.swift", true),
        ("*.swift", "App/Main.swift", false),
        ("**/*.swift", "App/Main.swift", true),
        ("**/*.swift", "Main.swift", true),
        ("**/Generated/**", "App/Generated/Colors.swift", true),
        ("**/Generated/**", "App/GeneratedColors.swift", false),
        ("App/*Tests/*.swift", "App/UITests/LaunchTests.swift", true),
        ("App/*Tests/*.swift", "App/UI/LaunchTests.swift", false),
        ("App/Screen?.swift", "App/Screen1.swift", true),
        ("App/Screen?.swift", "App/Screen12.swift", false),
        ("App/?/x.swift", "App/ab/x.swift", false),
        ("./Legacy/**/*.m", "Legacy/Old/Deep/Thing.m", true),
        ("Legacy/**/*.m", "Legacy/Thing.m", true),
        ("*a*b*", "xaybz", true),
        ("*a*b*", "xbyaz", false),
    ])
    func matching(_ pattern: String, _ path: String, _ expected: Bool) throws {
        let glob = try #require(Glob(pattern))
        #expect(glob.matches(path) == expected)
    }

    @Test func anEmptyPatternIsNoGlob() {
        #expect(Glob("") == nil)
        #expect(Glob("/") == nil)
    }

    @Test func includeKeepsOnlyMatchingFilesAndExcludeWins() throws {
        var c = AuditConfiguration()
        c.include = [Glob("App/**")!]
        c.exclude = [Glob("App/Legacy")!]
        #expect(!c.isExcluded("App/Screen.swift"))
        #expect(c.isExcluded("App/Legacy/Old.swift"))
        #expect(c.isExcluded("Tools/Script.swift"))
    }
}

@Suite struct ConfiguredAuditTests {
    let files = [
        "App/Info.plist": RuleExample.infoPlist([:]),
        "App/Screen.swift": TemporaryProject.source,
        "App/Legacy/Old.swift": "import UIKit\nlet oldFrame = UIApplication.shared.statusBarFrame\n",
    ]

    func audit(_ yaml: String) throws -> AuditReport {
        let project = try TemporaryProject(files)
        defer { project.remove() }
        var options = AuditOptions(root: project.root)
        try AuditConfiguration.parse(yaml, file: ".statusbar.yml", knownRules: Fakes.ids).apply(to: &options)
        return Auditor.run(options, rules: Fakes.rules)
    }

    @Test func withoutConfigurationEveryRuleRunsEverywhere() throws {
        let report = try audit("")
        #expect(report.findings.map(\.rule) == ["fake-frame", "fake-frame", "fake-hidden"])
        #expect(report.findings.map(\.location.file) == ["App/Legacy/Old.swift", "App/Screen.swift", "App/Screen.swift"])
    }

    @Test func aRuleTurnedOffFindsNothing() throws {
        let report = try audit("rules:\n  fake-frame: off\n")
        #expect(report.findings.map(\.rule) == ["fake-hidden"])
    }

    @Test func aSeverityChangesTheFindings() throws {
        let report = try audit("rules:\n  fake-hidden: info\n")
        #expect(report.findings.first { $0.rule == "fake-hidden" }?.severity == .info)
        #expect(report.findings.first { $0.rule == "fake-frame" }?.severity == .warning)
        #expect(report.highestSeverity == .warning)
    }

    @Test func excludedFilesAreNotAudited() throws {
        let report = try audit("exclude: [App/Legacy]\n")
        #expect(!report.findings.contains { $0.location.file.hasPrefix("App/Legacy/") })
        #expect(report.findings.count == 2)
    }

    @Test func includeAuditsOnlyMatchingFiles() throws {
        let report = try audit("include: [\"App/Legacy/**\", \"**/Info.plist\"]\n")
        #expect(report.findings.map(\.location.file) == ["App/Legacy/Old.swift"])
        #expect(report.apps.count == 1)
    }
}
