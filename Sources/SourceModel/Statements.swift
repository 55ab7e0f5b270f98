/// A value as written in source, read into a form the audit can use.
package enum ParsedValue: Sendable, Hashable, Codable {
    /// An enum case, its name made current (`overFullScreen`, `black`, `lightContent`, `dark`;
    /// Swift 2 `.OverFullScreen` reads `overFullScreen`).
    case enumCase(String)
    case bool(Bool)
    case number(Double)
    case color(ColorValue)
    /// Anything else (a variable, a call, an expression).
    case other
}

/// A color as written in source.
package enum ColorValue: Sendable, Hashable, Codable {
    /// A system or standard color: `systemBackground`, `white`, `clear`, `label`
    /// (from `.white`, `UIColor.white`, Swift 2 `UIColor.whiteColor()`, `[UIColor whiteColor]`).
    case system(String)
    /// A color from the asset catalog: `UIColor(named: "Card")`.
    case named(String)
    /// Literal components between 0 and 1, from `UIColor(red:green:blue:alpha:)`,
    /// `UIColor(displayP3Red:…)` or `#colorLiteral(red:green:blue:alpha:)`; simple arithmetic
    /// of literals (`18/255`) is evaluated.
    case rgb(red: Double, green: Double, blue: Double, alpha: Double)
    /// Literal components from `UIColor(white:alpha:)`.
    case white(Double, alpha: Double)
    /// A hex string passed to a project's own initializer (`UIColor(hex: "#1B1B1F")`).
    case hex(String)
}

/// A controller whose class the reader could tell from how it was created
/// (`FeedViewController()`, `… as! FeedViewController`,
/// `UINavigationController(rootViewController: FeedViewController())`).
package struct ControllerReference: Sendable, Hashable, Codable {
    /// The class, when known.
    package var className: String?
    /// The root's class, for a navigation controller created with `rootViewController:`.
    package var rootClass: String?
    /// The storyboard identifier it was instantiated with (`instantiateViewController(withIdentifier:)`).
    package var storyboardIdentifier: String?
    /// The factory that wrapped ``rootClass`` (`makeNav(for: HomeViewController())`), when the
    /// wrapper is made by a function or closure rather than written in place: ``className`` is then
    /// `nil` until the audit reads the factory.
    package var factory: FactoryCall? = nil
    /// For a window's root of no class written there: the function or computed property of the app
    /// that made it (`let lock = passwordViewController(); lockWindow.rootViewController = lock`),
    /// which the audit reads (``Call/presentedMaker``).
    package var maker: MakerCall? = nil

    package init(className: String?, rootClass: String? = nil, storyboardIdentifier: String? = nil, factory: FactoryCall? = nil,
                 maker: MakerCall? = nil) {
        self.className = className
        self.rootClass = rootClass
        self.storyboardIdentifier = storyboardIdentifier
        self.factory = factory
        self.maker = maker
    }
}

/// A call of a function or closure that may wrap a controller in a container
/// (`makeNav(for: HomeViewController())`, `Themes.navigation(for: vc)`, `[self navigationWithRoot:vc]`,
/// `tabs.map { makeNav(for: $0) }`): the audit reads the factory (``ControllerFactory``) to know the container.
package struct FactoryCall: Sendable, Hashable, Codable {
    /// The function's base name (`makeNav`; Objective-C: the selector, `navigationWithRoot:`), or
    /// `nil` when the code that wraps the controller is not a call the reader could name (a `map`
    /// closure that does something else): the container is then unknown.
    package var name: String?
    /// The type written before the name (`Themes` in `Themes.navigation(for:)`), if any.
    package var typeName: String?
    /// The position of the argument that holds the wrapped controller.
    package var argumentIndex: Int

    package init(name: String?, typeName: String? = nil, argumentIndex: Int = 0) {
        self.name = name
        self.typeName = typeName
        self.argumentIndex = argumentIndex
    }
}

/// A use of a function or a computed property that may make a controller of its own
/// (`RootModal.send.viewController`, `router.makeSettings()`, Objective-C `self.playerViewController`
/// read through a lazy getter): the audit reads the maker (``ControllerFactory/made``) to know the class.
package struct MakerCall: Sendable, Hashable, Codable {
    /// The function's or property's name (Objective-C: the selector).
    package var name: String
    /// The type the maker is looked for in: the type written before the name (`Screens` in
    /// `Screens.makeSettings()`, `WalletSheet` in `WalletSheet.pay.controller`), the declared type of
    /// the name before it (`sheet.controller` for a parameter `sheet: WalletSheet`), or the type
    /// being read for a use on `self` or without a base.
    package var typeName: String
    /// Written without a base (`makeSettings()`): a global function may be the maker too.
    package var withoutBase: Bool

    package init(name: String, typeName: String, withoutBase: Bool = false) {
        self.name = name
        self.typeName = typeName
        self.withoutBase = withoutBase
    }

    /// UIKit's properties and methods that give a controller: a use of one of these names is
    /// UIKit's, not the app's maker.
    package static let uikitNames: Set<String> = [
        "rootViewController", "topViewController", "visibleViewController", "presentedViewController",
        "presentingViewController", "selectedViewController", "navigationController", "tabBarController",
        "splitViewController", "parent", "parentViewController", "viewControllers", "children",
        "childViewControllers", "moreNavigationController", "popoverPresentationController",
        "presentationController", "sheetPresentationController", "childForStatusBarStyle", "childForStatusBarHidden",
        "childViewControllerForStatusBarStyle", "childViewControllerForStatusBarHidden",
    ]
}

