import Audit
import Foundation
import TestSupport
import Testing
@testable import ReportRendering
import Rendering

/// Headless Chromium, when this machine has it (CI installs the Debian package `chromium`).
enum Browser {
    static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

    /// The browser's path; `nil` (with a message saying why the browser tests are skipped) when
    /// none is on `PATH` and `STATUSBAR_CHROMIUM` does not name one.
    static let path: String? = {
        let env = ProcessInfo.processInfo.environment
        if let explicit = env["STATUSBAR_CHROMIUM"], !explicit.isEmpty,
           FileManager.default.isExecutableFile(atPath: explicit) {
            return explicit
        }
        for folder in (env["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            for name in names {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        print("note: the browser tests of the audit report are skipped: no \(names.joined(separator: ", ")) on PATH "
              + "(install the Debian package chromium, or set STATUSBAR_CHROMIUM)")
        return nil
    }()

    static var isAvailable: Bool { path != nil }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the browser headless on `page` with `arguments`; killed after `timeout` seconds.
    static func run(_ arguments: [String], page: URL, in folder: URL, timeout: TimeInterval = 180) throws -> Run {
        let binary = try #require(path)
        let arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                         "--disable-extensions", "--force-device-scale-factor=1", "--force-color-profile=srgb",
                         "--user-data-dir=\(folder.appendingPathComponent("profile").path)"]
            + arguments + [page.absoluteString]
        let r = try Processes.run(URL(fileURLWithPath: binary), arguments, environment: ["HOME": folder.path], timeout: timeout)
        if r.timedOut { Issue.record(Comment(rawValue: "the browser did not finish within \(Int(timeout)) s")) }
        return Run(status: r.status, stdout: r.stdout, stderr: r.stderr)
    }
}

/// The report as a browser draws it: a screenshot that is produced and not blank, no console
/// error (a Content-Security-Policy violation would be one), and every card in the rendered DOM.
@Suite("The audit report in a headless browser", .serialized,
       // Skipped only when no Chromium can be had on this machine (the note printed says so).
       .enabled(if: Browser.isAvailable, "no headless Chromium on this machine"))
struct AuditReportBrowserTests {
    static let window = "--window-size=1280,2400"

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A screenshot of `html`; its bytes.
    func screenshot(_ html: String, in folder: URL, name: String) throws -> (png: Data, run: Browser.Run) {
        let page = folder.appendingPathComponent("\(name).html")
        try Data(html.utf8).write(to: page)
        let png = folder.appendingPathComponent("\(name).png")
        let run = try Browser.run(["--screenshot=\(png.path)", Self.window, "--enable-logging=stderr", "--v=0"],
                                  page: page, in: folder)
        return (try Data(contentsOf: png), run)
    }

    @Test(arguments: AuditFixtures.browserFolders)
    func theReportRendersWithoutConsoleErrors(folder relative: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let audited = AuditFixtures.packageRoot.appendingPathComponent(relative)
        let report = AuditFixtures.audit(audited)
        let html = AuditHTMLReporter.render(report: report, root: audited)

        let (png, run) = try screenshot(html, in: folder, name: "report")
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "not a PNG")
        // 1280 × 2400: the IHDR chunk holds the size.
        #expect(png.count > 24 && png[16..<24].elementsEqual([0, 0, 5, 0, 0, 0, 9, 96]), "not 1280 × 2400")
        // Not blank: a page of the same size with nothing on it compresses to a fraction of it.
        let (blank, _) = try screenshot("<!DOCTYPE html><html><body></body></html>", in: folder, name: "blank")
        #expect(png.count > 8 * blank.count, "the screenshot (\(png.count) bytes) is not much more than a blank page's (\(blank.count))")

        let consoleLines = run.stderr.split(separator: "\n").filter { $0.contains("CONSOLE") }
        #expect(consoleLines.isEmpty, "console messages: \(consoleLines.joined(separator: "\n"))")

        if let directory = ProcessInfo.processInfo.environment["STATUSBAR_SCREENSHOT_DIR"] {
            let name = relative.split(separator: "/").last.map(String.init) ?? "report"
            try? png.write(to: URL(fileURLWithPath: directory).appendingPathComponent("audit-report-\(name).png"))
        }
    }

    @Test(arguments: AuditFixtures.browserFolders)
    func everyCardIsInTheRenderedDOM(folder relative: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let audited = AuditFixtures.packageRoot.appendingPathComponent(relative)
        let report = AuditFixtures.audit(audited)
        let page = folder.appendingPathComponent("report.html")
        try Data(AuditHTMLReporter.render(report: report, root: audited).utf8).write(to: page)
        let run = try Browser.run(["--dump-dom"], page: page, in: folder)
        #expect(run.stdout.contains("<main>"))
        func occurrences(_ needle: String) -> Int { run.stdout.components(separatedBy: needle).count - 1 }
        #expect(occurrences("class=\"card screen") == report.screens.count)
        #expect(occurrences("<article id=\"finding-") == report.findings.count)
        #expect(occurrences("<svg ") == 2 * report.screens.count + report.apps.count)
        #expect(!run.stdout.contains("<script"))
    }
}
