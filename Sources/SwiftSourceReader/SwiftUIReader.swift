import SourceModel
import SwiftSyntax

/// Reads a Swift file's SwiftUI: the views it shows (``SwiftUIShownView``), the bodies and
/// view-making members of its types (``SwiftUIBody``), the status bar and toolbar modifiers
/// (``SwiftUIModifier``), and how often each type is constructed. It knows nothing of UIKit.
///
/// The facts visitor drives it from its one walk of the tree and tells it where the walk is
/// (``Context``): a walk of its own would go over every parsed file's tree a second time, for
/// names the visitor already tracks (the enclosing type and function, previews).
struct SwiftUIReader {
    /// Where the walk is, as the facts visitor knows it.
    struct Context {
        var enclosingType: String?
        var enclosingFunction: String?
        var isInPreview: Bool
    }

    private let file: String
    private let lines: SwiftLineTable

    private(set) var modifiers: [SwiftUIModifier] = []
    private(set) var shownViews: [SwiftUIShownView] = []
    private(set) var bodies: [SwiftUIBody] = []
    /// How many times each capitalised type is constructed (`FeedView()`, `FeedView { … }`), previews not counted.
    private(set) var constructions: [String: Int] = [:]
    /// The views' bodies and view-making members being read, innermost last (``SwiftUIBody``): the
    /// names they call or state are gathered as the walk goes through them, recorded when it leaves.
    private var openViewBodies: [(node: SyntaxIdentifier, body: SwiftUIBody, start: AbsolutePosition, seen: Set<String>,
                                  outsideFlags: Set<String>)] = []
    /// The names called or stated inside the content of a shown view, where: each shown view's
    /// ``SwiftUIShownView/contained`` is worked out from them once the walk is done.
    private var namesInShownContents: [(view: Int, name: String)] = []
    /// The content of each shown view recorded so far, to tell which shown view a modifier or a
    /// nested shown view is written in, with the shown view's index in ``shownViews`` (a value link
    /// and a hosting subclass's construction have no content here).
    private var shownContents: [(range: Range<AbsolutePosition>, place: SwiftUIShownView.Place, view: Int)] = []
    /// The hosting factories, the calls that may be theirs, and the stored views given a member's
    /// (``SwiftUIShownView/How/isRecordOnlyFact``): facts for the audit to match, kept apart from
    /// the shown views whose contents are gathered.
    private var recordOnlyFacts: [SwiftUIShownView] = []
    /// The branches of the view bodies read so far that only an iPad takes (``ExpressionReading/padOnlyBranch(_:)``):
    /// what they call is not gathered.
    private var padOnlyRanges: [Range<AbsolutePosition>] = []
    /// The branches of the view bodies read so far taken when a Boolean holds (``SwiftUIBody/flagged``), with its name.
    private var flaggedRanges: [(range: Range<AbsolutePosition>, flag: String)] = []
    /// The types whose `WindowGroup` was read: an `App`'s first is the window an iPhone shows.
    private var typesWithAWindowGroup: Set<String> = []

    init(file: String, lines: SwiftLineTable) {
        self.file = file
        self.lines = lines
    }

    /// The shown views, each with what its content calls or states outside the contents nested in it
    /// (the names whose innermost content is its own, by the shown view ``shownContents`` names),
    /// then the facts kept for the audit to match (``recordOnlyFacts``).
    var shownViewsWithContents: [SwiftUIShownView] {
        guard !namesInShownContents.isEmpty else { return shownViews + recordOnlyFacts }
        var views = shownViews
        var seen = Array(repeating: Set<String>(), count: views.count)
        for (view, name) in namesInShownContents where view < views.count {
            guard views[view].contained.count < SwiftUIBody.containedLimit, seen[view].insert(name).inserted else { continue }
            views[view].contained.append(name)
        }
        return views + recordOnlyFacts
    }

    /// Whether the walk is inside a view body or a shown view's content, where the names called
    /// and stated are gathered (``noteContained(_:at:)``).
    var isGathering: Bool { !openViewBodies.isEmpty || !shownContents.isEmpty }

    private func location(of node: some SyntaxProtocol) -> SourceModel.SourceLocation {
        let place = lines.location(of: node.positionAfterSkippingLeadingTrivia)
        return SourceModel.SourceLocation(file: file, line: place.line, column: place.column)
    }

    // MARK: Bodies and members that make views

