import Foundation
import SourceModel
import StatusBarEngine

/// Settings the app's code makes for every screen (issue "iOS versions", point 7): the window's
/// interface style, the application status bar set at launch in application mode, and the
/// navigation bar appearance proxy. Read from the app's own sources.
package struct AppWideSettings: Sendable, Hashable {
    /// `window.overrideUserInterfaceStyle = …` (app or scene delegate, a window subclass), when every
    /// such assignment of the app sets the same style.
    package var windowInterfaceStyle: InterfaceStyle?
    package var windowInterfaceStyleLocation: SourceLocation?
    /// The styles the window may be given when the app gives it more than one, or one read at run
    /// time (`window.overrideUserInterfaceStyle = theme.interfaceStyle`, a user's setting): each a
    /// possibility, the system's appearance (`unspecified`) among them for a value not literal.
    package var windowInterfaceStyleChoice: InterfaceStyleChoice?
    /// `window.backgroundColor = …`: what shows behind the presenter a sheet pushes back (R4's
    /// backdrop), black where the app sets none; one color wherever it is set, else unknown.
    package var windowBackground: ColorSpec?
    /// `UIApplication.shared.statusBarStyle = …` / `setStatusBarStyle(_:animated:)` while launching.
    package var launchStyle: StatusBarStyle?
    package var launchStyleLocation: SourceLocation?
    /// `isStatusBarHidden = …` / `setStatusBarHidden(_:with:)` while launching.
    package var launchHidden: Bool?
    /// Application mode: the styles and visibilities code sets on the application after launch
    /// (literal values; `setStatusBarStyle(.lightContent, animated: true)` in a controller): what
    /// a screen that sets none itself shows depends on which ran last.
    package var laterStyles: Set<StatusBarStyle> = []
    package var laterHidden: Set<Bool> = []
    /// `UINavigationBar.appearance().barStyle`.
    package var navigationBarStyle: BarStyle?
    /// The navigation bar appearance proxy's background: `UINavigationBar.appearance().barTintColor`,
    /// or its `standardAppearance`/`scrollEdgeAppearance` (see `BarBackground`); unknown when a
    /// proxy for bars inside some containers sets one.
    package var navigationBarTint: ColorSpec?
    /// The proxy's `scrollEdgeAppearance` background: what its bars show at the scroll edge from
    /// iOS 15 (``NavigationContext/effectiveBarEdgeTint``).
    package var navigationBarEdgeTint: ColorSpec?
    /// The first place the app gives a bar a scroll-edge appearance that the audit does not tie to
    /// the bars it reaches (a bar held in a local or a property, a helper in an extension of a UIKit
    /// class), if it does.
    package var untiedEdgeLocation: SourceLocation?

    /// What a navigation bar shows at the scroll edge (iOS 15 and later) when nothing the audit
    /// ties to it gives it a scroll-edge appearance: transparent (`nil`), unless the app gives bars
    /// one somewhere it cannot tie to them: then it is not known.
    package var unsetBarEdge: ColorSpec? {
        untiedEdgeLocation.map {
            .unknown("the app gives a navigation bar a scrollEdgeAppearance at \($0), which the audit does not tie to the bars it reaches: "
                     + "whether this bar is transparent at the scroll edge is not known")
        }
    }
    package var navigationBarLocation: SourceLocation?
    /// The first place the app makes a navigation bar transparent (an empty background image, on
    /// a bar or on the proxy; often in a helper, `nav.setClearNavbar()`, that the audit does not
    /// tie to the bars it is called on).
    package var transparentBarLocation: SourceLocation?

    /// What lies under a navigation bar whose background nothing in the app sets: the system bar
    /// background, unless the app makes bars transparent somewhere: then it is not known (what
    /// lies under a transparent bar shows through it).
    package var unsetBarBackground: ColorSpec? {
        transparentBarLocation.map {
            .unknown("the app makes navigation bars transparent at \($0) (an empty background image): under a bar whose background nothing sets lies what shows through it")
        }
    }

    /// What any controller of the app answers when it decides (``DeciderAnswers``), set once the
    /// app's classes are known; `nil` before (then a decider the audit does not know stays unknown).
    package var deciders: DeciderAnswers?
    /// Before iOS 13.4 the app's own overrides in extensions of UIKit classes (categories in
    /// Objective-C) are called (uikit-rules.md): what each class that descends from an extended
    /// UIKit class answers then (``AnswerBuilder/answers(for:withExtensionsOf:)``), by class name.
    /// Empty when the app extends none, or runs on no version before 13.4.
    package var answersBefore13_4: [String: ClassAnswers] = [:]
    /// The colors the app declares on a color type (``ColorDefinition``) with one value: `.card`
    /// where a color goes is that value. A name declared with two values is left out.
    package var definedColors: [String: ColorValue] = [:]

    /// Where the app gives navigation bars a background image (on a bar or on the proxy), if it does.
    package var barImageLocation: SourceLocation?

    /// What lies under a navigation bar when the app gives bars a background image: that image,
    /// which the audit does not read (it covers any bar tint). `nil` when the app sets none.
    package var barImageBackground: ColorSpec? {
        barImageLocation.map {
            .unknown("the app gives navigation bars a background image at \($0): what lies under the bar is that image, which the audit does not read")
        }
    }

    package init() {}

    /// An assignment on a bar the audit does not tie to a controller class: one held in a local or
    /// a property (`nav.navigationBar.…`), or `self`'s in an extension of a UIKit class (a helper
    /// every navigation controller has).
    static func isUntied(_ a: Assignment) -> Bool {
        switch a.target {
        case .named: true
        case .ownController, .navigationController: a.enclosingType.map { $0.hasPrefix("UI") } ?? true
        case .appearanceProxy, .window: false
        }
    }

    /// A receiver naming the app's window (`window`, `self.window`, `mainWindow`, `keyWindow`,
    /// `windows.first`), not another window of the app's (`overlayWindow`, `toolWindow`: windows
    /// over the app's, whose background is not behind a sheet).
    static func namesMainWindow(_ receiver: String) -> Bool {
        let text = Assignment.windowReceiverText(receiver)
        let name = text.split(separator: ".").last.map(String.init) ?? text
        return ["window", "mainwindow", "keywindow", "appwindow", "first", "last"].contains(name)
            && (name != "first" && name != "last" || text.hasSuffix("windows.first") || text.hasSuffix("windows.last"))
    }

    /// Functions that run while the app launches, before the first screen's first layout.
    static func isLaunchFunction(_ name: String?) -> Bool {
        name.flatMap(LifecycleMethod.init(function:)) == .launch
    }

    package init(sources: [SourceFacts]) {
        self.init()
        // The app's own colors: a name declared once, or always with the same value.
        var definitions: [String: Set<ColorValue>] = [:]
        for facts in sources { for d in facts.colorDefinitions { definitions[d.name, default: []].insert(d.value) } }
        definedColors = definitions.compactMapValues { $0.count == 1 ? $0.first : nil }
        var windowStyles: Set<InterfaceStyle> = []
        var windowRunTime: Assignment?
        var launchStyles: Set<StatusBarStyle> = []
        var proxyBackground = BarBackground()
        var containedProxy: Assignment?
        var later: [(use: DeprecatedUse, setting: DeprecatedUse.ApplicationSetting)] = []
        defer {
            // A class that sets a value and sets another back (as it disappears, or as what it shows
            // is dismissed: a photo browser hiding the bar) leaves the bar as it found it.
            var values: [String: Set<DeprecatedUse.ApplicationSetting>] = [:]
            var restores: Set<String> = []
            for (use, setting) in later {
                let key = (use.enclosingType ?? "") + (setting.isStyle ? "#style" : "#hidden")
                values[key, default: []].insert(setting)
                if use.lifecycleMethod?.isOnDisappear == true { restores.insert(key) }
            }
            for (key, set) in values where set.count > 1 { restores.insert(key) }
            for (use, setting) in later {
                if restores.contains((use.enclosingType ?? "") + (setting.isStyle ? "#style" : "#hidden")) { continue }
                switch setting {
                case .style(let style): laterStyles.insert(style)
                case .hidden(let hidden): laterHidden.insert(hidden)
                }
            }
            navigationBarTint = proxyBackground.color(owner: "the navigation bar appearance proxy")
            navigationBarEdgeTint = proxyBackground.edgeColor(owner: "the navigation bar appearance proxy")
            if let containedProxy {
                let why = ColorSpec.unknown("the navigation bar appearance proxy for bars in some containers sets '\(containedProxy.watched?.memberName ?? containedProxy.property.name)' at \(containedProxy.location)")
                navigationBarTint = why
                // Only its scroll-edge appearance shows at the scroll edge (iOS 15 and later).
                if containedProxy.watched?.barBackgroundSlot == .scrollEdgeAppearance { navigationBarEdgeTint = why }
            }
            if windowStyles.count == 1, let only = windowStyles.first, only != .unspecified { windowInterfaceStyle = only }
            if windowInterfaceStyle == nil, let location = windowInterfaceStyleLocation, windowRunTime != nil || windowStyles.count > 1 {
                let styles = windowRunTime != nil ? InterfaceStyle.allCases : InterfaceStyle.allCases.filter(windowStyles.contains)
                windowInterfaceStyleChoice = InterfaceStyleChoice(styles: styles, argumentText: windowRunTime?.valueText ?? "",
                                                                  location: windowRunTime?.location ?? location)
            }
            if launchStyles.count > 1 { launchStyle = nil; launchStyleLocation = nil }
        }
        for facts in sources {
            for a in facts.assignments {
                let proxy = a.target == .appearanceProxy
                guard let property = a.watched else { continue }
                switch (property, a.value) {
                case (.overrideUserInterfaceStyle, let value) where a.isOnWindow:
                    // Only one value everywhere counts: a theme switch (light, dark or unspecified
                    // by the user's choice) is run-time state, not an app-wide setting.
                    // A value that is not one of the styles (a setting read at run time) counts as
                    // unspecified: it blocks an app-wide style too.
                    // (`.dark`, `UIUserInterfaceStyle.dark`, `UIUserInterfaceStyleDark` are literals.)
                    let literal = a.valueText.trimmingCharacters(in: .whitespaces)
                        .replacingOccurrences(of: "UIUserInterfaceStyle", with: "").replacingOccurrences(of: ".", with: "")
                    if case .enumCase = value, let style = InterfaceStyle(rawValue: literal.prefix(1).lowercased() + literal.dropFirst()) {
                        windowStyles.insert(style)
                    } else {
                        windowStyles.insert(.unspecified)
                        windowRunTime = windowRunTime ?? a
                    }
                    windowInterfaceStyleLocation = windowInterfaceStyleLocation ?? a.location
                case (.windowBackgroundColor, let value) where a.isOnWindow && AppWideSettings.namesMainWindow(a.receiver):
                    let spec: ColorSpec = if case .color(let c) = value { AnswerBuilder.colorSpec(c) } else {
                        .unknown("the app sets the window's backgroundColor to '\(a.valueText)' at \(a.location)")
                    }
                    // A clear window (an overlay's, often a local named `window`) shows black behind it, as none does.
                    if spec == .system("clear") { continue }
                    // One color wherever it is set; another one makes it unknown (the first reason kept).
                    switch windowBackground {
                    case nil: windowBackground = spec
                    case .unknown?: break
                    case let known? where known != spec:
                        windowBackground = .unknown("the app sets the window's backgroundColor to several colors (\(a.valueText) at \(a.location))")
                    default: break
                    }
                case (.navigationBarStyle, .enumCase(let c)) where proxy:
                    if navigationBarStyle == nil { navigationBarStyle = BarStyle(caseName: c) }
                    navigationBarLocation = navigationBarLocation ?? a.location
                case (let property, _) where !proxy && property.barBackgroundSlot == .scrollEdgeAppearance
                    && untiedEdgeLocation == nil && AppWideSettings.isUntied(a):
                    untiedEdgeLocation = a.location
                case (let property, _) where proxy && property.owner == .navigationBar:
                    // `appearance(whenContainedInInstancesOf:)` reaches only the bars inside some
                    // containers, which the audit does not tell apart: every bar's background is unknown.
                    if a.isContainedAppearanceProxy {
                        containedProxy = containedProxy ?? a
                    } else {
                        proxyBackground.add(a)
                    }
                    navigationBarLocation = navigationBarLocation ?? a.location
                default:
                    break
                }
            }
            if transparentBarLocation == nil, let call = facts.calls.first(where: { $0.kind == .clearsNavigationBarBackground }) {
                transparentBarLocation = call.location
            }
            if barImageLocation == nil, let call = facts.calls.first(where: { $0.kind == .setsNavigationBarBackgroundImage }) {
                barImageLocation = call.location
            }
            for use in facts.deprecatedUses {
                guard let setting = use.setsApplicationStatusBar else { continue }
                guard AppWideSettings.isLaunchFunction(use.enclosingFunction) else {
                    later.append((use, setting))
                    continue
                }
                switch setting {
                case .style(let style):
                    launchStyles.insert(style)
                    if launchStyle == nil { launchStyle = style; launchStyleLocation = use.location }
                case .hidden(let hidden):
                    if launchHidden == nil { launchHidden = hidden }
                }
            }
        }
    }
}

extension DeprecatedUse {
    /// What a use sets on the application's status bar with a literal (application mode).
    package enum ApplicationSetting: Sendable, Hashable {
        case style(StatusBarStyle)
        case hidden(Bool)

        var isStyle: Bool { if case .style = self { true } else { false } }
    }

    /// `setStatusBarStyle(.lightContent, …)`, `statusBarStyle = …`, `setStatusBarHidden(true, …)`,
    /// `isStatusBarHidden = …` with a literal value; `nil` for any other use.
    package var setsApplicationStatusBar: ApplicationSetting? {
        switch (api, access, value) {
        case (.setStatusBarStyle, .call, .enumCase(let c)?), (.statusBarStyle, .write, .enumCase(let c)?):
            StatusBarStyle(rawValue: c).map(ApplicationSetting.style)
        case (.setStatusBarHidden, .call, .bool(let b)?), (.isStatusBarHidden, .write, .bool(let b)?):
            .hidden(b)
        default:
            nil
        }
    }
}

extension Assignment {
    /// Made on a window (`window.overrideUserInterfaceStyle = …`, `self.window?.…`): it applies
    /// to every screen of the window, as the appearance does.
    var isOnWindow: Bool { target == .window }
}
