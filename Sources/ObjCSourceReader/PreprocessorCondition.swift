import SourceModel

/// The value of a preprocessor condition (`#if`, `#elif`), given the macros the build settings
/// define for the file: `true` or `false` when it is known, `nil` when it depends on what the
/// reader does not know (a macro no setting defines may still come from a header).
///
/// Understood: `defined(NAME)` and `defined NAME`, a macro (its value when it is a number), integer
/// literals, `true`/`false`, `!`, `&&`, `||`, parentheses, and a comparison of two integer operands
/// (a literal, a macro, `__IPHONE_13_0`); anything else (arithmetic, a comparison of expressions,
/// function-like macros such as `__has_include(…)`) leaves the condition to the older reading
/// (``Lexer/evaluate(_:)``). The macros a condition tests and cannot decide are `undecided`.
struct PreprocessorCondition {
    private var tokens: [Substring] = []
    private var position = 0
    private var understood = true
    private let defined: [String: String?]
    /// Macros the build leaves undefined for certain (another app's target defines them, this
    /// one's does not: ``CompilationDefinitions/undefined``).
    private let undefined: Set<String>
    private(set) var undecided: Set<String> = []

    private init(_ text: String, defined: [String: String?], undefined: Set<String>) {
        self.defined = defined
        self.undefined = undefined
        tokens = Self.tokens(of: text)
    }

    /// The condition's value, and the macros it tests that no setting decides (when the value is unknown).
    static func evaluate(_ text: String, defined: [String: String?], undefined: Set<String> = []) -> (value: Bool?, undecided: Set<String>) {
        var condition = PreprocessorCondition(text, defined: defined, undefined: undefined)
        let value = condition.disjunction()
        guard condition.understood, condition.position == condition.tokens.count else {
            let older = Lexer.evaluate(text)
            return (older, older == nil ? condition.undecided : [])
        }
        return (value, value == nil ? condition.undecided : [])
    }

    /// `#ifdef NAME` (`#if defined(NAME)`): `true` when a setting defines the macro, else unknown,
    /// with the macro undecided (a header may define it).
    static func isDefined(_ name: Substring, defined: [String: String?], undefined: Set<String> = []) -> (value: Bool?, undecided: Set<String>) {
        guard !name.isEmpty else { return (nil, []) }
        if undefined.contains(String(name)) { return (false, []) }
        return defined[String(name)] != nil ? (true, []) : (nil, [String(name)])
    }