/// A function, computed property or closure held by a name that returns a controller: a container
/// made around one of its parameters (`func makeNav(for vc: UIViewController) -> UINavigationController { ThemedNav(rootViewController: vc) }`),
/// or a controller it makes itself (`var viewController: UIViewController? { switch self { case .send: return SendViewController() … } }`).
/// Recorded when one of its returns wraps a parameter or makes a controller of a known class;
/// every return is kept, read or not (a `return nil` is none: nothing is shown then).
package struct ControllerFactory: Sendable, Hashable, Codable {
    /// What one `return` (or a single-expression body) gives.
    package struct Result: Sendable, Hashable, Codable {
        /// The container's class (`ThemedNav`), `nil` when the returned value could not be read.
        package var wrapperClass: String?
        /// The position of the parameter given as its root (`rootViewController:`), if one is.
        package var wrappedParameter: Int?
        /// The root's class when the return makes a navigation controller around a controller of
        /// its own (`UINavigationController(rootViewController: SettingsViewController())`).
        package var madeRoot: String? = nil
        /// The maker whose controller the return gives, when it gives another maker's
        /// (`return [self analyseVCFromLinkStr:link analyseMethod:m isNewVC:nil];`).
        package var maker: MakerCall? = nil
        /// The storyboard the returned controller is loaded from, when the return gives a load
        /// (`return rootNavigation` after `let rootNavigation = storyboard.instantiateInitialViewController()`):
        /// its initial controller when no ``storyboardIdentifier`` is given.
        package var storyboardName: String? = nil
        /// The storyboard identifier the returned controller is instantiated with, when known.
        package var storyboardIdentifier: String? = nil

        package init(wrapperClass: String?, wrappedParameter: Int?, madeRoot: String? = nil, maker: MakerCall? = nil,
                     storyboardName: String? = nil, storyboardIdentifier: String? = nil) {
            self.wrapperClass = wrapperClass
            self.wrappedParameter = wrappedParameter
            self.madeRoot = madeRoot
            self.maker = maker
            self.storyboardName = storyboardName
            self.storyboardIdentifier = storyboardIdentifier
        }
    }

    /// The function's base name (Objective-C: its selector), or the name holding the closure.
    package var name: String
    package var enclosingType: String?
    /// Every return, in source order.
    package var returns: [Result]
    /// Where the name is written.
    package var location: SourceLocation
    package var language: SourceLanguage

    package init(name: String, enclosingType: String?, returns: [Result], location: SourceLocation, language: SourceLanguage) {
        self.name = name
        self.enclosingType = enclosingType
        self.returns = returns
        self.location = location
        self.language = language
    }

    /// The container class and the wrapped parameter, when every return makes the same class
    /// around the same parameter; `nil` otherwise (several classes, a return not read).
    package var wrapping: (wrapperClass: String, parameter: Int)? {
        guard let first = returns.first, let cls = first.wrapperClass, let parameter = first.wrappedParameter,
              returns.allSatisfy({ $0 == first }) else { return nil }
        return (cls, parameter)
    }

    /// The class (and the root, for a navigation controller made with one) every return makes
    /// without wrapping a parameter; `nil` otherwise (a return not read, several classes, a wrapper).
    package var made: (className: String, root: String?)? {
        guard let first = returns.first, let cls = first.wrapperClass, first.wrappedParameter == nil,
              returns.allSatisfy({ $0 == first }) else { return nil }
        return (cls, first.madeRoot)
    }

    /// The returns that make a known class without wrapping a parameter (the class and its root),
    /// or give another maker's controller (the maker), when every return does: a link's router
    /// returning one of several controllers, or handing the link to the method that does; `nil`
    /// otherwise.
    package var madeOrDelegated: [Result]? {
        guard !returns.isEmpty,
              returns.allSatisfy({ $0.wrappedParameter == nil && ($0.wrapperClass != nil || $0.maker != nil) }) else { return nil }
        return returns
    }
}

/// Which methods of its own class a method calls, and which methods are used otherwise: what
/// `missing-appearance-update` needs to tell a method called only while a controller is set up
/// (from `viewDidLoad`, say) from one called later.
package struct MethodCalls: Sendable, Hashable, Codable {
    /// A direct call of a method on `self`, outside any closure or block: `configure()`,
    /// `self.configure()`, `[self configure]`.
    package struct Direct: Sendable, Hashable, Codable {
        /// The type whose method makes the call.
        package var enclosingType: String
        /// The calling method (Swift: its base name; Objective-C: its selector).
        package var caller: String
        /// The called method (Swift: its base name; Objective-C: its selector).
        package var callee: String

        package init(enclosingType: String, caller: String, callee: String) {
            self.enclosingType = enclosingType
            self.caller = caller
            self.callee = callee
        }
    }

    /// The direct calls, once each, in source order.
    package var direct: [Direct]
    /// Names of methods used any other way in the file, sorted, once each: called inside a closure
    /// or a block, called on another receiver, named by a selector (`#selector(refresh)`,
    /// `@selector(refresh)`), or passed as a value.
    package var otherUses: [String]
    /// Calls of a method on `self` made inside a closure or a block of the calling method (an
    /// animation block, a completion), once each, in source order; their names are in `otherUses` too.
    package var inClosures: [Direct]
    /// The lifecycle methods a type overrides without calling its superclass's (an `override func
    /// viewWillAppear(_:)` that never calls `super.viewWillAppear`), once each, in source order: the
    /// caller is the method (Swift: its base name; Objective-C: its selector), the callee `super`.
    /// What the superclasses do in that method does not run for the type.
    package var withoutSuper: [Direct]

    package init(direct: [Direct] = [], otherUses: [String] = [], inClosures: [Direct] = [], withoutSuper: [Direct] = []) {
        self.direct = direct
        self.otherUses = otherUses
        self.inClosures = inClosures
        self.withoutSuper = withoutSuper
    }

    package var isEmpty: Bool { direct.isEmpty && otherUses.isEmpty && inClosures.isEmpty && withoutSuper.isEmpty }
}

/// Whether code runs inside an animation block, as far as the closures and blocks around it say:
/// the innermost closure or block decides.
package enum AnimationBlock: String, Sendable, Hashable, Codable, CaseIterable {
    /// In no closure or block of its function, or in one that runs after an animation or without
    /// one: the `completion` of an animation, `addCompletion`, `UIView.performWithoutAnimation`.
    case outside
    /// In the animations closure of an animation: `UIView.animate(…)` (every overload, trailing or
    /// `animations:`), `animateKeyframes`, `addKeyframe`, `UIView.transition(…, animations:)`,
    /// `UIViewPropertyAnimator(…, animations:)`, `runningPropertyAnimator`, `addAnimations`, a
    /// transition coordinator's `animate(alongsideTransition:)`; Objective-C `animations:` blocks
    /// (`animateWithDuration:animations:` and its variants), `addAnimations:`,
    /// `animateAlongsideTransition:completion:`. Any block given as `animations:` counts, so an
    /// app's own helper taking one does too.
    case inside
    /// In another closure or block (`DispatchQueue.main.async`, a helper of the app's that may
    /// animate): the reader cannot tell.
    case unknown
}

