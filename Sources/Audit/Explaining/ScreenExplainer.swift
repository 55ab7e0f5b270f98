import SourceModel
import StatusBarEngine
import YAMLReading

/// What `statusbar explain PATH --screen NAME` says about one place a screen is shown: its
/// prediction, the engine's trace with the lines of the app each step rests on, and the findings on it.
package struct PlaceExplanation: Sendable {
    package var report: ScreenReport
    /// The era explained, and its prediction.
    package var era: Era
    package var prediction: ScreenPrediction
    /// The appearance the trace is for.
    package var appearance: Appearance
    /// Where the screen is shown, declared, contained and presented.
    package var context: [StepSource]
    /// The engine's trace, each step with its sources.
    package var steps: [SourcedStep]
    /// The engine's model of this place: what `--scenario` writes (`nil` when it could not be built).
    package var model: EngineModel?
    /// The app's audit findings about the screen (its class or view).
    package var findings: [Finding]
    /// When the screen's answers depend on run-time state: each combination of their values the
    /// prediction covers, what it draws and its trace; empty otherwise.
    package var possibilities: [Possibility] = []

    package var screen: Screen { report.screen }
}

/// One combination of a screen's conditional answers, and what the bar does with it.
package struct Possibility: Sendable {
    /// The value each conditional answer takes.
    package var choices: [EngineModel.Choice]
    package var light: ScreenPrediction.PerAppearance
    package var dark: ScreenPrediction.PerAppearance
    package var hidden: Bool
    package var styleDecidedBy: ScreenDecider
    package var hiddenDecidedBy: ScreenDecider
    /// The engine's trace in the explanation's appearance, with the lines each step rests on.
    package var steps: [SourcedStep]

    package func perAppearance(_ a: Appearance) -> ScreenPrediction.PerAppearance { a == .light ? light : dark }
}

/// The screens of an audit that a name asks about.
package struct ScreenQuery: Sendable {
    package var name: String
    /// Only this app's screens (`--app`).
    package var app: String?

    package init(name: String, app: String? = nil) {
        self.name = name
        self.app = app
    }

    /// The class or view type asked for: a module-qualified name (`App.FeedViewController`) by its last part.
    package var plainName: String {
        let plain = ClassGraph.plainName(name)
        return plain.split(separator: ".").last.map(String.init) ?? plain
    }

    /// The screens whose class or view type is `name`, as written (a nested view type,
    /// `PumpConfig.PumpSettingsView`, is named with its outer type), else by its last part (a
    /// module-qualified name, `App.FeedViewController`).
    package func matches(in report: AuditReport) -> [ScreenReport] {
        let inApp = report.screens.filter { app == nil || $0.screen.app == app }
        let written = ClassGraph.plainName(name)
        let exact = inApp.filter { $0.screen.controller.className == written }
        if !exact.isEmpty { return exact }
        let wanted = plainName
        return inApp.filter { $0.screen.controller.className == wanted }
    }

    /// The screen names nearest to `name`, at most `limit`: first those that contain what was
    /// written (`ReadyToGo` → `ReadyToGoViewController`), then by edit distance (case ignored).
    package func nearest(in report: AuditReport, limit: Int = 5) -> [String] {
        let names = Set(report.screens.filter { app == nil || $0.screen.app == app }.map(\.screen.controller.className))
        let written = plainName.lowercased()
        return names.map { n -> (String, Int, Int) in
            let lower = n.lowercased()
            return (n, written.isEmpty || !lower.contains(written) ? 1 : 0, Suggestion.distance(written, lower))
        }
        .sorted { ($0.1, $0.2, $0.0) < ($1.1, $1.2, $1.0) }
        .prefix(limit).map(\.0)
    }
}

/// Joins a screen's prediction to the engine's explanation and to the lines of the app each step
/// rests on. Built from the audit's model and report; predicts nothing the audit did not.
package struct ScreenExplainer: Sendable {
    let model: AuditModel
    let report: AuditReport

    package init(model: AuditModel, report: AuditReport) {
        self.model = model
        self.report = report
    }

    /// The app a screen belongs to.
    func app(of screen: Screen) -> AuditedApp? { report.apps.first { $0.app.name == screen.app }?.app }

    /// The locator of an app's lines.
    package func locator(for app: AuditedApp) -> StepSourceLocator {
        StepSourceLocator(app: app, graph: model.graph, answers: model.answers, documents: model.documents, sources: model.sources,
                          namedColors: model.namedColors)
    }

    /// The predictor of `era` for an app, as the audit configured it.
    package func predictor(for app: AuditedApp, era: Era) -> Predictor {
        let versions = app.versions
        return Predictor(info: app.info, ios: versions.version(for: era), device: app.device, namedColors: model.namedColors,
                         linkedBeforeIOS13: versions.linkedBeforeIOS13 != nil, appWide: app.appWide)
    }

    /// One place of a screen, for `era` (default: the newest the app supports) and the trace of `appearance`.
    package func explain(_ r: ScreenReport, era wanted: Era? = nil, appearance: Appearance = .light) -> PlaceExplanation? {
        guard let app = app(of: r.screen) else { return nil }
        let eraPrediction = wanted.flatMap { w in r.eras.first { $0.era == w } } ?? r.eras[r.eras.count - 1]
        let predictor = predictor(for: app, era: eraPrediction.era)
        let models = predictor.engineModels(r.screen)
        // The model written by `--scenario` is in the appearance asked for.
        var model = models.first
        model?.app.platform = predictor.platform(appearance)
        let locator = locator(for: app)
        // The engine explains the first combination of the answers (their values at first display),
        // in the appearance asked for: the trace the prediction keeps is the light one.
        var trace = eraPrediction.prediction.explanation
        if let engine = model?.app, trace.isEmpty || appearance == .dark {
            trace = engine.resolve(explain: true).trace
        }
        var possibilities: [Possibility] = []
        if models.count > 1 {
            possibilities = models.map { m in
                var engine = m.app
                let light = engine.resolve(explain: appearance == .light)
                engine.platform = predictor.platform(.dark)
                let dark = engine.resolve(explain: appearance == .dark)
                func name(_ d: Decider) -> ScreenDecider { ScreenDecider(d) { m.classOf[$0] ?? $0.rawValue } }
                return Possibility(choices: m.choices,
                                   light: predictor.perAppearance(light, classOf: m.classOf, unknownColor: m.unknownColors),
                                   dark: predictor.perAppearance(dark, classOf: m.classOf, unknownColor: m.unknownColors),
                                   hidden: light.statusBar.hidden, styleDecidedBy: name(light.statusBar.styleDecidedBy),
                                   hiddenDecidedBy: name(light.statusBar.hiddenDecidedBy),
                                   steps: locator.sourced((appearance == .light ? light : dark).trace, screen: r.screen))
            }
        }
        let subject = ScreenSubject(r.screen)
        let findings = report.findings.filter { $0.subject == subject || $0.alsoAbout.contains(subject) }
        return PlaceExplanation(report: r, era: eraPrediction.era, prediction: eraPrediction.prediction, appearance: appearance,
                                context: locator.context(of: r.screen),
                                steps: locator.sourced(trace, screen: r.screen),
                                model: model, findings: findings, possibilities: possibilities)
    }
}
