import Foundation
import ProjectReaders
import ProjectReading
import SourceModel
import Testing
@testable import Audit

/// Compilation conditions (issue "Follow how real apps show screens", "every `because` must be
/// true"): a branch of `#if`/`#ifdef` that the targets compiling a file cannot compile, as their
/// build settings define the names for certain, is not read; a name defined only in some
/// configurations (`DEBUG`) or by no setting keeps every branch read.
@Suite("Audit: compilation conditions of the build settings")
struct CompilationConditionsTests {
    /// An app (App/) linking a library (Engine/): the library defines `ENGINE_EMBEDDED` for C and
    /// Swift in every configuration when `defines`; the app defines `HARBOR_LITE` in every
    /// configuration when `lite`, and `DEBUG` only in its Debug configuration.
    static func project(defines: Bool, lite: Bool) -> String {
        let engine = defines
            ? "GCC_PREPROCESSOR_DEFINITIONS = (\"ENGINE_EMBEDDED=1\", \"$(inherited)\", ); OTHER_SWIFT_FLAGS = \"-D ENGINE_EMBEDDED\";" : ""
        let app = lite ? "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"HARBOR_LITE $(inherited)\";" : ""
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tB1 = {isa = PBXProject; buildConfigurationList = B2; mainGroup = B3; targets = (T1, T2, ); };
            \t\tB3 = {isa = PBXGroup; children = (F1, F2, F3, ); sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App/HomeViewController.swift; sourceTree = SOURCE_ROOT; };
            \t\tF2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = Engine/EngineWindow.m; sourceTree = SOURCE_ROOT; };
            \t\tF3 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Engine/EngineHost.swift; sourceTree = SOURCE_ROOT; };
            \t\tBF1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tBF2 = {isa = PBXBuildFile; fileRef = F2; };
            \t\tBF3 = {isa = PBXBuildFile; fileRef = F3; };
            \t\tP1 = {isa = PBXSourcesBuildPhase; files = (BF1, ); };
            \t\tP2 = {isa = PBXSourcesBuildPhase; files = (BF2, BF3, ); };
            \t\tD1 = {isa = PBXTargetDependency; target = T2; };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); dependencies = (D1, ); name = Harbor; productName = Harbor; productType = "com.apple.product-type.application"; };
            \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P2, ); dependencies = (); name = Engine; productName = Engine; productType = "com.apple.product-type.library.static"; };
            \t\tB2 = {isa = XCConfigurationList; buildConfigurations = (C0, C0D, ); defaultConfigurationName = Release; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, C1D, ); defaultConfigurationName = Release; };
            \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, C2D, ); defaultConfigurationName = Release; };
            \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; name = Release; };
            \t\tC0D = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0; GCC_PREPROCESSOR_DEFINITIONS = ("DEBUG=1", ); SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG; }; name = Debug; };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; PRODUCT_NAME = "$(TARGET_NAME)"; \(app) }; name = Release; };
            \t\tC1D = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; PRODUCT_NAME = "$(TARGET_NAME)"; \(app) }; name = Debug; };
            \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; \(engine) }; name = Release; };
            \t\tC2D = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; \(engine) }; name = Debug; };
            \t};
            \trootObject = B1;
            }

            """
    }

    static func example(defines: Bool, lite: Bool) -> RuleExample {
        RuleExample([
            "Harbor.xcodeproj/project.pbxproj": project(defines: defines, lite: lite),
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/HomeViewController.swift": """
                import UIKit
                final class HomeViewController: UIViewController {
                    @objc func openMore() {
                        #if !HARBOR_LITE
                        let store = StoreViewController()
                        store.modalPresentationStyle = .fullScreen
                        present(store, animated: true)
                        #endif
                        #if DEBUG
                        let console = ConsoleViewController()
                        console.modalPresentationStyle = .fullScreen
                        present(console, animated: true)
                        #endif
                    }
                }
                final class StoreViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }
                final class ConsoleViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }
                """,
            "Engine/EngineWindow.m": """
                #import <UIKit/UIKit.h>
                #import "EngineWindow.h"

                @implementation EngineWindow
                - (void)showFullScreen:(BOOL)borderless {
                #ifndef ENGINE_EMBEDDED
                    if (borderless) {
                        [UIApplication sharedApplication].statusBarHidden = YES;
                    }
                #endif
                #if defined(ENGINE_EMBEDDED) && ENGINE_EMBEDDED
                    self.hidden = NO;
                #else
                    [[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleLightContent];
                #endif
                }
                @end
                """,
            "Engine/EngineHost.swift": """
                import UIKit
                final class EngineHost {
                    func start() {
                        #if ENGINE_EMBEDDED
                        #else
                        UIApplication.shared.isStatusBarHidden = true
                        #endif
                    }
                }
                """,
        ])
    }

    /// The library defines its macro: the Objective-C branches written for the other build are
    /// not read, so their application setters are not found.
    @Test func aBranchTheLibraryCannotCompileIsNotRead() throws {
        let audited = try MixedProjectTests.audit(Self.example(defines: true, lite: false))
        #expect(audited.rules("ineffective-application-setter").isEmpty)
        let without = try MixedProjectTests.audit(Self.example(defines: false, lite: false))
        let lines = without.rules("ineffective-application-setter").map { "\($0.location.file):\($0.location.line)" }.sorted()
        #expect(lines == ["Engine/EngineHost.swift:6", "Engine/EngineWindow.m:14", "Engine/EngineWindow.m:8"])
    }

    /// A Swift condition the app defines in every configuration drops the branch it excludes. One
    /// defined only in the Debug configuration (`DEBUG`) keeps its branch read for the rules, but
    /// the app's screens are those of the configuration read (Release): the console is no screen.
    @Test func aSwiftConditionOfEveryConfigurationDecidesAndTheReleaseBuildHasNoDebugScreen() throws {
        let lite = try MixedProjectTests.audit(Self.example(defines: false, lite: true))
        #expect(lite.screen("StoreViewController") == nil)
        #expect(lite.screen("ConsoleViewController") == nil)
        let full = try MixedProjectTests.audit(Self.example(defines: false, lite: false))
        #expect(full.screen("StoreViewController") != nil)
        #expect(full.screen("ConsoleViewController") == nil)
        // The file itself is read with both branches (the class graph and the rules read it).
        let (root, _) = try Markers.write(Self.example(defines: false, lite: false))
        defer { try? FileManager.default.removeItem(at: root) }
        let contents = ProjectContents.read(root: root)
        let home = try #require(contents.sources.first { $0.path == "App/HomeViewController.swift" })
        #expect(home.conditionNames.contains("DEBUG"))
        #expect(home.calls.contains { $0.presentedClass == "ConsoleViewController" })
        let harbor = try #require(contents.inventory.apps.first { $0.name == "Harbor" })
        #expect(harbor.definitionGroups.first?.definitions.undefined == ["DEBUG"])
    }

    /// A SwiftUI place in a `#if DEBUG` branch is no screen of the Release build, and its coverage
    /// says why (``Coverage/Gap/Kind/notCompiledForApp``): no place the code shows a view is silent.
    @Test func aSwiftUIPlaceOnlyTheDebugBuildCompilesIsUnderCoverage() throws {
        var example = Self.example(defines: false, lite: false)
        example.files["App/HomeViewController.swift"] = """
            import SwiftUI
            import UIKit
            final class HomeViewController: UIViewController {
                func openSettings() {
                    present(UIHostingController(rootView: SettingsView()), animated: true)
                }
            }
            struct SettingsView: View {
                @State private var console = false
                var body: some View {
                    NavigationStack { List { Text("About") } }
                    #if DEBUG
                        .sheet(isPresented: $console) { ConsoleView() }
                    #endif
                }
            }
            struct ConsoleView: View { var body: some View { Text("Console") } }
            """
        let audited = try MixedProjectTests.audit(example)
        #expect(audited.screen("SettingsView") != nil)
        #expect(audited.screen("ConsoleView") == nil)
        let gaps = audited.gaps(.notCompiledForApp)
        #expect(gaps.map(\.file) == ["App/HomeViewController.swift"])
        #expect(gaps.map(\.line) == [13])
    }

    /// The inventory says what each file's targets define; `DEBUG` is not there. An iOS target's
    /// deployment target (16.0, the project's) gives `__IPHONE_OS_VERSION_MIN_REQUIRED`.
    @Test func theInventoryKeepsWhatEveryConfigurationDefines() throws {
        let (root, _) = try Markers.write(Self.example(defines: true, lite: true))
        defer { try? FileManager.default.removeItem(at: root) }
        let inventory = ProjectInventory.read(root: root)
        let engine = try #require(inventory.compilationDefinitions["Engine/EngineWindow.m"])
        #expect(engine.clang == ["ENGINE_EMBEDDED": "1", "__IPHONE_OS_VERSION_MIN_REQUIRED": "160000"])
        #expect(engine.swift == ["ENGINE_EMBEDDED"])
        #expect(inventory.compilationDefinitions["App/HomeViewController.swift"]?.swift == ["HARBOR_LITE"])
    }

    /// With the cache, a file read again with its definitions is read again on every run: the cache
    /// keeps its plain reading, and a warm run gives the same facts as the cold one.
    @Test func aWarmRunReadsTheFileWithItsDefinitionsAgain() throws {
        let (root, _) = try Markers.write(Self.example(defines: true, lite: false))
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-conditions-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: cache)
        }
        // (Runs "start" a minute later, so that every file has settled and the warm run serves it.)
        let runStart = FactsCache.now() + 60_000_000_000
        let cold = ProjectContents.read(root: root, cache: .folder(cache.path), tool: "tests", runStart: runStart)
        cold.cacheUpdate?.write()
        let warm = ProjectContents.read(root: root, cache: .folder(cache.path), tool: "tests", runStart: runStart)
        #expect(warm.cacheUse.served > 0)
        for contents in [cold, warm] {
            let engine = try #require(contents.sources.first { $0.path == "Engine/EngineWindow.m" })
            #expect(engine.deprecatedUses.isEmpty)
            #expect(engine.conditionNames.isEmpty)  // read with the definitions: nothing left undecided
        }
        #expect(cold.sources == warm.sources)
    }

    /// A project of two app targets compiling one shared file (`file`, of the `fileType`), each
    /// target with its own settings (`first`, `second`, inside its `buildSettings`).
    static func twoAppProject(names: (String, String), file: String, fileType: String, deploymentTarget: String,
                              first: String, second: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tB1 = {isa = PBXProject; buildConfigurationList = B2; mainGroup = B3; targets = (T1, T2, ); };
        \t\tB3 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
        \t\tF1 = {isa = PBXFileReference; lastKnownFileType = \(fileType); path = \(file); sourceTree = SOURCE_ROOT; };
        \t\tBF1 = {isa = PBXBuildFile; fileRef = F1; };
        \t\tBF2 = {isa = PBXBuildFile; fileRef = F1; };
        \t\tP1 = {isa = PBXSourcesBuildPhase; files = (BF1, ); };
        \t\tP2 = {isa = PBXSourcesBuildPhase; files = (BF2, ); };
        \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); dependencies = (); name = \(names.0); productName = \(names.0); productType = "com.apple.product-type.application"; };
        \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P2, ); dependencies = (); name = \(names.1); productName = \(names.1); productType = "com.apple.product-type.application"; };
        \t\tB2 = {isa = XCConfigurationList; buildConfigurations = (C0, ); defaultConfigurationName = Release; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); defaultConfigurationName = Release; };
        \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); defaultConfigurationName = Release; };
        \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = \(deploymentTarget); }; name = Release; };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; PRODUCT_NAME = "$(TARGET_NAME)"; \(first) }; name = Release; };
        \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; PRODUCT_NAME = "$(TARGET_NAME)"; \(second) }; name = Release; };
        \t};
        \trootObject = B1;
        }

        """
    }

    /// Two apps of one project compile the same file, one defining `HARBOR_LITE`: the audit reads
    /// the file with what both define (both branches), and each app's screens with its own
    /// (``ProjectContents/appSources``), a name the other app defines being undefined in this one.
    /// The lite app has no store; the full app has no upgrade screen.
    static let twoApps = twoAppProject(names: ("Harbor", "HarborLite"), file: "App/HomeViewController.swift", fileType: "sourcecode.swift",
                                       deploymentTarget: "16.0", first: "", second: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = HARBOR_LITE;")

    @Test func eachAppReadsASharedFileWithItsOwnConditions() throws {
        let example = RuleExample([
            "Harbor.xcodeproj/project.pbxproj": Self.twoApps,
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/HomeViewController.swift": """
                import UIKit
                final class HomeViewController: UIViewController {
                    @objc func openMore() {
                        #if HARBOR_LITE
                        present(UpgradeViewController(), animated: true)
                        #else
                        let store = StoreViewController()
                        store.modalPresentationStyle = .fullScreen
                        present(store, animated: true)
                        #endif
                    }
                }
                final class StoreViewController: UIViewController {}
                final class UpgradeViewController: UIViewController {}
                """,
        ])
        let audited = try MixedProjectTests.audit(example)
        func shown(in app: String) -> Set<String> {
            Set(audited.model.screens.filter { $0.screen.app == app }.map(\.screen.controller.className))
        }
        #expect(shown(in: "Harbor") == ["StoreViewController"])
        #expect(shown(in: "HarborLite") == ["UpgradeViewController"])
        // The file itself is read with what both apps define: both branches (for the class graph and the rules).
        let (root, _) = try Markers.write(example)
        defer { try? FileManager.default.removeItem(at: root) }
        let contents = ProjectContents.read(root: root)
        let home = try #require(contents.sources.first { $0.path == "App/HomeViewController.swift" })
        #expect(home.conditionNames.contains("HARBOR_LITE"))
        // Each app's own reading: the lite app defines HARBOR_LITE, the other leaves it undefined.
        #expect(contents.appSources.count == 2)
    }

    /// Two apps of one project whose prefix headers the repository does not hold (git ignores
    /// them): `#ifdef Harbor_Enterprise`, defined by no setting and no file, is taken as defined for
    /// the app whose target name has the word `Enterprise` and undefined for the other, and each
    /// app's coverage says so (``CompilationDefinitions/unseenPrefixMacros(tested:definedElsewhere:apps:)``).
    static let twoAppsWithMissingPrefixHeaders = twoAppProject(
        names: ("Harbor_iOS", "Harbor_Enterprise_iOS"), file: "App/HomeViewController.m", fileType: "sourcecode.c.objc", deploymentTarget: "12.0",
        first: "GCC_PREFIX_HEADER = \"App/Harbor_iOS-Prefix.pch\";",
        second: "GCC_PREFIX_HEADER = \"$(SRCROOT)/App/Harbor_Enterprise_iOS-Prefix.pch\";")

    /// The choice between the shop and the team list, tested at compile time (`#ifdef`) or at run
    /// time on the same kind of macro (`if (kHarbor_Enterprise)`, a prefix header's macro of a
    /// Boolean expression, as Coding's `kTarget_Enterprise`), with the macro it tests.
    static let moreChoices: [(body: String, macro: String)] = [
        ("""
        #ifdef Harbor_Enterprise
            [self.navigationController pushViewController:[[TeamListViewController alloc] init] animated:YES];
        #else
            [self.navigationController pushViewController:[[ShopViewController alloc] init] animated:YES];
        #endif
        """, "Harbor_Enterprise"),
        ("""
            if (kHarbor_Enterprise) {
                [self.navigationController pushViewController:[[TeamListViewController alloc] init] animated:YES];
            } else {
                [self.navigationController pushViewController:[[ShopViewController alloc] init] animated:YES];
            }
        """, "kHarbor_Enterprise"),
    ]

    @Test(arguments: moreChoices.indices)
    func aMacroOfAMissingPrefixHeaderIsTakenFromTheTargetsName(choice: Int) throws {
        let (body, macro) = Self.moreChoices[choice]
        let example = RuleExample([
            "Harbor.xcodeproj/project.pbxproj": Self.twoAppsWithMissingPrefixHeaders,
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/HomeViewController.m": """
                #import <UIKit/UIKit.h>
                @interface HomeViewController : UIViewController
                @end
                @interface ShopViewController : UIViewController
                @end
                @interface TeamListViewController : UIViewController
                @end
                @implementation HomeViewController
                - (void)openMore {
                \(body)
                }
                @end
                @implementation ShopViewController
                @end
                @implementation TeamListViewController
                @end
                """,
        ])
        let audited = try MixedProjectTests.audit(example)
        func shown(in app: String) -> Set<String> {
            Set(audited.model.screens.filter { $0.screen.app == app }.map(\.screen.controller.className))
        }
        #expect(shown(in: "Harbor_iOS").contains("ShopViewController"))
        #expect(!shown(in: "Harbor_iOS").contains("TeamListViewController"))
        #expect(shown(in: "Harbor_Enterprise_iOS").contains("TeamListViewController"))
        #expect(!shown(in: "Harbor_Enterprise_iOS").contains("ShopViewController"))
        // Each app's coverage says what was assumed, naming its missing header.
        let assumed = audited.gaps(.macrosAssumed)
        #expect(assumed.map(\.file).sorted() == ["App/Harbor_Enterprise_iOS-Prefix.pch", "App/Harbor_iOS-Prefix.pch"])
        #expect(assumed.contains { $0.what.contains("'\(macro)' taken as defined for 'Harbor_Enterprise_iOS'") })
    }

    /// The words that tell apps apart, and when a macro is taken from them.
    @Test func aMacroIsTakenFromATargetsNameOnlyWhenItsWordNamesSomeAppsWithMissingHeaders() {
        #expect(CompilationDefinitions.words("Coding_Enterprise_iOS") == ["coding", "enterprise"])
        #expect(CompilationDefinitions.words("MyAppLite") == ["my", "lite"])
        let apps = [(name: "Coding_iOS", prefixMissing: true), (name: "Coding_Enterprise_iOS", prefixMissing: true)]
        let taken = CompilationDefinitions.unseenPrefixMacros(tested: ["Target_Enterprise", "USE_FLEX", "Coding"], definedElsewhere: [], apps: apps)
        #expect(taken[0] == [])
        #expect(taken[1] == ["Target_Enterprise"])
        // Defined by a file or a setting: never assumed.
        #expect(CompilationDefinitions.unseenPrefixMacros(tested: ["Target_Enterprise"], definedElsewhere: ["Target_Enterprise"], apps: apps).isEmpty)
        // The app the word names has its prefix header: it would say.
        let withHeader = [(name: "Coding_iOS", prefixMissing: true), (name: "Coding_Enterprise_iOS", prefixMissing: false)]
        #expect(CompilationDefinitions.unseenPrefixMacros(tested: ["Target_Enterprise"], definedElsewhere: [], apps: withHeader).isEmpty)
        // One app alone: nothing to tell apart.
        #expect(CompilationDefinitions.unseenPrefixMacros(tested: ["Target_Enterprise"], definedElsewhere: [], apps: [apps[1]]).isEmpty)
    }
}
