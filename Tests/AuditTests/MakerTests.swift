import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Controllers made by the app's own functions, computed properties and lazy getters (issue 33,
/// point 1): `let vc = modal.viewController; present(vc, …)`, `pushViewController(makeSettings(), …)`,
/// `initWithRootViewController:self.playerViewController`. The class is the one every return of the
/// maker makes; a use that could mean something else is not typed.
@Suite("Audit: controllers made by the app's makers")
struct MakerTests {
    private let sceneDelegate = AuditTests.sceneDelegate(root: "WalletViewController()")

    /// A drawer shown over the wallet: it hides the bar and answers light content.
    private let screens = """
        import UIKit
        final class WalletViewController: UIViewController {}
        final class DrawerViewController: UIViewController {
            init(content: UIViewController) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        final class PayViewController: UIViewController {}
        final class RequestViewController: UIViewController {}
        """

    /// The sheet a wallet state asks for, made by a computed property of the state's enum.
    private let sheets = """
        import UIKit
        enum WalletSheet {
            case none, pay, request
            var controller: UIViewController? {
                switch self {
                case .none: return nil
                case .pay: return DrawerViewController(content: PayViewController())
                case .request: return DrawerViewController(content: RequestViewController())
                }
            }
        }
        """

    private func walletApp(presenting body: String, sheets: String? = nil, extra: [String: String] = [:]) throws -> AuditModel {
        var files = [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate,
            "App/Screens.swift": screens,
            "App/Sheets.swift": sheets ?? self.sheets,
            "App/SheetPresenter.swift": """
                import UIKit
                final class SheetPresenter {
                    private let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    func show(_ sheet: WalletSheet) {
                \(body)
                    }
                }
                """,
        ]
        files.merge(extra) { $1 }
        return try auditModel(files)
    }

    @Test func aControllerMadeByAnEnumsComputedPropertyIsTheClassEveryCaseMakes() throws {
        let model = try walletApp(presenting: """
                    guard let vc = sheet.controller else { return }
                    vc.modalPresentationStyle = .overFullScreen
                    window.rootViewController?.present(vc, animated: true)
            """)
        let drawer = try #require(screen(model, "DrawerViewController"))
        #expect(drawer.screen.presentation?.style == .overFullScreen)
        #expect(drawer.screen.unknownContext == nil)
        // Over full screen without capture: the presenter decides, and the drawer's light content is swallowed.
        #expect(drawer.prediction.styleDecidedBy.name != "DrawerViewController")
        let findings = RuleCatalog.all.flatMap { $0.check(model) }
        #expect(findings.contains { $0.rule == "preference-swallowed-by-presentation" && $0.isAbout("DrawerViewController") })
    }

