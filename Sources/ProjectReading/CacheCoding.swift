import ProjectReaders
import SourceModel

/// The cache's file format: `Codable` values as compact bytes, written and read in the same order
/// (Swift's synthesized conformances encode and decode fields in declaration order).
///
/// A struct's fields are their values one after the other, with no names; an optional field
/// (`encodeIfPresent`) is a byte 0 or 1 and then the value; an array is its count, then its
/// elements; an enum with associated values (whose synthesized decoding asks for `allKeys`) writes
/// its case name before the case's values. Integers are variable-length (LEB128, zigzag for signed
/// ones), strings their UTF-8 length then bytes, floating-point numbers their 8 bytes. JSON
/// (`JSONDecoder`) made the warm audit of woocommerce-ios spend 0.2 s decoding 3.9 MB and a cold
/// one 1.5 s encoding it; this reads the same facts in a small fraction of that
/// (Docs/Performance.md).
///
/// Damaged input never traps: every read is checked and a short or malformed file throws
/// ``CacheCodingError``, and the cache is then ignored. Values the format cannot hold (a bare
/// `Optional` inside an array or as an associated value, a dictionary) throw when encoded.
package enum CacheCoding {
    package static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let writer = ByteWriter()
        try value.encode(to: BinaryEncoder(writer: writer))
        return writer.bytes
    }

    package static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try decode(type, from: bytes, in: bytes.indices)
    }

    /// The value held by `range` of `bytes`, which must hold it exactly (the cache decodes each
    /// entry from the one buffer of its file, without copying it out).
    package static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], in range: Range<Int>) throws -> T {
        let reader = ByteReader(bytes, range: range)
        let value = try T(from: BinaryDecoder(reader: reader))
        guard reader.position == range.upperBound else { throw CacheCodingError.damaged("bytes left after the value") }
        return value
    }
}

/// A cache file that does not decode, or a value the format cannot hold.
package enum CacheCodingError: Error, Equatable {
    case damaged(String)
    case unsupported(String)
}

// MARK: - Bytes

final class ByteWriter {
    var bytes: [UInt8] = []

    func unsigned(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    func signed(_ value: Int64) { unsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63))) }

    /// A Boolean: a byte 0 or 1 (``ByteReader/bool()``).
    func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// An optional value: a presence byte, 0 or 1 (``ByteReader/isPresent()``), then the value, written by `write`.
    func optional<T>(_ value: T?, _ write: (ByteWriter, T) throws -> Void) rethrows {
        guard let value else { return bool(false) }
        bool(true)
        try write(self, value)
    }

    /// A list's count: four bytes, little endian (``ByteReader/listCount()``), appended, or written
    /// over the four bytes at `offset`.
    func listCount(_ count: Int, at offset: Int? = nil) {
        let start = offset ?? bytes.count
        if offset == nil { bytes.append(contentsOf: [0, 0, 0, 0]) }
        for i in 0..<4 { bytes[start + i] = UInt8(truncatingIfNeeded: count >> (8 * i)) }
    }

    func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            unsigned(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }
}

final class ByteReader {
    let bytes: [UInt8]
    var position: Int
    /// Where the bytes to read end (the end of `bytes`, or of one entry's range).
    let end: Int

    init(_ bytes: [UInt8], range: Range<Int>? = nil) {
        self.bytes = bytes
        position = range?.lowerBound ?? 0
        end = range?.upperBound ?? bytes.count
    }

    func byte() throws(CacheCodingError) -> UInt8 {
        guard position < end else { throw .damaged("the file ends early") }
        defer { position += 1 }
        return bytes[position]
    }

    func unsigned() throws(CacheCodingError) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 64 else { throw .damaged("an integer is too long") }
            result |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return result }
            shift += 7
        }
    }

    func signed() throws(CacheCodingError) -> Int64 {
        let raw = try unsigned()
        return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    }

    func count() throws(CacheCodingError) -> Int {
        let value = try unsigned()
        guard value <= UInt64(end - position) else { throw .damaged("a count runs past the end of the file") }
        return Int(value)
    }

    func string() throws(CacheCodingError) -> String {
        let length = try count()
        defer { position += length }
        return String(decoding: bytes[position..<(position + length)], as: UTF8.self)
    }

    /// A Boolean: a byte 0 or 1.
    func bool() throws(CacheCodingError) -> Bool { try zeroOrOne("a Boolean") }

    /// An optional field's presence byte (0 or 1), before its value.
    func isPresent() throws(CacheCodingError) -> Bool { try zeroOrOne("a presence byte") }

    private func zeroOrOne(_ what: String) throws(CacheCodingError) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw .damaged("\(what) is neither 0 nor 1")
        }
    }

    /// An array's count: four bytes, little endian (``ByteWriter/listCount(_:at:)``).
    func listCount() throws(CacheCodingError) -> Int {
        var count = 0
        for i in 0..<4 { count |= Int(try byte()) << (8 * i) }
        // Every element takes at least one byte.
        guard count <= end - position else { throw .damaged("an array runs past the end of the file") }
        return count
    }
}

/// `Optional`, seen from generic code.
private protocol OptionalValue {
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    fileprivate var isNone: Bool { self == nil }
}

