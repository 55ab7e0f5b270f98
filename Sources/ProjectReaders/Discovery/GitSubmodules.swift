import Foundation
import SourceModel

/// The git submodules of an audited folder (its `.gitmodules`) that are not checked out: the folder
/// is missing or empty. Code, storyboards and classes in them exist for the app's build but not
/// for the audit, which must not call a class they may declare unknown.
package enum GitSubmodules {
    /// Paths (relative to `root`, sorted) of the submodules listed in `root/.gitmodules` whose
    /// folder is missing or empty; empty when there is no `.gitmodules`.
    package static func missing(root: URL) -> [String] {
        guard let bytes = try? FileReading.read(relativePath: ".gitmodules", root: root.path) else { return [] }
        var missing: [String] = []
        for path in paths(in: String(decoding: bytes, as: UTF8.self)) {
            let folder = root.appendingPathComponent(path).path
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if entries.isEmpty { missing.append(path) }
        }
        return missing.sorted()
    }

    /// The `path = …` values of a `.gitmodules` file (git's config syntax), in order.
    package static func paths(in text: String) -> [String] {
        var paths: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "path" else { continue }
            var value = parts[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            // Never leave the audited folder.
            guard !value.isEmpty, !value.hasPrefix("/"), !value.split(separator: "/").contains("..") else { continue }
            paths.append(value)
        }
        return paths
    }
}
