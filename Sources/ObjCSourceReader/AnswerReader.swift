import SourceModel

/// Reads what an Objective-C implementation of a status bar member answers, from its body,
/// with the same outcomes as the Swift reader's.
struct AnswerReader {
    let member: StatusBarMember
    /// Methods without arguments implemented by the class in this file (getters that compute).
    let computedNames: Set<String>
    let source: [UInt8]
    /// The bodies of the instance getters the class implements in this file, by name: a
    /// visibility returning one (`[self presentingViewControllerPrefersStatusBarHidden]`) answers
    /// what that getter returns.
    var getterBodies: [String: [Stmt]] = [:]
    /// The getters being read, against a cycle.
    private var reading: Set<String> = []

    init(member: StatusBarMember, computedNames: Set<String>, source: [UInt8], getterBodies: [String: [Stmt]] = [:]) {
        self.member = member
        self.computedNames = computedNames
        self.source = source
        self.getterBodies = getterBodies
    }

    typealias Outcome = AnswerOutcome

    private struct Collected {
        var outcomes: [Outcome] = []
        var dependsOn: [String] = []
        var locals: [String: Expr] = [:]
        var localAssignments: [String: [Expr]] = [:]
    }

    func read(body: [Stmt]) -> (answer: Answer, fallback: String?) {
        var collected = Collected()
        collect(body, into: &collected, depth: 0)
        return combine(collected.outcomes, dependsOn: collected.dependsOn)
    }

    // MARK: Collecting returns

    private func collect(_ statements: [Stmt], into collected: inout Collected, depth: Int) {
        for statement in statements { collect(statement, into: &collected, depth: depth) }
    }

    private func collect(_ statement: Stmt, into collected: inout Collected, depth: Int) {
        guard depth < 32 else { return }
        switch statement {
        case .returnStatement(let value, _):
            if let value { collected.outcomes.append(outcome(of: value, collected: &collected, depth: depth)) }
        case .ifStatement(let condition, let then, let otherwise):
            collected.dependsOn += names(condition)
            if case .declarations = then {} else { collect(then, into: &collected, depth: depth + 1) }
            if let otherwise { collect(otherwise, into: &collected, depth: depth + 1) }
        case .switchStatement(let subject, let body):
            collected.dependsOn += names(subject)
            collect(body, into: &collected, depth: depth + 1)
        case .compound(let body):
            collect(body, into: &collected, depth: depth + 1)
        case .declarations(let declarations):
            for declaration in declarations {
                if let value = declaration.value { collected.locals[declaration.name] = value }
            }
        case .expression(let expression):
            if case .assign("=", let target, let value) = expression.kind, case .name(let name) = target.kind,
                collected.locals[name] != nil
            {
                collected.localAssignments[name, default: []].append(value)
            }
        case .loop, .caseLabel, .other:
            break
        }
    }

    private func names(_ expression: Expr) -> [String] { ValueReading.namesRead(in: expression, source: source) }

    private func chain(_ expression: Expr) -> String { ValueReading.chainText(expression, source: source) }

    // MARK: One returned expression

    private func outcome(of expression: Expr, collected: inout Collected, depth: Int) -> Outcome {
        guard depth < 32 else { return .unknown("the answer is too deeply nested") }
        let expression = ValueReading.unwrap(expression)
        if ValueReading.isNil(expression) { return .nilValue }
        if let bool = ValueReading.boolLiteral(expression) { return .constant(bool ? "true" : "false") }
        if let name = ValueReading.caseName(of: expression) { return .constant(name) }

        switch expression.kind {
        case .ternary(let condition, let then, let otherwise):
            guard let then else {
                // `x ?: fallback`
                let left = outcome(of: condition, collected: &collected, depth: depth + 1)
                let right = outcome(of: otherwise, collected: &collected, depth: depth + 1)
                return coalesce(left, right)
            }
            let dependsOn = names(condition)
            let thenOutcome = outcome(of: then, collected: &collected, depth: depth + 1)
            let elseOutcome = outcome(of: otherwise, collected: &collected, depth: depth + 1)
            // `self.topViewController ? [self.topViewController preferredStatusBarStyle] : UIStatusBarStyleDefault`
            if !member.isChildForwarding {
                if case .forward(let target, nil) = thenOutcome, Set(dependsOn) == [target.written], isFallback(elseOutcome) {
                    return coalesce(thenOutcome, elseOutcome)
                }
                if case .forward(let target, nil) = elseOutcome, Set(dependsOn) == [target.written], isFallback(thenOutcome),
                    isNilTest(condition)
                {
                    return coalesce(elseOutcome, thenOutcome)
                }
            }
            return conditional([thenOutcome, elseOutcome], dependsOn: dependsOn)
        case .unary("!", let operand) where member == .prefersStatusBarHidden:
            return .conditional(values: ["false", "true"], dependsOn: names(operand))
        case .message(let receiver, let selector, let arguments, _) where arguments.isEmpty:
            if let result = memberOutcome(base: receiver, name: selector, collected: collected) { return result }
            if !ValueReading.isSelf(receiver), !member.isChildForwarding, !isPropertyChain(receiver), member != .preferredStatusBarStyle {
                return .unknown("returns the result of '\(String(ValueReading.text(expression, source: source).prefix(60)))'")
            }
        case .member(let base, let name, _):
            if let result = memberOutcome(base: base, name: name, collected: collected) { return result }
        case .message(_, let selector, _, _) where member == .preferredStatusBarStyle:
            // `[self statusBarStyleForTextColorStyle:style]`: whatever that method returns, for any argument.
            return .member(selector, written: String(ValueReading.text(expression, source: source).prefix(60)))
        case .message, .call:
            return .unknown("returns the result of '\(String(ValueReading.text(expression, source: source).prefix(60)))'")
        default:
            break
        }

        let chain = chain(expression)
        let isPlainName = ValueReading.isPlainChain(chain) && !chain.contains(".")
        if isPlainName, let local = collected.locals[chain] {
            collected.locals[chain] = nil
            let assigned = collected.localAssignments[chain] ?? []
            guard !assigned.isEmpty else { return outcome(of: local, collected: &collected, depth: depth + 1) }
            var branches: [Outcome] = []
            for value in [local] + assigned { branches.append(outcome(of: value, collected: &collected, depth: depth + 1)) }
            return conditional(branches, dependsOn: collected.dependsOn)
        }
        let isReference: Bool
        switch expression.kind {
        case .name, .member: isReference = true
        case .message(_, _, let arguments, _): isReference = arguments.isEmpty
        default: isReference = false
        }
        if member.isChildForwarding {
            if isReference, ValueReading.isPlainChain(chain) { return chain == "self" ? .unknown("returns self") : .forward(ForwardTarget(chain), fallback: nil) }
            return .unknown("returns '\(String(ValueReading.text(expression, source: source).prefix(60)))'")
        }
        if isPlainName, isReference {
            let name = ValueReading.normalisedIvar(chain)
            if computedNames.contains(name) {
                // A style: whatever that method returns (``Answer/member(name:written:also:)``).
                guard member == .preferredStatusBarStyle else { return getterOutcome(name) }
                return .member(name, written: String(ValueReading.text(expression, source: source).prefix(60)))
            }
            return .stored(name)
        }
        if member == .prefersStatusBarHidden {
            let read = names(expression)
            if !read.isEmpty { return .conditional(values: ["false", "true"], dependsOn: read) }
        }
        // `ThemeService.shared.theme.statusBarStyle`, `[NCAppBranding statusBarStyleForBrandColor]`:
        // another object's member, as the Swift reader reads it (``AnswerOutcome/member``).
        if member == .preferredStatusBarStyle {
            let written = String(ValueReading.text(expression, source: source).prefix(60))
            switch expression.kind {
            case .member(let base, let name, _) where !ValueReading.isSelf(base): return .member(name, written: written)
            case .message(let receiver, let selector, let arguments, _) where arguments.isEmpty && !ValueReading.isSelf(receiver):
                return .member(selector, written: written)
            default: break
            }
        }
        return .unknown("returns '\(String(ValueReading.text(expression, source: source).prefix(60)))'")
    }

