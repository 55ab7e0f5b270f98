import SourceModel
import StatusBarEngine

/// One status bar answer of a controller class as the audit understands it.
package enum AnswerValue<Value: Sendable & Hashable>: Sendable, Hashable {
    /// Not overridden anywhere in the class's own hierarchy: the kind's default.
    case inherited
    /// One or more possible values; several when the answer depends on run-time state.
    /// The first is the one in force at first display (a stored property's initial value).
    case values([Value], dependsOn: [String])
    /// The source does not say (a call, an expression the audit cannot read).
    case unknown(String)

    package var possible: [Value]? {
        if case .values(let v, _) = self { return v }
        return nil
    }

    /// Not overridden anywhere in the class's hierarchy (``inherited``).
    package var isInherited: Bool {
        if case .inherited = self { return true }
        return false
    }

    package var isConditional: Bool {
        if case .values(let v, _) = self { return v.count > 1 }
        return false
    }
}

/// A controller class's status bar facts, gathered from its own declarations and its app
/// superclasses (an override in a superclass counts for every subclass).
package struct ClassAnswers: Sendable, Hashable {
    package var style: AnswerValue<StatusBarStyle> = .inherited
    package var hidden: AnswerValue<Bool> = .inherited
    package var animation: AnswerValue<StatusBarAnimation> = .inherited
    package var childForStyle: AnswerValue<ChildTarget> = .inherited
    package var childForHidden: AnswerValue<ChildTarget> = .inherited
    /// `modalPresentationCapturesStatusBarAppearance = true` on itself.
    package var captures: Bool?
    /// `modalPresentationStyle = …` on itself.
    package var presentationStyle: ModalPresentationStyle?
    package var overrideUserInterfaceStyle: InterfaceStyle?
    /// The interface styles a SwiftUI presentation's `.preferredColorScheme` with a value that is
    /// not a literal can give it (`isDark ? .dark : .light`, a theme's property), where
    /// ``overrideUserInterfaceStyle`` is `nil`: each a possibility.
    package var interfaceStyleChoice: InterfaceStyleChoice?
    /// `view.backgroundColor = …` on itself.
    package var background: ColorSpec?
    /// Where ``background`` comes from when no assignment says it (a SwiftUI view's root): what
    /// sets it, in words, and where.
    package var backgroundSource: BackgroundSource?
    /// Why the root view's background is not what lies under the bar (a blur or a view inserted
    /// at the bottom of it, in code), else `nil`.
    package var rootViewCovered: String?
    /// For navigation controllers: `navigationBar.barStyle = …` on itself.
    package var barStyle: BarStyle?
    /// For navigation controllers: the bar's background set in code on itself (`barTintColor`,
    /// `standardAppearance`, `scrollEdgeAppearance`), and where.
    package var barTint: ColorSpec?
    package var barTintLocation: SourceLocation?
    /// Its bar's background at the scroll edge from iOS 15 (``BarBackground/edgeColor(owner:)``),
    /// `nil` when nothing sets it there.
    package var barEdgeTint: ColorSpec?
    /// For a child: the bar background it sets while on top (its `navigationItem`'s appearances,
    /// or its navigation controller's bar through `navigationController`), and where.
    package var barTintWhileOnTop: ColorSpec?
    package var barTintWhileOnTopLocation: SourceLocation?
    /// The same at the scroll edge from iOS 15, `nil` when it sets none there.
    package var barEdgeTintWhileOnTop: ColorSpec?
    package var navigationBarHidden: Bool?
    /// For a child: what it makes of its navigation controller's bar while it is on top
    /// (`navigationController?.setNavigationBarHidden(true, animated:)` or `isNavigationBarHidden =`
    /// in `viewWillAppear`, else `viewDidLoad`; the last assignment in the method wins).
    package var navigationBarHiddenWhileOnTop: AnswerValue<Bool> = .inherited
    /// For a child: the bar styles it gives its navigation controller's bar while on top
    /// (`navigationController.navigationBar.barStyle = …` in `viewWillAppear`, else `viewDidLoad`),
    /// both when the value is not a literal; `nil` when it sets none. And the assignment.
    package var navigationBarStyleWhileOnTop: [BarStyle]?
    package var navigationBarStyleWhileOnTopAssignment: Assignment?
    /// Application mode: what the class sets on the application as it appears (the nearest class
    /// whose `viewWillAppear`/`viewDidAppear` calls `setStatusBarStyle`, `setStatusBarHidden`, or
    /// assigns `statusBarStyle`/`isStatusBarHidden` with a literal; the last one in the method wins).
    package var applicationStyleOnAppear: StatusBarStyle?
    package var applicationHiddenOnAppear: Bool?
    /// Where each member's answer is written.
    package var locations: [StatusBarMember: SourceLocation] = [:]
    /// The library controller the class inherits (``LibraryController``), whose answers count
    /// where the app's classes give none.
    package var library: LibraryController?
    /// Members whose answer is another controller's that the audit does not follow
    /// (`gameViewController?.preferredStatusBarStyle ?? .lightContent`, a `childFor…` returning
    /// `gameViewController`): the target as written, and the fallback where it is `nil`.
    package var forwardings: [StatusBarMember: Forwarding] = [:]
    /// Members whose answer is a stored property with an initial value: the property, whose
    /// initial value is the answer's first value (in force when the screen first appears).
    package var initialValues: [StatusBarMember: String] = [:]

    /// A forwarding to a controller the audit does not follow.
    package struct Forwarding: Sendable, Hashable {
        package var target: String
        /// The other controllers its branches forward to (`topViewController.childViewControllerForStatusBarStyle`
        /// beside `topViewController`), each to the same member.
        package var otherTargets: [String] = []
        package var fallback: String?
        /// The target is known to be a controller (a library's page); else it is one where it
        /// names a property typed as one.
        package var isController = false
        /// Other values its branches return (constants, a theme's members' values).
        package var values: [String] = []
    }

    package init() {}

    /// Each of the five status bar members this chain does not answer (``AnswerValue/inherited``)
    /// takes `other`'s answer, with where it is written and what it forwards to: the app's
    /// overrides in extensions of UIKit classes, called before iOS 13.4, where the class's own
    /// code says nothing.
    mutating func fillInherited(from other: ClassAnswers) {
        func fill<V>(_ answer: WritableKeyPath<ClassAnswers, AnswerValue<V>>, _ member: StatusBarMember) {
            guard self[keyPath: answer].isInherited, !other[keyPath: answer].isInherited else { return }
            self[keyPath: answer] = other[keyPath: answer]
            if let at = other.locations[member] { locations[member] = at }
            if let f = other.forwardings[member] { forwardings[member] = f }
        }
        fill(\.style, .preferredStatusBarStyle)
        fill(\.hidden, .prefersStatusBarHidden)
        fill(\.animation, .preferredStatusBarUpdateAnimation)
        fill(\.childForStyle, .childForStatusBarStyle)
        fill(\.childForHidden, .childForStatusBarHidden)
    }

    /// Whether neither `childFor…` answer hands the decision to a child: each not overridden, or `nil`
    /// in every branch.
    package var decidesItself: Bool {
        [childForStyle, childForHidden].allSatisfy { answer in
            switch answer {
            case .inherited: true
            case .values(let targets, _): targets == [ChildTarget.none]
            default: false
            }
        }
    }

    /// Takes a SwiftUI view's `.preferredColorScheme`: a literal scheme overrides the controller's
    /// style; a choice (``InterfaceStyleChoice``) applies where the controller sets none of its own.
    mutating func takeColorScheme(_ scheme: InterfaceStyle?, else choice: InterfaceStyleChoice?) {
        if let scheme {
            overrideUserInterfaceStyle = scheme
        } else if let choice, overrideUserInterfaceStyle == nil {
            interfaceStyleChoice = choice
        }
    }
}

