import Foundation
@testable import ProjectReaders
import SourceModel
import StatusBarEngine
import TestSupport
import Testing
@testable import Audit

/// The local Swift packages an app target links (`packageProductDependencies`): their `Sources`
/// are the app's code, as a linked framework's are. A package named by its folder
/// (`XCLocalSwiftPackageReference`) and one dragged into the project (a product with no package
/// named, found by a `Sources/<Product>` folder) are both the app's; a package it does not link is not.
@Suite("Audit: the app's local packages")
struct LocalPackageTests {
    /// An app target (App/) linking the product `Dock` when `linking` says how: `"local"` through a
    /// local package reference, `"unnamed"` through a product with no package, `""` not at all.
    static func project(linking: String) -> String {
        XcodeProjects.oneAppTarget(name: "Harbor", source: "App/HomeViewController.swift", deploymentTarget: "17.0",
                                   localPackage: linking.isEmpty ? nil : "Packages/Dock", packageNamed: linking == "local")
    }

    static func example(linking: String) -> RuleExample {
        RuleExample([
            "Harbor.xcodeproj/project.pbxproj": project(linking: linking),
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/HomeViewController.swift": """
                import UIKit
                import Dock
                final class HomeViewController: UIViewController {
                    func openDock() {
                        let dock = DockViewController()
                        dock.modalPresentationStyle = .fullScreen
                        present(dock, animated: true)
                    }
                }
                """,
            "Packages/Dock/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Dock", platforms: [.iOS(.v16)],
                                      products: [.library(name: "Dock", targets: ["Dock"])],
                                      targets: [.target(name: "Dock", dependencies: ["Berths"]), .target(name: "Berths")])
                """,
            "Packages/Dock/Sources/Dock/DockViewController.swift": """
                import UIKit
                import Berths
                public final class DockViewController: UIViewController {
                    func openBerth() {
                        let berth = BerthViewController()
                        berth.modalPresentationStyle = .fullScreen
                        present(berth, animated: true)
                    }
                }
                """,
            "Packages/Dock/Sources/Berths/BerthViewController.swift": """
                import UIKit
                public final class BerthViewController: UIViewController {
                    public override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                    public override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = .white
                    }
                }
                """,
            "Packages/Dock/Tests/DockTests/DockTests.swift": """
                import UIKit
                final class ProbeViewController: UIViewController {}
                func probe(_ host: UIViewController) { host.present(ProbeViewController(), animated: true) }
                """,
        ])
    }

    @Test("a linked local package's code is the app's: its presentations are screens, its findings count",
          arguments: ["local", "unnamed"])
    func linkedPackageIsTheApps(linking: String) throws {
        let audited = try MixedProjectTests.audit(Self.example(linking: linking))
        let app = try #require(audited.model.apps.first?.app)
        #expect(app.discovered.localPackages == ["Packages/Dock"])
        // The package's other target, which its product depends on, is read too; its tests are not.
        let berth = try #require(audited.screen("BerthViewController"))
        #expect(berth.prediction.light.style == .lightContent)
        #expect(audited.screen("ProbeViewController") == nil)
        let f = try #require(audited.rules("unreadable-status-bar").first)
        #expect(f.location.file == "Packages/Dock/Sources/Berths/BerthViewController.swift")
    }

