import SourceModel
import StatusBarEngine

/// A scenario file read into the engine's model: the app at one moment and what happens next.
package struct Scenario: Sendable {
    /// The validated app (windows, controllers, Info.plist, platform).
    package var app: App
    /// The events for `simulate`, in order. The first is always `launch` (implicit when the file
    /// does not start with it), so `events[i]` and `sourceMap.events[i]` line up.
    package var events: [Event]
    /// True when the file wrote `launch` itself.
    package var launchIsExplicit: Bool
    /// The optional top-level `description` (the project's addition for JSON files, which have no comments).
    package var description: String?
    /// Where each part of the scenario was written.
    package var sourceMap: SourceMap

    package init(app: App, events: [Event], launchIsExplicit: Bool, description: String?, sourceMap: SourceMap) {
        self.app = app
        self.events = events
        self.launchIsExplicit = launchIsExplicit
        self.description = description
        self.sourceMap = sourceMap
    }
}

/// The location of a key and its value in a scenario file, and of each element when the value is a list.
package struct FieldLocation: Sendable, Hashable {
    package var key: SourceLocation
    package var value: SourceLocation
    /// The elements of a list value (or the keys of a map value), in order.
    package var elements: [SourceLocation]

    package init(key: SourceLocation, value: SourceLocation, elements: [SourceLocation] = []) {
        self.key = key
        self.value = value
        self.elements = elements
    }
}

/// Where a controller, a window or an event was written, with each of its fields.
package struct EntryLocation: Sendable, Hashable {
    /// The controller's id key, the window's list element, or the event's list element.
    package var location: SourceLocation
    package var fields: [String: FieldLocation]

    package init(location: SourceLocation, fields: [String: FieldLocation] = [:]) {
        self.location = location
        self.fields = fields
    }
}

/// Maps the places the engine names (``ModelPlace``, an event index) back to the file.
package struct SourceMap: Sendable {
    /// The file name shown in errors.
    package var file: String
    package var controllers: [ControllerID: EntryLocation]
    package var windows: [String: EntryLocation]
    /// One per ``Scenario/events`` element (the implicit launch points at `events:` or the file's start).
    package var events: [EntryLocation]
    let lines: LineIndex

    init(file: String, lines: LineIndex) {
        self.file = file
        self.lines = lines
        self.controllers = [:]
        self.windows = [:]
        self.events = []
    }

    /// The best location for a place the engine names: the list element, else the field's value,
    /// else the controller's or window's own location, else the file's start.
    package func location(of place: ModelPlace?) -> SourceLocation {
        switch place {
        case .controller(let id, let field, let index)?:
            guard let entry = controllers[id] else { break }
            return Self.location(in: entry, field: field, index: index)
        case .window(let id, let field)?:
            guard let entry = windows[id] else { break }
            return Self.location(in: entry, field: field, index: nil)
        case nil:
            break
        }
        return SourceLocation(file: file, line: 1, column: 1)
    }

    private static func location(in entry: EntryLocation, field: String?, index: Int?) -> SourceLocation {
        guard let field, let f = entry.fields[field] else { return entry.location }
        if let index, f.elements.indices.contains(index) { return f.elements[index] }
        return f.value
    }

    /// The location of event `index` (an index into ``Scenario/events``), or of one of its fields.
    package func location(ofEvent index: Int, field: String? = nil) -> SourceLocation {
        guard events.indices.contains(index) else { return SourceLocation(file: file, line: 1, column: 1) }
        return Self.location(in: events[index], field: field, index: nil)
    }

    /// A located error with the offending line.
    package func error(_ message: String, at location: SourceLocation) -> LocatedError {
        LocatedError(message, at: location, sourceLine: lines.text(ofLine: location.line))
    }

    /// An engine model error placed in the file.
    package func error(_ error: ModelError) -> LocatedError {
        self.error(error.message, at: location(of: error.place))
    }
}
