import SourceModel
import SwiftSyntax

/// Walks one Swift file and records its facts. A class because a `SyntaxVisitor` is one.
final class FactsVisitor: SyntaxVisitor {
    private let file: String
    private let lines: SwiftLineTable

    private(set) var types: [TypeDecl] = []
    private(set) var overrides: [Override] = []
    /// The scopes of names around the code, and the assignments and calls recorded so far.
    private(set) var recorder = FactsRecorder(language: .swift)
    var assignments: [Assignment] { recorder.assignments }
    var calls: [Call] { recorder.calls }
    /// Assignments to names that are kept only if an answer reads them.
    var candidateAssignments: [Assignment] { recorder.candidateAssignments }
    private(set) var deprecatedUses: [DeprecatedUse] = []
    /// Where the deprecated uses run, as the availability checks and attributes around them say.
    private var availability = AvailabilityReading()
    /// The file's SwiftUI, read as the walk goes (``SwiftUIReader``).
    private(set) var swiftUI: SwiftUIReader
    /// Values given to a status bar style by label or member (``StyleArgument``).
    private(set) var styleArguments: [StyleArgument] = []
    /// ``SourceFacts/selectorFunctions``.
    private(set) var selectorFunctions: Set<String> = []
    /// The names tested by the compilation conditions the reader could not decide.
    private(set) var conditionNames: Set<String> = []
    /// Colors declared on a color type (``ColorDefinition``).
    private(set) var colorDefinitions: [ColorDefinition] = []
    /// Booleans' members and constructions' arguments the audit may follow to a device (``FlagFact``).
    private(set) var flags: [FlagFact] = []
    /// The calls that open a page by an enum case (``CaseOpener``), each once.
    private(set) var caseOpeners: [CaseOpener] = []
    /// The type members and enum cases that name a storyboard (``StoryboardAccessor``).
    private(set) var storyboardAccessors: [StoryboardAccessor] = []
    private var seenOpeners: Set<CaseOpener> = []
    /// A type being visited.
    private struct TypeContext {
        var name: String
        var isExtension: Bool
        var computed: Set<String>
        /// What the computed properties whose getter returns one name or member chain return
        /// (`var topViewController: UIViewController? { viewControllers.last }` → `viewControllers.last`).
        var computedReturns: [String: String] = [:]
        /// How many scopes are open once the type's own is: the scopes after it are its functions' and closures'.
        var scopeDepth: Int
    }

    private var typeStack: [TypeContext] = []
    private var functionStack: [String] = []
    /// How many closures deep the code being read is, in the innermost function.
    private var closureDepths: [Int] = [0]
    /// For each closure being read, what its `$0` names when it configures a value (`let nav =
    /// UINavigationController(…).then { $0.isNavigationBarHidden = true }`: `nav`), else `nil`.
    private var configuredNames: [String?] = []

    /// Whether the file holds one of the deprecated APIs' triggers (``DeprecatedAPI/swiftTriggers``):
    /// every Swift spelling of a deprecated API, and every context that makes `.blackOpaque` a
    /// status bar style, holds one, so a file without them has no deprecated use to look for (most
    /// member accesses and calls are then not looked up in the deprecated names at all).
    private let mayUseDeprecatedAPI: Bool
    /// Whether an assignment to a property no watched member names may be kept: only when an
    /// answer may read it (``SwiftSourceReader/read(bytes:relativePath:watching:)`` keeps the
    /// candidates whose names an override of the file, or the caller, watches). False for a file
    /// without an override's trigger and no name watched from elsewhere: such assignments are not made.
    private let keepsCandidateAssignments: Bool

    /// False when the file's bytes do not name a status bar style (`tatusBarStyle`): no argument,
    /// parameter or assignment of one is looked for.
    private let mayGiveStyles: Bool

    init(file: String, lines: SwiftLineTable, mayUseDeprecatedAPI: Bool = true, keepsCandidateAssignments: Bool = true,
         mayGiveStyles: Bool = true) {
        self.file = file
        self.mayGiveStyles = mayGiveStyles
        self.lines = lines
        self.mayUseDeprecatedAPI = mayUseDeprecatedAPI
        self.keepsCandidateAssignments = keepsCandidateAssignments
        swiftUI = SwiftUIReader(file: file, lines: lines)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Context

    private var enclosingType: String? { typeStack.last?.name }
    private var enclosingFunction: String? { functionStack.last }

    /// The declared types of the instance properties (stored or computed) of each type read so far
    /// in the file, extensions included (`extension AddFlow { var viewController: AddViewController {
    /// … } }`): what a later block of the same type names.
    private var memberTypes: [String: [String: String]] = [:]

    private func location(of node: some SyntaxProtocol) -> SourceModel.SourceLocation {
        let place = lines.location(of: node.positionAfterSkippingLeadingTrivia)
        return SourceModel.SourceLocation(file: file, line: place.line, column: place.column)
    }

    /// Where a fact is, and whether it is inside an animation block (looked for only inside a closure).
    private func place(of node: some SyntaxProtocol) -> FactPlace {
        FactPlace(location(of: node), type: enclosingType, function: enclosingFunction,
                  animationBlock: closureDepths.last == 0 ? .outside : AnimationBlocks.block(around: node))
    }

    /// A new `UINavigationBarAppearance`: `UINavigationBarAppearance()`, `(idiom:)`, `.init()` of
    /// that declared type; one made from another (`barAppearance:`) is of unknown background.
    private static func newAppearance(_ value: ExprSyntax, declaredType: String?) -> BarAppearanceDraft? {
        guard let call = ExpressionReading.unwrap(value).as(FunctionCallExprSyntax.self) else { return nil }
        let callee = ExpressionReading.unwrap(call.calledExpression)
        // Each accepted callee ends with one of these tokens: the text of any other (the value of
        // most variables set from a call) is not built.
        guard let last = callee.lastToken(viewMode: .sourceAccurate)?.text,
              last == "UINavigationBarAppearance" || last == "init" else { return nil }
        let called = callee.sourceText
        guard called == "UINavigationBarAppearance" || called == "UINavigationBarAppearance.init"
            || (called == ".init" && declaredType == "UINavigationBarAppearance")
        else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        if labels.isEmpty || labels == ["idiom"] { return BarAppearanceDraft() }
        return .unknown("it is made from another appearance (\(call.sourceText))")
    }

    /// The name of the `UINavigationBarAppearance` local an expression is, if it is one.
    private func appearanceLocal(_ expression: ExprSyntax) -> String? {
        guard let name = ExpressionReading.unwrap(expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
            recorder.isAppearance(name)
        else { return nil }
        return name
    }

    /// What an appearance assigned to a bar paints: a local followed through the function, or one
    /// made in place; anything else is `.other`.
    private func appearanceBackground(_ value: ExprSyntax?) -> ParsedValue {
        guard let value else { return .other }
        if let local = appearanceLocal(value), let background = recorder.appearanceBackground(local) { return background }
        return Self.newAppearance(value, declaredType: nil)?.background ?? .other
    }

    /// True when the expression is the shared application: `UIApplication.shared`,
    /// `UIApplication.sharedApplication()` (Swift 2), or a local, property or parameter holding it.
    func isApplication(_ expression: ExprSyntax) -> Bool {
        switch Self.applicationChain(ExpressionReading.unwrap(expression)) {
        case .never: return false
        case .name(let name): return isApplication(chain: name)
        case .whole: return isApplication(chain: ExpressionReading.chainText(expression))
        }
    }

    private func isApplication(chain: String) -> Bool {
        if ["UIApplication.shared", "UIApplication.sharedApplication()", "UIApplication.shared()"].contains(chain) {
            return true
        }
        return Self.bareName(ofChain: chain).map(recorder.isApplicationAlias) ?? false
    }

    /// The chain text when it is a name alone (no member, no call), else nil.
    private static func bareName(ofChain chain: String) -> String? {
        chain.contains(".") || chain.contains("(") ? nil : chain
    }

    /// What a test of an expression's chain text (``ExpressionReading/chainText(_:)``) against
    /// a few chains and names needs, told from the shape of the (unwrapped) expression, so that
    /// the text of every value the reader looks at (a large closure, say) is not built only to be
    /// found unequal:
    /// - `.never`: the chain is not a name alone (a member of anything but `self`, a call);
    ///   nor, for the application, `UIApplication.shared` or `UIApplication.shared()`;
    /// - `.name`: the chain is this name (a name, or `self.name`);
    /// - `.whole`: the chain text is needed (an expression of another kind, whose chain is its
    ///   text, unless it is longer than any name held: then `.never`).
    enum ChainShape: Equatable { case never, name(String), whole }

    /// The shape of `expression`'s chain for ``isApplication(_:)``: a bare name, or the
    /// application's chains (`….shared`, `….shared()`, `….sharedApplication()`).
    static func applicationChain(_ expression: ExprSyntax) -> ChainShape {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "shared" { return .whole }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard call.arguments.isEmpty, let callee = ExpressionReading.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self),
                  ["shared", "sharedApplication"].contains(callee.declName.baseName.text) else { return .never }
            return .whole
        }
        return bareName(expression)
    }

