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
    /// `UIApplication.shared.statusBarStyle = …` / `setStatusBarStyle(_:animated:)` while launching.
    package var launchStyle: StatusBarStyle?
    package var launchStyleLocation: SourceLocation?
    /// `isStatusBarHidden = …` / `setStatusBarHidden(_:with:)` while launching.
    package var launchHidden: Bool?
    /// `UINavigationBar.appearance().barStyle`.
    package var navigationBarStyle: BarStyle?
    /// The navigation bar appearance proxy's background: `UINavigationBar.appearance().barTintColor`,
    /// or its `standardAppearance`/`scrollEdgeAppearance` (see `BarBackground`); unknown when a
    /// proxy for bars inside some containers sets one.
    package var navigationBarTint: ColorSpec?
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

    /// Functions that run while the app launches, before the first screen's first layout.
    static func isLaunchFunction(_ name: String?) -> Bool {
        guard let name else { return false }
        return name == "application" || name == "scene" || name.hasPrefix("application:didFinishLaunching")
            || name.hasPrefix("application:willFinishLaunching") || name.hasPrefix("scene:willConnectToSession")
    }

    package init(sources: [SourceFacts]) {
        self.init()
        var windowStyles: Set<InterfaceStyle> = []
        var launchStyles: Set<StatusBarStyle> = []
        var proxyBackground = BarBackground()
        var containedProxy: Assignment?
        defer {
            navigationBarTint = proxyBackground.color(owner: "the navigation bar appearance proxy")
            if let containedProxy {
                navigationBarTint = .unknown("the navigation bar appearance proxy for bars in some containers sets '\(containedProxy.watched?.memberName ?? containedProxy.property.name)' at \(containedProxy.location)")
            }
            if windowStyles.count == 1, let only = windowStyles.first, only != .unspecified { windowInterfaceStyle = only }
            if launchStyles.count > 1 { launchStyle = nil; launchStyleLocation = nil }
        }
        for facts in sources {
            for a in facts.assignments {
                let proxy = a.controller.hasPrefix("UINavigationBar.appearance") || a.receiver.hasPrefix("UINavigationBar.appearance")
                guard let property = a.watched else { continue }
                switch (property, a.value) {
                case (.overrideUserInterfaceStyle, let value) where a.receiver.lowercased().hasSuffix("window"):
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
                    }
                    windowInterfaceStyleLocation = windowInterfaceStyleLocation ?? a.location
                case (.navigationBarStyle, .enumCase(let c)) where proxy:
                    if navigationBarStyle == nil { navigationBarStyle = c == "black" || c == "blackTranslucent" ? .black : .default }
                    navigationBarLocation = navigationBarLocation ?? a.location
                case (let property, _) where proxy && property.owner == .navigationBar:
                    // `appearance(whenContainedInInstancesOf:)` reaches only the bars inside some
                    // containers, which the audit does not tell apart: every bar's background is unknown.
                    if a.receiver.contains("whenContainedIn") || a.controller.contains("whenContainedIn") {
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
            for use in facts.deprecatedUses where AppWideSettings.isLaunchFunction(use.enclosingFunction) {
                switch (use.api, use.access, use.value) {
                case (.setStatusBarStyle, .call, .enumCase(let c)?), (.statusBarStyle, .write, .enumCase(let c)?):
                    if let style = StatusBarStyle(rawValue: c) {
                        launchStyles.insert(style)
                        if launchStyle == nil { launchStyle = style; launchStyleLocation = use.location }
                    }
                case (.setStatusBarHidden, .call, .bool(let b)?), (.isStatusBarHidden, .write, .bool(let b)?):
                    if launchHidden == nil { launchHidden = b }
                default:
                    break
                }
            }
        }
    }
}
