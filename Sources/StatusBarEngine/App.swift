/// Where in a model an error lies: the scenario reader turns this into a file, line and column.
public enum ModelPlace: Sendable, Hashable, CustomStringConvertible {
    /// A controller, or one of its fields (`field` is the scenario key; `index` an element of a list).
    case controller(ControllerID, field: String?, index: Int?)
    case window(String, field: String?)

    public var description: String {
        switch self {
        case .controller(let id, let field, let index):
            "controller '\(id)'" + (field.map { " field '\($0)'" } ?? "") + (index.map { " [\($0)]" } ?? "")
        case .window(let id, let field):
            "window '\(id)'" + (field.map { " field '\($0)'" } ?? "")
        }
    }
}

/// A model that cannot be built, or an event that cannot run on it.
public struct ModelError: Error, Sendable, Hashable, CustomStringConvertible {
    public var place: ModelPlace?
    public var message: String

    public init(_ message: String, at place: ModelPlace?) {
        self.message = message
        self.place = place
    }

    public var description: String { message }
}

/// Where a controller is placed.
enum ParentLink: Sendable, Hashable {
    case container(Int)
    case presenter(Int)
    case window(Int)
}

/// A validated app: windows and controllers with every id resolved to an index.
/// Illegal states (dangling ids, a controller in two places, cycles, a tab index out of range,
/// a `childForStatusBarStyle` outside the controller's children) cannot be built.
public struct App: Sendable {
    public var platform: Platform
    public var info: InfoPlist
    public internal(set) var windows: [Window]

    /// Controllers in the order given; an index is a controller's identity inside the engine.
    public internal(set) var controllers: [Controller]
    let indexByID: [ControllerID: Int]
    var parents: [ParentLink?]
    /// Containment children as indices, kept in step with `controllers[i].content.children`.
    var childIndices: [[Int]]
    /// Every controller that currently presents another.
    var presenters: Set<Int>

    /// Run-time state of the application-mode setters (R1).
    public internal(set) var applicationStyle: StatusBarStyle
    public internal(set) var applicationHidden: Bool

    public init(platform: Platform = Platform(), info: InfoPlist = InfoPlist(), windows: [Window],
                controllers: [Controller]) throws(ModelError) {
        self.platform = platform
        self.info = info
        self.windows = windows
        self.controllers = controllers
        var index: [ControllerID: Int] = [:]
        for (i, c) in controllers.enumerated() {
            if index[c.id] != nil {
                throw ModelError("controller id '\(c.id)' is defined twice", at: .controller(c.id, field: nil, index: nil))
            }
            index[c.id] = i
        }
        self.indexByID = index
        self.parents = Array(repeating: nil, count: controllers.count)
        self.childIndices = Array(repeating: [], count: controllers.count)
        self.presenters = []
        self.applicationStyle = info.statusBarStyle.value(for: platform.device.idiom)?.value ?? .default
        self.applicationHidden = info.statusBarHidden.value(for: platform.device.idiom)?.value ?? false
        try link()
    }

    /// The same app with `controllers` in place of its own. With the same ids in the same order, and
    /// the same children, presentations, tab selections, forwarding targets and children's trait
    /// overrides, only values change (answers, presentation styles and capture, interface styles,
    /// bars, backgrounds): the links and checks of this app still hold and are kept. Otherwise the
    /// app is built again from them, and checked (the application's run-time status bar then starts
    /// again from Info.plist). A client resolving many variants of one model builds it once so.
    public func replacingValues(with new: [Controller]) throws(ModelError) -> App {
        guard new.count == controllers.count, zip(controllers, new).allSatisfy({ App.sameStructure($0, $1) }) else {
            return try App(platform: platform, info: info, windows: windows, controllers: new)
        }
        var app = self
        app.controllers = new
        return app
    }

