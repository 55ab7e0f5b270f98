import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A hosting controller that a SwiftUI view's code makes and presents (`let host =
/// UIHostingController(rootView: HandoffView()); host.sheetPresentationController?.detents =
/// [.medium()]; top?.present(host, animated: true)`) is shown where the code presents it, at the
/// detent the code gives it; the view that makes it does not draw it.
@Suite("Audit: a hosting controller a view's code presents")
struct HostingFromViewTests {
    static func files(detents: String?) -> [String: String] {
        [
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI
            import UIKit

            struct RootView: View {
                var body: some View {
                    Text("Journal").onOpenURL { _ in handOff() }
                }

                func handOff() {
                    let top = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first?.rootViewController
                    let host = UIHostingController(rootView: HandoffView())
                    \(detents.map { "host.sheetPresentationController?.detents = [\($0)]" } ?? "")
                    top?.present(host, animated: true)
                }
            }

            struct HandoffView: View { var body: some View { Text("Signed in") } }
            """,
        ]
    }

    @Test func itIsPresentedNotTheWindowsRoot() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp(Self.files(detents: nil)))
        let places = audited.model.screens.filter { $0.screen.controller.className == "HandoffView" }
        #expect(places.count == 1)
        #expect(places.allSatisfy { $0.screen.presentation != nil })
        #expect(places.first?.screen.presentation?.sheetDetent == .large)
    }

    @Test func itOpensAtTheDetentTheCodeGivesIt() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp(Self.files(detents: ".medium()")))
        let handoff = try #require(audited.model.screens.first { $0.screen.controller.className == "HandoffView" })
        #expect(handoff.screen.presentation?.sheetDetent == .medium)
    }
}
