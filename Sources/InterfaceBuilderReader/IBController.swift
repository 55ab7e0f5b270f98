import SourceModel

/// What kind of UIKit controller an Interface Builder element stands for.
package enum IBControllerKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `viewController`: a plain `UIViewController` (or a custom subclass of it).
    case plain
    /// `navigationController`.
    case navigation
    /// `tabBarController`.
    case tabBar
    /// `splitViewController`.
    case split
    /// `pageViewController`.
    case page
    /// `tableViewController`.
    case table
    /// `collectionViewController`.
    case collection
    /// `hostingController` (SwiftUI).
    case hosting
    /// Any other controller element (`avPlayerViewController`, `glkViewController`…).
    case other

    /// The kind for an element name; `.other` for an element this reader does not know.
    package init(element: String) {
        switch element {
        case "viewController": self = .plain
        case "navigationController": self = .navigation
        case "tabBarController": self = .tabBar
        case "splitViewController": self = .split
        case "pageViewController": self = .page
        case "tableViewController": self = .table
        case "collectionViewController": self = .collection
        case "hostingController": self = .hosting
        default: self = .other
        }
    }
}

/// `overrideUserInterfaceStyle` values as Interface Builder writes them.
package enum IBInterfaceStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case unspecified
    case light
    case dark

    /// Reads `light`/`dark`/`unspecified` (an attribute) or `0`/`1`/`2` (a runtime attribute,
    /// `UIUserInterfaceStyle`'s raw values).
    package init?(ibValue: String) {
        switch ibValue {
        case "unspecified", "0": self = .unspecified
        case "light", "1": self = .light
        case "dark", "2": self = .dark
        default: return nil
        }
    }
}

/// An interface style override found in a scene, and where it was set.
///
/// **Assumption** `IBAssumption.interfaceStyleForms`: no real file was available to check the
/// form Interface Builder writes, so these forms are read: an `overrideUserInterfaceStyle="dark"` attribute on the controller element, the same
/// attribute on the controller's root view (`<view key="view">`), and a user-defined runtime
/// attribute `overrideUserInterfaceStyle` (number 1 or 2) on the controller or its root view.
/// A view's override does not reach child controllers (R9): `setOn` keeps the difference.
package struct IBInterfaceStyleOverride: Sendable, Hashable, Codable {
    /// Which object carries the override.
    package enum Target: String, Sendable, Hashable, Codable {
        case controller
        case rootView
    }

    /// The style asked for.
    package var style: IBInterfaceStyle
    /// The controller itself, or its root view (which does not pass it to child controllers).
    package var setOn: Target
    /// `true` when it came from a user-defined runtime attribute rather than an attribute.
    package var viaRuntimeAttribute: Bool
    package var location: SourceLocation

    package init(style: IBInterfaceStyle, setOn: Target, viaRuntimeAttribute: Bool, location: SourceLocation) {
        self.style = style
        self.setOn = setOn
        self.viaRuntimeAttribute = viaRuntimeAttribute
        self.location = location
    }
}

/// A `modalPresentationStyle` as written in a storyboard (on a segue or a controller).
///
/// A struct over the raw string so that values IB adds later are kept, not lost: compare with
/// the named constants. The raw values match UIKit's case names (and the engine's).
package struct IBModalPresentationStyle: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    package var rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }

    package static let automatic = Self(rawValue: "automatic")
    package static let fullScreen = Self(rawValue: "fullScreen")
    package static let pageSheet = Self(rawValue: "pageSheet")
    package static let formSheet = Self(rawValue: "formSheet")
    package static let currentContext = Self(rawValue: "currentContext")
    package static let custom = Self(rawValue: "custom")
    package static let overFullScreen = Self(rawValue: "overFullScreen")
    package static let overCurrentContext = Self(rawValue: "overCurrentContext")
    package static let popover = Self(rawValue: "popover")
    package static let blurOverFullScreen = Self(rawValue: "blurOverFullScreen")
    package static let none = Self(rawValue: "none")

    package var description: String { rawValue }
}

/// A user-defined runtime attribute set on a controller in Interface Builder
/// (`<userDefinedRuntimeAttribute type="boolean" keyPath="…" value="YES"/>`).
package struct IBRuntimeAttribute: Sendable, Hashable, Codable {
    /// The key path set (`modalPresentationCapturesStatusBarAppearance`).
    package var keyPath: String
    /// `boolean`, `number`, `string`, `color`…
    package var type: String
    /// The value as written: the `value` attribute, or the `value` of a nested
    /// `<integer key="value">`/`<real key="value">`; `nil` for colors and other compound values.
    package var value: String?
    package var location: SourceLocation

    package init(keyPath: String, type: String, value: String?, location: SourceLocation) {
        self.keyPath = keyPath
        self.type = type
        self.value = value
        self.location = location
    }
}

