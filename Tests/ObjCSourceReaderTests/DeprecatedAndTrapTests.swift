import ObjCSourceReader
import SourceModel
import Testing

@Suite("Deprecated API and look-alikes")
struct DeprecatedAndTrapTests {
    struct DeprecatedCase: CustomTestStringConvertible, Sendable {
        var line: String
        var api: DeprecatedAPI
        var access: DeprecatedUse.Access
        var value: ParsedValue? = nil
        var testDescription: String { line }
    }

    static let cases: [DeprecatedCase] = [
        DeprecatedCase(
            line: "[[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleLightContent animated:YES];",
            api: .setStatusBarStyle, access: .call, value: .enumCase("lightContent")),
        DeprecatedCase(
            line: "[[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleDefault];",
            api: .setStatusBarStyle, access: .call, value: .enumCase("default")),
        DeprecatedCase(
            line: "[[UIApplication sharedApplication] setStatusBarHidden:YES withAnimation:UIStatusBarAnimationFade];",
            api: .setStatusBarHidden, access: .call, value: .bool(true)),
        DeprecatedCase(
            line: "[[UIApplication sharedApplication] setStatusBarHidden:NO animated:NO];",
            api: .setStatusBarHidden, access: .call, value: .bool(false)),
        DeprecatedCase(
            line: "[UIApplication.sharedApplication setStatusBarHidden:YES];",
            api: .setStatusBarHidden, access: .call, value: .bool(true)),
        DeprecatedCase(
            line: "[UIApplication sharedApplication].statusBarHidden = YES;",
            api: .isStatusBarHidden, access: .write, value: .bool(true)),
        DeprecatedCase(
            line: "UIApplication.sharedApplication.statusBarStyle = UIStatusBarStyleLightContent;",
            api: .statusBarStyle, access: .write, value: .enumCase("lightContent")),
        DeprecatedCase(
            line: "CGRect frame = [UIApplication sharedApplication].statusBarFrame;",
            api: .statusBarFrame, access: .read),
        DeprecatedCase(
            line: "CGFloat height = CGRectGetHeight([[UIApplication sharedApplication] statusBarFrame]);",
            api: .statusBarFrame, access: .read),
        DeprecatedCase(
            line: "UIInterfaceOrientation o = [[UIApplication sharedApplication] statusBarOrientation];",
            api: .statusBarOrientation, access: .read),
        DeprecatedCase(
            line: "if (UIApplication.sharedApplication.statusBarHidden) { return; }",
            api: .isStatusBarHidden, access: .read),
        DeprecatedCase(
            line: "[UIApplication sharedApplication].networkActivityIndicatorVisible = YES;",
            api: .networkActivityIndicatorVisible, access: .write, value: .bool(true)),
        DeprecatedCase(
            line: "[[UIApplication sharedApplication] setNetworkActivityIndicatorVisible:NO];",
            api: .networkActivityIndicatorVisible, access: .write, value: .bool(false)),
        DeprecatedCase(
            line: "BOOL busy = [UIApplication sharedApplication].isNetworkActivityIndicatorVisible;",
            api: .networkActivityIndicatorVisible, access: .read),
        DeprecatedCase(
            line: "UIStatusBarStyle style = UIStatusBarStyleBlackTranslucent;",
            api: .blackTranslucent, access: .read),
        DeprecatedCase(
            line: "[self setOverrideTraitCollection:traits forChildViewController:self.child];",
            api: .setOverrideTraitCollection, access: .call, value: .other),
        DeprecatedCase(
            line: "UITraitCollection *t = [self overrideTraitCollectionForChildViewController:child];",
            api: .setOverrideTraitCollection, access: .read),
    ]

    @Test("each deprecated use", arguments: cases)
    func deprecated(_ item: DeprecatedCase) throws {
        let read = facts("@implementation AppDelegate\n- (void)apply {\n    \(item.line)\n}\n@end\n")
        let use = try #require(read.deprecatedUses.first)
        #expect(read.deprecatedUses.count == 1)
        #expect(use.api == item.api)
        #expect(use.access == item.access)
        #expect(use.value == item.value)
        #expect(use.location.line == 3)
        #expect(use.enclosingType == "AppDelegate")
        #expect(use.enclosingFunction == "apply")
        #expect(use.language == .objc)
    }

