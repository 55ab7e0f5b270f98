import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Issue "Follow how real apps show screens", point 5: UIKit walks down from the window's root
/// through every presentation, so a presenter passes on where it sits (its navigation controller,
/// its tab bar controller, how it is itself presented). A presenter whose own place the audit
/// does not know is never taken for the window's root where it would decide.
@Suite("Audit: where the presenter sits")
struct PresenterPlaceTests {
    /// A tab bar controller scene (`customClass` when given) whose one tab is `tab`.
    static func tabBarScene(_ id: String, tab: String, customClass: String? = nil) -> String {
        """
                <scene sceneID="s-\(id)">
                    <objects>
                        <tabBarController id="\(id)"\(customClass.map { " customClass=\"\($0)\" customModule=\"App\"" } ?? "") sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="bar-\(id)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                            </tabBar>
                            <connections>
                                <segue destination="\(tab)" kind="relationship" relationship="viewControllers" id="seg-\(id)"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
        """
    }

    static let details = """
        final class DetailsViewController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
        }
        """

    /// The presenter is a tab's root inside a tab bar class that decides itself: a page sheet
    /// leaves the status bar to the chain from the window's root, so the tab bar class decides.
    @Test func aSheetOverATabIsDecidedByTheTabBarClass() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "tabs", Self.tabBarScene("tabs", tab: "nav", customClass: "MainTabBarController")
                + navigationScene("nav", root: "orders") + controllerScene("orders", customClass: "OrdersViewController")),
            "App/Orders.swift": """
            import UIKit
            final class MainTabBarController: UITabBarController {
                override var childForStatusBarStyle: UIViewController? { nil }
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class OrdersViewController: UIViewController {
                func openDetails() {
                    let details = DetailsViewController()
                    details.modalPresentationStyle = .pageSheet
                    present(details, animated: true)
                }
            }
            \(Self.details)
            """,
        ])
        let details = try #require(screen(model, "DetailsViewController"))
        #expect(details.prediction.certainty == .certain)
        #expect(details.screen.presentation?.presenterTab?.className == "MainTabBarController")
        #expect(details.screen.presentation?.presenterNavigation?.controller.className == "UINavigationController")
        #expect(details.prediction.styleDecidedBy.name == "MainTabBarController")
        #expect(details.prediction.light.style == .lightContent)
    }

    /// A presenter that nothing the audit follows shows (a settings page presenting its own
    /// sub-page): it may sit in containers that decide, but none of the app's controllers answers
    /// anything, so the sheet is certain whichever decides; full screen, the presented controller
    /// decides wherever the presenter sits.
    @Test(arguments: [(".pageSheet", false), (".fullScreen", true)])
    func aPresenterNothingShows(style: String, certain: Bool) throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Settings.swift": """
            import UIKit
            final class SettingsPageViewController: UITableViewController {
                func openPage() {
                    let page = SettingsPageViewController(style: .insetGrouped)
                    page.modalPresentationStyle = \(style)
                    present(page, animated: true)
                }
            }
            """,
        ])
        let page = try #require(screen(model, "SettingsPageViewController"))
        if certain {
            #expect(page.prediction.certainty == .certain)
            #expect(page.prediction.styleDecidedBy.name == "SettingsPageViewController")
        } else {
            #expect(page.prediction.certainty == .certain)
            #expect(page.prediction.styleDecidedBy.name == "SettingsPageViewController or a controller holding it")
        }
    }

    /// A presenter pushed where its navigation controller is not known passes that on: whatever
    /// holds it decides, one of the app's answers (`DetailsViewController`'s darkContent among them).
    @Test func aPresenterWhosePlaceIsNotKnownPassesItOn() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Store.swift": """
            import UIKit
            final class StoreViewController: UIViewController {
                func openProduct() {
                    navigationController?.pushViewController(ProductViewController(), animated: true)
                }
            }
            final class ProductViewController: UIViewController {
                func openDetails() {
                    present(DetailsViewController(), animated: true)
                }
            }
            \(Self.details)
            """,
        ])
        let details = try #require(screen(model, "DetailsViewController"))
        #expect(details.prediction.certainty == .conditional)
        #expect(details.prediction.possibleStyles == [.default, .darkContent])
        let app = try #require(model.apps.first?.app)
        let member = Predictor(info: app.info, appWide: app.appWide).engineModels(details.screen).first?.choices.first?.member ?? ""
        #expect(member.contains("presented by 'ProductViewController', whose own place is not known"), "\(member)")
    }

    /// A style set on the presented local to a value the audit does not resolve (a ternary over
    /// run-time state) is not taken for the default: the presentation is not known, so no rule
    /// says the screen's answer is never used.
    @Test(arguments: [("isFirstLogin ? .fullScreen : .automatic", false), (".pageSheet", true)])
    func aStyleSetToAValueTheAuditDoesNotResolveIsNotAutomatic(style: String, known: Bool) throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Login.swift": """
            import UIKit
            final class LoginViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class RootViewController: UIViewController {
                var isFirstLogin = false
                func showLogin() {
                    let login = LoginViewController()
                    login.modalPresentationStyle = \(style)
                    present(login, animated: true)
                }
            }
            """,
        ])
        let login = try #require(screen(model, "LoginViewController"))
        #expect((login.screen.unknownContext == nil) == known)
        #expect(login.screen.unknownContext?.contains("a value the audit does not resolve") ?? known)
        #expect(RuleCatalog.all.flatMap { $0.check(model) }.contains { $0.rule == "preference-swallowed-by-presentation" } == known)
    }

    /// A storyboard scene that says `modalPresentationStyle="fullScreen"` keeps that style when the
    /// code loads it by identifier and presents it, in Swift and in Objective-C.
    @Test(arguments: [SourceLanguage.swift, .objc])
    func aSceneKeepsItsOwnPresentationStyle(_ language: SourceLanguage) throws {
        let login = """
                <scene sceneID="s-login">
                    <objects>
                        <viewController storyboardIdentifier="login" modalPresentationStyle="fullScreen" id="login" customClass="LoginViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-login">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
        var files = [
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "home", controllerScene("home", customClass: "HomeViewController") + login),
        ]
        switch language {
        case .swift:
            files["App/Home.swift"] = """
            import UIKit
            final class HomeViewController: UIViewController {
                func signIn() {
                    let login = storyboard!.instantiateViewController(withIdentifier: "login") as! LoginViewController
                    present(login, animated: true)
                }
            }
            final class LoginViewController: UIViewController {}
            """
        case .objc:
            files["App/Home.h"] = """
            #import <UIKit/UIKit.h>
            @interface HomeViewController : UIViewController
            @end
            @interface LoginViewController : UIViewController
            @end
            """
            files["App/Home.m"] = """
            #import "Home.h"
            @implementation HomeViewController
            - (void)signIn {
                UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
                LoginViewController *login = [storyboard instantiateViewControllerWithIdentifier:@"login"];
                [self presentViewController:login animated:YES completion:nil];
            }
            @end
            @implementation LoginViewController
            @end
            """
        }
        let model = try auditModel(files)
        let shown = try #require(screen(model, "LoginViewController"))
        #expect(shown.screen.presentation?.style == .fullScreen)
        #expect(shown.prediction.styleDecidedBy.name == "LoginViewController")
    }
}
