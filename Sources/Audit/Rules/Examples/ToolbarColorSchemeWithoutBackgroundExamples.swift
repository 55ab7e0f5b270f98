import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `ToolbarColorSchemeWithoutBackground` (Docs/Rules.md is made from them).
extension ToolbarColorSchemeWithoutBackground {
    static let described = RuleDescription(
        id: "toolbar-color-scheme-without-background", name: "toolbarColorScheme without a visible bar background", severity: .warning,
        rationale: """
            .toolbarColorScheme(_:for: .navigationBar) is what a SwiftUI navigation bar asks of the status bar (R6), but \
            Apple documents that the color scheme is only respected while the bar's background is visible: without \
            .toolbarBackground(.visible, for: .navigationBar) or, from iOS 18, .toolbarBackgroundVisibility(.visible, \
            for: .navigationBar) (or a background color, visible once content scrolls under the bar) the modifier does nothing and the status bar keeps the default style. \
            A view that has no navigation bar anywhere the audit sees it (shown by no screen in a stack, written in no stack's \
            content, never pushed) is not reported: a background would change nothing there.
            """,
        triggering: [
            .swift("""
                import SwiftUI

                struct FeedView: View {
                    var body: some View {
                        NavigationStack {
                            List(1..<50) { Text("Item \\($0)") }
                                .navigationTitle("Feed")
                                .↓toolbarColorScheme(.dark, for: .navigationBar)
                        }
                    }
                }

                """),
            // A hidden background is no background.
            .swift("""
                import SwiftUI

                struct FeedView: View {
                    var body: some View {
                        NavigationStack {
                            List(1..<50) { Text("Item \\($0)") }
                                .toolbarBackground(.hidden, for: .navigationBar)
                                .↓toolbarColorScheme(.dark, for: .navigationBar)
                        }
                    }
                }

                """),
            // The same with the iOS 18 spelling of the background's visibility.
            .swift("""
                import SwiftUI

                struct FeedView: View {
                    var body: some View {
                        NavigationStack {
                            List(1..<50) { Text("Item \\($0)") }
                                .toolbarBackgroundVisibility(.hidden, for: .navigationBar)
                                .↓toolbarColorScheme(.dark, for: .navigationBar)
                        }
                    }
                }

                """),
        ],
        nonTriggering: [
            // The tab bar's color scheme, written with its type and module: no navigation bar.
            .swift("""
                import SwiftUI

                struct ConsoleView: View {
                    var body: some View {
                        NavigationStack {
                            List(1..<50) { Text("Game \\($0)") }
                                .toolbarColorScheme(SwiftUI.ColorScheme.dark, for: SwiftUI.ToolbarPlacement.tabBar)
                        }
                    }
                }

                """),
            // A view the app shows only at the window's root, in no navigation stack: it has no
            // navigation bar, so a background would change nothing.
            .swift("""
                import SwiftUI

                @main
                struct ArcadeApp: App {
                    var body: some Scene {
                        WindowGroup { LibraryView() }
                    }
                }

                struct LibraryView: View {
                    var body: some View {
                        List(1..<50) { Text("Game \\($0)") }
                            .toolbarColorScheme(.dark, for: .navigationBar)
                    }
                }

                """),
            // A view drawn inside the body of a view the app shows in no navigation stack (a layer
            // of the root's `ZStack`): it has no navigation bar either.
            .swift("""
                import SwiftUI

                @main
                struct ArcadeApp: App {
                    var body: some Scene {
                        WindowGroup { ShelfView() }
                    }
                }

                struct ShelfView: View {
                    var body: some View {
                        ZStack {
                            Color.black.ignoresSafeArea()
                            CartridgeGrid()
                        }
                    }
                }

                struct CartridgeGrid: View {
                    var body: some View {
                        List(1..<50) { Text("Cartridge \\($0)") }
                            .toolbarColorScheme(.dark, for: .navigationBar)
                    }
                }

                """),
            // iOS 18: `.toolbarBackgroundVisibility(.visible, for:)` makes the background visible.
            .swift("""
                import SwiftUI

                struct FeedView: View {
                    var body: some View {
                        NavigationStack {
                            List(1..<50) { Text("Item \\($0)") }
                                .toolbarBackgroundVisibility(.visible, for: .navigationBar)
                                .toolbarColorScheme(.dark, for: .navigationBar)
                        }
                    }
                }

                """),
            .swift("""
                import SwiftUI

                struct FeedView: View {
                    var body: some View {
                        NavigationStack {
                            List(1..<50) { Text("Item \\($0)") }
                                .toolbarBackground(.indigo, for: .navigationBar)
                                .toolbarBackground(.visible, for: .navigationBar)
                                .toolbarColorScheme(.dark, for: .navigationBar)
                        }
                    }
                }

                """),
            // The background is set where the view is constructed.
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        NavigationStack {
                            FeedView()
                                .toolbarBackground(.visible, for: .navigationBar, .tabBar)
                        }
                    }
                }

                struct FeedView: View {
                    var body: some View {
                        List(1..<50) { Text("Item \\($0)") }
                            .toolbarColorScheme(.dark, for: .navigationBar)
                    }
                }

                """),
            // For the status bar (iOS 27), no background is needed.
            .swift("""
                import SwiftUI

                struct PhotoView: View {
                    var body: some View {
                        Image("Sunset")
                            .toolbarColorScheme(.dark, for: .statusBar)
                    }
                }

                """),
        ])
}
