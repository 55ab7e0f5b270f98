import SourceModel
import SwiftSourceReader
import Testing

@Suite("Deprecated API and precision traps")
struct DeprecatedAPITests {
    struct UseCase: CustomTestStringConvertible, Sendable {
        var line: String
        var api: DeprecatedAPI
        var access: DeprecatedUse.Access
        var value: ParsedValue? = nil
        var testDescription: String { line }
    }

    static let uses: [UseCase] = [
        UseCase(line: "UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)", api: .setStatusBarStyle, access: .call, value: .enumCase("lightContent")),
        UseCase(line: "UIApplication.shared.setStatusBarHidden(true, with: .fade)", api: .setStatusBarHidden, access: .call, value: .bool(true)),
        UseCase(line: "UIApplication.shared.setStatusBarHidden(false, animated: false)", api: .setStatusBarHidden, access: .call, value: .bool(false)),
        UseCase(line: "UIApplication.shared.statusBarStyle = .lightContent", api: .statusBarStyle, access: .write, value: .enumCase("lightContent")),
        UseCase(line: "UIApplication.shared.isStatusBarHidden = true", api: .isStatusBarHidden, access: .write, value: .bool(true)),
        UseCase(line: "let style = UIApplication.shared.statusBarStyle", api: .statusBarStyle, access: .read),
        UseCase(line: "if UIApplication.shared.isStatusBarHidden { return }", api: .isStatusBarHidden, access: .read),
        UseCase(line: "let height = UIApplication.shared.statusBarFrame.height", api: .statusBarFrame, access: .read),
        UseCase(line: "let landscape = UIApplication.shared.statusBarOrientation.isLandscape", api: .statusBarOrientation, access: .read),
        UseCase(line: "UIApplication.shared.isNetworkActivityIndicatorVisible = true", api: .networkActivityIndicatorVisible, access: .write, value: .bool(true)),
        UseCase(line: "let spinning = UIApplication.shared.isNetworkActivityIndicatorVisible", api: .networkActivityIndicatorVisible, access: .read),
        UseCase(line: "let style = UIStatusBarStyle.blackOpaque", api: .blackOpaque, access: .read),
        UseCase(line: "let style: UIStatusBarStyle = .blackTranslucent", api: .blackTranslucent, access: .read),
        UseCase(line: "setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: child)", api: .setOverrideTraitCollection, access: .call),
        UseCase(line: "let traits = overrideTraitCollection(forChild: child)", api: .setOverrideTraitCollection, access: .read),
        UseCase(line: "sheet.presentationController?.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)", api: .presentationControllerOverrideTraitCollection, access: .write),
        // Swift 2 spellings.
        UseCase(line: "UIApplication.sharedApplication().statusBarStyle = .LightContent", api: .statusBarStyle, access: .write, value: .enumCase("lightContent")),
        UseCase(line: "UIApplication.sharedApplication().setStatusBarHidden(true, withAnimation: .Fade)", api: .setStatusBarHidden, access: .call, value: .bool(true)),
        UseCase(line: "UIApplication.sharedApplication().networkActivityIndicatorVisible = false", api: .networkActivityIndicatorVisible, access: .write, value: .bool(false)),
    ]

