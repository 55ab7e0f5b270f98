#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's identity as the cache compares it, from one `stat`: its size, modification time and
/// status change time (nanoseconds since 1970), inode and device; and, for a file whose status
/// changed in the last seconds before the run that read it, a hash of its bytes.
///
/// The status change time (`ctime`) is set by the kernel whenever the file's bytes or attributes
/// change, and no program can set it back: a copy or checkout that keeps a file's size and
/// modification time (`cp -p`, `rsync -t`, `touch -r`, archives) still gives it a new one. So a
/// file whose `stat` is as it was is unchanged, and is served without reading its bytes (git's
/// index trusts the same fields). Only a file changed so recently that a second change could fall
/// in the same clock tick is checked by its bytes' hash instead (see the facts cache's
/// `settlingTime`). The inventory's stamp of the files it reads itself takes the same fields
/// (`ProjectFiles.statusFields`).
package struct FileIdentity: Sendable, Hashable {
    package var size: Int64
    package var modified: Int64
    package var changed: Int64 = 0
    package var inode: UInt64 = 0
    package var device: UInt64 = 0
    /// The FNV-1a hash of the bytes, for an entry that `stat` alone cannot vouch for; `nil` when it can.
    package var contentHash: UInt64?

    package init(size: Int64, modified: Int64, changed: Int64 = 0, inode: UInt64 = 0, device: UInt64 = 0, contentHash: UInt64? = nil) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
        self.device = device
        self.contentHash = contentHash
    }

    /// The fields of a `stat` (or `lstat`), with no hash.
    package init(_ info: stat) {
        #if canImport(Darwin)
        let (time, change) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (time, change) = (info.st_mtim, info.st_ctim)
        #endif
        self.init(size: Int64(info.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec),
                  changed: Int64(change.tv_sec) * 1_000_000_000 + Int64(change.tv_nsec),
                  inode: UInt64(info.st_ino), device: UInt64(info.st_dev))
    }

    /// `stat` of the file, following links (the walk keeps only links inside the audited folder);
    /// `nil` when it is not a regular file or cannot be examined (it is then read as without a
    /// cache, which says why). The hash is the caller's to fill in from the bytes it reads.
    package static func of(path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileIdentity(info)
    }

    /// Whether the `stat` fields are the same (the hash aside).
    package func sameStatus(as other: FileIdentity) -> Bool {
        size == other.size && modified == other.modified && changed == other.changed && inode == other.inode && device == other.device
    }
}
