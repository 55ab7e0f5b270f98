import Foundation
import SourceModel
import Testing
@testable import ProjectReaders

@Suite("Info.plist")
struct InfoPlistTests {
    static let root = Fixtures.url("ReadersSunrise")

    static func target(_ name: String) throws -> (XcodeProject, XcodeTarget) {
        let path = XcodeProjectTests.pbxprojPath
        let project = try XcodeProject.parse(Fixtures.bytes("ReadersSunrise", path), path: path)
        return (project, try #require(project.targets.first { $0.name == name }))
    }

    @Test func fileFoundThroughINFOPLIST_FILEIsTyped() throws {
        let (project, target) = try Self.target("Sunrise-iOS")
        let (info, errors) = AppInfoPlist.forTarget(target, in: project, root: Self.root)
        #expect(errors.isEmpty)
        #expect(info.file == "App/App-Info.plist")
        #expect(info.issues.isEmpty)
        let file = "App/App-Info.plist"
        #expect(info.viewControllerBasedStatusBarAppearance == Located(false, key: "UIViewControllerBasedStatusBarAppearance",
                                                                        location: SourceLocation(file: file, line: 51, column: 2)))
        #expect(info.statusBarStyle.plain?.value == "UIStatusBarStyleLightContent")
        #expect(info.statusBarStyle.plain?.location == SourceLocation(file: file, line: 45, column: 2))
        #expect(info.statusBarStyle.ipad?.value == "UIStatusBarStyleDarkContent")
        #expect(info.statusBarStyle.value(forIdiom: "iphone")?.key == "UIStatusBarStyle")
        #expect(info.statusBarStyle.value(forIdiom: "ipad")?.key == "UIStatusBarStyle~ipad")
        #expect(info.statusBarHidden.plain == nil)
        #expect(info.statusBarHidden.ipad?.value == true)
        #expect(info.userInterfaceStyle?.value == "Dark")
        #expect(info.mainStoryboardFile.plain?.value == "Main")
        #expect(info.launchStoryboardName.plain?.value == "LaunchScreen")
        #expect(info.hasSceneManifest)
        let scene = try #require(info.sceneConfigurations.first)
        #expect(scene.storyboardFile?.value == "Main")
        #expect(scene.name?.value == "Default Configuration")
        // `$(PRODUCT_MODULE_NAME)` and `$(PRODUCT_BUNDLE_*)` are expanded with the target's settings.
        #expect(scene.delegateClassName?.value == "Sunrise_iOS.SceneDelegate")
        #expect(scene.delegateClassName?.location.line == 31)
        #expect(info.bundlePackageType?.value == "APPL")
        #expect(info.bundleIdentifier?.value == "com.example.sunrise")
    }

    @Test func generatedKeysComeFromBuildSettingsWithTheirPbxprojPlace() throws {
        let (project, target) = try Self.target("Moonlight")
        let (info, errors) = AppInfoPlist.forTarget(target, in: project, root: Self.root)
        #expect(errors.isEmpty)
        #expect(info.file == nil)
        #expect(info.issues.isEmpty)
        let style = try #require(info.statusBarStyle.plain)
        #expect(style.value == "UIStatusBarStyleLightContent")
        #expect(style.location == SourceLocation(file: XcodeProjectTests.pbxprojPath, line: 348, column: 55))
        #expect(info.viewControllerBasedStatusBarAppearance?.value == false)
        #expect(info.hasSceneManifest)
        #expect(info.sceneConfigurations.isEmpty)
        #expect(info.values["UILaunchScreen"]?.dict?.count == 0)
        #expect(info.bundlePackageType?.value == "APPL")
        #expect(info.bundleIdentifier?.value == "com.example.Moonlight-Beta")
    }

    @Test func buildSettingOfTheWrongTypeIsAnIssue() throws {
        let (project, target) = try Self.target("Moonlight")
        let (info, _) = AppInfoPlist.forTarget(target, in: project, configuration: "Debug", root: Self.root)
        #expect(info.statusBarHidden.plain == nil)
        let issue = try #require(info.issues.first)
        #expect(info.issues.count == 1)
        #expect(issue.key == "UIStatusBarHidden")
        #expect(issue.location.file == XcodeProjectTests.pbxprojPath)
        #expect(issue.location.line == 330)
        #expect(issue.message == "'UIStatusBarHidden' must be a Boolean (<true/> or <false/>), found the string 'Maybe'")
    }

    @Test func theFileWinsOverAGeneratedKey() throws {
        let text = """
        {
        \tobjects = {
        \t\tP = {isa = PBXProject; buildConfigurationList = L; targets = (T); };
        \t\tL = {isa = XCConfigurationList; buildConfigurations = (R); };
        \t\tR = {isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; }; };
        \t\tT = {isa = PBXNativeTarget; name = Both; buildConfigurationList = TL; productType = "com.apple.product-type.application"; };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TR); };
        \t\tTR = {isa = XCBuildConfiguration; name = Release; buildSettings = {
        \t\t\tGENERATE_INFOPLIST_FILE = YES; INFOPLIST_FILE = Both/Info.plist;
        \t\t\tINFOPLIST_KEY_UIStatusBarStyle = UIStatusBarStyleLightContent; INFOPLIST_KEY_UIStatusBarHidden = YES;
        \t\t}; };
        \t};
        \trootObject = P;
        }
        """
        let (info, errors) = try Self.firstTargetsInfo(project: text, at: "Both.xcodeproj/project.pbxproj",
                                                       style: "UIStatusBarStyleDarkContent", plistAt: "Both/Info.plist")
        #expect(errors.isEmpty)
        #expect(info.statusBarStyle.plain?.value == "UIStatusBarStyleDarkContent")
        #expect(info.statusBarStyle.plain?.location.file == "Both/Info.plist")
        #expect(info.statusBarHidden.plain?.value == true)
        #expect(info.statusBarHidden.plain?.location.file == "Both.xcodeproj/project.pbxproj")
    }

    /// The Info.plist of the first target of a project written at `path` in a temporary folder,
    /// with an Info.plist file at `plistPath` that sets only `UIStatusBarStyle` to `style`.
    private static func firstTargetsInfo(project text: String, at path: String, style: String,
                                         plistAt plistPath: String) throws -> (AppInfoPlist, [LocatedError]) {
        let folder = try TemporaryFolder("info")
        defer { folder.remove() }
        try folder.write(text, to: path)
        try folder.write("""
        <plist version="1.0"><dict>
        <key>UIStatusBarStyle</key><string>\(style)</string>
        </dict></plist>
        """, to: plistPath)
        let project = try XcodeProject.parse(text.bytes, path: path)
        return AppInfoPlist.forTarget(project.targets[0], in: project, root: folder.url)
    }

    /// `INFOPLIST_FILE = beam/Info.plist` for `Beam/Info.plist`: Xcode's disk usually ignores case,
    /// so the file is the one that differs only in case (round 39: beam's Info.plist was not read).
    @Test func anInfoPlistWrittenInAnotherCaseIsTheFile() throws {
        let text = """
        { objects = {
        P = {isa = PBXProject; buildConfigurationList = L; targets = (T); };
        L = {isa = XCConfigurationList; buildConfigurations = (R); };
        R = {isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = beam/Info.plist; }; };
        T = {isa = PBXNativeTarget; name = Beam; productType = "com.apple.product-type.application"; };
        }; rootObject = P; }
        """
        let (info, errors) = try Self.firstTargetsInfo(project: text, at: "Beam.xcodeproj/project.pbxproj",
                                                       style: "UIStatusBarStyleLightContent", plistAt: "Beam/Info.plist")
        #expect(errors.isEmpty)
        #expect(info.file == "Beam/Info.plist")
        #expect(info.statusBarStyle.plain?.value == "UIStatusBarStyleLightContent")
    }

    @Test func missingInfoPlistFileIsAnErrorAndGeneratedKeysRemain() throws {
        let text = """
        { objects = {
        P = {isa = PBXProject; buildConfigurationList = L; targets = (T); };
        L = {isa = XCConfigurationList; buildConfigurations = (R); };
        R = {isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = Gone/Info.plist; PRODUCT_BUNDLE_IDENTIFIER = a.b; GENERATE_INFOPLIST_FILE = YES; }; };
        T = {isa = PBXNativeTarget; name = Gone; productType = "com.apple.product-type.application"; };
        }; rootObject = P; }
        """
        let project = try XcodeProject.parse(text.bytes, path: "Gone.xcodeproj/project.pbxproj")
        let (info, errors) = AppInfoPlist.forTarget(project.targets[0], in: project, root: URL(fileURLWithPath: "/nonexistent"))
        #expect(errors.count == 1)
        #expect(errors.first?.location.file == "Gone/Info.plist")
        #expect(info.bundleIdentifier?.value == "a.b")
    }

    static let badPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>UIViewControllerBasedStatusBarAppearance</key>
    \t<string>NO</string>
    \t<key>UIStatusBarStyle</key>
    \t<integer>1</integer>
    \t<key>UIStatusBarStyle~iphone</key>
    \t<string></string>
    \t<key>UIStatusBarStyle~ipad</key>
    \t<string>UIStatusBarStyleLight</string>
    \t<key>UIStatusBarHidden</key>
    \t<integer>0</integer>
    \t<key>UIUserInterfaceStyle</key>
    \t<string>Night</string>
    \t<key>UIApplicationSceneManifest</key>
    \t<dict>
    \t\t<key>UISceneConfigurations</key>
    \t\t<dict>
    \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
    \t\t\t<dict/>
    \t\t</dict>
    \t</dict>
    \t<key>UIStatusBarStyle~ipod</key>
    \t<string>UIStatusBarStyleBlackOpaque</string>
    </dict>
    </plist>
    """

    @Test func wrongTypesAndUnknownStylesAreIssuesNeverGuesses() throws {
        let info = try AppInfoPlist.read(Self.badPlist.bytes, file: "Bad/Info.plist")
        #expect(info.viewControllerBasedStatusBarAppearance == nil)
        #expect(info.statusBarStyle.plain == nil)
        #expect(info.statusBarStyle.iphone == nil)
        #expect(info.statusBarStyle.ipad == nil)
        #expect(info.statusBarStyle.ipod?.value == "UIStatusBarStyleBlackOpaque")
        #expect(info.statusBarHidden.isEmpty)
        #expect(info.userInterfaceStyle == nil)
        #expect(info.sceneConfigurations.isEmpty)
        #expect(info.issues.map(\.key) == [
            "UIViewControllerBasedStatusBarAppearance", "UIStatusBarStyle", "UIStatusBarStyle~iphone",
            "UIStatusBarStyle~ipad", "UIStatusBarHidden", "UIUserInterfaceStyle", "UIWindowSceneSessionRoleApplication",
        ])
        #expect(info.issues.map(\.location.line) == [5, 7, 9, 11, 13, 15, 21])
        #expect(info.issues[0].message == "'UIViewControllerBasedStatusBarAppearance' must be a Boolean (<true/> or <false/>), found the string 'NO'")
        #expect(info.issues[1].message == "'UIStatusBarStyle' must be a string, found a value of type integer")
        #expect(info.issues[2].message.hasPrefix("'UIStatusBarStyle~iphone' is empty"))
        #expect(info.issues[3].message.hasPrefix("'UIStatusBarStyleLight' is not a status bar style"))
    }

    @Test func rootThatIsNotADictionaryIsAnError() throws {
        let error = try #require(throws: LocatedError.self) {
            try AppInfoPlist.read("<plist>\n<array/>\n</plist>".bytes, file: "A.plist")
        }
        #expect(error.location.line == 2)
    }
}
