import Foundation
import TestSupport
import Testing

/// `Examples/SwiftUISample` (Greenhouse): a SwiftUI app, audited end to end against a reviewed snapshot
/// (`Examples/SwiftUISample/PLANTED.md` says what it must find and why).
@Suite("statusbar audit of the SwiftUI sample, end to end")
struct SwiftUISampleCLITests {
    static let snapshot = AuditCLITests.snapshots.appendingPathComponent("swiftui-sample.audit.json")

    @Test func swiftUISampleJSONMatchesTheReviewedSnapshot() throws {
        let result = try StatusBarBinary.run(["audit", "Examples/SwiftUISample", "--format", "json"])
        #expect(result.status == 1, "the SwiftUI sample has an error-severity finding (unreadable-status-bar)")
        Snapshots.assertMatches(result.stdout, Self.snapshot, "the audit of the SwiftUI sample")
    }

    @Test func everyPlantedFindingIsReported() throws {
        let result = try StatusBarBinary.run(["audit", "Examples/SwiftUISample", "--fail-on", "never"])
        #expect(result.status == 0)
        for expected in [
            "Garden/AddPlantView.swift:14:14: warning:", "[status-bar-hidden-in-sheet]",
            "Garden/SettingsView.swift:14:10: warning:", "[toolbar-color-scheme-without-background]",
            "[unreadable-status-bar]",
            "Garden/GrowLightView.swift:22:10: warning:", "[preferred-color-scheme-for-status-bar]",
        ] {
            #expect(result.stdout.contains(expected), "\(expected)\n\(result.stdout)")
        }
        // The screens shown from a row of a list, a computed property's buttons, a @ViewBuilder
        // function's switch, a route enum's `view()`, a stack wrapper and a value's stored page
        // (PLANTED.md, "Screens").
        for expected in [
            "AboutView (Garden/AboutView.swift:4) presented pageSheet by SettingsView",
            "LicensesView (Garden/AboutView.swift:16) presented pageSheet by SettingsView",
            "ExportJournalView (Garden/JournalDestination.swift:19) presented pageSheet by JournalView",
            "RemindersView (Garden/JournalDestination.swift:31) presented pageSheet by JournalView",
            "WateringDetailView (Garden/WateringRow.swift:17) in NavigationStack (bar visible) in TabView",
            // A stack wrapper given a page where a view draws, and pages a value stores (round 36).
            "WelcomeView (Garden/GardenRoot.swift:35) in NavigationStack (bar visible)\n",
            "WateringTipView (Garden/TipViews.swift:4) in NavigationStack (bar visible) presented pageSheet by CareGuideView",
            "RepottingTipView (Garden/TipViews.swift:12) in NavigationStack (bar visible) presented pageSheet by CareGuideView",
        ] {
            #expect(result.stdout.contains(expected), "\(expected)\n\(result.stdout)")
        }
    }

    /// A sheet whose content opens it at the medium detent: the settings stay under the bar, with no
    /// backdrop (PLANTED.md, `LicensesView`).
    @Test func aSheetAtTheMediumDetentLeavesItsPresenterUnderTheBar() throws {
        let result = try StatusBarBinary.run(["audit", "Examples/SwiftUISample", "--format", "json", "--fail-on", "never"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let screens = try #require(report["screens"] as? [[String: Any]])
        let licenses = try #require(screens.first { $0["class"] as? String == "LicensesView" })
        let presentation = try #require(licenses["presentation"] as? [String: Any])
        #expect(presentation["detent"] as? String == "medium")
        #expect((licenses["background"] as? [String: Any])?["light"] is NSNull)
        let about = try #require(screens.first { $0["class"] as? String == "AboutView" })
        #expect((about["presentation"] as? [String: Any])?["detent"] == nil)
        #expect((about["background"] as? [String: Any])?["light"] as? String == "#000000")
    }

    /// Asked about one screen, the audit names the other places that show it.
    @Test func explainingAScreenNamesTheOtherPlacesThatShowIt() throws {
        let result = try StatusBarBinary.run(["explain", "Examples/SwiftUISample", "--screen", "CareGuideView"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("also shown from: Garden/PlantListView.swift:22:13 (the same screen in the same place)"))
        #expect(result.stdout.contains("Garden/PlantListView.swift:39:10: shows 'CareGuideView'"))
    }

    /// A screen shown from several places says so in the HTML report, each place written out.
    @Test func theHTMLReportListsEveryPlaceAScreenIsShownFrom() throws {
        let result = try StatusBarBinary.run(["audit", "Examples/SwiftUISample", "--format", "html", "--fail-on", "never"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Also shown from</dt><dd><span class=\"location\">Garden/PlantListView.swift:36:10</span>"))
        #expect(result.stdout.contains("<span class=\"location\">Garden/PlantListView.swift:22:13</span>"))
    }
}
