import ObjCSourceReader
import SourceModel
import Testing

/// An override case: methods of `TestViewController` and what its single override must give.
struct OverrideCase: CustomTestStringConvertible, Sendable {
    var label: String
    var source: String
    var member: StatusBarMember
    var answer: Answer
    var fallback: String? = nil

    var testDescription: String { label }
}

@Suite("Overrides and their answers")
struct OverrideTests {
    static let cases: [OverrideCase] = [
        OverrideCase(
            label: "constant style",
            source: "- (UIStatusBarStyle)preferredStatusBarStyle {\n    return UIStatusBarStyleLightContent;\n}",
            member: .preferredStatusBarStyle, answer: .constant("lightContent")),
        OverrideCase(
            label: "default, dark content, the black styles",
            source: """
                - (UIStatusBarStyle)preferredStatusBarStyle {
                    if (self.mode == 1) return UIStatusBarStyleDefault;
                    if (self.mode == 2) return UIStatusBarStyleDarkContent;
                    if (self.mode == 3) return UIStatusBarStyleBlackOpaque;
                    return UIStatusBarStyleBlackTranslucent;
                }
                """,
            member: .preferredStatusBarStyle,
            answer: .conditional(values: ["blackOpaque", "blackTranslucent", "darkContent", "default"], dependsOn: ["mode"])),
        OverrideCase(
            label: "hidden YES",
            source: "- (BOOL)prefersStatusBarHidden { return YES; }",
            member: .prefersStatusBarHidden, answer: .constant("true")),
        OverrideCase(
            label: "hidden false (C spelling), a stray semicolon before the body",
            source: "- (BOOL)prefersStatusBarHidden; { return false; }",
            member: .prefersStatusBarHidden, answer: .constant("false")),
        OverrideCase(
            label: "update animation",
            source: "- (UIStatusBarAnimation)preferredStatusBarUpdateAnimation {\n    return UIStatusBarAnimationSlide;\n}",
            member: .preferredStatusBarUpdateAnimation, answer: .constant("slide")),
        OverrideCase(
            label: "animation none",
            source: "- (UIStatusBarAnimation)preferredStatusBarUpdateAnimation { return UIStatusBarAnimationNone; }",
            member: .preferredStatusBarUpdateAnimation, answer: .constant("none")),
        OverrideCase(
            label: "child for style, property syntax",
            source: "- (UIViewController *)childViewControllerForStatusBarStyle {\n    return self.topViewController;\n}",
            member: .childForStatusBarStyle, answer: .forward("topViewController")),
        OverrideCase(
            label: "child for hidden, message syntax, nullable",
            source: "- (nullable UIViewController *)childViewControllerForStatusBarHidden { return [self topViewController]; }",
            member: .childForStatusBarHidden, answer: .forward("topViewController")),
        OverrideCase(
            label: "modern name",
            source: "- (UIViewController *)childForStatusBarStyle { return self.visibleViewController; }",
            member: .childForStatusBarStyle, answer: .forward("visibleViewController")),
        OverrideCase(
            label: "selected tab",
            source: "- (UIViewController *)childViewControllerForStatusBarStyle { return self.selectedViewController; }",
            member: .childForStatusBarStyle, answer: .forward("selectedViewController")),
        OverrideCase(
            label: "last child",
            source: "- (UIViewController *)childViewControllerForStatusBarStyle { return self.childViewControllers.lastObject; }",
            member: .childForStatusBarStyle, answer: .forward("children.last")),
        OverrideCase(
            label: "first child by message",
            source: "- (UIViewController *)childViewControllerForStatusBarHidden { return [self.childViewControllers firstObject]; }",
            member: .childForStatusBarHidden, answer: .forward("children.first")),
        OverrideCase(
            label: "last of viewControllers",
            source: "- (UIViewController *)childViewControllerForStatusBarStyle { return self.viewControllers.lastObject; }",
            member: .childForStatusBarStyle, answer: .forward("viewControllers.last")),
        OverrideCase(
            label: "nil",
            source: "- (UIViewController *)childViewControllerForStatusBarStyle { return nil; }",
            member: .childForStatusBarStyle, answer: .nilValue),
        OverrideCase(
            label: "nil or a target",
            source: """
                - (UIViewController *)childViewControllerForStatusBarStyle {
                    return self.isSearching ? nil : self.topViewController;
                }
                """,
            member: .childForStatusBarStyle, answer: .conditional(values: ["nil", "topViewController"], dependsOn: ["isSearching"])),
        OverrideCase(
            label: "super",
            source: "- (UIStatusBarStyle)preferredStatusBarStyle { return [super preferredStatusBarStyle]; }",
            member: .preferredStatusBarStyle, answer: .superCall),
        OverrideCase(
            label: "super of another member",
            source: "- (UIStatusBarStyle)preferredStatusBarStyle { return [super preferredStatusBarUpdateAnimation]; }",
            member: .preferredStatusBarStyle, answer: .unknown(reason: "returns 'super.preferredStatusBarUpdateAnimation'")),
        OverrideCase(
            label: "ternary on a property",
            source: """
                - (UIStatusBarStyle)preferredStatusBarStyle {
                    return self.isDark ? UIStatusBarStyleLightContent : UIStatusBarStyleDefault;
                }
                """,
            member: .preferredStatusBarStyle,
            answer: .conditional(values: ["default", "lightContent"], dependsOn: ["isDark"])),
        OverrideCase(
            label: "ternary on the trait collection",
            source: """
                - (UIStatusBarStyle)preferredStatusBarStyle {
                    return self.traitCollection.userInterfaceStyle == UIUserInterfaceStyleDark
                        ? UIStatusBarStyleLightContent : UIStatusBarStyleDarkContent;
                }
                """,
            member: .preferredStatusBarStyle,
            answer: .conditional(values: ["darkContent", "lightContent"], dependsOn: ["traitCollection.userInterfaceStyle"])),
        OverrideCase(
            label: "if then return, return",
            source: """
                - (BOOL)prefersStatusBarHidden {
                    if (_isPlaying) return YES;
                    return NO;
                }
                """,
            member: .prefersStatusBarHidden, answer: .conditional(values: ["false", "true"], dependsOn: ["isPlaying"])),
        OverrideCase(
            label: "if / else blocks with a message condition",
            source: """
                - (UIStatusBarStyle)preferredStatusBarStyle {
                    if ([self.player isPlaying]) {
                        return UIStatusBarStyleLightContent;
                    } else {
                        return UIStatusBarStyleDefault;
                    }
                }
                """,
            member: .preferredStatusBarStyle,
            answer: .conditional(values: ["default", "lightContent"], dependsOn: ["player.isPlaying"])),
        OverrideCase(
            label: "switch",
            source: """
                - (UIStatusBarStyle)preferredStatusBarStyle {
                    switch (self.theme) {
                        case ThemeNight:
                            return UIStatusBarStyleLightContent;
                        case ThemeDay:
                        default:
                            return UIStatusBarStyleDarkContent;
                    }
                }
                """,
            member: .preferredStatusBarStyle,
            answer: .conditional(values: ["darkContent", "lightContent"], dependsOn: ["theme"])),
        OverrideCase(
            label: "availability",
            source: """
                - (UIStatusBarStyle)preferredStatusBarStyle {
                    if (@available(iOS 13.0, *)) {
                        return UIStatusBarStyleDarkContent;
                    }
                    return UIStatusBarStyleDefault;
                }
                """,
            member: .preferredStatusBarStyle,
            answer: .conditional(values: ["darkContent", "default"], dependsOn: ["@available(iOS 13.0, *)"])),
        OverrideCase(
            label: "an ivar",
            source: "- (UIStatusBarStyle)preferredStatusBarStyle { return _statusBarStyle; }",
            member: .preferredStatusBarStyle, answer: .storedProperty(name: "statusBarStyle")),
        OverrideCase(
            label: "a property",
            source: "- (UIStatusBarStyle)preferredStatusBarStyle { return self.statusBarStyle; }",
            member: .preferredStatusBarStyle, answer: .storedProperty(name: "statusBarStyle")),
        OverrideCase(
            label: "a property by message",
            source: "- (BOOL)prefersStatusBarHidden { return [self hidesBar]; }",
            member: .prefersStatusBarHidden, answer: .storedProperty(name: "hidesBar")),
        OverrideCase(
            label: "a computed style of the same class: whatever it returns",
            source: """
                - (UIStatusBarStyle)currentStyle { return self.dark ? UIStatusBarStyleLightContent : UIStatusBarStyleDefault; }
                - (UIStatusBarStyle)preferredStatusBarStyle { return [self currentStyle]; }
                """,
            member: .preferredStatusBarStyle, answer: .member(name: "currentStyle", written: "[self currentStyle]")),
        OverrideCase(
            label: "a computed getter of the same class: what it returns",
            source: """
                - (BOOL)barHidden { return self.playing; }
                - (BOOL)prefersStatusBarHidden { return [self barHidden]; }
                """,
            member: .prefersStatusBarHidden, answer: .storedProperty(name: "playing")),
        OverrideCase(
            label: "a getter returning the presenter's answer, or the previous controller's, beside a stored flag",
            source: """
                - (BOOL)presenterHidesBar {
                    UIViewController *presenter = self.presentingViewController;
                    if (!presenter && self.navigationController.viewControllers.count > 1) {
                        presenter = self.navigationController.viewControllers[self.navigationController.viewControllers.count - 2];
                    }
                    if (presenter) { return [presenter prefersStatusBarHidden]; }
                    return NO;
                }
                - (BOOL)prefersStatusBarHidden {
                    if (_followsPresenter) { return [self presenterHidesBar]; }
                    return _chromeHidden;
                }
                """,
            member: .prefersStatusBarHidden,
            answer: .mixed(constants: ["false", "stored:chromeHidden"], members: [], forwards: ["presentingViewController"])),
        OverrideCase(
            label: "getters that call each other: no cycle",
            source: """
                - (BOOL)a { return [self b]; }
                - (BOOL)b { return [self a]; }
                - (BOOL)prefersStatusBarHidden { return [self a]; }
                """,
            member: .prefersStatusBarHidden,
            answer: .unknown(reason: "returns the computed property 'a', which returns the computed property 'b', which returns the computed property 'a'")),
        OverrideCase(
            label: "a Boolean expression",
            source: "- (BOOL)prefersStatusBarHidden { return self.isPlaying && !self.controlsVisible; }",
            member: .prefersStatusBarHidden,
            answer: .conditional(values: ["false", "true"], dependsOn: ["controlsVisible", "isPlaying"])),
        OverrideCase(
            label: "negation",
            source: "- (BOOL)prefersStatusBarHidden { return !self.controlsVisible; }",
            member: .prefersStatusBarHidden, answer: .conditional(values: ["false", "true"], dependsOn: ["controlsVisible"])),
        OverrideCase(
            label: "forward to the top controller",
            source: "- (UIStatusBarStyle)preferredStatusBarStyle { return [self.topViewController preferredStatusBarStyle]; }",
            member: .preferredStatusBarStyle, answer: .forward("topViewController")),
        OverrideCase(
            label: "forward by property syntax",
            source: "- (BOOL)prefersStatusBarHidden { return self.visibleViewController.prefersStatusBarHidden; }",
            member: .prefersStatusBarHidden, answer: .forward("visibleViewController")),
        OverrideCase(
            label: "forward with a fallback, as a ternary on nil",
            source: """
                - (UIStatusBarStyle)preferredStatusBarStyle {
                    return self.topViewController ? [self.topViewController preferredStatusBarStyle] : UIStatusBarStyleDefault;
                }
                """,
            member: .preferredStatusBarStyle, answer: .forward("topViewController"), fallback: "default"),
        OverrideCase(
            label: "forward with a fallback, ternary the other way round",
            source: """
                - (UIStatusBarStyle)preferredStatusBarStyle {
                    return self.topViewController == nil ? UIStatusBarStyleLightContent : self.topViewController.preferredStatusBarStyle;
                }
                """,
            member: .preferredStatusBarStyle, answer: .forward("topViewController"), fallback: "lightContent"),
        OverrideCase(
            label: "forward with super's answer as the fallback, in an if",
            source: """
                - (UIStatusBarStyle)preferredStatusBarStyle {
                    if (self.visibleViewController == nil)
                        return [super preferredStatusBarStyle];

                    return self.visibleViewController.preferredStatusBarStyle;
                }
                """,
            member: .preferredStatusBarStyle, answer: .forward("visibleViewController"), fallback: "super"),
        OverrideCase(
            label: "forward with a fallback through a local",
            source: """
                - (UIStatusBarStyle)preferredStatusBarStyle {
                    UIViewController *top = self.topViewController;
                    if (top == nil) {
                        return UIStatusBarStyleDefault;
                    }
                    return [top preferredStatusBarStyle];
                }
                """,
            member: .preferredStatusBarStyle, answer: .forward("topViewController"), fallback: "default"),
        OverrideCase(
            label: "forward with the GNU ?: fallback",
            source: "- (UIViewController *)childViewControllerForStatusBarStyle { return self.presentedViewController ?: self.topViewController; }",
            member: .childForStatusBarStyle, answer: .forward("presentedViewController")),
        OverrideCase(
            label: "a local assigned in branches",
            source: """
                - (UIStatusBarStyle)preferredStatusBarStyle {
                    UIStatusBarStyle style = UIStatusBarStyleDefault;
                    if (self.nightMode) {
                        style = UIStatusBarStyleLightContent;
                    }
                    return style;
                }
                """,
            member: .preferredStatusBarStyle,
            answer: .conditional(values: ["default", "lightContent"], dependsOn: ["nightMode"])),
        OverrideCase(
            label: "a cast",
            source: "- (UIStatusBarStyle)preferredStatusBarStyle { return (UIStatusBarStyle)UIStatusBarStyleLightContent; }",
            member: .preferredStatusBarStyle, answer: .constant("lightContent")),
        OverrideCase(
            label: "a method taking an argument: whatever it returns for any",
            source: "- (UIStatusBarStyle)preferredStatusBarStyle { return [Theme styleForTraits:self.traitCollection]; }",
            member: .preferredStatusBarStyle,
            answer: .member(name: "styleForTraits:", written: "[Theme styleForTraits:self.traitCollection]")),
        OverrideCase(
            label: "a call",
            source: "- (BOOL)prefersStatusBarHidden { return [Player isPlayingVideo:self.item]; }",
            member: .prefersStatusBarHidden,
            answer: .unknown(reason: "returns the result of '[Player isPlayingVideo:self.item]'")),
        OverrideCase(
            label: "a theme's property",
            source: "- (UIStatusBarStyle)preferredStatusBarStyle { return ThemeService.shared.theme.statusBarStyle; }",
            member: .preferredStatusBarStyle,
            answer: .member(name: "statusBarStyle", written: "ThemeService.shared.theme.statusBarStyle", also: [])),
        OverrideCase(
            label: "a theme's method",
            source: "- (UIStatusBarStyle)preferredStatusBarStyle { return [[Branding shared] statusBarStyleForBrandColor]; }",
            member: .preferredStatusBarStyle,
            answer: .member(name: "statusBarStyleForBrandColor", written: "[[Branding shared] statusBarStyleForBrandColor]", also: [])),
        OverrideCase(
            label: "no return",
            source: "- (UIStatusBarStyle)preferredStatusBarStyle { NSLog(@\"asked\"); }",
            member: .preferredStatusBarStyle, answer: .unknown(reason: "no returned value found")),
    ]

