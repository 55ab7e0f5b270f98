import InterfaceBuilderReader
import SourceModel
import StatusBarEngine

/// One way an app shows screens. Each source adds the screens it finds to the shared
/// ``ScreenAccumulator``, in turn (``ScreenBuilder/screens()``): a later source sees the contexts
/// the earlier ones gave each class (what a class shown at launch pushes inherits its navigation).
/// SwiftUI views are the last source, run over the UIKit screens by ``SwiftUIScreens``.
protocol ScreenSource {
    func addScreens(to screens: inout ScreenAccumulator)
}

/// The screens found so far: one entry per identity (``ScreenIdentity``: what is shown, and
/// where), and the first context of each
/// class, which the screens it pushes or presents take theirs from.
struct ScreenAccumulator {
    /// A generic hosting subclass's constructions: where each screen of one is, the view it is
    /// constructed with there is part of its place (two views hosted by one class are two screens).
    let hosting: HostingConstructions
    private var entries: [(screen: Screen, place: String)] = []
    /// The other name of a Swift class the Objective-C runtime knows by another (``ClassGraph/objcAliases``):
    /// a context noted for the one is the other's (Objective-C code shows `OAConfigureScreenViewController`,
    /// whose Swift code pushes as `ConfigureScreenViewController`).
    let aliases: [String: String]
    init(hosting: HostingConstructions, aliases: [String: String] = [:]) {
        self.hosting = hosting
        self.aliases = aliases
    }
    private var identities: Set<ScreenIdentity> = []
    /// The classes with an entry.
    private(set) var shownClasses: Set<String> = []
    /// The first context each class was shown in.
    private(set) var contextByClass: [String: ScreenBuilder.Context] = [:]
    /// The first place of a screen in each navigation controller class's stack, by that class:
    /// where what the class's own code pushes onto itself goes (`super.pushViewController` in a
    /// `pushInnerMenu(_:)` of its own), with the bar as the class leaves it.
    private(set) var contextByNavigation: [String: ScreenBuilder.Context] = [:]
    /// The first context of a screen a call of the code shows, by where that call is written: only
    /// for the calls in ``keptShows``.
    private(set) var contextByOrigin: [SourceLocation: ScreenBuilder.Context] = [:]
    /// The calls that show a stack an object keeps (``ScreenBuilder/pushedOntoKeptStack``), whose
    /// places the pushes onto that stack take.
    var keptShows: Set<SourceLocation> = []
    /// Storyboard scenes the code loads, until a call of the code shows them: the screen as its
    /// scene says, how the code loads it, and the top of its storyboard chain (`file#id`).
    var loadedByCode: [String: (screen: Screen, how: String, top: SceneReference?)] = [:]

    /// Adds a screen, unless a screen of the same place is already there.
    mutating func add(_ screen: Screen) {
        var identity = screen.identity
        if let root = hosting.constructed(screen.controller.className, at: screen.origin) {
            identity.place += "|hosting " + root.constructed.joined(separator: ",")
        }
        // (Also where the place is one already there: a call showing its screen where another did.)
        if case .code(let call) = screen.origin, keptShows.contains(call), contextByOrigin[call] == nil {
            contextByOrigin[call] = ScreenBuilder.Context(of: screen, presentation: screen.presentation)
        }
        guard identities.insert(identity).inserted else { return }
        shownClasses.insert(screen.controller.className)
        if let alias = aliases[screen.controller.className] { shownClasses.insert(alias) }
        if var navigation = screen.navigation, contextByNavigation[navigation.controller.className] == nil {
            navigation.barHiddenByTop = nil
            var context = ScreenBuilder.Context(of: screen, presentation: screen.presentation)
            context.navigation = navigation
            contextByNavigation[navigation.controller.className] = context
        }
        entries.append((screen, identity.place))
    }

    /// Records that a class is shown although it is no screen of its own (a custom container whose
    /// children are the screens): a storyboard scene of it that the code loads is not left unknown.
    mutating func markShown(_ cls: String) { shownClasses.insert(cls) }

    /// The navigation controller a tab bar controller class's own code pushes onto (its selected
    /// tab's, `selectedViewController as? UINavigationController`), with the tab bar's answers: the
    /// one navigation context every tab shown in it has (known, not presented), else `nil`.
    func tabNavigation(of tabClass: String) -> (navigation: NavigationContext, answers: ClassAnswers?)? {
        var found: (navigation: NavigationContext, answers: ClassAnswers?)?
        for (screen, _) in entries where screen.tabBarClass == tabClass && screen.presentation == nil && screen.unknownContext == nil {
            guard var nav = screen.navigation else { return nil }
            // What a screen on top makes of the bar is its own, not the tab's.
            nav.barHiddenByTop = nil
            if let first = found {
                guard first.navigation.controller.className == nav.controller.className, first.navigation.barHidden == nav.barHidden,
                      first.navigation.barStyle == nav.barStyle, first.navigation.barTint == nav.barTint else { return nil }
            } else {
                found = (nav, screen.tabBarAnswers)
            }
        }
        return found
    }

    /// The contexts of ``contextByClass`` that are no stand-ins (``noteContext(_:of:standIn:)``):
    /// what a call waits for before it is followed.
    private(set) var firmContextByClass: [String: ScreenBuilder.Context] = [:]

    /// Records where a class is shown, unless it was already shown somewhere (the first place
    /// counts). A stand-in (a storyboard chain the code puts at the window's root, as a recovery
    /// launch does) is the class's context until a call shows the class elsewhere, whose place then
    /// counts: what the class's code shows is followed from its usual place, not from a rarer root.
    mutating func noteContext(_ context: ScreenBuilder.Context, of cls: String, standIn: Bool = false) {
        func note(_ name: String) {
            if contextByClass[name] == nil || (firmContextByClass[name] == nil && !standIn) { contextByClass[name] = context }
            if !standIn, firmContextByClass[name] == nil { firmContextByClass[name] = context }
        }
        note(cls)
        if let alias = aliases[cls] { note(alias) }
    }

    /// The screens, by declaration, class, then place.
    func sortedScreens() -> [Screen] {
        entries.sorted {
            ($0.screen.location, $0.screen.controller.className, $0.place) < ($1.screen.location, $1.screen.controller.className, $1.place)
        }.map(\.screen)
    }
}

extension ScreenBuilder.Context {
    /// In a column of a split view controller at the window's root (one of `splitRoots`), known,
    /// not presented, its navigation controller not followed: what is pushed or shown from here
    /// goes onto the column's stack, which the split decides for.
    func isInSplitRootColumn(_ splitRoots: [String: ClassAnswers]) -> Bool {
        unknown == nil && presentation == nil && navigation == nil && inSplit && tab.map { splitRoots[$0.cls] != nil } == true
    }

    /// The context a screen set up in code gives the classes it shows.
    init(of screen: Screen, presentation: PresentationContext? = nil) {
        self.init(navigation: screen.navigation, tab: screen.tabBarClass.map { ($0, screen.tabBarAnswers ?? ClassAnswers()) },
                  presentation: presentation, unknown: screen.unknownContext)
        inSplit = screen.inSplit
    }
}

extension ScreenBuilder {
    /// The UIKit screens, source by source: storyboard scenes reached at launch, window roots set
    /// in code by a delegate, tabs set in code by a storyboard tab bar class, then the classes the
    /// code shows (with the storyboard scenes it loads).
    package func screens() -> [Screen] {
        var screens = ScreenAccumulator(hosting: hostingConstructions, aliases: graph.objcAliases)
        let sources: [any ScreenSource] = [
            LaunchScenes(builder: self), WindowRootsInCode(builder: self), TabsSetInCode(builder: self), ShownInCode(builder: self),
        ]
        for source in sources { source.addScreens(to: &screens) }
        return screens.sortedScreens()
    }

    /// The content scenes of the app's storyboards: those reached at launch are screens; those the
    /// code loads wait for a call that shows them (``ShownInCode``); stale ones are not screens.
    struct LaunchScenes: ScreenSource {
        let builder: ScreenBuilder

        func addScreens(to screens: inout ScreenAccumulator) {
            let b = builder
            for doc in b.documents where doc.kind == .storyboard && !doc.isLaunchScreen && b.app.owns(doc.file) {
                for c in doc.controllers where ScreenBuilder.contentKinds.contains(c.kind) && !ScreenBuilder.isEmbedded(c, in: doc) {
                    scene(c, in: doc, to: &screens)
                }
            }
        }

        private func scene(_ c: IBController, in doc: IBDocument, to screens: inout ScreenAccumulator) {
            let b = builder
            // The secondary of a split view that its delegate discards when it collapses: never on an iPhone's screen.
            if b.splitDiscards(c.id, in: doc) { return }
            let ctx = b.context(of: c.id, in: doc)
            let screenCtl = b.screenController(c)
            let cls = screenCtl.className
            let location = b.graph.records[cls].map(\.location) ?? c.location
            var screen = Screen(app: b.app.name, controller: screenCtl, location: location, navigation: ctx.navigation,
                                tabBarClass: ctx.tab?.cls, tabBarAnswers: ctx.tab?.answers,
                                presentation: ctx.presentation, origin: .storyboard(file: doc.file, sceneID: c.id))
            screen.unknownContext = ctx.unknown
            screen.inSplit = ctx.inSplit
            if let why = ctx.notAtTop {
                screen.navigation?.notAtTop = why
                screen.controller.storyboardCovered = screen.controller.storyboardCovered ?? why
            }
            switch ctx.reach {
            case .unreachable:
                // A stale scene: nothing shows it, so it is not a screen.
                break
            case .code(let how):
                // Where the code shows it decides its context: the code's calls, else unknown.
                if screens.loadedByCode[cls] == nil { screens.loadedByCode[cls] = (screen, how, ctx.top) }
            case .launch:
                screens.noteContext(ctx, of: cls)
                screens.add(screen)
            }
        }
    }

