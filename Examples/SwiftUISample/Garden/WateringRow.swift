import SwiftUI

/// One row of the journal: its link pushes the watering on the Journal tab's stack.
struct WateringRow: View {
    let watering: Watering

    var body: some View {
        NavigationLink {
            WateringDetailView(watering: watering)
        } label: {
            Text(watering.date, style: .date)
        }
    }
}

/// One watering, pushed from its row of the journal.
struct WateringDetailView: View {
    let watering: Watering

    var body: some View {
        Form {
            LabeledContent("Watered") { Text(watering.date, style: .date) }
        }
        .navigationTitle("Watering")
    }
}
