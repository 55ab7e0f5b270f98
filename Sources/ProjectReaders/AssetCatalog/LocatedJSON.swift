import SourceModel

/// A JSON value with the place of its first byte. Numbers keep their text, so that `"1"`,
/// `1` and `1.0` can be told apart where that matters (asset catalog color components).
struct LocatedJSON: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case object([(key: String, value: LocatedJSON)])
        case array([LocatedJSON])
        case string(String)
        case number(String)
        case bool(Bool)
        case null

        static func == (a: Kind, b: Kind) -> Bool {
            switch (a, b) {
            case (.object(let x), .object(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            case (.array(let x), .array(let y)): x == y
            case (.string(let x), .string(let y)): x == y
            case (.number(let x), .number(let y)): x == y
            case (.bool(let x), .bool(let y)): x == y
            case (.null, .null): true
            default: false
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case .object(let x): hasher.combine(0); for e in x { hasher.combine(e.key); hasher.combine(e.value) }
            case .array(let x): hasher.combine(1); hasher.combine(x)
            case .string(let x): hasher.combine(2); hasher.combine(x)
            case .number(let x): hasher.combine(3); hasher.combine(x)
            case .bool(let x): hasher.combine(4); hasher.combine(x)
            case .null: hasher.combine(5)
            }
        }
    }

    var kind: Kind
    var location: SourceLocation

    subscript(key: String) -> LocatedJSON? {
        guard case .object(let entries) = kind else { return nil }
        return entries.last { $0.key == key }?.value
    }

    var string: String? { if case .string(let s) = kind { s } else { nil } }
    var array: [LocatedJSON]? { if case .array(let a) = kind { a } else { nil } }
    var isObject: Bool { if case .object = kind { true } else { false } }
    var bool: Bool? { if case .bool(let b) = kind { b } else { nil } }

    /// Parses a JSON document (RFC 8259), in one pass.
    static func parse(_ bytes: [UInt8], file: String) throws(LocatedError) -> LocatedJSON {
        var parser = JSONParser(bytes: bytes, file: file)
        return try parser.document()
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    let file: String
    var i = 0
    var line = 1
    var lineStart = 0
    var depth = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3; lineStart = 3 }
    }

    var location: SourceLocation { SourceLocation(file: file, line: line, column: i - lineStart + 1) }

    func error(_ message: String) -> LocatedError {
        var end = lineStart
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        if end > lineStart, bytes[end - 1] == 0x0D { end -= 1 }
        return LocatedError(message, at: location, sourceLine: String(decoding: bytes[lineStart..<end], as: UTF8.self))
    }

    mutating func blanks() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x0A: i += 1; line += 1; lineStart = i
            case 0x20, 0x09, 0x0D: i += 1
            default: return
            }
        }
    }

    mutating func document() throws(LocatedError) -> LocatedJSON {
        blanks()
        guard i < bytes.count else { throw error("the JSON file is empty") }
        let value = try self.value()
        blanks()
        if i < bytes.count { throw error("unexpected text after the JSON value") }
        return value
    }

    mutating func value() throws(LocatedError) -> LocatedJSON {
        guard i < bytes.count else { throw error("the JSON ends where a value was expected") }
        let start = location
        switch bytes[i] {
        case UInt8(ascii: "{"):
            depth += 1
            if depth > 256 { throw error("the JSON nests deeper than 256 levels") }
            i += 1
            var entries: [(key: String, value: LocatedJSON)] = []
            blanks()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; depth -= 1; return LocatedJSON(kind: .object([]), location: start) }
            while true {
                blanks()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a quoted key in an object") }
                let key = try string()
                blanks()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after key '\(key)'") }
                i += 1
                blanks()
                entries.append((key, try value()))
                blanks()
                guard i < bytes.count else { throw error("the JSON ends inside an object") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; break }
                throw error("expected ',' or '}' in an object")
            }
            depth -= 1
            return LocatedJSON(kind: .object(entries), location: start)
        case UInt8(ascii: "["):
            depth += 1
            if depth > 256 { throw error("the JSON nests deeper than 256 levels") }
            i += 1
            var items: [LocatedJSON] = []
            blanks()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; depth -= 1; return LocatedJSON(kind: .array([]), location: start) }
            while true {
                blanks()
                items.append(try value())
                blanks()
                guard i < bytes.count else { throw error("the JSON ends inside an array") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; break }
                throw error("expected ',' or ']' in an array")
            }
            depth -= 1
            return LocatedJSON(kind: .array(items), location: start)
        case UInt8(ascii: "\""):
            return LocatedJSON(kind: .string(try string()), location: start)
        case UInt8(ascii: "t") where bytes[i...].starts(with: Array("true".utf8)):
            i += 4
            return LocatedJSON(kind: .bool(true), location: start)
        case UInt8(ascii: "f") where bytes[i...].starts(with: Array("false".utf8)):
            i += 5
            return LocatedJSON(kind: .bool(false), location: start)
        case UInt8(ascii: "n") where bytes[i...].starts(with: Array("null".utf8)):
            i += 4
            return LocatedJSON(kind: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let begin = i
            i += 1
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) || bytes[i] == UInt8(ascii: ".")
                || bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") || bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                i += 1
            }
            let text = String(decoding: bytes[begin..<i], as: UTF8.self)
            guard Double(text) != nil else { i = begin; throw error("'\(text)' is not a number") }
            return LocatedJSON(kind: .number(text), location: start)
        default:
            throw error("unexpected '\(String(decoding: [bytes[i]], as: UTF8.self))' where a JSON value was expected")
        }
    }

    mutating func string() throws(LocatedError) -> String {
        i += 1
        var out: [UInt8] = []
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\"") { i += 1; return String(decoding: out, as: UTF8.self) }
            if c == 0x0A { throw error("a line break inside a JSON string") }
            if c == UInt8(ascii: "\\") {
                i += 1
                guard i < bytes.count else { break }
                switch bytes[i] {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "u"):
                    guard i + 4 < bytes.count, let code = UInt32(String(decoding: bytes[(i + 1)...(i + 4)], as: UTF8.self), radix: 16) else {
                        throw error("'\\u' needs four hex digits")
                    }
                    out.append(contentsOf: Array(String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8))
                    i += 4
                default: out.append(bytes[i])
                }
                i += 1
                continue
            }
            out.append(c)
            i += 1
        }
        throw error("a JSON string is not closed")
    }
}
