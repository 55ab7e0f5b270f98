/// A `UIStatusBarStyle` value.
public enum StatusBarStyle: String, Sendable, CaseIterable, Hashable, Codable {
    case `default`
    case lightContent
    case darkContent
    /// Deprecated in iOS 7; read as `lightContent`.
    case blackOpaque
    /// Deprecated in iOS 7; read as `lightContent`.
    case blackTranslucent

    /// True for the values deprecated since iOS 7.
    public var isDeprecated: Bool { self == .blackOpaque || self == .blackTranslucent }

    /// The Info.plist spelling (`UIStatusBarStyleLightContent`, …).
    public var infoPlistName: String {
        switch self {
        case .default: "UIStatusBarStyleDefault"
        case .lightContent: "UIStatusBarStyleLightContent"
        case .darkContent: "UIStatusBarStyleDarkContent"
        case .blackOpaque: "UIStatusBarStyleBlackOpaque"
        case .blackTranslucent: "UIStatusBarStyleBlackTranslucent"
        }
    }

    /// Reads an Info.plist spelling; `nil` for an empty or unknown string.
    public init?(infoPlistName: String) {
        guard let style = StatusBarStyle.allCases.first(where: { $0.infoPlistName == infoPlistName }) else { return nil }
        self = style
    }
}

/// What is drawn: white glyphs (`light`) or black glyphs (`dark`); or, for `default` from
/// iOS 17 on a background the engine does not know, `adaptive`: the system keeps it readable and
/// the content is not predicted (R9).
public enum StatusBarContent: String, Sendable, CaseIterable, Hashable, Codable {
    case light
    case dark
    case adaptive

    /// The glyph color (`adaptive` is drawn black where no background is known; see `glyphColor(on:)`).
    public var glyphColor: RGBA { self == .light ? .white : .black }

    /// The glyph color on `background`: `adaptive` takes the one with the higher contrast.
    public func glyphColor(on background: RGBA) -> RGBA {
        switch self {
        case .light: .white
        case .dark: .black
        case .adaptive: Contrast.lightIsBetter(on: background.relativeLuminance) ? .white : .black
        }
    }

    /// The contrast of the glyphs with `background` (R12), from one luminance computation.
    public func contrast(on background: RGBA) -> Double {
        let l = background.relativeLuminance
        switch self {
        case .light: return Contrast.ofWhite(on: l)
        case .dark: return Contrast.ofBlack(on: l)
        case .adaptive: return max(Contrast.ofWhite(on: l), Contrast.ofBlack(on: l))
        }
    }
}

/// A `UIStatusBarAnimation` value.
public enum StatusBarAnimation: String, Sendable, CaseIterable, Hashable, Codable {
    case none
    case fade
    case slide
}

/// A `UIUserInterfaceStyle` value.
public enum InterfaceStyle: String, Sendable, CaseIterable, Hashable, Codable {
    case unspecified
    case light
    case dark
}

/// The system appearance setting.
public enum Appearance: String, Sendable, CaseIterable, Hashable, Codable {
    case light
    case dark

    public var interfaceStyle: InterfaceStyle { self == .light ? .light : .dark }
}

/// A `UIModalPresentationStyle` value.
public enum ModalPresentationStyle: String, Sendable, CaseIterable, Hashable, Codable {
    case automatic
    case fullScreen
    case pageSheet
    case formSheet
    case overFullScreen
    case overCurrentContext
    case currentContext
    case popover
    case custom
}

/// The detent a page or form sheet opens at: its smallest (`UISheetPresentationController.detents`,
/// SwiftUI's `.presentationDetents`). Only a sheet at the large detent pushes its presenter back and
/// shows the backdrop behind it under the status bar (R4); at a medium or custom detent the
/// presenter stays in place under the bar.
public enum SheetDetent: String, Sendable, CaseIterable, Hashable, Codable {
    case large
    case medium
    /// A custom height (`.height(220)`, `.fraction(0.4)`, `.custom(…)`), taken as below full height.
    case custom
}

/// `UINavigationBar.barStyle` (`UIBarStyle`).
public enum BarStyle: String, Sendable, CaseIterable, Hashable, Codable {
    case `default`
    case black
}

extension BarStyle {
    /// A `UIBarStyle` case as code writes it: `black`, and the deprecated `blackOpaque` and
    /// `blackTranslucent`, are black; any other is the default style.
    package init(caseName: String) {
        self = caseName == "black" || caseName == "blackOpaque" || caseName == "blackTranslucent" ? .black : .default
    }
}

/// A `UIInterfaceOrientation` value.
public enum Orientation: String, Sendable, CaseIterable, Hashable, Codable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// How `default` chooses its content (R9).
public enum DefaultStylePolicy: String, Sendable, CaseIterable, Hashable, Codable {
    /// As iOS does: `interfaceStyle` on iOS 13 to 16, `adaptive` from iOS 17 (dark content before 13).
    case byVersion
    /// `default` is dark content in light interface style and light content in dark (iOS 13+).
    case interfaceStyle
    /// `default` picks the content with the higher contrast on the background under the bar (iOS 13+).
    case adaptive

    /// The policy that applies on `ios` (from iOS 13; before it `default` is dark content whatever the policy).
    public func effective(on ios: IOSVersion) -> DefaultStylePolicy {
        guard self == .byVersion else { return self }
        return ios >= .iOS17 ? .adaptive : .interfaceStyle
    }
}

/// R1: who owns the status bar appearance.
public enum AppearanceMode: String, Sendable, CaseIterable, Hashable, Codable {
    case viewControllerBased
    case application
}

/// The kinds of controller the engine knows, each with its own defaults (R5–R7).
public enum ControllerKind: String, Sendable, CaseIterable, Hashable, Codable {
    case viewController
    case navigation
    case tabBar
    case split
    case page
    case container
}

/// A window level: `normal` (0), `statusBar` (1000), `alert` (2000), or any number.
public struct WindowLevel: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public var value: Double
    public init(_ value: Double) { self.value = value }
    public static let normal = WindowLevel(0)
    public static let statusBar = WindowLevel(1000)
    public static let alert = WindowLevel(2000)
    public static func < (a: WindowLevel, b: WindowLevel) -> Bool { a.value < b.value }

    public init?(name: String) {
        switch name {
        case "normal": self = .normal
        case "statusBar": self = .statusBar
        case "alert": self = .alert
        default: return nil
        }
    }

    public var description: String {
        switch value {
        case 0: "normal"
        case 1000: "statusBar"
        case 2000: "alert"
        default: Int(exactly: value).map(String.init) ?? String(value)  // 1e20 or infinity do not fit an Int
        }
    }
}

/// An iOS version, compared by its numeric components.
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `"17"`, `"17.0"` or `"16.4.1"`.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard let n = Int(part), n >= 0 else { return nil }
            numbers.append(n)
        }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    public static func < (a: IOSVersion, b: IOSVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }

    public var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }

    public static let iOS13 = IOSVersion(13)
    public static let iOS17 = IOSVersion(17)
}
