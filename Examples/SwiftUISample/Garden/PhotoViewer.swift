import SwiftUI

/// A plant's photo over black; a tap hides or shows the status bar with the controls.
struct PhotoViewer: View {
    let plant: Plant
    @State private var showsChrome = true
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()
            Image(plant.photoName)
                .resizable()
                .scaledToFit()
        }
        .onTapGesture { showsChrome.toggle() }
        .statusBarHidden(!showsChrome)
        .preferredColorScheme(.dark)
    }
}
