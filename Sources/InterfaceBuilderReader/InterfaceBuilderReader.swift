import Foundation
import SourceModel

/// Reads Interface Builder files (`.storyboard`, `.xib`) into `IBDocument`s.
///
/// Safety: before the XML parser sees a byte, the text must be valid UTF-8 without NUL bytes,
/// declare no encoding but UTF-8, and carry no document type declaration that declares entities
/// or names an external DTD; the parser itself never resolves external entities. So no file is
/// ever read through an entity and no entity is ever expanded ("billion laughs").
package enum InterfaceBuilderReader {
    /// File extensions this reader takes.
    package static let fileExtensions: Set<String> = ["storyboard", "xib"]

    /// Whether a path names a storyboard or a xib.
    package static func isInterfaceBuilderFile(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return fileExtensions.contains(String(path[path.index(after: dot)...]).lowercased())
    }

    /// Parses the bytes of one file.
    ///
    /// - Parameter file: the path reported in locations (relative to the audited folder).
    /// - Throws: a `LocatedError` when the file is empty, not UTF-8, unsafe, not well-formed XML
    ///   or not an Interface Builder document; the caller skips the file.
    package static func parse(_ bytes: [UInt8], file: String) throws(LocatedError) -> IBDocument {
        let start = SourceLocation(file: file, line: 1, column: 1)
        if bytes.allSatisfy(TextChecks.isSpace) {
            throw LocatedError(bytes.isEmpty ? "empty file" : "the file holds only white space", at: start)
        }
        if let problem = TextChecks.check(bytes) {
            let lines = LineIndex(bytes)
            let (line, column) = lines.position(ofOffset: problem.offset)
            throw LocatedError(
                problem.message, at: SourceLocation(file: file, line: line, column: column), sourceLine: lines.text(ofLine: line))
        }
        switch DocumentBuilder(file: file, bytes: bytes).run() {
        case .success(let document): return document
        case .failure(let error): throw error
        }
    }

    /// Parses a text (tests, fixtures written inline).
    package static func parse(_ text: String, file: String) throws(LocatedError) -> IBDocument {
        try parse(Array(text.utf8), file: file)
    }

    /// Reads and parses a file on disk.
    ///
    /// - Parameters:
    ///   - url: where the file is.
    ///   - path: the path to report (relative to the audited folder).
    package static func read(contentsOf url: URL, reportedAs path: String) throws(LocatedError) -> IBDocument {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LocatedError("cannot read the file: \(error.localizedDescription)", at: SourceLocation(file: path, line: 1, column: 1))
        }
        return try parse([UInt8](data), file: path)
    }

    /// Reads many files; the documents come back sorted by path, each unusable file as a
    /// `SkippedFile` with its located error.
    package static func readAll(_ files: [(url: URL, path: String)]) -> IBReadResults {
        var results = IBReadResults()
        for (url, path) in files.sorted(by: { $0.path < $1.path }) {
            do {
                results.documents.append(try read(contentsOf: url, reportedAs: path))
            } catch {
                results.errors.append(error)
                results.skipped.append(SkippedFile(file: path, reason: error.description))
            }
        }
        return results
    }
}

/// What `InterfaceBuilderReader.readAll` found: the documents, and the files it skipped.
package struct IBReadResults: Sendable, Hashable {
    /// The documents read, sorted by path.
    package var documents: [IBDocument] = []
    /// The files skipped, with the error's text as the reason.
    package var skipped: [SkippedFile] = []
    /// The located errors behind `skipped`, in the same order.
    package var errors: [LocatedError] = []

    package init(documents: [IBDocument] = [], skipped: [SkippedFile] = [], errors: [LocatedError] = []) {
        self.documents = documents
        self.skipped = skipped
        self.errors = errors
    }
}
