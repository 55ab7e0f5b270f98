import Foundation
import ProjectReaders
import SourceModel
import Testing

/// Inputs found by the fuzz targets (Docs/Reliability.md), written out by hand.
@Suite("Fuzzing regressions")
struct FuzzRegressionTests {
    /// Found by `scripts/fuzz FuzzInterfaceBuilder` (`<?x-8A?>`): a processing instruction with
    /// no data crashes Foundation's XMLParser (a NULL C string), which reads XML plists too.
    @Test(arguments: [
        ("<?x?>\n<plist version=\"1.0\"><string>a</string></plist>\n", 1, 1),
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>A</key><?pi?>\n\t<string>a</string>\n</dict>\n</plist>\n", 4, 14),
    ])
    func processingInstructionWithoutDataIsALocatedError(text: String, line: Int, column: Int) throws {
        let error = try #require(throws: LocatedError.self) { try PropertyListReader.read(Array(text.utf8), file: "Fuzz.plist") }
        #expect(error.location == SourceLocation(file: "Fuzz.plist", line: line, column: column), "\(error)")
        #expect(error.message.hasPrefix("the processing instruction '<?"), "\(error)")
        let info = try #require(throws: LocatedError.self) { try AppInfoPlist.read(Array(text.utf8), file: "Info.plist") }
        #expect(info.location.line == line)
    }

    @Test func processingInstructionWithDataIsRead() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?pi ?><plist version=\"1.0\"><!-- <?x?> --><string>a</string></plist>\n"
        let value = try PropertyListReader.read(Array(text.utf8), file: "Fine.plist")
        #expect(value.kind == .string("a"))
    }

    /// Found while fixing the above: a declared encoding that is not a superset of ASCII let
    /// libxml2 decode the same processing instruction out of sight of the byte scan (UTF-7's
    /// `+ADw-` is `<`). Only UTF-8 (and ASCII) is read now.
    @Test(arguments: ["UTF-7", "EBCDIC-US", "ISO-8859-1", "UTF-16"])
    func encodingsOtherThanUTF8AreRefused(encoding: String) throws {
        let text = "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<plist version=\"1.0\"><string>+ADw-?x?+AD4-</string></plist>\n"
        let error = try #require(throws: LocatedError.self) { try PropertyListReader.read(Array(text.utf8), file: "E.plist") }
        #expect(error.location == SourceLocation(file: "E.plist", line: 1, column: 21))
        #expect(error.message.hasPrefix("the XML declaration names the encoding '\(encoding.lowercased())'"), "\(error)")
        let utf8 = text.replacingOccurrences(of: encoding, with: "utf-8")
        #expect(try PropertyListReader.read(Array(utf8.utf8), file: "E.plist").kind == .string("+ADw-?x?+AD4-"))
    }

    /// Without a byte order mark, UTF-16 starting with `<` reached libxml2, which decoded it out
    /// of sight of the byte scans (entities, processing instructions): refused at the start.
    @Test(arguments: [false, true])
    func utf16XMLIsRefused(bigEndian: Bool) throws {
        var bytes: [UInt8] = []
        for unit in "<?x?><plist><string>a</string></plist>".utf16 {
            let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            bytes += bigEndian ? pair.reversed() : pair
        }
        let error = try #require(throws: LocatedError.self) { try XMLPlistReader.read(bytes, file: "U.plist") }
        #expect(error.location == SourceLocation(file: "U.plist", line: 1, column: 1))
        #expect(error.message.hasPrefix("the XML property list is not UTF-8"), "\(error)")
    }
}
