import SourceModel

/// Whether a document is a storyboard or a xib (nib source).
package enum IBDocumentKind: String, Sendable, Hashable, Codable, CaseIterable {
    case storyboard
    case xib
}

/// What was read from one `.storyboard` or `.xib` file: its controllers, segues and
/// placeholders in document order, with the place of each.
///
/// Ids are the `id` attributes Interface Builder writes (`BYZ-38-t0r`); they are unique within
/// one document (the first wins if a damaged file repeats one). Look-ups by id are answered from
/// an index built once, in `init`; the document is immutable.
package struct IBDocument: Sendable, Hashable {
    /// The path of the file, as given to the reader (relative to the audited folder).
    package let file: String
    /// Storyboard or xib, from the document's `type`.
    package let kind: IBDocumentKind
    /// The document's `targetRuntime` (`iOS.CocoaTouch`, `AppleTV`, `MacOSX.Cocoa`…), if written.
    package let targetRuntime: String?

    /// A document made for another platform (`MacOSX.Cocoa`, `AppleTV`, `watchKit`): a package
    /// may ship one beside its iOS twin of the same name (`PVUI_AppKit/Resources/Provenance.storyboard`),
    /// which no iOS app loads.
    package var isForAnotherPlatform: Bool {
        guard let runtime = targetRuntime else { return false }
        return runtime.hasPrefix("MacOSX") || runtime.hasPrefix("AppleTV") || runtime.hasPrefix("watchKit")
    }
    /// `launchScreen="YES"` on the document: a launch screen storyboard or xib.
    package let isLaunchScreen: Bool
    /// The document's `initialViewController` attribute: the id of the initial controller.
    package let initialControllerID: String?
    /// Every controller, in document order (scene controllers and inline ones).
    package let controllers: [IBController]
    /// Every segue of the document, in document order (so the order of the tab relationships is
    /// the order of the tabs).
    package let segues: [IBSegue]
    /// Storyboard references and a xib's File's Owner.
    package let placeholders: [IBPlaceholder]
    /// The `<resources><systemColor name=…>` entries: the values IB shows for the light appearance.
    package let systemColorResources: [IBResourceColor]
    /// The `<resources><namedColor name=…>` entries: IB's cached copy of asset-catalog colors.
    package let namedColorResources: [IBResourceColor]
    /// Problems that did not stop the reading (a color with an unreadable component, say).
    package let warnings: [LocatedError]

    private let controllerIndex: [String: Int]
    private let placeholderIndex: [String: Int]
    private let seguesBySource: [String: [Int]]
    private let seguesByDestination: [String: [Int]]
    /// Parallel to `segues`: what the segue makes of its destination, for relationship and embed
    /// segues (tab indexes counted once, here).
    private let containmentRoles: [IBContainmentRole?]
    /// Controllers written inline inside another, by the enclosing controller's id.
    private let inlineChildren: [String: [Int]]

    package init(
        file: String, kind: IBDocumentKind, targetRuntime: String? = nil, isLaunchScreen: Bool = false,
        initialControllerID: String? = nil, controllers: [IBController] = [], segues: [IBSegue] = [],
        placeholders: [IBPlaceholder] = [], systemColorResources: [IBResourceColor] = [],
        namedColorResources: [IBResourceColor] = [], warnings: [LocatedError] = []
    ) {
        self.file = file
        self.kind = kind
        self.targetRuntime = targetRuntime
        self.isLaunchScreen = isLaunchScreen
        self.initialControllerID = initialControllerID
        self.controllers = controllers
        self.segues = segues
        self.placeholders = placeholders
        self.systemColorResources = systemColorResources
        self.namedColorResources = namedColorResources
        self.warnings = warnings
        var controllerIndex: [String: Int] = [:]
        for (i, c) in controllers.enumerated() where controllerIndex[c.id] == nil { controllerIndex[c.id] = i }
        var placeholderIndex: [String: Int] = [:]
        for (i, p) in placeholders.enumerated() where placeholderIndex[p.id] == nil { placeholderIndex[p.id] = i }
        self.controllerIndex = controllerIndex
        self.placeholderIndex = placeholderIndex
        var bySource: [String: [Int]] = [:]
        var byDestination: [String: [Int]] = [:]
        for (i, s) in segues.enumerated() {
            bySource[s.sourceControllerID, default: []].append(i)
            if let d = s.destination { byDestination[d, default: []].append(i) }
        }
        self.seguesBySource = bySource
        self.seguesByDestination = byDestination
        var tabCounts: [String: Int] = [:]
        self.containmentRoles = segues.map { segue in
            switch segue.kind {
            case .embed:
                return .embed
            case .relationship:
                switch segue.relationshipRole ?? .other("") {
                case .navigationRoot: return .navigationRoot
                case .tab:
                    let index = tabCounts[segue.sourceControllerID, default: 0]
                    tabCounts[segue.sourceControllerID] = index + 1
                    return .tab(index: index)
                case .splitPrimary: return .splitPrimary
                case .splitSecondary: return .splitSecondary
                case .splitSupplementary: return .splitSupplementary
                case .splitCompact: return .splitCompact
                case .other(let name): return .otherRelationship(name)
                }
            default:
                return nil
            }
        }
        var inline: [String: [Int]] = [:]
        for (i, c) in controllers.enumerated() {
            if let enclosing = c.enclosingControllerID { inline[enclosing, default: []].append(i) }
        }
        self.inlineChildren = inline
    }

    /// The child made by the segue at an index of `segues`, if it is a relationship or an embed.
    func containment(ofSegueAt index: Int) -> IBChild? {
        let segue = segues[index]
        guard let role = containmentRoles[index], let destination = segue.destination else { return nil }
        return IBChild(containerID: segue.sourceControllerID, childID: destination, role: role, segue: segue)
    }

    /// Indexes in `segues` of the segues leaving / reaching an id.
    func segueIndexes(from id: String) -> [Int] { seguesBySource[id] ?? [] }
    func segueIndexes(to id: String) -> [Int] { seguesByDestination[id] ?? [] }

    /// Indexes in `controllers` of the controllers written inline inside a controller.
    func inlineChildIndexes(of id: String) -> [Int] { inlineChildren[id] ?? [] }

    /// The segues that leave a controller, in document order.
    package func segues(from controllerID: String) -> [IBSegue] {
        (seguesBySource[controllerID] ?? []).map { segues[$0] }
    }

    /// The segues that arrive at a controller or placeholder, in document order.
    package func segues(to destinationID: String) -> [IBSegue] {
        (seguesByDestination[destinationID] ?? []).map { segues[$0] }
    }

    /// The controller with this id, if the document has one.
    package func controller(withID id: String) -> IBController? {
        controllerIndex[id].map { controllers[$0] }
    }

    /// The placeholder (storyboard reference, File's Owner) with this id, if any.
    package func placeholder(withID id: String) -> IBPlaceholder? {
        placeholderIndex[id].map { placeholders[$0] }
    }

    /// The controller named by `initialViewController`; `nil` when absent, or when the id names a
    /// storyboard reference (see `initialPlaceholder`) or nothing.
    package var initialController: IBController? {
        initialControllerID.flatMap(controller(withID:))
    }

    /// The storyboard reference named by `initialViewController`, when the initial scene lives in
    /// another storyboard.
    package var initialPlaceholder: IBPlaceholder? {
        initialControllerID.flatMap(placeholder(withID:))
    }

    /// The `<systemColor name=…>` resource for a system color name written either way
    /// (`systemBackground` or `systemBackgroundColor`).
    package func systemColorResource(named name: String) -> IBResourceColor? {
        let long = name.hasSuffix("Color") ? name : name + "Color"
        return systemColorResources.first { $0.name == long || $0.name == name }
    }

    /// IB's cached value of a named (asset catalog) color, if the document has one.
    package func namedColorResource(named name: String) -> IBResourceColor? {
        namedColorResources.first { $0.name == name }
    }
}

