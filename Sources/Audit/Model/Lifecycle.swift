import SourceModel

/// A controller's life before it is displayed, as its methods are named in Swift and Objective-C.
package enum Lifecycle {
    /// True for a function that runs before the controller is displayed (or after it is gone):
    /// Swift names (`init`, `viewWillAppear`) and Objective-C selectors (`initWithCoder:`,
    /// `initWithNibName:bundle:`, `viewWillAppear:`, `dealloc`) (``LifecycleMethod``), and the
    /// parts of an initializer a class family runs by convention (``isInitializerPart(_:)``).
    package static func runsBeforeDisplay(_ function: String) -> Bool {
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
}
