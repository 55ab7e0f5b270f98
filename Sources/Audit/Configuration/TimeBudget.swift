import Foundation
import SourceModel

/// The audit's total time budget (`--time-limit`, `time_limit:`): once it is spent, the source
/// files, storyboards and xibs not yet read are skipped with ``reason``, and the report says the
/// audit is incomplete. Without a limit nothing changes. A file already being read is finished
/// (each is at most 16 MiB and read in linear time).
package struct TimeBudget: Sendable {
    /// The limit in seconds; `nil`: none.
    package let seconds: Double?
    private let deadline: ContinuousClock.Instant?

    /// No limit.
    package static let unlimited = TimeBudget(seconds: nil)

    /// A budget of `seconds` from `start` (now, by default).
    package init(seconds: Double?, start: ContinuousClock.Instant = .now) {
        self.seconds = seconds
        deadline = seconds.map { start.advanced(by: .nanoseconds(Int64(min($0, 1e9) * 1e9))) }
    }

    /// Whether the time is spent (a limit of 0 is spent from the start).
    package var isSpent: Bool {
        guard let deadline else { return false }
        return ContinuousClock.now >= deadline
    }

    /// The limit as written in messages: `300 s`, `0.5 s`.
    package var shown: String {
        guard let seconds else { return "none" }
        return (seconds == seconds.rounded() && seconds < 1e15 ? String(Int(seconds)) : String(seconds)) + " s"
    }

    /// The reason given for each file not read.
    package var reason: String { "the audit's time limit (\(shown)) was reached: not read" }

    /// The file skipped for want of time.
    package func skipped(_ file: String) -> SkippedFile { SkippedFile(file: file, reason: reason) }

    /// What the report says when `count` files were not read.
    package func incompleteMessage(notRead count: Int) -> String {
        "the audit is incomplete: its time limit (\(shown)) was reached and \(count) file\(count == 1 ? " was" : "s were") not read"
    }

    /// Reads a limit written by a user (`--time-limit`, `time_limit:`): a number of seconds, 0 or more.
    package static func seconds(parsing text: String) -> Double? {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value >= 0 else { return nil }
        return value
    }
}
