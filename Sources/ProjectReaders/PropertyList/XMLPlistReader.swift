import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SourceModel

/// Reads XML property lists with `XMLParser`, keeping the line and column of every key and value.
///
/// `XMLParser` reports positions after a tag has been read, and counts characters rather than
/// bytes; so a linear byte scan first records where every start tag begins, and the n-th start
/// tag that the parser reports gets the n-th recorded place (1-based line, UTF-8 byte column,
/// pointing at the tag's `<`).
///
/// Entities are never resolved: a document whose DOCTYPE declares entities is rejected before it
/// is parsed, and external entities are off.
package enum XMLPlistReader {
    /// Parses an XML property list. `file` is the path used in locations.
    package static func read(_ bytes: [UInt8], file: String) throws(LocatedError) -> PlistValue {
        let lines = LineIndex(bytes)
        func located(_ message: String, offset: Int) -> LocatedError {
            let (line, column) = lines.position(ofOffset: offset)
            return LocatedError(message, at: SourceLocation(file: file, line: line, column: column),
                                sourceLine: lines.text(ofLine: line))
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw located("the property list is empty", offset: 0)
        }
        guard isEightBit(bytes) else {
            // libxml2 would decode UTF-16 or UTF-32 itself, out of sight of the byte scans below
            // (encoding, processing instructions, entities). Xcode writes XML property lists in UTF-8.
            throw located("the XML property list is not UTF-8 (\(FileReading.nonUTF8ByteOrderMark(bytes) ?? "NUL bytes up front: UTF-16 or UTF-32"))", offset: 0)
        }
        if let offset = FileReading.firstInvalidUTF8Offset(bytes) {
            // Whatever encoding the declaration names: with an unknown one, libxml2 hands the raw
            // bytes on and Foundation's XMLParser traps on a name that is not UTF-8 (found by
            // fuzzing). With UTF-8, libxml2 would stop there too, but report the end of the document.
            throw located("the file is not valid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))", offset: offset)
        }
        if let (offset, name) = XMLScan.declaredEncoding(in: bytes), !XMLScan.isUTF8Compatible(name) {
            // libxml2 would decode by the declaration (UTF-7, EBCDIC, …), out of sight of the byte
            // scans: `+ADw-?x?+AD4-` in UTF-7 is the processing instruction below.
            throw located("the XML declaration names the encoding '\(name.prefix(40))': XML property lists are read in UTF-8, as Xcode writes them", offset: offset)
        }
        if let (offset, text) = XMLScan.processingInstructionWithoutData(in: bytes) {
            // Foundation's XMLParser reads the missing data as a C string and crashes (found by fuzzing).
            throw located("the processing instruction '\(text.prefix(80))' has no data, which the XML parser cannot take", offset: offset)
        }
        let scan = TagScanner(bytes: bytes)
        scan.run()
        if let entityOffset = scan.entityDeclarationOffset {
            throw located("the document declares entities in its DOCTYPE; entities are never expanded, the file is not read",
                          offset: entityOffset)
        }

        let builder = PlistTreeBuilder(file: file, lines: lines, tagOffsets: scan.startTagOffsets)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let ok = parser.parse()
        if let error = builder.error { throw error }
        if ok, builder.root == nil || builder.isOpen, let open = builder.innermostOpenElement {
            // libxml2 may accept a document cut short: say which element is left open.
            throw located("the document ends before '<\(open.name)>' (line \(open.line)) is closed", offset: bytes.count)
        }
        if !ok || builder.root == nil {
            let line = max(1, parser.lineNumber)
            let column = max(1, parser.columnNumber)
            var reason = "the XML is malformed"
            if let parserError = parser.parserError {
                let code = (parserError as NSError).code
                reason += ": " + XMLPlistReader.describe(code)
            }
            if ok { reason = "the document holds no property list value" }
            throw LocatedError(reason, at: SourceLocation(file: file, line: line, column: column),
                               sourceLine: lines.text(ofLine: line))
        }
        return builder.root!
    }
}

