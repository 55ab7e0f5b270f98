import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `storyboard-navigation-without-custom-class`: the app declares a navigation controller subclass
/// that forwards the style to its children, but a storyboard navigation controller scene with a
/// visible bar uses plain `UINavigationController`, which does not (R5).
package struct StoryboardNavigationWithoutCustomClass: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    static let forwarding = """
        import UIKit

        final class ThemedNavigationController: UINavigationController {
            override var childForStatusBarStyle: UIViewController? { topViewController }
        }

        final class FeedViewController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }

        """

    static let forwardingHeader = """
        #import <UIKit/UIKit.h>

        @interface ThemedNavigationController : UINavigationController
        @end

        @interface FeedViewController : UIViewController
        @end

        """

    static let forwardingImplementation = """
        #import "Example.h"

        @implementation ThemedNavigationController
        - (UIViewController *)childViewControllerForStatusBarStyle {
            return self.topViewController;
        }
        @end

        @implementation FeedViewController
        - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
        @end

        """

    static let described = RuleDescription(
        id: "storyboard-navigation-without-custom-class", name: "Storyboard navigation without custom class",
        severity: .warning,
        rationale: """
            A UINavigationController with a visible bar does not forward childForStatusBarStyle (R5) and \
            decides the style from its bar (R6). An app that wrote a forwarding subclass means its children \
            to decide; a scene left as plain UINavigationController silently does not.
            """,
        triggering: [
            .storyboard(IBScene.navigation("nav-1", root: "feed-1", mark: true) + "\n"
                        + IBScene.controller("feed-1", customClass: "FeedViewController"), initial: "nav-1", swift: forwarding),
            // Objective-C: the app wrote a forwarding subclass, the scene does not use it.
            .storyboard(IBScene.navigation("nav-1", root: "feed-1", mark: true) + "\n"
                        + IBScene.controller("feed-1", customClass: "FeedViewController", objectiveC: true),
                        initial: "nav-1", objcHeader: forwardingHeader, objc: forwardingImplementation),
        ],
        nonTriggering: [
            .storyboard(IBScene.navigation("nav-1", root: "feed-1", customClass: "ThemedNavigationController") + "\n"
                        + IBScene.controller("feed-1", customClass: "FeedViewController"), initial: "nav-1", swift: forwarding),
            // The bar is hidden: UINavigationController forwards by itself.
            .storyboard(IBScene.navigation("nav-1", root: "feed-1", hidden: true) + "\n"
                        + IBScene.controller("feed-1", customClass: "FeedViewController"), initial: "nav-1", swift: forwarding),
            // The subclass returns nil on purpose: it is not a forwarding one.
            .storyboard(IBScene.navigation("nav-1", root: "feed-1") + "\n" + IBScene.controller("feed-1"), initial: "nav-1", swift: """
                import UIKit

                final class BrandNavigationController: UINavigationController {
                    override var childForStatusBarStyle: UIViewController? { nil }
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """),
            // Objective-C: the scene uses the forwarding subclass (a custom class without a module).
            .storyboard(IBScene.navigation("nav-1", root: "feed-1", customClass: "ThemedNavigationController", objectiveC: true) + "\n"
                        + IBScene.controller("feed-1", customClass: "FeedViewController", objectiveC: true),
                        initial: "nav-1", objcHeader: forwardingHeader, objc: forwardingImplementation),
            // Objective-C: the subclass returns nil on purpose; a forwarding category is not a subclass.
            .storyboard(IBScene.navigation("nav-1", root: "feed-1") + "\n" + IBScene.controller("feed-1"), initial: "nav-1", objc: """
                #import <UIKit/UIKit.h>

                @interface BrandNavigationController : UINavigationController
                @end

                @implementation BrandNavigationController
                - (UIViewController *)childViewControllerForStatusBarStyle { return nil; }
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end

                @implementation UITabBarController (StatusBar)
                - (UIViewController *)childViewControllerForStatusBarStyle { return self.selectedViewController; }
                @end

                """),
        ])

    package func check(_ model: AuditModel) -> [Finding] {
        // (Filtered, then sorted: the navigation controllers are a few of the thousands of classes.)
        let forwarding = model.graph.records.filter { name, record in
            guard record.name == name, !record.isVendored, model.graph.kind(of: name) == .navigation else { return false }
            return model.answers.answers(for: name).childForStyle.possible?.contains(.top) == true
        }.keys.sorted()
        guard !forwarding.isEmpty else { return [] }
        var findings: [Finding] = []
        for doc in model.documents where doc.kind == .storyboard && !doc.isLaunchScreen {
            let owners = model.apps.filter { $0.app.owns(doc.file) && $0.app.mode == .viewControllerBased }
            guard !owners.isEmpty else { continue }
            // Only the forwarding classes the storyboard's app builds (not those of another
            // project or target of the same folder, such as a package's example app).
            let available = model.classes(forwarding, builtBy: owners)
            guard !available.isEmpty else { continue }
            let names = RuleText.values(available.map { "'\($0)'" })
            for c in doc.controllers where c.kind == .navigation && c.className == "UINavigationController" {
                guard c.navigationBar?.hidden != true, !model.staleScenes.contains(SceneReference(file: doc.file, id: c.id)) else { continue }
                let message = "this navigation controller scene is a plain 'UINavigationController', which shows its bar and "
                    + "does not forward the status bar style to its children, while \(names) \(available.count == 1 ? "does" : "do"): "
                    + "set the scene's custom class to \(available.count == 1 ? names : "one of them")"
                let related = available.compactMap { name in
                    model.graph.records[name].map { RelatedLocation($0.location, "'\(name)' forwards to its top controller") }
                }
                findings.append(finding(c.location, message, related: related))
            }
        }
        return Finding.merged(findings)
    }
}
