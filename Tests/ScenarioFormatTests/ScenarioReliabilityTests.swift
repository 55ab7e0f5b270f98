import Foundation
import SourceModel
import TestSupport
import Testing
@testable import ScenarioFormat

/// Issue 6 for the scenario reader: generated broken and hostile scenarios are located errors
/// (or scenarios), never a crash or a hang.
@Suite("Reliability: scenario reader")
struct ScenarioReliabilityTests {
    static let examples: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/scenarios")

    static let yaml = """
        # A page sheet over a navigation controller.
        platform:
          ios: "17.0"
          device: iphone-15-pro
        windows:
          - id: main
            root: libraryNav
        controllers:
          libraryNav:
            kind: navigation
            class: UINavigationController
            viewControllers: [library, player]
          library:
            class: LibraryViewController
            preferredStatusBarStyle: darkContent
            prefersStatusBarHidden: false
          player:
            class: PlayerViewController
            preferredStatusBarStyle: lightContent
            background: "#000000"

        """

    static var json: String {
        let url = examples.appendingPathComponent("modal-player-full-screen.json")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? "{}"
    }

    static func read(_ bytes: [UInt8], file: String) throws(LocatedError) -> Scenario {
        try ScenarioReader.read(text: FileText.decode(bytes, file: file), file: file)
    }

    @Test func theSeedsAreValidScenarios() throws {
        _ = try Self.read(Array(Self.yaml.utf8), file: "s.yml")
        _ = try Self.read(Array(Self.json.utf8), file: "s.json")
        #expect(Self.json.count > 100)
    }

    static var damaged: [BadInputs.Case] {
        BadInputs.blanks + BadInputs.truncations(of: Array(yaml.utf8), count: 40) + BadInputs.encodings(of: yaml)
            + BadInputs.truncations(of: Array(json.utf8), count: 40).map { .init("JSON " + $0.name, $0.bytes) }
            + BadInputs.encodings(of: json).map { .init("JSON " + $0.name, $0.bytes) }
            + [
                .init("a tab for indentation", yaml.replacingOccurrences(of: "  library:", with: "\tlibrary:")),
                .init("an unclosed flow list", "windows: [ {id: main, root: a\ncontrollers: {}"),
                .init("an unclosed quote", "windows: \"main\ncontrollers: {}"),
                .init("a document marker only", "---\n...\n"),
                .init("two documents", yaml + "---\n" + yaml),
                .init("a directive", "%YAML 9.9\n---\nwindows: []"),
                .init("an unknown tag", "windows: !!binary AAAA\ncontrollers: {}"),
                .init("an undefined alias", "windows: *nowhere\ncontrollers: {}"),
                .init("a huge number", yaml.replacingOccurrences(of: "\"17.0\"", with: String(repeating: "9", count: 400))),
                .init("a control character", yaml.replacingOccurrences(of: "library:", with: "lib\u{7}rary:")),
            ]
    }

    @Test(arguments: damaged)
    func damagedScenariosAreScenariosOrLocatedErrors(input: BadInputs.Case) {
        let file = input.name.hasPrefix("JSON") ? "Damaged.json" : "Damaged.yml"
        BadInputs.check(input, file: file) { bytes throws(LocatedError) in try Self.read(bytes, file: file) }
    }

