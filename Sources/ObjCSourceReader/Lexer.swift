/// A token of Objective-C (and Objective-C++) source.
struct Token: Sendable {
    enum Kind: Sendable, Equatable {
        /// A name (`self`, `UIColor`, `preferredStatusBarStyle`, `_statusBarStyle`).
        case identifier
        /// An `@` keyword: `@interface`, `@end`, `@property`, `@available`, `@YES`.
        case atKeyword
        /// A string literal, `"…"` or `@"…"`; the text is its content, escapes kept as written.
        case string
        case character
        case number
        /// Punctuation: one character, or `->`, `::`, `==`, `!=`, `<=`, `>=`, `&&`, `||`, `++`,
        /// `--`, compound assignments, `<<`, `>>`, `...`.
        case punctuation
    }

    var kind: Kind
    var text: String
    /// Byte offsets of the token in the file.
    var start: Int
    var end: Int
    /// True when the token is the first of its line, written in the first column.
    var atColumnOne: Bool

    func isPunctuation(_ value: String) -> Bool { kind == .punctuation && text == value }
    func isIdentifier(_ value: String) -> Bool { kind == .identifier && text == value }
    func isKeyword(_ value: String) -> Bool { kind == .atKeyword && text == value }
}

/// A problem met while reading, at a byte offset.
struct ReadIssue: Sendable {
    var offset: Int
    var message: String
}

/// Splits bytes into tokens. Comments are dropped; preprocessor lines are read and dropped:
/// `#if 0` (and `#elif 0`) branches are skipped, the `#else` of `#if 1` too, every branch of any
/// other condition is read; `#import`, `#include`, `#define`, `#pragma` lines are ignored (with
/// their continuation lines). Never fails: unterminated comments, strings and `#if` blocks end
/// at the end of the line or file with an issue. One pass, linear in the size of the input.
struct Lexer {
    private let bytes: [UInt8]
    private var index = 0
    private var lineStart = true
    private(set) var tokens: [Token] = []
    private(set) var issues: [ReadIssue] = []

    /// `#if` frames being read: `takenTrue` when a branch was chosen (`#if 1`, the `#else` of
    /// `#if 0`), so the other branches are skipped; `readAll` when every branch is read.
    private enum Frame { case readAll, takenTrue }
    private var frames: [Frame] = []
    /// The macros the build settings define for the file (``CompilationDefinitions/clang``),
    /// less those the file `#undef`s.
    private var defined: [String: String?]
    /// The macros the build leaves undefined for certain (``CompilationDefinitions/undefined``).
    private let undefined: Set<String>
    /// The macros tested by conditions the lexer could not decide.
    private(set) var conditionNames: Set<String> = []
    /// The macros the file `#define`s (in a branch it reads).
    private(set) var definedNames: Set<String> = []

    init(_ bytes: [UInt8], defined: [String: String?] = [:], undefined: Set<String> = []) {
        self.bytes = bytes
        self.defined = Self.platformMacros.merging(defined) { _, setting in setting }
        self.undefined = undefined
    }

    /// The platform macros `TargetConditionals.h` defines for an iPhone build, which the audit
    /// predicts: `#if TARGET_OS_TV` and `#if !TARGET_OS_IOS` branches are another platform's code.
    /// `TARGET_OS_SIMULATOR` is left out (both are iPhones). A build setting of the same name wins.
    static let platformMacros: [String: String?] = [
        "TARGET_OS_MAC": "1", "TARGET_OS_IPHONE": "1", "TARGET_OS_IOS": "1",
        "TARGET_OS_TV": "0", "TARGET_OS_WATCH": "0", "TARGET_OS_VISION": "0", "TARGET_OS_XR": "0",
        "TARGET_OS_OSX": "0", "TARGET_OS_MACCATALYST": "0", "TARGET_OS_UIKITFORMAC": "0",
        "TARGET_OS_BRIDGE": "0", "TARGET_OS_DRIVERKIT": "0",
    ]