    /// A child embedded in a container view (embed segues only) is not a screen: its parent
    /// decides unless it forwards (R5).
    static func isEmbedded(_ c: IBController, in doc: IBDocument) -> Bool {
        let arrivals = doc.arrivals(at: c.id)
        return !arrivals.isEmpty && arrivals.allSatisfy { if case .contained(let child) = $0 { child.role == .embed } else { false } }
    }

    /// The window's root set in code by the app or scene delegate (issue "The screen graph",
    /// point 3), or by another object on the main window (``ScreenBuilder/setsMainWindow(_:_:)``),
    /// directly or through a helper of the app that sets it to its parameter,
    /// or the root of a window of the app's own above it (``ScreenBuilder/setsWindowOfItsOwn(_:)``):
    /// a controller, or the root of a navigation controller made with `rootViewController:`, is a
    /// screen with that container, and what it pushes inherits it.
    struct WindowRootsInCode: ScreenSource {
        let builder: ScreenBuilder

        func addScreens(to screens: inout ScreenAccumulator) {
            let b = builder
            // The scene delegates of another display (an external screen, CarPlay): their windows'
            // roots are on that display, whose status bar is no iPhone's.
            let otherDisplays = b.app.otherDisplaySceneDelegates
            // A split view controller at the window's root is no screen of its own: its columns
            // are, and what is shown or presented on it takes its place.
            for cls in b.splitRoots.keys.sorted() {
                if let ctx = b.splitRootContext(cls) { screens.noteContext(ctx, of: cls) }
            }
            // The app's own helpers that set the root to their parameter (`func setRoot(_ controller:
            // UIViewController) { window.rootViewController = controller }`), by name and key.
            var helpers: [String: [Assignment]] = [:]
            for f in b.owned {
                let facts = b.sources[f]
                for a in facts.assignments where a.watched == .windowRootViewController
                    && !(a.enclosingType.map(otherDisplays.contains) ?? false)
                    && (ScreenBuilder.setsMainWindow(a, b.graph) || ScreenBuilder.setsWindowOfItsOwn(a) || Self.onCalledWindow(a)) {
                    if a.assignedController?.className == nil, a.assignedController?.factory == nil, a.assignedController?.maker == nil,
                       let key = a.valueParameter, let function = a.enclosingFunction {
                        helpers[Call.passedTo(method: function, label: key), default: []].append(a)
                        continue
                    }
                    // A `UIWindow` method setting a root of its own choosing: on which window it is
                    // called is not followed.
                    if Self.onCalledWindow(a) { continue }
                    if addLoadedChain(a, in: facts, to: &screens) { continue }
                    add(b.windowRoot(a, in: facts), to: &screens)
                }
            }
            guard !helpers.isEmpty else { return }
            // Each controller the app's code hands to such a helper is a window root, set where the
            // caller hands it over (what the caller sets on it before counts). A name that several
            // helpers have is not followed: which one a call reaches is the receiver's type's.
            for f in b.owned {
                let facts = b.sources[f]
                for call in facts.calls where call.kind == .passesController && !call.onlyOnPad {
                    guard let key = call.identifier, let setters = helpers[key], setters.count == 1,
                          call.presentedClass != nil || call.presentedFactory != nil else { continue }
                    // A method of `UIWindow` sets the root of the window it is called on: the main
                    // window's when the caller names it so (`window`, `view.window`, `keyWindow`).
                    if Self.onCalledWindow(setters[0]), !Self.namesMainWindow(call.receiver) { continue }
                    var a = setters[0]
                    a.assignedController = ControllerReference(
                        className: call.presentedClass, rootClass: call.rootClass,
                        storyboardIdentifier: call.presentedStoryboardIdentifier, factory: call.presentedFactory)
                    a.valueText = call.argumentText ?? a.valueText
                    a.location = call.location
                    a.enclosingType = call.enclosingType
                    a.enclosingFunction = call.enclosingFunction
                    add(b.windowRoot(a, in: facts), to: &screens)
                }
            }
        }

        /// `rootViewController = controller` in an extension of `UIWindow`: the root of the window
        /// the method is called on.
        static func onCalledWindow(_ a: Assignment) -> Bool {
            a.enclosingType == "UIWindow" && a.receiver == "self"
        }

        /// A receiver that names the main window (``Assignment/namesMainWindow(_:)``).
        static func namesMainWindow(_ receiver: String) -> Bool { Assignment.namesMainWindow(receiver) }

        /// A window's root loaded from a storyboard (`window.rootViewController = createIDVC` after
        /// `let createIDVC = storyboard.instantiateInitialViewController()`, or the load written in
        /// place): the scenes of the chain it loads are screens, in the containers their storyboard
        /// gives them, at the window's root. The load is the one written on the assignment's line,
        /// else the only one its function makes before it; the value must be that load's (a plain
        /// name, or a controller of the chain's top class, or a container the reader gave no root).
        /// False when no chain is found (the assignment is read as any other).
        private func addLoadedChain(_ a: Assignment, in facts: SourceFacts, to screens: inout ScreenAccumulator) -> Bool {
            let b = builder
            if let assigned = a.assignedController, assigned.factory != nil || assigned.maker != nil || assigned.rootClass != nil { return false }
            let loads = facts.calls.filter { c in
                c.kind == .instantiateViewController && c.enclosingType == a.enclosingType && c.enclosingFunction == a.enclosingFunction
                    && c.location.line <= a.location.line
            }
            let onLine = loads.filter { $0.location.line == a.location.line }
            let value = a.valueText.filter { $0 != "?" && $0 != "!" }
            guard let load = onLine.count == 1 ? onLine.first : (onLine.isEmpty && loads.count == 1 && value.isPlainName ? loads.first : nil),
                  let top = b.storyboardTop(named: load.storyboardName, identifier: load.identifier),
                  let doc = b.documents.first(where: { $0.file == top.file }), let topScene = doc.controller(withID: top.id)
            else { return false }
            // A top that embeds a tab bar or split controller (Pisth's error screen around the app's
            // tab bar controller) decides for the scenes inside it, which the storyboard's walk places
            // in that container: the chain is not taken. (One that embeds a navigation controller
            // holds its stack, which the walk says: the scenes in it sit in the stack, held by the top.)
            if doc.segues.contains(where: { segue in
                segue.sourceControllerID == top.id && segue.kind == .embed
                    && segue.destination.flatMap(doc.controller(withID:)).map { [.tabBar, .split].contains($0.kind) } == true
            }) { return false }
            // A class the reader typed must be the scene's, or a container it could not give a root.
            if let written = a.assignedController?.className.map(ClassGraph.plainName), written != ClassGraph.plainName(topScene.className) {
                guard !b.graph.isAppClass(written), [.navigation, .tabBar].contains(b.graph.kind(of: written)) else { return false }
            }
            let classes = screens.loadedByCode.filter { $0.value.top == top }.map(\.key).sorted()
            guard !classes.isEmpty else { return false }
            for cls in classes {
                guard var screen = screens.loadedByCode[cls]?.screen else { continue }
                screen.origin = .code(a.location)
                screens.noteContext(ScreenBuilder.Context(of: screen, presentation: screen.presentation), of: cls, standIn: true)
                screens.add(screen)
            }
            return true
        }

        private func add(_ roots: [Screen], to screens: inout ScreenAccumulator) {
            for screen in roots {
                screens.noteContext(ScreenBuilder.Context(of: screen), of: screen.controller.className)
                screens.add(screen)
            }
        }
    }

    /// Tabs that a storyboard tab bar controller of the app's own class adds in code
    /// (`setViewControllers(tabs, animated:)` on itself), when the scene is reached at launch.
    struct TabsSetInCode: ScreenSource {
        let builder: ScreenBuilder

        func addScreens(to screens: inout ScreenAccumulator) {
            let b = builder
            for doc in b.documents where doc.kind == .storyboard && !doc.isLaunchScreen && b.app.owns(doc.file) {
                for c in doc.controllers where c.kind == .tabBar {
                    let cls = ClassGraph.plainName(c.className)
                    guard b.graph.isAppClass(cls), case .launch = b.context(of: c.id, in: doc).reach else { continue }
                    let tab = (cls: cls, answers: b.answers.answers(for: cls))
                    for screen in b.tabsSetInCode(by: cls).compactMap({ b.screen(shownBy: $0.reference, at: $0.location, tab: tab) }) {
                        screens.noteContext(ScreenBuilder.Context(navigation: screen.navigation, tab: tab, unknown: screen.unknownContext),
                                            of: screen.controller.className)
                        screens.add(screen)
                    }
                }
            }
        }
    }

    /// The order in which the calls that show classes are followed. A call made by a class that
    /// code shows is placed after the calls that show that class, so that its context (navigation,
    /// tab) is known; file order otherwise. The order is kept in O(n log n): a call waits on its
    /// presenter until the presenter has a context or no other pending call shows it (both only
    /// ever become true), then joins a heap of ready calls taken smallest first; when none is
    /// ready, the first pending call goes (one that waits for a kept stack's pending show gives way to the next).
    struct CallOrder {
        let pending: [(facts: Int, call: Call)]
        /// The classes each pending call shows: the class it names, else the scenes of the
        /// storyboard chain it loads (a class shown only so must wait for its context too); and a
        /// name of the call itself (`@file:line:column`) where a push waits for that very call.
        let shownNames: [[String]]
        /// The class whose context each pending call waits for: the class whose code makes it, or
        /// the root of the stack it pushes onto (``ScreenBuilder/pushedOntoShownStack``), or the
        /// name of the call that shows the stack an object keeps (``ScreenBuilder/pushedOntoKeptStack``).
        let waitsOn: [String?]
        private var shownCount: [String: Int] = [:]
        private var done: [Bool]
        private var ready = IndexHeap()
        private var waiting: [String: [Int]] = [:]
        private var firstPending = 0

