import SourceModel
import SwiftSourceReader
import Testing

/// Issue 15, point 2 and 3: the SwiftUI structure the screen graph needs, as typed facts.
@Suite("SwiftUI structure")
struct SwiftUIStructureTests {
    static let app = """
        import SwiftUI

        @main
        struct DiaryApp: App {
            var body: some Scene {
                WindowGroup {
                    RootView()
                        .preferredColorScheme(.dark)
                }
            }
        }

        struct RootView: View {
            var body: some View {
                TabView {
                    NavigationStack {
                        EntriesView()
                            .toolbarBackground(Color.indigo, for: .navigationBar)
                            .toolbarBackground(.visible, for: .navigationBar, .tabBar)
                            .toolbarColorScheme(.dark, for: .navigationBar)
                    }
                    .tabItem { Label("Entries", systemImage: "book") }
                    SettingsView()
                }
            }
        }

        struct EntriesView: View {
            @State private var composing = false
            @State private var reading = false
            var body: some View {
                List {
                    NavigationLink(destination: EntryView().toolbar(.hidden, for: .navigationBar)) { Text("Today") }
                    NavigationLink(value: 3) { Text("Three") }
                    NavigationLink { EntryView() } label: { Text("Yesterday") }
                }
                .navigationDestination(for: Int.self) { n in EntryView() }
                .sheet(isPresented: $composing) {
                    NavigationStack { ComposerView().statusBarHidden(true) }
                }
                .fullScreenCover(isPresented: $reading) { makeReader() }
                .popover(isPresented: $reading) { if reading { ReaderView() } else { AnyView(Text("x")) } }
                .navigationBarHidden(false)
                .toolbarVisibility(.hidden, for: .statusBar)
            }
        }

        #Preview { EntryView() }
        """

