import Foundation
import ProjectReaders
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A white root view: `default` on it is unreadable in Dark Mode on iOS 13–16 (the app's assumed
/// iOS 15 target), so a finding appears wherever the audit takes the scene for a full-screen root.
private let white = "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>"

/// A storyboard with no initial controller.
private func storyboardWithoutInitial(_ scenes: String) -> String {
    storyboard(initial: "", scenes)
}

private func readability(_ findings: [Finding], _ file: String) -> [Finding] {
    findings.filter { ["unreadable-status-bar", "default-style-on-fixed-background"].contains($0.rule) && $0.location.file == file }
}

/// Issue "The screen graph as the app builds it", point 1: which storyboard scenes are screens.
@Suite("Audit: reachable scenes")
struct ReachabilityTests {
    @Test func aSceneNothingReachesIsNotAScreen() throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "home", controllerScene("home", customClass: "HomeViewController")
                + controllerScene("old", customClass: "OldOnboardingViewController", background: white)
                + IBScene.controller("ghost", customClass: "GhostViewController")),
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {}
            final class OldOnboardingViewController: UIViewController {}
            """,
        ]))
        #expect(audited.screen("HomeViewController") != nil)
        #expect(audited.screen("OldOnboardingViewController") == nil)
        #expect(readability(audited.findings, "App/Home.swift").isEmpty)
        // A stale scene's unknown class is a leftover: an info, not a warning.
        let ghost = try #require(audited.rules("unknown-custom-class").first)
        #expect(ghost.severity == .info)
        #expect(ghost.message.contains("nothing reaches this scene"))
        #expect(audited.model.staleScenes.contains(SceneReference(file: "App/Base.lproj/Main.storyboard", id: "ghost")))
    }

    @Test func aSceneTheCodeInstantiatesByIdentifierIsAScreenWhoseContextComesFromTheCode() throws {
        let scene = """
                <scene sceneID="s-old">
                    <objects>
                        <viewController storyboardIdentifier="Onboarding" id="old" customClass="OnboardingViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-old">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                \(white)
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
        let files = [
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "home", controllerScene("home", customClass: "HomeViewController") + scene),
        ]
        // Instantiated, then handed to code the audit does not follow: a screen of unknown context.
        let handedOver = try MixedProjectTests.audit(RuleExample(files.merging([
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                var router: Router?
                func start() {
                    let onboarding = storyboard!.instantiateViewController(withIdentifier: "Onboarding")
                    router?.route(to: onboarding)
                }
            }
            final class OnboardingViewController: UIViewController {}
            """,
        ]) { $1 }))
        let unknown = try #require(handedOver.screen("OnboardingViewController"))
        #expect(unknown.screen.unknownContext?.contains("storyboard identifier 'Onboarding'") == true)
        // Predicted over every place of the app (none answers anything: the style is certain; what is
        // drawn is not, since one place is a sheet, whose backdrop draws light content), with nothing
        // said of what lies under the bar, so no readability finding.
        #expect(unknown.prediction.certainty == .conditional)
        #expect(unknown.prediction.possibleStyles == [.default])
        #expect(unknown.prediction.light.backdrop == nil)
        #expect(readability(handedOver.findings, "App/Home.swift").isEmpty)
        let coverage = try #require(handedOver.model.apps.first?.coverage)
        #expect(coverage.notModelled.contains { $0.kind == .screenNotFollowed && $0.what.contains("OnboardingViewController") })

        // Presented full screen by the code: the code's presentation, and the white view is under the bar.
        let presented = try MixedProjectTests.audit(RuleExample(files.merging([
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                func start() {
                    let onboarding = storyboard!.instantiateViewController(withIdentifier: "Onboarding")
                    onboarding.modalPresentationStyle = .fullScreen
                    present(onboarding, animated: true)
                }
            }
            final class OnboardingViewController: UIViewController {}
            """,
        ]) { $1 }))
        let shown = try #require(presented.screen("OnboardingViewController"))
        #expect(shown.screen.unknownContext == nil)
        #expect(shown.screen.presentation?.style == .fullScreen)
        #expect(shown.screen.presentation?.presenter?.className == "HomeViewController")
        #expect(!readability(presented.findings, "App/Home.swift").isEmpty)
    }

    @Test(arguments: [SourceLanguage.swift, .objc])
    func aStoryboardTheCodeOpensKeepsItsNavigationControllerAndTakesTheCodesPresentation(_ language: SourceLanguage) throws {
        var files = [
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "home", controllerScene("home", customClass: "HomeViewController")),
            "App/Base.lproj/Settings.storyboard": storyboard(initial: "nav", navigationScene("nav", root: "settings")
                + controllerScene("settings", customClass: "SettingsViewController")),
        ]
        switch language {
        case .swift:
            files["App/Home.swift"] = """
            import UIKit
            final class HomeViewController: UIViewController {
                func openSettings() {
                    let settings = UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()!
                    settings.modalPresentationStyle = .fullScreen
                    present(settings, animated: true)
                }
            }
            final class SettingsViewController: UIViewController {}
            """
        case .objc:
            files["App/Home.h"] = """
            #import <UIKit/UIKit.h>
            @interface HomeViewController : UIViewController
            @end
            @interface SettingsViewController : UIViewController
            @end
            """
            files["App/Home.m"] = """
            #import "Home.h"
            @implementation HomeViewController
            - (void)openSettings {
                UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Settings" bundle:nil];
                UIViewController *settings = [storyboard instantiateInitialViewController];
                settings.modalPresentationStyle = UIModalPresentationFullScreen;
                [self presentViewController:settings animated:YES completion:nil];
            }
            @end
            @implementation SettingsViewController
            @end
            """
        }
        let audited = try MixedProjectTests.audit(RuleExample(files))
        let settings = try #require(audited.screen("SettingsViewController"))
        #expect(settings.screen.unknownContext == nil)
        #expect(settings.screen.navigation?.controller.className == "UINavigationController")
        #expect(settings.screen.presentation?.style == .fullScreen)
        #expect(settings.screen.presentation?.presenter?.className == "HomeViewController")
    }

    /// A home screen whose `openSettings:` runs `body`, and the settings screen's class.
    static func openSettingsInObjectiveC(_ body: String) -> String {
        """
        @interface HomeViewController : UIViewController
        @end
        @interface SettingsViewController : UIViewController
        @end
        @implementation HomeViewController
        - (IBAction)openSettings:(id)sender {
        \(body)
        }
        @end
        @implementation SettingsViewController
        @end
        """
    }

    /// A storyboard's initial controller held in a local of a UIKit class (a cast, or the declared
    /// type in Objective-C) is still that storyboard's scene (round 19's hand check: iSH's About
    /// screens were "not followed" though the code presents the local it loads into).
    @Test(arguments: [
        ("App/Home.swift", """
            import UIKit
            final class HomeViewController: UIViewController {
                @IBAction func openSettings(_ sender: Any) {
                    let nav = UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController() as! UINavigationController
                    present(nav, animated: true)
                }
            }
            final class SettingsViewController: UIViewController {}
            """),
        ("App/Home.m", openSettingsInObjectiveC("""
                UINavigationController *nav = [[UIStoryboard storyboardWithName:@"Settings" bundle:nil] instantiateInitialViewController];
                [self presentViewController:nav animated:YES completion:nil];
            """)),
        ("App/Home.m", openSettingsInObjectiveC("""
                UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Settings" bundle:nil];
                [self presentViewController:(UINavigationController *)[storyboard instantiateInitialViewController] animated:YES completion:nil];
            """)),
    ])
    func aStoryboardLoadedIntoALocalOfAUIKitClassIsFollowed(_ file: String, _ source: String) throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "home", controllerScene("home", customClass: "HomeViewController")),
            "App/Base.lproj/Settings.storyboard": storyboard(initial: "nav", navigationScene("nav", root: "settings")
                + controllerScene("settings", customClass: "SettingsViewController")),
            file: source,
        ]))
        let settings = try #require(audited.screen("SettingsViewController"))
        #expect(settings.screen.navigation?.controller.className == "UINavigationController")
        #expect(settings.screen.presentation?.style == .automatic)
        #expect(settings.screen.presentation?.presenter?.className == "HomeViewController")
        // A page sheet on iPhone: the bar sits over the backdrop behind the sheet.
        #expect(settings.prediction.onSheetBackdrop)
    }

    @Test func aPushThroughAStoryboardReferenceInheritsTheNavigationController() throws {
        let home = """
                <scene sceneID="s-home">
                    <objects>
                        <viewController id="home" customClass="HomeViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-home">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                            <navigationItem key="navigationItem" id="ni-show-quests"><barButtonItem key="rightBarButtonItem" id="bb-show-quests"><connections>
                                <segue destination="ref-quests" kind="show" id="show-quests"/>
                            </connections></barButtonItem></navigationItem>
                        </viewController>
                        <viewControllerPlaceholder storyboardName="Quests" id="ref-quests" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "nav", navigationScene("nav", root: "home", customClass: "ThemedNavigationController") + home),
            "App/Base.lproj/Quests.storyboard": storyboard(initial: "quests", controllerScene("quests", customClass: "QuestsViewController", background: white)),
            "App/Home.swift": """
            import UIKit
            final class ThemedNavigationController: UINavigationController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .default }
            }
            final class HomeViewController: UIViewController {}
            """,
            "App/Quests.swift": """
            import UIKit
            final class QuestsViewController: UIViewController {}
            """,
        ]))
        let quests = try #require(audited.screen("QuestsViewController"))
        #expect(quests.screen.navigation?.controller.className == "ThemedNavigationController")
        #expect(quests.prediction.styleDecidedBy.name == "ThemedNavigationController")
        // The visible navigation bar, not the white view, lies under the status bar.
        #expect(readability(audited.findings, "App/Quests.swift").isEmpty)
    }

    /// A manual segue (written on the controller, not on a control) runs only when code performs
    /// it by its identifier: a scene it alone leads to is not a screen when no file of the app
    /// names that identifier (a string literal, or an enum case as SwiftGen writes them).
    @Test(arguments: [
        ("", false),
        ("func open() { performSegue(withIdentifier: \"showMap\", sender: nil) }", true),
        ("enum StoryboardSegue: String { case showMap }", true),
        ("static let mapSegue = \"showMap\"", true),
        ("func open() { performSegue(withIdentifier: showMap.className, sender: nil) }\n}\nfinal class showMap {", true),
        ("func open() { performSegue(withIdentifier: \"showMaps\", sender: nil) }", false),
    ])
    func aSceneOnlyAManualSegueLeadsToIsAScreenWhenCodeNamesTheSegue(code: String, isScreen: Bool) throws {
        let home = controllerScene("home", customClass: "HomeViewController").replacingOccurrences(
            of: "</viewController>",
            with: "<connections><segue destination=\"map\" kind=\"presentation\" identifier=\"showMap\" id=\"to-map\"/></connections></viewController>")
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "home", home + controllerScene("map", customClass: "MapViewController", background: white)),
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                \(code)
            }
            final class MapViewController: UIViewController {}
            """,
        ]))
        #expect(audited.screen("HomeViewController") != nil)
        #expect((audited.screen("MapViewController") != nil) == isScreen)
        #expect(audited.model.staleScenes.contains(SceneReference(file: "App/Base.lproj/Main.storyboard", id: "map")) == !isScreen)
    }

    @Test func aManualSegueWithoutAnIdentifierNeverRunsAndAnObjectiveCLiteralPerformsOne() throws {
        let segues = "<connections><segue destination=\"map\" kind=\"show\" id=\"to-map\"/>"
            + "<segue destination=\"list\" kind=\"show\" identifier=\"ShowList\" id=\"to-list\"/></connections></viewController>"
        let home = controllerScene("home", customClass: "HomeViewController").replacingOccurrences(of: "</viewController>", with: segues)
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "nav", navigationScene("nav", root: "home") + home
                + controllerScene("map", customClass: "MapViewController") + controllerScene("list", customClass: "ListViewController")),
            "App/HomeViewController.h": "#import <UIKit/UIKit.h>\n@interface HomeViewController : UIViewController\n@end\n"
                + "@interface MapViewController : UIViewController\n@end\n@interface ListViewController : UIViewController\n@end\n",
            "App/HomeViewController.m": """
            #import "HomeViewController.h"
            @implementation HomeViewController
            - (void)openList { [self performSegueWithIdentifier:@"ShowList" sender:self]; }
            @end
            """,
        ]))
        #expect(audited.screen("MapViewController") == nil)
        let list = try #require(audited.screen("ListViewController"))
        #expect(list.screen.navigation?.controller.className == "UINavigationController")
    }

    @Test func aSceneShownByACustomSegueClassHasAnUnknownPresentation() throws {
        let home = controllerScene("home", customClass: "HomeViewController", segues: """
            <segue destination="player" kind="presentation" identifier="play" customClass="FadeInSegue" customModule="App" customModuleProvider="target" id="seg-play"/>
            """)
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "home", home + controllerScene("player", customClass: "PlayerViewController")),
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {}
            final class PlayerViewController: UIViewController {
                override var prefersStatusBarHidden: Bool { true }
            }
            final class FadeInSegue: UIStoryboardSegue {
                override func perform() {
                    destination.modalPresentationStyle = .custom
                    destination.modalPresentationCapturesStatusBarAppearance = true
                    source.present(destination, animated: true)
                }
            }
            """,
        ]))
        let player = try #require(audited.screen("PlayerViewController"))
        #expect(player.screen.unknownContext?.contains("FadeInSegue") == true)
        #expect(audited.rules("preference-swallowed-by-presentation").isEmpty)
    }
}

/// Issue "The screen graph as the app builds it", points 4–6: presentations set through an alias,
/// navigation bars the screen hides, what lies under the bar.
@Suite("Audit: what the screen does to its context")
struct ScreenSetsItsContextTests {
    @Test func aPresentationStyleSetThroughAStoredPropertyCountsForThePresentedLocal() throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "player", controllerScene("player", customClass: "NowPlayingViewController")),
            "App/Player.swift": """
            import UIKit
            final class VideoViewController: UIViewController {
                override var prefersStatusBarHidden: Bool { true }
            }
            final class NowPlayingViewController: UIViewController {
                var videoViewController: VideoViewController?
                @objc func videoTapped() {
                    let video = VideoViewController()
                    videoViewController = video
                    videoViewController?.modalPresentationStyle = .fullScreen
                    present(video, animated: true)
                }
            }
            """,
        ]))
        let video = try #require(audited.screen("VideoViewController"))
        #expect(video.screen.presentation?.style == .fullScreen)
        #expect(audited.rules("preference-swallowed-by-presentation").isEmpty)
    }

    @Test func localsOfTheSameNameInDifferentSwitchCasesAreDifferentValues() throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "menu", controllerScene("menu", customClass: "MenuViewController")),
            "App/Menu.swift": """
            import UIKit
            final class PlayerViewController: UIViewController {}
            final class SettingsViewController: UIViewController {}
            enum Item { case player, settings }
            final class MenuViewController: UIViewController {
                func open(_ item: Item) {
                    switch item {
                    case .player:
                        let vc = PlayerViewController()
                        vc.modalPresentationStyle = .fullScreen
                        present(vc, animated: true)
                    case .settings:
                        let vc = SettingsViewController()
                        present(vc, animated: true)
                    }
                }
            }
            """,
        ]))
        #expect(audited.screen("PlayerViewController")?.screen.presentation?.style == .fullScreen)
        // The style set in the other case is not this local's: the default (a sheet) stays.
        #expect(audited.screen("SettingsViewController")?.screen.presentation?.style == .automatic)
    }

    /// A controller made in the call itself (`present(UINavigationController(rootViewController:
    /// viewer), …)`) is new there: a style set earlier in the function on another local of the same
    /// class, in another branch, is not its style.
    @Test func aControllerMadeInThePresentCallTakesNoStyleSetBefore() throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "files", controllerScene("files", customClass: "FilesViewController")),
            "App/Files.swift": """
            import UIKit
            final class EditorViewController: UIViewController {}
            final class ImageViewerViewController: UIViewController {}
            final class FilesViewController: UIViewController {
                func open(isText: Bool) {
                    if isText {
                        let editor = UINavigationController(rootViewController: EditorViewController())
                        editor.modalPresentationStyle = .fullScreen
                        present(editor, animated: true)
                    } else {
                        present(UINavigationController(rootViewController: ImageViewerViewController()), animated: true)
                    }
                }
            }
            """,
        ]))
        #expect(audited.screen("EditorViewController")?.screen.presentation?.style == .fullScreen)
        #expect(audited.screen("ImageViewerViewController")?.screen.presentation?.style == .automatic)
    }

    @Test(arguments: [("setNavigationBarHidden(true, animated: animated)", true),
                      ("navigationController?.isNavigationBarHidden = true", true),
                      // Hide then show (to force a redraw): the last one wins.
                      ("setNavigationBarHidden(true, animated: false)\n        navigationController?.setNavigationBarHidden(false, animated: false)", false)])
    func aChildThatHidesTheBarInViewWillAppearHasAHiddenBar(_ code: String, _ hidden: Bool) throws {
        let call = code.hasPrefix("set") ? "navigationController?." + code : code
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "nav", navigationScene("nav", root: "profile")
                + controllerScene("profile", customClass: "ProfileViewController")),
            "App/Profile.swift": """
            import UIKit
            final class ProfileViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    \(call)
                }
            }
            """,
        ]))
        let profile = try #require(audited.screen("ProfileViewController"))
        #expect(profile.screen.navigation?.effectiveBarHidden == hidden)
        // A hidden bar lets the child decide (R5): nothing is swallowed.
        #expect(audited.rules("preference-swallowed-by-navigation").isEmpty == hidden)
        #expect(profile.prediction.styleDecidedBy.name == (hidden ? "ProfileViewController" : "UINavigationController"))
    }

    @Test func aViewOfACustomClassOverTheTopOfTheRootViewMakesTheBackgroundUnknown() throws {
        let scene = """
                <scene sceneID="s-map">
                    <objects>
                        <viewController id="map" customClass="MapViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-map">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="badge" customClass="BadgeView" customModule="App">
                                        <rect key="frame" x="76" y="552" width="241" height="53"/>
                                    </view>
                                    <view contentMode="scaleToFill" id="tiles" customClass="TileMapView" customModule="App">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    </view>
                                </subviews>
                                \(white)
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "map", scene),
            "App/Map.swift": """
            import UIKit
            final class MapViewController: UIViewController {}
            """,
        ]))
        let map = try #require(audited.screen("MapViewController"))
        #expect(map.screen.controller.storyboardCovered?.contains("TileMapView") == true)
        #expect(readability(audited.findings, "App/Map.swift").isEmpty)
    }

    @Test(arguments: [("Theme.current.background", true), (".white", false)])
    func aBackgroundSetInCodeFromAThemeIsUnknown(_ value: String, _ unknown: Bool) throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "tabs", controllerScene("tabs", customClass: "TabsViewController", background: white)),
            "App/Tabs.swift": """
            import UIKit
            final class TabsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = \(value)
                }
            }
            """,
        ]))
        let tabs = try #require(audited.screen("TabsViewController"))
        if case .unknown? = tabs.screen.controller.background { #expect(unknown) } else { #expect(!unknown) }
        #expect(readability(audited.findings, "App/Tabs.swift").isEmpty == unknown)
    }
}

