import SourceModel
import ArgumentParser
import ScenarioFormat

/// `statusbar explain FILE`: what the status bar shows and why.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain what the status bar shows for a scenario, and why.")

    @Argument(help: "A scenario file (.yml, .yaml or .json).")
    var file: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let report = try ScenarioLoading.load(file).explain()
        Console.out(format == .json ? report.json.rendered() : report.text)
        if report.hasErrors { throw ExitCode(ExitStatus.errorDiagnostic) }
    }
}
