import Foundation
import ProjectReaders
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit
@testable import ProjectReaders

/// The iOS versions an app supports, the eras of R9 they span, and findings over that range.
@Suite("Audit: supported iOS versions")
struct SupportedVersionsTests {
    let whiteDefault = storyboard(initial: "home", controllerScene("home", customClass: "HomeViewController",
        background: "<color key=\"backgroundColor\" red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"))
    let home = "import UIKit\nfinal class HomeViewController: UIViewController {}\n"

    func audit(_ files: [String: String]) throws -> AuditReport {
        let (root, _) = try Markers.write(RuleExample(files))
        defer { try? FileManager.default.removeItem(at: root) }
        return Auditor.run(AuditOptions(root: root))
    }

    @Test func withoutADeploymentTargetIOS15IsAssumedAndBothModernErasArePredicted() throws {
        let model = try auditModel(["App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": whiteDefault, "App/Home.swift": home])
        let app = try #require(model.apps.first?.app)
        #expect(app.versions.source == .assumed)
        #expect(app.versions.deploymentTarget == IOSVersion(15))
        #expect(app.versions.eras == [.ios13to16, .ios17])
        let s = try #require(screen(model, "HomeViewController"))
        #expect(s.eras.map(\.era) == [.ios13to16, .ios17])
        #expect(s.eras[0].prediction.dark.content == .light)   // iOS 13–16: follows Dark Mode
        #expect(s.prediction.dark.content == .dark)            // iOS 17: adapts to the white view
    }

    @Test func defaultOnAFixedBackgroundIsAWarningNamingTheOlderVersions() throws {
        let report = try audit(["App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": whiteDefault, "App/Home.swift": home])
        // One defect, one rule: the warning names its cause (default on a fixed background).
        #expect(!report.findings.contains { $0.rule == "unreadable-status-bar" })
        let fixed = try #require(report.findings.first { $0.rule == "default-style-on-fixed-background" })
        #expect(fixed.severity == .warning)
        #expect(fixed.message.contains("on iOS 15–16 (iOS 17 and later adapt default to the content below)"))
    }

    @Test func anAppForIOS17AndLaterHasNoDefaultStyleFinding() throws {
        let report = try audit(["App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": whiteDefault, "App/Home.swift": home,
                                "Package.swift": "// swift-tools-version: 5.9\nlet package = Package(name: \"App\", platforms: [.iOS(.v17)])\n"])
        #expect(report.apps.first?.app.versions.eras == [.ios17])
        #expect(!report.findings.contains { $0.rule == "unreadable-status-bar" || $0.rule == "default-style-on-fixed-background" })
    }

    /// A package's language version is its tools version: a library package without an Xcode
    /// project is not a Swift 2 project, and runs in dark appearance.
    @Test func aPackageWithoutSwiftVersionIsNotTakenForSwift2() throws {
        let (root, _) = try Markers.write(RuleExample([
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Widgets\", platforms: [.iOS(.v15)], targets: [.target(name: \"Widgets\")])\n",
            "Sources/Widgets/Card.swift": "import UIKit\npublic final class CardViewController: UIViewController {}\n",
        ]))
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try #require(Auditor.run(AuditOptions(root: root)).apps.first)
        #expect(app.app.versions.linkedBeforeIOS13 == nil)
        #expect(app.app.versions.eras == [.ios13to16, .ios17])
    }

    @Test func lightContentOnWhiteIsAnErrorOnTheNewestIOS() throws {
        let report = try audit(["App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": whiteDefault,
                                "App/Home.swift": "import UIKit\nfinal class HomeViewController: UIViewController {\n    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n}\n"])
        let f = try #require(report.findings.first { $0.rule == "unreadable-status-bar" })
        #expect(f.severity == .error)
        #expect(!f.message.contains(" on iOS "))
    }

    @Test func pinningOneVersionPredictsOneEra() throws {
        let (root, _) = try Markers.write(RuleExample(["App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": whiteDefault, "App/Home.swift": home]))
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Auditor.run(AuditOptions(root: root, ios: IOSVersion(16)))
        #expect(report.screens.first?.eras.map(\.era) == [.ios13to16])
        // Pinned to iOS 16, the bar is unreadable on the newest iOS audited: an error, under one rule.
        #expect(report.findings.first { $0.rule == "unreadable-status-bar" }?.severity == .error)
        #expect(!report.findings.contains { $0.rule == "default-style-on-fixed-background" })
    }

