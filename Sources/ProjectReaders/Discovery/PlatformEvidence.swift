import Foundation

/// What the audit assumed of an app's platform, said in its coverage: an application target whose
/// `SDKROOT` names no platform (set in a configuration file that is missing, say) taken for iOS
/// from what else says it.
package struct PlatformAssumption: Sendable, Hashable {
    /// The file the assumption is about: the first missing configuration file, else the pbxproj.
    package var file: String
    /// What was assumed and why.
    package var what: String
}

/// Tells an application target's platform when its `SDKROOT` does not (it is set nowhere the
/// audit can read, or to a value that names no platform) and `SUPPORTED_PLATFORMS` is not set:
/// from the other settings and the Info.plist, which say it too.
package enum PlatformEvidence {
    /// The target taken for iOS, with why, when something says iOS and nothing says another platform:
    /// - `TARGETED_DEVICE_FAMILY` lists 1 (iPhone) or 2 (iPad); set without them (3 tvOS, 4 watchOS,
    ///   7 visionOS) it says another platform, and the target is not taken;
    /// - the Info.plist's `LSRequiresIPhoneOS` is true (only iOS apps have it);
    /// - `IPHONEOS_DEPLOYMENT_TARGET` is set, and no other platform's deployment target is (a
    ///   project for several platforms sets them all).
    /// `nil` when nothing says iOS.
    package static func assumedIOS(
        target: XcodeTarget, settings: ResolvedTargetSettings, info: AppInfoPlist, missingFiles: [String], pbxproj: String
    ) -> PlatformAssumption? {
        func value(_ name: String) -> String? {
            guard let text = settings.value(name)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            return text
        }
        var evidence: [String] = []
        if let requires = info.values["LSRequiresIPhoneOS"], requires.bool == true || ProjectPaths.isYes(requires.string) {
            evidence.append("its Info.plist's LSRequiresIPhoneOS")
        }
        if let family = value("TARGETED_DEVICE_FAMILY") {
            let members = DiscoveredApp.deviceFamilyMembers(family)
            guard members.contains("1") || members.contains("2") else { return nil }
            evidence.append("TARGETED_DEVICE_FAMILY = \(family)")
        }
        if let deployment = value("IPHONEOS_DEPLOYMENT_TARGET"),
           !["MACOSX_DEPLOYMENT_TARGET", "TVOS_DEPLOYMENT_TARGET", "WATCHOS_DEPLOYMENT_TARGET", "XROS_DEPLOYMENT_TARGET"]
               .contains(where: { value($0) != nil }) {
            evidence.append("IPHONEOS_DEPLOYMENT_TARGET = \(deployment)")
        }
        guard !evidence.isEmpty else { return nil }
        let from = evidence.count == 1 ? evidence[0] : evidence.dropLast().joined(separator: ", ") + " and " + evidence[evidence.count - 1]
        let why: String
        if let first = missingFiles.first {
            let files = missingFiles.map { "'\($0)'" }
            let named = files.count == 1 ? files[0] : files.dropLast().joined(separator: ", ") + " and " + files[files.count - 1]
            why = "its SDKROOT is set in no file the audit can read (\(named), which its configuration '\(settings.configuration)' "
                + "is based on, \(files.count == 1 ? "is" : "are") missing)"
            return PlatformAssumption(file: first, what: "the platform of target '\(target.name)' is taken for iOS from \(from), since \(why)")
        }
        if let raw = settings.setting("SDKROOT")?.value.text {
            why = "its SDKROOT, '\(raw)', names no platform"
        } else {
            why = "no build setting sets its SDKROOT"
        }
        return PlatformAssumption(file: pbxproj, what: "the platform of target '\(target.name)' is taken for iOS from \(from), since \(why)")
    }
}
