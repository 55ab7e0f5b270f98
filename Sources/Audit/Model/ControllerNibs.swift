import InterfaceBuilderReader
import SourceModel
import StatusBarEngine

/// The xibs UIKit loads for controllers made in code: a controller created with no nib name loads
/// the nib named like its class without `Controller` (`SettingsView.xib` for
/// `SettingsViewController`), else the one named like its class (`SettingsViewController.xib`);
/// code that passes the class's name as the nib name loads the latter too. Such a xib's File's
/// Owner is the class (or one of its app superclasses, whose outlets it uses), and its `view`
/// outlet is the controller's root view, whose background is what lies under the bar as a
/// storyboard scene's root view is.
///
/// A nib passed under another name, or a class that builds its view in `loadView`, is not seen:
/// the background then stays what the code gives, else unknown.
struct ControllerNibs: Sendable {
    /// A File's Owner's root view in a xib.
    struct NibView: Sendable {
        var ownerClass: String?
        var background: IBLocatedColor?
        var covering: IBCoveringSubview?
        /// The File's Owner element.
        var location: SourceLocation
    }

    /// The views of the app's xibs that have a File's Owner with a `view` outlet, by the xib's
    /// name (the file name without `.xib`; a localized copy after the first is left out).
    private var views: [String: NibView] = [:]

    init(documents: [IBDocument], app: AuditedApp) {
        for doc in documents where doc.kind == .xib && app.owns(doc.file) {
            let last = doc.file.split(separator: "/").last.map(String.init) ?? doc.file
            guard last.hasSuffix(".xib") else { continue }
            let name = String(last.dropLast(".xib".count))
            guard views[name] == nil,
                  let owner = doc.placeholders.first(where: { $0.kind == .filesOwner && $0.viewOutletDestination != nil }) else { continue }
            views[name] = NibView(ownerClass: owner.customClass.map(ClassGraph.plainName), background: owner.viewBackground,
                                  covering: owner.viewCovering, location: owner.location)
        }
    }

    /// The root view UIKit loads from a xib for the app's controller class `cls` made in code, if
    /// one of its default nib names is a xib whose File's Owner is the class or an app superclass.
    func view(of cls: String, graph: ClassGraph) -> NibView? {
        guard !views.isEmpty else { return nil }
        let plain = ClassGraph.plainName(cls)
        let owners = Set([plain] + graph.chain(of: plain).appClasses)
        var names: [String] = []
        if plain.hasSuffix("Controller"), plain.count > "Controller".count { names.append(String(plain.dropLast("Controller".count))) }
        names.append(plain)
        for name in names {
            if let view = views[name], let owner = view.ownerClass, owners.contains(owner) { return view }
        }
        return nil
    }
}
