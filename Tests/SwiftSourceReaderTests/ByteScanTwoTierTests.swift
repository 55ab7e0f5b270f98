import SourceModel
import Testing
@testable import SwiftSourceReader

@Suite("Byte scan: controller-only triggers")
struct ByteScanTwoTierTests {
    @Test func aViewSettingItsBackgroundNeedsNoParse() {
        let view = "import UIKit\nfinal class BadgeView: UIView {\n    func setUp() { backgroundColor = .systemRed }\n}\n"
        #expect(!SwiftSourceReader.needsFullParse(Array(view.utf8)))
    }

    @Test func aControllerSettingItsBackgroundNeedsAParse() {
        let controller = "import UIKit\nfinal class BadgeViewController: UIViewController {\n    override func viewDidLoad() { view.backgroundColor = .systemRed }\n}\n"
        #expect(SwiftSourceReader.needsFullParse(Array(controller.utf8)))
    }

    @Test func statusBarNamesAlwaysNeedAParse() {
        #expect(SwiftSourceReader.needsFullParse(Array("let s = UIStatusBarStyle.lightContent".utf8)))
    }
}

@Suite("Blur names")
struct BlurNameTests {
    /// `Call.Kind.namesBlur` (which the Swift reader asks of calls on the root view) answers as
    /// `name.lowercased().contains("blur")`, without making a lowercased string per call.
    @Test func agreesWithLowercasing() {
        let names = ["addBlur", "blur", "BLUR", "bLuR", "applyBlurEffect", "blu", "", "b", "blurb", "unblurred", "Bl", "BlUrRy",
                     "Blür", "ｂｌｕｒ", "Ｂlur", "blu\u{0301}r", "🙂blur🙂", "bl ur", "b\u{0130}lur", "addBlurView()", "xBLUrx"]
        for name in names {
            #expect(Call.Kind.namesBlur(name) == name.lowercased().contains("blur"), "\(name)")
        }
        var generator = SystemRandomNumberGenerator()
        let letters = Array("bBlLuUrRx\u{130}é")
        for _ in 0..<2_000 {
            let name = String((0..<Int.random(in: 0...8, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
            #expect(Call.Kind.namesBlur(name) == name.lowercased().contains("blur"), "\(name)")
        }
    }
}
