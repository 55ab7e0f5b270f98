import SourceModel
import Testing
@testable import ProjectReaders

@Suite("OpenStep property lists")
struct OpenStepPlistParserTests {
    @Test func parsesEveryFormWithLocations() throws {
        let text = """
        // !$*UTF8*$!
        {
        \tname = "Sunrise App"; /* a comment */
        \tlist = (
        \t\tone,
        \t\t"two words",
        \t);
        \tempty = ( );
        \tnested = { inner = 'single'; };
        \tdata = <0aFF 10>;
        \tescapes = "tab\\tquote\\"back\\\\ octal\\101 unicode\\U00e9 \\n";
        \tpath = ../Shared/Foo-Bar_1.2+x:y$z;
        }
        """
        let root = try OpenStepPlistParser.parse(text.bytes, file: "p.pbxproj")
        #expect(root.location == SourceLocation(file: "p.pbxproj", line: 2, column: 1))
        let dict = try #require(root.dict)
        #expect(dict.keys == ["name", "list", "empty", "nested", "data", "escapes", "path"])
        #expect(dict["name"]?.string == "Sunrise App")
        #expect(dict["name"]?.location == SourceLocation(file: "p.pbxproj", line: 3, column: 9))
        #expect(dict.entry("name")?.keyLocation == SourceLocation(file: "p.pbxproj", line: 3, column: 2))
        let list = try #require(dict["list"]?.array)
        #expect(list.map(\.string) == ["one", "two words"])
        #expect(list.map(\.location.line) == [5, 6])
        #expect(list[1].location.column == 3)
        #expect(dict["empty"]?.array?.isEmpty == true)
        #expect(dict["nested"]?.dict?["inner"]?.string == "single")
        #expect(dict["data"]?.kind == .data([0x0A, 0xFF, 0x10]))
        #expect(dict["escapes"]?.string == "tab\tquote\"back\\ octalA unicodeé \n")
        #expect(dict["path"]?.string == "../Shared/Foo-Bar_1.2+x:y$z")
        #expect(dict["path"]?.location.line == 12)
    }

    @Test(arguments: [
        ("{\n\ta = b;\n\tc = d\n}", 4, 1, "expected ';' after the value of key 'c'"),
        ("{\n\ta = (x, y;\n}", 2, 11, "expected ',' or ')'"),
        ("{\n\ta = \"open;\n}", 2, 6, "is not closed"),
        ("{\n\ta = b;\n", 1, 1, "dictionary opened with '{' is not closed"),
        ("{\n\ta = b", 2, 7, "the property list ends after the value of key 'a'"),
        ("{ a = <0g>; }", 1, 9, "not a hex digit"),
        ("{ a b; }", 1, 5, "expected '=' after key 'a'"),
        ("{ a = ; }", 1, 7, "where a value was expected"),
        ("/* never closed", 1, 1, "unterminated comment"),
        ("", 1, 1, "empty"),
        ("{ } extra", 1, 5, "after the property list's root value"),
    ])
    func errorsCarryLineColumnAndCaret(text: String, line: Int, column: Int, fragment: String) throws {
        let error = try #require(throws: LocatedError.self) { try OpenStepPlistParser.parse(text.bytes, file: "Bad.pbxproj") }
        #expect(error.location == SourceLocation(file: "Bad.pbxproj", line: line, column: column), "\(error)")
        #expect(error.message.contains(fragment), "\(error)")
    }

    @Test func caretPointsUnderTheColumn() throws {
        let text = "{\n\tisa = PBXGroup;\n\tchildren = ( A, B C );\n}"
        let error = try #require(throws: LocatedError.self) { try OpenStepPlistParser.parse(text.bytes, file: "p.pbxproj") }
        #expect(error.description == """
        p.pbxproj:3:20: error: expected ',' or ')' in an array, found 'C'
         children = ( A, B C );
                           ^
        """)
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let text = String(repeating: "(", count: 5000)
        let error = try #require(throws: LocatedError.self) { try OpenStepPlistParser.parse(text.bytes, file: "deep") }
        #expect(error.message.contains("512"))
    }

    @Test func largeListIsReadInLinearTime() throws {
        // 50 000 objects, as in a big project: must finish well within a test's patience.
        var text = "{ objects = {\n"
        for i in 0..<50_000 { text += "\t\tID\(i) = {isa = PBXFileReference; path = \"File \(i).swift\"; };\n" }
        text += "}; }"
        let root = try OpenStepPlistParser.parse(text.bytes, file: "big")
        let objects = try #require(root.dict?["objects"]?.dict)
        #expect(objects.count == 50_000)
        #expect(objects["ID49999"]?.dict?["path"]?.string == "File 49999.swift")
        #expect(objects["ID49999"]?.location.line == 50_001)
    }
}
