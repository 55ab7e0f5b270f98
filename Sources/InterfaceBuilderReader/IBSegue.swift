import SourceModel

/// The `kind` of a segue.
///
/// Deprecated kinds are folded into their modern equivalents (`modal` → `presentation`,
/// `popover` → `popoverPresentation`, `replace` → `showDetail`); `IBSegue.kindAttribute` keeps
/// what was written.
package enum IBSegueKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A container relationship: a navigation root, a tab, a split column.
    case relationship
    case show
    /// The pre-iOS 8 push segue.
    case push
    case showDetail
    /// A modal presentation (`presentation`, or the older `modal`).
    case presentation
    case popoverPresentation
    /// A container view's child (`embed`).
    case embed
    case custom
    case unwind
    /// A kind this reader does not know.
    case other

    /// The kind for a `kind` attribute.
    package init(attribute: String) {
        switch attribute {
        case "relationship": self = .relationship
        case "show": self = .show
        case "push": self = .push
        case "showDetail", "replace": self = .showDetail
        case "presentation", "modal": self = .presentation
        case "popoverPresentation", "popover": self = .popoverPresentation
        case "embed": self = .embed
        case "custom": self = .custom
        case "unwind": self = .unwind
        default: self = .other
        }
    }

    /// Whether the segue presents its destination modally.
    package var isPresentation: Bool { self == .presentation || self == .popoverPresentation }
}

/// What a relationship segue makes of its destination.
package enum IBRelationshipRole: Sendable, Hashable {
    /// `rootViewController` of a navigation controller.
    case navigationRoot
    /// One of `viewControllers` of a tab bar controller.
    case tab
    /// `masterViewController` (the primary column) of a split view controller.
    case splitPrimary
    /// `detailViewController` (the secondary column) of a split view controller.
    case splitSecondary
    /// `supplementaryViewController` of a three-column split view controller.
    case splitSupplementary
    /// `compactViewController` of a split view controller (iOS 14).
    case splitCompact
    /// A relationship this reader does not know, by name.
    case other(String)

    package init(relationship: String) {
        switch relationship {
        case "rootViewController": self = .navigationRoot
        case "viewControllers": self = .tab
        case "masterViewController", "primaryViewController": self = .splitPrimary
        case "detailViewController", "secondaryViewController": self = .splitSecondary
        case "supplementaryViewController": self = .splitSupplementary
        case "compactViewController": self = .splitCompact
        default: self = .other(relationship)
        }
    }
}

/// A segue, owned by the controller whose scene writes it (on the controller itself, or on a
/// button, cell, bar item or container view inside it).
package struct IBSegue: Sendable, Hashable, Codable {
    /// The segue's own `id`.
    package var id: String
    /// The controller the segue leaves from: the innermost controller element around it.
    package var sourceControllerID: String
    /// The `destination` id: a controller or a placeholder (storyboard reference, exit);
    /// `nil` when the attribute is missing.
    package var destination: String?
    /// The kind, with deprecated kinds folded in.
    package var kind: IBSegueKind
    /// The `kind` attribute as written.
    package var kindAttribute: String
    /// The `relationship` attribute of a relationship segue (`rootViewController`,
    /// `viewControllers`, `masterViewController`, `detailViewController`…).
    package var relationship: String?
    /// The segue's `modalPresentationStyle`; `nil` when absent, which means IB's "Use Destination"
    /// (then the destination controller's own style, else `automatic`).
    package var modalPresentationStyle: IBModalPresentationStyle?
    /// The `identifier` used with `performSegue(withIdentifier:)`, if set.
    package var identifier: String?
    /// The `customClass` of a custom segue, if any.
    package var customClass: String?
    /// Whether the segue leaves from the controller itself (in the controller's own `<connections>`),
    /// not from a button, cell or bar item: a manual segue, which runs only when code performs it
    /// (`performSegue(withIdentifier:sender:)`).
    package var isManual: Bool = false
    /// The start of the `<segue>` element.
    package var location: SourceLocation

    package init(
        id: String, sourceControllerID: String, destination: String?, kindAttribute: String,
        relationship: String? = nil, modalPresentationStyle: IBModalPresentationStyle? = nil,
        identifier: String? = nil, customClass: String? = nil, location: SourceLocation
    ) {
        self.id = id
        self.sourceControllerID = sourceControllerID
        self.destination = destination
        self.kind = IBSegueKind(attribute: kindAttribute)
        self.kindAttribute = kindAttribute
        self.relationship = relationship
        self.modalPresentationStyle = modalPresentationStyle
        self.identifier = identifier
        self.customClass = customClass
        self.location = location
    }

    /// The role of a relationship segue's destination; `nil` for other kinds.
    package var relationshipRole: IBRelationshipRole? {
        guard kind == .relationship else { return nil }
        return IBRelationshipRole(relationship: relationship ?? "")
    }
}

/// A placeholder object: a storyboard reference or a xib's File's Owner.
package struct IBPlaceholder: Sendable, Hashable, Codable {
    /// What the placeholder stands for.
    package enum Kind: Sendable, Hashable, Codable {
        /// `viewControllerPlaceholder`: a scene that lives in a storyboard (another one when
        /// `storyboardName` is set, this one otherwise).
        case storyboardReference
        /// `placeholder placeholderIdentifier="IBFilesOwner"`: the object that loads the xib.
        case filesOwner
    }

    /// The placeholder's `id`, the destination of segues that lead to it.
    package var id: String
    /// Storyboard reference or File's Owner.
    package var kind: Kind
    /// The referenced storyboard's name (without extension); `nil` means this storyboard.
    package var storyboardName: String?
    /// The storyboard identifier of the referenced scene; `nil` means its initial controller.
    package var referencedIdentifier: String?
    /// The File's Owner's class (the controller that loads the xib), or a reference's class.
    package var customClass: String?
    package var customModule: String?
    package var customModuleProvider: String?
    /// For a File's Owner: the top-level view its `view` outlet points at, with that view's
    /// background color.
    package var viewOutletDestination: String?
    package var viewBackground: IBLocatedColor?
    /// For a File's Owner: the subview covering the top of that view, if any (as
    /// ``IBController/coveringSubview`` for a storyboard scene).
    package var viewCovering: IBCoveringSubview?
    /// The start of the placeholder element.
    package var location: SourceLocation

    package init(
        id: String, kind: Kind, storyboardName: String? = nil, referencedIdentifier: String? = nil,
        customClass: String? = nil, customModule: String? = nil, customModuleProvider: String? = nil,
        viewOutletDestination: String? = nil, viewBackground: IBLocatedColor? = nil, location: SourceLocation
    ) {
        self.id = id
        self.kind = kind
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.viewOutletDestination = viewOutletDestination
        self.viewBackground = viewBackground
        self.location = location
    }
}
