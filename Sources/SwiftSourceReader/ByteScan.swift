import SourceModel
#if canImport(Glibc)
import Glibc
#endif

extension SwiftSourceReader {
    /// The byte strings that make a file worth a full parse. A file that contains none of
    /// them can hold no fact but its type declarations (see ``declaredClasses(in:relativePath:)``).
    /// The match is case-sensitive and ignores comments and strings (a false positive only costs a parse):
    /// - every watched member's triggers (``WatchedMember/swiftTriggers``: `tatusBar` for the
    ///   overrides and `setNeedsStatusBarAppearanceUpdate`, `present(`, `pushViewController`,
    ///   `modalPresentation`, `NavigationBarHidden`, a window's `overrideUserInterfaceStyle`,
    ///   `UINavigationBar.appearance`, `rootViewController`, `iewControllers`, …), but those that
    ///   count only in a controller (``controllerOnlyTriggers``);
    /// - ``otherTriggers``: the deprecated API, the application, the containers;
    /// - SwiftUI (``swiftUITriggers``): every view and scene body (`some View`, `some Scene`), the
    ///   containers and presentations the screen graph follows and the modifiers that reach the bar,
    ///   so that a file of SwiftUI alone is parsed and its view types are known;
    /// - the device's words (``deviceTriggers``);
    /// - a page opened by an enum case (``caseOpenerTriggers``).
    ///
    /// Not covered: a file whose only fact is an assignment to another file's stored property
    /// (`vc.isDarkTheme = true` with nothing else of the list).
    package static let fullParseTriggers: [String] = unique(
        WatchedMember.allCases.flatMap(\.swiftTriggers).filter { !$0.needsController }.map(\.bytes)
            + otherTriggers + swiftUITriggers + deviceTriggers + caseOpenerTriggers)

    /// A page of the app's navigation model opened by an enum case (``CaseOpener``), as a file of
    /// actions opens it (`environment.navigation?.push(.modlog(…))`, `router.presentedSheet = .edit`):
    /// what opens it tells where it is shown.
    package static let caseOpenerTriggers: [String] = ["Sheet(.", "Cover(.", "push(.", "navigate(to: .", "Sheet = .", "Cover = ."]

    /// A flag named for a device (``FlagFact``), as a file of helpers declares it: a view's
    /// `if bigScreen { … }` is followed to `static func isBigScreen(_ sizeClass:) -> Bool {
    /// sizeClass == .regular && !isIphone }` there. (Not the idiom nor a size class: most files
    /// that name them are views or controllers read anyway, and the others are many.)
    package static let deviceTriggers: [String] = ["isPad", "isIPad", "isiPad", "isIpad", "isPhone", "isIPhone", "isiPhone", "isIphone"]

    /// Triggers of what is not a watched member: the deprecated APIs' (``DeprecatedAPI/swiftTriggers``:
    /// `tatusBar` for every deprecated status bar API, `UIStatusBarStyle`, `statusBarFrame`,
    /// `setStatusBarHidden`, also `.statusBarHidden()`, …; `verrideTraitCollection`,
    /// `ActivityIndicatorVisible`), then ``containerTriggers``: `UIApplication` (aliases of the
    /// application, Swift 2 `sharedApplication()`) and the containers `NavigationController` and
    /// `TabBarController`.
    package static let otherTriggers: [String] = {
        var seen: Set<String> = []
        return (DeprecatedAPI.allCases.flatMap(\.swiftTriggers) + containerTriggers).filter { seen.insert($0).inserted }
    }()

    /// The application and the containers, a split view delegate's collapse answer
    /// (`collapseSecondary`: a secondary it discards is no iPhone screen), the app's own colors
    /// (`extension UIColor`: ``ColorDefinition``), and a function or computed property that returns
    /// a controller (`-> UIViewController {`, `var controller: UIViewController? {`: a maker, ``MakerCall``),
    /// and a member that gives a storyboard (`static var settings: UIStoryboard`, ``StoryboardAccessor``)
    /// or an enum whose cases name storyboards (`enum StoryboardName: String`).
    package static let containerTriggers: [String] = ["UIApplication", "NavigationController", "TabBarController", "collapseSecondary",
                                                      "extension UIColor", "Controller {", "Controller? {", ": UIStoryboard", "-> UIStoryboard",
                                                      StoryboardAccessor.enumNameMark]

