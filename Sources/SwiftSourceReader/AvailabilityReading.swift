import SourceModel
import SwiftSyntax

/// The iOS version below which a piece of code runs, as the availability checks and attributes
/// around it say (``DeprecatedUse/runsOnlyBelow``). Asked only where a deprecated use is recorded:
/// it walks up from the use, so that nothing is kept while the file is visited but, for each block
/// holding a use, what its statements say of the ones after them (read once: a block of many
/// statements with many uses stays linear).
struct AvailabilityReading {
    /// For each block met, the bound each of its statements runs under from the statements before it.
    private var blocks: [SyntaxIdentifier: [SyntaxIdentifier: WrittenVersion]] = [:]

    /// The lowest version any enclosing check or attribute bounds `node` by:
    /// - the `else` of an `if` whose conditions are all `#available` (`else if` included), or of a
    ///   `guard` whose conditions are: below the highest of their iOS versions;
    /// - the body of an `if` with an `#unavailable(iOS V)` condition: below `V`;
    /// - code after, in the same block, an `if` of `#available` conditions without `else` whose
    ///   body always leaves the block (`return`, `throw`, `break`, `continue`, `fatalError()`), or a
    ///   `guard` with an `#unavailable(iOS V)` condition;
    /// - a declaration (function, property, type, extension) marked
    ///   `@available(iOS, deprecated: V)` or `@available(iOS, obsoleted: V)`.
    /// An `#available` that names no iOS version (`#available(macOS 10.15, *)`) bounds nothing.
    mutating func runsOnlyBelow(_ node: some SyntaxProtocol) -> WrittenVersion? {
        var bound: WrittenVersion?
        var child = Syntax(node)
        var current = child.parent
        while let parent = current {
            if let ifExpr = parent.as(IfExprSyntax.self) {
                if let elseBody = ifExpr.elseBody, elseBody.id == child.id {
                    bound = .lower(bound, Self.failingBelow(ifExpr.conditions))
                } else if ifExpr.body.id == child.id {
                    bound = .lower(bound, Self.holdingBelow(ifExpr.conditions))
                }
            } else if let guardStmt = parent.as(GuardStmtSyntax.self) {
                if guardStmt.body.id == child.id { bound = .lower(bound, Self.failingBelow(guardStmt.conditions)) }
            } else if let items = parent.as(CodeBlockItemListSyntax.self) {
                bound = .lower(bound, boundsAfterEarlierStatements(items)[child.id])
            } else if let declaration = parent.asProtocol((any WithAttributesSyntax).self) {
                bound = .lower(bound, Self.deprecatedBelow(declaration.attributes))
            }
            child = parent
            current = parent.parent
        }
        return bound
    }

