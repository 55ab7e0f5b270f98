import SourceModel
import StatusBarEngine

/// The text of `statusbar explain PATH --screen NAME`: each place the screen is shown, its
/// prediction, the engine's trace with the lines of the app each step rests on, and its findings.
package enum ExplanationText {
    /// `numbers`: the places' numbers among the `total` places of the screen, when only some are
    /// explained (`--place`); by default the places are all of them, numbered from 1.
    package static func render(_ places: [PlaceExplanation], name: String, numbers: [Int]? = nil, total: Int? = nil) -> String {
        guard let first = places.first else { return "" }
        let apps = Set(places.map(\.screen.app))
        let total = total ?? places.count
        var out = "'\(name)'"
        if apps.count == 1 { out += " (app '\(first.screen.app)')" }
        out += ": shown in \(total) \(total == 1 ? "place" : "places")\n"
        for (i, place) in places.enumerated() {
            let number = numbers.map { $0.indices.contains(i) ? $0[i] : i + 1 } ?? i + 1
            out += "\n" + self.place(place, number: number, of: total, showApp: apps.count > 1)
        }
        return out
    }

    static func place(_ x: PlaceExplanation, number: Int, of count: Int, showApp: Bool) -> String {
        let s = x.screen, p = x.prediction
        var out = count > 1 ? "place \(number) of \(count): " : "place: "
        out += placeText(s) + (showApp ? " (app '\(s.app)')" : "") + "\n"
        if !s.alsoShownFrom.isEmpty {
            out += "  also shown from: \(s.alsoShownFrom.map(\.description).joined(separator: ", ")) (the same screen in the same place)\n"
        }
        out += "  on \(x.report.versions.versions(of: x.era)) (era \(x.era.rawValue))\n"
        if !x.context.isEmpty {
            out += "  where it comes from:\n"
            for source in x.context { out += "    \(source.location): \(source.what)\n" }
        }
        out += "  prediction: \(p.certainty.name)"
        if case .unknown(let why) = p.certainty { out += ", because \(why)" }
        out += "\n"
        if p.possibleStyles.count > 1 || p.certainty == .conditional {
            out += "    possible styles: \(p.possibleStyles.map(\.rawValue).joined(separator: ", "))\n"
        }
        if p.possibleHidden.count > 1 {
            out += "    possible hidden: \(p.possibleHidden.map { $0 ? "hidden" : "shown" }.joined(separator: ", "))\n"
        }
        for a in [Appearance.light, .dark] { out += "    \(a.rawValue): \(appearanceText(p.perAppearance(a), prediction: p))\n" }
        out += "    hidden: \(p.hidden.map { $0 ? "yes" : "no" } ?? "depends on run-time state")\n"
        out += "    style decided by '\(p.styleDecidedBy)', hidden decided by '\(p.hiddenDecidedBy)'\n"
        if !x.possibilities.isEmpty {
            let places = x.possibilities.contains { $0.choices.contains(where: \.isPlace) }
            out += "  possibilities (\(x.possibilities.count), every combination of "
                + (places ? "the places the app could show it in and " : "") + "the answers that depend on run-time state):\n"
            for (i, possibility) in x.possibilities.enumerated() {
                out += "    \(i + 1). " + choicesText(possibility.choices) + (i == 0 && !places ? " (at first display)" : "") + ":\n"
                for a in [Appearance.light, .dark] {
                    out += "       \(a.rawValue): " + (possibility.hidden ? "hidden: nothing is drawn"
                        : appearanceText(possibility.perAppearance(a), hidden: false)) + "\n"
                }
                out += "       style decided by '\(possibility.styleDecidedBy)', hidden decided by '\(possibility.hiddenDecidedBy)'\n"
            }
        }
        let first = x.possibilities.isEmpty ? "" : ", possibility 1"
        out += "  trace (\(x.appearance.rawValue) appearance\(first.isEmpty && p.certainty != .certain ? ", answers at first display" : first)):\n"
        out += steps(x.steps)
        // The other possibilities: only the steps that differ from the first's.
        if let firstSteps = x.possibilities.first?.steps {
            let known = Set(firstSteps.map(\.step.description))
            for (i, possibility) in x.possibilities.enumerated().dropFirst() {
                out += "  trace of possibility \(i + 1), where it differs from possibility 1:\n"
                out += steps(possibility.steps, only: { !known.contains($0.step.description) })
            }
        }
        if x.findings.isEmpty {
            out += "  findings: none on this screen\n"
        } else {
            out += "  findings:\n"
            for f in x.findings { out += "    \(f.location): \(f.severity.rawValue): \(f.message) [\(f.rule)]\n" }
        }
        return out
    }

    /// The numbered steps with their sources and notes; `only` keeps some (numbered as in the whole trace).
    static func steps(_ steps: [SourcedStep], only: (SourcedStep) -> Bool = { _ in true }) -> String {
        var out = ""
        let width = String(steps.count).count
        for (i, step) in steps.enumerated() where only(step) {
            let n = String(i + 1)
            out += "    " + String(repeating: " ", count: width - n.count) + n + ". " + step.step.description + "\n"
            let pad = "    " + String(repeating: " ", count: width + 2)
            for source in step.sources { out += pad + "at \(source.location): \(source.what)\n" }
            if let note = step.note { out += pad + "note: \(note)\n" }
        }
        return out
    }

    /// "'feed' preferredStatusBarStyle lightContent, 'nav' childForStatusBarStyle 'feed'".
    static func choicesText(_ choices: [EngineModel.Choice]) -> String {
        // A place is no controller's answer: it is said as what it is.
        choices.map {
            $0.isPlace ? "\($0.member): \($0.value)" : $0.isWindow ? "the window's \($0.member) \($0.value)" : "'\($0.controller)' \($0.member) \($0.value)"
        }.joined(separator: ", ")
    }

    /// "in navigation controller 'N' (bar visible); in tab bar controller 'T'; presented pageSheet by 'P'".
    static func placeText(_ s: Screen) -> String {
        var parts: [String] = []
        if let nav = s.navigation {
            parts.append("in navigation controller '\(nav.controller.className)' (bar \(nav.effectiveBarHidden ? "hidden" : "visible"))")
        }
        if let held = s.tabSlotText { parts.append("in " + held) }
        var presentation = s.presentation
        var first = true
        while let pr = presentation {
            var text = "\(first ? "" : "which is ")presented \(pr.style.rawValue)\(pr.captures ? " capturing the status bar" : "")"
            if let presenter = pr.presenter?.className { text += " by '\(presenter)'" }
            if let nav = pr.presenterNavigation { text += " in '\(nav.controller.className)'" }
            if let tab = pr.presenterTab { text += " in tab bar controller '\(tab.className)'" }
            if pr.presenterUnknown != nil { text += " (its place not known)" }
            parts.append(text)
            presentation = pr.presenterPresentation.first
            first = false
        }
        if s.unknownContext != nil { parts.append("context unknown") }
        return parts.isEmpty ? "the root of its window" : parts.joined(separator: "; ")
    }

    /// "default → dark content on #F9F9F9 (the navigation bar of 'N'), contrast 19.95:1, readable".
    static func appearanceText(_ a: ScreenPrediction.PerAppearance, prediction p: ScreenPrediction) -> String {
        appearanceText(a, hidden: p.hidden == true)
    }

    static func appearanceText(_ a: ScreenPrediction.PerAppearance, hidden: Bool) -> String {
        if hidden { return "hidden: nothing is drawn" }
        var text = "\(a.style.rawValue) → \(a.content.rawValue) content"
        if let backdrop = a.backdrop {
            text += " on " + (backdrop.color?.hex ?? "an unknown background") + " (\(backdrop.source.phrase))"
        } else {
            text += " on an unknown background"
        }
        if let c = a.contrast {
            text += ", contrast \(TextReporter.format(c)):1, " + (a.readable == false ? "unreadable (below 3:1)" : "readable")
        } else {
            text += ", contrast unknown"
        }
        return text
    }

    /// One line: "certain; light: default → dark content on #FFFFFF; dark: …; style by 'X', hidden by 'Y'".
    package static func predictionSummary(_ p: ScreenPrediction) -> String {
        var text = p.certainty.name
        if case .unknown(let why) = p.certainty { text += " (\(why))" }
        if p.hidden == true { return text + "; hidden" }
        for a in [Appearance.light, .dark] {
            let v = p.perAppearance(a)
            text += "; \(a.rawValue): \(v.style.rawValue) → \(v.content.rawValue)"
            if let bg = v.background { text += " on \(bg.hex)" }
            if let c = v.contrast { text += " \(TextReporter.format(c)):1" }
        }
        return text + "; style by '\(p.styleDecidedBy)', hidden by '\(p.hiddenDecidedBy)'"
    }

    /// A name that matches no screen: the nearest names, or every name when none is near.
    package static func noMatch(_ name: String, app: String?, nearest: [String]) -> String {
        var text = "error: no screen named '\(name)'\(app.map { " in app '\($0)'" } ?? ""): a screen is a controller class or a SwiftUI view the audit found shown"
        if nearest.isEmpty {
            text += "; the audit found no screen"
        } else {
            text += "; the nearest: " + nearest.map { "'\($0)'" }.joined(separator: ", ")
        }
        return text
    }
}

