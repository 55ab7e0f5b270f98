import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A window's root loaded from a storyboard in code (`window.rootViewController = onboarding`
/// after `let onboarding = storyboard.instantiateInitialViewController()`, or the load in place):
/// the chain the storyboard gives its initial controller is shown at the window's root, with
/// what its scenes present.
@Suite("Audit: a window's root loaded from a storyboard")
struct StoryboardWindowRootTests {
    /// The Onboarding storyboard: a navigation controller around the welcome screen, which
    /// presents the terms full screen.
    private static let onboarding = RuleExample.storyboardDocument(
        IBScene.navigation("nav", root: "welcome", customClass: "OnboardingNavigationController")
            + IBScene.controller("welcome", customClass: "WelcomeViewController",
                                 segues: IBScene.present("terms", style: "fullScreen"))
            + IBScene.controller("terms", customClass: "TermsViewController"),
        initial: "nav")

    private static let controllers = """
        import UIKit
        final class OnboardingNavigationController: UINavigationController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        final class WelcomeViewController: UIViewController {}
        final class TermsViewController: UIViewController {
            override var prefersStatusBarHidden: Bool { true }
        }
        final class HomeViewController: UIViewController {}
        """

    private func swiftFiles(_ show: String) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Base.lproj/Onboarding.storyboard": Self.onboarding,
            "App/Controllers.swift": Self.controllers,
            "App/AppDelegate.swift": """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = HomeViewController()
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            extension AppDelegate {
                func showOnboarding() {
                    window?.rootViewController?.dismiss(animated: false)
                    let storyboard = UIStoryboard(name: "Onboarding", bundle: .main)
            \(show)
                }
            }
            """,
        ]
    }

    private func expectChainAtTheWindowRoot(_ model: AuditModel) throws {
        let welcome = try #require(screen(model, "WelcomeViewController"))
        #expect(welcome.screen.unknownContext == nil)
        #expect(welcome.screen.navigation?.controller.className == "OnboardingNavigationController")
        #expect(welcome.screen.presentation == nil)
        #expect(welcome.prediction.styleDecidedBy.name == "OnboardingNavigationController")
        #expect(welcome.prediction.light.style == .lightContent)
        let terms = try #require(screen(model, "TermsViewController"))
        #expect(terms.screen.unknownContext == nil)
        #expect(terms.screen.presentation?.style == .fullScreen)
        #expect(terms.prediction.hidden == true)
    }

    @Test func aLocalHoldingTheInitialControllerIsTheRoot() throws {
        try expectChainAtTheWindowRoot(auditModel(swiftFiles("""
                    let onboarding = storyboard.instantiateInitialViewController()
                    window?.rootViewController = onboarding
            """)))
    }

    @Test func theLoadWrittenInPlaceIsTheRoot() throws {
        try expectChainAtTheWindowRoot(auditModel(swiftFiles("""
                    window?.rootViewController = storyboard.instantiateInitialViewController()
            """)))
    }

    @Test func anObjectiveCDelegateLoadingTheStoryboardSetsItsRoot() throws {
        var files = swiftFiles("")
        files["App/AppDelegate.swift"] = nil
        files["App/AppDelegate.h"] = """
            #import <UIKit/UIKit.h>
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @end
            """
        files["App/AppDelegate.m"] = """
            #import "AppDelegate.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
                [self.window makeKeyAndVisible];
                return YES;
            }
            - (void)presentOnboarding {
                UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Onboarding" bundle:[NSBundle mainBundle]];
                UIViewController *onboarding = [storyboard instantiateInitialViewController];
                self.window.rootViewController = onboarding;
            }
            @end
            """
        try expectChainAtTheWindowRoot(auditModel(files))
    }

    /// A top that embeds a navigation controller in a container view holds its stack: the scenes in
    /// it sit in that stack at the window's root, and the top decides for them unless it forwards
    /// (eidolon's auction screen around its listings; round 49). (A top embedding a tab bar
    /// controller is not taken: ``aTopEmbeddingATabBarControllerIsNotTaken()``.)
    @Test func aTopEmbeddingANavigationControllerHoldsItsStack() throws {
        let model = try auditModel(embeddingTop("nav", IBScene.navigation("nav", root: "terms", customClass: "OnboardingNavigationController")))
        let terms = try #require(screen(model, "TermsViewController"))
        #expect(terms.screen.unknownContext == nil)
        #expect(terms.screen.navigation?.controller.className == "OnboardingNavigationController")
        #expect(terms.screen.tabBarClass == "WelcomeViewController")
        #expect(terms.prediction.styleDecidedBy.name == "WelcomeViewController")
    }

    /// A top that embeds a tab bar controller (Pisth's error screen around the app's tab bar
    /// controller): the storyboard's walk would place the tabs' scenes in the tab bar controller,
    /// which the top holds without forwarding: the chain is not taken.
    @Test func aTopEmbeddingATabBarControllerIsNotTaken() throws {
        let model = try auditModel(embeddingTop("tabs", PresenterPlaceTests.tabBarScene("tabs", tab: "terms")))
        #expect(screen(model, "TermsViewController").map { $0.screen.unknownContext != nil } ?? true)
    }

    /// The onboarding storyboard loaded as the window's root, its top (`WelcomeViewController`)
    /// embedding the container scene `container` (id `id`) around `TermsViewController` (id `terms`).
    private func embeddingTop(_ id: String, _ container: String) -> [String: String] {
        var files = swiftFiles("""
                    let onboarding = storyboard.instantiateInitialViewController()
                    window?.rootViewController = onboarding
            """)
        files["App/Base.lproj/Onboarding.storyboard"] = RuleExample.storyboardDocument(
            IBScene.controller("frame", customClass: "WelcomeViewController",
                               segues: "<segue destination=\"\(id)\" kind=\"embed\" id=\"embed-\(id)\"/>")
                + container
                + IBScene.controller("terms", customClass: "TermsViewController"),
            initial: "frame")
        return files
    }

    /// Two storyboards loaded before the assignment: which one the local holds is not read, so
    /// neither chain is put at the window's root.
    @Test func twoLoadsBeforeTheRootAreNotGuessed() throws {
        let model = try auditModel(swiftFiles("""
                    let onboarding = storyboard.instantiateInitialViewController()
                    let other = UIStoryboard(name: "Other", bundle: .main).instantiateInitialViewController()
                    window?.rootViewController = onboarding
            """))
        #expect(screen(model, "WelcomeViewController")?.screen.unknownContext != nil)
    }

    /// A helper of another type (tinode's `UiUtils.routeToChatListVC()`) loads a scene by its
    /// identifier in a closure it dispatches, and sets it as the root of the delegate's window,
    /// bound with `if let`.
    @Test func aSceneLoadedByItsIdentifierInAHelperIsTheRoot() throws {
        var files = swiftFiles("")
        files["App/Base.lproj/Onboarding.storyboard"] = Self.onboarding.replacingOccurrences(
            of: "<navigationController id=\"nav\"", with: "<navigationController storyboardIdentifier=\"Chats\" id=\"nav\"")
        files["App/Router.swift"] = """
            import UIKit
            enum Router {
                static func routeToChats() {
                    DispatchQueue.main.async {
                        let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
                        let chats = storyboard.instantiateViewController(withIdentifier: "Chats") as! UINavigationController
                        if let window = (UIApplication.shared.delegate as! AppDelegate).window {
                            window.rootViewController = chats
                        }
                    }
                }
            }
            """
        try expectChainAtTheWindowRoot(auditModel(files))
    }

    /// The chain at the window's root in a recovery launch is also presented as a form sheet over
    /// the home screen: what its scenes' code pushes follows the form sheet, the usual place,
    /// not the rarer root, which stands in only until a call shows the chain (iSH's About stack).
    @Test func aRootStandsInUntilACallShowsTheChain() throws {
        var files = swiftFiles("""
                    if UserDefaults.standard.bool(forKey: "recovery") {
                        window?.rootViewController = storyboard.instantiateInitialViewController()
                    }
            """)
        files["App/Controllers.swift"] = Self.controllers.replacingOccurrences(
            of: "final class WelcomeViewController: UIViewController {}", with: """
            final class WelcomeViewController: UIViewController {
                func showDetails() { navigationController?.pushViewController(DetailsViewController(), animated: true) }
            }
            final class DetailsViewController: UIViewController {}
            """).replacingOccurrences(of: "final class HomeViewController: UIViewController {}", with: """
            final class HomeViewController: UIViewController {
                func openOnboarding() {
                    let nav = UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController() as! UINavigationController
                    nav.modalPresentationStyle = .formSheet
                    present(nav, animated: true)
                }
            }
            """)
        let model = try auditModel(files)
        let welcome = model.screens.filter { $0.screen.controller.className == "WelcomeViewController" }
        #expect(Set(welcome.map { $0.screen.presentation?.style }) == [nil, .formSheet])
        let details = model.screens.filter { $0.screen.controller.className == "DetailsViewController" }
        #expect(details.map { $0.screen.presentation?.style } == [.formSheet], "\(details.map(\.screen.identity.place))")
        #expect(details.first?.screen.presentation?.presenter?.className == "HomeViewController")
    }

    /// A scene loaded through SwiftGen's generated accessors (`StoryboardScene.Onboarding.chats
    /// .instantiate()` for the scene whose identifier is `Chats`; `initialScene` for the initial one)
    /// and presented from a local: the storyboard's chain is presented there.
    @Test(arguments: ["chats", "initialScene"])
    func aSceneLoadedThroughSwiftGenIsPresented(accessor: String) throws {
        var files = swiftFiles("")
        files["App/Base.lproj/Onboarding.storyboard"] = Self.onboarding.replacingOccurrences(
            of: "<navigationController id=\"nav\"", with: "<navigationController storyboardIdentifier=\"Chats\" id=\"nav\"")
        files["App/Controllers.swift"] = Self.controllers.replacingOccurrences(
            of: "final class HomeViewController: UIViewController {}", with: """
            final class HomeViewController: UIViewController {
                @IBAction func openChats(_ sender: Any) {
                    let chats = StoryboardScene.Onboarding.\(accessor).instantiate()
                    present(chats, animated: true)
                }
            }
            """)
        let model = try auditModel(files)
        let welcome = try #require(screen(model, "WelcomeViewController"))
        #expect(welcome.screen.unknownContext == nil)
        #expect(welcome.screen.navigation?.controller.className == "OnboardingNavigationController")
        #expect(welcome.screen.presentation?.presenter?.className == "HomeViewController")
    }
}
