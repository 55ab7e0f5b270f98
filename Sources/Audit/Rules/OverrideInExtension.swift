import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `override-in-extension`: a status bar override written in an extension (Swift) or a category
/// (Objective-C) of a UIKit class, not of a class of the project.
package struct OverrideInExtension: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for facts in model.ownSources {
            for o in facts.overrides where o.inExtension && !model.graph.isAppClass(o.typeName) {
                let base = ClassGraph.plainName(o.typeName)
                let container = o.language == .objc ? "a category on" : "an extension of"
                let message = "'\(o.member.spelled(in: o.language))' is overridden in \(container) '\(base)': UIKit stopped calling such "
                    + "overrides in iOS 13.4; subclass '\(base)', override it there and use the subclass"
                findings.append(finding(o.location, message, subject: .controller(base)))
            }
        }
        return Finding.merged(findings)
    }
}