    @Test("each form of answer", arguments: cases)
    func answers(_ item: OverrideCase) throws {
        let read = facts(implementation(item.source))
        let override = try #require(read.overrides.first)
        #expect(read.overrides.count == 1)
        #expect(override.member == item.member)
        #expect(override.answer == item.answer)
        #expect(override.fallback == item.fallback)
        #expect(override.language == .objc)
        #expect(override.typeName == "TestViewController")
        #expect(!override.inExtension)
        #expect(read.issues.isEmpty)
    }

    @Test("an override in a category is in an extension, located at its name")
    func category() throws {
        let read = facts("""
            #import <UIKit/UIKit.h>

            @implementation UIViewController (StatusBar)

            - (UIStatusBarStyle)preferredStatusBarStyle
            {
                return UIStatusBarStyleLightContent;
            }

            @end
            """)
        let override = try #require(read.overrides.first)
        #expect(override.typeName == "UIViewController")
        #expect(override.inExtension)
        #expect(override.location == SourceLocation(file: "Sources/Test.m", line: 5, column: 21))
        #expect(read.types.map(\.kind) == [.extension])
        #expect(read.types.first?.categoryName == "StatusBar")
    }

    @Test("declarations in an @interface and class methods are not overrides")
    func declarationsOnly() {
        let read = facts("""
            @interface PlayerViewController : UIViewController
            - (UIStatusBarStyle)preferredStatusBarStyle;
            @end
            @implementation PlayerViewController
            + (BOOL)prefersStatusBarHidden { return YES; }
            - (UIStatusBarStyle)preferredStatusBarStyleForTheme:(Theme *)theme { return UIStatusBarStyleDefault; }
            @end
            """)
        #expect(read.overrides.isEmpty)
    }

    @Test("assignments to names an answer reads are kept (with the ivar's underscore removed), others are not")
    func watched() {
        let read = facts("""
            @implementation ReaderViewController {
                NSInteger _fontSize;
            }
            - (UIStatusBarStyle)preferredStatusBarStyle {
                return self.isDarkTheme ? UIStatusBarStyleLightContent : UIStatusBarStyleDarkContent;
            }
            - (void)applyNight {
                _isDarkTheme = YES;
                _fontSize = 19;
                [self setNeedsStatusBarAppearanceUpdate];
            }
            - (void)applyDay {
                [self setIsDarkTheme:NO];
            }
            @end
            """)
        #expect(read.assignments.map(\.property.name) == ["isDarkTheme", "isDarkTheme"])
        #expect(read.assignments.map(\.value) == [.bool(true), .bool(false)])
        #expect(read.assignments.map(\.viaCall) == [false, true])
        #expect(read.assignments.map(\.enclosingFunction) == ["applyNight", "applyDay"])
        #expect(facts("@implementation C\n- (void)a { other.isDarkTheme = YES; }\n@end", watching: ["isDarkTheme"])
            .assignments.map(\.receiver) == ["other"])
    }
}
