import SwiftUI

/// What Greenhouse is, shown as a sheet from the settings.
struct AboutView: View {
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "leaf")
            Text("Greenhouse keeps track of when your plants were watered.")
        }
        .padding()
    }
}

/// The licenses of the fonts and icons, shown as a sheet from the settings: a short list, so the
/// sheet opens at half height.
struct LicensesView: View {
    var body: some View {
        List {
            Text("SF Symbols: Apple")
        }
        .presentationDetents([.medium, .large])
    }
}
