import Foundation
import SourceModel
import YAMLReading
import Yams

/// Reads an XcodeGen spec (`project.yml`) for what the audit needs: the application targets
/// (`type: application`) that build for iOS (`platform: iOS`, a platform list holding iOS, or
/// `supportedDestinations` holding iOS), their `settings` (flat, or `base` and `configs`), `configFiles`
/// (`.xcconfig` per configuration), `deploymentTarget` (`"15.0"` or `iOS: "15.0"`; the project's
/// `options.deploymentTarget`), `info` (`path` and `properties`) and `sources` (paths, or maps
/// with a `path`). Paths are relative to the spec's folder.
///
/// Target templates (`targetTemplates`, a target's `templates`, `templateAttributes`) are applied as
/// XcodeGen applies them (``XcodeGenTemplates``) before a target is read.
///
/// Spec files named by `include` (a path, or a map with a `path` and `relativePaths`; included
/// files may include others) give their `targets` and `targetTemplates`, as XcodeGen merges them:
/// a target or template of the including file wins over one of the same name; the paths of an
/// included file are relative to its own folder unless `relativePaths: false`.
///
/// Not understood, and said as skipped: the project-level `settings`, `configFiles` and `options`
/// of an included file (the including file's are read), an included file that cannot be read, a
/// template that is not defined in the spec, setting `groups`. Bad YAML, or a known key of the
/// wrong shape, in the spec or a file it includes, is a located error.
enum XcodeGenReader {
    /// Reads the spec at `path` (relative to the audited folder); `files` tells folders from files;
    /// `readFile` reads an included spec file (a path relative to the audited folder).
    static func read(_ bytes: [UInt8], path: String, files: ProjectFiles,
                     readFile: (String) throws(FileReadFailure) -> [UInt8]) throws(LocatedError) -> GeneratedProject {
        let (reader, root) = try parse(bytes, path: path)
        var spec = Spec(reader: reader, path: path, directory: ProjectPaths.directory(of: path), files: files)
        guard let root else { throw reader.error("the XcodeGen spec is empty: expected 'name' and 'targets'", at: SourceLocation(file: path, line: 1, column: 1)) }
        return try spec.project(root, readFile: readFile)
    }

    /// The YAML of a spec file, with the reader that locates its nodes.
    private static func parse(_ bytes: [UInt8], path: String) throws(LocatedError) -> (YAMLNodeReader, Node?) {
        let text = String(decoding: bytes, as: UTF8.self)
        let reader = YAMLNodeReader(file: path, lines: LineIndex(text), wording: .quoted)
        do { return (reader, try Yams.compose(yaml: text)) } catch { throw reader.syntaxError(error, hintingTabs: true) }
    }

    /// A spec file `include` names, read: its entries, and the spec that reads its targets (its
    /// reader, and the folder its paths are relative to).
    private struct Included {
        var spec: Spec
        var entries: [YAMLEntry]
    }

    private struct Spec {
        let reader: YAMLNodeReader
        let path: String
        let directory: String
        let files: ProjectFiles
        var notUnderstood: [SkippedFile] = []
        var configurationNames = ["Debug", "Release"]
        /// `targetTemplates`, by name.
        var templates: [String: Node] = [:]

        init(reader: YAMLNodeReader, path: String, directory: String, files: ProjectFiles) {
            self.reader = reader
            self.path = path
            self.directory = directory
            self.files = files
        }

        private mutating func notUnderstood(_ what: String, at node: Node) {
            let l = reader.location(node)
            notUnderstood.append(SkippedFile(file: path, reason: "line \(l.line), column \(l.column): \(what)"))
        }