    /// The SwiftUI words that make a file worth a full parse (part of ``fullParseTriggers``): every
    /// view and scene body, the SwiftUI members' triggers (``SwiftUIMember/allSwiftTriggers``), and
    /// what declares a view without them: a protocol refining `View` (`protocol BaseView: View`), a
    /// member making type-erased views (`func view(for screen: Screen) -> AnyView`) or marked `@ViewBuilder`.
    package static let swiftUITriggers: [String] = unique(
        ["some View", "some Scene"] + SwiftUIMember.allSwiftTriggers + [": View", "AnyView", "ViewBuilder"])

    /// Appearance names that matter only in a controller (a view's own background or style does
    /// not reach the status bar): they make a file worth a full parse only when it also mentions
    /// `Controller`. Most view and cell files set `backgroundColor`; this keeps them to the cheap scan.
    /// The watched members' triggers marked ``ScanTrigger/needsController``.
    package static let controllerOnlyTriggers: [String] = unique(
        WatchedMember.allCases.flatMap(\.swiftTriggers).filter(\.needsController).map(\.bytes))

    /// The strings once each, in their first order.
    static func unique(_ strings: [String]) -> [String] {
        var seen: Set<String> = []
        return strings.filter { seen.insert($0).inserted }
    }

    private static let triggers = MultiNeedleSearch(fullParseTriggers)
    private static let controllerOnly = MultiNeedleSearch(controllerOnlyTriggers)
    private static let controllerBytes: [UInt8] = Array("Controller".utf8)
    private static let classBytes: [UInt8] = Array("class".utf8)

    /// True when the bytes contain one of ``fullParseTriggers``, or one of
    /// ``controllerOnlyTriggers`` and `Controller`.
    package static func needsFullParse(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            triggers.containsAny(buffer) || (contains(buffer, controllerBytes) && controllerOnly.containsAny(buffer))
                || givesViewContent(buffer)
        }
    }

    /// Whether the bytes construct a value given a view as the first statement of a trailing
    /// closure (`NavigationRoute(id: "settings") {⏎ SettingsView()`), with no other trigger: the
    /// views a type storing one holds (``SwiftUIShownView/How/constructedWithContent``). Each `View(`
    /// is looked at backwards: a capitalised name ending there, then only white space to a `{`,
    /// then a `)`.
    static func givesViewContent(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress, buffer.count > 8 else { return false }
        var start = 0
        while start < buffer.count - 5, let found = memchr(base + start + 4, Int32(UInt8(ascii: "(")), buffer.count - start - 4) {
            let paren = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            start = paren - 3
            guard buffer[paren - 4] == UInt8(ascii: "V"), buffer[paren - 3] == UInt8(ascii: "i"), buffer[paren - 2] == UInt8(ascii: "e"),
                  buffer[paren - 1] == UInt8(ascii: "w") else { continue }
            var i = paren - 4
            while i > 0, SwiftLexer.isNameByte(buffer[i - 1]) { i -= 1 }
            guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(buffer[i]) else { continue }
            i -= 1
            while i > 0, buffer[i] == 0x20 || buffer[i] == 0x09 || buffer[i] == 0x0A || buffer[i] == 0x0D { i -= 1 }
            guard i > 0, buffer[i] == UInt8(ascii: "{") else { continue }
            i -= 1
            while i > 0, buffer[i] == UInt8(ascii: " ") { i -= 1 }
            if buffer[i] == UInt8(ascii: ")") { return true }
        }
        return false
    }

    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        ByteSearch.contains(haystack, needle)
    }

    /// The classes a file declares, read from its bytes without SwiftSyntax: `class Name: Super,
    /// Protocol`, `final class`, `@objc(Name) class`, nested types as `Outer.Inner`. Comments,
    /// strings (also raw and multi-line, with interpolation) and `#if false` blocks are ignored.
    /// Each class is a ``TypeDecl`` of kind `.class` located at its name, without properties:
    /// the same as the full parse gives, minus what only the full parse reads.
    package static func declaredClasses(in bytes: [UInt8], relativePath: String) -> [TypeDecl] {
        // Only a `class` keyword declares a class: bytes without the word declare none (a file of
        // structs, enums, protocols and extensions; about 40% of a large app's files).
        guard bytes.withUnsafeBufferPointer({ ByteSearch.contains($0, classBytes) }) else { return [] }
        var lexer = SwiftLexer(bytes)
        var scanner = DeclarationScanner(bytes: bytes, tokens: lexer.tokens(), lines: ForwardLines(bytes), file: relativePath)
        return scanner.classes()
    }
}

