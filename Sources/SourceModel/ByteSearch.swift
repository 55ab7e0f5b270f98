/// Substring search over bytes, for the readers' cheap pre-scans.
public enum ByteSearch {
    /// True when `needle` occurs in `haystack` (a plain scan for the first byte, then a compare).
    public static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        let last = haystack.count - needle.count
        var index = 0
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}

/// Several needles searched in one pass over the bytes: a table of the needles' first bytes picks
/// the positions worth a compare. The readers' pre-scans look for 20 to 30 words in every file;
/// one pass each made the scan cost grow with the number of words (issue "Speed on large real apps").
public struct MultiNeedleSearch: Sendable {
    /// Needles by first byte.
    private let buckets: [[[UInt8]]]
    private let shortest: Int

    public init(_ needles: [String]) {
        var buckets = [[[UInt8]]](repeating: [], count: 256)
        var shortest = Int.max
        for needle in needles {
            let bytes = Array(needle.utf8)
            guard let first = bytes.first else { continue }
            buckets[Int(first)].append(bytes)
            shortest = min(shortest, bytes.count)
        }
        self.buckets = buckets
        self.shortest = shortest == .max ? 0 : shortest
    }

    /// True when one of the needles occurs in `haystack`.
    public func containsAny(_ haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard shortest > 0, haystack.count >= shortest else { return false }
        let end = haystack.count
        var index = 0
        while index <= end - shortest {
            let bucket = buckets[Int(haystack[index])]
            if !bucket.isEmpty {
                for needle in bucket where index + needle.count <= end {
                    var matched = 1
                    while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
            }
            index += 1
        }
        return false
    }
}
