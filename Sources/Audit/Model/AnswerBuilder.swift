import SourceModel
import StatusBarEngine

/// Turns the facts read from source into a class's status bar answers (`ClassAnswers`), walking
/// the class's app superclasses: an override in a superclass counts for its subclasses, and
/// `super.preferredStatusBarStyle` continues the walk.
package struct AnswerBuilder: Sendable {
    package let graph: ClassGraph
    /// Constant values assigned to stored properties anywhere (property name → values).
    package let propertyAssignments: [String: [String]]
    /// Calls that cover a class's root view (`view.insertSubview(_, at: 0)`, a blur), by class.
    package let coveringCalls: [String: Call]
    /// Assignments of the navigation bar's visibility through `navigationController`, by the
    /// class that makes them, in source order.
    package let navigationBarAssignments: [String: [Assignment]]
    /// `navigationController.navigationBar.barStyle = …` in a class's own code, by class.
    package let navigationBarStyleAssignments: [String: [Assignment]]
    /// Assignments of the navigation bar's background through `navigationController`
    /// (`navigationController?.navigationBar.standardAppearance = …`), by the class that makes them.
    package let navigationBarBackgrounds: [String: [Assignment]]
    /// What code sets on the application's status bar (application mode), by the class that sets it.
    package let applicationSetters: [String: [DeprecatedUse]]
    /// Every property and method of type `UIStatusBarStyle` of the project's types, by name (a
    /// theme's `statusBarStyle`, each theme's own): what an answer returning another object's member can be.
    package let styleMembers: [String: [StyleMember]]
    /// The functions outside any type that return one of their arguments (``SourceFacts/selectorFunctions``).
    package let selectorFunctions: Set<String>
    /// The values given to a status bar style by label or member, by that name: what a theme's
    /// style stored with no initial value can be.
    package let styleArguments: [String: [StyleArgument]]
    /// Stored properties (by name) that may be given a value before their controller is displayed:
    /// assigned in an initializer or a method that runs before display (``LifecycleMethod/runsBeforeDisplay(function:)``), or on
    /// another object (a presenter configuring it). Their initial value is not what first shows.
    package let assignedBeforeDisplay: Set<String>
    /// The view events each class overrides without calling its superclass's
    /// (``MethodCalls/withoutSuper``): what its superclasses do there does not run for it.
    package let superCutOff: SuperCutOff

    package init(graph: ClassGraph, sources: [SourceFacts]) {
        self.graph = graph
        var assigned: [String: [String]] = [:]
        var covering: [String: Call] = [:]
        var barAssignments: [String: [Assignment]] = [:]
        var barStyles: [String: [Assignment]] = [:]
        var barBackgrounds: [String: [Assignment]] = [:]
        var setters: [String: [DeprecatedUse]] = [:]
        var styles: [String: [StyleMember]] = [:]
        var given: [String: [StyleArgument]] = [:]
        var early: Set<String> = []
        var cutOff: [String: Set<LifecycleMethod>] = [:]
        // An Objective-C property's declaration (`@property (readonly) UIStatusBarStyle statusBarStyle;`,
        // answer unknown: set elsewhere) gives way to its getter where the class implements one
        // (`- (UIStatusBarStyle)statusBarStyle { … }`), whose returns are what it can be.
        func isDeclaration(_ m: StyleMember, of type: TypeDecl) -> Bool {
            type.properties.contains { $0.name == m.name && $0.location == m.location }
        }
        var implemented: Set<[String]> = []
        for facts in sources {
            for type in facts.types {
                for m in type.styleMembers where !isDeclaration(m, of: type) { implemented.insert([type.name, m.name]) }
            }
        }
        for facts in sources {
            for a in facts.styleArguments { given[a.name, default: []].append(a) }
            for skip in facts.methodCalls.withoutSuper {
                if let method = LifecycleMethod(function: skip.caller) { cutOff[skip.enclosingType, default: []].insert(method) }
            }
            for type in facts.types {
                for m in type.styleMembers where !(isDeclaration(m, of: type) && implemented.contains([type.name, m.name])) {
                    styles[m.name, default: []].append(m)
                }
            }
            for use in facts.deprecatedUses where use.setsApplicationStatusBar != nil {
                if let type = use.enclosingType { setters[type, default: []].append(use) }
            }
            for a in facts.assignments where a.target == .navigationController {
                guard let type = a.enclosingType, let property = a.watched else { continue }
                if property == .navigationBarHidden {
                    barAssignments[type, default: []].append(a)
                } else if property == .navigationBarStyle {
                    barStyles[type, default: []].append(a)
                } else if property.owner == .navigationBar && property != .navigationBarStyle {
                    barBackgrounds[type, default: []].append(a)
                }
            }
            for call in facts.calls where call.kind == .coversRootView {
                if let type = call.enclosingType, covering[type] == nil { covering[type] = call }
            }
            for a in facts.assignments {
                if a.target != .ownController || a.enclosingFunction.map({ LifecycleMethod.runsBeforeDisplay(function: $0) }) ?? true { early.insert(a.property.name) }
                switch a.value {
                case .enumCase(let c): assigned[a.property.name, default: []].append(c)
                case .bool(let b): assigned[a.property.name, default: []].append(b ? "true" : "false")
                default: assigned[a.property.name, default: []].append("?")
                }
            }
        }
        self.propertyAssignments = assigned
        self.coveringCalls = covering
        self.navigationBarAssignments = barAssignments
        self.navigationBarStyleAssignments = barStyles
        self.navigationBarBackgrounds = barBackgrounds
        self.applicationSetters = setters
        self.styleMembers = styles
        selectorFunctions = Set(sources.lazy.flatMap(\.selectorFunctions))
        self.styleArguments = given
        self.assignedBeforeDisplay = early
        self.superCutOff = SuperCutOff(byClass: cutOff)
    }

    /// The styles a member of another object can return (``Answer/member(name:written:)``): what every
    /// property and method of that name and type in the project returns, through members that return
    /// members in turn; `nil`, with why, when one of them is not read or the project declares none.
    func styleValues(of name: String, written: String, seen: Set<String> = []) -> (values: [String]?, why: String) {
        // `AppearanceValue(light: .default, dark: .lightContent)`: a function returning one of its
        // arguments gives only the constants it is called with (the caller's `also`); any other, its own.
        if name.hasSuffix(AnswerOutcome.givenConstants) {
            let base = String(name.dropLast(AnswerOutcome.givenConstants.count))
            return selectorFunctions.contains(base) ? ([], "") : styleValues(of: base, written: written, seen: seen)
        }
        guard let members = styleMembers[name], !members.isEmpty else {
            return (nil, "returns '\(written)', and the project declares no property or method '\(name)' of type UIStatusBarStyle")
        }
        guard !seen.contains(name), seen.count < 8 else { return (nil, "returns '\(written)', whose members return each other") }
        var values: [String] = []
        for m in members {
            switch m.answer {
            case .constant(let c): values.append(c)
            case .conditional(let more, _) where more.contains(where: { AnswerOutcome.storedName($0) != nil }):
                // Another object's stored property: what its code assigns it is not followed here.
                return (nil, "returns '\(written)', and '\(name)' at \(m.location) returns one of \(AnswerBuilder.described(more))")
            case .conditional(let more, _): values += more
            case .member(let next, let nextWritten, let also):
                let (inner, why) = styleValues(of: next, written: nextWritten, seen: seen.union([name]))
                guard let inner else { return (nil, why) }
                values += inner + also
            case .mixed(let constants, let members, let forwards) where forwards.isEmpty:
                // Branches returning constants and other members (`if (theming) { return [self styleFor:c]; }
                // return [self brandStyle];`): every value of each.
                values += constants
                for next in members {
                    let (inner, why) = styleValues(of: next, written: next, seen: seen.union([name]))
                    guard let inner else { return (nil, why) }
                    values += inner
                }
            case .storedProperty(let stored):
                // Stored with no initial value: every value the project gives a style of that name.
                let given = styleArguments[stored] ?? []
                guard !given.isEmpty else {
                    return (nil, "returns '\(written)', and '\(name)' at \(m.location) is stored with no initial value and given no value the audit reads")
                }
                for argument in given {
                    let text = argument.value
                    let bare = text.hasPrefix("UIStatusBarStyle.") ? String(text.dropFirst(17)) : text.hasPrefix(".") ? String(text.dropFirst()) : nil
                    if let bare, StatusBarStyle(rawValue: bare) != nil {
                        values.append(bare)
                    } else if let member = bare.flatMap({ b in b.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? b : nil })
                                ?? AnswerBuilder.memberName(initialValue: text) {
                        // `.autoDarkContent`, `Appearance.statusBarStyle`: another member (its own name: in the set already).
                        guard member != stored, member != name else { continue }
                        let (inner, why) = styleValues(of: member, written: text, seen: seen.union([name]))
                        guard let inner else { return (nil, why) }
                        values += inner
                    } else if text == stored || text == name {
                        // `self.statusBarStyle = statusBarStyle`: the parameter, given by label.
                        continue
                    } else {
                        return (nil, "returns '\(written)', and '\(name)' at \(m.location) is given '\(text)' at \(argument.location)")
                    }
                }
            default:
                return (nil, "returns '\(written)', and '\(name)' at \(m.location) is not read (\(AnswerBuilder.describe(m.answer)))")
            }
        }
        return (Array(Set(values)).sorted(), "")
    }

    /// The member an initial value names (`AppTheme.defaultStatusBarStyle()`, `Theme.current.statusBarStyle`
    /// → its last name): a chain of names with at least one dot, called with no argument or not
    /// called; `nil` for anything else (`.lightContent` is a constant, read before).
    static func memberName(initialValue text: String) -> String? {
        var chain = Substring(text)
        if chain.hasSuffix("()") { chain = chain.dropLast(2) }
        let parts = chain.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, !text.hasPrefix("."), parts.allSatisfy(\.isPlainName), let last = parts.last else { return nil }
        return String(last)
    }

    private static func describe(_ a: Answer) -> String {
        switch a {
        case .unknown(let reason): reason
        case .storedProperty(let name): "returns the stored property '\(name)'"
        case .forward(let target): "forwards to '\(target)'"
        default: "not a style"
        }
    }

    /// Application mode: the style and the visibility the nearest class sets on the application
    /// as it appears (``ClassAnswers/applicationStyleOnAppear``).
    func applicationStatusBarOnAppear(_ classes: [String]) -> (style: StatusBarStyle?, hidden: Bool?) {
        var found: (style: StatusBarStyle?, hidden: Bool?) = (nil, nil)
        // (Asked for every class the model answers for: most apps set nothing on the application.)
        guard !applicationSetters.isEmpty else { return found }
        for (index, cls) in classes.enumerated() {
            for use in (applicationSetters[cls] ?? []).reversed() where use.lifecycleMethod?.isOnAppear == true
                && superCutOff.runs(use.lifecycleMethod, at: index, of: classes) {
                switch use.setsApplicationStatusBar {
                case .style(let style)?: found.style = found.style ?? style
                case .hidden(let hidden)?: found.hidden = found.hidden ?? hidden
                default: break
                }
            }
            if found.style != nil, found.hidden != nil { break }
        }
        return found
    }

    /// Application mode: the calls of `classes` (nearest first) that set the application's status
    /// bar as the screen appears, each with its class and, when it does not run for the first class,
    /// the nearer class that overrides the method without calling `super`; in the order the classes are.
    func applicationSettersOnAppear(_ classes: [String]) -> [(use: DeprecatedUse, cls: String, cutOffBy: String?)] {
        guard !applicationSetters.isEmpty else { return [] }
        return classes.enumerated().flatMap { index, cls in
            (applicationSetters[cls] ?? []).filter { $0.lifecycleMethod?.isOnAppear == true }.map {
                ($0, cls, superCutOff.cutOffBy($0.lifecycleMethod, at: index, of: classes))
            }
        }
    }

    /// The assignment that decides what a child makes of its navigation controller's bar while on
    /// top, among `assignments` (by class): the nearest class that sets it in `viewWillAppear` (it
    /// runs each time the child comes on top), else in `viewDidAppear`, `viewDidLoad` or
    /// `viewWillLayoutSubviews`; the last assignment in the method wins (hide then show to force a
    /// redraw leaves it shown). With the class that makes it. A superclass's method does not run
    /// where a nearer class overrides it without calling `super` (`cutOff`).
    static func whileOnTop(_ assignments: [String: [Assignment]], of classes: [String], cutOff: SuperCutOff)
        -> (cls: String, assignment: Assignment)? {
        for (index, cls) in classes.enumerated() {
            let all = assignments[cls] ?? []
            for method in LifecycleMethod.barWhileOnTopOrder where cutOff.runs(method, at: index, of: classes) {
                if let last = all.last(where: { $0.lifecycleMethod == method }) { return (cls, last) }
            }
        }
        return nil
    }

    /// What a child makes of its navigation controller's bar's visibility while on top
    /// (``whileOnTop(_:of:)``). A value that is not a literal is unknown.
    func navigationBarWhileOnTop(_ classes: [String]) -> AnswerValue<Bool> {
        guard let (cls, last) = Self.whileOnTop(navigationBarAssignments, of: classes, cutOff: superCutOff) else { return .inherited }
        return Self.barHidden(set: last, by: cls)
    }

    /// The visibility an assignment of `cls` gives its navigation controller's bar: a literal's,
    /// else unknown.
    private static func barHidden(set assignment: Assignment, by cls: String) -> AnswerValue<Bool> {
        if case .bool(let b) = assignment.value { return .values([b], dependsOn: []) }
        return .unknown("'\(cls)' sets its navigation controller's bar hidden to '\(assignment.valueText)' at \(assignment.location)")
    }

    /// The visibility a child leaves its navigation controller's bar in when it pushes another
    /// controller: what it sets as it disappears (`setNavigationBarHidden(false)` in
    /// `viewWillDisappear`, nearest class first), else what it sets while on top
    /// (``navigationBarWhileOnTop(_:)``). A value that is not a literal is unknown.
    func navigationBarLeftOnPush(_ classes: [String]) -> AnswerValue<Bool> {
        for (index, cls) in classes.enumerated() {
            guard let last = (navigationBarAssignments[cls] ?? []).last(where: {
                ($0.lifecycleMethod == .viewWillDisappear || $0.lifecycleMethod == .viewDidDisappear)
                    && superCutOff.runs($0.lifecycleMethod, at: index, of: classes)
            }) else { continue }
            return Self.barHidden(set: last, by: cls)
        }
        return navigationBarWhileOnTop(classes)
    }

    /// What a child makes of its navigation controller's bar style while on top
    /// (`navigationController.navigationBar.barStyle = …`, ``whileOnTop(_:of:)``): the bar style of a
    /// literal, else both bar styles (a theme's `isDark ? .black : .default`: a bar has no other),
    /// with the assignment.
    func navigationBarStyleWhileOnTop(_ classes: [String]) -> (styles: [BarStyle], at: Assignment)? {
        guard let (_, last) = Self.whileOnTop(navigationBarStyleAssignments, of: classes, cutOff: superCutOff) else { return nil }
        if case .enumCase(let c) = last.value { return ([BarStyle(caseName: c)], last) }
        return ([.default, .black], last)
    }

    /// Overrides that count for the class itself: its own body, and extensions of app classes.
    /// Overrides in extensions of UIKit classes are unreliable (not called since iOS 13.4) and never count.
    private func ownOverride(_ cls: String, _ member: StatusBarMember) -> Override? {
        graph.overrides[cls]?.first { $0.member == member }
    }

    /// The value an Objective-C property or instance variable of a status bar type starts with
    /// (zero): `default` for `UIStatusBarStyle`, `false` for `BOOL`; `nil` for Swift, whose stored
    /// properties are given a value by their declaration or an initializer.
    static func zeroValue(_ p: StoredProperty, language: SourceLanguage?) -> String? {
        guard language == .objc else { return nil }
        switch p.declaredType {
        case "UIStatusBarStyle": return "default"
        case "BOOL", "bool": return "false"
        default: return nil
        }
    }

    /// The stored property `name` of the first of `classes` that declares it, and the language of
    /// that class.
    private func property(_ name: String, in classes: [String]) -> (property: StoredProperty, language: SourceLanguage?)? {
        graph.storedProperty(name, in: classes).map { ($0.property, graph.records[$0.cls]?.language) }
    }

    /// `coordinator.prefersStatusBarHidden`, where `coordinator` is a stored property of the class
    /// whose declared type is an app class that is no controller (a scene coordinator, a model) and
    /// declares a stored property named for the member: its initial value and every value assigned
    /// to a property of that name, the run-time state it stands for (`nil` for anything else: a
    /// controller's answer is a forwarding).
    private func objectProperty<V>(_ written: String, _ member: StatusBarMember, _ classes: [String],
                                   _ parse: (String) -> V?) -> AnswerValue<V>? {
        let name = written.hasPrefix("self.") ? String(written.dropFirst(5)) : written
        guard !name.contains("."), !name.contains("("), let holder = property(name, in: classes)?.property,
              let declared = holder.declaredType?.filter({ $0 != "!" && $0 != "?" }) else { return nil }
        let type = ClassGraph.plainName(declared)
        guard graph.declarations[type] != nil, !graph.isViewController(type),
              let (flag, language) = property(member.rawValue, in: [type]) else { return nil }
        var values: [V] = []
        if let initial = flag.initialConstant ?? AnswerBuilder.zeroValue(flag, language: language), let v = parse(initial) { values.append(v) }
        for assigned in propertyAssignments[member.rawValue] ?? [] {
            guard let v = parse(assigned) else { return .unknown("answers '\(written).\(member.rawValue)', assigned a value the source does not give") }
            AnswerBuilder.appendNew([v], to: &values)
        }
        guard !values.isEmpty else { return nil }
        return .values(values, dependsOn: ["\(written).\(member.rawValue)"])
    }

    package func answers(for className: String) -> ClassAnswers {
        let classes = graph.chain(of: className).appClasses
        var a = ClassAnswers()
        statusBarMembers(classes, into: &a)
        // A library's controller at the top of the app classes answers where none of them does.
        if let library = graph.library(of: className) {
            let answers = library.answers
            if case .inherited = a.hidden, !answers.hidden.isEmpty { a.hidden = .values(answers.hidden, dependsOn: []) }
            if case .inherited = a.style, case .inherited = a.childForStyle, !answers.style.isEmpty { a.style = .values(answers.style, dependsOn: []) }
            if answers.forwardsToPage {
                // Its page's answers, or UIKit's where it shows no page.
                let page = "the page '\(library.name)' (\(library.modules[0])) shows"
                if case .inherited = a.style, case .inherited = a.childForStyle {
                    a.style = .unknown("forwards the style to \(page)")
                    a.forwardings[.preferredStatusBarStyle] = ClassAnswers.Forwarding(target: "currentViewController", fallback: "default", isController: true)
                }
                if case .inherited = a.hidden, case .inherited = a.childForHidden {
                    a.hidden = .unknown("forwards the visibility to \(page)")
                    a.forwardings[.prefersStatusBarHidden] = ClassAnswers.Forwarding(target: "currentViewController", fallback: "false", isController: true)
                }
            }
            a.library = library
        }
        a.navigationBarHiddenWhileOnTop = navigationBarWhileOnTop(classes)
        if let (styles, assignment) = navigationBarStyleWhileOnTop(classes) {
            a.navigationBarStyleWhileOnTop = styles
            a.navigationBarStyleWhileOnTopAssignment = assignment
        }
        (a.applicationStyleOnAppear, a.applicationHiddenOnAppear) = applicationStatusBarOnAppear(classes)
        // A root view covered in code (nearest class first): its background is not under the bar.
        if let (cls, call) = classes.lazy.compactMap({ c in coveringCalls[c].map { (c, $0) } }).first {
            a.rootViewCovered = "'\(cls)' covers its root view at \(call.location) (\(call.argumentText.map { "\($0)…" } ?? "a blur")): what lies under the status bar is not its background"
        }
        // The root view's background set in code: the nearest class that sets it decides. Set to
        // one literal color everywhere it is set, that color; set to anything else (a theme's
        // color, a variable) or to different colors, unknown: no contrast rests on a guess.
        for cls in classes {
            let sets = (graph.selfAssignments[cls] ?? []).filter { $0.watched == .viewBackgroundColor }
            guard let first = sets.first else { continue }
            let specs = sets.map { s -> ColorSpec? in
                if case .color(let c) = s.value { return AnswerBuilder.colorSpec(c) } else { return nil }
            }
            if let spec = specs[0], specs.allSatisfy({ $0 == spec }) {
                a.background = spec
            } else {
                let odd = zip(sets, specs).first { $0.1 == nil } ?? (first, nil)
                a.background = .unknown("'\(cls)' sets view.backgroundColor in code (\(odd.0.valueText) at \(odd.0.location))")
            }
            break
        }
        // Assignments on itself, nearest class first; its own bar's background, and its navigation
        // item's, apart.
        var ownBar = BarBackground()
        var item = BarBackground()
        var throughNavigation = BarBackground()
        for cls in classes {
            for assignment in graph.selfAssignments[cls] ?? [] {
                if assignment.watched?.owner == .navigationBar, ownBar.add(assignment) { continue }
                if assignment.watched?.owner == .navigationItem {
                    item.add(assignment)
                    continue
                }
                apply(assignment, to: &a)
            }
            for assignment in navigationBarBackgrounds[cls] ?? [] { throughNavigation.add(assignment) }
        }
        let name = classes.first.map { "'\($0)'" } ?? "the controller"
        a.barTint = ownBar.color(owner: "the navigation bar of \(name)")
        a.barTintLocation = ownBar.location
        a.barEdgeTint = ownBar.edgeColor(owner: "the navigation bar of \(name)")
        // A navigation item's appearance replaces the bar's while the controller is on top.
        let onTop = item.isEmpty ? throughNavigation : item
        a.barTintWhileOnTop = onTop.color(owner: "the navigation bar under \(name)")
        a.barTintWhileOnTopLocation = onTop.location
        a.barEdgeTintWhileOnTop = onTop.edgeColor(owner: "the navigation bar under \(name)")
        return a
    }

    /// The status bar answers of `className` where the app's own overrides in extensions of the
    /// UIKit classes in `extended` are called (before iOS 13.4, uikit-rules.md): its app classes
    /// first, then those of its UIKit ancestors (`extension UINavigationController { override var
    /// childForStatusBarStyle … }` for every navigation controller that does not answer itself);
    /// `nil` when no class it descends from is extended.
    package func answers(for className: String, withExtensionsOf extended: Set<String>) -> ClassAnswers? {
        let uikit = graph.lineage(of: className).filter { extended.contains($0) && !graph.isAppClass($0) }
        guard !uikit.isEmpty else { return nil }
        var a = ClassAnswers()
        statusBarMembers(graph.chain(of: className).appClasses + uikit, into: &a)
        return a
    }

    /// The five status bar members (style, hidden, animation, both `childFor…`) that `classes`
    /// answer, the first class that overrides each winning.
    private func statusBarMembers(_ classes: [String], into a: inout ClassAnswers) {
        let style = value(.preferredStatusBarStyle, classes, &a) { StatusBarStyle(rawValue: $0) }
        let hidden = value(.prefersStatusBarHidden, classes, &a) { $0 == "true" ? true : $0 == "false" ? false : nil }
        a.animation = value(.preferredStatusBarUpdateAnimation, classes, &a) { StatusBarAnimation(rawValue: $0) }.answer
        a.childForStyle = forwarding(.childForStatusBarStyle, classes, &a)
        a.childForHidden = forwarding(.childForStatusBarHidden, classes, &a)
        // A style that forwards (`topViewController?.preferredStatusBarStyle ?? .default`) is a
        // forwarding of the style: the child's answer is used.
        switch style {
        case .answer(let answer):
            a.style = answer
        case .forwards(let target, let fallback):
            if case .inherited = a.childForStyle, let t = target.child {
                a.childForStyle = .values([t], dependsOn: [])
                a.style = .inherited
            } else {
                a.style = .unknown("forwards the style to '\(target)'")
                a.forwardings[.preferredStatusBarStyle] = ClassAnswers.Forwarding(target: target.written, fallback: fallback)
            }
        case .mixed(let values, let forwards):
            a.style = Self.mixed(values, forwards, style.answer, .preferredStatusBarStyle, childFor: &a.childForStyle,
                                 forwardings: &a.forwardings) { $0.rawValue }
        }
        if case .mixed(let values, let forwards) = hidden {
            a.hidden = Self.mixed(values, forwards, hidden.answer, .prefersStatusBarHidden, childFor: &a.childForHidden,
                                  forwardings: &a.forwardings) { $0 ? "true" : "false" }
        } else {
            a.hidden = hidden.answer
        }
        if let f = hidden.forwarding { a.forwardings[.prefersStatusBarHidden] = f }
    }

    private func apply(_ s: Assignment, to a: inout ClassAnswers) {
        guard let property = s.watched else { return }
        switch (property, s.value) {
        case (.modalPresentationCapturesStatusBarAppearance, .bool(let b)):
            if a.captures == nil { a.captures = b }
        case (.modalPresentationStyle, .enumCase(let c)):
            if a.presentationStyle == nil { a.presentationStyle = ModalPresentationStyle(rawValue: c) }
        case (.overrideUserInterfaceStyle, .enumCase(let c)):
            if a.overrideUserInterfaceStyle == nil, a.interfaceStyleChoice == nil { a.overrideUserInterfaceStyle = InterfaceStyle(rawValue: c) }
        case (.overrideUserInterfaceStyle, _):
            // A style the code works out at run time (`UserPreferences.shared.userInterfaceStyle`, a
            // theme's): each style it can give is a possibility, not the system's appearance.
            if a.overrideUserInterfaceStyle == nil, a.interfaceStyleChoice == nil {
                let styles = SwiftUIScreens.interfaceStyles(ofArgument: s.valueText)
                if styles.count > 1 {
                    a.interfaceStyleChoice = InterfaceStyleChoice(styles: styles, argumentText: s.valueText, location: s.location, byAssignment: true)
                } else if let only = styles.first {
                    a.overrideUserInterfaceStyle = only
                }
            }
        case (.navigationBarStyle, .enumCase(let c)):
            if a.barStyle == nil { a.barStyle = BarStyle(caseName: c) }
        case (.navigationBarHidden, .bool(let b)):
            if a.navigationBarHidden == nil { a.navigationBarHidden = b }
        default:
            break
        }
    }

    package static func colorSpec(_ c: ColorValue) -> ColorSpec {
        switch c {
        case .system(let name): return .system(name)
        case .named(let name): return .named(name)
        case .rgb(let r, let g, let b, let alpha): return .fixed(DynamicColor(RGBA(red: r, green: g, blue: b, alpha: alpha)))
        case .white(let w, let alpha): return .fixed(DynamicColor(RGBA(white: w, alpha: alpha)))
        case .hex(let h):
            let text = h.hasPrefix("#") ? h : "#" + h
            if let rgba = RGBA(hex: text) { return .fixed(DynamicColor(rgba)) }
            return .unknown(h)
        }
    }

    /// An answer of several kinds (``MemberAnswer/mixed(values:forwards:)``) as the class's answer:
    /// where it forwards only to children UIKit's containers name and no `childFor…` override is
    /// read, its own values, or a child's answer (a forwarding that may be `nil`, `.none`);
    /// otherwise `unknown`, with its forwardings kept for ``DeciderAnswers`` with the values.
    private static func mixed<V>(_ values: [V], _ forwards: [ForwardTarget], _ unknown: AnswerValue<V>, _ member: StatusBarMember,
                                 childFor: inout AnswerValue<ChildTarget>, forwardings: inout [StatusBarMember: ClassAnswers.Forwarding],
                                 text: (V) -> String) -> AnswerValue<V> {
        let targets = forwards.compactMap(\.child)
        if case .inherited = childFor, targets.count == forwards.count {
            childFor = .values(Array(Set(targets + [ChildTarget.none])).sorted { "\($0)" < "\($1)" }, dependsOn: [])
            return .values(values, dependsOn: [])
        }
        if let first = forwards.first {
            forwardings[member] = ClassAnswers.Forwarding(target: first.written, otherTargets: forwards.dropFirst().map(\.written),
                                                          fallback: nil, values: values.map(text))
        }
        return unknown
    }

    /// What the nearest override of a value member (style, hidden, animation) answers: a value, or
    /// a forwarding to another controller's answer (`topViewController?.preferredStatusBarStyle ?? .default`),
    /// which ``answers(for:)`` resolves for the style.
    private enum MemberAnswer<V: Sendable & Hashable> {
        case answer(AnswerValue<V>)
        /// Answers what the controller named answers (`topViewController`, as written), or the
        /// fallback where it is `nil` (`?? .lightContent`).
        case forwards(to: ForwardTarget, fallback: String?)
        /// Branches of different kinds: these values, or what the controllers named answer.
        case mixed(values: [V], forwards: [ForwardTarget])

        /// The answer, a forwarding the audit does not follow being unknown.
        var answer: AnswerValue<V> {
            switch self {
            case .answer(let answer): answer
            case .forwards(let target, _): .unknown("forwards to '\(target)'")
            case .mixed(_, let forwards): .unknown("answers constants or forwards to \(forwards.map { "'\($0)'" }.joined(separator: ", "))")
            }
        }

        /// The forwarding the audit does not follow, if that is the answer.
        var forwarding: ClassAnswers.Forwarding? {
            if case .forwards(let target, let fallback) = self { ClassAnswers.Forwarding(target: target.written, fallback: fallback) } else { nil }
        }
    }

    /// Why a stored property's values are not known.
    private struct StoredUnknown: Error { let text: String }

    /// The values a stored property of the controller may hold when it answers: its initial value
    /// (a constant, a theme's member, the zero of Objective-C state) and every value the code
    /// assigns it.
    private func storedValues<V>(_ name: String, _ member: StatusBarMember, _ classes: [String], _ a: inout ClassAnswers,
                                 _ parse: (String) -> V?) -> Result<[V], StoredUnknown> {
        let found = property(name, in: classes), p = found?.property
        var values: [V] = []
        // Objective-C state starts at zero (`UIStatusBarStyleDefault`, `NO`).
        let initial = p?.initialConstant ?? found.flatMap { AnswerBuilder.zeroValue($0.property, language: $0.language) }
        if let initial, let v = parse(initial) {
            values.append(v)
            if !assignedBeforeDisplay.contains(name) { a.initialValues[member] = name }
        }
        // `var overrideStatusBarStyle = AppTheme.defaultStatusBarStyle()`: a theme's member
        // at first (``styleValues(of:written:)``).
        if member == .preferredStatusBarStyle, p?.initialConstant == nil, let text = p?.initialValue,
           let memberName = AnswerBuilder.memberName(initialValue: text) {
            let (found, why) = styleValues(of: memberName, written: text)
            guard let found else { return .failure(StoredUnknown(text: "answers the stored property '\(name)', which \(why)")) }
            let parsed = found.compactMap(parse)
            guard parsed.count == found.count else {
                return .failure(StoredUnknown(text: "answers the stored property '\(name)': \(found.joined(separator: ", "))"))
            }
            values += parsed
        }
        for assigned in propertyAssignments[name] ?? [] {
            if let v = parse(assigned) { AnswerBuilder.appendNew([v], to: &values) }
        }
        if values.isEmpty { return .failure(StoredUnknown(text: "answers the stored property '\(name)', whose value the source does not give")) }
        return .success(values)
    }

    /// Values as a message names them: a stored property's marker as the property.
    static func described(_ values: [String]) -> String {
        values.map { value in AnswerOutcome.storedName(value).map { "the stored property '\($0)'" } ?? value }.joined(separator: ", ")
    }

    /// Appends each of `more` that `values` does not hold yet (values of a generic answer type,
    /// told apart by how they print), in order.
    static func appendNew<V>(_ more: [V], to values: inout [V]) {
        for v in more where !values.contains(where: { "\($0)" == "\(v)" }) { values.append(v) }
    }

    /// `values` with each stored property's marker (``AnswerOutcome/storedPrefix``) replaced by the
    /// property's values, parsed; why not, when one is not known or a value is not read.
    private func valuesWithStored<V>(_ values: [String], _ member: StatusBarMember, _ classes: [String], _ a: inout ClassAnswers,
                                     _ parse: (String) -> V?) -> Result<[V], StoredUnknown> {
        var parsed: [V] = []
        for value in values {
            if let stored = AnswerOutcome.storedName(value) {
                switch storedValues(stored, member, classes, &a, parse) {
                case .success(let more): AnswerBuilder.appendNew(more, to: &parsed)
                case .failure(let why): return .failure(why)
                }
            } else if let v = parse(value) {
                AnswerBuilder.appendNew([v], to: &parsed)
            } else {
                return .failure(StoredUnknown(text: "answers one of \(AnswerBuilder.described(values))"))
            }
        }
        return .success(parsed)
    }

    private func value<V>(_ member: StatusBarMember, _ classes: [String], _ a: inout ClassAnswers,
                          _ parse: (String) -> V?) -> MemberAnswer<V> {
        for (index, cls) in classes.enumerated() {
            guard let o = ownOverride(cls, member) else { continue }
            if a.locations[member] == nil { a.locations[member] = o.location }
            switch o.answer {
            case .superCall:
                continue
            case .constant(let c):
                guard let v = parse(c) else { return .answer(.unknown("answers '\(c)'")) }
                return .answer(.values([v], dependsOn: []))
            case .conditional(var values, let dependsOn) where values.contains(AnswerOutcome.superValue):
                // A branch returns the superclass's answer: its values join the others.
                values.removeAll { $0 == AnswerOutcome.superValue }
                var parsed: [V]
                switch valuesWithStored(values, member, classes, &a, parse) {
                case .success(let found): parsed = found
                case .failure(let why): return .answer(.unknown(why.text + " (or its superclass's answer)"))
                }
                var names = dependsOn
                if let why = addSuperValues(member, classes, after: index, &a, parse, to: &parsed, names: &names) { return .answer(.unknown(why)) }
                return .answer(.values(parsed, dependsOn: Set(names).sorted()))
            case .conditional(let values, let dependsOn):
                // (A branch returning a stored property, `return statusBarStyle`: its values.)
                switch valuesWithStored(values, member, classes, &a, parse) {
                case .success(let parsed) where !parsed.isEmpty: return .answer(.values(parsed, dependsOn: dependsOn))
                case .failure(let why): return .answer(.unknown(why.text))
                default: return .answer(.unknown("answers one of \(AnswerBuilder.described(values))"))
                }
            case .storedProperty(let name):
                switch storedValues(name, member, classes, &a, parse) {
                case .success(let values): return .answer(.values(values, dependsOn: [name]))
                case .failure(let why): return .answer(.unknown(why.text))
                }
            case .forward(let target):
                if target.child == nil, let values = objectProperty(target.written, member, classes, parse) { return .answer(values) }
                return .forwards(to: target, fallback: o.fallback)
            case .member(let name, let written, let also):
                // A theme's member: every declaration of it in the project returns one of these.
                let (found, why) = styleValues(of: name, written: written)
                guard let found else { return .answer(.unknown(why)) }
                let values = Array(Set(found + also)).sorted()
                let parsed = values.compactMap(parse)
                guard parsed.count == values.count, !parsed.isEmpty else { return .answer(.unknown("returns '\(written)': \(values.joined(separator: ", "))")) }
                return .answer(.values(parsed, dependsOn: [written]))
            case .nilValue:
                return .answer(.unknown("returns nil"))
            case .mixed(let constants, let members, let forwards):
                // Each kind bounded on its own: the constants, every member's values, the forwardings.
                // (A stored property's branch among them: its values, resolved first.)
                let stored = constants.filter { AnswerOutcome.storedName($0) != nil }
                var storedValues: [V] = []
                if !stored.isEmpty {
                    switch valuesWithStored(stored, member, classes, &a, parse) {
                    case .success(let found): storedValues = found
                    case .failure(let why): return .answer(.unknown(why.text))
                    }
                }
                var all = constants.filter { $0 != AnswerOutcome.superValue && AnswerOutcome.storedName($0) == nil }
                for name in members {
                    guard member == .preferredStatusBarStyle else { return .answer(.unknown("returns '\(name)'")) }
                    let (found, why) = styleValues(of: name, written: name)
                    guard let found else { return .answer(.unknown(why)) }
                    all += found
                }
                let unique = Array(Set(all)).sorted()
                let parsed = unique.compactMap(parse)
                guard parsed.count == unique.count else { return .answer(.unknown("answers one of \(unique.joined(separator: ", "))")) }
                var values = parsed, names = stored.compactMap(AnswerOutcome.storedName)
                AnswerBuilder.appendNew(storedValues, to: &values)
                if constants.contains(AnswerOutcome.superValue),
                   let why = addSuperValues(member, classes, after: index, &a, parse, to: &values, names: &names) {
                    return .answer(.unknown(why))
                }
                if forwards.isEmpty { return .answer(.values(values, dependsOn: names)) }
                return .mixed(values: values, forwards: forwards)
            case .unknown(let reason):
                return .answer(.unknown(reason))
            }
        }
        return .answer(.inherited)
    }

    /// Adds what `super` answers for the class at `index` of `classes` to `values` (each once) and
    /// what it depends on to `names`: the values of the next classes up that override the member, or
    /// `UIViewController`'s own answer where none does. A system container's own answer (a
    /// navigation controller's, from its bar) is not a value. Returns why, when it is not known.
    private func addSuperValues<V: Sendable & Hashable>(_ member: StatusBarMember, _ classes: [String], after index: Int,
                                                       _ a: inout ClassAnswers, _ parse: (String) -> V?,
                                                       to values: inout [V], names: inout [String]) -> String? {
        let more: [V]
        switch value(member, Array(classes[(index + 1)...]), &a, parse).answer {
        case .values(let found, let dependsOn):
            more = found
            names += dependsOn
        case .inherited where graph.kind(of: classes[index]) == .viewController:
            guard let system = member.systemDefault.flatMap(parse) else { return "returns its superclass's answer" }
            more = [system]
        case .inherited:
            return "returns its superclass's answer, a system container's"
        case .unknown(let why):
            return "returns its superclass's answer, which is not known: \(why)"
        }
        AnswerBuilder.appendNew(more, to: &values)
        return nil
    }

    private func forwarding(_ member: StatusBarMember, _ classes: [String], _ a: inout ClassAnswers) -> AnswerValue<ChildTarget> {
        for cls in classes {
            guard let o = ownOverride(cls, member) else { continue }
            if a.locations[member] == nil { a.locations[member] = o.location }
            switch o.answer {
            case .superCall:
                continue
            case .nilValue:
                return .values([ChildTarget.none], dependsOn: [])
            case .forward(let target):
                guard let t = target.child else {
                    a.forwardings[member] = ClassAnswers.Forwarding(target: target.written, fallback: nil)
                    return .unknown("returns '\(target)'")
                }
                return .values([t], dependsOn: [])
            case .conditional(let values, let dependsOn):
                let targets = values.compactMap { ChildTarget(written: $0) }
                guard targets.count == values.count, !targets.isEmpty else {
                    return .unknown("returns one of \(values.joined(separator: ", "))")
                }
                return .values(targets, dependsOn: dependsOn)
            case .storedProperty(let name):
                return .unknown("returns the stored property '\(name)'")
            case .member(_, let written, _):
                return .unknown("returns '\(written)'")
            case .mixed:
                return .unknown("the branches return different kinds of value")
            case .constant(let c):
                return .unknown("returns '\(c)'")
            case .unknown(let reason):
                return .unknown(reason)
            }
        }
        return .inherited
    }
}

/// The view events classes override without calling their superclass's (``MethodCalls/withoutSuper``),
/// by class: an override of `viewWillAppear` that never calls `super.viewWillAppear` cuts off what its
/// superclasses do there (a base controller's `setStatusBarStyle` as it appears).
package struct SuperCutOff: Sendable {
    package let byClass: [String: Set<LifecycleMethod>]

    /// Whether the code the class at `index` of `classes` (nearest first) writes in `method` runs
    /// for the first class: no nearer class overrides `method` without calling `super`. Code in no
    /// view event (`nil`) is not cut off.
    package func runs(_ method: LifecycleMethod?, at index: Int, of classes: [String]) -> Bool {
        cutOffBy(method, at: index, of: classes) == nil
    }

    /// The nearest class before `index` that overrides `method` without calling `super`, when one does.
    package func cutOffBy(_ method: LifecycleMethod?, at index: Int, of classes: [String]) -> String? {
        guard let method, index > 0, !byClass.isEmpty else { return nil }
        return classes[..<index].first { byClass[$0]?.contains(method) == true }
    }
}
