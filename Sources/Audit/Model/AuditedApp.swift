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
    /// synchronized folders when the project lists them, else every file.
    package func owns(_ path: String) -> Bool {
        let d = discovered
        if d.sourceFiles.isEmpty && d.resourceFiles.isEmpty && d.synchronizedFolders.isEmpty { return true }
        if memberFiles.contains(path) { return true }
        // A localized storyboard listed through its variant group: `Base.lproj/Main.storyboard`.
        if d.resourceFiles.contains(where: { path.hasSuffix("/" + $0) || $0.hasSuffix("/" + lastComponent(path)) && sameName($0, path) }) {
            return true
        }
        return d.synchronizedFolders.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    private func lastComponent(_ p: String) -> String { p.split(separator: "/").last.map(String.init) ?? p }
    private func sameName(_ a: String, _ b: String) -> Bool {
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
