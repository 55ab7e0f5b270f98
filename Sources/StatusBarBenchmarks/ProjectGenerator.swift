// `statusbar-bench generate --files N --output DIR`: writes a large, synthetic but realistic iOS
// project folder for the audit benchmark. The same N always gives the same bytes: a seeded
// SplitMix64 generator decides everything, nothing comes from the system's randomness or clock.
import Foundation
import ProjectReaders

/// A deterministic pseudo-random generator (SplitMix64), seeded by the caller.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `range`, drawn without the standard library's platform-dependent paths.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `percent`/100.
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}

/// What one generated Swift file holds.
enum GeneratedKind: CaseIterable {
    case model, viewModel, service, view, cell, utility, viewController, navigationController
}

/// The size of a generated project, as measured after writing it.
struct GeneratedProjectStats {
    var swiftFiles = 0
    var objcFiles = 0
    var storyboards = 0
    var colorSets = 0
    var files = 0
    var lines = 0
    var bytes = 0
    var viewControllers = 0
    var navigationControllers = 0
    var statusBarOverrides = 0
}

/// Writes the files of a generated project, creating folders as needed, and counts them.
final class GeneratedFileWriter {
    let output: URL
    var stats = GeneratedProjectStats()
    private var directories = Set<String>()

    init(output: URL) { self.output = output }

    func emit(_ relative: String, _ text: String) throws {
        let url = output.appendingPathComponent(relative)
        let directory = url.deletingLastPathComponent()
        if directories.insert(directory.path).inserted {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        let bytes = Array(text.utf8)
        try writeFile(url.path, bytes)
        stats.files += 1
        stats.bytes += bytes.count
        stats.lines += bytes.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    }

    /// Writes with stdio: `Data.write(to:)` syncs each file to disk on Linux, which makes
    /// writing 20,000 files take minutes on a slow disk.
    private func writeFile(_ path: String, _ bytes: [UInt8]) throws {
        guard let file = fopen(path, "wb") else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path]) }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        if written != bytes.count || closed != 0 { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
    }
}

/// Builds a synthetic iOS project of `swiftFileCount` Swift files (plus storyboards, color sets,
/// about 5% Objective-C files, Info.plist and a project.pbxproj listing them all).
struct ProjectGenerator {
    let swiftFileCount: Int
    /// How many Objective-C `.h`/`.m` pairs to write: about 5% of the Swift files unless given
    /// (`--objc-pairs N` writes a mostly Objective-C project).
    var objcPairCount: Int? = nil
    /// One target (the original benchmark projects), or many like a large real app (`RealAppLayout`).
    var shape: ProjectShape = .singleTarget
    let projectName = "Meridian"

    static let domains = [
        "Account", "Activity", "Billing", "Cart", "Catalog", "Chat", "Checkout", "Discover", "Events",
        "Favorites", "Feed", "Inbox", "Library", "Location", "Media", "Notifications", "Onboarding",
        "Orders", "Payments", "Profile", "Rewards", "Search", "Settings", "Social", "Stories",
        "Support", "Teams", "Tickets", "Travel", "Wallet",
    ]
    private static let nouns = ["Item", "Summary", "Detail", "Entry", "Record", "Section", "Header", "Badge",
                                "Preview", "Draft", "Filter", "Option", "Group", "Thread", "Slot"]
    /// One planned Swift file.
    struct Plan {
        var index: Int
        var kind: GeneratedKind
        var domain: String
        var typeName: String
        var path: String
    }