    @Test("each deprecated use is found with its access and value", arguments: uses)
    func deprecatedUse(_ testCase: UseCase) throws {
        let read = facts("class AppCoordinator {\n    func start(child: UIViewController, sheet: UIViewController) {\n        \(testCase.line)\n    }\n}\n")
        let use = try #require(read.deprecatedUses.first)
        #expect(read.deprecatedUses.count == 1)
        #expect(use.api == testCase.api)
        #expect(use.access == testCase.access)
        if let value = testCase.value { #expect(use.value == value) }
        #expect(use.location.line == 3)
        #expect(use.enclosingType == "AppCoordinator")
        #expect(use.enclosingFunction == "start")
    }

    @Test("application setters are the setter calls and writes only")
    func applicationSetters() {
        let read = facts("""
            func f() {
                UIApplication.shared.statusBarStyle = .lightContent
                _ = UIApplication.shared.statusBarStyle
                UIApplication.shared.setStatusBarHidden(true, with: .none)
                _ = UIApplication.shared.statusBarFrame
            }
            """)
        #expect(read.deprecatedUses.map(\.isApplicationSetter) == [true, false, true, false])
    }

    @Test("aliases of the application: locals, properties, parameters, Swift 2")
    func applicationAliases() {
        let read = facts("""
            class AppDelegate: UIResponder, UIApplicationDelegate {
                let app = UIApplication.shared
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    application.statusBarStyle = .lightContent
                    app.isStatusBarHidden = false
                    return true
                }
                func legacy() {
                    let shared = UIApplication.sharedApplication()
                    shared.setStatusBarStyle(.LightContent, animated: false)
                    self.app.isNetworkActivityIndicatorVisible = true
                }
            }
            """)
        #expect(read.deprecatedUses.map(\.api) == [.statusBarStyle, .isStatusBarHidden, .setStatusBarStyle, .networkActivityIndicatorVisible])
        #expect(read.deprecatedUses.map(\.enclosingFunction) == ["application", "application", "legacy", "legacy"])
        #expect(read.deprecatedUses[2].value == .enumCase("lightContent"))
    }

    @Test("blackOpaque inside an answer counts; as a bar style it does not")
    func blackOpaqueInAnswer() {
        let read = facts("""
            class LegacyViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { return .blackOpaque }
                override func viewDidLoad() {
                    navigationController?.navigationBar.barStyle = .blackTranslucent
                    toolbar.barStyle = UIBarStyle.blackOpaque
                }
                func style(for theme: Theme) -> UIStatusBarStyle { .BlackTranslucent }
            }
            """)
        #expect(read.deprecatedUses.map(\.api) == [.blackOpaque, .blackTranslucent])
        #expect(read.deprecatedUses.map(\.location.line) == [2, 7])
        #expect(read.overrides.first?.answer == .constant("blackOpaque"))
    }

    @Test("traps: other receivers, the modern API, comments, strings, #if false")
    func traps() {
        let read = facts("""
            import UIKit

            final class ThemeManager {
                static let shared = ThemeManager()
                var statusBarStyle: UIStatusBarStyle = .default
                var isStatusBarHidden = false
            }

            final class ReaderViewController: UIViewController {
                var statusBarStyle: UIStatusBarStyle = .lightContent

                override func viewDidLoad() {
                    super.viewDidLoad()
                    ThemeManager.shared.statusBarStyle = .lightContent
                    ThemeManager.shared.isStatusBarHidden = true
                    statusBarStyle = .darkContent
                    self.statusBarStyle = .lightContent
                    let frame = view.window?.windowScene?.statusBarManager?.statusBarFrame ?? .zero
                    let hidden = view.window?.windowScene?.statusBarManager?.isStatusBarHidden
                    // UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)
                    /* UIApplication.shared.statusBarFrame */
                    let help = "UIApplication.shared.isStatusBarHidden = true"
                    let raw = #"UIApplication.shared.statusBarOrientation"#
                    let doc = \"\"\"
                        UIApplication.shared.isNetworkActivityIndicatorVisible = true
                        \"\"\"
                    print(frame, hidden as Any, help, raw, doc)
                    #if false
                    UIApplication.shared.statusBarStyle = .lightContent
                    #endif
                }
            }
            """)
        #expect(read.deprecatedUses.isEmpty)
        #expect(read.issues.isEmpty)
    }

    @Test("#if false is skipped but #else and other conditions are read")
    func ifFalseElse() {
        let read = facts("""
            func configure() {
                #if false
                UIApplication.shared.statusBarStyle = .lightContent
                #elseif DEBUG
                UIApplication.shared.isStatusBarHidden = true
                #else
                _ = UIApplication.shared.statusBarFrame
                #endif
                #if os(iOS)
                _ = UIApplication.shared.statusBarOrientation
                #endif
            }
            """)
        #expect(read.deprecatedUses.map(\.api) == [.isStatusBarHidden, .statusBarFrame, .statusBarOrientation])
    }
}

@Suite("SwiftUI modifiers")
struct SwiftUIModifierTests {
    @Test("SwiftUI modifiers are recorded apart, never as overrides")
    func modifiers() {
        let read = facts("""
            import SwiftUI

            struct PlayerView: View {
                @State private var isFullScreen = false
                var body: some View {
                    VideoSurface()
                        .statusBarHidden(isFullScreen)
                        .statusBar(hidden: true)
                        .preferredColorScheme(.dark)
                }
            }
            struct SplashView: View {
                var body: some View { Color.black.statusBarHidden() }
            }
            """)
        #expect(read.overrides.isEmpty)
        #expect(read.swiftUIModifiers.map(\.kind) == [.statusBarHidden, .statusBar, .preferredColorScheme, .statusBarHidden])
        #expect(read.swiftUIModifiers.map(\.value) == [.other, .bool(true), .enumCase("dark"), .bool(true)])
        #expect(read.swiftUIModifiers.map(\.argumentText) == ["isFullScreen", "true", ".dark", ""])
        #expect(read.swiftUIModifiers.map(\.enclosingType) == ["PlayerView", "PlayerView", "PlayerView", "SplashView"])
        #expect(read.deprecatedUses.isEmpty)
    }
}

@Suite("Files that do not parse")
struct ParseErrorTests {
    @Test("the first error is located and what could be read is kept")
    func brokenFile() throws {
        let read = facts("""
            class BrokenViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

                func layout() {
                    let x = (1 + 
                }
            }
            """)
        let issue = try #require(read.issues.first)
        #expect(read.issues.count == 1)
        #expect(issue.location.file == "Sources/Test.swift")
        #expect(issue.location.line >= 5)
        #expect(issue.message.hasPrefix("cannot parse Swift"))
        #expect(issue.sourceLine != nil)
        #expect(read.types.map(\.name) == ["BrokenViewController"])
        #expect(read.overrides.map(\.answer) == [.constant("lightContent")])
    }

