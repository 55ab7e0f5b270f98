// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "StatusBarKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "StatusBarEngine", targets: ["StatusBarEngine"]),
        .executable(name: "statusbar", targets: ["StatusBarCLI"]),
        .executable(name: "statusbar-bench", targets: ["StatusBarBenchmarks"]),
        .plugin(name: "StatusBarAuditPlugin", targets: ["StatusBarAuditPlugin"]),
        // The same executable under its target's name: SwiftPM looks up a plugin's tool by the
        // target's name and fails when the target's only product is named otherwise
        // (swift-package-manager issue 8831).
        .executable(name: "StatusBarCLI", targets: ["StatusBarCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // The pure model of the iOS status bar system (R1–R12). Standard library only.
        .target(name: "StatusBarEngine"),
        // Scenario files (YAML/JSON) → engine model, with located errors.
        .target(name: "ScenarioFormat", dependencies: [
            "StatusBarEngine", "SourceModel", "YAMLReading",
            .product(name: "Yams", package: "Yams"),
        ]),
        // Facts read from source code, shared by the Swift and Objective-C readers.
        .target(name: "SourceModel"),
        // Located reading of composed YAML nodes, shared by scenario files and `.statusbar.yml`.
        .target(name: "YAMLReading", dependencies: [
            "SourceModel",
            .product(name: "Yams", package: "Yams"),
        ]),
        // Property lists, project.pbxproj, .xcconfig, XcodeGen project.yml (through YAMLReading, so
        // Yams is its one heavy dependency), Tuist Project.swift (as text), Info.plist discovery,
        // asset catalogs.
        .target(name: "ProjectReaders", dependencies: [
            "SourceModel", "YAMLReading",
            .product(name: "Yams", package: "Yams"),
        ]),
        // Storyboards and xibs (Interface Builder XML).
        .target(name: "InterfaceBuilderReader", dependencies: ["SourceModel"]),
        // The one target that imports SwiftSyntax.
        .target(name: "SwiftSourceReader", dependencies: [
            "SourceModel",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // A comment- and preprocessor-aware Objective-C reader.
        .target(name: "ObjCSourceReader", dependencies: ["SourceModel"]),
        // The audit: project model, predictions, rules, findings, reporters. Not the source readers,
        // even through another target: the model compiles without swift-syntax.
        .target(name: "Audit", dependencies: [
            "StatusBarEngine", "SourceModel", "ProjectReaders", "InterfaceBuilderReader", "YAMLReading", "ScenarioFormat",
            .product(name: "Yams", package: "Yams"),
        ]),
        // Reading an audited folder (the walk, the source readers, the facts cache and its codec, the
        // output memo) and the audit run from its options (`Auditor.run`, `rendered`): above Audit,
        // whose contents it fills and whose model and rules it runs.
        .target(name: "ProjectReading", dependencies: [
            "Audit", "StatusBarEngine", "SourceModel", "ProjectReaders", "InterfaceBuilderReader", "SwiftSourceReader",
            "ObjCSourceReader",
        ]),
        // SVG drawings of the status bar and a screen's top, from the engine's state: the engine only
        // (drawing a scenario never compiles swift-syntax).
        .target(name: "Rendering", dependencies: ["StatusBarEngine"]),
        // The audit's HTML report, with the drawings of each screen.
        .target(name: "ReportRendering", dependencies: ["Rendering", "Audit", "StatusBarEngine", "SourceModel", "ProjectReaders"]),
        // The thin `statusbar` executable: parses arguments and prints.
        .executableTarget(name: "StatusBarCLI", dependencies: [
            "StatusBarEngine", "ScenarioFormat", "Audit", "ProjectReading", "Rendering", "ReportRendering", "SourceModel",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // `swift run -c release statusbar-bench`: the benchmark executable.
        .executableTarget(name: "StatusBarBenchmarks", dependencies: [
            "StatusBarEngine", "Audit", "ProjectReading", "ProjectReaders", "SourceModel",
        ]),

        // `swift package statusbar-audit`: the audit of a package-based app, from SwiftPM.
        .plugin(name: "StatusBarAuditPlugin",
                capability: .command(intent: .custom(verb: "statusbar-audit",
                                                     description: "Audit the iOS status bar of the package's app with statusbar")),
                dependencies: ["StatusBarCLI"]),

        // What the test targets share: folder trees, bad inputs, the snapshot helper, the process runner.
        .target(name: "TestSupport", dependencies: ["SourceModel"], path: "Tests/Shared"),

        .testTarget(name: "StatusBarEngineTests", dependencies: ["StatusBarEngine"]),
        .testTarget(name: "ScenarioFormatTests", dependencies: ["TestSupport", "ScenarioFormat", "StatusBarEngine", "SourceModel"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "YAMLReadingTests", dependencies: ["YAMLReading", "SourceModel",
                                                            .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "ProjectReadersTests", dependencies: ["TestSupport", "ProjectReaders", "SourceModel"]),
        .testTarget(name: "InterfaceBuilderReaderTests", dependencies: ["TestSupport", "InterfaceBuilderReader", "SourceModel"]),
        .testTarget(name: "SwiftSourceReaderTests", dependencies: ["TestSupport", "SwiftSourceReader", "SourceModel"]),
        .testTarget(name: "ObjCSourceReaderTests", dependencies: ["TestSupport", "ObjCSourceReader", "SourceModel"]),
        .testTarget(name: "RenderingTests", dependencies: ["TestSupport", "Rendering", "StatusBarEngine"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ReportRenderingTests", dependencies: ["TestSupport", "ReportRendering", "Rendering", "StatusBarEngine", "Audit",
                                                                "ProjectReading", "SourceModel"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "AuditTests", dependencies: ["TestSupport", "Audit", "ProjectReading", "StatusBarEngine", "ProjectReaders",
                                                    "SourceModel", "ScenarioFormat"]),
        .testTarget(name: "CLITests", dependencies: ["TestSupport"], exclude: ["__Snapshots__"]),
    ]
)

// The same strict settings for every target.
for target in package.targets where target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(.swiftLanguageMode(.v6))
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    target.swiftSettings = settings
}
