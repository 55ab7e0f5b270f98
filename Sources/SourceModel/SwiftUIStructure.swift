/// A view that SwiftUI code shows: the content of an `App`'s `WindowGroup`, of a
/// `NavigationStack`/`NavigationView`, a `TabView` tab, a `.sheet`, `.fullScreenCover` or
/// `.popover`, a `NavigationLink` destination or `.navigationDestination`, a `NavigationSplitView`
/// column, or the root view of a `UIHostingController(rootView:)` or of a `UIHostingController` subclass. The reader records what the content constructs; which of those
/// names is a view type of the app is for the audit to decide (the type may be declared in another file).
package struct SwiftUIShownView: Sendable, Hashable, Codable {
    /// How the content is shown.
    package enum How: String, Sendable, Hashable, Codable, CaseIterable {
        /// The content of a `WindowGroup` (the window's root hosting controller).
        case windowGroup
        /// The root of a `NavigationStack` or `NavigationView`.
        case navigationRoot
        /// The destination of a `NavigationLink` (pushed on the enclosing stack).
        case navigationLink
        /// The content of `.navigationDestination(for:)`/`(isPresented:)`/`(item:)` (pushed).
        case navigationDestination
        /// `NavigationLink(value:)`, or a link the app made for its route values
        /// (`NavigationLink(.post(post))`): it pushes a value, which the stack's
        /// `.navigationDestination(for:)` shows. ``SwiftUIShownView/contentText`` is the value;
        /// ``SwiftUIShownView/constructed`` is empty (the value constructs no view).
        case navigationValueLink
        /// One child of a `TabView` (a statement of its content).
        case tab
        /// `.sheet(isPresented:)`/`(item:)`: a page sheet, which does not capture the status bar.
        case sheet
        /// `.fullScreenCover(isPresented:)`/`(item:)`: full screen, which decides.
        case fullScreenCover
        /// `.popover(isPresented:)`/`(item:)`.
        case popover
        /// `UIHostingController(rootView:)`: the root view of a hosting controller.
        case hostingRoot
        /// The sidebar column of a `NavigationSplitView` (on iPhone, the root of the stack it collapses to).
        case splitSidebar
        /// The content column of a three-column `NavigationSplitView` (on iPhone, pushed on the collapsed stack).
        case splitContent
        /// The detail column of a `NavigationSplitView` (on iPhone, pushed on the collapsed stack).
        case splitDetail
        /// The root view of a `UIHostingController` subclass: the generic argument of its superclass
        /// (`class PlayerHost: UIHostingController<PlayerView>`) or what its initializer passes to
        /// `super.init(rootView:)`; ``SwiftUIShownView/enclosingType`` is the subclass.
        case hostingSubclassRoot
        /// `AppHost(rootView: MainView())`: a class of the app constructed with a `rootView:`
        /// argument, the view it is given; ``SwiftUIShownView/enclosingType`` is the constructed class.
        /// The root view of a `UIHostingController` subclass whose own root is its generic parameter
        /// (`class AppHost<Content: View>: UIHostingController<Content>`).
        case hostingSubclassConstruction
        /// A function of the app that makes a `UIHostingController` around its first parameter and
        /// returns it (`func createHostingVC<Content: View>(_ view: Content) -> UIViewController {
        /// UIHostingController(rootView: view) }`, ``SwiftUIShownView/returnsController``) or returns
        /// nothing (a helper that presents or pushes it): no place of its own;
        /// ``SwiftUIShownView/callee`` is its name and first label (`createHostingVC(_:)`),
        /// ``SwiftUIShownView/contentText`` the parameter. Its calls are where views are hosted.
        case hostingFactory
        /// A call of a function or method of the app (no base, or `self`) whose first argument is a
        /// view constructed there or in a local before it (`createHostingVC(view)` after `let view =
        /// SettingsView()`), ``SwiftUIShownView/callee`` naming the function and the argument's
        /// label: a hosting controller made there when the callee is one of the app's ``hostingFactory``s.
        case hostingFactoryCall
        /// An argument that gives a stored view what a member of its name makes (`Modal(screen: s,
        /// view: view(resolver: r).asAny())`, `.init(view: view())`): the stored view may be that
        /// member's views, a route's (``SwiftUIShownView/contentText`` is the name). No place.
        case storedFromRoute
        /// A view of the app given view content where views are drawn (`NavigationInjectionView {
        /// SelectUserView() }` in a body or a place's content): ``SwiftUIShownView/constructed`` is the
        /// view's name and what it is given (``SwiftUIBody/givenPrefix``). The audit takes it for the
        /// root of a `NavigationStack` when that view is a wrapper whose body puts its content in one
        /// (``navigationRoot``, written where the wrapper is), and drops it otherwise: content a view
        /// draws in place is that view's.
        case givenContent
        /// The same construction (a type given view content) where no view is drawn (`static func
        /// settings() -> NavigationRoute { NavigationRoute(id: "settings") { SettingsView() } }`): what a
        /// type that stores a view (`let content: AnyView`) may hold. No place.
        case constructedWithContent
        /// A modifier on a view with the name of a SwiftUI presentation but none of its labels
        /// (`.popover(present: $show, attributes: { … }) { … }`, the Popovers package's; an app's own
        /// `.sheet(route:)`): not SwiftUI's, so what it shows and how is that code's.
        /// ``SwiftUIShownView/contentText`` is the call's name and labels (`popover(present:attributes:)`).
        /// No place: the audit reports it as a gap wherever it is.
        case lookalikePresentation

        /// A fact the reader keeps for the audit to match (``hostingFactory``, ``hostingFactoryCall``,
        /// ``storedFromRoute``, ``constructedWithContent``, ``lookalikePresentation``), not a place the
        /// code shows a view at.
        package var isRecordOnlyFact: Bool {
            self == .hostingFactory || self == .hostingFactoryCall || self == .storedFromRoute || self == .constructedWithContent
                || self == .lookalikePresentation
        }
    }

    /// Where a shown view is written and how: what ``within`` and ``SwiftUIModifier/contentOf`` refer
    /// to (a tab whose content is a `NavigationStack` starts where the stack's name is written).
    package struct Place: Sendable, Hashable, Comparable, Codable {
        package var location: SourceLocation
        package var how: How

        package init(_ location: SourceLocation, _ how: How) {
            self.location = location
            self.how = how
        }

        package static func < (a: Place, b: Place) -> Bool { (a.location, a.how.rawValue) < (b.location, b.how.rawValue) }
    }

    package var how: How
    /// Type names the content constructs (`TypeName(…)`, `TypeName { … }`), in source order, not
    /// counting the content of views shown from inside it (a nested `.sheet`, a `NavigationLink`);
    /// a `NavigationStack`/`NavigationView` inside the content is listed by its name, then its content.
    /// A lowercase name is a call or a reference at the root (`settingsSheet`, `destination(for: r)`,
    /// `self.header`): a member of the enclosing type that makes a view (``SwiftUIBody/member``), a
    /// view type named in lowercase, or a variable the audit does not follow.
    package var constructed: [String]
    /// The content as written (whitespace collapsed, at most 120 characters), for messages.
    package var contentText: String
    /// Where the modifier's or container's name is written.
    package var location: SourceLocation
    /// The shown view whose content holds this one (a `NavigationLink` inside a `.sheet`'s
    /// content), by its location; `nil` when it is in the enclosing type's own code.
    package var within: Place?
    package var enclosingType: String?
    package var enclosingFunction: String?
    /// Every name the content calls or states anywhere inside (``SwiftUIBody/contained``), outside the
    /// content of the views shown from inside it: `.sheet { VStack { Header(); SettingsForm() } }` →
    /// `VStack`, `Header`, `SettingsForm`. The views of the app among them are drawn in the same
    /// hosting controller as the content.
    package var contained: [String] = []
    /// The iOS version from which the code showing it runs, when an `if #available(iOS V, *)`
    /// around it says (`if #available(iOS 16, *) { content.sheet { … } } else { content.halfSheet { … } }`).
    package var availableFrom: WrittenVersion? = nil
    /// The function a ``How/hostingFactoryCall`` calls, or a ``How/hostingFactory`` is: its base
    /// name and its first argument's label (`createHostingVC(_:)`, `pushDefaultSize(view:)`); `nil`
    /// for the other kinds.
    package var callee: String? = nil
    /// Whether a ``How/hostingFactory`` declares that it returns a controller (else it returns nothing).
    package var returnsController = false
    /// The presentation a ``How/constructedWithContent`` or ``How/givenContent`` value is made for, when
    /// an argument names one (`NavigationRoute(id: "x", style: .sheet) { … }`: `sheet`; also
    /// `fullscreen`, `fullScreenCover`, `cover`, `modal`, `popover`): shown by a presentation the
    /// app's code chooses at run time, not where its view is read for a push.
    package var presentationStyle: String? = nil
    /// The type a `.navigationDestination(for: Screen.self) { screen in screen … }` is registered for,
    /// when its content shows the value itself (or calls a member on it: the reader cannot tell a
    /// modifier from a route's method); the audit takes it where that type is an enum that is a view.
    package var valueType: String? = nil

    package init(how: How, constructed: [String], contentText: String, location: SourceLocation, within: Place? = nil,
                enclosingType: String?, enclosingFunction: String?, contained: [String] = [], availableFrom: WrittenVersion? = nil,
                callee: String? = nil, returnsController: Bool = false, presentationStyle: String? = nil, valueType: String? = nil) {
        self.how = how
        self.constructed = constructed
        self.contentText = contentText
        self.location = location
        self.within = within
        self.enclosingType = enclosingType
        self.enclosingFunction = enclosingFunction
        self.contained = contained
        self.availableFrom = availableFrom
        self.callee = callee
        self.returnsController = returnsController
        self.presentationStyle = presentationStyle
        self.valueType = valueType
    }

    /// Where it is written and how.
    package var place: Place { Place(location, how) }

    /// ``callee``'s spelling: `createHostingVC(_:)`, `pushDefaultSize(view:)`.
    package static func calleeKey(_ name: String, label: String) -> String { "\(name)(\(label):)" }
}

