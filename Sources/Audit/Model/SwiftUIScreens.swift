import ProjectReaders
import SourceModel
import StatusBarEngine

/// What makes a screen a SwiftUI view: the view type shown, how it was first shown, every way the
/// audit saw it shown, and the modifiers that count for it.
package struct SwiftUIScreenInfo: Sendable, Hashable {
    /// The view type (also the screen's class name).
    package var viewType: String
    /// How the screen was first reached (its context comes from there).
    package var how: SwiftUIShownView.How
    /// Every way the audit saw this view shown, in the order met; rules that say "never used"
    /// hold only when they hold for each.
    package var shownAs: [SwiftUIShownView.How]
    /// The status bar and toolbar modifiers that count for the screen: its own body's (or its
    /// inline content's) and those written where it is constructed, and those of the container
    /// views around it that SwiftUI passes up to the same hosting controller, in source order.
    package var modifiers: [SwiftUIModifier]
    /// Of ``modifiers``, the screen's own: its body's and those written where it is constructed.
    package var ownModifiers: [SwiftUIModifier] = []
    /// The color scheme the views shown before this one in the same presentation already prefer
    /// (`.preferredColorScheme` with a literal), `nil` when none does.
    package var schemeBefore: InterfaceStyle? = nil
    /// For the root view of a `UIHostingController` subclass: the subclass, which is the screen's
    /// controller (a UIKit controller whose own overrides decide); `nil` for a view shown by SwiftUI
    /// or by a plain `UIHostingController`.
    package var hostedBy: String? = nil
    /// The member of a route value the view was reached through (`route.destination`, `~:destination`
    /// as the reader names it), when its place was a route's choice: which route the app shows
    /// where is decided at run time (``SharedDestinations``).
    package var route: String? = nil
}

extension Screen {
    /// True for a SwiftUI view shown as a screen (named by its view type); false for a controller,
    /// a `UIHostingController` subclass included.
    package var isSwiftUIView: Bool { swiftUI != nil && swiftUI?.hostedBy == nil }
}

