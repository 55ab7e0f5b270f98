import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `UnreadableStatusBar` (Docs/Rules.md is made from them).
extension UnreadableStatusBar {
    static let described = RuleDescription(
        id: "unreadable-status-bar", name: "Unreadable status bar", severity: .error,
        rationale: """
            The content must be readable on what lies under the status bar (R12, HIG): light content on a \
            light background or dark content on a dark one, below the 3:1 contrast of WCAG's non-text \
            minimum, leaves the time, signal and battery unreadable. The content follows the deciding \
            controller's style (R5, R6) and, for default, the iOS version (R9): dark before iOS 13, the \
            interface style's on iOS 13 to 16, adapted to the content below from iOS 17. Each screen is judged \
            on every era of R9 the app supports; the message names the versions when not all are affected. \
            An error when the bar is unreadable on the newest iOS with a certain style; a warning when only \
            older supported versions are affected or the style depends on run-time state (and every possible \
            style is unreadable); nothing when some possible style is readable. A warning whose whole cause is \
            the default style on a fixed background is left to default-style-on-fixed-background, which names \
            the cause (one defect, one rule).
            """,
        triggering: [
            .swift("""
                import UIKit

                final class ↓SplashViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = .white
                    }
                }

                final class LaunchRouter {
                    func start(from host: UIViewController) {
                        let splash = SplashViewController()
                        splash.modalPresentationStyle = .fullScreen
                        host.present(splash, animated: false)
                    }
                }

                """),
            .storyboard(IBScene.controller("night-1", customClass: "NightViewController", background: IBScene.black),
                        initial: "night-1", swift: """
                import UIKit

                class ↓NightViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle {
                        return .darkContent
                    }
                }

                """),
            // No class of the project: located at the scene. Forced dark: default is light content.
            .storyboard(IBScene.controller("card-1", background: IBScene.white, attributes: " overrideUserInterfaceStyle=\"dark\"",
                                           mark: true), initial: "card-1"),
            // Objective-C: light content on a white view set in code, presented full screen.
            .objc(header: """
                #import <UIKit/UIKit.h>

                @interface ↓SplashViewController : UIViewController
                @end

                """, """
                #import "Example.h"

                @implementation SplashViewController

                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }

                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.view.backgroundColor = [UIColor whiteColor];
                }

                @end

                @interface LaunchRouter : NSObject
                @end

                @implementation LaunchRouter
                - (void)startFromHost:(UIViewController *)host {
                    SplashViewController *splash = [[SplashViewController alloc] init];
                    splash.modalPresentationStyle = UIModalPresentationFullScreen;
                    [host presentViewController:splash animated:NO completion:nil];
                }
                @end

                """),
            // Objective-C: dark content on a black storyboard background.
            .storyboard(IBScene.controller("night-1", customClass: "NightViewController", objectiveC: true, background: IBScene.black),
                        initial: "night-1", objc: """
                #import <UIKit/UIKit.h>

                @interface ↓NightViewController : UIViewController
                @end

                @implementation NightViewController
                - (UIStatusBarStyle)preferredStatusBarStyle {
                    return UIStatusBarStyleDarkContent;
                }
                @end

                """),
        ],
        nonTriggering: [
            // The default style on a fixed white background, unreadable in dark appearance before
            // iOS 17: the whole cause is reported by default-style-on-fixed-background (one defect,
            // one rule).
            .storyboard(IBScene.controller("home-1", background: IBScene.white), initial: "home-1"),
            .swift("""
                import UIKit

                final class PhotoViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                    override var prefersStatusBarHidden: Bool { true }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = .white
                    }
                }

                final class Gallery: UIViewController {
                    func open() {
                        let photo = PhotoViewController()
                        photo.modalPresentationStyle = .fullScreen
                        present(photo, animated: true)
                    }
                }

                """),
            .storyboard(IBScene.controller("night-1", customClass: "NightViewController", background: IBScene.black),
                        initial: "night-1", swift: """
                import UIKit

                class NightViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """),
            // The answer comes from somewhere the audit cannot read: no guess is reported.
            .storyboard(IBScene.controller("feed-1", customClass: "FeedViewController", background: IBScene.white),
                        initial: "feed-1", swift: """
                import UIKit

                final class FeedViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { ThemeManager.shared.statusBarStyle }
                }

                """),
            // default on an adaptive background: readable in both appearances.
            .storyboard(IBScene.controller("home-1", background: IBScene.systemBackground), initial: "home-1"),
            // Objective-C: light content on black; an answer the audit cannot read.
            .storyboard(IBScene.controller("night-1", customClass: "NightViewController", objectiveC: true, background: IBScene.black)
                        + "\n" + IBScene.controller("feed-1", customClass: "FeedViewController", objectiveC: true, background: IBScene.white),
                        initial: "night-1", objc: """
                #import <UIKit/UIKit.h>

                @interface NightViewController : UIViewController
                @end

                @implementation NightViewController
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end

                @interface FeedViewController : UIViewController
                @end

                @implementation FeedViewController
                - (UIStatusBarStyle)preferredStatusBarStyle { return [ThemeManager sharedManager].statusBarStyle; }
                @end

                """),
        ])
}
