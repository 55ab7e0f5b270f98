@testable import StatusBarEngine

/// A one-window app whose root is `root`.
func makeApp(_ controllers: [Controller], root: ControllerID, platform: Platform = Platform(),
             info: InfoPlist = InfoPlist(), window: Window? = nil) throws(ModelError) -> App {
    try App(platform: platform, info: info, windows: [window ?? Window(id: "main", root: root)], controllers: controllers)
}

func platform(ios: String = "17.0", device: String = "iphone-15-pro", orientation: Orientation = .portrait,
              appearance: Appearance = .light, policy: DefaultStylePolicy = .interfaceStyle) -> Platform {
    Platform(ios: IOSVersion(ios)!, device: DeviceProfile.named(device)!, orientation: orientation,
             appearance: appearance, defaultStylePolicy: policy)
}

extension Resolution {
    /// The rules the trace cites, in order of first use.
    var rulesCited: [Rule] {
        var seen: [Rule] = []
        for step in trace where !seen.contains(step.rule) { seen.append(step.rule) }
        return seen
    }

    func hasDiagnostic(_ id: String) -> Bool { diagnostics.contains { $0.id == id } }
}

extension DynamicColor {
    static func hex(_ text: String) -> DynamicColor { DynamicColor(RGBA(hex: text)!) }
}
