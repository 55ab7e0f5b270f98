extension App {
    /// Resolves what the status bar shows now (R1–R12). With `explain`, every decision is recorded
    /// as a step naming its rule; without it, the same code runs and records nothing.
    /// `diagnose: false` leaves the resolution's diagnostics empty and builds none of their text,
    /// for a caller that resolves many variations of one app and reads the diagnostics of one.
    public func resolve(explain: Bool = true, diagnose: Bool = true) -> Resolution {
        var resolver = Resolver(app: self, tracer: explain ? Tracer() : nil, diagnoses: diagnose)
        return resolver.run()
    }

    /// The status bar of the launch screen: Info.plist only, in both modes (R2).
    public func launchState(explain: Bool = true) -> (state: StatusBarState, trace: [Step]) {
        var resolver = Resolver(app: self, tracer: explain ? Tracer() : nil)
        let state = resolver.launch()
        return (state, resolver.tracer?.steps ?? [])
    }

    /// The effective interface style of a controller (R9): never `unspecified`.
    public func effectiveInterfaceStyle(of id: ControllerID) -> InterfaceStyle? {
        guard let i = index(of: id) else { return nil }
        var resolver = Resolver(app: self, tracer: nil)
        return resolver.interfaceStyle(of: i)
    }
}

/// How a presented controller is shown, after `automatic` and adaptation (R4).
struct PresentationOutcome {
    var effective: ModalPresentationStyle
    var takesControl: Bool
    var coversScreen: Bool
    var isSheetBackdrop: Bool
    /// The style as set, when `automatic` stood for `effective` (or for the style that adapted).
    var automaticFor: ModalPresentationStyle?
    /// The sheet-like style that adapted to full screen (compact width before iOS 13), if one did.
    var adaptedFrom: ModalPresentationStyle?
    /// The detent a sheet opens at, when it is not the large one and counts (iOS 15 and later).
    var partialDetent: SheetDetent?
    let ios: IOSVersion

    /// Why the effective style differs from the one set, in words (empty when it does not);
    /// worked out only for an explanation, as the engine runs it for every screen and era.
    var reason: String {
        var parts: [String] = []
        if let automaticFor { parts.append("automatic is \(automaticFor.rawValue) on iOS \(ios)") }
        if let adaptedFrom { parts.append("\(adaptedFrom.rawValue) adapts to full screen on an iPhone in compact width before iOS 13") }
        if let partialDetent { parts.append("it opens at a \(partialDetent.rawValue) detent: its presenter stays in place, with no backdrop behind it") }
        return parts.joined(separator: "; ")
    }
}

struct Resolver {
    let app: App
    let tracer: Tracer?
    /// Whether diagnostics are collected (``App/resolve(explain:diagnose:)``).
    let diagnoses: Bool
    var diagnostics: [Diagnostic] = []

    init(app: App, tracer: Tracer?, diagnoses: Bool = true) {
        self.app = app
        self.tracer = tracer
        self.diagnoses = diagnoses
    }

    private var platform: Platform { app.platform }
    private var device: DeviceProfile { app.platform.device }

    private func quoted(_ i: Int) -> String {
        let c = app.controllers[i]
        return c.className.map { "'\(c.id)' (\($0))" } ?? "'\(c.id)'"
    }

    // MARK: The whole resolution

