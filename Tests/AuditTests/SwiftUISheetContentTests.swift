import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// What a sheet's content shows when it is not a view type alone: views layered in a `ZStack`, a
/// member of the presenting view, a member drawn with a modifier, a view that embeds its own stack.
@Suite("Audit: SwiftUI sheet content")
struct SwiftUISheetContentTests {
    static let settingsViews = """
        struct SettingsView: View {
            var body: some View { NavigationStack { List { NavigationLink("Privacy") { PrivacyView() } } } }
        }
        struct PrivacyView: View { var body: some View { Form { Text("Analytics") } } }
        struct ServerPickerView: View { var body: some View { List { Text("Home") } } }
        struct SheetBackground: View { var body: some View { Color.black.ignoresSafeArea() } }
        """

    @Test func aZStackOfTheAppsViewsInBranchesShowsEachOfThemOverItsBackdrop() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var showsSettings = false
                @State private var picking = false
                var body: some View {
                    Text("Dashboard")
                        .sheet(isPresented: $showsSettings) { settingsSheet }
                }

                @ViewBuilder
                private var settingsSheet: some View {
                    ZStack {
                        SheetBackground()
                        if !picking {
                            let faded = picking
                            SettingsView().opacity(faded ? 0 : 1)
                        }
                        if picking {
                            Color(uiColor: .systemBackground)
                            ServerPickerView()
                        }
                    }
                }
            }
            """ + "\n" + Self.settingsViews,
        ]))
        let settings = try #require(audited.model.screens.first { $0.screen.controller.className == "SettingsView" && $0.screen.presentation != nil })
        #expect(settings.screen.presentation?.style == .pageSheet)
        let picker = try #require(audited.screen("ServerPickerView"))
        #expect(picker.screen.presentation?.style == .pageSheet)
        // The view pushed in the sheet's stack sits over the sheet's backdrop.
        let privacy = try #require(audited.screen("PrivacyView"))
        #expect(privacy.screen.presentation?.style == .pageSheet)
        // A view drawing only a colour is the backdrop of the others, not a screen.
        #expect(audited.screen("SheetBackground") == nil)
        #expect(audited.gaps(.swiftUIViewNotFollowed).isEmpty)
    }

    @Test func aZStackDrawingControlsOverAViewStaysTheInlineContentOfItsType() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var showsSettings = false
                var body: some View {
                    Text("Dashboard")
                        .sheet(isPresented: $showsSettings) {
                            ZStack(alignment: .bottomTrailing) {
                                SettingsView()
                                Button("Add") {}.padding()
                            }
                        }
                }
            }
            """ + "\n" + Self.settingsViews,
        ]))
        // A button drawn over the view: the content is the sheet's own, as before.
        #expect(audited.model.screens.allSatisfy { $0.screen.presentation == nil })
        #expect(audited.gaps(.swiftUIViewNotFollowed).contains { $0.what.contains("inline content") })
    }

    @Test func theModifiersOfASheetsMemberAreTheSheetsAndItsDetentsAreReadWhereverWritten() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var showsPlayer = false
                @State private var showsStats = false
                @State private var showsSettings = false
                @State private var showsShare = false
                @State private var video = false
                @State private var full = false
                var body: some View {
                    NavigationStack { Text("Dashboard") }
                        .sheet(isPresented: $showsShare) { ShareView().presentationDetents(full ? [.large] : video ? [.medium] : [.height(200)]) }
                        .sheet(isPresented: $showsPlayer) { playerSheet }
                        .sheet(isPresented: $showsStats) { StatsView().presentationDetents(!video ? [.fraction(0.3)] : [.medium]) }
                        .sheet(isPresented: $showsSettings) { SettingsView().presentationDetents(settingsDetents) }
                }
                private var compact: Bool { video }
                private var settingsDetents: Set<PresentationDetent> {
                    compact ? [.medium, .large] : [.large]
                }
                private var playerSheet: some View {
                    PlayerView()
                        .preferredColorScheme(.dark)
                        .presentationDetents([.medium])
                }
            }
            struct PlayerView: View { var body: some View { List { Text("Now playing") } } }
            struct StatsView: View { var body: some View { List { Text("Stats") } } }
            struct ShareView: View { var body: some View { List { Text("Share") } } }
            struct SettingsView: View { var body: some View { Form { Text("Settings") } } }
            """,
        ]))
        // At the medium detent the presenter does not recede: no backdrop, and the member's
        // scheme is the sheet's, not the presenting view's.
        let player = try #require(audited.screen("PlayerView"))
        #expect(player.screen.presentation?.sheetDetent == .medium)
        let root = try #require(audited.screen("RootView"))
        #expect(root.screen.swiftUI?.modifiers.contains { $0.kind == .preferredColorScheme } != true)
        // Both branches of a ternary below full height: the sheet opens below it.
        let stats = try #require(audited.screen("StatsView"))
        #expect(stats.screen.presentation?.sheetDetent == .medium)
        #expect(stats.prediction.certainty == .certain)
        // Ternaries in ternaries: every branch's detents, the large one among them.
        let share = try #require(audited.screen("ShareView"))
        #expect(share.screen.presentation?.sheetDetent == .medium)
        #expect(share.screen.presentation?.otherDetents == [.large])
        // A property of the view: medium or large, both possibilities.
        let settings = try #require(audited.screen("SettingsView"))
        #expect(settings.screen.presentation?.sheetDetent == .medium)
        #expect(settings.screen.presentation?.otherDetents == [.large])
    }

    @Test func aViewEmbeddingItsOwnStackInOneBranchPushesOnlyInThatStack() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var showsSettings = false
                var body: some View {
                    NavigationStack {
                        Text("Dashboard")
                            .navigationDestination(isPresented: .constant(false)) { SettingsScreen(embedded: false) }
                    }
                    .sheet(isPresented: $showsSettings) { SettingsScreen() }
                }
            }

            struct SettingsScreen: View {
                var embedded = true
                var body: some View {
                    if embedded {
                        NavigationStack { content }
                    } else {
                        content
                    }
                }
                private var content: some View {
                    List {
                        rows.padding()
                    }
                }
                private var rows: some View {
                    NavigationLink("Privacy") { PrivacyView() }
                }
            }
            struct PrivacyView: View { var body: some View { Form { Text("Analytics") } } }
            """,
        ]))
        let privacy = audited.model.screens.filter { $0.screen.controller.className == "PrivacyView" }
        // Pushed in the root stack, and in the sheet's own stack: never from the sheet with no stack.
        #expect(privacy.count == 2)
        #expect(privacy.allSatisfy { $0.screen.navigation?.controller.className == "NavigationStack" && $0.prediction.certainty == .certain })
        #expect(privacy.contains { $0.screen.presentation?.style == .pageSheet })
    }
}
