import Dispatch
import Foundation
import InterfaceBuilderReader
import ObjCSourceReader
import ProjectReaders
import SourceModel
import SwiftSourceReader

/// Everything read from an audited folder: files are read once, in parallel, and parsed only as
/// much as they must be (a byte scan decides which Swift files need SwiftSyntax); with a cache,
/// a file unchanged since an earlier run is not read at all.
package struct ProjectContents: Sendable {
    package var root: URL
    package var inventory: ProjectInventory
    /// Facts of every source file, vendored ones included (class declarations only), sorted by path.
    package var sources: [SourceFacts]
    /// Storyboards and xibs outside vendored folders, sorted by path.
    package var documents: [IBDocument]
    package var skipped: [SkippedFile]
    package var errors: [LocatedError]
    /// How many source files have facts from a full parse (now or, from the cache, when they were
    /// read), for the benchmark's figures and the report's `filesParsed`.
    package var fullyParsed: Int
    /// How many files were not read because the time budget was spent (each is in `skipped`).
    package var notReadForTime: Int = 0
    /// How the cache served this run.
    package var cacheUse = CacheUse()
    /// The cache file to write after the run, when the cache is on and something changed.
    package var cacheUpdate: FactsCache.Update?

    /// What the cache did in one run.
    package struct CacheUse: Sendable, Hashable {
        /// Source files, storyboards, xibs and Xcode project files whose facts came from the cache.
        package var served = 0
        /// Those read (absent from the cache, changed, or no cache).
        package var read = 0
        /// Of those served, the ones whose bytes were not even read: their `stat` was as when they
        /// were read, long enough ago (``FileIdentity``).
        package var unread = 0
        /// Why the cache was not used or its file was ignored, if so.
        package var note: String?
    }

    /// Reads the folder. Once `budget` is spent, source files, storyboards and xibs not yet read
    /// are skipped with the budget's reason (the project files and Info.plists are always read:
    /// the apps depend on them).
    ///
    /// One parallel pass after the walk: the project files and Info.plists are one task among the
    /// source files, storyboards and xibs, so both cores are busy from the first file to the last.
    package static func read(root: URL, configuration: String? = nil,
                             excluded: @escaping @Sendable (String) -> Bool = { _ in false },
                             budget: TimeBudget = .unlimited, cache location: CacheLocation = .none,
                             tool: String = FactsCache.toolIdentity, runStart: Int64? = nil) -> ProjectContents {
        // (`runStart` is another time only in tests: whether a file changed "just before the run".)
        let runStart = runStart ?? FactsCache.now()
        // The cache file is read and decoded while the folder is walked and the project files are
        // read: only the source files, storyboards and xibs wait for it.
        let opening = Background { FactsCache.open(location, root: root, tool: tool) }
        let listing = ProjectFiles.scan(root: root)
        let files = listing.files.filter { !excluded($0.path) }
        let sourceFiles = files.filter { SourceReading.handles($0.kind) }
        let ibFiles = files.filter { ($0.kind == .storyboard || $0.kind == .xib) && !$0.isVendored }

        enum Task: Sendable {
            case inventory
            case file(ProjectFile)
        }
        enum Done: Sendable {
            case inventory(ProjectInventory, [String: FileRead.ProjectRead])
            case file(FileRead?)
        }
        let tasks = [Task.inventory] + (sourceFiles + ibFiles).map(Task.file)
        let folder = FileRead.Folder(root)
        let done = ParallelMap.map(tasks) { task -> Done in
            switch task {
            case .inventory:
                // The project files through the cache too (the largest take a tenth of a second to parse).
                var projects: [String: FileRead.ProjectRead] = [:]
                let inventory = ProjectInventory.read(root: root, files: listing, configuration: configuration) { file in
                    let read = FileRead.project(file, in: folder, cache: opening.value, runStart: runStart)
                    projects[file.path] = read
                    return read.parse
                }
                return .inventory(inventory, projects)
            case .file(let file): return .file(budget.isSpent ? nil : FileRead.read(file, in: folder, cache: opening.value, runStart: runStart))
            }
        }
        guard case .inventory(let inventory, let projects)? = done.first else { preconditionFailure("the first task is the inventory") }

        var contents = ProjectContents(root: root, inventory: inventory, sources: [], documents: [], skipped: inventory.skipped,
                                       errors: inventory.errors, fullyParsed: 0)
        let cache = opening.value
        contents.cacheUse.note = cache.note
        var kept: [String: FactsCache.Entry] = [:]
        for (path, read) in projects {
            if read.served { contents.cacheUse.served += 1 } else { contents.cacheUse.read += 1 }
            if read.unread { contents.cacheUse.unread += 1 }
            if let entry = read.entry { kept[path] = entry }
        }
        // Sources first, then storyboards and xibs: the order of `tasks`.
        for (task, result) in zip(tasks.dropFirst(), done.dropFirst()) {
            guard case .file(let file) = task, case .file(let outcome) = result else { continue }
            guard let read = outcome else {
                contents.skipped.append(budget.skipped(file.path))
                contents.notReadForTime += 1
                continue
            }
            if read.served { contents.cacheUse.served += 1 } else { contents.cacheUse.read += 1 }
            if read.unread { contents.cacheUse.unread += 1 }
            if let entry = read.entry { kept[file.path] = entry }
            switch read.outcome {
            case .source(.facts(let facts, let full)):
                contents.sources.append(facts)
                contents.errors += facts.issues
                if full { contents.fullyParsed += 1 }
            case .source(.skipped(let skip)):
                contents.skipped.append(skip)
            case .document(.success(let document)):
                contents.documents.append(document)
                contents.errors += document.warnings
            case .document(.failure(let error)):
                contents.skipped.append(SkippedFile(file: file.path, reason: error.message))
                contents.errors.append(error)
            }
        }
        contents.skipped.sort()
        contents.cacheUpdate = cache.update(kept: kept, listed: Set(listing.files.map(\.path)))
        return contents
    }
}

