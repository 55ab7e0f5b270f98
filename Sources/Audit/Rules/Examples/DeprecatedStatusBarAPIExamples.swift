import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `DeprecatedStatusBarAPI` (Docs/Rules.md is made from them).
extension DeprecatedStatusBarAPI {
    static let described = RuleDescription(
        id: "deprecated-status-bar-api", name: "Deprecated status bar API", severity: .warning,
        rationale: """
            UIApplication's statusBarFrame, statusBarOrientation and networkActivityIndicatorVisible, and reads \
            of its statusBarStyle and isStatusBarHidden, are deprecated since iOS 13 (the window scene's \
            statusBarManager gives the frame, the style and whether the bar is hidden, R11; writes are the \
            application setter rules'); blackOpaque and blackTranslucent since iOS 7 (read as lightContent, R6); \
            setOverrideTraitCollection(_:forChild:) and a presentation controller's overrideTraitCollection since \
            iOS 17 (traitOverrides, R9). Setting the status bar's orientation (setStatusBarOrientation:animated:) is \
            deprecated since iOS 9, and its message says to rotate through supportedInterfaceOrientations: the \
            scene's interfaceOrientation, which replaces the read, cannot be set. A use that runs only below the version that brought the replacement is \
            the right fallback and is not reported: in the else of 'if #available(iOS 13, *)' or of a guard, in \
            'if #unavailable(iOS 13)', after an 'if #available(iOS 13, *)' whose body returns, or in a declaration \
            marked '@available(iOS, deprecated: 13)' (Objective-C: '@available' checks, API_DEPRECATED). When \
            the app supports an iOS older than the replacement, the message says to use it under #available, \
            unless the use already runs only from that version (inside 'if #available(iOS 13, *)', after a \
            'guard #available(iOS 13, *)', in a declaration marked '@available(iOS 13, *)').
            """,
        triggering: [
            .swift("""
                import UIKit

                final class HeaderLayout {
                    func topInset() -> CGFloat {
                        UIApplication.shared.↓statusBarFrame.height
                    }
                    func isLandscape() -> Bool {
                        UIApplication.shared.↓statusBarOrientation.isLandscape
                    }
                    func loading(_ on: Bool) {
                        UIApplication.shared.↓isNetworkActivityIndicatorVisible = on
                    }
                }

                final class LegacyViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .↓blackOpaque }
                }

                """),
            .swift("""
                import UIKit

                final class ContainerViewController: UIViewController {
                    func embed(_ child: UIViewController) {
                        ↓setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: child)
                    }
                }

                final class CardPresentationController: UIPresentationController {
                    override var ↓overrideTraitCollection: UITraitCollection? {
                        get { UITraitCollection(userInterfaceStyle: .dark) }
                        set {}
                    }
                }

                """),
            .infoPlistOnly(["UIStatusBarStyle": "↓<string>UIStatusBarStyleBlackTranslucent</string>"]),
            // Objective-C: the same API as messages, properties and constants.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface HeaderLayout : NSObject
                @end

                @implementation HeaderLayout

                - (CGFloat)topInset {
                    return [UIApplication sharedApplication].↓statusBarFrame.size.height;
                }

                - (BOOL)isLandscape {
                    return UIInterfaceOrientationIsLandscape([[UIApplication sharedApplication] ↓statusBarOrientation]);
                }

                - (void)lockPortrait {
                    [[UIApplication sharedApplication] ↓setStatusBarOrientation:UIInterfaceOrientationPortrait animated:NO];
                }

                - (void)setLoading:(BOOL)on {
                    [UIApplication sharedApplication].↓networkActivityIndicatorVisible = on;
                }

                @end

                @interface LegacyViewController : UIViewController
                @end

                @implementation LegacyViewController

                - (UIStatusBarStyle)preferredStatusBarStyle {
                    return ↓UIStatusBarStyleBlackOpaque;
                }

                - (void)embed:(UIViewController *)child {
                    [self ↓setOverrideTraitCollection:[UITraitCollection traitCollectionWithUserInterfaceStyle:UIUserInterfaceStyleDark]
                               forChildViewController:child];
                }

                @end

                @interface CardPresentationController : UIPresentationController
                @end

                @implementation CardPresentationController

                - (UITraitCollection *)↓overrideTraitCollection {
                    return [UITraitCollection traitCollectionWithUserInterfaceStyle:UIUserInterfaceStyleDark];
                }

                @end

                """),
            // Reads of the application's style and hidden; a fallback that also runs where the replacement
            // exists (below iOS 14 includes iOS 13). A read on the line of a write is the write's, which the
            // application setter rules report.
            .swift("""
                import UIKit

                final class HeaderLayout {
                    func topInset(_ view: UIView) -> CGFloat {
                        if #available(iOS 14, *) {
                            return view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
                        } else {
                            return UIApplication.shared.↓statusBarFrame.height
                        }
                    }
                    var barIsHidden: Bool { UIApplication.shared.↓isStatusBarHidden }
                    var barIsLight: Bool { UIApplication.shared.↓statusBarStyle == .lightContent }
                    func toggle() {
                        UIApplication.shared.isStatusBarHidden = !UIApplication.shared.isStatusBarHidden
                    }
                }

                """),
            .objc("""
                #import <UIKit/UIKit.h>

                @interface HeaderLayout : NSObject
                @end

                @implementation HeaderLayout

                - (CGFloat)topInset:(UIView *)view {
                    if (@available(iOS 14.0, *)) {
                        return view.window.windowScene.statusBarManager.statusBarFrame.size.height;
                    } else {
                        return [UIApplication sharedApplication].↓statusBarFrame.size.height;
                    }
                }

                - (BOOL)barIsHidden {
                    return [UIApplication sharedApplication].↓statusBarHidden;
                }

                - (BOOL)barIsLight {
                    return [[UIApplication sharedApplication] ↓statusBarStyle] == UIStatusBarStyleLightContent;
                }

                - (void)toggle {
                    [UIApplication sharedApplication].statusBarHidden = ![UIApplication sharedApplication].statusBarHidden;
                }

                @end

                """),
        ],
        nonTriggering: [
            // The window scene's status bar manager is the current API.
            .swift("""
                import UIKit

                final class HeaderViewController: UIViewController {
                    var topInset: CGFloat {
                        view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
                    }
                    var isLandscape: Bool {
                        view.window?.windowScene?.interfaceOrientation.isLandscape ?? false
                    }
                }

                """),
            // Comments, strings, #if false, a toolbar's bar style, vendored code.
            RuleExample.swift("""
                import UIKit

                final class HeaderViewController: UIViewController {
                    // let h = UIApplication.shared.statusBarFrame.height
                    let hint = "UIApplication.shared.statusBarOrientation"
                    func style(_ toolbar: UIToolbar) {
                        toolbar.barStyle = .blackOpaque
                        #if false
                        UIApplication.shared.isNetworkActivityIndicatorVisible = true
                        #endif
                    }
                }

                """).adding("Pods/Spinner/Spinner.swift", """
                import UIKit

                public enum Spinner {
                    public static func on() { UIApplication.shared.isNetworkActivityIndicatorVisible = true }
                }

                """),
            .infoPlistOnly(["UIStatusBarStyle": "<string>UIStatusBarStyleLightContent</string>"]),
            // Objective-C: the window scene's status bar manager; comments, strings, #if 0, a toolbar's
            // bar style, vendored code.
            RuleExample.objc("""
                #import <UIKit/UIKit.h>

                @interface HeaderViewController : UIViewController
                @end

                @implementation HeaderViewController

                - (CGFloat)topInset {
                    // return [UIApplication sharedApplication].statusBarFrame.size.height;
                    return self.view.window.windowScene.statusBarManager.statusBarFrame.size.height;
                }

                - (void)styleToolbar:(UIToolbar *)toolbar {
                    NSLog(@"[[UIApplication sharedApplication] statusBarOrientation]");
                    toolbar.barStyle = UIBarStyleBlack;
                #if 0
                    [UIApplication sharedApplication].networkActivityIndicatorVisible = YES;
                #endif
                }

                @end

                """).adding("Pods/Spinner/Spinner.m", """
                #import <UIKit/UIKit.h>

                @implementation Spinner
                + (void)on { [UIApplication sharedApplication].networkActivityIndicatorVisible = YES; }
                @end

                """),
            // A fallback that runs only below the version that brought the replacement: the else of
            // #available (several platforms, a minor version, else if), guard, #unavailable, an early
            // return, a declaration deprecated or obsoleted on iOS.
            .swift("""
                import UIKit

                final class HeaderLayout {
                    func topInset(_ view: UIView) -> CGFloat {
                        if #available(iOS 13.0, macCatalyst 13.1, *) {
                            return view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
                        } else {
                            return UIApplication.shared.statusBarFrame.height
                        }
                    }
                    func isLandscape(_ view: UIView) -> Bool {
                        if #available(iOS 13, *) {
                            return view.window?.windowScene?.interfaceOrientation.isLandscape ?? false
                        }
                        return UIApplication.shared.statusBarOrientation.isLandscape
                    }
                    func isHidden(_ view: UIView) -> Bool {
                        guard #available(iOS 13, *) else { return UIApplication.shared.isStatusBarHidden }
                        return view.window?.windowScene?.statusBarManager?.isStatusBarHidden ?? false
                    }
                    func style(_ view: UIView) -> UIStatusBarStyle {
                        if #unavailable(iOS 13) { return UIApplication.shared.statusBarStyle }
                        return view.window?.windowScene?.statusBarManager?.statusBarStyle ?? .default
                    }
                    func loading(_ on: Bool) {
                        if #available(iOS 13, *) {
                            return
                        } else if on {
                            DispatchQueue.main.async { UIApplication.shared.isNetworkActivityIndicatorVisible = true }
                        }
                    }
                    func oldest() -> CGFloat {
                        if #available(iOS 12, *) { return 0 } else { return UIApplication.shared.statusBarFrame.height }
                    }
                    @available(iOS, introduced: 9, deprecated: 13, message: "use the window scene")
                    var legacyHeight: CGFloat { UIApplication.shared.statusBarFrame.height }
                }

                @available(iOS, obsoleted: 17)
                extension UIViewController {
                    func embedDark(_ child: UIViewController) {
                        setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: child)
                    }
                }

                """),
            RuleExample.objc("""
                #import <UIKit/UIKit.h>

                @interface HeaderLayout : NSObject
                - (CGFloat)legacyHeight API_DEPRECATED("use the window scene", ios(9.0, 13.0));
                - (BOOL)legacyHidden NS_DEPRECATED_IOS(9_0, 13_0);
                @end

                @implementation HeaderLayout

                - (CGFloat)topInset:(UIView *)view {
                    if (@available(iOS 13.0, *)) {
                        return view.window.windowScene.statusBarManager.statusBarFrame.size.height;
                    } else {
                        return [UIApplication sharedApplication].statusBarFrame.size.height;
                    }
                }

                - (BOOL)isLandscape:(UIView *)view {
                    if (@available(iOS 13, *)) {
                        return UIInterfaceOrientationIsLandscape(view.window.windowScene.interfaceOrientation);
                    }
                    return UIInterfaceOrientationIsLandscape([[UIApplication sharedApplication] statusBarOrientation]);
                }

                - (BOOL)isHidden:(UIView *)view {
                    if (@available(iOS 13, *)) {} else {
                        return [UIApplication sharedApplication].isStatusBarHidden;
                    }
                    return view.window.windowScene.statusBarManager.statusBarHidden;
                }

                - (UIStatusBarStyle)style:(UIView *)view {
                    if (__builtin_available(iOS 13, *)) {
                        return view.window.windowScene.statusBarManager.statusBarStyle;
                    } else if (view != nil) {
                        return [[UIApplication sharedApplication] statusBarStyle];
                    }
                    return UIStatusBarStyleDefault;
                }

                - (CGFloat)legacyHeight {
                    return [UIApplication sharedApplication].statusBarFrame.size.height;
                }

                - (BOOL)legacyHidden {
                    return [UIApplication sharedApplication].statusBarHidden;
                }

                @end

                """),
        ])
}