    /// The shape of `expression`'s chain when only a bare name counts (a chain without `.` or `(`).
    static func bareName(_ expression: ExprSyntax) -> ChainShape {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return .name(reference.baseName.text) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base.map(ExpressionReading.unwrap) else { return .never }
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text == "self" ? .name(member.declName.baseName.text) : .never
            }
            if base.is(MemberAccessExprSyntax.self) || base.is(FunctionCallExprSyntax.self) || base.is(SuperExprSyntax.self) { return .never }
            return .whole
        }
        if expression.is(FunctionCallExprSyntax.self) { return .never }
        if expression.is(SuperExprSyntax.self) { return .name("super") }
        return expression.trimmedLength.utf8Length > 64 ? .never : .whole
    }

    // MARK: #if false

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition, Self.iOSValue(condition) == nil { Self.names(in: condition, into: &conditionNames) }
        return Self.isDisabled(node) ? .skipChildren : .visitChildren
    }

    /// The compilation condition names a condition tests (`BETA` in `#if BETA && os(iOS)`).
    static func names(in condition: ExprSyntax, into names: inout Set<String>) {
        let expression = ExpressionReading.unwrap(condition)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            names.insert(reference.baseName.text)
        } else if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            Self.names(in: prefix.expression, into: &names)
        } else if let sequence = expression.as(SequenceExprSyntax.self) {
            for element in sequence.elements where !element.is(BinaryOperatorExprSyntax.self) { Self.names(in: element, into: &names) }
        } else if let infix = expression.as(InfixOperatorExprSyntax.self) {
            Self.names(in: infix.leftOperand, into: &names)
            Self.names(in: infix.rightOperand, into: &names)
        }
    }

    /// A clause never compiled for an iOS app, never read: `#if false`, a condition false on iOS
    /// (`#if os(macOS)`, `#elseif os(tvOS) || os(watchOS)`, `#if !os(iOS)`, `#if targetEnvironment(macCatalyst)`,
    /// `#if canImport(AppKit)`, `#if !IPHONE` when the build settings define `IPHONE` for the file:
    /// ``ReadConditions``), and an `#elseif` or `#else` after a clause true on iOS (`#if os(iOS) … #else …`).
    /// A condition the reader cannot decide (`#if DEBUG`, `#if swift(>=5.9)`) is read.
    static func isDisabled(_ clause: IfConfigClauseSyntax) -> Bool {
        if let condition = clause.condition, iOSValue(condition) == false { return true }
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        for earlier in clauses {
            if earlier.id == clause.id { break }
            if let condition = earlier.condition, iOSValue(condition) == true { return true }
        }
        return false
    }

    /// The value of a compilation condition when building an iOS app for an iPhone, `nil` when not
    /// known from the condition alone.
    static func iOSValue(_ condition: ExprSyntax) -> Bool? {
        let expression = ExpressionReading.unwrap(condition)
        if let literal = ExpressionReading.boolLiteral(expression) { return literal }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return iOSValue(prefix.expression).map { !$0 }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `a || b && c`: `&&` binds tighter; split on `||`, then on `&&`.
            var disjuncts: [[ExprSyntax]] = [[]]
            var operators: [String] = []
            for element in sequence.elements {
                if let op = element.as(BinaryOperatorExprSyntax.self) {
                    operators.append(op.operator.text)
                    if op.operator.text == "||" { disjuncts.append([]) } else if op.operator.text != "&&" { return nil }
                } else {
                    disjuncts[disjuncts.count - 1].append(element)
                }
            }
            let values = disjuncts.map { conjuncts -> Bool? in
                let parts = conjuncts.map(iOSValue)
                if parts.contains(false) { return false }
                return parts.allSatisfy { $0 == true } ? true : nil
            }
            if values.contains(true) { return true }
            return values.allSatisfy { $0 == false } ? false : nil
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            let left = iOSValue(infix.leftOperand), right = iOSValue(infix.rightOperand)
            switch op.operator.text {
            case "&&": return left == false || right == false ? false : left == true && right == true ? true : nil
            case "||": return left == true || right == true ? true : left == false && right == false ? false : nil
            default: return nil
            }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return ReadConditions.defined.contains(name) ? true : ReadConditions.undefined.contains(name) ? false : nil
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let argument = call.arguments.first.map({ $0.expression.trimmedDescription }) else { return nil }
        switch name {
        case "os": return argument == "iOS"
        case "targetEnvironment": return argument == "macCatalyst" ? false : nil
        case "canImport": return argument == "UIKit" ? true : argument == "AppKit" ? false : nil
        default: return nil
        }
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            name: ExpressionReading.identifier(node.name), kind: .class, nameToken: node.name, inheritance: node.inheritanceClause,
            attributes: node.attributes, members: node.memberBlock)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { exitType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            name: ExpressionReading.identifier(node.name), kind: .struct, nameToken: node.name, inheritance: node.inheritanceClause,
            attributes: node.attributes, members: node.memberBlock)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { exitType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            name: ExpressionReading.identifier(node.name), kind: .enum, nameToken: node.name, inheritance: node.inheritanceClause,
            attributes: node.attributes, members: node.memberBlock)
        recordStoryboardNameCases(node)
        return .visitChildren
    }

    /// `enum StoryboardName: String { case main = "Main"; case settings }`: each case names the
    /// storyboard of its raw value (`StoryboardName.main.rawValue` is `Main`, `.settings` is
    /// `settings`), recorded as a ``StoryboardAccessor`` of the enum's own name. Only an enum of
    /// `String` raw values whose name says it names storyboards.
    private func recordStoryboardNameCases(_ node: EnumDeclSyntax) {
        let name = node.name.text
        guard name.contains(StoryboardAccessor.enumNameMark),
              let first = node.inheritanceClause?.inheritedTypes.first, ExpressionReading.typeName(first.type) == "String"
        else { return }
        for member in node.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements where element.parameterClause == nil {
                let caseName = ExpressionReading.identifier(element.name)
                let raw = element.rawValue.map { ExpressionReading.stringLiteral($0.value) } ?? caseName
                guard let raw else { continue }
                storyboardAccessors.append(StoryboardAccessor(member: name + "." + caseName, storyboard: raw))
            }
        }
    }
    override func visitPost(_ node: EnumDeclSyntax) { exitType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            name: ExpressionReading.identifier(node.name), kind: .protocol, nameToken: node.name, inheritance: node.inheritanceClause,
            attributes: node.attributes, members: node.memberBlock)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { exitType() }

    /// `typealias BaseViewController = UIViewController` (a plain type name, not a generic, tuple or
    /// function type): recorded so that a class inheriting the alias inherits the type it names.
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let value = node.initializer.value
        guard node.genericParameterClause == nil, value.is(IdentifierTypeSyntax.self) || value.is(MemberTypeSyntax.self) else {
            return .skipChildren
        }
        let target = ExpressionReading.typeName(value)
        guard !target.isEmpty, !target.contains("<") else { return .skipChildren }
        let name = (enclosingType.map { $0 + "." } ?? "") + ExpressionReading.identifier(node.name)
        types.append(TypeDecl(name: name, kind: .typeAlias, superclass: target, location: location(of: node.name)))
        return .skipChildren
    }

    /// An actor is no UIKit type: it only names the types nested in it.
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = (enclosingType.map { $0 + "." } ?? "") + ExpressionReading.identifier(node.name)
        recorder.push()
        typeStack.append(TypeContext(name: name, isExtension: false, computed: [], scopeDepth: recorder.scopes.count))
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { exitType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            name: ExpressionReading.typeName(node.extendedType), kind: .extension, nameToken: node.extendedType,
            inheritance: node.inheritanceClause, attributes: node.attributes, members: node.memberBlock)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { exitType() }

    private func enterType(
        name: String, kind: TypeDecl.Kind, nameToken: some SyntaxProtocol, inheritance: InheritanceClauseSyntax?,
        attributes: AttributeListSyntax, members: MemberBlockSyntax
    ) {
        let fullName = kind == .extension ? name : (enclosingType.map { $0 + "." } ?? "") + name
        var inherited = inheritance?.inheritedTypes.map { ExpressionReading.typeName($0.type) } ?? []
        var superclass: String?
        if kind == .class, !inherited.isEmpty { superclass = inherited.removeFirst() }

        var scope = Scope()
        var properties: [StoredProperty] = []
        var computed: Set<String> = []
        var computedReturns: [String: String] = [:]
        for variable in Self.memberVariables(members) {
            let isStatic = Self.isTypeMember(variable.modifiers)
            for binding in variable.bindings {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                let name = identifier.text
                let declaredType = binding.typeAnnotation.map { ExpressionReading.typeName($0.type) }
                remember(name: name, declaredType: declaredType, value: binding.initializer?.value, in: &scope)
                if declaredType == "UIApplication" { scope.applicationAliases.insert(name) }
                guard !isStatic else { continue }
                if let declaredType { memberTypes[fullName, default: [:]][name] = declaredType }
                if Self.isComputed(binding) {
                    computed.insert(name)
                    computedReturns[name] = Self.returnedChain(binding)
                    continue
                }
                let value = binding.initializer?.value
                properties.append(
                    StoredProperty(
                        name: name, declaredType: declaredType, initialValue: value?.sourceText,
                        initialConstant: value.flatMap(Self.constantText),
                        didSetUpdatesAppearance: Self.observersUpdateAppearance(binding),
                        isConstant: variable.bindingSpecifier.tokenKind == .keyword(.let),
                        location: location(of: identifier)))
            }
        }

        let styleMembers = kind == .protocol ? [] : Self.styleMembers(members, computed: computed, at: { location(of: $0) })

        // `class PlayerHost: UIHostingController<PlayerView>`: the root view the subclass hosts. So
        // may `class HistoryController: ThemedHost<HistoryView>` (a generic subclass of the app's
        // that hosts its argument): which superclass descends from `UIHostingController` is the
        // class graph's to say, so every generic superclass's argument is recorded.
        if kind == .class, let first = inheritance?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self),
            ExpressionReading.typeName(TypeSyntax(first)) == "UIHostingController" || first.genericArgumentClause != nil
        {
            swiftUI.noteHostingSubclass(fullName, inherits: first)
        }

        types.append(
            TypeDecl(
                name: fullName, kind: kind, superclass: superclass, conformances: inherited,
                objcName: Self.objcName(attributes), location: location(of: nameToken), properties: properties,
                styleMembers: styleMembers))
        recorder.push(scope)
        typeStack.append(TypeContext(name: fullName, isExtension: kind == .extension, computed: computed,
                                     computedReturns: computedReturns, scopeDepth: recorder.scopes.count))
    }

    private func exitType() {
        typeStack.removeLast()
        recorder.pop()
    }

    /// The variables declared directly in a member block, including inside `#if` clauses that are not `#if false`.
    private static func memberVariables(_ members: MemberBlockSyntax) -> [VariableDeclSyntax] {
        var result: [VariableDeclSyntax] = []
        func walk(_ items: MemberBlockItemListSyntax) {
            for item in items {
                if let variable = item.decl.as(VariableDeclSyntax.self) {
                    result.append(variable)
                } else if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses where !isDisabled(clause) {
                        if case .decls(let inner) = clause.elements { walk(inner) }
                    }
                }
            }
        }
        walk(members.members)
        return result
    }

    /// The properties and methods of type `UIStatusBarStyle` of a member block that are no
    /// overrides, each read as an override of `preferredStatusBarStyle` would be.
    private static func styleMembers(_ members: MemberBlockSyntax, computed: Set<String>,
                                     at location: (TokenSyntax) -> SourceModel.SourceLocation) -> [StyleMember] {
        let reader = AnswerReader(member: .preferredStatusBarStyle, computedNames: computed)
        func isStyle(_ type: TypeSyntax?) -> Bool {
            guard let type else { return false }
            let name = ExpressionReading.typeName(type)
            return name == "UIStatusBarStyle" || name == "UIKit.UIStatusBarStyle"
        }
        var result: [StyleMember] = []
        for variable in memberVariables(members) where !isOverride(variable.modifiers) {
            for binding in variable.bindings where isStyle(binding.typeAnnotation?.type) {
                // (A type's own `preferredStatusBarStyle`, no override: a theme's, which a
                // forwarding `theme.preferredStatusBarStyle` may read instead of a controller's.)
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                      StatusBarMember(memberName: identifier.text).map({ $0 == .preferredStatusBarStyle }) ?? true else { continue }
                let answer: Answer
                switch binding.accessorBlock?.accessors {
                case .getter(let items):
                    answer = reader.read(body: items).answer
                case .accessors(let list) where isComputed(binding):
                    answer = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.map { reader.read(body: $0.statements).answer }
                        ?? .unknown(reason: "no getter")
                default:
                    // With no initial value: whatever it is given (``StyleArgument``).
                    answer = binding.initializer.map { reader.read(expression: $0.value) }
                        ?? .storedProperty(name: identifier.text)
                }
                result.append(StyleMember(name: identifier.text, answer: answer, location: location(identifier)))
            }
        }
        for item in members.members {
            guard let function = item.decl.as(FunctionDeclSyntax.self), !isOverride(function.modifiers),
                  isStyle(function.signature.returnClause?.type), let body = function.body,
                  StatusBarMember(memberName: function.name.text) == nil else { continue }
            result.append(StyleMember(name: function.name.text, answer: reader.read(body: body.statements).answer,
                                      location: location(function.name)))
        }
        return result
    }

    /// The name or member chain a computed property's getter returns when it is all the getter does
    /// (`{ viewControllers.last }`, `{ return children.first }`), `nil` otherwise.
    private static func returnedChain(_ binding: PatternBindingSyntax) -> String? {
        let items: CodeBlockItemListSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter(let body): items = body
        case .accessors(let list): items = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: items = nil
        }
        guard let items, items.count == 1, let only = items.first else { return nil }
        let expression: ExprSyntax?
        switch only.item {
        case .expr(let value): expression = value
        case .stmt(let statement): expression = statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: expression = nil
        }
        guard let expression, expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) else { return nil }
        let chain = ExpressionReading.chainText(expression)
        return chain.contains("(") || chain.contains(" ") || chain == "self" ? nil : chain
    }

    private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: false
        case .getter: true
        case .accessors(let list):
            list.contains {
                let kind = $0.accessorSpecifier.tokenKind
                return kind != .keyword(.didSet) && kind != .keyword(.willSet)
            }
        }
    }

    private static func observersUpdateAppearance(_ binding: PatternBindingSyntax) -> Bool {
        guard case .accessors(let list) = binding.accessorBlock?.accessors else { return false }
        return list.contains { accessor in
            let kind = accessor.accessorSpecifier.tokenKind
            guard kind == .keyword(.didSet) || kind == .keyword(.willSet), let body = accessor.body else { return false }
            return callsAppearanceUpdate(body)
        }
    }

    /// True when `node` contains a call of `setNeedsStatusBarAppearanceUpdate()` (in any closure too).
    static func callsAppearanceUpdate(_ node: some SyntaxProtocol) -> Bool {
        let finder = AppearanceUpdateFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    private static func constantText(_ value: ExprSyntax) -> String? {
        switch ExpressionReading.parsedValue(value) {
        case .enumCase(let name): name
        case .bool(let bool): bool ? "true" : "false"
        case .number(let number): Int(exactly: number).map(String.init) ?? String(number)  // 1e20 does not fit an Int
        default: nil
        }
    }

    private static func objcName(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard case .attribute(let attribute) = element, attribute.attributeName.sourceText == "objc",
                case .objCName(let pieces) = attribute.arguments
            else { continue }
            let name = pieces.compactMap { $0.name?.text }.joined(separator: ":")
            if !name.isEmpty { return name }
        }
        return nil
    }

    // MARK: Functions and scopes

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // A function returning a controller may be a factory (`makeNav(for:)`) or a maker (`makeSettings()`).
        let returned = node.signature.returnClause.map { ExpressionReading.typeName($0.type) } ?? ""
        let parameters = node.signature.parameterClause.parameters
        swiftUI.openMember(node, swiftUIContext)
        if let returnClause = node.signature.returnClause, Self.isBool(returnClause.type), let body = node.body {
            recordFlagMember(node.name.text, expression: ExpressionReading.onlyExpression(body.statements))
        }
        if typeStack.isEmpty, functionStack.isEmpty, Self.returnsOneOfItsArguments(node) { selectorFunctions.insert(node.name.text) }
        if returned == "UIStoryboard", parameters.isEmpty, Self.isTypeMember(node.modifiers), let body = node.body {
            recordStoryboardAccessor(node.name.text, value: ExpressionReading.onlyExpression(body.statements))
        }
        enterFunction(node.name.text, parameters: parameters, factory: returned.hasSuffix("Controller") ? node.name : nil,
                      typeMethod: Self.isTypeMember(node.modifiers))
        if node.signature.parameterClause.parameters.isEmpty, Self.isOverride(node.modifiers),
            let member = StatusBarMember(memberName: node.name.text), let body = node.body
        {
            recordOverride(member, body: body.statements, nameToken: node.name)
        }
        if let body = node.body, Self.isOverride(node.modifiers), LifecycleMethod(function: node.name.text)?.isViewEvent == true,
           !Self.callsSuper(node.name.text, in: body) {
            recorder.recordWithoutSuper(node.name.text, type: enclosingType)
        }
        if node.name.text == "splitViewController", let body = node.body,
           parameters.map({ $0.firstName.text }) == ["_", "collapseSecondary", "onto"],
           let type = enclosingType, let index = types.lastIndex(where: { $0.name == type }) {
            let secondary = Array(parameters)[1]
            types[index].splitCollapse = Self.splitCollapse(body.statements, secondary: (secondary.secondName ?? secondary.firstName).text)
        }
        return .visitChildren
    }

    /// `func AppearanceValue<T>(light: T, dark: T) -> T`: two parameters or more, each of an
    /// unconstrained type parameter that is also the result, which can only be one of them.
    static func returnsOneOfItsArguments(_ node: FunctionDeclSyntax) -> Bool {
        guard node.genericWhereClause == nil, let generics = node.genericParameterClause?.parameters, generics.count == 1,
              let generic = generics.first, generic.inheritedType == nil, generic.specifier == nil,
              let returned = node.signature.returnClause?.type.as(IdentifierTypeSyntax.self), returned.name.text == generic.name.text
        else { return false }
        let parameters = node.signature.parameterClause.parameters
        return parameters.count >= 2 && parameters.allSatisfy {
            $0.type.as(IdentifierTypeSyntax.self)?.name.text == generic.name.text && $0.ellipsis == nil && $0.defaultValue == nil
        }
    }

    /// Whether `body` calls `super.<name>` anywhere (in a closure too): an override of a view's
    /// event without it cuts off its superclasses' code there (``MethodCalls/withoutSuper``).
    static func callsSuper(_ name: String, in body: CodeBlockSyntax) -> Bool {
        var afterSuper = 0
        for token in body.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .keyword(.super): afterSuper = 1
            case .period where afterSuper == 1: afterSuper = 2
            case .identifier(let text) where afterSuper == 2 && text == name: return true
            default: afterSuper = 0
            }
        }
        return false
    }

    /// What a `splitViewController(_:collapseSecondary:onto:)` body returns (``SplitCollapse``): a
    /// list of `if secondary is T { return false }` then `return true`, or `true` alone.
    static func splitCollapse(_ statements: CodeBlockItemListSyntax, secondary: String) -> SplitCollapse {
        var unless: [String] = []
        let items = Array(statements)
        for (index, item) in items.enumerated() {
            let last = index == items.count - 1
            if last {
                let returned: ExprSyntax? = if case .stmt(let stmt) = item.item { stmt.as(ReturnStmtSyntax.self)?.expression }
                    else if case .expr(let expr) = item.item { items.count == 1 ? expr : nil } else { nil }
                guard let returned, ExpressionReading.boolLiteral(returned) == true else { return .other }
                return unless.isEmpty ? .alwaysTrue : .trueUnlessSecondaryIs(unless)
            }
            // Statements that return nothing (moving controllers to the primary, styling the
            // split) before a last `return true`: `true` on every path.
            if unless.isEmpty, !ReturnFinder.returns(in: Syntax(item)) { continue }
            // `if secondary is UINavigationController { return false }`
            let statement: ExprSyntax? = switch item.item {
            case .expr(let expr): expr
            case .stmt(let stmt): stmt.as(ExpressionStmtSyntax.self)?.expression
            default: nil
            }
            guard let ifExpr = statement?.as(IfExprSyntax.self), ifExpr.elseBody == nil,
                  ifExpr.conditions.count == 1, case .expression(let condition) = ifExpr.conditions.first?.condition,
                  let tested = Self.typeTest(condition), tested.name == secondary,
                  ifExpr.body.statements.count == 1, case .stmt(let inner)? = ifExpr.body.statements.first?.item,
                  let value = inner.as(ReturnStmtSyntax.self)?.expression, ExpressionReading.boolLiteral(value) == false
            else { return .other }
            unless.append(tested.type)
        }
        return .other
    }
    /// Finds a `return` in a statement, not counting closures' and nested functions' own.
    private final class ReturnFinder: SyntaxVisitor {
        private var found = false
        static func returns(in node: Syntax) -> Bool {
            let finder = ReturnFinder(viewMode: .sourceAccurate)
            finder.walk(node)
            return finder.found
        }
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// `name is Type` (folded, or as the parser leaves it: a sequence of the name, `is` and the type).
    static func typeTest(_ expression: ExprSyntax) -> (name: String, type: String)? {
        let expression = ExpressionReading.unwrap(expression)
        if let check = expression.as(IsExprSyntax.self), let name = check.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return (name, ExpressionReading.typeName(check.type))
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(UnresolvedIsExprSyntax.self),
              let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
              let type = elements[2].as(TypeExprSyntax.self) else { return nil }
        return (name, ExpressionReading.typeName(type.type))
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        if let body = node.body { recordImplicitReturn(body.statements) }
        exitFunction()
        swiftUI.closeViewBody(node.id)
    }

    /// A body of a single expression returns it.
    private func recordImplicitReturn(_ statements: CodeBlockItemListSyntax) {
        guard statements.count == 1, let only = statements.first, case .expr(let expression) = only.item else { return }
        recorder.recordReturn(returnedController(expression))
    }

    /// What a `return` gives: a controller the reader knows, else one that a maker of the app
    /// makes, called there (`return appDelegate.setupUIKitInterface()`, read where the audit reads
    /// that maker; a property read is no call of one).
    private func returnedController(_ expression: ExprSyntax) -> KnownController? {
        if let known = knownController(expression) { return known }
        guard ExpressionReading.unwrap(expression).is(FunctionCallExprSyntax.self) else { return nil }
        return madeController(expression)
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        // `return nil` shows nothing: it is no return of a factory or a maker.
        if node.expression.map({ ExpressionReading.unwrap($0).is(NilLiteralExprSyntax.self) }) != true {
            let local = node.expression.flatMap { ExpressionReading.unwrap($0).as(DeclReferenceExprSyntax.self)?.baseName.text }
            recorder.recordReturn(local: local, node.expression.flatMap(returnedController))
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction("init", parameters: node.signature.parameterClause.parameters)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { exitFunction() }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction("deinit", parameters: nil)
        return .visitChildren
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) { exitFunction() }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let accessors = node.accessorBlock {
            swiftUI.openMember(node, accessors: accessors, swiftUIContext)
            // A computed property typed as a controller may make one (`var viewController: UIViewController? { … }`).
            let identifier = node.pattern.as(IdentifierPatternSyntax.self)?.identifier
            let typed = node.typeAnnotation.map { ExpressionReading.typeName($0.type).hasSuffix("Controller") } ?? false
            enterFunction(identifier?.text ?? node.pattern.sourceText, parameters: nil, factory: typed ? identifier : nil)
        }
        return .visitChildren
    }
    override func visitPost(_ node: PatternBindingSyntax) {
        if node.accessorBlock != nil { exitFunction() }
        swiftUI.closeViewBody(node.id)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        swiftUI.noteStatement(node)
        return .visitChildren
    }

    /// An `if` in a view body whose branch only an iPad takes: what it draws is no iPhone's.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if swiftUI.isGathering {
            if let branch = ExpressionReading.padOnlyBranch(node) {
                swiftUI.notePadOnly(branch)
            } else {
                for flag in ExpressionReading.guardingFlags(node) { swiftUI.noteFlaggedBranch(Syntax(node.body), flag: flag) }
            }
        }
        return .visitChildren
    }

    // Locals assigned in branches (issue 33, point 1: each branch is a possibility). The body of an
    // `if` is a branch of its own; its `else` is read where the `if` is, so that a local assigned on
    // both holds either, and one assigned only in the body holds that or what it held before.
    // Each `case` of a `switch` is a branch; a Swift `switch` is exhaustive.

    /// The branches of the `if` bodies and `switch` statements being read, innermost last.
    private var branchGroups: [[[String: [KnownController]]]] = []

    // A block is a scope: a local it declares (`let controller = … as? ConnectServerViewController`
    // in a `case`, shadowing the function's `controller`) is gone after it, with what it was assigned.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        if Self.isIfBody(node) || node.parent?.is(GuardStmtSyntax.self) == true { recorder.beginBranch() }
        recorder.push()
        return .visitChildren
    }
    override func visitPost(_ node: CodeBlockSyntax) {
        recorder.pop()
        if Self.isIfBody(node) {
            // A body that returns or throws leaves the function: what it assigns is never shown after the `if`.
            let branch = recorder.endBranch()
            branchGroups.append([Self.leaves(node) ? [:] : branch])
        } else if node.parent?.is(GuardStmtSyntax.self) == true {
            // A `guard`'s `else` always leaves: what it assigns is never shown after it.
            _ = recorder.endBranch()
        }
    }

    private static func leaves(_ block: CodeBlockSyntax) -> Bool {
        guard case .stmt(let last)? = block.statements.last?.item else { return false }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self)
    }
    override func visitPost(_ node: IfExprSyntax) {
        if let thenBranch = branchGroups.popLast() { recorder.joinBranches(thenBranch, exhaustive: false) }
    }

    private static func isIfBody(_ node: CodeBlockSyntax) -> Bool {
        node.parent?.as(IfExprSyntax.self)?.body.id == node.id
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        branchGroups.append([])
        return .visitChildren
    }
    override func visitPost(_ node: SwitchExprSyntax) {
        if let cases = branchGroups.popLast() { recorder.joinBranches(cases, exhaustive: true) }
    }
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        recorder.beginBranch()
        recorder.push()
        return .visitChildren
    }
    override func visitPost(_ node: SwitchCaseSyntax) {
        recorder.pop()
        let branch = recorder.endBranch()
        if !branchGroups.isEmpty { branchGroups[branchGroups.count - 1].append(branch) }
    }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        let kind = node.accessorSpecifier.text
        if kind != "get" { enterFunction((enclosingFunction ?? "") + "." + kind, parameters: nil) }
        return .visitChildren
    }
    override func visitPost(_ node: AccessorDeclSyntax) {
        if node.accessorSpecifier.text != "get" { exitFunction() }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        configuredNames.append(Self.configuredName(of: node))
        var scope = Scope()
        let parameters = Self.closureParameters(node)
        for name in parameters where !name.hasPrefix("$") { scope.declaredNames.insert(name) }
        recorder.push(scope)
        closureDepths[closureDepths.count - 1] += 1
        // A closure held by a name (`let makeNav = { ThemedNav(rootViewController: $0) }`) may be a factory.
        let holder = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?
            .pattern.as(IdentifierPatternSyntax.self)?.identifier
        recorder.beginFunction(factory: holder?.text, parameters: parameters,
                               at: FactPlace(location(of: holder ?? node.leftBrace), type: enclosingType, function: enclosingFunction))
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        recordImplicitReturn(node.statements)
        recorder.endFunction()
        closureDepths[closureDepths.count - 1] -= 1
        recorder.pop()
        configuredNames.removeLast()
    }

    /// What `$0` names in a configuration closure (``ExpressionReading/configuredBase(_:)``): the
    /// local or property the configured value is bound to (`let window = UIWindow(…).then { … }`),
    /// else the configured value when it is a name (`navigationController.then { … }`).
    static func configuredName(of closure: ClosureExprSyntax) -> String? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
              let base = ExpressionReading.configuredBase(call) else { return nil }
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return name
        }
        let unwrapped = ExpressionReading.unwrap(base)
        guard unwrapped.is(DeclReferenceExprSyntax.self) || unwrapped.is(MemberAccessExprSyntax.self) else { return nil }
        let text = ExpressionReading.chainText(unwrapped)
        return text.isEmpty ? nil : text
    }

    /// A closure's parameter names (`vc in`, `(vc: UIViewController) in`), else `$0` to `$3`.
    static func closureParameters(_ node: ClosureExprSyntax) -> [String] {
        switch node.signature?.parameterClause {
        case .simpleInput(let list)?: list.map(\.name.text)
        case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: ["$0", "$1", "$2", "$3"]
        }
    }

    private func enterFunction(_ name: String, parameters: FunctionParameterListSyntax?, factory: TokenSyntax? = nil, typeMethod: Bool = false) {
        functionStack.append(name)
        closureDepths.append(0)
        var scope = Scope()
        var names: [String] = []
        var keys: [String: String] = [:]
        var defaults: [String: ParsedValue] = [:]
        for parameter in parameters ?? [] {
            let name = (parameter.secondName ?? parameter.firstName).text
            names.append(name)
            if let value = parameter.defaultValue?.value { defaults[name] = ExpressionReading.parsedValue(value) }
            // The label a caller writes; `_` and the position for none.
            keys[name] = parameter.firstName.tokenKind == .wildcard ? "_\(names.count - 1)" : parameter.firstName.text
            scope.declaredNames.insert(name)
            let type = ExpressionReading.typeName(parameter.type)
            scope.declaredTypes[name] = type
            if type == "UIApplication" { scope.applicationAliases.insert(name) }
            // A parameter of a controller class (`func show(_ center: ReaderViewController)`) holds
            // one of that class, as in Objective-C (`- (void)show:(ReaderViewController *)center`).
            if Self.namesControllerClass(type) { scope.controllers[name] = KnownController(className: type, rootClass: nil) }
        }
        recorder.push(scope)
        recorder.beginFunction(factory: factory?.text, parameters: names,
                               at: FactPlace(factory.map { location(of: $0) } ?? SourceModel.SourceLocation(file: file, line: 0, column: 0),
                                             type: enclosingType, function: name),
                               declaresController: factory != nil, parameterKeys: keys, typeMethod: typeMethod,
                               parameterDefaults: defaults,
                               labels: (parameters ?? []).map { $0.firstName.tokenKind == .wildcard ? "_" : $0.firstName.text })
    }

    private func exitFunction() {
        recorder.endFunction()
        functionStack.removeLast()
        closureDepths.removeLast()
        recorder.pop()
    }

    /// `static let card = UIColor(named: "Card")`, `static var ink: UIColor { .black }` or
    /// `{ return UIColor(white: 0.1, alpha: 1) }` in an extension of a color type (``ColorDefinition``).
    private func recordColorDefinitions(_ node: VariableDeclSyntax) {
        guard Self.isTypeMember(node.modifiers) else { return }
        for binding in node.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            var expression = binding.initializer?.value
            if expression == nil {
                let items: CodeBlockItemListSyntax?
                switch binding.accessorBlock?.accessors {
                case .getter(let body): items = body
                case .accessors(let list): items = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                case nil: items = nil
                }
                // One statement: the expression, or `return` it.
                if let items, items.count == 1, let item = items.first?.item {
                    expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression
                        ?? item.as(ExprSyntax.self)
                }
            }
            guard let expression, let value = ExpressionReading.colorValue(expression) else { continue }
            // `static let background = UIColor.background`, itself: not a definition.
            if case .system(let name) = value, name == identifier.text { continue }
            colorDefinitions.append(ColorDefinition(name: identifier.text, value: value, location: location(of: identifier)))
        }
    }

    private static func isOverride(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }

    /// `static` or `class`: a member of the type, not of its instances.
    private static func isTypeMember(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    // MARK: Variables: overrides, locals

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) ?? false
        if isMember { recordFlagMembers(node) }
        if isMember, Self.isTypeMember(node.modifiers) {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var value = binding.initializer?.value
                if case .getter(let items)? = binding.accessorBlock?.accessors { value = ExpressionReading.onlyExpression(items) }
                recordStoryboardAccessor(name, value: value)
            }
        }
        if isMember, let type = typeStack.last, type.isExtension, type.name == "UIColor" || type.name == "Color" {
            recordColorDefinitions(node)
        }
        if isMember, Self.isOverride(node.modifiers) {
            for binding in node.bindings {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                if identifier.text == "overrideTraitCollection" {
                    deprecatedUses.append(
                        DeprecatedUse(
                            api: .presentationControllerOverrideTraitCollection, access: .write,
                            location: location(of: identifier), enclosingType: enclosingType,
                            enclosingFunction: enclosingFunction, language: .swift,
                            runsOnlyBelow: availability.runsOnlyBelow(identifier), runsOnlyFrom: AvailabilityReading.runsOnlyFrom(identifier)))
                }
                guard let member = StatusBarMember(memberName: identifier.text) else { continue }
                switch binding.accessorBlock?.accessors {
                case .getter(let items):
                    recordOverride(member, body: items, nameToken: identifier)
                case .accessors(let list):
                    if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                        let body = getter.body
                    {
                        recordOverride(member, body: body.statements, nameToken: identifier)
                    } else {
                        recordOverride(member, answer: .unknown(reason: "no getter"), nameToken: identifier)
                    }
                case nil:
                    recordOverride(member, answer: .unknown(reason: "no getter"), nameToken: identifier)
                }
            }
        } else if !isMember {
            // A local: remember controllers, storyboards and the application it holds.
            // Read the scopes first, then write the innermost back (no overlapping access).
            var scope = recorder.scopes[recorder.scopes.count - 1]
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let declaredType = binding.typeAnnotation.map { ExpressionReading.typeName($0.type) }
                remember(name: name, declaredType: declaredType, value: binding.initializer?.value, in: &scope)
            }
            recorder.updateInnermost { $0 = scope }
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { recorder.declareLocal(name) }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            let declaredType = node.typeAnnotation.map { ExpressionReading.typeName($0.type) }
            var scope = recorder.scopes[recorder.scopes.count - 1]
            remember(name: name, declaredType: declaredType, value: node.initializer?.value, in: &scope)
            recorder.updateInnermost { $0 = scope }
        }
        return .visitChildren
    }

    private func remember(name: String, declaredType: String?, value: ExprSyntax?, in scope: inout Scope) {
        scope.declaredNames.insert(name)
        if let declaredType { scope.declaredTypes[name] = declaredType }
        if declaredType == nil, let value, let type = Self.constructedObjectType(value) { scope.constructedTypes[name] = type }
        if let value, ExpressionReading.isSelf(ExpressionReading.unwrap(value)) { scope.selfAliases.insert(name) }
        // `if let sheet = nav.sheetPresentationController`: what is set on `sheet` is set on `nav`'s sheet.
        if let value, let member = ExpressionReading.lastMember(value), member.name == WatchedProperty.sheetControllerName {
            scope.sheetOwners[name] = member.base.map(ExpressionReading.chainText) ?? "self"
            return
        }
        // `if let window = (UIApplication.shared.delegate as! AppDelegate).window`: the local stands for
        // that window (a chain, not the local's own name, tells which window it is).
        if let value, ExpressionReading.lastMember(value)?.base != nil, case let chain = ExpressionReading.chainText(value),
           Assignment.namesMainWindow(chain) {
            scope.windowAliases[name] = chain
        }
        // `guard let nav = root.navigationController`: what is pushed onto `nav` goes onto `root`'s stack.
        if let value, let member = ExpressionReading.lastMember(value), member.name == HeldReference.navigationControllerName,
           let base = member.base {
            scope.navigationOwners[name] = ExpressionReading.chainText(base)
        }
        if let value, let appearance = Self.newAppearance(value, declaredType: declaredType) {
            scope.appearances[name] = appearance
            return
        }
        // A local array of controllers: `let tabs = [HomeViewController(), …]` (or mapped), or one
        // declared empty to be filled later (`var tabs: [UIViewController] = []`, `[UIViewController]()`).
        let declaredControllers = declaredType.map { $0.hasPrefix("[") && $0.hasSuffix("Controller]") } ?? false
        if let value, let list = controllerList(value),
           list.contains(where: { $0.className != nil || $0.rootClass != nil })
            || (list.isEmpty && (declaredControllers || !ExpressionReading.unwrap(value).is(ArrayExprSyntax.self)))
        {
            scope.controllerArrays[name] = list
            return
        }
        if let value, let call = ExpressionReading.unwrap(value).as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
           array.elements.first?.expression.sourceText.hasSuffix("Controller") == true
        {
            scope.controllerArrays[name] = []
            return
        }
        if value == nil, declaredControllers {
            scope.controllerArrays[name] = []
            return
        }
        if let value {
            if isApplication(value) { scope.applicationAliases.insert(name) }
            if let storyboard = storyboardName(value) { scope.storyboards[name] = storyboard }
            if let known = immediateClosureController(value) ?? knownController(value) {
                scope.controllers[name] = known
                return
            }
        }
        if declaredType == "UIApplication" { scope.applicationAliases.insert(name) }
        if let declaredType, scope.controllers[name] == nil, Self.namesControllerClass(declaredType) {
            scope.controllers[name] = KnownController(className: declaredType, rootClass: nil)
        } else if let value, scope.controllers[name] == nil, let made = madeController(value) {
            scope.controllers[name] = made
        }
    }

    /// True when a declared type names a controller class of its own (`ReaderViewController`, not
    /// `UIViewController`, which says nothing of the class).
    /// The type of an object constructed by `value` (`ProfileAssembly(id: id)`, no trailing closure)
    /// when its name says no controller: a maker of the app called on it is that type's.
    static func constructedObjectType(_ value: ExprSyntax) -> String? {
        guard let call = ExpressionReading.unwrap(value).as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let type = constructedTypeName(ExpressionReading.unwrap(call.calledExpression))
        else { return nil }
        return namesControllerClass(type) ? nil : type
    }

    /// The capitalised type a call's called expression names (`ProfileAssembly` in
    /// `ProfileAssembly(id: id)`, `Box<Int>(…)`): a construction of it.
    private static func constructedTypeName(_ called: ExprSyntax) -> String? {
        guard let reference = ExpressionReading.typeReference(called) else { return nil }
        let name = reference.baseName.text
        return name.startsUppercase ? name : nil
    }

    static func namesControllerClass(_ type: String) -> Bool {
        type.startsUppercase && type.hasSuffix("Controller") && type != "UIViewController"
    }

    private func storyboardName(_ value: ExprSyntax) -> String? {
        if let use = storyboardAccessorUse(value) { return use }
        return Self.literalStoryboardName(value)
    }

    /// `UIStoryboard(name: "Settings", bundle: nil)`: `Settings`. A name given by an enum's raw
    /// value (`UIStoryboard(name: StoryboardName.settings.rawValue, bundle: nil)`) is written as a
    /// use of the case (``StoryboardAccessor/use(_:_:)``), for the audit to resolve.
    private static func literalStoryboardName(_ value: ExprSyntax) -> String? {
        guard let call = ExpressionReading.unwrap(value).as(FunctionCallExprSyntax.self),
            let first = call.arguments.first, first.label?.text == "name",
            case let callee = ExpressionReading.unwrap(call.calledExpression),
            callee.trimmedLength.utf8Length == 12, callee.sourceText == "UIStoryboard"
        else { return nil }
        return ExpressionReading.stringLiteral(first.expression) ?? rawValueCase(first.expression)
    }

    /// `StoryboardName.settings.rawValue`: the use of the case `StoryboardName.settings`.
    private static func rawValueCase(_ expression: ExprSyntax) -> String? {
        guard let raw = ExpressionReading.unwrap(expression).as(MemberAccessExprSyntax.self), raw.declName.baseName.text == "rawValue",
              let member = raw.base?.as(MemberAccessExprSyntax.self),
              let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.contains(StoryboardAccessor.enumNameMark)
        else { return nil }
        return StoryboardAccessor.use(type, member.declName.baseName.text)
    }

    /// A storyboard given by a type's member (`UIStoryboard.settings`, `UIStoryboard.settings()`,
    /// `SettingsViewController.storyboard`: a member of `UIStoryboard`, or one named for a
    /// storyboard), written as ``StoryboardAccessor/use(_:_:)`` for the audit to resolve.
    private func storyboardAccessorUse(_ value: ExprSyntax) -> String? {
        var value = ExpressionReading.unwrap(value)
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            value = ExpressionReading.unwrap(call.calledExpression)
        }
        guard let member = value.as(MemberAccessExprSyntax.self),
              let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.startsUppercase,
              case let name = member.declName.baseName.text, name.startsLowercase,
              type == "UIStoryboard" || name.contains("toryboard") else { return nil }
        return StoryboardAccessor.use(type, name)
    }

    /// A static member of the type being read (its modifiers checked by the caller) that gives a
    /// storyboard of a literal name, or of an enum case's raw value.
    private func recordStoryboardAccessor(_ name: String, value: ExprSyntax?) {
        guard let type = enclosingType, let value, let storyboard = Self.literalStoryboardName(value) else { return }
        storyboardAccessors.append(StoryboardAccessor(member: type + "." + name, storyboard: storyboard))
    }

    /// The controller a closure called in place makes, as a lazy property's initial value often is
    /// (`lazy var booksNavigationController: UINavigationController = { let root = BooksViewController();
    /// return UINavigationController(rootViewController: root) }()`): what its last statement returns,
    /// with a root named by a constant the closure makes first (`let`, or `guard let … else`).
    func immediateClosureController(_ value: ExprSyntax) -> KnownController? {
        guard let call = ExpressionReading.unwrap(value).as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              call.trailingClosure == nil, let closure = ExpressionReading.unwrap(call.calledExpression).as(ClosureExprSyntax.self),
              let last = closure.statements.last
        else { return nil }
        var made: [String: String] = [:]
        func note(_ pattern: PatternSyntax, _ initializer: InitializerClauseSyntax?) {
            guard let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let created = initializer.flatMap({ ExpressionReading.unwrap($0.value).as(FunctionCallExprSyntax.self) }).flatMap(Self.createdType)
            else { return }
            made[name] = created
        }
        for item in closure.statements.dropLast() {
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings { note(binding.pattern, binding.initializer) }
            } else if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                for condition in guardStatement.conditions {
                    guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self) else { continue }
                    note(binding.pattern, binding.initializer)
                }
            }
        }
        guard let returned = ExpressionReading.value(of: last).map(ExpressionReading.unwrap) else { return nil }
        if let name = returned.as(DeclReferenceExprSyntax.self)?.baseName.text, let cls = made[name] {
            return KnownController(className: cls)
        }
        guard let construction = returned.as(FunctionCallExprSyntax.self), let wrapper = Self.createdType(construction) else { return nil }
        let root = construction.arguments.first { $0.label?.text == "rootViewController" }.map { ExpressionReading.unwrap($0.expression) }
        if let name = root?.as(DeclReferenceExprSyntax.self)?.baseName.text, let cls = made[name] {
            return KnownController(className: wrapper, rootClass: cls)
        }
        return knownController(returned)
    }

    /// The class of a controller created by `value`: `X()`, `X(…)`, `X.init(…)`,
    /// `X.instantiate()`, `… as! X`, `UINavigationController(rootViewController: Y())`, or a
    /// local that holds one.
    func knownController(_ value: ExprSyntax) -> KnownController? {
        let value = ExpressionReading.unwrap(value)
        if let sequence = value.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
                let type = elements[2].as(TypeExprSyntax.self)
            {
                // `storyboard.instantiateInitialViewController() as! UINavigationController`: the
                // storyboard's scene, of the class it is cast to.
                let loaded = ExpressionReading.unwrap(elements[0]).as(FunctionCallExprSyntax.self)
                return KnownController(
                    className: ExpressionReading.typeName(type.type), rootClass: nil,
                    storyboardIdentifier: loaded.flatMap(Self.storyboardIdentifier), storyboardName: loaded.flatMap(loadingStoryboard))
            }
            return nil
        }
        if let call = value.as(FunctionCallExprSyntax.self) {
            if let scene = Self.swiftGenScene(call) {
                return KnownController(className: nil, rootClass: nil, storyboardIdentifier: scene.identifier, storyboardName: scene.storyboard)
            }
            if let factory = factoryCall(call) { return factory }
            let identifier = Self.storyboardIdentifier(call)
            guard let className = Self.initializesSelf(call) ? enclosingType : Self.createdType(call) else {
                let storyboard = loadingStoryboard(call)
                if identifier == nil && storyboard == nil { return nil }
                return KnownController(className: nil, rootClass: nil, storyboardIdentifier: identifier, storyboardName: storyboard)
            }
            guard className != "UIStoryboard" else { return nil }
            let rootArgument = call.arguments.first { $0.label?.text == "rootViewController" }?.expression
            let rootKnown = rootArgument.flatMap { knownController($0) ?? madeController($0) }
            let rootName = rootArgument.flatMap { ExpressionReading.unwrap($0).as(DeclReferenceExprSyntax.self)?.baseName.text }
            // A type method of the class (`SettingsViewController.instantiate()`): the audit reads
            // what it makes, which may be a container around the class (``MakerCall``).
            var maker: MakerCall? = nil
            if let member = ExpressionReading.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self),
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == className,
               case let name = member.declName.baseName.text, name != "init" {
                maker = MakerCall(name: name, typeName: className, withoutBase: false)
            }
            return KnownController(className: className, rootClass: rootKnown?.className, storyboardIdentifier: identifier, rootName: rootName,
                                   maker: maker, rootMaker: rootKnown?.className == nil ? rootKnown?.maker : nil)
        }
        switch Self.bareName(value) {
        case .never: return nil
        case .name(let name): return recorder.soleController(named: name)
        case .whole: return Self.bareName(ofChain: ExpressionReading.chainText(value)).flatMap(recorder.controller(named:))
        }
    }

    /// A controller of no class the reader can tell, made by a function or computed property the
    /// audit may read (``MakerCall``), of a type the reader can tell: `WalletSheet.pay.controller`,
    /// `Screens.settings`, `sheet.controller` (a parameter or a property declared `sheet: WalletSheet`),
    /// `makeSettings()` or `self.settingsController` (the type being read, or a global function). A
    /// local or stored property holding nothing known, and UIKit's own names, are none.
    func madeController(_ value: ExprSyntax) -> KnownController? {
        var value = ExpressionReading.unwrap(value)
        if let call = value.as(FunctionCallExprSyntax.self) {
            guard call.trailingClosure == nil else { return nil }
            value = ExpressionReading.unwrap(call.calledExpression)
        }
        let name: String
        let typeName: String?
        var withoutBase = false
        // A name of the type being read: computed (and no local or parameter of the name hides it), or
        // declared nowhere around (an extension elsewhere).
        let ownMember = { (name: String) in
            guard self.recorder.isDeclared(name) else { return true }
            guard let type = self.typeStack.last, type.computed.contains(name) else { return false }
            return !self.recorder.scopes[min(type.scopeDepth, self.recorder.scopes.count)...].contains { $0.declaredNames.contains(name) }
        }
        if let reference = value.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            guard ownMember(name) else { return nil }
            typeName = enclosingType
            withoutBase = true
        } else if let member = value.as(MemberAccessExprSyntax.self), let base = member.base.map(ExpressionReading.unwrap) {
            name = member.declName.baseName.text
            if ExpressionReading.isSelf(base) {
                guard ownMember(name) else { return nil }
                typeName = enclosingType
            } else if let baseName = base.as(DeclReferenceExprSyntax.self)?.baseName.text {
                // (`assembly.makeModule()` after `let assembly = ProfileAssembly(id: id)`.)
                typeName = baseName.startsUppercase ? baseName : recorder.objectType(of: baseName)
            } else if let type = Self.constructedObjectType(base) {
                typeName = type  // `DownloadsAssembly().makeModule()`
            } else if let caseAccess = base.as(MemberAccessExprSyntax.self),
                      let type = caseAccess.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.startsUppercase {
                typeName = type  // `WalletSheet.pay.controller`
            } else if let property = base.as(MemberAccessExprSyntax.self), let owner = property.base, ExpressionReading.isSelf(owner) {
                typeName = recorder.declaredType(of: property.declName.baseName.text)  // `self.appDelegate.setupUIKitInterface()`
            } else {
                return nil
            }
        } else {
            return nil
        }
        guard let typeName, name.startsLowercase, name != "init", !name.hasPrefix("instantiate"), !MakerCall.uikitNames.contains(name)
        else { return nil }
        return KnownController(className: nil, maker: MakerCall(name: name, typeName: typeName, withoutBase: withoutBase))
    }

    /// A call of a function that is not an initializer, given a controller of a known class
    /// (`makeNav(for: HomeViewController())`, `Themes.navigation(for: vc)`): a factory the audit reads
    /// to know the container it wraps the controller in.
    private func factoryCall(_ call: FunctionCallExprSyntax) -> KnownController? {
        guard let (name, typeName, otherBase) = Self.calledFunction(call), !otherBase, name.startsLowercase, name != "init", !name.hasPrefix("instantiate") else { return nil }
        for (index, argument) in call.arguments.enumerated() {
            guard let known = knownController(argument.expression),
                  let wrapped = ControllerReference.wrapping(known.reference, in: nil, factory: FactoryCall(name: name, typeName: typeName, argumentIndex: index))
            else { continue }
            return KnownController(className: nil, rootClass: wrapped.rootClass, factory: wrapped.factory)
        }
        return nil
    }

    /// The function a call calls: its name, the type written before it (`Themes.navigation(for:)`),
    /// and whether something else is written before it (neither a type nor `self`: `router.make(…)`).
    /// `nil` for a call of anything but a name (a closure, a subscript).
    static func calledFunction(_ call: FunctionCallExprSyntax) -> (name: String, typeName: String?, otherBase: Bool)? {
        let called = ExpressionReading.unwrap(call.calledExpression)
        if let reference = called.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, nil, false) }
        guard let member = called.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.startsUppercase {
            return (member.declName.baseName.text, type, false)
        }
        return (member.declName.baseName.text, nil, !ExpressionReading.isSelf(base))
    }

    /// The controllers an expression holds, as a list: an array literal, a local array built in the
    /// function, or such a list mapped (`.map { makeNav(for: $0) }`, `.map(ThemedNav.init(rootViewController:))`).
    private func controllerList(_ expression: ExprSyntax, depth: Int = 0) -> [ControllerReference]? {
        let expression = ExpressionReading.unwrap(expression)
        if let array = expression.as(ArrayExprSyntax.self) {
            // A local assigned in several branches (`let discover: UIViewController; if flag { discover =
            // A() } else { discover = B() }`) is each of its controllers: one tab each, a possibility.
            return array.elements.flatMap { element -> [ControllerReference] in
                if let name = ExpressionReading.unwrap(element.expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
                   let alternatives = recorder.alternatives(named: name) {
                    return alternatives.map(\.reference)
                }
                return [rootReference(to: element.expression)]
            }
        }
        // `viewControllers ?? []`: the container's own controllers (set elsewhere, a storyboard's) and then these.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           ExpressionReading.chainText(Array(sequence.elements)[0]) == "viewControllers"
        {
            return controllerList(Array(sequence.elements)[2], depth: depth + 1)
        }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text { return recorder.controllerArray(name) }
        guard depth < 8, let call = expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              ["map", "compactMap"].contains(member.declName.baseName.text),
              let elements = controllerList(base, depth: depth + 1)
        else { return nil }
        let transform: Syntax? = call.trailingClosure.map(Syntax.init) ?? call.arguments.first.map { Syntax($0.expression) }
        guard let transform else { return nil }
        return elements.compactMap { mapped($0, by: transform) }
    }

    /// A controller of a list after a `map` transform: wrapped in place (`ThemedNav(rootViewController: $0)`,
    /// `ThemedNav.init(rootViewController:)`), by a factory (`makeNav(for: $0)`, `makeNav`), or by
    /// something the reader does not read (the container is then unknown).
    private func mapped(_ element: ControllerReference, by transform: Syntax) -> ControllerReference? {
        let unread = ControllerReference.wrapping(element, in: nil, factory: FactoryCall(name: nil))
        if let closure = transform.as(ClosureExprSyntax.self) {
            let parameters = Self.closureParameters(closure)
            guard let parameter = parameters.first, let body = ExpressionReading.onlyExpression(closure.statements).map(ExpressionReading.unwrap)
            else { return unread }
            if body.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter { return element }
            guard let call = body.as(FunctionCallExprSyntax.self),
                  let (index, argument) = call.arguments.enumerated().first(where: {
                      ExpressionReading.unwrap($0.element.expression).as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
                  })
            else { return unread }
            if let wrapper = Self.createdType(call), wrapper.startsUppercase {
                return argument.label?.text == "rootViewController" ? ControllerReference.wrapping(element, in: wrapper, factory: nil) : unread
            }
            guard let (name, typeName, _) = Self.calledFunction(call) else { return unread }
            return ControllerReference.wrapping(element, in: nil, factory: FactoryCall(name: name, typeName: typeName, argumentIndex: index))
        }
        guard let expression = transform.as(ExprSyntax.self).map(ExpressionReading.unwrap) else { return unread }
        // `ThemedNav.init(rootViewController:)`, `ThemedNav.init`; `makeNav`, `makeNav(for:)`, `Themes.navigation(for:)`.
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           base.startsUppercase
        {
            if member.declName.baseName.text == "init" {
                let labels = member.declName.argumentNames?.arguments.map(\.name.text)
                return labels == nil || labels == ["rootViewController"] ? ControllerReference.wrapping(element, in: base, factory: nil) : unread
            }
            return ControllerReference.wrapping(element, in: nil, factory: FactoryCall(name: member.declName.baseName.text, typeName: base))
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.startsLowercase {
            return ControllerReference.wrapping(element, in: nil, factory: FactoryCall(name: reference.baseName.text))
        }
        return unread
    }

    /// The storyboard of `storyboard.instantiateInitialViewController()` or
    /// `storyboard.instantiateViewController(withIdentifier:)`, when the receiver is
    /// `UIStoryboard(name: "…", bundle: …)` or a local holding one.
    private func loadingStoryboard(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["instantiateInitialViewController", "instantiateViewController"].contains(member.declName.baseName.text),
              let base = member.base
        else { return nil }
        return storyboardName(base) ?? recorder.storyboard(named: ExpressionReading.chainText(base))
    }

    /// What is known of the controller an expression gives.
    private func reference(to expression: ExprSyntax) -> ControllerReference {
        (knownController(expression) ?? KnownController(className: nil)).reference
    }

    /// A window's root: as ``reference(to:)``, with the maker of one of no class written there
    /// (`let lock = passwordViewController()` before, or `makeRoot()` in place), which the audit reads.
    private func rootReference(to expression: ExprSyntax) -> ControllerReference {
        let known = knownController(expression) ?? madeController(expression)
        var reference = (known ?? KnownController(className: nil)).reference
        if reference.className == nil, reference.factory == nil { reference.maker = known?.maker }
        return reference
    }

    /// A scene loaded through SwiftGen's generated accessors, `StoryboardScene.Main.settings.instantiate()`
    /// (`initialScene` for the initial controller): the storyboard is the enum's name, as SwiftGen
    /// names it after the file, and the identifier the accessor's name with its first letter
    /// capitalised, as SwiftGen makes the accessor from the identifier (the audit matches it
    /// loosely, ``ScreenBuilder/storyboardTop(named:identifier:)``).
    static func swiftGenScene(_ call: FunctionCallExprSyntax) -> (storyboard: String, identifier: String?)? {
        guard call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "instantiate", let base = member.base else { return nil }
        let parts = ExpressionReading.chainText(base).split(separator: ".").map(String.init)
        guard parts.count == 3, parts[0] == "StoryboardScene", let first = parts[2].first else { return nil }
        return (parts[1], parts[2] == "initialScene" ? nil : first.uppercased() + parts[2].dropFirst())
    }

    /// The identifier of `instantiateViewController(withIdentifier: "X")` (or `identifier:`).
    private static func storyboardIdentifier(_ call: FunctionCallExprSyntax) -> String? {
        guard ExpressionReading.lastMember(call.calledExpression)?.name == "instantiateViewController",
            let argument = call.arguments.first, ["withIdentifier", "identifier"].contains(argument.label?.text)
        else { return nil }
        return ExpressionReading.stringLiteral(argument.expression)
    }

    /// `self.init(…)`, `Self(…)` or `Self.init(…)`: an instance of the type being read (in its type
    /// methods, `class func instantiate() -> UINavigationController { UINavigationController(rootViewController: self.init()) }`).
    private static func initializesSelf(_ call: FunctionCallExprSyntax) -> Bool {
        let called = ExpressionReading.unwrap(call.calledExpression)
        if ExpressionReading.typeReference(called)?.baseName.text == "Self" { return true }
        guard let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
              let base = member.base.map(ExpressionReading.unwrap) else { return false }
        return ExpressionReading.isSelf(base) || base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Self"
    }

    /// The type a call creates: `X(…)`, `X<T>(…)`, `X.init(…)`, `X.instantiate()`/`make…`/`create…`,
    /// or the type built in `instantiateViewController(identifier:) { X(coder: $0) }`.
    private static func createdType(_ call: FunctionCallExprSyntax) -> String? {
        let called = ExpressionReading.unwrap(call.calledExpression)
        if ExpressionReading.typeReference(called) != nil { return constructedTypeName(called) }
        if let member = called.as(MemberAccessExprSyntax.self), let base = member.base,
            let type = base.as(DeclReferenceExprSyntax.self), type.baseName.text.startsUppercase
        {
            let name = member.declName.baseName.text
            let factories = ["init", "instantiate", "make", "create", "new", "fromStoryboard", "fromNib"]
            if factories.contains(where: { name == $0 || name.hasPrefix($0) && name != $0 && $0 != "init" }) {
                return type.baseName.text
            }
        }
        if ExpressionReading.lastMember(called)?.name == "instantiateViewController",
            let closure = call.trailingClosure, closure.statements.count == 1, let only = closure.statements.first,
            case .expr(let expression) = only.item, let inner = ExpressionReading.unwrap(expression).as(FunctionCallExprSyntax.self)
        {
            return createdType(inner)
        }
        return nil
    }

    // MARK: Overrides

    private func recordOverride(_ member: StatusBarMember, body: CodeBlockItemListSyntax, nameToken: TokenSyntax) {
        let context = typeStack.last
        let reader = AnswerReader(member: member, computedNames: context?.computed ?? [],
                                  computedReturns: context?.computedReturns ?? [:])
        let (answer, fallback) = reader.read(body: body)
        recordOverride(member, answer: answer, fallback: fallback, nameToken: nameToken)
    }

    private func recordOverride(_ member: StatusBarMember, answer: Answer, fallback: String? = nil, nameToken: TokenSyntax) {
        guard let context = typeStack.last else { return }
        overrides.append(
            Override(
                member: member, typeName: context.name, inExtension: context.isExtension, answer: answer,
                fallback: fallback, location: location(of: nameToken), language: .swift))
    }

    // MARK: Assignments

    /// A label or member that names a status bar style (`statusBarStyle`, `lightStatusBarStyle`).
    private static func namesStyle(_ name: String) -> Bool {
        name.utf8.count >= 14 && name.lowercased().contains("statusbarstyle")
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        // `Appearance(statusBarStyle: .lightContent)`: a value a theme's stored style takes.
        // (The label's length first, without making its text: every labelled argument comes here.)
        if mayGiveStyles, let token = node.label, token.trimmedLength.utf8Length >= 14, Self.namesStyle(token.text) {
            styleArguments.append(StyleArgument(name: token.text, value: node.expression.trimmedDescription, location: location(of: node)))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        // `init(statusBarStyle: UIStatusBarStyle = .default)`: the value when a caller gives none.
        if mayGiveStyles, let value = node.defaultValue?.value,
           Self.namesStyle(node.firstName.text) || node.secondName.map({ Self.namesStyle($0.text) }) == true {
            styleArguments.append(StyleArgument(name: node.firstName.text, value: value.trimmedDescription, location: location(of: node)))
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if mayGiveStyles, elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
           let member = ExpressionReading.unwrap(elements[0]).as(MemberAccessExprSyntax.self)?.declName.baseName.text,
           Self.namesStyle(member) {
            // `theme.statusBarStyle = .default`, `self.statusBarStyle = statusBarStyle`.
            styleArguments.append(StyleArgument(name: member, value: elements[2].trimmedDescription, location: location(of: elements[0])))
        }
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
            let value: ExprSyntax? = elements.count == 3 ? elements[2] : ExpressionReading.iPhoneBranch(Array(elements[2...]))
            if let local = localArray(elements[0]) {
                // `tabs = [A(), B()]` (in one branch or another): every controller it may hold.
                recorder.addToControllerArray(local, value.flatMap { controllerList($0) } ?? [])
                // A list the type keeps (a custom container's children) is state an answer may read.
                if declaresOwnProperty(local, unshadowed: true), let token = ExpressionReading.lastMember(elements[0])?.nameToken {
                    recordCandidateAssignment(name: local, nameToken: token, base: nil, value: value,
                                              valueText: elements[2...].map(\.sourceText).joined(separator: " "), viaCall: false)
                }
                return .visitChildren
            }
            if let value, let type = enclosingType, enclosingFunction == "scene" || enclosingFunction == "application",
               closureDepths.last == 0, Self.isOwn("window", elements[0]), isNewWindow(value),
               let index = types.lastIndex(where: { $0.name == type }) {
                // `self.window = UIWindow(windowScene: windowScene)` at launch: the main storyboard's window is replaced.
                types[index].makesItsWindowAtLaunch = true
            }
            if let value, ExpressionReading.isSelf(value), let type = enclosingType, Self.isOwnDelegate(elements[0]),
               let index = types.lastIndex(where: { $0.name == type }) {
                // `delegate = self`, `self.delegate = self`: the instance is its own delegate.
                types[index].delegatesToSelf = true
            } else if let value, let type = enclosingType, Self.isOwnDelegate(elements[0]),
                      case let chain = ExpressionReading.chainText(value), chain.isPlainName, declaresOwnProperty(chain, unshadowed: true),
                      let index = types.lastIndex(where: { $0.name == type }) {
                // `delegate = splitDelegate`: an object the instance keeps is its delegate.
                types[index].delegateProperty = chain
            } else if let name = ExpressionReading.unwrap(elements[0]).as(DeclReferenceExprSyntax.self)?.baseName.text,
                      recorder.isDeclared(name) {
                // `vc = DetailViewController()` after `let vc: UIViewController`: what the local holds from here on.
                recorder.assignLocal(name, value.flatMap { knownController($0) ?? madeController($0) } ?? recorder.controller(named: name))
            }
            recordAssignment(target: elements[0], value: value, valueText: elements[2...].map(\.sourceText).joined(separator: " "))
        } else if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
                  let local = localArray(elements[0])
        {
            recorder.addToControllerArray(local, controllerList(elements[2]) ?? [])
        }
        return .visitChildren
    }

    /// `delegate` or `self.delegate`.
    private static func isOwnDelegate(_ target: ExprSyntax) -> Bool { isOwn("delegate", target) }

    /// `name` or `self.name`.
    private static func isOwn(_ name: String, _ target: ExprSyntax) -> Bool {
        let target = ExpressionReading.unwrap(target)
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
        guard let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name, let base = member.base
        else { return false }
        return ExpressionReading.isSelf(base)
    }

    /// A window the code makes: `UIWindow(windowScene: scene)`, `UIWindow(frame: …)`, or a local
    /// made so (`let window = UIWindow(windowScene: windowScene)`).
    private func isNewWindow(_ value: ExprSyntax) -> Bool {
        let value = ExpressionReading.unwrap(value)
        if let call = value.as(FunctionCallExprSyntax.self) {
            let called = ExpressionReading.chainText(ExpressionReading.unwrap(call.calledExpression))
            return called == "UIWindow" || called == "UIWindow.init"
        }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return recorder.objectType(of: name) == "UIWindow"
    }

    /// The name of a local array of controllers an expression is, if it is one.
    private func localArray(_ expression: ExprSyntax) -> String? {
        guard let name = ExpressionReading.unwrap(expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
              recorder.controllerArray(name) != nil else { return nil }
        return name
    }

    private func recordAssignment(target: ExprSyntax, value: ExprSyntax?, valueText: @autoclosure () -> String, viaCall: Bool = false) {
        guard let (name, nameToken, found) = ExpressionReading.lastMember(target) else { return }
        // `router.presentedSheet = .accountEditInfo`: a page opened as the property's name says.
        if let value, !isInPreview { for c in Self.caseNames(value) { recordCaseOpener(method: name, caseName: c) } }
        var base = found
        // `$0.rootViewController = nav` in a configuration closure: set on what it configures.
        if let configured = configuredNames.last ?? nil, let reference = base?.as(DeclReferenceExprSyntax.self),
           reference.baseName.text == "$0" {
            base = Self.expression(naming: configured)
        }
        recordAssignment(name: name, nameToken: nameToken, base: base, value: value, valueText: valueText(), viaCall: viaCall)
    }

    /// An expression naming `chain` (`window`, `self.window`), made to stand for `$0`.
    static func expression(naming chain: String) -> ExprSyntax {
        var parts = chain.split(separator: ".").map(String.init)
        var expression = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(parts.removeFirst())))
        for part in parts {
            expression = ExprSyntax(MemberAccessExprSyntax(base: expression, declName: DeclReferenceExprSyntax(baseName: .identifier(part))))
        }
        return expression
    }

    /// Records an assignment (`valueText` is made only when something is recorded). An assignment
    /// to a property that is no watched member's is a candidate, kept only when an answer of the
    /// file reads it: in a file that can hold no answer it is not made at all.
    private func recordAssignment(
        name: String, nameToken: TokenSyntax, base: ExprSyntax?, value: ExprSyntax?, valueText: @autoclosure () -> String, viaCall: Bool
    ) {
        if let base, recordAppearanceChange(name: name, base: base, value: value, valueText: valueText(), viaCall: viaCall) {
            return
        }
        // `tabBarController.viewControllers = [A(), B()]` (or a local array, or a mapped one): recorded as a call.
        if name == "viewControllers", let value, let list = controllerList(value) {
            recorder.recordViewControllersAssignment(receiver: base.map(ExpressionReading.chainText) ?? "self", valueText: valueText(),
                                                     shown: list, at: place(of: nameToken))
            return
        }
        // A container setting its own list in a way the reader does not list (`viewControllers = { … }()`):
        // that it sets one is recorded, with no controller.
        if name == "viewControllers", value != nil, base == nil || base.map(ExpressionReading.isSelf) == true {
            recorder.recordViewControllersAssignment(receiver: "self", valueText: valueText(), shown: [], at: place(of: nameToken))
            // The type's own `viewControllers` (a custom container's) is state an answer may read.
            if declaresOwnProperty(name, unshadowed: base == nil) {
                recordCandidateAssignment(name: name, nameToken: nameToken, base: base, value: value, valueText: valueText(), viaCall: viaCall)
            }
            return
        }
        // `navigationController = submissionNavigationController`: a controller the function
        // makes, kept in a property of the type's own.
        if base == nil || base.map(ExpressionReading.isSelf) == true, let value, enclosingType != nil,
           let local = ExpressionReading.unwrap(value).as(DeclReferenceExprSyntax.self)?.baseName.text,
           let held = recorder.soleController(named: local), held.className != nil, declaresOwnProperty(name, unshadowed: base == nil) {
            recorder.recordCall(.keepsController, receiver: name, argumentText: local, shown: held, at: place(of: nameToken))
        }
        // `listView.containerVC = self`: an object of the app's own type given the controller.
        if let base, let value, let object = ExpressionReading.plainObjectName(base) {
            let text = ExpressionReading.isSelf(value) ? "self" : ExpressionReading.chainText(value)
            recorder.recordHandedToProperty(objectType: recorder.declaredType(of: object), object: object, property: name,
                                            value: text, at: place(of: nameToken))
        }
        recordCandidateAssignment(name: name, nameToken: nameToken, base: base, value: value, valueText: valueText(), viaCall: viaCall)
    }

    /// True when the type being read declares the property `name` (in its own scope); `unshadowed`:
    /// and no local or parameter of that name hides it here (`name` written with no `self.`).
    private func declaresOwnProperty(_ name: String, unshadowed: Bool) -> Bool {
        guard let type = typeStack.last else { return false }
        let own = type.scopeDepth - 1
        guard recorder.scopes.indices.contains(own), recorder.scopes[own].declaredNames.contains(name) else { return false }
        return !unshadowed || recorder.scopes.lastIndex(where: { $0.declaredNames.contains(name) }) == own
    }

    /// Records an assignment of a watched property, or of another property as a candidate kept when an answer reads it.
    private func recordCandidateAssignment(
        name: String, nameToken: TokenSyntax, base: ExprSyntax?, value: ExprSyntax?, valueText: @autoclosure () -> String, viaCall: Bool
    ) {
        guard keepsCandidateAssignments || !WatchedProperty.candidates(memberName: name).isEmpty else { return }
        var receiver = base.map(ExpressionReading.chainText) ?? "self"
        // A root set on a local bound to a window is set on the window it was bound to.
        if name == "rootViewController", let alias = recorder.windowAlias(of: receiver) { receiver = alias }
        let owner = base.flatMap(ExpressionReading.lastMember).map { ($0.name, $0.base.map(ExpressionReading.chainText)) }
        let assignment = recorder.assignment(
            memberName: name, receiver: AssignmentReceiver(text: receiver, lastMember: owner), valueText: valueText(),
            viaCall: viaCall, at: place(of: nameToken),
            value: { kind in
                switch kind {
                case .value: value.map(ExpressionReading.parsedValue) ?? .other
                case .color: value.map(ExpressionReading.parsedColor) ?? .other
                case .barAppearance: appearanceBackground(value)
                case .detents: value.map(SwiftUIReader.openingDetent) ?? .other
                }
            },
            assigned: { value.map { self.rootReference(to: $0) } })
        // A window background set only before iOS 13 (`if #available(iOS 13, *) {} else { … }`) is
        // never behind a sheet's receding presenter: that backdrop exists from iOS 13.
        if assignment.watched == .windowBackgroundColor, let below = availability.runsOnlyBelow(nameToken), below <= WrittenVersion(13) { return }
        recorder.record(assignment)
    }

    /// A change to an appearance's background: to a `UINavigationBarAppearance` local (followed),
    /// or in place to a bar's (`navigationBar.standardAppearance.backgroundColor = …`, recorded as an
    /// assignment of that appearance whose background is not read). True when handled.
    private func recordAppearanceChange(name: String, base: ExprSyntax, value: ExprSyntax?, valueText: @autoclosure () -> String,
                                        viaCall: Bool) -> Bool {
        if let local = appearanceLocal(base) {
            // Members other than the background ones are ignored there.
            recorder.assignAppearance(local, member: name, value: value.map(ExpressionReading.parsedColor) ?? .other, text: valueText())
            return true
        }
        guard BarAppearanceDraft.backgroundMembers.contains(name), let owner = ExpressionReading.lastMember(base),
            BarAppearanceDraft.barMembers.contains(owner.name)
        else { return false }
        recordAssignment(
            name: owner.name, nameToken: owner.nameToken, base: owner.base, value: nil,
            valueText: "\(ExpressionReading.chainText(base)).\(name) = \(valueText())", viaCall: viaCall)
        return true
    }

    // MARK: Calls

    /// A call of a method (`configure()`, `self.configure()`, `super.configure()`, `x.configure()`):
    /// a direct call of the class's own method when made on `self` outside closures, another use otherwise.
    private func recordMethodUse(_ node: FunctionCallExprSyntax) {
        guard enclosingType != nil else { return }
        let name: String
        var direct = false
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            direct = !recorder.isDeclared(name)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            name = member.declName.baseName.text
            direct = ExpressionReading.isSelf(base) || base.is(SuperExprSyntax.self)
        } else {
            return
        }
        guard name.startsLowercase || name.first == "_" else { return }
        recorder.recordMethodUse(name, direct: direct, inClosure: closureDepths.last != 0, type: enclosingType, caller: enclosingFunction)
    }

    /// `#selector(refresh)`, `#selector(self.refresh(_:))`: the method is used from elsewhere (a target, a notification).
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        let macro = node.macroName.text
        if macro == "Preview" { previewDepth += 1 }
        if macro == "selector", let argument = node.arguments.last?.expression,
           let name = ExpressionReading.lastMember(argument)?.name
        {
            recorder.recordMethodUse(name, direct: false, type: enclosingType, caller: enclosingFunction)
        }
        return .visitChildren
    }

    /// Whether `node` runs only on an iPad: inside the body of an `if` whose condition is an iPad
    /// idiom check, or its `else` when the check is for a phone (``IdiomCondition``).
    static func runsOnlyOnPad(_ node: some SyntaxProtocol) -> Bool {
        inBranch(node) { parent, child in
            parent.as(IfExprSyntax.self).map { ExpressionReading.padOnlyBranch($0)?.id == child.id } ?? false
        }
    }

    /// Whether `node` sits, within its function or closure, in a part `child` of a statement `parent`
    /// that `isBranch` accepts (the body or `else` of an `if`, a `guard`'s `else`).
    private static func inBranch(_ node: some SyntaxProtocol, _ isBranch: (_ parent: Syntax, _ child: Syntax) -> Bool) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            if isBranch(parent, child) { return true }
            child = parent
        }
        return false
    }

    /// Whether `node` runs only where the controller whose code it is has no navigation controller
    /// (``Call/onlyWithoutNavigation``): in the `else` of an `if` or `guard` that binds
    /// `navigationController` (or `self.navigationController`), or in an `if navigationController == nil`.
    static func runsOnlyWithoutNavigation(_ node: some SyntaxProtocol) -> Bool {
        func bindsNavigation(_ conditions: ConditionElementListSyntax) -> Bool {
            // (One condition: with others, the `else` also runs where the caller has a navigation controller.)
            conditions.count == 1 && conditions.contains { element in
                switch element.condition {
                case .optionalBinding(let binding):
                    return binding.initializer.map { isOwnNavigation($0.value) }
                        ?? (binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "navigationController")
                case .expression(let expression):
                    return comparesNavigation(expression, to: "!=")
                default:
                    return false
                }
            }
        }
        func isOwnNavigation(_ value: ExprSyntax) -> Bool {
            let value = ExpressionReading.unwrap(value)
            if value.as(DeclReferenceExprSyntax.self)?.baseName.text == "navigationController" { return true }
            guard let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "navigationController",
                  let base = member.base.map(ExpressionReading.unwrap) else { return false }
            return ExpressionReading.isSelf(base)
        }
        func comparesNavigation(_ expression: ExprSyntax, to op: String) -> Bool {
            let elements: [ExprSyntax]
            if let sequence = expression.as(SequenceExprSyntax.self) { elements = Array(sequence.elements) }
            else if let infix = expression.as(InfixOperatorExprSyntax.self) { elements = [infix.leftOperand, infix.operator, infix.rightOperand] }
            else { return false }
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == op,
                  elements[2].is(NilLiteralExprSyntax.self) else { return false }
            return isOwnNavigation(elements[0])
        }
        return inBranch(node) { parent, child in
            if let ifExpr = parent.as(IfExprSyntax.self) {
                if let elseBody = ifExpr.elseBody, Syntax(elseBody).id == child.id, bindsNavigation(ifExpr.conditions) { return true }
                guard Syntax(ifExpr.body).id == child.id, ifExpr.conditions.count == 1,
                      case .expression(let e) = ifExpr.conditions.first?.condition else { return false }
                return comparesNavigation(e, to: "==")
            }
            guard let guardStmt = parent.as(GuardStmtSyntax.self) else { return false }
            return Syntax(guardStmt.body).id == child.id && bindsNavigation(guardStmt.conditions)
        }
    }

    /// The UIKit calls read by name (``Call/Kind/swiftCallNames``), and the two calls on a local
    /// the reader follows (`controllers.append(vc)`, `isDark.toggle()`).
    static let uiKitCallKinds: [String: Call.Kind] = {
        var table: [String: Call.Kind] = [:]
        for kind in Call.Kind.allCases {
            for name in kind.swiftCallNames { table[name] = kind }
        }
        return table
    }()
    private static let callsOnLocals: Set<String> = ["append", "toggle"]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        recordMethodUse(node)
        swiftUI.noteCall(node)
        // A construction (`Modal(screen: s, view: …)`, `.init(…)`) may store a route's view in a property.
        if SwiftUISyntax.isConstruction(node) { swiftUI.noteArgumentsFromMembers(node, swiftUIContext) }
        // A modifier under a compilation condition (`#if os(iOS) .sheet(…) #endif`) has no base written.
        guard let (written, nameToken, base) = ExpressionReading.lastMember(node.calledExpression) ?? SwiftUISyntax.conditionalModifierMember(node)
        else { return .visitChildren }
        let name = SwiftUIShownView.swiftUIName(written)
        // The code of a preview (`#Preview { … }`, a `…_Previews: PreviewProvider`) is never run by
        // the app: the views it makes and the places it shows them are not the app's.
        let inPreview = isInPreview || (enclosingType.map { $0.hasSuffix("_Previews") } ?? false)
        if base == nil, name.startsUppercase, !inPreview {
            swiftUI.noteConstruction(name, node, nameToken: nameToken, swiftUIContext)
            recordHandedControllers(node, constructing: name, nameToken: nameToken)
            // (In a view's body: where a view is made with the Boolean that picks what it draws.)
            if swiftUI.isGathering { recordFlagArguments(node, constructing: name) }
        }
        if !inPreview { recordCaseOpener(node, name: name) }
        if let member = SwiftUIMember.named(name) {
            if !inPreview {
                swiftUI.read(member, call: node, nameToken: nameToken, base: base, labels: node.arguments.map { $0.label?.text }, swiftUIContext)
            }
        } else if let kind = Self.uiKitCallKinds[name] {
            readUIKitCall(kind, name: name, node, nameToken: nameToken, base: base)
        } else if let scene = Self.swiftGenScene(node) {
            // `StoryboardScene.Main.itemNavigationController.instantiate()`: SwiftGen's load of a scene.
            recordCall(.instantiateViewController, node, nameToken: nameToken, receiver: "StoryboardScene",
                       identifier: scene.identifier, storyboard: scene.storyboard, presented: castType(of: node))
        } else if Self.callsOnLocals.contains(name) || (mayUseDeprecatedAPI && Self.deprecatedCallNames.contains(name))
            || BarAppearanceDraft.configuration(method: name) != nil || Call.Kind.namesBlur(name) {
            // Most calls are of none of the names above: one look-up each instead of string comparisons.
            readOtherCall(name, node, nameToken: nameToken, base: base)
        } else {
            if let local = base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let held = recorder.soleController(named: local) {
                // `vc.configureAsModal()` on a controller the function makes: the app's method may set
                // how it is presented.
                recordCall(.callsOnController, node, nameToken: nameToken, receiver: local, shown: held, identifier: name)
            }
            recordPassedControllers(node, name: name, nameToken: nameToken, base: base)
            swiftUI.noteFactoryCall(node, name: name, nameToken: nameToken, base: base, isLocal: recorder.isDeclared, swiftUIContext)
        }
        return .visitChildren
    }

    /// A call opening a page by an enum case (``CaseOpener``): a method named for how it opens one
    /// given the case first (`navigation.openSheet(.deleteAccount)`, `push(.profile(id))`), a link
    /// given it (`NavigationLink(.modlog(target))`: pushed), or a construction given it under a
    /// label so named (`.init(root: .inbox, model: m)`).
    private func recordCaseOpener(_ node: FunctionCallExprSyntax, name: String) {
        guard let first = node.arguments.first else { return }
        // The syntax first (most calls are given no case: no list is made), the name's words only then.
        if name != "init", !name.startsUppercase {
            for c in Self.caseNames(first.expression) { recordCaseOpener(method: name, caseName: c) }
        } else if name == SwiftUIMember.navigationLink.swiftName {
            // `NavigationLink(.modlog(t)) { … }`, the app's own `NavigationLink("About", destination: .settings(.about))`.
            for argument in node.arguments where [nil, "destination", "value"].contains(argument.label?.text) {
                for c in Self.caseNames(argument.expression) { recordCaseOpener(method: "push", caseName: c) }
            }
        } else {
            for argument in node.arguments {
                guard let label = argument.label?.text else { continue }
                for c in Self.caseNames(argument.expression) { recordCaseOpener(method: label, caseName: c) }
            }
        }
    }

    /// Records that `method` (a method, a label, or a property set, `router.presentedSheet = .edit`)
    /// opens the case `caseName`, when its name says how it opens a page (``CaseOpener/openingWords``).
    private func recordCaseOpener(method: String, caseName: String) {
        guard CaseOpener.namesOpening(method) else { return }
        let opener = CaseOpener(method: method, caseName: caseName)
        if seenOpeners.insert(opener).inserted { caseOpeners.append(opener) }
    }

    /// The cases an expression names with no type written (`.deleteAccount`, `.profile(id)`), with
    /// the case it is given first when that is a plain case too (`.settings(.about)`: a page of a
    /// nested route, opened the same way; not `.modlog(.instance(i))`, a value given to the page);
    /// empty for anything else.
    private static func caseNames(_ expression: ExprSyntax) -> [String] {
        guard let outer = ExpressionReading.implicitMemberName(expression) else { return [] }
        guard let call = ExpressionReading.unwrap(expression).as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              let first = call.arguments.first, first.label == nil,
              let plain = ExpressionReading.unwrap(first.expression).as(MemberAccessExprSyntax.self), plain.base == nil
        else { return [outer] }
        return [outer, plain.declName.baseName.text]
    }

    /// Whether an argument hands over the caller: `self`, or its own navigation controller
    /// (`self.navigationController`, or `navigationController` where no local, parameter or property
    /// of the code around gives that name a type or a controller: `guard let navigationController`
    /// binds the caller's own).
    private func handsCaller(_ expression: ExprSyntax) -> Bool {
        if isCaller(expression) { return true }
        let name = "navigationController"
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name,
           let base = member.base.map(ExpressionReading.unwrap) {
            return isCaller(base)
        }
        guard expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name else { return false }
        return !recorder.isDeclared(name) || (recorder.declaredType(of: name) == nil && recorder.soleController(named: name) == nil)
    }

    /// The class of another controller that `expression` hands over, or whose navigation controller
    /// it hands: `x.navigationController` or a local bound to it, or `x` itself, where `x` is a
    /// controller of a known class (a parameter, a local or a property
    /// declared of a controller class, in this file: `AddFlow.present(on: mainSplitViewController)`
    /// in a flow object that keeps a `MainSplitViewController?`).
    private func handedNavigationOwner(_ expression: ExprSyntax) -> String? {
        // Only a name, `self.name`, or `x.navigationController`: looked at before any text is made
        // (most arguments are none of them).
        guard let type = enclosingType else { return nil }
        // (A local the function makes a controller in has no declared type: `let navi = AppNavigationController()`
        // is a stack the function hands over, not another controller's.)
        func declaredController(_ name: String) -> String? {
            (recorder.declaredType(of: name) ?? memberTypes[type]?[name]).flatMap(Self.otherController)
        }
        // The name whose navigation controller is handed.
        let owner: String
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base.map(ExpressionReading.unwrap) {
            guard member.declName.baseName.text == HeldReference.navigationControllerName else {
                return ExpressionReading.isSelf(base) ? declaredController(member.declName.baseName.text) : nil
            }
            owner = ExpressionReading.chainText(base).filter { $0 != "?" && $0 != "!" }
        } else if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if let cls = declaredController(name) { return cls }
            guard let bound = recorder.navigationOwnerName(ofReceiver: name) else { return nil }
            owner = bound
        } else {
            return nil
        }
        if let cls = recorder.controllerClass(owning: owner) { return cls }
        let name = owner.hasPrefix("self.") ? String(owner.dropFirst(5)) : owner
        return name == "self" || name.contains(".") ? nil : declaredController(name)
    }

    /// A declared type naming a controller class of the app's (`MainSplitViewController?`), without
    /// its optional marks; `nil` for UIKit's plain controllers and any other type.
    private static func otherController(_ declaredType: String) -> String? {
        guard declaredType.contains("Controller") else { return nil }
        let declared = declaredType.filter { $0 != "?" && $0 != "!" }
        guard declared.hasSuffix("Controller"), declared != "UIViewController", declared != "UINavigationController",
              declared.first?.isUppercase == true, declared.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return declared
    }

    /// `self`, or a local bound to it (`guard let strongSelf = self`).
    private func isCaller(_ expression: ExprSyntax) -> Bool {
        if ExpressionReading.isSelf(expression) { return true }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return recorder.isSelfAlias(name)
    }

    /// A method of the app given a controller the function makes as an argument
    /// (`modalDelegate.presentModal(viewController: nav, animated: true)`, `router.show(vc)`, or
    /// made in the argument, `router.setRoot(WelcomeViewController())`): one
    /// ``Call/Kind/passesController`` call per such argument, keyed by its label (`_` for none).
    /// Constructions (a capitalised name with no base) are not calls of a method.
    private func recordPassedControllers(_ node: FunctionCallExprSyntax, name: String, nameToken: TokenSyntax, base: ExprSyntax?) {
        guard base != nil || !name.startsUppercase else { return }
        let keys = node.arguments.enumerated().map { index, argument in argument.label.map(\.text) ?? "_\(index)" }
        // The arguments that hand over the caller itself (`VCPresenter.presentModally(viewController: vc, self)`),
        // or its own navigation controller (`DetailFlow.push(on: navigationController!)`): what the
        // method shows on that parameter, the caller shows from its place.
        let selfKeys = zip(keys, node.arguments).filter { handsCaller(ExpressionReading.unwrap($1.expression)) }.map(\.0)
        // Or another controller's navigation controller (`Flow.push(on: navi)` after `guard let navi =
        // viewController.navigationController`, in a flow object whose `viewController` is of a known class).
        let ownerKeys = zip(keys, node.arguments).compactMap { key, argument in
            selfKeys.contains(key) ? nil : handedNavigationOwner(ExpressionReading.unwrap(argument.expression)).map { (key, $0) }
        }
        lazy var passed = zip(keys, node.arguments).map { Call.PassedArgument(key: $0, value: ExpressionReading.parsedValue($1.expression)) }
        // The caller handed to a method (`viewModel.tableView(tableView, in: self, didSelectRowAt: indexPath)`).
        if let base, enclosingType != nil {
            // The labels the call writes, in order (`_` for none), to tell overloads apart.
            let labels = node.arguments.map { $0.label?.text ?? "_" }.joined(separator: ":")
            // The type of a local the method is called on, when the code says it (`let presenter =
            // TermsPresenter(…); presenter.present(from: self)`): that type's method, not another's of the name.
            let objectType = (selfKeys.isEmpty && ownerKeys.isEmpty) ? nil : base.as(DeclReferenceExprSyntax.self).map(\.baseName.text)
                .flatMap { $0.startsUppercase ? nil : recorder.objectType(of: $0) }
            for key in selfKeys {
                recorder.recordCall(.handsSelf, receiver: ExpressionReading.chainText(base), argumentText: labels,
                                    identifier: Call.passedTo(method: name, label: key), receiverClass: objectType, at: place(of: nameToken))
            }
            for (key, owner) in ownerKeys {
                recorder.recordCall(.handsSelf, receiver: ExpressionReading.chainText(base), argumentText: labels,
                                    identifier: Call.passedTo(method: name, label: key), navigationOwner: owner, receiverClass: objectType,
                                    at: place(of: nameToken))
            }
        }
        for (key, argument) in zip(keys, node.arguments) {
            let expression = ExpressionReading.unwrap(argument.expression)
            let local: String, held: KnownController
            if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let known = recorder.soleController(named: name) {
                (local, held) = (name, known)
            } else if let construction = expression.as(FunctionCallExprSyntax.self), construction.trailingClosure == nil,
                      let type = Self.createdType(construction), Self.namesControllerClass(type), let known = knownController(expression) {
                // A controller made in the argument itself (`router.setRoot(WelcomeViewController())`):
                // no local holds it, so nothing is set on it before.
                (local, held) = (type + (construction.arguments.isEmpty ? "()" : "(…)"), known)
            } else if expression.is(FunctionCallExprSyntax.self), let known = madeController(expression), known.maker != nil {
                // One a function of the app makes (`window.switchRoot(to: Screens.makeHome())`), read
                // where the audit reads its maker (a member read, `SaveError.full`, is no call of one).
                (local, held) = (ExpressionReading.chainText(expression), known)
            } else if enclosingType != nil, let name = ExpressionReading.plainObjectName(expression), name.hasSuffix("Controller"),
                      !recorder.isDeclared(name) {
                // A controller kept in a property declared where the reader is not (an extension's
                // `replaceRoot(tabBarController)`): the audit types it by the declaration.
                (local, held) = (name, KnownController(className: nil))
            } else {
                continue
            }
            recorder.recordCall(.passesController, receiver: base.map(ExpressionReading.chainText) ?? "self", argumentText: local,
                                shown: held, identifier: Call.passedTo(method: name, label: key), at: place(of: nameToken))
            recorder.markArguments(self: selfKeys, passed: passed)
        }
    }

    /// Where the walk is, for the SwiftUI reader.
    private var swiftUIContext: SwiftUIReader.Context {
        SwiftUIReader.Context(enclosingType: enclosingType, enclosingFunction: enclosingFunction, isInPreview: isInPreview)
    }

    /// A construction of a capitalised type handing over `self`, a `navigationController`, or an
    /// argument labelled as a navigation controller (``Call/Kind/handsController``): looked at by
    /// their last name before any text is made (most constructions pass none of them).
    private func recordHandedControllers(_ node: FunctionCallExprSyntax, constructing name: String, nameToken: TokenSyntax) {
        let handed = node.arguments.compactMap { argument -> (label: String?, text: String)? in
            let expression = ExpressionReading.unwrap(argument.expression)
            let last: TokenSyntax
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                last = reference.baseName
            } else if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
                last = member.declName.baseName
            } else {
                return nil
            }
            guard last.tokenKind == .keyword(.self) || last.text == HeldReference.navigationControllerName
                    || argument.label.map({ HeldReference.labelNamesNavigationController($0.text) }) == true
            else { return nil }
            return (argument.label?.text, ExpressionReading.chainText(argument.expression))
        }
        if !handed.isEmpty { recorder.recordConstruction(of: name, arguments: handed, at: place(of: nameToken)) }
    }

    /// `Bool` as a type is written, told without making its text.
    static func isBool(_ type: TypeSyntax) -> Bool {
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return false }
        return identifier.name.tokenKind == .identifier("Bool")
    }

    /// The members of a type declared `Bool` (``FlagFact/Kind/member``): a computed property's one
    /// expression, or a stored property's initial value (not a closure's).
    private func recordFlagMembers(_ node: VariableDeclSyntax) {
        for binding in node.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                  let type = binding.typeAnnotation?.type, Self.isBool(type) else { continue }
            switch binding.accessorBlock?.accessors {
            case .getter(let items): recordFlagMember(identifier.text, expression: ExpressionReading.onlyExpression(items))
            case .accessors(let list):
                let getter = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                recordFlagMember(identifier.text, expression: getter.flatMap(ExpressionReading.onlyExpression))
            case nil:
                // (`static let isPhone: Bool = { … }()` runs a closure: not one expression.)
                guard let value = binding.initializer?.value,
                      value.as(FunctionCallExprSyntax.self)?.calledExpression.is(ClosureExprSyntax.self) != true else { continue }
                recordFlagMember(identifier.text, expression: value)
            }
        }
    }

    /// The arguments of a construction that may pass a Boolean the audit follows to a device
    /// (``FlagFact/Kind/argument``): a name (`bigScreen: bigScreen`, `bigScreen: isPad`,
    /// `bigScreen: self.bigScreen`). Told from the syntax alone: most arguments are none, and no
    /// text is made for them.
    private func recordFlagArguments(_ node: FunctionCallExprSyntax, constructing name: String) {
        for argument in node.arguments {
            guard let label = argument.label?.text, let passed = ExpressionReading.plainObjectName(argument.expression),
                  passed.startsLowercase else { continue }
            flags.append(FlagFact(kind: .argument, type: name, name: label, text: passed, enclosingType: enclosingType))
        }
    }

    /// A member of a type declared `Bool` whose value is one expression (``FlagFact/Kind/member``).
    private func recordFlagMember(_ name: String, expression: ExprSyntax?) {
        guard let type = enclosingType, enclosingFunction == nil, let expression else { return }
        let text = expression.trimmedDescription
        guard text.utf8.count <= FlagFact.textLimit else { return }
        flags.append(FlagFact(kind: .member, type: type, name: name, text: text))
    }

    /// Records a call made at `nameToken`, with its first argument as written and its `animated:`.
    private func recordCall(_ kind: Call.Kind, _ node: FunctionCallExprSyntax, nameToken: TokenSyntax, receiver: String,
                            shown: KnownController? = nil, value: ParsedValue? = nil, identifier: String? = nil,
                            storyboard: String? = nil, presented: String? = nil, all: [ControllerReference] = []) {
        let animated = node.arguments.first { $0.label?.text == "animated" }.flatMap { ExpressionReading.boolLiteral($0.expression) }
        recorder.recordCall(
            kind, receiver: receiver, argumentText: node.arguments.first?.expression.sourceText, animated: animated,
            shown: shown, presentedClass: presented, shownControllers: all,
            identifier: identifier, storyboardName: storyboard, value: value, at: place(of: nameToken))
    }

    /// Records a call of one of UIKit's methods the audit reads, when its labels are the method's.
    private func readUIKitCall(_ kind: Call.Kind, name: String, _ node: FunctionCallExprSyntax, nameToken: TokenSyntax, base: ExprSyntax?) {
        let labels = node.arguments.map { $0.label?.text }
        let first = node.arguments.first?.expression
        lazy var receiver = base.map(ExpressionReading.chainText) ?? "self"
        func record(_ kind: Call.Kind, shown: ExprSyntax? = nil, value: ParsedValue? = nil, identifier: String? = nil,
                    storyboard: String? = nil, presented: String? = nil) {
            // A local assigned in several branches (each `case` of a `switch`) and then shown: each
            // controller it may hold is shown there, one call each.
            if kind.showsController, let shown,
               let name = ExpressionReading.unwrap(shown).as(DeclReferenceExprSyntax.self)?.baseName.text,
               let alternatives = recorder.alternatives(named: name) {
                for known in alternatives { recordCall(kind, node, nameToken: nameToken, receiver: receiver, shown: known) }
                return
            }
            var known = shown.flatMap { knownController($0) ?? madeController($0) }
            // A computed property declared as a container (`var settingsNav: UINavigationController
            // { UINavigationController(rootViewController: SettingsViewController()) }`): its class is
            // the declared type, and its maker tells the audit what it is made around.
            if let shown, known?.className != nil, known?.rootClass == nil, known?.maker == nil, known?.factory == nil,
               let maker = madeController(shown)?.maker {
                known?.maker = maker
            }
            recordCall(kind, node, nameToken: nameToken, receiver: receiver, shown: known, value: value,
                       identifier: identifier, storyboard: storyboard, presented: presented)
        }
        switch kind {
        case .setNeedsStatusBarAppearanceUpdate:
            if labels.isEmpty { record(.setNeedsStatusBarAppearanceUpdate) }
        case .present:
            if labels.count >= 2, labels[0] == nil, labels[1] == "animated" {
                recorder.onlyOnPad = Self.runsOnlyOnPad(node)
                recorder.onlyWithoutNavigation = Self.runsOnlyWithoutNavigation(node)
                record(.present, shown: first)
                recorder.onlyOnPad = false
                recorder.onlyWithoutNavigation = false
            } else {
                // Not UIKit's: the app's own `present(_:)` (a presenter object's, a router's), which
                // may host the view it is given.
                recordPassedControllers(node, name: name, nameToken: nameToken, base: base)
                swiftUI.noteFactoryCall(node, name: name, nameToken: nameToken, base: base, isLocal: recorder.isDeclared, swiftUIContext)
            }
        case .pushViewController:
            if labels.first == .some(nil) { record(.pushViewController, shown: first) }
        case .show:
            if labels == [nil, "sender"] {
                // `split.viewControllers.last?.show(vc, sender: nil)`: a column's `show`, which on an
                // iPhone (a collapsed split, one column) reaches the split's own: read as shown on the split.
                let plain = receiver.filter { $0 != "?" && $0 != "!" }
                if let column = [".viewControllers.last", ".viewControllers.first"].first(where: plain.hasSuffix) {
                    receiver = String(plain.dropLast(column.count))
                }
                let before = recorder.calls.count
                record(.show, shown: first)
                if name == "showDetailViewController" { recorder.markShowsDetail(after: before) }
            } else {
                recordPassedControllers(node, name: name, nameToken: nameToken, base: base)  // `router.show(vc)`
                swiftUI.noteFactoryCall(node, name: name, nameToken: nameToken, base: base, isLocal: recorder.isDeclared, swiftUIContext)
            }
        case .makesSplitView:
            // `UISplitViewController()`, `UISplitViewController(style: .doubleColumn)`: made, not a method.
            if base == nil { recordCall(.makesSplitView, node, nameToken: nameToken, receiver: "self", shown: nil) }
        case .addChild:
            // Also the app's own helper around it (`addChildViewController(pinPad, layout: { … })`).
            if labels.first == .some(nil) { record(.addChild, shown: first) }
        case .setViewControllers:
            if labels.first == .some(nil) {
                let list = first.flatMap { controllerList($0) }
                let last = list?.last.map {
                    KnownController(className: $0.className, rootClass: $0.rootClass, storyboardIdentifier: $0.storyboardIdentifier, factory: $0.factory)
                }
                recordCall(.setViewControllers, node, nameToken: nameToken, receiver: receiver, shown: last, all: list ?? [])
            }
        case .setNavigationBarHidden:
            if labels.first == .some(nil), let first {
                record(.setNavigationBarHidden, value: ExpressionReading.parsedValue(first))
                recordAssignment(
                    name: "isNavigationBarHidden", nameToken: nameToken, base: base, value: first,
                    valueText: first.sourceText, viaCall: true)
            }
        case .instantiateViewController:
            var identifier: String?
            if let argument = node.arguments.first, ["withIdentifier", "identifier"].contains(argument.label?.text) {
                identifier = ExpressionReading.stringLiteral(argument.expression)
            }
            let storyboard = base.flatMap { storyboardName($0) ?? recorder.storyboard(named: ExpressionReading.chainText($0)) }
            record(.instantiateViewController, identifier: identifier, storyboard: storyboard,
                   presented: castType(of: node) ?? Self.createdType(node))
        // A subview or layer put into the root view may span the top (a full-size background
        // view, a header image, a gradient, an embedded child's view): what lies under the bar is
        // then not the root view's color, and the audit does not work out the subview's frame. A
        // subview inserted in the view stack or a layer always may; an added one when its name says
        // what covers (`Call.Kind.addedSubviewCovers`).
        case .coversRootView:
            switch name {
            case "insertSubview" where receiver == "view" || receiver == "self.view":
                record(.coversRootView)
            case "addSubview" where receiver == "view" || receiver == "self.view":
                if Call.Kind.addedSubviewCovers(first?.sourceText ?? "") { record(.coversRootView) }
            case "addSublayer", "insertSublayer":
                if receiver == "view.layer" || receiver == "self.view.layer" { record(.coversRootView) }
            default:
                break
            }
        case .clearsNavigationBarBackground, .setsNavigationBarBackgroundImage:
            if let kind = Call.Kind.navigationBarImage(receiver: receiver, image: first?.sourceText ?? "") { record(kind) }
        case .handsController:
            break  // recorded from constructions (``recordHandedControllers(_:constructing:nameToken:)``)
        case .callsOnController, .passesController, .handsSelf:
            break  // recorded from calls of no UIKit name (``visit(_:)``)
        case .keepsController:
            break  // recorded from assignments (``recordAssignment(name:nameToken:base:value:valueText:viaCall:)``)
        }
    }

    /// The calls read that are no UIKit method of ``Call/Kind``: a controller appended to a local
    /// array, a Boolean toggled, a deprecated method, a bar appearance's configuration, a blur of the root view.
    private func readOtherCall(_ name: String, _ node: FunctionCallExprSyntax, nameToken: TokenSyntax, base: ExprSyntax?) {
        let labels = node.arguments.map { $0.label?.text }
        let first = node.arguments.first?.expression
        if name == "append", labels == [nil], let base, let local = localArray(base), let first {
            recorder.addToControllerArray(local, [reference(to: first)])
        } else if mayUseDeprecatedAPI && Self.deprecatedCallNames.contains(name) {
            // The vocabulary's deprecated methods: of the application by name, others by signature.
            func deprecated(_ api: DeprecatedAPI, _ access: DeprecatedUse.Access, value: ExprSyntax? = nil) {
                deprecatedUses.append(
                    DeprecatedUse(
                        api: api, access: access, valueText: value?.sourceText,
                        value: value.map(ExpressionReading.parsedValue), location: location(of: nameToken),
                        enclosingType: enclosingType, enclosingFunction: enclosingFunction, language: .swift,
                        runsOnlyBelow: availability.runsOnlyBelow(nameToken), runsOnlyFrom: AvailabilityReading.runsOnlyFrom(nameToken)))
            }
            let signature = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            if let (api, form) = Self.applicationMethods[name], let access = form.access {
                if let base, isApplication(base) { deprecated(api, access, value: first) }
            } else if let (api, form) = Self.deprecatedMethods[signature], let access = form.access {
                deprecated(api, access, value: access == .read ? nil : first)
            }
        } else if let configuration = BarAppearanceDraft.configuration(method: name), labels.isEmpty {
            guard let base else { return }
            if let local = appearanceLocal(base) {
                recorder.configureAppearance(local, configuration)
            } else if let owner = ExpressionReading.lastMember(base),
                BarAppearanceDraft.barMembers.contains(owner.name)
            {
                // A bar's appearance configured in place: recorded, its background not read.
                recordAssignment(
                    name: owner.name, nameToken: owner.nameToken, base: owner.base, value: nil,
                    valueText: node.sourceText, viaCall: true)
            }
        } else if name == "toggle", labels.isEmpty {
            if let base { recordAssignment(target: base, value: nil, valueText: "toggle()", viaCall: true) }
        } else if Call.Kind.namesBlur(name) {
            let receiver = base.map(ExpressionReading.chainText) ?? "self"
            if receiver == "view" || receiver == "self.view" { recordCall(.coversRootView, node, nameToken: nameToken, receiver: receiver) }
        }
    }

    /// `… as! X` / `… as? X` right after the call.
    private func castType(of call: FunctionCallExprSyntax) -> String? {
        guard let list = call.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == call.id }), index + 2 < elements.count,
            elements[index + 1].is(UnresolvedAsExprSyntax.self), let type = elements[index + 2].as(TypeExprSyntax.self)
        else { return nil }
        return ExpressionReading.typeName(type.type)
    }

    /// How many `#Preview { … }` hold the code being read, counted since the innermost member
    /// (a type declared inside a preview starts again at 0): a preview is never shown in the app.
    /// Kept as the walk enters and leaves them, rather than found by walking up from every call.
    private var previewDepth = 0
    /// `previewDepth` outside each member being read.
    private var previewDepthsOutside: [Int] = []

    private var isInPreview: Bool { previewDepth > 0 }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        previewDepthsOutside.append(previewDepth)
        previewDepth = 0
        return .visitChildren
    }
    override func visitPost(_ node: MemberBlockItemSyntax) { previewDepth = previewDepthsOutside.removeLast() }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionDeclSyntax) {
        if node.macroName.text == "Preview" { previewDepth -= 1 }
    }
    override func visitPost(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "Preview" { previewDepth -= 1 }
    }

    // MARK: Deprecated members

    // The vocabulary's Swift spellings (``DeprecatedAPI/swiftSpellings``), by form.
    private static let applicationMembers = DeprecatedAPI.swiftNames(\.isApplicationProperty).mapValues(\.api)
    private static let applicationMethods = DeprecatedAPI.swiftNames(\.isApplicationMethod)
    private static let deprecatedMethods = DeprecatedAPI.swiftNames(\.isMethod)
    private static let deprecatedProperties = DeprecatedAPI.swiftNames(\.isProperty).mapValues(\.api)
    private static let blackStyles = DeprecatedAPI.swiftNames(\.isStyle).mapValues(\.api)
    /// The names of the deprecated methods (a signature's name before its labels).
    private static let deprecatedCallNames: Set<String> = Set(applicationMethods.keys)
        .union(deprecatedMethods.keys.map { String($0.prefix { $0 != "(" }) })

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard mayUseDeprecatedAPI else { return .visitChildren }
        let name = node.declName.baseName.text
        // Calls are read by the call visitor.
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            return .visitChildren
        }
        if let api = Self.applicationMembers[name], let base = node.base, isApplication(base) {
            let value = assignedValue(to: node)
            deprecatedUses.append(
                DeprecatedUse(
                    api: api, access: value == nil ? .read : .write, valueText: value?.sourceText,
                    value: value.map(ExpressionReading.parsedValue), location: location(of: node.declName.baseName),
                    enclosingType: enclosingType, enclosingFunction: enclosingFunction, language: .swift,
                    runsOnlyBelow: availability.runsOnlyBelow(node), runsOnlyFrom: AvailabilityReading.runsOnlyFrom(node)))
        } else if let api = Self.blackStyles[ExpressionReading.currentCaseName(name)] {
            let isStatusBarStyle: Bool
            if let base = node.base {
                isStatusBarStyle = base.sourceText == "UIStatusBarStyle"
            } else {
                isStatusBarStyle = Self.isStatusBarStyleContext(Syntax(node))
            }
            if isStatusBarStyle {
                deprecatedUses.append(
                    DeprecatedUse(
                        api: api, access: .read, location: location(of: node.declName.baseName),
                        enclosingType: enclosingType, enclosingFunction: enclosingFunction, language: .swift,
                        runsOnlyBelow: availability.runsOnlyBelow(node), runsOnlyFrom: AvailabilityReading.runsOnlyFrom(node)))
            }
        } else if let api = Self.deprecatedProperties[name], node.base != nil {
            let value = assignedValue(to: node)
            deprecatedUses.append(
                DeprecatedUse(
                    api: api, access: value == nil ? .read : .write,
                    valueText: value?.sourceText, location: location(of: node.declName.baseName),
                    enclosingType: enclosingType, enclosingFunction: enclosingFunction, language: .swift,
                    runsOnlyBelow: availability.runsOnlyBelow(node), runsOnlyFrom: AvailabilityReading.runsOnlyFrom(node)))
        }
        return .visitChildren
    }


    /// The value assigned when `node` is the target of `=`.
    private func assignedValue(to node: MemberAccessExprSyntax) -> ExprSyntax? {
        guard let list = node.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else {
            return nil
        }
        let elements = Array(list)
        guard elements.count >= 3, elements[0].id == node.id, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return elements[2]
    }

    /// Whether an implicit member (`.blackOpaque`) stands for a `UIStatusBarStyle`: it is
    /// returned by `preferredStatusBarStyle` or a function returning `UIStatusBarStyle`, stored in
    /// a `UIStatusBarStyle` property, passed to `setStatusBarStyle`, or assigned to a `statusBarStyle`.
    static func isStatusBarStyleContext(_ node: Syntax) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let binding = candidate.as(PatternBindingSyntax.self) {
                if let type = binding.typeAnnotation?.type { return ExpressionReading.typeName(type) == "UIStatusBarStyle" }
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? ""
                return StatusBarMember(memberName: name) == .preferredStatusBarStyle
            }
            if let function = candidate.as(FunctionDeclSyntax.self) {
                if function.name.text == "preferredStatusBarStyle" { return true }
                return function.signature.returnClause.map { ExpressionReading.typeName($0.type) } == "UIStatusBarStyle"
            }
            if let call = candidate.as(FunctionCallExprSyntax.self),
                ExpressionReading.lastMember(call.calledExpression)?.name == "setStatusBarStyle"
            {
                return true
            }
            if let sequence = candidate.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                    let target = ExpressionReading.lastMember(elements[0])
                {
                    return target.name == "statusBarStyle"
                }
            }
            if candidate.is(MemberBlockItemSyntax.self) || candidate.is(SourceFileSyntax.self) { return false }
            current = candidate.parent
        }
        return false
    }
}

/// Finds a call of `setNeedsStatusBarAppearanceUpdate()`.
private final class AppearanceUpdateFinder: SyntaxVisitor {
    var found = false
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = ExpressionReading.lastMember(node.calledExpression)?.name,
            name == "setNeedsStatusBarAppearanceUpdate"
        {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        FactsVisitor.isDisabled(node) ? .skipChildren : .visitChildren
    }
}
