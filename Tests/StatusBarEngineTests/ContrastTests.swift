import Testing
@testable import StatusBarEngine

@Suite("R12 contrast and colors")
struct ContrastTests {
    @Test("known WCAG figures", arguments: [
        ("#FFFFFF", "#000000", 21.0),
        ("#777777", "#FFFFFF", 4.48),
        ("#FFFFFF", "#FFFFFF", 1.0),
        ("#0A84FF", "#FFFFFF", 3.65),
        ("#000000", "#F9F9F9", 19.95),
    ])
    func knownRatios(a: String, b: String, expected: Double) {
        let ratio = Contrast.ratio(RGBA(hex: a)!, RGBA(hex: b)!)
        #expect(Contrast.rounded(ratio) == expected)
    }

    @Test func ratioIsSymmetric() {
        let a = RGBA(hex: "#336699")!, b = RGBA(hex: "#FFCC00")!
        #expect(Contrast.ratio(a, b) == Contrast.ratio(b, a))
    }

    @Test("hex forms", arguments: [("#FFF", "#FFFFFF"), ("#0a84ff", "#0A84FF"), ("#00000080", "#00000080"), ("#000000FF", "#000000")])
    func hexForms(input: String, expected: String) {
        #expect(RGBA(hex: input)?.hex == expected)
    }

    @Test("bad hex is rejected", arguments: ["FFFFFF", "#GGGGGG", "#12345", "#", ""])
    func badHex(input: String) {
        #expect(RGBA(hex: input) == nil)
    }

    @Test func everySystemColorParses() {
        for entry in SystemColors.table {
            #expect(entry.color.light != .clear || entry.name == "clear", "\(entry.name)")
        }
        #expect(SystemColors.table.map(\.name) == SystemColors.table.map(\.name).sorted())
        #expect(DynamicColor.system("systemBackground")?.dark == .black)
        #expect(DynamicColor.system("noSuchColor") == nil)
    }

    @Test func halfTransparentBlackOverWhiteIsGray() {
        let c = RGBA(hex: "#00000080")!.composited(over: .white)
        #expect(c.isOpaque)
        #expect(c.hex == "#7F7F7F")
    }
}
