import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `status-bar-always-hidden`: every screen of an app hides the status bar and no code shows it
/// again (no screen whose hidden answer can be false, no application setter showing it).
package struct StatusBarAlwaysHidden: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

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

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for report in model.apps {
            let app = report.app
            let screens = model.screens.filter { $0.screen.app == app.name }
            guard !screens.isEmpty, screens.allSatisfy({ $0.prediction.hidden == true && $0.prediction.possibleHidden == [true] }) else {
                continue
            }
            let shows = model.ownSources.filter { app.owns($0.path) }.contains { facts in
                facts.deprecatedUses.contains { use in
                    (use.api == .setStatusBarHidden || (use.api == .isStatusBarHidden && use.access == .write)) && use.value != .bool(true)
                }
            }
            guard !shows else { continue }
            let key = app.plist.statusBarHidden.value(forIdiom: "iphone")
            let location = key?.value == true ? key!.location : app.infoPlistStart
            let message = "every screen of '\(app.name)' hides the status bar and nothing shows it again: people lose the time, "
                + "connectivity and battery; hide it only while needed and let a tap bring it back"
            let related = screens.prefix(20).map { s -> RelatedLocation in
                let place = s.prediction.hiddenDecidedBy.className.flatMap { decider in
                    model.graph.isAppClass(decider) ? model.answers.answers(for: decider).locations[.prefersStatusBarHidden] : nil
                }
                return RelatedLocation(place ?? s.screen.location, "'\(s.screen.controller.className)' hides the status bar")
            }
            findings.append(finding(location, message, related: related))
        }
        return Finding.merged(findings)
    }
}