    mutating func run() -> Resolution {
        let mode = app.info.mode
        switch app.info.viewControllerBasedStatusBarAppearance {
        case nil: tracer?.record(.r1, nil, "UIViewControllerBasedStatusBarAppearance is absent: controller-based mode", topic: .appearanceMode)
        case true?: tracer?.record(.r1, nil, "UIViewControllerBasedStatusBarAppearance is true: controller-based mode", topic: .appearanceMode)
        case false?: tracer?.record(.r1, nil, "UIViewControllerBasedStatusBarAppearance is false: application mode; controller preferences are ignored", topic: .appearanceMode)
        }
        infoDiagnostics(mode: mode)
        let window = controllingWindow()
        var state: StatusBarState
        var backdrop: Backdrop?
        var styleDecider: Int?

        if mode == .application {
            let rooted = window.flatMap { w in app.windows[w].root.flatMap(app.index(of:)).map { (w, presentationChain(from: $0, record: false)) } }
            // The background first, without explanation: `default` from iOS 17 adapts to it (R9);
            // it is explained after the application's style, in the order the decisions are read.
            if let (w, chain) = rooted {
                var quiet = Resolver(app: app, tracer: nil)
                backdrop = quiet.background(window: w, chain: chain)
            }
            state = applicationState(window: window, background: backdrop?.color)
            if let (w, chain) = rooted {
                if tracer != nil { backdrop = background(window: w, chain: chain) }
                // The sheet's presenter recedes and the window's background shows under the bar;
                // the light content the system draws there in controller-based mode (R4) is a
                // controller-based rule: in application mode the application's style is drawn (R1).
                if chain.backdropSheet != nil {
                    tracer?.record(.r4, nil, "a sheet is presented over full-screen content: the window's background shows under the status bar; in application mode the application's style is drawn there, not the light content of controller-based mode (R1)",
                                   assumption: .applicationModeSheetBackdrop, topic: .sheetBackdrop)
                }
            }
            ignoredPreferences()
        } else if let w = window, let rootID = app.windows[w].root, let root = app.index(of: rootID) {
            let chain = presentationChain(from: root, record: true)
            let decider = chain.decider
            tracer?.record(.r4, app.id(decider), "\(quoted(decider)) is where the descent starts")
            let styleNode = descend(from: decider, hidden: false)
            styleDecider = styleNode
            let style = styleValue(of: styleNode)
            let hiddenNode = descend(from: decider, hidden: true)
            let hidden = hiddenValue(of: hiddenNode)
            let animation = animationValue(of: hiddenNode)
            let interface = interfaceStyle(of: styleNode)
            backdrop = background(window: w, chain: chain)
            var content = content(for: style, interface: interface, background: backdrop?.color, decider: styleNode)
            if let sheet = chain.backdropSheet, chain.deciderPosition < sheet {
                content = .light
                tracer?.record(.r4, nil, "a sheet is presented over full-screen content: the window's background shows under the status bar and the system draws light content there",
                              assumption: .sheetBackdrop, topic: .sheetBackdrop)
            }
            state = StatusBarState(hidden: hidden, style: style, content: content, animation: animation,
                                   height: 0, styleDecidedBy: .controller(app.id(styleNode)),
                                   hiddenDecidedBy: .controller(app.id(hiddenNode)), interfaceStyle: interface,
                                   mode: .viewControllerBased)
        } else {
            state = launch()
            tracer?.record(.r3, nil, "no visible window with a root controller can affect the status bar: the Info.plist state stays",
                          assumption: .noControllingWindow)
        }
        state.height = geometry(hidden: state.hidden)
        var contrast: Double?
        var readable: Bool?
        if state.hidden {
            tracer?.record(.r12, nil, "the status bar is hidden: nothing is drawn, so there is no contrast to measure")
        } else if let backdrop {
            let ratio = state.content.contrast(on: backdrop.color)
            contrast = ratio
            readable = Contrast.rounded(ratio) >= Contrast.minimumReadable
            tracer?.record(.r12, nil, "\(state.content.rawValue) content on \(backdrop.color.hex) (\(backdrop.sourceDescription)): contrast \(format(ratio)):1, \(readable! ? "readable" : "below 3:1")")
            if readable == false {
                let who = styleDecider.map { "\(quoted($0)) asks for \(state.style.rawValue)" } ?? "the status bar style is \(state.style.rawValue)"
                if diagnoses { diagnostics.append(Diagnostic(
                    id: "unreadable-status-bar", severity: .error,
                    message: "\(who): \(state.content.rawValue) content on \(backdrop.color.hex) (\(backdrop.sourceDescription)) has contrast \(format(ratio)):1, below 3:1",
                    controller: styleDecider.map(app.id))) }
            }
        } else {
            tracer?.record(.r12, nil, "the background under the status bar is unknown: no contrast")
        }
        diagnostics.sort()
        return Resolution(statusBar: state, backdrop: backdrop, contrast: contrast, readable: readable,
                          trace: tracer?.steps ?? [], diagnostics: diagnostics)
    }

    private func format(_ ratio: Double) -> String {
        let r = Contrast.rounded(ratio)
        let whole = Int(r)
        let cents = Int(((r - Double(whole)) * 100).rounded())
        return "\(whole).\(cents < 10 ? "0" : "")\(cents)"
    }

    // MARK: R1, R2