/// Reading one source file, storyboard or xib, from the cache when it holds the file as it is now.
struct FileRead: Sendable {
    enum Outcome: Sendable {
        case source(SourceReading.Outcome)
        case document(Result<IBDocument, LocatedError>)
    }

    var outcome: Outcome
    /// Whether the outcome came from the cache.
    var served: Bool
    /// Whether it came from the cache without the file being read (its `stat` was enough).
    var unread = false
    /// The cache entry to keep for this file, if any.
    var entry: FactsCache.Entry?

    /// The audited folder's path and real path, found once for all its files.
    struct Folder: Sendable {
        var path: String
        var realPath: String?

        init(_ root: URL) {
            path = root.path
            realPath = FileReading.realPath(of: path)
        }

        /// A file's path: the folder's and the relative path joined as `FileReading` joins them.
        func path(of relative: String) -> String { path.hasSuffix("/") ? path + relative : path + "/" + relative }
    }

    /// An Xcode project file read for the inventory, from the cache when it holds the file as it is now.
    struct ProjectRead: Sendable {
        var parse: ProjectInventory.ProjectParse
        var served = false
        var unread = false
        var entry: FactsCache.Entry?
    }

    static func project(_ file: ProjectFile, in folder: Folder, cache: FactsCache, runStart: Int64) -> ProjectRead {
        var identity = cache.isOn ? FileIdentity.of(path: folder.path(of: file.path)) : nil
        if let entry = cache.entry(for: file.path, status: identity), let project = entry.project {
            return ProjectRead(parse: .parsed(project), served: true, unread: true, entry: entry)
        }
        let bytes: [UInt8]
        do throws(FileReadFailure) {
            bytes = try FileReading.read(relativePath: file.path, root: folder.path, realRoot: folder.realPath)
        } catch {
            return ProjectRead(parse: .unreadable(error.skippedFile))
        }
        identity?.contentHash = FNV1a.hash(bytes)
        if var entry = cache.entry(for: file.path, identity: identity), let identity, let project = entry.project {
            entry.identity = FactsCache.kept(identity, runStart: runStart)
            return ProjectRead(parse: .parsed(project), served: true, entry: entry)
        }
        var read = ProjectRead(parse: ProjectInventory.parseProject(bytes, path: file.path))
        if let identity, FactsCache.mayKeep(identity, runStart: runStart), case .parsed(let project) = read.parse {
            read.entry = FactsCache.Entry(identity: FactsCache.kept(identity, runStart: runStart), project: project)
        }
        return read
    }

