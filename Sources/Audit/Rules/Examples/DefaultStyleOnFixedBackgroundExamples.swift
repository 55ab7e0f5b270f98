import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `DefaultStyleOnFixedBackground` (Docs/Rules.md is made from them).
extension DefaultStyleOnFixedBackground {
    static let described = RuleDescription(
        id: "default-style-on-fixed-background", name: "Default style on a fixed background", severity: .warning,
        rationale: """
            On iOS 13 to 16, default draws dark content in light appearance and light content in dark \
            appearance (R9). On a background that does not adapt to Dark Mode, one of the two is unreadable \
            (R12): answer the content the background needs (lightContent or darkContent), or give the view an \
            adaptive color. From iOS 17 default adapts to the content below, so the finding only concerns apps \
            that support iOS 13 to 16 (the message names the versions; an app for iOS 17 and later gets none). \
            In application mode a sheet's backdrop (black, or the window's color) is such a background: the \
            light content iOS draws over it is chosen by controllers (R4), so the application's style is \
            drawn there (R1), and default gives dark content on black in light appearance; the message says \
            so and names the fixes (let controllers decide, or present the screen full screen).
            """,
        triggering: [
            .storyboard(IBScene.controller("home-1", background: IBScene.white, mark: true), initial: "home-1"),
            .storyboard(IBScene.controller("feed-1", customClass: "FeedViewController", background: IBScene.black),
                        initial: "feed-1", swift: """
                import UIKit

                final class FeedViewController: UIViewController {
                    override var ↓preferredStatusBarStyle: UIStatusBarStyle { .default }
                }

                """),
            // Objective-C: the controller answers default on a black storyboard background.
            .storyboard(IBScene.controller("feed-1", customClass: "FeedViewController", objectiveC: true, background: IBScene.black),
                        initial: "feed-1", objc: """
                #import <UIKit/UIKit.h>

                @interface FeedViewController : UIViewController
                @end

                @implementation FeedViewController
                - (UIStatusBarStyle)↓preferredStatusBarStyle {
                    return UIStatusBarStyleDefault;
                }
                @end

                """),
        ],
        nonTriggering: [
            .storyboard(IBScene.controller("home-1", background: IBScene.systemBackground), initial: "home-1"),
            .storyboard(IBScene.controller("feed-1", customClass: "FeedViewController", background: IBScene.black),
                        initial: "feed-1", swift: """
                import UIKit

                final class FeedViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """),
            // The interface style is forced: default is always dark content, readable on white.
            .storyboard(IBScene.controller("home-1", background: IBScene.white), initial: "home-1",
                        info: ["UIUserInterfaceStyle": "<string>Light</string>"]),
            // Objective-C: light content on the black background; default in a comment.
            .storyboard(IBScene.controller("feed-1", customClass: "FeedViewController", objectiveC: true, background: IBScene.black),
                        initial: "feed-1", objc: """
                #import <UIKit/UIKit.h>

                @interface FeedViewController : UIViewController
                @end

                @implementation FeedViewController
                - (UIStatusBarStyle)preferredStatusBarStyle {
                    // return UIStatusBarStyleDefault;
                    return UIStatusBarStyleLightContent;
                }
                @end

                """),
        ])
}
