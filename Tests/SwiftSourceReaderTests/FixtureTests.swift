import Foundation
import SourceModel
import SwiftSourceReader
import Testing

/// The facts of the hand-written fixture files, read from disk as the audit reads them.
@Suite("Fixture files")
struct FixtureTests {
    private func read(_ name: String) throws -> SourceFacts {
        let result = SwiftSourceReader.read(fileAtPath: fixturesFolder() + "/" + name, relativePath: "App/" + name)
        guard case .facts(let facts) = result else {
            Issue.record("\(name) was skipped")
            throw CancellationError()
        }
        return facts
    }

    @Test("a Swift 2 file: method overrides, capitalised cases, sharedApplication, Swift 2 setters")
    func swift2File() throws {
        let facts = try read("LegacyAppDelegate.swift")
        #expect(facts.issues.isEmpty)
        #expect(facts.path == "App/LegacyAppDelegate.swift")
        #expect(facts.overrides.map(\.member) == [.preferredStatusBarStyle, .prefersStatusBarHidden])
        #expect(facts.overrides.map(\.answer) == [.constant("lightContent"), .constant("false")])
        #expect(facts.deprecatedUses.map(\.api) == [.statusBarStyle, .setStatusBarHidden])
        #expect(facts.deprecatedUses.map(\.isApplicationSetter) == [true, true])
        #expect(facts.deprecatedUses.first?.location == SourceModel.SourceLocation(file: "App/LegacyAppDelegate.swift", line: 9, column: 43))
        #expect(facts.assignments.map(\.property.name) == ["navigationBar.barStyle", "view.backgroundColor", "modalPresentationStyle"])
        #expect(facts.assignments[0].controller == "UINavigationBar.appearance()")
        #expect(facts.assignments.map(\.value) == [.enumCase("black"), .color(.system("white")), .enumCase("overFullScreen")])
        #expect(facts.assignments[2].controllerClass == "AboutViewController")
        #expect(facts.calls.map(\.kind) == [.present])
        #expect(facts.calls.first?.presentedClass == "AboutViewController")
    }

    @Test("a player: stored state with didSet, a Boolean answer, capture, a sheet")
    func player() throws {
        let facts = try read("PlayerViewController.swift")
        let type = try #require(facts.type(named: "PlayerViewController"))
        #expect(type.property(named: "isPlaying")?.didSetUpdatesAppearance == true)
        #expect(type.property(named: "controlsVisible")?.didSetUpdatesAppearance == false)
        #expect(facts.overrides.first?.answer == .conditional(values: ["false", "true"], dependsOn: ["controlsVisible", "isPlaying"]))
        #expect(facts.assignments.map(\.property.name) == [
            "view.backgroundColor", "modalPresentationCapturesStatusBarAppearance", "controlsVisible", "modalPresentationStyle",
        ])
        #expect(facts.calls.map(\.kind) == [.setNeedsStatusBarAppearanceUpdate, .setNeedsStatusBarAppearanceUpdate, .present])
        #expect(facts.calls.map(\.enclosingFunction) == ["isPlaying.didSet", "toggleControls", "showQueue"])
    }

    @Test("navigation controllers: forwarding, nested class, the @objc name")
    func navigation() throws {
        let facts = try read("ThemedNavigationController.swift")
        #expect(facts.types.map(\.name) == [
            "ThemedNavigationController", "ThemedNavigationController.Transition", "ModalNavigationController",
        ])
        #expect(facts.types.first?.objcName == "WXThemedNavigationController")
        #expect(facts.types.last?.superclass == "ThemedNavigationController")
        #expect(facts.overrides.map(\.answer) == [.forward("topViewController"), .forward("topViewController"), .forward("topViewController")])
        #expect(facts.overrides.map(\.fallback) == [nil, nil, "default"])
    }

    @Test("SwiftUI: modifiers apart from the hosting controller's override")
    func swiftUI() throws {
        let facts = try read("SettingsView.swift")
        #expect(facts.swiftUIModifiers.map(\.kind) == [.preferredColorScheme, .statusBarHidden])
        #expect(facts.overrides.map(\.typeName) == ["SettingsHostingController"])
        #expect(facts.types.first { $0.name == "SettingsHostingController" }?.superclass == "UIHostingController")
    }

    @Test("a file that does not parse: the error and the rest")
    func broken() throws {
        let facts = try read("Broken.swift")
        let issue = try #require(facts.issues.first)
        #expect(issue.location == SourceModel.SourceLocation(file: "App/Broken.swift", line: 6, column: 38))
        #expect(issue.sourceLine == "    func configure(with model: Model {")
        #expect(issue.description.hasSuffix("\n" + String(repeating: " ", count: 37) + "^"))
        #expect(facts.types.map(\.name) == ["HalfWrittenViewController", "AfterTheErrorViewController"])
        #expect(facts.overrides.count == 1)
    }

    @Test("reading is deterministic")
    func deterministic() throws {
        for name in ByteScanTests.fixtureNames {
            #expect(try read(name) == read(name))
        }
    }
}
