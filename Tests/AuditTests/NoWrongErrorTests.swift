import Foundation
import ProjectReaders
import ProjectReading
import SourceModel
import StatusBarEngine
import TestSupport
import Testing
@testable import Audit

/// Causes of wrong findings on real apps (issue "No wrong error"), each on a small app written
/// for the test: a storyboard scene that segues to itself taken for a screen shown at launch, an
/// embedded child across the top of the root view, a navigation controller's bar hidden where it
/// is made, a storyboard bar style that the appearance proxy may override, and navigation bars made
/// transparent by the app's own helper.
@Suite("Audit: no wrong error")
struct NoWrongErrorTests {
    let white = "<color key=\"backgroundColor\" red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"

    func audit(_ files: [String: String], ios: IOSVersion? = nil) throws -> AuditReport {
        let (root, _) = try Markers.write(RuleExample(files))
        defer { try? FileManager.default.removeItem(at: root) }
        var options = AuditOptions(root: root)
        options.ios = ios
        return Auditor.run(options)
    }

    func unreadable(_ report: AuditReport) -> [Finding] { report.findings.filter { $0.rule == "unreadable-status-bar" } }

    // MARK: A storyboard scene that segues to itself

    /// The initial controller of a storyboard that only the code loads, with a `show` segue to
    /// itself (a list that opens its own subregions): the segue is a way around, not a way in. It
    /// was taken for a screen UIKit shows at launch, over its own light view, and reported as an
    /// error while the app pushes it into a navigation controller the audit does not see.
    @Test func aSceneThatShowsItselfIsNotAScreenShownAtLaunch() throws {
        let regions = storyboard(initial: "list", """
                <scene sceneID="s-list">
                    <objects>
                        <viewController id="list" customClass="RegionsViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-list">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                \(white)
                            </view>
                            <connections>
                                <segue destination="list" kind="show" identifier="openSubregion" id="self-1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """)
        let report = try audit([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Regions.storyboard": regions,
            "App/Regions.swift": """
            import UIKit
            final class RegionsViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class MapScreen: UIViewController {
                func openRegions() {
                    let regions = UIStoryboard(name: "Regions", bundle: nil).instantiateInitialViewController()!
                    navigationController?.pushViewController(regions, animated: true)
                }
            }
            """,
        ])
        let screens = report.screens.filter { $0.screen.controller.className == "RegionsViewController" }
        #expect(!screens.isEmpty)
        // Its place is every place of the app: nothing is said of what lies under the bar.
        #expect(screens.allSatisfy { $0.screen.unknownContext != nil && $0.prediction.light.backdrop == nil })
        #expect(unreadable(report).isEmpty)
    }