extension SwiftSourceReader {
    /// The deepest nesting of brackets (`(`, `[`, `{`, and `<` right after a name) that is
    /// parsed. SwiftSyntax's lookahead recurses once per level without its own limit, so a file
    /// nested thousands of levels deep would overflow the stack; real code stays far below this.
    package static let maximumNestingDepth = 256

    /// The deepest nesting of square brackets that is parsed. SwiftSyntax's lookahead for types
    /// (`canParseCollectionTypeBody` tries an inline array body, then a type, each recursing into
    /// the next `[`) takes time doubling with every unclosed level: 24 levels took 4 s, 28 over a
    /// minute (found by fuzzing). Real code nests a few levels.
    package static let maximumSquareBracketDepth = 16

    /// The first bracket nested too deep, counted over the raw bytes (brackets in strings and
    /// comments count: real code stays far below): its byte offset and the limit it passes, or `nil`.
    static func tooDeepOffset(_ bytes: [UInt8]) -> (offset: Int, limit: String)? {
        // Raw bytes, strings and comments included: nested string interpolations (`"\("\(…`)
        // count too, and SwiftSyntax takes minutes on 100,000 of them. (One loop over the buffer:
        // it runs over every byte of every file parsed.)
        bytes.withUnsafeBufferPointer { buffer -> (offset: Int, limit: String)? in
            Self.bracketClasses.withUnsafeBufferPointer { classes -> (offset: Int, limit: String)? in
                var depth = 0
                var squareDepth = 0
                var afterName = false
                for offset in 0..<buffer.count {
                    let byteClass = classes[Int(buffer[offset])]
                    // Most bytes are a name's or none of the brackets: one look-up and on.
                    if byteClass <= BracketClass.name {
                        afterName = byteClass == BracketClass.name
                        continue
                    }
                    let wasAfterName = afterName
                    afterName = false
                    switch byteClass {
                    case BracketClass.openSquare:
                        depth += 1
                        squareDepth += 1
                        if squareDepth > maximumSquareBracketDepth {
                            return (offset, "square brackets nest deeper than \(maximumSquareBracketDepth) levels")
                        }
                    case BracketClass.open:
                        depth += 1
                    case BracketClass.openAngle:
                        guard wasAfterName else { continue }
                        depth += 1
                    case BracketClass.closeSquare:
                        depth = max(0, depth - 1)
                        squareDepth = max(0, squareDepth - 1)
                        continue
                    default:  // `)`, `}`, `>`
                        depth = max(0, depth - 1)
                        continue
                    }
                    if depth > maximumNestingDepth { return (offset, "brackets nest deeper than \(maximumNestingDepth) levels") }
                }
                return nil
            }
        }
    }

    /// What ``tooDeepOffset(_:)`` makes of a byte (``bracketClasses``).
    private enum BracketClass {
        static let other: UInt8 = 0
        /// A letter, digit, `_` or a byte of a multi-byte character: a name goes on.
        static let name: UInt8 = 1
        static let openSquare: UInt8 = 2
        static let open: UInt8 = 3  // `(`, `{`
        static let openAngle: UInt8 = 4
        static let closeSquare: UInt8 = 5
        static let close: UInt8 = 6  // `)`, `}`, `>`
    }

    /// ``BracketClass`` of each byte value.
    private static let bracketClasses: [UInt8] = (0...255).map { (value: Int) -> UInt8 in
        let byte = UInt8(value)
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), 0x80...0xFF:
            return BracketClass.name
        case UInt8(ascii: "["): return BracketClass.openSquare
        case UInt8(ascii: "("), UInt8(ascii: "{"): return BracketClass.open
        case UInt8(ascii: "<"): return BracketClass.openAngle
        case UInt8(ascii: "]"): return BracketClass.closeSquare
        case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: ">"): return BracketClass.close
        default: return BracketClass.other
        }
    }
}

