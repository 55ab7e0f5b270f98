import Foundation
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// One example of one rule: the unit of the parameterised test.
struct ExampleCase: Sendable, CustomTestStringConvertible {
    var ruleIndex: Int
    var exampleIndex: Int
    var triggering: Bool

    var rule: any AuditRule { RuleCatalog.all[ruleIndex] }
    var example: RuleExample {
        triggering ? rule.description.triggering[exampleIndex] : rule.description.nonTriggering[exampleIndex]
    }
    var testDescription: String { "\(rule.id) \(triggering ? "triggering" : "non-triggering") #\(exampleIndex + 1)" }

    static var all: [ExampleCase] {
        RuleCatalog.all.indices.flatMap { r in
            let d = RuleCatalog.all[r].description
            return d.triggering.indices.map { ExampleCase(ruleIndex: r, exampleIndex: $0, triggering: true) }
                + d.nonTriggering.indices.map { ExampleCase(ruleIndex: r, exampleIndex: $0, triggering: false) }
        }
    }
}

/// A place a marker stands for.
struct MarkedPlace: Hashable, Comparable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    static func < (a: MarkedPlace, b: MarkedPlace) -> Bool { (a.file, a.line, a.column) < (b.file, b.line, b.column) }
    var description: String { "\(file):\(line):\(column)" }
}

enum Markers {
    static let marker = "↓"

    /// The text without markers, and the 1-based line and UTF-8 column each marker stood at.
    static func strip(_ text: String, file: String) -> (text: String, places: [MarkedPlace]) {
        var out: [UInt8] = []
        var places: [MarkedPlace] = []
        var line = 1, column = 1
        let markerBytes = Array(marker.utf8)
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i...].starts(with: markerBytes) {
                places.append(MarkedPlace(file: file, line: line, column: column))
                i += markerBytes.count
                continue
            }
            out.append(bytes[i])
            if bytes[i] == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            i += 1
        }
        return (String(decoding: out, as: UTF8.self), places)
    }

    /// Writes the example into a new temporary folder; returns it and the marked places.
    static func write(_ example: RuleExample) throws -> (URL, [MarkedPlace]) {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("rule-example-\(UUID().uuidString)", isDirectory: true)
        var places: [MarkedPlace] = []
        for (path, content) in example.files {
            let (text, marked) = strip(content, file: path)
            places += marked
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return (root, places.sorted())
    }
}

@Suite("Rule examples")
struct RuleExampleTests {
    @Test("every example of every rule", arguments: ExampleCase.all)
    func example(_ c: ExampleCase) throws {
        let (root, expected) = try Markers.write(c.example)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Auditor.run(AuditOptions(root: root), rules: [c.rule])
        let found = report.findings.map { MarkedPlace(file: $0.location.file, line: $0.location.line, column: $0.location.column) }.sorted()
        // A failure points at the example in the rule's source, not at this loop.
        let at = Testing.SourceLocation(fileID: c.example.fileID, filePath: c.example.filePath, line: c.example.line, column: 1)
        if c.triggering {
            #expect(!expected.isEmpty, "a triggering example marks where its findings land", sourceLocation: at)
        } else {
            #expect(expected.isEmpty, "a non-triggering example has no marker", sourceLocation: at)
        }
        #expect(found == expected, "\(report.findings.map { "\($0.location): \($0.message)" })", sourceLocation: at)
        for f in report.findings {
            #expect(f.rule == c.rule.id, sourceLocation: at)
            // A finding never exceeds its rule's severity; it is lowered where it holds only on
            // older supported versions or for some run-time states (unreadable-status-bar).
            #expect(f.severity <= c.rule.description.severity, sourceLocation: at)
            // Messages: lowercase start (or a quoted name), no trailing period.
            #expect(f.message.first.map { $0.isLowercase || $0 == "'" } == true, "\(f.message)", sourceLocation: at)
            #expect(!f.message.hasSuffix("."), "\(f.message)", sourceLocation: at)
        }
    }

    @Test func anExampleKnowsWhereItIsWritten() {
        let example = RuleExample.swift("let x = 1\n")
        #expect(example.fileID.hasSuffix("RuleExampleTests.swift"))
        #expect(example.line == #line - 2)
        // Every catalogued example points into the rule's own source file.
        for rule in RuleCatalog.all {
            for e in rule.description.triggering + rule.description.nonTriggering {
                #expect(e.fileID.hasPrefix("Audit/"), "\(rule.id): \(e.fileID)")
            }
        }
    }

