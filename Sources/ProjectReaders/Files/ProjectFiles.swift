import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SourceModel

/// What a file of the audited folder is, told from its path.
package enum ProjectFileKind: String, Sendable, Hashable, CaseIterable {
    case pbxproj
    case plist
    case storyboard
    case xib
    /// `Contents.json` of a `.colorset`.
    case colorSet
    /// `Contents.json` of any other folder inside an asset catalog (it may provide a namespace).
    case assetContents
    case swift
    case objcHeader
    case objcSource
    case objcPlusPlusSource
    case other

    /// Swift and Objective-C implementation files (not headers): what a target's Sources phase builds.
    package var isImplementation: Bool { self == .swift || self == .objcSource || self == .objcPlusPlusSource }

    /// The kind of a relative path.
    /// (Told from the UTF-8 bytes in place: matching the extension as a `Substring` against each
    /// case's `String`, and looking for `.xcassets/` by `Character`, cost some 2,400 instructions
    /// a file, a fifth of the walk.)
    package static func of(_ path: String) -> ProjectFileKind {
        path.utf8.withContiguousStorageIfAvailable(of(utf8:)) ?? Array(path.utf8).withUnsafeBufferPointer(of(utf8:))
    }

    private static func of(utf8 path: UnsafeBufferPointer<UInt8>) -> ProjectFileKind {
        var start = path.count
        while start > 0, path[start - 1] != UInt8(ascii: "/") { start -= 1 }
        let name = UnsafeBufferPointer(rebasing: path[start...])
        if name.elementsEqual("project.pbxproj".utf8) { return .pbxproj }
        if name.elementsEqual("Contents.json".utf8) {
            let folder = UnsafeBufferPointer(rebasing: path[..<max(start - 1, 0)])
            if folder.count >= 9, UnsafeBufferPointer(rebasing: folder[(folder.count - 9)...]).elementsEqual(".colorset".utf8) {
                return .colorSet
            }
            return ByteSearch.contains(path, assetCatalogFolder) ? .assetContents : .other
        }
        var dot = name.count
        while dot > 0, name[dot - 1] != UInt8(ascii: ".") { dot -= 1 }
        guard dot > 0 else { return .other }
        let suffix = UnsafeBufferPointer(rebasing: name[dot...])
        for (pattern, kind) in extensions where suffix.elementsEqual(pattern.utf8) { return kind }
        return .other
    }

    /// The extensions that name a kind (after the last `.` of the name).
    private static let extensions: [(String, ProjectFileKind)] = [
        ("swift", .swift), ("h", .objcHeader), ("m", .objcSource), ("plist", .plist), ("xib", .xib),
        ("storyboard", .storyboard), ("mm", .objcPlusPlusSource),
    ]

    /// `.xcassets/`: in a path through an asset catalog.
    private static let assetCatalogFolder = Array(".xcassets/".utf8)
}

/// A file under the audited folder.
package struct ProjectFile: Sendable, Hashable, Comparable {
    /// The path relative to the audited folder, with `/`.
    package var path: String
    package var kind: ProjectFileKind

    package init(path: String, kind: ProjectFileKind) {
        self.path = path
        self.kind = kind
    }

    /// Whether the file is vendored code (see `ProjectFiles.isVendored`).
    package var isVendored: Bool { ProjectFiles.isVendored(path) }

    package static func < (a: ProjectFile, b: ProjectFile) -> Bool { a.path < b.path }
}

