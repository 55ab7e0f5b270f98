#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The names a source file could give a storyboard segue: the contents of its string literals that
/// read as a name (`"showDetail"`, `@"AddObservationSegue"`, `"Show Sync Settings"`), and in Swift the
/// names of enum cases (`case showDetail`, as SwiftGen's generated segue enums write them, with no
/// literal). A manual segue (one the storyboard starts from its controller, not from a control)
/// runs only when code performs it by its identifier; an identifier that no file names at all can
/// be performed by nothing (issue "Follow how real apps show screens").
///
/// A byte scan, not a parse, so that every file gives it (those read for their declarations only
/// too) at the cost of one pass: a literal inside a comment counts, and so does anything between
/// two quotes on one line (a wider set, never a narrower one, which keeps more segues performed).
package enum NameScan {
    /// The longest name kept: longer literals are sentences or keys, not identifiers.
    package static let longestName = 64

    /// The names, sorted and unique.
    ///
    /// Two passes that jump with `memchr` (a byte loop over every file cost a thirtieth of an audit
    /// without a cache): from quote to quote, then, in Swift, from `c` to `c` for the `case` keyword.
    /// A `case` inside a literal or a comment counts too (a wider set, never a narrower one).
    package static func names(in bytes: [UInt8], language: SourceLanguage) -> [String] {
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress, !b.isEmpty else { return [] }
            var found = Set<String>()
            let n = b.count
            var i = 0
            while i < n, let hit = memchr(base + i, Int32(quote), n - i) {
                let open = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                // One line at most: an unpaired quote (in a comment, a character literal) loses
                // the rest of its line only.
                var end = open + 1
                while end < n, b[end] != quote, b[end] != newline {
                    end += b[end] == backslash ? 2 : 1
                }
                if end < n, b[end] == quote, let name = name(b, open + 1, end) { found.insert(name) }
                i = min(end, n - 1) + 1
            }
            guard language == .swift else { return found.sorted() }
            i = 0
            while i < n, let hit = memchr(base + i, Int32(UInt8(ascii: "c")), n - i) {
                let c = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if c == 0 || !isNameByte(b[c - 1]), let after = caseKeyword(b, c) {
                    i = caseNames(b, after, into: &found)
                } else {
                    i = c + 1
                }
            }
            return found.sorted()
        }
    }

    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), comma = UInt8(ascii: ",")

    /// `b[start..<end]` when it reads as a name: a letter or `_` first, then letters, digits, `_`,
    /// `.`, `-` and spaces (Interface Builder takes any text: "Show Sync Settings"), at most
    /// ``longestName`` bytes.
    private static func name(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String? {
        guard end > start, end - start <= longestName, isNameStart(b[start]) else { return nil }
        for k in start..<end where !(isNameByte(b[k]) || b[k] == UInt8(ascii: ".") || b[k] == UInt8(ascii: "-") || b[k] == space) { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
    }

    /// The index after `case` and the blanks that follow it, when `b[i...]` starts the keyword.
    private static func caseKeyword(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int? {
        let keyword: [UInt8] = [0x63, 0x61, 0x73, 0x65]  // "case"
        guard i + 4 < b.count else { return nil }
        for k in 0..<4 where b[i + k] != keyword[k] { return nil }
        var j = i + 4
        guard b[j] == space || b[j] == tab else { return nil }
        while j < b.count, b[j] == space || b[j] == tab { j += 1 }
        return j
    }

    /// Reads `a, b, c` after `case` (an enum's cases; a `switch`'s `case .a:` starts with a dot and
    /// names nothing); returns where it stopped.
    private static func caseNames(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, into found: inout Set<String>) -> Int {
        var i = start
        while i < b.count, isNameStart(b[i]) {
            var end = i
            while end < b.count, isNameByte(b[end]) { end += 1 }
            if let name = name(b, i, end), !["let", "var", "is", "_"].contains(name) { found.insert(name) }
            i = end
            while i < b.count, b[i] == space || b[i] == tab { i += 1 }
            guard i < b.count, b[i] == comma else { break }
            i += 1
            while i < b.count, b[i] == space || b[i] == tab { i += 1 }
        }
        return max(i, start + 1)
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool { isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) }
}