    static func read(_ file: ProjectFile, in folder: Folder, cache: FactsCache, runStart: Int64) -> FileRead {
        let isSource = SourceReading.handles(file.kind)
        // The identity is taken before the bytes are read: a file changed in between is read
        // again next time (its times differ from the ones kept).
        var identity = cache.isOn ? FileIdentity.of(path: folder.path(of: file.path)) : nil
        // A file whose `stat` is as it was when it was read, long enough ago, is not read at all.
        if let entry = cache.entry(for: file.path, status: identity), let served = served(entry, isSource: isSource, read: false) {
            return served
        }
        let bytes: [UInt8]
        do throws(FileReadFailure) {
            bytes = try FileReading.read(relativePath: file.path, root: folder.path, realRoot: folder.realPath)
        } catch {
            return FileRead(outcome: isSource ? .source(.skipped(error.skippedFile)) : .document(.failure(error.locatedError)),
                            served: false)
        }
        identity?.contentHash = FNV1a.hash(bytes)
        if var entry = cache.entry(for: file.path, identity: identity), let identity {
            // Its status has settled since: next time `stat` is enough.
            entry.identity = FactsCache.kept(identity, runStart: runStart)
            if let served = served(entry, isSource: isSource, read: true) { return served }
        }
        var read: FileRead
        if isSource {
            read = FileRead(outcome: .source(SourceReading.read(file, bytes: bytes)), served: false)
        } else {
            do throws(LocatedError) {
                read = FileRead(outcome: .document(.success(try InterfaceBuilderReader.parse(bytes, file: file.path))), served: false)
            } catch {
                read = FileRead(outcome: .document(.failure(error)), served: false)
            }
        }
        if let identity, FactsCache.mayKeep(identity, runStart: runStart) {
            let kept = FactsCache.kept(identity, runStart: runStart)
            switch read.outcome {
            case .source(.facts(let facts, let full)): read.entry = FactsCache.Entry(identity: kept, facts: facts, fullParse: full)
            case .document(.success(let document)): read.entry = FactsCache.Entry(identity: kept, document: document)
            default: break
            }
        }
        return read
    }

    /// A file served from its cache entry, whose content is decoded here; `nil` when it does not
    /// decode (the file is then read as if it were not in the cache).
    private static func served(_ entry: FactsCache.Entry, isSource: Bool, read: Bool) -> FileRead? {
        if isSource, let facts = entry.facts {
            return FileRead(outcome: .source(.facts(facts, fullParse: entry.fullParse)), served: true, unread: !read, entry: entry)
        }
        if !isSource, let document = entry.document {
            return FileRead(outcome: .document(.success(document)), served: true, unread: !read, entry: entry)
        }
        return nil
    }
}

/// Reading one source file: the cheap byte scan first, the full parse only where it is needed.
package enum SourceReading {
    package enum Outcome: Sendable {
        case facts(SourceFacts, fullParse: Bool)
        case skipped(SkippedFile)
    }

    package static func handles(_ kind: ProjectFileKind) -> Bool {
        [.swift, .objcHeader, .objcSource, .objcPlusPlusSource].contains(kind)
    }

    /// The facts of one source file read by the caller (at most `FileReading.maximumFileSize`,
    /// never through a link that leaves the audited folder).
    package static func read(_ file: ProjectFile, bytes: [UInt8]) -> Outcome {
        if file.kind != .swift {
            // Objective-C: the reader is itself a fast tokenizer; vendored files give declarations only.
            if !file.isVendored && ObjCSourceReader.needsFullParse(bytes) {
                return .facts(ObjCSourceReader.read(bytes: bytes, relativePath: file.path), fullParse: true)
            }
            let types = ObjCSourceReader.declaredClasses(in: bytes, relativePath: file.path)
            return .facts(SourceFacts(path: file.path, language: .objc, types: types), fullParse: false)
        }
        // Vendored files only contribute class declarations.
        if !file.isVendored && SwiftSourceReader.needsFullParse(bytes) {
            return .facts(SwiftSourceReader.read(bytes: bytes, relativePath: file.path), fullParse: true)
        }
        let types = SwiftSourceReader.declaredClasses(in: bytes, relativePath: file.path)
        return .facts(SourceFacts(path: file.path, language: .swift, types: types), fullParse: false)
    }
}

/// Work started on another thread; ``value`` waits for it.
package final class Background<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    // Written once by the work, read after `group.wait()`, which orders the two.
    private var result: Value?

    package init(_ work: @escaping @Sendable () -> Value) {
        group.enter()
        DispatchQueue.global().async {
            self.result = work()
            self.group.leave()
        }
    }

    package var value: Value {
        group.wait()
        guard let result else { preconditionFailure("the work has finished") }
        return result
    }
}

/// Maps over an array on every core; the results keep the input's order. Inputs are handed out
/// one at a time to whichever core is free, so one long task (the project files, a large file)
/// does not leave another core idle while its share waits.
package enum ParallelMap {
    private final class Work<T>: @unchecked Sendable {
        var items: [T?]
        var next = 0
        let lock = NSLock()
        init(count: Int) { items = Array(repeating: nil, count: count) }

        /// Stores a result, if any, and takes the next input's index.
        func exchange(_ done: (Int, T)?) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            if let (index, value) = done { items[index] = value }
            guard next < items.count else { return nil }
            next += 1
            return next - 1
        }
    }

    package static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        guard inputs.count > 1 else { return inputs.map(transform) }
        let work = Work<Output>(count: inputs.count)
        let lanes = min(inputs.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: lanes) { _ in
            var index = work.exchange(nil)
            while let i = index { index = work.exchange((i, transform(inputs[i]))) }
        }
        return work.items.map { $0! }
    }
}
