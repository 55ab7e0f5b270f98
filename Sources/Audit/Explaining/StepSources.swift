import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// A line of the app that a step of a screen's explanation rests on: what is written there, and where.
package struct StepSource: Sendable, Hashable {
    /// What the line does, in words: `overrides preferredStatusBarStyle`, `presents it`.
    package var what: String
    package var location: SourceLocation
    /// A word the line holds (compared without case): the member, key or class it is about
    /// (`preferredStatusBarStyle`, `backgroundColor`, `FeedViewController`), or `nil` when the
    /// line may spell it in many ways. Tests check the line against it.
    package var names: String?
    /// The watched member the line sets or calls, where a consumer needs to know it (the scenario
    /// export groups a presentation's lines by it): `.property(.modalPresentationStyle)`,
    /// `.call(.present)` for a presenting call or segue.
    package var member: WatchedMember?

    package init(_ what: String, at location: SourceLocation, names: String? = nil, member: WatchedMember? = nil) {
        self.what = what
        self.location = location
        self.names = names
        self.member = member
    }
}

/// One step of the engine's explanation of a screen, with the lines of the app it rests on.
package struct SourcedStep: Sendable, Hashable {
    package var step: Step
    package var sources: [StepSource]
    /// What the audit adds to the step (a color the engine was given but the audit does not know).
    package var note: String?

    package init(step: Step, sources: [StepSource], note: String? = nil) {
        self.step = step
        self.sources = sources
        self.note = note
    }
}

/// A controller of a screen's engine model, and the part it plays.
package struct ModelRole: Sendable {
    package enum Part: Sendable, Hashable {
        case screen, navigation, presenter, presenterNavigation, tabBar, presenterTabBar

        /// A tab bar controller (the screen's or the presenter's): its own view never shows.
        package var isTabBar: Bool { self == .tabBar || self == .presenterTabBar }
        /// A container (navigation or tab bar controller) rather than the screen or its presenter.
        package var isContainer: Bool { isTabBar || self == .navigation || self == .presenterNavigation }
    }

    package var id: ControllerID
    package var part: Part
    package var controller: ContextController
    /// For a navigation controller: its context.
    package var navigation: NavigationContext?
}

