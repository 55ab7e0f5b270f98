import Foundation
import SourceModel

/// A property list value with the place it was read from.
///
/// XML and OpenStep property lists give each value the line and column of its first byte
/// (the `<` of its tag, or its first character). Binary property lists have no lines: every value
/// of a binary list is located at line 1, column 1 of its file.
package struct PlistValue: Sendable, Hashable {
    /// What the value holds.
    package enum Kind: Sendable, Hashable {
        case string(String)
        case integer(Int)
        case real(Double)
        case bool(Bool)
        case date(Date)
        case data([UInt8])
        case array([PlistValue])
        case dict(PlistDictionary)
    }

    package var kind: Kind
    package var location: SourceLocation

    package init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The string, when the value is one.
    package var string: String? { if case .string(let s) = kind { s } else { nil } }
    /// The Boolean, when the value is one.
    package var bool: Bool? { if case .bool(let b) = kind { b } else { nil } }
    /// The integer, when the value is one.
    package var integer: Int? { if case .integer(let i) = kind { i } else { nil } }
    /// The elements, when the value is an array.
    package var array: [PlistValue]? { if case .array(let a) = kind { a } else { nil } }
    /// The dictionary, when the value is one.
    package var dict: PlistDictionary? { if case .dict(let d) = kind { d } else { nil } }

    /// A short name of the value's type, for messages: `string`, `integer`, `real`, `Boolean`,
    /// `date`, `data`, `array`, `dictionary`.
    package var typeName: String {
        switch kind {
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .bool: "Boolean"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dict: "dictionary"
        }
    }
}

/// A dictionary that keeps its keys in document order, the place of each key, and finds a key in
/// constant time. When a key appears twice, the later entry wins (as PropertyListSerialization does)
/// but both stay in `entries`.
package struct PlistDictionary: Sendable, Hashable {
    /// One key and its value.
    package struct Entry: Sendable, Hashable {
        package var key: String
        package var keyLocation: SourceLocation
        package var value: PlistValue

        package init(key: String, keyLocation: SourceLocation, value: PlistValue) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// The entries in document order.
    package private(set) var entries: [Entry]
    private var index: [String: Int]

    package init(_ entries: [Entry] = []) {
        self.entries = []
        self.index = [:]
        self.entries.reserveCapacity(entries.count)
        for entry in entries { append(entry) }
    }

    /// Adds an entry; a later entry with the same key wins lookups.
    package mutating func append(_ entry: Entry) {
        index[entry.key] = entries.count
        entries.append(entry)
    }

    /// Sets a key, replacing the value a lookup would find (or appending a new entry).
    package mutating func set(_ entry: Entry) {
        if let i = index[entry.key] { entries[i] = entry } else { append(entry) }
    }

    /// The entry for a key (the last one when the key is repeated).
    package func entry(_ key: String) -> Entry? { index[key].map { entries[$0] } }

    /// The value for a key.
    package subscript(key: String) -> PlistValue? { entry(key)?.value }

    /// The keys in document order, each once.
    package var keys: [String] {
        entries.enumerated().compactMap { index[$0.element.key] == $0.offset ? $0.element.key : nil }
    }

    package var count: Int { index.count }

    package static func == (a: PlistDictionary, b: PlistDictionary) -> Bool { a.entries == b.entries }
    package func hash(into hasher: inout Hasher) { hasher.combine(entries) }
}
