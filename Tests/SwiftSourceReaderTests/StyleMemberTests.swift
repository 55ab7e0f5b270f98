import SourceModel
import SwiftSourceReader
import Testing

/// Issue "Possibilities instead of unknown", point 2: the properties and methods of type
/// `UIStatusBarStyle` a theme declares, each read as an override's answer would be.
@Suite("Members of type UIStatusBarStyle")
struct StyleMemberTests {
    static let source = """
        import UIKit
        final class StyleManager {
            static var statusBarLight: UIStatusBarStyle {
                return UIStatusBarStyle.lightContent
            }
            static func statusBarStyle(for dark: Bool) -> UIStatusBarStyle { dark ? .lightContent : .darkContent }
        }
        protocol Theme {
            var statusBarStyle: UIStatusBarStyle { get }
        }
        enum Palette {
            case light, dark
            var statusBarStyle: UIStatusBarStyle {
                switch self {
                case .light: return .darkContent
                case .dark: return .lightContent
                }
            }
        }
        struct NightTheme: Theme {
            let statusBarStyle: UIStatusBarStyle = .lightContent
            var barTitle: String { "Night" }
        }
        struct RemoteTheme: Theme {
            var statusBarStyle: UIStatusBarStyle
        }
        final class ReaderViewController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { StyleManager.statusBarLight }
        }
        """

    func members(_ type: String) -> [StyleMember] {
        facts(Self.source).types.first { $0.name == type }?.styleMembers ?? []
    }

    @Test func aStaticComputedPropertyAndAMethod() {
        let members = members("StyleManager")
        #expect(members.map(\.name) == ["statusBarLight", "statusBarStyle"])
        #expect(members.map(\.answer) == [.constant("lightContent"), .conditional(values: ["darkContent", "lightContent"], dependsOn: ["dark"])])
    }

    @Test func aSwitchOverTheEnumsCases() {
        #expect(members("Palette").map(\.answer) == [.conditional(values: ["darkContent", "lightContent"], dependsOn: [])])
    }

    @Test func aStoredPropertyWithAndWithoutAnInitialValue() {
        #expect(members("NightTheme").map(\.answer) == [.constant("lightContent")])
        #expect(members("RemoteTheme").map(\.answer) == [.storedProperty(name: "statusBarStyle")])
    }

    @Test func aProtocolRequirementIsNoMember() {
        #expect(members("Theme").isEmpty)
    }

    @Test func anOverrideIsNoMemberAndReturnsOne() {
        let f = facts(Self.source)
        #expect(members("ReaderViewController").isEmpty)
        #expect(f.overrides.first?.answer == .member(name: "statusBarLight", written: "StyleManager.statusBarLight"))
    }

    /// A function outside any type that can only return one of its arguments is recorded; one
    /// with a constraint, a default, another result, or inside a type is not. An answer calling a
    /// function by its bare name with style constants only names it with the constants.
    @Test func functionsThatReturnOneOfTheirArguments() {
        let f = facts("""
            import UIKit
            func AppearanceValue<T>(light: T, dark: T) -> T {
                UITraitCollection.current.userInterfaceStyle == .dark ? dark : light
            }
            func pick<Value>(_ a: Value, or b: Value, _ c: Value) -> Value { a }
            func sum<T: Numeric>(_ a: T, _ b: T) -> T { a + b }
            func firstOf<T>(_ a: T, _ b: T = 0) -> T { a }
            func one<T>(_ a: T) -> T { a }
            func wrap<T>(_ a: T, _ b: T) -> [T] { [a, b] }
            enum Styles {
                static func either<T>(_ a: T, _ b: T) -> T { a }
            }
            final class GalleryViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    AppearanceValue(light: UIStatusBarStyle.default, dark: .lightContent)
                }
            }
            final class PlayerViewController: UIViewController {
                var mode = 0
                override var preferredStatusBarStyle: UIStatusBarStyle { statusBarStyle(for: mode) }
            }
            """)
        #expect(f.selectorFunctions == ["AppearanceValue", "pick"])
        #expect(f.overrides.map(\.answer) == [
            .member(name: "AppearanceValue(…)", written: "AppearanceValue(light: UIStatusBarStyle.default, dark: .ligh",
                    also: ["default", "lightContent"]),
            .member(name: "statusBarStyle", written: "statusBarStyle(for: mode)"),
        ])
    }
}
