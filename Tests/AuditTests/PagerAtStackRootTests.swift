import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A pager (`TabView { … }.tabViewStyle(.page)`) at the root of a `NavigationStack`: it draws its
/// pages in place, so the view that writes the stack is the stack's screen, and what the stack's
/// destinations show is pushed on it (damus's main stack, whose routes were taken for the
/// onboarding stack's alone).
@Suite("Audit: a pager at a navigation stack's root")
struct PagerAtStackRootTests {
    private func files(style: String) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/JournalApp.swift": """
            import SwiftUI
            @main struct JournalApp: App {
                var body: some Scene { WindowGroup { JournalHome() } }
            }
            enum Entry: Hashable { case day(Int) }
            struct JournalHome: View {
                var body: some View {
                    NavigationStack {
                        TabView {
                            TodayPage()
                            WeekPage()
                        }
                        \(style)
                        .navigationDestination(for: Entry.self) { entry in
                            EntryDetail()
                        }
                    }
                }
            }
            struct TodayPage: View { var body: some View { NavigationLink(value: Entry.day(1)) { Text("Today") } } }
            struct WeekPage: View { var body: some View { Text("Week") } }
            struct EntryDetail: View { var body: some View { Text("Entry") } }
            """,
        ]
    }

    @Test func thePagerIsDrawnInTheViewThatWritesTheStack() throws {
        let model = try auditModel(files(style: ".tabViewStyle(.page(indexDisplayMode: .never))"))
        let home = try #require(screen(model, "JournalHome"))
        #expect(home.screen.navigation?.controller.className == "NavigationStack")
        #expect(home.screen.tabBarClass == nil)
        #expect(screen(model, "TodayPage") == nil)
        let detail = try #require(screen(model, "EntryDetail"))
        #expect(detail.screen.navigation?.controller.className == "NavigationStack")
    }

    /// Without the page style it is a tab bar's `TabView`, whose tabs are not the stack's root view.
    @Test func aTabViewWithoutThePageStyleIsNoPager() throws {
        let model = try auditModel(files(style: ""))
        #expect(screen(model, "JournalHome") == nil)
    }

    /// The page style written under a compilation condition, as apps for several platforms write
    /// it (`#if os(iOS) .tabViewStyle(.page) #else .tabViewStyle(.automatic) #endif`): on iOS it is a
    /// pager wherever it is, and its pages are no tabs (Unwatched's player controls and chapters).
    @Test(arguments: [("os(iOS)", true), ("os(macOS)", false)])
    func thePageStyleUnderACompilationCondition(condition: String, pager: Bool) throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/PlayerApp.swift": """
            import SwiftUI
            @main struct PlayerApp: App {
                var body: some Scene { WindowGroup { PlayerScreen() } }
            }
            struct PlayerScreen: View {
                var body: some View {
                    ZStack {
                        TabView {
                            ControlsPage()
                            ChaptersPage()
                        }
                        .frame(minHeight: 200)
                        #if \(condition)
                        .tabViewStyle(.page(indexDisplayMode: .never))
                        #else
                        .tabViewStyle(.automatic)
                        #endif
                        .padding()
                    }
                }
            }
            struct ControlsPage: View { var body: some View { Text("Controls") } }
            struct ChaptersPage: View { var body: some View { Text("Chapters") } }
            """,
        ])
        #expect((screen(model, "ChaptersPage") == nil) == pager)
        #expect((screen(model, "PlayerScreen") != nil) == pager)
    }
}
