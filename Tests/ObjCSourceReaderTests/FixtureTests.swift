import Foundation
import ObjCSourceReader
import SourceModel
import Testing

/// The facts of the hand-written fixture files, read from disk as the audit reads them.
@Suite("Fixture files")
struct FixtureTests {
    private func read(_ name: String) throws -> SourceFacts {
        let result = ObjCSourceReader.read(fileAtPath: fixturesFolder() + "/" + name, relativePath: "Lantern/" + name)
        guard case .facts(let facts) = result else {
            Issue.record("\(name) was skipped")
            throw CancellationError()
        }
        #expect(facts.issues.isEmpty, "\(facts.issues)")
        #expect(facts.language == .objc)
        return facts
    }

    @Test("a category on UINavigationController forwarding both questions")
    func category() throws {
        let facts = try read("UINavigationController+Style.m")
        #expect(facts.types.map(\.name) == ["UINavigationController"])
        #expect(facts.types.first?.categoryName == "Style")
        #expect(facts.overrides.map(\.member) == [.childForStatusBarStyle, .childForStatusBarHidden])
        #expect(facts.overrides.map(\.answer) == [.forward("topViewController"), .forward("topViewController")])
        #expect(facts.overrides.map(\.inExtension) == [true, true])
        #expect(facts.overrides.first?.location == SourceLocation(file: "Lantern/UINavigationController+Style.m", line: 14, column: 23))
        let header = try read("UINavigationController+Style.h")
        #expect(header.types.map(\.kind) == [.extension])
        #expect(header.overrides.isEmpty)
    }

    @Test("a navigation controller subclass: header and implementation")
    func navigationController() throws {
        let header = try read("LNThemedNavigationController.h")
        let type = try #require(header.type(named: "LNThemedNavigationController"))
        #expect(type.superclass == "UINavigationController")
        #expect(type.conformances == ["UINavigationControllerDelegate"])
        #expect(type.properties.map(\.name) == ["theme", "fallbackStyle", "translucentBar"])
        #expect(type.properties.map(\.declaredType) == ["LNTheme", "UIStatusBarStyle", "BOOL"])

        let facts = try read("LNThemedNavigationController.m")
        #expect(facts.types.map(\.kind) == [.extension])
        #expect(facts.overrides.map(\.member) == [.preferredStatusBarStyle, .prefersStatusBarHidden, .preferredStatusBarUpdateAnimation])
        #expect(facts.overrides.map(\.answer) == [.forward("topViewController"), .forward("topViewController"), .constant("fade")])
        #expect(facts.overrides.map(\.fallback) == ["lightContent", "false", nil])
        #expect(facts.assignments.map(\.property.name) == [
            "navigationBar.barStyle", "navigationBar.barTintColor", "view.backgroundColor", "isNavigationBarHidden",
        ])
        #expect(facts.assignments[0].value == .other)
        #expect(facts.assignments[2].value == .color(.system("systemBackground")))
        #expect(facts.calls.map(\.kind) == [.setNeedsStatusBarAppearanceUpdate, .setNavigationBarHidden])
        #expect(facts.calls.first?.receiver == "weakSelf")
        #expect(facts.calls.map(\.enclosingFunction) == ["viewDidLoad", "navigationController:willShowViewController:animated:"])
    }

    @Test("an app delegate calling the deprecated setters in controller-based mode")
    func appDelegate() throws {
        let facts = try read("LNAppDelegate.m")
        #expect(facts.types.map(\.name) == ["LNAppDelegate"])
        #expect(facts.deprecatedUses.map(\.api) == [
            .setStatusBarStyle, .setStatusBarHidden, .networkActivityIndicatorVisible, .statusBarFrame,
        ])
        #expect(facts.deprecatedUses.map(\.access) == [.call, .call, .write, .read])
        #expect(facts.deprecatedUses.map(\.isApplicationSetter) == [true, true, false, false])
        #expect(facts.deprecatedUses.first?.value == .enumCase("lightContent"))
        #expect(facts.deprecatedUses.first?.location == SourceLocation(file: "Lantern/LNAppDelegate.m", line: 26, column: 40))
        let root = try #require(facts.assignments.first)
        #expect(facts.assignments.count == 1)
        #expect(root.watched == .windowRootViewController)
        #expect(root.assignedController == ControllerReference(className: "LNThemedNavigationController", rootClass: "LNFeedViewController"))
    }

    @Test("Objective-C++: templates, namespaces and lambdas around the controller")
    func objectiveCPlusPlus() throws {
        let facts = try read("LNPlayerBridge.mm")
        #expect(facts.types.map(\.name) == ["LNPlayerViewController"])
        #expect(facts.types.first?.properties.map(\.name) == ["playing", "state"])
        #expect(facts.overrides.map(\.answer) == [.storedProperty(name: "playing"), .constant("lightContent")])
        #expect(facts.assignments.map(\.property.name) == ["view.backgroundColor", "playing", "modalPresentationCapturesStatusBarAppearance"])
        #expect(facts.assignments[1].receiver == "weakSelf")
        #expect(facts.calls.map(\.kind) == [.setNeedsStatusBarAppearanceUpdate])
    }
}
