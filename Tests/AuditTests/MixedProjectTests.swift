import Foundation
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Mixed Swift and Objective-C projects: one class graph across both languages, and storyboard
/// custom classes resolved the way UIKit resolves them at run time.
///
/// UIKit instantiates a scene's `customClass` by name. With a module (`customModule`, or
/// `customModuleProvider="target"`) the compiled storyboard holds the module-qualified Swift name,
/// which the Swift runtime resolves by the class's Swift name. Without a module the name is looked
/// up in the Objective-C runtime: an Objective-C class by its name, a Swift class only by its
/// `@objc(Name)`; any other Swift class is not found ("Unknown class"), and UIKit creates a plain
/// controller.
@Suite("Mixed Swift and Objective-C projects")
struct MixedProjectTests {
    /// The scene as Interface Builder writes it for an Objective-C class: no module at all.
    static func withoutModule(_ scene: String) -> String {
        scene.replacingOccurrences(of: " customModuleProvider=\"target\"", with: "")
    }

    /// An Objective-C navigation controller that forwards the style and hidden to its top controller.
    static let objcNavigationHeader = """
        #import <UIKit/UIKit.h>

        @interface TRLTrailNavigationController : UINavigationController
        @end

        """
    static let objcNavigationImplementation = """
        #import "TRLTrailNavigationController.h"

        @implementation TRLTrailNavigationController

        - (UIViewController *)childViewControllerForStatusBarStyle {
            return self.topViewController;
        }

        - (UIViewController *)childViewControllerForStatusBarHidden {
            return self.topViewController;
        }

        @end

        """
    /// An Objective-C screen answering light content (the interface in the header, the answer in the `.m`).
    static let objcCompassHeader = """
        #import <UIKit/UIKit.h>

        @interface TRLCompassViewController : UIViewController
        @end

        """
    static let objcCompassImplementation = """
        #import "TRLCompassViewController.h"

        @implementation TRLCompassViewController

        - (UIStatusBarStyle)preferredStatusBarStyle {
            return UIStatusBarStyleLightContent;
        }

        @end

        """

    /// The rules that a misread class graph or custom class would trigger.
    static let classRules: Set<String> = ["preference-swallowed-by-navigation", "storyboard-navigation-without-custom-class",
                                          "unknown-custom-class", "override-in-extension"]

    struct Audited {
        var model: AuditModel
        var findings: [Finding]

        func screen(_ cls: String) -> ScreenReport? { model.screens.first { $0.screen.controller.className == cls } }
        func rules(_ rule: String) -> [Finding] { findings.filter { $0.rule == rule } }
        /// The coverage gaps of a kind, over every app.
        func gaps(_ kind: Coverage.Gap.Kind) -> [Coverage.Gap] {
            model.apps.flatMap { $0.coverage.notModelled.filter { $0.kind == kind } }
        }
    }

    static func audit(_ example: RuleExample) throws -> Audited {
        let (root, _) = try Markers.write(example)
        defer { try? FileManager.default.removeItem(at: root) }
        let options = AuditOptions(root: root)
        return Audited(model: Auditor.model(options), findings: Auditor.run(options).findings)
    }

    // MARK: - One class graph across the languages

