extension App {
    private func eventError(_ message: String) -> ModelError { ModelError(message, at: nil) }

    private func require(_ id: ControllerID, as role: String) throws(ModelError) -> Int {
        guard let i = index(of: id) else { throw eventError("\(role) '\(id)' names no controller") }
        return i
    }

    private func requireNavigation(_ id: ControllerID) throws(ModelError) -> (Int, NavigationState) {
        let i = try require(id, as: "navigation")
        guard case .navigation(let n) = controllers[i].content else {
            throw eventError("'\(id)' is a \(controllers[i].kind.rawValue) controller, not a navigation controller")
        }
        return (i, n)
    }

    /// Throws unless `child` can be placed under `parent`: unplaced (or already its child) and not an ancestor.
    private func checkPlaceable(_ child: Int, under parent: Int, keeping: Set<Int>) throws(ModelError) {
        if child == parent { throw eventError("'\(id(child))' cannot contain itself") }
        if let link = parents[child], !keeping.contains(child) {
            let whereNow: String
            switch link {
            case .container(let p): whereNow = "a child of '\(id(p))'"
            case .presenter(let p): whereNow = "presented by '\(id(p))'"
            case .window(let w): whereNow = "the root of window '\(windows[w].id)'"
            }
            throw eventError("'\(id(child))' is already \(whereNow): a controller can be in one place only")
        }
        var i = parent
        var steps = 0
        while let link = parents[i], steps <= controllers.count {
            steps += 1
            switch link {
            case .container(let p), .presenter(let p):
                if p == child { throw eventError("placing '\(id(child))' under '\(id(parent))' would make a cycle") }
                i = p
            case .window: return
            }
        }
    }

    /// Replaces a container's children, keeping indices and parents in step.
    private mutating func setChildren(of i: Int, to ids: [ControllerID]) throws(ModelError) {
        let old = Set(childIndices[i])
        var new: [Int] = []
        for childID in ids {
            let c = try require(childID, as: "child")
            if new.contains(c) { throw eventError("'\(childID)' appears twice") }
            try checkPlaceable(c, under: i, keeping: old)
            new.append(c)
        }
        for c in old where !new.contains(c) { parents[c] = nil }
        for c in new { parents[c] = .container(i) }
        childIndices[i] = new
    }

