import SourceModel
import StatusBarEngine

/// The pages of an app's own navigation model: views the app makes only in the cases of a `switch`
/// over an enum (a route's `view()`: `case .deleteAccount: DeleteAccountView()`), opened by calls
/// that name the case and say how they open it (``CaseOpener``: `navigation.openSheet(.deleteAccount)`,
/// `push(.profile(id))`, `NavigationLayer(root: .inbox)`). A view such a route draws from a value
/// the audit does not know (`layer.root.page.view()`, in the layer view a tab and a sheet both
/// show) is every case's; a page is shown only where one of its cases may be opened: a case the
/// app opens only as a sheet is not a tab's root, nor pushed; a case no such call names is taken as
/// pushed (``mayShow(_:at:directly:)``). A page the app also makes outside the `switch` is shown where
/// that code shows it as well, but through the model (a view drawing `page.view()`) only where its
/// cases are opened; the views of a `switch` whose cases the app does not open so may be shown
/// anywhere (``isNavigationModel(_:_:)``).
struct CasePages {
    /// The cases each page is drawn in.
    private let casesOf: [String: Set<String>]
    /// The pages the app also makes outside the cases (a hosting controller, another view's body).
    private let alsoMade: Set<String>
    /// Where the navigation model's `switch`es are (``isNavigationModel(_:_:)``): the members that
    /// draw its pages.
    let modelBodies: Set<SourceLocation>
    /// How the app opens each case, for the cases it opens with a call that says how.
    private let openings: [String: Set<CaseOpener.Place>]

    init(_ sources: [SourceFacts], views: [String: SourceLocation]) {
        var openings: [String: Set<CaseOpener.Place>] = [:]
        for facts in sources {
            for opener in facts.caseOpeners { if let place = opener.place { openings[opener.caseName, default: []].insert(place) } }
        }
        self.openings = openings
        guard !openings.isEmpty else {
            casesOf = [:]
            alsoMade = []
            modelBodies = []
            return
        }
        var cases: [String: Set<String>] = [:], inCases: [String: Int] = [:], models: Set<SourceLocation> = []
        for facts in sources {
            for body in facts.swiftUIBodies where Self.isNavigationModel(body, openings) {
                models.insert(body.location)
                for c in body.cases {
                    for root in Set(c.roots) where views[root] != nil {
                        cases[root, default: []].insert(c.name)
                        inCases[root, default: 0] += 1
                    }
                }
            }
        }
        // Made elsewhere too (a construction outside the cases): shown however that code shows it.
        var made: [String: Int] = [:]
        for facts in sources { for c in facts.swiftUIConstructions where cases[c.type] != nil { made[c.type, default: 0] += c.count } }
        casesOf = cases
        modelBodies = models
        alsoMade = Set(cases.keys.filter { made[$0, default: 0] > inCases[$0, default: 0] })
    }

    /// Whether a `switch` over an enum's cases is a navigation model's: at least two of its cases,
    /// and at least half, are opened by calls the audit reads. A `switch` over data (`case .jellyfin:`
    /// in a sheet's content, over the kind of server) is not: its views are shown where its code is.
    static func isNavigationModel(_ body: SwiftUIBody, _ openings: [String: Set<CaseOpener.Place>]) -> Bool {
        let opened = body.cases.filter { openings[$0.name] != nil }.count
        return opened >= 2 && 2 * opened >= body.cases.count
    }

    /// How a view shown `how`, in a context presented `presentation` (the innermost), is placed:
    /// pushed, in a sheet, in a full-screen cover, or at a stack's or a tab's root; `nil` when that
    /// is not told (a presentation of another style).
    static func place(_ how: SwiftUIShownView.How, _ presentation: PresentationContext?) -> CaseOpener.Place? {
        switch how {
        case .navigationLink, .navigationDestination, .navigationValueLink: return .push
        case .sheet, .popover: return .sheet
        case .fullScreenCover: return .cover
        default:
            guard let presentation else { return .root }
            switch presentation.style {
            case .pageSheet, .formSheet, .popover: return .sheet
            case .fullScreen, .overFullScreen: return .cover
            default: return nil
            }
        }
    }

    /// Whether `view` is drawn in a case of the navigation model.
    func isPage(_ view: String) -> Bool { casesOf[view] != nil }

    /// Whether `view` may be shown at `place`: it is no page, or one of its cases is opened there. A
    /// page pushed is taken as pushed on a stack at a tab's root (the same screen as that stack's
    /// root: the same container, no presentation), not on a sheet's or a cover's (which ones it is
    /// pushed on is run-time state); so is a page of a case no call the audit reads opens (a page
    /// of a nested route, `.settings(.about)`): sheets and covers are opened by calls that say so.
    /// `directly`: the code that shows it names the view (`.sheet { EditorView() }`), rather than
    /// drawing a page of the model (`frame.page.view()`): a page also made outside the cases is shown
    /// wherever code names it.
    func mayShow(_ view: String, at place: CaseOpener.Place?, directly: Bool) -> Bool {
        guard let place, let cases = casesOf[view], !(directly && alsoMade.contains(view)) else { return true }
        return cases.contains { c in
            let opened = openings[c] ?? [.push]
            return opened.contains(place) || (place == .root && opened.contains(.push))
        }
    }
}
