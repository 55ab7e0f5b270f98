import SourceModel
import StatusBarEngine

/// A controller in a screen's context: its class, what the engine treats it as, its answers.
package struct ContextController: Sendable, Hashable {
    package var className: String
    package var kind: ControllerKind
    package var answers: ClassAnswers
    /// Background from the storyboard scene, or from the xib a controller made in code loads
    /// (``ControllerNibs``); code that sets `view.backgroundColor` runs after either loads, so code wins.
    package var storyboardBackground: ColorSpec?
    package var storyboardInterfaceStyle: InterfaceStyle?

    package init(className: String, kind: ControllerKind, answers: ClassAnswers = ClassAnswers(),
                 storyboardBackground: ColorSpec? = nil, storyboardInterfaceStyle: InterfaceStyle? = nil) {
        self.className = className
        self.kind = kind
        self.answers = answers
        self.storyboardBackground = storyboardBackground
        self.storyboardInterfaceStyle = storyboardInterfaceStyle
    }

    /// Code wins over the storyboard: it runs after the storyboard has loaded the view.
    /// Why the root view's background is not under the bar in the storyboard (a blur, an image or a
    /// map pinned to the top of it), else `nil`.
    package var storyboardCovered: String?

    /// What lies under the bar at the top of the view: unknown when something covers the root view
    /// (in code or in the storyboard), else the code's background, else the storyboard's.
    package var background: ColorSpec? {
        if let why = answers.rootViewCovered ?? storyboardCovered { return .unknown(why) }
        return answers.background ?? storyboardBackground
    }
    package var interfaceStyle: InterfaceStyle? { answers.overrideUserInterfaceStyle ?? storyboardInterfaceStyle }
}

/// The navigation controller a screen is shown in.
package struct NavigationContext: Sendable, Hashable {
    package var controller: ContextController
    /// From the storyboard (`navigationBarHidden`), overridden by code on the class.
    package var barHidden: Bool
    package var barStyle: BarStyle
    package var barTint: ColorSpec?
    /// The bar's background at the scroll edge from iOS 15, where the storyboard (its
    /// `scrollEdgeAppearance`) or the SwiftUI view (a visible toolbar background) sets one.
    package var barEdgeTint: ColorSpec?
    package var location: SourceLocation?

    package init(controller: ContextController, barHidden: Bool = false, barStyle: BarStyle = .default,
                 barTint: ColorSpec? = nil, barEdgeTint: ColorSpec? = nil, location: SourceLocation? = nil) {
        self.controller = controller
        self.barHidden = barHidden
        self.barStyle = barStyle
        self.barTint = barTint
        self.barEdgeTint = barEdgeTint
        self.location = location
    }

    /// The app's navigation bar appearance proxy (`UINavigationBar.appearance()`), which applies
    /// where neither the storyboard nor the class sets the bar's own value.
    package var proxyBarStyle: BarStyle?
    package var proxyBarTint: ColorSpec?
    package var proxyBarEdgeTint: ColorSpec?

    /// What the screen on top makes of the bar (`setNavigationBarHidden` in its `viewWillAppear`),
    /// set for the screen's own navigation context; `nil` when it does not say.
    package var barHiddenByTop: Bool?

    package var effectiveBarHidden: Bool { barHiddenByTop ?? controller.answers.navigationBarHidden ?? barHidden }
    /// The bar styles the screen on top gives the bar (``ClassAnswers/navigationBarStyleWhileOnTop``),
    /// set for the screen's own navigation context, and where; `nil` when it does not say.
    package var barStyleByTop: [BarStyle]?
    package var barStyleByTopLocation: SourceLocation?

    package var effectiveBarStyle: BarStyle {
        barStyleByTop?.first ?? controller.answers.barStyle ?? (barStyle == .black ? .black : proxyBarStyle ?? barStyle)
    }
    /// The bar styles the bar may have when the storyboard's and the appearance proxy's disagree
    /// (the storyboard's black bar, a proxy set to default): which one UIKit applies depends on
    /// when the proxy is set, relative to the bar's creation, so both are possible, the
    /// storyboard's first. `nil` when the style is one.
    /// Or the styles the screen on top may give it (a theme's, read at run time).
    package var barStyleAlternatives: [BarStyle]? {
        if let byTop = barStyleByTop { return byTop.count > 1 ? byTop : nil }
        guard controller.answers.barStyle == nil, barStyle == .black, let proxy = proxyBarStyle, proxy != .black else { return nil }
        return [.black, proxy]
    }
    /// What the screen on top makes of the bar's background (its navigation item's appearance, or
    /// the bar set through `navigationController`), set for the screen's own navigation context.
    package var barTintByTop: ColorSpec?

    package var effectiveBarTint: ColorSpec? {
        if let why = notAtTop { return .unknown(why) }
        return barTintByTop ?? controller.answers.barTint ?? barTint ?? proxyBarTint
    }
    /// Why the bar is not under the status bar (a stack embedded in a container view that does not
    /// reach the top of its parent's view): what lies there is not known from the bar; else `nil`.
    package var notAtTop: String?
    /// The same at the scroll edge from iOS 15 (``BarBackground/edgeColor(owner:)``).
    package var barEdgeTintByTop: ColorSpec?

    /// What lies under the status bar where the bar is at the scroll edge (iOS 15 and later, as a
    /// screen first appears): the nearest `scrollEdgeAppearance` background, else `nil`: the bar is
    /// transparent and the top of the screen's view shows through it (whatever `barTintColor` or
    /// standard appearance the app sets, which show only once content scrolls under the bar).
    package var effectiveBarEdgeTint: ColorSpec? {
        if let why = notAtTop { return .unknown(why) }
        return barEdgeTintByTop ?? controller.answers.barEdgeTint ?? barEdgeTint ?? proxyBarEdgeTint
    }

    /// Takes what the controller on top of the stack makes of the bar while it is there (its
    /// `answers`: `setNavigationBarHidden` in `viewWillAppear`, `.toolbar(.hidden)`, its navigation
    /// item's appearance, a bar style set through `navigationController`). A visibility it does not
    /// give as one value is left to the bar (the screen's own context words why it is not known).
    mutating func takeTop(_ answers: ClassAnswers) {
        if case .values(let values, _) = answers.navigationBarHiddenWhileOnTop, values.count == 1 { barHiddenByTop = values[0] }
        barTintByTop = answers.barTintWhileOnTop
        barEdgeTintByTop = answers.barEdgeTintWhileOnTop
        if let styles = answers.navigationBarStyleWhileOnTop {
            barStyleByTop = styles
            barStyleByTopLocation = answers.navigationBarStyleWhileOnTopAssignment?.location
        }
    }
}

