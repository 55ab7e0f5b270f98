import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `IneffectiveApplicationSetter` (Docs/Rules.md is made from them).
extension IneffectiveApplicationSetter {
    static let described = RuleDescription(
        id: "ineffective-application-setter", name: "Ineffective application setter", severity: .warning,
        rationale: """
            In controller-based mode (UIViewControllerBasedStatusBarAppearance absent or true) the \
            application's setStatusBarStyle, setStatusBarHidden, statusBarStyle and isStatusBarHidden \
            setters do nothing (R1, UIApplication.h): the deciding controller's answers are used (R4-R7).
            """,
        triggering: [
            .swift("""
                import UIKit

                final class ThemeSwitcher {
                    func apply(dark: Bool) {
                        UIApplication.shared.↓setStatusBarStyle(dark ? .lightContent : .default, animated: true)
                    }
                }

                """),
            .swift("""
                import UIKit

                class PlayerViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        let app = UIApplication.shared
                        app.↓isStatusBarHidden = true
                        UIApplication.shared.↓statusBarStyle = .lightContent
                    }
                }

                """, info: ["UIViewControllerBasedStatusBarAppearance": "<true/>"]),
            // Objective-C: a message to the shared application, and a local holding it.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface ThemeSwitcher : NSObject
                @end

                @implementation ThemeSwitcher

                - (void)applyDark:(BOOL)dark {
                    [[UIApplication sharedApplication] ↓setStatusBarStyle:(dark ? UIStatusBarStyleLightContent : UIStatusBarStyleDefault)
                                                                animated:YES];
                }

                - (void)enterReading {
                    UIApplication *app = [UIApplication sharedApplication];
                    app.↓statusBarHidden = YES;
                    [app ↓setStatusBarHidden:NO withAnimation:UIStatusBarAnimationFade];
                    [UIApplication sharedApplication].↓statusBarStyle = UIStatusBarStyleLightContent;
                }

                @end

                """),
            // Objective-C: both branches of #ifdef are read; a property holding the application.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface PlayerViewController : UIViewController
                @property (nonatomic, weak) UIApplication *application;
                @end

                @implementation PlayerViewController
                - (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                #ifdef DEBUG
                    [[UIApplication sharedApplication] ↓setStatusBarHidden:YES animated:NO];
                #else
                    [self.application ↓setStatusBarHidden:YES withAnimation:UIStatusBarAnimationNone];
                #endif
                }
                @end

                """, info: ["UIViewControllerBasedStatusBarAppearance": "<true/>"]),
        ],
        nonTriggering: [
            // Application mode: deprecated-application-setter's.
            .swift("""
                import UIKit

                final class ThemeSwitcher {
                    func apply() { UIApplication.shared.setStatusBarStyle(.lightContent, animated: true) }
                }

                """, info: ["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
            // Comments, strings, #if false, the app's own statusBarStyle property, reading the value.
            .swift("""
                import UIKit

                struct Theme { var statusBarStyle: UIStatusBarStyle = .default }

                final class ThemeSwitcher {
                    var theme = Theme()
                    func apply() {
                        // UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)
                        let hint = "UIApplication.shared.isStatusBarHidden = true"
                        print(hint)
                        #if false
                        UIApplication.shared.statusBarStyle = .lightContent
                        #endif
                        theme.statusBarStyle = .lightContent
                        let current = UIApplication.shared.statusBarStyle
                        print(current)
                    }
                }

                """),
            // Vendored code is not the app's.
            RuleExample.swift("final class Empty {}\n").adding("Pods/LegacyHUD/LegacyHUD.swift", """
                import UIKit

                public final class LegacyHUD {
                    public func show() { UIApplication.shared.setStatusBarHidden(true, with: .fade) }
                }

                """),
            // Objective-C: comments, strings, #if 0, the app's own statusBarStyle property, reading the value.
            .objc(header: """
                #import <UIKit/UIKit.h>

                @interface Theme : NSObject
                @property (nonatomic) UIStatusBarStyle statusBarStyle;
                @property (nonatomic, getter=isStatusBarHidden) BOOL statusBarHidden;
                @end

                """, """
                #import "Example.h"

                @implementation Theme

                - (void)apply {
                    // [[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleLightContent animated:YES];
                    NSString *hint = @"[UIApplication sharedApplication].statusBarHidden = YES";
                    NSLog(@"%@", hint);
                #if 0
                    [UIApplication sharedApplication].statusBarStyle = UIStatusBarStyleLightContent;
                #endif
                    self.statusBarStyle = UIStatusBarStyleLightContent;
                    self.statusBarHidden = YES;
                    UIStatusBarStyle current = [UIApplication sharedApplication].statusBarStyle;
                    NSLog(@"%ld", (long)current);
                }

                @end

                """),
            // Objective-C in application mode: deprecated-application-setter's.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface ThemeSwitcher : NSObject
                @end

                @implementation ThemeSwitcher
                - (void)apply { [[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleLightContent animated:YES]; }
                @end

                """, info: ["UIViewControllerBasedStatusBarAppearance": "<false/>"]),
        ])
}