    @Test func aMakerFunctionPushedOrPresentedGivesItsClassAndItsRoot() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate.replacingOccurrences(
                of: "WalletViewController()", with: "UINavigationController(rootViewController: WalletViewController())"),
            "App/Screens.swift": screens + """

                final class ReceiptsViewController: UIViewController {}
                enum Flows {
                    static func payFlow() -> UINavigationController {
                        UINavigationController(rootViewController: PayViewController())
                    }
                }
                extension WalletViewController {
                    func makeReceipts() -> UIViewController {
                        let receipts = ReceiptsViewController()
                        receipts.title = "Receipts"
                        return receipts
                    }
                    func openReceipts() {
                        navigationController?.pushViewController(makeReceipts(), animated: true)
                    }
                    func pay() {
                        let flow = Flows.payFlow()
                        flow.modalPresentationStyle = .fullScreen
                        present(flow, animated: true)
                    }
                }
                """,
        ])
        let receipts = try #require(screen(model, "ReceiptsViewController"))
        #expect(receipts.screen.navigation?.controller.className == "UINavigationController")
        #expect(receipts.screen.presentation == nil)
        #expect(receipts.screen.unknownContext == nil)
        let pay = try #require(screen(model, "PayViewController"))
        #expect(pay.screen.presentation?.style == .fullScreen)
        #expect(pay.screen.navigation?.controller.className == "UINavigationController")
    }

    /// Cases that make different classes: the use shows each, a place each (a `return nil` is no
    /// return), as a local assigned in several branches is shown.
    @Test func aUseOfAMakerOfSeveralClassesShowsEach() throws {
        let model = try walletApp(presenting: """
                    guard let vc = sheet.controller else { return }
                    vc.modalPresentationStyle = .overFullScreen
                    window.rootViewController?.present(vc, animated: true)
            """, sheets: """
            import UIKit
            enum WalletSheet {
                case none, pay, request
                var controller: UIViewController? {
                    switch self {
                    case .none: return nil
                    case .pay: return DrawerViewController(content: PayViewController())
                    case .request: return RequestViewController()
                    }
                }
            }
            """)
        for cls in ["DrawerViewController", "RequestViewController"] {
            let shown = try #require(screen(model, cls))
            #expect(shown.screen.presentation?.style == .overFullScreen)
        }
        // The drawer's light content, over full screen without capture, is swallowed there.
        #expect(RuleCatalog.all.flatMap { $0.check(model) }.contains { $0.rule == "preference-swallowed-by-presentation" })
    }

    @Test(arguments: [
        // A return the reader cannot read.
        ("""
            import UIKit
            enum WalletSheet {
                case none, pay
                static var cached: UIViewController?
                var controller: UIViewController? { Self.cached ?? DrawerViewController(content: PayViewController()) }
            }
            """, "        guard let vc = sheet.controller else { return }"),
        // A base whose type the reader cannot tell.
        (nil, "        guard let vc = SheetStore.shared.current.controller else { return }"),
    ] as [(String?, String)])
    func aUseThatCouldMeanSomethingElseIsNotTyped(_ sheets: String?, _ making: String) throws {
        let model = try walletApp(presenting: making + """

                    vc.modalPresentationStyle = .overFullScreen
                    window.rootViewController?.present(vc, animated: true)
            """, sheets: sheets)
        #expect(screen(model, "DrawerViewController") == nil)
        #expect(!RuleCatalog.all.flatMap { $0.check(model) }.contains { $0.rule == "preference-swallowed-by-presentation" })
    }

    @Test func aParameterNamedAsAComputedMakerIsNotTheMaker() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate,
            "App/Screens.swift": screens + """

                extension WalletViewController {
                    var drawer: UIViewController { DrawerViewController(content: PayViewController()) }
                    func show(_ drawer: UIViewController) {
                        drawer.modalPresentationStyle = .overFullScreen
                        present(drawer, animated: true)
                    }
                }
                """,
        ])
        #expect(screen(model, "DrawerViewController") == nil)
    }

    @Test func aStoredPropertyOfTheSameNameInAnotherTypeDoesNotHideTheMaker() throws {
        let model = try walletApp(presenting: """
                    guard let vc = sheet.controller else { return }
                    vc.modalPresentationStyle = .overFullScreen
                    window.rootViewController?.present(vc, animated: true)
            """, extra: ["App/Holder.swift": """
            import UIKit
            final class SheetHolder {
                var controller: UIViewController?
                func show() { controller.map { UIApplication.shared.windows.first?.rootViewController?.present($0, animated: true) } }
            }
            """])
        #expect(screen(model, "DrawerViewController")?.screen.presentation?.style == .overFullScreen)
    }

    @Test func aMakerThatSetsThePresentationStyleLeavesItUnknownWhereTheCallSetsNone() throws {
        let model = try walletApp(presenting: """
                    guard let vc = sheet.controller else { return }
                    window.rootViewController?.present(vc, animated: true)
            """, sheets: """
            import UIKit
            enum WalletSheet {
                case none, pay
                var controller: UIViewController? {
                    guard self == .pay else { return nil }
                    let drawer = DrawerViewController(content: PayViewController())
                    drawer.modalPresentationStyle = .overFullScreen
                    return drawer
                }
            }
            """)
        let drawer = try #require(screen(model, "DrawerViewController"))
        #expect(drawer.screen.unknownContext?.contains("'controller' makes it, which sets how it is presented") == true)
    }

    @Test func anObjectiveCLazyGetterGivesTheRootOfTheNavigationControllerPresented() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/AppDelegate.m": objcAppDelegate(importing: "Player.h", root: "[[LibraryViewController alloc] init]"),
            "App/Player.h": """
                #import <UIKit/UIKit.h>
                @protocol TrackListener <NSObject>
                @end
                @interface LibraryViewController : UIViewController
                @end
                @interface NowPlayingViewController : UIViewController <TrackListener>
                @end
                @interface PlayerNavigationController : UINavigationController
                @end
                @interface PlayerPresenter : NSObject
                - (void)presentPlayer;
                @end
                """,
            "App/Player.m": """
                #import "Player.h"
                @implementation LibraryViewController
                @end
                @implementation NowPlayingViewController
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end
                @implementation PlayerNavigationController
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end
                @interface PlayerPresenter ()
                @property (nonatomic, strong) UIViewController<TrackListener> *nowPlayingController;
                @end
                @implementation PlayerPresenter
                - (UIViewController<TrackListener> *)nowPlayingController {
                    if (!_nowPlayingController) {
                        _nowPlayingController = [[NowPlayingViewController alloc] init];
                    }
                    return _nowPlayingController;
                }
                - (void)presentPlayer {
                    UIViewController<TrackListener> *player = self.nowPlayingController;
                    UINavigationController *nav = [[PlayerNavigationController alloc] initWithRootViewController:player];
                    nav.modalPresentationStyle = UIModalPresentationOverFullScreen;
                    UIWindow *window = [[UIApplication sharedApplication] keyWindow];
                    [window.rootViewController presentViewController:nav animated:YES completion:nil];
                }
                @end
                """,
        ])
        let player = try #require(screen(model, "NowPlayingViewController"))
        #expect(player.screen.navigation?.controller.className == "PlayerNavigationController")
        #expect(player.screen.presentation?.style == .overFullScreen)
        let findings = RuleCatalog.all.flatMap { $0.check(model) }
        #expect(findings.contains { $0.rule == "preference-swallowed-by-presentation" && $0.isAbout("PlayerNavigationController") })
    }

    /// A presenter the audit does not know, where the app's controllers do not bound its answer, is
    /// named as what it stands for, never as a `UIViewController` of the app.
    @Test func anUnknownPresenterIsNotNamedAsAPlainController() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate,
            "App/Screens.swift": screens + """

                final class ThemedViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { ThemeStore.shared.current.barStyle() }
                }
                final class ShareAction: NSObject {
                    func run(from viewController: UIViewController) {
                        let pay = PayViewController()
                        pay.modalPresentationStyle = .formSheet
                        viewController.present(pay, animated: true)
                    }
                }
                """,
        ])
        let pay = try #require(screen(model, "PayViewController"))
        #expect(pay.prediction.certainty != .certain)
        #expect(pay.prediction.styleDecidedBy.name != "UIViewController")
    }

    /// A computed property declared as a navigation controller, made around a root (`var settingsNav:
    /// UINavigationController { UINavigationController(rootViewController: SettingsViewController()) }`)
    /// and presented: the root is a screen in that stack (issue 33, point 1: "a navigation controller
    /// reached through a computed property").
    @Test(arguments: [false, true])
    func aComputedNavigationControllerIsShownWithItsRoot(setsStyle: Bool) throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": AuditTests.sceneDelegate(root: "HomeViewController()"),
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                var settingsNav: UINavigationController {
                    let nav = UINavigationController(rootViewController: SettingsViewController())
                    \(setsStyle ? "nav.modalPresentationStyle = .fullScreen" : "")
                    return nav
                }
                func openSettings() {
                    present(settingsNav, animated: true)
                }
            }
            final class SettingsViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """,
        ])
        let settings = try #require(model.screens.first { $0.screen.controller.className == "SettingsViewController" })
        #expect(settings.screen.navigation?.controller.className == "UINavigationController")
        if setsStyle {
            // The property sets how its stack is presented, which the audit does not carry over: not
            // a page sheet it would be sure of.
            #expect(settings.screen.unknownContext == "presented as 'settingsNav' makes it, which sets how it is presented")
        } else {
            #expect(settings.screen.unknownContext == nil)
            #expect(settings.screen.presentation?.presenter?.className == "HomeViewController")
            #expect(settings.screen.presentation?.style == .automatic)
        }
    }
}

/// A class method of a controller that makes a navigation controller around an instance of its
/// class (`class func instantiate() -> UINavigationController { UINavigationController(rootViewController:
/// self.init()) }`), presented where it is called: the class sits at the root of that stack, and
/// what it pushes goes above it.
@Suite("Audit: a class's own method that wraps it in a stack")
struct SelfWrappingMakerTests {
    static func app(instantiate: String, returns: String = "UINavigationController") -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate(root: "BrowserViewController()"),
            "App/Browser.swift": """
            import UIKit
            final class BrowserViewController: UIViewController {
                @objc func openSettings() {
                    let navC = SettingsViewController.instantiate()
                    present(navC, animated: true)
                }
            }
            """,
            "App/Settings.swift": """
            import UIKit
            class SettingsViewController: UITableViewController {
                class func instantiate() -> \(returns) {
                    return \(instantiate)
                }
                func openSecurity() {
                    navigationController?.pushViewController(SecurityViewController(), animated: true)
                }
            }
            final class SecurityViewController: UIViewController {}
            """,
        ]
    }

    @Test(arguments: ["UINavigationController(rootViewController: self.init())",
                      "UINavigationController(rootViewController: Self())"])
    func theClassSitsAtTheRootOfTheStackItsMethodMakes(_ instantiate: String) throws {
        let model = try auditModel(Self.app(instantiate: instantiate))
        let settings = try #require(screen(model, "SettingsViewController"))
        #expect(settings.screen.navigation?.controller.className == "UINavigationController")
        #expect(settings.screen.presentation?.presenter?.className == "BrowserViewController")
        let security = try #require(screen(model, "SecurityViewController"))
        #expect(security.screen.unknownContext == nil)
        #expect(security.screen.navigation?.controller.className == "UINavigationController")
    }

    /// A method that returns the instance itself is no stack: the class is presented as it is.
    @Test func aMethodReturningTheInstanceIsNoStack() throws {
        let model = try auditModel(Self.app(instantiate: "self.init()", returns: "Self"))
        let settings = try #require(screen(model, "SettingsViewController"))
        #expect(settings.screen.navigation == nil)
        #expect(settings.screen.presentation?.presenter?.className == "BrowserViewController")
    }
}