extension SwiftUIShownView {
    /// Containers that only wrap their content: the reader lists their name, then their content's
    /// root views (``constructed``, ``SwiftUIBody/roots``), and none of them is a view of its own.
    package static let transparentContainers: Set<String> = ["NavigationStack", "NavigationView", "Group"]

    /// A `ZStack`: its views are layered, and the one the app draws over the whole screen is what a
    /// presentation of it shows (`.sheet { ZStack { Color.black; PlayerView() } }`, or one view
    /// per branch: `ZStack { if full { SettingsView() }; if picking { PickerView() } }`). Its root
    /// names follow it, as a transparent container's do; the stack itself is a built-in view.
    package static let layeredContainers: Set<String> = ["ZStack"]

    /// Libraries' spellings of SwiftUI's navigation, read as SwiftUI's own (NavigationBackport's
    /// `NBNavigationStack`, `NBNavigationLink` and `.nbNavigationDestination` are a `NavigationStack`,
    /// a `NavigationLink` and `.navigationDestination` on iOS 16 and later, and a `NavigationView`'s
    /// stack before).
    package static let librarySpellings: [String: String] = [
        "NBNavigationStack": "NavigationStack", "NBNavigationLink": "NavigationLink", "nbNavigationDestination": "navigationDestination",
    ]