    /// A member function making views (`func destination(for route: Route) -> some View`), outside
    /// functions and previews: what it shows at its root, and what it calls inside (until ``closeViewBody(_:)``).
    mutating func openMember(_ node: FunctionDeclSyntax, _ context: Context) {
        guard let type = context.enclosingType, context.enclosingFunction == nil, !context.isInPreview, let body = node.body,
              node.parent?.is(MemberBlockItemSyntax.self) ?? false else { return }
        // `func makeUIViewController(context: Context) -> some UIViewController { PreferencesHost { content } }`:
        // a representable whose controller hosts the content it is given, read as a body showing it
        // (the audit takes it for a wrapper when the property holds generic content).
        if node.name.text == "makeUIViewController", let hosted = SwiftUISyntax.hostedProperty(in: Syntax(body)) {
            bodies.append(SwiftUIBody(type: type, roots: [hosted], location: location(of: node.name)))
            return
        }
        guard SwiftUISyntax.makesViews(node.signature.returnClause?.type, node.attributes) else { return }
        openViewBodies.append((node.id, SwiftUIBody(type: type, roots: SwiftUISyntax.statements(body.statements, 0),
                                                    location: location(of: node.name), member: node.name.text,
                                                    cases: SwiftUISyntax.caseRoots(body.statements),
                                                    coversTop: SwiftUITopReading.coversTop(body.statements)),
                               body.statements.position, [], []))
    }

