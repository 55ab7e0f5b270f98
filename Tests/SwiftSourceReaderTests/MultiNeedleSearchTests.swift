import Foundation
import SwiftSourceReader
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

    /// Needles of several bytes take the shifting scan (Wu–Manber): random texts over the needles'
    /// own letters, so that near-matches and overlapping matches are common, and needles placed
    /// at the very start and end.
    @Test(arguments: [["present(", "tatusBar", "sheet(", "abab"], ["sheet(", "sheets", "eet(s"], ["aa", "present("],
                      ["rUI(tab", "UIapp", "ppp"]])
    func randomTextsAgreeWithLongerNeedles(needles: [String]) {
        let alphabet = Array("abpresnt(tuBhUI".utf8)
        var state: UInt64 = 7
        for round in 0..<1500 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(state % 90) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
            }
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let needle = Array(needles[round % needles.count].utf8)
            if round % 7 == 0 { bytes = needle + bytes } else if round % 7 == 1 { bytes += needle }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(multi(text, needles) == single(text, needles), "\(text) \(needles)")
        }
    }

    @Test("the readers' triggers on every fixture agree with one search per trigger", arguments: ByteScanTests.fixtureNames)
    func triggersOnFixtures(_ name: String) throws {
        let source = try String(contentsOfFile: fixturesFolder() + "/" + name, encoding: .utf8)
        let triggers = SwiftSourceReader.fullParseTriggers
        #expect(multi(source, triggers) == single(source, triggers))
        // Every cut of the file's first 2,000 bytes, so that matches fall at every place of the window.
        let bytes = Array(source.utf8.prefix(2_000))
        for cut in stride(from: 0, to: bytes.count, by: 37) {
            let text = String(decoding: bytes[cut...], as: UTF8.self)
            #expect(multi(text, triggers) == single(text, triggers))
        }
    }
}
