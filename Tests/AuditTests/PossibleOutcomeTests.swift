import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// Issue "Possibilities instead of unknown": a conditional prediction lists its outcomes with what
/// selects each, and a finding that holds in some of them names the values that select it.
@Suite("Audit: outcomes and the findings that hold in some")
struct PossibleOutcomeTests {
    static let whiteScene = "<color key=\"backgroundColor\" red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"

    /// `PlayerViewController`, on a white storyboard view, is the root of the storyboard.
    static func app(_ files: [String: String]) -> [String: String] {
        var all = files
        all["App/Info.plist"] = plainInfo
        all["App/Base.lproj/Main.storyboard"] = storyboard(initial: "player",
                                                          controllerScene("player", customClass: "PlayerViewController", background: whiteScene))
        return all
    }

    static func swiftPlayer(initial: String, extra: String = "") -> [String: String] {
        app(["App/Player.swift": """
            import UIKit
            final class PlayerViewController: UIViewController {
                var barStyle: UIStatusBarStyle = \(initial) {
                    didSet { setNeedsStatusBarAppearanceUpdate() }
                }
                override var preferredStatusBarStyle: UIStatusBarStyle { barStyle }
                func videoDidStart() {
                    barStyle = .darkContent
                }
                \(extra)
            }
            """])
    }

    static func unreadable(_ model: AuditModel) -> [Finding] {
        UnreadableStatusBar().check(model)
    }

    @Test func theOutcomesAreListedWithTheirInitialValueFirst() throws {
        let player = try #require(screen(try auditModel(Self.swiftPlayer(initial: ".lightContent")), "PlayerViewController"))
        let p = player.prediction
        #expect(p.certainty == .conditional)
        #expect(p.outcomes.count == 2)
        let first = try #require(p.outcomes.first)
        #expect(first.light.style == .lightContent)
        #expect(first.conditions == [OutcomeCondition(subject: "'barStyle' of 'PlayerViewController'", values: ["lightContent"],
                                                      initial: true, kind: .answer, ownState: true)])
        #expect(first.exact)
        #expect(first.unreadable == [.light, .dark])
        #expect(p.outcomes.last?.light.style == .darkContent)
        #expect(p.outcomes.last?.conditions.first?.initial == false)
    }

    /// Light content on white while the stored style keeps its initial value: reported, as a
    /// warning, naming the value that selects it.
    @Test func aFindingNamesTheInitialValueThatSelectsIt() throws {
        let findings = Self.unreadable(try auditModel(Self.swiftPlayer(initial: ".lightContent")))
        let f = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(f.severity == .warning)
        #expect(f.message.contains("while 'barStyle' of 'PlayerViewController' is lightContent, its initial value"))
        #expect(f.message.contains("light content on #FFFFFF"))
    }

    /// The initial value is readable and only a later value is not: the finding names that value,
    /// without calling it the initial one.
    @Test func aLaterValueIsNamedWithoutItsInitialClaim() throws {
        let files = Self.app(["App/Player.swift": """
            import UIKit
            final class PlayerViewController: UIViewController {
                var barStyle: UIStatusBarStyle = .darkContent {
                    didSet { setNeedsStatusBarAppearanceUpdate() }
                }
                override var preferredStatusBarStyle: UIStatusBarStyle { barStyle }
                func enterCinemaMode() {
                    barStyle = .lightContent
                }
            }
            """])
        let f = try #require(Self.unreadable(try auditModel(files)).first)
        #expect(!f.message.contains("its initial value"))
        #expect(f.message.contains("while 'barStyle' of 'PlayerViewController' is lightContent"))
    }

    /// Every value readable: nothing is reported.
    @Test func everyOutcomeReadableIsNotReported() throws {
        #expect(Self.unreadable(try auditModel(Self.swiftPlayer(initial: ".default"))).isEmpty)
    }

    /// Set in `viewDidLoad` before the screen shows: the initial value is not what first shows,
    /// so the outcome is not called the initial one.
    @Test func aValueSetBeforeDisplayIsNotTheInitialOne() throws {
        let model = try auditModel(Self.swiftPlayer(initial: ".lightContent", extra: """
            override func viewDidLoad() {
                    super.viewDidLoad()
                    barStyle = .default
                }
            """))
        let p = try #require(screen(model, "PlayerViewController")).prediction
        #expect(p.outcomes.allSatisfy { $0.conditions.allSatisfy { !$0.initial } })
        let f = try #require(Self.unreadable(model).first)
        #expect(!f.message.contains("its initial value"))
    }

    /// Objective-C: a `UIStatusBarStyle` instance variable starts at zero (`default`), readable on
    /// white; the light content the code sets later is not, and is named.
    @Test func objectiveCStateStartsAtZero() throws {
        let files = Self.app([
            "App/PlayerViewController.h": """
            #import <UIKit/UIKit.h>
            @interface PlayerViewController : UIViewController
            @property (nonatomic) UIStatusBarStyle barStyle;
            @end
            """,
            "App/PlayerViewController.m": """
            #import "PlayerViewController.h"
            @implementation PlayerViewController
            - (UIStatusBarStyle)preferredStatusBarStyle { return self.barStyle; }
            - (void)videoDidStart {
                self.barStyle = UIStatusBarStyleLightContent;
                [self setNeedsStatusBarAppearanceUpdate];
            }
            @end
            """,
        ])
        let model = try auditModel(files)
        let p = try #require(screen(model, "PlayerViewController")).prediction
        #expect(p.certainty == .conditional)
        let first = try #require(p.outcomes.first)
        #expect(first.light.style == .default)
        #expect(first.conditions.first?.initial == true)
        let f = try #require(Self.unreadable(model).first)
        #expect(f.message.contains("while 'barStyle' of 'PlayerViewController' is lightContent"))
        #expect(!f.message.contains("its initial value"))
    }

    /// A Boolean of its own chooses the style (`isPlaying ? .lightContent : .darkContent`): the
    /// light content is reported with the state that selects it.
    @Test func aStyleChosenByItsOwnState() throws {
        let files = Self.app(["App/Player.swift": """
            import UIKit
            final class PlayerViewController: UIViewController {
                var isPlaying = false
                override var preferredStatusBarStyle: UIStatusBarStyle { isPlaying ? .lightContent : .darkContent }
                func play() {
                    isPlaying = true
                    setNeedsStatusBarAppearanceUpdate()
                }
            }
            """])
        let f = try #require(Self.unreadable(try auditModel(files)).first)
        #expect(f.message.contains("while 'PlayerViewController' preferredStatusBarStyle (it reads 'isPlaying') is lightContent"))
    }

    /// A theme's flag chooses the style: the background may follow the theme too (a dark theme
    /// colors the views dark at run time), so the outcomes are listed but nothing is reported.
    @Test func aThemesStateIsNotReportedAsIfIndependent() throws {
        let files = Self.app(["App/Player.swift": """
            import UIKit
            final class PlayerViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { ThemeManager.shared.isDark ? .lightContent : .darkContent }
            }
            """])
        let model = try auditModel(files)
        let p = try #require(screen(model, "PlayerViewController")).prediction
        #expect(p.outcomes.count == 2)
        #expect(p.outcomes.allSatisfy { $0.conditions.allSatisfy { !$0.ownState } })
        #expect(Self.unreadable(model).isEmpty)
    }

    /// An answer that reads the appearance follows it: never reported as an independent value.
    @Test func anAnswerReadingTheAppearanceIsNotReported() throws {
        let files = Self.app(["App/Player.swift": """
            import UIKit
            final class PlayerViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    traitCollection.userInterfaceStyle == .dark ? .lightContent : .darkContent
                }
            }
            """])
        #expect(Self.unreadable(try auditModel(files)).isEmpty)
    }

    /// The JSON report lists the outcomes with what selects them.
    @Test func theJSONListsTheOutcomes() throws {
        let model = try auditModel(Self.swiftPlayer(initial: ".lightContent"))
        let r = try #require(screen(model, "PlayerViewController"))
        let json = JSONReporter.screen(r).rendered()
        #expect(json.contains("\"outcomes\""))
        #expect(json.contains("\"initial\": true"))
        #expect(json.contains("\"subject\": \"'barStyle' of 'PlayerViewController'\""))
    }
}