    /// A product with no package named that is none of the package's target folders but a library
    /// its manifest declares (`MastodonSDKDynamic`, whose targets are `MastodonUI`…) is that package's.
    @Test("a library product the manifest declares, linked with no package named", arguments: [("DockKit", true), ("Elsewhere", false)])
    func unnamedLibraryProduct(product: String, linked: Bool) throws {
        let example = Self.example(linking: "unnamed")
            .adding("Harbor.xcodeproj/project.pbxproj", XcodeProjects.oneAppTarget(
                name: "Harbor", source: "App/HomeViewController.swift", deploymentTarget: "17.0",
                localPackage: "Packages/Dock", packageNamed: false, product: product))
            .adding("Packages/Dock/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Dock", platforms: [.iOS(.v16)],
                                      products: [
                                          .library(
                                              name: "DockKit",
                                              type: .dynamic,
                                              targets: ["Dock"])
                                      ],
                                      targets: [.target(name: "Dock", dependencies: ["Berths"]), .target(name: "Berths")])
                """)
        let audited = try MixedProjectTests.audit(example)
        #expect(audited.model.apps.first?.app.discovered.localPackages == (linked ? ["Packages/Dock"] : []))
        #expect((audited.screen("BerthViewController") != nil) == linked)
    }

    @Test func libraryProductsOfAManifest() {
        let manifest = """
            products: [.library(name: "Kit", targets: ["Kit"]),
                       .library(
                           name: "KitDynamic", type: .dynamic, targets: ["Kit"]),
                       .executable(name: "tool", targets: ["Tool"]),
                       .library(type: .static, name: "Odd", targets: [])]
            """
        #expect(LocalPackages.libraryProducts(manifest) == ["Kit", "KitDynamic"])
    }

    @Test func aPackageTheAppDoesNotLinkIsNotTheApps() throws {
        let audited = try MixedProjectTests.audit(Self.example(linking: ""))
        #expect(audited.model.apps.first?.app.discovered.localPackages == [])
        #expect(audited.screen("BerthViewController") == nil)
        #expect(audited.rules("unreadable-status-bar").isEmpty)
    }

    /// A package the linked one depends on by path (`.package(path: "../Kit")`) is the app's too,
    /// and so is a package whose targets sit in folders of their own (`Kit/Dialogs/Sources/Dialogs`).
    @Test func aPackageALinkedPackageDependsOnIsTheAppsToo() throws {
        var example = Self.example(linking: "local")
        example = example
            .adding("Packages/Dock/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Dock", platforms: [.iOS(.v16)],
                                      products: [.library(name: "Dock", targets: ["Dock"])],
                                      dependencies: [.package(path: "../Kit")],
                                      targets: [.target(name: "Dock", dependencies: ["Berths", "Dialogs"]), .target(name: "Berths")])
                """)
            .adding("Packages/Kit/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", products: [.library(name: "Dialogs", targets: ["Dialogs"])],
                                      targets: [.target(name: "Dialogs", path: "Dialogs/Sources/Dialogs")])
                """)
            .adding("Packages/Kit/Dialogs/Sources/Dialogs/ReceiptViewController.swift", """
                import UIKit
                public final class ReceiptViewController: UIViewController {
                    public static func show(from host: UIViewController) {
                        let receipt = ReceiptViewController()
                        receipt.modalPresentationStyle = .fullScreen
                        host.present(receipt, animated: true)
                    }
                    public override var prefersStatusBarHidden: Bool { true }
                }
                """)
            .adding("Packages/Dock/Sources/Dock/DockViewController.swift", """
                import UIKit
                import Berths
                import Dialogs
                public final class DockViewController: UIViewController {
                    func openBerth() {
                        let berth = BerthViewController()
                        berth.modalPresentationStyle = .fullScreen
                        present(berth, animated: true)
                    }
                    func openReceipt() {
                        let receipt = ReceiptViewController()
                        receipt.modalPresentationStyle = .fullScreen
                        present(receipt, animated: true)
                    }
                }
                """)
        let audited = try MixedProjectTests.audit(example)
        #expect(audited.model.apps.first?.app.discovered.localPackages == ["Packages/Dock", "Packages/Kit"])
        let receipt = try #require(audited.screen("ReceiptViewController"))
        #expect(receipt.prediction.hidden == true)
    }

    /// A class that inherits a type alias of a controller class (`typealias BaseViewController =
    /// UIViewController`, one branch of an `#if`) is a controller: its presentation is a screen
    /// with its own answers.
    @Test func aClassInheritingATypeAliasOfAControllerIsAController() throws {
        let example = Self.example(linking: "local")
            .adding("Packages/Dock/Sources/Dock/GameViewController.swift", """
                import UIKit
                #if os(macOS)
                public typealias BaseViewController = NSViewController
                #elseif USE_METAL
                public typealias BaseViewController = UIViewController
                #else
                public typealias BaseViewController = UIViewController
                #endif
                public typealias Completion = (Bool) -> Void

                public final class GameViewController: BaseViewController {
                    public override var prefersStatusBarHidden: Bool { true }
                    public static func play(from host: UIViewController) {
                        let game = GameViewController()
                        game.modalPresentationStyle = .fullScreen
                        host.present(game, animated: true)
                    }
                }
                """)
        let audited = try MixedProjectTests.audit(example)
        #expect(audited.model.graph.kind(of: "GameViewController") == .viewController)
        let game = try #require(audited.screen("GameViewController"))
        #expect(game.prediction.hidden == true)
    }
}
