import SourceModel
import StatusBarEngine

/// GitHub Actions workflow commands: one `::error`, `::warning` or `::notice` line per finding,
/// which the Actions runner turns into annotations on the pull request's files.
package enum GitHubReporter {
    /// `pathPrefix` is the audited folder relative to the repository root (`""` when it is the root,
    /// else ending with `/`): GitHub resolves `file=` against the repository.
    package static func render(_ report: AuditReport, pathPrefix: String = "") -> String {
        var out = ""
        for f in report.findings {
            var message = f.message
            for r in f.related { message += "\n\(pathPrefix)\(r.location): \(r.message)" }
            out += "::\(command(f.severity)) "
            out += "file=\(escapeProperty(pathPrefix + f.location.file)),line=\(f.location.line),col=\(f.location.column),"
            out += "title=\(escapeProperty(f.rule))::\(escapeData(message))\n"
        }
        if let incomplete = report.incomplete { out += "::warning title=statusbar::\(escapeData(incomplete))\n" }
        return out
    }

    /// `error`, `warning` or `notice`.
    package static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// The message after `::`: `%`, CR and LF escaped (GitHub's toolkit `escapeData`).
    package static func escapeData(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A property value (`file=`, `title=`): also `:` and `,` (GitHub's toolkit `escapeProperty`).
    package static func escapeProperty(_ text: String) -> String {
        var out = ""
        for c in escapeData(text).unicodeScalars {
            switch c {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
