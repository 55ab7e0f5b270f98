@testable import ProjectReaders
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Which app owns which file is decided once, as data; the index must agree with the rules.
@Suite("Audit: the ownership index")
struct OwnershipIndexTests {
    static let paths = [
        "App/A.swift", "App/B.swift", "App/Base.lproj/Main.storyboard", "App/en.lproj/Main.storyboard",
        "Other/Main.storyboard", "Features/Map/MapView.swift", "FeaturesX/Map.swift", "Shared/Colors.xcassets",
        "x/Shared/Colors.xcassets", "Main.storyboard",
    ]

    func app(sources: [String], resources: [String], folders: [String]) -> DiscoveredApp {
        DiscoveredApp(name: "App", moduleName: "App", project: "App.xcodeproj/project.pbxproj", configuration: "Release",
                      infoPlist: AppInfoPlist(PlistDictionary(), file: nil), sourceFiles: sources, resourceFiles: resources,
                      synchronizedFolders: folders, location: SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 1, column: 1))
    }

    @Test(arguments: [
        (["App/A.swift"], ["App/Main.storyboard", "Shared/Colors.xcassets"], ["Features"]),
        ([], [], []),
        (["App/A.swift"], ["Main.storyboard"], ["Features/"]),
        ([], ["Colors.xcassets", "Shared/Colors.xcassets", "App/en.lproj/Main.storyboard"], ["App", "x/Shared"]),
        (["Features/Map/MapView.swift", "Nowhere.swift"], ["Base.lproj/Main.storyboard"], ["Feat", "FeaturesX/"]),
    ] as [([String], [String], [String])])
    func theIndexAgreesWithTheRules(sources: [String], resources: [String], folders: [String]) {
        let discovered = app(sources: sources, resources: resources, folders: folders)
        let device = DeviceProfile.named(DeviceProfile.defaultID)!
        var indexed = AuditedApp(discovered, device: device)
        indexed.indexOwnership(of: AuditedApp.PathIndex(Self.paths))
        let computed = AuditedApp(discovered, device: device)
        for path in Self.paths + ["Not/Listed.swift"] {
            #expect(indexed.owns(path) == computed.owns(path), "\(path)")
        }
        // The owned sources found from the owned paths are those found by asking every source,
        // with a source outside the indexed paths, and with two sources of one path.
        let index = AuditedApp.PathIndex(Self.paths)
        indexed.indexOwnership(of: index)
        for paths in [Self.paths + ["Not/Listed.swift", "Nowhere.swift"], ["App/A.swift", "Features/Map/MapView.swift", "App/A.swift"]] {
            let sources = paths.map { SourceFacts(path: $0, language: .swift) }
            let positions = AuditedApp.SourcePositions(sources, paths: index)
            #expect(indexed.ownedIndices(of: sources, positions: positions) == computed.ownedIndices(of: sources))
            #expect(indexed.ownedIndices(of: sources, positions: positions) == indexed.ownedIndices(of: sources))
        }
    }

    /// An app whose target lists nothing (found without a project, or a minimal one) owns every
    /// file; a target whose build phases list files, none in the audited folder (a CMake-generated
    /// test tool whose sources are absolute paths elsewhere), owns none, so the repository's other
    /// apps' screens are not its own.
    @Test(arguments: [false, true])
    func aTargetWhoseFilesAreAllElsewhereOwnsNone(elsewhere: Bool) {
        var discovered = app(sources: [], resources: [], folders: [])
        discovered.listsFilesElsewhere = elsewhere
        let ownsAll = !elsewhere
        let device = DeviceProfile.named(DeviceProfile.defaultID)!
        let computed = AuditedApp(discovered, device: device)
        var indexed = AuditedApp(discovered, device: device)
        indexed.indexOwnership(of: AuditedApp.PathIndex(Self.paths))
        for path in Self.paths {
            #expect(computed.owns(path) == ownsAll, "\(path)")
            #expect(indexed.owns(path) == ownsAll, "\(path)")
        }
    }

    /// The folder of a resource, read from an ASCII path's bytes, is the one split, filtered and
    /// joined as substrings (which other paths still go through); its name, read from the bytes,
    /// is the last component split.
    @Test func resourceFoldersFromBytes() {
        var paths = Self.paths + ["", "/", "a", "a/", "/a/b", "a//b/c", "a/b.lproj", "a.lproj/b", "x/.lproj/y", "x/y.lproj/", "lproj/a/b",
                                  "é/Base.lproj/Main.storyboard", "a/x.lproj\u{301}/b", "a/b/c.lproj/d.lproj/e.strings"]
        var generator = SystemRandomNumberGenerator()
        let parts = ["a", "Base.lproj", "en.lproj", ".lproj", "lproj", "x.lprojx", "Resources", "é", ""]
        for _ in 0..<2_000 {
            paths.append((0..<Int.random(in: 0...5, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined(separator: "/"))
        }
        for path in paths {
            let split = path.split(separator: "/").dropLast().filter { !$0.hasSuffix(".lproj") }.joined(separator: "/")
            #expect(AuditedApp.resourceFolder(of: path) == split, "\(path)")
            #expect(AuditedApp.resourceName(of: path) == path.split(separator: "/").last.map(String.init) ?? path, "\(path)")
        }
    }

    @Test func localizedResourcesAndSynchronizedFolders() {
        var indexed = AuditedApp(app(sources: ["App/A.swift"], resources: ["App/Main.storyboard"], folders: ["Features"]),
                                 device: DeviceProfile.named(DeviceProfile.defaultID)!)
        indexed.indexOwnership(of: AuditedApp.PathIndex(Self.paths))
        #expect(indexed.owns("App/Base.lproj/Main.storyboard"))
        #expect(!indexed.owns("Other/Main.storyboard"))
        #expect(indexed.owns("Features/Map/MapView.swift"))
        #expect(!indexed.owns("FeaturesX/Map.swift"))
        #expect(!indexed.owns("App/B.swift"))
    }
}