// MARK: - Encoding

private struct BinaryEncoder: Encoder {
    let writer: ByteWriter
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedWriter<Key>(writer: writer))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { UnkeyedWriter(writer: writer) }
    func singleValueContainer() -> any SingleValueEncodingContainer { SingleValueWriter(writer: writer) }

    /// Writes any value the format can hold.
    static func write<T: Encodable>(_ value: T, to writer: ByteWriter) throws {
        if value is any OptionalValue {
            throw CacheCodingError.unsupported("an optional value outside a struct field")
        }
        var container = SingleValueWriter(writer: writer)
        try container.encode(value)
    }
}

private struct SingleValueWriter: SingleValueEncodingContainer {
    let writer: ByteWriter
    var codingPath: [any CodingKey] { [] }

    // A nil is written by the field that holds it (`encodeIfPresent`): nothing here.
    mutating func encodeNil() throws {}
    mutating func encode(_ value: Bool) throws { writer.bool(value) }
    mutating func encode(_ value: String) throws { writer.string(value) }
    mutating func encode(_ value: Double) throws { writer.unsigned(value.bitPattern) }
    mutating func encode(_ value: Float) throws { writer.unsigned(UInt64(value.bitPattern)) }
    mutating func encode(_ value: Int) throws { writer.signed(Int64(value)) }
    mutating func encode(_ value: Int8) throws { writer.signed(Int64(value)) }
    mutating func encode(_ value: Int16) throws { writer.signed(Int64(value)) }
    mutating func encode(_ value: Int32) throws { writer.signed(Int64(value)) }
    mutating func encode(_ value: Int64) throws { writer.signed(value) }
    mutating func encode(_ value: UInt) throws { writer.unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { writer.unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { writer.unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { writer.unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { writer.unsigned(value) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        switch value {
        case let v as Bool: try encode(v)
        case let v as String: try encode(v)
        case let v as Double: try encode(v)
        case let v as Int: try encode(v)
        case let v as Int64: try encode(v)
        case let v as UInt64: try encode(v)
        default: try value.encode(to: BinaryEncoder(writer: writer))
        }
    }
}

private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: ByteWriter
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { writer.bytes.append(0) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try BinaryEncoder.write(value, to: writer) }

    // Optional fields: a presence byte, then the value.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try write(value) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try write(value) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try write(value) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try write(value) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try write(value) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try write(value) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try write(value) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try write(value) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try write(value) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try write(value) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try write(value) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try write(value) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try write(value) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try write(value) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try write(value) }

    private func write<T: Encodable>(_ value: T?) throws {
        try writer.optional(value) { try BinaryEncoder.write($1, to: $0) }
    }

    // An enum case with its values: the case's name, then the values.
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey> {
        writer.string(key.stringValue)
        return KeyedEncodingContainer(KeyedWriter<NestedKey>(writer: writer))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        writer.string(key.stringValue)
        return UnkeyedWriter(writer: writer)
    }

    mutating func superEncoder() -> any Encoder { BinaryEncoder(writer: writer) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { BinaryEncoder(writer: writer) }
}

/// An array: its count (four bytes, little endian, patched in place as elements are added), then
/// the elements. (Arrays the cache holds are far below 2^32 elements: a file is at most 16 MiB.)
private struct UnkeyedWriter: UnkeyedEncodingContainer {
    let writer: ByteWriter
    let countAt: Int
    private(set) var count = 0
    var codingPath: [any CodingKey] { [] }

    init(writer: ByteWriter) {
        self.writer = writer
        countAt = writer.bytes.count
        writer.listCount(0)
    }

    private mutating func added() {
        count += 1
        writer.listCount(count, at: countAt)
    }

    mutating func encodeNil() throws { throw CacheCodingError.unsupported("a nil in an array") }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try BinaryEncoder.write(value, to: writer)
        added()
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        added()
        return KeyedEncodingContainer(KeyedWriter<NestedKey>(writer: writer))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        added()
        return UnkeyedWriter(writer: writer)
    }

    mutating func superEncoder() -> any Encoder { BinaryEncoder(writer: writer) }
}

// MARK: - Decoding

private struct BinaryDecoder: Decoder {
    let reader: ByteReader
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedReader<Key>(reader: reader))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { try UnkeyedReader(reader: reader) }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValueReader(reader: reader) }

    /// (No value is written as a bare `Optional`: ``BinaryEncoder/write(_:to:)`` refuses them.)
    static func read<T: Decodable>(_ type: T.Type, from reader: ByteReader) throws -> T {
        try SingleValueReader(reader: reader).decode(type)
    }
}

private struct SingleValueReader: SingleValueDecodingContainer {
    let reader: ByteReader
    var codingPath: [any CodingKey] { [] }

    // Optionals are fields (a presence byte, read by the keyed container), never single values.
    func decodeNil() -> Bool { false }

