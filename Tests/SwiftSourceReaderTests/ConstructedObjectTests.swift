import SourceModel
import Testing

/// An object the function constructs, of a type whose name says no controller: a maker called on it
/// is that type's (`let assembly = ProfileAssembly(userID: 7)`, `push(module: assembly.makeModule())`,
/// `DownloadsAssembly().makeModule()`), and a method handed `self` on it is that type's
/// (``Call/receiverClass`` of a ``Call/Kind/handsSelf`` call).
@Suite("Swift reader: objects a function constructs")
struct ConstructedObjectTests {
    private let read = facts("""
        import UIKit
        final class SettingsViewController: UIViewController {
            func openProfile() {
                let assembly = ProfileAssembly(userID: 7)
                push(module: assembly.makeModule())
            }
            func openDownloads() {
                push(module: DownloadsAssembly().makeModule())
            }
            func openTerms() {
                let presenter = TermsPresenter()
                presenter.present(from: self, animated: true)
                let other = helper
                other.present(from: self, animated: true)
            }
            func openStack() {
                let nav = ThemedNavigationController()
                nav.configure(for: self)
            }
        }
        """)

    @Test func aMakerCalledOnAConstructedObjectIsItsTypes() throws {
        let passed = read.calls.filter { $0.kind == .passesController && $0.identifier == "push:module" }
        #expect(passed.map(\.presentedMaker?.name) == ["makeModule", "makeModule"])
        #expect(passed.map(\.presentedMaker?.typeName) == ["ProfileAssembly", "DownloadsAssembly"])
    }

    @Test func aMethodHandedSelfOnAConstructedObjectIsItsTypes() throws {
        let handed = read.calls.filter { $0.kind == .handsSelf }
        #expect(handed.map(\.identifier) == ["present:from", "present:from", "configure:for"])
        // A local of an unknown type names none; one holding a controller names that controller's
        // class, as every call on it does.
        #expect(handed.map(\.receiverClass) == ["TermsPresenter", nil, "ThemedNavigationController"])
    }
}

/// A controller the function makes, kept in a stored property of the type being read
/// (``Call/Kind/keepsController``): `navigationController = nav`, `self.flow = nav`.
@Suite("Swift reader: controllers kept in properties")
struct KeptControllerTests {
    @Test func aLocalControllerAssignedToTheTypesPropertyIsKept() throws {
        let read = facts("""
            import UIKit
            final class SubmissionCoordinator {
                private weak var navigationController: UINavigationController?
                private var flow: UIViewController?
                private var name = ""
                func start(with initial: UIViewController) {
                    let nav = SubmissionNavigationController(rootViewController: initial)
                    navigationController = nav
                    self.flow = nav
                    let title = "Submit"
                    name = title
                }
                func other() {
                    var navigationController: UINavigationController?
                    let nav = UINavigationController()
                    navigationController = nav
                }
            }
            """)
        let kept = read.calls.filter { $0.kind == .keepsController }
        #expect(kept.map(\.receiver) == ["navigationController", "flow"])
        #expect(kept.map(\.argumentText) == ["nav", "nav"])
        #expect(kept.map(\.presentedClass) == ["SubmissionNavigationController", "SubmissionNavigationController"])
    }
}
