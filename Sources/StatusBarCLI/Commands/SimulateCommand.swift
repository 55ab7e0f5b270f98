import SourceModel
import ArgumentParser
import Foundation
import Rendering
import ScenarioFormat

/// `statusbar simulate FILE`: the scenario's events, step by step.
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Run a scenario's events and show the status bar after each, with stale updates.")

    @Argument(help: "A scenario file (.yml, .yaml or .json).")
    var file: String

    @Option(help: "Output format: text, json, or html (a self-contained filmstrip page, one drawing per step).")
    var format: SimulationFormat = .text

    @Option(name: .shortAndLong, help: "Write the output to this file instead of standard output.")
    var output: String?

    func run() throws {
        let scenario = try ScenarioLoading.load(file)
        let report = try ScenarioLoading.simulate(scenario)
        switch format {
        case .text: try Console.write(report.text, to: output)
        case .json: try Console.write(report.json.rendered(), to: output)
        case .html:
            let steps = try ScenarioLoading.steps(of: scenario)
            let title = URL(fileURLWithPath: file).lastPathComponent
            try Console.write(FilmstripRenderer.render(steps: steps, app: scenario.app, title: title,
                                               description: scenario.description), to: output)
        }
        if report.hasErrors { throw ExitCode(ExitStatus.errorDiagnostic) }
    }
}
