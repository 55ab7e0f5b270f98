import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A storyboard the code loads and shows in a way the audit does not follow, whose scenes present
/// one another: where the chain sits is not known, but whether a presentation inside it takes the
/// status bar is (the segue's style, the capture the presenter sets as it prepares the segue).
@Suite("Audit: a presentation inside a storyboard chain whose top is not followed")
struct ChainPresentationTests {
    /// The subscriptions storyboard (a navigation controller around the list, which presents the
    /// server list over the current context), loaded by a router the audit does not follow.
    /// `prepare` is the list's `prepare(for:sender:)` body.
    private func app(prepare: String? = nil, listBody: String = "", swiftList: Bool = true) -> [String: String] {
        let listScene = IBScene.controller("list", customClass: "SubscriptionsViewController",
                                      segues: IBScene.present("servers", style: "overCurrentContext"))
        let servers = IBScene.controller("servers", customClass: "ServersViewController")
        return [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Base.lproj/Subscriptions.storyboard": RuleExample.storyboardDocument(
                IBScene.navigation("nav", root: "list") + listScene + servers, initial: "nav"),
            "App/Router.swift": """
            import UIKit
            final class MainRouter {
                func showSubscriptions(in window: UIWindow?) {
                    let storyboard = UIStoryboard(name: "Subscriptions", bundle: nil)
                    let controller = storyboard.instantiateInitialViewController()
                    Transition.swap(window, to: controller)
                }
            }
            \(swiftList ? list(prepare: prepare, body: listBody) : "")
            final class ServersViewController: UIViewController {
                override var prefersStatusBarHidden: Bool { true }
            }
            """,
        ]
    }

    private func list(prepare: String?, body: String) -> String {
        """
        final class SubscriptionsViewController: UIViewController {
        \(body)
        \(prepare.map { "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n        \($0)\n    }" } ?? "")
        }
        """
    }

    @Test func aPresentationInsideTheChainIsJudgedWhereItsTopIsNotFollowed() throws {
        let model = try auditModel(app())
        let servers = try #require(screen(model, "ServersViewController"))
        #expect(servers.screen.unknownContext != nil)
        #expect(servers.screen.presentationInChain?.style == .overCurrentContext)
        let findings = RuleCatalog.all.flatMap { $0.check(model) }.filter { $0.rule == "preference-swallowed-by-presentation" }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("'ServersViewController' answers prefersStatusBarHidden") == true)
    }

    /// A presenter that hands the decision to what it presents (`childForStatusBarHidden` returning
    /// the server list it keeps): its answers may be used, through the chain above, not followed.
    @Test func aPresenterThatForwardsToWhatItPresentsIsNotJudged() throws {
        let model = try auditModel(app(listBody: """
                weak var servers: UIViewController?
                override var childForStatusBarHidden: UIViewController? { servers }
            """))
        #expect(!RuleCatalog.all.flatMap { $0.check(model) }.contains { $0.rule == "preference-swallowed-by-presentation" })
    }

    /// The capture the presenter sets on its segues' destination as it prepares them: the
    /// presentation takes the status bar, and nothing is swallowed.
    @Test(arguments: ["segue.destination.modalPresentationCapturesStatusBarAppearance = true",
                      "if segue.identifier == \"servers\" { segue.destination.modalPresentationCapturesStatusBarAppearance = true }"])
    func aCaptureSetAsTheSegueIsPreparedTakesTheStatusBar(_ prepare: String) throws {
        try expectCaptured(app(prepare: prepare))
    }

    /// The same in Objective-C: `prepareForSegue:sender:` setting it on `segue.destinationViewController`.
    @Test func aCaptureSetInPrepareForSegueTakesTheStatusBar() throws {
        var files = app(swiftList: false)
        #expect(files["App/Router.swift"]?.contains("class SubscriptionsViewController") == false)
        files["App/SubscriptionsViewController.h"] = """
            #import <UIKit/UIKit.h>
            @interface SubscriptionsViewController : UIViewController
            @end
            """
        files["App/SubscriptionsViewController.m"] = """
            #import "SubscriptionsViewController.h"
            @implementation SubscriptionsViewController
            - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
                segue.destinationViewController.modalPresentationCapturesStatusBarAppearance = YES;
            }
            @end
            """
        try expectCaptured(files)
    }

    private func expectCaptured(_ files: [String: String]) throws {
        let model = try auditModel(files)
        let servers = try #require(screen(model, "ServersViewController"))
        #expect(servers.screen.presentationInChain?.captures == true)
        #expect(!RuleCatalog.all.flatMap { $0.check(model) }.contains { $0.rule == "preference-swallowed-by-presentation" })
    }
}

