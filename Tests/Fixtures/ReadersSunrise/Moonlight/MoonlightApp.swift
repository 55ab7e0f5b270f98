import SwiftUI

@main
struct MoonlightApp: App {
    var body: some Scene { WindowGroup { Text("Moonlight") } }
}
