import SourceModel
import StatusBarEngine

/// The status bar as `explain` and `simulate` report it (scenario-format.md, `statusBar`): the
/// engine's state, its deciders written by name (a controller id, `application` or `launch`).
extension StatusBarState {
    /// The `statusBar` object, keys in the order of ``keys``.
    package var json: JSONValue {
        .object([
            ("hidden", .bool(hidden)),
            ("style", .string(style.rawValue)),
            ("content", .string(content.rawValue)),
            ("animation", .string(animation.rawValue)),
            ("height", .number(height)),
            ("styleDecidedBy", .string(styleDecidedBy.name)),
            ("hiddenDecidedBy", .string(hiddenDecidedBy.name)),
            ("interfaceStyle", .string(interfaceStyle.rawValue)),
            ("mode", .string(mode.rawValue)),
        ])
    }

    /// One line: `visible, 54 pt: lightContent → light content, animation fade`.
    package var summary: String {
        let shown = hidden ? "hidden" : "visible, \(JSONValue.number(height).rendered().dropLast()) pt"
        return "\(shown): \(style.rawValue) → \(content.rawValue) content, animation \(animation.rawValue)"
    }
}

/// One step of an explanation.
package struct TraceLine: Sendable, Hashable {
    package var text: String
    /// The rule applied (`R5`), when the step names one.
    package var rule: String?

    package init(text: String, rule: String? = nil) {
        self.text = text
        self.rule = rule
    }
}

/// A finding about the scenario.
package struct DiagnosticLine: Sendable, Hashable {
    package enum Severity: String, Sendable, Hashable, CaseIterable {
        case error, warning, info
    }

    package var id: String
    package var severity: Severity
    package var message: String

    package init(id: String, severity: Severity, message: String) {
        self.id = id
        self.severity = severity
        self.message = message
    }

    package var json: JSONValue {
        .object([("id", .string(id)), ("severity", .string(severity.rawValue)), ("message", .string(message))])
    }

    /// `severity: message [id]`.
    package var text: String { "\(severity.rawValue): \(message) [\(id)]" }
}

/// What lies under the status bar and how well the content reads on it (R12).
package struct Readability: Sendable, Hashable {
    package var background: RGBA?
    /// The WCAG ratio (unrounded); `nil` when the background is unknown.
    package var contrast: Double?
    /// `contrast >= 3`; `nil` with the contrast.
    package var readable: Bool?
    /// What the background is (`the navigation bar of 'feedNav'`), for the text form and the added `backgroundSource` key.
    package var source: String?

    /// `readable` defaults to `contrast >= 3`.
    package init(background: RGBA?, contrast: Double?, readable: Bool? = nil, source: String? = nil) {
        self.background = background
        self.contrast = contrast
        self.readable = readable ?? contrast.map { $0 >= Contrast.minimumReadable }
        self.source = source
    }

    var jsonPairs: [(String, JSONValue)] {
        [
            ("background", .optional(background) { .string($0.hex) }),
            ("contrast", .optional(contrast) { .double(Contrast.rounded($0)) }),
            ("readable", .optional(readable) { .bool($0) }),
            ("backgroundSource", .optional(source) { .string($0) }),
        ]
    }

    /// The text line; a hidden bar has nothing to read, so no verdict is given.
    func text(hidden: Bool) -> String {
        guard let background else { return "background: unknown, contrast not measured" }
        let from = source.map { " (\($0))" } ?? ""
        guard let contrast else { return "background: \(background.hex)\(from)" }
        let verdict = hidden ? "status bar hidden" : readable == true ? "readable" : "UNREADABLE (below 3:1)"
        return "background: \(background.hex)\(from), contrast \(Contrast.rounded(contrast)):1, \(verdict)"
    }
}

/// `statusbar explain`'s answer (scenario-format.md, "Output of statusbar explain").
package struct ExplainReport: Sendable, Hashable {
    package var statusBar: StatusBarState
    package var readability: Readability
    package var trace: [TraceLine]
    package var diagnostics: [DiagnosticLine]
    /// The launch screen's status bar (R2), when the engine gives it; an added key.
    package var launchScreen: StatusBarState?

    package init(statusBar: StatusBarState, readability: Readability, trace: [TraceLine], diagnostics: [DiagnosticLine],
                launchScreen: StatusBarState? = nil) {
        self.statusBar = statusBar
        self.readability = readability
        self.trace = trace
        self.diagnostics = diagnostics
        self.launchScreen = launchScreen
    }

    /// True when a diagnostic of severity error was produced, or the visible content is unreadable (exit status 1).
    package var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error } || (readability.readable == false && !statusBar.hidden)
    }

    package var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("statusBar", statusBar.json)]
        pairs += readability.jsonPairs
        pairs.append(("trace", .array(trace.map { .string($0.text) })))
        pairs.append(("diagnostics", .array(diagnostics.map(\.json))))
        if let launchScreen { pairs.append(("launchScreen", launchScreen.json)) }
        return .object(pairs)
    }

    /// The readable text form.
    package var text: String {
        var lines: [String] = []
        lines.append("status bar: " + statusBar.summary)
        lines.append("decided by: style '\(statusBar.styleDecidedBy.name)', hidden '\(statusBar.hiddenDecidedBy.name)' "
                     + "(\(statusBar.mode.rawValue) mode, \(statusBar.interfaceStyle.rawValue) interface style)")
        lines.append(readability.text(hidden: statusBar.hidden))
        if let launchScreen { lines.append("launch screen: " + launchScreen.summary) }
        lines.append("trace:")
        lines += TextLayout.numbered(trace.map(\.text))
        lines += TextLayout.diagnostics(diagnostics)
        return lines.joined(separator: "\n") + "\n"
    }
}

