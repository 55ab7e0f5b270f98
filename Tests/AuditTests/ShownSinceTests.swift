import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A view shown only from an iOS version on (`if #available(iOS 17, *) { NavigationLink … }`) is
/// not predicted for the eras that end before that version, and neither is what it shows in turn.
@Suite("Audit: screens shown only from a version on")
struct ShownSinceTests {
    static let files: [String: String] = [
        "App/JournalApp.swift": appFile,
        "App/Views.swift": """
        import SwiftUI

        struct RootView: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Entries") { EntriesView() }
                        if #available(iOS 17.0, *) {
                            NavigationLink("Widgets") { WidgetGalleryView() }
                        }
                    }
                }
            }
        }

        struct EntriesView: View { var body: some View { Text("Entries") } }

        struct WidgetGalleryView: View {
            @State private var editing = false
            var body: some View {
                Text("Widgets").sheet(isPresented: $editing) { WidgetEditorView() }
            }
        }

        struct WidgetEditorView: View { var body: some View { Text("Editor") } }
        """,
    ]

    static func eras(_ cls: String, in model: AuditModel) -> [Era]? {
        model.screens.first { $0.screen.controller.className == cls }?.eras.map(\.era)
    }

    @Test func aScreenShownOnlyFromIOS17IsNotPredictedBefore() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp(Self.files))
        let all = try #require(Self.eras("EntriesView", in: audited.model))
        #expect(all.count > 1, "the app supports more than one era: \(all)")
        #expect(Self.eras("WidgetGalleryView", in: audited.model) == [.ios17])
        // What it shows is shown from then on too.
        #expect(Self.eras("WidgetEditorView", in: audited.model) == [.ios17])
        let gallery = try #require(audited.model.screens.first { $0.screen.controller.className == "WidgetGalleryView" })
        #expect(gallery.screen.shownSince == IOSVersion(17))
    }
}
