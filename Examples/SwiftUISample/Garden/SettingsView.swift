import SwiftUI

/// Reminders and units, and the pages about the app.
struct SettingsView: View {
    @AppStorage("remindersOn") private var remindersOn = true
    @State private var page: SettingsPage?

    var body: some View {
        Form {
            Toggle("Watering reminders", isOn: $remindersOn)
            aboutSection
        }
        .navigationTitle("Settings")
        .toolbarColorScheme(.dark, for: .navigationBar)
        .sheet(item: $page) { page in pageView(for: page) }
    }

    /// The rows that open a page: a computed property, drawn in the form.
    private var aboutSection: some View {
        Section("About") {
            Button("About Greenhouse") { page = .about }
            Button("Licenses") { page = .licenses }
        }
    }

    /// The view of each page: every case is a sheet the settings can present.
    @ViewBuilder
    private func pageView(for page: SettingsPage) -> some View {
        switch page {
        case .about: AboutView()
        case .licenses: LicensesView()
        }
    }
}

/// The pages the settings open as sheets.
enum SettingsPage: String, Identifiable {
    case about, licenses

    var id: String { rawValue }
}
