import Foundation
import ProjectReaders
import ProjectReading
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// The Bazel fixture (Tests/Fixtures/BazelQuay/README.md), audited as any app: found from its
/// `ios_application`, its screens from the storyboard of one package and the controllers of another.
@Suite("Bazel app audit")
struct BazelAppAuditTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/BazelQuay")

    @Test func theBazelAppIsAuditedLikeAGeneratedProjectsApp() throws {
        let report = Auditor.run(AuditOptions(root: Self.root))
        #expect(report.apps.map(\.app.name) == ["Quay"])
        let app = try #require(report.apps.first)
        #expect(app.app.discovered.project == "BUILD.bazel")
        #expect(app.app.versions.deploymentTarget == IOSVersion(15))
        #expect(app.app.discovered.deviceFamily?.value == "1")
        #expect(app.app.mainStoryboardNames == ["Main"])
        #expect(app.firstScreen == "DockViewController")
        // The storyboard (package App) shows the controller of the Feature library in a plain
        // navigation controller, which answers for it.
        #expect(report.screens.map(\.screen.controller.className) == ["DockViewController"])
        let dock = try #require(report.screens.first)
        #expect(dock.screen.navigation?.controller.className == "UINavigationController")
        // One finding; none from the preview file the glob leaves out (its application setter is an
        // ineffective-application-setter when the glob takes it), none about the storyboard's
        // module 'Feature' (the app's code is in libraries: it has no one module).
        #expect(report.findings.map { "\($0.rule) \($0.location)" } == [
            "preference-swallowed-by-navigation Sources/Feature/DockViewController.swift:5:25",
        ])
        #expect(report.findings.first?.related.map(\.location) == [SourceLocation(file: "App/Resources/Main.storyboard", line: 6, column: 17)])
        #expect(report.skipped.map(\.file) == ["App/BUILD.bazel"])
        #expect(report.errors.isEmpty)
    }
}
