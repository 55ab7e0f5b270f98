import Audit
import Foundation
import ProjectReaders
import ProjectReading
import SourceModel
import TestSupport
import Testing

/// The incremental cache (`FactsCache`, Docs/Integration.md "The cache"): a file unchanged since
/// the last run is served from the cache, an edited one is read again, and a cache that cannot be
/// trusted is ignored and replaced. The results are the same with and without it.
@Suite("Facts cache", .enabled(if: FileManager.default.fileExists(atPath: FileTrees.sampleApp.path)))
struct FactsCacheTests {
    /// A copy of the sample app whose files were all last modified an hour ago (files modified
    /// in the last seconds are not kept: `FactsCache.settlingTime`), and an empty cache folder.
    struct Setup {
        var root: URL
        var cache: URL
        var location: CacheLocation { .folder(cache.path) }

        init(_ name: String) throws {
            root = try FileTrees.copyOfSampleApp(name)
            cache = try FileTrees.temporaryFolder(name + "-cache")
            for path in Self.files(root) { try Self.age(root.appendingPathComponent(path), seconds: 3_600) }
        }

        func remove() {
            FileTrees.remove(root.deletingLastPathComponent())
            FileTrees.remove(cache)
        }

        /// Every file of a folder, relative.
        static func files(_ folder: URL) -> [String] {
            FileManager.default.subpaths(atPath: folder.path)?.filter {
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path, isDirectory: &isFolder)
                    && !isFolder.boolValue
            } ?? []
        }