    /// A type's `body`, or a computed property making views (a member, outside functions and
    /// previews): what it shows at its root, and what it calls inside (until ``closeViewBody(_:)``).
    mutating func openMember(_ node: PatternBindingSyntax, accessors: AccessorBlockSyntax, _ context: Context) {
        guard let identifier = node.pattern.as(IdentifierPatternSyntax.self)?.identifier, let type = context.enclosingType,
              context.enclosingFunction == nil, !context.isInPreview,
              let declaration = node.parent?.parent?.as(VariableDeclSyntax.self),
              declaration.parent?.is(MemberBlockItemSyntax.self) ?? false else { return }
        let name = identifier.text
        guard name == "body" || SwiftUISyntax.makesViews(node.typeAnnotation?.type, declaration.attributes) else { return }
        let statements: CodeBlockItemListSyntax? = switch accessors.accessors {
        case .getter(let items): items
        case .accessors(let list): list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
        guard let statements else { return }
        openViewBodies.append((node.id, SwiftUIBody(type: type, roots: SwiftUISyntax.statements(statements, 0), location: location(of: identifier),
                                                    member: name == "body" ? nil : name,
                                                    // A body's cases only when it switches over `self` (an enum that is a view).
                                                    cases: name == "body" && !SwiftUISyntax.switchesOverSelf(statements) ? []
                                                        : SwiftUISyntax.caseRoots(statements),
                                                    top: name == "body" ? SwiftUITopReading.top(statements, location: { location(of: $0) }) : nil,
                                                    coversTop: SwiftUITopReading.coversTop(statements)),
                               statements.position, [], []))
    }

    /// The walk leaves `node`: the body it opened, if any, is recorded.
    mutating func closeViewBody(_ node: SyntaxIdentifier) {
        guard var last = openViewBodies.last, last.node == node else { return }
        openViewBodies.removeLast()
        // A name also stated outside the Boolean's branches is drawn whatever it is.
        if !last.body.flagged.isEmpty {
            last.body.flagged = last.body.flagged.compactMap { branch in
                let names = branch.names.filter { !last.outsideFlags.contains($0) }
                return names.isEmpty ? nil : SwiftUIFlagBranch(flag: branch.flag, names: names)
            }
        }
        bodies.append(last.body)
    }

    /// A name the innermost open view body calls or states (``SwiftUIBody/contained``), unless it is
    /// written in the content of a view that body shows (a shown view of its own).
    mutating func noteContained(_ name: @autoclosure () -> String?, at position: AbsolutePosition) {
        if !padOnlyRanges.isEmpty, padOnlyRanges.contains(where: { $0.contains(position) }) {
            // Kept apart (``SwiftUIBody/padOnly``), when the innermost open body states it itself.
            guard let i = openViewBodies.indices.last,
                  innermostShownIndex(containing: position).map({ shownContents[$0].range.lowerBound < openViewBodies[i].start }) ?? true,
                  openViewBodies[i].body.padOnly.count < SwiftUIBody.containedLimit, let name = name(),
                  !openViewBodies[i].body.padOnly.contains(name) else { return }
            openViewBodies[i].body.padOnly.append(name)
            return
        }
        // Where the name is: inside the content of a shown view (the innermost one's start), inside
        // the innermost open view body; the name is worked out only when one of them keeps it.
        let innermost = innermostShownIndex(containing: position)
        let open = openViewBodies.indices.last.flatMap { i in
            innermost.map { shownContents[$0].range.lowerBound >= openViewBodies[i].start } ?? false ? nil : i
        }
        guard innermost != nil || open != nil, let name = name() else { return }
        if let innermost { namesInShownContents.append((shownContents[innermost].view, name)) }
        if let open, !flaggedRanges.isEmpty { noteFlagged(name, at: position, in: open) }
        guard let open, openViewBodies[open].body.contained.count < SwiftUIBody.containedLimit,
              openViewBodies[open].seen.insert(name).inserted else { return }
        openViewBodies[open].body.contained.append(name)
    }

    /// A name the open body `index` states inside a Boolean's branch (``SwiftUIBody/flagged``), or outside every one.
    private mutating func noteFlagged(_ name: String, at position: AbsolutePosition, in index: Int) {
        let flags = flaggedRanges.filter { $0.range.contains(position) && $0.range.lowerBound >= openViewBodies[index].start }.map(\.flag)
        guard !flags.isEmpty else {
            openViewBodies[index].outsideFlags.insert(name)
            return
        }
        for flag in flags {
            if let i = openViewBodies[index].body.flagged.firstIndex(where: { $0.flag == flag }) {
                guard !openViewBodies[index].body.flagged[i].names.contains(name),
                      openViewBodies[index].body.flagged[i].names.count < SwiftUIBody.containedLimit else { continue }
                openViewBodies[index].body.flagged[i].names.append(name)
            } else {
                openViewBodies[index].body.flagged.append(SwiftUIFlagBranch(flag: flag, names: [name]))
            }
        }
    }

    /// A branch taken when the Boolean `flag` holds, in a body being read (``SwiftUIBody/flagged``).
    mutating func noteFlaggedBranch(_ branch: Syntax, flag: String) {
        // The walk goes in source order: a branch that ended before this one starts holds no later name.
        let start = branch.positionAfterSkippingLeadingTrivia
        flaggedRanges.removeAll { $0.range.upperBound <= start }
        flaggedRanges.append((start..<branch.endPositionBeforeTrailingTrivia, flag))
    }

    /// A branch only an iPad takes (``ExpressionReading/padOnlyBranch(_:)``), in a body being read.
    mutating func notePadOnly(_ branch: Syntax) {
        padOnlyRanges.append(branch.positionAfterSkippingLeadingTrivia..<branch.endPositionBeforeTrailingTrivia)
    }

    /// `header` or `self.header` alone as a statement of a view body: a member the audit may follow.
    mutating func noteStatement(_ node: CodeBlockItemSyntax) {
        guard isGathering, case .expr(let expression) = node.item else { return }
        noteContained(SwiftUISyntax.memberReference(expression) ?? SwiftUISyntax.routeReference(expression),
                      at: node.positionAfterSkippingLeadingTrivia)
    }

    /// A call inside a view body or a shown content: the name it calls, as ``SwiftUIBody/contained`` lists it.
    mutating func noteCall(_ node: FunctionCallExprSyntax) {
        guard isGathering else { return }
        noteContained(SwiftUISyntax.calledName(node) ?? SwiftUISyntax.modifierName(node) ?? SwiftUISyntax.routeCall(node),
                      at: node.positionAfterSkippingLeadingTrivia)
        // `accountFilters.padding()`: a modifier on a member of the type, which the body draws.
        if let modified = SwiftUISyntax.modifiedMember(node) { noteContained(modified, at: node.positionAfterSkippingLeadingTrivia) }
    }

    // MARK: Constructions

    /// `Name(…)` with no base, outside previews: counted; `AppHost(rootView: MainView())`, the root
    /// view given to what may be a generic hosting subclass.
    mutating func noteConstruction(_ name: String, _ node: FunctionCallExprSyntax, nameToken: TokenSyntax, _ context: Context) {
        constructions[name, default: 0] += 1
        // `NavigationInjectionView(coordinator: c) { SelectUserView() }` where views are drawn: the
        // audit tells whether the view is a wrapper putting its content in a stack (``SwiftUIShownView/How/givenContent``).
        // Elsewhere, what a type storing a view may hold (``SwiftUIShownView/How/constructedWithContent``).
        if !context.isInPreview, SwiftUIMember.named(name) == nil, !SwiftUIShownView.builtinViews.contains(name),
           node.trailingClosure != nil || node.arguments.contains(where: { $0.label?.text == "content" }) {
            let names = SwiftUISyntax.rootNames(Syntax(node))
            // Given one of the app's views, maybe (not SwiftUI's own: `ToolbarItem { Button(…) }`).
            let given = names.dropFirst().prefix { $0.hasPrefix(SwiftUIBody.givenPrefix) }.map { $0.dropFirst(SwiftUIBody.givenPrefix.count) }
            if names.first == name, given.contains(where: { $0.first?.isUppercase == true && !SwiftUIShownView.builtinViews.contains(String($0)) }) {
                // `style: .sheet`: made for a presentation the app chooses at run time.
                let style = node.arguments.lazy.compactMap { ExpressionReading.implicitMemberName($0.expression) }
                    .first { Self.presentationStyles.contains($0) }
                // Its name for its text (the whole call's source is not needed: no place is described by it).
                let fact = SwiftUIShownView(
                    how: isGathering ? .givenContent : .constructedWithContent, constructed: names, contentText: name,
                    location: location(of: nameToken),
                    within: isGathering ? innermostShown(containing: nameToken.positionAfterSkippingLeadingTrivia) : nil,
                    enclosingType: context.enclosingType, enclosingFunction: context.enclosingFunction, presentationStyle: style)
                if isGathering { shownViews.append(fact) } else { recordOnlyFacts.append(fact) }
            }
        }
        if name != "UIHostingController", let root = node.arguments.first(where: { $0.label?.text == "rootView" }) {
            // `ThemedHost(rootView: aboutView)`: the view the local was given before.
            let content = SwiftUISyntax.localView(root.expression, before: Syntax(node)) ?? root.expression
            shownViews.append(
                SwiftUIShownView(how: .hostingSubclassConstruction, constructed: SwiftUISyntax.rootNames(Syntax(content)),
                                 contentText: SwiftUISyntax.contentText(content), location: location(of: nameToken), within: nil,
                                 enclosingType: name, enclosingFunction: nil))
        }
    }

    /// The enum cases an argument names a presentation by (``SwiftUIShownView/presentationStyle``).
    static let presentationStyles: Set<String> = ["sheet", "fullscreen", "fullScreen", "fullScreenCover", "cover", "modal", "popover"]

    /// `createHostingVC(SettingsView())`, `self.makeHost(view: view)` after `let view = SettingsView()`: a
    /// call of the app's (no base, or `self`) whose first argument constructs a type
    /// (``SwiftUIShownView/How/hostingFactoryCall``). Whether the callee is a hosting factory, and
    /// the type a view, is the audit's to tell: the function may be declared in another file.
    /// `isLocal` tells a name declared in the function (a local or a parameter), the only names
    /// looked up (a look-up walks back over the function's statements).
    mutating func noteFactoryCall(_ node: FunctionCallExprSyntax, name: String, nameToken: TokenSyntax, base: ExprSyntax?,
                                  isLocal: (String) -> Bool, _ context: Context) {
        guard !context.isInPreview, name.first?.isLowercase == true, base.map(ExpressionReading.isSelf) ?? true,
              let first = node.arguments.first else { return }
        let argument = ExpressionReading.unwrap(first.expression)
        let content: ExprSyntax
        if let reference = SwiftUISyntax.environmentBase(argument).as(DeclReferenceExprSyntax.self) {
            // `view` or `view.environmentObject(model)`: the view the local was given before.
            guard isLocal(reference.baseName.text), let local = SwiftUISyntax.localView(argument, before: Syntax(node)) else { return }
            content = local
        } else if let call = argument.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true {
            content = argument
        } else {
            return
        }
        guard content.is(FunctionCallExprSyntax.self) else { return }
        let roots = SwiftUISyntax.rootNames(Syntax(content))
        guard let root = roots.first, root.first?.isUppercase == true, !SwiftUIShownView.builtinViews.contains(root) else { return }
        // The content's text is its root's name: most such calls are no factory's, and their text is never shown.
        recordOnlyFacts.append(SwiftUIShownView(
            how: .hostingFactoryCall, constructed: roots, contentText: root, location: location(of: nameToken),
            enclosingType: context.enclosingType, enclosingFunction: context.enclosingFunction,
            callee: SwiftUIShownView.calleeKey(name, label: first.label?.text ?? "_")))
    }

    /// `Modal(screen: s, view: view(resolver: r).asAny())`: an argument of a construction labelled as
    /// a member it calls (through `.asAny()`-like calls on it and `AnyView(…)`), which may store what
    /// that member makes (``SwiftUIShownView/How/storedFromRoute``).
    mutating func noteArgumentsFromMembers(_ node: FunctionCallExprSyntax, _ context: Context) {
        guard !context.isInPreview else { return }
        for argument in node.arguments where argument.label != nil {
            // The expression first: most arguments call nothing, and no text is made for them.
            guard let called = SwiftUISyntax.calledMemberThroughWrappers(argument.expression), let label = argument.label?.text,
                  called == label else { continue }
            recordOnlyFacts.append(SwiftUIShownView(
                how: .storedFromRoute, constructed: [], contentText: label, location: location(of: argument),
                enclosingType: context.enclosingType, enclosingFunction: context.enclosingFunction))
        }
    }

    /// `class PlayerHost: UIHostingController<PlayerView>`: the root view the subclass hosts.
    mutating func noteHostingSubclass(_ fullName: String, inherits first: IdentifierTypeSyntax) {
        guard let argument = first.genericArgumentClause?.arguments.first else { return }
        let root = ExpressionReading.typeName(argument.argument.as(TypeSyntax.self) ?? TypeSyntax(first))
        guard root != "UIHostingController" else { return }
        shownViews.append(
            SwiftUIShownView(
                how: .hostingSubclassRoot, constructed: [root], contentText: "UIHostingController<\(root)>",
                location: location(of: first), within: nil, enclosingType: fullName, enclosingFunction: nil))
    }

    // MARK: Members

    /// A call of a SwiftUI member (``SwiftUIMember``), recorded when its shape is the member's.
    mutating func read(_ member: SwiftUIMember, call node: FunctionCallExprSyntax, nameToken: TokenSyntax, base: ExprSyntax?,
                       labels: [String?], _ context: Context) {
        // A presentation or destination modifier is one on a view, in an `extension View`'s own
        // code, or under a compilation condition after a view.
        func isModifierOfAView() -> Bool {
            base != nil || context.enclosingType == "View" || SwiftUISyntax.isConditionalModifier(node)
        }
        switch member {
        case .windowGroup:
            // `WindowGroup(for:)` is a secondary window (`openWindow`, iPad and Mac): not the app's window.
            // So is a later `WindowGroup` of the same `App`: an iPhone shows one window, the first
            // group's (a later one opens on iPad and Mac, by `openWindow` or an external event).
            // `WindowGroup { }` (a test host's `App`) shows nothing: no place.
            guard base == nil, !labels.contains("for"), let content = SwiftUISyntax.content(of: node, label: "content"),
                  content.as(ClosureExprSyntax.self)?.statements.isEmpty != true,
                  typesWithAWindowGroup.insert(context.enclosingType ?? "").inserted else { return }
            recordShown(.windowGroup, content: content, nameToken: nameToken, context)
        case .navigationStack:
            guard base == nil, var content = SwiftUISyntax.content(of: node, label: "root") else { return }
            // `NavigationView { Sidebar(); Placeholder() }`: columns side by side on an iPad; an
            // iPhone shows the first view as its stack's root, and the others never.
            if nameToken.text == "NavigationView", let closure = content.as(ClosureExprSyntax.self) {
                let views = closure.statements.filter { if case .expr = $0.item { true } else { false } }
                if views.count > 1, let first = views.first { content = Syntax(first) }
            }
            recordShown(.navigationRoot, content: content, nameToken: nameToken, context)
        case .navigationSplitView:
            guard base == nil else { return }
            // `NavigationSplitView { sidebar } content: { … } detail: { … }`, or the same as labelled arguments.
            var columns: [(SwiftUIShownView.How, Syntax)] = []
            for argument in node.arguments {
                switch argument.label?.text {
                case "sidebar": columns.append((.splitSidebar, Syntax(argument.expression)))
                case "content": columns.append((.splitContent, Syntax(argument.expression)))
                case "detail": columns.append((.splitDetail, Syntax(argument.expression)))
                default: break
                }
            }
            if let sidebar = node.trailingClosure { columns.append((.splitSidebar, Syntax(sidebar))) }
            for closure in node.additionalTrailingClosures {
                switch closure.label.text {
                case "content": columns.append((.splitContent, Syntax(closure.closure)))
                case "detail": columns.append((.splitDetail, Syntax(closure.closure)))
                default: break
                }
            }
            for (how, content) in columns { recordShown(how, content: content, nameToken: nameToken, context) }
        case .tabView:
            guard base == nil, !SwiftUISyntax.isPager(node), let closure = node.trailingClosure else { return }
            for statement in closure.statements {
                recordShown(.tab, content: Syntax(statement), nameToken: nameToken, at: Syntax(statement), context)
            }
        case .sheet, .fullScreenCover, .popover:
            guard isModifierOfAView() else { return }
            guard labels.contains(where: { $0 == "isPresented" || $0 == "item" }) else {
                // `.popover(present: $show, attributes: { … }) { … }`: another library's modifier
                // (or the app's) with a presentation's name, showing what its closure makes.
                if !labels.isEmpty, !context.isInPreview,
                   node.trailingClosure != nil || node.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) {
                    let written = labels.map { "\($0 ?? "_"):" }.joined()
                    recordOnlyFacts.append(SwiftUIShownView(
                        how: .lookalikePresentation, constructed: [], contentText: "\(nameToken.text)(\(written))",
                        location: location(of: nameToken), enclosingType: context.enclosingType,
                        enclosingFunction: context.enclosingFunction))
                }
                return
            }
            guard let how = member.presentation, let content = SwiftUISyntax.content(of: node, label: "content") else { return }
            recordShown(how, content: content, nameToken: nameToken, context)
        case .navigationLink:
            guard base == nil else { return }
            if labels.contains("value") || SwiftUISyntax.linksByValue(node) {
                // A value pushed on the stack: where it lands is the stack's `.navigationDestination(for:)`.
                if let value = node.arguments.first(where: { $0.label?.text == "value" }) ?? node.arguments.first {
                    let shown = shownView(.navigationValueLink, constructed: [], content: Syntax(value.expression), nameToken: nameToken,
                                          context)
                    shownViews.append(shown)
                }
            } else if let content = SwiftUISyntax.content(of: node, label: "destination") {
                recordShown(.navigationLink, content: content, nameToken: nameToken, context)
            }
        case .navigationDestination:
            guard isModifierOfAView(), let content = SwiftUISyntax.content(of: node, label: "destination") else { return }
            // `.navigationDestination(for: Screen.self) { screen in screen }`: the value shown is itself
            // a view (an enum conforming to `View`): the type the destination is registered for.
            recordShown(.navigationDestination, content: content, nameToken: nameToken,
                        valueType: SwiftUISyntax.valueShownAsItself(node, content: content), context)
        case .hostingSuperInit:
            // `super.init(rootView: PlayerView())` in a `UIHostingController` subclass (the audit checks the class).
            guard base?.is(SuperExprSyntax.self) == true, let root = node.arguments.first(where: { $0.label?.text == "rootView" })
            else { return }
            recordShown(.hostingSubclassRoot, content: Syntax(root.expression), nameToken: nameToken, context)
        case .hostingController:
            guard base == nil, let root = node.arguments.first(where: { $0.label?.text == "rootView" }) else { return }
            // `UIHostingController(rootView: settingsView)`: the view the local was given before.
            let local = SwiftUISyntax.localView(root.expression, before: Syntax(node))
            // `func createHostingVC<Content: View>(_ view: Content) -> UIViewController {
            // UIHostingController(rootView: view) }`: a factory, whose calls host the views they pass.
            if local == nil, let parameter = root.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let shape = SwiftUISyntax.factoryShape(around: Syntax(node)), shape.parameter == parameter,
               let function = context.enclosingFunction, !context.isInPreview {
                recordOnlyFacts.append(SwiftUIShownView(
                    how: .hostingFactory, constructed: [], contentText: parameter, location: location(of: nameToken),
                    enclosingType: context.enclosingType, enclosingFunction: function,
                    callee: SwiftUIShownView.calleeKey(function, label: shape.label), returnsController: shape.returnsController))
                return
            }
            recordShown(.hostingRoot, content: Syntax(local ?? root.expression), nameToken: nameToken, context)
        case .modifier(let kind):
            let shape = SwiftUICallShape(labels: labels, hasTrailingClosure: node.trailingClosure != nil,
                                         isModifier: { base != nil || SwiftUISyntax.isConditionalModifier(node) })
            guard kind.accepts(shape) else { return }
            recordModifier(kind, node: node, nameToken: nameToken, context)
        }
    }

