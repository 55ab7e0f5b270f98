import ProjectReaders
import SourceModel
import StatusBarEngine

/// One screen with its prediction.
package struct ScreenReport: Sendable {
    package var screen: Screen
    package var prediction: ScreenPrediction
}

/// What one app's audit found.
package struct AppReport: Sendable {
    package var app: AuditedApp
    /// The screen UIKit shows first (the main storyboard's initial controller), if known.
    package var firstScreen: String?
}

/// The result of `statusbar audit`: apps, screens, findings, skipped files.
package struct AuditReport: Sendable {
    package static let formatVersion = 1
    package var root: String
    package var apps: [AppReport]
    package var screens: [ScreenReport]
    package var findings: [Finding]
    package var skipped: [SkippedFile]
    /// Bad input met on the way (shown in the text summary; each also skips or degrades a file).
    package var errors: [LocatedError]
    /// For the benchmark: files read and fully parsed.
    package var filesRead: Int
    package var filesParsed: Int
    /// Findings the baseline hid.
    package var hiddenByBaseline: Int = 0
    /// Why the audit did not read everything (its time limit was reached), else `nil`.
    package var incomplete: String?

    /// The highest severity among findings.
    package var highestSeverity: Severity? { findings.map(\.severity).max() }
}