/// A checkout without its submodules: classes they may declare are not called unknown.
@Suite("Audit: submodules not checked out")
struct MissingSubmoduleTests {
    @Test func gitmodulesPathsStayInsideTheAuditedFolder() {
        let text = """
        [submodule "Cores/Engine"]
        \tpath = Cores/Engine
        \turl = git@example.com:engine.git
        [submodule "Quoted"]
        \tpath = "External/Quoted Kit"
        [submodule "Escape"]
        \tpath = ../outside
        [submodule "Absolute"]
        \tpath = /etc
        """
        #expect(GitSubmodules.paths(in: text) == ["Cores/Engine", "External/Quoted Kit"])
    }

    @Test func onlyAClassOfTheAppsOwnModuleIsStillReportedMissing() throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": plainInfo,
            ".gitmodules": "[submodule \"External/Kit\"]\n\tpath = External/Kit\n",
            "App/Base.lproj/Main.storyboard": storyboard(initial: "home", IBScene.controller("home", customClass: "HomeViewController")
                + IBScene.controller("typo", customClass: "SettingsViewControler")
                + IBScene.controller("kit", customClass: "KITMenuController", objectiveC: true)),
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {}
            """,
        ]))
        #expect(audited.model.contents.inventory.missingSubmodules == ["External/Kit"])
        let unknown = audited.rules("unknown-custom-class")
        // The misspelt class of the app's own module is still missing; the Objective-C class may be in the submodule.
        #expect(unknown.count == 1)
        #expect(unknown.first?.message.contains("SettingsViewControler") == true)
        let coverage = try #require(audited.model.apps.first?.coverage)
        #expect(coverage.notModelled.contains { $0.kind == .submoduleNotCheckedOut && $0.file == "External/Kit" })
    }

    /// Pods a Podfile lists but the checkout does not hold are like a submodule not checked out; a
    /// Podfile whose Pods folder is checked in, or one inside vendored code, is not.
    @Test(arguments: [(podsCheckedIn: false, vendoredPodfile: false), (true, false), (false, true)])
    func podsNotCheckedInMayDeclareAnObjectiveCClass(podsCheckedIn: Bool, vendoredPodfile: Bool) throws {
        var files: [String: String] = [
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "home", IBScene.controller("home", customClass: "HomeViewController")
                + IBScene.controller("typo", customClass: "SettingsViewControler")
                + IBScene.controller("gallery", customClass: "GLYGalleryController", objectiveC: true)),
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {}
            """,
        ]
        let podfile = vendoredPodfile ? "Pods/GalleryKit/Podfile" : "Podfile"
        files[podfile] = "platform :ios, '15.0'\ntarget 'App' do\n  pod 'GalleryKit'\nend\n"
        if podsCheckedIn { files["Pods/Manifest.lock"] = "PODFILE CHECKSUM: 0\n" }
        let audited = try MixedProjectTests.audit(RuleExample(files))
        let notCheckedOut = !podsCheckedIn && !vendoredPodfile
        #expect(audited.model.contents.inventory.dependenciesNotCheckedOut == (notCheckedOut ? ["Podfile"] : []))
        // The misspelt class of the app's own module is missing either way; the Objective-C class
        // named with no module may be a pod's only while the pods are not in the folder.
        let unknown = audited.rules("unknown-custom-class").map(\.message)
        #expect(unknown.contains { $0.contains("SettingsViewControler") })
        #expect(unknown.contains { $0.contains("GLYGalleryController") } == !notCheckedOut)
        let coverage = try #require(audited.model.apps.first?.coverage)
        #expect(coverage.notModelled.contains { $0.kind == .dependenciesNotCheckedOut && $0.file == "Podfile" } == notCheckedOut)
    }
}