/// A token of the light lexer: a name, a `#directive`, or one punctuation character.
/// A token's kind and where it is: its text is `bytes[start..<end]` (a name without its
/// backticks), read as a string only where the scanner needs one (most tokens are only compared
/// with a few keywords and punctuation, byte by byte).
struct LightToken {
    enum Kind { case name, directive, punctuation }
    var kind: Kind
    var start: Int
    var end: Int
    var offset: Int
}

/// A lexer that knows just enough Swift to skip comments and strings.
struct SwiftLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var result: [LightToken] = []

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
    /// A byte of a name: a letter, a digit, `_`, or a byte of a non-ASCII character.
    static func isNameByte(_ byte: UInt8) -> Bool { isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) }

    private func byte(_ at: Int) -> UInt8? { at < bytes.count ? bytes[at] : nil }

    mutating func tokens() -> [LightToken] {
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                index = skipString(from: index, hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(index + hashes) == UInt8(ascii: "\"") {
                    index = skipString(from: index + hashes, hashes: hashes)
                } else if hashes == 1, let next = byte(index + 1), Self.isNameStart(next) {
                    let start = index
                    index += 1
                    while let b = byte(index), Self.isNameByte(b) { index += 1 }
                    result.append(LightToken(kind: .directive, start: start, end: index, offset: start))
                } else {
                    index += hashes
                }
            case UInt8(ascii: "`"):
                let start = index + 1
                var end = start
                while let b = byte(end), b != UInt8(ascii: "`"), b != UInt8(ascii: "\n") { end += 1 }
                result.append(LightToken(kind: .name, start: start, end: min(end, bytes.count), offset: index))
                index = end + 1
            default:
                if Self.isNameStart(current) {
                    let start = index
                    while let b = byte(index), Self.isNameByte(b) { index += 1 }
                    result.append(LightToken(kind: .name, start: start, end: index, offset: start))
                } else {
                    if current > 0x20 {
                        result.append(LightToken(kind: .punctuation, start: index, end: index + 1, offset: index))
                    }
                    index += 1
                }
            }
        }
        return result
    }

    private mutating func skipLineComment() {
        while let b = byte(index), b != UInt8(ascii: "\n") { index += 1 }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// Skips a string literal whose opening quote is at `start` (after any `#`s); returns the
    /// index after its closing delimiter. Interpolations are skipped with the strings they hold.
    private func skipString(from start: Int, hashes: Int, depth: Int = 0) -> Int {
        // Strings nested in interpolations deeper than this are skipped to the end of the file
        // (no real code nests them; a hostile file must not overflow the stack).
        guard depth <= 64 else { return bytes.count }
        let multiline = byte(start + 1) == UInt8(ascii: "\"") && byte(start + 2) == UInt8(ascii: "\"")
        var position = start + (multiline ? 3 : 1)
        func hasHashes(at: Int) -> Bool { (0..<hashes).allSatisfy { byte(at + $0) == UInt8(ascii: "#") } }
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "\\"), hasHashes(at: position + 1) {
                let after = position + 1 + hashes
                if byte(after) == UInt8(ascii: "(") {
                    position = skipInterpolation(from: after, stringDepth: depth)
                } else {
                    position = after + 1
                }
                continue
            }
            if current == UInt8(ascii: "\n"), !multiline { return position }  // unterminated: stop at the line end
            if current == UInt8(ascii: "\"") {
                if multiline {
                    if byte(position + 1) == UInt8(ascii: "\""), byte(position + 2) == UInt8(ascii: "\""),
                        hasHashes(at: position + 3)
                    {
                        return position + 3 + hashes
                    }
                } else if hasHashes(at: position + 1) {
                    return position + 1 + hashes
                }
            }
            position += 1
        }
        return position
    }

    /// Skips `( … )` of an interpolation starting at the `(`, with nested strings and parentheses.
    private func skipInterpolation(from open: Int, stringDepth: Int) -> Int {
        var depth = 0
        var position = open
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "(") {
                depth += 1
            } else if current == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return position + 1 }
            } else if current == UInt8(ascii: "\"") {
                position = skipString(from: position, hashes: 0, depth: stringDepth + 1)
                continue
            }
            position += 1
        }
        return position
    }
}

