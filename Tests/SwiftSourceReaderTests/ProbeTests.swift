import Foundation
import SourceModel
import SwiftSourceReader
import Testing

@Test func probeFacts() throws {
    guard let paths = ProcessInfo.processInfo.environment["PROBE"] else { return }
    for path in paths.split(separator: ",") {
        let text = try String(contentsOfFile: String(path), encoding: .utf8)
        let f = SwiftSourceReader.read(source: text, relativePath: String(path.split(separator: "/").last!), watching: [])
        let enc = JSONEncoder(); enc.outputFormatting = [.sortedKeys]
        for c in f.calls { print("CALL", String(data: try enc.encode(c), encoding: .utf8)!) }
        for a in f.assignments { print("ASSIGN", String(data: try enc.encode(a), encoding: .utf8)!) }
    }
}
