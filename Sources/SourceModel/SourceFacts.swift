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
    package var path: String {
        get { storage.path }
        _modify { makeUnique(); yield &storage.path }
    }
    package var language: SourceLanguage {
        get { storage.language }
        _modify { makeUnique(); yield &storage.language }
    }
    /// Classes, extensions/categories, structs, enums and protocols declared in the file.
    package var types: [TypeDecl] {
        get { storage.types }
        _modify { makeUnique(); yield &storage.types }
    }
    /// Overrides of the status bar members of `UIViewController`.
    package var overrides: [Override] {
        get { storage.overrides }
        _modify { makeUnique(); yield &storage.overrides }
    }
    /// Assignments to properties the audit cares about.
    package var assignments: [Assignment] {
        get { storage.assignments }
        _modify { makeUnique(); yield &storage.assignments }
    }
    /// Calls the audit cares about (appearance updates, presentations, pushes, …).
    package var calls: [Call] {
        get { storage.calls }
        _modify { makeUnique(); yield &storage.calls }
    }
    /// Uses of deprecated status bar API (uikit-rules.md, "Deprecated API").
    package var deprecatedUses: [DeprecatedUse] {
        get { storage.deprecatedUses }
        _modify { makeUnique(); yield &storage.deprecatedUses }
    }
    /// SwiftUI status bar modifiers; never overrides.
    package var swiftUIModifiers: [SwiftUIModifier] {
        get { storage.swiftUIModifiers }
        _modify { makeUnique(); yield &storage.swiftUIModifiers }
    }
    /// Views SwiftUI code shows (window group, navigation, tabs, presentations, hosting controllers).
    package var swiftUIShownViews: [SwiftUIShownView] {
        get { storage.swiftUIShownViews }
        _modify { makeUnique(); yield &storage.swiftUIShownViews }
    }
    /// How many times each capitalised type is constructed in the file (`FeedView()`), previews
    /// (`#Preview`, `*_Previews`) not counted: a view shown only by a sheet is constructed there only.
    package var swiftUIConstructions: [SwiftUIConstruction] {
        get { storage.swiftUIConstructions }
        _modify { makeUnique(); yield &storage.swiftUIConstructions }
    }
    /// Functions and closures that return a container made around one of their parameters.
    package var factories: [ControllerFactory] {
        get { storage.factories }
        _modify { makeUnique(); yield &storage.factories }
    }
    /// Which methods of its class each method calls directly, and which are used otherwise.
    package var methodCalls: MethodCalls {
        get { storage.methodCalls }
        _modify { makeUnique(); yield &storage.methodCalls }
    }
    /// Values given to a status bar style by label or member anywhere (`statusBarStyle: .lightContent`
    /// in a call, `theme.statusBarStyle = .default`): what a theme's stored style can be.
    package var styleArguments: [StyleArgument] {
        get { storage.styleArguments }
        _modify { makeUnique(); yield &storage.styleArguments }
    }
    /// The modules the file imports, sorted (``ImportScan``).
    package var imports: [String] {
        get { storage.imports }
        _modify { makeUnique(); yield &storage.imports }
    }
    /// Problems met while reading (a parse error, say); the facts above are what could still be read.
    package var issues: [LocatedError] {
        get { storage.issues }
        _modify { makeUnique(); yield &storage.issues }
    }

    /// The facts, in one box shared by copies until one of them changes (copy on write). A file's
    /// facts are a dozen lists: held inline, every copy (the model and the rules go through
    /// thousands of files' facts several times) retained and released each list, a twentieth of
    /// a re-audit; boxed, a copy is one retain.
    private var storage: Storage

    private final class Storage: @unchecked Sendable {
        // (Mutated only through a `SourceFacts` that holds the sole reference: ``makeUnique()``.)
        var path: String
        var language: SourceLanguage
        var types: [TypeDecl]
        var overrides: [Override]
        var assignments: [Assignment]
        var calls: [Call]
        var deprecatedUses: [DeprecatedUse]
        var swiftUIModifiers: [SwiftUIModifier]
        var swiftUIShownViews: [SwiftUIShownView]
        var swiftUIConstructions: [SwiftUIConstruction]
        var factories: [ControllerFactory]
        var methodCalls: MethodCalls
        var styleArguments: [StyleArgument]
        var imports: [String]
        var issues: [LocatedError]

        init(path: String, language: SourceLanguage, types: [TypeDecl], overrides: [Override], assignments: [Assignment],
             calls: [Call], deprecatedUses: [DeprecatedUse], swiftUIModifiers: [SwiftUIModifier],
             swiftUIShownViews: [SwiftUIShownView], swiftUIConstructions: [SwiftUIConstruction],
             factories: [ControllerFactory], methodCalls: MethodCalls, styleArguments: [StyleArgument], imports: [String],
             issues: [LocatedError]) {
            self.path = path
            self.language = language
            self.types = types
            self.overrides = overrides
            self.assignments = assignments
            self.calls = calls
            self.deprecatedUses = deprecatedUses
            self.swiftUIModifiers = swiftUIModifiers
            self.swiftUIShownViews = swiftUIShownViews
            self.swiftUIConstructions = swiftUIConstructions
            self.factories = factories
            self.methodCalls = methodCalls
            self.styleArguments = styleArguments
            self.imports = imports
            self.issues = issues
        }

        func copy() -> Storage {
            Storage(path: path, language: language, types: types, overrides: overrides, assignments: assignments, calls: calls,
                    deprecatedUses: deprecatedUses, swiftUIModifiers: swiftUIModifiers, swiftUIShownViews: swiftUIShownViews,
                    swiftUIConstructions: swiftUIConstructions, factories: factories, methodCalls: methodCalls,
                    styleArguments: styleArguments, imports: imports, issues: issues)
        }
    }

    /// Gives this value a box of its own before it changes.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    package init(
        path: String, language: SourceLanguage, types: [TypeDecl] = [], overrides: [Override] = [],
        assignments: [Assignment] = [], calls: [Call] = [], deprecatedUses: [DeprecatedUse] = [],
        factories: [ControllerFactory] = [], methodCalls: MethodCalls = MethodCalls(),
        swiftUIModifiers: [SwiftUIModifier] = [], swiftUIShownViews: [SwiftUIShownView] = [],
        swiftUIConstructions: [SwiftUIConstruction] = [], styleArguments: [StyleArgument] = [], imports: [String] = [],
        issues: [LocatedError] = []
    ) {
        storage = Storage(path: path, language: language, types: types, overrides: overrides, assignments: assignments,
                          calls: calls, deprecatedUses: deprecatedUses, swiftUIModifiers: swiftUIModifiers,
                          swiftUIShownViews: swiftUIShownViews, swiftUIConstructions: swiftUIConstructions,
                          factories: factories, methodCalls: methodCalls, styleArguments: styleArguments,
                          imports: imports, issues: issues)
    }

    // Equal, hashed, encoded and decoded field by field in the order of their declarations, as the
    // synthesized conformances did (the cache's hand-written form is checked against `Encodable`'s).

    package static func == (a: SourceFacts, b: SourceFacts) -> Bool {
        if a.storage === b.storage { return true }
        return a.path == b.path
            && a.language == b.language
            && a.types == b.types
            && a.overrides == b.overrides
            && a.assignments == b.assignments
            && a.calls == b.calls
            && a.deprecatedUses == b.deprecatedUses
            && a.swiftUIModifiers == b.swiftUIModifiers
            && a.swiftUIShownViews == b.swiftUIShownViews
            && a.swiftUIConstructions == b.swiftUIConstructions
            && a.factories == b.factories
            && a.methodCalls == b.methodCalls
            && a.styleArguments == b.styleArguments
            && a.imports == b.imports
            && a.issues == b.issues
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(language)
        hasher.combine(types)
        hasher.combine(overrides)
        hasher.combine(assignments)
        hasher.combine(calls)
        hasher.combine(deprecatedUses)
        hasher.combine(swiftUIModifiers)
        hasher.combine(swiftUIShownViews)
        hasher.combine(swiftUIConstructions)
        hasher.combine(factories)
        hasher.combine(methodCalls)
        hasher.combine(styleArguments)
        hasher.combine(imports)
        hasher.combine(issues)
    }

    private enum CodingKeys: String, CodingKey {
        case path, language, types, overrides, assignments, calls, deprecatedUses, swiftUIModifiers, swiftUIShownViews
        case swiftUIConstructions, factories, methodCalls, styleArguments, imports, issues
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        storage = Storage(path: try container.decode(String.self, forKey: .path),
                          language: try container.decode(SourceLanguage.self, forKey: .language),
                          types: try container.decode([TypeDecl].self, forKey: .types),
                          overrides: try container.decode([Override].self, forKey: .overrides),
                          assignments: try container.decode([Assignment].self, forKey: .assignments),
                          calls: try container.decode([Call].self, forKey: .calls),
                          deprecatedUses: try container.decode([DeprecatedUse].self, forKey: .deprecatedUses),
                          swiftUIModifiers: try container.decode([SwiftUIModifier].self, forKey: .swiftUIModifiers),
                          swiftUIShownViews: try container.decode([SwiftUIShownView].self, forKey: .swiftUIShownViews),
                          swiftUIConstructions: try container.decode([SwiftUIConstruction].self, forKey: .swiftUIConstructions),
                          factories: try container.decode([ControllerFactory].self, forKey: .factories),
                          methodCalls: try container.decode(MethodCalls.self, forKey: .methodCalls),
                          styleArguments: try container.decode([StyleArgument].self, forKey: .styleArguments),
                          imports: try container.decode([String].self, forKey: .imports),
                          issues: try container.decode([LocatedError].self, forKey: .issues))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(language, forKey: .language)
        try container.encode(types, forKey: .types)
        try container.encode(overrides, forKey: .overrides)
        try container.encode(assignments, forKey: .assignments)
        try container.encode(calls, forKey: .calls)
        try container.encode(deprecatedUses, forKey: .deprecatedUses)
        try container.encode(swiftUIModifiers, forKey: .swiftUIModifiers)
        try container.encode(swiftUIShownViews, forKey: .swiftUIShownViews)
        try container.encode(swiftUIConstructions, forKey: .swiftUIConstructions)
        try container.encode(factories, forKey: .factories)
        try container.encode(methodCalls, forKey: .methodCalls)
        try container.encode(styleArguments, forKey: .styleArguments)
        try container.encode(imports, forKey: .imports)
        try container.encode(issues, forKey: .issues)
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
    /// Properties and methods of type `UIStatusBarStyle` that are no overrides (a theme's
    /// `statusBarStyle`, `static var statusBarLight`), in source order: what an answer that returns
    /// another object's member (``Answer/member(name:written:)``) can be.
    package var styleMembers: [StyleMember] = []

    package init(
        name: String, kind: Kind, superclass: String? = nil, conformances: [String] = [],
        objcName: String? = nil, categoryName: String? = nil, location: SourceLocation,
        properties: [StoredProperty] = [], styleMembers: [StyleMember] = []
    ) {
        self.name = name
        self.kind = kind
        self.superclass = superclass
        self.conformances = conformances
        self.objcName = objcName
        self.categoryName = categoryName
        self.location = location
        self.properties = properties
        self.styleMembers = styleMembers
    }

    /// True for an extension or a category.
    package var isExtension: Bool { kind == .extension }

    /// The stored property named `name`, if this declaration has one.
    package func property(named name: String) -> StoredProperty? { properties.first { $0.name == name } }
}

/// A property or method of type `UIStatusBarStyle` of any type (a theme, a style manager), and what
/// it returns, read as an override's answer: `static var statusBarLight: UIStatusBarStyle { .lightContent }`.
package struct StyleMember: Sendable, Hashable, Codable {
    package var name: String
    /// What it returns; `unknown` for a stored property with no initial value (set elsewhere).
    package var answer: Answer
    package var location: SourceLocation

    package init(name: String, answer: Answer, location: SourceLocation) {
        self.name = name
        self.answer = answer
        self.location = location
    }
}

/// A value given to a status bar style by label (`statusBarStyle: .lightContent` in a call, a
/// parameter's default value) or by member (`theme.statusBarStyle = .default`): `name` is the
/// label or member, `value` the expression as written.
package struct StyleArgument: Sendable, Hashable, Codable {
    package var name: String
    package var value: String
    package var location: SourceLocation

    package init(name: String, value: String, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
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