/// Lines and columns of byte offsets asked in increasing order (the light scan asks for class
/// names and `#if` conditions in token order), found by counting line breaks on from the last
/// offset asked: only the bytes up to the last place asked for are counted, where a ``LineIndex``
/// counts every line of the file first. The same answers as a ``LineIndex`` (an offset before the
/// last one asked starts the count again).
struct ForwardLines {
    private let bytes: [UInt8]
    private var counted = 0
    private var line = 1
    private var lineStart = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// 1-based line and column of a byte offset (past the end: counted from the end's line).
    mutating func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        if offset < counted { (counted, line, lineStart) = (0, 1, 0) }
        let end = min(offset, bytes.count)
        var (line, lineStart) = (self.line, self.lineStart)
        bytes.withUnsafeBufferPointer { buffer in
            var index = counted
            while index < end {
                if buffer[index] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
        }
        (self.line, self.lineStart, counted) = (line, lineStart, max(counted, end))
        return (line, offset - lineStart + 1)
    }
}

/// Reads class declarations from light tokens, tracking nesting by braces.
struct DeclarationScanner {
    let bytes: [UInt8]
    let tokens: [LightToken]
    private var lines: ForwardLines
    let file: String
    private var index = 0

    init(bytes: [UInt8], tokens: [LightToken], lines: ForwardLines, file: String) {
        self.bytes = bytes
        self.tokens = tokens
        self.lines = lines
        self.file = file
    }

