import SourceModel
import StatusBarEngine

/// `preferred-color-scheme-for-status-bar`: `.preferredColorScheme(.dark)` (or `.light`) on a
/// SwiftUI view that is only ever pushed on a navigation stack. The modifier does not change one
/// screen: it sets the color scheme of the nearest enclosing presentation, the whole window or
/// sheet, so while the view is shown the screens under it and the navigation and tab bars switch
/// too. Written on one pushed screen, what it evidently changes for that screen is its status bar,
/// which SwiftUI lets a view change without touching the rest (a visible navigation bar background
/// with `.toolbarColorScheme`).
///
/// Conservative: only a literal scheme (a variable or a condition is a theme setting of the app),
/// only on a view whose every place is a push in a stack the audit follows, that no other view
/// embeds as a child, and only when the views shown before it in the same presentation do not
/// already prefer the same scheme.
package struct PreferredColorSchemeForStatusBar: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

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

    package func check(_ model: AuditModel) -> [Finding] {
        var constructions: [String: Int] = [:]
        var pushes: [String: Int] = [:]
        for facts in model.ownSourceFacts {
            for c in facts.swiftUIConstructions { constructions[c.type, default: 0] += c.count }
            for e in facts.swiftUIShownViews where Self.isPush(e.how) {
                for name in Set(e.constructed) { pushes[name, default: 0] += 1 }
            }
        }
        var findings: [Finding] = []
        var seen: Set<SourceLocation> = []
        for report in model.screens {
            guard let ui = report.screen.swiftUI, report.screen.navigation != nil, report.screen.unknownContext == nil,
                  !ui.shownAs.isEmpty, ui.shownAs.allSatisfy(Self.isPush),
                  // Embedded as a child of another view too: the modifier may be meant for that presentation.
                  (constructions[ui.viewType] ?? 0) <= (pushes[ui.viewType] ?? 0)
            else { continue }
            for m in ui.ownModifiers where m.kind == .preferredColorScheme {
                guard case .enumCase(let scheme) = m.value, let style = InterfaceStyle(rawValue: scheme), style != .unspecified,
                      ui.schemeBefore != style, seen.insert(m.location).inserted
                else { continue }
                let whole = Self.presentationName(report.screen.presentation)
                let barsTurn = style == .dark ? "turn dark" : "turn light"
                findings.append(finding(m.location, "'.preferredColorScheme(\(m.argumentText))' on '\(ui.viewType)', which is pushed on a "
                    + "navigation stack, sets the color scheme of the whole \(whole) while it is shown: the screens under it and the bars "
                    + "\(barsTurn) too, not only this screen's status bar; to change only the status bar, give the navigation bar a visible "
                    + "background ('.toolbarBackground(.visible, for: .navigationBar)') and use '.toolbarColorScheme(\(m.argumentText), for: .navigationBar)', "
                    + "or move the modifier to the root of the \(whole)", subject: .view(ui.viewType)))
            }
        }
        return findings
    }

    private static func isPush(_ how: SwiftUIShownView.How) -> Bool { how == .navigationLink || how == .navigationDestination }

    private static func presentationName(_ p: PresentationContext?) -> String {
        guard let p else { return "window" }
        switch p.style {
        case .pageSheet, .formSheet: return "sheet"
        case .popover: return "popover"
        default: return "presentation"
        }
    }
}