/// How a screen is presented.
package struct PresentationContext: Sendable, Hashable {
    package var style: ModalPresentationStyle
    /// The other styles the presented controller may have, after ``style`` (a method of the app
    /// that sets its own controller's style in branches, `configureAsModal()`): each a possibility
    /// of where the screen sits. Empty when the style is one.
    package var otherStyles: [ModalPresentationStyle] = []
    /// The detent a sheet opens at (a SwiftUI sheet's `.presentationDetents`): only at the large one
    /// does it push its presenter back over a backdrop (R4).
    package var sheetDetent: SheetDetent = .large
    /// The other detents the user may drag the sheet to (`[.medium, .large]`: `[.large]`), each a
    /// possibility of where the screen sits; at the large one the presenter recedes over the backdrop.
    package var otherDetents: [SheetDetent] = []
    /// The iOS version the sheet's detents exist from (SwiftUI's `.presentationDetents`: 16;
    /// `UISheetPresentationController.detents`: 15), when they are set: before it the sheet is large.
    package var detentsSince: IOSVersion? = nil
    /// The iOS version from which the code presenting it runs (an `if #available(iOS 16, *)` around
    /// a SwiftUI sheet): on older versions there is no such presentation, large or not.
    package var shownSince: IOSVersion? = nil

    /// The detents an assignment of a sheet's `detents` sets before it is presented
    /// (`sheetPresentationController?.detents = [.medium(), .large()]`, UIKit's since iOS 15): the one
    /// it opens at; nothing when the list is one the audit does not read.
    mutating func setDetents(setBy assignment: Assignment) {
        guard case .enumCase(let name) = assignment.value, let detent = SheetDetent(rawValue: name) else { return }
        setDetents(opening: detent, listed: assignment.valueText, since: IOSVersion(15))
    }

    /// Detents set by a literal list (`listed`, as written) that opens the sheet at `opening`, which
    /// exist from `since`: a list that also offers the large one lets the user drag the sheet there.
    mutating func setDetents(opening: SheetDetent, listed: String, since: IOSVersion) {
        sheetDetent = opening
        detentsSince = since
        otherDetents = opening != .large && listed.contains("." + SheetDetent.large.rawValue) ? [.large] : []
    }
    package var captures: Bool
    /// The presenting screen's class and context, when known.
    package var presenter: ContextController?
    package var presenterNavigation: NavigationContext?
    package var location: SourceLocation?
    /// How the presenter is itself presented, when it is (at most one, and at most
    /// ``PresentationContext/chainLimit`` deep): UIKit walks down from the window's root through
    /// every presentation, so a presenter in a sheet passes that sheet's context on.
    package var presenterPresentation: [PresentationContext] = []
    /// The tab bar controller (or custom container holding its children as one) the presenter
    /// sits in, with its answers: it is between the presenter's navigation controller and the
    /// window's root, and may decide (a tab bar class that does not forward).
    package var presenterTab: PresenterTab?
    /// Why the presenter's own place is not known (nothing the audit follows shows it, or it is
    /// shown where its container is not known): a presenter taken for the window's root would
    /// be named as deciding where its containers may, so where it would decide the screen is not certain.
    package var presenterUnknown: String?

    /// Why the place of the presenter `cls` is not known: `why`, the reason its own context is not
    /// known, or, when `nil`, that nothing the audit follows shows it (``presenterUnknown``).
    package static func presenterPlaceUnknown(_ cls: String, because why: String?) -> String {
        guard let why else {
            return "presented by '\(cls)', which nothing the audit follows shows: its containers and how it is itself presented, which decide, are not known"
        }
        return "presented by '\(cls)', whose own place is not known: \(why)"
    }

    /// A tab bar controller class around the presenter, and its answers.
    package struct PresenterTab: Sendable, Hashable {
        package var className: String
        package var answers: ClassAnswers
        package init(className: String, answers: ClassAnswers) {
            self.className = className
            self.answers = answers
        }
    }

    /// The most presentations chained above a screen.
    package static let chainLimit = 4

    package init(style: ModalPresentationStyle, captures: Bool, presenter: ContextController? = nil,
                 presenterNavigation: NavigationContext? = nil, location: SourceLocation? = nil,
                 presenterPresentation: PresentationContext? = nil) {
        self.style = style
        self.captures = captures
        self.presenter = presenter
        self.presenterNavigation = presenterNavigation
        self.location = location
        if let outer = presenterPresentation, outer.depth < Self.chainLimit { self.presenterPresentation = [outer] }
    }

    /// The presenter, or a plain controller standing in for one the audit does not know (the
    /// presentation is made by code that is not a controller).
    package var presenterOrStandIn: ContextController {
        presenter ?? ContextController(className: "UIViewController", kind: .viewController)
    }

    /// Sets how the outermost presenter of the chain is itself presented: `outer`, which the
    /// chain did not know (a storyboard chain's scene presented by a segue, the chain's top then
    /// presented by code). The caller keeps the chain within ``chainLimit``.
    mutating func presentOutermost(on outer: PresentationContext) {
        if var next = presenterPresentation.first {
            next.presentOutermost(on: outer)
            presenterPresentation = [next]
        } else {
            presenterPresentation = [outer]
        }
    }

    /// How many presentations this one sits on, itself included.
    package var depth: Int { 1 + (presenterPresentation.first?.depth ?? 0) }
}

