import Foundation
import ProjectReaders
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A split view's secondary that the delegate discards when the split collapses (Round 23's
/// sample #23): on an iPhone a classic `UISplitViewController` shows its primary, and the
/// secondary only when the delegate lets UIKit put it on the primary navigation controller.
@Suite("Split views on the iPhone")
struct SplitCollapseTests {
    /// A storyboard whose initial controller is a split of class `InboxSplitViewController`: its
    /// primary a navigation controller around `MailboxListViewController`, its secondary
    /// `MessagePlaceholderViewController` (alone, or in a navigation controller when `detailInNavigation`).
    static func splitStoryboard(detailInNavigation: Bool = false) -> String {
        let detail = detailInNavigation ? "detail-nav" : "placeholder"
        return storyboard(initial: "split", """
                <scene sceneID="s-split">
                    <objects>
                        <splitViewController id="split" customClass="InboxSplitViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <connections>
                                <segue destination="primary-nav" kind="relationship" relationship="masterViewController" id="to-primary"/>
                                <segue destination="\(detail)" kind="relationship" relationship="detailViewController" id="to-detail"/>
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
        """ + navigationScene("primary-nav", root: "list") + controllerScene("list", customClass: "MailboxListViewController")
            + (detailInNavigation ? navigationScene("detail-nav", root: "placeholder") : "")
            + controllerScene("placeholder", customClass: "MessagePlaceholderViewController"))
    }

