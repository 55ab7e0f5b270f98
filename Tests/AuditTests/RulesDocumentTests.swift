@testable import Audit
import Foundation
import Testing

@Suite struct RulesDocumentTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Docs/Rules.md is generated from `RuleCatalog.all`; `STATUSBAR_RECORD_SNAPSHOTS=1` rewrites it.
    @Test func docsRulesIsCurrent() throws {
        let url = Self.packageRoot.appendingPathComponent(RulesDocument.markdownPath)
        let expected = RulesDocument.markdown(RuleCatalog.all.map(\.description))
        if ProcessInfo.processInfo.environment["STATUSBAR_RECORD_SNAPSHOTS"] == "1" {
            try Data(expected.utf8).write(to: url)
        }
        let current = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(current == expected, """
            \(RulesDocument.markdownPath) is out of date: run `STATUSBAR_RECORD_SNAPSHOTS=1 swift test --filter RulesDocumentTests` \
            (or `statusbar rules --format markdown > Docs/Rules.md`)
            """)
    }

    let rules = Fakes.rules.map(\.description)

    @Test func markdownHasATableAndASectionPerRule() {
        let md = RulesDocument.markdown(rules)
        #expect(md.contains("| [`fake-frame`](#fake-frame) | warning | Reads the status bar frame |\n"))
        #expect(md.contains("| [`fake-hidden`](#fake-hidden) | error | Sets the application's hidden flag |\n"))
        #expect(md.contains("\n## fake-hidden\n\n**Sets the application's hidden flag** — default severity `error`.\n\nDoes nothing in controller-based mode (R1).\n"))
        // The example's Swift file is shown with its marker; the minimal Info.plist is not.
        #expect(md.contains("`App/Example.swift`:\n\n```swift\nlet x = ↓statusBarFrame\n```\n"))
        #expect(!md.contains("CFBundlePackageType"))
        #expect(md.contains("### Does not trigger"))
    }

    @Test func objectiveCExamplesAreShownAsObjectiveCWithTheirInfoPlistHidden() {
        var rule = rules[0]
        rule.triggering = [RuleExample.objc(header: "@interface A : UIViewController\n@end\n", "↓x\n")
            .adding("App/B.mm", "y\n")]
        let md = RulesDocument.markdown([rule])
        #expect(md.contains("`App/Example.h`:\n\n```objc\n@interface A : UIViewController\n@end\n```\n"))
        #expect(md.contains("`App/Example.m`:\n\n```objc\n↓x\n```\n"))
        #expect(md.contains("`App/B.mm`:\n\n```objc\ny\n```\n"))
        #expect(!md.contains("CFBundlePackageType"))
    }

    @Test func textAndJSONListIdSeverityNameAndRationale() throws {
        #expect(RulesDocument.text(rules) == """
            fake-frame   warning  Reads the status bar frame
                Deprecated since iOS 13 (a rule of the tests).
            fake-hidden  error    Sets the application's hidden flag
                Does nothing in controller-based mode (R1).
            2 rules

            """)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(RulesDocument.json(rules).utf8)) as? [[String: String]])
        #expect(list == [
            ["id": "fake-frame", "name": "Reads the status bar frame", "severity": "warning",
             "rationale": "Deprecated since iOS 13 (a rule of the tests)."],
            ["id": "fake-hidden", "name": "Sets the application's hidden flag", "severity": "error",
             "rationale": "Does nothing in controller-based mode (R1)."],
        ])
    }
}
