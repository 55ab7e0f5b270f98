import Foundation
import ProjectReading
import ScenarioFormat
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// `statusbar explain PATH --screen NAME` on the example apps: every step's sources point at lines
/// that hold what the step names, and the scenario written for a place gives the audit's prediction.
@Suite("Explaining one screen")
struct ScreenExplanationTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")
    static let sampleApp = examples.appendingPathComponent("SampleApp")
    static let swiftUISample = examples.appendingPathComponent("SwiftUISample")
    static var present: Bool { FileManager.default.fileExists(atPath: sampleApp.appendingPathComponent("PLANTED.md").path) }

    /// The audit of a folder, its model, and every place of every screen explained (newest era, light).
    struct Explained {
        var root: URL
        var model: AuditModel
        var report: AuditReport
        var explainer: ScreenExplainer
        var places: [PlaceExplanation]
    }

    static func explain(_ root: URL, appearance: Appearance = .light) -> Explained {
        let options = AuditOptions(root: root)
        let model = Auditor.model(options)
        let report = Auditor.report(options, model: model, rules: RuleCatalog.all)
        let explainer = ScreenExplainer(model: model, report: report)
        let places = report.screens.compactMap { explainer.explain($0, appearance: appearance) }
        return Explained(root: root, model: model, report: report, explainer: explainer, places: places)
    }

    /// The text of a file's line (1-based).
    static func line(_ location: SourceModel.SourceLocation, in root: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(location.file).path) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.contains(location.line - 1) ? String(lines[location.line - 1]) : nil
    }

    /// Every source that names what its line holds is checked against the line's text.
    static func checkSources(_ e: Explained) -> (checked: Int, wrong: [String]) {
        var checked = 0
        var wrong: [String] = []
        for place in e.places {
            let all = place.context + place.steps.flatMap(\.sources)
            for source in all {
                guard let text = line(source.location, in: e.root) else {
                    wrong.append("\(place.screen.controller.className): \(source.location) is not a line of the app (\(source.what))")
                    continue
                }
                guard let names = source.names else { continue }
                checked += 1
                let alternatives = names.split(separator: "|").map { $0.lowercased() }
                if !alternatives.contains(where: { text.lowercased().contains($0) }) {
                    wrong.append("\(place.screen.controller.className): \(source.location) '\(text.trimmingCharacters(in: .whitespaces))' does not hold '\(names)' (\(source.what))")
                }
            }
        }
        return (checked, wrong)
    }

    @Test(.enabled(if: present)) func everySampleAppScreenExplainsWithSourcesOnTheRightLines() {
        let e = Self.explain(Self.sampleApp)
        #expect(e.places.count == e.report.screens.count)
        #expect(e.places.count > 10)
        let (checked, wrong) = Self.checkSources(e)
        #expect(wrong == [])
        #expect(checked > 3 * e.places.count)
        for place in e.places {
            let name = place.screen.controller.className
            // Where the screen is shown is always known: a storyboard scene or the call that shows it.
            #expect(!place.context.isEmpty, "\(name) has no source")
            #expect(!place.steps.isEmpty, "\(name) has no trace")
            for step in place.steps {
                // An override (or a SwiftUI modifier) that answered is always located.
                if step.step.rule == .r6, step.step.topic == .answers {
                    #expect(step.sources.contains { $0.what.hasSuffix("preferredStatusBarStyle") }, "\(name): \(step.step.text)")
                }
                if step.step.rule == .r7, step.step.topic == .answers {
                    #expect(step.sources.contains { $0.what.hasSuffix("prefersStatusBarHidden") }, "\(name): \(step.step.text)")
                }
            }
        }
    }

    @Test(.enabled(if: present)) func everySwiftUISampleScreenExplainsWithSourcesOnTheRightLines() {
        let e = Self.explain(Self.swiftUISample)
        #expect(e.places.count == e.report.screens.count)
        #expect(!e.places.isEmpty)
        #expect(Self.checkSources(e).wrong == [])
    }

    /// The planted screens of the checklist (PLANTED.md): the list's background comes from its
    /// storyboard scene and its style from its override; "ready to go" sets its background in code
    /// and is presented full screen by a line that sets the style first. Each lists its findings.
    @Test(.enabled(if: present)) func theChecklistScreensNameTheirBackgroundsAndOverrides() throws {
        let e = Self.explain(Self.sampleApp)
        let list = try #require(e.places.first { $0.screen.controller.className == "PackingListViewController" })
        let listSources = list.steps.flatMap(\.sources)
        let scene = try #require(listSources.first { $0.what == "the storyboard scene's root view has this background color" })
        #expect(scene.location.file == "Trailhead/Base.lproj/Main.storyboard")
        #expect(Self.line(scene.location, in: e.root)?.contains("key=\"backgroundColor\"") == true)
        let style = try #require(listSources.first { $0.names == "preferredStatusBarStyle" })
        #expect(style.location == SourceModel.SourceLocation(file: "Trailhead/Checklist/PackingListViewController.swift", line: 15, column: 18))
        // One defect, one rule: the default style on a fixed background is the whole cause.
        #expect(list.findings.map(\.rule).sorted() == ["default-style-on-fixed-background"])
        #expect(list.findings.allSatisfy { $0.subject == .controller("PackingListViewController") })

        let ready = try #require(e.places.first { $0.screen.controller.className == "ReadyToGoViewController" })
        let readySources = ready.steps.flatMap(\.sources)
        let background = try #require(readySources.first { $0.names == "backgroundColor" })
        #expect(background.location.file == "Trailhead/Checklist/PackingListViewController.swift")
        #expect(Self.line(background.location, in: e.root)?.contains("view.backgroundColor") == true)
        let presented = try #require(ready.steps.first { $0.step.rule == .r4 && $0.step.topic == .presents })
        #expect(presented.sources.map(\.names) == ["present|presentViewController", "modalPresentationStyle"])
        #expect(ready.findings.map(\.severity) == [.error])
    }

    /// The scenario written for a place, read back by the scenario reader and resolved by the engine,
    /// gives the audit's prediction: style, content, hidden, who decides, background and contrast.
    static func checkRoundTrip(_ e: Explained) throws -> Int {
        var compared = 0
        for (i, place) in e.places.enumerated() {
            let name = place.screen.controller.className
            guard let app = e.report.apps.first(where: { $0.app.name == place.screen.app })?.app else { continue }
            let text = try #require(ScenarioExport.yaml(place, locator: e.explainer.locator(for: app), path: "App", number: i + 1, of: e.places.count),
                                    "\(name): no scenario")
            let scenario: Scenario
            do { scenario = try ScenarioReader.read(text: text, file: "\(name).yml") } catch {
                Issue.record("\(name): the written scenario does not read: \(error)\n\(text)")
                continue
            }
            let p = place.prediction
            for appearance in [Appearance.light, .dark] {
                var engine = scenario.app
                // Before iOS 13 there is no dark appearance: the scenario stays light.
                if engine.platform.ios >= .iOS13 { engine.platform.appearance = appearance }
                let r = engine.resolve(explain: false)
                let want = p.perAppearance(appearance)
                #expect(r.statusBar.style == want.style, "\(name) \(appearance): style")
                if want.content != .adaptive { #expect(r.statusBar.content == want.content, "\(name) \(appearance): content") }
                if let hidden = p.hidden { #expect(r.statusBar.hidden == hidden, "\(name) \(appearance): hidden") }
                if let background = want.background {
                    #expect(r.backdrop?.color.hex == background.hex, "\(name) \(appearance): background")
                    // Colors are written as #RRGGBB(AA), the format's precision: a color the app writes with
                    // more (`Color(red: 0.13, …)`) moves by less than half a unit of 1/255, and its contrast
                    // by a few hundredths at most.
                    if let contrast = want.contrast, let got = r.contrast {
                        #expect(abs(got - contrast) <= 0.05, "\(name) \(appearance): contrast")
                    }
                }
                func plain(_ d: Decider) -> String {
                    guard case .controller(let id) = d else { return d.name }
                    return engine.controller(id)?.className ?? id.rawValue
                }
                if appearance == .light {
                    #expect(plain(r.statusBar.styleDecidedBy) == p.styleDecidedBy.name, "\(name): style decided by")
                    #expect(plain(r.statusBar.hiddenDecidedBy) == p.hiddenDecidedBy.name, "\(name): hidden decided by")
                }
            }
            compared += 1
        }
        return compared
    }

    @Test(.enabled(if: present)) func theSampleAppScenariosRoundTrip() throws {
        let e = Self.explain(Self.sampleApp)
        #expect(try Self.checkRoundTrip(e) == e.places.count)
    }

    /// With `--appearance dark` the scenario is written in dark appearance, and still round-trips.
    @Test(.enabled(if: present)) func theSampleAppScenariosRoundTripInDarkAppearance() throws {
        let e = Self.explain(Self.sampleApp, appearance: .dark)
        #expect(try Self.checkRoundTrip(e) == e.places.count)
        let place = try #require(e.places.first)
        let app = try #require(e.report.apps.first?.app)
        let text = try #require(ScenarioExport.yaml(place, locator: e.explainer.locator(for: app), path: "App", number: 1, of: 1))
        #expect(text.contains("\n  appearance: dark\n"))
    }

    @Test(.enabled(if: present)) func theSwiftUISampleScenariosRoundTrip() throws {
        let e = Self.explain(Self.swiftUISample)
        #expect(try Self.checkRoundTrip(e) == e.places.count)
    }

    /// The scenario names the lines it comes from in comments.
    @Test(.enabled(if: present)) func theScenarioCommentsNameTheSourceLines() throws {
        let e = Self.explain(Self.sampleApp)
        let place = try #require(e.places.first { $0.screen.controller.className == "PackingListViewController" })
        let app = try #require(e.report.apps.first?.app)
        let text = try #require(ScenarioExport.yaml(place, locator: e.explainer.locator(for: app), path: "Examples/SampleApp", number: 1, of: 1))
        #expect(text.contains("# preferredStatusBarStyle at Trailhead/Checklist/PackingListViewController.swift:15:18"))
        #expect(text.contains("# background: the storyboard scene's root view has this background color at Trailhead/Base.lproj/Main.storyboard:229:25"))
        #expect(text.hasPrefix("# The scenario the audit built for 'PackingListViewController'"))
    }

    @Test(.enabled(if: present)) func aNameThatMatchesNothingListsTheNearestScreens() {
        let options = AuditOptions(root: Self.sampleApp)
        let report = Auditor.run(options)
        let query = ScreenQuery(name: "PackingListControler")
        #expect(query.matches(in: report).isEmpty)
        let nearest = query.nearest(in: report, limit: 3)
        #expect(nearest.first == "PackingListViewController")
        let message = ExplanationText.noMatch("PackingListControler", app: nil, nearest: nearest)
        #expect(message.hasPrefix("error: no screen named 'PackingListControler'"))
        #expect(message.contains("the nearest: 'PackingListViewController'"))
        // A part of a name comes first with the names that contain it, whatever their length.
        #expect(ScreenQuery(name: "ReadyToGo").nearest(in: report, limit: 3).first == "ReadyToGoViewController")
        // A module-qualified name matches by its last part.
        #expect(!ScreenQuery(name: "Trailhead.PackingListViewController").matches(in: report).isEmpty)
    }

    /// A view type nested in another is asked for as its report names it, with the outer type
    /// (`PumpConfig.PumpSettingsView`), not only by its last part.
    @Test func aNestedViewTypeIsFoundByItsFullName() throws {
        let project = try TemporaryProject([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/PumpApp.swift": """
            import SwiftUI
            @main struct PumpApp: App {
                var body: some Scene { WindowGroup { PumpConfig.PumpSettingsView() } }
            }
            enum PumpConfig {
                struct PumpSettingsView: View {
                    var body: some View { Text("Pump") }
                }
            }
            """,
        ])
        defer { project.remove() }
        let report = Auditor.run(AuditOptions(root: project.root))
        let names = report.screens.map(\.screen.controller.className)
        #expect(names.contains("PumpConfig.PumpSettingsView"))
        #expect(ScreenQuery(name: "PumpConfig.PumpSettingsView").matches(in: report).count == 1)
    }

    /// A conditional screen lists every combination of its answers, and together they draw exactly
    /// the styles and hidden values the prediction lists.
    @Test(.enabled(if: present)) func possibilitiesCoverThePrediction() throws {
        for root in [Self.sampleApp, Self.swiftUISample] {
            let e = Self.explain(root)
            for place in e.places where !place.possibilities.isEmpty {
                let name = place.screen.controller.className
                let styles = Set(place.possibilities.flatMap { [$0.light.style, $0.dark.style] })
                #expect(styles == Set(place.prediction.possibleStyles), "\(name)")
                #expect(Set(place.possibilities.map(\.hidden)) == Set(place.prediction.possibleHidden), "\(name)")
                // The first is the prediction's own first combination.
                let first = try #require(place.possibilities.first)
                #expect(first.light == place.prediction.light && first.dark == place.prediction.dark, "\(name)")
            }
        }
        let e = Self.explain(Self.sampleApp)
        let detail = try #require(e.places.first { $0.screen.controller.className == "EntryDetailViewController" })
        #expect(detail.possibilities.map { $0.choices.map(\.value) } == [["darkContent"], ["lightContent"]])
        #expect(detail.possibilities.map(\.light.style) == [.darkContent, .lightContent])
        let second = try #require(detail.possibilities.last)
        let answered = try #require(second.steps.first { $0.step.text.hasSuffix("answers preferredStatusBarStyle lightContent") })
        #expect(answered.sources.map(\.location.description) == ["Trailhead/Theme/ThemeableViewController.swift:14:18"])
        let text = ExplanationText.render([detail], name: "EntryDetailViewController")
        #expect(text.contains("    2. 'EntryDetailViewController' preferredStatusBarStyle lightContent:\n"))
        #expect(text.contains("  trace of possibility 2, where it differs from possibility 1:\n"))
    }

    /// An answer the audit cannot read: the prediction says why, the step that takes UIKit's
    /// default in its place points at the override it could not read, and the written scenario says so.
    @Test func anUnreadableAnswerPointsAtItsOverride() throws {
        let project = try TemporaryProject([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": """
                import UIKit

                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?

                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        let window = UIWindow(windowScene: scene as! UIWindowScene)
                        window.rootViewController = FeedViewController()
                        self.window = window
                    }
                }
                """,
            "App/FeedViewController.swift": """
                import UIKit

                final class FeedViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle {
                        ThemeManager.shared.statusBarStyle()
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = .black
                    }
                }
                """,
        ])
        defer { project.remove() }
        let e = Self.explain(project.root)
        let place = try #require(e.places.first { $0.screen.controller.className == "FeedViewController" })
        let why = try #require(place.prediction.certainty.unknownReason, "the prediction should be unknown: \(place.prediction.certainty)")
        #expect(why.contains("ThemeManager.shared.statusBarStyle()"))
        let step = try #require(place.steps.first { $0.step.rule == .r6 })
        #expect(step.sources.map(\.location.description) == ["App/FeedViewController.swift:4:18"])
        #expect(step.note?.hasPrefix("the audit cannot read this answer") == true)
        #expect(Self.checkSources(e).wrong == [])
        let text = ExplanationText.render([place], name: "FeedViewController")
        #expect(text.contains("  prediction: unknown, because \(why)\n"))
        let app = try #require(e.report.apps.first?.app)
        let scenario = try #require(ScenarioExport.yaml(place, locator: e.explainer.locator(for: app), path: "App", number: 1, of: 1))
        #expect(scenario.contains("# preferredStatusBarStyle at App/FeedViewController.swift:4:18: the audit cannot read it"))
    }

    /// The dark trace is the engine's own explanation in dark appearance.
    @Test(.enabled(if: present)) func theDarkTraceSaysDark() throws {
        let e = Self.explain(Self.sampleApp, appearance: .dark)
        let place = try #require(e.places.first { $0.screen.controller.className == "PackingListViewController" })
        #expect(place.steps.contains { $0.step.text.contains("is dark: inherited from the system appearance") })
    }
}
