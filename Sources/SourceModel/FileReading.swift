#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be read, and why (too large, unreadable, gone, not a regular file, a
/// link leaving the audited folder).
package struct FileReadFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path shown to the user (relative to the audited folder when there is one).
    package var file: String
    /// What is wrong, lowercase, no trailing period: `file is larger than 16 MiB (209715200 bytes)`.
    package var problem: String

    package init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    /// The reason given for a skipped file: the problem, then `: skipped`.
    package var reason: String { problem + ": skipped" }

    /// The failure as a skipped file.
    package var skippedFile: SkippedFile { SkippedFile(file: file, reason: reason) }

    /// The failure as an error located at line 1, column 1 of the file.
    package var locatedError: LocatedError { LocatedError(reason, at: SourceLocation(file: file, line: 1, column: 1)) }

    package var description: String { "\(file): \(reason)" }
}

/// Reads the files of the audited project with a size limit, so that a huge file is refused
/// from its size alone (it is never read into memory), and a file that is not a regular file
/// (a FIFO, a device) is never opened for reading in a way that could block.
package enum FileReading {
    /// The largest file any reader reads: 16 MiB. Real storyboards, property lists, project
    /// files, asset catalog files, scenarios and sources are far smaller (a large storyboard is a
    /// few megabytes); anything bigger is skipped with ``tooLargeProblem(size:limit:)``.
    package static let maximumFileSize = 16 * 1024 * 1024

    /// `file is larger than 16 MiB (N bytes)` (a skipped file's reason adds `: skipped`).
    package static func tooLargeProblem(size: Int, limit: Int = maximumFileSize) -> String {
        "file is larger than \(describe(limit)) (\(size) bytes)"
    }

    /// Reads the file at `path` (absolute, or relative to the working directory); `file` is the
    /// name used in the failure. A file over `limit` bytes is refused without being read. With
    /// `followingLink` false, a path whose last component is a symbolic link is refused
    /// (`O_NOFOLLOW`: the failure's problem is ``linkLoopProblem``).
    package static func read(path: String, shownAs file: String, limit: Int = maximumFileSize,
                             followingLink: Bool = true) throws(FileReadFailure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLink ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { throw FileReadFailure(file: file, problem: problem(forErrno: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileReadFailure(file: file, problem: problem(forErrno: errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            let what = (info.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "not a regular file"
            throw FileReadFailure(file: file, problem: what)
        }
        let size = Int(info.st_size)
        guard size <= limit else { throw FileReadFailure(file: file, problem: tooLargeProblem(size: size, limit: limit)) }

        // Read at most limit + 1 bytes: a file that grows while it is read is still refused.
        var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                posixRead(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileReadFailure(file: file, problem: problem(forErrno: errno))
            }
            if count == 0 { break }
            filled += count
            if filled == bytes.count, filled <= limit { bytes.append(contentsOf: repeatElement(0, count: min(64 * 1024, limit + 1 - filled))) }
        }
        guard filled <= limit else { throw FileReadFailure(file: file, problem: tooLargeProblem(size: filled, limit: limit)) }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// Reads `relativePath` inside the audited folder `root`. A path whose real location (after
    /// symbolic links) leaves `root` is refused: links out of the audited folder are not followed.
    package static func read(relativePath: String, root: String, limit: Int = maximumFileSize) throws(FileReadFailure) -> [UInt8] {
        try read(relativePath: relativePath, root: root, realRoot: realPath(root), limit: limit)
    }

    /// The same, with `realRoot` the caller's ``realPath(of:)`` of `root` (found once for many files).
    ///
    /// With `throughLinks` false, the caller's walk of `root` reached the file through folders and
    /// no symbolic link (``ProjectFiles/isReachedThroughLink(_:)``): it is inside `root` without its
    /// real path being resolved (`realpath` asks `readlink` of every component of the path: nine
    /// system calls a file, more than all the others of a run). It is opened without following a
    /// link; should its last component have become one since the walk, the real path is checked.
    package static func read(relativePath: String, root: String, realRoot: String?, throughLinks: Bool = true,
                            limit: Int = maximumFileSize) throws(FileReadFailure) -> [UInt8] {
        let full = root.hasSuffix("/") ? root + relativePath : root + "/" + relativePath
        if !throughLinks {
            do throws(FileReadFailure) {
                return try read(path: full, shownAs: relativePath, limit: limit, followingLink: false)
            } catch let error where error.problem == linkLoopProblem {
                // A link now (or a loop): read as any path through links is.
            }
        }
        if let realRoot {
            guard let realFile = realPath(full) else {
                throw FileReadFailure(file: relativePath, problem: problem(forErrno: errno))
            }
            let prefix = realRoot.hasSuffix("/") ? realRoot : realRoot + "/"
            guard realFile.hasPrefix(prefix) else {
                throw FileReadFailure(file: relativePath, problem: "a symbolic link that leaves the audited folder (not followed)")
            }
        }
        return try read(path: full, shownAs: relativePath, limit: limit)
    }

    /// The byte offset of the first byte that is not valid UTF-8, or `nil` when all are valid.
    package static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// `UTF-16` or `UTF-32` when the bytes start with that encoding's byte order mark.
    package static func nonUTF8ByteOrderMark(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE, 0, 0]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) { return "UTF-32" }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16" }
        return nil
    }

    /// The problem of a path that is a symbolic link loop (`ELOOP`; also what opening a link
    /// without following it gives).
    package static let linkLoopProblem = "a symbolic link loop"

    /// The canonical path (`realpath`), or `nil` when it cannot be resolved.
    package static func realPath(of path: String) -> String? { realPath(path) }

    /// The canonical path, or `nil` (with `errno` set) when it cannot be resolved.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func problem(forErrno code: Int32) -> String {
        switch code {
        case ENOENT: "the file does not exist (it may have been removed during the run)"
        case EACCES, EPERM: "permission denied"
        case ELOOP: linkLoopProblem
        case EISDIR: "a folder"
        default: "the file cannot be read (\(String(cString: strerror(code))))"
        }
    }

    private static func describe(_ limit: Int) -> String {
        if limit % (1024 * 1024) == 0 { return "\(limit / (1024 * 1024)) MiB" }
        if limit % 1024 == 0 { return "\(limit / 1024) KiB" }
        return "\(limit) bytes"
    }
}

extension FileReading {
    /// Writes `bytes` to a new file at `path` (it must not exist yet) with plain POSIX calls:
    /// `Data.write(to:)` syncs to disk on Linux, a wait a cache file does not need. Returns the
    /// problem in words, or `nil` when the file was written.
    package static func writeNewFile(_ bytes: [UInt8], to path: String) -> String? {
        #if canImport(Glibc)
        let fd = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        #elseif canImport(Musl)
        let fd = Musl.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        #else
        let fd = Darwin.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        #endif
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { posixWrite(fd, $0 + written, buffer.count - written) } ?? -1
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        let problem = written == bytes.count ? nil : String(cString: strerror(errno))
        guard close(fd) == 0 else { return problem ?? String(cString: strerror(errno)) }
        return problem
    }
}

/// POSIX `write`, named apart from the functions of the standard library.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, buffer, count)
    #elseif canImport(Musl)
    Musl.write(fd, buffer, count)
    #else
    Darwin.write(fd, buffer, count)
    #endif
}

/// POSIX `read`, named apart from the `read` functions above.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
    #elseif canImport(Musl)
    Musl.read(fd, buffer, count)
    #else
    Darwin.read(fd, buffer, count)
    #endif
}
