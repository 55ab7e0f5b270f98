import SourceModel
import SwiftSourceReader
import Testing

@Suite("Type declarations and stored properties")
struct TypeDeclTests {
    @Test("classes, superclasses, conformances, @objc names, nesting and kinds")
    func declarations() throws {
        let read = facts("""
            import UIKit

            @objc(TNThemedNavigationController)
            final class ThemedNavigationController: UINavigationController, UIGestureRecognizerDelegate {
                enum Mode { case light, dark }
                class Transition: NSObject {}
            }

            struct Palette: Equatable {}
            protocol Themed: AnyObject {}
            class Plain {}
            class GenericList<Item>: UIKit.UITableViewController where Item: Hashable {}
            extension ThemedNavigationController: Themed {}
            """)
        #expect(read.types.map(\.name) == [
            "ThemedNavigationController", "ThemedNavigationController.Mode", "ThemedNavigationController.Transition",
            "Palette", "Themed", "Plain", "GenericList", "ThemedNavigationController",
        ])
        #expect(read.types.map(\.kind) == [.class, .enum, .class, .struct, .protocol, .class, .class, .extension])
        let navigation = try #require(read.types.first)
        #expect(navigation.superclass == "UINavigationController")
        #expect(navigation.conformances == ["UIGestureRecognizerDelegate"])
        #expect(navigation.objcName == "TNThemedNavigationController")
        #expect(navigation.location == SourceModel.SourceLocation(file: "Sources/Test.swift", line: 4, column: 13))
        #expect(read.types[2].superclass == "NSObject")
        #expect(read.types[3].superclass == nil)
        #expect(read.types[3].conformances == ["Equatable"])
        #expect(read.types[5].superclass == nil)
        #expect(read.types[6].superclass == "UITableViewController")
        #expect(read.types[7].isExtension)
        #expect(read.types[7].conformances == ["Themed"])
        #expect(read.type(named: "ThemedNavigationController")?.kind == .class)
    }

    @Test("stored properties: declared type, constant initial value, didSet updating the bar")
    func storedProperties() throws {
        let read = facts("""
            class PlayerViewController: UIViewController {
                var statusBarStyle: UIStatusBarStyle = .lightContent {
                    didSet { setNeedsStatusBarAppearanceUpdate() }
                }
                var isPlaying = false {
                    didSet {
                        UIView.animate(withDuration: 0.3) { self.setNeedsStatusBarAppearanceUpdate() }
                    }
                }
                private var isDarkTheme: Bool = true { didSet { tableView.reloadData() } }
                let titleText = "Now playing"
                var volume: Double = 0.5
                lazy var overlay = OverlayView()
                static var shared = PlayerViewController()
                var computed: Int { 3 }
            }
            """)
        let type = try #require(read.types.first)
        #expect(type.properties.map(\.name) == ["statusBarStyle", "isPlaying", "isDarkTheme", "titleText", "volume", "overlay"])
        let style = try #require(type.property(named: "statusBarStyle"))
        #expect(style.declaredType == "UIStatusBarStyle")
        #expect(style.initialValue == ".lightContent")
        #expect(style.initialConstant == "lightContent")
        #expect(style.didSetUpdatesAppearance)
        #expect(style.location.line == 2)
        #expect(type.property(named: "isPlaying")?.didSetUpdatesAppearance == true)
        #expect(type.property(named: "isPlaying")?.initialConstant == "false")
        #expect(type.property(named: "isDarkTheme")?.didSetUpdatesAppearance == false)
        #expect(type.property(named: "isDarkTheme")?.declaredType == "Bool")
        #expect(type.property(named: "titleText")?.initialConstant == nil)
        #expect(type.property(named: "titleText")?.isConstant == true)
        #expect(type.property(named: "volume")?.initialConstant == "0.5")
        #expect(type.property(named: "overlay")?.initialConstant == nil)
    }
}