/// A controller scene object (or a controller written inline inside another).
package struct IBController: Sendable, Hashable, Codable {
    /// The controller's `id` in the document.
    package var id: String
    /// The element name as written: `viewController`, `navigationController`, `tabBarController`…
    package var element: String
    /// The UIKit kind of the element (a custom class may still subclass something else).
    package var kind: IBControllerKind
    /// The class named in the identity inspector, if any.
    package var customClass: String?
    /// The module named by `customModule`; often absent, then `customModuleProvider` may say
    /// `target` (the class lives in the target that builds the storyboard).
    package var customModule: String?
    /// `target` when IB fills in the module from the building target.
    package var customModuleProvider: String?
    /// The Storyboard ID used with `instantiateViewController(withIdentifier:)`.
    package var storyboardIdentifier: String?
    /// The start of the controller's element.
    package var location: SourceLocation
    /// The `backgroundColor` of the controller's root view (`<view key="view">`,
    /// `<tableView key="view">`, `<collectionView key="view">`…).
    package var background: IBLocatedColor?
    /// The start of the root view element, if the controller has one.
    package var rootViewLocation: SourceLocation?
    /// A direct subview of the root view that covers its top edge to edge and does not draw one
    /// color (a blur, an image, a map, a web view…): what lies under the status bar is that view,
    /// not the root view's background. `nil` when none.
    package var coveringSubview: IBCoveringSubview?
    /// The interface style override set on the controller or on its root view, if any.
    package var interfaceStyle: IBInterfaceStyleOverride?
    /// The controller's own `modalPresentationStyle` attribute, if written.
    package var modalPresentationStyle: IBModalPresentationStyle?
    /// The navigation bar of a navigation controller; `nil` for every other kind.
    package var navigationBar: IBNavigationBar?
    /// User-defined runtime attributes set on the controller itself (not on its views).
    package var runtimeAttributes: [IBRuntimeAttribute]
    /// The id of the controller this one is written inside, for controllers written inline
    /// (old xibs nest a navigation controller's children); `nil` for scene controllers.
    package var enclosingControllerID: String?

    package init(
        id: String, element: String, kind: IBControllerKind? = nil, customClass: String? = nil,
        customModule: String? = nil, customModuleProvider: String? = nil, storyboardIdentifier: String? = nil,
        location: SourceLocation, background: IBLocatedColor? = nil, rootViewLocation: SourceLocation? = nil,
        interfaceStyle: IBInterfaceStyleOverride? = nil, modalPresentationStyle: IBModalPresentationStyle? = nil,
        navigationBar: IBNavigationBar? = nil, runtimeAttributes: [IBRuntimeAttribute] = [],
        enclosingControllerID: String? = nil
    ) {
        self.id = id
        self.element = element
        self.kind = kind ?? IBControllerKind(element: element)
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.storyboardIdentifier = storyboardIdentifier
        self.location = location
        self.background = background
        self.rootViewLocation = rootViewLocation
        self.interfaceStyle = interfaceStyle
        self.modalPresentationStyle = modalPresentationStyle
        self.navigationBar = navigationBar
        self.runtimeAttributes = runtimeAttributes
        self.enclosingControllerID = enclosingControllerID
    }

    /// The class UIKit instantiates: `customClass`, else the UIKit class of the element.
    package var className: String {
        if let customClass, !customClass.isEmpty { return customClass }
        return IBController.uikitClass(forElement: element) ?? element
    }

    /// The UIKit class behind an element name (`navigationController` → `UINavigationController`).
    package static func uikitClass(forElement element: String) -> String? {
        switch element {
        case "viewController": "UIViewController"
        case "navigationController": "UINavigationController"
        case "tabBarController": "UITabBarController"
        case "splitViewController": "UISplitViewController"
        case "pageViewController": "UIPageViewController"
        case "tableViewController": "UITableViewController"
        case "collectionViewController": "UICollectionViewController"
        case "hostingController": "UIHostingController"
        case "avPlayerViewController": "AVPlayerViewController"
        case "glkViewController": "GLKViewController"
        default: nil
        }
    }

    /// The value of a user-defined runtime attribute on the controller, if set.
    package func runtimeAttribute(_ keyPath: String) -> IBRuntimeAttribute? {
        runtimeAttributes.last { $0.keyPath == keyPath }
    }
}