    static func tokenize(_ bytes: [UInt8], defined: [String: String?] = [:], undefined: Set<String> = [])
        -> (tokens: [Token], issues: [ReadIssue], conditionNames: Set<String>, definedNames: Set<String>) {
        var lexer = Lexer(bytes, defined: defined, undefined: undefined)
        lexer.run()
        return (lexer.tokens, lexer.issues, lexer.conditionNames, lexer.definedNames)
    }

    // MARK: Bytes

    private func byte(_ at: Int) -> UInt8 { at < bytes.count ? bytes[at] : 0 }

    static func isNameStart(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x24 || b >= 0x80
    }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isNameByte(_ b: UInt8) -> Bool { isNameStart(b) || isDigit(b) }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
    }

    private mutating func add(_ kind: Token.Kind, _ text: String, _ start: Int, _ end: Int) {
        let columnOne = start == 0 || bytes[start - 1] == UInt8(ascii: "\n")
        tokens.append(Token(kind: kind, text: text, start: start, end: end, atColumnOne: columnOne))
        lineStart = false
    }

    private static let multiPunctuation: [String] = [
        "<<=", ">>=", "...", "->", "::", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", "*=", "/=",
        "%=", "&=", "|=", "^=", "<<", ">>",
    ].sorted { $0.count > $1.count }
    private static let multiBytes: [[UInt8]] = multiPunctuation.map { Array($0.utf8) }

    // MARK: Main loop

    private mutating func run() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // a UTF-8 byte order mark
        while index < bytes.count {
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\n"):
                lineStart = true
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "\\") where byte(index + 1) == UInt8(ascii: "\n"):
                index += 2  // line continuation
            case UInt8(ascii: "\\") where byte(index + 1) == UInt8(ascii: "\r") && byte(index + 2) == UInt8(ascii: "\n"):
                index += 3
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "#") where lineStart:
                directive()
            case UInt8(ascii: "\""):
                let start = index
                let content = readQuoted(UInt8(ascii: "\""))
                add(.string, content, start, index)
            case UInt8(ascii: "'"):
                let start = index
                let content = readQuoted(UInt8(ascii: "'"))
                add(.character, content, start, index)
            case UInt8(ascii: "@"):
                let start = index
                if byte(index + 1) == UInt8(ascii: "\"") {
                    index += 1
                    let content = readQuoted(UInt8(ascii: "\""))
                    add(.string, content, start, index)
                } else if Self.isNameStart(byte(index + 1)) {
                    index += 1
                    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
                    add(.atKeyword, text(start, index), start, index)
                } else {
                    index += 1
                    add(.punctuation, "@", start, index)
                }
            default:
                if Self.isNameStart(b) {
                    identifier()
                } else if Self.isDigit(b) || (b == UInt8(ascii: ".") && Self.isDigit(byte(index + 1))) {
                    number()
                } else if b < 0x20 || b == 0x7F {
                    index += 1  // control bytes (binary input): ignored
                } else {
                    punctuation()
                }
            }
        }
        if !frames.isEmpty {
            issues.append(ReadIssue(offset: max(0, bytes.count - 1), message: "unterminated '#if' at the end of the file"))
        }
    }

    private mutating func identifier() {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        let name = text(start, index)
        // C++ raw strings: R"delim( … )delim" (also with an encoding prefix).
        if byte(index) == UInt8(ascii: "\""), ["R", "LR", "uR", "UR", "u8R"].contains(name) {
            let quote = index
            index += 1
            var delimiter: [UInt8] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "("), bytes[index] != UInt8(ascii: "\n"),
                delimiter.count < 16
            {
                delimiter.append(bytes[index])
                index += 1
            }
            guard byte(index) == UInt8(ascii: "(") else {
                // No '(' within 16 bytes on the line (or the file ends): not a raw string, the
                // quote starts an ordinary one. (Skipping the missing '(' at the end of the file
                // read past the bytes: found by fuzzing.)
                index = quote
                add(.identifier, name, start, index)
                return
            }
            index += 1
            let closing = [UInt8(ascii: ")")] + delimiter + [UInt8(ascii: "\"")]
            let contentStart = index
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: ")"), index + closing.count <= bytes.count,
                    Array(bytes[index..<(index + closing.count)]) == closing
                {
                    let content = text(contentStart, index)
                    index += closing.count
                    add(.string, content, start, index)
                    return
                }
                index += 1
            }
            issues.append(ReadIssue(offset: start, message: "unterminated raw string literal"))
            add(.string, text(contentStart, index), start, index)
            return
        }
        add(.identifier, name, start, index)
    }

    private mutating func number() {
        let start = index
        while index < bytes.count {
            let b = bytes[index]
            if Self.isNameByte(b) || b == UInt8(ascii: ".") {
                index += 1
            } else if (b == UInt8(ascii: "+") || b == UInt8(ascii: "-")),
                [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(bytes[index - 1]),
                !(bytes[start] == UInt8(ascii: "0") && (byte(start + 1) | 0x20) == UInt8(ascii: "x")
                    && (bytes[index - 1] | 0x20) == UInt8(ascii: "e"))
            {
                index += 1
            } else if b == UInt8(ascii: "'"), Self.isNameByte(byte(index + 1)) {
                index += 1  // C++14 digit separator
            } else {
                break
            }
        }
        add(.number, text(start, index), start, index)
    }

    private mutating func punctuation() {
        let start = index
        for (text, pattern) in zip(Self.multiPunctuation, Self.multiBytes) where bytes[index] == pattern[0] {
            if index + pattern.count <= bytes.count, (1..<pattern.count).allSatisfy({ bytes[index + $0] == pattern[$0] }) {
                index += pattern.count
                add(.punctuation, text, start, index)
                return
            }
        }
        let b = bytes[index]
        index += 1
        add(.punctuation, String(UnicodeScalar(b)), start, index)
    }

    /// Reads a quoted literal starting at its quote; returns its content. A literal ends at its
    /// quote, or (unterminated) at the end of the line with an issue.
    private mutating func readQuoted(_ quote: UInt8) -> String {
        let start = index
        index += 1
        let contentStart = index
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\\") {
                index += 2
                if index > bytes.count { index = bytes.count }
                continue
            }
            if b == quote {
                let content = text(contentStart, index)
                index += 1
                return content
            }
            if b == UInt8(ascii: "\n") { break }
            index += 1
        }
        issues.append(
            ReadIssue(offset: start, message: quote == UInt8(ascii: "'") ? "unterminated character literal" : "unterminated string literal"))
        return text(contentStart, index)
    }

    private mutating func skipLineComment() {
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), byte(index + 1) == UInt8(ascii: "\n") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\n") { return }
            index += 1
        }
    }

    private mutating func skipBlockComment() {
        let start = index
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
                index += 2
                return
            }
            index += 1
        }
        issues.append(ReadIssue(offset: start, message: "unterminated comment"))
    }

    // MARK: Preprocessor

    /// Reads the rest of a directive line (continuations joined, comments dropped) and moves to
    /// the line break.
    private mutating func restOfDirectiveLine() -> String {
        var result: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\\"), byte(index + 1) == UInt8(ascii: "\n") {
                index += 2
                result.append(UInt8(ascii: " "))
                continue
            }
            if b == UInt8(ascii: "\n") { break }
            if b == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "/") {
                skipLineComment()
                break
            }
            if b == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                skipBlockComment()
                result.append(UInt8(ascii: " "))
                continue
            }
            result.append(b)
            index += 1
        }
        return String(decoding: result, as: UTF8.self).trimmingSpaces()
    }

    /// Reads a directive name after `#` (and spaces).
    private mutating func directiveName() -> String {
        index += 1
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        return text(start, index)
    }

    /// `false` for a condition that is never compiled (`0`, `false`, `0 && X`), `true` for one
    /// always compiled (`1`, `true`), `nil` when it depends on the build.
    static func evaluate(_ condition: String) -> Bool? {
        var text = condition.trimmingSpaces()
        while text.hasPrefix("("), text.hasSuffix(")"), text.count >= 2 { text = String(text.dropFirst().dropLast()).trimmingSpaces() }
        switch text {
        case "0", "false", "!1": return false
        case "1", "true", "!0": return true
        default:
            if text.hasPrefix("0 &&") || text.hasPrefix("0&&") || text.hasSuffix("&& 0") || text.hasSuffix("&&0") { return false }
            if text.hasPrefix("1 ||") || text.hasSuffix("|| 1") { return true }
            return nil
        }
    }

    private mutating func directive() {
        let start = index
        let name = directiveName()
        let rest = restOfDirectiveLine()
        switch name {
        case "if":
            enterIf(condition: condition(rest), at: start)
        case "ifdef", "ifndef":
            let (tested, undecided) = PreprocessorCondition.isDefined(Self.macroName(rest), defined: defined,
                                                                          undefined: undefined)
            conditionNames.formUnion(undecided)
            enterIf(condition: name == "ifdef" ? tested : tested.map { !$0 }, at: start)
        case "elif", "else":
            guard let frame = frames.last else { return }
            if frame == .takenTrue {
                skipToEndif(at: start)
                frames.removeLast()
            } else if name == "elif", condition(rest) == false {
                frames.removeLast()
                enterIf(condition: false, at: start)
            }
        case "endif":
            if !frames.isEmpty { frames.removeLast() }
        case "undef":
            defined[String(Self.macroName(rest))] = nil
        case "define":
            let macro = Self.macroName(rest)
            if !macro.isEmpty { definedNames.insert(String(macro)) }
        default:
            break  // import, include, pragma, error, warning, line
        }
    }

    /// The macro a directive's rest names (`DEBUG` in `#ifdef DEBUG // …`, `kTint` in `#define kTint 3`).
    private static func macroName(_ rest: String) -> Substring { rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" } }

    /// The value of an `#if` or `#elif` condition (``PreprocessorCondition``); the macros it tests
    /// and cannot decide are noted.
    private mutating func condition(_ text: String) -> Bool? {
        let (value, undecided) = PreprocessorCondition.evaluate(text, defined: defined, undefined: undefined)
        conditionNames.formUnion(undecided)
        return value
    }

    private mutating func enterIf(condition: Bool?, at start: Int) {
        var condition = condition
        while condition == false {
            switch skipBranch() {
            case .endif: return
            case .else:
                frames.append(.takenTrue)
                return
            case .elif(let next):
                condition = self.condition(next)
            case .endOfFile:
                issues.append(ReadIssue(offset: start, message: "unterminated '#if' block"))
                return
            }
        }
        frames.append(condition == true ? .takenTrue : .readAll)
    }

    private mutating func skipToEndif(at start: Int) {
        while true {
            switch skipBranch() {
            case .endif: return
            case .else, .elif: continue
            case .endOfFile:
                issues.append(ReadIssue(offset: start, message: "unterminated '#if' block"))
                return
            }
        }
    }

    private enum BranchEnd { case endif, `else`, elif(String), endOfFile }

    /// Skips a branch that is not compiled, up to its `#else`, `#elif` or `#endif` (nested `#if`
    /// blocks included). Comments are honoured; apostrophes and quotes in the skipped text are not.
    private mutating func skipBranch() -> BranchEnd {
        var depth = 0
        var atLineStart = true
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\n") {
                atLineStart = true
                index += 1
                continue
            }
            if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") {
                index += 1
                continue
            }
            if b == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                skipBlockComment()
                continue
            }
            if b == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "/") {
                skipLineComment()
                continue
            }
            if b == UInt8(ascii: "#"), atLineStart {
                let name = directiveName()
                let rest = restOfDirectiveLine()
                switch name {
                case "if", "ifdef", "ifndef": depth += 1
                case "endif":
                    if depth == 0 { return .endif }
                    depth -= 1
                case "else" where depth == 0: return .else
                case "elif" where depth == 0: return .elif(rest)
                default: break
                }
                continue
            }
            atLineStart = false
            index += 1
        }
        return .endOfFile
    }
}

extension String {
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
