import SourceModel
import Testing
@testable import ProjectReaders

/// The scene manifest's path (`UIApplicationSceneManifest` → `UISceneConfigurations` →
/// `UIWindowSceneSessionRoleApplication` → configurations): each step of the wrong type is one
/// located issue naming it, and the look-up stops there.
@Suite("Info.plist: the scene manifest")
struct SceneManifestTests {
    func read(_ manifest: String) throws -> AppInfoPlist {
        try AppInfoPlist.read(AppDiscoveryTests.plist("<key>UIApplicationSceneManifest</key>\(manifest)").bytes, file: "App/Info.plist")
    }

    @Test func configurationsAreReadInOrder() throws {
        let info = try read("""
            <dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array>
            <dict><key>UISceneConfigurationName</key><string>Default</string>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            <key>UISceneStoryboardFile</key><string>Main</string></dict>
            <dict><key>UISceneConfigurationName</key><string>Viewer</string></dict>
            </array></dict></dict>
            """)
        #expect(info.hasSceneManifest)
        #expect(info.issues.isEmpty)
        #expect(info.sceneConfigurations.map { $0.name?.value } == ["Default", "Viewer"])
        #expect(info.sceneConfigurations.first?.storyboardFile?.value == "Main")
        #expect(info.sceneConfigurations.first?.delegateClassName?.value == "$(PRODUCT_MODULE_NAME).SceneDelegate")
    }

    @Test(arguments: [
        ("<string>scenes</string>", "'UIApplicationSceneManifest' must be a dictionary, found a value of type string", false),
        ("<dict><key>UISceneConfigurations</key><array/></dict>",
         "'UISceneConfigurations' must be a dictionary, found a value of type array", true),
        ("<dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><dict/></dict></dict>",
         "'UIWindowSceneSessionRoleApplication' must be an array, found a value of type dictionary", true),
        ("<dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><string>Main</string></array></dict></dict>",
         "a scene configuration must be a dictionary, found a value of type string", true),
    ])
    func aStepOfTheWrongTypeIsOneIssue(manifest: String, message: String, hasManifest: Bool) throws {
        let info = try read(manifest)
        #expect(info.issues.map(\.message) == [message])
        #expect(info.issues.first?.location.line == 4)
        #expect(info.sceneConfigurations.isEmpty)
        #expect(info.hasSceneManifest == hasManifest)
    }

    /// The other roles' delegates (an external display's, CarPlay's), unless an application-role
    /// configuration names the same class.
    @Test func otherDisplaysDelegatesAreListed() throws {
        let info = try read("""
            <dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array>
            <dict><key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string></dict></array>
            <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key><array>
            <dict><key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).ExternalDisplaySceneDelegate</string></dict></array>
            <key>CPTemplateApplicationSceneSessionRoleApplication</key><array>
            <dict><key>UISceneDelegateClassName</key><string>CarPlaySceneDelegate</string></dict>
            <dict><key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string></dict></array>
            </dict></dict>
            """)
        #expect(info.issues.isEmpty)
        #expect(info.otherDisplaySceneDelegates == ["$(PRODUCT_MODULE_NAME).ExternalDisplaySceneDelegate", "CarPlaySceneDelegate"])
    }

    /// Another role of the wrong type (not an array, an entry not a dictionary, a delegate that is
    /// no string) is an issue at its place, as the application role's is; the rest is read.
    @Test func anotherRoleOfTheWrongTypeIsAnIssue() throws {
        let info = try read("""
            <dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key><dict/>
            <key>CPTemplateApplicationSceneSessionRoleApplication</key><array>
            <string>CarPlay</string>
            <dict><key>UISceneDelegateClassName</key><integer>3</integer></dict>
            <dict><key>UISceneDelegateClassName</key><string>CarPlaySceneDelegate</string></dict></array>
            </dict></dict>
            """)
        // In the order of their places.
        #expect(info.issues.map(\.message) == [
            "'UIWindowSceneSessionRoleExternalDisplayNonInteractive' must be an array, found a value of type dictionary",
            "a scene configuration must be a dictionary, found a value of type string",
            "'UISceneDelegateClassName' must be a string, found a value of type integer",
        ])
        #expect(info.otherDisplaySceneDelegates == ["CarPlaySceneDelegate"])
    }
}
