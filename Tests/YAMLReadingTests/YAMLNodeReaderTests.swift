import SourceModel
import Testing
import Yams
import YAMLReading

/// The shared node helpers, read directly (the scenario and configuration tests read them through
/// their formats).
struct YAMLNodeReaderTests {
    private func compose(_ text: String, file: String = "settings.yml",
                         wording: YAMLNodeReader.ScalarWording = .typed) throws -> (YAMLNodeReader, Node) {
        let reader = YAMLNodeReader(file: file, lines: LineIndex(text), wording: wording)
        let node = try #require(try Yams.compose(yaml: text))
        return (reader, node)
    }

    private func syntaxError(_ text: String, kind: String = "invalid YAML", hintingTabs: Bool = false) -> LocatedError? {
        let reader = YAMLNodeReader(file: "broken.yml", lines: LineIndex(text))
        do {
            _ = try Yams.compose(yaml: text)
            return nil
        } catch {
            return reader.syntaxError(error, kind: kind, hintingTabs: hintingTabs)
        }
    }

    // MARK: Locations

    @Test func locationsCountUTF8BytesNotScalars() throws {
        // "café" is 4 scalars and 5 bytes: the value starts at byte column 8, scalar column 7.
        let (reader, root) = try compose("café: latte\nthé: \"vert\"\n")
        let entries = try reader.mapping(root, "the menu")
        #expect(entries.map(\.key) == ["café", "thé"])
        #expect(reader.location(entries[0].value) == SourceLocation(file: "settings.yml", line: 1, column: 8))
        #expect(reader.location(entries[1].keyNode) == SourceLocation(file: "settings.yml", line: 2, column: 1))
        #expect(reader.location(entries[1].value) == SourceLocation(file: "settings.yml", line: 2, column: 7))
    }

    @Test func columnShiftsMoveLaterColumnsByTwo() {
        // The composed line lost 2 characters at column 5 (a rewritten surrogate pair).
        let reader = YAMLNodeReader(file: "s.json", lines: LineIndex("{\"a\": \"\\ud83d\\ude00\", \"b\": 1}\n"),
                                    columnShifts: [1: [5]])
        #expect(reader.location(line: 1, scalarColumn: 4).column == 4)
        #expect(reader.location(line: 1, scalarColumn: 9).column == 11)
        #expect(reader.location(line: 2, scalarColumn: 9).column == 9)  // other lines are not shifted
    }

    @Test func errorsCarryTheLineForTheCaret() throws {
        let (reader, root) = try compose("version: 1\nexclude: yes\n")
        let entries = try reader.mapping(root, "the configuration")
        let error = reader.error("exclude is wrong", at: entries[1].value)
        #expect(error.location == SourceLocation(file: "settings.yml", line: 2, column: 10))
        #expect(error.sourceLine == "exclude: yes")
        #expect(error.description.contains("settings.yml:2:10"))
    }

    // MARK: Shapes

    @Test func nullReadsAsEmptyMapAndList() throws {
        let (reader, root) = try compose("a: ~\nb: null\nc:\n")
        for entry in try reader.mapping(root, "root") {
            #expect(try reader.mapping(entry.value, entry.key).isEmpty)
            #expect(try reader.sequence(entry.value, entry.key).isEmpty)
        }
    }

    @Test(arguments: [
        (YAMLNodeReader.ScalarWording.typed, "a: 3", "a must be a list, found the number 3"),
        (.typed, "a: yes", "a must be a list, found the string \"yes\""),
        (.typed, "a: true", "a must be a list, found the Boolean true"),
        (.typed, "a: \"3\"", "a must be a list, found the string \"3\""),
        (.typed, "a: {x: 1}", "a must be a list, found a map"),
        (.quoted, "a: 3", "a must be a list, found '3'"),
        (.quoted, "a: off", "a must be a list, found 'off'"),
        (.quoted, "a: {x: 1}", "a must be a list, found a map"),
    ])
    func wrongShapesAreNamedInTheReadersWording(wording: YAMLNodeReader.ScalarWording, text: String, message: String) throws {
        let (reader, root) = try compose(text + "\n", wording: wording)
        let entry = try #require(try reader.mapping(root, "root").first)
        #expect(throws: LocatedError.self) { try reader.sequence(entry.value, "a") }
        do {
            _ = try reader.sequence(entry.value, "a")
        } catch {
            #expect(error.message == message)
            #expect(error.location.column == 4)
        }
    }

