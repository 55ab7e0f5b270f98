import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Issue "Follow how real apps show screens", point 1: a coordinator, a data source or a helper
/// that is no controller but is made with a controller (`self`) or its navigation controller
/// pushes and presents through what it holds; the screens it shows sit where that controller sits,
/// once for every place the app makes it.
@Suite("Audit: objects that hold a controller")
struct ControllerHolderTests {
    /// A storyboard navigation controller (black bar: light content) whose root is `OrdersViewController`.
    static let ordersStoryboard = storyboard(
        initial: "nav", navigationScene("nav", root: "orders", barStyle: "black") + controllerScene("orders", customClass: "OrdersViewController"))

    static let itemForm = """
        final class ItemFormViewController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
        }
        """

    static let coordinator = """
        final class AddItemCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
            }
            func start() {
                navigationController.pushViewController(ItemFormViewController(), animated: true)
            }
        }
        """

    /// The project of the orders storyboard whose `OrdersViewController` makes `coordinator` with its
    /// navigation controller, starts it and keeps it; `rest`: the rest of its file.
    static func orders(making coordinator: String, _ rest: String) -> [String: String] {
        [
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": ordersStoryboard,
            "App/Orders.swift": """
            import UIKit
            final class OrdersViewController: UIViewController {
                private var coordinator: \(coordinator)?
                func start() {
                    guard let navigationController else { return }
                    let made = \(coordinator)(navigationController: navigationController)
                    made.start()
                    self.coordinator = made
                }
            }
            \(rest)
            """,
        ]
    }

    /// A coordinator made with the controller's navigation controller pushes onto it: the screen
    /// sits in the storyboard's navigation controller, whose black bar decides.
    @Test func aCoordinatorPushesOntoTheNavigationControllerItIsGiven() throws {
        let model = try auditModel(Self.orders(making: "AddItemCoordinator", Self.coordinator + "\n" + Self.itemForm))
        let form = try #require(screen(model, "ItemFormViewController"))
        #expect(form.screen.unknownContext == nil)
        #expect(form.prediction.certainty == .certain)
        #expect(form.screen.navigation?.barStyle == .black)
        #expect(form.prediction.styleDecidedBy.name == "UINavigationController")
        #expect(form.prediction.light.style == .lightContent)
    }

    /// A method of the coordinator whose parameter has the name of the property it holds (`func
    /// showReceipt(from navigationController: UINavigationController)`, given the sheet's stack its
    /// caller presents) pushes onto what it is given, not onto the navigation controller it holds:
    /// the receipt is not placed in the storyboard's stack.
    @Test func aParameterNamedAsTheHeldNavigationControllerIsNotIt() throws {
        let model = try auditModel(Self.orders(making: "CheckoutCoordinator", """
            final class CheckoutCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                }
                func start() {
                    let sheet = UINavigationController(rootViewController: ItemFormViewController())
                    navigationController.present(sheet, animated: true)
                    showReceipt(from: sheet)
                }
                private func showReceipt(from navigationController: UINavigationController) {
                    navigationController.pushViewController(ReceiptViewController(), animated: true)
                }
            }
            final class ReceiptViewController: UIViewController {}
            \(Self.itemForm)
            """))
        let receipts = model.screens.filter { $0.screen.controller.className == "ReceiptViewController" }
        #expect(!receipts.contains { $0.screen.unknownContext == nil && $0.screen.presentation == nil && $0.screen.navigation?.barStyle == .black })
    }