    /// Every Swift file's kind, name and path, decided before any is written so that
    /// controllers can push and present each other.
    func plan() -> [Plan] {
        var rng = SeededGenerator(seed: UInt64(swiftFileCount) &* 0x2545_F491_4F6C_DD1D)
        var plans: [Plan] = []
        plans.reserveCapacity(swiftFileCount)
        for index in 0..<swiftFileCount {
            let domain = Self.domains[index % Self.domains.count]
            let group = index / Self.domains.count
            let roll = rng.int(0...99)
            let kind: GeneratedKind
            switch roll {
            case 0..<20: kind = .model
            case 20..<35: kind = .viewModel
            case 35..<47: kind = .service
            case 47..<61: kind = .view
            case 61..<75: kind = .cell
            case 75..<90: kind = .utility
            case 90..<99: kind = .viewController
            default: kind = .navigationController
            }
            let noun = rng.pick(Self.nouns) + (group > 0 ? String(group) : "")
            let suffix: String
            switch kind {
            case .model: suffix = ""
            case .viewModel: suffix = "ViewModel"
            case .service: suffix = "Service"
            case .view: suffix = "View"
            case .cell: suffix = "Cell"
            case .utility: suffix = "Formatter"
            case .viewController: suffix = "ViewController"
            case .navigationController: suffix = "NavigationController"
            }
            let typeName = domain + noun + suffix
            let folder: String
            switch kind {
            case .model: folder = "Models"
            case .viewModel: folder = "ViewModels"
            case .service: folder = "Services"
            case .view, .cell: folder = "Views"
            case .utility: folder = "Support"
            case .viewController, .navigationController: folder = "Screens"
            }
            plans.append(Plan(index: index, kind: kind, domain: domain, typeName: typeName,
                              path: "\(projectName)/Features/\(domain)/\(folder)/\(typeName).swift"))
        }
        return plans
    }

    // MARK: - Writing

    /// Writes the project under `output` (created if needed) and returns what was written.
    func write(to output: URL) throws -> GeneratedProjectStats {
        if shape == .realApp { return try RealAppLayout(generator: self).write(to: output) }
        if shape == .swiftUI { return try SwiftUIAppLayout(generator: self).write(to: output) }
        let writer = GeneratedFileWriter(output: output)
        var written: [(path: String, role: FileRole)] = []
        func emit(_ relative: String, _ text: String, role: FileRole) throws {
            try writer.emit(relative, text)
            if role != .none { written.append((relative, role)) }
        }

        let plans = plan()
        let controllers = plans.filter { $0.kind == .viewController }
        let navigations = plans.filter { $0.kind == .navigationController }
        var rng = SeededGenerator(seed: UInt64(swiftFileCount) ^ 0x5DEE_CE66_D1CE_4E5B)
        for plan in plans {
            var source = SwiftSource(plan: plan, rng: SeededGenerator(seed: UInt64(plan.index) &+ 0x1234_5678 &* UInt64(swiftFileCount)))
            let text = source.render(controllers: controllers)
            writer.stats.statusBarOverrides += source.statusBarOverrides
            try emit(plan.path, text, role: .source)
        }
        writer.stats.swiftFiles = plans.count
        writer.stats.viewControllers = controllers.count
        writer.stats.navigationControllers = navigations.count

        // Objective-C: about 5% of the Swift file count, as .h/.m pairs, unless told otherwise.
        let objcPairs = objcPairCount ?? max(1, swiftFileCount / 40)
        for pair in 0..<objcPairs {
            let name = "MRL" + Self.domains[pair % Self.domains.count] + "Legacy\(pair)ViewController"
            let (header, implementation) = ObjCSource.render(className: name, index: pair, rng: &rng)
            try emit("\(projectName)/Legacy/\(name).h", header, role: .header)
            try emit("\(projectName)/Legacy/\(name).m", implementation, role: .source)
            writer.stats.objcFiles += 2
        }

        // Color sets: about one per 50 Swift files.
        let colorCount = max(1, swiftFileCount / 50)
        var colorNames: [String] = []
        for c in 0..<colorCount {
            let name = Self.domains[c % Self.domains.count] + "Tint\(c)"
            colorNames.append(name)
            try emit("\(projectName)/Assets.xcassets/\(name).colorset/Contents.json",
                     Self.colorSet(adaptive: c % 3 != 0, rng: &rng), role: .none)
        }
        try emit("\(projectName)/Assets.xcassets/Contents.json",
                 "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n", role: .none)
        written.append(("\(projectName)/Assets.xcassets", .resource))
        writer.stats.colorSets = colorCount

        // Storyboards: about one per 100 Swift files, each with a navigation controller and scenes
        // naming generated controllers; Main holds a tab bar over the first few navigation scenes.
        let storyboardCount = max(1, swiftFileCount / 100)
        for s in 0..<storyboardCount {
            let chunk = stride(from: s, to: controllers.count, by: storyboardCount).map { controllers[$0].typeName }
            let navClass = navigations.isEmpty ? nil : navigations[s % navigations.count].typeName
            let name = s == 0 ? "Main" : Self.domains[s % Self.domains.count] + "Flow\(s)"
            let text = StoryboardSource.render(storyboardIndex: s, controllers: Array(chunk.prefix(12)),
                                               navigationClass: s % 3 == 0 ? nil : navClass,
                                               colors: colorNames, module: projectName, withTabBar: s == 0,
                                               rng: &rng)
            try emit("\(projectName)/Base.lproj/\(name).storyboard", text, role: .resource)
            writer.stats.storyboards += 1
        }
        try emit("\(projectName)/Base.lproj/LaunchScreen.storyboard", StoryboardSource.launchScreen(), role: .resource)
        writer.stats.storyboards += 1
        try emit("\(projectName)/Info.plist", Self.infoPlist(), role: .none)
        let pbxproj = PBXProjWriter(projectName: projectName, files: written).render()
        try emit("\(projectName).xcodeproj/project.pbxproj", pbxproj, role: .none)
        return writer.stats
    }