/// Issue "The screen graph as the app builds it", point 7: findings that change nothing.
@Suite("Audit: swallowed answers that change nothing")
struct RedundantAnswerTests {
    @Test(arguments: [("lightContent", Severity.info), ("darkContent", Severity.warning)])
    func aSwallowedAnswerThatDrawsWhatWinsIsAnInfo(_ style: String, _ severity: Severity) throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": plainInfo,
            // A black bar: the navigation controller draws light content (R5).
            "App/Base.lproj/Main.storyboard": storyboard(initial: "nav", navigationScene("nav", root: "player", barStyle: "black")
                + controllerScene("player", customClass: "PlayerViewController")),
            "App/Player.swift": """
            import UIKit
            final class PlayerViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .\(style) }
            }
            """,
        ]))
        let swallowed = try #require(audited.rules("preference-swallowed-by-navigation").first)
        #expect(swallowed.severity == severity)
        #expect(swallowed.message.contains("redundant") == (severity == .info))
    }
}

/// Issue "The screen graph as the app builds it", point 3: every place a screen is shown.
@Suite("Audit: every place a screen is shown")
struct EveryPlaceTests {
    @Test(arguments: [true, false])
    func aClassShownInTwoWaysIsTwoScreensAndIsNeverUsedOnlyWhenBothSwallow(_ alsoFullScreen: Bool) throws {
        let audited = try MixedProjectTests.audit(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "home", controllerScene("home", customClass: "HomeViewController")),
            "App/Home.swift": """
            import UIKit
            final class ReceiptViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class HomeViewController: UIViewController {
                func showReceipt() {
                    let receipt = ReceiptViewController()
                    receipt.modalPresentationStyle = .pageSheet
                    present(receipt, animated: true)
                }
                func printReceipt() {
                    let receipt = ReceiptViewController()
                    receipt.modalPresentationStyle = \(alsoFullScreen ? ".fullScreen" : ".formSheet")
                    present(receipt, animated: true)
                }
            }
            """,
        ]))
        let receipts = audited.model.screens.filter { $0.screen.controller.className == "ReceiptViewController" }
        #expect(receipts.count == 2)
        #expect(Set(receipts.compactMap(\.screen.presentation?.style)) == [.pageSheet, alsoFullScreen ? .fullScreen : .formSheet])
        let swallowed = try #require(audited.rules("preference-swallowed-by-presentation").first)
        #expect(swallowed.message.contains("never used") == !alsoFullScreen)
        #expect(swallowed.message.contains("one of the 2 places") == alsoFullScreen)
        #expect(swallowed.related.count == (alsoFullScreen ? 1 : 2))
    }
}

