import SourceModel
import Testing

/// One pass for many needles gives the same answer as one search per needle.
@Suite("MultiNeedleSearch")
struct MultiNeedleSearchTests {
    func single(_ text: String, _ needles: [String]) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { b in needles.contains { ByteSearch.contains(b, Array($0.utf8)) } }
    }

    func multi(_ text: String, _ needles: [String]) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { MultiNeedleSearch(needles).containsAny($0) }
    }

    @Test(arguments: [
        ("let x = 1", ["present(", "tatusBar"], false),
        ("override var preferredStatusBarStyle", ["present(", "tatusBar"], true),
        ("pres", ["present("], false),
        ("present(", ["present("], true),
        ("ppresent(x", ["present(", "push"], true),
        ("a", [""], false),
        ("", ["a"], false),
        ("xxpushViewController", ["pushViewController", "presentViewController("], true),
        ("windo?.overrideUserInterfaceStyle", ["indow?.overrideUserInterfaceStyle"], false),
    ] as [(String, [String], Bool)])
    func agreesWithOneSearchPerNeedle(text: String, needles: [String], expected: Bool) {
        #expect(multi(text, needles) == expected)
        #expect(single(text, needles) == expected)
    }

    @Test func randomTextsAgree() {
        let alphabet = Array("abpst(rUI".utf8)
        let needles = ["ps", "tab", "(r", "UIa", "sss"]
        var state: UInt64 = 2026
        for _ in 0..<500 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(state % 40) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
            }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(multi(text, needles) == single(text, needles), "\(text)")
        }
    }

    @Test(arguments: [["ps", "tab", "(r", "UIa", "sss"], ["a", "tab"], ["(", "UI", "s"], ["I"], ["pstab(rUI"]])
    func randomTextsAgreeWithOneByteNeedlesAndNeedlesAtTheEnd(needles: [String]) {
        let alphabet = Array("abpst(rUI".utf8)
        var state: UInt64 = 16
        for _ in 0..<800 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(state % 12) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
            }
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(multi(text, needles) == single(text, needles), "\(text) \(needles)")
        }
    }
}
