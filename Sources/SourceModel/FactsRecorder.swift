/// A controller whose class a reader could tell from how it was created (`FeedViewController()`,
/// `[[FeedViewController alloc] init]`, a cast, `instantiateViewController(withIdentifier:)`).
package struct KnownController: Sendable, Hashable {
    package var className: String?
    /// The root's class, for a navigation controller created with `rootViewController:`.
    package var rootClass: String?
    /// The storyboard identifier it was instantiated with, if any.
    package var storyboardIdentifier: String?
    /// The storyboard it was loaded from, if known (its initial controller when no identifier).
    package var storyboardName: String?
    /// The factory that made its container around ``rootClass``, when a function or closure did.
    package var factory: FactoryCall?
    /// The name given as `rootViewController:` when it is a plain name (a parameter, in a factory).
    package var rootName: String?
    /// The function or computed property that made it, when its class is not written
    /// (`modal.viewController`, `self.playerViewController`): the audit reads the maker.
    package var maker: MakerCall? = nil
    /// The same for the root given as `rootViewController:`.
    package var rootMaker: MakerCall? = nil

    package init(className: String?, rootClass: String? = nil, storyboardIdentifier: String? = nil, storyboardName: String? = nil,
                 factory: FactoryCall? = nil, rootName: String? = nil, maker: MakerCall? = nil, rootMaker: MakerCall? = nil) {
        self.className = className
        self.rootClass = rootClass
        self.storyboardIdentifier = storyboardIdentifier
        self.storyboardName = storyboardName
        self.factory = factory
        self.rootName = rootName
        self.maker = maker
        self.rootMaker = rootMaker
    }

    /// What the facts keep of it.
    package var reference: ControllerReference {
        ControllerReference(className: className, rootClass: rootClass, storyboardIdentifier: storyboardIdentifier, factory: factory)
    }

}

extension ControllerReference {
    /// The reference of a controller wrapped by a container: written in place (`ThemedNav`), or made
    /// by a factory; `nil` when the wrapped controller is itself a container, or not known.
    package static func wrapping(_ element: ControllerReference, in wrapper: String?, factory: FactoryCall?) -> ControllerReference? {
        guard let root = element.className, element.rootClass == nil, element.factory == nil else { return nil }
        return ControllerReference(className: wrapper, rootClass: root, factory: wrapper == nil ? factory : nil)
    }
}

/// Names declared in a function, a closure, a block or a type, as both readers track them.
package struct Scope: Sendable {
    /// Names holding a controller whose class is known.
    package var controllers: [String: KnownController] = [:]
    /// Names holding the shared application.
    package var applicationAliases: Set<String> = []
    /// Names holding a storyboard, with the storyboard's name.
    package var storyboards: [String: String] = [:]
    /// Every name declared here (a local `view` is not the controller's view).
    package var declaredNames: Set<String> = []
    /// Objective-C: renamed getters of the type's properties, `isImmersive` for `immersive`.
    package var getters: [String: String] = [:]
    /// `UINavigationBarAppearance` locals, as far as their background goes.
    package var appearances: [String: BarAppearanceDraft] = [:]
    /// Locals holding an array of controllers built in the function (`let tabs = [A(), B()]`,
    /// `tabs.append(C())`), with every controller put in them.
    package var controllerArrays: [String: [ControllerReference]] = [:]
    /// The declared types of the names declared here that have one (`sheet: WalletSheet`).
    package var declaredTypes: [String: String] = [:]
    /// Locals holding an object the function constructs, of a capitalised type whose name says no
    /// controller (`let assembly = ProfileAssembly(id: id)`), with that type: a method called on
    /// one (`assembly.makeModule()`) is that type's, where the audit reads what it returns.
    package var constructedTypes: [String: String] = [:]
    /// Locals bound to a controller's sheet presentation controller (`if let sheet =
    /// nav.sheetPresentationController`), with that controller as written (`nav`, `self`).
    package var sheetOwners: [String: String] = [:]
    /// Locals bound to a controller's navigation controller (`guard let nav = root.navigationController`,
    /// `UINavigationController *nav = [Root instance].navigationController`), with that controller as
    /// written (``ExpressionReading``'s chain text: `root`, `Root.instance()`).
    package var navigationOwners: [String: String] = [:]
    /// Locals bound to the caller itself (`guard let strongSelf = self`, `if let weakSelf = self`):
    /// handed to a method, they hand over the caller as `self` does.
    package var selfAliases: Set<String> = []
    /// Locals bound to a window named by where it comes from (`if let window =
    /// (UIApplication.shared.delegate as! AppDelegate).window`, `guard let window =
    /// UIApplication.shared.keyWindow`), with that expression's chain text: a root set on the local
    /// is set on that window.
    package var windowAliases: [String: String] = [:]

    package init() {}
}

