import Foundation
import TestSupport
import Testing
import StatusBarEngine
@testable import Rendering

@Suite("HTML filmstrip of a simulation")
struct FilmstripRendererTests {
    /// The photo app's run: launch, show and hide the bar, a stale change, the update, a full-screen viewer.
    func photoRun() throws -> (steps: [SimulationStep], app: App, html: String, root: XMLTree) {
        let app = try SampleApps.photos()
        let steps = try Simulation.run(app: app, events: SampleApps.photoEvents)
        let html = FilmstripRenderer.render(steps: steps, app: app, title: "photos.yml",
                                            description: "A library, a stale change & a viewer")
        // The page is written as well-formed XML (void elements closed), so tests can parse it.
        return (steps, app, html, try parseXML(html))
    }

    func sections(_ root: XMLTree) -> [XMLTree] { root.all(named: "section") }

    @Test func onePageWithSemanticStructure() throws {
        let (steps, _, html, root) = try photoRun()
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(root.name == "html")
        #expect(root.all(named: "main").count == 1)
        #expect(root.all(named: "h1").first?.text == "photos.yml")
        #expect(root.first(withClass: "description")?.text == "A library, a stale change & a viewer")
        #expect(sections(root).count == steps.count)
        #expect(root.all(named: "h2").count == steps.count)
        // Every step is reachable from the list of links (keyboard navigation).
        let links = root.all(named: "nav").first?.all(named: "a") ?? []
        #expect(links.map { $0["href"] } == (1...steps.count).map { "#step-\($0)" })
        #expect(sections(root).map { $0["id"] } == (1...steps.count).map { "step-\($0)" })
    }

    @Test func eachStepDrawsItsDeviceTopWithAltText() throws {
        let (steps, _, _, root) = try photoRun()
        for (section, step) in zip(sections(root), steps) {
            let figures = section.all(named: "figure")
            #expect(figures.count == (step.stale ? 2 : 1))
            let svg = try #require(figures.first?.all(named: "svg").first)
            #expect(svg["role"] == "img")
            let label = try #require(svg["aria-label"])
            #expect(figures.first?.all(named: "figcaption").first?.text.hasSuffix(label) == true)
            #expect(section.first(withClass: "status-bar")?["data-hidden"] == (step.drawn.hidden ? "true" : "false"))
            #expect(section.all(named: "h2").first?.text.contains(step.event.summary) == true)
        }
    }

    @Test func staleStepsAreMarkedByBadgeAndOutlineNotColorAlone() throws {
        let (steps, _, _, root) = try photoRun()
        let staleIndices = steps.indices.filter { steps[$0].stale }
        #expect(staleIndices == [4], "the answer changed without an update at step 5 (after launch and the first layout)")
        for (i, section) in sections(root).enumerated() {
            let badge = section.first(withClass: "badge-stale")
            #expect((badge != nil) == steps[i].stale)
            #expect(section.classes.contains("stale") == steps[i].stale)
            if steps[i].stale {
                #expect(badge?.text.contains("Stale") == true)
                // The second figure shows what an update would draw.
                let captions = section.all(named: "figcaption").map(\.text)
                #expect(captions.first?.hasPrefix("Drawn (stale): ") == true)
                #expect(captions.last?.hasPrefix("After an appearance update: ") == true)
                #expect(section.all(named: "dd").contains { $0.text.contains("call setNeedsStatusBarAppearanceUpdate()") })
            }
        }
        let css = root.all(named: "style").first?.text ?? ""
        #expect(css.contains(".step.stale { border: 3px dashed"))
        #expect(css.contains("prefers-color-scheme: dark"))
    }

    @Test func changesTransitionAndContrastAreShown() throws {
        let (steps, _, _, root) = try photoRun()
        let viewer = try #require(steps.firstIndex { if case .present = $0.event { true } else { false } })
        let section = sections(root)[viewer]
        let facts = Dictionary(uniqueKeysWithValues: zip(section.all(named: "dt").map(\.text), section.all(named: "dd").map(\.text)))
        #expect(facts["Transition"] == "fade")
        #expect(facts["Changed"]?.contains("hidden false → true") == true)
        #expect(facts["Contrast"]?.hasSuffix("(the bar is hidden)") == true)
        // The launch step is the launch screen (R2): its background is not modelled.
        let launch = Dictionary(uniqueKeysWithValues: zip(sections(root)[0].all(named: "dt").map(\.text),
                                                          sections(root)[0].all(named: "dd").map(\.text)))
        #expect(launch["Background"] == "unknown")
        #expect(launch["Launch screen"] != nil)
        // The first layout is where the root's view lies under the bar.
        let layout = Dictionary(uniqueKeysWithValues: zip(sections(root)[1].all(named: "dt").map(\.text),
                                                          sections(root)[1].all(named: "dd").map(\.text)))
        #expect(layout["Contrast"] == "18.82:1, readable (at least 3:1)")  // black on #F2F2F7
        #expect(layout["Background"] == "#F2F2F7, the view of 'library'")
    }

