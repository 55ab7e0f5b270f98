import SourceModel

/// Turns the parsed pbxproj tree into an `XcodeProject`. Every lookup goes through the `objects`
/// dictionary's index, and group paths are computed once each: linear in the size of the project.
struct PBXProjReader {
    let root: PlistValue
    let path: String
    private var objects = PlistDictionary()
    private var problems: [LocatedError] = []
    private var parents: [String: String] = [:]
    private var pathCache: [String: String?] = [:]
    private var projectDirectory = ""

    init(root: PlistValue, path: String) {
        self.root = root
        self.path = path
    }

    private func fail(_ message: String, at location: SourceLocation) -> LocatedError {
        LocatedError(message, at: location)
    }

    mutating func read() throws(LocatedError) -> XcodeProject {
        guard let top = root.dict else { throw fail("the pbxproj's root is not a dictionary", at: root.location) }
        guard let objects = top["objects"]?.dict else { throw fail("the pbxproj has no 'objects' dictionary", at: root.location) }
        self.objects = objects
        guard let rootID = top["rootObject"]?.string, let project = objects[rootID]?.dict else {
            throw fail("the pbxproj's 'rootObject' names no object", at: top.entry("rootObject")?.keyLocation ?? root.location)
        }
        // `…/App.xcodeproj/project.pbxproj` → folder holding the .xcodeproj and the project name.
        let xcodeproj = ProjectPaths.directory(of: path)
        let container = ProjectPaths.directory(of: xcodeproj)
        var name = ProjectPaths.lastComponent(xcodeproj)
        if name.hasSuffix(".xcodeproj") { name.removeLast(".xcodeproj".count) }
        projectDirectory = container
        if let dirPath = project["projectDirPath"]?.string, !dirPath.isEmpty, !dirPath.hasPrefix("/") {
            projectDirectory = ProjectPaths.join(container, dirPath) ?? container
        }

        for entry in objects.entries {
            guard let object = entry.value.dict, let isa = object["isa"]?.string,
                  isa == "PBXGroup" || isa == "PBXVariantGroup" || isa == "XCVersionGroup",
                  let children = object["children"]?.array else { continue }
            for child in children { if let id = child.string { parents[id] = entry.key } }
        }

        let projectConfigurations = configurations(project["buildConfigurationList"]).list
        var targets: [XcodeTarget] = []
        for ref in project["targets"]?.array ?? [] {
            guard let id = ref.string, let entry = objects.entry(id), let object = entry.value.dict else {
                problems.append(fail("the project's target list names a missing object '\(ref.string ?? "?")'", at: ref.location))
                continue
            }
            guard object["isa"]?.string == "PBXNativeTarget" else { continue }
            let (configs, defaultName) = configurations(object["buildConfigurationList"])
            var sources: [String] = [], resources: [String] = []
            var listed = 0
            for phaseRef in object["buildPhases"]?.array ?? [] {
                guard let phase = phaseRef.string.flatMap({ objects[$0]?.dict }) else { continue }
                switch phase["isa"]?.string {
                case "PBXSourcesBuildPhase"?: sources += files(of: phase, listed: &listed)
                case "PBXResourcesBuildPhase"?: resources += files(of: phase, listed: &listed)
                default: break
                }
            }
            var synchronized: [String] = []
            for groupRef in object["fileSystemSynchronizedGroups"]?.array ?? [] {
                if let id = groupRef.string, let p = resolvedPath(id) { synchronized.append(p) }
            }
            // `PBXTargetDependency` objects naming a target of this project (another project's
            // targets, through a container proxy, are not followed).
            let dependencies = (object["dependencies"]?.array ?? []).compactMap { ref -> String? in
                guard let dependency = ref.string.flatMap({ objects[$0]?.dict }), dependency["isa"]?.string == "PBXTargetDependency" else { return nil }
                return dependency["target"]?.string
            }
            targets.append(XcodeTarget(
                id: id, name: object["name"]?.string ?? id, productType: object["productType"]?.string,
                productName: object["productName"]?.string, configurations: configs,
                defaultConfigurationName: defaultName, location: entry.value.location,
                sourceFiles: sources, resourceFiles: resources, synchronizedFolders: synchronized,
                dependencies: dependencies))
            targets[targets.count - 1].packageProducts = (object["packageProductDependencies"]?.array ?? []).compactMap(packageProduct)
            targets[targets.count - 1].listsFilesElsewhere = listed > 0 && sources.isEmpty && resources.isEmpty && synchronized.isEmpty
        }
        return XcodeProject(pbxprojPath: path, projectDirectory: projectDirectory, name: name,
                            configurations: projectConfigurations, targets: targets, problems: problems)
    }

