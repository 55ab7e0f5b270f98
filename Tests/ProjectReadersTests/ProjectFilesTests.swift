import Foundation
import SourceModel
import Testing
@testable import ProjectReaders

@Suite("Folder walker")
struct ProjectFilesTests {
    @Test func listsSortedClassifiedFilesInAFolderWithSpacesAndBang() throws {
        let folder = try TemporaryFolder("walk")
        defer { folder.remove() }
        let root = folder.url.appendingPathComponent("My App! (v2)")
        let base = "My App! (v2)/"
        for path in [
            "Sun rise!.xcodeproj/project.pbxproj", "App/Info.plist", "App/Base.lproj/Main.storyboard", "App/Cell.xib",
            "App/Assets.xcassets/Contents.json", "App/Assets.xcassets/Tint.colorset/Contents.json",
            "App/Feed View!.swift", "App/Legacy.h", "App/Legacy.m", "App/Bridge.mm", "README.md", "Config.json",
            "Pods/Lib/Nav.swift", ".git/HEAD", "App/xcuserdata/me.xcuserdatad/x.plist",
            // An exported localization catalog: copies of the storyboards no target builds.
            "Localizations/en.xcloc/Source Contents/App/Base.lproj/Main.storyboard",
        ] {
            try folder.write("x", to: base + path)
        }
        let listing = ProjectFiles.scan(root: root)
        #expect(listing.files.map(\.path) == [
            "App/Assets.xcassets/Contents.json", "App/Assets.xcassets/Tint.colorset/Contents.json",
            "App/Base.lproj/Main.storyboard", "App/Bridge.mm", "App/Cell.xib", "App/Feed View!.swift", "App/Info.plist",
            "App/Legacy.h", "App/Legacy.m", "Config.json", "Pods/Lib/Nav.swift", "README.md",
            "Sun rise!.xcodeproj/project.pbxproj",
        ])
        #expect(listing.files.map(\.kind) == [
            .assetContents, .colorSet, .storyboard, .objcPlusPlusSource, .xib, .swift, .plist, .objcHeader, .objcSource,
            .other, .swift, .other, .pbxproj,
        ])
        #expect(listing.files.filter(\.isVendored).map(\.path) == ["Pods/Lib/Nav.swift"])
        #expect(listing.skipped.isEmpty)
        #expect(listing.files(of: .plist).map(\.path) == ["App/Info.plist"])
    }

    /// A SwiftPM build folder: its dependencies' sources are read (vendored, they still declare
    /// classes); its build products, caches and the links between them are not walked at all (a
    /// package's `.build/debug` link was reported as a symbolic link cycle).
    @Test func ofABuildFolderOnlyTheCheckoutsAreWalked() throws {
        let folder = try TemporaryFolder("build")
        defer { folder.remove() }
        let fm = FileManager.default
        for path in ["Package.swift", "Sources/Widgets/Card.swift", ".build/checkouts/Themes/Sources/ThemedNav.swift",
                     ".build/x86_64-unknown-linux-gnu/debug/Widgets.build/Card.swift.o",
                     ".build/repositories/Themes-1234/HEAD", "Tools/.build/checkouts/Lint/Rule.swift",
                     "Tools/.build/release/Lint.swiftmodule/Info.plist", "App.build/Debug/Info.plist"] {
            try folder.write("x", to: "root/" + path)
        }
        let root = folder.url.appendingPathComponent("root")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent(".build/debug").path,
                                  withDestinationPath: "x86_64-unknown-linux-gnu/debug")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/loop").path,
                                  withDestinationPath: "..")
        let listing = ProjectFiles.scan(root: root)
        #expect(listing.files.map(\.path) == [
            ".build/checkouts/Themes/Sources/ThemedNav.swift", "App.build/Debug/Info.plist", "Package.swift",
            "Sources/Widgets/Card.swift", "Tools/.build/checkouts/Lint/Rule.swift",
        ])
        #expect(listing.skipped.isEmpty)
        #expect(ProjectFiles.isVendored(".build/checkouts/Themes/Sources/ThemedNav.swift"))
    }

    @Test func symbolicLinksStayInsideTheRootAndCyclesEnd() throws {
        let folder = try TemporaryFolder("links")
        defer { folder.remove() }
        let fm = FileManager.default
        try folder.write("secret", to: "outside/secret.swift")
        try folder.write("x", to: "root/App/Main.swift")
        let root = folder.url.appendingPathComponent("root")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Escape").path,
                                  withDestinationPath: folder.url.appendingPathComponent("outside").path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("App/Loop").path, withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Alias.swift").path, withDestinationPath: "App/Main.swift")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Dangling.swift").path, withDestinationPath: "nowhere.swift")
        let before = try fm.contentsOfDirectory(atPath: root.path).sorted()

        let listing = ProjectFiles.scan(root: root)
        #expect(listing.files.map(\.path) == ["Alias.swift", "App/Main.swift"])
        #expect(listing.skipped.map(\.path) == ["App/Loop", "Dangling.swift", "Escape"])
        #expect(listing.skipped.first { $0.path == "Escape" }?.reason == "a symbolic link that leaves the audited folder")
        // Read-only: nothing was added to the folder.
        #expect(try fm.contentsOfDirectory(atPath: root.path).sorted() == before)
    }

    @Test(arguments: [
        ("Pods/Alamofire/Source/Session.swift", true), ("Carthage/Checkouts/X/Y.m", true), (".build/checkouts/a.swift", true),
        ("DerivedData/SourcePackages/checkouts/p/Q.swift", true), ("vendor/lib.h", true), ("third_party/a/b.m", true),
        ("App/Libraries/Nav.swift", true), ("web/node_modules/x/y.swift", true),
        ("App/PodsHelper.swift", false), ("App/Vendor.swift", false), ("Pods", false), ("App/vendored/x.swift", false),
    ])
    func vendoredPaths(path: String, vendored: Bool) {
        #expect(ProjectFiles.isVendored(path) == vendored)
    }

    @Test func thousandsOfFilesAreListed() throws {
        let folder = try TemporaryFolder("many")
        defer { folder.remove() }
        for i in 0..<2000 { try folder.write("", to: "Module\(i % 40)/File\(i).swift") }
        let listing = ProjectFiles.scan(root: folder.url)
        #expect(listing.files.count == 2000)
        #expect(listing.files.map(\.path) == listing.files.map(\.path).sorted())
    }

    /// The stamp's values are compared with those kept by earlier runs (the output memo): they
    /// stay those of FNV-1a over the paths (each ended by a zero) and the fields' little-endian bytes.
    @Test func stampValuesStay() {
        #expect(ProjectFiles.stamp(of: []) == 0xcbf2_9ce4_8422_2325)
        #expect(ProjectFiles.stamp(of: [("Info.plist", [120, 1_700_000_000_123_456_789, 1_700_000_001_000_000_000, 42]),
                                        ("a/b.xcconfig", [-1, 0, .min, .max])]) == 0xfdb7_414a_afe2_45d7)
    }

    @Test func fixtureProjectEndToEnd() throws {
        let root = Fixtures.url("ReadersSunrise")
        let listing = ProjectFiles.scan(root: root)
        let pbxproj = try #require(listing.files(of: .pbxproj).first)
        let project = try XcodeProject.parse(Fixtures.bytes("ReadersSunrise", pbxproj.path), path: pbxproj.path)
        let iosApps = project.targets.filter { $0.isApplication && project.resolvedSettings(for: $0).buildsForIOS }
        #expect(iosApps.map(\.name) == ["Sunrise-iOS", "Moonlight"])
        // Every source file the project names exists in the listing.
        let listed = Set(listing.files.map(\.path))
        #expect(project.targets.flatMap(\.sourceFiles).allSatisfy(listed.contains))
    }
}

