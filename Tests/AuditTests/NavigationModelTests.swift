import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// An app's own navigation model: a layer view that a tab shows at its root and that a sheet
/// shows again (through an overloaded custom modifier), drawing whichever page of a route enum
/// the layer holds. Where each page is shown follows from the calls that open it.
@Suite("Audit: an app's own navigation model")
struct NavigationModelTests {
    private func files() -> [String: String] {
        [
            "App/JournalApp.swift": appFile,
            "App/Pages.swift": """
            import SwiftUI

            enum Page: Hashable, Identifiable {
                case inbox, journal, closeAccount, entry(Int), about
                var id: Self { self }

                @MainActor @ViewBuilder func view() -> some View {
                    switch self {
                    case .inbox: InboxPage()
                    case .journal: JournalPage()
                    case .closeAccount: CloseAccountPage()
                    case .entry(let id): EntryPage(id: id)
                    case .about: AboutPage()
                    }
                }
            }

            @Observable final class Navigator {
                var layers: [Page] = []
                var path: [Page] = []
                func openSheet(_ page: Page) { layers.append(page) }
                func push(_ page: Page) { path.append(page) }
            }
            """,
            "App/Layers.swift": """
            import SwiftUI

            struct RootView: View {
                @State var navigator = Navigator()
                var body: some View {
                    TabView {
                        LayerView(root: .inbox, presentsNext: false)
                        LayerView(root: .journal, presentsNext: false)
                    }
                    .layerSheets(next: navigator.layers.first)
                }
            }

            struct LayerView: View {
                let root: Page
                let presentsNext: Bool
                var body: some View {
                    NavigationStack {
                        content()
                    }
                }

                @ViewBuilder private func content() -> some View {
                    if presentsNext {
                        root.view().layerSheets(for: root)
                    } else {
                        root.view()
                    }
                }
            }

            private struct NextLayerModifier: ViewModifier {
                let page: Page
                func body(content: Content) -> some View {
                    content.layerSheets(next: nil)
                }
            }

            private struct LayerSheetModifier: ViewModifier {
                let next: Page?
                func body(content: Content) -> some View {
                    content.sheet(item: .constant(next)) { page in
                        LayerView(root: page, presentsNext: true)
                    }
                }
            }

            extension View {
                func layerSheets(for page: Page) -> some View { modifier(NextLayerModifier(page: page)) }
                func layerSheets(next: Page?) -> some View { modifier(LayerSheetModifier(next: next)) }
            }
            """,
            "App/Screens.swift": """
            import SwiftUI

            struct InboxPage: View {
                @Environment(Navigator.self) var navigator
                var body: some View {
                    List {
                        Button("Entry") { navigator.push(.entry(1)) }
                        Button("Close account") { navigator.openSheet(.closeAccount) }
                    }
                }
            }
            struct JournalPage: View { var body: some View { Text("Journal") } }
            struct CloseAccountPage: View { var body: some View { Text("Close") } }
            struct EntryPage: View { let id: Int; var body: some View { Text("Entry") } }
            struct AboutPage: View { var body: some View { Text("About") } }
            """,
        ]
    }

    private func places(_ audited: MixedProjectTests.Audited, _ view: String) -> [Screen] {
        audited.model.screens.map(\.screen).filter { $0.controller.className == view }
    }