    @Test("the App's WindowGroup, stacks, tabs, links, destinations and presentations, each with what it constructs")
    func shownViews() {
        let read = facts(Self.app)
        let shown = read.swiftUIShownViews.map { "\($0.how.rawValue) \($0.constructed) in \($0.enclosingType ?? "-")" }
        #expect(shown == [
            "windowGroup [\"RootView\"] in DiaryApp",
            "tab [\"NavigationStack\", \"EntriesView\"] in RootView",
            "navigationRoot [\"EntriesView\"] in RootView",
            "tab [\"SettingsView\"] in RootView",
            "navigationLink [\"EntryView\"] in EntriesView",
            // A value pushed: nothing constructed; the value is its content.
            "navigationValueLink [] in EntriesView",
            "navigationLink [\"EntryView\"] in EntriesView",
            "navigationDestination [\"EntryView\"] in EntriesView",
            "sheet [\"NavigationStack\", \"ComposerView\"] in EntriesView",
            "navigationRoot [\"ComposerView\"] in EntriesView",
            // A call at the root is named: a member of the type that makes views, or a variable the audit does not follow.
            "fullScreenCover [\"makeReader\"] in EntriesView",
            // `AnyView(…)` is type erasure: what it wraps is what is constructed.
            "popover [\"ReaderView\", \"Text\"] in EntriesView",
        ])
        // The stack inside the first tab, the stack inside the sheet: written inside another's content.
        let tab = read.swiftUIShownViews[1], sheet = read.swiftUIShownViews[8]
        #expect(read.swiftUIShownViews[5].contentText == "3")
        #expect(read.swiftUIShownViews[2].within == tab.place)
        #expect(read.swiftUIShownViews[9].within == sheet.place)
        #expect(read.swiftUIShownViews[0].within == nil)
        #expect(read.swiftUIShownViews[10].contentText == "{ makeReader() }")
    }

    /// Round 38: with an `onDismiss` trailing closure first, the content is the `content:` closure
    /// (Provenance's artwork detail, threema's polls, Swiftfin's routes had been read from `onDismiss`).
    @Test("a presentation's content is its content: closure, not the onDismiss trailing closure before it")
    func contentAfterOnDismiss() {
        let read = facts("""
            import SwiftUI
            struct PollsView: View {
                @State private var selected: Poll?
                @State private var showing = false
                var body: some View {
                    List { Text("Polls") }
                        .sheet(item: $selected) {
                            reload()
                        } content: { poll in
                            ResultView(poll: poll)
                        }
                        .fullScreenCover(isPresented: $showing) { reload() } content: { DetailView() }
                }
            }
            """)
        let shown = read.swiftUIShownViews.map { "\($0.how.rawValue) \($0.constructed)" }
        #expect(shown == ["sheet [\"ResultView\"]", "fullScreenCover [\"DetailView\"]"])
    }

    @Test("toolbar modifiers with their placements, and the shown view each is written in")
    func modifiers() {
        let read = facts(Self.app)
        let mods = read.swiftUIModifiers
        #expect(mods.map(\.kind) == [
            .preferredColorScheme, .toolbarBackground, .toolbarBackground, .toolbarColorScheme, .toolbarVisibility, .statusBarHidden,
            .navigationBarHidden, .toolbarVisibilityModifier,
        ])
        #expect(mods[1].value == .color(.system("indigo")))
        #expect(mods[2].value == .enumCase("visible"))
        #expect(mods[2].placements == [.navigationBar, .tabBar])
        #expect(mods[3].value == .enumCase("dark"))
        #expect(mods[4].value == .enumCase("hidden"))
        #expect(mods[7].placements == [.statusBar])
        // Written where the view is constructed: inside the window group, the stack, the link, the sheet's stack.
        let shown = read.swiftUIShownViews
        #expect(mods[0].contentOf == shown[0].place)
        #expect(mods[1].contentOf == shown[2].place)
        #expect(mods[4].contentOf == shown[4].place)
        #expect(mods[5].contentOf == shown[9].place)
        #expect(mods[6].contentOf == nil)
        #expect(mods.allSatisfy { $0.kind != .toolbarVisibility || !$0.argumentText.isEmpty })
    }

    @Test("iOS 18's toolbarBackgroundVisibility is a visibility of the bars' background; a call with another shape is not read")
    func backgroundVisibility() {
        let read = facts("""
            struct FeedView: View {
                var body: some View {
                    List { Text("a") }
                        .toolbarBackgroundVisibility(.visible, for: .navigationBar, .tabBar)
                        .toolbarBackgroundVisibility(visible: true)
                }
            }
            """)
        #expect(read.swiftUIModifiers.map(\.kind) == [.toolbarBackgroundVisibility])
        #expect(read.swiftUIModifiers.first?.value == .enumCase("visible"))
        #expect(read.swiftUIModifiers.first?.placements == [.navigationBar, .tabBar])
        #expect(read.swiftUIModifiers.first?.kind.setsBarBackground == true)
    }

    @Test("constructions are counted, previews not")
    func constructions() {
        let read = facts(Self.app)
        #expect(read.swiftUIConstructions[type: "EntryView"] == 3)
        #expect(read.swiftUIConstructions[type: "RootView"] == 1)
    }

    @Test("a preview's own code is not counted; a type declared inside a preview is read as any type")
    func constructionsAroundPreviews() {
        let read = facts("""
            import SwiftUI
            struct Row: View {
                var body: some View { Badge() }
            }
            #Preview("Rows") {
                struct Host: View {
                    var body: some View { Badge() }
                }
                return VStack { Host(); Row() }
            }
            #Preview { Row() }
            struct After: View {
                var body: some View { Row() }
            }
            """)
        #expect(read.swiftUIConstructions[type: "Badge"] == 2)  // in Row, and in Host's own body
        #expect(read.swiftUIConstructions[type: "Host"] == 0)
        #expect(read.swiftUIConstructions[type: "VStack"] == 0)
        #expect(read.swiftUIConstructions[type: "Row"] == 1)  // in After, after the previews
    }

    @Test("the places a preview shows views are not the app's")
    func placesInPreviews() {
        let read = facts("""
            import SwiftUI
            struct Browser: View {
                @State private var showsHelp = false
                var body: some View {
                    List { Text("Feeds") }
                        .sheet(isPresented: $showsHelp) { HelpView() }
                }
            }
            #Preview {
                Color.clear
                    .sheet(isPresented: .constant(true)) { Browser() }
            }
            struct Browser_Previews: PreviewProvider {
                static var previews: some View {
                    Color.clear.fullScreenCover(isPresented: .constant(true)) { NavigationStack { Browser() } }
                }
            }
            """)
        #expect(read.swiftUIShownViews.map(\.location.line) == [6])
        #expect(read.swiftUIShownViews.first?.constructed == ["HelpView"])
    }

    @Test("a hosting controller's root view; a toolbar with content is not a visibility")
    func hostingController() {
        let read = facts("""
            import SwiftUI
            import UIKit

            final class SettingsCoordinator {
                func start(from presenter: UIViewController) {
                    let host = UIHostingController(rootView: SettingsView().environmentObject(store))
                    presenter.present(host, animated: true)
                }
            }

            struct SettingsView: View {
                var body: some View {
                    Form { Text("x") }
                        .toolbar { ToolbarItem { Button("Done") {} } }
                }
            }
            """)
        #expect(read.swiftUIShownViews.map(\.how) == [.hostingRoot])
        #expect(read.swiftUIShownViews.first?.constructed == ["SettingsView"])
        #expect(read.swiftUIShownViews.first?.enclosingFunction == "start")
        #expect(read.swiftUIModifiers.isEmpty)
    }

    @Test("an argument given what a member of its name makes may store a route's view")
    func argumentsGivenAMembersView() {
        let read = facts("""
            import SwiftUI

            extension Screen {
                func modal(resolver: Resolver) -> Main.Modal {
                    .init(screen: self, view: view(resolver: resolver).asAny())
                }
                func sheet() -> Sheet { Sheet(content: AnyView(self.content())) }
                func other(_ body: AnyView) -> Wrapper { Wrapper(view: body) }
            }
            """)
        let stored = read.swiftUIShownViews.filter { $0.how == .storedFromRoute }.map(\.contentText)
        #expect(stored == ["view", "content"])
    }

    @Test("what a content calls is its own after a value link, which has no content of its own")
    func containedNamesAfterAValueLink() {
        let read = facts("""
            import SwiftUI

            struct OrdersView: View {
                @State private var filtering = false
                @State private var exporting = false
                var body: some View {
                    List {
                        NavigationLink(value: Route.archive) { Text("Archive") }
                    }
                    .sheet(isPresented: $filtering) { FilterView().statusBarHidden() }
                    .sheet(isPresented: $exporting) { ExportView() }
                }
            }
            """)
        let sheets = read.swiftUIShownViews.filter { $0.how == .sheet }
        #expect(sheets.map(\.contained) == [[".statusBarHidden", "FilterView"], ["ExportView"]])
    }

    @Test("a function hosting its first parameter is a hosting factory; a call passing a constructed type may be its")
    func hostingFactoriesAndTheirCalls() {
        let read = facts("""
            import SwiftUI
            import UIKit

            extension Coordinator {
                func createHostingVC<Content: View>(_ view: Content) -> UIViewController {
                    UIHostingController(rootView: view)
                }
                func present(view: some View) {
                    let host = UIHostingController(rootView: view)
                    rootViewController.present(host, animated: true)
                }
                func wrapped(_ view: some View) -> some View { UIHostingController(rootView: view).rootView }
            }

            final class SettingsCoordinator: Coordinator {
                func start() {
                    let view = SettingsView(store: store)
                    let vc = self.createHostingVC(view)
                    present(view: AboutView())
                    log(String(describing: vc))
                    router.createHostingVC(OtherView())
                }
            }
            """)
        let shown = read.swiftUIShownViews.map {
            "\($0.how.rawValue) \($0.callee ?? "-") \($0.constructed) \($0.returnsController) in \($0.enclosingType ?? "-").\($0.enclosingFunction ?? "-")"
        }
        #expect(shown == [
            "hostingFactory createHostingVC(_:) [] true in Coordinator.createHostingVC",
            "hostingFactory present(view:) [] false in Coordinator.present",
            "hostingRoot - [\"view\"] false in Coordinator.wrapped",
            "hostingFactoryCall createHostingVC(_:) [\"SettingsView\"] false in SettingsCoordinator.start",
            "hostingFactoryCall present(view:) [\"AboutView\"] false in SettingsCoordinator.start",
            // Any call of the app passing a construction: which ones are a factory's is the audit's to tell.
            "hostingFactoryCall log(_:) [\"String\"] false in SettingsCoordinator.start",
        ])
    }

    @Test("a secondary window (WindowGroup(for:)) is not the app's window; a nested view type keeps its outer name")
    func secondaryWindowsAndNestedTypes() {
        let read = facts("""
            import SwiftUI

            struct MailApp: App {
                var body: some Scene {
                    WindowGroup(id: "Main") { Inbox.MainView() }
                    WindowGroup(for: Draft.self) { draft in Composer.MainView() }
                }
            }
            """)
        #expect(read.swiftUIShownViews.map(\.how) == [.windowGroup])
        #expect(read.swiftUIShownViews.first?.constructed == ["Inbox.MainView"])
    }

    @Test("an App's later WindowGroup is a secondary window (iPad and Mac): an iPhone shows the first group's")
    func laterWindowGroupsAreSecondary() {
        let read = facts("""
            import SwiftUI

            struct LedgerApp: App {
                var body: some Scene {
                    WindowGroup { LedgerHome() }
                    WindowGroup { PreferencesPane() }
                        .handlesExternalEvents(matching: ["preferences"])
                }
            }
            struct CompanionApp: App {
                var body: some Scene {
                    WindowGroup { CompanionHome() }
                }
            }
            """)
        #expect(read.swiftUIShownViews.map(\.how) == [.windowGroup, .windowGroup])
        #expect(read.swiftUIShownViews.map(\.constructed) == [["LedgerHome"], ["CompanionHome"]])
    }

    @Test("an empty WindowGroup (a test host's App) shows nothing: no place")
    func anEmptyWindowGroupIsNoPlace() {
        let read = facts("""
            import SwiftUI

            struct TestHostApp: App {
                var body: some Scene { WindowGroup { } }
            }
            """)
        #expect(read.swiftUIShownViews.isEmpty)
    }

    @Test("modifiers under #if are stripped like the others; a body's roots are read as content is")
    func conditionalModifiersAndBodies() {
        let read = facts("""
            import SwiftUI

            struct ReelApp: App {
                var body: some Scene {
                    WindowGroup {
                        ContentView()
                            .environment(store)
                            #if os(iOS)
                            .tint(.orange)
                            #endif
                            .task { await store.load() }
                    }
                }
            }

            struct ContentView: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    if sizeClass == .compact { PhoneShell() } else { Group { PadShell() } }
                }
                var footer: some View { Text("x") }
            }
            """)
        #expect(read.swiftUIShownViews.first?.constructed == ["ContentView"])
        // `body`, then the computed property making views, as a member.
        #expect(read.swiftUIBodies.map { "\($0.type).\($0.member ?? "body")" } == ["ReelApp.body", "ContentView.body", "ContentView.footer"])
        #expect(read.swiftUIBodies[1].roots == ["PhoneShell", "Group", "PadShell"])
        #expect(read.swiftUIBodies[1].location.line == 18)
        #expect(read.swiftUIBodies[2].roots == ["Text"])
    }

    @Test("members that make views are recorded with their roots; a body lists what it draws inside, not what it shows")
    func viewMembersAndContainedNames() {
        let read = facts("""
            import SwiftUI

            struct LibraryView: View {
                @State private var route: Route?
                var body: some View {
                    VStack {
                        header
                        self.shelf
                        ForEach(books) { book in BookRow(book: book) }
                        iPadSidebar()
                    }
                    .sheet(item: $route) { route in destination(for: route) }
                    .overlay { NavigationLink { ReaderView() } label: { Text("Read") } }
                }
                private var header: some View { HeaderView().padding() }
                var shelf: AnyView { return AnyView(ShelfView()) }
                @ViewBuilder func destination(for route: Route) -> some View {
                    switch route {
                    case .settings: SettingsView()
                    case .about: AboutView()
                    }
                }
                func notAView() -> Int { Helper().count }
            }
            struct iPadSidebar: View { var body: some View { Text("x") } }
            """)
        let bodies = Dictionary(read.swiftUIBodies.map { ($0.member ?? "body", $0) }, uniquingKeysWith: { a, _ in a })
        #expect(Set(bodies.keys) == ["body", "header", "shelf", "destination"])
        #expect(bodies["header"]?.roots == ["HeaderView"])
        #expect(bodies["shelf"]?.roots == ["ShelfView"])
        #expect(bodies["destination"]?.roots == ["SettingsView", "AboutView"])
        // Inside the body: what it calls and states, but not the sheet's or the link's content.
        let all = bodies["body"]?.contained ?? []
        // Methods called on a value are listed with a dot (the audit follows the app's custom modifiers).
        #expect(all.starts(with: [".overlay", ".sheet"]))
        let contained = all.filter { !$0.hasPrefix(".") }
        #expect(contained.starts(with: ["VStack", "header", "shelf", "ForEach", "BookRow", "iPadSidebar"]))
        #expect(!contained.contains("destination") && !contained.contains("ReaderView"))
        #expect(contained.contains("NavigationLink") && contained.contains("Text"))
        // The sheet's content names the member; a view type named in lowercase is named as written.
        let sheet = read.swiftUIShownViews.first { $0.how == .sheet }
        #expect(sheet?.constructed == ["destination"])
        #expect(sheet?.contained == ["destination"])
        let link = read.swiftUIShownViews.first { $0.how == .navigationLink }
        #expect(link?.contained == ["ReaderView"])
    }

    /// A placement and a scheme written with their type and module are read as written unqualified;
    /// a placement the reader cannot read names no bar (it is not taken for the navigation bar).
    @Test("placements qualified by type and module; a placement in a variable is unread")
    func qualifiedAndUnreadPlacements() {
        let read = facts("""
            import SwiftUI

            struct ConsoleView: View {
                let bars: ToolbarPlacement = .tabBar
                var body: some View {
                    List { Text("A") }
                        .toolbarColorScheme(SwiftUI.ColorScheme.dark, for: SwiftUI.ToolbarPlacement.tabBar)
                        .toolbarColorScheme(.light, for: ToolbarPlacement.navigationBar, .tabBar)
                        .toolbarBackground(.visible, for: bars)
                }
            }
            """)
        let modifiers = read.swiftUIModifiers.map { "\($0.kind) \($0.value) \($0.placements)" }
        #expect(modifiers == ["toolbarColorScheme enumCase(\"dark\") [tabBar]", "toolbarColorScheme enumCase(\"light\") [navigationBar, tabBar]",
                              "toolbarBackground enumCase(\"visible\") [unread]"])
    }

    @Test("a member called or read on another value is a route name, with the enum case it is given; a switch's cases are kept by name")
    func routesAndCaseRoots() {
        let read = facts("""
            import SwiftUI

            enum Page {
                case inbox, archive
                case entry(Int)
                @ViewBuilder func view() -> some View {
                    switch self {
                    case .inbox, .archive: InboxView()
                    case let .entry(id): EntryView(id: id)
                    }
                }
            }

            struct RootView: View {
                let layer: Layer
                let router: Router
                var body: some View {
                    NavigationStack { layer.root.page.view().padding() }
                        .sheet(item: $modal) { modal in modal.view }
                        .fullScreenCover(isPresented: $x) { router.view(for: .entry(3)) }
                        .task { await model.load() }
                }
            }

            struct PaddedView: View {
                var body: some View { content.padding() }
            }
            """)
        let page = read.swiftUIBodies.first { $0.type == "Page" && $0.member == "view" }
        #expect(page?.roots == ["InboxView", "EntryView"])
        #expect(page?.cases.map(\.name) == ["inbox", "archive", "entry"])
        #expect(page?.cases.first { $0.name == "entry" }?.roots == ["EntryView"])
        let stack = read.swiftUIShownViews.first { $0.how == .navigationRoot }
        // A call on a chain of names; a modifier after it is none (called on a call).
        #expect(stack?.constructed.filter { $0.hasPrefix(SwiftUIBody.routePrefix) } == ["~view", "~:page"])
        let sheet = read.swiftUIShownViews.first { $0.how == .sheet }
        #expect(sheet?.constructed == ["~:view"])
        let cover = read.swiftUIShownViews.first { $0.how == .fullScreenCover }
        #expect(cover?.constructed.last == "~view.entry")
        #expect(SwiftUIBody.routeParts("~view.entry")! == ("view", "entry", false))
        #expect(SwiftUIBody.routeParts("~:view")! == ("view", nil, true))
        // A body lists the calls on other values it makes; not `content.padding()` of a modifier's content.
        let body = read.swiftUIBodies.first { $0.type == "RootView" && $0.member == nil }
        #expect(body?.contained.contains("~load") == true)
        let padded = read.swiftUIBodies.first { $0.type == "PaddedView" }
        #expect(padded?.roots == ["content"])
        #expect(padded?.contained.contains { $0.hasPrefix(SwiftUIBody.routePrefix) } == false)
    }

    @Test("what a call gives a view of the app is listed after its name; not what it gives SwiftUI's own views")
    func givenContent() {
        let read = facts("""
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    Provider(store: store) { NavigationStack { HomeView() } }
                        .sheet(isPresented: $about) { SheetContent { AboutView() } }
                        .fullScreenCover(isPresented: $detail) { LazyView(DetailView(id: 1)) }
                        .popover(isPresented: $help) { VStack { HelpView() } }
                    NavigationLink(.post(id)) { PostRow() }
                    NavigationLink("Settings") { SettingsView() }
                }
            }
            """)
        // The app's own value link (`init(_ page:label:)`) is no destination but a value pushed; SwiftUI's titled link is.
        #expect(read.swiftUIShownViews.filter { $0.how == .navigationLink }.map(\.constructed) == [["SettingsView"]])
        #expect(read.swiftUIShownViews.filter { $0.how == .navigationValueLink }.map(\.contentText) == [".post(id)"])
        let body = read.swiftUIBodies.first { $0.type == "RootView" }
        #expect(body?.roots == ["Provider", "@NavigationStack", "@HomeView", "NavigationLink", "NavigationLink"])
        #expect(read.swiftUIShownViews.first { $0.how == .sheet }?.constructed == ["SheetContent", "@AboutView"])
        #expect(read.swiftUIShownViews.first { $0.how == .fullScreenCover }?.constructed == ["LazyView", "@DetailView"])
        #expect(read.swiftUIShownViews.first { $0.how == .popover }?.constructed == ["VStack"])
    }

    @Test("a sheet or a destination written under a compilation condition after a view is that view's modifier")
    func modifiersUnderACondition() {
        let read = facts("""
            import SwiftUI
            struct HomeView: View {
                var body: some View {
                    List { Text("a") }
                    #if !os(tvOS)
                    .sheet(isPresented: $showing) {
                        NavigationStack { SettingsView() }
                    }
                    .navigationDestination(isPresented: $pushing) { DetailView() }
                    #endif
                    #if os(macOS)
                    .popover(isPresented: $help) { HelpView() }
                    #endif
                }
            }
            """)
        #expect(read.swiftUIShownViews.map(\.how) == [.sheet, .navigationRoot, .navigationDestination])
        let sheet = read.swiftUIShownViews[0]
        // The stack is the sheet's content, not the view's own.
        #expect(read.swiftUIShownViews[1].within == sheet.place)
    }

    @Test("code compiled only for another platform is not read; a page-style TabView is a pager, not tabs")
    func otherPlatformsAndPagers() {
        let read = facts("""
            import SwiftUI
            struct SourcesView: View {
                var body: some View {
                    #if os(tvOS)
                    listContent
                    #elseif os(macOS) || targetEnvironment(macCatalyst)
                    MacSources()
                    #else
                    NavigationStack { listContent }
                    #endif
                    #if !os(iOS)
                    TVOnly()
                    #endif
                    #if os(iOS) && DEBUG
                    DebugPanel()
                    #endif
                }
                var listContent: some View { List { NavigationLink { AddFolderView() } label: { Text("Add") } } }
            }
            struct PlayerView: View {
                var body: some View {
                    TabView { ControlsPage(); ChaptersPage() }
                        .tabViewStyle(.page(indexDisplayMode: .never))
                }
            }
            struct MainView: View {
                var body: some View { TabView { FeedView(); ProfileView() } }
            }
            """)
        let body = read.swiftUIBodies.first { $0.type == "SourcesView" && $0.member == nil }
        // Only the iOS branch: a stack whose root is the member; `#if os(iOS) && DEBUG` may be compiled.
        #expect(body?.roots == ["NavigationStack", "listContent", "DebugPanel"])
        let contained = body?.contained ?? []
        #expect(!contained.contains("listContent"))
        #expect(!contained.contains("MacSources"))
        #expect(!contained.contains("TVOnly"))
        #expect(contained.contains("DebugPanel"))
        // The pager's pages are drawn in the player; the tab view's children are tabs.
        #expect(read.swiftUIShownViews.filter { $0.how == .tab }.map(\.enclosingType) == ["MainView", "MainView"])
        let player = read.swiftUIBodies.first { $0.type == "PlayerView" }
        #expect(player?.contained.contains("ControlsPage") == true)
    }

    @Test("a shown view's content lists what it draws inside, outside the views shown from it")
    func shownContentLists() {
        let read = facts("""
            import SwiftUI
            struct ShopApp: App {
                var body: some Scene {
                    WindowGroup {
                        ZStack {
                            if ready { Shop.RootView() } else { SplashView() }
                        }
                        .sheet(isPresented: $x) { VStack { Banner(); CartView() } }
                    }
                }
            }
            """)
        let group = read.swiftUIShownViews.first { $0.how == .windowGroup }
        #expect(group?.constructed == ["ZStack"])
        #expect(group?.contained == [".sheet", "ZStack", "Shop.RootView", "SplashView"])
        #expect(read.swiftUIShownViews.first { $0.how == .sheet }?.contained == ["VStack", "Banner", "CartView"])
    }

    /// One source per SwiftUI trigger word, each holding a fact the reader records.
    static let triggerSources: [(source: String, trigger: String)] = [
        ("struct A: View { var body: some View { Text(\"a\") } }", "some View"),
        ("struct A: App { var body: some Scene { WindowGroup { B() } } }", "WindowGroup"),
        ("struct A: App { var body: some Scene { Settings { B() } } }", "some Scene"),
        ("let v = NavigationStack { B() }", "NavigationStack"),
        ("let v = NavigationView { B() }", "NavigationView"),
        ("let v = NavigationSplitView { B() } detail: { C() }", "NavigationSplitView"),
        ("let v = NavigationLink(destination: B()) { C() }", "NavigationLink"),
        ("let v = B().navigationDestination(isPresented: $x) { C() }", "navigationDestination"),
        ("let v = TabView { B() }", "TabView"),
        ("let v = B().sheet(isPresented: $x) { C() }", "sheet("),
        ("let v = B().fullScreenCover(item: $x) { C() }", "fullScreenCover"),
        ("let v = B().popover(isPresented: $x) { C() }", "popover("),
        ("let v = B().toolbarColorScheme(.dark, for: .navigationBar)", "toolbarColorScheme"),
        ("let v = B().toolbarBackground(.visible, for: .navigationBar)", "toolbarBackground"),
        ("let v = B().toolbarVisibility(.hidden, for: .statusBar)", "toolbarVisibility"),
        ("let v = B().toolbar(.hidden, for: .navigationBar)", "toolbar("),
        ("let v = B().navigationBarHidden(true)", "navigationBarHidden"),
        ("let v = B().preferredColorScheme(.dark)", "preferredColorScheme"),
        ("let c = UIHostingController(rootView: B())", "UIHostingController"),
        ("protocol ScreenView: View { var title: String { get } }", ": View"),
        ("final class Router { func view(for route: Route) -> AnyView { AnyView(B()) } }", "AnyView"),
        ("enum Route { @ViewBuilder var destination: B { B() } }", "ViewBuilder"),
        ("let v = B().statusBarHidden()", "tatusBar"),
        ("let v = B().toolbarBackgroundVisibility(.visible, for: .navigationBar)", "toolbarBackgroundVisibility"),
        ("let v = B().presentationDetents([.medium])", "presentationDetents"),
    ]

    @Test("the byte scan sends every file with a SwiftUI trigger word to the full parse, and the reader finds a fact there",
          arguments: triggerSources)
    func scanAndReaderAgree(source: String, trigger: String) {
        #expect(SwiftSourceReader.swiftUITriggers.contains(trigger))
        #expect(source.contains(trigger))
        #expect(SwiftSourceReader.needsFullParse(Array(source.utf8)))
        let read = facts(source)
        #expect(!read.swiftUIShownViews.isEmpty || !read.swiftUIModifiers.isEmpty || !read.swiftUIBodies.isEmpty
                    || read.types.contains { $0.conformances.contains("View") || $0.conformances.contains("App") })
    }

    @Test("NavigationSplitView: sidebar, content and detail columns, as trailing closures or labelled arguments")
    func splitViewColumns() {
        let read = facts("""
            import SwiftUI

            struct MailView: View {
                var body: some View {
                    NavigationSplitView {
                        MailboxesView()
                    } content: {
                        MessagesView()
                    } detail: {
                        MessageView().statusBarHidden(true)
                    }
                }
            }

            struct NotesView: View {
                var body: some View {
                    NavigationSplitView(sidebar: { FoldersView() }, detail: { NoteView() })
                }
            }
            """)
        let shown = read.swiftUIShownViews.map { "\($0.how.rawValue) \($0.constructed) in \($0.enclosingType ?? "-")" }
        #expect(shown == [
            "splitSidebar [\"MailboxesView\"] in MailView",
            "splitContent [\"MessagesView\"] in MailView",
            "splitDetail [\"MessageView\"] in MailView",
            "splitSidebar [\"FoldersView\"] in NotesView",
            "splitDetail [\"NoteView\"] in NotesView",
        ])
        // The modifier is written in the detail column's content.
        let detail = read.swiftUIShownViews.first { $0.how == .splitDetail }
        #expect(read.swiftUIModifiers.first?.contentOf == detail?.place)
    }

    @Test("a UIHostingController subclass names its root view by its generic argument or by super.init(rootView:)")
    func hostingSubclassRoots() {
        let read = facts("""
            import SwiftUI
            import UIKit

            final class PlayerHostingController: UIHostingController<PlayerView> {
                override var prefersStatusBarHidden: Bool { true }
            }

            final class SettingsHostingController: UIHostingController<AnyView> {
                init() {
                    super.init(rootView: AnyView(SettingsView().preferredColorScheme(.dark)))
                }
            }

            final class NotAHost: UIViewController {
                func make() -> UIHostingController<Text> { UIHostingController(rootView: Text("x")) }
            }
            """)
        let shown = read.swiftUIShownViews.map { "\($0.how.rawValue) \($0.constructed) in \($0.enclosingType ?? "-").\($0.enclosingFunction ?? "-")" }
        #expect(shown == [
            "hostingSubclassRoot [\"PlayerView\"] in PlayerHostingController.-",
            "hostingSubclassRoot [\"AnyView\"] in SettingsHostingController.-",
            "hostingSubclassRoot [\"SettingsView\"] in SettingsHostingController.init",
            "hostingRoot [\"Text\"] in NotAHost.make",
        ])
        let modifier = read.swiftUIModifiers.first { $0.kind == .preferredColorScheme }
        #expect(modifier?.contentOf == read.swiftUIShownViews[2].place)
    }

    @Test("every SwiftUI trigger word is covered by the agreement test")
    func everyTriggerIsTested() {
        #expect(Set(Self.triggerSources.map(\.trigger)) == Set(SwiftSourceReader.swiftUITriggers))
        #expect(SwiftSourceReader.swiftUITriggers.count == Self.triggerSources.count)
        #expect(SwiftSourceReader.swiftUITriggers.allSatisfy { SwiftSourceReader.fullParseTriggers.contains($0) })
    }
}