/// What an assignment is made on, as the recorder's ``FactsRecorder/classify(memberName:receiver:)``
/// left it in ``Assignment/controller`` and ``Assignment/receiver``: read here once, so that no
/// rule or model step matches those texts itself.
package enum AssignmentTarget: Sendable, Hashable {
    /// `UINavigationBar.appearance()` (or `appearance(whenContainedInInstancesOf:)`): every bar of the app.
    case appearanceProxy
    /// A window (`window.overrideUserInterfaceStyle`, `self.window?.…`): every screen of the window.
    case window
    /// The controller whose code it is (`self`, written or implicit).
    case ownController
    /// The navigation controller of a controller (`self.navigationController`, `vc.navigationController`).
    case navigationController
    /// Another controller, named as written (`vc`, `nav`, `self.child`).
    case named(String)
}

/// An assignment the audit cares about (or a setter call standing for one).
package struct Assignment: Sendable, Hashable, Codable {
    /// The property: a watched UIKit property (``WatchedProperty``), or the name of a stored
    /// property that an answer reads.
    package var property: AssignedProperty
    /// The expression the last member is read from, as written without `?`/`!`
    /// (`self` when implicit): `vc`, `nav.navigationBar`, `navigationController.navigationBar`.
    package var receiver: String
    /// The controller the property belongs to (`nav` for `nav.navigationBar.barStyle`,
    /// `vc` for `vc.view.backgroundColor`; `self` when implicit).
    package var controller: String
    /// The controller's class when it is a local constant created in the same function
    /// (`let vc = PlayerViewController()`), or a property of the type created the same way.
    package var controllerClass: String?
    /// For a navigation controller created with `rootViewController:`, the root's class.
    package var controllerRootClass: String?
    /// The storyboard identifier the controller was instantiated with, when it is a local
    /// created by `instantiateViewController(withIdentifier: "X")` (with or without a cast).
    package var controllerStoryboardIdentifier: String?
    /// The value as written.
    package var valueText: String
    package var value: ParsedValue
    /// For `rootViewController`: the assigned controller, as far as it is known.
    package var assignedController: ControllerReference?
    /// True when the assignment is a setter call (`setNavigationBarHidden(true, animated: false)`)
    /// or a `toggle()`.
    package var viaCall: Bool
    /// Where the property's (last) name is written.
    package var location: SourceLocation
    package var enclosingType: String?
    package var enclosingFunction: String?
    package var language: SourceLanguage
    /// Whether it is made inside an animation block (``AnimationBlock``): a property observer that
    /// calls `setNeedsStatusBarAppearanceUpdate()` runs where the assignment is.
    package var animationBlock: AnimationBlock = .outside
    /// The value is a parameter of the enclosing function (`navigationController.modalPresentationStyle
    /// = style`): its key, as ``Call/shownParameter``, and its default value when it has one
    /// (`style: UIModalPresentationStyle = .automatic`). The audit resolves it where it follows a
    /// caller of the function (``Call/passedArguments``); elsewhere ``value`` stays as read.
    package var valueParameter: String? = nil
    package var parameterDefault: ParsedValue? = nil

    /// What it is made on (``AssignmentTarget``).
    package var target: AssignmentTarget {
        if controller.hasPrefix("UINavigationBar.appearance") || receiver.hasPrefix("UINavigationBar.appearance") { return .appearanceProxy }
        if Self.namesWindow(receiver) { return .window }
        if controller == "self" { return .ownController }
        if controller.split(separator: ".").last == "navigationController" { return .navigationController }
        return .named(controller)
    }

    /// A receiver that is a window: `window`, `self.mainWindow?`, `UIApplication.shared.windows.first`.
    static func namesWindow(_ receiver: String) -> Bool {
        let text = windowReceiverText(receiver)
        return text.hasSuffix("window") || text.hasSuffix("windows.first") || text.hasSuffix("windows.last")
    }

    /// A receiver that names the main window: `window`, `self.window`, `view.window`,
    /// `appDelegate.window`, `UIApplication.shared.keyWindow`, `windows.first` (not a window
    /// named for a purpose, `lockWindow`, nor another object's `toastWindow`).
    package static func namesMainWindow(_ receiver: String) -> Bool {
        let text = windowReceiverText(receiver)
        let last = text.split(separator: ".").last.map(String.init) ?? text
        return ["window", "_window", "keywindow"].contains(last) || text.hasSuffix("windows.first")
    }

    /// A receiver as the window tests compare it: lowercased, its trailing `?` and `!` dropped.
    package static func windowReceiverText(_ receiver: String) -> String {
        var text = receiver.lowercased()
        while let last = text.last, last == "?" || last == "!" { text.removeLast() }
        return text
    }

    /// True for the appearance proxy of the bars inside some containers only
    /// (`appearance(whenContainedInInstancesOf:)`), which the audit
    /// does not tell apart from other bars.
    package var isContainedAppearanceProxy: Bool {
        target == .appearanceProxy && (receiver.contains("whenContainedIn") || controller.contains("whenContainedIn"))
    }

    package init(
        property: AssignedProperty, receiver: String, controller: String, controllerClass: String? = nil,
        controllerRootClass: String? = nil, controllerStoryboardIdentifier: String? = nil, valueText: String,
        value: ParsedValue,
        assignedController: ControllerReference? = nil, viaCall: Bool = false,
        location: SourceLocation, enclosingType: String?, enclosingFunction: String?, language: SourceLanguage
    ) {
        self.property = property
        self.receiver = receiver
        self.controller = controller
        self.controllerClass = controllerClass
        self.controllerRootClass = controllerRootClass
        self.controllerStoryboardIdentifier = controllerStoryboardIdentifier
        self.valueText = valueText
        self.value = value
        self.assignedController = assignedController
        self.viaCall = viaCall
        self.location = location
        self.enclosingType = enclosingType
        self.enclosingFunction = enclosingFunction
        self.language = language
    }
}

extension Assignment {
    /// The watched property assigned, if it is one.
    package var watched: WatchedProperty? {
        if case .watched(let property) = property { return property }
        return nil
    }
}