        mutating func project(_ root: Node, readFile: (String) throws(FileReadFailure) -> [UInt8]) throws(LocatedError) -> GeneratedProject {
            let entries = try reader.mapping(root, "the XcodeGen spec")
            var visited: Set<String> = [path]
            let included = try includes(of: entries, readFile: readFile, visited: &visited)
            var name = ProjectPaths.lastComponent(directory.isEmpty ? "Project" : directory)
            if let node = entries.first(where: { $0.key == "name" })?.value { name = try reader.string(node, "name") }
            if let configs = entries.first(where: { $0.key == "configs" })?.value {
                let names = try reader.mapping(configs, "configs").map(\.key)
                if !names.isEmpty { configurationNames = names }
            }
            // Project level: options.deploymentTarget, then settings, then configFiles.
            var projectLead: [BuildSetting] = []
            if let options = entries.first(where: { $0.key == "options" })?.value {
                for option in try reader.mapping(options, "options") where option.key == "deploymentTarget" {
                    if let setting = try deploymentTarget(option.value, platformKnown: false) { projectLead.append(setting) }
                }
            }
            let projectConfigurations = try configurations(lead: projectLead, settings: entries.first { $0.key == "settings" }?.value,
                                                           configFiles: entries.first { $0.key == "configFiles" }?.value)
            // Templates of every file (the including file's last: they win), then the targets.
            for file in included { try templates.merge(file.spec.declaredTemplates(file.entries)) { $1 } }
            try templates.merge(declaredTemplates(entries)) { $1 }
            var targets: [GeneratedTarget] = []
            var targetNames: Set<String> = []
            var found = false
            for var file in [Included(spec: self, entries: entries)] + included {
                guard let targetsNode = file.entries.first(where: { $0.key == "targets" })?.value else { continue }
                found = true
                file.spec.templates = templates
                file.spec.configurationNames = configurationNames
                let before = file.spec.notUnderstood.count
                for entry in try file.spec.reader.mapping(targetsNode, "targets") where targetNames.insert(entry.key).inserted {
                    targets += try file.spec.target(entry)
                }
                notUnderstood += file.spec.notUnderstood.dropFirst(before)
            }
            guard found else { throw reader.error("the XcodeGen spec has no 'targets'", at: root) }
            return GeneratedProject(manifest: path, directory: directory, name: name, configurations: projectConfigurations,
                                    targets: targets, notUnderstood: notUnderstood)
        }

        /// The `targetTemplates` of a spec file's entries, by name.
        private func declaredTemplates(_ entries: [YAMLEntry]) throws(LocatedError) -> [String: Node] {
            var found: [String: Node] = [:]
            guard let templatesNode = entries.first(where: { $0.key == "targetTemplates" })?.value else { return found }
            for template in try reader.mapping(templatesNode, "targetTemplates") {
                _ = try reader.mapping(template.value, "the target template '\(template.key)'")
                found[template.key] = template.value
            }
            return found
        }

