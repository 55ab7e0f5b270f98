import SourceModel
import ArgumentParser
import Audit
import Foundation
import ProjectReading
import ScenarioFormat
import StatusBarEngine

/// `statusbar explain FILE`: what the status bar shows for a scenario, and why.
/// `statusbar explain PATH --screen NAME`: the same for a screen of a project, each step with the
/// line of the app it rests on (Docs/Integration.md, "Asking about one screen").
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain what the status bar shows for a scenario, or for one screen of a project, and why.",
        discussion: """
            With a scenario file: its status bar and the engine's trace. With a project folder and \
            --screen NAME (a controller class or a SwiftUI view): for each place the audit finds the \
            screen shown, its prediction, the engine's trace with the line of the app each step rests \
            on, and the audit's findings on it; --scenario FILE writes the scenario the audit built for \
            it, for explain, simulate and render. Exit status: 0 success; 1 an error diagnostic (for a \
            screen, an error finding on it); 2 an invalid scenario, a usage error or a name that matches \
            no screen (the nearest names are listed); 3 the folder holds no iOS app.
            """)

    @Argument(help: "A scenario file (.yml, .yaml or .json), or with --screen the folder holding the app.")
    var path: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(help: "The screen to explain: a controller class or a SwiftUI view of the project at PATH.")
    var screen: String?

    @Option(help: "Only the screens of this app (a target's name), when the folder holds several.")
    var app: String?

    @Option(help: "Only this place of the screen (1, 2, …, in the order explain lists them).")
    var place: Int?

    @Option(help: "The era of R9 to explain: <13, 13-16 or 17+ (default: the newest the app supports).")
    var era: EraChoice?

    @Option(help: "The appearance of the engine's trace and of the written scenario: light or dark (both are predicted).")
    var appearance: AppearanceChoice = .light

    @Option(help: "Pin predictions to one iOS version, as for audit.")
    var ios: String?

    @Option(help: "The device profile the app is predicted on (see `statusbar devices`; default: \(DeviceProfile.defaultID), and \(DeviceProfile.defaultPadID) for an app built for the iPad alone).")
    var device: String?

    @Option(help: "The build configuration to read (default: Release when the target has one).")
    var configuration: String?

    @Option(name: .customLong("config"), help: "The configuration file (default: .statusbar.yml in the folder, if present).")
    var configFile: String?

    @Option(help: "Write the scenario the audit built for the screen's place to this file (one place: choose it with --place).")
    var scenario: String?

    @Flag(name: .customLong("no-cache"), help: "Read every file: neither use nor update the audit's cache.")
    var noCache = false

    /// The options that only a screen of a project takes.
    private var screenOptions: [String] {
        var named: [String] = []
        if app != nil { named.append("--app") }
        if place != nil { named.append("--place") }
        if era != nil { named.append("--era") }
        if ios != nil { named.append("--ios") }
        if configuration != nil { named.append("--configuration") }
        if configFile != nil { named.append("--config") }
        if scenario != nil { named.append("--scenario") }
        if noCache { named.append("--no-cache") }
        if device != nil { named.append("--device") }
        return named
    }

    func validate() throws {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        guard screen != nil else {
            if exists, isFolder.boolValue {
                throw ValidationError("'\(path)' is a folder: name the screen to explain with --screen NAME (a controller class or a SwiftUI view)")
            }
            if let first = screenOptions.first { throw ValidationError("\(first) needs --screen NAME and a project folder") }
            return
        }
        guard exists, isFolder.boolValue else { throw ValidationError("'\(path)' is not a folder: --screen explains a screen of a project folder") }
        if let ios, IOSVersion(ios) == nil { throw ValidationError("--ios '\(ios)' is not a version such as 17.0") }
        if let device, DeviceProfile.named(device) == nil {
            throw ValidationError("--device '\(device)' is not a device profile; see `statusbar devices`")
        }
        if let place, place < 1 { throw ValidationError("--place \(place) is out of range: places count from 1") }
    }

    func run() throws {
        guard let screen else {
            let report = try ScenarioLoading.load(path).explain()
            Console.out(format == .json ? report.json.rendered() : report.text)
            if report.hasErrors { throw ExitCode(ExitStatus.errorDiagnostic) }
            return
        }
        let root = URL(fileURLWithPath: path).standardizedFileURL
        var options = AuditOptions(root: root, configuration: configuration, ios: ios.flatMap(IOSVersion.init),
                                   device: device.flatMap(DeviceProfile.named))
        // The configuration's exclusions and rule settings apply; its baseline does not: asking about
        // a screen shows every finding on it.
        let settings = try AuditSettings.load(root: root, path: path, configFile: configFile, writingBaseline: true)
        settings.configuration.apply(to: &options)
        options.cache = noCache ? .none : .userDefault()
        options.explainsPredictions = true
        let model = Auditor.model(options)
        let report = Auditor.report(options, model: model, rules: RuleCatalog.all)
        if report.apps.isEmpty {
            Console.error("error: no iOS app found in '\(path)'\n")
            throw ExitCode(ExitStatus.noApp)
        }
        if let app, !report.apps.contains(where: { $0.app.name == app }) {
            let names = report.apps.map { "'\($0.app.name)'" }.joined(separator: ", ")
            throw ValidationError("--app '\(app)' is not an app of '\(path)': its \(report.apps.count == 1 ? "app is" : "apps are") \(names)")
        }
        let query = ScreenQuery(name: screen, app: app)
        var matches = query.matches(in: report)
        let total = matches.count
        if matches.isEmpty {
            Console.error(ExplanationText.noMatch(screen, app: app, nearest: query.nearest(in: report)))
            throw ExitCode(ExitStatus.invalidInput)
        }
        if let place {
            guard place <= matches.count else {
                throw ValidationError("--place \(place) is out of range: '\(screen)' is shown in \(matches.count) \(matches.count == 1 ? "place" : "places")")
            }
            matches = [matches[place - 1]]
        }
        if let era, let r = matches.first(where: { !$0.eras.map(\.era).contains(era.era) }) {
            throw ValidationError("--era \(era.rawValue): app '\(r.screen.app)' is predicted for eras \(r.eras.map(\.era.rawValue).joined(separator: ", ")) only")
        }
        let explainer = ScreenExplainer(model: model, report: report)
        let places = matches.compactMap { explainer.explain($0, era: era?.era, appearance: appearance.appearance) }
        let name = query.plainName
        if let scenario {
            guard places.count == 1, let only = places.first else {
                throw ValidationError("'\(screen)' is shown in \(places.count) places: choose the one to write with --place 1…\(places.count)")
            }
            guard let app = report.apps.first(where: { $0.app.name == only.screen.app })?.app,
                  let text = ScenarioExport.yaml(only, locator: explainer.locator(for: app), path: path, number: place ?? 1, of: total) else {
                Console.error("error: the audit could not build the engine's model of '\(screen)': no scenario to write")
                throw ExitCode(ExitStatus.invalidInput)
            }
            try Console.write(text, to: scenario)
        }
        let numbers = place.map { [$0] }
        Console.out(format == .json ? ExplanationJSON.render(places, name: name, numbers: numbers, total: total)
                        : ExplanationText.render(places, name: name, numbers: numbers, total: total))
        if places.contains(where: { $0.findings.contains { $0.severity == .error } }) { throw ExitCode(ExitStatus.errorDiagnostic) }
    }
}

/// `--era`: an era of R9, as the audit's JSON names them.
enum EraChoice: String, CaseIterable, ExpressibleByArgument {
    case before13 = "<13"
    case ios13to16 = "13-16"
    case ios17 = "17+"

    var era: Era {
        switch self {
        case .before13: .before13
        case .ios13to16: .ios13to16
        case .ios17: .ios17
        }
    }
}

/// `--appearance`: the appearance of the trace.
enum AppearanceChoice: String, CaseIterable, ExpressibleByArgument {
    case light
    case dark

    var appearance: Appearance { self == .light ? .light : .dark }
}
