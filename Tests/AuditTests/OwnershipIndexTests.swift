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
