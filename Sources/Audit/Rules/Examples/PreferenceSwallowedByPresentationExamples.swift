import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `PreferenceSwallowedByPresentation` (Docs/Rules.md is made from them).
extension PreferenceSwallowedByPresentation {
    static let described = RuleDescription(
        id: "preference-swallowed-by-presentation", name: "Preference swallowed by presentation", severity: .warning,
        rationale: """
            A presented controller takes control of the status bar only when presented fullScreen or when \
            its modalPresentationCapturesStatusBarAppearance is true (R4); automatic is a page sheet on iOS 13 \
            and later. Otherwise its preferredStatusBarStyle and prefersStatusBarHidden are never used. Where \
            the screen sits in a navigation controller of the app that answers itself, that controller is \
            the one presented: its answers are reported where it is presented so (never "never used": a \
            container class is made in places the audit may not see). The \
            advice is checked against the model: where capturing would leave the bar unreadable (a dark answer \
            over an iPhone sheet's black backdrop), the fix is to remove the override; where the app supports \
            iOS 12, an automatic presentation is full screen there, and the message says "on iOS 13 and later". \
            A segue between two scenes of a storyboard the code loads and shows in a way the audit does not \
            follow is judged too (where the chain sits does not change whether the presentation takes the \
            status bar), unless the presenter hands its decision to a child (a childForStatusBarStyle override). \
            A capture the presenter sets on its segues' destination as it prepares them \
            (segue.destination.modalPresentationCapturesStatusBarAppearance = true in prepare(for:sender:)) \
            counts for each of its segues. A controller a UIViewControllerRepresentable returns is not \
            judged: the hosting controller that holds it decides, captured or not.
            """,
        triggering: [
            .swift("""
                import UIKit

                final class PlayerViewController: UIViewController {
                    override var ↓prefersStatusBarHidden: Bool { true }
                }

                final class LibraryViewController: UIViewController {
                    func play() {
                        let player = PlayerViewController()
                        player.modalPresentationStyle = .overFullScreen
                        present(player, animated: true)
                    }
                }

                """),
            .storyboard(IBScene.controller("home-1", customClass: "HomeViewController", background: IBScene.systemBackground,
                                           segues: IBScene.present("compose-1", style: "formSheet"))
                        + "\n" + IBScene.controller("compose-1", customClass: "ComposeViewController"),
                        initial: "home-1", swift: """
                import UIKit

                final class HomeViewController: UIViewController {}

                final class ComposeViewController: UIViewController {
                    override var ↓preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """),
            // The presented controller is the app's navigation controller, which answers itself:
            // in a form sheet without capture, its answer is not used.
            .swift("""
                import UIKit

                final class BrandNavigationController: UINavigationController {
                    override var ↓preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                final class SettingsViewController: UIViewController {}

                final class HomeViewController: UIViewController {
                    func openSettings() {
                        let nav = BrandNavigationController(rootViewController: SettingsViewController())
                        nav.modalPresentationStyle = .formSheet
                        present(nav, animated: true)
                    }
                }

                """),
            // Objective-C: the presented navigation controller of the app answers, in a page sheet.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface BrandNavigationController : UINavigationController
                @end

                @implementation BrandNavigationController
                - (UIStatusBarStyle)↓preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end

                @interface SettingsViewController : UIViewController
                @end

                @implementation SettingsViewController
                @end

                @interface HomeViewController : UIViewController
                @end

                @implementation HomeViewController
                - (void)openSettings {
                    SettingsViewController *settings = [[SettingsViewController alloc] init];
                    BrandNavigationController *nav = [[BrandNavigationController alloc] initWithRootViewController:settings];
                    nav.modalPresentationStyle = UIModalPresentationPageSheet;
                    [self presentViewController:nav animated:YES completion:nil];
                }
                @end

                """),
            // Objective-C: presented over full screen without capturing the status bar.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface PlayerViewController : UIViewController
                @end

                @implementation PlayerViewController
                - (BOOL)↓prefersStatusBarHidden { return YES; }
                @end

                @interface LibraryViewController : UIViewController
                @end

                @implementation LibraryViewController
                - (void)play {
                    PlayerViewController *player = [[PlayerViewController alloc] init];
                    player.modalPresentationStyle = UIModalPresentationOverFullScreen;
                    [self presentViewController:player animated:YES completion:nil];
                }
                @end

                """),
            // Objective-C: a form sheet segue to an Objective-C controller.
            .storyboard(IBScene.controller("home-1", customClass: "HomeViewController", objectiveC: true, background: IBScene.systemBackground,
                                           segues: IBScene.present("compose-1", style: "formSheet"))
                        + "\n" + IBScene.controller("compose-1", customClass: "ComposeViewController", objectiveC: true),
                        initial: "home-1", objc: """
                #import <UIKit/UIKit.h>

                @interface HomeViewController : UIViewController
                @end

                @implementation HomeViewController
                @end

                @interface ComposeViewController : UIViewController
                @end

                @implementation ComposeViewController
                - (UIStatusBarStyle)↓preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end

                """),
            // Mixed: Objective-C presents a Swift controller by its @objc(Name).
            RuleExample.objc("""
                #import <UIKit/UIKit.h>
                #import "App-Swift.h"

                @interface LibraryViewController : UIViewController
                @end

                @implementation LibraryViewController
                - (void)play {
                    LGYPlayerViewController *player = [[LGYPlayerViewController alloc] init];
                    player.modalPresentationStyle = UIModalPresentationOverFullScreen;
                    [self presentViewController:player animated:YES completion:nil];
                }
                @end

                """).adding("App/PlayerViewController.swift", """
                import UIKit

                @objc(LGYPlayerViewController)
                final class PlayerViewController: UIViewController {
                    override var ↓prefersStatusBarHidden: Bool { true }
                }

                """),
        ],
        nonTriggering: [
            // The presented navigation controller captures: its answer is used while it is shown.
            .swift("""
                import UIKit

                final class BrandNavigationController: UINavigationController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                final class SettingsViewController: UIViewController {}

                final class HomeViewController: UIViewController {
                    func openSettings() {
                        let nav = BrandNavigationController(rootViewController: SettingsViewController())
                        nav.modalPresentationStyle = .formSheet
                        nav.modalPresentationCapturesStatusBarAppearance = true
                        present(nav, animated: true)
                    }
                }

                """),
            .swift("""
                import UIKit

                final class PlayerViewController: UIViewController {
                    override var prefersStatusBarHidden: Bool { true }
                }

                final class LibraryViewController: UIViewController {
                    func play() {
                        let player = PlayerViewController()
                        player.modalPresentationStyle = .overFullScreen
                        player.modalPresentationCapturesStatusBarAppearance = true
                        present(player, animated: true)
                    }
                    func playFullScreen() {
                        let player = PlayerViewController()
                        player.modalPresentationStyle = .fullScreen
                        present(player, animated: true)
                    }
                }

                """),
            // The presented controller has no answers of its own.
            .storyboard(IBScene.controller("home-1", customClass: "HomeViewController",
                                           segues: IBScene.present("compose-1", style: "pageSheet"))
                        + "\n" + IBScene.controller("compose-1", customClass: "ComposeViewController"),
                        initial: "home-1", swift: """
                import UIKit

                final class HomeViewController: UIViewController {}
                final class ComposeViewController: UIViewController {}

                """),
            // Objective-C: the presented controller captures the status bar itself, or is presented full screen.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface PlayerViewController : UIViewController
                @end

                @implementation PlayerViewController
                - (instancetype)init {
                    if ((self = [super initWithNibName:nil bundle:nil])) {
                        self.modalPresentationStyle = UIModalPresentationOverFullScreen;
                        self.modalPresentationCapturesStatusBarAppearance = YES;
                    }
                    return self;
                }
                - (BOOL)prefersStatusBarHidden { return YES; }
                @end

                @interface LibraryViewController : UIViewController
                @end

                @implementation LibraryViewController
                - (void)play {
                    PlayerViewController *player = [[PlayerViewController alloc] init];
                    player.modalPresentationStyle = UIModalPresentationOverFullScreen;
                    [self presentViewController:player animated:YES completion:nil];
                }
                - (void)playFullScreen {
                    PlayerViewController *player = [PlayerViewController new];
                    player.modalPresentationStyle = UIModalPresentationFullScreen;
                    [self presentViewController:player animated:YES completion:nil];
                }
                @end

                """),
        ])
}
