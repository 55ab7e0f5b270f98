import Foundation
import SourceModel
import StatusBarEngine

/// Who made a report: the tool's name, version and home, for SARIF's `tool.driver`.
package enum StatusBarTool {
    package static let name = "statusbar"
    package static let version = "0.1.0"
    package static let informationURI = "https://github.com/statusbarkit/statusbarkit"
}

/// SARIF 2.1.0 for code scanning (GitHub's upload-sarif, editors' SARIF viewers): one run whose
/// driver lists the rules' metadata, and one result per finding, located relative to `%SRCROOT%`.
package enum SARIFReporter {
    /// The schema a SARIF 2.1.0 log names in `$schema`.
    package static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The base id that relative artifact locations name.
    package static let sourceRoot = "%SRCROOT%"

    package static func render(_ report: AuditReport, rules: [RuleDescription]) -> String {
        value(report, rules: rules).rendered()
    }

    package static func value(_ report: AuditReport, rules: [RuleDescription]) -> JSONValue {
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var run: [(String, JSONValue)] = [
            ("tool", .object([("driver", .object([
                ("name", .string(StatusBarTool.name)),
                ("version", .string(StatusBarTool.version)),
                ("informationUri", .string(StatusBarTool.informationURI)),
                ("rules", .array(rules.map(rule))),
            ]))])),
            ("originalUriBaseIds", .object([
                (sourceRoot, .object([("uri", .string(rootURI(report.root)))])),
            ])),
        ]
        if !report.skipped.isEmpty || report.incomplete != nil {
            var notifications = report.skipped.map(notification)
            if let incomplete = report.incomplete {
                notifications.append(.object([("level", .string("warning")), ("message", .object([("text", .string(incomplete))]))]))
            }
            run.append(("invocations", .array([.object([
                // An audit stopped by its time limit did not finish its work.
                ("executionSuccessful", .bool(report.incomplete == nil)),
                ("toolExecutionNotifications", .array(notifications)),
            ])])))
        }
        run.append(("results", .array(report.findings.map { result($0, index: ruleIndex[$0.rule]) })))
        return .object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
    }

    /// `error`, `warning` or `note`.
    package static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    static func rule(_ d: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(d.id)),
            ("name", .string(d.name)),
            ("shortDescription", .object([("text", .string(d.name))])),
            ("fullDescription", .object([("text", .string(d.rationale))])),
            ("defaultConfiguration", .object([("level", .string(level(d.severity)))])),
            ("properties", .object([("tags", .array([.string("status-bar")]))])),
        ])
    }

    static func result(_ f: Finding, index: Int?) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("ruleId", .string(f.rule))]
        if let index { pairs.append(("ruleIndex", .int(index))) }
        pairs += [
            ("level", .string(level(f.severity))),
            ("message", .object([("text", .string(f.message))])),
            ("locations", .array([.object([("physicalLocation", physical(f.location))])])),
        ]
        if !f.related.isEmpty {
            pairs.append(("relatedLocations", .array(f.related.enumerated().map { i, r in
                .object([
                    ("id", .int(i + 1)),
                    ("physicalLocation", physical(r.location)),
                    ("message", .object([("text", .string(r.message))])),
                ])
            })))
        }
        return .object(pairs)
    }

    static func notification(_ skip: SkippedFile) -> JSONValue {
        .object([
            ("level", .string("warning")),
            ("message", .object([("text", .string("skipped: \(skip.reason)"))])),
            ("locations", .array([.object([("physicalLocation", .object([("artifactLocation", artifact(skip.file))]))])])),
        ])
    }

    static func physical(_ l: SourceLocation) -> JSONValue {
        .object([
            ("artifactLocation", artifact(l.file)),
            ("region", .object([("startLine", .int(max(1, l.line))), ("startColumn", .int(max(1, l.column)))])),
        ])
    }

    static func artifact(_ path: String) -> JSONValue {
        .object([("uri", .string(relativeURI(path))), ("uriBaseId", .string(sourceRoot))])
    }

    /// A relative path as a URI reference: each segment percent-encoded, `/` kept.
    package static func relativeURI(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;")  // a first segment with ':' would read as a scheme
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/")
    }

    /// The audited folder as an absolute `file:` URI ending with `/` (SARIF requires the slash).
    package static func rootURI(_ root: String) -> String {
        let uri = URL(fileURLWithPath: root, isDirectory: true).absoluteString
        return uri.hasSuffix("/") ? uri : uri + "/"
    }
}
