import SwiftUI

/// The three tabs: plants, the watering journal, settings.
struct ContentView: View {
    var body: some View {
        TabView {
            NavigationStack {
                PlantListView()
            }
            .tabItem { Label("Plants", systemImage: "leaf") }

            NavigationStack {
                JournalView()
            }
            .tabItem { Label("Journal", systemImage: "book") }

            NavigationStack {
                SettingsView()
            }
            .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}
