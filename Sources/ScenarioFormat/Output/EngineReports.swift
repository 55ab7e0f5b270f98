import SourceModel
import StatusBarEngine

extension TraceLine {
    /// The step's text with its rule and any assumption: `… (R5)`, `… (R4; assumed: …)`.
    package init(_ step: Step) {
        self.init(text: step.description, rule: step.rule.id)
    }
}

extension DiagnosticLine {
    package init(_ diagnostic: Diagnostic) {
        let severity: Severity = switch diagnostic.severity {
        case .error: .error
        case .warning: .warning
        case .info: .info
        }
        self.init(id: diagnostic.id, severity: severity, message: diagnostic.message)
    }
}

extension Readability {
    init(backdrop: Backdrop?, contrast: Double?, readable: Bool?) {
        self.init(background: backdrop?.color, contrast: contrast, readable: readable, source: backdrop?.sourceDescription)
    }
}

extension ExplainReport {
    /// The report of a resolution; `launchScreen` is the Info.plist state before the first layout (R2).
    package init(_ resolution: Resolution, launchScreen: StatusBarState? = nil) {
        self.init(statusBar: resolution.statusBar,
                  readability: Readability(backdrop: resolution.backdrop, contrast: resolution.contrast,
                                           readable: resolution.readable),
                  trace: resolution.trace.map(TraceLine.init), diagnostics: resolution.diagnostics.map(DiagnosticLine.init),
                  launchScreen: launchScreen)
    }
}

extension SimulationStepReport {
    package init(_ step: SimulationStep) {
        self.init(event: step.event.name, eventSummary: step.event.summary, drawn: step.drawn,
                  wanted: step.wanted, changed: step.changed, transition: step.transition,
                  readability: Readability(backdrop: step.backdrop, contrast: step.contrast, readable: step.readable),
                  trace: step.trace.map(TraceLine.init), diagnostics: step.diagnostics.map(DiagnosticLine.init))
    }
}

extension Scenario {
    /// `statusbar explain`: the app as the scenario describes it, explained.
    package func explain() -> ExplainReport {
        ExplainReport(app.resolve(explain: true), launchScreen: app.launchState(explain: false).state)
    }

    /// `statusbar simulate`: every event in order. An event that cannot run on the model at that
    /// point is reported at the event's place in the file.
    package func simulate() throws(LocatedError) -> SimulationReport {
        do {
            let steps = try Simulation.run(app: app, events: events, explain: true)
            return SimulationReport(steps: steps.map(SimulationStepReport.init))
        } catch {
            let name = events.indices.contains(error.eventIndex) ? events[error.eventIndex].name : "event"
            throw sourceMap.error("'\(name)' cannot run: \(error.error.message)", at: sourceMap.location(ofEvent: error.eventIndex))
        }
    }
}
