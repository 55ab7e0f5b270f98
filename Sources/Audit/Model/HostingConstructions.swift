import SourceModel

/// Where the app's code constructs its `UIHostingController` subclasses with a root view
/// (`let host = ThemedHost(rootView: AboutView())`, then `present(host, animated: true)`), by
/// class and file, in source order. A generic subclass shown in several places hosts at each the
/// view constructed there: the screen's place is told by it, and its root view is that one.
package struct HostingConstructions: Sendable {
    /// How many lines before a screen's place its construction may be and still be the one it
    /// shows (a function that builds the root view, configures the controller and shows it).
    static let reach = 40

    private var byClass: [String: [String: [SwiftUIShownView]]] = [:]

    /// `isHosting` tells the classes that descend from `UIHostingController`.
    init(sources: some Sequence<SourceFacts>, isHosting: (String) -> Bool) {
        for facts in sources {
            for e in facts.swiftUIShownViews where e.how == .hostingSubclassConstruction {
                guard let cls = e.enclosingType, isHosting(cls) else { continue }
                byClass[cls, default: [:]][e.location.file, default: []].append(e)
            }
        }
    }

    var isEmpty: Bool { byClass.isEmpty }

    /// The construction of `cls` that the screen at `place` shows: the last one at or before it in
    /// its file, at most ``reach`` lines before.
    func constructed(_ cls: String, at place: ScreenOrigin) -> SwiftUIShownView? {
        guard case .code(let l) = place, let e = byClass[cls]?[l.file]?.last(where: { $0.location <= l }),
              l.line - e.location.line <= Self.reach else { return nil }
        return e
    }
}
