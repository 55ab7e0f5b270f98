import InterfaceBuilderReader
import SourceModel

/// What an app's code loads from storyboards: the identifiers it instantiates and the storyboards
/// it opens, read from `instantiateViewController(withIdentifier:)`,
/// `instantiateInitialViewController()` and `UIStoryboard(name:bundle:)` (Swift and Objective-C).
///
/// An identifier or a storyboard name the reader could not read (a variable, a generated wrapper
/// such as SwiftGen's) could be any: then every scene with an identifier, or every storyboard's
/// initial controller, counts as loaded by code. A scene is stale only when nothing could load it.
struct StoryboardLoads: Sendable {
    var identifiers: Set<String> = []
    /// The storyboards whose initial controller the code loads (`instantiateInitialViewController()`,
    /// SwiftGen's `StoryboardScene.Main.initialScene`). A storyboard the code loads only by
    /// identifiers does not give its initial controller.
    var initialStoryboards: Set<String> = []
    /// Some `instantiateViewController(withIdentifier:)` call's identifier is not a literal.
    var someIdentifierUnread = false
    /// Some `instantiateInitialViewController()` call's storyboard is not a `UIStoryboard(name: "…")`
    /// the reader could follow (not counting SwiftGen's own template, whose uses name theirs).
    var someInitialStoryboardUnread = false
    /// Every name the app's code could perform a segue by: its literals and enum cases
    /// (``SourceFacts/namesInCode``), and the names of the types it declares, which code turns into
    /// identifiers (`performSegue(withIdentifier: CarbsViewController.className, …)`,
    /// `String(describing: T.self)`). Gathered only when `namingSegues` (some storyboard of the app
    /// has a manual segue): else no segue asks, and the set of every literal of the app is not built.
    var namesInCode: Set<String> = []

    init(_ sources: [SourceFacts], namingSegues: Bool = true) {
        for facts in sources {
            if namingSegues {
                namesInCode.formUnion(facts.namesInCode)
                namesInCode.formUnion(facts.types.lazy.map(\.name))
            }
            // Reusable's `StoryboardBased`: `X.instantiate()` loads the initial controller of the storyboard named `X`.
            for type in facts.types where type.conformances.contains("StoryboardBased") { initialStoryboards.insert(type.name) }
            for call in facts.calls where call.kind == .instantiateViewController {
                if let identifier = call.identifier {
                    identifiers.insert(identifier)
                } else if let argument = call.argumentText, !argument.hasPrefix("{"), !argument.hasPrefix("^") {
                    // An identifier that is not a literal. (`instantiateInitialViewController()` has no
                    // argument, or a creator block: it names no identifier.)
                    someIdentifierUnread = true
                } else if let name = call.storyboardName {
                    initialStoryboards.insert(name)
                } else if !Self.swiftGenTemplates.contains(call.enclosingType ?? "") {
                    someInitialStoryboardUnread = true
                }
            }
        }
    }

    /// SwiftGen's generic scene types, whose `instantiate()` loads the storyboard a use names
    /// (`StoryboardScene.Main.initialScene.instantiate()`, read as a load of that storyboard).
    static let swiftGenTemplates: Set<String> = ["InitialSceneType", "SceneType"]

    /// Whether code could run the segue: one a control starts (not manual) runs when the user
    /// taps; a manual one only when code performs it by its identifier, so one with no identifier,
    /// or one whose identifier no file of the app names (as a string literal, an enum case or a
    /// type), never runs. A name built at run time (`"show" + name`) is not seen: such a segue is taken as never run.
    func mayRun(_ segue: IBSegue) -> Bool {
        guard segue.isManual, segue.kind != .relationship, segue.kind != .embed else { return true }
        guard let identifier = segue.identifier else { return false }
        return namesInCode.contains(identifier)
    }
}
