import SourceModel
import SwiftSourceReader
import Testing

/// Reads inline Swift source as `Sources/Test.swift`.
func facts(_ source: String, watching: Set<String> = []) -> SourceFacts {
    SwiftSourceReader.read(source: source, relativePath: "Sources/Test.swift", watching: watching)
}

/// The folder of the hand-written Swift fixtures.
func fixturesFolder(_ filePath: String = #filePath) -> String {
    let testsFolder = filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
    return testsFolder + "/Fixtures/swift-sources"
}

/// An override case: a class body and what its single override must give.
struct OverrideCase: CustomTestStringConvertible, Sendable {
    var label: String
    var source: String
    var member: StatusBarMember
    var answer: Answer
    var fallback: String? = nil

    var testDescription: String { label }
}