    /// Before iOS 13.4 the app's own extension of UINavigationController is called: one whose
    /// `preferredStatusBarStyle` returns the top controller's answer forwards, in any branch.
    @Test(arguments: [
        ("", true),
        ("extension UINavigationController {\n    open override var preferredStatusBarStyle: UIStatusBarStyle { topViewController?.preferredStatusBarStyle ?? .default }\n}\n", false),
        ("extension UINavigationController {\n    open override var preferredStatusBarStyle: UIStatusBarStyle {\n"
            + "        presentedViewController is UIAlertController ? .lightContent : (topViewController?.preferredStatusBarStyle ?? .default)\n    }\n}\n", false),
    ])
    func anExtensionReturningTheTopControllersAnswerForwardsBeforeIOS13(extensionCode: String, swallowed: Bool) throws {
        let scenes = navigationScene("nav", root: "feed") + controllerScene("feed", customClass: "FeedViewController")
        let (root, _) = try Markers.write(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "nav", scenes),
            "App/Feed.swift": "import UIKit\nfinal class FeedViewController: UIViewController {\n"
                + "    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n}\n" + extensionCode,
        ]))
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Auditor.run(AuditOptions(root: root, ios: IOSVersion(12)))
        #expect(report.findings.contains { $0.rule == "preference-swallowed-by-navigation" } == swallowed)
    }

    @Test func aChildsUnknownStyleUnderAVisibleNavigationBarDoesNotMakeTheScreenUnknown() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "nav", navigationScene("nav", root: "feed") + controllerScene("feed", customClass: "FeedViewController")),
            "App/Feed.swift": """
            import UIKit
            final class FeedViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { ThemeManager.shared.statusBarStyle }
            }
            """,
        ])
        let s = try #require(screen(model, "FeedViewController"))
        #expect(s.prediction.styleDecidedBy.name == "UINavigationController")
        #expect(s.prediction.certainty == .certain)
    }

    @Test func aPushWhoseNavigationControllerIsNotKnownHasAnUnknownContextAndNoFinding() throws {
        let report = try audit([
            "App/Info.plist": plainInfo,
            "App/Coordinator.swift": """
            import UIKit
            final class ListViewController: UIViewController {
                func open() {
                    navigationController?.pushViewController(DetailViewController(), animated: true)
                }
            }
            final class DetailViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """,
        ])
        let detail = try #require(report.screens.first { $0.screen.controller.className == "DetailViewController" })
        #expect(detail.screen.navigation == nil)
        // Every place of the app: its own answer where it decides, UIKit's default where a
        // navigation controller or another controller does; nothing said of what lies under the bar.
        #expect(detail.prediction.certainty == .conditional)
        #expect(Set(detail.prediction.possibleStyles) == [.lightContent, .default])
        #expect(detail.prediction.light.backdrop == nil)
        #expect(!report.findings.contains { $0.rule == "preference-swallowed-by-navigation" })
    }

    @Test func packageManifestPlatformsAreReadAsText() {
        func target(_ text: String) -> String? { PackageManifestPlatforms.iOSDeploymentTarget(in: text, file: "Package.swift")?.value }
        #expect(target("platforms: [.iOS(.v16_4), .macOS(.v13)]") == "16.4")
        #expect(target("platforms: [.iOS(\"15.0\")]") == "15.0")
        #expect(target("// platforms: [.iOS(.v12)]\nplatforms: [.iOS(.v17)]") == "17.0")
        #expect(target("platforms: [.macOS(.v13)]") == nil)
    }

    @Test func swift3OrNoSwiftVersionMeansNoDarkAppearance() {
        func app(swift: String?, sources: Bool) -> DiscoveredApp {
            DiscoveredApp(name: "Old", moduleName: "Old", project: "Old.xcodeproj/project.pbxproj", configuration: "Release",
                          infoPlist: AppInfoPlist(PlistDictionary(), file: nil), sourceFiles: sources ? ["Old/A.swift"] : [], resourceFiles: [], synchronizedFolders: [],
                          location: SourceLocation(file: "Old.xcodeproj/project.pbxproj", line: 1, column: 1),
                          deploymentTarget: Located("9.0", key: "IPHONEOS_DEPLOYMENT_TARGET", location: SourceLocation(file: "x", line: 1, column: 1)),
                          swiftVersion: swift.map { Located($0, key: "SWIFT_VERSION", location: SourceLocation(file: "x", line: 2, column: 1)) },
                          hasSwiftSources: sources)
        }
        #expect(SupportedVersions(app(swift: "3.0", sources: true), pinned: nil).eras == [.before13])
        #expect(SupportedVersions(app(swift: nil, sources: true), pinned: nil).linkedBeforeIOS13 != nil)
        #expect(SupportedVersions(app(swift: "5.0", sources: true), pinned: nil).eras == [.before13, .ios13to16, .ios17])
        #expect(SupportedVersions(app(swift: nil, sources: false), pinned: nil).linkedBeforeIOS13 == nil)
    }
}

