import SourceModel

/// Walks the syntax of one file and records its facts, as the Swift reader's visitor does.
struct FactsCollector {
    let file: String
    let source: [UInt8]
    let lines: LineIndex

    private(set) var types: [TypeDecl] = []
    private(set) var overrides: [Override] = []
    /// The scopes of names around the code, and the assignments and calls recorded so far.
    private(set) var recorder = FactsRecorder(language: .objc)
    var assignments: [Assignment] { recorder.assignments }
    /// Assignments to names that are kept only if an answer reads them.
    var candidateAssignments: [Assignment] { recorder.candidateAssignments }
    var calls: [Call] { recorder.calls }
    private(set) var deprecatedUses: [DeprecatedUse] = []

    private var enclosingType: String?
    private var enclosingFunction: String?
    private var inCategory = false
    /// Whether the method being read is a class method (`+ (instancetype)vcWithURL:`), where
    /// `[[self alloc] init…]` and `[self new]` make an instance of the enclosing class.
    private var inClassMethod = false
    private var computedNames: Set<String> = []
    /// How many blocks deep the code being read is, in the current method or function.
    private var blockDepth = 0
    /// The controllers the method being read puts in an instance variable or a property of `self`
    /// (`_player = [[PlayerViewController alloc] init]`), by the chain written: what a lazy getter
    /// returns (`return _player;`).
    private var assignedMembers: [String: KnownController] = [:]
    /// Whether the code being read is inside an animation block (``AnimationBlock``): the innermost block decides.
    private var animationBlock: AnimationBlock = .outside
    /// The iOS version below which the code being read runs, as the availability checks and
    /// attributes around it say (``DeprecatedUse/runsOnlyBelow``).
    private var runsOnlyBelow: WrittenVersion?
    /// The iOS version from which the code being walked runs, as `if (@available(iOS 13, *))`
    /// around it says (``DeprecatedUse/runsOnlyFrom``).
    private var runsOnlyFrom: WrittenVersion?

    /// The build's definitions the file is read with (as the lexer's `#if`s are): a run-time `if`
    /// on a macro they decide (`if (kTarget_Enterprise)`, a macro of a prefix header) takes one
    /// branch only (``macroTest(_:)``, decided by ``PreprocessorCondition``).
    private let definitions: [String: String?]
    private let undefined: Set<String>
    /// The macro-like names run-time `if`s test that the reading does not decide: listed with the
    /// file's undecided conditions, so that each app reads the file again with its own definitions.
    private(set) var undecidedMacroTests: Set<String> = []

    init(file: String, source: [UInt8], lines: LineIndex, definitions: [String: String?] = [:], undefined: Set<String> = []) {
        self.file = file
        self.source = source
        self.lines = lines
        self.definitions = definitions
        self.undefined = undefined
    }

