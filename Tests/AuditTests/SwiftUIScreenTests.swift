import Foundation
import ProjectReaders
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A SwiftUI app: an Info.plist and Swift files.
private func swiftUIApp(_ files: [String: String]) -> RuleExample {
    var all = files
    all["App/Info.plist"] = RuleExample.infoPlist([:])
    return RuleExample(all)
}

private let appFile = """
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
        #expect(photo.prediction.hiddenDecidedBy == "PhotoView")
        // A value that is not a literal: both, and the prediction is conditional.
        #expect(photo.prediction.possibleHidden == [false, true])
        #expect(photo.prediction.certainty == .conditional)
        let compose = try #require(audited.screen("ComposeView"))
        #expect(compose.screen.presentation?.style == .pageSheet)
        #expect(compose.prediction.hiddenDecidedBy == "RootView")
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
        #expect(feed.prediction.styleDecidedBy == "NavigationStack")
        #expect(feed.prediction.light.style == .lightContent)
        #expect(feed.prediction.light.content == .light)
        #expect(feed.prediction.light.background == RGBA(red: 0.1, green: 0.1, blue: 0.3, alpha: 1))
        #expect(feed.prediction.certainty == .certain)
        #expect(audited.rules("toolbar-color-scheme-without-background").map(\.location.line) == [20])
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

    @Test func aHostingControllerThatUIKitCodePresentsTakesThatPresentation() throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": RuleExample.infoPlist(["UIMainStoryboardFile": "<string>Main</string>"]),
            "App/Base.lproj/Main.storyboard": RuleExample.storyboardDocument(IBScene.controller("home", customClass: "HomeViewController"), initial: "home"),
            "App/Home.swift": """
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
            """,
        ]))
        let player = try #require(audited.screen("PlayerView"))
        #expect(player.screen.presentation?.style == .fullScreen)
        #expect(player.screen.presentation?.presenter?.className == "HomeViewController")
        #expect(player.prediction.hidden == true)
        #expect(player.screen.swiftUI?.how == .hostingRoot)
    }
}
