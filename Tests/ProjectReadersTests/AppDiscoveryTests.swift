import SourceModel
import Testing
@testable import ProjectReaders

@Suite("App discovery without a project")
struct AppDiscoveryTests {
    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
    }

    static let cases: [(path: String, body: String, isApp: Bool)] = [
        ("App/Info.plist", "<key>CFBundlePackageType</key><string>APPL</string>", true),
        ("App/Sunrise-Info.plist", "<key>UIApplicationSceneManifest</key><dict/>", true),
        ("Old/Info.plist", "<key>UIMainStoryboardFile</key><string>Main</string>", true),
        ("Launch/Info.plist", "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>", true),
        ("Modern/Info.plist", "<key>CFBundlePackageType</key><string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string><key>LSRequiresIPhoneOS</key><true/>", true),
        ("App/GoogleService-Info.plist", "<key>CFBundlePackageType</key><string>APPL</string><key>API_KEY</key><string>k</string>", false),
        ("App/Settings.bundle/Root.plist", "<key>PreferenceSpecifiers</key><array/>", false),
        ("App/Settings.bundle/Info.plist", "<key>UIMainStoryboardFile</key><string>Main</string>", false),
        ("App/Themes/Dark.plist", "<key>UIStatusBarStyle</key><string>UIStatusBarStyleLightContent</string>", false),
        ("AppTests/Info.plist", "<key>CFBundlePackageType</key><string>BNDL</string>", false),
        ("AppTests/Info.plist", "<key>CFBundlePackageType</key><string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>", false),
        ("Pods/Target Support Files/Pods-App/Info.plist", "<key>CFBundlePackageType</key><string>APPL</string>", false),
        ("Kit/Info.plist", "<key>CFBundlePackageType</key><string>FMWK</string><key>UIMainStoryboardFile</key><string>X</string>", false),
        ("Kit/Info.plist", "<key>CFBundlePackageType</key><string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>", false),
        ("Empty/Info.plist", "", false),
    ]

    @Test(arguments: cases)
    func verdicts(path: String, body: String, isApp: Bool) throws {
        let info = try AppInfoPlist.read(Self.plist(body).bytes, file: path)
        let verdict = AppDiscovery.verdict(path: path, plist: info)
        #expect(verdict.isApp == isApp, "\(path): \(verdict.reason)")
        #expect(!verdict.reason.isEmpty)
    }

    @Test func nameFilterIsCheap() {
        #expect(AppDiscovery.isCandidate(path: "Info.plist"))
        #expect(AppDiscovery.isCandidate(path: "My App!/Sources/App_Info.plist"))
        #expect(!AppDiscovery.isCandidate(path: "App/Config.plist"))
        #expect(!AppDiscovery.isCandidate(path: "Carthage/Build/X.framework/Info.plist"))
        #expect(!AppDiscovery.isCandidate(path: "App/GoogleService-Info.plist"))
    }
}
