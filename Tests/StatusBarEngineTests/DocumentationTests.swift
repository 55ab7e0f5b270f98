import Foundation
import Testing
@testable import StatusBarEngine

@Suite("Documentation is current")
struct DocumentationTests {
    @Test func assumptionsListMatchesTheEnum() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/Engine.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- assumptions:begin -->\n"))
        let end = try #require(text.range(of: "<!-- assumptions:end -->"))
        let listed = String(text[begin.upperBound..<end.lowerBound])
        let expected = Assumption.allCases.map { "- `\($0.rawValue)`: \($0.text)\n" }.joined()
        #expect(listed == expected, "Docs/Engine.md's assumptions list is out of date")
    }
}
