import StatusBarEngine

/// A self-contained HTML page for a simulation: one drawn device top per step, with the event,
/// what changed, the transition, stale steps marked (badge and outline, not color alone), the
/// contrast, and the explanation on demand. Inline CSS and SVG only: no script, no external
/// request (a Content-Security-Policy says so too). Readable in light and dark browser themes.
package struct FilmstripRenderer: Sendable {
    /// The time, battery and signal drawn in every step.
    package var overrides: StatusBarOverrides

    /// A filmstrip writer drawing with `overrides`.
    package init(overrides: StatusBarOverrides = .standard) {
        self.overrides = overrides
    }

    /// The page for `steps` of a simulation of `app` (the app as it was before the first event).
    /// `description` (a scenario's, say) is shown under the title.
    package static func render(steps: [SimulationStep], app: App, title: String, description: String? = nil,
                              overrides: StatusBarOverrides = .standard) -> String {
        FilmstripRenderer(overrides: overrides).page(steps: steps, app: app, title: title, description: description)
    }

    /// The page for `steps` of a simulation of `app`, drawn with this renderer's overrides.
    package func page(steps: [SimulationStep], app: App, title: String, description: String? = nil) -> String {
        let e = Markup.escape
        let platform = app.platform
        let staleCount = steps.filter(\.stale).count
        let unreadableCount = steps.filter { !$0.drawn.hidden && $0.readable == false }.count

        var html = Markup.documentStart(title: "\(title) — status bar filmstrip", css: FilmstripStyle.css) + """
            <main>
            <header>
            <h1>\(e(title))</h1>
            <p class="summary">\(e(platform.device.name)), \(e(platform.orientation.rawValue)), iOS \(e(platform.ios.description)), \
            system appearance \(e(platform.appearance.rawValue)) · \(steps.count) \(steps.count == 1 ? "step" : "steps")\
            \(staleCount > 0 ? ", \(staleCount) stale" : "")\(unreadableCount > 0 ? ", \(unreadableCount) unreadable" : "")</p>

            """
        if let description {
            html += "<p class=\"description\">\(e(description))</p>\n"
        }
        html += "</header>\n"
        html += "<nav aria-label=\"Steps\">\n<ol>\n"
        for (i, step) in steps.enumerated() {
            var marks = ""
            if step.stale { marks += " <span class=\"mini-badge\">stale</span>" }
            if !step.drawn.hidden && step.readable == false { marks += " <span class=\"mini-badge\">unreadable</span>" }
            html += "<li><a href=\"#step-\(i + 1)\">\(e(step.event.summary))</a>\(marks)</li>\n"
        }
        html += "</ol>\n</nav>\n<ol class=\"steps\">\n"

        let renderer = StatusBarRenderer(overrides: overrides)
        var previous: StatusBarState?
        for (i, (step, scene)) in zip(steps, StatusBarScene.scenes(for: steps, app: app)).enumerated() {
            html += section(step, number: i + 1, scene: scene, previous: previous ?? step.launchScreen, renderer: renderer)
            previous = step.drawn
        }
        html += "</ol>\n</main>\n</body>\n</html>\n"
        return html
    }

    // MARK: One step

    private func section(_ step: SimulationStep, number: Int, scene: StatusBarScene, previous: StatusBarState?,
                         renderer: StatusBarRenderer) -> String {
        let e = Markup.escape
        let unreadable = !step.drawn.hidden && step.readable == false
        var classes = ["step"]
        if step.stale { classes.append("stale") }
        if unreadable { classes.append("unreadable") }

        var out = "<li>\n<section id=\"step-\(number)\" class=\"\(classes.joined(separator: " "))\" aria-labelledby=\"step-\(number)-title\">\n"
        out += "<h2 id=\"step-\(number)-title\"><span class=\"number\">Step \(number)</span> \(e(step.event.summary))</h2>\n"
        if step.stale || unreadable {
            out += "<p class=\"badges\">"
            if step.stale {
                out += "<strong class=\"badge badge-stale\"><span aria-hidden=\"true\">⚠</span> Stale</strong>"
            }
            if unreadable {
                out += "<strong class=\"badge badge-unreadable\"><span aria-hidden=\"true\">✕</span> Unreadable</strong>"
            }
            out += "</p>\n"
        }

        out += "<div class=\"figures\">\n"
        out += figure(scene, caption: step.stale ? "Drawn (stale)" : "Drawn", renderer: renderer)
        if step.stale {
            var wantedScene = scene
            wantedScene.statusBar = step.wanted
            out += figure(wantedScene, caption: "After an appearance update", renderer: renderer)
        }
        out += "</div>\n"

        out += "<dl class=\"facts\">\n"
        out += fact("Status bar", describe(step.drawn))
        if step.stale {
            let keys = step.drawn.changedKeys(from: step.wanted)
            let detail = keys.map { "\($0) \(value($0, step.drawn)) → \(value($0, step.wanted))" }.joined(separator: ", ")
            out += fact("Stale", "an update would change \(detail): call setNeedsStatusBarAppearanceUpdate()")
        }
        if step.changed.isEmpty {
            out += fact("Changed", "nothing")
        } else if let previous {
            out += fact("Changed", step.changed.map { "\($0) \(value($0, previous)) → \(value($0, step.drawn))" }
                .joined(separator: ", "))
        } else {
            out += fact("Changed", step.changed.joined(separator: ", "))
        }
        out += fact("Transition", step.transition.rawValue)
        out += fact("Background", step.backdrop.map { "\($0.color.hex), \($0.sourceDescription)" } ?? "unknown")
        out += fact("Contrast", contrastText(step))
        if let launch = step.launchScreen {
            out += fact("Launch screen", describe(launch) + " (R2: Info.plist only)")
        }
        out += "</dl>\n"

        if !step.diagnostics.isEmpty {
            out += "<ul class=\"diagnostics\">\n"
            for d in step.diagnostics {
                out += "<li class=\"\(d.severity.rawValue)\"><strong>\(d.severity.rawValue)</strong> "
                    + "<code>\(e(d.id))</code>: \(e(d.message))</li>\n"
            }
            out += "</ul>\n"
        }
        out += "<details>\n<summary>Why</summary>\n<ol class=\"trace\">\n"
        for item in step.trace {
            out += "<li>\(e(item.description))</li>\n"
        }
        out += "</ol>\n</details>\n</section>\n</li>\n"
        return out
    }

    private func figure(_ scene: StatusBarScene, caption: String, renderer: StatusBarRenderer) -> String {
        "<figure>\n<div class=\"device\">\n" + renderer.inlineSVG(scene) + "</div>\n<figcaption>"
            + Markup.escape(caption + ": " + StatusBarRenderer.accessibilityLabel(for: scene)) + "</figcaption>\n</figure>\n"
    }

    private func fact(_ term: String, _ detail: String) -> String { Markup.fact(term, detail) }

    private func contrastText(_ step: SimulationStep) -> String {
        if step.drawn.hidden { return "none: nothing is drawn (the bar is hidden)" }
        guard let ratio = step.contrast else { return "unknown (no background)" }
        let figure = Markup.twoDecimals(ratio) + ":1"
        return figure + (step.readable == true ? ", readable (at least 3:1)" : ", unreadable (below 3:1)")
    }

    private func describe(_ s: StatusBarState) -> String {
        if s.hidden {
            return "hidden (decided by \(s.hiddenDecidedBy.phrase), animation \(s.animation.rawValue))"
        }
        return "\(s.style.rawValue), drawn as \(s.content.rawValue) content; height \(Markup.number(s.height)) pt; "
            + "style decided by \(s.styleDecidedBy.phrase), hidden by \(s.hiddenDecidedBy.phrase); "
            + "interface style \(s.interfaceStyle.rawValue); \(s.mode.rawValue) mode"
    }

    private func value(_ key: String, _ s: StatusBarState) -> String {
        switch key {
        case "hidden": "\(s.hidden)"
        case "style": s.style.rawValue
        case "content": s.content.rawValue
        case "animation": s.animation.rawValue
        case "height": Markup.number(s.height)
        case "styleDecidedBy": s.styleDecidedBy.name
        case "hiddenDecidedBy": s.hiddenDecidedBy.name
        case "interfaceStyle": s.interfaceStyle.rawValue
        default: s.mode.rawValue
        }
    }
}
