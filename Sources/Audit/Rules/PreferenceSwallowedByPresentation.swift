import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `preference-swallowed-by-presentation`: a controller with status bar answers is presented with
/// a style that does not take control of the status bar, without
/// `modalPresentationCapturesStatusBarAppearance` (R4): the presenting side keeps deciding.
package struct PreferenceSwallowedByPresentation: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    static let described = RuleDescription(
        id: "preference-swallowed-by-presentation", name: "Preference swallowed by presentation", severity: .warning,
        rationale: """
            A presented controller takes control of the status bar only when presented fullScreen or when \
            its modalPresentationCapturesStatusBarAppearance is true (R4); automatic is a page sheet on iOS 13 \
            and later. Otherwise its preferredStatusBarStyle and prefersStatusBarHidden are never used.
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

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for r in model.screens {
            guard let presentation = r.screen.presentation, presentation.style != .fullScreen, !presentation.captures,
                  r.screen.unknownContext == nil, r.screen.swiftUI == nil,  // SwiftUI: status-bar-hidden-in-sheet
                  model.app(named: r.screen.app)?.app.mode == .viewControllerBased else { continue }
            let answers = r.screen.controller.answers
            let members: [StatusBarMember] = [.preferredStatusBarStyle, .prefersStatusBarHidden].filter { answers.locations[$0] != nil }
            guard let first = members.first, let location = answers.locations[first] else { continue }
            let style = presentation.style == .automatic ? "automatic (a page sheet)" : presentation.style.rawValue
            let objc = model.graph.records[r.screen.controller.className]?.language == .objc
            let capture = "set modalPresentationCapturesStatusBarAppearance = \(objc ? "YES" : "true")"
            // A sheet is meant to be a sheet: the fix is to capture or to drop the override, not to
            // change how it is presented.
            let isSheet = [.automatic, .pageSheet, .formSheet, .popover].contains(presentation.style)
            let message = "'\(r.screen.controller.className)' answers \(members.map(\.rawValue).joined(separator: " and ")) but is "
                + "presented \(style) without modalPresentationCapturesStatusBarAppearance: its answers are never used; "
                + (isSheet ? "\(capture) to let it decide while it is shown, or remove the override"
                    : "\(capture) or present it \(objc ? "UIModalPresentationFullScreen" : "fullScreen")")
            let related = presentation.location.map { [RelatedLocation($0, "'\(r.screen.controller.className)' is presented here")] } ?? []
            findings.append(finding(location, message, related: related))
        }
        return Finding.merged(findings)
    }
}
