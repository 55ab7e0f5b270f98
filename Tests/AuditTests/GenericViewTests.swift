import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A generic view given its type arguments where it is made (`FeedView<NavigationStore>(…)`) is
/// that view: the root of the stack it is written in, and what it pushes is followed.
@Suite("Audit: generic views and hosting controllers made by UIKit views")
struct GenericViewTests {
    private func files(root: String) -> [String: String] {
        [
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            protocol Navigating: ObservableObject {}
            final class AppNavigator: Navigating {}

            struct RootView: View {
                @StateObject private var navigator = AppNavigator()
                var body: some View {
                    NavigationStack {
                        \(root)
                    }
                }
            }

            struct FeedView<Navigator: Navigating>: View {
                @ObservedObject var navigator: Navigator
                var body: some View {
                    List { NavigationLink("Entry") { EntryView() } }
                }
            }

            struct EntryView: View { var body: some View { Text("Entry") } }
            """,
        ]
    }

    @Test(arguments: ["FeedView<AppNavigator>(navigator: navigator)", "FeedView(navigator: navigator)"])
    func aGenericViewGivenItsArgumentsIsTheStacksRoot(_ root: String) throws {
        let audited = try MixedProjectTests.audit(swiftUIApp(files(root: root)))
        let names = Set(audited.model.screens.map(\.screen.controller.className))
        #expect(names.contains("FeedView"))
        #expect(names.contains("EntryView"))
    }

    /// A hosting controller a table view cell makes for its row (`UIHostingController<RowView>(rootView:
    /// RowView())`) and no code shows is no screen: its view is drawn in the cell. Coverage says so.
    @Test(arguments: ["UIHostingController<RowView>(rootView: RowView())", "UIHostingController(rootView: RowView())"])
    func aHostingControllerACellMakesIsNoScreen(_ construction: String) throws {
        var all = files(root: "FeedView(navigator: navigator)")
        all["App/RowCell.swift"] = """
            import SwiftUI
            import UIKit

            struct RowView: View { var body: some View { Text("Row") } }

            final class RowCell: UITableViewCell {
                private let host = \(construction)
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(host.view)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let audited = try MixedProjectTests.audit(swiftUIApp(all))
        #expect(!audited.model.screens.contains { $0.screen.controller.className == "RowView" })
        #expect(audited.gaps(.swiftUIViewNotFollowed).contains { $0.what.contains("'RowCell', a UIKit view") })
    }
}

/// A stack's destination registered for a type that is no view (`.navigationDestination(for:
/// Route.self) { route in route.view() }`) is that type's member, not every type's member of the
/// name: another type's `view()` (an overlay item shown in a cover) is not pushed on the stack.
@Suite("Audit: a destination's route member of its own type")
struct TypedRouteTests {
    @Test func aDestinationForARouteTypeShowsThatTypesMemberOnly() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            enum Route: Hashable {
                case entry, tags
                @MainActor @ViewBuilder func view() -> some View {
                    switch self {
                    case .entry: EntryView()
                    case .tags: TagsView()
                    }
                }
            }

            enum Overlay: Identifiable {
                case gallery
                var id: Int { 0 }
                @MainActor func view() -> some View { GalleryView() }
            }

            struct RootView: View {
                @State private var overlay: Overlay?
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Entry", value: Route.entry) }
                            .navigationDestination(for: Route.self) { route in route.view() }
                    }
                }
            }

            struct EntryView: View { var body: some View { Text("Entry") } }
            struct TagsView: View { var body: some View { Text("Tags") } }
            struct GalleryView: View { var body: some View { Color.black } }
            """,
        ]))
        let names = Set(audited.model.screens.map(\.screen.controller.className))
        #expect(names.contains("EntryView"))
        #expect(names.contains("TagsView"))
        #expect(!names.contains("GalleryView"))
    }
}