/// A call the audit cares about.
package struct Call: Sendable, Hashable, Codable {
    /// Which call.
    package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case setNeedsStatusBarAppearanceUpdate
        /// `present(_:animated:completion:)` (Swift 2: `presentViewController`).
        case present
        case pushViewController
        /// `show(_:sender:)` and `showDetailViewController(_:sender:)`.
        case show
        /// `setViewControllers(_:animated:)`, and `viewControllers = […]` on a container.
        case setViewControllers
        case setNavigationBarHidden
        /// `instantiateViewController(withIdentifier:)` (also `identifier:`, and
        /// `instantiateInitialViewController()` with no identifier).
        case instantiateViewController
        /// Something covers the controller's root view, so its background is not what lies under
        /// the bar: a subview inserted at the bottom of `view` (`view.insertSubview(x, at: 0)`,
        /// `[self.view insertSubview:x atIndex:0]`), or a blur applied to it (`view.blur(…)`, a
        /// method of `view` whose name says blur).
        case coversRootView
        /// A navigation bar made transparent: an empty background image
        /// (`navigationBar.setBackgroundImage(UIImage(), for: .default)`, on a bar or on
        /// `UINavigationBar.appearance()`), so what lies under the bar shows through it.
        case clearsNavigationBarBackground
        /// A navigation bar given a background image that is not empty (`setBackgroundImage(image,
        /// for: .default)` on a bar or on `UINavigationBar.appearance()`): what lies under the bar is
        /// that image, which the audit does not read.
        case setsNavigationBarBackgroundImage
        /// `addChild(_:)` (Swift 4.1 and before: `addChildViewController(_:)`; Objective-C
        /// `addChildViewController:`): the receiver becomes a container of the controller added,
        /// whose class is ``Call/presentedClass`` when known.
        case addChild
        /// An object of the app's own type made with the controller whose code makes it, or with
        /// that controller's navigation controller (`AddItemCoordinator(navigationController:
        /// navigationController)`, `SearchDataSource(viewController: self)`, `[[Helper alloc]
        /// initWithNavigationController:self.navigationController]`): one call per such argument,
        /// ``presentedClass`` the type made, ``receiver`` what is handed (``handed``), ``argumentText``
        /// the argument's label. An argument labelled as a navigation controller that is neither
        /// (`navigationController: nav`) is recorded too, so that the audit knows the object may hold another.
        case handsController
        /// A method called on a local that holds a controller the code makes (`vc.configureAsModal()`,
        /// `[vc configureAsSheet]`), none of UIKit's calls above: ``identifier`` the method's name
        /// (Swift: its base name; Objective-C: its selector), ``receiver`` the local,
        /// ``presentedClass`` the local's class. A method of the app that sets its own controller's
        /// presentation (`modalPresentationStyle = .formSheet` on `self`) sets the shown local's.
        case callsOnController
        /// A method of the app given a controller the function makes as an argument
        /// (`modalDelegate.presentModal(viewController: nav, animated: true)`, `[BaseViewController
        /// presentVC:vc]`): ``identifier`` the method's name and the argument's key
        /// (`presentModal:viewController`; Swift: the label, `_` for none; Objective-C: the selector
        /// and the argument's index, `presentVC::0`), ``argumentText`` the local, ``presentedClass``
        /// and ``rootClass`` what it holds. A method of the app whose code shows its parameter of that
        /// key (``shownParameter``) shows the local.
        case passesController
        /// A plain `UISplitViewController` made in code (`UISplitViewController()`,
        /// `UISplitViewController(style: .doubleColumn)`, `[[UISplitViewController alloc] init]`,
        /// `[UISplitViewController new]`): a split view that decides for its columns (R5: its
        /// `childForStatusBarStyle` is `nil`). Recorded where it is made; no other field.
        case makesSplitView
        /// A method called with the caller itself as an argument (`viewModel.tableView(tableView,
        /// in: self, didSelectRowAt: indexPath)`, `[helper openFileFrom:self]`), none of UIKit's
        /// calls above: ``identifier`` the method's name and the argument's key, as for
        /// ``passesController`` (`tableView:in`; Objective-C: `openFileFrom::0`). A method of an
        /// object of the app that shows from that parameter (``receiverParameter``) shows from the caller.
        case handsSelf
        /// A local holding a controller the function makes, kept in a stored property of the type
        /// being read (`navigationController = submissionNavigationController`, `self.flow = nav`):
        /// ``receiver`` the property, ``argumentText`` the local, ``presentedClass`` the local's
        /// class. A presentation of the local in that function shows the property's stack
        /// (``ScreenBuilder/pushesOntoShownStacks(_:stackRoots:graph:)``).
        case keepsController
    }

    /// For ``Kind/passesController``: the method's name and the argument's key (Swift: its label, `_`
    /// for none; Objective-C: its index), as ``identifier`` writes them.
    package static func passedTo(method: String, label: String) -> String { method + ":" + label }

    package var kind: Kind
    /// The receiver as written without `?`/`!` (`self` when implicit).
    package var receiver: String
    /// The receiver's class, inferred as for ``Assignment/controllerClass``.
    package var receiverClass: String?
    /// The first argument as written, if any.
    package var argumentText: String?
    /// The class of the controller shown (present, push, show; for `setViewControllers`, the last
    /// one; for `instantiateViewController`, the class it is cast to). For a navigation
    /// controller wrapping a root (`UINavigationController(rootViewController: X())`), the
    /// wrapper's class.
    package var presentedClass: String?
    /// The root's class when the shown controller is a navigation controller created with a root.
    package var rootClass: String?
    /// The storyboard identifier the shown controller was instantiated with, when known
    /// (`let vc = storyboard.instantiateViewController(withIdentifier: "Player")`; `present(vc, …)`).
    package var presentedStoryboardIdentifier: String?
    /// The storyboard the shown controller was loaded from, when known
    /// (`UIStoryboard(name: "Compass", bundle: nil).instantiateInitialViewController()`); with no
    /// ``presentedStoryboardIdentifier``, it is that storyboard's initial controller.
    package var presentedStoryboardName: String? = nil
    /// For `setViewControllers`: every controller of the array literal, in order.
    package var shownControllers: [ControllerReference]
    /// The factory that wraps the shown controller (``rootClass``), when a function or closure
    /// makes its container (`present(makeNav(for: vc), animated: true)`): ``presentedClass`` is then
    /// `nil` until the audit reads the factory.
    package var presentedFactory: FactoryCall? = nil
    /// The function or computed property that made the shown controller, when its class is not
    /// written at the call (`let vc = modal.viewController; present(vc, …)`): ``presentedClass``
    /// is then `nil` until the audit reads the maker.
    package var presentedMaker: MakerCall? = nil
    /// The same for the root of a navigation controller made around it
    /// (`[[PlayerNavigationController alloc] initWithRootViewController:self.playerViewController]`).
    package var rootMaker: MakerCall? = nil
    /// True when the call runs only on an iPad: inside a branch of an idiom check
    /// (`if UIDevice.current.userInterfaceIdiom == .pad`, the `else` of `== .phone`, `isPad`).
    package var onlyOnPad: Bool = false
    /// True when the call runs only where the caller is in no navigation controller: in the `else`
    /// of `if let nav = navigationController { … }` (or of `guard let … = navigationController`), or
    /// under `if navigationController == nil`. From a place in a stack, it does not run.
    package var onlyWithoutNavigation: Bool = false
    /// For ``Kind/show``: the call is `showDetailViewController(_:sender:)`, which only a split view
    /// controller handles; from a controller in none, UIKit presents the controller modally.
    package var showsDetail: Bool = false
    /// For a present, push or show in a function of the app: the parameter of that function the call
    /// shows, as a caller names it (Swift: its argument label, `_` for none; Objective-C: its index),
    /// so that a ``Kind/passesController`` call handing a controller to that parameter shows it. For
    /// ``Kind/addChild``: the parameter of the app's helper that the call adds as a child.
    package var shownParameter: String? = nil
    /// With ``shownParameter``: the call shows a navigation controller (``presentedClass``) made
    /// around the parameter (`let nav = BaseNavigationController(rootViewController: viewController);
    /// present(nav, …)`), not the parameter itself.
    package var wrapsParameter: Bool = false
    /// The call is made in a class or static method (`+ (void)presentVC:`, `static func show`), whose
    /// `self` is a class, not a controller on screen.
    package var inTypeMethod: Bool = false
    /// For a present, push or show in a function of the app whose receiver is one of its parameters
    /// (`parentViewController.present(nav, …)`, `from.navigationController?.pushViewController`),
    /// or a `setViewControllers` or `addChild` on a parameter (`navigationController.setViewControllers([view], …)`,
    /// `viewController.addChild(view)`): that parameter's key (as ``shownParameter``).
    package var receiverParameter: String? = nil
    /// For a present, push or show on another controller's navigation controller
    /// (`root.navigationController?.pushViewController`, `[[RootViewController instance].navigationController
    /// pushViewController:…]`, or a local bound to one): that controller's class, when the code says it
    /// (a local, parameter or property declared of a controller class, or a class's own accessor
    /// `RootViewController.instance`). The screen goes onto that controller's stack. For
    /// ``Kind/handsSelf``: the class of the controller whose navigation controller the call hands
    /// when it is not the caller's (`Flow.push(on: navi)` after `guard let navi =
    /// viewController.navigationController`).
    package var navigationOwnerClass: String? = nil
    /// With ``receiverParameter``: the keys of every parameter of the function, in order (Swift:
    /// labels, `_` for none; empty in Objective-C, whose selector names them all), so that a caller
    /// that hands itself to a method of that name (``Kind/handsSelf``) is matched with this
    /// overload and not another of the same name and key.
    package var functionLabels: [String] = []
    /// For ``Kind/passesController``: the keys of the arguments that hand over the caller itself
    /// (`self`), so that a method presenting from that parameter presents from the caller.
    package var selfArguments: [String] = []
    /// For ``Kind/passesController``: every argument the caller passes, in order, by key, read as a
    /// value (`.other` when it is no literal), so that the method's assignments of its parameters
    /// resolve (``Assignment/valueParameter``). A call shown through the method carries the same.
    package var passedArguments: [PassedArgument] = []

    /// An argument of a call, by its key (``shownParameter``), read as a value.
    package struct PassedArgument: Sendable, Hashable, Codable {
        package var key: String
        package var value: ParsedValue
        package init(key: String, value: ParsedValue) {
            self.key = key
            self.value = value
        }
    }
    /// Whether the call is made inside an animation block (``AnimationBlock``): a
    /// `setNeedsStatusBarAppearanceUpdate()` there animates the change with
    /// `preferredStatusBarUpdateAnimation`, one outside does not.
    package var animationBlock: AnimationBlock = .outside
    /// The storyboard identifier of `instantiateViewController(withIdentifier: "X")`.
    package var identifier: String?
    /// The storyboard name when the receiver is `UIStoryboard(name: "Main", bundle: …)`.
    package var storyboardName: String?
    /// The first argument read as a value (`setNavigationBarHidden(true, …)` → `.bool(true)`).
    package var value: ParsedValue?
    /// The `animated:` argument when it is a literal.
    package var animated: Bool?
    /// Where the called name is written.
    package var location: SourceLocation
    package var enclosingType: String?
    package var enclosingFunction: String?
    package var language: SourceLanguage

    /// What a ``Kind/handsController`` call hands to the object it makes.
    package enum Handed: Sendable, Hashable {
        /// The controller whose code makes the object (`self`).
        case controller
        /// That controller's navigation controller (`navigationController`, `self.navigationController`).
        case navigationController
        /// Something else, as written (`nav`, `coordinator.navigationController`).
        case other(String)
    }

    /// What a ``Kind/handsController`` call hands over, read from its ``receiver``.
    package var handed: Handed {
        switch receiver {
        case "self": .controller
        case HeldReference.navigationControllerName: .navigationController
        default: .other(receiver)
        }
    }

    package init(
        kind: Kind, receiver: String, receiverClass: String? = nil, argumentText: String? = nil,
        presentedClass: String? = nil, rootClass: String? = nil, presentedStoryboardIdentifier: String? = nil,
        shownControllers: [ControllerReference] = [],
        identifier: String? = nil,
        storyboardName: String? = nil, value: ParsedValue? = nil, animated: Bool? = nil,
        location: SourceLocation, enclosingType: String?, enclosingFunction: String?, language: SourceLanguage
    ) {
        self.kind = kind
        self.receiver = receiver
        self.receiverClass = receiverClass
        self.argumentText = argumentText
        self.presentedClass = presentedClass
        self.rootClass = rootClass
        self.presentedStoryboardIdentifier = presentedStoryboardIdentifier
        self.shownControllers = shownControllers
        self.identifier = identifier
        self.storyboardName = storyboardName
        self.value = value
        self.animated = animated
        self.location = location
        self.enclosingType = enclosingType
        self.enclosingFunction = enclosingFunction
        self.language = language
    }
}

