import ProjectReaders
import SourceModel
import StatusBarEngine

/// The JSON of `statusbar audit --format json` (audit.md; version 1). Keys keep their order.
package enum JSONReporter {
    package static func render(_ report: AuditReport) -> String { value(report).rendered() }

    package static func value(_ report: AuditReport) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("version", .int(AuditReport.formatVersion)),
            ("apps", .array(report.apps.map(app))),
            // (Hundreds of screens, each its own tree: made on every core.)
            ("screens", .array(ParallelMap.map(report.screens, screen))),
            ("diagnostics", .array(report.findings.map(finding))),
            ("skipped", .array(report.skipped.map { .object([("file", .string($0.file)), ("reason", .string($0.reason))]) })),
        ]
        // Only when the time limit was reached: a complete audit's JSON is unchanged.
        if let incomplete = report.incomplete { pairs.append(("incomplete", .string(incomplete))) }
        // Added key, only when there is bad input: each error met reading the project, located.
        if !report.errors.isEmpty {
            pairs.append(("readErrors", .array(report.uniqueErrors.map { e in
                .object([("file", .string(e.location.file)), ("line", .int(e.location.line)), ("column", .int(e.location.column)),
                         ("message", .string(e.message))])
            })))
        }
        return .object(pairs)
    }

    static func app(_ r: AppReport) -> JSONValue {
        let a = r.app
        return .object([
            ("name", .string(a.name)),
            ("infoPlist", .optional(a.plist.file) { .string($0) }),
            ("mode", .string(a.mode.rawValue)),
            // Added key: the device profile the app's screens are predicted on (`statusbar devices`).
            ("device", .string(a.device.id)),
            ("launch", .object([("style", .string(a.launch.style.rawValue)), ("hidden", .bool(a.launch.hidden))])),
            ("project", .optional(a.discovered.project) { .string($0) }),
            ("module", .optional(a.discovered.moduleName) { .string($0) }),
            ("firstScreen", .optional(r.firstScreen) { .string($0) }),
            ("deploymentTarget", .string(a.versions.deploymentTarget.description)),
            ("deploymentTargetSource", .string(versionSource(a.versions))),
            ("eras", .array(a.versions.eras.map { .string($0.rawValue) })),
            ("darkAppearance", a.versions.linkedBeforeIOS13 == nil ? .bool(true) : .bool(false)),
            ("notes", .array(a.versions.linkedBeforeIOS13.map { [.string($0)] } ?? [])),
            ("coverage", .object([
                ("screens", .int(r.coverage.screens)),
                ("notModelled", .array(r.coverage.notModelled.map {
                    .object([("file", .string($0.file)), ("what", .string($0.what)), ("kind", .string($0.kind.rawValue))])
                })),
                // The same gaps grouped by cause (added key; `notModelled` is the contract's).
                ("causes", .array(r.coverage.causes.map(cause))),
            ])),
        ])
    }

    /// `{cause, kind, count, places: [{file, line, class}]}`: `line` and `class` are null where the
    /// place has none (a file not compiled, a submodule); `class` is the screen's, or the controller
    /// not reached.
    static func cause(_ c: Coverage.Cause) -> JSONValue {
        .object([
            ("cause", .string(c.text)),
            ("kind", .string(c.kind.rawValue)),
            ("count", .int(c.count)),
            ("places", .array(c.places.map { p in
                .object([("file", .string(p.file)), ("line", .optional(p.line) { .int($0) }),
                         ("class", .optional(p.screen?.className ?? p.className) { .string($0) })])
            })),
        ])
    }

    static func versionSource(_ v: SupportedVersions) -> String {
        switch v.source {
        case .declared(let l): "\(l.file):\(l.line)"
        case .assumed: "assumed"
        case .pinned: "pinned"
        }
    }

    /// Per era: the style, content, background and contrast in each appearance, how sure that era's
    /// prediction is, and its outcomes when it has several (an era may be conditional while the
    /// newest iOS is certain: iOS 17's `default` adapts to what lies under the bar whatever the
    /// interface style, iOS 13–16's follows it).
    static func eras(_ r: ScreenReport) -> JSONValue {
        .object(r.eras.map { e in
            let p = e.prediction
            var pairs: [(String, JSONValue)] = [
                ("style", perAppearance(p, { $0.style.rawValue }) { .string($0) }),
                ("content", perAppearance(p, { $0.content.rawValue }) { .string($0) }),
                ("background", perAppearance(p, { $0.background?.hex }) { .string($0) }),
                ("contrast", perAppearance(p, { $0.contrast.map(Contrast.rounded) }) { .double($0) }),
                ("certainty", .string(p.certainty.name)),
            ]
            // Who decides in this era, where it is not who decides on the newest iOS (before iOS 13
            // an automatic presentation is full screen: the presented controller decides).
            if p.styleDecidedBy.name != r.prediction.styleDecidedBy.name { pairs.append(("styleDecidedBy", .string(p.styleDecidedBy.name))) }
            if p.hiddenDecidedBy.name != r.prediction.hiddenDecidedBy.name { pairs.append(("hiddenDecidedBy", .string(p.hiddenDecidedBy.name))) }
            if p.hidden != r.prediction.hidden { pairs.append(("hidden", .optional(p.hidden) { .bool($0) })) }
            if !p.outcomes.isEmpty { pairs.append(("outcomes", .array(p.outcomes.map(outcome)))) }
            return (e.era.rawValue, .object(pairs))
        })
    }

    static func perAppearance<T>(_ p: ScreenPrediction, _ f: (ScreenPrediction.PerAppearance) -> T?, _ make: (T) -> JSONValue) -> JSONValue {
        perAppearance(p.light, p.dark, f, make)
    }

    /// `{light, dark}` of what `f` reads of each appearance.
    static func perAppearance<T>(_ light: ScreenPrediction.PerAppearance, _ dark: ScreenPrediction.PerAppearance,
                                 _ f: (ScreenPrediction.PerAppearance) -> T?, _ make: (T) -> JSONValue) -> JSONValue {
        .object([("light", .optional(f(light), make)), ("dark", .optional(f(dark), make))])
    }

    /// One outcome of a conditional prediction: what it draws and the values or places that select it.
    static func outcome(_ o: PossibleOutcome) -> JSONValue {
        func both<T>(_ f: (ScreenPrediction.PerAppearance) -> T?, _ make: (T) -> JSONValue) -> JSONValue { perAppearance(o.light, o.dark, f, make) }
        return .object([
            ("hidden", .bool(o.hidden)),
            ("style", both({ $0.style.rawValue }) { .string($0) }),
            ("content", both({ $0.content.rawValue }) { .string($0) }),
            ("background", both({ $0.background?.hex }) { .string($0) }),
            ("contrast", both({ $0.contrast.map(Contrast.rounded) }) { .double($0) }),
            ("when", .array(o.conditions.map { c in
                .object([("subject", .string(c.subject)), ("values", .array(c.values.map { .string($0) })),
                         ("kind", .string(c.kind.rawValue)), ("initial", .bool(c.initial)),
                         ("ownState", .bool(c.ownState))])
            })),
            ("exact", .bool(o.exact)),
        ])
    }

    static func screen(_ r: ScreenReport) -> JSONValue {
        let s = r.screen, p = r.prediction
        var presentation: JSONValue = .null
        if let pr = s.presentation {
            presentation = .object([
                ("style", .string(pr.style.rawValue)),
                ("captures", .bool(pr.captures)),
                ("presenter", .optional(pr.presenter?.className) { .string($0) }),
                ("presenterNavigation", .optional(pr.presenterNavigation?.controller.className) { .string($0) }),
                ("presenterTabBar", .optional(pr.presenterTab?.className) { .string($0) }),
            ] + (pr.sheetDetent == .large ? [] : [("detent", .string(pr.sheetDetent.rawValue))])
              + (pr.otherDetents.isEmpty ? [] : [("otherDetents", .array(pr.otherDetents.map { .string($0.rawValue) }))]))
        }
        var because: JSONValue = .null
        if case .unknown(let reason) = p.certainty { because = .string(reason) }
        let origin: JSONValue
        switch s.origin {
        case .storyboard(let file, let scene): origin = .object([("storyboard", .string(file)), ("scene", .string(scene))])
        case .code(let l): origin = location(l)
        }
        // A SwiftUI screen says so (`kind`); a controller's entry keeps its keys as they were.
        var pairs: [(String, JSONValue)] = [
            ("app", .string(s.app)),
            ("class", .string(s.controller.className)),
            ("file", .string(s.location.file)),
            ("line", .int(s.location.line)),
            ("container", .optional(s.navigation?.controller.className) { .string($0) }),
            ("navigationBarVisible", .optional(s.navigation.map { !$0.effectiveBarHidden }) { .bool($0) }),
            ("tabBar", .optional(s.tabBarClass) { .string($0) }),
            ("presentation", presentation),
            ("styleDecidedBy", .string(p.styleDecidedBy.name)),
            ("hiddenDecidedBy", .string(p.hiddenDecidedBy.name)),
            ("hidden", .optional(p.hidden) { .bool($0) }),
            ("style", perAppearance(p, { $0.style.rawValue }) { .string($0) }),
            ("content", perAppearance(p, { $0.content.rawValue }) { .string($0) }),
            ("background", perAppearance(p, { $0.background?.hex }) { .string($0) }),
            ("contrast", perAppearance(p, { $0.contrast.map(Contrast.rounded) }) { .double($0) }),
            ("certainty", .string(p.certainty.name)),
            ("because", because),
            ("possibleStyles", .array(p.possibleStyles.map { .string($0.rawValue) })),
            ("possibleHidden", .array(p.possibleHidden.map { .bool($0) })),
            ("origin", origin),
            ("eras", eras(r)),
        ]
        // A conditional prediction lists its outcomes, each with what selects it (newest iOS).
        if !p.outcomes.isEmpty {
            let index = pairs.firstIndex { $0.0 == "possibleHidden" }.map { $0 + 1 } ?? pairs.count
            pairs.insert(("outcomes", .array(p.outcomes.map(outcome))), at: index)
        }
        // The other places that show the same screen, when there are any (a key only then).
        if !s.alsoShownFrom.isEmpty {
            let index = pairs.firstIndex { $0.0 == "origin" }.map { $0 + 1 } ?? pairs.count
            pairs.insert(("alsoShownFrom", .array(s.alsoShownFrom.map(location))), at: index)
        }
        // A scene a representable returns: the representable; `tabBar` then names the SwiftUI view
        // whose hosting controller holds it, when that hosting controller decides (`heldByHosting`).
        if let representable = s.representable, let index = pairs.firstIndex(where: { $0.0 == "tabBar" }) {
            pairs.insert(("representable", .object([("type", .string(representable)), ("heldByHosting", .bool(s.heldByHosting))])), at: index + 1)
        }
        if s.isSwiftUIView { pairs.insert(("kind", .string("swiftUIView")), at: 2) }
        // A `UIHostingController` subclass: the SwiftUI view it hosts.
        if let ui = s.swiftUI, ui.hostedBy != nil { pairs.insert(("rootView", .string(ui.viewType)), at: 2) }
        return .object(pairs)
    }

    /// A place in code: `{file, line, column}`.
    static func location(_ l: SourceLocation) -> JSONValue {
        .object([("file", .string(l.file)), ("line", .int(l.line)), ("column", .int(l.column))])
    }

    static func finding(_ f: Finding) -> JSONValue {
        .object([
            ("rule", .string(f.rule)),
            ("severity", .string(f.severity.rawValue)),
            ("file", .string(f.location.file)),
            ("line", .int(f.location.line)),
            ("column", .int(f.location.column)),
            ("message", .string(f.message)),
            ("related", .array(f.related.map {
                .object([("file", .string($0.location.file)), ("line", .int($0.location.line)),
                         ("column", .int($0.location.column)), ("message", .string($0.message))])
            })),
        ])
    }
}
