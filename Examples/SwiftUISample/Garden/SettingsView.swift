import SwiftUI

/// Reminders and units.
struct SettingsView: View {
    @AppStorage("remindersOn") private var remindersOn = true

    var body: some View {
        Form {
            Toggle("Watering reminders", isOn: $remindersOn)
        }
        .navigationTitle("Settings")
        .toolbarColorScheme(.dark, for: .navigationBar)
    }
}
