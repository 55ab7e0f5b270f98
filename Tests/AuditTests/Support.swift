@testable import Audit
import Foundation
import SourceModel
import StatusBarEngine
import Testing

/// A rule for the tests, independent of the real catalogue: one finding on every line of a
/// source file that contains `token`, at the token's column.
struct TokenRule: AuditRule {
    var description: RuleDescription
    var token: String

    init(id: String, severity: Severity, token: String, name: String? = nil, rationale: String? = nil) {
        self.token = token
        description = RuleDescription(
            id: id, name: name ?? "Uses \(token)", severity: severity,
            rationale: rationale ?? "'\(token)' is not wanted here (a rule of the tests).",
            triggering: [.swift("let x = ↓\(token)\n")], nonTriggering: [.swift("let x = 1\n")])
    }

    func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for source in model.sources {
            guard let data = FileManager.default.contents(atPath: model.contents.root.appendingPathComponent(source.path).path) else {
                continue
            }
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            for (i, line) in lines.enumerated() {
                guard let range = line.range(of: token) else { continue }
                let column = line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1
                findings.append(finding(SourceLocation(file: source.path, line: i + 1, column: column),
                                        "'\(token)' is used here: remove it"))
            }
        }
        return findings
    }
}

enum Fakes {
    static let frame = TokenRule(id: "fake-frame", severity: .warning, token: "statusBarFrame",
                                 name: "Reads the status bar frame", rationale: "Deprecated since iOS 13 (a rule of the tests).")
    static let hidden = TokenRule(id: "fake-hidden", severity: .error, token: "isStatusBarHidden",
                                  name: "Sets the application's hidden flag", rationale: "Does nothing in controller-based mode (R1).")
    static let rules: [any AuditRule] = [frame, hidden]
    static let ids: Set<String> = ["fake-frame", "fake-hidden"]
}

/// A temporary project folder written from `files` (relative path → text), removed by `remove()`.
struct TemporaryProject {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-audit-\(UUID().uuidString)")
            .standardizedFileURL
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// A project with an app and a Swift file using both fake rules' tokens.
    static func sample(_ source: String = Self.source) throws -> TemporaryProject {
        try TemporaryProject(["App/Info.plist": RuleExample.infoPlist([:]), "App/Screen.swift": source])
    }

    static let source = """
        import UIKit

        final class ScreenViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let height = UIApplication.shared.statusBarFrame.height
                UIApplication.shared.isStatusBarHidden = height > 20
            }
        }

        """
}

/// A report built by hand, for the reporters.
enum Reports {
    static func make(_ findings: [Finding], skipped: [SkippedFile] = [], root: String = "/work/My App") -> AuditReport {
        AuditReport(root: root, apps: [], screens: [], findings: findings.sorted(), skipped: skipped, errors: [],
                    filesRead: 0, filesParsed: 0)
    }

    static let findings = [
        Finding(rule: "fake-hidden", severity: .error, location: SourceLocation(file: "App/Screen.swift", line: 7, column: 30),
                message: "'isStatusBarHidden' is set in controller-based mode: override prefersStatusBarHidden",
                related: [RelatedLocation(SourceLocation(file: "App/Info.plist", line: 4, column: 2), "controller-based mode is set here")]),
        Finding(rule: "fake-frame", severity: .warning, location: SourceLocation(file: "App/Screen.swift", line: 6, column: 43),
                message: "'statusBarFrame' is deprecated: use the window scene's statusBarManager"),
        Finding(rule: "fake-frame", severity: .info, location: SourceLocation(file: "App/Sub Folder/Other, v2.swift", line: 1, column: 1),
                message: "100% sure: line one\nline two"),
    ]
}