/// A storyboard the code loads only by identifiers does not give its initial controller: the
/// chain under that controller is reached only where the code loads one of its scenes by its own
/// identifier (with the segues from there), and no scene is said to be "the initial controller of
/// a storyboard the code loads" (issue "Follow how real apps show screens", point 3).
@Suite("Audit: storyboards loaded by identifier")
struct IdentifierLoadTests {
    static func app(load: String) -> [String: String] {
        [
            "App/Info.plist": plainInfo,
            "App/SceneDelegate.swift": sceneDelegate(root: "UINavigationController(rootViewController: ObservationsViewController())"),
            "App/Base.lproj/Guides.storyboard": storyboard(initial: "nav", navigationScene("nav", root: "guides")
                + controllerScene("guides", customClass: "GuidesViewController", segues: "<segue destination=\"guide\" kind=\"show\" id=\"to-guide\"/>",
                                  attributes: " storyboardIdentifier=\"GuidesViewController\"")
                + controllerScene("guide", customClass: "GuideViewController")),
            "App/Observations.swift": """
            import UIKit
            final class ObservationsViewController: UIViewController {
                func guides() {
                    let storyboard = UIStoryboard(name: "Guides", bundle: nil)
                    \(load)
                }
            }
            final class GuidesViewController: UITableViewController {}
            final class GuideViewController: UIViewController {}
            """,
        ]
    }

