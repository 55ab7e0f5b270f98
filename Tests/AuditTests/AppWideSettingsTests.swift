import Foundation
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Settings the app's code makes for every screen: the window's interface style, the application
/// status bar set while launching (application mode), the navigation bar appearance proxy.
/// A home screen presenting `CardViewController` as a page sheet by a storyboard segue.
private let homePresentingACard = """
        <scene sceneID="s-home">
            <objects>
                <viewController id="home" customClass="HomeViewController" customModule="App" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v-home">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                    <navigationItem key="navigationItem" id="ni-seg-card"><barButtonItem key="rightBarButtonItem" id="bb-seg-card"><connections>
                        <segue destination="card" kind="presentation" identifier="showCard" modalPresentationStyle="pageSheet" id="seg-card"/>
                    </connections></barButtonItem></navigationItem>
                </viewController>
            </objects>
        </scene>
""" + controllerScene("card", customClass: "CardViewController")

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
        // Each style the switch gives the window is a possibility: on iOS 13–16 the glyphs follow it.
        #expect(model.apps.first?.app.appWide.windowInterfaceStyleChoice?.styles == [.unspecified, .light, .dark])
        #expect(s.eras.first?.prediction.certainty == .conditional)
        // iOS 17 and later adapt `default` to what lies under the bar, whatever the window's style.
        #expect(s.eras.last?.prediction.certainty == .certain)
    }

    @Test func aWindowStyleSetFromAThemeOnAnyWindowNameIsAPossibilityOfEachStyle() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": home, "App/Home.swift": homeClass,
            "App/ThemeManager.swift": """
            import UIKit
            enum ThemeManager {
                static var mainWindow: UIWindow?
                static func applyWindowStyling(dark: Bool) {
                    mainWindow?.overrideUserInterfaceStyle = dark ? .dark : .light
                }
                static func applySaved() {
                    UIApplication.shared.windows.first?.overrideUserInterfaceStyle = Settings.shared.style
                }
            }
            """,
        ])
        let choice = try #require(model.apps.first?.app.appWide.windowInterfaceStyleChoice)
        #expect(choice.styles == [.unspecified, .light, .dark])
        let s = try #require(screen(model, "HomeViewController"))
        #expect(s.eras.first?.prediction.certainty == .conditional)
    }

    /// A home screen presenting a page sheet: what lies under the bar while it is up is the window's background.
    func sheetApp(_ files: [String: String]) throws -> AuditModel {
        try auditModel(files.merging([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "home", homePresentingACard),
            "App/Card.swift": "import UIKit\nfinal class HomeViewController: UIViewController {}\nfinal class CardViewController: UIViewController {}\n",
        ]) { a, _ in a })
    }

    @Test(arguments: [
        ("App/AppDelegate.m", "self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];\n    self.window.backgroundColor = [UIColor whiteColor];"),
        ("App/AppDelegate.swift", "window?.backgroundColor = .white"),
    ])
    func theWindowsBackgroundIsWhatLiesBehindASheet(file: String, line: String) throws {
        let code = file.hasSuffix(".m")
            ? "#import <UIKit/UIKit.h>\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@property (strong, nonatomic) UIWindow *window;\n@end\n"
                + "@implementation AppDelegate\n- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {\n    \(line)\n    return YES;\n}\n@end\n"
            : "import UIKit\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n"
                + "    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n        \(line)\n        return true\n    }\n}\n"
        let model = try sheetApp([file: code])
        #expect(model.apps.first?.app.appWide.windowBackground == .system("white"))
        let card = try #require(screen(model, "CardViewController"))
        // Light content over the receding presenter, on white: unreadable.
        #expect(card.eras.first?.prediction.light.backdrop?.color == RGBA(white: 1, alpha: 1))
    }

    @Test func aWindowBackgroundSetOnlyBeforeIOS13OrOnAnotherWindowIsNotBehindASheet() throws {
        let model = try sheetApp(["App/AppDelegate.swift": """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var overlayWindow: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    if #available(iOS 13.0, *) {} else { window?.backgroundColor = .white }
                    overlayWindow?.backgroundColor = .clear
                    return true
                }
            }
            """])
        #expect(model.apps.first?.app.appWide.windowBackground == nil)
        let card = try #require(screen(model, "CardViewController"))
        #expect(card.eras.first?.prediction.light.backdrop?.color == RGBA(white: 0, alpha: 1))
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
        // An opaque appearance on both states paints systemBackground.
        ("UINavigationBar.appearance().standardAppearance = appearance; UINavigationBar.appearance().scrollEdgeAppearance = appearance", "#FFFFFF"),
        // The appearance is made elsewhere: not read.
        ("UINavigationBar.appearance().standardAppearance = Theme.barAppearance", nil),
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
        ], ios: IOSVersion(14))  // before bars became transparent at the scroll edge (BarAppearanceTests)
        let s = try #require(screen(model, "FeedViewController"))
        #expect(s.prediction.light.background?.hex == expected)
    }
}

@Suite("Audit: messages that fix")
struct FixingMessageTests {
    @Test func aSheetBackdropIsNamedWithWhereTheSheetIsPresented() throws {
        let (root, _) = try Markers.write(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "home", homePresentingACard),
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

@Suite("Audit: launch-style-mismatch and the launch screen")
struct LaunchScreenTests {
    func findings(launchBackground: String) throws -> [Finding] {
        let launch = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="L1">
                <scenes>
                    <scene sceneID="s-L1">
                        <objects>
                            <viewController id="L1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v-L1">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    \(launchBackground)
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let info = RuleExample.infoPlist(["UIMainStoryboardFile": "<string>Main</string>", "UILaunchStoryboardName": "<string>LaunchScreen</string>",
                                          "UIStatusBarStyle": "<string>UIStatusBarStyleLightContent</string>"])
        let (root, _) = try Markers.write(RuleExample([
            "App/Info.plist": info,
            "App/Base.lproj/LaunchScreen.storyboard": launch,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "home", controllerScene("home", customClass: "HomeViewController",
                background: "<color key=\"backgroundColor\" red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>")),
            "App/Home.swift": "import UIKit\nfinal class HomeViewController: UIViewController {}\n",
        ]))
        defer { try? FileManager.default.removeItem(at: root) }
        return Auditor.run(AuditOptions(root: root)).findings.filter { $0.rule == "launch-style-mismatch" }
    }

    @Test func aMismatchThatKeepsTheLaunchScreenReadableIsNotReported() throws {
        // Light content on a dark green launch screen, then dark content on the white first screen.
        let green = "<color key=\"backgroundColor\" red=\"0.1\" green=\"0.3\" blue=\"0.2\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
        #expect(try findings(launchBackground: green).isEmpty)
    }

    @Test func lightContentOnALightLaunchScreenIsReported() throws {
        let paper = "<color key=\"backgroundColor\" red=\"0.97\" green=\"0.95\" blue=\"0.91\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
        let f = try #require(try findings(launchBackground: paper).first)
        #expect(f.message.contains("background (contrast"))
    }
}
