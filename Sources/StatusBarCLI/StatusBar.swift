import ArgumentParser
import Foundation

/// The `statusbar` root command. Each subcommand lives in its own file under `Commands/`;
/// adding one is adding its type to `subcommands`.
struct StatusBar: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "statusbar",
        abstract: "Model the iOS status bar appearance system: explain, simulate and audit.",
        discussion: """
            Exit status: 0 success; 1 when a diagnostic of severity error was produced (an unreadable \
            status bar counts; for audit, a finding at or above --fail-on); 2 for an invalid scenario \
            or a usage error; 3 when audit finds no iOS app.
            """,
        subcommands: [Explain.self, Simulate.self, Render.self, Audit.self, Rules.self, Devices.self, Colors.self]
    )
}

/// Runs the root command and maps every outcome to the documented exit status.
@main
enum Main {
    static func main() {
        exit(run(Array(CommandLine.arguments.dropFirst())))
    }

    static func run(_ arguments: [String]) -> Int32 {
        do {
            var command = try StatusBar.parseAsRoot(arguments)
            try command.run()
            return ExitStatus.success
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            let code = StatusBar.exitCode(for: error)
            let message = StatusBar.fullMessage(for: error)
            if code == .success {  // --help, --version
                Console.out(message.hasSuffix("\n") ? message : message + "\n")
                return ExitStatus.success
            }
            Console.error(message)
            // ArgumentParser's usage and validation errors (64) are this tool's usage errors.
            return code == .validationFailure ? ExitStatus.invalidInput : code.rawValue
        }
    }
}

/// The documented exit statuses.
enum ExitStatus {
    static let success: Int32 = 0
    /// A diagnostic of severity error (an unreadable status bar counts).
    static let errorDiagnostic: Int32 = 1
    /// An invalid scenario or a usage error.
    static let invalidInput: Int32 = 2
    /// `audit`: the path holds no iOS app.
    static let noApp: Int32 = 3
}

/// The only place that prints.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
