import SourceModel
import StatusBarEngine
import Yams
import YAMLReading

/// Builds a ``Scenario`` from a composed tree, recording where everything was written.
struct ScenarioBuilder {
    let reader: NodeReader
    var map: SourceMap
    /// Every controller's kind, by id, for the checks events need.
    var kinds: [String: ControllerKind] = [:]

    static let topKeys = ["description", "platform", "info", "windows", "controllers", "events"]
    static let platformKeys = ["ios", "device", "orientation", "appearance", "defaultStylePolicy"]
    static let windowKeys = ["id", "root", "level", "hidden", "canAffectStatusBarAppearance",
                             "overrideUserInterfaceStyle", "background"]
    static let controllerKeys = [
        "kind", "class", "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation",
        "childForStatusBarStyle", "childForStatusBarHidden", "overrideUserInterfaceStyle",
        "overrideTraitCollectionForChildren", "presented", "modalPresentationStyle",
        "modalPresentationCapturesStatusBarAppearance", "presentationOverrideUserInterfaceStyle", "sheetDetent", "background",
        "viewControllers", "selected", "children", "navigationBarHidden", "barStyle", "barTintColor",
    ]
    /// Fields that only some kinds have.
    static let kindFields: [String: [ControllerKind]] = [
        "viewControllers": [.navigation, .tabBar, .split],
        "selected": [.tabBar],
        "children": [.container, .page],
        "navigationBarHidden": [.navigation],
        "barStyle": [.navigation],
        "barTintColor": [.navigation],
    ]

    init(reader: NodeReader, map: SourceMap) {
        self.reader = reader
        self.map = map
    }

    func field(_ entry: Entry, elements: [Node] = []) -> FieldLocation {
        FieldLocation(key: reader.location(entry.keyNode), value: reader.location(entry.value),
                      elements: elements.map(reader.location))
    }

    // MARK: Top level

    mutating func build(_ root: Node) throws(LocatedError) -> Scenario {
        let entries = try reader.mapping(root, "the scenario")
        try reader.checkKeys(entries, allowed: Self.topKeys, in: "the scenario")
        func entry(_ key: String) -> Entry? { entries.first { $0.key == key } }

        let description = try entry("description").map { e throws(LocatedError) in try reader.string(e.value, "description") }
        let platform = try entry("platform").map { e throws(LocatedError) in try readPlatform(e.value) } ?? Platform()
        let info = try entry("info").map { e throws(LocatedError) in try readInfo(e.value) } ?? InfoPlist()

        var controllers: [Controller] = []
        if let e = entry("controllers") {
            for c in try reader.mapping(e.value, "controllers") {
                controllers.append(try readController(c))
            }
        }
        guard let windowsEntry = entry("windows") else {
            throw reader.error("the scenario has no 'windows': add one, e.g. windows: [{ id: main, root: <controller id> }]",
                               at: root)
        }
        var windows: [Window] = []
        for node in try reader.sequence(windowsEntry.value, "windows") {
            windows.append(try readWindow(node, what: "a window"))
        }
        if windows.isEmpty {
            throw reader.error("'windows' is empty: the status bar follows a window's root controller", at: windowsEntry.value)
        }

        let app: App
        do {
            app = try App(platform: platform, info: info, windows: windows, controllers: controllers)
        } catch {
            throw map.error(error)
        }

        var events: [Event] = [.launch]
        var explicitLaunch = false
        let eventsLocation = entry("events").map { reader.location($0.keyNode) }
            ?? SourceLocation(file: reader.file, line: 1, column: 1)
        map.events = [EntryLocation(location: eventsLocation)]
        if let e = entry("events") {
            var knownWindows = Set(windows.map(\.id))
            for (i, node) in try reader.sequence(e.value, "events").enumerated() {
                let (event, location) = try readEvent(node, knownWindows: knownWindows)
                if case .launch = event {
                    guard i == 0 else { throw reader.error("'launch' is always the first event", at: node) }
                    explicitLaunch = true
                    map.events[0] = location
                    continue
                }
                if case .showWindow(let w) = event { knownWindows.insert(w.id) }
                events.append(event)
                map.events.append(location)
            }
        }
        return Scenario(app: app, events: events, launchIsExplicit: explicitLaunch, description: description,
                        sourceMap: map)
    }

    // MARK: Platform and Info.plist

    func readPlatform(_ node: Node) throws(LocatedError) -> Platform {
        let entries = try reader.mapping(node, "platform")
        try reader.checkKeys(entries, allowed: Self.platformKeys, in: "platform")
        var platform = Platform()
        for e in entries {
            switch e.key {
            case "ios":
                let text = try reader.string(e.value, "platform.ios")
                guard let version = IOSVersion(text) else {
                    throw reader.error("platform.ios must be a version such as \"17.0\", found \(NodeReader.describe(e.value))",
                                       at: e.value)
                }
                platform.ios = version
            case "device":
                let id = try reader.string(e.value, "platform.device")
                guard let device = DeviceProfile.named(id) else {
                    let ids = DeviceProfile.all.map(\.id)
                    var message = "unknown device '\(id)'"
                    if let near = Suggestion.closest(to: id, in: ids) { message += ": did you mean '\(near)'?" }
                    throw reader.error(message + " (`statusbar devices` lists them: \(ids.joined(separator: ", ")))",
                                       at: e.value)
                }
                platform.device = device
            case "orientation": platform.orientation = try reader.choice(e.value, "orientation")
            case "appearance": platform.appearance = try reader.choice(e.value, "appearance")
            default: platform.defaultStylePolicy = try reader.choice(e.value, "defaultStylePolicy")
            }
        }
        return platform
    }

