import ArgumentParser
import ScenarioFormat
import StatusBarEngine

extension ScenarioLoading {
    /// The engine's steps for a scenario's events, for the drawings of `render --step` and
    /// `simulate --format html`. An event that cannot run is reported at its place in the file
    /// (through ``Scenario/simulate()``) and ends with status 2.
    static func steps(of scenario: Scenario) throws(ExitCode) -> [SimulationStep] {
        do {
            return try Simulation.run(app: scenario.app, events: scenario.events, explain: true)
        } catch {
            _ = try simulate(scenario)  // prints the located error and throws
            throw ExitCode(ExitStatus.invalidInput)
        }
    }
}
