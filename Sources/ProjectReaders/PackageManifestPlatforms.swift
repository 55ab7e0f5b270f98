import Foundation
import SourceModel

/// The iOS deployment target a `Package.swift` declares in `platforms: [.iOS(…)]`, read as text
/// (the manifest is never run): `.iOS(.v15)`, `.iOS(.v16_4)`, `.iOS("15.0")`.
enum PackageManifestPlatforms {
    /// The root `Package.swift`'s iOS platform, when it declares one.
    static func iOSDeploymentTarget(root: URL, files: ProjectFiles) -> Located<String>? {
        guard files.files.contains(where: { $0.path == ProjectManifest.swiftPackage.fileName }),
              let bytes = try? FileReading.read(relativePath: ProjectManifest.swiftPackage.fileName, root: root.path) else { return nil }
        return iOSDeploymentTarget(in: String(decoding: bytes, as: UTF8.self), file: ProjectManifest.swiftPackage.fileName)
    }

    /// The root `Package.swift` of a package folder, when there is one: the package's name and
    /// whether its `platforms:` list leaves iOS out (a list without `.iOS(…)`; no list means every
    /// platform). Read as text; a manifest that cannot be read still makes a package.
    static func packageApp(root: URL, files: ProjectFiles) -> (name: String?, excludesIOS: Bool)? {
        guard files.files.contains(where: { $0.path == ProjectManifest.swiftPackage.fileName }) else { return nil }
        guard let bytes = try? FileReading.read(relativePath: ProjectManifest.swiftPackage.fileName, root: root.path),
              let tokens = try? SwiftManifestText.tokens(bytes, file: ProjectManifest.swiftPackage.fileName) else { return (nil, false) }
        for i in tokens.indices where tokens[i].identifier == "Package" && i + 1 < tokens.count && tokens[i + 1].isPunctuation("(") {
            var parser = SwiftManifestText.Parser(tokens: tokens, index: i + 1)
            let args = parser.arguments()
            guard args.contains(where: { $0.label == "name" }) else { continue }
            let name = args.first { $0.label == "name" }?.value.stringValue
            var excludesIOS = false
            if case .array(let platforms, _)? = args.first(where: { $0.label == "platforms" })?.value, !platforms.isEmpty {
                excludesIOS = !platforms.contains { $0.calleeName == "iOS" }
            }
            return (name, excludesIOS)
        }
        return (nil, false)
    }

    /// The first `.iOS(…)` of `text` outside comments, as a version string (`15.0`).
    static func iOSDeploymentTarget(in text: String, file: String) -> Located<String>? {
        var line = 1
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { line += 1 }
            let code = raw.range(of: "//").map { raw[..<$0.lowerBound] } ?? raw[...]
            guard let open = code.range(of: ".iOS(") else { continue }
            let rest = code[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { continue }
            let argument = rest[..<close].trimmingCharacters(in: .whitespaces)
            let column = code.distance(from: code.startIndex, to: open.lowerBound) + 1
            let version: String
            if argument.hasPrefix(".v") {
                version = argument.dropFirst(2).replacingOccurrences(of: "_", with: ".")
            } else if argument.hasPrefix("\""), argument.hasSuffix("\""), argument.count >= 2 {
                version = String(argument.dropFirst().dropLast())
            } else {
                continue
            }
            guard let first = version.split(separator: ".").first, Int(first) != nil else { continue }
            let normalized = version.contains(".") ? version : version + ".0"
            return Located(normalized, key: "platforms", location: SourceLocation(file: file, line: line, column: column))
        }
        return nil
    }
}
