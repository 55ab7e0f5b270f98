import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Issue "Possibilities instead of unknown", point 2: an answer that returns a theme's member is
/// whatever every property or method of that name and type in the project returns.
@Suite("Audit: answers a theme gives")
struct ThemeAnswersTests {
    /// `ReaderViewController` answers `answer`, the app also declares `themes`; it is the root of the storyboard.
    static func app(answer: String, themes: String) -> [String: String] {
        ["App/Info.plist": plainInfo,
         "App/Base.lproj/Main.storyboard": storyboard(initial: "reader", controllerScene("reader", customClass: "ReaderViewController")),
         "App/Reader.swift": """
         import UIKit
         final class ReaderViewController: UIViewController {
             override var preferredStatusBarStyle: UIStatusBarStyle { \(answer) }
         }
         \(themes)
         """]
    }

    static func reader(_ files: [String: String]) throws -> ScreenReport {
        try #require(screen(try auditModel(files), "ReaderViewController"))
    }

    @Test func aStaticPropertyReturningAConstant() throws {
        let reader = try Self.reader(Self.app(answer: "StyleManager.statusBarLight", themes: """
            final class StyleManager {
                static var statusBarLight: UIStatusBarStyle { return .lightContent }
            }
            """))
        #expect(reader.prediction.certainty == .certain)
        #expect(reader.prediction.light.style == .lightContent)
    }

    /// Every theme conforming to the protocol gives its own constant: each is a possibility.
    @Test func everyThemeOfAFamily() throws {
        let reader = try Self.reader(Self.app(answer: "ThemeManager.shared.current.statusBarStyle", themes: """
            protocol Theme { var statusBarStyle: UIStatusBarStyle { get } }
            struct DayTheme: Theme { var statusBarStyle: UIStatusBarStyle { .darkContent } }
            struct NightTheme: Theme { let statusBarStyle: UIStatusBarStyle = .lightContent }
            final class ThemeManager {
                static let shared = ThemeManager()
                var current: Theme = DayTheme()
            }
            """))
        #expect(reader.prediction.certainty == .conditional)
        #expect(Set(reader.prediction.possibleStyles) == [.darkContent, .lightContent])
    }

    /// A theme's member with a fallback: the fallback is one more possibility.
    @Test func aThemesMemberWithAFallback() throws {
        let reader = try Self.reader(Self.app(answer: "Theme.current?.statusBarStyle ?? .default", themes: """
            struct Theme {
                static var current: Theme?
                let statusBarStyle: UIStatusBarStyle = .lightContent
            }
            """))
        #expect(reader.prediction.certainty == .conditional)
        #expect(Set(reader.prediction.possibleStyles) == [.default, .lightContent])
    }

    /// A theme whose style is set at run time (no initial value) leaves the answer unknown, named.
    /// A theme's style stored with no initial value is what the project gives it: the arguments
    /// labelled with its name (a memberwise initializer, a parameter's default), the values
    /// assigned to a member of that name; one the audit cannot read leaves it unknown, named.
    @Test func aThemeGivenItsStyleThroughItsInitializer() throws {
        let reader = try Self.reader(Self.app(answer: "ThemeManager.current.appearance.statusBarStyle", themes: """
            struct Appearance {
                let statusBarStyle: UIStatusBarStyle
                static let dark = Appearance(statusBarStyle: .lightContent)
                static let light = Appearance(statusBarStyle: .autoDarkContent)
            }
            extension UIStatusBarStyle {
                static var autoDarkContent: UIStatusBarStyle { return .darkContent }
            }
            final class Palette {
                var statusBarStyle: UIStatusBarStyle
                init(statusBarStyle: UIStatusBarStyle = .default) { self.statusBarStyle = statusBarStyle }
            }
            """))
        #expect(reader.prediction.certainty == .conditional)
        #expect(Set(reader.prediction.possibleStyles) == [.default, .darkContent, .lightContent])

        let unread = try Self.reader(Self.app(answer: "theme.statusBarStyle", themes: """
            struct RemoteTheme { var statusBarStyle: UIStatusBarStyle }
            func apply(_ json: [String: Int]) { var t = RemoteTheme(statusBarStyle: .default); t.statusBarStyle = style(json) }
            """))
        let why = try #require(unread.prediction.certainty.unknownReason, "expected unknown, got \(unread.prediction.certainty)")
        #expect(why.contains("is given 'style(json)'"), "\(why)")
    }

