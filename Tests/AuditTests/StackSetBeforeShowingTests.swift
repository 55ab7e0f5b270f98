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

    /// A push onto a navigation controller the function makes and shows, made later from a closure
    /// (a coordinator's selection handler): the pushed screen sits in that stack, above its root,
    /// not in the stack of whoever's code pushes it.
    @Test func aPushFromAClosureOntoTheWindowsStackSitsInThatStack() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/AppCoordinator.swift": """
            import UIKit
            final class ThemedNavigationController: UINavigationController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
            }
            final class HomeViewController: UIViewController {
                var onSelectWallet: ((String) -> Void)?
            }
            final class WalletDetailViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class AppCoordinator {
                private let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() {
                    let home = HomeViewController()
                    let nav = ThemedNavigationController(rootViewController: home)
                    home.onSelectWallet = { code in
                        nav.pushViewController(WalletDetailViewController(), animated: true)
                    }
                    window.rootViewController = nav
                    window.makeKeyAndVisible()
                }
            }
            """,
        ])
        let detail = try #require(screen(model, "WalletDetailViewController"))
        #expect(detail.screen.navigation?.controller.className == "ThemedNavigationController")
        #expect(detail.screen.unknownContext == nil)
        // The themed navigation controller answers itself: the detail's light content is swallowed.
        #expect(detail.prediction.styleDecidedBy.name == "ThemedNavigationController")
        #expect(PreferenceSwallowedByNavigation().check(model).contains { $0.isAbout("WalletDetailViewController") })
    }

    @Test func aPushOntoAPresentedStackFromAClosureSitsInThatPresentation() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Picker.m": """
            #import <UIKit/UIKit.h>
            @interface AlbumListViewController : UIViewController
            @property (nonatomic, copy) void (^onPick)(void);
            @end
            @implementation AlbumListViewController
            @end
            @interface AlbumViewController : UIViewController
            @end
            @implementation AlbumViewController
            @end
            @interface LibraryViewController : UIViewController
            @end
            @implementation LibraryViewController
            - (void)pickAlbum {
                AlbumListViewController *list = [[AlbumListViewController alloc] init];
                UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:list];
                list.onPick = ^{
                    [nav pushViewController:[[AlbumViewController alloc] init] animated:YES];
                };
                nav.modalPresentationStyle = UIModalPresentationFullScreen;
                [self presentViewController:nav animated:YES completion:nil];
            }
            @end
            """,
        ])
        let album = try #require(screen(model, "AlbumViewController"))
        #expect(album.screen.navigation?.controller.className == "UINavigationController")
        #expect(album.screen.presentation?.style == .fullScreen)
        #expect(album.screen.presentation?.presenter?.className == "LibraryViewController")
    }
}