/// Finds the lines of the app that each fact of a screen's model comes from: where the screen is
/// shown and declared, where its container came from, which assignment set its presentation style,
/// which override answered, what sets the background under the bar. It reads the facts the model
/// was built from; it decides nothing (the predictions are the ``Predictor``'s).
package struct StepSourceLocator: Sendable {
    let app: AuditedApp
    let graph: ClassGraph
    let answers: AnswerBuilder
    let documents: [IBDocument]
    /// The app's source files by path.
    let sources: [String: SourceFacts]
    /// Asset catalog colors by name.
    let namedColors: [String: DynamicColor]
    /// The SwiftUI view types declared in the sources, and where.
    let views: [String: SourceLocation]
    /// The xibs UIKit loads for controllers made in code.
    let nibs: ControllerNibs

    package init(app: AuditedApp, graph: ClassGraph, answers: AnswerBuilder, documents: [IBDocument], sources: [SourceFacts],
                 namedColors: [String: DynamicColor]) {
        self.app = app
        self.answers = answers
        self.namedColors = namedColors
        self.graph = graph
        self.documents = documents
        var byPath: [String: SourceFacts] = [:]
        for facts in sources where byPath[facts.path] == nil { byPath[facts.path] = facts }
        self.sources = byPath
        self.views = SwiftUIScreens.viewTypes(in: sources)
        self.nibs = ControllerNibs(documents: documents, app: app)
    }

    // MARK: The model's controllers

    /// The controllers of the screen's model with the ids the ``Predictor`` gives them, in the
    /// order it adds them: the screen, its navigation controller, then its presenter and the
    /// presenter's navigation controller, or its tab bar controller.
    package static func roles(of screen: Screen) -> [ModelRole] {
        var used: Set<String> = []
        func newID(_ cls: String) -> ControllerID {
            var candidate = cls
            var n = 2
            while used.contains(candidate) { candidate = "\(cls)#\(n)"; n += 1 }
            used.insert(candidate)
            return ControllerID(candidate)
        }
        var roles = [ModelRole(id: newID(screen.controller.className), part: .screen, controller: screen.controller)]
        if let nav = screen.navigation {
            roles.append(ModelRole(id: newID(nav.controller.className), part: .navigation, controller: nav.controller, navigation: nav))
        }
        func tabBar(_ cls: String, _ tabAnswers: ClassAnswers?, part: ModelRole.Part) {
            var answers = tabAnswers ?? ClassAnswers()
            answers.background = nil
            roles.append(ModelRole(id: newID(cls), part: part, controller: ContextController(className: cls, kind: .tabBar, answers: answers)))
        }
        if let tab = screen.tabBarClass { tabBar(tab, screen.tabBarAnswers, part: .tabBar) }
        if var presentation = screen.presentation {
            // The presenter, its navigation controller and tab bar controller, then the presenter's
            // own presenter, and so on up the chain (as the predictor adds them).
            while true {
                let presenter = presentation.presenterOrStandIn
                roles.append(ModelRole(id: newID(presenter.className), part: .presenter, controller: presenter))
                if let nav = presentation.presenterNavigation {
                    roles.append(ModelRole(id: newID(nav.controller.className), part: .presenterNavigation, controller: nav.controller,
                                           navigation: nav))
                }
                if let tab = presentation.presenterTab { tabBar(tab.className, tab.answers, part: .presenterTabBar) }
                guard let outer = presentation.presenterPresentation.first else { break }
                presentation = outer
            }
        }
        return roles
    }

    // MARK: Where the screen comes from

    /// Where the screen is shown, declared, contained and presented.
    package func context(of screen: Screen) -> [StepSource] {
        var out: [StepSource] = []
        out += shown(screen)
        if let declared = declaration(screen.controller.className) {
            out.append(declared)
        }
        if let nav = screen.navigation {
            out += container(nav, of: "the screen")
        }
        if let tab = screen.tabBarClass, let declared = declaration(tab) {
            let what = screen.hostingRepresentable.map { "declares '\(tab)', whose hosting controller holds the representable '\($0)'" }
                ?? "declares the tab bar controller '\(tab)'"
            out.append(StepSource(what, at: declared.location, names: tab))
        }
        if app.info.mode == .application { out += applicationSetters(screen.controller.className) }
        if let presentation = screen.presentation {
            let shownAt: SourceLocation? = if case .code(let l) = screen.origin { l } else { nil }
            out += presentationSources(presentation, screen: screen).filter { !($0.location == shownAt && $0.what == "presents it") }
            if let presenter = presentation.presenter, let declared = declaration(presenter.className) {
                out.append(StepSource("declares the presenter '\(presenter.className)'", at: declared.location, names: presenter.className))
            }
            if let nav = presentation.presenterNavigation { out += container(nav, of: "the presenter") }
            if let tab = presentation.presenterTab?.className, let declared = declaration(tab) {
                out.append(StepSource("declares the presenter's tab bar controller '\(tab)'", at: declared.location, names: tab))
            }
        }
        return out.uniqued()
    }

    /// Application mode: what the screen's class and its superclasses set on the application's status
    /// bar as it appears, and what of it does not run (a nearer class overrides the method without
    /// calling `super`: the bar keeps what was set before).
    func applicationSetters(_ cls: String) -> [StepSource] {
        answers.applicationSettersOnAppear(graph.chain(of: cls).appClasses).map { use, owner, cutOffBy in
            let what = owner == cls ? "sets the application's status bar as it appears" : "'\(owner)' sets the application's status bar as it appears"
            guard let cutOffBy else { return StepSource(what, at: use.location, names: use.api.rawValue) }
            let method = use.enclosingFunction ?? "the method"
            return StepSource(what + ", which does not run for '\(cls)': '\(cutOffBy)' overrides '\(method)' without calling super",
                              at: use.location, names: use.api.rawValue)
        }
    }

    /// Where the audit learned that the screen is shown: a storyboard scene, or the call that shows it.
    func shown(_ screen: Screen) -> [StepSource] {
        switch screen.origin {
        case .storyboard(let file, let sceneID):
            guard let c = documents.first(where: { $0.file == file })?.controller(withID: sceneID) else { return [] }
            return [StepSource("the storyboard scene of '\(screen.controller.className)'", at: c.location, names: c.element)]
        case .code(let location):
            var out = [StepSource("shows '\(screen.controller.className)'", at: location, names: callName(at: location))]
            if let held = screen.heldBy {
                // Where the object gets what its code shows through: made with it, set on it, or handed to one of its methods.
                // (No controller hands it over, yet the screen is placed: made with the navigation
                // controller the code sets as the window's root.)
                let text = held.handedStack
                    ? "'\(held.holder)', whose code shows the screen, is handed here a navigation controller this function makes and presents"
                    : held.maker.map { "'\($0)' hands '\(held.holder)', whose code shows the screen, itself or its navigation controller, or a navigation controller it presents" }
                    ?? (screen.unknownContext == nil
                        ? "'\(held.holder)', whose code shows the screen, is made with the navigation controller the code sets as the window's root"
                        : "'\(held.holder)', whose code shows the screen, is given no controller the audit follows")
                out.append(StepSource(text, at: held.site))
            }
            return out
        }
    }

    /// Where a class (an app class) or a SwiftUI view type is declared, named by it.
    func declaration(_ cls: String) -> StepSource? {
        let plain = ClassGraph.plainName(cls)
        guard let location = graph.records[plain]?.location ?? views[plain] else { return nil }
        return StepSource("declares '\(cls)'", at: location, names: plain)
    }

    /// Where a navigation controller came from (a storyboard scene, or the code that made it), and
    /// what sets its bar hidden.
    func container(_ nav: NavigationContext, of whom: String) -> [StepSource] {
        var out: [StepSource] = []
        if let location = nav.location {
            let inStoryboard = location.file.hasSuffix(".storyboard") || location.file.hasSuffix(".xib")
            out.append(StepSource("puts \(whom) in '\(nav.controller.className)'", at: location,
                                  names: inStoryboard ? "navigationController" : nil))
        }
        if let declared = declaration(nav.controller.className) {
            out.append(StepSource("declares the navigation controller '\(nav.controller.className)'", at: declared.location,
                                  names: declared.names))
        }
        return out
    }

    /// The call or segue that presents the screen, and the assignments that set its style and capture.
    func presentationSources(_ presentation: PresentationContext, screen: Screen) -> [StepSource] {
        var out: [StepSource] = []
        let shownClass = screen.navigation?.controller.className ?? screen.controller.className
        guard let location = presentation.location else { return ownAssignments(shownClass) }
        if location.file.hasSuffix(".storyboard") || location.file.hasSuffix(".xib") {
            out.append(StepSource("presents it (a segue, \(presentation.style.rawValue))", at: location, names: "segue", member: .call(.present)))
            return out + ownAssignments(shownClass, segue: true)
        }
        let callKind = sources[location.file]?.calls.first(where: { $0.location == location })?.kind
        out.append(StepSource("presents it", at: location, names: callName(at: location), member: callKind.map(WatchedMember.call)))
        // The style and capture set on the presented instance before the call, as the screen builder reads them.
        if let facts = sources[location.file], let call = facts.calls.first(where: { $0.location == location }) {
            var found: Set<WatchedProperty> = []
            for property in [WatchedProperty.modalPresentationStyle, .modalPresentationCapturesStatusBarAppearance] {
                if let a = ScreenBuilder.presentedAssignment(property, of: call, in: facts, shownClass: shownClass) {
                    out.append(StepSource("sets \(property.memberName) to '\(a.valueText)' before presenting", at: a.location,
                                          names: property.memberName, member: .property(property)))
                    found.insert(property)
                }
            }
            return out + ownAssignments(shownClass, skipping: found)
        }
        return out + ownAssignments(shownClass)
    }

    /// `modalPresentationStyle` and `modalPresentationCapturesStatusBarAppearance` the presented class sets on itself.
    func ownAssignments(_ cls: String, segue: Bool = false,
                        skipping: Set<WatchedProperty> = []) -> [StepSource] {
        var out: [StepSource] = []
        for property in [WatchedProperty.modalPresentationStyle, .modalPresentationCapturesStatusBarAppearance]
        where !skipping.contains(property) && !(segue && property == .modalPresentationStyle) {
            if let a = selfAssignment(property, of: cls) {
                out.append(StepSource("'\(a.enclosingType ?? cls)' sets its \(property.memberName) to '\(a.valueText)'", at: a.location,
                                      names: property.memberName, member: .property(property)))
            }
        }
        return out
    }

    /// The first assignment of `property` a class of the chain makes on itself, nearest class first.
    func selfAssignment(_ property: WatchedProperty, of cls: String) -> Assignment? {
        for c in graph.chain(of: ClassGraph.plainName(cls)).appClasses {
            if let a = graph.selfAssignments[c]?.first(where: { $0.watched == property }) { return a }
        }
        return nil
    }

    /// What a line that sets a navigation bar's background holds: an appearance, a tint, a color.
    static let barBackgroundNames = (["appearance"] + [WatchedProperty.navigationBarTintColor, .viewBackgroundColor].map(\.memberName))
        .joined(separator: "|")

    /// What a SwiftUI modifier that stands for a status bar member is spelled with.
    static let statusBarModifierNames = [SwiftUIModifier.Kind.statusBar, .toolbarColorScheme, .preferredColorScheme, .toolbarVisibility]
        .map(\.swiftName).joined(separator: "|")

    /// The names the call at `location` is spelled with (`present|presentViewController`, one of
    /// which its line holds in either language), when the audit read a call there that shows a controller.
    func callName(at location: SourceLocation) -> String? {
        guard let call = sources[location.file]?.calls.first(where: { $0.location == location }) else { return nil }
        switch call.kind {
        case .present, .pushViewController, .show, .setViewControllers: return call.kind.swiftNames.joined(separator: "|")
        default: return nil
        }
    }

    // MARK: The steps

    /// The engine's steps with the lines each rests on, where the audit knows them.
    package func sourced(_ steps: [Step], screen: Screen) -> [SourcedStep] {
        let roles = Self.roles(of: screen)
        let byID = Dictionary(roles.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        return steps.map { step in
            guard let id = step.controller, let role = byID[id] else {
                // A sheet's backdrop under the bar (R4): the presentation that puts it there.
                if step.topic == .sheetBackdrop, let presentation = screen.presentation {
                    return SourcedStep(step: step, sources: presentationSources(presentation, screen: screen).uniqued())
                }
                return SourcedStep(step: step, sources: step.topic.map(appWide) ?? [])
            }
            return sourced(step, role: role, screen: screen)
        }
    }

    /// Steps about no controller: Info.plist keys and the window's interface style.
    func appWide(_ topic: Step.Topic) -> [StepSource] {
        switch topic {
        case .appearanceMode:
            if let key = app.plist.viewControllerBasedStatusBarAppearance {
                return [StepSource("sets \(key.key)", at: key.location, names: "UIViewControllerBasedStatusBarAppearance")]
            }
        case .applicationStyle:
            if let location = app.appWide.launchStyleLocation {
                return [StepSource("sets the application's status bar style while launching", at: location, names: "StatusBarStyle")]
            }
        case .windowInterfaceStyle:
            if let location = app.appWide.windowInterfaceStyleLocation {
                return [StepSource("sets the window's overrideUserInterfaceStyle", at: location, names: WatchedProperty.overrideUserInterfaceStyle.memberName)]
            }
        case .infoPlistInterfaceStyle:
            if let key = app.plist.userInterfaceStyle {
                return [StepSource("sets \(key.key)", at: key.location, names: "UIUserInterfaceStyle")]
            }
        default: break
        }
        return []
    }

    /// A step about one controller of the model.
    func sourced(_ step: Step, role: ModelRole, screen: Screen) -> SourcedStep {
        let cls = role.controller.className
        let answers = role.controller.answers
        var sources: [StepSource] = []
        var note: String?
        func override(_ member: StatusBarMember) -> StepSource? {
            // Objective-C and Swift 4 spell the forwardings `childViewControllerFor…`.
            let names = member.swiftName == member.objectiveCName ? member.swiftName : member.swiftName + "|" + member.objectiveCName
            guard let location = answers.locations[member] else { return nil }
            // A SwiftUI view (no class of the app) answers through the modifier written there.
            if (role.part == .screen && screen.isSwiftUIView) || !graph.isAppClass(cls) {
                return StepSource("its modifier stands for \(member.rawValue)", at: location,
                                  names: Self.statusBarModifierNames)
            }
            return StepSource("overrides \(member.rawValue)", at: location, names: names)
        }
        func undeclaredOverride() -> [StepSource] {
            let none = graph.isAppClass(cls) ? "no override" : "no modifier that stands for one"
            return declaration(cls).map { [StepSource("declares '\(cls)' (\(none))", at: $0.location, names: $0.names)] } ?? []
        }
        /// The step rests on UIKit's default because the audit cannot read the override: the
        /// override's line, and why (the prediction is unknown when this controller decides).
        func unreadable(_ member: StatusBarMember) -> (StepSource, String)? {
            let why: String?
            switch member {
            case .preferredStatusBarStyle: if case .unknown(let w) = answers.style { why = w } else { why = nil }
            case .prefersStatusBarHidden: if case .unknown(let w) = answers.hidden { why = w } else { why = nil }
            case .preferredStatusBarUpdateAnimation: if case .unknown(let w) = answers.animation { why = w } else { why = nil }
            case .childForStatusBarStyle: if case .unknown(let w) = answers.childForStyle { why = w } else { why = nil }
            case .childForStatusBarHidden: if case .unknown(let w) = answers.childForHidden { why = w } else { why = nil }
            }
            guard let why else { return nil }
            let note = "the audit cannot read this answer (\(why)): the engine was given UIKit's default in its place"
            guard let source = override(member) else { return nil }
            return (StepSource(source.what + " (not read)", at: source.location, names: source.names), note)
        }
        /// What a step resting on the lack of an answer rests on: the unread override, else the declaration.
        func defaulted(_ member: StatusBarMember) -> [StepSource] {
            if let (source, why) = unreadable(member) {
                note = why
                return [source]
            }
            return undeclaredOverride()
        }
        // What the step decided (its topic); the rule says which member (R5 the style, R7 hidden).
        switch (step.rule, step.topic) {
        case (.r4, .presents?):
            if let presentation = screen.presentation { sources = presentationSources(presentation, screen: screen) }
        case (.r7, .answers?):
            sources = override(.prefersStatusBarHidden).map { [$0] } ?? []
            note = Self.alternatives(answers.hidden) { "\($0)" }
        case (.r7, .noOverride?):
            sources = defaulted(.prefersStatusBarHidden)
        case (.r5, let topic?), (.r7, let topic?):
            // The descent: the step forwards to a child, or says why the controller keeps the decision.
            let forwarding: StatusBarMember = step.rule == .r5 ? .childForStatusBarStyle : .childForStatusBarHidden
            let nilAnswer = topic == .visibleBarKeepsDecision || topic == .noChild
            if nilAnswer, let (source, why) = unreadable(forwarding) {
                sources = [source]
                note = why
            } else if topic == .forwardsToChild || topic == .overrideKeepsDecision, let o = override(forwarding) {
                sources = [o]
            } else if let nav = role.navigation {
                sources = container(nav, of: role.part == .navigation ? "the screen" : "the presenter") + barHidden(nav, screen: screen, role: role)
            } else if topic == .noChild {
                sources = undeclaredOverride()
            }
        case (.r6, .answers?):
            sources = override(.preferredStatusBarStyle).map { [$0] } ?? []
            note = Self.alternatives(answers.style) { $0.rawValue }
        case (.r6, .followsBarStyle?):
            if let nav = role.navigation { sources = barStyle(nav) }
        case (.r6, .noOverride?):
            sources = defaulted(.preferredStatusBarStyle)
        case (.r8, .answers?):
            sources = override(.preferredStatusBarUpdateAnimation).map { [$0] } ?? []
        case (.r8, .noOverride?):
            sources = defaulted(.preferredStatusBarUpdateAnimation)
        case (.r9, .ownInterfaceStyle?):
            if let a = selfAssignment(.overrideUserInterfaceStyle, of: cls) {
                sources = [StepSource("sets its overrideUserInterfaceStyle to '\(a.valueText)'", at: a.location, names: WatchedProperty.overrideUserInterfaceStyle.memberName)]
            } else if let c = storyboardController(of: role, screen: screen), let style = c.interfaceStyle {
                sources = [StepSource("sets the scene's interface style in the storyboard", at: style.location, names: "style")]
            }
        case (.r9, .inheritedInterfaceStyle(let fromWindow)?):
            sources = appWide(fromWindow ? .windowInterfaceStyle : .infoPlistInterfaceStyle)
        case (.r12, .navigationBarBackground?):
            if let nav = role.navigation { (sources, note) = barBackground(nav, screen: screen, role: role) }
        case (.r12, .topOfView?):
            (sources, note) = viewBackground(role, screen: screen)
        default:
            break
        }
        return SourcedStep(step: step, sources: sources.uniqued(), note: note)
    }

    /// For an answer with several values: the others, and what they depend on.
    static func alternatives<V>(_ value: AnswerValue<V>, _ describe: (V) -> String) -> String? {
        guard case .values(let values, let dependsOn) = value, values.count > 1 else { return nil }
        let on = dependsOn.isEmpty ? "run-time state" : dependsOn.map { "'\($0)'" }.joined(separator: ", ")
        return "it answers one of \(values.map(describe).joined(separator: ", ")), depending on \(on) "
            + "(\(describe(values[0])) at first display)"
    }

    /// What makes a navigation controller's bar hidden or shown, when something does.
    func barHidden(_ nav: NavigationContext, screen: Screen, role: ModelRole) -> [StepSource] {
        if role.part == .navigation, nav.barHiddenByTop != nil,
           let (_, last) = AnswerBuilder.whileOnTop(answers.navigationBarAssignments, of: graph.chain(of: screen.controller.className).appClasses,
                                                   cutOff: answers.superCutOff) {
            return [StepSource("sets its navigation controller's bar hidden to '\(last.valueText)'", at: last.location,
                               names: "NavigationBarHidden")]
        }
        if nav.controller.answers.navigationBarHidden != nil, let a = selfAssignment(.navigationBarHidden, of: nav.controller.className) {
            return [StepSource("sets its bar hidden to '\(a.valueText)'", at: a.location, names: "NavigationBarHidden")]
        }
        return []
    }

    /// Where a navigation controller's bar style comes from: its class, the storyboard, the appearance proxy.
    func barStyle(_ nav: NavigationContext) -> [StepSource] {
        if nav.barStyleByTop != nil, let location = nav.barStyleByTopLocation {
            return [StepSource("the screen on top sets its navigation controller's navigationBar.barStyle", at: location, names: WatchedProperty.navigationBarStyle.memberName)]
        }
        if nav.controller.answers.barStyle != nil, let a = selfAssignment(.navigationBarStyle, of: nav.controller.className) {
            return [StepSource("sets navigationBar.barStyle to '\(a.valueText)'", at: a.location, names: WatchedProperty.navigationBarStyle.memberName)]
        }
        if nav.barStyle == .black, let location = nav.location {
            let bar = storyboardController(at: location)?.navigationBar
            return [StepSource("the storyboard's navigation bar has bar style black", at: bar?.location ?? location,
                               names: bar?.location == nil ? nil : "navigationBar")]
        }
        if nav.proxyBarStyle != nil, let location = app.appWide.navigationBarLocation {
            return [StepSource("sets the navigation bar appearance proxy", at: location, names: "appearance")]
        }
        return []
    }

    /// Where the navigation bar's background comes from, in the order ``NavigationContext/effectiveBarTint`` takes them.
    func barBackground(_ nav: NavigationContext, screen: Screen, role: ModelRole) -> ([StepSource], String?) {
        let spec = nav.effectiveBarTint
        let note = unknownNote(spec)
        if nav.barTintByTop != nil, role.part == .navigation, let location = screen.controller.answers.barTintWhileOnTopLocation {
            return ([StepSource("'\(screen.controller.className)' sets the bar's background while on top", at: location,
                                names: Self.barBackgroundNames)], note)
        }
        if nav.controller.answers.barTint != nil, let location = nav.controller.answers.barTintLocation {
            return ([StepSource("'\(nav.controller.className)' sets its navigation bar's background", at: location,
                                names: Self.barBackgroundNames)], note)
        }
        if nav.barTint != nil, let location = nav.location {
            // The storyboard's bar: its `barTintColor`, else its standard appearance's background (as the screen builder reads it).
            let bar = storyboardController(at: location)?.navigationBar
            if let color = bar?.barTintColor ?? bar?.standardAppearance?.background {
                return ([StepSource("the storyboard's navigation bar sets its \(color.key ?? "color")", at: color.location, names: "color")], note)
            }
            let inStoryboard = location.file.hasSuffix(".storyboard") || location.file.hasSuffix(".xib")
            return ([StepSource(inStoryboard ? "the storyboard's navigation controller sets its bar's color"
                                : "makes '\(nav.controller.className)', whose bar has this color", at: location, names: nil)], note)
        }
        if nav.proxyBarTint != nil, let location = app.appWide.barImageLocation {
            return ([StepSource("gives navigation bars a background image", at: location, names: Call.Kind.setsNavigationBarBackgroundImage.swiftNames[0])], note)
        }
        if nav.proxyBarTint != nil, app.appWide.navigationBarTint != nil, let location = app.appWide.navigationBarLocation {
            return ([StepSource("sets the navigation bar appearance proxy's background", at: location,
                                names: Self.barBackgroundNames)], note)
        }
        if nav.proxyBarTint != nil, let location = app.appWide.transparentBarLocation {
            return ([StepSource("makes a navigation bar transparent (an empty background image)", at: location,
                                names: Call.Kind.setsNavigationBarBackgroundImage.swiftNames[0])], note)
        }
        return ([], spec == nil ? "nothing in the app sets the bar's background: the system bar background (assumed)" : note)
    }

    /// Where the top of a controller's view gets its color: code, else the storyboard scene.
    func viewBackground(_ role: ModelRole, screen: Screen) -> ([StepSource], String?) {
        let c = role.controller
        var note = unknownNote(c.background)
        if let spec = c.background, case .fixed(let color) = spec, !color.light.isOpaque || !color.dark.isOpaque {
            note = "the color is translucent: what shows through it is not seen by the audit, so the background is unknown"
        }
        if c.background == nil {
            note = "no background in the audit's model of this place: the engine takes systemBackground (UIKit's default)"
        }
        if let source = c.answers.backgroundSource {
            return ([StepSource(source.what, at: source.location)], note)
        }
        if c.answers.background != nil, let a = selfAssignment(.viewBackgroundColor, of: c.className) {
            return ([StepSource("sets view.backgroundColor to '\(a.valueText)'", at: a.location, names: WatchedProperty.viewBackgroundColor.memberName)], note)
        }
        if c.answers.background == nil, c.storyboardBackground != nil, let scene = storyboardController(of: role, screen: screen),
           let source = Self.rootViewColor(scene.coveringSubview, scene.background, rootView: "the storyboard scene's root view") {
            return ([source], note)
        }
        if c.answers.background == nil, c.storyboardBackground != nil, let nib = nibs.view(of: c.className, graph: graph),
           let source = Self.rootViewColor(nib.covering, nib.background, rootView: "the root view in the xib UIKit loads for '\(c.className)'") {
            return ([source], note)
        }
        return ([], note)
    }

    /// Where a storyboard's or xib's root view gets the color under the bar, as the model takes it
    /// (``ScreenBuilder/background(_:covered:)``): a view filling it, else its own background.
    private static func rootViewColor(_ covering: IBCoveringSubview?, _ background: IBLocatedColor?, rootView: String) -> StepSource? {
        if let color = covering?.color { return StepSource("a view filling \(rootView) has this background color", at: color.location, names: "color") }
        return background.map { StepSource("\(rootView) has this background color", at: $0.location, names: "color") }
    }

    /// Why a color the model was given is not known to the audit, else `nil`.
    func unknownNote(_ spec: ColorSpec?) -> String? {
        switch spec {
        case .unknown(let why)?: return "the audit does not know this color (\(why)): the engine was given a placeholder, and no contrast rests on it"
        case .named(let name)? where namedColors[name] == nil:
            return "the asset color '\(name)' is in no asset catalog the audit read: the color is unknown, and no contrast rests on it"
        case .system(let name)? where DynamicColor.system(name) == nil && app.appWide.definedColors[name] == nil:
            return "'\(name)' is neither a system color the audit knows nor a color the app declares with a value it reads: the color is unknown, and no contrast rests on it"
        default: return nil
        }
    }

    /// The storyboard or xib controller whose element starts at `location`.
    func storyboardController(at location: SourceLocation) -> IBController? {
        documents.first { $0.file == location.file }?.controllers.first { $0.location == location }
    }

    /// The storyboard scene of a controller of the model: the screen's own scene, else the first
    /// scene of the class (for a presenter).
    func storyboardController(of role: ModelRole, screen: Screen) -> IBController? {
        if role.part == .screen, case .storyboard(let file, let sceneID) = screen.origin,
           let c = documents.first(where: { $0.file == file })?.controller(withID: sceneID) {
            return c
        }
        for doc in documents where app.owns(doc.file) {
            if let c = doc.controllers.first(where: { ClassGraph.plainName($0.className) == role.controller.className && $0.background != nil }) {
                return c
            }
        }
        return nil
    }
}

extension Array where Element == StepSource {
    /// Without repeats, in order.
    func uniqued() -> [StepSource] {
        var seen: Set<StepSource> = []
        return filter { seen.insert($0).inserted }
    }
}
