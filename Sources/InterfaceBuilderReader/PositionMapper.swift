import SourceModel

/// Turns the XML parser's positions into `SourceLocation`s.
///
/// libxml2 (under XMLParser) reports, when an element starts, the line and the column (counted
/// in characters) of the end of the start tag, not of its `<`. This maps that position to a byte
/// offset and walks back to the `<` (attribute values cannot hold a raw `<`), so a location is
/// the element's first byte, with the column in UTF-8 bytes like every `SourceLocation`.
///
/// Positions arrive in document order; a cursor remembers the last one so that even a file
/// written on a single very long line is mapped in linear time.
struct PositionMapper {
    let file: String
    let bytes: [UInt8]
    let lines: LineIndex
    private var cursorLine = 0
    private var cursorColumn = 1
    private var cursorOffset = 0
    private var lastElementStart = -1

    init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
        self.lines = LineIndex(bytes)
    }

    /// The byte offset of a 1-based line and 1-based character column, clamped to the file.
    mutating func offset(line: Int, characterColumn: Int) -> Int {
        guard !bytes.isEmpty else { return 0 }
        let line = min(max(line, 1), lines.lineStarts.count)
        let lineStart = lines.lineStarts[line - 1]
        let lineEnd = line < lines.lineStarts.count ? lines.lineStarts[line] - 1 : bytes.count
        var offset = lineStart
        var column = 1
        if line == cursorLine, characterColumn >= cursorColumn {
            offset = cursorOffset
            column = cursorColumn
        }
        while column < characterColumn, offset < lineEnd {
            offset += Self.sequenceLength(bytes[offset])
            column += 1
        }
        offset = min(offset, bytes.count - 1)
        cursorLine = line
        cursorColumn = column
        cursorOffset = offset
        return offset
    }

    /// The location of the element `name` whose start tag the parser has just read, the parser
    /// being at `line`/`characterColumn`.
    mutating func elementStart(name: String, line: Int, characterColumn: Int) -> SourceLocation {
        guard !bytes.isEmpty else { return SourceLocation(file: file, line: 1, column: 1) }
        let candidate = offset(line: line, characterColumn: characterColumn)
        var p = candidate
        while p > lastElementStart, bytes[p] != UInt8(ascii: "<") { p -= 1 }
        if p <= lastElementStart || !tagMatches(name, at: p) {
            p = forwardSearch(name) ?? max(candidate, lastElementStart + 1)
        }
        lastElementStart = p
        return location(ofOffset: p)
    }

    /// The location of a byte offset.
    func location(ofOffset offset: Int) -> SourceLocation {
        let (line, column) = lines.position(ofOffset: max(0, min(offset, bytes.count)))
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The location of a parser position (for errors).
    mutating func location(line: Int, characterColumn: Int) -> SourceLocation {
        location(ofOffset: offset(line: max(line, 1), characterColumn: max(characterColumn, 1)))
    }

    /// The `<` of the tag that ends at or before a location on the same line; the location
    /// itself when there is none.
    func tagStart(before location: SourceLocation) -> SourceLocation {
        guard location.line >= 1, location.line <= lines.lineStarts.count else { return location }
        let lineStart = lines.lineStarts[location.line - 1]
        var p = min(lineStart + location.column - 1, bytes.count - 1)
        while p >= lineStart, bytes[p] != UInt8(ascii: "<") { p -= 1 }
        return p >= lineStart ? self.location(ofOffset: p) : location
    }

    /// The text of a line, for a caret under an error.
    func text(ofLine line: Int) -> String? { lines.text(ofLine: line) }

    private func tagMatches(_ name: String, at p: Int) -> Bool {
        var i = p + 1
        for b in name.utf8 {
            guard i < bytes.count, bytes[i] == b else { return false }
            i += 1
        }
        guard i < bytes.count else { return false }
        let next = bytes[i]
        return TextChecks.isSpace(next) || next == UInt8(ascii: ">") || next == UInt8(ascii: "/")
    }

    /// Fallback when the parser's position does not lead back to the tag: the next `<name`
    /// after the previous element.
    private func forwardSearch(_ name: String) -> Int? {
        var i = lastElementStart + 1
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "<"), tagMatches(name, at: i) { return i }
            i += 1
        }
        return nil
    }

    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
