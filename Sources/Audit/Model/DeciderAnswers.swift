import InterfaceBuilderReader
import SourceModel
import StatusBarEngine

/// What any controller of the app answers when it is the one that decides, over the whole app (a
/// closed world: the classes the repository declares, its storyboards' scenes, the values its code
/// assigns, and UIKit's own controllers). Where the audit cannot tell which controller decides (a
/// presenter whose place is not known, a presentation made by code that is not a controller), the
/// outcome is one of these answers: when they are all alike, it does not matter which decides
/// (`../shared/spec/audit.md`, "Possibilities, not guesses").
///
/// The three sets are taken apart (every style with every visibility and interface style): a
/// wider set than the app can show, never a narrower one.
package struct DeciderAnswers: Sendable, Hashable {
    /// One answer a deciding controller can give.
    package struct Answer: Sendable, Hashable {
        package var style: StatusBarStyle
        package var hidden: Bool
        /// The interface style it is seen in (`unspecified`: the window's).
        package var interfaceStyle: InterfaceStyle

        /// `lightContent, hidden, dark interface style`.
        package var described: String {
            style.rawValue + (hidden ? ", hidden" : "") + (interfaceStyle == .unspecified ? "" : ", \(interfaceStyle.rawValue) interface style")
        }
    }

    /// The styles a deciding controller can answer (`default` is UIKit's plain controller's).
    package private(set) var styles: Set<StatusBarStyle> = [.default]
    /// The visibilities it can answer (`false` is UIKit's).
    package private(set) var hidden: Set<Bool> = [false]
    /// The interface styles a controller can be given (`unspecified`: none set).
    package private(set) var interfaceStyles: Set<InterfaceStyle> = [.unspecified]
    /// Why the set is not closed (an answer the source does not give, a controller class from a
    /// dependency the repository does not hold), else `nil`.
    package private(set) var blocker: String?

    /// The most answers the audit tries for one unknown decider.
    package static let limit = 12

    /// Every answer, in a stable order (styles, then visibility, then interface style); `nil` when
    /// the set is not closed or has more than ``limit`` answers. The interface style changes only
    /// what `default` draws (R9): the other styles are given once.
    package var answers: [Answer]? {
        guard blocker == nil, count <= DeciderAnswers.limit else { return nil }
        var all: [Answer] = []
        for s in StatusBarStyle.allCases where styles.contains(s) {
            for h in [false, true] where hidden.contains(h) {
                for i in InterfaceStyle.allCases where interfaceStyles.contains(i) && (s == .default || i == .unspecified) {
                    all.append(Answer(style: s, hidden: h, interfaceStyle: i))
                }
            }
        }
        return all
    }

    /// How many answers there are.
    private var count: Int {
        hidden.count * (styles.count - (styles.contains(.default) ? 1 : 0) + (styles.contains(.default) ? interfaceStyles.count : 0))
    }

    /// Why the answers cannot be tried: the blocker, or the bound.
    package var notTried: String? {
        if let blocker { return blocker }
        return count > DeciderAnswers.limit
            ? "the app's controllers give \(count) different answers, more than the \(DeciderAnswers.limit) the audit tries" : nil
    }

    package init() {}

    /// The answers of every controller class the app owns (and vendored ones), of its storyboards'
    /// navigation bars and interface styles, and of what its code assigns to any controller.
    package init(graph: ClassGraph, answers: AnswerBuilder, documents: [IBDocument], sources: [SourceFacts], app: AuditedApp) {
        // (Once the set is not closed nothing else is asked: the first blocker in name order is the one named.)
        // (The names are picked, then sorted: sorting the records themselves moved every record.)
        // (An Objective-C class is recorded where its `@interface` is, often a header no target
        // compiles: it is the app's when a file the app compiles declares it, its `@implementation`.)
        let names = graph.records.compactMap { key, record in
            record.name == key && (record.isVendored || app.owns(record.location.file)
                || (graph.declarations[key] ?? []).contains { app.owns($0.location.file) }) ? key : nil
        }
        let answeredOffControllers = DeciderAnswers.membersAnsweredOffControllers(graph)
        for key in names.sorted() {
            add(classNamed: key, graph: graph, answers: answers, answeredOffControllers: answeredOffControllers)
            if blocker != nil { return }
        }
        if let proxy = app.appWide.navigationBarStyle { addBar(proxy) }
        for doc in documents where app.owns(doc.file) {
            for c in doc.controllers {
                if c.kind == .navigation, c.navigationBar?.barStyle == .black { addBar(.black) }
                switch c.interfaceStyle?.style {
                case .light?: interfaceStyles.insert(.light)
                case .dark?: interfaceStyles.insert(.dark)
                default: break
                }
            }
        }
        for facts in sources {
            for a in facts.assignments {
                switch a.watched {
                // A value the audit cannot read is any of the type's few cases.
                case .navigationBarStyle?:
                    if case .enumCase(let c) = a.value { addBar(BarStyle(caseName: c)) } else { addBar(.default); addBar(.black) }
                // A window's style is the appearance a prediction is made in (light or dark):
                // both are predicted already.
                // A view's (`glassView.overrideUserInterfaceStyle`, a view subclass's own) reaches
                // its subviews, not the controller the status bar asks.
                case .overrideUserInterfaceStyle? where !a.isOnWindow && !DeciderAnswers.isOnView(a, graph: graph):
                    switch a.value {
                    case .enumCase("dark"): interfaceStyles.insert(.dark)
                    case .enumCase("light"): interfaceStyles.insert(.light)
                    case .enumCase: break
                    // The appearance the prediction is made in (`UIScreen.main.traitCollection.userInterfaceStyle`),
                    // or another controller's override (`picker.overrideUserInterfaceStyle`), in the set already.
                    case _ where DeciderAnswers.copiesAStyleInTheSet(a.valueText): break
                    default: interfaceStyles.formUnion([.light, .dark])
                    }
                default: break
                }
            }
            for m in facts.swiftUIModifiers { add(m) }
        }
    }

    /// A controller class of a dependency: named as a view, navigation, tab bar or split view
    /// controller, and not one of Apple's frameworks (`AVPlayerViewController`, `SFSafariViewController`:
    /// they answer as UIKit's plain controller).
    static func isDependencyController(_ name: String) -> Bool {
        guard ["ViewController", "NavigationController", "TabBarController"].contains(where: name.hasSuffix) else { return false }
        let apple = ["UI", "NS", "AV", "SF", "MF", "QL", "PK", "CN", "EK", "PH", "GK", "MK", "WK", "SK", "MP", "MS", "INUI", "CP", "HK",
                     "VN", "AR", "SC", "SL", "ST", "MC", "AS"]
        return !apple.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first.map { $0.isUppercase } == true
        }
    }

    /// A value that is the appearance a prediction is made in (a trait collection's style, the
    /// window's override), or a controller's override (not a view's: `self.view.overrideUserInterfaceStyle`,
    /// which the set leaves out).
    static func copiesAStyleInTheSet(_ value: String) -> Bool {
        if value.hasSuffix("traitCollection.userInterfaceStyle") { return true }
        let suffix = ".overrideUserInterfaceStyle"
        guard value.hasSuffix(suffix) else { return false }
        let base = lastName(of: value.dropLast(suffix.count))
        return !base.isEmpty && !namesAView(base)
    }

    /// Made on a view: a receiver named as a view (`view`, `glassView`), or `self` in a class of the
    /// project that is no controller.
    static func isOnView(_ a: Assignment, graph: ClassGraph) -> Bool {
        let receiver = lastName(of: a.receiver[...])
        if namesAView(receiver) { return true }
        guard receiver.isEmpty || receiver == "self", let type = a.enclosingType else { return false }
        return graph.isAppClass(type) && !graph.isViewController(type)
    }

    /// The last name of a chain (`glassView` in `self.glassView`), the chain itself when it has no dot.
    private static func lastName(of chain: Substring) -> Substring { chain.split(separator: ".").last ?? chain }

    /// Whether a receiver's name says it is a view (`view`, `glassView`).
    private static func namesAView(_ name: Substring) -> Bool { name.lowercased().hasSuffix("view") }

    /// The class a forwarding's target is declared or cast as: `(UIViewController *)self.delegate`,
    /// or a property of `cls` (or an app superclass) with its declared type, optionals unwrapped;
    /// `nil` when neither says.
    static func forwardedType(_ target: String, in cls: String, graph: ClassGraph) -> String? {
        // `(UIViewController *)self.delegate`: cast to a controller class where it is forwarded to.
        if target.hasPrefix("("), let close = target.firstIndex(of: ")") {
            return String(target[target.index(after: target.startIndex)..<close].filter { $0 != "*" && $0 != " " })
        }
        var name = Substring(target)
        if name.hasPrefix("self.") { name = name.dropFirst(5) }
        while name.last == "?" || name.last == "!" { name = name.dropLast() }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        for c in graph.chain(of: cls).appClasses {
            for decl in graph.declarations[c] ?? [] {
                guard let p = decl.property(named: String(name)) else { continue }
                guard let declared = p.declaredType else { return nil }
                var type = Substring(declared)
                while type.last == "?" || type.last == "!" { type = type.dropLast() }
                return String(type)
            }
        }
        return nil
    }

    private mutating func block(_ why: String) {
        if blocker == nil { blocker = why }
    }

    /// A navigation controller whose bar is visible answers from its bar's style (R6).
    private mutating func addBar(_ style: BarStyle) {
        styles.insert(style == .black ? .lightContent : .default)
    }

    /// The value members (style, visibility) a type of the app that is no controller declares (a
    /// theme's `var preferredStatusBarStyle`): where one does, `x.preferredStatusBarStyle` may be that
    /// type's answer, not a controller's.
    static func membersAnsweredOffControllers(_ graph: ClassGraph) -> Set<StatusBarMember> {
        var found: Set<StatusBarMember> = []
        // (The names are looked for first, the class's chain only for a type that declares one:
        // asking every type's chain cost 2% of an audit of woocommerce-ios after an edit.)
        func note(_ name: String, of type: String) {
            guard let m = StatusBarMember(memberName: name), m == .preferredStatusBarStyle || m == .prefersStatusBarHidden,
                  !found.contains(m), !graph.isViewController(type) else { return }
            found.insert(m)
        }
        // (A Swift `override` overrides a controller's member: its class is a controller of a
        // framework the audit does not know, `ASCredentialProviderViewController`.)
        for (type, overrides) in graph.overrides {
            for o in overrides where o.language != .swift { note(o.member.rawValue, of: type) }
        }
        for (type, decls) in graph.declarations {
            for d in decls {
                for p in d.properties where p.name.hasPrefix("prefersStatusBar") || p.name.hasPrefix("preferredStatusBar") { note(p.name, of: type) }
                for m in d.styleMembers where m.name.hasPrefix("preferredStatusBar") { note(m.name, of: type) }
            }
        }
        return found
    }

    private mutating func add(classNamed cls: String, graph: ClassGraph, answers builder: AnswerBuilder,
                              answeredOffControllers: Set<StatusBarMember>) {
        let chain = graph.chain(of: cls)
        guard let system = chain.system else {
            // A class whose chain leaves the repository: a controller of a dependency that is not
            // checked out may answer anything.
            if let last = chain.appClasses.last, let superclass = graph.records[last]?.superclass.map(ClassGraph.plainName),
               graph.records[superclass] == nil, DeciderAnswers.isDependencyController(superclass) {
                block("'\(cls)' inherits '\(superclass)', a controller class the repository does not hold")
            }
            return
        }
        let a = builder.answers(for: cls)
        // A forwarding to another controller's answer answers what that controller answers, which
        // is in the set already: only its fallback and its other branches' values are new. The
        // target is a controller where the app declares or casts it as one; where it says nothing
        // of its type (UIKit's `topViewController`, `[presenting prefersStatusBarHidden]`), where
        // no type of the app but its controllers declares the member (a theme's
        // `preferredStatusBarStyle` could be read instead).
        let toController = { (target: String, member: StatusBarMember) -> Bool in
            if let type = DeciderAnswers.forwardedType(target, in: cls, graph: graph) { return graph.isViewController(type) }
            return !answeredOffControllers.contains(member)
        }
        let followed = { (member: StatusBarMember) -> ClassAnswers.Forwarding? in
            guard let f = a.forwardings[member] else { return nil }
            let toControllers = f.isController || ([f.target] + f.otherTargets).allSatisfy { toController($0, member) }
            return toControllers ? f : nil
        }
        let forwardsStyle: Bool
        switch a.childForStyle {
        case .inherited: forwardsStyle = system.kind == .tabBar
        case .values(let targets, _): forwardsStyle = !targets.contains(.none)
        // A child the audit cannot name is still a controller (its answer one of the set's) or
        // `nil`, where the class's own answer counts.
        case .unknown: forwardsStyle = false
        }
        if !forwardsStyle {
            switch a.style {
            case .inherited: if system.kind == .navigation { addBar(a.barStyle ?? .default) }
            case .values(let values, _): styles.formUnion(values)
            case .unknown(let why):
                if let f = followed(.preferredStatusBarStyle) {
                    for value in f.values + (f.fallback.map { [$0] } ?? []) {
                        guard let style = StatusBarStyle(rawValue: value) else { return block("'\(cls)' preferredStatusBarStyle: falls back to '\(value)'") }
                        styles.insert(style)
                    }
                } else {
                    block("'\(cls)' preferredStatusBarStyle: \(why)")
                }
            }
        }
        let forwardsHidden: Bool
        switch a.childForHidden {
        case .inherited: forwardsHidden = system.kind == .tabBar || system.kind == .navigation
        case .values(let targets, _): forwardsHidden = !targets.contains(.none)
        case .unknown: forwardsHidden = false
        }
        if !forwardsHidden {
            switch a.hidden {
            case .inherited: break
            case .values(let values, _): hidden.formUnion(values)
            case .unknown(let why):
                if let f = followed(.prefersStatusBarHidden) {
                    for value in f.values + (f.fallback.map { [$0] } ?? []) {
                        guard value == "true" || value == "false" else { return block("'\(cls)' prefersStatusBarHidden: falls back to '\(value)'") }
                        hidden.insert(value == "true")
                    }
                } else {
                    block("'\(cls)' prefersStatusBarHidden: \(why)")
                }
            }
        }
        if let s = a.overrideUserInterfaceStyle { interfaceStyles.insert(s) }
    }

    /// What a SwiftUI view asks of the controller that hosts it.
    private mutating func add(_ m: SwiftUIModifier) {
        switch m.kind {
        case .statusBarHidden, .statusBar:
            if case .bool(let b) = m.value { hidden.insert(b) } else { hidden.formUnion([false, true]) }
        case .toolbarVisibilityModifier where m.placements.contains(.statusBar):
            switch m.value {
            case .enumCase("hidden"): hidden.insert(true)
            case .enumCase: break
            default: hidden.insert(true)
            }
        case .preferredColorScheme:
            switch m.value {
            case .enumCase("dark"): interfaceStyles.insert(.dark)
            case .enumCase("light"): interfaceStyles.insert(.light)
            default: interfaceStyles.formUnion([.light, .dark])
            }
        case .toolbarColorScheme:
            switch m.value {
            case .enumCase("dark"): styles.insert(.lightContent)
            case .enumCase("light"): styles.insert(.darkContent)
            case .enumCase("none"): break
            default: styles.formUnion([.lightContent, .darkContent])
            }
        default: break
        }
    }
}
