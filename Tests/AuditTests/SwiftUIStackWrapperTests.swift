import Foundation
import SourceModel
import StatusBarEngine
import TestSupport
import Testing
@testable import Audit

/// #35, points 2 and 3: a view of the app that puts the content it is given in a `NavigationStack`,
/// written where a view draws (a case of a session root's `switch`), and routes that store the view
/// they are constructed with.
@Suite("Audit: stack wrappers given content, and values storing a view")
struct SwiftUIStackWrapperTests {
    /// The app's files: a session root switching between a stack wrapper given the sign-in view and
    /// the signed-in tabs; the wrapper registers a destination for routes, which store the view they
    /// are made with in files with no other SwiftUI word (read by the byte scan's `) { …View(`).
    static func files(signInContent: String = "SignInView()") -> [String: String] {
        [
            "App/HarborApp.swift": """
            import SwiftUI

            @main
            struct HarborApp: App {
                var body: some Scene {
                    WindowGroup { SessionRootView() }
                }
            }
            """,
            "App/SessionRootView.swift": """
            import SwiftUI

            struct SessionRootView: View {
                @StateObject private var session = Session()
                var body: some View {
                    ZStack {
                        switch session.state {
                        case .loading:
                            ProgressView()
                        case .signedOut:
                            StackHost(title: "Welcome") {
                                \(signInContent)
                            }
                        }
                    }
                }
            }

            final class Session: ObservableObject {
                enum State { case loading, signedOut }
                @Published var state = State.loading
            }
            """,
            "App/StackHost.swift": """
            import SwiftUI

            struct StackHost: View {
                let title: String
                private let content: AnyView
                @State private var path: [Route] = []
                init(title: String, @ViewBuilder content: () -> some View) {
                    self.title = title
                    self.content = AnyView(content())
                }
                var body: some View {
                    NavigationStack(path: $path) {
                        content
                            .navigationTitle(title)
                            .navigationDestination(for: Route.self) { route in
                                route.destination
                            }
                    }
                    .presentationDetents([.medium, .large])
                }
            }
            """,
            "App/Route.swift": """
            import SwiftUI

            struct Route: Hashable {
                let id: String
                private let content: AnyView
                enum Style { case push, sheet }
                let style: Style
                init(id: String, style: Style = .push, @ViewBuilder content: () -> some View) {
                    self.id = id
                    self.style = style
                    self.content = AnyView(content())
                }
                static func == (a: Route, b: Route) -> Bool { a.id == b.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
                @ViewBuilder var destination: some View { content }
            }
            """,
            "App/Route+Account.swift": """
            extension Route {
                static var serverFilters: Route {
                    Route(id: "filters", style: .sheet) {
                        ServerFilterView()
                    }
                }
                static var serverList: Route {
                    Route(id: "servers") {
                        ServerListView()
                    }
                }
                static func profile(name: String) -> Route {
                    Route(id: "profile") {
                        ProfileView(name: name)
                    }
                }
            }
            """,
            "App/Views.swift": """
            import SwiftUI

            struct SignInView: View { var body: some View { List { Text("Sign in") } } }
            struct ServerListView: View { var body: some View { List { Text("Servers") } } }
            struct ProfileView: View { let name: String; var body: some View { Text(name) } }
            struct ServerFilterView: View { var body: some View { Text("Filters") } }
            """,
        ]
    }

    /// The sign-in view is the root of the wrapper's stack, written where the session root gives it;
    /// the routes the wrapper's destination reads are pushed on that stack, but the one made for a
    /// sheet (`style: .sheet`) is a gap; the session root is no screen of its own.
    @Test func aStackWrapperGivenContentInASwitchCaseIsThatStacksRootAndItsRoutesArePushed() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp(Self.files()))
        let byClass = Dictionary(grouping: audited.model.screens, by: { $0.screen.controller.className })
        let signIn = try #require(byClass["SignInView"]?.first)
        #expect(signIn.screen.navigation?.controller.className == "NavigationStack")
        #expect(signIn.screen.origin == .code(SourceLocation(file: "App/SessionRootView.swift", line: 11, column: 17)))
        for pushed in ["ServerListView", "ProfileView"] {
            let screen = try #require(byClass[pushed]?.first, "\(pushed)")
            #expect(screen.screen.navigation?.controller.className == "NavigationStack")
            #expect(screen.screen.origin == .code(SourceLocation(file: "App/StackHost.swift", line: 15, column: 18)))
        }
        #expect(byClass["SessionRootView"] == nil)
        // The route made for a sheet is not pushed where the destination reads it: a gap, named.
        #expect(byClass["ServerFilterView"] == nil)
        let gap = try #require(audited.gaps(.swiftUIViewNotFollowed).first { $0.file == "App/Route+Account.swift" })
        #expect(gap.line == 3 && gap.what.contains("'ServerFilterView'"))
    }

    /// Content drawn inline beside a view of the app (an error view or a `List`) is the given view's
    /// own: the session root stays the screen, and the error view is not the stack's root.
    @Test func aStackWrapperGivenInlineContentLeavesTheViewThatGivesItTheScreen() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp(Self.files(signInContent: """
            if session.state == .loading { SignInView() } else { List { Text("Offline") } }
            """)))
        let classes = Set(audited.model.screens.map(\.screen.controller.className))
        #expect(classes.contains("SessionRootView"))
        #expect(!classes.contains("SignInView"))
    }

    /// A sheet showing the wrapper: its detents are the sheet's, so the presenter stays visible at
    /// the medium detent (the screen is conditional on the detent).
    @Test func theWrappersDetentsAreThoseOfTheSheetThatShowsIt() throws {
        var files = Self.files()
        files["App/Views.swift"]! += """

            struct SettingsButton: View {
                @State private var showing = false
                var body: some View {
                    Button("Settings") { showing = true }
                        .sheet(isPresented: $showing) { StackHost(title: "Settings") { ServerListView() } }
                }
            }
            """
        files["App/SessionRootView.swift"] = files["App/SessionRootView.swift"]!.replacingOccurrences(of: "ProgressView()", with: "SettingsButton()")
        let audited = try MixedProjectTests.audit(swiftUIApp(files))
        let sheet = try #require(audited.model.screens.first { $0.screen.controller.className == "ServerListView" && $0.screen.presentation != nil })
        #expect(sheet.screen.presentation?.sheetDetent == .medium)
    }
}
