import Foundation
import SourceModel
import Testing
@testable import ProjectReaders

@Suite("Xcode projects")
struct XcodeProjectTests {
    static let pbxprojPath = "Sunrise.xcodeproj/project.pbxproj"

    static func project() throws -> XcodeProject {
        try XcodeProject.parse(Fixtures.bytes("ReadersSunrise", pbxprojPath), path: pbxprojPath)
    }

    @Test func readsTargetsInOrder() throws {
        let project = try Self.project()
        #expect(project.name == "Sunrise")
        #expect(project.projectDirectory == "")
        #expect(project.problems.isEmpty)
        #expect(project.targets.map(\.name) == ["Sunrise-iOS", "SunriseTV", "SunriseKit", "Moonlight"])
        #expect(project.targets.map(\.isApplication) == [true, true, false, true])
        #expect(project.targets[2].productType == "com.apple.product-type.framework")
        #expect(project.targets[0].productName == "Sunrise")
        #expect(project.configurations.map(\.name) == ["Debug", "Release"])
        #expect(project.targets[0].configurations.map(\.name) == ["Debug", "Release"])
        #expect(project.targets[0].preferredConfigurationName == "Release")
    }

    @Test func resolvesModuleNamesAndPlatforms() throws {
        let project = try Self.project()
        let settings = project.targets.map { project.resolvedSettings(for: $0) }
        #expect(settings.map(\.productModuleName) == ["Sunrise_iOS", "SunriseTV", "SunriseCore", "Moonlight_Beta"])
        #expect(settings.map(\.platform) == [.iOS, .tvOS, .iOS, .iOS])
        #expect(settings[3].sdkRoot == "auto")
        #expect(settings[3].supportedPlatforms == [.iOS])
        #expect(settings[1].buildsForIOS == false)
        #expect(settings[0].configuration == "Release")
        #expect(settings[3].value("PRODUCT_BUNDLE_IDENTIFIER") == "com.example.Moonlight-Beta")
        #expect(settings[2].productName == "SunriseKit")
    }

    @Test func infoPlistFileIsRelativeToTheProjectFolder() throws {
        let project = try Self.project()
        let ios = try #require(project.resolvedSettings(for: project.targets[0]).infoPlistFile)
        #expect(ios.raw == "App/App-Info.plist")
        #expect(ios.path == "App/App-Info.plist")
        #expect(ios.location.file == Self.pbxprojPath)
        #expect(ios.location.line == 271)
        let tv = try #require(project.resolvedSettings(for: project.targets[1]).infoPlistFile)
        #expect(tv.raw == "$(SRCROOT)/TVApp/Info.plist")
        #expect(tv.path == "TVApp/Info.plist")
        #expect(project.resolvedSettings(for: project.targets[3]).infoPlistFile == nil)
    }

