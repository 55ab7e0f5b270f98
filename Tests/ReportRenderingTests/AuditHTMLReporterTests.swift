import Audit
import Foundation
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing
@testable import ReportRendering
import Rendering
import TestSupport

@Suite("HTML report of an audit")
struct AuditHTMLReporterTests {
    func tidepool() throws -> (report: AuditReport, html: String, root: XMLTree) {
        let report = AuditFixtures.tidepoolReport()
        let html = AuditHTMLReporter.render(report: report, root: AuditFixtures.tidepool)
        // Written as well-formed XML (void elements closed), so that tests can parse it.
        return (report, html, try parseXML(html))
    }

    func cards(_ root: XMLTree) -> [XMLTree] {
        root.all(named: "article").filter { $0.classes.contains("screen") }
    }

    func findingArticles(_ root: XMLTree) -> [XMLTree] {
        root.all(named: "article").filter { $0.classes.contains("finding") }
    }

    @Test func theFixtureHasTheScreensTheTestsRelyOn() {
        let report = AuditFixtures.tidepoolReport()
        #expect(report.apps.count == 1)
        #expect(report.screens.map(\.screen.controller.className).sorted() == ["ChartViewController", "TidesViewController"])
        let chart = report.screens.first { $0.screen.controller.className == "ChartViewController" }
        #expect(chart?.prediction.light.readable == false, "darkContent on black: dark on dark, on every iOS version")
        #expect(chart?.prediction.hidden == nil, "hidden follows a stored property")
        let tides = report.screens.first { $0.screen.controller.className == "TidesViewController" }
        #expect(tides?.screen.navigation?.effectiveBarHidden == false)
    }