        /// `loaded`: for each pending call, the classes of the storyboard chain it loads (used when
        /// the call names no class).
        init(pending: [(facts: Int, call: Call)], contexts: [String: ScreenBuilder.Context], loaded: [[String]], waitsOn: [String?]) {
            self.pending = pending
            self.waitsOn = waitsOn
            // And the navigation controller made around a root: what its class pushes onto itself waits for it.
            shownNames = pending.indices.map { i in
                let call = pending[i].call
                guard let shown = call.rootClass ?? call.presentedClass else { return loaded[i] }
                // A storyboard chain loaded into a local typed as its container
                // (`UINavigationController *nav = [storyboard instantiateInitialViewController]`) shows the chain's classes too.
                return [shown, call.rootClass == nil ? nil : call.presentedClass].compactMap { $0.map(ClassGraph.plainName) } + loaded[i]
            }
            for names in shownNames { for name in names { shownCount[name, default: 0] += 1 } }
            done = [Bool](repeating: false, count: pending.count)
            for i in pending.indices { enqueue(i, contexts) }
        }

        private func isReady(_ i: Int, _ contexts: [String: ScreenBuilder.Context]) -> Bool {
            guard let presenter = waitsOn[i], contexts[presenter] == nil else { return true }
            return (shownCount[presenter] ?? 0) - (shownNames[i].contains(presenter) ? 1 : 0) == 0
        }

        private mutating func enqueue(_ i: Int, _ contexts: [String: ScreenBuilder.Context]) {
            if isReady(i, contexts) {
                ready.push(i)
            } else if let presenter = waitsOn[i] {
                waiting[presenter, default: []].append(i)
            }
        }

        /// The calls made by `presenter` may be ready: it has a context, or no pending call shows it.
        mutating func wake(_ presenter: String, _ contexts: [String: ScreenBuilder.Context]) {
            guard let list = waiting.removeValue(forKey: presenter) else { return }
            for i in list where !done[i] { enqueue(i, contexts) }
        }

        /// Whether call `i` waits for a call of its own (`@file:line:column`, a kept stack's show) that is still pending.
        private func waitsForPendingShow(_ i: Int) -> Bool {
            guard let name = waitsOn[i], name.hasPrefix("@") else { return false }
            return (shownCount[name] ?? 0) > 0
        }

        /// The next call to follow (the smallest ready one, else the first pending that does not
        /// wait for a pending show of its stack, else the first pending), marked done.
        mutating func next(_ contexts: [String: ScreenBuilder.Context]) -> Int? {
            var next: Int? = nil
            while let top = ready.popMin() { if !done[top] { next = top; break } }
            if next == nil {
                while firstPending < done.count, done[firstPending] { firstPending += 1 }
                next = firstPending < done.count ? firstPending : nil
                // Not a push that waits for the very call that shows its stack while that call
                // is pending (a cycle elsewhere holds both): that call goes first.
                if let first = next, waitsForPendingShow(first) {
                    next = (first..<done.count).first { !done[$0] && !waitsForPendingShow($0) } ?? first
                }
            }
            guard let next else { return nil }
            done[next] = true
            for name in shownNames[next] {
                shownCount[name, default: 1] -= 1
                if shownCount[name, default: 0] <= 1 { wake(name, contexts) }
            }
            return next
        }
    }
}

extension ScreenBuilder {
    /// `addChild(nav)` on itself, by a plain controller of the app, of a navigation controller made
    /// with a root (``ShownInCode``'s held stacks).
    func addsHeldStack(_ call: Call) -> Bool {
        guard call.kind == .addChild, call.receiver == "self", !call.inTypeMethod, !call.onlyOnPad, call.rootClass != nil,
              let nav = call.presentedClass.map(ClassGraph.plainName), graph.kind(of: nav) == .navigation,
              let holder = call.enclosingType.map(ClassGraph.plainName), graph.kind(of: holder) == .viewController
        else { return false }
        return true
    }

    /// Every child a controller of the app adds to itself, as plain class names: `addChild(x)`
    /// (``Call/childAddedToSelf``), a controller slot of a container it descends from
    /// (``librarySlotSetOnSelf(_:)``), and a controller handed to a helper of its class chain that
    /// adds its parameter as a child (`[self slideIn:_randomSeedViewController fromLeftToRight:YES
    /// onCompletion:nil]`, whose body does `[self addChildViewController:child]`). Both classes are
    /// view controllers.
    func childrenAddedToSelf() -> [(container: String, child: String)] {
        var helpers: [String: Set<String>] = [:]
        for f in owned {
            for call in sources[f].calls where call.kind == .addChild && call.receiver == "self" && !call.inTypeMethod {
                guard let key = call.shownParameter, let function = call.enclosingFunction, let type = call.enclosingType else { continue }
                helpers[Call.passedTo(method: function, label: key), default: []].insert(ClassGraph.plainName(type))
            }
        }
        var found: [(container: String, child: String)] = []
        for f in owned {
            for call in sources[f].calls where !call.inTypeMethod {
                guard let (container, child) = call.childAddedToSelf ?? librarySlotSetOnSelf(call) ?? childHandedToHelper(call, helpers),
                      graph.isViewController(container), graph.isViewController(child) else { continue }
                found.append((container, child))
            }
        }
        return found
    }

    /// For a controller a class hands to a helper of its own class chain that adds its parameter
    /// as a child (``childrenAddedToSelf()``): the caller's class and the child's.
    private func childHandedToHelper(_ call: Call, _ helpers: [String: Set<String>]) -> (container: String, child: String)? {
        guard call.kind == .passesController, call.receiver == "self", let key = call.identifier, let types = helpers[key],
              let shown = call.presentedClass, let container = call.enclosingType.map(ClassGraph.plainName) else { return nil }
        let child = ClassGraph.plainName(shown)
        guard child != container, graph.chain(of: container).appClasses.contains(where: types.contains) else { return nil }
        return (container, child)
    }

    /// For a setter a controller calls on itself with a controller of a known class
    /// (`[self setCenterPanel:[[MapPanelViewController alloc] init]]`), when the property is a
    /// controller slot of a container it descends from (OsmAnd's copy of the library
    /// `JASidePanelController`'s `centerPanel`, declared `UIViewController *`): the container puts
    /// what the slot holds on screen as its child. The container class and the child's class.
    /// A property the class itself declares is not taken for a slot (a controller kept to be shown later).
    func librarySlotSetOnSelf(_ call: Call) -> (container: String, child: String)? {
        let g = graph
        guard call.kind == .passesController, call.receiver == "self", let shown = call.presentedClass,
              let container = call.enclosingType.map(ClassGraph.plainName), let key = call.identifier,
              let property = Call.setterProperty(key) else { return nil }
        let child = ClassGraph.plainName(shown)
        guard child != container else { return nil }
        let declared = g.chain(of: container).appClasses.contains { cls in
            cls != container && (g.declarations[cls] ?? []).contains { decl in
                decl.properties.contains { $0.name == property && $0.declaredType.map(g.isViewController) == true }
            }
        }
        return declared ? (container, child) : nil
    }
}

extension ScreenBuilder {
    /// The class of the controller a call hands over from a property of the calling type
    /// (`replaceRoot(shell)`, `self.shell`, in an extension of the type that declares `let shell:
    /// ShellTabBarController`), as the type or an app superclass declares it: a view controller class of the app.
    static func keptControllerClass(_ call: Call, graph: ClassGraph) -> String? {
        guard let argument = call.argumentText, let type = call.enclosingType.map(ClassGraph.plainName) else { return nil }
        let name = argument.hasPrefix("self.") ? String(argument.dropFirst(5)) : argument
        guard name.isPlainName else { return nil }
        guard let property = graph.storedProperty(name, in: [type] + graph.lineage(of: type))?.property,
              let declared = property.declaredType.map(ClassGraph.plainName), graph.isAppClass(declared),
              graph.isViewController(declared) else { return nil }
        return declared
    }

    /// A ``Call/Kind/handsController`` call that sets the controller on a property of an object
    /// whose type the reader did not know (`listView.containerVC = self`, ``Call/identifier`` the
    /// object's name): typed by the declaration of that property in the caller's class chain
    /// (`let listView: FileListView`). Any other call is returned as it is.
    func typingHeldObject(_ call: Call) -> Call {
        guard call.kind == .handsController, call.presentedClass == nil, let object = call.identifier,
              let type = call.enclosingType.map(ClassGraph.plainName) else { return call }
        let name = object.hasPrefix("_") ? String(object.dropFirst()) : object
        guard let property = graph.storedProperty(name, in: graph.chain(of: type).appClasses)?.property else { return call }
        var typed = call
        typed.presentedClass = property.declaredType.map(ClassGraph.plainName)
        return typed
    }
}

extension Call {
    /// The property a setter's ``Call/passedTo(method:label:)`` key sets: `centerPanel` for
    /// `setCenterPanel::0` (Objective-C's `setCenterPanel:`) or `setCenterPanel:_` (Swift's
    /// `setCenterPanel(_:)`); `nil` for a method not named `set` and a capital.
    static func setterProperty(_ key: String) -> String? {
        guard let colon = key.firstIndex(of: ":") else { return nil }
        let method = key[..<colon]
        guard method.hasPrefix("set"), method.count > 3 else { return nil }
        let rest = method.dropFirst(3)
        guard let first = rest.first, first.isUppercase else { return nil }
        return first.lowercased() + rest.dropFirst()
    }

    /// For `addChild(x)` (`[self addChildViewController:x]`) on `self`: the class whose code adds
    /// the child and the child's class, as plain names, when the child's class is known and is
    /// not the container's own; `nil` for any other call.
    var childAddedToSelf: (container: String, child: String)? {
        guard kind == .addChild, receiver == "self", let container = enclosingType.map(ClassGraph.plainName),
              let shown = presentedClass else { return nil }
        let child = ClassGraph.plainName(shown)
        return child == container ? nil : (container, child)
    }
}