    /// SwiftUI's `ForEach`: the audit does not follow the views it makes.
    package static let forEachName = "ForEach"

    /// SwiftUI's own views: never a wrapper of the app's content (the reader does not list what is
    /// given to them as ``SwiftUIBody/givenPrefix`` names).
    package static let builtinViews: Set<String> = [
        "Text", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "List", "ScrollView",
        "ScrollViewReader", "Form", "Group", "Section", "Image", "Label", "Button", "Color", "Spacer", "GeometryReader",
        "EmptyView", "ProgressView", "Toggle", "TextField", "SecureField", "TextEditor", "Picker", "DatePicker", "Slider", "Stepper",
        "Divider", "Tab", "TabSection", "ContentUnavailableView", "Link", "Menu", "ShareLink", "GroupBox", "DisclosureGroup",
        "ViewThatFits", "TimelineView", "Canvas", "Map", "VideoPlayer", "AsyncImage", "Gauge", "ControlGroup", "LabeledContent",
        "Rectangle", "RoundedRectangle", "Circle", "Capsule", "LinearGradient", "NavigationSplitView",
    ]

    /// SwiftUI's name for `name` (``librarySpellings``), else `name`.
    package static func swiftUIName(_ name: String) -> String { librarySpellings[name] ?? name }
}

