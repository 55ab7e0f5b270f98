import Foundation
import TestSupport
import Testing

/// The rendering snapshots, stored in `__Snapshots__/` beside the tests (compared by
/// `Snapshots.assertMatches`, the tests' one snapshot helper).
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    static func assert(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Snapshots.assertMatches(text, directory.appendingPathComponent(name), "snapshot \(name)", sourceLocation: sourceLocation)
    }
}
