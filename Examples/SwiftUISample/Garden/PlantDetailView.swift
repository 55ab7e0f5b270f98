import SwiftUI

/// One plant: when it was watered, its grow light, and its photo, shown full screen.
struct PlantDetailView: View {
    let plant: Plant
    @State private var showsPhoto = false

    var body: some View {
        Form {
            Section("Last watered") { Text(plant.lastWatered, style: .date) }
            Button("Photo") { showsPhoto = true }
            NavigationLink("Grow light") { GrowLightView(plant: plant) }
        }
        .navigationTitle(plant.name)
        .fullScreenCover(isPresented: $showsPhoto) {
            PhotoViewer(plant: plant)
        }
    }
}
