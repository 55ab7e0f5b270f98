import SourceModel

/// A small reader of Swift manifest text (Tuist's `Project.swift`), never run: tokens (comments,
/// string literals, brackets), then literal expressions, calls and member accesses. Anything else
/// (operators, closures, interpolated strings) is `.other`, so that a caller can say it is not
/// understood. Unbalanced brackets and unterminated strings or comments are located errors.
enum SwiftManifestText {
    struct Token: Sendable, Hashable {
        enum Kind: Sendable, Hashable {
            case identifier(String)
            /// A string literal's value; `interpolated` when it holds `\(…)`.
            case string(String, interpolated: Bool)
            case number(String)
            case punctuation(Character)
        }

        var kind: Kind
        var location: SourceLocation

        var identifier: String? { if case .identifier(let s) = kind { s } else { nil } }
        func isPunctuation(_ c: Character) -> Bool { kind == .punctuation(c) }
    }

    /// A value expression of the manifest.
    indirect enum Expression: Sendable, Hashable {
        case string(String, SourceLocation)
        case number(String, SourceLocation)
        case bool(Bool, SourceLocation)
        /// `.iOS`: an implicit member.
        case member(String, SourceLocation)
        case name(String, SourceLocation)
        /// `base.member`.
        case access(Expression, String, SourceLocation)
        case call(Expression, [Argument], SourceLocation)
        case array([Expression], SourceLocation)
        case dictionary([DictionaryEntry], SourceLocation)
        case other(SourceLocation)

        var location: SourceLocation {
            switch self {
            case .string(_, let l), .number(_, let l), .bool(_, let l), .member(_, let l), .name(_, let l), .access(_, _, let l),
                 .call(_, _, let l), .array(_, let l), .dictionary(_, let l), .other(let l): l
            }
        }

        /// The name a call or member is known by: `.file` of `.file(path:)`, `target` of `Target.target(…)`.
        var calleeName: String? {
            switch self {
            case .member(let n, _), .name(let n, _), .access(_, let n, _): n
            case .call(let callee, _, _): callee.calleeName
            default: nil
            }
        }

        var arguments: [Argument] { if case .call(_, let args, _) = self { args } else { [] } }

        func argument(_ label: String?) -> Expression? { arguments.first { $0.label == label }?.value }

        var stringValue: String? { if case .string(let s, _) = self { s } else { nil } }
    }

    struct Argument: Sendable, Hashable {
        var label: String?
        var value: Expression
    }

    struct DictionaryEntry: Sendable, Hashable {
        var key: Expression
        var value: Expression
    }

    // MARK: - Tokens

