// `statusbar-bench audit [--sizes 1000,5000,20000] [--objc-pairs M] [--shape real-app|swiftui] [--folder DIR]`:
// audits generated projects of each size (Swift files; `--objc-pairs` sets the Objective-C .h/.m
// pairs of each; `--shape real-app` spreads them over many targets like a large app, `--shape swiftui`
// writes a SwiftUI-heavy app: an `@main` App, views with stacks, sheets and modifiers), and
// times `grep -rlE` for the same identifiers over the same tree in the same run.
import Audit
import ProjectReaders
import ProjectReading
import SourceModel
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
        let shape = ProjectShape(rawValue: value("--shape") ?? "") ?? .singleTarget
        let folder = base.appendingPathComponent("project-\(size)" + (objcPairs.map { "-objc\($0)" } ?? "")
                                                 + (shape == .singleTarget ? "" : "-" + shape.rawValue))
        let generator = ProjectGenerator(swiftFileCount: size, objcPairCount: objcPairs, shape: shape)
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

// `statusbar-bench incremental [--sizes 4000] [--shape real-app|single-target] [--folder DIR]`: the
// cache. For each size: the audit without a cache, a cold run that fills it, a warm run with
// nothing changed, and warm runs after editing one Swift file (a line appended, as an editor
// saves it: the file's time is now); then the same two through the output memo (`memo`, `memo edit`).
func runIncrementalBenchmark(_ arguments: [String]) -> Int32 {
    func value(_ flag: String) -> String? {
        guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
        return arguments[i + 1]
    }
    let sizes = (value("--sizes") ?? "4000").split(separator: ",").compactMap { Int($0) }
    guard let shape = ProjectShape(rawValue: value("--shape") ?? ProjectShape.realApp.rawValue) else {
        print("usage: statusbar-bench incremental [--sizes N,…] [--shape single-target|real-app] [--folder DIR]")
        return 2
    }
    let base = URL(fileURLWithPath: value("--folder") ?? NSTemporaryDirectory() + "statusbar-bench")
    let fm = FileManager.default
    print("Incremental audit (release build, in process; best of 3 runs; \(ProcessInfo.processInfo.activeProcessorCount) cores)")
    print(["files", "no cache", "cold", "warm", "1 edit", "memo", "memo edit", "served", "read", "cache MiB"].map { $0.padding(toLength: 10, withPad: " ", startingAt: 0) }
        .joined())
    for size in sizes {
        let folder = base.appendingPathComponent("project-\(size)-\(shape.rawValue)")
        if !fm.fileExists(atPath: folder.path) {
            do { _ = try ProjectGenerator(swiftFileCount: size, shape: shape).write(to: folder) } catch {
                print("error: cannot generate \(folder.path): \(error)")
                return 1
            }
        }
        // Files written in the last seconds are not kept by the cache: the project is made an hour old.
        let old = Date(timeIntervalSinceNow: -3_600)
        var swiftFiles: [String] = []
        for path in fm.subpaths(atPath: folder.path) ?? [] {
            try? fm.setAttributes([.modificationDate: old], ofItemAtPath: folder.appendingPathComponent(path).path)
            if path.hasSuffix("ViewController.swift") { swiftFiles.append(path) }
        }
        guard let edited = swiftFiles.sorted().first.map({ folder.appendingPathComponent($0) }) else { continue }
        let cache = base.appendingPathComponent("cache-\(size)-\(shape.rawValue)")
        var options = AuditOptions(root: folder)
        func best(_ runs: Int = 3, before: () -> Void = {}, _ body: () -> Void) -> Double {
            (0..<runs).map { _ in
                before()
                let start = ContinuousClock.now
                body()
                return seconds(ContinuousClock.now - start)
            }.min() ?? .nan
        }
        _ = Auditor.run(options)  // warm-up: file system caches
        let uncached = best { _ = Auditor.run(options) }
        options.cache = .folder(cache.path)
        let cold = best(before: { try? fm.removeItem(at: cache) }) { _ = Auditor.run(options) }
        _ = Auditor.run(options)
        let warm = best { _ = Auditor.run(options) }
        let model = Auditor.model(options)
        var edits = 0
        func edit() {
            edits += 1
            if let handle = try? FileHandle(forWritingTo: edited) {
                handle.seekToEndOfFile()
                handle.write(Data("\n// edited \(edits)\n".utf8))
                try? handle.close()
            }
        }
        let afterEdit = best(before: edit) { _ = Auditor.run(options) }
        // The edited file is younger than the settling time: it is read again, not kept.
        let editedModel = Auditor.model(options)
        // Through the output memo (as `statusbar audit` runs): nothing changed, then a comment
        // appended (no fact changes). `warm` and `1 edit` above build the model every time.
        func rendered() { _ = Auditor.rendered(options, key: "bench") { JSONReporter.render($0) } }
        rendered()
        let memo = best { rendered() }
        let memoEdit = best(before: edit) { rendered() }
        let cacheFile = (try? fm.contentsOfDirectory(atPath: cache.path))?.first { $0.hasPrefix("facts-") } ?? ""
        let cacheSize = ((try? fm.attributesOfItem(atPath: cache.path + "/" + cacheFile)[.size]) as? Int) ?? 0
        print([String(size), format(uncached), format(cold), format(warm), format(afterEdit), format(memo), format(memoEdit),
               String(model.contents.cacheUse.served), String(editedModel.contents.cacheUse.read),
               String(Double(cacheSize * 10 / (1 << 20)) / 10)].map { $0.padding(toLength: 10, withPad: " ", startingAt: 0) }.joined())
    }
    return 0
}

