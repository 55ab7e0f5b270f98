import Foundation
import ProjectReaders
import SourceModel
import StatusBarEngine
import TestSupport
import Testing
@testable import Audit

/// A SwiftUI app: an Info.plist and Swift files.
func swiftUIApp(_ files: [String: String]) -> RuleExample {
    var all = files
    all["App/Info.plist"] = RuleExample.infoPlist([:])
    return RuleExample(all)
}

/// The app whose window shows `RootView`.
let appFile = """
    import SwiftUI

    @main
    struct JournalApp: App {
        var body: some Scene {
            WindowGroup { RootView() }
        }
    }
    """

/// Issue 15, points 2 and 3: SwiftUI views as screens, their modifiers through the engine.
@Suite("Audit: SwiftUI screens")
struct SwiftUIScreenTests {
    /// A sheet over a view shown in two places, pushed in a stack and presented in a sheet (in a
    /// stack of its own: the same presenter and stack either way), is two places: over the sheet, a
    /// medium sheet leaves the first sheet's backdrop under the bar; over the stack, none.
    @Test func aSheetOverAViewShownInASheetAndInAStackIsTwoPlaces() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var showsSettings = false
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Settings") { SettingsView() }
                        }
                        .sheet(isPresented: $showsSettings) { NavigationStack { SettingsView() } }
                    }
                }
            }

            struct SettingsView: View {
                @State private var editing = false
                var body: some View {
                    Button("Edit") { editing = true }
                        .sheet(isPresented: $editing) { EditorView().presentationDetents([.medium]) }
                }
            }

            struct EditorView: View {
                var body: some View { Text("Editor") }
            }
            """,
        ]))
        let editors = audited.model.screens.filter { $0.screen.controller.className == "EditorView" }
        #expect(editors.count == 2)
        #expect(Set(editors.map { $0.screen.presentation?.presenterPresentation.first?.style }) == [nil, .pageSheet])
        // Over the settings sheet, the first sheet's black backdrop stays under the bar.
        let overSheet = try #require(editors.first { $0.screen.presentation?.presenterPresentation.first != nil })
        #expect(overSheet.prediction.light.content == .light)
        let overStack = try #require(editors.first { $0.screen.presentation?.presenterPresentation.first == nil })
        #expect(overStack.prediction.light.content == .adaptive)
    }

    /// Two apps of one folder, each with its own `ContentView`: each app's window shows its own,
    /// declared in its own sources (the first by path, the other app's, is not what it compiles).
    @Test func aViewNamedInTwoAppsIsEachAppsOwn() throws {
        func app(_ name: String, hidden: Bool) -> [String: String] {
            [
                "\(name)/\(name)App.swift": "import SwiftUI\n@main\nstruct \(name)App: App {\n    var body: some Scene { WindowGroup { ContentView() } }\n}\n",
                "\(name)/ContentView.swift": "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(\"\(name)\").statusBarHidden(\(hidden)) }\n}\n",
            ]
        }
        var files = app("Harbor", hidden: false).merging(app("Lighthouse", hidden: true)) { $1 }
        files["project.yml"] = """
            name: Coast
            targets:
              Harbor:
                type: application
                platform: iOS
                deploymentTarget: "17.0"
                sources: [Harbor]
                info:
                  path: Harbor/Info.plist
              Lighthouse:
                type: application
                platform: iOS
                deploymentTarget: "17.0"
                sources: [Lighthouse]
                info:
                  path: Lighthouse/Info.plist
            """
        let audited = try MixedProjectTests.audit(RuleExample(files))
        let contents = audited.model.screens.filter { $0.screen.controller.className == "ContentView" }
        #expect(contents.map(\.screen.app).sorted() == ["Harbor", "Lighthouse"])
        for screen in contents {
            #expect(screen.screen.location.file == "\(screen.screen.app)/ContentView.swift")
            #expect(screen.prediction.hidden == (screen.screen.app == "Lighthouse"))
        }
    }

    @Test func theWindowGroupTabsStacksAndPushesAreScreensNamedByTheirViewType() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    TabView {
                        NavigationStack { EntriesView() }
                        SettingsView()
                    }
                }
            }

            struct EntriesView: View {
                var body: some View {
                    List { NavigationLink { EntryView() } label: { Text("Today") } }
                }
            }

            struct EntryView: View {
                var body: some View { Text("Entry") }
            }

            struct SettingsView: View {
                var body: some View { Form { Text("Settings") } }
            }
            """,
        ]))
        // The container view holding the TabView is not a screen itself.
        #expect(audited.screen("RootView") == nil)
        let entries = try #require(audited.screen("EntriesView"))
        #expect(entries.screen.navigation?.controller.className == "NavigationStack")
        #expect(entries.screen.tabBarClass == "TabView")
        #expect(entries.screen.swiftUI?.how == .tab)
        let entry = try #require(audited.screen("EntryView"))
        #expect(entry.screen.navigation?.controller.className == "NavigationStack")
        #expect(entry.screen.unknownContext == nil)
        #expect(entry.screen.swiftUI?.how == .navigationLink)
        let settings = try #require(audited.screen("SettingsView"))
        #expect(settings.screen.navigation == nil)
        #expect(settings.screen.tabBarClass == "TabView")
        let app = try #require(audited.model.apps.first)
        #expect(app.coverage.screens == 3)
        #expect(!app.coverage.notModelled.contains { $0.kind == .noScreens })
    }

    /// Issue "SwiftUI apps as they are written", point 2: a view whose body is another view of the
    /// app (`RootView` → `CompactView`, in either branch) shows what that view shows, in the same
    /// hosting controller; the modifiers of the view it is made of count for it.
    @Test func aViewMadeOfAnotherViewShowsWhatThatViewShows() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/RootView.swift": """
            import SwiftUI

            struct RootView: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    if sizeClass == .compact {
                        CompactView()
                    } else {
                        WideView().padding()
                    }
                }
            }
            """,
            "App/CompactView.swift": """
            import SwiftUI

            struct CompactView: View {
                @State private var settings = false
                var body: some View {
                    NavigationStack { TimelineView() }
                        .sheet(isPresented: $settings) { SettingsView() }
                }
            }

            struct WideView: View {
                @State private var player = false
                var body: some View {
                    TimelineView()
                        .statusBarHidden()
                        .fullScreenCover(isPresented: $player) { PlayerView() }
                }
            }

            struct TimelineView: View {
                var body: some View { List { Text("Today") } }
            }

            struct SettingsView: View {
                var body: some View { Form { Text("Settings") } }
            }

            struct PlayerView: View {
                var body: some View { Color.black }
            }
            """,
        ]))
        // The compact branch: a stack whose root is a screen, and a sheet over the root view.
        let timeline = try #require(audited.model.screens.first { $0.screen.controller.className == "TimelineView" && $0.screen.navigation != nil })
        #expect(timeline.screen.navigation?.controller.className == "NavigationStack")
        let settings = try #require(audited.screen("SettingsView"))
        #expect(settings.screen.presentation?.style == .pageSheet)
        // A modifier of one branch's view is not the other branch's: the stack's root is not hidden.
        #expect(timeline.prediction.hidden == false)
        // The root view holds a stack in one branch: a container, not a screen of its own.
        #expect(audited.screen("RootView") == nil)
        // What the other branch's view presents, the root view presents.
        let player = try #require(audited.screen("PlayerView"))
        #expect(player.screen.presentation?.style == .fullScreen)
        #expect(audited.gaps(.noScreens).isEmpty)
    }

    /// Issue "SwiftUI apps as they are written", point 2: the views a body draws anywhere inside (a
    /// row of a list, a view in a `VStack`, a `@ViewBuilder` member, a computed `some View` property)
    /// are in the same hosting controller: what they push and present, the view pushes and presents.
    /// Their modifiers are not the view's (they may stand in one row or one branch).
    @Test func theViewsABodyDrawsInsideShowWhatTheyShowFromTheSamePlace() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/RootView.swift": """
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    NavigationStack { LibraryView() }
                }
            }

            struct LibraryView: View {
                @State private var route: Route?
                var body: some View {
                    VStack {
                        header
                        ForEach(shelves) { shelf in ShelfRow(shelf: shelf) }
                    }
                    .sheet(item: $route) { route in destination(for: route) }
                }
                private var header: some View { SearchHeader().padding() }
                @ViewBuilder private func destination(for route: Route) -> some View {
                    switch route {
                    case .settings: SettingsView()
                    case .about: AboutView()
                    }
                }
            }
            """,
            "App/Rows.swift": """
            import SwiftUI

            struct ShelfRow: View {
                let shelf: Shelf
                var body: some View {
                    NavigationLink { ShelfView(shelf: shelf) } label: { Text(shelf.name) }
                        .statusBarHidden()
                }
            }

            struct SearchHeader: View {
                @State private var scanning = false
                var body: some View {
                    Button("Scan") { scanning = true }
                        .fullScreenCover(isPresented: $scanning) { ScannerView() }
                }
            }

            struct ShelfView: View { let shelf: Shelf; var body: some View { List { Text("Books") } } }
            struct SettingsView: View { var body: some View { Form { Text("Settings") } } }
            struct AboutView: View { var body: some View { Text("About") } }
            struct ScannerView: View { var body: some View { Color.black } }
            """,
        ]))
        // A row's link pushes on the stack the library sits in.
        let shelf = try #require(audited.screen("ShelfView"))
        #expect(shelf.screen.navigation?.controller.className == "NavigationStack")
        #expect(shelf.screen.unknownContext == nil)
        // The header, a computed property, presents its cover from the library.
        let scanner = try #require(audited.screen("ScannerView"))
        #expect(scanner.screen.presentation?.style == .fullScreen)
        // The sheet's content is a member making views: every case of its switch is a place.
        for name in ["SettingsView", "AboutView"] {
            let sheet = try #require(audited.screen(name))
            #expect(sheet.screen.presentation?.style == .pageSheet)
        }
        // A row's modifier is not the library's own answer; SwiftUI passes it up to the hosting
        // controller while a row is shown, so the library's bar is shown or hidden by run-time state.
        let library = try #require(audited.screen("LibraryView"))
        #expect(library.prediction.possibleHidden == [false, true])
        #expect(audited.gaps(.swiftUIViewNotFollowed).isEmpty)
    }

    /// Issue 35, point 3: a route's view made by a member of another type (a route enum's
    /// `view()`, a router's `view(for:)`), called on a value the reader cannot type
    /// (`layer.page.view()`, `router.view(for: .home)`): every case of the member's `switch` is a
    /// place, and what those views show is followed.
    @Test func aRouteEnumsViewMemberCalledOnAValueShowsEveryCaseFromWhereItIsCalled() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Routes.swift": """
            import SwiftUI

            enum Page: Hashable {
                case inbox, journal, entry(Int)
            }

            extension Page {
                @ViewBuilder func view() -> some View {
                    switch self {
                    case .inbox: InboxView()
                    case .journal: JournalView()
                    case .entry(let id): EntryView(id: id)
                    }
                }
            }

            final class Router {
                func view(for page: Page) -> AnyView { AnyView(page.view()) }
            }
            """,
            "App/Views.swift": """
            import SwiftUI

            struct Layer { var root: Page }

            struct RootView: View {
                let layer: Layer
                let router = Router()
                var body: some View {
                    NavigationStack {
                        layer.root.view()
                            .navigationDestination(for: Page.self) { FrameView(page: $0) }
                    }
                    .sheet(item: $modal) { _ in router.view(for: .journal) }
                }
                @State private var modal: Modal?
            }

            struct FrameView: View {
                let page: Page
                var body: some View { page.view() }
            }

            struct InboxView: View { var body: some View { List { Text("Inbox") } } }
            struct JournalView: View {
                @State private var composing = false
                var body: some View {
                    Button("New") { composing = true }
                        .fullScreenCover(isPresented: $composing) { ComposerView() }
                }
            }
            struct EntryView: View { let id: Int; var body: some View { Text("Entry") } }
            struct ComposerView: View { var body: some View { TextEditor(text: .constant("")) } }
            """,
        ]))
        // The stack's root: every case of the route's view, in the stack.
        for name in ["InboxView", "JournalView", "EntryView"] {
            let screens = audited.model.screens.filter { $0.screen.swiftUI?.viewType == name }
            #expect(screens.contains { $0.screen.navigation?.controller.className == "NavigationStack" && $0.screen.presentation == nil },
                    "\(name) at the stack's root")
            // The router's sheet names its case (`.journal`): that case only, through the router,
            // which passes it on to the enum's `view()`.
            #expect(screens.contains { $0.screen.presentation?.style == .pageSheet } == (name == "JournalView"), "\(name) in the router's sheet")
        }
        // A pushed frame whose body is the route's view is a screen on the stack.
        let frame = try #require(audited.screen("FrameView"))
        #expect(frame.screen.navigation?.controller.className == "NavigationStack")
        // What a case's view presents is followed from there.
        let composer = try #require(audited.screen("ComposerView"))
        #expect(composer.screen.presentation?.style == .fullScreen)
        #expect(audited.gaps(.swiftUIViewNotFollowed).isEmpty)
    }

    /// A member of another value whose name no type of the app declares making views (`model.detail`)
    /// stands for nothing, nor does a read of a name a type of the app stores a view under
    /// (`wrapper.view`, with `let view: AnyView`) though a route has a `view()`: the content is not
    /// followed, as before.
    @Test func aMemberOfAnotherValueNoRouteDeclaresOrAStoredViewIsNotFollowed() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct Wrapper: Identifiable { let id = UUID(); let view: AnyView }

            enum Page {
                case inbox
                @ViewBuilder func view() -> some View { InboxView() }
            }

            struct RootView: View {
                @State private var showing = false
                @State private var wrapper: Wrapper?
                let model: Model
                var body: some View {
                    Button("Open") { showing = true }
                        .sheet(isPresented: $showing) { model.detail }
                        .sheet(item: $wrapper) { wrapper in wrapper.view }
                }
            }

            struct InboxView: View { var body: some View { Text("Inbox") } }
            """,
        ]))
        #expect(audited.gaps(.swiftUIViewNotFollowed).contains { $0.what.contains("model.detail") })
        #expect(audited.gaps(.swiftUIViewNotFollowed).contains { $0.what.contains("wrapper.view") })
        #expect(audited.screen("InboxView") == nil)
    }

    /// A stored view the app gives what a route makes (`Modal(screen: self, view: view().asAny())`,
    /// iAPS's modal of its `Screen` enum): a read of it (`modal.view`) stands for the route, every case
    /// a screen at the place, when no other type of the app stores a view under that name. With a
    /// second type storing a `view` (a wrapper given any view at run time), the read is not followed.
    @Test(arguments: [false, true])
    func aStoredViewGivenARoutesViewShowsTheRoute(secondStoredView: Bool) throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            enum Screen {
                case settings, bolus
                @ViewBuilder func view() -> some View {
                    switch self {
                    case .settings: SettingsView()
                    case .bolus: BolusView()
                    }
                }
                func modal() -> Modal { .init(screen: self, view: view().asAny()) }
            }

            struct Modal: Identifiable {
                let id = UUID()
                let screen: Screen
                let view: AnyView
            }
            \(secondStoredView ? "struct Wrapper: Identifiable { let id = UUID(); let view: AnyView }" : "")

            struct RootView: View {
                @State private var modal: Modal?
                var body: some View {
                    Button("Bolus") { modal = Screen.bolus.modal() }
                        .sheet(item: $modal) { modal in
                            NavigationView { modal.view }
                        }
                }
            }

            struct SettingsView: View { var body: some View { Text("Settings") } }
            struct BolusView: View { var body: some View { Text("Bolus") } }

            extension View { func asAny() -> AnyView { AnyView(self) } }
            """,
        ]))
        if secondStoredView {
            #expect(audited.screen("BolusView") == nil)
            #expect(audited.gaps(.swiftUIViewNotFollowed).contains { $0.what.contains("modal.view") })
        } else {
            let bolus = try #require(audited.screen("BolusView"))
            #expect(bolus.screen.presentation?.style == .pageSheet)
            #expect(bolus.screen.navigation != nil)
            #expect(audited.screen("SettingsView")?.screen.presentation?.style == .pageSheet)
        }
    }

    /// Issue 35, point 2: a view of the app that shows the content it is given (a generic `content`)
    /// is a wrapper: `Provider { RootView() }` shows `RootView`, `SheetContent { AboutView() }` shows
    /// `AboutView` in the wrapper's own stack, `LazyView(DetailView())` pushes `DetailView`; a view
    /// given a closure it does not show at its root (an action) is still a screen of its own.
    @Test func aWrapperViewShowsTheContentItIsGivenInItsOwnContainers() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": """
            import SwiftUI

            @main
            struct JournalApp: App {
                let store = Store()
                var body: some Scene {
                    WindowGroup { Provider(store: store) { RootView() } }
                }
            }
            """,
            "App/Wrappers.swift": """
            import SwiftUI

            struct Provider<Content: View>: View {
                let store: Store
                @ViewBuilder let content: () -> Content
                var body: some View { content().environmentObject(store) }
            }

            struct SheetContent<Content: View>: View {
                @Environment(\\.dismiss) private var dismiss
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View {
                    NavigationStack {
                        Padded { content.toolbar { Button("Done") { dismiss() } } }
                    }
                }
            }

            // A wrapper inside a wrapper: the sheet's content passes through both.
            struct Padded<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { content.padding() }
            }

            struct LazyView<Content: View>: View {
                let build: () -> Content
                init(_ build: @autoclosure @escaping () -> Content) { self.build = build }
                var body: some View { build() }
            }

            struct ActionRow: View {
                let title: String
                let action: () -> Void
                var body: some View { Button(title, action: action) }
            }
            """,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var showingAbout = false
                @State private var showingHelp = false
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink(destination: LazyView(DetailView())) { Text("Detail") }
                            ActionRow(title: "About") { showingAbout = true }
                        }
                    }
                    .sheet(isPresented: $showingAbout) { SheetContent { AboutView() } }
                    .sheet(isPresented: $showingHelp) { ActionRow(title: "Close") { showingHelp = false } }
                }
            }

            struct DetailView: View { var body: some View { Text("Detail") } }
            struct AboutView: View { var body: some View { Text("About") } }
            """,
        ]))
        // The window group's wrapper shows the root view's stack.
        #expect(audited.screen("Provider") == nil)
        // The root view's stack holds inline content, a screen named by the root view, reached
        // through the wrapper from the window group.
        let root = try #require(audited.screen("RootView"))
        #expect(root.screen.navigation?.controller.className == "NavigationStack")
        #expect(root.screen.swiftUI?.shownAs == [.windowGroup])
        // The link pushes the view the lazy wrapper builds, on the root view's stack.
        let detail = try #require(audited.screen("DetailView"))
        #expect(detail.screen.navigation?.controller.className == "NavigationStack")
        #expect(audited.screen("LazyView") == nil)
        // The sheet's wrapper puts the content in a stack of its own.
        let about = try #require(audited.screen("AboutView"))
        #expect(about.screen.presentation?.style == .pageSheet)
        #expect(about.screen.navigation?.controller.className == "NavigationStack")
        #expect(audited.screen("SheetContent") == nil)
        #expect(audited.screen("Padded") == nil)
        // A view given an action, not content, is the sheet's screen itself.
        let row = try #require(audited.screen("ActionRow"))
        #expect(row.screen.presentation?.style == .pageSheet)
    }

    /// A presented or pushed view whose body is its own stack is shown at the sheet or link: the
    /// inline content of its stack has that place as its origin, not the stack in its own body.
    @Test func aPresentedViewWithItsOwnStackIsShownAtThePresentation() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var editing = false
                var body: some View {
                    Button("Edit") { editing = true }
                        .sheet(isPresented: $editing) { EditorView() }
                        .overlay { QuickBar() }
                }
            }

            struct QuickBar: View {
                @State private var composing = false
                var body: some View {
                    Button("New") { composing = true }
                        .fullScreenCover(isPresented: $composing) { EditorView() }
                }
            }

            struct EditorView: View {
                var body: some View {
                    NavigationStack { Form { Text("Title") } }
                }
            }
            """,
        ]))
        let editors = audited.model.screens.filter { $0.screen.controller.className == "EditorView" }
        // One entry per place: the sheet, and the cover (the same container shown again elsewhere).
        #expect(editors.count == 2)
        let editor = try #require(editors.first { $0.screen.presentation?.style == .pageSheet })
        #expect(editor.screen.origin == .code(SourceLocation(file: "App/Views.swift", line: 7, column: 14)))
        #expect(editor.screen.navigation?.controller.className == "NavigationStack")
        let covered = try #require(editors.first { $0.screen.presentation?.style == .fullScreen })
        #expect(covered.screen.origin == .code(SourceLocation(file: "App/Views.swift", line: 16, column: 14)))
    }

    /// The same when the stack's root is a view type (`.sheet { PickerNavigationView() }` whose
    /// body is `NavigationView { PickerView() }`): the picker is shown at the sheet, which is then
    /// no place without a screen.
    @Test func aPresentedViewsOwnStackOfAViewTypeIsShownAtThePresentation() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var picking = false
                var body: some View {
                    NavigationStack {
                        Button("Pick") { picking = true }
                            .sheet(isPresented: $picking) { PickerNavigationView() }
                    }
                }
            }

            struct PickerNavigationView: View {
                var body: some View {
                    NavigationView { PickerView() }
                        .navigationViewStyle(.stack)
                }
            }
            struct PickerView: View { var body: some View { Text("Pick") } }
            """,
        ]))
        let picker = try #require(audited.screen("PickerView"))
        #expect(picker.screen.origin == .code(SourceLocation(file: "App/Views.swift", line: 8, column: 18)))
        #expect(picker.screen.presentation?.style == .pageSheet)
        #expect(picker.screen.navigation != nil)
        #expect(audited.gaps(.swiftUIViewNotFollowed).isEmpty)
    }

    /// Issue 35: every place the code shows a view is a screen or under `coverage` with its cause: a
    /// sheet or a link in a view that no followed screen draws is listed as not reached.
    @Test func aPlaceInAViewNoScreenDrawsIsUnderCoverageAsNotReached() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var editing = false
                var body: some View {
                    Button("Edit") { editing = true }
                        .sheet(isPresented: $editing) { EditorView() }
                }
            }

            struct EditorView: View { var body: some View { TextEditor(text: .constant("")) } }

            // Shown by code the audit does not follow (or by nothing).
            struct OrphanView: View {
                @State private var showing = false
                var body: some View {
                    NavigationLink { EditorView() } label: { Text("Open") }
                        .fullScreenCover(isPresented: $showing) { EditorView() }
                }
            }
            """,
        ]))
        let notReached = audited.gaps(.swiftUIViewNotReached)
        #expect(notReached.compactMap(\.line).sorted() == [17, 18])
        #expect(notReached.allSatisfy { $0.what.contains("'OrphanView'") })
        // The sheet the root view shows is a screen, not a gap.
        #expect(audited.screen("EditorView")?.screen.presentation?.style == .pageSheet)
        #expect(audited.model.apps.allSatisfy { !$0.coverage.notModelled.contains { $0.line == 8 } })
    }

    /// A custom modifier the app declares in `extension View` (`.withRouter()`, whose
    /// `navigationDestination` switches over a route) or as a `ViewModifier` (`.modifier(Composer())`)
    /// shows what it shows from the view it is applied to.
    @Test func customModifiersThatPushOrPresentShowFromTheViewTheyAreAppliedTo() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/RootView.swift": """
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    NavigationStack {
                        FeedView()
                            .withRouter()
                    }
                }
            }

            struct FeedView: View {
                var body: some View {
                    List { Text("Today") }
                        .modifier(ComposerSheet())
                }
            }
            """,
            "App/Router.swift": """
            import SwiftUI

            enum Route: Hashable { case profile, post }

            extension View {
                func withRouter() -> some View {
                    navigationDestination(for: Route.self) { route in
                        switch route {
                        case .profile: ProfileView()
                        case .post: PostView()
                        }
                    }
                }
            }

            struct ComposerSheet: ViewModifier {
                @State private var composing = false
                func body(content: Content) -> some View {
                    content.sheet(isPresented: $composing) { ComposerView() }
                }
            }

            struct ProfileView: View { var body: some View { Text("Profile") } }
            struct PostView: View { var body: some View { Text("Post") } }
            struct ComposerView: View { var body: some View { Text("New post") } }
            """,
        ]))
        for name in ["ProfileView", "PostView"] {
            let pushed = try #require(audited.screen(name))
            #expect(pushed.screen.navigation?.controller.className == "NavigationStack")
        }
        let composer = try #require(audited.screen("ComposerView"))
        #expect(composer.screen.presentation?.style == .pageSheet)
    }

    /// A custom modifier declared in `extension View` that applies one of the app's `ViewModifier`s
    /// (`func withDestinations(path:) -> some View { modifier(DestinationsModifier(path: path)) }`)
    /// shows what that modifier shows, from the view it is applied to.
    @Test func aCustomModifierApplyingAViewModifierShowsWhatThatModifierShows() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/RootView.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        FeedView()
                            .withDestinations(path: $path)
                    }
                }
            }
            struct FeedView: View { var body: some View { List { Text("Today") } } }
            """,
            "App/Destinations.swift": """
            import SwiftUI

            struct EntryID: Hashable { let value: Int }

            struct DestinationsModifier: ViewModifier {
                @Binding var path: NavigationPath
                @ViewBuilder
                func body(content: Content) -> some View {
                    content
                        .navigationDestination(for: EntryID.self) { id in
                            EntryView(id: id)
                        }
                }
            }

            extension View {
                func withDestinations(path: Binding<NavigationPath>) -> some View {
                    modifier(DestinationsModifier(path: path))
                }
            }

            struct EntryView: View {
                let id: EntryID
                var body: some View { Text("Entry") }
            }
            """,
        ]))
        let entry = try #require(audited.screen("EntryView"))
        #expect(entry.screen.navigation?.controller.className == "NavigationStack")
        #expect(audited.gaps(.swiftUIViewNotReached).isEmpty)
    }

    /// A link written in a member that a view draws only inside its own stack pushes on that stack:
    /// it is followed from the stack's content, not from the view's own place.
    @Test func aLinkInAMemberDrawnInsideTheViewsOwnStackPushesOnThatStack() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/RootView.swift": """
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    NavigationView {
                        List {
                            editSection
                            Text("Today")
                        }
                    }
                }

                private var editSection: some View {
                    Section { NavigationLink { SectionEditView() } label: { Text("Edit") } }
                }
            }

            struct SectionEditView: View { var body: some View { Form { Text("Sections") } } }
            """,
        ]))
        let edits = audited.model.screens.filter { $0.screen.controller.className == "SectionEditView" }
        #expect(edits.count == 1)
        #expect(edits.first?.screen.navigation?.controller.className == "NavigationStack")
        #expect(edits.first?.screen.unknownContext == nil)
    }

    /// A view with its own stack, shown as a tab and as a sheet: what it pushes is followed from its
    /// first place and again from its first place in a sheet, where it sits over the sheet's
    /// backdrop (light content, R4); not once per place (two sheets give one).
    @Test func whatAViewPushesIsFollowedFromItsFirstPlaceAndItsFirstSheet() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/RootView.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var showsSettings = false
                @State private var showsAbout = false
                var body: some View {
                    TabView {
                        NavigationStack { EntriesView() }
                        SettingsView()
                    }
                    .sheet(isPresented: $showsSettings) { SettingsView() }
                    .sheet(isPresented: $showsAbout) { SettingsView() }
                }
            }

            struct EntriesView: View { var body: some View { List { Text("Today") } } }

            struct SettingsView: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink { SyncSettingsView() } label: { Text("Sync") } }
                    }
                }
            }

            struct SyncSettingsView: View { var body: some View { Form { Text("Sync") } } }
            """,
        ]))
        let sync = audited.model.screens.filter { $0.screen.controller.className == "SyncSettingsView" }
        #expect(sync.count == 2)
        let inSheet = try #require(sync.first { $0.screen.presentation?.style == .pageSheet })
        #expect(inSheet.screen.navigation?.controller.className == "NavigationStack")
        #expect(inSheet.prediction.light.content == .light)
        #expect(inSheet.prediction.dark.content == .light)
        let inTab = try #require(sync.first { $0.screen.presentation == nil })
        #expect(inTab.screen.navigation?.controller.className == "NavigationStack")
        #expect(inTab.prediction.light.content == .adaptive)
    }

    /// The cases of a sheet's `switch` are alternatives: what one case's view shows is shown from that
    /// case, not from its siblings.
    @Test func theCasesOfASheetsSwitchAreAlternativesNotViewsDrawnTogether() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/RootView.swift": """
            import SwiftUI

            enum Sheet: Identifiable { case compose, report; var id: Int { 0 } }

            struct RootView: View {
                @State private var sheet: Sheet?
                var body: some View {
                    List { Text("Home") }
                        .sheet(item: $sheet) { sheet in
                            switch sheet {
                            case .compose: ComposeView()
                            case .report: ReportView()
                            }
                        }
                }
            }

            struct ComposeView: View {
                @State private var picking = false
                var body: some View {
                    NavigationStack { Text("New post") }
                        .sheet(isPresented: $picking) { GIFPickerView() }
                }
            }
            struct ReportView: View { var body: some View { Text("Report") } }
            struct GIFPickerView: View { var body: some View { Text("GIFs") } }
            """,
        ]))
        let pickers = audited.model.screens.filter { $0.screen.controller.className == "GIFPickerView" }
        #expect(pickers.count == 1)
        #expect(pickers.first?.screen.presentation?.presenter?.className == "ComposeView")
    }

    /// The content of a window group written inline (`ZStack { if ready { Shop.RootView() } … }`)
    /// shows what the views drawn in it show; a view conforming to the app's own protocol that
    /// refines `View` is a view.
    @Test func inlineContentShowsWhatItsViewsShowAndAProtocolRefiningViewMakesViews() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/ShopApp.swift": """
            import SwiftUI

            @main
            struct ShopApp: App {
                @State private var ready = false
                var body: some Scene {
                    WindowGroup {
                        ZStack {
                            if ready { Shop.RootView() } else { SplashView() }
                        }
                    }
                }
            }

            protocol ScreenView: View {}
            enum Shop {}
            extension Shop {
                struct RootView: ScreenView {
                    @State private var cart = false
                    var body: some View {
                        Text("Shop").sheet(isPresented: $cart) { CartView() }
                    }
                }
            }
            struct SplashView: View { var body: some View { Color.white } }
            struct CartView: View { var body: some View { Text("Cart") } }
            """,
        ]))
        let cart = try #require(audited.screen("CartView"))
        #expect(cart.screen.presentation?.style == .pageSheet)
    }

    @Test func theModifiersOfTheOneViewABodyIsMadeOfAreTheBodysOwn() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                var body: some View { ReaderView() }
            }

            struct ReaderView: View {
                var body: some View { ScrollView { Text("Page") }.statusBarHidden() }
            }
            """,
        ]))
        let root = try #require(audited.screen("RootView"))
        #expect(root.prediction.hidden == true)
        #expect(root.prediction.certainty == .certain)
    }

    @Test func statusBarHiddenDecidesOnAFullScreenCoverAndNotOnASheet() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var photo = false
                @State private var compose = false
                var body: some View {
                    VStack {}
                        .fullScreenCover(isPresented: $photo) { PhotoView() }
                        .sheet(isPresented: $compose) { ComposeView() }
                }
            }

            struct PhotoView: View {
                @State private var chrome = true
                var body: some View { Color.black.statusBarHidden(!chrome) }
            }

            struct ComposeView: View {
                var body: some View { TextEditor(text: .constant("")).statusBarHidden() }
            }
            """,
        ]))
        let root = try #require(audited.screen("RootView"))
        #expect(root.prediction.hidden == false)
        let photo = try #require(audited.screen("PhotoView"))
        #expect(photo.screen.presentation?.style == .fullScreen)
        #expect(photo.prediction.hiddenDecidedBy.name == "PhotoView")
        // A value that is not a literal: both, and the prediction is conditional.
        #expect(photo.prediction.possibleHidden == [false, true])
        #expect(photo.prediction.certainty == .conditional)
        let compose = try #require(audited.screen("ComposeView"))
        #expect(compose.screen.presentation?.style == .pageSheet)
        #expect(compose.prediction.hiddenDecidedBy.name == "RootView")
        #expect(compose.prediction.hidden == false)
        let finding = try #require(audited.rules("status-bar-hidden-in-sheet").first)
        #expect(finding.location.file == "App/Views.swift")
        #expect(finding.location.line == 19)
        #expect(audited.rules("status-bar-hidden-in-sheet").count == 1)
    }

    @Test func preferredColorSchemeIsTheInterfaceStyleOfThePresentation() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink { EntryView() } label: { Text("Today") } }
                            .toolbarBackground(.visible, for: .navigationBar)
                    }
                    .preferredColorScheme(.dark)
                }
            }

            struct EntryView: View {
                var body: some View { Text("Entry") }
            }
            """,
        ]))
        // The stack's root is the inline content of 'RootView'; its stack and what it pushes are dark.
        let root = try #require(audited.screen("RootView"))
        #expect(root.screen.navigation != nil)
        #expect(root.screen.controller.answers.overrideUserInterfaceStyle == .dark)
        let older = try #require(root.eras.first { $0.era == .ios13to16 })
        #expect(older.prediction.light.content == .light)
        #expect(older.prediction.dark.content == .light)
        let entry = try #require(audited.screen("EntryView"))
        #expect(entry.screen.navigation?.controller.answers.overrideUserInterfaceStyle == .dark)
    }

    // MARK: A scheme the app's root forces (round 23's eighth sample, Provenance)

    /// A small app whose root forces a scheme (`scheme` is the argument of the root's
    /// `.preferredColorScheme`): a stack that pushes a view, a sheet, a full-screen cover, and a
    /// cover whose view prefers its own scheme.
    private static func forcedSchemeApp(_ scheme: String) -> RuleExample {
        swiftUIApp([
            "App/ArcadeApp.swift": """
            import SwiftUI

            final class Appearance: ObservableObject {
                static let shared = Appearance()
                @Published var prefersDark = true
            }

            @main
            struct ArcadeApp: App {
                @StateObject private var appearance = Appearance.shared
                var body: some Scene {
                    WindowGroup {
                        LibraryView()
                            .environmentObject(appearance)
                            .preferredColorScheme(\(scheme))
                    }
                }
            }
            """,
            "App/Views.swift": """
            import SwiftUI

            struct LibraryView: View {
                @State private var importing = false
                @State private var playing = false
                @State private var picking = false
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink { GameDetailView() } label: { Text("Asteroids") }
                            Button("Import") { importing = true }
                            Button("Play") { playing = true }
                            Button("Skins") { picking = true }
                        }
                        .navigationTitle("Library")
                        .sheet(isPresented: $importing) { ImportView() }
                        .fullScreenCover(isPresented: $playing) { PlayerView() }
                        .fullScreenCover(isPresented: $picking) { SkinPickerView() }
                    }
                }
            }

            struct GameDetailView: View {
                var body: some View { Text("Asteroids, 1979") }
            }

            struct ImportView: View {
                var body: some View { Text("Drop ROMs here") }
            }

            struct PlayerView: View {
                var body: some View { Text("Player 1") }
            }

            struct SkinPickerView: View {
                var body: some View { Text("Classic").preferredColorScheme(.light) }
            }
            """,
        ])
    }

    /// What `default` draws on iOS 13–16 for a screen, in light and dark appearance.
    private static func olderContent(_ report: ScreenReport) throws -> (light: StatusBarContent, dark: StatusBarContent) {
        let older = try #require(report.eras.first { $0.era == .ios13to16 })
        return (older.prediction.light.content, older.prediction.dark.content)
    }

    @Test func aLiteralSchemeOnTheWindowsRootIsInheritedByWhatIsPushedAndPresentedFromIt() throws {
        let audited = try MixedProjectTests.audit(Self.forcedSchemeApp(".dark"))
        // Pushed on the root's stack: the window's presentation is dark, light glyphs in either appearance.
        let detail = try #require(audited.screen("GameDetailView"))
        #expect(detail.prediction.certainty == .certain)
        #expect(try Self.olderContent(detail) == (.light, .light))
        // A full-screen cover that prefers nothing inherits its presenter's style (R9).
        let player = try #require(audited.screen("PlayerView"))
        #expect(player.screen.presentation?.style == .fullScreen)
        #expect(player.screen.controller.answers.overrideUserInterfaceStyle == nil)
        #expect(player.prediction.certainty == .certain)
        #expect(try Self.olderContent(player) == (.light, .light))
        // A sheet's presenter carries the style it passes on.
        let sheet = try #require(audited.screen("ImportView"))
        #expect(sheet.screen.presentation?.presenter?.answers.overrideUserInterfaceStyle == .dark)
        // A cover whose view prefers its own scheme is that scheme: dark glyphs in dark appearance.
        let picker = try #require(audited.screen("SkinPickerView"))
        #expect(picker.screen.controller.answers.overrideUserInterfaceStyle == .light)
        #expect(try Self.olderContent(picker) == (.dark, .dark))
    }

    @Test func aTernarySchemeOnTheWindowsRootGivesBothStylesAsPossibilitiesNotTheSystems() throws {
        let audited = try MixedProjectTests.audit(Self.forcedSchemeApp("appearance.prefersDark ? .dark : .light"))
        for name in ["GameDetailView", "PlayerView"] {
            let report = try #require(audited.screen(name))
            let older = try #require(report.eras.first { $0.era == .ios13to16 })
            #expect(older.prediction.certainty == .conditional, "\(name)")
            let drawn = Set(older.prediction.outcomes.map { "\($0.light.content)/\($0.dark.content)" })
            // Dark: light glyphs in both appearances; light: dark glyphs in both; never the system's.
            #expect(drawn == ["light/light", "dark/dark"], "\(name)")
            let condition = try #require(older.prediction.outcomes.first?.conditions.first)
            #expect(condition.subject.contains("appearance.prefersDark ? .dark : .light"))
        }
        // The cover that prefers its own literal scheme is certain whatever the root's theme.
        let picker = try #require(audited.screen("SkinPickerView"))
        #expect(picker.prediction.certainty == .certain)
        #expect(try Self.olderContent(picker) == (.dark, .dark))
    }

    @Test func aNilBranchFollowsTheSystemAppearanceForThatBranch() throws {
        let audited = try MixedProjectTests.audit(Self.forcedSchemeApp("appearance.prefersDark ? .dark : nil"))
        let detail = try #require(audited.screen("GameDetailView"))
        let older = try #require(detail.eras.first { $0.era == .ios13to16 })
        #expect(older.prediction.certainty == .conditional)
        let drawn = Set(older.prediction.outcomes.map { "\($0.light.content)/\($0.dark.content)" })
        #expect(drawn == ["light/light", "dark/light"])
    }

    @Test func aSchemeArgumentIsReadAsTheStylesItsBranchesGive() {
        #expect(SwiftUIScreens.interfaceStyles(ofArgument: ".dark") == [.dark])
        #expect(SwiftUIScreens.interfaceStyles(ofArgument: "ColorScheme.light") == [.light])
        #expect(SwiftUIScreens.interfaceStyles(ofArgument: "theme.isDark ? .dark : .light") == [.dark, .light])
        #expect(SwiftUIScreens.interfaceStyles(ofArgument: "(on ? .light : nil)") == [.light, .unspecified])
        #expect(SwiftUIScreens.interfaceStyles(ofArgument: "a ? .dark : b ? .light : .dark") == [.dark, .light])
        // Optional chaining is not a ternary; a value the audit does not read is any of the three.
        #expect(SwiftUIScreens.interfaceStyles(ofArgument: "settings?.scheme") == [.unspecified, .dark, .light])
        #expect(SwiftUIScreens.interfaceStyles(ofArgument: "mode == .dark ? .dark : scheme") == [.unspecified, .dark, .light])
    }

    @Test func toolbarColorSchemeWithAVisibleBackgroundIsWhatTheBarGivesTheStatusBar() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    NavigationStack {
                        FeedView()
                            .toolbarBackground(Color(red: 0.1, green: 0.1, blue: 0.3), for: .navigationBar)
                            .toolbarBackground(.visible, for: .navigationBar)
                            .toolbarColorScheme(.dark, for: .navigationBar)
                    }
                }
            }

            struct FeedView: View {
                var body: some View { List { Text("x") } }
            }

            struct PlainView: View {
                var body: some View {
                    NavigationStack { List { Text("x") }.toolbarColorScheme(.light, for: .navigationBar) }
                }
            }
            """,
        ]))
        let feed = try #require(audited.screen("FeedView"))
        #expect(feed.prediction.styleDecidedBy.name == "NavigationStack")
        #expect(feed.prediction.light.style == .lightContent)
        #expect(feed.prediction.light.content == .light)
        #expect(feed.prediction.light.background == RGBA(red: 0.1, green: 0.1, blue: 0.3, alpha: 1))
        #expect(feed.prediction.certainty == .certain)
        #expect(audited.rules("toolbar-color-scheme-without-background").map(\.location.line) == [20])
    }

    /// `toolbar-color-scheme-without-background` in a view no followed screen draws: reported where
    /// the code puts the view (or a view drawing it) in a stack's content or pushes it, or where a
    /// view in a stack applies the app's own modifier holding it; silent where nothing gives it a
    /// navigation bar, since adding a background there changes nothing.
    @Test func aToolbarSchemeWithNoNavigationBarAnywhereIsNotReported() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View { var body: some View { Text("Home") } }

            struct ArcadeShelf: View {
                var body: some View { ZStack { ShelfGrid() } }
            }
            struct ShelfGrid: View {
                var body: some View { ScrollView { Text("x") }.toolbarColorScheme(.dark, for: .navigationBar) }
            }

            struct LibraryTab: View {
                var body: some View { NavigationStack { LibraryShelf() } }
            }
            struct LibraryShelf: View {
                var body: some View { List { Text("y") }.toolbarColorScheme(.dark, for: .navigationBar) }
            }

            struct NotesTab: View {
                var body: some View { NavigationStack { NotesList() } }
            }
            struct NotesList: View {
                var body: some View { List { Text("z") }.themedList() }
            }
            extension View {
                func themedList() -> some View { self.toolbarColorScheme(.light, for: .navigationBar) }
            }
            """,
        ]))
        let lines = audited.rules("toolbar-color-scheme-without-background").map(\.location.line)
        #expect(lines == [16, 26])
    }

    @Test func withoutAVisibleBarBackgroundWhatLiesUnderTheBarIsUnknown() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    NavigationStack { FeedView().toolbarColorScheme(.dark, for: .navigationBar) }
                }
            }

            struct FeedView: View {
                var body: some View { List { Text("x") } }
            }
            """,
        ]))
        let feed = try #require(audited.screen("FeedView"))
        // The modifier is ignored: the default style, over a background the audit does not know.
        #expect(feed.prediction.light.style == .default)
        #expect(feed.prediction.light.background == nil)
        #expect(feed.prediction.light.content == .adaptive)
        #expect(audited.rules("unreadable-status-bar").isEmpty)
    }

    @Test func aViewTheReaderCannotFollowIsListedUnderCoverageAndNotGuessed() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var route: Route?
                var body: some View {
                    NavigationStack {
                        List { Text("x") }
                            .sheet(item: $route) { route in route.destination }
                            .fullScreenCover(isPresented: .constant(false)) { AnyView(Text("x")) }
                    }
                }
            }
            """,
        ]))
        let app = try #require(audited.model.apps.first)
        let gaps = app.coverage.notModelled.filter { $0.kind == .swiftUIViewNotFollowed }
        #expect(gaps.count == 2)
        #expect(gaps.contains { $0.what.contains("'.sheet' at App/Views.swift:8") && $0.what.contains("route.destination") })
        #expect(audited.model.screens.map(\.screen.controller.className) == ["RootView"])
    }

    @Test func tabsMadeByAForEachAreNotFollowedAndNotNamedAfterTheContainer() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                let tabs: [AppTab] = AppTab.allCases
                var body: some View {
                    TabView {
                        ForEach(tabs) { tab in tab.makeContentView() }
                    }
                }
            }
            """,
        ]))
        #expect(audited.model.screens.isEmpty)
        let app = try #require(audited.model.apps.first)
        #expect(app.coverage.notModelled.contains { $0.kind == .swiftUIViewNotFollowed && $0.what.contains("'ForEach'") })
    }

    /// A storyboard app whose initial scene is `HomeViewController`, and `swift` (App/Home.swift).
    static func homeApp(_ swift: String) -> RuleExample {
        RuleExample([
            "App/Info.plist": RuleExample.infoPlist(["UIMainStoryboardFile": "<string>Main</string>"]),
            "App/Base.lproj/Main.storyboard": RuleExample.storyboardDocument(IBScene.controller("home", customClass: "HomeViewController"), initial: "home"),
            "App/Home.swift": swift,
        ])
    }

    @Test func aHostingControllerThatUIKitCodePresentsTakesThatPresentation() throws {
        let audited = try MixedProjectTests.audit(Self.homeApp("""
            import SwiftUI
            import UIKit

            final class HomeViewController: UIViewController {
                func showPlayer() {
                    let host = UIHostingController(rootView: PlayerView())
                    host.modalPresentationStyle = .fullScreen
                    present(host, animated: true)
                }
            }

            struct PlayerView: View {
                var body: some View { Color.black.statusBarHidden(true) }
            }
            """))
        let player = try #require(audited.screen("PlayerView"))
        #expect(player.screen.presentation?.style == .fullScreen)
        #expect(player.screen.presentation?.presenter?.className == "HomeViewController")
        #expect(player.prediction.hidden == true)
        #expect(player.screen.swiftUI?.how == .hostingRoot)
    }

    /// Round 26's hand check (Provenance's settings in its default UI mode): a hosting controller
    /// wrapped in a navigation controller made around it, which UIKit code presents, sits in that
    /// navigation controller and that presentation (a page sheet on iPhone: the backdrop under the bar).
    @Test(arguments: ["UINavigationController", "ThemedNavigationController"])
    func aHostingControllerInANavigationControllerUIKitCodePresentsTakesBoth(wrapper: String) throws {
        let audited = try MixedProjectTests.audit(Self.homeApp("""
            import SwiftUI
            import UIKit

            final class ThemedNavigationController: UINavigationController {
                override var childForStatusBarStyle: UIViewController? { topViewController }
            }

            final class HomeViewController: UIViewController {
                func showSettings() {
                    let settingsView = SettingsView(onDone: { [weak self] in self?.dismiss(animated: true) })
                    let hostingController = UIHostingController(rootView: settingsView)
                    let navigationController = \(wrapper)(rootViewController: hostingController)
                    present(navigationController, animated: true)
                }
            }

            struct SettingsView: View {
                let onDone: () -> Void
                var body: some View { List { Text("Sounds") } }
            }
            """))
        let settings = try #require(audited.screen("SettingsView"))
        #expect(settings.screen.navigation?.controller.className == wrapper)
        #expect(settings.screen.presentation?.style == .automatic)
        #expect(settings.screen.presentation?.presenter?.className == "HomeViewController")
        #expect(settings.screen.unknownContext == nil)
        #expect(settings.prediction.onSheetBackdrop)
        // The app's navigation controller keeps its answers (it forwards to its top).
        #expect((settings.screen.navigation?.controller.answers.childForStyle == .values([.top], dependsOn: [])) == (wrapper != "UINavigationController"))
    }

    /// A settings view that is a tab of one mode of the app and is also presented by a controller
    /// (a hosting controller in a navigation controller left `automatic`): what it pushes has a
    /// place in each, the second over the sheet's backdrop (the fifteenth sample's #16).
    @Test func whatAViewPushesIsFollowedFromItsAutomaticPresentationToo() throws {
        let audited = try MixedProjectTests.audit(Self.homeApp("""
            import SwiftUI
            import UIKit

            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tabs = UIHostingController(rootView: TabsView())
                    addChild(tabs)
                }
                func showSettings() {
                    let hostingController = UIHostingController(rootView: SettingsView())
                    present(UINavigationController(rootViewController: hostingController), animated: true)
                }
            }

            struct TabsView: View {
                var body: some View { TabView { NavigationStack { SettingsView() }.tabItem { Text("Settings") } } }
            }

            struct SettingsView: View {
                var body: some View { List { NavigationLink("Sounds") { SoundsView() } } }
            }

            struct SoundsView: View { var body: some View { Text("Sounds") } }
            """))
        let sounds = audited.model.screens.filter { $0.screen.controller.className == "SoundsView" }
        #expect(sounds.contains { $0.screen.presentation == nil })
        let inSheet = try #require(sounds.first { $0.screen.presentation?.style == .automatic })
        #expect(inSheet.screen.presentation?.presenter?.className == "HomeViewController")
        #expect(inSheet.prediction.onSheetBackdrop)
    }

    /// Round 19's hand check: a debug menu's navigation controller presented as a sheet pushes a
    /// hosting controller; the view and what it pushes in turn sit in that sheet.
    @Test func aHostingControllerPushedInsideAPresentedNavigationControllerKeepsThePresentation() throws {
        let audited = try MixedProjectTests.audit(Self.homeApp("""
            import SwiftUI
            import UIKit

            final class HomeViewController: UIViewController {
                func showDebug() {
                    present(UINavigationController(rootViewController: DebugViewController()), animated: true)
                }
            }

            final class DebugViewController: UITableViewController {
                func showHosts() {
                    let controller = UIHostingController(rootView: HostsView())
                    navigationController?.pushViewController(controller, animated: true)
                }
            }

            struct HostsView: View {
                var body: some View {
                    List { NavigationLink("Add") { HostEntryView() } }
                }
            }

            struct HostEntryView: View {
                var body: some View { Form { Text("Host") } }
            }
            """))
        let hosts = try #require(audited.screen("HostsView"))
        #expect(hosts.screen.navigation?.controller.className == "UINavigationController")
        #expect(hosts.screen.presentation?.style == .automatic)
        #expect(hosts.screen.presentation?.presenter?.className == "HomeViewController")
        let entry = try #require(audited.screen("HostEntryView"))
        #expect(entry.screen.presentation?.presenter?.className == "HomeViewController")
        // A page sheet on iPhone: the bar sits over the backdrop behind the sheet, light glyphs.
        #expect(entry.prediction.onSheetBackdrop)
    }

    /// A SwiftUI app whose root view's stack presents `content` in a sheet, with `ShareView` and
    /// `views` declared beside it, and `files` added.
    private func sheetApp(content: String, views: String, files: [String: String] = [:]) throws -> MixedProjectTests.Audited {
        var all = files
        all["App/JournalApp.swift"] = appFile
        all["App/Views.swift"] = """
            import SwiftUI

            struct RootView: View {
                @State private var sharing = false
                var body: some View {
                    NavigationStack {
                        List { Text("Entry") }
                            .navigationTitle("Journal")
                            .sheet(isPresented: $sharing) { \(content) }
                    }
                }
            }

            struct ShareView: View {
                var body: some View { Text("Share") }
            }

            \(views)
            """
        return try MixedProjectTests.audit(swiftUIApp(all))
    }

    /// Round 19's hand check: sheets that open at a medium or custom detent were predicted over
    /// the backdrop; their presenter stays in place under the bar (R4).
    @Test(arguments: [("ShareView().presentationDetents([.medium, .large])", SheetDetent.medium),
                      ("ShareView().presentationDetents([.height(220)])", .custom),
                      ("ShareView().presentationDetents([.large])", .large),
                      // A detent chosen by a ternary, the large one after it (the sheet opens at the smaller).
                      ("ShareView().presentationDetents([fits ? .height(220) : .fraction(0.9), .large])", .custom),
                      ("ShareView()", .large),
                      ("DetentView()", .custom)])
    func aSheetsDetentDecidesWhetherItsBackdropLiesUnderTheBar(content: String, detent: SheetDetent) throws {
        let audited = try sheetApp(content: content, views: """
            struct DetentView: View {
                var body: some View { Text("Share").presentationDetents([.fraction(0.4)]) }
            }
            """)
        let shown = try #require(audited.model.screens.first { $0.screen.presentation?.style == .pageSheet })
        #expect(shown.screen.presentation?.sheetDetent == detent)
        #expect(shown.prediction.onSheetBackdrop == (detent == .large))
        if detent != .large {
            // The presenter's stack and its bar lie under the status bar: default, over the bar.
            #expect(shown.prediction.light.backdrop?.source != .sheetBackdrop(window: "main"))
        }
    }

    /// The 28th hand check's BookPlayer sheet: its content chooses among views, and only one of them
    /// sets a medium detent. The others open large, over the backdrop; a view that sets its detents in
    /// one branch of an availability check and not in the other keeps them.
    @Test func detentsWrittenOnOneOfASheetsViewsAreThatViewsOnly() throws {
        let audited = try sheetApp(content: """
            switch mode {
                case .controls: ControlsView().presentationDetents([.medium])
                case .chapters: ChaptersView()
                }
            """, views: """
            var mode = Mode.controls
            enum Mode { case controls, chapters }
            struct ControlsView: View { var body: some View { Text("Controls") } }
            struct ChaptersView: View { var body: some View { Text("Chapters") } }
            """)
        let controls = try #require(audited.model.screens.first { $0.screen.controller.className == "ControlsView" })
        let chapters = try #require(audited.model.screens.first { $0.screen.controller.className == "ChaptersView" })
        #expect(controls.screen.presentation?.sheetDetent == .medium)
        #expect(chapters.screen.presentation?.sheetDetent == .large)
        #expect(chapters.prediction.onSheetBackdrop)

        let both = try sheetApp(content: """
            if #available(iOS 16.0, *) {
                    ShareView().presentationDetents([.medium])
                } else {
                    ShareView()
                }
            """, views: "")
        let share = try #require(both.model.screens.first { $0.screen.controller.className == "ShareView" })
        #expect(share.screen.presentation?.sheetDetent == .medium)
    }

    /// The fifteenth hand check: a sheet that opens at a medium or custom detent and also offers the
    /// large one is dragged there by the user, where the presenter recedes over the backdrop (light
    /// content): both are outcomes, so the screen is not certain. A sheet with one detent has one.
    @Test(arguments: [("ShareView().presentationDetents([.medium, .large])", true),
                      ("ShareView().presentationDetents([.height(350), .large])", true),
                      ("ShareView().presentationDetents([.medium])", false),
                      ("ShareView().presentationDetents([.large])", false)])
    func aSheetTheUserCanDragToTheLargeDetentHasBothOutcomes(content: String, draggable: Bool) throws {
        let audited = try sheetApp(content: content, views: "")
        let shown = try #require(audited.model.screens.first { $0.screen.presentation?.style == .pageSheet })
        let era = try #require(shown.eras.first { $0.era == .ios17 }).prediction
        if draggable {
            #expect(shown.screen.presentation?.otherDetents == [.large])
            #expect(era.certainty == .conditional)
            let places = era.outcomes.flatMap(\.conditions).filter(\.isPlace).flatMap(\.values)
            #expect(places.contains("the sheet is at its large detent"))
            // One outcome over the presenter's stack, one light over the sheet's backdrop.
            #expect(Set(era.outcomes.map(\.light.content)).count == 2)
        } else {
            #expect(shown.screen.presentation?.otherDetents == [])
            #expect(era.certainty == .certain)
        }
    }

    /// The fifteenth hand check's nostur sheet: SwiftUI's `.presentationDetents` exist from iOS 16;
    /// an app that supports iOS 15 (the fixtures' assumed deployment target) shows the sheet large
    /// there, over the backdrop. The iOS 13–16 era has both outcomes; iOS 17 only the detent's.
    @Test func swiftUIDetentsDoNotExistBeforeIOS16() throws {
        let audited = try sheetApp(content: "ShareView().presentationDetents([.medium])", views: "")
        let shown = try #require(audited.model.screens.first { $0.screen.presentation?.style == .pageSheet })
        #expect(shown.screen.presentation?.detentsSince == IOSVersion(16))
        let older = try #require(shown.eras.first { $0.era == .ios13to16 }).prediction
        #expect(older.certainty == .conditional)
        let places = older.outcomes.flatMap(\.conditions).filter(\.isPlace).flatMap(\.values)
        #expect(places.contains("before iOS 16, where its detents do not exist, the sheet is large"))
        let newest = try #require(shown.eras.first { $0.era == .ios17 }).prediction
        #expect(newest.certainty == .certain)
    }

    /// A sheet presented only under `if #available(iOS 16, *)` (linphone's bottom sheets, another
    /// presentation in the `else`) exists only where its detents do: no large place before iOS 16.
    @Test func aSheetShownOnlyFromIOS16HasNoLargePlaceBeforeIt() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var sharing = false
                var body: some View {
                    NavigationStack {
                        if #available(iOS 16.0, *) {
                            List { Text("Entry") }
                                .sheet(isPresented: $sharing) { ShareView().presentationDetents([.medium]) }
                        } else {
                            List { Text("Entry") }
                        }
                    }
                }
            }

            struct ShareView: View {
                var body: some View { Text("Share") }
            }
            """,
        ]))
        let shown = try #require(audited.model.screens.first { $0.screen.presentation?.style == .pageSheet })
        #expect(shown.screen.presentation?.shownSince == IOSVersion(16))
        let older = try #require(shown.eras.first { $0.era == .ios13to16 }).prediction
        #expect(older.certainty == .certain)
        #expect(!older.onSheetBackdrop)
    }

    /// The app's own modifiers apply what they wrap (round 19's hand check: anytype's
    /// `.mediumPresentationDetents()`): a function of `extension View`, a `ViewModifier` applied with
    /// `.modifier(…)`, a function that returns `modifier(…)`, and one that wraps the view in one of
    /// the app's views (isowords' `navigationStyle`: its body's modifiers), on the sheet's content or
    /// in the shown view's body; a hiding modifier wrapped the same way is the view's answer.
    @Test(arguments: [("ShareView().mediumDetents()", SheetDetent.medium, false),
                      ("ShareView().modifier(CardDetents())", .custom, false),
                      ("ShareView().cardDetents()", .custom, false),
                      ("WrappedView()", .medium, false),
                      ("ShareView().immersive()", .large, true),
                      ("ShareView().padded()", .large, false),
                      ("ShareView().fullBleed(title: \"Share\")", .large, true),
                      ("ShareView().card()", .medium, false)])
    func theAppsOwnModifiersApplyWhatTheyWrap(content: String, detent: SheetDetent, hidden: Bool) throws {
        let audited = try sheetApp(content: content, views: """
            struct WrappedView: View {
                var body: some View { VStack { Text("Share") }.mediumDetents() }
            }
            """, files: [
            "App/View+Modifiers.swift": """
            import SwiftUI

            struct CardDetents: ViewModifier {
                func body(content: Content) -> some View {
                    content.presentationDetents([.height(320)])
                }
            }

            extension View {
                func mediumDetents() -> some View {
                    presentationDetents([.medium, .large])
                }
                func cardDetents() -> some View {
                    modifier(CardDetents())
                }
                func immersive() -> some View {
                    statusBarHidden()
                }
                func padded() -> some View {
                    padding(8)
                }
                func fullBleed(title: String) -> some View {
                    FullBleed(title: title, content: self)
                }
                func card() -> some View {
                    CardContainer { self }
                }
            }

            private struct FullBleed<Content: View>: View {
                let title: String
                let content: Content
                var body: some View {
                    VStack {
                        Text(title)
                        content
                    }
                    .statusBarHidden(true)
                }
            }

            struct CardContainer<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View {
                    content().presentationDetents([.medium])
                }
            }
            """,
        ])
        let shown = try #require(audited.model.screens.first { $0.screen.presentation?.style == .pageSheet })
        #expect(shown.screen.presentation?.sheetDetent == detent)
        // The sheet's view answers hidden (a page sheet does not capture: its presenter decides on iPhone).
        #expect((shown.screen.controller.answers.hidden == .values([true], dependsOn: [])) == hidden)
    }

    /// Round 39's hand check: a member a body names only in a Mac's branch (`if Current.isCatalyst
    /// { macOSView } else { iOSView }`) shows nothing on an iPhone, nor do the members it alone
    /// draws; the iPhone's branch is followed as before.
    @Test func whatOnlyAMacBranchsMemberDrawsIsNoIPhonesScreen() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    Group {
                        if ProcessInfo.processInfo.isMacCatalystApp {
                            macOSView
                        } else {
                            iOSView
                        }
                    }
                }

                private var macOSView: some View {
                    NavigationView {
                        sidebar
                        Text("Pick one")
                    }
                }

                private var sidebar: some View {
                    List { NavigationLink("Sync") { SyncSettingsView() } }
                }

                private var iOSView: some View {
                    NavigationStack {
                        List { NavigationLink("General") { GeneralSettingsView() } }
                    }
                }
            }

            struct SyncSettingsView: View { var body: some View { Text("Sync") } }
            struct GeneralSettingsView: View { var body: some View { Text("General") } }
            """,
        ]))
        #expect(audited.screen("GeneralSettingsView") != nil)
        #expect(audited.screen("SyncSettingsView") == nil)
    }

    /// Round 19's hand checks: a presenter found in a branch only an iPad takes (a split pane beside
    /// the tabs, the regular-width layout) was taken for the iPhone's; that branch is no iPhone's.
    @Test(arguments: ["UIDevice.current.userInterfaceIdiom == .pad && horizontalSizeClass == .regular", "horizontalSizeClass != .compact"])
    func whatOnlyAnIPadDrawsIsNoIPhonesScreen(condition: String) throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
                var body: some View {
                    HStack {
                        TabsView()
                        if \(condition) {
                            DetailPane()
                        }
                    }
                }
            }

            struct TabsView: View {
                @State private var zapping = false
                var body: some View {
                    NavigationStack { Text("Feed").sheet(isPresented: $zapping) { ZapView() } }
                }
            }

            struct DetailPane: View {
                @State private var sharing = false
                var body: some View {
                    Text("Detail").sheet(isPresented: $sharing) { ShareView() }
                }
            }

            struct ZapView: View { var body: some View { Text("Zap") } }
            struct ShareView: View { var body: some View { Text("Share") } }
            """,
        ]))
        #expect(audited.screen("ZapView") != nil)
        #expect(audited.screen("ShareView") == nil)
        let app = try #require(audited.model.apps.first)
        #expect(app.coverage.notModelled.contains { $0.what.contains("ShareView") })
    }

    // MARK: NavigationSplitView (issue 15, what was left: point 2)

    /// `NavigationView { List; Placeholder() }`: an iPhone shows the first view as its stack's root;
    /// the second is an iPad's detail column, never on an iPhone's screen.
    @Test func aNavigationViewsLaterColumnsAreNoIPhoneScreen() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    NavigationView {
                        JournalsView()
                            .navigationTitle("Journals")
                        NoJournalSelectedView()
                    }
                }
            }

            struct JournalsView: View {
                var body: some View { List { Text("Travel") } }
            }

            struct NoJournalSelectedView: View {
                var body: some View { Text("Pick a journal") }
            }
            """,
        ]))
        let root = try #require(audited.screen("JournalsView"))
        #expect(root.screen.navigation?.controller.className == "NavigationStack")
        #expect(audited.screen("NoJournalSelectedView") == nil)
    }

    @Test func aSplitViewsColumnsAreScreensOnTheStackItCollapsesTo() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    NavigationSplitView {
                        JournalsView()
                    } content: {
                        EntriesView()
                    } detail: {
                        EntryView()
                            .toolbarBackground(.visible, for: .navigationBar)
                            .toolbarColorScheme(.dark, for: .navigationBar)
                    }
                }
            }

            struct JournalsView: View {
                var body: some View { List { Text("Travel") } }
            }

            struct EntriesView: View {
                var body: some View { List { Text("Day one") } }
            }

            struct EntryView: View {
                var body: some View { Text("Entry") }
            }
            """,
        ]))
        // The view holding the split view is a container, not a screen.
        #expect(audited.screen("RootView") == nil)
        let sidebar = try #require(audited.screen("JournalsView"))
        #expect(sidebar.screen.swiftUI?.how == .splitSidebar)
        #expect(sidebar.screen.navigation?.controller.className == "NavigationStack")
        #expect(sidebar.screen.unknownContext == nil)
        let content = try #require(audited.screen("EntriesView"))
        #expect(content.screen.swiftUI?.how == .splitContent)
        #expect(content.screen.navigation != nil)
        let detail = try #require(audited.screen("EntryView"))
        #expect(detail.screen.swiftUI?.how == .splitDetail)
        #expect(detail.screen.unknownContext == nil)
        // The detail's bar asks for light content, as in a stack.
        #expect(detail.prediction.light.style == .lightContent)
        #expect(sidebar.prediction.light.style != .lightContent)
        let app = try #require(audited.model.apps.first)
        #expect(app.coverage.screens == 3)
    }

    // MARK: UIHostingController subclasses (point 3)

    private static let hosts = """
        import SwiftUI
        import UIKit

        final class PlayerHostingController: UIHostingController<PlayerView> {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }

        final class SettingsHostingController: UIHostingController<AnyView> {
            init() {
                super.init(rootView: AnyView(SettingsView()))
            }
            @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
        }

        struct PlayerView: View {
            var body: some View { Color.black.statusBarHidden(true) }
        }

        struct SettingsView: View {
            var body: some View { Form { Text("Settings") }.preferredColorScheme(.dark) }
        }
        """

    private static func sceneDelegate(_ body: String) -> String {
        """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                \(body)
                window.makeKeyAndVisible()
                self.window = window
            }
        }
        """
    }

    /// What lies under the bar of a hosting subclass's screen is its root view's top, as for any
    /// SwiftUI screen: a full-bleed white keeps white in both appearances; a `TabView` root is its
    /// tabs' content, not the hosting view's system background (which only a view showing nothing
    /// would leave uncovered).
    @Test(arguments: [
        ("ZStack { Color.white.ignoresSafeArea(); Text(\"QR\") }", RGBA?.some(RGBA(red: 1, green: 1, blue: 1, alpha: 1)), true),
        ("TabView { NavigationStack { List { Text(\"a\") } } }", RGBA?.none, false),
    ])
    func aHostingSubclasssBackgroundIsItsRootViewsTop(body: String, dark: RGBA?, known: Bool) throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Hosts.swift": """
                import SwiftUI
                import UIKit
                final class CodeHostingController: UIHostingController<CodeView> {}
                struct CodeView: View {
                    var body: some View { \(body) }
                }
                """,
            "App/SceneDelegate.swift": Self.sceneDelegate("window.rootViewController = CodeHostingController(rootView: CodeView())"),
        ]))
        let code = try #require(audited.screen("CodeHostingController"))
        #expect(code.prediction.dark.background == dark)
        #expect((code.prediction.light.background != nil) == known)
    }

    @Test func aHostingSubclassAtTheWindowsRootIsAControllerWhoseOverridesDecideAndWhoseRootViewCountsElsewhere() throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Hosts.swift": Self.hosts,
            "App/SceneDelegate.swift": Self.sceneDelegate("window.rootViewController = PlayerHostingController(rootView: PlayerView())"),
        ]))
        let player = try #require(audited.screen("PlayerHostingController"))
        #expect(player.screen.swiftUI?.viewType == "PlayerView")
        #expect(player.screen.swiftUI?.hostedBy == "PlayerHostingController")
        #expect(!player.screen.isSwiftUIView)
        // Its own override decides the style; hidden, which it does not override, comes from the root view.
        #expect(player.prediction.light.style == .lightContent)
        #expect(player.prediction.hidden == true)
        #expect(player.screen.unknownContext == nil)
        // The root view is not a second screen.
        #expect(audited.screen("PlayerView") == nil)
    }

    /// Issue 35, point 4: a generic hosting subclass (`class AppHost<Content: View>:
    /// UIHostingController<Content>`) that a coordinator constructs with a root view and presents
    /// hosts that view: what it shows is followed from the subclass's screen.
    @Test func aGenericHostingSubclassHostsTheViewItIsConstructedWith() throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Host.swift": """
            import SwiftUI

            final class AppHost<Content: View>: UIHostingController<Content> {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }

            struct LibraryView: View {
                @State private var settings = false
                var body: some View {
                    NavigationStack { List { Text("Books") } }
                        .sheet(isPresented: $settings) { SettingsView() }
                }
            }
            struct SettingsView: View { var body: some View { Form { Text("Settings") } } }
            """,
            "App/SceneDelegate.swift": Self.sceneDelegate("window.rootViewController = UINavigationController(rootViewController: StartViewController())"),
            "App/Start.swift": """
            import UIKit

            final class StartViewController: UIViewController {
                func showLibrary() {
                    let host = AppHost(rootView: LibraryView())
                    host.modalPresentationStyle = .fullScreen
                    present(host, animated: true)
                }
            }
            """,
        ]))
        let host = try #require(audited.screen("AppHost"))
        #expect(host.screen.swiftUI?.viewType == "LibraryView")
        #expect(host.screen.presentation?.style == .fullScreen)
        // The root view's sheet is presented from the host.
        let settings = try #require(audited.screen("SettingsView"))
        #expect(settings.screen.presentation?.style == .pageSheet)
        #expect(audited.gaps(.swiftUIViewNotFollowed).isEmpty)
    }

    /// Issue 35, point 4: a generic hosting subclass of the app's, reached through another
    /// (`ThemedHost<Content>: BaseHost<Content>: UIHostingController<Content>`), hosts at each place
    /// the view it is constructed with there (a local given an environment object included); a
    /// subclass naming its root in the generic argument (`HistoryHost: ThemedHost<HistoryView>`) hosts that.
    @Test func aGenericHostingSubclassHostsAtEachPlaceTheViewConstructedThere() throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Hosts.swift": """
            import SwiftUI

            class BaseHost<Content: View>: UIHostingController<Content> {}
            class ThemedHost<Content: View>: BaseHost<Content> {
                override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .clear }
            }
            final class HistoryHost: ThemedHost<HistoryView> {
                convenience init() { self.init(rootView: HistoryView()) }
            }
            final class Theme: ObservableObject {}

            struct AboutView: View {
                @State private var legal = false
                var body: some View {
                    NavigationView { List { Text("Version") } }
                        .sheet(isPresented: $legal) { LegalView() }
                }
            }
            struct LegalView: View { var body: some View { Text("Legal") } }
            struct FolderPicker: View { var body: some View { List { Text("Folders") } } }
            struct HistoryView: View { var body: some View { List { Text("History") } } }
            """,
            "App/SceneDelegate.swift": Self.sceneDelegate("window.rootViewController = UINavigationController(rootViewController: SettingsViewController())"),
            "App/Settings.swift": """
            import UIKit

            final class SettingsViewController: UIViewController {
                func showAbout() {
                    let about = AboutView().environmentObject(Theme())
                    let host = ThemedHost(rootView: about)
                    present(host, animated: true)
                }
                func pickFolder() {
                    let host = ThemedHost(rootView: FolderPicker())
                    present(host, animated: true)
                }
                func showHistory() {
                    navigationController?.pushViewController(HistoryHost(), animated: true)
                }
            }
            """,
        ]))
        let hosts = audited.model.screens.filter { $0.screen.controller.className == "ThemedHost" }
        #expect(hosts.compactMap(\.screen.swiftUI?.viewType).sorted() == ["AboutView", "FolderPicker"])
        // The sheet of the view hosted in one place is followed from there.
        let legal = try #require(audited.screen("LegalView"))
        #expect(legal.screen.presentation?.style == .pageSheet)
        let history = try #require(audited.screen("HistoryHost"))
        #expect(history.screen.swiftUI?.viewType == "HistoryView")
        #expect(history.screen.navigation != nil)
    }

    /// A library's hosting controller that adds no status bar member (LoopKitUI's
    /// `DismissibleHostingController`, ``LibraryController``), constructed with a root view and
    /// presented, hosts that view as a `UIHostingController` would: its screens are followed.
    @Test func aLibrarysHostingControllerHostsTheViewItIsConstructedWith() throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Views.swift": """
            import SwiftUI

            struct TherapySettingsView: View {
                var body: some View {
                    NavigationView {
                        List { NavigationLink(destination: AlertsView()) { Text("Alerts") } }
                    }
                }
            }
            struct AlertsView: View { var body: some View { Text("Alerts") } }
            """,
            "App/SceneDelegate.swift": Self.sceneDelegate("window.rootViewController = UINavigationController(rootViewController: StatusViewController())"),
            "App/Status.swift": """
            import UIKit
            import LoopKitUI

            final class StatusViewController: UITableViewController {
                func openSettings() {
                    let settings = TherapySettingsView()
                    let hostingController = DismissibleHostingController(rootView: settings, isModalInPresentation: false)
                    present(hostingController, animated: true)
                }
            }
            """,
        ]))
        let settings = try #require(audited.screen("TherapySettingsView"))
        #expect(settings.screen.presentation?.presenter?.className == "StatusViewController")
        #expect(settings.screen.presentation?.style == .automatic)
        let alerts = try #require(audited.screen("AlertsView"))
        #expect(alerts.screen.navigation != nil)
        #expect(audited.gaps(.swiftUIViewNotReached).isEmpty)
    }

    /// The app's hosting factories (#35, point 4): a coordinator's `createHostingVC(_:)` that returns
    /// the hosting controller it makes around its parameter hosts, at each call, the view the call
    /// passes (a local given it before), shown where the caller shows what it returns; a helper that
    /// makes and presents one hosts it where it is called, presented as the helper presents it,
    /// by the caller. A cell's `configure(with:)` that embeds the hosting view is no factory: its
    /// calls make no screen, and it is under coverage.
    @Test func aHostingFactoryHostsTheViewEachCallPasses() throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Views.swift": """
            import SwiftUI

            struct AccountView: View {
                var body: some View {
                    List { NavigationLink(destination: DevicesView()) { Text("Devices") } }
                }
            }
            struct DevicesView: View { var body: some View { Text("Devices") } }
            struct AboutView: View { var body: some View { Text("About") } }
            struct BadgeRow: View { var body: some View { Text("Badge") } }
            """,
            "App/SceneDelegate.swift": Self.sceneDelegate("window.rootViewController = UINavigationController(rootViewController: HomeViewController())"),
            "App/Coordinator.swift": """
            import SwiftUI
            import UIKit

            protocol Coordinator: AnyObject {
                var navigationController: UINavigationController { get }
            }

            extension Coordinator {
                func createHostingVC<Content: View>(_ view: Content) -> UIViewController {
                    let hostingController = UIHostingController(rootView: view)
                    return hostingController
                }
            }

            final class AccountCoordinator: Coordinator {
                let navigationController = UINavigationController()
                func start() {
                    let view = AccountView()
                    let viewController = createHostingVC(view)
                    navigationController.pushViewController(viewController, animated: true)
                }
            }
            """,
            "App/Home.swift": """
            import SwiftUI
            import UIKit

            extension UIViewController {
                func presentFullScreen(_ view: some View) {
                    let host = UIHostingController(rootView: view)
                    host.modalPresentationStyle = .fullScreen
                    present(host, animated: true)
                }
            }

            final class BadgeCell: UITableViewCell {
                func configure(with view: some View) {
                    let host = UIHostingController(rootView: view)
                    contentView.addSubview(host.view)
                }
            }

            final class HomeViewController: UITableViewController {
                func showAbout() {
                    presentFullScreen(AboutView())
                }
                func fill(_ cell: BadgeCell) {
                    cell.configure(with: BadgeRow())
                }
            }
            """,
        ]))
        let account = try #require(audited.screen("AccountView"))
        #expect(account.screen.origin.sortKey.contains("Coordinator.swift"))
        #expect(audited.screen("DevicesView") != nil)
        let about = try #require(audited.screen("AboutView"))
        #expect(about.screen.presentation?.style == .fullScreen)
        #expect(about.screen.presentation?.presenter?.className == "HomeViewController")
        #expect(about.screen.origin.sortKey.contains("Home.swift"))
        #expect(audited.screen("BadgeRow") == nil)
        #expect(audited.gaps(.swiftUIViewNotFollowed).contains { $0.file == "App/Home.swift" && $0.line == 14 })
        #expect(audited.gaps(.swiftUIViewNotReached).isEmpty)
    }

    /// Wrappers as SwiftUI apps write them around their root (#35, point 2): a toast container
    /// whose body layers its generic content under a toast in a `ZStack`, and a
    /// `UIViewControllerRepresentable` whose controller hosts the content it is given; a root
    /// whose `ZStack` switches over a state, one case drawing SwiftUI's own `ProgressView`, shows
    /// the app's views of the other cases. A view whose `ZStack` reads its view model is no wrapper:
    /// given a trailing closure (an action), it is the screen.
    @Test func toastAndRepresentableWrappersShowTheirContentAndALoadingCaseIsDrawnInPlace() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/HarborApp.swift": """
            import SwiftUI

            @main
            struct HarborApp: App {
                var body: some Scene {
                    WindowGroup {
                        ToastHost {
                            Preferences { RootView() }
                        }
                        .ignoresSafeArea()
                    }
                }
            }
            """,
            "App/Wrappers.swift": """
            import SwiftUI
            import UIKit

            struct ToastHost<Content: View>: View {
                @StateObject private var toasts = ToastCenter()
                private let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View {
                    ZStack(alignment: .top) {
                        content
                            .environmentObject(toasts)
                        if toasts.isPresenting {
                            VStack { Text(toasts.message); Spacer() }
                        }
                    }
                }
            }

            final class PreferencesHostingController: UIHostingController<AnyView> {
                init(@ViewBuilder content: () -> some View) { super.init(rootView: AnyView(content())) }
                required init?(coder: NSCoder) { fatalError() }
                override var prefersHomeIndicatorAutoHidden: Bool { true }
            }

            struct Preferences<Content: View>: UIViewControllerRepresentable {
                private let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                func makeUIViewController(context: Context) -> some UIViewController {
                    PreferencesHostingController { content }
                }
                func updateUIViewController(_ controller: some UIViewController, context: Context) {}
            }
            """,
            "App/Views.swift": """
            import SwiftUI

            enum LaunchState { case loading, ready }

            struct RootView: View {
                @State private var state = LaunchState.loading
                @State private var paying = false
                var body: some View {
                    ZStack {
                        switch state {
                        case .loading:
                            ProgressView()
                        case .ready:
                            HomeView(paying: $paying)
                        }
                    }
                    .animation(.linear, value: state)
                }
            }

            struct HomeView: View {
                @Binding var paying: Bool
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Pay") { DetailView() } }
                            .sheet(isPresented: $paying) {
                                PayView(viewModel: PayViewModel()) { paying = false }
                            }
                    }
                }
            }
            struct DetailView: View { var body: some View { Text("Detail") } }

            struct PayViewModel { var amount = 3 }
            struct PayView: View {
                let viewModel: PayViewModel
                let onDone: () -> Void
                var body: some View {
                    ZStack {
                        VStack { Text("\\(viewModel.amount)"); Button("Done", action: onDone) }
                    }
                }
            }
            """,
        ]))
        let home = try #require(audited.screen("HomeView"))
        #expect(home.screen.navigation != nil)
        #expect(audited.screen("DetailView")?.screen.navigation != nil)
        #expect(audited.screen("ToastHost") == nil)
        #expect(audited.screen("RootView") == nil)
        #expect(audited.screen("PayView")?.screen.presentation?.style == .pageSheet)
    }

    /// `.navigationDestination(for:) { route in ZStack { switch route { … } } }`: each case's view
    /// is a screen of the destination, not inline content left out.
    @Test func aDestinationsSwitchInsideAZStackShowsEachCase() throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/App.swift": """
            import SwiftUI

            enum LibraryRoute: Hashable { case history, settings }

            @main struct ShelfApp: App {
                var body: some Scene { WindowGroup { LibraryView() } }
            }
            struct LibraryView: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink(value: LibraryRoute.history) { Text("History") }
                            NavigationLink(value: LibraryRoute.settings) { Text("Settings") }
                        }
                        .navigationDestination(for: LibraryRoute.self) { route in
                            ZStack {
                                switch route {
                                case .history: HistoryView()
                                case .settings: SettingsView().navigationTitle("Settings")
                                }
                            }
                        }
                    }
                }
            }
            struct HistoryView: View { var body: some View { Text("History") } }
            struct SettingsView: View { var body: some View { Form { Text("Settings") } } }
            """,
        ]))
        #expect(audited.screen("HistoryView")?.screen.navigation != nil)
        #expect(audited.screen("SettingsView")?.screen.navigation != nil)
        #expect(audited.gaps(.swiftUIViewNotFollowed).isEmpty)
    }

    @Test func aHostingSubclassPushedPresentedOrSetAsTabsTakesThatPlace() throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Hosts.swift": Self.hosts,
            "App/SceneDelegate.swift": Self.sceneDelegate("""
                let tabs = UITabBarController()
                        tabs.setViewControllers([UINavigationController(rootViewController: HomeViewController()), SettingsHostingController()], animated: false)
                        window.rootViewController = tabs
                """),
            "App/Home.swift": """
            import UIKit

            final class HomeViewController: UIViewController {
                func play() {
                    let player = PlayerHostingController(rootView: PlayerView())
                    player.modalPresentationStyle = .fullScreen
                    present(player, animated: true)
                }
                func openSettings() {
                    navigationController?.pushViewController(SettingsHostingController(), animated: true)
                }
            }
            """,
        ]))
        let player = try #require(audited.screen("PlayerHostingController"))
        #expect(player.screen.presentation?.style == .fullScreen)
        #expect(player.prediction.hidden == true)
        let settings = audited.model.screens.filter { $0.screen.controller.className == "SettingsHostingController" }
        // Two places: a tab of the tab bar controller, and pushed on Home's navigation controller.
        #expect(settings.count == 2)
        #expect(settings.allSatisfy { $0.screen.swiftUI?.viewType == "SettingsView" })
        // The root view's `.preferredColorScheme(.dark)` is the hosting controller's interface style.
        #expect(settings.allSatisfy { $0.screen.controller.answers.overrideUserInterfaceStyle == .dark })
        #expect(settings.contains { $0.screen.tabBarClass != nil && $0.screen.navigation == nil })
        #expect(settings.contains { $0.screen.navigation?.controller.className == "UINavigationController" })
    }

    // MARK: One entry per place (point 4)

    @Test func aViewShownAsASheetInOnePlaceAndPushedInAnotherIsTwoEntriesEachWithItsOrigin() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var composing = false
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink { ComposerView() } label: { Text("New entry") }
                            NavigationLink { EntryView() } label: { Text("Today") }
                        }
                        .sheet(isPresented: $composing) { ComposerView() }
                    }
                }
            }

            struct EntryView: View {
                @State private var editing = false
                var body: some View {
                    Button("Edit") { editing = true }
                        .sheet(isPresented: $editing) { ComposerView() }
                }
            }

            struct ComposerView: View {
                var body: some View { TextEditor(text: .constant("")) }
            }
            """,
        ]))
        let composer = audited.model.screens.filter { $0.screen.controller.className == "ComposerView" }
        // Pushed on the stack; a sheet of the stack's root; a sheet of EntryView: three places.
        #expect(composer.count == 3)
        let origins = composer.map { entry -> Int in
            guard case .code(let l) = entry.screen.origin else { return -1 }
            return l.line
        }
        #expect(origins.sorted() == [8, 11, 20])
        #expect(composer.filter { $0.screen.presentation == nil }.count == 1)
        // The stack's inline root is named by the view that writes it.
        #expect(composer.compactMap { $0.screen.presentation?.presenter?.className }.sorted() == ["EntryView", "RootView"])
        // Each entry says how it is shown there; `shownAs` still lists every way.
        #expect(Set(composer.compactMap { $0.screen.swiftUI?.how }) == [.navigationLink, .sheet])
        #expect(composer.allSatisfy { Set($0.screen.swiftUI?.shownAs ?? []) == [.navigationLink, .sheet] })
    }

    /// Every place SwiftUI code shows a view is a screen, a place a screen lists (`alsoShownFrom`),
    /// or a gap: a second place showing the same screen, a value link whose stack has one
    /// destination, a value link whose destination makes several screens, a view choosing among
    /// several stacks shown again.
    @Test func everyPlaceIsAScreenAPlaceAScreenListsOrAGap() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var a = false
                @State private var b = false
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink(value: 3) { Text("Three") }
                            Button("Help") { a = true }
                            Button("More help") { b = true }
                        }
                        .navigationDestination(for: Int.self) { n in EntryView() }
                        .sheet(isPresented: $a) { HelpView() }
                        .sheet(isPresented: $b) { HelpView() }
                    }
                }
            }

            struct EntryView: View {
                @State private var kind: Kind?
                var body: some View {
                    NavigationStack {
                        List { NavigationLink(value: Route.inbox) { Text("Inbox") } }
                            .navigationDestination(for: Route.self) { route in
                                switch route {
                                case .inbox: InboxView()
                                case .outbox: OutboxView()
                                }
                            }
                    }
                    .sheet(item: $kind) { k in Chooser(kind: k) }
                    .popover(item: $kind) { k in Chooser(kind: k) }
                }
            }

            enum Route: Hashable { case inbox, outbox }
            enum Kind: Identifiable { case a, b; var id: Int { 0 } }

            struct Chooser: View {
                let kind: Kind
                var body: some View {
                    switch kind {
                    case .a: NavigationStack { InboxView() }
                    case .b: NavigationStack { OutboxView() }
                    }
                }
            }

            struct HelpView: View { var body: some View { Text("Help") } }
            struct InboxView: View { var body: some View { Text("In") } }
            struct OutboxView: View { var body: some View { Text("Out") } }
            """,
        ]))
        // The second sheet shows the same screen in the same place: one entry, which lists it.
        let help = audited.model.screens.filter { $0.screen.controller.className == "HelpView" }
        #expect(help.count == 1)
        #expect(help.first.map { entry -> [Int] in
            guard case .code(let l) = entry.screen.origin else { return [] }
            return [l.line] + entry.screen.alsoShownFrom.map(\.line)
        } == [14, 15])
        // The value link pushes onto a stack with one destination showing one view: that screen lists it.
        #expect(audited.screen("EntryView")?.screen.alsoShownFrom.map(\.line) == [9])
        // A value link whose destination switches over a route: a gap naming the destination.
        let valueLinks = audited.gaps(.swiftUIValueLink)
        #expect(valueLinks.compactMap(\.line) == [24])
        #expect(valueLinks.first?.what.contains("Views.swift:25") == true)
        // The popover shows the chooser again, which chooses among two stacks: followed from the sheet only.
        let elsewhere = audited.gaps(.swiftUIViewFollowedElsewhere)
        #expect(elsewhere.compactMap(\.line) == [33])
        #expect(elsewhere.first?.what.contains("'Chooser'") == true)
        #expect(elsewhere.first?.what.contains("Views.swift:32") == true)
    }

    /// An Xcode project with one app target, `App/<name>App.swift` holding `app`, and a local Swift
    /// package `Packages/<package>` (no target of the project compiles it) whose target's sources
    /// are `packageFiles`, by file name.
    static func localPackageApp(_ name: String, package: String, app: String, packageFiles: [String: String]) -> RuleExample {
        var files = [
            "\(name).xcodeproj/project.pbxproj": XcodeProjects.oneAppTarget(name: name, source: "App/\(name)App.swift", deploymentTarget: "17.0",
                                                                             localPackage: "Packages/\(package)"),
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/\(name)App.swift": app,
            "Packages/\(package)/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "\(package)", platforms: [.iOS(.v17)], targets: [.target(name: "\(package)")])
                """,
        ]
        for (file, text) in packageFiles { files["Packages/\(package)/Sources/\(package)/\(file)"] = text }
        return RuleExample(files)
    }

    /// A view of a local Swift package the app shows (`Packages/Settings/Sources/Settings/…`, a
    /// package the app target links): what its body presents is followed too; a package's own `App`
    /// is not this app's root.
    @Test func theViewsOfALocalPackageShowWhatTheirBodiesPresent() throws {
        let audited = try MixedProjectTests.audit(Self.localPackageApp("Journal", package: "Settings", app: """
                import SwiftUI
                import Settings
                @main struct JournalApp: App {
                    var body: some Scene { WindowGroup { NavigationStack { SettingsView() } } }
                }
                """, packageFiles: [
            "SettingsView.swift": """
                import SwiftUI
                public struct SettingsView: View {
                    @State private var about = false
                    public init() {}
                    public var body: some View {
                        List { Button("About") { about = true } }
                            .sheet(isPresented: $about) { AboutView() }
                    }
                }
                struct AboutView: View { var body: some View { Text("About") } }
                """,
            "PreviewHost.swift": """
                import SwiftUI
                struct PreviewHost: App {
                    var body: some Scene { WindowGroup { HostedView() } }
                }
                struct HostedView: View { var body: some View { Text("Host") } }
                """,
        ]))
        let about = try #require(audited.screen("AboutView"))
        #expect(about.screen.presentation?.style == .pageSheet)
        #expect(about.screen.presentation?.presenter?.className == "SettingsView")
        #expect(audited.screen("HostedView") == nil)
    }

    /// A view type the app declares shadows a package's type of the same name: what the package's
    /// `ContentView` shows is not what the app's shows.
    @Test func theAppsOwnViewTypeShadowsAPackagesTypeOfTheSameName() throws {
        let audited = try MixedProjectTests.audit(Self.localPackageApp("Skins", package: "Library", app: """
                import SwiftUI
                import Library
                @main struct SkinsApp: App {
                    var body: some Scene { WindowGroup { ContentView() } }
                }
                struct ContentView: View {
                    var body: some View { NavigationStack { SkinListView() } }
                }
                """, packageFiles: [
            "ContentView.swift": """
                import SwiftUI
                public struct ContentView: View {
                    public init() {}
                    public var body: some View { NavigationStack { GameShelfView() } }
                }
                public struct SkinListView: View {
                    public init() {}
                    public var body: some View { List { Text("Skins") } }
                }
                struct GameShelfView: View { var body: some View { Text("Games") } }
                """,
        ]))
        #expect(audited.screen("SkinListView") != nil)
        #expect(audited.screen("GameShelfView") == nil)
    }

    /// A stack written in a member that only a sheet of the view shows (`.sheet { infoSheet }`) is
    /// that sheet's content, not the view's own stack: a view drawn inside another view's stack
    /// (`LabsLabel` in a form's header) does not take the place of that view's screen.
    @Test func aStackInAMemberOnlyASheetShowsIsNotTheViewsOwnContainer() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var settings = false
                var body: some View {
                    Text("Home").sheet(isPresented: $settings) { SettingsView() }
                }
            }

            struct SettingsView: View {
                var body: some View {
                    NavigationView {
                        Form { Section { Text("Voice") } header: { HStack { Text("Labs"); LabsBadge() } } }
                    }
                }
            }

            struct LabsBadge: View {
                @State private var info = false
                var body: some View {
                    Text("Labs").onTapGesture { info = true }.sheet(isPresented: $info) { infoSheet }
                }
                private var infoSheet: some View {
                    NavigationView { ScrollView { Text("What Labs are") } }
                }
            }
            """,
        ]))
        let settings = try #require(audited.screen("SettingsView"))
        #expect(settings.screen.navigation?.controller.className == "NavigationStack")
        #expect(settings.screen.presentation?.presenter?.className == "RootView")
        #expect(audited.screen("LabsBadge") == nil)
    }

    /// A sheet written inside the view's own stack (`NavigationView { List { … }.sheet { preferencesView } }`)
    /// shows the member's stack as a sheet, and only there: the member is not drawn in the view's stack
    /// (before, the member's stack was also a place of its own, at the top, with no presentation).
    /// Under a compilation condition's `#else` too (home-assistant).
    @Test(arguments: [false, true])
    func aMemberOnlyASheetInsideTheViewsStackShowsIsNotDrawnInThatStack(_ conditional: Bool) throws {
        let sheets = """
                        .sheet(isPresented: $showPreferences) { preferencesView }
                        .sheet(isPresented: $showNetwork) { networkView }
            """
        let modifiers = conditional ? """
            #if targetEnvironment(macCatalyst)
                        .fullScreenCover(isPresented: $showPreferences) { preferencesView }
            #else
            \(sheets)
            #endif
            """ : sheets
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var showPreferences = false
                @State private var showNetwork = false
                var body: some View {
                    NavigationView {
                        List { Text("Blocked") }
            \(modifiers)
                    }
                }
                private var preferencesView: some View {
                    NavigationView { PermissionsView() }
                }
                private var networkView: some View {
                    NavigationView { NetworkView() }
                }
            }

            struct PermissionsView: View { var body: some View { Text("Location") } }
            struct NetworkView: View { var body: some View { Text("Wi-Fi") } }
            """,
        ]))
        for name in ["PermissionsView", "NetworkView"] {
            let places = audited.model.screens.filter { $0.screen.controller.className == name }
            #expect(places.count == 1, "\(name): \(places.map(\.screen.origin))")
            #expect(places.first?.screen.presentation?.style == .pageSheet)
            #expect(places.first?.screen.presentation?.presenter?.className == "RootView")
        }
    }

    @Test func aHostingControllerSetAsTheWindowsRootThroughANameIsTheWindowsRootNotALaterPresentation() throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": Self.sceneDelegate("""
                let lock = UIHostingController(rootView: LockView())
                        window.rootViewController = lock
                        lock.present(makeLockedAlert(), animated: true)
                """),
            "App/LockView.swift": """
            import SwiftUI

            struct LockView: View {
                var body: some View { Image(systemName: "lock").statusBarHidden(true) }
            }
            """,
        ]))
        let lock = audited.model.screens.filter { $0.screen.controller.className == "LockView" }
        #expect(lock.count == 1)
        #expect(lock.first?.screen.presentation == nil)
        #expect(lock.first?.screen.unknownContext == nil)
        #expect(lock.first?.prediction.hidden == true)
    }
}

/// Round 23: what lies under the bar at the top of a SwiftUI view, read from its body's root.
extension SwiftUIScreenTests {
    static let black = RGBA(red: 0, green: 0, blue: 0, alpha: 1)

    private func views(_ body: String, _ more: String = "") -> [String: String] {
        ["App/JournalApp.swift": appFile, "App/Views.swift": "import SwiftUI\n\nstruct RootView: View {\n    var body: some View {\n" + body + "\n    }\n}\n" + more]
    }

    @Test func aColorAtTheBackOfTheRootZStackIgnoringTheSafeAreaLiesUnderTheBar() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp(views("""
                    ZStack {
                        Color.black.ignoresSafeArea()
                        VStack { Text("x") }
                    }
            """)))
        let root = try #require(audited.screen("RootView"))
        #expect(root.prediction.light.background == Self.black)
        #expect(root.prediction.dark.background == Self.black)
        // Where the color comes from: the line of the color.
        let source = try #require(root.screen.controller.answers.backgroundSource)
        #expect(source.location.line == 6)
        #expect(source.what.contains("ZStack"))
        #expect(audited.rules("unreadable-status-bar").isEmpty)
    }

    @Test func aBackgroundColorOnARootThatFillsTheScreenLiesUnderTheBarFromIOS15() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp(views("""
                    VStack {
                        Text("x")
                        Spacer()
                    }
                    .background(Color(uiColor: .black))
            """)))
        let root = try #require(audited.screen("RootView"))
        #expect(root.prediction.light.background == Self.black)
        #expect(root.screen.controller.answers.backgroundSource?.location.line == 9)
    }

    @Test func aBackgroundOnARootThatDoesNotFillTheScreenOrAnAppsHexHelperIsUnknown() throws {
        // A centred VStack: its background is only as tall as its text.
        let short = try MixedProjectTests.audit(swiftUIApp(views("""
                    VStack { Text("x") }.background(Color.black)
            """)))
        #expect(try #require(short.screen("RootView")).prediction.light.background == nil)
        let hex = try MixedProjectTests.audit(swiftUIApp(views("""
                    ZStack {
                        Color(hex: "#000000").ignoresSafeArea()
                        Text("x")
                    }
            """)))
        #expect(try #require(hex.screen("RootView")).prediction.light.background == nil)
        // The same with `frame(maxHeight: .infinity)`: the view fills the screen.
        let framed = try MixedProjectTests.audit(swiftUIApp(views("""
                    VStack { Text("x") }.frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.black)
            """)))
        #expect(try #require(framed.screen("RootView")).prediction.light.background == Self.black)
    }

    @Test func aListAtTheRootDrawsItsOwnBackgroundOverTheColor() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp(views("""
                    List { Text("x") }.background(Color.black)
            """)))
        let root = try #require(audited.screen("RootView"))
        #expect(root.prediction.light.background == nil)
        guard case .unknown(let why)? = root.screen.controller.answers.background else { Issue.record("not unknown"); return }
        #expect(why.contains("List"))
        // With its background hidden, the color shows.
        let hidden = try MixedProjectTests.audit(swiftUIApp(views("""
                    List { Text("x") }.scrollContentBackground(.hidden).background(Color.black)
            """)))
        #expect(try #require(hidden.screen("RootView")).prediction.light.background == Self.black)
    }

    @Test func aViewDrawnOverTheColorThatIgnoresTheSafeAreaMakesItUnknown() throws {
        let image = try MixedProjectTests.audit(swiftUIApp(views("""
                    ZStack {
                        Color.black.ignoresSafeArea()
                        Image("hero").resizable().ignoresSafeArea()
                    }
            """)))
        #expect(try #require(image.screen("RootView")).prediction.light.background == nil)
        // Through a view of the app drawn over it, and one of its members.
        let through = try MixedProjectTests.audit(swiftUIApp(views("""
                    ZStack {
                        Color.black.ignoresSafeArea()
                        Header()
                    }
            """, """
            struct Header: View {
                var body: some View { VStack { hero } }
                var hero: some View { Image("hero").ignoresSafeArea(edges: .top) }
            }
            """)))
        #expect(try #require(through.screen("RootView")).prediction.light.background == nil)
        // A view of the app that stays in the safe area does not.
        let safe = try MixedProjectTests.audit(swiftUIApp(views("""
                    ZStack {
                        Color.black.ignoresSafeArea()
                        Header()
                    }
            """, """
            struct Header: View {
                var body: some View { VStack { Text("x").ignoresSafeArea(.keyboard) } }
            }
            """)))
        #expect(try #require(safe.screen("RootView")).prediction.light.background == Self.black)
    }

    @Test func belowIOS15APlainBackgroundColorIsTheViewOverloadAndStaysInTheSafeArea() throws {
        func audit(_ body: String) throws -> MixedProjectTests.Audited {
            // One source: the project's target compiles the app's file only.
            var files = ["App/JournalApp.swift": appFile + "\n\nstruct RootView: View {\n    var body: some View {\n" + body + "\n    }\n}\n"]
            files["App/Info.plist"] = RuleExample.infoPlist([:])
            files["Journal.xcodeproj/project.pbxproj"] = XcodeProjects.oneAppTarget(name: "Journal", source: "App/JournalApp.swift",
                                                                                   deploymentTarget: "14.0")
            return try MixedProjectTests.audit(RuleExample(files))
        }
        let plain = try audit("""
                    VStack { Spacer() }.background(Color.black)
            """)
        let root = try #require(plain.screen("RootView"))
        #expect(root.prediction.light.background == nil)
        guard case .unknown(let why)? = root.screen.controller.answers.background else { Issue.record("not unknown"); return }
        #expect(why.contains("iOS 15"))
        // A background view that ignores the safe area reaches the bar on iOS 14 too.
        let ignoring = try audit("""
                    VStack { Spacer() }.background(Color.black.ignoresSafeArea())
            """)
        #expect(try #require(ignoring.screen("RootView")).prediction.light.background == Self.black)
    }

    @Test func aTransparentStackBarShowsTheViewsKnownBackground() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp(views("""
                    NavigationStack { FeedView() }
            """, """
            struct FeedView: View {
                var body: some View {
                    ZStack {
                        Color.black.ignoresSafeArea()
                        ScrollView { Text("x") }
                    }
                }
            }
            """)))
        let feed = try #require(audited.screen("FeedView"))
        #expect(feed.prediction.light.background == Self.black)
        #expect(feed.prediction.light.content == .light)
    }
}

extension SwiftUIScreenTests {
    /// Aidoku's `MangaCoverPageView`: a background on the content of the app's own stack wrapper,
    /// whose height a pager fills.
    @Test func aBackgroundOnTheContentOfTheAppsStackWrapperLiesUnderItsTransparentBar() throws {
        let wrapper = """
            struct PlatformStack<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { NavigationStack { content } }
            }
            struct Card<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { VStack { content }.padding() }
            }
            """
        let audited = try MixedProjectTests.audit(swiftUIApp([
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    PlatformStack {
                        VStack {
                            TabView { Text("a"); Text("b") }.tabViewStyle(.page)
                            Text("x")
                        }
                        .background(Color(uiColor: .black))
                        .navigationTitle("Cover")
                    }
                }
            }

            struct OtherView: View {
                var body: some View {
                    Card {
                        VStack { Spacer() }.background(Color.black)
                    }
                }
            }
            """ + wrapper,
        ]))
        let root = try #require(audited.screen("RootView"))
        #expect(root.prediction.light.background == Self.black)
        #expect(root.screen.controller.answers.backgroundSource?.location.line == 10)
    }

    /// A stack whose content is a member of the view (`NavigationStack { mainView() }`): what the
    /// member applies is the content's (`.navigationBarHidden(true)` hides the stack's bar, so the
    /// stack forwards to the view, which decides, and so do the sheets it presents). A member the
    /// content does not call applies nothing there.
    @Test func aMemberAStackShowsAppliesItsModifiersToTheStacksContent() throws {
        func app(_ content: String) throws -> MixedProjectTests.Audited {
            try MixedProjectTests.audit(swiftUIApp([
                "App/JournalApp.swift": appFile,
                "App/Views.swift": """
                import SwiftUI

                struct RootView: View {
                    @State private var showsPump = false
                    var body: some View {
                        TabView {
                            NavigationStack { \(content) }
                                .tabItem { Label("Main", systemImage: "chart.xyaxis.line") }
                        }
                    }

                    @ViewBuilder func mainView() -> some View {
                        Button("Pump") { showsPump = true }
                            .navigationTitle("Home")
                            .navigationBarHidden(true)
                            .sheet(isPresented: $showsPump) { PumpView() }
                    }

                    @ViewBuilder func plainView() -> some View {
                        Button("Pump") { showsPump = true }
                            .sheet(isPresented: $showsPump) { PumpView() }
                    }
                }

                struct PumpView: View {
                    var body: some View { Text("Pump") }
                }
                """,
            ]))
        }
        let hidden = try app("mainView()")
        let root = try #require(hidden.screen("RootView"))
        #expect(root.screen.navigation?.effectiveBarHidden == true)
        #expect(root.prediction.styleDecidedBy.name == "RootView")
        #expect(try #require(hidden.screen("PumpView")).prediction.styleDecidedBy.name == "RootView")
        let shown = try app("plainView()")
        #expect(try #require(shown.screen("RootView")).prediction.styleDecidedBy.name == "NavigationStack")
    }
}
