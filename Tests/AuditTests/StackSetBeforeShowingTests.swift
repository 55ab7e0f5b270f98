import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A navigation controller made without a root and given one before it is shown (round 26's
/// reading of missed bug fixes: a wallet's import flow set with `nav.viewControllers = [start]`, a
/// call screen's device list pushed onto a fresh `UINavigationController` and then presented): the
/// controller set or pushed first is its root, shown in that stack and that presentation, not
/// pushed into the presenter's own stack.
@Suite("Audit: a stack set before it is shown")
struct StackSetBeforeShowingTests {
    @Test func aStackSetWithViewControllersIsTheRootOfThePresentedNavigation() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Import.swift": """
            import UIKit
            final class ImportStartViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class ImportNavigationController: UINavigationController {}
            final class WalletViewController: UIViewController {
                func startImport() {
                    let nav = ImportNavigationController()
                    nav.viewControllers = [ImportStartViewController()]
                    nav.modalPresentationStyle = .overFullScreen
                    present(nav, animated: true)
                }
            }
            """,
        ])
        let start = try #require(screen(model, "ImportStartViewController"))
        #expect(start.screen.navigation?.controller.className == "ImportNavigationController")
        #expect(start.screen.presentation?.style == .overFullScreen)
        #expect(start.screen.presentation?.presenter?.className == "WalletViewController")
        // Over full screen without capture: the wallet screen decides, the start screen's light
        // content is swallowed.
        let swallowed = PreferenceSwallowedByPresentation().check(model)
        #expect(swallowed.contains { $0.message.contains("'ImportStartViewController'") })
    }

    @Test func aControllerPushedOntoAFreshNavigationControllerIsItsRoot() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Call.m": """
            #import <UIKit/UIKit.h>
            @interface DevicesViewController : UIViewController
            @end
            @implementation DevicesViewController
            - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
            @end
            @interface CallViewController : UIViewController
            @end
            @implementation CallViewController
            - (void)showUnknownDevices {
                UINavigationController *nav = [[UINavigationController alloc] init];
                DevicesViewController *devices = [[DevicesViewController alloc] init];
                [nav pushViewController:devices animated:NO];
                nav.modalPresentationStyle = UIModalPresentationFullScreen;
                [self presentViewController:nav animated:YES completion:nil];
            }
            @end
            """,
        ])
        let entries = model.screens.filter { $0.screen.controller.className == "DevicesViewController" }
        #expect(entries.count == 1)
        let devices = try #require(entries.first)
        #expect(devices.screen.navigation?.controller.className == "UINavigationController")
        #expect(devices.screen.presentation?.presenter?.className == "CallViewController")
        // Full screen: the plain navigation controller decides (it shows its bar and does not forward).
        #expect(devices.prediction.styleDecidedBy.name == "UINavigationController")
    }

    /// A push onto a navigation controller the function does not show afterwards stays a push the
    /// audit reads as before (onto whatever stack that controller is).
    @Test func aPushOntoAStoredNavigationControllerIsNotAStackSetBeforeShowing() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Flow.swift": """
            import UIKit
            final class DetailViewController: UIViewController {}
            final class ListViewController: UIViewController {
                func open() {
                    let nav = UINavigationController()
                    nav.pushViewController(DetailViewController(), animated: true)
                }
            }
            """,
        ])
        #expect(model.screens.allSatisfy { $0.screen.navigation?.controller.className != "UINavigationController"
            || $0.screen.presentation?.presenter?.className != "ListViewController" })
    }
}
