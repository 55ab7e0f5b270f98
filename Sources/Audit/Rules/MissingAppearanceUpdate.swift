import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `missing-appearance-update`: an answer reads a stored property (`Answer.storedProperty`, a
/// name a conditional answer depends on, or for `childFor…` the property forwarded to or whose last
/// or first element is) and a method of the class assigns that property without
/// calling `setNeedsStatusBarAppearanceUpdate()` in the same function, while the property's
/// observers do not call it either (R10).
///
/// Decisions: only assignments to the class's own property (`x = …`, `self.x = …`) in a method of
/// the class or of a subclass count; assignments before the controller is displayed are fine, since
/// showing it is an appearance update: in `init`, `deinit`, `awakeFromNib`, `loadView`,
/// `viewDidLoad` and `viewWillAppear(_:)`, in the parts of an initializer named by convention
/// (`commonInit`, `finalizeInit`, `initialize`), and in methods of the class called only from those
/// (issue "The screen graph", point 8): called directly on `self` (`setUp()`, `self.setUp()`,
/// `[self setUp]`) from them and never otherwise (from another method, inside a closure or a block,
/// on another receiver, or named by a selector). Assignments from other types are not followed.
package struct MissingAppearanceUpdate: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    /// The methods that update the status bar: each calls `setNeedsStatusBarAppearanceUpdate()`,
    /// or calls such a method directly on `self` (`updateStatusBar()` calling it, `toggleChrome()`
    /// calling `updateStatusBar()`).
    struct Updaters {
        /// The methods that call `setNeedsStatusBarAppearanceUpdate()` themselves, with their class.
        let own: [(type: String, function: String)]
        let direct: [MethodCalls.Direct]
        let inClosures: [MethodCalls.Direct]

        init(_ sources: [SourceFacts]) {
            own = sources.flatMap { facts in
                facts.calls.compactMap { call in
                    guard call.kind == .setNeedsStatusBarAppearanceUpdate, let type = call.enclosingType,
                          let function = call.enclosingFunction else { return nil }
                    return (type, function)
                }
            }
            direct = sources.flatMap(\.methodCalls.direct)
            inClosures = sources.flatMap(\.methodCalls.inClosures)
        }

        /// The methods of `related` (a class with its app superclasses and subclasses) that update:
        /// those that call `setNeedsStatusBarAppearanceUpdate()`, and those that call one of them
        /// directly on `self`; with the calls on `self` made in `related`'s methods (directly, then
        /// in closures or blocks).
        private func updating(_ related: Set<String>) -> (methods: Set<String>, calls: [MethodCalls.Direct], inClosures: [MethodCalls.Direct]) {
            var updating = Set(own.filter { related.contains($0.type) }.map(\.function))
            let calls = direct.filter { related.contains($0.enclosingType) }
            let closures = inClosures.filter { related.contains($0.enclosingType) }
            guard !updating.isEmpty else { return ([], calls, closures) }
            var changed = true
            while changed {
                changed = false
                for c in calls where updating.contains(c.callee) && !updating.contains(c.caller) {
                    updating.insert(c.caller)
                    changed = true
                }
            }
            return (updating, calls, closures)
        }

        /// True when one of `functions` calls, on `self` (directly, or in a closure or block it
        /// makes), a method of `related` (a class with its app superclasses and subclasses) that updates.
        func callsUpdater(_ functions: Set<String>, related: Set<String>) -> Bool {
            let (updating, calls, closures) = updating(related)
            return (calls + closures).contains { functions.contains($0.caller) && updating.contains($0.callee) }
        }

        /// True when `function` updates (it is one of the updating methods, or ``callsUpdater(_:related:)``),
        /// or is called only directly on `self`, and every function that calls it updates in the same
        /// way: a helper that changes the state for a caller that then updates (`configureChildren()`
        /// called by `setChildren(_:)`, which calls `setNeedsStatusBarAppearanceUpdate()`).
        func updatesOrCallersDo(_ function: String, related: Set<String>, otherUses: Set<String>) -> Bool {
            let (updating, calls, closures) = updating(related)
            var seen: Set<String> = []
            func covered(_ f: String, depth: Int) -> Bool {
                if updating.contains(f) || (calls + closures).contains(where: { $0.caller == f && updating.contains($0.callee) }) { return true }
                guard depth < 4, !otherUses.contains(f), !LifecycleMethod.isSystemCallback(f), seen.insert(f).inserted else { return false }
                let callers = Set(calls.filter { $0.callee == f }.map(\.caller))
                guard !callers.isEmpty, !closures.contains(where: { $0.callee == f }) else { return false }
                return callers.allSatisfy { covered($0, depth: depth + 1) }
            }
            return covered(function, depth: 0)
        }
    }

    /// The methods of each class called only while its controller is set up: directly on `self`
    /// from a function that ``LifecycleMethod/runsBeforeDisplay(function:)`` (or from another such method), never used
    /// otherwise anywhere in the app's code, by class (the class and its app superclasses and
    /// subclasses share their methods).
    struct SetupOnlyMethods {
        let direct: [MethodCalls.Direct]
        let otherUses: Set<String>

        init(_ sources: [SourceFacts]) {
            direct = sources.flatMap(\.methodCalls.direct)
            otherUses = Set(sources.flatMap(\.methodCalls.otherUses))
        }

        /// True when `function` of `related` (a class with its app superclasses and subclasses) is
        /// called only from setup.
        func contains(_ function: String, related: Set<String>) -> Bool {
            guard !otherUses.contains(function),
                  !LifecycleMethod.isSystemCallback(function)
            else { return false }
            let calls = direct.filter { related.contains($0.enclosingType) }
            var setup: Set<String> = []
            var changed = true
            while changed {
                changed = false
                for callee in Set(calls.map(\.callee)).sorted() where !setup.contains(callee) && !otherUses.contains(callee)
                    && !LifecycleMethod.runsBeforeDisplay(function: callee)
                    && !LifecycleMethod.isSystemCallback(callee)
                {
                    let callers = calls.filter { $0.callee == callee }.map(\.caller)
                    if callers.allSatisfy({ LifecycleMethod.runsBeforeDisplay(function: $0) || setup.contains($0) }) {
                        setup.insert(callee)
                        changed = true
                    }
                }
            }
            return setup.contains(function)
        }
    }

    /// Classes whose storyboard scenes have segues, all of them embed segues: their
    /// `prepare(for:sender:)` only runs while the view loads (container views), before display.
    static func classesWithOnlyEmbedSegues(_ model: AuditModel) -> Set<String> {
        var embeds: Set<String> = [], others: Set<String> = []
        for doc in model.documents {
            for segue in doc.segues {
                guard let source = doc.controller(withID: segue.sourceControllerID) else { continue }
                let cls = ClassGraph.plainName(source.className)
                switch segue.kind {
                case .embed: embeds.insert(cls)
                case .relationship, .unwind: break
                default: others.insert(cls)
                }
            }
        }
        return embeds.subtracting(others)
    }

    /// True for the property's own accessor: Swift `name.didSet`, `name.set`; the Objective-C
    /// setter `setName:`.
    static func isAccessor(_ function: String, of name: String) -> Bool {
        if function.hasPrefix(name + ".") { return true }
        return !name.isEmpty && function == WatchedProperty.setterSelector(name)
    }

    package func check(_ model: AuditModel) -> [Finding] {
        let sources = model.ownSources
        var assignments: [String: [(facts: SourceFacts, assignment: Assignment)]] = [:]
        for facts in sources {
            for a in facts.assignments where a.target == .ownController { assignments[a.property.name, default: []].append((facts, a)) }
        }
        let subclasses = model.subclassIndex()
        let embedOnly = Self.classesWithOnlyEmbedSegues(model)
        let setupOnly = SetupOnlyMethods(sources)
        // Built only when an assignment is left that needs it (most apps have none).
        lazy var updaters = Updaters(sources)
        // One finding per assignment, naming every answer it changes.
        var hits: [SourceLocation: (name: String, cls: String, function: String?, members: [String], related: [RelatedLocation],
                                    language: SourceLanguage)] = [:]
        for facts in sources {
            for o in facts.overrides where !o.inExtension || model.graph.isAppClass(o.typeName) {
                // The child a container forwards to is state too (`childForStatusBarStyle` returning
                // `current`, or `viewControllers.last` through its own `topViewController`).
                guard o.member != .preferredStatusBarUpdateAnimation,
                      model.app(ownerOf: facts.path)?.app.mode != .application else { continue }
                let classes = Set((subclasses[o.typeName] ?? []) + [o.typeName])
                for name in o.answer.namesRead {
                    guard let property = model.storedProperty(name, in: model.graph.chain(of: o.typeName).appClasses),
                          !property.isConstant, !property.didSetUpdatesAppearance else { continue }
                    for (other, a) in assignments[name] ?? [] {
                        guard let type = a.enclosingType, classes.contains(type) else { continue }
                        let function = a.enclosingFunction ?? ""
                        if LifecycleMethod.runsBeforeDisplay(function: function) || Self.isAccessor(function, of: name) { continue }
                        // A method called only from those runs before display too.
                        let related = Set(model.graph.chain(of: type).appClasses + (subclasses[type] ?? []) + [type])
                        if setupOnly.contains(function, related: related) { continue }
                        // `prepare(for:sender:)` of a scene whose only segues are embed segues runs
                        // while its view loads, before the bar first asks.
                        if LifecycleMethod.isPrepareForSegue(function), embedOnly.contains(type) { continue }
                        let updates = other.calls.contains {
                            $0.kind == .setNeedsStatusBarAppearanceUpdate && $0.enclosingType == type && $0.enclosingFunction == a.enclosingFunction
                        }
                        if updates { continue }
                        // The function calls a method that updates, or the property's observer does
                        // (`didSet { refreshChrome() }`, an Objective-C setter).
                        let observers: Set<String> = [function, name + ".didSet", WatchedProperty.setterSelector(name)]
                        if updaters.callsUpdater(observers, related: related) { continue }
                        if updaters.updatesOrCallersDo(function, related: related, otherUses: setupOnly.otherUses) { continue }
                        // A container built on a library's (vendored code, read for its declarations
                        // only): its transitions, which the app's changes of the child go through, may update.
                        if o.member.isChildForwarding, model.graph.librarySuperclass(of: type) != nil { continue }
                        let note = RelatedLocation(o.location, "\(o.member.rawValue) reads '\(name)' here")
                        var hit = hits[a.location] ?? (name, o.typeName, a.enclosingFunction, [], [], a.language)
                        if !hit.members.contains(o.member.rawValue) { hit.members.append(o.member.rawValue) }
                        if !hit.related.contains(note) { hit.related.append(note) }
                        hits[a.location] = hit
                    }
                }
            }
        }
        var findings: [Finding] = []
        for (location, hit) in hits {
            let inFunction = hit.function.map { " in '\($0)'" } ?? ""
            let what = hit.members.allSatisfy { StatusBarMember(rawValue: $0)?.isChildForwarding == true }
                ? "the child '\(hit.cls)' forwards to for" : "what '\(hit.cls)' answers for"
            let message = "'\(hit.name)' changes \(what) \(hit.members.sorted().joined(separator: " and ")), but "
                + "nothing calls \(RuleText.updateCall(hit.language))\(inFunction): the status bar stays stale until the next "
                + "update; call it after the change, or in the property's \(hit.language == .objc ? "setter" : "didSet")"
            findings.append(finding(location, message, related: hit.related, subject: .controller(hit.cls)))
        }
        return Finding.merged(findings)
    }
}
