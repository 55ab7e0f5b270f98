import SwiftUI

struct SettingsView: View {
    @AppStorage("darkMode") private var darkMode = false

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Dark mode", isOn: $darkMode)
            }
        }
        .preferredColorScheme(darkMode ? .dark : .light)
        .statusBarHidden(false)
    }
}

final class SettingsHostingController: UIHostingController<SettingsView> {
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
}