    func decode(_ type: Bool.Type) throws -> Bool { try reader.bool() }
    func decode(_ type: String.Type) throws -> String { try reader.string() }
    func decode(_ type: Double.Type) throws -> Double { Double(bitPattern: try reader.unsigned()) }
    func decode(_ type: Float.Type) throws -> Float { Float(bitPattern: try narrow(reader.unsigned())) }
    func decode(_ type: Int.Type) throws -> Int { try narrow(reader.signed()) }
    func decode(_ type: Int8.Type) throws -> Int8 { try narrow(reader.signed()) }
    func decode(_ type: Int16.Type) throws -> Int16 { try narrow(reader.signed()) }
    func decode(_ type: Int32.Type) throws -> Int32 { try narrow(reader.signed()) }
    func decode(_ type: Int64.Type) throws -> Int64 { try reader.signed() }
    func decode(_ type: UInt.Type) throws -> UInt { try narrow(reader.unsigned()) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try narrow(reader.unsigned()) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try narrow(reader.unsigned()) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try narrow(reader.unsigned()) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.unsigned() }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        // The primitives the cache holds, without a decoder each.
        if type == String.self, let value = try decode(String.self) as? T { return value }
        if type == Int.self, let value = try decode(Int.self) as? T { return value }
        if type == Bool.self, let value = try decode(Bool.self) as? T { return value }
        if type == Double.self, let value = try decode(Double.self) as? T { return value }
        if type == Int64.self, let value = try decode(Int64.self) as? T { return value }
        if type == UInt64.self, let value = try decode(UInt64.self) as? T { return value }
        // The most numerous values of an Xcode project (a large app's projects hold thousands).
        if type == BuildSettings.self, let value = try CacheCoding.buildSettings(reader) as? T { return value }
        return try T(from: BinaryDecoder(reader: reader))
    }

    private func narrow<Source: BinaryInteger, Target: BinaryInteger>(_ value: Source) throws -> Target {
        guard let narrowed = Target(exactly: value) else { throw CacheCodingError.damaged("an integer out of range") }
        return narrowed
    }
}

private struct KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: ByteReader
    var codingPath: [any CodingKey] { [] }

    /// Asked only by an enum's synthesized decoding: the case name written before its values.
    var allKeys: [Key] {
        let start = reader.position
        defer { reader.position = start }
        guard let name = try? reader.string(), let key = Key(stringValue: name) else { return [] }
        return [key]
    }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { try reader.byte() == 0 }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try BinaryDecoder.read(type, from: reader) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try present(type) }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(type) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(type) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(type) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try present(type) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try present(type) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try present(type) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try present(type) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try present(type) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try present(type) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try present(type) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try present(type) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try present(type) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try present(type) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try present(type) }

    /// An optional field: a presence byte, then the value.
    private func present<T: Decodable>(_ type: T.Type) throws -> T? {
        try reader.isPresent() ? try BinaryDecoder.read(type, from: reader) : nil
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        guard try reader.string() == key.stringValue else { throw CacheCodingError.damaged("an enum case name does not match") }
        return KeyedDecodingContainer(KeyedReader<NestedKey>(reader: reader))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        guard try reader.string() == key.stringValue else { throw CacheCodingError.damaged("an enum case name does not match") }
        return try UnkeyedReader(reader: reader)
    }

    func superDecoder() throws -> any Decoder { BinaryDecoder(reader: reader) }
    func superDecoder(forKey key: Key) throws -> any Decoder { BinaryDecoder(reader: reader) }
}

private struct UnkeyedReader: UnkeyedDecodingContainer {
    let reader: ByteReader
    let count: Int?
    private(set) var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    init(reader: ByteReader) throws {
        self.reader = reader
        count = try reader.listCount()
    }

    mutating func decodeNil() throws -> Bool { false }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else { throw CacheCodingError.damaged("an array ends early") }
        currentIndex += 1
        return try BinaryDecoder.read(type, from: reader)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        currentIndex += 1
        return KeyedDecodingContainer(KeyedReader<NestedKey>(reader: reader))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        currentIndex += 1
        return try UnkeyedReader(reader: reader)
    }

    mutating func superDecoder() throws -> any Decoder { BinaryDecoder(reader: reader) }
}

// MARK: - Source facts, read by hand