    /// Applies one event's change to the model (R10 decides separately whether the bar updates).
    mutating func apply(_ event: Event) throws(ModelError) {
        switch event {
        case .launch, .firstLayout, .setNeedsStatusBarAppearanceUpdate:
            break
        case .push(let navID, let childID):
            var (i, n) = try requireNavigation(navID)
            n.stack.push(childID)
            try setChildren(of: i, to: n.stack.controllers)
            controllers[i].content = .navigation(n)
        case .pop(let navID):
            var (i, n) = try requireNavigation(navID)
            guard n.stack.pop() != nil else { return }
            try setChildren(of: i, to: n.stack.controllers)
            controllers[i].content = .navigation(n)
        case .setViewControllers(let navID, let ids):
            var (i, n) = try requireNavigation(navID)
            guard let stack = NavigationStack(ids) else {
                throw eventError("setViewControllers needs at least one controller: a navigation stack cannot be empty")
            }
            n.stack = stack
            try setChildren(of: i, to: ids)
            controllers[i].content = .navigation(n)
        case .setNavigationBarHidden(let navID, let hidden):
            var (i, n) = try requireNavigation(navID)
            n.navigationBarHidden = hidden
            controllers[i].content = .navigation(n)
        case .selectTab(let tabID, let index):
            let i = try require(tabID, as: "tab bar")
            guard case .tabBar(var t) = controllers[i].content else {
                throw eventError("'\(tabID)' is a \(controllers[i].kind.rawValue) controller, not a tab bar controller")
            }
            guard t.viewControllers.indices.contains(index) else {
                throw eventError("tab index \(index) is out of range: '\(tabID)' has \(t.viewControllers.count) tabs")
            }
            t.selected = index
            controllers[i].content = .tabBar(t)
        case .present(let presenterID, let childID):
            let p = try require(presenterID, as: "presenter")
            let c = try require(childID, as: "presented controller")
            if let already = controllers[p].presented {
                throw eventError("'\(presenterID)' is already presenting '\(already)'")
            }
            if let (other, shown) = presentation(overContext: contextRoot(p)) {
                throw eventError("'\(id(other))' already presents '\(id(shown))' over the same context: present from '\(id(shown))' instead")
            }
            try checkPlaceable(c, under: p, keeping: [])
            controllers[p].presented = childID
            parents[c] = .presenter(p)
            presenters.insert(p)
        case .dismiss(let childID):
            let c = try require(childID, as: "dismissed controller")
            if case .presenter(let p)? = parents[c] {
                unpresent(p)
            } else if controllers[c].presented != nil {
                unpresent(c)
            } else {
                throw eventError("'\(childID)' is not presented and presents nothing: there is nothing to dismiss")
            }
        case .set(let controllerID, let change):
            let i = try require(controllerID, as: "controller")
            var c = controllers[i]
            if let v = change.preferredStatusBarStyle { c.preferredStatusBarStyle = v }
            if let v = change.prefersStatusBarHidden { c.prefersStatusBarHidden = v }
            if let v = change.preferredStatusBarUpdateAnimation { c.preferredStatusBarUpdateAnimation = v }
            if let v = change.childForStatusBarStyle {
                try checkChildAnswer(v, of: i, field: "childForStatusBarStyle")
                c.childForStatusBarStyle = v
            }
            if let v = change.childForStatusBarHidden {
                try checkChildAnswer(v, of: i, field: "childForStatusBarHidden")
                c.childForStatusBarHidden = v
            }
            if let v = change.background { c.background = v }
            controllers[i] = c
        case .setAppearance(let appearance):
            platform.appearance = appearance
        case .setOverrideUserInterfaceStyle(.controller(let controllerID), let style):
            let i = try require(controllerID, as: "controller")
            controllers[i].overrideUserInterfaceStyle = style
        case .setOverrideUserInterfaceStyle(.window(let windowID), let style):
            guard let w = windows.firstIndex(where: { $0.id == windowID }) else {
                throw eventError("window '\(windowID)' does not exist")
            }
            windows[w].overrideUserInterfaceStyle = style
        case .rotate(let orientation):
            platform.orientation = orientation
        case .setApplicationStatusBarStyle(let style):
            if info.mode == .application { applicationStyle = style }
        case .setApplicationStatusBarHidden(let hidden, _):
            if info.mode == .application { applicationHidden = hidden }
        case .showWindow(let window):
            if let w = windows.firstIndex(where: { $0.id == window.id }) {
                if window.root != windows[w].root { try setRoot(of: w, to: window.root) }
                var shown = window
                shown.hidden = false
                windows[w] = shown
            } else {
                var shown = window
                shown.hidden = false
                windows.append(shown)
                do {
                    try setRoot(of: windows.count - 1, to: window.root)
                } catch {
                    windows.removeLast()
                    throw error
                }
            }
        case .hideWindow(let windowID):
            guard let w = windows.firstIndex(where: { $0.id == windowID }) else {
                throw eventError("window '\(windowID)' does not exist")
            }
            windows[w].hidden = true
        }
    }

    private mutating func setRoot(of w: Int, to root: ControllerID?) throws(ModelError) {
        let old = windows[w].root.flatMap { index(of: $0) }
        var new: Int?
        if let root {
            let r = try require(root, as: "root")
            if parents[r] != nil && r != old { try checkPlaceable(r, under: r, keeping: []) }
            new = r
        }
        if let old { parents[old] = nil }
        if let new { parents[new] = .window(w) }
        windows[w].root = root
    }

    /// Ends the presentation made by `p`, and every presentation made from what it presented.
    private mutating func unpresent(_ p: Int) {
        guard let shownID = controllers[p].presented, let shown = index(of: shownID) else { return }
        for q in presenters.sorted() where q != p && (q == shown || isContained(q, in: shown)) {
            unpresent(q)
        }
        controllers[p].presented = nil
        presenters.remove(p)
        parents[shown] = nil
    }
}

extension App {
    /// Sets the application's status bar as the deprecated UIApplication setters do (R1): it
    /// matters in application mode only. `nil` leaves a value as it is.
    public mutating func setApplicationStatusBar(style: StatusBarStyle?, hidden: Bool?) {
        if let style { applicationStyle = style }
        if let hidden { applicationHidden = hidden }
    }
}
