import SourceModel
import StatusBarEngine

/// The rules' descriptions as `statusbar rules` prints them and as `Docs/Rules.md` holds them:
/// all three forms come from the same ``RuleDescription`` values.
package enum RulesDocument {
    /// Where the generated Markdown lives, relative to the package root.
    package static let markdownPath = "Docs/Rules.md"

    /// One block per rule: `id  severity  name`, then the rationale, indented.
    package static func text(_ rules: [RuleDescription]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        var out = ""
        for rule in rules {
            let padding = String(repeating: " ", count: width - rule.id.count)
            let severity = rule.severity.rawValue + String(repeating: " ", count: 7 - rule.severity.rawValue.count)
            out += "\(rule.id)\(padding)  \(severity)  \(rule.name)\n"
            out += "    \(rule.rationale)\n"
        }
        out += "\(rules.count) rule\(rules.count == 1 ? "" : "s")\n"
        return out
    }

    /// A list of `{id, name, severity, rationale}`.
    package static func json(_ rules: [RuleDescription]) -> String {
        JSONValue.array(rules.map {
            .object([("id", .string($0.id)), ("name", .string($0.name)), ("severity", .string($0.severity.rawValue)),
                     ("rationale", .string($0.rationale))])
        }).rendered()
    }

    /// `Docs/Rules.md`: a table of every rule, then a section per rule with its rationale and the
    /// examples that trigger it (`↓` marks where the finding lands) and that do not.
    package static func markdown(_ rules: [RuleDescription]) -> String {
        var out = """
            # Audit rules

            <!-- Generated from the rules' descriptions by `statusbar rules --format markdown`; do not edit.
                 A test fails when this file is out of date: `STATUSBAR_RECORD_SNAPSHOTS=1 swift test --filter RulesDocumentTests` rewrites it. -->

            `statusbar audit` checks \(rules.count) rule\(rules.count == 1 ? "" : "s"). Each can be turned off or given another
            severity in `.statusbar.yml` (`rules: { rule-id: off }`; see [Integration](Integration.md)).

            | id | severity | name |
            |---|---|---|

            """
        for rule in rules { out += "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | \(cell(rule.name)) |\n" }
        for rule in rules {
            out += "\n## \(rule.id)\n\n"
            out += "**\(rule.name)** — default severity `\(rule.severity.rawValue)`.\n\n"
            out += rule.rationale + "\n"
            out += examples(rule.triggering, title: "Triggers")
            out += examples(rule.nonTriggering, title: "Does not trigger")
        }
        return out
    }

    private static func examples(_ examples: [RuleExample], title: String) -> String {
        guard !examples.isEmpty else { return "" }
        var out = "\n### \(title)\n"
        let minimalPlist = RuleExample.infoPlist([:])
        for example in examples {
            // The minimal Info.plist that `RuleExample.swift` adds says nothing about the rule.
            for path in example.files.keys.sorted() where example.files[path] != minimalPlist || example.files.count == 1 {
                let text = example.files[path]!
                let fence = text.contains("```") ? "~~~~" : "```"
                out += "\n`\(path)`:\n\n\(fence)\(language(path))\n\(text)\(text.hasSuffix("\n") ? "" : "\n")\(fence)\n"
            }
        }
        return out
    }

    private static func language(_ path: String) -> String {
        switch path.split(separator: ".").last.map(String.init) ?? "" {
        case "swift": "swift"
        case "m", "mm", "h": "objc"
        case "plist", "storyboard", "xib": "xml"
        case "json": "json"
        default: ""
        }
    }

    private static func cell(_ text: String) -> String { String(text.flatMap { $0 == "|" ? ["\\", "|"] : [$0] }) }
}
