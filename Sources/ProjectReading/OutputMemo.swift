import Audit
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
    package struct Output: Sendable, Hashable {
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

    struct Stored: Hashable {
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
        guard let bytes = try? FileReading.read(path: file.path, shownAs: file.path, limit: 1 << 30) else { return nil }
        return try? Self.output(in: bytes, for: expected)
    }

    /// The output `bytes` (a memo file, in ``CacheCoding``'s form of ``Stored``) keep when they were
    /// written for the inputs of `expected`, else `nil`. Read by hand, in the order the fields are
    /// encoded: the inputs are compared before the output is decoded, so that the memo of other
    /// inputs (the one an edit that changes facts finds) costs no decoding of its half-megabyte text,
    /// and no `Decodable` container (each a generic type the runtime looks up on first use).
    /// The bytes of a memo file: ``Stored``'s fields in ``CacheCoding``'s form, in the order
    /// ``output(in:for:)`` reads them.
    static func bytes(of stored: Stored) -> [UInt8] {
        let w = ByteWriter()
        for field in [stored.format, stored.tool, stored.root, stored.key] { w.string(field) }
        w.unsigned(stored.digest)
        w.string(stored.output.text)
        w.bool(stored.output.noApp)
        w.optional(stored.output.highestSeverity) { $0.string($1.rawValue) }
        return w.bytes
    }

    static func output(in bytes: [UInt8], for expected: Stored) throws -> Output? {
        let r = ByteReader(bytes)
        guard try r.string() == expected.format, try r.string() == expected.tool, try r.string() == expected.root,
              try r.string() == expected.key, try r.unsigned() == expected.digest else { return nil }
        let text = try r.string()
        let noApp = try r.bool()
        var highest: Severity?
        if try r.isPresent() {
            guard let severity = Severity(rawValue: try r.string()) else { throw CacheCodingError.damaged("an unknown severity") }
            highest = severity
        }
        guard r.position == bytes.count else { throw CacheCodingError.damaged("bytes left after the value") }
        return Output(text: text, noApp: noApp, highestSeverity: highest)
    }

    /// Keeps `output` for these inputs. Returns why it could not, if it could not; never throws.
    @discardableResult
    package func keep(_ output: Output) -> String? {
        var stored = expected
        stored.output = output
        return FactsCache.replace(file, with: { Self.bytes(of: stored) }).map { "cannot write '\(file.path)': \($0)" }
    }
}