/// Round 23: what a body says lies at the top of its view (``SwiftUITop``), and what may cover it.
extension SwiftUIStructureTests {
    @Test func aBodysTopIsReadFromItsRootAndWhatCoversItIsNoted() {
        let read = facts("""
            import SwiftUI

            struct A: View {
                var body: some View {
                    ZStack(alignment: .top) {
                        Color(.systemGray6).edgesIgnoringSafeArea(.all)
                        Header()
                    }
                    .sheet(isPresented: $x) { Image("x").ignoresSafeArea() }
                }
            }
            struct B: View {
                var body: some View {
                    NavigationStack {
                        ScrollView { Text("x") }.background(Color("Paper"), ignoresSafeAreaEdges: .top)
                    }
                }
            }
            struct C: View {
                var body: some View { VStack { Text("x") }.background(Color.red, ignoresSafeAreaEdges: []) }
            }
            struct D: View {
                var body: some View {
                    ZStack {
                        Color.black.ignoresSafeArea(.keyboard)
                        Text("x")
                    }
                }
            }
            struct Header: View {
                var body: some View { HStack { Text("x") }.background(Color.blue) }
                var safe: some View { Text("x").background(Color.blue).clipShape(Capsule()) }
            }
            """)
        let bodies = Dictionary(read.swiftUIBodies.map { ($0.type + "." + ($0.member ?? "body"), $0) }, uniquingKeysWith: { a, _ in a })
        let a = bodies["A.body"]?.top
        #expect(a?.how == .backmostColor)
        #expect(a?.color == .color(.system("systemGray6")))
        #expect(a?.location.line == 6)
        #expect(a?.covered == nil)  // the sheet's image is shown elsewhere
        #expect(a?.over == ["Header"])
        let b = bodies["B.body"]?.top
        #expect(b?.how == .backgroundStyle)
        #expect(b?.color == .color(.named("Paper")))
        #expect(b?.location.line == 15)
        #expect(bodies["C.body"]?.top == nil)  // kept off the safe area
        #expect(bodies["D.body"]?.top == nil)  // the keyboard's safe area only
        #expect(bodies["Header.body"]?.coversTop?.contains("background") == true)
        #expect(bodies["Header.safe"]?.coversTop == nil)
    }

