import Foundation
import SourceModel
import Testing
@testable import ProjectReaders

/// Xcode 16 projects with their settings in `.xcconfig` files, XcodeGen and Tuist manifests, bad
/// manifests, bad color sets and package folders without an app: each folder is written here.
@Suite("Newer and generated project formats")
struct ProjectFormatsTests {
    // MARK: - Xcode 16 (objectVersion 77): synchronized folders and anchored xcconfigs

    /// A UIKit app made with Xcode 16: one synchronized folder, `Lantern`, and its configurations
    /// based on `Lantern/Config/<Configuration>.xcconfig` through an anchor; no setting the audit
    /// reads is in the pbxproj.
    static func lanternPbxproj(targetSettings: String = "") -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tA1000000000000000000000A /* Lantern */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = Lantern; sourceTree = "<group>"; };
        \t\tA1000000000000000000000B = {isa = PBXGroup; children = (A1000000000000000000000A, A1000000000000000000000C); sourceTree = "<group>"; };
        \t\tA1000000000000000000000C /* Products */ = {isa = PBXGroup; children = (A1000000000000000000000D); name = Products; sourceTree = "<group>"; };
        \t\tA1000000000000000000000D /* Lantern.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Lantern.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tA1000000000000000000000E /* Project */ = {isa = PBXProject; buildConfigurationList = A1000000000000000000000F; mainGroup = A1000000000000000000000B; targets = (A10000000000000000000010); };
        \t\tA1000000000000000000000F = {isa = XCConfigurationList; buildConfigurations = (A10000000000000000000011, A10000000000000000000012); defaultConfigurationName = Release; };
        \t\tA10000000000000000000011 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { SWIFT_VERSION = 5.0; }; name = Debug; };
        \t\tA10000000000000000000012 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { SWIFT_VERSION = 5.0; }; name = Release; };
        \t\tA10000000000000000000010 /* Lantern */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = A10000000000000000000013;
        \t\t\tbuildPhases = ();
        \t\t\tfileSystemSynchronizedGroups = (A1000000000000000000000A /* Lantern */, );
        \t\t\tname = Lantern;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tA10000000000000000000013 = {isa = XCConfigurationList; buildConfigurations = (A10000000000000000000014, A10000000000000000000015); };
        \t\tA10000000000000000000014 /* Debug */ = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = A1000000000000000000000A /* Lantern */; baseConfigurationReferenceRelativePath = Config/Debug.xcconfig; buildSettings = { \(targetSettings) }; name = Debug; };
        \t\tA10000000000000000000015 /* Release */ = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = A1000000000000000000000A /* Lantern */; baseConfigurationReferenceRelativePath = Config/Release.xcconfig; buildSettings = { \(targetSettings) }; name = Release; };
        \t};
        \trootObject = A1000000000000000000000E;
        }
        """
    }

    static let lanternShared = """
        // Settings shared by every configuration of Lantern.
        PRODUCT_BUNDLE_IDENTIFIER = com.example.lantern
        INFOPLIST_FILE = Lantern/Info.plist
        GENERATE_INFOPLIST_FILE = YES
        INFOPLIST_KEY_UIStatusBarStyle[sdk=iphoneos*] = UIStatusBarStyleLightContent
        INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance = NO
        IPHONEOS_DEPLOYMENT_TARGET = 14.0

        """

    static func lantern(platform: String = "SDKROOT = iphoneos", release: String = "") throws -> TemporaryFolder {
        let folder = try TemporaryFolder("lantern")
        try folder.write(lanternPbxproj(), to: "Lantern.xcodeproj/project.pbxproj")
        try folder.write(lanternShared + platform + "\n", to: "Lantern/Config/Shared.xcconfig")
        try folder.write("#include \"Shared.xcconfig\"\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG\n", to: "Lantern/Config/Debug.xcconfig")
        try folder.write("#include \"Shared.xcconfig\"\n" + release, to: "Lantern/Config/Release.xcconfig")
        try folder.write(AppDiscoveryTests.plist("<key>UILaunchStoryboardName</key><string>LaunchScreen</string>"), to: "Lantern/Info.plist")
        try folder.write("import UIKit\n\nfinal class BeaconViewController: UIViewController {}\n", to: "Lantern/BeaconViewController.swift")
        return folder
    }

    @Test func xcode16ProjectReadsItsSettingsThroughAnchoredXcconfigs() throws {
        let folder = try Self.lantern()
        defer { folder.remove() }
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.skipped.isEmpty, "\(inventory.skipped)")
        let app = try #require(inventory.apps.first)
        #expect(inventory.apps.map(\.name) == ["Lantern"])
        #expect(app.synchronizedFolders == ["Lantern"])
        #expect(app.hasSwiftSources)
        // INFOPLIST_FILE, INFOPLIST_KEY_* (with its SDK condition) and the deployment target, all from the xcconfig.
        #expect(app.infoPlist.file == "Lantern/Info.plist")
        #expect(app.infoPlist.statusBarStyle.plain?.value == "UIStatusBarStyleLightContent")
        #expect(app.infoPlist.statusBarStyle.plain?.location == SourceLocation(file: "Lantern/Config/Shared.xcconfig", line: 5, column: 49))
        #expect(app.infoPlist.viewControllerBasedStatusBarAppearance?.value == false)
        #expect(app.infoPlist.launchStoryboardName.plain?.value == "LaunchScreen")
        #expect(app.deploymentTarget?.value == "14.0")
        #expect(app.deploymentTarget?.location.file == "Lantern/Config/Shared.xcconfig")
        #expect(app.swiftVersion?.value == "5.0")
    }

    @Test func xcode16ProjectAnchorsResolveToTheGroupsFolder() throws {
        let project = try XcodeProject.parse(Self.lanternPbxproj().bytes, path: "Lantern.xcodeproj/project.pbxproj")
        #expect(project.problems.isEmpty)
        #expect(project.targets[0].configurations.map(\.baseConfigurationPath) == ["Lantern/Config/Debug.xcconfig", "Lantern/Config/Release.xcconfig"])
        #expect(project.targets[0].synchronizedFolders == ["Lantern"])
    }

    @Test func supportedPlatformsInAnXcconfigMakeAnIOSApp() throws {
        let folder = try Self.lantern(platform: "SDKROOT = auto\nSUPPORTED_PLATFORMS = iphoneos iphonesimulator")
        defer { folder.remove() }
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.map(\.name) == ["Lantern"])
    }

    /// A target of another platform is skipped: by its `SDKROOT`, or (a visionOS target of an iOS
    /// project, `SDKROOT = iphoneos` from the project) by its own `SUPPORTED_PLATFORMS`, which lists
    /// only visionOS.
    @Test(arguments: [
        ("SDKROOT = appletvos", "tvOS"),
        ("SDKROOT = iphoneos\nSUPPORTED_PLATFORMS = xros xrsimulator\nTARGETED_DEVICE_FAMILY = 7", "visionOS"),
    ])
    func anXcconfigPlatformOtherThanIOSSkipsTheTarget(platform: String, named: String) throws {
        let folder = try Self.lantern(platform: platform)
        defer { folder.remove() }
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.isEmpty)
        #expect(inventory.skipped == [SkippedFile(file: "Lantern.xcodeproj/project.pbxproj",
                                                  reason: "target 'Lantern' builds for \(named): only iOS apps are audited")])
    }

    @Test func aMalformedXcconfigLineIsSkippedAndTheRestIsRead() throws {
        let folder = try Self.lantern(release: "IPHONEOS_DEPLOYMENT_TARGET = 16.0\nINFOPLIST_KEY_UIStatusBarHidden YES\n")
        defer { folder.remove() }
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.first?.deploymentTarget?.value == "16.0")
        #expect(inventory.apps.first?.infoPlist.statusBarHidden.plain == nil)
        #expect(inventory.skipped == [SkippedFile(file: "Lantern/Config/Release.xcconfig",
                                                  reason: "line 3, column 1: expected 'KEY = value'")])
        #expect(inventory.errors.map(\.location) == [SourceLocation(file: "Lantern/Config/Release.xcconfig", line: 3, column: 1)])
    }

    // MARK: - XcodeGen

    static let harborSpec = """
        name: Harbor
        options:
          bundleIdPrefix: com.example
          deploymentTarget:
            iOS: "14.0"
        configs:
          Debug: debug
          Release: release
        settings:
          base:
            SWIFT_VERSION: "5.9"
        targets:
          Harbor:
            type: application
            platform: iOS
            deploymentTarget: "15.0"
            sources:
              - Harbor
              - path: Shared/Theme.swift
            info:
              path: Harbor/Info.plist
              properties:
                UILaunchStoryboardName: LaunchScreen
                UIStatusBarStyle: UIStatusBarStyleLightContent
            settings:
              base:
                GENERATE_INFOPLIST_FILE: YES
                INFOPLIST_KEY_UIUserInterfaceStyle: Dark
              configs:
                Release:
                  INFOPLIST_KEY_UIStatusBarHidden: YES
          HarborWidgets:
            type: app-extension
            platform: iOS
            sources: [HarborWidgets]
          HarborTV:
            type: application
            platform: tvOS
            sources: [HarborTV]
          HarborMac:
            type: application
            supportedDestinations: [iOS, macOS]
            templates: [SharedApp]
            sources: [HarborMac]

        """

    @Test func xcodeGenSpecGivesItsApplicationTargets() throws {
        let folder = try TemporaryFolder("xcodegen")
        defer { folder.remove() }
        try folder.write(Self.harborSpec, to: "Mobile/project.yml")
        try folder.write("import UIKit\n\nfinal class DockViewController: UIViewController {}\n", to: "Mobile/Harbor/DockViewController.swift")
        try folder.write("import UIKit\n\nenum Theme {}\n", to: "Mobile/Shared/Theme.swift")
        try folder.write("import UIKit\n\nenum Other {}\n", to: "Mobile/Shared/Other.swift")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.map(\.name) == ["Harbor", "HarborMac"])
        let harbor = try #require(inventory.apps.first)
        #expect(harbor.project == "Mobile/project.yml")
        #expect(harbor.location == SourceLocation(file: "Mobile/project.yml", line: 13, column: 3))
        #expect(harbor.configuration == "Release")
        // info.path is generated by XcodeGen: not on disk, and no error for it.
        #expect(harbor.infoPlist.file == nil)
        #expect(harbor.infoPlist.statusBarStyle.plain?.value == "UIStatusBarStyleLightContent")
        #expect(harbor.infoPlist.statusBarStyle.plain?.location == SourceLocation(file: "Mobile/project.yml", line: 24, column: 27))
        #expect(harbor.infoPlist.userInterfaceStyle?.value == "Dark")
        #expect(harbor.infoPlist.statusBarHidden.plain?.value == true)
        #expect(harbor.infoPlist.launchStoryboardName.plain?.value == "LaunchScreen")
        // The target's deploymentTarget beats the project's options.deploymentTarget.
        #expect(harbor.deploymentTarget == Located("15.0", key: "IPHONEOS_DEPLOYMENT_TARGET",
                                                    location: SourceLocation(file: "Mobile/project.yml", line: 16, column: 23)))
        #expect(harbor.swiftVersion?.value == "5.9")
        #expect(harbor.synchronizedFolders == ["Mobile/Harbor"])
        #expect(harbor.sourceFiles == ["Mobile/Shared/Theme.swift"])
        #expect(harbor.hasSwiftSources)
        // The multi-destination target takes the project's deployment target.
        #expect(inventory.apps[1].deploymentTarget?.value == "14.0")
        #expect(inventory.errors.isEmpty, "\(inventory.errors)")
        #expect(inventory.skipped == [
            SkippedFile(file: "Mobile/project.yml",
                        reason: "line 43, column 17: target 'HarborMac' uses the template 'SharedApp', which is not defined in 'targetTemplates'"),
            SkippedFile(file: "Mobile/project.yml", reason: "target 'HarborTV' builds for tvOS: only iOS apps are audited"),
        ])
    }

    @Test func xcodeGenIncludedSpecFilesGiveTheirTargets() throws {
        let folder = try TemporaryFolder("xcodegen-include")
        defer { folder.remove() }
        // The spec names its targets only through `include` (no word "targets" in it).
        try folder.write("""
            name: Quay
            configFiles:
              Debug: Config/Project.xcconfig
              Release: Config/Project.xcconfig
            targetTemplates:
              PhoneApp:
                type: application
                platform: iOS
            include:
              - path: Quay/target.yml
              - Missing/target.yml
              - path: Pier/target.yml
                relativePaths: false

            """, to: "project.yml")
        try folder.write("IPHONEOS_DEPLOYMENT_TARGET = 11.0\nSWIFT_VERSION = 5.0\n", to: "Config/Project.xcconfig")
        try folder.write("""
            name: Quay
            settings:
              SWIFT_VERSION: "4.0"
            include: [Nested/extra.yml, ../project.yml]
            targets:
              Quay:
                templates: [PhoneApp]
                sources: [.]
                info:
                  path: Info.plist
                  properties:
                    UIStatusBarStyle: UIStatusBarStyleLightContent

            """, to: "Quay/target.yml")
        try folder.write("targets:\n  QuayKit:\n    type: framework\n    platform: iOS\n", to: "Quay/Nested/extra.yml")
        try folder.write("targets:\n  Pier:\n    type: application\n    platform: iOS\n    sources: [Pier]\n", to: "Pier/target.yml")
        try folder.write("import UIKit\n\nfinal class DockViewController: UIViewController {}\n", to: "Quay/DockViewController.swift")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.map(\.name) == ["Quay", "Pier"])
        let quay = try #require(inventory.apps.first { $0.name == "Quay" })
        #expect(quay.project == "project.yml")
        #expect(quay.location == SourceLocation(file: "Quay/target.yml", line: 6, column: 3))
        // The project's configFiles (the including spec's) give the deployment target.
        #expect(quay.deploymentTarget?.value == "11.0")
        // The included file's paths are relative to its folder.
        #expect(quay.synchronizedFolders == ["Quay"])
        #expect(quay.infoPlist.statusBarStyle.plain?.value == "UIStatusBarStyleLightContent")
        // `relativePaths: false`: relative to the including spec.
        #expect(inventory.apps.first { $0.name == "Pier" }?.synchronizedFolders == ["Pier"])
        #expect(inventory.skipped == [
            SkippedFile(file: "Quay/target.yml", reason: "line 2, column 1: the project-level 'settings' of an included spec file is not read"),
            SkippedFile(file: "project.yml",
                        reason: "line 11, column 5: the included spec file 'Missing/target.yml' is not in the audited folder"),
        ])
    }

    /// Targets made from templates: nested templates, lists appended, maps merged, a later value
    /// winning, `:REPLACE`, `${target_name}` and `templateAttributes`.
    static let lighthouseSpec = """
        name: Lighthouse
        targetTemplates:
          PhoneApp:
            type: application
            platform: iOS
            templates: [Common]
            sources: ["${target_name}"]
            info:
              path: ${target_name}/Info.plist
              properties:
                UIStatusBarStyle: ${statusBarStyle}
            settings:
              base:
                IPHONEOS_DEPLOYMENT_TARGET: "15.0"
          Common:
            sources: [Shared]
            settings:
              base:
                SWIFT_VERSION: "5.9"
                IPHONEOS_DEPLOYMENT_TARGET: "13.0"
        targets:
          Lighthouse:
            templates: [PhoneApp]
            templateAttributes:
              statusBarStyle: UIStatusBarStyleLightContent
            settings:
              base:
                GENERATE_INFOPLIST_FILE: YES
                INFOPLIST_KEY_UIUserInterfaceStyle: Dark
          Beacon:
            templates: [PhoneApp]
            platform: macOS
          Keeper:
            templates: PhoneApp
            templateAttributes:
              statusBarStyle: UIStatusBarStyleDarkContent
            sources:REPLACE: [KeeperOnly]

        """

    @Test func xcodeGenTemplatesMakeTheTargets() throws {
        let folder = try TemporaryFolder("xcodegen-templates")
        defer { folder.remove() }
        try folder.write(Self.lighthouseSpec, to: "project.yml")
        try folder.write("import UIKit\n\nfinal class BeamViewController: UIViewController {}\n", to: "Lighthouse/BeamViewController.swift")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.map(\.name) == ["Lighthouse", "Keeper"])
        let lighthouse = try #require(inventory.apps.first)
        // The template's template's sources first, then the template's, each with the target's name.
        #expect(lighthouse.synchronizedFolders.sorted() == ["Lighthouse", "Shared"])
        // The value written where the template puts it, with the target's attribute.
        #expect(lighthouse.infoPlist.statusBarStyle.plain?.value == "UIStatusBarStyleLightContent")
        #expect(lighthouse.infoPlist.statusBarStyle.plain?.location == SourceLocation(file: "project.yml", line: 11, column: 27))
        #expect(lighthouse.infoPlist.userInterfaceStyle?.value == "Dark")
        // The template beats the template it names; the named template's other settings stay.
        #expect(lighthouse.deploymentTarget?.value == "15.0")
        #expect(lighthouse.deploymentTarget?.location == SourceLocation(file: "project.yml", line: 14, column: 37))
        #expect(lighthouse.swiftVersion?.value == "5.9")
        let keeper = try #require(inventory.apps.last)
        #expect(keeper.synchronizedFolders == ["KeeperOnly"])
        #expect(keeper.infoPlist.statusBarStyle.plain?.value == "UIStatusBarStyleDarkContent")
        #expect(inventory.errors.isEmpty, "\(inventory.errors)")
        #expect(inventory.skipped == [SkippedFile(file: "project.yml", reason: "target 'Beacon' builds for macOS: only iOS apps are audited")])
    }

    @Test func xcodeGenTemplatesThatNameEachOtherAreAppliedOnce() throws {
        let folder = try TemporaryFolder("xcodegen-template-cycle")
        defer { folder.remove() }
        try folder.write("""
            name: Loop
            targetTemplates:
              A:
                templates: [B]
                type: application
                sources: [FromA]
              B:
                templates: [A]
                platform: iOS
                sources: [FromB]
            targets:
              Loop:
                templates: [A]

            """, to: "project.yml")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.map(\.name) == ["Loop"])
        #expect(inventory.apps.first?.synchronizedFolders.sorted() == ["FromA", "FromB"])
        #expect(inventory.errors.isEmpty && inventory.skipped.isEmpty, "\(inventory.errors) \(inventory.skipped)")
    }

    @Test func anXcodeGenInfoFileOnDiskIsMergedUnderItsProperties() throws {
        let folder = try TemporaryFolder("xcodegen-file")
        defer { folder.remove() }
        try folder.write("""
            name: Ferry
            targets:
              Ferry:
                type: application
                platform: iOS
                sources: Ferry
                configFiles:
                  Release: Config/Ferry.xcconfig
                info:
                  path: Ferry/Info.plist
                  properties:
                    UIStatusBarHidden: false

            """, to: "project.yml")
        try folder.write(AppDiscoveryTests.plist("<key>UIStatusBarHidden</key><true/><key>UIMainStoryboardFile</key><string>Main</string>"),
                         to: "Ferry/Info.plist")
        try folder.write("IPHONEOS_DEPLOYMENT_TARGET = 13.0\nINFOPLIST_KEY_UIStatusBarStyle = UIStatusBarStyleDarkContent\nGENERATE_INFOPLIST_FILE = YES\n",
                         to: "Config/Ferry.xcconfig")
        let inventory = ProjectInventory.read(root: folder.url)
        let app = try #require(inventory.apps.first)
        #expect(app.infoPlist.file == "Ferry/Info.plist")
        #expect(app.infoPlist.mainStoryboardFile.plain?.value == "Main")
        #expect(app.infoPlist.statusBarHidden.plain?.value == false)
        #expect(app.infoPlist.statusBarStyle.plain?.value == "UIStatusBarStyleDarkContent")
        #expect(app.deploymentTarget?.value == "13.0")
        #expect(app.deploymentTarget?.location.file == "Config/Ferry.xcconfig")
        #expect(app.synchronizedFolders == ["Ferry"])
    }

    @Test func anXcodeprojBesideTheSpecIsReadInstead() throws {
        let folder = try Self.lantern()
        defer { folder.remove() }
        try folder.write(Self.harborSpec, to: "project.yml")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.map(\.name) == ["Lantern"])
        #expect(inventory.skipped == [SkippedFile(file: "project.yml",
                                                  reason: "'Lantern.xcodeproj' in the same folder is read instead of this generator manifest")])
    }

    @Test func aMalformedSpecIsSkippedWithItsPlaceAndTheAuditGoesOn() throws {
        let folder = try TemporaryFolder("xcodegen-bad")
        defer { folder.remove() }
        try folder.write("name: Buoy\ntargets:\n  Buoy:\n    type: application\n    platform: [iOS\n    sources: [Buoy]\n", to: "project.yml")
        try folder.write(AppDiscoveryTests.plist("<key>CFBundlePackageType</key><string>APPL</string>"), to: "Buoy/Info.plist")
        let inventory = ProjectInventory.read(root: folder.url)
        // The Info.plist still declares the app.
        #expect(inventory.apps.map(\.name) == ["Buoy"])
        let skip = try #require(inventory.skipped.first)
        #expect(inventory.skipped.count == 1)
        #expect(skip.file == "project.yml")
        #expect(skip.reason.hasPrefix("line 6, column 12: invalid YAML"), "\(skip.reason)")
        #expect(inventory.errors.first?.sourceLine == "    sources: [Buoy]")
    }

    @Test func aSpecOfTheWrongShapeIsALocatedError() throws {
        let folder = try TemporaryFolder("xcodegen-shape")
        defer { folder.remove() }
        try folder.write("name: Buoy\ntargets:\n  Buoy:\n    type: application\n    platform: iOS\n    deploymentTarget: soon\n", to: "project.yml")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.isEmpty)
        #expect(inventory.skipped == [SkippedFile(file: "project.yml",
                                                  reason: "line 6, column 23: 'soon' is not a version such as \"15.0\"")])
    }

    @Test("a template or a target of the wrong shape is a located error", arguments: [
        ("name: Buoy\ntargetTemplates:\n  PhoneApp: [a, b]\ntargets:\n  Buoy:\n    templates: [PhoneApp]\n",
         "line 3, column 13: the target template 'PhoneApp' must be a map, found a list"),
        ("name: Buoy\ntargetTemplates:\n  PhoneApp:\n    type: application\ntargets:\n  Buoy: [PhoneApp]\n",
         "line 6, column 9: target 'Buoy' must be a map, found a list"),
    ])
    func aTemplateOfTheWrongShapeIsALocatedError(spec: String, reason: String) throws {
        let folder = try TemporaryFolder("xcodegen-template-shape")
        defer { folder.remove() }
        try folder.write(spec, to: "project.yml")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.isEmpty)
        #expect(inventory.skipped == [SkippedFile(file: "project.yml", reason: reason)])
    }

    // MARK: - Tuist

    static let compassManifest = """
        import ProjectDescription

        // The app and its tests; the widget is made by a helper.
        let project = Project(
            name: "Compass",
            targets: [
                .target(
                    name: "Compass",
                    destinations: [.iPhone, .iPad],
                    product: .app,
                    bundleId: "com.example.compass",
                    deploymentTargets: .iOS("16.0"),
                    infoPlist: .extendingDefault(with: [
                        "UIViewControllerBasedStatusBarAppearance": false,
                        "UIStatusBarStyle": .string("UIStatusBarStyleDarkContent"),
                        "UILaunchScreen": ["UIColorName": "LaunchBackground"],
                        "CFBundleDisplayName": "\\(displayName)",
                    ]),
                    sources: ["Compass/Sources/**"],
                    resources: ["Compass/Resources/**"],
                    settings: .settings(base: ["SWIFT_VERSION": "5.10", "GENERATE_INFOPLIST_FILE": true], configurations: [
                        .release(name: .release, settings: ["INFOPLIST_KEY_UIUserInterfaceStyle": "Light"]),
                    ])
                ),
                .target(name: "CompassTests", destinations: .iOS, product: .unitTests, bundleId: "com.example.compass.tests",
                        sources: ["Compass/Tests/**"]),
                .target(name: "CompassWatch", destinations: [.appleWatch], product: .app, bundleId: "com.example.compass.watch"),
                .target(name: widgetName, destinations: .iOS, product: .appExtension, bundleId: "com.example.compass.widget"),
            ]
        )

        """

    @Test func tuistManifestGivesItsApplicationTargets() throws {
        let folder = try TemporaryFolder("tuist")
        defer { folder.remove() }
        try folder.write(Self.compassManifest, to: "Project.swift")
        try folder.write("import UIKit\n\nfinal class HeadingViewController: UIViewController {}\n", to: "Compass/Sources/HeadingViewController.swift")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.map(\.name) == ["Compass"])
        let app = try #require(inventory.apps.first)
        #expect(app.project == "Project.swift")
        #expect(app.location == SourceLocation(file: "Project.swift", line: 7, column: 10))
        #expect(app.infoPlist.viewControllerBasedStatusBarAppearance?.value == false)
        #expect(app.infoPlist.statusBarStyle.plain?.value == "UIStatusBarStyleDarkContent")
        #expect(app.infoPlist.statusBarStyle.plain?.location == SourceLocation(file: "Project.swift", line: 15, column: 45))
        #expect(app.infoPlist.values["UILaunchScreen"]?.dict?["UIColorName"]?.string == "LaunchBackground")
        #expect(app.infoPlist.userInterfaceStyle?.value == "Light")
        #expect(app.deploymentTarget == Located("16.0", key: "IPHONEOS_DEPLOYMENT_TARGET",
                                                 location: SourceLocation(file: "Project.swift", line: 12, column: 37)))
        #expect(app.swiftVersion?.value == "5.10")
        #expect(app.synchronizedFolders == ["Compass/Sources"])
        #expect(app.hasSwiftSources)
        #expect(inventory.skipped == [
            SkippedFile(file: "Project.swift", reason: "line 17, column 40: the value of the Info.plist key 'CFBundleDisplayName' is not understood"),
            SkippedFile(file: "Project.swift", reason: "line 28, column 23: a target whose name is not a string literal is not read"),
            SkippedFile(file: "Project.swift", reason: "target 'CompassWatch' builds for appleWatch: only iOS apps are audited"),
        ])
    }

    @Test func tuistInfoPlistFileAndPlatform() throws {
        let folder = try TemporaryFolder("tuist-file")
        defer { folder.remove() }
        try folder.write("""
            import ProjectDescription

            let project = Project(name: "Sextant", targets: [
                Target(name: "Sextant", platform: .iOS, product: .app, bundleId: "com.example.sextant",
                       deploymentTarget: .iOS(targetVersion: "13.0", devices: .iphone),
                       infoPlist: .file(path: "Support/Sextant-Info.plist"), sources: ["Sources/**/*.swift"]),
            ])

            """, to: "App/Project.swift")
        try folder.write(AppDiscoveryTests.plist("<key>UIStatusBarHidden</key><true/>"), to: "App/Support/Sextant-Info.plist")
        let inventory = ProjectInventory.read(root: folder.url)
        let app = try #require(inventory.apps.first)
        #expect(app.infoPlist.file == "App/Support/Sextant-Info.plist")
        #expect(app.infoPlist.statusBarHidden.plain?.value == true)
        #expect(app.deploymentTarget?.value == "13.0")
        #expect(app.synchronizedFolders == ["App/Sources"])
        #expect(inventory.skipped.isEmpty, "\(inventory.skipped)")
    }

    @Test func aMalformedTuistManifestIsSkippedWithItsPlace() throws {
        let folder = try TemporaryFolder("tuist-bad")
        defer { folder.remove() }
        try folder.write("""
            import ProjectDescription

            let project = Project(name: "Sextant", targets: [
                .target(name: "Sextant", destinations: .iOS, product: .app, bundleId: "com.example.sextant"
            ])

            """, to: "Project.swift")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.isEmpty)
        #expect(inventory.skipped == [SkippedFile(file: "Project.swift",
                                                  reason: "line 5, column 1: expected ')' to close the '(' of line 4, column 12, found ']'")])
        #expect(inventory.errors.first?.sourceLine == "])")
    }

    @Test func aSourceFileNamedProjectIsNoManifest() throws {
        let folder = try TemporaryFolder("tuist-not")
        defer { folder.remove() }
        try folder.write("struct Project { var name: String }\n", to: "Models/Project.swift")
        try folder.write("title: Docs\n", to: "docs/project.yml")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.skipped.isEmpty)
        #expect(inventory.apps.isEmpty)
    }

    // MARK: - Sources no target compiles

    @Test func aSourceFileNoTargetCompilesIsListedUnlessAPackageOrAManifestBuildsIt() throws {
        let folder = try TemporaryFolder("no-target")
        defer { folder.remove() }
        let copy = folder.url.appendingPathComponent("Sunrise")
        try FileManager.default.copyItem(at: Fixtures.url("ReadersSunrise"), to: copy)
        let sunrise = TemporaryFolder(existing: copy)
        try sunrise.write("import UIKit\nlet frame = UIApplication.shared.statusBarFrame\n", to: "App/Screens/Leftover.swift")
        try sunrise.write("// swift-tools-version:5.9\nimport PackageDescription\n", to: "Tools/Package.swift")
        try sunrise.write("let x = 1\n", to: "Tools/Sources/Tool/main.swift")
        let inventory = ProjectInventory.read(root: copy)
        #expect(inventory.sourcesInNoTarget.contains("App/Screens/Leftover.swift"))
        #expect(!inventory.sourcesInNoTarget.contains("App/Screens/FeedViewController.swift"))
        #expect(!inventory.sourcesInNoTarget.contains { $0.hasPrefix("Tools/") })

        // A project that cannot be read decides nothing: no file is said to be in no target.
        try sunrise.write("// !$*UTF8*$!\n{ archiveVersion = 1; objects = { ", to: "Broken.xcodeproj/project.pbxproj")
        #expect(ProjectInventory.read(root: copy).sourcesInNoTarget.isEmpty)
    }

    @Test func aSourceFileOnlyATargetForAnotherPlatformCompilesIsListed() throws {
        // SunriseTV (SDKROOT appletvos) compiles TVRootViewController.swift; no iOS target does.
        let inventory = ProjectInventory.read(root: Fixtures.url("ReadersSunrise"))
        #expect(inventory.sourcesOfOtherPlatforms == ["TVApp/TVRootViewController.swift"])
        #expect(!inventory.sourcesInNoTarget.contains("TVApp/TVRootViewController.swift"))

        // Compiled by the iOS app too, it is audited with the app: not listed.
        let (folder, copy, project) = try Self.sunriseCopy("other-platform")
        defer { folder.remove() }
        let text = try String(contentsOf: project, encoding: .utf8)
        let shared = Self.compilingTVRootInTheApp(text)
        #expect(shared != text)
        try shared.write(to: project, atomically: true, encoding: .utf8)
        #expect(ProjectInventory.read(root: copy).sourcesOfOtherPlatforms.isEmpty)

        // A project that cannot be read decides nothing.
        try TemporaryFolder(existing: copy).write("// !$*UTF8*$!\n{ archiveVersion = 1; objects = { ", to: "Broken.xcodeproj/project.pbxproj")
        #expect(ProjectInventory.read(root: copy).sourcesOfOtherPlatforms.isEmpty)
    }

    @Test func aSourceFileOnlyAnAppExtensionCompilesIsListed() throws {
        // SunriseTV made an iOS share extension: what it alone compiles is no app's.
        let (folder, copy, project) = try Self.sunriseCopy("app-extension")
        defer { folder.remove() }
        let text = try String(contentsOf: project, encoding: .utf8)
        let asExtension = text
            .replacingOccurrences(of: "productName = SunriseTV;\n\t\t\tproductType = \"com.apple.product-type.application\";",
                                  with: "productName = SunriseTV;\n\t\t\tproductType = \"com.apple.product-type.app-extension\";")
            .replacingOccurrences(of: "SDKROOT = appletvos;", with: "SDKROOT = iphoneos;")
        #expect(asExtension != text)
        try asExtension.write(to: project, atomically: true, encoding: .utf8)
        let inventory = ProjectInventory.read(root: copy)
        #expect(inventory.sourcesOfAppExtensions == ["TVApp/TVRootViewController.swift"])
        #expect(inventory.sourcesOfOtherPlatforms.isEmpty)
        #expect(!inventory.apps.contains { $0.name == "SunriseTV" })

        // Compiled by the iOS app too, it is audited with the app: not listed.
        let shared = Self.compilingTVRootInTheApp(asExtension)
        #expect(shared != asExtension)
        try shared.write(to: project, atomically: true, encoding: .utf8)
        #expect(ProjectInventory.read(root: copy).sourcesOfAppExtensions.isEmpty)
    }

    /// A copy of the ReadersSunrise fixture in a temporary folder (the caller removes the folder):
    /// the folder, the copy's root and its pbxproj.
    private static func sunriseCopy(_ name: String) throws -> (folder: TemporaryFolder, root: URL, project: URL) {
        let folder = try TemporaryFolder(name)
        let copy = folder.url.appendingPathComponent("Sunrise")
        try FileManager.default.copyItem(at: Fixtures.url("ReadersSunrise"), to: copy)
        return (folder, copy, copy.appendingPathComponent("Sunrise.xcodeproj/project.pbxproj"))
    }

    /// The pbxproj with the iOS app's Sources phase compiling TVRootViewController.swift too.
    private static func compilingTVRootInTheApp(_ pbxproj: String) -> String {
        pbxproj.replacingOccurrences(
            of: "3A1F00022B5C4D0100A1B2C3 /* FeedViewController.swift in Sources */,",
            with: "3A1F00022B5C4D0100A1B2C3 /* FeedViewController.swift in Sources */, 3A1F00072B5C4D0100A1B2C3 /* TVRootViewController.swift in Sources */,")
    }

    @Test func aProjectPathSpelledInAnotherCaseIsTheFileOnDisk() throws {
        // Xcode projects are written on a case-insensitive file system: the project lists
        // `App/Screens/…`, the checkout has `App/screens/…`.
        let folder = try TemporaryFolder("case")
        defer { folder.remove() }
        let copy = folder.url.appendingPathComponent("Sunrise")
        try FileManager.default.copyItem(at: Fixtures.url("ReadersSunrise"), to: copy)
        try FileManager.default.moveItem(at: copy.appendingPathComponent("App/Screens"), to: copy.appendingPathComponent("App/screens"))
        let inventory = ProjectInventory.read(root: copy)
        #expect(inventory.apps.first?.sourceFiles.contains("App/screens/FeedViewController.swift") == true)
        #expect(inventory.apps.first?.sourceFiles.contains("App/Screens/FeedViewController.swift") == false)
        #expect(!inventory.sourcesInNoTarget.contains("App/screens/FeedViewController.swift"))
    }

    // MARK: - Asset catalogs

    @Test func aMalformedColorSetIsListedAsSkipped() throws {
        let inventory = ProjectInventory.read(root: Fixtures.url("ReadersSunrise"))
        let skip = try #require(inventory.skipped.first { $0.file.hasSuffix("Broken.colorset/Contents.json") })
        #expect(skip.file == "App/Assets.xcassets/Broken.colorset/Contents.json")
        #expect(skip.reason.hasPrefix("line 10, column 11: "), "\(skip.reason)")
        #expect(!inventory.colors.contains { $0.name == "Broken" })
    }

    @Test func anEmptyColorSlotIsNoError() throws {
        let folder = try TemporaryFolder("accent")
        defer { folder.remove() }
        try folder.write(#"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#,
                         to: "App/Assets.xcassets/AccentColor.colorset/Contents.json")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.skipped.isEmpty, "\(inventory.skipped)")
        #expect(inventory.errors.isEmpty)
    }

    // MARK: - Package folders

    @Test func aPackageWithoutAnAppIsAuditedAsOneWithDefaults() throws {
        let folder = try TemporaryFolder("package")
        defer { folder.remove() }
        try folder.write("""
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "TideKit",
                platforms: [.iOS(.v15), .macOS(.v13)],
                products: [.library(name: "TideKit", targets: ["TideKit"])],
                targets: [.target(name: "TideKit")]
            )

            """, to: "Package.swift")
        try folder.write("import UIKit\n\npublic final class TideViewController: UIViewController {}\n", to: "Sources/TideKit/TideViewController.swift")
        let inventory = ProjectInventory.read(root: folder.url)
        let app = try #require(inventory.apps.first)
        #expect(inventory.apps.count == 1)
        #expect(app.name == "TideKit")
        #expect(app.project == "Package.swift")
        #expect(app.infoPlist.values.count == 0)
        #expect(app.infoPlist.viewControllerBasedStatusBarAppearance == nil)
        #expect(app.deploymentTarget?.value == "15.0")
        #expect(app.hasSwiftSources)
    }

    @Test func aPackageForOtherPlatformsOnlyIsNoApp() throws {
        let folder = try TemporaryFolder("package-mac")
        defer { folder.remove() }
        try folder.write("import PackageDescription\n\nlet package = Package(name: \"DeskKit\", platforms: [.macOS(.v13)])\n", to: "Package.swift")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.isEmpty)
        #expect(inventory.skipped == [SkippedFile(file: "Package.swift", reason: "the package's platforms do not include iOS: it is not audited")])
    }
}