    /// The highest iOS version any enclosing `if #available(iOS V, *)` runs `node` from (its body:
    /// every condition holds, so every `#available` one), a `guard #available(iOS V, *)` before it
    /// in an enclosing block, or an `@available(iOS V, *)` declaration around it; `nil` when none says.
    static func runsOnlyFrom(_ node: some SyntaxProtocol) -> WrittenVersion? {
        var from: WrittenVersion?
        func hold(_ conditions: ConditionElementListSyntax) {
            for element in conditions {
                guard case .availability(let check) = element.condition, check.availabilityKeyword.tokenKind == .poundAvailable,
                      let version = iOSVersion(check.availabilityArguments) else { continue }
                from = max(from ?? version, version)
            }
        }
        var child = Syntax(node)
        var current = child.parent
        while let parent = current {
            if let ifExpr = parent.as(IfExprSyntax.self), ifExpr.body.id == child.id {
                hold(ifExpr.conditions)
            } else if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == child.id { break }
                    if case .stmt(let statement) = item.item, let guardStmt = statement.as(GuardStmtSyntax.self) { hold(guardStmt.conditions) }
                }
            } else if let declaration = parent.asProtocol((any WithAttributesSyntax).self) {
                for attribute in declaration.attributes {
                    guard let arguments = attribute.as(AttributeSyntax.self)?.arguments?.as(AvailabilityArgumentListSyntax.self),
                          let version = iOSVersion(arguments) else { continue }
                    from = max(from ?? version, version)
                }
            }
            child = parent
            current = parent.parent
        }
        return from
    }

    /// Each statement of a block that earlier statements bound, with the bound.
    private mutating func boundsAfterEarlierStatements(_ items: CodeBlockItemListSyntax) -> [SyntaxIdentifier: WrittenVersion] {
        if let known = blocks[items.id] { return known }
        var bounds: [SyntaxIdentifier: WrittenVersion] = [:]
        var bound: WrittenVersion?
        for item in items {
            if let bound { bounds[item.id] = bound }
            bound = .lower(bound, Self.belowAfter(item))
        }
        blocks[items.id] = bounds
        return bounds
    }

    /// The version below which an `else` runs when every condition is `#available`: the highest
    /// of their iOS versions (the `else` runs when any of them fails). `nil` when a condition is
    /// anything else (the `else` then runs on any version) or names no iOS version.
    private static func failingBelow(_ conditions: ConditionElementListSyntax) -> WrittenVersion? {
        var highest: WrittenVersion?
        for element in conditions {
            guard case .availability(let check) = element.condition, check.availabilityKeyword.tokenKind == .poundAvailable,
                  let version = iOSVersion(check.availabilityArguments)
            else { return nil }
            highest = max(highest ?? version, version)
        }
        return highest
    }

    /// The version below which code runs when every condition holds: the lowest iOS version of
    /// its `#unavailable` conditions, if it has any.
    private static func holdingBelow(_ conditions: ConditionElementListSyntax) -> WrittenVersion? {
        var lowest: WrittenVersion?
        for element in conditions {
            guard case .availability(let check) = element.condition, check.availabilityKeyword.tokenKind == .poundUnavailable
            else { continue }
            lowest = .lower(lowest, iOSVersion(check.availabilityArguments))
        }
        return lowest
    }

    /// What a statement says of the statements after it in its block: an `if` of `#available`
    /// conditions whose body always leaves (and that has no `else`) lets only older versions
    /// past; so does a `guard` with an `#unavailable` condition.
    private static func belowAfter(_ item: CodeBlockItemSyntax) -> WrittenVersion? {
        switch item.item {
        case .stmt(let statement):
            if let guardStmt = statement.as(GuardStmtSyntax.self) { return holdingBelow(guardStmt.conditions) }
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) {
                return belowAfter(expression)
            }
            return nil
        case .expr(let expression):
            return expression.as(IfExprSyntax.self).flatMap(belowAfter)
        case .decl:
            return nil
        }
    }

    private static func belowAfter(_ ifExpr: IfExprSyntax) -> WrittenVersion? {
        guard ifExpr.elseBody == nil, alwaysLeaves(ifExpr.body) else { return nil }
        return failingBelow(ifExpr.conditions)
    }

    /// Whether a body always leaves its enclosing block: one of its statements is a `return`,
    /// `throw`, `break` or `continue`, or a call of `fatalError` or `preconditionFailure`.
    private static func alwaysLeaves(_ body: CodeBlockSyntax) -> Bool {
        body.statements.contains { item in
            switch item.item {
            case .stmt(let statement):
                return statement.is(ReturnStmtSyntax.self) || statement.is(ThrowStmtSyntax.self)
                    || statement.is(BreakStmtSyntax.self) || statement.is(ContinueStmtSyntax.self)
            case .expr(let expression):
                guard let call = expression.as(FunctionCallExprSyntax.self),
                      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
                return name == "fatalError" || name == "preconditionFailure"
            case .decl:
                return false
            }
        }
    }

    /// The iOS version an availability check names (`iOS 13`, `iOS 13.0`; `iOSApplicationExtension`
    /// counts too), if it names one.
    private static func iOSVersion(_ arguments: AvailabilityArgumentListSyntax) -> WrittenVersion? {
        for argument in arguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  isIOS(restriction.platform.text), let version = restriction.version else { continue }
            return WrittenVersion(version.trimmedDescription)
        }
        return nil
    }

    private static func isIOS(_ platform: String) -> Bool { platform == "iOS" || platform == "iOSApplicationExtension" }

    /// The version an `@available(iOS, deprecated: V)` or `@available(iOS, obsoleted: V)` attribute
    /// of a declaration names (the lowest, if several do).
    private static func deprecatedBelow(_ attributes: AttributeListSyntax) -> WrittenVersion? {
        var lowest: WrittenVersion?
        for element in attributes {
            guard case .attribute(let attribute) = element,
                  attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "available",
                  case .availability(let arguments)? = attribute.arguments,
                  let first = arguments.first, case .token(let platform) = first.argument, isIOS(platform.text)
            else { continue }
            for argument in arguments {
                guard case .availabilityLabeledArgument(let labeled) = argument.argument,
                      ["deprecated", "obsoleted"].contains(labeled.label.text),
                      case .version(let version) = labeled.value else { continue }
                lowest = .lower(lowest, WrittenVersion(version.trimmedDescription))
            }
        }
        return lowest
    }
}
