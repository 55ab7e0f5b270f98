import Foundation
import SourceModel
import StatusBarEngine

/// Builds the engine's model of a screen from what was read, and runs the engine on it.
package struct Predictor: Sendable {
    package var info: InfoPlist
    package var ios: IOSVersion
    package var device: DeviceProfile
    /// Asset catalog colors by name.
    package var namedColors: [String: DynamicColor]
    /// Built before the iOS 13 SDK: the app never runs in dark appearance (both appearances are light).
    package var linkedBeforeIOS13: Bool
    /// The app's window style and, in application mode, the status bar it sets while launching.
    package var appWide: AppWideSettings
    /// Whether a prediction keeps the engine's explanation of its first resolution
    /// (``ScreenPrediction/explanation``). Without one the engine decides the same and builds no
    /// text: each resolution costs a thirtieth (Docs/Performance.md, "Engine").
    package var explains = true
    /// The oldest iOS version of the era the app runs on (its deployment target, or the era's first
    /// version): a sheet's detents that do not exist there leave it large (``PresentationContext/detentsSince``).
    package var oldestIOS: IOSVersion? = nil
    /// The most combinations of conditional answers resolved for one screen.
    package static let combinationLimit = 64

    package init(info: InfoPlist, ios: IOSVersion = IOSVersion(17), device: DeviceProfile = DeviceProfile.named(DeviceProfile.defaultID)!,
                 namedColors: [String: DynamicColor] = [:], linkedBeforeIOS13: Bool = false, appWide: AppWideSettings = AppWideSettings()) {
        self.appWide = appWide
        self.info = info
        self.ios = ios
        self.linkedBeforeIOS13 = linkedBeforeIOS13
        self.device = device
        self.namedColors = namedColors
    }

    /// One predictor per era of R9 the app supports, oldest first (the last is the newest iOS), on
    /// the app's device: the audit's predictions, and a rule's check of the change it advises, are
    /// made by the same.
    package static func eraPredictors(of app: AuditedApp, namedColors: [String: DynamicColor], explains: Bool) -> [(Era, Predictor)] {
        app.versions.eras.map { era in
            var predictor = Predictor(info: app.info, ios: app.versions.version(for: era), device: app.device, namedColors: namedColors,
                                      linkedBeforeIOS13: app.versions.linkedBeforeIOS13 != nil, appWide: app.appWide)
            predictor.explains = explains
            predictor.oldestIOS = max(app.versions.deploymentTarget, era.lowerBound ?? app.versions.deploymentTarget)
            return (era, predictor)
        }
    }

    /// Resolves a color spec; `nil` when unknown (an asset that does not exist, an expression).
    package func color(_ spec: ColorSpec?) -> (color: DynamicColor?, known: Bool) {
        color(spec, depth: 0)
    }

    /// (A color of the app defined as another of its colors is followed a few steps.)
    private func color(_ spec: ColorSpec?, depth: Int) -> (color: DynamicColor?, known: Bool) {
        switch spec {
        case nil: return (nil, true)
        case .fixed(let c)?: return (c, true)
        case .system(let name)?:
            if let c = DynamicColor.system(name) { return (c, true) }
            // A color the app declares (`extension UIColor { static let card = … }`).
            if depth < 4, let defined = appWide.definedColors[name] { return color(AnswerBuilder.colorSpec(defined), depth: depth + 1) }
            return (nil, false)
        case .named(let name)?:
            if let c = namedColors[name] { return (c, true) }
            return (nil, false)
        case .unknown?: return (nil, false)
        }
    }

    /// One variable of a screen: a conditional answer with its possible values.
    private struct Variable {
        var id: ControllerID
        var apply: @Sendable (inout Controller, Int) -> Void
        /// Where one value changes more than one controller (a place: the screen's presentation and
        /// the controller it is shown over), instead of ``apply``.
        var applyToAll: (@Sendable (inout [Controller], Int) -> Void)? = nil
        var count: Int
        /// The member and its values in words, for explanations (``engineModels(_:)``).
        var member: String = ""
        var values: [String] = []
        /// Which controller decides is not known (its place is not): the variable is every answer a
        /// controller of the app gives (``DeciderAnswers``), and its controller is named by ``decidersName``.
        var decidersName: String? = nil
        /// The variable is where the screen sits, not an answer of its code: alone, it makes the
        /// screen conditional only where its values give different outcomes.
        var isPlace = false
        /// What varies, in words (``OutcomeCondition/subject``): the controller's member, or the
        /// stored property it returns.
        var subject: String = ""
        /// The first value is the one in force when the screen first appears (a stored property's initial value).
        var firstIsInitial = false
        /// What kind of variable it is, for outcomes' conditions.
        var kind: OutcomeCondition.Kind = .answer
        /// It reads only its controller's own state (``OutcomeCondition/ownState``).
        var ownState = false
        /// The window's interface style (``ModelBuilder/addWindowStyleChoice(_:root:)``).
        var isWindowStyle = false
    }

    /// What a user sees in one combination (compared as values: spelling them out as text cost a
    /// seventh of a re-audit): what is drawn, without what lies under the bar.
    private struct Outcome: Hashable {
        var lightStyle: StatusBarStyle, lightContent: StatusBarContent, lightHidden: Bool
        var darkStyle: StatusBarStyle, darkContent: StatusBarContent, darkHidden: Bool

        init(_ drawn: DrawnOutcome) {
            (lightStyle, lightContent, lightHidden) = (drawn.light.style, drawn.light.content, drawn.hidden)
            (darkStyle, darkContent, darkHidden) = (drawn.dark.style, drawn.dark.content, drawn.darkHidden)
        }
    }

    /// An answer the source does not give, and which member it is.
    private struct UnknownAnswer {
        enum Member { case style, hidden, animation, forwarding }
        var controller: ControllerID
        var member: Member
        var reason: String
        /// A container of the screen (navigation, tab bar) rather than the screen or its presenter.
        var isContainer: Bool
    }

    private struct Built {
        var controllers: [Controller]
        var root: ControllerID
        var classOf: [ControllerID: String]
        var unknownColor: Set<ControllerID>
        var variables: [Variable]
        var unknownAnswers: [UnknownAnswer]
        /// Names of controllers that stand for one the audit does not know by class (a presenter whose
        /// code is not a controller's): the phrase a developer reads instead of the stand-in's class.
        var standInNames: [ControllerID: String] = [:]

        /// More combinations than ``Predictor/combinationLimit``: some are not resolved.
        var truncated: Bool {
            variables.reduce(1) { $0 * $1.count } > Predictor.combinationLimit
        }

        /// The window's interface style (``ModelBuilder/addWindowStyleChoice(_:root:)``), by its index
        /// among the variables: whether the bar is always unreadable in an appearance is told with
        /// the window following the system's (its first value), as a user who picks no theme sees it.
        var windowStyleIndex: Int? { variables.firstIndex(where: \.isWindowStyle) }

        /// The variables that stand for where the screen sits (``Variable/isPlace``).
        var placeVariables: [Variable] { variables.filter(\.isPlace) }
        /// The screen's place is not known and stands for every place of the app: who decides is
        /// named by this (``ModelBuilder/wrapInUnknownPlace(_:of:answers:why:)``).
        var unknownPlaceDecider: String?

        /// Every combination of the conditional answers' values, first values first, at most
        /// ``Predictor/combinationLimit``.
        var combinations: [[Int]] {
            var combos: [[Int]] = [[]]
            for v in variables {
                var next: [[Int]] = []
                for combo in combos {
                    for value in 0..<v.count where next.count < Predictor.combinationLimit {
                        next.append(combo + [value])
                    }
                }
                combos = next
            }
            return combos
        }

        /// The controllers with each conditional answer at its value in `combo`.
        func controllers(for combo: [Int]) -> [Controller] {
            var controllers = self.controllers
            for (n, v) in variables.enumerated() {
                if let all = v.applyToAll {
                    all(&controllers, combo[n])
                } else if let i = controllers.firstIndex(where: { $0.id == v.id }) {
                    v.apply(&controllers[i], combo[n])
                }
            }
            return controllers
        }

        /// Certainty depends only on the answers that decide (R5–R8): a child's unknown style under
        /// a navigation controller whose visible bar decides does not make the screen unknown.
        /// In application mode (R1) no controller is asked: no controller's answer makes it unknown.
        func reason(styleDecider: Decider, hiddenDecider: Decider) -> String? {
            if styleDecider == .application, hiddenDecider == .application { return nil }
            return unknownAnswers.first { u in
                switch u.member {
                case .style: styleDecider == .controller(u.controller)
                case .hidden, .animation: hiddenDecider == .controller(u.controller)
                case .forwarding: u.isContainer || styleDecider == .controller(u.controller) || hiddenDecider == .controller(u.controller)
                }
            }?.reason
        }
    }

    package func predict(_ screen: Screen) -> ScreenPrediction { predict(screen, built: build(screen)) }

    /// What `screen` shows in each era of `predictors` (``eraPredictors(of:namedColors:explains:)``),
    /// in their order. The engine's controllers of the screen are built once for the eras that
    /// build them alike (``buildKey``): only the engine's resolutions differ between them.
    package static func predictions(of screen: Screen, by predictors: [(Era, Predictor)]) -> [EraPrediction] {
        var builtBy: [(key: BuildKey, built: Built)] = []
        // A screen shown only from a version on is not predicted for the eras before it (the newest era always is).
        let predictors = screen.shownSince.map { since in
            predictors.enumerated().filter { $0.offset == predictors.count - 1 || $0.element.0.reaches(since) }.map(\.element)
        } ?? predictors
        return predictors.map { era, predictor in
            let built: Built
            let key = predictor.buildKey(screen)
            if let earlier = builtBy.first(where: { $0.key == key }) {
                built = earlier.built
            } else {
                built = predictor.build(screen)
                builtBy.append((key, built))
            }
            return EraPrediction(era: era, prediction: predictor.predict(screen, built: built))
        }
    }

    /// Whether a presentation that is not full screen can be a sheet (from iOS 13, for an app
    /// linked with its SDK): the one thing of the era the screen's engine controllers depend on
    /// (a place the audit does not know includes a sheet over the app's controllers).
    var showsSheets: Bool { ios >= .iOS13 && !linkedBeforeIOS13 }

    /// Whether a navigation bar is transparent at the scroll edge unless the app gives it a
    /// scroll-edge appearance (from iOS 15, for an app linked with its SDK): the other thing of the
    /// era the screen's engine controllers depend on.
    var barsTransparentAtScrollEdge: Bool { ios >= IOSVersion(15) && !linkedBeforeIOS13 }

    /// The color of a transparent bar: the engine shows what lies under it.
    static let transparentBar = DynamicColor(.clear, name: "transparent")

    /// What the engine's controllers of a screen depend on in an era (``predictions(of:by:)``).
    private struct BuildKey: Equatable {
        var showsSheets: Bool
        var barsTransparentAtScrollEdge: Bool
        /// The screen sits in a sheet whose detents do not exist on the era's oldest version.
        var detentsMissing: Bool
        /// The window's interface style is a possibility of each style (``windowStyleMatters``).
        var windowStyleMatters = false
    }

    private func buildKey(_ screen: Screen) -> BuildKey {
        BuildKey(showsSheets: showsSheets, barsTransparentAtScrollEdge: barsTransparentAtScrollEdge,
                 detentsMissing: screen.presentation.map(detentsMissing) ?? false, windowStyleMatters: windowStyleMatters)
    }

    /// Whether the window's interface style, given one of several at run time
    /// (``AppWideSettings/windowInterfaceStyleChoice``), changes what `default` draws: from iOS 13,
    /// where it follows the interface style, to iOS 16; from iOS 17 it adapts to what lies below.
    var windowStyleMatters: Bool {
        appWide.windowInterfaceStyleChoice != nil && !linkedBeforeIOS13 && ios >= .iOS13 && ios < .iOS17
    }

    /// Whether a sheet's detents (or those of a sheet it is presented over) do not exist on the era's
    /// oldest version, where the sheet is then large.
    func detentsMissing(_ presentation: PresentationContext) -> Bool {
        detentsMissingHere(presentation) || presentation.presenterPresentation.contains { detentsMissing($0) }
    }

    /// Whether this sheet's own detents do not exist on the era's oldest version.
    func detentsMissingHere(_ presentation: PresentationContext) -> Bool {
        guard presentation.sheetDetent != .large, let since = presentation.detentsSince, var oldest = oldestIOS else { return false }
        // Presented only from a version the code checks for: the older ones never show it.
        if let shown = presentation.shownSince { oldest = max(oldest, shown) }
        return oldest < since
    }

    private func predict(_ screen: Screen, built: Built) -> ScreenPrediction {
        var styles: [StatusBarStyle] = []
        var hiddens: [Bool] = []
        // Appearances in which every combination with a visible bar is unreadable on a known background.
        var alwaysUnreadable: Set<Appearance> = Set(Appearance.allCases)
        var visibleSomewhere = false
        var first: (light: Resolution, dark: Resolution)?
        var deciders: (style: ScreenDecider, hidden: ScreenDecider) = (.controller(""), .controller(""))
        // Where the screen sits is not known (application mode, or every place of the app), so neither is what lies under the bar.
        let backdropKnown = screen.unknownContext == nil
        // (A screen with one combination has one outcome: nothing to compare.)
        let compares = built.variables.contains { $0.count > 1 }
        let combos = built.combinations
        let windowStyle = built.windowStyleIndex
        // The engine's app is built (and checked) once; each combination changes only values.
        var base: App?
        // What each combination draws as the audit predicts it, in order, with the combinations
        // that draw it: the outcomes listed with what selects them (``PossibleOutcome``). A few
        // outcomes per screen: found by comparing, which costs less than hashing their names.
        // (What a user sees of them, the bar without what lies under it, decides certainty: where
        // an unknown decider is one of the app's answers, one outcome for them all makes the
        // screen certain whichever decides.)
        var drawnList: [(outcome: DrawnOutcome, combos: [[Int]])] = []
        for combo in combos {
            let controllers = built.controllers(for: combo)
            // Only the first combination's light resolution is explained (its trace is the
            // prediction's explanation), and only when ``explains``: the engine decides the same
            // without one, and builds no text for it (Docs/Performance.md, "Engine": 0.65 µs
            // against 22 µs at depth 10).
            guard let (light, dark) = resolveBoth(controllers, root: built.root, screen: screen.controller.answers,
                                                  explainLight: explains && first == nil, diagnose: first == nil,
                                                  base: &base) else { continue }
            if first == nil {
                first = (light, dark)
                deciders = (name(light.statusBar.styleDecidedBy, built), name(light.statusBar.hiddenDecidedBy, built))
                if let unknown = built.unknownPlaceDecider, !applicationMode(light) { deciders = (.controller(unknown), .controller(unknown)) }
            }
            // (The content as the audit predicts it: `default` over a background it does not know adapts.)
            if compares {
                let drawn = (perAppearance(light, built, backdropKnown: backdropKnown), perAppearance(dark, built, backdropKnown: backdropKnown))
                let key = DrawnOutcome(light: drawn.0, dark: drawn.1, hidden: light.statusBar.hidden, darkHidden: dark.statusBar.hidden)
                if let i = drawnList.firstIndex(where: { $0.outcome == key }) {
                    drawnList[i].combos.append(combo)
                } else {
                    drawnList.append((key, [combo]))
                }
            }
            for (a, r) in [(Appearance.light, light), (.dark, dark)] {
                if !styles.contains(r.statusBar.style) { styles.append(r.statusBar.style) }
                if !hiddens.contains(r.statusBar.hidden) { hiddens.append(r.statusBar.hidden) }
                guard !r.statusBar.hidden else { continue }
                visibleSomewhere = true
                if windowStyle.map({ combo[$0] == 0 }) ?? true, perAppearance(r, built).readable != false { alwaysUnreadable.remove(a) }
            }
        }
        // Application mode: a screen that sets nothing as it appears shows what was set last, by
        // launch code or by another screen (each a possibility, the launch one first).
        if info.mode == .application, first != nil {
            if screen.controller.answers.applicationStyleOnAppear == nil {
                for style in appWide.laterStyles.sorted(by: { $0.rawValue < $1.rawValue }) where !styles.contains(style) { styles.append(style) }
            }
            if screen.controller.answers.applicationHiddenOnAppear == nil {
                for hidden in appWide.laterHidden.sorted(by: { !$0 && $1 }) where !hiddens.contains(hidden) { hiddens.append(hidden) }
            }
        }
        guard let (light, dark) = first else {
            let empty = ScreenPrediction.PerAppearance(style: .default, content: .dark, backdrop: nil, contrast: nil)
            return ScreenPrediction(styleDecidedBy: .controller(screen.controller.className), hiddenDecidedBy: .controller(screen.controller.className),
                                    hidden: nil, light: empty, dark: empty, certainty: .unknown("the screen's model could not be built"),
                                    possibleStyles: [], possibleHidden: [], explanation: [], engineDiagnostics: [], height: 0,
                                    alwaysUnreadable: [], onSheetBackdrop: false)
        }
        // In application mode (R1) no controller decides: where the screen sits does not change the
        // status bar, only what lies under it (``ApplicationMode``).
        let applicationDecides = light.statusBar.styleDecidedBy == .application && light.statusBar.hiddenDecidedBy == .application
        let certainty: Certainty
        if let reason = screen.unknownContext, !applicationDecides, built.unknownPlaceDecider == nil {
            certainty = .unknown(reason + (appWide.deciders?.notTried.map { "; the app's controllers do not bound the answer: \($0)" } ?? ""))
        } else if let reason = built.reason(styleDecider: light.statusBar.styleDecidedBy, hiddenDecider: light.statusBar.hiddenDecidedBy) {
            certainty = .unknown(reason)
        } else if !built.placeVariables.isEmpty, built.truncated {
            certainty = .unknown("\(built.placeVariables[0].member): the app's controllers and the screen's answers make more "
                                 + "than \(Predictor.combinationLimit) combinations, more than the audit resolves")
        } else if styles.count > 1 || hiddens.count > 1 || Set(drawnList.map { Outcome($0.outcome) }).count > 1
                    || built.truncated {
            // Several outcomes (a value that changes at run time, a place among several); one outcome
            // whatever the variables is certain (a theme answer of a controller that does not decide).
            certainty = .conditional
        } else {
            certainty = .certain
        }
        var diagnostics = light.diagnostics
        for d in dark.diagnostics where !diagnostics.contains(d) { diagnostics.append(d) }
        if !backdropKnown { alwaysUnreadable = [] }
        var possible: [PossibleOutcome] = []
        if certainty == .conditional, drawnList.count > 1 {
            possible = drawnList.map { Self.possibleOutcome($0.outcome, combos: $0.combos, variables: built.variables, truncated: built.truncated) }
        }
        var prediction = ScreenPrediction(
            styleDecidedBy: deciders.style, hiddenDecidedBy: deciders.hidden,
            hidden: hiddens.count == 1 ? hiddens[0] : nil,
            light: perAppearance(light, built, backdropKnown: backdropKnown), dark: perAppearance(dark, built, backdropKnown: backdropKnown),
            certainty: certainty,
            possibleStyles: styles, possibleHidden: hiddens.sorted { !$0 && $1 }, explanation: light.trace,
            engineDiagnostics: diagnostics.sorted(), height: light.statusBar.height,
            alwaysUnreadable: visibleSomewhere ? Appearance.allCases.filter(alwaysUnreadable.contains) : [],
            onSheetBackdrop: { if backdropKnown, case .sheetBackdrop? = light.backdrop?.source { return true } else { return false } }())
        prediction.outcomes = possible
        return prediction
    }

    /// What one combination draws, as the audit predicts it (the key of ``PossibleOutcome``).
    private struct DrawnOutcome: Equatable {
        var light: ScreenPrediction.PerAppearance
        var dark: ScreenPrediction.PerAppearance
        /// Hidden in light appearance (the outcome's ``PossibleOutcome/hidden``), and in dark.
        var hidden: Bool
        var darkHidden: Bool
    }

    /// The outcome `key` with what selects it: for each variable, the values it takes in the
    /// `combos` that give it, where those are not all its values.
    private static func possibleOutcome(_ key: DrawnOutcome, combos: [[Int]], variables: [Variable], truncated: Bool) -> PossibleOutcome {
        var conditions: [OutcomeCondition] = []
        var allowed = 1
        for (n, v) in variables.enumerated() where v.count > 1 {
            let taken = Set(combos.map { $0[n] })
            allowed *= taken.count
            guard taken.count < v.count else { continue }
            let indices = taken.sorted()
            conditions.append(OutcomeCondition(subject: v.subject.isEmpty ? v.member : v.subject,
                                               values: indices.map { v.values.indices.contains($0) ? v.values[$0] : "?" },
                                               initial: v.firstIsInitial && indices == [0], kind: v.kind, ownState: v.ownState))
        }
        // Combinations are distinct: as many as the conditions allow means each allowed one gives it.
        return PossibleOutcome(light: key.light, dark: key.dark, hidden: key.hidden, conditions: conditions,
                               exact: !truncated && allowed == combos.count)
    }

    private func applicationMode(_ r: Resolution) -> Bool {
        r.statusBar.styleDecidedBy == .application && r.statusBar.hiddenDecidedBy == .application
    }

    private func name(_ decider: Decider, _ built: Built) -> ScreenDecider {
        ScreenDecider(decider) { id in
            built.variables.first(where: { $0.id == id && $0.decidersName != nil })?.decidersName ?? built.standInNames[id]
                ?? built.classOf[id] ?? id.rawValue
        }
    }

    private func perAppearance(_ r: Resolution, _ built: Built, backdropKnown: Bool = true) -> ScreenPrediction.PerAppearance {
        perAppearance(r, classOf: built.classOf, unknownColor: built.unknownColor, backdropKnown: backdropKnown)
    }

    /// What a resolution draws, as the audit predicts it: controllers named by class, a color the
    /// source does not give unknown, `default` over an unknown background adaptive from iOS 17.
    /// `backdropKnown` false: where the screen sits is not known, so nothing is said of what lies under the bar.
    func perAppearance(_ r: Resolution, classOf: [ControllerID: String], unknownColor: Set<ControllerID>,
                       backdropKnown: Bool = true) -> ScreenPrediction.PerAppearance {
        var backdrop: PredictedBackdrop?
        if backdropKnown, let engine = r.backdrop {
            // Controllers are named by class; a color the source does not give is unknown.
            func byClass(_ id: ControllerID) -> ControllerID { classOf[id].map { ControllerID($0) } ?? id }
            func color(of id: ControllerID) -> RGBA? { unknownColor.contains(id) ? nil : engine.color }
            switch engine.source {
            case .view(let id): backdrop = PredictedBackdrop(source: .view(byClass(id)), color: color(of: id))
            case .navigationBar(let id): backdrop = PredictedBackdrop(source: .navigationBar(byClass(id)), color: color(of: id))
            case .sheetBackdrop:
                // Behind the receding presenter lies the window's background: black, or what the app
                // sets. In application mode a background the app sets is left unclaimed: what the
                // bar draws over a sheet there is the application's style (R1), a reading no device
                // run has confirmed, and no contrast rests on it and on the app's color together.
                let known = appWide.windowBackground == nil || (info.mode != .application && self.color(appWide.windowBackground).known)
                backdrop = PredictedBackdrop(source: engine.source, color: known ? engine.color : nil)
            case .window: backdrop = PredictedBackdrop(source: engine.source, color: engine.color)
            }
        }
        // From iOS 17 `default` adapts to what is below (R9): on a background the audit does not
        // know, the engine adapted to its placeholder; the content is not predicted. On the sheet
        // backdrop (R4) the content is the backdrop's in controller-based mode, whether or not the
        // audit knows the place is a sheet; in application mode it is the application's style (R1).
        var content = r.statusBar.content
        let onSheetBackdrop = if case .sheetBackdrop? = r.backdrop?.source { info.mode != .application } else { false }
        if r.statusBar.style == .default, ios >= .iOS17, !linkedBeforeIOS13, backdrop?.color == nil, !onSheetBackdrop { content = .adaptive }
        // A hidden bar draws nothing: no contrast (as the engine reports it).
        let contrast = r.statusBar.hidden ? nil : backdrop?.color.map { content.contrast(on: $0) }
        return .init(style: r.statusBar.style, content: content, backdrop: backdrop, contrast: contrast)
    }

    /// The platform the app runs on in `appearance`.
    func platform(_ appearance: Appearance) -> Platform {
        // Built before the iOS 13 SDK, the app runs as on iOS 12: light appearance, default is dark content.
        // Before iOS 13 there is no dark appearance either (R9).
        linkedBeforeIOS13 || ios < .iOS13
            ? Platform(ios: linkedBeforeIOS13 ? IOSVersion(12) : ios, device: device, orientation: .portrait, appearance: .light)
            : Platform(ios: ios, device: device, orientation: .portrait, appearance: appearance, defaultStylePolicy: .byVersion)
    }

    /// The light and the dark resolution of the same controllers: one engine model, its platform's
    /// appearance changed between the two (the model does not depend on it; building it took a
    /// third of a resolution). Only the light one is explained, when `explainLight`; both are
    /// diagnosed only when `diagnose` (the prediction keeps the first combination's diagnostics).
    /// `base`: the app of an earlier combination of the same screen (set on the first), whose
    /// links are kept when only values change (``App/replacingValues(with:)``).
    private func resolveBoth(_ controllers: [Controller], root: ControllerID, screen: ClassAnswers,
                             explainLight: Bool, diagnose: Bool, base: inout App?) -> (Resolution, Resolution)? {
        var app: App
        if let earlier = base, var replaced = try? earlier.replacingValues(with: controllers) {
            replaced.platform = platform(.light)
            setApplicationStatusBar(&replaced, screen: screen)
            app = replaced
        } else {
            guard let made = engineApp(controllers, root: root, screen: screen) else { return nil }
            app = made
            base = made
        }
        let light = app.resolve(explain: explainLight, diagnose: diagnose)
        app.platform = platform(.dark)
        return (light, app.resolve(explain: false, diagnose: diagnose))
    }

    /// The engine's app of one screen's controllers, in light appearance: the main window at
    /// `root`, and in application mode what the screen's class sets as it appears, else what the
    /// app sets while launching (R1); `nil` when the controllers do not make a valid model.
    private func engineApp(_ controllers: [Controller], root: ControllerID, screen: ClassAnswers) -> App? {
        let window = Window(id: "main", root: root, overrideUserInterfaceStyle: appWide.windowInterfaceStyle ?? .unspecified,
                            background: color(appWide.windowBackground).color)
        guard var app = try? App(platform: platform(.light), info: info, windows: [window], controllers: controllers) else { return nil }
        setApplicationStatusBar(&app, screen: screen)
        return app
    }

    /// In application mode, what the screen's class sets as it appears, else what the app sets while launching (R1).
    private func setApplicationStatusBar(_ app: inout App, screen: ClassAnswers) {
        guard info.mode == .application else { return }
        let style = screen.applicationStyleOnAppear ?? appWide.launchStyle
        let hidden = screen.applicationHiddenOnAppear ?? appWide.launchHidden
        if style != nil || hidden != nil { app.setApplicationStatusBar(style: style, hidden: hidden) }
    }

    // MARK: Building the engine model

    /// The screen, then its navigation controller, then its presenter (and the presenter's
    /// navigation controller) or its tab bar.
    private func build(_ screen: Screen) -> Built {
        var builder = ModelBuilder(predictor: self)
        let screenID = builder.addController(screen.controller, content: .viewController, childIDs: [])
        // A root view that nothing colors (no storyboard or xib the audit reads, no code) has no
        // color: what lies under the bar is what is behind it, or a nib the audit does not read,
        // which it does not see. A SwiftUI screen's hosting view is systemBackground (UIKit's default).
        if screen.controller.background == nil, screen.swiftUI == nil { builder.unknownColor.insert(screenID) }
        var top = screenID
        if let nav = screen.navigation { top = builder.addNavigation(nav, top: screenID) }
        // A tab bar controller (or a custom container holding its children as one) around it, then
        // the presentation of the whole (a storyboard tab bar scene, a pager the code presents).
        if let tabClass = screen.tabBarClass { top = builder.addTabBar(tabClass, answers: screen.tabBarAnswers, top: top) }
        var root = top
        if let presentation = screen.presentation { root = builder.addPresentation(presentation, of: top) }
        // Where the screen sits is not known: it is one of the app's places. In application mode no
        // controller decides, but a sheet's backdrop still changes what is drawn (R4): full screen
        // or in a sheet, from iOS 13.
        if let why = screen.unknownContext {
            if info.mode != .application, let answers = appWide.deciders?.answers {
                root = builder.wrapInUnknownPlace(root, of: screen.controller.className, answers: answers, why: why)
            } else if info.mode == .application, showsSheets {
                root = builder.wrapInUnknownPlace(root, of: screen.controller.className, answers: nil, why: why)
            }
        }
        if windowStyleMatters, let choice = appWide.windowInterfaceStyleChoice { builder.addWindowStyleChoice(choice, root: root) }
        return builder.built(root: root)
    }

    /// Builds the engine's controllers of one screen, step by step: each step adds a controller
    /// with its answers, and records its conditional answers (variables) and unknown answers.
    private struct ModelBuilder {
        let predictor: Predictor
        var controllers: [Controller] = []
        var classOf: [ControllerID: String] = [:]
        var unknownColor: Set<ControllerID> = []
        var variables: [Variable] = []
        var unknowns: [UnknownAnswer] = []
        var used: Set<String> = []
        var unknownPlaceDecider: String?
        var standInNames: [ControllerID: String] = [:]
        /// The variable of each `.preferredColorScheme` whose value is not a literal, by its place,
        /// and the controllers it sets: one choice for all (a presentation, its stack, its tab bar
        /// and a presenter in it take the same style).
        var styleChoices: [SourceLocation: (variable: Int, ids: [ControllerID])] = [:]

        init(predictor: Predictor) { self.predictor = predictor }

        func built(root: ControllerID) -> Built {
            Built(controllers: controllers, root: root, classOf: classOf, unknownColor: unknownColor,
                  variables: variables, unknownAnswers: unknowns, standInNames: standInNames, unknownPlaceDecider: unknownPlaceDecider)
        }

        /// A new id for a controller of `cls`: the class name, numbered from the second of a class.
        mutating func newID(_ cls: String) -> ControllerID {
            var candidate = cls
            var n = 2
            while used.contains(candidate) { candidate = "\(cls)#\(n)"; n += 1 }
            used.insert(candidate)
            return ControllerID(candidate)
        }

        /// Adds a controller with its answers; `childIDs` are ids already added.
        mutating func addController(_ context: ContextController, content: ControllerContent, childIDs: [ControllerID],
                                    isContainer: Bool = false) -> ControllerID {
            let id = newID(context.className)
            classOf[id] = context.className
            var c = Controller(id: id, className: context.className, content: content)
            let (bg, known) = predictor.color(context.background)
            c.background = bg
            if !known { unknownColor.insert(id) }
            // A translucent or clear view shows what is behind it, which the audit does not see
            // (the presenter's content, another window): unknown rather than blended with a guess.
            if let bg, !bg.light.isOpaque || !bg.dark.isOpaque { unknownColor.insert(id) }
            if let s = context.interfaceStyle {
                c.overrideUserInterfaceStyle = s
            } else if let choice = context.answers.interfaceStyleChoice, let first = choice.styles.first {
                c.overrideUserInterfaceStyle = first
                if choice.styles.count > 1 { addStyleChoice(choice, to: id) }
            }
            var a = context.answers
            // Before iOS 13.4 the app's overrides in extensions of UIKit classes answer where the
            // class's own chain does not.
            if predictor.ios < IOSVersion(13, 4), let early = predictor.appWide.answersBefore13_4[context.className] {
                a.fillInherited(from: early)
            }
            let owner = AnswerOwner(id: id, className: context.className, isContainer: isContainer)
            addAnswer(a.style, of: owner, what: StatusBarMember.preferredStatusBarStyle.swiftName, member: .style, initial: a.initialValues[.preferredStatusBarStyle],
                      to: &c) { $0.preferredStatusBarStyle = $1 }
            addAnswer(a.hidden, of: owner, what: StatusBarMember.prefersStatusBarHidden.swiftName, member: .hidden, initial: a.initialValues[.prefersStatusBarHidden],
                      to: &c) { $0.prefersStatusBarHidden = $1 }
            addAnswer(a.animation, of: owner, what: StatusBarMember.preferredStatusBarUpdateAnimation.swiftName, member: .animation, to: &c) {
                $0.preferredStatusBarUpdateAnimation = $1
            }
            addForwarding(a.childForStyle, hidden: false, of: owner, childIDs: childIDs, to: &c)
            addForwarding(a.childForHidden, hidden: true, of: owner, childIDs: childIDs, to: &c)
            controllers.append(c)
            return id
        }

        /// A SwiftUI presentation's interface style that is one of several (``InterfaceStyleChoice``):
        /// one variable for every controller it sets.
        mutating func addStyleChoice(_ choice: InterfaceStyleChoice, to id: ControllerID) {
            let styles = choice.styles
            var entry = styleChoices[choice.location] ?? (variables.count, [])
            if entry.variable == variables.count {
                variables.append(Variable(id: id, apply: { _, _ in }, count: styles.count, member: choice.member,
                                          values: choice.valueNames,
                                          subject: choice.subject))
            }
            entry.ids.append(id)
            styleChoices[choice.location] = entry
            let ids = entry.ids
            variables[entry.variable].applyToAll = { controllers, n in
                for i in controllers.indices where ids.contains(controllers[i].id) { controllers[i].overrideUserInterfaceStyle = styles[n] }
            }
        }

        /// The window's interface style when the app gives it one of several, or one read at run time
        /// (``AppWideSettings/windowInterfaceStyleChoice``): a variable on the controller at the top of
        /// the screen's chain, which every controller below inherits from unless it sets its own.
        /// Left out where it would take the screen's combinations past ``Predictor/combinationLimit``
        /// (the screen is then predicted as before: with the window following the system).
        mutating func addWindowStyleChoice(_ choice: InterfaceStyleChoice, root: ControllerID) {
            let styles = choice.styles
            guard variables.reduce(styles.count, { $0 * $1.count }) <= Predictor.combinationLimit else { return }
            variables.append(Variable(id: root, apply: { c, n in
                if c.overrideUserInterfaceStyle == .unspecified { c.overrideUserInterfaceStyle = styles[n] }
            }, count: styles.count, member: WatchedProperty.overrideUserInterfaceStyle.rawValue,
            values: styles.map { $0 == .unspecified ? ".unspecified (the system appearance)" : ".\($0.rawValue)" },
            subject: "the window's overrideUserInterfaceStyle" + (choice.argumentText.isEmpty ? "" : " ('\(choice.argumentText)')") + " at \(choice.location)",
            isWindowStyle: true))
        }

        /// The controller an answer belongs to.
        struct AnswerOwner {
            var id: ControllerID
            var className: String
            var isContainer: Bool
        }

        /// An answer: its first value set, a variable when it has several, unknown when the source does not give it.
        /// `initial`: the stored property whose initial value is the first value (``ClassAnswers/initialValues``).
        mutating func addAnswer<V>(_ value: AnswerValue<V>, of owner: AnswerOwner, what: String, member: UnknownAnswer.Member,
                                   initial: String? = nil,
                                   to c: inout Controller, set: @escaping @Sendable (inout Controller, V) -> Void) {
            switch value {
            case .inherited: break
            case .unknown(let why):
                unknowns.append(UnknownAnswer(controller: owner.id, member: member, reason: "'\(owner.className)' \(what): \(why)",
                                              isContainer: owner.isContainer))
            case .values(let values, let dependsOn):
                guard let firstValue = values.first else { return }
                set(&c, firstValue)
                guard values.count > 1 else { return }
                var variable = Variable(id: owner.id, apply: { ctrl, n in set(&ctrl, values[n]) }, count: values.count,
                                        member: what, values: values.map { "\($0)" })
                if let initial {
                    variable.subject = "'\(initial)' of '\(owner.className)'"
                    variable.firstIsInitial = true
                } else {
                    variable.subject = "'\(owner.className)' \(what)"
                        + (dependsOn.isEmpty ? "" : " (it reads \(dependsOn.prefix(3).map { "'\($0)'" }.joined(separator: ", ")))")
                }
                variable.ownState = Answer.readsOwnStateOnly(dependsOn)
                variables.append(variable)
            }
        }

        /// A forwarding answer (`childForStatusBarStyle`, `childForStatusBarHidden`): its targets
        /// resolve against the children the audit knows.
        mutating func addForwarding(_ value: AnswerValue<ChildTarget>, hidden: Bool, of owner: AnswerOwner, childIDs: [ControllerID],
                                    to c: inout Controller) {
            let member = (hidden ? StatusBarMember.childForStatusBarHidden : .childForStatusBarStyle).swiftName
            switch value {
            case .inherited: break
            case .unknown(let why):
                unknowns.append(UnknownAnswer(controller: owner.id, member: .forwarding, reason: "'\(owner.className)' \(member): \(why)",
                                              isContainer: owner.isContainer))
            case .values(let targets, _):
                let answers = targets.map { ModelBuilder.child($0, childIDs) }
                guard !answers.contains(where: { $0 == nil }) else {
                    unknowns.append(UnknownAnswer(controller: owner.id, member: .forwarding,
                                                  reason: "'\(owner.className)' \(member) forwards to a child the audit cannot see",
                                                  isContainer: owner.isContainer))
                    return
                }
                let resolved = answers.compactMap { $0 }
                if hidden { c.childForStatusBarHidden = resolved[0] } else { c.childForStatusBarStyle = resolved[0] }
                guard resolved.count > 1 else { return }
                variables.append(Variable(id: owner.id, apply: { ctrl, n in
                    if hidden { ctrl.childForStatusBarHidden = resolved[n] } else { ctrl.childForStatusBarStyle = resolved[n] }
                }, count: resolved.count, member: member,
                   values: resolved.map { if case .controller(let id) = $0 { "'\(id)'" } else { "nil" } }, subject: "'\(owner.className)' \(member)", kind: .forwarding))
            }
        }

        /// The child a forwarding target names, among the children the audit knows.
        static func child(_ t: ChildTarget, _ childIDs: [ControllerID]) -> ChildAnswer? {
            switch t {
            case .none: ChildAnswer.none
            case .top: childIDs.last.map { .controller($0) }
            case .first, .selected: childIDs.first.map { .controller($0) }
            }
        }

        /// A navigation controller around `top`, with its bar.
        mutating func addNavigation(_ nav: NavigationContext, top: ControllerID) -> ControllerID {
            // From iOS 15 a bar shows its scroll-edge appearance where a screen first appears (and
            // always without a scroll view): transparent unless the app gives it one.
            let (tint, known) = predictor.barsTransparentAtScrollEdge
                ? nav.effectiveBarEdgeTint.map(predictor.color) ?? (Predictor.transparentBar, true)
                : predictor.color(nav.effectiveBarTint)
            let state = NavigationState(stack: NavigationStack(root: top), navigationBarHidden: nav.effectiveBarHidden,
                                        barStyle: nav.effectiveBarStyle, barTintColor: tint)
            let id = addController(nav.controller, content: .navigation(state), childIDs: [top], isContainer: true)
            if !known { unknownColor.insert(id) }
            if let styles = nav.barStyleAlternatives {
                variables.append(Variable(id: id, apply: { ctrl, n in
                    guard case .navigation(var state) = ctrl.content else { return }
                    state.barStyle = styles[n]
                    ctrl.content = .navigation(state)
                }, count: styles.count, member: WatchedProperty.navigationBarStyle.rawValue, values: styles.map(\.rawValue),
                   subject: "'\(nav.controller.className)' \(WatchedProperty.navigationBarStyle.rawValue)", kind: .barStyle))
            }
            return id
        }

        /// `top` (the screen or its navigation controller) presented over its presenter; returns the
        /// window's root (the presenter, or its navigation controller).
        mutating func addPresentation(_ presentation: PresentationContext, of top: ControllerID) -> ControllerID {
            if let i = controllers.firstIndex(where: { $0.id == top }) {
                controllers[i].modalPresentationStyle = presentation.style
                controllers[i].modalPresentationCapturesStatusBarAppearance = presentation.captures
                controllers[i].sheetDetent = presentation.sheetDetent
            }
            if !presentation.otherStyles.isEmpty {
                // A style set in branches of the app's method (a small screen's full screen, else a
                // form sheet): each is a place the screen may be shown in.
                let styles = [presentation.style] + presentation.otherStyles
                variables.append(Variable(id: top, apply: { ctrl, n in ctrl.modalPresentationStyle = styles[n] }, count: styles.count,
                                          member: WatchedProperty.modalPresentationStyle.rawValue, values: styles.map(\.rawValue), isPlace: true,
                                          subject: "how it is presented (\(WatchedProperty.modalPresentationStyle.rawValue))", kind: .place))
            }
            // A sheet whose detents do not exist on the era's oldest version is large there.
            let missing = predictor.detentsMissingHere(presentation)
            if !presentation.otherDetents.isEmpty || missing {
                // A sheet the user may drag to another detent (to the large one, where its presenter
                // recedes over the backdrop): each detent is a place the screen may be shown in.
                var detents = [presentation.sheetDetent] + presentation.otherDetents
                var values = detents.map { "the sheet is at its \($0.rawValue) detent" }
                if missing, let since = presentation.detentsSince, !detents.contains(.large) {
                    detents.append(.large)
                    values.append("before iOS \(since.major), where its detents do not exist, the sheet is large")
                }
                let places = detents
                variables.append(Variable(id: top, apply: { ctrl, n in ctrl.sheetDetent = places[n] }, count: places.count,
                                          member: "detent", values: values, isPlace: true,
                                          subject: "the sheet's detent, which the user may change by dragging it", kind: .place))
            }
            let presenter = presentation.presenterOrStandIn
            let presenterID = addController(presenter, content: .viewController, childIDs: [])
            // A presenter the audit does not know (the call is made by an object that is not a
            // controller) stands in as a plain controller; where it would decide, the screen is not certain.
            // So does a presenter whose own place is not known: its containers may decide instead.
            let why = presentation.presenter == nil
                ? "presented at \(presentation.location.map(\.description) ?? "a place in code") by code that is not a controller: "
                    + "the controller it is presented from, which decides, is not known"
                : presentation.presenterUnknown
            if let why {
                // Whoever decides answers as one of the app's controllers (a closed world): each
                // answer is a possibility. Where the app's answers are not closed, the decider is unknown.
                if let deciders = predictor.appWide.deciders, let answers = deciders.answers {
                    addUnknownDecider(presenterID, answers: answers, why: why, presenter: presentation.presenter?.className)
                } else {
                    let reason = why + (predictor.appWide.deciders?.notTried.map { "; the app's controllers do not bound the answer: \($0)" } ?? "")
                    unknowns.append(UnknownAnswer(controller: presenterID, member: .style, reason: reason, isContainer: false))
                    unknowns.append(UnknownAnswer(controller: presenterID, member: .hidden, reason: reason, isContainer: false))
                    // The stand-in is no `UIViewController` the app has: it is named as what it stands for.
                    if presentation.presenter == nil { standInNames[presenterID] = "the controller it is presented from" }
                }
            }
            // What shows behind a presentation that does not cover the screen is the presenter's
            // view: unknown when nothing colors it, or when the presenter itself (or its place) is
            // not known; and under a custom presentation, whose presentation controller may dim or cover it.
            if presenter.background == nil || presentation.style == .custom || why != nil { unknownColor.insert(presenterID) }
            if let i = controllers.firstIndex(where: { $0.id == presenterID }) { controllers[i].presented = top }
            var root = presenterID
            if let nav = presentation.presenterNavigation { root = addNavigation(nav, top: presenterID) }
            if let tab = presentation.presenterTab { root = addTabBar(tab.className, answers: tab.answers, top: root) }
            // The presenter presented in turn: its presentation decides what lies under the bar
            // and who decides (a presenter inside an iPhone page sheet is not the window's root).
            if let outer = presentation.presenterPresentation.first { root = addPresentation(outer, of: root) }
            return root
        }

        /// A controller that stands for a decider the audit does not know: its own answers first,
        /// then every answer a controller of the app gives.
        /// `presenter`: its class, `nil` when the code that presents is not a controller.
        mutating func addUnknownDecider(_ id: ControllerID, answers: [DeciderAnswers.Answer], why: String, presenter: String?) {
            variables.append(Variable(id: id, apply: { ctrl, n in
                guard n > 0 else { return }
                let a = answers[n - 1]
                ctrl.preferredStatusBarStyle = a.style
                ctrl.prefersStatusBarHidden = a.hidden
                ctrl.overrideUserInterfaceStyle = a.interfaceStyle
            }, count: answers.count + 1, member: "what holds \(presenter.map { "'\($0)'" } ?? "the presenter") (\(why))",
               values: ["its own answers"] + answers.map(\.described),
               decidersName: presenter.map { "\($0) or a controller holding it" } ?? "the controller it is presented from", isPlace: true,
               subject: "what holds \(presenter.map { "'\($0)'" } ?? "the presenter")", kind: .place))
        }

        /// The screen's `root` (itself, or the outermost of its known containers and presenters)
        /// where the audit does not know where it sits: in a place of its own (full screen, or the
        /// window's root: its chain decides), over a controller of the app that decides (any of the
        /// app's `answers`), or in a sheet over one (a backdrop under the bar from iOS 13). A stand-in
        /// controller presents it, taking every answer of the app in turn.
        /// `answers` nil: application mode, where no controller decides; the places are its own and
        /// a sheet (from iOS 13), whose backdrop changes what is drawn.
        mutating func wrapInUnknownPlace(_ root: ControllerID, of cls: String, answers: [DeciderAnswers.Answer]?, why: String) -> ControllerID {
            let standIn = addController(ContextController(className: "UIViewController", kind: .viewController), content: .viewController,
                                        childIDs: [])
            unknownColor.insert(standIn)
            guard let rootIndex = controllers.firstIndex(where: { $0.id == root }),
                  let standInIndex = controllers.firstIndex(where: { $0.id == standIn }) else { return root }
            controllers[standInIndex].presented = root
            controllers[rootIndex].modalPresentationStyle = .fullScreen
            // One variable, its values the places: its own chain decides (first), then over a
            // controller giving each answer, then in a sheet over one (from iOS 13: before, a sheet
            // is full screen, the first place again).
            let sheets = predictor.showsSheets
            let places: [(style: ModalPresentationStyle, answer: DeciderAnswers.Answer?)] = answers.map { answers in
                [(.fullScreen, nil)] + answers.map { (.overFullScreen, $0) } + (sheets ? answers.map { (.pageSheet, $0) } : [])
            } ?? [(.fullScreen, nil)] + (sheets ? [(.pageSheet, nil)] : [])
            let values = places.map { place in
                if let answer = place.answer {
                    return (place.style == .pageSheet ? "in a sheet over a controller that answers " : "over a controller that answers ") + answer.described
                }
                return place.style == .pageSheet ? "in a sheet" : answers == nil ? "full screen" : "a place where its own chain decides"
            }
            var variable = Variable(id: standIn, apply: { _, _ in }, count: places.count, member: "where '\(cls)' is shown (\(why))",
                                    values: values, isPlace: true, subject: "where '\(cls)' is shown", kind: .place)
            variable.applyToAll = { controllers, n in
                let place = places[n]
                if let i = controllers.firstIndex(where: { $0.id == root }) {
                    controllers[i].modalPresentationStyle = place.style
                    controllers[i].modalPresentationCapturesStatusBarAppearance = place.answer == nil
                }
                if let a = place.answer, let i = controllers.firstIndex(where: { $0.id == standIn }) {
                    controllers[i].preferredStatusBarStyle = a.style
                    controllers[i].prefersStatusBarHidden = a.hidden
                    controllers[i].overrideUserInterfaceStyle = a.interfaceStyle
                }
            }
            variables.append(variable)
            unknownPlaceDecider = "\(cls), or what holds or presents it"
            return standIn
        }

        /// A tab bar controller around `top` (its own background never shows).
        mutating func addTabBar(_ tabClass: String, answers tabAnswers: ClassAnswers?, top: ControllerID) -> ControllerID {
            var answers = tabAnswers ?? ClassAnswers()
            answers.background = nil
            return addController(ContextController(className: tabClass, kind: .tabBar, answers: answers),
                                 content: .tabBar(TabBarState(viewControllers: [top])), childIDs: [top], isContainer: true)
        }
    }
}

