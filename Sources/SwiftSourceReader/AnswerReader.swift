import SourceModel
import SwiftSyntax

/// Reads what an override of a status bar member answers, from its body.
struct AnswerReader {
    let member: StatusBarMember
    /// Computed properties of the enclosing type known in this file.
    let computedNames: Set<String>
    /// What those of them whose getter returns one name or member chain return, by name: a
    /// forwarding answer that returns one forwards to what it returns.
    var computedReturns: [String: String] = [:]

    /// One returned expression, read.
    typealias Outcome = AnswerOutcome

    /// What returns were found, and the names read by the conditions around them.
    private struct Collected {
        var outcomes: [Outcome] = []
        var dependsOn: [String] = []
        var locals: [String: ExprSyntax] = [:]
        /// Values assigned to locals after their declaration (`style = .lightContent`).
        var localAssignments: [String: [ExprSyntax]] = [:]
    }

    /// The answer of a body (a getter, a `get {}` block or a method body).
    func read(body: CodeBlockItemListSyntax) -> (answer: Answer, fallback: String?) {
        var collected = Collected()
        if let expression = Self.singleExpression(body) {
            // Implicit return (Swift 5.1), including `if`/`switch` expressions (Swift 5.9).
            collected.outcomes.append(outcome(of: expression, collected: &collected, depth: 0))
        } else {
            collect(body, into: &collected, depth: 0)
        }
        return combine(collected.outcomes, dependsOn: collected.dependsOn)
    }

    /// The answer of one expression (a stored property's initial value).
    func read(expression: ExprSyntax) -> Answer {
        var collected = Collected()
        return combine([outcome(of: expression, collected: &collected, depth: 0)], dependsOn: []).0
    }

    /// The expression of a body made of one expression (`if`/`switch` expressions come
    /// wrapped in an expression statement).
    private static func singleExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, let item = items.first else { return nil }
        switch item.item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    // MARK: Collecting returns

