import Foundation
import SourceModel
import StatusBarEngine

/// The output of the last audit of a folder, kept beside its facts cache, and given again when a
/// run's inputs are the same: the same build of the tool, the same folder, the same output
/// settings (``AuditOutputRequest/key``), and the same ``ProjectContents/Gathered/digest``: the
/// same files, those the inventory reads unchanged, and the same facts in every source file,
/// storyboard, xib and Xcode project. Such a run decodes no fact, builds no model and runs no rule.
///
/// One file per folder and output settings, `output-<hash>.memo` in the cache folder, written
/// like the cache file (a temporary file, then a rename). A memo that cannot be read, does not
/// decode or was written for other inputs is not used, and replaced at the end of the run.
package struct OutputMemo: Sendable {
    /// What a run printed and how it ends.
    package struct Output: Sendable, Hashable, Codable {
        package var text: String
        /// Whether the folder holds no iOS app (exit status 3).
        package var noApp: Bool
        /// The highest severity of the findings shown, if any.
        package var highestSeverity: Severity?

        package init(text: String, noApp: Bool, highestSeverity: Severity?) {
            self.text = text
            self.noApp = noApp
            self.highestSeverity = highestSeverity
        }

        /// The output of `report`, rendered as `text`.
        package init(report: AuditReport, text: String) {
            self.init(text: text, noApp: report.apps.isEmpty, highestSeverity: report.highestSeverity)
        }
    }

    struct Stored: Codable, Hashable {
        static let format = "statusbar-output-memo"
        var format: String
        var tool: String
        var root: String
        var key: String
        var digest: UInt64
        var output: Output
    }

    let file: URL
    let expected: Stored

    /// The memo of `root`'s audit with the output settings `key`, in the cache folder `location`;
    /// `nil` when the cache is off.
    package init?(_ location: CacheLocation, root: URL, key: String, digest: UInt64, tool: String = FactsCache.toolIdentity) {
        guard case .folder(let folder) = location else { return nil }
        let realRoot = root.standardizedFileURL.resolvingSymlinksInPath().path
        let name = "output-" + String(FNV1a.hash(Array((realRoot + "\u{0}" + key).utf8)), radix: 16) + ".memo"
        file = URL(fileURLWithPath: folder).standardizedFileURL.appendingPathComponent(name)
        expected = Stored(format: Stored.format, tool: tool, root: realRoot, key: key, digest: digest,
                          output: Output(text: "", noApp: false, highestSeverity: nil))
    }

    /// The output kept for these inputs, if there is one.
    package func output() -> Output? {
        guard let bytes = try? FileReading.read(path: file.path, shownAs: file.path, limit: 1 << 30),
              let stored = try? CacheCoding.decode(Stored.self, from: bytes) else { return nil }
        var other = stored
        other.output = expected.output
        return other == expected ? stored.output : nil
    }

    /// Keeps `output` for these inputs. Returns why it could not, if it could not; never throws.
    @discardableResult
    package func keep(_ output: Output) -> String? {
        var stored = expected
        stored.output = output
        return FactsCache.replace(file, with: { try CacheCoding.encode(stored) }).map { "cannot write '\(file.path)': \($0)" }
    }
}
