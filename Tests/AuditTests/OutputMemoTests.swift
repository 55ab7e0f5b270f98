import Audit
import Foundation
import ProjectReaders
import ProjectReading
import SourceModel
import StatusBarEngine
import TestSupport
import Testing

/// The output memo (`OutputMemo`, Docs/Integration.md "The cache"): a run whose inputs are those of
/// the last run prints what it printed without building the model; any change to what the audit
/// reads, or to the output's settings, makes a new run, whose output is that of a run without cache.
@Suite("Output memo", .enabled(if: FileManager.default.fileExists(atPath: FileTrees.sampleApp.path)))
struct OutputMemoTests {
    typealias Setup = FactsCacheTests.Setup

    /// Renders the audit as JSON through the memo; `rendered` counts the reports actually rendered.
    final class Renders: @unchecked Sendable { var count = 0 }

    static func run(_ setup: Setup, key: String = "json", renders: Renders) -> (text: String, reused: Bool) {
        var options = AuditOptions(root: setup.root)
        options.cache = setup.location
        let result = Auditor.rendered(options, key: key) { report in
            renders.count += 1
            return JSONReporter.render(report)
        }
        return (result.output.text, result.reused)
    }

    static func uncached(_ setup: Setup) -> String { JSONReporter.render(Auditor.run(AuditOptions(root: setup.root))) }

    static func swiftFile(_ setup: Setup) throws -> URL {
        let path = try #require(Setup.files(setup.root).filter { $0.hasSuffix("ViewController.swift") }.sorted().first)
        return setup.root.appendingPathComponent(path)
    }

    @Test func theSameInputsGiveTheKeptOutputWithoutARender() throws {
        let setup = try Setup("memo-same")
        defer { setup.remove() }
        let renders = Renders()
        let first = Self.run(setup, renders: renders)
        #expect(!first.reused && renders.count == 1)
        #expect(setup.cacheFiles.contains { $0.hasPrefix("output-") && $0.hasSuffix(".memo") })
        let second = Self.run(setup, renders: renders)
        #expect(second.reused && renders.count == 1)
        #expect(second.text == first.text)
        #expect(second.text == Self.uncached(setup))
    }

    @Test func anEditThatChangesNoFactKeepsTheOutput() throws {
        let setup = try Setup("memo-comment")
        defer { setup.remove() }
        let renders = Renders()
        _ = Self.run(setup, renders: renders)
        // A comment after the last line: the file's bytes and `stat` change, its facts do not.
        let file = try Self.swiftFile(setup)
        let handle = try FileHandle(forWritingTo: file)
        handle.seekToEndOfFile()
        handle.write(Data("\n// a note\n".utf8))
        try handle.close()
        let edited = Self.run(setup, renders: renders)
        #expect(edited.reused && renders.count == 1)
        #expect(edited.text == Self.uncached(setup))
    }

    @Test func anEditThatMovesFactsMakesANewOutput() throws {
        let setup = try Setup("memo-shift")
        defer { setup.remove() }
        let renders = Renders()
        let before = Self.run(setup, renders: renders)
        // A line at the top moves every declaration of the file one line down.
        let file = try Self.swiftFile(setup)
        let text = try String(contentsOf: file, encoding: .utf8)
        try ("// a note\n" + text).write(to: file, atomically: false, encoding: .utf8)
        let edited = Self.run(setup, renders: renders)
        #expect(!edited.reused && renders.count == 2)
        #expect(edited.text == Self.uncached(setup))
        #expect(edited.text != before.text)
        // And the new output is kept in turn.
        #expect(Self.run(setup, renders: renders).reused && renders.count == 2)
    }

    @Test func aChangedInfoPlistMakesANewOutput() throws {
        let setup = try Setup("memo-plist")
        defer { setup.remove() }
        let renders = Renders()
        _ = Self.run(setup, renders: renders)
        // A file the inventory reads by itself: its `stat` decides, not facts.
        let plist = try #require(Setup.files(setup.root).filter { $0.hasSuffix("Info.plist") }.sorted().first)
        let url = setup.root.appendingPathComponent(plist)
        let text = try String(contentsOf: url, encoding: .utf8)
        try text.replacingOccurrences(of: "</dict>\n</plist>", with: "<key>UIStatusBarHidden</key>\n<true/>\n</dict>\n</plist>")
            .write(to: url, atomically: false, encoding: .utf8)
        let edited = Self.run(setup, renders: renders)
        #expect(!edited.reused && renders.count == 2)
        #expect(edited.text == Self.uncached(setup))
    }

    @Test func aNewFileMakesANewOutput() throws {
        let setup = try Setup("memo-new-file")
        defer { setup.remove() }
        let renders = Renders()
        _ = Self.run(setup, renders: renders)
        try "// nothing yet\n".write(to: setup.root.appendingPathComponent("Notes.txt"), atomically: false, encoding: .utf8)
        #expect(!Self.run(setup, renders: renders).reused)
    }

