import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `PreferenceSwallowedByContainer` (Docs/Rules.md is made from them).
extension PreferenceSwallowedByContainer {
    static let described = RuleDescription(
        id: "preference-swallowed-by-container", name: "Preference swallowed by container", severity: .warning,
        rationale: """
            UIKit asks the root controller (or the presented one) for the status bar, then descends through \
            childForStatusBarStyle and childForStatusBarHidden (R5, R7). A custom container, a controller that \
            adds child controllers with addChild (a side panel, a root that switches between onboarding and the \
            main interface, a banner wrapper), returns nil from both unless it overrides them: it decides itself, \
            and the child's preferredStatusBarStyle or prefersStatusBarHidden is never called. Reported at the \
            child's override when it answers differently from the container, the container says nothing of \
            childForStatusBarStyle (or childForStatusBarHidden), and the child decides no screen elsewhere. The fix \
            is to return the child on screen from the container's childForStatusBarStyle and childForStatusBarHidden, \
            and to call setNeedsStatusBarAppearanceUpdate() on the container after switching children. \
            A split view controller is such a container too: a plain UISplitViewController made in code is \
            reported where it is made when the app declares its own split view subclass that forwards to a \
            column (the app meant its columns to decide, and this one does not let them).
            """,
        triggering: [
            .swift("""
                import UIKit

                final class PlayerViewController: UIViewController {
                    override var ↓preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                final class RootContainerViewController: UIViewController {
                    private let player = PlayerViewController()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(player)
                        view.addSubview(player.view)
                        player.didMove(toParent: self)
                    }
                }

                """),
            // Hidden: the child hides the bar, the side panel container never asks it.
            .swift("""
                import UIKit

                final class SlideMenuController: UIViewController {
                    func show(_ center: ReaderViewController) {
                        addChild(center)
                        view.addSubview(center.view)
                        center.didMove(toParent: self)
                    }
                }

                final class ReaderViewController: UIViewController {
                    override var ↓prefersStatusBarHidden: Bool { true }
                }

                """),
            // Objective-C: a wrapper that adds a child it creates.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface ScannerViewController : UIViewController
                @end

                @implementation ScannerViewController
                - (UIStatusBarStyle)↓preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end

                @interface ModuleContainerViewController : UIViewController
                @end

                @implementation ModuleContainerViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    ScannerViewController *scanner = [[ScannerViewController alloc] init];
                    [self addChildViewController:scanner];
                    [self.view addSubview:scanner.view];
                    [scanner didMoveToParentViewController:self];
                }
                @end

                """),
            // A coordinator makes a plain split view while the app's own forwards to its primary column.
            .swift("""
                import UIKit

                final class ThemedSplitViewController: UISplitViewController {
                    override var childForStatusBarStyle: UIViewController? { viewControllers.first }
                    override var childForStatusBarHidden: UIViewController? { viewControllers.first }
                }

                final class SplitCoordinator {
                    let splitViewController: UISplitViewController

                    init() {
                        splitViewController = ↓UISplitViewController()
                        splitViewController.preferredDisplayMode = .oneBesideSecondary
                    }
                }

                """),
            // Objective-C: the same, with the plain split view made by `new`.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface BrandSplitViewController : UISplitViewController
                @end

                @implementation BrandSplitViewController
                - (UIViewController *)childViewControllerForStatusBarStyle { return self.viewControllers.firstObject; }
                @end

                @interface RootBuilder : NSObject
                @end

                @implementation RootBuilder
                - (UIViewController *)makeRoot {
                    UISplitViewController *split = [UISplitViewController ↓new];
                    return split;
                }
                @end

                """),
        ],
        nonTriggering: [
            // The coordinator makes the app's forwarding split view.
            .swift("""
                import UIKit

                final class ThemedSplitViewController: UISplitViewController {
                    override var childForStatusBarStyle: UIViewController? { viewControllers.first }
                }

                final class SplitCoordinator {
                    let splitViewController: UISplitViewController = ThemedSplitViewController()
                }

                """),
            // A plain split view in an app with no forwarding subclass (its own returns nil on purpose).
            .swift("""
                import UIKit

                final class FixedSplitViewController: UISplitViewController {
                    override var childForStatusBarStyle: UIViewController? { nil }
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                final class SplitCoordinator {
                    let splitViewController = UISplitViewController(style: .doubleColumn)
                }

                """),
            // The container forwards to the child on screen.
            .swift("""
                import UIKit

                final class PlayerViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                final class RootContainerViewController: UIViewController {
                    private let player = PlayerViewController()

                    override var childForStatusBarStyle: UIViewController? { player }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(player)
                        view.addSubview(player.view)
                    }
                }

                """),
            // The container answers what the child answers: nothing is lost.
            .swift("""
                import UIKit

                final class PlayerViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                final class RootContainerViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let player = PlayerViewController()
                        addChild(player)
                        view.addSubview(player.view)
                    }
                }

                """),
            // The child is also presented on its own, where its answer decides.
            .swift("""
                import UIKit

                final class PlayerViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                final class RootContainerViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let player = PlayerViewController()
                        addChild(player)
                        view.addSubview(player.view)
                    }

                    func openFullScreen() {
                        let player = PlayerViewController()
                        player.modalPresentationStyle = .fullScreen
                        present(player, animated: true)
                    }
                }

                """),
            // Objective-C: the container returns its child from childViewControllerForStatusBarStyle.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface ScannerViewController : UIViewController
                @end

                @implementation ScannerViewController
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end

                @interface ModuleContainerViewController : UIViewController
                @property (nonatomic, strong) ScannerViewController *scanner;
                @end

                @implementation ModuleContainerViewController
                - (UIViewController *)childViewControllerForStatusBarStyle { return self.scanner; }
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.scanner = [[ScannerViewController alloc] init];
                    [self addChildViewController:self.scanner];
                }
                @end

                """),
        ])
}