    mutating func launch() -> StatusBarState {
        let idiom = device.idiom
        let style: StatusBarStyle
        if let (value, suffix) = app.info.statusBarStyle.value(for: idiom) {
            style = value
            tracer?.record(.r2, nil, "launch: UIStatusBarStyle\(suffix) is \(value.infoPlistName)")
        } else {
            style = .default
            tracer?.record(.r2, nil, "launch: no UIStatusBarStyle: default")
        }
        let hidden: Bool
        if let (value, suffix) = app.info.statusBarHidden.value(for: idiom) {
            hidden = value
            tracer?.record(.r2, nil, "launch: UIStatusBarHidden\(suffix) is \(value)")
        } else {
            hidden = false
            tracer?.record(.r2, nil, "launch: no UIStatusBarHidden: visible")
        }
        let interface = rootInterfaceStyle(window: nil, record: true)
        let content = content(for: style, interface: interface, background: nil, decider: nil)
        return StatusBarState(hidden: hidden, style: style, content: content, animation: .fade,
                              height: geometry(hidden: hidden), styleDecidedBy: .launch, hiddenDecidedBy: .launch,
                              interfaceStyle: interface, mode: app.info.mode)
    }

    private mutating func applicationState(window: Int?, background: RGBA?) -> StatusBarState {
        tracer?.record(.r1, nil, "application mode: the style is the application's, \(app.applicationStyle.rawValue)", topic: .applicationStyle)
        var hidden = app.applicationHidden
        tracer?.record(.r1, nil, "application mode: hidden is the application's flag, \(hidden)")
        if platform.isVerticallyCompact && !hidden {
            hidden = true
            tracer?.record(.r7, nil, "an iPhone in landscape hides the status bar", assumption: .applicationModeLandscape)
        }
        let interface: InterfaceStyle
        if let w = window, let root = app.windows[w].root.flatMap(app.index(of:)) {
            interface = interfaceStyle(of: root)
        } else {
            interface = rootInterfaceStyle(window: window, record: true)
        }
        let style = app.applicationStyle
        if style.isDeprecated { deprecatedStyle(style, by: nil) }
        let content = content(for: style, interface: interface, background: background, decider: nil)
        return StatusBarState(hidden: hidden, style: style, content: content, animation: .fade, height: 0,
                              styleDecidedBy: .application, hiddenDecidedBy: .application, interfaceStyle: interface,
                              mode: .application)
    }

    private mutating func infoDiagnostics(mode: AppearanceMode) {
        if mode == .application {
            if diagnoses { diagnostics.append(Diagnostic(id: "application-mode", severity: .info,
                message: "UIViewControllerBasedStatusBarAppearance is false: one style for the whole app, set with deprecated UIApplication setters; remove the key to let controllers decide")) }
        }
        switch app.info.userInterfaceStyle {
        case .light, .dark:
            if diagnoses { diagnostics.append(Diagnostic(id: "dark-mode-opt-out", severity: .info,
                message: "UIUserInterfaceStyle is '\(app.info.userInterfaceStyle == .light ? "Light" : "Dark")': the app opts out of the system appearance; Apple recommends this only temporarily")) }
        case .unspecified: break
        }
        if let (style, suffix) = app.info.statusBarStyle.value(for: device.idiom), style.isDeprecated {
            if diagnoses { diagnostics.append(Diagnostic(id: "deprecated-status-bar-api", severity: .warning,
                message: "UIStatusBarStyle\(suffix) is \(style.infoPlistName), deprecated since iOS 7: use UIStatusBarStyleLightContent")) }
        }
    }

    private mutating func ignoredPreferences() {
        var names: [String] = []
        for (i, c) in app.controllers.enumerated() where app.isOnScreen(c.id) {
            if c.preferredStatusBarStyle != nil || c.prefersStatusBarHidden != nil
                || c.childForStatusBarStyle != .kindDefault || c.childForStatusBarHidden != .kindDefault {
                names.append(quoted(i))
            }
        }
        guard !names.isEmpty else { return }
        if diagnoses { diagnostics.append(Diagnostic(id: "ignored-controller-preference", severity: .warning,
            message: "\(names.sorted().joined(separator: ", ")) answer\(names.count == 1 ? "s" : "") status bar preferences that application mode never consults: remove UIViewControllerBasedStatusBarAppearance=false or the overrides")) }
    }

    // MARK: R3

    /// The topmost visible window that can affect the status bar: highest level, then latest.
    mutating func controllingWindow() -> Int? {
        var best: Int?
        for (w, window) in app.windows.enumerated() {
            if window.hidden {
                tracer?.record(.r3, nil, "window '\(window.id)' is hidden")
                continue
            }
            if !window.canAffectStatusBarAppearance {
                tracer?.record(.r3, nil, "window '\(window.id)' cannot affect status bar appearance")
                continue
            }
            if window.root == nil {
                tracer?.record(.r3, nil, "window '\(window.id)' has no root controller")
                continue
            }
            if let b = best, app.windows[b].level > window.level { continue }
            best = w
        }
        if let w = best {
            let window = app.windows[w]
            let others = app.windows.indices.filter { $0 != w && !app.windows[$0].hidden && app.windows[$0].root != nil }
            let overlay = others.contains { app.windows[$0].level < window.level || $0 < w }
            tracer?.record(.r3, nil, "window '\(window.id)' (level \(window.level)) controls the status bar (topmost visible window)",
                          assumption: overlay ? .overlayWindow : nil)
        }
        return best
    }

