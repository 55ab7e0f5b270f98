/// What JSON allows and libyaml (YAML 1.1) does not, rewritten before composing.
enum JSONText {
    /// Rewrites each UTF-16 surrogate-pair escape (`\ud83d\ude00`, valid JSON) as the YAML escape
    /// `\U0001F600`, which is 2 characters shorter. Returns the text and, per 1-based line, the
    /// 1-based columns (in the rewritten text) where a rewrite starts, to map columns back.
    static func rewritingSurrogatePairs(_ text: String) -> (text: String, shifts: [Int: [Int]]) {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "\\")) else { return (text, [:]) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var shifts: [Int: [Int]] = [:]
        var line = 1, lineStart = 0  // lineStart: index in `out` where the line starts
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") {
                out.append(b)
                line += 1
                lineStart = out.count
                i += 1
                continue
            }
            guard b == UInt8(ascii: "\\"), i + 1 < bytes.count else {
                out.append(b)
                i += 1
                continue
            }
            if bytes[i + 1] == UInt8(ascii: "u"), let high = hex4(bytes, i + 2), (0xD800...0xDBFF).contains(high),
               i + 11 < bytes.count, bytes[i + 6] == UInt8(ascii: "\\"), bytes[i + 7] == UInt8(ascii: "u"),
               let low = hex4(bytes, i + 8), (0xDC00...0xDFFF).contains(low) {
                let scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                // Columns count Unicode scalars: this line is ASCII up to here only if it was before;
                // count scalars of the rewritten line so far.
                let column = String(decoding: out[lineStart...], as: UTF8.self).unicodeScalars.count + 1
                shifts[line, default: []].append(column)
                let digits = String(scalar, radix: 16, uppercase: true)
                out += Array(("\\U" + String(repeating: "0", count: 8 - digits.count) + digits).utf8)
                i += 12
                continue
            }
            out.append(b)  // an escape: copy it and the escaped character as they are
            out.append(bytes[i + 1])
            i += 2
        }
        return (String(decoding: out, as: UTF8.self), shifts)
    }

    private static func hex4(_ bytes: [UInt8], _ at: Int) -> Int? {
        guard at + 4 <= bytes.count else { return nil }
        var value = 0
        for b in bytes[at..<at + 4] {
            guard let digit = Int(String(UnicodeScalar(b)), radix: 16) else { return nil }
            value = value * 16 + digit
        }
        return value
    }
}
