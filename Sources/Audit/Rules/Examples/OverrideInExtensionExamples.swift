import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `OverrideInExtension` (Docs/Rules.md is made from them).
extension OverrideInExtension {
    static let described = RuleDescription(
        id: "override-in-extension", name: "Override in an extension of a UIKit class", severity: .warning,
        rationale: """
            Overriding preferredStatusBarStyle or the other status bar members in an extension (or an \
            Objective-C category) of UINavigationController or another UIKit class replaces UIKit's own implementation for every \
            instance and is unreliable: such overrides stopped being called in iOS 13.4 (uikit-rules.md, \
            Deprecated API), so R5-R8 fall back to the defaults. (Predictions count them before iOS 13.4             only, in the <13 era.)
            """,
        triggering: [
            .swift("""
                import UIKit

                extension UINavigationController {
                    open override var ↓preferredStatusBarStyle: UIStatusBarStyle {
                        topViewController?.preferredStatusBarStyle ?? .default
                    }

                    open override var ↓childForStatusBarHidden: UIViewController? { topViewController }
                }

                """),
            // A category on a UIKit class (Objective-C).
            .objc("""
                #import <UIKit/UIKit.h>

                @implementation UINavigationController (StatusBar)

                - (UIStatusBarStyle)↓preferredStatusBarStyle {
                    return [self.topViewController preferredStatusBarStyle];
                }

                - (UIViewController *)↓childViewControllerForStatusBarHidden {
                    return self.topViewController;
                }

                @end

                """),
            // Objective-C: a category declared in a header, implemented in an Objective-C++ file.
            RuleExample([
                "App/UIViewController+StatusBar.h": """
                    #import <UIKit/UIKit.h>

                    @interface UIViewController (StatusBar)
                    - (BOOL)prefersStatusBarHidden;
                    @end

                    """,
                "App/UIViewController+StatusBar.mm": """
                    #import "UIViewController+StatusBar.h"

                    @implementation UIViewController (StatusBar)
                    - (BOOL)↓prefersStatusBarHidden {
                        return NO;
                    }
                    @end

                    """,
                "App/Info.plist": RuleExample.infoPlist([:]),
            ]),
        ],
        nonTriggering: [
            // An extension of the app's own class is a normal place for an override.
            .swift("""
                import UIKit

                final class FeedViewController: UIViewController {}

                extension FeedViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                final class RootNavigationController: UINavigationController {
                    override var childForStatusBarStyle: UIViewController? { topViewController }
                }

                """),
            // A commented-out extension, and a helper in an extension that is not an override.
            .swift("""
                import UIKit

                // extension UINavigationController {
                //     open override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                // }

                extension UIViewController {
                    var isDarkTheme: Bool { traitCollection.userInterfaceStyle == .dark }
                }

                """),
            // A category on the app's own class, a class extension, a helper in a category on a UIKit
            // class, a category in a comment and under #if 0 (Objective-C).
            .objc(header: """
                #import <UIKit/UIKit.h>

                @interface FeedViewController : UIViewController
                @end

                @interface UIViewController (Theme)
                - (BOOL)isDarkTheme;
                @end

                """, """
                #import "Example.h"

                @interface FeedViewController ()
                @property (nonatomic) BOOL dimmed;
                @end

                @implementation FeedViewController
                @end

                @implementation FeedViewController (StatusBar)
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end

                @implementation UIViewController (Theme)
                - (BOOL)isDarkTheme { return self.traitCollection.userInterfaceStyle == UIUserInterfaceStyleDark; }
                @end

                // @implementation UINavigationController (StatusBar)
                // - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                // @end

                #if 0
                @implementation UITabBarController (StatusBar)
                - (BOOL)prefersStatusBarHidden { return YES; }
                @end
                #endif

                """),
            // Mixed: an Objective-C category on the app's Swift class.
            .objc("""
                #import <UIKit/UIKit.h>
                #import "App-Swift.h"

                @implementation FeedViewController (StatusBar)
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end

                """).adding("App/FeedViewController.swift", """
                import UIKit

                @objc final class FeedViewController: UIViewController {}

                """),
        ])
}