extension ScreenBuilder {
    /// The custom container of each child controller that one container of the app adds to itself
    /// (`addChild(x)`, `[self addChildViewController:x]`) and no call of the app shows: the child
    /// sits where its container does (UIKit's `navigationController` and presentations go up
    /// through the parent). A child two containers add has none here.
    struct ChildContainers {
        let containerOf: [String: String]

        /// The container of the container of … `cls`, as far as the chain goes (`cls` when it is no
        /// such child); a cycle stops where it would repeat.
        func outermost(of cls: String) -> String {
            var current = cls
            var seen: Set<String> = [cls]
            while let outer = containerOf[current], seen.insert(outer).inserted { current = outer }
            return current
        }
    }

    /// Classes the code shows (present, push, show), in ``CallOrder``, and the storyboard scenes
    /// the code loads: shown by a call, they take its context; else their context is unknown.
    struct ShownInCode: ScreenSource {
        let builder: ScreenBuilder

        func addScreens(to screens: inout ScreenAccumulator) {
            let b = builder
            var pending: [(facts: Int, call: Call)] = []
            // Objects that hold a controller: the calls that make them are followed with the calls
            // that show classes (their code waits for them as a controller's waits for its context).
            // The presents of a local navigation controller made without a root, and the main
            // window's roots set to one, by where they are written (file, type, function, local): a
            // holder made with that local holds it where it is presented, or at the window's root.
            var localPresents: [[String]: [Call]] = [:]
            var localRoots: [[String]: [Assignment]] = [:]
            for f in b.owned {
                for c in b.sources[f].calls where c.kind == .present && !c.onlyOnPad && c.rootClass == nil {
                    guard let local = c.argumentText, local.isPlainName, let nav = c.presentedClass,
                          b.graph.kind(of: ClassGraph.plainName(nav)) == .navigation else { continue }
                    localPresents[Self.localKey(c, local), default: []].append(c)
                }
                for a in b.sources[f].assignments where a.watched == .windowRootViewController && a.valueText.isPlainName {
                    guard let assigned = a.assignedController, assigned.rootClass == nil, assigned.factory == nil,
                          let nav = assigned.className, b.graph.kind(of: ClassGraph.plainName(nav)) == .navigation,
                          ScreenBuilder.setsMainWindow(a, b.graph), !(a.enclosingType.map(b.app.otherDisplaySceneDelegates.contains) ?? false)
                    else { continue }
                    localRoots[Self.localKey(a.location, a.enclosingType, a.enclosingFunction, a.valueText), default: []].append(a)
                }
            }
            var holders = ControllerHolders(
                calls: b.owned.flatMap { b.sources[$0].calls.filter { $0.kind == .handsController }.map(b.typingHeldObject) }, graph: b.graph,
                presentsLocal: { call in
                    guard case .other(let local) = call.handed else { return false }
                    let key = Self.localKey(call, local)
                    return localPresents[key] != nil || localRoots[key] != nil
                })
            // Local navigation controllers a function makes, hands to a method that roots or pushes
            // onto its parameter (`AccountFlow.showAsRoot(in: navi)`), and presents.
            var localStacks: [SelfHanders.LocalStack] = []
            for f in b.owned {
                for c in b.sources[f].calls where c.kind == .passesController && !c.onlyOnPad {
                    guard let local = c.argumentText, local.isPlainName, let presents = localPresents[Self.localKey(c, local)] else { continue }
                    localStacks.append(SelfHanders.LocalStack(call: c, presents: presents, facts: f))
                }
            }
            let handedSelf = SelfHanders(calls: b.owned.flatMap { b.sources[$0].calls.filter { $0.kind == .handsSelf } },
                                         localStacks: localStacks, graph: b.graph)
            for f in b.owned {
                // The audit predicts an iPhone: a presentation only an iPad makes (an idiom check's
                // branch) is not one of its places.
                for call in b.sources[f].calls {
                    if call.kind.showsController && !call.onlyOnPad || b.addsHeldStack(call) {
                        pending.append((f, call))
                    } else if call.kind == .setViewControllers, !call.onlyOnPad, call.presentedClass != nil,
                              handedSelf.stackCallers(of: call) != nil || handedSelf.callers(of: call) != nil {
                        // A stack set on a parameter its callers hand over (`navigationController.setViewControllers([view],
                        // animated: true)` in a flow's `showAsRoot(in:)`): its top is shown in that stack, as a push would.
                        var shown = call
                        shown.kind = .pushViewController
                        pending.append((f, shown))
                    } else if call.kind == .handsController, case let typed = b.typingHeldObject(call), holders.follows(typed) {
                        pending.append((f, typed))
                    }
                }
            }
            // Controllers handed to the app's own methods that show them (`presentModal(viewController:)`):
            // the method's call shows the caller's local; whoever makes the method's call presents it.
            var presentedVia: [Int: Call] = [:]
            for (f, call, inner) in shownThroughMethods() {
                presentedVia[pending.count] = inner
                pending.append((f, call))
            }
            // Code of a base class that nothing shows runs in its subclasses that are shown: it is
            // followed once for each, as the subclass's code.
            let runsAs = expandBaseClassCalls(&pending, &presentedVia, screens)
            // The storyboard chain each call loads (`file#id` of its top), found once, and the classes
            // of each chain the code loads, by its top (the scenes the code loads do not change here).
            let tops = pending.map { b.storyboardTop(shownBy: $0.call) }
            var loadedByTop: [SceneReference: [String]] = [:]
            for (cls, entry) in screens.loadedByCode { if let top = entry.top { loadedByTop[top, default: []].append(cls) } }
            for top in loadedByTop.keys { loadedByTop[top]?.sort() }
            // A child no call shows sits where its container does: its calls wait for the container's context.
            let shownNames = Set(pending.compactMap { ($0.call.rootClass ?? $0.call.presentedClass).map(ClassGraph.plainName) })
            let added = b.childrenAddedToSelf() + childrenAddedToParameters(handedSelf)
            let containers = childContainers(added, shown: shownNames)
            // A chain a representable returns sits where the SwiftUI screens that draw it are.
            let represented = b.representedChains
            for chain in represented {
                // (Who decides in each host's place, worked out once for the chain's scenes.)
                let hosts = (b.representableHosts[chain.representable] ?? []).map { ($0, hostedPlace(of: $0, in: chain)) }
                for cls in loadedByTop[chain.top] ?? [] { placeRepresented(cls, of: chain, hosts: hosts, &screens) }
            }
            // A push onto a stack an object keeps waits for the one call that shows that stack (a
            // name of its own, which that call shows), not for the root's class, which other calls
            // may show first.
            let keptShows = Set(b.pushedOntoKeptStack.values)
            screens.keptShows = keptShows
            func showName(_ location: SourceLocation) -> String { "@" + location.description }
            var order = CallOrder(pending: pending, contexts: screens.firmContextByClass,
                                  loaded: pending.indices.map { i in
                                      (tops[i].flatMap { loadedByTop[$0] } ?? [])
                                          + (keptShows.contains(pending[i].call.location) ? [showName(pending[i].call.location)] : [])
                                  },
                                  waitsOn: pending.indices.map { i in
                                      // A method's call waits for the class whose code makes it (its presenter).
                                      let call = presentedVia[i] ?? pending[i].call
                                      if let show = b.pushedOntoKeptStack[call.location] { return showName(show) }
                                      if let runs = b.navigationOwner(of: call) ?? runsAs[i] ?? handedSelf.callers(of: call)?.first.flatMap(SelfHanders.handed)
                                            ?? handedSelf.stackPresenterClass(of: call) {
                                          return containers.outermost(of: ClassGraph.plainName(runs))
                                      }
                                      return b.pushedOntoShownStack[call.location] ?? call.enclosingType.map { containers.outermost(of: $0) }
                                  })
            for _ in pending.indices {
                guard let next = order.next(screens.firmContextByClass) else { break }
                let (facts, call) = (b.sources[pending[next].facts], pending[next].call)
                if call.kind == .handsController {
                    var presented: [ControllerHolders.Place] = []
                    // (A local named as a controller's own navigation controller counts.)
                    if case let local = call.receiver, local.isPlainName, call.handed != .controller {
                        for present in localPresents[Self.localKey(call, local)] ?? [] {
                            presented += presenters(of: present, holders, handedSelf, screens, containers).map { presenter in
                                ControllerHolders.Place(maker: presenter.cls, context: presentedStack(by: present, presenter, in: facts),
                                                        site: call.location)
                            }
                        }
                        // At the window's root: no controller presents it (what the holder presents
                        // is presented over that stack, by a controller the audit does not name).
                        for root in localRoots[Self.localKey(call, local)] ?? [] {
                            let nav = ClassGraph.plainName(root.assignedController?.className ?? "UINavigationController")
                            let navigation = NavigationContext(controller: b.controller(nav), location: root.location)
                            presented.append(ControllerHolders.Place(
                                maker: nil, context: ScreenBuilder.Context(navigation: navigation, tab: nil, presentation: nil), site: call.location))
                        }
                    }
                    holders.made(by: call, contexts: screens.contextByClass, graph: b.graph, presented: presented)
                    continue
                }
                for presenter in presenters(of: presentedVia[next] ?? call, runningAs: runsAs[next], holders, handedSelf, screens, containers)
                // A present only made where the caller is in no navigation controller
                // (`if let nav = navigationController { push } else { present }`) is not made from a place in a stack.
                where !(call.onlyWithoutNavigation && presenter.context?.navigation != nil) {
                    if let top = tops[next], let classes = loadedByTop[top] {
                        showLoadedChain(top, classes: classes, by: call, presenter: presenter, in: facts, to: &screens, &order)
                    } else {
                        showClass(by: call, presenter: presenter, in: facts, top: tops[next], to: &screens, &order)
                    }
                }
            }
            // Scenes the code loads but shows in a way the audit does not follow: screens whose
            // context is unknown. A scene a controller adds to itself as a child is no screen (its
            // container decides, unless it forwards).
            let children = Set(added.map(\.child))
            for (cls, loaded) in screens.loadedByCode.sorted(by: { $0.key < $1.key })
            where !screens.shownClasses.contains(cls) && !children.contains(cls) {
                var screen = loaded.screen
                if screen.unknownContext == nil, screen.navigation == nil { screen.presentationInChain = screen.presentation }
                screen.navigation = nil
                screen.presentation = nil
                if let chain = represented.first(where: { $0.top == loaded.top }) {
                    screen.unknownContext = screen.unknownContext ?? "\(loaded.how), which the representable '\(chain.representable)' "
                        + "returns at \(chain.site); no SwiftUI screen the audit follows draws it"
                }
                screen.unknownContext = screen.unknownContext ?? "\(loaded.how); where the code shows it is not followed"
                screens.add(screen)
            }
        }

