import Foundation
import SourceModel

/// Reads `.xcconfig` build setting files: `KEY = value`, `KEY[sdk=iphoneos*] = value`,
/// `// comments` (to the end of the line, as in Xcode), `#include "other.xcconfig"` and
/// `#include? "optional.xcconfig"` (paths relative to the including file).
package enum XcconfigReader {
    /// An `#include` line.
    package struct Include: Sendable, Hashable {
        package var path: String
        package var optional: Bool
        package var location: SourceLocation
    }

    /// Parses one file, without following its includes. A line that is neither a setting, an
    /// include nor a comment is an error; the other lines still count.
    package static func parse(_ bytes: [UInt8], file: String) -> (settings: [BuildSetting], includes: [Include], errors: [LocatedError]) {
        var settings: [BuildSetting] = []
        var includes: [Include] = []
        var errors: [LocatedError] = []
        let text = String(decoding: bytes, as: UTF8.self)
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line = line.dropLast() }
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let leading = line.prefix { $0 == " " || $0 == "\t" }.utf8.count
            let body = line.trimmingCharacters(in: .whitespaces)
            if body.isEmpty { continue }
            let location = SourceLocation(file: file, line: lineNumber, column: leading + 1)
            if body.hasPrefix("#include") {
                let optional = body.hasPrefix("#include?")
                if let open = body.firstIndex(of: "\""), let close = body[body.index(after: open)...].firstIndex(of: "\"") {
                    includes.append(Include(path: String(body[body.index(after: open)..<close]), optional: optional, location: location))
                } else {
                    errors.append(LocatedError("an #include needs a quoted path", at: location, sourceLine: String(rawLine)))
                }
                continue
            }
            // The first `=` outside the `[condition=value]` brackets.
            var bracketDepth = 0
            let eq = body.firstIndex { ch in
                if ch == "[" { bracketDepth += 1 } else if ch == "]" { bracketDepth -= 1 }
                return ch == "=" && bracketDepth == 0
            }
            guard let eq else {
                errors.append(LocatedError("expected 'KEY = value'", at: location, sourceLine: String(rawLine)))
                continue
            }
            let key = body[..<eq].trimmingCharacters(in: .whitespaces)
            var value = body[body.index(after: eq)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            guard !key.isEmpty, !key.contains(" ") else {
                errors.append(LocatedError("'\(key)' is not a build setting name", at: location, sourceLine: String(rawLine)))
                continue
            }
            bracketDepth = 0
            let afterEquals = rawLine.drop { ch in
                if ch == "[" { bracketDepth += 1 } else if ch == "]" { bracketDepth -= 1 }
                return !(ch == "=" && bracketDepth == 0)
            }.dropFirst().drop { $0 == " " || $0 == "\t" }
            let valueColumn = rawLine.utf8.distance(from: rawLine.utf8.startIndex, to: afterEquals.utf8.startIndex) + 1
            settings.append(BuildSetting(key: key, value: .string(value),
                                         location: SourceLocation(file: file, line: lineNumber, column: valueColumn)))
        }
        return (settings, includes, errors)
    }

    /// Reads `path` (relative to `root`) with its includes, included settings first (a later
    /// setting overrides an earlier one). Include cycles and missing optional includes are ignored;
    /// a missing required include is an error.
    package static func load(_ path: String, root: URL) -> (settings: BuildSettings, errors: [LocatedError]) {
        var visiting: Set<String> = []
        var errors: [LocatedError] = []
        func read(_ path: String, depth: Int) -> [BuildSetting] {
            guard depth < 16, visiting.insert(path).inserted else { return [] }
            defer { visiting.remove(path) }
            let data: [UInt8]
            do { data = try FileReading.read(relativePath: path, root: root.path) } catch {
                errors.append(error.locatedError)
                return []
            }
            let (own, includes, parseErrors) = parse(data, file: path)
            errors += parseErrors
            var out: [BuildSetting] = []
            for include in includes {
                let target = include.path.hasPrefix("/") ? nil : ProjectPaths.join(ProjectPaths.directory(of: path), include.path)
                guard let target, FileManager.default.fileExists(atPath: root.appendingPathComponent(target).path) else {
                    if !include.optional {
                        errors.append(LocatedError("the included file '\(include.path)' is not in the audited folder", at: include.location))
                    }
                    continue
                }
                out += read(target, depth: depth + 1)
            }
            return out + own
        }
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) else {
            return (BuildSettings(), [LocatedError("the configuration file is missing", at: SourceLocation(file: path, line: 1, column: 1))])
        }
        let settings = read(path, depth: 0)
        return (BuildSettings(settings), errors)
    }
}

extension XcconfigReader {
    /// The files `path` (relative to `root`) needs that are not in the audited folder: itself, or a
    /// required `#include` (followed through the includes that are there), in the order met.
    package static func missingFiles(_ path: String, root: URL) -> [String] {
        var missing: [String] = []
        var visited: Set<String> = []
        func visit(_ path: String, depth: Int) {
            guard depth < 16, visited.insert(path).inserted else { return }
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path),
                  let data = try? FileReading.read(relativePath: path, root: root.path)
            else {
                missing.append(path)
                return
            }
            for include in parse(data, file: path).includes where !include.optional {
                // A path outside the audited folder (absolute, or climbing out of it) is missing too.
                if !include.path.hasPrefix("/"), let target = ProjectPaths.join(ProjectPaths.directory(of: path), include.path) {
                    visit(target, depth: depth + 1)
                } else {
                    missing.append(include.path)
                }
            }
        }
        visit(path, depth: 0)
        return missing
    }
}

extension XcodeProject {
    /// The `.xcconfig` files a target's configuration needs (the project's and the target's base
    /// configuration files, and what they include) that are not in the audited folder.
    package func missingXcconfigs(for target: XcodeTarget, configuration: String, root: URL) -> [String] {
        let bases = [configurations.first { $0.name == configuration }?.baseConfigurationPath,
                     target.configurations.first { $0.name == configuration }?.baseConfigurationPath].compactMap { $0 }
        var seen: Set<String> = []
        return bases.flatMap { XcconfigReader.missingFiles($0, root: root) }.filter { seen.insert($0).inserted }
    }

    /// Reads every `.xcconfig` file the project's and targets' configurations are based on, keyed
    /// by path relative to the audited folder.
    package func loadXcconfigs(root: URL) -> (settings: [String: BuildSettings], errors: [LocatedError]) {
        var out: [String: BuildSettings] = [:]
        var errors: [LocatedError] = []
        let paths = Set((configurations + targets.flatMap(\.configurations)).compactMap(\.baseConfigurationPath))
        for path in paths.sorted() {
            let (settings, fileErrors) = XcconfigReader.load(path, root: root)
            out[path] = settings
            errors += fileErrors
        }
        return (out, errors)
    }
}
