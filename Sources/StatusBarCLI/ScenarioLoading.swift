import ArgumentParser
import ScenarioFormat
import SourceModel

/// Reads a scenario for a command; an invalid one is printed as a located error and ends with status 2.
enum ScenarioLoading {
    static func load(_ path: String) throws(ExitCode) -> Scenario {
        do {
            return try ScenarioReader.read(path: path)
        } catch {
            Console.error(error.description)
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    /// Runs a scenario's events; an event that cannot run is printed at its place and ends with status 2.
    static func simulate(_ scenario: Scenario) throws(ExitCode) -> SimulationReport {
        do {
            return try scenario.simulate()
        } catch {
            Console.error(error.description)
            throw ExitCode(ExitStatus.invalidInput)
        }
    }
}
