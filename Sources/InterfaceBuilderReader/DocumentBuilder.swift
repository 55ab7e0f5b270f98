import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SourceModel

/// Builds an `IBDocument` from XMLParser's events, in one pass.
///
/// A stack of frames says where the parser is: each open element gets a role, decided from its
/// name, its `key` and its parent's role only (so a `barStyle` is read only on the
/// `<navigationBar key="navigationBar">` that is a direct child of a `navigationController`).
final class DocumentBuilder: NSObject, XMLParserDelegate {
    /// Controller elements recognised anywhere inside `<objects>` (also written inline, inside
    /// another controller, in old xibs).
    static let controllerElements: Set<String> = [
        "viewController", "navigationController", "tabBarController", "splitViewController",
        "pageViewController", "tableViewController", "collectionViewController", "hostingController",
        "avPlayerViewController", "glkViewController",
    ]
    /// Elements ending in `Controller` that are not view controllers.
    static let notControllers: Set<String> = ["searchDisplayController"]

    private enum Role {
        case document
        case resources
        case resourceColor(named: String, system: Bool)
        case objects
        case controller(Int)
        case rootView(Int)
        /// `<subviews>` of a root view (a controller's, or a xib's top-level view), or of a plain
        /// view spanning its top.
        case subviews(CoverTarget)
        /// A subview of those that may cover the root view's top: one that is not one color (its
        /// element, ``mayCover(_:_:)``), or a plain view (`element` nil), whose subviews may, once
        /// its frame `spans` the top.
        /// `fills`: a plain view spanning the top that is as tall as the root view (a container
        /// holding the whole content).
        case subview(CoverTarget, element: String?, location: SourceLocation, spans: Bool, fills: Bool = false)
        case navigationBar(Int)
        case barAppearance(Int, key: String)
        case runtimeAttributes(controller: Int, onRootView: Bool)
        case runtimeAttribute(controller: Int, onRootView: Bool, index: Int)
        case filesOwner(Int)
        case filesOwnerConnections(Int)
        case topLevelObject(id: String)
        case scene
        case other
    }

    /// The root view whose covered top a subview decides.
    private enum CoverTarget {
        /// A controller's root view, by controller index.
        case controller(Int)
        /// A top-level object of a xib (a File's Owner's view), by id.
        case topLevel(String)
    }

    private struct Frame {
        var role: Role
        /// A controller's own `<connections>`: a segue written there is manual (``IBSegue/isManual``).
        var isControllerConnections = false
    }

    private struct PendingSegue {
        var segue: IBSegue
        /// The scene that writes it, for segues whose source controller comes later in the scene.
        var scene: Int
        var resolved: Bool
    }

    private struct RuntimeAttributeDraft {
        var attribute: IBRuntimeAttribute
        var onRootView: Bool
    }

    private var mapper: PositionMapper
    private var stack: [Frame] = []
    private var controllerStack: [Int] = []
    private(set) var error: LocatedError?
    private weak var parser: XMLParser?
    private var aborted = false

    private var sawRoot = false
    private var kind: IBDocumentKind = .storyboard
    private var targetRuntime: String?
    private var isLaunchScreen = false
    private var initialControllerID: String?
    private var controllers: [IBController] = []
    /// The size of a root view's frame, as written (either may be missing).
    private struct FrameSize {
        var width: Double?
        var height: Double?
        init(_ attributes: [String: String]) {
            width = attributes["width"].flatMap(Double.init)
            height = attributes["height"].flatMap(Double.init)
        }
    }
    /// The size of each controller's root view frame, by controller index.
    private var rootViewSizes: [Int: FrameSize] = [:]
    private var runtimeDrafts: [[RuntimeAttributeDraft]] = []
    private var segues: [PendingSegue] = []
    private var placeholders: [IBPlaceholder] = []
    private var systemColors: [IBResourceColor] = []
    private var namedColors: [IBResourceColor] = []
    private var topLevelBackgrounds: [String: IBLocatedColor] = [:]
    /// The frame size of each top-level object of a xib, and the subview covering its top, by id.
    private var topLevelSizes: [String: FrameSize] = [:]
    private var topLevelCovering: [String: IBCoveringSubview] = [:]
    private var warnings: [LocatedError] = []
    private var sceneCount = 0
    private var currentScene = -1
    private var firstControllerOfScene: [Int: Int] = [:]

