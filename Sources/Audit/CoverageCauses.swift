/// An app's coverage grouped by cause (`coverage.causes` in JSON, one line per cause in the HTML
/// report): the screens not followed grouped by why their context is not known, with the names,
/// places and numbers of that reason taken out (``Coverage/causeText(of:)``), and every other part
/// not modelled grouped by its kind.
///
/// The cause of a screen is read from its `because` text, not from a field set where the text is
/// written: the reasons are written in a dozen places of the screen graph, and a reason added
/// there later is grouped without a change here. ``Coverage/causeText(of:)`` is tested on every
/// form the screen graph writes.
extension Coverage {
    /// One cause, with every place it holds.
    package struct Cause: Sendable, Hashable {
        package var kind: Gap.Kind
        /// For screens not followed, the reason with its names, places and numbers taken out
        /// (`pushed by '…', whose navigation controller the audit could not follow`); for any other
        /// kind, what the kind means (``Coverage/kindText(_:)``).
        package var text: String
        /// Sorted by file, line, class and how the screen is shown; never empty.
        package var places: [Place]

        /// How many screens (or, for other kinds, places) the cause holds for.
        package var count: Int { places.count }
    }

    /// Where a cause holds: a screen not followed (its class, where it is declared, how it is
    /// shown), or a file the audit did not model (with a line where the gap has one).
    package struct Place: Sendable, Hashable, Comparable {
        package var file: String
        package var line: Int?
        /// The screen, for a screen not followed.
        package var screen: Gap.NotFollowed?
        /// The gap's own text (the full reason, with its names).
        package var what: String
        /// The class a place that is no screen is about (a controller not reached).
        package var className: String? = nil

        package static func < (a: Place, b: Place) -> Bool {
            (a.file, a.line ?? 0, a.screen?.className ?? a.className ?? "", a.screen?.origin.sortKey ?? "", a.what)
                < (b.file, b.line ?? 0, b.screen?.className ?? b.className ?? "", b.screen?.origin.sortKey ?? "", b.what)
        }
    }

    /// The gaps grouped by cause: most places first, then by the cause's text (then kind), so that
    /// the order is the same from run to run.
    package var causes: [Cause] {
        struct Key: Hashable { var kind: Gap.Kind; var text: String }
        var groups: [Key: [Place]] = [:]
        for gap in notModelled {
            let key: Key
            if let screen = gap.screen {
                key = Key(kind: gap.kind, text: Self.causeText(of: screen.because))
            } else {
                key = Key(kind: gap.kind, text: Self.kindText(gap.kind))
            }
            groups[key, default: []].append(Place(file: gap.file, line: gap.line, screen: gap.screen, what: gap.what, className: gap.className))
            for file in gap.otherFiles {
                groups[key, default: []].append(Place(file: file, line: nil, screen: nil, what: gap.what))
            }
        }
        return groups.map { Cause(kind: $0.key.kind, text: $0.key.text, places: $0.value.sorted()) }
            .sorted { ($1.count, $0.text, $0.kind.rawValue) < ($0.count, $1.text, $1.kind.rawValue) }
    }

    /// What a kind of gap other than a screen not followed means, as one cause.
    package static func kindText(_ kind: Gap.Kind) -> String {
        switch kind {
        case .screenNotFollowed: "shown in a way the audit does not follow"
        case .submoduleNotCheckedOut: "git submodule not checked out: its code, storyboards and classes are not read"
        case .sourcesInNoTarget: "source files that no target of the Xcode projects compiles: never built, so no finding is reported in them"
        case .sourcesOfOtherPlatforms: "source files that only targets for another platform (watchOS, tvOS, macOS) compile: not audited, only iOS apps are"
        case .sourcesOfAppExtensions: "source files that only app extensions (a share extension, a widget) compile: not audited, an extension's views are no screen of the app"
        case .swiftUIViewNotFollowed: "SwiftUI content the reader cannot follow (a 'ForEach', a variable, inline content, "
            + "a type it does not read): not modelled as a screen"
        case .swiftUIViewNotReached: "SwiftUI places in views that no screen the audit follows draws (shown from code it does not follow, "
            + "or never shown): what they show is not modelled"
        case .swiftUIViewFollowedElsewhere: "SwiftUI places that show a view the audit follows from its first place only "
            + "(a view choosing among several stacks, shown again): the screens it shows are listed at that first place"
        case .swiftUIValueLink: "SwiftUI links that push a value ('NavigationLink(value:)'): the view is the one a "
            + "'.navigationDestination(for:)' of the stack shows for the value, not worked out to one screen"
        case .platformAssumed: "the platform is taken for iOS from the app's other settings: its SDKROOT says nothing"
        case .notCompiledForApp: "SwiftUI places in branches the app's own build does not compile (a condition its "
            + "configuration or its target leaves out, such as '#if DEBUG' in Release): no screen of this app"
        case .macrosAssumed: "macros taken as defined or not from the app's target name: its prefix header is not in the folder"
        case .noScreens: "no screen found: nothing reaches a storyboard scene, and no controller or SwiftUI view is shown"
        case .dependenciesNotCheckedOut: "dependencies a dependency manager fetches, not in the folder: their code, storyboards and classes are not read"
        case .controllerNotReached: "view controllers the app declares that no code the audit follows shows (shown from code it does not follow, "
            + "or never shown): their status bar is not predicted"
        }
    }

