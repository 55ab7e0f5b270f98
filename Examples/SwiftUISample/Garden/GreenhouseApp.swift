import SwiftUI

/// Greenhouse: a watering journal for house plants.
@main
struct GreenhouseApp: App {
    @StateObject private var store = PlantStore()

    var body: some Scene {
        WindowGroup {
            ToastHost {
                GardenRoot()
                    .environmentObject(store)
            }
        }
    }
}
