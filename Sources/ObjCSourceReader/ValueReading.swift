import Foundation
import SourceModel

/// Reads names, constants, numbers and colors from Objective-C expressions, in the forms the
/// Swift reader gives (`UIStatusBarStyleLightContent` → `lightContent`,
/// `self.childViewControllers.lastObject` → `children.last`).
enum ValueReading {
    /// Strips casts.
    static func unwrap(_ expression: Expr) -> Expr {
        var current = expression
        while case .cast(_, let operand) = current.kind { current = operand }
        return current
    }

    static func isSelf(_ expression: Expr) -> Bool {
        if case .name("self") = unwrap(expression).kind { return true }
        return false
    }

    /// Whether an argument hands over the caller: `self` or a local bound to it (`isAlias`:
    /// `__weak typeof(self) weakSelf = self`), or its own navigation controller
    /// (`self.navigationController`, `[self navigationController]`).
    static func handsCaller(_ expression: Expr, aliases isAlias: (String) -> Bool) -> Bool {
        func isCaller(_ e: Expr) -> Bool {
            guard case .name(let name) = unwrap(e).kind else { return false }
            return name == "self" || isAlias(name)
        }
        switch unwrap(expression).kind {
        case .name: return isCaller(expression)
        case .member(let base, "navigationController", _): return isCaller(base)
        case .message(let base, "navigationController", let arguments, _): return arguments.isEmpty && isCaller(base)
        default: return false
        }
    }

    static func isSuper(_ expression: Expr) -> Bool {
        if case .name("super") = unwrap(expression).kind { return true }
        return false
    }

