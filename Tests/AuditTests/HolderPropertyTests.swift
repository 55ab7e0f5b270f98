import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Issue "Follow how real apps show screens", point 1: an object that is no controller is given
/// the controller after it is made (`_listView.containerVC = self`, `listView.containerVC = self`)
/// and pushes through it (`[self.containerVC.navigationController pushViewController:…]`): the
/// screens it pushes sit where that controller sits, as for an object made with the controller.
@Suite("Audit: objects given a controller through a property")
struct HolderPropertyTests {
    /// `FolderViewController` in a navigation controller at the window's root.
    static let appDelegate = objcAppDelegate(
        importing: "FolderViewController.h",
        root: "[[UINavigationController alloc] initWithRootViewController:[[FolderViewController alloc] init]]")

    /// An Objective-C app whose window's root is a navigation controller around
    /// `FolderViewController` (declared in its header; `folderImplementation` is its `.m`), which
    /// shows `FileViewController` through the object of `files`.
    static func objcApp(folderImplementation: String, _ files: [String: String]) -> [String: String] {
        files.merging([
            "App/Info.plist": plainInfo,
            "App/AppDelegate.m": appDelegate,
            "App/FolderViewController.h": """
            #import <UIKit/UIKit.h>
            @interface FolderViewController : UIViewController
            @end
            """,
            "App/FolderViewController.m": folderImplementation,
            "App/FileViewController.h": """
            #import <UIKit/UIKit.h>
            @interface FileViewController : UIViewController
            @end
            """,
            "App/FileViewController.m": """
            #import "FileViewController.h"
            @implementation FileViewController
            @end
            """,
        ]) { $1 }
    }

    static func objcProject(assignment: String) -> [String: String] {
        objcApp(folderImplementation: """
            #import "FolderViewController.h"
            #import "FileListView.h"
            @interface FolderViewController ()
            @property (strong, nonatomic) FileListView *listView;
            @end
            @implementation FolderViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                _listView = [[FileListView alloc] initWithFrame:self.view.bounds];
                \(assignment)
                [self.view addSubview:_listView];
            }
            @end
            """, [
            "App/FileListView.h": """
            #import <UIKit/UIKit.h>
            @interface FileListView : UIView
            @property (weak, nonatomic) UIViewController *containerVC;
            @end
            """,
            "App/FileListView.m": """
            #import "FileListView.h"
            #import "FileViewController.h"
            @implementation FileListView
            - (void)openFile {
                FileViewController *vc = [[FileViewController alloc] init];
                [self.containerVC.navigationController pushViewController:vc animated:YES];
            }
            @end
            """,
        ])
    }

    /// The view is given its controller through the synthesized instance variable of a typed
    /// property: what the view pushes goes onto the controller's stack, whose bar decides.
    @Test func anObjectiveCViewGivenItsControllerPushesOntoItsStack() throws {
        let model = try auditModel(Self.objcProject(assignment: "_listView.containerVC = self;"))
        let file = try #require(screen(model, "FileViewController"))
        #expect(file.screen.unknownContext == nil)
        #expect(file.screen.navigation?.controller.className == "UINavigationController")
        #expect(file.prediction.certainty == .certain)
        #expect(file.prediction.styleDecidedBy.name == "UINavigationController")
    }

    /// A local typed as the view works the same way (`FileListView *list = …; list.containerVC = self;`).
    @Test func aTypedLocalIsFollowedToo() throws {
        let model = try auditModel(Self.objcProject(assignment: "FileListView *list = _listView; list.containerVC = self;"))
        let file = try #require(screen(model, "FileViewController"))
        #expect(file.screen.unknownContext == nil)
        #expect(file.screen.navigation?.controller.className == "UINavigationController")
    }

    /// Given some other controller (not `self`), the view's pushes are not the caller's: their
    /// navigation controller is not known.
    @Test func anotherControllerIsNotTheCallers() throws {
        let model = try auditModel(Self.objcProject(assignment: "_listView.containerVC = self.parentViewController.presentingViewController;"))
        let file = try #require(screen(model, "FileViewController"))
        #expect(file.screen.unknownContext != nil)
    }