    // MARK: R4

    struct Chain {
        /// The root, then each presented controller in order.
        var nodes: [Int] = []
        var decider: Int
        var deciderPosition: Int = 0
        /// The frontmost controller that covers the screen under the status bar.
        var frontmost: Int
        /// The position in `nodes` of the sheet that makes the backdrop, if one is shown.
        var backdropSheet: Int?
    }

    func outcome(of q: Int) -> PresentationOutcome {
        let c = app.controllers[q]
        var style = c.modalPresentationStyle
        var automaticFor: ModalPresentationStyle?
        if style == .automatic {
            style = platform.ios >= .iOS13 ? .pageSheet : .fullScreen
            automaticFor = style
        }
        var adaptedFrom: ModalPresentationStyle?
        let sheetLike = switch style {
        case .pageSheet, .formSheet, .popover: true
        case .automatic, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom: false
        }
        if sheetLike && platform.ios < .iOS13 && platform.isCompactWidth {
            adaptedFrom = style
            style = .fullScreen
        }
        let takes = style == .fullScreen || c.modalPresentationCapturesStatusBarAppearance
        let covers = switch style {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: true
        case .automatic, .pageSheet, .formSheet, .popover, .custom: false
        }
        // A sheet at a medium or custom detent (iOS 15) leaves its presenter in place: no backdrop.
        let partial = c.sheetDetent != .large && platform.ios >= IOSVersion(15)
        let sheet = (style == .pageSheet || style == .formSheet) && device.idiom == .phone
            && platform.isCompactWidth && platform.ios >= .iOS13 && !partial
        let sheetLikeOnPhone = (style == .pageSheet || style == .formSheet) && device.idiom == .phone
        return PresentationOutcome(effective: style, takesControl: takes, coversScreen: covers, isSheetBackdrop: sheet,
                                   automaticFor: automaticFor, adaptedFrom: adaptedFrom,
                                   partialDetent: partial && sheetLikeOnPhone ? c.sheetDetent : nil, ios: platform.ios)
    }

    mutating func presentationChain(from root: Int, record: Bool) -> Chain {
        var chain = Chain(nodes: [root], decider: root, frontmost: root)
        var level = root
        var guardCount = 0
        while let (p, q) = app.presentation(overContext: level), guardCount <= app.controllers.count {
            guardCount += 1
            let o = outcome(of: q)
            chain.nodes.append(q)
            if o.takesControl {
                chain.decider = q
                chain.deciderPosition = chain.nodes.count - 1
            }
            if o.coversScreen {
                chain.frontmost = q
                chain.backdropSheet = nil
            } else if o.isSheetBackdrop && chain.backdropSheet == nil {
                chain.backdropSheet = chain.nodes.count - 1
            }
            if record {
                if !o.takesControl { swallowedByPresentation(q, style: o.effective) }
                // (The words only for an explanation: the engine runs for every screen and era.)
                if let tracer {
                    let reason = o.reason
                    let how = reason.isEmpty ? o.effective.rawValue : "\(o.effective.rawValue) (\(reason))"
                    let verdict = o.effective == .fullScreen ? "takes control: it is full screen"
                        : o.takesControl ? "takes control: modalPresentationCapturesStatusBarAppearance is true"
                        : "does not take control: not full screen and does not capture the status bar appearance"
                    let overContext = o.effective == .currentContext || o.effective == .overCurrentContext
                    tracer.record(.r4, app.id(q), "\(quoted(p)) presents \(quoted(q)) as \(how): it \(verdict)",
                                  assumption: overContext ? .presentationCoversScreen : nil, topic: .presents)
                }
            }
            level = q
        }
        return chain
    }

    private mutating func swallowedByPresentation(_ q: Int, style: ModalPresentationStyle) {
        guard diagnoses else { return }
        var i = q
        var steps = 0
        while steps <= app.controllers.count {
            let c = app.controllers[i]
            if c.preferredStatusBarStyle != nil || c.prefersStatusBarHidden != nil {
                if diagnoses { diagnostics.append(Diagnostic(id: "preference-swallowed-by-presentation", severity: .warning,
                    message: "\(quoted(i)) answers status bar preferences but \(quoted(q)) is presented as \(style.rawValue), which does not capture the status bar: set modalPresentationCapturesStatusBarAppearance = true on '\(app.id(q))'",
                    controller: app.id(i))) }
                return
            }
            guard let next = child(of: i, hidden: false) else { return }
            i = next.node
            steps += 1
        }
    }

