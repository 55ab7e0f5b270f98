import SourceModel

/// Reads a Tuist `Project.swift` as text (it is never run) for its application targets:
/// `.target(…)` or `Target(…)` calls whose `name:` is a string literal and whose `product:` is
/// `.app`, building for iOS (`destinations: .iOS`, `.iPhone`, `.iPad`, a list or set of them, or
/// `platform: .iOS`), with `infoPlist:` (`.file(path:)`, a path literal, `.default`,
/// `.extendingDefault(with: [...])`, `.dictionary([...])`), `sources:` (paths and globs: a glob
/// counts as the folder before its first wildcard), `deploymentTargets: .iOS("15.0")` (or the
/// older `deploymentTarget: .iOS(targetVersion:)`) and `settings: .settings(base: [...],
/// configurations: [.debug(name:, settings:, xcconfig:)])` with literal values.
///
/// What is not understood (a name held in a variable, targets built by helper functions, a value
/// computed in code) is listed as skipped with the reason; the rest is still used. Paths written
/// `.relativeToRoot("…")` are taken from the audited folder.
enum TuistManifestReader {
    static func read(_ bytes: [UInt8], path: String, files: ProjectFiles) throws(LocatedError) -> GeneratedProject {
        let tokens = try SwiftManifestText.tokens(bytes, file: path)
        var reader = Reader(path: path, directory: ProjectPaths.directory(of: path), files: files)
        return reader.project(tokens)
    }

    private typealias Expression = SwiftManifestText.Expression

    private struct Reader {
        let path: String
        let directory: String
        let files: ProjectFiles
        var notUnderstood: [SkippedFile] = []

        init(path: String, directory: String, files: ProjectFiles) {
            self.path = path
            self.directory = directory
            self.files = files
        }

        private mutating func skip(_ what: String, at location: SourceLocation) {
            notUnderstood.append(SkippedFile(file: path, reason: "line \(location.line), column \(location.column): \(what)"))
        }

        mutating func project(_ tokens: [SwiftManifestText.Token]) -> GeneratedProject {
            var name = ProjectPaths.lastComponent(directory.isEmpty ? "Project" : directory)
            var targets: [GeneratedTarget] = []
            var sawTarget = false
            var i = 0
            while i < tokens.count {
                defer { i += 1 }
                guard let word = tokens[i].identifier, i + 1 < tokens.count, tokens[i + 1].isPunctuation("(") else { continue }
                let afterDot = i > 0 && tokens[i - 1].isPunctuation(".")
                if word == "Project", !afterDot || (i > 1 && tokens[i - 2].identifier == "Project") {
                    var parser = SwiftManifestText.Parser(tokens: tokens, index: i + 1)
                    let args = parser.arguments()
                    if let n = args.first(where: { $0.label == "name" })?.value.stringValue { name = n }
                } else if (word == "target" && afterDot) || (word == "Target" && !afterDot) {
                    var parser = SwiftManifestText.Parser(tokens: tokens, index: i + 1)
                    let args = parser.arguments()
                    // `Target(` in a declaration (`func app() -> Target(`) has no labels: not a target.
                    guard args.contains(where: { $0.label == "name" }) else { continue }
                    sawTarget = true
                    if let target = target(args, at: tokens[i].location) { targets.append(target) }
                }
            }
            if !sawTarget {
                skip("no target written as '.target(…)' or 'Target(…)' in this manifest (targets made by helper functions are not followed)",
                     at: SourceLocation(file: path, line: 1, column: 1))
            }
            let configurations = ["Debug", "Release"].map {
                BuildConfiguration(name: $0, settings: BuildSettings(), location: SourceLocation(file: path, line: 1, column: 1))
            }
            return GeneratedProject(manifest: path, directory: directory, name: name, configurations: configurations,
                                    targets: targets, notUnderstood: notUnderstood)
        }

