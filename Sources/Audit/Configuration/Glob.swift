/// A path pattern of the configuration's `exclude` and `include`, matched against paths relative
/// to the audited folder (with `/`): `*` any characters but `/`, `?` one character but `/`, `**` as
/// a whole segment any number of segments (none included). A pattern that matches a folder
/// matches everything under it, so `Pods` and `Pods/**` both name the whole folder.
package struct Glob: Sendable, Hashable, CustomStringConvertible {
    package let pattern: String
    private let segments: [[Character]]

    /// `nil` when the pattern is empty or only slashes.
    package init?(_ pattern: String) {
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        let segments = text.split(separator: "/").map(Array.init)
        guard !segments.isEmpty else { return nil }
        self.pattern = pattern
        self.segments = segments
    }

    package var description: String { pattern }

    /// Whether `path` or one of the folders holding it matches.
    package func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(Array.init)
        return Self.match(segments[...], parts[...], prefix: true)
    }

    /// Segment lists: with `prefix`, the pattern may match a leading part of the path (a folder).
    private static func match(_ pattern: ArraySlice<[Character]>, _ path: ArraySlice<[Character]>, prefix: Bool) -> Bool {
        guard let first = pattern.first else { return path.isEmpty || prefix }
        if first == ["*", "*"] {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining, prefix: prefix) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let segment = path.first, matchSegment(first[...], segment[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst(), prefix: prefix)
    }

    /// One segment with `*` and `?`.
    private static func matchSegment(_ p: ArraySlice<Character>, _ s: ArraySlice<Character>) -> Bool {
        // Iterative wildcard matching with backtracking to the last `*`.
        var pi = p.startIndex, si = s.startIndex
        var star: ArraySlice<Character>.Index?, starMatch = s.startIndex
        while si < s.endIndex {
            if pi < p.endIndex, p[pi] == "?" || p[pi] == s[si], p[pi] != "*" {
                pi += 1; si += 1
            } else if pi < p.endIndex, p[pi] == "*" {
                star = pi; starMatch = si; pi += 1
            } else if let st = star {
                pi = st + 1; starMatch += 1; si = starMatch
            } else {
                return false
            }
        }
        while pi < p.endIndex, p[pi] == "*" { pi += 1 }
        return pi == p.endIndex
    }
}
