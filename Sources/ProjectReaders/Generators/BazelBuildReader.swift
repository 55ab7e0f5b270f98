import Foundation
import SourceModel

/// Reads a Bazel `BUILD.bazel` (or `BUILD`) file as text (it is never run, ``StarlarkText``) for
/// its rules_apple applications: each `ios_application(…)` call whose `name` is a string literal,
/// with `infoplists` (the first label or path: an app with several is said), `minimum_os_version`
/// (the deployment target), `families` (`"iphone"`, `"ipad"`: `TARGETED_DEVICE_FAMILY` 1, 2 or
/// both), `bundle_id` (`PRODUCT_BUNDLE_IDENTIFIER`), `resources`, `launch_storyboard` and
/// `app_icons`, and `deps` followed to the `swift_library` and `objc_library` calls of the BUILD
/// files of their packages, recursively (`srcs`, `hdrs`, `data`, `resources`, `deps`;
/// `filegroup`, `apple_resource_group` and `apple_resource_bundle` give resources).
///
/// Labels are Bazel's: `:Lib` (this package), `//Sources/Feature:Feature`, `//Sources/Feature`
/// (the target named like the folder), a plain `Lib` or `Views/Main.storyboard` (this package);
/// `//` is the workspace's folder (the nearest folder up from the BUILD file with a `MODULE.bazel`,
/// `WORKSPACE` or `WORKSPACE.bazel`, else the audited folder). File lists are string literals,
/// lists, `+` of them and `glob([...], exclude = [...])` with `*` and `**`, matched against the
/// files of the package's folder outside its subpackages, as Bazel does.
///
/// Not read, and said as skipped with the place: an external label (`@repo//…`, code that is not
/// in the folder), a value computed in Starlark (a name, `select(…)`, a comprehension), a
/// dependency of another rule, a label that names no file or rule, a BUILD file of a dependency
/// that cannot be parsed. Bad Starlark in the manifest itself is a located error.
enum BazelBuildReader {
    /// The rule a BUILD file must name to be read as a project: the text scan's mark.
    static let applicationRule = "ios_application"

    /// The names of a package's BUILD file, the one Bazel prefers first.
    static let buildFileNames = ["BUILD.bazel", "BUILD"]

    /// The files that mark a Bazel workspace's folder (the `//` of labels).
    static let workspaceFileNames = ["MODULE.bazel", "WORKSPACE.bazel", "WORKSPACE"]

    /// Reads the BUILD file at `path` (relative to the audited folder `root`); the BUILD files of
    /// its dependencies are read from `root` as they are needed.
    static func read(_ bytes: [UInt8], path: String, files: ProjectFiles, root: URL) throws(LocatedError) -> GeneratedProject {
        let folder = ProjectPaths.directory(of: path)
        let workspace = workspaceFolder(of: folder, files: files)
        let calls = try StarlarkText.calls(bytes, file: path)
        var reader = Reader(root: root, files: files, workspace: workspace)
        let package = Package(file: path, folder: folder, calls: calls)
        reader.packages[folder] = package
        let name = ProjectPaths.lastComponent(folder.isEmpty ? (workspace.isEmpty ? "Workspace" : workspace) : folder)
        // A `BUILD` beside a `BUILD.bazel` is not the package's file: Bazel reads the other.
        if ProjectPaths.lastComponent(path) == "BUILD", files.lists(ProjectPaths.join(folder, "BUILD.bazel") ?? "BUILD.bazel") {
            return GeneratedProject(manifest: path, directory: workspace, name: name, configurations: [], targets: [], notUnderstood: [
                SkippedFile(file: path, reason: "'BUILD.bazel' in the same folder is the package's BUILD file: this one is not read"),
            ])
        }
        var targets: [GeneratedTarget] = []
        for call in calls where call.callee == applicationRule {
            if let target = reader.application(call, in: package) { targets.append(target) }
        }
        return GeneratedProject(manifest: path, directory: workspace, name: name, configurations: [], targets: targets,
                                notUnderstood: reader.notUnderstood)
    }

