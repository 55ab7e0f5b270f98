/// Substring search over bytes, for the readers' cheap pre-scans.
package enum ByteSearch {
    /// True when `needle` occurs in `haystack` (a plain scan for the first byte, then a compare).
    package static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
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
package struct MultiNeedleSearch: Sendable {
    /// The needles' bytes one after the other, grouped by first byte (in the order given within a group).
    private let flat: [UInt8]
    /// Needle `i` is `flat[ends[i] - length ..< ends[i]]`, starting at `starts[i]`.
    private let starts: [Int]
    private let ends: [Int]
    /// The needles starting with byte `b` are `firstByte[b] ..< firstByte[b + 1]`.
    private let firstByte: [Int]
    /// Whether some needle starts with the two bytes `b0 << 8 | b1` (a one-byte needle marks
    /// every pair it starts): most positions are passed over after one table look-up.
    private let pairs: [Bool]
    private let shortest: Int
    /// Wu–Manber's shift table, for needles of at least two bytes: for the two bytes `b0 << 8 | b1`
    /// that end a window of `shortest` bytes, how far the window may move on without passing the
    /// start of a match (the least distance from such a pair to the end of the first `shortest`
    /// bytes of a needle; `shortest - 1` for a pair in none). Most windows of source text move
    /// on by several bytes after one look-up, so the scan reads a fraction of the bytes.
    private let shifts: [UInt8]

    package init(_ needles: [String]) {
        var buckets = [[[UInt8]]](repeating: [], count: 256)
        var shortest = Int.max
        for needle in needles {
            let bytes = Array(needle.utf8)
            guard let first = bytes.first else { continue }
            buckets[Int(first)].append(bytes)
            shortest = min(shortest, bytes.count)
        }
        var flat: [UInt8] = [], starts: [Int] = [], ends: [Int] = [], firstByte: [Int] = []
        var pairs = [Bool](repeating: false, count: 65_536)
        for (byte, bucket) in buckets.enumerated() {
            firstByte.append(starts.count)
            for needle in bucket {
                starts.append(flat.count)
                flat += needle
                ends.append(flat.count)
                if needle.count >= 2 {
                    pairs[byte << 8 | Int(needle[1])] = true
                } else {
                    for second in 0..<256 { pairs[byte << 8 | second] = true }
                }
            }
        }
        firstByte.append(starts.count)
        self.flat = flat
        self.starts = starts
        self.ends = ends
        self.firstByte = firstByte
        self.pairs = pairs
        self.shortest = shortest == .max ? 0 : shortest
        var shifts: [UInt8] = []
        if self.shortest >= 2 {
            let window = min(self.shortest, 256)
            shifts = [UInt8](repeating: UInt8(window - 1), count: 65_536)
            for needle in needles {
                let bytes = Array(needle.utf8)
                for end in 1..<window {
                    let pair = Int(bytes[end - 1]) << 8 | Int(bytes[end])
                    shifts[pair] = min(shifts[pair], UInt8(window - 1 - end))
                }
            }
        }
        self.shifts = shifts
    }

    /// True when one of the needles occurs in `haystack`. When every needle has two bytes or
    /// more, the window of the shortest needle's length moves on by ``shifts`` of its last two
    /// bytes (Wu–Manber); where that is 0, or without shifts, the needles are compared at the
    /// window's start after the pair filter.
    package func containsAny(_ haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard shortest > 0, haystack.count >= shortest else { return false }
        let end = haystack.count, window = shifts.isEmpty ? shortest : min(shortest, 256)
        return flat.withUnsafeBufferPointer { flat in
            starts.withUnsafeBufferPointer { starts in
                ends.withUnsafeBufferPointer { ends in
                    firstByte.withUnsafeBufferPointer { firstByte in
                        pairs.withUnsafeBufferPointer { pairs in
                            shifts.withUnsafeBufferPointer { shifts in
                                var index = 0
                                while index <= end - window {
                                    if !shifts.isEmpty {
                                        let last = index + window - 1
                                        let shift = Int(shifts[Int(haystack[last - 1]) << 8 | Int(haystack[last])])
                                        if shift > 0 {
                                            index += shift
                                            continue
                                        }
                                    }
                                    let first = Int(haystack[index])
                                    // The pair filter needs a second byte; at the last byte only one-byte needles can match.
                                    let second = index + 1 < end ? Int(haystack[index + 1]) : -1
                                    if second < 0 || pairs[first << 8 | second] {
                                        for n in firstByte[first]..<firstByte[first + 1] where index + (ends[n] - starts[n]) <= end {
                                            var matched = 1
                                            let length = ends[n] - starts[n]
                                            while matched < length, haystack[index + matched] == flat[starts[n] + matched] { matched += 1 }
                                            if matched == length { return true }
                                        }
                                    }
                                    index += 1
                                }
                                return false
                            }
                        }
                    }
                }
            }
        }
    }
}
