import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `statusbar render` and `statusbar simulate --format html`, run as the built binary.
@Suite(.serialized) struct RenderCLITests {
    /// True when `text` is well-formed XML (the SVG, and the filmstrip page, which is written as such).
    func isWellFormed(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    @Test func renderPrintsAnSVGOfTheScenario() throws {
        let r = try StatusBarBinary.run(["render", "Examples/scenarios/tab-bar-forwards-to-selected-tab.yml"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(r.stdout.contains("role=\"img\""))
        #expect(r.stdout.contains(">9:41</text>"))
        #expect(isWellFormed(r.stdout))
    }

    @Test func overridesReachTheDrawing() throws {
        let r = try StatusBarBinary.run(["render", "Examples/scenarios/landscape-hiding-iphone-se.json", "--time", "10:08",
                                         "--battery-level", "35", "--battery-state", "charging", "--cellular-bars", "1",
                                         "--wifi-bars", "0", "--data-network", "5g", "--operator", "Fjord & Co"])
        #expect(r.status == 0)
        #expect(r.stdout.contains(">10:08</text>"))
        #expect(r.stdout.contains(">5G</text>"))
        #expect(r.stdout.contains(">Fjord &amp; Co</text>"))
        #expect(r.stdout.contains("data-level=\"35\" data-state=\"charging\""))
        #expect(r.stdout.contains("class=\"battery-bolt\""))
        #expect(isWellFormed(r.stdout))
    }

    @Test(arguments: [
        (["--battery-level", "120"], "battery level 120 is out of range: use 0 to 100"),
        (["--cellular-bars", "5"], "cellular bars 5 is out of range: use 0 to 4"),
        (["--wifi-bars=-1"], "wifi bars -1 is out of range: use 0 to 3"),
        (["--data-network", "6g"], "--data-network"),
        (["--battery-state", "full"], "--battery-state"),
        (["--step", "9"], "step 9 is out of range: the scenario has steps 0 to 3"),
    ])
    func badOverridesExitTwo(extra: [String], message: String) throws {
        let r = try StatusBarBinary.run(["render", "Examples/scenarios/stale-after-state-change.yml"] + extra)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains(message))
    }

    @Test func renderAStepOfTheEvents() throws {
        // Step 2 (after launch and the first layout): the reader turned black but did not ask for an
        // update: dark content on black, unreadable.
        let stale = try StatusBarBinary.run(["render", "Examples/scenarios/stale-after-state-change.yml", "--step", "2"])
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("aria-label=\"iPhone 15 Pro status bar: dark content on #000000, decided by &#39;reader&#39;\""))
        let updated = try StatusBarBinary.run(["render", "Examples/scenarios/stale-after-state-change.yml", "--step", "3"])
        #expect(updated.status == 0)
        #expect(updated.stdout.contains("light content on #000000"))
    }

    @Test func anUnreadableBarExitsOne() throws {
        let r = try StatusBarBinary.run(["render", "Examples/scenarios/dark-mode-white-on-white.yml"])
        #expect(r.status == 1)
        #expect(isWellFormed(r.stdout))
    }

    @Test func outputWritesTheFile() throws {
        let dir = try StatusBarBinary.folder(with: [:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenario = StatusBarBinary.packageRoot.appendingPathComponent("Examples/scenarios/modal-player-full-screen.json").path
        let r = try StatusBarBinary.run(["render", scenario, "--output", "top.svg"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty)
        let written = String(decoding: try Data(contentsOf: dir.appendingPathComponent("top.svg")), as: UTF8.self)
        #expect(written.contains("iPhone X status bar: light content on #000000"))
        let page = try StatusBarBinary.run(["simulate", scenario, "--format", "html", "-o", "film.html"], in: dir)
        #expect(page.status == 0)
        #expect(page.stdout.isEmpty)
        let film = String(decoding: try Data(contentsOf: dir.appendingPathComponent("film.html")), as: UTF8.self)
        #expect(film.hasPrefix("<!DOCTYPE html>"))
        #expect(film.contains("<h1>modal-player-full-screen.json</h1>"))
        let bad = try StatusBarBinary.run(["render", scenario, "--output", "no/such/folder/top.svg"], in: dir)
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("no/such/folder/top.svg: error: cannot write the file"))
    }

    @Test func simulateHTMLIsTheFilmstrip() throws {
        let r = try StatusBarBinary.run(["simulate", "Examples/scenarios/stale-after-state-change.yml", "--format", "html"])
        #expect(r.status == 1)  // the stale step draws dark content on black
        #expect(r.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(r.stdout.components(separatedBy: "<section id=\"step-").count - 1 == 4)
        #expect(r.stdout.contains("<strong class=\"badge badge-stale\">"))
        #expect(r.stdout.contains("<h1>stale-after-state-change.yml</h1>"))
        #expect(!r.stdout.contains("<script"))
        #expect(isWellFormed(r.stdout))
    }
}