/// A controller's `overrideUserInterfaceStyle` set to a value the code works out at run time (a
/// theme's style, a user's setting: iSH's `UserPreferences.shared.userInterfaceStyle`): each style
/// it can give is a possibility, not the system's appearance taken for certain. A literal stays one.
@Suite("Audit: an interface style set at run time")
struct RunTimeInterfaceStyleTests {
    static func app(_ value: String, objc: Bool) -> [String: String] {
        var files = PossibleOutcomeTests.app([:])
        if objc {
            files["App/Player.h"] = """
                #import <UIKit/UIKit.h>
                @interface PlayerViewController : UIViewController
                @end
                """
            files["App/Player.m"] = """
                #import "Player.h"
                @implementation PlayerViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    if (@available(iOS 13, *)) {
                        self.overrideUserInterfaceStyle = \(value);
                    }
                }
                @end
                """
        } else {
            files["App/Player.swift"] = """
                import UIKit
                final class PlayerViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        overrideUserInterfaceStyle = \(value)
                    }
                }
                """
        }
        return files
    }

    @Test(arguments: [false, true])
    func aStyleWorkedOutAtRunTimeIsEachPossibility(_ objc: Bool) throws {
        let value = objc ? "Preferences.shared.userInterfaceStyle" : "Theme.current.interfaceStyle"
        let player = try #require(screen(try auditModel(Self.app(value, objc: objc)), "PlayerViewController"))
        // iOS 13 to 16, where `default` follows the interface style (from 17 it adapts to the white view).
        let p = try #require(player.eras.first { $0.era == .ios13to16 }).prediction
        #expect(p.certainty == .conditional)
        let contents = Set(p.outcomes.map(\.light.content))
        #expect(contents.contains(.dark) && contents.contains(.light), "\(p.outcomes.map(\.light))")
        #expect(p.outcomes.flatMap(\.conditions).contains { $0.subject.contains("overrideUserInterfaceStyle = \(value)") })
    }

    @Test func aLiteralOrATernaryOfLiteralsIsRead() throws {
        func era13(_ value: String) throws -> ScreenPrediction {
            let player = try #require(screen(try auditModel(Self.app(value, objc: false)), "PlayerViewController"))
            return try #require(player.eras.first { $0.era == .ios13to16 }).prediction
        }
        let dark = try era13(".dark")
        #expect(dark.certainty == .certain)
        #expect(dark.light.content == .light)
        let either = try era13("isNight ? .dark : .light")
        #expect(either.certainty == .conditional)
        #expect(Set(either.outcomes.map(\.light.content)) == [.dark, .light])
    }
}
