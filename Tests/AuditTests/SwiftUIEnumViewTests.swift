import Foundation
import SourceModel
import TestSupport
import Testing
@testable import Audit

/// #35, point 3: an enum that is itself a view (`enum Screen: Hashable, View { var body: some View
/// { switch self { … } } }`), pushed by value and shown by a destination that shows the value itself.
@Suite("Audit: an enum that is a view, pushed by value")
struct SwiftUIEnumViewTests {
    static let app = swiftUIApp([
        "App/CatalogApp.swift": """
        import SwiftUI

        @main
        struct CatalogApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        CatalogList()
                            .navigationDestination(for: Page.self) { page in
                                page
                                    .navigationBarTitleDisplayMode(.inline)
                            }
                    }
                }
            }
        }
        """,
        "App/Catalog.swift": """
        import SwiftUI

        struct CatalogList: View {
            var body: some View {
                List {
                    NavigationLink(value: Page.colors) { Text("Colours") }
                    NavigationLink(value: Page.fonts) { Text("Fonts") }
                }
            }
        }

        enum Page: Hashable, View {
            case colors
            case fonts
            case spacing

            var body: some View {
                switch self {
                case .colors: ColorsPage()
                case .fonts: FontsPage()
                case .spacing: EmptyView()
                }
            }
        }

        struct ColorsPage: View { var body: some View { Text("Colours") } }
        struct FontsPage: View { var body: some View { Text("Fonts").preferredColorScheme(.dark) } }
        """,
    ])

    /// Each case's view is a screen at the destination, in the stack; each link is another place
    /// of its case's screen, not a gap; the enum itself is no screen.
    @Test func eachCaseIsAScreenAndEachLinkIsAPlaceOfItsCase() throws {
        let audited = try MixedProjectTests.audit(Self.app)
        let colors = try #require(audited.screen("ColorsPage"))
        let fonts = try #require(audited.screen("FontsPage"))
        for screen in [colors, fonts] {
            #expect(screen.screen.navigation?.controller.className == "NavigationStack")
            #expect(screen.screen.origin == .code(SourceLocation(file: "App/CatalogApp.swift", line: 9, column: 22)))
        }
        #expect(colors.screen.alsoShownFrom == [SourceLocation(file: "App/Catalog.swift", line: 6, column: 13)])
        #expect(fonts.screen.alsoShownFrom == [SourceLocation(file: "App/Catalog.swift", line: 7, column: 13)])
        #expect(audited.screen("Page") == nil)
        #expect(audited.gaps(.swiftUIValueLink).isEmpty)
    }

    /// A destination that calls a member on its value (`route.view()`) of a route that is no view:
    /// the route's views, as before (the reader cannot tell `route.view()` from `page.padding()`).
    @Test func aDestinationCallingARoutesMethodShowsTheRoutesViews() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/App.swift": """
            import SwiftUI

            @main
            struct RouteApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack {
                            List { NavigationLink(value: Route.settings) { Text("Settings") } }
                                .navigationDestination(for: Route.self) { route in route.view() }
                        }
                    }
                }
            }

            enum Route: Hashable {
                case settings, about
                @ViewBuilder func view() -> some View {
                    switch self {
                    case .settings: SettingsPage()
                    case .about: AboutPage()
                    }
                }
            }

            struct SettingsPage: View { var body: some View { Text("Settings") } }
            struct AboutPage: View { var body: some View { Text("About") } }
            """,
        ]))
        #expect(audited.screen("SettingsPage")?.screen.navigation?.controller.className == "NavigationStack")
        #expect(audited.screen("AboutPage") != nil)
    }
}