/// A deprecated status bar API (uikit-rules.md, "Deprecated API").
package enum DeprecatedAPI: String, Sendable, Hashable, Codable, CaseIterable {
    /// `UIApplication.setStatusBarStyle(_:animated:)` (iOS 9).
    case setStatusBarStyle
    /// `UIApplication.setStatusBarHidden(_:with:)` / `(_:animated:)` (iOS 9).
    case setStatusBarHidden
    /// `UIApplication.statusBarStyle`, read or written.
    case statusBarStyle
    /// `UIApplication.isStatusBarHidden` (Swift 2, Objective-C: `statusBarHidden`).
    case isStatusBarHidden
    /// `UIApplication.statusBarFrame` (iOS 13).
    case statusBarFrame
    /// `UIApplication.statusBarOrientation` (iOS 13).
    case statusBarOrientation
    /// `UIApplication.isNetworkActivityIndicatorVisible` (iOS 13).
    case networkActivityIndicatorVisible
    /// `UIStatusBarStyle.blackOpaque` (iOS 7).
    case blackOpaque
    /// `UIStatusBarStyle.blackTranslucent` (iOS 7).
    case blackTranslucent
    /// `setOverrideTraitCollection(_:forChild:)` and `overrideTraitCollection(forChild:)` (iOS 17).
    case setOverrideTraitCollection
    /// `UIPresentationController.overrideTraitCollection` (iOS 17).
    case presentationControllerOverrideTraitCollection
}

