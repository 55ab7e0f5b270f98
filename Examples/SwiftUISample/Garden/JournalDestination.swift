import SwiftUI

/// Where the journal's toolbar sends the user. The route makes each case's view itself, and the
/// journal's sheet only calls `view()` on the case it is given.
enum JournalDestination: String, Identifiable {
    case export, reminders

    var id: String { rawValue }

    @ViewBuilder func view() -> some View {
        switch self {
        case .export: ExportJournalView()
        case .reminders: RemindersView()
        }
    }
}

/// The journal as a CSV file, or as text for the clipboard.
struct ExportJournalView: View {
    @State private var includesNotes = true

    var body: some View {
        Form {
            Toggle("Include notes", isOn: $includesNotes)
            Button("Copy as text") {}
        }
    }
}

/// When each plant is due for water.
struct RemindersView: View {
    var body: some View {
        List {
            Text("Fern: every 3 days")
            Text("Cactus: every 3 weeks")
        }
    }
}
