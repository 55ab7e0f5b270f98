import ProjectReaders
import SourceModel
import StatusBarEngine

/// An iOS app of the audited folder, with its Info.plist mapped onto the engine's model.
package struct AuditedApp: Sendable {
    package var discovered: DiscoveredApp
    package var info: InfoPlist
    package var launch: StatusBarState
    /// The iOS versions the app supports (deployment target, eras of R9).
    package var versions: SupportedVersions
    /// What the app's code sets for every screen (window style, launch setters, bar proxy).
    package var appWide = AppWideSettings()
    /// The device its screens are predicted on (``AuditOptions/device(for:)``).
    package var device: DeviceProfile

    package var name: String { discovered.name }
    package var plist: AppInfoPlist { discovered.infoPlist }
    package var mode: AppearanceMode { info.mode }

    package init(_ discovered: DiscoveredApp, device: DeviceProfile, versions: SupportedVersions? = nil) {
        self.discovered = discovered
        self.device = device
        let versions = versions ?? SupportedVersions(discovered, pinned: nil)
        self.versions = versions
        self.ownership = OwnershipRules(discovered)
        let p = discovered.infoPlist
        func styles(_ v: DeviceVariants<String>) -> DeviceKeyed<StatusBarStyle> {
            DeviceKeyed(plain: v.plain.flatMap { StatusBarStyle(infoPlistName: $0.value) },
                        iphone: v.iphone.flatMap { StatusBarStyle(infoPlistName: $0.value) },
                        ipad: v.ipad.flatMap { StatusBarStyle(infoPlistName: $0.value) },
                        ipod: v.ipod.flatMap { StatusBarStyle(infoPlistName: $0.value) })
        }
        let info = InfoPlist(
            viewControllerBasedStatusBarAppearance: p.viewControllerBasedStatusBarAppearance?.value,
            statusBarStyle: styles(p.statusBarStyle),
            statusBarHidden: DeviceKeyed(plain: p.statusBarHidden.plain?.value, iphone: p.statusBarHidden.iphone?.value,
                                         ipad: p.statusBarHidden.ipad?.value, ipod: p.statusBarHidden.ipod?.value),
            userInterfaceStyle: p.userInterfaceStyle.flatMap { InfoPlist.interfaceStyle(infoPlistValue: $0.value) } ?? .unspecified)
        self.info = info
        let app = try? App(platform: Platform(ios: versions.newest, device: device), info: info, windows: [], controllers: [])
        self.launch = app?.launchState(explain: false).state
            ?? StatusBarState(hidden: false, style: .default, content: .dark, animation: .fade, height: device.statusBarHeight,
                              styleDecidedBy: .launch, hiddenDecidedBy: .launch, interfaceStyle: .light, mode: info.mode)
    }

    /// Whether a file of the audited folder belongs to this app: its target's build phases and
    /// synchronized folders when the project lists them, else every file. Decided once per path
    /// when the app is built with ``indexOwnership(of:)`` (a set look-up then), else by the rules.
    package func owns(_ path: String) -> Bool {
        if let owned = ownedIndex, owned.universe.contains(path) { return owned.paths.contains(path) }
        return ownership.owns(path)
    }

    /// The folder of a path as resources are matched across localizations: its folders without
    /// the `.lproj` ones (`App/Base.lproj/Main.storyboard` is in `App`).
    package static func resourceFolder(of path: String) -> String { OwnershipRules.folder(path) }

    /// The name resources are matched by: a path's last non-empty component (the path itself when it has none).
    package static func resourceName(of path: String) -> String { OwnershipRules.lastComponent(path) }

    /// The scene delegates of another display (``AppInfoPlist/otherDisplaySceneDelegates``): the
    /// windows they set up are no iPhone screens.
    /// (By class name: `$(PRODUCT_MODULE_NAME).ExternalSceneDelegate` is `ExternalSceneDelegate`.)
    var otherDisplaySceneDelegates: Set<String> {
        Set(discovered.infoPlist.otherDisplaySceneDelegates.map { String($0.split(separator: ".").last ?? $0[...]) })
    }

    /// The indices of the `sources` the app owns, in their order.
    package func ownedIndices(of sources: [SourceFacts]) -> [Int] {
        sources.indices.filter { owns(sources[$0].path) }
    }

    /// ``ownedIndices(of:)`` of the sources `positions` was made of, found from the paths the
    /// app owns when its ownership is indexed with the same paths: a look-up per owned path,
    /// rather than two per source for every app (a sixtieth of a re-audit's time in an app
    /// with 21 targets and 4,000 sources).
    package func ownedIndices(of sources: [SourceFacts], positions: SourcePositions) -> [Int] {
        guard let owned = ownedIndex, owned.made === positions.made, positions.count == sources.count else {
            return ownedIndices(of: sources)
        }
        var indices = positions.outside.filter { ownership.owns(sources[$0].path) }
        for path in owned.paths {
            if let index = positions.byPath[path] { indices.append(index) }
        }
        return indices.sorted()
    }

    /// Where each source is in a list of sources, by path, for ``ownedIndices(of:positions:)``.
    package struct SourcePositions: Sendable {
        /// The index of each source whose path is one of `paths`.
        let byPath: [String: Int]
        /// The indices of the sources whose path is not (the rules decide them).
        let outside: [Int]
        /// The ``PathIndex`` the positions go with.
        let made: PathIndex.Made
        /// How many sources there were; `-1` when two share a path (then unused).
        let count: Int

        package init(_ sources: [SourceFacts], paths: PathIndex) {
            var byPath: [String: Int] = [:]
            byPath.reserveCapacity(sources.count)
            var outside: [Int] = []
            var unique = true
            for index in sources.indices {
                let path = sources[index].path
                if !paths.all.contains(path) {
                    outside.append(index)
                } else if byPath.updateValue(index, forKey: path) != nil {
                    unique = false
                }
            }
            self.byPath = byPath
            self.outside = outside
            made = paths.made
            count = unique ? sources.count : -1
        }
    }

    /// Which of the folder's paths the app owns, decided once: `owns(_:)` is then a set look-up,
    /// whatever the number of resource files and synchronized folders (issue "Speed on large
    /// real apps"). The index is built from the app's lists, not by asking every path: its
    /// members, the paths ending with a listed resource, and the paths under a synchronized folder.
    package mutating func indexOwnership(of paths: PathIndex) {
        ownedIndex = OwnedIndex(paths: ownership.owned(in: paths), universe: paths.all, made: paths.made)
    }

    /// The paths of the audited folder, indexed once for every app's ownership.
    package struct PathIndex: Sendable {
        /// Every path, as a set.
        let all: Set<String>
        /// Every path, sorted (a folder's paths are one range).
        let sorted: [String]
        /// The paths by last component.
        let byName: [String: [String]]
        /// This index, told from others built from other paths (or the same) without comparing them.
        let made = Made()

        final class Made: Sendable {}

        package init(_ paths: [String]) {
            all = Set(paths)
            sorted = paths.sorted()
            byName = Dictionary(grouping: paths, by: { OwnershipRules.lastComponent($0) })
        }

        /// The paths that start with `prefix`.
        func paths(under prefix: String) -> ArraySlice<String> {
            var low = 0, high = sorted.count
            while low < high {
                let mid = (low + high) / 2
                if sorted[mid] < prefix { low = mid + 1 } else { high = mid }
            }
            var end = low
            while end < sorted.count && sorted[end].hasPrefix(prefix) { end += 1 }
            return sorted[low..<end]
        }
    }

    private struct OwnedIndex: Sendable {
        var paths: Set<String>
        /// The paths the index decided; any other goes to the rules.
        var universe: Set<String>
        /// The ``PathIndex`` it was made from.
        var made: PathIndex.Made
    }
    private var ownedIndex: OwnedIndex?
    private let ownership: OwnershipRules

    /// The target's membership rules, with its lists turned into sets once.
    private struct OwnershipRules: Sendable {
        /// No build phase or folder listed: every file is the app's (found without a project). A
        /// target whose build phases list files, none in the audited folder (a CMake-generated
        /// tool's absolute paths), owns none instead.
        let all: Bool
        /// Files of the target's Sources and Resources build phases.
        let members: Set<String>
        /// Resource files, and the same by last path component (for localized variants). Sets of
        /// substrings, so that the parts of a path are looked up without copying them.
        let resources: Set<Substring>
        let resourcesByName: [String: [String]]
        /// Synchronized folders, without a trailing `/`.
        let folders: Set<Substring>

        init(_ d: DiscoveredApp) {
            all = d.sourceFiles.isEmpty && d.resourceFiles.isEmpty && d.synchronizedFolders.isEmpty && !d.listsFilesElsewhere
            members = Set(d.sourceFiles).union(d.resourceFiles)
            resources = Set(d.resourceFiles.map { $0[...] })
            resourcesByName = Dictionary(grouping: d.resourceFiles, by: { Self.lastComponent($0) })
            folders = Set(d.synchronizedFolders.map { $0.hasSuffix("/") ? $0.dropLast() : $0[...] })
        }

        /// The paths of `index` that ``owns(_:)`` says are the app's, found from the app's lists.
        func owned(in index: PathIndex) -> Set<String> {
            if all { return index.all }
            var owned = members.intersection(index.all)
            // The folders of paths compared (a localized file is compared with every listed
            // variant of its name: each folder is worked out once).
            var folderOf: [String: String] = [:]
            func folder(_ path: String) -> String {
                if let known = folderOf[path] { return known }
                let found = Self.folder(path)
                folderOf[path] = found
                return found
            }
            for resource in resources {
                let candidates = index.byName[Self.lastComponent(String(resource))] ?? []
                guard !candidates.isEmpty else { continue }
                let resourceFolder = resource.contains("/") ? Self.folder(String(resource)) : nil
                for path in candidates {
                    // A path ending with `/` and the listed resource, or a localized variant of a
                    // listed resource with a folder (`Base.lproj/Main.storyboard` for `Main.storyboard`).
                    if path.utf8.count > resource.utf8.count, path.hasSuffix(resource),
                       path.utf8[path.utf8.index(path.utf8.endIndex, offsetBy: -resource.utf8.count - 1)] == UInt8(ascii: "/") {
                        owned.insert(path)
                    } else if let resourceFolder, folder(path) == resourceFolder {
                        owned.insert(path)
                    }
                }
            }
            for folder in folders {
                owned.formUnion(index.paths(under: folder + "/"))
            }
            return owned
        }

        func owns(_ path: String) -> Bool {
            if all || members.contains(path) { return true }
            // A resource listed through its variant group: `Base.lproj/Main.storyboard` for a listed
            // `Main.storyboard` in the same folder, or a path ending with a listed one (the part
            // after each `/`; the walk's paths have no empty component).
            if !resources.isEmpty {
                var rest = path[...]
                while let slash = rest.firstIndex(of: "/") {
                    rest = rest[rest.index(after: slash)...]
                    if resources.contains(rest) { return true }
                }
                if let candidates = resourcesByName[Self.lastComponent(path)],
                   candidates.contains(where: { $0.contains("/") && Self.sameFolder($0, path) }) {
                    return true
                }
            }
            // Inside a synchronized folder (Xcode 16).
            guard !folders.isEmpty else { return false }
            var end = path.startIndex
            while let slash = path[end...].firstIndex(of: "/") {
                if folders.contains(path[..<slash]) { return true }
                end = path.index(after: slash)
            }
            return false
        }

        /// The last non-empty component (`p.split(separator: "/").last ?? p`), found from the end
        /// of the bytes without splitting: asked for every path of the folder for every app.
        /// (A `String`: the `Substring` found by walking `utf8` indices, hashed as a key, cost 1,400
        /// instructions a path; a component of a path split at `/` bytes is whole UTF-8.)
        static func lastComponent(_ p: String) -> String {
            var p = p
            return p.withUTF8 { bytes in
                let slash = UInt8(ascii: "/")
                var end = bytes.count
                while end > 0, bytes[end - 1] == slash { end -= 1 }
                guard end > 0 else { return String(decoding: bytes, as: UTF8.self) }
                var start = end
                while start > 0, bytes[start - 1] != slash { start -= 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            }
        }
        /// The same folder once `.lproj` folders are left out.
        static func sameFolder(_ a: String, _ b: String) -> Bool { folder(a) == folder(b) }

        /// A path's folder without its `.lproj` components.
        static func folder(_ path: String) -> String {
            asciiFolder(path) ?? path.split(separator: "/").dropLast().filter { !$0.hasSuffix(".lproj") }.joined(separator: "/")
        }

        /// ``folder(_:)`` of an ASCII path, from its bytes (splitting, filtering and joining
        /// substrings was a fortieth of a re-audit, asked for thousands of localized resources
        /// of every app); `nil` for another path. (In ASCII, a character is a byte: a byte suffix
        /// is a character suffix.)
        static func asciiFolder(_ path: String) -> String? {
            var path = path
            return path.withUTF8 { bytes -> String? in
                let slash = UInt8(ascii: "/")
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                let lproj = Array(".lproj".utf8)
                // The non-empty components, the last left out.
                var components: [Range<Int>] = []
                var index = 0
                while index < bytes.count {
                    if bytes[index] == slash { index += 1; continue }
                    let start = index
                    while index < bytes.count && bytes[index] != slash { index += 1 }
                    components.append(start..<index)
                }
                var folder: [UInt8] = []
                folder.reserveCapacity(bytes.count)
                for component in components.dropLast() {
                    if component.count >= lproj.count && bytes[(component.upperBound - lproj.count)..<component.upperBound].elementsEqual(lproj) {
                        continue
                    }
                    if !folder.isEmpty { folder.append(slash) }
                    folder.append(contentsOf: bytes[component])
                }
                return String(decoding: folder, as: UTF8.self)
            }
        }
    }

    /// The storyboard names UIKit loads first: the scene manifest's, else `UIMainStoryboardFile`.
    package var mainStoryboardNames: [String] {
        var names = plist.sceneConfigurations.compactMap { $0.storyboardFile?.value }
        if let main = plist.mainStoryboardFile.value(forIdiom: "iphone")?.value { names.append(main) }
        return names
    }
}
