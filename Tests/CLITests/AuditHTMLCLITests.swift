import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `statusbar audit --format html`, run as the built binary.
@Suite(.serialized) struct AuditHTMLCLITests {
    static let fixture = "Tests/Fixtures/AuditReportTidepool"

    @Test func htmlGoesToTheOutputFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-audit-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report.html")
        let r = try StatusBarBinary.run(["audit", Self.fixture, "--format", "html", "--output", file.path, "--fail-on", "never"])
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty, "the page goes to the file, not to standard output")
        let html = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<h1>Status bar audit: <span class=\"root\">AuditReportTidepool</span></h1>"))
        #expect(html.components(separatedBy: "class=\"card screen").count - 1 == 2)
        #expect(XMLParser(data: Data(html.utf8)).parse())
    }

    @Test func htmlGoesToStandardOutputWithoutOutput() throws {
        let r = try StatusBarBinary.run(["audit", Self.fixture, "--format", "html", "--fail-on", "never", "--device", "iphone-se-3"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("<!DOCTYPE html>"))
        // The pictures are drawn on the device asked for.
        #expect(r.stdout.contains("data-device=\"iphone-se-3\""))
        #expect(!r.stdout.contains("data-device=\"iphone-15-pro\""))
    }

    @Test func anUnwritableOutputExitsTwo() throws {
        let r = try StatusBarBinary.run(["audit", Self.fixture, "--format", "html", "--output", "/nonexistent-folder/report.html"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("/nonexistent-folder/report.html: error: cannot write the file"))
    }
}