    // MARK: R5, R7 descent

    /// Why a controller forwards to a child; turned into words only when explaining.
    enum ChildReason {
        case override(ControllerID)
        case navigationTop(barHidden: Bool)
        case selectedTab(Int)

        func text(_ member: String) -> String {
            switch self {
            case .override(let id): "\(member) is overridden to return '\(id)'"
            case .navigationTop(true): "its navigation bar is hidden, so \(member) is the top controller"
            case .navigationTop(false): "a navigation controller's \(member) is its top controller"
            case .selectedTab(let index): "a tab bar controller's \(member) is its selected controller (tab \(index))"
            }
        }
    }

    /// The child a controller forwards to, and why; `nil` when it decides itself.
    func child(of i: Int, hidden: Bool) -> (node: Int, reason: ChildReason)? {
        let answer = hidden ? app.controllers[i].childForStatusBarHidden : app.controllers[i].childForStatusBarStyle
        switch answer {
        case .none:
            return nil
        case .controller(let id):
            guard let t = app.index(of: id), t != i, app.isContained(t, in: i) else { return nil }
            return (t, .override(id))
        case .kindDefault:
            switch app.controllers[i].kind {
            case .viewController, .container, .split, .page:
                return nil
            case .navigation:
                guard let top = app.childIndices[i].last else { return nil }
                if hidden { return (top, .navigationTop(barHidden: false)) }
                return app.navigationBarHidden(i) ? (top, .navigationTop(barHidden: true)) : nil
            case .tabBar:
                let selected = app.selectedTab(i)
                guard app.childIndices[i].indices.contains(selected) else { return nil }
                return (app.childIndices[i][selected], .selectedTab(selected))
            }
        }
    }

    mutating func descend(from start: Int, hidden: Bool) -> Int {
        let rule: Rule = hidden ? .r7 : .r5
        let member = hidden ? "childForStatusBarHidden" : "childForStatusBarStyle"
        var i = start
        var steps = 0
        while steps <= app.controllers.count {
            steps += 1
            if let (next, reason) = child(of: i, hidden: hidden) {
                tracer?.record(rule, app.id(i), "\(quoted(i)): \(reason.text(member)) → \(quoted(next))", topic: .forwardsToChild)
                i = next
                continue
            }
            stop(at: i, hidden: hidden, rule: rule, member: member)
            break
        }
        return i
    }

    /// Records why the descent stops at `i` (the kind's default or an override returning nil).
    private mutating func stop(at i: Int, hidden: Bool, rule: Rule, member: String) {
        let answer = hidden ? app.controllers[i].childForStatusBarHidden : app.controllers[i].childForStatusBarStyle
        let kind = app.controllers[i].kind
        if case .controller(let id) = answer {
            tracer?.record(rule, app.id(i), "\(quoted(i)): \(member) returns '\(id)', which is not one of its current children: it decides", topic: .overrideKeepsDecision)
            if diagnoses { diagnostics.append(Diagnostic(id: "invalid-child-controller", severity: .error,
                message: "\(member) of \(quoted(i)) returns '\(id)', which is not one of its children", controller: app.id(i))) }
        } else if answer == .none {
            tracer?.record(rule, app.id(i), "\(quoted(i)): \(member) is overridden to return nil: it decides", topic: .overrideKeepsDecision)
        } else if kind == .navigation {
            tracer?.record(rule, app.id(i), "\(quoted(i)): its navigation bar is visible, so \(member) is nil: the navigation controller decides", topic: .visibleBarKeepsDecision)
            if !hidden, let top = app.childIndices[i].last, let topStyle = app.controllers[top].preferredStatusBarStyle {
                if diagnoses { diagnostics.append(Diagnostic(id: "preference-swallowed-by-navigation", severity: .warning,
                    message: "\(quoted(top)) answers \(topStyle.rawValue) but \(quoted(i)) shows its navigation bar and does not forward: override childForStatusBarStyle to return topViewController, or set the navigation bar's barStyle",
                    controller: app.id(top))) }
            }
        } else if kind == .split || kind == .page {
            tracer?.record(rule, app.id(i), "\(quoted(i)): a \(kind.rawValue) controller's \(member) is nil: it decides",
                           assumption: .splitAndPageDefaults, topic: .noChild)
        } else {
            tracer?.record(rule, app.id(i), "\(quoted(i)): \(member) is nil: it decides", topic: .noChild)
        }
    }

