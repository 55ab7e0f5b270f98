import SourceModel
import StatusBarEngine

/// `preference-swallowed-by-container`: a custom container (a plain controller of the app that
/// adds child controllers: a side panel, a root that switches children, a wrapper) does not
/// forward `childForStatusBarStyle`/`childForStatusBarHidden` (R5, R7: a custom container's
/// default is `nil`), while a child it adds answers differently from it: the child's answer is
/// never asked for while it is there.
///
/// Reported at the child's override, once per override (the containers that swallow it are
/// related locations), when all of these hold:
/// - the container adds the child itself (`addChild(x)`, `[self addChildViewController:x]`) and
///   the child's class is known (created there, or a local or property of that class);
/// - the container is a plain controller whose class chain is all the app's own code (a vendored
///   superclass may forward in code the audit does not read) and says nothing of the child slot
///   (no `childForStatusBarStyle` override at all: one returning `nil` decides on purpose, one
///   the audit cannot read may forward);
/// - both answers are read (a container answering `child.preferredStatusBarStyle` is not read as
///   a constant) and the child's possible values are not the container's;
/// - the child decides no screen of the app (shown elsewhere on its own, its answer is used there);
/// - the app is in controller-based mode.
///
/// And at a plain `UISplitViewController` made in code (R5: a split view's
/// `childForStatusBarStyle` is `nil`, it decides for its columns), when the app declares its own
/// split view subclass that forwards to a column: the app wants its columns to decide, and this
/// split view does not let them (a coordinator that makes the plain class where the app's
/// forwarding one was meant).
package struct PreferenceSwallowedByContainer: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    /// One answer the container swallows: the child's override and the containers that swallow it.
    private struct Swallowed {
        var child: String
        var member: StatusBarMember
        var answer: String
        var containers: [(name: String, at: SourceLocation)] = []
    }

    package func check(_ model: AuditModel) -> [Finding] {
        // Where the child's answer is used on its own: a screen it decides in some era.
        var deciders: Set<ScreenDecider> = []
        for r in model.screens {
            for era in r.eras {
                deciders.insert(era.prediction.styleDecidedBy)
                deciders.insert(era.prediction.hiddenDecidedBy)
            }
        }
        var swallowed: [SourceLocation: Swallowed] = [:]
        for facts in model.ownSources {
            for call in facts.calls {
                guard let (container, child) = call.childAddedToSelf, model.graph.kind(of: container) == .viewController,
                      model.graph.kind(of: child) == .viewController, model.graph.isAppClass(child),
                      !deciders.contains(.controller(child)), model.graph.librarySuperclass(of: container) == nil,
                      model.app(ownerOf: call.location.file)?.app.mode == .viewControllerBased
                else { continue }
                let outer = model.answers.answers(for: container)
                let inner = model.answers.answers(for: child)
                for (member, slot, own, theirs) in [
                    (StatusBarMember.preferredStatusBarStyle, outer.childForStyle, Self.names(outer.style, default: "default"),
                     Self.names(inner.style, default: nil)),
                    (StatusBarMember.prefersStatusBarHidden, outer.childForHidden, Self.names(outer.hidden, default: "false"),
                     Self.names(inner.hidden, default: nil)),
                ] {
                    guard case .inherited = slot, let own, let theirs, Set(theirs) != Set(own),
                          let location = inner.locations[member] else { continue }
                    var entry = swallowed[location] ?? Swallowed(child: child, member: member, answer: RuleText.values(theirs))
                    entry.containers.append((container, call.location))
                    swallowed[location] = entry
                }
            }
        }
        var findings: [Finding] = []
        for (location, entry) in swallowed {
            let containers = Dictionary(entry.containers.map { ($0.name, $0.at) }, uniquingKeysWith: { min($0, $1) })
                .sorted { $0.key < $1.key }
            let language = model.graph.records[containers[0].key]?.language ?? .swift
            let slot = (entry.member == .preferredStatusBarStyle ? StatusBarMember.childForStatusBarStyle : .childForStatusBarHidden)
                .spelled(in: language)
            let names = RuleText.values(containers.map { "'\($0.key)'" })
            let message = "'\(entry.child)' answers \(entry.answer) but is a child of \(names), which "
                + (containers.count == 1 ? "does" : "do") + " not forward \(slot): its answer is never used; "
                + "return the child on screen from \(slot) in \(names) (and call \(RuleText.updateCall(language)) on it after "
                + "switching children), or remove the override"
            let related = containers.map { RelatedLocation($0.value, "'\($0.key)' adds '\(entry.child)' as a child here") }
            findings.append(finding(location, message, related: related))
        }
        findings += plainSplitViews(model)
        return findings.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    /// The plain split views made in code of an app that declares a forwarding split view subclass.
    private func plainSplitViews(_ model: AuditModel) -> [Finding] {
        // (Filtered, then sorted: the split views are a few of the thousands of classes.)
        let forwarding = model.graph.records.filter { name, record in
            guard record.name == name, !record.isVendored, model.graph.kind(of: name) == .split else { return false }
            let answers = model.answers.answers(for: name)
            return [answers.childForStyle, answers.childForHidden].contains { slot in
                slot.possible?.contains { $0 != .none } == true
            }
        }.keys.sorted()
        guard !forwarding.isEmpty else { return [] }
        var findings: [Finding] = []
        for facts in model.ownSources {
            for call in facts.calls where call.kind == .makesSplitView {
                let owners = model.buildingApps(of: call.location.file).filter { $0.app.mode == .viewControllerBased }
                guard !owners.isEmpty else { continue }
                // Only the subclasses the same app builds (not another target's).
                let available = model.classes(forwarding, builtBy: owners)
                guard !available.isEmpty else { continue }
                let names = RuleText.values(available.map { "'\($0)'" })
                let slot = StatusBarMember.childForStatusBarStyle.spelled(in: facts.language)
                let message = "a plain 'UISplitViewController' made here decides the status bar for its columns (its \(slot) is nil): "
                    + "what the controllers in its columns answer is never used, while \(names) "
                    + (available.count == 1 ? "forwards" : "forward") + " to a column: make "
                    + (available.count == 1 ? "it" : "one of them") + " here"
                let related = available.compactMap { name in
                    model.graph.records[name].map { RelatedLocation($0.location, "'\(name)' forwards to a column") }
                }
                findings.append(finding(call.location, message, related: related))
            }
        }
        return findings
    }

    /// The possible values of an answer as names; a default's name for an answer not overridden
    /// (`nil` when none is given: the child must answer), `nil` when it is not read.
    static func names<V>(_ answer: AnswerValue<V>, default name: String?) -> [String]? {
        switch answer {
        case .inherited: name.map { [$0] }
        case .values(let values, _): values.isEmpty ? nil : values.map { "\($0)" }
        case .unknown: nil
        }
    }
}
