import Foundation
import SourceModel
import SwiftSourceReader
import Testing

@Suite("Byte scans")
struct ByteScanTests {
    static let fixtureNames = [
        "Broken.swift", "LegacyAppDelegate.swift", "PlayerViewController.swift", "SettingsView.swift",
        "ThemedNavigationController.swift", "Tricky.swift",
    ]

    private func bytes(of name: String) throws -> [UInt8] {
        let data = try #require(FileManager.default.contents(atPath: fixturesFolder() + "/" + name))
        return [UInt8](data)
    }

    /// What a class declaration is, as both readers see it.
    private struct ClassKey: Hashable, CustomStringConvertible {
        var name: String
        var superclass: String?
        var conformances: [String]
        var objcName: String?
        var location: SourceModel.SourceLocation
        init(_ type: TypeDecl) {
            (name, superclass, conformances, objcName, location) =
                (type.name, type.superclass, type.conformances, type.objcName, type.location)
        }
        var description: String { "\(name): \(superclass ?? "-") \(conformances) @objc(\(objcName ?? "")) \(location)" }
    }

    @Test("declaredClasses agrees with the full parse on every fixture", arguments: fixtureNames)
    func agreesWithFullParse(_ name: String) throws {
        let source = try bytes(of: name)
        let full = SwiftSourceReader.read(bytes: source, relativePath: name).types.filter { $0.kind == .class }
        let scanned = SwiftSourceReader.declaredClasses(in: source, relativePath: name)
        #expect(!scanned.isEmpty)
        #expect(scanned.map(ClassKey.init) == full.map(ClassKey.init))
    }

    @Test("the tricky fixture: comments, strings and #if false hide classes; nesting and escapes are read")
    func tricky() throws {
        let scanned = SwiftSourceReader.declaredClasses(in: try bytes(of: "Tricky.swift"), relativePath: "Tricky.swift")
        #expect(scanned.map(\.name) == [
            "DebugMenuViewController", "ReleaseMenuViewController", "Default", "Default.Layout.Metrics",
            "UIViewController.Helper", "GenericBase", "LegacyController", "ImageCache.Entry",
        ])
        #expect(scanned.first { $0.name == "UIViewController.Helper" }?.superclass == "Base")
        #expect(scanned.first { $0.name == "UIViewController.Helper" }?.conformances == ["Refreshable"])
        #expect(scanned.first { $0.name == "GenericBase" }?.superclass == "UIViewController")
        #expect(scanned.first { $0.name == "LegacyController" }?.objcName == "XYZLegacyController")
    }

    @Test("a broken file still gives its classes to the scan")
    func brokenFile() throws {
        let scanned = SwiftSourceReader.declaredClasses(in: try bytes(of: "Broken.swift"), relativePath: "Broken.swift")
        #expect(scanned.map(\.name) == ["HalfWrittenViewController", "AfterTheErrorViewController"])
    }

    @Test("needsFullParse: true for files with facts, false for plain model code", arguments: [
        ("override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }", true),
        ("UIApplication.shared.open(url)", true),
        ("present(vc, animated: true)", true),
        ("navigationController?.pushViewController(vc, animated: true)", true),
        ("show(detail, sender: nil)", true),
        ("vc.modalPresentationStyle = .fullScreen", true),
        ("class A: UIViewController { func f() { overrideUserInterfaceStyle = .dark } }", true),
        ("class A: UIViewController { func f() { navigationBar.barStyle = .black } }", true),
        ("class A: UIViewController { func f() { view.backgroundColor = .white } }", true),
        ("view.backgroundColor = .white", false),
        ("final class Cell: UITableViewCell { func f() { backgroundColor = .clear } }", false),
        ("final class Nav: UINavigationController {}", true),
        ("final class Tabs: UITabBarController {}", true),
        ("let h = view.window?.windowScene?.statusBarManager?.statusBarFrame", true),
        ("Text(\"Hi\").statusBarHidden()", true),
        ("struct User: Codable { let id: Int; let name: String }", false),
        ("final class FeedViewModel { func load() async throws -> [Item] { [] } }", false),
        ("func presentation() {}", false),
        ("", false),
    ])
    func needsFullParse(source: String, expected: Bool) {
        #expect(SwiftSourceReader.needsFullParse(Array(source.utf8)) == expected)
    }

    @Test("every fixture with facts needs a full parse")
    func fixturesNeedParse() throws {
        for name in Self.fixtureNames where name != "Tricky.swift" && name != "Broken.swift" {
            let source = try bytes(of: name)
            let read = SwiftSourceReader.read(bytes: source, relativePath: name)
            let hasFacts = !read.overrides.isEmpty || !read.assignments.isEmpty || !read.calls.isEmpty
                || !read.deprecatedUses.isEmpty || !read.swiftUIModifiers.isEmpty
            #expect(hasFacts)
            #expect(SwiftSourceReader.needsFullParse(source))
        }
    }
}