        /// The spec files this file's `include` names, read, each followed by the files it
        /// includes in turn (XcodeGen merges an included file's own includes first); a file
        /// already read is not read again. One that cannot be read is said as skipped.
        private mutating func includes(of entries: [YAMLEntry], readFile: (String) throws(FileReadFailure) -> [UInt8],
                                       visited: inout Set<String>) throws(LocatedError) -> [Included] {
            guard let node = entries.first(where: { $0.key == "include" })?.value else { return [] }
            let items: [Node] = if case .sequence = node { try reader.sequence(node, "include") } else { [node] }
            var found: [Included] = []
            for item in items {
                let relative: String
                var relativePaths = true
                if case .mapping = item {
                    let fields = try reader.mapping(item, "an included spec file")
                    guard let p = fields.first(where: { $0.key == "path" })?.value else {
                        throw reader.error("an included spec file needs a 'path'", at: item)
                    }
                    relative = try reader.string(p, "an included spec file's path")
                    if case .scalar(let s)? = fields.first(where: { $0.key == "relativePaths" })?.value, Self.yamlBool(s) == false {
                        relativePaths = false
                    }
                } else {
                    relative = try reader.string(item, "an included spec file")
                }
                guard let joined = ProjectPaths.join(directory, relative) else {
                    notUnderstood("the included spec file '\(relative)' is outside the audited folder", at: item)
                    continue
                }
                guard visited.insert(joined).inserted else { continue }
                guard files.files.contains(where: { $0.path == joined }) else {
                    notUnderstood("the included spec file '\(relative)' is not in the audited folder", at: item)
                    continue
                }
                let bytes: [UInt8]
                do { bytes = try readFile(joined) } catch {
                    notUnderstood("the included spec file '\(relative)' is not read (\(error.problem))", at: item)
                    continue
                }
                let (includedReader, root) = try XcodeGenReader.parse(bytes, path: joined)
                guard let root else { continue }
                var spec = Spec(reader: includedReader, path: joined,
                                directory: relativePaths ? ProjectPaths.directory(of: joined) : directory, files: files)
                let includedEntries = try includedReader.mapping(root, "the included spec file")
                for entry in includedEntries where ["settings", "configFiles", "options"].contains(entry.key) {
                    spec.notUnderstood("the project-level '\(entry.key)' of an included spec file is not read", at: entry.keyNode)
                }
                let nested = try spec.includes(of: includedEntries, readFile: readFile, visited: &visited)
                notUnderstood += spec.notUnderstood
                spec.notUnderstood = []
                found += nested + [Included(spec: spec, entries: includedEntries)]
            }
            return found
        }

        /// The targets one entry of `targets` gives: none unless it is an application; one per
        /// platform of a platform list (named `Name_iOS`, as XcodeGen does).
        private mutating func target(_ entry: YAMLEntry) throws(LocatedError) -> [GeneratedTarget] {
            // (A target that is not a mapping is left as it is, and is the located error below.)
            var missing: [(String, Node)] = []
            let resolved = XcodeGenTemplates.applied(to: entry.value, name: entry.key, templates: templates) { missing.append(($0, $1)) }
            for (name, node) in missing {
                notUnderstood("target '\(entry.key)' uses the template '\(name)', which is not defined in 'targetTemplates'", at: node)
            }
            let fields = try reader.mapping(resolved, "target '\(entry.key)'")
            func field(_ key: String) -> Node? { fields.first { $0.key == key }?.value }
            guard let typeNode = field("type") else { return [] }
            let type = try reader.string(typeNode, "the type of target '\(entry.key)'")
            guard type == "application" else { return [] }

            var name = entry.key
            var platformLead: BuildSetting?
            var buildsForIOS = false
            var platformDescription = "an unknown platform"
            if let platform = field("platform") {
                if case .sequence = platform {
                    let names = try reader.sequence(platform, "platform").map { (n: Node) throws(LocatedError) in try reader.string(n, "a platform") }
                    buildsForIOS = names.contains("iOS")
                    platformDescription = names.joined(separator: ", ")
                    if buildsForIOS { name = entry.key.contains("${platform}") ? entry.key.replacingOccurrences(of: "${platform}", with: "iOS") : entry.key + "_iOS" }
                } else {
                    let value = try reader.string(platform, "the platform of target '\(entry.key)'")
                    buildsForIOS = value == "iOS"
                    platformDescription = value
                }
                if buildsForIOS { platformLead = BuildSetting(key: "SDKROOT", value: .string("iphoneos"), location: reader.location(platform)) }
            }
            if let destinations = field("supportedDestinations") {
                let names = try reader.sequence(destinations, "supportedDestinations").map { (n: Node) throws(LocatedError) in try reader.string(n, "a destination") }
                if names.contains("iOS") {
                    buildsForIOS = true
                    platformLead = platformLead ?? BuildSetting(key: "SUPPORTED_PLATFORMS", value: .string("iphoneos iphonesimulator"),
                                                                location: reader.location(destinations))
                } else if !buildsForIOS {
                    platformDescription = names.joined(separator: ", ")
                }
            }
            var lead: [BuildSetting] = platformLead.map { [$0] } ?? []
            if let deployment = field("deploymentTarget"), let setting = try deploymentTarget(deployment, platformKnown: true) {
                lead.append(setting)
            }
            var properties = PlistDictionary()
            var generatesInfoPlist = false
            if let info = field("info") {
                let infoFields = try reader.mapping(info, "info")
                guard let pathNode = infoFields.first(where: { $0.key == "path" })?.value else {
                    throw reader.error("'info' of target '\(entry.key)' needs a 'path'", at: info)
                }
                let infoPath = try reader.string(pathNode, "info.path")
                lead.append(BuildSetting(key: "INFOPLIST_FILE", value: .string(infoPath), location: reader.location(pathNode)))
                generatesInfoPlist = true
                if let props = infoFields.first(where: { $0.key == "properties" })?.value {
                    properties = try dictionary(props, "info.properties")
                }
            }
            var sourceFiles: [String] = [], sourceFolders: [String] = []
            if let sources = field("sources") {
                let items: [Node] = if case .sequence = sources { try reader.sequence(sources, "sources") } else { [sources] }
                for item in items {
                    let relative: String
                    if case .mapping = item {
                        guard let p = try reader.mapping(item, "a source").first(where: { $0.key == "path" })?.value else {
                            throw reader.error("a source needs a 'path'", at: item)
                        }
                        relative = try reader.string(p, "a source's path")
                    } else {
                        relative = try reader.string(item, "a source")
                    }
                    guard let joined = ProjectPaths.join(directory, relative) else {
                        notUnderstood("the source '\(relative)' is outside the audited folder", at: item)
                        continue
                    }
                    if files.files.contains(where: { $0.path == joined }) { sourceFiles.append(joined) } else { sourceFolders.append(joined) }
                }
            }
            let configs = try configurations(lead: lead, settings: field("settings"), configFiles: field("configFiles"))
            return [GeneratedTarget(name: name, location: reader.location(entry.keyNode), buildsForIOS: buildsForIOS,
                                    platformDescription: platformDescription, configurations: configs, infoProperties: properties,
                                    generatesInfoPlist: generatesInfoPlist, sourceFiles: sourceFiles, sourceFolders: sourceFolders)]
        }