/// A storyboard chain whose top is a container of its own (a tab bar controller around a
/// navigation controller) shown with `showDetailViewController` (round 39's 31st hand check, beam's
/// subreddit): UIKit presents it modally unless a split view above the caller takes it. Where the
/// caller's place is not known, neither is the chain's: it is not the window's root.
@Suite("Audit: a loaded container shown with show or showDetailViewController")
struct ShownContainerChainTests {
    private func app(showList: String) -> [String: String] {
        let stream = IBScene.controller("stream", customClass: "StreamViewController")
        return [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Base.lproj/Subreddit.storyboard": RuleExample.storyboardDocument(
                PresenterPlaceTests.tabBarScene("tabs", tab: "nav", customClass: "SubredditTabBarController")
                    + IBScene.navigation("nav", root: "stream") + stream, initial: "tabs"),
            "App/SceneDelegate.swift": sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"),
            "App/Screens.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                func open() { \(showList) }
            }
            final class ListViewController: UIViewController {
                func open() {
                    let storyboard = UIStoryboard(name: "Subreddit", bundle: nil)
                    if let tabs = storyboard.instantiateInitialViewController() as? SubredditTabBarController {
                        showDetailViewController(tabs, sender: nil)
                    }
                }
            }
            final class SubredditTabBarController: UITabBarController {}
            final class StreamViewController: UIViewController {}
            """,
        ]
    }

    @Test func fromACallerWhosePlaceIsNotKnownItsPlaceIsNotKnown() throws {
        let model = try auditModel(app(showList: "Router.shared.open(ListViewController())"))
        let stream = try #require(screen(model, "StreamViewController"))
        #expect(stream.screen.unknownContext != nil)
    }

    /// From a caller pushed in the window's stack (known, in no split view): presented modally.
    @Test func fromACallerInNoSplitViewItIsPresented() throws {
        let model = try auditModel(app(showList: "navigationController?.pushViewController(ListViewController(), animated: true)"))
        let stream = try #require(screen(model, "StreamViewController"))
        #expect(stream.screen.unknownContext == nil)
        #expect(stream.screen.presentation?.presenter?.className == "ListViewController")
    }
}

/// A segue whose class computes its `destination` (round 39's hand checks, Habitica's
/// `MainVCSelectionSegue`: the iPad's split view or the iPhone's tab bar controller): what it shows
/// may be another controller than the storyboard's destination, so the destination's chain (its
/// containers, its presentation) is not the screen's.
@Suite("Audit: a segue that computes its destination")
struct ComputedDestinationSegueTests {
    private func app(segueBody: String) -> [String: String] {
        let loading = IBScene.controller(
            "loading", customClass: "LoadingViewController",
            segues: #"<segue destination="nav" kind="presentation" customClass="MainSelectionSegue" customModule="App" modalPresentationStyle="fullScreen" id="seg-main"/>"#)
        return [
            "App/Info.plist": RuleExample.infoPlist(["UIMainStoryboardFile": "<string>Main</string>"]),
            "App/Base.lproj/Main.storyboard": RuleExample.storyboardDocument(
                loading + IBScene.navigation("nav", root: "menu", customClass: "HeaderNavigationController")
                    + IBScene.controller("menu", customClass: "MenuViewController"), initial: "loading"),
            "App/Screens.swift": """
            import UIKit
            final class MainSelectionSegue: UIStoryboardSegue {
            \(segueBody)
            }
            final class LoadingViewController: UIViewController {}
            final class HeaderNavigationController: UINavigationController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class MenuViewController: UIViewController {}
            """,
        ]
    }

    @Test func theDestinationsChainIsNotTheScreens() throws {
        let model = try auditModel(app(segueBody: """
                override var destination: UIViewController {
                    let controller = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "tabs")
                    controller.modalPresentationStyle = .fullScreen
                    return controller
                }
            """))
        let menu = try #require(screen(model, "MenuViewController"))
        #expect(menu.screen.unknownContext?.contains("whose `destination` is computed in code") == true)
        #expect(menu.screen.navigation == nil && menu.screen.presentation == nil)
        #expect(menu.prediction.certainty != .certain)
    }

    /// A segue class that only performs (it may set how it presents): the chain is the storyboard's,
    /// its presentation not known, as before.
    @Test func aSegueThatOnlyPerformsKeepsTheChain() throws {
        let model = try auditModel(app(segueBody: """
                override func perform() { source.present(destination, animated: false) }
            """))
        let menu = try #require(screen(model, "MenuViewController"))
        #expect(menu.screen.unknownContext != nil)
        #expect(menu.screen.navigation?.controller.className == "HeaderNavigationController")
    }
}