/// What a type's `body` shows at its root (`var body: some View { if compact { CompactView() } else
/// { SplitView() } }` → `CompactView`, `SplitView`): each statement's outermost constructed type, both
/// branches of an `if` or `switch`, through `NavigationStack`, `NavigationView` and `Group` (as the
/// content of a shown view is read). The views of the app among them are drawn in the same hosting
/// controller as the type itself: what they show, the type shows.
///
/// The same is recorded for a type's other members that make views (``member``): a computed property
/// or a function returning `some View` or `AnyView`, or marked `@ViewBuilder` (`var header: some View`,
/// `func destination(for route: Route) -> some View`), which a body or a shown view's content names
/// by a lowercase name (`header`, `destination(for: route)`, `self.header`).
package struct SwiftUIBody: Sendable, Hashable, Codable {
    /// The type whose `body` (or member) it is.
    package var type: String
    /// The root names, as ``SwiftUIShownView/constructed`` lists them: a lowercase name is a call or a
    /// reference the audit may find among the type's members (or a view type named in lowercase).
    package var roots: [String]
    /// Where `body` (or the member) is declared.
    package var location: SourceLocation
    /// `nil` for `body`; else the member's name (`header`, `destination`).
    package var member: String? = nil
    /// Every name the code calls or states anywhere inside (`VStack { Header(); rows }` → `VStack`,
    /// `Header`, `rows`), in source order, each once, at most ``containedLimit``: outside the content of
    /// the views it shows (a `.sheet`'s, a `NavigationLink`'s destination, a `NavigationStack`'s root,
    /// which are ``SwiftUIShownView``s of their own). The views of the app among them are drawn in the
    /// same hosting controller, somewhere inside it: what they show, the type shows.
    package var contained: [String] = []
    /// The names the code calls or states only in branches an iPad or a Mac takes (`if
    /// Current.isCatalyst { macOSView } else { iOSView }` → `macOSView`), as ``contained`` lists
    /// them, each once, at most ``containedLimit``: a member named only here is no iPhone's.
    package var padOnly: [String] = []
    /// The names the code calls or states only in branches taken when a Boolean of the type holds
    /// (`if bigScreen && !hideControls { MenuView() }` → `bigScreen`: `MenuView`), by that Boolean,
    /// as ``contained`` also lists them: the audit follows the Boolean (``FlagFact``) and moves them
    /// to ``padOnly`` when it holds only on an iPad or a Mac.
    package var flagged: [SwiftUIFlagBranch] = []

    /// When the code is one `switch` over an enum's cases (a route's `view()`: `switch self { case
    /// .inbox: InboxView() … }`): the root names of each case, by the case's name, in source order
    /// (`case .a, .b:` gives both). A call that names the case (`router.view(for: .inbox)`) shows
    /// that case's views only.
    package var cases: [SwiftUICaseRoots] = []

    /// For `body`: what its code says lies at the top of the view, under the status bar
    /// (``SwiftUITop``); `nil` when it says nothing the reader reads.
    package var top: SwiftUITop? = nil
    /// Why what the code draws may reach into the top safe area of the view it is drawn in, over what
    /// lies there (`.ignoresSafeArea()`, a `List`, a `.background(Color)` that may touch the top
    /// edge), else `nil`. The app's views it draws are among
    /// ``contained``: the audit looks at theirs.
    package var coversTop: String? = nil

    /// The most names ``contained`` keeps.
    package static let containedLimit = 256

    /// How ``roots`` and ``contained`` (and ``SwiftUIShownView/constructed``) name a member called or
    /// read on another value (`page.view()`, `router.view(for: .home)`, `modal.view`): this prefix,
    /// then the member's name (`~view`). The audit looks it up among the members that make views of
    /// the app's types that are not views (a route enum's `view()`, a router's `view(for:)`).
    package static let routePrefix = "~"

    package init(type: String, roots: [String], location: SourceLocation, member: String? = nil, contained: [String] = [],
                 cases: [SwiftUICaseRoots] = [], top: SwiftUITop? = nil, coversTop: String? = nil) {
        self.type = type
        self.roots = roots
        self.location = location
        self.member = member
        self.contained = contained
        self.cases = cases
        self.top = top
        self.coversTop = coversTop
    }

    /// How ``roots`` (and ``SwiftUIShownView/constructed``) list the content given to a view of the
    /// app (`Provider(store: s) { RootView() }`, `LazyView(DetailView())`): right after the view's
    /// name, the content's root names, each with this prefix (`Provider`, `@RootView`). A wrapper
    /// whose body shows that content (a generic `content`) stands for it; for any other view the
    /// given names are only drawn inside it.
    package static let givenPrefix = "@"

    /// ``routePrefix`` then `member`; with `case`, `.` and the case (`~view.inbox`: the member
    /// `view` called with the enum case `.inbox`, as in `router.view(for: .inbox)`). A read, not a
    /// call (`modal.view`), is marked with `:` after the prefix (`~:view`): a stored property of
    /// that name holding a view (`let view: AnyView`) is read the same way.
    package static func routeName(_ member: String, case caseName: String? = nil, read: Bool = false) -> String {
        routePrefix + (read ? ":" : "") + member + (caseName.map { "." + $0 } ?? "")
    }

    /// The member, the case and whether it is a read, of a route name (``routeName(_:case:read:)``),
    /// or `nil` for another name.
    package static func routeParts(_ name: String) -> (member: String, case: String?, read: Bool)? {
        guard name.hasPrefix(routePrefix) else { return nil }
        var rest = name.dropFirst(routePrefix.count)
        let read = rest.first == ":"
        if read { rest = rest.dropFirst() }
        guard let dot = rest.firstIndex(of: ".") else { return (String(rest), nil, read) }
        return (String(rest[..<dot]), String(rest[rest.index(after: dot)...]), read)
    }
}