    private static func tokens(of text: String) -> [Substring] {
        var found: [Substring] = []
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if c == " " || c == "\t" || c == "\r" { index = text.index(after: index); continue }
            var end = text.index(after: index)
            if c.isLetter || c == "_" || c.isNumber {
                while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" { end = text.index(after: end) }
            } else if end < text.endIndex, ["&&", "||", "==", "!=", "<=", ">=", "<<", ">>"].contains(String(text[index...end])) {
                end = text.index(after: end)
            }
            found.append(text[index..<end])
            index = end
        }
        return found
    }

    private var next: Substring? { position < tokens.count ? tokens[position] : nil }

    private mutating func take(_ token: Substring) -> Bool {
        guard next == token else { return false }
        position += 1
        return true
    }

    private mutating func disjunction() -> Bool? { chain("||", absorbing: true) { $0.conjunction() } }

    private mutating func conjunction() -> Bool? { chain("&&", absorbing: false) { $0.comparison() } }

    /// Two integer operands compared (`__IPHONE_OS_VERSION_MIN_REQUIRED < 80000`,
    /// `__IPHONE_OS_VERSION_MIN_REQUIRED >= __IPHONE_13_0`), else a negation. An operand whose value
    /// is not known (a macro no setting gives a number) leaves the comparison unknown, its name undecided.
    private mutating func comparison() -> Bool? {
        let start = position
        guard let leftToken = next, let left = integer(leftToken) else { return negation() }
        position += 1
        guard let op = next, Self.comparisons.contains(op), position + 1 < tokens.count, let right = integer(tokens[position + 1]) else {
            position = start
            return negation()
        }
        position += 2
        for (token, value) in [(leftToken, left), (tokens[position - 1], right)] where value == nil { undecided.insert(String(token)) }
        guard let l = left, let r = right else { return nil }
        switch op {
        case "<": return l < r
        case "<=": return l <= r
        case ">": return l > r
        case ">=": return l >= r
        case "==": return l == r
        default: return l != r
        }
    }

    private static let comparisons: Set<Substring> = ["<", "<=", ">", ">=", "==", "!="]

    /// The integer an operand of a comparison stands for: a literal, a macro a setting gives a
    /// number, an SDK version constant (`__IPHONE_8_0` is 80000), 0 for a macro undefined for
    /// certain; `.some(nil)` for a name whose value is not known; `nil` for a token that is no operand.
    private func integer(_ token: Substring) -> Int?? {
        guard let first = token.first else { return nil }
        if first.isNumber { return Self.number(token).map { .some($0) } }
        guard first.isLetter || first == "_", !["defined", "true", "false"].contains(token) else { return nil }
        let name = String(token)
        if let version = Self.sdkVersion(name) { return .some(version) }
        if undefined.contains(name) { return .some(0) }
        if let value = defined[name] { return .some(value.flatMap { Self.number(Substring($0)) }) }
        return .some(nil)
    }

    /// `__IPHONE_13_0` → 130000, `__IPHONE_8_4` → 80400 (Availability.h's constants).
    static func sdkVersion(_ name: String) -> Int? {
        guard name.hasPrefix("__IPHONE_") else { return nil }
        let parts = name.dropFirst("__IPHONE_".count).split(separator: "_")
        guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]) else { return nil }
        return major * 10_000 + minor * 100
    }


    /// Operands joined by `op`, in three-valued logic: one operand equal to `absorbing` decides
    /// (`true` for `||`, `false` for `&&`), all of them the other value give it, else unknown.
    private mutating func chain(_ op: Substring, absorbing: Bool, _ operand: (inout PreprocessorCondition) -> Bool?) -> Bool? {
        var value = operand(&self)
        while take(op) {
            let right = operand(&self)
            value = value == absorbing || right == absorbing ? absorbing : value == !absorbing && right == !absorbing ? !absorbing : nil
        }
        return value
    }

    private mutating func negation() -> Bool? {
        if take("!") { return negation().map { !$0 } }
        return primary()
    }

    private mutating func primary() -> Bool? {
        guard let token = next else { understood = false; return nil }
        position += 1
        if token == "(" {
            let value = disjunction()
            if !take(")") { understood = false }
            return value
        }
        if token == "defined" {
            let parenthesized = take("(")
            guard let name = next, name.first.map({ $0.isLetter || $0 == "_" }) == true else { understood = false; return nil }
            position += 1
            if parenthesized, !take(")") { understood = false }
            if defined[String(name)] != nil { return true }
            if undefined.contains(String(name)) { return false }
            undecided.insert(String(name))
            return nil
        }
        guard let first = token.first else { understood = false; return nil }
        if first.isNumber { return Self.number(token).map { $0 != 0 } ?? { understood = false; return nil }() }
        guard first.isLetter || first == "_" else { understood = false; return nil }
        if token == "true" { return true }
        if token == "false" { return false }
        // A function-like macro (`__has_include(…)`, `__has_feature(…)`) is not understood.
        if next == "(" { understood = false; return nil }
        let name = String(token)
        if let value = defined[name] {
            // Defined: its value when a number (`-DBETA` is 1), unknown otherwise.
            if let value, let number = Self.number(Substring(value)) { return number != 0 }
            return nil
        }
        // (An undefined macro is 0 in a condition.)
        if undefined.contains(name) { return false }
        undecided.insert(name)
        return nil
    }

    /// An integer literal (`1`, `0`, `1L`, `0x10`), `nil` for anything else.
    private static func number(_ token: Substring) -> Int? {
        var digits = token
        while let last = digits.last, "uUlL".contains(last) { digits = digits.dropLast() }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { return Int(digits.dropFirst(2), radix: 16) }
        return Int(digits)
    }
}