    func readInfo(_ node: Node) throws(LocatedError) -> InfoPlist {
        var info = InfoPlist()
        for e in try reader.mapping(node, "info") {
            let parts = e.key.split(separator: "~", maxSplits: 1, omittingEmptySubsequences: false)
            let base = String(parts[0])
            let suffix = parts.count > 1 ? String(parts[1]) : nil
            switch base {
            case "UIStatusBarStyle", "UIStatusBarHidden":
                if let suffix, !["iphone", "ipad", "ipod"].contains(suffix) {
                    throw reader.error("unknown device suffix '~\(suffix)' in '\(e.key)': use ~iphone, ~ipad or ~ipod",
                                       at: e.keyNode)
                }
                if base == "UIStatusBarStyle" {
                    info.statusBarStyle.set(try readInfoStyle(e), suffix: suffix)
                } else {
                    info.statusBarHidden.set(try reader.bool(e.value, e.key), suffix: suffix)
                }
            case "UIViewControllerBasedStatusBarAppearance" where suffix == nil:
                info.viewControllerBasedStatusBarAppearance = try reader.bool(e.value, e.key)
            case "UIUserInterfaceStyle" where suffix == nil:
                let text = try reader.string(e.value, e.key)
                guard let style = InfoPlist.interfaceStyle(infoPlistValue: text) else {
                    throw reader.error(NodeReader.unknownValue(text, "UIUserInterfaceStyle", ["Automatic", "Light", "Dark"]),
                                       at: e.value)
                }
                info.userInterfaceStyle = style
            default:
                continue  // Other Info.plist keys are allowed and ignored.
            }
        }
        return info
    }

    func readInfoStyle(_ e: Entry) throws(LocatedError) -> StatusBarStyle {
        let text = try reader.string(e.value, e.key)
        if let style = StatusBarStyle(infoPlistName: text) { return style }
        if text.isEmpty { throw reader.error("an empty \(e.key) is invalid: write UIStatusBarStyleDefault or remove the key", at: e.value) }
        let names = StatusBarStyle.allCases.map(\.infoPlistName)
        if let short = StatusBarStyle(rawValue: text) {
            throw reader.error("unknown \(e.key) '\(text)': Info.plist spells it '\(short.infoPlistName)'", at: e.value)
        }
        throw reader.error(NodeReader.unknownValue(text, e.key, names), at: e.value)
    }

    // MARK: Windows

    /// Reads a window (in `windows` or a `showWindow` event) and records its locations.
    mutating func readWindow(_ node: Node, what: String) throws(LocatedError) -> Window {
        let entries = try reader.mapping(node, what)
        try reader.checkKeys(entries, allowed: Self.windowKeys, in: what)
        guard let idEntry = entries.first(where: { $0.key == "id" }) else {
            throw reader.error("\(what) needs an 'id'", at: node)
        }
        let id = try reader.id(idEntry.value, "a window id")
        if map.windows[id] != nil {
            throw reader.error("window id '\(id)' is defined twice", at: idEntry.value)
        }
        var window = Window(id: id, root: nil)
        var location = EntryLocation(location: reader.location(node))
        for e in entries {
            location.fields[e.key] = field(e)
            switch e.key {
            case "id": break
            case "root": window.root = reader.isNull(e.value) ? nil : ControllerID(try reader.id(e.value, "root"))
            case "level":
                if let number = try reader.number(e.value, "level") {
                    window.level = WindowLevel(number)
                } else {
                    let name = try reader.string(e.value, "level")
                    guard let level = WindowLevel(name: name) else {
                        throw reader.error(NodeReader.unknownValue(name, "window level", ["normal", "statusBar", "alert"])
                                           + " or a number", at: e.value)
                    }
                    window.level = level
                }
            case "hidden": window.hidden = try reader.bool(e.value, "hidden")
            case "canAffectStatusBarAppearance": window.canAffectStatusBarAppearance = try reader.bool(e.value, e.key)
            case "overrideUserInterfaceStyle": window.overrideUserInterfaceStyle = try reader.choice(e.value, e.key)
            default: window.background = try reader.color(e.value, "background")
            }
        }
        map.windows[id] = location
        return window
    }

    // MARK: Controllers

