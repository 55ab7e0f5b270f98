/// The SwiftUI members the Swift reader reads, by their spelling: the scenes, containers and
/// presentations that show a view (each recorded as a ``SwiftUIShownView``) and the modifiers that
/// reach the status bar or the bars around it (each recorded as a ``SwiftUIModifier``).
///
/// The Swift reader looks a call's name up here (``named(_:)``) and reads the call only when its
/// arguments have the member's shape (``accepts(_:)``); its pre-scan parses a file when it holds a
/// member's trigger (``swiftTriggers``). A new SwiftUI member is a case here, with its spelling,
/// trigger and shape; then what the reader records of it (`SwiftUIReader`) and what the audit makes
/// of it (Docs/Architecture.md, "A new SwiftUI modifier").
package enum SwiftUIMember: Sendable, Hashable, CaseIterable {
    /// `WindowGroup { … }` (not `WindowGroup(for:)`, a secondary window): the window's root.
    case windowGroup
    /// `NavigationStack { … }`, `NavigationView { … }` (also `root:`).
    case navigationStack
    /// `NavigationSplitView { sidebar } content: { … } detail: { … }`.
    case navigationSplitView
    /// `TabView { … }`: each statement of its content is a tab (a pager is not: `.tabViewStyle(.page)`).
    case tabView
    /// `NavigationLink(destination:)`, `NavigationLink { … } label: { … }`, `NavigationLink(value:)`.
    case navigationLink
    /// `.navigationDestination(for:)`, `(isPresented:)`, `(item:)`.
    case navigationDestination
    /// `.sheet(isPresented:)`, `.sheet(item:)`.
    case sheet
    /// `.fullScreenCover(isPresented:)`, `.fullScreenCover(item:)`.
    case fullScreenCover
    /// `.popover(isPresented:)`, `.popover(item:)`.
    case popover
    /// `UIHostingController(rootView:)`.
    case hostingController
    /// `super.init(rootView:)` in a `UIHostingController` subclass.
    case hostingSuperInit
    /// A status bar or toolbar modifier.
    case modifier(SwiftUIModifier.Kind)

    package static var allCases: [SwiftUIMember] {
        [.windowGroup, .navigationStack, .navigationSplitView, .tabView, .navigationLink, .navigationDestination,
         .sheet, .fullScreenCover, .popover, .hostingController, .hostingSuperInit]
            + SwiftUIModifier.Kind.allCases.map(SwiftUIMember.modifier)
    }

    /// The name messages and the model call it by, its first spelling: `NavigationStack` for a
    /// `NavigationStack` or a `NavigationView`.
    package var swiftName: String { swiftNames[0] }

    /// The names a call of it is written with.
    package var swiftNames: [String] {
        switch self {
        case .windowGroup: ["WindowGroup"]
        case .navigationStack: ["NavigationStack", "NavigationView"]
        case .navigationSplitView: ["NavigationSplitView"]
        case .tabView: ["TabView"]
        case .navigationLink: ["NavigationLink"]
        case .navigationDestination: ["navigationDestination"]
        case .sheet: ["sheet"]
        case .fullScreenCover: ["fullScreenCover"]
        case .popover: ["popover"]
        case .hostingController: ["UIHostingController"]
        case .hostingSuperInit: ["init"]
        case .modifier(let kind): [kind.swiftName]
        }
    }

    /// The bytes whose presence makes a file that uses the member worth a full parse (part of the
    /// Swift reader's pre-scan). None for `super.init(rootView:)`, which only a file naming
    /// `UIHostingController` writes; the status bar modifiers share the overrides' `tatusBar`.
    package var swiftTriggers: [String] {
        switch self {
        case .windowGroup, .navigationStack, .navigationSplitView, .tabView, .navigationLink, .navigationDestination,
             .fullScreenCover, .hostingController:
            swiftNames
        case .sheet: ["sheet("]
        case .popover: ["popover("]
        case .hostingSuperInit: []
        case .modifier(let kind):
            switch kind {
            case .statusBarHidden, .statusBar: ["tatusBar"]
            case .toolbarVisibility: ["toolbar("]
            case .preferredColorScheme, .toolbarColorScheme, .toolbarBackground, .toolbarBackgroundVisibility, .toolbarVisibilityModifier,
                 .navigationBarHidden, .presentationDetents:
                [kind.swiftName]
            }
        }
    }

    /// Every member's ``swiftTriggers``, each once, in the members' order.
    package static let allSwiftTriggers: [String] = {
        var seen: Set<String> = []
        return allCases.flatMap(\.swiftTriggers).filter { seen.insert($0).inserted }
    }()

    /// The member a call's name spells, if any.
    package static func named(_ name: String) -> SwiftUIMember? { byName[name] }

    private static let byName: [String: SwiftUIMember] = {
        var table: [String: SwiftUIMember] = [:]
        for member in allCases {
            for name in member.swiftNames { table[name] = member }
        }
        return table
    }()

    /// The presentation a modifier names, as the shown view records it.
    package var presentation: SwiftUIShownView.How? {
        switch self {
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .popover: .popover
        default: nil
        }
    }
}

