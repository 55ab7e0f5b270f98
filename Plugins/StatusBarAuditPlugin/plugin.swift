import Foundation
import PackagePlugin

/// `swift package statusbar-audit [audit options]`: runs `statusbar audit` on the package's folder,
/// forwarding the arguments (`--format github`, `--fail-on warning`, `--config FILE`, …).
/// A package with no app target is audited as one app made of its code (screens from code,
/// Info.plist defaults). A non-zero exit of the audit (1 findings, 2 usage or configuration error,
/// 3 no iOS app, only for a package whose platforms leave iOS out) is reported as an error, which
/// makes `swift package` fail.
@main
struct StatusBarAuditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // The tool is the `StatusBarCLI` target (the `statusbar` executable).
        let tool = try context.tool(named: "StatusBarCLI")
        // SwiftPM passes `--target NAME` to command plugins when asked to; the audit reads the whole folder.
        var forwarded = ArgumentExtractor(arguments)
        _ = forwarded.extractOption(named: "target")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["audit", context.package.directoryURL.path] + forwarded.remainingArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        if status != 0 {
            Diagnostics.error("statusbar audit exited with status \(status)")
            exit(status)
        }
    }
}