    mutating func readController(_ c: Entry) throws(LocatedError) -> Controller {
        let id = c.key
        if id.isEmpty { throw reader.error("a controller id must not be empty", at: c.keyNode) }
        let what = "controller '\(id)'"
        let entries = try reader.mapping(c.value, what)
        try reader.checkKeys(entries, allowed: Self.controllerKeys, in: what)
        var kind = ControllerKind.viewController
        if let k = entries.first(where: { $0.key == "kind" }) {
            kind = try reader.choice(k.value, "controller kind")
        }
        kinds[id] = kind

        var controller = Controller(id: ControllerID(id))
        var location = EntryLocation(location: reader.location(c.keyNode))
        var list: [ControllerID] = []
        var listEntry: Entry?
        var selected = 0
        var navigation = NavigationState(stack: NavigationStack(root: ControllerID(id)))

        for e in entries {
            if let fits = Self.kindFields[e.key], !fits.contains(kind) {
                let owners = fits.map(\.rawValue).joined(separator: " or ")
                throw reader.error("'\(e.key)' does not fit \(what), a \(kind.rawValue): it is a field of \(owners) controllers",
                                   at: e.keyNode)
            }
            switch e.key {
            case "viewControllers", "children":
                let nodes = try reader.sequence(e.value, e.key)
                location.fields[e.key] = field(e, elements: nodes)
                list = []
                for node in nodes { list.append(ControllerID(try reader.id(node, "an element of \(e.key)"))) }
                listEntry = e
                continue
            case "overrideTraitCollectionForChildren":
                let children = try reader.mapping(e.value, e.key)
                location.fields[e.key] = field(e, elements: children.map(\.keyNode))
                for child in children {
                    let style: InterfaceStyle = try reader.choice(child.value, "interface style")
                    if style == .unspecified {
                        throw reader.error("a trait override for '\(child.key)' must be light or dark", at: child.value)
                    }
                    controller.overrideTraitCollectionForChildren[ControllerID(child.key)] = style
                }
                continue
            default:
                location.fields[e.key] = field(e)
            }
            switch e.key {
            case "kind": break
            case "class": controller.className = try reader.string(e.value, "class")
            case "preferredStatusBarStyle": controller.preferredStatusBarStyle = try reader.choice(e.value, "status bar style")
            case "prefersStatusBarHidden": controller.prefersStatusBarHidden = try reader.bool(e.value, e.key)
            case "preferredStatusBarUpdateAnimation":
                controller.preferredStatusBarUpdateAnimation = try reader.choice(e.value, "status bar animation")
            case "childForStatusBarStyle": controller.childForStatusBarStyle = try childAnswer(e)
            case "childForStatusBarHidden": controller.childForStatusBarHidden = try childAnswer(e)
            case "overrideUserInterfaceStyle": controller.overrideUserInterfaceStyle = try reader.choice(e.value, "interface style")
            case "presented": controller.presented = ControllerID(try reader.id(e.value, "presented"))
            case "modalPresentationStyle": controller.modalPresentationStyle = try reader.choice(e.value, e.key)
            case "modalPresentationCapturesStatusBarAppearance":
                controller.modalPresentationCapturesStatusBarAppearance = try reader.bool(e.value, e.key)
            case "presentationOverrideUserInterfaceStyle":
                let style: InterfaceStyle = try reader.choice(e.value, "interface style")
                if style == .unspecified { throw reader.error("\(e.key) must be light or dark", at: e.value) }
                controller.presentationOverrideUserInterfaceStyle = style
            case "sheetDetent": controller.sheetDetent = try reader.choice(e.value, "sheet detent")
            case "background": controller.background = try reader.color(e.value, "background")
            case "selected": selected = try reader.int(e.value, "selected")
            case "navigationBarHidden": navigation.navigationBarHidden = try reader.bool(e.value, e.key)
            case "barStyle": navigation.barStyle = try reader.choice(e.value, "bar style")
            default: navigation.barTintColor = try reader.color(e.value, "barTintColor")
            }
        }

        switch kind {
        case .viewController: controller.content = .viewController
        case .navigation:
            guard let stack = NavigationStack(list) else {
                throw reader.error("navigation controller '\(id)' needs a non-empty 'viewControllers' (its stack; the last is the top)",
                                   at: listEntry?.value ?? c.keyNode)
            }
            navigation.stack = stack
            controller.content = .navigation(navigation)
        case .tabBar: controller.content = .tabBar(TabBarState(viewControllers: list, selected: selected))
        case .split: controller.content = .split(list)
        case .page: controller.content = .page(list)
        case .container: controller.content = .container(list)
        }
        map.controllers[ControllerID(id)] = location
        return controller
    }

    func childAnswer(_ e: Entry) throws(LocatedError) -> ChildAnswer {
        if reader.isNull(e.value) { return .none }
        return .controller(ControllerID(try reader.id(e.value, e.key)))
    }
}

extension DeviceKeyed {
    mutating func set(_ value: Value, suffix: String?) {
        switch suffix {
        case "iphone": iphone = value
        case "ipad": ipad = value
        case "ipod": ipod = value
        default: plain = value
        }
    }
}