/// The files of an audited folder. Read-only: the walk never writes anything.
package struct ProjectFiles: Sendable, Hashable {
    /// Every regular file, sorted by path (byte order).
    package var files: [ProjectFile]
    /// Paths that were not followed, with the reason (a link leaving the folder, a link cycle, an
    /// unreadable folder), sorted.
    package var skipped: [SkippedFileReason]
    /// A stamp of the files the inventory reads by itself (Info.plists, asset catalogs, xcconfigs,
    /// generator and package manifests, anything not read as a source file, storyboard, xib or
    /// Xcode project): their paths with their `stat` (size, modification and status-change times,
    /// inode), folded into one number by ``stamp(of:)``. Equal stamps mean those files were not
    /// touched; what the other files hold is told by their cache entries' bytes instead.
    package var otherFilesStamp: UInt64 = 0
    /// The symbolic links the walk followed (to a file or a folder inside the audited folder), by
    /// relative path, sorted. A file reached through none of them is inside the audited folder by
    /// the walk's own `lstat`s, and is read without resolving its real path (``isReachedThroughLink(_:)``).
    package var followedLinks: [String] = []

    /// Whether the bytes of a file of this path and kind reach the audit only through what the
    /// readers find in it (a source file, storyboard, xib or Xcode project file): those are kept
    /// out of ``otherFilesStamp``. A package or Tuist manifest is Swift but read as a manifest too.
    package static func isReadThroughFacts(_ path: String, kind: ProjectFileKind) -> Bool {
        switch kind {
        case .swift:
            return ProjectManifest(fileName: ProjectPaths.lastComponent(path))?.isSwift != true
        case .objcHeader, .objcSource, .objcPlusPlusSource, .storyboard, .xib, .pbxproj: return true
        case .plist, .colorSet, .assetContents, .other: return false
        }
    }

    /// A path that the walk did not follow, and why.
    package struct SkippedFileReason: Sendable, Hashable, Comparable {
        package var path: String
        package var reason: String

        package static func < (a: Self, b: Self) -> Bool { (a.path, a.reason) < (b.path, b.reason) }
    }

    /// Whether `path` (relative) is a followed link or lies under one (almost always false: most
    /// projects have no link, and then this is one test of an empty list).
    package func isReachedThroughLink(_ path: String) -> Bool {
        Self.isReached(path, throughAnyOf: followedLinks)
    }

    /// Whether `path` is one of `links` or lies in a folder one of them names (compared as bytes,
    /// as the walk wrote both).
    package static func isReached(_ path: String, throughAnyOf links: [String]) -> Bool {
        links.contains { link in
            path.utf8.starts(with: link.utf8)
                && (path.utf8.count == link.utf8.count || path.utf8.dropFirst(link.utf8.count).first == UInt8(ascii: "/"))
        }
    }

    /// Whether `path` is one of ``files`` (found by halving the sorted list).
    package func lists(_ path: String) -> Bool {
        let i = firstIndex(notBefore: path)
        return i < files.count && files[i].path == path
    }

    /// Whether a file lies under the folder `prefix` (ending in `/`), found as ``lists(_:)`` finds one.
    package func holdsFile(under prefix: String) -> Bool {
        let i = firstIndex(notBefore: prefix)
        return i < files.count && files[i].path.hasPrefix(prefix)
    }

    /// The index of the first file whose path is not before `path` in the sorted list.
    private func firstIndex(notBefore path: String) -> Int {
        var low = 0, high = files.count
        while low < high {
            let middle = (low + high) / 2
            if files[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The files of one kind, sorted.
    package func files(of kind: ProjectFileKind) -> [ProjectFile] { files.filter { $0.kind == kind } }

    /// Folder names that hold vendored code.
    package static let vendoredFolders: Set<String> = [
        "Pods", "Carthage", ".build", "SourcePackages", "vendor", "third_party", "Libraries", "node_modules",
    ]

    /// Whether a relative path lies in vendored code: one of its folders is `Pods`, `Carthage`,
    /// `.build`, `SourcePackages`, `vendor`, `third_party`, `Libraries` or `node_modules`.
    package static func isVendored(_ path: String) -> Bool {
        // Asked for every file by the readers, the model and the rules: compared as bytes, with
        // no string made per component.
        // (The next `/` found by `memchr`: a byte loop over the path was a fiftieth of a re-audit.)
        var path = path
        return path.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            let byLength = vendoredFoldersByLength
            var start = 0
            // Every component followed by a `/` (a folder); the last one is the file's name.
            while start < bytes.count, let found = memchr(base + start, Int32(UInt8(ascii: "/")), bytes.count - start) {
                let end = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                let length = end - start
                // The folders of this length (none or one or two), their first byte before the rest.
                if length < byLength.count {
                    for folder in byLength[length] where folder[0] == bytes[start] && memcmp(base + start, folder, length) == 0 {
                        return true
                    }
                }
                start = end + 1
            }
            return false
        }
    }

    /// ``vendoredFolders``' bytes, by length (index 0 up to the longest).
    private static let vendoredFoldersByLength: [[[UInt8]]] = {
        let folders = vendoredFolders.sorted().map { Array($0.utf8) }
        var byLength = [[[UInt8]]](repeating: [], count: (folders.map(\.count).max() ?? 0) + 1)
        for folder in folders where !folder.isEmpty { byLength[folder.count].append(folder) }
        return byLength
    }()

    /// Folders that are never walked: version control metadata and Xcode's per-user state (and, by
    /// their extension, exported localization catalogs, ``isWalked(folder:name:)``).
    static let ignoredFolders: Set<String> = [".git", ".hg", ".svn", "xcuserdata", "DerivedData"]

    /// Whether the walk enters the folder `name` at `relative` (its path from the root): not one of
    /// ``ignoredFolders``, and of a SwiftPM build folder (`.build`) only the dependencies' sources
    /// (`checkouts`, vendored code that still declares classes): its build products, caches and the
    /// links between them are never walked.
    static func isWalked(folder relative: String, name: String) -> Bool {
        if ignoredFolders.contains(name) { return false }
        // An Xcode localization catalog (`en.xcloc`, exported for translators) holds copies of the
        // app's storyboards and strings that no target builds.
        if name.hasSuffix(".xcloc") { return false }
        let parent = relative.utf8.dropLast(name.utf8.count)
        let build = ".build/".utf8
        if parent.count >= build.count, parent.suffix(build.count).elementsEqual(build),
           parent.count == build.count || parent.dropLast(build.count).last == UInt8(ascii: "/") {
            return name == "checkouts"
        }
        return true
    }

    /// Lists the files under `root`. Symbolic links are followed only when they point inside
    /// `root`; a folder is entered once (link cycles end there). Hidden files are listed;
    /// `.git`, `.hg`, `.svn`, `xcuserdata` and `DerivedData` folders are not entered, nor anything
    /// of a `.build` folder but its `checkouts` (``isWalked(folder:name:)``).
    /// A folder's entries (not `.` and `..`), sorted by name, with their `readdir` type; `nil`
    /// when the folder cannot be read. A name that is not UTF-8 is kept with replacement
    /// characters and `isUTF8` false.
    static func entries(of folder: String) -> [(name: String, isUTF8: Bool, type: UInt8)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, isUTF8: Bool, type: UInt8)] = []
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            let (name, isUTF8) = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { chars in
                    if let valid = String(validatingCString: chars) { return (valid, true) }
                    return (String(cString: chars), false)
                }
            }
            if name == "." || name == ".." { continue }
            entries.append((name, isUTF8, type))
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// Size, modification and status-change times (nanoseconds) and inode of a `stat`, as
    /// ``FileIdentity`` reads them (the device aside).
    static func statusFields(_ info: stat) -> [Int64] {
        let identity = FileIdentity(info)
        return [identity.size, identity.modified, identity.changed, Int64(bitPattern: identity.inode)]
    }

    /// Paths and their `stat` fields, in order, folded into one number (FNV-1a over their bytes).
    static func stamp(of stamps: [(path: String, stamp: [Int64])]) -> UInt64 {
        var hash = FNV1a.Stream()
        for (path, fields) in stamps {
            hash.add(path)
            for field in fields { hash.add(UInt64(bitPattern: field)) }
        }
        return hash.value
    }

    /// A folder's entry made ready for the walk: its paths, its kind, and its `lstat` when the
    /// walk needs one (`readdir` tells a folder or a regular file without `lstat`: only links,
    /// entries of unknown type, and the files whose `stat` goes into the stamp need one;
    /// Foundation's listing and attributes cost more than the walk of a 6,000-file app).
    struct PreparedEntry {
        var name: String
        var type: UInt8
        var full: String
        var relative: String
        var kind: ProjectFileKind
        var needsStatus: Bool
        /// False for a name that is not UTF-8, or an entry whose `lstat` failed (gone by now).
        var examined: Bool
        /// The `lstat` when `needsStatus`, else empty.
        var status: stat

        init(_ entry: (name: String, isUTF8: Bool, type: UInt8), folder: String, relative: String) {
            name = entry.name
            type = entry.type
            full = ProjectPaths.joined(folder, entry.name)
            self.relative = relative.isEmpty ? entry.name : ProjectPaths.joined(relative, entry.name)
            kind = ProjectFileKind.of(self.relative)
            needsStatus = entry.type == UInt8(DT_UNKNOWN) || entry.type == UInt8(DT_LNK)
                || (entry.type == UInt8(DT_REG) && !ProjectFiles.isReadThroughFacts(self.relative, kind: kind))
            status = stat()
            examined = entry.isUTF8 && (!needsStatus || lstat(full, &status) == 0)
        }
    }

    /// The listings of the folders under a root reached through folders alone (not through
    /// links, nor into ``ignoredFolders``), each entry prepared (``PreparedEntry``), on every
    /// core: one folder at a time to whichever core is free. A large app has over a thousand
    /// folders; listing them one after the other was most of the walk.
    final class FolderListings: @unchecked Sendable {
        // All state below is guarded by `condition`.
        private let condition = NSCondition()
        /// Folders to list: the real path, and the path relative to the root.
        private var pending: [(String, String)]
        private var busy = 0
        /// A folder's path relative to the root and its entries, or nil when it could not be read.
        private var listings: [String: (relative: String, entries: [PreparedEntry]?)] = [:]

        init(root: String) {
            pending = [(root, "")]
            DispatchQueue.concurrentPerform(iterations: max(1, ProcessInfo.processInfo.activeProcessorCount)) { _ in work() }
        }

        private func work() {
            while true {
                condition.lock()
                while pending.isEmpty && busy > 0 { condition.wait() }
                guard let (folder, relative) = pending.popLast() else {
                    condition.unlock()
                    return
                }
                busy += 1
                condition.unlock()
                let entries = Self.prepared(folder, relative: relative)
                let folders = (entries ?? []).filter {
                    $0.type == UInt8(DT_DIR) && $0.examined && ProjectFiles.isWalked(folder: $0.relative, name: $0.name)
                }
                condition.lock()
                listings[folder] = (relative, entries)
                pending += folders.map { ($0.full, $0.relative) }
                busy -= 1
                condition.broadcast()
                condition.unlock()
            }
        }

        /// The entries of `folder`, reached as `relative`: listed already, or now (a folder
        /// reached through a link, or under another path than its own).
        func entries(of folder: String, relative: String) -> [PreparedEntry]? {
            // (Read after every lane has finished: `concurrentPerform` returns then.)
            if let listing = listings[folder], listing.relative == relative { return listing.entries }
            return Self.prepared(folder, relative: relative)
        }

        /// The folder's entries (``ProjectFiles/entries(of:)``), each made ready.
        private static func prepared(_ folder: String, relative: String) -> [PreparedEntry]? {
            ProjectFiles.entries(of: folder).map { $0.map { PreparedEntry($0, folder: folder, relative: relative) } }
        }
    }

    /// Whether following the link at `path` loops (`ELOOP`).
    static func isLinkLoop(_ path: String) -> Bool {
        #if canImport(Glibc)
        var info = stat()
        return stat(path, &info) != 0 && errno == ELOOP
        #else
        return false
        #endif
    }

    package static func scan(root: URL) -> ProjectFiles {
        let fm = FileManager.default
        let rootReal = root.standardizedFileURL.resolvingSymlinksInPath().path
        let rootPrefix = rootReal.hasSuffix("/") ? rootReal : rootReal + "/"
        var files: [ProjectFile] = []
        var skipped: [SkippedFileReason] = []
        var stamps: [(path: String, stamp: [Int64])] = []
        var followedLinks: [String] = []
        var visited: Set<String> = [rootReal]
        // (real path of the folder, its path relative to root)
        var pending: [(String, String)] = [(rootReal, "")]
        // The folders reached through folders alone are listed on every core first; the walk
        // below (in its one order, which decides which path of a linked folder is listed) then
        // takes their listings from there, and lists only the folders reached through a link.
        let listed = FolderListings(root: rootReal)
        while let (folder, relative) = pending.popLast() {
            guard let entries = listed.entries(of: folder, relative: relative) else {
                skipped.append(.init(path: relative.isEmpty ? "." : relative, reason: "the folder cannot be read"))
                continue
            }
            for entry in entries {
                let (name, full, rel, kind, needsStatus) = (entry.name, entry.full, entry.relative, entry.kind, entry.needsStatus)
                var info = entry.status
                guard entry.examined else {
                    // Listed but gone by now, or a name that is not UTF-8 (it names no file as
                    // a Swift string).
                    if kind != .other {
                        skipped.append(.init(path: rel, reason: "the file cannot be examined (removed during the run, or a name that is not UTF-8)"))
                    }
                    continue
                }
                if !needsStatus { info.st_mode = entry.type == UInt8(DT_DIR) ? S_IFDIR : entry.type == UInt8(DT_REG) ? S_IFREG : 0 }
                let type = info.st_mode & S_IFMT
                var realPath = full
                var isDirectory = type == S_IFDIR
                if type == S_IFLNK {
                    realPath = URL(fileURLWithPath: full).resolvingSymlinksInPath().path
                    guard realPath == rootReal || realPath.hasPrefix(rootPrefix) else {
                        skipped.append(.init(path: rel, reason: "a symbolic link that leaves the audited folder"))
                        continue
                    }
                    var flag: ObjCBool = false
                    guard fm.fileExists(atPath: realPath, isDirectory: &flag) else {
                        skipped.append(.init(path: rel, reason: Self.isLinkLoop(full) ? "a symbolic link loop" : "a broken symbolic link"))
                        continue
                    }
                    isDirectory = flag.boolValue
                    followedLinks.append(rel)
                } else if type != S_IFDIR && type != S_IFREG {
                    // A FIFO, socket or device named like a project file: said, never opened.
                    if kind != .other { skipped.append(.init(path: rel, reason: "not a regular file")) }
                    continue
                }
                if isDirectory {
                    if !isWalked(folder: rel, name: name) { continue }
                    guard visited.insert(realPath).inserted else {
                        skipped.append(.init(path: rel, reason: "a folder already listed (symbolic link cycle)"))
                        continue
                    }
                    pending.append((realPath, rel))
                } else {
                    files.append(ProjectFile(path: rel, kind: kind))
                    if !isReadThroughFacts(rel, kind: kind) {
                        // A link's target's `stat`: what is read is the target.
                        if type == S_IFLNK { _ = stat(realPath, &info) }
                        stamps.append((rel, Self.statusFields(info)))
                    }
                }
            }
        }
        var result = ProjectFiles(files: files.sorted(), skipped: skipped.sorted())
        result.otherFilesStamp = Self.stamp(of: stamps.sorted { $0.path < $1.path })
        result.followedLinks = followedLinks.sorted()
        return result
    }
}