    @Test func objectiveCBuildersWriteHeaderImplementationAndStoryboard() {
        let plain = RuleExample.objc("@implementation A\n@end\n", info: ["UIStatusBarHidden": "<true/>"])
        #expect(plain.files.keys.sorted() == ["App/Example.m", "App/Info.plist"])
        #expect(plain.files["App/Info.plist"]?.contains("<key>UIStatusBarHidden</key>\n\t<true/>") == true)
        let withHeader = RuleExample.objc(header: "@interface A : UIViewController\n@end\n", "@implementation A\n@end\n")
        #expect(withHeader.files["App/Example.h"] == "@interface A : UIViewController\n@end\n")
        let board = RuleExample.storyboard(IBScene.controller("a-1", customClass: "A", objectiveC: true), initial: "a-1",
                                           objcHeader: "h\n", objc: "m\n")
        #expect(board.files.keys.sorted() == ["App/Base.lproj/Main.storyboard", "App/Example.h", "App/Example.m", "App/Info.plist"])
        // Interface Builder writes an Objective-C class without a module.
        let scene = board.files["App/Base.lproj/Main.storyboard"] ?? ""
        #expect(scene.contains("customClass=\"A\" sceneMemberID"))
        #expect(!scene.contains("customModule"))
        #expect(IBScene.navigation("n-1", root: "a-1", customClass: "N", objectiveC: true).contains("customClass=\"N\" sceneMemberID"))
        #expect(IBScene.navigation("n-1", root: "a-1", customClass: "N").contains("customClass=\"N\" customModuleProvider=\"target\""))
    }

    /// Every rule whose subject can be code has Objective-C examples, triggering and not.
    @Test func everyRuleHasObjectiveCExamples() {
        func hasObjC(_ e: RuleExample) -> Bool { e.files.keys.contains { $0.hasSuffix(".m") || $0.hasSuffix(".mm") || $0.hasSuffix(".h") } }
        // SwiftUI has no Objective-C form: rules about SwiftUI modifiers have Swift examples only.
        let swiftUIOnly: Set<String> = ["status-bar-hidden-in-sheet", "toolbar-color-scheme-without-background",
                                         "preferred-color-scheme-for-status-bar"]
        for rule in RuleCatalog.all where !swiftUIOnly.contains(rule.id) {
            #expect(rule.description.triggering.contains(where: hasObjC), "\(rule.id): no triggering Objective-C example")
            #expect(rule.description.nonTriggering.contains(where: hasObjC), "\(rule.id): no non-triggering Objective-C example")
        }
    }

    @Test func markersGiveUTF8Columns() {
        let (text, places) = Markers.strip("let é = 1; ↓x\n  ↓y", file: "F.swift")
        #expect(text == "let é = 1; x\n  y")
        #expect(places == [MarkedPlace(file: "F.swift", line: 1, column: 13), MarkedPlace(file: "F.swift", line: 2, column: 3)])
    }
}

@Suite("Rule catalog")
struct RuleCatalogTests {
    /// The specification's Diagnostics table (spec/audit.md): ids and default severities.
    static let specTable: [(String, Severity)] = [
        ("invalid-info-plist-value", .error),
        ("unreadable-status-bar", .error),
        ("ineffective-application-setter", .warning),
        ("deprecated-application-setter", .warning),
        ("deprecated-status-bar-api", .warning),
        ("ignored-controller-preference", .warning),
        ("preference-swallowed-by-navigation", .warning),
        ("preference-swallowed-by-container", .warning),
        ("preference-swallowed-by-presentation", .warning),
        ("storyboard-navigation-without-custom-class", .warning),
        ("unknown-custom-class", .warning),
        ("override-in-extension", .warning),
        ("bar-style-contradiction", .warning),
        ("missing-appearance-update", .warning),
        ("default-style-on-fixed-background", .warning),
        ("launch-style-mismatch", .info),
        ("status-bar-always-hidden", .info),
        ("dark-mode-opt-out", .info),
        ("application-mode", .info),
        ("animation-without-hidden-change", .info),
    ]

    /// Rules the project adds after the specification's table (it lets the project add ids).
    static let added: [(String, Severity)] = [
        ("status-bar-hidden-in-sheet", .warning),
        ("toolbar-color-scheme-without-background", .warning),
        ("preferred-color-scheme-for-status-bar", .warning),
        ("update-animation-outside-animation-block", .info),
    ]

    @Test func idsAndSeveritiesMatchTheSpecificationInItsOrder() {
        let catalog = RuleCatalog.all.map { ($0.id, $0.description.severity) }
        #expect(catalog.map(\.0) == (Self.specTable + Self.added).map(\.0))
        #expect(catalog.map(\.1) == (Self.specTable + Self.added).map(\.1))
    }

    @Test func idsAreUnique() {
        let ids = RuleCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test("each rule is described", arguments: RuleCatalog.all.indices)
    func described(_ index: Int) {
        let d = RuleCatalog.all[index].description
        #expect(!d.name.isEmpty)
        #expect(!d.triggering.isEmpty)
        #expect(!d.nonTriggering.isEmpty)
        // The rationale cites uikit-rules.md (R1–R12) or the HIG.
        let cites = (1...12).contains { d.rationale.contains("R\($0)") } || d.rationale.contains("HIG")
        #expect(cites, "\(d.id): \(d.rationale)")
    }
}
