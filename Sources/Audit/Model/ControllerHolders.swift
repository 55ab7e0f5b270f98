import SourceModel
import StatusBarEngine

/// Who shows what a call shows: the controller whose code makes the call, or, for code of an
/// object that holds a controller (a coordinator, a data source, a presenter), the controller
/// that made the object and handed itself or its navigation controller over.
struct Presenter {
    /// The presenting controller's class; `nil` for code that is no controller and holds none the audit follows.
    var cls: String?
    /// Where the presenting controller sits, when known.
    var context: ScreenBuilder.Context?
    /// The object whose code makes the call, when it is not the controller.
    var holder: String? = nil
    /// Where the holder is made (or handed the stack it shows onto, ``handedStack``).
    var madeAt: SourceLocation? = nil
    /// The holder's code shows onto a navigation controller handed to it by a function that makes
    /// and presents it (``ScreenHolder/handedStack``).
    var handedStack = false

    /// The object that shows the screen, for the screen's explanation.
    var screenHolder: ScreenHolder? {
        guard let holder, let madeAt else { return nil }
        return ScreenHolder(holder: holder, maker: cls, site: madeAt, handedStack: handedStack)
    }

    /// Why a screen pushed or shown this way has no known navigation controller.
    func pushedUnknown(_ call: Call) -> String {
        let verb = call.kind == .show ? "shown" : "pushed"
        if let holder, let cls, let madeAt {
            return "\(verb) by '\(holder)' onto the navigation controller of '\(cls)', which hands it itself or its navigation controller at \(madeAt), whose navigation controller the audit could not follow"
        }
        return "\(verb) by '\(cls ?? call.enclosingType ?? "code")', whose navigation controller the audit could not follow"
    }
}

/// Objects of the app's own types that are no controllers but hold one: made with the controller
/// whose code makes them (`SearchDataSource(viewController: self)`) or with its navigation
/// controller (`EditCoordinator(navigationController: navigationController)`), in every place
/// the app makes them (``Call/Kind/handsController``). Their code pushes and presents through what
/// they hold (`viewController?.navigationController?.pushViewController`,
/// `navigationController.pushViewController`): the screens it shows take the places of the
/// controllers that made them, one screen per place. A place where the object is made without
/// what its code goes through (`EditCoordinator(navigationController: nav)`, or by code that is
/// no controller) is a place too, whose context is not known.
struct ControllerHolders {
    /// What an object is made with.
    enum Held: Hashable {
        /// The navigation controller of the controller that makes it.
        case navigationController
        /// The controller that makes it.
        case controller
    }

    /// A place of a holder: the controller that made it (`nil` where none is followed), where that
    /// controller sits, and where the holder is made.
    struct Place {
        var maker: String?
        var context: ScreenBuilder.Context?
        var site: SourceLocation
    }

    /// What each holder type is made with somewhere (a controller only where a controller makes it).
    private var held: [String: Set<Held>] = [:]
    /// What each place that makes a holder hands over (a navigation controller only when it hands
    /// no other one), by type and place.
    private var handedAt: [String: [SourceLocation: Set<Held>]] = [:]
    /// The places of each holder type, for each thing it holds, filled as the calls that make it are followed.
    private var places: [String: [Held: [Place]]] = [:]
    /// The places that make a holder already followed.
    private var followed: Set<SourceLocation> = []
    /// The argument labels each holder type is handed a navigation controller with
    /// (`rootViewController:` in `StartFlowPresenter(rootViewController: navigationController)`).
    private var navigationLabels: [String: Set<String>] = [:]

    /// `calls`: every ``Call/Kind/handsController`` call of the app's code. `presentsLocal`: whether
    /// the function of a call handing a local (``Call/Handed/other(_:)``) presents that local
    /// (`let nav = BaseNavigationController(); let child = SettingsCoordinator(navigationController:
    /// nav); present(nav, …)`): the object holds that navigation controller, where it is presented.
    init(calls: [Call], graph: ClassGraph, presentsLocal: (Call) -> Bool = { _ in false }) {
        var presented: Set<SourceLocation> = []
        for call in calls {
            guard let type = call.presentedClass, Self.isHolderType(type, graph) else { continue }
            var handed = handedAt[type, default: [:]][call.location, default: []]
            switch call.handed {
            case .navigationController: handed.insert(.navigationController)
            case .controller where call.enclosingType.map(graph.isViewController) == true: handed.insert(.controller)
            case .other where presentsLocal(call):
                handed.insert(.navigationController)
                presented.insert(call.location)
            default: break
            }
            handedAt[type, default: [:]][call.location] = handed
            if handed.contains(.navigationController), let label = call.argumentText { navigationLabels[type, default: []].insert(label) }
        }
        // A place that also hands another navigation controller hands none the audit follows.
        for call in calls where call.presentedClass.map({ handedAt[$0] != nil }) == true && !presented.contains(call.location) {
            if case .other = call.handed, let type = call.presentedClass { handedAt[type]?[call.location]?.remove(.navigationController) }
        }
        for (type, byPlace) in handedAt {
            let kinds = byPlace.values.reduce(into: Set<Held>()) { $0.formUnion($1) }
            if !kinds.isEmpty { held[type] = kinds }
        }
    }

