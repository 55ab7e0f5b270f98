import Audit
import Foundation
import ProjectReaders
import SourceModel
import Rendering
import StatusBarEngine

/// The HTML of `statusbar audit --format html`: one self-contained page (inline CSS and SVG, no
/// script, no request to any host, a Content-Security-Policy saying so) with a summary, a table
/// of contents, each app's launch appearance, one card per screen drawn in light and dark
/// appearance with who decides and why, and the findings grouped by severity with an excerpt of
/// the code. Written as well-formed XML (void elements closed), deterministic, readable in light
/// and dark browser themes; states are told by words and icons, never by color alone.
package struct AuditHTMLReporter: Sendable {
    /// The time, battery and signal drawn in every picture.
    package var overrides: StatusBarOverrides
    /// Lines shown before and after a finding's line in its excerpt.
    package static let contextLines = 2
    /// Longest excerpt line shown in full; longer lines are cut (minified or generated code).
    static let excerptLineLimit = 240

    /// A reporter drawing with `overrides`; each app's screens on the device the audit predicted it
    /// on (``AuditedApp/device``).
    package init(overrides: StatusBarOverrides = .standard) {
        self.overrides = overrides
    }

    /// The page for `report`; excerpts are read from the audited folder `root` (a file that cannot
    /// be read as text just has no excerpt).
    package static func render(report: AuditReport, root: URL) -> String {
        AuditHTMLReporter().page(report: report, root: root)
    }

    /// The page for `report`, drawn with this reporter's overrides.
    package func page(report: AuditReport, root: URL) -> String {
        var page = Page(report: report, root: root, reporter: self)
        return page.render()
    }

    /// The line with the character at the 1-based UTF-8 column in a `mark`; a column past the end
    /// marks an empty place at the end.
    static func marking(_ line: String, column: Int) -> String {
        let bytes = Array(line.utf8)
        var offset = min(max(0, column - 1), bytes.count)
        // Never split a character: move back to the start of a scalar.
        while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        let before = String(decoding: bytes[..<offset], as: UTF8.self)
        let rest = String(decoding: bytes[offset...], as: UTF8.self)
        let marked = rest.first.map(String.init) ?? ""
        let after = String(rest.dropFirst(marked.isEmpty ? 0 : 1))
        return Markup.escape(before) + "<mark class=\"column\" title=\"column \(column)\">"
            + (marked.isEmpty ? " " : Markup.escape(marked)) + "</mark>" + Markup.escape(after)
    }
}

// MARK: - The page

/// A screen not followed, as its app's coverage names it: what finds its card.
private struct ScreenCardKey: Hashable {
    var app: String
    var screen: Coverage.Gap.NotFollowed
}

/// One rendering: the report, the anchors given to screens and findings, the files read.
private struct Page {
    let report: AuditReport
    let root: URL
    let reporter: AuditHTMLReporter
    let renderer: StatusBarRenderer
    /// Findings in the order shown (errors, warnings, infos; each in report order) with their anchor.
    let findings: [(id: String, finding: Finding)]
    let severities: [Severity] = [.error, .warning, .info]
    var files = SourceExcerpts()
    /// The card number (`#screen-N`) of each screen not followed, by what its app's coverage says of it.
    let screenCards: [ScreenCardKey: Int]

    init(report: AuditReport, root: URL, reporter: AuditHTMLReporter) {
        self.report = report
        self.root = root
        self.reporter = reporter
        self.renderer = StatusBarRenderer(overrides: reporter.overrides)
        var ordered: [(id: String, finding: Finding)] = []
        for severity in [Severity.error, .warning, .info] {
            for f in report.findings where f.severity == severity { ordered.append((id: "finding-\(ordered.count + 1)", finding: f)) }
        }
        self.findings = ordered
        self.files = SourceExcerpts(root: root)
        var cards: [ScreenCardKey: Int] = [:]
        for (i, r) in report.screens.enumerated() {
            guard let because = r.screen.unknownContext else { continue }
            let key = ScreenCardKey(app: r.screen.app, screen: Coverage.Gap.NotFollowed(
                className: r.screen.controller.className, origin: r.screen.origin, because: because))
            if cards[key] == nil { cards[key] = i + 1 }
        }
        self.screenCards = cards
    }

