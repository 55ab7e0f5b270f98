import Foundation

/// A plant of the collection.
struct Plant: Identifiable {
    let id = UUID()
    var name: String
    var photoName: String
    var lastWatered: Date
}

/// One watering.
struct Watering: Identifiable {
    let id = UUID()
    var plantID: UUID
    var date: Date
}

/// The plants and their waterings, kept in memory.
final class PlantStore: ObservableObject {
    @Published var plants: [Plant] = [
        Plant(name: "Monstera", photoName: "monstera", lastWatered: .now),
        Plant(name: "Fiddle Leaf Fig", photoName: "fig", lastWatered: .now),
    ]
    @Published var waterings: [Watering] = []
    /// Whether the welcome page is shown (the first launch).
    @Published var showsWelcome = true
}