/// A storyboard scene: the storyboard file and the controller's object id in it.
package struct SceneReference: Sendable, Hashable, CustomStringConvertible {
    package var file: String
    package var id: String

    package init(file: String, id: String) {
        self.file = file
        self.id = id
    }

    /// `file#id`, as messages write a scene.
    package var description: String { "\(file)#\(id)" }
}

/// How the audit learned that a screen is shown.
package enum ScreenOrigin: Sendable, Hashable {
    case storyboard(file: String, sceneID: String)
    case code(SourceLocation)

    /// A key that orders origins deterministically (file, then line and column, or scene).
    package var sortKey: String {
        switch self {
        case .storyboard(let file, let scene): "\(file)#\(scene)"
        case .code(let l): "\(l.file):\(String(repeating: "0", count: max(0, 8 - String(l.line).count)))\(l.line):\(String(repeating: "0", count: max(0, 6 - String(l.column).count)))\(l.column)"
        }
    }
}

/// An object of the app's that shows a screen through the controller it holds, and where it is made.
package struct ScreenHolder: Sendable, Hashable {
    package var holder: String
    /// The controller that makes it, when one is followed.
    package var maker: String?
    package var site: SourceLocation
    /// The holder's code shows onto a navigation controller handed to it at ``site`` by a function
    /// that makes and presents it (`AccountFlow.showAsRoot(in: navi)`), rather than one it is made with.
    package var handedStack = false
}

/// A screen: a controller class that is shown, with its container and presentation.
/// Who a screen is: what it shows and where. One class (or view) shown in two places is two
/// screens (issue "The screen graph", point 3); shown twice in one place, one.
package struct ScreenIdentity: Sendable, Hashable {
    /// The controller class or SwiftUI view shown.
    package var subject: ScreenSubject
    /// Where it is shown: its navigation controller and whether it hides the bar, its tab bar
    /// controller, how it is presented and by whom, and whether that context is known.
    package var place: String
}