    private func collect(_ items: CodeBlockItemListSyntax, into collected: inout Collected, depth: Int) {
        guard depth < 16 else { return }
        for item in items {
            switch item.item {
            case .stmt(let statement):
                collect(statement: statement, into: &collected, depth: depth)
            case .expr(let expression):
                collect(expression: expression, into: &collected, depth: depth)
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                            let value = binding.initializer?.value
                        {
                            collected.locals[name] = value
                        }
                    }
                }
            }
        }
    }

    private func collect(statement: StmtSyntax, into collected: inout Collected, depth: Int) {
        if let returnStatement = statement.as(ReturnStmtSyntax.self) {
            if let expression = returnStatement.expression {
                collected.outcomes.append(outcome(of: expression, collected: &collected, depth: depth))
            }
        } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
            readConditions(guardStatement.conditions, into: &collected)
            collect(guardStatement.body.statements, into: &collected, depth: depth + 1)
        } else if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
            collect(expression: expressionStatement.expression, into: &collected, depth: depth)
        } else if let doStatement = statement.as(DoStmtSyntax.self) {
            collect(doStatement.body.statements, into: &collected, depth: depth + 1)
        }
    }

    private func collect(expression: ExprSyntax, into collected: inout Collected, depth: Int) {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text, collected.locals[name] != nil
            {
                collected.localAssignments[name, default: []].append(elements[2])
            }
        } else if let ifExpression = expression.as(IfExprSyntax.self) {
            readConditions(ifExpression.conditions, into: &collected)
            collect(ifExpression.body.statements, into: &collected, depth: depth + 1)
            switch ifExpression.elseBody {
            case .ifExpr(let next): collect(expression: ExprSyntax(next), into: &collected, depth: depth + 1)
            case .codeBlock(let block): collect(block.statements, into: &collected, depth: depth + 1)
            case nil: break
            }
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
            collected.dependsOn += ExpressionReading.namesRead(in: switchExpression.subject)
            for switchCase in switchExpression.cases {
                if case .switchCase(let caseSyntax) = switchCase {
                    collect(caseSyntax.statements, into: &collected, depth: depth + 1)
                }
            }
        }
    }

    private func readConditions(_ conditions: ConditionElementListSyntax, into collected: inout Collected) {
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                collected.dependsOn += ExpressionReading.namesRead(in: expression)
            case .optionalBinding(let binding):
                if let value = binding.initializer?.value {
                    collected.dependsOn += ExpressionReading.namesRead(in: value)
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        collected.locals[name] = value
                    }
                }
            case .matchingPattern(let pattern):
                collected.dependsOn += ExpressionReading.namesRead(in: pattern.initializer.value)
            case .availability(let availability):
                // `#available(iOS 13.0, *)`: the answer depends on the system version.
                collected.dependsOn.append(availability.sourceText)
            }
        }
    }

    /// The cases of `UIStatusBarStyle`.
    static let styleCases: Set<String> = ["default", "lightContent", "darkContent", "blackOpaque", "blackTranslucent"]

    // MARK: Reading one returned expression

    private func outcome(of expression: ExprSyntax, collected: inout Collected, depth: Int) -> Outcome {
        guard depth < 16 else { return .unknown("the answer is too deeply nested") }
        let expression = ExpressionReading.unwrap(expression)

        if expression.is(NilLiteralExprSyntax.self) { return .nilValue }
        if let bool = ExpressionReading.boolLiteral(expression) { return .constant(bool ? "true" : "false") }
        if let name = ExpressionReading.caseName(expression) { return .constant(name) }

        if let sequence = expression.as(SequenceExprSyntax.self) {
            return outcome(ofSequence: Array(sequence.elements), collected: &collected, depth: depth)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let dependsOn = ExpressionReading.namesRead(in: ternary.condition)
            let branches = [ternary.thenExpression, ternary.elseExpression].map {
                outcome(of: $0, collected: &collected, depth: depth + 1)
            }
            return conditional(branches, dependsOn: dependsOn)
        }
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
            var inner = Collected(locals: collected.locals)
            collectBranches(of: expression, into: &inner, depth: depth + 1)
            let (answer, fallback) = combine(inner.outcomes, dependsOn: inner.dependsOn)
            return Outcome(answer, fallback: fallback)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!",
            member == .prefersStatusBarHidden
        {
            return .conditional(values: ["false", "true"], dependsOn: ExpressionReading.namesRead(in: prefix.expression))
        }

        // `super.preferredStatusBarStyle`, `super.preferredStatusBarStyle()` (Swift 2).
        let called = expression.as(FunctionCallExprSyntax.self).map { ExpressionReading.unwrap($0.calledExpression) }
        let access = (called ?? expression).as(MemberAccessExprSyntax.self)
        if let access, let base = access.base {
            let name = access.declName.baseName.text
            let target = StatusBarMember(memberName: name)
            if base.is(SuperExprSyntax.self) { return target == member ? .superCall : .unknown("returns 'super.\(name)'") }
            if let target, target == member || !member.isChildForwarding {
                // `topViewController?.preferredStatusBarStyle`: forwards to that controller.
                return .forward(ForwardTarget(resolvedTarget(base, collected: collected)), fallback: nil)
            }
        }
        if let called {
            // `AppTheme.popupStatusBarStyle()`: what every method of that name in the app returns.
            if member == .preferredStatusBarStyle, let name = Self.memberName(called) {
                let written = String(expression.sourceText.prefix(60))
                // A function called by its bare name with style constants only (`AppearanceValue(light:
                // .default, dark: .lightContent)`): those constants too, named with ``givenConstants``,
                // which a function returning one of its arguments gives (``SourceFacts/selectorFunctions``).
                if called.is(DeclReferenceExprSyntax.self), let call = expression.as(FunctionCallExprSyntax.self), !call.arguments.isEmpty {
                    let given = call.arguments.compactMap { ExpressionReading.caseName(ExpressionReading.unwrap($0.expression)) }
                    if given.count == call.arguments.count, given.allSatisfy(Self.styleCases.contains) {
                        return .member(name + AnswerOutcome.givenConstants, written: written, also: given)
                    }
                }
                return .member(name, written: written)
            }
            return .unknown("returns the result of '\(expression.sourceText.prefix(60))'")
        }

        // A name: a local, a stored property, a controller to forward to.
        let chain = ExpressionReading.chainText(expression)
        let isPlainName = !chain.contains(".") && !chain.contains("(") && !chain.contains(" ")
        if isPlainName, let local = collected.locals[chain] {
            collected.locals[chain] = nil  // no cycles
            let assigned = collected.localAssignments[chain] ?? []
            guard !assigned.isEmpty else { return outcome(of: local, collected: &collected, depth: depth + 1) }
            // `var style = UIStatusBarStyle.default; if isNight { style = .lightContent }; return style`.
            var branches: [Outcome] = []
            for value in [local] + assigned { branches.append(outcome(of: value, collected: &collected, depth: depth + 1)) }
            return conditional(branches, dependsOn: collected.dependsOn)
        }
        if member.isChildForwarding {
            if expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) {
                if chain == "self" { return .unknown("returns self") }
                // `return topViewController`, the type's own `var topViewController { viewControllers.last }`.
                return .forward(ForwardTarget(isPlainName ? computedReturns[chain] ?? chain : chain), fallback: nil)
            }
            return .unknown("returns '\(expression.sourceText.prefix(60))'")
        }
        if isPlainName, expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) {
            if computedNames.contains(chain) {
                if member == .preferredStatusBarStyle { return .member(chain, written: chain) }
                return .unknown("returns the computed property '\(chain)'")
            }
            return .stored(chain)
        }
        // `StyleManager.statusBarLight`, `theme.statusBarStyle`: another object's member.
        if member == .preferredStatusBarStyle, let access = expression.as(MemberAccessExprSyntax.self), access.base != nil {
            return .member(access.declName.baseName.text, written: String(expression.sourceText.prefix(60)))
        }
        if member == .prefersStatusBarHidden {
            // A Boolean expression: `isPlaying && isLandscape`, `mode == .fullScreen`.
            let names = ExpressionReading.namesRead(in: expression)
            if !names.isEmpty { return .conditional(values: ["false", "true"], dependsOn: names) }
        }
        return .unknown("returns '\(expression.sourceText.prefix(60))'")
    }

    /// The member a call calls: `popupStatusBarStyle` of `AppTheme.popupStatusBarStyle` or `popupStatusBarStyle`.
    private static func memberName(_ called: ExprSyntax) -> String? {
        if let access = called.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
        if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// The controller an answer forwards to: a local bound from it is resolved
    /// (`guard let top = topViewController` … `top.preferredStatusBarStyle` → `topViewController`).
    private func resolvedTarget(_ base: ExprSyntax, collected: Collected) -> String {
        let chain = ExpressionReading.chainText(base)
        if let local = collected.locals[chain] { return ExpressionReading.chainText(local) }
        return chain
    }

    private func collectBranches(of expression: ExprSyntax, into collected: inout Collected, depth: Int) {
        // Branches of `if`/`switch` expressions end in a single expression each.
        if let ifExpression = expression.as(IfExprSyntax.self) {
            readConditions(ifExpression.conditions, into: &collected)
            collectBranch(ifExpression.body.statements, into: &collected, depth: depth)
            switch ifExpression.elseBody {
            case .ifExpr(let next): collectBranches(of: ExprSyntax(next), into: &collected, depth: depth + 1)
            case .codeBlock(let block): collectBranch(block.statements, into: &collected, depth: depth)
            case nil: break
            }
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
            collected.dependsOn += ExpressionReading.namesRead(in: switchExpression.subject)
            for switchCase in switchExpression.cases {
                if case .switchCase(let caseSyntax) = switchCase {
                    collectBranch(caseSyntax.statements, into: &collected, depth: depth)
                }
            }
        }
    }

    private func collectBranch(_ items: CodeBlockItemListSyntax, into collected: inout Collected, depth: Int) {
        if let expression = Self.singleExpression(items) {
            collected.outcomes.append(outcome(of: expression, collected: &collected, depth: depth))
        } else {
            collect(items, into: &collected, depth: depth)
        }
    }

    /// An unfolded sequence: `c ? a : b`, `x?.preferredStatusBarStyle ?? .default`, `a == b`.
    private func outcome(ofSequence elements: [ExprSyntax], collected: inout Collected, depth: Int) -> Outcome {
        // `children.last as? PlayerViewController`: the cast does not change the target.
        if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) {
            return outcome(of: elements[0], collected: &collected, depth: depth + 1)
        }
        if let ternary = ExpressionReading.unfoldedTernary(elements) {
            let dependsOn = ternary.condition.flatMap { ExpressionReading.namesRead(in: $0) }
            let thenOutcome = outcome(of: ternary.then, collected: &collected, depth: depth + 1)
            let rest = ternary.otherwise
            let elseOutcome =
                rest.count == 1
                ? outcome(of: rest[0], collected: &collected, depth: depth + 1)
                : outcome(ofSequence: rest, collected: &collected, depth: depth + 1)
            return conditional([thenOutcome, elseOutcome], dependsOn: dependsOn)
        }
        if let index = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }),
            index > 0, index < elements.count - 1
        {
            let left =
                index == 1
                ? outcome(of: elements[0], collected: &collected, depth: depth + 1)
                : outcome(ofSequence: Array(elements[..<index]), collected: &collected, depth: depth + 1)
            let rest = Array(elements[(index + 1)...])
            let right =
                rest.count == 1
                ? outcome(of: rest[0], collected: &collected, depth: depth + 1)
                : outcome(ofSequence: rest, collected: &collected, depth: depth + 1)
            if case .forward(let target, _) = left, case .constant(let fallback) = right {
                return .forward(target, fallback: fallback)
            }
            if case .forward(let target, _) = left, case .superCall = right {
                return .forward(target, fallback: "super")
            }
            if case .forward(let target, _) = left, member.isChildForwarding { return .forward(target, fallback: nil) }
            return conditional([left, right], dependsOn: [])
        }
        if member == .prefersStatusBarHidden {
            let names = elements.flatMap { ExpressionReading.namesRead(in: $0) }
            if !names.isEmpty { return .conditional(values: ["false", "true"], dependsOn: names) }
        }
        let text = elements.map(\.sourceText).joined(separator: " ")
        return .unknown("returns '\(text.prefix(60))'")
    }

    /// Branches that each give a constant (or, for childFor…, a target) make a conditional answer.
    private func conditional(_ branches: [Outcome], dependsOn: [String]) -> Outcome {
        AnswerOutcome.conditional(branches, dependsOn: dependsOn, childForwarding: member.isChildForwarding)
    }

    // MARK: Combining the returns

    private func combine(_ outcomes: [Outcome], dependsOn: [String]) -> (Answer, String?) {
        AnswerOutcome.combine(outcomes, dependsOn: dependsOn, childForwarding: member.isChildForwarding)
    }
}

