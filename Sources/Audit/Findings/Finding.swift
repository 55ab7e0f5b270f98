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
    /// The other classes or views the finding is about, when one line is the problem of several
    /// (an override every subclass inherits: ``Finding/onePerLine(_:)``).
    package var alsoAbout: [ScreenSubject] = []

    /// Whether the finding is about `name` (its subject, or one of the others it speaks for).
    package func isAbout(_ name: String) -> Bool {
        subject?.name == name || alsoAbout.contains { $0.name == name }
    }

    package init(rule: String, severity: Severity, location: SourceLocation, message: String, related: [RelatedLocation] = [],
                 subject: ScreenSubject? = nil) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.message = message
        self.related = related.sorted()
        self.subject = subject
    }

    /// One finding per problem (issue "No wrong error"): the findings of one rule on one line are
    /// one problem, whether the rule found it once per use on the line (the same API read twice,
    /// the same message) or once per class that inherits the line (an override in a base class,
    /// swallowed in each subclass's screen). The first finding stands for the others: their classes are named at the
    /// end of its message and kept in ``alsoAbout``; the most severe severity is kept.
    package static func onePerLine(_ findings: [Finding]) -> [Finding] {
        var groups: [String: [Finding]] = [:]
        // Findings about no class (an API used on the line) are one problem when they say the same.
        for f in findings {
            groups["\(f.rule)\u{0}\(f.location.file)\u{0}\(f.location.line)\u{0}\(f.subject == nil ? f.message : "")", default: []].append(f)
        }
        return groups.values.map { group -> Finding in
            let sorted = group.sorted()
            var first = sorted[0]
            guard sorted.count > 1 else { return first }
            for f in sorted.dropFirst() {
                if f.severity > first.severity { first.severity = f.severity }
                for r in f.related where !first.related.contains(r) { first.related.append(r) }
                if let s = f.subject, s != first.subject, !first.alsoAbout.contains(s) { first.alsoAbout.append(s) }
            }
            first.related.sort()
            first.alsoAbout.sort { $0.name < $1.name }
            if !first.alsoAbout.isEmpty {
                let names = first.alsoAbout.map(\.name)
                let shown = names.prefix(3).map { "'\($0)'" }
                let list = names.count > 3 ? shown.joined(separator: ", ") + " and \(names.count - 3) more" : RuleText.values(shown)
                first.message += " (the same for \(list), which \(names.count == 1 ? "inherits" : "inherit") it)"
            }
            return first
        }.sorted()
    }

    /// Sorted by file, line, column, then rule.
    package static func < (a: Finding, b: Finding) -> Bool {
        (a.location.file, a.location.line, a.location.column, a.rule, a.message)
            < (b.location.file, b.location.line, b.location.column, b.rule, b.message)
    }
}
