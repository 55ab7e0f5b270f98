import Audit
import Testing

/// A view of the app whose body pushes the content it is given (`SettingsRow("Logs") { LogsView() }`,
/// whose body is `NavigationLink { destination() } label: { … }`): the content is pushed from where
/// the row is written, not drawn inside the view that writes the row.
@Suite("Audit: a view that pushes the content it is given")
struct LinkWrapperTests {
    /// `rowBody` is the wrapper's body; `destination` how it stores its destination.
    static func app(rowBody: String, destination: String = "@ViewBuilder var destination: () -> Destination") -> RuleExample {
        swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
                import SwiftUI

                struct SettingsRow<Trailing: View, Destination: View>: View {
                    let title: String
                    @ViewBuilder var trailing: () -> Trailing
                    \(destination)
                    var body: some View {
                        \(rowBody)
                    }
                }

                struct RootView: View {
                    var body: some View {
                        NavigationStack {
                            List {
                                SettingsRow(title: "Logs", trailing: { Text("3") }) { LogsView() }
                            }
                        }
                    }
                }

                struct LogsView: View {
                    @State private var filtering = false
                    var body: some View {
                        List { Text("Entry") }
                            .sheet(isPresented: $filtering) { FiltersView() }
                    }
                }
                struct FiltersView: View { var body: some View { Text("Filters") } }
                """,
        ])
    }

    @Test func theContentIsPushedAndPresentsItsOwnSheets() throws {
        let audited = try MixedProjectTests.audit(Self.app(rowBody: "NavigationLink { destination() } label: { HStack { Text(title); trailing() } }"))
        let logs = try #require(audited.model.screens.first { $0.screen.controller.className == "LogsView" })
        #expect(logs.screen.navigation != nil)
        let filters = audited.model.screens.filter { $0.screen.controller.className == "FiltersView" }
        #expect(filters.count == 1)
        #expect(filters.first?.screen.presentation?.presenter?.className == "LogsView")
    }

    @Test func contentTheWrapperDrawsInPlaceStaysTheWritersOwn() throws {
        let audited = try MixedProjectTests.audit(Self.app(rowBody: "HStack { Text(title); trailing(); destination() }"))
        #expect(!audited.model.screens.contains { $0.screen.controller.className == "LogsView" })
        let filters = audited.model.screens.filter { $0.screen.controller.className == "FiltersView" }
        #expect(filters.first?.screen.presentation?.presenter?.className == "RootView")
    }

    /// A destination stored as a view (`PremiumLink(destination: X()) { label }`) is filled by a label:
    /// the trailing closure is the row's label, which is not pushed.
    @Test func aTrailingClosureThatIsTheLabelIsNotPushed() throws {
        let audited = try MixedProjectTests.audit(Self.app(
            rowBody: "NavigationLink { destination } label: { Text(title) }", destination: "let destination: Destination"))
        #expect(!audited.model.screens.contains { $0.screen.controller.className == "LogsView" && $0.screen.navigation != nil && $0.screen.presentation == nil })
    }
}
