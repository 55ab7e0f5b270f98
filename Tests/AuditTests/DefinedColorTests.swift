import Foundation
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// The app's own colors (`extension UIColor { static let ink = … }`): a view colored `.ink` has the
/// color the app declares, when the declaration is a color the reader reads and the app declares the
/// name once (or always alike).
@Suite("Audit: colors the app declares")
struct DefinedColorTests {
    static let controller = """
        import UIKit
        final class PauseViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .inkBackground
            }
        }

        """

    func pause(_ colors: [String: String]) throws -> ScreenReport {
        var files = ["App/Info.plist": plainInfo, "App/Pause.swift": Self.controller,
                     "App/Base.lproj/Main.storyboard": storyboard(initial: "p", """
                        <scene sceneID="s-p">
                            <objects>
                                <viewController id="p" customClass="PauseViewController" customModule="App" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="v-p">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                """)]
        for (path, text) in colors { files[path] = text }
        let (root, _) = try Markers.write(RuleExample(files))
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Auditor.run(AuditOptions(root: root))
        return try #require(report.screens.first { $0.screen.controller.className == "PauseViewController" })
    }

    @Test func aColorTheAppDeclaresIsWhatLiesUnderTheBar() throws {
        let s = try pause(["App/Colors.swift": """
            import UIKit
            extension UIColor {
                static let inkBackground = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
                static var paper: UIColor { return .white }
            }
            """])
        #expect(s.prediction.light.background?.hex == "#1A1A1A")
        #expect(s.prediction.dark.background?.hex == "#1A1A1A")
    }

    @Test func aComputedColorThatNamesAnotherIsFollowed() throws {
        let s = try pause(["App/Colors.swift": """
            import UIKit
            extension UIColor {
                static var inkBackground: UIColor { .night }
                static let night = UIColor(white: 0, alpha: 1)
            }
            """])
        #expect(s.prediction.light.background?.hex == "#000000")
    }

    @Test func aNameDeclaredWithTwoValuesOrAtRunTimeStaysUnknown() throws {
        let twice = try pause([
            "App/Colors.swift": "import UIKit\nextension UIColor {\n    static let inkBackground = UIColor.black\n}\n",
            "App/Theme/Colors+Night.swift": "import UIKit\nextension UIColor {\n    static let inkBackground = UIColor.white\n}\n",
        ])
        #expect(twice.prediction.light.background == nil)
        let dynamic = try pause(["App/Colors.swift": """
            import UIKit
            extension UIColor {
                static let inkBackground = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
            }
            """])
        #expect(dynamic.prediction.light.background == nil)
    }
}
