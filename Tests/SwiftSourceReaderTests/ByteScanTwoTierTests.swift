import Foundation
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

@Suite("Forward line counting")
struct ForwardLinesTests {
    /// `ForwardLines` (the light scan's) answers as `LineIndex` for offsets asked in increasing
    /// order, in any order, and past the end.
    @Test func agreesWithTheLineIndex() {
        let texts = ["", "\n", "a", "a\nb", "\n\n\nx", "class A {}\r\nclass B {}\n", "line\nline two\n\nlast", "é\n🙂\nz"]
        var generator = SystemRandomNumberGenerator()
        for text in texts {
            let bytes = Array(text.utf8)
            let index = LineIndex(bytes)
            var forward = ForwardLines(bytes)
            for offset in 0...(bytes.count + 2) {
                let (a, b) = (forward.position(ofOffset: offset), index.position(ofOffset: offset))
                #expect(a == b, "\(text.debugDescription) at \(offset)")
            }
            var shuffled = ForwardLines(bytes)
            for _ in 0..<50 {
                let offset = Int.random(in: 0...(bytes.count + 1), using: &generator)
                let (a, b) = (shuffled.position(ofOffset: offset), index.position(ofOffset: offset))
                #expect(a == b, "\(text.debugDescription) at \(offset)")
            }
        }
    }
}

@Suite("Facts gated by the file's triggers")
struct TriggerGateTests {
    static let assigning = """
        import UIKit
        final class PlayerViewController: UIViewController {
            var isImmersive = false
            func enterImmersive() { isImmersive = true }
        }
        """

    /// An assignment to a plain stored property is kept when the file's override reads it, or when
    /// the caller watches the name, and not otherwise (the reader then does not make it at all).
    @Test func candidateAssignmentsAreKeptOnlyWhenWatched() {
        let plain = SwiftSourceReader.read(source: Self.assigning, relativePath: "P.swift")
        #expect(plain.assignments.isEmpty)
        let watched = SwiftSourceReader.read(source: Self.assigning, relativePath: "P.swift", watching: ["isImmersive"])
        #expect(watched.assignments.map(\.valueText) == ["true"])
        let answering = Self.assigning.replacingOccurrences(
            of: "    var isImmersive = false\n",
            with: "    var isImmersive = false\n    override var prefersStatusBarHidden: Bool { isImmersive }\n")
        let read = SwiftSourceReader.read(source: answering, relativePath: "P.swift")
        #expect(read.assignments.map(\.valueText) == ["true"])
        #expect(read.overrides.count == 1)
    }

    /// A deprecated use is found in a file parsed for another reason, and none is looked for in a
    /// file without the deprecated APIs' triggers.
    @Test func deprecatedUsesNeedTheirTriggers() {
        let source = """
            import UIKit
            final class SplashViewController: UIViewController {
                override func viewDidLoad() {
                    UIApplication.shared.isNetworkActivityIndicatorVisible = true
                    present(UIViewController(), animated: true)
                }
            }
            """
        let facts = SwiftSourceReader.read(source: source, relativePath: "S.swift")
        #expect(facts.deprecatedUses.map(\.api) == [.networkActivityIndicatorVisible])
        #expect(facts.calls.map(\.kind) == [.present])
    }
}

@Suite("Nesting limit")
struct NestingLimitTests {
    /// The nesting check, written plainly: what the table-driven `tooDeepOffset` must answer.
    static func reference(_ bytes: [UInt8]) -> Int? {
        var depth = 0, square = 0, afterName = false
        for (offset, byte) in bytes.enumerated() {
            let wasAfterName = afterName
            afterName = byte.isASCIILetterOrDigit || byte == UInt8(ascii: "_") || byte >= 0x80
            switch byte {
            case UInt8(ascii: "["):
                depth += 1
                square += 1
                if square > SwiftSourceReader.maximumSquareBracketDepth { return offset }
            case UInt8(ascii: "("), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "<") where wasAfterName: depth += 1
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
                square = max(0, square - 1)
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: ">"): depth = max(0, depth - 1)
            default: continue
            }
            if depth > SwiftSourceReader.maximumNestingDepth { return offset }
        }
        return nil
    }

    @Test func agreesWithThePlainCheck() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("([{<a_9 é>}])\n\"".utf8)
        for round in 0..<400 {
            let count = Int.random(in: 0...(round < 200 ? 40 : 1_500), using: &generator)
            // Opening brackets weighted up so that some inputs pass the limits.
            let bytes = (0..<count).map { _ in
                Bool.random(using: &generator) ? [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "x")]
                    .randomElement(using: &generator)! : alphabet.randomElement(using: &generator)!
            }
            #expect(SwiftSourceReader.tooDeepOffset(bytes)?.offset == Self.reference(bytes), "\(bytes)")
        }
        #expect(SwiftSourceReader.tooDeepOffset(Array(String(repeating: "[", count: 17).utf8))?.offset == 16)
        #expect(SwiftSourceReader.tooDeepOffset(Array(String(repeating: "a<", count: 300).utf8))?.offset == 513)
    }
}

private extension UInt8 {
    var isASCIILetterOrDigit: Bool {
        (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) || (self >= 0x30 && self <= 0x39)
    }
}

@Suite("Call dispatch")
struct CallDispatchTests {
    /// The Swift reader dispatches a call by its name to the SwiftUI reader (``SwiftUIMember``), to
    /// UIKit's calls (``Call/Kind/swiftCallNames``) or to the deprecated methods: a name in two of
    /// them would be read by one only.
    @Test func theVocabulariesNameDisjointCalls() {
        let swiftUI = SwiftUIMember.allCases.flatMap(\.swiftNames)
        let uiKit = Call.Kind.allCases.flatMap(\.swiftCallNames)
        let deprecated = (Array(DeprecatedAPI.swiftNames(\.isApplicationMethod).keys) + Array(DeprecatedAPI.swiftNames(\.isMethod).keys))
            .map { String($0.prefix { $0 != "(" }) }
        #expect(deprecated.count >= 3)
        #expect(Set(swiftUI).count == swiftUI.count)
        #expect(Set(swiftUI).isDisjoint(with: uiKit))
        #expect(Set(swiftUI).isDisjoint(with: deprecated))
        #expect(Set(uiKit).isDisjoint(with: deprecated))
        #expect(FactsVisitor.uiKitCallKinds.count == Set(uiKit).count)
        #expect(!Call.Kind.setViewControllers.swiftCallNames.contains("viewControllers"))
    }

    @Test("every SwiftUI member is found by each of its names", arguments: SwiftUIMember.allCases)
    func membersAreFoundByName(member: SwiftUIMember) {
        #expect(!member.swiftNames.isEmpty)
        for name in member.swiftNames { #expect(SwiftUIMember.named(name) == member) }
    }
}
