import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A controller that answers a stored property of an object of the app's that is no controller
/// (`coordinator.prefersStatusBarHidden`, a scene coordinator's flag for a full-screen article):
/// what that property holds, its initial value and what the object's code assigns it, not a
/// forwarding to a controller the audit cannot follow.
@Suite("Audit: answers read from an object's stored property")
struct ObjectPropertyAnswerTests {
    static func reader(coordinator: String) -> [String: String] {
        [
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "split", """
                    <scene sceneID="s-split">
                        <objects>
                            <splitViewController id="split" customClass="RootSplitViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="nav" kind="relationship" relationship="masterViewController" id="to-primary"/>
                                </connections>
                            </splitViewController>
                        </objects>
                    </scene>
                """ + navigationScene("nav", root: "timeline") + controllerScene("timeline", customClass: "TimelineViewController")),
            "App/Root.swift": """
                import UIKit
                final class RootSplitViewController: UISplitViewController {
                    var coordinator: SceneCoordinator!
                    override var prefersStatusBarHidden: Bool {
                        return coordinator.prefersStatusBarHidden
                    }
                }
                final class TimelineViewController: UITableViewController {}
                """,
            "App/SceneCoordinator.swift": coordinator,
        ]
    }

    @Test func theObjectsPropertyGivesItsValuesAsPossibilities() throws {
        let model = try auditModel(Self.reader(coordinator: """
            import UIKit
            final class SceneCoordinator: NSObject {
                var prefersStatusBarHidden = false
                func showFullScreenArticle() {
                    prefersStatusBarHidden = true
                }
                func hideFullScreenArticle() {
                    prefersStatusBarHidden = false
                }
            }
            """))
        let timeline = try #require(screen(model, "TimelineViewController"))
        #expect(timeline.prediction.hiddenDecidedBy.name == "RootSplitViewController")
        #expect(timeline.prediction.certainty == .conditional)
        #expect(Set(timeline.prediction.possibleHidden) == [false, true])
    }

    /// A property that holds a controller is a forwarding, as before: not followed.
    @Test func aPropertyHoldingAControllerStaysAForwarding() throws {
        let model = try auditModel(Self.reader(coordinator: """
            import UIKit
            final class SceneCoordinator: UIViewController {
                var flag = false
            }
            """))
        let timeline = try #require(screen(model, "TimelineViewController"))
        #expect(timeline.prediction.certainty.name == "unknown")
    }
}