    /// What a getter of the class returns, read as this member's answer (its own returns, locals
    /// and branches).
    private func getterOutcome(_ name: String) -> Outcome {
        guard let body = getterBodies[name], !reading.contains(name) else { return .unknown("returns the computed property '\(name)'") }
        var inner = self
        inner.reading.insert(name)
        let (answer, fallback) = inner.read(body: body)
        if case .unknown(let why) = answer { return .unknown("returns the computed property '\(name)', which \(why)") }
        return Outcome(answer, fallback: fallback)
    }

    /// True for a receiver read as properties (`self.player`, `_player`), not a computed call.
    private func isPropertyChain(_ expression: Expr) -> Bool {
        ValueReading.isPlainChain(chain(expression))
    }

    /// `[super preferredStatusBarStyle]`, `[self.topViewController preferredStatusBarStyle]`,
    /// `self.topViewController.preferredStatusBarStyle`.
    private func memberOutcome(base: Expr, name: String, collected: Collected) -> Outcome? {
        let target = StatusBarMember(memberName: name)
        if ValueReading.isSuper(base) {
            return target == member ? .superCall : .unknown("returns 'super.\(name)'")
        }
        if let target, target == member || !member.isChildForwarding, !ValueReading.isSelf(base) {
            return .forward(ForwardTarget(resolvedTarget(base, collected: collected)), fallback: nil)
        }
        return nil
    }

    /// A local bound from a controller is resolved (`UIViewController *top = self.topViewController;`).
    private func resolvedTarget(_ base: Expr, collected: Collected) -> String {
        let text = chain(base)
        if let local = collected.locals[text] { return chain(local) }
        // `[(UIViewController *)self.delegate prefersStatusBarHidden]`: a controller, as the cast says.
        if case .cast(let type, _) = base.kind, type.hasSuffix("Controller") { return "(\(type) *)\(text)" }
        return text
    }

    private func isFallback(_ outcome: Outcome) -> Bool {
        switch outcome {
        case .constant, .superCall: true
        default: false
        }
    }

    /// `!x` or `x == nil`: the branches are swapped.
    private func isNilTest(_ condition: Expr) -> Bool {
        switch ValueReading.unwrap(condition).kind {
        case .unary("!", _): return true
        case .binary("==", let left, let right): return ValueReading.isNil(left) || ValueReading.isNil(right)
        default: return false
        }
    }

    private func coalesce(_ left: Outcome, _ right: Outcome) -> Outcome {
        if case .forward(let target, _) = left, case .constant(let fallback) = right { return .forward(target, fallback: fallback) }
        if case .forward(let target, _) = left, case .superCall = right { return .forward(target, fallback: "super") }
        if case .forward(let target, _) = left, member.isChildForwarding { return .forward(target, fallback: nil) }
        return conditional([left, right], dependsOn: [])
    }

    private func conditional(_ branches: [Outcome], dependsOn: [String]) -> Outcome {
        AnswerOutcome.conditional(branches, dependsOn: dependsOn, childForwarding: member.isChildForwarding)
    }

    // MARK: Combining the returns

    private func combine(_ outcomes: [Outcome], dependsOn: [String]) -> (Answer, String?) {
        AnswerOutcome.combine(outcomes, dependsOn: dependsOn, childForwarding: member.isChildForwarding)
    }
}

