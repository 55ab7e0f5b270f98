import SourceModel
import SwiftSyntax

/// How SwiftUI code is written, read from its syntax alone: the content a container or a
/// presentation shows, the type names at the root of that content, the names a view body calls,
/// routes and `switch`es over their cases. Used by ``SwiftUIReader``; nothing here records a fact.
enum SwiftUISyntax {
    /// The content of a SwiftUI container or presentation: the argument labelled `label`, else the
    /// trailing closure of that label (`.sheet(item: $route) { onDismiss() } content: { … }`: the
    /// first trailing closure is then `onDismiss`), else the trailing closure (for
    /// `NavigationLink(destination: X()) { label }` the argument wins).
    static func content(of node: FunctionCallExprSyntax, label: String) -> Syntax? {
        if let argument = node.arguments.first(where: { $0.label?.text == label }) { return Syntax(argument.expression) }
        if let closure = node.additionalTrailingClosures.first(where: { $0.label.text == label }) { return Syntax(closure.closure) }
        return node.trailingClosure.map(Syntax.init)
    }

    /// Content as ``SwiftUIShownView/contentText`` keeps it: whitespace collapsed, at most 120 characters.
    static func contentText(_ content: some SyntaxProtocol) -> String {
        let text = content.sourceText.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        return text.count > 120 ? String(text.prefix(117)) + "…" : text
    }