/// The engine's model of one place of a screen, as the ``Predictor`` builds it for its prediction:
/// one combination of the conditional answers (the first: each at its value at first display), in
/// light appearance.
package struct EngineModel: Sendable {
    /// A conditional answer's value in this combination.
    package struct Choice: Sendable, Hashable {
        package var controller: ControllerID
        /// The member (`preferredStatusBarStyle`, `childForStatusBarStyle`).
        package var member: String
        package var value: String
        /// The answer's other values, in order (the first is its value at first display).
        package var values: [String]
        /// A place the screen may be shown in, not an answer of the code (``Predictor``'s place variables).
        package var isPlace = false
        /// The window's interface style (set on the controller at the top of the chain, which every
        /// controller below inherits), not an answer of that controller's code.
        package var isWindow = false
    }

    /// The engine's app: platform, Info.plist state, the window and the controllers.
    package var app: App
    /// Controllers whose background the audit does not know (the engine was given a placeholder).
    package var unknownColors: Set<ControllerID>
    /// Each controller's class.
    package var classOf: [ControllerID: String]
    /// Controllers with an answer that depends on run-time state (written at its first value).
    package var variables: [ControllerID]
    /// The value each conditional answer takes in this model.
    package var choices: [Choice]
    /// Answers the source does not give, with their controller and why (left at UIKit's default).
    package var unknownAnswers: [(controller: ControllerID, reason: String)]
}

