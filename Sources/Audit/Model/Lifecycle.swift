/// A controller's life before it is displayed, as its methods are named in Swift and Objective-C.
package enum Lifecycle {
    static let beforeDisplay: Set<String> = ["init", "deinit", "awakeFromNib", "loadView", "viewDidLoad", "viewWillAppear"]

    /// True for a function that runs before the controller is displayed (or after it is gone):
    /// Swift names (`init`, `viewWillAppear`) and Objective-C selectors (`initWithCoder:`,
    /// `initWithNibName:bundle:`, `viewWillAppear:`, `dealloc`).
    package static func runsBeforeDisplay(_ function: String) -> Bool {
        if beforeDisplay.contains(function) { return true }
        guard let base = function.split(separator: ":", maxSplits: 1).first.map(String.init) else { return false }
        if base == "dealloc" || base.hasPrefix("initWith") || isInitializerPart(base) { return true }
        return function.contains(":") && beforeDisplay.contains(base)
    }

    /// The part of an initializer that a class family runs from every `init` by convention:
    /// `commonInit`, `sharedInit`, `finalizeInit` (a base class outside the app calls it from its
    /// initializers), `initialize`.
    static func isInitializerPart(_ base: String) -> Bool {
        base.hasSuffix("Init") || base == "initialize" || base == "initialise"
    }
}
