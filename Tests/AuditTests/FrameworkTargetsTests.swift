import Foundation
@testable import ProjectReaders
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// The app's own frameworks (issue "screen graph", point 9): a framework target of the same project
/// that the app target depends on (`PBXTargetDependency`) is the app's code; its controllers are the
/// app's screens and their findings count.
@Suite("Audit: the app's own frameworks")
struct FrameworkTargetsTests {
    /// A project with an app target (App/) and a framework target (Kit/); the app depends on the
    /// framework when `linked`.
    static func project(linked: Bool) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tB1 = {isa = PBXProject; buildConfigurationList = B2; mainGroup = B3; targets = (T1, T2, ); };
        \t\tB3 = {isa = PBXGroup; children = (F1, F2, ); sourceTree = "<group>"; };
        \t\tF1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App/AppDelegate.swift; sourceTree = SOURCE_ROOT; };
        \t\tF2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Kit/KitHomeViewController.swift; sourceTree = SOURCE_ROOT; };
        \t\tBF1 = {isa = PBXBuildFile; fileRef = F1; };
        \t\tBF2 = {isa = PBXBuildFile; fileRef = F2; };
        \t\tP1 = {isa = PBXSourcesBuildPhase; files = (BF1, ); };
        \t\tP2 = {isa = PBXSourcesBuildPhase; files = (BF2, ); };
        \t\tD1 = {isa = PBXTargetDependency; target = T2; };
        \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); dependencies = (\(linked ? "D1, " : "")); name = Harbor; productName = Harbor; productType = "com.apple.product-type.application"; };
        \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P2, ); dependencies = (); name = HarborKit; productName = HarborKit; productType = "com.apple.product-type.framework"; };
        \t\tB2 = {isa = XCConfigurationList; buildConfigurations = (C0, ); defaultConfigurationName = Release; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); defaultConfigurationName = Release; };
        \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); defaultConfigurationName = Release; };
        \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Release; };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
        \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
        \t};
        \trootObject = B1;
        }

        """
    }

    static func example(linked: Bool) -> RuleExample {
        RuleExample([
            "Harbor.xcodeproj/project.pbxproj": project(linked: linked),
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/HomeViewController.swift": """
                import UIKit
                import HarborKit
                final class HomeViewController: UIViewController {
                    func openKit() {
                        let kit = KitHomeViewController()
                        kit.modalPresentationStyle = .fullScreen
                        present(kit, animated: true)
                    }
                }
                """,
            "Kit/KitHomeViewController.swift": """
                import UIKit
                public final class KitHomeViewController: UIViewController {
                    func openDetail() {
                        let detail = KitDetailViewController()
                        detail.modalPresentationStyle = .fullScreen
                        present(detail, animated: true)
                    }
                }
                public final class KitDetailViewController: UIViewController {
                    public override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                    public override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = .white
                    }
                }
                """,
        ])
    }

    @Test func aLinkedFrameworksControllerIsTheAppsScreen() throws {
        let audited = try MixedProjectTests.audit(Self.example(linked: true))
        #expect(audited.model.apps.first?.app.discovered.frameworks == ["HarborKit"])
        // The framework's own presentation is followed: its detail screen is the app's.
        let s = try #require(audited.screen("KitDetailViewController"))
        #expect(s.prediction.light.style == .lightContent)
        // White content on a white view, found in the framework's file.
        let f = try #require(audited.rules("unreadable-status-bar").first)
        #expect(f.location.file == "Kit/KitHomeViewController.swift")
    }

    /// A CMake-generated project beside the app (a library's test tool, an iOS application by its
    /// product type) whose build phases list only absolute paths owns no file of the folder: the
    /// app's screens are not its screens.
    @Test func aTargetWhoseFilesAreAllOutsideTheFolderOwnsNone() throws {
        let tool = Self.project(linked: false)
            .replacingOccurrences(of: "path = Kit/KitHomeViewController.swift; sourceTree = SOURCE_ROOT;",
                                  with: "path = /Users/builder/zstd/tests/fuzzer.c; sourceTree = \"<absolute>\";")
            .replacingOccurrences(of: "com.apple.product-type.framework", with: "com.apple.product-type.application")
            .replacingOccurrences(of: "name = HarborKit; productName = HarborKit;", with: "name = fuzzer; productName = fuzzer;")
        let audited = try MixedProjectTests.audit(Self.example(linked: false).adding("Vendor/zstd/tests.xcodeproj/project.pbxproj", tool))
        let fuzzer = try #require(audited.model.apps.first { $0.app.discovered.name == "fuzzer" })
        #expect(fuzzer.app.discovered.listsFilesElsewhere)
        #expect(!audited.model.screens.contains { $0.screen.app == "fuzzer" })
        #expect(!fuzzer.app.owns("Kit/KitHomeViewController.swift") && !fuzzer.app.owns("App/HomeViewController.swift"))
        #expect(audited.model.apps.first { $0.app.discovered.name == "Harbor" }?.app.owns("App/AppDelegate.swift") == true)
    }

    /// The iPhone container of a watch-only app (no sources, its own product type) is not an app
    /// of the iPhone: it claims no screen, and is said under `skipped`.
    @Test func aWatchOnlyAppsContainerIsNoApp() throws {
        let container = Self.project(linked: false)
            .replacingOccurrences(of: "name = HarborKit; productName = HarborKit; productType = \"com.apple.product-type.framework\";",
                                  with: "name = \"Harbor Mini\"; productName = \"Harbor Mini\"; productType = \"com.apple.product-type.application.watchapp2-container\";")
            .replacingOccurrences(of: "buildPhases = (P2, );", with: "buildPhases = ();")
        let audited = try MixedProjectTests.audit(Self.example(linked: false).adding("Harbor.xcodeproj/project.pbxproj", container))
        #expect(audited.model.apps.map(\.app.discovered.name) == ["Harbor"])
        #expect(audited.model.contents.skipped.contains { $0.reason.contains("'Harbor Mini' is the iPhone container of a watch-only app") })
        #expect(!audited.model.screens.contains { $0.screen.app == "Harbor Mini" })
    }

    /// An app target named as one that previews, demonstrates or tests a part of the app
    /// (`HarborPreview`), beside the app, is not audited: it is said under `skipped`. Alone in the
    /// folder, it is the app.
    @Test func aPreviewAppBesideTheAppIsSkipped() throws {
        let preview = Self.project(linked: false)
            .replacingOccurrences(of: "name = HarborKit; productName = HarborKit; productType = \"com.apple.product-type.framework\";",
                                  with: "name = HarborPreview; productName = HarborPreview; productType = \"com.apple.product-type.application\";")
        let audited = try MixedProjectTests.audit(Self.example(linked: false).adding("Harbor.xcodeproj/project.pbxproj", preview))
        #expect(audited.model.apps.map(\.app.discovered.name) == ["Harbor"])
        #expect(audited.model.contents.skipped.contains { $0.reason.hasPrefix("target 'HarborPreview' is named as an app that previews") })

        let alone = preview.replacingOccurrences(of: "name = Harbor; productName = Harbor; productType = \"com.apple.product-type.application\";",
                                                 with: "name = Harbor; productName = Harbor; productType = \"com.apple.product-type.framework\";")
        #expect(alone != preview)
        let single = try MixedProjectTests.audit(Self.example(linked: false).adding("Harbor.xcodeproj/project.pbxproj", alone))
        #expect(single.model.apps.map(\.app.discovered.name) == ["HarborPreview"])
    }

    @Test(arguments: [("HomeFeaturePreview", true), ("Sileo Demo", true), ("UITesting", true), ("AssetsPickerControllerExample", true),
                      ("SampleReceiptPrinter", true), ("Provenance-Lite", false), ("Resample", false), ("Previewer", false),
                      ("Contesting", false), ("Harbor", false)])
    func developerAppNames(name: String, developer: Bool) {
        #expect(ProjectInventory.isDeveloperApp(name) == developer)
    }

    @Test func aFrameworkTheAppDoesNotDependOnIsNotTheApps() throws {
        let audited = try MixedProjectTests.audit(Self.example(linked: false))
        #expect(audited.model.apps.first?.app.discovered.frameworks == [])
        #expect(audited.screen("KitDetailViewController") == nil)
        #expect(audited.rules("unreadable-status-bar").isEmpty)
    }

    /// A finding in a file that no audited app builds (a framework the app does not link, a
    /// unit-test bundle's helper) is not reported: what happens there happens in no app.
    @Test func aFindingInAFileNoAppBuildsIsNotReported() throws {
        func findings(linked: Bool) throws -> [Finding] {
            var example = Self.example(linked: linked)
            example.files["Kit/KitHomeViewController.swift"] = """
                import UIKit
                public final class KitHomeViewController: UIViewController {
                    var top: CGFloat { UIApplication.shared.statusBarFrame.height }
                }
                """
            return try MixedProjectTests.audit(example).rules("deprecated-status-bar-api")
        }
        #expect(try findings(linked: true).map(\.location.file) == ["Kit/KitHomeViewController.swift"])
        #expect(try findings(linked: false).isEmpty)
    }
}
