/// A place in a file of the audited project: a path relative to the audited folder (with `/`),
/// a 1-based line and a 1-based column (counted in UTF-8 bytes, as editors and SARIF expect
/// for ASCII source; documented in the reference).
package struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    package static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }

    package var description: String { "\(file):\(line):\(column)" }
}

/// Bad input with its place and, for text, the offending line with a caret under the column.
package struct LocatedError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    package var location: SourceLocation
    package var message: String
    /// The text of the offending line, when the input is text.
    package var sourceLine: String?

    package init(_ message: String, at location: SourceLocation, sourceLine: String? = nil) {
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
    }

    /// Lines longer than this many bytes are shown as a window around the column.
    package static let longestLineShown = 400

    /// `file:line:col: error: message`, then the line and a caret. A line longer than
    /// ``longestLineShown`` bytes (a minified file, 100,000 nested tags on one line) is shown as
    /// about 120 bytes around the column, cut ends marked `…`, so that a report never repeats it.
    package var description: String {
        var text = "\(location): error: \(message)"
        if let sourceLine {
            let (shown, caret) = Self.excerpt(of: sourceLine, column: location.column)
            text += "\n" + shown.replacingTabs() + "\n" + String(repeating: " ", count: caret) + "^"
        }
        return text
    }

    /// The part of `line` shown for a 1-based byte `column`, and the caret's offset under it.
    static func excerpt(of line: String, column: Int) -> (String, Int) {
        let bytes = Array(line.utf8)
        let offset = max(0, column - 1)
        guard bytes.count > longestLineShown else { return (line, offset) }
        func isContinuation(_ i: Int) -> Bool { i < bytes.count && bytes[i] & 0xC0 == 0x80 }
        var start = max(0, min(offset, bytes.count) - 60)
        while start > 0 && isContinuation(start) { start -= 1 }
        var end = min(bytes.count, start + 120)
        while isContinuation(end) { end += 1 }
        let head = start > 0 ? "…" : ""
        let tail = end < bytes.count ? "…" : ""
        let shown = head + String(decoding: bytes[start..<end], as: UTF8.self) + tail
        return (shown, offset - start + (start > 0 ? 1 : 0))
    }
}

extension String {
    fileprivate func replacingTabs() -> String { String(map { $0 == "\t" ? " " : $0 }) }
}

/// A file the audit could not use, and why.
package struct SkippedFile: Sendable, Hashable, Comparable {
    package var file: String
    package var reason: String

    package init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    package static func < (a: SkippedFile, b: SkippedFile) -> Bool { (a.file, a.reason) < (b.file, b.reason) }
}

/// Maps byte offsets of a text to 1-based lines and columns, and gives a line's text.
package struct LineIndex: Sendable {
    /// Byte offset where each line starts.
    package let lineStarts: [Int]
    private let bytes: [UInt8]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        // (Over the buffer, with room for lines of 32 bytes: it runs over every file the light scan reads.)
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            for i in 0..<buffer.count where buffer[i] == UInt8(ascii: "\n") { starts.append(i + 1) }
        }
        self.lineStarts = starts
    }

    package init(_ text: String) { self.init(Array(text.utf8)) }

    /// 1-based line and column of a byte offset.
    package func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, offset - lineStarts[lo] + 1)
    }

    /// The text of a 1-based line, without its line break; `nil` when out of range.
    package func text(ofLine line: Int) -> String? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }
}
