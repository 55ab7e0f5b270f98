import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `UpdateAnimationOutsideAnimationBlock` (Docs/Rules.md is made from them).
extension UpdateAnimationOutsideAnimationBlock {
    static let described = RuleDescription(
        id: "update-animation-outside-animation-block", name: "Update animation outside an animation block", severity: .info,
        rationale: """
            preferredStatusBarUpdateAnimation animates a change of hidden (R8) only when \
            setNeedsStatusBarAppearanceUpdate() is called inside an animation block ("the changes are animated along \
            with the rest of the animation block"): called outside one, the bar appears or disappears at once. \
            Info: the bar ends in the state asked for; only the transition is lost.
            """,
        triggering: [
            // Every update outside an animation: in the method, in an animation's completion, in a
            // property observer whose property is set outside one.
            .swift("""
                import UIKit

                final class PhotoViewerViewController: UIViewController {
                    private let toolbar = UIToolbar()
                    private var chromeHidden = false

                    override var prefersStatusBarHidden: Bool { chromeHidden }
                    override var ↓preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }

                    @objc private func hideChrome() {
                        chromeHidden = true
                        setNeedsStatusBarAppearanceUpdate()
                        UIView.animate(withDuration: 0.25) { self.toolbar.alpha = 0 }
                    }

                    @objc private func showChrome() {
                        chromeHidden = false
                        UIView.animate(withDuration: 0.25, animations: { self.toolbar.alpha = 1 }) { _ in
                            self.setNeedsStatusBarAppearanceUpdate()
                        }
                    }
                }

                class ReaderViewController: UIViewController {
                    var immersive = false {
                        didSet { setNeedsStatusBarAppearanceUpdate() }
                    }
                    override var prefersStatusBarHidden: Bool { immersive }
                    override var ↓preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

                    @objc func menuTapped() {
                        immersive.toggle()
                    }
                }

                """),
            // Objective-C: the update is in the completion block, after the animation.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface PhotoViewerViewController : UIViewController
                @property (nonatomic, strong) UIToolbar *toolbar;
                @end

                @implementation PhotoViewerViewController {
                    BOOL _chromeHidden;
                }

                - (BOOL)prefersStatusBarHidden { return _chromeHidden; }
                - (UIStatusBarAnimation)↓preferredStatusBarUpdateAnimation { return UIStatusBarAnimationSlide; }

                - (void)hideChrome {
                    _chromeHidden = YES;
                    [UIView animateWithDuration:0.25 animations:^{
                        self.toolbar.alpha = 0;
                    } completion:^(BOOL finished) {
                        [self setNeedsStatusBarAppearanceUpdate];
                    }];
                }

                - (void)showChrome {
                    _chromeHidden = NO;
                    [self setNeedsStatusBarAppearanceUpdate];
                }

                @end

                """),
        ],
        nonTriggering: [
            // The update inside an animation block: a trailing closure, `animations:`, a property animator.
            .swift("""
                import UIKit

                final class PhotoViewerViewController: UIViewController {
                    private var chromeHidden = false
                    override var prefersStatusBarHidden: Bool { chromeHidden }
                    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }

                    func hideChrome() {
                        chromeHidden = true
                        UIView.animate(withDuration: 0.25) { self.setNeedsStatusBarAppearanceUpdate() }
                    }

                    func showChrome() {
                        chromeHidden = false
                        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut], animations: {
                            self.setNeedsStatusBarAppearanceUpdate()
                        }, completion: nil)
                    }
                }

                final class MapViewController: UIViewController {
                    private var fullScreen = false
                    override var prefersStatusBarHidden: Bool { fullScreen }
                    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

                    func enterFullScreen() {
                        fullScreen = true
                        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) {
                            self.setNeedsStatusBarAppearanceUpdate()
                        }
                        animator.startAnimation()
                    }

                    func leaveFullScreen() {
                        fullScreen = false
                        let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 1)
                        animator.addAnimations { self.setNeedsStatusBarAppearanceUpdate() }
                        animator.startAnimation()
                    }
                }

                """),
            // A helper called inside an animation block; a property set inside one; an update the
            // reader cannot place (an asynchronous block); hidden that reads a property nothing
            // assigns; hidden that never changes (the `animation-without-hidden-change` case); an
            // answer of no animation.
            .swift("""
                import UIKit

                final class PlayerViewController: UIViewController {
                    private var controlsHidden = false
                    override var prefersStatusBarHidden: Bool { controlsHidden }
                    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }

                    private func updateStatusBar() {
                        setNeedsStatusBarAppearanceUpdate()
                    }

                    func hideControls() {
                        controlsHidden = true
                        UIView.animate(withDuration: 0.3) {
                            self.updateStatusBar()
                        }
                    }

                    func showControls() {
                        controlsHidden = false
                        refresh()
                    }

                    private func refresh() {
                        updateStatusBar()
                    }
                }

                class ReaderViewController: UIViewController {
                    var immersive = false {
                        didSet { setNeedsStatusBarAppearanceUpdate() }
                    }
                    override var prefersStatusBarHidden: Bool { immersive }
                    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

                    func enterImmersive() {
                        UIView.animate(withDuration: 0.2) { self.immersive = true }
                    }

                    func reset() {
                        immersive = false
                    }
                }

                final class CameraViewController: UIViewController {
                    private var recording = false
                    override var prefersStatusBarHidden: Bool { recording }
                    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

                    func start() {
                        recording = true
                        DispatchQueue.main.async { self.setNeedsStatusBarAppearanceUpdate() }
                    }

                    func stop() {
                        recording = false
                    }
                }

                final class SignInViewController: UIViewController {
                    var statusBarHidden = false
                    override var prefersStatusBarHidden: Bool { statusBarHidden }
                    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }

                    @objc func themeDidChange() {
                        setNeedsStatusBarAppearanceUpdate()
                    }
                }

                final class SplashViewController: UIViewController {
                    override var prefersStatusBarHidden: Bool { true }
                    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        setNeedsStatusBarAppearanceUpdate()
                    }
                }

                final class GalleryViewController: UIViewController {
                    private var zoomed = false
                    override var prefersStatusBarHidden: Bool { zoomed }
                    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .none }

                    func zoom() {
                        zoomed = true
                        setNeedsStatusBarAppearanceUpdate()
                    }

                    func unzoom() {
                        zoomed = false
                        setNeedsStatusBarAppearanceUpdate()
                    }
                }

                """),
            // Objective-C: the update in an animations block, and a helper called from one.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface PhotoViewerViewController : UIViewController
                @end

                @implementation PhotoViewerViewController {
                    BOOL _chromeHidden;
                }

                - (BOOL)prefersStatusBarHidden { return _chromeHidden; }
                - (UIStatusBarAnimation)preferredStatusBarUpdateAnimation { return UIStatusBarAnimationSlide; }

                - (void)hideChrome {
                    _chromeHidden = YES;
                    [UIView animateWithDuration:0.25 delay:0 options:UIViewAnimationOptionCurveEaseOut animations:^{
                        [self setNeedsStatusBarAppearanceUpdate];
                    } completion:nil];
                }

                - (void)showChrome {
                    _chromeHidden = NO;
                    [UIView animateWithDuration:0.25 animations:^{
                        [self updateStatusBar];
                    }];
                }

                - (void)updateStatusBar {
                    [self setNeedsStatusBarAppearanceUpdate];
                }

                @end

                """),
        ])
}
