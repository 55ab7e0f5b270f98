import XCTest
@testable import Feature

final class DockViewControllerTests: XCTestCase {
    func testPrefersALightStatusBar() {
        XCTAssertEqual(DockViewController().preferredStatusBarStyle, .lightContent)
    }
}
