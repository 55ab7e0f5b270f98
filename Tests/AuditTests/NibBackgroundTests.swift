import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A controller made in code loads its root view from the xib UIKit finds by its class's name:
/// that view's background is what lies under the bar, as a storyboard scene's root view's is.
@Suite("Audit: the xib of a controller made in code")
struct NibBackgroundTests {
    /// A xib with a File's Owner of class `owner` whose view has the system color `color` and,
    /// when `coveredBy` is set, an image view spanning its top.
    static func xib(owner: String, color: String, covered: Bool = false) -> String {
        let cover = covered ? """
                        <subviews>
                            <imageView contentMode="scaleAspectFill" id="hdr-Im-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="240"/>
                            </imageView>
                        </subviews>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)" customModule="App" customModuleProvider="target">
                        <connections>
                            <outlet property="view" destination="rcp-Vw-001" id="out-Vw-001"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="rcp-Vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            \(cover)
                        <color key="backgroundColor" systemColor="\(color)Color"/>
                    </view>
                </objects>
            </document>
            """
    }

    static let home = """
        import UIKit

        class BaseViewController: UIViewController {}

        final class HomeViewController: UIViewController {
            func openRecipe() {
                let recipe = RecipeViewController()
                recipe.modalPresentationStyle = .fullScreen
                present(recipe, animated: true)
            }
        }

        """

    static func audit(_ files: [String: String], recipe: String = "final class RecipeViewController: BaseViewController {}\n") throws
        -> MixedProjectTests.Audited {
        var all = files
        all["App/Info.plist"] = plainInfo
        all["App/Base.lproj/Main.storyboard"] = storyboard(initial: "home", IBScene.controller("home", customClass: "HomeViewController"))
        all["App/Home.swift"] = home
        all["App/Recipe.swift"] = "import UIKit\n\n" + recipe
        return try MixedProjectTests.audit(RuleExample(all))
    }

    static func background(_ audited: MixedProjectTests.Audited) throws -> ColorSpec? {
        try #require(audited.screen("RecipeViewController")).screen.controller.background
    }

    /// UIKit's first name (the class without `Controller`), then the class's own name; the File's
    /// Owner may be an app superclass whose outlets the xib connects.
    @Test(arguments: [("App/RecipeView.xib", "RecipeViewController"), ("App/Recipes/RecipeViewController.xib", "RecipeViewController"),
                      ("App/RecipeViewController.xib", "BaseViewController")])
    func theXibNamedLikeTheClassGivesTheBackground(path: String, owner: String) throws {
        let audited = try Self.audit([path: Self.xib(owner: owner, color: "systemTeal")])
        #expect(try Self.background(audited) == .system("systemTeal"))
    }

    @Test func aSubviewCoveringTheTopOfTheXibsViewMakesTheBackgroundUnknown() throws {
        let audited = try Self.audit(["App/RecipeView.xib": Self.xib(owner: "RecipeViewController", color: "systemTeal", covered: true)])
        guard case .unknown(let why)? = try Self.background(audited) else {
            Issue.record("the background should be unknown")
            return
        }
        #expect(why.contains("imageView"))
    }

    /// A xib of that name whose File's Owner is another class is not the controller's view; code
    /// that sets the view's color runs after the xib loads and wins.
    @Test func anotherOwnerIsNotTheViewAndCodeWins() throws {
        let other = try Self.audit(["App/RecipeView.xib": Self.xib(owner: "ShoppingListViewController", color: "systemTeal")])
        #expect(try Self.background(other) == nil)
        let black = """
            final class RecipeViewController: BaseViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .black
                }
            }

            """
        let code = try Self.background(Self.audit(["App/RecipeView.xib": Self.xib(owner: "RecipeViewController", color: "systemTeal")],
                                                  recipe: black))
        let codeAlone = try Self.background(Self.audit([:], recipe: black))
        #expect(codeAlone != nil)
        #expect(code == codeAlone)
    }
}
