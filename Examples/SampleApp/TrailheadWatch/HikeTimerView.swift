//
//  HikeTimerView.swift
//  TrailheadWatch
//

import SwiftUI

/// Elapsed time of the current hike, started and stopped from the wrist.
struct HikeTimerView: View {
    @State private var start: Date?

    var body: some View {
        VStack(spacing: 12) {
            if let start {
                Text(start, style: .timer)
                    .font(.system(.title, design: .rounded).monospacedDigit())
                Button("Stop", role: .destructive) { self.start = nil }
            } else {
                Image(systemName: "figure.hiking")
                    .font(.largeTitle)
                Button("Start hike") { start = .now }
            }
        }
        .navigationTitle("Trailhead")
    }
}
