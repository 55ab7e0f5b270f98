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
    /// The target's files, for constant-time membership.
    private let memberFiles: Set<String>

    package var name: String { discovered.name }
    package var plist: AppInfoPlist { discovered.infoPlist }
    package var mode: AppearanceMode { info.mode }

    package init(_ discovered: DiscoveredApp, device: DeviceProfile, versions: SupportedVersions? = nil) {
        self.discovered = discovered
        let versions = versions ?? SupportedVersions(discovered, pinned: nil)
        self.versions = versions
        self.memberFiles = Set(discovered.sourceFiles).union(discovered.resourceFiles)
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
    /// when the app is built with ``indexOwnership(of:)`` (a set look-up then), else computed.
    package func owns(_ path: String) -> Bool {
        if let owned = ownedIndex, owned.all || owned.universe.contains(path) { return owned.all || owned.paths.contains(path) }
        return computeOwns(path)
    }

    /// Which of `paths` the app owns, decided once: `owns(_:)` is then a set look-up, whatever the
    /// number of resource files and synchronized folders (issue "Speed on large real apps").
    package mutating func indexOwnership(of paths: [String]) {
        let d = discovered
        if d.sourceFiles.isEmpty && d.resourceFiles.isEmpty && d.synchronizedFolders.isEmpty {
            ownedIndex = OwnedIndex(all: true, paths: [], universe: [])
            return
        }
        let resourcesByName = Dictionary(grouping: d.resourceFiles, by: Self.lastComponent)
        let resources = Set(d.resourceFiles)
        let folders = Set(d.synchronizedFolders.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
        var owned: Set<String> = []
        for path in paths {
            if memberFiles.contains(path) { owned.insert(path); continue }
            // A localized resource listed through its variant group: `Base.lproj/Main.storyboard`.
            let parts = path.split(separator: "/").map(String.init)
            var matched = false
            for i in parts.indices.dropFirst() where resources.contains(parts[i...].joined(separator: "/")) { matched = true; break }
            if !matched, let candidates = resourcesByName[Self.lastComponent(path)] {
                matched = candidates.contains { $0.contains("/") && Self.sameName($0, path) }
            }
            if !matched, !folders.isEmpty {
                var prefix = ""
                for part in parts.dropLast() {
                    prefix = prefix.isEmpty ? part : prefix + "/" + part
                    if folders.contains(prefix) { matched = true; break }
                }
            }
            if matched { owned.insert(path) }
        }
        ownedIndex = OwnedIndex(all: false, paths: owned, universe: Set(paths))
    }

    private struct OwnedIndex: Sendable {
        var all: Bool
        var paths: Set<String>
        /// The paths the index decided; any other is computed.
        var universe: Set<String>
    }
    private var ownedIndex: OwnedIndex?

    private func computeOwns(_ path: String) -> Bool {
        let d = discovered
        if d.sourceFiles.isEmpty && d.resourceFiles.isEmpty && d.synchronizedFolders.isEmpty { return true }
        if memberFiles.contains(path) { return true }
        // A localized storyboard listed through its variant group: `Base.lproj/Main.storyboard`.
        if d.resourceFiles.contains(where: { path.hasSuffix("/" + $0) || $0.hasSuffix("/" + Self.lastComponent(path)) && Self.sameName($0, path) }) {
            return true
        }
        return d.synchronizedFolders.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    private static func lastComponent(_ p: String) -> String { p.split(separator: "/").last.map(String.init) ?? p }
    private static func sameName(_ a: String, _ b: String) -> Bool {
        let folder = { (p: String) in p.split(separator: "/").dropLast().filter { !$0.hasSuffix(".lproj") }.joined(separator: "/") }
        return folder(a) == folder(b)
    }

    /// The storyboard names UIKit loads first: the scene manifest's, else `UIMainStoryboardFile`.
    package var mainStoryboardNames: [String] {
        var names = plist.sceneConfigurations.compactMap { $0.storyboardFile?.value }
        if let main = plist.mainStoryboardFile.value(forIdiom: "iphone")?.value { names.append(main) }
        return names
    }
}
