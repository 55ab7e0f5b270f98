/// Where this reader decides something that neither Apple's documentation nor a real file it
/// could check settles. Explanations (and the audit's messages) can name these by `id`.
package struct IBAssumption: Sendable, Hashable, Identifiable {
    /// A stable id (`ib-…`).
    package var id: String
    /// What is assumed, in one sentence.
    package var statement: String

    package init(id: String, statement: String) {
        self.id = id
        self.statement = statement
    }
}

extension IBAssumption {
    /// How an interface style override is written in a storyboard.
    package static let interfaceStyleForms = IBAssumption(
        id: "ib-interface-style-forms",
        statement: """
            an interface style override is read from an overrideUserInterfaceStyle attribute \
            (light/dark/unspecified) on the controller element or on its root view, or from a \
            user-defined runtime attribute overrideUserInterfaceStyle (1 light, 2 dark) on either; \
            the controller's own setting wins over its root view's, and a runtime attribute wins \
            over an attribute on the same object (UIKit applies runtime attributes after decoding)
            """)

    /// Deprecated black bar styles.
    package static let blackBarStyles = IBAssumption(
        id: "ib-black-bar-styles",
        statement: """
            barStyle blackOpaque and blackTranslucent count as black; blackOpaque makes the bar \
            opaque unless translucent says otherwise
            """)

    /// Segues written on scene objects beside the controller.
    package static let sceneObjectSegues = IBAssumption(
        id: "ib-scene-object-segues",
        statement: """
            a segue written on an object of a scene outside the controller element (a gesture \
            recognizer) leaves from that scene's controller
            """)

    /// The presentation style of a presentation segue.
    package static let presentationStyleFallback = IBAssumption(
        id: "ib-presentation-style-fallback",
        statement: """
            a presentation segue without modalPresentationStyle uses the destination controller's \
            modalPresentationStyle, else automatic (Interface Builder's "Use Destination")
            """)

    /// Document type declarations.
    package static let doctypePolicy = IBAssumption(
        id: "ib-doctype-policy",
        statement: """
            Interface Builder never writes a document type declaration: one that declares an entity \
            or names an external DTD makes the file skipped, and no entity is ever expanded or loaded
            """)

    /// Every assumption of this reader.
    package static let all: [IBAssumption] = [
        .interfaceStyleForms, .blackBarStyles, .sceneObjectSegues, .presentationStyleFallback, .doctypePolicy,
    ]
}