    @Test func onePageWithSummaryAndContents() throws {
        let (report, html, root) = try tidepool()
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(root.all(named: "main").count == 1)
        #expect(root.all(named: "h1").first?.textContent == "Status bar audit: AuditReportTidepool")
        // The counts at the top: apps, screens, unreadable screens, then each severity.
        let counts = root.first(withClass: "counts")?.all(named: "li").map { $0.textContent } ?? []
        #expect(counts == ["1 app", "2 screens", "✕ 1 unreadable screen", "✕ 1 error", "⚠ 2 warnings", "ℹ 1 info"])
        #expect(report.findings.count == 4)
        // Every link of the contents leads to an element of the page.
        let ids = Set(root.all.compactMap { $0["id"] })
        let links = try #require(root.all(named: "nav").first).all(named: "a").compactMap { $0["href"] }
        #expect(links.count >= 2 + report.screens.count + 3)
        for link in links {
            #expect(link.hasPrefix("#") && ids.contains(String(link.dropFirst())), "\(link) leads nowhere")
        }
        #expect(root.all(named: "section").compactMap { $0["id"] }
            == ["apps", "screens", "findings", "findings-error", "findings-warning", "findings-info"])
    }

    /// The summary names the device the apps are drawn on, and which app is drawn on another one (an
    /// app built for the iPad alone is predicted on an iPad); with one device, only that one.
    @Test func theSummaryNamesTheDeviceOfEachApp() throws {
        let report = AuditFixtures.tidepoolReport()
        func summary(_ report: AuditReport) throws -> String {
            let root = try parseXML(AuditHTMLReporter.render(report: report, root: AuditFixtures.tidepool))
            return try #require(root.first(withClass: "summary")).textContent
        }
        let phone = try #require(report.apps.first).app.device
        #expect(try summary(report) == "Predicted on \(phone.name) in portrait, light and dark appearance, without building the app.")
        var twoApps = report
        var tablet = try #require(report.apps.first)
        tablet.app.device = try #require(DeviceProfile.named(DeviceProfile.defaultPadID))
        twoApps.apps.append(tablet)
        let text = try summary(twoApps)
        #expect(text.hasPrefix("Predicted on \(phone.name) (\(tablet.app.device.name) for \(tablet.app.name), built for the iPad alone) in portrait"))
        #expect(tablet.app.device.name != phone.name)
    }

    @Test func everyScreenHasACardWithALightAndADarkDrawing() throws {
        let (report, _, root) = try tidepool()
        let cards = cards(root)
        #expect(cards.count == report.screens.count)
        #expect(report.screens.allSatisfy { !$0.sources.isEmpty })
        #expect(report.screens.contains { !$0.sourcedSteps.flatMap(\.sources).isEmpty })
        for (card, screen) in zip(cards, report.screens) {
            #expect(card.all(named: "h3").first?.text == screen.screen.controller.className)
            let svgs = card.all(named: "svg")
            #expect(svgs.count == 2)
            #expect(svgs.allSatisfy { $0["role"] == "img" && ($0["aria-label"]?.isEmpty == false) })
            let figures = card.all(named: "figure")
            #expect(figures.map { $0["class"] } == ["appearance-light", "appearance-dark"])
            // The drawn content is the predicted one in each appearance.
            let drawn = card.all(withClass: "status-bar").map { $0["data-content"] }
            #expect(drawn == [screen.prediction.light.content.rawValue, screen.prediction.dark.content.rawValue])
            let facts = Dictionary(uniqueKeysWithValues: zip(card.all(named: "dt").map(\.text), card.all(named: "dd").map {
                $0.textContent
            }))
            #expect(facts["Style decided by"] == "'\(screen.prediction.styleDecidedBy)'")
            #expect(facts["Hidden decided by"] == "'\(screen.prediction.hiddenDecidedBy)'")
            #expect(facts["Certainty"]?.hasPrefix(screen.prediction.certainty.name) == true)
            // One item per step of the engine's trace, and one per line of the app a step or the screen rests on.
            let located = screen.sources.count + screen.sourcedSteps.reduce(0) { $0 + $1.sources.count }
            #expect(card.all(named: "details").first?.all(named: "li").count == screen.prediction.explanation.count + located)
            let lines = card.all(withClass: "sources").flatMap { $0.all(named: "li") }.map(\.textContent)
            let expected = (screen.sources + screen.sourcedSteps.flatMap(\.sources)).map { "\($0.location) \($0.what)" }
            #expect(lines == expected)
        }
    }

    @Test func contextNamesTheNavigationBarAndThePresentation() throws {
        let (report, _, root) = try tidepool()
        func facts(_ name: String) throws -> [String: String] {
            let i = try #require(report.screens.firstIndex { $0.screen.controller.className == name })
            let card = cards(root)[i]
            return Dictionary(uniqueKeysWithValues: zip(card.all(named: "dt").map(\.text), card.all(named: "dd").map {
                $0.textContent
            }))
        }
        #expect(try facts("TidesViewController")["Shown in"]
            == "navigation controller 'UINavigationController' (bar visible, bar style black, tint #0B4F5C)")
        #expect(try facts("ChartViewController")["Shown in"]?.hasPrefix("presented fullScreen by 'TidesViewController'") == true)
        #expect(try facts("ChartViewController")["Hidden"] == "depends on run-time state (possible: shown, hidden)")
        // The visible navigation bar is drawn under the status bar, in its tint.
        let tides = cards(root)[report.screens.firstIndex { $0.screen.controller.className == "TidesViewController" }!]
        let bars = tides.all(withClass: "navigation-bar")
        #expect(bars.count == 2)
        #expect(bars.first?.first(withClass: "bar-background")?["fill"] == report.screens.first {
            $0.screen.controller.className == "TidesViewController"
        }?.prediction.light.background?.hex)
    }

    @Test func unreadableIsToldByWordAndIconNotColorAlone() throws {
        let (report, _, root) = try tidepool()
        for (card, screen) in zip(cards(root), report.screens) {
            let p = screen.prediction
            let unreadable = p.hidden != true && (p.light.readable == false || p.dark.readable == false)
            #expect(card.classes.contains("unreadable") == unreadable)
            let badges = card.all(withClass: "badge-unreadable")
            #expect(badges.isEmpty == !unreadable)
            for badge in badges {
                #expect(badge.textContent.contains("Unreadable"))
                #expect(badge.all(named: "span").first?["aria-hidden"] == "true")
            }
        }
        #expect(cards(root).contains { $0.classes.contains("unreadable") })
    }

    @Test func findingsAreGroupedBySeverityWithExcerptAndLocation() throws {
        let (report, _, root) = try tidepool()
        let articles = findingArticles(root)
        #expect(articles.count == report.findings.count)
        for severity in Severity.allCases {
            let group = root.all(named: "section").first { $0["id"] == "findings-\(severity.rawValue)" }
            #expect(group?.all(named: "article").count == report.findings.filter { $0.severity == severity }.count)
        }
        let swallowed = try #require(articles.first { $0.first(withClass: "rule-id")?.text == "preference-swallowed-by-navigation" })
        #expect(swallowed.first(withClass: "location")?.text == "Tidepool/TidesViewController.swift:8:18")
        #expect(swallowed.first(withClass: "message")?.text.hasPrefix("'TidesViewController' answers darkContent") == true)
        // The line and two lines either side, numbered; the column is marked.
        let lines = swallowed.all(withClass: "line")
        #expect(lines.map { $0.first(withClass: "ln")?.text } == [" 6", " 7", " 8", " 9", "10"])
        let hit = try #require(lines.first { $0.classes.contains("hit") })
        #expect(hit.textContent == " 8    override var preferredStatusBarStyle: UIStatusBarStyle {")
        #expect(hit.all(named: "mark").first?.text == "p")
        let related = swallowed.all(withClass: "related").first?.all(named: "li").map { $0.textContent }
        #expect(related == ["Tidepool/Base.lproj/Main.storyboard:14:17: the navigation controller scene, with no custom class"])
        // Errors come first.
        #expect(articles.first?.first(withClass: "rule-id")?.text == "unreadable-status-bar")
    }

    @Test func theLaunchAppearanceIsDrawnPerApp() throws {
        let (report, _, root) = try tidepool()
        let app = try #require(root.all(named: "article").first { $0.classes.contains("app") })
        #expect(app.all(named: "svg").count == 1)
        #expect(app.first(withClass: "status-bar")?["data-content"] == report.apps[0].app.launch.content.rawValue)
        #expect(app.all(named: "figcaption").first?.text.hasPrefix("Launch: darkContent, dark content") == true)
        let first = app.all(named: "a").first { $0["href"]?.hasPrefix("#screen-") == true }
        #expect(first?.textContent == "TidesViewController")
    }

    @Test func selfContainedWithoutScriptOrRequest() throws {
        let (_, html, root) = try tidepool()
        #expect(!html.lowercased().contains("<script"))
        #expect(root.all(named: "link").isEmpty && root.all(named: "img").isEmpty && root.all(named: "iframe").isEmpty)
        #expect(!html.contains("url(") && !html.contains("@import"))
        // The only URL is the SVG namespace.
        var rest = Substring(html)
        while let range = rest.range(of: "http://") ?? rest.range(of: "https://") {
            #expect(rest[range.lowerBound...].hasPrefix("http://www.w3.org/2000/svg\""))
            rest = rest[range.upperBound...]
        }
        let csp = root.all(named: "meta").first { $0["http-equiv"] == "Content-Security-Policy" }
        #expect(csp?["content"] == "default-src 'none'; style-src 'unsafe-inline'")
        let css = root.all(named: "style").first?.text ?? ""
        #expect(css.contains("@media (prefers-color-scheme: dark)"))
        #expect(css.contains("focus-visible"))
    }

    @Test func deterministic() throws {
        let (_, html, _) = try tidepool()
        var options = AuditOptions(root: AuditFixtures.tidepool)
        options.locatesExplanations = true
        let again = Auditor.run(options, rules: [])
        var report = again
        report.findings = AuditFixtures.tidepoolFindings.sorted()
        #expect(AuditHTMLReporter.render(report: report, root: AuditFixtures.tidepool) == html)
    }

    @Test func snapshotOfTheFixtureReport() throws {
        let (_, html, _) = try tidepool()
        Snapshots.assertMatches(html, URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/audit-report-tidepool.html"), "snapshot audit-report-tidepool.html")
    }

    // MARK: Hostile input

    @Test func hostileNamesMessagesAndSourcesAreEscaped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = "let a = 1\r\nif a < 2 && \"</code></pre><script>\" != \"\" {\r\n    print(\"é&\")\r\n}\r\n"
        try Data(source.utf8).write(to: folder.appendingPathComponent("App/Evil.swift"))

        var report = AuditFixtures.tidepoolReport()
        let hostile = "<script>alert(\"x\")</script>&amp;\u{1}'"
        report.screens[0].screen.controller.className = hostile
        report.apps[0].firstScreen = hostile
        report.findings = [
            Finding(rule: "rule\"><script>", severity: .warning, location: SourceLocation(file: "App/Evil.swift", line: 2, column: 6),
                    message: "'\(hostile)' </p><script>alert(1)</script>",
                    related: [RelatedLocation(SourceLocation(file: "<b>x</b>.swift", line: 1, column: 1), "<i>related</i>")],
                    subject: .controller(hostile)),
            Finding(rule: "past-the-end", severity: .info, location: SourceLocation(file: "App/Evil.swift", line: 3, column: 40),
                    message: "a column past the end of the line"),
            Finding(rule: "no-such-file", severity: .info, location: SourceLocation(file: "../../etc/passwd", line: 1, column: 1),
                    message: "outside the folder"),
        ]
        report.skipped = [SkippedFile(file: "<x>.storyboard", reason: "bad & <broken>")]
        let html = AuditHTMLReporter.render(report: report, root: folder)
        let root = try parseXML(html)
        #expect(!html.contains("<script"))
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;amp;\u{FFFD}&#39;"))
        #expect(cards(root).first?.all(named: "h3").first?.text == "<script>alert(\"x\")</script>&amp;\u{FFFD}'")
        let articles = findingArticles(root)
        #expect(articles.count == 3)
        let evil = try #require(articles.first)
        let hit = try #require(evil.all(withClass: "hit").first)
        // CRLF lines lose their "\r"; the mark falls on column 6 ("<").
        #expect(hit.textContent == "2if a < 2 && \"</code></pre><script>\" != \"\" {")
        #expect(hit.all(named: "mark").first?.text == "<")
        // Past the end: an empty place is marked at the end of the line.
        let end = try #require(articles.first { $0.first(withClass: "rule-id")?.text == "past-the-end" })
        #expect(end.all(withClass: "hit").first?.all(named: "mark").first?.text == " ")
        // A path leaving the folder is never read.
        let outside = try #require(articles.first { $0.first(withClass: "rule-id")?.text == "no-such-file" })
        #expect(outside.first(withClass: "excerpt") == nil)
        #expect(outside.first(withClass: "no-excerpt") != nil)
        #expect(root.first(withClass: "skipped")?.all(named: "li").first?.textContent == "<x>.storyboard: bad & <broken>")
    }

    @Test(arguments: [
        ("if a < b {", 6, "if a ", "<", " b {"),
        ("let é = 1", 6, "let ", "é", " = 1"),   // column 6 is inside "é" (bytes 5–6): the whole character
        ("x", 1, "", "x", ""),
        ("", 3, "", " ", ""),
    ])
    func markingAColumn(line: String, column: Int, before: String, marked: String, after: String) throws {
        let html = "<p>" + AuditHTMLReporter.marking(line, column: column) + "</p>"
        let node = try parseXML(html)
        #expect(node.all(named: "mark").first?.text == marked)
        #expect(node.text == before + after)
    }
}
