/// A key that may have device-suffixed variants (`Key~iphone`, `Key~ipad`, `Key~ipod`) (R2).
public struct DeviceKeyed<Value: Sendable & Hashable>: Sendable, Hashable {
    public var plain: Value?
    public var iphone: Value?
    public var ipad: Value?
    public var ipod: Value?

    public init(plain: Value? = nil, iphone: Value? = nil, ipad: Value? = nil, ipod: Value? = nil) {
        self.plain = plain
        self.iphone = iphone
        self.ipad = ipad
        self.ipod = ipod
    }

    /// The value for a device idiom and the suffix of the key that gave it ("" for the plain key).
    public func value(for idiom: DeviceIdiom) -> (value: Value, suffix: String)? {
        switch idiom {
        case .phone: if let iphone { return (iphone, "~iphone") }
        case .pad: if let ipad { return (ipad, "~ipad") }
        }
        return plain.map { ($0, "") }
    }

    public var isEmpty: Bool { plain == nil && iphone == nil && ipad == nil && ipod == nil }
}

/// The Info.plist keys the status bar system reads, typed (R1, R2, R9).
/// A value of the wrong type never reaches here: readers report it as an error.
public struct InfoPlist: Sendable, Hashable {
    /// `UIViewControllerBasedStatusBarAppearance`; absent means `true`.
    public var viewControllerBasedStatusBarAppearance: Bool?
    /// `UIStatusBarStyle` and its device-suffixed variants.
    public var statusBarStyle: DeviceKeyed<StatusBarStyle>
    /// `UIStatusBarHidden` and its device-suffixed variants.
    public var statusBarHidden: DeviceKeyed<Bool>
    /// `UIUserInterfaceStyle`: `Light`/`Dark`; `Automatic` or absent is `unspecified`.
    public var userInterfaceStyle: InterfaceStyle

    public init(viewControllerBasedStatusBarAppearance: Bool? = nil,
                statusBarStyle: DeviceKeyed<StatusBarStyle> = DeviceKeyed(),
                statusBarHidden: DeviceKeyed<Bool> = DeviceKeyed(),
                userInterfaceStyle: InterfaceStyle = .unspecified) {
        self.viewControllerBasedStatusBarAppearance = viewControllerBasedStatusBarAppearance
        self.statusBarStyle = statusBarStyle
        self.statusBarHidden = statusBarHidden
        self.userInterfaceStyle = userInterfaceStyle
    }

    public var mode: AppearanceMode {
        viewControllerBasedStatusBarAppearance == false ? .application : .viewControllerBased
    }

    /// Reads `UIUserInterfaceStyle`'s string (`Light`, `Dark`, `Automatic`); `nil` when unknown.
    public static func interfaceStyle(infoPlistValue: String) -> InterfaceStyle? {
        switch infoPlistValue {
        case "Light": .light
        case "Dark": .dark
        case "Automatic": .unspecified
        default: nil
        }
    }
}

/// Where and how the app runs.
public struct Platform: Sendable, Hashable {
    public var ios: IOSVersion
    public var device: DeviceProfile
    public var orientation: Orientation
    public var appearance: Appearance
    public var defaultStylePolicy: DefaultStylePolicy

    public init(ios: IOSVersion = IOSVersion(17), device: DeviceProfile = DeviceProfile.named(DeviceProfile.defaultID)!,
                orientation: Orientation = .portrait, appearance: Appearance = .light,
                defaultStylePolicy: DefaultStylePolicy = .byVersion) {
        self.ios = ios
        self.device = device
        self.orientation = orientation
        self.appearance = appearance
        self.defaultStylePolicy = defaultStylePolicy
    }

    public var isVerticallyCompact: Bool { device.isVerticallyCompact(in: orientation) }
    public var isCompactWidth: Bool { device.isCompactWidth(in: orientation) }
}
