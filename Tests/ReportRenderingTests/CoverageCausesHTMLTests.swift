import Audit
import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import ReportRendering
import TestSupport

/// Issue 33 point 6: the app's card says what was not followed one line per cause.
@Suite("HTML report: coverage by cause")
struct CoverageCausesHTMLTests {
    /// Four screens pushed by a controller in no navigation controller, one instantiated by its
    /// identifier and handed to a router, one popover (Tests/Fixtures/CoverageByCause/README.md).
    static let fixture = AuditFixtures.packageRoot.appendingPathComponent("Tests/Fixtures/CoverageByCause")

    func render(_ report: AuditReport) throws -> (html: String, root: XMLTree) {
        let html = AuditHTMLReporter.render(report: report, root: Self.fixture)
        return (html, try parseXML(html))
    }

    func appCard(_ root: XMLTree) throws -> XMLTree {
        try #require(root.all(named: "article").first { $0.classes.contains("app") })
    }

    @Test func oneLinePerCauseWithItsCountAndTheFirstPlaces() throws {
        let report = AuditFixtures.audit(Self.fixture)
        let (_, root) = try render(report)
        let card = try appCard(root)
        let facts = Dictionary(uniqueKeysWithValues: zip(card.all(named: "dt").map(\.text), card.all(named: "dd").map(\.textContent)))
        #expect(facts["Coverage"] == "8 screens; 6 shown in ways the audit does not follow (predicted over every place the app could show them)")
        #expect(card.all(withClass: "note").map(\.textContent).contains("Not followed or not modelled, by cause:"))
        let lists = card.all(named: "ul").filter { $0.classes.contains("causes") }
        #expect(lists.count == 1)
        #expect(card.all(named: "details").isEmpty, "three causes: nothing folded")
        let lines = try #require(lists.first).all(named: "li")
        #expect(lines.map { $0.first(withClass: "cause-count")?.textContent } == ["4 screens", "1 screen", "1 screen"])
        #expect(lines.map { $0.first(withClass: "cause")?.textContent } == [
            "pushed by '…', whose navigation controller the audit could not follow",
            "instantiated in code by its storyboard identifier '…'; where the code shows it is not followed",
            "presented as a popover at …: on iPad a bubble that never decides, on an iPhone adapted to what the popover delegate chooses",
        ])
        // The first three places, by file and line, then how many more.
        let places = try #require(lines.first?.first(withClass: "places"))
        #expect(places.textContent == "WeatherViewController (Lighthouse/Harbor/WeatherViewController.swift:3), "
            + "VesselListViewController (Lighthouse/Harbor/WeatherViewController.swift:5), "
            + "CrewViewController (Lighthouse/Logs/LogbookViewController.swift:7) and 1 more")
        #expect(lines[1].first(withClass: "places")?.textContent == "WelcomeViewController (Lighthouse/Harbor/HarborViewController.swift:35)")
        #expect(!lines[1].textContent.contains("more"))
    }

    @Test func eachScreenLinksToItsCard() throws {
        let report = AuditFixtures.audit(Self.fixture)
        let (_, root) = try render(report)
        let links = try appCard(root).all(named: "ul").filter { $0.classes.contains("causes") }.flatMap { $0.all(named: "a") }
        #expect(links.count == 5, "three places of the first cause, one of each other")
        let cards = Dictionary(uniqueKeysWithValues: root.all(named: "article").compactMap { a in a["id"].map { ($0, a) } })
        for link in links {
            let href = try #require(link["href"])
            let card = try #require(cards[String(href.dropFirst())], "\(href) leads nowhere")
            #expect(card.classes.contains("screen"))
            #expect(card.all(named: "h3").first?.text == link.textContent)
            // Predicted over every place the app could show it: whichever of them holds it decides.
            #expect(card.textContent.contains("\(link.textContent), or what holds or presents it"), "\(link.textContent)'s card")
        }
    }

    /// Many causes: the first three are listed, the rest folded in a `<details>`; a screen with no
    /// card is named without a link; the platform assumed stays in the "Assumed" note.
    @Test func manyCausesAreFoldedAndThePlatformAssumedStaysANote() throws {
        var report = AuditFixtures.audit(Self.fixture)
        let screens = (1...6).flatMap { i in
            (0..<i).map { j in
                var s = Screen(app: report.apps[0].app.name, controller: ContextController(className: "Cause\(i)Screen\(j)", kind: .viewController),
                               location: SourceLocation(file: "App/Cause\(i).swift", line: j + 1, column: 1),
                               origin: .code(SourceLocation(file: "App/Router.swift", line: i * 10 + j, column: 1)))
                s.unknownContext = "shown by 'Router\(j)' for reason \(String(UnicodeScalar(UInt8(96 + i))))"
                return s
            }
        }
        var coverage = Coverage(screens: screens)
        coverage.notModelled.append(Coverage.Gap(kind: .platformAssumed, file: "Configs/Base.xcconfig",
                                                 what: "the platform of target 'Lighthouse' is taken for iOS"))
        report.apps[0].coverage = coverage
        let (html, root) = try render(report)
        let card = try appCard(root)
        let details = try #require(card.all(named: "details").first)
        #expect(details.classes.contains("causes"))
        #expect(details.all(named: "summary").first?.textContent == "3 more causes")
        let shown = card.children.filter { $0.name == "ul" && $0.classes.contains("causes") }
        #expect(shown.count == 1)
        let counts = { (list: XMLTree) in list.all(withClass: "cause-count").map(\.textContent) }
        #expect(counts(shown[0]) == ["6 screens", "5 screens", "4 screens"])
        #expect(counts(details) == ["3 screens", "2 screens", "1 screen"])
        #expect(shown[0].all(withClass: "cause").map(\.textContent).first == "shown by '…' for reason f")
        #expect(shown[0].all(withClass: "places").first?.textContent.hasSuffix(" and 3 more") == true)
        // No card for these screens: named, not linked.
        #expect(card.all(named: "ul").flatMap { $0.all(named: "a") }.isEmpty)
        // The assumption is told once, in its own note.
        #expect(card.all(withClass: "note").map(\.textContent).contains("Assumed:"))
        #expect(html.components(separatedBy: "the platform of target").count == 2)
    }

    @Test func noCauseNoList() throws {
        let report = AuditFixtures.tidepoolReport()
        #expect(report.apps[0].coverage.causes.isEmpty)
        let html = AuditHTMLReporter.render(report: report, root: AuditFixtures.tidepool)
        #expect(!html.contains("class=\"causes\""))
        #expect(!html.contains("by cause"))
    }

    @Test func deterministic() throws {
        let first = AuditHTMLReporter.render(report: AuditFixtures.audit(Self.fixture), root: Self.fixture)
        let second = AuditHTMLReporter.render(report: AuditFixtures.audit(Self.fixture), root: Self.fixture)
        #expect(first == second)
    }
}
