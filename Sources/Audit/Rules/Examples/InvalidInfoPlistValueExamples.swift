import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `InvalidInfoPlistValue` (Docs/Rules.md is made from them).
extension InvalidInfoPlistValue {
    static let described = RuleDescription(
        id: "invalid-info-plist-value", name: "Invalid Info.plist value", severity: .error,
        rationale: """
            A key of the wrong type (the string "NO" for a Boolean) or an empty or unknown UIStatusBarStyle is \
            not a value UIKit can use: the mode (R1) and the launch appearance (R2) then silently fall back \
            to their defaults.
            """,
        triggering: [
            .infoPlistOnly(["UIStatusBarHidden": "↓<string>NO</string>"]),
            .infoPlistOnly(["UIStatusBarStyle": "↓<string>UIStatusBarStyleLight</string>"]),
            .infoPlistOnly(["UIStatusBarStyle~ipad": "↓<string></string>"]),
            .infoPlistOnly(["UIViewControllerBasedStatusBarAppearance": "↓<integer>0</integer>"]),
            // An Objective-C app: reading the key in code does not make the string a Boolean.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @end

                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    NSLog(@"%@", [[NSBundle mainBundle] objectForInfoDictionaryKey:@"UIStatusBarHidden"]);
                    return YES;
                }
                @end

                """, info: ["UIStatusBarHidden": "↓<string>NO</string>"]),
        ],
        nonTriggering: [
            .infoPlistOnly(["UIStatusBarHidden": "<true/>", "UIStatusBarStyle": "<string>UIStatusBarStyleLightContent</string>",
                            "UIViewControllerBasedStatusBarAppearance": "<false/>"]),
            // Not an app's Info.plist: Firebase's, a resource bundle's, a test bundle's, vendored.
            RuleExample.infoPlistOnly([:])
                .adding("App/GoogleService-Info.plist", RuleExample.infoPlist(["UIStatusBarHidden": "<string>NO</string>"]))
                .adding("App/Settings.bundle/Info.plist", RuleExample.infoPlist(["UIStatusBarStyle": "<string>Light</string>"]))
                .adding("AppTests/Info.plist", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0">
                    <dict>
                    \t<key>CFBundlePackageType</key>
                    \t<string>BNDL</string>
                    \t<key>UIStatusBarHidden</key>
                    \t<string>YES</string>
                    </dict>
                    </plist>

                    """)
                .adding("Pods/Target Support Files/Pods-App/Info.plist", RuleExample.infoPlist(["UIStatusBarStyle": "<string></string>"])),
            // Objective-C code that writes the keys in a dictionary is not an Info.plist.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface LaunchOptions : NSObject
                @end

                @implementation LaunchOptions
                + (NSDictionary *)defaults {
                    return @{ @"UIStatusBarHidden": @"NO", @"UIStatusBarStyle": @"UIStatusBarStyleLight" };
                }
                @end

                """),
        ])
}
