import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A controller that overrides a view's event without calling `super` cuts off what its
/// superclasses do there: a base controller's `setStatusBarStyle:` in `viewWillAppear:` does not
/// run for a subclass whose `viewWillAppear:` never calls `[super viewWillAppear:animated]`, so in
/// application mode the bar keeps what the previous screen or the launch set.
@Suite("Audit: a view's event overridden without super")
struct SuperCutOffTests {
    /// An Objective-C app in application mode: the base sets light content as each screen appears,
    /// the launch sets default. `Inbox` calls `super`; `Compose` does not.
    static func objcProject(composeCallsSuper: Bool) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist(["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
            "App/AppDelegate.m": objcAppDelegate(importing: "InboxViewController.h", root: "[[InboxViewController alloc] init]"),
            "App/BaseViewController.h": """
            #import <UIKit/UIKit.h>
            @interface BaseViewController : UIViewController
            @end
            """,
            "App/BaseViewController.m": """
            #import "BaseViewController.h"
            @implementation BaseViewController
            - (void)viewWillAppear:(BOOL)animated {
                [super viewWillAppear:animated];
                [[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleLightContent animated:YES];
            }
            @end
            """,
            "App/InboxViewController.h": """
            #import "BaseViewController.h"
            @interface InboxViewController : BaseViewController
            @end
            """,
            "App/InboxViewController.m": """
            #import "InboxViewController.h"
            #import "ComposeViewController.h"
            @implementation InboxViewController
            - (void)viewWillAppear:(BOOL)animated {
                [super viewWillAppear:animated];
                self.title = @"Inbox";
            }
            - (void)compose {
                ComposeViewController *vc = [[ComposeViewController alloc] init];
                vc.modalPresentationStyle = UIModalPresentationFullScreen;
                [self presentViewController:vc animated:YES completion:nil];
            }
            @end
            """,
            "App/ComposeViewController.h": """
            #import "BaseViewController.h"
            @interface ComposeViewController : BaseViewController
            @end
            """,
            "App/ComposeViewController.m": """
            #import "ComposeViewController.h"
            @implementation ComposeViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.view.backgroundColor = [UIColor whiteColor];
            }
            - (void)viewWillAppear:(BOOL)animated {
                \(composeCallsSuper ? "[super viewWillAppear:animated];" : "")
                [self.view endEditing:YES];
            }
            @end
            """,
        ]
    }

    @Test func theBasesSetterRunsForASubclassThatCallsSuper() throws {
        let model = try auditModel(Self.objcProject(composeCallsSuper: true))
        let inbox = try #require(screen(model, "InboxViewController"))
        #expect(inbox.screen.controller.answers.applicationStyleOnAppear == .lightContent)
        let compose = try #require(screen(model, "ComposeViewController"))
        #expect(compose.screen.controller.answers.applicationStyleOnAppear == .lightContent)
        #expect(compose.prediction.certainty == .certain)
        #expect(compose.prediction.light.style == .lightContent)
    }

    /// Without `super`, the base's setter does not run: the bar keeps what was set before, by the
    /// launch (default) or by another screen (light content). Not one answer.
    @Test func theBasesSetterDoesNotRunWithoutSuper() throws {
        let model = try auditModel(Self.objcProject(composeCallsSuper: false))
        let compose = try #require(screen(model, "ComposeViewController"))
        #expect(compose.screen.controller.answers.applicationStyleOnAppear == nil)
        #expect(compose.prediction.certainty != .certain)
        #expect(Set(compose.prediction.possibleStyles) == [.default, .lightContent])
        // The sibling that calls super is not affected.
        let inbox = try #require(screen(model, "InboxViewController"))
        #expect(inbox.screen.controller.answers.applicationStyleOnAppear == .lightContent)
    }

    /// The explanation says where the base sets the bar, and why it does not run for the subclass.
    @Test func theExplanationSaysWhyTheBasesSetterDoesNotRun() throws {
        let (root, _) = try Markers.write(RuleExample(Self.objcProject(composeCallsSuper: false)))
        defer { try? FileManager.default.removeItem(at: root) }
        let e = ScreenExplanationTests.explain(root)
        let compose = try #require(e.places.first { $0.screen.controller.className == "ComposeViewController" })
        let cut = try #require(compose.context.first { $0.what.hasPrefix("'BaseViewController' sets the application's status bar as it appears") })
        #expect(cut.what.hasSuffix("which does not run for 'ComposeViewController': 'ComposeViewController' overrides 'viewWillAppear:' without calling super"))
        #expect(cut.location.file == "App/BaseViewController.m" && cut.location.line == 5)
        let inbox = try #require(e.places.first { $0.screen.controller.className == "InboxViewController" })
        #expect(inbox.context.contains { $0.what == "'BaseViewController' sets the application's status bar as it appears" })
        // (The Info.plist fixture writes its key and value on two lines: the key's line is not checked here.)
        #expect(ScreenExplanationTests.checkSources(e).wrong.filter { !$0.contains("Info.plist") } == [])
    }

    /// Swift, controller-based: a base hides its navigation controller's bar as it appears; a
    /// subclass whose `viewWillAppear` skips `super` leaves it as it is. Calling `super` inside a
    /// closure still calls it.
    static func swiftProject(detailsAppear: String) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate(root: "UINavigationController(rootViewController: ListViewController())"),
            "App/Screens.swift": """
            import UIKit
            class ChromelessViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }
            }
            final class ListViewController: UIViewController {
                func open() { navigationController?.pushViewController(DetailsViewController(), animated: true) }
            }
            final class DetailsViewController: ChromelessViewController {
                override func viewWillAppear(_ animated: Bool) {
                    \(detailsAppear)
                }
            }
            """,
        ]
    }

    @Test func swiftSuperInAClosureStillRunsTheBase() throws {
        let model = try auditModel(Self.swiftProject(detailsAppear: "UIView.performWithoutAnimation { super.viewWillAppear(animated) }"))
        let details = try #require(screen(model, "DetailsViewController"))
        #expect(details.screen.controller.answers.navigationBarHiddenWhileOnTop == .values([true], dependsOn: []))
    }

    @Test func swiftWithoutSuperTheBaseDoesNotHideTheBar() throws {
        let model = try auditModel(Self.swiftProject(detailsAppear: "view.layoutIfNeeded()"))
        let details = try #require(screen(model, "DetailsViewController"))
        #expect(details.screen.controller.answers.navigationBarHiddenWhileOnTop == .inherited)
    }
}