    @Test func theExplanationIsOnDemand() throws {
        let (steps, _, _, root) = try photoRun()
        for (section, step) in zip(sections(root), steps) {
            let details = try #require(section.all(named: "details").first)
            #expect(details.all(named: "summary").first?.text == "Why")
            let items = details.all(named: "li").map(\.text)
            #expect(items == step.trace.map(\.description))
            #expect(!items.isEmpty)
        }
    }

    @Test func unreadableStepsAreMarked() throws {
        let app = try SampleApps.single(device: "iphone-se-3", style: .lightContent, background: "#FFFFFF", id: "settings")
        let steps = try Simulation.run(app: app, events: [])
        let root = try parseXML(FilmstripRenderer.render(steps: steps, app: app, title: "white on white"))
        // Launch, then the first layout, where the controller's light content meets the white view.
        let section = try #require(sections(root).last)
        #expect(section.classes.contains("unreadable"))
        #expect(section.first(withClass: "badge-unreadable")?.text.contains("Unreadable") == true)
        #expect(section.all(named: "li").contains { item in
            item.classes.contains("error") && item.all(named: "code").first?.text == "unreadable-status-bar"
        })
        #expect(root.first(withClass: "summary")?.text.hasSuffix("2 steps, 1 unreadable") == true)
    }

    @Test func noScriptNoExternalRequest() throws {
        let (_, _, html, root) = try photoRun()
        #expect(root.all(named: "script").isEmpty)
        #expect(root.all(named: "link").isEmpty)
        #expect(root.all(named: "img").isEmpty)
        #expect(root.all.allSatisfy { node in !node.attributes.keys.contains { $0.hasPrefix("on") } })
        #expect(!html.contains("url("))
        #expect(!html.contains("@import"))
        // Links only to the page's own steps; the only address is the SVG namespace.
        #expect(root.all(named: "a").allSatisfy { $0["href"]?.hasPrefix("#step-") == true })
        #expect(html.components(separatedBy: "http://").count - 1 == root.all(named: "svg").count)
        #expect(html.contains("Content-Security-Policy\" content=\"default-src 'none'"))
    }

    @Test func hostileIdsAndTitlesAreEscaped() throws {
        let nav: ControllerID = "<nav class=\"x\">&"
        let top: ControllerID = "top'\"</section><script>"
        let app = try App(platform: SampleApps.platform("iphone-15-pro"), windows: [Window(id: "main", root: nav)],
                          controllers: [
                              Controller.navigation(nav, stack: top),
                              Controller.viewController(top, style: .lightContent, background: SampleApps.color("#000000"))
                                  .with { $0.className = "Evil<T>&Co" },
                          ])
        let steps = try Simulation.run(app: app, events: [.setNavigationBarHidden(navigation: nav, hidden: true)])
        let html = FilmstripRenderer.render(steps: steps, app: app, title: "<b>title</b> & \"quotes\"")
        let root = try parseXML(html)
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<b>"))
        #expect(root.all(named: "h1").first?.text == "<b>title</b> & \"quotes\"")
        #expect(sections(root).count == 3)
        #expect(sections(root)[2].all(named: "h2").first?.text.contains("hide the navigation bar of '<nav class=\"x\">&'") == true)
        #expect(root.all(named: "li").contains { $0.text.contains("Evil<T>&Co") })
    }

    @Test func rotationIsFollowed() throws {
        let app = try SampleApps.single(device: "ipad-10", style: .darkContent, background: "#FFFFFF")
        let steps = try Simulation.run(app: app, events: [.rotate(.landscapeLeft)])
        let root = try parseXML(FilmstripRenderer.render(steps: steps, app: app, title: "rotate"))
        let boxes = root.all(named: "svg").map { $0["viewBox"] }
        #expect(boxes == ["0 0 820 24", "0 0 820 24", "0 0 1180 24"])
    }

    @Test func deterministic() throws {
        let a = try photoRun().html
        let b = try photoRun().html
        #expect(a == b)
    }

    @Test func snapshotPhotoFilmstrip() throws {
        Snapshot.assert(try photoRun().html, named: "photos-filmstrip.html")
    }
}
