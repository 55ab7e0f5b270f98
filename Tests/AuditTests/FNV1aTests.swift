import SourceModel
import Testing

/// The two forms of FNV-1a (`FNV1a`): their values are kept on disk by earlier runs (cache and memo
/// files, the output memo's digest, the inventory's stamp), so they stay what they were.
@Suite("FNV-1a")
struct FNV1aTests {
    @Test func eightBytesAtATime() {
        #expect(FNV1a.hash(Array(0..<20)) == 0xa604_5440_7dfe_febd)
        #expect(FNV1a.hash(Array("abc".utf8)) == 0x0043_1519_1341_65f2)
        #expect(FNV1a.hash(Array(0..<20), from: 3) == FNV1a.hash(Array(3..<20)))
        #expect(FNV1a.hash(Array(0..<20), in: 3..<11) == FNV1a.hash(Array(3..<11)))
    }

    /// The values `ProjectContents`' digest gave before it used the stream.
    @Test func streamByteByByte() {
        var stream = FNV1a.Stream()
        #expect(stream.value == 0xcbf2_9ce4_8422_2325)
        stream.add(0xDEAD_BEEF_1234_5678)
        stream.add("ViewController.swift")
        stream.add("")
        stream.add(1)
        stream.add("é✓")
        #expect(stream.value == 0x0a84_0d17_a890_8d63)

        var bytes = FNV1a.Stream()
        bytes.add(bytes: Array(0..<20))
        #expect(bytes.value == 0xcc92_7f6e_e23a_0f61)
        // Not the eight-bytes-at-a-time form: the same bytes, another value.
        #expect(bytes.value != FNV1a.hash(Array(0..<20)))
    }
}
