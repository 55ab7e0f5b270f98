/// A device's idiom.
public enum DeviceIdiom: String, Sendable, Hashable, Codable {
    case phone
    case pad
}

/// What interrupts the top of the screen.
public enum SensorHousing: String, Sendable, Hashable, Codable {
    case none
    case notch
    case dynamicIsland
}

/// A device the engine can place a scenario on (R7, R11).
public struct DeviceProfile: Sendable, Hashable, Identifiable {
    public let id: String
    public let name: String
    public let idiom: DeviceIdiom
    public let sensorHousing: SensorHousing
    /// R11: the status bar height in points when visible, in portrait.
    public let statusBarHeight: Double
    /// Screen size in points, portrait.
    public let width: Double
    public let height: Double
    /// The top safe area inset in portrait (not always the status bar height).
    public let safeAreaTop: Double
    /// The display's corner radius in points (0 for square corners).
    public let cornerRadius: Double
    /// True where the device is regular width in landscape (the Plus and Max iPhones).
    public let regularWidthInLandscape: Bool

    /// True when the device shows the operator name in the status bar (no sensor housing).
    public var showsOperatorName: Bool { sensorHousing == .none }

    public func isVerticallyCompact(in orientation: Orientation) -> Bool {
        idiom == .phone && orientation.isLandscape
    }

    public func isCompactWidth(in orientation: Orientation) -> Bool {
        guard idiom == .phone else { return false }
        return orientation.isLandscape ? !regularWidthInLandscape : true
    }

    /// The status bar height on this device in an orientation, when visible.
    public func statusBarHeight(in orientation: Orientation) -> Double {
        statusBarHeight
    }

    public static let defaultID = "iphone-15-pro"
    /// The profile an app built for the iPad alone is predicted on when no device is chosen.
    public static let defaultPadID = "ipad-10"

    public static func named(_ id: String) -> DeviceProfile? { all.first { $0.id == id } }

    private static func phone(_ id: String, _ name: String, _ housing: SensorHousing, _ bar: Double,
                              _ w: Double, _ h: Double, safeTop: Double? = nil, corner: Double,
                              max: Bool = false) -> DeviceProfile {
        DeviceProfile(id: id, name: name, idiom: .phone, sensorHousing: housing, statusBarHeight: bar,
                      width: w, height: h, safeAreaTop: safeTop ?? bar, cornerRadius: corner,
                      regularWidthInLandscape: max)
    }

    /// Every profile, sorted by id.
    public static let all: [DeviceProfile] = [
        DeviceProfile(id: "ipad-10", name: "iPad (10th generation)", idiom: .pad, sensorHousing: .none,
                      statusBarHeight: 24, width: 820, height: 1180, safeAreaTop: 24, cornerRadius: 18,
                      regularWidthInLandscape: true),
        DeviceProfile(id: "ipad-pro-11", name: "iPad Pro 11-inch", idiom: .pad, sensorHousing: .none,
                      statusBarHeight: 24, width: 834, height: 1194, safeAreaTop: 24, cornerRadius: 18,
                      regularWidthInLandscape: true),
        phone("iphone-11", "iPhone 11", .notch, 48, 414, 896, corner: 41.5, max: true),
        phone("iphone-12", "iPhone 12", .notch, 47, 390, 844, corner: 47.33),
        phone("iphone-12-mini", "iPhone 12 mini", .notch, 50, 375, 812, corner: 44),
        phone("iphone-14", "iPhone 14", .notch, 47, 390, 844, corner: 47.33),
        phone("iphone-14-plus", "iPhone 14 Plus", .notch, 47, 428, 926, corner: 53.33, max: true),
        phone("iphone-15", "iPhone 15", .dynamicIsland, 54, 393, 852, safeTop: 59, corner: 55),
        phone("iphone-15-pro", "iPhone 15 Pro", .dynamicIsland, 54, 393, 852, safeTop: 59, corner: 55),
        phone("iphone-15-pro-max", "iPhone 15 Pro Max", .dynamicIsland, 54, 430, 932, safeTop: 59, corner: 55,
              max: true),
        phone("iphone-16-pro", "iPhone 16 Pro", .dynamicIsland, 54, 402, 874, safeTop: 62, corner: 62),
        phone("iphone-8", "iPhone 8", .none, 20, 375, 667, corner: 0),
        phone("iphone-se-3", "iPhone SE (3rd generation)", .none, 20, 375, 667, corner: 0),
        phone("iphone-x", "iPhone X", .notch, 44, 375, 812, corner: 39),
    ]
}
