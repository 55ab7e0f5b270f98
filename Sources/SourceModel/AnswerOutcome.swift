/// What one `return` of a status bar override gives, as the Swift and Objective-C readers read
/// it; several outcomes combine into the override's ``Answer`` (and its fallback) the same way in
/// both languages.
package enum AnswerOutcome: Hashable, Sendable {
    case constant(String)
    case nilValue
    case superCall
    case forward(ForwardTarget, fallback: String?)
    case stored(String)
    case conditional(values: [String], dependsOn: [String])
    case member(String, written: String, also: [String] = [])
    case mixed(constants: [String], members: [String], forwards: [ForwardTarget])
    case unknown(String)

    package init(_ answer: Answer, fallback: String?) {
        switch answer {
        case .constant(let value): self = .constant(value)
        case .conditional(let values, let names): self = .conditional(values: values, dependsOn: names)
        case .storedProperty(let name): self = .stored(name)
        case .forward(let target): self = .forward(target, fallback: fallback)
        case .nilValue: self = .nilValue
        case .superCall: self = .superCall
        case .member(let name, let written, let also): self = .member(name, written: written, also: also)
        case .mixed(let constants, let members, let forwards): self = .mixed(constants: constants, members: members, forwards: forwards)
        case .unknown(let reason): self = .unknown(reason)
        }
    }

    /// The answer and, for a forwarding with a fallback, the fallback.
    package var answer: (Answer, String?) {
        switch self {
        case .constant(let value): (.constant(value), nil)
        case .nilValue: (.nilValue, nil)
        case .superCall: (.superCall, nil)
        case .forward(let target, let fallback): (.forward(target), fallback)
        case .stored(let name): (.storedProperty(name: name), nil)
        case .conditional(let values, let names): (.conditional(values: values, dependsOn: Set(names).sorted()), nil)
        case .member(let name, let written, let also): (.member(name: name, written: written, also: Set(also).sorted()), nil)
        case .mixed(let constants, let members, let forwards):
            (.mixed(constants: Set(constants).sorted(), members: Set(members).sorted(), forwards: Set(forwards).sorted()), nil)
        case .unknown(let reason): (.unknown(reason: reason), nil)
        }
    }

    /// The suffix of a member's name called with style constants only (`AppearanceValue(light:
    /// .default, dark: .lightContent)` gives `AppearanceValue(…)`, the constants in `also`): where
    /// the function returns one of its arguments, those constants are its values.
    package static let givenConstants = "(…)"

    /// The value of a branch that returns the superclass's answer (`super.preferredStatusBarStyle`)
    /// among the values of a conditional answer: the audit puts the superclass's values in its place.
    package static let superValue = "super"

    /// The prefix of a value that stands for a branch returning one of the controller's stored
    /// properties (`return statusBarStyle` beside `return .lightContent`): the audit puts the
    /// property's values (its initial value and what the code assigns it) in its place.
    package static let storedPrefix = "stored:"

    /// The stored property a value stands for (``storedPrefix``), `nil` for any other value.
    package static func storedName(_ value: String) -> String? {
        value.hasPrefix(storedPrefix) ? String(value.dropFirst(storedPrefix.count)) : nil
    }

    /// Branches that each give a constant (or, for `childFor…`, a target) make a conditional answer;
    /// branches of different kinds (constants, other objects' members, forwardings) a mixed one.
    package static func conditional(_ branches: [AnswerOutcome], dependsOn: [String], childForwarding: Bool) -> AnswerOutcome {
        var values: [String] = []
        var names = dependsOn
        // One member of another object among constants (`theme?.statusBarStyle ?? .default`): the member, and the constants.
        var member: (name: String, written: String)?
        // Several members, or forwardings among them: a mixed answer.
        var members: [String] = []
        var forwards: [ForwardTarget] = []
        for branch in branches {
            switch branch {
            case .member(let name, let written, let also) where !childForwarding:
                member = member ?? (name, written)
                members.append(name)
                values += also
            case .forward(let target, let fallback) where !childForwarding && fallback != "super":
                forwards.append(target)
                if let fallback { values.append(fallback) }
            case .mixed(let constants, let more, let moreForwards) where !childForwarding:
                values += constants
                members += more
                forwards += moreForwards
            case .constant(let value): values.append(value)
            // `return statusBarStyle` (a stored property of the controller) beside constants: its values.
            case .stored(let name) where !childForwarding:
                values.append(Self.storedPrefix + name)
                names.append(name)
            // `return super.preferredStatusBarStyle` beside constants: what the superclass answers.
            case .superCall where !childForwarding: values.append(Self.superValue)
            case .nilValue where childForwarding: values.append("nil")
            case .forward(let target, _) where childForwarding: values.append(target.written)
            case .conditional(let more, let moreNames):
                values += more
                names += moreNames
            case .unknown(let reason): return .unknown(reason)
            default: return .unknown("the branches return different kinds of value")
            }
        }
        let unique = Set(values).sorted()
        if !forwards.isEmpty || Set(members).count > 1 {
            return .mixed(constants: unique, members: Set(members).sorted(), forwards: Set(forwards).sorted())
        }
        if let member { return .member(member.name, written: member.written, also: unique) }
        if unique.count == 1, let only = unique.first {
            if only == Self.superValue { return .superCall }
            if childForwarding { return only == "nil" ? .nilValue : .forward(ForwardTarget(only), fallback: nil) }
            return .constant(only)
        }
        return .conditional(values: unique, dependsOn: Set(names).sorted())
    }

    /// Every return of an override combined into its answer: one return is its answer; a single
    /// forwarding beside one constant is a forwarding with that fallback
    /// (`guard let top = topViewController else { return .default }; return top.preferredStatusBarStyle`);
    /// anything else is a conditional.
    package static func combine(_ outcomes: [AnswerOutcome], dependsOn: [String], childForwarding: Bool) -> (Answer, String?) {
        guard !outcomes.isEmpty else { return (.unknown(reason: "no returned value found"), nil) }
        if outcomes.count == 1, let only = outcomes.first {
            if case .conditional(let values, let names) = only {
                return (.conditional(values: values, dependsOn: Set(names + dependsOn).sorted()), nil)
            }
            return only.answer
        }
        let forwards = outcomes.compactMap { outcome -> (ForwardTarget, String?)? in
            if case .forward(let target, let fallback) = outcome { return (target, fallback) }
            return nil
        }
        if !childForwarding, forwards.count == 1, let (target, fallback) = forwards.first {
            let constants = Set(outcomes.compactMap { if case .constant(let value) = $0 { value } else { nil } })
            if constants.count + 1 == outcomes.count, constants.count <= 1, fallback == nil || constants.isEmpty {
                return (.forward(target), fallback ?? constants.first)
            }
            // `if (self.visibleViewController == nil) return [super preferredStatusBarStyle];
            // return self.visibleViewController.preferredStatusBarStyle;`: the superclass's answer
            // is the fallback, as in `?? super.preferredStatusBarStyle`.
            if fallback == nil, outcomes.allSatisfy({ if case .forward = $0 { true } else { $0 == .superCall } }) {
                return (.forward(target), AnswerOutcome.superValue)
            }
        }
        return conditional(outcomes, dependsOn: dependsOn, childForwarding: childForwarding).answer
    }
}
