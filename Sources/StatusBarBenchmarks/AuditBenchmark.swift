// `statusbar-bench audit [--sizes 1000,5000,20000] [--objc-pairs M] [--folder DIR]`: audits generated
// projects of each size (Swift files; `--objc-pairs` sets the Objective-C .h/.m pairs of each), and
// times `grep -rlE` for the same identifiers over the same tree in the same run.
import Audit
import Foundation

/// Peak resident memory of this process so far, in MiB.
func peakMemoryMiB() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // KiB on Linux
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / (1024 * 1024)  // bytes on macOS
    #endif
}

/// Runs a command and returns its wall time in seconds.
func timeCommand(_ launchPath: String, _ arguments: [String]) -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: launchPath)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = ContinuousClock.now
    do { try process.run() } catch { return .nan }
    process.waitUntilExit()
    return seconds(ContinuousClock.now - start)
}

func runAuditBenchmark(_ arguments: [String]) -> Int32 {
    func value(_ flag: String) -> String? {
        guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
        return arguments[i + 1]
    }
    let sizes = (value("--sizes") ?? "1000,5000,20000").split(separator: ",").compactMap { Int($0) }
    let base = URL(fileURLWithPath: value("--folder") ?? NSTemporaryDirectory() + "statusbar-bench")
    print("Audit (release build; wall time, median of 3 runs after one warm-up; \(ProcessInfo.processInfo.activeProcessorCount) cores)")
    print("files".padding(toLength: 8, withPad: " ", startingAt: 0), "lines".padding(toLength: 10, withPad: " ", startingAt: 0),
          "audit".padding(toLength: 10, withPad: " ", startingAt: 0), "per file".padding(toLength: 10, withPad: " ", startingAt: 0),
          "parsed".padding(toLength: 8, withPad: " ", startingAt: 0), "screens".padding(toLength: 8, withPad: " ", startingAt: 0),
          "findings".padding(toLength: 9, withPad: " ", startingAt: 0), "peak MiB".padding(toLength: 9, withPad: " ", startingAt: 0),
          "grep -rlE")
    for size in sizes {
        let objcPairs = value("--objc-pairs").flatMap { Int($0) }
        let folder = base.appendingPathComponent("project-\(size)" + (objcPairs.map { "-objc\($0)" } ?? ""))
        let generator = ProjectGenerator(swiftFileCount: size, objcPairCount: objcPairs)
        if !FileManager.default.fileExists(atPath: folder.path) {
            do { _ = try generator.write(to: folder) } catch {
                print("error: cannot generate \(folder.path): \(error)")
                return 1
            }
        }
        // The lines of the Swift and Objective-C sources, whether just written or not.
        let lines = countLines(folder)
        let options = AuditOptions(root: folder)
        _ = Auditor.run(options)  // warm-up: file system caches
        var times: [Double] = []
        var report: AuditReport?
        for _ in 0..<3 {
            let start = ContinuousClock.now
            report = Auditor.run(options)
            times.append(seconds(ContinuousClock.now - start))
        }
        times.sort()
        let grep = timeCommand("/usr/bin/grep", ["-rlE", "StatusBar|present\\(|pushViewController|modalPresentation|NavigationController",
                                                 folder.path])
        guard let report else { continue }
        let median = times[1]
        print(String(size).padding(toLength: 8, withPad: " ", startingAt: 0),
              String(lines).padding(toLength: 10, withPad: " ", startingAt: 0),
              format(median).padding(toLength: 10, withPad: " ", startingAt: 0),
              format(median / Double(report.filesRead)).padding(toLength: 10, withPad: " ", startingAt: 0),
              String(report.filesParsed).padding(toLength: 8, withPad: " ", startingAt: 0),
              String(report.screens.count).padding(toLength: 8, withPad: " ", startingAt: 0),
              String(report.findings.count).padding(toLength: 9, withPad: " ", startingAt: 0),
              String(Int(peakMemoryMiB())).padding(toLength: 9, withPad: " ", startingAt: 0),
              format(grep))
    }
    return 0
}

/// Lines of the Swift and Objective-C files under a folder.
func countLines(_ folder: URL) -> Int {
    var total = 0
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return 0 }
    while let path = walker.nextObject() as? String {
        guard path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".h") else { continue }
        if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) {
            total += data.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        }
    }
    return total
}