    // MARK: R6

    mutating func styleValue(of i: Int) -> StatusBarStyle {
        var style: StatusBarStyle
        if let s = app.controllers[i].preferredStatusBarStyle {
            style = s
            tracer?.record(.r6, app.id(i), "\(quoted(i)) answers preferredStatusBarStyle \(s.rawValue)", topic: .answers)
        } else if case .navigation(let n) = app.controllers[i].content {
            style = n.barStyle == .black ? .lightContent : .default
            tracer?.record(.r6, app.id(i), "\(quoted(i)) derives preferredStatusBarStyle from navigationBar.barStyle \(n.barStyle.rawValue): \(style.rawValue)", topic: .followsBarStyle)
        } else {
            style = .default
            tracer?.record(.r6, app.id(i), "\(quoted(i)) does not override preferredStatusBarStyle: default", topic: .noOverride)
        }
        if style.isDeprecated { deprecatedStyle(style, by: i) }
        return style
    }

    private mutating func deprecatedStyle(_ style: StatusBarStyle, by i: Int?) {
        tracer?.record(.r6, i.map(app.id), "\(style.rawValue) is deprecated since iOS 7 and reads as lightContent")
        if diagnoses { diagnostics.append(Diagnostic(id: "deprecated-status-bar-api", severity: .warning,
            message: "\(i.map { "\(quoted($0)) answers" } ?? "the application style is") \(style.rawValue), deprecated since iOS 7: use lightContent",
            controller: i.map(app.id))) }
    }

    // MARK: R7

    mutating func hiddenValue(of i: Int) -> Bool {
        var hidden: Bool
        if let h = app.controllers[i].prefersStatusBarHidden {
            hidden = h
            tracer?.record(.r7, app.id(i), "\(quoted(i)) answers prefersStatusBarHidden \(h)", topic: .answers)
        } else if platform.isVerticallyCompact {
            hidden = true
            tracer?.record(.r7, app.id(i), "\(quoted(i)) does not override prefersStatusBarHidden: true in a vertically compact environment (iPhone landscape)", topic: .noOverride)
        } else {
            hidden = false
            tracer?.record(.r7, app.id(i), "\(quoted(i)) does not override prefersStatusBarHidden: false", topic: .noOverride)
        }
        if !hidden && device.idiom == .phone && device.sensorHousing != .none && platform.orientation.isLandscape {
            hidden = true
            tracer?.record(.r7, nil, "\(device.name) has a \(device.sensorHousing == .notch ? "notch" : "Dynamic Island"): the status bar is hidden in landscape whatever the controller says")
        }
        return hidden
    }

    // MARK: R8

    mutating func animationValue(of i: Int) -> StatusBarAnimation {
        if let a = app.controllers[i].preferredStatusBarUpdateAnimation {
            tracer?.record(.r8, app.id(i), "\(quoted(i)) decides hidden and answers preferredStatusBarUpdateAnimation \(a.rawValue)", topic: .answers)
            return a
        }
        tracer?.record(.r8, app.id(i), "\(quoted(i)) decides hidden and does not override preferredStatusBarUpdateAnimation: fade", topic: .noOverride)
        return .fade
    }

    // MARK: R9

    /// The window-level end of the chain: the window's override, Info.plist, the system.
    mutating func rootInterfaceStyle(window: Int?, record: Bool) -> InterfaceStyle {
        if let w = window, app.windows[w].overrideUserInterfaceStyle != .unspecified {
            let s = app.windows[w].overrideUserInterfaceStyle
            if record { tracer?.record(.r9, nil, "window '\(app.windows[w].id)' overrides the interface style: \(s.rawValue)", topic: .windowInterfaceStyle) }
            return s
        }
        if app.info.userInterfaceStyle != .unspecified {
            let s = app.info.userInterfaceStyle
            if record { tracer?.record(.r9, nil, "Info.plist UIUserInterfaceStyle is \(s == .dark ? "Dark" : "Light")", topic: .infoPlistInterfaceStyle) }
            return s
        }
        let s = platform.appearance.interfaceStyle
        if record { tracer?.record(.r9, nil, "the system appearance is \(s.rawValue)") }
        return s
    }

