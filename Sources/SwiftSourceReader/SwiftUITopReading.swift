import SourceModel
import SwiftSyntax

/// What a view's `body` says lies at the top of its view, under the status bar (``SwiftUITop``),
/// and what a body draws that may reach into the top safe area over what lies there
/// (``SwiftUIBody/coversTop``). Read from the syntax alone, conservatively: a shape the reader
/// does not know says nothing (`nil`), and anything that may reach the top is a cover.
enum SwiftUITopReading {
    /// The modifiers of a chain, outermost first, and the view they modify: `ZStack { … }.background(x)`
    /// → `[background]`, `ZStack { … }`; `nil` when a modifier under a compilation condition may
    /// change what lies at the top (a background the reader does not see). Modifiers under a
    /// condition that only handle events or set what is not drawn (`#if !os(tvOS) .gesture(…) #endif`)
    /// are passed over.
    static func chain(_ expression: ExprSyntax) -> (base: ExprSyntax, modifiers: [(name: String, call: FunctionCallExprSyntax)])? {
        var expression = ExpressionReading.unwrap(expression)
        var modifiers: [(String, FunctionCallExprSyntax)] = []
        for _ in 0..<128 {
            if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
                guard let base = postfix.base, drawsNothing(postfix.config) else { return nil }
                expression = ExpressionReading.unwrap(base)
                continue
            }
            guard let call = expression.as(FunctionCallExprSyntax.self),
                  let member = ExpressionReading.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base,
                  !member.declName.baseName.text.startsUppercase, member.declName.baseName.text != "init" else { break }
            // `Color.red`-like receivers are the base, not a modifier (`Color.red.opacity(0.5)` stays one chain).
            modifiers.append((member.declName.baseName.text, call))
            expression = ExpressionReading.unwrap(base)
        }
        return (expression, modifiers)
    }

    /// Modifiers that handle events or set what the view does, not what it draws at its top.
    static let undrawnModifiers: Set<String> = [
        "gesture", "simultaneousGesture", "highPriorityGesture", "onTapGesture", "onLongPressGesture", "onAppear",
        "onDisappear", "onChange", "onReceive", "onOpenURL", "onSubmit", "onKeyPress", "onHover", "onDrop", "task",
        "refreshable", "keyboardShortcut", "focusable", "focused", "hoverEffect", "contextMenu", "accessibilityLabel",
        "accessibilityHint", "accessibilityIdentifier", "accessibilityAction", "environmentObject", "environment",
        "navigationTitle", "navigationBarTitleDisplayMode", "statusBarHidden", "persistentSystemOverlays",
        "defersSystemGestures", "prefersHomeIndicatorAutoHidden", "supportedOrientations", "onMoveCommand",
        "onExitCommand", "onPlayPauseCommand", "handlesExternalEvents", "userActivity", "onContinueUserActivity",
        "alert", "confirmationDialog", "fileImporter", "fileExporter", "sensoryFeedback",
    ]

    /// Whether every clause of a compilation condition over a chain applies only
    /// ``undrawnModifiers`` (an empty clause applies none).
    static func drawsNothing(_ config: IfConfigDeclSyntax) -> Bool {
        config.clauses.allSatisfy { clause in
            guard let elements = clause.elements else { return true }
            guard case .postfixExpression(let chain) = elements else { return false }
            var expression: ExprSyntax? = chain
            for _ in 0..<64 {
                guard let current = expression.map(ExpressionReading.unwrap) else { return true }
                guard let call = current.as(FunctionCallExprSyntax.self),
                      let member = ExpressionReading.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self),
                      undrawnModifiers.contains(member.declName.baseName.text) else { return false }
                expression = member.base
            }
            return false
        }
    }

    /// The name of a construction (`ZStack(…)`, `ZStack { … }`), as SwiftUI spells it.
    static func constructedName(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let reference = ExpressionReading.unwrap(call.calledExpression).as(DeclReferenceExprSyntax.self) else { return nil }
        return SwiftUIShownView.swiftUIName(reference.baseName.text)
    }

    /// The one expression `items` evaluate to (`ZStack { … }`, `return ZStack { … }`), else `nil`.
    static func single(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, let only = items.first else { return nil }
        switch only.item {
        case .expr(let e): return e
        case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression ?? s.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// Whether an `ignoresSafeArea(…)`/`edgesIgnoringSafeArea(…)` call reaches the top edge: no
    /// argument, `.all`, `.top`, `.vertical`, a set holding one of them, or one the reader cannot
    /// read; not `.keyboard` alone, nor `edges: .bottom`.
    static func reachesTop(_ call: FunctionCallExprSyntax, name: String) -> Bool {
        let edges: ExprSyntax?
        if name == "edgesIgnoringSafeArea" {
            edges = call.arguments.first?.expression
        } else {
            if let first = call.arguments.first, first.label == nil,
               first.expression.trimmedDescription == ".keyboard" { return false }
            edges = call.arguments.first { $0.label?.text == "edges" }?.expression
        }
        guard let edges else { return true }
        return edgesReachTop(edges)
    }

    /// An `Edge.Set` that holds the top edge, or one the reader cannot read.
    static func edgesReachTop(_ edges: ExprSyntax) -> Bool {
        let text = edges.trimmedDescription
        let known = ["top", "all", "vertical", "bottom", "leading", "trailing", "horizontal"]
        let words = text.split(whereSeparator: { !$0.isLetter }).map(String.init)
        if words.contains(where: { $0 == "top" || $0 == "all" || $0 == "vertical" }) { return true }
        if text == "[]" { return false }
        return !words.allSatisfy { known.contains($0) || $0 == "Edge" || $0 == "Set" }
    }

    static let safeAreaModifiers: Set<String> = ["ignoresSafeArea", "edgesIgnoringSafeArea"]

    /// A color as the top reads it: ``ExpressionReading/colorValue(_:)``, with `Color(uiColor: x)`,
    /// `Color(.systemGray6)`, `Color(UIColor.x)` read as `x`; a hex string given to an app's
    /// initializer is the app's own helper (its reading of the string is not known): `.other`.
    static func color(_ expression: ExprSyntax) -> ParsedValue {
        let expression = ExpressionReading.unwrap(expression)
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let first = call.arguments.first,
           ExpressionReading.unwrap(call.calledExpression).trimmedDescription == "Color",
           first.label?.text == "uiColor" || (first.label == nil && ExpressionReading.stringLiteral(first.expression) == nil) {
            return color(first.expression)
        }
        switch ExpressionReading.colorValue(expression) {
        case nil, .hex?: return .other
        case let value?: return .color(value)
        }
    }

    /// Whether an expression given to `.background(_:)` is a `ShapeStyle` (a color, a material, a
    /// gradient: iOS 15's overload, which extends into the safe area), as far as its spelling says.
    static func isShapeStyle(_ expression: ExprSyntax) -> Bool {
        if case .color = color(expression) { return true }
        let text = ExpressionReading.unwrap(expression).trimmedDescription
        if text.hasPrefix(".") { return true }  // `.ultraThinMaterial`, `.red`, `.background`
        return ["Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Material", "UIColor"]
            .contains { text.hasPrefix($0) }
    }

    // MARK: The top of a body

    /// ``SwiftUITop`` of a `body`'s statements: a root `ZStack` whose back-most child is a color
    /// ignoring the top safe area, or a root that fills the screen given one `.background` of a color.
    static func top(_ items: CodeBlockItemListSyntax, location: (Syntax) -> SourceModel.SourceLocation) -> SwiftUITop? {
        guard let root = single(items) else { return nil }
        return top(of: root, location: location, depth: 0)
    }

    /// ``top(_:location:)`` of one root expression; through a stack, a group or a view of the app
    /// given one statement of content (a wrapper, listed in ``SwiftUITop/through``), the content's.
    private static func top(of root: ExprSyntax, location: (Syntax) -> SourceModel.SourceLocation, depth: Int) -> SwiftUITop? {
        guard depth < 4, let (base, modifiers) = chain(root) else { return nil }
        let name = constructedName(base)
        let backgrounds = modifiers.indices.filter { modifiers[$0].name == "background" }
        if backgrounds.isEmpty, let name, let call = base.as(FunctionCallExprSyntax.self), call.additionalTrailingClosures.isEmpty,
           let closure = call.trailingClosure, let content = single(closure.statements),
           SwiftUIShownView.transparentContainers.contains(name) || (name.startsUppercase && !SwiftUIShownView.builtinViews.contains(name)) {
            guard var top = top(of: content, location: location, depth: depth + 1) else { return nil }
            // What the modifiers of the container draw (an overlay) may cover the content's top.
            var scan = CoverScan(viewMode: .all)
            for m in modifiers { scan.walkArguments(of: m.call) }
            top.covered = top.covered ?? scan.reason
            for n in scan.names where !top.over.contains(n) { top.over.append(n) }
            if !SwiftUIShownView.transparentContainers.contains(name) { top.through.append(name) }
            return top
        }
        // A stack, a group, a tab view with a background: what they draw lies over it.
        guard name != "NavigationStack", name != "NavigationView", name != "Group", name != "NavigationSplitView", name != "TabView"
        else { return nil }
        if backgrounds.count > 1 { return nil }
        if let b = backgrounds.first {
            return backgroundTop(base: base, name: name, modifiers: modifiers, at: b, location: location)
        }
        guard name == "ZStack", let call = base.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure,
              let first = closure.statements.first, case .expr(let back) = first.item,
              let (_, colorModifiers) = chain(back), let outer = colorModifiers.first,
              safeAreaModifiers.contains(outer.name), reachesTop(outer.call, name: outer.name),
              let colorExpression = outer.call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
              isShapeStyle(colorExpression) else { return nil }
        // The ZStack itself ignoring the safe area: what it draws over the color reaches under the bar too.
        if let m = modifiers.first(where: { safeAreaModifiers.contains($0.name) }), reachesTop(m.call, name: m.name) { return nil }
        var scan = CoverScan(viewMode: .all)
        for item in closure.statements.dropFirst() { scan.walk(Syntax(item)) }
        for m in modifiers { scan.walkArguments(of: m.call) }
        return SwiftUITop(how: .backmostColor, color: color(colorExpression), colorText: colorExpression.trimmedDescription,
                          location: location(Syntax(colorExpression)), covered: scan.reason, over: scan.names)
    }

    /// The top given by the `.background` at `index` of the root's modifiers, when the root fills the screen.
    private static func backgroundTop(base: ExprSyntax, name: String?, modifiers: [(name: String, call: FunctionCallExprSyntax)], at index: Int,
                                      location: (Syntax) -> SourceModel.SourceLocation) -> SwiftUITop? {
        let call = modifiers[index].call
        if let edges = call.arguments.first(where: { $0.label?.text == "ignoresSafeAreaEdges" }), !edgesReachTop(edges.expression) { return nil }
        // `.background(x)`, `.background(x, alignment:)`, `.background { x }`, `.background(alignment:) { x }`.
        let given: ExprSyntax?
        let isClosure: Bool
        if let first = call.arguments.first, first.label == nil {
            (given, isClosure) = (first.expression, false)
        } else if let closure = call.trailingClosure {
            (given, isClosure) = (single(closure.statements), true)
        } else {
            return nil
        }
        guard let given, let (_, givenModifiers) = chain(given) else { return nil }
        let how: SwiftUITop.How
        let colorExpression: ExprSyntax
        if let outer = givenModifiers.first, safeAreaModifiers.contains(outer.name) {
            guard reachesTop(outer.call, name: outer.name) else { return nil }
            how = .backgroundView
            guard let inside = outer.call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
            colorExpression = inside
        } else {
            // A view given to the View overload (`.background { Color.red }`, `.background(Image(…))`)
            // stays in the safe area.
            guard !isClosure, isShapeStyle(given) else { return nil }
            how = .backgroundStyle
            colorExpression = given
        }
        // The modifiers between the root and its background: the view the background is drawn behind.
        let inner = modifiers[(index + 1)...]
        if inner.contains(where: { safeAreaModifiers.contains($0.name) && reachesTop($0.call, name: $0.name) }) { return nil }
        var scan = CoverScan(viewMode: .all)
        scan.walk(Syntax(base))
        for (i, m) in modifiers.enumerated() where i != index { scan.walkArguments(of: m.call) }
        let fills: Bool
        switch name {
        case "List", "Form":
            // Their own background, unless hidden, lies over the color (the scan says so); they fill the screen.
            fills = true
        case "ScrollView", "GeometryReader": fills = true
        case "VStack", "LazyVStack", "ZStack":
            // A stack fills the height when a child does: a `Spacer()` (in a VStack), a color.
            let children = (base.as(FunctionCallExprSyntax.self)?.trailingClosure?.statements).map(Array.init) ?? []
            fills = children.contains { item in
                guard case .expr(let e) = item.item, let (childBase, _) = chain(e) else { return false }
                // A flexible child fills the stack's height: a spacer (in a VStack), a color, a scroll view, a pager.
                let child = constructedName(childBase)
                return (name != "ZStack" && child == "Spacer") || childBase.trimmedDescription.hasPrefix("Color")
                    || ["ScrollView", "GeometryReader"].contains(child ?? "")
                    || (child == "TabView" && childBase.as(FunctionCallExprSyntax.self).map(SwiftUISyntax.isPager) == true)
            }
        default: fills = false
        }
        let framed = inner.contains { m in
            m.name == "frame" && m.call.arguments.contains { $0.label?.text == "maxHeight" && $0.expression.trimmedDescription.hasSuffix("infinity") }
        }
        guard fills || framed else { return nil }
        return SwiftUITop(how: how, color: color(colorExpression), colorText: colorExpression.trimmedDescription,
                          location: location(call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)),
                          covered: scan.reason, over: scan.names)
    }

    // MARK: Covers

    /// ``SwiftUIBody/coversTop`` of a body's or a member's statements.
    static func coversTop(_ items: CodeBlockItemListSyntax) -> String? {
        var scan = CoverScan(viewMode: .all)
        scan.walk(Syntax(items))
        return scan.reason
    }
}

