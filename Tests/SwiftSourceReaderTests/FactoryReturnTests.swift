import SourceModel
import Testing

/// What a function's `return` gives, as a factory of the app records it: a maker of the app called
/// there (`return delegate.makeInterface()`, on a property declared of the type that has it), and a
/// controller loaded from a storyboard (its storyboard and identifier, which the audit follows).
@Suite("Swift reader: what a factory's return gives")
struct FactoryReturnTests {
    private static func factory(_ name: String, in facts: SourceFacts) throws -> ControllerFactory {
        try #require(facts.factories.first { $0.name == name })
    }

    @Test func aReturnedCallOfAMakerOnAPropertyIsThatMaker() throws {
        let read = facts("""
            import SwiftUI
            struct ClassicView: UIViewControllerRepresentable {
                let delegate: LibraryDelegate
                func makeUIViewController(context: Context) -> UIViewController {
                    return delegate.makeInterface()
                }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            struct Other {
                let delegate: LibraryDelegate
                var title = "Shelf"
                func viaSelf() -> UIViewController { self.delegate.makeInterface() }
                func readsAProperty() -> UIViewController { return delegate.interface }
            }
            """)
        let made = try Self.factory("makeUIViewController", in: read)
        #expect(made.returns.map(\.maker) == [MakerCall(name: "makeInterface", typeName: "LibraryDelegate", withoutBase: false)])
        let viaSelf = try Self.factory("viaSelf", in: read)
        #expect(viaSelf.returns.map(\.maker) == [MakerCall(name: "makeInterface", typeName: "LibraryDelegate", withoutBase: false)])
        // A property read is no call of a maker: nothing is recorded for it.
        let property = try Self.factory("readsAProperty", in: read)
        #expect(property.returns.allSatisfy { $0.maker == nil })
    }

    @Test func aReturnedStoryboardLoadKeepsItsStoryboard() throws {
        let read = facts("""
            import UIKit
            final class LibraryDelegate {
                func makeInterface() -> UIViewController {
                    let storyboard = UIStoryboard(name: "Library", bundle: .main)
                    guard let navigation = storyboard.instantiateInitialViewController() as? UINavigationController else {
                        return UIViewController()
                    }
                    return navigation
                }
                func makeShelf() -> UIViewController {
                    let storyboard = UIStoryboard(name: "Library", bundle: nil)
                    let shelf = storyboard.instantiateViewController(withIdentifier: "shelf") as! ShelfViewController
                    return shelf
                }
            }
            """)
        let interface = try Self.factory("makeInterface", in: read)
        #expect(interface.returns.count == 2)
        #expect(interface.returns[0].storyboardName == nil)
        #expect(interface.returns[1].storyboardName == "Library")
        #expect(interface.returns[1].storyboardIdentifier == nil)
        let shelf = try Self.factory("makeShelf", in: read)
        #expect(shelf.returns.map(\.storyboardIdentifier) == ["shelf"])
        #expect(shelf.returns.map(\.wrapperClass) == ["ShelfViewController"])
    }
}