/// The JSON of `statusbar explain PATH --screen NAME --format json`.
package enum ExplanationJSON {
    package static let formatVersion = 1

    package static func render(_ places: [PlaceExplanation], name: String, numbers: [Int]? = nil, total: Int? = nil) -> String {
        value(places, name: name, numbers: numbers, total: total).rendered()
    }

    /// `shownIn`: how many places the screen is shown in; each place's `place` is its number among them.
    package static func value(_ places: [PlaceExplanation], name: String, numbers: [Int]? = nil, total: Int? = nil) -> JSONValue {
        .object([
            ("version", .int(formatVersion)),
            ("screen", .string(name)),
            ("shownIn", .int(total ?? places.count)),
            ("places", .array(places.enumerated().map { i, x in
                guard case .object(let pairs) = place(x) else { return .null }
                let number = numbers.map { $0.indices.contains(i) ? $0[i] : i + 1 } ?? i + 1
                return .object([("place", .int(number))] + pairs)
            })),
        ])
    }

    static func source(_ s: StepSource) -> JSONValue {
        .object([("what", .string(s.what)), ("file", .string(s.location.file)), ("line", .int(s.location.line)),
                 ("column", .int(s.location.column))])
    }

    static func step(_ step: SourcedStep) -> JSONValue {
        .object([
            ("rule", .string(step.step.rule.id)),
            ("controller", .optional(step.step.controller?.rawValue) { .string($0) }),
            ("text", .string(step.step.text)),
            ("assumption", .optional(step.step.assumption?.text) { .string($0) }),
            ("sources", .array(step.sources.map(source))),
            ("note", .optional(step.note) { .string($0) }),
        ])
    }

    /// The audit's keys for the screen (those of `statusbar audit --format json`, for the era
    /// explained), then the era, the sources, the trace and the findings.
    static func place(_ x: PlaceExplanation) -> JSONValue {
        var r = x.report
        r.prediction = x.prediction
        guard case .object(var pairs) = JSONReporter.screen(r) else { return .null }
        pairs.append(("era", .string(x.era.rawValue)))
        pairs.append(("backgroundSource", JSONReporter.perAppearance(x.prediction, { $0.backgroundSource }) { .string($0) }))
        pairs.append(("sources", .array(x.context.map(source))))
        pairs.append(("traceAppearance", .string(x.appearance.rawValue)))
        pairs.append(("trace", .array(x.steps.map(step))))
        pairs.append(("possibilities", .array(x.possibilities.map { possibility in
            let p = possibility
            func per<T>(_ f: (ScreenPrediction.PerAppearance) -> T?, _ make: (T) -> JSONValue) -> JSONValue {
                .object([("light", .optional(f(p.light), make)), ("dark", .optional(f(p.dark), make))])
            }
            return .object([
                ("choices", .array(p.choices.map {
                    .object([("controller", .string($0.controller.rawValue)), ("member", .string($0.member)), ("value", .string($0.value)),
                             ("place", .bool($0.isPlace)), ("window", .bool($0.isWindow))])
                })),
                ("styleDecidedBy", .string(p.styleDecidedBy.name)),
                ("hiddenDecidedBy", .string(p.hiddenDecidedBy.name)),
                ("hidden", .bool(p.hidden)),
                ("style", per({ $0.style.rawValue }) { .string($0) }),
                ("content", per({ $0.content.rawValue }) { .string($0) }),
                ("background", per({ $0.background?.hex }) { .string($0) }),
                ("contrast", per({ $0.contrast.map(Contrast.rounded) }) { .double($0) }),
                ("trace", .array(p.steps.map(step))),
            ])
        })))
        pairs.append(("findings", .array(x.findings.map(JSONReporter.finding))))
        return .object(pairs)
    }
}
