import ArgumentParser
import Audit

/// `--format` of `rules`.
enum RulesFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
    case markdown
}

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the audit's rules: id, severity, name and rationale.",
        discussion: "`--format markdown` prints Docs/Rules.md."
    )

    @Option(help: "Output format: text, json or markdown.")
    var format: RulesFormat = .text

    func run() throws {
        let rules = RuleCatalog.all.map(\.description)
        switch format {
        case .text: Console.out(RulesDocument.text(rules))
        case .json: Console.out(RulesDocument.json(rules))
        case .markdown: Console.out(RulesDocument.markdown(rules))
        }
    }
}