package struct Screen: Sendable, Hashable {
    package var app: String
    package var controller: ContextController
    /// Where the class is declared (or the storyboard scene when the class is not the app's).
    package var location: SourceLocation
    package var navigation: NavigationContext?
    package var tabBarClass: String?
    package var tabBarAnswers: ClassAnswers?
    package var presentation: PresentationContext?
    package var origin: ScreenOrigin
    /// Why the screen's container or presentation is not known, when it is not: its prediction is
    /// then unknown, and no finding rests on a guessed context.
    package var unknownContext: String? = nil
    /// The version from which the code that shows the screen runs (`if #available(iOS 17.2, *)`
    /// around a `NavigationLink`, or around the view that shows it): the eras that end before it never
    /// show the screen, and are not predicted (``Predictor/predictions(of:by:)``).
    package var shownSince: IOSVersion? = nil
    /// For a SwiftUI view shown as a screen (named by its view type), what it is; `nil` for a controller.
    package var swiftUI: SwiftUIScreenInfo? = nil
    /// For a screen an object that holds a controller shows (a coordinator, a data source): the
    /// object, and where the controller whose place it takes makes it.
    package var heldBy: ScreenHolder? = nil
    /// The screen sits in a column of a split view controller (collapsed on an iPhone): the split
    /// handles a `showDetailViewController(_:sender:)` made from it (a controller in no split
    /// presents modally instead).
    package var inSplit = false
    /// For a scene of a storyboard chain a representable returns (``RepresentedChain``): the
    /// representable's type.
    package var representable: String? = nil
    /// With ``representable``: the hosting controller that holds the representable decides and
    /// takes the tab slot (``tabBarClass`` is the SwiftUI view it hosts).
    package var heldByHosting = false
    /// The other places that show the same screen (the same view in the same place: the same
    /// container, tab and presentation), in source order: one entry stands for all of them, and
    /// ``origin`` is the first the audit met.
    package var alsoShownFrom: [SourceLocation] = []
    /// For a storyboard scene the code loads but shows in a way the audit does not follow (its
    /// context unknown): how it is presented by a scene of its own chain, as the storyboard says
    /// (a segue's style, the capture), when nothing else of the chain below the top is unknown. Its
    /// place above is not known, but whether this presentation takes the status bar is: only
    /// ``PreferenceSwallowedByPresentation`` reads it (the prediction does not).
    package var presentationInChain: PresentationContext? {
        get { chainPresentation.first }
        set { chainPresentation = newValue.map { [$0] } ?? [] }
    }
    /// ``presentationInChain``, kept in an array: a screen is copied often, and an inline optional
    /// presentation would make every copy larger (+3.7% instructions on woocommerce).
    private var chainPresentation: [PresentationContext] = []

    package init(app: String, controller: ContextController, location: SourceLocation,
                 navigation: NavigationContext? = nil, tabBarClass: String? = nil, tabBarAnswers: ClassAnswers? = nil,
                 presentation: PresentationContext? = nil, origin: ScreenOrigin) {
        self.app = app
        self.controller = controller
        self.location = location
        self.navigation = navigation
        self.tabBarClass = tabBarClass
        self.tabBarAnswers = tabBarAnswers
        self.presentation = presentation
        self.origin = origin
    }
}

extension Screen {
    /// The representable whose hosting controller holds the screen and decides for it, when it
    /// takes the tab slot (``heldByHosting``): ``tabBarClass`` is then the SwiftUI view it hosts.
    package var hostingRepresentable: String? { heldByHosting ? representable : nil }

    /// What holds the screen in the tab slot: "tab bar controller 'T'", or for a scene a
    /// representable returns, "the hosting controller of 'V', through the representable 'R'".
    package var tabSlotText: String? {
        guard let tab = tabBarClass else { return nil }
        guard let representable = hostingRepresentable else { return "tab bar controller '\(tab)'" }
        return "the hosting controller of '\(tab)', through the representable '\(representable)'"
    }

    /// What the screen shows and where (``ScreenIdentity``).
    package var identity: ScreenIdentity {
        let nav = navigation.map { "\($0.controller.className)/\($0.barHidden)" } ?? "-"
        // (The presenter's own presentations too: a sheet over a screen that is itself in a sheet
        // is another place than the same sheet over that screen shown full screen. A full-screen
        // presentation covers its presenter's place, which is then the same place.)
        func chain(_ p: PresentationContext) -> String {
            "\(p.style.rawValue)/\(p.captures)/\(p.presenter?.className ?? "?")/\(p.presenterNavigation?.controller.className ?? "-")"
                + "/\(p.presenterTab?.className ?? "-")/\(p.presenterUnknown == nil ? "placed" : "unplaced")"
                + (p.style == .fullScreen ? "" : p.presenterPresentation.first.map { " over " + chain($0) } ?? "")
        }
        let shown = presentation.map(chain) ?? "-"
        return ScreenIdentity(subject: ScreenSubject(self),
                              place: "\(nav)|\(tabBarClass ?? "-")|\(shown)|\(unknownContext == nil ? "known" : "unknown")")
    }
}