/// What a view's `body` says lies at the top of its view, extended into the top safe area, under
/// the status bar: a color at the back of a root `ZStack` that ignores the safe area, or a color
/// given to the root's `.background` (``How``). Read only where the root is one statement; what is
/// drawn over the color is checked: ``covered`` when the body's own code may reach over it, and the
/// app's views drawn over it (``over``), which the audit checks in turn.
package struct SwiftUITop: Sendable, Hashable, Codable {
    package enum How: String, Sendable, Hashable, Codable {
        /// `ZStack { Color.x.ignoresSafeArea() … }` (or `.edgesIgnoringSafeArea(.all)`, `.top`): the
        /// ZStack fills the screen, and its back-most child reaches under the bar on every iOS.
        case backmostColor
        /// `.background(Color.x.ignoresSafeArea())`, `.background { Color.x.ignoresSafeArea() }` on a
        /// root that fills the screen: the background view reaches under the bar on every iOS.
        case backgroundView
        /// `.background(Color.x)` on a root that fills the screen: iOS 15's
        /// `background(_:ignoresSafeAreaEdges:)`, which extends into the safe area; before iOS 15 the
        /// call is the View overload, which does not.
        case backgroundStyle
    }

    package var how: How
    /// The color (``ParsedValue/color(_:)``), else `.other` (a gradient, a material, an app's color).
    package var color: ParsedValue
    /// The color as written.
    package var colorText: String
    /// Where the color is written.
    package var location: SourceLocation
    /// Why the body's own code may cover the color at the top, else `nil`.
    package var covered: String?
    /// The capitalised names drawn over the color (a ZStack's later children, the content under a
    /// background): the app's views among them may cover it.
    package var over: [String]
    /// The app's views the color is read through (`PlatformStack { VStack { … }.background(x) }`),
    /// outermost last: the audit takes the color only where each of them shows its content alone
    /// (its body's roots are stacks, groups and its content).
    package var through: [String] = []

    package init(how: How, color: ParsedValue, colorText: String, location: SourceLocation, covered: String? = nil, over: [String] = [],
                 through: [String] = []) {
        self.through = through
        self.how = how
        self.color = color
        self.colorText = colorText
        self.location = location
        self.covered = covered
        self.over = over
    }
}

/// The root names of one case of a `switch` that makes views (``SwiftUIBody/cases``).
package struct SwiftUICaseRoots: Sendable, Hashable, Codable {
    /// The case's name (`inbox` for `case .inbox:`, `entry` for `case .entry(let id):`).
    package var name: String
    package var roots: [String]

    package init(name: String, roots: [String]) {
        self.name = name
        self.roots = roots
    }

}

/// The names a view body states only in branches a Boolean of its type guards (``SwiftUIBody/flagged``).
package struct SwiftUIFlagBranch: Sendable, Hashable, Codable {
    /// The Boolean's name (`bigScreen`, from `if bigScreen && …` or `if self.bigScreen`).
    package var flag: String
    package var names: [String]

    package init(flag: String, names: [String]) {
        self.flag = flag
        self.names = names
    }
}

