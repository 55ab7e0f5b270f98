import SourceModel

/// The Booleans of the app's types that hold only on an iPad or a Mac, followed from what the code
/// gives them (``FlagFact``): a view's `if bigScreen { MenuView() }` (``SwiftUIBody/flagged``) is an
/// iPad's branch when `bigScreen` is
/// - a member whose expression names the iPad (`var isPad: Bool { UIDevice.current.userInterfaceIdiom
///   == .pad }`), or reads another such Boolean or calls a function that returns one
///   (`Device.isBigScreen(sizeClass)`, whose `sizeClass == .regular && !isIphone` holds only off an
///   iPhone);
/// - a stored property with no value of its own that every construction of the type passes such a
///   Boolean (`IOSSplitView(bigScreen: bigScreen)`, in a view's body): as many arguments as
///   constructions, so that a construction that passes something else (`bigScreen: false` in a test
///   view, or one made outside a body) keeps the branch.
///
/// A conjunction holds only on an iPad when one of its parts does. Anything else, and a chain longer
/// than ``depthLimit``, is not followed: the branch stays drawn, as before.
struct PadFlags {
    /// The members' expressions, by type and name.
    private var members: [String: [String: String]] = [:]
    /// What constructions pass, by the constructed type and the label: the text and where it is written.
    private var arguments: [String: [String: [(text: String, in: String?)]]] = [:]
    /// How many times each type is constructed, in the app's code outside previews.
    private var constructions: [String: Int] = [:]
    /// The stored properties declared with no initial value, by type.
    private var unset: [String: Set<String>] = [:]

    static let depthLimit = 6

    init(_ sources: [SourceFacts]) {
        for facts in sources {
            for flag in facts.flags {
                switch flag.kind {
                case .member: members[flag.type, default: [:]][flag.name] = members[flag.type]?[flag.name] ?? flag.text
                case .argument: arguments[flag.type, default: [:]][flag.name, default: []].append((flag.text, flag.enclosingType))
                }
            }
        }
        // The constructions and stored properties of the types given a Boolean argument only.
        guard !arguments.isEmpty else { return }
        for facts in sources {
            for construction in facts.swiftUIConstructions where arguments[construction.type] != nil {
                constructions[construction.type, default: 0] += construction.count
            }
            for type in facts.types where arguments[type.name] != nil {
                for property in type.properties where property.initialValue == nil { unset[type.name, default: []].insert(property.name) }
            }
        }
    }

    var isEmpty: Bool { members.isEmpty && arguments.isEmpty }

    /// Whether the Boolean `name` of `type` holds only on an iPad or a Mac.
    func holdsOnlyOnPad(_ name: String, of type: String, depth: Int = 0) -> Bool {
        guard depth < Self.depthLimit else { return false }
        if let text = members[type]?[name] { return expressionHoldsOnlyOnPad(text, in: type, depth: depth + 1) }
        guard unset[type]?.contains(name) == true, let passed = arguments[type]?[name], !passed.isEmpty,
              passed.count == constructions[type] else { return false }
        return passed.allSatisfy { expressionHoldsOnlyOnPad($0.text, in: $0.in, depth: depth + 1) }
    }

    /// Whether a condition written in `type` holds only on an iPad or a Mac, its names followed from
    /// the start as a flagged branch's Boolean is (``holdsOnlyOnPad(_:of:depth:)``): a modifier's
    /// value (`.statusBarHidden(hideControls && bigScreen)`).
    func conditionHoldsOnlyOnPad(_ text: String, in type: String?) -> Bool {
        let compact = text.filter { !$0.isWhitespace }
        func plain(_ part: Substring) -> String? {
            let name = part.hasPrefix("self.") ? part.dropFirst(5) : part
            return !name.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? String(name) : nil
        }
        guard let type else { return expressionHoldsOnlyOnPad(text, in: nil, depth: 0) }
        if compact.contains("&&"), !compact.contains("||") {
            return compact.split(separator: "&&").contains { part in
                guard !part.hasPrefix("!") else { return false }
                return plain(part).map { holdsOnlyOnPad($0, of: type) } ?? expressionHoldsOnlyOnPad(String(part), in: type, depth: 0)
            }
        }
        return plain(compact[...]).map { holdsOnlyOnPad($0, of: type) } ?? expressionHoldsOnlyOnPad(text, in: type, depth: 0)
    }

    /// Whether `text`, written in `type`, holds only on an iPad or a Mac.
    func expressionHoldsOnlyOnPad(_ text: String, in type: String?, depth: Int) -> Bool {
        guard depth < Self.depthLimit else { return false }
        if IdiomCondition.onlyOnPad(text) == true { return true }
        let compact = text.filter { !$0.isWhitespace }
        if compact.contains("&&") {
            guard !compact.contains("||") else { return false }
            return compact.split(separator: "&&").contains { part in
                !part.hasPrefix("!") && expressionHoldsOnlyOnPad(String(part), in: type, depth: depth + 1)
            }
        }
        var name = compact.hasPrefix("self.") ? String(compact.dropFirst(5)) : compact
        var owner = type
        // A call (`Device.isBigScreen(sizeClass)`, `isCompact()`): the function's returned expression.
        if let open = name.firstIndex(of: "("), name.hasSuffix(")") { name = String(name[..<open]) }
        if let dot = name.lastIndex(of: ".") {
            let base = String(name[..<dot])
            guard base.first?.isUppercase == true, !base.contains("."), !base.contains("(") else { return false }
            owner = base
            name = String(name[name.index(after: dot)...])
        }
        guard let owner, !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        return holdsOnlyOnPad(name, of: owner, depth: depth + 1)
    }

    /// `body` with the names it states only under a Boolean that holds only on an iPad moved from
    /// ``SwiftUIBody/contained`` (and its roots) to ``SwiftUIBody/padOnly``.
    func resolving(_ body: SwiftUIBody) -> SwiftUIBody {
        guard !body.flagged.isEmpty else { return body }
        var body = body
        for branch in body.flagged where holdsOnlyOnPad(branch.flag, of: body.type) {
            let names = Set(branch.names)
            body.contained.removeAll { names.contains($0) }
            body.roots.removeAll { names.contains($0) }
            for name in branch.names where !body.padOnly.contains(name) { body.padOnly.append(name) }
        }
        body.flagged = []
        return body
    }
}
