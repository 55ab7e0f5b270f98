@testable import Audit
import Foundation
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing

/// Issue 33 point 6: an app's coverage grouped by cause (`coverage.causes`).
@Suite("Coverage grouped by cause")
struct CoverageCauseTests {
    /// Every form of `because` the screen graph writes for a screen whose context is not known
    /// (grep `unknownContext =`, `unknown =`, `unknown ??` and `.unknown(` in Sources/Audit/Model and
    /// Auditor.swift), with the cause it is grouped under.
    @Test(arguments: [
        // ScreenSources.showClass and showLoadedChain: a push or show whose navigation controller is not known.
        ("pushed by 'SettingsCoordinator', whose navigation controller the audit could not follow",
         "pushed by '…', whose navigation controller the audit could not follow"),
        ("shown by 'ProfileViewController', whose navigation controller the audit could not follow",
         "shown by '…', whose navigation controller the audit could not follow"),
        // ScreenBuilder.reach(ofTop:) and ScreenBuilder.Context.unfollowed, then ScreenSources: a scene the code loads.
        ("the initial controller of 'Main.storyboard', which the code loads; where the code shows it is not followed",
         "the initial controller of '…', which the code loads; where the code shows it is not followed"),
        ("instantiated in code by its storyboard identifier 'Player'; where the code shows it is not followed",
         "instantiated in code by its storyboard identifier '…'; where the code shows it is not followed"),
        ("reached through a storyboard reference the audit could not follow; where the code shows it is not followed",
         "reached through a storyboard reference the audit could not follow; where the code shows it is not followed"),
        ("reached through a chain of storyboard segues the audit could not follow; where the code shows it is not followed",
         "reached through a chain of storyboard segues the audit could not follow; where the code shows it is not followed"),
        // ScreenBuilder.context(of:): segues.
        ("shown by a custom segue ('FadeSegue') at App/Base.lproj/Main.storyboard:40:9, whose class decides how it is shown",
         "shown by a custom segue ('…') at …, whose class decides how it is shown"),
        ("shown by a custom segue at App/Base.lproj/Main.storyboard:40:9, whose class decides how it is shown",
         "shown by a custom segue at …, whose class decides how it is shown"),
        ("presented by a segue of class 'CardSegue' at App/Base.lproj/Cards.storyboard:112:13, which may set how it is presented",
         "presented by a segue of class '…' at …, which may set how it is presented"),
        // ScreenSources.showClass: a transitioning delegate; factoryUnknown: a factory's container.
        ("presented with the transitioning delegate 'self.cardTransition' set at App/Cards/CardsViewController.swift:31:9, "
            + "whose code may set how it is presented",
         "presented with the transitioning delegate '…' set at …, whose code may set how it is presented"),
        ("presented in the 'ThemedNavigationController' that 'makeNavigation' makes, which may set how it is presented",
         "presented in the '…' that '…' makes, which may set how it is presented"),
        ("presented in the 'ThemedNavigationController' that 'a factory' makes, which may set how it is presented",
         "presented in the '…' that '…' makes, which may set how it is presented"),
        // ScreenBuilder.wrapping: a factory's container not known.
        ("wrapped by a 'map' transform the audit does not read, so its container is not known",
         "wrapped by a '…' transform the audit does not read, so its container is not known"),
        ("wrapped by 'Router.wrap', a factory the audit could not find, so its container is not known",
         "wrapped by '…', a factory the audit could not find, so its container is not known"),
        ("wrapped by 'Router.wrap' (App/Routing/Router.swift:10:5), whose returns are not one container made around the "
            + "controller, so its container is not known",
         "wrapped by '…' (…), whose returns are not one container made around the controller, so its container is not known"),
        ("wrapped by 'wrap', whose container the audit could not tell (SideMenuController, UINavigationController)",
         "wrapped by '…', whose container the audit could not tell (…)"),
        ("wrapped by 'wrap', whose container the audit could not tell (PanelController)",
         "wrapped by '…', whose container the audit could not tell (…)"),
        // AnswerBuilder.navigationBarWhileOnTop (through Auditor) and its SwiftUI twin: the bar's visibility.
        ("'FeedViewController' sets its navigation controller's bar hidden to 'viewModel.isFullScreen' at App/Feed/FeedViewController.swift:30:9",
         "'…' sets its navigation controller's bar hidden to '…' at …"),
        ("'SettingsView' sets its navigation bar's visibility to 'hidesBar' at App/Settings/SettingsView.swift:14:14",
         "'…' sets its navigation bar's visibility to '…' at …"),
        // SwiftUIScreens: hosting controllers and links.
        ("a hosting controller pushed by 'AccountCoordinator' at App/Account/AccountCoordinator.swift:52:13, whose navigation "
            + "controller the audit could not follow",
         "a hosting controller pushed by '…' at …, whose navigation controller the audit could not follow"),
        ("a hosting controller created at App/Emoji/EmojiPicker.swift:88:24 and shown in a way the audit does not follow",
         "a hosting controller created at … and shown in a way the audit does not follow"),
        ("pushed by 'InboxView' at App/Inbox/InboxView.swift:21:17, which the audit does not see in a NavigationStack",
         "pushed by '…' at …, which the audit does not see in a NavigationStack"),
        // Paths with spaces and digits, and a name with an apostrophe inside.
        ("a hosting controller created at My App/Views 2/Picker.swift:8:24 and shown in a way the audit does not follow",
         "a hosting controller created at … and shown in a way the audit does not follow"),
        ("pushed by 'O'Brien', whose navigation controller the audit could not follow",
         "pushed by '…', whose navigation controller the audit could not follow"),
        // A number that is not part of a name or a place.
        ("shown by one of 3 routers, whose navigation controller the audit could not follow",
         "shown by one of N routers, whose navigation controller the audit could not follow"),
    ])
    func causeTakesOutNamesPlacesAndNumbers(because: String, cause: String) {
        #expect(Coverage.causeText(of: because) == cause)
    }

