import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `override-in-extension`: a status bar override written in an extension of a UIKit class (not
/// of a class of the project), or in an Objective-C category on one (named with its selector,
/// `childViewControllerForStatusBarStyle`).
package struct OverrideInExtension: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    static let described = RuleDescription(
        id: "override-in-extension", name: "Override in an extension of a UIKit class", severity: .warning,
        rationale: """
            Overriding preferredStatusBarStyle or the other status bar members in an extension of \
            UINavigationController or another UIKit class replaces UIKit's own implementation for every \
            instance and is unreliable: such overrides stopped being called in iOS 13.4 (uikit-rules.md, \
            Deprecated API), so R5-R8 fall back to the defaults.
            """,
        triggering: [
            .swift("""
                import UIKit

                extension UINavigationController {
                    open override var ↓preferredStatusBarStyle: UIStatusBarStyle {
                        topViewController?.preferredStatusBarStyle ?? .default
                    }

                    open override var ↓childForStatusBarHidden: UIViewController? { topViewController }
                }

                """),
        ],
        nonTriggering: [
            // An extension of the app's own class is a normal place for an override.
            .swift("""
                import UIKit

                final class FeedViewController: UIViewController {}

                extension FeedViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                final class RootNavigationController: UINavigationController {
                    override var childForStatusBarStyle: UIViewController? { topViewController }
                }

                """),
            // A commented-out extension, and a helper in an extension that is not an override.
            .swift("""
                import UIKit

                // extension UINavigationController {
                //     open override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                // }

                extension UIViewController {
                    var isDarkTheme: Bool { traitCollection.userInterfaceStyle == .dark }
                }

                """),
        ])

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for facts in model.ownSources {
            for o in facts.overrides where o.inExtension && !model.graph.isAppClass(o.typeName) {
                let base = ClassGraph.plainName(o.typeName)
                let (member, place) = facts.language == .objc
                    ? (o.member.objectiveCName, "a category on") : (o.member.rawValue, "an extension of")
                let message = "'\(member)' is overridden in \(place) '\(base)': UIKit stopped calling such "
                    + "overrides in iOS 13.4; subclass '\(base)', override it there and use the subclass"
                findings.append(finding(o.location, message))
            }
        }
        return Finding.merged(findings)
    }
}
