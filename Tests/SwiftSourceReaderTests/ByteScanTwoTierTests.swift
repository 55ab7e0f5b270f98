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

@Suite("First-letter case")
struct FirstLetterCaseTests {
    /// `startsUppercase` and `startsLowercase` (which the Swift reader asks of most names) answer
    /// as `first?.isUppercase` and `first?.isLowercase`, reading ASCII bytes where they can.
    @Test func agreesWithCharacter() {
        let names = ["", "A", "a", "Z", "z", "_x", "1A", "Ab", "aB", "É", "é", "A\u{301}", "a\u{301}", "Ñame", "\r\n", "\n",
                     "ÀB", "ǅ", "Σ", "σx", "🙂", "Ａ", "ａ", "$0", "`Type`", "AB", "ab", "A\u{301}b", "ı", "İ",
                     // A mark that uppercases to a letter: `A` with it is no longer an uppercase character.
                     "A\u{345}", "a\u{345}"]
        for name in names {
            #expect(name.startsUppercase == (name.first?.isUppercase == true), "\(name)")
            #expect(name.startsLowercase == (name.first?.isLowercase == true), "\(name)")
        }
        var generator = SystemRandomNumberGenerator()
        let characters = Array("aAZ_9Éé\u{301}\u{345}ǅ\r\n ı")
        for _ in 0..<2_000 {
            let name = String((0..<Int.random(in: 0...4, using: &generator)).map { _ in characters.randomElement(using: &generator)! })
            #expect(name.startsUppercase == (name.first?.isUppercase == true), "\(name)")
            #expect(name.startsLowercase == (name.first?.isLowercase == true), "\(name)")
        }
    }
}
