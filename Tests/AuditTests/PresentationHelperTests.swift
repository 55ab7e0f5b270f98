import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Issue "Follow how real apps show screens", point 2: presentations configured in the app's own
/// methods (`vc.configureAsSheet()` before `present(vc, …)`), and a presenter whose bar is hidden
/// while it is on top of its stack.
@Suite("Audit: presentations configured by the app's methods")
struct PresentationHelperTests {
    /// A storyboard whose initial scene is `Home` in a navigation controller.
    static let homeStoryboard = storyboard(initial: "nav", navigationScene("nav", root: "home") + controllerScene("home", customClass: "HomeViewController"))

    /// The app whose storyboard's initial navigation controller holds `HomeViewController`, with `files`.
    static func homeModel(_ files: [String: String]) throws -> AuditModel {
        try auditModel(files.merging(["App/Info.plist": plainInfo, "App/Base.lproj/Main.storyboard": homeStoryboard]) { $1 })
    }

    static let receipt = """
        final class ReceiptViewController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        """

    static func swiftApp(helper: String, presenting: String) throws -> AuditModel {
        try homeModel([
            "App/UIViewController+Modal.swift": """
            import UIKit
            extension UIViewController {
                \(helper)
            }
            """,
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                func openReceipt() {
                    let receipt = ReceiptViewController()
                    \(presenting)
                    present(receipt, animated: true)
                }
            }
            \(Self.receipt)
            """,
        ])
    }

    /// The app's method sets a form sheet on `self`: the receipt is a sheet, which does not take
    /// the status bar on an iPhone, so the navigation controller under it decides.
    @Test func aSheetSetInTheAppsMethodIsASheet() throws {
        let model = try Self.swiftApp(helper: "func configureAsSheet() { modalPresentationStyle = .formSheet }",
                                      presenting: "receipt.configureAsSheet()")
        let receipt = try #require(screen(model, "ReceiptViewController"))
        #expect(receipt.screen.presentation?.style == .formSheet)
        #expect(receipt.screen.presentation?.otherStyles == [])
        #expect(receipt.prediction.certainty == .certain)
        #expect(receipt.prediction.styleDecidedBy.name == "UINavigationController")
    }

    /// Without the call, the same controller is presented as UIKit's default (a page sheet from iOS 13):
    /// the method's style is what changes the prediction, not the method's presence.
    @Test func aMethodThatSetsNothingLeavesTheDefault() throws {
        let model = try Self.swiftApp(helper: "func configureAsSheet() { view.tintColor = .systemRed }",
                                      presenting: "receipt.configureAsSheet()")
        let receipt = try #require(screen(model, "ReceiptViewController"))
        #expect(receipt.screen.presentation?.style == .automatic)
    }

    /// A method that sets the style in branches (full screen on a small screen, else a form sheet)
    /// gives each as a possibility: the receipt decides in one and not in the other, so it is not certain.
    @Test func stylesSetInBranchesArePossibilities() throws {
        let model = try Self.swiftApp(helper: """
            func configureAsModal() {
                    if UIScreen.main.bounds.height < 600 {
                        modalPresentationStyle = .fullScreen
                    } else {
                        modalPresentationStyle = .formSheet
                    }
                }
            """, presenting: "receipt.configureAsModal()")
        let receipt = try #require(screen(model, "ReceiptViewController"))
        #expect(receipt.screen.presentation?.style == .fullScreen)
        #expect(receipt.screen.presentation?.otherStyles == [.formSheet])
        #expect(receipt.prediction.certainty == .conditional)
        let styles = Set(receipt.prediction.outcomes.map(\.light.style))
        #expect(styles == [.lightContent, .default])
    }

    /// A style set on the local after the method's call is the one in force.
    @Test func anAssignmentAfterTheCallWins() throws {
        let model = try Self.swiftApp(helper: "func configureAsSheet() { modalPresentationStyle = .formSheet }",
                                      presenting: "receipt.configureAsSheet()\n        receipt.modalPresentationStyle = .fullScreen")
        let receipt = try #require(screen(model, "ReceiptViewController"))
        #expect(receipt.screen.presentation?.style == .fullScreen)
        #expect(receipt.prediction.styleDecidedBy.name == "ReceiptViewController")
    }

    /// The same in Objective-C: a category method of `UIViewController` sent to the local.
    @Test func anObjectiveCCategoryMethod() throws {
        let model = try Self.homeModel([
            "App/UIViewController+Modal.m": """
            #import <UIKit/UIKit.h>
            @implementation UIViewController (Modal)
            - (void)configureAsSheet {
                self.modalPresentationStyle = UIModalPresentationFormSheet;
            }
            @end
            """,
            "App/HomeViewController.m": """
            #import <UIKit/UIKit.h>
            @interface ReceiptViewController : UIViewController
            @end
            @implementation ReceiptViewController
            - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
            @end
            @interface HomeViewController : UIViewController
            @end
            @implementation HomeViewController
            - (void)openReceipt {
                ReceiptViewController *receipt = [[ReceiptViewController alloc] init];
                [receipt configureAsSheet];
                [self presentViewController:receipt animated:YES completion:nil];
            }
            @end
            """,
        ])
        let receipt = try #require(screen(model, "ReceiptViewController"))
        #expect(receipt.screen.presentation?.style == .formSheet)
        #expect(receipt.prediction.styleDecidedBy.name == "UINavigationController")
    }

    /// A presenter that hides its navigation bar while it is on top: the navigation controller
    /// forwards to it, so under a sheet it is the presenter that decides, not the stack.
    @Test func aPresenterWithItsBarHiddenDecidesUnderASheet() throws {
        let model = try Self.homeModel([
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }
                func openReceipt() {
                    let receipt = ReceiptViewController()
                    receipt.modalPresentationStyle = .formSheet
                    present(receipt, animated: true)
                }
            }
            final class ReceiptViewController: UIViewController {}
            """,
        ])
        let home = try #require(screen(model, "HomeViewController"))
        #expect(home.prediction.styleDecidedBy.name == "HomeViewController")
        let receipt = try #require(screen(model, "ReceiptViewController"))
        #expect(receipt.screen.presentation?.presenterNavigation?.barHiddenByTop == true)
        #expect(receipt.prediction.styleDecidedBy.name == "HomeViewController")
        #expect(receipt.prediction.light.style == .lightContent)
    }

    /// `showDetailViewController` from a controller in no split view: UIKit presents the detail
    /// modally (a page sheet from iOS 13), and the stack under it decides; in a split's column the
    /// split takes it (collapsed on an iPhone: pushed onto the primary's stack).
    @Test(arguments: [false, true])
    func showDetailOutsideASplitPresents(inSplit: Bool) throws {
        let scenes = inSplit
            ? storyboard(initial: "split", """
                    <scene sceneID="s-split">
                        <objects>
                            <splitViewController id="split" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="nav" kind="relationship" relationship="masterViewController" id="to-primary"/>
                                    <segue destination="empty" kind="relationship" relationship="detailViewController" id="to-detail"/>
                                </connections>
                            </splitViewController>
                        </objects>
                    </scene>
            """ + navigationScene("nav", root: "home") + controllerScene("home", customClass: "HomeViewController")
                + controllerScene("empty", customClass: "EmptyDetailViewController"))
            : Self.homeStoryboard
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": scenes,
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                func open() {
                    let receipt = ReceiptViewController()
                    showDetailViewController(receipt, sender: self)
                }
            }
            final class EmptyDetailViewController: UIViewController {}
            \(Self.receipt)
            """,
        ])
        let receipt = try #require(screen(model, "ReceiptViewController"))
        if inSplit {
            #expect(receipt.screen.presentation == nil)
            #expect(receipt.screen.navigation?.controller.className == "UINavigationController")
            // The split view holding the primary's stack decides (R5: a split view does not forward).
            #expect(receipt.prediction.styleDecidedBy.name == "UISplitViewController")
        } else {
            #expect(receipt.screen.presentation?.style == .automatic)
            #expect(receipt.screen.presentation?.presenter?.className == "HomeViewController")
            #expect(receipt.screen.navigation == nil)
            #expect(receipt.prediction.certainty == .certain)
        }
    }

    /// `show` from a controller in no navigation controller (the window's root) presents modally;
    /// from one in a navigation controller it pushes.
    @Test(arguments: [false, true])
    func showOutsideANavigationControllerPresents(inNavigation: Bool) throws {
        let scenes = inNavigation ? Self.homeStoryboard : storyboard(initial: "home", controllerScene("home", customClass: "HomeViewController"))
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": scenes,
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                func open() {
                    let receipt = ReceiptViewController()
                    receipt.modalPresentationStyle = .fullScreen
                    show(receipt, sender: self)
                }
            }
            \(Self.receipt)
            """,
        ])
        let receipt = try #require(screen(model, "ReceiptViewController"))
        if inNavigation {
            #expect(receipt.screen.presentation == nil)
            #expect(receipt.screen.navigation != nil)
        } else {
            #expect(receipt.screen.presentation?.style == .fullScreen)
            #expect(receipt.prediction.styleDecidedBy.name == "ReceiptViewController")
            #expect(receipt.prediction.light.style == .lightContent)
        }
    }

    /// A controller handed to the app's own method that presents it: the method's `present` shows
    /// the caller's local, with the style the caller set on it. The method of another object (a
    /// delegate the app delegate answers) presents from its own code: the presenter is not known.
    @Test(arguments: [false, true])
    func aControllerHandedToTheAppsPresentingMethod(ownMethod: Bool) throws {
        let presenting = ownMethod
            ? """
            extension UIViewController {
                func presentModal(viewController: UIViewController, animated: Bool) {
                    present(viewController, animated: animated, completion: nil)
                }
            }
            """
            : """
            protocol ModalDelegate: AnyObject {
                func presentModal(viewController: UIViewController, animated: Bool)
            }
            final class ModalPresenter: NSObject, ModalDelegate {
                var window: UIWindow?
                func presentModal(viewController: UIViewController, animated: Bool) {
                    window?.rootViewController?.present(viewController, animated: animated, completion: nil)
                }
            }
            """
        let model = try Self.homeModel([
            "App/Presenting.swift": "import UIKit\n" + presenting,
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                weak var modalDelegate: ModalDelegate?
                func openSettings() {
                    let settings = SettingsViewController()
                    let nav = UINavigationController(rootViewController: settings)
                    nav.modalPresentationStyle = .formSheet
                    \(ownMethod ? "presentModal(viewController: nav, animated: true)" : "modalDelegate?.presentModal(viewController: nav, animated: true)")
                }
            }
            final class SettingsViewController: UITableViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            \(ownMethod ? "protocol ModalDelegate: AnyObject {}" : "")
            """,
        ])
        let settings = try #require(screen(model, "SettingsViewController"))
        #expect(settings.screen.presentation?.style == .formSheet)
        #expect(settings.screen.navigation?.controller.className == "UINavigationController")
        if ownMethod {
            #expect(settings.screen.presentation?.presenter?.className == "HomeViewController")
            #expect(settings.prediction.certainty == .certain)
            #expect(settings.prediction.styleDecidedBy.name == "UINavigationController")
        } else {
            #expect(settings.screen.presentation?.presenter == nil)
            #expect(settings.prediction.certainty != .certain)
        }
    }

    /// A method that shows its parameter in two ways (presented in one branch, pushed in another,
    /// behind a type check) is not followed: the local's place is not taken from either.
    @Test func aMethodThatShowsItsParameterInTwoWaysIsNotFollowed() throws {
        let model = try Self.homeModel([
            "App/Presenter.swift": """
            import UIKit
            enum ScreenPresenter {
                static func show(viewController: UIViewController, from parent: UIViewController) {
                    if viewController is WebViewController {
                        parent.present(viewController, animated: true)
                        return
                    }
                    parent.navigationController?.pushViewController(viewController, animated: true)
                }
            }
            final class WebViewController: UIViewController {}
            """,
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                func openReceipt() {
                    let receipt = ReceiptViewController()
                    ScreenPresenter.show(viewController: receipt, from: self)
                }
            }
            \(Self.receipt)
            """,
        ])
        let receipts = model.screens.filter { $0.screen.controller.className == "ReceiptViewController" }
        #expect(receipts.allSatisfy { $0.screen.presentation == nil })
    }

    /// `+presentingVC` (the controller on top of the app) and `+presentVC:`, which wraps the controller
    /// it is given in a `navigation` controller and presents it from there (Coding's helpers' shape).
    static func presentVC(_ navigation: String) -> String {
        """
        + (UIViewController *)presentingVC {
            UIViewController *result = [UIApplication sharedApplication].keyWindow.rootViewController;
            while (result.presentedViewController) { result = result.presentedViewController; }
            return result;
        }
        + (void)presentVC:(UIViewController *)viewController {
            if (!viewController) { return; }
            UINavigationController *nav = [[\(navigation) alloc] initWithRootViewController:viewController];
            [[self presentingVC] presentViewController:nav animated:YES completion:nil];
        }
        """
    }

    /// An Objective-C class method that wraps the controller it is given in the app's navigation
    /// controller and presents it from the controller on top of the app (`[BaseViewController
    /// presentVC:vc]`): the local is the root of that navigation controller, presented with UIKit's
    /// default style. Called from a controller's code, that controller is on top and presents; called
    /// from an object that is none (the app delegate), the presenter is not known. A class method's
    /// `self` is never the presenter: `+showFromVC:` presents from its parameter.
    @Test func anObjectiveCClassMethodWrappingItsParameterInANavigationController() throws {
        let model = try Self.homeModel([
            "App/Base.h": Self.baseHeader(classMethods: "+ (void)showFromVC:(UIViewController *)preVc;") + """
            @interface ComposeViewController : BaseViewController
            @end
            @interface FolderViewController : BaseViewController
            @end
            @interface LinkViewController : BaseViewController
            @end
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @end
            """,
            "App/Base.m": """
            #import "Base.h"
            @implementation BaseNavigationController
            @end
            @implementation BaseViewController
            \(Self.presentVC("BaseNavigationController"))
            + (void)showFromVC:(UIViewController *)preVc {
                FolderViewController *folder = [FolderViewController new];
                UINavigationController *nav = [[BaseNavigationController alloc] initWithRootViewController:folder];
                [preVc presentViewController:nav animated:YES completion:nil];
            }
            @end
            @implementation HomeViewController
            - (void)compose {
                ComposeViewController *vc = [ComposeViewController new];
                [BaseViewController presentVC:vc];
            }
            - (void)newFolder {
                [BaseViewController showFromVC:self];
            }
            @end
            @implementation ComposeViewController
            - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
            @end
            @implementation FolderViewController
            @end
            @implementation LinkViewController
            @end
            @implementation AppDelegate
            - (void)openLink {
                LinkViewController *vc = [LinkViewController new];
                [BaseViewController presentVC:vc];
            }
            @end
            """,
        ])
        let compose = try #require(screen(model, "ComposeViewController"))
        #expect(compose.screen.navigation?.controller.className == "BaseNavigationController")
        #expect(compose.screen.presentation?.style == .automatic)
        #expect(compose.screen.presentation?.presenter?.className == "HomeViewController")
        let link = try #require(screen(model, "LinkViewController"))
        #expect(link.screen.navigation?.controller.className == "BaseNavigationController")
        #expect(link.screen.presentation?.style == .automatic)
        #expect(link.screen.presentation?.presenter == nil)
        let folder = try #require(screen(model, "FolderViewController"))
        #expect(folder.screen.presentation != nil)
        #expect(folder.screen.presentation?.presenter?.className != "FolderViewController")
        #expect(folder.screen.presentation?.presenter?.className != "BaseViewController")
    }

    /// The header of the apps above: `BaseViewController` with `+presentVC:` (and `classMethods`),
    /// `BaseNavigationController` and `HomeViewController`; each test declares its other classes.
    static func baseHeader(classMethods: String = "") -> String {
        """
        #import <UIKit/UIKit.h>
        @interface BaseViewController : UIViewController
        + (void)presentVC:(UIViewController *)viewController;
        \(classMethods)
        @end
        @interface BaseNavigationController : UINavigationController
        @end
        @interface HomeViewController : BaseViewController
        @end

        """
    }

    /// Round 38: a controller made in the argument (`[BaseViewController presentVC:[[SettingsViewController
    /// alloc] init]]`) is handed over as a local is (VLC's `[self pushViewController:[[X alloc] init]]`
    /// had no screen).
    @Test func anObjectiveCControllerMadeInTheArgumentIsHandedOver() throws {
        let model = try Self.homeModel([
            "App/Base.h": Self.baseHeader() + """
            @interface SettingsViewController : BaseViewController
            @end
            """,
            "App/Base.m": """
            #import "Base.h"
            @implementation BaseNavigationController
            @end
            @implementation BaseViewController
            \(Self.presentVC("BaseNavigationController"))
            @end
            @implementation HomeViewController
            - (void)openSettings {
                [BaseViewController presentVC:[[SettingsViewController alloc] initWithNibName:nil bundle:nil]];
            }
            @end
            @implementation SettingsViewController
            @end
            """,
        ])
        let settings = try #require(screen(model, "SettingsViewController"))
        #expect(settings.screen.navigation?.controller.className == "BaseNavigationController")
        #expect(settings.screen.presentation?.presenter?.className == "HomeViewController")
    }

    /// A link's router (`+analyseVCFromLinkStr:`, which hands the link to a method that assigns a
    /// local in each branch and returns it) makes one of several controllers: what the caller shows
    /// is each of them, one place each, and what each pushes is followed from there. A branch the
    /// reader cannot type adds nothing; a `return nil` is no return.
    @Test func aMakerOfSeveralControllersShowsEachOfThem() throws {
        let model = try Self.homeModel([
            "App/Base.h": """
            #import <UIKit/UIKit.h>
            @interface BaseViewController : UIViewController
            + (void)presentVC:(UIViewController *)viewController;
            + (UIViewController *)analyseVCFromLinkStr:(NSString *)linkStr;
            @end
            @interface HomeViewController : BaseViewController
            @end
            @interface ProjectViewController : BaseViewController
            @end
            @interface TaskViewController : BaseViewController
            @end
            @interface CodeViewController : BaseViewController
            @end
            """,
            "App/Base.m": """
            #import "Base.h"
            @implementation BaseViewController
            \(Self.presentVC("UINavigationController"))
            + (UIViewController *)analyseVCFromLinkStr:(NSString *)linkStr {
                return [self analyseVCFromLinkStr:linkStr refresh:NO];
            }
            + (UIViewController *)analyseVCFromLinkStr:(NSString *)linkStr refresh:(BOOL)refresh {
                if (linkStr.length == 0) { return nil; }
                UIViewController *analyseVC = nil;
                if ([linkStr hasPrefix:@"/p/"]) {
                    ProjectViewController *vc = [ProjectViewController new];
                    analyseVC = vc;
                } else if ([linkStr hasPrefix:@"/t/"]) {
                    TaskViewController *vc = [[TaskViewController alloc] init];
                    analyseVC = vc;
                } else if ([linkStr hasPrefix:@"/x/"]) {
                    analyseVC = LookUpController(linkStr);
                }
                return analyseVC;
            }
            @end
            @implementation HomeViewController
            - (void)openLink:(NSString *)link {
                UIViewController *vc = [BaseViewController analyseVCFromLinkStr:link];
                if (vc) { [BaseViewController presentVC:vc]; }
            }
            @end
            @implementation ProjectViewController
            - (void)openCode { [self.navigationController pushViewController:[CodeViewController new] animated:YES]; }
            @end
            @implementation TaskViewController
            @end
            @implementation CodeViewController
            @end
            """,
        ])
        let shown = model.screens.filter { $0.screen.presentation?.presenter?.className == "HomeViewController" && $0.screen.controller.className != "CodeViewController" }
        #expect(shown.map(\.screen.controller.className).sorted() == ["ProjectViewController", "TaskViewController"])
        #expect(shown.allSatisfy { $0.screen.navigation?.controller.className == "UINavigationController" })
        #expect(shown.allSatisfy { $0.screen.presentation?.style == .automatic })
        // Pushed by the project screen, in its sheet's stack.
        let code = try #require(screen(model, "CodeViewController"))
        #expect(code.screen.navigation?.controller.className == "UINavigationController")
        if case .unknown(let why) = code.prediction.certainty { Issue.record("unknown: \(why)") }
    }

    /// A controller's class method returning an instance of it (`+ (instancetype)helpController`,
    /// `return [[self alloc] initWithURL:…]`) makes one of that class, written inline where it is
    /// pushed; what that screen pushes, through code its superclass declares, is followed from there.
    @Test func aClassMethodReturningInstancetypeMakesItsClass() throws {
        let model = try Self.homeModel([
            "App/Web.h": """
            #import <UIKit/UIKit.h>
            @interface WebViewController : UIViewController
            - (instancetype)initWithURL:(NSURL *)url;
            @end
            @interface HelpViewController : WebViewController
            + (instancetype)helpController;
            @end
            @interface FeedbackViewController : UIViewController
            @end
            @interface HomeViewController : UIViewController
            @end
            """,
            "App/Web.m": """
            #import "Web.h"
            @implementation WebViewController
            - (instancetype)initWithURL:(NSURL *)url { return [super initWithNibName:nil bundle:nil]; }
            - (void)openFeedback { [self.navigationController pushViewController:[FeedbackViewController new] animated:YES]; }
            @end
            @implementation HelpViewController
            + (instancetype)helpController {
                NSURL *url = [NSURL URLWithString:@"https://example.com/help"];
                return [[self alloc] initWithURL:url];
            }
            @end
            @implementation FeedbackViewController
            @end
            @implementation HomeViewController
            - (void)openHelp { [self.navigationController pushViewController:[HelpViewController helpController] animated:YES]; }
            @end
            """,
        ])
        let help = try #require(screen(model, "HelpViewController"))
        #expect(help.screen.navigation?.controller.className == "UINavigationController")
        #expect(help.screen.presentation == nil)
        let feedback = try #require(screen(model, "FeedbackViewController"))
        #expect(feedback.screen.navigation?.controller.className == "UINavigationController")
        if case .unknown(let why) = feedback.prediction.certainty { Issue.record("unknown: \(why)") }
    }

    /// The same in Swift: a router whose branches assign one local it returns, its result wrapped
    /// in a navigation controller and presented, and one that returns a controller from each case.
    @Test func aSwiftRouterOfSeveralControllersShowsEachOfThem() throws {
        let model = try Self.homeModel([
            "App/Home.swift": """
            import UIKit
            enum LinkRouter {
                static func controller(for link: String) -> UIViewController? {
                    var result: UIViewController?
                    if link.hasPrefix("/p/") {
                        result = ProjectViewController()
                    } else if link.hasPrefix("/t/") {
                        result = TaskViewController()
                    }
                    return result
                }
                static func screen(for link: String) -> UIViewController {
                    switch link {
                    case "p": return ProjectViewController()
                    default: return TaskViewController()
                    }
                }
            }
            final class HomeViewController: UIViewController {
                func open(_ link: String) {
                    guard let vc = LinkRouter.controller(for: link) else { return }
                    present(UINavigationController(rootViewController: vc), animated: true)
                }
                func show(_ link: String) {
                    let vc = LinkRouter.screen(for: link)
                    vc.modalPresentationStyle = .fullScreen
                    present(vc, animated: true)
                }
            }
            final class ProjectViewController: UIViewController {}
            final class TaskViewController: UIViewController {}
            """,
        ])
        let wrapped = model.screens.filter { $0.screen.navigation?.controller.className == "UINavigationController" && $0.screen.presentation != nil }
        #expect(wrapped.map(\.screen.controller.className).sorted() == ["ProjectViewController", "TaskViewController"])
        let full = model.screens.filter { $0.screen.presentation?.style == .fullScreen }
        #expect(full.map(\.screen.controller.className).sorted() == ["ProjectViewController", "TaskViewController"])
    }

    /// A Swift router method taking its controller unlabelled (`router.show(receipt)`) that wraps it
    /// in a navigation controller set to full screen and presents it: the receipt is that stack's
    /// root, full screen, so its navigation controller decides.
    @Test func aSwiftRouterMethodTakingItsControllerUnlabelled() throws {
        let model = try Self.homeModel([
            "App/Router.swift": """
            import UIKit
            final class Router {
                weak var root: UIViewController?
                func show(_ viewController: UIViewController) {
                    let nav = UINavigationController(rootViewController: viewController)
                    nav.modalPresentationStyle = .fullScreen
                    root?.present(nav, animated: true)
                }
            }
            """,
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                let router = Router()
                func openReceipt() {
                    let receipt = ReceiptViewController()
                    router.show(receipt)
                }
            }
            \(Self.receipt)
            """,
        ])
        let receipt = try #require(screen(model, "ReceiptViewController"))
        #expect(receipt.screen.navigation?.controller.className == "UINavigationController")
        #expect(receipt.screen.presentation?.style == .fullScreen)
        #expect(receipt.prediction.styleDecidedBy.name == "UINavigationController")
    }

    /// A static helper given the controller to show and, unlabelled, the controller to present it
    /// from (`VCPresenter.presentModally(viewController: vc, self)`): the caller that hands itself
    /// over presents, in its own place; the helper's type is not the presenter.
    @Test func aStaticHelperPresentingFromTheControllerItIsGiven() throws {
        let model = try Self.homeModel([
            "App/VCPresenter.swift": """
            import UIKit
            final class VCPresenter: UIViewController {
                static func presentModally(viewController: UIViewController, _ parentViewController: UIViewController) {
                    let newParent = UINavigationController(rootViewController: viewController)
                    newParent.modalPresentationStyle = .overFullScreen
                    parentViewController.present(newParent, animated: true, completion: nil)
                }
            }
            """,
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                func openReceipt() {
                    let receipt = ReceiptViewController()
                    VCPresenter.presentModally(viewController: receipt, self)
                }
            }
            \(Self.receipt)
            """,
        ])
        let receipt = try #require(screen(model, "ReceiptViewController"))
        #expect(receipt.screen.presentation?.style == .overFullScreen)
        #expect(receipt.screen.presentation?.presenter?.className == "HomeViewController")
        #expect(receipt.screen.presentation?.presenterNavigation?.controller.className == "UINavigationController")
        // Over full screen without capturing: the presenter's navigation controller decides.
        #expect(receipt.prediction.certainty == .certain)
        #expect(receipt.prediction.styleDecidedBy.name == "UINavigationController")
    }

    /// UIKit detents set on the presented controller's sheet (the fifteenth sample's GoMap quest
    /// sheet): a sheet opening at the medium detent leaves its presenter under the bar; one that also
    /// offers the large detent has both places (the user drags it), so it is not certain; a sheet
    /// given no detents opens large.
    @Test(arguments: [("receipt.sheetPresentationController?.detents = [.medium()]", SheetDetent.medium, [SheetDetent]()),
                      ("if let sheet = receipt.sheetPresentationController { sheet.detents = [.medium(), .large()] }", .medium, [.large]),
                      ("receipt.sheetPresentationController?.detents = [.large()]", .large, []),
                      ("receipt.title = \"Receipt\"", .large, [])])
    func uiKitSheetDetents(presenting: String, detent: SheetDetent, others: [SheetDetent]) throws {
        let model = try Self.swiftApp(helper: "", presenting: presenting)
        let receipt = try #require(screen(model, "ReceiptViewController"))
        #expect(receipt.screen.presentation?.style == .automatic)
        #expect(receipt.screen.presentation?.sheetDetent == detent)
        #expect(receipt.screen.presentation?.otherDetents == others)
        let era = try #require(receipt.eras.first { $0.era == .ios17 }).prediction
        #expect(era.certainty == (others.isEmpty ? .certain : .conditional))
        #expect(era.onSheetBackdrop == (detent == .large))
    }

    /// A router method that wraps what it is given and presents it with a style parameter
    /// (`navigationController.modalPresentationStyle = style`, `style: … = .automatic`): the style is
    /// what each caller passes, else the default. Read in the method alone, it is not known.
    @Test func aHelpersStyleParameterIsWhatTheCallerPasses() throws {
        let model = try Self.homeModel([
            "App/ModalRouter.swift": """
            import UIKit
            final class ModalRouter {
                let rootViewController: UIViewController
                init(rootViewController: UIViewController) { self.rootViewController = rootViewController }
                func present(_ viewController: UIViewController, animated: Bool = true, style: UIModalPresentationStyle = .automatic) {
                    let navigationController = UINavigationController(rootViewController: viewController)
                    navigationController.modalPresentationStyle = style
                    rootViewController.present(navigationController, animated: animated)
                }
            }
            """,
            "App/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                lazy var router = ModalRouter(rootViewController: self)
                func openReceipt() {
                    let receipt = ReceiptViewController()
                    router.present(receipt)
                }
                func openPlayer() {
                    let player = PlayerViewController()
                    router.present(player, style: .fullScreen)
                }
            }
            final class PlayerViewController: UIViewController {}
            \(Self.receipt)
            """,
        ])
        let receipt = try #require(screen(model, "ReceiptViewController"))
        #expect(receipt.screen.presentation?.style == .automatic)
        #expect(receipt.screen.unknownContext == nil)
        let player = try #require(screen(model, "PlayerViewController"))
        #expect(player.screen.presentation?.style == .fullScreen)
        #expect(player.screen.unknownContext == nil)
    }
}
