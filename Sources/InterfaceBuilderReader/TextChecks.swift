import SourceModel

/// The checks made on the raw bytes before any XML parser sees them: cheap, linear, and the
/// reason the XML parser can never expand an entity.
enum TextChecks {
    /// A problem found in the raw bytes, at a byte offset.
    struct Problem: Error {
        var offset: Int
        var message: String
    }

    /// Rejects what Interface Builder never writes and what could make a parser do more than
    /// read: invalid UTF-8, NUL bytes (which would let libxml2 guess UTF-16 and read past these
    /// checks), a declared encoding other than UTF-8, and a document type declaration that
    /// declares entities (external entities, "billion laughs") or names an external DTD; and a
    /// processing instruction without data (`<?x?>`), on which Foundation's `XMLParser` crashes.
    static func check(_ bytes: [UInt8]) -> Problem? {
        if let problem = firstInvalidUTF8(bytes) { return problem }
        if let problem = checkProlog(bytes) { return problem }
        if let (offset, text) = XMLScan.processingInstructionWithoutData(in: bytes) {
            return Problem(
                offset: offset,
                message: "the processing instruction '\(text.prefix(80))' has no data, which the XML parser cannot take; Interface Builder files have none")
        }
        return nil
    }

    // MARK: UTF-8

    /// The first byte that does not start or continue a well-formed UTF-8 sequence, or a NUL.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Problem? {
        // Fast path: the standard library's validation, then the byte-by-byte walk only to
        // find where a bad file goes wrong.
        if !bytes.contains(0), String(validating: bytes, as: UTF8.self) != nil { return nil }
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0 { return Problem(offset: i, message: "the file contains a NUL byte: not a UTF-8 XML text file") }
            if b < 0x80 { i += 1; continue }
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upperBound = 0x9F
            case 0xF0: length = 4; lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upperBound = 0x8F
            default: return Problem(offset: i, message: "invalid UTF-8 (byte 0x\(hex(b)))")
            }
            guard i + length <= n else { return Problem(offset: i, message: "invalid UTF-8 (truncated sequence at the end of the file)") }
            let second = bytes[i + 1]
            guard second >= lowerBound, second <= upperBound else {
                return Problem(offset: i, message: "invalid UTF-8 (byte 0x\(hex(b)) followed by 0x\(hex(second)))")
            }
            for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 {
                return Problem(offset: i, message: "invalid UTF-8 (byte 0x\(hex(b)) followed by 0x\(hex(bytes[i + k])))")
            }
            i += length
        }
        return nil
    }

    private static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
    }

    // MARK: Prolog

    /// Walks the prolog (XML declaration, comments, processing instructions, the document type
    /// declaration) up to the root element.
    static func checkProlog(_ bytes: [UInt8]) -> Problem? {
        var i = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { i += 1; continue }
            if matches(bytes, at: i, "<?") {
                let end = find(bytes, "?>", from: i + 2) ?? bytes.count
                if matches(bytes, at: i, "<?xml"), i + 5 < bytes.count, isSpace(bytes[i + 5]) {
                    if let problem = checkDeclaredEncoding(bytes, from: i, to: end) { return problem }
                }
                i = end + 2
                continue
            }
            if matches(bytes, at: i, "<!--") {
                i = (find(bytes, "-->", from: i + 4) ?? bytes.count) + 3
                continue
            }
            if matches(bytes, at: i, "<!DOCTYPE") {
                return checkDoctype(bytes, from: i)
            }
            return nil  // the root element (or text the XML parser will reject)
        }
        return nil
    }

    /// `encoding="…"` in the XML declaration must name UTF-8 (or ASCII, a subset): any other
    /// encoding would make the parser decode bytes differently from these checks.
    private static func checkDeclaredEncoding(_ bytes: [UInt8], from start: Int, to end: Int) -> Problem? {
        guard let at = find(bytes, "encoding", from: start, to: end) else { return nil }
        var i = at + 8
        while i < end, isSpace(bytes[i]) || bytes[i] == UInt8(ascii: "=") { i += 1 }
        guard i < end, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[i]
        var j = i + 1
        while j < end, bytes[j] != quote { j += 1 }
        let name = String(decoding: bytes[(i + 1)..<j], as: UTF8.self).lowercased()
        if ["utf-8", "utf8", "us-ascii", "ascii"].contains(name) { return nil }
        return Problem(offset: at, message: "the XML declaration names the encoding '\(name)': Interface Builder files are UTF-8")
    }

    /// A `<!DOCTYPE …>`: fine when it only names the root element; rejected when it declares
    /// entities or points at an external DTD.
    private static func checkDoctype(_ bytes: [UInt8], from start: Int) -> Problem? {
        var i = start + 9
        var quote: UInt8? = nil
        var inSubset = false
        while i < bytes.count {
            let b = bytes[i]
            if let q = quote {
                if b == q { quote = nil }
                i += 1
                continue
            }
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if inSubset, matches(bytes, at: i, "<!--") {
                i = (find(bytes, "-->", from: i + 4) ?? bytes.count) + 3
                continue
            } else if inSubset, matches(bytes, at: i, "<!ENTITY") {
                let name = entityName(bytes, from: i + 8)
                return Problem(
                    offset: i,
                    message: "the document type declaration declares the entity '\(name)': entities are never expanded (external files, exponential expansion); Interface Builder files do not declare any")
            } else if !inSubset, matches(bytes, at: i, "SYSTEM") || matches(bytes, at: i, "PUBLIC"), isSpace(bytes[i - 1]) {
                return Problem(
                    offset: start,
                    message: "the document type declaration names an external DTD, which is never loaded; Interface Builder files have none")
            } else if b == UInt8(ascii: "[") {
                inSubset = true
            } else if b == UInt8(ascii: "]") {
                inSubset = false
            } else if b == UInt8(ascii: ">"), !inSubset {
                return nil
            }
            i += 1
        }
        return nil  // unterminated: the XML parser reports it
    }

    private static func entityName(_ bytes: [UInt8], from start: Int) -> String {
        var i = start
        while i < bytes.count, isSpace(bytes[i]) || bytes[i] == UInt8(ascii: "%") { i += 1 }
        var j = i
        while j < bytes.count, !isSpace(bytes[j]), bytes[j] != UInt8(ascii: ">"), j - i < 64 { j += 1 }
        return String(decoding: bytes[i..<j], as: UTF8.self)
    }

    // MARK: Byte helpers

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    static func matches(_ bytes: [UInt8], at i: Int, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard i >= 0, i + count <= bytes.count else { return false }
        let p = text.utf8Start
        for k in 0..<count where bytes[i + k] != p[k] { return false }
        return true
    }

    static func find(_ bytes: [UInt8], _ text: StaticString, from start: Int, to end: Int? = nil) -> Int? {
        let limit = min(end ?? bytes.count, bytes.count)
        var i = start
        while i + text.utf8CodeUnitCount <= limit {
            if matches(bytes, at: i, text) { return i }
            i += 1
        }
        return nil
    }
}
