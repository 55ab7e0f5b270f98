import Foundation
import Testing
import SourceModel
@testable import SwiftSourceReader

@Test func probeTmp() throws {
    guard let path = ProcessInfo.processInfo.environment["PROBE"] else { return }
    for p in path.split(separator: ":") {
        let source = try String(contentsOfFile: String(p), encoding: .utf8)
        let facts = SwiftSourceReader.read(source: source, relativePath: String(p))
        for c in facts.calls where c.location.line > 570 && c.location.line < 600 { print("CALL", c) }
        for f in facts.factories { print("FACT", f) }
    }
}