        /// `IPHONEOS_DEPLOYMENT_TARGET` from `deploymentTarget`: a version (the target's one
        /// platform) or a map by platform (`iOS: "15.0"`).
        private func deploymentTarget(_ node: Node, platformKnown: Bool) throws(LocatedError) -> BuildSetting? {
            if case .mapping = node {
                guard let iOS = try reader.mapping(node, "deploymentTarget").first(where: { $0.key == "iOS" })?.value else { return nil }
                return BuildSetting(key: "IPHONEOS_DEPLOYMENT_TARGET", value: .string(try version(iOS)), location: reader.location(iOS))
            }
            guard platformKnown else { throw reader.error("deploymentTarget must be a map by platform (iOS: \"15.0\"), found \(reader.describe(node))", at: node) }
            return BuildSetting(key: "IPHONEOS_DEPLOYMENT_TARGET", value: .string(try version(node)), location: reader.location(node))
        }

        private func version(_ node: Node) throws(LocatedError) -> String {
            let text = try reader.string(node, "a deployment target")
            guard let first = text.split(separator: ".").first, Int(first) != nil else {
                throw reader.error("'\(text)' is not a version such as \"15.0\"", at: node)
            }
            return text.contains(".") ? text : text + ".0"
        }

        /// The configurations of a project or target: `lead` settings in every one, then the
        /// `settings` (flat, or `base` then the configuration's entry of `configs`), and the
        /// `configFiles` entry as the base `.xcconfig`.
        private mutating func configurations(lead: [BuildSetting], settings: Node?, configFiles: Node?) throws(LocatedError) -> [BuildConfiguration] {
            var base: [BuildSetting] = []
            var perConfiguration: [(name: String, settings: [BuildSetting])] = []
            if let settings {
                let entries = try reader.mapping(settings, "settings")
                let structured = entries.contains { ["base", "configs", "groups"].contains($0.key) }
                if structured {
                    for entry in entries {
                        switch entry.key {
                        case "base": base = try buildSettings(entry.value, "settings.base")
                        case "configs":
                            for config in try reader.mapping(entry.value, "settings.configs") {
                                perConfiguration.append((config.key, try buildSettings(config.value, "settings.configs.\(config.key)")))
                            }
                        case "groups": notUnderstood("setting groups ('groups') are not applied", at: entry.keyNode)
                        default: break
                        }
                    }
                } else {
                    base = try buildSettings(settings, "settings")
                }
            }
            var files: [String: String] = [:]
            if let configFiles {
                for entry in try reader.mapping(configFiles, "configFiles") {
                    let relative = try reader.string(entry.value, "configFiles.\(entry.key)")
                    if let joined = ProjectPaths.join(directory, relative) { files[entry.key.lowercased()] = joined }
                }
            }
            let location = SourceLocation(file: path, line: 1, column: 1)
            return configurationNames.map { name in
                let own = perConfiguration.filter { $0.name.lowercased() == name.lowercased() }.flatMap(\.settings)
                return BuildConfiguration(name: name, settings: BuildSettings(lead + base + own), location: location,
                                          baseConfigurationPath: files[name.lowercased()])
            }
        }

