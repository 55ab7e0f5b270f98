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
/// A route's view shown through the route's member (`route.destination`) at different places (pushed
/// by a stack's destination, the root of a sheet that shows a route) is the same: which route the
/// app pushes and which it presents is its choice at run time.
///
/// Round 38's hand check: routes pushed only inside a settings sheet were `certain` on a tab's
/// stack, the first place of the same destination (IceCubes' account settings), or on the
/// signed-out root stack (Swiftfin's settings routes, presented in a sheet).
enum SharedDestinations {
    /// `reports` with the entries of one destination at several places made conditional where
    /// those places draw differently.
    static func conditional(_ reports: [ScreenReport]) -> [ScreenReport] {
        struct Key: Hashable {
            var app: String
            var view: String
            var origin: SourceLocation?
            var route: String?
        }
        var byDestination: [Key: [Int]] = [:]
        var byRoute: [Key: [Int]] = [:]
        for (i, r) in reports.enumerated() {
            guard let info = r.screen.swiftUI, case .code(let origin) = r.screen.origin else { continue }
            let view = r.screen.controller.className
            if info.how == .navigationDestination {
                byDestination[Key(app: r.screen.app, view: view, origin: origin), default: []].append(i)
            }
            if let route = info.route {
                byRoute[Key(app: r.screen.app, view: view, route: route), default: []].append(i)
            }
        }
        var result = reports
        // The places of one destination on different stacks (the same stack shown in two places
        // pushes there wherever it is: each place is real).
        for indices in byDestination.values where indices.count > 1 {
            let stacks = indices.map { reports[$0].screen.navigation?.location }
            merge(indices, in: &result, apart: { stacks[$0] != stacks[$1] })
        }
        // The places a route's view is shown at through a route's member (pushed by a stack's
        // destination, the root of a sheet that shows the route): which route goes where is the
        // app's choice at run time.
        for indices in byRoute.values where indices.count > 1 {
            let origins = indices.map { reports[$0].screen.origin }
            merge(indices, in: &result, apart: { origins[$0] != origins[$1] })
        }
        return result
    }

    /// Makes each entry of `indices` (into `reports`) conditional where an entry it is `apart` from
    /// (by their positions in `indices`) draws differently in an era, listing that entry's outcome.
    private static func merge(_ indices: [Int], in reports: inout [ScreenReport], apart: (Int, Int) -> Bool) {
        let places = indices.map { placeName(reports[$0].screen) }
        // Each era apart: the places may agree in one and differ in another. (The eras every place is
        // predicted for: one shown only from a version on has fewer.)
        let shared = Era.allCases.filter { era in indices.allSatisfy { i in reports[i].eras.contains { $0.era == era } } }
        var changed = false
        for era in shared {
            func at(_ i: Int) -> Int { reports[i].eras.firstIndex { $0.era == era }! }
            let predictions = indices.map { reports[$0].eras[at($0)].prediction }
            guard Set(predictions.map { Drawn($0) }).count > 1 else { continue }
            for (n, i) in indices.enumerated() {
                let others = predictions.indices.filter { apart(n, $0) && Drawn(predictions[$0]) != Drawn(predictions[n]) }
                guard !others.isEmpty else { continue }
                let e = at(i)
                var prediction = reports[i].eras[e].prediction
                guard prediction.certainty == .certain || prediction.certainty == .conditional else { continue }
                var outcomes = prediction.outcomes.isEmpty ? [outcome(of: predictions[n], place: places[n])] : prediction.outcomes
                for m in others {
                    let added = outcome(of: predictions[m], place: places[m])
                    if !outcomes.contains(added) { outcomes.append(added) }
                    for s in predictions[m].possibleStyles where !prediction.possibleStyles.contains(s) { prediction.possibleStyles.append(s) }
                    for h in predictions[m].possibleHidden where !prediction.possibleHidden.contains(h) { prediction.possibleHidden.append(h) }
                    if predictions[m].hidden != prediction.hidden { prediction.hidden = nil }
                }
                prediction.certainty = .conditional
                prediction.outcomes = outcomes
                reports[i].eras[e].prediction = prediction
                changed = true
            }
        }
        guard changed else { return }
        for i in indices { reports[i].prediction = reports[i].eras[reports[i].eras.count - 1].prediction }
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
