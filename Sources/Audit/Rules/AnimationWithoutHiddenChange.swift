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

    static let described = RuleDescription(
        id: "animation-without-hidden-change", name: "Animation without hidden change", severity: .info,
        rationale: """
            preferredStatusBarUpdateAnimation applies only to changes of hidden, and only for the controller \
            that decides hidden (R8): where prefersStatusBarHidden never changes the override has no effect.
            """,
        triggering: [
            .swift("""
                import UIKit

                final class ArticleViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                    override var ↓preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
                }

                class SplashViewController: UIViewController {
                    override var prefersStatusBarHidden: Bool { true }
                    override var ↓preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
                }

                """),
            // Objective-C: hidden never changes.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface ArticleViewController : UIViewController
                @end

                @implementation ArticleViewController
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleDarkContent; }
                - (UIStatusBarAnimation)↓preferredStatusBarUpdateAnimation { return UIStatusBarAnimationSlide; }
                @end

                @interface SplashViewController : UIViewController
                @end

                @implementation SplashViewController
                - (BOOL)prefersStatusBarHidden { return YES; }
                - (UIStatusBarAnimation)↓preferredStatusBarUpdateAnimation {
                    return UIStatusBarAnimationFade;
                }
                @end

                """),
        ],
        nonTriggering: [
            .swift("""
                import UIKit

                final class PlayerViewController: UIViewController {
                    private var controlsHidden = false {
                        didSet { setNeedsStatusBarAppearanceUpdate() }
                    }
                    override var prefersStatusBarHidden: Bool { controlsHidden }
                    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
                }

                """),
            // A base class whose subclass changes hidden; a SwiftUI modifier is not an override.
            .swift("""
                import SwiftUI
                import UIKit

                class BaseViewController: UIViewController {
                    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
                }

                final class ViewerViewController: BaseViewController {
                    var immersive = false
                    override var prefersStatusBarHidden: Bool { immersive }
                }

                struct ViewerView: View {
                    var body: some View { Text("Viewer").statusBarHidden(true) }
                }

                """),
            // Objective-C: hidden follows an instance variable that changes with an update.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface PlayerViewController : UIViewController
                @end

                @implementation PlayerViewController {
                    BOOL _controlsHidden;
                }

                - (BOOL)prefersStatusBarHidden { return _controlsHidden; }
                - (UIStatusBarAnimation)preferredStatusBarUpdateAnimation { return UIStatusBarAnimationSlide; }

                - (void)toggleControls {
                    _controlsHidden = !_controlsHidden;
                    [self setNeedsStatusBarAppearanceUpdate];
                }

                @end

                """),
        ])

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
