import SourceModel

/// Reads a scenario file as UTF-8 text, with a located error when it cannot: too large (refused
/// without being read, ``FileReading/maximumFileSize``), unreadable, UTF-16/32, or invalid UTF-8.
enum FileText {
    static func read(_ path: String) throws(LocatedError) -> String {
        let bytes: [UInt8]
        do { bytes = try FileReading.read(path: path, shownAs: path) } catch {
            throw LocatedError("cannot read the file: \(error.problem)", at: SourceLocation(file: path, line: 1, column: 1))
        }
        return try decode(bytes, file: path)
    }

    /// The bytes as text; a UTF-8 byte order mark is dropped.
    static func decode(_ bytes: [UInt8], file: String) throws(LocatedError) -> String {
        if let encoding = FileReading.nonUTF8ByteOrderMark(bytes) {
            throw LocatedError("the file is \(encoding) (it starts with a byte order mark): save it as UTF-8",
                               at: SourceLocation(file: file, line: 1, column: 1))
        }
        if let offset = FileReading.firstInvalidUTF8Offset(bytes) {
            let lines = LineIndex(bytes)
            let (line, column) = lines.position(ofOffset: offset)
            throw LocatedError("the file is not valid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))",
                               at: SourceLocation(file: file, line: line, column: column), sourceLine: lines.text(ofLine: line))
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return String(decoding: body, as: UTF8.self)
    }
}
