import SourceModel
import StatusBarEngine

/// `path:line:col: severity: message [rule-id]` lines (the form Xcode and editors read), then a
/// summary of apps and screens. With `colors`, severities are written in ANSI colors.
package enum TextReporter {
    package static func render(_ report: AuditReport, colors: Bool = false) -> String {
        var out = ""
        for f in report.findings {
            let severity = colors ? colored(f.severity) : f.severity.rawValue
            out += "\(f.location): \(severity): \(f.message) [\(f.rule)]\n"
            for r in f.related { out += "\(r.location): note: \(r.message)\n" }
        }
        if !report.findings.isEmpty { out += "\n" }
        for appReport in report.apps {
            let a = appReport.app
            out += "\(a.name): \(a.mode.rawValue) mode; launch \(a.launch.style.rawValue), \(a.launch.hidden ? "hidden" : "visible")"
            if let first = appReport.firstScreen { out += "; first screen \(first)" }
            out += "; \(versionsText(a.versions))\n"
            for s in report.screens where s.screen.app == a.name {
                out += screenLine(s)
            }
            out += coverageText(appReport.coverage)
        }
        for skip in report.skipped { out += "skipped \(skip.file): \(skip.reason)\n" }
        // Bad input met on the way that skipped no file of its own (a missing Info.plist a target names).
        let skippedFiles = Set(report.skipped.map(\.file))
        for error in report.uniqueErrors
        where !skippedFiles.contains(error.location.file) {
            out += "unreadable \(error.location): \(error.message)\n"
        }
        if let incomplete = report.incomplete { out += "warning: \(incomplete)\n" }
        let count = { (s: Severity) in report.findings.filter { $0.severity == s }.count }
        out += "\(report.screens.count) screen\(report.screens.count == 1 ? "" : "s"), \(report.findings.count) finding\(report.findings.count == 1 ? "" : "s") (\(count(.error)) errors, \(count(.warning)) warnings, \(count(.info)) infos), \(report.skipped.count) skipped"
        if report.hiddenByBaseline > 0 { out += ", \(report.hiddenByBaseline) hidden by the baseline" }
        return out + "\n"
    }

    /// The severity's name in bold red, yellow or cyan, then a reset.
    package static func colored(_ severity: Severity) -> String {
        let code: String
        switch severity {
        case .error: code = "1;31"
        case .warning: code = "1;33"
        case .info: code = "1;36"
        }
        return "\u{1B}[\(code)m\(severity.rawValue)\u{1B}[0m"
    }

    static func screenLine(_ r: ScreenReport) -> String {
        let s = r.screen, p = r.prediction
        var where_ = ""
        if let nav = s.navigation { where_ += " in \(nav.controller.className) (bar \(nav.effectiveBarHidden ? "hidden" : "visible"))" }
        if let tab = s.tabBarClass { where_ += s.hostingRepresentable.map { " in the hosting controller of \(tab) through \($0)" } ?? " in \(tab)" }
        if let pr = s.presentation {
            where_ += " presented \(pr.style.rawValue)\(pr.captures ? " capturing" : "")"
            if let presenter = pr.presenter?.className { where_ += " by \(presenter)" }
        }
        func appearance(_ name: String, _ a: ScreenPrediction.PerAppearance) -> String {
            var text = "\(name) \(a.style.rawValue) → \(a.content.rawValue)"
            if let bg = a.background { text += " on \(bg.hex)" }
            if let c = a.contrast { text += " \(format(c)):1" }
            return text
        }
        var line = "  \(s.controller.className) (\(s.location.file):\(s.location.line))\(where_)\n"
        line += "    "
        if p.hidden == true {
            line += "hidden"
        } else {
            line += appearance("light", p.light) + "; " + appearance("dark", p.dark)
            if p.hidden == nil { line += "; hidden depends on run-time state" }
        }
        line += "; style by \(p.styleDecidedBy), hidden by \(p.hiddenDecidedBy); \(p.certainty.name)"
        if case .unknown(let why) = p.certainty { line += " (\(why))" }
        if p.possibleStyles.count > 1 { line += "; possible styles: \(p.possibleStyles.map(\.rawValue).joined(separator: ", "))" }
        line += "\n"
        // Older eras, where they draw something else than the newest iOS.
        if p.hidden != true {
            for e in r.differingEras {
                line += "    on \(r.versions.versions(of: e.era)): " + appearance("light", e.prediction.light) + "; "
                    + appearance("dark", e.prediction.dark) + "\n"
            }
        }
        return line
    }

    /// Causes of screens not followed listed under the "not followed" line; more are counted.
    static let causesListed = 5

    /// What was not modelled beyond the screens listed above (each screen whose context is
    /// unknown already says why on its own line), with the screens not followed counted by cause
    /// (``Coverage/causes``, most screens first).
    static func coverageText(_ c: Coverage) -> String {
        let followed = c.notModelled.filter { $0.kind == .screenNotFollowed }.count
        var out = ""
        if followed > 0 {
            out += "  not followed: \(followed) of \(c.screens) screens are shown in ways the audit does not follow (predicted over every place the app could show them)\n"
            let causes = c.causes.filter { $0.kind == .screenNotFollowed }
            let listed = causes.count > causesListed ? causesListed - 1 : causes.count
            for cause in causes.prefix(listed) { out += "    \(cause.count) \(cause.text)\n" }
            if causes.count > listed {
                let rest = causes.dropFirst(listed)
                out += "    and \(rest.count) more causes (\(rest.map(\.count).reduce(0, +)) screens)\n"
            }
        }
        for gap in c.notModelled where gap.kind != .screenNotFollowed && gap.kind != .controllerNotReached {
            out += "  \(gap.kind.isAssumption ? "assumed" : "not modelled"): \(gap.file): \(gap.what)\n"
        }
        // The controllers not reached in one line: an app may declare a hundred.
        if let cause = c.causes.first(where: { $0.kind == .controllerNotReached }) {
            let named = cause.places.prefix(causesListed).map { "\($0.className ?? "?") (\($0.file)\($0.line.map { ":\($0)" } ?? ""))" }
            let more = cause.count > causesListed ? " and \(cause.count - causesListed) more" : ""
            out += "  not reached: \(cause.count) \(cause.text): \(named.joined(separator: ", "))\(more)\n"
        }
        return out
    }

    /// `iOS 15.0 and later (IPHONEOS_DEPLOYMENT_TARGET), eras 13-16, 17+`.
    static func versionsText(_ v: SupportedVersions) -> String {
        var text: String
        switch v.source {
        case .declared: text = "iOS \(v.deploymentTarget) and later"
        case .assumed: text = "iOS \(v.deploymentTarget) and later (assumed: no deployment target found)"
        case .pinned: text = "pinned to iOS \(v.newest)"
        }
        if let why = v.linkedBeforeIOS13 { text += "; \(why)" }
        return text + "; eras \(v.eras.map(\.rawValue).joined(separator: ", "))"
    }

    static func format(_ ratio: Double) -> String {
        let r = Contrast.rounded(ratio)
        let cents = Int((r * 100).rounded()) % 100
        return "\(Int(r)).\(cents < 10 ? "0" : "")\(cents)"
    }
}