    init(file: String, bytes: [UInt8]) {
        self.mapper = PositionMapper(file: file, bytes: bytes)
    }

    // MARK: Running

    func run() -> Result<IBDocument, LocatedError> {
        // A stream, not `XMLParser(data:)`: fed in one piece, libxml2's push parser stops on
        // inputs over 10 MB ("huge input lookup"); fed from a stream it gets small chunks.
        let parser = XMLParser(stream: InputStream(data: Data(mapper.bytes)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = self
        self.parser = parser
        _ = parser.parse()
        if error == nil, let parserError = parser.parserError {
            fail(code: (parserError as NSError).code, line: parser.lineNumber, column: parser.columnNumber)
        }
        if let error { return .failure(error) }
        guard sawRoot else {
            return .failure(LocatedError("no root element: not an Interface Builder document", at: mapper.location(ofOffset: 0)))
        }
        return .success(finish())
    }

    private func finish() -> IBDocument {
        var result: [IBController] = controllers
        for (i, drafts) in runtimeDrafts.enumerated() {
            result[i].runtimeAttributes = drafts.filter { !$0.onRootView }.map(\.attribute)
        }
        var finalSegues: [IBSegue] = []
        finalSegues.reserveCapacity(segues.count)
        for pending in segues {
            if pending.resolved {
                finalSegues.append(pending.segue)
            } else if let first = firstControllerOfScene[pending.scene] {
                var segue = pending.segue
                segue.sourceControllerID = controllers[first].id
                finalSegues.append(segue)
            } else {
                warnings.append(LocatedError(
                    "segue '\(pending.segue.id)' is outside any controller scene; ignored", at: pending.segue.location))
            }
        }
        var finalPlaceholders = placeholders
        for i in finalPlaceholders.indices {
            if let view = finalPlaceholders[i].viewOutletDestination {
                finalPlaceholders[i].viewBackground = topLevelBackgrounds[view]
                finalPlaceholders[i].viewCovering = topLevelCovering[view]
            }
        }
        return IBDocument(
            file: mapper.file, kind: kind, targetRuntime: targetRuntime, isLaunchScreen: isLaunchScreen,
            initialControllerID: initialControllerID, controllers: result, segues: finalSegues,
            placeholders: finalPlaceholders, systemColorResources: systemColors, namedColorResources: namedColors,
            warnings: warnings)
    }

    // MARK: Errors

    private func fail(code: Int, line: Int, column: Int) {
        guard error == nil else { return }
        var location = mapper.location(line: line, characterColumn: column)
        if code == 76 {
            // libxml2 stops after the end tag that does not match: point at its `</`.
            location = mapper.tagStart(before: location)
        }
        error = LocatedError(
            "malformed XML: " + Self.describe(code: code), at: location, sourceLine: mapper.text(ofLine: location.line))
    }

    private func fail(_ message: String, at location: SourceLocation) {
        guard error == nil else { return }
        error = LocatedError(message, at: location, sourceLine: mapper.text(ofLine: location.line))
        abort()
    }

    private func abort() {
        guard !aborted else { return }
        aborted = true
        parser?.abortParsing()
    }

    /// A short description of XMLParser's error codes, which are libxml2's (its `NSError`s
    /// carry no text on Linux).
    static func describe(code: Int) -> String {
        switch code {
        case 4: "the document is empty"
        case 5: "the document ends before its root element is closed"
        case 6, 7, 8, 9: "a character that XML does not allow"
        case 23, 24, 26, 27, 89: "an entity reference that is not one of XML's five (&amp; &lt; &gt; &quot; &apos;) or a character reference"
        case 38: "'<' inside an attribute value"
        case 39, 40, 41, 43, 44: "an attribute value is not quoted or not closed"
        case 42: "an attribute is written twice on the same element"
        case 45: "a comment is not closed"
        case 57, 58: "a malformed XML declaration"
        case 63: "a CDATA section is not closed"
        case 65: "a space is missing between attributes"
        case 68: "a name is expected here"
        case 72, 73: "a tag is not closed with '>'"
        case 76: "an end tag does not match the element it closes"
        case 77: "a start tag is not finished"
        case 85, 86: "text or a tag after the end of the root element, or unbalanced markup"
        case 31, 32: "an encoding that is not supported"
        default: "XMLParser error \(code)"
        }
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        fail(code: (parseError as NSError).code, line: parser.lineNumber, column: parser.columnNumber)
        abort()
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
        fail(code: (validationError as NSError).code, line: parser.lineNumber, column: parser.columnNumber)
        abort()
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        nil  // never: entities are rejected before parsing, and none is ever loaded
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes: [String: String] = [:]
    ) {
        guard error == nil else { return }
        let location = mapper.elementStart(name: elementName, line: parser.lineNumber, characterColumn: parser.columnNumber)
        var isControllerConnections = false
        if elementName == "connections", case .controller? = parentRole { isControllerConnections = true }
        let role = role(for: elementName, attributes: attributes, location: location)
        stack.append(Frame(role: role, isControllerConnections: isControllerConnections))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard error == nil, let frame = stack.popLast() else { return }
        switch frame.role {
        case .controller: controllerStack.removeLast()
        case .scene: currentScene = -1
        default: break
        }
    }

    // MARK: Roles

    private var parentRole: Role? { stack.last?.role }

    private func role(for name: String, attributes: [String: String], location: SourceLocation) -> Role {
        guard let parent = parentRole else { return rootRole(name, attributes, location) }
        let key = attributes["key"]

        // Anything a controller owns, wherever it sits in the scene.
        if name == "segue" {
            addSegue(attributes, location)
            return .other
        }

        switch parent {
        case .document:
            switch name {
            case "resources": return .resources
            case "objects", "scenes": return .objects
            default: return .other
            }
        case .objects:
            if name == "scene" {
                sceneCount += 1
                currentScene = sceneCount - 1
                return .scene
            }
            if name == "objects" { return .objects }
            return objectRole(name, attributes, location)
        case .scene:
            return name == "objects" ? .objects : .other
        case .controller(let c):
            if key == "view" {
                startRootView(c, attributes, location)
                return .rootView(c)
            }
            if name == "navigationBar", key == "navigationBar", controllers[c].kind == .navigation {
                startNavigationBar(c, attributes, location)
                return .navigationBar(c)
            }
            if name == "userDefinedRuntimeAttributes" { return .runtimeAttributes(controller: c, onRootView: false) }
            if isController(name, attributes) { return startController(name, attributes, location) }
            if name == "viewControllers" { return .objects }  // old xibs: children written inline
            return .other
        case .rootView(let c):
            if name == "color", key == "backgroundColor" {
                controllers[c].background = readColor(attributes, location)
            } else if name == "userDefinedRuntimeAttributes" {
                return .runtimeAttributes(controller: c, onRootView: true)
            } else if name == "rect", key == "frame" {
                rootViewSizes[c] = FrameSize(attributes)
            } else if name == "subviews" {
                return .subviews(.controller(c))
            }
            return .other
        case .subviews(let target):
            guard covering(target) == nil else { return .other }
            if let element = Self.mayCover(name, attributes) {
                return .subview(target, element: element, location: location, spans: false)
            }
            // A hidden plain view (an overlay shown at run time) covers nothing as it is laid out.
            let hidden = attributes["hidden"] == "YES" || attributes["alpha"].flatMap(Double.init) == 0
            return name == "view" && !hidden ? .subview(target, element: nil, location: location, spans: false) : .other
        case .subview(let target, let element, let subviewLocation, let spans, let fills):
            if name == "rect", key == "frame", covering(target) == nil, Self.coversTop(frame: attributes, rootWidth: rootSize(target)?.width) {
                if let element {
                    setCovering(target, IBCoveringSubview(element: element, location: subviewLocation))
                } else {
                    // A plain view over the whole top: what covers it covers the root view (its
                    // frames are its own, and it starts at the root view's corner, as wide).
                    let height = attributes["height"].flatMap(Double.init) ?? 0
                    stack[stack.count - 1].role = .subview(target, element: nil, location: subviewLocation, spans: true,
                                                           fills: height >= (rootSize(target)?.height ?? .infinity))
                }
            } else if name == "subviews", element == nil, spans {
                return .subviews(target)
            } else if name == "color", key == "backgroundColor", element == nil, spans, covering(target) == nil,
                      Self.isOpaque(attributes) {
                // A plain view over the whole top with a color of its own (a custom bar drawn as a
                // view pinned to the top): its color, not the root view's, lies under the status bar.
                // One that fills the root view holds the whole content: its color is the background.
                setCovering(target, IBCoveringSubview(element: "view with a background color of its own", location: subviewLocation,
                                                      color: fills ? readColor(attributes, location) : nil))
            }
            return .other
        case .navigationBar(let c):
            if name == "color", key == "barTintColor" {
                controllers[c].navigationBar?.barTintColor = readColor(attributes, location)
            } else if name == "navigationBarAppearance", let key {
                setAppearance(c, key: key, IBBarAppearance(key: key, location: location))
                return .barAppearance(c, key: key)
            }
            return .other
        case .barAppearance(let c, let appearanceKey):
            if name == "color", key == "backgroundColor" {
                var appearance = appearance(c, key: appearanceKey)
                appearance?.background = readColor(attributes, location)
                if let appearance { setAppearance(c, key: appearanceKey, appearance) }
            }
            return .other
        case .runtimeAttributes(let c, let onRootView):
            guard name == "userDefinedRuntimeAttribute", let keyPath = attributes["keyPath"] else { return .other }
            let attribute = IBRuntimeAttribute(
                keyPath: keyPath, type: attributes["type"] ?? "", value: attributes["value"], location: location)
            runtimeDrafts[c].append(RuntimeAttributeDraft(attribute: attribute, onRootView: onRootView))
            let index = runtimeDrafts[c].count - 1
            if attribute.value != nil { applyRuntimeAttribute(c, index) }
            return .runtimeAttribute(controller: c, onRootView: onRootView, index: index)
        case .runtimeAttribute(let c, _, let index):
            if key == "value", runtimeDrafts[c][index].attribute.value == nil, let value = attributes["value"] {
                runtimeDrafts[c][index].attribute.value = value
                applyRuntimeAttribute(c, index)
            }
            return .other
        case .resources:
            if let resourceName = attributes["name"], name == "systemColor" || name == "namedColor" {
                return .resourceColor(named: resourceName, system: name == "systemColor")
            }
            return .other
        case .resourceColor(let resourceName, let system):
            if name == "color", let color = readColor(attributes, location) {
                let entry = IBResourceColor(name: resourceName, color: color)
                if system { systemColors.append(entry) } else { namedColors.append(entry) }
            }
            return .other
        case .filesOwner(let p):
            return name == "connections" ? .filesOwnerConnections(p) : .other
        case .filesOwnerConnections(let p):
            if name == "outlet", attributes["property"] == "view" {
                placeholders[p].viewOutletDestination = attributes["destination"]
            }
            return .other
        case .topLevelObject(let id):
            if name == "color", key == "backgroundColor", let color = readColor(attributes, location) {
                topLevelBackgrounds[id] = color
            } else if name == "rect", key == "frame" {
                topLevelSizes[id] = FrameSize(attributes)
            } else if name == "subviews" {
                return .subviews(.topLevel(id))
            }
            return .other
        case .other:
            // Controllers only ever sit in `<objects>` or inside another controller.
            return .other
        }
    }

    /// The subview found covering the root view's top, if any.
    private func covering(_ target: CoverTarget) -> IBCoveringSubview? {
        switch target {
        case .controller(let c): controllers[c].coveringSubview
        case .topLevel(let id): topLevelCovering[id]
        }
    }

    private func setCovering(_ target: CoverTarget, _ subview: IBCoveringSubview) {
        switch target {
        case .controller(let c): controllers[c].coveringSubview = subview
        case .topLevel(let id): topLevelCovering[id] = subview
        }
    }

    /// The size of the root view's frame, when it has one.
    private func rootSize(_ target: CoverTarget) -> FrameSize? {
        switch target {
        case .controller(let c): rootViewSizes[c]
        case .topLevel(let id): topLevelSizes[id]
        }
    }

    /// How a subview of a root view is named when it may cover the root view's top: an element
    /// of ``IBCoveringSubview/elements``, or a view of a custom class, which draws what the code
    /// makes of it (a map, a gradient, a blur); `nil` for any other.
    private static func mayCover(_ name: String, _ attributes: [String: String]) -> String? {
        if IBCoveringSubview.elements.contains(name) { return name }
        if name == "view", let custom = attributes["customClass"], !custom.isEmpty { return "view of class '\(custom)'" }
        return nil
    }

    /// Whether a `<color>` is not clear: a component color with an alpha above zero, or a system or
    /// asset color other than `clearColor`.
    private static func isOpaque(_ attributes: [String: String]) -> Bool {
        switch IBColor.parse(attributes: attributes) {
        case .success(.rgb(_, _, _, let alpha, _)), .success(.white(_, let alpha)): alpha > 0
        case .success(.system(let name)), .success(.named(let name)): name != "clear"
        case .failure: false
        }
    }

    /// Whether a subview's frame covers its root view's top edge to edge: it starts at the root
    /// view's top-left corner and spans its width (frames are written for every view of a
    /// storyboard or xib).
    private static func coversTop(frame attributes: [String: String], rootWidth: Double?) -> Bool {
        guard let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init),
              let width = attributes["width"].flatMap(Double.init), let height = attributes["height"].flatMap(Double.init)
        else { return false }
        return x <= 0 && y <= 0 && height >= 44 && width >= (rootWidth ?? .infinity)
    }

    private func rootRole(_ name: String, _ attributes: [String: String], _ location: SourceLocation) -> Role {
        sawRoot = true
        if name == "archive" {
            fail("legacy Interface Builder archive (the pre-Xcode 5 xib format) is not supported", at: location)
            return .other
        }
        let type = attributes["type"] ?? ""
        guard name == "document", type.hasPrefix("com.apple.InterfaceBuilder") else {
            let what = name == "document" ? "a <document> of type '\(type)'" : "root element <\(name)>"
            fail("not an Interface Builder document (\(what))", at: location)
            return .other
        }
        kind = type.contains(".Storyboard.") ? .storyboard : .xib
        targetRuntime = attributes["targetRuntime"]
        isLaunchScreen = attributes["launchScreen"] == "YES"
        initialControllerID = attributes["initialViewController"]
        return .document
    }

    private func isController(_ name: String, _ attributes: [String: String]) -> Bool {
        if Self.controllerElements.contains(name) { return true }
        return name.hasSuffix("Controller") && !Self.notControllers.contains(name) && attributes["id"] != nil
    }

    private func objectRole(_ name: String, _ attributes: [String: String], _ location: SourceLocation) -> Role {
        if isController(name, attributes) { return startController(name, attributes, location) }
        switch name {
        case "viewControllerPlaceholder":
            placeholders.append(IBPlaceholder(
                id: attributes["id"] ?? "", kind: .storyboardReference,
                storyboardName: attributes["storyboardName"], referencedIdentifier: attributes["referencedIdentifier"],
                customClass: attributes["customClass"], customModule: attributes["customModule"],
                customModuleProvider: attributes["customModuleProvider"], location: location))
            return .other
        case "placeholder" where attributes["placeholderIdentifier"] == "IBFilesOwner":
            placeholders.append(IBPlaceholder(
                id: attributes["id"] ?? "", kind: .filesOwner,
                customClass: attributes["customClass"], customModule: attributes["customModule"],
                customModuleProvider: attributes["customModuleProvider"], location: location))
            return .filesOwner(placeholders.count - 1)
        default:
            if let id = attributes["id"] { return .topLevelObject(id: id) }
            return .other
        }
    }

    // MARK: Controllers

    private func startController(_ name: String, _ attributes: [String: String], _ location: SourceLocation) -> Role {
        let enclosing = controllerStack.last.map { controllers[$0].id }
        var controller = IBController(
            id: attributes["id"] ?? "", element: name, customClass: nonEmpty(attributes["customClass"]),
            customModule: nonEmpty(attributes["customModule"]), customModuleProvider: nonEmpty(attributes["customModuleProvider"]),
            storyboardIdentifier: nonEmpty(attributes["storyboardIdentifier"]), location: location,
            modalPresentationStyle: attributes["modalPresentationStyle"].map(IBModalPresentationStyle.init(rawValue:)),
            enclosingControllerID: enclosing)
        if let style = attributes["overrideUserInterfaceStyle"].flatMap(IBInterfaceStyle.init(ibValue:)) {
            controller.interfaceStyle = IBInterfaceStyleOverride(
                style: style, setOn: .controller, viaRuntimeAttribute: false, location: location)
        }
        if controller.kind == .navigation {
            controller.navigationBar = IBNavigationBar(hidden: attributes["navigationBarHidden"] == "YES")
        }
        controllers.append(controller)
        runtimeDrafts.append([])
        let index = controllers.count - 1
        if currentScene >= 0, firstControllerOfScene[currentScene] == nil { firstControllerOfScene[currentScene] = index }
        controllerStack.append(index)
        return .controller(index)
    }

    private func startRootView(_ c: Int, _ attributes: [String: String], _ location: SourceLocation) {
        controllers[c].rootViewLocation = location
        if let style = attributes["overrideUserInterfaceStyle"].flatMap(IBInterfaceStyle.init(ibValue:)),
            controllers[c].interfaceStyle?.setOn != .controller
        {
            controllers[c].interfaceStyle = IBInterfaceStyleOverride(
                style: style, setOn: .rootView, viaRuntimeAttribute: false, location: location)
        }
    }

    private func startNavigationBar(_ c: Int, _ attributes: [String: String], _ location: SourceLocation) {
        let written = attributes["barStyle"]
        var bar = controllers[c].navigationBar ?? IBNavigationBar()
        bar.barStyleAttribute = written
        bar.barStyle = (written ?? "default").hasPrefix("black") ? .black : .default
        bar.translucent = attributes["translucent"].map { $0 != "NO" } ?? (written != "blackOpaque")
        bar.location = location
        controllers[c].navigationBar = bar
    }

    private func appearance(_ c: Int, key: String) -> IBBarAppearance? {
        guard let bar = controllers[c].navigationBar else { return nil }
        switch key {
        case "standardAppearance": return bar.standardAppearance
        case "scrollEdgeAppearance": return bar.scrollEdgeAppearance
        case "compactAppearance": return bar.compactAppearance
        case "compactScrollEdgeAppearance": return bar.compactScrollEdgeAppearance
        default: return nil
        }
    }

    private func setAppearance(_ c: Int, key: String, _ appearance: IBBarAppearance) {
        switch key {
        case "standardAppearance": controllers[c].navigationBar?.standardAppearance = appearance
        case "scrollEdgeAppearance": controllers[c].navigationBar?.scrollEdgeAppearance = appearance
        case "compactAppearance": controllers[c].navigationBar?.compactAppearance = appearance
        case "compactScrollEdgeAppearance": controllers[c].navigationBar?.compactScrollEdgeAppearance = appearance
        default: break
        }
    }

    /// A runtime attribute `overrideUserInterfaceStyle` counts as the interface style, unless an
    /// attribute on the same object already set it.
    private func applyRuntimeAttribute(_ c: Int, _ index: Int) {
        let draft = runtimeDrafts[c][index]
        guard draft.attribute.keyPath == "overrideUserInterfaceStyle",
            let style = draft.attribute.value.flatMap(IBInterfaceStyle.init(ibValue:))
        else { return }
        let target: IBInterfaceStyleOverride.Target = draft.onRootView ? .rootView : .controller
        if let existing = controllers[c].interfaceStyle, existing.setOn == .controller, target == .rootView { return }
        controllers[c].interfaceStyle = IBInterfaceStyleOverride(
            style: style, setOn: target, viaRuntimeAttribute: true, location: draft.attribute.location)
    }

    // MARK: Segues and colors

    private func addSegue(_ attributes: [String: String], _ location: SourceLocation) {
        let source = controllerStack.last
        var segue = IBSegue(
            id: attributes["id"] ?? "", sourceControllerID: source.map { controllers[$0].id } ?? "",
            destination: nonEmpty(attributes["destination"]), kindAttribute: attributes["kind"] ?? "",
            relationship: nonEmpty(attributes["relationship"]),
            modalPresentationStyle: attributes["modalPresentationStyle"].map(IBModalPresentationStyle.init(rawValue:)),
            identifier: nonEmpty(attributes["identifier"]), customClass: nonEmpty(attributes["customClass"]),
            location: location)
        segue.isManual = stack.last?.isControllerConnections == true
        segues.append(PendingSegue(segue: segue, scene: currentScene, resolved: source != nil))
    }

    private func readColor(_ attributes: [String: String], _ location: SourceLocation) -> IBLocatedColor? {
        switch IBColor.parse(attributes: attributes) {
        case .success(let color):
            return IBLocatedColor(color, key: attributes["key"], location: location)
        case .failure(let problem):
            warnings.append(LocatedError(problem.message, at: location, sourceLine: mapper.text(ofLine: location.line)))
            return nil
        }
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
