import Foundation
import SourceModel
import StatusBarEngine
import TestSupport
import Testing
@testable import Audit

/// #35, "every place not followed is under coverage": a modifier with the name of a SwiftUI
/// presentation but none of its labels (`.popover(present: $show, attributes: { … }) { … }`, a
/// popover library's) is not SwiftUI's. What it shows is a gap with its cause, whether a screen draws
/// the view or not; SwiftUI's own `.popover(isPresented:)` beside it stays a screen.
@Suite("Audit: modifiers that look like SwiftUI presentations")
struct SwiftUILookalikePresentationTests {
    static let app = swiftUIApp([
        "App/TallyApp.swift": """
        import SwiftUI

        @main
        struct TallyApp: App {
            var body: some Scene {
                WindowGroup { CounterView() }
            }
        }
        """,
        "App/CounterView.swift": """
        import SwiftUI
        import Popovers

        struct CounterView: View {
            @State private var showVotes = false
            @State private var showHelp = false
            var body: some View {
                VStack {
                    Text("12 votes")
                        .popover(present: $showVotes, attributes: { $0.rubberBandingMode = .none }) {
                            VotesBreakdown()
                        }
                    Button("Help") { showHelp = true }
                        .popover(isPresented: $showHelp) { HelpView() }
                }
            }
        }

        struct VotesBreakdown: View { var body: some View { Text("8 up, 4 down") } }
        struct HelpView: View { var body: some View { Text("Tap to count") } }

        // Drawn by no screen: its lookalike is a gap all the same, and only one.
        struct StrayBadge: View {
            @State private var open = false
            var body: some View {
                Image(systemName: "star")
                    .sheet(route: $open) { HelpView() }
            }
        }
        """,
    ])

    @Test func aLookalikeIsAGapWithItsCause() throws {
        let audited = try MixedProjectTests.audit(Self.app)
        let gaps = audited.gaps(.swiftUIViewNotFollowed).filter { $0.file == "App/CounterView.swift" }
        #expect(gaps.compactMap(\.line) == [10, 27])
        let votes = try #require(gaps.first)
        #expect(votes.what.contains("'.popover(present:attributes:)'"))
        #expect(votes.what.contains("is not SwiftUI's presentation"))
        #expect(audited.screen("VotesBreakdown") == nil)
        // SwiftUI's own popover is a screen, and the stray view's lookalike is no unreached place.
        #expect(audited.screen("HelpView")?.screen.presentation?.style == .popover)
        #expect(audited.gaps(.swiftUIViewNotReached).isEmpty)
    }
}
