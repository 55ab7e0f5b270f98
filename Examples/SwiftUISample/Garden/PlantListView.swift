import SwiftUI

/// The plants, each pushed to its detail; a sheet adds one.
struct PlantListView: View {
    @EnvironmentObject private var store: PlantStore
    @State private var isAdding = false

    var body: some View {
        List(store.plants) { plant in
            NavigationLink {
                PlantDetailView(plant: plant)
            } label: {
                Label(plant.name, systemImage: "drop")
            }
        }
        .navigationTitle("Plants")
        .toolbarBackground(Color(red: 0.13, green: 0.37, blue: 0.25), for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarColorScheme(.dark, for: .navigationBar)
        .toolbar {
            Button("Add") { isAdding = true }
        }
        .sheet(isPresented: $isAdding) {
            AddPlantView()
        }
    }
}