    @Test func anotherKeyIsAnotherOutput() throws {
        let setup = try Setup("memo-key")
        defer { setup.remove() }
        let renders = Renders()
        _ = Self.run(setup, key: "json", renders: renders)
        #expect(!Self.run(setup, key: "text", renders: renders).reused)
        #expect(Self.run(setup, key: "json", renders: renders).reused)
        #expect(Self.run(setup, key: "text", renders: renders).reused && renders.count == 2)
    }

    @Test func aDamagedMemoIsNotUsed() throws {
        let setup = try Setup("memo-damaged")
        defer { setup.remove() }
        let renders = Renders()
        let first = Self.run(setup, renders: renders)
        let memo = try #require(setup.cacheFiles.first { $0.hasSuffix(".memo") })
        let url = setup.cache.appendingPathComponent(memo)
        var bytes = Array(try Data(contentsOf: url))
        bytes.removeLast(bytes.count / 2)
        try Data(bytes).write(to: url)
        let again = Self.run(setup, renders: renders)
        #expect(!again.reused && again.text == first.text)
        #expect(Self.run(setup, renders: renders).reused)
    }

    /// The memo file read and written by hand: every field of the output comes back, a memo of
    /// other inputs (another digest, key, tool or folder) gives nothing, and so does every shorter
    /// or longer file.
    @Test func theMemoKeepsEveryFieldAndOnlyForItsInputs() throws {
        let cache = try FileTrees.temporaryFolder("memo-fields")
        defer { FileTrees.remove(cache) }
        let location = CacheLocation.folder(cache.path)
        let root = URL(fileURLWithPath: "/tmp/Ünïcode App")
        func memo(key: String = "json", digest: UInt64 = 0xFEED_FACE_CAFE_BEEF, tool: String = "tests", root: URL = root) throws -> OutputMemo {
            try #require(OutputMemo(location, root: root, key: key, digest: digest, tool: tool))
        }
        let outputs = [
            OutputMemo.Output(text: "{\"apps\": []}\n✓ Ünïcode", noApp: false, highestSeverity: .warning),
            OutputMemo.Output(text: "", noApp: true, highestSeverity: nil),
            OutputMemo.Output(text: String(repeating: "x", count: 300_000), noApp: false, highestSeverity: .error),
        ]
        for output in outputs {
            #expect(try memo().keep(output) == nil)
            #expect(try memo().output() == output)
            #expect(try memo(key: "text").output() == nil)
            #expect(try memo(digest: 1).output() == nil)
            #expect(try memo(tool: "another build").output() == nil)
            #expect(try memo(root: URL(fileURLWithPath: "/tmp/Another App")).output() == nil)
        }
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.path).first { $0.hasSuffix(".memo") })
        let url = cache.appendingPathComponent(file)
        let bytes = Array(try Data(contentsOf: url))
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
            try Data(bytes[..<length]).write(to: url)
            #expect(try memo().output() == nil)
        }
        try Data(bytes + [0]).write(to: url)
        #expect(try memo().output() == nil)
    }

    @Test func withoutTheCacheNothingIsKept() throws {
        let setup = try Setup("memo-off")
        defer { setup.remove() }
        let renders = Renders()
        for _ in 0..<2 {
            let result = Auditor.rendered(AuditOptions(root: setup.root), key: "json") { report in
                renders.count += 1
                return JSONReporter.render(report)
            }
            #expect(!result.reused)
        }
        #expect(renders.count == 2)
        #expect(setup.cacheFiles.isEmpty)
    }

    @Test func theStampOfOtherFilesFollowsTheirStatusOnly() throws {
        let setup = try Setup("memo-stamp")
        defer { setup.remove() }
        let before = ProjectFiles.scan(root: setup.root).otherFilesStamp
        #expect(ProjectFiles.scan(root: setup.root).otherFilesStamp == before)
        // A Swift file is told by its facts, not its `stat`.
        try Setup.age(try Self.swiftFile(setup), seconds: 10)
        #expect(ProjectFiles.scan(root: setup.root).otherFilesStamp == before)
        let plist = try #require(Setup.files(setup.root).filter { $0.hasSuffix("Info.plist") }.sorted().first)
        try Setup.age(setup.root.appendingPathComponent(plist), seconds: 10)
        #expect(ProjectFiles.scan(root: setup.root).otherFilesStamp != before)
        #expect(ProjectFiles.isReadThroughFacts("App/Views/Home.swift", kind: .swift))
        #expect(!ProjectFiles.isReadThroughFacts("Package.swift", kind: .swift))
        #expect(!ProjectFiles.isReadThroughFacts("Modules/Project.swift", kind: .swift))
        #expect(!ProjectFiles.isReadThroughFacts("App/Settings.xcconfig", kind: .other))
        // Every Swift manifest of the one list is watched as a file, not only through its facts.
        for manifest in ProjectManifest.allCases where manifest.isSwift {
            for name in manifest.fileNames { #expect(!ProjectFiles.isReadThroughFacts("Sub/\(name)", kind: .swift)) }
        }
        #expect(ProjectManifest(fileName: "project.yaml") == .xcodeGen)
        #expect(ProjectManifest(fileName: "Projects.swift") == nil)
    }
}