/// The interface styles a `.preferredColorScheme(_:)` whose argument is not a literal can set: the
/// values of its branches (`cond ? .dark : .light`), `.unspecified` for a `nil` one (the system's
/// appearance); dark, light and the system's for a value the audit does not read.
package struct InterfaceStyleChoice: Sendable, Hashable {
    /// The possible styles, in the order written, each once (two or more).
    package var styles: [InterfaceStyle]
    /// The modifier's argument as written, and where: the controllers it sets share one variable.
    package var argumentText: String
    package var location: SourceLocation
    /// Set by a controller's own `overrideUserInterfaceStyle = …` (a theme's style, a user's
    /// setting), not by a SwiftUI modifier.
    package var byAssignment = false

    package init(styles: [InterfaceStyle], argumentText: String, location: SourceLocation, byAssignment: Bool = false) {
        self.styles = styles
        self.argumentText = argumentText
        self.location = location
        self.byAssignment = byAssignment
    }

    /// What sets the style, as a variable's subject and member say it.
    var subject: String {
        byAssignment ? "'overrideUserInterfaceStyle = \(argumentText)' at \(location)" : "'.preferredColorScheme(\(argumentText))' at \(location)"
    }
    var member: String { byAssignment ? WatchedProperty.overrideUserInterfaceStyle.memberName : SwiftUIModifier.Kind.preferredColorScheme.rawValue }
    /// Each style as the code writes it (the system's appearance is `.unspecified` to a controller, `nil` to SwiftUI).
    var valueNames: [String] {
        styles.map { $0 == .unspecified ? (byAssignment ? ".unspecified" : "nil") + " (the system appearance)" : ".\($0.rawValue)" }
    }
}

/// A color as read from a storyboard, code or an asset catalog reference, before resolution.
package enum ColorSpec: Sendable, Hashable {
    /// Boxed: a screen holds many color specs (its view's, each bar's in each state), and copies of
    /// screens dominate the model's work; a boxed color keeps each spec to a string's size.
    indirect case fixed(DynamicColor)
    /// A system color name (`systemBackground`, `white`).
    case system(String)
    /// An asset catalog color name.
    case named(String)
    /// A color the audit cannot read.
    case unknown(String)

    /// A navigation bar's default material (`systemBarBackground`): a bar, an appearance or a
    /// visible toolbar background that gives no color of its own.
    static let barMaterial = ColorSpec.system("systemBarBackground")
}

/// What gives a controller's background when no assignment does (a SwiftUI view's root), in words,
/// and where it is written.
package struct BackgroundSource: Sendable, Hashable {
    package var what: String
    package var location: SourceLocation

    package init(_ what: String, at location: SourceLocation) {
        self.what = what
        self.location = location
    }
}