/// A navigation bar's `barStyle`, normalised: `black`, `blackOpaque` and `blackTranslucent`
/// are all `black` (UIKit treats them alike for the status bar, R6).
package enum IBBarStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case `default`
    case black
}

/// One of the iOS 13+ bar appearances of a navigation bar
/// (`<navigationBarAppearance key="standardAppearance">`).
package struct IBBarAppearance: Sendable, Hashable, Codable {
    /// `standardAppearance`, `scrollEdgeAppearance`, `compactAppearance`, `compactScrollEdgeAppearance`.
    package var key: String
    /// The appearance's `<color key="backgroundColor">`, if set.
    package var background: IBLocatedColor?
    package var location: SourceLocation

    package init(key: String, background: IBLocatedColor? = nil, location: SourceLocation) {
        self.key = key
        self.background = background
        self.location = location
    }
}

/// The navigation bar of a navigation controller: the `<navigationBar key="navigationBar">` child
/// of a `navigationController` element, plus the controller's `navigationBarHidden`.
///
/// A `barStyle` anywhere else (a toolbar, a tab bar, a search bar, a free-standing navigation
/// bar in a view, `simulatedNavigationBarMetrics`…) is not this bar's and is never read here.
package struct IBNavigationBar: Sendable, Hashable, Codable {
    /// `navigationBarHidden="YES"` on the navigation controller.
    package var hidden: Bool
    /// The normalised `barStyle` (R6: `black` gives light content).
    package var barStyle: IBBarStyle
    /// The `barStyle` attribute as written, `nil` when absent (then `default`).
    package var barStyleAttribute: String?
    /// `translucent="NO"` makes it `false`; absent is `true` (UIKit's default).
    package var translucent: Bool
    /// The `<color key="barTintColor">` of the bar.
    package var barTintColor: IBLocatedColor?
    /// The iOS 13+ appearances, by key.
    package var standardAppearance: IBBarAppearance?
    package var scrollEdgeAppearance: IBBarAppearance?
    package var compactAppearance: IBBarAppearance?
    package var compactScrollEdgeAppearance: IBBarAppearance?
    /// The start of the `<navigationBar>` element; `nil` when the controller has none written.
    package var location: SourceLocation?

    package init(
        hidden: Bool = false, barStyle: IBBarStyle = .default, barStyleAttribute: String? = nil,
        translucent: Bool = true, barTintColor: IBLocatedColor? = nil,
        standardAppearance: IBBarAppearance? = nil, scrollEdgeAppearance: IBBarAppearance? = nil,
        compactAppearance: IBBarAppearance? = nil, compactScrollEdgeAppearance: IBBarAppearance? = nil,
        location: SourceLocation? = nil
    ) {
        self.hidden = hidden
        self.barStyle = barStyle
        self.barStyleAttribute = barStyleAttribute
        self.translucent = translucent
        self.barTintColor = barTintColor
        self.standardAppearance = standardAppearance
        self.scrollEdgeAppearance = scrollEdgeAppearance
        self.compactAppearance = compactAppearance
        self.compactScrollEdgeAppearance = compactScrollEdgeAppearance
        self.location = location
    }
}

/// A subview that covers the top of a controller's root view (see `IBController.coveringSubview`).
package struct IBCoveringSubview: Sendable, Hashable, Codable {
    /// The element's name: `visualEffectView`, `imageView`, `mapView`, `wkWebView`…
    package var element: String
    package var location: SourceLocation
    /// For a plain view that fills the root view (a container of the whole content), its
    /// background color: what lies under the status bar, in place of the root view's.
    package var color: IBLocatedColor?

    package init(element: String, location: SourceLocation, color: IBLocatedColor? = nil) {
        self.element = element
        self.location = location
        self.color = color
    }

    /// Views whose content is not one color: under the status bar they make the background unknown.
    /// A plain scroll view is one: it is clear, and what lies under the bar is the content it
    /// scrolls there (on real apps, a gradient or an image inside it). Table and collection views
    /// are left out: their background color is usually what shows, and their scrolling content is
    /// the next step of the model.
    package static let elements: Set<String> = [
        "visualEffectView", "imageView", "mapView", "wkWebView", "webView", "sceneKitView", "arscnView",
        "arskView", "skView", "mtkView", "glkView", "scrollView", "containerView",
    ]
}
