import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `AnimationWithoutHiddenChange` (Docs/Rules.md is made from them).
extension AnimationWithoutHiddenChange {
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
}
