/// A JSON value whose objects keep their key order, written the same way every run.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    /// Written with Swift's shortest round-trip form (`21.0`, `3.65`).
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.rendered() == b.rendered() }
    public func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }

    /// A number: an integer when it has no fraction (`54`), else a double.
    public static func number(_ value: Double) -> JSONValue {
        if value == value.rounded(), abs(value) < 1e15 { return .int(Int(value)) }
        return .double(value)
    }

    /// `null` for `nil`.
    public static func optional<T>(_ value: T?, _ make: (T) -> JSONValue) -> JSONValue {
        value.map(make) ?? .null
    }

    /// Pretty-printed with two-space indentation and a final newline.
    public func rendered() -> String {
        var out = ""
        write(into: &out, indent: 0)
        return out + "\n"
    }

    private func write(into out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        let close = String(repeating: "  ", count: indent)
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let n): out += String(n)
        case .double(let d): out += d.isFinite ? "\(d)" : "null"
        case .string(let s): out += Self.quoted(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                item.write(into: &out, indent: indent + 1)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += close + "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, (key, value)) in pairs.enumerated() {
                out += pad + Self.quoted(key) + ": "
                value.write(into: &out, indent: indent + 1)
                out += i == pairs.count - 1 ? "\n" : ",\n"
            }
            out += close + "}"
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
