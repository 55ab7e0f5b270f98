import ObjCSourceReader
import SourceModel
import Testing

/// Reads inline Objective-C source as `Sources/Test.m`.
func facts(_ source: String, watching: Set<String> = [], path: String = "Sources/Test.m") -> SourceFacts {
    ObjCSourceReader.read(source: source, relativePath: path, watching: watching)
}

/// The folder of the hand-written Objective-C fixtures.
func fixturesFolder(_ filePath: String = #filePath) -> String {
    let testsFolder = filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
    return testsFolder + "/Fixtures/objc-sources"
}

/// Wraps a method body in an implementation of `TestViewController`.
func implementation(_ methods: String) -> String {
    "@implementation TestViewController\n\(methods)\n@end\n"
}