    // MARK: Recording

    /// The shown view whose content holds `position`, innermost first.
    private func innermostShown(containing position: AbsolutePosition) -> SwiftUIShownView.Place? {
        innermostShownIndex(containing: position).map { shownContents[$0].place }
    }

    /// The index in ``shownContents`` of the innermost content holding `position`: the latest start;
    /// at the same start (a tab whose content is a stack), the one recorded last.
    private func innermostShownIndex(containing position: AbsolutePosition) -> Int? {
        var best: Int?
        for i in shownContents.indices where shownContents[i].range.contains(position) {
            if best.map({ shownContents[i].range.lowerBound >= shownContents[$0].range.lowerBound }) ?? true { best = i }
        }
        return best
    }

    private mutating func recordShown(_ how: SwiftUIShownView.How, content: Syntax, nameToken: TokenSyntax, at place: Syntax? = nil,
                                      valueType: String? = nil, _ context: Context) {
        var shown = shownView(how, constructed: SwiftUISyntax.rootNames(content), content: content, nameToken: nameToken, at: place, context)
        shown.valueType = valueType
        shownViews.append(shown)
        shownContents.append((content.positionAfterSkippingLeadingTrivia..<content.endPositionBeforeTrailingTrivia, shown.place, shownViews.count - 1))
    }

