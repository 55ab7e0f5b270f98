@testable import Audit
import Foundation
import SourceModel
import StatusBarEngine
import Testing

@Suite struct GitHubReporterTests {
    @Test func oneWorkflowCommandPerFindingWithTheRuleAsTitle() {
        let out = GitHubReporter.render(Reports.make(Reports.findings))
        #expect(out == """
            ::warning file=App/Screen.swift,line=6,col=43,title=fake-frame::'statusBarFrame' is deprecated: use the window scene's statusBarManager
            ::error file=App/Screen.swift,line=7,col=30,title=fake-hidden::'isStatusBarHidden' is set in controller-based mode: override prefersStatusBarHidden%0AApp/Info.plist:4:2: controller-based mode is set here
            ::notice file=App/Sub Folder/Other%2C v2.swift,line=1,col=1,title=fake-frame::100%25 sure: line one%0Aline two

            """)
    }

    @Test func thePrefixPlacesTheFilesInTheRepository() {
        let out = GitHubReporter.render(Reports.make([Reports.findings[1]]), pathPrefix: "ios/")
        #expect(out.hasPrefix("::warning file=ios/App/Screen.swift,line=6,"))
    }

    @Test(arguments: [
        ("plain", "plain", "plain"),
        ("100%", "100%25", "100%25"),
        ("a\r\nb", "a%0D%0Ab", "a%0D%0Ab"),
        ("key: value, more", "key: value, more", "key%3A value%2C more"),
        ("%0A", "%250A", "%250A"),
    ])
    func escaping(_ raw: String, _ data: String, _ property: String) {
        #expect(GitHubReporter.escapeData(raw) == data)
        #expect(GitHubReporter.escapeProperty(raw) == property)
    }

    @Test func noFindingsNoOutput() {
        #expect(GitHubReporter.render(Reports.make([])) == "")
    }
}

@Suite struct TextReporterColorTests {
    let report = Reports.make(Reports.findings)

    @Test func withoutColorsThereIsNoEscape() {
        let out = TextReporter.render(report)
        #expect(!out.contains("\u{1B}"))
        #expect(out.contains("App/Screen.swift:7:30: error: 'isStatusBarHidden'"))
    }

    @Test func withColorsOnlyTheSeveritiesAreColored() {
        let out = TextReporter.render(report, colors: true)
        #expect(out.contains("App/Screen.swift:7:30: \u{1B}[1;31merror\u{1B}[0m: 'isStatusBarHidden'"))
        #expect(out.contains("App/Screen.swift:6:43: \u{1B}[1;33mwarning\u{1B}[0m: 'statusBarFrame'"))
        #expect(out.contains("Other, v2.swift:1:1: \u{1B}[1;36minfo\u{1B}[0m: 100% sure"))
        // Three colored severities, each reset: nothing else is colored (notes and the summary are plain).
        #expect(out.components(separatedBy: "\u{1B}[").count - 1 == 6)
        #expect(out.contains("App/Info.plist:4:2: note: controller-based mode is set here"))
        // Removing the escapes gives the plain text back.
        var stripped = out
        for code in ["\u{1B}[1;31m", "\u{1B}[1;33m", "\u{1B}[1;36m", "\u{1B}[0m"] {
            stripped = stripped.replacingOccurrences(of: code, with: "")
        }
        #expect(stripped == TextReporter.render(report))
    }

    @Test func theSummaryCountsWhatTheBaselineHid() {
        var hidden = Reports.make([])
        hidden.hiddenByBaseline = 2
        #expect(TextReporter.render(hidden).hasSuffix("0 findings (0 errors, 0 warnings, 0 infos), 0 skipped, 2 hidden by the baseline\n"))
        #expect(TextReporter.render(Reports.make([])).hasSuffix("0 skipped\n"))
    }
}