extension CacheCoding {
    /// A file's facts, from the bytes ``encode(_:)`` wrote for them: the same as
    /// `decode(SourceFacts.self, …)`, read by hand for the parts every file has (the file's
    /// declarations, and the empty lists of most files), for the most numerous ones (the
    /// SwiftUI constructions and the method calls: 7,444 and 4,067 in woocommerce-ios) and for
    /// the overrides, calls, assignments and shown SwiftUI views (a few hundred, but each holds
    /// enums and optional values: they were half of the decoding, and the overrides' answers cost
    /// 1.3% of a re-audit), through `Decodable` for the rest. Through
    /// `Decodable` alone, each value costs a container whose generic type the runtime looks up
    /// under a lock: a quarter of a warm audit of woocommerce-ios went there. A layout that does
    /// not match (a field added to one of these types and not here) fails to decode, and the file
    /// is then read again, never misread: every value is checked, and so is the end of the bytes.
    package static func decodeFacts(from bytes: [UInt8], in range: Range<Int>) throws -> SourceFacts {
        let r = ByteReader(bytes, range: range)
        let path = try r.string()
        var facts = SourceFacts(path: path, language: try raw(r, SourceLanguage.self))
        facts.types = try list(r) { try typeDecl($0) }
        facts.overrides = try list(r) { try override($0) }
        facts.assignments = try list(r) { try assignment($0) }
        facts.calls = try list(r) { try call($0) }
        facts.deprecatedUses = try generic(r)
        facts.swiftUIModifiers = try generic(r)
        facts.swiftUIShownViews = try list(r) { try shownView($0) }
        facts.swiftUIConstructions = try list(r) { SwiftUIConstruction(type: try $0.string(), count: try int($0)) }
        facts.swiftUIBodies = try list(r) {
            var body = SwiftUIBody(type: try $0.string(), roots: try list($0) { try $0.string() }, location: try location($0),
                                   member: try optionalString($0), contained: try list($0) { try $0.string() })
            body.padOnly = try list($0) { try $0.string() }
            body.flagged = try list($0) { SwiftUIFlagBranch(flag: try $0.string(), names: try list($0) { try $0.string() }) }
            body.cases = try list($0) { SwiftUICaseRoots(name: try $0.string(), roots: try list($0) { try $0.string() }) }
            body.top = try optional($0) { try BinaryDecoder.read(SwiftUITop.self, from: $0) }
            body.coversTop = try optionalString($0)
            return body
        }
        facts.factories = try generic(r)
        facts.methodCalls = MethodCalls(direct: try list(r) { try methodCall($0) }, otherUses: try list(r) { try $0.string() },
                                        inClosures: try list(r) { try methodCall($0) }, withoutSuper: try list(r) { try methodCall($0) })
        facts.styleArguments = try generic(r)
        facts.selectorFunctions = try list(r) { try $0.string() }
        facts.imports = try list(r) { try $0.string() }
        facts.namesInCode = try list(r) { try $0.string() }
        facts.conditionNames = try list(r) { try $0.string() }
        facts.definedMacros = try list(r) { try $0.string() }
        facts.colorDefinitions = try generic(r)
        facts.flags = try list(r) { try flag($0) }
        facts.caseOpeners = try list(r) { CaseOpener(method: try $0.string(), caseName: try $0.string()) }
        facts.storyboardAccessors = try list(r) { StoryboardAccessor(member: try $0.string(), storyboard: try $0.string()) }
        facts.issues = try generic(r)
        guard r.position == range.upperBound else { throw CacheCodingError.damaged("bytes left after the value") }
        return facts
    }