    /// An `XCSwiftPackageProductDependency` and the package it names, if any.
    private func packageProduct(_ ref: PlistValue) -> PackageProduct? {
        guard let product = ref.string.flatMap({ objects[$0]?.dict }), product["isa"]?.string == "XCSwiftPackageProductDependency",
              let name = product["productName"]?.string else { return nil }
        guard let packageID = product["package"]?.string else { return PackageProduct(name: name, source: .unnamed) }
        guard let package = objects[packageID]?.dict, package["isa"]?.string == "XCLocalSwiftPackageReference" else {
            return PackageProduct(name: name, source: .remote)
        }
        // `relativePath` is relative to the folder holding the `.xcodeproj`.
        let relative = package["relativePath"]?.string ?? ""
        let container = ProjectPaths.directory(of: ProjectPaths.directory(of: path))
        let folder = relative.hasPrefix("/") ? nil : ProjectPaths.join(container, relative)
        return PackageProduct(name: name, source: .local(folder))
    }

    private mutating func configurations(_ listRef: PlistValue?) -> (list: [BuildConfiguration], defaultName: String?) {
        guard let listRef else { return ([], nil) }
        guard let id = listRef.string, let list = objects[id]?.dict else {
            problems.append(fail("a buildConfigurationList names a missing object", at: listRef.location))
            return ([], nil)
        }
        var out: [BuildConfiguration] = []
        for ref in list["buildConfigurations"]?.array ?? [] {
            guard let value = ref.string.flatMap({ objects[$0] }), let object = value.dict else {
                problems.append(fail("a configuration list names a missing configuration '\(ref.string ?? "?")'", at: ref.location))
                continue
            }
            var settings: [BuildSetting] = []
            for entry in object["buildSettings"]?.dict?.entries ?? [] {
                let value: BuildSettingValue
                switch entry.value.kind {
                case .string(let s): value = .string(s)
                case .array(let items): value = .list(items.compactMap(\.string))
                default: continue
                }
                settings.append(BuildSetting(key: entry.key, value: value, location: entry.value.location))
            }
            var base = object["baseConfigurationReference"]?.string.flatMap { resolvedPath($0) }
            // Xcode 16: the file is named by a group (a synchronized folder, usually) and a path
            // relative to that group's folder, not by a file reference.
            if base == nil, let anchor = object["baseConfigurationReferenceAnchor"],
               let relative = object["baseConfigurationReferenceRelativePath"]?.string {
                if let anchorID = anchor.string, objects[anchorID] != nil, let folder = resolvedPath(anchorID) {
                    base = ProjectPaths.join(folder, relative)
                } else {
                    problems.append(fail("baseConfigurationReferenceAnchor names no group of the project", at: anchor.location))
                }
            }
            out.append(BuildConfiguration(name: object["name"]?.string ?? "", settings: BuildSettings(settings),
                                          location: value.location, baseConfigurationPath: base))
        }
        return (out, list["defaultConfigurationName"]?.string)
    }

    /// The files of a build phase inside the audited folder, through PBXBuildFile → file reference
    /// (or variant group); `listed` counts every file it lists, inside the folder or not.
    private mutating func files(of phase: PlistDictionary, listed: inout Int) -> [String] {
        var out: [String] = []
        for ref in phase["files"]?.array ?? [] {
            guard let buildFile = ref.string.flatMap({ objects[$0]?.dict }),
                  let fileID = buildFile["fileRef"]?.string, let file = objects[fileID]?.dict else { continue }
            listed += 1
            if file["isa"]?.string == "PBXVariantGroup" {
                for child in file["children"]?.array ?? [] {
                    if let id = child.string, let p = resolvedPath(id) { out.append(p) }
                }
            } else if let p = resolvedPath(fileID) {
                out.append(p)
            }
        }
        return out
    }

    /// The path of a file or group relative to the audited folder, following `<group>` parents;
    /// `nil` for absolute paths and build-product or SDK references.
    private mutating func resolvedPath(_ id: String) -> String? {
        if let cached = pathCache[id] { return cached }
        pathCache[id] = .some(nil) // Guards against parent cycles.
        var result: String?
        if let object = objects[id]?.dict {
            let own = object["path"]?.string ?? ""
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                let base: String?
                if let parent = parents[id] { base = resolvedPath(parent) } else { base = projectDirectory }
                result = base.flatMap { ProjectPaths.join($0, own) }
            case "SOURCE_ROOT":
                result = ProjectPaths.join(projectDirectory, own)
            default:
                result = nil
            }
        }
        pathCache[id] = .some(result)
        return result
    }
}
