import SourceModel
import ArgumentParser
import ScenarioFormat

/// `statusbar simulate FILE`: the scenario's events, step by step.
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scenario's events and show the status bar after each, with stale updates.")

    @Argument(help: "A scenario file (.yml, .yaml or .json).")
    var file: String

    @Option(help: "Output format: text or json.")
    var format: SimulationFormat = .text

    func validate() throws {
        if format == .html {
            throw ValidationError("the html format is not available yet: use --format text or --format json")
        }
    }

    func run() throws {
        let report = try ScenarioLoading.simulate(try ScenarioLoading.load(file))
        Console.out(format == .json ? report.json.rendered() : report.text)
        if report.hasErrors { throw ExitCode(ExitStatus.errorDiagnostic) }
    }
}