        /// A map of build settings: strings (a Boolean becomes `YES`/`NO`, as XcodeGen writes it)
        /// and lists of strings.
        private func buildSettings(_ node: Node, _ what: String) throws(LocatedError) -> [BuildSetting] {
            try reader.mapping(node, what).map { (entry: YAMLEntry) throws(LocatedError) -> BuildSetting in
                let value: BuildSettingValue
                switch entry.value {
                case .sequence(let items):
                    value = .list(try items.map { (n: Node) throws(LocatedError) in try reader.string(n, "an element of '\(entry.key)'") })
                case .scalar(let s):
                    if let b = Self.yamlBool(s) { value = .string(b ? "YES" : "NO") } else { value = .string(s.string) }
                default:
                    throw reader.error("the build setting '\(entry.key)' must be a string or a list, found \(reader.describe(entry.value))", at: entry.value)
                }
                return BuildSetting(key: entry.key, value: value, location: reader.location(entry.value))
            }
        }

        /// Info.plist properties: YAML values as property list values.
        private func dictionary(_ node: Node, _ what: String) throws(LocatedError) -> PlistDictionary {
            var dict = PlistDictionary()
            for entry in try reader.mapping(node, what) {
                dict.set(.init(key: entry.key, keyLocation: reader.location(entry.keyNode), value: try plistValue(entry.value, "\(what).\(entry.key)")))
            }
            return dict
        }

        private func plistValue(_ node: Node, _ what: String) throws(LocatedError) -> PlistValue {
            let location = reader.location(node)
            switch node {
            case .scalar(let s):
                if let b = Self.yamlBool(s) { return PlistValue(.bool(b), at: location) }
                if s.style == .plain, let i = Int(s.string) { return PlistValue(.integer(i), at: location) }
                return PlistValue(.string(s.string), at: location)
            case .sequence(let items):
                return PlistValue(.array(try items.map { (n: Node) throws(LocatedError) in try plistValue(n, what) }), at: location)
            case .mapping:
                return PlistValue(.dict(try dictionary(node, what)), at: location)
            case .alias:
                throw reader.error("\(what): aliases are not read", at: node)
            }
        }

        /// A plain YAML 1.1 Boolean, as XcodeGen's YAML loader reads it (`true`, `NO`, `yes`, …).
        static func yamlBool(_ s: Node.Scalar) -> Bool? {
            guard s.style == .plain else { return nil }
            switch s.string.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: return nil
            }
        }
    }
}
