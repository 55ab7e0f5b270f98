import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `ApplicationMode` (Docs/Rules.md is made from them).
extension ApplicationMode {
    static let described = RuleDescription(
        id: "application-mode", name: "Application mode", severity: .info,
        rationale: """
            With UIViewControllerBasedStatusBarAppearance false the app is in application mode (R1): one style \
            and one hidden flag for the whole app, changed only by UIApplication setters deprecated since iOS 9; \
            controllers' preferences (R4-R8) are ignored.
            """,
        triggering: [
            .infoPlistOnly(["UIViewControllerBasedStatusBarAppearance": "↓<false/>"]),
            // An Objective-C app in application mode that sets the style itself.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @end

                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    [application setStatusBarStyle:UIStatusBarStyleLightContent animated:NO];
                    return YES;
                }
                @end

                """, info: ["UIViewControllerBasedStatusBarAppearance": "↓<false/>"]),
        ],
        nonTriggering: [
            .infoPlistOnly(["UIViewControllerBasedStatusBarAppearance": "<true/>"]),
            .infoPlistOnly([:]),
            RuleExample.infoPlistOnly([:])
                .adding("App/GoogleService-Info.plist",
                        RuleExample.infoPlist(["UIViewControllerBasedStatusBarAppearance": "<false/>"]))
                .adding("Widgets/Resources.bundle/Info.plist", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0">
                    <dict>
                    \t<key>CFBundlePackageType</key>
                    \t<string>BNDL</string>
                    \t<key>UIViewControllerBasedStatusBarAppearance</key>
                    \t<false/>
                    </dict>
                    </plist>

                    """),
            // Objective-C code naming the key in a string does not change the mode.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface Diagnostics : NSObject
                @end

                @implementation Diagnostics
                + (BOOL)controllerBased {
                    NSNumber *value = [[NSBundle mainBundle] objectForInfoDictionaryKey:@"UIViewControllerBasedStatusBarAppearance"];
                    return value == nil || value.boolValue;
                }
                @end

                """),
        ])
}