    /// The devices the screens are drawn on, as the audit predicted each app (``AuditedApp/device``):
    /// one for the iPhone apps, and an iPad for each app built for the iPad alone.
    var devicesText: String {
        let e = Markup.escape
        let main = (report.apps.first { !$0.app.discovered.isPadOnly } ?? report.apps.first)?.app.device ?? Self.defaultDevice
        let others = Dictionary(grouping: report.apps.filter { $0.app.device != main }, by: \.app.device.id)
        guard !others.isEmpty else { return e(main.name) }
        let parts = others.keys.sorted().map { id -> String in
            let apps = others[id]!.map { "<em>\(e($0.app.name))</em>" }.joined(separator: ", ")
            return "\(e(others[id]![0].app.device.name)) for \(apps), built for the iPad alone"
        }
        return e(main.name) + " (" + parts.joined(separator: "; ") + ")"
    }

    static let defaultDevice = DeviceProfile.named(DeviceProfile.defaultID)!

    /// The audited folder's name (its last path component, trailing slashes ignored).
    var title: String {
        report.root.split(separator: "/").last.map(String.init) ?? report.root
    }

    func count(_ severity: Severity) -> Int { report.findings.filter { $0.severity == severity }.count }

    /// Screens whose bar is drawn and unreadable in at least one appearance.
    func isUnreadable(_ s: ScreenReport) -> Bool {
        s.prediction.hidden != true && (s.prediction.light.readable == false || s.prediction.dark.readable == false)
    }