// `statusbar-bench phases FOLDER [--cache DIR] [--runs N]`: where one audit of a real folder spends
// its time, step by step (walk and read, the digest of the inputs, decoding what the cache served,
// the model, the rules, the JSON), best of N runs (default 5) each, in process. With `--cache`, the
// cache is filled first, so the steps are those of a warm run that builds the model (as after an
// edit that changes facts); without, every file is read and parsed.
func runPhasesBenchmark(_ arguments: [String]) -> Int32 {
    func value(_ flag: String) -> String? {
        guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
        return arguments[i + 1]
    }
    guard let folder = arguments.first, !folder.hasPrefix("--") else {
        print("usage: statusbar-bench phases FOLDER [--cache DIR] [--runs N]")
        return 2
    }
    let runs = value("--runs").flatMap(Int.init) ?? 5
    var options = AuditOptions(root: URL(fileURLWithPath: folder).standardizedFileURL)
    if let cache = value("--cache") {
        options.cache = .folder(URL(fileURLWithPath: cache).standardizedFileURL.path)
        Auditor.gather(options).contents().cacheUpdate?.write()
    }
    var samples: [String: [Double]] = [:]
    let names = ["walk and read", "digest", "decode", "model", "rules", "json", "total"]
    for _ in 0..<runs {
        var times: [Double] = []
        func timed<T>(_ body: () -> T) -> T {
            let start = ContinuousClock.now
            let value = body()
            times.append(seconds(ContinuousClock.now - start))
            return value
        }
        let gathered = timed { Auditor.gather(options) }
        _ = timed { gathered.digest }
        var contents = timed { gathered.contents() }
        contents.cacheUpdate = nil
        let model = timed { Auditor.model(options, contents: contents) }
        let report = timed { Auditor.report(options, model: model, rules: RuleCatalog.all) }
        _ = timed { JSONReporter.render(report) }
        times.append(times.reduce(0, +))
        for (name, time) in zip(names, times) { samples[name, default: []].append(time) }
    }
    #if DEBUG
    let build = "debug build"
    #else
    let build = "release build"
    #endif
    // Parts of "walk and read", each alone (in the audit they overlap: the cache file is opened
    // and the inventory read while the files are looked up). The inventory part parses every
    // Xcode project file (it reads as without a cache); the audit's warm run decodes them instead.
    let root = options.root
    var parts: [(String, Double)] = []
    func part(_ name: String, _ body: () -> Void) {
        let times = (0..<runs).map { _ in
            let start = ContinuousClock.now
            body()
            return seconds(ContinuousClock.now - start)
        }
        parts.append((name, times.min() ?? .nan))
    }
    part("  cache open") { _ = FactsCache.open(options.cache, root: root) }
    let listing = ProjectFiles.scan(root: root)
    part("  walk") { _ = ProjectFiles.scan(root: root) }
    part("  inventory, projects parsed") { _ = ProjectInventory.read(root: root, files: listing) }
    part("  stat sources") {
        for file in listing.files where SourceReading.handles(file.kind) { _ = FileIdentity.of(path: root.path + "/" + file.path) }
    }
    print("Phases of one audit of \(folder) (\(build), in process, best of \(runs); \(ProcessInfo.processInfo.activeProcessorCount) cores; cache: \(value("--cache") == nil ? "off" : "warm"))")
    for name in names {
        print(name.padding(toLength: 30, withPad: " ", startingAt: 0) + format(samples[name]?.min() ?? .nan))
        if name == names[0] { for (part, time) in parts { print(part.padding(toLength: 30, withPad: " ", startingAt: 0) + format(time)) } }
    }
    return 0
}
