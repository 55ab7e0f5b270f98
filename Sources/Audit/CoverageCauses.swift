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

        package static func < (a: Place, b: Place) -> Bool {
            (a.file, a.line ?? 0, a.screen?.className ?? "", a.screen?.origin.sortKey ?? "", a.what)
                < (b.file, b.line ?? 0, b.screen?.className ?? "", b.screen?.origin.sortKey ?? "", b.what)
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
            groups[key, default: []].append(Place(file: gap.file, line: gap.line, screen: gap.screen, what: gap.what))
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
        case .swiftUIViewNotFollowed: "SwiftUI content the reader cannot follow (a 'ForEach', a variable, inline content, "
            + "a type it does not read): not modelled as a screen"
        case .platformAssumed: "the platform is taken for iOS from the app's other settings: its SDKROOT says nothing"
        case .noScreens: "no screen found: nothing reaches a storyboard scene, and no controller or SwiftUI view is shown"
        }
    }

    /// A screen's reason with what varies from screen to screen taken out, so that screens not
    /// followed for the same reason group together: a quoted name becomes `'…'` (an apostrophe
    /// inside a word, `controller's`, is not a quote), a place `file:line:column` after `at ` or
    /// `(` becomes `…`, a list of names in parentheses `(A, B)` becomes `(…)`, and any other number
    /// `N`. `pushed by 'SettingsCoordinator' at App/Settings.swift:12:5, whose …` becomes
    /// `pushed by '…' at …, whose …`.
    package static func causeText(of because: String) -> String {
        let chars = Array(because)
        var out = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let afterWord = i > 0 && isWordCharacter(chars[i - 1])
            if c == "'", !afterWord, let close = closingQuote(in: chars, from: i + 1) {
                out += "'…'"
                i = close + 1
            } else if out.hasSuffix(" at ") || out == "at " || out.hasSuffix("("), let end = placeEnd(in: chars, from: i) {
                out += "…"
                i = end
            } else if c == "(", let close = nameListEnd(in: chars, from: i + 1) {
                out += "(…)"
                i = close + 1
            } else if c.isASCII, c.isNumber, !afterWord {
                var j = i
                while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
                if j < chars.count, isWordCharacter(chars[j]) {
                    out += String(chars[i..<j])
                } else {
                    out += "N"
                }
                i = j
            } else {
                out.append(c)
                i += 1
            }
        }
        return out
    }

    private static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    /// The quote that closes a name opened before `start`: the next `'` not followed by a letter
    /// or digit.
    private static func closingQuote(in chars: [Character], from start: Int) -> Int? {
        var j = start
        while j < chars.count {
            if chars[j] == "'", j + 1 == chars.count || !isWordCharacter(chars[j + 1]) { return j }
            j += 1
        }
        return nil
    }

    /// The end of a place `path:line:column` starting at `start` (a path without `'`, `(`, `)`,
    /// `,` or `:`), if one starts there.
    private static func placeEnd(in chars: [Character], from start: Int) -> Int? {
        var j = start
        while j < chars.count, !"'(),:".contains(chars[j]) { j += 1 }
        guard j > start else { return nil }
        for _ in 0..<2 {
            guard j < chars.count, chars[j] == ":" else { return nil }
            let digits = j + 1
            j = digits
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
            guard j > digits else { return nil }
        }
        if j < chars.count, isWordCharacter(chars[j]) { return nil }
        return j
    }

    /// The `)` that closes a list of names (`NavA, NavB`) starting at `start`, if that is what follows.
    private static func nameListEnd(in chars: [Character], from start: Int) -> Int? {
        var j = start, atNameStart = true
        while j < chars.count, chars[j] != ")" {
            let c = chars[j]
            if isWordCharacter(c) || c == "." || c == "<" || c == ">" {
                atNameStart = false
            } else if c == ",", !atNameStart, j + 1 < chars.count, chars[j + 1] == " " {
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