/// One step of `statusbar simulate`.
package struct SimulationStepReport: Sendable, Hashable {
    /// The event's name in the file (`launch`, `push`, …).
    package var event: String
    /// A one-line summary of the event.
    package var eventSummary: String
    package var drawn: StatusBarState
    package var wanted: StatusBarState
    package var changed: [String]
    package var transition: StatusBarAnimation
    package var readability: Readability
    package var trace: [TraceLine]
    package var diagnostics: [DiagnosticLine]

    package init(event: String, eventSummary: String, drawn: StatusBarState, wanted: StatusBarState, changed: [String],
                transition: StatusBarAnimation, readability: Readability, trace: [TraceLine], diagnostics: [DiagnosticLine]) {
        self.event = event
        self.eventSummary = eventSummary
        self.drawn = drawn
        self.wanted = wanted
        self.changed = changed
        self.transition = transition
        self.readability = readability
        self.trace = trace
        self.diagnostics = diagnostics
    }

    package var stale: Bool { drawn != wanted }

    package var json: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("event", .string(event)),
            ("drawn", drawn.json),
            ("wanted", wanted.json),
            ("stale", .bool(stale)),
            ("changed", .array(changed.map { .string($0) })),
            ("transition", .string(transition.rawValue)),
        ]
        pairs += readability.jsonPairs
        pairs.append(("summary", .string(eventSummary)))
        pairs.append(("trace", .array(trace.map { .string($0.text) })))
        pairs.append(("diagnostics", .array(diagnostics.map(\.json))))
        return .object(pairs)
    }
}

/// `statusbar simulate`'s answer.
package struct SimulationReport: Sendable, Hashable {
    package var steps: [SimulationStepReport]

    package init(steps: [SimulationStepReport]) { self.steps = steps }

    package var hasErrors: Bool {
        steps.contains { step in
            step.diagnostics.contains { $0.severity == .error } || (step.readability.readable == false && !step.drawn.hidden)
        }
    }

    package var json: JSONValue { .object([("steps", .array(steps.map(\.json)))]) }

    package var text: String {
        var lines: [String] = []
        for (n, step) in steps.enumerated() {
            if n > 0 { lines.append("") }
            lines.append("\(n + 1). \(step.eventSummary)")
            lines.append("   drawn:  " + step.drawn.summary)
            if step.stale {
                let differ = step.wanted.changedKeys(from: step.drawn).joined(separator: ", ")
                lines.append("   wanted: " + step.wanted.summary)
                lines.append("   STALE: the bar is not updated (\(differ) differ): call setNeedsStatusBarAppearanceUpdate()")
            }
            lines.append("   decided by: style '\(step.drawn.styleDecidedBy.name)', hidden '\(step.drawn.hiddenDecidedBy.name)'")
            let changes = step.changed.isEmpty ? "nothing" : step.changed.joined(separator: ", ")
            lines.append("   changed: \(changes); transition \(step.transition.rawValue)")
            lines.append("   " + step.readability.text(hidden: step.drawn.hidden))
            if !step.trace.isEmpty {
                lines.append("   trace:")
                lines += TextLayout.numbered(step.trace.map(\.text)).map { "   " + $0 }
            }
            lines += TextLayout.diagnostics(step.diagnostics).map { "   " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

enum TextLayout {
    /// `  1. text`, numbers right-aligned.
    static func numbered(_ items: [String]) -> [String] {
        let width = String(items.count).count
        return items.enumerated().map { i, text in
            let n = String(i + 1)
            return "  " + String(repeating: " ", count: width - n.count) + n + ". " + text
        }
    }

    static func diagnostics(_ items: [DiagnosticLine]) -> [String] {
        guard !items.isEmpty else { return ["diagnostics: none"] }
        return ["diagnostics:"] + items.map { "  " + $0.text }
    }
}