        /// A scene of a chain a representable returns, in each place of the SwiftUI screens that draw
        /// the representable (``hostedPlace(of:in:)``), in the host's presentation; the chain's own
        /// presentations kept. No host: left to the scenes shown in no way the audit follows.
        private func placeRepresented(_ cls: String, of chain: RepresentedChain, hosts: [(Screen, HostedPlace)],
                                      _ screens: inout ScreenAccumulator) {
            guard let entry = screens.loadedByCode[cls] else { return }
            for (host, place) in hosts {
                var screen = entry.screen
                screen.representable = chain.representable
                // A scene the chain presents from a scene of its own: UIKit walks down from the window's
                // root (R4), so the containers above the representable are its presenter's too.
                var inner = screen.presentation
                switch place {
                case .underHosting(let hosting, let stack):
                    screen.heldByHosting = true
                    screen.tabBarClass = hosting.cls
                    screen.tabBarAnswers = hosting.answers
                    if let stack { screen.navigation = stack }
                    if inner?.presenterPresentation.isEmpty == true, inner?.presenterTab == nil {
                        inner?.presenterTab = PresentationContext.PresenterTab(className: hosting.cls, answers: hosting.answers)
                    }
                case .underContainers:
                    screen.navigation = host.navigation ?? screen.navigation
                    screen.tabBarClass = host.tabBarClass
                    screen.tabBarAnswers = host.tabBarAnswers
                    if inner?.presenterPresentation.isEmpty == true {
                        if let stack = host.navigation { inner?.presenterNavigation = stack }
                        inner?.presenterTab = host.tabBarClass.map { PresentationContext.PresenterTab(className: $0, answers: host.tabBarAnswers ?? ClassAnswers()) }
                    }
                case .notModelled(let why):
                    screen.unknownContext = screen.unknownContext ?? why
                }
                if var inner {
                    if let outer = host.presentation {
                        if inner.depth + outer.depth <= PresentationContext.chainLimit {
                            inner.presentOutermost(on: outer)
                        } else {
                            screen.unknownContext = screen.unknownContext
                                ?? "presented by a scene of a storyboard chain that the representable '\(chain.representable)' returns, more presentations deep than the audit follows"
                        }
                    }
                    screen.presentation = inner
                } else {
                    screen.presentation = host.presentation
                }
                screen.unknownContext = screen.unknownContext ?? host.unknownContext
                screen.inSplit = screen.inSplit || host.inSplit
                screen.origin = .code(chain.site)
                screens.noteContext(ScreenBuilder.Context(of: screen, presentation: screen.presentation), of: cls)
                screens.add(screen)
            }
        }

        /// Where a representable's controller sits in a host's place, as the screen's slots can say it.
        enum HostedPlace {
            /// The host's hosting controller decides (R5: it forwards to no child): it takes the tab
            /// slot, above the host's stack when that stack's bar shows (what lies under the status
            /// bar), else above the chain's own stack.
            case underHosting((cls: String, answers: ClassAnswers), stack: NavigationContext?)
            /// A container of the host's decides before its hosting controller is asked (a stack whose
            /// bar shows, a split view): the host's containers, as they are.
            case underContainers
            /// The host's hosting controller decides below a container the screen's slots hold already.
            case notModelled(String)
        }

        /// Who decides above a representable's controller in `host`'s place (R5): the host's tab slot,
        /// then its stack, then its hosting controller, each asked in turn while the one above forwards.
        func hostedPlace(of host: Screen, in chain: RepresentedChain) -> HostedPlace {
            let b = builder
            let hosting = (cls: host.controller.className,
                           answers: b.customContainerAnswers(host.controller.className, answers: host.controller.answers))
            let stackForwards = host.navigation.map { Self.forwards($0.controller.answers, byDefault: $0.effectiveBarHidden) } ?? true
            let stack = host.navigation.flatMap { $0.effectiveBarHidden ? nil : $0 }
            guard let tab = host.tabBarClass else {
                return stackForwards ? .underHosting(hosting, stack: stack) : .underContainers
            }
            if !Self.forwards(host.tabBarAnswers ?? ClassAnswers(), byDefault: b.graph.kind(of: tab) != .split) || !stackForwards {
                return .underContainers
            }
            return .notModelled("the controller the representable '\(chain.representable)' returns sits in the hosting controller of '\(hosting.cls)', "
                + "which '\(tab)' forwards to: the audit does not model a hosting controller between a tab bar controller and a representable's controller")
        }

        /// Whether a container with `answers` forwards the style or hidden to a child: an override
        /// naming a child (or one the audit cannot read), else the kind's default.
        static func forwards(_ answers: ClassAnswers, byDefault: Bool) -> Bool {
            func forwards(_ value: AnswerValue<ChildTarget>) -> Bool {
                switch value {
                case .inherited: byDefault
                case .values(let targets, _): targets.contains { $0 != ChildTarget.none }
                case .unknown: true
                }
            }
            return forwards(answers.childForStyle) || forwards(answers.childForHidden)
        }

        /// Repeats each pending call written in a view controller class that is not shown (no call
        /// shows it, it is no storyboard scene or window root) once per shown subclass, run as that
        /// subclass's code (`[self hn_showDetailViewControllerWithFallback:…]` in
        /// `HNFeedViewController`, the base of the two feeds the split view shows): each subclass
        /// shows it from its own place. Up to ``maxSubclassesFollowed`` subclasses; a base of more
        /// (an app-wide `BaseViewController`) is left as it is, its calls' context unknown. The call
        /// keeps its own enclosing type (what its function sets before it is found by it); the
        /// subclass each repeated call runs as is returned, by its index.
        private func expandBaseClassCalls(_ pending: inout [(facts: Int, call: Call)], _ presentedVia: inout [Int: Call],
                                          _ screens: ScreenAccumulator) -> [Int: String] {
            let g = builder.graph
            var shown: Set<String> = Set(screens.contextByClass.keys).union(screens.loadedByCode.keys)
            for (_, call) in pending {
                // (A class whose own code shows another of itself, a web page opening a page, is not
                // shown so: that code runs only where something else shows it.)
                if let name = (call.rootClass ?? call.presentedClass).map(ClassGraph.plainName),
                   name != call.enclosingType.map(ClassGraph.plainName) {
                    shown.insert(name)
                }
            }
            var subclasses: [String: [String]] = [:]
            for (name, record) in g.records where shown.contains(name) && g.isAppClass(name) {
                var seen: Set<String> = [name]
                var current = record.superclass.map(ClassGraph.plainName)
                while let base = current, seen.insert(base).inserted, let r = g.records[base] {
                    subclasses[base, default: []].append(name)
                    current = r.superclass.map(ClassGraph.plainName)
                }
            }
            guard !subclasses.isEmpty else { return [:] }
            var expanded: [(facts: Int, call: Call)] = []
            var via: [Int: Call] = [:]
            var runsAs: [Int: String] = [:]
            for (i, entry) in pending.enumerated() {
                let inner = presentedVia[i]
                guard let type = entry.call.enclosingType.map(ClassGraph.plainName), !entry.call.inTypeMethod, !shown.contains(type),
                      inner == nil || inner?.enclosingType == entry.call.enclosingType,
                      g.isViewController(type), let subs = subclasses[type], subs.count <= Self.maxSubclassesFollowed
                else {
                    if let inner { via[expanded.count] = inner }
                    expanded.append(entry)
                    continue
                }
                // Subclasses whose place is known already (storyboard scenes, window roots) first:
                // what the call shows takes the first place it is shown in as its context.
                // A subclass does not show another of its own class (the base class's code shows a
                // sibling: OsmAnd's route settings base presents the avoid-roads page from the others).
                let shownClass = (entry.call.rootClass ?? entry.call.presentedClass).map(ClassGraph.plainName)
                for sub in subs.sorted(by: { (screens.contextByClass[$0] == nil ? 1 : 0, $0) < (screens.contextByClass[$1] == nil ? 1 : 0, $1) })
                where sub != shownClass {
                    if let inner { via[expanded.count] = inner }
                    runsAs[expanded.count] = sub
                    expanded.append(entry)
                }
            }
            pending = expanded
            presentedVia = via
            return runsAs
        }

        /// The most subclasses a base class's calls are followed in (``expandBaseClassCalls(_:_:_:)``).
        static let maxSubclassesFollowed = 8