    @Test func conditionalInfoPlistKeyBeatsThePlainOne() throws {
        let project = try Self.project()
        let moon = project.resolvedSettings(for: project.targets[3])
        #expect(moon.generateInfoPlistFile)
        let style = try #require(moon.infoPlistKey("UIStatusBarStyle"))
        #expect(style.value == "UIStatusBarStyleLightContent")
        #expect(style.setting.key == "INFOPLIST_KEY_UIStatusBarStyle[sdk=iphoneos*]")
        #expect(style.setting.conditions == [BuildSettingCondition(parameter: "sdk", pattern: "iphoneos*")])
        #expect(style.setting.location.line == 348)

        let simulator = project.resolvedSettings(for: project.targets[3], sdk: "iphonesimulator")
        #expect(simulator.infoPlistKey("UIStatusBarStyle")?.value == "UIStatusBarStyleDefault")

        let conditional = moon.infoPlistKeySettings.filter { !$0.conditions.isEmpty }
        #expect(conditional.map(\.key) == ["INFOPLIST_KEY_UIStatusBarStyle[sdk=iphoneos*]"])
        #expect(moon.infoPlistKeys.map(\.key) == [
            "UIApplicationSceneManifest_Generation", "UILaunchScreen_Generation", "UIStatusBarStyle",
            "UIViewControllerBasedStatusBarAppearance",
        ])
    }

    @Test func sourceAndResourceFilesFollowGroups() throws {
        let project = try Self.project()
        let ios = project.targets[0]
        #expect(ios.sourceFiles == ["App/AppDelegate.swift", "App/Screens/FeedViewController.swift", "Shared Code/Legacy.m"])
        #expect(ios.resourceFiles == ["App/Base.lproj/Main.storyboard", "App/Assets.xcassets"])
        #expect(project.targets[3].sourceFiles == ["Moonlight/MoonlightApp.swift"])
    }

    @Test func inheritedAndTargetOverrides() throws {
        let text = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tP = {isa = PBXProject; buildConfigurationList = PL; targets = (T, MISSING); projectDirPath = ""; };
        \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PR); };
        \t\tPR = {isa = XCBuildConfiguration; name = Release; buildSettings = {
        \t\t\tSDKROOT = iphoneos; FLAGS = "-a"; "OTHER[config=Release]" = rel; OTHER = plain; WHO = "${TARGET_NAME}-$TARGET_NAME";
        \t\t}; };
        \t\tT = {isa = PBXNativeTarget; name = "2048 Game"; buildConfigurationList = TL; productType = "com.apple.product-type.application"; };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TR); };
        \t\tTR = {isa = XCBuildConfiguration; name = Release; buildSettings = {
        \t\t\tFLAGS = "$(inherited) -b"; INFOPLIST_FILE = "$(PROJECT_DIR)/../Outside/Info.plist";
        \t\t}; };
        \t};
        \trootObject = P;
        }
        """
        let project = try XcodeProject.parse(text.bytes, path: "Game/Game.xcodeproj/project.pbxproj")
        #expect(project.projectDirectory == "Game")
        #expect(project.problems.count == 1)
        #expect(project.problems.first?.location.line == 4)
        let settings = project.resolvedSettings(for: try #require(project.targets.first))
        #expect(settings.value("FLAGS") == "-a -b")
        #expect(settings.value("OTHER") == "rel")
        #expect(settings.value("WHO") == "2048 Game-2048 Game")
        #expect(settings.productModuleName == "_048_Game")
        #expect(settings.value("SRCROOT") == "Game")
        #expect(settings.infoPlistFile?.path == "Outside/Info.plist")
        #expect(settings.platform == .iOS)
    }

    @Test func synchronizedFoldersOfXcode16() throws {
        let text = """
        // !$*UTF8*$!
        {
        \tobjectVersion = 77;
        \tobjects = {
        /* Begin PBXFileSystemSynchronizedRootGroup section */
        \t\tS1 /* Tides */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Tides; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */
        \t\tM = {isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
        \t\tP = {isa = PBXProject; mainGroup = M; buildConfigurationList = L; targets = (T); };
        \t\tL = {isa = XCConfigurationList; buildConfigurations = (R, D); };
        \t\tD = {isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
        \t\tR = {isa = XCBuildConfiguration; name = Beta; buildSettings = { SDKROOT = xros; }; };
        \t\tT = {isa = PBXNativeTarget; name = Tides; buildConfigurationList = L; fileSystemSynchronizedGroups = (S1); productType = "com.apple.product-type.application"; };
        \t};
        \trootObject = P;
        }
        """
        let project = try XcodeProject.parse(text.bytes, path: "Apps/Tides.xcodeproj/project.pbxproj")
        let target = try #require(project.targets.first)
        #expect(target.synchronizedFolders == ["Apps/Tides"])
        #expect(target.preferredConfigurationName == "Beta")
        #expect(project.resolvedSettings(for: target).platform == .visionOS)
        #expect(project.resolvedSettings(for: target, configuration: "Debug").platform == .iOS)
    }

    @Test(arguments: [
        ("iphoneos*", "iphoneos", true), ("iphoneos*", "iphoneos17.2", true), ("iphoneos*", "iphonesimulator", false),
        ("*", "", true), ("ip?oneos", "iphoneos", true), ("macosx", "macosx14", false),
    ])
    func conditionGlobs(pattern: String, value: String, matches: Bool) {
        #expect(BuildSettingCondition.glob(pattern, matches: value) == matches)
    }

    @Test func brokenRootIsLocated() throws {
        let error = try #require(throws: LocatedError.self) {
            try XcodeProject.parse("{\n\tobjects = {};\n\trootObject = NOPE;\n}".bytes, path: "X.xcodeproj/project.pbxproj")
        }
        #expect(error.location.line == 3)
        #expect(error.message.contains("rootObject"))
    }
}
