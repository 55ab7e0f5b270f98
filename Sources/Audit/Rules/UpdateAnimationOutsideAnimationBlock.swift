import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `update-animation-outside-animation-block`: a controller class overrides
/// `preferredStatusBarUpdateAnimation` with an animation (`slide` or `fade` on every path), its
/// hidden answer changes (``UpdatePaths/changes(_:)``, in it or a subclass), and it calls
/// `setNeedsStatusBarAppearanceUpdate()` on itself, but never inside an animation block
/// (``AnimationBlock``), so the bar jumps instead of animating (R8).
///
/// Decisions, each leaving a class unreported when the audit cannot tell:
/// - the class's own calls count: on `self` (or `super`), in the class, its app superclasses and
///   its subclasses; a class with none is not reported;
/// - a call counts as animated when it is inside an animation block, or inside a closure or block
///   the reader cannot tell (`DispatchQueue.main.async { … }`, a helper of the app's taking one);
///   a call in an animation's `completion` runs after the animation, outside it;
/// - a call in a method that may run inside one counts as animated too (``UpdatePaths``): the
///   method, or a method of the class calling it on `self` (at any depth), is called in a closure
///   or a block; or it is a property's observer or setter and the property is assigned in one;
/// - a `setNeedsStatusBarAppearanceUpdate()` on another receiver (`parent?.…`) inside an animation
///   block, or in a block the reader cannot tell, may animate any controller's change: then no
///   class of the app is reported;
/// - where hidden never changes, `animation-without-hidden-change` says the override has no
///   effect; the two rules never report one class.
///
/// Not followed: a method of the class called on it from another type (`player.hideControls()`
/// inside another controller's animation block).
package struct UpdateAnimationOutsideAnimationBlock: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    /// Where the status bar updates of a class may run, from the method calls and assignments of
    /// the app's sources.
    struct UpdatePaths {
        let direct: [MethodCalls.Direct]
        let inClosures: [MethodCalls.Direct]
        /// Assignments to each stored property, by name.
        let assignments: [String: [Assignment]]

        init(_ sources: [SourceFacts]) {
            direct = sources.flatMap(\.methodCalls.direct)
            inClosures = sources.flatMap(\.methodCalls.inClosures)
            var byName: [String: [Assignment]] = [:]
            for facts in sources {
                for a in facts.assignments { byName[a.property.name, default: []].append(a) }
            }
            assignments = byName
        }

        /// The property `function` observes or sets: Swift `controlsHidden.didSet`,
        /// `controlsHidden.willSet`, `controlsHidden.set`; the Objective-C setter `setControlsHidden:`.
        static func observedProperty(_ function: String) -> String? {
            if let dot = function.firstIndex(of: "."), ["didSet", "willSet", "set"].contains(function[function.index(after: dot)...]) {
                return String(function[..<dot])
            }
            guard function.hasPrefix("set"), function.hasSuffix(":"), function.filter({ $0 == ":" }).count == 1 else { return nil }
            let name = function.dropFirst(3).dropLast()
            guard let first = name.first, first.isUppercase else { return nil }
            return first.lowercased() + name.dropFirst()
        }

        /// True when a hidden answer changes: it has two values, or it reads a property that is
        /// assigned something other than its one value (the other literal, `toggle()`, `!x`, a
        /// parameter). A property read but never assigned, as far as the app's code shows, does not.
        func changes(_ hidden: AnswerValue<Bool>) -> Bool {
            guard case .values(let values, let dependsOn) = hidden, let first = values.first else { return false }
            if Set(values).count > 1 { return true }
            return dependsOn.contains { name in
                let last = name.split(separator: ".").last.map(String.init) ?? name
                return (assignments[last] ?? []).contains { $0.value != .bool(first) }
            }
        }

        /// True when `function` of a class of `related` may run inside an animation block, or the
        /// audit cannot tell: it, or a method of `related` calling it directly on `self` (at any
        /// depth), is called in a closure or a block of `related`; or it observes a property
        /// assigned in one (`UIView.animate { self.controlsHidden = true }` runs `didSet` there).
        func mayAnimate(_ function: String, related: Set<String>) -> Bool {
            var reached: Set<String> = [function]
            var pending = [function]
            while let f = pending.popLast() {
                if inClosures.contains(where: { $0.callee == f && related.contains($0.enclosingType) }) { return true }
                var callers = direct.filter { $0.callee == f && related.contains($0.enclosingType) }.map(\.caller)
                if let property = Self.observedProperty(f) {
                    let sets = assignments[property] ?? []
                    if sets.contains(where: { $0.animationBlock != .outside }) { return true }
                    callers += sets.filter { $0.target == .ownController && related.contains($0.enclosingType ?? "") }
                        .compactMap(\.enclosingFunction)
                }
                for caller in callers where reached.insert(caller).inserted { pending.append(caller) }
            }
            return false
        }
    }

    /// Receivers that make a call the class's own.
    static let ownReceivers: Set<String> = ["self", "super"]

    package func check(_ model: AuditModel) -> [Finding] {
        let sources = model.ownSources
        let updates = sources.flatMap { $0.calls.filter { $0.kind == .setNeedsStatusBarAppearanceUpdate } }
        // An update of another controller inside an animation (or a block the reader cannot tell)
        // may animate any controller's change.
        guard !updates.isEmpty,
              !updates.contains(where: { !Self.ownReceivers.contains($0.receiver) && $0.animationBlock != .outside })
        else { return [] }
        let subclasses = model.subclassIndex()
        // Built only when a class is left that needs it (most apps have none).
        lazy var paths = UpdatePaths(sources)
        var findings: [Finding] = []
        for facts in sources {
            for o in facts.overrides where o.member == .preferredStatusBarUpdateAnimation {
                guard model.graph.isAppClass(o.typeName), model.graph.kind(of: o.typeName) == .viewController,
                      model.app(ownerOf: facts.path)?.app.mode != .application,
                      let animations = model.answers.answers(for: o.typeName).animation.possible,
                      !animations.isEmpty, !animations.contains(.none)
                else { continue }
                let classes = (subclasses[o.typeName] ?? []) + [o.typeName]
                // Hidden changes: else the override has no effect (`animation-without-hidden-change`).
                guard classes.contains(where: { paths.changes(model.answers.answers(for: $0).hidden) }) else { continue }
                let related = Set(model.graph.chain(of: o.typeName).appClasses + classes)
                let own = updates.filter { Self.ownReceivers.contains($0.receiver) && related.contains($0.enclosingType ?? "") }
                guard !own.isEmpty,
                      own.allSatisfy({ $0.animationBlock == .outside && !paths.mayAnimate($0.enclosingFunction ?? "", related: related) })
                else { continue }
                let animation = RuleText.values(Set(animations).sorted { $0.rawValue < $1.rawValue }.map(\.rawValue))
                let fix = o.language == .objc ? "[UIView animateWithDuration:… animations:^{ … }]" : "UIView.animate(withDuration:) { … }"
                let message = "'\(o.typeName)' asks for the \(animation) animation in preferredStatusBarUpdateAnimation, but calls "
                    + "\(RuleText.updateCall(o.language)) only outside an animation block: the status bar jumps instead of "
                    + "animating when prefersStatusBarHidden changes; call it inside \(fix)"
                let notes = Set(own.map(\.location)).sorted().map {
                    RelatedLocation($0, "the status bar is updated here, outside any animation block")
                }
                findings.append(finding(o.location, message, related: notes, subject: .controller(o.typeName)))
            }
        }
        return Finding.merged(findings)
    }
}
