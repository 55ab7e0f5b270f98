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
}