@Suite("Project inventory")
struct ProjectInventoryTests {
    @Test func sunriseFixture() throws {
        let inventory = ProjectInventory.read(root: Fixtures.url("ReadersSunrise"))
        #expect(inventory.apps.map(\.name) == ["Sunrise-iOS", "Moonlight"])
        #expect(inventory.apps.map(\.moduleName) == ["Sunrise_iOS", "Moonlight_Beta"])
        #expect(inventory.apps.map(\.configuration) == ["Release", "Release"])
        #expect(inventory.apps[0].infoPlist.statusBarStyle.plain?.value == "UIStatusBarStyleLightContent")
        #expect(inventory.skipped.map(\.file) == ["App/Assets.xcassets/Broken.colorset/Contents.json", "Sunrise.xcodeproj/project.pbxproj"])
        #expect(inventory.skipped.last == SkippedFile(file: "Sunrise.xcodeproj/project.pbxproj",
                                                      reason: "target 'SunriseTV' builds for tvOS: only iOS apps are audited"))
        #expect(inventory.colors.map(\.name) == ["Background", "Brand/Sunset", "Gray"])
        #expect(inventory.errors.map(\.location.file) == ["App/Assets.xcassets/Broken.colorset/Contents.json"])
    }

    @Test func withoutAProjectInfoPlistsDeclareApps() throws {
        let folder = try TemporaryFolder("noproject")
        defer { folder.remove() }
        let app = AppDiscoveryTests.plist("<key>CFBundlePackageType</key><string>APPL</string>")
        try folder.write(app, to: "Weather!/Info.plist")
        try folder.write(app, to: "Pods/Target Support Files/Info.plist")
        try folder.write(AppDiscoveryTests.plist("<key>CFBundlePackageType</key><string>BNDL</string>"), to: "WeatherTests/Info.plist")
        try folder.write("<plist><dict>", to: "Broken/Info.plist")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.map(\.name) == ["Weather!"])
        #expect(inventory.apps.first?.location.file == "Weather!/Info.plist")
        #expect(inventory.skipped.map(\.file) == ["Broken/Info.plist"])
        #expect(inventory.errors.count == 1)
    }
}