    @Test("garbage and binary-looking input do not crash", arguments: [
        "}}}} class { :: @@@",
        "override var preferredStatusBarStyle: UIStatusBarStyle {",
        String(repeating: "(", count: 5_000),
        "\u{0}\u{1}\u{2}class A",
        "",
    ])
    func garbage(_ source: String) {
        let read = facts(source)
        #expect(read.path == "Sources/Test.swift")
        if !source.isEmpty { #expect(!read.issues.isEmpty) } else { #expect(read.issues.isEmpty) }
    }

    @Test("a missing file is skipped with the reason")
    func missingFile() {
        let result = SwiftSourceReader.read(fileAtPath: "/nonexistent/Nope.swift", relativePath: "Nope.swift")
        #expect(result == .skipped(SkippedFile(file: "Nope.swift", reason: "the file does not exist (it may have been removed during the run): skipped")))
    }
}

@Suite("Where a deprecated use runs: availability checks and attributes")
struct DeprecatedUseAvailabilityTests {
    struct GuardCase: CustomTestStringConvertible, Sendable {
        var label: String
        var body: String
        /// The bound of the one deprecated use (`statusBarFrame`), as written.
        var below: String?
        var testDescription: String { label }
    }

    static let cases: [GuardCase] = [
        GuardCase(label: "no check", body: "_ = UIApplication.shared.statusBarFrame", below: nil),
        GuardCase(label: "else of #available", body: "if #available(iOS 13, *) { f() } else { _ = UIApplication.shared.statusBarFrame }", below: "13.0"),
        GuardCase(label: "else of #available with a minor version and other platforms",
                  body: "if #available(iOS 13.0, macCatalyst 13.1, tvOS 13, *) { f() } else { _ = UIApplication.shared.statusBarFrame }", below: "13.0"),
        GuardCase(label: "else of a later #available", body: "if #available(iOS 14.2, *) { f() } else { _ = UIApplication.shared.statusBarFrame }", below: "14.2"),
        GuardCase(label: "else if", body: "if #available(iOS 13, *) { f() } else if ready { _ = UIApplication.shared.statusBarFrame }", below: "13.0"),
        GuardCase(label: "a closure in the else", body: "if #available(iOS 13, *) { f() } else { DispatchQueue.main.async { _ = UIApplication.shared.statusBarFrame } }", below: "13.0"),
        GuardCase(label: "the body of #available", body: "if #available(iOS 13, *) { _ = UIApplication.shared.statusBarFrame }", below: nil),
        GuardCase(label: "else of #available and another condition", body: "if #available(iOS 13, *), ready { f() } else { _ = UIApplication.shared.statusBarFrame }", below: nil),
        GuardCase(label: "else of an #available without iOS", body: "if #available(macOS 10.15, *) { f() } else { _ = UIApplication.shared.statusBarFrame }", below: nil),
        GuardCase(label: "body of #unavailable", body: "if #unavailable(iOS 13) { _ = UIApplication.shared.statusBarFrame }", below: "13.0"),
        GuardCase(label: "else of #unavailable", body: "if #unavailable(iOS 13) { f() } else { _ = UIApplication.shared.statusBarFrame }", below: nil),
        GuardCase(label: "else of guard #available", body: "guard #available(iOS 13, *) else { _ = UIApplication.shared.statusBarFrame; return }", below: "13.0"),
        GuardCase(label: "after guard #unavailable", body: "guard #unavailable(iOS 13) else { return }\n_ = UIApplication.shared.statusBarFrame", below: "13.0"),
        GuardCase(label: "after guard #available", body: "guard #available(iOS 13, *) else { return }\n_ = UIApplication.shared.statusBarFrame", below: nil),
        GuardCase(label: "after an #available that returns", body: "if #available(iOS 13, *) { return }\n_ = UIApplication.shared.statusBarFrame", below: "13.0"),
        GuardCase(label: "after an #available that throws", body: "if #available(iOS 13, *) { f(); throw Failure.none }\nlet h = UIApplication.shared.statusBarFrame.height", below: "13.0"),
        GuardCase(label: "after an #available that does not always leave", body: "if #available(iOS 13, *) { f() }\n_ = UIApplication.shared.statusBarFrame", below: nil),
        GuardCase(label: "after an #available that leaves only in a nested if", body: "if #available(iOS 13, *) { if ready { return } }\n_ = UIApplication.shared.statusBarFrame", below: nil),
        GuardCase(label: "before an #available that returns", body: "_ = UIApplication.shared.statusBarFrame\nif #available(iOS 13, *) { return }", below: nil),
        GuardCase(label: "the tighter of two", body: "if #available(iOS 14, *) { f() } else { if #available(iOS 13, *) { f() } else { _ = UIApplication.shared.statusBarFrame } }", below: "13.0"),
    ]

