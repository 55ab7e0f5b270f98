import Audit
import Foundation
import SourceModel
import StatusBarEngine

/// The audit run from its options: the folder read (``ProjectContents/gather(root:configuration:excluded:budget:cache:tool:runStart:)``,
/// which runs the source readers), then the model, the rules and a reporter (``Auditor/model(_:contents:)``,
/// ``Auditor/report(_:model:rules:)``), or the output an earlier run rendered (``OutputMemo``). Here, above Audit,
/// which never runs a reader.
extension Auditor {
    package static func model(_ options: AuditOptions) -> AuditModel { model(options, contents: gather(options).contents()) }

    /// The folder walked and read for `options`, what the cache serves still undecoded.
    package static func gather(_ options: AuditOptions) -> ProjectContents.Gathered {
        ProjectContents.gather(root: options.root, configuration: options.configuration, excluded: options.excluded,
                               budget: TimeBudget(seconds: options.timeLimit), cache: options.cache)
    }

    package static func run(_ options: AuditOptions, rules: [any AuditRule] = RuleCatalog.all) -> AuditReport {
        report(options, model: model(options), rules: rules)
    }

    /// Runs the audit and renders its report with `render`, or gives the output an earlier run
    /// rendered from the same inputs (``OutputMemo``; only with the cache on). `key` names
    /// everything besides the folder that the output depends on: the configuration, the
    /// baseline, the format and its settings. An incomplete report (`--time-limit`) is not kept.
    package static func rendered(_ options: AuditOptions, key: String,
                                 render: (AuditReport) throws -> String) rethrows -> (output: OutputMemo.Output, reused: Bool) {
        let gathered = gather(options)
        let memo = gathered.digest.flatMap { OutputMemo(options.cache, root: options.root, key: key + "\n" + options.memoKey, digest: $0) }
        if let memo, let output = memo.output() {
            // Entries whose file was read again (its `stat` changed, not its facts) are kept.
            gathered.cacheUpdate?.write()
            if options.leavesMemoryToExit { LeftToExit.keep(gathered) }
            return (output, true)
        }
        let model = model(options, contents: gathered.contents())
        let report = report(options, model: model, rules: RuleCatalog.all)
        let output = OutputMemo.Output(report: report, text: try render(report))
        if let memo, report.incomplete == nil { memo.keep(output) }
        if options.leavesMemoryToExit { LeftToExit.keep((gathered, model, report)) }
        return (output, false)
    }
}

extension AuditOptions {
    /// What of these options the output depends on and ``OutputMemo`` can tell by itself (the
    /// caller's key adds the configuration file, which says what is excluded).
    var memoKey: String {
        let rules = ruleSettings.keys.sorted().map { id -> String in
            switch ruleSettings[id] {
            case .off?: "\(id)=off"
            case .severity(let severity)?: "\(id)=\(severity.rawValue)"
            case nil: id
            }
        }
        return ["root=\(root.path)", "configuration=\(configuration ?? "-")", "ios=\(ios.map { "\($0)" } ?? "-")",
                "device=\(device.id)\(deviceIsChosen ? "" : " (iPad-only apps on \(DeviceProfile.defaultPadID))")", "rules=\(rules.joined(separator: ","))",
                "baseline=\(baseline.map { String(FNV1a.hash(Array($0.rendered().utf8)), radix: 16) } ?? "-")"].joined(separator: "\n")
    }
}

/// Values never freed: a process about to exit keeps them rather than free them one by one.
private enum LeftToExit {
    private final class Box<Value>: Sendable where Value: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    static func keep<Value: Sendable>(_ value: Value) { _ = Unmanaged.passRetained(Box(value)) }
}
