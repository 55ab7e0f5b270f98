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

/// What a screen shows: a controller class, or a SwiftUI view type. A finding about a screen has
/// the screen's subject (the report shows the finding with it); a finding about an API use, an
/// Info.plist key, a storyboard scene or the whole app has none.
package enum ScreenSubject: Sendable, Hashable {
    /// A controller class (a UIKit view controller, or a class a storyboard names), by plain name.
    case controller(String)
    /// A SwiftUI view type.
    case view(String)

    /// A screen's subject: its view type for a SwiftUI view, else its controller class.
    package init(_ screen: Screen) {
        self = screen.isSwiftUIView ? .view(screen.controller.className) : .controller(screen.controller.className)
    }

    /// The class or view type's name (a screen's ``ContextController/className``).
    package var name: String {
        switch self {
        case .controller(let name), .view(let name): name
        }
    }
}

/// A defect found by a rule: data; reporters turn it into text, JSON, SARIF, annotations or HTML.
package struct Finding: Sendable, Hashable, Comparable {
    package var rule: String
    package var severity: Severity
    package var location: SourceLocation
    package var message: String
    package var related: [RelatedLocation]
    /// The class or view the finding is about, set by the rules about one (reporters group
    /// findings by screen with it rather than reading the message); not part of the output formats.
    package var subject: ScreenSubject?

    package init(rule: String, severity: Severity, location: SourceLocation, message: String, related: [RelatedLocation] = [],
                 subject: ScreenSubject? = nil) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.message = message
        self.related = related.sorted()
        self.subject = subject
    }

    /// Sorted by file, line, column, then rule.
    package static func < (a: Finding, b: Finding) -> Bool {
        (a.location.file, a.location.line, a.location.column, a.rule, a.message)
            < (b.location.file, b.location.line, b.location.column, b.rule, b.message)
    }
}