    private static func list<T>(_ r: ByteReader, _ element: (ByteReader) throws -> T) throws -> [T] {
        let count = try r.listCount()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try element(r)) }
        return values
    }

    /// An array through `Decodable`, unless it is empty.
    private static func generic<T: Decodable>(_ r: ByteReader) throws -> [T] {
        let start = r.position
        if try r.listCount() == 0 { return [] }
        r.position = start
        return try BinaryDecoder.read([T].self, from: r)
    }

    private static func optionalString(_ r: ByteReader) throws -> String? {
        try optional(r) { try $0.string() }
    }

    private static func int(_ r: ByteReader) throws -> Int {
        guard let value = Int(exactly: try r.signed()) else { throw CacheCodingError.damaged("an integer out of range") }
        return value
    }

    private static func location(_ r: ByteReader) throws -> SourceLocation {
        SourceLocation(file: try r.string(), line: try int(r), column: try int(r))
    }

    private static func typeDecl(_ r: ByteReader) throws -> TypeDecl {
        var type = TypeDecl(name: try r.string(), kind: try raw(r, TypeDecl.Kind.self), superclass: try optionalString(r),
                            conformances: try list(r) { try $0.string() },
                            objcName: try optionalString(r), categoryName: try optionalString(r), location: try location(r),
                            properties: try list(r) { try storedProperty($0) },
                            styleMembers: try list(r) { r in StyleMember(name: try r.string(), answer: try answer(r), location: try location(r)) })
        type.splitCollapse = try optional(r) { r in try splitCollapse(r) }
        type.delegatesToSelf = try r.bool()
        type.delegateProperty = try optionalString(r)
        type.makesItsWindowAtLaunch = try r.bool()
        return type
    }

    /// A ``SplitCollapse``: its case's name, then the classes of `trueUnlessSecondaryIs`.
    private static func splitCollapse(_ r: ByteReader) throws -> SplitCollapse {
        switch try r.string() {
        case "alwaysTrue": return .alwaysTrue
        case "trueUnlessSecondaryIs": return .trueUnlessSecondaryIs(try list(r) { try $0.string() })
        case "other": return .other
        case let name: throw CacheCodingError.damaged("an unknown split collapse '\(name)'")
        }
    }

    /// An Xcode project's build settings of one configuration, as `Decodable` reads them: each
    /// setting's key, its name and conditions, its value (the case name, `string` or `list`,
    /// then the string or the list of strings), and where it is written.
    static func buildSettings(_ r: ByteReader) throws -> BuildSettings {
        BuildSettings(try list(r) { r in
            let key = try r.string(), name = try r.string()
            let conditions = try list(r) { BuildSettingCondition(parameter: try $0.string(), pattern: try $0.string()) }
            let value: BuildSettingValue
            switch try r.string() {
            case "string": value = .string(try r.string())
            case "list": value = .list(try list(r) { try $0.string() })
            default: throw CacheCodingError.damaged("an unknown build setting value")
            }
            return BuildSetting(key: key, name: name, conditions: conditions, value: value, location: try location(r))
        })
    }

    private static func flag(_ r: ByteReader) throws -> FlagFact {
        let kind = try r.string()
        guard let read = FlagFact.Kind(rawValue: kind) else { throw CacheCodingError.damaged("a flag of kind '\(kind)'") }
        return FlagFact(kind: read, type: try r.string(), name: try r.string(), text: try r.string(), enclosingType: try optionalString(r))
    }

    private static func methodCall(_ r: ByteReader) throws -> MethodCalls.Direct {
        MethodCalls.Direct(enclosingType: try r.string(), caller: try r.string(), callee: try r.string())
    }

    /// A value of a `String` raw-value enum (written as its raw value).
    private static func raw<T: RawRepresentable<String>>(_ r: ByteReader, _ type: T.Type) throws -> T {
        guard let value = T(rawValue: try r.string()) else { throw CacheCodingError.damaged("an unknown \(T.self)") }
        return value
    }

    /// An optional struct field: a presence byte, then the value.
    private static func optional<T>(_ r: ByteReader, _ value: (ByteReader) throws -> T) throws -> T? {
        try r.isPresent() ? try value(r) : nil
    }

    private static func bool(_ r: ByteReader) throws -> Bool { try r.bool() }

    private static func double(_ r: ByteReader) throws -> Double { Double(bitPattern: try r.unsigned()) }

    /// An enum case with values is written as its name, then the values in order.
    private static func parsedValue(_ r: ByteReader) throws -> ParsedValue {
        switch try r.string() {
        case "enumCase": return .enumCase(try r.string())
        case "bool": return .bool(try r.bool())
        case "number": return .number(try double(r))
        case "color": return .color(try colorValue(r))
        case "other": return .other
        default: throw CacheCodingError.damaged("an unknown ParsedValue")
        }
    }

    private static func colorValue(_ r: ByteReader) throws -> ColorValue {
        switch try r.string() {
        case "system": return .system(try r.string())
        case "named": return .named(try r.string())
        case "rgb": return .rgb(red: try double(r), green: try double(r), blue: try double(r), alpha: try double(r))
        case "white": return .white(try double(r), alpha: try double(r))
        case "hex": return .hex(try r.string())
        default: throw CacheCodingError.damaged("an unknown ColorValue")
        }
    }

    private static func factoryCall(_ r: ByteReader) throws -> FactoryCall {
        FactoryCall(name: try optionalString(r), typeName: try optionalString(r), argumentIndex: try int(r))
    }

    private static func makerCall(_ r: ByteReader) throws -> MakerCall {
        MakerCall(name: try r.string(), typeName: try r.string(), withoutBase: try r.bool())
    }

    private static func controllerReference(_ r: ByteReader) throws -> ControllerReference {
        ControllerReference(className: try optionalString(r), rootClass: try optionalString(r),
                            storyboardIdentifier: try optionalString(r), factory: try optional(r, factoryCall),
                            maker: try optional(r, makerCall))
    }

    private static func assignment(_ r: ByteReader) throws -> Assignment {
        let property: AssignedProperty
        switch try r.string() {
        case "watched": property = .watched(try raw(r, WatchedProperty.self))
        case "stored": property = .stored(try r.string())
        default: throw CacheCodingError.damaged("an unknown AssignedProperty")
        }
        var assignment = Assignment(
            property: property, receiver: try r.string(), controller: try r.string(), controllerClass: try optionalString(r),
            controllerRootClass: try optionalString(r), controllerStoryboardIdentifier: try optionalString(r),
            valueText: try r.string(), value: try parsedValue(r), assignedController: try optional(r, controllerReference),
            viaCall: try r.bool(), location: try location(r), enclosingType: try optionalString(r),
            enclosingFunction: try optionalString(r), language: try raw(r, SourceLanguage.self))
        assignment.animationBlock = try raw(r, AnimationBlock.self)
        assignment.valueParameter = try optionalString(r)
        assignment.parameterDefault = try optional(r, parsedValue)
        return assignment
    }

    /// The fields in the order `Call` declares them (its initializer takes two of them apart).
    private static func call(_ r: ByteReader) throws -> Call {
        let kind = try raw(r, Call.Kind.self), receiver = try r.string(), receiverClass = try optionalString(r)
        let argumentText = try optionalString(r), presentedClass = try optionalString(r), rootClass = try optionalString(r)
        let presentedStoryboardIdentifier = try optionalString(r), presentedStoryboardName = try optionalString(r)
        let shownControllers = try list(r) { try controllerReference($0) }
        let presentedFactory = try optional(r, factoryCall)
        let presentedMaker = try optional(r, makerCall), rootMaker = try optional(r, makerCall)
        let onlyOnPad = try r.bool(), onlyWithoutNavigation = try r.bool(), showsDetail = try r.bool()
        let shownParameter = try optionalString(r), wrapsParameter = try r.bool(), inTypeMethod = try r.bool()
        let receiverParameter = try optionalString(r), navigationOwnerClass = try optionalString(r)
        let functionLabels = try list(r) { try $0.string() }
        let selfArguments = try list(r) { try $0.string() }
        let passedArguments = try list(r) { Call.PassedArgument(key: try $0.string(), value: try parsedValue($0)) }
        let animationBlock = try raw(r, AnimationBlock.self)
        var call = Call(
            kind: kind, receiver: receiver, receiverClass: receiverClass, argumentText: argumentText, presentedClass: presentedClass,
            rootClass: rootClass, presentedStoryboardIdentifier: presentedStoryboardIdentifier, shownControllers: shownControllers,
            identifier: try optionalString(r), storyboardName: try optionalString(r), value: try optional(r, parsedValue),
            animated: try optional(r, bool), location: try location(r), enclosingType: try optionalString(r),
            enclosingFunction: try optionalString(r), language: try raw(r, SourceLanguage.self))
        call.presentedStoryboardName = presentedStoryboardName
        call.presentedFactory = presentedFactory
        call.presentedMaker = presentedMaker
        call.rootMaker = rootMaker
        call.onlyOnPad = onlyOnPad
        call.onlyWithoutNavigation = onlyWithoutNavigation
        call.showsDetail = showsDetail
        call.shownParameter = shownParameter
        call.wrapsParameter = wrapsParameter
        call.inTypeMethod = inTypeMethod
        call.receiverParameter = receiverParameter
        call.selfArguments = selfArguments
        call.passedArguments = passedArguments
        call.animationBlock = animationBlock
        call.navigationOwnerClass = navigationOwnerClass
        call.functionLabels = functionLabels
        return call
    }

    private static func shownView(_ r: ByteReader) throws -> SwiftUIShownView {
        SwiftUIShownView(
            how: try raw(r, SwiftUIShownView.How.self), constructed: try list(r) { try $0.string() }, contentText: try r.string(),
            location: try location(r),
            within: try optional(r) { SwiftUIShownView.Place(try location($0), try raw($0, SwiftUIShownView.How.self)) },
            enclosingType: try optionalString(r), enclosingFunction: try optionalString(r), contained: try list(r) { try $0.string() },
            availableFrom: try optionalString(r).flatMap(WrittenVersion.init), callee: try optionalString(r),
            returnsController: try r.bool(), presentationStyle: try optionalString(r), valueType: try optionalString(r))
    }

    /// An override: its fields in the order `Override` declares them.
    private static func override(_ r: ByteReader) throws -> Override {
        Override(member: try raw(r, StatusBarMember.self), typeName: try r.string(), inExtension: try r.bool(),
                 answer: try answer(r), fallback: try optionalString(r), location: try location(r),
                 language: try raw(r, SourceLanguage.self))
    }

    private static func answer(_ r: ByteReader) throws -> Answer {
        switch try r.string() {
        case "constant": return .constant(try r.string())
        case "conditional": return .conditional(values: try list(r) { try $0.string() }, dependsOn: try list(r) { try $0.string() })
        case "storedProperty": return .storedProperty(name: try r.string())
        case "forward": return .forward(ForwardTarget(try r.string()))
        case "nilValue": return .nilValue
        case "superCall": return .superCall
        case "member": return .member(name: try r.string(), written: try r.string(), also: try list(r) { try $0.string() })
        case "mixed":
            return .mixed(constants: try list(r) { try $0.string() }, members: try list(r) { try $0.string() },
                          forwards: try list(r) { ForwardTarget(try $0.string()) })
        case "unknown": return .unknown(reason: try r.string())
        default: throw CacheCodingError.damaged("an unknown Answer")
        }
    }

    private static func storedProperty(_ r: ByteReader) throws -> StoredProperty {
        StoredProperty(name: try r.string(), declaredType: try optionalString(r), initialValue: try optionalString(r),
                       initialConstant: try optionalString(r), didSetUpdatesAppearance: try r.bool(), isConstant: try r.bool(),
                       location: try location(r))
    }
}

