// swift-tools-version: 6.1
// libFuzzer targets for the readers, kept out of the main package: they need special flags
// (`-sanitize=fuzzer -parse-as-library`) that the normal build must not see. The reader
// targets are symbolic links to ../Sources, so this package compiles the very same files.
// Build and run with `scripts/fuzz TARGET SECONDS` (Docs/Reliability.md).
// FuzzSwift is built without the global flags (see SwiftSourceReader below).
import PackageDescription

let package = Package(
    name: "StatusBarFuzz",
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Only FuzzSwift builds it (SwiftPM builds a product's dependencies only).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        .target(name: "StatusBarEngine"),
        .target(name: "SourceModel"),
        .target(name: "YAMLReading", dependencies: ["SourceModel", .product(name: "Yams", package: "Yams")]),
        .target(name: "ScenarioFormat", dependencies: [
            "StatusBarEngine", "SourceModel", "YAMLReading", .product(name: "Yams", package: "Yams"),
        ], exclude: []),
        .target(name: "ProjectReaders", dependencies: [
            "SourceModel", "YAMLReading", .product(name: "Yams", package: "Yams"),
        ]),
        .target(name: "InterfaceBuilderReader", dependencies: ["SourceModel"]),
        .target(name: "ObjCSourceReader", dependencies: ["SourceModel"]),
        // Built without `-Xswiftc -sanitize=fuzzer` (which would instrument all of swift-syntax
        // and make a cold build far longer): only this reader and FuzzSwift are instrumented,
        // by their own flags, so libFuzzer's coverage is that of our code.
        .target(name: "SwiftSourceReader", dependencies: [
            "SourceModel",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ], swiftSettings: [.unsafeFlags(["-sanitize=fuzzer"])]),

        // Calls libFuzzer's LLVMFuzzerRunDriver from each target's main.
        .target(name: "FuzzDriver"),

        // One executable per fuzz target; each defines LLVMFuzzerTestOneInput and a main that
        // hands it to libFuzzer.
        .executableTarget(name: "FuzzScenario", dependencies: ["FuzzDriver", "ScenarioFormat", "StatusBarEngine", "SourceModel"]),
        .executableTarget(name: "FuzzPropertyList", dependencies: ["FuzzDriver", "ProjectReaders", "SourceModel"]),
        .executableTarget(name: "FuzzAssetCatalog", dependencies: ["FuzzDriver", "ProjectReaders", "SourceModel"]),
        .executableTarget(name: "FuzzXcconfig", dependencies: ["FuzzDriver", "ProjectReaders", "SourceModel"]),
        .executableTarget(name: "FuzzInterfaceBuilder", dependencies: ["FuzzDriver", "InterfaceBuilderReader", "SourceModel"]),
        .executableTarget(name: "FuzzObjC", dependencies: ["FuzzDriver", "ObjCSourceReader", "SourceModel"]),
        .executableTarget(name: "FuzzSwift", dependencies: ["FuzzDriver", "SwiftSourceReader", "SourceModel"],
                          swiftSettings: [.unsafeFlags(["-sanitize=fuzzer", "-parse-as-library"])],
                          linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])]),
    ]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.swiftLanguageMode(.v6))
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    target.swiftSettings = settings
}
