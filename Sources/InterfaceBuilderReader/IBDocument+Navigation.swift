import SourceModel

/// What a container makes of one of its children.
package enum IBContainmentRole: Sendable, Hashable {
    /// The root of a navigation controller (`rootViewController`).
    case navigationRoot
    /// A tab of a tab bar controller, at this index (the order of the relationship segues).
    case tab(index: Int)
    case splitPrimary
    case splitSecondary
    case splitSupplementary
    case splitCompact
    /// The child of a container view (`embed` segue).
    case embed
    /// A controller written inline inside another (old xibs), no segue.
    case inline
    /// A relationship this reader does not know, by name.
    case otherRelationship(String)
}

/// A container's child, and the segue that makes it one (`nil` for inline children).
package struct IBChild: Sendable, Hashable {
    /// The container controller.
    package var containerID: String
    /// The child: a controller id, or a storyboard reference's id.
    package var childID: String
    /// What the container makes of the child.
    package var role: IBContainmentRole
    /// The relationship or embed segue; `nil` for a child written inline.
    package var segue: IBSegue?

    package init(containerID: String, childID: String, role: IBContainmentRole, segue: IBSegue?) {
        self.containerID = containerID
        self.childID = childID
        self.role = role
        self.segue = segue
    }
}

/// One way a controller is reached in a storyboard.
package enum IBArrival: Sendable, Hashable {
    /// It is the document's initial controller.
    case initial
    /// It is a container's child.
    case contained(IBChild)
    /// It is pushed or shown (`show`, `push`, `showDetail`, `custom`) from another controller.
    case shown(from: String, segue: IBSegue)
    /// It is presented modally from another controller, with this effective style (the segue's,
    /// else the destination's own, else `automatic`; `popover` for popover segues).
    case presented(from: String, style: IBModalPresentationStyle, segue: IBSegue)
}

extension IBDocument {
    /// A container's children in document order: relationship segues (navigation root, tabs in
    /// tab order, split columns), embed segues, and controllers written inline inside it.
    package func children(of containerID: String) -> [IBChild] {
        segueIndexes(from: containerID).compactMap(containment(ofSegueAt:))
            + inlineChildIndexes(of: containerID).map {
                IBChild(containerID: containerID, childID: controllers[$0].id, role: .inline, segue: nil)
            }
    }

    /// The root controller (or storyboard reference) of a navigation controller.
    package func navigationRootID(of navigationControllerID: String) -> String? {
        children(of: navigationControllerID).first { $0.role == .navigationRoot }?.childID
    }

    /// The tabs of a tab bar controller, in tab order.
    package func tabIDs(of tabBarControllerID: String) -> [String] {
        children(of: tabBarControllerID).compactMap {
            if case .tab = $0.role { return $0.childID } else { return nil }
        }
    }

    /// The children of the container views in a controller's view (`embed` segues).
    package func embeddedIDs(in controllerID: String) -> [String] {
        children(of: controllerID).filter { $0.role == .embed }.map(\.childID)
    }

    /// The container that holds a controller, if any (the first, in document order).
    package func container(of childID: String) -> IBChild? {
        for index in segueIndexes(to: childID) {
            if let child = containment(ofSegueAt: index) { return child }
        }
        if let enclosing = controller(withID: childID)?.enclosingControllerID {
            return IBChild(containerID: enclosing, childID: childID, role: .inline, segue: nil)
        }
        return nil
    }

    /// The presentation style a presentation segue ends up with: the segue's own, else the
    /// destination controller's, else `automatic`; `popover` for popover segues; `nil` for a
    /// segue that does not present.
    package func effectivePresentationStyle(of segue: IBSegue) -> IBModalPresentationStyle? {
        switch segue.kind {
        case .popoverPresentation:
            return .popover
        case .presentation:
            if let style = segue.modalPresentationStyle { return style }
            if let destination = segue.destination, let style = controller(withID: destination)?.modalPresentationStyle {
                return style
            }
            return .automatic
        default:
            return nil
        }
    }

    /// Every way a controller is reached, in document order: as the initial controller, as a
    /// container's child, by a show segue, by a presentation (with its effective style).
    /// Unwind segues lead back, not to, and are left out.
    package func arrivals(at controllerID: String) -> [IBArrival] {
        var result: [IBArrival] = []
        if initialControllerID == controllerID { result.append(.initial) }
        if let enclosing = controller(withID: controllerID)?.enclosingControllerID {
            result.append(.contained(IBChild(containerID: enclosing, childID: controllerID, role: .inline, segue: nil)))
        }
        for index in segueIndexes(to: controllerID) {
            let segue = segues[index]
            switch segue.kind {
            case .relationship, .embed:
                if let child = containment(ofSegueAt: index) { result.append(.contained(child)) }
            case .presentation, .popoverPresentation:
                result.append(.presented(
                    from: segue.sourceControllerID, style: effectivePresentationStyle(of: segue) ?? .automatic, segue: segue))
            case .show, .push, .showDetail, .custom, .other:
                result.append(.shown(from: segue.sourceControllerID, segue: segue))
            case .unwind:
                continue
            }
        }
        return result
    }
}
