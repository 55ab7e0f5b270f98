import Foundation
import SourceModel
import TestSupport
import Testing
@testable import ProjectReaders

/// Issue 6: broken and hostile input never crashes, hangs or leaks; each bad file is a located
/// error or a skipped file and the rest of the work goes on. Inputs are generated here.
@Suite("Reliability: project readers")
struct ProjectReadersReliabilityTests {
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIdentifier</key>
        \t<string>com.example.sunrise</string>
        \t<key>CFBundlePackageType</key>
        \t<string>APPL</string>
        \t<key>UIStatusBarStyle</key>
        \t<string>UIStatusBarStyleLightContent</string>
        \t<key>UIViewControllerBasedStatusBarAppearance</key>
        \t<false/>
        \t<key>UIStatusBarHidden~ipad</key>
        \t<true/>
        \t<key>Sizes</key>
        \t<array><integer>1</integer><real>2.5</real><date>2024-01-02T03:04:05Z</date><data>AAEC</data></array>
        </dict>
        </plist>

        """

    static let colorSet = """
        {
          "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.2", "green" : "0.4", "red" : "0.6" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "display-p3", "components" : { "alpha" : "0.5", "blue" : "0x10", "green" : "128", "red" : "255" } }, "idiom" : "universal" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }

        """

    static var binaryPlist: [UInt8] {
        let object: [String: Any] = ["UIStatusBarStyle": "UIStatusBarStyleDarkContent", "UIStatusBarHidden": true,
                                     "List": [1, 2.5, "three", Data([1, 2])]]
        return Array(try! PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
    }

    static var pbxproj: [UInt8] { try! Fixtures.bytes("ReadersSunrise", "Sunrise.xcodeproj/project.pbxproj") }

    // MARK: - Malformed and truncated property lists, project files, JSON

    static var damagedPlists: [BadInputs.Case] {
        BadInputs.blanks + BadInputs.truncations(of: Array(infoPlist.utf8)) + BadInputs.encodings(of: infoPlist)
            + BadInputs.truncations(of: binaryPlist, count: 12).map { .init("binary " + $0.name, $0.bytes) }
            + BadInputs.truncations(of: pbxproj, count: 30).map { .init("pbxproj " + $0.name, $0.bytes) }
            + [
                .init("binary header only", Array("bplist00".utf8)),
                .init("binary with a bad trailer", Array("bplist00".utf8) + [UInt8](repeating: 0xFF, count: 40)),
                .init("unclosed OpenStep string", "{ a = \"never closed"),
                .init("unclosed OpenStep comment", "{ a = b; /* never closed"),
                .init("XML with mismatched tags", "<plist><dict><key>a</key><string>b</dict></string></plist>"),
                .init("XML with two roots", "<plist><true/></plist><plist><false/></plist>"),
                .init("XML with a bad integer", "<plist><integer>12abc</integer></plist>"),
                .init("XML with a bad date", "<plist><date>yesterday</date></plist>"),
                .init("XML with bad base64", "<plist><data>!!!</data></plist>"),
            ]
    }

    @Test(arguments: damagedPlists)
    func damagedPropertyListsAreValuesOrLocatedErrors(input: BadInputs.Case) {
        BadInputs.check(input, file: "Damaged.plist") { bytes throws(LocatedError) in try PropertyListReader.read(bytes, file: "Damaged.plist") }
        BadInputs.check(input, file: "Info.plist") { bytes throws(LocatedError) in try AppInfoPlist.read(bytes, file: "Info.plist") }
        BadInputs.check(input, file: "P.xcodeproj/project.pbxproj") { bytes throws(LocatedError) in
            try XcodeProject.parse(bytes, path: "P.xcodeproj/project.pbxproj")
        }
    }

    @Test(arguments: BadInputs.blanks + BadInputs.truncations(of: Array(colorSet.utf8)) + BadInputs.encodings(of: colorSet))
    func damagedColorSetsAreValuesOrLocatedErrors(input: BadInputs.Case) {
        let file = "A.xcassets/Tint.colorset/Contents.json"
        BadInputs.check(input, file: file) { bytes throws(LocatedError) in try AssetCatalogReader.parseColorSet(bytes, name: "Tint", file: file) }
        _ = AssetCatalogReader.providesNamespace(input.bytes, file: file)
        let (_, _, errors) = XcconfigReader.parse(input.bytes, file: "Base.xcconfig")
        for error in errors { BadInputs.expectLocated(error, in: input.bytes, file: "Base.xcconfig") }
    }

    @Test func truncatedXMLPlistNamesTheOpenElement() throws {
        let bytes = Array(Self.infoPlist.utf8)
        let cut = Array(bytes[..<(bytes.count * 3 / 4)])
        let error = try #require(throws: LocatedError.self) { try PropertyListReader.read(cut, file: "Cut.plist") }
        #expect(error.location.line > 1, "\(error)")
        #expect(error.message.contains("malformed") || error.message.contains("ends before"), "\(error)")
    }

    @Test func emptyFilesSayTheyAreEmptyAtLineOne() throws {
        for (file, read) in [
            ("Info.plist", { () throws(LocatedError) in _ = try AppInfoPlist.read([], file: "Info.plist") }),
            ("Contents.json", { () throws(LocatedError) in _ = try AssetCatalogReader.parseColorSet([], name: "A", file: "Contents.json") }),
        ] as [(String, () throws(LocatedError) -> Void)] {
            let error = try #require(throws: LocatedError.self) { try read() }
            #expect(error.location == SourceLocation(file: file, line: 1, column: 1), "\(error)")
        }
    }

    @Test func crlfGivesTheSameValuesAsLF() throws {
        let lf = try AppInfoPlist.read(Array(Self.infoPlist.utf8), file: "Info.plist")
        let crlf = try AppInfoPlist.read(Array(Self.infoPlist.replacingOccurrences(of: "\n", with: "\r\n").utf8), file: "Info.plist")
        #expect(crlf.statusBarStyle.plain?.value == "UIStatusBarStyleLightContent")
        #expect(crlf.statusBarStyle.plain?.location == lf.statusBarStyle.plain?.location)
        #expect(crlf.viewControllerBasedStatusBarAppearance?.value == false)
        #expect(crlf.statusBarHidden.ipad?.value == true)
    }

    @Test func utf16PlistWithByteOrderMarkReadsOrFailsAtLineOne() throws {
        let utf16 = try #require(BadInputs.encodings(of: Self.infoPlist).first { $0.name == "UTF-16LE with BOM" })
        do {
            let info = try AppInfoPlist.read(utf16.bytes, file: "Info.plist")
            #expect(info.statusBarStyle.plain?.value == "UIStatusBarStyleLightContent")
        } catch {
            BadInputs.expectLocated(error, in: utf16.bytes, file: "Info.plist")
        }
    }

    @Test func invalidUTF8InAStringIsLocatedOrReplaced() throws {
        let text = Self.infoPlist.replacingOccurrences(of: "com.example.sunrise", with: "com.example.BAD")
        var bytes = Array(text.utf8)
        let at = try #require(text.utf8.firstRange(of: "BAD".utf8)).lowerBound
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: at)
        bytes[offset] = 0xFF
        do {
            let info = try AppInfoPlist.read(bytes, file: "Info.plist")
            // Whatever libxml2 makes of the byte, the other keys are still read.
            #expect(info.statusBarStyle.plain?.value == "UIStatusBarStyleLightContent")
        } catch {
            BadInputs.expectLocated(error, in: bytes, file: "Info.plist")
            #expect(error.location.line == 6, "\(error)")
            #expect(error.message == "the file is not valid UTF-8 (byte 0xFF)")
        }
    }

    /// Found by `scripts/fuzz FuzzPropertyList`: an unknown encoding name made libxml2 pass a
    /// raw 0xFE in an element name to Foundation's XMLParser, which trapped (SIGILL).
    @Test func anUnknownEncodingWithNonUTF8NamesIsALocatedError() throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"UTF".utf8) + [0x86] + Array("8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>A</key>\n\t<".utf8)
            + [0xFE] + Array("string>x</string>\n</dict>\n</plist>\n".utf8)
        let error = try #require(throws: LocatedError.self) { try PropertyListReader.read(bytes, file: "Fuzz.plist") }
        #expect(error.location == SourceLocation(file: "Fuzz.plist", line: 1, column: 34))
        #expect(error.message == "the file is not valid UTF-8 (byte 0x86)")
        let latin1 = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><string>caf".utf8) + [0xE9] + Array("</string></plist>".utf8)
        let refused = try #require(throws: LocatedError.self) { try PropertyListReader.read(latin1, file: "L.plist") }
        #expect(refused.message == "the file is not valid UTF-8 (byte 0xE9)")
    }

    // MARK: - Wrong value types for every status-bar key

    static let statusBarKeys = [
        "UIViewControllerBasedStatusBarAppearance", "UIStatusBarHidden", "UIStatusBarHidden~iphone", "UIStatusBarHidden~ipad",
        "UIStatusBarStyle", "UIStatusBarStyle~iphone", "UIStatusBarStyle~ipad", "UIUserInterfaceStyle",
        "UIMainStoryboardFile", "UILaunchStoryboardName", "UIApplicationSceneManifest", "CFBundlePackageType",
    ]
    static let wrongValues = [
        "<array><string>UIStatusBarStyleLightContent</string></array>", "<dict><key>a</key><true/></dict>",
        "<integer>1</integer>", "<real>0.5</real>", "<data>AAEC</data>", "<date>2024-01-02T03:04:05Z</date>",
        "<string>YES</string>", "<true/>", "<string></string>", "<string>lightContent</string>",
    ]

    @Test(arguments: statusBarKeys)
    func wrongValueTypesForEveryStatusBarKeyAreIssuesAtTheValue(key: String) throws {
        for value in Self.wrongValues {
            let text = "<plist version=\"1.0\">\n<dict>\n<key>CFBundleIdentifier</key>\n<string>x</string>\n<key>\(key)</key>\n\(value)\n</dict>\n</plist>\n"
            let info = try AppInfoPlist.read(Array(text.utf8), file: "Info.plist")
            #expect(info.bundleIdentifier?.value == "x")
            let accepted: Bool
            switch AppInfoPlist.baseKey(key) {
            case "UIViewControllerBasedStatusBarAppearance", "UIStatusBarHidden": accepted = value == "<true/>"
            case "UIStatusBarStyle": accepted = false
            case "UIUserInterfaceStyle": accepted = false
            case "UIApplicationSceneManifest": accepted = value.hasPrefix("<dict>")
            default: accepted = value.hasPrefix("<string>")
            }
            if accepted {
                #expect(info.issues.isEmpty, "\(key) = \(value): \(info.issues)")
            } else {
                let issue = try #require(info.issues.first, "\(key) = \(value) gave no issue")
                #expect(issue.key == key)
                #expect(issue.location.line == 6, "\(key) = \(value): \(issue)")
                #expect(issue.message.contains("'\(key)'") || issue.message.contains("is not"), "\(issue.message)")
            }
        }
    }

    // MARK: - Deep nesting

    static let deepPlists: [BadInputs.Case] = [
        .init("XML plist", BadInputs.nested(open: "<array>", close: "</array>", prefix: "<plist>", suffix: "</plist>")),
        .init("XML plist left open", BadInputs.nested(open: "<dict><key>k</key>", close: "", prefix: "<plist>", closed: false)),
        .init("OpenStep arrays", BadInputs.nested(open: "(", close: ")")),
        .init("OpenStep dictionaries", BadInputs.nested(open: "{a=", close: ";}")),
    ]

    @Test(arguments: deepPlists)
    func deepNestingIsALocatedErrorNotAStackOverflow(input: BadInputs.Case) throws {
        let error = try #require(throws: LocatedError.self) { try PropertyListReader.read(input.bytes, file: "Deep.plist") }
        BadInputs.expectLocated(error, in: input.bytes, file: "Deep.plist")
        #expect(error.message.contains("deeper") || error.message.contains("malformed"), "\(input.name): \(error.message)")
    }

    @Test func deepJSONNestingIsALocatedError() throws {
        let bytes = BadInputs.nested(open: "[", close: "]")
        let error = try #require(throws: LocatedError.self) {
            try AssetCatalogReader.parseColorSet(bytes, name: "Deep", file: "Deep.colorset/Contents.json")
        }
        #expect(error.message.contains("deeper than 256 levels"), "\(error)")
        #expect(error.location.line == 1)
        #expect(error.location.column == 257)
    }

    @Test func deepBinaryPlistNestingIsALocatedError() throws {
        let shallow = try PropertyListReader.read(BadInputs.deepBinaryPlist(levels: 3), file: "Deep.plist")
        #expect(shallow.array?.first?.array?.first?.array?.first?.string == "x")
        let bytes = BadInputs.deepBinaryPlist(levels: 100_000)
        let error = try #require(throws: LocatedError.self) { try PropertyListReader.read(bytes, file: "Deep.plist") }
        #expect(error.location == SourceLocation(file: "Deep.plist", line: 1, column: 1))
        #expect(error.message == "the binary property list is malformed")
    }

    // MARK: - XML attacks: entities are never resolved

    static let secret = "TOP-SECRET-\(UUID().uuidString)"

    /// Documents that would yield `secret` (or explode) if an entity were resolved.
    static func entityAttacks(secretFile: String, dtdFile: String) -> [BadInputs.Case] {
        let laughs = (1...9).map { "<!ENTITY lol\($0) \"" + String(repeating: "&lol\($0 - 1);", count: 10) + "\">" }.joined(separator: "\n")
        return [
            .init("external file entity", """
                <?xml version="1.0"?>
                <!DOCTYPE plist [ <!ENTITY xxe SYSTEM "file://\(secretFile)"> ]>
                <plist><dict><key>UIStatusBarStyle</key><string>&xxe;</string></dict></plist>
                """),
            .init("external network entity", """
                <?xml version="1.0"?>
                <!DOCTYPE plist [ <!ENTITY net SYSTEM "http://127.0.0.1:9/evil.xml"> ]>
                <plist><dict><key>UIStatusBarStyle</key><string>&net;</string></dict></plist>
                """),
            .init("parameter entity", """
                <?xml version="1.0"?>
                <!DOCTYPE plist [ <!ENTITY % remote SYSTEM "file://\(dtdFile)"> %remote; ]>
                <plist><dict><key>UIStatusBarStyle</key><string>&fromdtd;</string></dict></plist>
                """),
            .init("billion laughs", """
                <?xml version="1.0"?>
                <!DOCTYPE plist [ <!ENTITY lol0 "lol">
                \(laughs)
                ]>
                <plist><dict><key>UIStatusBarStyle</key><string>&lol9;</string></dict></plist>
                """),
            .init("external DTD declaring the entity", """
                <?xml version="1.0"?>
                <!DOCTYPE plist SYSTEM "file://\(dtdFile)">
                <plist><dict><key>UIStatusBarStyle</key><string>&fromdtd;</string></dict></plist>
                """),
            .init("undeclared entity", """
                <?xml version="1.0"?>
                <plist><dict><key>UIStatusBarStyle</key><string>&undeclared;</string></dict></plist>
                """),
        ]
    }

    @Test func entitiesAreNeverResolvedInPropertyLists() throws {
        let folder = try TemporaryFolder("entities")
        defer { folder.remove() }
        try folder.write(Self.secret, to: "secret.txt")
        try folder.write("<!ENTITY fromdtd \"\(Self.secret)\">", to: "evil.dtd")
        let attacks = Self.entityAttacks(secretFile: folder.url.appendingPathComponent("secret.txt").path,
                                         dtdFile: folder.url.appendingPathComponent("evil.dtd").path)
        for attack in attacks {
            do {
                let value = try PropertyListReader.read(attack.bytes, file: "Evil.plist")
                let style = value.dict?["UIStatusBarStyle"]?.string ?? ""
                #expect(!style.contains(Self.secret), "\(attack.name) resolved an entity")
                #expect(!style.contains("lol"), "\(attack.name) expanded an entity")
            } catch {
                BadInputs.expectLocated(error, in: attack.bytes, file: "Evil.plist")
                #expect(!error.description.contains(Self.secret), "\(attack.name): \(error)")
            }
        }
    }

    // MARK: - Size limit

    @Test func aFileOverTheLimitIsRefusedFromItsSize() throws {
        let folder = try TemporaryFolder("size")
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("Huge.plist").path
        try BadInputs.makeSparseFile(at: path, size: 200 * 1024 * 1024)
        let failure = try #require(throws: FileReadFailure.self) { try FileReading.read(path: path, shownAs: "Huge.plist") }
        #expect(failure.reason == "file is larger than 16 MiB (209715200 bytes): skipped")
        #expect(failure.file == "Huge.plist")

        let error = try #require(throws: LocatedError.self) {
            try PropertyListReader.read(contentsOf: URL(fileURLWithPath: path), file: "Huge.plist")
        }
        #expect(error.location == SourceLocation(file: "Huge.plist", line: 1, column: 1))
        #expect(error.message.hasPrefix("file is larger than 16 MiB"))
    }

    @Test func theLimitIsExactAndConfigurable() throws {
        let folder = try TemporaryFolder("limit")
        defer { folder.remove() }
        try folder.write(Data(repeating: 0x41, count: 1024), to: "a.txt")
        let path = folder.url.appendingPathComponent("a.txt").path
        #expect(try FileReading.read(path: path, shownAs: "a.txt", limit: 1024).count == 1024)
        let failure = try #require(throws: FileReadFailure.self) { try FileReading.read(path: path, shownAs: "a.txt", limit: 1023) }
        #expect(failure.problem == "file is larger than 1023 bytes (1024 bytes)")
        #expect(FileReading.maximumFileSize == 16 * 1024 * 1024)
    }

    @Test func hugeProjectFilesAreSkippedAndTheRestIsRead() throws {
        let folder = try TemporaryFolder("huge")
        defer { folder.remove() }
        try folder.write(Self.infoPlist, to: "Small/Info.plist")
        try folder.write(Self.colorSet, to: "Small/Assets.xcassets/Tint.colorset/Contents.json")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Huge/Assets.xcassets/Big.colorset"),
                                                withIntermediateDirectories: true)
        try BadInputs.makeSparseFile(at: folder.url.appendingPathComponent("Huge/Info.plist").path, size: 200 * 1024 * 1024)
        try BadInputs.makeSparseFile(at: folder.url.appendingPathComponent("Huge/Assets.xcassets/Big.colorset/Contents.json").path,
                                     size: 200 * 1024 * 1024)
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.skipped.contains(SkippedFile(file: "Huge/Info.plist", reason: "file is larger than 16 MiB (209715200 bytes): skipped")))
        #expect(inventory.errors.contains { $0.location.file == "Huge/Assets.xcassets/Big.colorset/Contents.json" && $0.message.contains("larger than 16 MiB") })
        #expect(inventory.colors.map(\.name) == ["Tint"])
    }

    // MARK: - Files and folders

    @Test func hostileNamesAreListedAndRead() throws {
        let folder = try TemporaryFolder("names")
        defer { folder.remove() }
        for name in BadInputs.hostileNames {
            try folder.write(Self.colorSet, to: "App/Assets.xcassets/\(name).colorset/Contents.json")
            try folder.write(Self.infoPlist, to: "\(name)/Info.plist")
        }
        let nonUTF8 = BadInputs.makeFileWithNonUTF8Name(in: folder.url.path)
        let files = ProjectFiles.scan(root: folder.url)
        for name in BadInputs.hostileNames {
            #expect(files.files.contains(ProjectFile(path: "\(name)/Info.plist", kind: .plist)), "\(name)")
        }
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.colors.map(\.name).sorted() == BadInputs.hostileNames.sorted())
        #expect(inventory.apps.count == BadInputs.hostileNames.count)
        if nonUTF8 {
            // A name that is not UTF-8 is listed (with replacement characters) or left out; either way the walk ends.
            #expect(files.files.count >= BadInputs.hostileNames.count * 2)
        }
    }

    @Test func aFolderWhereAFileIsExpectedIsAClearReason() throws {
        let folder = try TemporaryFolder("folder-as-file")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Info.plist"), withIntermediateDirectories: true)
        let failure = try #require(throws: FileReadFailure.self) { try FileReading.read(relativePath: "Info.plist", root: folder.url.path) }
        #expect(failure.reason == "a folder: skipped")
    }

    @Test func aFIFOIsNeverOpenedForABlockingRead() throws {
        let folder = try TemporaryFolder("fifo")
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("pipe.plist").path
        try #require(mkfifo(path, 0o644) == 0)
        let failure = try #require(throws: FileReadFailure.self) { try FileReading.read(path: path, shownAs: "pipe.plist") }
        #expect(failure.reason == "not a regular file: skipped")
        // The walker lists regular files only, so the audit never reaches it.
        #expect(ProjectFiles.scan(root: folder.url).files.isEmpty)
    }

    @Test func unreadableFilesAndFoldersAreSkippedWithTheReason() throws {
        let folder = try TemporaryFolder("unreadable")
        defer {
            chmod(folder.url.appendingPathComponent("Locked").path, 0o755)
            folder.remove()
        }
        try folder.write(Self.infoPlist, to: "Open/Info.plist")
        try folder.write(Self.infoPlist, to: "Locked/Info.plist")
        try folder.write(Self.infoPlist, to: "Closed/Info.plist")
        chmod(folder.url.appendingPathComponent("Closed/Info.plist").path, 0)
        chmod(folder.url.appendingPathComponent("Locked").path, 0)
        let inventory = ProjectInventory.read(root: folder.url)
        if BadInputs.permissionsDoNotApply {
            // Running as root: chmod 000 does not bite, every file is read. What can be tested:
            // the run completes and reads all three.
            #expect(inventory.apps.count == 3)
        } else {
            #expect(inventory.apps.map(\.name) == ["Open"])
            #expect(inventory.skipped.contains(SkippedFile(file: "Locked", reason: "the folder cannot be read")))
            #expect(inventory.skipped.contains(SkippedFile(file: "Closed/Info.plist", reason: "permission denied: skipped")))
        }
    }

    @Test func linkLoopsAndLinksLeavingTheFolderAreNotFollowed() throws {
        let outside = try TemporaryFolder("outside")
        let folder = try TemporaryFolder("links-reliability")
        defer { folder.remove(); outside.remove() }
        try outside.write(Self.infoPlist, to: "Info.plist")
        try folder.write(Self.infoPlist, to: "App/Info.plist")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: folder.url.appendingPathComponent("Escape/Info.plist").deletingLastPathComponent().path,
                                  withDestinationPath: outside.url.path)
        try fm.createSymbolicLink(atPath: folder.url.appendingPathComponent("Loop A.plist").path, withDestinationPath: "Loop B.plist")
        try fm.createSymbolicLink(atPath: folder.url.appendingPathComponent("Loop B.plist").path, withDestinationPath: "Loop A.plist")
        try fm.createSymbolicLink(atPath: folder.url.appendingPathComponent("App/Again").path, withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: folder.url.appendingPathComponent("App/Secret.plist").path,
                                  withDestinationPath: outside.url.appendingPathComponent("Info.plist").path)

        let files = ProjectFiles.scan(root: folder.url)
        #expect(files.files.map(\.path) == ["App/Info.plist"])
        #expect(files.skipped.contains { $0.path == "Escape" && $0.reason.contains("leaves the audited folder") })
        #expect(files.skipped.contains { $0.path == "App/Secret.plist" && $0.reason.contains("leaves the audited folder") })
        #expect(files.skipped.contains { $0.path == "App/Again" && $0.reason.contains("cycle") })

        // Reading by relative path (INFOPLIST_FILE, say) does not follow the link out either.
        let failure = try #require(throws: FileReadFailure.self) { try FileReading.read(relativePath: "App/Secret.plist", root: folder.url.path) }
        #expect(failure.reason.contains("leaves the audited folder"))
        let loop = try #require(throws: FileReadFailure.self) { try FileReading.read(relativePath: "Loop A.plist", root: folder.url.path) }
        #expect(loop.reason == "a symbolic link loop: skipped")
    }

    /// A file the walk reached through no link is read without its real path resolved; one that
    /// became a link since (the walk said a regular file) is still checked, and a link the walk
    /// followed is listed in `followedLinks`, its files checked.
    @Test func filesReachedWithoutLinksAreReadWithoutResolvingTheirPath() throws {
        let outside = try TemporaryFolder("outside-direct")
        let folder = try TemporaryFolder("links-direct")
        defer { folder.remove(); outside.remove() }
        try outside.write(Self.infoPlist, to: "Info.plist")
        try folder.write(Self.infoPlist, to: "App/Info.plist")
        try folder.write(Self.infoPlist, to: "Shared/Info.plist")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: folder.url.appendingPathComponent("Linked").path, withDestinationPath: "Shared")
        try fm.createSymbolicLink(atPath: folder.url.appendingPathComponent("App/Copy.plist").path, withDestinationPath: "Info.plist")

        let files = ProjectFiles.scan(root: folder.url)
        // (The walk lists `Linked` first: `Shared` is the same folder again.)
        #expect(files.files.map(\.path) == ["App/Copy.plist", "App/Info.plist", "Linked/Info.plist"])
        #expect(files.skipped.contains { $0.path == "Shared" && $0.reason.contains("already listed") })
        #expect(files.followedLinks == ["App/Copy.plist", "Linked"])
        #expect(files.isReachedThroughLink("Linked/Info.plist") && files.isReachedThroughLink("App/Copy.plist"))
        #expect(!files.isReachedThroughLink("App/Info.plist") && !files.isReachedThroughLink("LinkedOther/Info.plist"))
        #expect(!files.isReachedThroughLink("Linke") && !files.isReachedThroughLink("App/Copy.plist2"))

        let root = folder.url.path, realRoot = FileReading.realPath(of: root)
        let direct = try FileReading.read(relativePath: "App/Info.plist", root: root, realRoot: realRoot, throughLinks: false)
        #expect(direct == Array(Self.infoPlist.utf8))
        // The walk saw a regular file, which is now a link out of the folder: refused as before.
        try fm.removeItem(atPath: folder.url.appendingPathComponent("App/Info.plist").path)
        try fm.createSymbolicLink(atPath: folder.url.appendingPathComponent("App/Info.plist").path,
                                  withDestinationPath: outside.url.appendingPathComponent("Info.plist").path)
        let failure = try #require(throws: FileReadFailure.self) {
            try FileReading.read(relativePath: "App/Info.plist", root: root, realRoot: realRoot, throughLinks: false)
        }
        #expect(failure.reason.contains("leaves the audited folder"))
        // Now a link inside the folder: read through it.
        try fm.removeItem(atPath: folder.url.appendingPathComponent("App/Info.plist").path)
        try fm.createSymbolicLink(atPath: folder.url.appendingPathComponent("App/Info.plist").path, withDestinationPath: "../Shared/Info.plist")
        #expect(try FileReading.read(relativePath: "App/Info.plist", root: root, realRoot: realRoot, throughLinks: false)
            == Array(Self.infoPlist.utf8))
    }

    @Test func aFileThatDisappearsDuringTheRunIsAnErrorAndTheRestIsRead() throws {
        let folder = try TemporaryFolder("vanish")
        defer { folder.remove() }
        try folder.write(Self.colorSet, to: "A.xcassets/Stays.colorset/Contents.json")
        try folder.write(Self.colorSet, to: "A.xcassets/Goes.colorset/Contents.json")
        let files = ProjectFiles.scan(root: folder.url)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("A.xcassets/Goes.colorset"))
        let (colors, errors) = AssetCatalogReader.readColors(files: files.files, root: folder.url)
        #expect(colors.map(\.name) == ["Stays"])
        let error = try #require(errors.first)
        #expect(error.location == SourceLocation(file: "A.xcassets/Goes.colorset/Contents.json", line: 1, column: 1))
        #expect(error.message.contains("does not exist (it may have been removed during the run)"), "\(error)")
    }

    // MARK: - Never writes into the audited folder

    @Test func theWalkAndTheReadersNeverModifyTheAuditedFolder() throws {
        let folder = try TemporaryFolder("read-only")
        defer {
            _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path)
            folder.remove()
        }
        let copy = folder.url.appendingPathComponent("Sunrise")
        try FileManager.default.copyItem(at: Fixtures.url("ReadersSunrise"), to: copy)
        // Read-only everywhere (root ignores the bits; the digest below is the real check).
        let walker = FileManager.default.enumerator(atPath: copy.path)
        while let relative = walker?.nextObject() as? String {
            let full = copy.appendingPathComponent(relative).path
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
            chmod(full, isDirectory.boolValue ? 0o555 : 0o444)
        }
        chmod(copy.path, 0o555)
        let before = BadInputs.treeDigest(copy)
        #expect(before.count > 10)

        let files = ProjectFiles.scan(root: copy)
        let inventory = ProjectInventory.read(root: copy)
        for file in files.files where file.kind == .plist || file.kind == .pbxproj {
            _ = try? PropertyListReader.read(file: file.path, root: copy)
        }
        #expect(!inventory.apps.isEmpty)
        #expect(BadInputs.treeDigest(copy) == before)
        chmod(copy.path, 0o755)
        let restore = FileManager.default.enumerator(atPath: copy.path)
        while let relative = restore?.nextObject() as? String { chmod(copy.appendingPathComponent(relative).path, 0o755) }
    }
}
