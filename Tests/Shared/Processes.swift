// The one process runner of the tests.
import Foundation

/// Runs a program to its end and gives its exit status and output.
package enum Processes {
    package struct Result: Sendable {
        package var status: Int32
        package var stdout: String
        package var stderr: String
        /// True when the program was stopped for running longer than the timeout.
        package var timedOut = false
    }

    /// Runs `executable` with `arguments` in `directory`; `environment` adds to (or replaces) the
    /// test's environment variables. Output goes through files, never pipes, so that a large
    /// output cannot block the child.
    /// With a `timeout` (seconds), a program still running then is stopped (`timedOut`).
    package static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                           environment extra: [String: String] = [:], timeout: TimeInterval? = nil) throws -> Result {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temp) }
        let out = temp.appendingPathComponent("out"), err = temp.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment.merge(extra) { _, new in new }
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        var timedOut = false
        if let timeout {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
            if process.isRunning {
                process.terminate()
                timedOut = true
            }
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: try text(of: out), stderr: try text(of: err), timedOut: timedOut)
    }

    /// The file's text. An empty file is not read with `Data(contentsOf:)`: swift-foundation leaks
    /// a 4 KiB buffer for each empty file it reads, which LeakSanitizer reports
    /// (`scripts/sanitize address`, Docs/Reliability.md).
    package static func text(of url: URL) throws -> String {
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
        return size == 0 ? "" : String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }
}