    /// Whether two controllers place and name the same others (what `link()` checks and records).
    static func sameStructure(_ a: Controller, _ b: Controller) -> Bool {
        guard a.id == b.id, a.presented == b.presented, a.childForStatusBarStyle == b.childForStatusBarStyle,
              a.childForStatusBarHidden == b.childForStatusBarHidden, a.content.children == b.content.children,
              a.overrideTraitCollectionForChildren.keys.sorted() == b.overrideTraitCollectionForChildren.keys.sorted() else { return false }
        if case .tabBar(let x) = a.content, case .tabBar(let y) = b.content { return x.selected == y.selected }
        return a.content.kind == b.content.kind
    }

    // MARK: Look-ups

    /// A navigation controller's `navigationBarHidden` (false for other kinds).
    func navigationBarHidden(_ i: Int) -> Bool {
        if case .navigation(let n) = controllers[i].content { return n.navigationBarHidden }
        return false
    }

    /// A tab bar controller's selected index (0 for other kinds).
    func selectedTab(_ i: Int) -> Int {
        if case .tabBar(let t) = controllers[i].content { return t.selected }
        return 0
    }

    public func index(of id: ControllerID) -> Int? { indexByID[id] }
    public func controller(_ id: ControllerID) -> Controller? { indexByID[id].map { controllers[$0] } }
    func name(_ i: Int) -> String { controllers[i].displayName }
    func id(_ i: Int) -> ControllerID { controllers[i].id }

    /// True when the controller is in a visible window's hierarchy (contained or presented).
    public func isOnScreen(_ id: ControllerID) -> Bool {
        guard var i = indexByID[id] else { return false }
        var steps = 0
        while let link = parents[i], steps <= controllers.count {
            switch link {
            case .container(let p), .presenter(let p): i = p
            case .window(let w): return !windows[w].hidden
            }
            steps += 1
        }
        return false
    }

    /// The root of the presentation context a controller belongs to: climbing containers only.
    func contextRoot(_ start: Int) -> Int {
        var i = start
        while case .container(let p)? = parents[i] { i = p }
        return i
    }

    /// True when `descendant` is strictly inside `ancestor` by containment.
    func isContained(_ descendant: Int, in ancestor: Int) -> Bool {
        var i = descendant
        while case .container(let p)? = parents[i] {
            if p == ancestor { return true }
            i = p
        }
        return false
    }

    /// The controller presented over the context rooted at `root`, and who presents it.
    /// `link()` guarantees at most one per context.
    func presentation(overContext root: Int) -> (presenter: Int, presented: Int)? {
        var found: (Int, Int)?
        for p in presenters where contextRoot(p) == root {
            if let q = controllers[p].presented.flatMap({ indexByID[$0] }) {
                if found == nil || p < found!.0 { found = (p, q) }
            }
        }
        return found
    }

    // MARK: Linking and validation

    private func require(_ id: ControllerID, from place: ModelPlace) throws(ModelError) -> Int {
        guard let i = indexByID[id] else {
            throw ModelError("'\(id)' names no controller", at: place)
        }
        return i
    }