    @Test func aSceneLoadedByItsIdentifierInsideTheInitialChainIsReachedAlone() throws {
        let model = try auditModel(Self.app(load: """
            let vc = storyboard.instantiateViewController(withIdentifier: "GuidesViewController")
                    navigationController?.pushViewController(vc, animated: true)
            """))
        // Pushed onto the observations' stack, not in the storyboard's own navigation controller.
        let guides = try #require(screen(model, "GuidesViewController"))
        #expect(guides.screen.unknownContext == nil)
        #expect(guides.screen.navigation?.controller.className == "UINavigationController")
        #expect(guides.screen.heldBy == nil)
        // The show segue from it pushes onto the same stack.
        let guide = try #require(screen(model, "GuideViewController"))
        #expect(guide.screen.unknownContext == nil)
        #expect(guide.screen.navigation?.location == guides.screen.navigation?.location)
        let coverage = try #require(model.apps.first?.coverage)
        #expect(!coverage.notModelled.contains { $0.what.contains("the initial controller of 'Guides.storyboard'") })
    }

    /// Loaded by an identifier and handed to code the audit does not follow: unknown, and said to be
    /// instantiated by that identifier, not to be the storyboard's initial controller.
    @Test func theBecauseNamesTheIdentifierNotTheInitialController() throws {
        let model = try auditModel(Self.app(load: """
            let vc = storyboard.instantiateViewController(withIdentifier: "GuidesViewController")
                    Router.shared.route(to: vc)
            """))
        let guides = try #require(screen(model, "GuidesViewController"))
        #expect(guides.screen.unknownContext?.contains("storyboard identifier 'GuidesViewController'") == true)
        #expect(guides.screen.unknownContext?.contains("initial controller") == false)
    }