        private mutating func target(_ args: [SwiftManifestText.Argument], at location: SourceLocation) -> GeneratedTarget? {
            func arg(_ label: String) -> Expression? { args.first { $0.label == label }?.value }
            guard let nameExpression = arg("name") else { return nil }
            guard let name = nameExpression.stringValue else {
                skip("a target whose name is not a string literal is not read", at: nameExpression.location)
                return nil
            }
            guard let product = arg("product") else {
                skip("target '\(name)' has no 'product:'", at: location)
                return nil
            }
            guard case .member(let productName, _) = product else {
                skip("the product of target '\(name)' is not understood", at: product.location)
                return nil
            }
            guard productName == "app" else { return nil }

            let iOSDestinations: Set<String> = ["iOS", "iPhone", "iPad", "macWithiPadDesign", "appleVisionWithiPadDesign"]
            var buildsForIOS = false
            var platformDescription = "an unknown platform"
            var lead: [BuildSetting] = []
            if let destinations = arg("destinations") ?? arg("platform") {
                let members = memberNames(destinations)
                if members.isEmpty {
                    skip("the destinations of target '\(name)' are not understood", at: destinations.location)
                    return nil
                }
                buildsForIOS = members.contains { iOSDestinations.contains($0) }
                platformDescription = members.joined(separator: ", ")
                if buildsForIOS {
                    lead.append(BuildSetting(key: "SUPPORTED_PLATFORMS", value: .string("iphoneos iphonesimulator"),
                                             location: destinations.location))
                }
            } else {
                skip("target '\(name)' names neither 'destinations:' nor 'platform:'", at: location)
                return nil
            }
            if let deployment = arg("deploymentTargets") ?? arg("deploymentTarget") {
                if let version = iOSVersion(deployment) {
                    lead.append(BuildSetting(key: "IPHONEOS_DEPLOYMENT_TARGET", value: .string(version.value), location: version.location))
                } else {
                    skip("the deployment target of target '\(name)' is not understood", at: deployment.location)
                }
            }
            var properties = PlistDictionary()
            var generates = false
            if let info = arg("infoPlist") {
                switch info.calleeName {
                case _ where info.stringValue != nil:
                    if let p = manifestRelativePath(info) { lead.append(BuildSetting(key: "INFOPLIST_FILE", value: .string(p), location: info.location)) }
                case "file":
                    if let pathExpression = info.argument("path"), let p = manifestRelativePath(pathExpression) {
                        lead.append(BuildSetting(key: "INFOPLIST_FILE", value: .string(p), location: pathExpression.location))
                    } else {
                        skip("the Info.plist path of target '\(name)' is not understood", at: info.location)
                    }
                case "default":
                    generates = true
                case "extendingDefault", "dictionary":
                    generates = true
                    if let dict = info.arguments.first?.value { properties = plistDictionary(dict, in: name) }
                default:
                    skip("the Info.plist of target '\(name)' is not understood", at: info.location)
                }
            }
            var sourceFiles: [String] = [], sourceFolders: [String] = []
            if let sources = arg("sources") {
                let globs = strings(sources)
                if globs.isEmpty { skip("the sources of target '\(name)' are not understood", at: sources.location) }
                for glob in globs {
                    let fixed = glob.split(separator: "/").prefix { !$0.contains("*") && !$0.contains("{") }.joined(separator: "/")
                    let fromRoot = fixed.hasPrefix("/")
                    guard let joined = ProjectPaths.join(fromRoot ? "" : directory, fixed) else { continue }
                    if fixed == glob, files.files.contains(where: { $0.path == joined }) { sourceFiles.append(joined) } else { sourceFolders.append(joined) }
                }
            }
            var configurations = ["Debug", "Release"].map {
                BuildConfiguration(name: $0, settings: BuildSettings(lead), location: location)
            }
            if let settings = arg("settings") { apply(settings, to: &configurations, target: name) }
            return GeneratedTarget(name: name, location: location, buildsForIOS: buildsForIOS, platformDescription: platformDescription,
                                   configurations: configurations, infoProperties: properties, generatesInfoPlist: generates,
                                   sourceFiles: sourceFiles, sourceFolders: sourceFolders)
        }

        /// `.settings(base: [...], configurations: [.debug(name: .debug, settings: [...], xcconfig: "…")])`.
        private mutating func apply(_ settings: Expression, to configurations: inout [BuildConfiguration], target: String) {
            guard settings.calleeName == "settings" else {
                skip("the settings of target '\(target)' are not understood", at: settings.location)
                return
            }
            if let base = settings.argument("base") {
                let read = buildSettings(base, target: target)
                for i in configurations.indices { configurations[i].settings.all += read }
            }
            guard let list = settings.argument("configurations") else { return }
            guard case .array(let items, _) = list else {
                skip("the configurations of target '\(target)' are not understood", at: list.location)
                return
            }
            for item in items {
                let kind = item.calleeName
                var configName: String?
                switch item.argument("name") {
                case .string(let s, _)?: configName = s
                case .member(let m, _)?: configName = m.prefix(1).uppercased() + m.dropFirst()
                default: configName = kind == "debug" ? "Debug" : kind == "release" ? "Release" : nil
                }
                guard let configName else {
                    skip("a configuration of target '\(target)' is not understood", at: item.location)
                    continue
                }
                var index = configurations.firstIndex { $0.name == configName }
                if index == nil {
                    configurations.append(BuildConfiguration(name: configName, settings: configurations.first?.settings ?? BuildSettings(),
                                                             location: item.location))
                    index = configurations.count - 1
                }
                if let s = item.argument("settings") { configurations[index!].settings.all += buildSettings(s, target: target) }
                if let x = item.argument("xcconfig"), let p = path(x) { configurations[index!].baseConfigurationPath = p }
            }
        }