/// An era whose decider is not the newest era's says so in JSON (`eras[…].styleDecidedBy`): before
/// iOS 13 an automatic presentation is full screen, and the presented controller decides.
@Suite("Audit: who decides in each era")
struct EraDeciderTests {
    @Test func anEraWhoseDeciderDiffersNamesIt() throws {
        let (root, _) = try Markers.write(RuleExample([
            "App/Info.plist": plainInfo,
            "App/SceneDelegate.swift": sceneDelegate(root: "HomeViewController()"),
            "App/Home.swift": """
                import UIKit
                final class HomeViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                    func openAbout() { present(AboutViewController(), animated: true) }
                }
                final class AboutViewController: UIViewController {}
                """,
            "Package.swift": "// swift-tools-version: 5.9\nlet package = Package(name: \"App\", platforms: [.iOS(.v12)])\n",
        ]))
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Auditor.run(AuditOptions(root: root))
        let about = try #require(report.screens.first { $0.screen.controller.className == "AboutViewController" })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter.screen(about).rendered().utf8)) as? [String: Any])
        #expect(json["styleDecidedBy"] as? String == "HomeViewController")
        let eras = try #require(json["eras"] as? [String: [String: Any]])
        #expect(eras["<13"]?["styleDecidedBy"] as? String == "AboutViewController")
        #expect(eras["17+"]?["styleDecidedBy"] == nil, "the newest era's decider is the top-level one")
    }
}

@Suite("Audit: deprecated API below the deployment target")
struct DeprecatedBelowTargetTests {
    func message(target: String, read: String = "UIApplication.shared.statusBarFrame.height") throws -> String {
        let (root, _) = try Markers.write(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Header.swift": "import UIKit\nfinal class HeaderViewController: UIViewController {\n    var top: CGFloat { \(read) }\n}\n",
            "Package.swift": "// swift-tools-version: 5.9\nlet package = Package(name: \"App\", platforms: [.iOS(\(target))])\n",
        ]))
        defer { try? FileManager.default.removeItem(at: root) }
        let f = try #require(Auditor.run(AuditOptions(root: root)).findings.first { $0.rule == "deprecated-status-bar-api" })
        return f.message
    }

    @Test func belowIOS13TheReplacementNeedsAvailability() throws {
        #expect(try message(target: ".v12").contains("under 'if #available(iOS 13, *)', since the app supports iOS 12.0"))
    }

    @Test func aUseAlreadyUnderAvailableIsToldNoCheck() throws {
        let read = "if #available(iOS 13, *) { return UIApplication.shared.statusBarFrame.height }; return 20"
        let text = try message(target: ".v12", read: read)
        #expect(text.hasPrefix("'UIApplication.statusBarFrame' is deprecated"), "\(text)")
        #expect(!text.contains("#available"), "\(text)")
    }

    @Test func fromIOS13TheReplacementIsAlwaysThere() throws {
        #expect(try !message(target: ".v15").contains("#available"))
    }

    /// Setting the status bar's orientation has no replacement to use under `#available`: the
    /// scene's `interfaceOrientation` cannot be set (the triage of round 33: MIT Mobile's setters).
    @Test func aSetterOfTheOrientationIsToldToRotateThroughTheControllers() throws {
        let (root, _) = try Markers.write(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Events.m": """
                #import <UIKit/UIKit.h>
                @interface EventsViewController : UIViewController
                @end
                @implementation EventsViewController
                - (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                    [[UIApplication sharedApplication] setStatusBarOrientation:UIInterfaceOrientationPortrait];
                }
                - (BOOL)isLandscape {
                    return UIInterfaceOrientationIsLandscape([UIApplication sharedApplication].statusBarOrientation);
                }
                @end
                """,
            "Package.swift": "// swift-tools-version: 5.9\nlet package = Package(name: \"App\", platforms: [.iOS(.v12)])\n",
        ]))
        defer { try? FileManager.default.removeItem(at: root) }
        let messages = Auditor.run(AuditOptions(root: root)).findings.filter { $0.rule == "deprecated-status-bar-api" }
            .sorted { $0.location < $1.location }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("setting the status bar's orientation is deprecated since iOS 9") == true, "\(messages)")
        #expect(messages.first?.contains("supportedInterfaceOrientations") == true)
        #expect(messages.first?.contains("#available") == false)
        // The read keeps its replacement, under an availability check.
        #expect(messages.last?.contains("use the window scene's interfaceOrientation under 'if (@available(iOS 13, *))'") == true, "\(messages)")
    }
}