/// One use of a deprecated API.
package struct DeprecatedUse: Sendable, Hashable, Codable {
    /// How the API is used.
    package enum Access: String, Sendable, Hashable, Codable, CaseIterable {
        case read
        case write
        case call
    }

    package var api: DeprecatedAPI
    package var access: Access
    /// The value set (a setter's first argument, or the right-hand side of an assignment), as written.
    package var valueText: String?
    package var value: ParsedValue?
    /// Where the API's name is written.
    package var location: SourceLocation
    package var enclosingType: String?
    package var enclosingFunction: String?
    package var language: SourceLanguage
    /// The iOS version below which the code says the use runs, when it says one: the use is in
    /// the `else` of `if #available(iOS 13, *)` (`if (@available(iOS 13.0, *))`, `guard #available`),
    /// in the body of `if #unavailable(iOS 13)`, after an `if #available(iOS 13, *)` in the same
    /// block whose body always leaves it (`return`, `throw`), or in a declaration marked deprecated
    /// or obsoleted on iOS 13 (`@available(iOS, deprecated: 13)`, `API_DEPRECATED(…, ios(9.0, 13.0))`:
    /// the compiler warns its callers instead, as it does of no deprecated use inside it). The
    /// lowest when several say; `nil` when nothing does.
    package var runsOnlyBelow: WrittenVersion? = nil
    /// The iOS version from which the code says the use runs, when it says one: the use is in the
    /// body of `if #available(iOS 13, *)` (`if (@available(iOS 13.0, *))`), after a
    /// `guard #available(iOS 13, *)` in the same block, or in a declaration marked
    /// `@available(iOS 13, *)`. The highest when several say; `nil` when nothing does. There the
    /// replacement needs no availability check.
    package var runsOnlyFrom: WrittenVersion? = nil

    package init(
        api: DeprecatedAPI, access: Access, valueText: String? = nil, value: ParsedValue? = nil,
        location: SourceLocation, enclosingType: String?, enclosingFunction: String?, language: SourceLanguage,
        runsOnlyBelow: WrittenVersion? = nil, runsOnlyFrom: WrittenVersion? = nil
    ) {
        self.api = api
        self.access = access
        self.valueText = valueText
        self.value = value
        self.location = location
        self.enclosingType = enclosingType
        self.enclosingFunction = enclosingFunction
        self.language = language
        self.runsOnlyBelow = runsOnlyBelow
        self.runsOnlyFrom = runsOnlyFrom
    }

    /// True for the application setters that change the bar in application mode and do
    /// nothing in controller-based mode: `setStatusBarStyle`, `setStatusBarHidden`, and writes of
    /// `statusBarStyle` and `isStatusBarHidden`.
    package var isApplicationSetter: Bool {
        switch api {
        case .setStatusBarStyle, .setStatusBarHidden: true
        case .statusBarStyle, .isStatusBarHidden: access == .write
        default: false
        }
    }
}

