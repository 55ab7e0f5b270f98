import SourceModel
import StatusBarEngine
import Yams
import YAMLReading

extension ScenarioBuilder {
    /// The event names and, for those written as a map, their keys (required ones first).
    static let eventShapes: [(name: String, keys: [String]?)] = [
        ("launch", nil),
        ("push", ["navigation", "controller"]),
        ("pop", ["navigation"]),
        ("setViewControllers", ["navigation", "viewControllers"]),
        ("setNavigationBarHidden", ["navigation", "hidden"]),
        ("selectTab", ["tabBar", "index"]),
        ("present", ["presenter", "controller"]),
        ("dismiss", ["controller"]),
        ("set", ["controller", "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation",
                 "childForStatusBarStyle", "childForStatusBarHidden", "background"]),
        ("setNeedsStatusBarAppearanceUpdate", nil),
        ("setAppearance", nil),
        ("setOverrideUserInterfaceStyle", ["controller", "window", "style"]),
        ("rotate", nil),
        ("setApplicationStatusBarStyle", nil),
        ("setApplicationStatusBarHidden", ["hidden", "animation"]),
        ("showWindow", windowKeys),
        ("hideWindow", nil),
    ]

    /// Reads one event, checking the ids it names.
    mutating func readEvent(_ node: Node, knownWindows: Set<String>) throws(LocatedError) -> (Event, EntryLocation) {
        var location = EntryLocation(location: reader.location(node))
        let names = Self.eventShapes.map(\.name)
        if case .scalar = node {
            let name = try reader.string(node, "an event")
            if name == "launch" { return (.launch, location) }
            if let shape = Self.eventShapes.first(where: { $0.name == name }) {
                let form = shape.keys == nil ? "\(name): <value>" : "\(name): { \(shape.keys!.prefix(2).map { "\($0): …" }.joined(separator: ", ")) }"
                throw reader.error("event '\(name)' needs a value: write \(form)", at: node)
            }
            throw reader.error(NodeReader.unknownValue(name, "event", names), at: node)
        }
        let entries = try reader.mapping(node, "an event")
        guard entries.count == 1, let entry = entries.first else {
            throw reader.error("an event is a map with one key (the event's name), found \(entries.count) keys", at: node)
        }
        guard let shape = Self.eventShapes.first(where: { $0.name == entry.key }) else {
            throw reader.error(NodeReader.unknownValue(entry.key, "event", names), at: entry.keyNode)
        }
        let name = entry.key
        let value = entry.value

        guard let keys = shape.keys else {
            location.fields[name] = field(entry)
            let event: Event
            switch name {
            case "launch":
                guard reader.isNull(value) else { throw reader.error("'launch' takes no value", at: value) }
                event = .launch
            case "setNeedsStatusBarAppearanceUpdate":
                event = .setNeedsStatusBarAppearanceUpdate(try controllerRef(value, name))
            case "setAppearance": event = .setAppearance(try reader.choice(value, "appearance"))
            case "rotate": event = .rotate(try reader.choice(value, "orientation"))
            case "setApplicationStatusBarStyle": event = .setApplicationStatusBarStyle(try reader.choice(value, "status bar style"))
            default: event = .hideWindow(try windowRef(value, name, known: knownWindows))
            }
            return (event, location)
        }

        if name == "showWindow" {
            let window = try readWindow(value, what: "showWindow")
            if let root = window.root, kinds[root.rawValue] == nil {
                throw reader.error("'\(root)' names no controller", at: map.windows[window.id]!.fields["root"]!.value)
            }
            location.fields = map.windows[window.id]?.fields ?? [:]
            return (.showWindow(window), location)
        }

        let args = try reader.mapping(value, "'\(name)'")
        try reader.checkKeys(args, allowed: keys, in: "'\(name)'")
        var byKey: [String: Entry] = [:]
        for a in args {
            byKey[a.key] = a
            location.fields[a.key] = field(a, elements: (try? reader.sequence(a.value, a.key)) ?? [])
        }
        func required(_ key: String) throws(LocatedError) -> Node {
            guard let a = byKey[key] else { throw reader.error("'\(name)' needs '\(key)'", at: value) }
            return a.value
        }

        let event: Event
        switch name {
        case "push":
            event = .push(navigation: try controllerRef(try required("navigation"), "navigation", kind: .navigation),
                          controller: try controllerRef(try required("controller"), "controller"))
        case "pop":
            event = .pop(navigation: try controllerRef(try required("navigation"), "navigation", kind: .navigation))
        case "setViewControllers":
            let nav = try controllerRef(try required("navigation"), "navigation", kind: .navigation)
            var ids: [ControllerID] = []
            for n in try reader.sequence(try required("viewControllers"), "viewControllers") {
                ids.append(try controllerRef(n, "an element of viewControllers"))
            }
            if ids.isEmpty { throw reader.error("a navigation stack cannot be empty", at: try required("viewControllers")) }
            event = .setViewControllers(navigation: nav, viewControllers: ids)
        case "setNavigationBarHidden":
            event = .setNavigationBarHidden(navigation: try controllerRef(try required("navigation"), "navigation", kind: .navigation),
                                            hidden: try reader.bool(try required("hidden"), "hidden"))
        case "selectTab":
            event = .selectTab(tabBar: try controllerRef(try required("tabBar"), "tabBar", kind: .tabBar),
                               index: try reader.int(try required("index"), "index"))
        case "present":
            event = .present(presenter: try controllerRef(try required("presenter"), "presenter"),
                             controller: try controllerRef(try required("controller"), "controller"))
        case "dismiss":
            event = .dismiss(controller: try controllerRef(try required("controller"), "controller"))
        case "set":
            let target = try controllerRef(try required("controller"), "controller")
            var change = AnswerChange()
            for a in args {
                switch a.key {
                case "controller": break
                case "preferredStatusBarStyle": change.preferredStatusBarStyle = try reader.choice(a.value, "status bar style")
                case "prefersStatusBarHidden": change.prefersStatusBarHidden = try reader.bool(a.value, a.key)
                case "preferredStatusBarUpdateAnimation":
                    change.preferredStatusBarUpdateAnimation = try reader.choice(a.value, "status bar animation")
                case "childForStatusBarStyle":
                    change.childForStatusBarStyle = reader.isNull(a.value) ? ChildAnswer.none : .controller(try controllerRef(a.value, a.key))
                case "childForStatusBarHidden":
                    change.childForStatusBarHidden = reader.isNull(a.value) ? ChildAnswer.none : .controller(try controllerRef(a.value, a.key))
                default: change.background = try reader.color(a.value, "background")
                }
            }
            if args.count == 1 { throw reader.error("'set' changes nothing: name an answer to change", at: value) }
            event = .set(controller: target, change)
        case "setOverrideUserInterfaceStyle":
            let style: InterfaceStyle = try reader.choice(try required("style"), "interface style")
            switch (byKey["controller"], byKey["window"]) {
            case (let c?, nil): event = .setOverrideUserInterfaceStyle(.controller(try controllerRef(c.value, "controller")), style)
            case (nil, let w?): event = .setOverrideUserInterfaceStyle(.window(try windowRef(w.value, "window", known: knownWindows)), style)
            default: throw reader.error("'\(name)' needs either 'controller' or 'window'", at: value)
            }
        default:  // setApplicationStatusBarHidden
            let hidden = try reader.bool(try required("hidden"), "hidden")
            let animation: StatusBarAnimation = try byKey["animation"].map { a throws(LocatedError) in
                try reader.choice(a.value, "status bar animation")
            } ?? StatusBarAnimation.none
            event = .setApplicationStatusBarHidden(hidden, animation: animation)
        }
        return (event, location)
    }

    /// A controller id that must be defined under `controllers` (placed or not).
    func controllerRef(_ node: Node, _ what: String, kind: ControllerKind? = nil) throws(LocatedError) -> ControllerID {
        let id = try reader.id(node, what)
        guard let actual = kinds[id] else {
            var message = "'\(id)' names no controller"
            if let near = Suggestion.closest(to: id, in: kinds.keys.sorted()) { message += ": did you mean '\(near)'?" }
            throw reader.error(message, at: node)
        }
        if let kind, actual != kind {
            throw reader.error("'\(id)' is a \(actual.rawValue) controller, not a \(kind.rawValue) controller", at: node)
        }
        return ControllerID(id)
    }

    func windowRef(_ node: Node, _ what: String, known: Set<String>) throws(LocatedError) -> String {
        let id = try reader.id(node, what)
        guard known.contains(id) else {
            throw reader.error("'\(id)' names no window (known: \(known.sorted().joined(separator: ", ")))", at: node)
        }
        return id
    }
}
