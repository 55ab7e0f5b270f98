import Foundation
import Testing

/// `Examples/SwiftUISample` (Greenhouse): a SwiftUI app, audited end to end against a reviewed snapshot
/// (`Examples/SwiftUISample/PLANTED.md` says what it must find and why).
@Suite("statusbar audit of the SwiftUI sample, end to end")
struct SwiftUISampleCLITests {
    static let snapshot = AuditCLITests.snapshots.appendingPathComponent("swiftui-sample.audit.json")

    @Test func swiftUISampleJSONMatchesTheReviewedSnapshot() throws {
        let result = try StatusBarBinary.run(["audit", "Examples/SwiftUISample", "--format", "json"])
        #expect(result.status == 1, "the SwiftUI sample has an error-severity finding (unreadable-status-bar)")
        if ProcessInfo.processInfo.environment["STATUSBAR_RECORD_SNAPSHOTS"] == "1" {
            try Data(result.stdout.utf8).write(to: Self.snapshot)
            Issue.record("recorded snapshot swiftui-sample.audit.json: run again without STATUSBAR_RECORD_SNAPSHOTS to compare")
            return
        }
        let expected = String(decoding: try Data(contentsOf: Self.snapshot), as: UTF8.self)
        #expect(result.stdout == expected, "the audit of the SwiftUI sample differs from swiftui-sample.audit.json")
    }

    @Test func everyPlantedFindingIsReported() throws {
        let result = try StatusBarBinary.run(["audit", "Examples/SwiftUISample", "--fail-on", "never"])
        #expect(result.status == 0)
        for expected in [
            "Garden/AddPlantView.swift:14:14: warning:", "[status-bar-hidden-in-sheet]",
            "Garden/SettingsView.swift:12:10: warning:", "[toolbar-color-scheme-without-background]",
            "[unreadable-status-bar]",
        ] {
            #expect(result.stdout.contains(expected), "\(expected)\n\(result.stdout)")
        }
    }
}
