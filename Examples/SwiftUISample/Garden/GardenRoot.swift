import SwiftUI

/// The window's root: a welcome page in a stack of its own until the user starts, then the tabs.
struct GardenRoot: View {
    @EnvironmentObject private var store: PlantStore

    var body: some View {
        ZStack {
            if store.showsWelcome {
                GardenStack(title: "Welcome") {
                    WelcomeView()
                }
            } else {
                ContentView()
            }
        }
    }
}

/// A stack with a large title around the content it is given.
struct GardenStack<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        NavigationStack {
            content
                .navigationTitle(title)
                .navigationBarTitleDisplayMode(.large)
        }
    }
}

/// What Greenhouse does, and a button to start.
struct WelcomeView: View {
    @EnvironmentObject private var store: PlantStore

    var body: some View {
        VStack(spacing: 24) {
            Text("Keep track of when each plant was watered.")
            Button("Start") { store.showsWelcome = false }
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
