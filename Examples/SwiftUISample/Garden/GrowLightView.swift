import SwiftUI

/// The grow lamp's daily schedule for one plant, on a night-blue background.
struct GrowLightView: View {
    let plant: Plant
    @State private var hoursPerDay = 12.0

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "lightbulb.max")
                .font(.system(size: 64))
                .foregroundStyle(.yellow)
            Text("\(plant.name): \(Int(hoursPerDay)) hours a day")
                .foregroundStyle(.white)
            Slider(value: $hoursPerDay, in: 4...18, step: 1)
                .tint(.yellow)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(red: 0.05, green: 0.07, blue: 0.15).ignoresSafeArea())
        .navigationTitle("Grow light")
        .preferredColorScheme(.dark)
    }
}