    /// Words after `class` that make it a modifier (`class func`) rather than a declaration.
    private static let notTypeNames: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "private", "fileprivate", "internal", "public",
        "open", "static", "dynamic", "convenience", "required", "init", "typealias", "nonisolated", "lazy",
        "weak", "unowned", "mutating", "indirect", "where",
    ]
    private enum TypeKeyword { case `class`, `struct`, `enum`, `protocol`, `extension`, actor }
    private static let typeKeywords: [(spelling: StaticString, keyword: TypeKeyword)] = [
        ("class", .class), ("struct", .struct), ("enum", .enum), ("protocol", .protocol), ("extension", .extension), ("actor", .actor),
    ]
    /// The deepest nesting of type declarations whose classes are recorded; real code nests a few.
    static let maximumTypeNesting = 64

    private func token(_ at: Int) -> LightToken? { at < tokens.count ? tokens[at] : nil }

    /// A token's text as a string (a name's without its backticks).
    private func text(_ token: LightToken) -> String { String(decoding: bytes[token.start..<token.end], as: UTF8.self) }

    /// Whether the token's text is `literal` (compared byte by byte, without making a string).
    private func token(_ token: LightToken?, is literal: StaticString) -> Bool {
        guard let token, token.end - token.start == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { expected in
            var i = 0
            while i < expected.count, bytes[token.start + i] == expected[i] { i += 1 }
            return i == expected.count
        }
    }

    /// The type keyword (`class`, `struct`, …) a name token is, if any.
    private func typeKeyword(_ token: LightToken) -> TypeKeyword? {
        guard token.kind == .name, (4...9).contains(token.end - token.start) else { return nil }
        return Self.typeKeywords.first { self.token(token, is: $0.spelling) }?.keyword
    }

    mutating func classes() -> [TypeDecl] {
        var result: [TypeDecl] = []
        var depth = 0
        var typeStack: [(name: String, depth: Int)] = []
        var pending: String?
        var pendingObjCName: String?
        // `#if` clauses: whether each enclosing clause is read, and how many are not (so that
        // 100,000 nested `#if` stay linear).
        // (Plain locals, no nested function or computed local capturing them: captured locals are
        // boxed on the heap, which made this loop, run over every token of every file, 60% slower.)
        var activeStack: [Bool] = []
        var inactiveCount = 0

        while index < tokens.count {
            let current = tokens[index]
            if current.kind == .directive {
                let directive = text(current)
                switch directive {
                case "#if":
                    let read = !conditionIsFalse(after: index)
                    activeStack.append(read)
                    if !read { inactiveCount += 1 }
                case "#elseif", "#else":
                    if let top = activeStack.popLast() {
                        if !top { inactiveCount -= 1 }
                        let read = directive == "#else" || !conditionIsFalse(after: index)
                        activeStack.append(read)
                        if !read { inactiveCount += 1 }
                    }
                case "#endif":
                    if let top = activeStack.popLast(), !top { inactiveCount -= 1 }
                default:
                    break
                }
                index += 1
                continue
            }
            guard inactiveCount == 0 else {
                index += 1
                continue
            }
            let keyword = typeKeyword(current)
            switch current.kind {
            case .punctuation where bytes[current.start] == UInt8(ascii: "{"):
                // Types nested deeper than `maximumTypeNesting` are not named: their qualified names
                // would grow with the depth (100,000 nested classes made 10 GB of names).
                if let name = pending, typeStack.count < Self.maximumTypeNesting { typeStack.append((name, depth)) }
                pending = nil
                pendingObjCName = nil
                depth += 1
            case .punctuation where bytes[current.start] == UInt8(ascii: "}"):
                depth -= 1
                if let last = typeStack.last, last.depth == depth { typeStack.removeLast() }
                pendingObjCName = nil
            case .punctuation where bytes[current.start] == UInt8(ascii: "@"):
                if token(token(index + 1), is: "objc"), token(token(index + 2), is: "("), let name = token(index + 3),
                    name.kind == .name, token(token(index + 4), is: ")")
                {
                    pendingObjCName = text(name)
                    index += 4
                }
            case .name where keyword != nil:
                let previous = index > 0 ? tokens[index - 1] : nil
                guard !token(previous, is: "."), !token(previous, is: "import"), let nameToken = token(index + 1),
                    nameToken.kind == .name, !Self.notTypeNames.contains(text(nameToken))
                else { break }
                let word = keyword!
                index += 1
                var name = readTypeName()
                if word == .extension {
                    pending = name
                    pendingObjCName = nil
                    continue
                }
                skipGenerics()
                var inherited: [String] = []
                if token(token(index), is: ":") {
                    index += 1
                    while let next = token(index), next.kind == .name, !token(next, is: "where") {
                        if token(next, is: "any") || token(next, is: "some") {
                            index += 1
                            continue
                        }
                        inherited.append(readTypeName())
                        guard token(token(index), is: ",") else { break }
                        index += 1
                    }
                }
                if let outer = typeStack.last?.name { name = outer + "." + name }
                pending = name
                if word == .class, typeStack.count < Self.maximumTypeNesting {
                    var superclass: String?
                    if !inherited.isEmpty { superclass = inherited.removeFirst() }
                    let place = lines.position(ofOffset: nameToken.offset)
                    result.append(
                        TypeDecl(
                            name: name, kind: .class, superclass: superclass, conformances: inherited,
                            objcName: pendingObjCName,
                            location: SourceLocation(file: file, line: place.line, column: place.column)))
                }
                pendingObjCName = nil
                continue
            case .name where token(current, is: "func") || token(current, is: "var") || token(current, is: "let")
                || token(current, is: "init"):
                pendingObjCName = nil
            default:
                break
            }
            index += 1
        }
        return result
    }

    /// `#if false` / `#elseif false` (nothing else after `false` on the condition).
    private mutating func conditionIsFalse(after directive: Int) -> Bool {
        guard let next = token(directive + 1), next.kind == .name, token(next, is: "false") else { return false }
        let line = lines.position(ofOffset: next.offset).line
        if let following = token(directive + 2), lines.position(ofOffset: following.offset).line == line {
            return following.kind == .directive  // `#if false // comment` is fine; `#if false || X` is not
        }
        return true
    }

    /// Reads `A.B.C` (without generic arguments, without a `UIKit.` prefix) and moves past it.
    private mutating func readTypeName() -> String {
        var parts: [String] = []
        while let current = token(index), current.kind == .name {
            parts.append(text(current))
            index += 1
            skipGenerics()
            guard token(token(index), is: "."), let next = token(index + 1), next.kind == .name else { break }
            index += 1
        }
        if parts.count > 1, ["UIKit", "SwiftUI", "Foundation"].contains(parts[0]) { parts.removeFirst() }
        return parts.joined(separator: ".")
    }

    /// Skips `< … >` if the current token opens one.
    private mutating func skipGenerics() {
        guard token(token(index), is: "<") else { return }
        var depth = 0
        while let current = token(index) {
            if token(current, is: "<") { depth += 1 }
            if token(current, is: ">") {
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            }
            if token(current, is: "{") { return }  // not generics after all
            index += 1
        }
    }
}