/// What the Swift reader knows of a call when it asks whether a SwiftUI member's shape fits it.
package struct SwiftUICallShape {
    /// The arguments' labels in order, `nil` for an unlabelled one (trailing closures not counted).
    package var labels: [String?]
    package var hasTrailingClosure: Bool
    /// Whether the call is written as a modifier: on a view (`x.toolbar(…)`), or under a compilation
    /// condition after one (`#if os(iOS) .toolbar(…) #endif`). Asked last, only when the rest fits.
    package var isModifier: () -> Bool

    package init(labels: [String?], hasTrailingClosure: Bool, isModifier: @escaping () -> Bool) {
        self.labels = labels
        self.hasTrailingClosure = hasTrailingClosure
        self.isModifier = isModifier
    }

    /// True when the first argument is unlabelled (`.toolbarColorScheme(.dark, for: …)`).
    var startsUnlabelled: Bool { labels.first == .some(nil) }
}

extension SwiftUIModifier.Kind {
    /// The modifier's name as written.
    package var swiftName: String {
        switch self {
        case .statusBarHidden: "statusBarHidden"
        case .statusBar: "statusBar"
        case .preferredColorScheme: "preferredColorScheme"
        case .toolbarColorScheme: "toolbarColorScheme"
        case .toolbarBackground: "toolbarBackground"
        case .toolbarBackgroundVisibility: "toolbarBackgroundVisibility"
        case .toolbarVisibility: "toolbar"
        case .toolbarVisibilityModifier: "toolbarVisibility"
        case .navigationBarHidden: "navigationBarHidden"
        case .presentationDetents: "presentationDetents"
        }
    }

    /// Whether a call of the modifier's name is this modifier: `.statusBarHidden()` or
    /// `.statusBarHidden(x)`, `.statusBar(hidden:)`, `.preferredColorScheme(x)`, the toolbar
    /// modifiers with a first unlabelled argument (`.toolbar(.hidden, for: …)` but not
    /// `.toolbar { … }`, whose content is items), `.navigationBarHidden(x)`; the toolbar's and the
    /// navigation bar's only as modifiers (`toolbar(…)` alone may be the app's own function).
    package func accepts(_ call: SwiftUICallShape) -> Bool {
        switch self {
        case .statusBarHidden: call.labels.isEmpty || call.labels == [nil]
        case .statusBar: call.labels == ["hidden"]
        case .preferredColorScheme: call.labels == [nil]
        case .toolbarColorScheme, .toolbarVisibilityModifier, .toolbarBackgroundVisibility, .presentationDetents: call.startsUnlabelled
        case .toolbarBackground: call.startsUnlabelled && !call.hasTrailingClosure
        case .toolbarVisibility: call.startsUnlabelled && !call.hasTrailingClosure && call.isModifier()
        case .navigationBarHidden: call.labels == [nil] && call.isModifier()
        }
    }

    /// Whether it sets the bars' background: a color or style, or its visibility
    /// (`.toolbarBackground(_:for:)`, `.toolbarBackgroundVisibility(_:for:)`).
    package var setsBarBackground: Bool { self == .toolbarBackground || self == .toolbarBackgroundVisibility }

    /// The value read when the modifier has no argument: `.statusBarHidden()` hides.
    package var valueWhenUnwritten: ParsedValue { self == .statusBarHidden ? .bool(true) : .other }
}