    /// Effective interface style of a controller: own override, a parent's override for it, the
    /// parent's (container, presentation controller, presenter) style, the window, Info.plist, the system.
    /// `quiet` resolves without recording (for colors of other controllers).
    mutating func interfaceStyle(of start: Int, quiet: Bool = false) -> InterfaceStyle {
        let tracer = quiet ? nil : self.tracer
        var i = start
        var steps = 0
        while steps <= app.controllers.count {
            steps += 1
            let own = app.controllers[i].overrideUserInterfaceStyle
            if own != .unspecified {
                tracer?.record(.r9, app.id(start), "\(quoted(start)) is \(own.rawValue): \(i == start ? "its own" : "\(quoted(i))'s") overrideUserInterfaceStyle", topic: i == start ? .ownInterfaceStyle : nil)
                return own
            }
            switch app.parents[i] {
            case .container(let p)?:
                if !app.controllers[p].overrideTraitCollectionForChildren.isEmpty,
                   let s = app.controllers[p].overrideTraitCollectionForChildren[app.id(i)], s != .unspecified {
                    tracer?.record(.r9, app.id(start), "\(quoted(start)) is \(s.rawValue): \(quoted(p)) overrides the trait collection for \(quoted(i))")
                    return s
                }
                i = p
            case .presenter(let p)?:
                if let s = app.controllers[i].presentationOverrideUserInterfaceStyle, s != .unspecified {
                    tracer?.record(.r9, app.id(start), "\(quoted(start)) is \(s.rawValue): the presentation controller of \(quoted(i)) overrides its trait collection")
                    return s
                }
                i = p
            case .window(let w)?:
                let s = rootInterfaceStyle(window: w, record: false)
                tracer?.record(.r9, app.id(start), "\(quoted(start)) is \(s.rawValue): inherited from \(describeRootStyle(window: w))", topic: .inheritedInterfaceStyle(fromWindow: inheritsFromWindow(w)))
                return s
            case nil:
                let s = rootInterfaceStyle(window: nil, record: false)
                tracer?.record(.r9, app.id(start), "\(quoted(start)) is \(s.rawValue): inherited from \(describeRootStyle(window: nil))", topic: .inheritedInterfaceStyle(fromWindow: inheritsFromWindow(nil)))
                return s
            }
        }
        return platform.appearance.interfaceStyle
    }

    /// Whether the window-level end of the chain is the window's own override.
    private func inheritsFromWindow(_ window: Int?) -> Bool {
        window.map { app.windows[$0].overrideUserInterfaceStyle != .unspecified } ?? false
    }

    private func describeRootStyle(window: Int?) -> String {
        if let w = window, inheritsFromWindow(w) {
            return "window '\(app.windows[w].id)' overrideUserInterfaceStyle"
        }
        if app.info.userInterfaceStyle != .unspecified { return "Info.plist UIUserInterfaceStyle" }
        return "the system appearance"
    }

    mutating func content(for style: StatusBarStyle, interface: InterfaceStyle, background: RGBA?,
                          decider: Int?) -> StatusBarContent {
        let ios = platform.ios
        let modern = ios >= .iOS13
        switch style {
        case .lightContent, .blackOpaque, .blackTranslucent:
            tracer?.record(.r9, nil, "\(style.rawValue) draws light content, on every iOS version")
            return .light
        case .darkContent where modern:
            tracer?.record(.r9, nil, "darkContent draws dark content, on every iOS version from 13")
            return .dark
        case .darkContent, .default:
            if style == .darkContent {
                tracer?.record(.r9, nil, "darkContent exists from iOS 13; on iOS \(ios) it reads as default")
            }
            guard modern else {
                tracer?.record(.r9, nil, "on iOS \(ios) (before 13), default draws dark content")
                return .dark
            }
            let policy = platform.defaultStylePolicy.effective(on: ios)
            // Built only when explaining: resolution without an explanation allocates no text.
            var why: String {
                platform.defaultStylePolicy == .byVersion
                    ? (policy == .adaptive ? "on iOS \(ios) (17 and later), default adapts to the content below" : "on iOS \(ios) (13 to 16), default follows the interface style")
                    : "with the \(policy.rawValue) policy chosen by the scenario, default \(policy == .adaptive ? "adapts to the content below" : "follows the interface style")"
            }
            if policy == .adaptive {
                guard let background else {
                    tracer?.record(.r9, nil, "\(why); the background under the bar is not known here: the content is adaptive, readable and not predicted",
                                   assumption: .adaptiveDefault)
                    return .adaptive
                }
                let pick: StatusBarContent = Contrast.lightIsBetter(on: background.relativeLuminance) ? .light : .dark
                tracer?.record(.r9, nil, "\(why): on \(background.hex) \(pick.rawValue) content has the higher contrast",
                               assumption: .adaptiveDefault)
                return pick
            }
            let content: StatusBarContent = interface == .dark ? .light : .dark
            tracer?.record(.r9, nil, "\(why): in \(interface == .dark ? "dark" : "light") interface style it draws \(content.rawValue) content")
            return content
        }
    }

    // MARK: R11

    func geometry(hidden: Bool) -> Double {
        hidden ? 0 : device.statusBarHeight(in: platform.orientation)
    }

    // MARK: R12

    mutating func background(window w: Int, chain: Chain) -> Backdrop? {
        if chain.backdropSheet != nil {
            let color = (app.windows[w].background ?? DynamicColor(.black)).resolved(for: rootInterfaceStyle(window: w, record: false))
            return Backdrop(color: color.composited(over: .black), source: .sheetBackdrop(window: app.windows[w].id))
        }
        return topOfView(chain.frontmost, window: w)
    }

    /// What the top of a controller's view shows, descending through containers.
    mutating func topOfView(_ start: Int, window w: Int) -> Backdrop {
        var i = start
        var steps = 0
        while steps <= app.controllers.count {
            steps += 1
            switch app.controllers[i].kind {
            case .navigation:
                if !app.navigationBarHidden(i) {
                    guard case .navigation(let n) = app.controllers[i].content else { break }
                    let declared = n.barTintColor ?? (n.barStyle == .black ? SystemColors.blackBarBackground : SystemColors.barBackground)
                    let style = interfaceStyle(quietlyOf: i)
                    var color = declared.resolved(for: style)
                    // A transparent bar (clear, as a bar at the scroll edge from iOS 15 without an
                    // appearance that makes it opaque) shows what lies under it: the top child's view.
                    if color.alpha == 0, let top = app.childIndices[i].last {
                        tracer?.record(.r12, app.id(i), "\(quoted(i))'s navigation bar is transparent: the top of \(quoted(top))'s view shows through it")
                        i = top
                        continue
                    }
                    if !color.isOpaque, let top = app.childIndices[i].last {
                        color = color.composited(over: ownBackground(top, window: w))
                    }
                    tracer?.record(.r12, app.id(i), "\(quoted(i)) shows its navigation bar: \(color.hex) under the status bar",
                                   assumption: n.barTintColor == nil ? .barBackground : nil, topic: .navigationBarBackground)
                    return Backdrop(color: color, source: .navigationBar(app.id(i)))
                }
                guard let top = app.childIndices[i].last else { break }
                i = top
                continue
            case .tabBar:
                let selected = app.selectedTab(i)
                if app.childIndices[i].indices.contains(selected) {
                    i = app.childIndices[i][selected]
                    continue
                }
            case .split, .page:
                if let first = app.childIndices[i].first {
                    tracer?.record(.r12, app.id(i), "\(quoted(i)) shows '\(app.id(first))' under the status bar", assumption: .containerBackground)
                    i = first
                    continue
                }
            case .viewController, .container:
                break
            }
            let color = ownBackground(i, window: w)
            tracer?.record(.r12, app.id(i), "the top of \(quoted(i))'s view is \(color.hex)\(app.controllers[i].background == nil ? " (systemBackground)" : "")",
                           assumption: app.controllers[i].kind == .container ? .containerBackground : nil, topic: .topOfView)
            return Backdrop(color: color, source: .view(app.id(i)))
        }
        return Backdrop(color: .black, source: .window(app.windows[w].id))
    }

    /// A controller's own background, composited over what is behind it when not opaque.
    mutating func ownBackground(_ i: Int, window w: Int) -> RGBA {
        var color = (app.controllers[i].background ?? SystemColors.systemBackground).resolved(for: interfaceStyle(quietlyOf: i))
        var j = i
        var steps = 0
        while !color.isOpaque && steps <= app.controllers.count {
            steps += 1
            switch app.parents[j] {
            case .container(let p)?:
                let behind = (app.controllers[p].background ?? SystemColors.systemBackground).resolved(for: interfaceStyle(quietlyOf: p))
                color = color.composited(over: behind)
                j = p
            case .presenter(let p)?:
                var quiet = Resolver(app: app, tracer: nil)
                color = color.composited(over: quiet.topOfView(app.contextRoot(p), window: w).color)
                return color
            case .window?, nil:
                let windowColor = (app.windows[w].background ?? DynamicColor(.black)).resolved(for: rootInterfaceStyle(window: w, record: false))
                return color.composited(over: windowColor.composited(over: .black))
            }
        }
        return color
    }

    /// The interface style of a controller without recording steps.
    mutating func interfaceStyle(quietlyOf i: Int) -> InterfaceStyle {
        interfaceStyle(of: i, quiet: true)
    }
}
