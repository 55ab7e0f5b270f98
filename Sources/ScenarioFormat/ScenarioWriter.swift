import SourceModel
import StatusBarEngine

/// Writes an engine model as a scenario file (YAML, the format of `scenario-format.md`), with
/// comments: what `statusbar explain`, `simulate` and `render` read back as the same model.
///
/// Only what differs from the format's defaults is written, so that the file reads like one written
/// by hand. Comments go above the line they are about: the file's head, a controller, or one field
/// of a controller (``Comments``).
package enum ScenarioWriter {
    /// Comments to write into the file, each a line of text without its `#`.
    package struct Comments: Sendable {
        /// At the top of the file.
        package var head: [String] = []
        /// Above a controller's entry.
        package var controllers: [ControllerID: [String]] = [:]
        /// Above one field of a controller (`preferredStatusBarStyle`, `background`, …).
        package var fields: [ControllerID: [String: [String]]] = [:]
        /// Above the window.
        package var window: [String] = []
        /// Written at the end, commented out: events that `simulate` could run.
        package var events: [String] = []

        package init() {}
    }

    /// The scenario of `app` (its platform, Info.plist keys, windows and controllers) as YAML.
    package static func yaml(_ app: App, description: String? = nil, comments: Comments = Comments()) -> String {
        var out = ""
        for line in comments.head { out += comment(line, indent: 0) }
        if let description { out += "description: \(quoted(description))\n" }
        let p = app.platform
        out += "platform:\n"
        out += "  ios: \(quoted(p.ios.description))\n"
        out += "  device: \(p.device.id)\n"
        if p.orientation != .portrait { out += "  orientation: \(p.orientation.rawValue)\n" }
        out += "  appearance: \(p.appearance.rawValue)\n"
        if p.defaultStylePolicy != .byVersion { out += "  defaultStylePolicy: \(p.defaultStylePolicy.rawValue)\n" }

        let info = infoLines(app.info)
        if !info.isEmpty {
            out += "info:\n"
            for line in info { out += "  \(line)\n" }
        }

        out += "windows:\n"
        for w in app.windows {
            for line in comments.window { out += comment(line, indent: 2) }
            var fields = ["id: \(key(w.id))"]
            if let root = w.root { fields.append("root: \(key(root.rawValue))") }
            if w.level != .normal { fields.append("level: \(w.level.description)") }
            if w.hidden { fields.append("hidden: true") }
            if !w.canAffectStatusBarAppearance { fields.append("canAffectStatusBarAppearance: false") }
            if w.overrideUserInterfaceStyle != .unspecified { fields.append("overrideUserInterfaceStyle: \(w.overrideUserInterfaceStyle.rawValue)") }
            if let bg = w.background { fields.append("background: \(color(bg))") }
            out += "  - " + fields.joined(separator: "\n    ") + "\n"
        }

        out += "controllers:\n"
        for c in app.controllers {
            let notes = comments.fields[c.id] ?? [:]
            let written = fields(of: c)
            let names = Set(written.map(\.0))
            for line in comments.controllers[c.id] ?? [] { out += comment(line, indent: 2) }
            // Comments about a field left at its default (an answer the audit could not read).
            for name in notes.keys.sorted() where !names.contains(name) {
                for line in notes[name] ?? [] { out += comment(line, indent: 2) }
            }
            guard !written.isEmpty else {
                out += "  \(key(c.id.rawValue)): {}\n"
                continue
            }
            out += "  \(key(c.id.rawValue)):\n"
            for (name, value) in written {
                for line in notes[name] ?? [] { out += comment(line, indent: 4) }
                out += "    \(name): \(value)\n"
            }
        }
        if !comments.events.isEmpty {
            out += "# events:\n"
            for line in comments.events { out += "#   \(line)\n" }
        }
        return out
    }

    /// The controller's fields that differ from the format's defaults, in the order of the format's table.
    static func fields(of c: Controller) -> [(String, String)] {
        var f: [(String, String)] = []
        if c.kind != .viewController { f.append(("kind", c.kind.rawValue)) }
        if let cls = c.className, cls != c.id.rawValue { f.append(("class", quoted(cls))) }
        if let s = c.preferredStatusBarStyle { f.append(("preferredStatusBarStyle", s.rawValue)) }
        if let h = c.prefersStatusBarHidden { f.append(("prefersStatusBarHidden", h ? "true" : "false")) }
        if let a = c.preferredStatusBarUpdateAnimation { f.append(("preferredStatusBarUpdateAnimation", a.rawValue)) }
        for (name, answer) in [("childForStatusBarStyle", c.childForStatusBarStyle), ("childForStatusBarHidden", c.childForStatusBarHidden)] {
            switch answer {
            case .kindDefault: break
            case .none: f.append((name, "null"))
            case .controller(let id): f.append((name, key(id.rawValue)))
            }
        }
        if c.overrideUserInterfaceStyle != .unspecified { f.append(("overrideUserInterfaceStyle", c.overrideUserInterfaceStyle.rawValue)) }
        if !c.overrideTraitCollectionForChildren.isEmpty {
            let pairs = c.overrideTraitCollectionForChildren.sorted { $0.key.rawValue < $1.key.rawValue }
                .map { "\(key($0.key.rawValue)): \($0.value.rawValue)" }
            f.append(("overrideTraitCollectionForChildren", "{ " + pairs.joined(separator: ", ") + " }"))
        }
        if let p = c.presented { f.append(("presented", key(p.rawValue))) }
        if c.modalPresentationStyle != .automatic { f.append(("modalPresentationStyle", c.modalPresentationStyle.rawValue)) }
        if c.modalPresentationCapturesStatusBarAppearance { f.append(("modalPresentationCapturesStatusBarAppearance", "true")) }
        if let s = c.presentationOverrideUserInterfaceStyle { f.append(("presentationOverrideUserInterfaceStyle", s.rawValue)) }
        if c.sheetDetent != .large { f.append(("sheetDetent", c.sheetDetent.rawValue)) }
        if let bg = c.background { f.append(("background", color(bg))) }
        switch c.content {
        case .viewController: break
        case .navigation(let n):
            f.append(("viewControllers", list(n.stack.controllers)))
            if n.navigationBarHidden { f.append(("navigationBarHidden", "true")) }
            if n.barStyle != .default { f.append(("barStyle", n.barStyle.rawValue)) }
            if let tint = n.barTintColor { f.append(("barTintColor", color(tint))) }
        case .tabBar(let t):
            f.append(("viewControllers", list(t.viewControllers)))
            if t.selected != 0 { f.append(("selected", String(t.selected))) }
        case .split(let ids): f.append(("viewControllers", list(ids)))
        case .page(let ids), .container(let ids): f.append(("children", list(ids)))
        }
        return f
    }

    /// The Info.plist keys the engine reads, spelled as in Info.plist.
    static func infoLines(_ info: InfoPlist) -> [String] {
        var lines: [String] = []
        if let based = info.viewControllerBasedStatusBarAppearance {
            lines.append("UIViewControllerBasedStatusBarAppearance: \(based)")
        }
        for (suffix, value) in keyed(info.statusBarStyle) { lines.append("\(key("UIStatusBarStyle" + suffix)): \(value.infoPlistName)") }
        for (suffix, value) in keyed(info.statusBarHidden) { lines.append("\(key("UIStatusBarHidden" + suffix)): \(value)") }
        switch info.userInterfaceStyle {
        case .light: lines.append("UIUserInterfaceStyle: Light")
        case .dark: lines.append("UIUserInterfaceStyle: Dark")
        case .unspecified: break
        }
        return lines
    }

    static func keyed<V>(_ k: DeviceKeyed<V>) -> [(String, V)] {
        [("", k.plain), ("~iphone", k.iphone), ("~ipad", k.ipad), ("~ipod", k.ipod)].compactMap { s, v in v.map { (s, $0) } }
    }

    /// A color as the format reads it: a hex string, or `{ light:, dark: }` when it adapts.
    static func color(_ c: DynamicColor) -> String {
        c.light == c.dark ? quoted(c.light.hex) : "{ light: \(quoted(c.light.hex)), dark: \(quoted(c.dark.hex)) }"
    }

    static func list(_ ids: [ControllerID]) -> String { "[" + ids.map { key($0.rawValue) }.joined(separator: ", ") + "]" }

    /// A name as a YAML scalar: plain when it is a simple name, else quoted.
    package static func key(_ name: String) -> String {
        let simple = !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" }
            && !(name.first?.isNumber ?? true) && !["null", "true", "false", "yes", "no", "on", "off", "y", "n"].contains(name.lowercased())
        return simple ? name : quoted(name)
    }

    /// A double-quoted YAML string (JSON's quoting: YAML's double-quoted escapes include JSON's).
    static func quoted(_ text: String) -> String { JSONValue.quoted(text) }

    static func comment(_ text: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + "# " + $0 }.joined(separator: "\n") + "\n"
    }
}
