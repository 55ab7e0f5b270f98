import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Issue "Possibilities instead of unknown", point 1: where the audit cannot tell which controller
/// decides (a presentation made by an object that is not a controller, a presenter whose place is
/// not known), the decider is one of the app's controllers. When every answer they give is alike,
/// it does not matter which decides; when they differ, each is a possibility; when one cannot be
/// read, or a controller of a dependency that is not checked out could decide, the screen stays unknown.
@Suite("Audit: what any of the app's controllers answers")
struct UniformAnswersTests {
    /// A coordinator (not a controller) presents a page sheet; `others` adds the app's other classes.
    static func app(others: String) -> [String: String] {
        ["App/Info.plist": RuleExample.infoPlist([:]),
         "App/Filters.swift": """
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
         """,
         "App/Others.swift": "import UIKit\nimport SwiftUI\n" + others]
    }

    static func filters(_ files: [String: String]) throws -> ScreenReport {
        try #require(screen(try auditModel(files), "FiltersViewController"))
    }

    @Test func noControllerAnswersAnything() throws {
        let filters = try Self.filters(Self.app(others: "final class HomeViewController: UIViewController {}"))
        #expect(filters.prediction.certainty == .certain)
        #expect(filters.prediction.possibleStyles == [.default])
        #expect(filters.prediction.hidden == false)
    }

    @Test func everyControllerAnswersAlike() throws {
        let filters = try Self.filters(Self.app(others: """
            final class HomeViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class ThemedNavigationController: UINavigationController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """))
        // UIKit's own plain controller answers default: one of the app's screens could be one.
        #expect(filters.prediction.certainty == .conditional)
        #expect(filters.prediction.possibleStyles == [.default, .lightContent])
    }

    @Test func aControllerThatHidesTheBarIsAPossibility() throws {
        let filters = try Self.filters(Self.app(others: """
            final class PlayerViewController: UIViewController {
                override var prefersStatusBarHidden: Bool { true }
            }
            """))
        #expect(filters.prediction.certainty == .conditional)
        #expect(filters.prediction.possibleHidden == [false, true])
        #expect(filters.prediction.hidden == nil)
    }

