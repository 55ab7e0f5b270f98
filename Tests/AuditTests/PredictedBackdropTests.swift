import StatusBarEngine
import Testing
@testable import Audit

/// What a prediction says lies under the bar: the engine's source with controllers named by
/// class, and the color only when the source gives it.
@Suite("Predicted backdrops")
struct PredictedBackdropTests {
    @Test func aVisibleNavigationBarIsNamedByItsClass() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "nav", navigationScene("nav", root: "feed", customClass: "FeedNavigationController")
                + controllerScene("feed", customClass: "FeedViewController")),
            "App/Feed.swift": """
            import UIKit
            final class FeedNavigationController: UINavigationController {}
            final class FeedViewController: UIViewController {}
            """,
        ], ios: IOSVersion(14))  // from iOS 15 the bar is transparent at the scroll edge (BarAppearanceTests)
        let p = try #require(screen(model, "FeedViewController")).prediction
        for per in [p.light, p.dark] {
            #expect(per.backdrop?.source == .navigationBar("FeedNavigationController"))
            #expect(per.backgroundSource == "the navigation bar of 'FeedNavigationController'")
        }
    }

    @Test func aViewInAKnownColor() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "map", controllerScene("map", customClass: "MapViewController",
                background: "<color key=\"backgroundColor\" red=\"0.0\" green=\"0.0\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>")),
            "App/Map.swift": "import UIKit\nfinal class MapViewController: UIViewController {}\n",
        ])
        let p = try #require(screen(model, "MapViewController")).prediction
        #expect(p.light.backdrop == PredictedBackdrop(source: .view("MapViewController"), color: RGBA(hex: "#000000")))
        #expect(p.dark.backdrop == p.light.backdrop)
        #expect(p.light.contrast != nil)
    }

    @Test func anUnknownColorKeepsTheSource() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "card", controllerScene("card", customClass: "CardViewController",
                background: "<color key=\"backgroundColor\" name=\"Missing\"/>")),
            "App/Card.swift": "import UIKit\nfinal class CardViewController: UIViewController {}\n",
        ])
        let per = try #require(screen(model, "CardViewController")).prediction.light
        #expect(per.backdrop == PredictedBackdrop(source: .view("CardViewController"), color: nil))
        #expect(per.background == nil)
        #expect(per.backgroundSource == "the view of 'CardViewController'")
        #expect(per.contrast == nil)
    }
}
