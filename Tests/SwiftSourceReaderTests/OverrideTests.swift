import SourceModel
import SwiftSourceReader
import Testing

@Suite("Overrides and their answers")
struct OverrideTests {
    static let cases: [OverrideCase] = [
        OverrideCase(
            label: "branches of different kinds: a constant, a theme member, a forwarding with a member fallback",
            source: """
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    if playerIsOpen {
                        return .lightContent
                    } else if topViewController is HostingController {
                        return AppTheme.defaultStatusBarStyle()
                    } else {
                        return topViewController?.preferredStatusBarStyle ?? AppTheme.popupStatusBarStyle()
                    }
                }
                """,
            member: .preferredStatusBarStyle,
            answer: .mixed(constants: ["lightContent"], members: ["defaultStatusBarStyle", "popupStatusBarStyle"],
                           forwards: ["topViewController"])),
        OverrideCase(
            label: "two theme members, one per branch",
            source: """
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    return isDark ? Theme.dark.statusBarStyle : Theme.light.barStyle
                }
                """,
            member: .preferredStatusBarStyle,
            answer: .mixed(constants: [], members: ["barStyle", "statusBarStyle"], forwards: [])),
        OverrideCase(
            label: "implicit return, implicit member",
            source: "override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }",
            member: .preferredStatusBarStyle, answer: .constant("lightContent")),
        OverrideCase(
            label: "explicit return, qualified case",
            source: "override var preferredStatusBarStyle: UIStatusBarStyle { return UIStatusBarStyle.lightContent }",
            member: .preferredStatusBarStyle, answer: .constant("lightContent")),
        OverrideCase(
            label: "get block",
            source: """
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    get { return .darkContent }
                }
                """,
            member: .preferredStatusBarStyle, answer: .constant("darkContent")),
        OverrideCase(
            label: "open override",
            source: "open override var prefersStatusBarHidden: Bool { true }",
            member: .prefersStatusBarHidden, answer: .constant("true")),
        OverrideCase(
            label: "@objc override",
            source: "@objc override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { return .slide }",
            member: .preferredStatusBarUpdateAnimation, answer: .constant("slide")),
        OverrideCase(
            label: "Swift 2 method form, capitalised case",
            source: "override func preferredStatusBarStyle() -> UIStatusBarStyle { return .LightContent }",
            member: .preferredStatusBarStyle, answer: .constant("lightContent")),
        OverrideCase(
            label: "Swift 2 Default",
            source: "override func preferredStatusBarStyle() -> UIStatusBarStyle {\n    return UIStatusBarStyle.Default\n}",
            member: .preferredStatusBarStyle, answer: .constant("default")),
        OverrideCase(
            label: "Swift 2 BlackOpaque",
            source: "override func preferredStatusBarStyle() -> UIStatusBarStyle { return .BlackOpaque }",
            member: .preferredStatusBarStyle, answer: .constant("blackOpaque")),
        OverrideCase(
            label: "Swift 2 hidden method",
            source: "override func prefersStatusBarHidden() -> Bool { return false }",
            member: .prefersStatusBarHidden, answer: .constant("false")),
        OverrideCase(
            label: "ternary on a property",
            source: "override var preferredStatusBarStyle: UIStatusBarStyle { isDarkTheme ? .lightContent : .darkContent }",
            member: .preferredStatusBarStyle,
            answer: .conditional(values: ["darkContent", "lightContent"], dependsOn: ["isDarkTheme"])),
        OverrideCase(
            label: "ternary on the trait collection",
            source: """
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    return traitCollection.userInterfaceStyle == .dark ? .lightContent : .darkContent
                }
                """,
            member: .preferredStatusBarStyle,
            answer: .conditional(values: ["darkContent", "lightContent"], dependsOn: ["traitCollection.userInterfaceStyle"])),
        OverrideCase(
            label: "if / else",
            source: """
                override var prefersStatusBarHidden: Bool {
                    if self.isPlaying {
                        return true
                    } else {
                        return false
                    }
                }
                """,
            member: .prefersStatusBarHidden, answer: .conditional(values: ["false", "true"], dependsOn: ["isPlaying"])),
        OverrideCase(
            label: "guard",
            source: """
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    guard player?.isPlaying == true else { return .default }
                    return .lightContent
                }
                """,
            member: .preferredStatusBarStyle,
            answer: .conditional(values: ["default", "lightContent"], dependsOn: ["player.isPlaying"])),
        OverrideCase(
            label: "availability",
            source: """
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    if #available(iOS 13.0, *) {
                        return .darkContent
                    }
                    return .default
                }
                """,
            member: .preferredStatusBarStyle,
            answer: .conditional(values: ["darkContent", "default"], dependsOn: ["#available(iOS 13.0, *)"])),
        OverrideCase(
            label: "switch statement",
            source: """
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    switch theme {
                    case .night: return .lightContent
                    case .day: return .darkContent
                    case .system: return .default
                    }
                }
                """,
            member: .preferredStatusBarStyle,
            answer: .conditional(values: ["darkContent", "default", "lightContent"], dependsOn: ["theme"])),
        OverrideCase(
            label: "if expression (Swift 5.9)",
            source: """
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    if isDarkTheme { .lightContent } else { .darkContent }
                }
                """,
            member: .preferredStatusBarStyle,
            answer: .conditional(values: ["darkContent", "lightContent"], dependsOn: ["isDarkTheme"])),
        OverrideCase(
            label: "if with the same constant on every branch",
            source: """
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    if isDarkTheme { return .lightContent }
                    return .lightContent
                }
                """,
            member: .preferredStatusBarStyle, answer: .constant("lightContent")),
        OverrideCase(
            label: "a local set in branches",
            source: """
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    var style = UIStatusBarStyle.default
                    if Settings.shared.nightMode {
                        style = .lightContent
                    }
                    return style
                }
                """,
            member: .preferredStatusBarStyle,
            answer: .conditional(values: ["default", "lightContent"], dependsOn: ["Settings.shared.nightMode"])),
        OverrideCase(
            label: "a let local",
            source: """
                override var prefersStatusBarHidden: Bool {
                    let hidden = true
                    return hidden
                }
                """,
            member: .prefersStatusBarHidden, answer: .constant("true")),
        OverrideCase(
            label: "stored property",
            source: """
                var statusBarStyle: UIStatusBarStyle = .lightContent
                override var preferredStatusBarStyle: UIStatusBarStyle { statusBarStyle }
                """,
            member: .preferredStatusBarStyle, answer: .storedProperty(name: "statusBarStyle")),
        OverrideCase(
            label: "self.stored property declared after",
            source: """
                override var prefersStatusBarHidden: Bool { return self.hidesBar }
                private var hidesBar = false
                """,
            member: .prefersStatusBarHidden, answer: .storedProperty(name: "hidesBar")),
        OverrideCase(
            label: "negated stored property",
            source: "override var prefersStatusBarHidden: Bool { !showsChrome }",
            member: .prefersStatusBarHidden, answer: .conditional(values: ["false", "true"], dependsOn: ["showsChrome"])),
        OverrideCase(
            label: "computed property",
            source: """
                var style: UIStatusBarStyle { .lightContent }
                override var preferredStatusBarStyle: UIStatusBarStyle { style }
                """,
            member: .preferredStatusBarStyle, answer: .member(name: "style", written: "style")),
        OverrideCase(
            label: "super",
            source: "override var preferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }",
            member: .preferredStatusBarStyle, answer: .superCall),
        OverrideCase(
            label: "super beside constants",
            source: """
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    if usesBottomBar, let color = sampledColor {
                        return color.isLight ? .darkContent : .lightContent
                    }
                    return super.preferredStatusBarStyle
                }
                """,
            member: .preferredStatusBarStyle,
            answer: .conditional(values: ["darkContent", "lightContent", "super"], dependsOn: ["color.isLight", "sampledColor", "usesBottomBar"])),
        OverrideCase(
            label: "forwarding the style with a fallback",
            source: "override var preferredStatusBarStyle: UIStatusBarStyle { topViewController?.preferredStatusBarStyle ?? .default }",
            member: .preferredStatusBarStyle, answer: .forward("topViewController"), fallback: "default"),
        OverrideCase(
            label: "forwarding with super as the fallback",
            source: "override var prefersStatusBarHidden: Bool { visibleViewController?.prefersStatusBarHidden ?? super.prefersStatusBarHidden }",
            member: .prefersStatusBarHidden, answer: .forward("visibleViewController"), fallback: "super"),
        OverrideCase(
            label: "forwarding through guard let",
            source: """
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    guard let top = visibleViewController else { return .lightContent }
                    return top.preferredStatusBarStyle
                }
                """,
            member: .preferredStatusBarStyle, answer: .forward("visibleViewController"), fallback: "lightContent"),
        OverrideCase(
            label: "childForStatusBarStyle: topViewController",
            source: "override var childForStatusBarStyle: UIViewController? { topViewController }",
            member: .childForStatusBarStyle, answer: .forward("topViewController")),
        OverrideCase(
            label: "childForStatusBarHidden: visibleViewController",
            source: "override var childForStatusBarHidden: UIViewController? { return self.visibleViewController }",
            member: .childForStatusBarHidden, answer: .forward("visibleViewController")),
        OverrideCase(
            label: "childForStatusBarStyle: selectedViewController",
            source: "override var childForStatusBarStyle: UIViewController? { selectedViewController }",
            member: .childForStatusBarStyle, answer: .forward("selectedViewController")),
        OverrideCase(
            label: "childForStatusBarStyle: children.last",
            source: "override var childForStatusBarStyle: UIViewController? { return children.last }",
            member: .childForStatusBarStyle, answer: .forward("children.last")),
        OverrideCase(
            label: "childForStatusBarStyle: children.first",
            source: "override var childForStatusBarStyle: UIViewController? { self.children.first }",
            member: .childForStatusBarStyle, answer: .forward("children.first")),
        OverrideCase(
            label: "childForStatusBarHidden: viewControllers.last",
            source: "override var childForStatusBarHidden: UIViewController? { viewControllers.last }",
            member: .childForStatusBarHidden, answer: .forward("viewControllers.last")),
        OverrideCase(
            label: "childForStatusBarStyle: the type's own computed property, read through",
            source: """
                private(set) var stack: [UIViewController] = []
                var topViewController: UIViewController? { return stack.last }
                override var childForStatusBarStyle: UIViewController? { topViewController }
                """,
            member: .childForStatusBarStyle, answer: .forward("stack.last")),
        OverrideCase(
            label: "childForStatusBarStyle: a stored property",
            source: """
                private let contentController = FeedViewController()
                override var childForStatusBarStyle: UIViewController? { contentController }
                """,
            member: .childForStatusBarStyle, answer: .forward("contentController")),
        OverrideCase(
            label: "childForStatusBarStyle: nil on purpose",
            source: """
                // The container draws its own header under the status bar: it decides itself.
                override var childForStatusBarStyle: UIViewController? { nil }
                """,
            member: .childForStatusBarStyle, answer: .nilValue),
        OverrideCase(
            label: "Swift 4 name",
            source: "override var childViewControllerForStatusBarStyle: UIViewController? { return topViewController }",
            member: .childForStatusBarStyle, answer: .forward("topViewController")),
        OverrideCase(
            label: "Swift 4 hidden name, Swift 2 method form",
            source: "override func childViewControllerForStatusBarHidden() -> UIViewController? { return nil }",
            member: .childForStatusBarHidden, answer: .nilValue),
        OverrideCase(
            label: "childFor with a condition",
            source: "override var childForStatusBarHidden: UIViewController? { isExpanded ? nil : topViewController }",
            member: .childForStatusBarHidden,
            answer: .conditional(values: ["nil", "topViewController"], dependsOn: ["isExpanded"])),
        OverrideCase(
            label: "a call",
            source: "override var preferredStatusBarStyle: UIStatusBarStyle { ThemeManager.shared.style(for: self) }",
            member: .preferredStatusBarStyle,
            answer: .member(name: "style", written: "ThemeManager.shared.style(for: self)")),
        OverrideCase(
            label: "a theme's property",
            source: "override var preferredStatusBarStyle: UIStatusBarStyle { ThemeManager.shared.currentTheme.statusBarStyle }",
            member: .preferredStatusBarStyle,
            answer: .member(name: "statusBarStyle", written: "ThemeManager.shared.currentTheme.statusBarStyle")),
        OverrideCase(
            label: "a theme's member with a fallback",
            source: "override var preferredStatusBarStyle: UIStatusBarStyle { view.theme?.appearance.statusBarStyle ?? .default }",
            member: .preferredStatusBarStyle,
            answer: .member(name: "statusBarStyle", written: "view.theme?.appearance.statusBarStyle", also: ["default"])),
        OverrideCase(
            label: "a call is a member only for the style",
            source: "override var prefersStatusBarHidden: Bool { Settings.shared.hidesStatusBar() }",
            member: .prefersStatusBarHidden,
            answer: .unknown(reason: "returns the result of 'Settings.shared.hidesStatusBar()'")),
        OverrideCase(
            label: "fade animation",
            source: "override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }",
            member: .preferredStatusBarUpdateAnimation, answer: .constant("fade")),
    ]

