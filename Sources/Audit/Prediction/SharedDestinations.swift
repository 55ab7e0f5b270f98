import SourceModel
import StatusBarEngine

/// A `.navigationDestination` registered on several stacks (an app router's modifier applied to
/// every tab's stack and to a sheet's) shows its views on each of them: which stack a value is
/// pushed on is the app's run-time choice, which the audit does not work out. Each place is an
/// entry (one per place, as for every screen); where two stacks draw different status bars,
/// neither entry is certain: each lists the other stacks' outcomes as places the screen may be
/// shown in (``PossibleOutcome``, a `place` condition naming the stack). The same stack shown in
/// two places (a view that registers the destination on its own stack, in a tab and in a sheet)
/// pushes there wherever it is: those entries stay as they are.
///
/// Round 38's hand check: routes pushed only inside a settings sheet were `certain` on a tab's
/// stack, the first place of the same destination (IceCubes' account settings).
enum SharedDestinations {
    /// `reports` with the entries of one destination at several places made conditional where
    /// those places draw differently.
    static func conditional(_ reports: [ScreenReport]) -> [ScreenReport] {
        struct Key: Hashable {
            var app: String
            var view: String
            var origin: SourceLocation
        }
        var groups: [Key: [Int]] = [:]
        for (i, r) in reports.enumerated() {
            guard r.screen.swiftUI?.how == .navigationDestination, case .code(let origin) = r.screen.origin else { continue }
            groups[Key(app: r.screen.app, view: r.screen.controller.className, origin: origin), default: []].append(i)
        }
        var result = reports
        for indices in groups.values where indices.count > 1 {
            // The same stack shown in two places (a view that registers its destination on its own
            // stack, shown in a tab and again in a sheet) pushes there wherever it is: each place is
            // real. Only different stacks sharing a destination leave the stack to the run time.
            let stacks = indices.map { reports[$0].screen.navigation?.location }
            guard Set(stacks).count > 1 else { continue }
            let places = indices.map { placeName(reports[$0].screen) }
            // Each era apart: the places may agree in one and differ in another.
            let eraCount = indices.map { reports[$0].eras.count }.min() ?? 0
            for e in 0..<eraCount {
                let predictions = indices.map { reports[$0].eras[e].prediction }
                guard Set(predictions.map { Drawn($0) }).count > 1 else { continue }
                for (n, i) in indices.enumerated() {
                    // Not where every other stack draws what this one does.
                    let others = predictions.indices.filter { stacks[$0] != stacks[n] }.map { Drawn(predictions[$0]) }
                    guard others.contains(where: { $0 != Drawn(predictions[n]) }) else { continue }
                    var prediction = result[i].eras[e].prediction
                    guard prediction.certainty == .certain || prediction.certainty == .conditional else { continue }
                    var outcomes = prediction.outcomes.isEmpty ? [outcome(of: predictions[n], place: places[n])] : prediction.outcomes
                    for (m, other) in predictions.enumerated() where stacks[m] != stacks[n] {
                        outcomes.append(outcome(of: other, place: places[m]))
                    }
                    prediction.certainty = .conditional
                    prediction.outcomes = outcomes
                    for p in predictions {
                        for s in p.possibleStyles where !prediction.possibleStyles.contains(s) { prediction.possibleStyles.append(s) }
                        for h in p.possibleHidden where !prediction.possibleHidden.contains(h) { prediction.possibleHidden.append(h) }
                    }
                    if Set(predictions.map(\.hidden)).count > 1 { prediction.hidden = nil }
                    result[i].eras[e].prediction = prediction
                }
            }
            for i in indices { result[i].prediction = result[i].eras[result[i].eras.count - 1].prediction }
        }
        return result
    }

    /// What a user sees of a prediction: the glyphs and whether the bar is hidden, per appearance.
    private struct Drawn: Hashable {
        var light: StatusBarContent
        var dark: StatusBarContent
        var hidden: Bool?

        init(_ p: ScreenPrediction) {
            light = p.light.content
            dark = p.dark.content
            hidden = p.hidden
        }
    }

    /// One place's prediction as an outcome of the others.
    private static func outcome(of p: ScreenPrediction, place: String) -> PossibleOutcome {
        PossibleOutcome(light: p.light, dark: p.dark, hidden: p.hidden ?? false,
                        conditions: [OutcomeCondition(subject: "which stack the destination's value is pushed on", values: [place],
                                                      initial: false, kind: .place)],
                        exact: p.certainty == .certain)
    }

    /// The place of an entry in words: its stack, and the presentation it sits in.
    private static func placeName(_ screen: Screen) -> String {
        var words = screen.navigation?.location.map { "pushed on the stack at \($0)" } ?? "pushed on its stack"
        if let presentation = screen.presentation {
            words += ", in a \(presentation.style.rawValue) presented"
                + (presentation.location.map { " at \($0)" } ?? "")
        }
        return words
    }
}