/// Finds an app's SwiftUI screens: the `WindowGroup` root and what it shows through navigation
/// stacks, tab views and presentations, and the root views of hosting controllers that UIKit code
/// shows. A separate source of screens next to ``ScreenBuilder``, merged by ``Auditor/model(_:)``.
///
/// Each modifier goes through the engine like its UIKit counterpart: `.statusBarHidden(_:)` is the
/// hosting controller's `prefersStatusBarHidden`; `.preferredColorScheme(_:)` the interface style of
/// the enclosing presentation; `.toolbarColorScheme(_:for: .navigationBar)` with a visible bar
/// background (`.toolbarBackground(.visible, for: .navigationBar)`) what the navigation bar asks of
/// the status bar, and `.toolbarBackground(Color, for: .navigationBar)` the background under it.
package struct SwiftUIScreens {
    let app: AuditedApp
    /// The app's view types (declared in any source, so that a view of a local package is known).
    private(set) var views: [String: SourceLocation]
    /// Shown views written in a type's own code, by type.
    let entriesByType: [String: [SwiftUIShownView]]
    /// Shown views written inside the content of another, by that one's location.
    let entriesWithin: [SwiftUIShownView.Place: [SwiftUIShownView]]
    let modifiersByType: [String: [SwiftUIModifier]]
    let modifiersWithin: [SwiftUIShownView.Place: [SwiftUIModifier]]
    /// The app's view types each type's `body` shows at its root (``SwiftUIBody``): drawn in the
    /// same hosting controller, so what they show and their modifiers are the type's.
    let composedByType: [String: [String]]
    /// How many views each type's `body` shows at its root (its branches counted apart).
    let bodyRoots: [String: Int]
    /// The app's view types each type's `body` draws somewhere inside, not at its root (`VStack {
    /// Header(); FeedList() }`), through its members that make views: drawn in the same hosting
    /// controller, so what they show the type shows (their modifiers are not the type's: they may
    /// stand in one branch, a row, an overlay).
    let containedByType: [String: [String]]
    /// Each type's members that make views (``SwiftUIBody/member``), by type and name.
    let memberBodies: [String: [String: SwiftUIBody]]
    /// ``memberBodies`` without the navigation model's `switch`es (``CasePages/modelBodies``): the
    /// views code names outside the model (``namesOutsideModel(_:in:)``).
    let membersOutsideModel: [String: [String: SwiftUIBody]]
    /// Each type's `body`, by type (the first read).
    let typeBodies: [String: SwiftUIBody]
    /// The places each of the app's views may be shown at, when it is a page of the app's own
    /// navigation model (``CasePages``).
    let casePages: CasePages
    /// The Booleans followed to the iPad (``PadFlags``), when a body has a branch under one.
    let padFlags: PadFlags?
    /// The app's view types each type shows through its own stacks, tabs and split columns (`NavigationStack
    /// { LibraryView() }`): what those show is followed from there, in that container, not as the type's.
    let shownByOwnContainers: [String: Set<String>]
    /// The values made for a presentation (``SwiftUIShownView/presentationStyle``) of a type that
    /// stores the view it is made with: each a gap (where the app presents it is not followed).
    let presentedValueGaps: [Coverage.Gap]
    /// The members that make views each type draws only inside its own stacks, tabs and split
    /// columns: their links and sheets are followed from those containers, not from the type's place.
    let membersOnlyInContainers: [String: Set<String>]
    /// The members that make views each type draws inside a `NavigationStack` of its own, whether or
    /// not it also draws them elsewhere (`if embedded { NavigationStack { content } } else { content }`).
    let membersInOwnStacks: [String: Set<String>]

    /// The members that make views each type's body never draws (`var infoSheet: some View {
    /// NavigationView { … } }` given to a `.sheet` only): a stack, tab or split view written in one is
    /// not the type's own container.
    let undrawnMembers: [String: Set<String>]
    /// The members that make views each type names only in branches an iPad or a Mac takes
    /// (``SwiftUIBody/padOnly``) and reaches no other way: what they show is no iPhone's.
    let padOnlyMembers: [String: Set<String>]

    /// What a type shows from its own place: its shown views, less those written in members it draws
    /// only inside its own containers, and the containers written in members its body never draws.
    func ownEntries(of type: String) -> [SwiftUIShownView] {
        let inContainers = membersOnlyInContainers[type], undrawn = undrawnMembers[type], padOnly = padOnlyMembers[type]
        guard inContainers != nil || undrawn != nil || padOnly != nil else { return entriesByType[type] ?? [] }
        return (entriesByType[type] ?? []).filter { e in
            let member = e.enclosingFunction ?? ""
            if inContainers?.contains(member) == true || padOnly?.contains(member) == true { return false }
            return !(SwiftUIScreens.isContainerEntry(e.how) && undrawn?.contains(member) == true)
        }
    }
    /// The app's `ViewModifier`s, and `.name` for each custom modifier of `extension View` that shows
    /// something: drawn in the hosting controller of the body that names them, as its views are.
    let drawableNames: Set<String>

    /// Whether a name is drawn in the hosting controller of the body that names it: a view type of
    /// the app or one of ``drawableNames``.
    func isDrawn(_ name: String) -> Bool { SwiftUIScreens.isDrawn(name, views: views, drawable: drawableNames) }

    static func isDrawn(_ name: String, views: [String: SourceLocation], drawable: Set<String>) -> Bool {
        views[name] != nil || drawable.contains(name)
    }
    /// The sources whose views' bodies, presentations and modifiers are read: the app's own, and
    /// those of the local packages it is given (``localPackageSources(_:files:)``).
    let ownSources: [SourceFacts]
    /// The app's own sources alone: its window groups are read there (a package's `App` is not
    /// this app's root).
    let appSources: [SourceFacts]
    /// Where its hosting controllers are read: its own sources and those of the local packages its
    /// target links (where a linked package's controller presents one).
    let hostingSources: [SourceFacts]

    /// The indices of the `sources` of the folder's local Swift packages: in a `Sources` folder under
    /// a folder holding a `Package.swift` (`Packages/Account/Sources/Account/…`, `Sources/AppFeature/…`
    /// beside a root manifest, `Features/Settings/Sources/Settings/…` under `Features/Package.swift`),
    /// not vendored. Sorted.
    package static func localPackageSources(_ sources: [SourceFacts], files: ProjectFiles) -> [Int] {
        var roots: [String] = []
        let manifest = ProjectManifest.swiftPackage.fileName
        for file in files.files where file.path.hasSuffix(manifest) && !file.isVendored {
            let folder = file.path.dropLast(manifest.count)
            if folder.isEmpty || folder.hasSuffix("/") { roots.append(String(folder)) }
        }
        guard !roots.isEmpty else { return [] }
        var all: [Int] = []
        for i in sources.indices {
            let path = sources[i].path
            let inPackage = roots.contains { root in
                guard path.hasPrefix(root) else { return false }
                let inside = path.dropFirst(root.count)
                return inside.hasPrefix("Sources/") || inside.contains("/Sources/")
            }
            if inPackage, !ProjectFiles.isVendored(path) { all.append(i) }
        }
        return all
    }

    /// `views`: ``viewTypes(in:)`` of the same sources (the same for every app: computed once per audit).
    /// `owned`: the indices of the `sources` the app owns, when the caller has them already.
    /// `packages`: the indices of the sources of local packages whose views' bodies are read too
    /// (``localPackageSources(_:files:)``, the same for every app).
    package init(app: AuditedApp, sources: [SourceFacts], views: [String: SourceLocation]? = nil, owned: [Int]? = nil,
                 packages: [Int] = []) {
        self.app = app
        self.views = views ?? SwiftUIScreens.viewTypes(in: sources)
        let allOwned = owned ?? app.ownedIndices(of: sources)
        // The app's own code, without the linked packages' (their `App` is not the app's).
        let packageSet = Set(packages)
        let own = packages.isEmpty ? allOwned : allOwned.filter { !packageSet.contains($0) }
        appSources = own.map { sources[$0] }.filter { !ProjectFiles.isVendored($0.path) }
        // A linked package's controllers present hosting controllers of the app (its settings screen).
        hostingSources = packages.isEmpty || own.count == allOwned.count
            ? appSources : allOwned.map { sources[$0] }.filter { !ProjectFiles.isVendored($0.path) }
        var ownSources: [SourceFacts]
        if packages.isEmpty {
            ownSources = appSources
        } else {
            // A view type of a package with the name of one the app declares is not the one the
            // app's code names: its own type shadows the imported one (EmuSkins' `ContentView` and
            // a package's). What the package's type shows and applies is left out.
            let appViews = Set(appSources.flatMap { $0.swiftUIBodies.lazy.filter { $0.member == nil }.map(\.type) })
            let owned = Set(own)
            ownSources = Array(owned.union(packages)).sorted().compactMap { i -> SourceFacts? in
                var facts = sources[i]
                guard !ProjectFiles.isVendored(facts.path) else { return nil }
                guard !owned.contains(i), facts.swiftUIBodies.contains(where: { appViews.contains($0.type) }) else { return facts }
                facts.swiftUIBodies.removeAll { appViews.contains($0.type) }
                facts.swiftUIShownViews.removeAll { $0.enclosingType.map(appViews.contains) == true }
                facts.swiftUIModifiers.removeAll { $0.enclosingType.map(appViews.contains) == true }
                return facts
            }
        }
        // A branch under a Boolean that holds only on an iPad or a Mac (`if bigScreen { MenuView() }`,
        // `bigScreen` given `Device.isBigScreen(sizeClass)`) is drawn as an iPad-only branch is.
        // (What every source read declares counts: `Device` of a framework the app links, which its
        // target does not compile.)
        var followedFlags: PadFlags?
        if ownSources.contains(where: { $0.swiftUIBodies.contains { !$0.flagged.isEmpty } }), case let padFlags = PadFlags(sources),
           !padFlags.isEmpty {
            followedFlags = padFlags
            ownSources = ownSources.map { facts in
                guard facts.swiftUIBodies.contains(where: { !$0.flagged.isEmpty }) else { return facts }
                var facts = facts
                facts.swiftUIBodies = facts.swiftUIBodies.map(padFlags.resolving)
                return facts
            }
        }
        self.ownSources = ownSources
        // A view type of a name declared in several files is the app's own (or a linked package's):
        // another app's of the folder (a test runner's `ContentView`) is not what this app compiles.
        let ownPaths = Set(ownSources.map(\.path))
        for facts in ownSources {
            for type in facts.types where type.kind != .extension && type.kind != .protocol {
                if let known = self.views[type.name], known.file != facts.path, !ownPaths.contains(known.file) {
                    self.views[type.name] = type.location
                }
            }
        }
        var byType: [String: [SwiftUIShownView]] = [:], within: [SwiftUIShownView.Place: [SwiftUIShownView]] = [:]
        var modsByType: [String: [SwiftUIModifier]] = [:], modsWithin: [SwiftUIShownView.Place: [SwiftUIModifier]] = [:]
        var composed: [String: [String]] = [:], rootCounts: [String: Int] = [:], contained: [String: [String]] = [:]
        var stackWrappers: [String: Set<String>] = [:]
        var members: [String: [String: SwiftUIBody]] = [:], bodiesByType: [String: SwiftUIBody] = [:]
        // What a body can draw besides views: the app's `ViewModifier`s (`.modifier(SheetRouter())`)
        // and its custom modifiers declared in `extension View` that show something (`.withAppRouter()`).
        var drawable: Set<String> = []
        for facts in ownSources {
            for body in facts.swiftUIBodies {
                if body.member == nil, bodiesByType[body.type] == nil { bodiesByType[body.type] = body }
                guard let member = body.member else { continue }
                guard let known = members[body.type]?[member] else {
                    members[body.type, default: [:]][member] = body
                    continue
                }
                // Overloads of one custom modifier (`navigationSheetModifiers(for:)` applying a
                // modifier that calls `navigationSheetModifiers(nextLayer:…)`): a view naming it may
                // call either, so it applies what both do. Another type's keeps its first.
                if body.type == "View" { members["View"]?[member] = SwiftUIScreens.overloads(known, body) }
            }
            for e in facts.swiftUIShownViews where e.within == nil && e.enclosingType == "View" && e.how != .navigationValueLink
                && !e.how.isRecordOnlyFact {
                if let function = e.enclosingFunction { drawable.insert("." + function) }
            }
        }
        let views = self.views
        // The names the app's types store views under (`let view: AnyView`): a read of one is not a
        // route, unless the app gives that stored view what a member of its name makes
        // (`Modal(screen: self, view: view(resolver: r).asAny())`) and no other type of the app
        // stores a view under that name (a read of it could be the other's, set at run time).
        var storedViews: [String: Set<String>] = [:], routeStoredViews: Set<String> = []
        // The views each type is given as content where it is constructed (`NavigationRoute(id: "x") {
        // SettingsView() }`), and the properties each type stores a view in.
        var givenTo: [String: (names: [String], location: SourceLocation)] = [:], viewProperties: [String: Set<String>] = [:]
        var presented: [SwiftUIShownView] = []
        for s in ownSources.indices {
            for e in ownSources[s].swiftUIShownViews {
                if e.how == .storedFromRoute { routeStoredViews.insert(e.contentText) }
                guard e.how == .constructedWithContent || e.how == .givenContent, let type = e.constructed.first else { continue }
                if e.presentationStyle != nil {
                    presented.append(e)
                    continue
                }
                var entry = givenTo[type] ?? ([], e.location)
                for name in e.constructed.dropFirst() {
                    guard let inner = SwiftUIScreens.given(name), !entry.names.contains(String(inner)) else { continue }
                    entry.names.append(String(inner))
                }
                givenTo[type] = entry
            }
            for t in ownSources[s].types.indices {
                if ownSources[s].types[t].conformances.contains("ViewModifier") { drawable.insert(ownSources[s].types[t].name) }
                for p in ownSources[s].types[t].properties where SwiftUIScreens.holdsView(p.declaredType) {
                    storedViews[p.name, default: []].insert(ownSources[s].types[t].name)
                    // A view it holds (`AnyView`, a generic `Content`), not a closure making one.
                    if !(p.declaredType ?? "").contains("->") { viewProperties[ownSources[s].types[t].name, default: []].insert(p.name) }
                }
            }
        }
        // A value that is no view storing the one view it is given (`struct NavigationRoute { let
        // content: AnyView; init(id: String, @ViewBuilder content: () -> some View) { … } }`): that
        // property shows, as a member, every view the app constructs it with (each a possibility).
        var storing: Set<String> = []
        for (type, properties) in viewProperties where views[type] == nil && properties.count == 1 {
            guard let property = properties.first, members[type]?[property] == nil else { continue }
            storing.insert(type)
            guard let given = givenTo[type] else { continue }
            members[type, default: [:]][property] = SwiftUIBody(type: type, roots: given.names, location: given.location, member: property)
        }
        // One made for a presentation (`style: .sheet`) is shown where the app's code presents it at
        // run time, which the audit does not follow: a gap, not a push where its view is read.
        presentedValueGaps = presented.filter { storing.contains($0.constructed[0]) }.map { e in
            let views = e.constructed.dropFirst().compactMap { SwiftUIScreens.given($0).map(String.init) }.joined(separator: "', '")
            return Coverage.Gap(kind: .swiftUIViewNotFollowed, file: e.location.file, line: e.location.line,
                                what: "a '\(e.constructed[0])' made at \(e.location) for a presentation ('.\(e.presentationStyle ?? "")') holds '\(views)': "
                                    + "where the app's code presents it is not followed, so it is not modelled as a screen")
        }
        let storedElsewhere = Set(storedViews.compactMap { name, types in routeStoredViews.contains(name) && types.count == 1 ? nil : name })
        // A custom modifier declared in `extension View` that applies one of the app's `ViewModifier`s
        // (`func withDestinations(path:) -> some View { modifier(DestinationsModifier(path: path)) }`)
        // shows what that modifier shows.
        var appliedModifiers: [(function: String, modifier: String)] = []
        for (function, body) in members["View"] ?? [:] {
            for name in body.roots + body.contained where !name.hasPrefix(".") && drawable.contains(name) {
                appliedModifiers.append(("." + function, name))
            }
        }
        appliedModifiers.sort { ($0.function, $0.modifier) < ($1.function, $1.modifier) }
        drawable.formUnion(appliedModifiers.map(\.function))
        drawableNames = drawable
        let isDrawn = { (name: String) in SwiftUIScreens.isDrawn(name, views: views, drawable: drawable) }
        members[SwiftUIScreens.routeType] = SwiftUIScreens.routes(members: members, views: views, storedViews: storedElsewhere)
        // Wrappers declared anywhere (a local package's `LazyView`), as view types are.
        members[SwiftUIScreens.wrapperType] = SwiftUIScreens.wrappers(of: sources, members: members, views: views)
        memberBodies = members
        typeBodies = bodiesByType
        let pages = CasePages(ownSources, views: self.views)
        casePages = pages
        // The same members without the navigation model's `switch`es: what code names, not through a page.
        if pages.modelBodies.isEmpty {
            membersOutsideModel = members
        } else {
            var outside = members.mapValues { $0.filter { !pages.modelBodies.contains($0.value.location) } }
            outside[SwiftUIScreens.routeType] = SwiftUIScreens.routes(members: outside, views: views, storedViews: storedElsewhere)
            membersOutsideModel = outside
        }
        padFlags = followedFlags
        let linkWrappers = SwiftUIScreens.linkWrappers(of: sources, views: views)
        // The views given to a link wrapper where a type draws (pushed, not drawn in place), by the type.
        var linked: [String: Set<String>] = [:]
        // The members each body draws outside its own containers (``membersOnlyInContainers``).
        var bodyMembers: [String: Set<String>] = [:], drawnMembers: [String: Set<String>] = [:]
        for facts in ownSources {
            for body in facts.swiftUIBodies where body.member == nil {
                bodyMembers[body.type, default: []].formUnion(SwiftUIScreens.membersReached(from: body.contained, in: body.type, members: members))
                drawnMembers[body.type, default: []].formUnion(
                    SwiftUIScreens.membersReached(from: body.roots + body.contained, in: body.type, members: members))
                let roots = SwiftUIScreens.expanded(body.roots, in: body.type, views: views, members: members)
                rootCounts[body.type, default: 0] += roots.filter { !SwiftUIShownView.transparentContainers.contains($0) }.count
                for root in roots where root != body.type && views[root] != nil && !(composed[body.type]?.contains(root) ?? false) {
                    composed[body.type, default: []].append(root)
                }
                for name in SwiftUIScreens.drawnInside(body, isDrawn: isDrawn, members: members)
                where !(composed[body.type]?.contains(name) ?? false) && !(contained[body.type]?.contains(name) ?? false) {
                    contained[body.type, default: []].append(name)
                }
            }
            // (A hosting controller a view's code makes, `UIHostingController(rootView: V())`, is
            // followed where the code shows it (``hosting(_:hostingName:in:shownIn:uikitScreens:container:controller:_:)``),
            // not as something the view draws: drawn there, it was taken for a window's root.)
            for var e in facts.swiftUIShownViews where !e.how.isRecordOnlyFact && e.how != .hostingRoot && e.how != .hostingFactoryCall {
                if let typed = SwiftUIScreens.typedRoute(e, views: views, members: members) { e.constructed = typed }
                if e.how == .givenContent {
                    // A wrapper given content where views are drawn: the root of its stack, a link's
                    // destination, or nothing.
                    if SwiftUIScreens.stacksGivenContent(e.constructed, in: e.enclosingType, views: views, members: members) {
                        e.how = .navigationRoot
                        // Its wrappers are drawn around the content, in the stack: not by the type itself.
                        if e.within == nil, let type = e.enclosingType {
                            stackWrappers[type, default: []].formUnion(SwiftUIScreens.wrappersPassed(e.constructed, members: members))
                        }
                    } else if let first = e.constructed.first, linkWrappers.contains(first) {
                        // `SettingsNavigationRow("Logs") { LogViewerView() }`, whose body is `NavigationLink {
                        // destination() }`: the content is pushed from where the row is, as a link's would be.
                        e.how = .navigationLink
                        e.constructed = e.constructed.dropFirst().prefix { SwiftUIScreens.given($0) != nil }.compactMap { SwiftUIScreens.given($0).map(String.init) }
                        if let type = e.enclosingType { linked[type, default: []].formUnion(e.constructed) }
                    } else {
                        continue
                    }
                }
                if let w = e.within { within[w, default: []].append(e) } else if let t = e.enclosingType { byType[t, default: []].append(e) }
                // A custom modifier declared in `extension View` (`func withAppRouter() -> some View {
                // navigationDestination(…) }`): what it shows, the view it is applied to shows.
                if e.within == nil, e.enclosingType == "View", let function = e.enclosingFunction {
                    byType["." + function, default: []].append(e)
                }
            }
            for m in facts.swiftUIModifiers {
                if let w = m.contentOf { modsWithin[w, default: []].append(m) } else if let t = m.enclosingType { modsByType[t, default: []].append(m) }
            }
        }
        for (function, modifier) in appliedModifiers where function != modifier {
            byType[function, default: []] += byType[modifier] ?? []
        }
        if !linked.isEmpty {
            // (Nor by the place whose content writes the wrapper: `.sheet { List { SettingsNavigationRow … } }`.)
            func unlinked(_ entries: [SwiftUIShownView]) -> [SwiftUIShownView] {
                entries.map { e in
                    guard e.how != .navigationLink, let pushed = e.enclosingType.flatMap({ linked[$0] }) else { return e }
                    var e = e
                    e.contained.removeAll(where: pushed.contains)
                    return e
                }
            }
            byType = byType.mapValues(unlinked)
            within = within.mapValues(unlinked)
        }
        entriesByType = byType
        entriesWithin = within
        // A member the body never draws, shown by a sheet, cover or popover of the type (`.sheet {
        // settingsSheet }`): its modifiers are the presentation's (its detents, its scheme), not the type's.
        for (type, mods) in modsByType where mods.contains(where: { $0.enclosingFunction != nil }) {
            let drawn = drawnMembers[type] ?? []
            var presentedIn: [String: SwiftUIShownView.Place] = [:]
            for e in byType[type] ?? [] where e.within == nil && SwiftUIScreens.isPresentation(e.how) {
                for member in SwiftUIScreens.membersReached(from: e.constructed + e.contained, in: type, members: members)
                where !drawn.contains(member) && presentedIn[member] == nil {
                    presentedIn[member] = e.place
                }
            }
            guard !presentedIn.isEmpty else { continue }
            var kept: [SwiftUIModifier] = []
            for m in mods {
                if let member = m.enclosingFunction, let place = presentedIn[member] { modsWithin[place, default: []].append(m) } else { kept.append(m) }
            }
            modsByType[type] = kept
        }
        // The app's own modifiers (`.mediumDetents()` declared in `extension View`, a `ViewModifier`
        // applied with `.modifier(Sheet())`) apply theirs where a view names them.
        let applying = SwiftUIScreens.ownModifiers(ownSources, viewModifiers: drawable.filter { !$0.hasPrefix(".") }, members: members,
                                              modifiersByType: modsByType)
        if !applying.isEmpty {
            var types: Set<String> = [], places: Set<SwiftUIShownView.Place> = []
            for facts in ownSources {
                for body in facts.swiftUIBodies {
                    let applied = body.contained.flatMap { applying[$0] ?? [] }
                    if !applied.isEmpty { modsByType[body.type, default: []] += applied; types.insert(body.type) }
                }
                for e in facts.swiftUIShownViews {
                    let applied = e.contained.flatMap { applying[$0] ?? [] }
                    if !applied.isEmpty { modsWithin[e.place, default: []] += applied; places.insert(e.place) }
                }
            }
            for key in types { modsByType[key] = SwiftUIScreens.uniqued(modsByType[key] ?? []) }
            for key in places { modsWithin[key] = SwiftUIScreens.uniqued(modsWithin[key] ?? []) }
        }
        modifiersByType = modsByType
        modifiersWithin = modsWithin
        // Not drawn by the type itself: the wrappers drawn around a stack's content, in the stack, and
        // what a link wrapper is given, which it pushes.
        for (type, names) in stackWrappers.merging(linked, uniquingKeysWith: { $0.union($1) }) {
            composed[type]?.removeAll(where: names.contains)
            contained[type]?.removeAll(where: names.contains)
        }
        composedByType = composed
        bodyRoots = rootCounts
        containedByType = contained
        // The members a sheet, cover or popover written inside a container shows (`NavigationView {
        // List { … }.sheet { preferencesView } }`), by the container's place: presented, not drawn there.
        var presentedWithin: [SwiftUIShownView.Place: Set<String>] = [:]
        for (place, inner) in within {
            for e in inner where SwiftUIScreens.isPresentation(e.how) {
                guard let t = e.enclosingType else { continue }
                presentedWithin[place, default: []].formUnion(SwiftUIScreens.membersReached(from: e.constructed + e.contained, in: t, members: members))
            }
        }
        // What each type shows through its own stacks, tabs and split columns: the views (followed
        // from there), and the members it draws only there (`NavigationView { List { editSection } }`:
        // what they show is followed from that container, not from the type).
        var containers: [String: Set<String>] = [:], inContainers: [String: Set<String>] = [:], inStacks: [String: Set<String>] = [:]
        for (type, entries) in byType {
            for e in entries where SwiftUIScreens.isContainerEntry(e.how) {
                for name in SwiftUIScreens.expanded(e.constructed, in: e.enclosingType, views: views, members: members) where views[name] != nil {
                    containers[type, default: []].insert(name)
                }
                // (A member a presentation inside it shows is not drawn in it, unless it is one of its roots.)
                let presentedHere = (presentedWithin[e.place] ?? [])
                    .subtracting(SwiftUIScreens.membersReached(from: e.constructed, in: type, members: members))
                let reachedAll = SwiftUIScreens.membersReached(from: e.constructed + e.contained, in: type, members: members)
                    .subtracting(presentedHere)
                if e.how == .navigationRoot, !reachedAll.isEmpty { inStacks[type, default: []].formUnion(reachedAll) }
                let reached = reachedAll.subtracting(bodyMembers[type] ?? [])
                if !reached.isEmpty { inContainers[type, default: []].formUnion(reached) }
            }
        }
        shownByOwnContainers = containers
        membersOnlyInContainers = inContainers
        membersInOwnStacks = inStacks
        // The containers written in members that the type's sheets, covers, popovers or links show
        // and that its body never draws, even inside its own containers (`.sheet { infoSheet }`).
        // (A member the body reaches in a way the reader does not list, through a member making tab
        // content, say, is drawn as far as the audit knows: only what a presentation shows is left out.)
        var undrawn: [String: Set<String>] = [:]
        for (type, entries) in byType where drawnMembers[type] != nil {
            var presented = entries.filter { SwiftUIScreens.showsFromAView($0.how) }
                .reduce(into: Set<String>()) { $0.formUnion(SwiftUIScreens.membersReached(from: $1.constructed + $1.contained, in: type, members: members)) }
            for e in entries where SwiftUIScreens.isContainerEntry(e.how) { presented.formUnion(presentedWithin[e.place] ?? []) }
            let drawn = drawnMembers[type, default: []].union(inContainers[type] ?? [])
            for e in entries where SwiftUIScreens.isContainerEntry(e.how) && e.within == nil {
                guard let member = e.enclosingFunction, presented.contains(member), !drawn.contains(member) else { continue }
                undrawn[type, default: []].insert(member)
            }
        }
        undrawnMembers = undrawn
        // The members named only in an iPad's or a Mac's branch of a body, and reached no other way:
        // drawn by no body's iPhone branches, nor shown by any of the type's places.
        var padOnly: [String: Set<String>] = [:]
        for facts in ownSources {
            for body in facts.swiftUIBodies where !body.padOnly.isEmpty {
                padOnly[body.type, default: []].formUnion(SwiftUIScreens.membersReached(from: body.padOnly, in: body.type, members: members))
            }
        }
        for (type, named) in padOnly {
            // What the members reach in turn (`macOSView` draws `macOSSidebarContent`).
            func closure(_ start: Set<String>) -> Set<String> {
                var seen = start, queue = Array(start)
                while let member = queue.popLast() {
                    guard let body = members[type]?[member] else { continue }
                    for next in SwiftUIScreens.membersReached(from: body.roots + body.contained, in: type, members: members)
                    where seen.insert(next).inserted { queue.append(next) }
                }
                return seen
            }
            let padSide = closure(named)
            var phoneStart = drawnMembers[type, default: []].union(inContainers[type] ?? [])
            for e in byType[type] ?? [] where !padSide.contains(e.enclosingFunction ?? "") {
                phoneStart.formUnion(SwiftUIScreens.membersReached(from: e.constructed + e.contained, in: type, members: members))
            }
            let only = padSide.subtracting(closure(phoneStart))
            padOnly[type] = only.isEmpty ? nil : only
        }
        padOnlyMembers = padOnly
    }

    /// The key of ``memberBodies`` under which ``routes(members:views:storedViews:)`` are kept.
    static let routeType = SwiftUIBody.routePrefix

    /// The most types whose members one route name (``SwiftUIBody/routeName(_:)``) stands for: a
    /// name more types declare is too common to say which is called.
    static let routeCandidateLimit = 4

    /// What a member called or read on another value stands for (`page.view()`, `router.view(for:
    /// .home)`, `modal.view`: ``SwiftUIBody/routeName(_:case:)``), by that name: the members of that
    /// name that make views of the app's types that are not views (a route enum's `view()`, a
    /// router's `view(for:)`), all of them (each is a possibility: the reader does not know the
    /// value's type), as one body: their root views (every case of their `switch`), through their own
    /// members. Route names they use in turn stay in the body, followed later. Not the views drawn
    /// inside them: those of one case are not drawn with another's (the cases are alternatives).
    /// Previews' and tests' types, and members that are no route (``notRoutes``), are left out.
    ///
    /// A call given an enum case (`~view.home`) stands for that case of the members that switch over
    /// their cases (``SwiftUIBody/cases``), and the others pass the case on (a router's `view(for:
    /// screen)` that calls `screen.view()`).
    ///
    /// A read (`modal.view`, ``SwiftUIBody/routeName(_:case:read:)``) stands for the route too, unless
    /// a type of the app stores a view under that name (`let view: AnyView`: `storedViews`), which
    /// the read may be as well, and that the app never gives what the member makes.
    static func routes(members: [String: [String: SwiftUIBody]], views: [String: SourceLocation],
                       storedViews: Set<String>) -> [String: SwiftUIBody] {
        var byName: [String: [SwiftUIBody]] = [:]
        for (type, own) in members where views[type] == nil && type != "View" && !builtinViews.contains(type)
            && !type.hasSuffix("Previews") && !type.hasSuffix("Tests") {
            for (name, body) in own where !notRoutes.contains(name) { byName[name, default: []].append(body) }
        }
        var routes: [String: SwiftUIBody] = [:]
        for (member, bodies) in byName {
            for body in bodies where bodies.count > 1 {
                // The member of one type (``typedRoute(_:views:members:)``): `~Route::view`.
                var roots: [String] = []
                for root in expanded(body.roots, in: body.type, views: views, members: members)
                where meansTheSameAnywhere(given(root) ?? root[...], views: views) && (given(root) != nil || !roots.contains(root)) {
                    roots.append(root)
                }
                let name = SwiftUIBody.routeName(body.type + typedRouteSeparator + member)
                routes[name] = SwiftUIBody(type: routeType, roots: roots, location: body.location, member: name)
            }
        }
        for (member, bodies) in byName where bodies.count <= routeCandidateLimit {
            let sorted = bodies.sorted { ($0.location, $0.type) < ($1.location, $1.type) }
            func route(case caseName: String?) -> SwiftUIBody {
                var roots: [String] = []
                for body in sorted {
                    var names = body.roots
                    if let caseName {
                        if !body.cases.isEmpty {
                            names = body.cases.first { $0.name == caseName }?.roots ?? []
                        } else {
                            names = names.map { name in
                                guard let parts = SwiftUIBody.routeParts(name), parts.case == nil else { return name }
                                return SwiftUIBody.routeName(parts.member, case: caseName, read: parts.read)
                            }
                        }
                    }
                    for root in expanded(names, in: body.type, views: views, members: members)
                    where meansTheSameAnywhere(given(root) ?? root[...], views: views) && (given(root) != nil || !roots.contains(root)) {
                        roots.append(root)
                    }
                }
                return SwiftUIBody(type: routeType, roots: roots, location: sorted[0].location,
                                   member: SwiftUIBody.routeName(member, case: caseName))
            }
            routes[SwiftUIBody.routeName(member)] = route(case: nil)
            if !storedViews.contains(member) { routes[SwiftUIBody.routeName(member, read: true)] = routes[SwiftUIBody.routeName(member)] }
            var caseNames: [String] = []
            for body in sorted { for c in body.cases where !caseNames.contains(c.name) { caseNames.append(c.name) } }
            for caseName in caseNames.prefix(512) { routes[SwiftUIBody.routeName(member, case: caseName)] = route(case: caseName) }
        }
        return routes
    }

    /// Between a type and its member in a typed route's name (``typedRoute(_:views:members:)``).
    static let typedRouteSeparator = "::"

    /// A `.navigationDestination(for: Route.self) { route in route.view() }` whose value is no view:
    /// its content read as the member of `Route` (`~Route::view`), not as every type's member of
    /// that name (damus's `FullScreenItem.view(damus_state:)` is no destination of its stack);
    /// `nil` when it is not written so, or only one type has a member of that name.
    static func typedRoute(_ e: SwiftUIShownView, views: [String: SourceLocation],
                           members: [String: [String: SwiftUIBody]]) -> [String]? {
        guard e.how == .navigationDestination, let type = e.valueType, views[type] == nil, let last = e.constructed.last,
              let parts = SwiftUIBody.routeParts(last), parts.case == nil, !parts.read, members[type]?[parts.member] != nil,
              members.contains(where: { $0.key != type && views[$0.key] == nil && $0.value[parts.member] != nil })
        else { return nil }
        return e.constructed.dropLast() + [SwiftUIBody.routeName(type + typedRouteSeparator + parts.member)]
    }

    /// The key of ``memberBodies`` under which ``wrappers(of:members:views:)`` are kept.
    static let wrapperType = SwiftUIBody.givenPrefix

    /// The app's wrapper views, by name: a view whose body shows, at its root, content it is given
    /// (`struct Provider<Content: View>: View { let content: Content; var body: some View {
    /// NavigationStack { content } } }`): a stored property of a generic type (a single capitalised
    /// name that is no view of the app, `AnyView`, or a closure returning one) named at the root, or
    /// inside a `ZStack` at the root that layers other content over it in place (a toast container).
    /// Each as a body whose roots are the wrapper's own (through its members and the routes) and
    /// whose ``SwiftUIBody/member`` is that property's name: where the wrapper is given content
    /// (`Provider(store: s) { RootView() }`), the content stands in its place.
    static func wrappers(of sources: [SourceFacts], members: [String: [String: SwiftUIBody]],
                         views: [String: SourceLocation]) -> [String: SwiftUIBody] {
        var generic: [String: Set<String>] = [:]
        // The content properties whose type is named as a generic parameter for content is (`T`,
        // `Content`, `AnyView`): the only ones a wrapper may layer other views over (a view model
        // is no content, and the reader does not list every type the app declares).
        var layeredContent: [String: Set<String>] = [:]
        for facts in sources {
            for t in facts.types where views[t.name] != nil {
                for p in t.properties where isGenericContent(p.declaredType, views: views) {
                    generic[t.name, default: []].insert(p.name)
                    if let type = p.declaredType.map(contentTypeName), type == "AnyView" || type.count <= 2 || type.hasSuffix("Content") {
                        layeredContent[t.name, default: []].insert(p.name)
                    }
                }
            }
        }
        guard !generic.isEmpty else { return [:] }
        var found: [String: SwiftUIBody] = [:]
        for facts in sources {
            for body in facts.swiftUIBodies where body.member == nil && found[body.type] == nil {
                guard let contentNames = generic[body.type] else { continue }
                let roots = expanded(body.roots, in: body.type, views: views, members: members)
                if let placeholder = roots.lazy.map({ String(given($0) ?? $0[...]) }).first(where: { contentNames.contains($0) }) {
                    let kept = roots.filter { root in
                        let name = given(root) ?? root[...]
                        return name == placeholder || meansTheSameAnywhere(name, views: views)
                    }
                    found[body.type] = SwiftUIBody(type: body.type, roots: kept, location: body.location, member: placeholder)
                } else if let first = roots.first, SwiftUIShownView.layeredContainers.contains(first), let layered = layeredContent[body.type],
                          let placeholder = body.contained.first(where: { layered.contains($0) }) {
                    // `ZStack { content; if toast.isPresenting { ToastBanner() } }`: the content fills the
                    // screen, and what is layered over it in place (a toast, a banner) is drawn inside.
                    found[body.type] = SwiftUIBody(type: body.type, roots: [first, placeholder], location: body.location, member: placeholder)
                }
            }
        }
        return found
    }

    /// The app's wrappers (``wrappers(of:members:views:)``) that `names` give content to, and those
    /// their bodies give it to in turn, outermost first.
    static func wrappersPassed(_ names: [String], members: [String: [String: SwiftUIBody]]) -> [String] {
        guard let wrappers = members[wrapperType] else { return [] }
        var found: [String] = []
        func walk(_ names: [String], _ depth: Int) {
            for (i, name) in names.enumerated() where depth < 8 && i + 1 < names.count && given(names[i + 1]) != nil {
                guard let wrapper = wrappers[name], !found.contains(name) else { continue }
                found.append(name)
                if let placeholder = wrapper.member {
                    // A wrapper of a wrapper: `Outer { content }` where `Outer` is itself one.
                    walk(wrapper.roots.map { $0 == placeholder ? SwiftUIBody.givenPrefix + $0 : $0 }, depth + 1)
                }
            }
        }
        walk(names, 0)
        return found
    }

    /// The app's link wrappers: views whose body pushes the content they are given
    /// (`struct SettingsNavigationRow<Destination: View>: View { @ViewBuilder var destination: () ->
    /// Destination; var body: some View { NavigationLink { destination() } label: { … } } }`). The content
    /// property is the last of the type's closures returning generic content, which is what a trailing
    /// closure given to the view fills (a property holding a view, not a closure, is filled by a label:
    /// `PremiumNavigationLink(destination: X) { label }` gives its trailing closure to the label).
    static func linkWrappers(of sources: [SourceFacts], views: [String: SourceLocation]) -> Set<String> {
        var content: [String: String] = [:]
        for facts in sources {
            for t in facts.types where views[t.name] != nil {
                let closures = t.properties.filter { p in
                    guard let type = p.declaredType, type.contains("->") else { return false }
                    return type.filter { $0 != " " }.hasPrefix("()->") && isGenericContent(type, views: views)
                }
                if let last = closures.last { content[t.name] = last.name }
            }
        }
        guard !content.isEmpty else { return [] }
        var found: Set<String> = []
        for facts in sources {
            for e in facts.swiftUIShownViews where e.how == .navigationLink && e.within == nil {
                if let type = e.enclosingType, let property = content[type], e.constructed == [property] { found.insert(type) }
            }
        }
        return found
    }

    /// Whether `names` (a view given content, ``SwiftUIShownView/How/givenContent``) are, through the
    /// app's wrappers, a `NavigationStack` holding views of the app and nothing else
    /// (`NavigationInjectionView { SelectUserView() }`, whose body is `NavigationStack { content }`).
    static func stacksGivenContent(_ names: [String], in type: String?, views: [String: SourceLocation],
                                   members: [String: [String: SwiftUIBody]]) -> Bool {
        // A stack written in the content (`SheetContainer { NavigationStack { … } }`) is a place of its own.
        guard !names.dropFirst().contains(where: { given($0).map { SwiftUIMember.named(String($0)) == .navigationStack } ?? false }) else {
            return false
        }
        let roots = expanded(names, in: type, views: views, members: members)
        guard let stack = roots.firstIndex(where: { SwiftUIMember.named($0) == .navigationStack }) else { return false }
        // Only views of the app: content drawn inline beside one (`if let error { ErrorView() } else {
        // ScrollView { … } }`) is the given view's own, which stays the screen.
        let inside = roots[(stack + 1)...]
        return inside.contains { views[$0] != nil } && inside.allSatisfy { views[$0] != nil || SwiftUIShownView.transparentContainers.contains($0) }
    }

    /// A root name given to the view before it (``SwiftUIBody/givenPrefix``), without that prefix; `nil`
    /// for another name.
    static func given(_ name: String) -> Substring? {
        name.hasPrefix(SwiftUIBody.givenPrefix) ? name.dropFirst(SwiftUIBody.givenPrefix.count) : nil
    }

    /// A root name that means the same in any type's code: a view of the app, a capitalised type
    /// name, a route. (A lowercase name is a member of the type whose code names it.)
    static func meansTheSameAnywhere(_ name: Substring, views: [String: SourceLocation]) -> Bool {
        views[String(name)] != nil || name.first?.isUppercase ?? false || name.hasPrefix(routeType)
    }

    /// The type a content property's declared type names: `Content` of `() -> Content` or `Content?`.
    static func contentTypeName(_ declaredType: String) -> String {
        var type = declaredType.filter { $0 != " " }[...]
        if type.hasPrefix("()->") { type = type.dropFirst(4) }
        while type.last == "?" { type = type.dropLast() }
        return String(type)
    }

    /// `Content`, `AnyView`, `() -> Content`, `Content?`: the declared type of a wrapper's content.
    static func isGenericContent(_ declaredType: String?, views: [String: SourceLocation]) -> Bool {
        guard let type = declaredType.map(contentTypeName), let first = type.first, first.isUppercase,
              type.allSatisfy({ $0.isLetter || $0.isNumber }) else { return false }
        return type == "AnyView" || (views[type] == nil && !builtinViews.contains(type) && !nonViewTypes.contains(type))
    }

    /// Capitalised declared types that hold no view content.
    static let nonViewTypes: Set<String> = ["String", "Int", "Double", "Bool", "Date", "URL", "UUID", "Data", "CGFloat", "Float", "Color", "Font", "Image"]

    /// Whether a stored property's declared type holds a view: `AnyView`, `AnyView?`, a view
    /// type's generic `Content`.
    static func holdsView(_ declaredType: String?) -> Bool {
        guard var type = declaredType?[...] else { return false }
        while let last = type.last, last == "?" || last == "!" || last == " " { type = type.dropLast() }
        return type == "AnyView" || type == "Content" || type.hasSuffix("View")
    }

    /// Members that are no route whatever their type: a modifier's or a style's body, previews.
    static let notRoutes: Set<String> = ["body", "makeBody", "previews"]

    /// The route `name` stands for (``routes(members:views:storedViews:)``): a call given a case no
    /// route switches over stands for the whole route.
    static func route(_ name: String, in routes: [String: SwiftUIBody]?) -> SwiftUIBody? {
        guard let routes, let parts = SwiftUIBody.routeParts(name) else { return nil }
        return routes[name] ?? (parts.case == nil || parts.read ? nil : routes[SwiftUIBody.routeName(parts.member)])
    }

    /// The members of `type` that make views named in `names`, and those they name in turn.
    static func membersReached(from names: [String], in type: String, members: [String: [String: SwiftUIBody]]) -> Set<String> {
        guard let own = members[type] else { return [] }
        var found: Set<String> = [], queue = names.filter { own[$0] != nil }, i = 0
        while i < queue.count, i < 256 {
            let name = queue[i]
            i += 1
            guard found.insert(name).inserted, let body = own[name] else { continue }
            queue += (body.roots + body.contained).filter { own[$0] != nil && !found.contains($0) }
        }
        return found
    }

    /// `names` (root names as the reader lists them) with each member of `type` that makes views
    /// (`header`, `destination(for: route)`) replaced by what that member shows at its root, in
    /// place, through members of members (each once); other names as they are.
    /// A route name (``routes(members:views:storedViews:)``) stands for its route's roots; one the app
    /// has no route for is left out (once the routes are known: while they are worked out, kept).
    /// While the wrappers are worked out, content given to a view is kept as written.
    ///
    /// A name with given content after it (``SwiftUIBody/givenPrefix``) is, when it names a wrapper
    /// (``wrappers(of:members:views:)``), the wrapper's roots with the given content in the place of
    /// its content (`Provider { RootView() }` → `RootView`, `SheetContent { AboutView() }` →
    /// `NavigationStack`, `AboutView`); given content is otherwise not a root (it is drawn inside).
    static func expanded(_ names: [String], in type: String?, views: [String: SourceLocation],
                         members: [String: [String: SwiftUIBody]]) -> [String] {
        let own = type.flatMap { members[$0] } ?? [:], routes = members[routeType], wrappers = members[wrapperType]
        guard names.contains(where: {
            (own[$0] != nil && views[$0] == nil) || (routes != nil && $0.hasPrefix(routeType)) || given($0) != nil
        }) else { return names }
        var seen: Set<String> = []
        func expand(_ names: [String], _ depth: Int) -> [String] {
            var out: [String] = [], i = 0
            while i < names.count {
                let name = names[i]
                i += 1
                if given(name) != nil { continue }  // given to a view that is no wrapper
                var content: [String] = []
                while i < names.count, let inner = given(names[i]) {
                    content.append(String(inner))
                    i += 1
                }
                // While the wrappers are worked out, a name keeps what it is given, as written: a
                // wrapper whose body gives its content to another wrapper passes it through both.
                if !content.isEmpty, wrappers == nil {
                    out.append(name)
                    out += content.map { SwiftUIBody.givenPrefix + $0 }
                    continue
                }
                if !content.isEmpty, let wrapper = wrappers?[name], let placeholder = wrapper.member, depth < 8 {
                    var substituted: [String] = []
                    for root in wrapper.roots {
                        if root == placeholder {
                            substituted += content
                        } else if given(root) == placeholder[...] {
                            substituted += content.map { SwiftUIBody.givenPrefix + $0 }
                        } else {
                            substituted.append(root)
                        }
                    }
                    out += expand(substituted, depth + 1)
                    continue
                }
                guard views[name] == nil, let body = own[name] ?? route(name, in: routes) else {
                    if !(routes != nil && name.hasPrefix(routeType)) { out.append(name) }
                    continue
                }
                guard depth < 8, seen.insert(name).inserted else { continue }
                out += expand(body.roots, depth + 1)
            }
            return out
        }
        return expand(names, 0)
    }

    /// The app's view types drawn somewhere inside `body` (``SwiftUIBody/contained``), through the
    /// members of its type that it names (each once; at its root too: `content.task { … }`, where
    /// `content` draws a tab view whose tabs hold the app's views) and the routes it calls, its own
    /// type left out; with them the app's modifiers applied there (``isDrawn``).
    static func drawnInside(_ body: SwiftUIBody, isDrawn: (String) -> Bool, members: [String: [String: SwiftUIBody]]) -> [String] {
        let own = members[body.type] ?? [:], routes = members[routeType]
        var found: [String] = [], seenMembers: Set<String> = [], queue = [body], i = 0
        func follow(_ name: String) {
            if let member = own[name] ?? route(name, in: routes), seenMembers.insert(name).inserted { queue.append(member) }
        }
        while i < queue.count, i < 64 {
            for name in queue[i].contained {
                if isDrawn(name) {
                    if name != body.type, !found.contains(name) { found.append(name) }
                } else {
                    follow(name)
                }
            }
            for name in queue[i].roots where !isDrawn(name) { follow(name) }
            i += 1
        }
        return found
    }

    /// The most view types ``composed(into:)`` follows from one.
    static let composedLimit = 256

    /// The app's view types drawn inside `name`'s hosting controller through bodies (``composedByType``,
    /// then ``containedByType``), nearest first, each once, `name` left out; at most ``composedLimit``. `always`: the body that reaches it
    /// shows nothing else at its root, nor does any body on the way (no branch shows another view
    /// instead), so its modifiers are the type's whenever it is shown.
    /// `inContainer`: drawn inside a stack, tab or split column of `name` or of a view on the way
    /// (`NavigationStack { LibraryView() }`): what it shows is followed from that container.
    func composed(into name: String) -> [(type: String, always: Bool, inContainer: Bool)] {
        var found: [(type: String, always: Bool, inContainer: Bool)] = [], i = 0, seen: Set<String> = [name]
        func parts(of type: String, always: Bool, inContainer: Bool) -> [(String, Bool, Bool)] {
            let own = shownByOwnContainers[type]
            return (composedByType[type] ?? []).map { ($0, always && bodyRoots[type] == 1, inContainer || own?.contains($0) ?? false) }
                + (containedByType[type] ?? []).map { ($0, false, inContainer || own?.contains($0) ?? false) }
        }
        var queue = parts(of: name, always: true, inContainer: false)
        while i < queue.count, found.count < SwiftUIScreens.composedLimit {
            let (next, always, inContainer) = queue[i]
            i += 1
            guard seen.insert(next).inserted else { continue }
            found.append((next, always, inContainer))
            queue += parts(of: next, always: always, inContainer: inContainer)
        }
        return found
    }

    /// The screens among `screens` that draw each of `representables`: the view itself, or a view
    /// whose hosting controller draws it through bodies (``composed(into:)``), by representable.
    /// A representable no screen draws is left out.
    func hosts(of representables: [String], among screens: [Screen]) -> [String: [Screen]] {
        guard !representables.isEmpty else { return [:] }
        let wanted = Set(representables)
        var found: [String: [Screen]] = [:]
        var parts: [String: Set<String>] = [:]
        var seen: Set<ScreenIdentity> = []
        for screen in screens {
            guard let view = screen.swiftUI?.viewType, seen.insert(screen.identity).inserted else { continue }
            if wanted.contains(view) { found[view, default: []].append(screen) }
            let drawn = parts[view] ?? Set(composed(into: view).map(\.type))
            parts[view] = drawn
            for representable in wanted.intersection(drawn).sorted() { found[representable, default: []].append(screen) }
        }
        return found
    }

    /// The view types of `sources` (declared in any source, so that a view of a local package is
    /// known), each where it is declared: its first declaration that is not an extension, else its
    /// first extension.
    package static func viewTypes(in sources: [SourceFacts]) -> [String: SourceLocation] {
        // Three passes over the declarations, read in place (each declaration copied out of its array
        // costs a retain of every field): the app's protocols that refine a view protocol (`protocol
        // BaseView: View`, worked out among themselves), the names of the types that conform, then
        // where each of those is first declared, and first extended.
        var protocols: [(name: String, refines: [String])] = []
        for s in sources.indices {
            for t in sources[s].types.indices where sources[s].types[t].kind == .protocol && !sources[s].types[t].conformances.isEmpty {
                protocols.append((sources[s].types[t].name, sources[s].types[t].conformances))
            }
        }
        var viewProtocols: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for p in protocols where !viewProtocols.contains(p.name)
                && p.refines.contains(where: { SwiftUIScreens.isViewProtocol($0) || viewProtocols.contains($0) }) {
                viewProtocols.insert(p.name)
                grew = true
            }
        }
        var conforming: Set<String> = []
        for s in sources.indices {
            for t in sources[s].types.indices where sources[s].types[t].kind != .protocol
                && sources[s].types[t].conformances.contains(where: { SwiftUIScreens.isViewProtocol($0) || viewProtocols.contains($0) }) {
                conforming.insert(sources[s].types[t].name)
            }
        }
        guard !conforming.isEmpty else { return [:] }
        var declared: [String: SourceLocation] = [:], extended: [String: SourceLocation] = [:]
        for s in sources.indices {
            for t in sources[s].types.indices where conforming.contains(sources[s].types[t].name) {
                let name = sources[s].types[t].name
                if sources[s].types[t].isExtension {
                    if extended[name] == nil { extended[name] = sources[s].types[t].location }
                } else if declared[name] == nil {
                    declared[name] = sources[s].types[t].location
                }
            }
        }
        return declared.merging(extended) { declaration, _ in declaration }
    }

    static func isViewProtocol(_ name: String) -> Bool {
        ["View", "UIViewControllerRepresentable", "UIViewRepresentable"].contains(name)
    }

    /// SwiftUI's own views and containers: content made of these is inline content of the type that writes it.
    static let builtinViews = SwiftUIShownView.builtinViews

    /// How a shown view leads to containers whose content views are screens, not to a screen itself.
    static func isContainerEntry(_ how: SwiftUIShownView.How) -> Bool {
        [.navigationRoot, .tab, .splitSidebar, .splitContent, .splitDetail].contains(how)
    }

    // MARK: Traversal

    /// What a screen's context is while the traversal goes down.
    private struct Context {
        var navigation: NavigationContext?
        /// The version from which the code that shows the view being followed runs (``Screen/shownSince``).
        var shownSince: IOSVersion?
        /// The tab bar: `TabView`, or the UIKit tab bar controller of the controller that pushed a hosting controller.
        var tabBarClass: String?
        var tabBarAnswers = ClassAnswers()
        var presentation: PresentationContext?
        var unknown: String?
        /// `.statusBarHidden` and `.preferredColorScheme` of container views around (a view whose
        /// body is a `NavigationStack` or `TabView`) in the same presentation: SwiftUI passes them up
        /// to the hosting controller.
        var inherited: [SwiftUIModifier] = []
        /// The presentation's interface style (`.preferredColorScheme` of a view in it), when literal.
        var colorScheme: InterfaceStyle?
        /// The styles it can take when the first view of the presentation that prefers one does so
        /// with a value that is not a literal (`isDark ? .dark : .light`): each a possibility.
        var colorSchemeChoice: InterfaceStyleChoice?
        /// Where the view being followed is pushed or presented (a `.sheet`, a `NavigationLink`):
        /// the origin of the inline content of a stack its own body writes (`.sheet { EditorView() }`
        /// whose body is `NavigationStack { Form { … } }` is shown at the sheet, not at its stack).
        var shownAt: SourceLocation?
        /// Whether a view of the presentation has set its detents (`.presentationDetents`): the
        /// first one that does sets the detent the sheet opens at.
        var detentsRead = false
        /// The UIKit controller a hosting controller is added to as a child (`addChild(host)`): the
        /// views followed are drawn in its screen, which decides the status bar, so they are no
        /// screens of their own; what they present is presented by it. Until a presentation.
        var embeddedIn: (controller: ContextController, navigation: NavigationContext?)?
        /// Hosted in a column of the split view controller at the window's root, in no navigation
        /// controller the audit names: a `NavigationLink` pushes onto the column's stack (collapsed on
        /// an iPhone, the split's own), which the split decides for, as a UIKit push from there does.
        var inSplitColumn = false
    }

    /// A view the traversal reaches: a view type's body, or inline content (of the type that writes it).
    private enum Node {
        case type(String, via: SwiftUIShownView?)
        case inline(SwiftUIShownView)

        var key: String {
            switch self {
            case .type(let name, _): "type:\(name)"
            case .inline(let e): "inline:\(e.location):\(e.how.rawValue)"
            }
        }
    }

    /// What one shown view leads to.
    private enum Target {
        case views([(name: String, wrapped: Bool)])
        case inline(wrapped: Bool)
        case notFollowed(String)
    }

    private func resolve(_ e: SwiftUIShownView) -> Target {
        var found: [(String, Bool)] = []
        var wrapped = false
        var unknownName: String?
        // A member of the type making views stands for what it shows; a lowercase name left is a
        // variable or a call the reader does not follow (the content is then not followed).
        let names = SwiftUIScreens.expanded(e.constructed, in: e.enclosingType, views: views, members: memberBodies)
            .filter { views[$0] != nil || $0.first?.isUppercase ?? false }
        // An enum that is a view, whose body switches over `self`, shown as itself by a destination
        // (`.navigationDestination(for: Screen.self) { screen in screen }`): each case's view.
        if let type = e.valueType, let cases = typeBodies[type]?.cases, !cases.isEmpty {
            for root in cases.flatMap(\.roots) where views[root] != nil && !found.contains(where: { $0.0 == root }) {
                found.append((root, false))
            }
            if !found.isEmpty { return .views(found) }
        }
        for name in names {
            if SwiftUIMember.named(name) == .navigationStack { wrapped = true; continue }
            if views[name] != nil {
                found.append((name, wrapped))
            } else if !SwiftUIScreens.builtinViews.contains(name), unknownName == nil {
                unknownName = name
            }
        }
        // Views layered in a `ZStack` (``SwiftUIShownView/layeredContainers``): one that only draws a
        // colour is the backdrop of the others, not a screen (`ZStack { AppBackground(); DetailView() }`).
        if found.count > 1, names.contains(where: SwiftUIShownView.layeredContainers.contains) {
            let screens = found.filter { !isBackdrop($0.0) }
            if !screens.isEmpty { found = screens }
        }
        if !found.isEmpty { return .views(found) }
        if let unknownName {
            if unknownName == SwiftUIShownView.forEachName { return .notFollowed("the views are made by a 'ForEach', which the reader does not follow") }
            return .notFollowed("'\(unknownName)' is not a view type the audit reads")
        }
        if names.allSatisfy(SwiftUIShownView.transparentContainers.contains) {
            return .notFollowed("the content is not a view the reader can follow (a variable, a function's result or a generic)")
        }
        return .inline(wrapped: wrapped)
    }

    /// Whether what `e` shows is a stack or a tab view (its own, or the root view's own entries).
    private func hostsContainer(_ e: SwiftUIShownView) -> Bool {
        switch resolve(e) {
        case .inline(let wrapped): wrapped || (entriesWithin[e.place] ?? []).contains { SwiftUIScreens.isContainerEntry($0.how) }
        case .views(let list): list.contains { $0.wrapped || (entriesByType[$0.name] ?? []).contains { SwiftUIScreens.isContainerEntry($0.how) } }
        case .notFollowed: false
        }
    }

    /// A view of the app that draws nothing but colours and shapes: no view of the app, nothing it
    /// shows (`struct AppBackground: View { var body: some View { Color.bg.ignoresSafeArea() } }`).
    private func isBackdrop(_ name: String) -> Bool {
        guard let body = typeBodies[name] else { return false }
        return body.roots.allSatisfy {
            SwiftUIScreens.backdropViews.contains($0) || (!($0.first?.isUppercase ?? false) && memberBodies[name]?[$0] == nil)
        }
            && (entriesByType[name] ?? []).isEmpty && (composedByType[name] ?? []).isEmpty && (containedByType[name] ?? []).isEmpty
    }

    /// SwiftUI's views that draw a colour or a shape only: a view of the app made of them is a backdrop.
    static let backdropViews: Set<String> = ["Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "LinearGradient", "RadialGradient"]

    /// The result: screens, the places not followed, and every way each view type is shown.
    package struct Result {
        package var screens: [Screen] = []
        package var gaps: [Coverage.Gap] = []
        /// The UIKit screens given to ``screens(uikitScreens:)``, those of a `UIHostingController`
        /// subclass completed with what its root view says (``Screen/swiftUI``, its modifiers where
        /// the subclass does not override).
        package var uikitScreens: [Screen] = []
        /// The views that are containers, not screens (a view whose body holds a stack or a tab
        /// view in some branch), each in its places, as a screen of theirs would be: what a
        /// representable drawn in one of them holds sits in its hosting controller (``hosts(of:among:)``).
        package var containerPlaces: [Screen] = []
    }

    /// What a method of the app called on a presented local sets on it before `call` presents it
    /// (``ScreenBuilder/setByMethod(_:of:in:shownClass:)`` for `modalPresentationStyle`), by the
    /// call, its file's facts and the class shown; `nil` when no such method sets it.
    package typealias StyleSetByMethod = @Sendable (Call, SourceFacts, String) -> [Assignment]?

    private final class State {
        /// ``SwiftUIScreens/hidingDrawnInside(_:_:)`` of each type asked for, once per traversal.
        var drawnHiding: [String: (SwiftUIModifier, String)?] = [:]
        /// How the style of a presented hosting controller set by a method of the app is read.
        var styleSetByMethod: StyleSetByMethod = { _, _, _ in nil }
        /// Whether a type of the app is a UIKit view (a cell, a `UIView` subclass), not a controller.
        var isUIKitView: (String) -> Bool = { _ in false }
        /// ``SwiftUIScreens/composed(into:)`` of each type asked for, worked out once per traversal.
        var composedParts: [String: [(type: String, always: Bool, inContainer: Bool)]] = [:]

        func composed(into name: String, _ screens: SwiftUIScreens) -> [(type: String, always: Bool, inContainer: Bool)] {
            if let known = composedParts[name] { return known }
            let parts = screens.composed(into: name)
            composedParts[name] = parts
            return parts
        }

        /// Nodes followed, each in one place (``ScreenBuilder/placeKey(_:)``): a view shown in two
        /// places is followed from each.
        var visited: Set<String> = []
        /// The places of the screens already made, each with its entry's index in ``result``.
        var places: [ScreenIdentity: Int] = [:]
        var result = Result()
        var shownAs: [String: [SwiftUIShownView.How]] = [:]
        /// Where each node was first followed from (its shown view's place), by ``Node/key``.
        var firstPlace: [String: SourceLocation] = [:]
        /// Places that show a node already followed from another place, which add no screen of
        /// their own there (a view choosing among several stacks): the view, and its first place.
        var followedElsewhere: [(place: SwiftUIShownView.Place, view: String, first: SourceLocation?)] = []
        /// The value links followed (`NavigationLink(value:)`), with the stack they push on.
        var valueLinks: [(link: SwiftUIShownView, stack: SourceLocation?)] = []
        /// The split view controller classes at the window's root that decide for their columns
        /// (``ScreenBuilder/splitRoots``), with their answers.
        var splitRoots: [String: ClassAnswers] = [:]
        /// The `.navigationDestination`s followed, by the stack they are registered on.
        var destinations: [SourceLocation: [SwiftUIShownView.Place]] = [:]
        /// The type each `.navigationDestination` followed shows as itself (``SwiftUIShownView/valueType``).
        var destinationShows: [SwiftUIShownView.Place: String] = [:]
        /// The shown views followed (``follow(_:from:_:_:)``), by place.
        var followed: Set<SwiftUIShownView.Place> = []
        /// The hosting factories a call was followed through, by where they make the controller.
        var factoriesCalled: Set<SourceLocation> = []
        /// Shown views still to follow, first in first out: the traversal is breadth first (a view's
        /// first place is the nearest to the root) and never deeper than one call, however long the
        /// chains of pushes and sheets of an app are.
        var pending: [(entry: SwiftUIShownView, parent: Parent?, context: Context)] = []
        var next = 0

        func drain(_ screens: SwiftUIScreens) {
            while next < pending.count {
                let (e, parent, ctx) = pending[next]
                next += 1
                screens.follow(e, from: parent, ctx, self)
            }
        }
    }

    /// The node that shows a view: its name, controller and navigation.
    private typealias Parent = (name: String, controller: ContextController, navigation: NavigationContext?)

    /// The app's SwiftUI screens. `uikitScreens` (from ``ScreenBuilder``) give the context of a
    /// hosting controller that UIKit code presents or pushes; `container` makes the context
    /// controller of a navigation controller the code wraps one in (its class's answers).
    /// `isHosting` tells the app's classes that descend from `UIHostingController` (by default, a
    /// class whose superclass the reader saw is `UIHostingController<…>`); `hostingConstructions`
    /// are those that told the UIKit screens' places apart (``ScreenBuilder/hostingConstructions``),
    /// by default found in the sources read here.
    package func screens(uikitScreens: [Screen], container: (String) -> ContextController = {
        ContextController(className: $0, kind: .navigation)
    }, controller: (String) -> ContextController? = { _ in nil }, isHosting: ((String) -> Bool)? = nil,
        isPlainLibraryHosting: (String) -> Bool = { _ in false }, hostingConstructions: HostingConstructions? = nil,
        splitRoots: [String: ClassAnswers] = [:], styleSetByMethod: @escaping StyleSetByMethod = { _, _, _ in nil },
        isUIKitView: @escaping (String) -> Bool = { _ in false }) -> Result {
        let isHosting = isHosting ?? { [directHostingSubclasses] in directHostingSubclasses.contains($0) }
        let state = State()
        state.splitRoots = splitRoots
        state.styleSetByMethod = styleSetByMethod
        state.isUIKitView = isUIKitView
        for facts in appSources {
            for e in facts.swiftUIShownViews where e.how == .windowGroup {
                follow(e, from: nil, Context(), state)
            }
        }
        state.drain(self)
        let (factories, factorySites) = hostingFactories()
        for facts in hostingSources {
            for e in facts.swiftUIShownViews where e.how == .hostingRoot {
                hosting(e, in: facts, uikitScreens: uikitScreens, container: container, controller: controller, state)
            }
            // A call of a hosting factory that passes a view: a hosting controller of it, made at
            // the call; shown where the factory shows it, else where the caller shows what it returns.
            for e in facts.swiftUIShownViews where e.how == .hostingFactoryCall {
                guard let factory = e.callee.flatMap({ factories[$0] }) else { continue }
                var root = e
                root.how = .hostingRoot
                hosting(root, in: facts, shownIn: factory.showsIt ? factory.site : nil, uikitScreens: uikitScreens, container: container,
                        controller: controller, state)
                state.factoriesCalled.insert(factory.site.location)
            }
            // A library's hosting controller that adds no status bar member (`DismissibleHostingController(rootView:)`,
            // ``LibraryController``) is a `UIHostingController` where the app constructs it: shown
            // from the function of the first present, push or show after it in reach (the reader
            // does not record the function a construction is written in).
            for e in facts.swiftUIShownViews where e.how == .hostingSubclassConstruction {
                guard let cls = e.enclosingType, isPlainLibraryHosting(cls) else { continue }
                let shown = facts.calls.first {
                    $0.kind.showsController && $0.location >= e.location
                        && $0.location.line - e.location.line <= HostingConstructions.reach
                }
                var root = e
                root.how = .hostingRoot
                root.enclosingType = shown?.enclosingType
                root.enclosingFunction = shown?.enclosingFunction
                hosting(root, hostingName: cls, in: facts, uikitScreens: uikitScreens, container: container, controller: controller, state)
            }
        }
        for l in factorySites where !state.factoriesCalled.contains(l) {
            state.result.gaps.append(Coverage.Gap(
                kind: .swiftUIViewNotFollowed, file: l.file, line: l.line,
                what: "a function making a UIHostingController of its parameter at \(l): it neither returns nor shows the controller, "
                    + "or no call of it the audit reads passes a view: what it hosts is not modelled"))
        }
        state.drain(self)
        state.result.uikitScreens = hostedBySubclasses(
            uikitScreens, isHosting: isHosting,
            constructions: hostingConstructions ?? HostingConstructions(sources: ownSources, isHosting: isHosting), state)
        state.drain(self)
        state.result.gaps += notReached(state.followed)
        valueLinks(state)
        state.result.gaps += shownOnlyElsewhere(state)
        state.result.gaps += presentedValueGaps
        var result = state.result
        for i in result.screens.indices {
            result.screens[i].alsoShownFrom.sort()
            guard let name = result.screens[i].swiftUI?.viewType else { continue }
            result.screens[i].swiftUI?.shownAs = state.shownAs[name] ?? []
        }
        // Each screen's key made once (a place key is a string built from the screen's place), not
        // at every comparison; the sort is stable, as the screens' own sort was.
        let keys = result.screens.map { ($0.location, $0.controller.className, ScreenBuilder.placeKey($0), $0.origin.sortKey) }
        let order = keys.indices.sorted { keys[$0] < keys[$1] }
        result.screens = order.map { result.screens[$0] }
        result.gaps.sort()
        return result
    }

    /// Where a hosting controller is made, for the calls that show it: a file's facts, and the
    /// construction's place and function.
    private struct HostingSite {
        var facts: SourceFacts
        var location: SourceLocation
        var type: String?
        var function: String?

        /// Whether a fact of `type`'s `function` is written in the site's function.
        func encloses(_ type: String?, _ function: String?) -> Bool { type == self.type && function == self.function }

        /// Whether a fact is written in the site's function, at or after the construction.
        func follows(_ type: String?, _ function: String?, at location: SourceLocation) -> Bool {
            encloses(type, function) && location >= self.location
        }
    }

    /// A hosting factory of the app (``SwiftUIShownView/How/hostingFactory``): where it makes the
    /// controller, and whether it shows it there (a present, push or show after the construction
    /// in its function, or the window's root).
    private struct HostingFactory {
        var site: HostingSite
        var showsIt: Bool
    }

    /// The app's hosting factories, by ``SwiftUIShownView/callee``: those that show what they make,
    /// and those that return it. A factory of the same name and label declared twice is left out
    /// (which one a call reaches is not told), and so is one that neither returns a controller nor shows it
    /// (a cell's `configure(with view:)` that embeds it).
    /// With them, where every hosting factory the reader saw makes its controller, used or not.
    private func hostingFactories() -> (usable: [String: HostingFactory], sites: [SourceLocation]) {
        var found: [String: HostingFactory] = [:], twice: Set<String> = [], sites: [SourceLocation] = []
        for facts in hostingSources {
            for e in facts.swiftUIShownViews where e.how == .hostingFactory {
                guard let key = e.callee else { continue }
                sites.append(e.location)
                let site = HostingSite(facts: facts, location: e.location, type: e.enclosingType, function: e.enclosingFunction)
                let showsIt = facts.calls.contains { $0.kind.showsController && site.follows($0.enclosingType, $0.enclosingFunction, at: $0.location) }
                    || facts.assignments.contains {
                        $0.watched == .windowRootViewController && site.follows($0.enclosingType, $0.enclosingFunction, at: $0.location)
                    }
                guard showsIt || e.returnsController else { continue }
                if found[key] != nil { twice.insert(key) }
                found[key] = HostingFactory(site: site, showsIt: showsIt)
            }
        }
        for key in twice { found[key] = nil }
        return (found, sites)
    }

    /// A `UIHostingController(rootView:)`: its context comes from the UIKit call that shows it in
    /// the same function (a present, push or show, of it or of the navigation controller made
    /// around it, or the window's root), else it is unknown. `shownIn`: the hosting factory that
    /// makes and shows it, where that call is looked for (by default, where `e` is).
    /// `controller` makes the context controller of a controller class of the app (`nil` for
    /// another type): the presenter when no screen of its class is known.
    /// `hostingName`: the hosting class constructed (a library's that adds nothing to `UIHostingController`).
    private func hosting(_ e: SwiftUIShownView, hostingName: String = SwiftUIMember.hostingController.swiftName, in callerFacts: SourceFacts,
                         shownIn factory: HostingSite? = nil,
                         uikitScreens: [Screen], container: (String) -> ContextController, controller: (String) -> ContextController?,
                         _ state: State) {
        let site = factory ?? HostingSite(facts: callerFacts, location: e.location, type: e.enclosingType, function: e.enclosingFunction)
        let facts = site.facts
        var ctx = Context()
        var call = facts.calls.first {
            $0.kind.showsController && site.follows($0.enclosingType, $0.enclosingFunction, at: $0.location)
                && ($0.presentedClass.map(ClassGraph.plainName) == hostingName
                    || ($0.argumentText ?? "").contains(hostingName) || $0.presentedClass == nil
                    || ($0.kind != .pushViewController && $0.rootClass.map(ClassGraph.plainName) == hostingName))
        }
        // Presented in a navigation controller made around it (`UINavigationController(rootViewController: host)`).
        let wrapper = call.flatMap { c in c.rootClass.map(ClassGraph.plainName) == hostingName ? c.presentedClass : nil }
        var isWindowRoot = facts.assignments.contains {
            $0.watched == .windowRootViewController && site.encloses($0.enclosingType, $0.enclosingFunction)
                && ($0.assignedController?.className.map(ClassGraph.plainName) == hostingName || $0.valueText.contains(hostingName))
        }
        // `host = UIHostingController(rootView: V())` then `window.rootViewController = host`: the
        // first window root set after the construction, before any show, with a value of no other class.
        let laterRoot = facts.assignments.first {
            $0.watched == .windowRootViewController && site.follows($0.enclosingType, $0.enclosingFunction, at: $0.location)
                && ($0.assignedController?.className).map { ClassGraph.plainName($0) == hostingName } ?? true
        }
        if let root = laterRoot, call.map({ root.location < $0.location }) ?? true {
            isWindowRoot = true
            call = nil
        }
        let by = e.enclosingType.flatMap { t in uikitScreens.first { $0.controller.className == t } }
        // `addChild(host)` before any show: embedded in the controller whose code makes it, its view
        // drawn in that controller's screen, which decides the status bar (a UIKit screen of its own).
        // (Where no screen of that controller is known, the hosted view stands for it, as before:
        // a screen whose context is not known, rather than nothing. So does a hosted stack or tab
        // view: what is pushed in it draws its own bar under the status bar, which its screens say.
        // That is asked last: it resolves the content, which `follow` does again.)
        let addedAsChild = !isWindowRoot && facts.calls.contains(where: { child in
            child.kind == .addChild && site.follows(child.enclosingType, child.enclosingFunction, at: child.location)
                && child.presentedClass.map(ClassGraph.plainName) == hostingName && call.map { child.location < $0.location } ?? true
        })
        let embedded = addedAsChild && !hostsContainer(e)
        // Added as a child of a controller no screen is known of: a later present of its function
        // (an alert made by a factory) does not show it; where it sits is not known.
        if embedded, by == nil { call = nil }
        if embedded, let by {
            ctx.embeddedIn = (by.controller, by.navigation)
            ctx.tabBarClass = by.tabBarClass
            ctx.tabBarAnswers = by.tabBarAnswers ?? ClassAnswers()
            ctx.presentation = by.presentation
            ctx.unknown = by.unknownContext
            follow(e, from: nil, ctx, state)
            return
        }
        if let call {
            if call.kind == .present {
                let assignments = facts.assignments.filter { site.encloses($0.enclosingType, $0.enclosingFunction) && $0.controller == call.argumentText }
                var style = ModalPresentationStyle.automatic
                if let set = assignments.last(where: { $0.watched == .modalPresentationStyle }) {
                    if let s = ModalPresentationStyle(setBy: set) {
                        style = s
                    } else {
                        // `controller.modalPresentationStyle = modalPresentationStyle`: a factory's parameter.
                        ctx.unknown = "its presentation style is set to '\(set.valueText)' at \(set.location), which the audit does not read"
                    }
                } else if let set = state.styleSetByMethod(call, facts, hostingName), let first = set.first {
                    // `vc.configureAsModal()`: a method of the app sets the style on the hosting
                    // controller. One style is its; several (one per branch) are not told apart here.
                    let styles = Set(set.map(ModalPresentationStyle.init(setBy:)))
                    if styles.count == 1, let only = styles.first, let only {
                        style = only
                    } else {
                        ctx.unknown = "its presentation style is set by '\(first.enclosingFunction ?? "a method")' at \(first.location) to one of several values, which the audit does not tell apart here"
                    }
                }
                var captures = false
                if case .bool(let b)? = assignments.last(where: { $0.watched == .modalPresentationCapturesStatusBarAppearance })?.value { captures = b }
                // `host.sheetPresentationController?.detents = [.medium()]`: the detent it opens at (as ScreenBuilder reads it).
                let detents = assignments.last { $0.watched == .sheetDetents }
                // A controller class no screen is known of presents from a place not known.
                let unseen = by == nil ? e.enclosingType.flatMap(controller) : nil
                ctx.presentation = PresentationContext(style: style, captures: captures, presenter: by?.controller ?? unseen,
                                                       presenterNavigation: by?.navigation, location: call.location,
                                                       presenterPresentation: by?.presentation)
                if let detents { ctx.presentation?.setDetents(setBy: detents) }
                if let by {
                    ctx.presentation?.presenterTab = by.tabBarClass.map { PresentationContext.PresenterTab(className: $0, answers: by.tabBarAnswers ?? ClassAnswers()) }
                    ctx.presentation?.presenterUnknown = by.unknownContext.map { PresentationContext.presenterPlaceUnknown(by.controller.className, because: $0) }
                } else if let unseen {
                    ctx.presentation?.presenterUnknown = PresentationContext.presenterPlaceUnknown(unseen.className, because: nil)
                }
                if let wrapper { ctx.navigation = NavigationContext(controller: container(ClassGraph.plainName(wrapper)), location: call.location) }
            } else if call.kind == .show, by == nil, let split = ScreenBuilder.splitRoot(receiving: call, among: state.splitRoots),
                      let answers = state.splitRoots[split] {
                // Shown on the split view controller at the window's root by code of no controller
                // (a coordinator): in one of its columns, which the split decides for.
                if let wrapper { ctx.navigation = NavigationContext(controller: container(ClassGraph.plainName(wrapper)), location: call.location) }
                ctx.tabBarClass = split
                ctx.tabBarAnswers = answers
                ctx.inSplitColumn = wrapper == nil
            } else if let wrapper, call.kind == .show {
                // `show` of a navigation controller: a presentation UIKit makes, whose style the audit does not read here.
                ctx.navigation = NavigationContext(controller: container(ClassGraph.plainName(wrapper)), location: call.location)
                ctx.unknown = "a navigation controller holding a hosting controller shown with 'show' at \(call.location), which presents it in a way the audit does not follow"
            } else {
                ctx.navigation = by?.navigation
                ctx.tabBarClass = by?.tabBarClass
                ctx.tabBarAnswers = by?.tabBarAnswers ?? ClassAnswers()
                // Pushed into a presented navigation controller: the presentation is the
                // container's (as a UIKit push's is, ``ScreenBuilder``).
                if ctx.navigation != nil { ctx.presentation = by?.presentation }
                // Pushed or shown by a controller in a column of the split view controller at the
                // window's root: onto its column's stack, which the split decides for.
                let inSplitColumn = by.map { ScreenBuilder.Context(of: $0, presentation: $0.presentation).isInSplitRootColumn(state.splitRoots) } ?? false
                if ctx.navigation == nil, !inSplitColumn {
                    ctx.unknown = "a hosting controller pushed by '\(e.enclosingType ?? "code")' at \(call.location), whose navigation controller the audit could not follow"
                }
                ctx.inSplitColumn = ctx.navigation == nil && inSplitColumn
            }
        } else if !isWindowRoot {
            // Made by a UIKit view's code (a cell's `UIHostingController<RowView>(rootView: …)`) and
            // shown by no call: its view is drawn in that view, in whichever screen shows it.
            if !embedded, let type = e.enclosingType.map(ClassGraph.plainName), state.isUIKitView(type) {
                state.result.gaps.append(Coverage.Gap(kind: .swiftUIViewNotFollowed, file: e.location.file, line: e.location.line,
                                                      what: "the root view of a hosting controller made at \(e.location) by '\(type)', a UIKit view: drawn inside that view, in the screens that show it; no screen of its own"))
                return
            }
            ctx.unknown = "a hosting controller created at \(e.location) and shown in a way the audit does not follow"
        }
        follow(e, from: nil, ctx, state)
    }

    /// The places the app's SwiftUI code pushes or presents a view that the traversal never
    /// followed (in a view no screen draws), each as a gap: the rest of the places are screens or
    /// gaps of their own. And every modifier that only looks like a SwiftUI presentation
    /// (``SwiftUIShownView/How/lookalikePresentation``), reached or not.
    private func notReached(_ followed: Set<SwiftUIShownView.Place>) -> [Coverage.Gap] {
        var gaps: [Coverage.Gap] = []
        for facts in ownSources {
            for e in facts.swiftUIShownViews {
                // `.popover(present: $show, attributes: …) { … }`: not SwiftUI's, wherever it is drawn.
                if e.how == .lookalikePresentation {
                    gaps.append(Coverage.Gap(
                        kind: .swiftUIViewNotFollowed, file: e.location.file, line: e.location.line,
                        what: "'.\(e.contentText)' at \(e.location) in '\(e.enclosingType ?? "a view")' is not SwiftUI's presentation (none of its "
                            + "'isPresented:' or 'item:'): a library's or the app's own modifier, whose presentation the audit does not model"))
                    continue
                }
                guard SwiftUIScreens.showsFromAView(e.how), !followed.contains(e.place) else { continue }
                gaps.append(Coverage.Gap(
                    kind: .swiftUIViewNotReached, file: e.location.file, line: e.location.line,
                    what: "\(SwiftUIScreens.describe(e.how)) at \(e.location) in '\(e.enclosingType ?? "a view")', which no screen the audit "
                        + "follows draws: what it shows ('\(e.contentText)') is not modelled"))
            }
        }
        return gaps
    }

    /// Each value link followed (`NavigationLink(value:)`) pushes a value that a
    /// `.navigationDestination(for:)` of its stack shows: where the stack has one destination showing
    /// one view, the link is another place of that screen (``Screen/alsoShownFrom``); else a gap
    /// naming the destinations (which one takes the value is its type's, which the audit does not
    /// work out), or saying none is followed.
    private func valueLinks(_ state: State) {
        var screensAt: [SourceLocation: [Int]] = [:]
        for (i, screen) in state.result.screens.enumerated() {
            if case .code(let l) = screen.origin { screensAt[l, default: []].append(i) }
        }
        var done: Set<SwiftUIShownView.Place> = []
        for (link, stack) in state.valueLinks where done.insert(link.place).inserted {
            let l = link.location
            let prefix = "a NavigationLink at \(l) pushes the value '\(link.contentText)'"
            guard let stack else {
                state.result.gaps.append(Coverage.Gap(kind: .swiftUIValueLink, file: l.file, line: l.line,
                                                      what: "\(prefix), but the audit does not see it in a NavigationStack: what it shows is not modelled"))
                continue
            }
            let destinations = Array(Set(state.destinations[stack] ?? [])).sorted()
            if destinations.count == 1, let shown = screensAt[destinations[0].location], shown.count == 1 {
                if !state.result.screens[shown[0]].alsoShownFrom.contains(l) { state.result.screens[shown[0]].alsoShownFrom.append(l) }
                continue
            }
            // A case of an enum that is a view (`NavigationLink(value: Screen.colors)`), on a stack
            // whose one destination shows that enum: the screen of that case's view.
            if destinations.count == 1, let caseName = link.contentText.split(separator: ".").last.map(String.init),
               let type = state.destinationShows[destinations[0]] {
                let roots = Set(typeBodies[type]?.cases.first { $0.name == caseName }?.roots ?? [])
                let matching = (screensAt[destinations[0].location] ?? []).filter { roots.contains(state.result.screens[$0].controller.className) }
                if !matching.isEmpty {
                    for i in matching where !state.result.screens[i].alsoShownFrom.contains(l) { state.result.screens[i].alsoShownFrom.append(l) }
                    continue
                }
            }
            let what = destinations.isEmpty
                ? "\(prefix) on the stack at \(stack), where no '.navigationDestination' the audit follows is registered: what it shows is not modelled"
                : "\(prefix): the view is the one a '.navigationDestination' of its stack shows for it ("
                    + destinations.map { "\($0.location)" }.joined(separator: ", ")
                    + "), whose screens are listed there; which one is not worked out"
            state.result.gaps.append(Coverage.Gap(kind: .swiftUIValueLink, file: l.file, line: l.line, what: what))
        }
    }

    /// The places that show a view already followed from another place and that no screen starts
    /// at (or lists, ``Screen/alsoShownFrom``), each as a gap: what they show is followed from the
    /// first place only (a view choosing among several stacks, which is no screen of its own).
    private func shownOnlyElsewhere(_ state: State) -> [Coverage.Gap] {
        var placed: Set<SourceLocation> = []
        for screen in state.result.screens {
            if case .code(let l) = screen.origin { placed.insert(l) }
            placed.formUnion(screen.alsoShownFrom)
        }
        var gapLines = Set(state.result.gaps.map { "\($0.file):\($0.line ?? 0)" })
        var gaps: [Coverage.Gap] = [], done: Set<SwiftUIShownView.Place> = []
        for (place, view, first) in state.followedElsewhere where !placed.contains(place.location) {
            let l = place.location
            guard !gapLines.contains("\(l.file):\(l.line)"), done.insert(place).inserted else { continue }
            gapLines.insert("\(l.file):\(l.line)")
            gaps.append(Coverage.Gap(
                kind: .swiftUIViewFollowedElsewhere, file: l.file, line: l.line,
                what: "\(SwiftUIScreens.describe(place.how)) at \(l) shows '\(view)', which the audit follows from its first place"
                    + (first.map { " (\($0))" } ?? "") + " only: the screens it shows from here are not listed again"))
        }
        // Any other place followed that gave no screen and no gap says so too: no place is silent.
        for place in state.followed.sorted() where SwiftUIScreens.showsFromAView(place.how) && !placed.contains(place.location) {
            let l = place.location
            guard !gapLines.contains("\(l.file):\(l.line)") else { continue }
            gapLines.insert("\(l.file):\(l.line)")
            gaps.append(Coverage.Gap(
                kind: .swiftUIViewNotFollowed, file: l.file, line: l.line,
                what: "\(SwiftUIScreens.describe(place.how)) at \(l) shows no view type the audit reads: it is not modelled as a screen"))
        }
        return gaps
    }

    /// A push: a link or a destination.
    static func isPush(_ how: SwiftUIShownView.How) -> Bool {
        switch how {
        case .navigationLink, .navigationDestination, .navigationValueLink: true
        default: false
        }
    }

    /// A presentation: a sheet, a full-screen cover or a popover.
    static func isPresentation(_ how: SwiftUIShownView.How) -> Bool {
        switch how {
        case .sheet, .fullScreenCover, .popover: true
        default: false
        }
    }

    /// A push or a presentation written in a view (not a container's root, a tab or a window's content).
    static func showsFromAView(_ how: SwiftUIShownView.How) -> Bool {
        isPresentation(how) || isPush(how)
    }

    /// Follows one shown view from the node that shows it (`nil` for a window group or a hosting controller).
    private func follow(_ e: SwiftUIShownView, from parent: Parent?,
                        _ ctx: Context, _ state: State) {
        state.followed.insert(e.place)
        if e.how == .navigationValueLink {
            state.valueLinks.append((e, ctx.navigation?.location))
            return
        }
        // A presentation made again from inside itself (a stack wrapper whose sheet shows the
        // wrapper again, over and over): its places are those of its first time, followed already.
        if SwiftUIScreens.isPresentation(e.how), let presentation = ctx.presentation,
           ([presentation] + presentation.presenterPresentation).contains(where: { $0.location == e.location }) {
            return
        }
        if e.how == .navigationDestination, let stack = ctx.navigation?.location {
            state.destinations[stack, default: []].append(e.place)
            if let type = e.valueType { state.destinationShows[e.place] = type }
        }
        let target = resolve(e)
        let how = e.how
        func context(wrapped: Bool) -> Context {
            var c = ctx
            // Where the view is shown: a push or presentation sets it; a stack written in the view keeps it.
            if SwiftUIScreens.showsFromAView(how) { c.shownAt = e.location } else if how != .navigationRoot { c.shownAt = nil }
            // Shown only from a version on (`if #available`): so is everything it shows.
            if let from = e.availableFrom {
                let version = IOSVersion(from.major, from.minor, from.patch)
                c.shownSince = max(c.shownSince ?? version, version)
            }
            switch how {
            case .navigationRoot:
                c.navigation = stack(at: e.location)
            case .tab:
                c.tabBarClass = SwiftUIMember.tabView.swiftName
                c.tabBarAnswers = ClassAnswers()
                c.inSplitColumn = false
                c.navigation = wrapped ? stack(at: e.location) : nil
            case .navigationLink, .navigationDestination, .navigationValueLink:
                if c.navigation == nil, !c.inSplitColumn {
                    c.unknown = c.unknown ?? "pushed by '\(e.enclosingType ?? "a view")' at \(e.location), which the audit does not see in a NavigationStack"
                }
            case .sheet, .popover, .fullScreenCover:
                c.embeddedIn = nil
                c.inSplitColumn = false
                let style: ModalPresentationStyle = how == .sheet ? .pageSheet : how == .popover ? .popover : .fullScreen
                // The presenter's place goes on with it: its tab bar, and how it is itself presented.
                c.presentation = PresentationContext(style: style, captures: false, presenter: parent?.controller,
                                                     presenterNavigation: parent?.navigation, location: e.location,
                                                     presenterPresentation: ctx.presentation)
                c.presentation?.shownSince = e.availableFrom.map { IOSVersion($0.major, $0.minor, $0.patch) }
                if parent != nil, let tab = ctx.tabBarClass {
                    c.presentation?.presenterTab = PresentationContext.PresenterTab(className: tab, answers: ctx.tabBarAnswers)
                }
                c.navigation = wrapped ? stack(at: e.location) : nil
                c.tabBarClass = nil
                c.inherited = []
                // A presentation of its own: what its views prefer is its style; where they prefer
                // none, it inherits the presenter's (R9: the presenter's controller carries it).
                c.colorScheme = nil
                c.colorSchemeChoice = nil
                c.detentsRead = false
            case .splitSidebar, .splitContent, .splitDetail:
                // On iPhone the split view collapses to one stack: the sidebar at its root, the
                // content and detail columns pushed on it.
                c.navigation = stack(at: e.location)
            case .windowGroup, .hostingRoot, .hostingSubclassRoot, .hostingSubclassConstruction, .hostingFactory, .hostingFactoryCall,
                 .storedFromRoute, .givenContent, .constructedWithContent, .lookalikePresentation:
                if wrapped { c.navigation = stack(at: e.location) }
            }
            return c
        }
        switch target {
        case .notFollowed(let why):
            state.result.gaps.append(Coverage.Gap(kind: .swiftUIViewNotFollowed, file: e.location.file, line: e.location.line,
                                                  what: "\(SwiftUIScreens.describe(how)) at \(e.location) shows '\(e.contentText)': \(why); it is not modelled"))
        case .views(let list):
            for (name, wrapped) in list { visit(.type(name, via: e), how: how, context(wrapped: wrapped), state) }
        case .inline(let wrapped):
            if SwiftUIScreens.isContainerEntry(how) || how == .windowGroup || e.constructed.contains(SwiftUIMember.navigationSplitView.swiftName) {
                visit(.inline(e), how: how, context(wrapped: wrapped), state)
            } else {
                state.result.gaps.append(Coverage.Gap(kind: .swiftUIViewNotFollowed, file: e.location.file, line: e.location.line,
                                                      what: "\(SwiftUIScreens.describe(how)) at \(e.location) shows inline content, not a view type: it is not modelled as a screen"))
            }
        }
    }

    static func describe(_ how: SwiftUIShownView.How) -> String {
        switch how {
        case .windowGroup: "the WindowGroup"
        case .navigationRoot: "a NavigationStack"
        case .navigationLink: "a NavigationLink"
        case .navigationDestination: "'.navigationDestination'"
        case .navigationValueLink: "a NavigationLink(value:)"
        case .tab: "a TabView tab"
        case .sheet: "'.sheet'"
        case .fullScreenCover: "'.fullScreenCover'"
        case .popover: "'.popover'"
        case .hostingRoot: "a UIHostingController"
        case .splitSidebar: "a NavigationSplitView sidebar"
        case .splitContent: "a NavigationSplitView content column"
        case .splitDetail: "a NavigationSplitView detail column"
        case .hostingSubclassRoot: "a UIHostingController subclass"
        case .hostingSubclassConstruction: "a UIHostingController subclass constructed"
        case .hostingFactory: "a function making a UIHostingController of its parameter"
        case .hostingFactoryCall: "a call of a function making a UIHostingController"
        case .storedFromRoute: "a stored view given a route's view"
        case .givenContent: "a view of the app given content"
        case .constructedWithContent: "a value of the app given a view"
        case .lookalikePresentation: "a modifier named as a SwiftUI presentation"
        }
    }

    /// The name a SwiftUI stack's navigation context goes by (a `NavigationStack` or `NavigationView`).
    package static let stackName = SwiftUIMember.navigationStack.swiftName

    private func stack(at location: SourceLocation) -> NavigationContext {
        NavigationContext(controller: ContextController(className: SwiftUIScreens.stackName, kind: .navigation), location: location)
    }

    private func displayName(of node: Node) -> String {
        switch node {
        case .type(let name, _): name
        case .inline(let e): e.enclosingType ?? "SwiftUI view"
        }
    }

    /// Entries and modifiers of a node: a type's own, plus those written where it is constructed.
    /// `place`: where the node is shown (``CasePages/place(_:_:)``); a page of the navigation model
    /// its body draws (`frame.page.view()`, every case's) is left out where the app never opens it.
    private func parts(of node: Node, at place: CaseOpener.Place? = nil, _ state: State) -> (entries: [SwiftUIShownView], modifiers: [SwiftUIModifier]) {
        func nested(_ e: SwiftUIShownView) -> [SwiftUIShownView.Place] {
            // The content of `e` and of navigation stacks written in it (`.sheet { NavigationStack { V() } }`).
            var places = [e.place]
            var i = 0
            while i < places.count, i < 32 {
                for inner in entriesWithin[places[i]] ?? [] where inner.how == .navigationRoot { places.append(inner.place) }
                i += 1
            }
            return places
        }
        /// What the app's views drawn inside `e`'s content show (its root views left out: they are the node).
        func drawnInside(_ e: SwiftUIShownView, except: Set<String>) -> [SwiftUIShownView] {
            let body = SwiftUIBody(type: e.enclosingType ?? "", roots: [], location: e.location, contained: e.contained)
            return SwiftUIScreens.drawnInside(body, isDrawn: isDrawn, members: memberBodies).filter { !except.contains($0) }.flatMap { drawn in
                ([drawn] + state.composed(into: drawn, self).filter { !$0.inContainer }.map(\.type)).flatMap { ownEntries(of: $0) }
            }
        }
        switch node {
        case .type(let name, let via):
            var entries = ownEntries(of: name), modifiers = modifiersByType[name] ?? []
            // What the views its body is made of show, it shows (`var body: some View { CompactView() }`).
            // (Its modifiers only when no branch shows another view instead: they hold for one branch.
            // Not a stack or tab view whose content the reader cannot follow, such as a wrapper's
            // generic content: the type stays a screen of its own rather than a container of nothing.)
            // A page of the navigation model drawn through it (`frame.page.view()`), not named by a
            // body on the way, only where its cases are opened.
            let parts = state.composed(into: name, self)
            var named: Set<String>?  // (worked out at the first page met)
            for part in parts {
                if casePages.isPage(part.type) {
                    let outside = named ?? Set(([name] + parts.map(\.type)).flatMap { t in typeBodies[t].map { namesOutsideModel($0.roots, in: t) } ?? [] })
                    named = outside
                    guard casePages.mayShow(part.type, at: place, directly: outside.contains(part.type)) else { continue }
                }
                if part.always { modifiers += modifiersByType[part.type] ?? [] }
                // A view in one of its own stacks or tabs shows from there (with that stack), not from here.
                if part.inContainer { continue }
                entries += ownEntries(of: part.type).filter { e in
                    if !SwiftUIScreens.isContainerEntry(e.how) { return true }
                    if case .notFollowed = resolve(e) { return false }
                    return true
                }
            }
            if let via {
                let rootList = SwiftUIScreens.expanded(via.constructed, in: via.enclosingType, views: views, members: memberBodies)
                for place in nested(via) {
                    entries += (entriesWithin[place] ?? []).filter { $0.how != .navigationRoot }
                    // Detents written on another of the content's root views (a `switch` over sheets,
                    // `case .controls: ControlsView().presentationDetents([.medium])`) are that view's.
                    modifiers += (modifiersWithin[place] ?? []).filter { m in
                        guard let other = m.modifiedView, other != name else { return true }
                        return !rootList.contains(other)
                    }
                }
                // The wrappers it is given to draw around it (`NavigationInjectionView { content }`):
                // what their bodies show and apply, in the stacks they put it in (a
                // `.navigationDestination` registered on the wrapper's stack, a sheet it presents).
                for wrapper in SwiftUIScreens.wrappersPassed(via.constructed, members: memberBodies) where wrapper != name {
                    for e in entriesByType[wrapper] ?? [] {
                        if e.how == .navigationRoot {
                            for place in nested(e) { entries += (entriesWithin[place] ?? []).filter { $0.how != .navigationRoot } }
                        } else if !SwiftUIScreens.isContainerEntry(e.how) {
                            entries.append(e)
                        }
                    }
                    modifiers += modifiersByType[wrapper] ?? []
                }
                // Not the content's other root views: each is a node of its own (the cases of a `switch`
                // are alternatives, not views drawn together). What the content draws beside its roots
                // (a sidebar beside the selected detail) is followed from its first root only: once,
                // not again from every alternative.
                if rootList.first(where: { views[$0] != nil }) == name {
                    entries += drawnInside(via, except: Set(rootList).union([name])).filter { !SwiftUIScreens.isContainerEntry($0.how) }
                }
            }
            return (SwiftUIScreens.once(entries), modifiers.sorted { $0.location < $1.location })
        case .inline(let e):
            // And what the members of its type that it names show (`NavigationView { List { editSection } }`).
            let type = e.enclosingType ?? ""
            let named = SwiftUIScreens.membersReached(from: e.constructed + e.contained, in: type, members: memberBodies)
            let fromMembers = named.isEmpty ? [] : (entriesByType[type] ?? []).filter { named.contains($0.enclosingFunction ?? "") }
            // And what those members apply (`NavigationStack { mainView() }`, whose member ends in
            // `.navigationBarHidden(true)`): drawn in the content, as the type's own modifiers are.
            let membersApply = named.isEmpty ? [] : (modifiersByType[type] ?? []).filter { named.contains($0.enclosingFunction ?? "") }
            return (SwiftUIScreens.once((entriesWithin[e.place] ?? []) + drawnInside(e, except: []) + fromMembers),
                    ((modifiersWithin[e.place] ?? []) + membersApply).sorted { $0.location < $1.location })
        }
    }

    /// The modifiers each of the app's own modifiers applies, by the name a body lists it under
    /// (``SwiftUIBody/contained``): `.name` for a function of `extension View`, the type's name for
    /// a `ViewModifier`. What they apply in turn (a function that returns `modifier(Sheet())`) is
    /// followed three steps deep. Only the ones that apply something.
    static func ownModifiers(_ sources: [SourceFacts], viewModifiers: Set<String>, members: [String: [String: SwiftUIBody]],
                             modifiersByType: [String: [SwiftUIModifier]]) -> [String: [SwiftUIModifier]] {
        var direct: [String: [SwiftUIModifier]] = [:]
        for facts in sources {
            for m in facts.swiftUIModifiers where m.contentOf == nil && m.enclosingType == "View" {
                if let function = m.enclosingFunction { direct["." + function, default: []].append(m) }
            }
        }
        for type in viewModifiers { if let list = modifiersByType[type] { direct[type, default: []] += list } }
        // What each one names: a function's body (`modifier(Sheet())`), a modifier type's bodies.
        // A function that returns one of the app's views wrapping the view it is applied to
        // (`func navigationStyle(…) -> some View { NavigationBar(content: self, …) }`) applies
        // what that view's body applies (the wrapper's `.navigationBarHidden(true)`).
        var names: [String: [String]] = [:]
        for (function, body) in members["View"] ?? [:] {
            names["." + function] = body.contained
            for root in body.roots where viewModifiers.contains(root) == false {
                if let list = modifiersByType[root] { direct["." + function, default: []] += list }
            }
        }
        for type in viewModifiers { names[type] = (members[type] ?? [:]).values.sorted { $0.location < $1.location }.flatMap(\.contained) }
        func applied(_ name: String, depth: Int) -> [SwiftUIModifier] {
            guard depth < 3 else { return [] }
            return (direct[name] ?? []) + (names[name] ?? []).filter { $0 != name }.flatMap { applied($0, depth: depth + 1) }
        }
        var all: [String: [SwiftUIModifier]] = [:]
        for name in Set(direct.keys).union(names.keys) {
            let list = uniqued(applied(name, depth: 0))
            if !list.isEmpty { all[name] = list }
        }
        return all
    }

    /// Two overloads of one member read as one: the names either states, each once, in the order
    /// they come (the first's first), and where the first is declared.
    static func overloads(_ first: SwiftUIBody, _ second: SwiftUIBody) -> SwiftUIBody {
        func merged(_ a: [String], _ b: [String]) -> [String] {
            var seen = Set(a)
            return a + b.filter { seen.insert($0).inserted }
        }
        var body = first
        body.roots = merged(first.roots, second.roots)
        body.contained = Array(merged(first.contained, second.contained).prefix(SwiftUIBody.containedLimit))
        body.padOnly = merged(first.padOnly, second.padOnly)
        body.flagged = first.flagged + second.flagged.filter { !first.flagged.contains($0) }
        body.cases = first.cases + second.cases.filter { c in !first.cases.contains { $0.name == c.name } }
        return body
    }

    /// Modifiers each once, in source order.
    static func uniqued(_ list: [SwiftUIModifier]) -> [SwiftUIModifier] {
        var seen: Set<SwiftUIModifier> = []
        return list.filter { seen.insert($0).inserted }.sorted { $0.location < $1.location }
    }

    /// Shown views in source order, each once (a view drawn in two places of one node shows its sheets once).
    static func once(_ entries: [SwiftUIShownView]) -> [SwiftUIShownView] {
        var seen: Set<SwiftUIShownView.Place> = []
        return entries.sorted { $0.place < $1.place }.filter { seen.insert($0.place).inserted }
    }

    /// The views `names` (a body's roots, a presentation's content) draw through the members of
    /// `type` and routes, but not through a page of the navigation model.
    private func namesOutsideModel(_ names: [String], in type: String?) -> [String] {
        casePages.modelBodies.isEmpty ? names : SwiftUIScreens.expanded(names, in: type, views: views, members: membersOutsideModel)
    }

    /// Whether `node` is a view whose body draws pages of the navigation model through a value
    /// (`var body: some View { frame.page.view() }`) and no view named outside the model.
    private func drawsOnlyPages(_ node: Node) -> Bool {
        guard !casePages.modelBodies.isEmpty, case .type(let name, _) = node, let body = typeBodies[name],
              (composedByType[name] ?? []).contains(where: casePages.isPage) else { return false }
        return !namesOutsideModel(body.roots, in: name).contains { views[$0] != nil }
    }

    private func visit(_ node: Node, how: SwiftUIShownView.How, _ incoming: Context, _ state: State) {
        // A page of the app's navigation model is not shown where the app never opens it.
        let place = CasePages.place(how, incoming.presentation)
        if case .type(let type, let via) = node, casePages.isPage(type),
           !casePages.mayShow(type, at: place, directly: via.map { namesOutsideModel($0.constructed, in: $0.enclosingType).contains(type) } ?? true) {
            return
        }
        let name = displayName(of: node)
        // Inline content of a container is shown however the container is (already recorded).
        if case .inline = node, SwiftUIScreens.isContainerEntry(how) {} else { state.shownAs[name, default: []].append(how) }
        let (entries, modifiers) = parts(of: node, at: place, state)
        var ctx = incoming
        // The first view of the presentation that prefers a scheme sets it (outermost first).
        if ctx.colorScheme == nil, ctx.colorSchemeChoice == nil {
            (ctx.colorScheme, ctx.colorSchemeChoice) = SwiftUIScreens.colorSchemePreference(modifiers)
        }
        // The first view of a sheet that sets its detents sets the detent it opens at.
        if let presentation = ctx.presentation, presentation.style == .pageSheet, !ctx.detentsRead,
           let detents = modifiers.last(where: { $0.kind == .presentationDetents }) {
            ctx.detentsRead = true
            switch detents.value {
            case .enumCase(let name):
                ctx.presentation?.setDetents(opening: SheetDetent(rawValue: name) ?? .large, listed: detents.argumentText, since: IOSVersion(16))
            default:
                ctx.unknown = ctx.unknown ?? "its sheet's detents are '\(detents.argumentText)' at \(detents.location), which the audit does not read"
            }
        }
        // A frame that draws a page of the navigation model and nothing else (`frame.page.view()`) is
        // no screen of its own: the page it draws is.
        let isContainer = entries.contains { SwiftUIScreens.isContainerEntry($0.how) } || drawsOnlyPages(node)
        var screen = makeScreen(name: name, node: node, how: how, modifiers: modifiers, ctx, state)
        screen.swiftUI?.schemeBefore = incoming.colorScheme
        // One entry per place, as for UIKit screens (the same view shown in another container or
        // presentation is another entry, with its origin); what the view shows in turn is followed
        // from its first place only, as ScreenBuilder follows a class's calls from its first context:
        // the entries are bounded by the places views are shown at, never by the paths to them.
        // Drawn in the screen of the UIKit controller it is embedded in: no screen of its own, and
        // what it presents is presented by that controller.
        let embedded = ctx.embeddedIn
        let from: Parent = embedded.map { (name, $0.controller, $0.navigation) } ?? (name, screen.controller, screen.navigation)
        if !isContainer, embedded == nil, state.places.count < 8192 {
            if let known = state.places[screen.identity] {
                // The same screen shown from another place: one entry, which lists it.
                if case .code(let here) = screen.origin, state.result.screens[known].origin != screen.origin,
                   !state.result.screens[known].alsoShownFrom.contains(here) {
                    state.result.screens[known].alsoShownFrom.append(here)
                }
            } else {
                state.places[screen.identity] = state.result.screens.count
                state.result.screens.append(screen)
            }
        }
        if isContainer, embedded == nil, state.result.containerPlaces.count < 1024 {
            state.result.containerPlaces.append(screen)
        }
        if isContainer {
            ctx.inherited += modifiers.filter { [.statusBarHidden, .statusBar, .preferredColorScheme].contains($0.kind) }
        }
        let here: SwiftUIShownView.Place? = switch node {
        case .type(_, let via): via.flatMap { SwiftUIScreens.showsFromAView($0.how) ? $0.place : nil }
        case .inline(let e): SwiftUIScreens.showsFromAView(e.how) ? e.place : nil
        }
        // Followed from its first place, and again from its first place in a sheet: what it pushes
        // there sits over the sheet's backdrop, which changes what the bar draws (R4).
        let key = SwiftUIScreens.followKey(node.key, ctx)
        guard state.visited.insert(key).inserted, state.visited.count < 4096 else {
            if let here { state.followedElsewhere.append((here, name, state.firstPlace[key])) }
            // A view that is its own stack shown again at another place: its stack's root is a
            // screen at this place too (one entry per place); what it shows in turn is followed from
            // the first place only. Not a view choosing among several stacks or tabs (a `switch` over
            // sheets, a tab view): which one a place shows is not known, and each is already a screen.
            let containers = entries.filter { SwiftUIScreens.isContainerEntry($0.how) }
            if containers.count == 1, containers[0].how == .navigationRoot, state.visited.count < 4096 {
                followEntries(containers, from: from, ctx, state)
            }
            return
        }
        if let here { state.firstPlace[key] = here.location }
        var shown = entries
        // Shown where no stack is, a type that draws its content in a stack of its own in one branch
        // and without it in another (`if embedded { NavigationStack { content } } else { content }`):
        // a link or destination it draws pushes only in its own stack (outside any stack it does
        // nothing), and is followed from there, with that stack.
        if ctx.navigation == nil, ctx.unknown == nil, case .type(let type, _) = node, membersInOwnStacks[type] != nil {
            shown = entries.filter { !SwiftUIScreens.isPush($0.how) }
        }
        followEntries(shown, from: from, ctx, state)
    }

    /// Whether a view is shown inside a sheet (its presentation's, or its presenter's): a page or
    /// form sheet, or a popover, which an iPhone shows as a sheet.
    private static func inSheet(_ ctx: Context) -> Bool {
        inPresentation(ctx, styled: [.pageSheet, .formSheet, .popover])
    }

    /// Whether a view is shown in a presentation (its own, or its presenter's) of one of `styles`.
    private static func inPresentation(_ ctx: Context, styled styles: [ModalPresentationStyle]) -> Bool {
        guard let presentation = ctx.presentation else { return false }
        return styles.contains(presentation.style) || presentation.presenterPresentation.contains { styles.contains($0.style) }
    }

    /// The key of the places a view is followed from once each (``follow``): its first place, its
    /// first in a sheet, and its first in a UIKit presentation left `automatic` (a hosting
    /// controller a controller presents: a page sheet from iOS 13, full screen before).
    private static func followKey(_ key: String, _ ctx: Context) -> String {
        if inSheet(ctx) { return key + "|sheet" }
        return inPresentation(ctx, styled: [.automatic]) ? key + "|automatic" : key
    }

    /// Queues what a node shows (followed by ``State/drain(_:)``).
    private func followEntries(_ entries: [SwiftUIShownView], from parent: Parent, _ ctx: Context, _ state: State) {
        for e in entries { state.pending.append((e, parent, ctx)) }
    }

    // MARK: Hosting controller subclasses

    /// The classes whose superclass is written `UIHostingController<…>`.
    private var directHostingSubclasses: Set<String> {
        Set(ownSources.flatMap { facts in
            facts.types.lazy.filter { $0.superclass.map(ClassGraph.plainName) == SwiftUIMember.hostingController.swiftName }.map(\.name)
        })
    }

    /// The root view of each `UIHostingController` subclass of the app, by class: the generic
    /// argument of its superclass, else what its initializer passes to `super.init(rootView:)`.
    /// `isHosting` tells a class descending from `UIHostingController` (the reader records every
    /// generic superclass's argument, `class HistoryController: ThemedHost<HistoryView>`).
    private func hostingSubclassRoots(isHosting: (String) -> Bool) -> [String: SwiftUIShownView] {
        var roots: [String: SwiftUIShownView] = [:]
        for facts in ownSources {
            for e in facts.swiftUIShownViews where e.how == .hostingSubclassRoot {
                guard let cls = e.enclosingType, isHosting(cls) else { continue }
                // The generic argument names the type; an initializer's construction may add modifiers.
                if let known = roots[cls], known.enclosingFunction == nil, e.enclosingFunction != nil,
                   case .views = resolve(e) { roots[cls] = e; continue }
                if roots[cls] == nil { roots[cls] = e }
            }
        }
        // A generic subclass (`class AppHost<Content: View>: UIHostingController<Content>`) hosts what
        // it is constructed with (`AppHost(rootView: MainView())`): the first such construction whose
        // root view the audit follows, in source order.
        for facts in ownSources {
            for e in facts.swiftUIShownViews where e.how == .hostingSubclassConstruction {
                guard let cls = e.enclosingType, let known = roots[cls], known.how == .hostingSubclassRoot else { continue }
                if case .views = resolve(known) { continue }
                if case .views = resolve(e) { roots[cls] = e }
            }
        }
        return roots
    }

    /// UIKit screens of `UIHostingController` subclasses: the subclass is a UIKit controller whose
    /// own overrides decide; where it does not override, what SwiftUI passes up from its root view
    /// does (`.statusBarHidden`, `.preferredColorScheme`, `.toolbarColorScheme(_:for: .statusBar)`).
    /// What the root view shows (stacks, sheets) is followed from each place the subclass is shown.
    /// A subclass constructed with its root view where it is shown (`let host = ThemedHost(rootView:
    /// AboutView())` then `present(host)`, a generic subclass of the app's shown in many places)
    /// hosts that view there: the construction nearest before the screen's place in its file.
    private func hostedBySubclasses(_ uikitScreens: [Screen], isHosting: (String) -> Bool, constructions: HostingConstructions,
                                    _ state: State) -> [Screen] {
        let roots = hostingSubclassRoots(isHosting: isHosting)
        guard !roots.isEmpty || !constructions.isEmpty else { return uikitScreens }
        let follows = { (e: SwiftUIShownView) -> Bool in if case .views = resolve(e) { true } else { false } }
        var result = uikitScreens
        for i in result.indices {
            let cls = result[i].controller.className
            // The view constructed there; else the one the class declares it hosts (its superclass's
            // generic argument, its initializer's `super.init(rootView:)`); else the construction,
            // not followed (a gap); else the one a generic class is first constructed with.
            let near = constructions.constructed(cls, at: result[i].origin)
            let declared = roots[cls].flatMap { $0.how == .hostingSubclassRoot ? $0 : nil }
            guard let e = [near, declared].compactMap({ $0 }).first(where: follows) ?? near ?? roots[cls] else { continue }
            guard case .views(let list) = resolve(e), let (view, wrapped) = list.first else {
                if case .notFollowed(let why) = resolve(e) {
                    state.result.gaps.append(Coverage.Gap(kind: .swiftUIViewNotFollowed, file: e.location.file, line: e.location.line,
                                                          what: "the root view of '\(cls)' at \(e.location) ('\(e.contentText)'): \(why); it is not modelled"))
                }
                continue
            }
            var screen = result[i]
            let node = Node.type(view, via: e.enclosingFunction == nil ? nil : e)
            let (entries, modifiers) = parts(of: node, state)
            var ctx = Context()
            ctx.navigation = screen.navigation
            ctx.tabBarClass = screen.tabBarClass
            ctx.tabBarAnswers = screen.tabBarAnswers ?? ClassAnswers()
            ctx.presentation = screen.presentation
            ctx.unknown = screen.unknownContext
            if wrapped { ctx.navigation = stack(at: e.location) }
            (ctx.colorScheme, ctx.colorSchemeChoice) = SwiftUIScreens.colorSchemePreference(modifiers)
            let hosted = makeScreen(name: view, node: node, how: .hostingSubclassRoot, modifiers: modifiers, ctx, state)
            // The subclass's own overrides win over what the root view passes up.
            var answers = screen.controller.answers
            if case .inherited = answers.hidden { answers.hidden = hosted.controller.answers.hidden }
            if case .inherited = answers.style { answers.style = hosted.controller.answers.style }
            for (member, location) in hosted.controller.answers.locations where answers.locations[member] == nil {
                answers.locations[member] = location
            }
            if answers.overrideUserInterfaceStyle == nil {
                answers.overrideUserInterfaceStyle = ctx.colorScheme
                if ctx.colorScheme == nil { answers.interfaceStyleChoice = ctx.colorSchemeChoice }
            }
            // What lies under the bar is the root view's top, as for any SwiftUI screen (a `TabView`
            // root: its tabs' content, not the hosting view's system background), unless the
            // subclass's code or its storyboard scene colors its own view.
            if screen.controller.background == nil {
                answers.background = hosted.controller.answers.background
                answers.backgroundSource = hosted.controller.answers.backgroundSource
            }
            screen.controller.answers = answers
            screen.swiftUI = hosted.swiftUI
            screen.swiftUI?.hostedBy = cls
            state.shownAs[view, default: []].append(.hostingSubclassRoot)
            result[i] = screen
            guard state.visited.insert("host:" + cls + ":" + view).inserted else { continue }
            if entries.contains(where: { SwiftUIScreens.isContainerEntry($0.how) }) {
                ctx.inherited += modifiers.filter { [.statusBarHidden, .statusBar, .preferredColorScheme].contains($0.kind) }
            }
            followEntries(entries, from: (view, screen.controller, screen.navigation), ctx, state)
        }
        return result
    }

    // MARK: Modifiers

    static func colorScheme(_ modifiers: [SwiftUIModifier]) -> InterfaceStyle? {
        colorSchemePreference(modifiers).style
    }

    /// The interface style the first `.preferredColorScheme` of `modifiers` that prefers one sets:
    /// a literal (`.dark`), or the styles a value that is not one can take
    /// (``interfaceStyles(ofArgument:)``). `.preferredColorScheme(nil)` prefers none.
    static func colorSchemePreference(_ modifiers: [SwiftUIModifier]) -> (style: InterfaceStyle?, choice: InterfaceStyleChoice?) {
        for m in modifiers where m.kind == .preferredColorScheme {
            if case .enumCase(let c) = m.value, let s = InterfaceStyle(rawValue: c), s != .unspecified { return (s, nil) }
            let styles = interfaceStyles(ofArgument: m.argumentText)
            if styles == [.unspecified] || styles.isEmpty { continue }
            if styles.count == 1 { return (styles[0], nil) }
            return (nil, InterfaceStyleChoice(styles: styles, argumentText: m.argumentText, location: m.location))
        }
        return (nil, nil)
    }

    /// The interface styles a `.preferredColorScheme` argument can give: a literal's
    /// (`.dark`, `ColorScheme.light`; `nil` is `.unspecified`, the system's appearance), the
    /// branches' of a ternary whose branches are literals (`isDark ? .dark : nil`), else dark, light
    /// and the system's (a variable, a theme's property, a call: `ColorScheme?`, any of them; the
    /// system's first, as an era's single content shows the first: `nil` is a theme's usual default).
    static func interfaceStyles(ofArgument text: String) -> [InterfaceStyle] {
        let all: [InterfaceStyle] = [.unspecified, .dark, .light]
        guard let styles = literalStyles(text, depth: 0) else { return all }
        var seen: Set<InterfaceStyle> = []
        return styles.filter { seen.insert($0).inserted }
    }

    private static func literalStyles(_ raw: String, depth: Int) -> [InterfaceStyle]? {
        var text = trimmed(Substring(raw))
        // One pair of parentheses around the whole (`(isDark ? .dark : .light)`).
        while text.first == "(", text.last == ")", closingParenthesis(of: text) == text.index(before: text.endIndex) {
            text = trimmed(text.dropFirst().dropLast())
        }
        switch text {
        case ".dark", "ColorScheme.dark", "SwiftUI.ColorScheme.dark": return [.dark]
        case ".light", "ColorScheme.light", "SwiftUI.ColorScheme.light": return [.light]
        case "nil", ".none": return [.unspecified]
        default: break
        }
        guard depth < 4, let (question, colon) = ternaryMarks(text) else { return nil }
        guard let yes = literalStyles(String(text[text.index(after: question)..<colon]), depth: depth + 1),
              let no = literalStyles(String(text[text.index(after: colon)...]), depth: depth + 1) else { return nil }
        return yes + no
    }

    private static func trimmed(_ text: Substring) -> Substring {
        guard let start = text.firstIndex(where: { !$0.isWhitespace }), let end = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return text[start...end]
    }

    /// The index of the parenthesis closing the one `text` starts with.
    private static func closingParenthesis(of text: Substring) -> String.Index? {
        var level = 0
        for i in text.indices {
            if text[i] == "(" { level += 1 } else if text[i] == ")" { level -= 1; if level == 0 { return i } }
        }
        return nil
    }

    /// The `?` and `:` of a ternary at the top level of `text` (outside brackets and string
    /// literals; a `?` with a space before it, not optional chaining), its `:` the one matching it.
    private static func ternaryMarks(_ text: Substring) -> (String.Index, String.Index)? {
        var level = 0, inString = false, question: String.Index?, pending = 0
        var previous: Character = " "
        for i in text.indices {
            let ch = text[i]
            defer { previous = ch }
            if ch == "\"" { inString.toggle(); continue }
            if inString { continue }
            switch ch {
            case "(", "[", "{": level += 1
            case ")", "]", "}": level -= 1
            case "?" where level == 0 && previous.isWhitespace:
                if question == nil { question = i } else { pending += 1 }
            case ":" where level == 0 && question != nil:
                if pending == 0 { return (question!, i) }
                pending -= 1
            default: break
            }
        }
        return nil
    }

    private static func applies(_ m: SwiftUIModifier, to bar: ToolbarPlacement) -> Bool {
        m.placements.isEmpty || m.placements.contains(bar) || m.placements.contains(.automatic)
    }

    /// The first hiding modifier (``hiddenModifiers(_:)``) that may hide the bar on an iPhone, of the app's views
    /// that `type` draws in its own hosting controller (at its root in any branch, inside, and as the
    /// roots of its own stacks and tabs; not what it presents), with the view that applies it;
    /// breadth first, at most 256 views. `nil` when none does.
    private func hidingDrawnInside(_ type: String, _ state: State) -> (SwiftUIModifier, String)? {
        if let known = state.drawnHiding[type] { return known }
        var seen: Set<String> = [type]
        var queue = [type]
        var i = 0
        var found: (SwiftUIModifier, String)?
        while i < queue.count, i < 256, found == nil {
            let t = queue[i]
            i += 1
            if t != type, let m = iPhoneHiding(modifiersByType[t] ?? []).first(where: { $0.value != .bool(false) }) {
                found = (m, t)
                break
            }
            var next = (composedByType[t] ?? []) + (containedByType[t] ?? [])
            for e in entriesByType[t] ?? [] where SwiftUIScreens.isContainerEntry(e.how) {
                if case .views(let list) = resolve(e) { next += list.map(\.0) }
            }
            for n in next where views[n] != nil && seen.insert(n).inserted { queue.append(n) }
        }
        state.drawnHiding[type] = .some(found)
        return found
    }

    /// ``hiddenModifiers(_:)`` less those whose value holds only on an iPad or a Mac
    /// (`.statusBarHidden(hideControls && bigScreen)`, `bigScreen` an iPad's: ``PadFlags``), which
    /// hide nothing on the iPhone the audit predicts.
    private func iPhoneHiding(_ modifiers: [SwiftUIModifier]) -> [SwiftUIModifier] {
        let hiding = SwiftUIScreens.hiddenModifiers(modifiers)
        guard let padFlags, !hiding.isEmpty else { return hiding }
        return hiding.filter { !padFlags.conditionHoldsOnlyOnPad($0.argumentText, in: $0.enclosingType) }
    }

    /// `.statusBarHidden(x)`, `.statusBar(hidden: x)`, `.toolbarVisibility(x, for: .statusBar)`.
    static func hiddenModifiers(_ modifiers: [SwiftUIModifier]) -> [SwiftUIModifier] {
        modifiers.filter {
            $0.kind == .statusBarHidden || $0.kind == .statusBar || ($0.kind == .toolbarVisibilityModifier && $0.placements.contains(.statusBar))
        }
    }

    /// A hiding modifier's possible values: a literal gives one; anything else both (run-time state).
    static func hiddenValue(_ m: SwiftUIModifier) -> AnswerValue<Bool> {
        switch m.value {
        case .bool(let b): return .values([b], dependsOn: [])
        case .enumCase("hidden"): return .values([true], dependsOn: [])
        case .enumCase("visible"), .enumCase("automatic"): return .values([false], dependsOn: [])
        default: return .values([false, true], dependsOn: [m.argumentText])
        }
    }

    /// What lies under the bar at the top of a SwiftUI view, as its body says (``SwiftUITop``): the
    /// color, and where it comes from; `uncovered` when it is a color known to lie at the top with
    /// nothing over it (what shows through a transparent navigation bar).
    private func topBackground(of node: Node, name: String) -> (spec: ColorSpec, source: BackgroundSource?, uncovered: Bool) {
        let unread = ColorSpec.unknown("what lies under the bar is the content of the SwiftUI view '\(name)', which the audit does not read")
        guard case .type(let type, _) = node, let top = typeBodies[type]?.top else { return (unread, nil, false) }
        let written: String = switch top.how {
        case .backmostColor: "'\(type)' draws '\(top.colorText)' at the back of its root ZStack, ignoring the safe area"
        case .backgroundView: "'\(type)' gives its root view the background '\(top.colorText)', ignoring the safe area"
        case .backgroundStyle: "'\(type)' gives its root view the background '\(top.colorText)' (background(_:ignoresSafeAreaEdges:), which extends into the safe area)"
        }
        let source = BackgroundSource(written, at: top.location)
        if let why = top.covered ?? coverOf(top.over, in: type) {
            return (.unknown("'\(type)' draws over its background '\(top.colorText)' (\(top.location)): \(why)"), source, false)
        }
        if let wrapper = top.through.first(where: { w in
            !(typeBodies[w]?.roots.allSatisfy { SwiftUIShownView.transparentContainers.contains($0) || $0 == "content" } ?? false)
        }) {
            return (.unknown("'\(type)' gives its background '\(top.colorText)' (\(top.location)) to the content of '\(wrapper)', "
                             + "which draws more than its content"), source, false)
        }
        if top.how == .backgroundStyle, app.versions.deploymentTarget < IOSVersion(15) {
            return (.unknown("'.background(\(top.colorText))' at \(top.location) extends into the safe area only from iOS 15; the app supports "
                             + "iOS \(app.versions.deploymentTarget), where the call is the View overload, which stays in the safe area"), source, false)
        }
        switch top.color {
        case .color(let c): return (AnswerBuilder.colorSpec(c), source, true)
        default: return (.unknown("'\(top.colorText)' at \(top.location), which the audit does not read"), source, false)
        }
    }

    /// Why one of the app's views or members among `names` (drawn over the top of `type`'s view) may
    /// reach into the top safe area (``SwiftUIBody/coversTop``, through the views and members they draw
    /// in turn), else `nil`. A view of the app whose body is not read (a representable) may.
    private func coverOf(_ names: [String], in type: String) -> String? {
        var seen: Set<String> = []
        var queue = names.map { (name: $0, type: type) }
        while let (name, owner) = queue.popLast() {
            guard seen.insert(owner + "/" + name).inserted else { continue }
            if seen.count > 512 { return "it draws more of the app's views than the audit follows" }
            let body: SwiftUIBody
            if name.hasPrefix(SwiftUIBody.routePrefix) {
                // A member called on another value: a route of the app's that makes views (not followed
                // here: it may cover), else no view of the app (`error.localizedDescription`).
                guard SwiftUIScreens.route(name, in: memberBodies[SwiftUIScreens.routeType]) != nil else { continue }
                return "it draws '\(name.dropFirst())', a route of the app's, which the audit does not follow there"
            } else if let b = memberBodies[owner]?[name], name.first?.isUppercase != true {
                body = b
            } else if views[name] != nil {
                guard let b = typeBodies[name] else { return "it draws '\(name)', whose content the audit does not read" }
                body = b
            } else {
                continue
            }
            if let why = body.coversTop { return "'\(body.member ?? body.type)' draws over it: \(why)" }
            let next = body.member == nil ? body.type : owner
            for n in body.roots + body.contained { queue.append((n.hasPrefix(SwiftUIBody.givenPrefix) ? String(n.dropFirst()) : n, next)) }
        }
        return nil
    }

    private func makeScreen(name: String, node: Node, how: SwiftUIShownView.How, modifiers: [SwiftUIModifier], _ ctx: Context,
                            _ state: State) -> Screen {
        var answers = ClassAnswers()
        let hiding = iPhoneHiding(modifiers)
        if let m = hiding.first ?? iPhoneHiding(ctx.inherited).first {
            answers.hidden = SwiftUIScreens.hiddenValue(m)
            answers.locations[.prefersStatusBarHidden] = m.location
        } else if case .type(let type, _) = node, let (m, drawer) = hidingDrawnInside(type, state) {
            // A view it draws in one of its branches or stacks hides the bar while it is shown
            // (SwiftUI passes the preference up to the hosting controller): hidden or not, by run-time state.
            answers.hidden = .values([false, true], dependsOn: ["'\(drawer)', which '\(type)' draws, hides the status bar with '\(m.argumentText)' at \(m.location) while it is shown"])
            answers.locations[.prefersStatusBarHidden] = m.location
        }
        if let m = modifiers.first(where: { $0.kind == .toolbarColorScheme && $0.placements.contains(.statusBar) }) {
            switch m.value {
            case .enumCase("dark"): answers.style = .values([.lightContent], dependsOn: [])
            case .enumCase("light"): answers.style = .values([.darkContent], dependsOn: [])
            case .enumCase("none"): break
            default: answers.style = .values([.lightContent, .darkContent], dependsOn: [m.argumentText])
            }
            answers.locations[.preferredStatusBarStyle] = m.location
        }
        answers.overrideUserInterfaceStyle = ctx.colorScheme
        answers.interfaceStyleChoice = ctx.colorSchemeChoice
        let top = topBackground(of: node, name: name)
        answers.background = top.spec
        answers.backgroundSource = top.source
        var navigation = ctx.navigation
        if var nav = navigation {
            let bar = modifiers.filter { SwiftUIScreens.applies($0, to: .navigationBar) }
            // A UIKit navigation controller (a hosting controller pushed by code) keeps its own bar
            // unless the view sets a background; a SwiftUI stack's bar is what the view makes of it.
            let isStack = nav.controller.className == SwiftUIScreens.stackName
            if let m = bar.first(where: { $0.kind == .toolbarVisibility || $0.kind == .navigationBarHidden }) {
                switch SwiftUIScreens.hiddenValue(m) {
                case .values(let v, _) where v.count == 1: answers.navigationBarHiddenWhileOnTop = .values(v, dependsOn: [])
                default: answers.navigationBarHiddenWhileOnTop = .unknown("'\(name)' sets its navigation bar's visibility to '\(m.argumentText)' at \(m.location)")
                }
            }
            let backgrounds = bar.filter { $0.kind.setsBarBackground }
            let visible = backgrounds.contains { $0.value == .enumCase("visible") }
            let color = backgrounds.lazy.compactMap { m -> ColorSpec? in
                if case .color(let c) = m.value { return AnswerBuilder.colorSpec(c) }
                if case .enumCase(let c) = m.value, !["visible", "hidden", "automatic"].contains(c) { return .unknown("'\(m.argumentText)'") }
                if case .other = m.value { return .unknown("'\(m.argumentText)'") }
                return nil
            }.first
            if visible {
                nav.barTint = color
                // A visible toolbar background shows at the scroll edge too: the bar's material
                // where the view gives no color.
                nav.barEdgeTint = color ?? .barMaterial
                if let scheme = bar.first(where: { $0.kind == .toolbarColorScheme }) {
                    switch scheme.value {
                    case .enumCase("dark"):
                        nav.controller.answers.style = .values([.lightContent], dependsOn: [])
                        nav.barStyle = .black
                    case .enumCase("light"): nav.controller.answers.style = .values([.darkContent], dependsOn: [])
                    case .enumCase("none"): break
                    default: nav.controller.answers.style = .values([.lightContent, .darkContent], dependsOn: [scheme.argumentText])
                    }
                    nav.controller.answers.locations[.preferredStatusBarStyle] = scheme.location
                }
            } else if isStack, top.uncovered {
                // From iOS 15 the bar is transparent at the scroll edge over the top of the view,
                // which is known (the engine shows it through); before, it is what the bar makes of it.
                nav.barTint = .unknown("'\(name)' does not make its navigation bar's background visible (.toolbarBackground(.visible, for: .navigationBar)): "
                                       + "before iOS 15 the bar's own background depends on its title and scrolling, which the audit does not read")
                nav.barEdgeTint = nil
            } else if isStack {
                nav.barTint = .unknown("'\(name)' does not make its navigation bar's background visible (.toolbarBackground(.visible, for: .navigationBar)): "
                                       + "at the scroll edge the bar is transparent over the view's content, which the audit does not read")
                nav.barEdgeTint = nav.barTint
            }
            nav.controller.answers.takeColorScheme(ctx.colorScheme, else: ctx.colorSchemeChoice)
            navigation = nav
        }
        var tabAnswers: ClassAnswers?
        if ctx.tabBarClass != nil {
            var t = ctx.tabBarAnswers
            t.takeColorScheme(ctx.colorScheme, else: ctx.colorSchemeChoice)
            tabAnswers = t
        }
        let origin: SourceLocation
        switch node {
        // The root of a stack written in the body of a view that is pushed or presented is shown
        // there, as inline content of that stack is (`.sheet { PickerNavigationView() }` whose body
        // is `NavigationView { PickerView() }`: the picker is shown at the sheet).
        case .type(_, let via):
            origin = (via?.how == .navigationRoot ? ctx.shownAt : nil) ?? via?.location ?? views[name] ?? SourceLocation(file: "", line: 1, column: 1)
        case .inline(let e): origin = e.how == .navigationRoot ? ctx.shownAt ?? e.location : e.location
        }
        let location = views[name] ?? origin
        var screen = Screen(app: app.name, controller: ContextController(className: name, kind: .viewController, answers: answers),
                            location: location, navigation: navigation, tabBarClass: ctx.tabBarClass, tabBarAnswers: tabAnswers,
                            presentation: ctx.presentation, origin: .code(origin))
        screen.unknownContext = ctx.unknown
        screen.shownSince = ctx.shownSince
        screen.swiftUI = SwiftUIScreenInfo(viewType: name, how: how, shownAs: [how], modifiers: (modifiers + ctx.inherited).sorted { $0.location < $1.location },
                                           ownModifiers: modifiers)
        if case .type(_, let via?) = node {
            // (`~:destination`, or `@~:destination` given to a wrapper: the route's member either way.)
            screen.swiftUI?.route = via.constructed.lazy.map { String($0.drop { $0 == Character(SwiftUIBody.givenPrefix) }) }
                .first { $0.hasPrefix(SwiftUIBody.routePrefix) }
        }
        return screen
    }
}