    /// The value a local named `name` is declared with (`let settingsView = SettingsView(…)`) in the
    /// code blocks around `node`, before it: the last such declaration, in the blocks of the closures
    /// and of the function, initializer or accessor the node is in. `nil` when there is none (a
    /// parameter, a property).
    static func localInitializer(named name: String, before node: Syntax) -> ExprSyntax? {
        let position = node.positionAfterSkippingLeadingTrivia
        var current = node.parent
        while let block = current {
            if let items = block.as(CodeBlockItemListSyntax.self) {
                var found: ExprSyntax?
                for item in items where item.endPosition <= position {
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        found = binding.initializer?.value
                    }
                }
                if let found { return found }
            }
            if block.is(FunctionDeclSyntax.self) || block.is(InitializerDeclSyntax.self) || block.is(AccessorDeclSyntax.self)
                || block.is(MemberBlockSyntax.self) { return nil }
            current = block.parent
        }
        return nil
    }

    /// The view a local holds where a hosting controller is given it: `settingsView`, or
    /// `chooser.environmentObject(theme)` (an object or value put in the environment, which the
    /// status bar does not read): the local's initializer. `nil` for anything else (another
    /// modifier may pass a preference up).
    static func localView(_ expression: ExprSyntax, before node: Syntax) -> ExprSyntax? {
        environmentBase(expression).as(DeclReferenceExprSyntax.self).flatMap { localInitializer(named: $0.baseName.text, before: node) }
    }

    /// `expression` without the environment put on it (`chooser.environmentObject(theme)` → `chooser`).
    static func environmentBase(_ expression: ExprSyntax) -> ExprSyntax {
        var base = expression
        while let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["environmentObject", "environment"].contains(member.declName.baseName.text), let inner = member.base {
            base = inner
        }
        return base
    }

    /// The function `node` is written in, when it may be a hosting factory: its first parameter's
    /// name (`_ view: Content` → `view`) and label (`_`), and whether it declares it returns a
    /// controller (a return type naming one: `UIViewController`, `UIHostingController<V>`); `nil`
    /// outside a function, for one without parameters, or one returning something else (`some View`).
    static func factoryShape(around node: Syntax) -> (parameter: String, label: String, returnsController: Bool)? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                guard let first = function.signature.parameterClause.parameters.first else { return nil }
                let returned = function.signature.returnClause.map { $0.type.trimmedDescription }
                if let returned, !returned.contains("Controller") { return nil }
                return ((first.secondName ?? first.firstName).text, first.firstName.text, returned != nil)
            }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// A construction: `Modal(…)`, `Main.Modal(…)` or `.init(…)`.
    static func isConstruction(_ node: FunctionCallExprSyntax) -> Bool {
        let called = node.calledExpression
        if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.startsUppercase }
        guard let member = called.as(MemberAccessExprSyntax.self) else { return false }
        let name = member.declName.baseName
        return name.tokenKind == .keyword(.`init`) || (member.base != nil && name.text.startsUppercase)
    }

    /// The member an expression calls, once calls on its result (`.asAny()`, `.eraseToAnyView()`)
    /// and `AnyView(…)` around it are stripped: `view` of `view(resolver: r).asAny()` or
    /// `self.view()`; `nil` for anything else.
    static func calledMemberThroughWrappers(_ expression: ExprSyntax) -> String? {
        var current = ExpressionReading.unwrap(expression), steps = 0
        while steps < 8, let call = current.as(FunctionCallExprSyntax.self) {
            steps += 1
            let called = ExpressionReading.unwrap(call.calledExpression)
            if let reference = called.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if name == "AnyView", let wrapped = call.arguments.first?.expression {
                    current = ExpressionReading.unwrap(wrapped)
                    continue
                }
                return name.first?.isLowercase == true ? name : nil
            }
            guard let member = called.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            if ExpressionReading.isSelf(ExpressionReading.unwrap(base)) { return member.declName.baseName.text }
            current = ExpressionReading.unwrap(base)  // `.asAny()` on the member's result
        }
        return nil
    }

    /// The property a controller constructed in `node` is given as its content: the one reference
    /// of a trailing closure (`Host { content }`, `Host { content() }`), or a `content:` or `rootView:`
    /// argument naming it (`Host(content: content)`, `UIHostingController(rootView: content)`);
    /// the first such construction, `nil` when there is none.
    static func hostedProperty(in node: Syntax, depth: Int = 0) -> String? {
        guard depth < 12 else { return nil }
        if let call = node.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true {
            func reference(_ expression: ExprSyntax) -> String? {
                if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text { return name }
                if let inner = expression.as(FunctionCallExprSyntax.self), inner.arguments.isEmpty, inner.trailingClosure == nil {
                    return inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                }
                return nil
            }
            if let closure = call.trailingClosure, closure.statements.count == 1, let item = closure.statements.first?.item.as(ExprSyntax.self),
               let name = reference(item) {
                return name
            }
            if let argument = call.arguments.first(where: { ["content", "rootView"].contains($0.label?.text) }), let name = reference(argument.expression) {
                return name
            }
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = hostedProperty(in: child, depth: depth + 1) { return found }
        }
        return nil
    }

    /// The value of a property `name` of the type `node` is written in: its initial value, or the
    /// one expression its getter returns (`var detents: Set<PresentationDetent> { compact ? [.medium]
    /// : [.large] }`). `nil` when there is no such property, or its getter does more.
    static func memberValue(named name: String, around node: Syntax) -> ExprSyntax? {
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockSyntax.self) { current = parent.parent }
        guard let block = current?.as(MemberBlockSyntax.self) else { return nil }
        for member in block.members {
            guard let declaration = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let value = binding.initializer?.value { return value }
                let statements: CodeBlockItemListSyntax? = switch binding.accessorBlock?.accessors {
                case .getter(let items)?: items
                case .accessors(let list)?: list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                case nil: nil
                }
                guard let statements, statements.count == 1, let only = statements.first else { return nil }
                if let expression = only.item.as(ExprSyntax.self) { return expression }
                return only.item.as(ReturnStmtSyntax.self)?.expression
            }
        }
        return nil
    }

    /// The type names at the root of SwiftUI content: each statement's outermost constructed type
    /// once its modifiers are stripped (`FeedView().navigationTitle("x")` → `FeedView`, modifiers under
    /// `#if` included); both branches
    /// of an `if` or `switch`; through `NavigationStack`, `NavigationView` and `Group`. A variable or a
    /// function call at the root gives nothing.
    static func rootNames(_ node: Syntax, depth: Int = 0) -> [String] {
        guard depth < 24 else { return [] }
        if let closure = node.as(ClosureExprSyntax.self) { return statements(closure.statements, depth) }
        if let item = node.as(CodeBlockItemSyntax.self) { return rootNames(Syntax(item.item), depth: depth + 1) }
        if let statement = node.as(ExpressionStmtSyntax.self) { return rootNames(Syntax(statement.expression), depth: depth + 1) }
        if let statement = node.as(ReturnStmtSyntax.self) { return statement.expression.map { rootNames(Syntax($0), depth: depth + 1) } ?? [] }
        if let ifConfig = node.as(IfConfigDeclSyntax.self) {
            return ifConfig.clauses.filter { !FactsVisitor.isDisabled($0) }.flatMap { clause -> [String] in
                if case .statements(let items) = clause.elements { return statements(items, depth) }
                return []
            }
        }
        guard var expression = node.as(ExprSyntax.self).map(ExpressionReading.unwrap) else { return [] }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            // The branch only an iPad takes is no iPhone's root (``ExpressionReading/padOnlyBranch(_:)``).
            let padOnly = ExpressionReading.padOnlyBranch(ifExpression)?.id
            var names = padOnly == ifExpression.body.id ? [] : statements(ifExpression.body.statements, depth)
            switch ifExpression.elseBody {
            case .ifExpr(let next)? where padOnly != next.id: names += rootNames(Syntax(next), depth: depth + 1)
            case .codeBlock(let block)? where padOnly != block.id: names += statements(block.statements, depth)
            default: break
            }
            return names
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.flatMap { element -> [String] in
                if case .switchCase(let c) = element { return statements(c.statements, depth) }
                return []
            }
        }
        // The members called on other values on the way (`page.view().padding()` → `~view`), after
        // the names found: the audit follows those it finds among its route members.
        var routes: [String] = []
        var steps = 0
        while steps < 256 {
            steps += 1
            // `ContentView() #if os(iOS) .tint(x) #endif`: modifiers under a compilation condition, then the view they modify.
            if let postfix = expression.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                expression = ExpressionReading.unwrap(base)
                continue
            }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { break }
            let called = ExpressionReading.unwrap(call.calledExpression)
            // `self.header()`, `destination(for: route)`: a member the audit may follow.
            if let name = memberReference(called) { return [name] + routes }
            if let member = called.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.baseName.text != "init" {
                // `Outer.Inner(…)`: a nested type (`StatusEditor.MainView(…)`), named as the reader names it.
                if member.declName.baseName.text.startsUppercase,
                   let outer = ExpressionReading.unwrap(base).as(DeclReferenceExprSyntax.self), outer.baseName.text.startsUppercase {
                    return [outer.baseName.text + "." + member.declName.baseName.text] + routes
                }
                if let route = routeCall(call) { routes.append(route) }
                expression = ExpressionReading.unwrap(base)  // a modifier: the view it modifies
                continue
            }
            // (`FeedView<NavigationStore>(…)`: a generic view given its arguments is that view.)
            let reference = ExpressionReading.typeReference(called)
                ?? called.as(MemberAccessExprSyntax.self)?.base.flatMap { ExpressionReading.unwrap($0).as(DeclReferenceExprSyntax.self) }
            guard let name = reference.map({ SwiftUIShownView.swiftUIName($0.baseName.text) }) else { return routes }
            if name == "AnyView", let wrapped = call.arguments.first?.expression {
                return rootNames(Syntax(wrapped), depth: depth + 1) + routes  // type erasure: the view it wraps
            }
            if SwiftUIShownView.layeredContainers.contains(name), let inner = content(of: call, label: "content"), layersOnlyViews(inner) {
                return [name] + rootNames(inner, depth: depth + 1) + routes
            }
            if SwiftUIShownView.transparentContainers.contains(name) {
                let inner = content(of: call, label: name == "Group" ? "content" : "root")
                return [name] + (inner.map { rootNames($0, depth: depth + 1) } ?? []) + routes
            }
            // A pager (`TabView { … }.tabViewStyle(.page)`) draws its pages in place, as a paging
            // scroll view would: the view that writes it is what is shown (damus's main stack), not
            // the tabs of a tab bar.
            if SwiftUIMember.named(name) == .tabView, isPager(call) { return [pagerName] + routes }
            // `Provider(store: s) { RootView() }`, `LazyView(DetailView())`: what is given to a view
            // of the app, which may be a wrapper showing it (``SwiftUIBody/givenPrefix``).
            if name.startsUppercase, !SwiftUIShownView.builtinViews.contains(name), !notWrappers.contains(name),
               let given = givenContent(of: call) {
                return [name] + rootNames(given, depth: depth + 1).map { SwiftUIBody.givenPrefix + $0 } + routes
            }
            return [name] + routes
        }
        // `header`, `self.header`: a member the audit may follow (or a variable it does not).
        // `modal.view`: a member of another value (a route's view). `FeedView.init` without a call:
        // nothing the reader follows.
        if let name = memberReference(expression) { return [name] + routes }
        if let route = routeReference(expression) { routes.append(route) }
        return routes
    }

    /// A method called on a view being made (`FeedView().withAppRouter()`, `List { … }.padding()`, a
    /// modifier after another) or on a modifier's `content`, as a view body's ``SwiftUIBody/contained``
    /// lists it: `.withAppRouter`; not one called on a value held in a name (`items.filter { … }`,
    /// `store.load()`). The audit follows those the app declares in an `extension View` (a custom
    /// modifier that presents or pushes).
    static func modifierName(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = ExpressionReading.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base
        else { return nil }
        let receiver = ExpressionReading.unwrap(base)
        guard receiver.is(FunctionCallExprSyntax.self) || receiver.as(DeclReferenceExprSyntax.self)?.baseName.text == "content",
              !member.declName.baseName.text.startsUppercase else { return nil }
        return "." + member.declName.baseName.text
    }

    /// The name a call calls, as a view body's ``SwiftUIBody/contained`` lists it: `Header(…)`,
    /// `header(…)`, `self.header(…)`, `Outer.Inner(…)`; `nil` for a method of another value (a modifier).
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        let called = ExpressionReading.unwrap(call.calledExpression)
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.tokenKind == .keyword(.self) ? nil : reference.baseName.text
        }
        if let name = memberReference(called) { return name }
        if let member = called.as(MemberAccessExprSyntax.self), let base = member.base,
           let outer = ExpressionReading.unwrap(base).as(DeclReferenceExprSyntax.self), outer.baseName.text.startsUppercase {
            let inner = member.declName.baseName.text
            return inner == "init" ? outer.baseName.text : inner.startsUppercase ? outer.baseName.text + "." + inner : nil
        }
        return nil
    }

    /// `NavigationLink(.post(post)) { PostRow() }`: a link the app made for its route values (an
    /// extension's `init(_ page: Page, label:)`), its closure the label: a value pushed on the
    /// stack, as `NavigationLink(value:)`, not a destination. SwiftUI's own unlabelled first
    /// argument is a title (`NavigationLink("Settings") { SettingsView() }`), never an enum case.
    static func linksByValue(_ call: FunctionCallExprSyntax) -> Bool {
        guard let first = call.arguments.first, first.label == nil, !call.arguments.contains(where: { $0.label?.text == "destination" })
        else { return false }
        return caseArgument(call) != nil
    }

    /// `.sheet(…)` written under a compilation condition after a view (`List { … } #if os(iOS)
    /// .sheet(isPresented: $x) { … } #endif`): a modifier whose base is the view before the `#if`,
    /// though the member has none written.
    static func isConditionalModifier(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call)
        for _ in 0..<16 {
            guard let parent = current.parent else { return false }
            if let clause = parent.as(IfConfigClauseSyntax.self) {
                if case .postfixExpression = clause.elements { return true }
                return false
            }
            // Up through the chain of modifiers under the same clause, not out of a closure or a statement.
            guard parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self)
                || parent.is(PostfixIfConfigExprSyntax.self) else { return false }
            current = parent
        }
        return false
    }

    /// The member a modifier under a compilation condition calls (``isConditionalModifier(_:)``), with no base.
    static func conditionalModifierMember(_ call: FunctionCallExprSyntax) -> (name: String, nameToken: TokenSyntax, base: ExprSyntax?)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil, isConditionalModifier(call) else { return nil }
        return (member.declName.baseName.text, member.declName.baseName, nil)
    }

    /// Views whose content is never the app's screen: a list's rows, SwiftUI's own containers read elsewhere.
    static let notWrappers: Set<String> = ["ForEach", "TabView", "NavigationLink", "WindowGroup", "AnyView"]

    /// The content a call gives a view: its trailing closure, else its first argument when that is
    /// unlabelled or labelled `content` or `root` and is a closure or a construction
    /// (`LazyView(DetailView())`).
    static func givenContent(of call: FunctionCallExprSyntax) -> Syntax? {
        if let closure = call.trailingClosure { return Syntax(closure) }
        guard let first = call.arguments.first, first.label == nil || ["content", "root"].contains(first.label?.text ?? "") else { return nil }
        let expression = ExpressionReading.unwrap(first.expression)
        if expression.is(ClosureExprSyntax.self) { return Syntax(expression) }
        if let inner = expression.as(FunctionCallExprSyntax.self),
           ExpressionReading.unwrap(inner.calledExpression).as(DeclReferenceExprSyntax.self)?.baseName.text.startsUppercase ?? false {
            return Syntax(expression)
        }
        return nil
    }

    /// ``SwiftUIBody/cases``: when `items` are one `switch` (or `return switch`), each case's root
    /// names by the enum case it matches (`case .inbox:`, `case .entry(let id):`, `case let .entry(id):`,
    /// `case .a, .b:`); `default` and other patterns are left out.
    static func caseRoots(_ items: CodeBlockItemListSyntax) -> [SwiftUICaseRoots] {
        guard let switchExpression = onlySwitch(items) else { return [] }
        var found: [SwiftUICaseRoots] = []
        for element in switchExpression.cases {
            guard case .switchCase(let c) = element, case .case(let label) = c.label else { continue }
            let roots = statements(c.statements, 1)
            for item in label.caseItems {
                guard let name = enumCaseName(item.pattern), !found.contains(where: { $0.name == name }) else { continue }
                found.append(SwiftUICaseRoots(name: name, roots: roots))
            }
        }
        return found
    }

    /// `.inbox`, `.entry(let id)`, `let .entry(id)`: the case's name.
    private static func enumCaseName(_ pattern: PatternSyntax) -> String? {
        var pattern = pattern
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        return pattern.as(ExpressionPatternSyntax.self).flatMap { ExpressionReading.implicitMemberName($0.expression) }
    }

    /// Whether `items` are one `switch self` (or `return switch self`): an enum that is a view, whose
    /// body draws a view per case.
    static func switchesOverSelf(_ items: CodeBlockItemListSyntax) -> Bool {
        guard let subject = onlySwitch(items)?.subject else { return false }
        return ExpressionReading.unwrap(subject).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// The `switch` that `items` are, alone (`switch x { … }` or `return switch x { … }`).
    private static func onlySwitch(_ items: CodeBlockItemListSyntax) -> SwitchExprSyntax? {
        guard items.count == 1, let only = items.first else { return nil }
        var expression: ExprSyntax?
        switch only.item {
        case .expr(let e): expression = e
        case .stmt(let statement):
            expression = statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression
        default: break
        }
        return expression.map(ExpressionReading.unwrap)?.as(SwitchExprSyntax.self)
    }

    /// The type a `.navigationDestination(for: Screen.self) { screen in screen … }` is registered for,
    /// when its content shows the value itself (its one parameter, modifiers after it): `Screen`.
    static func valueShownAsItself(_ call: FunctionCallExprSyntax, content: Syntax) -> String? {
        guard let closure = content.as(ClosureExprSyntax.self),
              let argument = call.arguments.first(where: { $0.label?.text == "for" }),
              let member = ExpressionReading.unwrap(argument.expression).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "self",
              let type = member.base.flatMap({ ExpressionReading.unwrap($0).as(DeclReferenceExprSyntax.self) })?.baseName.text else { return nil }
        let parameters = FactsVisitor.closureParameters(closure)
        let parameter = closure.signature?.parameterClause == nil ? "$0" : parameters.count == 1 ? parameters[0] : nil
        // The parameter, then only the modifiers' calls read as routes (`~padding`).
        let names = rootNames(content)
        guard let parameter, names.first == parameter, names.dropFirst().allSatisfy({ $0.hasPrefix(SwiftUIBody.routePrefix) }) else { return nil }
        return type
    }

    /// The enum case a call is given first (`router.view(for: .inbox)`, `view(.entry(id))`), by name.
    static func caseArgument(_ call: FunctionCallExprSyntax) -> String? {
        call.arguments.first.flatMap { ExpressionReading.implicitMemberName($0.expression) }
    }

    /// The member a modifier is called on (`accountFilters` of `accountFilters.padding()`,
    /// `self.header.frame(…)`): a lowercase name alone or of `self`, as ``memberReference(_:)`` reads it.
    static func modifiedMember(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = ExpressionReading.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base,
              !member.declName.baseName.text.startsUppercase else { return nil }
        return memberReference(base)
    }

    /// ``SwiftUIBody/routeName(_:case:read:)`` of a call's member (as ``routeReference(_:)`` finds it),
    /// with the enum case it is given (``caseArgument(_:)``).
    static func routeCall(_ call: FunctionCallExprSyntax) -> String? {
        routeMember(call.calledExpression).map { SwiftUIBody.routeName($0, case: caseArgument(call)) }
    }

    /// Whether a `ZStack`'s content layers only views of the app and plain colours, in branches or
    /// not (`ZStack { Color.black.ignoresSafeArea(); if full { SettingsView() } }`): then what it
    /// shows is those views. Content drawn in place (a `VStack`, a `Button` over a list) leaves the
    /// stack inline content of the type that writes it.
    static func layersOnlyViews(_ node: Syntax, depth: Int = 0) -> Bool {
        guard depth < 12 else { return false }
        func all(_ items: CodeBlockItemListSyntax) -> Bool {
            var views = 0
            for item in items {
                switch item.item {
                case .decl(let decl):
                    if decl.is(VariableDeclSyntax.self) { continue }
                    if decl.is(IfConfigDeclSyntax.self), layersOnlyViews(Syntax(decl), depth: depth + 1) { views += 1; continue }
                    return false
                case .stmt(let statement):
                    guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression,
                          layersOnlyViews(Syntax(expression), depth: depth + 1) else { return false }
                    views += 1
                case .expr(let expression):
                    guard layersOnlyViews(Syntax(expression), depth: depth + 1) else { return false }
                    views += 1
                }
            }
            return views > 0
        }
        if let closure = node.as(ClosureExprSyntax.self) { return all(closure.statements) }
        if let ifConfig = node.as(IfConfigDeclSyntax.self) {
            return ifConfig.clauses.allSatisfy { clause in
                if case .statements(let items) = clause.elements { return all(items) }
                return clause.elements == nil
            }
        }
        guard let expression = node.as(ExprSyntax.self).map(ExpressionReading.unwrap) else { return false }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            guard all(ifExpression.body.statements) else { return false }
            switch ifExpression.elseBody {
            case .ifExpr(let next)?: return layersOnlyViews(Syntax(next), depth: depth + 1)
            case .codeBlock(let block)?: return all(block.statements)
            case nil: return true
            }
        }
        // `ZStack { switch route { case .settings: SettingsView() … } }`: each case a view.
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.allSatisfy { element in
                if case .switchCase(let c) = element { return all(c.statements) }
                return false
            }
        }
        // A view, its modifiers followed down to it: `SettingsView().opacity(x)`, `Color(.systemBackground)`.
        var current = expression, steps = 0
        while steps < 64 {
            steps += 1
            if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base { current = ExpressionReading.unwrap(base); continue }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                // `Color.black`, `Color(.x).opacity(0.4)`'s base: a colour.
                if ExpressionReading.unwrap(base).as(DeclReferenceExprSyntax.self)?.baseName.text == "Color" { return true }
                current = ExpressionReading.unwrap(base)
                continue
            }
            guard let call = current.as(FunctionCallExprSyntax.self) else { return false }
            let called = ExpressionReading.unwrap(call.calledExpression)
            if let reference = called.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                return name == "Color" || (name.startsUppercase && !SwiftUIShownView.builtinViews.contains(name))
            }
            guard let member = called.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
            current = ExpressionReading.unwrap(base)
        }
        return false
    }

    static func statements(_ items: CodeBlockItemListSyntax, _ depth: Int) -> [String] {
        items.flatMap { rootNames(Syntax($0.item), depth: depth + 1) }
    }

    /// `header`, `self.header` (lowercase): a reference to what may be a member of the type.
    static func memberReference(_ expression: ExprSyntax) -> String? {
        let expression = ExpressionReading.unwrap(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self),
           !reference.baseName.text.startsUppercase, reference.argumentNames == nil {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           ExpressionReading.unwrap(base).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// `page.view`, `router.view` of `router.view(for: .home)`, `self.router.view` (a lowercase member
    /// of a value held in a name or a chain of names, not of `self` alone nor of a modifier's
    /// `content`): ``SwiftUIBody/routeName(_:case:read:)`` of the member, read (not called), which the audit
    /// may find among the members that make views of the app's other types (a route enum's `view()`).
    static func routeReference(_ expression: ExprSyntax) -> String? {
        routeMember(expression).map { SwiftUIBody.routeName($0, read: true) }
    }

    /// The member ``routeReference(_:)`` and ``routeCall(_:)`` name.
    private static func routeMember(_ expression: ExprSyntax) -> String? {
        guard let member = ExpressionReading.unwrap(expression).as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        guard name != "init", !name.startsUppercase, let first = name.first, first.isLetter else { return nil }
        var chain = ExpressionReading.unwrap(base), depth = 0
        while let inner = chain.as(MemberAccessExprSyntax.self), let innerBase = inner.base, depth < 16 {
            chain = ExpressionReading.unwrap(innerBase)
            depth += 1
        }
        guard let root = chain.as(DeclReferenceExprSyntax.self) else { return nil }
        // `self.header` is the type's own member; `content.padding()` a modifier of a modifier's content.
        if depth == 0, root.baseName.tokenKind == .keyword(.self) || root.baseName.text == "content" { return nil }
        return name
    }

    /// How a pager stands among a content's root names (``rootNames(_:depth:)``): a built-in view
    /// that draws what it holds in place.
    static let pagerName = "ScrollView"

    /// A `TabView` given `.tabViewStyle(.page)` (or `PageTabViewStyle()`) among the modifiers that
    /// follow it: a pager whose pages are drawn in the view that writes it, not tabs of a tab bar.
    static func isPager(_ tabView: FunctionCallExprSyntax) -> Bool {
        hasModifier("tabViewStyle", after: tabView) { style in style.hasPrefix(".page") || style.hasPrefix("PageTabViewStyle") }
    }

    /// Whether the chain of modifiers that follows `call` (`call.a(…).b(…)`) has `name`, whose first
    /// argument, as written, satisfies `argument`.
    static func hasModifier(_ name: String, after call: FunctionCallExprSyntax, argument: (String) -> Bool) -> Bool {
        var current = Syntax(call)
        for _ in 0..<64 {
            // `TabView { … } #if os(iOS) .tabViewStyle(.page) #else … #endif`: the modifiers of the
            // clauses read on iOS, then those after the condition.
            if let postfix = current.parent?.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == current.id {
                for clause in postfix.config.clauses where !FactsVisitor.isDisabled(clause) {
                    guard case .postfixExpression(let modifiers) = clause.elements else { continue }
                    if hasModifier(name, in: modifiers, argument: argument) { return true }
                }
                current = Syntax(postfix)
                continue
            }
            guard let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                  let next = member.parent?.as(FunctionCallExprSyntax.self) else { return false }
            if member.declName.baseName.text == name, let first = next.arguments.first?.expression.trimmedDescription, argument(first) {
                return true
            }
            current = Syntax(next)
        }
        return false
    }

    /// Whether a chain of modifiers written with no base (a `#if` clause's `.tabViewStyle(.page)
    /// .padding()`) calls `name` with a first argument `argument` accepts.
    private static func hasModifier(_ name: String, in chain: ExprSyntax, argument: (String) -> Bool) -> Bool {
        var expression: ExprSyntax? = chain
        for _ in 0..<64 {
            guard let call = expression?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            else { return false }
            if member.declName.baseName.text == name, let first = call.arguments.first?.expression.trimmedDescription, argument(first) {
                return true
            }
            expression = member.base
        }
        return false
    }

    /// `some View`, `AnyView`, or `@ViewBuilder`: a member that makes views.
    static func makesViews(_ type: TypeSyntax?, _ attributes: AttributeListSyntax) -> Bool {
        if attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }) { return true }
        guard let type else { return false }
        if let opaque = type.as(SomeOrAnyTypeSyntax.self) { return opaque.constraint.trimmedDescription == "View" }
        return type.trimmedDescription == "AnyView"
    }
}