    /// Round 26's hand check (a full-screen artwork viewer): modifiers under a compilation
    /// condition that only handle events are passed over; one that may draw (a background) leaves
    /// the top unread.
    @Test func modifiersUnderAConditionThatDrawNothingLeaveTheTopRead() {
        let read = facts("""
            import SwiftUI

            struct Viewer: View {
                var body: some View {
                    ZStack {
                        Color.black.ignoresSafeArea()
                        Text("x")
                    }
            #if !os(tvOS)
                    .gesture(DragGesture().onEnded { _ in })
                    .onTapGesture { }
            #endif
                }
            }
            struct Tinted: View {
                var body: some View {
                    ZStack {
                        Color.black.ignoresSafeArea()
                        Text("x")
                    }
            #if os(iOS)
                    .background(Color.white)
            #endif
                }
            }
            """)
        let bodies = Dictionary(read.swiftUIBodies.map { ($0.type, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(bodies["Viewer"]?.top?.how == .backmostColor)
        #expect(bodies["Viewer"]?.top?.location.line == 6)
        #expect(bodies["Tinted"]?.top == nil)
    }

    @Test("a destination showing its value itself is registered for that type; a body switching over self keeps its cases")
    func destinationShowingItsValue() {
        let read = facts("""
            import SwiftUI

            struct Catalog: View {
                var body: some View {
                    NavigationStack {
                        List { Text("x") }
                            .navigationDestination(for: Page.self) { page in page.padding() }
                            .navigationDestination(for: Item.self) { item in ItemView(item: item) }
                    }
                }
            }

            enum Page: Hashable, View {
                case colors, fonts
                var body: some View {
                    switch self {
                    case .colors: ColorsPage()
                    case .fonts: FontsPage()
                    }
                }
            }

            struct Settings: View {
                @State private var tab = 0
                var body: some View {
                    switch tab {
                    case 0: GeneralPage()
                    default: AboutPage()
                    }
                }
            }
            """)
        let destinations = read.swiftUIShownViews.filter { $0.how == .navigationDestination }
        #expect(destinations.map(\.valueType) == ["Page", nil])
        #expect(destinations.map(\.constructed) == [["page", "~padding"], ["ItemView"]])
        let page = read.swiftUIBodies.first { $0.type == "Page" && $0.member == nil }
        #expect(page?.cases.map(\.name) == ["colors", "fonts"])
        #expect(page?.cases.map(\.roots) == [["ColorsPage"], ["FontsPage"]])
        // A body switching over its own state is no enum of views: no cases.
        #expect(read.swiftUIBodies.first { $0.type == "Settings" && $0.member == nil }?.cases.isEmpty == true)
    }
}