    @Test("the bound of a use in a function", arguments: cases)
    func bound(_ testCase: GuardCase) throws {
        let read = facts("final class Layout {\n    func top() throws {\n        \(testCase.body)\n    }\n}\n")
        #expect(read.issues.isEmpty)
        let use = try #require(read.deprecatedUses.first)
        #expect(read.deprecatedUses.count == 1)
        #expect(use.api == .statusBarFrame)
        #expect(use.runsOnlyBelow?.description == testCase.below)
    }

    @Test("the version a use runs from: the body of #available, after guard #available, the highest of nested checks", arguments: [
        ("_ = UIApplication.shared.statusBarFrame", nil),
        ("if #available(iOS 13, *) { _ = UIApplication.shared.statusBarFrame }", "13.0"),
        ("if #available(iOS 13, *) { f() } else { _ = UIApplication.shared.statusBarFrame }", nil),
        ("guard #available(iOS 14, *) else { return }\n_ = UIApplication.shared.statusBarFrame", "14.0"),
        ("_ = UIApplication.shared.statusBarFrame\nguard #available(iOS 14, *) else { return }", nil),
        ("if #available(iOS 13, *) { if #available(iOS 15, *) { _ = UIApplication.shared.statusBarFrame } }", "15.0"),
        ("if #available(macOS 10.15, *) { _ = UIApplication.shared.statusBarFrame }", nil),
    ] as [(String, String?)])
    func runsFrom(body: String, from: String?) throws {
        let read = facts("final class Layout {\n    func top() throws {\n        \(body)\n    }\n}\n")
        let use = try #require(read.deprecatedUses.first)
        #expect(read.deprecatedUses.count == 1)
        #expect(use.runsOnlyFrom?.description == from)
    }

    @Test("declarations deprecated or obsoleted on iOS bound what they hold; other attributes do not")
    func attributes() {
        let read = facts("""
            final class Layout {
                @available(iOS, introduced: 9, deprecated: 13, message: "use the window scene")
                var legacy: CGFloat { UIApplication.shared.statusBarFrame.height }
                @available(iOS, obsoleted: 12.1)
                func older() -> CGFloat { UIApplication.shared.statusBarFrame.height }
                @available(iOS 13, *)
                func newer() -> CGFloat { UIApplication.shared.statusBarFrame.height }
                @available(*, deprecated, message: "no version")
                func unversioned() -> CGFloat { UIApplication.shared.statusBarFrame.height }
                @available(macOS, deprecated: 10.15)
                func mac() -> CGFloat { UIApplication.shared.statusBarFrame.height }
            }
            @available(iOS, deprecated: 17)
            final class Card: UIPresentationController {
                override var overrideTraitCollection: UITraitCollection? { get { nil } set {} }
            }
            @available(iOS, deprecated: 13)
            extension UIViewController {
                func embed(_ child: UIViewController) { setOverrideTraitCollection(nil, forChild: child) }
            }
            """)
        #expect(read.deprecatedUses.map { $0.runsOnlyBelow?.description } == ["13.0", "12.1", nil, nil, nil, "17.0", "13.0"])
    }
}
