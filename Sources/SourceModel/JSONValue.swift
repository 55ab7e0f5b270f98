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
    package func rendered() -> String {
        var out = ""
        write(into: &out, indent: 0)
        return out + "\n"
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let n): out += String(n)
        case .double(let d): out += d.isFinite ? "\(d)" : "null"
        case .string(let s): Self.appendQuoted(s, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                Self.appendPad(indent + 1, to: &out)
                item.write(into: &out, indent: indent + 1)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            Self.appendPad(indent, to: &out)
            out += "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, (key, value)) in pairs.enumerated() {
                Self.appendPad(indent + 1, to: &out)
                Self.appendQuoted(key, to: &out)
                out += ": "
                value.write(into: &out, indent: indent + 1)
                out += i == pairs.count - 1 ? "\n" : ",\n"
            }
            Self.appendPad(indent, to: &out)
            out += "}"
        }
    }

    /// Two spaces per level.
    private static func appendPad(_ levels: Int, to out: inout String) {
        for _ in 0..<levels { out += "  " }
    }

    /// `quoted(s)` appended to `out`: a string with nothing to escape (most) is copied whole.
    private static func appendQuoted(_ s: String, to out: inout String) {
        let plain = s.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        if plain {
            out += "\""
            out += s
            out += "\""
        } else {
            out += quoted(s)
        }
    }

    static func quoted(_ s: String) -> String {
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
