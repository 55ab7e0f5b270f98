#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Audit
import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel

/// The incremental cache of one audited folder: what the readers found in each source file,
/// storyboard, xib and Xcode project file, kept between runs (Docs/Integration.md, "The cache").
///
/// One file per audited folder, `facts-<hash of the folder's real path>.cache` in the cache folder,
/// holding a header (the cache's format, the tool's identity, the folder) and one entry per file
/// path: the file's identity when it was read, and what was read. An entry is used only when
/// the header and the file's identity match. A cache file that cannot be read, does not decode,
/// or was written by another build of the tool or for another folder is ignored, and replaced
/// at the end of the run. Writing goes to a temporary file in the cache folder, then a rename, so
/// runs at the same time never see half a file (the last one wins). Nothing is ever written in
/// the audited folder: a cache folder inside it is not used.
package struct FactsCache: Sendable {
    /// The shape of the entries; bumped whenever `SourceFacts`, `IBDocument` or the entry change
    /// shape or meaning, so that an older cache is ignored even by a build of the same version.
    package static let schema = 121
    /// The first key of every cache file.
    static let format = "statusbar-facts-cache"

    /// What a cache file's header must say for its entries to be used.
    package struct Header: Codable, Sendable, Hashable {
        var format: String
        var schema: Int
        /// ``FactsCache/toolIdentity``.
        var tool: String
        /// The audited folder's real path.
        var root: String
        /// The settings of the readers that decide what is read from a file: the vendored folder
        /// names (a vendored file gives class declarations only).
        var reading: String
    }

    /// What was read from one file.
    package struct Entry: Sendable, Hashable {
        package var identity: FileIdentity
        /// Whether a source file's facts needed a full parse.
        package var fullParse: Bool = false
        package var payload: Payload

        /// An entry holding `value` encoded now, in ``CacheCoding``'s form (the form of a cache
        /// file's entries); `nil` when it cannot be encoded.
        init?<Value: Encodable>(identity: FileIdentity, encoding value: Value, fullParse: Bool = false) {
            let kind: Payload.Kind
            let encoded: [UInt8]?
            switch value {
            case let facts as SourceFacts: (kind, encoded) = (.facts, try? CacheCoding.encodeFacts(facts))
            case is IBDocument: (kind, encoded) = (.document, try? CacheCoding.encode(value))
            case is XcodeProject: (kind, encoded) = (.project, try? CacheCoding.encode(value))
            default: return nil
            }
            guard let bytes = encoded else { return nil }
            self.init(identity: identity, fullParse: fullParse, payload: Payload(kind: kind, file: StoredBytes(bytes), range: 0..<bytes.count))
        }

        /// Whether the entry holds content of this kind (without decoding it).
        func holds(_ kind: Payload.Kind) -> Bool { payload.kind == kind }

        /// The hash of the entry's content, in the cache file's form.
        var payloadHash: UInt64 { FNV1a.hash(payload.file.bytes, in: payload.range) }

        init(identity: FileIdentity, fullParse: Bool, payload: Payload) {
            self.identity = identity
            self.fullParse = fullParse
            self.payload = payload
        }

        /// A source file's facts, decoded now; `nil` for another kind of entry, or bytes that do not decode.
        package var facts: SourceFacts? {
            payload.kind == .facts ? try? CacheCoding.decodeFacts(from: payload.file.bytes, in: payload.range) : nil
        }

        /// A storyboard's or xib's document, decoded now; `nil` otherwise.
        package var document: IBDocument? {
            payload.kind == .document ? try? CacheCoding.decode(IBDocument.self, from: payload.file.bytes, in: payload.range) : nil
        }

        /// An Xcode project file's parsed form, decoded now; `nil` otherwise.
        package var project: XcodeProject? {
            payload.kind == .project ? try? CacheCoding.decode(XcodeProject.self, from: payload.file.bytes, in: payload.range) : nil
        }
    }

    /// What an entry holds, in ``CacheCoding``'s form: bytes of the cache file, or encoded as the
    /// file was read in this run. Decoded only when the file is served (on the lane that serves
    /// it), and copied as they are when the cache file is written again.
    package struct Payload: Sendable, Hashable {
        var kind: Kind
        var file: StoredBytes
        var range: Range<Int>

        package enum Kind: UInt8, Sendable {
            case facts = 0
            case document = 1
            case project = 2
        }
    }

    /// A cache file's bytes, shared by its entries; two are the same only if they are one.
    package final class StoredBytes: Sendable, Hashable {
        let bytes: [UInt8]
        init(_ bytes: [UInt8]) { self.bytes = bytes }
        package static func == (a: StoredBytes, b: StoredBytes) -> Bool { a === b }
        package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// The cache file, when the cache is on and usable for this folder.
    package let file: URL?
    let header: Header
    /// The entries of the cache file when its header matched, by path relative to the audited folder.
    package let entries: [String: Entry]
    /// Why the cache is off or its file was ignored, if it is or was.
    package let note: String?
    /// Whether a cache file exists that could not be used (damaged, another build's, another
    /// folder's): it is replaced at the end of the run even if no entry is kept.
    var replacesFile = false

    /// No cache.
    package static let disabled = FactsCache(file: nil, header: Header(format: format, schema: schema, tool: "", root: "", reading: ""),
                                             entries: [:], note: nil)

    /// This build of the tool: its version, and the size and modification time of the running
    /// executable, so that a rebuilt `statusbar` (whose readers may read differently) never uses
    /// the entries of another build.
    package static let toolIdentity: String = {
        var identity = StatusBarTool.name + " " + StatusBarTool.version
        if let file = FileIdentity.of(path: executablePath()) {
            identity += " \(file.size) \(file.modified)"
        }
        return identity
    }()

    /// The running executable's real path. On Linux from `/proc/self/exe`: Foundation's
    /// `Bundle.main` lists the executable's folder when it is first asked, which took 50 ms in a
    /// folder of 4,000 entries (a `/usr/bin`, a `/tmp`), more than the rest of a run that the
    /// output memo serves.
    package static func executablePath() -> String {
        #if os(Linux)
        if let path = FileReading.realPath(of: "/proc/self/exe") { return path }
        #endif
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        return URL(fileURLWithPath: executable).resolvingSymlinksInPath().path
    }

    /// The reader settings an entry depends on besides the file (``Header/reading``).
    static let readingSettings = "vendored: " + ProjectFiles.vendoredFolders.sorted().joined(separator: ",")

    /// Opens the cache of `root` in `location`: reads its file if there is one. Never fails: a
    /// cache that cannot be used is empty, with a note.
    /// (`schema` is another only in tests.)
    package static func open(_ location: CacheLocation, root: URL, tool: String = toolIdentity, schema: Int = schema) -> FactsCache {
        guard case .folder(let folderPath) = location else { return disabled }
        let realRoot = root.standardizedFileURL.resolvingSymlinksInPath().path
        let folder = URL(fileURLWithPath: folderPath).standardizedFileURL
        let header = Header(format: format, schema: schema, tool: tool, root: realRoot, reading: readingSettings)
        // Never write in the audited folder (auditing the home folder holds ~/.cache).
        let realFolder = realPathOfNearestExisting(folder.path)
        let rootPrefix = realRoot.hasSuffix("/") ? realRoot : realRoot + "/"
        if realFolder == realRoot || realFolder.hasPrefix(rootPrefix) {
            return FactsCache(file: nil, header: header, entries: [:],
                              note: "the cache folder '\(folder.path)' is inside the audited folder: the cache is not used")
        }
        let file = folder.appendingPathComponent("facts-" + String(FNV1a.hash(Array(realRoot.utf8)), radix: 16) + ".cache")
        let bytes: [UInt8]
        do throws(FileReadFailure) {
            bytes = try FileReading.read(path: file.path, shownAs: file.path, limit: 1 << 30)
        } catch {
            return FactsCache(file: file, header: header, entries: [:], note: nil)  // no cache yet
        }
        do {
            let (stored, entriesAt) = try Stored.header(of: bytes)
            guard stored == header else {
                return FactsCache(file: file, header: header, entries: [:],
                                  note: "the cache file '\(file.path)' was written by another build or for another folder: ignored",
                                  replacesFile: true)
            }
            return FactsCache(file: file, header: header, entries: try Stored.entries(of: bytes, at: entriesAt), note: nil)
        } catch {
            return FactsCache(file: file, header: header, entries: [:], note: "the cache file '\(file.path)' cannot be decoded: ignored",
                              replacesFile: true)
        }
    }

    /// Whether the cache is on for this run.
    package var isOn: Bool { file != nil }

    /// Now, in nanoseconds since 1970 (the clock of file modification times).
    package static func now() -> Int64 { Int64(Date().timeIntervalSince1970 * 1e9) }

    /// The entry of `path` when `stat` alone shows the file is as it was when it was read.
    package func entry(for path: String, status identity: FileIdentity?) -> Entry? {
        guard let identity, let entry = entries[path], entry.identity.contentHash == nil, entry.identity.sameStatus(as: identity) else {
            return nil
        }
        return entry
    }

    /// The entry of `path` when the file's `stat` and bytes (`identity` with its hash) are as
    /// they were when it was read.
    package func entry(for path: String, identity: FileIdentity?) -> Entry? {
        guard let identity, let entry = entries[path], entry.identity.sameStatus(as: identity),
              entry.identity.contentHash == nil || entry.identity.contentHash == identity.contentHash else { return nil }
        return entry
    }

    /// Files modified this recently before the run are not kept: a file changed again within
    /// the file system's timestamp granularity (a clock tick, 1 s or 2 s on some file systems)
    /// could keep its size and time. They are read again next time (git's "racy clean" rule).
    /// A file whose status changed this recently is kept with its bytes' hash, checked next time.
    package static let settlingTime: Int64 = 2_000_000_000

    /// Whether an entry for a file of this identity may be kept, for a run that started at `start`
    /// (nanoseconds since 1970).
    static func mayKeep(_ identity: FileIdentity, runStart start: Int64) -> Bool { identity.modified <= start - settlingTime }

    /// The identity to keep for a file read in a run that started at `start`: without the hash
    /// when its status settled before the run (its `stat` is then proof enough), with it otherwise.
    static func kept(_ identity: FileIdentity, runStart start: Int64) -> FileIdentity {
        var kept = identity
        if identity.changed <= start - settlingTime { kept.contentHash = nil }
        return kept
    }

    /// The cache file to write after a run, or `nil` when nothing changed: `kept` are the
    /// entries of the files read or served in this run; entries of files still listed but not
    /// looked up this time (left out by the configuration) are kept too; the others are dropped.
    /// (`isListed` is asked only of the entries not kept: usually none.)
    package func update(kept: [String: Entry], isListed: (String) -> Bool) -> Update? {
        guard let file else { return nil }
        var next = kept
        for (path, entry) in entries where next[path] == nil && isListed(path) { next[path] = entry }
        if next == entries && !replacesFile { return nil }
        return Update(file: file, stored: Stored(header: header, entries: next))
    }

    /// What a cache file holds: `SBFC`, the header's length (four bytes, little endian), the
    /// header in ``CacheCoding``'s form, the FNV-1a hash of the entries' bytes (eight bytes), then
    /// the entries: their count, then each entry sorted by path (its path, identity, whether it
    /// needed a full parse, what it holds, and the length and bytes of that, in ``CacheCoding``'s
    /// form). The header is decoded first, so a foreign or older file is set aside without reading
    /// its entries; the hash catches a damaged byte that would still decode (a changed letter in a
    /// class name). Opening a file reads only each entry's path and identity; what it holds is
    /// decoded when its file is served, on the lane that serves it.
    struct Stored: Sendable {
        static let magic = Array("SBFC".utf8)
        var header: Header
        var entries: [String: Entry]

        /// The header of a cache file's bytes, and where its entries start.
        static func header(of bytes: [UInt8]) throws -> (Header, Int) {
            let start = magic.count + 4
            guard bytes.count >= start, Array(bytes[0..<magic.count]) == magic else { throw CacheCodingError.damaged("not a cache file") }
            var length = 0
            for i in 0..<4 { length |= Int(bytes[magic.count + i]) << (8 * i) }
            guard length <= bytes.count - start else { throw CacheCodingError.damaged("the header runs past the end of the file") }
            return (try CacheCoding.decode(Header.self, from: bytes, in: start..<(start + length)), start + length)
        }

        /// The entries of a cache file's bytes, after their hash is checked; what each holds is
        /// left undecoded.
        static func entries(of bytes: [UInt8], at start: Int) throws -> [String: Entry] {
            guard bytes.count >= start + 8 else { throw CacheCodingError.damaged("the file ends early") }
            var hash: UInt64 = 0
            for i in 0..<8 { hash |= UInt64(bytes[start + i]) << (8 * UInt64(i)) }
            guard FNV1a.hash(bytes, from: start + 8) == hash else { throw CacheCodingError.damaged("the entries do not match their hash") }
            let file = StoredBytes(bytes)
            let reader = ByteReader(bytes, range: (start + 8)..<bytes.count)
            let count = try reader.count()
            var entries: [String: Entry] = [:]
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let path = try reader.string()
                var identity = FileIdentity(size: try reader.signed(), modified: try reader.signed(), changed: try reader.signed(),
                                            inode: try reader.unsigned(), device: try reader.unsigned())
                if try reader.byte() == 1 { identity.contentHash = try reader.unsigned() }
                let fullParse = try reader.byte() == 1
                guard let kind = Payload.Kind(rawValue: try reader.byte()) else { throw CacheCodingError.damaged("an entry of no known kind") }
                let length = try reader.count()
                entries[path] = Entry(identity: identity, fullParse: fullParse,
                                      payload: Payload(kind: kind, file: file, range: reader.position..<(reader.position + length)))
                reader.position += length
            }
            guard reader.position == bytes.count else { throw CacheCodingError.damaged("bytes left after the entries") }
            return entries
        }

        func encoded() throws -> [UInt8] {
            let head = try CacheCoding.encode(header)
            let writer = ByteWriter()
            writer.unsigned(UInt64(entries.count))
            for path in entries.keys.sorted() {
                guard let entry = entries[path] else { continue }
                writer.string(path)
                let identity = entry.identity
                writer.signed(identity.size)
                writer.signed(identity.modified)
                writer.signed(identity.changed)
                writer.unsigned(identity.inode)
                writer.unsigned(identity.device)
                writer.optional(identity.contentHash) { $0.unsigned($1) }
                writer.bool(entry.fullParse)
                writer.bytes.append(entry.payload.kind.rawValue)
                writer.unsigned(UInt64(entry.payload.range.count))
                writer.bytes.append(contentsOf: entry.payload.file.bytes[entry.payload.range])
            }
            let body = writer.bytes
            let hash = FNV1a.hash(body, from: 0)
            return Self.magic + (0..<4).map { UInt8(truncatingIfNeeded: head.count >> (8 * $0)) } + head
                + (0..<8).map { UInt8(truncatingIfNeeded: hash >> (8 * UInt64($0))) } + body
        }
    }

    /// A cache file to write.
    package struct Update: CacheFileUpdate {
        let file: URL
        let stored: Stored

        /// Writes the file: to a temporary file in the same folder, then renamed over the old one.
        /// Returns why it could not, if it could not; never throws.
        @discardableResult
        package func write() -> String? {
            FactsCache.replace(file, with: { try stored.encoded() }).map { "cannot write the cache file '\(file.path)': \($0)" }
        }
    }

    /// Writes `file` in the cache folder: to a temporary file in the same folder, then renamed
    /// over the old one, so that a run at the same time reads the old file or the new one, never
    /// half of one. Returns what went wrong, if something did; never throws.
    static func replace(_ file: URL, with bytes: () throws -> [UInt8]) -> String? {
        let folder = file.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if let problem = FileReading.writeNewFile(try bytes(), to: temporary.path) {
                try? FileManager.default.removeItem(at: temporary)
                return problem
            }
            guard rename(temporary.path, file.path) == 0 else {
                let problem = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                return problem
            }
            return nil
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            return error.localizedDescription
        }
    }

    /// The real path of `path`, or of its nearest existing folder with the rest appended (the cache
    /// folder may not exist yet).
    private static func realPathOfNearestExisting(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path)
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var real = existing.resolvingSymlinksInPath().path
        for component in rest { real = real == "/" ? "/" + component : real + "/" + component }
        return real
    }
}