extension XMLPlistReader {
    /// Whether the document is in an 8-bit encoding: no UTF-16/32 byte order mark and no NUL
    /// byte up front. Such a document must be valid UTF-8 (Xcode writes UTF-8; a Latin-1 plist
    /// with non-ASCII bytes is refused with a located error).
    static func isEightBit(_ bytes: [UInt8]) -> Bool {
        FileReading.nonUTF8ByteOrderMark(bytes) == nil && !bytes.prefix(4).contains(0)
    }

    /// The deepest nesting of arrays and dictionaries read (the OpenStep parser's limit too).
    package static let maximumDepth = 512

    /// Words for libxml2's most common error codes (as `XMLParser.ErrorCode` raw values).
    static func describe(_ code: Int) -> String {
        switch code {
        case 4: "the document is empty"
        case 5: "the document ends early"
        case 9: "an unknown character entity"
        case 26: "an entity is not defined"
        case 38, 39, 40, 41: "an attribute is malformed"
        case 64, 65: "a processing instruction is malformed"
        case 73: "'>' is missing"
        case 74: "'</' is missing"
        case 76: "an end tag does not match its start tag"
        case 77: "a tag is not closed"
        case 85: "the elements are not well balanced"
        case 86: "text after the document's root element"
        default: "XML error \(code)"
        }
    }
}

/// A linear scan that records where each start tag begins and whether a DOCTYPE declares entities.
private final class TagScanner {
    let bytes: [UInt8]
    var startTagOffsets: [Int] = []
    var entityDeclarationOffset: Int?

    init(bytes: [UInt8]) { self.bytes = bytes }

    private func hasPrefix(_ prefix: String, at i: Int) -> Bool {
        var j = i
        for c in prefix.utf8 {
            guard j < bytes.count, bytes[j] == c else { return false }
            j += 1
        }
        return true
    }

    /// The index just past the next occurrence of `terminator` at or after `i` (or the end).
    private func skip(past terminator: String, from i: Int) -> Int {
        let t = Array(terminator.utf8)
        var j = i
        while j + t.count <= bytes.count {
            if bytes[j] == t[0], hasPrefix(terminator, at: j) { return j + t.count }
            j += 1
        }
        return bytes.count
    }

    /// The index just past the `>` closing a tag, skipping quoted attribute values.
    private func skipTag(from i: Int) -> Int {
        var j = i
        var quote: UInt8?
        while j < bytes.count {
            let c = bytes[j]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                quote = c
            } else if c == UInt8(ascii: ">") {
                return j + 1
            }
            j += 1
        }
        return bytes.count
    }

    /// Skips a `<!DOCTYPE …>` with its internal subset, noting any `<!ENTITY`.
    private func skipDoctype(from i: Int) -> Int {
        var j = i + 2
        var depth = 0
        var quote: UInt8?
        while j < bytes.count {
            let c = bytes[j]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                quote = c
            } else if c == UInt8(ascii: "[") {
                depth += 1
            } else if c == UInt8(ascii: "]") {
                depth -= 1
            } else if c == UInt8(ascii: "<"), hasPrefix("<!--", at: j) {
                j = skip(past: "-->", from: j + 4)
                continue
            } else if c == UInt8(ascii: "<"), hasPrefix("<!ENTITY", at: j) {
                if entityDeclarationOffset == nil { entityDeclarationOffset = j }
            } else if c == UInt8(ascii: ">"), depth <= 0 {
                return j + 1
            }
            j += 1
        }
        return bytes.count
    }

    func run() {
        var i = 0
        let n = bytes.count
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            if hasPrefix("<!--", at: i) {
                i = skip(past: "-->", from: i + 4)
            } else if hasPrefix("<![CDATA[", at: i) {
                i = skip(past: "]]>", from: i + 9)
            } else if hasPrefix("<?", at: i) {
                i = skip(past: "?>", from: i + 2)
            } else if hasPrefix("<!", at: i) {
                i = skipDoctype(from: i)
            } else if hasPrefix("</", at: i) {
                i = skipTag(from: i + 2)
            } else {
                startTagOffsets.append(i)
                i = skipTag(from: i + 1)
            }
        }
    }
}