        private mutating func buildSettings(_ expression: Expression, target: String) -> [BuildSetting] {
            guard case .dictionary(let entries, _) = expression else {
                if case .array(let a, _) = expression, a.isEmpty { return [] }
                skip("the build settings of target '\(target)' are not understood", at: expression.location)
                return []
            }
            var out: [BuildSetting] = []
            for entry in entries {
                guard let key = entry.key.stringValue else { continue }
                let value: BuildSettingValue
                switch entry.value {
                case .string(let s, _): value = .string(s)
                case .bool(let b, _): value = .string(b ? "YES" : "NO")
                case .array: value = .list(strings(entry.value))
                case let call where call.calleeName == "string" && call.arguments.first?.value.stringValue != nil:
                    value = .string(call.arguments[0].value.stringValue!)
                case let call where call.calleeName == "array":
                    value = .list(call.arguments.first.map { strings($0.value) } ?? [])
                default:
                    skip("the value of the build setting '\(key)' is not understood", at: entry.value.location)
                    continue
                }
                out.append(BuildSetting(key: key, value: value, location: entry.value.location))
            }
            return out
        }

        /// Info.plist values: literals and `.string`, `.boolean`, `.integer`, `.array`, `.dictionary`.
        private mutating func plistDictionary(_ expression: Expression, in target: String) -> PlistDictionary {
            var dict = PlistDictionary()
            guard case .dictionary(let entries, _) = expression else {
                if case .array(let a, _) = expression, a.isEmpty { return dict }
                skip("the Info.plist keys of target '\(target)' are not understood", at: expression.location)
                return dict
            }
            for entry in entries {
                guard let key = entry.key.stringValue else {
                    skip("an Info.plist key of target '\(target)' is not a string literal", at: entry.key.location)
                    continue
                }
                guard let value = plistValue(entry.value, key: key, in: target) else { continue }
                dict.set(.init(key: key, keyLocation: entry.key.location, value: value))
            }
            return dict
        }

        private mutating func plistValue(_ expression: Expression, key: String, in target: String) -> PlistValue? {
            let l = expression.location
            switch expression {
            case .string(let s, _): return PlistValue(.string(s), at: l)
            case .bool(let b, _): return PlistValue(.bool(b), at: l)
            case .number(let n, _) where Int(n) != nil: return PlistValue(.integer(Int(n)!), at: l)
            case .array(let items, _):
                return PlistValue(.array(items.compactMap { plistValue($0, key: key, in: target) }), at: l)
            case .dictionary:
                return PlistValue(.dict(plistDictionary(expression, in: target)), at: l)
            case .call(_, let args, _) where args.count == 1:
                switch expression.calleeName {
                case "string", "boolean", "integer", "array", "dictionary": return plistValue(args[0].value, key: key, in: target)
                default: break
                }
            default: break
            }
            skip("the value of the Info.plist key '\(key)' is not understood", at: l)
            return nil
        }

        /// The implicit members an expression names: `.iOS`, `[.iPhone, .iPad]`, `Set([.iPhone])`.
        private func memberNames(_ expression: Expression) -> [String] {
            switch expression {
            case .member(let m, _): [m]
            case .array(let items, _): items.flatMap(memberNames)
            case .call(_, let args, _) where expression.calleeName == "Set": args.flatMap { memberNames($0.value) }
            default: []
            }
        }

        /// `.iOS("15.0")`, `.iOS(targetVersion: "15.0", …)`, `.multiplatform(iOS: "15.0", …)`.
        private func iOSVersion(_ expression: Expression) -> Located<String>? {
            let candidate: Expression?
            switch expression.calleeName {
            case "iOS": candidate = expression.argument("targetVersion") ?? expression.argument(nil)
            case "multiplatform": candidate = expression.argument("iOS")
            default: candidate = nil
            }
            guard let candidate, let text = candidate.stringValue, let first = text.split(separator: ".").first, Int(first) != nil else { return nil }
            return Located(text.contains(".") ? text : text + ".0", key: "deploymentTargets", location: candidate.location)
        }

        /// String literals of a sources expression: `"Sources/**"`, `["A/**", "B/**"]`,
        /// `.paths([...])`, `.glob("…")`, `SourceFilesList(globs: [...])`, `.relativeToManifest("…")`.
        private func strings(_ expression: Expression) -> [String] {
            switch expression {
            case .string(let s, _): return [s]
            case .array(let items, _): return items.flatMap(strings)
            case .call(_, let args, _):
                if expression.calleeName == "relativeToRoot", let s = args.first?.value.stringValue { return ["/" + s] }
                return args.flatMap { strings($0.value) }
            default: return []
            }
        }

        /// A path argument as written relative to the manifest's folder (what `INFOPLIST_FILE` holds).
        private func manifestRelativePath(_ expression: Expression) -> String? {
            guard let text = strings(expression).first else { return nil }
            guard text.hasPrefix("/") else { return text }
            let up = directory.isEmpty ? 0 : directory.split(separator: "/").count
            return String(repeating: "../", count: up) + text.dropFirst()
        }

        /// A path argument relative to the manifest's folder (`.relativeToRoot` from the audited folder).
        private func path(_ expression: Expression) -> String? {
            guard let text = strings(expression).first else { return nil }
            if text.hasPrefix("/") { return String(text.dropFirst()) }
            return ProjectPaths.join(directory, text)
        }
    }
}