    @Test("the shared application through a local, a parameter, a property and an ivar")
    func aliases() {
        let read = facts("""
            @interface AppDelegate ()
            @property (nonatomic, strong) UIApplication *app;
            @end
            @implementation AppDelegate {
                UIApplication *_application;
            }
            - (void)hide {
                UIApplication *app = [UIApplication sharedApplication];
                app.statusBarHidden = YES;
            }
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [application setStatusBarStyle:UIStatusBarStyleLightContent animated:NO];
                return YES;
            }
            - (void)fromProperty { self.app.statusBarStyle = UIStatusBarStyleDefault; }
            - (void)fromIvar { [_application setStatusBarHidden:NO]; }
            - (void)typedByValue {
                id shared = UIApplication.sharedApplication;
                CGRect r = [shared statusBarFrame];
            }
            @end
            """)
        #expect(read.deprecatedUses.map(\.api) == [.isStatusBarHidden, .setStatusBarStyle, .statusBarStyle, .setStatusBarHidden, .statusBarFrame])
        #expect(read.deprecatedUses.map(\.isApplicationSetter) == [true, true, true, true, false])
        #expect(read.deprecatedUses.map(\.enclosingFunction) == [
            "hide", "application:didFinishLaunchingWithOptions:", "fromProperty", "fromIvar", "typedByValue",
        ])
    }

    @Test("the black styles outside bodies: a constant, an enum, a static in an implementation")
    func blackStylesOutsideBodies() {
        let read = facts("""
            static const UIStatusBarStyle LNLegacyStyle = UIStatusBarStyleBlackOpaque;
            typedef NS_ENUM(NSInteger, LNBarTheme) {
                LNBarThemeNight = UIStatusBarStyleBlackTranslucent,
            };
            @implementation LNTheme
            static UIStatusBarStyle const LNDefault = UIStatusBarStyleBlackOpaque;
            @end
            """)
        #expect(read.deprecatedUses.map(\.api) == [.blackOpaque, .blackTranslucent, .blackOpaque])
        #expect(read.deprecatedUses.map(\.enclosingType) == [nil, nil, "LNTheme"])
        #expect(read.deprecatedUses.map(\.location.line) == [1, 3, 6])
    }

    @Test("in a category on UIApplication, self is the application")
    func applicationCategory() {
        let read = facts("""
            @implementation UIApplication (LNStatusBar)
            - (void)ln_hideStatusBar {
                [self setStatusBarHidden:YES withAnimation:UIStatusBarAnimationSlide];
                self.statusBarStyle = UIStatusBarStyleLightContent;
            }
            @end
            @implementation LNSettingsViewController
            - (void)apply { self.statusBarStyle = UIStatusBarStyleLightContent; }
            @end
            """)
        #expect(read.deprecatedUses.map(\.api) == [.setStatusBarHidden, .statusBarStyle])
        #expect(read.deprecatedUses.map(\.enclosingType) == ["UIApplication", "UIApplication"])
    }

    @Test("look-alikes in comments, strings, #if 0 and on other objects never count")
    func traps() {
        let read = facts("""
            @interface ThemedViewController : UIViewController
            @property (nonatomic) UIStatusBarStyle statusBarStyle;
            @end
            @implementation ThemedViewController
            // [[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleLightContent animated:YES];
            /* [UIApplication sharedApplication].statusBarHidden = YES;
               UIStatusBarStyleBlackOpaque */
            - (void)apply {
                NSLog(@"[[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleBlackOpaque]");
                const char *legacy = "UIApplication.sharedApplication.statusBarHidden = YES";
                char quote = '"';
                [ThemeManager shared].statusBarStyle = UIStatusBarStyleLightContent;
                self.statusBarStyle = UIStatusBarStyleDarkContent;
                [self setStatusBarStyle:UIStatusBarStyleDefault];
                CGRect frame = self.view.window.windowScene.statusBarManager.statusBarFrame;
                BOOL hidden = self.view.window.windowScene.statusBarManager.statusBarHidden;
                self.navigationBar.barStyle = UIBarStyleBlackOpaque;
            #if 0
                [[UIApplication sharedApplication] setStatusBarHidden:YES];
                [self presentViewController:vc animated:YES completion:nil];
            #endif
            }
            @end
            """)
        #expect(read.deprecatedUses.isEmpty)
        #expect(read.calls.isEmpty)
        #expect(read.issues.isEmpty)
    }
}

@Suite("Where a deprecated use runs: availability checks and attributes")
struct DeprecatedUseAvailabilityTests {
    struct GuardCase: CustomTestStringConvertible, Sendable {
        var label: String
        var body: String
        /// The bound of each deprecated use (`statusBarFrame`), in order, as written.
        var below: [String?]
        var testDescription: String { label }
    }

    static let frame = "[UIApplication sharedApplication].statusBarFrame"

