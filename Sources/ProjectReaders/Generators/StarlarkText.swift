import SourceModel

/// A small reader of Starlark, the Python-like language of Bazel's `BUILD` files, never run:
/// tokens (comments, string literals, brackets), then the calls at the top level of the file with
/// their arguments, whose values are string literals, lists, calls (`glob([...], exclude = [...])`)
/// and `+` of them. Anything else (a name, a number, a dictionary, a comprehension, `%`) is
/// `.other`, with what it is, so that a caller can say it is not read. Unbalanced brackets and
/// unterminated strings are located errors.
enum StarlarkText {
    struct Token: Sendable, Hashable {
        enum Kind: Sendable, Hashable {
            case identifier(String)
            case string(String)
            case number(String)
            case punctuation(Character)
        }

        var kind: Kind
        var location: SourceLocation

        var identifier: String? { if case .identifier(let s) = kind { s } else { nil } }
        func isPunctuation(_ c: Character) -> Bool { kind == .punctuation(c) }
    }

    /// A value expression of a BUILD file.
    indirect enum Expression: Sendable, Hashable {
        case string(String, SourceLocation)
        case list([Expression], SourceLocation)
        /// `name(arguments)`; a dotted callee (`native.glob`) keeps its dots.
        case call(String, [Argument], SourceLocation)
        /// `a + b + …`.
        case concatenation([Expression], SourceLocation)
        /// Anything else, said as what it is: `the name 'SRCS'`, `a dictionary`.
        case other(String, SourceLocation)

        var location: SourceLocation {
            switch self {
            case .string(_, let l), .list(_, let l), .call(_, _, let l), .concatenation(_, let l), .other(_, let l): l
            }
        }

        var stringValue: String? { if case .string(let s, _) = self { s } else { nil } }
    }

    struct Argument: Sendable, Hashable {
        /// The keyword (`name` of `name = "App"`); `nil` for a positional argument.
        var label: String?
        var value: Expression
    }

    /// A call at the top level of a file: a rule (`ios_application(…)`), a macro or `load(…)`.
    struct Call: Sendable, Hashable {
        var callee: String
        var arguments: [Argument]
        /// Where the callee's name is written.
        var location: SourceLocation

        func argument(_ label: String) -> Expression? { arguments.first { $0.label == label }?.value }

        /// The `name` argument when it is a string literal.
        var name: String? { argument("name")?.stringValue }
    }

