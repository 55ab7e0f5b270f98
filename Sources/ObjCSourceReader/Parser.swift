/// Reads tokens into declarations, method bodies, statements and expressions.
///
/// Forgiving by design: what it does not understand it skips (to the next `;`, the closing
/// bracket, the next method or `@end`), records a problem where the structure is broken
/// (a missing `}` or `@end`, a stray `}`), and goes on. Every step consumes a token, so the
/// reading is linear; nesting deeper than ``maxDepth`` is skipped as a whole.
struct Parser {
    private let tokens: [Token]
    private var pos = 0
    private var depth = 0
    private(set) var issues: [ReadIssue] = []
    private var reportedDepth = false
    /// The issue of the last block left open, and the token where it ended.
    private var unclosedBreak: (issue: Int, at: Int)?
    /// When true, method and function bodies are skipped (``ObjCSourceReader/declaredClasses(in:relativePath:)``).
    private let skipBodies: Bool

    static let maxDepth = 64

    init(tokens: [Token], skipBodies: Bool = false) {
        self.tokens = tokens
        self.skipBodies = skipBodies
    }

    // MARK: Tokens

    private var atEnd: Bool { pos >= tokens.count }
    private func token(_ at: Int) -> Token? { at >= 0 && at < tokens.count ? tokens[at] : nil }
    private var current: Token? { token(pos) }
    private func isPunctuation(_ text: String, at: Int? = nil) -> Bool { token(at ?? pos)?.isPunctuation(text) == true }
    private func isIdentifier(at: Int? = nil) -> Bool { token(at ?? pos)?.kind == .identifier }
    private var lastEnd: Int { pos > 0 ? tokens[min(pos, tokens.count) - 1].end : 0 }
    private var currentStart: Int { current?.start ?? lastEnd }

    private mutating func issue(_ message: String, at offset: Int) {
        issues.append(ReadIssue(offset: offset, message: message))
    }

    private static let openers: Set<String> = ["(", "[", "{"]
    private static let closers: Set<String> = [")", "]", "}"]

    /// A token that ends the bodies of an implementation: `@end` and the other containers.
    private func isContainerBoundary(_ token: Token) -> Bool {
        token.kind == .atKeyword && ["@end", "@interface", "@implementation", "@protocol"].contains(token.text)
    }

    /// `-`/`+` written in the first column followed by `(`: a method starts (a body lacks its `}`).
    private func isMethodStart(_ at: Int) -> Bool {
        guard let t = token(at), t.atColumnOne, t.isPunctuation("-") || t.isPunctuation("+") else { return false }
        return isPunctuation("(", at: at + 1)
    }

    /// Skips a bracketed group starting at its opener (all bracket kinds counted together);
    /// stops before a container boundary.
    private mutating func skipGroup() {
        var level = 0
        while let t = current {
            if isContainerBoundary(t) || (level > 0 && isMethodStart(pos)) { return }
            if t.kind == .punctuation {
                if Self.openers.contains(t.text) {
                    level += 1
                } else if Self.closers.contains(t.text) {
                    level -= 1
                    if level <= 0 {
                        pos += 1
                        return
                    }
                }
            }
            pos += 1
        }
    }

    /// Skips to the closer of the group the reader is inside, and past it. Stops before a `}`
    /// or `;` of the enclosing level when looking for another closer, and before `@end`.
    private mutating func skipToCloser(_ closer: String) {
        var level = 0
        while let t = current {
            if isContainerBoundary(t) || isMethodStart(pos) { return }
            if t.kind == .punctuation {
                if level == 0, t.text == closer {
                    pos += 1
                    return
                }
                if level == 0, closer != "}", t.text == "}" || (closer != ")" && t.text == ";") { return }
                if Self.openers.contains(t.text) { level += 1 }
                if Self.closers.contains(t.text) { level -= 1 }
            }
            pos += 1
        }
    }

    /// Skips the rest of a statement: past the next `;`, or up to a `}` of this level.
    private mutating func skipStatement() {
        var level = 0
        while let t = current {
            if isContainerBoundary(t) || isMethodStart(pos) { return }
            if t.kind == .punctuation {
                if level == 0, t.text == ";" {
                    pos += 1
                    return
                }
                if level == 0, t.text == "}" { return }
                if Self.openers.contains(t.text) { level += 1 }
                if Self.closers.contains(t.text) { level = max(0, level - 1) }
            }
            pos += 1
        }
    }

    private mutating func expectSemicolon() {
        if isPunctuation(";") {
            pos += 1
        } else {
            skipStatement()
        }
    }

    /// Guards recursion: true (after skipping what is too deep) when the nesting limit is reached.
    private mutating func tooDeep() -> Bool {
        guard depth >= Self.maxDepth else { return false }
        if !reportedDepth {
            issue("code nested too deeply; the nested part is skipped", at: currentStart)
            reportedDepth = true
        }
        if let t = current, t.kind == .punctuation, Self.openers.contains(t.text) { skipGroup() } else { pos += 1 }
        return true
    }

    // MARK: File

    /// Names kept when met outside bodies (see ``FileSyntax/looseNames``).
    static let looseNamesKept: Set<String> = ["UIStatusBarStyleBlackOpaque", "UIStatusBarStyleBlackTranslucent"]
    private var looseNames: [(name: String, offset: Int, container: String?)] = []

    private mutating func noteLooseName(_ token: Token, container: String?) {
        if token.kind == .identifier, Self.looseNamesKept.contains(token.text) {
            looseNames.append((token.text, token.start, container))
        }
    }