    /// A shown view written at `place` (else at its name), in the shown view whose content holds it.
    /// A `NavigationLink(value:)` (``SwiftUIShownView/How/navigationValueLink``) has its value as its
    /// content text, nothing constructed, and no content others are written in.
    private func shownView(_ how: SwiftUIShownView.How, constructed: [String], content: Syntax, nameToken: TokenSyntax,
                           at place: Syntax? = nil, _ context: Context) -> SwiftUIShownView {
        SwiftUIShownView(
            how: how, constructed: constructed, contentText: SwiftUISyntax.contentText(content),
            location: place.map { location(of: $0) } ?? location(of: nameToken),
            within: innermostShown(containing: (place ?? Syntax(nameToken)).positionAfterSkippingLeadingTrivia),
            enclosingType: context.enclosingType, enclosingFunction: context.enclosingFunction,
            availableFrom: AvailabilityReading.runsOnlyFrom(place ?? Syntax(nameToken)))
    }

    private mutating func recordModifier(_ kind: SwiftUIModifier.Kind, node: FunctionCallExprSyntax, nameToken: TokenSyntax,
                                         _ context: Context) {
        let argument = node.arguments.first?.expression
        var value = argument.map(ExpressionReading.parsedValue) ?? kind.valueWhenUnwritten
        if kind == .toolbarBackground, let argument, !Self.visibilities.contains(ExpressionReading.caseName(argument) ?? "") {
            // A color (`Color.indigo`, `.blue`, `Color("Brand")`), else a style the audit does not read (a material).
            value = ExpressionReading.parsedColor(argument)
        }
        var argumentText = argument?.sourceText ?? ""
        if kind == .presentationDetents {
            // `sheetDetents`: a local or a property of the view, read where it is declared (`var
            // sheetDetents: Set<PresentationDetent> { compact ? [.medium, .large] : [.large] }`).
            let detents = argument.map { argument in
                argument.as(DeclReferenceExprSyntax.self).flatMap {
                    SwiftUISyntax.localInitializer(named: $0.baseName.text, before: Syntax(node))
                        ?? SwiftUISyntax.memberValue(named: $0.baseName.text, around: Syntax(node))
                } ?? argument
            }
            value = detents.map(Self.openingDetent) ?? .other
            argumentText = detents?.sourceText ?? ""
        }
        // `for: .navigationBar, .tabBar`: the `for:` argument and the unlabelled ones after it.
        var placements: [ToolbarPlacement] = []
        var inPlacements = false
        for argument in node.arguments {
            if argument.label?.text == "for" { inPlacements = true } else if argument.label != nil { inPlacements = false }
            // A placement the reader cannot read (a variable, another module's) names no bar it knows.
            if inPlacements { placements.append(ExpressionReading.caseName(argument.expression).map(ToolbarPlacement.init(rawValue:)) ?? .unread) }
        }
        var modifier = SwiftUIModifier(
            kind: kind, argumentText: argumentText,
            value: value, location: location(of: nameToken),
            enclosingType: context.enclosingType, enclosingFunction: context.enclosingFunction, placements: placements,
            contentOf: innermostShown(containing: nameToken.positionAfterSkippingLeadingTrivia))
        if kind == .presentationDetents { modifier.modifiedView = Self.modifiedView(node) }
        modifiers.append(modifier)
    }