/// What a Boolean the audit may follow to a device is given (``SwiftUIBody/flagged``): a member of
/// a type that is `Bool` (`var bigScreen: Bool { Device.isBigScreen(sizeClass) }`, `static func
/// isBigScreen(_:) -> Bool { sizeClass == .regular && !isIphone }`, `let isPad: Bool = …`), or an
/// argument a construction passes (`IOSSplitView(bigScreen: bigScreen)`: the label is the view's
/// property). Only one expression, as written.
package struct FlagFact: Sendable, Hashable, Codable {
    package enum Kind: String, Sendable, Hashable, Codable {
        /// `type`'s member `name` is `text` (a computed property's or a function's one expression,
        /// or a stored property's initial value).
        case member
        /// A construction of `type` in `enclosingType` passes `text` for the label `name`.
        case argument
    }

    package var kind: Kind
    package var type: String
    package var name: String
    package var text: String
    package var enclosingType: String?

    package init(kind: Kind, type: String, name: String, text: String, enclosingType: String? = nil) {
        self.kind = kind
        self.type = type
        self.name = name
        self.text = text
        self.enclosingType = enclosingType
    }

    /// The longest text kept: a longer expression is not a flag the audit follows.
    package static let textLimit = 200
}

/// A call that opens a page of an app's own navigation model by an enum case (`navigation.openSheet(
/// .deleteAccount)`, `router.push(.profile(id))`, `NavigationLayer(root: .inbox)`): the method's
/// name (or, for a construction, the argument's label) and the case's name, each pair once per file.
/// Only methods and labels whose name says how a page is opened (``openingWords``) are kept: the
/// audit tells from them where each case of a route enum's `switch` may be shown.
package struct CaseOpener: Sendable, Hashable, Codable {
    package var method: String
    package var caseName: String

    package init(method: String, caseName: String) {
        self.method = method
        self.caseName = caseName
    }

    /// The words (lowercased) a method's name or a construction's label holds when it opens a page.
    package static let openingWords = ["sheet", "cover", "fullscreen", "push", "navigate", "root"]
    private static let openingBytes = openingWords.map { Array($0.utf8) }

    /// Whether `name` holds one of ``openingWords``, in any case. Asked of every call given a case
    /// (`.padding(.top)` too): a byte search, not `String.contains`, which costs thousands of
    /// instructions a call.
    package static func namesOpening(_ name: String) -> Bool {
        openingBytes.contains { holds(name, $0) }
    }

    /// Whether `name` holds the lowercase ASCII `word`, ignoring the case of ASCII letters.
    static func holds(_ name: String, _ word: [UInt8]) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard bytes.count >= word.count else { return false }
            start: for i in 0...(bytes.count - word.count) {
                for k in word.indices {
                    var b = bytes[i + k]
                    if b >= 65 && b <= 90 { b += 32 }
                    if b != word[k] { continue start }
                }
                return true
            }
            return false
        }
    }

    /// How a page opened by `method` is shown, when its name says so.
    package enum Place: String, Sendable, Hashable {
        case sheet, cover, push, root
    }

    /// How `method` shows the page it is given (`openSheet` → a sheet, `showFullScreenCover` → a
    /// full-screen cover, `push` → pushed, a `root:` label → a stack's root).
    package var place: Place? {
        func has(_ word: String) -> Bool { Self.holds(method, Array(word.utf8)) }
        if has("sheet") { return .sheet }
        if has("cover") || has("fullscreen") { return .cover }
        if has("push") || has("navigate") { return .push }
        if has("root") { return .root }
        return nil
    }
}

/// How many times a file constructs a SwiftUI view type (`EntryView(…)`), previews excluded.
/// A list rather than a dictionary: facts are stored in the cache's positional format.
package struct SwiftUIConstruction: Sendable, Hashable, Codable {
    package var type: String
    package var count: Int

    package init(type: String, count: Int) {
        self.type = type
        self.count = count
    }
}

extension Array where Element == SwiftUIConstruction {
    /// The count for a view type (0 when the file never constructs it).
    package subscript(type type: String) -> Int { first { $0.type == type }?.count ?? 0 }
}