    /// A type name: capitalised (`UIColor`, `UIApplication`, `PlayerViewController`).
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= 0x41 && first <= 0x5A && !isMacroConstant(name)
    }

    private static func isMacroConstant(_ name: String) -> Bool {
        name.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || $0 == 0x5F || ($0 >= 0x30 && $0 <= 0x39) }
    }

    /// Names of UIKit collections written the Objective-C way, made Swift: `childViewControllers`
    /// → `children`, `lastObject` → `last`, `firstObject` → `first`.
    private static let swiftNames: [String: String] = [
        "childViewControllers": "children", "lastObject": "last", "firstObject": "first",
    ]

    /// The text of a member chain without `self.`: `self.navigationController.navigationBar` →
    /// `navigationController.navigationBar`; `[self topViewController]` → `topViewController`;
    /// a class message without arguments keeps its parentheses (`[UIApplication sharedApplication]`
    /// → `UIApplication.sharedApplication()`); other messages are written `receiver.label(…)`.
    static func chainText(_ expression: Expr, source: [UInt8]) -> String {
        let text = rawChain(expression, source: source)
        if text.hasPrefix("self.") { return String(text.dropFirst(5)) }
        return text
    }

    private static func rawChain(_ expression: Expr, source: [UInt8]) -> String {
        let expression = unwrap(expression)
        switch expression.kind {
        case .name(let name):
            return name
        case .member(let base, let name, _):
            return rawChain(base, source: source) + "." + (swiftNames[name] ?? name)
        case .message(let receiver, let selector, let arguments, _):
            let base = rawChain(receiver, source: source)
            if arguments.isEmpty {
                if case .name(let name) = unwrap(receiver).kind, isTypeName(name) { return base + "." + selector + "()" }
                return base + "." + (swiftNames[selector] ?? selector)
            }
            let label = selector.split(separator: ":").first.map(String.init) ?? selector
            return base + "." + label + "(" + arguments.map { text($0, source: source) }.joined(separator: ", ") + ")"
        case .subscriptAccess(let base, let index):
            return rawChain(base, source: source) + "[" + text(index, source: source) + "]"
        default:
            return text(expression, source: source)
        }
    }

    /// The source text of an expression, trimmed.
    static func text(_ expression: Expr, source: [UInt8]) -> String {
        let start = max(0, min(expression.start, source.count))
        let end = max(start, min(expression.end, source.count))
        return String(decoding: source[start..<end], as: UTF8.self).trimmingSpaces()
    }

    /// True for a chain without calls, spaces or subscripts.
    static func isPlainChain(_ chain: String) -> Bool {
        !chain.contains("(") && !chain.contains(" ") && !chain.contains("[") && !chain.isEmpty
    }

    // MARK: Constants

    /// Prefixes of UIKit enum constants, longest first: `UIStatusBarStyleLightContent` →
    /// `lightContent`, `UIModalPresentationOverFullScreen` → `overFullScreen`.
    private static let enumPrefixes: [String] = [
        "UIModalPresentationStyle", "UIStatusBarAnimation", "UIUserInterfaceStyle", "UIModalTransitionStyle",
        "UIModalPresentation", "UIStatusBarStyle", "UIBarStyle", "UIInterfaceOrientationMask",
        "UIInterfaceOrientation", "UIBlurEffectStyle", "UIActivityIndicatorViewStyle",
    ].sorted { $0.count > $1.count }

    /// The current case name of a UIKit enum constant, or `nil`.
    static func caseName(_ identifier: String) -> String? {
        for prefix in enumPrefixes where identifier.hasPrefix(prefix) {
            let rest = identifier.dropFirst(prefix.count)
            guard let first = rest.first, first.isUppercase else { continue }
            if rest.allSatisfy({ $0.isUppercase || $0.isNumber }) { return String(rest) }
            return first.lowercased() + rest.dropFirst()
        }
        return nil
    }

    static let trueNames: Set<String> = ["YES", "true", "TRUE"]
    static let falseNames: Set<String> = ["NO", "false", "FALSE"]
    static let nilNames: Set<String> = ["nil", "NULL", "Nil", "nullptr"]

    static func boolLiteral(_ expression: Expr) -> Bool? {
        guard case .name(let name) = unwrap(expression).kind else { return nil }
        if trueNames.contains(name) { return true }
        if falseNames.contains(name) { return false }
        return nil
    }

    static func isNil(_ expression: Expr) -> Bool {
        if case .name(let name) = unwrap(expression).kind { return nilNames.contains(name) }
        return false
    }

    /// An enum constant expression's case name.
    static func caseName(of expression: Expr) -> String? {
        guard case .name(let name) = unwrap(expression).kind else { return nil }
        return caseName(name)
    }

    /// A number: literals (`0.5`, `255.0f`, `0x1B`) and `+ - * /` of them, through casts.
    static func number(_ expression: Expr) -> Double? {
        let expression = unwrap(expression)
        switch expression.kind {
        case .number(let text): return numberLiteral(text)
        case .unary("-", let operand): return number(operand).map { -$0 }
        case .unary("+", let operand): return number(operand)
        case .binary(let op, let left, let right):
            guard let l = number(left), let r = number(right) else { return nil }
            switch op {
            case "+": return l + r
            case "-": return l - r
            case "*": return l * r
            case "/": return r == 0 ? nil : l / r
            default: return nil
            }
        case .call(let callee, let arguments):
            // `CGFloat(18)` (C++ functional cast)
            guard case .name(let name) = callee.kind, ["CGFloat", "double", "float"].contains(name), arguments.count == 1
            else { return nil }
            return number(arguments[0])
        default: return nil
        }
    }

    static func numberLiteral(_ text: String) -> Double? {
        var body = text.lowercased().replacingOccurrences(of: "'", with: "")
        if body.hasPrefix("0x") {
            while let last = body.last, "ul".contains(last) { body.removeLast() }
            return UInt64(body.dropFirst(2), radix: 16).map(Double.init)
        }
        while let last = body.last, "ulf".contains(last) { body.removeLast() }
        return Double(body)
    }

    /// A value as an enum case, a Boolean, a number, or `.other`.
    static func parsedValue(_ expression: Expr) -> ParsedValue {
        if let bool = boolLiteral(expression) { return .bool(bool) }
        if let name = caseName(of: expression) { return .enumCase(name) }
        if let number = number(expression) { return .number(number) }
        return .other
    }

    static func parsedColor(_ expression: Expr) -> ParsedValue {
        colorValue(expression).map(ParsedValue.color) ?? .other
    }

    private static let colorTypes: Set<String> = ["UIColor", "NSColor"]

    /// `[UIColor whiteColor]`, `UIColor.systemBackgroundColor`, `[UIColor colorNamed:@"Card"]`,
    /// `[UIColor colorWithRed:green:blue:alpha:]`, `[UIColor colorWithWhite:alpha:]`,
    /// `[[UIColor alloc] initWithRed:…]`, `[UIColor colorWithHexString:@"#1B1B1F"]`.
    static func colorValue(_ expression: Expr) -> ColorValue? {
        let expression = unwrap(expression)
        switch expression.kind {
        case .member(let base, let name, _):
            guard case .name(let type) = unwrap(base).kind, colorTypes.contains(type), name.hasSuffix("Color"), name.count > 5
            else { return nil }
            return .system(String(name.dropLast(5)))
        case .message(let receiver, let selector, let arguments, _):
            var isColor = false
            if case .name(let type) = unwrap(receiver).kind, colorTypes.contains(type) { isColor = true }
            if case .message(let inner, "alloc", _, _) = unwrap(receiver).kind, case .name(let type) = unwrap(inner).kind,
                colorTypes.contains(type)
            {
                isColor = true
            }
            guard isColor else { return nil }
            if arguments.isEmpty {
                guard selector.hasSuffix("Color"), selector.count > 5 else { return nil }
                return .system(String(selector.dropLast(5)))
            }
            let labels = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
            if labels.first == "colorNamed", case .string(let name) = arguments[0].kind { return .named(name) }
            if labels.first?.lowercased().contains("hex") == true, case .string(let hex) = arguments[0].kind { return .hex(hex) }
            var values: [String: Double] = [:]
            for (label, argument) in zip(labels, arguments) {
                guard let value = number(argument) else { return nil }
                let key = label.replacingOccurrences(of: "colorWith", with: "").replacingOccurrences(of: "initWith", with: "")
                    .lowercased()
                values[key == "displayp3red" ? "red" : key] = value
            }
            if let red = values["red"], let green = values["green"], let blue = values["blue"] {
                return .rgb(red: red, green: green, blue: blue, alpha: values["alpha"] ?? 1)
            }
            if let white = values["white"] { return .white(white, alpha: values["alpha"] ?? 1) }
            return nil
        default:
            return nil
        }
    }

    // MARK: Names read

    /// The names a condition reads: `isDarkTheme`, `traitCollection.userInterfaceStyle`,
    /// `player.isPlaying` (without `self.`; an ivar `_isDark` reads `isDark`). Calls with
    /// arguments read `receiver.label()`; `@available(…)` is kept as written.
    static func namesRead(in expression: Expr, source: [UInt8]) -> [String] {
        var names: [String] = []
        collectNames(expression, source: source, into: &names, depth: 0)
        return names
    }

    static func normalisedIvar(_ name: String) -> String {
        guard name.hasPrefix("_"), name.count > 1, let second = name.dropFirst().first, second.isLowercase else { return name }
        return String(name.dropFirst())
    }

    private static let notNames: Set<String> = ["self", "super"]

    private static func collectNames(_ expression: Expr, source: [UInt8], into names: inout [String], depth: Int) {
        guard depth < 64 else { return }
        let expression = unwrap(expression)
        switch expression.kind {
        case .name(let name):
            if notNames.contains(name) || trueNames.contains(name) || falseNames.contains(name) || nilNames.contains(name)
                || caseName(name) != nil
            {
                return
            }
            names.append(normalisedIvar(name))
        case .message(let receiver, let selector, let arguments, _) where !arguments.isEmpty:
            let base = chainText(receiver, source: source)
            let label = selector.split(separator: ":").first.map(String.init) ?? selector
            if isPlainChain(base) { names.append((base == "self" ? "" : base + ".") + label + "()") }
            for argument in arguments { collectNames(argument, source: source, into: &names, depth: depth + 1) }
        case .member, .message:
            let chain = chainText(expression, source: source)
            if isPlainChain(chain) {
                names.append(chain)
                return
            }
            if case .member(let base, _, _) = expression.kind {
                collectNames(base, source: source, into: &names, depth: depth + 1)
            } else if case .message(let receiver, _, _, _) = expression.kind {
                collectNames(receiver, source: source, into: &names, depth: depth + 1)
            }
        case .call(let callee, let arguments):
            let called = chainText(callee, source: source)
            if isPlainChain(called) { names.append(called + "()") }
            for argument in arguments { collectNames(argument, source: source, into: &names, depth: depth + 1) }
        case .available(let text):
            names.append(text)
        case .unary(_, let operand):
            collectNames(operand, source: source, into: &names, depth: depth + 1)
        case .binary(_, let left, let right):
            collectNames(left, source: source, into: &names, depth: depth + 1)
            collectNames(right, source: source, into: &names, depth: depth + 1)
        case .ternary(let condition, let then, let otherwise):
            collectNames(condition, source: source, into: &names, depth: depth + 1)
            if let then { collectNames(then, source: source, into: &names, depth: depth + 1) }
            collectNames(otherwise, source: source, into: &names, depth: depth + 1)
        case .subscriptAccess(let base, let index):
            collectNames(base, source: source, into: &names, depth: depth + 1)
            collectNames(index, source: source, into: &names, depth: depth + 1)
        case .assign(_, _, let value):
            collectNames(value, source: source, into: &names, depth: depth + 1)
        case .other(let children):
            for child in children { collectNames(child, source: source, into: &names, depth: depth + 1) }
        default:
            return
        }
    }
}