/// Builds the `PlistValue` tree from parser events.
private final class PlistTreeBuilder: NSObject, XMLParserDelegate {
    private enum Frame {
        case plist(SourceLocation)
        case dict(entries: [PlistDictionary.Entry], pendingKey: (String, SourceLocation)?, location: SourceLocation)
        case array([PlistValue], location: SourceLocation)
        case scalar(element: String, text: String, location: SourceLocation)
    }

    let file: String
    let lines: LineIndex
    let tagOffsets: [Int]
    private var tagCount = 0
    private var stack: [Frame] = []
    var root: PlistValue?
    var error: LocatedError?
    private var rootSeen = false
    /// The text of the innermost scalar element so far.
    private var pendingText = ""

    init(file: String, lines: LineIndex, tagOffsets: [Int]) {
        self.file = file
        self.lines = lines
        self.tagOffsets = tagOffsets
    }

    /// Whether an element is still open (the document was cut short).
    var isOpen: Bool { !stack.isEmpty }

    /// The innermost element still open, with the line it starts on.
    var innermostOpenElement: (name: String, line: Int)? {
        switch stack.last {
        case nil: nil
        case .plist(let location)?: ("plist", location.line)
        case .dict(_, _, let location)?: ("dict", location.line)
        case .array(_, let location)?: ("array", location.line)
        case .scalar(let element, _, let location)?: (element, location.line)
        }
    }

    private func fail(_ message: String, at location: SourceLocation, parser: XMLParser) {
        guard error == nil else { return }
        error = LocatedError(message, at: location, sourceLine: lines.text(ofLine: location.line))
        parser.abortParsing()
    }

