import ArgumentParser
import Rendering
import ScenarioFormat
import StatusBarEngine

/// `statusbar render FILE`: the top of the device as an SVG, for the scenario as it is (what
/// `explain` describes) or after one step of its events (`--step`).
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the status bar of a scenario as an SVG: the top of the device, its sensor housing, "
            + "the navigation bar and the status bar in the content color.",
        discussion: """
            The overrides work like the simulator's `simctl status_bar override`. Exit status: 0 success; \
            1 when the drawn bar is unreadable (or another error diagnostic); 2 for an invalid scenario, \
            an out-of-range override or a file that cannot be written.
            """)

    @Argument(help: "A scenario file (.yml, .yaml or .json).")
    var file: String

    @Option(name: .shortAndLong, help: "Write the SVG to this file instead of standard output.")
    var output: String?

    @Option(help: "Draw the bar after this step of the scenario's events (0 is launch) instead of the scenario's state.")
    var step: Int?

    @Option(help: "The time shown.")
    var time: String = "9:41"

    @Option(help: "The battery level, 0 to 100.")
    var batteryLevel: Int = 100

    @Option(help: "charging, charged or discharging.")
    var batteryState: StatusBarOverrides.BatteryState = .discharging

    @Option(help: "Cellular signal bars, 0 to 4.")
    var cellularBars: Int = 4

    @Option(help: "Wi-Fi bars, 0 to 3.")
    var wifiBars: Int = 3

    @Option(help: "hide, wifi, 3g, 4g, lte or 5g.")
    var dataNetwork: StatusBarOverrides.DataNetwork = .wifi

    @Option(name: .customLong("operator"), help: "The operator name (shown on devices without a sensor housing).")
    var operatorName: String = "Carrier"

    /// The overrides, checked; an out-of-range value is a usage error (status 2).
    func overrides() throws -> StatusBarOverrides {
        do {
            return try StatusBarOverrides(time: time, batteryLevel: batteryLevel, batteryState: batteryState,
                                          cellularBars: cellularBars, wifiBars: wifiBars, dataNetwork: dataNetwork,
                                          operatorName: operatorName)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func validate() throws {
        _ = try overrides()
        if let step, step < 0 { throw ValidationError("step \(step) is out of range: steps count from 0 (launch)") }
    }

    func run() throws {
        let renderer = StatusBarRenderer(overrides: try overrides())
        let scenario = try ScenarioLoading.load(file)
        let app = scenario.app
        let scene: StatusBarScene
        let errors: Bool
        if let step {
            let steps = try ScenarioLoading.steps(of: scenario)
            guard steps.indices.contains(step) else {
                throw ValidationError("step \(step) is out of range: the scenario has steps 0 to \(steps.count - 1)")
            }
            scene = StatusBarScene.scenes(for: Array(steps[...step]), app: app)[step]
            errors = steps[step].diagnostics.contains { $0.severity == .error }
        } else {
            let resolution = app.resolve(explain: false)
            scene = StatusBarScene(resolution: resolution, app: app)
            errors = resolution.diagnostics.contains { $0.severity == .error }
        }
        try Console.write(renderer.render(scene), to: output)
        if errors { throw ExitCode(ExitStatus.errorDiagnostic) }
    }
}

extension StatusBarOverrides.BatteryState: ExpressibleByArgument {}
extension StatusBarOverrides.DataNetwork: ExpressibleByArgument {}
