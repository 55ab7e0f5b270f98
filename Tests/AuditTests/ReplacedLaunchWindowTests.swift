import Foundation
import SourceModel
import Testing
@testable import Audit

/// The 59th hand check's TwidereX: the scene's storyboard is Xcode's template, a plain
/// `UIViewController`, but the scene delegate makes a window of its own at launch and keeps it as
/// its `window`: the storyboard's window, and its initial controller, are replaced before anything
/// is drawn, so the template is no screen (and no first screen).
@Suite("Audit: a main storyboard whose window the delegate replaces")
struct ReplacedLaunchWindowTests {
    static func files(delegate: String) -> [String: String] {
        ["App/Info.plist": RuleExample.infoPlist(["UIMainStoryboardFile": "<string>Main</string>"]),
         "App/Base.lproj/Main.storyboard": RuleExample.storyboardDocument(
             IBScene.controller("template", customClass: "TemplateViewController"), initial: "template"),
         "App/Screens.swift": """
             import UIKit
             final class TemplateViewController: UIViewController {}
             final class TimelineViewController: UIViewController {
                 override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
             }
             """,
         "App/SceneDelegate.swift": "import UIKit\n" + delegate]
    }

    static let replacing = """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                self.window = window
                window.rootViewController = UINavigationController(rootViewController: TimelineViewController())
                window.makeKeyAndVisible()
            }
        }
        """

    @Test func theTemplateSceneIsNoScreenWhereTheDelegateMakesItsWindow() throws {
        let model = try auditModel(Self.files(delegate: Self.replacing))
        #expect(screen(model, "TemplateViewController") == nil)
        #expect(screen(model, "TimelineViewController") != nil)
        #expect(model.apps[0].firstScreen == nil)
    }

    /// A root of its own that loads the storyboard's initial controller again (and holds it) keeps
    /// that controller on screen: the storyboard's scenes keep their launch place.
    @Test func aStoryboardTheCodeLoadsAgainKeepsItsScenes() throws {
        let delegate = Self.replacing.replacingOccurrences(
            of: "UINavigationController(rootViewController: TimelineViewController())", with: "ShellViewController()") + """

            final class ShellViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    guard let first = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() else { return }
                    addChild(first)
                    view.addSubview(first.view)
                }
            }
            """
        let model = try auditModel(Self.files(delegate: delegate))
        #expect(screen(model, "TemplateViewController") != nil)
        #expect(model.apps[0].firstScreen == "TemplateViewController")
    }

    /// A window made later (in a closure), or one the delegate does not keep as its `window` (an
    /// overlay), leaves the storyboard's in place.
    @Test(arguments: [
        Self.replacing.replacingOccurrences(of: "self.window = window", with: "DispatchQueue.main.async { self.window = window }"),
        Self.replacing.replacingOccurrences(of: "self.window = window", with: "self.overlay = window")
            .replacingOccurrences(of: "var window: UIWindow?", with: "var window: UIWindow?\n    var overlay: UIWindow?"),
    ])
    func aWindowMadeOtherwiseLeavesTheStoryboards(delegate: String) throws {
        let model = try auditModel(Self.files(delegate: delegate))
        #expect(screen(model, "TemplateViewController") != nil)
        #expect(model.apps[0].firstScreen == "TemplateViewController")
    }
}