    @Test("each form of override gives its answer", arguments: cases)
    func overrideForm(_ testCase: OverrideCase) throws {
        let read = facts("final class ScreenViewController: UIViewController {\n\(testCase.source)\n}\n")
        #expect(read.issues.isEmpty)
        let override = try #require(read.overrides.first)
        #expect(read.overrides.count == 1)
        #expect(override.member == testCase.member)
        #expect(override.answer == testCase.answer)
        #expect(override.fallback == testCase.fallback)
        #expect(override.typeName == "ScreenViewController")
        #expect(!override.inExtension)
        #expect(override.language == .swift)
    }

    @Test("the location is the member's name")
    func locationOfTheName() throws {
        let read = facts("""
            class A: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """)
        let override = try #require(read.overrides.first)
        #expect(override.location == SourceModel.SourceLocation(file: "Sources/Test.swift", line: 2, column: 18))
    }

    @Test("an override in an extension of a UIKit class is recorded as an extension")
    func overrideInExtension() throws {
        let read = facts("""
            import UIKit

            extension UINavigationController {
                open override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """)
        let override = try #require(read.overrides.first)
        #expect(override.typeName == "UINavigationController")
        #expect(override.inExtension)
        #expect(override.answer == .constant("lightContent"))
        #expect(read.types.map(\.kind) == [.extension])
        #expect(read.types.first?.isExtension == true)
    }

