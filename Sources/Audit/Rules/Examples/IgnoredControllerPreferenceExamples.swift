import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `IgnoredControllerPreference` (Docs/Rules.md is made from them).
extension IgnoredControllerPreference {
    static let described = RuleDescription(
        id: "ignored-controller-preference", name: "Ignored controller preference", severity: .warning,
        rationale: """
            With UIViewControllerBasedStatusBarAppearance false (application mode, R1) every controller \
            preference is ignored: preferredStatusBarStyle, prefersStatusBarHidden, the childFor overrides \
            and setNeedsStatusBarAppearanceUpdate() have no effect (R4-R10 do not apply).
            """,
        triggering: [
            .swift("""
                import UIKit

                final class ProfileViewController: UIViewController {
                    var isDark = false

                    override var ↓preferredStatusBarStyle: UIStatusBarStyle { isDark ? .lightContent : .darkContent }

                    func toggle() {
                        isDark.toggle()
                        ↓setNeedsStatusBarAppearanceUpdate()
                    }
                }

                final class RootNavigationController: UINavigationController {
                    override var ↓childForStatusBarStyle: UIViewController? { topViewController }
                }

                """, info: ["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
            // Objective-C: overrides and an update in application mode.
            .objc(header: """
                #import <UIKit/UIKit.h>

                @interface ProfileViewController : UIViewController
                @property (nonatomic, getter=isDark) BOOL dark;
                @end

                @interface RootNavigationController : UINavigationController
                @end

                """, """
                #import "Example.h"

                @implementation ProfileViewController

                - (UIStatusBarStyle)↓preferredStatusBarStyle {
                    return self.isDark ? UIStatusBarStyleLightContent : UIStatusBarStyleDarkContent;
                }

                - (void)toggle {
                    self.dark = !self.dark;
                    [self ↓setNeedsStatusBarAppearanceUpdate];
                }

                @end

                @implementation RootNavigationController

                - (UIViewController *)↓childViewControllerForStatusBarStyle {
                    return self.topViewController;
                }

                @end

                """, info: ["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
        ],
        nonTriggering: [
            // Controller-based mode: the overrides are used.
            .swift("""
                import UIKit

                final class ProfileViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """),
            // A SwiftUI modifier is not a controller override; a commented-out override is none.
            .swift("""
                import SwiftUI
                import UIKit

                struct PlayerView: View {
                    var body: some View {
                        Color.black.statusBarHidden(true)
                    }
                }

                final class ProfileViewController: UIViewController {
                    // override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                    /* override var prefersStatusBarHidden: Bool { true } */
                }

                """, info: ["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
            // Objective-C: controller-based mode.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface ProfileViewController : UIViewController
                @end

                @implementation ProfileViewController
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end

                """),
            // Objective-C in application mode: overrides in comments and under #if 0, a declaration only.
            .objc(header: """
                #import <UIKit/UIKit.h>

                @interface ProfileViewController : UIViewController
                - (UIStatusBarStyle)preferredStatusBarStyle;
                @end

                """, """
                #import "Example.h"

                @implementation ProfileViewController
                // - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                /* - (BOOL)prefersStatusBarHidden { return YES; } */
                #if 0
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                #endif
                - (NSString *)title { return @"[self setNeedsStatusBarAppearanceUpdate]"; }
                @end

                """, info: ["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
        ])
}
