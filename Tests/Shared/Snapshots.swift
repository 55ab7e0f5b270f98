// The one snapshot helper of the tests: a text compared byte for byte with a reviewed file.
import Foundation
import Testing

/// Reviewed snapshots. `STATUSBAR_RECORD_SNAPSHOTS=1` re-records them: the test then writes the file
/// and fails, saying what it recorded, so that a recording is never taken for a pass.
package enum Snapshots {
    /// True when the environment asks to re-record.
    package static var isRecording: Bool { ProcessInfo.processInfo.environment["STATUSBAR_RECORD_SNAPSHOTS"] == "1" }

    /// Compares `actual` with the file at `url` (named in messages by its last component); a
    /// difference is reported with its first differing line.
    package static func assertMatches(_ actual: String, _ url: URL, _ what: String? = nil,
                                     sourceLocation: SourceLocation = #_sourceLocation) {
        let name = url.lastPathComponent
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
                Issue.record("recorded snapshot \(name): run again without STATUSBAR_RECORD_SNAPSHOTS to compare",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not record snapshot \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("no snapshot \(name): record it with STATUSBAR_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        let stored = String(decoding: data, as: UTF8.self)
        guard stored != actual else { return }
        let storedLines = stored.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var first = 0
        while first < storedLines.count, first < lines.count, storedLines[first] == lines[first] { first += 1 }
        let was = first < storedLines.count ? String(storedLines[first]) : "<end>"
        let now = first < lines.count ? String(lines[first]) : "<end>"
        Issue.record(Comment(rawValue: "\(what ?? "the output") differs from the snapshot \(name) at line \(first + 1):\n  stored: \(was)\n  now:    \(now)\n"
                         + "re-record deliberately with STATUSBAR_RECORD_SNAPSHOTS=1"), sourceLocation: sourceLocation)
    }
}
