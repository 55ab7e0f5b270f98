/// The methods UIKit runs as a controller or the app goes through its life, named once for both
/// languages: a function the readers record by its Swift base name (`viewWillAppear`) or its
/// Objective-C selector (`viewWillAppear:`) is classified here, so no rule or model step matches
/// either spelling by hand.
package enum LifecycleMethod: Sendable, Hashable, CaseIterable {
    /// `init`, an Objective-C `init` or `initWith…` selector.
    case initializer
    /// `deinit`, `dealloc`.
    case deinitializer
    case awakeFromNib
    case loadView
    case viewDidLoad
    case viewWillAppear
    case viewDidAppear
    case viewWillLayoutSubviews
    case viewWillDisappear
    case viewDidDisappear
    /// The app delegate's or scene delegate's methods as the app launches: any Swift
    /// `application(…)` or `scene(…)` (recorded by base name), `application:didFinishLaunching…`,
    /// `application:willFinishLaunching…`, `scene:willConnectToSession…`.
    case launch

    /// The method a recorded function name is, `nil` for any other function.
    package init?(function name: String) {
        switch name {
        case "init": self = .initializer
        case "deinit", "dealloc": self = .deinitializer
        case "application", "scene": self = .launch
        default:
            if name.hasPrefix("application:didFinishLaunching") || name.hasPrefix("application:willFinishLaunching")
                || name.hasPrefix("scene:willConnectToSession") {
                self = .launch
                return
            }
            if name.hasPrefix("initWith") {
                self = .initializer
                return
            }
            // A Swift base name, or the selector with its one argument (`viewWillAppear:`).
            let base = name.hasSuffix(":") && name.firstIndex(of: ":") == name.index(before: name.endIndex) ? String(name.dropLast()) : name
            switch base {
            case "awakeFromNib": self = .awakeFromNib
            case "loadView": self = .loadView
            case "viewDidLoad": self = .viewDidLoad
            case "viewWillAppear": self = .viewWillAppear
            case "viewDidAppear": self = .viewDidAppear
            case "viewWillLayoutSubviews": self = .viewWillLayoutSubviews
            case "viewWillDisappear": self = .viewWillDisappear
            case "viewDidDisappear": self = .viewDidDisappear
            default: return nil
            }
        }
    }

    /// A view's event (`viewDidLoad` to `viewDidDisappear`), whose overrides call their superclass's
    /// to run its code: an override without that call cuts it off (``MethodCalls/withoutSuper``).
    /// Not `loadView`, which overrides make the view instead of `super`.
    package var isViewEvent: Bool {
        switch self {
        case .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillLayoutSubviews, .viewWillDisappear, .viewDidDisappear: true
        case .initializer, .deinitializer, .awakeFromNib, .loadView, .launch: false
        }
    }

    /// Runs before the controller is first displayed (or after it is gone): what it sets there is
    /// its state when it appears.
    package var runsBeforeDisplay: Bool {
        switch self {
        case .initializer, .deinitializer, .awakeFromNib, .loadView, .viewDidLoad, .viewWillAppear: true
        case .viewDidAppear, .viewWillLayoutSubviews, .viewWillDisappear, .viewDidDisappear, .launch: false
        }
    }

    /// Where a child sets its navigation controller's bar while on top, the most telling first:
    /// `viewWillAppear` runs each time it comes on top, then `viewDidAppear`, `viewDidLoad`,
    /// `viewWillLayoutSubviews`.
    package static let barWhileOnTopOrder: [LifecycleMethod] = [.viewWillAppear, .viewDidAppear, .viewDidLoad, .viewWillLayoutSubviews]

    /// Runs each time the controller comes on screen.
    package var isOnAppear: Bool { self == .viewWillAppear || self == .viewDidAppear }
    /// Runs as the controller leaves the screen.
    package var isOnDisappear: Bool { self == .viewWillDisappear || self == .viewDidDisappear }
}

extension LifecycleMethod {
    /// True for a function that runs before the controller is displayed (or after it is gone):
    /// Swift names (`init`, `viewWillAppear`) and Objective-C selectors (`initWithCoder:`,
    /// `initWithNibName:bundle:`, `viewWillAppear:`, `dealloc`), and the parts of an initializer a
    /// class family runs by convention (``isInitializerPart(_:)``).
    package static func runsBeforeDisplay(function: String) -> Bool {
        if LifecycleMethod(function: function)?.runsBeforeDisplay == true { return true }
        guard let base = function.split(separator: ":", maxSplits: 1).first.map(String.init) else { return false }
        if isInitializerPart(base) { return true }
        return function.contains(":") && LifecycleMethod(function: base)?.runsBeforeDisplay == true
    }

    /// The part of an initializer that a class family runs from every `init` by convention:
    /// `commonInit`, `sharedInit`, `finalizeInit` (a base class outside the app calls it from its
    /// initializers), `initialize`.
    static func isInitializerPart(_ base: String) -> Bool {
        base.hasSuffix("Init") || base == "initialize" || base == "initialise"
    }

    /// The beginnings of the names of methods UIKit calls itself (view and trait callbacks, table,
    /// collection and scroll view delegates, key-value observing, touches and motion, segues,
    /// layout, the app's and scene's delegate callbacks): such a method is never "called only
    /// from setup", whoever else calls it.
    static let systemCallbackPrefixes = [
        "view", "traitCollection", "tableView", "collectionView", "scrollView", "observeValue", "touches", "motion",
        "prepare", "layoutSubviews", "setNeeds", "applicationDid", "applicationWill", "scene",
    ]

    /// True for a method UIKit may call itself (``systemCallbackPrefixes``), in either language.
    package static func isSystemCallback(_ function: String) -> Bool {
        systemCallbackPrefixes.contains(where: { function.hasPrefix($0) })
    }

    /// `prepare(for:sender:)` (Swift, recorded by its base name `prepare`) or
    /// `prepareForSegue:sender:` (Objective-C).
    package static func isPrepareForSegue(_ function: String) -> Bool {
        function == "prepare" || function.hasPrefix("prepare(for") || function == "prepareForSegue:sender:"
    }
}

/// A fact the readers record inside a function, by the function's recorded name.
package protocol RecordedInFunction {
    var enclosingFunction: String? { get }
}

extension RecordedInFunction {
    /// The lifecycle method the fact is written in, `nil` outside one: the one reading of the
    /// recorded name, for every fact that has one.
    package var lifecycleMethod: LifecycleMethod? { enclosingFunction.flatMap(LifecycleMethod.init(function:)) }
}

extension Assignment: RecordedInFunction {}
extension Call: RecordedInFunction {}
extension DeprecatedUse: RecordedInFunction {}