/// Walks SwiftUI content for what may reach into the top safe area over what lies there: the first
/// such thing (``reason``), and the names called (``names``: the app's views and members among
/// them, which the audit checks in turn). The content of what is shown elsewhere (a sheet, a
/// link's destination, the toolbar, menus, alerts) is not walked.
struct CoverScan {
    var viewMode: SyntaxTreeViewMode
    private(set) var reason: String?
    private(set) var names: [String] = []
    private var seen: Set<String> = []

    init(viewMode: SyntaxTreeViewMode) { self.viewMode = viewMode }

    /// Modifiers whose content is not drawn over the view (shown elsewhere, or code run on an event).
    static let elsewhere: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "toolbar", "alert", "confirmationDialog", "contextMenu",
        "swipeActions", "onAppear", "onDisappear", "onChange", "onReceive", "task", "onTapGesture", "refreshable", "searchable",
        "onOpenURL", "onSubmit", "gesture", "simultaneousGesture", "fileImporter", "fileExporter", "inspector",
    ]
    /// SwiftUI views that draw their own background over the whole screen, or a map or a player.
    static let covering: Set<String> = ["TabView", "NavigationStack", "NavigationView", "NavigationSplitView", "Map", "VideoPlayer"]
    /// Modifiers after a background that keep it off the safe area (it is clipped to the view's shape).
    static let clipping: Set<String> = ["cornerRadius", "clipShape", "clipped", "mask"]

    mutating func walkArguments(of call: FunctionCallExprSyntax) {
        guard let member = ExpressionReading.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self),
              !Self.elsewhere.contains(member.declName.baseName.text) else { return }
        for argument in call.arguments { walk(Syntax(argument.expression)) }
        if let closure = call.trailingClosure { walk(Syntax(closure)) }
        for closure in call.additionalTrailingClosures { walk(Syntax(closure.closure)) }
    }

    private mutating func note(_ why: String) {
        if reason == nil { reason = why }
    }

    private mutating func name(_ n: String) {
        if seen.insert(n).inserted { names.append(n) }
    }

    mutating func walk(_ node: Syntax) {
        var stack: [Syntax] = [node]
        var steps = 0
        while let current = stack.popLast(), steps < 20_000 {
            steps += 1
            if let call = current.as(FunctionCallExprSyntax.self) {
                if !visit(call) { continue }
            } else if let statement = current.as(CodeBlockItemSyntax.self), case .expr(let e) = statement.item,
                      let member = SwiftUISyntax.memberReference(e) {
                name(member)
            } else if let reference = current.as(DeclReferenceExprSyntax.self), current.parent?.is(CodeBlockItemSyntax.self) ?? false,
                      reference.baseName.text.startsUppercase {
                name(reference.baseName.text)
            }
            stack.append(contentsOf: current.children(viewMode: viewMode).reversed())
        }
    }

    /// Notes what one call may cover; false when its content is not walked.
    private mutating func visit(_ call: FunctionCallExprSyntax) -> Bool {
        let called = ExpressionReading.unwrap(call.calledExpression)
        if let member = called.as(MemberAccessExprSyntax.self), member.base != nil || SwiftUISyntax.isConditionalModifier(call) {
            let m = member.declName.baseName.text
            if Self.elsewhere.contains(m) {
                // The view it modifies is drawn; the modifier's own content is not.
                if let base = member.base { walk(Syntax(base)) }
                return false
            }
            if SwiftUITopReading.safeAreaModifiers.contains(m), SwiftUITopReading.reachesTop(call, name: m) {
                note("'\(call.trimmedDescription.prefix(80))' reaches into the top safe area")
            }
            if m == "background", reachesIfAtTop(call) {
                note("'\(call.trimmedDescription.prefix(80))' extends into the safe area where the view touches its top edge")
            }
            return true
        }
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            let n = SwiftUIShownView.swiftUIName(reference.baseName.text)
            if n == "NavigationLink" { return false }  // its destination is another screen; its label a row
            if n == "TabView", SwiftUISyntax.isPager(call) {
                // A pager draws its pages in place.
            } else if Self.covering.contains(n) {
                note("a \(n) draws over it")
            }
            if n == "List" || n == "Form", !hidesBackground(call) {
                note("a \(n) draws its own background over it (no .scrollContentBackground(.hidden))")
            }
        }
        if let n = SwiftUISyntax.calledName(call) { name(n) }
        return true
    }

    /// A `List`/`Form` whose chain of modifiers has `.scrollContentBackground(.hidden)`.
    private func hidesBackground(_ call: FunctionCallExprSyntax) -> Bool {
        SwiftUISyntax.hasModifier("scrollContentBackground", after: call) { $0 == ".hidden" }
    }

    /// A `.background(…)` that extends into the safe area where its view touches the top edge: a
    /// shape style (iOS 15's overload) not kept off the top (`ignoresSafeAreaEdges:` without the top,
    /// a clipping modifier after it). A view given as a background stays in the safe area unless it
    /// ignores it (noted where it does).
    private func reachesIfAtTop(_ call: FunctionCallExprSyntax) -> Bool {
        if let edges = call.arguments.first(where: { $0.label?.text == "ignoresSafeAreaEdges" }) {
            if !SwiftUITopReading.edgesReachTop(edges.expression) { return false }
        }
        guard let first = call.arguments.first, first.label == nil || first.label?.text == "ignoresSafeAreaEdges" else {
            // `.background { … }`, `.background(alignment:) { … }`: a view; `.background()`: the default style.
            return call.arguments.isEmpty && call.trailingClosure == nil
        }
        if first.label == nil, !SwiftUITopReading.isShapeStyle(first.expression) { return false }
        var current = Syntax(call)
        for _ in 0..<16 {
            guard let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                  let next = member.parent?.as(FunctionCallExprSyntax.self) else { return true }
            if Self.clipping.contains(member.declName.baseName.text) { return false }
            current = Syntax(next)
        }
        return true
    }
}
