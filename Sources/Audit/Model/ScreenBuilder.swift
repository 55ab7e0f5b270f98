import InterfaceBuilderReader
import SourceModel
import StatusBarEngine

/// Finds an app's screens: storyboard scenes, and controller classes the code pushes or presents.
package struct ScreenBuilder {
    let app: AuditedApp
    let graph: ClassGraph
    let answers: AnswerBuilder
    let documents: [IBDocument]
    let sources: [SourceFacts]
    /// The indices in ``sources`` of the app's own files, in order: found once (every screen
    /// source and several look-ups walk the app's files; asking each file of the folder every time
    /// cost two set look-ups per file, per walk and per app).
    let owned: [Int]
    /// What the app's code loads from storyboards.
    let loads: StoryboardLoads
    /// Storyboard references (`viewControllerPlaceholder`) of the app's storyboards, by the scene
    /// they stand for: `"Name"` (its initial controller) or `"Name/identifier"`.
    let references: [String: [(doc: Int, placeholderID: String)]]
    /// The app's factories (functions and closures that wrap a controller in a container), by name.
    let factories: [String: [ControllerFactory]]
    /// The presentations of a controller a maker makes and sets the presentation style of
    /// (``Makers/Made/setsPresentation``), by where each is written: resolved once, with the app's calls.
    let presentedBySettingMaker: Set<SourceLocation>
    /// The calls showing a controller a factory makes itself (``made(by:_:)``), by where each is
    /// written, with the factory's name: the factory may set how it is presented.
    let madeByFactory: [SourceLocation: String]
    /// Where a navigation controller the function makes without a root is given its root before
    /// it is shown (``stackSetBeforeShowing(_:in:graph:)``): a push there is that stack's, not a screen of its own.
    let stackRoots: Set<SourceLocation>
    /// The pushes onto a navigation controller the same function makes and shows (presents, shows, or
    /// sets as the window's root), by where each is written, with the class of that stack's root:
    /// the pushed screen sits in that stack, above that root, whoever's code pushes it
    /// (`home.onSelect = { nav.pushViewController(DetailViewController(), animated: true) }` in a coordinator).
    let pushedOntoShownStack: [SourceLocation: String]
    /// For the pushes of ``pushedOntoShownStack`` onto a navigation controller an object keeps in a
    /// property, the one call that shows that property: the pushed screen takes the place that call
    /// gives the root, not another place of the root's class (a container class that other stacks
    /// have at their root too).
    let pushedOntoKeptStack: [SourceLocation: SourceLocation]
    /// The controllers each class sets on itself in code (`viewControllers = […]`,
    /// `setViewControllers` on `self`), with where, by the class whose code sets them: found once
    /// (asked of every presented and root class, it walked every call of the app each time).
    let setOnSelf: [String: [(reference: ControllerReference, location: SourceLocation)]]
    /// The root each navigation controller class of the app gives its own stack as it is made
    /// (``ownStackRoots(_:graph:)``), by class: a place that shows the class without a root shows this one.
    let ownStackRoots: [String: String]
    /// The presenting methods of libraries whose module a file of the app imports (``LibraryPresenter``), by key.
    let libraryPresenters: [String: LibraryPresenter]
    /// The plain controller class of the app that holds a storyboard's initial controller as its
    /// child, by storyboard name (``initialHolders(_:graph:)``).
    let initialHolders: [String: String]
    /// The split view controller classes of the app that its code sets as the main window's root
    /// and that decide for their columns (``splitWindowRoots()``), with the answers
    /// they decide with.
    private(set) var splitRoots: [String: ClassAnswers] = [:]
    /// The representables of the app returning a storyboard chain (``findRepresentedChains()``): found
    /// once, with the app's documents and factories.
    private(set) var representedChains: [RepresentedChain] = []
    /// The SwiftUI screens that draw each of ``representedChains``, by the representable's type:
    /// the chain's scenes sit in each of their places. Given by the auditor once the SwiftUI screens
    /// are known; empty before.
    package var representableHosts: [String: [Screen]] = [:]
    /// The segue classes of the app that compute their `destination` (`override var destination:
    /// UIViewController { … }`, `destinationViewController` in Objective-C): code of theirs is read
    /// in that getter. What such a segue shows may be another controller than its storyboard
    /// destination (Habitica's `MainVCSelectionSegue`: the iPad's split view or the iPhone's tab bar).
    let destinationSegues: Set<String>
    /// The classes whose `prepare(for:sender:)` sets the capture on the segue's destination
    /// (``capturesInPrepare(_:)``).
    private let capturingInPrepare: Set<String>
    /// The xibs UIKit loads for the app's controllers made in code.
    let nibs: ControllerNibs
    /// Where the app's code constructs its hosting subclasses with a root view.
    package let hostingConstructions: HostingConstructions
    /// The `modalPresentationStyle` every storyboard scene of a class sets, by class, where all its
    /// scenes set the same one (``sceneStyle(ofClass:)``): found once.
    private let sceneStyles: [String: ModalPresentationStyle]
    /// The app's scene or app delegate makes a window of its own at launch and keeps it as its
    /// `window` (``TypeDecl/makesItsWindowAtLaunch``): the window UIKit made for the main storyboard,
    /// and its initial controller, are replaced before anything is drawn.
    let replacesMainStoryboardWindow: Bool

    /// `owned`: the indices of the `sources` the app owns, when the caller has them already.
    package init(app: AuditedApp, graph: ClassGraph, answers: AnswerBuilder, documents: [IBDocument], sources: [SourceFacts],
                 owned: [Int]? = nil) {
        self.app = app
        self.graph = graph
        self.answers = answers
        self.documents = documents
        let owned = owned ?? app.ownedIndices(of: sources)
        self.owned = owned
        replacesMainStoryboardWindow = owned.contains { sources[$0].types.contains(where: \.makesItsWindowAtLaunch) }
        let sources = ScreenBuilder.resolvingStoryboardAccessors(sources, owned: owned)
        loads = StoryboardLoads(owned.map { sources[$0] },
                                namingSegues: documents.contains { doc in app.owns(doc.file) && doc.segues.contains(where: \.isManual) })
        var factories: [String: [ControllerFactory]] = [:]
        for f in owned {
            for factory in sources[f].factories { factories[factory.name, default: []].append(factory) }
        }
        self.factories = factories
        initialHolders = ScreenBuilder.initialHolders(owned.map { sources[$0] }, graph: graph)
        (destinationSegues, capturingInPrepare) = ScreenBuilder.segueCode(sources, owned: owned)
        hostingConstructions = HostingConstructions(sources: owned.lazy.map { sources[$0] }, isHosting: graph.isHostingController)
        // A shown controller wrapped by a factory the audit can read takes the factory's container;
        // one made by a function or computed property the audit can read, the class it makes.
        let makers = ScreenBuilder.Makers(factories: factories, sources: owned.map { sources[$0] }, graph: graph)
        self.setOnSelf = ScreenBuilder.controllersSetOnSelf(owned.map { sources[$0] }, graph: graph, makers: makers)
        ownStackRoots = ScreenBuilder.ownStackRoots(owned.map { sources[$0] }, graph: graph)
        libraryPresenters = LibraryPresenter.imported(by: Set(owned.lazy.flatMap { sources[$0].imports }))
        var presentedBySettingMaker: Set<SourceLocation> = []
        var madeByFactory: [SourceLocation: String] = [:]
        var resolvedSources = sources
        /// Each class a maker of several makes, shown by `call` (the `c`th of source `f`): the call
        /// itself becomes the first, a copy of it each other one, `shape` making it show the class.
        func showEach(_ among: [Makers.Made], of call: Call, at c: Int, in f: Int, _ shape: (inout Call, Makers.Made) -> Void) {
            for (i, made) in among.enumerated() {
                var one = call
                shape(&one, made)
                if i == 0 { resolvedSources[f].calls[c] = one } else { resolvedSources[f].calls.append(one) }
            }
        }
        for f in owned {
            for c in resolvedSources[f].calls.indices {
                // A controller the code hands over from a property its type declares elsewhere
                // (an extension's `replaceRoot(shell)`): of the property's class.
                let read = resolvedSources[f].calls[c]
                if read.kind == .passesController, read.presentedClass == nil, read.presentedFactory == nil, read.presentedMaker == nil {
                    resolvedSources[f].calls[c].presentedClass = ScreenBuilder.keptControllerClass(read, graph: graph)
                }
                let call = resolvedSources[f].calls[c]
                // A maker that makes one of several classes (a link's router): the call presents
                // each, one call each, as a local assigned in several branches is shown; so does a
                // navigation controller made around it. (Not a push: a class has one context, and
                // the pushes of a router's result from stacks the audit does not follow would take
                // every pushed class's context with them.) A maker of one class gives no such list.
                if call.kind != .pushViewController, call.presentedClass == nil, call.presentedFactory == nil, let maker = call.presentedMaker,
                   let among = makers.madeAmong(by: maker) {
                    showEach(among, of: call, at: c, in: f) { one, made in
                        one.presentedClass = made.className
                        if one.rootClass == nil { one.rootClass = made.root }
                        if made.setsPresentation { presentedBySettingMaker.insert(call.location) }
                    }
                    continue
                }
                if call.kind != .pushViewController, call.rootClass == nil, let maker = call.rootMaker,
                   let among = makers.madeAmong(by: maker)?.filter({ $0.root == nil }), !among.isEmpty {
                    showEach(among, of: call, at: c, in: f) { one, made in
                        one.rootClass = made.className
                        if let factory = one.presentedFactory, case .container(let wrapper) = ScreenBuilder.wrapping(factory, factories, graph) {
                            one.presentedClass = wrapper
                        }
                    }
                    continue
                }
                if let factory = call.presentedFactory,
                   case .container(let wrapper) = ScreenBuilder.wrapping(factory, factories, graph) {
                    resolvedSources[f].calls[c].presentedClass = wrapper
                } else if let factory = call.presentedFactory, let made = ScreenBuilder.made(by: factory, factories) {
                    // A factory that makes its own controller from the one it is given (`Search.make(parent: map)`):
                    // what it makes is shown, not the argument.
                    resolvedSources[f].calls[c].presentedClass = made
                    resolvedSources[f].calls[c].rootClass = nil
                    resolvedSources[f].calls[c].presentedFactory = nil
                    madeByFactory[call.location] = factory.written
                }
                if call.presentedClass == nil, call.presentedFactory == nil, let maker = call.presentedMaker,
                   let made = makers.made(by: maker) {
                    resolvedSources[f].calls[c].presentedClass = made.className
                    if call.rootClass == nil { resolvedSources[f].calls[c].rootClass = made.root }
                    if made.setsPresentation { presentedBySettingMaker.insert(call.location) }
                }
                if call.rootClass == nil, let maker = call.rootMaker, let made = makers.made(by: maker), made.root == nil {
                    resolvedSources[f].calls[c].rootClass = made.className
                }
                // A container of a known class whose maker makes it around a root (a computed property
                // declared `UINavigationController`): that root.
                if call.presentedClass != nil, call.rootClass == nil, call.presentedFactory == nil, let maker = call.presentedMaker,
                   let made = makers.made(by: maker), made.className == call.presentedClass, let root = made.root {
                    resolvedSources[f].calls[c].rootClass = root
                    if made.setsPresentation { presentedBySettingMaker.insert(call.location) }
                }
                // A type method of the class that makes a navigation controller around an instance of
                // it (`SettingsViewController.instantiate()`, whose body returns
                // `UINavigationController(rootViewController: self.init())`): that stack, the class its root.
                if call.kind != .pushViewController, let shown = call.presentedClass, call.rootClass == nil, call.presentedFactory == nil,
                   let maker = call.presentedMaker, ClassGraph.plainName(maker.typeName) == ClassGraph.plainName(shown),
                   let made = makers.made(by: maker), made.root.map(ClassGraph.plainName) == ClassGraph.plainName(shown),
                   made.className != shown, graph.kind(of: made.className) == .navigation {
                    resolvedSources[f].calls[c].presentedClass = made.className
                    resolvedSources[f].calls[c].rootClass = shown
                    if made.setsPresentation { presentedBySettingMaker.insert(call.location) }
                }
            }
        }
        self.presentedBySettingMaker = presentedBySettingMaker
        self.madeByFactory = madeByFactory
        // A window's root made by a maker of one class (`lockWindow.rootViewController =
        // passwordViewController()`) is of that class.
        for f in owned {
            for i in resolvedSources[f].assignments.indices where resolvedSources[f].assignments[i].watched == .windowRootViewController {
                guard let root = resolvedSources[f].assignments[i].assignedController, root.className == nil,
                      let maker = root.maker, let made = makers.made(by: maker) else { continue }
                resolvedSources[f].assignments[i].assignedController?.className = made.className
                resolvedSources[f].assignments[i].assignedController?.rootClass = root.rootClass ?? made.root
            }
        }
        // A navigation controller the function makes without a root and then shows takes as its
        // root the first controller set on it or pushed onto it there; that push is no push. (A
        // property declared in another declaration of the class, which the reader did not type
        // where it is shown, is typed by that declaration.)
        var stackRoots: Set<SourceLocation> = []
        for f in owned {
            for c in resolvedSources[f].calls.indices {
                let call = resolvedSources[f].calls[c]
                if [.present, .show].contains(call.kind), call.presentedClass == nil, call.rootClass == nil,
                   let name = call.argumentText, name.isPlainName, let type = call.enclosingType,
                   let navigation = ScreenBuilder.navigationClass(ofProperty: name, in: type, graph: graph) {
                    resolvedSources[f].calls[c].presentedClass = navigation
                }
                guard let stack = ScreenBuilder.stackSetBeforeShowing(resolvedSources[f].calls[c], in: resolvedSources[f], graph: graph)
                else { continue }
                resolvedSources[f].calls[c].rootClass = stack.root
                stackRoots.insert(stack.at)
            }
        }
        self.stackRoots = stackRoots
        (self.pushedOntoShownStack, self.pushedOntoKeptStack) = ScreenBuilder.pushesOntoShownStacks(
            owned.map { resolvedSources[$0] }, stackRoots: stackRoots, graph: graph)
        self.sceneStyles = ScreenBuilder.sceneStyles(documents.filter { $0.kind == .storyboard && !$0.isLaunchScreen && app.owns($0.file) })
        self.sources = resolvedSources
        var references: [String: [(doc: Int, placeholderID: String)]] = [:]
        for (d, doc) in documents.enumerated() where doc.kind == .storyboard && app.owns(doc.file) {
            for p in doc.placeholders where p.kind == .storyboardReference {
                let name = p.storyboardName ?? ScreenBuilder.storyboardName(of: doc)
                references[ScreenBuilder.referenceKey(name, p.referencedIdentifier), default: []].append((d, p.id))
            }
        }
        self.references = references
        nibs = ControllerNibs(documents: documents, app: app)
        splitRoots = splitWindowRoots()
        representedChains = findRepresentedChains()
    }

    /// The split view controller classes of the app that its code sets as the main window's root
    /// (`window.rootViewController = splitViewController` in a coordinator that keeps the window):
    /// the root of the app's screen, which decides for the controllers shown in its columns
    /// (R5: a split view controller does not forward, an assumption of the spec) unless its class
    /// forwards. One that forwards is left out: which column it forwards to is not followed.
    private func splitWindowRoots() -> [String: ClassAnswers] {
        var found: [String: ClassAnswers] = [:]
        let otherDisplays = app.otherDisplaySceneDelegates
        for f in owned {
            for a in sources[f].assignments where a.watched == .windowRootViewController
                && !(a.enclosingType.map(otherDisplays.contains) ?? false) && ScreenBuilder.setsMainWindow(a, graph) {
                guard let assigned = a.assignedController, assigned.rootClass == nil, assigned.factory == nil,
                      let cls = assigned.className.map(ClassGraph.plainName), graph.isAppClass(cls), graph.kind(of: cls) == .split
                else { continue }
                let answers = customContainerAnswers(cls)
                if answers.decidesItself { found[cls] = answers }
            }
        }
        return found
    }

    /// The split view controller at the window's root (one of `splitRoots`) that code of no controller
    /// shows or presents on through what it keeps (`presentingViewController?.show(vc, sender: nil)`
    /// in a coordinator), else `nil`.
    static func splitRoot(receiving call: Call, among splitRoots: [String: ClassAnswers]) -> String? {
        guard call.receiver != "self", let split = call.receiverClass.map(ClassGraph.plainName), splitRoots[split] != nil else { return nil }
        return split
    }

    /// Where a split view controller at the window's root (``splitRoots``) sits: at the top, deciding
    /// for its columns.
    func splitRootContext(_ cls: String) -> Context? {
        guard let answers = splitRoots[cls] else { return nil }
        var ctx = Context(navigation: nil, tab: (cls, answers), presentation: nil)
        ctx.inSplit = true
        return ctx
    }

    /// What a factory wraps a controller in.
    enum FactoryWrapping: Equatable {
        /// The navigation controller class every return of the factory makes around the controller.
        case container(String)
        /// Why the container is not known.
        case unknown(String)
    }

    /// Reads the factory a call names (issue "The screen graph", point 4): the app's functions and
    /// closures of that name (of the type written before it, if any) must all make the same
    /// navigation controller class around the argument the controller is given as; otherwise (not
    /// found, several returns of different classes, a return not read) the container is unknown.
    static func wrapping(_ call: FactoryCall, _ factories: [String: [ControllerFactory]], _ graph: ClassGraph) -> FactoryWrapping {
        guard let name = call.name else {
            return .unknown("wrapped by a 'map' transform the audit does not read, so its container is not known")
        }
        let candidates = named(call, name, in: factories).filter { $0.returns.contains { $0.wrappedParameter != nil } }
        let shown = call.written
        guard !candidates.isEmpty else {
            return .unknown("wrapped by '\(shown)', a factory the audit could not find, so its container is not known")
        }
        var wrappers: Set<String> = []
        for candidate in candidates {
            guard let wrapping = candidate.wrapping, wrapping.parameter == call.argumentIndex else {
                return .unknown("wrapped by '\(shown)' (\(candidate.location)), whose returns are not one container made around the controller, so its container is not known")
            }
            wrappers.insert(ClassGraph.plainName(wrapping.wrapperClass))
        }
        guard wrappers.count == 1, let wrapper = wrappers.first, graph.kind(of: wrapper) == .navigation else {
            return .unknown("wrapped by '\(shown)', whose container the audit could not tell (\(wrappers.sorted().joined(separator: ", ")))")
        }
        return .container(wrapper)
    }

    /// The class a factory the call names makes itself, when it wraps none of its parameters: the
    /// app's functions of that name (of the type written before it, if any) are found, and every
    /// return of each makes a controller of one class (`static func newInstance(parent:) -> SearchViewController
    /// { let c = SearchViewController(parent: parent); …; return c }`). The argument the reader took
    /// for the wrapped controller is only given to it. `nil` when a return wraps a parameter, or
    /// the returns are not one class.
    static func made(by call: FactoryCall, _ factories: [String: [ControllerFactory]]) -> String? {
        guard let name = call.name else { return nil }
        let named = named(call, name, in: factories)
        guard !named.isEmpty else { return nil }
        var made: Set<String> = []
        for factory in named {
            for result in factory.returns {
                guard result.wrappedParameter == nil, let cls = result.wrapperClass else { return nil }
                made.insert(ClassGraph.plainName(cls))
            }
            if factory.returns.isEmpty { return nil }
        }
        return made.count == 1 ? made.first : nil
    }

    /// The app's functions and closures named `name`, the name `call` writes, of the type written
    /// before it (`Search.make(…)`) if any.
    private static func named(_ call: FactoryCall, _ name: String, in factories: [String: [ControllerFactory]]) -> [ControllerFactory] {
        let named = factories[name] ?? []
        guard let type = call.typeName else { return named }
        return named.filter { $0.enclosingType == type }
    }

    /// Why a popover's content has no known context (issue "The screen graph", point 2): on iPad
    /// it is a bubble that never covers the status bar; on an iPhone UIKit adapts it to a sheet, or
    /// to what the popover delegate's `adaptivePresentationStyle` returns (`.none` keeps the
    /// bubble, `.fullScreen` takes control), which the audit does not read.
    static func popoverReason(_ location: SourceLocation) -> String {
        "presented as a popover at \(location): on iPad a bubble that never decides, on an iPhone adapted to what the popover delegate chooses"
    }

    static func storyboardName(of doc: IBDocument) -> String {
        let last = doc.file.split(separator: "/").last.map(String.init) ?? doc.file
        return last.hasSuffix(".storyboard") ? String(last.dropLast(".storyboard".count)) : last
    }

    static func referenceKey(_ storyboard: String, _ identifier: String?) -> String {
        identifier.map { "\(storyboard)/\($0)" } ?? storyboard
    }

    /// How a storyboard scene is reached.
    enum Reach: Hashable {
        /// From the app's launch: the initial controller of a storyboard UIKit loads itself.
        case launch
        /// From code that loads it (by identifier, or as a storyboard's initial controller): where
        /// it is shown is known only if the code that shows it can be followed.
        case code(String)
        /// Nothing reaches it: no segue, no reference, no identifier the code uses, not initial.
        case unreachable
    }

    struct Context {
        var navigation: NavigationContext?
        var tab: (cls: String, answers: ClassAnswers)?
        var presentation: PresentationContext?
        /// Why the container is not known (a push whose navigation controller could not be followed).
        var unknown: String? = nil
        /// It sits in a column of a split view controller (``Screen/inSplit``).
        var inSplit = false
        /// Why its navigation controller is not at the top of the screen (``NavigationContext/notAtTop``).
        var notAtTop: String? = nil
        var reach: Reach = .launch
        /// The top of the chain (`file#id`): what the code loads when it loads this scene's chain.
        var top: SceneReference? = nil

        /// A chain the audit gave up following (too long, a container it cannot find): how it is
        /// reached is not known, so it is never taken for a scene UIKit shows at launch.
        var unfollowed: Context {
            var ctx = self
            ctx.reach = .code("reached through a chain of storyboard segues the audit could not follow")
            return ctx
        }
    }

    /// How a screen is presented by a controller of `presenterClass` (`nil`: code that is not a
    /// controller), with where the presenter sits, from its context: its navigation controller,
    /// its tab bar, how it is itself presented (UIKit walks down from the window's root through
    /// them, R4), or why that is not known. `sameClass`: the presenter is of the presented class,
    /// whose context is being made, so its own presentation is not carried (it would be this one).
    func presentation(style: ModalPresentationStyle, captures: Bool, presenter presenterClass: String?, presenterController: ContextController? = nil,
                      context: Context?, location: SourceLocation, sameClass: Bool = false) -> PresentationContext {
        var presentation = PresentationContext(style: style, captures: captures,
                                               presenter: presenterController ?? presenterClass.map { controller($0) },
                                               presenterNavigation: context?.navigation, location: location,
                                               presenterPresentation: sameClass ? nil : context?.presentation)
        guard let presenterClass else { return presentation }
        presentation.presenterTab = context?.tab.map { PresentationContext.PresenterTab(className: $0.cls, answers: $0.answers) }
        if let context {
            presentation.presenterUnknown = context.unknown.map { PresentationContext.presenterPlaceUnknown(presenterClass, because: $0) }
        } else {
            presentation.presenterUnknown = PresentationContext.presenterPlaceUnknown(presenterClass, because: nil)
        }
        return presentation
    }

    func controller(_ cls: String, ibKind: IBControllerKind? = nil) -> ContextController {
        let kind: ControllerKind = graph.kind(of: cls) ?? {
            switch ibKind {
            case .navigation?: return .navigation
            case .tabBar?: return .tabBar
            case .split?: return .split
            case .page?: return .page
            default: return .viewController
            }
        }()
        var controller = ContextController(className: ClassGraph.plainName(cls), kind: kind,
                                           answers: graph.isAppClass(cls) ? answers.answers(for: cls) : ClassAnswers())
        // A controller made in code loads its root view from the xib of its name, if there is one.
        if kind == .viewController, graph.isAppClass(cls), let nib = nibs.view(of: cls, graph: graph) {
            (controller.storyboardBackground, controller.storyboardCovered) = ScreenBuilder.background(nib.background, covered: nib.covering)
        }
        return controller
    }

    /// The background a storyboard or xib gives a root view, and why it is not under the bar: a
    /// plain view filling the root view gives its own color; another covering subview, a reason.
    static func background(_ root: IBLocatedColor?, covered: IBCoveringSubview?) -> (ColorSpec?, String?) {
        guard let covered else { return (colorSpec(root), nil) }
        if let color = covered.color { return (colorSpec(color), nil) }
        return (colorSpec(root), coveredReason(covered))
    }

    /// Why a root view's background is not what lies under the bar: a subview covers its top in
    /// its storyboard scene or xib.
    static func coveredReason(_ cover: IBCoveringSubview) -> String {
        "a \(cover.element) at \(cover.location) covers the top of the root view: what lies under the status bar is not its background"
    }

    static func colorSpec(_ c: IBLocatedColor?) -> ColorSpec? {
        guard let c else { return nil }
        switch c.color {
        case .rgb(let r, let g, let b, let a, _): return .fixed(DynamicColor(RGBA(red: r, green: g, blue: b, alpha: a)))
        case .white(let w, let a): return .fixed(DynamicColor(RGBA(white: w, alpha: a)))
        case .system(let name): return .system(name)
        case .named(let name): return .named(name)
        }
    }

    func navigation(_ nav: IBController) -> NavigationContext {
        let bar = nav.navigationBar
        let tint = ScreenBuilder.colorSpec(bar?.barTintColor ?? bar?.standardAppearance?.background)
        return NavigationContext(controller: controller(nav.className, ibKind: .navigation), barHidden: bar?.hidden ?? false,
                                 barStyle: bar?.barStyle == .black ? .black : .default, barTint: tint,
                                 barEdgeTint: ScreenBuilder.edgeTint(bar, of: nav.className), location: nav.location)
    }

    /// A storyboard bar's background at the scroll edge from iOS 15: its scroll-edge appearance's
    /// color (the system bar material when it gives none); without one, a bar that is not translucent
    /// shows the navigation controller's own view there (content does not extend under an opaque
    /// bar), which the audit does not read; else `nil`: transparent over the screen.
    static func edgeTint(_ bar: IBNavigationBar?, of cls: String) -> ColorSpec? {
        guard let bar else { return nil }
        if let edge = bar.scrollEdgeAppearance { return colorSpec(edge.background) ?? .barMaterial }
        if !bar.translucent {
            return .unknown("the navigation bar of '\(cls)' is not translucent in its storyboard: from iOS 15 it is transparent at the scroll edge "
                            + "over the navigation controller's own view, which the audit does not read")
        }
        return nil
    }

    func interfaceStyle(_ c: IBController) -> InterfaceStyle? {
        switch c.interfaceStyle?.style {
        case .light?: .light
        case .dark?: .dark
        default: nil
        }
    }

    func screenController(_ c: IBController) -> ContextController {
        var s = controller(c.className, ibKind: c.kind)
        if let custom = c.customClass, !custom.isEmpty, !graph.isAppClass(custom), SystemController.all[ClassGraph.plainName(custom)] == nil {
            // A class the audit does not know (unknown-custom-class): its answers are unknown, not the defaults.
            s.answers.style = .unknown("'\(custom)' is not a class the audit knows")
        } else if let custom = c.customClass,
                  let runtimeName = graph.objcRuntimeNameMismatch(customClass: custom, hasModule: !(c.customModule ?? "").isEmpty
                                                                      || c.customModuleProvider == "target") {
            // UIKit does not find the class under this name (no module): a plain controller, reported as unknown.
            s.answers = ClassAnswers()
            s.answers.style = .unknown("'\(custom)' has no module and the Objective-C runtime knows the class as '\(runtimeName)'")
        }
        // A scene's view is the storyboard's, not a xib's.
        (s.storyboardBackground, s.storyboardCovered) = ScreenBuilder.background(c.background, covered: c.coveringSubview)
        s.storyboardInterfaceStyle = interfaceStyle(c)
        return s
    }

    /// The plain controller class of the app that loads a storyboard's initial controller and adds
    /// it as its child, by storyboard name: `addChild(tabBar)` on a local it loaded
    /// (`storyboard.instantiateInitialViewController() as? UITabBarController`), or that local handed
    /// to a method of the app whose body adds its argument as a child of `self` (an extension's
    /// `transition(to child:)`, OpenFoodFacts' `RootViewController`). A storyboard two classes hold
    /// this way has none.
    static func initialHolders(_ sources: [SourceFacts], graph: ClassGraph) -> [String: String] {
        // The methods whose body adds a name it is given (no property, no `self`) as a child of `self`.
        var adding: Set<String> = []
        for facts in sources {
            for call in facts.calls where call.kind == .addChild && call.receiver == "self" {
                guard let function = call.enclosingFunction, let argument = call.argumentText, argument != "self",
                      argument.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
                adding.insert(String(function.prefix { $0 != "(" && $0 != ":" }))
            }
        }
        var holders: [String: Set<String>] = [:]
        for facts in sources {
            for call in facts.calls where call.presentedStoryboardName != nil && call.presentedStoryboardIdentifier == nil {
                guard let holder = call.enclosingType.map(ClassGraph.plainName), graph.kind(of: holder) == .viewController,
                      graph.librarySuperclass(of: holder) == nil, let name = call.presentedStoryboardName else { continue }
                let adds: Bool
                switch call.kind {
                case .addChild: adds = call.receiver == "self"
                case .passesController:
                    adds = call.receiver == "self" && (call.identifier.map { adding.contains(String($0.prefix { $0 != ":" })) } ?? false)
                default: adds = false
                }
                if adds { holders[name, default: []].insert(holder) }
            }
        }
        return holders.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// The container chain and presentation of a scene, following the first way it is reached,
    /// across storyboard references, and how the top of that chain is reached.
    func context(of id: String, in startDoc: IBDocument, depth: Int = 0) -> Context {
        var ctx = Context()
        var doc = startDoc
        var current = id
        // The controller `current` stands for (a storyboard reference stands for the scene it leads to).
        var node = doc.controller(withID: id)
        // The scenes the chain went through: a segue back to one of them (a scene that shows
        // itself, two scenes that show each other), or from a scene inside this one (a tab's list
        // that pushes the tab bar controller again), is a way around, not a way in.
        var visited: Set<SceneReference> = []
        // The highest scene on the way up that the code loads by its own identifier, with the
        // context gathered below it: where the chain's top is reached by nothing (a storyboard
        // whose initial controller no code loads), the code's load of that scene reaches this one.
        var loadedAlone: Context? = nil
        var steps = 0
        while steps < 64 {
            steps += 1
            visited.insert(SceneReference(file: doc.file, id: current))
            if let identifier = doc.controller(withID: current)?.storyboardIdentifier,
               loads.identifiers.contains(identifier) || loads.someIdentifierUnread {
                var alone = ctx
                alone.reach = .code("instantiated in code by its storyboard identifier '\(identifier)'")
                alone.top = SceneReference(file: doc.file, id: current)
                loadedAlone = alone
            }
            let arrivals = doc.arrivals(at: current).filter { arrival in
                // A manual segue whose identifier no code names is never performed.
                guard mayRun(arrival) else { return false }
                switch arrival {
                case .initial: return true
                case .contained(let child): return !visited.contains(SceneReference(file: doc.file, id: child.containerID))
                case .shown(let from, _), .presented(let from, _, _):
                    return !visited.contains(SceneReference(file: doc.file, id: from)) && !ScreenBuilder.isInside(from, current, of: doc)
                }
            }
            // Contained first, then presented, then shown; being a storyboard's initial controller
            // (or nothing) makes this the top of the chain.
            let arrival = arrivals.first { if case .contained = $0 { return true } else { return false } }
                ?? arrivals.first { if case .presented = $0 { return true } else { return false } }
                ?? arrivals.first { if case .shown = $0 { return true } else { return false } }
            switch arrival {
            case nil, .initial?:
                // The top of the chain: a storyboard reference elsewhere may lead here.
                if let (next, placeholder) = reference(to: current, in: doc) {
                    doc = next
                    current = placeholder
                    continue
                }
                ctx.reach = reach(ofTop: current, in: doc)
                ctx.top = SceneReference(file: doc.file, id: current)
                if case .unreachable = ctx.reach, let loadedAlone { return loadedAlone }
                // The storyboard's initial controller held as a child by a plain controller of the
                // app: that controller is above it, deciding unless it forwards (R5). In place of a
                // UIKit tab bar controller, which forwards to its selected tab whatever it holds.
                if current == doc.initialControllerID, let holder = initialHolders[ScreenBuilder.storyboardName(of: doc)],
                   ctx.tab.map({ graph.kind(of: $0.cls) == .tabBar && !graph.isAppClass($0.cls) }) ?? true {
                    ctx.tab = (holder, customContainerAnswers(holder))
                }
                return ctx
            case .contained(let child)?:
                guard let container = doc.controller(withID: child.containerID) else { return ctx.unfollowed }
                if container.kind == .navigation, ctx.navigation == nil {
                    ctx.navigation = navigation(container)
                } else if container.kind == .tabBar, ctx.tab == nil {
                    let c = controller(container.className, ibKind: .tabBar)
                    ctx.tab = (c.className, c.answers)
                } else if container.kind == .split {
                    ctx.inSplit = true
                    // A split view controller does not forward by default (R5, R7: `nil`, an
                    // assumption of the spec): it decides for its columns unless its class forwards.
                    if ctx.tab == nil {
                        let c = controller(container.className, ibKind: .split)
                        ctx.tab = (c.className, customContainerAnswers(c.className))
                    }
                } else if child.role == .embed, [.plain, .table, .collection].contains(container.kind), ctx.navigation != nil, ctx.tab == nil {
                    // A navigation controller embedded in a container view of a plain controller (a
                    // settings panel over an emulator): the parent holds the stack as a custom
                    // container does, deciding unless it forwards (R5). (A controller pushed from an
                    // embedded child goes onto the parent's stack, outside the parent.)
                    let holder = screenController(container)
                    if case .unknown(let why) = holder.answers.style {
                        ctx.unknown = ctx.unknown ?? "embedded in '\(holder.className)', which decides: \(why)"
                    }
                    ctx.tab = (holder.className, embeddingAnswers(holder.className, child: doc.controller(withID: child.childID)?.className))
                    // A container view that does not cover the top of the parent's view (a panel in
                    // the middle): the parent's view lies under the status bar, not the stack.
                    if container.coveringSubview?.element != "containerView" {
                        ctx.notAtTop = "'\(holder.className)' shows its navigation controller in a container view that does not reach the top of its view"
                            + " (\(child.segue?.location ?? container.location)): what lies under the status bar is the parent's view"
                    }
                }
                current = container.id
                node = container
            case .shown(let from, let segue)?:
                if let cut = throughComputedDestination(segue, from: from, in: doc, depth: depth) { return cut }
                if segue.kind == .custom || segue.customClass != nil {
                    // A custom segue's class decides how the destination is shown.
                    ctx.unknown = ctx.unknown ?? "shown by a custom segue\(segue.customClass.map { " ('\($0)')" } ?? "") at \(segue.location), whose class decides how it is shown"
                }
                current = from
                node = doc.controller(withID: from)
            case .presented(let from, let style, let segue)?:
                guard depth < 8 else { return ctx.unfollowed }
                if let cut = throughComputedDestination(segue, from: from, in: doc, depth: depth) { return cut }
                let presenterContext = context(of: from, in: doc, depth: depth + 1)
                let presenter = doc.controller(withID: from).map(screenController)
                let presentedClass = node?.className
                let own = presentedClass.map { answers.answers(for: $0) }
                ctx.presentation = presentation(
                    style: ModalPresentationStyle(style) ?? .automatic,
                    captures: own?.captures ?? presenter.map { capturesInPrepare($0.className) } ?? false,
                    presenter: presenter?.className, presenterController: presenter,
                    context: presenterContext, location: segue.location)
                if style == .popover {
                    ctx.unknown = ctx.unknown ?? ScreenBuilder.popoverReason(segue.location)
                }
                if let segueClass = segue.customClass {
                    // A segue subclass may set the style and the capture before presenting.
                    ctx.unknown = ctx.unknown ?? "presented by a segue of class '\(segueClass)' at \(segue.location), which may set how it is presented"
                }
                ctx.reach = presenterContext.reach
                ctx.top = presenterContext.top
                if case .unreachable = ctx.reach, let loadedAlone { return loadedAlone }
                return ctx
            }
        }
        return ctx.unfollowed
    }

    /// The context of a scene reached through a segue whose class computes its `destination`
    /// (``destinationSegues``): what the segue shows may be another controller, so neither the
    /// scene's containers in the storyboard nor the presentation are known; it is reached as the
    /// segue's source is. `nil` for any other segue.
    private func throughComputedDestination(_ segue: IBSegue, from: String, in doc: IBDocument, depth: Int) -> Context? {
        guard let cls = segue.customClass.map(ClassGraph.plainName), destinationSegues.contains(cls) else { return nil }
        var ctx = Context()
        ctx.unknown = "reached through a segue of class '\(cls)' at \(segue.location), whose `destination` is computed in code: "
            + "what it shows may be another controller than this scene's chain"
        guard depth < 8 else { return ctx.unfollowed }
        let source = context(of: from, in: doc, depth: depth + 1)
        ctx.reach = source.reach
        ctx.top = source.top
        return ctx
    }

    /// Whether the presenter's class (or an app superclass) sets the capture on the destination of
    /// its segues as it prepares them (`segue.destination.modalPresentationCapturesStatusBarAppearance
    /// = true` in `prepare(for:sender:)`, `segue.destinationViewController…` in `prepareForSegue:`):
    /// taken for each of its segues, since which one a branch on the identifier picks is not read
    /// (our choice: a capture set for one segue keeps the rule from claiming any of them swallowed).
    func capturesInPrepare(_ presenterClass: String) -> Bool {
        guard !capturingInPrepare.isEmpty else { return false }
        return graph.chain(of: ClassGraph.plainName(presenterClass)).appClasses.contains(where: capturingInPrepare.contains)
    }

    /// What the app's segue code says, in one pass over its assignments and calls: the classes with
    /// code in a `destination` getter (``destinationSegues``: the readers give no fact of a getter
    /// with none), and those whose `prepare(for:sender:)` sets the capture on the segue's
    /// destination (``capturesInPrepare(_:)``).
    private static func segueCode(_ sources: [SourceFacts], owned: [Int]) -> (destinations: Set<String>, capturing: Set<String>) {
        var destinations: Set<String> = [], capturing: Set<String> = []
        func noteDestination(_ type: String?, _ function: String?) {
            if let type, function == "destination" || function == "destinationViewController" { destinations.insert(type) }
        }
        for f in owned {
            for a in sources[f].assignments {
                noteDestination(a.enclosingType, a.enclosingFunction)
                guard a.watched == .modalPresentationCapturesStatusBarAppearance, let type = a.enclosingType,
                      a.enclosingFunction?.hasPrefix("prepare") == true, a.receiver.hasPrefix("segue.destination"),
                      case .bool(true) = a.value else { continue }
                capturing.insert(type)
            }
            for c in sources[f].calls { noteDestination(c.enclosingType, c.enclosingFunction) }
        }
        return (destinations, capturing)
    }

    /// Whether a split view controller discards the column a scene sits in when it collapses: on an
    /// iPhone (compact width) a classic `UISplitViewController` (its `detailViewController` relationship,
    /// not the column style of iOS 14) shows its primary, and puts the secondary on it only when the
    /// delegate does not take the collapse over. A split of the app's class that is its own delegate
    /// (`delegate = self`) and whose `splitViewController(_:collapseSecondary:onto:)` returns `true`
    /// for this secondary in every path discards it: the scene, and what its column holds, is no
    /// iPhone screen. On an iPad the columns stand side by side: `false`.
    func splitDiscards(_ id: String, in doc: IBDocument) -> Bool {
        guard app.device.idiom == .phone else { return false }
        var current = id
        for _ in 0..<64 {
            guard let child = doc.container(of: current) else { return false }
            if child.role == .splitSecondary, child.segue?.relationship == "detailViewController",
               let split = doc.controller(withID: child.containerID) {
                let cls = ClassGraph.plainName(split.className)
                let secondaryKind = doc.controller(withID: child.childID)?.kind
                return discardsSecondary(cls, secondaryIsNavigation: secondaryKind.map { $0 == .navigation })
            }
            current = child.containerID
        }
        return false
    }

    /// Whether a split view controller class of the app answers `true` to
    /// `splitViewController(_:collapseSecondary:onto:)` for its secondary (``SplitCollapse``): as
    /// its own delegate, in its declarations or the nearest of its app superclasses that answers;
    /// or through an object of the app it keeps in a property and makes its delegate (`delegate =
    /// splitDelegate`, the property's class, declared or made in place, answering). `secondaryIsNavigation`:
    /// whether the secondary is a navigation controller (`nil`: not known).
    func discardsSecondary(_ cls: String, secondaryIsNavigation: Bool?) -> Bool {
        // The first value of `member` that a declaration of one of `classes` has, nearest first.
        func firstDeclared<T>(_ member: KeyPath<TypeDecl, T?>, in classes: [String]) -> T? {
            classes.lazy.compactMap { (self.graph.declarations[$0] ?? []).lazy.compactMap { $0[keyPath: member] }.first }.first
        }
        let classes = graph.chain(of: cls).appClasses
        guard !classes.isEmpty else { return false }
        let answerers: [String]
        if classes.contains(where: { (graph.declarations[$0] ?? []).contains(where: \.delegatesToSelf) }) {
            answerers = classes
        } else if let property = firstDeclared(\.delegateProperty, in: classes),
                  let stored = graph.storedProperty(property, in: classes)?.property,
                  let type = stored.declaredType.map(ClassGraph.plainName)
                      ?? stored.initialValue.map({ String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }),
                  type.first?.isUppercase == true {
            answerers = [type] + graph.lineage(of: type)
        } else {
            return false
        }
        guard let answer = firstDeclared(\.splitCollapse, in: answerers) else { return false }
        switch answer {
        case .alwaysTrue:
            return true
        case .trueUnlessSecondaryIs(let types):
            // Only a test against navigation controllers is read: the secondary must be known not to be one.
            guard let isNavigation = secondaryIsNavigation, !isNavigation else { return false }
            return types.allSatisfy { graph.kind(of: $0) == .navigation || $0 == "UINavigationController" }
        case .other:
            return false
        }
    }

    /// Whether `id` is `container` or sits inside it, at any depth (a tab's navigation root inside
    /// its tab bar controller), walking up from `id` through its containers (at most 64).
    static func isInside(_ id: String, _ container: String, of doc: IBDocument) -> Bool {
        var current = id
        for _ in 0..<64 {
            if current == container { return true }
            guard let parent = doc.container(of: current)?.containerID else { return false }
            current = parent
        }
        return false
    }

    /// The facts with each storyboard a call names through a type's member (`UIStoryboard.settings`,
    /// ``StoryboardAccessor``) named as that member's storyboard, when every declaration of the member
    /// gives the same one; a member no file declares so names no storyboard the audit knows (`nil`).
    static func resolvingStoryboardAccessors(_ sources: [SourceFacts], owned: [Int]) -> [SourceFacts] {
        var accessors: [String: String] = [:]
        var conflicting: Set<String> = []
        for facts in sources {
            for a in facts.storyboardAccessors {
                if let seen = accessors[a.member], seen != a.storyboard { conflicting.insert(a.member) }
                accessors[a.member] = a.storyboard
            }
        }
        // A member may give the storyboard another member names (`UIStoryboard(name:
        // StoryboardName.main.rawValue, …)` in `class var main: UIStoryboard`): followed a few steps.
        func resolved(_ name: String?) -> String? {
            var name = name
            for _ in 0..<4 {
                guard let current = name, let member = StoryboardAccessor.member(ofUse: current) else { return name }
                name = conflicting.contains(member) ? nil : accessors[member]
            }
            return name.flatMap { StoryboardAccessor.member(ofUse: $0) == nil ? $0 : nil }
        }
        func usesAccessor(_ call: Call) -> Bool {
            [call.storyboardName, call.presentedStoryboardName].contains { $0.flatMap(StoryboardAccessor.member(ofUse:)) != nil }
        }
        var result = sources
        for f in owned where sources[f].calls.contains(where: usesAccessor) {
            for c in result[f].calls.indices where usesAccessor(result[f].calls[c]) {
                result[f].calls[c].storyboardName = resolved(result[f].calls[c].storyboardName)
                result[f].calls[c].presentedStoryboardName = resolved(result[f].calls[c].presentedStoryboardName)
            }
        }
        return result
    }

    /// A storyboard reference, in an app storyboard, whose segues lead to this controller (a
    /// reference to its identifier, or to its storyboard's initial controller), if any.
    func reference(to id: String, in doc: IBDocument) -> (IBDocument, String)? {
        guard doc.controller(withID: id) != nil else { return nil }
        let name = ScreenBuilder.storyboardName(of: doc)
        var keys: [String] = []
        if let identifier = doc.controller(withID: id)?.storyboardIdentifier { keys.append(ScreenBuilder.referenceKey(name, identifier)) }
        if doc.initialControllerID == id { keys.append(name) }
        for key in keys {
            for (d, placeholderID) in references[key] ?? [] where documents[d].arrivals(at: placeholderID).contains(where: mayRun) {
                return (documents[d], placeholderID)
            }
        }
        return nil
    }

    /// Whether an arrival can happen: not by a manual segue no code performs (``StoryboardLoads/mayRun(_:)``).
    private func mayRun(_ arrival: IBArrival) -> Bool {
        switch arrival {
        case .shown(_, let segue), .presented(_, _, let segue): loads.mayRun(segue)
        case .initial, .contained: true
        }
    }

    /// The app's view controller class whose navigation controller a call shows its controller on
    /// (``Call/navigationOwnerClass``), unless it is the class whose code makes the call.
    func navigationOwner(of call: Call) -> String? {
        guard let owner = call.navigationOwnerClass.map(ClassGraph.plainName), owner != call.enclosingType.map(ClassGraph.plainName),
              graph.isAppClass(owner), graph.kind(of: owner) == .viewController else { return nil }
        return owner
    }

    /// Whether UIKit's launch shows the main storyboard `name`'s initial controller: unless the app's
    /// delegate replaces the window UIKit made for it (``replacesMainStoryboardWindow``) and no code
    /// loads that controller again (a root controller that holds it keeps its launch place).
    func launchesMainStoryboard(_ name: String) -> Bool {
        !replacesMainStoryboardWindow || loads.initialStoryboards.contains(name) || loads.someInitialStoryboardUnread
    }

    /// How the top of a chain (a controller nothing in its storyboard leads to) is reached.
    func reach(ofTop id: String, in doc: IBDocument) -> Reach {
        let name = ScreenBuilder.storyboardName(of: doc)
        if doc.initialControllerID == id {
            if app.mainStoryboardNames.contains(name), launchesMainStoryboard(name) { return .launch }
            if loads.initialStoryboards.contains(name) || loads.someInitialStoryboardUnread {
                return .code("the initial controller of '\(name).storyboard', which the code loads")
            }
        }
        if let identifier = doc.controller(withID: id)?.storyboardIdentifier,
           loads.identifiers.contains(identifier) || loads.someIdentifierUnread {
            return .code("instantiated in code by its storyboard identifier '\(identifier)'")
        }
        if doc.controller(withID: id) == nil, doc.placeholder(withID: id) != nil {
            return .code("reached through a storyboard reference the audit could not follow")
        }
        return .unreachable
    }

    static let contentKinds: Set<IBControllerKind> = [.plain, .table, .collection, .hosting, .other]

    /// The app's storyboard scenes (`file#id`, every controller, containers included), and those
    /// that nothing reaches: no segue, no storyboard reference, no identifier the code loads, not
    /// the initial controller of a storyboard UIKit or the code loads.
    package func sceneReachability() -> (all: Set<SceneReference>, stale: Set<SceneReference>) {
        var all: Set<SceneReference> = [], stale: Set<SceneReference> = []
        for doc in documents where doc.kind == .storyboard && !doc.isLaunchScreen && app.owns(doc.file) {
            for c in doc.controllers where c.enclosingControllerID == nil {
                let key = SceneReference(file: doc.file, id: c.id)
                all.insert(key)
                if case .unreachable = context(of: c.id, in: doc).reach { stale.insert(key) }
            }
        }
        return (all, stale)
    }

    /// The app or scene delegate (by conformance, or by the usual names): the window it sets up is
    /// the app's main window. Other windows (an overlay, a picker) are not followed.
    static func isDelegate(_ type: String?, _ graph: ClassGraph) -> Bool {
        guard let type else { return false }
        if type.hasSuffix("AppDelegate") || type.hasSuffix("SceneDelegate") { return true }
        return (graph.declarations[type] ?? []).contains {
            $0.conformances.contains("UIApplicationDelegate") || $0.conformances.contains("UIWindowSceneDelegate")
        }
    }

    /// Whether a window-root assignment sets the app's main window: in the app or scene delegate;
    /// elsewhere, on the delegate's window (`appDelegate.window`, `UIApplication.shared.keyWindow`),
    /// or on a `window` the object keeps (a coordinator handed the main window). Not on a window
    /// made in the function or kept under another name for an overlay (`let window = UIWindow(…)`
    /// in a toast, `passcodeWindow`), nor by a controller on a window of its own.
    static func setsMainWindow(_ a: Assignment, _ graph: ClassGraph) -> Bool {
        if isDelegate(a.enclosingType, graph) { return true }
        guard let type = a.enclosingType else { return false }
        let parts = a.receiver.filter { $0 != "?" && $0 != "!" }.split(separator: ".").map(String.init)
        guard let last = parts.last else { return false }
        if last == "keyWindow" { return true }
        guard last == "window" || last == "_window" else { return false }
        if parts.dropLast().contains(where: { $0.lowercased().hasSuffix("delegate") }) { return true }
        // A window the object keeps: `window`, `self.window`, `_window` (not a controller's own).
        guard parts.count == 1 || parts == ["self", "window"], !graph.isViewController(type) else { return false }
        return (graph.declarations[type] ?? []).contains { $0.properties.contains { $0.name == "window" } }
    }

    /// Whether a window-root assignment sets the root of a window of the app's own beside the main
    /// one (`appLockWindow.rootViewController = passcodeVC`, `self.coverWindow.rootViewController
    /// = …`): a window the code makes visible over the main one, whose root controller then decides
    /// the status bar (R3: the topmost visible window that has a root controller). Named as a window
    /// of a purpose (`lockWindow`, `_appCoverWindow`, `self.passcodeWindow`): a local or property
    /// named `window` alone is the main window's (``setsMainWindow(_:_:)``) or a passing overlay's (a
    /// toast's). Not one on another display (`externalWindow`, `secondaryWindow`,
    /// `airPlayWindow`), whose status bar is no iPhone's, nor an overlay named as one (``notAWindowOfItsOwn``).
    static func setsWindowOfItsOwn(_ a: Assignment) -> Bool {
        let parts = a.receiver.filter { $0 != "?" && $0 != "!" }.split(separator: ".").map(String.init)
        guard let last = parts.last?.lowercased(), last.hasSuffix("window"), last != "window" else { return false }
        return !notAWindowOfItsOwn.contains { last.contains($0) }
    }

    /// Words that name a window on another display, or an overlay that passes (a toast's, a banner's,
    /// a status bar notification's): kept out of ``setsWindowOfItsOwn(_:)``, as overlays always were.
    static let notAWindowOfItsOwn = ["external", "secondary", "airplay", "mirror", "keywindow", "banner", "toast",
                                     "notification", "alert", "hud", "overlay", "popup"]

    /// The screens a window-root assignment shows: an app view controller, or the app view
    /// controller at the root of a navigation controller; for a tab bar controller, each tab the
    /// code sets (`viewControllers = [...]`, `setViewControllers`) on the local in the same
    /// function or on itself in its class, each such a controller. Nothing for anything else (a
    /// split controller; a hosting controller, a SwiftUI screen; a value the reader could not type).
    func windowRoot(_ a: Assignment, in facts: SourceFacts) -> [Screen] {
        guard let assigned = a.assignedController else { return [] }
        if assigned.factory != nil { return screen(shownBy: assigned, at: a.location, tab: nil).map { [$0] } ?? [] }
        guard let top = assigned.className.map(ClassGraph.plainName) else { return [] }
        if graph.kind(of: top) == .tabBar, assigned.rootClass == nil {
            let tab = (cls: top, answers: graph.isAppClass(top) ? answers.answers(for: top) : ClassAnswers())
            // Set on the local that becomes the root, in the same function.
            let local = controllersSet(on: a.valueText, type: a.enclosingType, function: a.enclosingFunction, in: facts)
            var screens = local.compactMap { screen(shownBy: $0, at: a.location, tab: tab) }
            // Set by the tab bar controller class on itself: a tab's navigation controller is
            // where the class makes it or sets its stack.
            if graph.isAppClass(top) {
                for set in tabsSetInCode(by: top) {
                    guard var screen = screen(shownBy: set.reference, at: a.location, tab: tab) else { continue }
                    screen.navigation?.location = set.location
                    screens.append(screen)
                }
            }
            return screens
        }
        // A custom tab container (a plain controller class that sets `viewControllers` on itself, as
        // a tab bar library's subclass does): its tabs are the screens, in its context.
        if graph.isAppClass(top), graph.kind(of: top) == .viewController, assigned.rootClass == nil {
            let tabs = tabsSetInCode(by: top)
            if !tabs.isEmpty {
                let tab = (cls: top, answers: customContainerAnswers(top))
                return tabs.compactMap { screen(shownBy: $0.reference, at: a.location, tab: tab) }
            }
        }
        guard var root = screen(shownBy: assigned, at: a.location, tab: nil) else { return [] }
        // Container state set where the navigation controller is made (`nav.isNavigationBarHidden =
        // true` before `window.rootViewController = nav`) is what the screen first shows.
        if assigned.rootClass != nil, root.navigation != nil {
            let set = Self.assignments(.navigationBarHidden, madeIn: a.enclosingType, a.enclosingFunction, before: a.location, in: facts)
                .last { $0.controller == a.valueText }
            if case .bool(let hidden)? = set?.value { root.navigation?.barHidden = hidden }
        }
        return [root]
    }

    /// The children a custom container is shown with: set on the local the call shows, in the same
    /// function before the call (`pageVc.viewControllers = @[confirmVc, …]` then
    /// `[self presentViewController:pageVc …]`), or by its class on itself.
    func childrenSetInCode(on call: Call, in facts: SourceFacts, container: String) -> [ControllerReference] {
        guard graph.isAppClass(container), let local = call.argumentText else { return [] }
        return controllersSet(on: local, type: call.enclosingType, function: call.enclosingFunction, before: call.location, in: facts)
            + tabsSetInCode(by: container).map(\.reference)
    }

    /// The root a navigation controller made without one gets before the function shows it: the
    /// first controller set on the local (`nav.viewControllers = [start]`) or pushed onto it
    /// (`[nav pushViewController:devices animated:NO]`) before the call that presents or shows it,
    /// with where that is written. Read once, where the app's calls are resolved (``init(app:graph:answers:documents:sources:owned:)``).
    static func stackSetBeforeShowing(_ call: Call, in facts: SourceFacts, graph: ClassGraph) -> (root: String, at: SourceLocation)? {
        guard [.present, .show].contains(call.kind), call.rootClass == nil, let local = call.argumentText, local.isPlainName,
              let wrapper = call.presentedClass, graph.kind(of: ClassGraph.plainName(wrapper)) == .navigation else { return nil }
        let previous = Self.previousShow(of: call, in: facts)
        let first = facts.calls.first { c in
            [.setViewControllers, .pushViewController].contains(c.kind) && c.receiver == local
                && c.enclosingType == call.enclosingType && c.enclosingFunction == call.enclosingFunction
                && c.location < call.location && (previous.map { $0 < c.location } ?? true)
        }
        guard let first else { return nil }
        let root = first.kind == .setViewControllers ? first.shownControllers.first : ControllerReference(className: first.presentedClass)
        guard let root, root.rootClass == nil, root.factory == nil, let cls = root.className else { return nil }
        return (cls, first.location)
    }

    /// ``pushedOntoShownStack``: for each push onto a local holding a navigation controller (not the
    /// push that gives it its root, ``stackRoots``), the root of the stack the same function shows
    /// that local with, when it shows it once: by `present`/`show` (its root resolved), or as a
    /// window's root (`window.rootViewController = nav`). And for each push or `show(_:sender:)`
    /// onto a navigation controller an object keeps in a stored property of its own
    /// (`private lazy var campaignNavigationController = StackNavigationController()`), the root its
    /// type's code shows that property with, when every function of the type that shows it shows it
    /// with the same root (`campaignNavigationController.viewControllers = [picker]` then
    /// `navigationController.present(campaignNavigationController, …)`, written once): what the
    /// other functions push onto it goes above that root, in the place that call gives it (the
    /// second dictionary: the push, and the call that shows the property).
    static func pushesOntoShownStacks(_ sources: [SourceFacts], stackRoots: Set<SourceLocation>, graph: ClassGraph)
        -> ([SourceLocation: String], [SourceLocation: SourceLocation]) {
        var found: [SourceLocation: String] = [:]
        var kept: [SourceLocation: SourceLocation] = [:]
        // The roots each type shows its properties with, across its files, and where (a property
        // shown with two roots, or by two calls, is not followed).
        var propertyRoots: [[String]: Set<String>] = [:]
        var propertyShows: [[String]: [SourceLocation]] = [:]
        var propertyPushes: [(call: Call, key: [String])] = []
        // The same for the locals a type keeps in such a property (`navigationController = nav`
        // before presenting `nav`): where the type has them, a show of a name like the property's
        // (a local of another function, `let navigationController = …`, may hide it) does not count.
        var keptRoots: [[String]: Set<String>] = [:]
        var keptShows: [[String]: [SourceLocation]] = [:]
        for facts in sources {
            // (A property declared in another declaration of the class is not typed where it is used.)
            let pushes = facts.calls.filter { c in
                (c.kind == .pushViewController || (c.kind == .show && !c.showsDetail)) && c.receiver != "self" && c.receiver.isPlainName
                    && !stackRoots.contains(c.location)
                    && (c.receiverClass.map { graph.kind(of: ClassGraph.plainName($0)) == .navigation }
                        ?? c.enclosingType.map { keepsStack(c.receiver, $0, graph) } ?? false)
            }
            // The properties each function keeps its locals in (`navigationController = nav`).
            var keptIn: [[String]: String] = [:]
            for c in facts.calls where c.kind == .keepsController {
                if let local = c.argumentText { keptIn[[c.enclosingType ?? "", c.enclosingFunction ?? "", local]] = c.receiver }
            }
            // The roots each function shows its locals with (a local shown twice, with two roots, is not followed).
            var roots: [[String]: Set<String>] = [:]
            for c in facts.calls where [.present, .show].contains(c.kind) {
                guard let local = c.argumentText, local.isPlainName else { continue }
                // A local kept in a property of the type's own: the property's stack is shown. Its
                // root, when the function's parameter (`start(with: initial)`), is each caller's; the
                // pushes onto the property go above it, in the place that call gives it.
                let property = c.enclosingType.flatMap { keptIn[[$0, c.enclosingFunction ?? "", local]] }
                guard let root = c.rootClass ?? (property != nil && c.wrapsParameter ? c.presentedClass : nil) else { continue }
                roots[[c.enclosingType ?? "", c.enclosingFunction ?? "", local], default: []].insert(ClassGraph.plainName(root))
                if let type = c.enclosingType.map(ClassGraph.plainName) {
                    if let property, keepsStack(property, type, graph) {
                        keptRoots[[type, property], default: []].insert(ClassGraph.plainName(root))
                        keptShows[[type, property], default: []].append(c.location)
                    }
                    if keepsStack(local, type, graph) {
                        propertyRoots[[type, local], default: []].insert(ClassGraph.plainName(root))
                        propertyShows[[type, local], default: []].append(c.location)
                    }
                }
            }
            guard !pushes.isEmpty else { continue }
            for a in facts.assignments where a.watched == .windowRootViewController && a.valueText.isPlainName {
                guard let root = a.assignedController?.rootClass else { continue }
                roots[[a.enclosingType ?? "", a.enclosingFunction ?? "", a.valueText], default: []].insert(ClassGraph.plainName(root))
            }
            for push in pushes {
                if let shown = roots[[push.enclosingType ?? "", push.enclosingFunction ?? "", push.receiver]] {
                    if shown.count == 1, let root = shown.first { found[push.location] = root }
                } else if push.receiverParameter == nil, let type = push.enclosingType, keepsStack(push.receiver, type, graph) {
                    propertyPushes.append((push, [ClassGraph.plainName(type), push.receiver]))
                }
            }
        }
        for (push, key) in propertyPushes {
            guard let shown = keptRoots[key] ?? propertyRoots[key], shown.count == 1, let root = shown.first,
                  root != push.presentedClass.map(ClassGraph.plainName), let shows = keptShows[key] ?? propertyShows[key], shows.count == 1
            else { continue }
            found[push.location] = root
            kept[push.location] = shows[0]
        }
        return (found, kept)
    }

    /// Whether `name` is a stored property that `type` (no controller) declares as a navigation
    /// controller, which the object keeps: made in place (`let nav = UINavigationController()`,
    /// `lazy var`), or set in its code (`navigationController = DismissHandlingNavigationController(
    /// rootViewController: start)` before presenting it).
    private static func keepsStack(_ name: String, _ type: String, _ graph: ClassGraph) -> Bool {
        let plain = ClassGraph.plainName(type)
        return !graph.isViewController(plain) && navigationClass(ofProperty: name, in: plain, graph: graph) != nil
    }

    /// The controllers set on a local (`tabs.viewControllers = […]`, `setViewControllers` on it) in
    /// one function, in order; only those set before `before` when it is given.
    func controllersSet(on local: String, type: String?, function: String?, before: SourceLocation? = nil,
                        in facts: SourceFacts) -> [ControllerReference] {
        facts.calls.filter { set in
            set.kind == .setViewControllers && set.receiver == local && set.enclosingType == type && set.enclosingFunction == function
                && before.map { set.location < $0 } ?? true
        }.flatMap(\.shownControllers)
    }

    /// The answers of a custom container that holds its children as a tab bar controller does
    /// (it sets `viewControllers` on itself): unlike a tab bar controller, it forwards only what its
    /// own code says (R5: a custom container's default is `nil`, it decides). A superclass from a
    /// library (vendored code, whose overrides the audit does not read) may forward: then what it
    /// says of the child slot is not known.
    func customContainerAnswers(_ cls: String, answers given: ClassAnswers? = nil) -> ClassAnswers {
        var answers = given ?? self.answers.answers(for: cls)
        let unknown = graph.librarySuperclass(of: cls).map { "'\(cls)' is a custom container whose library superclass '\($0)' may forward to the child on screen" }
        if case .inherited = answers.childForStyle {
            answers.childForStyle = unknown.map { .unknown($0) } ?? .values([ChildTarget.none], dependsOn: [])
        }
        if case .inherited = answers.childForHidden {
            answers.childForHidden = unknown.map { .unknown($0) } ?? .values([ChildTarget.none], dependsOn: [])
        }
        return answers
    }

    /// A plain controller holding a child in a container view, as a custom container holds it
    /// (``customContainerAnswers(_:)``): a forwarding to one of its properties declared as the
    /// child's class (or one the child descends from) names that child, the only one in the slot
    /// (`childForStatusBarStyle { gameViewController }`, set from the embed segue).
    func embeddingAnswers(_ cls: String, child childClass: String?) -> ClassAnswers {
        var answers = customContainerAnswers(cls)
        guard let childClass else { return answers }
        let childChain = Set(graph.chain(of: childClass).appClasses + [ClassGraph.plainName(childClass)])
        let slots: [(StatusBarMember, WritableKeyPath<ClassAnswers, AnswerValue<ChildTarget>>)] =
            [(.childForStatusBarStyle, \.childForStyle), (.childForStatusBarHidden, \.childForHidden)]
        for (member, slot) in slots {
            guard case .unknown = answers[keyPath: slot], let forwarding = answers.forwardings[member],
                  let type = DeciderAnswers.forwardedType(forwarding.target, in: cls, graph: graph),
                  childChain.contains(ClassGraph.plainName(type)) else { continue }
            answers[keyPath: slot] = .values([.first], dependsOn: [])
        }
        return answers
    }

    /// The controllers each class sets on itself in code (`viewControllers = […]`, `setViewControllers`
    /// on `self`), with where, by class. For a tab bar controller of the app that sets its tabs so
    /// (even in a way the reader does not list, `viewControllers = { … }()`), also the navigation
    /// controllers it keeps in its own properties and whose stacks its code sets
    /// (`private let ordersNavigationController = UINavigationController()`, then
    /// `ordersNavigationController.viewControllers = [orders]`): each is one of its tabs, with that
    /// root (``stackKeptInProperty(_:graph:makers:)``), set where the stack is set.
    static func controllersSetOnSelf(_ sources: [SourceFacts], graph: ClassGraph,
                                     makers: Makers) -> [String: [(reference: ControllerReference, location: SourceLocation)]] {
        var setOnSelf: [String: [(reference: ControllerReference, location: SourceLocation)]] = [:]
        var settingTabs: Set<String> = []
        for facts in sources {
            for call in facts.calls where call.kind == .setViewControllers && call.receiver == "self" {
                guard let type = call.enclosingType else { continue }
                settingTabs.insert(ClassGraph.plainName(type))
                setOnSelf[type, default: []] += call.shownControllers.map { ($0, call.location) }
            }
        }
        for facts in sources {
            for call in facts.calls where call.kind == .setViewControllers && call.receiver != "self" {
                guard let type = call.enclosingType else { continue }
                // The tabs another object sets on a tab bar controller of the app it keeps in a
                // property (a coordinator's `tabBarController.viewControllers = controllers`): that
                // class's tabs, wherever it is shown.
                if let held = tabBarKept(call, graph: graph) {
                    setOnSelf[held, default: []] += call.shownControllers.map { ($0, call.location) }
                    continue
                }
                guard graph.kind(of: type) == .tabBar,
                      graph.chain(of: type).appClasses.contains(where: settingTabs.contains),
                      let stack = stackKeptInProperty(call, graph: graph, makers: makers) else { continue }
                setOnSelf[type, default: []].append((stack, call.location))
            }
        }
        return setOnSelf
    }

    /// The tab bar controller class of the app that `call` sets the controllers of, when its
    /// receiver is a stored property of the calling type (or an app superclass) declared as one
    /// (`private let tabBarController: ShelfTabBarController`), in code that is no controller's
    /// own (a coordinator's); `nil` otherwise.
    static func tabBarKept(_ call: Call, graph: ClassGraph) -> String? {
        let name = call.receiver.hasPrefix("self.") ? String(call.receiver.dropFirst(5)) : call.receiver
        guard name.isPlainName, let type = call.enclosingType.map(ClassGraph.plainName), !graph.isViewController(type),
              !call.shownControllers.isEmpty,
              let declared = graph.storedProperty(name, in: [type] + graph.chain(of: type).appClasses)?.property.declaredType
                .map(ClassGraph.plainName),
              graph.isAppClass(declared), graph.kind(of: declared) == .tabBar else { return nil }
        return declared
    }

    /// The root a navigation controller class of the app sets on its own stack as it is made: in an
    /// initializer or `viewDidLoad` (`viewControllers = [MenuListController()]` after
    /// `super.init(nibName: nil, bundle: nil)`), by the class (plain name) or an app superclass.
    /// Only where every such call sets one app view controller class first: a class that sets
    /// different roots, or one the reader cannot type, has none.
    static func ownStackRoots(_ sources: [SourceFacts], graph: ClassGraph) -> [String: String] {
        var roots: [String: Set<String>] = [:]
        for facts in sources {
            for call in facts.calls where call.kind == .setViewControllers && call.receiver == "self" {
                guard let type = call.enclosingType.map(ClassGraph.plainName), graph.kind(of: type) == .navigation,
                      let function = call.enclosingFunction.flatMap(LifecycleMethod.init(function:)),
                      [.initializer, .viewDidLoad].contains(function) else { continue }
                let first = call.shownControllers.first
                let root = first.flatMap { $0.rootClass == nil && $0.factory == nil ? $0.className.map(ClassGraph.plainName) : nil }
                roots[type, default: []].insert(root ?? "")
            }
        }
        var found: [String: String] = [:]
        guard !roots.isEmpty else { return found }
        for cls in graph.records.keys where graph.kind(of: cls) == .navigation {
            let set = graph.chain(of: cls).appClasses.lazy.compactMap { roots[$0] }.first
            guard let set, set.count == 1, let root = set.first, graph.isAppClass(root), graph.kind(of: root) == .viewController else { continue }
            found[cls] = root
        }
        return found
    }

    /// The navigation controller class of the stored property `name` that `type` (or an app
    /// superclass) declares as one: by its type, or its initial value (`UINavigationController()`).
    static func navigationClass(ofProperty name: String, in type: String, graph: ClassGraph) -> String? {
        guard let property = graph.storedProperty(name, in: [ClassGraph.plainName(type)] + graph.chain(of: type).appClasses)?.property
        else { return nil }
        let constructed = property.initialValue.flatMap { value in
            value.firstIndex(of: "(").map { String(value[..<$0]) }
        }
        return [property.declaredType, constructed].compactMap({ $0.map(ClassGraph.plainName) })
            .first(where: { graph.kind(of: $0) == .navigation })
    }

    /// The navigation controller a property of the calling class holds, with the root `call` sets
    /// on its stack (`ordersNavigationController.viewControllers = [orders]`, `self.nav.setViewControllers
    /// ([Home()], animated: false)`), when the property is declared in the class or an app superclass
    /// as a navigation controller (by its type, or its initial value `UINavigationController()`) and
    /// the root's class is known (written, or made by a maker of one class).
    static func stackKeptInProperty(_ call: Call, graph: ClassGraph, makers: Makers) -> ControllerReference? {
        let name = call.receiver.hasPrefix("self.") ? String(call.receiver.dropFirst(5)) : call.receiver
        guard name.isPlainName, let type = call.enclosingType, let first = call.shownControllers.first else { return nil }
        guard let navigation = navigationClass(ofProperty: name, in: type, graph: graph) else { return nil }
        var root = first.rootClass == nil && first.factory == nil ? first.className : nil
        if root == nil, first.className == nil, first.factory == nil, let maker = first.maker, let made = makers.made(by: maker), made.root == nil {
            root = made.className
        }
        guard let root, graph.isViewController(ClassGraph.plainName(root)), graph.kind(of: ClassGraph.plainName(root)) == .viewController
        else { return nil }
        return ControllerReference(className: navigation, rootClass: root)
    }

    /// The controllers a tab bar controller class (or its app superclass) sets on itself in code
    /// (`viewControllers = […]`, `setViewControllers`), with where each call is written.
    func tabsSetInCode(by cls: String) -> [(reference: ControllerReference, location: SourceLocation)] {
        // In file order, as the calls are (each class's own in order): the order of the owned files.
        graph.chain(of: cls).appClasses.flatMap { setOnSelf[$0] ?? [] }.sorted { $0.location < $1.location }
    }

    /// The screen of a controller reference set up in code: an app view controller, or the app view
    /// controller at the root of a navigation controller made with `rootViewController:`.
    func screen(shownBy reference: ControllerReference, at location: SourceLocation,
                        tab: (cls: String, answers: ClassAnswers)?) -> Screen? {
        var reference = reference
        if let factory = reference.factory, let made = ScreenBuilder.made(by: factory, factories) {
            reference = ControllerReference(className: made, rootClass: nil)
        }
        if let factory = reference.factory {
            switch ScreenBuilder.wrapping(factory, factories, graph) {
            case .container(let wrapper):
                reference = ControllerReference(className: wrapper, rootClass: reference.rootClass)
            case .unknown(let why):
                // The wrapped controller is a screen whose container is not known.
                guard let root = reference.rootClass.map(ClassGraph.plainName), graph.isAppClass(root),
                      graph.kind(of: root) == .viewController, graph.systemAncestor(of: root)?.name != SwiftUIMember.hostingController.swiftName
                else { return nil }
                var screen = Screen(app: app.name, controller: controller(root), location: graph.records[root]?.location ?? location,
                                    navigation: nil, tabBarClass: tab?.cls, tabBarAnswers: tab?.answers, origin: .code(location))
                screen.unknownContext = why
                return screen
            }
        }
        guard let top = reference.className.map(ClassGraph.plainName) else { return nil }
        var shown = top
        var navigation: NavigationContext?
        switch graph.kind(of: top) {
        case .navigation?:
            // Made without a root: the one its class sets on its own stack, if any.
            guard let root = reference.rootClass.map(ClassGraph.plainName) ?? ownStackRoots[top] else { return nil }
            navigation = NavigationContext(controller: controller(top), location: location)
            shown = root
        case .viewController?:
            guard reference.rootClass == nil else { return nil }
        default:
            return nil
        }
        // A `UIHostingController` subclass is a screen like any controller: its overrides decide, and
        // ``SwiftUIScreens`` completes it with its root view.
        guard graph.isAppClass(shown), graph.kind(of: shown) == .viewController else { return nil }
        return Screen(app: app.name, controller: controller(shown), location: graph.records[shown]?.location ?? location,
                      navigation: navigation, tabBarClass: tab?.cls, tabBarAnswers: tab?.answers, origin: .code(location))
    }

    /// A screen's place: its class and what decides around it (container, bar, tab bar,
    /// presentation and presenter, whether the context is known). Two entries of a class are two
    /// places only when one of these differs.
    static func placeKey(_ s: Screen) -> String { "\(s.controller.className)|\(s.identity.place)" }

    /// The storyboard scene (`file#id`) a call shows when the shown controller was loaded from a
    /// storyboard (by identifier, or as a storyboard's initial controller), if the scene is found.
    func storyboardTop(shownBy call: Call) -> SceneReference? {
        storyboardTop(named: call.presentedStoryboardName, identifier: call.presentedStoryboardIdentifier)
    }

    /// An identifier's letters and digits, lowercased.
    static func looseIdentifier(_ identifier: String) -> String {
        String(identifier.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The scene (`file#id`) a load of the storyboard `name` (any, when not known) gives: the one of
    /// `identifier`, else its initial controller; `nil` when neither is known or found. An identifier
    /// no scene has exactly is then matched by its letters and digits, whatever their case (one made
    /// from a generated accessor's name: SwiftGen's `urlSettings` for `URLSettings`).
    func storyboardTop(named name: String?, identifier: String?) -> SceneReference? {
        guard identifier != nil || name != nil else { return nil }
        let storyboards = documents.filter { doc in
            doc.kind == .storyboard && !doc.isLaunchScreen && app.owns(doc.file) && (name == nil || ScreenBuilder.storyboardName(of: doc) == name)
        }
        guard let identifier else {
            return storyboards.lazy.compactMap { doc in doc.initialControllerID.map { SceneReference(file: doc.file, id: $0) } }.first
        }
        let loose = Self.looseIdentifier(identifier)
        for matches in [{ $0 == identifier }, { Self.looseIdentifier($0) == loose }] as [(String) -> Bool] {
            for doc in storyboards {
                if let c = doc.controllers.first(where: { $0.storyboardIdentifier.map(matches) == true }) { return SceneReference(file: doc.file, id: c.id) }
            }
        }
        return nil
    }

    /// The `modalPresentationStyle` every storyboard scene of class `cls` sets (in the app's
    /// storyboards), when there is at least one and all set the same; `nil` otherwise.
    func sceneStyle(ofClass cls: String) -> ModalPresentationStyle? { sceneStyles[ClassGraph.plainName(cls)] }

    /// ``sceneStyles``: for each custom class of the scenes of `storyboards`, the style its scenes
    /// set when every one sets the same.
    private static func sceneStyles(_ storyboards: [IBDocument]) -> [String: ModalPresentationStyle] {
        var styles: [String: ModalPresentationStyle?] = [:]
        for doc in storyboards {
            for c in doc.controllers {
                guard let name = c.customClass else { continue }
                let style = c.modalPresentationStyle.flatMap(ModalPresentationStyle.init)
                if let seen = styles[name] {
                    if seen != style { styles[name] = .some(nil) }
                } else {
                    styles[name] = .some(style)  // (`= style` would remove the key when it is `nil`)
                }
            }
        }
        return styles.compactMapValues { $0 }
    }

    func topController(_ scene: SceneReference) -> IBController? {
        documents.first { $0.file == scene.file }?.controller(withID: scene.id)
    }

    /// The presentation styles the presented controller may have: set on the presented local in the
    /// same function (or by a method of the app called on it, one style per branch of the method),
    /// else on the class itself. One style, or several (each a possibility, in the order written).
    /// `scene`: the top of the storyboard chain the call loads, whose own `modalPresentationStyle`
    /// applies when the call presents it as loaded (not wrapped in a navigation controller it makes)
    /// and the code does not set one (the class's code runs after the scene is decoded).
    func presentationStyles(of call: Call, in facts: SourceFacts, shownClass: String, scene: IBController? = nil) -> [ModalPresentationStyle] {
        // A library's presenting method sets its own style after whatever the caller set.
        if call.kind == .present, let key = call.identifier, let library = libraryPresenters[key] { return [library.style] }
        let set = assignments(.modalPresentationStyle, of: call, in: facts, shownClass: shownClass)
        let styles = set.compactMap(ModalPresentationStyle.init(setBy:))
        if !styles.isEmpty, styles.count == set.count { return styles.reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
        if let own = answers.answers(for: shownClass).presentationStyle { return [own] }
        if call.rootClass == nil, let written = scene?.modalPresentationStyle, let style = ModalPresentationStyle(written) {
            return [style]
        }
        // A class with a storyboard scene is made from it (its outlets need it), however the code
        // loads it (`SyncConflictAlert.instantiateFromStoryboard()`, a helper that names the storyboard
        // and identifier after the class): the style its scenes set, when every one sets the same.
        if call.rootClass == nil, scene == nil, let style = sceneStyle(ofClass: shownClass) { return [style] }
        if let usual = graph.systemAncestor(of: shownClass)?.usualPresentation { return [usual] }
        return [.automatic]
    }

    /// The detents UIKit code gives the presented controller's sheet before `call` shows it
    /// (`nav.sheetPresentationController?.detents = [.medium(), .large()]`): the one it opens at, and
    /// the large one as another place when it opens smaller but offers it (the user drags it there).
    /// A list the audit does not read leaves the large detent.
    func setSheetDetents(_ presentation: inout PresentationContext?, of call: Call, in facts: SourceFacts, shownClass: String) {
        guard presentation != nil, let set = assignments(.sheetDetents, of: call, in: facts, shownClass: shownClass).last else { return }
        presentation?.setDetents(setBy: set)
    }

    /// Why the presentation style is not known: set on the presented local (or by a method of the
    /// app called on it) to a value the audit does not resolve (`count == 0 ? .fullScreen :
    /// .automatic`, a variable); `nil` when every style set there is one case, or nothing sets it there.
    func unresolvedStyle(of call: Call, in facts: SourceFacts, shownClass: String) -> String? {
        for a in assignments(.modalPresentationStyle, of: call, in: facts, shownClass: shownClass) {
            if ModalPresentationStyle(setBy: a) != nil { continue }
            return "presented with modalPresentationStyle set to '\(a.valueText)' at \(a.location), a value the audit does not resolve"
        }
        return nil
    }

    /// What sets `property` on the presented controller before `call` shows it: the assignment on
    /// the presented local (``presentedAssignment(_:of:in:shownClass:)``), or, when a method of the
    /// app called on the local comes after it, what that method sets on its own controller
    /// (``setByMethod(_:of:in:shownClass:)``). Empty when nothing there sets it.
    func assignments(_ property: WatchedProperty, of call: Call, in facts: SourceFacts, shownClass: String) -> [Assignment] {
        let local = Self.presentedAssignment(property, of: call, in: facts, shownClass: shownClass)
        if let method = setByMethod(property, of: call, in: facts, shownClass: shownClass),
           local.map({ $0.location < method.call }) ?? true {
            return method.assignments
        }
        return local.map { [Self.resolvingParameter($0, passed: call.passedArguments)] } ?? []
    }

    /// An assignment of a parameter of the function (`navigationController.modalPresentationStyle =
    /// style`) made where the audit follows a caller of that function (`passed`: the caller's
    /// arguments, empty elsewhere): the value the caller passes, else the parameter's default.
    static func resolvingParameter(_ a: Assignment, passed: [Call.PassedArgument]) -> Assignment {
        guard let key = a.valueParameter, !passed.isEmpty else { return a }
        var resolved = a
        if let argument = passed.first(where: { $0.key == key }) {
            resolved.value = argument.value
        } else if let value = a.parameterDefault {
            resolved.value = value
        }
        return resolved
    }

    /// What a method of the app sets `property` to on its own controller, when the code calls it on
    /// the presented local before showing it (`vc.configureAsModal()`, whose `extension
    /// UIViewController` body sets `modalPresentationStyle = .formSheet` on `self`): the last such
    /// call whose method sets it, with its assignments in the order written (one per branch), found
    /// in the local's class, its app superclasses and the UIKit classes they descend from.
    func setByMethod(_ property: WatchedProperty, of call: Call, in facts: SourceFacts, shownClass: String) -> (call: SourceLocation, assignments: [Assignment])? {
        guard let local = call.argumentText else { return nil }
        var methodCalls = facts.calls.filter { c in
            c.kind == .callsOnController && c.receiver == local && c.enclosingType == call.enclosingType
                && c.enclosingFunction == call.enclosingFunction && c.location < call.location
        }
        guard !methodCalls.isEmpty else { return nil }
        if let start = Self.previousShow(of: call, in: facts) { methodCalls.removeAll { $0.location < start } }
        for methodCall in methodCalls.reversed() {
            guard let method = methodCall.identifier else { continue }
            for cls in graph.lineage(of: methodCall.presentedClass ?? shownClass) {
                let set = graph.selfAssignments[cls]?.filter { $0.watched == property && $0.enclosingFunction == method } ?? []
                if !set.isEmpty { return (methodCall.location, set) }
            }
        }
        return nil
    }

    /// Where the previous call of the function that shows a local of the same name as `call` is,
    /// when it starts a new value (``presentedAssignment(_:of:in:shownClass:)``).
    static func previousShow(of call: Call, in facts: SourceFacts) -> SourceLocation? {
        facts.calls.filter {
            $0.kind.showsController && $0.enclosingType == call.enclosingType
                && $0.enclosingFunction == call.enclosingFunction
                && $0.argumentText == call.argumentText && $0.location < call.location
                && ($0.presentedClass == nil || $0.presentedClass != call.presentedClass || $0.rootClass != call.rootClass)
        }.map(\.location).max()
    }

    /// The assignment of `property` to the presented controller in the function that presents it:
    /// on the local presented (`vc.modalPresentationStyle = …; present(vc, …)`), else on another
    /// name holding a controller of the presented class in the same function (an alias, such as a
    /// stored property the local was copied to).
    ///
    /// Only assignments written before the call and after the previous call that shows a local of
    /// the same name in the function count: locals of the same name in different `switch` cases
    /// (or branches) are different values, and an assignment after `present` comes too late. None
    /// counts for a controller made in the call itself (`present(UINavigationController(rootViewController:
    /// viewer), …)`): it is new there.
    /// (Static: it reads only the file's facts; `statusbar explain --screen` finds the same line with it.)
    static func presentedAssignment(_ property: WatchedProperty, of call: Call, in facts: SourceFacts, shownClass: String) -> Assignment? {
        if let argument = call.argumentText, argument.contains("(") { return nil }
        // A show of the same local before the call starts a new value (locals of one name in two
        // `switch` cases), unless it shows the same known class: then it is the same value shown in
        // another branch (`vc.modalPresentationStyle = .fullScreen` before an `if` whose branches
        // both present `vc`).
        let previous = previousShow(of: call, in: facts)
        let candidates = assignments(property, madeIn: call.enclosingType, call.enclosingFunction, before: call.location, in: facts)
            .filter { a in previous.map { $0 < a.location } ?? true }
        return candidates.last { $0.controller == call.argumentText }
            ?? candidates.last { $0.target != .ownController && $0.controllerClass.map(ClassGraph.plainName) == shownClass }
    }

    /// The assignments of `property` made in a function (`type`, `function`) before `location`, in order.
    static func assignments(_ property: WatchedProperty, madeIn type: String?, _ function: String?, before location: SourceLocation,
                            in facts: SourceFacts) -> [Assignment] {
        facts.assignments.filter { a in
            a.watched == property && a.enclosingType == type && a.enclosingFunction == function && a.location < location
        }
    }

    func capture(of call: Call, in facts: SourceFacts, shownClass: String) -> Bool {
        if call.kind == .present, let key = call.identifier, let library = libraryPresenters[key] { return library.captures }
        let set = assignments(.modalPresentationCapturesStatusBarAppearance, of: call, in: facts, shownClass: shownClass)
        if set.count == 1, case .bool(let b) = set[0].value { return b }
        return answers.answers(for: shownClass).captures ?? false
    }
}

/// A binary min-heap of indices: the ready calls of ``ScreenBuilder/ShownInCode``, smallest first.
struct IndexHeap {
    private var items: [Int] = []

    mutating func push(_ value: Int) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMin() -> Int? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        guard !items.isEmpty else { return first }
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count, items[left] < items[smallest] { smallest = left }
            if right < items.count, items[right] < items[smallest] { smallest = right }
            guard smallest != parent else { return first }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }
}

extension FactoryCall {
    /// The factory as the call writes it: `Themes.navigation`, `makeNav`.
    var written: String { (typeName.map { "\($0)." } ?? "") + (name ?? "") }
}

extension ModalPresentationStyle {
    /// The style an assignment of `modalPresentationStyle` sets when it is one case (`.formSheet`);
    /// `nil` for any other value (a variable, a ternary).
    init?(setBy assignment: Assignment) {
        guard case .enumCase(let name) = assignment.value else { return nil }
        self.init(rawValue: name)
    }

    /// The style a storyboard scene or segue writes.
    init?(_ written: IBModalPresentationStyle) { self.init(rawValue: written.rawValue) }
}
