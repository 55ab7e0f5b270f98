import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `animation-without-hidden-change`: `preferredStatusBarUpdateAnimation` overridden in a
/// controller class whose hidden answer never changes (inherited, or one constant), in it and in
/// every subclass. Containers are left out: their children decide hidden (R7).
package struct AnimationWithoutHiddenChange: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        let subclasses = model.subclassIndex()
        for facts in model.ownSources {
            for o in facts.overrides where o.member == .preferredStatusBarUpdateAnimation {
                guard model.graph.isAppClass(o.typeName), model.graph.kind(of: o.typeName) == .viewController,
                      model.app(ownerOf: facts.path)?.app.mode != .application else { continue }
                let classes = Set((subclasses[o.typeName] ?? []) + [o.typeName])
                let fixed = classes.allSatisfy { cls in
                    switch model.answers.answers(for: cls).hidden {
                    case .inherited: return true
                    case .values(let v, let dependsOn): return v.count == 1 && dependsOn.isEmpty
                    case .unknown: return false
                    }
                }
                guard fixed else { continue }
                let message = "'\(o.typeName)' overrides preferredStatusBarUpdateAnimation but its prefersStatusBarHidden never "
                    + "changes: the animation applies only to changes of hidden and has no effect; remove the override"
                let own = model.answers.answers(for: o.typeName)
                let related = own.locations[.prefersStatusBarHidden].map { place -> [RelatedLocation] in
                    let value = own.hidden.possible.map { RuleText.values($0.map { "\($0)" }) } ?? "its value"
                    return [RelatedLocation(place, "prefersStatusBarHidden always answers \(value) here")]
                } ?? []
                findings.append(finding(o.location, message, related: related, subject: .controller(o.typeName)))
            }
        }
        return Finding.merged(findings)
    }
}
