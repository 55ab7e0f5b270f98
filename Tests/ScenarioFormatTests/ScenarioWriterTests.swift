import Foundation
import ScenarioFormat
import SourceModel
import StatusBarEngine
import Testing

/// `ScenarioWriter` writes what the reader reads back as the same model: every example scenario,
/// written and read again, explains exactly as the original (status bar, background, contrast,
/// trace and diagnostics).
@Suite struct ScenarioWriterTests {
    @Test(arguments: Examples.names) func anExampleWrittenAndReadBackExplainsTheSame(_ name: String) throws {
        let original = try ScenarioReader.read(text: try Examples.text(name), file: name)
        let written = ScenarioWriter.yaml(original.app, description: original.description)
        let again = try ScenarioReader.read(text: written, file: "written.yml")
        #expect(again.explain().json.rendered() == original.explain().json.rendered(), "\(name) as written:\n\(written)")
    }

    @Test func commentsGoAboveWhatTheyAreAbout() throws {
        let feed = Controller(id: "feed", className: "FeedViewController")
        var nav = Controller(id: "nav", className: "UINavigationController",
                             content: .navigation(NavigationState(stack: NavigationStack(root: "feed"))))
        nav.preferredStatusBarStyle = .lightContent
        let app = try App(windows: [Window(id: "main", root: "nav")], controllers: [nav, feed])
        var comments = ScenarioWriter.Comments()
        comments.head = ["the head"]
        comments.controllers["nav"] = ["the navigation controller"]
        comments.fields["nav"] = ["preferredStatusBarStyle": ["at Feed.swift:3:5"], "barTintColor": ["nothing sets it"]]
        let text = ScenarioWriter.yaml(app, comments: comments)
        #expect(text.hasPrefix("# the head\n"))
        #expect(text.contains("""
              # the navigation controller
              # nothing sets it
              nav:
                kind: navigation
                class: "UINavigationController"
                # at Feed.swift:3:5
                preferredStatusBarStyle: lightContent
            """))
        #expect(text.contains("  feed:\n    class: \"FeedViewController\"\n"))
        // What is written reads back.
        let read = try ScenarioReader.read(text: text, file: "c.yml")
        #expect(read.app.controller("nav")?.preferredStatusBarStyle == .lightContent)
    }

    @Test func namesThatAreNotPlainAreQuoted() {
        #expect(ScenarioWriter.key("FeedViewController") == "FeedViewController")
        #expect(ScenarioWriter.key("Feed#2") == "\"Feed#2\"")
        #expect(ScenarioWriter.key("null") == "\"null\"")
        #expect(ScenarioWriter.key("Module.Feed") == "Module.Feed")
    }
}
