/// The language a source file is written in.
package enum SourceLanguage: String, Sendable, Hashable, Codable, CaseIterable {
    case swift
    case objc
}

/// Everything a source reader learned about one file that matters to the status bar audit.
///
/// Readers of every language (Swift, Objective-C) produce the same facts; every list is in
/// source order (by location), so the same file always gives the same facts. The fields are
/// declared once, in ``Fields``: equality, hashing and `Codable` are synthesized from that one
/// list; the facts forward each field to it (`facts.overrides`), and the cache's hand-written form
/// is checked against it (`FactsDecodingTests`).
package struct SourceFacts: Sendable, Hashable, Codable, CustomReflectable {
    /// The facts of one file, in the order the cache writes them.
    package struct Fields: Sendable, Hashable, Codable {
        /// Path relative to the audited folder, with `/`.
        package var path: String
        package var language: SourceLanguage
        /// Classes, extensions/categories, structs, enums and protocols declared in the file.
        package var types: [TypeDecl] = []
        /// Overrides of the status bar members of `UIViewController`.
        package var overrides: [Override] = []
        /// Assignments to properties the audit cares about.
        package var assignments: [Assignment] = []
        /// Calls the audit cares about (appearance updates, presentations, pushes, …).
        package var calls: [Call] = []
        /// Uses of deprecated status bar API (uikit-rules.md, "Deprecated API").
        package var deprecatedUses: [DeprecatedUse] = []
        /// SwiftUI status bar modifiers; never overrides.
        package var swiftUIModifiers: [SwiftUIModifier] = []
        /// Views SwiftUI code shows (window group, navigation, tabs, presentations, hosting controllers).
        package var swiftUIShownViews: [SwiftUIShownView] = []
        /// How many times each capitalised type is constructed in the file (`FeedView()`), previews
        /// (`#Preview`, `*_Previews`) not counted: a view shown only by a sheet is constructed there only.
        package var swiftUIConstructions: [SwiftUIConstruction] = []
        /// What each type's `body` shows at its root (``SwiftUIBody``), in source order.
        package var swiftUIBodies: [SwiftUIBody] = []
        /// Functions and closures that return a container made around one of their parameters.
        package var factories: [ControllerFactory] = []
        /// Which methods of its class each method calls directly, and which are used otherwise.
        package var methodCalls = MethodCalls()
        /// Values given to a status bar style by label or member anywhere (`statusBarStyle: .lightContent`
        /// in a call, `theme.statusBarStyle = .default`): what a theme's stored style can be.
        package var styleArguments: [StyleArgument] = []
        /// The generic functions the file declares outside any type that return one of their
        /// arguments (`func AppearanceValue<T>(light: T, dark: T) -> T`: every parameter of an
        /// unconstrained type parameter, which is also the result), by name, sorted: an answer
        /// calling one with style constants is one of those constants.
        package var selectorFunctions: [String] = []
        /// The modules the file imports, sorted (``ImportScan``).
        package var imports: [String] = []
        /// The names the file could give a storyboard segue, sorted (``NameScan``): set for the app's
        /// own files as they are read, empty for vendored ones.
        package var namesInCode: [String] = []
        /// The names the file's undecided compilation conditions test (`#if BETA`, `#ifdef IPHONEOS`),
        /// sorted: when the build settings define one of them for the file, it is read again with
        /// them (``CompilationDefinitions``).
        package var conditionNames: [String] = []
        /// The macros an Objective-C or C file `#define`s, sorted: a name tested in a condition that
        /// no file defines may come from a prefix header the repository does not hold.
        package var definedMacros: [String] = []
        /// Colors the file declares on a color type (`extension UIColor { static let card = UIColor(named: "Card") }`).
        package var colorDefinitions: [ColorDefinition] = []
        /// Booleans' members and constructions' arguments the audit may follow to a device (``FlagFact``).
        package var flags: [FlagFact] = []
        /// The calls that open a page by an enum case (``CaseOpener``).
        package var caseOpeners: [CaseOpener] = []
        /// The storyboards the file's type members name (``StoryboardAccessor``).
        package var storyboardAccessors: [StoryboardAccessor] = []
        /// Problems met while reading (a parse error, say); the facts above are what could still be read.
        package var issues: [LocatedError] = []

        package init(path: String, language: SourceLanguage) {
            self.path = path
            self.language = language
        }
    }

    /// The facts, in one box shared by copies until one of them changes (copy on write). A file's
    /// facts are a dozen lists: held inline, every copy (the model and the rules go through
    /// thousands of files' facts several times) retained and released each list, a twentieth of
    /// a re-audit; boxed, a copy is one retain.
    private var storage: Storage

    private final class Storage: @unchecked Sendable {
        // (Mutated only through a `SourceFacts` that holds the sole reference: ``makeUnique()``.)
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// No facts yet: each field is set as the file is read (`facts.types = …`).
    package init(path: String, language: SourceLanguage) {
        storage = Storage(Fields(path: path, language: language))
    }

    /// The facts `fields` hold.
    package init(_ fields: Fields) {
        storage = Storage(fields)
    }

    /// Every field, as one value.
    package var fields: Fields { storage.fields }

    // Each field of ``Fields``, read without copying the others; changing one gives this value a
    // box of its own first. (A generic `subscript(dynamicMember:)` over key paths instead cost 18% of
    // a re-audit: the key paths are applied at run time across modules.) A field added to `Fields`
    // and not here cannot be read; one left out of the cache's hand-written codec fails
    // `FactsDecodingTests.everyFieldOfTheFactsRoundTrips`.
    package var path: String {
        get { storage.fields.path }
        _modify { makeUnique(); yield &storage.fields.path }
    }
    package var language: SourceLanguage {
        get { storage.fields.language }
        _modify { makeUnique(); yield &storage.fields.language }
    }
    package var types: [TypeDecl] {
        get { storage.fields.types }
        _modify { makeUnique(); yield &storage.fields.types }
    }
    package var overrides: [Override] {
        get { storage.fields.overrides }
        _modify { makeUnique(); yield &storage.fields.overrides }
    }
    package var assignments: [Assignment] {
        get { storage.fields.assignments }
        _modify { makeUnique(); yield &storage.fields.assignments }
    }
    package var calls: [Call] {
        get { storage.fields.calls }
        _modify { makeUnique(); yield &storage.fields.calls }
    }
    package var deprecatedUses: [DeprecatedUse] {
        get { storage.fields.deprecatedUses }
        _modify { makeUnique(); yield &storage.fields.deprecatedUses }
    }
    package var swiftUIModifiers: [SwiftUIModifier] {
        get { storage.fields.swiftUIModifiers }
        _modify { makeUnique(); yield &storage.fields.swiftUIModifiers }
    }
    package var swiftUIShownViews: [SwiftUIShownView] {
        get { storage.fields.swiftUIShownViews }
        _modify { makeUnique(); yield &storage.fields.swiftUIShownViews }
    }
    package var swiftUIConstructions: [SwiftUIConstruction] {
        get { storage.fields.swiftUIConstructions }
        _modify { makeUnique(); yield &storage.fields.swiftUIConstructions }
    }
    package var swiftUIBodies: [SwiftUIBody] {
        get { storage.fields.swiftUIBodies }
        _modify { makeUnique(); yield &storage.fields.swiftUIBodies }
    }
    package var factories: [ControllerFactory] {
        get { storage.fields.factories }
        _modify { makeUnique(); yield &storage.fields.factories }
    }
    package var methodCalls: MethodCalls {
        get { storage.fields.methodCalls }
        _modify { makeUnique(); yield &storage.fields.methodCalls }
    }
    package var styleArguments: [StyleArgument] {
        get { storage.fields.styleArguments }
        _modify { makeUnique(); yield &storage.fields.styleArguments }
    }
    package var selectorFunctions: [String] {
        get { storage.fields.selectorFunctions }
        _modify { makeUnique(); yield &storage.fields.selectorFunctions }
    }
    package var imports: [String] {
        get { storage.fields.imports }
        _modify { makeUnique(); yield &storage.fields.imports }
    }
    package var namesInCode: [String] {
        get { storage.fields.namesInCode }
        _modify { makeUnique(); yield &storage.fields.namesInCode }
    }
    package var conditionNames: [String] {
        get { storage.fields.conditionNames }
        _modify { makeUnique(); yield &storage.fields.conditionNames }
    }
    package var definedMacros: [String] {
        get { storage.fields.definedMacros }
        _modify { makeUnique(); yield &storage.fields.definedMacros }
    }
    package var colorDefinitions: [ColorDefinition] {
        get { storage.fields.colorDefinitions }
        _modify { makeUnique(); yield &storage.fields.colorDefinitions }
    }
    package var flags: [FlagFact] {
        get { storage.fields.flags }
        _modify { makeUnique(); yield &storage.fields.flags }
    }
    package var caseOpeners: [CaseOpener] {
        get { storage.fields.caseOpeners }
        _modify { makeUnique(); yield &storage.fields.caseOpeners }
    }
    package var storyboardAccessors: [StoryboardAccessor] {
        get { storage.fields.storyboardAccessors }
        _modify { makeUnique(); yield &storage.fields.storyboardAccessors }
    }
    package var issues: [LocatedError] {
        get { storage.fields.issues }
        _modify { makeUnique(); yield &storage.fields.issues }
    }

    /// Gives this value a box of its own before it changes.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    package static func == (a: SourceFacts, b: SourceFacts) -> Bool {
        a.storage === b.storage || a.storage.fields == b.storage.fields
    }

    package func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

    /// Shown as its fields (a failed expectation names what differs).
    package var customMirror: Mirror { Mirror(reflecting: storage.fields) }

    // Encoded and decoded as its fields: the keys and their order are the fields'.
    package init(from decoder: any Decoder) throws { storage = Storage(try Fields(from: decoder)) }

    package func encode(to encoder: any Encoder) throws { try storage.fields.encode(to: encoder) }

    /// The declared type named `name` (`Outer.Inner` for nested types), if any; the first one
    /// that is not an extension wins.
    package func type(named name: String) -> TypeDecl? {
        let types = storage.fields.types
        return types.first { $0.name == name && !$0.isExtension } ?? types.first { $0.name == name }
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
        /// `typealias BaseViewController = UIViewController`: another name of the type in
        /// ``TypeDecl/superclass`` (a plain type name; the class graph follows it as a class's).
        case typeAlias
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
    /// What this declaration's `splitViewController(_:collapseSecondary:onto:)` (Objective-C
    /// `splitViewController:collapseSecondaryViewController:ontoPrimaryViewController:`) returns, when it has one.
    package var splitCollapse: SplitCollapse? = nil
    /// Whether its code makes the instance its own delegate (`delegate = self`, `self.delegate = self`,
    /// `[self setDelegate:self]`).
    package var delegatesToSelf = false
    /// The stored property of its own whose object its code makes its delegate (`delegate =
    /// splitDelegate`, the property holding an object of the app): that object answers for it.
    package var delegateProperty: String? = nil
    /// Its code makes a window of its own at launch and keeps it as its `window` (`self.window =
    /// UIWindow(windowScene: windowScene)`, directly in a method named `scene` or `application`): the
    /// window UIKit made for the main storyboard is replaced before anything is drawn.
    package var makesItsWindowAtLaunch = false

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

/// A color the app declares as a static member of a color type, with a value the reader reads
/// (`extension UIColor { static let card = UIColor(named: "Card") }`, `static var ink: UIColor { .black }`):
/// code that writes `.card` where a color goes means it. A color built at run time (a dynamic
/// provider, a theme lookup) is not one.
package struct ColorDefinition: Sendable, Hashable, Codable {
    package var name: String
    package var value: ColorValue
    package var location: SourceLocation

    package init(name: String, value: ColorValue, location: SourceLocation) {
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

/// What a split view controller delegate answers when UIKit asks whether it takes over collapsing
/// the secondary onto the primary (`splitViewController(_:collapseSecondary:onto:)`): `true` means
/// the secondary is discarded when the split collapses (an iPhone's compact width).
package enum SplitCollapse: Sendable, Hashable, Codable {
    /// Every return is the literal `true` (`YES`).
    case alwaysTrue
    /// `false` when the secondary is of one of these classes (`if secondary is UINavigationController
    /// { return false }`, `if ([secondary isKindOfClass:[UINavigationController class]]) return NO;`),
    /// the literal `true` otherwise.
    case trueUnlessSecondaryIs([String])
    /// Anything else (`false`, a condition the reader does not read).
    case other
}