@Suite("Project files: vendored paths and listed paths")
struct VendoredAndListedTests {
    /// `isVendored` (bytes compared by length) answers as the plain test of every folder.
    @Test func vendoredAgreesWithComponents() {
        var paths = ["Pods/A.swift", "App/Pods/A.swift", "App/Pods", "Pods", "PodsX/A.swift", "XPods/A.swift", "App/Carthage/Checkouts/B.m",
                     ".build/x.swift", "a/.build/b", "SourcePackages/c", "vendor/v.h", "third_party/t.c", "Libraries/l.swift",
                     "node_modules/n.js", "Vendor/A.swift", "libraries/x", "App/Sources/main.swift", "", "/", "//Pods/x", "Pods/",
                     "App/vendors/x", "App/node_module/x", "é/Pods/ü.swift"]
        let folders = ProjectFiles.vendoredFolders
        var generator = SystemRandomNumberGenerator()
        let parts = Array(folders) + ["App", "Pod", "Podss", "x", "", "Sources"]
        for _ in 0..<500 {
            paths.append((0..<Int.random(in: 1...5, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined(separator: "/"))
        }
        for path in paths {
            let components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            #expect(ProjectFiles.isVendored(path) == components.contains { folders.contains(String($0)) }, "\(path)")
        }
    }

    /// The kind told from bytes answers as the plain reading of the path by `String`s.
    @Test func kindFromBytesAgreesWithStrings() {
        func plain(_ path: String) -> ProjectFileKind {
            let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
            if name == "project.pbxproj" { return .pbxproj }
            if name == "Contents.json" {
                let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().last.map(String.init) ?? ""
                if folder.hasSuffix(".colorset") { return .colorSet }
                return path.contains(".xcassets/") ? .assetContents : .other
            }
            guard let dot = name.lastIndex(of: ".") else { return .other }
            switch name[name.index(after: dot)...] {
            case "plist": return .plist
            case "storyboard": return .storyboard
            case "xib": return .xib
            case "swift": return .swift
            case "h": return .objcHeader
            case "m": return .objcSource
            case "mm": return .objcPlusPlusSource
            default: return .other
            }
        }
        var paths = ["project.pbxproj", "A.xcodeproj/project.pbxproj", "x/project.pbxproj.orig", "Contents.json", "a/Contents.json",
                     "A.xcassets/Contents.json", "A.xcassets/Tint.colorset/Contents.json", "Tint.colorset/Contents.json",
                     "A.xcassets/Icon.imageset/Contents.json", "a.colorset/b/Contents.json", ".colorset/Contents.json",
                     "x.xcassets", "x.xcassetsContents.json", ".swift", "swift", "a.", "a.b.swift", "é/ü.swift", "a/b.SWIFT",
                     "a.mm", "a.m", "a.h", "a.hh", "a.plist", "a.plistx", "a.xib", "a.storyboard", "a.storyboardc", "", "/", "a/",
                     "Main.storyboard/x", "dir.swift/file"]
        var generator = SystemRandomNumberGenerator()
        let parts = ["A", "a.swift", "b.m", "c.mm", "d.h", "Contents.json", "T.colorset", "Assets.xcassets", "project.pbxproj",
                     "Info.plist", "V.xib", "M.storyboard", "é", ".", "", "x.", "ü.plist"]
        for _ in 0..<2_000 {
            paths.append((0..<Int.random(in: 1...5, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined(separator: "/"))
        }
        for path in paths { #expect(ProjectFileKind.of(path) == plain(path), "\(path)") }
    }

    /// A path joined in one allocation is the one `+` makes.
    @Test func joinedPathsAreConcatenations() {
        for (folder, name) in [("", ""), ("a", "b"), ("/tmp/x y", "é ü.swift"), (String(repeating: "long/", count: 40), "n"),
                               ("a", ""), ("", "b"), ("日本", "語.m")] {
            #expect(ProjectPaths.joined(folder, name) == folder + "/" + name)
        }
    }

    @Test func listsFindsEveryFileAndNoOther() throws {
        let folder = try TemporaryFolder("listed")
        defer { folder.remove() }
        for path in ["b/x.swift", "a.swift", "a/b.swift", "a-b/c.swift", "z/é.swift"] { try folder.write("", to: path) }
        let listing = ProjectFiles.scan(root: folder.url)
        for file in listing.files { #expect(listing.lists(file.path)) }
        for other in ["", "a", "b", "a/b", "b/x", "a.swif", "zz", "a/b.swift/"] { #expect(!listing.lists(other)) }
    }
}
