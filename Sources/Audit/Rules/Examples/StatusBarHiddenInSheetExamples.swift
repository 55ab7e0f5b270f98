import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `StatusBarHiddenInSheet` (Docs/Rules.md is made from them).
extension StatusBarHiddenInSheet {
    static let described = RuleDescription(
        id: "status-bar-hidden-in-sheet", name: "statusBarHidden on a view shown by a sheet", severity: .warning,
        rationale: """
            A sheet or a popover does not take control of the status bar (R4: only a full-screen presentation, or one \
            that sets modalPresentationCapturesStatusBarAppearance, does): the presenter keeps deciding, so \
            .statusBarHidden (or .statusBar(hidden:)) on the view a .sheet or .popover shows is never used. Present it \
            with .fullScreenCover, or hide the bar in the presenter.
            """,
        triggering: [
            .swift("""
                import SwiftUI

                @main
                struct PlayerApp: App {
                    var body: some Scene {
                        WindowGroup { LibraryView() }
                    }
                }

                struct LibraryView: View {
                    @State private var playing = false
                    var body: some View {
                        Button("Play") { playing = true }
                            .sheet(isPresented: $playing) { PlayerView() }
                    }
                }

                struct PlayerView: View {
                    var body: some View {
                        Color.black
                            .↓statusBarHidden(true)
                    }
                }

                """),
            // Written where the sheet constructs it; a preview does not count as another place it is shown.
            .swift("""
                import SwiftUI

                @main
                struct PlayerApp: App {
                    var body: some Scene {
                        WindowGroup { LibraryView() }
                    }
                }

                struct LibraryView: View {
                    @State private var playing = false
                    var body: some View {
                        Button("Play") { playing = true }
                            .popover(isPresented: $playing) {
                                PlayerView().↓statusBar(hidden: true)
                            }
                    }
                }

                struct PlayerView: View {
                    var body: some View { Text("Now playing") }
                }

                #Preview { PlayerView() }

                """),
        ],
        nonTriggering: [
            // A full-screen cover decides.
            .swift("""
                import SwiftUI

                @main
                struct PlayerApp: App {
                    var body: some Scene {
                        WindowGroup { LibraryView() }
                    }
                }

                struct LibraryView: View {
                    @State private var playing = false
                    var body: some View {
                        Button("Play") { playing = true }
                            .fullScreenCover(isPresented: $playing) { PlayerView() }
                    }
                }

                struct PlayerView: View {
                    var body: some View { Color.black.statusBarHidden(true) }
                }

                """),
            // Shown by a sheet and also as a tab: in the tab it decides.
            .swift("""
                import SwiftUI

                @main
                struct PlayerApp: App {
                    var body: some Scene {
                        WindowGroup {
                            TabView {
                                LibraryView()
                                PlayerView()
                            }
                        }
                    }
                }

                struct LibraryView: View {
                    @State private var playing = false
                    var body: some View {
                        Button("Play") { playing = true }
                            .sheet(isPresented: $playing) { PlayerView() }
                    }
                }

                struct PlayerView: View {
                    var body: some View { Color.black.statusBarHidden(true) }
                }

                """),
            // Also a child of another view, whose hosting controller the modifier reaches.
            .swift("""
                import SwiftUI

                @main
                struct PlayerApp: App {
                    var body: some Scene {
                        WindowGroup { LibraryView() }
                    }
                }

                struct LibraryView: View {
                    @State private var playing = false
                    var body: some View {
                        VStack {
                            PlayerView()
                            Button("Play") { playing = true }
                        }
                        .sheet(isPresented: $playing) { PlayerView() }
                    }
                }

                struct PlayerView: View {
                    var body: some View { Color.black.statusBarHidden(true) }
                }

                """),
        ])
}