        /// The controllers the code hands to the app's own methods that show them: for each
        /// ``Call/Kind/passesController`` call of the app's code, the one call of a method of that name
        /// that shows its parameter of the argument's key (`present(viewController, animated:
        /// true)` in `presentModal(viewController:animated:)`, with no class of its own), or a
        /// navigation controller made around it (`+presentVC:` presenting a `BaseNavigationController`
        /// whose root is its parameter), as a call of the method's kind made where the caller hands
        /// the local over (what the caller sets on the local before counts), with the method's call
        /// (whose code presents it: its presenter). A method the caller makes on itself (`self`, or a
        /// method of `UIViewController`) presents from the caller.
        private func shownThroughMethods() -> [(facts: Int, call: Call, inner: Call)] {
            let b = builder
            var handed: [(Int, Call)] = []
            for f in b.owned { for call in b.sources[f].calls where call.kind == .passesController { handed.append((f, call)) } }
            guard !handed.isEmpty else { return [] }
            var methods: [String: [(facts: Int, call: Call)]] = [:]
            for f in b.owned {
                for call in b.sources[f].calls where call.kind.showsController {
                    guard let key = call.shownParameter, call.presentedFactory == nil, !call.onlyOnPad,
                          call.wrapsParameter ? call.presentedClass != nil : (call.presentedClass == nil && call.rootClass == nil),
                          let function = call.enclosingFunction else { continue }
                    methods[Call.passedTo(method: function, label: key), default: []].append((f, call))
                }
            }
            var found: [(facts: Int, call: Call, inner: Call)] = []
            for (f, call) in handed where call.presentedClass != nil || call.presentedFactory != nil || call.presentedMaker != nil {
                // A library's method that presents what it is given, from the caller
                // (`presentPanModal(menu, sourceView: button)`): a presentation with the style and
                // capture the library sets (``LibraryPresenter``), read by the key kept on the call.
                if let key = call.identifier, methods[key] == nil, call.receiver == "self", !call.inTypeMethod, b.libraryPresenters[key] != nil {
                    var shown = call
                    shown.kind = .present
                    found.append((f, shown, shown))
                    continue
                }
                // A method that shows its parameter in more than one way (pushed in one branch,
                // presented in another, behind type checks the reader does not keep) is not followed.
                guard let key = call.identifier, let inner = methods[key], inner.count == 1 else { continue }
                let method = inner[0].call
                // The caller's own method (on `self`, or one of `UIViewController`'s on the caller)
                // presents from the caller; another object's from where that object's code runs.
                // So does a method that presents from the controller on top of the app
                // (`[[self presentingVC] presentViewController:…]`), called from a controller's code.
                // A method the caller makes on itself runs with the caller as `self`: what it
                // shows on `self` or on a container of `self` (`[self.navigationController
                // pushViewController:…]` in a base class's `-showViewController:`) is the caller's.
                // (Not a push onto a stack the method's object keeps: `navigationController` in a
                // coordinator's `push(_:)` is its property, whose place the stack's show gives.)
                let own = call.receiver == "self" && !call.inTypeMethod && b.pushedOntoKeptStack[method.location] == nil
                    && (method.receiver == "self" || (!method.inTypeMethod && HeldReference.isCallerOrContainer(method.receiver)
                        && !HeldReference.namesTopController(method.receiver)))
                // And one that presents from the parameter the caller hands itself to (`presentModally(
                // viewController: vc, self)`).
                let fromCaller = !own && !call.inTypeMethod && call.enclosingType.map(b.graph.isViewController) == true
                    && (HeldReference.namesTopController(method.receiver) || method.receiverParameter.map(call.selfArguments.contains) == true)
                var caller = call
                caller.receiver = "self"
                if method.wrapsParameter {
                    // The method's call shows its navigation controller, as the method sets it up,
                    // with the caller's local as its root. A navigation controller around a navigation
                    // controller, or around a controller of no known class, is not followed.
                    guard call.rootClass == nil, call.rootMaker == nil, call.presentedFactory == nil,
                          call.presentedClass != nil || call.presentedMaker != nil else { continue }
                    var shown = method
                    shown.rootClass = call.presentedClass
                    shown.rootMaker = call.presentedMaker
                    // What the method sets from its parameters is what this caller passes.
                    shown.passedArguments = call.passedArguments
                    found.append((inner[0].facts, shown, own || fromCaller ? caller : method))
                    continue
                }
                var shown = call
                shown.kind = method.kind
                shown.showsDetail = method.showsDetail
                if own { shown.receiver = method.receiver }
                found.append((f, shown, own ? shown : fromCaller ? caller : method))
            }
            return found
        }

        /// Who shows what `call` shows: the controller whose code it is, else the controllers that
        /// hand themselves to the method of an object it is made in (one per caller), else those that
        /// made the object whose code it is or gave it a controller (one per place), else no known controller.
        /// `runningAs`: the subclass a base class's call runs as (``expandBaseClassCalls(_:_:_:)``).
        private func presenters(of call: Call, runningAs: String? = nil, _ holders: ControllerHolders, _ handedSelf: SelfHanders,
                                _ screens: ScreenAccumulator, _ containers: ChildContainers) -> [Presenter] {
            let b = builder
            // A push onto a stack the function shows: above that stack's root, whoever's code pushes.
            // (Onto a stack an object keeps: the place the one call that shows it gives the root.)
            if let root = b.pushedOntoShownStack[call.location] {
                if let show = b.pushedOntoKeptStack[call.location] { return [Presenter(cls: root, context: screens.contextByOrigin[show])] }
                return [Presenter(cls: root, context: screens.contextByClass[root])]
            }
            // Shown on another controller's navigation controller (`root.navigationController?.
            // pushViewController`): from that controller's place, as if it pushed (a child with no place of its own: its container's).
            if let owner = b.navigationOwner(of: call) { return [placed(owner, screens, containers)] }
            if let cls = runningAs ?? call.enclosingType, b.graph.isViewController(cls) {
                // A class method's `self` is no controller on screen (`+ (void)presentVC:`). A push
                // goes onto a stack the controller reaches (its own, its selected tab's).
                if !call.inTypeMethod, call.kind != .present || HeldReference.isCallerOrContainer(call.receiver) {
                    // A navigation controller class pushing onto itself: above the screens of its stack.
                    if [.pushViewController, .show].contains(call.kind), !call.showsDetail, b.graph.kind(of: cls) == .navigation,
                       screens.contextByClass[ClassGraph.plainName(cls)] == nil,
                       let context = screens.contextByNavigation[ClassGraph.plainName(cls)] {
                        return [Presenter(cls: cls, context: context)]
                    }
                    return [placed(cls, screens, containers)]
                }
                // A presentation from another controller (a parameter `preVc`, a window's root): that
                // controller presents, when its class is known.
                if let other = call.receiverClass, b.graph.isViewController(other) {
                    return [Presenter(cls: other, context: screens.contextByClass[other])]
                }
                return [Presenter()]
            }
            // Code of no controller showing on the split view controller at the window's root that
            // it keeps (`presentingViewController?.show(vc, sender: nil)` in a coordinator): the split shows it.
            if let split = ScreenBuilder.splitRoot(receiving: call, among: b.splitRoots) {
                return [Presenter(cls: split, context: screens.contextByClass[split])]
            }
            // Code of an object that shows from a parameter its callers hand themselves to
            // (`viewController.present(nav, …)` in `tableView(_:in:didSelectRowAt:)`, called with `in: self`):
            // each caller presents or pushes, from its place.
            if let callers = handedSelf.callers(of: call), let type = call.enclosingType {
                return callers.compactMap { caller in
                    guard let cls = SelfHanders.handed(by: caller) else { return nil }
                    var presenter = placed(cls, screens, containers)
                    presenter.holder = type
                    presenter.madeAt = caller.location
                    return presenter
                }
            }
            // Code of an object that roots or pushes onto a parameter its callers hand a navigation
            // controller their function makes and presents (`showAsRoot(in: navi)`, then
            // `viewController.present(navi, …)`): that presented stack, wherever each presents it.
            if let stacks = handedSelf.stackCallers(of: call), let type = call.enclosingType {
                var found: [Presenter] = []
                for stack in stacks {
                    for present in stack.presents {
                        for presenter in presenters(of: present, holders, handedSelf, screens, containers) {
                            found.append(Presenter(cls: presenter.cls, context: presentedStack(by: present, presenter, in: b.sources[stack.facts]),
                                                   holder: type, madeAt: stack.call.location, handedStack: true))
                        }
                    }
                }
                if !found.isEmpty { return found }
            }
            return holders.presenters(of: call, graph: b.graph) ?? [Presenter()]
        }

        /// A controller as the presenter of what it shows, where it is: a child shown by no call is
        /// where its container is (its `navigationController` is the container's, and what it
        /// presents is presented over the container).
        private func placed(_ cls: String, _ screens: ScreenAccumulator, _ containers: ChildContainers) -> Presenter {
            let outer = containers.outermost(of: cls)
            if screens.contextByClass[cls] == nil, outer != cls, let context = screens.contextByClass[outer] {
                return Presenter(cls: outer, context: context)
            }
            return Presenter(cls: cls, context: screens.contextByClass[cls])
        }

        /// Whether `call` shows its controller in a column of the split view controller at the
        /// window's root: shown on the split (`show(_:sender:)`, `showDetailViewController(_:sender:)`),
        /// or pushed or shown by a controller in one of its columns whose navigation controller is
        /// not followed (it pushes onto its column's stack). The split decides for it, whichever
        /// column's stack takes it.
        private func showsInSplitColumn(_ call: Call, _ presenter: Presenter) -> Bool {
            guard [.show, .pushViewController].contains(call.kind), let ctx = presenter.context,
                  ctx.isInSplitRootColumn(builder.splitRoots) else { return false }
            return call.kind == .pushViewController ? presenter.cls != ctx.tab?.cls : true
        }

        /// The custom containers of the app's children that no call shows (``ChildContainers``).
        private func childContainers(_ children: [(container: String, child: String)], shown: Set<String>) -> ChildContainers {
            var added: [String: Set<String>] = [:]
            for (container, child) in children where !shown.contains(child) {
                added[child, default: []].insert(container)
            }
            return ChildContainers(containerOf: added.compactMapValues { $0.count == 1 ? $0.first : nil })
        }

