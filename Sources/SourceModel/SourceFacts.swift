/// The language a source file is written in.
package enum SourceLanguage: String, Sendable, Hashable, Codable, CaseIterable {
    case swift
    case objc
}

/// Everything a source reader learned about one file that matters to the status bar audit.
///
/// Readers of every language (Swift, Objective-C) produce the same facts; every list is in
/// source order (by location), so the same file always gives the same facts.
package struct SourceFacts: Sendable, Hashable, Codable {
    /// Path relative to the audited folder, with `/`.
    package var path: String
    package var language: SourceLanguage
    /// Classes, extensions/categories, structs, enums and protocols declared in the file.
    package var types: [TypeDecl]
    /// Overrides of the status bar members of `UIViewController`.
    package var overrides: [Override]
    /// Assignments to properties the audit cares about.
    package var assignments: [Assignment]
    /// Calls the audit cares about (appearance updates, presentations, pushes, …).
    package var calls: [Call]
    /// Uses of deprecated status bar API (uikit-rules.md, "Deprecated API").
    package var deprecatedUses: [DeprecatedUse]
    /// SwiftUI status bar modifiers; never overrides.
    package var swiftUIModifiers: [SwiftUIModifier]
    /// Views SwiftUI code shows (window group, navigation, tabs, presentations, hosting controllers).
    package var swiftUIShownViews: [SwiftUIShownView] = []
    /// How many times each capitalised type is constructed in the file (`FeedView()`), previews
    /// (`#Preview`, `*_Previews`) not counted: a view shown only by a sheet is constructed there only.
    package var swiftUIConstructions: [SwiftUIConstruction] = []
    /// Functions and closures that return a container made around one of their parameters.
    package var factories: [ControllerFactory] = []
    /// Which methods of its class each method calls directly, and which are used otherwise.
    package var methodCalls: MethodCalls = MethodCalls()
    /// Problems met while reading (a parse error, say); the facts above are what could still be read.
    package var issues: [LocatedError]

    package init(
        path: String, language: SourceLanguage, types: [TypeDecl] = [], overrides: [Override] = [],
        assignments: [Assignment] = [], calls: [Call] = [], deprecatedUses: [DeprecatedUse] = [],
        factories: [ControllerFactory] = [], methodCalls: MethodCalls = MethodCalls(),
        swiftUIModifiers: [SwiftUIModifier] = [], swiftUIShownViews: [SwiftUIShownView] = [],
        swiftUIConstructions: [SwiftUIConstruction] = [], issues: [LocatedError] = []
    ) {
        self.factories = factories
        self.methodCalls = methodCalls
        self.swiftUIShownViews = swiftUIShownViews
        self.swiftUIConstructions = swiftUIConstructions
        self.path = path
        self.language = language
        self.types = types
        self.overrides = overrides
        self.assignments = assignments
        self.calls = calls
        self.deprecatedUses = deprecatedUses
        self.swiftUIModifiers = swiftUIModifiers
        self.issues = issues
    }

    /// The declared type named `name` (`Outer.Inner` for nested types), if any; the first one
    /// that is not an extension wins.
    package func type(named name: String) -> TypeDecl? {
        types.first { $0.name == name && !$0.isExtension } ?? types.first { $0.name == name }
    }
}

/// A declared type, or an extension (Swift) / category (Objective-C) of one.
package struct TypeDecl: Sendable, Hashable, Codable {
    /// What kind of declaration this is.
    package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A class (Swift) or an `@interface`/`@implementation` (Objective-C).
        case `class`
        /// A Swift extension or an Objective-C category or class extension.
        case `extension`
        case `struct`
        case `enum`
        case `protocol`
    }

    /// The type's name; nested types are `Outer.Inner`. For an extension, the extended type.
    package var name: String
    package var kind: Kind
    /// The first inherited type of a class (without generic arguments); `nil` otherwise.
    package var superclass: String?
    /// The other inherited types (protocols), in source order.
    package var conformances: [String]
    /// The Objective-C runtime name from `@objc(Name)`, if any.
    package var objcName: String?
    /// The Objective-C category name (`@interface Foo (Theme)`), if any.
    package var categoryName: String?
    /// Where the type's name is written.
    package var location: SourceLocation
    /// Stored instance properties declared in this declaration, in source order.
    package var properties: [StoredProperty]

    package init(
        name: String, kind: Kind, superclass: String? = nil, conformances: [String] = [],
        objcName: String? = nil, categoryName: String? = nil, location: SourceLocation,
        properties: [StoredProperty] = []
    ) {
        self.name = name
        self.kind = kind
        self.superclass = superclass
        self.conformances = conformances
        self.objcName = objcName
        self.categoryName = categoryName
        self.location = location
        self.properties = properties
    }

    /// True for an extension or a category.
    package var isExtension: Bool { kind == .extension }

    /// The stored property named `name`, if this declaration has one.
    package func property(named name: String) -> StoredProperty? { properties.first { $0.name == name } }
}

/// A stored instance property: `var statusBarStyle: UIStatusBarStyle = .lightContent { didSet { … } }`.
package struct StoredProperty: Sendable, Hashable, Codable {
    package var name: String
    /// The declared type as written (`UIStatusBarStyle`, `Bool`), if written.
    package var declaredType: String?
    /// The initial value as written (`.lightContent`), if any.
    package var initialValue: String?
    /// The initial value when it is a constant: an enum case name (`lightContent`, Swift 2
    /// capitalised names made current), `true`/`false`, or a number; `nil` otherwise.
    package var initialConstant: String?
    /// True when a `didSet` or `willSet` observer calls `setNeedsStatusBarAppearanceUpdate()`.
    package var didSetUpdatesAppearance: Bool
    /// `let` rather than `var`.
    package var isConstant: Bool
    /// Where the property's name is written.
    package var location: SourceLocation

    package init(
        name: String, declaredType: String? = nil, initialValue: String? = nil, initialConstant: String? = nil,
        didSetUpdatesAppearance: Bool = false, isConstant: Bool = false, location: SourceLocation
    ) {
        self.name = name
        self.declaredType = declaredType
        self.initialValue = initialValue
        self.initialConstant = initialConstant
        self.didSetUpdatesAppearance = didSetUpdatesAppearance
        self.isConstant = isConstant
        self.location = location
    }
}
