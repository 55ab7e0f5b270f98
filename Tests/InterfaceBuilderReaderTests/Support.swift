import Foundation
import InterfaceBuilderReader
import SourceModel
import Testing

/// The folder of the hand-written Interface Builder fixtures.
let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/InterfaceBuilder")

/// Reads one fixture, reported under its own name.
func fixture(_ name: String) throws -> IBDocument {
    try InterfaceBuilderReader.read(contentsOf: fixtures.appendingPathComponent(name), reportedAs: name)
}

/// The error thrown for a text, or `nil` when it parses.
func parseError(_ text: String, file: String = "Test.storyboard") -> LocatedError? {
    do {
        _ = try InterfaceBuilderReader.parse(text, file: file)
        return nil
    } catch {
        return error
    }
}

/// A minimal storyboard around scene XML.
func storyboard(initial: String? = nil, _ scenes: String, resources: String = "") -> String {
    let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(initialAttribute)>
            <scenes>
        \(scenes)
            </scenes>
            <resources>
        \(resources)
            </resources>
        </document>

        """
}

/// The 1-based line of the first line of `text` that contains `needle`.
func line(of needle: String, in text: String) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
}