    /// The nearest folder from `folder` up that holds a workspace file; the audited folder when none does.
    static func workspaceFolder(of folder: String, files: ProjectFiles) -> String {
        var candidate = folder
        while true {
            if workspaceFileNames.contains(where: { files.lists(candidate.isEmpty ? $0 : ProjectPaths.joined(candidate, $0)) }) { return candidate }
            if candidate.isEmpty { return "" }
            candidate = ProjectPaths.directory(of: candidate)
        }
    }

    /// A label resolved against the package it is written in.
    enum Label: Equatable {
        /// `//package:name`: the package's folder relative to the workspace, and the target's name.
        case local(package: String, name: String)
        /// `@repo//…`: in another repository.
        case external
        /// Not a label (`//` alone, an empty name).
        case invalid
    }

    /// Resolves `text` written in the package at `package` (relative to the workspace).
    static func label(_ text: String, in package: String) -> Label {
        var text = text
        for main in ["@@//", "@//"] where text.hasPrefix(main) { text = String(text.dropFirst(main.count - 2)) }
        if text.hasPrefix("@") { return .external }
        if text.hasPrefix("//") {
            let rest = text.dropFirst(2)
            if let colon = rest.firstIndex(of: ":") {
                let name = String(rest[rest.index(after: colon)...])
                return name.isEmpty ? .invalid : .local(package: String(rest[..<colon]), name: name)
            }
            let package = String(rest)
            return package.isEmpty ? .invalid : .local(package: package, name: ProjectPaths.lastComponent(package))
        }
        let name = text.hasPrefix(":") ? String(text.dropFirst()) : text
        return name.isEmpty ? .invalid : .local(package: package, name: name)
    }

