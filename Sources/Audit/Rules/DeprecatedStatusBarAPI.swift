import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `deprecated-status-bar-api`: deprecated status bar API other than the application setters
/// (uikit-rules.md, "Deprecated API"), in code or, for the black styles, in Info.plist.
package struct DeprecatedStatusBarAPI: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    static let apis: Set<DeprecatedAPI> = [
        .statusBarFrame, .statusBarOrientation, .networkActivityIndicatorVisible, .blackOpaque, .blackTranslucent,
        .setOverrideTraitCollection, .presentationControllerOverrideTraitCollection,
    ]

    static let described = RuleDescription(
        id: "deprecated-status-bar-api", name: "Deprecated status bar API", severity: .warning,
        rationale: """
            UIApplication's statusBarFrame, statusBarOrientation and networkActivityIndicatorVisible are \
            deprecated since iOS 13 (the window scene's statusBarManager gives the frame, R11); blackOpaque and \
            blackTranslucent since iOS 7 (read as lightContent, R6); setOverrideTraitCollection(_:forChild:) and \
            a presentation controller's overrideTraitCollection since iOS 17 (traitOverrides, R9). When the app \
            supports an iOS older than the replacement, the message says to use it under #available.
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
        ])

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for facts in model.ownSources where facts.deprecatedUses.contains(where: { Self.apis.contains($0.api) }) {
            // The oldest iOS of the apps that build the file: below the version that brought the
            // replacement, the replacement needs `#available` (said in the message).
            let oldest = model.apps(owning: facts.path).map(\.app.versions.deploymentTarget).min()
            for use in facts.deprecatedUses where Self.apis.contains(use.api) {
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

    /// The iOS version that brought the replacement the message names.
    static func replacementSince(_ api: DeprecatedAPI) -> IOSVersion? {
        switch api {
        case .statusBarFrame, .statusBarOrientation: IOSVersion(13)
        case .setOverrideTraitCollection, .presentationControllerOverrideTraitCollection: IOSVersion(17)
        default: nil
        }
    }

    private func message(for api: DeprecatedAPI, name: String, language: SourceLanguage) -> String {
        switch api {
        case .statusBarFrame:
            "'\(name)' is deprecated since iOS 13 and wrong with several scenes: use the window scene's statusBarManager.statusBarFrame"
        case .statusBarOrientation:
            "'\(name)' is deprecated since iOS 13: use the window scene's interfaceOrientation"
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
