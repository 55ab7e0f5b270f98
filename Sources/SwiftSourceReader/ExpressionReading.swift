import SourceModel
import SwiftParser
import SwiftSyntax

/// Small readings of expressions shared by the visitor and the answer reader.
enum ExpressionReading {
    /// Strips parentheses around one element, `try`, `await`, `?` and `!`. (One test of the node's
    /// kind a step: most expressions are none of these, and each `as` cast costs a node.)
    static func unwrap(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            switch current.kind {
            case .tupleExpr:
                let elements = current.cast(TupleExprSyntax.self).elements
                guard elements.count == 1, let only = elements.first, only.label == nil else { return current }
                current = only.expression
            case .forceUnwrapExpr:
                current = current.cast(ForceUnwrapExprSyntax.self).expression
            case .optionalChainingExpr:
                current = current.cast(OptionalChainingExprSyntax.self).expression
            case .tryExpr:
                current = current.cast(TryExprSyntax.self).expression
            case .awaitExpr:
                current = current.cast(AwaitExprSyntax.self).expression
            case .sequenceExpr:
                let elements = current.cast(SequenceExprSyntax.self).elements
                guard elements.count == 1, let only = elements.first else { return current }
                current = only
            case .functionCallExpr:
                // `UINavigationController(rootViewController: vc).then { $0.isNavigationBarHidden = true }`
                // (the Then library's configuration closure): the value is the one configured.
                guard let base = configuredBase(current.cast(FunctionCallExprSyntax.self)) else { return current }
                current = base
            default:
                return current
            }
        }
    }

    /// The value a configuration closure is given and returns (`x.then { $0.… }`, the Then
    /// library's): `x`, else `nil`.
    static func configuredBase(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.arguments.isEmpty, call.trailingClosure != nil, call.additionalTrailingClosures.isEmpty,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "then",
              let base = member.base else { return nil }
        return base
    }

    /// An identifier's name without backticks.
    static func identifier(_ token: TokenSyntax) -> String {
        let text = token.text
        if text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") { return String(text.dropFirst().dropLast()) }
        return text
    }

    /// True for `self`.
    static func isSelf(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// The text of a member chain without `?`, `!`, parentheses, whitespace or a leading
    /// `self.`: `self.navigationController?.navigationBar` → `navigationController.navigationBar`.
    static func chainText(_ expression: ExprSyntax) -> String {
        let text = rawChainText(expression)
        if text.hasPrefix("self.") { return String(text.dropFirst(5)) }
        return text
    }

    private static func rawChainText(_ expression: ExprSyntax) -> String {
        let expression = unwrap(expression)
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return "." + name }
            return rawChainText(base) + "." + name
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        
        if expression.is(SuperExprSyntax.self) { return "super" }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let arguments = call.arguments.map { argument in
                (argument.label.map { $0.text + ": " } ?? "") + argument.expression.sourceText
            }
            return rawChainText(call.calledExpression) + "(" + arguments.joined(separator: ", ") + ")"
        }
        return expression.sourceText
    }

    /// The last member name of a chain and its base: `nav.navigationBar.barStyle` → (`barStyle`,
    /// base `nav.navigationBar`); `barStyle` → (`barStyle`, nil).
    static func lastMember(_ expression: ExprSyntax) -> (name: String, nameToken: TokenSyntax, base: ExprSyntax?)? {
        let expression = unwrap(expression)
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if isSelf(base) { return (member.declName.baseName.text, member.declName.baseName, nil) }
            return (member.declName.baseName.text, member.declName.baseName, base)
        }
        if let reference = typeReference(expression) {
            return (reference.baseName.text, reference.baseName, nil)
        }
        return nil
    }

    /// The name an expression refers to, a generic type's arguments left out: `FeedView`, and
    /// `FeedView<NavigationStore>` (a generic type given its arguments where it is made).
    static func typeReference(_ expression: ExprSyntax) -> DeclReferenceExprSyntax? {
        expression.as(DeclReferenceExprSyntax.self)
            ?? expression.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)
    }

    /// A name made current: backticks removed, Swift 2 capitalised case names lowercased at
    /// the first letter (`LightContent` → `lightContent`, `None` → `none`).
    static func currentCaseName(_ name: String) -> String {
        var name = name
        if name.hasPrefix("`"), name.hasSuffix("`"), name.count > 2 { name = String(name.dropFirst().dropLast()) }
        guard name.startsUppercase, let first = name.first else { return name }
        // An all-caps name (an acronym) is left alone.
        if name.allSatisfy({ $0.isUppercase || $0.isNumber }) { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// True for a type name that names a UIKit/SwiftUI enum (`UIStatusBarStyle`,
    /// `UIModalPresentationStyle`, `ColorScheme`).
    static func isEnumTypeName(_ text: String) -> Bool {
        (text.hasPrefix("UI") && text.count > 2 && !text.contains(".") && text != "UIColor" && text != "UIApplication")
            || text == "ColorScheme" || text == "ToolbarPlacement"
    }

    /// A type named before a case: `ColorScheme`, or qualified by its framework's module
    /// (`SwiftUI.ColorScheme`, `UIKit.UIStatusBarStyle`).
    static func typeName(_ base: ExprSyntax) -> String? {
        let base = unwrap(base)
        if let type = base.as(DeclReferenceExprSyntax.self) { return type.baseName.text }
        if let qualified = base.as(MemberAccessExprSyntax.self), qualified.declName.argumentNames == nil,
           let module = qualified.base.map(unwrap)?.as(DeclReferenceExprSyntax.self), ["SwiftUI", "UIKit"].contains(module.baseName.text) {
            return qualified.declName.baseName.text
        }
        return nil
    }

    /// An implicit member, alone or called (`.inbox`, `.entry(id)`): its name, as written.
    static func implicitMemberName(_ expression: ExprSyntax) -> String? {
        var expression = unwrap(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = unwrap(call.calledExpression) }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.text
    }

    /// An enum case written `.lightContent`, `UIStatusBarStyle.lightContent` or Swift 2
    /// `.LightContent`, as its current name.
    static func caseName(_ expression: ExprSyntax) -> String? {
        let expression = unwrap(expression)
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else {
            return nil
        }
        if let base = member.base {
            guard let type = typeName(base), isEnumTypeName(type) else { return nil }
        }
        return currentCaseName(member.declName.baseName.text)
    }

    /// `true` or `false`.
    static func boolLiteral(_ expression: ExprSyntax) -> Bool? {
        guard let literal = unwrap(expression).as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// A number written with literals and `+ - * /` (`18/255`, `0.5`, `CGFloat(18) / 255.0`).
    static func number(_ expression: ExprSyntax) -> Double? {
        let expression = unwrap(expression)
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.replacingUnderscores())
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingUnderscores())
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let type = call.calledExpression.as(DeclReferenceExprSyntax.self),
            ["CGFloat", "Double", "Float"].contains(type.baseName.text),
            call.arguments.count == 1, let only = call.arguments.first, only.label == nil
        {
            return number(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return evaluate(Array(sequence.elements))
        }
        return nil
    }

    /// Evaluates an unfolded sequence of numbers and `+ - * /` with the usual precedence.
    private static func evaluate(_ elements: [ExprSyntax]) -> Double? {
        guard elements.count % 2 == 1 else { return nil }
        var operands: [Double] = []
        var operators: [String] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 0 {
                guard let value = number(element) else { return nil }
                operands.append(value)
            } else {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text,
                    ["+", "-", "*", "/"].contains(op)
                else { return nil }
                operators.append(op)
            }
        }
        // First * and /, then + and -.
        var sums: [Double] = [operands[0]]
        var signs: [String] = []
        for (index, op) in operators.enumerated() {
            let right = operands[index + 1]
            switch op {
            case "*": sums[sums.count - 1] *= right
            case "/":
                guard right != 0 else { return nil }
                sums[sums.count - 1] /= right
            default:
                signs.append(op)
                sums.append(right)
            }
        }
        var total = sums[0]
        for (index, sign) in signs.enumerated() { total += sign == "+" ? sums[index + 1] : -sums[index + 1] }
        return total
    }

    /// A plain string literal's value (no interpolation).
    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        unwrap(expression).as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// A value as an enum case, a Boolean, a number, or `.other`.
    static func parsedValue(_ expression: ExprSyntax) -> ParsedValue {
        if let bool = boolLiteral(expression) { return .bool(bool) }
        if let name = caseName(expression) { return .enumCase(name) }
        if let number = number(expression) { return .number(number) }
        return .other
    }

    /// A value that is expected to be a color.
    static func parsedColor(_ expression: ExprSyntax) -> ParsedValue {
        colorValue(expression).map(ParsedValue.color) ?? .other
    }

    /// Reads `.white`, `UIColor.white`, `UIColor.whiteColor()`, `UIColor(named: "Card")`,
    /// `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`, `#colorLiteral(…)`,
    /// `UIColor(hex: "…")`.
    static func colorValue(_ expression: ExprSyntax) -> ColorValue? {
        let expression = unwrap(expression)
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if let base = member.base {
                guard let type = base.as(DeclReferenceExprSyntax.self), isColorType(type.baseName.text) else {
                    return nil
                }
            }
            return .system(currentCaseName(member.declName.baseName.text))
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "colorLiteral" {
            return components(of: macro.arguments)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let called = unwrap(call.calledExpression)
        // Swift 2: `UIColor.whiteColor()`.
        if let member = called.as(MemberAccessExprSyntax.self), let base = member.base,
            let type = base.as(DeclReferenceExprSyntax.self), isColorType(type.baseName.text), call.arguments.isEmpty
        {
            let name = member.declName.baseName.text
            guard name.hasSuffix("Color"), name.count > 5 else { return nil }
            return .system(String(name.dropLast(5)))
        }
        // `.init(named:)` on a color, or `UIColor(…)` / `Color(…)`.
        let isColorInit: Bool
        if let type = called.as(DeclReferenceExprSyntax.self) {
            isColorInit = isColorType(type.baseName.text)
        } else if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            isColorInit = member.base.map { isColorType($0.sourceText) } ?? true
        } else {
            isColorInit = false
        }
        guard isColorInit else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        if labels.first == "named" || (labels == ["_"] && called.sourceText == "Color"),
            let first = call.arguments.first, let name = stringLiteral(first.expression)
        {
            return .named(name)
        }
        if let first = labels.first, first.lowercased().contains("hex"), let argument = call.arguments.first,
            let hex = stringLiteral(argument.expression)
        {
            return .hex(hex)
        }
        return components(of: call.arguments)
    }

    private static func isColorType(_ name: String) -> Bool {
        name == "UIColor" || name == "Color" || name == "NSColor" || name == "CGColor"
    }

    private static func components(of arguments: LabeledExprListSyntax) -> ColorValue? {
        var values: [String: Double] = [:]
        for argument in arguments {
            guard let label = argument.label?.text, let value = number(argument.expression) else { return nil }
            values[label == "displayP3Red" ? "red" : label] = value
        }
        if let red = values["red"], let green = values["green"], let blue = values["blue"] {
            return .rgb(red: red, green: green, blue: blue, alpha: values["alpha"] ?? values["opacity"] ?? 1)
        }
        if let white = values["white"] {
            return .white(white, alpha: values["alpha"] ?? 1)
        }
        return nil
    }

    /// The name of a type without generic arguments or a `UIKit.` prefix.
    static func typeName(_ type: TypeSyntax) -> String {
        var name: String
        // `X?` and `X!` name the class X.
        if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            name = Self.identifier(identifier.name)
        } else if let member = type.as(MemberTypeSyntax.self) {
            name = typeName(member.baseType) + "." + Self.identifier(member.name)
        } else {
            name = type.sourceText
        }
        for module in ["UIKit.", "SwiftUI.", "Foundation."] where name.hasPrefix(module) {
            name = String(name.dropFirst(module.count))
        }
        return name
    }

    /// The names a condition reads: `isDarkTheme`, `traitCollection.userInterfaceStyle`,
    /// `player.isPlaying` (without `self.`, `?`, `!`).
    static func namesRead(in node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        collectNames(Syntax(node), into: &names)
        return names
    }

    private static func collectNames(_ node: Syntax, into names: inout [String]) {
        if let member = node.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return }  // `.dark`: a constant
            if let type = base.as(DeclReferenceExprSyntax.self), isEnumTypeName(type.baseName.text) { return }
            let text = chainText(ExprSyntax(member))
            if !text.contains("("), !text.contains(" ") {
                names.append(text)
                return
            }
        } else if let reference = node.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if reference.baseName.tokenKind != .binaryOperator(name), name != "self" { names.append(name) }
            return
        } else if let call = node.as(FunctionCallExprSyntax.self) {
            let called = chainText(call.calledExpression)
            if !called.contains("(") { names.append(called + "()") }
            for argument in call.arguments { collectNames(Syntax(argument.expression), into: &names) }
            return
        } else if node.is(ClosureExprSyntax.self) {
            return
        }
        for child in node.children(viewMode: .sourceAccurate) { collectNames(child, into: &names) }
    }

    /// The branch of an `if` that only an iPad takes: the body when the condition is an iPad's
    /// (`userInterfaceIdiom == .pad`, `horizontalSizeClass == .regular`, an `isPad` flag), the
    /// `else` when it is an iPhone's (``IdiomCondition``); `nil` for any other condition. (A regular
    /// width on an iPhone is a large one in landscape, where the status bar is hidden.) Asked of the
    /// `if`s around a presentation and of every `if` in a SwiftUI body.
    static func padOnlyBranch(_ ifExpression: IfExprSyntax) -> Syntax? {
        // The condition's text from its bytes: most name no device.
        guard let says = IdiomCondition.onlyOnPad(ifExpression.conditions.sourceText) else { return nil }
        return says ? Syntax(ifExpression.body) : ifExpression.elseBody.map { Syntax($0) }
    }

    /// The Booleans an `if` takes its body on that the reader cannot settle (``SwiftUIBody/flagged``):
    /// each name (`bigScreen`, `self.bigScreen`) that is a part of its conditions joined by `,` or
    /// `&&`, not negated. None when a condition has `||` (the body is taken without the name).
    static func guardingFlags(_ ifExpression: IfExprSyntax) -> [String] {
        var flags: [String] = []
        for condition in ifExpression.conditions {
            guard case .expression(let expression) = condition.condition else { continue }
            var parts: [ExprSyntax] = [expression]
            if let sequence = expression.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                var operands: [ExprSyntax] = []
                for (index, element) in elements.enumerated() {
                    if index % 2 == 1 {
                        guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" else { return [] }
                    } else {
                        operands.append(element)
                    }
                }
                parts = operands
            }
            flags += parts.compactMap { plainObjectName($0) }.filter(\.startsLowercase)
        }
        return flags
    }

    /// The name of an object written as `listView` or `self.listView` (optionals unwrapped); `nil`
    /// for `self` and for any longer chain or call.
    static func plainObjectName(_ base: ExprSyntax) -> String? {
        let base = unwrap(base)
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.tokenKind == .keyword(.self) ? nil : identifier(reference.baseName)
        }
        if let member = base.as(MemberAccessExprSyntax.self), let owner = member.base, isSelf(unwrap(owner)) {
            return identifier(member.declName.baseName)
        }
        return nil
    }

    /// The one expression of a function's or a getter's statements (`expr`, `return expr`), else `nil`.
    static func onlyExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first else { return nil }
        // `#if targetEnvironment(macCatalyst) return true #else return idiom == .pad #endif`: the
        // clause an iPhone build compiles, when the conditions say which.
        if case .decl(let decl) = item.item, let config = decl.as(IfConfigDeclSyntax.self) {
            guard let clause = config.clauses.first(where: { !FactsVisitor.isDisabled($0) }),
                  clause.condition.map({ FactsVisitor.iOSValue($0) == true }) ?? true,
                  case .statements(let inner)? = clause.elements else { return nil }
            return onlyExpression(inner)
        }
        return value(of: item)
    }

    /// The value a statement gives as a closure's or a function's last: the expression written
    /// (`expr`, `return expr`), else `nil`.
    static func value(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
            ?? statement.as(ExpressionStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// The value an iPhone assigns with `idiom == .phone ? .fullScreen : .formSheet` (unfolded: the
    /// condition's elements, the ternary, the `else` value), told by ``IdiomCondition`` as
    /// ``padOnlyBranch(_:)`` tells an `if`'s; `nil` for any other expression of several elements.
    static func iPhoneBranch(_ elements: [ExprSyntax]) -> ExprSyntax? {
        guard let ternary = unfoldedTernary(elements), ternary.otherwise.count == 1,
              let onlyOnPad = IdiomCondition.onlyOnPad(ternary.condition.map(\.trimmedDescription).joined(separator: " "))
        else { return nil }
        return onlyOnPad ? ternary.otherwise[0] : ternary.then
    }

    /// The first ternary of an unfolded sequence (`c ? a : b`, as the parser leaves it): the
    /// condition's elements, the `then` value, and the `else` elements after it (one value, or a
    /// sequence of its own: `c ? a : d ? b : e`); `nil` when the sequence holds no ternary with
    /// something on each side.
    static func unfoldedTernary(_ elements: [ExprSyntax])
        -> (condition: ArraySlice<ExprSyntax>, then: ExprSyntax, otherwise: [ExprSyntax])? {
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self), index > 0, index < elements.count - 1
        else { return nil }
        return (elements[..<index], ternary.thenExpression, Array(elements[(index + 1)...]))
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(filter { $0 != "_" }) }
}

extension String {
    /// `first?.isUppercase == true`, told from the first two bytes when they are ASCII (names
    /// almost always are): two ASCII bytes are two characters (CR LF is no letter), so the first
    /// character is that byte. Otherwise Unicode's answer (`É`, `A` with a combining accent).
    var startsUppercase: Bool {
        if let ascii = firstASCIICharacter { return ascii >= UInt8(ascii: "A") && ascii <= UInt8(ascii: "Z") }
        return first?.isUppercase == true
    }

    /// `first?.isLowercase == true`, the same way as ``startsUppercase``.
    var startsLowercase: Bool {
        if let ascii = firstASCIICharacter { return ascii >= UInt8(ascii: "a") && ascii <= UInt8(ascii: "z") }
        return first?.isLowercase == true
    }

    /// The first character when it is an ASCII byte followed by another ASCII byte or nothing.
    private var firstASCIICharacter: UInt8? {
        var bytes = utf8.makeIterator()
        guard let first = bytes.next(), first < 0x80, (bytes.next() ?? 0) < 0x80 else { return nil }
        return first
    }
}