// MARK: - Source facts, written by hand

extension CacheCoding {
    /// The bytes ``encode(_:)`` writes for a file's facts, written by hand in the order
    /// ``decodeFacts(from:in:)`` reads them: the parts that decoder reads by hand are written by
    /// hand, the others (overrides, deprecated uses, SwiftUI modifiers, factories, issues) through
    /// `Encodable` unless they are empty. Through `Encodable` alone, the first value of each type a
    /// process writes costs a look-up of the type's conformances in the whole binary: a re-audit
    /// after an edit spent a few milliseconds writing the one file it read again. A test compares
    /// both writers on the facts of every example file.
    package static func encodeFacts(_ facts: SourceFacts) throws -> [UInt8] {
        let w = ByteWriter()
        w.string(facts.path)
        w.string(facts.language.rawValue)
        list(w, facts.types) { typeDecl($0, $1) }
        try generic(w, facts.overrides)
        list(w, facts.assignments) { assignment($0, $1) }
        list(w, facts.calls) { call($0, $1) }
        try generic(w, facts.deprecatedUses)
        try generic(w, facts.swiftUIModifiers)
        list(w, facts.swiftUIShownViews) { shownView($0, $1) }
        list(w, facts.swiftUIConstructions) { w, c in w.string(c.type); w.signed(Int64(c.count)) }
        w.listCount(facts.swiftUIBodies.count)
        for b in facts.swiftUIBodies {
            w.string(b.type); list(w, b.roots) { $0.string($1) }; location(w, b.location)
            w.optional(b.member) { $0.string($1) }; list(w, b.contained) { $0.string($1) }; list(w, b.padOnly) { $0.string($1) }
            list(w, b.flagged) { w, f in w.string(f.flag); list(w, f.names) { $0.string($1) } }
            list(w, b.cases) { w, c in w.string(c.name); list(w, c.roots) { $0.string($1) } }
            try w.optional(b.top) { try BinaryEncoder.write($1, to: $0) }; optionalString(w, b.coversTop)
        }
        try generic(w, facts.factories)
        list(w, facts.methodCalls.direct) { w, d in w.string(d.enclosingType); w.string(d.caller); w.string(d.callee) }
        list(w, facts.methodCalls.otherUses) { $0.string($1) }
        list(w, facts.methodCalls.inClosures) { w, d in w.string(d.enclosingType); w.string(d.caller); w.string(d.callee) }
        list(w, facts.methodCalls.withoutSuper) { w, d in w.string(d.enclosingType); w.string(d.caller); w.string(d.callee) }
        try generic(w, facts.styleArguments)
        list(w, facts.selectorFunctions) { $0.string($1) }
        list(w, facts.imports) { $0.string($1) }
        list(w, facts.namesInCode) { $0.string($1) }
        list(w, facts.conditionNames) { $0.string($1) }
        list(w, facts.definedMacros) { $0.string($1) }
        try generic(w, facts.colorDefinitions)
        list(w, facts.flags) { w, f in
            w.string(f.kind.rawValue); w.string(f.type); w.string(f.name); w.string(f.text); optionalString(w, f.enclosingType)
        }
        list(w, facts.caseOpeners) { w, o in w.string(o.method); w.string(o.caseName) }
        list(w, facts.storyboardAccessors) { w, a in w.string(a.member); w.string(a.storyboard) }
        try generic(w, facts.issues)
        return w.bytes
    }

