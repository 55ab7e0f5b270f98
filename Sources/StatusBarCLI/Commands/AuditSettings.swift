import ArgumentParser
import Audit
import Foundation
import SourceModel

/// `audit`'s configuration and baseline: found, read and written here, so that `AuditCommand`
/// stays a list of options. Bad input is printed as a located error and exits 2.
struct AuditSettings {
    var configuration = AuditConfiguration()
    var baseline: Baseline?
    /// The configuration file read, and the hash of its bytes (part of the output memo's key).
    var configurationStamp = "none"

    /// `--config FILE`, else `.statusbar.yml` at the root when present. The configuration's
    /// baseline is read unless a new one is being written.
    static func load(root: URL, path: String, configFile: String?, writingBaseline: Bool) throws -> AuditSettings {
        var settings = AuditSettings()
        let known = Set(RuleCatalog.all.map(\.id))
        do throws(LocatedError) {
            if let configFile {
                settings.configuration = try AuditConfiguration.read(path: configFile, knownRules: known)
                settings.configurationStamp = stamp(of: configFile)
            } else if FileManager.default.fileExists(atPath: root.appendingPathComponent(AuditConfiguration.fileName).path) {
                // Shown as the user wrote the folder: `.statusbar.yml` for `.`, `App/.statusbar.yml` for `App`.
                var folder = path
                while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
                let shown = folder == "." ? AuditConfiguration.fileName : folder + "/" + AuditConfiguration.fileName
                settings.configuration = try AuditConfiguration.read(path: shown, knownRules: known)
                settings.configurationStamp = stamp(of: root.appendingPathComponent(AuditConfiguration.fileName).path)
            }
            if !writingBaseline, let reference = settings.configuration.baseline {
                guard FileManager.default.fileExists(atPath: reference.path) else {
                    throw reference.error("the baseline '\(reference.written)' does not exist: write it with `statusbar audit --write-baseline \(reference.written)`")
                }
                settings.baseline = try Baseline.read(path: reference.path)
            }
        } catch {
            Console.error(error.description)
            throw ExitCode(ExitStatus.invalidInput)
        }
        return settings
    }

    /// A configuration file's path and the hash of its bytes.
    private static func stamp(of path: String) -> String {
        let bytes = FileManager.default.contents(atPath: path).map { Array($0) } ?? []
        return path + " " + String(FNV1a.hash(bytes), radix: 16)
    }

    /// Writes every finding of `report` to `file` as a baseline, and returns the report with them hidden.
    static func write(baseline report: AuditReport, to file: String) throws -> AuditReport {
        let root = URL(fileURLWithPath: report.root)
        let baseline = Baseline(findings: report.findings, root: root)
        do {
            try Data(baseline.rendered().utf8).write(to: URL(fileURLWithPath: file))
        } catch {
            Console.error("\(file):1:1: error: cannot write the baseline: \(error.localizedDescription)")
            throw ExitCode(ExitStatus.invalidInput)
        }
        var hidden = report
        hidden.hiddenByBaseline += hidden.findings.count
        hidden.findings = []
        return hidden
    }

    /// The audited folder relative to the working directory (the repository root in a GitHub
    /// workflow), ending with `/`; `""` when it is the working directory or outside it.
    static func repositoryPrefix(of root: URL) -> String {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.resolvingSymlinksInPath().path
        let folder = root.standardizedFileURL.resolvingSymlinksInPath().path
        guard folder.hasPrefix(cwd + "/") else { return "" }
        return String(folder.dropFirst(cwd.count + 1)) + "/"
    }
}

extension ColorChoice {
    /// `auto`: only when stdout is a terminal (and neither NO_COLOR nor TERM=dumb says otherwise).
    var enabled: Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            if environment["NO_COLOR"].map({ !$0.isEmpty }) == true || environment["TERM"] == "dumb" { return false }
            return isatty(STDOUT_FILENO) == 1
        }
    }
}