extension Predictor {
    /// The engine's model of `screen`'s first combination of answers, in light appearance; `nil`
    /// when it cannot be built (the prediction is then unknown too). The model ``predict(_:)``
    /// resolves first.
    package func engineModel(_ screen: Screen) -> EngineModel? { engineModels(screen, limit: 1).first }

    /// The engine's models of every combination of `screen`'s conditional answers that
    /// ``predict(_:)`` resolves, in its order (first values first), at most `limit`.
    package func engineModels(_ screen: Screen, limit: Int = Predictor.combinationLimit) -> [EngineModel] {
        let built = build(screen)
        var models: [EngineModel] = []
        for combo in built.combinations where models.count < limit {
            guard let app = engineApp(built.controllers(for: combo), root: built.root, screen: screen.controller.answers) else { continue }
            let choices = built.variables.enumerated().map { n, v in
                EngineModel.Choice(controller: v.id, member: v.member, value: v.values.indices.contains(combo[n]) ? v.values[combo[n]] : "?",
                                   values: v.values, isPlace: v.isPlace, isWindow: v.isWindowStyle)
            }
            models.append(EngineModel(app: app, unknownColors: built.unknownColor, classOf: built.classOf, variables: built.variables.map(\.id),
                                      choices: choices, unknownAnswers: built.unknownAnswers.map { ($0.controller, $0.reason) }))
        }
        return models
    }
}
