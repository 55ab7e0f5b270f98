import SourceModel
import StatusBarEngine

/// Another place that matters to a finding (the navigation controller that swallows a child's
/// answer, the Info.plist key that makes an override dead).
package struct RelatedLocation: Sendable, Hashable, Comparable {
    package var location: SourceLocation
    package var message: String

    package init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    package static func < (a: RelatedLocation, b: RelatedLocation) -> Bool { (a.location, a.message) < (b.location, b.message) }
}

/// A defect found by a rule: data; reporters turn it into text, JSON, SARIF, annotations or HTML.
package struct Finding: Sendable, Hashable, Comparable {
    package var rule: String
    package var severity: Severity
    package var location: SourceLocation
    package var message: String
    package var related: [RelatedLocation]

    package init(rule: String, severity: Severity, location: SourceLocation, message: String, related: [RelatedLocation] = []) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.message = message
        self.related = related.sorted()
    }

    /// Sorted by file, line, column, then rule.
    package static func < (a: Finding, b: Finding) -> Bool {
        (a.location.file, a.location.line, a.location.column, a.rule, a.message)
            < (b.location.file, b.location.line, b.location.column, b.rule, b.message)
    }
}
