import SwiftUI

/// Every watering, newest first, under a pale paper-colored bar.
struct JournalView: View {
    @EnvironmentObject private var store: PlantStore
    @State private var destination: JournalDestination?

    var body: some View {
        List(store.waterings) { watering in
            WateringRow(watering: watering)
        }
        .navigationTitle("Journal")
        .toolbarBackground(Color(red: 0.96, green: 0.95, blue: 0.90), for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarColorScheme(.dark, for: .navigationBar)
        .toolbar {
            Button("Export") { destination = .export }
            Button("Reminders") { destination = .reminders }
        }
        .sheet(item: $destination) { $0.view() }
    }
}