    /// A type of the app's own that is no controller (a class or a struct it declares).
    static func isHolderType(_ type: String, _ graph: ClassGraph) -> Bool {
        !graph.isViewController(type)
            && (graph.declarations[type] ?? []).contains { $0.kind == .class || $0.kind == .struct }
    }

    /// True when `call` makes a holder the audit follows: it is one of the calls that show a class.
    func follows(_ call: Call) -> Bool {
        call.kind == .handsController && call.presentedClass.map { held[$0] != nil } == true
    }

    /// Follows a call that makes a holder: for each thing the holder holds, the place of the
    /// controller whose code makes it (or every place of the holder whose navigation controller it
    /// hands on, or `presented`: the places where the function presents the navigation controller
    /// it hands), else a place whose context is not known.
    mutating func made(by call: Call, contexts: [String: ScreenBuilder.Context], graph: ClassGraph, presented: [Place] = []) {
        guard let type = call.presentedClass, let kinds = held[type], followed.insert(call.location).inserted else { return }
        let maker = call.enclosingType ?? "code"
        let handed = handedAt[type]?[call.location] ?? []
        for kind in kinds {
            var found: [Place] = []
            if kind == .navigationController, handed.contains(kind), !presented.isEmpty {
                // A local the function presents or sets as the window's root (named
                // `navigationController` too, in a scene delegate's bootstrap).
                found = presented
            } else if case .other = call.handed {
                // Another local, neither presented nor the window's root: a place not known (below).
            } else if handed.contains(kind), graph.isViewController(maker) {
                found = [Place(maker: maker, context: contexts[maker], site: call.location)]
            } else if handed.contains(kind), kind == .navigationController, held[maker]?.contains(.navigationController) == true {
                // A holder handing on the navigation controller it holds.
                found = places[maker]?[.navigationController] ?? []
            }
            if found.isEmpty {
                let why = "shown by '\(type)', which '\(maker)' makes at \(call.location) without a controller the audit follows to where it sits"
                found = [Place(maker: nil, context: ScreenBuilder.Context(unknown: why), site: call.location)]
            }
            places[type, default: [:]][kind, default: []] += found
        }
    }

    /// The presenters of a call made by a holder's code through what it holds, one per place of
    /// the holder; `nil` when the call's code is no holder, or does not go through what it holds.
    func presenters(of call: Call, graph: ClassGraph) -> [Presenter]? {
        // (A parameter of the function named as the property is not it: `func showSelector(from
        // navigationController: UINavigationController)` pushes onto what its caller passes.)
        guard call.receiverParameter == nil, let type = call.enclosingType, let kinds = held[type],
              let reference = HeldReference(receiver: call.receiver) else { return nil }
        let properties = (graph.declarations[type] ?? []).flatMap(\.properties).filter { $0.initialValue == nil }
        guard let property = properties.first(where: { $0.name == reference.property }) else { return nil }
        let holdsController = property.declaredType.map { graph.isViewController(ClassGraph.plainName($0)) } ?? true
        let isNavigationController = reference.property == HeldReference.navigationControllerName
            || property.declaredType.map({ graph.kind(of: ClassGraph.plainName($0)) == .navigation }) == true
        let kind: Held
        if reference.throughNavigationController {
            // `viewController.navigationController`: the navigation controller of the controller held.
            guard holdsController else { return nil }
            kind = .controller
        } else if isNavigationController {
            // A holder that keeps the navigation controller it is handed in a property of the
            // label's name (`self.rootViewController = rootViewController`) pushes through that
            // property only: another one (`navigationController`, a stack it makes and presents
            // itself) is not the one handed.
            let labels = navigationLabels[type] ?? []
            if labels.contains(where: { label in properties.contains { $0.name == label } }), !labels.contains(reference.property) { return nil }
            kind = .navigationController
        } else if call.kind == .present && holdsController {
            // The controller held, which presents.
            kind = .controller
        } else {
            return nil
        }
        guard kinds.contains(kind), let found = places[type]?[kind], !found.isEmpty else { return nil }
        return found.map { Presenter(cls: $0.maker, context: $0.context, holder: type, madeAt: $0.site) }
    }
}

/// The calls of the app's controllers that hand themselves to a method of an object
/// (``Call/Kind/handsSelf``: `viewModel.tableView(tableView, in: self, didSelectRowAt: indexPath)`),
/// by the method's name and the argument's key. What such a method shows from that parameter
/// (`viewController.present(nav, …)`, `viewController.navigationController?.pushViewController`)
/// each caller shows, from its place.
struct SelfHanders {
    /// A call handing a navigation controller its function makes and presents
    /// (`AccountFlow.showAsRoot(in: navi)` before `viewController.present(navi, …)`), with those
    /// presentations and the index of the call's source facts.
    struct LocalStack {
        var call: Call
        var presents: [Call]
        var facts: Int
    }

