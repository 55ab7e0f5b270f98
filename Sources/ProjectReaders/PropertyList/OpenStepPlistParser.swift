import SourceModel

/// A hand-written parser of OpenStep (ASCII) property lists, the form of `project.pbxproj`.
///
/// Grammar: dictionaries `{ key = value; }`, arrays `( a, b, )` (a trailing comma is allowed),
/// quoted strings (`"…"` or `'…'`, with `\n`, `\t`, `\\`, `\"`, octal `\123` and `\U20AC`
/// escapes), unquoted strings (letters, digits and `_$+/:.-`), `<hex data>`, and `/* */` and
/// `//` comments. Every value is a string, array, dictionary or data. One pass over the bytes,
/// keeping the line as it goes: linear time. Nesting deeper than 512 levels is an error.
package struct OpenStepPlistParser {
    private let bytes: [UInt8]
    private let file: String
    private var i = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Parses an OpenStep property list: one value, then only blanks and comments.
    package static func parse(_ bytes: [UInt8], file: String) throws(LocatedError) -> PlistValue {
        var parser = OpenStepPlistParser(bytes: bytes, file: file)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.i = 3; parser.lineStart = 3 }
        try parser.skipBlanks()
        guard parser.i < bytes.count else { throw parser.error("the property list is empty") }
        let value = try parser.parseValue()
        try parser.skipBlanks()
        if parser.i < bytes.count { throw parser.error("unexpected '\(parser.shown(parser.bytes[parser.i]))' after the property list's root value") }
        return value
    }

    // MARK: - Errors and places

    private var location: SourceLocation {
        SourceLocation(file: file, line: line, column: i - lineStart + 1)
    }

    private func lineText(from start: Int) -> String {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func error(_ message: String) -> LocatedError {
        LocatedError(message, at: location, sourceLine: lineText(from: lineStart))
    }

    private func error(_ message: String, at place: SourceLocation, lineStart start: Int) -> LocatedError {
        LocatedError(message, at: place, sourceLine: lineText(from: start))
    }

    private func shown(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }

    // MARK: - Blanks and comments

    private mutating func newline(at index: Int) {
        line += 1
        lineStart = index + 1
    }

    private mutating func skipBlanks() throws(LocatedError) {
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x0A {
                newline(at: i)
                i += 1
            } else if c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0C || c == 0x0B {
                i += 1
            } else if c == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            } else if c == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                let start = location, startLine = lineStart
                i += 2
                var closed = false
                while i < bytes.count {
                    if bytes[i] == UInt8(ascii: "*"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                        i += 2
                        closed = true
                        break
                    }
                    if bytes[i] == 0x0A { newline(at: i) }
                    i += 1
                }
                if !closed { throw error("unterminated comment '/*'", at: start, lineStart: startLine) }
            } else {
                return
            }
        }
    }

    // MARK: - Values

    private static func isUnquoted(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private mutating func parseValue() throws(LocatedError) -> PlistValue {
        guard i < bytes.count else { throw error("the property list ends where a value was expected") }
        let start = location
        let c = bytes[i]
        switch c {
        case UInt8(ascii: "{"):
            return try parseDictionary(start)
        case UInt8(ascii: "("):
            return try parseArray(start)
        case UInt8(ascii: "<"):
            return try parseData(start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return PlistValue(.string(try parseQuoted()), at: start)
        default:
            if Self.isUnquoted(c) {
                let begin = i
                while i < bytes.count, Self.isUnquoted(bytes[i]) { i += 1 }
                return PlistValue(.string(String(decoding: bytes[begin..<i], as: UTF8.self)), at: start)
            }
            throw error("unexpected '\(shown(c))' where a value was expected")
        }
    }

    private mutating func enter() throws(LocatedError) {
        depth += 1
        if depth > 512 { throw error("the property list nests deeper than 512 levels") }
    }

    private mutating func parseDictionary(_ start: SourceLocation) throws(LocatedError) -> PlistValue {
        try enter()
        let openLine = lineStart
        i += 1
        var dict = PlistDictionary()
        while true {
            try skipBlanks()
            guard i < bytes.count else { throw error("dictionary opened with '{' is not closed", at: start, lineStart: openLine) }
            if bytes[i] == UInt8(ascii: "}") { i += 1; break }
            let keyLocation = location
            let key: String
            let c = bytes[i]
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                key = try parseQuoted()
            } else if Self.isUnquoted(c) {
                let begin = i
                while i < bytes.count, Self.isUnquoted(bytes[i]) { i += 1 }
                key = String(decoding: bytes[begin..<i], as: UTF8.self)
            } else {
                throw error("unexpected '\(shown(c))' where a dictionary key was expected")
            }
            try skipBlanks()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else {
                throw error(i < bytes.count ? "expected '=' after key '\(key)'" : "the property list ends after key '\(key)'")
            }
            i += 1
            try skipBlanks()
            let value = try parseValue()
            try skipBlanks()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ";") else {
                throw error(i < bytes.count ? "expected ';' after the value of key '\(key)'" : "the property list ends after the value of key '\(key)'")
            }
            i += 1
            dict.append(.init(key: key, keyLocation: keyLocation, value: value))
        }
        depth -= 1
        return PlistValue(.dict(dict), at: start)
    }

    private mutating func parseArray(_ start: SourceLocation) throws(LocatedError) -> PlistValue {
        try enter()
        let openLine = lineStart
        i += 1
        var elements: [PlistValue] = []
        while true {
            try skipBlanks()
            guard i < bytes.count else { throw error("array opened with '(' is not closed", at: start, lineStart: openLine) }
            if bytes[i] == UInt8(ascii: ")") { i += 1; break }
            elements.append(try parseValue())
            try skipBlanks()
            guard i < bytes.count else { throw error("array opened with '(' is not closed", at: start, lineStart: openLine) }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: ")") { i += 1; break }
            throw error("expected ',' or ')' in an array, found '\(shown(bytes[i]))'")
        }
        depth -= 1
        return PlistValue(.array(elements), at: start)
    }

    private mutating func parseData(_ start: SourceLocation) throws(LocatedError) -> PlistValue {
        i += 1
        var data: [UInt8] = []
        var high: UInt8?
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: ">") {
                i += 1
                if high != nil { throw error("data '<…>' has an odd number of hex digits", at: start, lineStart: lineStart) }
                return PlistValue(.data(data), at: start)
            }
            if c == 0x20 || c == 0x09 || c == 0x0D { i += 1; continue }
            if c == 0x0A { newline(at: i); i += 1; continue }
            let nibble: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = c - UInt8(ascii: "A") + 10
            default: throw error("'\(shown(c))' is not a hex digit in data '<…>'")
            }
            if let h = high { data.append(h << 4 | nibble); high = nil } else { high = nibble }
            i += 1
        }
        throw error("data opened with '<' is not closed", at: start, lineStart: lineStart)
    }

    private mutating func parseQuoted() throws(LocatedError) -> String {
        let quote = bytes[i]
        let start = location, startLine = lineStart
        i += 1
        var out: [UInt8] = []
        var segmentStart = i
        while i < bytes.count {
            let c = bytes[i]
            if c == quote {
                out.append(contentsOf: bytes[segmentStart..<i])
                i += 1
                return String(decoding: out, as: UTF8.self)
            }
            if c == 0x0A { newline(at: i); i += 1; continue }
            if c != UInt8(ascii: "\\") { i += 1; continue }
            out.append(contentsOf: bytes[segmentStart..<i])
            i += 1
            guard i < bytes.count else { break }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "a"): out.append(0x07)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "v"): out.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(e - UInt8(ascii: "0"))
                var count = 1
                while count < 3, i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[i]) {
                    value = value * 8 + Int(bytes[i] - UInt8(ascii: "0"))
                    i += 1
                    count += 1
                }
                appendScalar(UInt32(value), to: &out)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var value: UInt32 = 0
                var count = 0
                while count < 4, i < bytes.count, let digit = hexValue(bytes[i]) {
                    value = value * 16 + UInt32(digit)
                    i += 1
                    count += 1
                }
                if count == 0 { throw error("'\\U' is not followed by hex digits") }
                appendScalar(value, to: &out)
            case 0x0A:
                newline(at: i - 1)
                out.append(0x0A)
            default:
                out.append(e)
            }
            segmentStart = i
        }
        throw error("string opened with \(quote == UInt8(ascii: "\"") ? "'\"'" : "\"'\"") is not closed", at: start, lineStart: startLine)
    }

    private func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private func appendScalar(_ value: UInt32, to out: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }
}