    /// Whether the path `path` (its components) matches the glob pattern `pattern` (its components):
    /// `**` is any number of folders, `*` any run of characters within a component.
    static func matches(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (0...path.count).contains { matches(rest, path.dropFirst($0)) }
        }
        guard let component = path.first, componentMatches(Array(first), Array(component)) else { return false }
        return matches(pattern.dropFirst(), path.dropFirst())
    }

    private static func componentMatches(_ pattern: [Character], _ name: [Character]) -> Bool {
        // The classic two-pointer match with backtracking to the last `*`.
        var p = 0, n = 0, star = -1, mark = 0
        while n < name.count {
            if p < pattern.count, pattern[p] != "*", pattern[p] == name[n] { p += 1; n += 1 }
            else if p < pattern.count, pattern[p] == "*" { star = p; mark = n; p += 1 }
            else if star >= 0 { p = star + 1; mark += 1; n = mark }
            else { return false }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// A package's BUILD file, parsed.
    struct Package {
        /// The BUILD file's path, and its folder, relative to the audited folder.
        var file: String
        var folder: String
        var calls: [StarlarkText.Call]

        func rule(named name: String) -> StarlarkText.Call? { calls.first { $0.name == name } }
    }

    private struct Reader {
        let root: URL
        let files: ProjectFiles
        /// The workspace's folder, relative to the audited folder.
        let workspace: String
        /// Parsed packages by folder (relative to the audited folder); `nil` for a folder without one.
        var packages: [String: Package?] = [:]
        var notUnderstood: [SkippedFile] = []
        /// The folders that hold a BUILD file (the packages: a glob stops at them).
        let packageFolders: Set<String>

        init(root: URL, files: ProjectFiles, workspace: String) {
            self.root = root
            self.files = files
            self.workspace = workspace
            packageFolders = Set(files.files.filter { BazelBuildReader.buildFileNames.contains(ProjectPaths.lastComponent($0.path)) }
                .map { ProjectPaths.directory(of: $0.path) })
        }

        private mutating func skip(_ what: String, at location: SourceLocation) {
            notUnderstood.append(SkippedFile(file: location.file, reason: "line \(location.line), column \(location.column): \(what)"))
        }

        /// The package folder (relative to the workspace) of `package`.
        private func workspacePath(_ package: Package) -> String {
            guard !workspace.isEmpty else { return package.folder }
            return package.folder == workspace ? "" : String(package.folder.dropFirst(workspace.count + 1))
        }

        /// The package at `path` (relative to the workspace), read and parsed the first time.
        private mutating func package(_ path: String, for label: String, at location: SourceLocation) -> Package? {
            guard let folder = ProjectPaths.join(workspace, path) else {
                skip("the label '\(label)' leaves the audited folder", at: location)
                return nil
            }
            if let known = packages[folder] {
                if known == nil { skip("the label '\(label)' names the package '//\(path)', which has no BUILD file in the audited folder", at: location) }
                return known
            }
            let file = BazelBuildReader.buildFileNames.map { folder.isEmpty ? $0 : ProjectPaths.joined(folder, $0) }.first { files.lists($0) }
            guard let file else {
                packages[folder] = .some(nil)
                skip("the label '\(label)' names the package '//\(path)', which has no BUILD file in the audited folder", at: location)
                return nil
            }
            do {
                let bytes = try FileReading.read(relativePath: file, root: root.path)
                let parsed = try StarlarkText.calls(bytes, file: file)
                let package = Package(file: file, folder: folder, calls: parsed)
                packages[folder] = package
                return package
            } catch let failure as FileReadFailure {
                notUnderstood.append(failure.skippedFile)
            } catch let error as LocatedError {
                notUnderstood.append(error.skippedEntry)
            } catch {
                notUnderstood.append(SkippedFile(file: file, reason: "\(error)"))
            }
            packages[folder] = .some(nil)
            return nil
        }

        mutating func application(_ call: StarlarkText.Call, in package: Package) -> GeneratedTarget? {
            guard let nameValue = call.argument("name"), let name = nameValue.stringValue else {
                skip("an \(BazelBuildReader.applicationRule) whose name is not a string literal is not read",
                     at: call.argument("name")?.location ?? call.location)
                return nil
            }
            var lead = [BuildSetting(key: "SDKROOT", value: .string("iphoneos"), location: call.location)]
            if let plists = call.argument("infoplists") {
                let found = fileList(plists, in: package, what: "the Info.plists of '\(name)'")
                if found.count > 1 {
                    skip("'\(name)' merges \(found.count) Info.plists: only the first, '\(found[0].path)', is read", at: plists.location)
                }
                if let first = found.first {
                    // INFOPLIST_FILE is relative to the project's folder, the workspace's.
                    let relative = workspace.isEmpty ? first.path : String(first.path.dropFirst(workspace.count + 1))
                    lead.append(BuildSetting(key: "INFOPLIST_FILE", value: .string(relative), location: first.location))
                }
            }
            if let version = call.argument("minimum_os_version") {
                if let text = version.stringValue {
                    lead.append(BuildSetting(key: "IPHONEOS_DEPLOYMENT_TARGET", value: .string(text), location: version.location))
                } else {
                    skip("the minimum_os_version of '\(name)' is not read: \(Self.describe(version))", at: version.location)
                }
            }
            if let families = call.argument("families") {
                if case .list(let items, let location) = families {
                    var members: [String] = []
                    for item in items {
                        switch item.stringValue {
                        case "iphone": members.append("1")
                        case "ipad": members.append("2")
                        default: skip("the family \(Self.describe(item)) of '\(name)' is not read: expected \"iphone\" or \"ipad\"", at: item.location)
                        }
                    }
                    if !members.isEmpty {
                        lead.append(BuildSetting(key: "TARGETED_DEVICE_FAMILY", value: .string(members.sorted().joined(separator: ",")),
                                                 location: location))
                    }
                } else {
                    skip("the families of '\(name)' are not read: \(Self.describe(families))", at: families.location)
                }
            }
            if let bundle = call.argument("bundle_id"), let text = bundle.stringValue {
                lead.append(BuildSetting(key: "PRODUCT_BUNDLE_IDENTIFIER", value: .string(text), location: bundle.location))
            }
            var code = Code()
            for attribute in ["resources", "launch_storyboard", "app_icons"] {
                if let value = call.argument(attribute) {
                    code.resourceFiles += fileList(value, in: package, what: "the \(attribute) of '\(name)'").map(\.path)
                }
            }
            if let deps = call.argument("deps") {
                var visited: Set<String> = []
                dependencies(deps, of: package, into: &code, visited: &visited)
            }
            let location = nameValue.location
            let configurations = ["Debug", "Release"].map {
                BuildConfiguration(name: $0, settings: BuildSettings(lead), location: call.location)
            }
            return GeneratedTarget(name: name, location: location, buildsForIOS: true, platformDescription: "iOS",
                                   configurations: configurations, sourceFiles: BazelBuildReader.unique(code.sourceFiles),
                                   resourceFiles: BazelBuildReader.unique(code.resourceFiles), libraries: code.libraries)
        }

        /// What an app's dependencies give.
        struct Code {
            var sourceFiles: [String] = []
            var resourceFiles: [String] = []
            /// The libraries reached, in dependency order.
            var libraries: [String] = []
        }

        /// Follows the labels of a `deps` value written in `package`.
        private mutating func dependencies(_ deps: StarlarkText.Expression, of package: Package, into code: inout Code,
                                           visited: inout Set<String>) {
            for (text, location) in strings(deps, what: "a dependency") {
                switch BazelBuildReader.label(text, in: workspacePath(package)) {
                case .external:
                    skip("the dependency '\(text)' is in another repository: its code is not in the audited folder", at: location)
                case .invalid:
                    skip("'\(text)' is not a label", at: location)
                case .local(let path, let name):
                    guard visited.insert("//\(path):\(name)").inserted else { continue }
                    guard let target = self.package(path, for: text, at: location) else { continue }
                    guard let rule = target.rule(named: name) else {
                        skip("the dependency '\(text)' names no rule of '\(target.file)'", at: location)
                        continue
                    }
                    library(rule, in: target, label: text, at: location, into: &code, visited: &visited)
                }
            }
        }

        private mutating func library(_ rule: StarlarkText.Call, in package: Package, label: String, at location: SourceLocation,
                                      into code: inout Code, visited: inout Set<String>) {
            let name = rule.name ?? label
            switch rule.callee {
            case "swift_library", "objc_library":
                code.libraries.append(rule.argument("module_name")?.stringValue ?? name)
                for attribute in ["srcs", "hdrs", "non_arc_srcs"] {
                    if let value = rule.argument(attribute) {
                        code.sourceFiles += fileList(value, in: package, what: "the \(attribute) of '\(name)'").map(\.path)
                    }
                }
                for attribute in ["data", "resources"] {
                    if let value = rule.argument(attribute) {
                        code.resourceFiles += fileList(value, in: package, what: "the \(attribute) of '\(name)'").map(\.path)
                    }
                }
                if let deps = rule.argument("deps") { dependencies(deps, of: package, into: &code, visited: &visited) }
            case "filegroup", "apple_resource_group", "apple_resource_bundle":
                for attribute in ["srcs", "resources", "structured_resources"] {
                    if let value = rule.argument(attribute) {
                        code.resourceFiles += fileList(value, in: package, what: "the \(attribute) of '\(name)'").map(\.path)
                    }
                }
            default:
                skip("the dependency '\(label)' is a '\(rule.callee)', which is not read", at: location)
            }
        }

        /// The string literals of a list value (lists, `+`), each with its place; anything else is said.
        private mutating func strings(_ value: StarlarkText.Expression, what: String) -> [(String, SourceLocation)] {
            switch value {
            case .string(let s, let l): return [(s, l)]
            case .list(let items, _), .concatenation(let items, _): return items.flatMap { strings($0, what: what) }
            default:
                skip("\(what) is not read: \(Self.describe(value))", at: value.location)
                return []
            }
        }

        /// The files a `srcs`-like value names, relative to the audited folder, each with the place
        /// of the label or pattern that names it.
        private mutating func fileList(_ value: StarlarkText.Expression, in package: Package, what: String,
                                       visited: Set<String> = []) -> [(path: String, location: SourceLocation)] {
            switch value {
            case .string(let text, let location):
                return file(text, at: location, in: package, what: what, visited: visited)
            case .list(let items, _), .concatenation(let items, _):
                return items.flatMap { fileList($0, in: package, what: what, visited: visited) }
            case .call(let callee, let arguments, let location) where callee == "glob" || callee == "native.glob":
                return glob(arguments, at: location, in: package, what: what)
            default:
                skip("\(what): \(Self.describe(value)) is not read", at: value.location)
                return []
            }
        }

        /// A file label: a file of the package, or a `filegroup`-like rule whose files are taken.
        private mutating func file(_ text: String, at location: SourceLocation, in package: Package, what: String,
                                   visited: Set<String>) -> [(path: String, location: SourceLocation)] {
            guard case .local(let path, let name) = BazelBuildReader.label(text, in: workspacePath(package)) else {
                skip("\(what): '\(text)' is not in the audited folder", at: location)
                return []
            }
            if let folder = ProjectPaths.join(workspace, path), let file = ProjectPaths.join(folder, name), files.lists(file) {
                return [(file, location)]
            }
            guard visited.count < 32, !visited.contains("//\(path):\(name)"), let owner = self.package(path, for: text, at: location) else { return [] }
            guard let rule = owner.rule(named: name) else {
                skip("\(what): '\(text)' names no file or rule of '\(owner.file)'", at: location)
                return []
            }
            switch rule.callee {
            case "filegroup", "apple_resource_group", "apple_resource_bundle":
                var files: [(path: String, location: SourceLocation)] = []
                for attribute in ["srcs", "resources", "structured_resources"] {
                    if let value = rule.argument(attribute) {
                        files += fileList(value, in: owner, what: "the \(attribute) of '\(name)'", visited: visited.union(["//\(path):\(name)"]))
                    }
                }
                return files.map { ($0.path, location) }
            default:
                skip("\(what): '\(text)' is made by a '\(rule.callee)', which is not run", at: location)
                return []
            }
        }

        /// `glob(include, exclude = [...])`: the package's files that match an include pattern and
        /// no exclude pattern, outside its subpackages, sorted.
        private mutating func glob(_ arguments: [StarlarkText.Argument], at location: SourceLocation, in package: Package,
                                   what: String) -> [(path: String, location: SourceLocation)] {
            func patterns(_ value: StarlarkText.Expression?) -> [[Substring]]? {
                guard let value else { return [] }
                var out: [[Substring]] = []
                guard case .list(let items, _) = value else {
                    skip("\(what): the glob's patterns are not read: \(Self.describe(value))", at: value.location)
                    return nil
                }
                for item in items {
                    guard let text = item.stringValue else {
                        skip("\(what): a glob pattern is not read: \(Self.describe(item))", at: item.location)
                        continue
                    }
                    out.append(text.split(separator: "/", omittingEmptySubsequences: true))
                }
                return out
            }
            let includeValue = arguments.first { $0.label == "include" }?.value ?? arguments.first { $0.label == nil }?.value
            guard let include = patterns(includeValue), let exclude = patterns(arguments.first { $0.label == "exclude" }?.value) else { return [] }
            let prefix = package.folder.isEmpty ? "" : package.folder + "/"
            var found: [(path: String, location: SourceLocation)] = []
            for file in files.files where file.path.hasPrefix(prefix) {
                let relative = file.path.dropFirst(prefix.count)
                let components = ArraySlice(relative.split(separator: "/"))
                guard include.contains(where: { BazelBuildReader.matches($0[...], components) }),
                      !exclude.contains(where: { BazelBuildReader.matches($0[...], components) }) else { continue }
                // A file in a subpackage (a folder below with its own BUILD file) is that package's.
                var folder = ProjectPaths.directory(of: file.path)
                var inSubpackage = false
                while folder.count > package.folder.count {
                    if packageFolders.contains(folder) { inSubpackage = true; break }
                    folder = ProjectPaths.directory(of: folder)
                }
                if !inSubpackage { found.append((file.path, location)) }
            }
            return found
        }

        /// What a value that is not read is, for a note.
        static func describe(_ value: StarlarkText.Expression) -> String {
            switch value {
            case .string(let s, _): "\"\(s)\""
            case .list: "a list"
            case .call(let callee, _, _): "the call '\(callee)(…)', which is not evaluated"
            case .concatenation: "a concatenation"
            case .other(let what, _): what
            }
        }
    }

    static func describe(_ value: StarlarkText.Expression) -> String { Reader.describe(value) }

    /// `paths` without repeats, sorted.
    static func unique(_ paths: [String]) -> [String] { Array(Set(paths)).sorted() }
}
