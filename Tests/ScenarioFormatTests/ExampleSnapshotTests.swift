import SourceModel
import Foundation
import ScenarioFormat
import TestSupport
import Testing

/// The example scenarios and their recorded outputs, compared byte for byte.
/// Re-record deliberately with `STATUSBAR_RECORD_SNAPSHOTS=1 swift test --filter ExampleSnapshotTests`:
/// the test then writes the files and fails, saying what it recorded.
enum Examples {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let folder = packageRoot.appendingPathComponent("Examples/scenarios")
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    }()

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
}

func assertSnapshot(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    Snapshots.assertMatches(actual, Examples.snapshots.appendingPathComponent(name), "snapshot \(name)", sourceLocation: sourceLocation)
}

@Suite struct ExampleSnapshotTests {
    @Test func thereAreAtLeastTenExamplesWithYAMLAndJSON() {
        #expect(Examples.names.count >= 10)
        #expect(Examples.names.contains { $0.hasSuffix(".json") })
    }

    @Test(arguments: Examples.names)
    func exampleSaysWhatItShows(_ name: String) throws {
        let text = try Examples.text(name)
        if name.hasSuffix(".json") {
            let scenario = try ScenarioReader.read(text: text, file: name)
            #expect((scenario.description?.count ?? 0) > 40)
        } else {
            #expect(text.hasPrefix("# "))
        }
    }

    @Test(arguments: Examples.names)
    func explainSnapshot(_ name: String) throws {
        let report = try ScenarioReader.read(text: try Examples.text(name), file: name).explain()
        try assertSnapshot(report.json.rendered(), named: name + ".explain.json")
        try assertSnapshot(report.text, named: name + ".explain.txt")
    }

    @Test(arguments: Examples.names)
    func simulateSnapshot(_ name: String) throws {
        let report = try ScenarioReader.read(text: try Examples.text(name), file: name).simulate()
        try assertSnapshot(report.json.rendered(), named: name + ".simulate.json")
        try assertSnapshot(report.text, named: name + ".simulate.txt")
    }

    @Test func outputIsTheSameEveryRun() throws {
        for name in Examples.names {
            let text = try Examples.text(name)
            let a = try ScenarioReader.read(text: text, file: name).simulate().json.rendered()
            let b = try ScenarioReader.read(text: text, file: name).simulate().json.rendered()
            #expect(a == b)
        }
    }
}
