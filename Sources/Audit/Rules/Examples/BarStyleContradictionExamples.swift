import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `BarStyleContradiction` (Docs/Rules.md is made from them).
extension BarStyleContradiction {
    static let described = RuleDescription(
        id: "bar-style-contradiction", name: "Bar style contradiction", severity: .warning,
        rationale: """
            A navigation controller's status bar style follows its bar's barStyle by default: black gives \
            lightContent, default gives default (R6). Answering the opposite draws dark content over a black \
            bar or light content over a light one (R12).
            """,
        triggering: [
            .swift("""
                import UIKit

                final class DarkNavigationController: UINavigationController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationBar.barStyle = .black
                    }

                    override var ↓preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                }

                """),
            .storyboard(IBScene.navigation("nav-1", root: "feed-1", customClass: "BrandNavigationController", bar: "barStyle=\"black\"")
                        + "\n" + IBScene.controller("feed-1"), initial: "nav-1", swift: """
                import UIKit

                final class BrandNavigationController: UINavigationController {
                    override var ↓preferredStatusBarStyle: UIStatusBarStyle {
                        return .default
                    }
                }

                """),
            // Objective-C: a black bar set in code, dark content answered.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface DarkNavigationController : UINavigationController
                @end

                @implementation DarkNavigationController

                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.navigationBar.barStyle = UIBarStyleBlack;
                }

                - (UIStatusBarStyle)↓preferredStatusBarStyle {
                    return UIStatusBarStyleDarkContent;
                }

                @end

                """),
            // Objective-C: a black bar in the storyboard, the Objective-C class answers default.
            .storyboard(IBScene.navigation("nav-1", root: "feed-1", customClass: "BrandNavigationController", objectiveC: true,
                                           bar: "barStyle=\"black\"") + "\n" + IBScene.controller("feed-1"),
                        initial: "nav-1", objcHeader: """
                #import <UIKit/UIKit.h>

                @interface BrandNavigationController : UINavigationController
                @end

                """, objc: """
                #import "Example.h"

                @implementation BrandNavigationController
                - (UIStatusBarStyle)↓preferredStatusBarStyle { return UIStatusBarStyleDefault; }
                @end

                """),
        ],
        nonTriggering: [
            .swift("""
                import UIKit

                final class DarkNavigationController: UINavigationController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationBar.barStyle = .black
                    }

                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """),
            // A toolbar's or a tab bar's bar style is not the navigation bar's.
            .swift("""
                import UIKit

                final class EditorViewController: UIViewController {
                    let toolbar = UIToolbar()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        toolbar.barStyle = .black
                        tabBarController?.tabBar.barStyle = .black
                    }
                    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                }

                final class PlainNavigationController: UINavigationController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                }

                """),
            // The class forwards to its children: its own answer is not used.
            .swift("""
                import UIKit

                final class DarkNavigationController: UINavigationController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationBar.barStyle = .black
                    }
                    override var childForStatusBarStyle: UIViewController? { topViewController }
                    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                }

                """),
            // A bar style in simulated metrics or on a toolbar of the storyboard.
            .storyboard(IBScene.navigation("nav-1", root: "feed-1", customClass: "BrandNavigationController") + "\n"
                        + IBScene.controller("feed-1", attributes: "", segues: "").replacingOccurrences(
                            of: "<view key=\"view\"",
                            with: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" barStyle=\"black\" prompted=\"NO\"/>\n"
                                + "                    <toolbar key=\"toolbar\" barStyle=\"black\" id=\"tb-1\"/>\n                    <view key=\"view\""),
                        initial: "nav-1", swift: """
                import UIKit

                final class BrandNavigationController: UINavigationController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                }

                """),
            // Objective-C: the answer matches the bar; a toolbar's and a tab bar's bar style; forwarding.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface DarkNavigationController : UINavigationController
                @end

                @implementation DarkNavigationController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.navigationBar.barStyle = UIBarStyleBlack;
                }
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end

                @interface EditorViewController : UIViewController
                @property (nonatomic, strong) UIToolbar *toolbar;
                @end

                @implementation EditorViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.toolbar.barStyle = UIBarStyleBlack;
                    self.tabBarController.tabBar.barStyle = UIBarStyleBlack;
                }
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleDarkContent; }
                @end

                @interface ForwardingNavigationController : UINavigationController
                @end

                @implementation ForwardingNavigationController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.navigationBar setBarStyle:UIBarStyleBlack];
                }
                - (UIViewController *)childViewControllerForStatusBarStyle { return self.topViewController; }
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleDarkContent; }
                @end

                """),
        ])
}
