//
//  AboutTrailheadView.swift
//  Trailhead
//

import SwiftUI

/// The about page, in SwiftUI, pushed by the settings screen in a UIHostingController.
struct AboutTrailheadView: View {

    private let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "?"

    var body: some View {
        List {
            Section {
                VStack(alignment: .leading, spacing: 8) {
                    Image(systemName: "mountain.2.fill")
                        .font(.largeTitle)
                        .foregroundStyle(Color("TrailGreen"))
                    Text("Trailhead")
                        .font(.title.bold())
                    Text("Version \(version)")
                        .foregroundStyle(.secondary)
                }
                .padding(.vertical, 8)
            }
            Section("Credits") {
                Label("Map data © OpenStreetMap contributors", systemImage: "map")
                Label("Elevation data: SRTM", systemImage: "chart.xyaxis.line")
            }
            Section {
                Link("Privacy policy", destination: URL(string: "https://trailhead.example.com/privacy")!)
            }
        }
        .navigationTitle("About")
        .statusBarHidden(false)
    }
}

#Preview {
    NavigationStack { AboutTrailheadView() }
}