    /// The forms of the orders' coordinator, made with the orders' navigation controller in
    /// `addItem()` and, in a second function, with a navigation controller made there whose fate
    /// `then` writes (`present(nav, animated: true)`, `kept = nav`).
    private func formsOfCoordinatorGivenALocalStack(then: String) throws -> [ScreenReport] {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": Self.ordersStoryboard,
            "App/Orders.swift": """
            import UIKit
            final class OrdersViewController: UIViewController {
                var kept: UINavigationController?
                func addItem() {
                    AddItemCoordinator(navigationController: navigationController!).start()
                }
                func addItemElsewhere() {
                    let nav = UINavigationController()
                    AddItemCoordinator(navigationController: nav).start()
                    \(then)
                }
            }
            \(Self.coordinator)
            \(Self.itemForm)
            """,
        ])
        return model.screens.filter { $0.screen.controller.className == "ItemFormViewController" }
    }

    /// The same coordinator is also made elsewhere with a navigation controller made there, which
    /// the function presents: that place is the presented stack, beside the orders' own.
    @Test func aCoordinatorAlsoGivenAStackItsMakerPresentsHasThatPlace() throws {
        let forms = try formsOfCoordinatorGivenALocalStack(then: "present(nav, animated: true)")
        #expect(forms.count == 2)
        #expect(forms.allSatisfy { $0.screen.unknownContext == nil })
        #expect(forms.contains { $0.screen.navigation?.barStyle == .black && $0.prediction.certainty == .certain })
        let presented = try #require(forms.first { $0.screen.presentation != nil })
        #expect(presented.screen.navigation?.controller.className == "UINavigationController")
        #expect(presented.screen.presentation?.presenter?.className == "OrdersViewController")
        #expect(presented.screen.presentation?.style == .automatic)
    }

    /// The same coordinator made with a navigation controller the function neither presents nor
    /// sets as the window's root: that place's context is not known, beside the known one.
    @Test func aCoordinatorAlsoGivenAStackNotShownHasAPlaceNotKnown() throws {
        let forms = try formsOfCoordinatorGivenALocalStack(then: "kept = nav")
        // The place not known is every place of the app: the form's lightContent where it decides,
        // the black bar's where the navigation controller does, UIKit's default elsewhere.
        #expect(forms.map(\.prediction.certainty.name).sorted() == ["certain", "conditional"])
        #expect(forms.contains { $0.screen.navigation?.barStyle == .black && $0.prediction.certainty == .certain })
        let unknown = forms.compactMap(\.screen.unknownContext)
        #expect(unknown == ["shown by 'AddItemCoordinator', which 'OrdersViewController' makes at App/Orders.swift:9:9 without a controller the audit follows to where it sits"])
    }

    /// A data source made with `self` pushes onto its controller's navigation controller and
    /// presents from its controller.
    @Test func aDataSourcePushesAndPresentsThroughItsController() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": Self.ordersStoryboard,
            "App/Orders.swift": """
            import UIKit
            final class OrdersViewController: UIViewController {
                private lazy var dataSource = OrdersDataSource(viewController: self)
            }
            final class OrdersDataSource: NSObject {
                private weak var viewController: UIViewController?
                init(viewController: UIViewController) {
                    self.viewController = viewController
                }
                func didSelect() {
                    viewController?.navigationController?.pushViewController(ItemFormViewController(), animated: true)
                }
                func share() {
                    let share = ShareSheetViewController()
                    share.modalPresentationStyle = .pageSheet
                    viewController?.present(share, animated: true)
                }
            }
            final class ShareSheetViewController: UIViewController {}
            \(Self.itemForm)
            """,
        ])
        let form = try #require(screen(model, "ItemFormViewController"))
        #expect(form.prediction.certainty == .certain)
        #expect(form.screen.navigation?.barStyle == .black)
        let share = try #require(screen(model, "ShareSheetViewController"))
        #expect(share.screen.presentation?.presenter?.className == "OrdersViewController")
        #expect(share.screen.presentation?.presenterNavigation?.barStyle == .black)
        #expect(share.prediction.certainty == .certain)
        #expect(share.prediction.light.style == .lightContent)
    }

    /// A coordinator hands the navigation controller it holds to a child coordinator: the child's
    /// screens sit in the same navigation controller.
    @Test func aCoordinatorHandsItsNavigationControllerOn() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": Self.ordersStoryboard,
            "App/Orders.swift": """
            import UIKit
            final class OrdersViewController: UIViewController {
                func openSettings() {
                    SettingsCoordinator(navigationController: self.navigationController!).start()
                }
            }
            final class SettingsCoordinator {
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    AddItemCoordinator(navigationController: navigationController).start()
                }
            }
            \(Self.coordinator)
            \(Self.itemForm)
            """,
        ])
        let form = try #require(screen(model, "ItemFormViewController"))
        #expect(form.prediction.certainty == .certain)
        #expect(form.screen.navigation?.barStyle == .black)
    }

    /// Made by two controllers that sit in different navigation controllers: a screen for each place.
    @Test func aCoordinatorMadeInTwoPlacesShowsItsScreenInBoth() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(
                initial: "tabs",
                PresenterPlaceTests.tabBarScene("tabs", tab: "nav")
                    + navigationScene("nav", root: "orders", barStyle: "black") + controllerScene("orders", customClass: "OrdersViewController")),
            "App/Orders.swift": """
            import UIKit
            final class OrdersViewController: UIViewController {
                func addItem() {
                    AddItemCoordinator(navigationController: navigationController!).start()
                }
                func openArchive() {
                    navigationController?.present(UINavigationController(rootViewController: ArchiveViewController()), animated: true)
                }
            }
            final class ArchiveViewController: UIViewController {
                func addItem() {
                    AddItemCoordinator(navigationController: navigationController!).start()
                }
            }
            \(Self.coordinator)
            \(Self.itemForm)
            """,
        ])
        let forms = model.screens.filter { $0.screen.controller.className == "ItemFormViewController" }
        #expect(forms.count == 2)
        #expect(Set(forms.map { $0.screen.navigation?.barStyle }) == [.black, .default])
    }

    /// Objective-C: a helper made with `initWithViewController:self` pushes onto the controller's
    /// navigation controller through its property.
    @Test func anObjectiveCHelperPushesThroughItsController() throws {
        let model = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": Self.ordersStoryboard,
            "App/OrdersViewController.h": """
            #import <UIKit/UIKit.h>
            @interface OrdersViewController : UIViewController
            @end
            @interface ItemFormViewController : UIViewController
            @end
            """,
            "App/OrdersViewController.m": """
            #import "OrdersViewController.h"
            #import "SearchHelper.h"
            @implementation OrdersViewController {
                SearchHelper *_helper;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                _helper = [[SearchHelper alloc] initWithViewController:self];
            }
            @end
            @implementation ItemFormViewController
            - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleDarkContent; }
            @end
            """,
            "App/SearchHelper.h": """
            #import <UIKit/UIKit.h>
            @interface SearchHelper : NSObject
            @property (nonatomic, weak) UIViewController *parentVC;
            - (instancetype)initWithViewController:(UIViewController *)viewController;
            @end
            """,
            "App/SearchHelper.m": """
            #import "SearchHelper.h"
            #import "OrdersViewController.h"
            @implementation SearchHelper
            - (instancetype)initWithViewController:(UIViewController *)viewController {
                self = [super init];
                if (self) { _parentVC = viewController; }
                return self;
            }
            - (void)didSelectResult {
                [self.parentVC.navigationController pushViewController:[[ItemFormViewController alloc] init] animated:YES];
            }
            @end
            """,
        ])
        let form = try #require(screen(model, "ItemFormViewController"))
        #expect(form.prediction.certainty == .certain)
        #expect(form.screen.navigation?.barStyle == .black)
    }

    /// `explain --screen` says where the object that shows the screen is made, on the right line.
    @Test func theExplanationNamesWhereTheObjectIsMade() throws {
        let (root, _) = try Markers.write(RuleExample([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": Self.ordersStoryboard,
            "App/Orders.swift": """
            import UIKit
            final class OrdersViewController: UIViewController {
                func addItem() {
                    AddItemCoordinator(navigationController: navigationController!).start()
                }
            }
            \(Self.coordinator)
            \(Self.itemForm)
            """,
        ]))
        defer { try? FileManager.default.removeItem(at: root) }
        let e = ScreenExplanationTests.explain(root)
        let form = try #require(e.places.first { $0.screen.controller.className == "ItemFormViewController" })
        let made = try #require(form.context.first { $0.what.hasPrefix("'OrdersViewController' hands 'AddItemCoordinator'") })
        #expect(made.location.file == "App/Orders.swift" && made.location.line == 4)
        #expect(made.what.contains("whose code shows the screen, itself or its navigation controller"))
        #expect(ScreenExplanationTests.checkSources(e).wrong == [])
    }
}