    enum FileRole { case source, header, resource, none }


    static func colorSet(adaptive: Bool, rng: inout SeededGenerator) -> String {
        func component(_ v: Int) -> String { String(format: "%.3f", Double(v) / 255) }
        func entry(_ appearance: String?, _ r: Int, _ g: Int, _ b: Int) -> String {
            let head = appearance.map {
                "      \"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"\($0)\"\n        }\n      ],\n"
            } ?? ""
            return "    {\n\(head)      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n"
                + "          \"alpha\" : \"1.000\",\n          \"blue\" : \"\(component(b))\",\n          \"green\" : \"\(component(g))\",\n"
                + "          \"red\" : \"\(component(r))\"\n        }\n      },\n      \"idiom\" : \"universal\"\n    }"
        }
        let (r, g, b) = (rng.int(0...255), rng.int(0...255), rng.int(0...255))
        var entries = [entry(nil, r, g, b)]
        if adaptive { entries.append(entry("dark", 255 - r, 255 - g, 255 - b)) }
        return "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    }

    static func infoPlist() -> String {
        plist(bundleEntries(packageType: "$(PRODUCT_BUNDLE_PACKAGE_TYPE)") + """
            \t<key>UIApplicationSceneManifest</key>
            \t<dict>
            \t\t<key>UIApplicationSupportsMultipleScenes</key>
            \t\t<false/>
            \t\t<key>UISceneConfigurations</key>
            \t\t<dict>
            \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
            \t\t\t<array>
            \t\t\t\t<dict>
            \t\t\t\t\t<key>UISceneConfigurationName</key>
            \t\t\t\t\t<string>Default Configuration</string>
            \t\t\t\t\t<key>UISceneStoryboardFile</key>
            \t\t\t\t\t<string>Main</string>
            \t\t\t\t</dict>
            \t\t\t</array>
            \t\t</dict>
            \t</dict>
            \t<key>UILaunchStoryboardName</key>
            \t<string>LaunchScreen</string>
            \t<key>UIStatusBarStyle</key>
            \t<string>UIStatusBarStyleDefault</string>

            """)
    }

    /// The executable, identifier and package type entries every bundle's Info.plist has.
    static func bundleEntries(packageType: String) -> String {
        "\t<key>CFBundleExecutable</key>\n\t<string>$(EXECUTABLE_NAME)</string>\n"
            + "\t<key>CFBundleIdentifier</key>\n\t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>\n"
            + "\t<key>CFBundlePackageType</key>\n\t<string>\(packageType)</string>\n"
    }

    /// A property list document around `entries` (the lines inside the top `<dict>`).
    static func plist(_ entries: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
            + "<plist version=\"1.0\">\n<dict>\n" + entries + "</dict>\n</plist>\n"
    }
}

// MARK: - The `generate` command

/// `generate --files N --output DIR [--no-check]` writes a project; `generate --verify DIR` only
/// checks an existing folder. The check parses the pbxproj with `XcodeProject.parse` and reads the
/// folder with `ProjectInventory.read`, the same readers the audit uses.
func runGenerateCommand(_ arguments: [String]) -> Int32 {
    func value(_ flag: String) -> String? {
        guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
        return arguments[i + 1]
    }
    if let verify = value("--verify") {
        return verifyProject(at: URL(fileURLWithPath: verify), expectedSources: nil) ? 0 : 1
    }
    guard let filesText = value("--files"), let files = Int(filesText), files > 0, let output = value("--output"),
          let shape = ProjectShape(rawValue: value("--shape") ?? ProjectShape.singleTarget.rawValue) else {
        print("usage: statusbar-bench generate --files N [--objc-pairs M] [--shape single-target|real-app|swiftui] --output DIR [--no-check] | generate --verify DIR")
        return 2
    }
    let url = URL(fileURLWithPath: output)
    let generator = ProjectGenerator(swiftFileCount: files, objcPairCount: value("--objc-pairs").flatMap { Int($0) }, shape: shape)
    let start = ContinuousClock.now
    let stats: GeneratedProjectStats
    do {
        stats = try generator.write(to: url)
    } catch {
        print("error: cannot write \(output): \(error)")
        return 1
    }
    let elapsed = ContinuousClock.now - start
    print("""
    wrote \(output) in \(format(seconds(elapsed))) (\(stats.files) files, \(stats.lines) lines, \(stats.bytes) bytes)
      Swift files \(stats.swiftFiles) (view controllers \(stats.viewControllers), navigation controllers \(stats.navigationControllers), status bar overrides \(stats.statusBarOverrides))
      Objective-C files \(stats.objcFiles), storyboards \(stats.storyboards), color sets \(stats.colorSets)
    """)
    if arguments.contains("--no-check") { return 0 }
    return verifyProject(at: url, expectedSources: shape == .realApp ? nil : stats.swiftFiles + stats.objcFiles / 2) ? 0 : 1
}

/// Parses every pbxproj under `root` and reads the folder's inventory; prints what was found.
func verifyProject(at root: URL, expectedSources: Int?) -> Bool {
    var ok = true
    let fm = FileManager.default
    let projects = ((try? fm.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
    if projects.isEmpty { print("check: no .xcodeproj in \(root.path)"); ok = false }
    for project in projects {
        let path = "\(project)/project.pbxproj"
        guard let data = fm.contents(atPath: root.appendingPathComponent(path).path) else {
            print("check: cannot read \(path)"); ok = false; continue
        }
        let start = ContinuousClock.now
        do {
            let parsed = try XcodeProject.parse([UInt8](data), path: path)
            let elapsed = ContinuousClock.now - start
            print("check: \(path) parsed in \(format(seconds(elapsed))): \(parsed.targets.count) targets, \(parsed.problems.count) problems")
            for target in parsed.targets {
                let settings = parsed.resolvedSettings(for: target)
                print("  target \(target.name): \(target.productType ?? "?"), sdk \(settings.sdkRoot ?? "?"), "
                      + "\(target.sourceFiles.count) sources, \(target.resourceFiles.count) resources, "
                      + "Info.plist \(settings.infoPlistFile?.path ?? "none")")
                if let expectedSources, target.isApplication, target.sourceFiles.count != expectedSources {
                    print("check: expected \(expectedSources) sources in \(target.name)"); ok = false
                }
                for file in target.sourceFiles + target.resourceFiles
                where !fm.fileExists(atPath: root.appendingPathComponent(file).path) {
                    print("check: \(target.name) lists a missing file \(file)"); ok = false
                }
            }
            for problem in parsed.problems { print("  problem: \(problem)") }
        } catch {
            print("check: \(path) does not parse: \(error)"); ok = false
        }
    }
    let start = ContinuousClock.now
    let inventory = ProjectInventory.read(root: root)
    let elapsed = ContinuousClock.now - start
    print("check: inventory read in \(format(seconds(elapsed))): \(inventory.apps.count) apps, \(inventory.colors.count) colors, "
          + "\(inventory.skipped.count) skipped, \(inventory.errors.count) errors")
    for app in inventory.apps {
        print("  app \(app.name) (module \(app.moduleName ?? "?")): \(app.sourceFiles.count) sources, \(app.resourceFiles.count) resources")
        if let style = app.infoPlist.statusBarStyle.plain {
            print("    UIStatusBarStyle \(style.value) at \(style.location)")
        }
    }
    for skipped in inventory.skipped { print("  skipped \(skipped)") }
    for error in inventory.errors { print("  error \(error)") }
    if inventory.apps.isEmpty || !inventory.errors.isEmpty { ok = false }
    return ok
}
