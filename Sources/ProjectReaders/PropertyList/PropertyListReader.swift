import Foundation
import SourceModel

/// Reads a property list in any of its three forms: XML, binary (`bplist00`) or OpenStep (ASCII).
package enum PropertyListReader {
    /// The form of a property list, told from its first bytes.
    package enum Format: Sendable, Hashable {
        case xml, binary, openStep
    }

    /// The form of the bytes: `bplist` → binary, a first non-blank `<` → XML, else OpenStep.
    package static func format(of bytes: [UInt8]) -> Format {
        if bytes.starts(with: Array("bplist".utf8)) { return .binary }
        var i = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "<") ? .xml : .openStep
    }

    /// Parses a property list in whichever form it is. `file` is the path used in locations.
    package static func read(_ bytes: [UInt8], file: String) throws(LocatedError) -> PlistValue {
        switch format(of: bytes) {
        case .binary: try BinaryPlistReader.read(bytes, file: file)
        case .xml: try XMLPlistReader.read(bytes, file: file)
        case .openStep: try OpenStepPlistParser.parse(bytes, file: file)
        }
    }

    /// Reads and parses the file at `url`; `file` is the path used in locations. A file over
    /// ``FileReading/maximumFileSize`` is refused without being read.
    package static func read(contentsOf url: URL, file: String) throws(LocatedError) -> PlistValue {
        let bytes: [UInt8]
        do { bytes = try FileReading.read(path: url.path, shownAs: file) } catch { throw error.locatedError }
        return try read(bytes, file: file)
    }

    /// Reads and parses `file`, a path relative to the audited folder `root`; a symbolic link
    /// leaving `root` is not followed, a file over ``FileReading/maximumFileSize`` is not read.
    package static func read(file: String, root: URL) throws(LocatedError) -> PlistValue {
        let bytes: [UInt8]
        do { bytes = try FileReading.read(relativePath: file, root: root.path) } catch { throw error.locatedError }
        return try read(bytes, file: file)
    }
}

/// Reads binary property lists (`bplist00`) with `PropertyListSerialization`.
///
/// A binary list has no lines: every value is located at line 1, column 1 of its file.
/// Dictionary keys come back unordered from `PropertyListSerialization`; they are sorted so that
/// the tree is the same on every run.
package enum BinaryPlistReader {
    /// Parses a binary property list.
    package static func read(_ bytes: [UInt8], file: String) throws(LocatedError) -> PlistValue {
        let location = SourceLocation(file: file, line: 1, column: 1)
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw LocatedError("the binary property list is malformed", at: location)
        }
        return try convert(object, location)
    }

    private static func convert(_ object: Any, _ location: SourceLocation) throws(LocatedError) -> PlistValue {
        func value(_ kind: PlistValue.Kind) -> PlistValue { PlistValue(kind, at: location) }
        if type(of: object) == Bool.self, let bool = object as? Bool { return value(.bool(bool)) }
        if let string = object as? String { return value(.string(string)) }
        if let number = object as? NSNumber {
            let objCType = String(cString: number.objCType)
            if objCType == "c" || objCType == "B", let bool = object as? Bool { return value(.bool(bool)) }
            if objCType == "d" || objCType == "f" { return value(.real(number.doubleValue)) }
            return value(.integer(number.intValue))
        }
        if let date = object as? Date { return value(.date(date)) }
        if let data = object as? Data { return value(.data(Array(data))) }
        if let array = object as? [Any] {
            var elements: [PlistValue] = []
            elements.reserveCapacity(array.count)
            for element in array { elements.append(try convert(element, location)) }
            return value(.array(elements))
        }
        if let dictionary = object as? [String: Any] {
            var dict = PlistDictionary()
            for key in dictionary.keys.sorted() {
                dict.append(.init(key: key, keyLocation: location, value: try convert(dictionary[key]!, location)))
            }
            return value(.dict(dict))
        }
        throw LocatedError("the binary property list holds a value of an unsupported type (\(type(of: object)))", at: location)
    }
}
