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

    static func objcProject(assignment: String) -> [String: String] {
        [
            "App/Info.plist": plainInfo,
            "App/AppDelegate.m": appDelegate,
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
            "App/FolderViewController.h": """
            #import <UIKit/UIKit.h>
            @interface FolderViewController : UIViewController
            @end
            """,
            "App/FolderViewController.m": """
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
            """,
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
        ]
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