        /// Whether `call` shows its controller modally: a `present`, or a `show` that UIKit turns into
        /// one. `showDetailViewController(_:sender:)` is handled by a split view controller only, and
        /// `show(_:sender:)` by a navigation controller too; from a controller in neither, UIKit
        /// presents the controller as its style says. Only where the presenter's place is known and
        /// it is not itself presented (UIKit asks the presenting controller's containers next).
        private func presentsModally(_ call: Call, _ presenter: Presenter) -> Bool {
            if call.kind == .present { return true }
            guard call.kind == .show, let cls = presenter.cls, builder.graph.kind(of: cls) == .viewController,
                  let ctx = presenter.context, ctx.unknown == nil, ctx.presentation == nil, !ctx.inSplit else { return false }
            return call.showsDetail || ctx.navigation == nil
        }

        /// The code shows a storyboard chain it loaded (the scenes of `classes`, loaded with that
        /// top): each scene of the chain keeps the storyboard's containers and takes the
        /// presentation or navigation from the code.
        private func showLoadedChain(_ top: SceneReference, classes: [String], by call: Call, presenter: Presenter, in facts: SourceFacts,
                                     to screens: inout ScreenAccumulator, _ order: inout CallOrder) {
            let b = builder
            let presenterClass = presenter.cls
            let topScene = b.topController(top)
            let modally = presentsModally(call, presenter)
            for cls in classes {
                guard let entry = screens.loadedByCode[cls] else { continue }
                var screen = entry.screen
                let presenterCtx = presenter.context
                let topClass = topScene?.className ?? cls
                if modally {
                    let (shown, unknown) = modalPresentation(by: call, of: topClass, presenter, in: facts, scene: topScene,
                                                             sameClass: presenterClass == cls)
                    if var inner = screen.presentation {
                        // A scene the chain presents itself (a storyboard segue from a scene below the
                        // top): the code's presentation of the top is how its presenter is shown
                        // (UIKit walks down from the window's root through both).
                        if let shown, inner.depth + shown.depth <= PresentationContext.chainLimit {
                            inner.presentOutermost(on: shown)
                            screen.presentation = inner
                        } else {
                            screen.unknownContext = screen.unknownContext
                                ?? "presented by a scene of a storyboard chain that the code presents at \(call.location), more presentations deep than the audit follows"
                        }
                    } else {
                        screen.presentation = shown
                    }
                    screen.unknownContext = screen.unknownContext ?? unknown
                } else if !modally, screen.navigation == nil, screen.presentation == nil {
                    screen.navigation = presenterCtx?.navigation
                    screen.tabBarClass = presenterCtx?.tab?.cls
                    screen.tabBarAnswers = presenterCtx?.tab?.answers
                    screen.inSplit = screen.inSplit || presenterCtx?.inSplit == true
                    // Pushed into a presented navigation controller: the presentation is the container's,
                    // and so is what is not known of it (a factory that may set its style).
                    if screen.navigation != nil {
                        screen.presentation = presenterCtx?.presentation
                        screen.unknownContext = screen.unknownContext ?? presenterCtx?.unknown
                    }
                    if screen.navigation == nil, !showsInSplitColumn(call, presenter) {
                        screen.unknownContext = screen.unknownContext ?? presenterCtx?.unknown ?? presenter.pushedUnknown(call)
                    }
                } else if !modally, call.kind == .show, screen.presentation == nil, !showsInSplitColumn(call, presenter),
                          presenterCtx.map({ $0.unknown != nil || (call.showsDetail && $0.presentation != nil) }) ?? true {
                    // A chain whose top is a container of its own (a tab bar controller, a navigation
                    // controller) shown with `show` or `showDetailViewController` by a controller whose
                    // place is not known: UIKit presents it modally unless a split view or a
                    // navigation controller above that controller takes it, which the audit cannot
                    // tell. Not the window's root either.
                    screen.unknownContext = screen.unknownContext ?? presenterCtx?.unknown
                        ?? "shown at \(call.location) with \(Call.Kind.show.swiftNames[call.showsDetail ? 1 : 0]) by '\(presenterClass ?? "code")', "
                        + "whose place is not known: whether UIKit presents it modally or a container above takes it is not known"
                }
                screens.noteContext(ScreenBuilder.Context(of: screen, presentation: screen.presentation), of: cls)
                order.wake(cls, screens.firmContextByClass)
                screen.origin = .code(call.location)
                screen.heldBy = presenter.screenHolder
                // A custom container presented with its children (a storyboard pager whose pages the
                // code sets on the local it presents): the children are the screens, in its context.
                if modally, screen.navigation == nil, screen.tabBarClass == nil,
                   addChildren(of: cls, presentation: screen.presentation, unknown: screen.unknownContext, by: call, in: facts,
                               to: &screens, &order) {
                    continue
                }
                screens.add(screen)
            }
        }

        /// Where a navigation controller a function makes and presents sits (`let nav =
        /// BaseNavigationController(); …; present(nav, animated: true)`), given to an object that
        /// pushes onto it: presented by `presenter` as the call says, its stack empty until the
        /// object pushes.
        private func presentedStack(by call: Call, _ presenter: Presenter, in facts: SourceFacts) -> ScreenBuilder.Context {
            let b = builder
            let nav = ClassGraph.plainName(call.presentedClass ?? "UINavigationController")
            var navigation = NavigationContext(controller: b.controller(nav), location: call.location)
            if case .bool(let hidden)? = ScreenBuilder.presentedAssignment(.navigationBarHidden, of: call, in: facts, shownClass: nav)?.value {
                navigation.barHidden = hidden
            }
            let modal = modalPresentation(by: call, of: nav, presenter, in: facts)
            return ScreenBuilder.Context(navigation: navigation, tab: nil, presentation: modal.presentation, unknown: modal.unknown)
        }

        /// How `call` presents a controller of `shownClass` (or the navigation controller made around
        /// one), by `presenter`: as the code sets it (the style and its other possible values, the
        /// capture, the sheet's detents), and why that is not known, if it is not (a popover, a style
        /// set to a value the audit does not resolve).
        private func modalPresentation(by call: Call, of shownClass: String, _ presenter: Presenter, in facts: SourceFacts,
                                       scene: IBController? = nil, sameClass: Bool = false)
            -> (presentation: PresentationContext?, unknown: String?) {
            let b = builder
            let styles = b.presentationStyles(of: call, in: facts, shownClass: shownClass, scene: scene)
            var presentation: PresentationContext? = b.presentation(
                style: styles[0], captures: b.capture(of: call, in: facts, shownClass: shownClass), presenter: presenter.cls,
                context: presenter.context, location: call.location, sameClass: sameClass)
            presentation?.otherStyles = Array(styles.dropFirst())
            b.setSheetDetents(&presentation, of: call, in: facts, shownClass: shownClass)
            let unknown = styles[0] == .popover ? ScreenBuilder.popoverReason(call.location) : b.unresolvedStyle(of: call, in: facts, shownClass: shownClass)
            return (presentation, unknown)
        }

        /// Children an object's code adds to a controller its callers hand over (`viewController.addChild(view)`
        /// in a flow's `showAsRoot(in viewController:)`, called with `in: viewController` by a flow whose
        /// `viewController` is of a known class): that controller's class and the child's.
        private func childrenAddedToParameters(_ handedSelf: SelfHanders) -> [(container: String, child: String)] {
            let b = builder
            var found: [(container: String, child: String)] = []
            for f in b.owned {
                for call in b.sources[f].calls where call.kind == .addChild && call.receiverParameter != nil {
                    guard let child = call.presentedClass.map(ClassGraph.plainName), b.graph.isViewController(child),
                          let callers = handedSelf.callers(of: call) else { continue }
                    for container in Set(callers.compactMap(SelfHanders.handed)).sorted() where container != child {
                        found.append((container, child))
                    }
                }
            }
            return found
        }

        /// The key of a local where a call is written: its file, type, function and the local's name.
        static func localKey(_ call: Call, _ local: String) -> [String] {
            localKey(call.location, call.enclosingType, call.enclosingFunction, local)
        }

        static func localKey(_ location: SourceLocation, _ type: String?, _ function: String?, _ local: String) -> [String] {
            [location.file, type ?? "", function ?? "", local]
        }

        /// The children of a custom container the call presents, set in code (``ScreenBuilder/childrenSetInCode(on:in:container:)``),
        /// as screens inside it, presented as it is. False when it has none.
        private func addChildren(of cls: String, presentation: PresentationContext?, unknown: String?, by call: Call,
                                 in facts: SourceFacts, to screens: inout ScreenAccumulator, _ order: inout CallOrder) -> Bool {
            let b = builder
            guard b.graph.kind(of: cls) == .viewController else { return false }
            let children = b.childrenSetInCode(on: call, in: facts, container: cls)
            guard !children.isEmpty else { return false }
            let tab = (cls: cls, answers: b.customContainerAnswers(cls))
            screens.markShown(cls)
            for child in children {
                guard var screen = b.screen(shownBy: child, at: call.location, tab: tab) else { continue }
                screen.presentation = presentation
                screen.unknownContext = screen.unknownContext ?? unknown
                screens.noteContext(ScreenBuilder.Context(of: screen, presentation: screen.presentation), of: screen.controller.className)
                order.wake(screen.controller.className, screens.firmContextByClass)
                screens.add(screen)
            }
            return true
        }