    /// An array: its count (as ``UnkeyedWriter`` writes it), then the elements.
    private static func list<T>(_ w: ByteWriter, _ values: [T], _ element: (ByteWriter, T) -> Void) {
        w.listCount(values.count)
        for value in values { element(w, value) }
    }

    /// An array through `Encodable`, unless it is empty.
    private static func generic<T: Encodable>(_ w: ByteWriter, _ values: [T]) throws {
        if values.isEmpty { return w.listCount(0) }
        try BinaryEncoder.write(values, to: w)
    }

    private static func optionalString(_ w: ByteWriter, _ value: String?) { w.optional(value) { $0.string($1) } }

    private static func double(_ w: ByteWriter, _ value: Double) { w.unsigned(value.bitPattern) }

    private static func location(_ w: ByteWriter, _ l: SourceLocation) {
        w.string(l.file)
        w.signed(Int64(l.line))
        w.signed(Int64(l.column))
    }

    private static func typeDecl(_ w: ByteWriter, _ t: TypeDecl) {
        w.string(t.name)
        w.string(t.kind.rawValue)
        optionalString(w, t.superclass)
        list(w, t.conformances) { $0.string($1) }
        optionalString(w, t.objcName)
        optionalString(w, t.categoryName)
        location(w, t.location)
        list(w, t.properties) { w, p in
            w.string(p.name)
            optionalString(w, p.declaredType)
            optionalString(w, p.initialValue)
            optionalString(w, p.initialConstant)
            w.bool(p.didSetUpdatesAppearance)
            w.bool(p.isConstant)
            location(w, p.location)
        }
        list(w, t.styleMembers) { w, m in
            w.string(m.name)
            answer(w, m.answer)
            location(w, m.location)
        }
        w.optional(t.splitCollapse) { w, collapse in
            switch collapse {
            case .alwaysTrue: w.string("alwaysTrue")
            case .trueUnlessSecondaryIs(let types):
                w.string("trueUnlessSecondaryIs")
                list(w, types) { $0.string($1) }
            case .other: w.string("other")
            }
        }
        w.bool(t.delegatesToSelf)
        optionalString(w, t.delegateProperty)
        w.bool(t.makesItsWindowAtLaunch)
    }

    /// An answer as `Encodable` writes it: the case's name, then its values in order.
    private static func answer(_ w: ByteWriter, _ a: Answer) {
        switch a {
        case .constant(let value): w.string("constant"); w.string(value)
        case .conditional(let values, let dependsOn):
            w.string("conditional")
            list(w, values) { $0.string($1) }
            list(w, dependsOn) { $0.string($1) }
        case .storedProperty(let name): w.string("storedProperty"); w.string(name)
        case .forward(let target): w.string("forward"); w.string(target.written)
        case .nilValue: w.string("nilValue")
        case .superCall: w.string("superCall")
        case .member(let name, let written, let also):
            w.string("member"); w.string(name); w.string(written)
            list(w, also) { $0.string($1) }
        case .mixed(let constants, let members, let forwards):
            w.string("mixed")
            list(w, constants) { $0.string($1) }
            list(w, members) { $0.string($1) }
            list(w, forwards) { $0.string($1.written) }
        case .unknown(let reason): w.string("unknown"); w.string(reason)
        }
    }

