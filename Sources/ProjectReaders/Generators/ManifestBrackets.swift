import SourceModel

/// The brackets of a manifest's text as its tokenizer meets them (Tuist's Swift,
/// ``SwiftManifestText``; Bazel's Starlark, ``StarlarkText``): each closer must close the last
/// opener, and every opener be closed by the end of the file. The messages say where.
struct ManifestBrackets {
    private var openers: [(Character, SourceLocation)] = []

    /// Takes in `c`, met at `here`: an opener is kept, a closer closes the last one. The message
    /// of the error when a closer closes nothing or another kind of bracket; `nil` otherwise.
    mutating func meet(_ c: Character, at here: SourceLocation) -> String? {
        switch c {
        case "(", "[", "{": openers.append((c, here))
        case ")", "]", "}":
            let expected: Character = c == ")" ? "(" : c == "]" ? "[" : "{"
            guard let (open, at) = openers.popLast() else { return "'\(c)' closes nothing" }
            guard open == expected else {
                return "expected '\(Self.closer(of: open))' to close the '\(open)' of line \(at.line), column \(at.column), found '\(c)'"
            }
        default: break
        }
        return nil
    }

    /// At the end of the file: the message for the innermost bracket left open, and its place.
    var unclosed: (message: String, location: SourceLocation)? {
        guard let (open, at) = openers.last else { return nil }
        return ("expected '\(Self.closer(of: open))' to close this '\(open)' before the end of the file", at)
    }

    static func closer(of open: Character) -> Character { open == "(" ? ")" : open == "[" ? "]" : "}" }

    /// The index after the balanced group that starts at `index` (an opener), among `count` tokens
    /// whose punctuation `punctuation` tells; `count` when the group is not closed.
    static func endOfGroup(from index: Int, count: Int, punctuation: (Int) -> Character?) -> Int {
        var depth = 0, i = index
        repeat {
            guard i < count else { return count }
            if let c = punctuation(i) {
                if "([{".contains(c) { depth += 1 } else if ")]}".contains(c) { depth -= 1 }
            }
            i += 1
        } while depth > 0
        return i
    }

    /// Whether `b` may be part of an identifier: a letter, a digit, `_`, or a byte of a non-ASCII character.
    static func isIdentifierByte(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "_") || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b >= 0x80
    }
}