    mutating func parseFile() -> FileSyntax {
        defer { looseNames = [] }
        var file = FileSyntax()
        var pendingObjCName: String?
        var parenStack: [Int] = []
        var lastParenOpen: Int?
        while let t = current {
            switch t.kind {
            case .atKeyword:
                switch t.text {
                case "@interface", "@implementation", "@protocol":
                    if t.text == "@protocol", isPunctuation("(", at: pos + 1) {
                        pos += 1
                        continue
                    }
                    if let container = parseContainer(objcName: pendingObjCName) { file.containers.append(container) }
                    pendingObjCName = nil
                case "@compatibility_alias":
                    if let alias = token(pos + 1), alias.kind == .identifier, let existing = token(pos + 2),
                        existing.kind == .identifier
                    {
                        file.aliases.append((alias.text, existing.text, alias.start))
                        pos += 3
                    } else {
                        pos += 1
                    }
                case "@end":
                    issue("'@end' without '@interface' or '@implementation'", at: t.start)
                    pos += 1
                default:
                    pos += 1
                }
            case .identifier:
                if t.text == "__attribute__", isPunctuation("(", at: pos + 1) {
                    if let name = readAttributeRuntimeName() { pendingObjCName = name }
                    continue
                }
                if ["NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM"].contains(t.text),
                    isPunctuation("(", at: pos + 1), let name = token(pos + 4), name.kind == .identifier,
                    isPunctuation(",", at: pos + 3)
                {
                    file.enums.append((name.text, name.start))
                    pos += 5
                    continue
                }
                noteLooseName(t, container: nil)
                pos += 1
            case .punctuation:
                switch t.text {
                case "(":
                    parenStack.append(pos)
                    pos += 1
                case ")":
                    lastParenOpen = parenStack.popLast()
                    pos += 1
                case "{":
                    if let function = functionBody(lastParenOpen: lastParenOpen) {
                        file.functions.append(function)
                        parenStack.removeAll()
                    } else {
                        pos += 1
                    }
                default:
                    pos += 1
                }
            default:
                pos += 1
            }
        }
        file.looseNames = looseNames
        return file
    }

    /// `__attribute__((objc_runtime_name("X")))`: reads X, moves past the attribute.
    private mutating func readAttributeRuntimeName() -> String? {
        pos += 1
        let start = pos
        skipGroup()
        for index in start..<pos where tokens[index].isIdentifier("objc_runtime_name") {
            if let string = token(index + 2), string.kind == .string { return string.text }
        }
        return nil
    }

    /// At a `{`: when it opens a function body (after `)` and qualifiers, or after `^`), reads
    /// the body and returns the function.
    private mutating func functionBody(lastParenOpen: Int?) -> FunctionSyntax? {
        var back = pos - 1
        let qualifiers: Set<String> = ["const", "override", "noexcept", "final", "mutable", "volatile"]
        while let t = token(back), t.kind == .identifier, qualifiers.contains(t.text) { back -= 1 }
        var name = "block"
        var parameters: [Parameter] = []
        if isPunctuation(")", at: back), let open = lastParenOpen, open < back {
            if let nameToken = token(open - 1), nameToken.kind == .identifier { name = nameToken.text }
            parameters = readParameters(from: open + 1, to: back)
        } else if !isPunctuation("^", at: back) {
            return nil
        }
        guard let body = parseCompound() else { return nil }
        return FunctionSyntax(name: name, parameters: parameters, body: body)
    }

    /// C parameters between two token indices: `UIApplication *app, int count`.
    private func readParameters(from start: Int, to end: Int) -> [Parameter] {
        var result: [Parameter] = []
        var piece: [Token] = []
        func flush() {
            if let declaration = Self.typeAndName(piece) { result.append(Parameter(name: declaration.name, type: declaration.type)) }
            piece = []
        }
        var level = 0
        for index in start..<min(end, tokens.count) {
            let t = tokens[index]
            if t.isPunctuation("(") || t.isPunctuation("<") { level += 1 }
            if t.isPunctuation(")") || t.isPunctuation(">") { level -= 1 }
            if level == 0, t.isPunctuation(",") { flush() } else { piece.append(t) }
        }
        flush()
        return result
    }

    /// The type and name of `Type *name` (a parameter, a property): the last identifier is the name.
    static func typeAndName(_ pieces: [Token]) -> (type: String, name: String, offset: Int)? {
        // A block: `void (^name)(args)`.
        if let caret = pieces.firstIndex(where: { $0.isPunctuation("^") }), caret + 1 < pieces.count,
            pieces[caret + 1].kind == .identifier
        {
            return ("block", pieces[caret + 1].text, pieces[caret + 1].start)
        }
        var level = 0
        var candidates: [Int] = []
        for (index, t) in pieces.enumerated() {
            if t.isPunctuation("(") || t.isPunctuation("<") { level += 1 }
            if t.isPunctuation(")") || t.isPunctuation(">") { level -= 1 }
            if level == 0, t.kind == .identifier, !isMacroLike(t.text), !typeQualifiers.contains(t.text),
                !nullability.contains(t.text)
            {
                candidates.append(index)
            }
        }
        guard let nameIndex = candidates.last, candidates.count >= 2 else { return nil }
        let type = typeText(Array(pieces[..<nameIndex]))
        return (type, pieces[nameIndex].text, pieces[nameIndex].start)
    }

    static let nullability: Set<String> = [
        "nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "_Null_unspecified",
        "null_unspecified", "__kindof", "null_resettable",
    ]
    static let typeQualifiers: Set<String> = [
        "const", "static", "extern", "volatile", "register", "__weak", "__strong", "__block", "__unsafe_unretained",
        "__autoreleasing", "__bridge", "__bridge_transfer", "__bridge_retained", "IBOutlet", "IBInspectable", "inline",
        "struct", "enum", "union", "in", "out", "inout", "oneway", "bycopy", "byref", "__attribute__", "typename",
    ]