    @Test func aThemeSetAtRunTimeIsNotRead() throws {
        let reader = try Self.reader(Self.app(answer: "theme.statusBarStyle", themes: """
            struct RemoteTheme { var statusBarStyle: UIStatusBarStyle }
            """))
        let why = try #require(reader.prediction.certainty.unknownReason, "expected unknown, got \(reader.prediction.certainty)")
        #expect(why.contains("returns 'theme.statusBarStyle', and 'statusBarStyle' at App/Reader.swift:5"), "\(why)")
        #expect(why.contains("is stored with no initial value and given no value the audit reads"), "\(why)")
    }

    @Test func aMemberTheProjectDoesNotDeclare() throws {
        let reader = try Self.reader(Self.app(answer: "DesignKit.Colors.statusBar", themes: ""))
        let why = try #require(reader.prediction.certainty.unknownReason, "expected unknown, got \(reader.prediction.certainty)")
        #expect(why.contains("the project declares no property or method 'statusBar' of type UIStatusBarStyle"), "\(why)")
    }

    /// Objective-C: an override returning a branding class's method, whose every implementation
    /// returns a constant; a property of that type declared in Objective-C is set elsewhere.
    @Test func anObjectiveCThemeMethod() throws {
        func files(_ branding: String) -> [String: String] {
            ["App/Info.plist": plainInfo,
             "App/Base.lproj/Main.storyboard": storyboard(initial: "login", controllerScene("login", customClass: "LoginViewController")),
             "App/LoginViewController.m": """
             #import "Branding.h"
             @implementation LoginViewController
             - (UIStatusBarStyle)preferredStatusBarStyle { return [Branding statusBarStyleForBrandColor]; }
             @end
             """,
             "App/LoginViewController.h": "@interface LoginViewController : UIViewController\n@end\n",
             "App/Branding.m": branding]
        }
        let constant = try #require(screen(try auditModel(files("""
            @implementation Branding
            + (UIStatusBarStyle)statusBarStyleForBrandColor {
                if ([self brandIsDark]) { return UIStatusBarStyleLightContent; }
                return UIStatusBarStyleDarkContent;
            }
            @end
            """)), "LoginViewController"))
        #expect(constant.prediction.certainty == .conditional)
        #expect(Set(constant.prediction.possibleStyles) == [.darkContent, .lightContent])

        let property = try #require(screen(try auditModel(files("""
            @interface Branding : NSObject
            @property (nonatomic) UIStatusBarStyle statusBarStyleForBrandColor;
            @end
            """)), "LoginViewController"))
        let why = try #require(property.prediction.certainty.unknownReason, "expected unknown, got \(property.prediction.certainty)")
        #expect(why.contains("a property whose value is set elsewhere"))
    }

    /// Objective-C: a property declared in the header is what the getter its class implements
    /// returns (here a constant in one branch, another method in the other: every value of each); a
    /// method taking an argument is whatever it returns for any argument; with no getter, the
    /// property is still set elsewhere.
    @Test(arguments: [true, false])
    func anObjectiveCMethodTakingAnArgumentAndAPropertysGetter(getter: Bool) throws {
        let files = ["App/Info.plist": plainInfo,
             "App/Base.lproj/Main.storyboard": storyboard(initial: "login", controllerScene("login", customClass: "LoginViewController")),
             "App/LoginViewController.m": """
             #import "Preferences.h"
             @implementation LoginViewController
             - (UIStatusBarStyle)preferredStatusBarStyle { return [Preferences shared].statusBarStyle; }
             @end
             """,
             "App/LoginViewController.h": "@interface LoginViewController : UIViewController\n@end\n",
             "App/Preferences.h": """
             @interface Preferences : NSObject
             + (instancetype)shared;
             @property (readonly) UIStatusBarStyle statusBarStyle;
             @end
             """,
             "App/Preferences.m": """
             #import "Preferences.h"
             @implementation Preferences
             \(getter ? "- (UIStatusBarStyle)statusBarStyle { if (self.plain) { return UIStatusBarStyleDefault; } return [Preferences styleForTextStyle:self.textStyle]; }" : "")
             + (UIStatusBarStyle)styleForTextStyle:(NSInteger)style {
                 switch (style) {
                     case 1: return UIStatusBarStyleLightContent;
                     default: return UIStatusBarStyleDarkContent;
                 }
             }
             @end
             """]
        let login = try #require(screen(try auditModel(files), "LoginViewController"))
        if getter {
            #expect(login.prediction.certainty == .conditional)
            #expect(Set(login.prediction.possibleStyles) == [.default, .darkContent, .lightContent])
        } else {
            let why = try #require(login.prediction.certainty.unknownReason, "expected unknown, got \(login.prediction.certainty)")
            #expect(why.contains("a property whose value is set elsewhere"))
        }
    }

    /// A stored property whose initial value is a theme's member answers that member's values at
    /// first; a value set from outside later is not read (the outcome at first display).
    @Test func aStoredPropertyStartingAtAThemesMember() throws {
        var files = Self.app(answer: "overrideStatusBarStyle", themes: "")
        files["App/Reader.swift"] = """
            import UIKit
            final class ReaderViewController: UIViewController {
                var overrideStatusBarStyle = AppTheme.defaultStatusBarStyle()
                override var preferredStatusBarStyle: UIStatusBarStyle { overrideStatusBarStyle }
            }
            final class AppTheme {
                static func defaultStatusBarStyle() -> UIStatusBarStyle { return .lightContent }
            }
            """
        let reader = try Self.reader(files)
        #expect(reader.prediction.certainty == .certain)
        #expect(reader.prediction.light.style == .lightContent)
        #expect(AnswerBuilder.memberName(initialValue: "AppTheme.defaultStatusBarStyle()") == "defaultStatusBarStyle")
        #expect(AnswerBuilder.memberName(initialValue: ".lightContent") == nil)
        #expect(AnswerBuilder.memberName(initialValue: "theme(for: .dark).style") == nil)
    }

    /// A navigation controller whose branches return a constant, a theme's member and its top
    /// child's answer: its own values, or the child's (a forwarding that may be `nil`).
    @Test func branchesOfDifferentKinds() throws {
        var files = Self.app(answer: ".default", themes: "")
        files["App/Base.lproj/Main.storyboard"] = storyboard(
            initial: "nav",
            navigationScene("nav", root: "reader", customClass: "PlayerNavigationController")
                + controllerScene("reader", customClass: "ReaderViewController"))
        files["App/Nav.swift"] = """
            import UIKit
            final class PlayerNavigationController: UINavigationController {
                var playerIsOpen = false
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    if playerIsOpen { return .lightContent }
                    return topViewController?.preferredStatusBarStyle ?? AppTheme.defaultStatusBarStyle()
                }
            }
            final class AppTheme {
                static func defaultStatusBarStyle() -> UIStatusBarStyle { return .darkContent }
            }
            """
        let model = try auditModel(files)
        let answers = model.answers.answers(for: "PlayerNavigationController")
        #expect(answers.style == .values([.darkContent, .lightContent], dependsOn: []))
        #expect(answers.childForStyle == .values([.none, .top], dependsOn: []) || answers.childForStyle == .values([.top, .none], dependsOn: []))
        let reader = try #require(screen(model, "ReaderViewController"))
        #expect(reader.prediction.certainty == .conditional)
        #expect(Set(reader.prediction.possibleStyles) == [.default, .darkContent, .lightContent])
    }
}

/// Round 38 (Sileo's `SileoViewController`): a branch that returns one of the controller's stored
/// properties beside branches that return constants answers the constants or the property's values
/// (its initial value and what the code assigns it). It was unknown ("the branches return
/// different kinds of value"): 46 of Sileo's screens.
@Suite("Audit: a stored property among constants")
struct StoredAmongConstantsTests {
    static func app(_ body: String, assign: String = "reader.statusBarStyle = .darkContent") -> [String: String] {
        ThemeAnswersTests.app(answer: "answer()", themes: """
            extension ReaderViewController {
                func answer() -> UIStatusBarStyle { .default }
            }
            final class ThemedViewController: UIViewController {
                var statusBarStyle: UIStatusBarStyle = .default
                var darkTheme = false
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    \(body)
                }
            }
            final class Opener {
                func open(_ reader: ThemedViewController) { \(assign) }
            }
            """)
    }

    @Test func theConstantsAndThePropertysValues() throws {
        let model = try auditModel(Self.app("""
            if statusBarStyle == .default {
                        if darkTheme { return .lightContent }
                    }
                    return statusBarStyle
            """))
        guard case .values(let styles, let names) = model.answers.answers(for: "ThemedViewController").style else {
            Issue.record("not values: \(model.answers.answers(for: "ThemedViewController").style)")
            return
        }
        #expect(Set(styles) == [.lightContent, .default, .darkContent])
        #expect(names.contains("statusBarStyle"))
    }

    @Test func aPropertyWhoseValuesAreNotGivenIsNamed() throws {
        let model = try auditModel(Self.app("""
            if darkTheme { return .lightContent }
                    return overrideStyle ?? .default
            """.replacingOccurrences(of: "overrideStyle ?? .default", with: "pickedStyle"), assign: "_ = reader")
            .mapValues { $0.replacingOccurrences(of: "var statusBarStyle: UIStatusBarStyle = .default", with: "var pickedStyle: UIStatusBarStyle") })
        guard case .unknown(let why) = model.answers.answers(for: "ThemedViewController").style else {
            Issue.record("not unknown")
            return
        }
        #expect(why.contains("the stored property 'pickedStyle'"))
        #expect(!why.contains("stored:"))
    }
}