    /// Resolves every id, records parents, and checks the model's invariants.
    private mutating func link() throws(ModelError) {
        var parents: [ParentLink?] = Array(repeating: nil, count: controllers.count)
        var childIndices: [[Int]] = Array(repeating: [], count: controllers.count)
        var presenters: Set<Int> = []

        func place(_ child: Int, _ link: ParentLink, at where_: ModelPlace) throws(ModelError) {
            if let existing = parents[child] {
                throw ModelError("controller '\(controllers[child].id)' is used twice: already \(describe(existing))",
                                 at: where_)
            }
            parents[child] = link
        }
        func describe(_ link: ParentLink) -> String {
            switch link {
            case .container(let p): "a child of '\(controllers[p].id)'"
            case .presenter(let p): "presented by '\(controllers[p].id)'"
            case .window(let w): "the root of window '\(windows[w].id)'"
            }
        }

        var windowIDs: Set<String> = []
        for (w, window) in windows.enumerated() {
            if !windowIDs.insert(window.id).inserted {
                throw ModelError("window id '\(window.id)' is defined twice", at: .window(window.id, field: "id"))
            }
            if let root = window.root {
                let r = try require(root, from: .window(window.id, field: "root"))
                try place(r, .window(w), at: .window(window.id, field: "root"))
            }
        }
        for (i, c) in controllers.enumerated() {
            let field: String
            switch c.content {
            case .navigation: field = "viewControllers"
            case .tabBar(let t):
                field = "viewControllers"
                if t.viewControllers.isEmpty ? t.selected != 0 : !t.viewControllers.indices.contains(t.selected) {
                    throw ModelError("selected index \(t.selected) is out of range: '\(c.id)' has \(t.viewControllers.count) tabs",
                                     at: .controller(c.id, field: "selected", index: nil))
                }
            case .split, .viewController: field = "viewControllers"
            case .page, .container: field = "children"
            }
            for (n, childID) in c.content.children.enumerated() {
                let where_ = ModelPlace.controller(c.id, field: field, index: n)
                let child = try require(childID, from: where_)
                if child == i { throw ModelError("controller '\(c.id)' contains itself", at: where_) }
                try place(child, .container(i), at: where_)
                childIndices[i].append(child)
            }
            if let p = c.presented {
                let where_ = ModelPlace.controller(c.id, field: "presented", index: nil)
                let q = try require(p, from: where_)
                if q == i { throw ModelError("controller '\(c.id)' presents itself", at: where_) }
                try place(q, .presenter(i), at: where_)
                presenters.insert(i)
            }
        }
        self.parents = parents
        self.childIndices = childIndices
        self.presenters = presenters

        // Cycles: every chain of parents must end (at a window or an unplaced controller).
        var state = Array(repeating: UInt8(0), count: controllers.count)  // 0 new, 1 on this path, 2 done
        for start in controllers.indices where state[start] == 0 {
            var path: [Int] = []
            var i = start
            walk: while true {
                if state[i] == 1 {
                    let cycle = path[path.firstIndex(of: i)!...]
                    throw ModelError("controllers form a cycle: " + cycle.map { "'\(controllers[$0].id)'" }.joined(separator: " → "),
                                     at: .controller(controllers[i].id, field: nil, index: nil))
                }
                if state[i] == 2 { break }
                state[i] = 1
                path.append(i)
                switch parents[i] {
                case .container(let p)?, .presenter(let p)?: i = p
                case .window?, nil: break walk
                }
            }
            for p in path { state[p] = 2 }
        }

        // One presentation per context (UIKit presents one controller at a time over a context).
        var byContext: [Int: Int] = [:]
        for p in presenters.sorted() {
            let root = contextRoot(p)
            if let other = byContext[root] {
                throw ModelError("'\(controllers[other].id)' and '\(controllers[p].id)' both present over the same context ('\(controllers[root].id)'): UIKit presents one at a time",
                                 at: .controller(controllers[p].id, field: "presented", index: nil))
            }
            byContext[root] = p
        }

        for (i, c) in controllers.enumerated() {
            try checkChildAnswer(c.childForStatusBarStyle, of: i, field: "childForStatusBarStyle")
            try checkChildAnswer(c.childForStatusBarHidden, of: i, field: "childForStatusBarHidden")
            for childID in c.overrideTraitCollectionForChildren.keys.sorted() {
                let where_ = ModelPlace.controller(c.id, field: "overrideTraitCollectionForChildren", index: nil)
                let child = try require(childID, from: where_)
                if parents[child] != .container(i) {
                    throw ModelError("'\(childID)' is not a child of '\(c.id)': setOverrideTraitCollection(_:forChild:) takes a child",
                                     at: where_)
                }
            }
        }
    }

    func checkChildAnswer(_ answer: ChildAnswer, of i: Int, field: String) throws(ModelError) {
        guard case .controller(let target) = answer else { return }
        let where_ = ModelPlace.controller(controllers[i].id, field: field, index: nil)
        let t = try require(target, from: where_)
        if t == i {
            throw ModelError("\(field) of '\(controllers[i].id)' returns the controller itself; return nil instead", at: where_)
        }
        if !isContained(t, in: i) {
            throw ModelError("\(field) of '\(controllers[i].id)' returns '\(target)', which is not one of its children", at: where_)
        }
    }
}