/// What an `if` condition says of the device, from its text: `true` when its branch runs only on an
/// iPad (`userInterfaceIdiom == .pad`, `UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad`, an
/// `isPad`/`isIPad` flag or `IS_IPAD` macro, `horizontalSizeClass == .regular`), `false` when only on
/// a phone (`== .phone`, `!= .pad`, `IS_IPHONE`, `== .compact`): its `else` is an iPad's; `nil` when it
/// says neither, or something else beside it (`&&` after a phone's check, `||` with a part that says
/// nothing and none that says a phone).
package enum IdiomCondition {
    package static func onlyOnPad(_ condition: String) -> Bool? {
        // Asked of every `if` in a SwiftUI body: most name no device, and are let go before their
        // text is worked on.
        guard mayNameADevice(condition) else { return nil }
        let text = condition.filter { !$0.isWhitespace }
        if text.contains("||") {
            // `horizontalSizeClass == .compact || userInterfaceIdiom == .phone`: true on an iPhone
            // when one part is an iPhone's, so its `else` is an iPad's; its body is an iPad's only
            // when every part is an iPad's (or a Mac's). Nothing is said with `&&` beside it.
            guard !text.contains("&&") else { return nil }
            let said = text.split(separator: "|").map { deviceSaid(String($0)) }
            if said.contains(false) { return false }
            return said.allSatisfy { $0 == true } ? true : nil
        }
        let says = deviceSaid(text)
        // `isPhone && ready`: its body runs only on a phone, but its `else` runs on a phone too.
        if says == false, text.contains("&&") { return nil }
        return says
    }

    /// Whether `text` holds, in any case, `pad`, `hone` (phone), `diom` (idiom), `ecla` (size
    /// class) or `taly` (Catalyst): every word ``deviceSaid(_:)`` reads holds one. One pass over the bytes, the last four
    /// kept lowercased in a word.
    package static func mayNameADevice(_ text: String) -> Bool {
        let pad: UInt32 = 0x70_61_64, hone: UInt32 = 0x68_6F_6E_65, diom: UInt32 = 0x64_69_6F_6D, ecla: UInt32 = 0x65_63_6C_61
        let taly: UInt32 = 0x74_61_6C_79
        var window: UInt32 = 0
        for byte in text.utf8 {
            window = window << 8 | UInt32(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            if window & 0xFF_FF_FF == pad || window == hone || window == diom || window == ecla || window == taly { return true }
        }
        return false
    }

    private static func deviceSaid(_ text: String) -> Bool? {
        let idiom = text.contains("nterfaceIdiom") || text.contains("INTERFACE_IDIOM")
        // A horizontal size class: regular is an iPad's (or a large iPhone's in landscape, where
        // the status bar is hidden), compact an iPhone's in portrait.
        if !idiom, text.contains("orizontalSizeClass") {
            if text.contains("==.regular") || text.contains("!=.compact") || text.contains("==UIUserInterfaceSizeClassRegular") { return true }
            if text.contains("==.compact") || text.contains("!=.regular") || text.contains("==UIUserInterfaceSizeClassCompact") { return false }
            return nil
        }
        if idiom {
            if text.contains("==.pad") || text.contains("==UIUserInterfaceIdiomPad") || text.contains("==UIUserInterfaceIdiom.pad") { return true }
            if text.contains("!=.phone") || text.contains("!=UIUserInterfaceIdiomPhone") { return true }
            if text.contains("==.phone") || text.contains("==UIUserInterfaceIdiomPhone") || text.contains("!=.pad")
                || text.contains("!=UIUserInterfaceIdiomPad") { return false }
            return nil
        }
        // A flag or macro named for the device (`isPad`, `UIDevice.isIPad`, `[Device isiPad]`,
        // `IS_IPAD`; `isPhone`, `IS_IPHONE`: its `else` runs on a pad), negated or not; or for a
        // Mac (`ProcessInfo.processInfo.isMacCatalystApp`, `isiOSAppOnMac`, `IS_CATALYST`, `Current.isCatalyst`): no
        // iPhone's either. With `&&`, a body only a pad or a Mac runs when one part says so
        // (`IS_CATALYST && proMode`, `regular && !isIphone`: a phone's flag negated is a pad's);
        // nothing is said of its `else`, nor of any other `&&`.
        if text.contains("&&") {
            let parts = text.split(separator: "&").filter { !$0.isEmpty }.map(String.init)
            return parts.contains { flagSaid($0) == true } ? true : nil
        }
        return flagSaid(text)
    }

    /// What a flag alone says (``deviceSaid(_:)``): `true` for a pad's or a Mac's, `false` for a
    /// phone's, negated with a leading `!`.
    private static func flagSaid(_ text: String) -> Bool? {
        let negated = text.hasPrefix("!")
        let words = text.split { !($0.isLetter || $0.isNumber) }.map { $0.lowercased() }
        guard let last = words.last else { return nil }
        let before = words.count > 1 ? words[words.count - 2] : ""
        if last == "ispad" || last == "isipad" || (last == "ipad" && before == "is") { return !negated }
        if last == "iscatalyst" || last == "ismaccatalystapp" || last == "isiosapponmac" || (last == "catalyst" && before == "is") {
            return !negated
        }
        if last == "isphone" || last == "isiphone" || (last == "iphone" && before == "is") { return negated }
        return nil
    }
}

/// An OS version as the code writes it in an availability check or attribute: `13`, `13.0`, `14.2`,
/// and the Objective-C macros' `13_0`.
package struct WrittenVersion: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    package var major: Int
    package var minor: Int
    package var patch: Int

    package init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Reads `13`, `13.0`, `13.4.1` or `13_0` (spaces ignored); `nil` for anything else.
    package init?(_ text: some StringProtocol) {
        let parts = String(text).filter { $0 != " " }.split(separator: ".", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard let n = Int(part), n >= 0 else { return nil }
            numbers.append(n)
        }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    package static func < (a: WrittenVersion, b: WrittenVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }

    package var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }

    /// The lower of two bounds, either of which may be missing.
    package static func lower(_ a: WrittenVersion?, _ b: WrittenVersion?) -> WrittenVersion? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a, b)
    }
}

/// A SwiftUI status bar modifier. Recorded apart from overrides: SwiftUI decides through its
/// hosting controller.
package struct SwiftUIModifier: Sendable, Hashable, Codable {
    /// Which modifier.
    package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// `.statusBarHidden(_:)` (iOS 13).
        case statusBarHidden
        /// `.statusBar(hidden:)` (iOS 13, deprecated later).
        case statusBar
        /// `.preferredColorScheme(_:)`.
        case preferredColorScheme
        /// `.toolbarColorScheme(_:for:)`: `.dark`/`.light` for the bars in ``SwiftUIModifier/placements``.
        case toolbarColorScheme
        /// `.toolbarBackground(_:for:)`: a color (or style) for the bars' background, or a visibility
        /// (`.visible`, `.hidden`, `.automatic`).
        case toolbarBackground
        /// `.toolbarBackgroundVisibility(_:for:)` (iOS 18): a visibility of the bars' background, as
        /// `.toolbarBackground(.visible, for:)` says it (which iOS 27 deprecates for it).
        case toolbarBackgroundVisibility
        /// `.toolbar(_:for:)` with a visibility (`.toolbar(.hidden, for: .navigationBar)`).
        case toolbarVisibility
        /// `.toolbarVisibility(_:for:)` (`.toolbarVisibility(.hidden, for: .statusBar)`).
        case toolbarVisibilityModifier
        /// `.navigationBarHidden(_:)` (deprecated).
        case navigationBarHidden
        /// `.presentationDetents(_:)` (iOS 16), on a sheet's content: the detent the sheet opens at,
        /// its smallest, as ``SwiftUIModifier/value`` (`.enumCase("large")`, `"medium"`, `"custom"`
        /// for a height, a fraction or the app's own; `.other` when the set is not a literal).
        case presentationDetents
    }

    package var kind: Kind
    /// The argument as written (empty for `.statusBarHidden()`).
    package var argumentText: String
    /// `.statusBarHidden()` reads `.bool(true)`; `.preferredColorScheme(.dark)` reads `.enumCase("dark")`.
    package var value: ParsedValue
    package var location: SourceLocation
    package var enclosingType: String?
    /// The function it is written in, if any: with `enclosingType` `View`, the app's own modifier
    /// (`extension View { func mediumDetents() -> some View { presentationDetents([.medium]) } }`),
    /// which a view applying `.mediumDetents()` applies.
    package var enclosingFunction: String? = nil
    /// The bars named by `for:` (`navigationBar`, `statusBar`, `tabBar`, `bottomBar`, `automatic`),
    /// in source order; empty when the modifier has no `for:` (SwiftUI's `.automatic`).
    package var placements: [ToolbarPlacement] = []
    /// The shown view (``SwiftUIShownView``) whose content this modifier is written in, by its
    /// location (`FeedView().statusBarHidden()` inside a `.sheet`), else `nil`: the modifier is
    /// part of the enclosing type's own body.
    package var contentOf: SwiftUIShownView.Place? = nil
    /// For ``Kind/presentationDetents``: the view the modifier chain starts from, when it is one
    /// constructed there (`PlayerControlsView { … }.presentationDetents([.medium])`): in a sheet whose
    /// content chooses among several views, the detents are that view's only.
    package var modifiedView: String? = nil

    package init(kind: Kind, argumentText: String, value: ParsedValue, location: SourceLocation, enclosingType: String?,
                enclosingFunction: String? = nil, placements: [ToolbarPlacement] = [], contentOf: SwiftUIShownView.Place? = nil) {
        self.kind = kind
        self.argumentText = argumentText
        self.value = value
        self.location = location
        self.enclosingType = enclosingType
        self.enclosingFunction = enclosingFunction
        self.placements = placements
        self.contentOf = contentOf
    }
}