    /// A tab bar controller that a tab's list pushes again (a way around, from inside it) is
    /// still reached the way in: a storyboard reference that the main storyboard presents. Every
    /// tab is a screen in it (followed into the loop, the other tab was found reached by nothing).
    @Test func aSegueFromInsideAContainerBackToItIsAWayAround() throws {
        let main = storyboard(initial: "map", """
                <scene sceneID="s-map">
                    <objects>
                        <viewController id="map" customClass="MapViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-map">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                \(white)
                            </view>
                            <navigationItem key="navigationItem" id="ni-to-tags"><barButtonItem key="rightBarButtonItem" id="bb-to-tags"><connections>
                                <segue destination="ref" kind="presentation" modalPresentationStyle="fullScreen" id="to-tags"/>
                            </connections></barButtonItem></navigationItem>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s-ref">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Tags" referencedIdentifier="tagsTabs" id="ref" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)
        let tags = storyboard(initial: "", """
                <scene sceneID="s-tabs">
                    <objects>
                        <tabBarController storyboardIdentifier="tagsTabs" id="tabs" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav-a" kind="relationship" relationship="viewControllers" id="t-a"/>
                                <segue destination="nav-b" kind="relationship" relationship="viewControllers" id="t-b"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
        \(navigationScene("nav-a", root: "all"))
        \(navigationScene("nav-b", root: "attributes"))
        \(controllerScene("all", customClass: "AllTagsViewController", segues: "<segue destination=\"tabs\" kind=\"show\" id=\"again\"/>"))
        \(controllerScene("attributes", customClass: "AttributesViewController"))
        """)
        let report = try audit([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": main,
            "App/Base.lproj/Tags.storyboard": tags,
            "App/Tags.swift": """
            import UIKit
            final class MapViewController: UIViewController {}
            final class AllTagsViewController: UITableViewController {}
            final class AttributesViewController: UITableViewController {}
            """,
        ])
        for cls in ["AllTagsViewController", "AttributesViewController"] {
            let s = try #require(report.screens.first { $0.screen.controller.className == cls }, "\(cls) is a screen")
            #expect(s.screen.tabBarClass == "UITabBarController")
            #expect(s.screen.presentation?.style == .fullScreen)
        }
    }

    // MARK: An embedded child across the top

    /// A container view pinned to the top of the root view shows its child's view there: the
    /// root view's color is not what lies under the bar.
    @Test(arguments: [(0.0, true), (300.0, false)])
    func aContainerViewAcrossTheTopCoversTheRootView(y: Double, covers: Bool) throws {
        let setup = storyboard(initial: "setup", embeddingScene("setup", customClass: "SetupViewController", embeds: "welcome", y: y, height: 500,
                                                                background: white)
            + controllerScene("welcome", customClass: "WelcomePageViewController"))
        let report = try audit([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": setup,
            "App/Setup.swift": """
            import UIKit
            final class SetupViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class WelcomePageViewController: UIViewController {}
            """,
        ])
        let s = try #require(report.screens.first { $0.screen.controller.className == "SetupViewController" })
        #expect((s.prediction.light.background == nil) == covers)
        #expect(unreadable(report).isEmpty == covers)
    }

    // MARK: Container state set where the container is made

    /// `nav.isNavigationBarHidden = true` before `present(nav)`: the bar is hidden on the screen's
    /// first display, so what lies under the status bar is the screen's own view.
    @Test(arguments: [true, false])
    func aBarHiddenWhereTheNavigationControllerIsMadeIsHidden(hidden: Bool) throws {
        let report = try audit([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Pin.swift": """
            import UIKit
            final class PinViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class SettingsViewController: UIViewController {
                func changePin() {
                    let pin = PinViewController()
                    let nav = UINavigationController(rootViewController: pin)
                    nav.isNavigationBarHidden = \(hidden)
                    nav.modalPresentationStyle = .fullScreen
                    present(nav, animated: true)
                }
            }
            """,
        ])
        let s = try #require(report.screens.first { $0.screen.controller.className == "PinViewController" })
        #expect(s.screen.navigation?.effectiveBarHidden == hidden)
    }

    // MARK: The appearance proxy against the storyboard's bar

    /// The storyboard's bar is black (light content) and the app sets the proxy's bar style to
    /// default: which one the bar gets depends on when the proxy is set, so both styles are
    /// possible, and a light bar is not reported as certainly unreadable.
    @Test func aProxyBarStyleThatDisagreesWithTheStoryboardIsAPossibility() throws {
        let main = storyboard(initial: "nav", navigationScene("nav", root: "feed", barStyle: "black")
                              + controllerScene("feed", customClass: "FeedViewController"))
        let report = try audit([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": main,
            "App/Feed.swift": """
            import UIKit
            final class FeedViewController: UIViewController {}
            final class LoadingViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UINavigationBar.appearance().barStyle = .default
                    UINavigationBar.appearance().barTintColor = .white
                }
            }
            """,
        ])
        let s = try #require(report.screens.first { $0.screen.controller.className == "FeedViewController" })
        #expect(Set(s.prediction.possibleStyles) == [.lightContent, .default])
        #expect(s.prediction.certainty != .certain)
        #expect(!unreadable(report).contains { $0.severity == .error })
    }

    // MARK: Bars made transparent by the app's own helper

    /// The app makes navigation bars transparent in a helper (`setClearNavbar()`, an empty
    /// background image) that the audit does not tie to the bars it is called on: a bar whose
    /// background nothing sets is then not assumed to show the system bar background. (On iOS 14:
    /// from iOS 15 the bar is transparent at the scroll edge anyway, over a view of no known color.)
    @Test(arguments: [true, false])
    func barsMadeTransparentByAHelperAreNotAssumedOpaque(helper: Bool) throws {
        let extensionCode = helper ? """
            extension UINavigationController {
                func setClearNavbar() {
                    navigationBar.setBackgroundImage(UIImage(), for: .default)
                    navigationBar.shadowImage = UIImage()
                    navigationBar.isTranslucent = true
                }
            }
            """ : ""
        let report = try audit([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Notice.swift": """
            import UIKit
            final class NoticeViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class NoticeNavigationController: UINavigationController {
                override var childForStatusBarStyle: UIViewController? { topViewController }
            }
            final class HomeViewController: UIViewController {
                func showNotice() {
                    let nav = NoticeNavigationController(rootViewController: NoticeViewController())
                    nav.modalPresentationStyle = .fullScreen
                    present(nav, animated: true)
                }
            }
            \(extensionCode)
            """,
        ], ios: IOSVersion(14))
        let s = try #require(report.screens.first { $0.screen.controller.className == "NoticeViewController" })
        #expect(s.screen.navigation != nil)
        #expect((s.prediction.light.background == nil) == helper)
        #expect(unreadable(report).isEmpty == helper)
    }

    // MARK: Advice that fixes

    func sheetApp(answer: String, platform: String? = nil) -> [String: String] {
        var files = [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Sheet.swift": """
            import UIKit
            final class FilterSheetViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .\(answer) }
            }
            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                }
                func filter() { present(FilterSheetViewController(), animated: true) }
            }
            """,
        ]
        if let platform {
            files["Package.swift"] = "// swift-tools-version: 5.9\nlet package = Package(name: \"App\", platforms: [\(platform)])\n"
        }
        return files
    }

    func swallowedMessage(_ files: [String: String]) throws -> String {
        let report = try audit(files)
        return try #require(report.findings.first { $0.rule == "preference-swallowed-by-presentation" }).message
    }

    /// The advice is checked against the model: on an iPhone sheet the bar lies over the black
    /// backdrop, so capturing a dark-content answer would make it unreadable: remove the override.
    @Test func captureIsNotAdvisedWhereItWouldMakeTheBarUnreadable() throws {
        let dark = try swallowedMessage(sheetApp(answer: "darkContent"))
        #expect(dark.contains("remove the override (capturing would make the bar unreadable there"))
        #expect(!dark.contains("set modalPresentationCapturesStatusBarAppearance"))
        let light = try swallowedMessage(sheetApp(answer: "lightContent"))
        #expect(light.contains("set modalPresentationCapturesStatusBarAppearance = true to let it decide"))
    }

    /// An automatic presentation is full screen before iOS 13: in an app for iOS 12 the answers
    /// are used there, and the message says where they are not.
    @Test func anAutomaticSheetSaysIOS13AndLaterWhereIOS12IsSupported() throws {
        let old = try swallowedMessage(sheetApp(answer: "lightContent", platform: ".iOS(.v12)"))
        #expect(old.contains("on iOS 13 and later its answers are never used (iOS 12 presents it full screen)"))
        let new = try swallowedMessage(sheetApp(answer: "lightContent", platform: ".iOS(.v15)"))
        #expect(new.contains("its answers are never used") && !new.contains("iOS 12"))
    }

    /// The style set on the child of a navigation controller, not on the navigation controller
    /// that is presented, does not make the presentation full screen; and the advice names the
    /// presented container as what must capture. Under a plain navigation controller, capturing
    /// would make it decide with its default (dark content over the sheet's black backdrop):
    /// removing the override is the advice there.
    @Test(arguments: [true, false])
    func aStyleSetOnTheEmbeddedChildIsNotThePresentations(forwarding: Bool) throws {
        let nav = forwarding ? "ForwardingNavigationController" : "UINavigationController"
        let report = try audit([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Compose.swift": """
            import UIKit
            final class ComposeViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class ForwardingNavigationController: UINavigationController {
                override var childForStatusBarStyle: UIViewController? { topViewController }
            }
            final class InboxViewController: UIViewController {
                func compose() {
                    let compose = ComposeViewController()
                    compose.modalPresentationStyle = .fullScreen
                    let nav = \(nav)(rootViewController: compose)
                    present(nav, animated: true)
                }
            }
            """,
        ])
        let s = try #require(report.screens.first { $0.screen.controller.className == "ComposeViewController" })
        #expect(s.screen.presentation?.style == .automatic)
        let f = try #require(report.findings.first { $0.rule == "preference-swallowed-by-presentation" })
        if forwarding {
            #expect(f.message.contains("set modalPresentationCapturesStatusBarAppearance = true on the presented 'ForwardingNavigationController' to let it decide"))
        } else {
            #expect(f.message.contains("remove the override (capturing would make the bar unreadable there"))
        }
    }

    /// An app built with Swift 3 (an SDK before iOS 13) gets iOS 12's presentations on every iOS:
    /// its automatic presentation is full screen on an iPhone, and the presented controller decides.
    @Test(arguments: ["3.0", "5.0"])
    func anAutomaticPresentationInASwift3AppIsFullScreen(swift: String) throws {
        let project = XcodeProjects.oneAppTarget(name: "Old", source: "App/Sheet.swift", deploymentTarget: "10.0", objectVersion: 46,
                                                  settings: "SWIFT_VERSION = \(swift); ")
        var files = sheetApp(answer: "lightContent")
        files["Old.xcodeproj/project.pbxproj"] = project
        let report = try audit(files)
        let swallowed = report.findings.filter { $0.rule == "preference-swallowed-by-presentation" }
        #expect(swallowed.isEmpty == (swift == "3.0"))
    }

    /// An app built for the iPad alone (`TARGETED_DEVICE_FAMILY = 2`) is predicted on an iPad, where
    /// a sheet is a card over its presenter, with no black backdrop under the bar; an app built for
    /// both, and any app when `--device` is chosen, on the device the options give.
    @Test(arguments: [("2", nil), ("1,2", nil), ("2", "iphone-15-pro")] as [(String, String?)])
    func anIPadOnlyAppIsPredictedOnAnIPad(family: String, chosen: String?) throws {
        var files = sheetApp(answer: "lightContent")
        files["App.xcodeproj/project.pbxproj"] = XcodeProjects.oneAppTarget(
            name: "Tablet", source: "App/Sheet.swift", deploymentTarget: "16.0", settings: "SWIFT_VERSION = 5.0; TARGETED_DEVICE_FAMILY = \"\(family)\"; ")
        let (root, _) = try Markers.write(RuleExample(files))
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Auditor.run(AuditOptions(root: root, device: chosen.flatMap(DeviceProfile.named)))
        let app = try #require(report.apps.first?.app)
        let onPad = family == "2" && chosen == nil
        #expect(app.discovered.isPadOnly == (family == "2"))
        #expect(app.device.id == (onPad ? DeviceProfile.defaultPadID : DeviceProfile.defaultID))
        let sheet = try #require(report.screens.first { $0.screen.controller.className == "FilterSheetViewController" })
        #expect(sheet.prediction.onSheetBackdrop == !onPad)
        #expect(JSONReporter.render(report).contains("\"device\": \"\(app.device.id)\""))
    }

    /// A transitioning delegate whose initializer sets the presented controller's style (`.custom`,
    /// with its own presentation controller): without a style set where it is presented, how it is
    /// presented is not known, and no finding rests on a guessed page sheet.
    @Test(arguments: [false, true])
    func aTransitioningDelegateMaySetHowItIsPresented(styleAtTheCall: Bool) throws {
        let report = try audit([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Card.swift": """
            import UIKit
            final class CardTransition: NSObject, UIViewControllerTransitioningDelegate {
                init(presenting card: UIViewController) {
                    super.init()
                    card.modalPresentationStyle = .custom
                }
            }
            final class CardViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class MapViewController: UIViewController {
                var transition: CardTransition?
                func showCard() {
                    let card = CardViewController()
                    transition = CardTransition(presenting: card)
                    card.transitioningDelegate = transition
                    \(styleAtTheCall ? "card.modalPresentationStyle = .pageSheet" : "")
                    present(card, animated: true)
                }
            }
            """,
        ])
        let s = try #require(report.screens.first { $0.screen.controller.className == "CardViewController" })
        #expect((s.screen.unknownContext?.contains("transitioning delegate") == true) == !styleAtTheCall)
        #expect(report.findings.contains { $0.rule == "preference-swallowed-by-presentation" } == styleAtTheCall)
    }

    /// The style set before an `if` whose branches both present the same controller holds in both.
    @Test func aStyleSetBeforeBranchesThatBothPresentHoldsInBoth() throws {
        let report = try audit([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Player.swift": """
            import UIKit
            final class PlayerViewController: UIViewController {
                override var prefersStatusBarHidden: Bool { true }
            }
            final class LibraryViewController: UIViewController {
                func play(animated: Bool) {
                    let player = PlayerViewController()
                    player.modalPresentationStyle = .fullScreen
                    if animated {
                        present(player, animated: true)
                    } else {
                        present(player, animated: false)
                    }
                }
            }
            """,
        ])
        let places = report.screens.filter { $0.screen.controller.className == "PlayerViewController" }
        #expect(!places.isEmpty)
        #expect(places.allSatisfy { $0.screen.presentation?.style == .fullScreen })
        #expect(!report.findings.contains { $0.rule == "preference-swallowed-by-presentation" })
    }

    /// A presenter that is itself in an iPhone page sheet is not the window's root: what it
    /// presents as a sheet sits over the first sheet, and neither sheet decides; the root does.
    @Test func aPresenterInASheetPassesTheSheetsContextOn() throws {
        let report = try audit([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Chain.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                func openSettings() {
                    let settings = SettingsViewController()
                    settings.modalPresentationStyle = .fullScreen
                    present(settings, animated: true)
                }
            }
            final class SettingsViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                func openAccount() { present(AccountViewController(), animated: true) }
            }
            final class AccountViewController: UIViewController {
                func openPassword() { present(PasswordViewController(), animated: true) }
            }
            final class PasswordViewController: UIViewController {}
            """,
        ])
        let password = try #require(report.screens.first { $0.screen.controller.className == "PasswordViewController" })
        #expect(password.screen.presentation?.presenter?.className == "AccountViewController")
        #expect(password.screen.presentation?.presenterPresentation.first?.presenter?.className == "SettingsViewController")
        // Neither sheet decides: the full-screen settings screen does, as it does under the first sheet.
        #expect(password.prediction.styleDecidedBy.name == "SettingsViewController")
    }

    /// A storyboard chain the code loads and presents: a scene the chain's top presents by a
    /// segue sits over the top's own presentation, not at the window's root (the top is not
    /// where the descent starts). Before, the top was named as deciding.
    @Test func aSceneTheLoadedChainPresentsSitsOverTheChainsPresentation() throws {
        let deck = storyboard(initial: "deck", """
        \(controllerScene("deck", customClass: "DeckViewController", segues: "<segue destination=\"nav-notes\" kind=\"presentation\" id=\"to-notes\"/>"))
        \(navigationScene("nav-notes", root: "notes"))
        \(controllerScene("notes", customClass: "NotesViewController"))
        """)
        let report = try audit([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Deck.storyboard": deck,
            "App/SceneDelegate.swift": sceneDelegate(root: "HomeViewController()"),
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                func openDeck() {
                    let deck = UIStoryboard(name: "Deck", bundle: nil).instantiateInitialViewController()!
                    deck.modalPresentationStyle = .pageSheet
                    present(deck, animated: true)
                }
            }
            final class DeckViewController: UIViewController {}
            final class NotesViewController: UIViewController {}
            """,
        ])
        let notes = try #require(report.screens.first { $0.screen.controller.className == "NotesViewController" })
        #expect(notes.screen.presentation?.presenter?.className == "DeckViewController")
        let outer = try #require(notes.screen.presentation?.presenterPresentation.first)
        #expect(outer.presenter?.className == "HomeViewController")
        #expect(outer.style == .pageSheet)
        // Neither sheet decides: the window's root does.
        #expect(notes.prediction.styleDecidedBy.name == "HomeViewController")
        #expect(notes.prediction.light.style == .lightContent)
    }

    // MARK: Presentations only an iPad makes

    /// A form sheet presented only on an iPad (an idiom check) is not a place of an iPhone's
    /// screen: before iOS 13 an iPhone would adapt it to full screen, over a white view with light
    /// content, and the audit reported an unreadable bar no iPhone shows.
    @Test(arguments: [
        ("if UIDevice.current.userInterfaceIdiom == .pad {", "}", true),
        ("if traitCollection.userInterfaceIdiom == .phone {} else {", "}", true),
        ("if UIDevice.current.userInterfaceIdiom != .pad {", "}", false),
        ("do {", "}", false),
    ])
    func aPresentationOnlyAnIPadMakesIsNotAnIPhonePlace(open: String, close: String, padOnly: Bool) throws {
        let report = try audit([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Stats.swift": """
            import UIKit
            final class StatsViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                }
            }
            final class DashboardViewController: UIViewController {
                func showStats() {
                    let stats = StatsViewController()
                    stats.modalPresentationStyle = .fullScreen
                    \(open)
                        present(stats, animated: true)
                    \(close)
                }
            }
            """,
        ])
        let places = report.screens.filter { $0.screen.controller.className == "StatsViewController" }
        #expect(places.isEmpty == padOnly)
        #expect(unreadable(report).isEmpty == padOnly)
    }

    @Test func anObjectiveCPresentationOnlyAnIPadMakesIsNotAnIPhonePlace() throws {
        let report = try audit([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Stats.m": """
            #import <UIKit/UIKit.h>
            @interface StatsViewController : UIViewController
            @end
            @implementation StatsViewController
            - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
            - (void)viewDidLoad { [super viewDidLoad]; self.view.backgroundColor = [UIColor whiteColor]; }
            @end
            @interface DashboardViewController : UIViewController
            @end
            @implementation DashboardViewController
            - (void)showStats {
                StatsViewController *stats = [[StatsViewController alloc] init];
                stats.modalPresentationStyle = UIModalPresentationFullScreen;
                if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {
                    [self presentViewController:stats animated:YES completion:nil];
                }
            }
            - (void)showHelp {
                StatsViewController *help = [[StatsViewController alloc] init];
                help.modalPresentationStyle = UIModalPresentationFullScreen;
                if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPhone) {
                    [self presentViewController:help animated:YES completion:nil];
                }
            }
            @end
            """,
        ])
        let places = report.screens.filter { $0.screen.controller.className == "StatsViewController" }
        // Only the iPhone branch's presentation (showHelp) is a place.
        #expect(places.count == 1)
        #expect(places.first?.screen.presentation?.location?.line == 22)
    }

    @Test(arguments: [
        ("UIDevice.current.userInterfaceIdiom == .pad", true as Bool?), ("traitCollection.userInterfaceIdiom == .phone", false),
        ("UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad", true), ("idiom != .pad", nil), ("isPad", true), ("!Device.isIPad", false),
        ("UIDevice.current.userInterfaceIdiom != .pad", false), ("isPad || isMac", nil), ("animated", nil),
        ("IS_IPAD", true), ("IS_IPHONE", false), ("!IS_IPHONE", true), ("UIDevice.isPhone", false), ("IS_IPHONE_X", nil),
        ("showsIPhone", nil),
        ("horizontalSizeClass == .regular", true), ("horizontalSizeClass == .compact", false),
        ("UIDevice.current.userInterfaceIdiom == .pad && horizontalSizeClass == .regular", true),
        ("UIDevice.current.userInterfaceIdiom == .phone && !compact", nil), ("sizeClass == .compact", nil),
        // A Mac's (Mac Catalyst) is no iPhone's either, alone or with another condition.
        ("ProcessInfo.processInfo.isMacCatalystApp", true), ("IS_CATALYST && ss.proMode", true), ("Current.isCatalyst", true),
        ("!IS_CATALYST", false), ("!IS_CATALYST && ready", nil), ("isPad && ready", true), ("isPhone && ready", nil),
        // A disjunction: true on an iPhone when one part is an iPhone's (its `else` an iPad's).
        ("horizontalSizeClass == .compact || UIDevice.current.userInterfaceIdiom == .phone", false),
        ("isPad || horizontalSizeClass == .regular", true), ("animated || IS_IPHONE", false), ("animated || isPad", nil),
        ("isPhone || ready && animated", nil),
    ])
    func anIdiomConditionSaysWhichDevice(condition: String, pad: Bool?) {
        #expect(IdiomCondition.onlyOnPad(condition) == pad)
    }

    /// UIKit's own navigation controller cannot be given an answer: the advice names its bar's
    /// style, or a subclass that lets the screen decide.
    @Test func unreadableUnderAPlainNavigationControllerAdvisesItsBarStyle() throws {
        let nav = navigationScene("nav", root: "feed", barStyle: "black")
            .replacingOccurrences(of: "<rect key=\"frame\" x=\"0.0\" y=\"59\" width=\"393\" height=\"44\"/>",
                                  with: "<rect key=\"frame\" x=\"0.0\" y=\"59\" width=\"393\" height=\"44\"/>\n\(white.replacingOccurrences(of: "backgroundColor", with: "barTintColor"))")
        let report = try audit([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "nav", nav + controllerScene("feed", customClass: "FeedViewController")),
            "App/Feed.swift": "import UIKit\nfinal class FeedViewController: UIViewController {}\n",
        ])
        let f = try #require(unreadable(report).first)
        #expect(f.message.contains("decided by 'UINavigationController' from its bar's style: set its navigationBar.barStyle to default"))
    }

    /// A screen in a plain navigation controller presented as a form sheet by a controller that sits
    /// in another plain navigation controller: on iOS 13 and later the presenter's navigation
    /// controller decides, which has the same class name as the screen's own. The sheet's navigation
    /// controller swallows nothing there (vlc's network login, triaged wrong when the corpus grew); where the
    /// sheet is full screen, before iOS 13, it does.
    @Test func aSheetsNavigationControllerIsNotThePresentersOfTheSameClass() throws {
        let files = [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/AppDelegate.swift": """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = UINavigationController(rootViewController: ServersViewController())
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            final class ServersViewController: UIViewController {
                func logIn() {
                    let nav = UINavigationController(rootViewController: LoginViewController())
                    nav.modalPresentationStyle = .formSheet
                    present(nav, animated: true)
                }
            }
            final class LoginViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """,
        ]
        let onIOS17 = try audit(files, ios: IOSVersion(17, 0))
        #expect(!onIOS17.findings.contains { $0.rule == "preference-swallowed-by-navigation" && $0.isAbout("LoginViewController") })
        let onIOS12 = try audit(files, ios: IOSVersion(12, 0))
        #expect(onIOS12.findings.contains { $0.rule == "preference-swallowed-by-navigation" && $0.isAbout("LoginViewController") })
    }

    // MARK: One finding per problem

    /// An override in a base class that two subclasses' screens swallow is one problem, at the
    /// override: one finding naming the other class, which stays about both screens.
    @Test func anInheritedOverrideSwallowedInEverySubclassIsOneFinding() throws {
        let report = try audit([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Screens.swift": """
            import UIKit
            class BaseScreenViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class TracksViewController: BaseScreenViewController {}
            final class PlacesViewController: BaseScreenViewController {}
            final class MenuViewController: UIViewController {
                func showTracks() {
                    let nav = UINavigationController(rootViewController: TracksViewController())
                    nav.modalPresentationStyle = .fullScreen
                    present(nav, animated: true)
                }
                func showPlaces() {
                    let nav = UINavigationController(rootViewController: PlacesViewController())
                    nav.modalPresentationStyle = .fullScreen
                    present(nav, animated: true)
                }
            }
            """,
        ])
        let swallowed = report.findings.filter { $0.rule == "preference-swallowed-by-navigation" }
        #expect(swallowed.count == 1)
        let f = try #require(swallowed.first)
        #expect(f.location.line == 3)
        #expect(f.isAbout("PlacesViewController") && f.isAbout("TracksViewController"))
        #expect(f.message.hasSuffix("(the same for 'TracksViewController', which inherits it)"))
    }

    @Test func theSameFindingTwiceOnALineIsOne() {
        let at = { (column: Int) in
            Finding(rule: "deprecated-status-bar-api", severity: .warning, location: SourceLocation(file: "A.m", line: 4, column: column),
                    message: "'UIApplication.statusBarFrame' is deprecated")
        }
        let other = Finding(rule: "deprecated-status-bar-api", severity: .warning, location: SourceLocation(file: "A.m", line: 4, column: 60),
                            message: "'UIApplication.statusBarOrientation' is deprecated")
        let merged = Finding.onePerLine([at(40), at(79), other])
        #expect(merged.map(\.location.column) == [40, 60])
    }

    @Test(arguments: [
        ("navigationBar", "UIImage()", true), ("nav.navigationBar", "UIImage.init()", true),
        ("UINavigationBar.appearance()", "UIImage()", true), ("[UINavigationBar appearance]", "[UIImage new]", true),
        ("self.navigationController.navigationBar", "[[UIImage alloc] init]", true),
        ("navigationBar", "UIImage(named: \"bar\")", false), ("toolbar", "UIImage()", false),
    ])
    func anEmptyBackgroundImageOnANavigationBarMakesItTransparent(receiver: String, image: String, clears: Bool) {
        #expect(Call.Kind.clearsNavigationBar(receiver: receiver, image: image) == clears)
    }
}
