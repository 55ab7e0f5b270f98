import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `PreferredColorSchemeForStatusBar` (Docs/Rules.md is made from them).
extension PreferredColorSchemeForStatusBar {
    static let described = RuleDescription(
        id: "preferred-color-scheme-for-status-bar", name: "preferredColorScheme on a pushed view", severity: .warning,
        rationale: """
            .preferredColorScheme(_:) applies to the nearest enclosing presentation (Apple: "such as a popover or \
            window"), not to the view that writes it: set on a view pushed on a navigation stack, it turns the whole \
            window or sheet dark (or light) while that view is shown, the screens under it and the navigation and tab \
            bars included (R9: the interface style of the presentation is what `default` follows). Used on one pushed screen \
            to get light status bar content over dark content, it changes much more than the status bar. A pushed \
            view changes the status bar through its navigation bar (R6): .toolbarColorScheme(_:for: .navigationBar) \
            with a visible bar background (.toolbarBackground(.visible, for: .navigationBar)), or, from iOS 27, \
            .toolbarColorScheme(_:for: .statusBar).
            """,
        triggering: [
            .swift("""
                import SwiftUI

                @main
                struct GalleryApp: App {
                    var body: some Scene {
                        WindowGroup {
                            NavigationStack { AlbumsView() }
                        }
                    }
                }

                struct AlbumsView: View {
                    var body: some View {
                        List {
                            NavigationLink("Holidays") { PhotoView() }
                        }
                    }
                }

                struct PhotoView: View {
                    var body: some View {
                        Image("Beach")
                            .resizable()
                            .scaledToFit()
                            .background(Color.black.ignoresSafeArea())
                            .↓preferredColorScheme(.dark)
                    }
                }

                """),
            // Written where the destination constructs it, in a stack that a sheet shows.
            .swift("""
                import SwiftUI

                @main
                struct GalleryApp: App {
                    var body: some Scene {
                        WindowGroup { HomeView() }
                    }
                }

                struct HomeView: View {
                    @State private var browsing = false
                    var body: some View {
                        Button("Browse") { browsing = true }
                            .sheet(isPresented: $browsing) {
                                NavigationStack {
                                    AlbumsView()
                                        .navigationDestination(for: String.self) { name in
                                            PhotoView(name: name).↓preferredColorScheme(.dark)
                                        }
                                }
                            }
                    }
                }

                struct AlbumsView: View {
                    var body: some View {
                        List { NavigationLink("Holidays", value: "Beach") }
                    }
                }

                struct PhotoView: View {
                    let name: String
                    var body: some View { Image(name).background(Color.black) }
                }

                """),
        ],
        nonTriggering: [
            // At the root of the window: the whole app is meant to be dark.
            .swift("""
                import SwiftUI

                @main
                struct GalleryApp: App {
                    var body: some Scene {
                        WindowGroup {
                            NavigationStack { AlbumsView() }
                                .preferredColorScheme(.dark)
                        }
                    }
                }

                struct AlbumsView: View {
                    var body: some View {
                        List { NavigationLink("Holidays") { PhotoView() } }
                    }
                }

                struct PhotoView: View {
                    var body: some View { Image("Beach").preferredColorScheme(.dark) }
                }

                """),
            // At the root of its own presentation: a full-screen cover is dark on its own.
            .swift("""
                import SwiftUI

                @main
                struct GalleryApp: App {
                    var body: some Scene {
                        WindowGroup { AlbumsView() }
                    }
                }

                struct AlbumsView: View {
                    @State private var viewing = false
                    var body: some View {
                        Button("Holidays") { viewing = true }
                            .fullScreenCover(isPresented: $viewing) { PhotoView() }
                    }
                }

                struct PhotoView: View {
                    var body: some View { Image("Beach").preferredColorScheme(.dark) }
                }

                """),
            // The app's theme setting, not a fixed scheme.
            .swift("""
                import SwiftUI

                @main
                struct GalleryApp: App {
                    var body: some Scene {
                        WindowGroup {
                            NavigationStack { AlbumsView() }
                        }
                    }
                }

                struct AlbumsView: View {
                    var body: some View {
                        List { NavigationLink("Settings") { SettingsView() } }
                    }
                }

                struct SettingsView: View {
                    @AppStorage("darkTheme") private var darkTheme = false
                    var body: some View {
                        Form { Toggle("Dark theme", isOn: $darkTheme) }
                            .preferredColorScheme(darkTheme ? .dark : nil)
                    }
                }

                """),
            // Also shown as a tab: there it is the root of what the window shows.
            .swift("""
                import SwiftUI

                @main
                struct GalleryApp: App {
                    var body: some Scene {
                        WindowGroup {
                            TabView {
                                NavigationStack { AlbumsView() }
                                PhotoView()
                            }
                        }
                    }
                }

                struct AlbumsView: View {
                    var body: some View {
                        List { NavigationLink("Holidays") { PhotoView() } }
                    }
                }

                struct PhotoView: View {
                    var body: some View { Image("Beach").preferredColorScheme(.dark) }
                }

                """),
        ])
}