    /// The app of ``app(others:)`` with an Objective-C controller that hides the bar, declared in a
    /// header the target does not compile and implemented in a file it compiles.
    static func appWithAHeaderDeclaredController() -> [String: String] {
        var files = app(others: "")
        files["App/Player.h"] = """
            #import <UIKit/UIKit.h>
            @interface PlayerViewController : UIViewController
            @end
            """
        files["App/Player.m"] = """
            #import "Player.h"
            @implementation PlayerViewController
            - (BOOL)prefersStatusBarHidden { return YES; }
            @end
            """
        files["Filters.xcodeproj/project.pbxproj"] = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tB1 = {isa = PBXProject; buildConfigurationList = B2; mainGroup = B3; targets = (T1, ); };
            \t\tB3 = {isa = PBXGroup; children = (F1, F2, F3, F4, ); sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App/Filters.swift; sourceTree = SOURCE_ROOT; };
            \t\tF2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App/Others.swift; sourceTree = SOURCE_ROOT; };
            \t\tF3 = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = App/Player.m; sourceTree = SOURCE_ROOT; };
            \t\tF4 = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = App/Player.h; sourceTree = SOURCE_ROOT; };
            \t\tBF1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tBF2 = {isa = PBXBuildFile; fileRef = F2; };
            \t\tBF3 = {isa = PBXBuildFile; fileRef = F3; };
            \t\tP1 = {isa = PBXSourcesBuildPhase; files = (BF1, BF2, BF3, ); };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); dependencies = (); name = Filters; productName = Filters; productType = "com.apple.product-type.application"; };
            \t\tB2 = {isa = XCConfigurationList; buildConfigurations = (C0, ); defaultConfigurationName = Release; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); defaultConfigurationName = Release; };
            \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Release; };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; IPHONEOS_DEPLOYMENT_TARGET = 17.0; PRODUCT_NAME = "$(TARGET_NAME)"; SWIFT_VERSION = 5.0; }; name = Release; };
            \t};
            \trootObject = B1;
            }

            """
        return files
    }

    /// An Objective-C class is recorded where its `@interface` is, a header no target compiles:
    /// it is still one of the app's controllers, its `@implementation` compiled by the app.
    @Test func anObjectiveCControllerDeclaredInAHeaderIsOneOfTheApps() throws {
        let files = Self.appWithAHeaderDeclaredController()
        let model = try auditModel(files)
        let filters = try #require(screen(model, "FiltersViewController"))
        #expect(filters.prediction.certainty == .conditional)
        #expect(filters.prediction.possibleHidden == [false, true])
    }

    @Test func aBlackNavigationBarAnswersLightContent() throws {
        let filters = try Self.filters(Self.app(others: """
            final class HomeViewController: UIViewController {
                func wrap() -> UINavigationController {
                    let nav = UINavigationController(rootViewController: self)
                    nav.navigationBar.barStyle = .black
                    return nav
                }
            }
            """))
        #expect(filters.prediction.possibleStyles == [.default, .lightContent])
    }

    @Test func aSwiftUIViewThatHidesTheBarIsAPossibility() throws {
        let filters = try Self.filters(Self.app(others: """
            struct PhotoView: View {
                var body: some View { Color.black.statusBarHidden(true) }
            }
            """))
        #expect(filters.prediction.possibleHidden == [false, true])
    }

    /// The window's interface style is the appearance a prediction is made in: a theme switch on
    /// the window adds no possibility.
    @Test func aThemeOnTheWindowAddsNothing() throws {
        let theme = """
            final class ThemeManager {
                var window: UIWindow?
                var controller: UIViewController?
                func apply(_ style: UIUserInterfaceStyle) { window?.overrideUserInterfaceStyle = style }
            }
            """
        let onWindow = try auditModel(Self.app(others: theme)).apps.first?.app.appWide.deciders
        #expect(onWindow?.interfaceStyles == [.unspecified])
        // On a controller, it is one more thing a deciding controller may be given.
        let onController = try auditModel(Self.app(others: theme.replacingOccurrences(of: "window?.override", with: "controller?.override")))
            .apps.first?.app.appWide.deciders
        #expect(onController?.interfaceStyles == [.unspecified, .light, .dark])
        // On a view, it reaches the view's subviews, not the controller the status bar asks.
        let onView = try auditModel(Self.app(others: theme.replacingOccurrences(of: "window?.override", with: "badgeView.override")
            .replacingOccurrences(of: "var window: UIWindow?", with: "var badgeView: UIView!"))).apps.first?.app.appWide.deciders
        #expect(onView?.interfaceStyles == [.unspecified])
        // The screen's own appearance, or another controller's override, copied onto a controller:
        // the appearance the prediction is made in, or a style in the set already.
        for copied in ["UIScreen.main.traitCollection.userInterfaceStyle", "picker.overrideUserInterfaceStyle"] {
            let copy = try auditModel(Self.app(others: theme.replacingOccurrences(of: "window?.overrideUserInterfaceStyle = style",
                                                                                  with: "controller?.overrideUserInterfaceStyle = \(copied)")
                .replacingOccurrences(of: "var window: UIWindow?", with: "var picker: UIImagePickerController!")))
                .apps.first?.app.appWide.deciders
            #expect(copy?.interfaceStyles == [.unspecified], "\(copied)")
        }
        // A view's override is not in the set: copied onto a controller, it is new.
        #expect(DeciderAnswers.copiesAStyleInTheSet("self.view.overrideUserInterfaceStyle") == false)
        #expect(DeciderAnswers.copiesAStyleInTheSet("self.view.window.overrideUserInterfaceStyle"))
        #expect(DeciderAnswers.copiesAStyleInTheSet("presenter.overrideUserInterfaceStyle"))
    }

    @Test func anAnswerTheAuditCannotReadLeavesItUnknown() throws {
        let filters = try Self.filters(Self.app(others: """
            final class HomeViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { Theme.current.statusBarStyle }
            }
            """))
        let why = try #require(filters.prediction.certainty.unknownReason, "expected unknown, got \(filters.prediction.certainty)")
        #expect(why.contains("not a controller"), "\(why)")
        #expect(why.contains("the app's controllers do not bound the answer: 'HomeViewController' preferredStatusBarStyle"), "\(why)")
    }

    /// A container that answers its top controller's style, or a constant: the top controller's
    /// answer is one of the app's already; only the constant is new.
    @Test func aForwardToAnotherControllersAnswerIsBounded() throws {
        let filters = try Self.filters(Self.app(others: """
            final class SlidingViewController: UIViewController {
                var topViewController: UIViewController?
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    guard let top = topViewController else { return .lightContent }
                    if let child = top.childForStatusBarStyle { return child.preferredStatusBarStyle }
                    return top.preferredStatusBarStyle
                }
                override var prefersStatusBarHidden: Bool {
                    presentingViewController?.prefersStatusBarHidden ?? false
                }
            }
            """))
        #expect(filters.prediction.certainty == .conditional)
        #expect(filters.prediction.possibleStyles == [.default, .lightContent])
        #expect(filters.prediction.possibleHidden == [false])
    }

    /// Where a type of the app that is no controller declares the member (a theme's
    /// `preferredStatusBarStyle`), `x.preferredStatusBarStyle` may be the theme's: not bounded.
    @Test func aForwardThatMayReadAThemeIsNotBounded() throws {
        let filters = try Self.filters(Self.app(others: """
            struct Theme {
                static var current = Theme()
                var preferredStatusBarStyle: UIStatusBarStyle = .lightContent
            }
            final class SlidingViewController: UIViewController {
                var style: Theme?
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    if isBeingPresented { return .default }
                    return style?.preferredStatusBarStyle ?? .default
                }
            }
            """))
        let why = try #require(filters.prediction.certainty.unknownReason, "expected unknown, got \(filters.prediction.certainty)")
        #expect(why.contains("'SlidingViewController' preferredStatusBarStyle"), "\(why)")
    }

    /// A Swift `override` overrides a controller's member, even in a class whose framework
    /// superclass the audit does not know (`ASCredentialProviderViewController`); a theme's
    /// computed member, declared without `override`, is no controller's.
    @Test func anOverrideInAnUnknownFrameworkControllerIsAController() throws {
        let forward = """
            final class SlidingViewController: UIViewController {
                var current: UINavigationController?
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    current?.topViewController?.preferredStatusBarStyle ?? .lightContent
                }
            }
            """
        let extensionController = try Self.filters(Self.app(others: forward + """
            final class CredentialListController: ASCredentialProviderViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .default }
            }
            """))
        #expect(extensionController.prediction.certainty == .conditional)
        #expect(extensionController.prediction.possibleStyles == [.default, .lightContent])
        let theme = try Self.filters(Self.app(others: forward + """
            struct NightTheme {
                var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
            }
            """))
        #expect(theme.prediction.certainty.unknownReason != nil, "expected unknown, got \(theme.prediction.certainty)")
    }

    /// A child the audit cannot name (`viewControllers.first { … }`) is still a controller, whose
    /// answer is one of the app's, or `nil`, where the class's own answer counts.
    @Test func aChildTheAuditCannotNameIsOneOfTheApps() throws {
        let filters = try Self.filters(Self.app(others: """
            final class SwipeContainerViewController: UIPageViewController {
                override var childForStatusBarHidden: UIViewController? {
                    viewControllers?.first { $0.isViewLoaded && $0.view.window != nil }
                }
                override var prefersStatusBarHidden: Bool { true }
            }
            """))
        #expect(filters.prediction.certainty == .conditional)
        #expect(filters.prediction.possibleHidden == [false, true])
    }

    /// A function outside any type that can only return one of its arguments, called with style
    /// constants (`AppearanceValue(light: .default, dark: .lightContent)`): one of them. A function
    /// that may return anything else, called so, is not read.
    @Test func aFunctionReturningOneOfItsArgumentsIsBounded() throws {
        let gallery = """
            final class GalleryViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    AppearanceValue(light: UIStatusBarStyle.default, dark: .darkContent)
                }
            }
            """
        let filters = try Self.filters(Self.app(others: gallery + """
            func AppearanceValue<T>(light: T, dark: T) -> T {
                UITraitCollection.current.userInterfaceStyle == .dark ? dark : light
            }
            """))
        #expect(filters.prediction.certainty == .conditional)
        #expect(filters.prediction.possibleStyles == [.default, .darkContent])
        let other = try Self.filters(Self.app(others: gallery + """
            func AppearanceValue(light: UIStatusBarStyle, dark: UIStatusBarStyle) -> UIStatusBarStyle { .lightContent }
            """))
        #expect(other.prediction.certainty.unknownReason != nil, "expected unknown, got \(other.prediction.certainty)")
    }

    @Test func aControllerOfADependencyLeavesItUnknown() throws {
        let filters = try Self.filters(Self.app(others: "final class MenuController: SideMenuNavigationController {}"))
        let why = try #require(filters.prediction.certainty.unknownReason, "expected unknown, got \(filters.prediction.certainty)")
        #expect(why.contains("'MenuController' inherits 'SideMenuNavigationController', a controller class the repository does not hold"), "\(why)")
    }

    /// Apple's own controllers outside UIKit answer as UIKit's plain controller.
    @Test func anAppleFrameworkControllerIsNoDependency() throws {
        let filters = try Self.filters(Self.app(others: "final class MoviePlayerController: AVPlayerViewController {}"))
        #expect(filters.prediction.certainty == .certain)
    }

    /// The same in Objective-C: a helper object presents a form sheet; the app's only override
    /// answers lightContent.
    @Test func anObjectiveCHelperPresentingASheet() throws {
        let files = [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/ShareHelper.m": """
            #import <UIKit/UIKit.h>
            @interface ShareViewController : UIViewController
            @end
            @implementation ShareViewController
            @end
            @interface LoginViewController : UIViewController
            @end
            @implementation LoginViewController
            - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
            @end
            @interface ShareHelper : NSObject
            @property (weak, nonatomic) UIViewController *host;
            @end
            @implementation ShareHelper
            - (void)share {
                ShareViewController *share = [[ShareViewController alloc] init];
                share.modalPresentationStyle = UIModalPresentationFormSheet;
                [self.host presentViewController:share animated:YES completion:nil];
            }
            @end
            """,
        ]
        let share = try #require(screen(try auditModel(files), "ShareViewController"))
        #expect(share.prediction.certainty == .conditional)
        #expect(share.prediction.possibleStyles == [.default, .lightContent])
        #expect(share.prediction.styleDecidedBy.name == "the controller it is presented from")
    }
}
