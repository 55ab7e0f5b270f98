import SourceModel
import ArgumentParser
import ScenarioFormat

/// `statusbar devices`: the device profiles a scenario can name.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", abstract: "List the device profiles (ids for platform.device).")

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() {
        Console.out(format == .json ? DeviceCatalog.json().rendered() : DeviceCatalog.text())
    }
}
