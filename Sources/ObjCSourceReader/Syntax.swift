/// An expression, with the byte range it was written in.
struct Expr: Sendable {
    indirect enum Kind: Sendable {
        /// A name: a variable, an ivar, a class, an enum constant, `self`, `super`, `nil`, `YES`.
        case name(String)
        case number(String)
        case string(String)
        /// `base.name` or `base->name`.
        case member(base: Expr, name: String, nameOffset: Int)
        /// `[receiver selector]` / `[receiver label:arg label:arg]`; the selector with its colons.
        case message(receiver: Expr, selector: String, arguments: [Expr], nameOffset: Int)
        /// A C call `f(a, b)`.
        case call(callee: Expr, arguments: [Expr])
        case subscriptAccess(base: Expr, index: Expr)
        /// `(Type *)operand`; the type without `*` or nullability.
        case cast(type: String, operand: Expr)
        case unary(op: String, operand: Expr)
        case binary(op: String, left: Expr, right: Expr)
        case assign(op: String, target: Expr, value: Expr)
        /// `c ? a : b`; `then` is `nil` for the GNU `c ?: b`.
        case ternary(condition: Expr, then: Expr?, otherwise: Expr)
        /// A block literal or a C++ lambda.
        case block(body: [Stmt])
        /// `@[a, b]`.
        case array(elements: [Expr])
        /// `@available(iOS 13.0, *)`, as written.
        case available(String)
        /// Anything else, with the expressions found inside.
        case other(children: [Expr])
    }

    var kind: Kind
    var start: Int
    var end: Int
}

/// A statement of a function, method or block body.
indirect enum Stmt: Sendable {
    case expression(Expr)
    case declarations([LocalDecl])
    case returnStatement(Expr?, offset: Int)
    case ifStatement(condition: Expr, then: Stmt, otherwise: Stmt?)
    case switchStatement(subject: Expr, body: [Stmt])
    /// `case X:` (`nil` for `default:`).
    case caseLabel(Expr?)
    case compound([Stmt])
    case loop(condition: Expr?, body: Stmt)
    case other
}

/// A local variable (or an instance variable): `PlayerViewController *vc = [PlayerViewController new];`.
struct LocalDecl: Sendable {
    /// The type without `*`, qualifiers or nullability (`PlayerViewController`, `UIApplication`).
    var type: String
    var name: String
    var nameOffset: Int
    var value: Expr?
}

/// A parameter of a method or function.
struct Parameter: Sendable {
    var name: String
    var type: String
}

/// A method written in an `@interface` (declaration) or an `@implementation` (with its body).
struct MethodSyntax: Sendable {
    var isInstance: Bool
    /// The selector with its colons: `preferredStatusBarStyle`, `presentViewController:animated:completion:`.
    var selector: String
    var selectorOffset: Int
    var returnType: String
    var parameters: [Parameter]
    var body: [Stmt]?
    /// The attributes and macros written after the selector, as joined tokens
    /// (`API_DEPRECATED("…", ios(9.0, 13.0))`); empty when none.
    var attributes: String = ""
}

/// A C (or C++) function with a body.
struct FunctionSyntax: Sendable {
    var name: String
    var parameters: [Parameter]
    var body: [Stmt]
}

/// `@property (attributes) Type name;`.
struct PropertySyntax: Sendable {
    var name: String
    var nameOffset: Int
    var type: String?
    var attributes: [String]
    /// The getter's name from `getter=isPlaying`, if renamed.
    var getter: String? = nil
}

/// An `@interface`, `@implementation` or `@protocol` block.
struct ContainerSyntax: Sendable {
    enum Kind: Sendable { case interface, implementation, `protocol` }
    var kind: Kind
    var name: String
    var nameOffset: Int
    var superclass: String?
    var protocols: [String] = []
    /// The category name; `""` for a class extension `@interface Name ()`.
    var category: String?
    var objcName: String?
    var properties: [PropertySyntax] = []
    var instanceVariables: [LocalDecl] = []
    var methods: [MethodSyntax] = []
    var functions: [FunctionSyntax] = []
}

/// Everything read from one file before facts are drawn from it.
struct FileSyntax: Sendable {
    var containers: [ContainerSyntax] = []
    var functions: [FunctionSyntax] = []
    /// `@compatibility_alias Alias Existing;`.
    var aliases: [(alias: String, existing: String, offset: Int)] = []
    /// `typedef NS_ENUM(NSInteger, Name)`.
    var enums: [(name: String, offset: Int)] = []
    /// Names written outside any body (`static const UIStatusBarStyle kStyle = UIStatusBarStyleBlackOpaque;`),
    /// with the enclosing container's name: only the deprecated constants are kept.
    var looseNames: [(name: String, offset: Int, container: String?)] = []
}
