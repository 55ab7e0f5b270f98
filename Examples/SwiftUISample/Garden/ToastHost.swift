import SwiftUI

/// Shows a short message over the whole app ("Watered Fern") for two seconds: the app's content
/// fills the screen, and the toast is layered over it at the top.
struct ToastHost<Content: View>: View {
    @StateObject private var toasts = ToastCenter()
    private let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        ZStack(alignment: .top) {
            content
                .environmentObject(toasts)
            if let message = toasts.message {
                Text(message)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 10)
                    .background(.thinMaterial, in: Capsule())
                    .padding(.top, 8)
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
        .animation(.easeInOut(duration: 0.2), value: toasts.message)
    }
}

/// The message on show, if any.
@MainActor
final class ToastCenter: ObservableObject {
    @Published private(set) var message: String?

    func show(_ text: String) {
        message = text
        Task {
            try? await Task.sleep(nanoseconds: 2_000_000_000)
            if message == text { message = nil }
        }
    }
}