    @Test func aSwiftNavigationControllerInheritingAnObjectiveCOneForwardsToAnObjectiveCScreen() throws {
        let example = RuleExample.storyboard(
            IBScene.navigation("nav-1", root: "compass-1", customClass: "CompassNavigationController", bar: "barStyle=\"black\"") + "\n"
                + Self.withoutModule(IBScene.controller("compass-1", customClass: "TRLCompassViewController", background: IBScene.black)),
            initial: "nav-1", swift: """
                import UIKit

                final class CompassNavigationController: TRLTrailNavigationController {}

                """)
            .adding("App/Legacy/TRLTrailNavigationController.h", Self.objcNavigationHeader)
            .adding("App/Legacy/TRLTrailNavigationController.m", Self.objcNavigationImplementation)
            .adding("App/Legacy/TRLCompassViewController.h", Self.objcCompassHeader)
            .adding("App/Legacy/TRLCompassViewController.m", Self.objcCompassImplementation)
        let audited = try Self.audit(example)
        #expect(audited.model.graph.kind(of: "CompassNavigationController") == .navigation)
        #expect(audited.model.graph.chain(of: "CompassNavigationController").appClasses
            == ["CompassNavigationController", "TRLTrailNavigationController"])
        let compass = try #require(audited.screen("TRLCompassViewController"))
        #expect(compass.screen.navigation?.controller.className == "CompassNavigationController")
        #expect(compass.prediction.styleDecidedBy.name == "TRLCompassViewController")
        #expect(compass.prediction.light.style == .lightContent)
        #expect(compass.prediction.certainty == .certain)
        #expect(audited.findings.filter { Self.classRules.contains($0.rule) }.isEmpty, "\(audited.findings.map(\.rule))")
    }

    @Test func anObjectiveCNavigationControllerInheritingASwiftOneThroughTheGeneratedHeader() throws {
        let example = RuleExample.storyboard(
            Self.withoutModule(IBScene.navigation("nav-1", root: "feed-1", customClass: "TRLJournalNavigationController")) + "\n"
                + IBScene.controller("feed-1", customClass: "FeedViewController", background: IBScene.white),
            initial: "nav-1", swift: """
                import UIKit

                class ThemedNavigationController: UINavigationController {
                    override var childForStatusBarStyle: UIViewController? { topViewController }
                }

                final class FeedViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                }

                """)
            .adding("App/Legacy/TRLJournalNavigationController.h", """
                #import <UIKit/UIKit.h>
                #import "App-Swift.h"

                @interface TRLJournalNavigationController : ThemedNavigationController
                @end

                """)
        let audited = try Self.audit(example)
        #expect(audited.model.graph.kind(of: "TRLJournalNavigationController") == .navigation)
        let feed = try #require(audited.screen("FeedViewController"))
        #expect(feed.screen.navigation?.controller.className == "TRLJournalNavigationController")
        #expect(feed.prediction.styleDecidedBy.name == "FeedViewController")
        #expect(feed.prediction.light.style == .darkContent)
        #expect(audited.findings.filter { Self.classRules.contains($0.rule) }.isEmpty, "\(audited.findings.map(\.rule))")
    }

    /// The Objective-C subclass names the Swift superclass by its `@objc` name: the superclass's
    /// overrides, recorded under its Swift name, still count.
    @Test func anObjectiveCSubclassOfARenamedSwiftNavigationControllerInheritsItsForwarding() throws {
        let example = RuleExample.storyboard(
            Self.withoutModule(IBScene.navigation("nav-1", root: "feed-1", customClass: "TRLJournalNavigationController")) + "\n"
                + IBScene.controller("feed-1", customClass: "FeedViewController", background: IBScene.white),
            initial: "nav-1", swift: """
                import UIKit

                @objc(TRLBaseNavigationController)
                class BaseNavigationController: UINavigationController {
                    override var childForStatusBarStyle: UIViewController? { topViewController }
                }

                final class FeedViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """)
            .adding("App/Legacy/TRLJournalNavigationController.h", """
                #import "App-Swift.h"

                @interface TRLJournalNavigationController : TRLBaseNavigationController
                @end

                """)
        let audited = try Self.audit(example)
        #expect(audited.model.graph.chain(of: "TRLJournalNavigationController").appClasses
            == ["TRLJournalNavigationController", "BaseNavigationController"])
        let feed = try #require(audited.screen("FeedViewController"))
        #expect(feed.prediction.styleDecidedBy.name == "FeedViewController")
        #expect(feed.prediction.light.style == .lightContent)
        #expect(audited.rules("preference-swallowed-by-navigation").isEmpty)
    }

    // MARK: - customClass without customModule

    @Test func aCustomClassWithoutModuleResolvesToAnObjectiveCClass() throws {
        let example = RuleExample.storyboard(
            Self.withoutModule(IBScene.controller("compass-1", customClass: "TRLCompassViewController", background: IBScene.black)),
            initial: "compass-1")
            .adding("App/Legacy/TRLCompassViewController.h", Self.objcCompassHeader)
            .adding("App/Legacy/TRLCompassViewController.m", Self.objcCompassImplementation)
        let audited = try Self.audit(example)
        #expect(audited.rules("unknown-custom-class").isEmpty)
        let compass = try #require(audited.screen("TRLCompassViewController"))
        #expect(compass.prediction.light.style == .lightContent)
        #expect(compass.screen.location.file == "App/Legacy/TRLCompassViewController.h")
    }

    @Test func aCustomClassWithoutModuleResolvesToTheObjCNameOfARenamedSwiftClass() throws {
        let example = RuleExample.storyboard(
            Self.withoutModule(IBScene.controller("map-1", customClass: "TRLTrailMapController", background: IBScene.black)),
            initial: "map-1", swift: """
                import UIKit

                @objc(TRLTrailMapController)
                final class TrailMapController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """)
        let audited = try Self.audit(example)
        #expect(audited.rules("unknown-custom-class").isEmpty)
        let map = try #require(audited.screen("TRLTrailMapController"))
        #expect(map.prediction.light.style == .lightContent, "the answer is recorded under the Swift name")
        #expect(map.prediction.certainty == .certain)
        #expect(map.screen.location.file == "App/Example.swift")
    }

    /// The Swift name of a renamed class, without a module: the Objective-C runtime knows no
    /// `TrailMapController`, so UIKit creates a plain controller.
    @Test func theSwiftNameOfARenamedClassWithoutModuleIsUnknownAtRunTime() throws {
        let example = RuleExample.storyboard(
            Self.withoutModule(IBScene.controller("map-1", customClass: "TrailMapController", background: IBScene.black, mark: true)),
            initial: "map-1", swift: """
                import UIKit

                @objc(TRLTrailMapController)
                final class TrailMapController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """)
        let (root, places) = try Markers.write(example)
        defer { try? FileManager.default.removeItem(at: root) }
        let options = AuditOptions(root: root)
        let findings = Auditor.run(options).findings.filter { $0.rule == "unknown-custom-class" }
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        let place = try #require(places.first)
        #expect(finding.location == SourceLocation(file: place.file, line: place.line, column: place.column))
        #expect(finding.message.contains("'TRLTrailMapController'"))
        #expect(finding.related.first?.location.file == "App/Example.swift")
        let map = try #require(Auditor.model(options).screens.first { $0.screen.controller.className == "TrailMapController" })
        #expect(map.prediction.certainty.name == "unknown", "UIKit does not create the class: its answers are not known")
    }

    /// The same Swift name with the target's module resolves: the Swift runtime finds the class by
    /// its module-qualified Swift name, whatever its Objective-C name.
    @Test(arguments: [" customModuleProvider=\"target\"", " customModule=\"Glimmer\" customModuleProvider=\"target\"", " customModule=\"Glimmer\""])
    func theSwiftNameOfARenamedClassWithTheModuleResolves(_ module: String) throws {
        let scene = Self.withoutModule(IBScene.controller("map-1", customClass: "TrailMapController", background: IBScene.black))
            .replacingOccurrences(of: "customClass=\"TrailMapController\"", with: "customClass=\"TrailMapController\"" + module)
        let example = RuleExample.storyboard(scene, initial: "map-1", swift: """
                import UIKit

                @objc(TRLTrailMapController)
                final class TrailMapController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """)
            .adding("Glimmer.xcodeproj/project.pbxproj", UnknownCustomClass.minimalProject)
        let audited = try Self.audit(example)
        #expect(audited.rules("unknown-custom-class").isEmpty)
        #expect(audited.screen("TrailMapController")?.prediction.light.style == .lightContent)
    }

    /// Findings in Objective-C files name the API as Objective-C spells it.
    @Test func findingsInObjectiveCUseTheObjectiveCSpelling() throws {
        let example = RuleExample.storyboard(IBScene.controller("feed-1", customClass: "FeedViewController"), initial: "feed-1",
                                             swift: "import UIKit\n\nfinal class FeedViewController: UIViewController {}\n")
            .adding("App/Legacy/UITabBarController+TRLStatusBar.m", """
                #import <UIKit/UIKit.h>

                @implementation UITabBarController (TRLStatusBar)

                - (UIViewController *)childViewControllerForStatusBarStyle {
                    [[UIApplication sharedApplication] setStatusBarHidden:NO withAnimation:UIStatusBarAnimationNone];
                    return self.selectedViewController;
                }

                @end

                """)
        let audited = try Self.audit(example)
        let category = try #require(audited.rules("override-in-extension").first)
        #expect(category.message.hasPrefix("'childViewControllerForStatusBarStyle' is overridden in a category on 'UITabBarController'"))
        let setter = try #require(audited.rules("ineffective-application-setter").first)
        #expect(setter.message.hasPrefix("'-[UIApplication setStatusBarHidden:withAnimation:]' does nothing"))
    }

    /// A Swift class that is not renamed, named without a module: unknown at run time too.
    @Test func aSwiftClassWithoutModuleIsUnknownAtRunTime() throws {
        let example = RuleExample.storyboard(
            Self.withoutModule(IBScene.controller("feed-1", customClass: "FeedViewController", mark: true)),
            initial: "feed-1", swift: "import UIKit\n\nfinal class FeedViewController: UIViewController {}\n")
        let audited = try Self.audit(example)
        let findings = audited.rules("unknown-custom-class")
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("Inherit Module From Target") == true)
    }
}
