import Foundation
import SourceModel
import Testing
@testable import ProjectReaders

/// Bazel workspaces whose apps are rules_apple `ios_application`s: the fixture
/// `Tests/Fixtures/BazelQuay`, labels, globs, and BUILD files the reader cannot use.
@Suite("Bazel BUILD files")
struct BazelProjectTests {
    @Test func theFixturesApplicationIsFoundWithItsSettingsAndCode() throws {
        let inventory = ProjectInventory.read(root: Fixtures.url("BazelQuay"))
        #expect(inventory.apps.map(\.name) == ["Quay"])
        let app = try #require(inventory.apps.first)
        #expect(app.project == "BUILD.bazel")
        #expect(app.location == SourceLocation(file: "BUILD.bazel", line: 5, column: 12))
        #expect(app.infoPlist.file == "App/Info.plist")
        #expect(app.infoPlist.values["UIMainStoryboardFile"]?.string == "Main")
        #expect(app.deploymentTarget == Located("15.0", key: "IPHONEOS_DEPLOYMENT_TARGET",
                                                 location: SourceLocation(file: "BUILD.bazel", line: 10, column: 26)))
        #expect(app.deviceFamily == Located("1", key: "TARGETED_DEVICE_FAMILY",
                                             location: SourceLocation(file: "BUILD.bazel", line: 7, column: 16)))
        #expect(!app.isPadOnly)
        // The glob's exclude leaves the preview out; the Feature glob does not enter the Berths
        // package, whose files come from its own objc_library; the tests' folder is excluded.
        #expect(app.sourceFiles == [
            "App/Sources/AppDelegate.swift",
            "Sources/Feature/Berths/QYBerthListController.h",
            "Sources/Feature/Berths/QYBerthListController.m",
            "Sources/Feature/DockViewController.swift",
        ])
        #expect(app.resourceFiles == [
            "App/Resources/Assets.xcassets/AccentColor.colorset/Contents.json",
            "App/Resources/Assets.xcassets/Contents.json",
            "App/Resources/LaunchScreen.storyboard",
            "App/Resources/Main.storyboard",
        ])
        #expect(app.synchronizedFolders.isEmpty)
        #expect(app.hasSwiftSources)
        // The code is in three libraries, each its own module: no one module name.
        #expect(app.frameworks == ["QuayApp", "Feature", "Berths"])
        #expect(app.moduleName == nil)
        #expect(inventory.errors.isEmpty, "\(inventory.errors)")
        #expect(inventory.skipped == [
            SkippedFile(file: "App/BUILD.bazel", reason: "line 20, column 9: the dependency '@swiftpkg_lottie//:Lottie' is in "
                        + "another repository: its code is not in the audited folder"),
        ])
    }

    @Test("labels resolve against their package", arguments: [
        (":Lib", "App", BazelBuildReader.Label.local(package: "App", name: "Lib")),
        ("Lib", "App", .local(package: "App", name: "Lib")),
        ("Resources/Main.storyboard", "App", .local(package: "App", name: "Resources/Main.storyboard")),
        ("//Sources/Feature:Feature", "", .local(package: "Sources/Feature", name: "Feature")),
        ("//Sources/Feature", "App", .local(package: "Sources/Feature", name: "Feature")),
        ("//:Quay", "App", .local(package: "", name: "Quay")),
        ("@//Sources/Feature", "", .local(package: "Sources/Feature", name: "Feature")),
        ("@@//App:Info.plist", "", .local(package: "App", name: "Info.plist")),
        ("@swiftpkg_lottie//:Lottie", "App", .external),
        ("@rules_swift//swift", "", .external),
        ("//", "", .invalid),
        ("//App:", "", .invalid),
    ])
    func labels(text: String, package: String, expected: BazelBuildReader.Label) {
        #expect(BazelBuildReader.label(text, in: package) == expected)
    }

    @Test("glob patterns match as Bazel's do", arguments: [
        ("**/*.swift", "A.swift", true),
        ("**/*.swift", "Views/Deep/A.swift", true),
        ("Sources/**/*.swift", "Sources/A.swift", true),
        ("Sources/**/*.swift", "Other/A.swift", false),
        ("*.swift", "Views/A.swift", false),
        ("*.m", "A.mm", false),
        ("*Preview.swift", "DockPreview.swift", true),
        ("Tests/**", "Tests/Unit/ATests.swift", true),
        ("Resources/*.xcassets/**", "Resources/Assets.xcassets/Contents.json", true),
        ("a*b*c", "aXXbYc", true),
        ("a*b*c", "aXXbYd", false),
    ])
    func globs(pattern: String, path: String, matches: Bool) {
        let split = { (s: String) in ArraySlice(s.split(separator: "/")) }
        #expect(BazelBuildReader.matches(split(pattern), split(path)) == matches)
    }

    @Test func aBuildFileWithoutAnApplicationIsNoProject() throws {
        let folder = try TemporaryFolder("bazel-none")
        defer { folder.remove() }
        // Another language's rules, and a shell script named BUILD (as some repositories have).
        try folder.write("""
            load("@rules_python//python:defs.bzl", "py_binary")

            py_binary(name = "lint", srcs = ["lint.py"])

            """, to: "tools/BUILD.bazel")
        try folder.write("#!/bin/sh\nset -e\nxcodebuild -scheme \"$1\" build\n", to: "build-scripts/BUILD")
        try folder.write("import UIKit\n\nfinal class A: UIViewController {}\n", to: "tools/A.swift")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.isEmpty)
        #expect(inventory.skipped.isEmpty, "\(inventory.skipped)")
        #expect(inventory.errors.isEmpty)
        #expect(ProjectManifest(fileName: "BUILD") == .bazel)
        #expect(ProjectManifest(fileName: "BUILD.bazel") == .bazel)
        #expect(ProjectManifest.bazel.isSwift == false)
    }

    @Test func aMalformedBuildFileIsALocatedErrorAndTheOtherAppsAreRead() throws {
        let folder = try TemporaryFolder("bazel-bad")
        defer { folder.remove() }
        try folder.write("""
            ios_application(
                name = "Ferry",
                families = ["iphone", "ipad"],
                deps = [":Ferry"
            )

            """, to: "Ferry/BUILD.bazel")
        try folder.write("""
            ios_application(
                name = 'Tug',
                families = ['ipad'],
                infoplists = ['Info.plist'],
            )

            """, to: "Tug/BUILD")
        try folder.write(AppDiscoveryTests.plist(""), to: "Tug/Info.plist")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.map(\.name) == ["Tug"])
        #expect(inventory.apps.first?.isPadOnly == true)
        #expect(inventory.apps.first?.infoPlist.file == "Tug/Info.plist")
        #expect(inventory.skipped == [SkippedFile(file: "Ferry/BUILD.bazel",
                                                  reason: "line 5, column 1: expected ']' to close the '[' of line 4, column 12, found ')'")])
        let error = try #require(inventory.errors.first)
        #expect(error.sourceLine == ")")
        #expect(error.description.hasPrefix("Ferry/BUILD.bazel:5:1: error:"))
    }

    @Test func anUnterminatedStringIsLocatedAtItsStart() throws {
        #expect(throws: LocatedError("unterminated string literal: expected a closing '\"'",
                                     at: SourceLocation(file: "BUILD", line: 2, column: 12), sourceLine: "    name = \"Ferry,")) {
            _ = try StarlarkText.calls("ios_application(\n    name = \"Ferry,\n)\n".bytes, file: "BUILD")
        }
    }

    @Test func whatIsNotReadIsSaidWithItsPlaceAndTheRestIsUsed() throws {
        let folder = try TemporaryFolder("bazel-notes")
        defer { folder.remove() }
        try folder.write("workspace(name = \"pier\")\n", to: "WORKSPACE")
        try folder.write("""
            load("//build:defs.bzl", "IOS_VERSION")

            ios_application(
                name = "Pier",
                families = ["iphone", "tv"],
                infoplists = [":Info.plist", ":Extra.plist"],
                minimum_os_version = IOS_VERSION,
                deps = [
                    ":PierLib",
                    ":Proto",
                    "//Missing:Thing",
                    "//Broken",
                ] + select({"//conditions:default": []}),
            )

            ios_application(
                name = "Pier" + SUFFIX,
            )

            swift_library(
                name = "PierLib",
                srcs = ["PierViewController.swift", "Gone.swift"] + glob(["Extra/*.swift"], exclude = SKIPPED),
            )

            cc_library(name = "Proto", srcs = ["proto.cc"])

            """, to: "Pier/BUILD.bazel")
        try folder.write(AppDiscoveryTests.plist(""), to: "Pier/Info.plist")
        try folder.write(AppDiscoveryTests.plist(""), to: "Pier/Extra.plist")
        try folder.write("import UIKit\n\nfinal class PierViewController: UIViewController {}\n", to: "Pier/PierViewController.swift")
        try folder.write("swift_library(name = \"Broken\", srcs = [\"A.swift\"\n", to: "Broken/BUILD.bazel")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.map(\.name) == ["Pier"])
        let app = try #require(inventory.apps.first)
        #expect(app.infoPlist.file == "Pier/Info.plist")
        #expect(app.deviceFamily?.value == "1")
        #expect(app.deploymentTarget == nil)
        #expect(app.sourceFiles == ["Pier/PierViewController.swift"])
        #expect(app.frameworks == ["PierLib"])
        #expect(inventory.skipped.map { "\($0.file) \($0.reason)" } == [
            "Broken/BUILD.bazel line 1, column 39: expected ']' to close this '[' before the end of the file",
            "Pier/BUILD.bazel line 10, column 9: the dependency ':Proto' is a 'cc_library', which is not read",
            "Pier/BUILD.bazel line 11, column 9: the label '//Missing:Thing' names the package '//Missing', which has no BUILD file in the audited folder",
            "Pier/BUILD.bazel line 13, column 9: a dependency is not read: the call 'select(…)', which is not evaluated",
            "Pier/BUILD.bazel line 17, column 12: an ios_application whose name is not a string literal is not read",
            "Pier/BUILD.bazel line 22, column 41: the srcs of 'PierLib': 'Gone.swift' names no file or rule of 'Pier/BUILD.bazel'",
            "Pier/BUILD.bazel line 22, column 91: the srcs of 'PierLib': the glob's patterns are not read: the name 'SKIPPED'",
            "Pier/BUILD.bazel line 5, column 27: the family \"tv\" of 'Pier' is not read: expected \"iphone\" or \"ipad\"",
            "Pier/BUILD.bazel line 6, column 18: 'Pier' merges 2 Info.plists: only the first, 'Pier/Info.plist', is read",
            "Pier/BUILD.bazel line 7, column 26: the minimum_os_version of 'Pier' is not read: the name 'IOS_VERSION'",
        ])
    }

    @Test func aBuildFileBesideABuildBazelIsNotRead() throws {
        let folder = try TemporaryFolder("bazel-both")
        defer { folder.remove() }
        let build = "ios_application(name = \"Skiff\", families = [\"iphone\"])\n"
        try folder.write(build, to: "BUILD.bazel")
        try folder.write(build, to: "BUILD")
        let inventory = ProjectInventory.read(root: folder.url)
        #expect(inventory.apps.map(\.project) == ["BUILD.bazel"])
        #expect(inventory.skipped == [SkippedFile(file: "BUILD", reason: "'BUILD.bazel' in the same folder is the package's BUILD file: this one is not read")])
    }
}
