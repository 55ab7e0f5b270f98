import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `DeprecatedApplicationSetter` (Docs/Rules.md is made from them).
extension DeprecatedApplicationSetter {
    static let described = RuleDescription(
        id: "deprecated-application-setter", name: "Deprecated application setter", severity: .warning,
        rationale: """
            In application mode the application's status bar setters change the bar (R1), but they have \
            been deprecated since iOS 9 (UIApplication.h): controller-based mode, with preferredStatusBarStyle \
            and prefersStatusBarHidden (R4-R7), is the supported way.
            """,
        triggering: [
            .swift("""
                import UIKit

                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        application.↓setStatusBarStyle(.lightContent, animated: false)
                        return true
                    }
                }

                """, info: ["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
            .swift("""
                import UIKit

                final class VideoViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        UIApplication.shared.↓setStatusBarHidden(true, with: .slide)
                    }
                }

                """, info: ["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
            // Objective-C: the delegate's application parameter, the shared application, a local.
            .objc(header: """
                #import <UIKit/UIKit.h>

                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end

                """, """
                #import "Example.h"

                @implementation AppDelegate

                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    [application ↓setStatusBarStyle:UIStatusBarStyleLightContent animated:NO];
                    return YES;
                }

                - (void)enterFullScreen {
                    [[UIApplication sharedApplication] ↓setStatusBarHidden:YES withAnimation:UIStatusBarAnimationSlide];
                    UIApplication *app = [UIApplication sharedApplication];
                    app.↓statusBarHidden = YES;
                }

                @end

                """, info: ["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
        ],
        nonTriggering: [
            // Controller-based mode: ineffective-application-setter's.
            .swift("""
                import UIKit

                final class VideoViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        UIApplication.shared.setStatusBarHidden(true, with: .slide)
                    }
                }

                """),
            .swift("""
                import UIKit

                final class VideoViewController: UIViewController {
                    // UIApplication.shared.setStatusBarHidden(true, with: .slide)
                    let note = "setStatusBarStyle(.lightContent, animated: true)"
                }

                """, info: ["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
            // Objective-C in controller-based mode: ineffective-application-setter's.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface VideoViewController : UIViewController
                @end

                @implementation VideoViewController
                - (void)viewDidAppear:(BOOL)animated {
                    [super viewDidAppear:animated];
                    [[UIApplication sharedApplication] setStatusBarHidden:YES withAnimation:UIStatusBarAnimationSlide];
                }
                @end

                """),
            // Objective-C look-alikes: a comment, a string, #if 0, a selector of another class.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface VideoViewController : UIViewController
                @end

                @implementation VideoViewController
                - (void)viewDidAppear:(BOOL)animated {
                    [super viewDidAppear:animated];
                    // [[UIApplication sharedApplication] setStatusBarHidden:YES withAnimation:UIStatusBarAnimationSlide];
                    NSString *note = @"setStatusBarStyle:UIStatusBarStyleLightContent animated:YES";
                    NSLog(@"%@", note);
                #if 0
                    [UIApplication sharedApplication].statusBarHidden = YES;
                #endif
                    [self.playerView setStatusBarHidden:YES];
                }
                @end

                """, info: ["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
        ])
}
