import Foundation
import SourceModel
import Testing
@testable import ProjectReaders

@Suite("xcconfig files")
struct XcconfigTests {
    @Test func parsesSettingsIncludesAndComments() {
        let text = """
        // Shared settings
        #include "Base.xcconfig"
        #include? "Local.xcconfig"
        PRODUCT_NAME = Sunrise // the app
        INFOPLIST_KEY_UIStatusBarStyle[sdk=iphoneos*] = UIStatusBarStyleDarkContent
          OTHER_LDFLAGS = $(inherited) -ObjC;
        this line is wrong
        """
        let (settings, includes, errors) = XcconfigReader.parse(text.bytes, file: "Config/App.xcconfig")
        #expect(includes.map(\.path) == ["Base.xcconfig", "Local.xcconfig"])
        #expect(includes.map(\.optional) == [false, true])
        #expect(settings.map(\.key) == ["PRODUCT_NAME", "INFOPLIST_KEY_UIStatusBarStyle[sdk=iphoneos*]", "OTHER_LDFLAGS"])
        #expect(settings.map(\.value.text) == ["Sunrise", "UIStatusBarStyleDarkContent", "$(inherited) -ObjC"])
        #expect(settings[1].location == SourceLocation(file: "Config/App.xcconfig", line: 5, column: 49))
        #expect(settings[2].location.column == 19)
        #expect(errors.map(\.location.line) == [7])
    }

    @Test func projectSettingsAreLayeredOverXcconfigs() throws {
        let folder = try TemporaryFolder("xcconfig")
        defer { folder.remove() }
        try folder.write("SDKROOT = iphoneos\nINFOPLIST_KEY_UIStatusBarHidden = YES\nFLAGS = -base\n", to: "Config/Base.xcconfig")
        try folder.write("#include \"Base.xcconfig\"\n#include \"Missing.xcconfig\"\nGENERATE_INFOPLIST_FILE = YES\nFLAGS = $(inherited) -app\nINFOPLIST_KEY_UIStatusBarStyle = UIStatusBarStyleDarkContent\n",
                         to: "Config/App.xcconfig")
        let pbxproj = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tC = {isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
        \t\tG = {isa = PBXGroup; children = (C); path = Config; sourceTree = "<group>"; };
        \t\tM = {isa = PBXGroup; children = (G); sourceTree = "<group>"; };
        \t\tP = {isa = PBXProject; mainGroup = M; buildConfigurationList = L; targets = (T); };
        \t\tL = {isa = XCConfigurationList; buildConfigurations = (R); };
        \t\tR = {isa = XCBuildConfiguration; name = Release; buildSettings = { FLAGS = "$(inherited) -project"; }; };
        \t\tT = {isa = PBXNativeTarget; name = Layered; buildConfigurationList = TL; productType = "com.apple.product-type.application"; };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TR); };
        \t\tTR = {isa = XCBuildConfiguration; name = Release; baseConfigurationReference = C; buildSettings = { FLAGS = "$(inherited) -target"; }; };
        \t};
        \trootObject = P;
        }
        """
        try folder.write(pbxproj, to: "Layered.xcodeproj/project.pbxproj")
        let project = try XcodeProject.parse(pbxproj.bytes, path: "Layered.xcodeproj/project.pbxproj")
        #expect(project.targets[0].configurations[0].baseConfigurationPath == "Config/App.xcconfig")
        let (xcconfigs, errors) = project.loadXcconfigs(root: folder.url)
        #expect(errors.map(\.location) == [SourceLocation(file: "Config/App.xcconfig", line: 2, column: 1)])
        let settings = project.resolvedSettings(for: project.targets[0], xcconfigs: xcconfigs)
        // Base.xcconfig sets FLAGS without $(inherited): the project's -project is replaced.
        #expect(settings.value("FLAGS") == "-base -app -target")
        #expect(settings.platform == .iOS)

        let inventory = ProjectInventory.read(root: folder.url)
        let app = try #require(inventory.apps.first)
        #expect(app.infoPlist.statusBarHidden.plain?.value == true)
        #expect(app.infoPlist.statusBarHidden.plain?.location == SourceLocation(file: "Config/Base.xcconfig", line: 2, column: 35))
        #expect(app.infoPlist.statusBarStyle.plain?.value == "UIStatusBarStyleDarkContent")
    }
}
