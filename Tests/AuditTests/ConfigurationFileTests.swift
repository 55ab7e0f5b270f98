@testable import Audit
import Foundation
import SourceModel
import Testing

/// Configuration and baseline files are read like audited files (`FileReading`): the 16 MiB limit
/// applies, the reason is in the message, and no Foundation read leaks on an empty file.
@Suite struct ConfigurationFileTests {
    /// A file in a new temporary folder; the caller removes the folder (``removeFolder(of:)``).
    static func temporaryFile(_ name: String, bytes: [UInt8]? = nil, sparseSize: Int? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data(bytes ?? [])))
        if let sparseSize { #expect(truncate(url.path, off_t(sparseSize)) == 0) }
        return url
    }

    static func removeFolder(of url: URL) { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

    func configurationError(_ url: URL) -> LocatedError? {
        do { _ = try AuditConfiguration.read(path: url.path, knownRules: Fakes.ids); return nil } catch { return error }
    }

    @Test func aConfigurationOver16MiBIsRefusedFromItsSize() throws {
        let url = try Self.temporaryFile(".statusbar.yml", sparseSize: 17 * 1024 * 1024)
        defer { Self.removeFolder(of: url) }
        let error = try #require(configurationError(url))
        #expect(error.message == "cannot read the configuration file: file is larger than 16 MiB (17825792 bytes)")
        #expect(error.location.line == 1 && error.location.column == 1)
    }

    @Test func aConfigurationThatIsNotUTF8IsALocatedError() throws {
        let url = try Self.temporaryFile(".statusbar.yml", bytes: Array("version: 1\n".utf8) + [0xFF, 0x0A])
        defer { Self.removeFolder(of: url) }
        let error = try #require(configurationError(url))
        #expect(error.message == "cannot read the configuration file: it is not valid UTF-8")
    }

    @Test func aMissingConfigurationSaysWhy() throws {
        let error = try #require(configurationError(URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/.statusbar.yml")))
        #expect(error.message == "cannot read the configuration file: the file does not exist (it may have been removed during the run)")
    }

    @Test func anEmptyConfigurationReadsLikeEmptyText() throws {
        // Read without Foundation's Data(contentsOf:), which leaks 4 KiB per empty file: run under
        // `scripts/sanitize address ConfigurationFile` to have LeakSanitizer check it.
        let url = try Self.temporaryFile(".statusbar.yml")
        defer { Self.removeFolder(of: url) }
        let fromText: String
        do { fromText = String(describing: try AuditConfiguration.parse("", file: url.path, knownRules: Fakes.ids, folder: url.deletingLastPathComponent())) } catch {
            fromText = error.message
        }
        let fromFile: String
        do { fromFile = String(describing: try AuditConfiguration.read(path: url.path, knownRules: Fakes.ids)) } catch {
            fromFile = error.message
        }
        #expect(fromFile == fromText)
    }

    @Test func aBaselineOver16MiBIsRefusedFromItsSize() throws {
        let url = try Self.temporaryFile("baseline.json", sparseSize: 20 * 1024 * 1024)
        defer { Self.removeFolder(of: url) }
        do {
            _ = try Baseline.read(path: url.path)
            Issue.record("a 20 MiB baseline was read")
        } catch {
            #expect(error.message == "cannot read the baseline file: file is larger than 16 MiB (20971520 bytes)")
        }
    }
}
