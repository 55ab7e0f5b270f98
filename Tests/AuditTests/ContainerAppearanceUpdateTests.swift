import Foundation
import ProjectReading
import SourceModel
import Testing
@testable import Audit

/// `missing-appearance-update` on a custom container that changes the child it forwards to
/// (issue "Follow how real apps show screens", point 4), beyond the rule's examples: where the
/// update is made by the caller of the method that changes the child, and where a library's
/// container may make it.
@Suite("Audit: a container's child changed without an update")
struct ContainerAppearanceUpdateTests {
    let rule = "missing-appearance-update"

    func findings(_ files: [String: String]) throws -> [Finding] { try AuditTests.findings(of: rule, in: files) }

    /// A root container that keeps its children in its own `viewControllers`, forwarded through
    /// its own `topViewController`; `update` is what the method that swaps them does after the helper.
    static func container(superclass: String = "UIViewController", update: String) -> String {
        """
        import UIKit

        final class ShellViewController: \(superclass) {
            private(set) var viewControllers = [UIViewController]()

            var topViewController: UIViewController? { viewControllers.last }

            override var childForStatusBarStyle: UIViewController? { topViewController }
            override var childForStatusBarHidden: UIViewController? { topViewController }

            func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
                for child in controllers where !children.contains(child) { addChild(child) }
                install(controllers)
                \(update)
            }

            private func install(_ controllers: [UIViewController]) {
                controllers.last.map { view.addSubview($0.view) }
                viewControllers = controllers
            }
        }

        """
    }

    /// The helper changes the child; the only method that calls it updates afterwards.
    @Test func aHelperWhoseCallerUpdatesIsNotReported() throws {
        let found = try findings(["App/Shell.swift": Self.container(update: "setNeedsStatusBarAppearanceUpdate()")])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Without the caller's update, the helper's change is reported, naming both forwardings.
    @Test func aHelperWhoseCallerDoesNotUpdateIsReported() throws {
        let found = try findings(["App/Shell.swift": Self.container(update: "view.setNeedsLayout()")])
        #expect(found.map(\.location.line) == [19])
        #expect(found.first?.message.contains("the child 'ShellViewController' forwards to for childForStatusBarHidden and childForStatusBarStyle") == true)
    }

    /// A caller that updates does not cover the helper when another caller does not.
    @Test func oneCallerThatDoesNotUpdateIsEnough() throws {
        let source = Self.container(update: "setNeedsStatusBarAppearanceUpdate()")
            .replacingOccurrences(of: "    private func install", with: """
                    func reset() { install([]) }

                    private func install
                """)
        let found = try findings(["App/Shell.swift": source])
        #expect(found.count == 1, "\(found.map(\.message))")
    }

    /// A container built on a library's (vendored, read for its declarations only): the library's
    /// transitions may update.
    @Test func aContainerOnALibrarysContainerIsNotReported() throws {
        let found = try findings([
            "Pods/Drawer/DrawerController.swift": """
            import UIKit
            open class DrawerController: UIViewController {
                open func transitionDidEnd() { setNeedsStatusBarAppearanceUpdate() }
            }
            """,
            "App/Shell.swift": Self.container(superclass: "DrawerController", update: "view.setNeedsLayout()"),
        ])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
