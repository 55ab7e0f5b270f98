import SourceModel
import ArgumentParser
import ScenarioFormat

/// `statusbar colors`: the system colors a scenario can name, with their light and dark values.
struct Colors: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "colors", abstract: "List the system colors with their light and dark values.")

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() {
        Console.out(format == .json ? ColorCatalog.json().rendered() : ColorCatalog.text())
    }
}
