import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `PreferenceSwallowedByNavigation` (Docs/Rules.md is made from them).
extension PreferenceSwallowedByNavigation {
    static let described = RuleDescription(
        id: "preference-swallowed-by-navigation", name: "Preference swallowed by navigation", severity: .warning,
        rationale: """
            A navigation controller whose bar is visible does not forward childForStatusBarStyle to its top \
            controller (R5): it decides the style itself, from preferredStatusBarStyle or its bar's barStyle \
            (R6). The child's preferredStatusBarStyle is then never called. Reported only where the navigation \
            controller decides (not inside a sheet that keeps the presenter's answer, which \
            preference-swallowed-by-presentation reports), and not before iOS 13.4 when the app's own extension \
            of UINavigationController forwards (override-in-extension reports the extension). An override in a \
            base class that several subclasses' screens swallow is one finding, at the override.
            """,
        triggering: [
            .storyboard(navigationScenes, initial: "nav-1", swift: """
                import UIKit

                final class ThemedNavigationController: UINavigationController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationBar.prefersLargeTitles = true
                    }
                }

                final class FeedViewController: UITableViewController {
                    override var ↓preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """),
            .swift("""
                import UIKit

                final class SettingsViewController: UIViewController {
                    override var ↓preferredStatusBarStyle: UIStatusBarStyle {
                        return .lightContent
                    }
                }

                final class HomeViewController: UIViewController {
                    func openSettings() {
                        let nav = UINavigationController(rootViewController: SettingsViewController())
                        nav.modalPresentationStyle = .fullScreen
                        present(nav, animated: true)
                    }
                }

                """),
            // Even when the bar's style happens to give the same content: the answer is never used.
            .storyboard(IBScene.navigation("nav-1", root: "map-1", bar: "barStyle=\"black\"") + "\n"
                        + IBScene.controller("map-1", customClass: "MapViewController"), initial: "nav-1", swift: """
                import UIKit

                final class MapViewController: UIViewController {
                    override var ↓preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """),
            // Objective-C: a child in a plain storyboard navigation controller.
            .storyboard(IBScene.navigation("nav-1", root: "feed-1") + "\n"
                        + IBScene.controller("feed-1", customClass: "FeedViewController", objectiveC: true, element: "tableViewController"),
                        initial: "nav-1", objcHeader: """
                #import <UIKit/UIKit.h>

                @interface FeedViewController : UITableViewController
                @end

                """, objc: """
                #import "Example.h"

                @implementation FeedViewController

                - (UIStatusBarStyle)↓preferredStatusBarStyle {
                    return UIStatusBarStyleLightContent;
                }

                @end

                """),
            // Objective-C: a navigation controller made in code around the child.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface SettingsViewController : UIViewController
                @end

                @implementation SettingsViewController
                - (UIStatusBarStyle)↓preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end

                @interface HomeViewController : UIViewController
                @end

                @implementation HomeViewController
                - (void)openSettings {
                    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[[SettingsViewController alloc] init]];
                    nav.modalPresentationStyle = UIModalPresentationFullScreen;
                    [self presentViewController:nav animated:YES completion:nil];
                }
                @end

                """),
            // Objective-C: a controller pushed onto a plain storyboard navigation controller.
            .storyboard(IBScene.navigation("nav-1", root: "home-1") + "\n"
                        + IBScene.controller("home-1", customClass: "HomeViewController", objectiveC: true),
                        initial: "nav-1", objc: """
                #import <UIKit/UIKit.h>

                @interface DetailViewController : UIViewController
                @end

                @implementation DetailViewController
                - (UIStatusBarStyle)↓preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end

                @interface HomeViewController : UIViewController
                @end

                @implementation HomeViewController
                - (void)showDetail {
                    DetailViewController *detail = [[DetailViewController alloc] init];
                    [self.navigationController pushViewController:detail animated:YES];
                }
                @end

                """),
            // Mixed: a storyboard scene names a Swift class by its @objc(Name), without a module.
            .storyboard(IBScene.navigation("nav-1", root: "feed-1") + "\n"
                        + IBScene.controller("feed-1", customClass: "LGYFeedViewController", objectiveC: true),
                        initial: "nav-1", swift: """
                import UIKit

                @objc(LGYFeedViewController)
                final class FeedViewController: UIViewController {
                    override var ↓preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """),
        ],
        nonTriggering: [
            // A plain navigation controller presented as a page sheet: the presenter keeps deciding
            // (preference-swallowed-by-presentation says so); this navigation controller never decides.
            .swift("""
                import UIKit

                final class FiltersViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                final class LibraryViewController: UIViewController {
                    func showFilters() {
                        let nav = UINavigationController(rootViewController: FiltersViewController())
                        nav.modalPresentationStyle = .pageSheet
                        present(nav, animated: true)
                    }
                }

                """),
            // The navigation controller forwards.
            .storyboard(navigationScenes, initial: "nav-1", swift: """
                import UIKit

                final class ThemedNavigationController: UINavigationController {
                    override var childForStatusBarStyle: UIViewController? { topViewController }
                }

                final class FeedViewController: UITableViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """),
            // The bar is hidden: UINavigationController forwards by itself.
            .storyboard(IBScene.navigation("nav-1", root: "feed-1", hidden: true) + "\n"
                        + IBScene.controller("feed-1", customClass: "FeedViewController"), initial: "nav-1", swift: """
                import UIKit

                final class FeedViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """),
            // The navigation controller decides on purpose; the child's override is commented out.
            .storyboard(navigationScenes, initial: "nav-1", swift: """
                import UIKit

                final class ThemedNavigationController: UINavigationController {
                    override var childForStatusBarStyle: UIViewController? { nil }
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                final class FeedViewController: UITableViewController {
                    // override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                }

                """),
            // Objective-C: the navigation controller forwards to its top controller.
            .storyboard(IBScene.navigation("nav-1", root: "feed-1", customClass: "ThemedNavigationController", objectiveC: true) + "\n"
                        + IBScene.controller("feed-1", customClass: "FeedViewController", objectiveC: true, element: "tableViewController"),
                        initial: "nav-1", objcHeader: """
                #import <UIKit/UIKit.h>

                @interface ThemedNavigationController : UINavigationController
                @end

                @interface FeedViewController : UITableViewController
                @end

                """, objc: """
                #import "Example.h"

                @implementation ThemedNavigationController
                - (UIViewController *)childViewControllerForStatusBarStyle {
                    return self.topViewController;
                }
                @end

                @implementation FeedViewController
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end

                """),
            // Mixed: a Swift navigation controller inherits forwarding from an Objective-C one.
            .storyboard(navigationScenes, initial: "nav-1", swift: """
                import UIKit

                final class ThemedNavigationController: BaseNavigationController {}

                final class FeedViewController: UITableViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """, objcHeader: """
                #import <UIKit/UIKit.h>

                @interface BaseNavigationController : UINavigationController
                @end

                """, objc: """
                #import "Example.h"

                @implementation BaseNavigationController
                - (UIViewController *)childViewControllerForStatusBarStyle { return self.topViewController; }
                @end

                """),
        ])
}