    @Test("nested classes name the override's type Outer.Inner")
    func nestedType() throws {
        let read = facts("""
            enum Onboarding {
                final class PageController: UIPageViewController {
                    override var prefersStatusBarHidden: Bool { true }
                }
            }
            """)
        #expect(read.overrides.map(\.typeName) == ["Onboarding.PageController"])
    }

    @Test("not overrides: commented out, without override, in #if false, a plain method with parameters")
    func notOverrides() {
        let read = facts("""
            class A: UIViewController {
                // override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                /* override var prefersStatusBarHidden: Bool { true } */
                #if false
                override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
                #endif
                func preferredStatusBarStyle(for theme: Theme) -> UIStatusBarStyle { .lightContent }
                let note = "override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }"
            }
            """)
        #expect(read.overrides.isEmpty)
    }

    @Test("#if branches other than false are all read")
    func ifConfigBranches() {
        let read = facts("""
            class A: UIViewController {
                #if DEBUG
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                #else
                override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                #endif
            }
            """)
        #expect(read.overrides.map(\.answer) == [.constant("lightContent"), .constant("darkContent")])
    }

    /// A condition the build settings define for the file decides its clauses; the names of the
    /// conditions left undecided are noted (so that the audit knows to read the file again).
    @Test("#if branches of a defined condition")
    func definedConditions() {
        let source = """
            class A: UIViewController {
                #if LITE
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                #elseif DEBUG || os(macOS)
                override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                #else
                override var preferredStatusBarStyle: UIStatusBarStyle { .default }
                #endif
                #if !LITE && swift(>=5.9)
                override var prefersStatusBarHidden: Bool { true }
                #endif
            }
            """
        let plain = SwiftSourceReader.read(source: source, relativePath: "A.swift")
        #expect(plain.overrides.map(\.answer) == [.constant("lightContent"), .constant("darkContent"), .constant("default"), .constant("true")])
        #expect(plain.conditionNames == ["DEBUG", "LITE"])
        let lite = SwiftSourceReader.read(bytes: Array(source.utf8), relativePath: "A.swift", definitions: ["LITE"])
        #expect(lite.overrides.map(\.answer) == [.constant("lightContent")])
        #expect(lite.conditionNames == ["DEBUG"])
    }
}