    /// The popover reason as the screen graph writes it (ScreenBuilder.popoverReason).
    @Test func thePopoverReasonLosesItsPlace() {
        let at = { (file: String, line: Int) in ScreenBuilder.popoverReason(SourceLocation(file: file, line: line, column: 9)) }
        let cause = Coverage.causeText(of: at("App/Harbor/HarborViewController.swift", 25))
        #expect(cause == "presented as a popover at …: on iPad a bubble that never decides, on an iPhone adapted to what "
            + "the popover delegate chooses")
        #expect(Coverage.causeText(of: at("Other Folder/Picker.m", 1_204)) == cause)
    }

    /// Text the normalization must leave alone: prose in parentheses, a colon that is not a place, a word with digits.
    @Test(arguments: [
        "presented (the first time) over the root: iOS17 decides",
        "shown at launch: see below",
        "pushed by code at 'x', nowhere",
    ])
    func proseIsLeftAlone(_ text: String) {
        #expect(Coverage.causeText(of: text) == text.replacingOccurrences(of: "'x'", with: "'…'"))
    }

    static func screen(_ cls: String, _ file: String, _ line: Int, because: String?, app: String = "Harbor") -> Screen {
        var s = Screen(app: app, controller: ContextController(className: cls, kind: .viewController),
                       location: SourceLocation(file: file, line: line, column: 7),
                       origin: .code(SourceLocation(file: "App/Router.swift", line: line, column: 9)))
        s.unknownContext = because
        return s
    }

    static let pushed = "whose navigation controller the audit could not follow"
    static let screens: [Screen] = [
        screen("TideViewController", "App/Logs/Tide.swift", 3, because: "pushed by 'HarborViewController', \(pushed)"),
        screen("CrewViewController", "App/Crew.swift", 9, because: "pushed by 'ShipCoordinator', \(pushed)"),
        screen("HarborViewController", "App/Harbor.swift", 4, because: nil),
        screen("WelcomeViewController", "App/Welcome.swift", 2,
               because: "instantiated in code by its storyboard identifier 'Welcome'; where the code shows it is not followed"),
        screen("MastViewController", "App/Crew.swift", 30, because: "pushed by 'HarborViewController', \(pushed)"),
        screen("AnchorViewController", "App/Anchor.swift", 1,
               because: "instantiated in code by its storyboard identifier 'Anchor'; where the code shows it is not followed"),
        screen("ChartPicker", "App/Charts.swift", 5,
               because: ScreenBuilder.popoverReason(SourceLocation(file: "App/Harbor.swift", line: 25, column: 9))),
    ]

    @Test func screensGroupByCauseMostFirstWithTheirPlacesSorted() throws {
        let causes = Coverage(screens: Self.screens).causes
        #expect(causes.map(\.text) == [
            "pushed by '…', \(Self.pushed)",
            "instantiated in code by its storyboard identifier '…'; where the code shows it is not followed",
            "presented as a popover at …: on iPad a bubble that never decides, on an iPhone adapted to what the popover delegate chooses",
        ])
        #expect(causes.map(\.count) == [3, 2, 1])
        #expect(causes.allSatisfy { $0.kind == .screenNotFollowed })
        // Places by file, then line: not by class, nor in the order the screens came.
        let pushed = causes[0].places
        #expect(pushed.map(\.file) == ["App/Crew.swift", "App/Crew.swift", "App/Logs/Tide.swift"])
        #expect(pushed.map(\.line) == [9, 30, 3])
        #expect(pushed.map { $0.screen?.className } == ["CrewViewController", "MastViewController", "TideViewController"])
        // Each place keeps what finds its screen: how it is shown and its own reason.
        #expect(pushed[0].screen?.because == "pushed by 'ShipCoordinator', \(Self.pushed)")
        #expect(pushed[0].screen?.origin == .code(SourceLocation(file: "App/Router.swift", line: 9, column: 9)))
        // The screen whose context is known is in no cause.
        #expect(!causes.flatMap(\.places).contains { $0.screen?.className == "HarborViewController" })
    }

    @Test func theOrderIsTheSameWhateverTheOrderOfTheScreens() {
        let expected = Coverage(screens: Self.screens).causes
        #expect(Coverage(screens: Self.screens.reversed()).causes == expected)
        var generator = SeededGenerator(seed: 33)
        for _ in 0..<20 {
            #expect(Coverage(screens: Self.screens.shuffled(using: &generator)).causes == expected)
        }
    }

    @Test func equalCountsAreOrderedByTheCauseText() {
        let screens = [
            Self.screen("B", "App/B.swift", 1, because: "shown by 'X', \(Self.pushed)"),
            Self.screen("A", "App/A.swift", 1, because: "pushed by 'Y', \(Self.pushed)"),
            Self.screen("C", "App/C.swift", 1, because: "a hosting controller created at App/C.swift:1:1 and shown in a way the audit does not follow"),
        ]
        #expect(Coverage(screens: screens).causes.map(\.text) == [
            "a hosting controller created at … and shown in a way the audit does not follow",
            "pushed by '…', \(Self.pushed)",
            "shown by '…', \(Self.pushed)",
        ])
    }

    @Test func otherGapsAreCausesByKindWithEveryFile() throws {
        let swiftUI = [
            Coverage.Gap(kind: .swiftUIViewNotFollowed, file: "App/Feed.swift", line: 40,
                         what: "a sheet at App/Feed.swift:40:12 shows 'ForEach(items)': the views are made by a 'ForEach', which the reader does not follow; it is not modelled"),
            Coverage.Gap(kind: .swiftUIViewNotFollowed, file: "App/Feed.swift", line: 12,
                         what: "a navigation link at App/Feed.swift:12:8 shows inline content, not a view type: it is not modelled as a screen"),
        ]
        let coverage = Coverage(screens: [Self.screens[0]], missingSubmodules: ["Vendor/Kit"],
                                sourcesInNoTarget: ["Old/A.swift", "Old/B.swift", "Old/C.swift"], modelGaps: swiftUI)
        let causes = coverage.causes
        #expect(causes.map(\.kind) == [.sourcesInNoTarget, .swiftUIViewNotFollowed, .submoduleNotCheckedOut, .screenNotFollowed])
        #expect(causes.map(\.count) == [3, 2, 1, 1])
        // One gap stands for the three files no target compiles: each is a place.
        #expect(causes[0].places.map(\.file) == ["Old/A.swift", "Old/B.swift", "Old/C.swift"])
        #expect(causes[0].places.allSatisfy { $0.line == nil && $0.screen == nil })
        #expect(coverage.notModelled.filter { $0.kind == .sourcesInNoTarget }.count == 1, "notModelled is unchanged: one entry")
        // Two SwiftUI places with different reasons: one cause, its places by line.
        #expect(causes[1].text == Coverage.kindText(.swiftUIViewNotFollowed))
        #expect(causes[1].places.map(\.line) == [12, 40])
        #expect(causes[2].places.map(\.file) == ["Vendor/Kit"])
    }

    /// A SwiftUI place met again from another place of its view (a modifier's sheet reached from
    /// two views) is one gap, counted once.
    @Test func theSameGapTwiceIsOneGap() throws {
        let gap = Coverage.Gap(kind: .swiftUIViewNotFollowed, file: "App/Cover.swift", line: 38,
                               what: "'.fullScreenCover' at App/Cover.swift:38:14 shows '{ item in content(item) }': it is not modelled")
        let coverage = Coverage(modelGaps: [gap, gap])
        #expect(coverage.notModelled == [gap])
        #expect(coverage.causes.map(\.count) == [1])
    }

    @Test func sourcesOnlyAnotherPlatformCompilesAreOneCauseWithEveryFile() throws {
        let coverage = Coverage(sourcesOfOtherPlatforms: ["Watch/Complication.swift", "Watch/Root.swift"])
        #expect(coverage.notModelled.map(\.kind) == [.sourcesOfOtherPlatforms])
        #expect(coverage.notModelled.first?.what.hasPrefix("2 source files that only targets for another platform") == true)
        let causes = coverage.causes
        #expect(causes.map(\.kind) == [.sourcesOfOtherPlatforms])
        #expect(causes.first?.places.map(\.file) == ["Watch/Complication.swift", "Watch/Root.swift"])
        #expect(causes.first?.text == Coverage.kindText(.sourcesOfOtherPlatforms))
    }

    @Test func sourcesOnlyAppExtensionsCompileAreOneCause() throws {
        let coverage = Coverage(sourcesOfAppExtensions: ["Share/ShareView.swift"])
        #expect(coverage.notModelled.map(\.kind) == [.sourcesOfAppExtensions])
        #expect(coverage.notModelled.first?.what.hasPrefix("1 source file that only app extensions") == true)
        #expect(coverage.causes.first?.places.map(\.file) == ["Share/ShareView.swift"])
        #expect(coverage.causes.first?.text == Coverage.kindText(.sourcesOfAppExtensions))
    }

    /// The fixture: four screens pushed by a controller in no navigation controller, one instantiated
    /// by identifier and handed to a router, one popover, one known screen presented full screen.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/CoverageByCause")

    @Test func theAuditGroupsTheFixturesUnknownScreens() throws {
        let report = Auditor.run(AuditOptions(root: Self.fixture), rules: [])
        let app = try #require(report.apps.first)
        let causes = app.coverage.causes
        #expect(causes.map(\.text) == [
            "pushed by '…', \(Self.pushed)",
            "instantiated in code by its storyboard identifier '…'; where the code shows it is not followed",
            "presented as a popover at …: on iPad a bubble that never decides, on an iPhone adapted to what the popover delegate chooses",
        ])
        #expect(causes.map(\.count) == [4, 1, 1])
        #expect(causes[0].places.map { "\($0.screen?.className ?? "-") \($0.file):\($0.line ?? 0)" } == [
            "WeatherViewController Lighthouse/Harbor/WeatherViewController.swift:3",
            "VesselListViewController Lighthouse/Harbor/WeatherViewController.swift:5",
            "CrewViewController Lighthouse/Logs/LogbookViewController.swift:7",
            "TideTableViewController Lighthouse/Logs/TideTableViewController.swift:3",
        ])
        // Every unknown screen of the report is in exactly one cause, and no known one.
        let unknown = report.screens.filter { $0.screen.unknownContext != nil }.map(\.screen.controller.className).sorted()
        #expect(causes.flatMap(\.places).compactMap { $0.screen?.className }.sorted() == unknown)
        #expect(!unknown.contains("LogbookViewController"))

        // JSON: `causes` added after `notModelled`, which keeps its keys.
        let json = JSONReporter.render(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let coverage = try #require(((object["apps"] as? [[String: Any]])?.first?["coverage"]) as? [String: Any])
        #expect(Set(coverage.keys) == ["screens", "notModelled", "causes"])
        #expect((coverage["notModelled"] as? [[String: Any]])?.count == 6)
        let first = try #require((coverage["causes"] as? [[String: Any]])?.first)
        #expect(first["cause"] as? String == "pushed by '…', \(Self.pushed)")
        #expect(first["kind"] as? String == "screenNotFollowed")
        #expect(first["count"] as? Int == 4)
        let place = try #require((first["places"] as? [[String: Any]])?.first)
        #expect(place["file"] as? String == "Lighthouse/Harbor/WeatherViewController.swift")
        #expect(place["line"] as? Int == 3)
        #expect(place["class"] as? String == "WeatherViewController")
        #expect(json.range(of: "\"notModelled\"")!.lowerBound < json.range(of: "\"causes\"")!.lowerBound)

        // Text: the screens not followed counted by cause under the "not followed" line.
        let text = TextReporter.render(report)
        #expect(text.contains("""
              not followed: 6 of 8 screens are shown in ways the audit does not follow (predicted over every place the app could show them)
                4 pushed by '…', whose navigation controller the audit could not follow
                1 instantiated in code by its storyboard identifier '…'; where the code shows it is not followed
                1 presented as a popover at …: on iPad a bubble that never decides, on an iPhone adapted to what the popover delegate chooses

            """))
    }

    @Test func theTextListsFiveCausesAtMost() {
        let screens = (1...7).map { i in
            Self.screen("S\(i)", "App/S\(i).swift", i, because: "pushed by 'P' at App/P.swift:\(i):1, reason \(String(repeating: "x", count: i))")
        }
        let text = TextReporter.coverageText(Coverage(screens: screens))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 1 + 4 + 1)
        #expect(lines.last == "    and 3 more causes (3 screens)")
        #expect(lines[1] == "    1 pushed by '…' at …, reason x")
    }
}

/// A deterministic random number generator (SplitMix64), for shuffles a test can repeat.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
