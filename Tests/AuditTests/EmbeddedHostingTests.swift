import Foundation
import SourceModel
import TestSupport
import Testing
@testable import Audit

/// A hosting controller a UIKit controller adds as a child (`addChild(host)`, then its view as a
/// subview) is drawn in that controller's screen, which decides the status bar: its root view is
/// no screen of its own, and what it presents is presented by that controller. The same hosting
/// controller presented is a screen.
@Suite("Audit: a hosting controller embedded as a child")
struct EmbeddedHostingTests {
    static func app(embedded: Bool, root: String = "NewTabViewController()", after: String = "") -> RuleExample {
        let show = embedded
            ? """
                    addChild(host)
                    view.addSubview(host.view)
                    host.didMove(toParent: self)
            \(after)
            """
            : """
                    present(host, animated: true)
            """
        return RuleExample([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": """
                import UIKit
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        guard let scene = scene as? UIWindowScene else { return }
                        let window = UIWindow(windowScene: scene)
                        window.rootViewController = \(root)
                        window.makeKeyAndVisible()
                        self.window = window
                    }
                }
                """,
            "App/NewTabViewController.swift": """
                import SwiftUI
                import UIKit

                final class NewTabViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let host = UIHostingController(rootView: TipsBanner())
                \(show)
                    }
                }

                struct TipsBanner: View {
                    @State private var showsTips = false
                    var body: some View {
                        Button("Try searching") { showsTips = true }
                            .statusBarHidden(true)
                            .sheet(isPresented: $showsTips) { SearchTipsView() }
                    }
                }

                struct SearchTipsView: View {
                    var body: some View { Text("Tips") }
                }
                """,
        ])
    }

    /// Embedded, the banner is no screen (its `.statusBarHidden(true)` hides nothing: the parent
    /// decides), and its sheet is presented by the controller it is embedded in; presented, it is a
    /// screen, and its sheet's presenter is the banner.
    @Test func anEmbeddedHostingControllerIsNoScreenAndWhatItPresentsIsPresentedByItsParent() throws {
        let embedded = try MixedProjectTests.audit(Self.app(embedded: true))
        #expect(embedded.screen("TipsBanner") == nil)
        let parent = try #require(embedded.screen("NewTabViewController"))
        #expect(parent.prediction.hidden == false)
        let tips = try #require(embedded.screen("SearchTipsView"))
        #expect(tips.screen.presentation?.presenter?.className == "NewTabViewController")
        let presented = try MixedProjectTests.audit(Self.app(embedded: false))
        #expect(presented.screen("TipsBanner")?.screen.presentation != nil)
        #expect(presented.screen("SearchTipsView")?.screen.presentation?.presenter?.className == "TipsBanner")
    }

    /// Embedded in a controller of which no screen is known (nothing shows it): the hosted view
    /// stands for it, a screen whose context is not known, rather than nothing.
    @Test func embeddedInAControllerNoScreenIsKnownOfTheViewStaysAScreen() throws {
        let audited = try MixedProjectTests.audit(Self.app(embedded: true, root: "UIViewController()"))
        #expect(audited.screen("NewTabViewController") == nil)
        let banner = try #require(audited.screen("TipsBanner"))
        #expect(banner.screen.unknownContext != nil)
    }

    /// There, an alert the same function presents later (made by a factory, of no class the
    /// reader types) does not present the hosted view: it stays where its parent is, not known.
    @Test func aLaterPresentOfTheFunctionDoesNotShowTheEmbeddedView() throws {
        let audited = try MixedProjectTests.audit(Self.app(embedded: true, root: "UIViewController()", after: """
                    let alert = UIAlertController.standardAlert(title: "Offline")
                    present(alert, animated: true)
            """))
        let banner = try #require(audited.screen("TipsBanner"))
        #expect(banner.screen.presentation == nil)
        #expect(banner.screen.unknownContext != nil)
    }
}
