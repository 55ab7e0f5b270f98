/// A rendering option that is out of range or unusable.
package enum RenderingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A number outside its range (`battery level 120 is out of range: use 0 to 100`).
    case outOfRange(option: String, value: Int, range: ClosedRange<Int>)
    /// A text that cannot be shown (empty, too long, or with control characters).
    case invalidText(option: String, value: String, reason: String)

    /// The message, lowercase, naming the option and what to do.
    package var description: String {
        switch self {
        case .outOfRange(let option, let value, let range):
            "\(option) \(value) is out of range: use \(range.lowerBound) to \(range.upperBound)"
        case .invalidText(let option, let value, let reason):
            "\(option) '\(value)' \(reason)"
        }
    }
}

/// What the status bar shows besides its style, as the simulator's `simctl status_bar override`
/// sets it: the time, battery, signal and network. Built only through the validating initializer,
/// so every value is in range.
package struct StatusBarOverrides: Sendable, Hashable {
    /// The battery's charging state.
    package enum BatteryState: String, Sendable, Hashable, CaseIterable {
        case charging
        case charged
        case discharging

        /// Plugged in: the bolt is drawn.
        var isPluggedIn: Bool { self != .discharging }
    }

    /// What the data network indicator shows in place of the Wi-Fi arcs.
    package enum DataNetwork: String, Sendable, Hashable, CaseIterable {
        case hide
        case wifi
        case threeG = "3g"
        case fourG = "4g"
        case lte
        case fiveG = "5g"

        /// The label drawn for a cellular data network, `nil` for Wi-Fi and hide.
        var label: String? {
            switch self {
            case .hide, .wifi: nil
            case .threeG: "3G"
            case .fourG: "4G"
            case .lte: "LTE"
            case .fiveG: "5G"
            }
        }
    }

    /// The accepted battery levels.
    package static let batteryLevelRange = 0...100
    /// The accepted cellular bar counts.
    package static let cellularBarsRange = 0...4
    /// The accepted Wi-Fi bar counts.
    package static let wifiBarsRange = 0...3
    /// The longest time or operator text accepted, in characters.
    package static let maximumTextLength = 24

    /// The time shown; default `9:41`.
    package let time: String
    /// 0…100; default 100.
    package let batteryLevel: Int
    /// Default `discharging`.
    package let batteryState: BatteryState
    /// 0…4; default 4.
    package let cellularBars: Int
    /// 0…3; default 3.
    package let wifiBars: Int
    /// Default `wifi`.
    package let dataNetwork: DataNetwork
    /// Shown where the device shows one (no sensor housing); default `Carrier`.
    package let operatorName: String

    /// Apple's marketing status bar: 9:41, full battery, full signal, Wi-Fi, "Carrier".
    package static let standard = StatusBarOverrides(
        checkedTime: "9:41", batteryLevel: 100, batteryState: .discharging, cellularBars: 4, wifiBars: 3,
        dataNetwork: .wifi, operatorName: "Carrier")

    /// Validates every value; an out-of-range number or an unusable text is an error.
    package init(time: String = "9:41", batteryLevel: Int = 100, batteryState: BatteryState = .discharging,
                cellularBars: Int = 4, wifiBars: Int = 3, dataNetwork: DataNetwork = .wifi,
                operatorName: String = "Carrier") throws(RenderingError) {
        try Self.check("battery level", batteryLevel, Self.batteryLevelRange)
        try Self.check("cellular bars", cellularBars, Self.cellularBarsRange)
        try Self.check("wifi bars", wifiBars, Self.wifiBarsRange)
        try Self.check("time", time, allowEmpty: false)
        try Self.check("operator name", operatorName, allowEmpty: true)
        self.init(checkedTime: time, batteryLevel: batteryLevel, batteryState: batteryState,
                  cellularBars: cellularBars, wifiBars: wifiBars, dataNetwork: dataNetwork, operatorName: operatorName)
    }

    private init(checkedTime time: String, batteryLevel: Int, batteryState: BatteryState, cellularBars: Int,
                 wifiBars: Int, dataNetwork: DataNetwork, operatorName: String) {
        self.time = time
        self.batteryLevel = batteryLevel
        self.batteryState = batteryState
        self.cellularBars = cellularBars
        self.wifiBars = wifiBars
        self.dataNetwork = dataNetwork
        self.operatorName = operatorName
    }

    private static func check(_ option: String, _ value: Int, _ range: ClosedRange<Int>) throws(RenderingError) {
        guard range.contains(value) else { throw .outOfRange(option: option, value: value, range: range) }
    }

    private static func check(_ option: String, _ value: String, allowEmpty: Bool) throws(RenderingError) {
        if !allowEmpty && value.allSatisfy(\.isWhitespace) {
            throw .invalidText(option: option, value: value, reason: "is empty: give the text to show")
        }
        if value.count > maximumTextLength {
            throw .invalidText(option: option, value: String(value.prefix(maximumTextLength)) + "…",
                               reason: "is longer than \(maximumTextLength) characters: shorten it")
        }
        if value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw .invalidText(option: option, value: value.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : String($0) }.joined(),
                               reason: "contains control characters: use printable text")
        }
    }
}