    /// A screen's reason with what varies from screen to screen taken out, so that screens not
    /// followed for the same reason group together: a quoted name becomes `'…'` (an apostrophe
    /// inside a word, `controller's`, is not a quote), a place `file:line:column` after `at ` or
    /// `(` becomes `…`, a list of names in parentheses `(A, B)` becomes `(…)`, and any other number
    /// `N`. `pushed by 'SettingsCoordinator' at App/Settings.swift:12:5, whose …` becomes
    /// `pushed by '…' at …, whose …`.
    package static func causeText(of because: String) -> String {
        // On the UTF-8 bytes: every character the text is split at is ASCII, and a byte of a
        // non-ASCII character counts as a letter (the reasons name Swift and Objective-C classes).
        let chars = Array(because.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(chars.count)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let afterWord = i > 0 && isWordByte(chars[i - 1])
            if c == quote, !afterWord, let close = closingQuote(in: chars, from: i + 1) {
                out += Array("'…'".utf8)
                i = close + 1
            } else if endsWithAt(out) || out.last == UInt8(ascii: "("), let end = placeEnd(in: chars, from: i) {
                out += Array("…".utf8)
                i = end
            } else if c == UInt8(ascii: "("), let close = nameListEnd(in: chars, from: i + 1) {
                out += Array("(…)".utf8)
                i = close + 1
            } else if isDigit(c), !afterWord {
                var j = i
                while j < chars.count, isDigit(chars[j]) { j += 1 }
                if j < chars.count, isWordByte(chars[j]) {
                    out += chars[i..<j]
                } else {
                    out.append(UInt8(ascii: "N"))
                }
                i = j
            } else {
                out.append(c)
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let quote = UInt8(ascii: "'")

    /// True when the text so far ends with ` at ` or is `at `.
    private static func endsWithAt(_ out: [UInt8]) -> Bool {
        let at: [UInt8] = Array(" at ".utf8)
        if out.count >= 4 { return out[(out.count - 4)...].elementsEqual(at) }
        return out.count == 3 && out.elementsEqual(at.dropFirst())
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    /// A letter, a digit, `_`, or a byte of a non-ASCII character.
    private static func isWordByte(_ c: UInt8) -> Bool {
        c >= 0x80 || isDigit(c) || c == UInt8(ascii: "_") || (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "z"))
    }

    /// The quote that closes a name opened before `start`: the next `'` not followed by a letter
    /// or digit.
    private static func closingQuote(in chars: [UInt8], from start: Int) -> Int? {
        var j = start
        while j < chars.count {
            if chars[j] == quote, j + 1 == chars.count || !isWordByte(chars[j + 1]) { return j }
            j += 1
        }
        return nil
    }

    private static let placeStops: Set<UInt8> = Set("'(),:".utf8)

    /// The end of a place `path:line:column` starting at `start` (a path without `'`, `(`, `)`,
    /// `,` or `:`), if one starts there.
    private static func placeEnd(in chars: [UInt8], from start: Int) -> Int? {
        var j = start
        while j < chars.count, !placeStops.contains(chars[j]) { j += 1 }
        guard j > start else { return nil }
        for _ in 0..<2 {
            guard j < chars.count, chars[j] == UInt8(ascii: ":") else { return nil }
            let digits = j + 1
            j = digits
            while j < chars.count, isDigit(chars[j]) { j += 1 }
            guard j > digits else { return nil }
        }
        if j < chars.count, isWordByte(chars[j]) { return nil }
        return j
    }

    /// The `)` that closes a list of names (`NavA, NavB`) starting at `start`, if that is what follows.
    private static func nameListEnd(in chars: [UInt8], from start: Int) -> Int? {
        var j = start, atNameStart = true
        while j < chars.count, chars[j] != UInt8(ascii: ")") {
            let c = chars[j]
            if isWordByte(c) || c == UInt8(ascii: ".") || c == UInt8(ascii: "<") || c == UInt8(ascii: ">") {
                atNameStart = false
            } else if c == UInt8(ascii: ","), !atNameStart, j + 1 < chars.count, chars[j + 1] == UInt8(ascii: " ") {
                atNameStart = true
                j += 1
            } else {
                return nil
            }
            j += 1
        }
        guard j < chars.count, j > start, !atNameStart else { return nil }
        return j
    }
}
