import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `bar-style-contradiction`: a navigation controller class sets its navigation bar's `barStyle`
/// (in code, or in a storyboard scene of that class) and answers `preferredStatusBarStyle` with the
/// opposite content (R6): `black` asks for light content, `default` for dark. Not reported when
/// the class forwards the style to its children (its own answer is then not used, R5).
package struct BarStyleContradiction: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    static let described = RuleDescription(
        id: "bar-style-contradiction", name: "Bar style contradiction", severity: .warning,
        rationale: """
            A navigation controller's status bar style follows its bar's barStyle by default: black gives \
            lightContent, default gives default (R6). Answering the opposite draws dark content over a black \
            bar or light content over a light one (R12).
            """,
        triggering: [
            .swift("""
                import UIKit

                final class DarkNavigationController: UINavigationController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationBar.barStyle = .black
                    }

                    override var ↓preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                }

                """),
            .storyboard(IBScene.navigation("nav-1", root: "feed-1", customClass: "BrandNavigationController", bar: "barStyle=\"black\"")
                        + "\n" + IBScene.controller("feed-1"), initial: "nav-1", swift: """
                import UIKit

                final class BrandNavigationController: UINavigationController {
                    override var ↓preferredStatusBarStyle: UIStatusBarStyle {
                        return .default
                    }
                }

                """),
            // Objective-C: a black bar set in code, dark content answered.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface DarkNavigationController : UINavigationController
                @end

                @implementation DarkNavigationController

                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.navigationBar.barStyle = UIBarStyleBlack;
                }

                - (UIStatusBarStyle)↓preferredStatusBarStyle {
                    return UIStatusBarStyleDarkContent;
                }

                @end

                """),
            // Objective-C: a black bar in the storyboard, the Objective-C class answers default.
            .storyboard(IBScene.navigation("nav-1", root: "feed-1", customClass: "BrandNavigationController", objectiveC: true,
                                           bar: "barStyle=\"black\"") + "\n" + IBScene.controller("feed-1"),
                        initial: "nav-1", objcHeader: """
                #import <UIKit/UIKit.h>

                @interface BrandNavigationController : UINavigationController
                @end

                """, objc: """
                #import "Example.h"

                @implementation BrandNavigationController
                - (UIStatusBarStyle)↓preferredStatusBarStyle { return UIStatusBarStyleDefault; }
                @end

                """),
        ],
        nonTriggering: [
            .swift("""
                import UIKit

                final class DarkNavigationController: UINavigationController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationBar.barStyle = .black
                    }

                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """),
            // A toolbar's or a tab bar's bar style is not the navigation bar's.
            .swift("""
                import UIKit

                final class EditorViewController: UIViewController {
                    let toolbar = UIToolbar()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        toolbar.barStyle = .black
                        tabBarController?.tabBar.barStyle = .black
                    }
                    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                }

                final class PlainNavigationController: UINavigationController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                }

                """),
            // The class forwards to its children: its own answer is not used.
            .swift("""
                import UIKit

                final class DarkNavigationController: UINavigationController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationBar.barStyle = .black
                    }
                    override var childForStatusBarStyle: UIViewController? { topViewController }
                    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                }

                """),
            // A bar style in simulated metrics or on a toolbar of the storyboard.
            .storyboard(IBScene.navigation("nav-1", root: "feed-1", customClass: "BrandNavigationController") + "\n"
                        + IBScene.controller("feed-1", attributes: "", segues: "").replacingOccurrences(
                            of: "<view key=\"view\"",
                            with: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" barStyle=\"black\" prompted=\"NO\"/>\n"
                                + "                    <toolbar key=\"toolbar\" barStyle=\"black\" id=\"tb-1\"/>\n                    <view key=\"view\""),
                        initial: "nav-1", swift: """
                import UIKit

                final class BrandNavigationController: UINavigationController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                }

                """),
            // Objective-C: the answer matches the bar; a toolbar's and a tab bar's bar style; forwarding.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface DarkNavigationController : UINavigationController
                @end

                @implementation DarkNavigationController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.navigationBar.barStyle = UIBarStyleBlack;
                }
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end

                @interface EditorViewController : UIViewController
                @property (nonatomic, strong) UIToolbar *toolbar;
                @end

                @implementation EditorViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.toolbar.barStyle = UIBarStyleBlack;
                    self.tabBarController.tabBar.barStyle = UIBarStyleBlack;
                }
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleDarkContent; }
                @end

                @interface ForwardingNavigationController : UINavigationController
                @end

                @implementation ForwardingNavigationController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.navigationBar setBarStyle:UIBarStyleBlack];
                }
                - (UIViewController *)childViewControllerForStatusBarStyle { return self.topViewController; }
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleDarkContent; }
                @end

                """),
        ])

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        // (The navigation controllers, a few of the thousands of classes, sorted once found.)
        let navigations = model.graph.records.filter { name, record in
            record.name == name && !record.isVendored && model.graph.kind(of: name) == .navigation
        }
        for name in navigations.keys.sorted() {
            guard let record = navigations[name],
                  model.app(ownerOf: record.location.file)?.app.mode != .application else { continue }
            let answers = model.answers.answers(for: name)
            guard let styles = answers.style.possible, !styles.isEmpty,
                  let location = answers.locations[.preferredStatusBarStyle],
                  answers.childForStyle.possible?.contains(.top) != true else { continue }
            // Where the bar style is set: code on the class, else storyboard scenes of the class.
            var bars: [(BarStyle, RelatedLocation)] = []
            for cls in model.graph.chain(of: name).appClasses {
                for a in model.graph.selfAssignments[cls] ?? [] where a.watched == .navigationBarStyle {
                    if case .enumCase(let c) = a.value {
                        let style = BarStyle(caseName: c)
                        bars.append((style, RelatedLocation(a.location, "'\(name)' sets its navigation bar's barStyle to \(c) here")))
                    }
                }
            }
            if bars.isEmpty {
                for doc in model.documents {
                    for c in doc.controllers where c.kind == .navigation && c.className == name {
                        guard let bar = c.navigationBar, let written = bar.barStyleAttribute else { continue }
                        bars.append((bar.barStyle == .black ? .black : .default,
                                     RelatedLocation(bar.location ?? c.location, "the navigation bar's barStyle is \(written) here")))
                    }
                }
            }
            guard let bar = bars.first else { continue }
            let (barStyle, note) = bar
            let expected: StatusBarContent = barStyle == .black ? .light : .dark
            guard styles.allSatisfy({ RuleText.content(of: $0, in: .light) != expected }) else { continue }
            let fix: StatusBarStyle = barStyle == .black ? .lightContent : .darkContent
            let message = "'\(name)' sets its navigation bar's barStyle to \(barStyle.rawValue), which asks for \(expected.rawValue) "
                + "content, but answers \(RuleText.values(styles.map(\.rawValue))): the status bar contradicts its bar; "
                + "answer \(fix.rawValue) or change the bar style"
            findings.append(finding(location, message, related: [note], subject: .controller(name)))
        }
        return Finding.merged(findings)
    }
}