    /// `NS_SWIFT_NAME`, `API_AVAILABLE`, `UI_APPEARANCE_SELECTOR`: all capitals (with `_`).
    static func isMacroLike(_ name: String) -> Bool {
        name.count > 2 && name.contains("_") && name.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || $0 == 0x5F || ($0 >= 0x30 && $0 <= 0x39) }
    }

    /// A type written as tokens, without `*`, `&`, qualifiers, nullability or macros:
    /// `UIViewController`, `NSArray<UIViewController *>`.
    static func typeText(_ pieces: [Token]) -> String {
        var text = ""
        var level = 0
        var skipParens = 0
        for t in pieces {
            if skipParens > 0 {
                if t.isPunctuation("(") { skipParens += 1 }
                if t.isPunctuation(")") { skipParens -= 1 }
                continue
            }
            if t.kind == .identifier, isMacroLike(t.text) || t.text == "__attribute__" {
                continue
            }
            if t.isPunctuation("(") {
                skipParens = 1
                continue
            }
            if t.kind == .identifier, typeQualifiers.contains(t.text) || nullability.contains(t.text) { continue }
            if t.isPunctuation("<") { level += 1 }
            if t.isPunctuation(">") { level -= 1 }
            if level == 0, t.isPunctuation("*") || t.isPunctuation("&") || t.isPunctuation("&&") { continue }
            if t.kind == .identifier, let last = text.last, last.isLetter || last.isNumber || last == "_" || last == "*" {
                text += " "
            }
            if t.isPunctuation("*"), text.last != " ", text.last != "*" { text += " " }
            text += t.text
        }
        return text
    }

    // MARK: Containers

    private mutating func parseContainer(objcName: String?) -> ContainerSyntax? {
        let keyword = tokens[pos]
        pos += 1
        guard let nameToken = current, nameToken.kind == .identifier else {
            issue("expected a name after '\(keyword.text)'", at: keyword.start)
            return nil
        }
        pos += 1
        let kind: ContainerSyntax.Kind =
            keyword.text == "@interface" ? .interface : keyword.text == "@protocol" ? .protocol : .implementation
        if kind == .protocol, isPunctuation(";") || isPunctuation(",") {
            skipStatement()  // a forward declaration
            return nil
        }
        var container = ContainerSyntax(kind: kind, name: nameToken.text, nameOffset: nameToken.start, objcName: objcName)
        // Lightweight generics: `@interface Box<__covariant T> : NSObject`.
        if kind == .interface, isPunctuation("<") {
            let names = readAngleNames()
            if !isPunctuation(":") { container.protocols = names }
        }
        if isPunctuation("(") {
            pos += 1
            var category = ""
            if let t = current, t.kind == .identifier {
                category = t.text
                pos += 1
            }
            skipToCloser(")")
            container.category = category
        } else if isPunctuation(":"), let superToken = token(pos + 1), superToken.kind == .identifier {
            container.superclass = superToken.text
            pos += 2
        }
        while isPunctuation("<") { container.protocols += readAngleNames() }

        while let t = current {
            if t.isKeyword("@end") {
                pos += 1
                return container
            }
            if t.kind == .atKeyword, ["@interface", "@implementation", "@protocol"].contains(t.text) {
                if !(t.text == "@protocol" && isPunctuation("(", at: pos + 1)) {
                    issue("missing '@end' for '\(keyword.text) \(container.name)'", at: keyword.start)
                    return container
                }
            }
            switch t.kind {
            case .atKeyword where t.text == "@property":
                parseProperty(into: &container)
            case .atKeyword where t.text == "@synthesize" || t.text == "@dynamic":
                skipStatement()
            case .punctuation where t.text == "-" || t.text == "+":
                if let method = parseMethod(inImplementation: kind == .implementation) { container.methods.append(method) }
            case .punctuation where t.text == "{":
                if let function = functionBodyInContainer() {
                    container.functions.append(function)
                } else {
                    container.instanceVariables += parseInstanceVariables()
                }
            case .punctuation where t.text == "}":
                issue("unexpected '}'", at: t.start)
                pos += 1
            default:
                noteLooseName(t, container: container.name)
                pos += 1
            }
        }
        issue("missing '@end' for '\(keyword.text) \(container.name)'", at: keyword.start)
        return container
    }

    /// `<A, B>` at the current `<`: the names, past the `>`.
    private mutating func readAngleNames() -> [String] {
        var names: [String] = []
        pos += 1
        var level = 1
        while let t = current {
            if t.isPunctuation("<") { level += 1 }
            if t.isPunctuation(">") || t.isPunctuation(">>") {
                level -= t.text.count
                pos += 1
                if level <= 0 { break }
                continue
            }
            if t.isPunctuation(";") || t.isPunctuation("{") || t.kind == .atKeyword { break }
            if level == 1, t.kind == .identifier, !Self.nullability.contains(t.text), t.text != "__covariant",
                t.text != "__contravariant"
            {
                names.append(t.text)
            }
            pos += 1
        }
        return names
    }

    /// A `{` in a container: a C function's body when it follows `)`.
    private mutating func functionBodyInContainer() -> FunctionSyntax? {
        guard isPunctuation(")", at: pos - 1) else { return nil }
        var level = 0
        var open = pos - 1
        while open >= 0 {
            if tokens[open].isPunctuation(")") { level += 1 }
            if tokens[open].isPunctuation("(") {
                level -= 1
                if level == 0 { break }
            }
            if tokens[open].isPunctuation(";") || tokens[open].isPunctuation("}") { return nil }
            open -= 1
        }
        guard open > 0, tokens[open - 1].kind == .identifier else { return nil }
        // `@interface Browser () {`: a class extension's instance variables, not a function `Browser()`.
        if open > 1, tokens[open - 2].kind == .atKeyword, ["@interface", "@implementation"].contains(tokens[open - 2].text) { return nil }
        return functionBody(lastParenOpen: open)
    }

    /// `{ UIApplication *_app; BOOL _dark; }` after `@interface`/`@implementation`.
    private mutating func parseInstanceVariables() -> [LocalDecl] {
        let open = pos
        pos += 1
        var result: [LocalDecl] = []
        while let t = current {
            if t.isPunctuation("}") {
                pos += 1
                return result
            }
            if isContainerBoundary(t) { break }
            if t.kind == .atKeyword {  // @public, @private
                pos += 1
                continue
            }
            let start = pos
            if let declarations = tryDeclaration() {
                result += declarations
            } else {
                skipStatement()
            }
            if pos == start { pos += 1 }
        }
        issue("expected '}'", at: tokens[open].start)
        return result
    }

    private mutating func parseProperty(into container: inout ContainerSyntax) {
        pos += 1
        var attributes: [String] = []
        var getter: String?
        if isPunctuation("(") {
            pos += 1
            while let t = current, !t.isPunctuation(")"), !t.isPunctuation(";") {
                if t.kind == .identifier, !isPunctuation("=", at: pos - 1) { attributes.append(t.text) }
                if t.kind == .identifier, isPunctuation("=", at: pos - 1), token(pos - 2)?.isIdentifier("getter") == true {
                    getter = t.text
                }
                pos += 1
            }
            if isPunctuation(")") { pos += 1 }
        }
        var pieces: [Token] = []
        while let t = current, !t.isPunctuation(";") {
            if isContainerBoundary(t) || t.isKeyword("@property") || isMethodStart(pos) { break }
            pieces.append(t)
            pos += 1
        }
        if isPunctuation(";") { pos += 1 }
        // `@property BOOL a, b;`
        var groups: [[Token]] = [[]]
        var level = 0
        for t in pieces {
            if t.isPunctuation("(") || t.isPunctuation("<") { level += 1 }
            if t.isPunctuation(")") || t.isPunctuation(">") { level -= 1 }
            if level == 0, t.isPunctuation(",") { groups.append([]) } else { groups[groups.count - 1].append(t) }
        }
        guard let first = Self.typeAndName(groups[0]) else { return }
        container.properties.append(
            PropertySyntax(name: first.name, nameOffset: first.offset, type: first.type, attributes: attributes, getter: getter))
        for group in groups.dropFirst() {
            if let name = group.last(where: { $0.kind == .identifier && !Self.isMacroLike($0.text) }) {
                container.properties.append(
                    PropertySyntax(name: name.text, nameOffset: name.start, type: first.type, attributes: attributes, getter: getter))
            }
        }
    }

    /// `- (ReturnType)label:(Type)name label:(Type)name { body }`, or a declaration ending in `;`.
    private mutating func parseMethod(inImplementation: Bool) -> MethodSyntax? {
        let sign = tokens[pos]
        pos += 1
        var returnType = "id"
        if isPunctuation("(") {
            let start = pos + 1
            skipGroup()
            returnType = Self.typeText(Array(tokens[start..<max(start, pos - 1)]))
        }
        var selector = ""
        var selectorOffset = currentStart
        var parameters: [Parameter] = []
        var first = true
        while let t = current {
            if t.kind == .identifier, isPunctuation(":", at: pos + 1) || first {
                if first { selectorOffset = t.start }
                first = false
                if !isPunctuation(":", at: pos + 1) {
                    selector = t.text
                    pos += 1
                    break
                }
                selector += t.text + ":"
                pos += 2
            } else if t.isPunctuation(":") {
                selector += ":"
                pos += 1
            } else {
                break
            }
            var type = "id"
            if isPunctuation("(") {
                let start = pos + 1
                skipGroup()
                type = Self.typeText(Array(tokens[start..<max(start, pos - 1)]))
            }
            while let t = current, t.kind == .identifier, Self.nullability.contains(t.text) || Self.isMacroLike(t.text) { pos += 1 }
            if let name = current, name.kind == .identifier {
                parameters.append(Parameter(name: name.text, type: type))
                pos += 1
            }
        }
        guard !selector.isEmpty else {
            skipStatement()
            return nil
        }
        // Variadic `, ...`, attributes and macros up to `{` or `;`.
        let attributesStart = pos
        while let t = current, !t.isPunctuation("{"), !t.isPunctuation(";") {
            if isContainerBoundary(t) || isMethodStart(pos) { break }
            if t.isPunctuation("(") { skipGroup() } else { pos += 1 }
        }
        let attributes = pos > attributesStart ? joinedText(attributesStart, pos) : ""
        if isPunctuation(";"), inImplementation, isPunctuation("{", at: pos + 1) { pos += 1 }  // `- (void)foo; { … }`
        var body: [Stmt]?
        if isPunctuation("{") {
            body = parseCompound()
        } else if isPunctuation(";") {
            pos += 1
        }
        return MethodSyntax(
            isInstance: sign.text == "-", selector: selector, selectorOffset: selectorOffset, returnType: returnType,
            parameters: parameters, body: body, attributes: attributes)
    }

    // MARK: Statements

    /// `{ statements }` at the current `{`. A missing `}` is reported at the `{`, and the body
    /// ends before the next method or `@end`.
    private mutating func parseCompound() -> [Stmt]? {
        guard isPunctuation("{") else { return nil }
        let open = tokens[pos]
        if skipBodies || depth >= Self.maxDepth {
            if depth >= Self.maxDepth, !reportedDepth {
                issue("code nested too deeply; the nested part is skipped", at: open.start)
                reportedDepth = true
            }
            skipGroup()
            return []
        }
        depth += 1
        defer { depth -= 1 }
        pos += 1
        var statements: [Stmt] = []
        while let t = current {
            if t.isPunctuation("}") {
                pos += 1
                return statements
            }
            if isContainerBoundary(t) || isMethodStart(pos) { break }
            let start = pos
            statements.append(parseStatement())
            if pos == start { pos += 1 }
        }
        // Blocks left open by the same break: only the outermost is reported.
        if let (index, at) = unclosedBreak, at == pos, index == issues.count - 1 { issues.removeLast() }
        issue("expected '}' to close this block", at: open.start)
        unclosedBreak = (issues.count - 1, pos)
        return statements
    }

    private static let statementKeywords: Set<String> = [
        "return", "if", "else", "switch", "case", "default", "for", "while", "do", "break", "continue", "goto",
        "self", "super", "try", "catch", "throw", "delete", "new", "using", "typedef", "sizeof", "nil", "YES", "NO",
    ]

    private mutating func parseStatement() -> Stmt {
        guard let t = current else { return .other }
        if tooDeep() { return .other }
        depth += 1
        defer { depth -= 1 }
        switch t.kind {
        case .punctuation:
            if t.text == "{" { return .compound(parseCompound() ?? []) }
            if t.text == ";" {
                pos += 1
                return .other
            }
        case .atKeyword:
            switch t.text {
            case "@try", "@finally", "@autoreleasepool":
                pos += 1
                return .compound(parseCompound() ?? [])
            case "@catch", "@synchronized":
                pos += 1
                if isPunctuation("(") { skipGroup() }
                return .compound(parseCompound() ?? [])
            default:
                break
            }
        case .identifier:
            switch t.text {
            case "return":
                pos += 1
                if isPunctuation(";") {
                    pos += 1
                    return .returnStatement(nil, offset: t.start)
                }
                let value = parseExpression()
                expectSemicolon()
                return .returnStatement(value, offset: t.start)
            case "if":
                pos += 1
                if isIdentifier(), current?.text == "constexpr" { pos += 1 }
                let condition = parseCondition()
                let then = parseStatement()
                var otherwise: Stmt?
                if current?.isIdentifier("else") == true {
                    pos += 1
                    otherwise = parseStatement()
                }
                return .ifStatement(condition: condition, then: then, otherwise: otherwise)
            case "switch":
                pos += 1
                let subject = parseCondition()
                let body = parseStatement()
                if case .compound(let items) = body { return .switchStatement(subject: subject, body: items) }
                return .switchStatement(subject: subject, body: [body])
            case "case":
                pos += 1
                let label = parseTernary()
                if isPunctuation("...") {  // GNU case ranges
                    pos += 1
                    _ = parseTernary()
                }
                if isPunctuation(":") { pos += 1 }
                return .caseLabel(label)
            case "default" where isPunctuation(":", at: pos + 1):
                pos += 2
                return .caseLabel(nil)
            case "while":
                pos += 1
                let condition = parseCondition()
                return .loop(condition: condition, body: parseStatement())
            case "for":
                pos += 1
                if isPunctuation("(") { skipGroup() }
                return .loop(condition: nil, body: parseStatement())
            case "do":
                pos += 1
                let body = parseStatement()
                if current?.isIdentifier("while") == true {
                    pos += 1
                    _ = parseCondition()
                    expectSemicolon()
                }
                return .loop(condition: nil, body: body)
            case "try":
                pos += 1
                return parseStatement()
            case "catch":
                pos += 1
                if isPunctuation("(") { skipGroup() }
                return parseStatement()
            case "break", "continue", "goto", "typedef", "using", "static_assert", "template", "namespace":
                skipStatement()
                return .other
            default:
                if isPunctuation(":", at: pos + 1), !isPunctuation(":", at: pos + 2) {
                    pos += 2  // a label
                    return .other
                }
                if let declarations = tryDeclaration() { return .declarations(declarations) }
            }
        default:
            break
        }
        let expression = parseExpression()
        expectSemicolon()
        return .expression(expression)
    }

    /// `( expression )` of `if`, `while`, `switch`.
    private mutating func parseCondition() -> Expr {
        guard isPunctuation("(") else { return parseExpression() }
        pos += 1
        // `if (UIViewController *top = self.topViewController)`
        let expression: Expr
        if let declarations = tryDeclaration(allowCloser: true), let first = declarations.first {
            expression = first.value ?? Expr(kind: .name(first.name), start: first.nameOffset, end: first.nameOffset)
        } else {
            expression = parseExpression()
        }
        if isPunctuation(")") { pos += 1 } else { skipToCloser(")") }
        return expression
    }

    private static let typeofNames: Set<String> = ["typeof", "__typeof", "__typeof__", "decltype"]

    /// A declaration of locals at the current token, or `nil` (the position unchanged) when
    /// the statement is not one: `Type *name = value, *other;`, `__weak typeof(self) weakSelf = self;`,
    /// `void (^handler)(BOOL) = ^(BOOL done) { … };`, `std::vector<int> values;`.
    private mutating func tryDeclaration(allowCloser: Bool = false) -> [LocalDecl]? {
        let start = pos
        var index = pos
        var typeTokens: [Token] = []
        while let t = token(index), t.kind == .identifier, Self.typeQualifiers.contains(t.text) || Self.nullability.contains(t.text) {
            index += 1
        }
        guard let first = token(index), first.kind == .identifier, !Self.statementKeywords.contains(first.text) else {
            return nil
        }
        if Self.typeofNames.contains(first.text), token(index + 1)?.isPunctuation("(") == true {
            var level = 0
            var end = index + 1
            while let t = token(end) {
                if t.isPunctuation("(") { level += 1 }
                if t.isPunctuation(")") {
                    level -= 1
                    if level == 0 { break }
                }
                if t.isPunctuation(";") { return nil }
                end += 1
            }
            typeTokens = Array(tokens[index...min(end, tokens.count - 1)])
            index = end + 1
        } else {
            typeTokens.append(first)
            index += 1
            // `unsigned long long`, `std::string`, `long double`
            while let t = token(index) {
                if t.isPunctuation("::"), let next = token(index + 1), next.kind == .identifier {
                    typeTokens += [t, next]
                    index += 2
                } else if t.kind == .identifier, ["long", "int", "short", "char", "double", "unsigned"].contains(t.text) {
                    typeTokens.append(t)
                    index += 1
                } else {
                    break
                }
            }
            if token(index)?.isPunctuation("<") == true {
                var level = 0
                while let t = token(index) {
                    if t.isPunctuation("<") { level += 1 }
                    if t.isPunctuation(">") { level -= 1 }
                    if t.isPunctuation(">>") { level -= 2 }
                    if t.isPunctuation(";") || t.isPunctuation("{") || t.isPunctuation("(") || t.isPunctuation("=")
                        || t.kind == .number || t.isPunctuation("&&") || t.isPunctuation("||")
                    {
                        return nil
                    }
                    typeTokens.append(t)
                    index += 1
                    if level <= 0 { break }
                }
            }
        }
        // A block variable: `void (^name)(args) = …`.
        if token(index)?.isPunctuation("(") == true, token(index + 1)?.isPunctuation("^") == true,
            let name = token(index + 2), name.kind == .identifier
        {
            pos = index + 3
            while let t = current, !t.isPunctuation("="), !t.isPunctuation(";"), !t.isPunctuation("{") {
                if isContainerBoundary(t) { break }
                pos += 1
            }
            var value: Expr?
            if isPunctuation("=") {
                pos += 1
                value = parseAssignment()
            }
            expectSemicolon()
            return [LocalDecl(type: "block", name: name.text, nameOffset: name.start, value: value)]
        }
        func skipPointers(_ index: inout Int) {
            while let t = token(index) {
                if t.isPunctuation("*") || t.isPunctuation("&")
                    || (t.kind == .identifier && (Self.nullability.contains(t.text) || t.text == "const"))
                {
                    index += 1
                } else {
                    break
                }
            }
        }
        skipPointers(&index)
        guard let nameToken = token(index), nameToken.kind == .identifier, !Self.statementKeywords.contains(nameToken.text),
            let after = token(index + 1), after.kind == .punctuation,
            allowCloser ? after.text == "=" : ["=", ";", ",", "[", "{", ":", "("].contains(after.text)
        else { return nil }
        if after.text == "(" {
            // `Foo bar(1);` (C++) rather than a call `foo(bar)`: only after a type that is not a plain call.
            guard typeTokens.count > 1 || first.text.first?.isUppercase == true || first.text == "auto" else { return nil }
        }
        if after.text == ":", token(index + 2)?.isPunctuation(":") == true { return nil }
        let type = Self.typeText(typeTokens)
        pos = index
        var result: [LocalDecl] = []
        while let name = current, name.kind == .identifier {
            pos += 1
            var value: Expr?
            if isPunctuation("[") { skipGroup() }
            if isPunctuation("=") {
                pos += 1
                value = parseAssignment()
            } else if isPunctuation("(") || isPunctuation("{") {
                skipGroup()
            }
            result.append(LocalDecl(type: type, name: name.text, nameOffset: name.start, value: value))
            guard isPunctuation(",") else { break }
            var next = pos + 1
            skipPointers(&next)
            pos = next
        }
        if allowCloser, isPunctuation(")") { return result }
        if isPunctuation(":") {  // bit fields, C++ range-for
            skipStatement()
            return result
        }
        expectSemicolon()
        if pos == start { return nil }
        return result
    }

    // MARK: Expressions

    private func make(_ kind: Expr.Kind, from start: Int) -> Expr { Expr(kind: kind, start: start, end: max(start, lastEnd)) }

    mutating func parseExpression() -> Expr { parseAssignment() }

    private static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

    private mutating func parseAssignment() -> Expr {
        let start = currentStart
        if tooDeep() { return make(.other(children: []), from: start) }
        depth += 1
        defer { depth -= 1 }
        let target = parseTernary()
        if let t = current, t.kind == .punctuation, Self.assignmentOperators.contains(t.text) {
            pos += 1
            let value = parseAssignment()
            return make(.assign(op: t.text, target: target, value: value), from: start)
        }
        return target
    }

    private mutating func parseTernary() -> Expr {
        let start = currentStart
        let condition = parseBinary(0)
        guard isPunctuation("?") else { return condition }
        pos += 1
        var then: Expr?
        if !isPunctuation(":") { then = parseAssignment() }
        guard isPunctuation(":") else {
            return make(.other(children: [condition] + (then.map { [$0] } ?? [])), from: start)
        }
        pos += 1
        let otherwise = parseAssignment()
        return make(.ternary(condition: condition, then: then, otherwise: otherwise), from: start)
    }

    private static let precedence: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7, "<<": 8,
        ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]

    private mutating func parseBinary(_ minimum: Int) -> Expr {
        let start = currentStart
        var left = parseUnary()
        while let t = current, t.kind == .punctuation, let level = Self.precedence[t.text], level >= minimum,
            !isMethodStart(pos)
        {
            pos += 1
            let right = parseBinary(level + 1)
            left = make(.binary(op: t.text, left: left, right: right), from: start)
        }
        return left
    }

    private static let cTypeNames: Set<String> = [
        "id", "int", "long", "short", "char", "float", "double", "unsigned", "signed", "void", "bool", "instancetype",
        "size_t", "uint8_t", "int32_t", "int64_t", "uint32_t", "uint64_t", "const", "__bridge", "__bridge_transfer",
        "__bridge_retained", "__kindof", "struct", "auto",
    ]

    /// At `(`: the index after the `)` when it is a cast `(Type *)`, with the type.
    private func castAhead() -> (type: String, after: Int)? {
        var index = pos + 1
        var pieces: [Token] = []
        var sawStar = false
        var level = 0
        while let t = token(index), pieces.count < 24 {
            if t.isPunctuation(")"), level == 0 { break }
            if t.isPunctuation("<") { level += 1 } else if t.isPunctuation(">") { level -= 1 }
            if t.kind == .identifier || t.isPunctuation("<") || t.isPunctuation(">") || t.isPunctuation(",") || t.isPunctuation("::") {
                if level == 0, t.kind == .identifier, let last = pieces.last, last.kind == .identifier,
                    !Self.typeQualifiers.contains(last.text), !Self.nullability.contains(t.text),
                    !Self.cTypeNames.contains(last.text), !Self.cTypeNames.contains(t.text)
                {
                    return nil  // `(a b)`: not a type
                }
                if level == 0, t.isPunctuation(",") { return nil }
            } else if t.isPunctuation("*") || t.isPunctuation("&") || t.isPunctuation("^") {
                sawStar = true
            } else {
                return nil
            }
            if level == 0, sawStar, t.kind == .identifier, !Self.nullability.contains(t.text), t.text != "const" { return nil }
            pieces.append(t)
            index += 1
        }
        guard token(index)?.isPunctuation(")") == true, let first = pieces.first(where: { $0.kind == .identifier }) else {
            return nil
        }
        let typeLike = sawStar || first.text.first?.isUppercase == true || Self.cTypeNames.contains(first.text)
            || first.text.hasSuffix("_t")
        guard typeLike, let next = token(index + 1) else { return nil }
        let startsOperand: Bool
        switch next.kind {
        case .identifier, .number, .string, .character, .atKeyword: startsOperand = true
        case .punctuation: startsOperand = ["(", "[", "@", "^", "!", "~", "&", "*", "-"].contains(next.text) && (sawStar || next.text != "-" && next.text != "*" && next.text != "&")
        }
        guard startsOperand else { return nil }
        return (Self.typeText(pieces), index + 1)
    }

    private mutating func parseUnary() -> Expr {
        let start = currentStart
        guard let t = current else { return Expr(kind: .other(children: []), start: start, end: start) }
        if tooDeep() { return make(.other(children: []), from: start) }
        depth += 1
        defer { depth -= 1 }
        if t.kind == .punctuation {
            switch t.text {
            case "!", "-", "+", "~", "*", "&", "++", "--":
                pos += 1
                let operand = parseUnary()
                return make(.unary(op: t.text, operand: operand), from: start)
            case "(":
                if isPunctuation("{", at: pos + 1) {  // a GNU statement expression
                    pos += 1
                    let body = parseCompound() ?? []
                    if isPunctuation(")") { pos += 1 }
                    return parsePostfix(make(.block(body: body), from: start))
                }
                if let (type, after) = castAhead() {
                    pos = after
                    let operand = parseUnary()
                    return make(.cast(type: type, operand: operand), from: start)
                }
                pos += 1
                var inner = parseExpression()
                if isPunctuation(",") {  // the comma operator: the last value counts
                    while isPunctuation(",") {
                        pos += 1
                        inner = parseAssignment()
                    }
                }
                if isPunctuation(")") { pos += 1 } else { skipToCloser(")") }
                inner.start = start
                inner.end = lastEnd
                return parsePostfix(inner)
            case "^":
                return parsePostfix(parseBlockLiteral())
            default:
                break
            }
        }
        if t.kind == .identifier, t.text == "sizeof" || t.text == "alignof" || t.text == "_Alignof" {
            pos += 1
            if isPunctuation("(") { skipGroup() } else { _ = parseUnary() }
            return make(.other(children: []), from: start)
        }
        return parsePostfix(parsePrimary())
    }

    /// `^{ … }`, `^(BOOL finished) { … }`, `^UIColor *(UITraitCollection *traits) { … }`.
    private mutating func parseBlockLiteral() -> Expr {
        let start = currentStart
        pos += 1
        while let t = current, !t.isPunctuation("{") {
            if t.isPunctuation("(") {
                skipGroup()
            } else if t.kind == .identifier || t.isPunctuation("*") {
                pos += 1
            } else {
                break
            }
        }
        guard isPunctuation("{"), let body = parseCompound() else { return make(.other(children: []), from: start) }
        return make(.block(body: body), from: start)
    }

    private mutating func parsePrimary() -> Expr {
        let start = currentStart
        guard let t = current else { return Expr(kind: .other(children: []), start: start, end: start) }
        switch t.kind {
        case .identifier:
            pos += 1
            var name = t.text
            while isPunctuation("::"), let next = token(pos + 1), next.kind == .identifier {
                name += "::" + next.text
                pos += 2
            }
            if t.text == "__builtin_available", isPunctuation("(") {
                let open = pos
                skipGroup()
                return make(.available("@available" + joinedText(open, pos)), from: start)
            }
            return make(.name(name), from: start)
        case .number:
            pos += 1
            return make(.number(t.text), from: start)
        case .string:
            var text = ""
            while let s = current, s.kind == .string {
                text += s.text
                pos += 1
            }
            return make(.string(text), from: start)
        case .character:
            pos += 1
            return make(.other(children: []), from: start)
        case .atKeyword:
            pos += 1
            switch t.text {
            case "@available":
                let open = pos
                if isPunctuation("(") { skipGroup() }
                return make(.available("@available" + joinedText(open, pos)), from: start)
            case "@YES", "@NO", "@true", "@false":
                return make(.name(String(t.text.dropFirst())), from: start)
            default:
                if isPunctuation("(") { skipGroup() }  // @selector(…), @encode(…), @protocol(…)
                return make(.other(children: []), from: start)
            }
        case .punctuation:
            switch t.text {
            case "[":
                return parseMessage()
            case "@":
                pos += 1
                if isPunctuation("[") {
                    pos += 1
                    var elements: [Expr] = []
                    while let e = current, !e.isPunctuation("]") {
                        if e.isPunctuation(";") || e.isPunctuation("}") || isContainerBoundary(e) { break }
                        let before = pos
                        elements.append(parseAssignment())
                        if isPunctuation(",") { pos += 1 } else if pos == before { pos += 1 }
                    }
                    if isPunctuation("]") { pos += 1 }
                    return make(.array(elements: elements), from: start)
                }
                if isPunctuation("(") {
                    pos += 1
                    var inner = parseExpression()
                    if isPunctuation(")") { pos += 1 } else { skipToCloser(")") }
                    inner.start = start
                    inner.end = lastEnd
                    return inner
                }
                if isPunctuation("{") {
                    pos += 1
                    var children: [Expr] = []
                    while let e = current, !e.isPunctuation("}") {
                        if e.isPunctuation(";") || isContainerBoundary(e) { break }
                        let before = pos
                        children.append(parseAssignment())
                        if isPunctuation(":") || isPunctuation(",") { pos += 1 } else if pos == before { pos += 1 }
                    }
                    if isPunctuation("}") { pos += 1 }
                    return make(.other(children: children), from: start)
                }
                return make(.other(children: []), from: start)
            case "{":
                skipGroup()  // an initialiser list
                return make(.other(children: []), from: start)
            case ";", "}", ")", "]":
                return make(.other(children: []), from: start)  // nothing consumed: the caller recovers
            default:
                pos += 1
                return make(.other(children: []), from: start)
            }
        }
    }

    private func joinedText(_ from: Int, _ to: Int) -> String {
        var text = ""
        var previousIsWord = false
        for index in from..<min(to, tokens.count) {
            let t = tokens[index]
            let isWord = t.kind == .identifier || t.kind == .number
            if isWord, previousIsWord { text += " " }
            text += t.isPunctuation(",") ? ", " : t.text
            previousIsWord = isWord
        }
        return text
    }

    private mutating func parsePostfix(_ base: Expr) -> Expr {
        var expression = base
        let start = base.start
        while let t = current, t.kind == .punctuation {
            switch t.text {
            case ".", "->":
                guard let name = token(pos + 1), name.kind == .identifier else { return expression }
                pos += 2
                expression = make(.member(base: expression, name: name.text, nameOffset: name.start), from: start)
            case "[":
                pos += 1
                let index = parseExpression()
                if isPunctuation("]") { pos += 1 } else { skipToCloser("]") }
                expression = make(.subscriptAccess(base: expression, index: index), from: start)
            case "(":
                pos += 1
                var arguments: [Expr] = []
                while let a = current, !a.isPunctuation(")") {
                    if a.isPunctuation(";") || a.isPunctuation("}") || isContainerBoundary(a) { break }
                    let before = pos
                    arguments.append(parseAssignment())
                    if isPunctuation(",") { pos += 1 } else if pos == before { pos += 1 }
                }
                if isPunctuation(")") { pos += 1 }
                expression = make(.call(callee: expression, arguments: arguments), from: start)
            case "++", "--":
                pos += 1
            default:
                return expression
            }
        }
        return expression
    }

    /// At `[`: a message send, or a C++ lambda (`[&](int x) { … }`, `[this] { … }`).
    private mutating func parseMessage() -> Expr {
        let start = currentStart
        pos += 1
        if isPunctuation("]") {
            pos += 1
            return lambdaTail(from: start)
        }
        if isPunctuation("&") || isPunctuation("="), isPunctuation(",", at: pos + 1) || isPunctuation("]", at: pos + 1) {
            skipToCloser("]")
            return lambdaTail(from: start)
        }
        let receiver = parseUnary()
        if isPunctuation("]") {
            pos += 1
            if isPunctuation("(") || isPunctuation("{") { return lambdaTail(from: start) }
            return make(.other(children: [receiver]), from: start)
        }
        if isPunctuation(",") {
            skipToCloser("]")
            return lambdaTail(from: start)
        }
        guard let label = current, label.kind == .identifier else {
            skipToCloser("]")
            return make(.other(children: [receiver]), from: start)
        }
        let nameOffset = label.start
        pos += 1
        var selector = label.text
        var arguments: [Expr] = []
        if isPunctuation(":") {
            selector += ":"
            pos += 1
            while true {
                let before = pos
                arguments.append(parseAssignment())
                while isPunctuation(",") {  // variadic arguments
                    pos += 1
                    arguments.append(parseAssignment())
                }
                if let next = current, next.kind == .identifier, isPunctuation(":", at: pos + 1) {
                    selector += next.text + ":"
                    pos += 2
                } else if isPunctuation(":") {
                    selector += ":"
                    pos += 1
                } else {
                    break
                }
                if pos == before { break }
            }
        }
        if isPunctuation("]") { pos += 1 } else { skipToCloser("]") }
        return make(.message(receiver: receiver, selector: selector, arguments: arguments, nameOffset: nameOffset), from: start)
    }

    /// After a lambda's capture list: parameters, specifiers, the return type, then the body.
    private mutating func lambdaTail(from start: Int) -> Expr {
        if isPunctuation("(") { skipGroup() }
        while let t = current, !t.isPunctuation("{") {
            if t.kind == .identifier || t.isPunctuation("->") || t.isPunctuation("::") || t.isPunctuation("*")
                || t.isPunctuation("&")
            {
                pos += 1
            } else if t.isPunctuation("<") {
                skipToCloser(">")
            } else {
                break
            }
        }
        guard isPunctuation("{"), let body = parseCompound() else { return make(.other(children: []), from: start) }
        return make(.block(body: body), from: start)
    }
}