    /// The view a modifier chain starts from when it is constructed there (`ChaptersView { … }` in
    /// `ChaptersView { … }.environmentObject(theme).presentationDetents([.medium])`), else `nil` (a
    /// modifier of the enclosing body, of a stack, of a view held in a property).
    static func modifiedView(_ node: FunctionCallExprSyntax) -> String? {
        var current = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
        var steps = 0
        while let expression = current, steps < 64 {
            steps += 1
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                current = member.base
                continue
            }
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  name.first?.isUppercase == true else { return nil }
            return Self.notOneView.contains(name) ? nil : name
        }
        return nil
    }

    /// A stack or a group around the content: no one view of the content's choice.
    private static let notOneView = SwiftUIShownView.transparentContainers.union(["VStack", "ZStack", "HStack"])

    private static let visibilities: Set<String> = ["visible", "hidden", "automatic"]

    /// The detent a literal set of detents opens a sheet at, its smallest: `medium` when it holds
    /// `.medium`, `large` when it holds only `.large`, else `custom` (`.height(220)`,
    /// `.fraction(0.4)`, the app's own `.bar`, taken as below full height); `.other` for anything
    /// but a literal array of detents.
    static func openingDetent(_ expression: ExprSyntax) -> ParsedValue {
        guard let names = detentNames(expression) else { return .other }
        if names.contains("medium") { return .enumCase("medium") }
        return .enumCase(names.allSatisfy { $0 == "large" } ? "large" : "custom")
    }

    /// The detents a literal set lists, both branches of a ternary together (`video ? [.medium] :
    /// [.fraction(0.3)]`: the sheet opens at one of them, each below full height); `nil` for
    /// anything else.
    private static func detentNames(_ expression: ExprSyntax, depth: Int = 0) -> [String]? {
        let expression = ExpressionReading.unwrap(expression)
        if let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }) { return detentNames(elements, depth: depth) }
        guard let array = expression.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
        var names: [String] = []
        for element in array.elements {
            guard let more = elementDetentNames(element.expression, depth: depth) else { return nil }
            names += more
        }
        return names
    }

    /// The detent one element of the set names (`.medium`, `.fraction(0.9)`), or both of a
    /// ternary's (`fits ? .height(h) : .fraction(0.9)`); `nil` for anything else.
    private static func elementDetentNames(_ expression: ExprSyntax, depth: Int) -> [String]? {
        let detent = ExpressionReading.unwrap(expression)
        if let call = detent.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return [member.declName.baseName.text]
        }
        if let name = ExpressionReading.caseName(detent) { return [name] }
        return detent.as(SequenceExprSyntax.self).flatMap { elementDetentNames(Array($0.elements), depth: depth) }
    }

    private static func elementDetentNames(_ elements: [ExprSyntax], depth: Int) -> [String]? {
        if elements.count == 1 { return elementDetentNames(elements[0], depth: depth) }
        guard depth < 8, let ternary = ExpressionReading.unfoldedTernary(elements),
              let then = elementDetentNames(ternary.then, depth: depth + 1) else { return nil }
        return elementDetentNames(ternary.otherwise, depth: depth + 1).map { then + $0 }
    }

    /// ``detentNames(_:depth:)`` of an unfolded ternary, its branches' together (`a ? [.medium] : b ?
    /// [.large] : [.height(200)]`: every one of them).
    private static func detentNames(_ elements: [ExprSyntax], depth: Int) -> [String]? {
        guard depth < 8, let ternary = ExpressionReading.unfoldedTernary(elements),
              let then = detentNames(ternary.then, depth: depth + 1) else { return nil }
        let otherwise = ternary.otherwise.count == 1 ? detentNames(ternary.otherwise[0], depth: depth + 1)
            : detentNames(ternary.otherwise, depth: depth + 1)
        return otherwise.map { then + $0 }
    }
}
