/// A file that describes how a folder is built instead of an Xcode project file: a Swift
/// package's manifest, a project generator's (XcodeGen, Tuist) or a build system's (Bazel). The one list of their names:
/// the inventory reads them, the walk keeps the Swift ones out of the facts-only files, the output
/// memo watches them, and sources under them are not "in no target".
package enum ProjectManifest: CaseIterable, Sendable {
    /// `Package.swift`.
    case swiftPackage
    /// XcodeGen's `project.yml` (or `project.yaml`).
    case xcodeGen
    /// Tuist's `Project.swift`.
    case tuist
    /// Bazel's `BUILD.bazel` (or `BUILD`), read for rules_apple's `ios_application`.
    case bazel

    /// The file names the manifest goes by.
    package var fileNames: [String] {
        switch self {
        case .swiftPackage: ["Package.swift"]
        case .xcodeGen: ["project.yml", "project.yaml"]
        case .tuist: ["Project.swift"]
        case .bazel: BazelBuildReader.buildFileNames
        }
    }

    /// The name written in reports where one name is meant (`Package.swift`).
    package var fileName: String { fileNames[0] }

    /// Written in Swift: read as a manifest, not only through the facts a source reader finds.
    /// (A switch, so that a new format says which it is.)
    package var isSwift: Bool {
        switch self {
        case .swiftPackage, .tuist: true
        case .xcodeGen, .bazel: false
        }
    }

    /// The manifest a file of this name (its last path component) is, if any.
    package init?(fileName name: String) {
        guard let manifest = Self.allCases.first(where: { $0.fileNames.contains(name) }) else { return nil }
        self = manifest
    }
}
