import SourceModel
import StatusBarEngine

/// A storyboard chain that a `UIViewControllerRepresentable` of the app returns from its
/// `makeUIViewController(context:)`, directly (`storyboard.instantiateViewController(withIdentifier:
/// "altAppIcons") as! AltAppIconsViewController`) or through a maker of the app it calls
/// (`return appDelegate.setupUIKitInterface()`, whose body loads a storyboard's initial controller).
///
/// SwiftUI puts the controller a representable makes in its hosting controller as a child: the
/// chain's scenes sit wherever a SwiftUI screen draws the representable, under that screen's
/// hosting controller, which decides for them (it does not forward to a representable's controller).
struct RepresentedChain: Sendable {
    /// The representable's type.
    var representable: String
    /// The top of the chain the representable returns.
    var top: SceneReference
    /// Where `makeUIViewController` is written.
    var site: SourceLocation
}

extension ScreenBuilder {
    /// The most makers a representable's return is followed through.
    static let representedMakerDepth = 4

    /// Every representable of the app whose `makeUIViewController(context:)` returns one storyboard
    /// chain the code loads, by type, in type order. A representable with returns that give other
    /// controllers (one made in code, another chain) is left out; a return the reader could not read
    /// or a bare `UIViewController` (`return .init()` in a `guard`'s `else`) gives nothing and is passed over.
    func findRepresentedChains() -> [RepresentedChain] {
        guard let made = factories[ScreenBuilder.representableMakerName] else { return [] }
        let makers = Makers(factories: factories, sources: [], graph: graph)
        var found: [String: RepresentedChain] = [:]
        var twice: Set<String> = []
        for factory in made {
            guard let type = factory.enclosingType.map(ClassGraph.plainName), let load = storyboardLoad(of: factory.returns, makers, depth: 0),
                  let top = storyboardTop(named: load.name, identifier: load.identifier) else { continue }
            if found[type] != nil { twice.insert(type) }
            found[type] = RepresentedChain(representable: type, top: top, site: factory.location)
        }
        return found.keys.sorted().filter { !twice.contains($0) }.compactMap { found[$0] }
    }

    /// A plain `UIViewController`, as a fallback returns it.
    static let placeholderClass = "UIViewController"

    /// `makeUIViewController`: the method of a `UIViewControllerRepresentable` that makes its controller.
    static let representableMakerName = "makeUIViewController"

    /// The one storyboard load that `returns` give (each a load, or a maker's call whose returns
    /// give it), `nil` when they give none, or another controller or load too.
    private func storyboardLoad(of returns: [ControllerFactory.Result], _ makers: Makers, depth: Int) -> (name: String?, identifier: String?)? {
        var load: (name: String?, identifier: String?)? = nil
        for result in returns {
            let next: (name: String?, identifier: String?)
            if result.storyboardName != nil || result.storyboardIdentifier != nil {
                next = (result.storyboardName, result.storyboardIdentifier)
            } else if let maker = result.maker, depth < Self.representedMakerDepth {
                let candidates = makers.candidates(of: maker)
                guard candidates.count == 1, let inner = storyboardLoad(of: candidates[0].returns, makers, depth: depth + 1) else { return nil }
                next = inner
            } else if result.maker == nil && result.madeRoot == nil && (result.wrapperClass ?? Self.placeholderClass) == Self.placeholderClass {
                // A return the reader could not read, or a bare placeholder (`return UIViewController()`
                // in a `guard`'s `else`): nothing of the app's is shown there.
                continue
            } else {
                return nil
            }
            if let load, load != next { return nil }
            load = next
        }
        return load
    }
}
