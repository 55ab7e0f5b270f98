import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Settings the app's code makes for every screen: the window's interface style, the application
/// status bar set while launching (application mode), the navigation bar appearance proxy.
@Suite("Audit: app-wide settings in code")
struct AppWideSettingsTests {
    let home = storyboard(initial: "home", controllerScene("home", customClass: "HomeViewController",
        background: "<color key=\"backgroundColor\" red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"))
    let homeClass = "import UIKit\nfinal class HomeViewController: UIViewController {}\n"

    @Test func aWindowForcedToLightModeKeepsDefaultDarkOnIOS13To16() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": home, "App/Home.swift": homeClass,
            "App/SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.overrideUserInterfaceStyle = .light
                }
            }
            """,
        ])
        #expect(model.apps.first?.app.appWide.windowInterfaceStyle == .light)
        let s = try #require(screen(model, "HomeViewController"))
        // Without the window's override, default would be light content on white in Dark Mode on iOS 15–16.
        #expect(s.eras.first?.prediction.dark.content == .dark)
        #expect(s.eras.first?.prediction.dark.readable == true)
    }

    @Test func aThemeSwitchOfTheWindowIsRunTimeStateNotAnAppWideStyle() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": home, "App/Home.swift": homeClass,
            "App/ThemeManager.swift": """
            import UIKit
            enum Theme { case system, light, dark }
            final class ThemeManager {
                var window: UIWindow?
                func apply(_ theme: Theme) {
                    switch theme {
                    case .system: window?.overrideUserInterfaceStyle = .unspecified
                    case .light: window?.overrideUserInterfaceStyle = .light
                    case .dark: window?.overrideUserInterfaceStyle = .dark
                    }
                }
                func restore(_ defaults: UserDefaults) {
                    window?.overrideUserInterfaceStyle = defaults.savedStyle
                }
            }
            """,
        ])
        #expect(model.apps.first?.app.appWide.windowInterfaceStyle == nil)
        let s = try #require(screen(model, "HomeViewController"))
        #expect(AppWideSettings(sources: model.sources.filter { $0.path.hasSuffix("ThemeManager.swift") }).windowInterfaceStyle == nil)
        #expect(s.eras.first?.prediction.dark.content == .light)
    }

    @Test func aStyleReadFromSettingsAtRunTimeIsNotAnAppWideStyle() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": home, "App/Home.swift": homeClass,
            "App/SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    if ProcessInfo.processInfo.arguments.contains("ForceDark") { window?.overrideUserInterfaceStyle = .dark }
                    window?.overrideUserInterfaceStyle = Preferences.shared.interfaceStyle
                }
            }
            """,
        ])
        #expect(model.apps.first?.app.appWide.windowInterfaceStyle == nil)
    }

    @Test func theLaunchSetterIsTheStyleAfterLaunchInApplicationMode() throws {
        let info = RuleExample.infoPlist(["UIMainStoryboardFile": "<string>Main</string>",
                                          "UIViewControllerBasedStatusBarAppearance": "<false/>"])
        let model = try auditModel([
            "App/Info.plist": info, "App/Base.lproj/Main.storyboard": home, "App/Home.swift": homeClass,
            "App/AppDelegate.swift": """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    application.statusBarStyle = .lightContent
                    return true
                }
            }
            """,
        ])
        #expect(model.apps.first?.app.appWide.launchStyle == .lightContent)
        let s = try #require(screen(model, "HomeViewController"))
        #expect(s.prediction.light.style == .lightContent)
        #expect(s.prediction.light.readable == false)
    }

    @Test func theFixInApplicationModeIsTheAppsStyleNotAControllerAnswer() throws {
        let info = RuleExample.infoPlist(["UIMainStoryboardFile": "<string>Main</string>",
                                          "UIViewControllerBasedStatusBarAppearance": "<false/>",
                                          "UIStatusBarStyle": "<string>UIStatusBarStyleLightContent</string>"])
        let (root, _) = try Markers.write(RuleExample(["App/Info.plist": info, "App/Base.lproj/Main.storyboard": home, "App/Home.swift": homeClass]))
        defer { try? FileManager.default.removeItem(at: root) }
        let f = try #require(Auditor.run(AuditOptions(root: root)).findings.first { $0.rule == "unreadable-status-bar" })
        #expect(f.message.contains("application mode"))
        #expect(f.message.contains("set UIStatusBarStyle to 'UIStatusBarStyleDarkContent' in Info.plist"))
        #expect(!f.message.contains("answer darkContent"))
    }

    @Test(arguments: [
        ("UINavigationBar.appearance().barTintColor = .black", "#000000"),
        ("UINavigationBar.appearance().standardAppearance = appearance", nil),
    ] as [(String, String?)])
    func theNavigationBarProxyIsWhatLiesUnderTheBar(line: String, expected: String?) throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "nav", navigationScene("nav", root: "feed") + controllerScene("feed", customClass: "FeedViewController")),
            "App/Feed.swift": "import UIKit\nfinal class FeedViewController: UIViewController {}\n",
            "App/AppDelegate.swift": """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let appearance = UINavigationBarAppearance()
                    appearance.configureWithOpaqueBackground()
                    \(line)
                    return true
                }
            }
            """,
        ])
        let s = try #require(screen(model, "FeedViewController"))
        #expect(s.prediction.light.background?.hex == expected)
    }
}

@Suite("Audit: messages that fix")
struct FixingMessageTests {
    @Test func aSheetBackdropIsNamedWithWhereTheSheetIsPresented() throws {
        let scenes = """
                <scene sceneID="s-home">
                    <objects>
                        <viewController id="home" customClass="HomeViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-home">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                            <connections>
                                <segue destination="card" kind="presentation" identifier="showCard" modalPresentationStyle="pageSheet" id="seg-card"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """ + controllerScene("card", customClass: "CardViewController")
        let (root, _) = try Markers.write(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "home", scenes),
            "App/Card.swift": """
            import UIKit
            final class HomeViewController: UIViewController {}
            final class CardViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    modalPresentationCapturesStatusBarAppearance = true
                }
            }
            """,
        ]))
        defer { try? FileManager.default.removeItem(at: root) }
        let f = try #require(Auditor.run(AuditOptions(root: root)).findings.first { $0.rule == "unreadable-status-bar" })
        #expect(f.message.contains("(the backdrop of the sheet 'CardViewController' presented pageSheet at App/Base.lproj/Main.storyboard:"))
    }
}
