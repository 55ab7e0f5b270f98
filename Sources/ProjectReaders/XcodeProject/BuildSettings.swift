import SourceModel

/// A build setting's value: a string, or a list of strings (written `( a, b )` in a pbxproj).
package enum BuildSettingValue: Sendable, Hashable, Codable {
    case string(String)
    case list([String])

    /// The value as one string: a list's elements joined by spaces.
    package var text: String {
        switch self {
        case .string(let s): s
        case .list(let items): items.joined(separator: " ")
        }
    }
}

/// A condition on a build setting, `[sdk=iphoneos*]`: a parameter and a pattern (`*` matches
/// any run of characters).
package struct BuildSettingCondition: Sendable, Hashable, Codable, CustomStringConvertible {
    package var parameter: String
    package var pattern: String

    package init(parameter: String, pattern: String) {
        self.parameter = parameter
        self.pattern = pattern
    }

    package var description: String { "\(parameter)=\(pattern)" }

    /// Whether `value` matches the pattern (`*` for any run of characters, `?` for one).
    package static func glob(_ pattern: String, matches value: String) -> Bool {
        let p = Array(pattern.utf8), v = Array(value.utf8)
        var pi = 0, vi = 0, star = -1, mark = 0
        while vi < v.count {
            if pi < p.count, p[pi] == UInt8(ascii: "?") || p[pi] == v[vi] {
                pi += 1; vi += 1
            } else if pi < p.count, p[pi] == UInt8(ascii: "*") {
                star = pi; mark = vi; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; vi = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }
}

/// One build setting as written in a configuration, with its place in the pbxproj.
package struct BuildSetting: Sendable, Hashable, Codable {
    /// The key as written, conditions included: `INFOPLIST_KEY_UIStatusBarStyle[sdk=iphoneos*]`.
    package var key: String
    /// The key without conditions: `INFOPLIST_KEY_UIStatusBarStyle`.
    package var name: String
    /// The conditions, in the order written; empty for a plain key.
    package var conditions: [BuildSettingCondition]
    package var value: BuildSettingValue
    /// Where the value is written.
    package var location: SourceLocation

    package init(key: String, value: BuildSettingValue, location: SourceLocation) {
        self.key = key
        self.value = value
        self.location = location
        (self.name, self.conditions) = BuildSetting.split(key)
    }

    /// A setting whose key is already split (the cache's decoding: the parts were kept).
    package init(key: String, name: String, conditions: [BuildSettingCondition], value: BuildSettingValue, location: SourceLocation) {
        self.key = key
        self.name = name
        self.conditions = conditions
        self.value = value
        self.location = location
    }

    /// Splits `NAME[p=v][q=w]` into the name and its conditions.
    package static func split(_ key: String) -> (String, [BuildSettingCondition]) {
        guard let open = key.firstIndex(of: "[") else { return (key, []) }
        let name = String(key[..<open])
        var conditions: [BuildSettingCondition] = []
        var rest = key[open...]
        while rest.first == "[", let close = rest.firstIndex(of: "]") {
            let body = rest[rest.index(after: rest.startIndex)..<close]
            if let eq = body.firstIndex(of: "=") {
                conditions.append(BuildSettingCondition(parameter: String(body[..<eq]),
                                                        pattern: String(body[body.index(after: eq)...])))
            }
            rest = rest[rest.index(after: close)...]
        }
        return (name, conditions)
    }

    /// Whether every condition holds for `sdk`, `configuration` and `arch`. A condition on any
    /// other parameter never holds.
    package func applies(sdk: String, configuration: String, arch: String = "arm64") -> Bool {
        conditions.allSatisfy { condition in
            switch condition.parameter {
            case "sdk": BuildSettingCondition.glob(condition.pattern, matches: sdk)
            case "config": BuildSettingCondition.glob(condition.pattern, matches: configuration)
            case "arch": BuildSettingCondition.glob(condition.pattern, matches: arch)
            default: false
            }
        }
    }
}

/// The build settings of one configuration, in the order written.
package struct BuildSettings: Sendable, Hashable, Codable {
    package var all: [BuildSetting]

    package init(_ all: [BuildSetting] = []) { self.all = all }

    /// Every setting whose name (conditions left aside) is `name`, in the order written.
    package func settings(named name: String) -> [BuildSetting] { all.filter { $0.name == name } }

    /// The setting that applies for `name` in a context: among the settings whose conditions hold,
    /// the one with the most conditions (so `KEY[sdk=iphoneos*]` beats `KEY`), the later on a tie.
    package func best(_ name: String, sdk: String, configuration: String) -> BuildSetting? {
        var best: BuildSetting?
        for setting in all where setting.name == name && setting.applies(sdk: sdk, configuration: configuration) {
            if let b = best, b.conditions.count > setting.conditions.count { continue }
            best = setting
        }
        return best
    }
}

/// The platform a target builds for.
package enum ApplePlatform: String, Sendable, Hashable, CaseIterable {
    case iOS, tvOS, macOS, watchOS, visionOS

    /// The platform of an SDK name (`iphoneos`, `iphonesimulator17.0`, `appletvos`, `macosx`,
    /// `watchos`, `xros`); `nil` for anything else (`auto`, a path).
    package init?(sdk: String) {
        let s = sdk.lowercased()
        if s.hasPrefix("iphoneos") || s.hasPrefix("iphonesimulator") { self = .iOS }
        else if s.hasPrefix("appletvos") || s.hasPrefix("appletvsimulator") { self = .tvOS }
        else if s.hasPrefix("macosx") { self = .macOS }
        else if s.hasPrefix("watchos") || s.hasPrefix("watchsimulator") { self = .watchOS }
        else if s.hasPrefix("xros") || s.hasPrefix("xrsimulator") { self = .visionOS }
        else { return nil }
    }

    /// The device SDK name: `iphoneos`, `appletvos`, `macosx`, `watchos`, `xros`.
    package var sdkName: String {
        switch self {
        case .iOS: "iphoneos"
        case .tvOS: "appletvos"
        case .macOS: "macosx"
        case .watchOS: "watchos"
        case .visionOS: "xros"
        }
    }
}

/// Expands `$(NAME)`, `${NAME}`, `$NAME` and `$(NAME:modifier)` references in build setting
/// values. Supported modifiers: `c99extidentifier`, `identifier`, `rfc1034identifier`, `lower`,
/// `upper`, `default=value`. An unknown variable expands to the empty string (as in Xcode).
struct SettingExpander {
    /// Looks a variable up; the `Int` is the recursion depth.
    var lookup: (String, Int) -> String?

    func expand(_ text: String, depth: Int = 0) -> String {
        guard depth < 16, text.contains("$") else { return text }
        let chars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < chars.count {
            let c = chars[i]
            guard c == "$", i + 1 < chars.count else { out.append(c); i += 1; continue }
            let next = chars[i + 1]
            if next == "(" || next == "{" {
                let close: Unicode.Scalar = next == "(" ? ")" : "}"
                var j = i + 2, level = 1
                while j < chars.count {
                    if chars[j] == next { level += 1 }
                    if chars[j] == close { level -= 1; if level == 0 { break } }
                    j += 1
                }
                guard j < chars.count else { out.append(c); i += 1; continue }
                let inner = expand(String(String.UnicodeScalarView(chars[(i + 2)..<j])), depth: depth + 1)
                out.append(contentsOf: reference(inner, depth: depth).unicodeScalars)
                i = j + 1
            } else if next == "_" || next.properties.isAlphabetic, next.isASCII {
                var j = i + 1
                while j < chars.count, chars[j].isASCII, chars[j] == "_" || chars[j].properties.isAlphabetic || ("0"..."9").contains(chars[j]) { j += 1 }
                out.append(contentsOf: reference(String(String.UnicodeScalarView(chars[(i + 1)..<j])), depth: depth).unicodeScalars)
                i = j
            } else {
                out.append(c)
                i += 1
            }
        }
        return String(out)
    }

    private func reference(_ body: String, depth: Int) -> String {
        let parts = body.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var value = lookup(parts[0], depth + 1).map { expand($0, depth: depth + 1) } ?? ""
        for modifier in parts.dropFirst() {
            switch modifier {
            case "c99extidentifier", "identifier": value = SettingExpander.identifier(value)
            case "rfc1034identifier": value = String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
            case "lower": value = value.lowercased()
            case "upper": value = value.uppercased()
            default:
                if modifier.hasPrefix("default="), value.isEmpty { value = String(modifier.dropFirst(8)) }
            }
        }
        return value
    }

    /// Replaces every character that cannot appear in a C identifier by `_`, and a leading digit by `_`.
    static func identifier(_ text: String) -> String {
        var out = ""
        for (n, ch) in text.enumerated() {
            let ok = ch == "_" || (ch.isASCII && (ch.isLetter || (ch.isNumber && n > 0)))
            out.append(ok ? ch : "_")
        }
        return out
    }
}
