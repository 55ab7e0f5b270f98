import Foundation
import SourceModel
import TestSupport
import Testing
@testable import Audit

/// A scene delegate of another display (the scene manifest's external-display role) sets up a window
/// on that screen: its root is no iPhone screen. The application scene's root is one.
@Suite("Audit: windows of another display")
struct OtherDisplayTests {
    @Test func theExternalDisplaysWindowRootIsNoScreen() throws {
        let manifest = """
            <dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array>
            <dict><key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string></dict></array>
            <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key><array>
            <dict><key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).ExternalSceneDelegate</string></dict></array>
            </dict></dict>
            """
        func delegate(_ name: String, root: String) -> String {
            """
            import UIKit
            final class \(name): UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let scene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: scene)
                    window.rootViewController = \(root)()
                    window.isHidden = false
                    self.window = window
                }
            }
            """
        }
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": RuleExample.infoPlist(["UIApplicationSceneManifest": manifest]),
            "App/SceneDelegate.swift": delegate("SceneDelegate", root: "PlayerViewController"),
            "App/ExternalSceneDelegate.swift": delegate("ExternalSceneDelegate", root: "ExternalPlaybackViewController"),
            "App/Controllers.swift": """
                import UIKit
                final class PlayerViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }
                final class ExternalPlaybackViewController: UIViewController {
                    override var prefersStatusBarHidden: Bool { true }
                }
                """,
        ]))
        #expect(audited.screen("PlayerViewController") != nil)
        #expect(audited.screen("ExternalPlaybackViewController") == nil)
    }
}
