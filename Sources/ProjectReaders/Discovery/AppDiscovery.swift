/// Finds applications without a project file: an Info.plist declares an app when
/// `CFBundlePackageType` is `APPL` or `$(PRODUCT_BUNDLE_PACKAGE_TYPE)`, or when it has
/// `UIApplicationSceneManifest`, `UIMainStoryboardFile` or `UILaunchStoryboardName`.
///
/// Never apps: `GoogleService-Info.plist`, anything inside a `Settings.bundle`, vendored paths
/// (`Pods/`, …), bundles whose package type is anything but `APPL` (`BNDL` test bundles, `FMWK`
/// frameworks), and plists that are not named like an Info.plist (`Info.plist`, `*-Info.plist`,
/// `*_Info.plist`, `*Info.plist`). `$(PRODUCT_BUNDLE_PACKAGE_TYPE)` alone (the modern template of
/// apps, frameworks and tests alike) counts only with an app key (above, or
/// `LSRequiresIPhoneOS`, `UILaunchScreen`, `UISupportedInterfaceOrientations`,
/// `UIRequiredDeviceCapabilities`): a framework's or a test bundle's Info.plist made from the
/// template has the same variable and none of these keys.
package enum AppDiscovery {
    /// The verdict on one plist, with the reason (for explanations and tests).
    package struct Verdict: Sendable, Hashable {
        package var isApp: Bool
        package var reason: String
    }

    /// Whether a path can be an app's Info.plist by its name and folder alone (a cheap first test
    /// before reading the file).
    package static func isCandidate(path: String) -> Bool {
        let name = ProjectPaths.lastComponent(path)
        guard name.hasSuffix("Info.plist"), name != "GoogleService-Info.plist" else { return false }
        if ProjectFiles.isVendored(path) { return false }
        let folders = path.split(separator: "/").dropLast()
        if folders.contains(where: { $0.hasSuffix(".bundle") || $0.hasSuffix(".framework") || $0.hasSuffix(".xctest") || $0.hasSuffix(".appex") }) {
            return false
        }
        return true
    }

    /// Decides whether the plist at `path` (relative to the audited folder) declares an app.
    package static func verdict(path: String, plist: AppInfoPlist) -> Verdict {
        guard isCandidate(path: path) else {
            return Verdict(isApp: false, reason: "not an app's Info.plist by its name or folder")
        }
        let values = plist.values
        let packageType = values["CFBundlePackageType"]?.string
        if let packageType, packageType != "APPL", !packageType.hasPrefix("$(") {
            return Verdict(isApp: false, reason: "CFBundlePackageType is '\(packageType)'")
        }
        if packageType == "APPL" { return Verdict(isApp: true, reason: "CFBundlePackageType is 'APPL'") }
        for key in ["UIApplicationSceneManifest", "UIMainStoryboardFile", "UILaunchStoryboardName"] where values[key] != nil {
            return Verdict(isApp: true, reason: "it has '\(key)'")
        }
        if packageType == "$(PRODUCT_BUNDLE_PACKAGE_TYPE)" {
            for key in ["LSRequiresIPhoneOS", "UILaunchScreen", "UISupportedInterfaceOrientations", "UIRequiredDeviceCapabilities"]
            where values[key] != nil {
                return Verdict(isApp: true, reason: "CFBundlePackageType is '$(PRODUCT_BUNDLE_PACKAGE_TYPE)' and it has '\(key)'")
            }
            return Verdict(isApp: false, reason: "CFBundlePackageType is '$(PRODUCT_BUNDLE_PACKAGE_TYPE)', shared by the app, framework and test templates, and no key declares an application")
        }
        return Verdict(isApp: false, reason: "no key declares an application")
    }
}