    /// An enum case with values: its name, then the values in order.
    private static func parsedValue(_ w: ByteWriter, _ value: ParsedValue) {
        switch value {
        case .enumCase(let name): w.string("enumCase"); w.string(name)
        case .bool(let b): w.string("bool"); w.bool(b)
        case .number(let n): w.string("number"); double(w, n)
        case .color(let c): w.string("color"); colorValue(w, c)
        case .other: w.string("other")
        }
    }

    private static func colorValue(_ w: ByteWriter, _ color: ColorValue) {
        switch color {
        case .system(let name): w.string("system"); w.string(name)
        case .named(let name): w.string("named"); w.string(name)
        case .rgb(let red, let green, let blue, let alpha):
            w.string("rgb")
            for component in [red, green, blue, alpha] { double(w, component) }
        case .white(let white, let alpha): w.string("white"); double(w, white); double(w, alpha)
        case .hex(let text): w.string("hex"); w.string(text)
        }
    }

    private static func factoryCall(_ w: ByteWriter, _ f: FactoryCall) {
        optionalString(w, f.name)
        optionalString(w, f.typeName)
        w.signed(Int64(f.argumentIndex))
    }

    private static func makerCall(_ w: ByteWriter, _ m: MakerCall) {
        w.string(m.name)
        w.string(m.typeName)
        w.bool(m.withoutBase)
    }

    private static func controllerReference(_ w: ByteWriter, _ c: ControllerReference) {
        optionalString(w, c.className)
        optionalString(w, c.rootClass)
        optionalString(w, c.storyboardIdentifier)
        w.optional(c.factory, factoryCall)
        w.optional(c.maker, makerCall)
    }

    private static func assignment(_ w: ByteWriter, _ a: Assignment) {
        switch a.property {
        case .watched(let property): w.string("watched"); w.string(property.rawValue)
        case .stored(let name): w.string("stored"); w.string(name)
        }
        w.string(a.receiver)
        w.string(a.controller)
        optionalString(w, a.controllerClass)
        optionalString(w, a.controllerRootClass)
        optionalString(w, a.controllerStoryboardIdentifier)
        w.string(a.valueText)
        parsedValue(w, a.value)
        w.optional(a.assignedController, controllerReference)
        w.bool(a.viaCall)
        statementPlace(w, a.location, a.enclosingType, a.enclosingFunction, a.language)
        w.string(a.animationBlock.rawValue)
        optionalString(w, a.valueParameter)
        w.optional(a.parameterDefault, parsedValue)
    }

    /// Where a statement is, the last fields of an assignment and of a call.
    private static func statementPlace(_ w: ByteWriter, _ l: SourceLocation, _ type: String?, _ function: String?,
                                       _ language: SourceLanguage) {
        location(w, l)
        optionalString(w, type)
        optionalString(w, function)
        w.string(language.rawValue)
    }

    /// The fields in the order `Call` declares them.
    private static func call(_ w: ByteWriter, _ c: Call) {
        w.string(c.kind.rawValue)
        w.string(c.receiver)
        optionalString(w, c.receiverClass)
        optionalString(w, c.argumentText)
        optionalString(w, c.presentedClass)
        optionalString(w, c.rootClass)
        optionalString(w, c.presentedStoryboardIdentifier)
        optionalString(w, c.presentedStoryboardName)
        list(w, c.shownControllers) { controllerReference($0, $1) }
        w.optional(c.presentedFactory, factoryCall)
        w.optional(c.presentedMaker, makerCall)
        w.optional(c.rootMaker, makerCall)
        w.bool(c.onlyOnPad)
        w.bool(c.onlyWithoutNavigation)
        w.bool(c.showsDetail)
        optionalString(w, c.shownParameter)
        w.bool(c.wrapsParameter)
        w.bool(c.inTypeMethod)
        optionalString(w, c.receiverParameter)
        optionalString(w, c.navigationOwnerClass)
        list(w, c.functionLabels) { $0.string($1) }
        list(w, c.selfArguments) { $0.string($1) }
        list(w, c.passedArguments) { $0.string($1.key); parsedValue($0, $1.value) }
        w.string(c.animationBlock.rawValue)
        optionalString(w, c.identifier)
        optionalString(w, c.storyboardName)
        w.optional(c.value, parsedValue)
        w.optional(c.animated) { $0.bool($1) }
        statementPlace(w, c.location, c.enclosingType, c.enclosingFunction, c.language)
    }

    private static func shownView(_ w: ByteWriter, _ v: SwiftUIShownView) {
        w.string(v.how.rawValue)
        list(w, v.constructed) { $0.string($1) }
        w.string(v.contentText)
        location(w, v.location)
        w.optional(v.within) { w, place in location(w, place.location); w.string(place.how.rawValue) }
        optionalString(w, v.enclosingType)
        optionalString(w, v.enclosingFunction)
        list(w, v.contained) { $0.string($1) }
        optionalString(w, v.availableFrom?.description)
        optionalString(w, v.callee)
        w.bool(v.returnsController)
        optionalString(w, v.presentationStyle)
        optionalString(w, v.valueType)
    }
}
