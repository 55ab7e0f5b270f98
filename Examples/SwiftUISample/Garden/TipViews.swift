import SwiftUI

/// When to water: the soil, not the calendar.
struct WateringTipView: View {
    var body: some View {
        Text("Water when the top two centimetres of soil are dry.")
            .padding()
    }
}

/// When and how to repot.
struct RepottingTipView: View {
    var body: some View {
        Text("Repot in spring, one pot size up.")
            .padding()
    }
}