    /// Both overloads of a custom modifier apply: the sheet that one of them reaches is followed,
    /// and the page the app opens only as a sheet is shown there, not at the tab's root. (Four of
    /// the five cases are opened by calls that say how: the enum is a navigation model.)
    @Test func aPageOpenedOnlyAsASheetIsShownInTheSheet() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp(files()))
        let close = places(audited, "CloseAccountPage")
        #expect(!close.isEmpty)
        #expect(close.allSatisfy { $0.presentation?.style == .pageSheet })
        // A page pushed, and one no call opens, stay on the tab's stack: no sheet.
        for page in ["EntryPage", "AboutPage"] {
            let shown = places(audited, page)
            #expect(!shown.isEmpty, "\(page)")
            #expect(shown.allSatisfy { $0.presentation == nil }, "\(page)")
        }
    }

    /// A page pushed through a frame view (`.navigationDestination(for: Frame.self) { FrameView(frame:
    /// $0) }`, whose body draws `frame.page.view()`: every page's) that holds its own stack is not
    /// drawn there when the app opens it only as a sheet: its stack is not a screen pushed on the tab's.
    @Test func aSheetOnlyPageWithItsOwnStackIsNotDrawnThroughAFrameView() throws {
        var all = files()
        all["App/Layers.swift"] = all["App/Layers.swift"]!.replacingOccurrences(
            of: """
                    NavigationStack {
                        content()
                    }
            """,
            with: """
                    NavigationStack {
                        content()
                            .navigationDestination(for: Frame.self) { FrameView(frame: $0) }
                    }
            """) + """

            struct Frame: Hashable { let page: Page }
            struct FrameView: View {
                let frame: Frame
                var body: some View { frame.page.view() }
            }
            """
        all["App/Screens.swift"] = all["App/Screens.swift"]!.replacingOccurrences(
            of: "struct CloseAccountPage: View { var body: some View { Text(\"Close\") } }",
            with: "struct CloseAccountPage: View { var body: some View { NavigationStack { Text(\"Close\") } } }")
        let audited = try MixedProjectTests.audit(swiftUIApp(all))
        let close = places(audited, "CloseAccountPage")
        #expect(!close.isEmpty)
        #expect(close.allSatisfy { $0.presentation?.style == .pageSheet })
        // A page the app pushes is drawn through the frame view.
        #expect(places(audited, "EntryPage").contains { $0.presentation == nil })
    }

    /// A page the app also makes outside the cases (a hosting controller it presents) is shown
    /// where that code shows it, and through the model only where its case is opened: not at the
    /// tab's root because it is made elsewhere too.
    @Test func aPageAlsoMadeElsewhereIsShownThroughTheModelOnlyWhereItsCaseIsOpened() throws {
        var all = files()
        all["App/Handoff.swift"] = """
            import SwiftUI
            import UIKit

            @MainActor enum Handoff {
                static func showOver(_ top: UIViewController) {
                    let host = UIHostingController(rootView: CloseAccountPage())
                    top.present(host, animated: true)
                }
            }
            """
        // A page the root presents through a member of its own (`.sheet { aboutSheet() }`), not
        // through the model: shown there, though no call opens its case as a sheet.
        all["App/Layers.swift"] = all["App/Layers.swift"]!.replacingOccurrences(
            of: ".layerSheets(next: navigator.layers.first)\n",
            with: """
            .layerSheets(next: navigator.layers.first)
                    .sheet(isPresented: .constant(true)) { aboutSheet() }
                }
                @ViewBuilder private func aboutSheet() -> some View {
                    NavigationStack { AboutPage() }

            """)
        let audited = try MixedProjectTests.audit(swiftUIApp(all))
        let close = places(audited, "CloseAccountPage")
        #expect(close.contains { $0.presentation?.style == .pageSheet })
        #expect(close.allSatisfy { $0.presentation != nil })
        #expect(places(audited, "AboutPage").contains { $0.presentation?.style == .pageSheet })
    }

    /// A `switch` over data (the kind of a server, in a sheet's content) is no navigation model:
    /// its views stay where its code shows them, though no call opens its cases.
    @Test func aSwitchOverDataIsNoNavigationModel() throws {
        var all = files()
        all["App/Screens.swift"] = all["App/Screens.swift"]!.replacingOccurrences(
            of: "struct JournalPage: View { var body: some View { Text(\"Journal\") } }",
            with: """
            enum StoreKind: Identifiable { case cloud, disk; var id: Self { self } }
            struct JournalPage: View {
                @State private var kind: StoreKind?
                var body: some View {
                    Text("Journal").sheet(item: $kind) { kind in store(for: kind) }
                }
                @ViewBuilder private func store(for kind: StoreKind) -> some View {
                    switch kind {
                    case .cloud: CloudStoreView()
                    case .disk: DiskStoreView()
                    }
                }
            }
            struct CloudStoreView: View { var body: some View { Text("Cloud") } }
            struct DiskStoreView: View { var body: some View { Text("Disk") } }
            """)
        let audited = try MixedProjectTests.audit(swiftUIApp(all))
        for store in ["CloudStoreView", "DiskStoreView"] {
            let shown = places(audited, store)
            #expect(!shown.isEmpty, "\(store)")
            #expect(shown.allSatisfy { $0.presentation?.style == .pageSheet }, "\(store)")
        }
    }
}

/// A view the root draws in one branch of its content hides the status bar while it is shown
/// (SwiftUI passes `.statusBarHidden` up to the hosting controller): a sheet over the root, which
/// the root decides for, is shown or hidden by run-time state.
@Suite("Audit: a hiding modifier drawn inside the deciding view")
struct HidingDrawnInsideTests {
    private func files(hidden: String) -> [String: String] {
        [
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var showsSettings = false
                var body: some View {
                    NavigationStack {
                        FrameView()
                    }
                    .sheet(isPresented: $showsSettings) { SettingsSheet() }
                }
            }

            struct FrameView: View {
                @State private var signedIn = false
                var body: some View {
                    if signedIn { ReaderView() } else { WelcomeView() }
                }
            }

            struct ReaderView: View {
                @AppStorage("fullScreen") private var fullScreen = false
                var body: some View { Text("Reader").statusBarHidden(\(hidden)) }
            }
            struct WelcomeView: View { var body: some View { Text("Welcome") } }
            struct SettingsSheet: View { var body: some View { Text("Settings") } }
            """,
        ]
    }

    @Test func aSheetOverARootThatMayHideIsShownOrHidden() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp(files(hidden: "fullScreen")))
        let sheet = try #require(audited.screen("SettingsSheet"))
        #expect(sheet.screen.presentation?.style == .pageSheet)
        #expect(Set(sheet.prediction.possibleHidden) == [false, true])
    }

    @Test func aViewThatShowsTheBarChangesNothing() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp(files(hidden: "false")))
        let sheet = try #require(audited.screen("SettingsSheet"))
        #expect(sheet.prediction.possibleHidden == [false])
        #expect(sheet.prediction.hidden == false)
    }
}
