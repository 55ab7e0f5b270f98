import Foundation
import Testing

/// Text snapshots stored in `__Snapshots__/` beside the tests. They are re-recorded only when
/// `STATUSBAR_RECORD_SNAPSHOTS=1` is set; the test then fails, saying it recorded.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["STATUSBAR_RECORD_SNAPSHOTS"] == "1" }

    static func assert(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
                Issue.record(Comment(rawValue: "recorded snapshot \(name): run again without STATUSBAR_RECORD_SNAPSHOTS to compare"),
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record(Comment(rawValue: "could not record snapshot \(name): \(error)"), sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path), let stored = String(data: data, encoding: .utf8) else {
            Issue.record(Comment(rawValue: "no snapshot \(name): record it with STATUSBAR_RECORD_SNAPSHOTS=1"), sourceLocation: sourceLocation)
            return
        }
        if stored != text {
            let storedLines = stored.split(separator: "\n", omittingEmptySubsequences: false)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var first = 0
            while first < storedLines.count, first < lines.count, storedLines[first] == lines[first] { first += 1 }
            let was = first < storedLines.count ? String(storedLines[first]) : "<end>"
            let now = first < lines.count ? String(lines[first]) : "<end>"
            let message = "snapshot \(name) differs at line \(first + 1):\n  stored: \(was)\n  now:    \(now)\n"
                + "re-record deliberately with STATUSBAR_RECORD_SNAPSHOTS=1"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}