    /// The macro a run-time condition tests, as `if (kTarget_Enterprise)` or `if (!kTarget_Enterprise)`
    /// writes it, with whether it is negated: a bare name written as a macro's (`k` and a capital, or
    /// all capitals), else `nil`.
    static func macroTest(_ condition: String) -> (name: String, negated: Bool)? {
        var text = Substring(condition.filter { !$0.isWhitespace })
        while text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        let negated = text.hasPrefix("!")
        if negated { text = text.dropFirst() }
        while text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        guard let first = text.first, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), first.isLetter else { return nil }
        let chars = Array(text)
        let kStyle = chars.count > 2 && chars[0] == "k" && chars[1].isUppercase
        let capitals = chars.count > 2 && chars.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
        return kStyle || capitals ? (String(text), negated) : nil
    }

    private func location(_ offset: Int) -> SourceLocation {
        let place = lines.position(ofOffset: offset)
        return SourceLocation(file: file, line: place.line, column: place.column)
    }

    private func place(_ offset: Int) -> FactPlace {
        FactPlace(location(offset), type: enclosingType, function: enclosingFunction, animationBlock: animationBlock)
    }

    private func chain(_ expression: Expr) -> String { ValueReading.chainText(expression, source: source) }
    private func text(_ expression: Expr) -> String { ValueReading.text(expression, source: source) }

    // MARK: Types

    /// The type declarations of a file: `@interface` (a class, or an extension for a category
    /// or a class extension), `@protocol`, `@compatibility_alias` (a class whose superclass is
    /// the aliased class), `NS_ENUM`. An `@implementation` adds a declaration only when the
    /// file has no `@interface` for it: a class when it names its superclass (`@implementation
    /// Name : Super`, the old form), an extension otherwise (it says nothing of the superclass).
    static func typeDecls(_ syntax: FileSyntax, file: String, lines: LineIndex) -> [TypeDecl] {
        func location(_ offset: Int) -> SourceLocation {
            let place = lines.position(ofOffset: offset)
            return SourceLocation(file: file, line: place.line, column: place.column)
        }
        var result: [TypeDecl] = []
        var interfaceCategories: [String: Set<String>] = [:]  // "" for the class and its class extension
        for container in syntax.containers where container.kind == .interface {
            interfaceCategories[container.name, default: []].insert(container.category ?? "")
        }
        /// Instance variables (`{ BOOL _immersive; }`) are stored state too, named as the answers and
        /// assignments name them (`immersive`); a property of the same name wins.
        func instanceVariables(_ container: ContainerSyntax, besides properties: [StoredProperty]) -> [StoredProperty] {
            var names = Set(properties.map(\.name))
            var result: [StoredProperty] = []
            for ivar in container.instanceVariables {
                let name = ValueReading.normalisedIvar(ivar.name)
                guard names.insert(name).inserted else { continue }
                result.append(StoredProperty(name: name, declaredType: ivar.type, location: location(ivar.nameOffset)))
            }
            return result
        }
        for container in syntax.containers {
            // Class properties (`@property (class) …`) are not instance state.
            var properties = container.properties.filter { !$0.attributes.contains("class") }.map { property in
                StoredProperty(
                    name: property.name, declaredType: property.type,
                    isConstant: property.attributes.contains("readonly"), location: location(property.nameOffset))
            }
            properties += instanceVariables(container, besides: properties)
            let categoryName = container.category.flatMap { $0.isEmpty ? nil : $0 }
            switch container.kind {
            case .interface:
                let kind: TypeDecl.Kind = container.category == nil ? .class : .extension
                var decl = TypeDecl(
                    name: container.name, kind: kind, superclass: kind == .class ? container.superclass : nil,
                    conformances: container.protocols, objcName: container.objcName, categoryName: categoryName,
                    location: location(container.nameOffset), properties: properties)
                // A property of type UIStatusBarStyle has no initial value in Objective-C: set elsewhere.
                decl.styleMembers = container.properties.filter { $0.type == "UIStatusBarStyle" }.map {
                    StyleMember(name: $0.name, answer: .unknown(reason: "a property whose value is set elsewhere"), location: location($0.nameOffset))
                }
                result.append(decl)
            case .protocol:
                result.append(
                    TypeDecl(
                        name: container.name, kind: .protocol, conformances: container.protocols,
                        location: location(container.nameOffset), properties: properties))
            case .implementation:
                // A class extension `@interface Name ()` counts for the bare implementation; the
                // implementation's instance variables join the interface's declaration.
                if interfaceCategories[container.name]?.contains(container.category ?? "") == true {
                    let ivars = properties
                    guard !ivars.isEmpty, let index = result.firstIndex(where: {
                        $0.name == container.name && $0.kind != .protocol && ($0.categoryName ?? "") == (categoryName ?? "")
                    }) else { continue }
                    for ivar in ivars where result[index].property(named: ivar.name) == nil { result[index].properties.append(ivar) }
                    continue
                }
                let kind: TypeDecl.Kind = container.category == nil && container.superclass != nil ? .class : .extension
                result.append(
                    TypeDecl(
                        name: container.name, kind: kind, superclass: container.superclass, objcName: container.objcName,
                        categoryName: categoryName, location: location(container.nameOffset), properties: properties))
            }
        }
        for alias in syntax.aliases {
            result.append(TypeDecl(name: alias.alias, kind: .class, superclass: alias.existing, location: location(alias.offset)))
        }
        for item in syntax.enums {
            result.append(TypeDecl(name: item.name, kind: .enum, location: location(item.offset)))
        }
        return result
    }

    // MARK: File

    mutating func collect(_ syntax: FileSyntax) {
        types = Self.typeDecls(syntax, file: file, lines: lines)
        for loose in syntax.looseNames {
            guard let api = Self.blackStyles[loose.name] else { continue }
            deprecatedUses.append(
                DeprecatedUse(
                    api: api, access: .read, location: location(loose.offset), enclosingType: loose.container,
                    enclosingFunction: nil, language: .objc))
        }
        for function in syntax.functions { walkFunction(function) }
        var byName: [String: [ContainerSyntax]] = [:]
        for container in syntax.containers { byName[container.name, default: []].append(container) }
        // One scope per class name, built once: a file with many implementations of one name
        // (200,000 `@implementation A @end`) stays linear.
        var typeScopes: [String: Scope] = [:]
        // The methods the file's `@interface`s declare deprecated or obsoleted on iOS, by class
        // and `-selector`/`+selector` (read once: a file may hold many containers of one name).
        var declaredBelow: [String: [String: WrittenVersion]] = [:]
        for container in syntax.containers where container.kind != .implementation {
            for method in container.methods where !method.attributes.isEmpty {
                guard let bound = Self.deprecatedBelow(attributes: method.attributes) else { continue }
                let key = (method.isInstance ? "-" : "+") + method.selector
                declaredBelow[container.name, default: [:]][key] = .lower(declaredBelow[container.name]?[key], bound)
            }
        }
        for container in syntax.containers where container.kind == .implementation {
            let scope = typeScopes[container.name] ?? Self.typeScope(container.name, related: byName[container.name] ?? [])
            typeScopes[container.name] = scope
            walkImplementation(container, scope: scope, declaredBelow: declaredBelow[container.name] ?? [:])
        }
    }

    /// The scope of a type: the properties and instance variables of every container of its name.
    private static func typeScope(_ name: String, related: [ContainerSyntax]) -> Scope {
        var scope = Scope()
        // In a category on (or an implementation of) the application, `self` is the application.
        if name == "UIApplication" { scope.applicationAliases.insert("self") }
        for property in related.flatMap(\.properties) {
            scope.declaredNames.insert(property.name)
            if let type = property.type { scope.declaredTypes[property.name] = type }
            // `@property (getter=isImmersive) BOOL immersive`: reading `self.isImmersive` reads `immersive`.
            if let getter = property.getter, scope.getters[getter] == nil { scope.getters[getter] = property.name }
            if property.type == "UIApplication" { scope.applicationAliases.insert(property.name) }
            if let type = property.type, isControllerType(type) {
                scope.controllers[property.name] = KnownController(className: type)
                // The instance variable the compiler synthesizes for it (`_randomSeedViewController`),
                // unless one of that name is declared (below).
                scope.declaredNames.insert("_" + property.name)
                scope.controllers["_" + property.name] = KnownController(className: type)
            }
        }
        for ivar in related.flatMap(\.instanceVariables) {
            scope.declaredNames.insert(ivar.name)
            scope.declaredTypes[ivar.name] = ivar.type
            if ivar.type == "UIApplication" { scope.applicationAliases.insert(ivar.name) }
            scope.controllers[ivar.name] = isControllerType(ivar.type) ? KnownController(className: ivar.type) : nil
        }
        return scope
    }

    private mutating func walkFunction(_ function: FunctionSyntax) {
        let saved = enclosingFunction
        let savedBound = runsOnlyBelow, savedFrom = runsOnlyFrom
        runsOnlyBelow = nil
        runsOnlyFrom = nil
        defer { runsOnlyBelow = savedBound; runsOnlyFrom = savedFrom }
        enclosingFunction = function.name
        recorder.push(parameterScope(function.parameters))
        // A C function may be a factory too (`MakeNavigation(vc)`); its return type is not read, its returns are.
        recorder.beginFunction(factory: function.parameters.isEmpty ? nil : function.name, parameters: function.parameters.map(\.name),
                               at: place(0))
        assignedMembers = [:]
        let savedDepth = blockDepth, savedBlock = animationBlock
        blockDepth = 0
        animationBlock = .outside
        walk(function.body)
        blockDepth = savedDepth
        animationBlock = savedBlock
        recorder.endFunction()
        recorder.pop()
        enclosingFunction = saved
    }

    private func parameterScope(_ parameters: [Parameter]) -> Scope {
        var scope = Scope()
        for parameter in parameters {
            scope.declaredNames.insert(parameter.name)
            scope.declaredTypes[parameter.name] = parameter.type
            if parameter.type == "UIApplication" { scope.applicationAliases.insert(parameter.name) }
            if Self.isControllerType(parameter.type) {
                scope.controllers[parameter.name] = KnownController(className: parameter.type)
            }
        }
        return scope
    }

    /// A class named as a controller (`HelpViewController`, `CSTopicDetailVC`).
    private static func namesController(_ type: String) -> Bool {
        type.first?.isUppercase == true && (type.hasSuffix("Controller") || type.hasSuffix("VC"))
    }

    private static func isControllerType(_ type: String) -> Bool {
        type.hasSuffix("Controller") && type.first?.isUppercase == true && type != "UIViewController"
            && !type.contains(" ")
    }

    private mutating func walkImplementation(_ container: ContainerSyntax, scope: Scope, declaredBelow: [String: WrittenVersion]) {
        enclosingType = container.name
        inCategory = container.category != nil
        // The type's scope: its properties and instance variables.
        recorder.push(scope)
        // (Class methods too: `[self brandStyle]` in a class method calls one.)
        computedNames = Set(
            container.methods.filter { $0.body != nil && !$0.selector.contains(":") }.map(\.selector))
            .subtracting(StatusBarMember.allCases.map(\.rawValue))
        let getters = scope.getters
        var getterBodies: [String: [Stmt]] = [:]
        for method in container.methods where method.isInstance && computedNames.contains(method.selector) {
            if let body = method.body, getterBodies[method.selector] == nil { getterBodies[method.selector] = body }
        }

        for method in container.methods {
            guard let body = method.body else { continue }
            enclosingFunction = method.selector
            // A method deprecated or obsoleted on iOS (here, or where this file declares it).
            runsOnlyBelow = .lower(Self.deprecatedBelow(attributes: method.attributes),
                                   declaredBelow[(method.isInstance ? "-" : "+") + method.selector])
            if method.isInstance, !method.selector.contains(":"), let member = StatusBarMember(memberName: method.selector) {
                let reader = AnswerReader(member: member, computedNames: computedNames, source: source, getterBodies: getterBodies)
                let (read, fallback) = reader.read(body: body)
                let answer = Self.renamingGetters(read, getters)
                overrides.append(
                    Override(
                        member: member, typeName: container.name, inExtension: inCategory, answer: answer,
                        fallback: fallback, location: location(method.selectorOffset), language: .objc))
            }
            // `+ (UIStatusBarStyle)statusBarStyleForBrandColor`, `- (UIStatusBarStyle)styleForColor:(UIColor *)c`:
            // what an answer returning this member can be (a method taking arguments: whatever it returns for any).
            if method.returnType == "UIStatusBarStyle", StatusBarMember(memberName: method.selector) == nil,
               let index = types.firstIndex(where: { $0.name == container.name && $0.kind != .protocol }) {
                let reader = AnswerReader(member: .preferredStatusBarStyle, computedNames: computedNames, source: source)
                let answer = Self.renamingGetters(reader.read(body: body).0, getters)
                types[index].styleMembers.append(StyleMember(name: method.selector, answer: answer, location: location(method.selectorOffset)))
            }
            if method.isInstance, method.selector == "splitViewController:collapseSecondaryViewController:ontoPrimaryViewController:",
               method.parameters.count == 3,
               let index = types.firstIndex(where: { $0.name == container.name && $0.kind != .protocol }) {
                types[index].splitCollapse = Self.splitCollapse(body, secondary: method.parameters[1].name)
            }
            if method.isInstance, let api = Self.deprecatedProperties[method.selector] {
                deprecatedUses.append(
                    DeprecatedUse(
                        api: api, access: .write,
                        location: location(method.selectorOffset), enclosingType: enclosingType,
                        enclosingFunction: enclosingFunction, language: .objc, runsOnlyBelow: runsOnlyBelow))
            }
            recorder.push(parameterScope(method.parameters))
            // A method returning a controller may be a factory (`navigationWithRoot:`) or a maker (a lazy getter).
            let returned = method.returnType.split(separator: "<", maxSplits: 1).first.map(String.init) ?? method.returnType
            // A controller class's class method returning an instance of it (`+ (instancetype)vcWithHelpStr`) is a maker too.
            let declaresController = returned.hasSuffix("Controller")
                || (!method.isInstance && ["instancetype", container.name].contains(returned) && Self.namesController(container.name))
            inClassMethod = !method.isInstance
            recorder.beginFunction(factory: declaresController ? method.selector : nil, parameters: method.parameters.map(\.name),
                                   at: place(method.selectorOffset), declaresController: declaresController,
                                   parameterKeys: Dictionary(method.parameters.enumerated().map { ($1.name, String($0)) }) { first, _ in first },
                                   typeMethod: !method.isInstance)
            if method.isInstance, LifecycleMethod(function: method.selector)?.isViewEvent == true, !Self.callsSuper(method.selector, in: body) {
                recorder.recordWithoutSuper(method.selector, type: container.name)
            }
            assignedMembers = [:]
            blockDepth = 0
            animationBlock = .outside
            walk(body)
            recorder.endFunction()
            recorder.pop()
            inClassMethod = false
            if method.isInstance, method.selector.hasPrefix("set"), method.parameters.count == 1,
                method.selector.filter({ $0 == ":" }).count == 1, Self.callsAppearanceUpdate(body)
            {
                markSetterUpdatesAppearance(method, typeName: container.name)
            }
        }
        runsOnlyBelow = nil
        for function in container.functions { walkFunction(function) }
        recorder.pop()
        enclosingType = nil
        enclosingFunction = nil
        inCategory = false
    }

    /// What a `splitViewController:collapseSecondaryViewController:ontoPrimaryViewController:` body
    /// returns (``SplitCollapse``): `if ([secondary isKindOfClass:[T class]]) return NO;` statements,
    /// then `return YES;`, or `return YES;` alone.
    static func splitCollapse(_ body: [Stmt], secondary: String) -> SplitCollapse {
        func literal(_ expression: Expr?) -> Bool? {
            guard case .name(let name)? = expression.map(ValueReading.unwrap)?.kind else { return nil }
            switch name {
            case "YES", "true", "TRUE": return true
            case "NO", "false", "FALSE": return false
            default: return nil
            }
        }
        func returned(_ statement: Stmt) -> Bool? {
            switch statement {
            case .returnStatement(let value, _): literal(value)
            case .compound(let inner) where inner.count == 1: returned(inner[0])
            default: nil
            }
        }
        var unless: [String] = []
        for (index, statement) in body.enumerated() {
            if index == body.count - 1 {
                guard returned(statement) == true else { return .other }
                return unless.isEmpty ? .alwaysTrue : .trueUnlessSecondaryIs(unless)
            }
            guard case .ifStatement(let condition, let then, nil) = statement, returned(then) == false,
                  case .message(let receiver, "isKindOfClass:", let arguments, _) = ValueReading.unwrap(condition).kind,
                  case .name(secondary) = ValueReading.unwrap(receiver).kind,
                  case .message(let classReceiver, "class", _, _)? = arguments.first.map(ValueReading.unwrap)?.kind,
                  case .name(let type) = ValueReading.unwrap(classReceiver).kind
            else { return .other }
            unless.append(type)
        }
        return .other
    }

    /// Marks the type being read as its own delegate (`self.delegate = self`, `[self setDelegate:self]`).
    private mutating func noteDelegatesToSelf() {
        guard let type = enclosingType, let index = types.firstIndex(where: { $0.name == type && $0.kind != .protocol }) else { return }
        types[index].delegatesToSelf = true
    }

    /// The answer with renamed getters read by it named by their properties (`isImmersive` → `immersive`).
    static func renamingGetters(_ answer: Answer, _ getters: [String: String]) -> Answer {
        guard !getters.isEmpty else { return answer }
        func renamed(_ name: String) -> String {
            var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard let last = parts.last, let property = getters[last] else { return name }
            parts[parts.count - 1] = property
            return parts.joined(separator: ".")
        }
        switch answer {
        case .conditional(let values, let dependsOn): return .conditional(values: values, dependsOn: Set(dependsOn.map(renamed)).sorted())
        case .storedProperty(let name): return .storedProperty(name: renamed(name))
        default: return answer
        }
    }

    /// A custom setter that calls `setNeedsStatusBarAppearanceUpdate` is the property's `didSet`:
    /// the property declared in this file is marked, or (declared elsewhere, in a header) added to
    /// this file's declaration of the type with its setter's location.
    private mutating func markSetterUpdatesAppearance(_ method: MethodSyntax, typeName: String) {
        let setterName = method.selector.dropFirst(3).dropLast()
        guard let first = setterName.first else { return }
        let name = first.lowercased() + setterName.dropFirst()
        var marked = false
        for index in types.indices where types[index].name == typeName {
            for p in types[index].properties.indices where types[index].properties[p].name == name {
                types[index].properties[p].didSetUpdatesAppearance = true
                marked = true
            }
        }
        guard !marked else { return }
        let property = StoredProperty(
            name: name, declaredType: method.parameters.first?.type, didSetUpdatesAppearance: true,
            location: location(method.selectorOffset))
        if let index = types.firstIndex(where: { $0.name == typeName && $0.kind != .protocol }) {
            types[index].properties.append(property)
        }
    }

    /// True when the statements send `setNeedsStatusBarAppearanceUpdate` (in a block too).
    static func callsAppearanceUpdate(_ statements: [Stmt]) -> Bool {
        sendsMessage(statements) { _, selector in selector == "setNeedsStatusBarAppearanceUpdate" }
    }

    /// True when the statements send `selector` to `super` (in a block too): an override of a
    /// view's event without it cuts off its superclasses' code there (``MethodCalls/withoutSuper``).
    static func callsSuper(_ selector: String, in statements: [Stmt]) -> Bool {
        sendsMessage(statements) { receiver, sent in sent == selector && ValueReading.isSuper(receiver) }
    }

    /// True when the statements send a message that `matches` (its receiver and selector), as an
    /// expression statement or inside one, in a block too.
    private static func sendsMessage(_ statements: [Stmt], _ matches: (Expr, String) -> Bool) -> Bool {
        var found = false
        func visit(_ expression: Expr, _ depth: Int) {
            guard !found, depth < 64 else { return }
            switch expression.kind {
            case .message(let receiver, let selector, let arguments, _):
                if matches(receiver, selector) { found = true }
                visit(receiver, depth + 1)
                arguments.forEach { visit($0, depth + 1) }
            case .block(let body): body.forEach { visitStatement($0, depth + 1) }
            case .call(let callee, let arguments):
                visit(callee, depth + 1)
                arguments.forEach { visit($0, depth + 1) }
            case .assign(_, let target, let value):
                visit(target, depth + 1)
                visit(value, depth + 1)
            default: break
            }
        }
        func visitStatement(_ statement: Stmt, _ depth: Int) {
            guard !found, depth < 64 else { return }
            switch statement {
            case .expression(let expression): visit(expression, depth)
            case .compound(let body): body.forEach { visitStatement($0, depth + 1) }
            case .ifStatement(_, let then, let otherwise):
                visitStatement(then, depth + 1)
                if let otherwise { visitStatement(otherwise, depth + 1) }
            case .switchStatement(_, let body): body.forEach { visitStatement($0, depth + 1) }
            case .loop(_, let body): visitStatement(body, depth + 1)
            default: break
            }
        }
        statements.forEach { visitStatement($0, 0) }
        return found
    }

    // MARK: Scopes

    /// A new `UINavigationBarAppearance`: `[[UINavigationBarAppearance alloc] init]`,
    /// `initWithIdiom:`, `[UINavigationBarAppearance new]`; one made from another
    /// (`initWithBarAppearance:`) is of unknown background.
    private func newAppearance(_ value: Expr) -> BarAppearanceDraft? {
        guard case .message(let receiver, let selector, _, _) = ValueReading.unwrap(value).kind,
            Self.createdType(receiver: receiver, selector: selector) == "UINavigationBarAppearance"
        else { return nil }
        if ["init", "new", "initWithIdiom:"].contains(selector) { return BarAppearanceDraft() }
        return .unknown("it is made from another appearance (\(text(value)))")
    }

    /// The name of the `UINavigationBarAppearance` local an expression is, if it is one.
    private func appearanceLocal(_ expression: Expr) -> String? {
        guard case .name(let name) = ValueReading.unwrap(expression).kind, recorder.isAppearance(name) else { return nil }
        return name
    }

    /// What an appearance assigned to a bar paints: a local followed through the function, or one
    /// made in place; anything else is `.other`.
    private func appearanceBackground(_ value: Expr?) -> ParsedValue {
        guard let value else { return .other }
        if let local = appearanceLocal(value), let background = recorder.appearanceBackground(local) { return background }
        return newAppearance(value)?.background ?? .other
    }

    private static let applicationChains: Set<String> = [
        "UIApplication.sharedApplication()", "UIApplication.sharedApplication", "UIApplication.shared",
    ]

    /// The shared application: `[UIApplication sharedApplication]`, `UIApplication.sharedApplication`,
    /// or a local, parameter, property or ivar holding it (or typed `UIApplication *`).
    private func isApplication(_ expression: Expr) -> Bool {
        let text = chain(expression)
        if Self.applicationChains.contains(text) { return true }
        guard ValueReading.isPlainChain(text), !text.contains(".") else { return false }
        return recorder.isApplicationAlias(text)
    }

    private mutating func remember(_ declaration: LocalDecl) {
        var scope = recorder.scopes[recorder.scopes.count - 1]
        scope.declaredNames.insert(declaration.name)
        scope.declaredTypes[declaration.name] = declaration.type
        if let value = declaration.value, let appearance = newAppearance(value) {
            scope.appearances[declaration.name] = appearance
            recorder.updateInnermost { $0 = scope }
            return
        }
        if declaration.type == "UIApplication" { scope.applicationAliases.insert(declaration.name) }
        // `__weak typeof(self) weakSelf = self`: handed to a method, it hands over the caller.
        if let value = declaration.value, case .name("self") = ValueReading.unwrap(value).kind { scope.selfAliases.insert(declaration.name) }
        // `UINavigationController *nav = [Root instance].navigationController`: what is pushed onto
        // `nav` goes onto that controller's stack.
        if let value = declaration.value {
            switch ValueReading.unwrap(value).kind {
            case .member(let base, HeldReference.navigationControllerName, _):
                scope.navigationOwners[declaration.name] = ValueReading.chainText(base, source: source)
            case .message(let base, HeldReference.navigationControllerName, let arguments, _) where arguments.isEmpty:
                scope.navigationOwners[declaration.name] = ValueReading.chainText(base, source: source)
            default: break
            }
        }
        // A local array of controllers: `NSArray *tabs = @[a, b]`, or `NSMutableArray *tabs = [NSMutableArray array]` filled later.
        if ["NSArray", "NSMutableArray"].contains(where: { declaration.type.hasPrefix($0) }) {
            if let value = declaration.value, let list = controllerList(value) {
                scope.controllerArrays[declaration.name] = list
            } else if declaration.type.hasPrefix("NSMutableArray") {
                scope.controllerArrays[declaration.name] = []
            }
            recorder.updateInnermost { $0 = scope }
            return
        }
        if let value = declaration.value {
            if isApplication(value) { scope.applicationAliases.insert(declaration.name) }
            if let storyboard = storyboardName(value) { scope.storyboards[declaration.name] = storyboard }
            var known = knownController(value)
            if Self.isControllerType(declaration.type), known?.className == nil {
                // `UINavigationController *nav = [storyboard instantiateInitialViewController]`: the
                // storyboard's scene, of the declared class.
                known = KnownController(
                    className: declaration.type, rootClass: known?.rootClass, storyboardIdentifier: known?.storyboardIdentifier,
                    storyboardName: known?.storyboardName)
            }
            if let known = known ?? madeController(value) { scope.controllers[declaration.name] = known }
        } else if Self.isControllerType(declaration.type) {
            scope.controllers[declaration.name] = KnownController(className: declaration.type)
        }
        recorder.updateInnermost { $0 = scope }
    }

    /// `[UIStoryboard storyboardWithName:@"Main" bundle:nil]`.
    private func storyboardName(_ value: Expr) -> String? {
        guard case .message(let receiver, let selector, let arguments, _) = ValueReading.unwrap(value).kind,
            selector.hasPrefix("storyboardWithName:"), case .name("UIStoryboard") = receiver.kind, let first = arguments.first
        else { return nil }
        if case .string(let name) = first.kind { return name }
        return Self.classNameString(first)
    }

    /// `NSStringFromClass([X class])` or `NSStringFromClass(X.class)`: the string `X` (a storyboard
    /// named after its controller's class).
    static func classNameString(_ value: Expr) -> String? {
        guard case .call(let callee, let arguments) = ValueReading.unwrap(value).kind, case .name("NSStringFromClass") = callee.kind,
              arguments.count == 1 else { return nil }
        switch ValueReading.unwrap(arguments[0]).kind {
        case .message(let receiver, "class", let none, _) where none.isEmpty:
            if case .name(let cls) = receiver.kind, ValueReading.isTypeName(cls) { return cls }
        case .member(let base, "class", _):
            if case .name(let cls) = base.kind, ValueReading.isTypeName(cls) { return cls }
        default: break
        }
        return nil
    }

    private static let instantiateSelectors: Set<String> = [
        "instantiateViewControllerWithIdentifier:", "instantiateViewControllerWithIdentifier:creator:",
        "instantiateInitialViewController", "instantiateInitialViewControllerWithCreator:",
    ]

    private func storyboardIdentifier(_ expression: Expr) -> String? {
        guard case .message(_, let selector, let arguments, _) = ValueReading.unwrap(expression).kind,
            selector.hasPrefix("instantiateViewControllerWithIdentifier:"), case .string(let identifier) = arguments.first?.kind
        else { return nil }
        return identifier
    }

    /// The class of a controller created by `value`: `[[X alloc] init…]`, `[X new]`, a class
    /// factory (`[X instantiate…]`, `[X make…]`), a cast (`(X *)[storyboard instantiate…]`),
    /// `[[UINavigationController alloc] initWithRootViewController:y]`, or a local holding one.
    func knownController(_ value: Expr) -> KnownController? {
        switch value.kind {
        case .cast(let type, let operand):
            let identifier = storyboardIdentifier(operand)
            if type == "id" || type == "UIViewController" {
                return knownController(operand) ?? identifier.map { KnownController(className: nil, storyboardIdentifier: $0) }
            }
            let inner = knownController(operand)
            return KnownController(className: type, rootClass: inner?.rootClass, storyboardIdentifier: identifier,
                                   storyboardName: inner?.storyboardName)
        case .message(let receiver, let selector, let arguments, _):
            if Self.instantiateSelectors.contains(selector) {
                let storyboard = storyboardName(receiver) ?? recorder.storyboard(named: chain(receiver))
                let identifier = storyboardIdentifier(value)
                if identifier == nil && storyboard == nil { return nil }
                return KnownController(className: nil, storyboardIdentifier: identifier, storyboardName: storyboard)
            }
            guard let className = createdInstance(receiver: receiver, selector: selector)
                    ?? Self.createdType(receiver: receiver, selector: selector), className != "UIStoryboard" else {
                return factoryCall(receiver: receiver, name: selector, arguments: arguments)
            }
            var root: KnownController?
            var rootName: String?
            let labels = selector.split(separator: ":").map(String.init)
            if let index = labels.firstIndex(of: "initWithRootViewController"), index < arguments.count {
                root = knownController(arguments[index]) ?? madeController(arguments[index])
                if case .name(let name) = ValueReading.unwrap(arguments[index]).kind { rootName = name }
            }
            return KnownController(className: className, rootClass: root?.className, rootName: rootName,
                                   rootMaker: root?.className == nil ? root?.maker : nil)
        case .call(let callee, let arguments):
            return factoryCall(receiver: nil, name: chain(callee), arguments: arguments)
        case .name(let name):
            // An instance variable the method filled before (`_root = [Root new]; … initWithRootViewController:_root`).
            return recorder.soleController(named: name) ?? Self.memberName(value).flatMap { assignedMembers[$0] }
        default:
            let text = chain(value)
            if ValueReading.isPlainChain(text), !text.contains(".") { return recorder.controller(named: text) }
            return Self.memberName(value).flatMap { assignedMembers[$0] }
        }
    }

    /// What an assignment tells (kept out of ``walk(_:castType:)``, whose frame bounds how deep an
    /// expression can be walked).
    @inline(never)
    private mutating func readAssignment(_ op: String, target: Expr, value: Expr) {
        assignment(target: target, value: op == "=" ? value : nil, valueText: text(value))
        guard op == "=" else { return }
        if ValueReading.isSelf(value), case .member(let base, "delegate", _) = target.kind, ValueReading.isSelf(base) {
            noteDelegatesToSelf()
        }
        if case .name(let name) = target.kind {
            // `vc = [[A alloc] init]` after `UIViewController *vc;`: what the local holds from here on.
            recorder.assignLocal(name, knownController(value) ?? madeController(value) ?? recorder.controller(named: name))
        }
        if let member = Self.memberName(target), let known = knownController(value) {
            assignedMembers[member] = known
        }
    }

    /// The instance variable an expression names: `_player`, or `self.player` (read as `_player`).
    private static func memberName(_ expression: Expr) -> String? {
        switch ValueReading.unwrap(expression).kind {
        case .name(let name) where name.hasPrefix("_"): name
        case .member(let base, let name, _) where ValueReading.isSelf(base): "_" + name
        default: nil
        }
    }

    /// A controller of no class the reader can tell, made by a method or property getter the audit
    /// may read (``MakerCall``): `self.playerViewController`, `[self playerViewController]`,
    /// `[Screens settingsController]`. UIKit's own names are none.
    func madeController(_ value: Expr) -> KnownController? {
        let name: String
        let base: Expr
        switch ValueReading.unwrap(value).kind {
        case .member(let receiver, let member, _):
            name = member
            base = receiver
        case .message(let receiver, let selector, let arguments, _) where arguments.isEmpty != selector.contains(":"):
            // (With arguments too: `[self analyseVCFromLinkStr:link]`, a maker of the selector's name.)
            name = selector
            base = receiver
        default:
            return nil
        }
        guard let first = name.first, first.isLowercase, !name.hasPrefix("init"), !Self.instantiateSelectors.contains(name),
              !["new", "alloc", "copy", "self", "class"].contains(name), !MakerCall.uikitNames.contains(name)
        else { return nil }
        let typeName: String?
        if ValueReading.isSelf(base) {
            typeName = enclosingType
        } else if case .name(let type) = ValueReading.unwrap(base).kind, ValueReading.isTypeName(type) {
            typeName = type
        } else {
            typeName = nil
        }
        return typeName.map { KnownController(className: nil, maker: MakerCall(name: name, typeName: $0)) }
    }

    /// A message to `self` or a class (`[self navigationWithRoot:vc]`, `[Themes navigationFor:vc]`), or a
    /// C function call (`MakeNavigation(vc)`), given a controller of a known class: a factory the
    /// audit reads to know the container it wraps the controller in.
    private func factoryCall(receiver: Expr?, name: String, arguments: [Expr]) -> KnownController? {
        var typeName: String?
        if let receiver {
            if case .name(let type) = ValueReading.unwrap(receiver).kind, ValueReading.isTypeName(type) { typeName = type }
            else if !ValueReading.isSelf(receiver) { return nil }
        } else if !ValueReading.isPlainChain(name) || name.contains(".") {
            return nil
        }
        guard !Self.instantiateSelectors.contains(name), !name.hasPrefix("init") else { return nil }
        for (index, argument) in arguments.enumerated() {
            guard let known = knownController(argument),
                  let wrapped = ControllerReference.wrapping(known.reference, in: nil, factory: FactoryCall(name: name, typeName: typeName, argumentIndex: index))
            else { continue }
            return KnownController(className: nil, rootClass: wrapped.rootClass, factory: wrapped.factory)
        }
        return nil
    }

    /// The controllers an expression holds, as a list: an array literal (`@[a, b]`), or a local
    /// array built in the function (`NSMutableArray *tabs = …; [tabs addObject:a]`).
    private func controllerList(_ expression: Expr) -> [ControllerReference]? {
        switch ValueReading.unwrap(expression).kind {
        case .array(let elements): elements.map(reference)
        case .name(let name): recorder.controllerArray(name)
        default: nil
        }
    }

    /// In a class method, `[[self alloc] init…]` and `[self new]`: an instance of the enclosing class
    /// (`+ (instancetype)vcWithHelpStr { return [[self alloc] initWithURL:url]; }`).
    private func createdInstance(receiver: Expr, selector: String) -> String? {
        guard inClassMethod, let enclosingType else { return nil }
        if selector == "new", ValueReading.isSelf(receiver) { return enclosingType }
        guard selector.hasPrefix("init"), case .message(let inner, "alloc", let none, _) = ValueReading.unwrap(receiver).kind,
              none.isEmpty, ValueReading.isSelf(inner) else { return nil }
        return enclosingType
    }

    /// `[[X alloc] init…]`, `[X new]`, `[X alloc]`, and class factories `[X instantiate…]`,
    /// `[X make…]`, `[X create…]`, `[X fromStoryboard]`, `[X controller…]`.
    private static func createdType(receiver: Expr, selector: String) -> String? {
        if case .message(let inner, "alloc", let allocArguments, _) = ValueReading.unwrap(receiver).kind, allocArguments.isEmpty,
            case .name(let type) = ValueReading.unwrap(inner).kind, selector.hasPrefix("init")
        {
            return ValueReading.isTypeName(type) ? type : nil
        }
        guard case .name(let type) = ValueReading.unwrap(receiver).kind, ValueReading.isTypeName(type) else { return nil }
        let factories = ["new", "instantiate", "make", "create", "fromStoryboard", "fromNib", "controller", "viewController"]
        if factories.contains(where: { selector == $0 || (selector.hasPrefix($0) && $0 != "new") }) { return type }
        return nil
    }

    private func reference(to expression: Expr) -> ControllerReference {
        (knownController(expression) ?? KnownController(className: nil)).reference
    }

    // MARK: Walking

    /// Walks a list of statements. After `if (@available(iOS 13, *)) { … return …; }` (no `else`),
    /// the rest of the list runs only below iOS 13, up to the next `case` label of a `switch`.
    private mutating func walk(_ statements: [Stmt]) {
        let outside = runsOnlyBelow
        for statement in statements {
            if case .caseLabel = statement { runsOnlyBelow = outside }
            walk(statement)
            if case .ifStatement(let condition, let then, nil) = statement, Self.alwaysReturns(then) {
                runsOnlyBelow = .lower(runsOnlyBelow, Self.availableBelow(condition))
            }
        }
        runsOnlyBelow = outside
    }

    private mutating func walk(_ statement: Stmt) {
        switch statement {
        case .expression(let expression):
            walk(expression)
        case .declarations(let declarations):
            for declaration in declarations {
                if let value = declaration.value { walk(value) }
                remember(declaration)
                recorder.declareLocal(declaration.name)
            }
        case .returnStatement(let value, _):
            // `return nil;` shows nothing: it is no return of a factory or a maker.
            if let value, case .name(let name) = ValueReading.unwrap(value).kind, name == "nil" || name == "NULL" {
            } else {
                let local: String? = if let value, case .name(let name) = ValueReading.unwrap(value).kind { name } else { nil }
                recorder.recordReturn(local: local, value.flatMap {
                    knownController($0) ?? madeController($0)
                })
            }
            if let value { walk(value) }
        case .ifStatement(let condition, let then, let otherwise):
            walk(condition)
            // A run-time test of a macro the reading decides runs one branch only.
            if Self.macroTest(text(condition)) != nil {
                let (value, undecided) = PreprocessorCondition.evaluate(text(condition), defined: definitions, undefined: undefined)
                if let value {
                    if value {
                        walk(then)
                    } else if let otherwise {
                        walk(otherwise)
                    }
                    break
                }
                undecidedMacroTests.formUnion(undecided)
            }
            // A branch of an idiom check runs on one kind of device (``Call/onlyOnPad``).
            let onPad = IdiomCondition.onlyOnPad(text(condition))
            let outsidePad = recorder.onlyOnPad
            recorder.onlyOnPad = outsidePad || onPad == true
            // A local assigned in the `then` may hold that, or what the `else` (or the code before) gave it.
            recorder.beginBranch()
            // The `then` of `if (@available(iOS 13, *))` runs only from iOS 13.
            let outsideFrom = runsOnlyFrom
            if let version = Self.availableBelow(condition) { runsOnlyFrom = max(runsOnlyFrom ?? version, version) }
            walk(then)
            runsOnlyFrom = outsideFrom
            // (A `then` that returns leaves the method: what it assigns is never shown after the `if`.)
            let ended = recorder.endBranch()
            let thenBranch = Self.alwaysReturns(then) ? [:] : ended
            defer { recorder.joinBranches([thenBranch], exhaustive: false) }
            recorder.onlyOnPad = outsidePad
            if let otherwise {
                // The `else` of `if (@available(iOS 13, *))` runs only below iOS 13.
                let outside = runsOnlyBelow
                runsOnlyBelow = .lower(runsOnlyBelow, Self.availableBelow(condition))
                recorder.onlyOnPad = outsidePad || onPad == false
                walk(otherwise)
                recorder.onlyOnPad = outsidePad
                runsOnlyBelow = outside
            }
        case .switchStatement(let subject, let body):
            walk(subject)
            walkSwitch(body)
        case .caseLabel(let label):
            if let label { walk(label) }
        case .compound(let body):
            recorder.push()
            walk(body)
            recorder.pop()
        case .loop(let condition, let body):
            if let condition { walk(condition) }
            walk(body)
        case .other:
            break
        }
    }

    /// The body of a `switch`, as ``walk(_:)-([Stmt])`` walks a list, each `case` a branch of its
    /// own: a local assigned in several cases may hold what any of them gave it (issue 33, point 1:
    /// each branch is a possibility), and what it held before unless every case assigns it (a `default:` is there).
    private mutating func walkSwitch(_ body: [Stmt]) {
        let outside = runsOnlyBelow
        var branches: [[String: [KnownController]]] = []
        var inCase = false
        var hasDefault = false
        for statement in body {
            if case .caseLabel(let label) = statement {
                if inCase { branches.append(recorder.endBranch()) }
                recorder.beginBranch()
                inCase = true
                if label == nil { hasDefault = true }
                runsOnlyBelow = outside
            }
            walk(statement)
            if case .ifStatement(let condition, let then, nil) = statement, Self.alwaysReturns(then) {
                runsOnlyBelow = .lower(runsOnlyBelow, Self.availableBelow(condition))
            }
        }
        if inCase { branches.append(recorder.endBranch()) }
        runsOnlyBelow = outside
        recorder.joinBranches(branches, exhaustive: hasDefault)
    }

    private mutating func walk(_ expression: Expr, castType: String? = nil) {
        switch expression.kind {
        case .name(let name):
            if let api = Self.blackStyles[name] {
                deprecated(api, .read, at: expression.start)
            }
        case .member(let base, let name, let offset):
            if let api = Self.applicationMembers[name], isApplication(base) {
                deprecated(api, .read, at: offset)
            } else if let api = Self.deprecatedProperties[name] {
                deprecated(api, .read, at: offset)
            }
            walk(base)
        case .message(let receiver, let selector, let arguments, let offset):
            message(expression, receiver: receiver, selector: selector, arguments: arguments, offset: offset, castType: castType)
            walk(receiver)
            // A block given to a message is an animation block or not by its label (``animationBlock(selector:label:)``).
            let labels = selector.split(separator: ":", omittingEmptySubsequences: false)
            for (index, argument) in arguments.enumerated() {
                if case .block(let body) = argument.kind {
                    walkBlock(body, at: argument.start, as: Self.animationBlock(selector: selector, label: index < labels.count ? labels[index] : ""))
                } else {
                    walk(argument)
                }
            }
        case .call(let callee, let arguments):
            walk(callee)
            for argument in arguments { walk(argument) }
        case .subscriptAccess(let base, let index):
            walk(base)
            walk(index)
        case .cast(let type, let operand):
            walk(operand, castType: type)
        case .unary(_, let operand):
            walk(operand)
        case .binary(_, let left, let right):
            walk(left)
            walk(right)
        case .assign(let op, let target, let value):
            readAssignment(op, target: target, value: value)
            // The target itself is not a read; its base is.
            switch target.kind {
            case .member(let base, _, _): walk(base)
            case .subscriptAccess, .message, .call: walk(target)
            default: break
            }
            walk(value)
        case .ternary(let condition, let then, let otherwise):
            walk(condition)
            if let then { walk(then) }
            walk(otherwise)
        case .block(let body):
            // Not given to a message (`dispatch_async(queue, ^{ … })`, a block kept in a variable).
            walkBlock(body, at: expression.start, as: .unknown)
        case .array(let elements):
            for element in elements { walk(element) }
        case .other(let children):
            // `@selector(refresh)`: the method is used from elsewhere (a target, a notification).
            let written = text(expression)
            if written.hasPrefix("@selector("), written.hasSuffix(")") {
                let name = written.dropFirst("@selector(".count).dropLast().filter { !$0.isWhitespace }
                recorder.recordMethodUse(String(name), direct: false, type: enclosingType, caller: enclosingFunction)
            }
            for child in children { walk(child) }
        case .number, .string, .available:
            break
        }
    }

    /// A block literal, whose code runs as `animation` says (``AnimationBlock``).
    private mutating func walkBlock(_ body: [Stmt], at start: Int, as animation: AnimationBlock) {
        recorder.push()
        recorder.beginFunction(factory: nil, parameters: [], at: place(start))
        blockDepth += 1
        let saved = animationBlock
        animationBlock = animation
        walk(body)
        animationBlock = saved
        blockDepth -= 1
        recorder.endFunction()
        recorder.pop()
    }

    /// What a block given as the argument `label` of `selector` is: the animations of
    /// `animateWithDuration:animations:` and its variants (any `animations:`, and
    /// `animateAlongsideTransitionInView:animation:completion:`'s `animation:`), `addAnimations:`,
    /// `animateAlongsideTransition:completion:`; a `completion:`, `addCompletion:` or
    /// `performWithoutAnimation:` runs after or without one; any other block cannot be told.
    static func animationBlock(selector: String, label: Substring) -> AnimationBlock {
        switch label {
        case "completion", "addCompletion", "performWithoutAnimation": .outside
        case "animations", "animation", "addAnimations", "animateAlongsideTransition": .inside
        default: .unknown
        }
    }

    /// The iOS version of an availability check, `@available(iOS 13.0, *)` or
    /// `__builtin_available(iOS 13, *)`, standing alone as a condition; `nil` for any other
    /// condition (`@available(…) && x` runs its `else` on any version) or one that names no iOS version.
    static func availableBelow(_ condition: Expr) -> WrittenVersion? {
        guard case .available(let text) = condition.kind else { return nil }
        let inside = text.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
        for piece in inside.split(separator: ",") {
            let words = piece.split(separator: " ")
            if words.count == 2, words[0] == "iOS" || words[0] == "iOSApplicationExtension" { return WrittenVersion(words[1]) }
        }
        return nil
    }

    /// Whether a statement always returns: a `return`, or a compound statement holding one at its top level.
    static func alwaysReturns(_ statement: Stmt) -> Bool {
        switch statement {
        case .returnStatement: true
        case .compound(let body): body.contains { if case .returnStatement = $0 { true } else { false } }
        default: false
        }
    }

    /// The iOS version a method's attributes deprecate or obsolete it at: `API_DEPRECATED("…", ios(9.0, 13.0))`
    /// (and `API_DEPRECATED_WITH_REPLACEMENT`, `API_OBSOLETED`), `NS_DEPRECATED_IOS(9_0, 13_0)`,
    /// `__attribute__((availability(ios, deprecated=13.0)))`; the lowest if several do.
    static func deprecatedBelow(attributes: String) -> WrittenVersion? {
        guard !attributes.isEmpty else { return nil }
        let text = attributes.filter { !$0.isWhitespace }
        var lowest: WrittenVersion?
        /// The arguments of each `name(…)` in the text (up to the first `)`), split at commas.
        func arguments(after name: String) -> [[Substring]] {
            var found: [[Substring]] = []
            var index = text.startIndex
            while index < text.endIndex {
                guard text[index...].hasPrefix(name) else {
                    index = text.index(after: index)
                    continue
                }
                index = text.index(index, offsetBy: name.count)
                let inside = text[index...].prefix { $0 != ")" }
                found.append(inside.split(separator: ",", omittingEmptySubsequences: false))
            }
            return found
        }
        if text.contains("API_DEPRECATED") || text.contains("API_OBSOLETED") {
            for list in arguments(after: "ios(") where list.count == 2 { lowest = .lower(lowest, WrittenVersion(list[1])) }
        }
        for list in arguments(after: "NS_DEPRECATED_IOS(") where list.count >= 2 { lowest = .lower(lowest, WrittenVersion(list[1])) }
        for list in arguments(after: "availability(ios,") {
            for argument in list {
                for label in ["deprecated=", "obsoleted="] where argument.hasPrefix(label) {
                    lowest = .lower(lowest, WrittenVersion(argument.dropFirst(label.count)))
                }
            }
        }
        return lowest
    }

    private func deprecatedUse(_ api: DeprecatedAPI, _ access: DeprecatedUse.Access, at offset: Int, value: Expr?) -> DeprecatedUse {
        DeprecatedUse(
            api: api, access: access, valueText: value.map(text), value: value.map(ValueReading.parsedValue),
            location: location(offset), enclosingType: enclosingType, enclosingFunction: enclosingFunction, language: .objc,
            runsOnlyBelow: runsOnlyBelow, runsOnlyFrom: runsOnlyFrom)
    }

    private mutating func deprecated(_ api: DeprecatedAPI, _ access: DeprecatedUse.Access, at offset: Int, value: Expr? = nil) {
        deprecatedUses.append(deprecatedUse(api, access, at: offset, value: value))
    }

    // The vocabulary's Objective-C spellings (``DeprecatedAPI/objcSpellings``), by form.
    private static let blackStyles = DeprecatedAPI.objcNames(\.isStyle).mapValues(\.api)
    private static let applicationMembers = DeprecatedAPI.objcNames(\.isApplicationProperty).mapValues(\.api)
    private static let deprecatedProperties = DeprecatedAPI.objcNames(\.isProperty).mapValues(\.api)

    /// Setters and methods of the application: `setStatusBarStyle:animated:` and the property setters.
    private static let applicationSetters: [String: (DeprecatedAPI, DeprecatedUse.Access)] =
        DeprecatedAPI.objcNames(\.isApplicationMethod).compactMapValues { entry in entry.form.access.map { (entry.api, $0) } }

    /// Methods of any receiver (`setOverrideTraitCollection:forChildViewController:`).
    private static let deprecatedMethods: [String: (DeprecatedAPI, DeprecatedUse.Access)] =
        DeprecatedAPI.objcNames(\.isMethod).compactMapValues { entry in entry.form.access.map { (entry.api, $0) } }

    // MARK: Messages

    private mutating func message(
        _ expression: Expr, receiver receiverExpression: Expr, selector: String, arguments: [Expr], offset: Int,
        castType: String?
    ) {
        let receiver = ValueReading.isSelf(receiverExpression) ? "self" : chain(receiverExpression)
        let onSelf = ValueReading.isSelf(receiverExpression) || { if case .name("super") = receiverExpression.kind { true } else { false } }()
        recorder.recordMethodUse(selector, direct: onSelf, inClosure: blockDepth != 0, type: enclosingType, caller: enclosingFunction)
        let first = arguments.first
        let labels = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        var animated: Bool?
        if let index = labels.firstIndex(of: "animated"), index < arguments.count {
            animated = ValueReading.boolLiteral(arguments[index])
        }

        func record(
            _ kind: Call.Kind, shown: Expr? = nil, value: ParsedValue? = nil, identifier: String? = nil,
            storyboard: String? = nil, presented: String? = nil, all: [ControllerReference] = []
        ) {
            // A local assigned in several branches (each `case` of a `switch`) and then shown: each
            // controller it may hold is shown there, one call each.
            if kind.showsController, let shown, case .name(let name) = ValueReading.unwrap(shown).kind,
               let alternatives = recorder.alternatives(named: name) {
                for known in alternatives {
                    recorder.recordCall(kind, receiver: receiver, argumentText: first.map(text), animated: animated, shown: known,
                                        at: place(offset))
                }
                return
            }
            recorder.recordCall(
                kind, receiver: receiver, argumentText: first.map(text), animated: animated,
                shown: shown.flatMap { knownController($0) ?? madeController($0) }, presentedClass: presented, shownControllers: all,
                identifier: identifier, storyboardName: storyboard, value: value, at: place(offset))
        }

        // An object of the app's own type made with a controller (`[[Helper alloc] initWithViewController:self]`).
        if !arguments.isEmpty, let type = Self.createdType(receiver: receiverExpression, selector: selector) {
            recorder.recordConstruction(
                of: type, arguments: zip(labels, arguments).map { ($0, ValueReading.isSelf($1) ? "self" : chain($1)) }, at: place(offset))
        }
        if let (api, access) = Self.applicationSetters[selector], isApplication(receiverExpression) {
            deprecated(api, access, at: offset, value: first)
            return
        }
        if arguments.isEmpty, let api = Self.applicationMembers[selector], isApplication(receiverExpression) {
            deprecated(api, .read, at: offset)
            return
        }
        if selector == "setDelegate:", onSelf, let first, ValueReading.isSelf(first) { noteDelegatesToSelf() }
        // `[[UISplitViewController alloc] init]`, `[UISplitViewController new]`: a plain split view made here.
        if selector.hasPrefix("init") || selector == "new",
           Self.createdType(receiver: receiverExpression, selector: selector) == "UISplitViewController" {
            record(.makesSplitView)
        }
        switch selector {
        case "setNeedsStatusBarAppearanceUpdate":
            record(.setNeedsStatusBarAppearanceUpdate)
        case "presentViewController:animated:completion:", "presentViewController:animated:",
            "presentModalViewController:animated:":
            record(.present, shown: first)
        case "pushViewController:animated:":
            record(.pushViewController, shown: first)
        case "showViewController:sender:", "showDetailViewController:sender:":
            let before = recorder.calls.count
            record(.show, shown: first)
            if selector == "showDetailViewController:sender:" { recorder.markShowsDetail(after: before) }
        case "addChildViewController:":
            record(.addChild, shown: first)
        case "setViewControllers:animated:", "setViewControllers:":
            let list = first.flatMap(controllerList)
            let last = list?.last.map {
                KnownController(className: $0.className, rootClass: $0.rootClass, storyboardIdentifier: $0.storyboardIdentifier, factory: $0.factory)
            }
            recorder.recordCall(.setViewControllers, receiver: receiver, argumentText: first.map(text), animated: animated,
                                shown: last, shownControllers: list ?? [], at: place(offset))
        case "addObject:" where recorder.controllerArray(receiver) != nil:
            if let first { recorder.addToControllerArray(receiver, [reference(to: first)]) }
        case "setNavigationBarHidden:animated:", "setNavigationBarHidden:":
            if let first {
                record(.setNavigationBarHidden, value: ValueReading.parsedValue(first))
                assignment(
                    name: "isNavigationBarHidden", nameOffset: offset, base: receiverExpression, value: first,
                    valueText: text(first), viaCall: true)
            }
        case _ where Self.instantiateSelectors.contains(selector):
            var identifier: String?
            if selector.hasPrefix("instantiateViewControllerWithIdentifier:"), case .string(let name) = first?.kind {
                identifier = name
            }
            let storyboard = storyboardName(receiverExpression) ?? recorder.storyboard(named: chain(receiverExpression))
            let cast = castType.flatMap { $0 == "id" || $0 == "UIViewController" ? nil : $0 }
            record(.instantiateViewController, identifier: identifier, storyboard: storyboard, presented: cast)
        case _ where Self.deprecatedMethods[selector] != nil:
            if let (api, access) = Self.deprecatedMethods[selector] {
                deprecated(api, access, at: offset, value: access == .read ? nil : first)
            }
        case "configureWithDefaultBackground", "configureWithOpaqueBackground", "configureWithTransparentBackground":
            guard let configuration = BarAppearanceDraft.configuration(method: selector) else { break }
            if let local = appearanceLocal(receiverExpression) {
                recorder.configureAppearance(local, configuration)
            } else if let owner = lastMember(receiverExpression),
                BarAppearanceDraft.barMembers.contains(owner.name)
            {
                // A bar's appearance configured in place: recorded, its background not read.
                assignment(name: owner.name, nameOffset: offset, base: owner.base, value: nil, valueText: text(expression), viaCall: true)
            }
        // A subview or layer added to the root view may span the top: see the Swift reader.
        case "insertSubview:atIndex:", "insertSubview:aboveSubview:", "insertSubview:belowSubview:":
            if receiver == "self.view" || receiver == "view" { record(.coversRootView) }
        case "addSubview:":
            if receiver == "self.view" || receiver == "view", let first, Call.Kind.addedSubviewCovers(text(first)) {
                record(.coversRootView)
            }
        case "addSublayer:", "insertSublayer:atIndex:", "insertSublayer:above:", "insertSublayer:below:":
            if receiver == "self.view.layer" || receiver == "view.layer" { record(.coversRootView) }
        case _ where (receiver == "self.view" || receiver == "view") && Call.Kind.namesBlur(selector):
            record(.coversRootView)
        case "setBackgroundImage:forBarMetrics:", "setBackgroundImage:forBarPosition:barMetrics:":
            if let first, let kind = Call.Kind.navigationBarImage(receiver: receiver, image: text(first)) { record(kind) }
        default:
            // A property setter: `[vc setModalPresentationStyle:UIModalPresentationOverFullScreen]`.
            if labels.count == 1, let first, selector.hasPrefix("set"), selector.count > 4 {
                let property = selector.dropFirst(3).dropLast()
                guard let initial = property.first, initial.isUppercase else { return }
                let name = initial.lowercased() + property.dropFirst()
                assignment(name: name, nameOffset: offset, base: receiverExpression, value: first, valueText: text(first), viaCall: true)
            } else if case .name(let local) = ValueReading.unwrap(receiverExpression).kind, let held = recorder.soleController(named: local) {
                // `[vc configureAsSheet]` on a controller the method makes: the app's method may set
                // how it is presented.
                recorder.recordCall(.callsOnController, receiver: local, argumentText: first.map(text), animated: animated, shown: held,
                                    identifier: selector, at: place(offset))
            }
            recordPassedControllers(selector: selector, receiver: receiver, arguments: arguments, at: offset)
        }
    }

    /// A method of the app given a controller the method makes as an argument (`[BaseViewController
    /// presentVC:vc]`): one ``Call/Kind/passesController`` call per such argument, keyed by its index.
    /// Constructions (`initWith…`) are not.
    private mutating func recordPassedControllers(selector: String, receiver: String, arguments: [Expr], at offset: Int) {
        guard !selector.hasPrefix("init") else { return }
        // The caller itself, or its own navigation controller (`[DetailFlow pushOn:self.navigationController]`).
        let selfKeys = arguments.indices.filter { ValueReading.handsCaller(arguments[$0], aliases: recorder.isSelfAlias) }.map(String.init)
        lazy var passed = arguments.enumerated().map { Call.PassedArgument(key: String($0), value: ValueReading.parsedValue($1)) }
        // The caller handed to a method (`[self.listHelper openFileFrom:self]`).
        if receiver != "self", enclosingType != nil {
            for key in selfKeys {
                recorder.recordCall(.handsSelf, receiver: receiver, argumentText: nil,
                                    identifier: Call.passedTo(method: selector, label: key), at: place(offset))
            }
        }
        for (index, argument) in arguments.enumerated() {
            // A local holding a controller, or one made in the argument (`[self setCenterPanel:[[MapViewController alloc] init]]`).
            let local: String
            let held: KnownController
            if case .name(let name) = ValueReading.unwrap(argument).kind, let known = recorder.soleController(named: name) {
                (local, held) = (name, known)
            } else if case .message = ValueReading.unwrap(argument).kind, let known = knownController(argument), known.className != nil {
                (local, held) = (text(argument), known)
            } else {
                continue
            }
            recorder.recordCall(.passesController, receiver: receiver, argumentText: local, shown: held,
                                identifier: Call.passedTo(method: selector, label: String(index)), at: place(offset))
            recorder.markArguments(self: selfKeys, passed: passed)
        }
    }

    // MARK: Assignments

    private mutating func assignment(target: Expr, value: Expr?, valueText: String) {
        let target = ValueReading.unwrap(target)
        switch target.kind {
        case .member(let base, let name, let offset):
            if let api = Self.applicationMembers[name], isApplication(base) {
                deprecated(api, .write, at: offset, value: value)
                return
            }
            if let api = Self.deprecatedProperties[name] {
                deprecatedUses.append(
                    DeprecatedUse(
                        api: api, access: .write, valueText: valueText,
                        location: location(offset), enclosingType: enclosingType, enclosingFunction: enclosingFunction,
                        language: .objc, runsOnlyBelow: runsOnlyBelow, runsOnlyFrom: runsOnlyFrom))
                return
            }
            assignment(name: name, nameOffset: offset, base: base, value: value, valueText: valueText, viaCall: false)
        case .name(let name):
            assignment(
                name: ValueReading.normalisedIvar(name), nameOffset: target.start, base: nil, value: value,
                valueText: valueText, viaCall: false)
        default:
            break
        }
    }

    /// The declared type of the object a property is set on (`_listView`, `self.listView`,
    /// `listView`: a local, a parameter, a property or an instance variable of the class, the
    /// synthesized `_listView` of a property `listView`); `nil` for anything else.
    private func heldObjectType(_ base: Expr) -> String? {
        let name: String
        switch ValueReading.unwrap(base).kind {
        case .name(let n): name = n
        case .member(let owner, let n, _) where ValueReading.isSelf(owner): name = n
        default: return nil
        }
        if let type = recorder.declaredType(of: name) { return type }
        return name.hasPrefix("_") ? recorder.declaredType(of: String(name.dropFirst())) : nil
    }

    /// The last member of a chain and its base (`nil` for `self`).
    private func lastMember(_ expression: Expr) -> (name: String, base: Expr?)? {
        let expression = ValueReading.unwrap(expression)
        switch expression.kind {
        case .member(let base, let name, _):
            return (name, ValueReading.isSelf(base) ? nil : base)
        case .message(let base, let name, let arguments, _) where arguments.isEmpty:
            return (name, ValueReading.isSelf(base) ? nil : base)
        case .name(let name):
            return (name, nil)
        default:
            return nil
        }
    }

    private mutating func assignment(
        name: String, nameOffset: Int, base: Expr?, value: Expr?, valueText: String, viaCall: Bool
    ) {
        let base = base.flatMap { ValueReading.isSelf($0) ? nil : $0 }
        let receiver = base.map(chain) ?? "self"
        if let base, appearanceChange(name: name, base: base, value: value, valueText: valueText, viaCall: viaCall) {
            return
        }
        // `tabBarController.viewControllers = @[a, b]`: recorded as a call.
        if name == "viewControllers", let value, let list = controllerList(value) {
            recorder.recordViewControllersAssignment(receiver: receiver, valueText: valueText, shown: list, at: place(nameOffset))
            return
        }
        // `tabs = @[a, b]` on a local array of controllers (in one branch or another): every controller it may hold.
        if base == nil, recorder.controllerArray(name) != nil {
            recorder.addToControllerArray(name, value.flatMap(controllerList) ?? [])
            return
        }
        // `_listView.containerVC = self;`: an object of the app's own type given the controller.
        if let base, let value, let type = heldObjectType(base) {
            recorder.recordHandedToProperty(objectType: type, object: chain(base), property: name,
                                            value: ValueReading.isSelf(value) ? "self" : chain(value), at: place(nameOffset))
        }
        let owner = base.flatMap(lastMember).map { ($0.name, $0.base.map(chain)) }
        let assignment = recorder.assignment(
            memberName: name, receiver: AssignmentReceiver(text: receiver, lastMember: owner), valueText: valueText,
            viaCall: viaCall, at: place(nameOffset),
            value: { kind in
                switch kind {
                case .value: value.map(ValueReading.parsedValue) ?? .other
                case .color: value.map(ValueReading.parsedColor) ?? .other
                case .barAppearance: appearanceBackground(value)
                case .detents: .other  // (an `NSArray` of detents is not read)
                }
            },
            assigned: { value.map(reference) })
        recorder.record(assignment)
    }

    /// A change to an appearance's background: to a `UINavigationBarAppearance` local (followed),
    /// or in place to a bar's (`self.navigationBar.standardAppearance.backgroundColor = …`, recorded
    /// as an assignment of that appearance whose background is not read). True when handled.
    private mutating func appearanceChange(name: String, base: Expr, value: Expr?, valueText: String, viaCall: Bool) -> Bool {
        if let local = appearanceLocal(base) {
            // Members other than the background ones are ignored there.
            recorder.assignAppearance(local, member: name, value: value.map(ValueReading.parsedColor) ?? .other, text: valueText)
            return true
        }
        guard BarAppearanceDraft.backgroundMembers.contains(name), let owner = lastMember(base),
            BarAppearanceDraft.barMembers.contains(owner.name)
        else { return false }
        assignment(
            name: owner.name, nameOffset: base.start, base: owner.base, value: nil,
            valueText: "\(chain(base)).\(name) = \(valueText)", viaCall: viaCall)
        return true
    }
}
