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
