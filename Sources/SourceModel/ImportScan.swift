/// The modules a source file imports, read from the start of its lines: Swift's
/// `import Eureka`, `@testable import X`, `import class Pageboy.PageboyViewController`; Objective-C's
/// `#import <MatrixKit/MatrixKit.h>`, `#include <X/Y.h>`, `@import Tabman;`. A class's superclass
/// that no file of the repository declares comes from one of the modules its file imports: the
/// audit knows a few libraries' controllers, and asks for the import before it takes the name as
/// theirs (`FormViewController` is Eureka's only where `Eureka` is imported).
///
/// A line scan, not a parse: an import inside a block comment counts (a wider set, never a
/// narrower one), an import in `#if` counts whichever branch is compiled.
package enum ImportScan {
    /// The modules imported, sorted and unique.
    package static func modules(in bytes: [UInt8], language: SourceLanguage) -> [String] {
        // (Bytes compared in place, a string made for the module's name only: text made of every
        // line that could start an import, a Swift attribute's too, cost 4% of an audit.)
        bytes.withUnsafeBufferPointer { b in
            var found = Set<String>()
            var i = 0
            let n = b.count
            while i < n {
                while i < n, b[i] == space || b[i] == tab { i += 1 }
                var end = i
                while end < n, b[end] != newline { end += 1 }
                if i < end, let module = module(b, i, end, language) { found.insert(module) }
                i = end + 1
            }
            return found.sorted()
        }
    }

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")

    /// The module the line `b[start..<end]` (blanks before it skipped) imports, if it is an import.
    private static func module(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ language: SourceLanguage) -> String? {
        var i = start
        switch language {
        case .swift:
            // Attributes (`@testable`, `@_exported`, `@preconcurrency`) before `import`.
            while i < end, b[i] == UInt8(ascii: "@") {
                while i < end, b[i] != space, b[i] != tab { i += 1 }
                i = skipBlanks(b, i, end)
            }
            guard let afterImport = word("import", b, i, end) else { return nil }
            i = afterImport
            // `import class X.Y`: the kind, then the path.
            let kinds: [StaticString] = ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let"]
            for kind in kinds {
                if let after = word(kind, b, i, end) { i = after; break }
            }
            return identifier(b, i, end)
        case .objc:
            if let after = word("@import", b, i, end) { return identifier(b, after, end) }
            guard let after = word("#import", b, i, end) ?? word("#include", b, i, end), after < end, b[after] == UInt8(ascii: "<") else { return nil }
            var slash = after + 1
            while slash < end, b[slash] != UInt8(ascii: "/"), b[slash] != UInt8(ascii: ">") { slash += 1 }
            guard slash < end, b[slash] == UInt8(ascii: "/") else { return nil }
            return identifier(b, after + 1, slash)
        }
    }

    private static func skipBlanks(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var i = start
        while i < end, b[i] == space || b[i] == tab { i += 1 }
        return i
    }

    /// The index after `word` and the blanks that follow it; `nil` unless `b[start...]` starts with
    /// the word followed by a blank.
    private static func word(_ word: StaticString, _ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        let count = word.utf8CodeUnitCount
        guard start + count < end else { return nil }
        let w = word.utf8Start
        for k in 0..<count where b[start + k] != w[k] { return nil }
        guard b[start + count] == space || b[start + count] == tab else { return nil }
        return skipBlanks(b, start + count, end)
    }

    /// The identifier `b[start..<end]` starts with (letters, digits, `_`), if any.
    private static func identifier(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String? {
        var i = start
        while i < end {
            let c = b[i]
            let isWordByte = (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c >= 0x80
            guard isWordByte else { break }
            i += 1
        }
        guard i > start, !(b[start] >= UInt8(ascii: "0") && b[start] <= UInt8(ascii: "9")) else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
    }
}
