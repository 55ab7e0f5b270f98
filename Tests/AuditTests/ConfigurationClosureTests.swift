import Foundation
import ProjectReaders
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Values configured in a closure (`UIWindow(windowScene:).then { $0.rootViewController = nav }`,
/// the Then library's `then`): the value is the one configured, and `$0` is it.
@Suite("Audit: configuration closures")
struct ConfigurationClosureTests {
    static func example(hidesBar: Bool) -> RuleExample {
        RuleExample([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": """
                import UIKit
                import Then

                final class BrowserViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?

                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        present(browserViewController: BrowserViewController(), windowScene: windowScene)
                    }

                    private func present(browserViewController: BrowserViewController, windowScene: UIWindowScene) {
                        let navigationController = UINavigationController(rootViewController: browserViewController).then {
                            $0.isNavigationBarHidden = \(hidesBar)
                        }
                        let window = UIWindow(windowScene: windowScene).then {
                            $0.backgroundColor = .black
                            $0.rootViewController = navigationController
                        }
                        self.window = window
                        window.makeKeyAndVisible()
                    }
                }
                """,
        ])
    }

    @Test("a window's root and its navigation bar set in configuration closures", arguments: [true, false])
    func windowRootConfiguredInAClosure(hidesBar: Bool) throws {
        let audited = try MixedProjectTests.audit(Self.example(hidesBar: hidesBar))
        let browser = try #require(audited.screen("BrowserViewController"))
        #expect(browser.screen.navigation?.controller.className == "UINavigationController")
        #expect(browser.screen.navigation?.barHidden == hidesBar)
        // With the bar hidden the browser decides: light content.
        #expect((browser.prediction.light.style == .lightContent) == hidesBar)
    }
}