    /// Every `key: value` line of the scenario, with its value replaced by a value of another type.
    static var wrongTypes: [BadInputs.Case] {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var cases: [BadInputs.Case] = []
        for (index, line) in lines.enumerated() {
            guard let colon = line.firstIndex(of: ":"), !line.hasPrefix("#") else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "- "))
            for replacement in ["[1, 2]", "{a: 1}", "42", "true", "null", "\"\"", "-1.5e300"] {
                var changed = lines
                changed[index] = String(line[...colon]) + " " + replacement
                cases.append(.init("line \(index + 1) '\(key)' = \(replacement)", changed.joined(separator: "\n")))
            }
        }
        return cases
    }

    @Test(arguments: wrongTypes)
    func wrongValueTypesForEveryKeyAreLocated(input: BadInputs.Case) {
        BadInputs.check(input, file: "Types.yml") { bytes throws(LocatedError) in try Self.read(bytes, file: "Types.yml") }
    }

    @Test func aWrongTypeForTheStyleIsLocatedAtTheValue() throws {
        let text = Self.yaml.replacingOccurrences(of: "preferredStatusBarStyle: lightContent", with: "preferredStatusBarStyle: [lightContent]")
        let error = try #require(throws: LocatedError.self) { try Self.read(Array(text.utf8), file: "s.yml") }
        #expect(error.location.line == 19, "\(error)")
        #expect(error.location.column == 30, "\(error)")
        #expect(error.message == "status bar style must be a string, found a list", "\(error)")
    }

    @Test func crlfGivesTheSameScenario() throws {
        let lf = try Self.read(Array(Self.yaml.utf8), file: "s.yml")
        let crlf = try Self.read(Array(Self.yaml.replacingOccurrences(of: "\n", with: "\r\n").utf8), file: "s.yml")
        #expect(try crlf.simulate() == lf.simulate())
    }

    @Test func encodingsAreNamed() throws {
        let utf16 = try #require(BadInputs.encodings(of: Self.yaml).first { $0.name == "UTF-16LE with BOM" })
        let error = try #require(throws: LocatedError.self) { try Self.read(utf16.bytes, file: "s.yml") }
        #expect(error.message == "the file is UTF-16 (it starts with a byte order mark): save it as UTF-8")

        let bad = try #require(BadInputs.encodings(of: Self.yaml).first { $0.name == "byte 0xFF" })
        let invalid = try #require(throws: LocatedError.self) { try Self.read(bad.bytes, file: "s.yml") }
        #expect(invalid.message == "the file is not valid UTF-8 (byte 0xFF)")
        let offset = try #require(bad.bytes.firstIndex(of: 0xFF))
        #expect(invalid.location.line == LineIndex(bad.bytes).position(ofOffset: offset).line, "\(invalid)")
        #expect(invalid.sourceLine != nil)

        let bom = try #require(BadInputs.encodings(of: Self.yaml).first { $0.name == "UTF-8 with BOM" })
        #expect(throws: Never.self) { try Self.read(bom.bytes, file: "s.yml") }
    }

    // MARK: - Nesting and expansion

    static let deep: [BadInputs.Case] = [
        .init("flow lists", BadInputs.nested(open: "[", close: "]", prefix: "windows: ")),
        .init("flow maps", BadInputs.nested(open: "{a: ", close: "}", prefix: "windows: ")),
        .init("block sequences on one line", BadInputs.nested(open: "- ", close: "", prefix: "windows:\n", suffix: "x\n")),
        .init("JSON arrays", BadInputs.nested(open: "[", close: "]", prefix: "{\"windows\": ", suffix: "}")),
    ]

    @Test(arguments: deep)
    func deepNestingIsALocatedErrorNotAStackOverflow(input: BadInputs.Case) throws {
        let file = input.name.hasPrefix("JSON") ? "Deep.json" : "Deep.yml"
        let error = try #require(throws: LocatedError.self) { try Self.read(input.bytes, file: file) }
        BadInputs.expectLocated(error, in: input.bytes, file: file)
    }

    @Test func aliasExpansionDoesNotBlowUp() throws {
        // "Billion laughs" in YAML: nine levels of ten aliases.
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "windows: *a9\ncontrollers: *a9\n"
        let error = try #require(throws: LocatedError.self) { try Self.read(Array(text.utf8), file: "Laughs.yml") }
        BadInputs.expectLocated(error, in: Array(text.utf8), file: "Laughs.yml")
    }

    // MARK: - Files

    @Test func aFileOverTheLimitIsRefusedWithoutReadingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-scenario-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("huge.yml").path
        try BadInputs.makeSparseFile(at: path, size: 200 * 1024 * 1024)
        let error = try #require(throws: LocatedError.self) { try ScenarioReader.read(path: path) }
        #expect(error.message == "cannot read the file: file is larger than 16 MiB (209715200 bytes)")
        #expect(error.location.line == 1)
    }

    @Test func pathsWithHostileNamesAreRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-scenario-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in BadInputs.hostileNames {
            let path = folder.appendingPathComponent(name + ".yml").path
            try Data(Self.yaml.utf8).write(to: URL(fileURLWithPath: path))
            #expect(throws: Never.self) { try ScenarioReader.read(path: path) }
            let broken = folder.appendingPathComponent(name + "-broken.yml").path
            try Data("windows: [".utf8).write(to: URL(fileURLWithPath: broken))
            let error = try #require(throws: LocatedError.self) { try ScenarioReader.read(path: broken) }
            #expect(error.location.file == broken)
        }
    }

    @Test func aFolderOrAMissingFileIsAClearError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-scenario-\(UUID().uuidString).yml")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = try #require(throws: LocatedError.self) { try ScenarioReader.read(path: folder.path) }
        #expect(error.message == "cannot read the file: a folder")
        let missing = try #require(throws: LocatedError.self) { try ScenarioReader.read(path: folder.path + "/gone.yml") }
        #expect(missing.message.hasPrefix("cannot read the file: the file does not exist"))
    }
}