        /// Sets a file's modification time to `seconds` ago.
        static func age(_ file: URL, seconds: Double) throws {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: file.path)
        }

        func read(tool: String = "tests", runStart: Int64? = nil) -> ProjectContents {
            var contents = ProjectContents.read(root: root, cache: location, tool: tool, runStart: runStart)
            contents.cacheUpdate?.write()
            contents.cacheUpdate = nil
            return contents
        }

        /// The cache folder's files (the cache file; temporary files would show here too).
        var cacheFiles: [String] { (try? FileManager.default.contentsOfDirectory(atPath: cache.path))?.sorted() ?? [] }
    }

    /// Source files, storyboards and xibs the sample app's audit reads.
    static func readable(_ contents: ProjectContents) -> Int { contents.cacheUse.served + contents.cacheUse.read }

    @Test func aWarmRunServesEveryFileAndGivesTheSameReport() throws {
        let setup = try Setup("cache-warm")
        defer { setup.remove() }
        var options = AuditOptions(root: setup.root)
        let uncached = JSONReporter.render(Auditor.run(options))
        options.cache = setup.location

        let cold = Auditor.model(options)
        #expect(cold.contents.cacheUse.served == 0)
        #expect(cold.contents.cacheUse.read > 20)
        #expect(setup.cacheFiles.count == 1 && setup.cacheFiles.allSatisfy { $0.hasPrefix("facts-") && $0.hasSuffix(".cache") })

        let warm = Auditor.model(options)
        #expect(warm.contents.cacheUse.read == 0)
        #expect(warm.contents.cacheUse.served == cold.contents.cacheUse.read)
        #expect(warm.contents.sources == cold.contents.sources)
        #expect(warm.contents.documents == cold.contents.documents)
        #expect(warm.contents.fullyParsed == cold.contents.fullyParsed)
        #expect(JSONReporter.render(Auditor.run(options)) == uncached)
    }

    @Test func anEditedFileIsReadAgain() throws {
        let setup = try Setup("cache-edit")
        defer { setup.remove() }
        let first = setup.read()
        let path = try #require(first.sources.first { !$0.overrides.isEmpty && !ProjectFiles.isVendored($0.path) }).path
        let file = setup.root.appendingPathComponent(path)
        let text = try String(contentsOf: file, encoding: .utf8)
        try (text + "\nfinal class AddedAfterTheFirstRun: UIViewController {\n    override var prefersStatusBarHidden: Bool { true }\n}\n")
            .write(to: file, atomically: false, encoding: .utf8)
        try Setup.age(file, seconds: 60)

        let second = setup.read()
        #expect(second.cacheUse.read == 1)
        #expect(second.cacheUse.served == Self.readable(first) - 1)
        let facts = try #require(second.sources.first { $0.path == path })
        #expect(facts.types.contains { $0.name == "AddedAfterTheFirstRun" })
        #expect(facts.overrides.contains { $0.typeName == "AddedAfterTheFirstRun" })
        #expect(second.sources == ProjectContents.read(root: setup.root).sources)
        // The new facts were kept: a third run reads nothing.
        #expect(setup.read().cacheUse.read == 0)
    }

    @Test func anEditThatKeepsTheSizeAndTimeIsReadAgain() throws {
        let setup = try Setup("cache-same-size")
        defer { setup.remove() }
        let first = setup.read()
        let facts = try #require(first.sources.first { !$0.overrides.isEmpty && !ProjectFiles.isVendored($0.path) })
        let file = setup.root.appendingPathComponent(facts.path)
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
        let before = FileIdentity.of(path: file.path)
        // The same length, another class name; then the old time put back.
        let name = try #require(facts.types.first { !$0.isExtension }).name
        let renamed = "Q" + name.dropFirst()
        let text = try String(contentsOf: file, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "class \(name)", with: "class \(renamed)")
        try #require(edited != text && edited.utf8.count == text.utf8.count)
        try edited.write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file.path)
        let after = try #require(FileIdentity.of(path: file.path))
        #expect(after.size == before?.size && after.modified == before?.modified)

        let second = setup.read()
        #expect(second.cacheUse.read == 1)
        #expect(second.sources.contains { $0.types.contains { $0.name == renamed } })
        #expect(second.sources == ProjectContents.read(root: setup.root).sources)
    }

    /// Files whose status (ctime) changed in the seconds before the run that read them are kept
    /// with their bytes' hash, and checked by it: read, but not parsed again.
    @Test func recentlyChangedFilesAreCheckedByTheirBytes() throws {
        let setup = try Setup("cache-recent-status")
        defer { setup.remove() }
        // A run "one second after" the copy's newest status change.
        let times = Setup.files(setup.root).compactMap { FileIdentity.of(path: setup.root.appendingPathComponent($0).path)?.changed }
        let newest = try #require(times.max())
        let runStart = newest + 1_000_000_000
        let first = setup.read(runStart: runStart)
        let second = setup.read(runStart: runStart)
        #expect(second.cacheUse.read == 0)
        #expect(second.cacheUse.served == Self.readable(first))
        #expect(second.cacheUse.unread == 0)
        #expect(second.sources == first.sources && second.documents == first.documents)
    }

    /// Files whose status (ctime) settled before the run that read them are served next time
    /// from their `stat` alone, without reading them; an edit that keeps the size and puts the
    /// modification time back changes the status time, which nothing can put back, and is seen.
    @Test func settledFilesAreServedUnreadUntilTheirStatusChanges() throws {
        let setup = try Setup("cache-settled")
        defer { setup.remove() }
        // The copy's status times are now; wait until they are older than the settling time.
        Thread.sleep(forTimeInterval: Double(FactsCache.settlingTime) / 1e9 + 0.2)
        let first = setup.read()
        let warm = setup.read()
        #expect(warm.cacheUse.read == 0)
        #expect(warm.cacheUse.unread == Self.readable(first))
        #expect(warm.sources == first.sources && warm.documents == first.documents)

        let facts = try #require(first.sources.first { !$0.overrides.isEmpty && !ProjectFiles.isVendored($0.path) })
        let file = setup.root.appendingPathComponent(facts.path)
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
        let name = try #require(facts.types.first { !$0.isExtension }).name
        let renamed = "Q" + name.dropFirst()
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "class \(name)", with: "class \(renamed)").write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file.path)

        let edited = setup.read()
        #expect(edited.cacheUse.read == 1)
        #expect(edited.cacheUse.unread == Self.readable(first) - 1)
        #expect(edited.sources.contains { $0.types.contains { $0.name == renamed } })
        #expect(edited.sources == ProjectContents.read(root: setup.root).sources)
    }

    /// The Xcode project file is kept parsed in the cache too; an edited one is parsed again.
    @Test func anEditedProjectFileIsParsedAgain() throws {
        let setup = try Setup("cache-project")
        defer { setup.remove() }
        let first = setup.read()
        #expect(first.inventory.apps.first?.deploymentTarget?.value == "15.0")
        let warm = setup.read()
        #expect(warm.cacheUse.read == 0)
        #expect(warm.inventory == first.inventory)

        let file = setup.root.appendingPathComponent("Trailhead.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;")
            .write(to: file, atomically: false, encoding: .utf8)
        try Setup.age(file, seconds: 60)
        let edited = setup.read()
        #expect(edited.cacheUse.read == 1)
        #expect(edited.inventory.apps.first?.deploymentTarget?.value == "16.0")
        #expect(edited.inventory == ProjectContents.read(root: setup.root).inventory)
    }

    /// Ways a cache file gets damaged: other bytes, cut short, empty, one byte changed.
    enum Damage: CaseIterable {
        case garbage, truncated, empty, flippedByte
    }

    @Test(arguments: Damage.allCases)
    func aDamagedCacheFileIsIgnoredAndRewritten(damage: Damage) throws {
        let setup = try Setup("cache-damaged")
        defer { setup.remove() }
        let first = setup.read()
        let name = try #require(setup.cacheFiles.first)
        let file = setup.cache.appendingPathComponent(name)
        var bytes = [UInt8](try Data(contentsOf: file))
        switch damage {
        case .garbage: bytes = Array("not a cache file at all".utf8)
        case .truncated: bytes = Array(bytes.prefix(bytes.count / 2))
        case .empty: bytes = []
        case .flippedByte: bytes[bytes.count * 2 / 3] ^= 0x01
        }
        try Data(bytes).write(to: file)

        let second = setup.read()
        #expect(second.cacheUse.served == 0)
        #expect(second.cacheUse.note?.contains("cannot be decoded") == true)
        #expect(second.sources == first.sources)
        #expect(second.documents == first.documents)
        // Rewritten: the next run is served from it.
        #expect(setup.read().cacheUse.served == Self.readable(first))
        #expect(setup.cacheFiles == [name])
    }

    @Test func anotherBuildsOrSchemasCacheIsIgnored() throws {
        let setup = try Setup("cache-version")
        defer { setup.remove() }
        let first = setup.read(tool: "statusbar 0.1.0 build A")
        #expect(setup.read(tool: "statusbar 0.1.0 build A").cacheUse.served == Self.readable(first))

        let otherBuild = setup.read(tool: "statusbar 0.1.0 build B")
        #expect(otherBuild.cacheUse.served == 0)
        #expect(otherBuild.cacheUse.note?.contains("another build") == true)
        #expect(setup.read(tool: "statusbar 0.1.0 build B").cacheUse.served == Self.readable(first))

        // A file of an older schema (its entries may mean something else) is ignored too.
        let current = FactsCache.open(setup.location, root: setup.root, tool: "statusbar 0.1.0 build B")
        #expect(current.entries.count == Self.readable(first))
        let older = FactsCache.open(setup.location, root: setup.root, tool: "statusbar 0.1.0 build B", schema: FactsCache.schema - 1)
        #expect(older.entries.isEmpty)
        #expect(older.update(kept: current.entries, isListed: { current.entries.keys.contains($0) })?.write() == nil)
        #expect(setup.read(tool: "statusbar 0.1.0 build B").cacheUse.served == 0)
    }

    @Test func theAuditedFolderIsNeverWrittenTo() throws {
        let setup = try Setup("cache-read-only")
        defer { setup.remove() }
        let before = FileTrees.digest(setup.root)
        var options = AuditOptions(root: setup.root)
        options.cache = setup.location
        _ = Auditor.run(options)
        _ = Auditor.run(options)
        #expect(FileTrees.digest(setup.root) == before)

        // A cache folder inside the audited folder is not used.
        let inside = setup.root.appendingPathComponent("Caches/statusbar")
        let contents = ProjectContents.read(root: setup.root, cache: .folder(inside.path))
        #expect(contents.cacheUpdate?.update == nil)
        #expect(contents.cacheUse.note?.contains("inside the audited folder") == true)
        options.cache = .folder(inside.path)
        _ = Auditor.run(options)
        #expect(FileTrees.digest(setup.root) == before)
    }

    @Test func recentlyModifiedFilesAreNotKept() throws {
        let setup = try Setup("cache-recent")
        defer { setup.remove() }
        let file = setup.root.appendingPathComponent("Trailhead/JustWritten.swift")
        try "final class JustWritten: UIViewController {}\n".write(to: file, atomically: false, encoding: .utf8)
        let first = setup.read()
        #expect(first.sources.contains { $0.path == "Trailhead/JustWritten.swift" })
        let second = setup.read()
        #expect(second.cacheUse.read == 1)
        #expect(second.cacheUse.served == Self.readable(first) - 1)
    }

    @Test func aRemovedFileLeavesTheCache() throws {
        let setup = try Setup("cache-removed")
        defer { setup.remove() }
        let first = setup.read()
        let path = try #require(first.sources.first { !ProjectFiles.isVendored($0.path) }).path
        try FileManager.default.removeItem(at: setup.root.appendingPathComponent(path))
        let second = setup.read()
        #expect(second.cacheUse.read == 0)
        #expect(second.cacheUse.served == Self.readable(first) - 1)
        #expect(!second.sources.contains { $0.path == path })
        let stored = FactsCache.open(setup.location, root: setup.root, tool: "tests")
        #expect(stored.entries.count == Self.readable(second))
        #expect(stored.entries[path] == nil)
    }

    /// The cache file is written again exactly when an entry changes: not after a run that found
    /// every file as it was (nor one that left a listed file out), after one that read a file again
    /// or lost one. (A run tells "nothing changed" from the files it had before comparing every entry.)
    /// `settled`: runs long after the files' status last changed, which serve them from their `stat`
    /// alone; else runs soon after, which check their bytes.
    @Test(arguments: [false, true])
    func theCacheFileIsRewrittenOnlyWhenAnEntryChanges(settled: Bool) throws {
        let setup = try Setup("cache-rewrite-\(settled)")
        defer { setup.remove() }
        // Every run "starts" at one fixed time, so that what is settled does not depend on how long
        // the runs take (on a busy machine, a file racy at the first run had settled by the second).
        let runStart = FactsCache.now() + (settled ? 60_000_000_000 : 0)
        func pending(excluding excluded: String? = nil) -> (any CacheFileUpdate)? {
            ProjectContents.read(root: setup.root, excluded: { $0 == excluded }, cache: setup.location, tool: "tests",
                                 runStart: runStart).cacheUpdate?.update
        }
        #expect(pending() != nil)  // no cache file yet
        let first = setup.read(runStart: runStart)
        let warm = ProjectContents.read(root: setup.root, cache: setup.location, tool: "tests", runStart: runStart)
        #expect(warm.cacheUse.unread == (settled ? Self.readable(first) : 0))
        #expect(pending() == nil)
        let path = try #require(first.sources.first { !ProjectFiles.isVendored($0.path) }).path
        #expect(pending(excluding: path) == nil)  // its entry is kept: the file is still listed

        // The same bytes with another modification time: read again, kept with its new status.
        try Setup.age(setup.root.appendingPathComponent(path), seconds: 1_800)
        #expect(pending() != nil)
        _ = setup.read(runStart: runStart)
        #expect(pending() == nil)

        try FileManager.default.removeItem(at: setup.root.appendingPathComponent(path))
        #expect(pending() != nil)
        _ = setup.read(runStart: runStart)
        #expect(pending() == nil)
    }

    @Test func runsAtTheSameTimeLeaveAWholeCacheFile() throws {
        let setup = try Setup("cache-concurrent")
        defer { setup.remove() }
        let expected = ProjectContents.read(root: setup.root)
        let results = ParallelMap.map(Array(0..<8)) { _ in setup.read() }
        for contents in results {
            #expect(contents.sources == expected.sources)
            #expect(contents.documents == expected.documents)
        }
        #expect(setup.cacheFiles.count == 1)  // no temporary file left
        #expect(setup.read().cacheUse.served == Self.readable(expected))
    }

    @Test func theCacheFolderFollowsXDG() {
        #expect(CacheLocation.userDefault(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"]) == .folder("/x/cache/statusbar"))
        #expect(CacheLocation.userDefault(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"])
            == .folder("/home/a/.cache/statusbar"))
        #expect(CacheLocation.userDefault(environment: ["HOME": "/home/a"]) == .folder("/home/a/.cache/statusbar"))
        #expect(CacheLocation.userDefault(environment: [:]) == CacheLocation.none)
    }

    /// The cache's key names the running build by its executable's size and time: found without
    /// `Bundle.main` (which lists the executable's whole folder), it must be the same file.
    @Test func theToolIsFoundAsBundleMainFindsIt() throws {
        let path = FactsCache.executablePath()
        let bundle = try #require(Bundle.main.executablePath)
        #expect(path == URL(fileURLWithPath: bundle).resolvingSymlinksInPath().path)
        #expect(FileIdentity.of(path: path) != nil)
        #expect(FactsCache.toolIdentity.hasSuffix(" \(FileIdentity.of(path: path)!.size) \(FileIdentity.of(path: path)!.modified)"))
    }
}
