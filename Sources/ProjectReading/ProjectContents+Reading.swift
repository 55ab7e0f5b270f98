import Audit
import Foundation
import InterfaceBuilderReader
import ObjCSourceReader
import ProjectReaders
import SourceModel
import SwiftSourceReader

extension ProjectContents.CacheUse {
    mutating func count<Value>(_ read: CachedRead<Value>) {
        if read.served { served += 1 } else { self.read += 1 }
        if read.unread { unread += 1 }
    }
}

/// Reading an audited folder: the walk, the readers, the cache (the data read is ``ProjectContents``, in Audit).
extension ProjectContents {
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
        gather(root: root, configuration: configuration, excluded: excluded, budget: budget, cache: location, tool: tool,
               runStart: runStart).contents()
    }

    /// Walks the folder and reads what the cache does not hold, without decoding what it serves
    /// yet: ``Gathered/contents()`` does that. In between, ``Gathered/digest`` tells whether the
    /// run's inputs are those of an earlier run (``OutputMemo``), which then need not be decoded at all.
    package static func gather(root: URL, configuration: String? = nil,
                               excluded: @escaping @Sendable (String) -> Bool = { _ in false },
                               budget: TimeBudget = .unlimited, cache location: CacheLocation = .none,
                               tool: String = FactsCache.toolIdentity, runStart: Int64? = nil) -> Gathered {
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
            case projects
            case colors
            case file(ProjectFile)
        }
        enum Done: Sendable {
            indirect case projects(ProjectInventory?, [String: CachedRead<FileRead.ProjectRead>])
            indirect case colors((colors: [NamedColor], errors: [LocatedError]))
            case file(CachedRead<FileRead.Outcome>?)
        }
        let folder = FileRead.Folder(root, followedLinks: listing.followedLinks)
        // With the cache on, the inventory waits for ``Gathered/contents()``: a run the output memo
        // serves needs only the project files' cache entries (their digest), not the projects
        // decoded, the Info.plists, the settings files and the asset catalogs read. Without a
        // cache it is read here, beside the source files, as every run needs it.
        let inventoryNow = location == .none
        // (The asset catalogs' colors, a task of their own beside the rest of the inventory.)
        let tasks = [Task.projects] + (inventoryNow ? [Task.colors] : []) + (sourceFiles + ibFiles).map(Task.file)
        let done = ParallelMap.map(tasks) { task -> Done in
            switch task {
            case .projects:
                // The project files through the cache too (the largest take a tenth of a second to parse).
                var projects: [String: CachedRead<FileRead.ProjectRead>] = [:]
                for file in ProjectInventory.projectFiles(in: listing) {
                    projects[file.path] = FileRead.project(file, in: folder, cache: opening.value, runStart: runStart)
                }
                guard inventoryNow else { return .projects(nil, projects) }
                let (inventory, resolved) = Gathered.inventory(root: root, listing: listing, configuration: configuration,
                                                               projects: projects, folder: folder, cache: opening.value,
                                                               runStart: runStart)
                return .projects(inventory, resolved)
            case .colors: return .colors(ProjectInventory.readColors(root: root, files: listing))
            case .file(let file): return .file(budget.isSpent ? nil : FileRead.read(file, in: folder, cache: opening.value, runStart: runStart))
            }
        }
        guard case .projects(var inventory, let projects)? = done.first else { preconditionFailure("the first task is the projects") }
        var reads: [(file: ProjectFile, read: CachedRead<FileRead.Outcome>?)] = []
        reads.reserveCapacity(tasks.count - 1)
        // Sources first, then storyboards and xibs: the order of `tasks`.
        for (task, result) in zip(tasks, done) {
            switch (task, result) {
            case (.file(let file), .file(let outcome)): reads.append((file, outcome))
            case (.colors, .colors(let read)): inventory?.addColors(read)
            default: continue
            }
        }
        return Gathered(root: root, configuration: configuration, listing: listing, inventory: inventory, projects: projects,
                        reads: reads, cache: opening.value,
                        folder: folder, runStart: runStart, budget: budget)
    }

    /// A folder walked and read, with what the cache served still undecoded.
    package struct Gathered: Sendable {
        let root: URL
        let configuration: String?
        let listing: ProjectFiles
        /// The inventory when it was read with the files (without a cache); else ``contents()`` reads it.
        let inventory: ProjectInventory?
        let projects: [String: CachedRead<FileRead.ProjectRead>]
        var reads: [(file: ProjectFile, read: CachedRead<FileRead.Outcome>?)]
        let cache: FactsCache
        let folder: FileRead.Folder
        let runStart: Int64
        let budget: TimeBudget

        /// The cache file to write after the run, when the cache is on and something changed.
        package var cacheUpdate: FactsCache.Update? { cacheUpdate(reads.map(\.read), projects: projects) }

        /// The inventory of the folder, each project file's parsed form from `projects` (an entry
        /// the cache served is decoded now; one that does not decode is read again), and the
        /// project files as they were had in the end.
        static func inventory(root: URL, listing: ProjectFiles, configuration: String?,
                              projects served: [String: CachedRead<FileRead.ProjectRead>], folder: FileRead.Folder,
                              cache: FactsCache, runStart: Int64) -> (ProjectInventory, [String: CachedRead<FileRead.ProjectRead>]) {
            var projects = served
            let inventory = ProjectInventory.read(root: root, files: listing, configuration: configuration, readsColors: false) { file in
                var read = projects[file.path] ?? FileRead.project(file, in: folder, cache: cache, runStart: runStart)
                if case .cached = read.value {
                    if let project = read.entry?.project {
                        read.value = .made(.parsed(project))
                    } else {
                        read = FileRead.project(file, in: folder, cache: cache, runStart: runStart, lookUp: false)
                    }
                }
                projects[file.path] = read
                guard case .made(let parse) = read.value else { preconditionFailure("read without the cache") }
                return parse
            }
            return (inventory, projects)
        }

        /// The cache file to write when the files of `reads` (in the order of ``reads``) and the
        /// project files of `projects` were had so.
        private func cacheUpdate(_ reads: [CachedRead<FileRead.Outcome>?],
                                 projects: [String: CachedRead<FileRead.ProjectRead>]) -> FactsCache.Update? {
            if keepsCacheFile(reads, projects: projects) { return nil }
            var kept: [String: FactsCache.Entry] = [:]
            for (path, read) in projects { if let entry = read.entry { kept[path] = entry } }
            for (item, read) in zip(self.reads, reads) { if let entry = read?.entry { kept[item.file.path] = entry } }
            return cache.update(kept: kept, isListed: listing.lists)
        }

        /// Whether ``FactsCache/update(kept:isListed:)`` would find nothing to change, told
        /// without building the entries' dictionary and comparing it with the cache file's (a
        /// twenty-fifth of a re-audit's time): every file served by its `stat` alone keeps the entry
        /// the file holds, every other file had now keeps the same entry or none (its file is
        /// listed, so the file's entry stays), and every entry of the file is of a file had now.
        /// False whenever it cannot tell at once; the full comparison then decides.
        private func keepsCacheFile(_ reads: [CachedRead<FileRead.Outcome>?],
                                    projects: [String: CachedRead<FileRead.ProjectRead>]) -> Bool {
            guard cache.isOn, !cache.replacesFile else { return false }
            var covered = 0
            // (Told from the fields in place: a file served by its `stat` alone, nearly all of
            // them, is neither copied nor looked up.)
            func keeps(_ path: String, _ entry: FactsCache.Entry?) -> Bool {
                guard let stored = cache.entries[path] else { return entry == nil }
                covered += 1
                guard let entry else { return true }
                return entry == stored
            }
            for (path, read) in projects {
                if read.served && read.unread { covered += 1 } else if !keeps(path, read.entry) { return false }
            }
            for index in reads.indices {
                // Its entry is the cache file's.
                if reads[index]?.served == true && reads[index]?.unread == true { covered += 1; continue }
                if !keeps(self.reads[index].file.path, reads[index]?.entry) { return false }
            }
            return covered == cache.entries.count
        }

        /// One number for everything the audit's result depends on in the folder: the paths of its
        /// files, the `stat` of those the inventory reads itself (``ProjectFiles/otherFilesStamp``),
        /// and what the readers found in every source file, storyboard, xib and Xcode project file,
        /// as the bytes of its cache entry (an edit that changes no fact, such as a comment at the
        /// end of a file, leaves it as it was). `nil` when the cache is off or a file was not read
        /// for the time budget.
        package var digest: UInt64? {
            guard cache.isOn else { return nil }
            var digest = FNV1a.Stream()
            digest.add(listing.otherFilesStamp)
            for file in listing.files { digest.add(file.path); digest.add(file.kind.rawValue) }
            for skip in listing.skipped { digest.add(skip.path); digest.add(skip.reason) }
            for path in projects.keys.sorted() {
                guard let read = projects[path] else { continue }
                digest.add(path)
                if let entry = read.entry {
                    digest.add(entry.payloadHash)
                } else {
                    switch read.value {
                    case .cached: return nil  // (served, so it has an entry)
                    case .made(.parsed(let project)): guard let bytes = try? CacheCoding.encode(project) else { return nil }; digest.add(FNV1a.hash(bytes))
                    case .made(.unreadable(let skip)): digest.add(skip.reason)
                    case .made(.malformed(let error)): digest.add(error.description)
                    }
                }
            }
            for (file, read) in reads {
                guard let read else { return nil }
                digest.add(file.path)
                if let entry = read.entry {
                    digest.add(entry.payloadHash)
                    digest.add(entry.fullParse ? 1 : 0)
                    continue
                }
                switch read.value {
                case .cached: return nil  // (served, so it has an entry)
                case .source(.facts(let facts, let full)):
                    guard let bytes = try? CacheCoding.encodeFacts(facts) else { return nil }
                    digest.add(FNV1a.hash(bytes))
                    digest.add(full ? 1 : 0)
                case .source(.skipped(let skip)): digest.add(skip.reason)
                case .document(.success(let document)):
                    guard let bytes = try? CacheCoding.encode(document) else { return nil }
                    digest.add(FNV1a.hash(bytes))
                    digest.add(0)
                case .document(.failure(let error)): digest.add(error.description)
                }
            }
            return digest.value
        }

        /// Decodes what the cache served, on every core, and puts the contents together.
        package func contents() -> ProjectContents {
            // The inventory (when not read yet) is one task among the entries to decode.
            enum Task: Sendable {
                case inventory
                case colors
                case read(Int)
            }
            enum Done: Sendable {
                indirect case inventory(ProjectInventory, [String: CachedRead<FileRead.ProjectRead>])
                indirect case colors((colors: [NamedColor], errors: [LocatedError]))
                case read(CachedRead<FileRead.Outcome>?)
            }
            // (The asset catalogs' colors, a task of their own beside the rest of the inventory.)
            let tasks = (inventory == nil ? [Task.inventory, Task.colors] : []) + reads.indices.map(Task.read)
            let done = ParallelMap.map(tasks) { task -> Done in
                switch task {
                case .inventory:
                    let (inventory, projects) = Self.inventory(root: root, listing: listing, configuration: configuration,
                                                               projects: self.projects, folder: folder, cache: cache, runStart: runStart)
                    return .inventory(inventory, projects)
                case .colors: return .colors(ProjectInventory.readColors(root: root, files: listing))
                case .read(let index):
                    // An entry that does not decode is read again as if it were not in the cache.
                    let item = reads[index]
                    guard let read = item.read, case .cached = read.value else { return .read(item.read) }
                    return .read(FileRead.decoded(read) ?? FileRead.read(item.file, in: folder, cache: cache, runStart: runStart, lookUp: false))
                }
            }
            var inventory = self.inventory, projects = self.projects
            var colors: (colors: [NamedColor], errors: [LocatedError])?
            var resolved: [CachedRead<FileRead.Outcome>?] = []
            resolved.reserveCapacity(reads.count)
            for result in done {
                switch result {
                case .inventory(let read, let had): (inventory, projects) = (read, had)
                case .colors(let read): colors = read
                case .read(let read): resolved.append(read)
                }
            }
            guard var inventory else { preconditionFailure("the inventory is read") }
            if let colors { inventory.addColors(colors) }
            var contents = ProjectContents(root: root, inventory: inventory)
            contents.cacheUse.note = cache.note
            for read in projects.values { contents.cacheUse.count(read) }
            // Files whose compilation conditions the build settings decide, read again with them.
            let reread = Self.readWithDefinitions(reads.map(\.file), resolved, inventory.compilationDefinitions, folder: folder)
            for (index, ((file, _), outcome)) in zip(reads, resolved).enumerated() {
                guard let read = outcome else {
                    contents.skipped.append(budget.skipped(file.path))
                    contents.notReadForTime += 1
                    continue
                }
                contents.cacheUse.count(read)
                switch read.value {
                case .cached: preconditionFailure("decoded above")
                case .source(.facts(let facts, let full)):
                    let facts = reread[index] ?? facts
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
            Self.assumePrefixMacros(&contents.inventory, contents.sources)
            contents.appSources = Self.readForApps(contents.sources, contents.inventory, folder: folder)
            contents.skipped.sort()
            // (An entry that did not decode is replaced by the one of the file read again.)
            contents.cacheUpdate = cache.isOn ? PendingCacheUpdate { [self, resolved, projects] in cacheUpdate(resolved, projects: projects) } : nil
            return contents
        }

        /// The facts of the source files whose undecided compilation conditions test a name the
        /// build settings define for them (``ProjectInventory/compilationDefinitions``), read again
        /// with those definitions, by index in `files`. A few files in the apps that have them, read on
        /// every core; the cache keeps their plain reading (what the file says), from which the
        /// names are known, and the definitions come from the project files (both in ``digest``).
        static func readWithDefinitions(_ files: [ProjectFile], _ reads: [CachedRead<FileRead.Outcome>?],
                                        _ definitions: [String: CompilationDefinitions], folder: FileRead.Folder) -> [Int: SourceFacts] {
            guard !definitions.isEmpty else { return [:] }
            var work: [(index: Int, defined: CompilationDefinitions)] = []
            for (index, read) in reads.enumerated() {
                guard case .source(.facts(let facts, _))? = read?.value, !facts.conditionNames.isEmpty,
                      let defined = definitions[files[index].path]?.restricted(to: facts.conditionNames),
                      facts.language == .swift ? !defined.swift.isEmpty : !defined.clang.isEmpty else { continue }
                work.append((index, defined))
            }
            var reread: [Int: SourceFacts] = [:]
            for (index, facts) in ParallelMap.map(work, { item in (item.index, readAgain(files[item.index], item.defined, folder: folder)) }) {
                reread[index] = facts
            }
            return reread
        }

        /// The facts of `file` read again from the folder with `definitions`; `nil` when it can no
        /// longer be read (its first reading stands).
        static func readAgain(_ file: ProjectFile, _ definitions: CompilationDefinitions, folder: FileRead.Folder) -> SourceFacts? {
            guard let bytes = try? FileReading.read(relativePath: file.path, root: folder.path, realRoot: folder.realPath,
                                                   throughLinks: folder.isReachedThroughLink(file.path)),
                  case .facts(let facts, _) = SourceReading.read(file, bytes: bytes, definitions: definitions) else { return nil }
            return facts
        }

        /// The macros the apps' missing prefix headers are taken to define
        /// (``CompilationDefinitions/unseenPrefixMacros(tested:definedElsewhere:apps:)``), set on
        /// each app of the inventory (``DiscoveredApp/assumedMacros``).
        static func assumePrefixMacros(_ inventory: inout ProjectInventory, _ sources: [SourceFacts]) {
            guard inventory.apps.count > 1, inventory.apps.contains(where: { $0.missingPrefixHeader != nil }) else { return }
            var tested: Set<String> = [], definedInFiles: Set<String> = []
            // (What the app's own files test; what any file, a library's included, defines.)
            for facts in sources where facts.language == .objc {
                if !ProjectFiles.isVendored(facts.path) { tested.formUnion(facts.conditionNames) }
                definedInFiles.formUnion(facts.definedMacros)
            }
            let inSettings = inventory.apps.flatMap { $0.definitionGroups.flatMap(\.definitions.decidedNames) }
            let assumed = CompilationDefinitions.unseenPrefixMacros(
                tested: tested, definedElsewhere: definedInFiles.union(inSettings),
                apps: inventory.apps.map { ($0.name, $0.missingPrefixHeader != nil) })
            let all = assumed.values.reduce(into: Set<String>()) { $0.formUnion($1) }
            for (i, defined) in assumed {
                inventory.apps[i].assumedMacros = Dictionary(uniqueKeysWithValues: all.map { ($0, defined.contains($0)) })
            }
        }

        /// The files whose undecided conditions an app's own build decides otherwise than the
        /// audit's reading (what every target compiling them defines), read again with the app's
        /// definitions: by ``ProjectContents/appKey(_:)``, then by index in `sources`. A file read
        /// with the same definitions for two apps is read once.
        static func readForApps(_ sources: [SourceFacts], _ inventory: ProjectInventory, folder: FileRead.Folder) -> [String: [Int: SourceFacts]] {
            let apps = inventory.apps.filter { !$0.definitionGroups.isEmpty }
            // A name some app's target defines and another app's does not is undefined in the other.
            // (Not the deployment target's macro, which every iOS target defines: where two
            // targets' values differ, the audit's reading leaves it undecided, as any other value.)
            var definedSomewhere = Set(apps.flatMap { $0.definitionGroups.flatMap(\.definitions.decidedNames) })
            definedSomewhere.remove(CompilationDefinitions.minimumRequiredMacro)
            // What missing prefix headers are taken to define (``assumePrefixMacros(_:_:)``).
            definedSomewhere.formUnion(apps.flatMap(\.assumedMacros.keys))
            guard !definedSomewhere.isEmpty else { return [:] }
            let conditioned = sources.indices.filter { !sources[$0].conditionNames.isEmpty && !ProjectFiles.isVendored(sources[$0].path) }
            guard !conditioned.isEmpty else { return [:] }
            let conditionedPaths = Set(conditioned.map { sources[$0].path })
            struct Work: Hashable { var index: Int; var defined: CompilationDefinitions }
            var wanted: [String: [Work]] = [:]
            for app in apps {
                // What the app's targets define for each of the conditioned files they compile.
                var defines: [String: CompilationDefinitions] = [:]
                for group in app.definitionGroups {
                    for path in group.files where conditionedPaths.contains(path) && defines[path] == nil { defines[path] = group.definitions }
                    for path in conditionedPaths where defines[path] == nil && group.folders.contains(where: { path.hasPrefix($0) }) {
                        defines[path] = group.definitions
                    }
                }
                for index in conditioned {
                    let facts = sources[index]
                    guard var all = defines[facts.path] else { continue }
                    for (name, defined) in app.assumedMacros where defined && all.clang[name] == nil { all.clang[name] = "1" }
                    all.undefined = all.undefined.union(definedSomewhere).subtracting(all.names)
                    let shared = inventory.compilationDefinitions[facts.path] ?? CompilationDefinitions()
                    guard all.restricted(to: facts.conditionNames) != shared.restricted(to: facts.conditionNames) else { continue }
                    // Read again with what decided the shared reading too (`#if !LITE`, which every
                    // target of the file defines, is decided there and is no longer among its names).
                    let own = all.restricted(to: Set(facts.conditionNames).union(shared.names))
                    wanted[ProjectContents.appKey(app), default: []].append(Work(index: index, defined: own))
                }
            }
            let work = Array(Set(wanted.values.joined()))
            // The folder's entries of the files to read again, found in one pass.
            let paths = Set(work.map { sources[$0.index].path })
            let files = Dictionary(inventory.files.files.lazy.filter { paths.contains($0.path) }.map { ($0.path, $0) },
                                   uniquingKeysWith: { first, _ in first })
            var read: [Work: SourceFacts] = [:]
            for (item, facts) in ParallelMap.map(work, { item -> (Work, SourceFacts?) in
                (item, files[sources[item.index].path].flatMap { readAgain($0, item.defined, folder: folder) })
            }) {
                if let facts { read[item] = facts }
            }
            return wanted.mapValues { items in
                Dictionary(items.compactMap { item in read[item].map { (item.index, $0) } }, uniquingKeysWith: { first, _ in first })
            }.filter { !$0.value.isEmpty }
        }
    }
}

/// A file had through the cache: what was made of it, and how the cache served it.
struct CachedRead<Value: Sendable>: Sendable {
    var value: Value
    /// Whether the value came from the cache.
    var served = false
    /// Whether it came from the cache without the file being read (its `stat` was enough).
    var unread = false
    /// The cache entry to keep for this file, if any.
    var entry: FactsCache.Entry?

    /// The one way every file the cache keeps is had (source files, storyboards, xibs and Xcode
    /// project files): its `stat`; the entry if the `stat` alone vouches for it (the file is then
    /// not read); else its bytes and their hash, and the entry if they match (its status has
    /// settled since: next time `stat` is enough); else `make` from the bytes, kept as a new entry
    /// (encoded now, on the lane that read the file) when the file may be kept.
    ///
    /// - Parameters:
    ///   - serve: the value of an entry, `nil` when the entry cannot serve (another kind of content).
    ///   - unreadable: the value of a file that cannot be read.
    ///   - make: the value made from the bytes, and the entry to keep for it, given its identity, if any.
    ///   - lookUp: false to read the file even if the cache holds it, keeping a new entry.
    static func read(_ file: ProjectFile, in folder: FileRead.Folder, cache: FactsCache, runStart: Int64, lookUp: Bool = true,
                     serve: (FactsCache.Entry) -> Value?, unreadable: (FileReadFailure) -> Value,
                     make: ([UInt8]) -> (value: Value, entry: (FileIdentity) -> FactsCache.Entry?)) -> CachedRead {
        // The identity is taken before the bytes are read: a file changed in between is read
        // again next time (its times differ from the ones kept).
        var identity = cache.isOn ? FileIdentity.of(path: folder.path(of: file.path)) : nil
        if lookUp, let entry = cache.entry(for: file.path, status: identity), let value = serve(entry) {
            return CachedRead(value: value, served: true, unread: true, entry: entry)
        }
        let bytes: [UInt8]
        do throws(FileReadFailure) {
            bytes = try FileReading.read(relativePath: file.path, root: folder.path, realRoot: folder.realPath,
                                         throughLinks: folder.isReachedThroughLink(file.path))
        } catch {
            return CachedRead(value: unreadable(error))
        }
        identity?.contentHash = FNV1a.hash(bytes)
        if lookUp, var entry = cache.entry(for: file.path, identity: identity), let identity, let value = serve(entry) {
            entry.identity = FactsCache.kept(identity, runStart: runStart)
            return CachedRead(value: value, served: true, entry: entry)
        }
        let made = make(bytes)
        var read = CachedRead(value: made.value)
        if let identity, FactsCache.mayKeep(identity, runStart: runStart) {
            read.entry = made.entry(FactsCache.kept(identity, runStart: runStart))
        }
        return read
    }
}

/// Reading one source file, storyboard, xib or Xcode project file, from the cache when it holds
/// the file as it is now.
enum FileRead {
    /// (Indirect: a source file's facts and a document held inline made every copy of a file's
    /// read, in the reads' array and across the lanes, copy some 300 bytes field by field through
    /// the generic value witnesses; 4% of a re-audit. Boxed, a copy is one retain.)
    indirect enum Outcome: Sendable {
        case source(SourceReading.Outcome)
        case document(Result<IBDocument, LocatedError>)
        /// Served by the cache entry, not decoded yet (``decoded(_:)``).
        case cached
    }

    /// The audited folder's path and real path, found once for all its files.
    struct Folder: Sendable {
        var path: String
        var realPath: String?
        /// The links the walk followed (``ProjectFiles/followedLinks``).
        var followedLinks: [String]

        init(_ root: URL, followedLinks: [String] = []) {
            path = root.path
            realPath = FileReading.realPath(of: path)
            self.followedLinks = followedLinks
        }

        /// Whether the walk reached the file at `relative` through a symbolic link: only then is
        /// its real path checked to be inside the folder.
        func isReachedThroughLink(_ relative: String) -> Bool { ProjectFiles.isReached(relative, throughAnyOf: followedLinks) }

        /// A file's path: the folder's and the relative path joined as `FileReading` joins them.
        func path(of relative: String) -> String { path.hasSuffix("/") ? path + relative : path + "/" + relative }
    }

    /// An Xcode project file as it was had: served by its cache entry, not decoded yet (the
    /// inventory decodes it, ``ProjectContents/Gathered/inventory(root:listing:configuration:projects:folder:cache:runStart:)``),
    /// or read and parsed now.
    enum ProjectRead: Sendable {
        case cached
        case made(ProjectInventory.ProjectParse)
    }

    /// An Xcode project file: what the cache serves is decoded only when the inventory is read.
    /// (`lookUp`: false to read the file even if the cache holds it, keeping a new entry.)
    static func project(_ file: ProjectFile, in folder: Folder, cache: FactsCache, runStart: Int64,
                        lookUp: Bool = true) -> CachedRead<ProjectRead> {
        CachedRead.read(file, in: folder, cache: cache, runStart: runStart, lookUp: lookUp,
                        serve: { $0.holds(.project) ? .cached : nil },
                        unreadable: { .made(.unreadable($0.skippedFile)) }) { bytes in
            let parse = ProjectInventory.parseProject(bytes, path: file.path)
            guard case .parsed(let project) = parse else { return (.made(parse), { _ in nil }) }
            return (.made(parse), { FactsCache.Entry(identity: $0, encoding: project) })
        }
    }

    /// A source file, storyboard or xib: what the cache serves is decoded later (``decoded(_:)``),
    /// and only if the run needs it.
    /// (`lookUp`: false to read the file even if the cache holds it, keeping a new entry.)
    static func read(_ file: ProjectFile, in folder: Folder, cache: FactsCache, runStart: Int64,
                     lookUp: Bool = true) -> CachedRead<Outcome> {
        let isSource = SourceReading.handles(file.kind)
        return CachedRead.read(file, in: folder, cache: cache, runStart: runStart, lookUp: lookUp,
                               serve: { $0.holds(isSource ? .facts : .document) ? .cached : nil },
                               unreadable: { isSource ? .source(.skipped($0.skippedFile)) : .document(.failure($0.locatedError)) }) { bytes in
            if isSource {
                let outcome = SourceReading.read(file, bytes: bytes)
                guard case .facts(let facts, let full) = outcome else { return (.source(outcome), { _ in nil }) }
                return (.source(outcome), { FactsCache.Entry(identity: $0, encoding: facts, fullParse: full) })
            }
            do throws(LocatedError) {
                let document = try InterfaceBuilderReader.parse(bytes, file: file.path)
                return (.document(.success(document)), { FactsCache.Entry(identity: $0, encoding: document) })
            } catch {
                return (.document(.failure(error)), { _ in nil })
            }
        }
    }

    /// A file served by its cache entry, with the entry's content decoded; `nil` when it does not decode.
    static func decoded(_ read: CachedRead<Outcome>) -> CachedRead<Outcome>? {
        guard case .cached = read.value, let entry = read.entry else { return read }
        var decoded = read
        if let facts = entry.facts {
            decoded.value = .source(.facts(facts, fullParse: entry.fullParse))
        } else if let document = entry.document {
            decoded.value = .document(.success(document))
        } else {
            return nil
        }
        return decoded
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
    /// (`definitions`: the compilation conditions the build settings define for the file, ``CompilationDefinitions``.)
    package static func read(_ file: ProjectFile, bytes: [UInt8], definitions: CompilationDefinitions = CompilationDefinitions()) -> Outcome {
        let outcome = readFacts(file, bytes: bytes, definitions: definitions)
        // The names a segue could be performed by (``NameScan``), from the app's own files.
        guard !file.isVendored, case .facts(var facts, let fullParse) = outcome else { return outcome }
        facts.namesInCode = NameScan.names(in: bytes, language: facts.language)
        return .facts(facts, fullParse: fullParse)
    }

    private static func readFacts(_ file: ProjectFile, bytes: [UInt8], definitions: CompilationDefinitions) -> Outcome {
        if file.kind != .swift {
            // Objective-C: the reader is itself a fast tokenizer; vendored files give declarations only.
            if !file.isVendored && ObjCSourceReader.needsFullParse(bytes) {
                return .facts(ObjCSourceReader.read(bytes: bytes, relativePath: file.path, definitions: definitions.clang,
                                                    undefined: definitions.undefined), fullParse: true)
            }
            return .facts(declarations(ObjCSourceReader.declaredClasses(in: bytes, relativePath: file.path), of: file, bytes: bytes, .objc),
                          fullParse: false)
        }
        // Vendored files only contribute class declarations.
        if !file.isVendored && SwiftSourceReader.needsFullParse(bytes) {
            return .facts(SwiftSourceReader.read(bytes: bytes, relativePath: file.path, definitions: definitions.swift,
                                                 undefined: definitions.undefined), fullParse: true)
        }
        return .facts(declarations(SwiftSourceReader.declaredClasses(in: bytes, relativePath: file.path), of: file, bytes: bytes, .swift),
                      fullParse: false)
    }

    /// The facts of a file read for its class declarations only: those, and the modules it imports.
    private static func declarations(_ types: [TypeDecl], of file: ProjectFile, bytes: [UInt8], _ language: SourceLanguage) -> SourceFacts {
        var facts = SourceFacts.Fields(path: file.path, language: language)
        facts.types = types
        facts.imports = imports(bytes, types, language)
        return SourceFacts(facts)
    }

    /// The modules a file that declares a class imports (a superclass no file declares comes from
    /// one of them: ``LibraryController``); a file that declares none is not scanned.
    private static func imports(_ bytes: [UInt8], _ types: [TypeDecl], _ language: SourceLanguage) -> [String] {
        types.contains { $0.kind == .class && $0.superclass != nil } ? ImportScan.modules(in: bytes, language: language) : []
    }
}
