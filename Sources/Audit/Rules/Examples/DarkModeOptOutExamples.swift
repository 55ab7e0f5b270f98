import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `DarkModeOptOut` (Docs/Rules.md is made from them).
extension DarkModeOptOut {
    static let described = RuleDescription(
        id: "dark-mode-opt-out", name: "Dark Mode opt-out", severity: .info,
        rationale: """
            UIUserInterfaceStyle Light or Dark fixes the interface style of the whole app (R9): default status \
            bar content no longer follows the system appearance. Apple's "Choosing a Specific Interface Style" \
            allows it only temporarily, while the app is made to support both appearances.
            """,
        triggering: [
            .infoPlistOnly(["UIUserInterfaceStyle": "↓<string>Light</string>"]),
            .infoPlistOnly(["UIUserInterfaceStyle": "↓<string>Dark</string>"]),
            // An Objective-C app whose window also forces an interface style: the Info.plist key is reported.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end

                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    self.window.overrideUserInterfaceStyle = UIUserInterfaceStyleLight;
                    return YES;
                }
                @end

                """, info: ["UIUserInterfaceStyle": "↓<string>Light</string>"]),
        ],
        nonTriggering: [
            .infoPlistOnly(["UIUserInterfaceStyle": "<string>Automatic</string>"]),
            .infoPlistOnly([:]),
            // Not an app's Info.plist.
            RuleExample.infoPlistOnly([:])
                .adding("App/GoogleService-Info.plist", RuleExample.infoPlist(["UIUserInterfaceStyle": "<string>Light</string>"]))
                .adding("Pods/Target Support Files/Pods-App/Pods-App-Info.plist",
                        RuleExample.infoPlist(["UIUserInterfaceStyle": "<string>Dark</string>"])),
            // Objective-C: forcing the style of one window in code is not the Info.plist opt-out.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface ReaderViewController : UIViewController
                @end

                @implementation ReaderViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.overrideUserInterfaceStyle = UIUserInterfaceStyleDark;
                    NSLog(@"UIUserInterfaceStyle = Light");
                }
                @end

                """),
        ])
}