    static func swiftSplit(collapse body: String?, delegateIsSelf: Bool = true) -> String {
        """
        import UIKit
        final class InboxSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                \(delegateIsSelf ? "delegate = self" : "")
                preferredDisplayMode = .oneBesideSecondary
            }
        \(body.map { """
            func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
                \($0)
            }
        """ } ?? "")
        }
        final class MailboxListViewController: UITableViewController {}
        final class MessagePlaceholderViewController: UIViewController {}
        """
    }

    static func model(_ files: [String: String], device: DeviceProfile? = nil) throws -> AuditModel {
        let (root, _) = try Markers.write(RuleExample(files))
        defer { try? FileManager.default.removeItem(at: root) }
        return Auditor.model(AuditOptions(root: root, device: device))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var label: String
        var body: String?
        var delegateIsSelf = true
        var detailInNavigation = false
        var discarded: Bool
        var testDescription: String { label }
    }

    @Test(arguments: [
        Case(label: "returns true", body: "return true", discarded: true),
        Case(label: "returns true, the secondary in a navigation controller", body: "return true", detailInNavigation: true, discarded: true),
        Case(label: "returns false", body: "return false", discarded: false),
        Case(label: "no delegate method", body: nil, discarded: false),
        Case(label: "the delegate is not set to itself", body: "return true", delegateIsSelf: false, discarded: false),
        Case(label: "false for a navigation controller, the secondary is none",
             body: "if secondaryViewController is UINavigationController { return false }\n        return true", discarded: true),
        Case(label: "false for a navigation controller, the secondary is one",
             body: "if secondaryViewController is UINavigationController { return false }\n        return true",
             detailInNavigation: true, discarded: false),
        Case(label: "a condition the audit does not read", body: "return traitCollection.userInterfaceIdiom == .phone", discarded: false),
        Case(label: "work that returns nothing, then true",
             body: "view.backgroundColor = .white\n        if let nav = primaryViewController as? UINavigationController { nav.viewControllers += [] }\n        return true",
             discarded: true),
        Case(label: "a branch that returns false, then true",
             body: "if let nav = primaryViewController as? UINavigationController, nav.viewControllers.isEmpty { return false }\n        return true",
             discarded: false),
    ])
    func aSecondaryTheDelegateDiscardsIsNoIPhoneScreen(_ c: Case) throws {
        let model = try Self.model([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": Self.splitStoryboard(detailInNavigation: c.detailInNavigation),
            "App/Inbox.swift": Self.swiftSplit(collapse: c.body, delegateIsSelf: c.delegateIsSelf),
        ])
        #expect(screen(model, "MailboxListViewController") != nil)
        #expect((screen(model, "MessagePlaceholderViewController") == nil) == c.discarded)
    }

    /// The split keeps its delegate in a property (`delegate = splitDelegate`, an object of the app
    /// declared or made in place): that object's answer counts.
    @Test(arguments: [("private let splitDelegate = InboxSplitDelegate()", "return true", true),
                      ("private let splitDelegate: InboxSplitDelegate = .init()", "return true", true),
                      ("private let splitDelegate = InboxSplitDelegate()", "return false", false)])
    func aDelegateObjectKeptInAPropertyAnswers(property: String, answer: String, discarded: Bool) throws {
        let model = try Self.model([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": Self.splitStoryboard(),
            "App/Inbox.swift": """
            import UIKit
            final class InboxSplitViewController: UISplitViewController {
                \(property)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    delegate = splitDelegate
                }
            }
            final class InboxSplitDelegate: NSObject, UISplitViewControllerDelegate {
                func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
                    splitViewController.view.backgroundColor = .white
                    \(answer)
                }
            }
            final class MailboxListViewController: UITableViewController {}
            final class MessagePlaceholderViewController: UIViewController {}
            """,
        ])
        #expect(screen(model, "MailboxListViewController") != nil)
        #expect((screen(model, "MessagePlaceholderViewController") == nil) == discarded)
    }

    /// On an iPad the columns stand side by side: the secondary stays a screen.
    @Test func theSecondaryStaysAScreenOnAnIPad() throws {
        let files = [
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": Self.splitStoryboard(),
            "App/Inbox.swift": Self.swiftSplit(collapse: "return true"),
        ]
        let pad = try #require(DeviceProfile.named(DeviceProfile.defaultPadID))
        #expect(screen(try Self.model(files, device: pad), "MessagePlaceholderViewController") != nil)
        #expect(screen(try Self.model(files), "MessagePlaceholderViewController") == nil)
    }

    /// The same in Objective-C: `self.delegate = self` and `return YES;`.
    @Test(arguments: [("YES", true), ("NO", false)])
    func anObjectiveCDelegateDiscardsItToo(answer: String, discarded: Bool) throws {
        let model = try Self.model([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": Self.splitStoryboard(),
            "App/InboxSplitViewController.h": "@interface InboxSplitViewController : UISplitViewController <UISplitViewControllerDelegate>\n@end\n",
            "App/InboxSplitViewController.m": """
            #import "InboxSplitViewController.h"
            @implementation InboxSplitViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.delegate = self;
            }
            - (BOOL)splitViewController:(UISplitViewController *)splitViewController collapseSecondaryViewController:(UIViewController *)secondaryViewController ontoPrimaryViewController:(UIViewController *)primaryViewController {
                return \(answer);
            }
            @end
            """,
            "App/Mailbox.h": """
            @interface MailboxListViewController : UITableViewController
            @end
            @interface MessagePlaceholderViewController : UIViewController
            @end
            """,
        ])
        #expect(screen(model, "MailboxListViewController") != nil)
        #expect((screen(model, "MessagePlaceholderViewController") == nil) == discarded)
    }

    /// An Objective-C controller that chooses its detail in a `switch` and pushes it: each
    /// controller a case assigns is a screen pushed there, in the pusher's navigation controller.
    @Test func eachControllerASwitchChoosesIsAScreen() throws {
        let model = try Self.model([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "nav", navigationScene("nav", root: "menu")
                + controllerScene("menu", customClass: "SettingsMenuViewController")),
            "App/Settings.h": """
            @interface SettingsMenuViewController : UIViewController
            @end
            @interface SyncSettingsViewController : UIViewController
            @end
            @interface BackdropSettingsViewController : UIViewController
            @end
            @interface UnusedSettingsViewController : UIViewController
            @end
            """,
            "App/SettingsMenuViewController.m": """
            #import "Settings.h"
            @implementation SettingsMenuViewController
            - (void)showSection:(NSInteger)section {
                UIViewController *detail;
                switch (section) {
                    case 0:
                        detail = [[SyncSettingsViewController alloc] init];
                        break;
                    case 1:
                        detail = [[BackdropSettingsViewController alloc] init];
                        break;
                    default:
                        break;
                }
                [self.navigationController pushViewController:detail animated:YES];
            }
            @end
            """,
        ])
        for cls in ["SyncSettingsViewController", "BackdropSettingsViewController"] {
            let pushed = try #require(screen(model, cls), "\(cls) is pushed by the menu")
            #expect(pushed.screen.navigation?.location != nil)
            #expect(pushed.screen.unknownContext == nil)
        }
        #expect(screen(model, "UnusedSettingsViewController") == nil)
    }
}