    mutating func render() -> String {
        var html = Markup.documentStart(title: "\(title) — status bar audit", css: FilmstripStyle.css + AuditReportStyle.css) + """
            <a class="skip-link" href="#contents">Skip to the contents</a>
            <main>

            """
        html += header()
        html += contents()
        html += apps()
        html += screens()
        html += findingsSection()
        if !report.skipped.isEmpty || !report.errors.isEmpty { html += skipped() }
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    // MARK: Summary and contents

    func header() -> String {
        let e = Markup.escape
        let unreadable = report.screens.filter(isUnreadable).count
        var out = "<header class=\"report-header\">\n<h1>Status bar audit: <span class=\"root\">\(e(title))</span></h1>\n"
        out += "<p class=\"summary\">Predicted on \(devicesText) in portrait, light and dark appearance, "
            + "without building the app.</p>\n"
        out += "<ul class=\"counts\" aria-label=\"Summary\">\n"
        out += countItem(report.apps.count, "app", "apps", href: "#apps", cls: "count")
        out += countItem(report.screens.count, "screen", "screens", href: "#screens", cls: "count")
        if unreadable > 0 {
            out += countItem(unreadable, "unreadable screen", "unreadable screens", href: "#screens",
                             cls: "count count-error", icon: "✕")
        }
        for severity in severities {
            let (one, many) = Self.severityWords(severity)
            let n = count(severity)
            out += countItem(n, one.lowercased(), many.lowercased(), href: "#findings-\(severity.rawValue)",
                             cls: n == 0 ? "count zero" : "count count-\(severity.rawValue)", icon: Self.icon(severity),
                             link: n > 0)
        }
        if !report.skipped.isEmpty {
            out += countItem(report.skipped.count, "skipped file", "skipped files", href: "#skipped", cls: "count")
        }
        out += "</ul>\n</header>\n"
        return out
    }

    func countItem(_ n: Int, _ one: String, _ many: String, href: String, cls: String, icon: String? = nil,
                   link: Bool = true) -> String {
        let iconHTML = icon.map { "<span class=\"icon\" aria-hidden=\"true\">\($0)</span> " } ?? ""
        let body = "\(iconHTML)<strong>\(n)</strong> \(n == 1 ? one : many)"
        return "<li class=\"\(cls)\">" + (link ? "<a href=\"\(href)\">\(body)</a>" : "<span>\(body)</span>") + "</li>\n"
    }

    func contents() -> String {
        let e = Markup.escape
        var out = "<nav id=\"contents\" class=\"contents\" aria-labelledby=\"contents-title\">\n"
        out += "<h2 id=\"contents-title\">Contents</h2>\n<ol>\n"
        out += "<li><a href=\"#apps\">Apps and launch</a>\n<ol>\n"
        for (i, a) in report.apps.enumerated() {
            out += "<li><a href=\"#app-\(i + 1)\">\(e(a.app.name))</a></li>\n"
        }
        out += "</ol>\n</li>\n"
        out += "<li><a href=\"#screens\">Screens</a>\(report.screens.isEmpty ? " (none)" : "")\n"
        if !report.screens.isEmpty {
            out += "<ol class=\"screen-links\">\n"
            for (i, s) in report.screens.enumerated() {
                var marks = ""
                if isUnreadable(s) { marks += " <span class=\"mini-badge\">unreadable</span>" }
                if s.prediction.hidden == true { marks += " <span class=\"mini-badge\">hidden</span>" }
                if case .certain = s.prediction.certainty {} else {
                    marks += " <span class=\"mini-badge\">\(s.prediction.certainty.name)</span>"
                }
                out += "<li><a href=\"#screen-\(i + 1)\">\(e(s.screen.controller.className))</a>\(marks)</li>\n"
            }
            out += "</ol>\n"
        }
        out += "</li>\n"
        out += "<li><a href=\"#findings\">Findings</a>\(report.findings.isEmpty ? " (none)" : "")\n"
        if !report.findings.isEmpty {
            out += "<ol>\n"
            for severity in severities where count(severity) > 0 {
                let (one, many) = Self.severityWords(severity)
                out += "<li><a href=\"#findings-\(severity.rawValue)\">\(count(severity) == 1 ? one : many)</a> "
                    + "(\(count(severity)))</li>\n"
            }
            out += "</ol>\n"
        }
        out += "</li>\n"
        if !report.skipped.isEmpty || !report.errors.isEmpty {
            out += "<li><a href=\"#skipped\">Skipped files</a></li>\n"
        }
        out += "</ol>\n</nav>\n"
        return out
    }

    // MARK: Apps

    func apps() -> String {
        let e = Markup.escape
        var out = "<section id=\"apps\" aria-labelledby=\"apps-title\">\n<h2 id=\"apps-title\">Apps and launch</h2>\n"
        if report.apps.isEmpty {
            out += "<p class=\"empty\">No iOS app was found in this folder.</p>\n"
        }
        out += "<div class=\"cards\">\n"
        for (i, appReport) in report.apps.enumerated() {
            let a = appReport.app
            let id = "app-\(i + 1)"
            out += "<article id=\"\(id)\" class=\"card app\" aria-labelledby=\"\(id)-title\">\n"
            out += "<h3 id=\"\(id)-title\">\(e(a.name))</h3>\n"
            let scene = StatusBarScene(launch: a, device: a.device)
            out += figure(scene, caption: "Launch: " + describeLaunch(a.launch))
            out += "<dl class=\"facts\">\n"
            out += fact("Info.plist", a.plist.file.map { "<code>\(e($0))</code>" } ?? "generated from build settings", raw: true)
            out += fact("Mode", a.mode == .application
                ? "application: one style for the whole app (UIViewControllerBasedStatusBarAppearance is false)"
                : "view controller-based: each screen's controllers decide")
            out += fact("Launch", describeLaunch(a.launch) + " (R2: Info.plist only, before any controller is asked)")
            out += fact("Supported iOS", supportedText(a.versions))
            if let project = a.discovered.project { out += fact("Project", "<code>\(e(project))</code>", raw: true) }
            if let first = appReport.firstScreen {
                let index = report.screens.firstIndex { $0.screen.app == a.name && $0.screen.controller.className == first }
                let name = "<code>\(e(first))</code>"
                out += fact("First screen", index.map { "<a href=\"#screen-\($0 + 1)\">\(name)</a>" } ?? name, raw: true)
            }
            let c = appReport.coverage
            let followed = c.notModelled.filter { $0.kind == .screenNotFollowed }.count
            out += fact("Coverage", "\(c.screens) screen\(c.screens == 1 ? "" : "s")"
                + (followed > 0 ? "; \(followed) shown in ways the audit does not follow (predicted over every place the app could show them)" : ""))
            out += "</dl>\n"
            let assumed = c.notModelled.filter(\.kind.isAssumption)
            if !assumed.isEmpty {
                out += "<p class=\"note\">Assumed:</p>\n<ul class=\"note\">\n"
                for gap in assumed { out += "<li><code>\(e(gap.file))</code>: \(e(gap.what))</li>\n" }
                out += "</ul>\n"
            }
            out += coverageCauses(c, app: a.name)
            out += "</article>\n"
        }
        out += "</div>\n</section>\n"
        return out
    }

    /// Causes listed before the rest are folded in a `<details>`; one cause more is listed rather than folded.
    static let causesShown = 3

    /// What of the app was not followed or not modelled, one line per cause (most places first):
    /// the cause, how many, the first places (a screen's class linked to its card) and how many more.
    /// The first ``causesShown`` are listed; more are folded, so that the app's card stays short.
    /// The platform assumed is the "Assumed" note's.
    func coverageCauses(_ c: Coverage, app: String) -> String {
        let causes = c.causes.filter { !$0.kind.isAssumption }
        guard !causes.isEmpty else { return "" }
        let shown = causes.count > Self.causesShown + 1 ? Self.causesShown : causes.count
        var out = "<p class=\"note\">Not followed or not modelled, by cause:</p>\n"
        out += "<ul class=\"causes\">\n" + causes.prefix(shown).map { causeLine($0, app: app) }.joined() + "</ul>\n"
        if causes.count > shown {
            let rest = causes.dropFirst(shown)
            out += "<details class=\"causes\">\n<summary>\(rest.count) more causes</summary>\n<ul class=\"causes\">\n"
                + rest.map { causeLine($0, app: app) }.joined() + "</ul>\n</details>\n"
        }
        return out
    }

    /// Places named in a cause's line; the others are counted ("and 12 more").
    static let placesShown = 3

    func causeLine(_ cause: Coverage.Cause, app: String) -> String {
        let e = Markup.escape
        let noun: (String, String) = switch cause.kind {
        case .screenNotFollowed: ("screen", "screens")
        case .submoduleNotCheckedOut: ("submodule", "submodules")
        case .dependenciesNotCheckedOut: ("manifest", "manifests")
        case .sourcesInNoTarget, .sourcesOfOtherPlatforms, .sourcesOfAppExtensions: ("file", "files")
        case .noScreens: ("app", "apps")
        case .controllerNotReached: ("controller", "controllers")
        case .swiftUIViewNotFollowed, .swiftUIViewNotReached, .swiftUIViewFollowedElsewhere, .swiftUIValueLink, .platformAssumed, .macrosAssumed,
             .notCompiledForApp: ("place", "places")
        }
        var places = cause.places.prefix(Self.placesShown).map { p -> String in
            let at = "<span class=\"location\">\(e(p.file))\(p.line.map { ":\($0)" } ?? "")</span>"
            guard let screen = p.screen else { return p.className.map { "<code>\(e($0))</code> (\(at))" } ?? at }
            let name = "<code>\(e(screen.className))</code>"
            let linked = screenCards[ScreenCardKey(app: app, screen: screen)].map { "<a href=\"#screen-\($0)\">\(name)</a>" } ?? name
            return "\(linked) (\(at))"
        }.joined(separator: ", ")
        if cause.count > Self.placesShown { places += " and \(cause.count - Self.placesShown) more" }
        return "<li><strong class=\"cause-count\">\(cause.count) \(cause.count == 1 ? noun.0 : noun.1)</strong> "
            + "<span class=\"cause\">\(e(cause.text))</span>\n<span class=\"places\">\(places)</span></li>\n"
    }

    /// `iOS 15.0 and later (IPHONEOS_DEPLOYMENT_TARGET); predicted for iOS 15–16 and iOS 17 and later`.
    func supportedText(_ v: SupportedVersions) -> String {
        var text: String
        switch v.source {
        case .declared(let l): text = "iOS \(v.deploymentTarget) and later (\(l.file):\(l.line))"
        case .assumed: text = "iOS \(v.deploymentTarget) and later (assumed: no deployment target found)"
        case .pinned: text = "pinned to iOS \(v.newest) (--ios)"
        }
        if let why = v.linkedBeforeIOS13 { text += "; \(why)" }
        return text + "; predicted for " + v.eras.map { v.versions(of: $0) }.joined(separator: " and ")
    }

    func describeLaunch(_ s: StatusBarState) -> String {
        s.hidden ? "hidden" : "\(s.style.rawValue), \(s.content.rawValue) content"
    }

    // MARK: Screens

    func screens() -> String {
        var out = "<section id=\"screens\" aria-labelledby=\"screens-title\">\n<h2 id=\"screens-title\">Screens</h2>\n"
        if report.screens.isEmpty {
            out += "<p class=\"empty\">No screen was found: no storyboard scene or controller that the code shows.</p>\n"
        } else {
            out += "<p class=\"note\">Each screen is drawn as the audit predicts it, on \(devicesText), "
                + "in light and dark appearance.</p>\n"
        }
        out += "<ol class=\"cards screens\">\n"
        for (i, s) in report.screens.enumerated() {
            out += "<li>\n" + card(s, number: i + 1) + "</li>\n"
        }
        out += "</ol>\n</section>\n"
        return out
    }

    func card(_ r: ScreenReport, number: Int) -> String {
        let e = Markup.escape
        let s = r.screen, p = r.prediction
        let id = "screen-\(number)"
        let unreadable = isUnreadable(r)
        var classes = ["card", "screen"]
        if unreadable { classes.append("unreadable") }
        var out = "<article id=\"\(id)\" class=\"\(classes.joined(separator: " "))\" aria-labelledby=\"\(id)-title\">\n"
        out += "<h3 id=\"\(id)-title\">\(e(s.controller.className))</h3>\n"
        var whereText = "<span class=\"location\">\(e(s.location.file)):\(s.location.line)</span>"
        if report.apps.count > 1 { whereText += " · app \(e(s.app))" }
        out += "<p class=\"where\">\(whereText)</p>\n"

        var badges: [String] = []
        if unreadable {
            badges.append("<strong class=\"badge badge-unreadable\"><span aria-hidden=\"true\">✕</span> Unreadable</strong>")
        } else if p.hidden != true {
            let older = r.eras.dropLast().filter { e in e.prediction.light.readable == false || e.prediction.dark.readable == false }
            if !older.isEmpty {
                badges.append("<strong class=\"badge badge-unreadable\"><span aria-hidden=\"true\">✕</span> Unreadable on "
                    + e(r.versions.versions(of: older.map(\.era))) + "</strong>")
            }
        }
        if p.hidden == true {
            badges.append("<strong class=\"badge badge-hidden\"><span aria-hidden=\"true\">◌</span> Hidden</strong>")
        }
        switch p.certainty {
        case .certain: badges.append("<span class=\"badge badge-certain\"><span aria-hidden=\"true\">✓</span> Certain</span>")
        case .conditional:
            badges.append("<strong class=\"badge badge-conditional\"><span aria-hidden=\"true\">?</span> Conditional</strong>")
        case .unknown:
            badges.append("<strong class=\"badge badge-unknown\"><span aria-hidden=\"true\">?</span> Unknown</strong>")
        }
        out += "<p class=\"badges\">" + badges.joined(separator: " ") + "</p>\n"

        let app = report.apps.first { $0.app.name == s.app }?.app
        let mode = app?.mode ?? .viewControllerBased, device = app?.device ?? Self.defaultDevice
        out += "<div class=\"card-body\">\n<div class=\"figures pair\">\n"
        for appearance in [Appearance.light, .dark] {
            let scene = StatusBarScene(prediction: p, appearance: appearance, screen: s, device: device, mode: mode)
            out += appearanceFigure(scene, per: p.perAppearance(appearance), appearance: appearance, prediction: p)
        }
        out += "</div>\n"

        out += "<dl class=\"facts\">\n"
        out += fact("Shown in", context(s))
        out += fact("Style decided by", decider(p.styleDecidedBy))
        out += fact("Hidden decided by", decider(p.hiddenDecidedBy))
        out += fact("Hidden", hiddenText(p))
        out += fact("Certainty", certaintyText(p))
        if !p.outcomes.isEmpty { out += fact("Outcomes", outcomesList(p.outcomes), raw: true) }
        // Older supported versions, where they draw something else (R9 by version).
        if p.hidden != true {
            for era in r.differingEras {
                func side(_ name: String, _ v: ScreenPrediction.PerAppearance) -> String {
                    var text = "\(name): \(v.style.rawValue) → \(v.content.rawValue) content"
                    if let bg = v.background { text += " on \(bg.hex)" }
                    if let c = v.contrast { text += ", contrast \(String(format: "%.2f", Contrast.rounded(c))):1\(Contrast.rounded(c) < Contrast.minimumReadable ? " (unreadable)" : "")" }
                    return text
                }
                out += fact("On \(r.versions.versions(of: era.era))", side("light", era.prediction.light) + "; " + side("dark", era.prediction.dark))
            }
        }
        switch s.origin {
        case .storyboard(let file, let scene):
            out += fact("Found in", "storyboard <code>\(e(file))</code>, scene <code>\(e(scene))</code>", raw: true)
        case .code(let l):
            out += fact("Found in", "code at <span class=\"location\">\(e(l.description))</span>", raw: true)
        }
        if !s.alsoShownFrom.isEmpty {
            out += fact("Also shown from", s.alsoShownFrom.map { "<span class=\"location\">\(e($0.description))</span>" }.joined(separator: ", "),
                        raw: true)
        }
        let related = relatedFindings(r)
        if !related.isEmpty {
            let links = related.map { "<a href=\"#\($0.id)\">\(e($0.finding.rule))</a>" }.joined(separator: ", ")
            out += fact("Findings", links, raw: true)
        }
        out += "</dl>\n</div>\n"

        out += "<details>\n<summary>Why: the engine's explanation (\(p.explanation.count) "
            + "\(p.explanation.count == 1 ? "step" : "steps"))</summary>\n"
        if !r.sources.isEmpty {
            out += "<p class=\"sources-title\">Where it comes from:</p>\n" + sourceList(r.sources)
        }
        if p.explanation.isEmpty {
            out += "<p>The engine recorded no step for this screen.</p>\n"
        } else {
            // The steps with the lines of the app they rest on, when the audit located them.
            let steps = r.sourcedSteps.count == p.explanation.count
                ? r.sourcedSteps : p.explanation.map { SourcedStep(step: $0, sources: []) }
            out += "<ol class=\"trace\">\n"
            for sourced in steps {
                let step = sourced.step
                out += "<li><span class=\"rule-ref\">\(step.rule.id)</span> \(e(step.text))"
                if let assumption = step.assumption {
                    out += " <em class=\"assumption\">assumed: \(e(assumption.text))</em>"
                }
                if !sourced.sources.isEmpty { out += "\n" + sourceList(sourced.sources) }
                if let note = sourced.note { out += "<p class=\"step-note\">\(e(note))</p>\n" }
                out += "</li>\n"
            }
            out += "</ol>\n"
        }
        out += "</details>\n</article>\n"
        return out
    }

    /// Lines of the app, each with what it does: `<ul class="sources">`.
    func sourceList(_ sources: [StepSource]) -> String {
        "<ul class=\"sources\">\n" + sources.map {
            "<li><span class=\"location\">\(Markup.escape($0.location.description))</span> \(Markup.escape($0.what))</li>\n"
        }.joined() + "</ul>\n"
    }

    func appearanceFigure(_ scene: StatusBarScene, per: ScreenPrediction.PerAppearance, appearance: Appearance,
                          prediction p: ScreenPrediction) -> String {
        let e = Markup.escape
        let name = appearance == .light ? "Light" : "Dark"
        var caption = "<strong>\(name) appearance</strong>: "
        if p.hidden == true {
            caption += "the status bar is hidden"
        } else {
            caption += "<code>\(per.style.rawValue)</code>, \(per.content.rawValue) content"
            if let backdrop = per.backdrop, let bg = backdrop.color {
                caption += " on <span class=\"swatch\" style=\"background:\(bg.hex)\" aria-hidden=\"true\"></span>"
                    + "\(bg.hex) (\(e(backdrop.source.phrase)))"
            } else {
                caption += " on an unknown background"
            }
            caption += ". "
            if let ratio = per.contrast {
                caption += "Contrast <strong>\(Markup.twoDecimals(ratio)):1</strong>"
                if per.readable == false {
                    caption += " <strong class=\"badge badge-unreadable small\"><span aria-hidden=\"true\">✕</span> "
                        + "Unreadable</strong> (below 3:1)"
                } else {
                    caption += ", readable"
                }
            } else {
                caption += "Contrast unknown"
            }
            if p.hidden == nil { caption += ". Hidden depends on run-time state; drawn shown" }
        }
        let label = StatusBarRenderer.accessibilityLabel(for: scene)
        return "<figure class=\"appearance-\(appearance.rawValue)\">\n<div class=\"device\">\n" + renderer.inlineSVG(scene)
            + "</div>\n<figcaption>\(caption)<span class=\"visually-hidden\">. \(e(label))</span></figcaption>\n</figure>\n"
    }

    func figure(_ scene: StatusBarScene, caption: String) -> String {
        "<figure>\n<div class=\"device\">\n" + renderer.inlineSVG(scene) + "</div>\n<figcaption>"
            + Markup.escape(caption) + "<span class=\"visually-hidden\">. "
            + Markup.escape(StatusBarRenderer.accessibilityLabel(for: scene)) + "</span></figcaption>\n</figure>\n"
    }

    /// "navigation controller 'X' (bar visible, black, tint #…) · tab bar controller 'T' · presented …".
    func context(_ s: Screen) -> String {
        var parts: [String] = []
        if let nav = s.navigation {
            parts.append("navigation controller \(navigation(nav))")
        }
        if let held = s.tabSlotText { parts.append(held) }
        if let pr = s.presentation {
            var text = "presented \(pr.style.rawValue)"
            if let presenter = pr.presenter?.className { text += " by '\(presenter)'" }
            if let nav = pr.presenterNavigation { text += " in navigation controller \(navigation(nav))" }
            text += pr.captures ? ", capturing the status bar appearance" : ", not capturing the status bar appearance"
            parts.append(text)
        }
        return parts.isEmpty ? "a window of its own (no container, not presented)" : parts.joined(separator: "; ")
    }

    func navigation(_ nav: NavigationContext) -> String {
        var details = [nav.effectiveBarHidden ? "bar hidden" : "bar visible"]
        if nav.effectiveBarStyle != .default { details.append("bar style \(nav.effectiveBarStyle.rawValue)") }
        if let tint = nav.effectiveBarTint { details.append("tint \(Self.describe(tint))") }
        return "'\(nav.controller.className)' (\(details.joined(separator: ", ")))"
    }

    static func describe(_ spec: ColorSpec) -> String {
        switch spec {
        case .fixed(let c): c.description
        case .system(let name): name
        case .named(let name): "asset '\(name)'"
        case .unknown(let text): "unknown (\(text))"
        }
    }

    func decider(_ decider: ScreenDecider) -> String {
        switch decider {
        case .application: "the application (application mode, R1)"
        case .launch: "the launch state (Info.plist, R2)"
        case .controller(let name): "'\(name)'"
        }
    }

    func hiddenText(_ p: ScreenPrediction) -> String {
        switch p.hidden {
        case true?: "yes: nothing is drawn (height 0)"
        case false?: "no (\(Markup.number(p.height)) pt)"
        case nil: "depends on run-time state (possible: \(p.possibleHidden.map { $0 ? "hidden" : "shown" }.joined(separator: ", ")))"
        }
    }

    /// Each outcome of a conditional prediction, first display first, with what selects it.
    func outcomesList(_ outcomes: [PossibleOutcome]) -> String {
        func side(_ name: String, _ v: ScreenPrediction.PerAppearance) -> String {
            var text = "\(name): \(v.style.rawValue) → \(v.content.rawValue) content"
            if let bg = v.background { text += " on \(bg.hex)" }
            if let c = v.contrast, Contrast.rounded(c) < Contrast.minimumReadable { text += " (unreadable, \(String(format: "%.2f", Contrast.rounded(c))):1)" }
            return text
        }
        let e = Markup.escape
        var out = "<ul class=\"outcomes\">"
        for o in outcomes {
            let drawn = o.hidden ? "hidden" : side("light", o.light) + "; " + side("dark", o.dark)
            let when = o.conditions.isEmpty ? "in the other combinations" : o.phrase
            out += "<li>\(e(drawn)) <span class=\"condition\">\(e(when))</span></li>"
        }
        return out + "</ul>"
    }

    func certaintyText(_ p: ScreenPrediction) -> String {
        switch p.certainty {
        case .certain: "certain: one outcome, whatever its answers' values and wherever it is shown"
        case .conditional:
            "conditional: the outcome depends on run-time state or on where it is shown; "
                + (p.possibleStyles.count > 1 ? "possible styles " : "style ")
                + p.possibleStyles.map(\.rawValue).joined(separator: ", ")
                + (p.possibleHidden.count > 1 ? "; shown or hidden" : "")
        case .unknown(let reason): "unknown: \(reason)"
        }
    }

    /// Findings about the screen's class or view (``Finding/subject``), and those at its
    /// declaration file unless they are about another screen's (two screens declared in one file).
    func relatedFindings(_ r: ScreenReport) -> [(id: String, finding: Finding)] {
        let name = r.screen.controller.className
        let screenClasses = Set(report.screens.map(\.screen.controller.className))
        return findings.filter { item in
            if item.finding.isAbout(name) { return true }
            guard item.finding.location.file == r.screen.location.file else { return false }
            return item.finding.subject.map { !screenClasses.contains($0.name) } ?? true
        }
    }

    func fact(_ term: String, _ detail: String, raw: Bool = false) -> String { Markup.fact(term, detail, raw: raw) }

    // MARK: Findings

    static func severityWords(_ s: Severity) -> (String, String) {
        switch s {
        case .error: ("Error", "Errors")
        case .warning: ("Warning", "Warnings")
        case .info: ("Info", "Infos")
        }
    }

    static func icon(_ s: Severity) -> String {
        switch s {
        case .error: "✕"
        case .warning: "⚠"
        case .info: "ℹ"
        }
    }

    mutating func findingsSection() -> String {
        var out = "<section id=\"findings\" aria-labelledby=\"findings-title\">\n<h2 id=\"findings-title\">Findings</h2>\n"
        if report.findings.isEmpty {
            out += "<p class=\"empty\"><span aria-hidden=\"true\">✓</span> No finding.</p>\n"
        }
        for severity in severities where count(severity) > 0 {
            let (one, many) = Self.severityWords(severity)
            out += "<section id=\"findings-\(severity.rawValue)\" class=\"severity-group\" "
                + "aria-labelledby=\"findings-\(severity.rawValue)-title\">\n"
            out += "<h3 id=\"findings-\(severity.rawValue)-title\"><span class=\"icon \(severity.rawValue)\" aria-hidden=\"true\">"
                + "\(Self.icon(severity))</span> \(count(severity) == 1 ? one : many) (\(count(severity)))</h3>\n"
            out += "<ol class=\"findings\">\n"
            for (id, f) in findings where f.severity == severity {
                out += "<li>\n" + finding(f, id: id) + "</li>\n"
            }
            out += "</ol>\n</section>\n"
        }
        out += "</section>\n"
        return out
    }

    mutating func finding(_ f: Finding, id: String) -> String {
        let e = Markup.escape
        let (word, _) = Self.severityWords(f.severity)
        var out = "<article id=\"\(id)\" class=\"finding \(f.severity.rawValue)\" aria-labelledby=\"\(id)-title\">\n"
        out += "<h4 id=\"\(id)-title\"><span class=\"badge badge-\(f.severity.rawValue) small\"><span aria-hidden=\"true\">"
            + "\(Self.icon(f.severity))</span> \(word)</span> <code class=\"rule-id\">\(e(f.rule))</code> "
            + "<span class=\"location\">\(e(f.location.description))</span></h4>\n"
        out += "<p class=\"message\">\(e(f.message))</p>\n"
        out += excerpt(f.location)
        if !f.related.isEmpty {
            out += "<ul class=\"related\" aria-label=\"Related locations\">\n"
            for r in f.related {
                out += "<li><span class=\"location\">\(e(r.location.description))</span>: \(e(r.message))</li>\n"
            }
            out += "</ul>\n"
        }
        out += "</article>\n"
        return out
    }

    /// The finding's line and the lines around it, numbered, the column marked.
    mutating func excerpt(_ location: SourceLocation) -> String {
        guard let lines = files.lines(of: location.file), location.line >= 1, location.line <= lines.lineCount else {
            return "<p class=\"no-excerpt\">No excerpt: the file could not be read as text.</p>\n"
        }
        let first = max(1, location.line - AuditHTMLReporter.contextLines)
        let last = min(lines.lineCount, location.line + AuditHTMLReporter.contextLines)
        let width = String(last).count
        var out = "<pre class=\"excerpt\" aria-label=\"\(Markup.escape("\(location.file), lines \(first) to \(last)"))\"><code>"
        for n in first...last {
            let text = Self.cut(lines.text(ofLine: n) ?? "")
            let number = String(repeating: " ", count: width - String(n).count) + String(n)
            if n == location.line {
                out += "<span class=\"line hit\"><span class=\"ln\" aria-hidden=\"true\">\(number)</span>"
                    + AuditHTMLReporter.marking(text, column: location.column) + "</span>"
            } else {
                out += "<span class=\"line\"><span class=\"ln\" aria-hidden=\"true\">\(number)</span>"
                    + Markup.escape(text) + "</span>"
            }
        }
        // Lines are blocks: no newline between them, or the browser would show blank lines.
        out += "</code></pre>\n"
        return out
    }

    static func cut(_ line: String) -> String {
        line.count > AuditHTMLReporter.excerptLineLimit ? String(line.prefix(AuditHTMLReporter.excerptLineLimit)) + "…" : line
    }

    // MARK: Skipped

    func skipped() -> String {
        let e = Markup.escape
        var out = "<section id=\"skipped\" aria-labelledby=\"skipped-title\">\n<h2 id=\"skipped-title\">Skipped files</h2>\n"
        if let incomplete = report.incomplete { out += "<p class=\"incomplete\"><strong>\(e(incomplete))</strong></p>\n" }
        if !report.skipped.isEmpty {
            out += "<ul class=\"skipped\">\n"
            for s in report.skipped {
                out += "<li><code>\(e(s.file))</code>: \(e(s.reason))</li>\n"
            }
            out += "</ul>\n"
        }
        if !report.errors.isEmpty {
            out += "<h3>Errors in the input</h3>\n<pre class=\"input-errors\"><code>"
            out += report.errors.map { e($0.description) }.joined(separator: "\n\n")
            out += "</code></pre>\n"
        }
        out += "</section>\n"
        return out
    }
}

// MARK: - Source files

/// The text of the audited folder's files, read once each, indexed by line.
private struct SourceExcerpts {
    var root: URL?
    var cache: [String: LineIndex?] = [:]
    /// Larger files are not read for excerpts.
    static let sizeLimit = 4 << 20

    init(root: URL? = nil) { self.root = root }

    /// The file's lines (as the readers count them: ending at "\n", a "\r" before it dropped), or
    /// `nil` when it is outside the folder, too large, binary or not UTF-8.
    mutating func lines(of path: String) -> LineIndex? {
        if let cached = cache[path] { return cached }
        let index = read(path)
        cache[path] = index
        return index
    }

    private func read(_ path: String) -> LineIndex? {
        guard let root, !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { return nil }
        let url = root.appendingPathComponent(path)
        guard let data = try? Data(contentsOf: url), data.count <= Self.sizeLimit, !data.contains(0),
              String(data: data, encoding: .utf8) != nil else { return nil }
        return LineIndex([UInt8](data))
    }
}

extension LineIndex {
    /// The number of lines, not counting the empty one after a final line break.
    var lineCount: Int {
        let count = lineStarts.count
        return count > 1 && text(ofLine: count) == "" ? count - 1 : count
    }
}