    static let cases: [GuardCase] = [
        GuardCase(label: "no check", body: "CGRect r = \(frame);", below: [nil]),
        GuardCase(label: "else of @available", body: "if (@available(iOS 13.0, *)) { f(); } else { CGRect r = \(frame); }", below: ["13.0"]),
        GuardCase(label: "else of @available without braces, other platforms", body: "if (@available(iOS 13, macCatalyst 13.1, *)) f(); else g(\(frame));", below: ["13.0"]),
        GuardCase(label: "else of __builtin_available", body: "if (__builtin_available(iOS 14, *)) { f(); } else { g(\(frame)); }", below: ["14.0"]),
        GuardCase(label: "empty then", body: "if (@available(iOS 13, *)) {} else { g(\(frame)); }", below: ["13.0"]),
        GuardCase(label: "else if", body: "if (@available(iOS 13, *)) { f(); } else if (ready) { g(\(frame)); }", below: ["13.0"]),
        GuardCase(label: "a block in the else", body: "if (@available(iOS 13, *)) { f(); } else { dispatch_async(q, ^{ g(\(frame)); }); }", below: ["13.0"]),
        GuardCase(label: "the then of @available, and after the if", body: "if (@available(iOS 13, *)) { g(\(frame)); } else { f(); }\ng(\(frame));", below: [nil, nil]),
        GuardCase(label: "else of @available and another condition", body: "if (@available(iOS 13, *) && ready) { f(); } else { g(\(frame)); }", below: [nil]),
        GuardCase(label: "after an @available that returns", body: "if (@available(iOS 13, *)) { return f(); }\ng(\(frame));", below: ["13.0"]),
        GuardCase(label: "after an @available that returns, without braces", body: "if (@available(iOS 13, *)) return;\ng(\(frame));", below: ["13.0"]),
        GuardCase(label: "after an @available that does not return", body: "if (@available(iOS 13, *)) { f(); }\ng(\(frame));", below: [nil]),
        GuardCase(label: "the bound ends with its block", body: "{ if (@available(iOS 13, *)) { return; }\ng(\(frame)); }\ng(\(frame));", below: ["13.0", nil]),
        GuardCase(label: "the bound ends at the next case", body: "switch (x) {\ncase 1:\nif (@available(iOS 13, *)) { return; }\ng(\(frame));\ncase 2:\ng(\(frame));\n}", below: ["13.0", nil]),
    ]

    @Test("the version a use runs from: the then of @available, the highest of nested checks, not the else nor after")
    func runsFrom() {
        let read = facts(implementation("""
            - (void)layout {
            if (@available(iOS 13, *)) { g(\(Self.frame)); } else { g(\(Self.frame)); }
            g(\(Self.frame));
            if (@available(iOS 13.0, *)) { if (@available(iOS 15, *)) { g(\(Self.frame)); } }
            if (@available(iOS 13, *) && ready) { g(\(Self.frame)); }
            }
            """))
        #expect(read.deprecatedUses.map { $0.runsOnlyFrom?.description } == ["13.0", nil, nil, "15.0", nil])
    }

    @Test("the bound of a use in a method", arguments: cases)
    func bound(_ testCase: GuardCase) {
        let read = facts(implementation("- (void)layout {\n\(testCase.body)\n}"))
        #expect(read.deprecatedUses.map(\.api) == testCase.below.map { _ in .statusBarFrame })
        #expect(read.deprecatedUses.map { $0.runsOnlyBelow?.description } == testCase.below)
    }

    @Test("methods deprecated or obsoleted on iOS, here or in the file's @interface")
    func attributes() {
        let read = facts("""
            @interface Layout : NSObject
            - (CGFloat)declared API_DEPRECATED("use the window scene, or (better) nothing", ios(9.0, 13.0), macos(10.10, 10.15));
            - (CGFloat)legacy NS_DEPRECATED_IOS(9_0, 12_0);
            - (CGFloat)attribute __attribute__((availability(ios, introduced=9.0, deprecated=13.1)));
            + (CGFloat)classSide API_DEPRECATED_WITH_REPLACEMENT("top", ios(9.0, 13.0));
            - (CGFloat)available API_AVAILABLE(ios(13.0));
            @end

            @implementation Layout
            - (CGFloat)declared { return [UIApplication sharedApplication].statusBarFrame.size.height; }
            - (CGFloat)legacy { return [UIApplication sharedApplication].statusBarFrame.size.height; }
            - (CGFloat)attribute { return [UIApplication sharedApplication].statusBarFrame.size.height; }
            - (CGFloat)classSide { return [UIApplication sharedApplication].statusBarFrame.size.height; }
            + (CGFloat)classSide { return [UIApplication sharedApplication].statusBarFrame.size.height; }
            - (CGFloat)available { return [UIApplication sharedApplication].statusBarFrame.size.height; }
            @end
            """)
        #expect(read.deprecatedUses.map { $0.runsOnlyBelow?.description } == ["13.0", "12.0", "13.1", nil, "13.0", nil])
    }
}