/// A reference an object's code reaches a controller through: a property it holds, or that
/// property's navigation controller (`self.viewController?.navigationController`), or the
/// object's own `navigationController` property. Read from a call's receiver as written.
package struct HeldReference: Sendable, Hashable {
    /// UIKit's name of a controller's navigation controller (`UIViewController.navigationController`).
    package static let navigationControllerName = "navigationController"

    /// The object's property (without `self.` and a leading `_`).
    package var property: String
    /// True when the receiver is the navigation controller of the controller the property holds.
    package var throughNavigationController: Bool

    /// `receiver` read as a held reference: `x`, `self.x`, `_x`, `x.navigationController`; `nil`
    /// for longer chains and calls.
    package init?(receiver: String) {
        var text = Substring(receiver.filter { $0 != "?" && $0 != "!" })
        if text.hasPrefix("self.") { text = text.dropFirst(5) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let through = parts.count == 2 && parts[1] == Self.navigationControllerName
        guard parts.count == 1 || through, var name = parts.first, !name.isEmpty,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        if name.hasPrefix("_") { name = name.dropFirst() }
        property = String(name)
        throughNavigationController = through
    }

    /// Whether a call made on `receiver` (as written, in a controller's code) is made by that
    /// controller or by one of its containers: `self` (or a block's `weakSelf`), `super`, and their
    /// `navigationController`, `tabBarController`, `splitViewController` or `parent`; or by the
    /// controller on top of the app (``namesTopController(_:)``), which is the one whose code runs.
    /// A call on anything else (a parameter `preVc`, a window's root) is made by whatever that holds.
    package static func isCallerOrContainer(_ receiver: String) -> Bool {
        if namesTopController(receiver) { return true }
        let parts = receiver.filter { $0 != "?" && $0 != "!" }.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, parts.count <= 2 else { return false }
        let containers: Set<Substring> = [Substring(navigationControllerName), "tabBarController", "splitViewController", "parent",
                                          "parentViewController"]
        let isSelf = first == "self" || first == "super" || (first.count <= 12 && first.lowercased().hasSuffix("self")
            && first.allSatisfy { $0.isLetter || $0 == "_" })
        if parts.count == 1 { return isSelf || containers.contains(first) }
        return isSelf && containers.contains(parts[1])
    }

    /// Whether `receiver` looks up the controller on top of the app (`getTopMostViewController()`,
    /// `UIApplication.topViewController()`, `[self presentingVC]`, `visibleViewController`): the one
    /// whose code runs, when the code runs in a controller on screen.
    package static func namesTopController(_ receiver: String) -> Bool {
        let lower = receiver.lowercased()
        return lower.contains("topmost") || lower.contains("topviewcontroller") || lower.contains("topvc") || lower.contains("presentingvc")
            || lower.contains("visibleviewcontroller") || lower.contains("topcontroller")
    }

    /// How a construction's argument hands a controller over, as ``Call/receiver`` of a
    /// ``Call/Kind/handsController`` call: `self`, `navigationController`, or the text as written
    /// when the label says it is a navigation controller; `nil` for any other argument.
    package static func handedArgument(label: String?, text: String) -> String? {
        let plain = text.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace }
        if plain == "self" { return "self" }
        if plain == navigationControllerName || plain == "self." + navigationControllerName { return navigationControllerName }
        return label.map(labelNamesNavigationController) == true ? plain : nil
    }

    /// True for an argument label that names a navigation controller (`navigationController`,
    /// `sourceNavigationController`, `navController`, `nav`, `navC`).
    package static func labelNamesNavigationController(_ label: String) -> Bool {
        // (Asked of most labelled names that constructions pass: suffixes compared in place.)
        label == "nav" || label == "navC" || label.hasSuffix("avigationController") || label.hasSuffix("avController")
    }
}

/// A bar a SwiftUI toolbar modifier names (`for: .navigationBar`), as the code writes the case: the
/// ones the audit reads by name are constants; any other is kept as written. Encoded as its name.
package struct ToolbarPlacement: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    package var rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }

    package static let navigationBar = ToolbarPlacement(rawValue: "navigationBar")
    package static let statusBar = ToolbarPlacement(rawValue: "statusBar")
    package static let tabBar = ToolbarPlacement(rawValue: "tabBar")
    package static let bottomBar = ToolbarPlacement(rawValue: "bottomBar")
    /// SwiftUI's `.automatic`: the bars the context decides (a navigation bar in a stack).
    package static let automatic = ToolbarPlacement(rawValue: "automatic")
    /// A placement written in a way the reader does not read (a variable): no bar the audit knows.
    package static let unread = ToolbarPlacement(rawValue: "unread")

    package var description: String { rawValue }
}

/// A type's static property or method with no parameter that gives a storyboard
/// (`extension UIStoryboard { static var settings: UIStoryboard { UIStoryboard(name: "Settings", bundle: nil) } }`),
/// or a case of an enum of storyboard names (`enum StoryboardName: String { case settings = "Settings" }`,
/// whose name holds ``enumNameMark``): `UIStoryboard.settings` elsewhere loads that storyboard, and
/// `StoryboardName.settings.rawValue` names it. A reader writes such a use as the storyboard's name
/// ``use(_:_:)``, which the audit replaces by the name the accessor gives.
package struct StoryboardAccessor: Sendable, Hashable, Codable {
    /// The type and the member, `UIStoryboard.settings`.
    package var member: String
    /// The storyboard's name, or the use of another accessor that names it (a member whose
    /// `UIStoryboard(name:)` is given a case's raw value).
    package var storyboard: String

    /// What the name of an enum of storyboard names holds (`StoryboardName`, `StoryboardNames`).
    package static let enumNameMark = "toryboardName"

    package init(member: String, storyboard: String) {
        self.member = member
        self.storyboard = storyboard
    }

    /// How a reader writes a storyboard name given by `type.member` (not a name a storyboard file has).
    package static func use(_ type: String, _ member: String) -> String { prefix + type + "." + member }

    /// The member a name written by ``use(_:_:)`` names, else `nil`.
    package static func member(ofUse name: String) -> String? {
        name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : nil
    }

    private static let prefix = "accessor:"
}
