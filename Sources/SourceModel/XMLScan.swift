/// Byte scans of UTF-8 XML text made before Foundation's `XMLParser` sees it, shared by the
/// property list and Interface Builder readers.
package enum XMLScan {
    /// The first processing instruction that has a target and no data at all (`<?name?>`),
    /// outside comments and CDATA sections: its byte offset (at the `<`) and its text, or nil.
    ///
    /// Foundation's `XMLParser` (swift-corelibs-foundation on Linux) crashes on one: libxml2
    /// hands the delegate trampoline a NULL data pointer, which it reads as a C string
    /// (found by fuzzing, Docs/Reliability.md). `<?name ?>`, with any white space, is safe.
    /// Linear in the size of the text; a stray `<?` inside an attribute value (not well-formed
    /// XML anyway) may be reported too.
    package static func processingInstructionWithoutData(in bytes: [UInt8]) -> (offset: Int, text: String)? {
        let n = bytes.count
        var i = 0
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            if has(bytes, "<!--", at: i) {
                guard let end = index(of: "-->", in: bytes, from: i + 4) else { return nil }
                i = end + 3
            } else if has(bytes, "<![CDATA[", at: i) {
                guard let end = index(of: "]]>", in: bytes, from: i + 9) else { return nil }
                i = end + 3
            } else if has(bytes, "<?", at: i) {
                // The target runs to white space, `?` or `>` (wider than an XML name: a name
                // libxml2 cuts shorter is followed by data or is an error, never by `?>`).
                var j = i + 2
                while j < n, !isTargetEnd(bytes[j]) { j += 1 }
                if j > i + 2, has(bytes, "?>", at: j) {
                    return (i, String(decoding: bytes[i..<(j + 2)], as: UTF8.self))
                }
                guard let end = index(of: "?>", in: bytes, from: j) else { return nil }
                i = end + 2
            } else {
                i += 1
            }
        }
        return nil
    }

    /// The encoding named by the XML declaration at the start of the text (after an optional
    /// UTF-8 byte order mark), lowercased, with the byte offset of the word `encoding`; nil when
    /// there is no declaration or it names no encoding.
    package static func declaredEncoding(in bytes: [UInt8]) -> (offset: Int, name: String)? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard has(bytes, "<?xml", at: start), start + 5 < bytes.count,
              [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + 5]) else { return nil }
        let end = index(of: "?>", in: bytes, from: start + 5) ?? bytes.count
        var i = start + 5
        while i < end, !has(bytes, "encoding", at: i) { i += 1 }
        guard i < end else { return nil }
        let offset = i
        i += 8
        while i < end, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(bytes[i]) { i += 1 }
        guard i < end, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[i]
        var j = i + 1
        while j < end, bytes[j] != quote { j += 1 }
        return (offset, String(decoding: bytes[(i + 1)..<j], as: UTF8.self).lowercased())
    }

    /// Whether an encoding name (lowercased) decodes bytes as UTF-8 does: the byte scans see
    /// what the parser will see only then.
    package static func isUTF8Compatible(_ name: String) -> Bool {
        ["utf-8", "utf8", "us-ascii", "ascii"].contains(name)
    }

    private static func isTargetEnd(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: "?") || b == UInt8(ascii: ">")
    }

    private static func has(_ bytes: [UInt8], _ text: StaticString, at i: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard i + count <= bytes.count else { return false }
        let p = text.utf8Start
        for k in 0..<count where bytes[i + k] != p[k] { return false }
        return true
    }

    private static func index(of text: StaticString, in bytes: [UInt8], from start: Int) -> Int? {
        let first = text.utf8Start[0]
        var i = start
        while i + text.utf8CodeUnitCount <= bytes.count {
            if bytes[i] == first, has(bytes, text, at: i) { return i }
            i += 1
        }
        return nil
    }
}
