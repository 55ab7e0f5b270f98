import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Screens the audit called `certain` that a hand check of 30 found wrong (Docs/Precision.md,
/// round 9): a presenter the audit does not know stood in as a plain controller, and navigation
/// bars given a background image were taken for the system bar.
@Suite("Audit: what a certain screen must not rest on")
struct CertainScreensTests {
    static let sheet = """
        import UIKit
        final class FiltersViewController: UIViewController {}
        final class FiltersCoordinator {
            weak var presenter: UIViewController?
            func start() {
                let filters = FiltersViewController()
                filters.modalPresentationStyle = .pageSheet
                presenter?.present(filters, animated: true)
            }
        }
        """

    /// A page sheet presented by an object that is not a controller: the controller it is presented
    /// from decides, and it is not known. It is one of the app's controllers: where none of them
    /// answers anything (UIKit's defaults everywhere), the screen is certain whichever it is, and
    /// the decider is named as what it is, not as a plain `UIViewController`.
    @Test func aSheetFromAnUnknownPresenterTakesTheAppsAnswers() throws {
        let model = try auditModel(["App/Info.plist": RuleExample.infoPlist([:]), "App/Filters.swift": Self.sheet])
        let filters = try #require(screen(model, "FiltersViewController"))
        #expect(filters.prediction.certainty == .certain)
        #expect(filters.prediction.styleDecidedBy.name == "the controller it is presented from")
        #expect(filters.prediction.onSheetBackdrop)
    }

    /// Full screen, the presented controller decides: who presents it does not matter.
    @Test func aFullScreenPresentationFromAnUnknownPresenterStaysCertain() throws {
        let files = ["App/Info.plist": RuleExample.infoPlist([:]),
                     "App/Filters.swift": Self.sheet.replacingOccurrences(of: ".pageSheet", with: ".fullScreen")]
        let filters = try #require(screen(try auditModel(files), "FiltersViewController"))
        #expect(filters.prediction.certainty == .certain)
        #expect(filters.prediction.styleDecidedBy.name == "FiltersViewController")
    }

    /// A background image given to navigation bars through the appearance proxy: a bar whose
    /// background nothing else sets shows that image, not the system bar's color.
    @Test func aBarBackgroundImageMakesUnsetBarsUnknown() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/AppDelegate.m": """
            #import <UIKit/UIKit.h>
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @end
            @interface HomeViewController : UIViewController
            @end
            @implementation HomeViewController
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                [[UINavigationBar appearance] setBackgroundImage:[UIImage imageNamed:@"bar_white"] forBarMetrics:UIBarMetricsDefault];
                self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
                self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]];
                [self.window makeKeyAndVisible];
                return YES;
            }
            @end
            """,
        ])
        let home = try #require(screen(model, "HomeViewController"))
        #expect(home.prediction.light.background == nil, "\(String(describing: home.prediction.light.background))")
        #expect(home.prediction.dark.background == nil)
    }
}

/// A child that sets its navigation controller's bar style as it loads (Docs/Precision.md, round
/// 19: a theme's `isDarkTheme ? UIBarStyleBlack : UIBarStyleDefault` was not read, and the screen
/// was called certain with the storyboard's bar).
@Suite("Audit: a bar style the screen on top sets")
struct BarStyleWhileOnTopTests {
    static func files(_ assignment: String) -> [String: String] {
        [
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "nav", navigationScene("nav", root: "edit")
                + controllerScene("edit", customClass: "EditViewController")),
            "App/Edit.swift": """
            import UIKit
            enum Theme { static var isDark = false }
            final class EditViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(assignment)
                }
            }
            """,
        ]
    }

    @Test func aThemesBarStyleIsEitherStyle() throws {
        let model = try auditModel(Self.files("navigationController?.navigationBar.barStyle = Theme.isDark ? .black : .default"))
        let edit = try #require(screen(model, "EditViewController"))
        #expect(edit.screen.navigation?.barStyleByTop == [.default, .black])
        #expect(edit.prediction.certainty == .conditional)
        #expect(Set(edit.prediction.possibleStyles) == [.default, .lightContent])
        #expect(edit.prediction.styleDecidedBy.name == "UINavigationController")
    }

    @Test func aLiteralBarStyleIsTheBarsWhileOnTop() throws {
        let model = try auditModel(Self.files("navigationController?.navigationBar.barStyle = .black"))
        let edit = try #require(screen(model, "EditViewController"))
        #expect(edit.prediction.certainty == .certain)
        #expect(edit.prediction.possibleStyles == [.lightContent])
    }

    @Test func withoutItTheStoryboardsBarDecides() throws {
        let model = try auditModel(Self.files("title = \"Edit\""))
        let edit = try #require(screen(model, "EditViewController"))
        #expect(edit.screen.navigation?.barStyleByTop == nil)
        #expect(edit.prediction.certainty == .certain)
        #expect(edit.prediction.possibleStyles == [.default])
    }
}
