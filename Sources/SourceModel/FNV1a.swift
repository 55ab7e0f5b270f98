/// FNV-1a, 64 bits: cheap hashes that are the same on every run and platform, unlike `Hasher`.
///
/// Two forms, whose values are kept on disk (cache and memo files, their names, the output memo's
/// digest) and so are not interchangeable: ``hash(_:in:)`` takes eight bytes at a time and starts
/// from the offset basis mixed with the length; ``Stream`` takes one byte at a time from the plain
/// offset basis. The same bytes give different values in each.
package enum FNV1a {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01B3

    package static func hash(_ bytes: [UInt8]) -> UInt64 { hash(bytes, from: 0) }

    /// The hash of `bytes[start...]`, without copying them.
    package static func hash(_ bytes: [UInt8], from start: Int) -> UInt64 { hash(bytes, in: start..<bytes.count) }

    /// The hash of `bytes[range]`, taken 8 bytes at a time (then the last bytes one by one),
    /// without copying them. Over 21 MB of Swift it costs about 5 ms of one core; reading the
    /// bytes costs six times that (Docs/Performance.md).
    package static func hash(_ bytes: [UInt8], in range: Range<Int>) -> UInt64 {
        var hash: UInt64 = offsetBasis ^ UInt64(range.count)
        bytes.withUnsafeBytes { whole in
            let raw = UnsafeRawBufferPointer(rebasing: whole[range])
            var i = 0
            while i + 8 <= raw.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* prime
                i += 8
            }
            while i < raw.count {
                hash = (hash ^ UInt64(raw[i])) &* prime
                i += 1
            }
        }
        return hash
    }

    /// FNV-1a byte by byte over parts added one after the other: numbers as their eight bytes,
    /// least significant first, and strings as their UTF-8 bytes ended by a zero, so that two
    /// lists of strings never run together.
    package struct Stream: Sendable {
        package private(set) var value: UInt64 = FNV1a.offsetBasis

        package init() {}

        private mutating func add(byte: UInt8) { value = (value ^ UInt64(byte)) &* FNV1a.prime }

        package mutating func add(bytes: [UInt8]) {
            for byte in bytes { add(byte: byte) }
        }

        package mutating func add(_ number: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) { add(byte: UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
        }

        /// The text's UTF-8 bytes, then a 0 (read from the string's own buffer: the digest hashes
        /// every path of the folder on each run).
        package mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { for byte in $0 { add(byte: byte) } }
            add(byte: 0)
        }
    }
}
