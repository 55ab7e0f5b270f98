/// A JSON value whose objects keep their key order, written the same way every run.
package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    /// Written with Swift's shortest round-trip form (`21.0`, `3.65`).
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool { a.rendered() == b.rendered() }
    package func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }

    /// A number: an integer when it has no fraction (`54`), else a double.
    package static func number(_ value: Double) -> JSONValue {
        if value == value.rounded(), abs(value) < 1e15 { return .int(Int(value)) }
        return .double(value)
    }

    /// `null` for `nil`.
    package static func optional<T>(_ value: T?, _ make: (T) -> JSONValue) -> JSONValue {
        value.map(make) ?? .null
    }

    /// Pretty-printed with two-space indentation and a final newline.
    ///
    /// Written as UTF-8 bytes into one buffer and made a `String` once: appending thousands of
    /// small pieces to a `String` costs a check of each piece (a 500 KB report took 12 ms).
    package func rendered() -> String {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(into: &out, indent: 0)
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    private func write(into out: inout [UInt8], indent: Int) {
        switch self {
        case .null: Self.append("null", to: &out)
        case .bool(let b): Self.append(b ? "true" : "false", to: &out)
        case .int(let n): Self.append(String(n), to: &out)
        case .double(let d): Self.append(d.isFinite ? "\(d)" : "null", to: &out)
        case .string(let s): Self.appendQuoted(s, to: &out)
        case .array(let items):
            if items.isEmpty { return Self.append("[]", to: &out) }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                out.append(UInt8(ascii: "\n"))
                Self.appendPad(indent + 1, to: &out)
                item.write(into: &out, indent: indent + 1)
                if i != items.count - 1 { out.append(UInt8(ascii: ",")) }
            }
            out.append(UInt8(ascii: "\n"))
            Self.appendPad(indent, to: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            if pairs.isEmpty { return Self.append("{}", to: &out) }
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in pairs.enumerated() {
                out.append(UInt8(ascii: "\n"))
                Self.appendPad(indent + 1, to: &out)
                Self.appendQuoted(key, to: &out)
                out.append(UInt8(ascii: ":"))
                out.append(UInt8(ascii: " "))
                value.write(into: &out, indent: indent + 1)
                if i != pairs.count - 1 { out.append(UInt8(ascii: ",")) }
            }
            out.append(UInt8(ascii: "\n"))
            Self.appendPad(indent, to: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func append(_ s: String, to out: inout [UInt8]) {
        var s = s
        s.withUTF8 { out.append(contentsOf: $0) }
    }

    /// Two spaces per level (copied from a row of spaces: a repeated element is appended a byte at a time).
    private static func appendPad(_ levels: Int, to out: inout [UInt8]) {
        let count = 2 * levels
        if count <= spaces.count {
            spaces.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<count])) }
        } else {
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// `quoted(s)` appended to `out`: a string with nothing to escape (most) is copied whole.
    private static func appendQuoted(_ s: String, to out: inout [UInt8]) {
        var s = s
        let plain = s.withUTF8 { utf8 in
            guard utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) else { return false }
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: utf8)
            out.append(UInt8(ascii: "\""))
            return true
        }
        if !plain { append(quoted(s), to: &out) }
    }

    /// A double-quoted JSON string; also a YAML double-quoted scalar (YAML's escapes include
    /// JSON's), which is how the scenario writer quotes.
    package static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
