import Foundation
import TestSupport
import Testing

/// `statusbar explain PATH --screen NAME`, run as a user runs it: the built binary on the sample app.
@Suite(.serialized) struct ExplainScreenCLITests {
    static var present: Bool {
        FileManager.default.fileExists(atPath: StatusBarBinary.packageRoot.appendingPathComponent("Examples/SampleApp/PLANTED.md").path)
    }

    @Test(.enabled(if: present)) func explainsAScreenWithItsSourceLines() throws {
        let r = try StatusBarBinary.run(["explain", "Examples/SampleApp", "--screen", "PackingListViewController"])
        // Warnings only on this screen: exit 0.
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("'PackingListViewController' (app 'Trailhead'): shown in 1 place\n"))
        #expect(r.stdout.contains("at Trailhead/Checklist/PackingListViewController.swift:15:18: overrides preferredStatusBarStyle"))
        #expect(r.stdout.contains("prediction: certain"))
        #expect(r.stdout.contains("[default-style-on-fixed-background]"))
        #expect(r.stderr.isEmpty)
    }

    @Test(.enabled(if: present)) func anErrorFindingOnTheScreenExitsOne() throws {
        let r = try StatusBarBinary.run(["explain", "Examples/SampleApp", "--screen", "ReadyToGoViewController"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("at Trailhead/Checklist/PackingListViewController.swift:59:15: sets modalPresentationStyle to '.fullScreen' before presenting"))
        #expect(r.stdout.contains("error: 'ReadyToGoViewController' shows light content on #F7F3E8"))
    }

    @Test(.enabled(if: present)) func explainsAScreenAsJSON() throws {
        let r = try StatusBarBinary.run(["explain", "Examples/SampleApp", "--screen", "PackingListViewController", "--format", "json"])
        #expect(r.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["shownIn"] as? Int == 1)
        let places = try #require(object["places"] as? [[String: Any]])
        let place = try #require(places.first)
        #expect(place["class"] as? String == "PackingListViewController")
        #expect(place["place"] as? Int == 1)
        #expect(place["certainty"] as? String == "certain")
        let trace = try #require(place["trace"] as? [[String: Any]])
        let located = trace.flatMap { ($0["sources"] as? [[String: Any]]) ?? [] }
        #expect(located.contains { $0["file"] as? String == "Trailhead/Checklist/PackingListViewController.swift" && $0["line"] as? Int == 15 })
        let findings = try #require(place["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["rule"] as? String == "default-style-on-fixed-background" })
    }

    @Test(.enabled(if: present)) func aNameThatMatchesNothingListsTheNearestAndExitsTwo() throws {
        let r = try StatusBarBinary.run(["explain", "Examples/SampleApp", "--screen", "PackingListControler"])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.hasPrefix("error: no screen named 'PackingListControler'"))
        #expect(r.stderr.contains("the nearest: 'PackingListViewController'"))
        let app = try StatusBarBinary.run(["explain", "Examples/SampleApp", "--screen", "PackingListViewController", "--app", "Trail"])
        #expect(app.status == 2)
        #expect(app.stderr.contains("--app 'Trail' is not an app of 'Examples/SampleApp': its app is 'Trailhead'"))
    }

    @Test func aFolderWithoutAScreenIsAUsageError() throws {
        let r = try StatusBarBinary.run(["explain", "Examples/SampleApp"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("is a folder: name the screen to explain with --screen NAME"))
        let file = try StatusBarBinary.run(["explain", "Examples/scenarios/navigation-swallows-child-style.yml", "--app", "Trailhead"])
        #expect(file.status == 2)
        #expect(file.stderr.contains("--app needs --screen NAME"))
    }

    /// The scenario written for a screen runs with `explain`, `simulate` and `render`, and `explain`
    /// of it gives the audit's prediction.
    @Test(.enabled(if: present)) func theWrittenScenarioRoundTrips() throws {
        let dir = try StatusBarBinary.folder(with: [:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("packing.yml").path
        let r = try StatusBarBinary.run(["explain", "Examples/SampleApp", "--screen", "PackingListViewController", "--scenario", file,
                                         "--format", "json"])
        #expect(r.status == 0)
        let audit = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let place = try #require((audit["places"] as? [[String: Any]])?.first)
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written.contains("# preferredStatusBarStyle at Trailhead/Checklist/PackingListViewController.swift:15:18"))

        let explained = try StatusBarBinary.run(["explain", file, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(explained.stdout.utf8)) as? [String: Any])
        let statusBar = try #require(object["statusBar"] as? [String: Any])
        #expect(statusBar["style"] as? String == (place["style"] as? [String: Any])?["light"] as? String)
        #expect(statusBar["content"] as? String == (place["content"] as? [String: Any])?["light"] as? String)
        #expect(statusBar["hidden"] as? Bool == place["hidden"] as? Bool)
        #expect(object["background"] as? String == (place["background"] as? [String: Any])?["light"] as? String)
        #expect(object["contrast"] as? Double == (place["contrast"] as? [String: Any])?["light"] as? Double)
        #expect(object["contrast"] as? Double == 18.94)

        let simulated = try StatusBarBinary.run(["simulate", file])
        #expect(simulated.stderr.isEmpty)
        #expect(simulated.status != 2)
        let rendered = try StatusBarBinary.run(["render", file])
        #expect(rendered.stdout.contains("<svg") && rendered.stdout.contains("data-content=\"dark\""))
    }

    /// The photo viewer is presented by two screens (PLANTED.md): two places, and a scenario needs one.
    @Test(.enabled(if: present)) func aScreenInSeveralPlacesNeedsAPlaceForItsScenario() throws {
        let r = try StatusBarBinary.run(["explain", "Examples/SampleApp", "--screen", "PhotoViewerViewController", "--scenario", "/dev/null"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("'PhotoViewerViewController' is shown in 2 places: choose the one to write with --place 1…2"))
        let second = try StatusBarBinary.run(["explain", "Examples/SampleApp", "--screen", "PhotoViewerViewController", "--place", "2"])
        #expect(second.status == 0)
        #expect(second.stdout.hasPrefix("'PhotoViewerViewController' (app 'Trailhead'): shown in 2 places\n\nplace 2 of 2: "))
        #expect(!second.stdout.contains("place 1 of 2"))
        let all = try StatusBarBinary.run(["explain", "Examples/SampleApp", "--screen", "PhotoViewerViewController"])
        #expect(all.stdout.contains("place 1 of 2: ") && all.stdout.contains("place 2 of 2: "))
    }

    @Test(.enabled(if: present)) func anOlderEraAndTheDarkTrace() throws {
        let r = try StatusBarBinary.run(["explain", "Examples/SampleApp", "--screen", "PackingListViewController", "--era", "13-16",
                                         "--appearance", "dark"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("  on iOS 15–16 (era 13-16)\n"))
        #expect(r.stdout.contains("    dark: default → light content on #F7F3E8 (the view of 'PackingListViewController'), contrast 1.11:1, unreadable (below 3:1)\n"))
        // The theme switch gives the window each style at run time: a possibility each on iOS 15–16.
        #expect(r.stdout.contains("    3. the window's overrideUserInterfaceStyle .dark:\n"))
        #expect(r.stdout.contains("  trace (dark appearance, possibility 1):\n"))
        #expect(r.stdout.contains("is dark: inherited from the system appearance (R9)"))
        // The app supports iOS 15 and later: no era before 13.
        let older = try StatusBarBinary.run(["explain", "Examples/SampleApp", "--screen", "PackingListViewController", "--era", "<13"])
        #expect(older.status == 2)
        #expect(older.stderr.contains("app 'Trailhead' is predicted for eras 13-16, 17+ only"))
    }

    @Test func aFolderWithoutAnAppExitsThree() throws {
        let folder = try StatusBarBinary.folder(with: ["README.md": "nothing here\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try StatusBarBinary.run(["explain", folder.path, "--screen", "FeedViewController"])
        #expect(r.status == 3)
        #expect(r.stderr.contains("no iOS app"))
    }

    /// README's tour shows real output: every line of its example, but the elided ones, is a line
    /// the command prints (a line ending with "…" is the start of one).
    @Test(.enabled(if: present)) func theReadmeExampleIsRealOutput() throws {
        let readme = try String(contentsOf: StatusBarBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let command = "statusbar explain Examples/SampleApp --screen ReadyToGoViewController"
        let after = try #require(readme.range(of: command + "\n```\n```\n"))
        let block = readme[after.upperBound...].prefix { _ in true }
        let end = try #require(block.range(of: "\n```"))
        let shown = block[..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let r = try StatusBarBinary.run(["explain", "Examples/SampleApp", "--screen", "ReadyToGoViewController"])
        let printed = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(shown.count > 10)
        for line in shown where line.trimmingCharacters(in: .whitespaces) != "…" {
            if line.hasSuffix("…") || line.contains("; … [") {
                let head = String(line.prefix { $0 != "…" })
                #expect(printed.contains { $0.hasPrefix(head) }, "README: \(line)")
            } else {
                #expect(printed.contains(line), "README: \(line)")
            }
        }
    }
}