/// Where a fact is written: its location and what encloses it.
package struct FactPlace: Sendable {
    package var location: SourceLocation
    package var enclosingType: String?
    package var enclosingFunction: String?
    /// Whether it is inside an animation block (kept on calls, ``Call/animationBlock``).
    package var animationBlock: AnimationBlock

    package init(_ location: SourceLocation, type: String?, function: String?, animationBlock: AnimationBlock = .outside) {
        self.location = location
        self.enclosingType = type
        self.enclosingFunction = function
        self.animationBlock = animationBlock
    }
}

/// The receiver of an assignment, as the classification of watched properties needs it.
package struct AssignmentReceiver {
    /// As written without `?`/`!`; `self` when implicit.
    package var text: String
    /// The receiver's own last member and the expression that member is read from (`nil` for an
    /// implicit or explicit `self`): `navigationBar` of `nav` in `nav.navigationBar.barStyle`.
    package var lastMember: (name: String, base: String?)?

    package init(text: String, lastMember: (name: String, base: String?)?) {
        self.text = text
        self.lastMember = lastMember
    }
}

/// What the Swift and Objective-C readers share once an expression is read: the scopes of names
/// around the code, the classification of an assignment into a ``WatchedProperty``, and the
/// recording of assignments and calls. Each reader reads its own syntax and calls this.
package struct FactsRecorder {
    package let language: SourceLanguage
    /// The scopes around the code being read, innermost last.
    package var scopes: [Scope] = [Scope()]
    package private(set) var assignments: [Assignment] = []
    /// Assignments to names that are kept only if an answer reads them.
    package private(set) var candidateAssignments: [Assignment] = []
    package private(set) var calls: [Call] = []
    package private(set) var factories: [ControllerFactory] = []
    /// The functions and closures being read, innermost last: a factory being read, or `nil`.
    private var factoryDrafts: [FactoryDraft?] = []
    /// A function or method being read (not a closure): its parameters' keys, and whether it is a
    /// class or static method.
    private struct FunctionFrame {
        var parameterKeys: [String: String]
        /// Every parameter's key, in order (Swift; empty in Objective-C).
        var labels: [String] = []
        var typeMethod: Bool
        /// The default values of its parameters that have one, by name.
        var parameterDefaults: [String: ParsedValue]
    }
    /// For each function or closure being read, innermost last (`nil` for a closure, which runs in
    /// the function around it).
    private var functionFrames: [FunctionFrame?] = []
    /// The innermost function or method being read (a closure runs in it).
    private var currentFunction: FunctionFrame? { functionFrames.last(where: { $0 != nil }) ?? nil }
    private var directCalls: [MethodCalls.Direct] = []
    private var directCallSet: Set<MethodCalls.Direct> = []
    private var otherUses: Set<String> = []
    /// Set by a reader while the code it reads runs only on an iPad (``Call/onlyOnPad``).
    package var onlyOnPad = false
    /// Set by a reader while the code it reads runs only where the caller is in no navigation
    /// controller (``Call/onlyWithoutNavigation``).
    package var onlyWithoutNavigation = false
    private var closureCalls: [MethodCalls.Direct] = []
    private var closureCallSet: Set<MethodCalls.Direct> = []
    private var withoutSuper: [MethodCalls.Direct] = []
    /// What locals hold after assignments on the paths being read, innermost path last
    /// (``beginBranch()``, ``assignLocal(_:_:)``).
    private var branchFrames: [[String: [KnownController]]] = [[:]]

    package init(language: SourceLanguage) {
        self.language = language
    }

    /// A function or closure that may be a factory, while it is read.
    private struct FactoryDraft {
        var name: String
        var enclosingType: String?
        var parameters: [String]
        var location: SourceLocation
        var returns: [ControllerFactory.Result] = []
        /// Declared to return a controller (a function's return type, a computed property's type).
        var declaresController: Bool
    }

    // MARK: Scopes

    package mutating func push(_ scope: Scope = Scope()) { scopes.append(scope) }
    package mutating func pop() {
        let ended = scopes.removeLast()
        // The locals of the scope are gone: what they were assigned on any path too.
        for index in branchFrames.indices where !branchFrames[index].isEmpty {
            for name in ended.declaredNames { branchFrames[index][name] = nil }
        }
    }

    /// Changes the innermost scope.
    package mutating func updateInnermost(_ change: (inout Scope) -> Void) {
        change(&scopes[scopes.count - 1])
    }

    package func controller(named name: String) -> KnownController? {
        for scope in scopes.reversed() { if let found = scope.controllers[name] { return found } }
        return nil
    }

    /// The controller a receiver as written holds, when it is a plain name (`vc`, not `a.b` or `f()`).
    package func controller(held receiver: String) -> KnownController? {
        receiver.contains(".") || receiver.contains("(") ? nil : controller(named: receiver)
    }

    /// True when `name` is declared in the code around (a local, a parameter, a property).
    package func isDeclared(_ name: String) -> Bool { scopes.contains { $0.declaredNames.contains(name) } }

    /// The declared type of the name `name` refers to here, if it was declared with one.
    package func declaredType(of name: String) -> String? {
        for scope in scopes.reversed() where scope.declaredNames.contains(name) { return scope.declaredTypes[name] }
        return nil
    }

    /// The type of the object a name holds where the code says it: its declared type, else the type
    /// the function constructs it of (``Scope/constructedTypes``), unless a nearer declaration hides it.
    package func objectType(of name: String) -> String? {
        for scope in scopes.reversed() where scope.declaredNames.contains(name) {
            return scope.declaredTypes[name] ?? scope.constructedTypes[name]
        }
        return nil
    }

    /// Whether `name` is a local bound to the caller itself (``Scope/selfAliases``), unless a nearer declaration hides it.
    package func isSelfAlias(_ name: String) -> Bool {
        for scope in scopes.reversed() where scope.declaredNames.contains(name) { return scope.selfAliases.contains(name) }
        return false
    }

    /// The window a local stands for (``Scope/windowAliases``), unless a nearer declaration hides it.
    package func windowAlias(of name: String) -> String? {
        for scope in scopes.reversed() where scope.declaredNames.contains(name) { return scope.windowAliases[name] }
        return nil
    }

    package func storyboard(named name: String) -> String? {
        for scope in scopes.reversed() { if let found = scope.storyboards[name] { return found } }
        return nil
    }

    package func isApplicationAlias(_ name: String) -> Bool { scopes.contains { $0.applicationAliases.contains(name) } }

    // MARK: Bar appearances

    /// The index of the scope whose `UINavigationBarAppearance` local `name` refers to, if it is one
    /// (a name declared again in an inner scope hides it).
    private func appearanceScope(_ name: String) -> Int? {
        for index in scopes.indices.reversed() {
            if scopes[index].appearances[name] != nil { return index }
            if scopes[index].declaredNames.contains(name) { return nil }
        }
        return nil
    }

    /// True when `name` is a `UINavigationBarAppearance` local followed in the code around.
    package func isAppearance(_ name: String) -> Bool { appearanceScope(name) != nil }

    /// The background the appearance local `name` paints, if `name` is one.
    package func appearanceBackground(_ name: String) -> ParsedValue? {
        appearanceScope(name).flatMap { scopes[$0].appearances[name]?.background }
    }

    /// `local.configureWith…Background()`, when `local` is an appearance local.
    package mutating func configureAppearance(_ local: String, _ configuration: BarAppearanceDraft.Configuration) {
        guard let index = appearanceScope(local) else { return }
        scopes[index].appearances[local]?.configure(configuration)
    }

    /// `local.member = value` (one of ``BarAppearanceDraft/backgroundMembers``), when `local` is an appearance local.
    package mutating func assignAppearance(_ local: String, member: String, value: ParsedValue, text: String) {
        guard let index = appearanceScope(local) else { return }
        scopes[index].appearances[local]?.assign(member, value: value, text: text)
    }

    // MARK: Assignments

    /// The class of the controller whose navigation controller a call's receiver is
    /// (``Call/navigationOwnerClass``): `root.navigationController` with `root` a name of a known
    /// controller class, `Root.instance().navigationController` or `Root.shared.navigationController`
    /// (a controller class's own accessor, by the usual naming: a capitalised name ending in
    /// `Controller`), or a local bound to one of these. `self`'s is not another controller's.
    package func navigationOwnerClass(ofReceiver receiver: String) -> String? {
        navigationOwnerName(ofReceiver: receiver).flatMap(controllerClass(owning:))
    }

    /// The class of the controller `owner` (as written, without `?`/`!`) names, whose navigation
    /// controller is used: a name of a known controller class, or a controller class's own accessor
    /// (`Root.instance`); `nil` for `self`'s and any other.
    package func controllerClass(owning owner: String) -> String? {
        guard owner != "self", owner != "super", !owner.hasPrefix("self.") else { return nil }
        if !owner.contains("."), !owner.contains("(") { return controller(named: owner)?.className }
        let parts = owner.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let type = parts.first, let first = type.first, first.isUppercase, type.hasSuffix("Controller"),
              type != "UIViewController", let accessor = parts.last?.first, accessor.isLowercase else { return nil }
        return String(type)
    }

    /// The name whose navigation controller `receiver` is, as written: `root` for
    /// `root.navigationController`, or for a local bound to it (`guard let navi =
    /// root.navigationController`); `nil` otherwise.
    package func navigationOwnerName(ofReceiver receiver: String) -> String? {
        let plain = receiver.filter { $0 != "?" && $0 != "!" }
        if let base = Self.navigationBase(of: plain) { return base }
        guard !plain.contains("."), !plain.contains("(") else { return nil }
        for scope in scopes.reversed() {
            if let found = scope.navigationOwners[plain] { return found }
            if scope.declaredNames.contains(plain) { return nil }
        }
        return nil
    }

    /// The controller whose navigation controller a receiver (without `?`/`!`) names, as written:
    /// `root` for `root.navigationController`; `nil` for any other receiver.
    static func navigationBase(of plain: String) -> String? {
        let suffix = "." + HeldReference.navigationControllerName
        return plain.hasSuffix(suffix) ? String(plain.dropLast(suffix.count)) : nil
    }

    /// The controller whose sheet presentation controller the local `name` is bound to, if it is one.
    package func sheetOwner(of name: String) -> String? {
        for scope in scopes.reversed() {
            if let owner = scope.sheetOwners[name] { return owner }
            if scope.declaredNames.contains(name) { return nil }
        }
        return nil
    }

    /// What assigning `memberName` on `receiver` is: a watched property (and the controller it
    /// belongs to), or another property, kept only if an answer reads it.
    package func classify(memberName: String, receiver: AssignmentReceiver) -> (property: AssignedProperty, controller: String) {
        /// The controller owning `member` of it (`nav` for `nav.navigationBar`): a local of that
        /// name is not the controller's.
        func owner(_ member: String) -> String? {
            guard let last = receiver.lastMember, last.name == member, last.base != nil || !isDeclared(member) else { return nil }
            return last.base ?? "self"
        }
        for property in WatchedProperty.candidates(memberName: memberName) {
            switch property.owner(memberName: memberName) {
            case .controller:
                return (.watched(property), receiver.text)
            case .navigationBar:
                if receiver.text.hasPrefix("UINavigationBar.appearance") { return (.watched(property), receiver.text) }
                if let controller = owner("navigationBar") { return (.watched(property), controller) }
            case .navigationItem:
                if let controller = owner("navigationItem") { return (.watched(property), controller) }
            case .view:
                if let controller = owner("view") { return (.watched(property), controller) }
            case .window:
                if receiver.lastMember?.name.lowercased().hasSuffix("window") == true { return (.watched(property), receiver.text) }
            case .sheet:
                if let controller = owner(WatchedProperty.sheetControllerName) { return (.watched(property), controller) }
                if let controller = sheetOwner(of: receiver.text) { return (.watched(property), controller) }
            }
        }
        return (.stored(memberName), receiver.text)
    }

    /// The assignment of `memberName` on `receiver`, classified. `value` reads the assigned value
    /// as the property's kind says (a plain value for another property); `assigned` tells the
    /// controller assigned. Kept by ``record(_:)`` (two steps, so that the closures may read the scopes).
    package func assignment(
        memberName: String, receiver: AssignmentReceiver, valueText: String, viaCall: Bool, at place: FactPlace,
        value: (WatchedProperty.ValueKind) -> ParsedValue, assigned: () -> ControllerReference?
    ) -> Assignment {
        var (property, controller) = classify(memberName: memberName, receiver: receiver)
        // `rootViewController = controller` in an extension of `UIWindow` (`func switchRoot(to:)`):
        // the root of the window the method is called on.
        if receiver.lastMember == nil, place.enclosingType == "UIWindow", case .stored(let name) = property,
           WatchedProperty.candidates(memberName: name).contains(.windowRootViewController) {
            property = .watched(.windowRootViewController)
        }
        let watched: WatchedProperty? = if case .watched(let p) = property { p } else { nil }
        let known = self.controller(held: controller)
        var assignment = Assignment(
            property: property, receiver: receiver.text, controller: controller, controllerClass: known?.className,
            controllerRootClass: known?.rootClass, controllerStoryboardIdentifier: known?.storyboardIdentifier,
            valueText: valueText, value: value(watched?.valueKind ?? .value),
            assignedController: watched == .windowRootViewController ? assigned() : nil, viaCall: viaCall,
            location: place.location, enclosingType: place.enclosingType, enclosingFunction: place.enclosingFunction,
            language: language)
        assignment.animationBlock = place.animationBlock
        if watched != nil, let function = currentFunction, let key = function.parameterKeys[valueText] {
            assignment.valueParameter = key
            assignment.parameterDefault = function.parameterDefaults[valueText]
        }
        return assignment
    }

    /// Keeps an assignment: one of a watched property, or a candidate kept only if an answer reads it.
    package mutating func record(_ assignment: Assignment) {
        if assignment.watched == nil { candidateAssignments.append(assignment) } else { assignments.append(assignment) }
    }

    // MARK: Calls

    /// Records a call on `receiver` (as written, `self` when implicit). `shown` is the controller
    /// it shows, as far as it is known.
    package mutating func recordCall(
        _ kind: Call.Kind, receiver: String, argumentText: String?, animated: Bool? = nil, shown: KnownController? = nil,
        presentedClass: String? = nil, shownControllers: [ControllerReference] = [], identifier: String? = nil,
        storyboardName: String? = nil, value: ParsedValue? = nil, navigationOwner: String? = nil, receiverClass: String? = nil,
        at place: FactPlace
    ) {
        var call = Call(
            kind: kind, receiver: receiver, receiverClass: receiverClass ?? controller(held: receiver)?.className, argumentText: argumentText,
            presentedClass: presentedClass ?? shown?.className, rootClass: shown?.rootClass,
            presentedStoryboardIdentifier: shown?.storyboardIdentifier, shownControllers: shownControllers,
            identifier: identifier, storyboardName: storyboardName, value: value, animated: animated,
            location: place.location, enclosingType: place.enclosingType, enclosingFunction: place.enclosingFunction,
            language: language)
        call.presentedStoryboardName = shown?.storyboardName
        call.presentedFactory = shown?.factory
        call.presentedMaker = shown?.maker
        call.rootMaker = shown?.rootMaker
        call.onlyOnPad = onlyOnPad
        call.onlyWithoutNavigation = onlyWithoutNavigation
        call.animationBlock = place.animationBlock
        let function = currentFunction
        call.inTypeMethod = function?.typeMethod ?? false
        if kind.showsController { call.navigationOwnerClass = navigationOwnerClass(ofReceiver: receiver) }
        if let navigationOwner { call.navigationOwnerClass = navigationOwner }
        // A helper that adds its parameter as a child (`- (void)slideIn:(UIViewController *)child …
        // { [self addChildViewController:child]; … }`): the parameter's key, as for a call that shows it.
        if kind == .addChild, let keys = function?.parameterKeys, let argumentText, let key = keys[argumentText] {
            call.shownParameter = key
        }
        // A show on a parameter or its navigation controller (`from.navigationController?.pushViewController`),
        // or a `setViewControllers` or `addChild` on a parameter (a flow's `showAsRoot(in:)`: the stack
        // or the container is the one its callers hand over).
        if kind.showsController || kind == .setViewControllers || kind == .addChild, let keys = function?.parameterKeys {
            let plain = receiver.filter { $0 != "?" && $0 != "!" }
            call.receiverParameter = keys[kind.showsController ? Self.navigationBase(of: plain) ?? plain : plain]
            if call.receiverParameter != nil { call.functionLabels = function?.labels ?? [] }
        }
        if kind.showsController, let keys = function?.parameterKeys {
            if let argumentText, let key = keys[argumentText] {
                call.shownParameter = key
            } else if let shown, shown.className != nil, shown.rootClass == nil, shown.rootMaker == nil, shown.factory == nil,
                      let root = shown.rootName, let key = keys[root] {
                call.shownParameter = key
                call.wrapsParameter = true
            }
        }
        calls.append(call)
    }

    /// Sets what the last call (a ``Call/Kind/passesController`` one) hands over besides its
    /// controller: ``Call/selfArguments`` and ``Call/passedArguments``.
    package mutating func markArguments(self selfKeys: [String], passed: [Call.PassedArgument]) {
        guard !calls.isEmpty else { return }
        calls[calls.count - 1].selfArguments = selfKeys
        calls[calls.count - 1].passedArguments = passed
    }

    /// Marks the calls recorded since the first `count` as `showDetailViewController` (``Call/showsDetail``).
    package mutating func markShowsDetail(after count: Int) {
        for i in count..<calls.count { calls[i].showsDetail = true }
    }

    /// An object of type `type` made with `arguments` (label, text as written): a
    /// ``Call/Kind/handsController`` call for each argument that hands a controller over
    /// (``HeldReference/handedArgument(label:text:)``).
    package mutating func recordConstruction(of type: String, arguments: [(label: String?, text: String)], at place: FactPlace) {
        for argument in arguments {
            guard let handed = HeldReference.handedArgument(label: argument.label, text: argument.text) else { continue }
            recordCall(.handsController, receiver: handed, argumentText: argument.label, presentedClass: type, at: place)
        }
    }

    /// `object.property = self` (or `= self.navigationController`, or a navigation controller set on
    /// a property named as one): an object of the app's own type given the controller after it is
    /// made (`_listView.containerVC = self`), a ``Call/Kind/handsController`` call as for an
    /// initializer's argument labelled as the property. `objectType` is the object's declared type
    /// when the reader knows it; else ``Call/identifier`` keeps the object's name (a property of the
    /// enclosing type, whose type the audit reads from its declaration).
    package mutating func recordHandedToProperty(objectType: String?, object: String, property: String, value: String, at place: FactPlace) {
        guard let handed = HeldReference.handedArgument(label: property, text: value) else { return }
        recordCall(.handsController, receiver: handed, argumentText: property, presentedClass: objectType,
                   identifier: objectType == nil ? object : nil, at: place)
    }

    // MARK: Locals assigned in branches

    /// Begins a path of the code that may or may not run (the `then` of an `if`, a `case` of a
    /// `switch`): the controllers assigned to locals on it are kept apart until the branch ends.
    package mutating func beginBranch() { branchFrames.append([:]) }

    /// Ends the innermost branch: the locals assigned on it, with what each may hold there.
    package mutating func endBranch() -> [String: [KnownController]] { branchFrames.popLast() ?? [:] }

    /// Joins the branches of one `if` or `switch`: a local assigned on one of them may hold what any
    /// of them gave it, and, when `exhaustive` is false (an `if` with no `else`, a `switch` whose
    /// every case does not assign it), what it held before.
    package mutating func joinBranches(_ branches: [[String: [KnownController]]], exhaustive: Bool) {
        var names: [String] = []
        for branch in branches { for name in branch.keys.sorted() where !names.contains(name) { names.append(name) } }
        for name in names {
            var joined: [KnownController] = []
            let before = controllers(named: name)
            for branch in branches { for known in branch[name] ?? before where !joined.contains(known) { joined.append(known) } }
            if !exhaustive { for known in before where !joined.contains(known) { joined.append(known) } }
            branchFrames[branchFrames.count - 1][name] = joined
        }
    }

    /// A controller (or `nil`: something that is none the reader knows) assigned to the local `name`
    /// after its declaration (`vc = [[A alloc] init]`): what it holds on this path from now on.
    /// Ignored for a name declared nowhere around (a property).
    package mutating func assignLocal(_ name: String, _ known: KnownController?) {
        guard isDeclared(name) else { return }
        branchFrames[branchFrames.count - 1][name] = known.map { [$0] } ?? []
    }

    /// A local `name` declared here: it holds what it was declared with, not what a local of the
    /// same name outside was assigned.
    package mutating func declareLocal(_ name: String) {
        guard branchFrames.contains(where: { $0[name] != nil }) else { return }
        branchFrames[branchFrames.count - 1][name] = controller(named: name).map { [$0] } ?? []
    }

    /// Every controller the local `name` may hold here: one for each branch that assigned it
    /// (`switch` cases, `if`/`else`), else what it was declared with. Empty when a branch left it
    /// holding nothing the reader knows, or when it holds nothing known.
    package func controllers(named name: String) -> [KnownController] {
        for frame in branchFrames.reversed() { if let found = frame[name] { return found } }
        return controller(named: name).map { [$0] } ?? []
    }

    /// The one controller the local `name` holds here, or `nil` when it holds none the reader knows or
    /// one of several (assigned in several branches: a call that shows it records each).
    package func soleController(named name: String) -> KnownController? {
        let held = controllers(named: name)
        return held.count == 1 ? held[0] : nil
    }

    /// The controllers a local holds when it may hold several (assigned in several branches), else `nil`.
    package func alternatives(named name: String) -> [KnownController]? {
        for frame in branchFrames.reversed() { if let found = frame[name] { return found.count > 1 ? found : nil } }
        return nil
    }

    // MARK: Local arrays of controllers

    /// The controllers put in the local array `name`, if it is one followed in the code around.
    package func controllerArray(_ name: String) -> [ControllerReference]? {
        for scope in scopes.reversed() {
            if let found = scope.controllerArrays[name] { return found }
            if scope.declaredNames.contains(name) { return nil }
        }
        return nil
    }

    /// Adds controllers to the local array `name` (an assignment or an append), when it is one.
    package mutating func addToControllerArray(_ name: String, _ references: [ControllerReference]) {
        for index in scopes.indices.reversed() {
            if scopes[index].controllerArrays[name] != nil {
                scopes[index].controllerArrays[name]?.append(contentsOf: references)
                return
            }
            if scopes[index].declaredNames.contains(name) { return }
        }
    }

    // MARK: Factories

    /// Starts reading a function or closure: a possible factory (`name` holds it, its parameters
    /// in order), or `nil` for one that cannot be.
    /// `declaresController`: its declared type is a controller's (not a closure's, which has none).
    /// `parameterKeys`: for a function or method (not a closure), each parameter's name and the key a
    /// caller names it by (``Call/shownParameter``); `typeMethod`: it is a class or static method.
    package mutating func beginFunction(factory name: String?, parameters: [String], at place: FactPlace, declaresController: Bool = false,
                                        parameterKeys: [String: String]? = nil, typeMethod: Bool = false,
                                        parameterDefaults: [String: ParsedValue] = [:], labels: [String] = []) {
        functionFrames.append(parameterKeys.map {
            FunctionFrame(parameterKeys: $0, labels: labels, typeMethod: typeMethod, parameterDefaults: parameterDefaults)
        })
        factoryDrafts.append(name.map {
            FactoryDraft(name: $0, enclosingType: place.enclosingType, parameters: parameters, location: place.location,
                         declaresController: declaresController)
        })
        // What the function or closure assigns stays in it (a property assigned in one method is not
        // what another method shows; a block runs at another time), while it reads what is around it.
        branchFrames.append([:])
    }

    /// A value the innermost function or closure returns (`nil`: a value that is no known controller).
    /// A `return` of the local `name`: one return for each controller it may hold when it was
    /// assigned in several branches (`analyseVC = vc` in each branch of a link's router, then
    /// `return analyseVC`), else what `returned` reads.
    package mutating func recordReturn(local name: String?, _ returned: KnownController?) {
        if let name, let alternatives = alternatives(named: name) {
            for known in alternatives { recordReturn(known) }
        } else {
            recordReturn(returned)
        }
    }

    package mutating func recordReturn(_ returned: KnownController?) {
        guard let index = factoryDrafts.indices.last, var draft = factoryDrafts[index] else { return }
        let parameter = returned?.rootName.flatMap { draft.parameters.firstIndex(of: $0) }
        let wrapper = returned?.factory == nil ? returned?.className : nil
        draft.returns.append(ControllerFactory.Result(wrapperClass: wrapper, wrappedParameter: parameter,
                                                      madeRoot: parameter == nil ? returned?.rootClass : nil,
                                                      maker: wrapper == nil && parameter == nil ? returned?.maker : nil,
                                                      storyboardName: returned?.storyboardName, storyboardIdentifier: returned?.storyboardIdentifier))
        factoryDrafts[index] = draft
    }

    /// Ends the innermost function or closure. Every function or computed property declared to
    /// return a controller is kept, read or not, so that a maker is never taken for another of the
    /// same name; a closure held by a name only when one of its returns wraps a parameter or every
    /// return makes a controller of the same known class.
    package mutating func endFunction() {
        if branchFrames.count > 1 { branchFrames.removeLast() }
        _ = functionFrames.popLast()
        guard let last = factoryDrafts.popLast(), let draft = last else { return }
        let factory = ControllerFactory(name: draft.name, enclosingType: draft.enclosingType, returns: draft.returns,
                                        location: draft.location, language: language)
        guard draft.declaresController || draft.returns.contains(where: { $0.wrappedParameter != nil }) || factory.made != nil
        else { return }
        factories.append(factory)
    }

    // MARK: Method calls

    /// A use of a method named `callee`: a direct call on `self` from `caller` of `type` outside any
    /// closure, or any other use (in a closure, on another receiver, a selector). A call on `self`
    /// inside a closure of `caller` is also kept as such (`inClosure`).
    package mutating func recordMethodUse(_ callee: String, direct: Bool, inClosure: Bool = false, type: String?, caller: String?) {
        if direct, !inClosure, let type, let caller {
            let call = MethodCalls.Direct(enclosingType: type, caller: caller, callee: callee)
            if directCallSet.insert(call).inserted { directCalls.append(call) }
        } else {
            otherUses.insert(callee)
            if direct, let type, let caller {
                let call = MethodCalls.Direct(enclosingType: type, caller: caller, callee: callee)
                if closureCallSet.insert(call).inserted { closureCalls.append(call) }
            }
        }
    }

    /// A view's event (``LifecycleMethod/isViewEvent``, which the readers tell before they look for the
    /// call) that `type` overrides without calling its superclass's (``MethodCalls/withoutSuper``).
    package mutating func recordWithoutSuper(_ method: String, type: String?) {
        guard let type else { return }
        let skip = MethodCalls.Direct(enclosingType: type, caller: method, callee: "super")
        if !withoutSuper.contains(skip) { withoutSuper.append(skip) }
    }

    /// The method calls recorded.
    package var methodCalls: MethodCalls {
        MethodCalls(direct: directCalls, otherUses: otherUses.sorted(), inClosures: closureCalls, withoutSuper: withoutSuper)
    }

    /// Records `viewControllers = [a, b]` on a container as the call that sets them.
    package mutating func recordViewControllersAssignment(receiver: String, valueText: String, shown: [ControllerReference], at place: FactPlace) {
        let last = shown.last
        recordCall(.setViewControllers, receiver: receiver, argumentText: valueText,
                   shown: KnownController(className: last?.className, rootClass: last?.rootClass, factory: last?.factory),
                   shownControllers: shown, at: place)
    }
}