    /// The calls at the top level of `bytes` (the file `file`), in order.
    static func calls(_ bytes: [UInt8], file: String) throws(LocatedError) -> [Call] {
        let tokens = try tokens(bytes, file: file)
        var parser = Parser(tokens: tokens)
        return parser.topLevelCalls()
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
        func isQuote(_ at: Int) -> Bool { at < bytes.count && (bytes[at] == UInt8(ascii: "\"") || bytes[at] == UInt8(ascii: "'")) }
        var brackets = ManifestBrackets()
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") { i += 1; line += 1; lineStart = i; continue }
            if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") { i += 1; continue }
            if b == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") { i += 2; line += 1; lineStart = i; continue }
            if b == UInt8(ascii: "#") {
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            }
            // A string, with an optional `r`/`b` prefix (a raw string keeps its backslashes).
            var prefix = 0
            while prefix < 2, i + prefix < bytes.count, [UInt8(ascii: "r"), UInt8(ascii: "R"), UInt8(ascii: "b"), UInt8(ascii: "B")].contains(bytes[i + prefix]) {
                prefix += 1
            }
            if isQuote(i + prefix), prefix == 0 || !(i > 0 && isIdentifierByte(bytes[i - 1])) {
                let start = location(i)
                let raw = bytes[i..<(i + prefix)].contains { $0 | 0x20 == UInt8(ascii: "r") }
                i += prefix
                let quote = bytes[i]
                let triple = i + 2 < bytes.count && bytes[i + 1] == quote && bytes[i + 2] == quote
                i += triple ? 3 : 1
                let closing = [UInt8](repeating: quote, count: triple ? 3 : 1)
                var value: [UInt8] = []
                var closed = false
                while i < bytes.count {
                    if bytes[i...].starts(with: closing) { i += closing.count; closed = true; break }
                    let c = bytes[i]
                    if c == UInt8(ascii: "\n") {
                        if !triple { break }
                        line += 1; lineStart = i + 1
                    }
                    if c == UInt8(ascii: "\\"), i + 1 < bytes.count {
                        let next = bytes[i + 1]
                        if raw {
                            value.append(c)
                            value.append(next)
                        } else {
                            switch next {
                            case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                            case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                            case UInt8(ascii: "\n"): line += 1; lineStart = i + 2
                            default: value.append(next)
                            }
                        }
                        if next == UInt8(ascii: "\n") && raw { line += 1; lineStart = i + 2 }
                        i += 2
                        continue
                    }
                    value.append(c)
                    i += 1
                }
                guard closed else {
                    throw fail("unterminated string literal: expected a closing '\(String(decoding: closing, as: UTF8.self))'", start)
                }
                out.append(Token(kind: .string(String(decoding: value, as: UTF8.self)), location: start))
                continue
            }
            if b >= 0x30 && b <= 0x39 {
                let start = i
                while i < bytes.count, isIdentifierByte(bytes[i]) || bytes[i] == UInt8(ascii: ".") { i += 1 }
                out.append(Token(kind: .number(String(decoding: bytes[start..<i], as: UTF8.self)), location: location(start)))
                continue
            }
            if isIdentifierByte(b) {
                let start = i
                while i < bytes.count, isIdentifierByte(bytes[i]) { i += 1 }
                out.append(Token(kind: .identifier(String(decoding: bytes[start..<i], as: UTF8.self)), location: location(start)))
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

    /// Parses expressions out of a token list whose brackets are balanced (``tokens(_:file:)`` checks it).
    struct Parser {
        let tokens: [Token]
        var index = 0

        private var current: Token? { index < tokens.count ? tokens[index] : nil }
        private func isPunctuation(_ c: Character, at i: Int? = nil) -> Bool {
            let j = i ?? index
            return j < tokens.count && tokens[j].isPunctuation(c)
        }

        /// The calls whose callee starts a statement at bracket depth 0 (`x = glob(…)` counts too).
        mutating func topLevelCalls() -> [Call] {
            var calls: [Call] = []
            while let t = current {
                if case .punctuation(let c) = t.kind, "([{".contains(c) { skipGroup(); continue }
                guard t.identifier != nil else { index += 1; continue }
                let start = index
                let callee = dottedName()
                // (`"…".format(…)` is a method of a value, not a call of the file.)
                if isPunctuation("("), !(start > 0 && tokens[start - 1].isPunctuation(".")) {
                    calls.append(Call(callee: callee, arguments: arguments(), location: tokens[start].location))
                }
            }
            return calls
        }

        /// `a.b.c` from the current identifier; the index ends after it.
        private mutating func dottedName() -> String {
            var name = current?.identifier ?? ""
            index += 1
            while isPunctuation("."), index + 1 < tokens.count, let next = tokens[index + 1].identifier {
                name += "." + next
                index += 2
            }
            return name
        }

        /// Skips one balanced group starting at the current opener.
        private mutating func skipGroup() {
            let tokens = tokens
            index = ManifestBrackets.endOfGroup(from: index, count: tokens.count) { (i: Int) -> Character? in
                if case .punctuation(let c) = tokens[i].kind { c } else { nil }
            }
        }

        /// Whether the current token ends an expression: `,`, `:` or a closing bracket.
        private var atTerminator: Bool {
            guard let t = current else { return true }
            if case .punctuation(let c) = t.kind { return c == "," || c == ":" || ")]}".contains(c) }
            return false
        }

        /// An expression up to the next `,`, `:` or closing bracket of its level.
        mutating func expression() -> Expression {
            let start = current?.location ?? SourceLocation(file: "", line: 0, column: 0)
            var parts = [primary()]
            while isPunctuation("+"), !isPunctuation("=", at: index + 1) {
                index += 1
                parts.append(primary())
            }
            var result = parts.count == 1 ? parts[0] : .concatenation(parts, start)
            // Anything left before the terminator (an operator, a comprehension, a conditional)
            // makes it `.other`.
            while !atTerminator {
                if case .punctuation(let c) = current!.kind, "([{".contains(c) { skipGroup() } else { index += 1 }
                result = .other("an expression", start)
            }
            return result
        }

        private mutating func primary() -> Expression {
            guard let t = current else { return .other("nothing", SourceLocation(file: "", line: 0, column: 0)) }
            switch t.kind {
            case .string(let s):
                index += 1
                var text = s
                // Adjacent literals are one string ("a" "b").
                while let next = current, case .string(let more) = next.kind { text += more; index += 1 }
                return .string(text, t.location)
            case .number(let n):
                index += 1
                return .other("the number \(n)", t.location)
            case .identifier:
                let name = dottedName()
                if isPunctuation("(") { return .call(name, arguments(), t.location) }
                if name == "True" || name == "False" || name == "None" { return .other("'\(name)'", t.location) }
                return .other("the name '\(name)'", t.location)
            case .punctuation("["):
                let start = t.location
                index += 1
                var elements: [Expression] = []
                while let e = current, !e.isPunctuation("]") {
                    if e.isPunctuation(",") { index += 1; continue }
                    if e.isPunctuation(":") { index += 1; elements.append(.other("a slice", e.location)); continue }
                    elements.append(expression())
                }
                index += 1
                return .list(elements, start)
            case .punctuation("("):
                index += 1
                var inner: [Expression] = []
                while let e = current, !e.isPunctuation(")") {
                    if e.isPunctuation(",") || e.isPunctuation(":") { index += 1; continue }
                    inner.append(expression())
                }
                index += 1
                return inner.count == 1 ? inner[0] : .other("a tuple", t.location)
            case .punctuation("{"):
                skipGroup()
                return .other("a dictionary", t.location)
            default:
                index += 1
                return .other("an expression", t.location)
            }
        }

        /// `( label = value, value, … )` starting at `(`; the index ends after `)`.
        private mutating func arguments() -> [Argument] {
            index += 1
            var out: [Argument] = []
            while let t = current, !t.isPunctuation(")") {
                if t.isPunctuation(",") || t.isPunctuation(":") { index += 1; continue }
                var label: String?
                if let name = t.identifier, isPunctuation("=", at: index + 1), !isPunctuation("=", at: index + 2) {
                    label = name
                    index += 2
                }
                out.append(Argument(label: label, value: expression()))
            }
            index += 1
            return out
        }
    }
}
