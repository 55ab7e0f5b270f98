// Part of the TestSupport target: the reliability suites of every reader use it.
import Foundation
import SourceModel
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Generated bad inputs, and checks that a reader met them with a value or a located error.
package enum BadInputs {
    /// One generated input, named for parameterised-test output.
    package struct Case: Sendable, CustomStringConvertible {
        package let name: String
        package let bytes: [UInt8]
        package var description: String { name }

        package init(_ name: String, _ bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }

        package init(_ name: String, _ text: String) { self.init(name, Array(text.utf8)) }
    }

    /// Empty and blank files.
    package static let blanks: [Case] = [
        Case("empty", []), Case("spaces", "   "), Case("newlines", "\n\n\r\n"), Case("NUL bytes", [0, 0, 0]),
        Case("UTF-8 byte order mark only", [0xEF, 0xBB, 0xBF]), Case("UTF-16 byte order mark only", [0xFF, 0xFE]),
    ]

    /// `bytes` cut at `count` places spread over the input (never the whole input).
    package static func truncations(of bytes: [UInt8], count: Int = 24) -> [Case] {
        guard bytes.count > 1 else { return [] }
        let cuts = Set((1...count).map { bytes.count * $0 / (count + 1) }).filter { $0 > 0 && $0 < bytes.count }
        return cuts.sorted().map { Case("cut at byte \($0)", Array(bytes[..<$0])) }
    }

    /// The text in other encodings and with damaged bytes: UTF-16 and UTF-32 with and without a
    /// byte order mark, a UTF-8 byte order mark, CRLF line ends, invalid UTF-8 (a lone
    /// continuation byte, an overlong form, an encoded surrogate, a truncated sequence), NUL.
    package static func encodings(of text: String) -> [Case] {
        let utf8 = Array(text.utf8)
        func utf16(bigEndian: Bool, bom: Bool) -> [UInt8] {
            var out: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
            for unit in text.utf16 {
                let (hi, lo) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
                out += bigEndian ? [hi, lo] : [lo, hi]
            }
            return out
        }
        var utf32le: [UInt8] = [0xFF, 0xFE, 0, 0]
        for scalar in text.unicodeScalars {
            let v = scalar.value
            utf32le += [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8(v >> 24)]
        }
        let middle = utf8.count / 2
        func inserting(_ bad: [UInt8]) -> [UInt8] { Array(utf8[..<middle]) + bad + Array(utf8[middle...]) }
        return [
            Case("UTF-16LE with BOM", utf16(bigEndian: false, bom: true)),
            Case("UTF-16BE with BOM", utf16(bigEndian: true, bom: true)),
            Case("UTF-16LE without BOM", utf16(bigEndian: false, bom: false)),
            Case("UTF-16BE without BOM", utf16(bigEndian: true, bom: false)),
            Case("UTF-32LE with BOM", utf32le),
            Case("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + utf8),
            Case("CRLF", Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
            Case("CR only", Array(text.replacingOccurrences(of: "\n", with: "\r").utf8)),
            Case("lone continuation byte", inserting([0x80])),
            Case("overlong slash", inserting([0xC0, 0xAF])),
            Case("encoded surrogate", inserting([0xED, 0xA0, 0x80])),
            Case("byte 0xFF", inserting([0xFF])),
            Case("truncated sequence at the end", utf8 + [0xE2, 0x82]),
            Case("NUL in the middle", inserting([0])),
        ]
    }

    /// `levels` nested openings, then as many closings (when `closed`).
    package static func nested(open: String, close: String, levels: Int = 100_000, prefix: String = "", suffix: String = "",
                       closed: Bool = true) -> [UInt8] {
        var out = Array(prefix.utf8)
        let o = Array(open.utf8), c = Array(close.utf8)
        out.reserveCapacity(out.count + levels * (o.count + c.count) + suffix.utf8.count)
        for _ in 0..<levels { out += o }
        if closed { for _ in 0..<levels { out += c } }
        out += Array(suffix.utf8)
        return out
    }

    /// A binary property list of `levels` nested one-element arrays around a string, written
    /// byte by byte (`PropertyListSerialization` itself refuses to write one this deep).
    package static func deepBinaryPlist(levels: Int) -> [UInt8] {
        func bigEndian(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for i in 0..<levels {
            offsets.append(out.count)
            out += [0xA1] + bigEndian(i + 1, 4)  // an array of one object reference
        }
        offsets.append(out.count)
        out += [0x51, UInt8(ascii: "x")]  // the string "x"
        let tableOffset = out.count
        for offset in offsets { out += bigEndian(offset, 4) }
        out += [0, 0, 0, 0, 0, 0, 4, 4] + bigEndian(offsets.count, 8) + bigEndian(0, 8) + bigEndian(tableOffset, 8)
        return out
    }

    /// File and folder names that are legal on Linux and hard on tools.
    package static let hostileNames: [String] = [
        "with space", "quote\"double", "quote'single", "new\nline", "tab\tname", "back\\slash", "semi;colon",
        "dollar$(HOME)", "ümlaut é", "emoji 🙂", "-leading-dash", "#hash", "percent%20",
    ]

    /// Whether this process ignores file permissions (root, or CAP_DAC_OVERRIDE): then `chmod 000`
    /// does not make a file unreadable and tests of unreadable files cannot fail as intended.
    package static var permissionsDoNotApply: Bool {
        #if canImport(Glibc)
        return geteuid() == 0
        #else
        return false
        #endif
    }

    /// Checks that a reader's error is located inside `bytes` of `file`: line 1 through one past
    /// the last line, column at least 1, and a message that is not empty.
    package static func expectLocated(_ error: LocatedError, in bytes: [UInt8], file: String,
                              sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        // Lines end with LF, CRLF or a lone CR (YAML and XML count all three).
        let lines = zip(bytes, bytes.dropFirst() + [0]).filter { $0 == 0x0A || ($0 == 0x0D && $1 != 0x0A) }.count + 1
        #expect(error.location.file == file, "\(error)", sourceLocation: sourceLocation)
        #expect((1...(lines + 1)).contains(error.location.line), "\(error)", sourceLocation: sourceLocation)
        #expect(error.location.column >= 1, "\(error)", sourceLocation: sourceLocation)
        #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
    }

    /// Runs `read` on a case: it must return (any value) or throw a ``LocatedError`` located in
    /// the input. Returns the error, if any, for further checks. The generic harness for every
    /// reader (property lists, scenarios, Interface Builder, sources) on generated bad inputs.
    @discardableResult
    package static func check<T>(_ input: Case, file: String, sourceLocation: Testing.SourceLocation = #_sourceLocation,
                         _ read: ([UInt8]) throws(LocatedError) -> T) -> LocatedError? {
        do {
            _ = try read(input.bytes)
            return nil
        } catch {
            expectLocated(error, in: input.bytes, file: file, sourceLocation: sourceLocation)
            return error
        }
    }

    /// Creates a sparse file of `size` bytes at `path` (no disk blocks, instant): a file that
    /// reports a huge size without costing the disk.
    package static func makeSparseFile(at path: String, size: Int) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
    }

    /// Creates an empty file whose name holds bytes that are not UTF-8 (`0xFF`, `0xFE`) inside
    /// `folder`; returns whether the file system accepted it.
    package static func makeFileWithNonUTF8Name(in folder: String, suffix: String = ".plist") -> Bool {
        #if canImport(Glibc)
        var path = Array(folder.utf8) + Array("/bad-".utf8) + [0xFF, 0xFE] + Array(suffix.utf8) + [0]
        let fd = path.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_CREAT | O_WRONLY, 0o644) }
        }
        guard fd >= 0 else { return false }
        close(fd)
        return true
        #else
        return false
        #endif
    }

    /// A digest of a folder tree (``FileTrees/digest(_:)``, in `Tests/Shared/FileTrees.swift`):
    /// equal digests before and after a run mean the run wrote nothing there.
    package static func treeDigest(_ root: URL) -> [String] { FileTrees.digest(root) }
}
