import Foundation

/// Where the audit keeps what it read from each file between runs: nowhere (`--no-cache`, and
/// the default of library callers and tests), or a folder (`--cache-path`; the CLI's default is
/// ``userDefault(environment:)``).
package enum CacheLocation: Sendable, Hashable {
    case none
    case folder(String)

    /// `$XDG_CACHE_HOME/statusbar` when `XDG_CACHE_HOME` is an absolute path (the XDG base
    /// directory specification ignores a relative one), else `~/.cache/statusbar`; none without a home.
    package static func userDefault(environment: [String: String] = ProcessInfo.processInfo.environment) -> CacheLocation {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return .folder(xdg + "/statusbar") }
        if let home = environment["HOME"], home.hasPrefix("/") { return .folder(home + "/.cache/statusbar") }
        return .none
    }
}