        /// An app controller class a call presents, pushes or shows (or the root of the navigation
        /// controller it makes around it).
        private func showClass(by call: Call, presenter: Presenter, in facts: SourceFacts, top: SceneReference?,
                               to screens: inout ScreenAccumulator, _ order: inout CallOrder) {
            let b = builder
            // A push onto a navigation controller the function makes and then shows is that
            // controller's stack, read with the call that shows it (below).
            if call.kind == .pushViewController, b.stackRoots.contains(call.location) { return }
            var call = call
            // A navigation controller of a class that sets its own stack as it is made
            // (`DrawerMenuController(height: 400)`, whose initializer sets `viewControllers`): that root is shown in it.
            if call.rootClass == nil, call.kind != .pushViewController, let nav = call.presentedClass.map(ClassGraph.plainName),
               let root = b.ownStackRoots[nav] {
                call.rootClass = root
            }
            guard var shown = call.rootClass ?? call.presentedClass, b.graph.isViewController(shown) else { return }
            shown = ClassGraph.plainName(shown)
            // A navigation controller is never the root of another (UIKit raises): a root the
            // reader could not type is not a screen of the wrapper's class.
            guard b.graph.isAppClass(shown), b.graph.kind(of: shown) == .viewController || call.rootClass != nil,
                  b.graph.kind(of: shown) != .navigation || call.rootClass == nil else { return }
            let (presenterClass, presenterCtx) = (presenter.cls, presenter.context)
            if call.kind == .addChild {
                addHeldStack(of: shown, by: call, holder: presenter, to: &screens, &order)
                return
            }
            var navigation: NavigationContext?
            if let wrapper = call.presentedClass, call.rootClass != nil {
                navigation = NavigationContext(controller: b.controller(wrapper), location: call.location)
                // Container state set where it is made (`nav.isNavigationBarHidden = true` before
                // it is presented) is what the screen first shows.
                if case .bool(let hidden)? = ScreenBuilder.presentedAssignment(.navigationBarHidden, of: call, in: facts, shownClass: wrapper)?.value {
                    navigation?.barHidden = hidden
                }
                // And its bar's style (`navVC.navigationBar.barStyle = .black` before presenting it).
                if case .enumCase(let style)? = ScreenBuilder.presentedAssignment(.navigationBarStyle, of: call, in: facts, shownClass: wrapper)?.value {
                    navigation?.barStyle = BarStyle(caseName: style)
                }
            }
            var presentation: PresentationContext?
            var tab: (cls: String, answers: ClassAnswers)?
            var unknown = factoryUnknown(call, in: facts)
            if presentsModally(call, presenter) {
                let modal = modalPresentation(by: call, of: call.presentedClass ?? shown, presenter, in: facts,
                                              scene: top.flatMap(b.topController), sameClass: presenterClass == shown)
                presentation = modal.presentation
                unknown = unknown ?? modal.unknown
                // A transitioning delegate given to the presented controller (where it is presented,
                // or by its class) may set how it is presented (a `.custom` style and a presentation
                // controller set in the delegate's initializer): without a style set at the call,
                // the presentation is not known.
                let presentedClass = call.presentedClass ?? shown
                if b.assignments(.modalPresentationStyle, of: call, in: facts, shownClass: presentedClass).isEmpty,
                   let delegate = ScreenBuilder.presentedAssignment(.transitioningDelegate, of: call, in: facts, shownClass: presentedClass)
                    ?? b.graph.chain(of: presentedClass).appClasses.lazy.compactMap({ cls in
                        b.graph.selfAssignments[cls]?.first { $0.watched == .transitioningDelegate }
                    }).first
                {
                    unknown = unknown ?? "presented with the transitioning delegate '\(delegate.valueText)' set at \(delegate.location), whose code may set how it is presented"
                }
                // What it presents and pushes in turn takes this context (the navigation controller
                // made around it, the presentation a presenter inside a sheet passes on).
                screens.noteContext(ScreenBuilder.Context(navigation: navigation, tab: nil, presentation: presentation, unknown: unknown),
                                    of: shown)
                order.wake(shown, screens.firmContextByClass)
                // A custom container presented with its children (a pager whose pages are set on the
                // local it presents, or on itself): the children are the screens, in its context.
                if navigation == nil,
                   addChildren(of: shown, presentation: presentation, unknown: unknown, by: call, in: facts, to: &screens, &order) {
                    return
                }
            } else {
                // A push inherits the pusher's navigation controller. When the pusher's own
                // container is not known, neither is this screen's: no guessed navigation controller.
                // Shown on the split view controller at the window's root: in one of its columns,
                // with the navigation controller made around it, if any.
                let inColumn = showsInSplitColumn(call, presenter)
                navigation = inColumn && call.rootClass != nil ? navigation : presenterCtx?.navigation
                // The bar is as the pusher leaves it: a pusher that shows or hides its navigation
                // controller's bar (`setNavigationBarHidden(false)` in its `viewWillAppear`, unless
                // its `viewWillDisappear` sets it back) hands that bar to what it pushes, which
                // keeps it unless it sets its own.
                if call.rootClass == nil, let pusher = presenterClass, navigation != nil,
                   case .values(let hidden, _) = b.answers.navigationBarLeftOnPush(b.graph.chain(of: pusher).appClasses), hidden.count == 1 {
                    navigation?.barHiddenByTop = hidden[0]
                }
                tab = presenterCtx?.tab
                // Pushed by a tab bar controller class onto its selected tab's navigation controller:
                // the one every one of its tabs has.
                if presenterCtx == nil, let tabClass = presenterClass, b.graph.kind(of: tabClass) == .tabBar,
                   let (nav, answers) = screens.tabNavigation(of: tabClass) {
                    navigation = nav
                    tab = (tabClass, answers ?? b.answers.answers(for: tabClass))
                }
                // Pushed into a presented navigation controller: the presentation is the container's,
                // and so is what is not known of it (a factory that may set its style).
                if navigation != nil {
                    presentation = presenterCtx?.presentation
                    unknown = unknown ?? presenterCtx?.unknown
                }
                if navigation == nil && call.rootClass == nil && !inColumn {
                    unknown = presenterCtx?.unknown ?? presenter.pushedUnknown(call)
                }
                var context = ScreenBuilder.Context(navigation: navigation, tab: tab, presentation: presentation, unknown: unknown)
                context.inSplit = presenterCtx?.inSplit == true
                screens.noteContext(context, of: shown)
                order.wake(shown, screens.firmContextByClass)
            }
            addShownScreen(shown, by: call, navigation: navigation, tab: tab, presentation: presentation, unknown: unknown,
                           presenter: presenter, inSplit: presentation == nil && presenterCtx?.inSplit == true, to: &screens)
        }

        /// The screen of `shown`, a class a call shows, at the place the caller worked out: located at
        /// the class's declaration (else at the call), its controller a storyboard scene's when the
        /// code loads one (which keeps what its scene says: background, covering views).
        private func addShownScreen(_ shown: String, by call: Call, navigation: NavigationContext?, tab: (cls: String, answers: ClassAnswers)?,
                                    presentation: PresentationContext?, unknown: String?, presenter: Presenter, inSplit: Bool,
                                    to screens: inout ScreenAccumulator) {
            let b = builder
            var screen = Screen(app: b.app.name, controller: screens.loadedByCode[shown]?.screen.controller ?? b.controller(shown),
                                location: b.graph.records[shown]?.location ?? call.location, navigation: navigation,
                                tabBarClass: tab?.cls, tabBarAnswers: tab?.answers, presentation: presentation, origin: .code(call.location))
            screen.unknownContext = unknown
            screen.heldBy = presenter.screenHolder
            screen.inSplit = inSplit
            screens.add(screen)
        }

        /// The root of a navigation controller a plain controller adds to itself as a child
        /// (`let nav = UINavigationController(rootViewController: ListViewController()); addChild(nav)`),
        /// with what it pushes in turn: in that stack, held by the controller, which decides unless it
        /// forwards (R5), as a stack embedded in a storyboard's container view is. Only where the
        /// holder's own place is known and in no navigation or tab bar controller of its own (the
        /// outer container would then decide, which one slot cannot say).
        private func addHeldStack(of root: String, by call: Call, holder: Presenter, to screens: inout ScreenAccumulator,
                                  _ order: inout CallOrder) {
            let b = builder
            guard let holderClass = holder.cls, let ctx = holder.context, ctx.navigation == nil, ctx.tab == nil,
                  let wrapper = call.presentedClass.map(ClassGraph.plainName) else { return }
            let navigation = NavigationContext(controller: b.controller(wrapper), location: call.location)
            let tab = (cls: holderClass, answers: b.embeddingAnswers(holderClass, child: wrapper))
            var context = ScreenBuilder.Context(navigation: navigation, tab: tab, presentation: ctx.presentation, unknown: ctx.unknown)
            context.inSplit = ctx.inSplit
            screens.noteContext(context, of: root)
            order.wake(root, screens.firmContextByClass)
            addShownScreen(root, by: call, navigation: navigation, tab: tab, presentation: ctx.presentation, unknown: ctx.unknown,
                           presenter: holder, inSplit: false, to: &screens)
        }

        /// Why the context of a controller shown inside a container a factory makes is not known:
        /// the factory could not be read, or (presented) it may set how its container is presented;
        /// or why that of a controller a maker makes is not: (presented) the maker sets how.
        private func factoryUnknown(_ call: Call, in facts: SourceFacts) -> String? {
            let b = builder
            if let maker = call.presentedMaker, b.presentedBySettingMaker.contains(call.location), let made = call.presentedClass,
               call.kind == .present,
               ScreenBuilder.presentedAssignment(.modalPresentationStyle, of: call, in: facts, shownClass: made) == nil {
                return "presented as '\(maker.name)' makes it, which sets how it is presented"
            }
            // A controller a factory makes itself: the factory may set how it is presented, unless
            // the presenting function sets the style.
            if call.kind == .present, let factory = b.madeByFactory[call.location], let made = call.presentedClass,
               ScreenBuilder.presentedAssignment(.modalPresentationStyle, of: call, in: facts, shownClass: made) == nil {
                return "presented as '\(factory)' makes it, which may set how it is presented"
            }
            guard let factory = call.presentedFactory else { return nil }
            switch ScreenBuilder.wrapping(factory, b.factories, b.graph) {
            case .unknown(let why):
                return why
            case .container(let wrapper):
                // The factory may set how its container is presented (`modalPresentationStyle`,
                // the capture): known only when the presenting function sets the style itself.
                guard call.kind == .present, ScreenBuilder.presentedAssignment(.modalPresentationStyle, of: call, in: facts, shownClass: wrapper) == nil
                else { return nil }
                return "presented in the '\(wrapper)' that '\(factory.name ?? "a factory")' makes, which may set how it is presented"
            }
        }
    }
}
