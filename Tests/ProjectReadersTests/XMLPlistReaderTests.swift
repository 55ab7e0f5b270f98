import Foundation
import SourceModel
import Testing
@testable import ProjectReaders

@Suite("XML property lists")
struct XMLPlistReaderTests {
    static let sample = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>UIStatusBarStyle</key>
    \t<string>UIStatusBarStyleLightContent</string>
    \t<key>Count</key>   <integer>-42</integer>
    \t<key>Ratio</key>
    \t<real>0.75</real>
    \t<key>Hidden</key>
    \t<true/>
    \t<key>Built</key>
    \t<date>2024-03-01T12:30:00Z</date>
    \t<key>Blob</key>
    \t<data>
    \tAAEC
    \t</data>
    \t<key>Escaped</key>
    \t<string>Tom &amp; Jerry &lt;3 é</string>
    \t<key>List</key>
    \t<array>
    \t\t<string>a</string>
    \t\t<false/>
    \t</array>
    \t<key>Zeta</key>
    \t<string></string>
    </dict>
    </plist>
    """

    @Test func readsEveryTypeWithLocations() throws {
        let root = try XMLPlistReader.read(Self.sample.bytes, file: "App/Info.plist")
        let dict = try #require(root.dict)
        #expect(dict.keys == ["UIStatusBarStyle", "Count", "Ratio", "Hidden", "Built", "Blob", "Escaped", "List", "Zeta"])
        #expect(root.location == SourceLocation(file: "App/Info.plist", line: 4, column: 1))

        let style = try #require(dict["UIStatusBarStyle"])
        #expect(style.string == "UIStatusBarStyleLightContent")
        #expect(style.location == SourceLocation(file: "App/Info.plist", line: 6, column: 2))
        #expect(dict.entry("UIStatusBarStyle")?.keyLocation.line == 5)

        let count = try #require(dict["Count"])
        #expect(count.integer == -42)
        #expect(count.location.line == 7)
        #expect(count.location.column == 21)
        #expect(dict["Ratio"]?.kind == .real(0.75))
        #expect(dict["Hidden"]?.bool == true)
        #expect(dict["Hidden"]?.location == SourceLocation(file: "App/Info.plist", line: 11, column: 2))
        #expect(dict["Built"]?.kind == .date(Date(timeIntervalSince1970: 1_709_296_200)))
        #expect(dict["Blob"]?.kind == .data([0, 1, 2]))
        #expect(dict["Escaped"]?.string == "Tom & Jerry <3 é")
        let list = try #require(dict["List"]?.array)
        #expect(list.map(\.location.line) == [22, 23])
        #expect(list[1].bool == false)
        #expect(dict["Zeta"]?.string == "")
        #expect(dict["Zeta"]?.location.line == 26)
    }

    @Test func commentsAndCDATAWithTagsDoNotShiftLocations() throws {
        let text = """
        <plist version="1.0">
        <!-- <dict><key>Fake</key> -->
        <dict>
          <key>Note</key>
          <string><![CDATA[<b>bold</b>]]></string>
          <key attr="a>b">Style</key>
          <string>UIStatusBarStyleDefault</string>
        </dict>
        </plist>
        """
        let dict = try #require(try XMLPlistReader.read(text.bytes, file: "c.plist").dict)
        #expect(dict.keys == ["Note", "Style"])
        #expect(dict["Note"]?.string == "<b>bold</b>")
        #expect(dict["Note"]?.location == SourceLocation(file: "c.plist", line: 5, column: 3))
        #expect(dict["Style"]?.location == SourceLocation(file: "c.plist", line: 7, column: 3))
        #expect(dict.entry("Style")?.keyLocation == SourceLocation(file: "c.plist", line: 6, column: 3))
    }

    @Test func columnsCountBytesAfterNonASCIIText() throws {
        let text = "<plist><dict><key>Café</key><string>é</string></dict></plist>"
        let dict = try #require(try XMLPlistReader.read(text.bytes, file: "x.plist").dict)
        // "<plist><dict><key>Café</key>" is 29 bytes: the <string> tag starts at byte column 30.
        #expect(dict["Café"]?.location.column == 30)
    }

    @Test(arguments: [
        ("", 1, "empty"),
        ("   \n  \n", 1, "empty"),
        ("<plist>\n<dict>\n<key>A</key>\n<string>x</string>\n", 5, "before '<dict>' (line 2) is closed"),
        ("<plist>\n<dict>\n<key>A</key>\n<string>x</strin>\n</dict></plist>", 5, "does not match"),
        ("<plist>\n<dict>\n<key>A</key>\n<integer>1.5</integer>\n</dict></plist>", 4, "not an integer"),
        ("<plist>\n<dict>\n<string>orphan</string>\n</dict></plist>", 3, "without a '<key>'"),
        ("<plist>\n<dict>\n<key>A</key>\n</dict></plist>", 3, "has no value"),
        ("<plist>\n<dict>\n<key>A</key>\n<color>red</color>\n</dict></plist>", 4, "unknown property list element"),
    ])
    func badDocumentsAreLocated(text: String, line: Int, fragment: String) throws {
        let error = try #require(throws: LocatedError.self) { try XMLPlistReader.read(text.bytes, file: "Bad.plist") }
        #expect(error.location.file == "Bad.plist")
        #expect(error.location.line == line, "\(error)")
        #expect(error.message.contains(fragment), "\(error)")
    }

    @Test func rejectsEntityDeclarationsBeforeParsing() throws {
        let text = """
        <?xml version="1.0"?>
        <!DOCTYPE plist [
          <!ENTITY lol "lol">
          <!ENTITY lol2 "&lol;&lol;&lol;&lol;">
        ]>
        <plist><dict><key>A</key><string>&lol2;</string></dict></plist>
        """
        let error = try #require(throws: LocatedError.self) { try XMLPlistReader.read(text.bytes, file: "Evil.plist") }
        #expect(error.location.line == 3)
        #expect(error.location.column == 3)
        #expect(error.message.contains("entities"))
        #expect(error.description.contains("<!ENTITY lol \"lol\">\n  ^"))
    }

    @Test func truncatedDocumentErrorShowsTheLine() throws {
        let text = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n  <key>UIStatusBarHidden</key>\n  <tru"
        let error = try #require(throws: LocatedError.self) { try PropertyListReader.read(text.bytes, file: "Cut.plist") }
        #expect(error.location.line == 5, "\(error)")
        #expect(error.description.hasPrefix("Cut.plist:5:"))
    }

    @Test func formatIsToldFromTheFirstBytes() {
        #expect(PropertyListReader.format(of: "bplist00xyz".bytes) == .binary)
        #expect(PropertyListReader.format(of: "\u{FEFF}\n  <plist/>".bytes) == .xml)
        #expect(PropertyListReader.format(of: "// !$*UTF8*$!\n{}".bytes) == .openStep)
    }
}

@Suite("Binary property lists")
struct BinaryPlistTests {
    @Test func binaryListBecomesTheSameTreeAtLineOne() throws {
        let folder = try TemporaryFolder("bplist")
        defer { folder.remove() }
        let object: [String: Any] = [
            "UIStatusBarHidden": true,
            "UIStatusBarStyle": "UIStatusBarStyleDarkContent",
            "CFBundleVersion": 7,
            "Scale": 1.5,
            "Orientations": ["UIInterfaceOrientationPortrait", false],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        try folder.write(data, to: "Binary App/Info.plist")
        let value = try PropertyListReader.read(contentsOf: folder.url.appendingPathComponent("Binary App/Info.plist"),
                                                file: "Binary App/Info.plist")
        let dict = try #require(value.dict)
        #expect(dict.keys == ["CFBundleVersion", "Orientations", "Scale", "UIStatusBarHidden", "UIStatusBarStyle"])
        #expect(dict["UIStatusBarHidden"]?.kind == .bool(true))
        #expect(dict["CFBundleVersion"]?.kind == .integer(7))
        #expect(dict["Scale"]?.kind == .real(1.5))
        #expect(dict["Orientations"]?.array?.last?.kind == .bool(false))
        #expect(dict["UIStatusBarStyle"]?.location == SourceLocation(file: "Binary App/Info.plist", line: 1, column: 1))

        let info = try AppInfoPlist.read(Array(data), file: "Info.plist")
        #expect(info.statusBarStyle.plain?.value == "UIStatusBarStyleDarkContent")
        #expect(info.statusBarHidden.plain?.value == true)
    }

    @Test func corruptBinaryListIsAnError() throws {
        let error = try #require(throws: LocatedError.self) {
            try PropertyListReader.read("bplist00\u{1}\u{2}garbage".bytes, file: "B.plist")
        }
        #expect(error.location == SourceLocation(file: "B.plist", line: 1, column: 1))
    }
}