    /// Loaded by its initial controller, the chain keeps the storyboard's navigation controller.
    @Test func theInitialLoadKeepsTheChain() throws {
        let model = try auditModel(Self.app(load: """
            let nav = storyboard.instantiateInitialViewController()!
                    present(nav, animated: true)
            """))
        let guides = try #require(screen(model, "GuidesViewController"))
        #expect(guides.screen.unknownContext == nil)
        #expect(guides.screen.presentation?.presenter?.className == "ObservationsViewController")
        #expect(guides.screen.navigation != nil)
    }

    /// Objective-C's storyboard named after its controller's class (`storyboardWithName:
    /// NSStringFromClass([AboutViewController class])`) is read as that name: that initial load
    /// does not stand for every storyboard's, so another storyboard's initial chain that no code
    /// loads is no screen.
    @Test func aStoryboardNamedByItsClassIsRead() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/AppDelegate.m": """
            #import <UIKit/UIKit.h>
            #import "Home.h"
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                self.window.rootViewController = [[HomeViewController alloc] init];
                [self.window makeKeyAndVisible];
                return YES;
            }
            @end
            """,
            "App/Home.h": """
            #import <UIKit/UIKit.h>
            @interface HomeViewController : UIViewController
            @end
            @interface AboutViewController : UIViewController
            @end
            @interface LostViewController : UIViewController
            @end
            """,
            "App/Home.m": """
            #import "Home.h"
            @implementation HomeViewController
            - (void)openAbout {
                AboutViewController *about = [[UIStoryboard storyboardWithName:NSStringFromClass([AboutViewController class]) bundle:[NSBundle mainBundle]] instantiateInitialViewController];
                [self presentViewController:about animated:YES completion:nil];
            }
            @end
            @implementation AboutViewController
            @end
            @implementation LostViewController
            @end
            """,
            "App/Base.lproj/AboutViewController.storyboard": storyboard(initial: "about", controllerScene("about", customClass: "AboutViewController")),
            "App/Base.lproj/Lost.storyboard": storyboard(initial: "lost", controllerScene("lost", customClass: "LostViewController")),
        ])
        let about = try #require(screen(model, "AboutViewController"))
        #expect(about.screen.unknownContext == nil)
        #expect(about.screen.presentation?.presenter?.className == "HomeViewController")
        #expect(screen(model, "LostViewController") == nil)
    }

    /// A storyboard named by the app's own static member in another file (`extension UIStoryboard
    /// { static var settings: UIStoryboard { UIStoryboard(name: "Settings", bundle: nil) } }`, or a
    /// method): `UIStoryboard.settings.instantiateInitialViewController()` loads that storyboard.
    @Test(arguments: ["static var settings: UIStoryboard { UIStoryboard(name: \"Settings\", bundle: nil) }",
                      "static func settings() -> UIStoryboard { return UIStoryboard(name: \"Settings\", bundle: nil) }"])
    func aStoryboardNamedByTheAppsOwnMemberIsLoaded(_ accessor: String) throws {
        let use = accessor.contains("func") ? "UIStoryboard.settings()" : "UIStoryboard.settings"
        try Self.expectSettingsPresentedInItsStack(accessor: accessor, opening: "let nav = \(use).instantiateInitialViewController() as! UINavigationController")
    }

    /// The settings storyboard (a navigation controller around `SettingsViewController`) loaded by
    /// `HomeViewController`'s `opening` code, which makes `nav`, with `accessor` in an extension of
    /// `UIStoryboard` and `more` files: the settings are presented by the home screen, in their stack.
    static func expectSettingsPresentedInItsStack(accessor: String, opening: String, more: [String: String] = [:]) throws {
        var files = [
            "App/Info.plist": plainInfo,
            "App/SceneDelegate.swift": sceneDelegate(root: "HomeViewController()"),
            "App/Base.lproj/Settings.storyboard": storyboard(initial: "nav", navigationScene("nav", root: "settings")
                + controllerScene("settings", customClass: "SettingsViewController")),
            "App/Storyboards.swift": """
            import UIKit
            extension UIStoryboard {
                \(accessor)
            }
            """,
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                func openSettings() {
                    \(opening)
                    present(nav, animated: true)
                }
            }
            final class SettingsViewController: UIViewController {}
            """,
        ]
        files.merge(more) { _, new in new }
        let model = try auditModel(files)
        let settings = try #require(screen(model, "SettingsViewController"))
        #expect(settings.screen.unknownContext == nil)
        #expect(settings.screen.presentation?.presenter?.className == "HomeViewController")
        #expect(settings.screen.navigation != nil)
    }

    /// A storyboard named by a case of the app's enum of storyboard names (`enum StoryboardName:
    /// String { case settings = "Settings" }`, its raw value the case's name when not written), in
    /// the call or in a member that gives the storyboard (eidolon, Signal).
    @Test(arguments: [
        ("UIStoryboard.settings()", "class func settings() -> UIStoryboard { return UIStoryboard(name: StoryboardNames.Settings.rawValue, bundle: nil) }"),
        ("UIStoryboard.settings", "private enum StoryboardName: String { case main = \"Main\", settings = \"Settings\" }\n    class var settings: UIStoryboard { UIStoryboard(name: StoryboardName.settings.rawValue, bundle: .main) }"),
        ("UIStoryboard(name: StoryboardNames.Settings.rawValue, bundle: nil)", ""),
    ])
    func aStoryboardNamedByAnEnumsRawValueIsLoaded(_ use: String, _ accessor: String) throws {
        let names = """
            enum StoryboardNames: String {
                case Main = "Main"
                case Settings
            }
            """
        try Self.expectSettingsPresentedInItsStack(
            accessor: accessor, opening: "let storyboard = \(use)\n        let nav = storyboard.instantiateInitialViewController() as! UINavigationController",
            more: ["App/StoryboardNames.swift": names])
    }

    /// Reusable's `StoryboardBased`: `X.instantiate()` loads the initial controller of the storyboard `X`.
    @Test func aStoryboardBasedClassLoadsItsOwnStoryboard() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/SceneDelegate.swift": sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"),
            "App/Base.lproj/AboutViewController.storyboard": storyboard(initial: "about", controllerScene("about", customClass: "AboutViewController")),
            "App/Home.swift": """
            import UIKit
            import Reusable
            final class HomeViewController: UIViewController {
                func about() { Coordinator.shared.route(AboutViewController.instantiate()) }
            }
            final class AboutViewController: UIViewController, StoryboardBased {}
            """,
        ])
        let about = try #require(screen(model, "AboutViewController"))
        #expect(about.screen.unknownContext?.contains("the initial controller of 'AboutViewController.storyboard'") == true)
    }
}
