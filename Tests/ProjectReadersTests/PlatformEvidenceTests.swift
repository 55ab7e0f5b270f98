import Foundation
import SourceModel
import Testing
@testable import ProjectReaders

/// Issue "No wrong error": an app whose platform lives elsewhere (its SDKROOT in a configuration
/// file of a submodule that is not checked out) is taken for iOS from what else says it.
@Suite("The platform of a target whose SDKROOT says nothing")
struct PlatformEvidenceTests {
    @Test func theFixturesAppIsTakenForIOSAndItsTVTargetIsNot() throws {
        let inventory = ProjectInventory.read(root: Fixtures.url("PlatformInMissingXcconfig"))
        #expect(inventory.apps.map(\.name) == ["Weather"])
        let app = try #require(inventory.apps.first)
        #expect(app.deploymentTarget?.value == "12.0")
        #expect(app.infoPlist.file == "Weather/Info.plist")
        let assumed = try #require(app.platformAssumption)
        #expect(assumed.file == "Configs/Shared/Base.xcconfig")
        #expect(assumed.what == "the platform of target 'Weather' is taken for iOS from its Info.plist's LSRequiresIPhoneOS, "
            + "TARGETED_DEVICE_FAMILY = 1,2 and IPHONEOS_DEPLOYMENT_TARGET = 12.0, since its SDKROOT is set in no file the audit "
            + "can read ('Configs/Shared/Base.xcconfig', which its configuration 'Release' is based on, is missing)")
        #expect(inventory.skipped.contains { $0.reason.contains("target 'WeatherTV' builds for an unknown platform") })
        #expect(inventory.missingSubmodules == ["Configs/Shared"])
    }

    struct EvidenceCase: CustomTestStringConvertible, Sendable {
        var label: String
        /// The target's build settings, as pbxproj text.
        var settings: String
        var requiresIPhoneOS: Bool = false
        /// What the target is taken for iOS from; `nil` when it is not.
        var from: String?
        var testDescription: String { label }
    }

    static let cases: [EvidenceCase] = [
        EvidenceCase(label: "nothing says iOS", settings: "", from: nil),
        EvidenceCase(label: "the Info.plist alone", settings: "", requiresIPhoneOS: true, from: "its Info.plist's LSRequiresIPhoneOS"),
        EvidenceCase(label: "iPhone alone", settings: "TARGETED_DEVICE_FAMILY = 1;", from: "TARGETED_DEVICE_FAMILY = 1"),
        EvidenceCase(label: "Apple TV, whatever the Info.plist says", settings: "TARGETED_DEVICE_FAMILY = 3;", requiresIPhoneOS: true, from: nil),
        EvidenceCase(label: "the iOS deployment target alone", settings: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;",
                     from: "IPHONEOS_DEPLOYMENT_TARGET = 15.0"),
        EvidenceCase(label: "deployment targets of several platforms", settings: "IPHONEOS_DEPLOYMENT_TARGET = 15.0; MACOSX_DEPLOYMENT_TARGET = 12.0;",
                     from: nil),
        EvidenceCase(label: "an SDKROOT that names no platform", settings: "SDKROOT = \"$(SHARED_SDK)\"; TARGETED_DEVICE_FAMILY = \"1,2\";",
                     from: "TARGETED_DEVICE_FAMILY = 1,2"),
    ]

    @Test("what says iOS, with no configuration file missing", arguments: cases)
    func evidence(_ testCase: EvidenceCase) throws {
        let folder = try TemporaryFolder("platform")
        defer { folder.remove() }
        try folder.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundlePackageType</key><string>APPL</string>\
            \(testCase.requiresIPhoneOS ? "<key>LSRequiresIPhoneOS</key><true/>" : "")</dict></plist>
            """, to: "App/Info.plist")
        try folder.write("""
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tM = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t\tP = {isa = PBXProject; mainGroup = M; buildConfigurationList = L; targets = (T); };
            \t\tL = {isa = XCConfigurationList; buildConfigurations = (R); };
            \t\tR = {isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
            \t\tT = {isa = PBXNativeTarget; name = Tides; buildConfigurationList = TL; productType = "com.apple.product-type.application"; };
            \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TR); };
            \t\tTR = {isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = App/Info.plist; \(testCase.settings) }; };
            \t};
            \trootObject = P;
            }
            """, to: "Tides.xcodeproj/project.pbxproj")
        let inventory = ProjectInventory.read(root: folder.url)
        if let from = testCase.from {
            let app = try #require(inventory.apps.first)
            let assumed = try #require(app.platformAssumption)
            #expect(assumed.file == "Tides.xcodeproj/project.pbxproj")
            #expect(assumed.what.hasPrefix("the platform of target 'Tides' is taken for iOS from \(from), since "))
            #expect(assumed.what.hasSuffix(testCase.settings.contains("SDKROOT")
                ? "its SDKROOT, '$(SHARED_SDK)', names no platform" : "no build setting sets its SDKROOT"))
        } else {
            #expect(inventory.apps.isEmpty)
            #expect(inventory.skipped.contains { $0.reason == "target 'Tides' builds for an unknown platform: only iOS apps are audited" })
        }
    }

    @Test func aMissingIncludeOfAConfigurationFileIsNamed() throws {
        let folder = try TemporaryFolder("platform-include")
        defer { folder.remove() }
        try folder.write("#include \"Shared/Platform.xcconfig\"\n#include? \"Local.xcconfig\"\nPRODUCT_NAME = Tides\n", to: "Configs/App.xcconfig")
        #expect(XcconfigReader.missingFiles("Configs/App.xcconfig", root: folder.url) == ["Configs/Shared/Platform.xcconfig"])
        #expect(XcconfigReader.missingFiles("Configs/Gone.xcconfig", root: folder.url) == ["Configs/Gone.xcconfig"])
    }
}
