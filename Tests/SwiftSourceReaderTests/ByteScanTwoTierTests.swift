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