    @Test func keysMustBeNames() throws {
        let (reader, root) = try compose("? [1, 2]\n: value\n", wording: .quoted)
        #expect(throws: LocatedError("a key in the map must be a name, found a list",
                                     at: SourceLocation(file: "settings.yml", line: 1, column: 3), sourceLine: "? [1, 2]")) {
            try reader.mapping(root, "the map")
        }
    }

    @Test func stringsAndWholeNumbers() throws {
        let (reader, root) = try compose("name: \"07\"\ncount: 12\nempty: ~\n")
        let e = try reader.mapping(root, "root")
        #expect(try reader.string(e[0].value, "name") == "07")
        #expect(try reader.int(e[1].value, "count") == 12)
        #expect(throws: LocatedError.self) { try reader.int(e[0].value, "name") }  // quoted: a string, not a number
        #expect(throws: LocatedError.self) { try reader.string(e[2].value, "empty") }
    }

    @Test func unknownKeysSuggestTheClosest() throws {
        let (reader, root) = try compose("widnows: []\nzzz: 1\n")
        let entries = try reader.mapping(root, "root")
        do {
            try reader.checkKeys([entries[0]], allowed: ["windows", "controllers"], in: "the scenario")
            Issue.record("no error")
        } catch {
            #expect(error.message == "unknown key 'widnows' in the scenario: did you mean 'windows'?")
        }
        do {
            try reader.checkKeys([entries[1]], allowed: ["windows", "controllers"], in: "the scenario")
            Issue.record("no error")
        } catch {
            #expect(error.message == "unknown key 'zzz' in the scenario: expected one of windows, controllers")
            #expect(error.location.line == 2)
        }
    }

    // MARK: Syntax errors

    @Test func duplicateKeysPointAtTheRepetition() throws {
        let block = try #require(syntaxError("version: 1\nrules:\n  a: off\nversion: 2\n"))
        #expect(block.message == "duplicate key 'version' (first written at line 1)")
        #expect(block.location == SourceLocation(file: "broken.yml", line: 4, column: 1))
        #expect(block.sourceLine == "version: 2")

        let flow = try #require(syntaxError("rules: {a: off, a: warning}\n"))
        #expect(flow.message.hasPrefix("duplicate key 'a'"))
        #expect(flow.location.line == 1)
        #expect(flow.location.column == 17)
    }

    @Test func tabsAreExplainedOnlyWhenAsked() throws {
        let text = "rules:\n\ta: off\n"
        let plain = try #require(syntaxError(text))
        let hinted = try #require(syntaxError(text, kind: "invalid JSON", hintingTabs: true))
        #expect(plain.message.hasPrefix("invalid YAML: "))
        #expect(!plain.message.contains("tabs"))
        #expect(hinted.message.hasPrefix("invalid JSON: "))
        #expect(hinted.message.hasSuffix(" (YAML does not allow tabs for indentation: use spaces)"))
        #expect(plain.location == hinted.location)
        #expect(plain.location.line == 2)
    }

    // MARK: Suggestions

    @Test(arguments: [
        ("Windwos", true, 2, "windows" as String?),
        ("Windwos", false, 2, nil),  // the case counts: W→w is one more edit
        ("colr", true, 2, "color"),
        ("ab", true, 2, "abc"),
        ("ab", false, 1, "abc"),
        ("xy", false, 1, nil),      // 3 edits from the nearest, "abc": over the reach of 1
        ("", true, 2, nil),
    ])
    func closestWords(word: String, ignoringCase: Bool, reach: Int, expected: String?) {
        let candidates = ["windows", "color", "abc", "controllers"]
        #expect(Suggestion.closest(to: word, in: candidates, ignoringCase: ignoringCase, minimumReach: reach) == expected)
    }

    @Test func distanceIsLevenshtein() {
        #expect(Suggestion.distance("kitten", "sitting") == 3)
        #expect(Suggestion.distance("", "abc") == 3)
        #expect(Suggestion.distance("abc", "") == 3)
        #expect(Suggestion.distance("é", "e") == 1)
    }
}
