import SwiftUI

/// A form for a new plant, in a sheet.
struct AddPlantView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
            }
            .navigationTitle("New Plant")
            .statusBarHidden(true)
            .toolbar {
                Button("Save") { dismiss() }
            }
        }
    }
}