    static func tokens(_ bytes: [UInt8], file: String) throws(LocatedError) -> [Token] {
        let lines = LineIndex(bytes)
        var out: [Token] = []
        var i = 0
        var line = 1, lineStart = 0
        func location(_ offset: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: offset - lineStart + 1) }
        func fail(_ message: String, _ at: SourceLocation) -> LocatedError {
            LocatedError(message, at: at, sourceLine: lines.text(ofLine: at.line))
        }
        let isIdentifierByte = ManifestBrackets.isIdentifierByte
        var brackets = ManifestBrackets()
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") { i += 1; line += 1; lineStart = i; continue }
            if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") { i += 1; continue }
            if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            }
            if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                let start = location(i)
                var depth = 1
                i += 2
                while i < bytes.count, depth > 0 {
                    if bytes[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
                    if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") { depth += 1; i += 1 }
                    else if bytes[i] == UInt8(ascii: "*"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") { depth -= 1; i += 1 }
                    i += 1
                }
                if depth > 0 { throw fail("unterminated comment: expected '*/'", start) }
                continue
            }
            if b == UInt8(ascii: "\"") || (b == UInt8(ascii: "#") && i + 1 < bytes.count && (bytes[i + 1] == UInt8(ascii: "\"") || bytes[i + 1] == UInt8(ascii: "#"))) {
                let start = location(i)
                var hashes = 0
                while i < bytes.count, bytes[i] == UInt8(ascii: "#") { hashes += 1; i += 1 }
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a string literal after '#'", start) }
                let multiline = i + 2 < bytes.count && bytes[i + 1] == UInt8(ascii: "\"") && bytes[i + 2] == UInt8(ascii: "\"")
                i += multiline ? 3 : 1
                var value: [UInt8] = []
                var interpolated = false
                var closed = false
                let closing = [UInt8](repeating: UInt8(ascii: "\""), count: multiline ? 3 : 1) + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
                while i < bytes.count {
                    if bytes[i...].starts(with: closing) { i += closing.count; closed = true; break }
                    let c = bytes[i]
                    if c == UInt8(ascii: "\n") {
                        if !multiline { break }
                        line += 1; lineStart = i + 1
                    }
                    if c == UInt8(ascii: "\\"), hashes == 0 || bytes[(i + 1)...].starts(with: [UInt8](repeating: UInt8(ascii: "#"), count: hashes)) {
                        let next = i + 1 + hashes
                        guard next < bytes.count else { break }
                        switch bytes[next] {
                        case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                        case UInt8(ascii: "("):
                            interpolated = true
                            var depth = 1, j = next + 1
                            while j < bytes.count, depth > 0, bytes[j] != UInt8(ascii: "\n") {
                                if bytes[j] == UInt8(ascii: "(") { depth += 1 } else if bytes[j] == UInt8(ascii: ")") { depth -= 1 }
                                j += 1
                            }
                            i = j
                            continue
                        default: value.append(bytes[next])
                        }
                        i = next + 1
                        continue
                    }
                    value.append(c)
                    i += 1
                }
                guard closed else { throw fail("unterminated string literal: expected a closing '\(String(decoding: closing, as: UTF8.self))'", start) }
                var text = String(decoding: value, as: UTF8.self)
                if multiline {
                    // The indentation of the closing delimiter's line is not part of the value.
                    var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
                    if parts.first?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { parts.removeFirst() }
                    let indent = parts.last.map { $0.prefix { $0 == " " || $0 == "\t" }.count } ?? 0
                    if parts.last?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { parts.removeLast() }
                    text = parts.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " || $0 == "\t" }.count))) }.joined(separator: "\n")
                }
                out.append(Token(kind: .string(text, interpolated: interpolated), location: start))
                continue
            }
            if b >= 0x30 && b <= 0x39 {
                let start = i
                while i < bytes.count, isIdentifierByte(bytes[i]) || bytes[i] == UInt8(ascii: ".") && i + 1 < bytes.count && bytes[i + 1] >= 0x30 && bytes[i + 1] <= 0x39 { i += 1 }
                out.append(Token(kind: .number(String(decoding: bytes[start..<i], as: UTF8.self)), location: location(start)))
                continue
            }
            if isIdentifierByte(b) || (b == UInt8(ascii: "`")) {
                let start = i
                let quoted = b == UInt8(ascii: "`")
                if quoted { i += 1 }
                while i < bytes.count, isIdentifierByte(bytes[i]) { i += 1 }
                let name = String(decoding: bytes[(quoted ? start + 1 : start)..<i], as: UTF8.self)
                if quoted, i < bytes.count, bytes[i] == UInt8(ascii: "`") { i += 1 }
                out.append(Token(kind: .identifier(name), location: location(start)))
                continue
            }
            let c = Character(Unicode.Scalar(b))
            let here = location(i)
            if let problem = brackets.meet(c, at: here) { throw fail(problem, here) }
            out.append(Token(kind: .punctuation(c), location: here))
            i += 1
        }
        if let (message, at) = brackets.unclosed { throw fail(message, at) }
        return out
    }

    // MARK: - Expressions

    /// Parses expressions out of a token list whose brackets are balanced (`tokens` checks it).
    struct Parser {
        let tokens: [Token]
        var index: Int

        init(tokens: [Token], index: Int = 0) {
            self.tokens = tokens
            self.index = index
        }

        private var current: Token? { index < tokens.count ? tokens[index] : nil }
        private func isPunctuation(_ c: Character, at i: Int? = nil) -> Bool {
            let j = i ?? index
            return j < tokens.count && tokens[j].isPunctuation(c)
        }

        /// Skips one balanced group starting at the current opener.
        private mutating func skipGroup() {
            let tokens = tokens
            index = ManifestBrackets.endOfGroup(from: index, count: tokens.count) { (i: Int) -> Character? in
                if case .punctuation(let c) = tokens[i].kind { c } else { nil }
            }
        }

        /// An expression up to the next `,`, `:` or closing bracket of its level.
        mutating func expression() -> Expression {
            let start = current?.location ?? SourceLocation(file: "", line: 0, column: 0)
            var result = postfix(primary())
            // Anything left before the terminator (an operator, a trailing closure…) makes it `.other`.
            while let t = current {
                if case .punctuation(let c) = t.kind {
                    if c == "," || c == ":" || ")]}".contains(c) { break }
                    if "([{".contains(c) { skipGroup(); result = .other(start); continue }
                }
                index += 1
                result = .other(start)
            }
            return result
        }

        private mutating func primary() -> Expression {
            guard let t = current else { return .other(SourceLocation(file: "", line: 0, column: 0)) }
            switch t.kind {
            case .string(let s, let interpolated):
                index += 1
                return interpolated ? .other(t.location) : .string(s, t.location)
            case .number(let n):
                index += 1
                return .number(n, t.location)
            case .identifier(let name):
                index += 1
                if name == "true" || name == "false" { return .bool(name == "true", t.location) }
                return .name(name, t.location)
            case .punctuation("."):
                if index + 1 < tokens.count, let name = tokens[index + 1].identifier {
                    index += 2
                    return .member(name, t.location)
                }
                index += 1
                return .other(t.location)
            case .punctuation("["):
                return collection()
            case .punctuation("("):
                let args = arguments()
                if args.count == 1, args[0].label == nil { return args[0].value }
                return .other(t.location)
            case .punctuation("{"):
                skipGroup()
                return .other(t.location)
            default:
                return .other(t.location)
            }
        }

        private mutating func postfix(_ base: Expression) -> Expression {
            var result = base
            while let t = current {
                if t.isPunctuation("."), index + 1 < tokens.count, let name = tokens[index + 1].identifier {
                    index += 2
                    result = .access(result, name, result.location)
                } else if t.isPunctuation("(") {
                    result = .call(result, arguments(), result.location)
                } else if t.isPunctuation("!") || t.isPunctuation("?") {
                    index += 1
                } else {
                    break
                }
            }
            return result
        }

        /// `( label: value, value, … )` starting at `(`; the index ends after `)`.
        mutating func arguments() -> [Argument] {
            index += 1
            var out: [Argument] = []
            while let t = current, !t.isPunctuation(")") {
                if t.isPunctuation(",") { index += 1; continue }
                var label: String?
                if let name = t.identifier, isPunctuation(":", at: index + 1) {
                    label = name
                    index += 2
                }
                out.append(Argument(label: label, value: expression()))
                if isPunctuation(":") { index += 1; _ = expression() }  // a stray ':' (ternary): not understood
            }
            index += 1
            return out
        }

        /// `[a, b]`, `[k: v, …]` or `[:]` starting at `[`; the index ends after `]`.
        private mutating func collection() -> Expression {
            let start = current!.location
            index += 1
            if isPunctuation(":"), isPunctuation("]", at: index + 1) { index += 2; return .dictionary([], start) }
            var elements: [Expression] = []
            var entries: [DictionaryEntry] = []
            while let t = current, !t.isPunctuation("]") {
                if t.isPunctuation(",") { index += 1; continue }
                let first = expression()
                if isPunctuation(":") {
                    index += 1
                    entries.append(DictionaryEntry(key: first, value: expression()))
                } else {
                    elements.append(first)
                }
            }
            index += 1
            return entries.isEmpty ? .array(elements, start) : .dictionary(entries, start)
        }
    }
}
