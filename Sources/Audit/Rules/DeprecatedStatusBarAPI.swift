import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `deprecated-status-bar-api`: deprecated status bar API other than the application setters
/// (uikit-rules.md, "Deprecated API"), in code or, for the black styles, in Info.plist; the
/// application's style and hidden are reported when read (their writes are the application setter
/// rules'). A use the code runs only below the version that brought the replacement (the `else`
/// of `#available`, `@available(iOS, deprecated:)`: ``DeprecatedUse/runsOnlyBelow``) is the
/// right fallback, not reported.
package struct DeprecatedStatusBarAPI: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    static let apis: Set<DeprecatedAPI> = [
        .statusBarFrame, .statusBarOrientation, .networkActivityIndicatorVisible, .blackOpaque, .blackTranslucent,
        .setOverrideTraitCollection, .presentationControllerOverrideTraitCollection,
    ]

    /// The application's style and hidden: reported when read; a write is an application setter,
    /// which `deprecated-application-setter` or `ineffective-application-setter` reports.
    static let readAPIs: Set<DeprecatedAPI> = [.statusBarStyle, .isStatusBarHidden]

    /// Whether this rule reports the use, wherever it runs.
    static func reports(_ use: DeprecatedUse) -> Bool {
        apis.contains(use.api) || (readAPIs.contains(use.api) && use.access == .read)
    }

    static let described = RuleDescription(
        id: "deprecated-status-bar-api", name: "Deprecated status bar API", severity: .warning,
        rationale: """
            UIApplication's statusBarFrame, statusBarOrientation and networkActivityIndicatorVisible, and reads \
            of its statusBarStyle and isStatusBarHidden, are deprecated since iOS 13 (the window scene's \
            statusBarManager gives the frame, the style and whether the bar is hidden, R11; writes are the \
            application setter rules'); blackOpaque and blackTranslucent since iOS 7 (read as lightContent, R6); \
            setOverrideTraitCollection(_:forChild:) and a presentation controller's overrideTraitCollection since \
            iOS 17 (traitOverrides, R9). A use that runs only below the version that brought the replacement is \
            the right fallback and is not reported: in the else of 'if #available(iOS 13, *)' or of a guard, in \
            'if #unavailable(iOS 13)', after an 'if #available(iOS 13, *)' whose body returns, or in a declaration \
            marked '@available(iOS, deprecated: 13)' (Objective-C: '@available' checks, API_DEPRECATED). When \
            the app supports an iOS older than the replacement, the message says to use it under #available.
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

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for facts in model.ownSources where facts.deprecatedUses.contains(where: Self.reports) {
            // The oldest iOS of the apps that build the file: below the version that brought the
            // replacement, the replacement needs `#available` (said in the message).
            let oldest = model.apps(owning: facts.path).map(\.app.versions.deploymentTarget).min()
            // The lines where an application setter sets the style or hidden: a read there (`x = !x`)
            // is part of the write, which the application setter rules report.
            var setterLines: Set<SetterLine> = []
            for use in facts.deprecatedUses where use.isApplicationSetter {
                setterLines.insert(SetterLine(line: use.location.line, setsStyle: use.setsStyle))
            }
            for use in facts.deprecatedUses where Self.reports(use) && !Self.isFallback(use) {
                if Self.readAPIs.contains(use.api), setterLines.contains(SetterLine(line: use.location.line, setsStyle: use.setsStyle)) {
                    continue
                }
                var text = message(for: use.api, name: use.apiName, language: use.language)
                if let since = Self.replacementSince(use.api), let oldest, oldest < since {
                    text += use.language == .swift
                        ? " under 'if #available(iOS \(since.major), *)', since the app supports iOS \(oldest), where the replacement does not exist"
                        : " under 'if (@available(iOS \(since.major), *))', since the app supports iOS \(oldest), where the replacement does not exist"
                }
                findings.append(finding(use.location, text))
            }
        }
        for report in model.apps {
            let styles = report.app.plist.statusBarStyle
            for entry in [styles.plain, styles.iphone, styles.ipad, styles.ipod].compactMap({ $0 }) {
                guard let style = StatusBarStyle(infoPlistName: entry.value), style.isDeprecated else { continue }
                findings.append(finding(entry.location, "'\(entry.key)' is '\(entry.value)', deprecated since iOS 7 and drawn as "
                    + "light content: use 'UIStatusBarStyleLightContent'"))
            }
        }
        return Finding.merged(findings)
    }

    private struct SetterLine: Hashable {
        var line: Int
        var setsStyle: Bool
    }

    /// The iOS version that brought the replacement the message names.
    static func replacementSince(_ api: DeprecatedAPI) -> IOSVersion? {
        switch api {
        case .statusBarFrame, .statusBarOrientation, .statusBarStyle, .isStatusBarHidden: IOSVersion(13)
        case .setOverrideTraitCollection, .presentationControllerOverrideTraitCollection: IOSVersion(17)
        default: nil
        }
    }

    /// The iOS version that deprecated the API.
    static func deprecatedSince(_ api: DeprecatedAPI) -> IOSVersion {
        switch api {
        case .blackOpaque, .blackTranslucent: IOSVersion(7)
        case .setStatusBarStyle, .setStatusBarHidden: IOSVersion(9)
        case .statusBarStyle, .isStatusBarHidden, .statusBarFrame, .statusBarOrientation, .networkActivityIndicatorVisible: IOSVersion(13)
        case .setOverrideTraitCollection, .presentationControllerOverrideTraitCollection: IOSVersion(17)
        }
    }

    /// Whether the code runs the use only where it is the API to use: below the version that
    /// brought its replacement (or, for an API replaced by nothing, that deprecated it). Below a
    /// later version (the `else` of `#available(iOS 14, *)`) it also runs where the replacement exists.
    static func isFallback(_ use: DeprecatedUse) -> Bool {
        guard let below = use.runsOnlyBelow else { return false }
        return IOSVersion(below.major, below.minor, below.patch) <= replacementSince(use.api) ?? deprecatedSince(use.api)
    }

    private func message(for api: DeprecatedAPI, name: String, language: SourceLanguage) -> String {
        switch api {
        case .statusBarFrame:
            "'\(name)' is deprecated since iOS 13 and wrong with several scenes: use the window scene's statusBarManager.statusBarFrame"
        case .statusBarOrientation:
            "'\(name)' is deprecated since iOS 13: use the window scene's interfaceOrientation"
        case .statusBarStyle:
            "'\(name)' is deprecated since iOS 13: read the window scene's statusBarManager.statusBarStyle"
        case .isStatusBarHidden:
            "'\(name)' is deprecated since iOS 13: read the window scene's statusBarManager."
                + (language == .swift ? "isStatusBarHidden" : "statusBarHidden")
        case .networkActivityIndicatorVisible:
            "'\(name)' is deprecated since iOS 13 and shows nothing on devices with a notch: show activity in the app's own interface"
        case .blackOpaque, .blackTranslucent:
            "'\(name)' is deprecated since iOS 7 and drawn as light content: use \(RuleText.style("lightContent", language))"
        case .setOverrideTraitCollection:
            "'\(name)' is deprecated since iOS 17: set the child's traitOverrides instead"
        case .presentationControllerOverrideTraitCollection:
            "'\(name)' is deprecated since iOS 17: set the presented controller's traitOverrides instead"
        default:
            "'\(name)' is deprecated"
        }
    }
}
