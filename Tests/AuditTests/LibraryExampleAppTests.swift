import Foundation
import ProjectReaders
import SourceModel
import TestSupport
import Testing
@testable import Audit

/// An Xcode project inside a CocoaPods library's folder (a copied or vendored library with its
/// `.podspec`) is the library's: its example or test apps are not the repository's apps.
@Suite("Audit: a library's example app")
struct LibraryExampleAppTests {
    static let controller = "import UIKit\nfinal class HomeViewController: UIViewController {}\n"

    @Test func anAppInsideALibrarysFolderIsSkippedWithItsReason() throws {
        let (root, _) = try Markers.write(RuleExample([
            "Harbor.xcodeproj/project.pbxproj": XcodeProjects.oneAppTarget(name: "Harbor", source: "App/HomeViewController.swift",
                                                                           deploymentTarget: "16.0"),
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/HomeViewController.swift": Self.controller,
            "External/Rings/Rings.podspec": "Pod::Spec.new do |s|\n  s.name = 'Rings'\nend\n",
            "External/Rings/Example/RingsExample.xcodeproj/project.pbxproj": XcodeProjects.oneAppTarget(
                name: "RingsExample", source: "App/HomeViewController.swift", deploymentTarget: "16.0"),
            "External/Rings/Example/App/Info.plist": RuleExample.infoPlist([:]),
            "External/Rings/Example/App/HomeViewController.swift": Self.controller,
        ]))
        defer { try? FileManager.default.removeItem(at: root) }
        let inventory = ProjectInventory.read(root: root)
        #expect(inventory.apps.map(\.name) == ["Harbor"])
        let skip = try #require(inventory.skipped.first { $0.file.hasPrefix("External/Rings/Example/") })
        #expect(skip.reason.contains("an app of the library in 'External/Rings' ('External/Rings/Rings.podspec')"))
    }

    @Test func aPodspecAtTheRootMakesNoAppALibrarys() throws {
        let (root, _) = try Markers.write(RuleExample([
            "Harbor.xcodeproj/project.pbxproj": XcodeProjects.oneAppTarget(name: "Harbor", source: "App/HomeViewController.swift",
                                                                           deploymentTarget: "16.0"),
            "Harbor.podspec": "Pod::Spec.new do |s|\n  s.name = 'Harbor'\nend\n",
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/HomeViewController.swift": Self.controller,
        ]))
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(ProjectInventory.read(root: root).apps.map(\.name) == ["Harbor"])
    }
}