    private func nextLocation(_ parser: XMLParser) -> SourceLocation {
        defer { tagCount += 1 }
        if tagCount < tagOffsets.count {
            let (line, column) = lines.position(ofOffset: tagOffsets[tagCount])
            return SourceLocation(file: file, line: line, column: column)
        }
        return SourceLocation(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let location = nextLocation(parser)
        guard error == nil else { return }
        if case .scalar(let element, _, _)? = stack.last {
            return fail("'<\(elementName)>' inside '<\(element)>': a \(element) holds only text", at: location, parser: parser)
        }
        if stack.isEmpty, rootSeen {
            return fail("a second value after the property list's root value", at: location, parser: parser)
        }
        // A bounded depth, as in the OpenStep parser: a tree 100,000 levels deep would overflow
        // the stack when it is compared or released.
        if stack.count > XMLPlistReader.maximumDepth {
            return fail("the property list nests deeper than \(XMLPlistReader.maximumDepth) levels", at: location, parser: parser)
        }
        switch elementName {
        case "plist":
            guard stack.isEmpty else { return fail("'<plist>' inside a value", at: location, parser: parser) }
            stack.append(.plist(location))
        case "dict": stack.append(.dict(entries: [], pendingKey: nil, location: location))
        case "array": stack.append(.array([], location: location))
        case "key", "string", "integer", "real", "true", "false", "date", "data":
            if elementName != "key", case .dict(_, nil, _)? = stack.last {
                return fail("a '<\(elementName)>' value in a dictionary without a '<key>' before it", at: location, parser: parser)
            }
            if elementName == "key" {
                if case .dict(_, let pending?, _)? = stack.last {
                    return fail("key '\(pending.0)' has no value before the next '<key>'", at: location, parser: parser)
                }
                if case .dict? = stack.last {} else {
                    return fail("'<key>' outside a dictionary", at: location, parser: parser)
                }
            }
            pendingText = ""
            stack.append(.scalar(element: elementName, text: "", location: location))
        default:
            fail("unknown property list element '<\(elementName)>'", at: location, parser: parser)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard error == nil else { return }
        if case .scalar? = stack.last {
            // Text arrives in pieces; it is gathered here and put in the frame when the element ends.
            pendingText += string
        } else if !string.allSatisfy(\.isWhitespace) {
            let location = SourceLocation(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            fail("text '\(string.trimmingCharacters(in: .whitespacesAndNewlines))' outside a value", at: location, parser: parser)
        }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        self.parser(parser, foundCharacters: String(decoding: CDATABlock, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? { nil }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard error == nil, let frame = stack.popLast() else { return }
        let value: PlistValue
        switch frame {
        case .plist:
            if root == nil { fail("'<plist>' holds no value", at: SourceLocation(file: file, line: 1, column: 1), parser: parser) }
            return
        case .dict(let entries, let pending, let location):
            if let pending {
                return fail("key '\(pending.0)' has no value", at: pending.1, parser: parser)
            }
            value = PlistValue(.dict(PlistDictionary(entries)), at: location)
        case .array(let elements, let location):
            value = PlistValue(.array(elements), at: location)
        case .scalar(let element, _, let location):
            let text = pendingText
            pendingText = ""
            if element == "key" {
                guard case .dict(let entries, nil, let dictLocation)? = stack.last else { return }
                stack[stack.count - 1] = .dict(entries: entries, pendingKey: (text, location), location: dictLocation)
                return
            }
            guard let kind = scalar(element, text, location, parser) else { return }
            value = PlistValue(kind, at: location)
        }
        add(value, parser)
    }

    private func add(_ value: PlistValue, _ parser: XMLParser) {
        switch stack.last {
        case nil, .plist?:
            if root != nil { return fail("a second value after the property list's root value", at: value.location, parser: parser) }
            root = value
            rootSeen = true
        case .dict(var entries, let pending?, let location)?:
            entries.append(PlistDictionary.Entry(key: pending.0, keyLocation: pending.1, value: value))
            stack[stack.count - 1] = .dict(entries: entries, pendingKey: nil, location: location)
        case .dict?:
            fail("a value in a dictionary without a key", at: value.location, parser: parser)
        case .array(var elements, let location)?:
            elements.append(value)
            stack[stack.count - 1] = .array(elements, location: location)
        case .scalar?:
            break
        }
    }

    private func scalar(_ element: String, _ text: String, _ location: SourceLocation, _ parser: XMLParser) -> PlistValue.Kind? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch element {
        case "string": return .string(text)
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "integer":
            if let value = PlistNumbers.integer(trimmed) { return .integer(value) }
            fail("'\(trimmed)' is not an integer", at: location, parser: parser)
        case "real":
            if let value = Double(trimmed) { return .real(value) }
            fail("'\(trimmed)' is not a real number", at: location, parser: parser)
        case "date":
            if let date = PlistNumbers.date(trimmed) { return .date(date) }
            fail("'\(trimmed)' is not an ISO 8601 date (YYYY-MM-DDThh:mm:ssZ)", at: location, parser: parser)
        case "data":
            let base64 = String(text.filter { !$0.isWhitespace })
            if let data = Data(base64Encoded: base64) { return .data(Array(data)) }
            fail("the data is not valid base64", at: location, parser: parser)
        default:
            fail("unknown property list element '<\(element)>'", at: location, parser: parser)
        }
        return nil
    }
}

/// Number and date forms shared by the readers.
enum PlistNumbers {
    /// A decimal or `0x` hexadecimal integer, optionally signed.
    static func integer(_ text: String) -> Int? {
        var body = Substring(text)
        var negative = false
        if body.hasPrefix("-") { negative = true; body = body.dropFirst() } else if body.hasPrefix("+") { body = body.dropFirst() }
        let magnitude: Int?
        if body.hasPrefix("0x") || body.hasPrefix("0X") {
            magnitude = Int(body.dropFirst(2), radix: 16)
        } else {
            magnitude = body.isEmpty ? nil : Int(body, radix: 10)
        }
        guard let magnitude else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// `YYYY-MM-DDThh:mm:ssZ`, the form property lists use.
    static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              bytes[19] == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                let c = bytes[i]
                guard c >= 0x30, c <= 0x39 else { return nil }
                value = value * 10 + Int(c - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        // Days from the civil date (proleptic Gregorian), then seconds since 1970.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3600 + minute * 60 + second))
    }
}