    /// Swift: a stored property whose type is written on its declaration, set in `viewDidLoad`; the
    /// view's class reads the type from that declaration.
    @Test func aSwiftViewGivenItsControllerPushesOntoItsStack() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/SceneDelegate.swift": sceneDelegate(root: """
                UINavigationController(rootViewController: FolderViewController())
                """),
            "App/Folder.swift": """
            import UIKit
            final class FileListView: UIView {
                weak var containerVC: UIViewController?
                func openFile() {
                    containerVC?.navigationController?.pushViewController(FileViewController(), animated: true)
                }
            }
            final class FolderViewController: UIViewController {
                private let listView: FileListView = FileListView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    listView.containerVC = self
                    view.addSubview(listView)
                }
            }
            final class FileViewController: UIViewController {}
            """,
        ])
        let file = try #require(screen(model, "FileViewController"))
        #expect(file.screen.unknownContext == nil)
        #expect(file.screen.navigation?.controller.className == "UINavigationController")
        #expect(file.prediction.styleDecidedBy.name == "UINavigationController")
    }
}

/// Issue "Follow how real apps show screens", point 1: an object's method given the caller itself
/// (`viewModel.tableView(tableView, in: self, didSelectRowAt: indexPath)`, `[helper openFileFrom:self]`)
/// that presents or pushes from that parameter shows from the caller's place.
@Suite("Audit: methods given the caller")
struct SelfHandedMethodTests {
    static let swiftApp: [String: String] = [
        "App/Info.plist": plainInfo,
        "App/SceneDelegate.swift": sceneDelegate(root: "UINavigationController(rootViewController: OrderViewController())"),
        "App/Order.swift": """
        import UIKit
        final class OrderViewModel {
            func tableView(_ tableView: UITableView, in viewController: UIViewController, didSelectRowAt indexPath: IndexPath) {
                if indexPath.row == 0 {
                    viewController.navigationController?.pushViewController(BillingViewController(), animated: true)
                } else {
                    let nav = UINavigationController(rootViewController: NoteViewController())
                    viewController.present(nav, animated: true)
                }
            }
        }
        final class OrderViewController: UITableViewController {
            private let viewModel = OrderViewModel()
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                viewModel.tableView(tableView, in: self, didSelectRowAt: indexPath)
            }
        }
        final class BillingViewController: UIViewController {}
        final class NoteViewController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        """,
    ]

    /// The push goes onto the caller's navigation controller; the presentation is the caller's
    /// (a sheet over it, from iOS 13).
    @Test func aViewModelShowsFromTheControllerThatHandsItself() throws {
        let model = try auditModel(Self.swiftApp)
        let billing = try #require(screen(model, "BillingViewController"))
        #expect(billing.screen.unknownContext == nil)
        #expect(billing.screen.navigation?.controller.className == "UINavigationController")
        #expect(billing.screen.heldBy?.holder == "OrderViewModel")
        #expect(billing.screen.heldBy?.maker == "OrderViewController")
        let note = try #require(screen(model, "NoteViewController"))
        #expect(note.screen.unknownContext == nil)
        #expect(note.screen.presentation?.presenter?.className == "OrderViewController")
    }

    /// Called with another controller (not the caller itself), the method's pushes are not followed.
    @Test func anotherControllerHandedIsNotTheCallers() throws {
        var files = Self.swiftApp
        files["App/Order.swift"] = files["App/Order.swift"]!.replacingOccurrences(of: "in: self,", with: "in: parent!,")
        let model = try auditModel(files)
        let billing = try #require(screen(model, "BillingViewController"))
        #expect(billing.screen.unknownContext != nil)
    }

    /// A local bound to the caller (`guard let strongSelf = self` in a closure) hands over the
    /// caller as `self` does; a local bound to another controller does not.
    @Test func aLocalBoundToSelfHandsTheCaller() throws {
        func billing(_ binding: String) throws -> ScreenReport {
            var files = Self.swiftApp
            files["App/Order.swift"] = files["App/Order.swift"]!.replacingOccurrences(
                of: "viewModel.tableView(tableView, in: self, didSelectRowAt: indexPath)",
                with: """
                DispatchQueue.main.async { [weak self] in
                                guard let strongSelf = \(binding) else { return }
                                strongSelf.viewModel.tableView(tableView, in: strongSelf, didSelectRowAt: indexPath)
                            }
                """)
            return try #require(screen(try auditModel(files), "BillingViewController"))
        }
        let bound = try billing("self")
        #expect(bound.screen.unknownContext == nil)
        #expect(bound.screen.navigation?.controller.className == "UINavigationController")
        #expect(bound.screen.heldBy?.maker == "OrderViewController")
        #expect(try billing("self?.parent").screen.unknownContext != nil)
    }

    /// Two overloads of one name and key (`onAction(target:postCard:)`, `onAction(target:userCard:)`):
    /// each caller is matched with the overload whose labels it writes, not with both.
    @Test func overloadsAreToldApartByTheirLabels() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/SceneDelegate.swift": sceneDelegate(root: "UITabBarController()"),
            "App/Actions.swift": """
            import UIKit
            struct PostActions {
                static func onAction(target: UIViewController, postCard: Int) {
                    target.present(UINavigationController(rootViewController: ReplyViewController()), animated: true)
                }
                static func onAction(target: UIViewController, userCard: Int) {
                    target.navigationController?.pushViewController(ProfileViewController(), animated: true)
                }
            }
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.setNavigationBarHidden(false, animated: false)
                }
                func tapped() { PostActions.onAction(target: self, postCard: 1) }
            }
            final class PeopleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.setNavigationBarHidden(false, animated: false)
                }
                func tapped() { PostActions.onAction(target: self, userCard: 2) }
            }
            final class ReplyViewController: UIViewController {}
            final class ProfileViewController: UIViewController {}
            """,
        ])
        let replies = model.screens.filter { $0.screen.controller.className == "ReplyViewController" }
        #expect(replies.map { $0.screen.presentation?.presenter?.className } == ["FeedViewController"])
        let profiles = model.screens.filter { $0.screen.controller.className == "ProfileViewController" }
        #expect(profiles.map { $0.screen.heldBy?.maker } == ["PeopleViewController"])
    }

    /// An Objective-C folder controller whose `-open` runs `open` (it hands something to its
    /// `FileHelper`, whose `-openFileFrom:` pushes on the parameter's navigation controller); the
    /// file screen the helper pushes. (The controller's file also shows its bar: a file whose only
    /// such code hands `self` over is not read in full, Docs/Audit.md.)
    private func objcFileScreen(open: String) throws -> ScreenReport {
        let model = try auditModel(HolderPropertyTests.objcApp(folderImplementation: """
            #import "FolderViewController.h"
            #import "FileHelper.h"
            @interface FolderViewController ()
            @property (strong, nonatomic) FileHelper *helper;
            @end
            @implementation FolderViewController
            - (void)viewWillAppear:(BOOL)animated {
                [super viewWillAppear:animated];
                [self.navigationController setNavigationBarHidden:NO animated:animated];
            }
            - (void)open {
                \(open)
            }
            @end
            """, [
            "App/FileHelper.h": """
            #import <UIKit/UIKit.h>
            @interface FileHelper : NSObject
            - (void)openFileFrom:(UIViewController *)viewController;
            @end
            """,
            "App/FileHelper.m": """
            #import "FileHelper.h"
            #import "FileViewController.h"
            @implementation FileHelper
            - (void)openFileFrom:(UIViewController *)viewController {
                [viewController.navigationController pushViewController:[[FileViewController alloc] init] animated:YES];
            }
            @end
            """,
        ]))
        return try #require(screen(model, "FileViewController"))
    }

    /// Objective-C: `[self.helper openFileFrom:self]`.
    @Test func anObjectiveCHelperShowsFromTheControllerThatHandsItself() throws {
        let file = try objcFileScreen(open: "[self.helper openFileFrom:self];")
        #expect(file.screen.unknownContext == nil)
        #expect(file.screen.navigation?.controller.className == "UINavigationController")
    }

    /// Objective-C: a block's `weakSelf` (`__weak typeof(self) weakSelf = self`) handed over is the
    /// caller; one bound to another controller is not.
    @Test func anObjectiveCWeakSelfHandsTheCaller() throws {
        func file(_ value: String) throws -> ScreenReport {
            try objcFileScreen(open: """
                __weak typeof(self) weakSelf = \(value);
                    dispatch_async(dispatch_get_main_queue(), ^{
                        [weakSelf.helper openFileFrom:weakSelf];
                    });
                """)
        }
        let bound = try file("self")
        #expect(bound.screen.unknownContext == nil)
        #expect(bound.screen.navigation?.controller.className == "UINavigationController")
        #expect(try file("self.parentViewController").screen.unknownContext != nil)
    }
}
