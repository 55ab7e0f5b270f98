import ArgumentParser
import Audit
import Foundation
import ProjectReading
import Rendering
import ReportRendering
import StatusBarEngine

/// `--format` of `audit`.
enum AuditFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
    case html
    case sarif
    case github
}

/// `--color` of `audit`'s text output.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    case auto
    case always
    case never
}

/// `--fail-on`: the lowest severity that makes the audit exit 1.
enum FailOn: String, CaseIterable, ExpressibleByArgument {
    case error
    case warning
    case info
    case never

    func fails(_ severity: Severity?) -> Bool {
        guard let severity else { return false }
        switch self {
        case .error: return severity >= .error
        case .warning: return severity >= .warning
        case .info: return true
        case .never: return false
        }
    }
}

struct Audit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Predict every screen's status bar in an iOS project and report defects, without building it.",
        discussion: """
            Exit status: 0 no finding at or above --fail-on; 1 findings at or above it; 2 usage or \
            configuration error; 3 the path holds no iOS app (a package folder without one is audited as \
            an app made of its code). Skipped files, and files not read \
            because --time-limit was reached, do not change it.
            Configuration: .statusbar.yml at the folder's root, or --config FILE (exclude, include, \
            rules, fail_on, baseline, time_limit); see Docs/Integration.md.
            """
    )

    @Argument(help: "The folder holding the app (an Xcode project, a workspace, or a package folder).")
    var path: String

    @Option(help: "Output format: text, json, sarif, github or html (a self-contained page with pictures).")
    var format: AuditFormat = .text

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("fail-on"),
            help: "Lowest severity that fails the run: error, warning, info or never (default: fail_on of the configuration, else error).")
    var failOn: FailOn?

    @Option(help: "Colors for the text format's severities: auto (when stdout is a terminal), always or never.")
    var color: ColorChoice = .auto

    @Option(name: .customLong("config"), help: "The configuration file (default: .statusbar.yml in the folder, if present).")
    var configFile: String?

    @Option(name: .customLong("write-baseline"), help: "Write the current findings to this file as a baseline (they are then hidden).")
    var writeBaseline: String?

    @Option(help: "Pin predictions to one iOS version (default: every era of R9 from the app's deployment target to iOS 17).")
    var ios: String?

    @Option(help: "The device profile every app is predicted on (see `statusbar devices`; default: \(DeviceProfile.defaultID), and \(DeviceProfile.defaultPadID) for an app built for the iPad alone).")
    var device: String?

    @Option(help: "The build configuration to read (default: Release when the target has one).")
    var configuration: String?

    @Option(name: .customLong("time-limit"),
            help: "Stop reading files after this many seconds: the rest are listed as skipped and the report says it is incomplete (default: time_limit of the configuration, else none).")
    var timeLimit: String?

    @Flag(name: .customLong("no-cache"), help: "Read every file: neither use nor update the cache of facts read by earlier runs.")
    var noCache = false

    @Option(name: .customLong("cache-path"),
            help: "The folder of the cache (default: $XDG_CACHE_HOME/statusbar, else ~/.cache/statusbar); never inside the audited folder.")
    var cachePath: String?

    func validate() throws {
        if noCache, cachePath != nil { throw ValidationError("--no-cache and --cache-path cannot be used together") }
        if let timeLimit, TimeBudget.seconds(parsing: timeLimit) == nil {
            throw ValidationError("--time-limit '\(timeLimit)' is not a number of seconds, 0 or more")
        }
        if let ios, IOSVersion(ios) == nil { throw ValidationError("--ios '\(ios)' is not a version such as 17.0") }
        if let device, DeviceProfile.named(device) == nil {
            throw ValidationError("--device '\(device)' is not a device profile; see `statusbar devices`")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("'\(path)' is not a folder")
        }
    }

    func run() throws {
        let root = URL(fileURLWithPath: path).standardizedFileURL
        var options = AuditOptions(root: root, configuration: configuration, ios: ios.flatMap(IOSVersion.init),
                                   device: device.flatMap(DeviceProfile.named))
        let settings = try AuditSettings.load(root: root, path: path, configFile: configFile, writingBaseline: writeBaseline != nil)
        settings.configuration.apply(to: &options)
        options.baseline = settings.baseline
        if let timeLimit { options.timeLimit = TimeBudget.seconds(parsing: timeLimit) }
        options.cache = noCache ? .none : cachePath.map { .folder(URL(fileURLWithPath: $0).standardizedFileURL.path) } ?? .userDefault()
        // The engine's explanation of each prediction is shown by the HTML report alone.
        options.explainsPredictions = format == .html
        options.locatesExplanations = format == .html
        let colors = output == nil ? color.enabled : color == .always
        let prefix = format == .github ? AuditSettings.repositoryPrefix(of: root) : ""
        func render(_ report: AuditReport) -> String {
            switch format {
            // `auto` colors only what goes to a terminal: never a file written with --output.
            case .text: TextReporter.render(report, colors: colors)
            case .json: JSONReporter.render(report)
            case .sarif: SARIFReporter.render(report, rules: RuleCatalog.all.map(\.description))
            case .github: GitHubReporter.render(report, pathPrefix: prefix)
            case .html: AuditHTMLReporter.render(report: report, root: root)
            }
        }
        let result: OutputMemo.Output
        if let writeBaseline {
            let report = try AuditSettings.write(baseline: Auditor.run(options), to: writeBaseline)
            result = OutputMemo.Output(report: report, text: render(report))
        } else {
            // A run whose inputs are those of the last one prints what it printed (Docs/Integration.md, "The cache").
            let key = ["format=\(format.rawValue)", "colors=\(colors)", "prefix=\(prefix)",
                       "config=\(settings.configurationStamp)"].joined(separator: "\n")
            // The process exits after printing: the model is left for the exit to free.
            options.leavesMemoryToExit = true
            result = Auditor.rendered(options, key: key, render: render).output
        }
        try Console.write(result.text, to: output)
        if result.noApp {
            Console.error("error: no iOS app found in '\(path)'\n")
            throw ExitCode(ExitStatus.noApp)
        }
        let threshold = failOn ?? settings.configuration.failOn.flatMap { FailOn(rawValue: $0.rawValue) } ?? .error
        if threshold.fails(result.highestSeverity) { throw ExitCode(ExitStatus.errorDiagnostic) }
    }
}
