import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A storyboard chain a `UIViewControllerRepresentable` returns from `makeUIViewController`
/// (through a maker of the app, or loaded there): its scenes sit wherever a SwiftUI screen draws the
/// representable, under that screen's hosting controller, which decides for them (R5), or under the
/// host's own stack when its bar shows. With no SwiftUI screen drawing it, they say so.
@Suite("Audit: a storyboard chain a representable returns")
struct RepresentedChainTests {
    /// The Library storyboard: a navigation controller around the shelf, which presents the
    /// shelf's filters as a form sheet.
    private static let library = RuleExample.storyboardDocument(
        IBScene.navigation("nav", root: "shelf", customClass: "ShelfNavigationController")
            + IBScene.controller("shelf", customClass: "ShelfViewController",
                                 segues: IBScene.present("filters", style: "formSheet"))
            + IBScene.controller("filters", customClass: "ShelfFiltersViewController"),
        initial: "nav")

    /// A macOS storyboard of the same name, which no iOS app loads.
    private static let macLibrary = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="mac">
            <scenes>
                <scene sceneID="s-mac">
                    <objects>
                        <viewController id="mac" customClass="ShelfViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// `root`: what the app's window group draws; `drawn`: whether a view draws the representable.
    private static func files(root: String = "RootView()", drawn: Bool = true, withMacTwin: Bool = false) -> [String: String] {
        var files = [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Base.lproj/Library.storyboard": Self.library,
            "App/ShelfApp.swift": """
            import SwiftUI
            @main struct ShelfApp: App {
                @UIApplicationDelegateAdaptor(LibraryDelegate.self) var delegate
                var body: some Scene {
                    WindowGroup { \(root) }
                }
            }
            struct RootView: View {
                @EnvironmentObject var delegate: LibraryDelegate
                var body: some View {
                    \(drawn ? "ClassicLibraryView(delegate: delegate)" : "Text(\"Loading\")")
                }
            }
            struct StackedRootView: View {
                @EnvironmentObject var delegate: LibraryDelegate
                var body: some View {
                    NavigationStack {
                        ClassicLibraryView(delegate: delegate)
                            .navigationTitle("Library")
                    }
                }
            }
            struct ClassicLibraryView: UIViewControllerRepresentable {
                let delegate: LibraryDelegate
                func makeUIViewController(context: Context) -> UIViewController {
                    return delegate.makeClassicInterface()
                }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            """,
            "App/LibraryDelegate.swift": """
            import UIKit
            final class LibraryDelegate: NSObject, UIApplicationDelegate, ObservableObject {
                func makeClassicInterface() -> UIViewController {
                    let storyboard = UIStoryboard(name: "Library", bundle: .main)
                    guard let navigation = storyboard.instantiateInitialViewController() as? UINavigationController else {
                        return UIViewController()
                    }
                    return navigation
                }
            }
            """,
            "App/Controllers.swift": """
            import UIKit
            final class ShelfNavigationController: UINavigationController {}
            final class ShelfViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                func openBook() {
                    navigationController?.pushViewController(BookViewController(), animated: true)
                }
            }
            final class ShelfFiltersViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class BookViewController: UIViewController {}
            """,
        ]
        // (Listed before the iOS storyboard, as a package's `AppKit` folder is.)
        if withMacTwin { files["App/AppKit/Library.storyboard"] = Self.macLibrary }
        return files
    }

    /// At the window group's root, the hosting controller of the root view decides for the chain:
    /// the shelf's own `preferredStatusBarStyle` is never asked; its stack, its form sheet and what
    /// its code pushes are placed there.
    @Test func theChainSitsUnderTheHostingControllerOfTheViewThatDrawsIt() throws {
        let model = try auditModel(Self.files())
        let shelf = try #require(screen(model, "ShelfViewController"))
        #expect(shelf.screen.unknownContext == nil)
        #expect(shelf.screen.navigation?.controller.className == "ShelfNavigationController")
        #expect(shelf.screen.tabBarClass == "RootView")
        #expect(shelf.screen.representable == "ClassicLibraryView")
        #expect(shelf.screen.heldByHosting)
        #expect(shelf.prediction.styleDecidedBy.name == "RootView")
        #expect(shelf.prediction.light.style == .default)
        let filters = try #require(screen(model, "ShelfFiltersViewController"))
        #expect(filters.screen.presentation?.style == .formSheet)
        #expect(filters.prediction.styleDecidedBy.name == "RootView")
        // Its answer is never asked, but no capture would let it decide: the presentation rule is silent.
        #expect(PreferenceSwallowedByPresentation().check(model).isEmpty)
        let book = try #require(screen(model, "BookViewController"))
        #expect(book.screen.unknownContext == nil)
        #expect(book.screen.navigation?.controller.className == "ShelfNavigationController")
        #expect(book.prediction.styleDecidedBy.name == "RootView")
    }

    /// Drawn in a stack whose bar shows, the stack decides, as for the view itself.
    @Test func inAStackWhoseBarShowsTheStackDecides() throws {
        let model = try auditModel(Self.files(root: "StackedRootView()"))
        let shelf = try #require(screen(model, "ShelfViewController"))
        #expect(shelf.screen.unknownContext == nil)
        #expect(shelf.screen.navigation?.controller.className == "NavigationStack")
        #expect(shelf.screen.representable == "ClassicLibraryView")
        #expect(!shelf.screen.heldByHosting)
        #expect(shelf.prediction.styleDecidedBy.name == "NavigationStack")
    }

    /// A representable no SwiftUI screen draws: the chain's scenes are not placed, and say why.
    @Test func aRepresentableNothingDrawsLeavesTheChainUnplaced() throws {
        let model = try auditModel(Self.files(drawn: false))
        let shelf = try #require(screen(model, "ShelfViewController"))
        let why = try #require(shelf.screen.unknownContext)
        #expect(why.contains("representable 'ClassicLibraryView'"))
        #expect(why.contains("no SwiftUI screen the audit follows draws it"))
    }

    /// A macOS storyboard of the same name in the folder (a package's AppKit resources) is not the
    /// one an iOS app loads: the iOS chain is placed, and the Mac scene is no screen.
    @Test func aMacStoryboardOfTheSameNameIsNotLoaded() throws {
        let model = try auditModel(Self.files(withMacTwin: true))
        let shelves = model.screens.filter { $0.screen.controller.className == "ShelfViewController" }
        #expect(shelves.count == 1)
        #expect(shelves.first?.screen.navigation?.controller.className == "ShelfNavigationController")
        #expect(!model.screens.contains { if case .storyboard(let file, _) = $0.screen.origin { file.hasPrefix("App/AppKit/") } else { false } })
    }
}
