import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `StatusBarAlwaysHidden` (Docs/Rules.md is made from them).
extension StatusBarAlwaysHidden {
    static let described = RuleDescription(
        id: "status-bar-always-hidden", name: "Status bar always hidden", severity: .info,
        rationale: """
            The HIG asks to hide the status bar only temporarily (full-screen media) and to let one tap bring \
            it back; an app that never shows it hides the time, connectivity and battery for good (R7, R12).
            """,
        triggering: [
            .storyboard(IBScene.controller("game-1", customClass: "GameViewController", background: IBScene.black), initial: "game-1",
                        swift: """
                import UIKit

                final class GameViewController: UIViewController {
                    override var prefersStatusBarHidden: Bool { true }
                }

                """, info: ["UIStatusBarHidden": "↓<true/>"]),
            RuleExample.storyboard(IBScene.controller("game-1", customClass: "GameViewController"), initial: "game-1", swift: """
                import UIKit

                final class GameViewController: UIViewController {
                    override var prefersStatusBarHidden: Bool {
                        return true
                    }
                }

                """).adding("App/Info.plist", "↓" + RuleExample.infoPlist(["UIMainStoryboardFile": "<string>Main</string>"])),
            // Objective-C: the only screen hides the bar, as the launch does.
            .storyboard(IBScene.controller("game-1", customClass: "GameViewController", objectiveC: true, background: IBScene.black),
                        initial: "game-1", objc: """
                #import <UIKit/UIKit.h>

                @interface GameViewController : UIViewController
                @end

                @implementation GameViewController
                - (BOOL)prefersStatusBarHidden {
                    return YES;
                }
                @end

                """, info: ["UIStatusBarHidden": "↓<true/>"]),
        ],
        nonTriggering: [
            // One tap brings it back.
            .storyboard(IBScene.controller("photo-1", customClass: "PhotoViewController"), initial: "photo-1", swift: """
                import UIKit

                final class PhotoViewController: UIViewController {
                    private var chromeHidden = true {
                        didSet { setNeedsStatusBarAppearanceUpdate() }
                    }
                    override var prefersStatusBarHidden: Bool { chromeHidden }
                    @objc func tapped() { chromeHidden = false }
                }

                """),
            // Another screen shows it.
            .storyboard(IBScene.controller("game-1", customClass: "GameViewController",
                                           segues: IBScene.present("menu-1", style: "fullScreen"))
                        + "\n" + IBScene.controller("menu-1"), initial: "game-1", swift: """
                import UIKit

                final class GameViewController: UIViewController {
                    override var prefersStatusBarHidden: Bool { true }
                }

                """),
            // Objective-C: one tap brings it back (a custom setter updates the bar).
            .storyboard(IBScene.controller("photo-1", customClass: "PhotoViewController", objectiveC: true), initial: "photo-1",
                        objcHeader: """
                #import <UIKit/UIKit.h>

                @interface PhotoViewController : UIViewController
                @property (nonatomic) BOOL chromeHidden;
                @end

                """, objc: """
                #import "Example.h"

                @implementation PhotoViewController

                - (instancetype)initWithCoder:(NSCoder *)coder {
                    if ((self = [super initWithCoder:coder])) { _chromeHidden = YES; }
                    return self;
                }

                - (void)setChromeHidden:(BOOL)chromeHidden {
                    _chromeHidden = chromeHidden;
                    [self setNeedsStatusBarAppearanceUpdate];
                }

                - (BOOL)prefersStatusBarHidden { return self.chromeHidden; }

                - (void)tapped { self.chromeHidden = NO; }

                @end

                """),
        ])
}
