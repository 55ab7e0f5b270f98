import Foundation
import StatusBarEngine
import Testing
@testable import Audit

/// An app's own override in an extension of a UIKit class (an Objective-C category) is called
/// before iOS 13.4 and not since (uikit-rules.md): a plain navigation controller that the app's
/// extension makes forward to its top controller lets the player decide on iOS 12 and 13.3, and
/// decides itself from 13.4.
@Suite("Audit: overrides in extensions of UIKit classes, by iOS version")
struct ExtensionOverrideEraTests {
    static let swiftExtension = (file: "App/Appearance.swift", text: """
        import UIKit

        extension UINavigationController {
            open override var childForStatusBarStyle: UIViewController? { topViewController }
        }
        """)

    static let objcCategory = (file: "App/UINavigationController+StatusBar.m", text: """
        #import <UIKit/UIKit.h>

        @implementation UINavigationController (StatusBar)
        - (UIViewController *)childViewControllerForStatusBarStyle {
            return self.topViewController;
        }
        @end
        """)

    private func files(_ extensionFile: (file: String, text: String)) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/AppDelegate.swift": """
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = UINavigationController(rootViewController: PlayerViewController())
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            """,
            "App/PlayerViewController.swift": """
            import UIKit

            final class PlayerViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """,
            extensionFile.file: extensionFile.text,
        ]
    }

    @Test(arguments: [swiftExtension, objcCategory].map { [$0.file: $0.text] })
    func theTopControllerDecidesBeforeIOS13_4Only(_ extensionFile: [String: String]) throws {
        let (file, text) = try #require(extensionFile.first)
        for (version, player) in [(IOSVersion(12), true), (IOSVersion(13, 3), true), (IOSVersion(13, 4), false), (IOSVersion(16), false)] {
            let model = try auditModel(files((file, text)), ios: version)
            let s = try #require(screen(model, "PlayerViewController"), "\(version)")
            let prediction = try #require(s.eras.first?.prediction)
            if player {
                #expect(prediction.styleDecidedBy.name == "PlayerViewController", "\(file) \(version)")
                #expect(prediction.light.content == .light, "\(file) \(version)")
            } else {
                #expect(prediction.styleDecidedBy.name == "UINavigationController", "\(file) \(version)")
                #expect(prediction.light.content != .light, "\(file) \(version)")
            }
        }
    }

    /// Without the extension, the plain navigation controller decides on every version.
    @Test func withoutAnExtensionTheNavigationControllerDecidesOnIOS12() throws {
        var all = files(Self.swiftExtension)
        all[Self.swiftExtension.file] = "import UIKit\n"
        let model = try auditModel(all, ios: IOSVersion(12))
        let prediction = try #require(screen(model, "PlayerViewController")?.eras.first?.prediction)
        #expect(prediction.styleDecidedBy.name == "UINavigationController")
    }
}