    private var byKey: [String: [Call]] = [:]
    private var stacksByKey: [String: [LocalStack]] = [:]
    private let graph: ClassGraph

    /// `localStacks`: the calls that hand a method a local navigation controller their function
    /// presents (``Call/Kind/passesController``), each with those presentations.
    init(calls: [Call], localStacks: [LocalStack] = [], graph: ClassGraph) {
        self.graph = graph
        for stack in localStacks {
            if let key = stack.call.identifier { stacksByKey[key, default: []].append(stack) }
        }
        for call in calls where call.kind == .handsSelf && (!call.inTypeMethod || call.navigationOwnerClass != nil) {
            guard let key = call.identifier, let type = Self.handed(by: call), graph.isViewController(type) else { continue }
            byKey[key, default: []].append(call)
        }
    }

    /// The controller a call hands over: the caller, or the controller whose navigation controller
    /// it hands (``Call/navigationOwnerClass``: `Flow.push(on: navi)` after `guard let navi =
    /// viewController.navigationController`).
    static func handed(by call: Call) -> String? {
        (call.navigationOwnerClass ?? call.enclosingType).map(ClassGraph.plainName)
    }

    /// The calls that hand a controller to the parameter `call` shows from, when `call` is made by
    /// code of an object that is no controller; `nil` otherwise.
    func callers(of call: Call) -> [Call]? {
        guard !byKey.isEmpty, let key = parameterKey(of: call) else { return nil }
        // Of the calls of that name and key, those whose labels this overload takes, in order (a
        // parameter with a default value may be left out).
        let found = (byKey[key] ?? []).filter { caller in
            guard calls(caller, call) else { return false }
            guard !call.functionLabels.isEmpty, let written = caller.argumentText else { return true }
            return Self.takes(call.functionLabels, written.split(separator: ":").map(String.init))
        }
        return found.isEmpty ? nil : found
    }

    /// Whether `caller` may call the function `call` is written in: a call on a type
    /// (`AccountFlow.showAsRoot(in: navi)`) calls that type's function (or one it inherits), not
    /// another type's function of the same name; a call on a value may call any.
    private func calls(_ caller: Call, _ call: Call) -> Bool {
        // A call on a local of a type of the app's (`let presenter = TermsPresenter(…)`) calls that
        // type's function, one it inherits, or its protocols' extensions'.
        if let object = caller.receiverClass.map(ClassGraph.plainName), let declarations = graph.declarations[object],
           let type = call.enclosingType.map(ClassGraph.plainName) {
            return object == type || graph.lineage(of: object).contains(type) || declarations.contains { $0.conformances.contains(type) }
        }
        let receiver = caller.receiver
        guard let first = receiver.first, first.isUppercase, receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              let type = call.enclosingType.map(ClassGraph.plainName) else { return true }
        return receiver == type || graph.lineage(of: receiver).contains(type)
    }

    /// The calls that hand the parameter `call` pushes onto (or sets the stack of) a navigation
    /// controller their function makes and presents, when `call` is made by code of an object that
    /// is no controller; `nil` otherwise.
    func stackCallers(of call: Call) -> [LocalStack]? {
        guard !stacksByKey.isEmpty, [.pushViewController, .setViewControllers].contains(call.kind),
              let key = parameterKey(of: call) else { return nil }
        let found = (stacksByKey[key] ?? []).filter { stack in
            guard calls(stack.call, call) else { return false }
            let written = stack.call.passedArguments.map { $0.key.hasPrefix("_") ? "_" : $0.key }
            return call.functionLabels.isEmpty || written.isEmpty || Self.takes(call.functionLabels, written)
        }
        return found.isEmpty ? nil : found
    }

    /// For the order of the calls: the class from whose place the first stack handed to the parameter
    /// `call` shows onto is presented (the controller handed to that present, else the type whose code
    /// presents), when there is one (``stackCallers(of:)``).
    func stackPresenterClass(of call: Call) -> String? {
        guard let present = stackCallers(of: call)?.first?.presents.first else { return nil }
        return callers(of: present)?.first.flatMap(Self.handed) ?? present.enclosingType
    }

    /// The method and parameter key a call shows from (``Call/receiverParameter``), in code of an
    /// object that is no controller.
    private func parameterKey(of call: Call) -> String? {
        guard let parameter = call.receiverParameter, let function = call.enclosingFunction,
              let type = call.enclosingType.map(ClassGraph.plainName), !graph.isViewController(type) else { return nil }
        return Call.passedTo(method: function, label: parameter)
    }

    /// True when `labels`, as a call writes them, are a subsequence of a function's `parameters`.
    static func takes(_ parameters: [String], _ labels: [String]) -> Bool {
        var rest = parameters[...]
        for label in labels {
            guard let index = rest.firstIndex(of: label) else { return false }
            rest = rest[(index + 1)...]
        }
        return true
    }
}