/// A color declared in the document's `<resources>`: its name as written and its value.
package struct IBResourceColor: Sendable, Hashable, Codable {
    /// The name as written (`systemBackgroundColor`, `CardBackground`).
    package var name: String
    /// The value IB stored for it.
    package var color: IBLocatedColor

    package init(name: String, color: IBLocatedColor) {
        self.name = name
        self.color = color
    }
}

/// What was read is coded (the audit's cache keeps it between runs); the look-up indexes are
/// built again by `init`, as when the document is read.
extension IBDocument: Codable {
    private enum CodingKeys: String, CodingKey {
        case file, kind, targetRuntime, isLaunchScreen, initialControllerID, controllers, segues, placeholders,
             systemColorResources, namedColorResources, warnings
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            file: try c.decode(String.self, forKey: .file), kind: try c.decode(IBDocumentKind.self, forKey: .kind),
            targetRuntime: try c.decodeIfPresent(String.self, forKey: .targetRuntime),
            isLaunchScreen: try c.decode(Bool.self, forKey: .isLaunchScreen),
            initialControllerID: try c.decodeIfPresent(String.self, forKey: .initialControllerID),
            controllers: try c.decode([IBController].self, forKey: .controllers), segues: try c.decode([IBSegue].self, forKey: .segues),
            placeholders: try c.decode([IBPlaceholder].self, forKey: .placeholders),
            systemColorResources: try c.decode([IBResourceColor].self, forKey: .systemColorResources),
            namedColorResources: try c.decode([IBResourceColor].self, forKey: .namedColorResources),
            warnings: try c.decode([LocatedError].self, forKey: .warnings))
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(kind, forKey: .kind)
        try c.encodeIfPresent(targetRuntime, forKey: .targetRuntime)
        try c.encode(isLaunchScreen, forKey: .isLaunchScreen)
        try c.encodeIfPresent(initialControllerID, forKey: .initialControllerID)
        try c.encode(controllers, forKey: .controllers)
        try c.encode(segues, forKey: .segues)
        try c.encode(placeholders, forKey: .placeholders)
        try c.encode(systemColorResources, forKey: .systemColorResources)
        try c.encode(namedColorResources, forKey: .namedColorResources)
        try c.encode(warnings, forKey: .warnings)
    }
}
