import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A controller class of a library the repository does not hold (a pod, a package) is one the
/// audit knows where it read the library's source (``LibraryController``): a class of the app that
/// inherits it is a controller with the library's answers, where the library's module is
/// imported; where it is not, the name is not the library's, and the class stays outside the set.
@Suite("Audit: controllers of libraries the audit knows")
struct LibraryControllerTests {
    /// `UniformAnswersTests`' app: a coordinator presents a page sheet, decided by a controller not known.
    static func filters(others: [String: String]) throws -> ScreenReport {
        var files = UniformAnswersTests.app(others: "")
        files.merge(others) { $1 }
        return try #require(screen(try auditModel(files), "FiltersViewController"))
    }

    @Test func aFormOfALibraryWithoutStatusBarMembersAnswersAsUIKit() throws {
        let filters = try Self.filters(others: ["App/Settings.swift": """
            import UIKit
            import Eureka
            final class SettingsViewController: FormViewController {}
            """])
        #expect(filters.prediction.certainty == .certain)
        #expect(filters.prediction.possibleStyles == [.default])
    }

    @Test func withoutTheImportTheNameIsNotTheLibrarys() throws {
        let filters = try Self.filters(others: ["App/Settings.swift": """
            import UIKit
            final class SettingsViewController: FormViewController {}
            """])
        let why = try #require(filters.prediction.certainty.unknownReason, "expected unknown, got \(filters.prediction.certainty)")
        #expect(why.contains("'SettingsViewController' inherits 'FormViewController', a controller class the repository does not hold"))
    }

    @Test func aLibraryControllerThatHidesTheBarIsAPossibilityWrittenWithItsModule() throws {
        let filters = try Self.filters(others: ["App/Game.swift": """
            import UIKit
            final class GameViewController: DeltaCore.GameViewController {}
            """])
        #expect(filters.prediction.certainty == .conditional)
        #expect(filters.prediction.possibleHidden == [false, true])
        let model = try auditModel(UniformAnswersTests.app(others: "").merging(["App/Game.swift": """
            import UIKit
            final class GameViewController: DeltaCore.GameViewController {}
            """]) { $1 })
        #expect(model.answers.answers(for: "GameViewController").hidden == .values([true], dependsOn: []))
        #expect(model.graph.kind(of: "GameViewController") == .viewController)
    }

    @Test func anObjectiveCSubclassImportsTheFramework() throws {
        let filters = try Self.filters(others: [
            "App/AttachmentsViewController.h": """
            #import <MatrixKit/MatrixKit.h>
            @interface AttachmentsViewController : MXKAttachmentsViewController
            @end
            """,
            "App/AttachmentsViewController.m": """
            #import "AttachmentsViewController.h"
            @implementation AttachmentsViewController
            @end
            """])
        #expect(filters.prediction.certainty == .conditional)
        #expect(filters.prediction.possibleHidden == [false, true])
    }

    /// A page controller's answers are its page's: nothing new, and UIKit's where it shows none.
    @Test func aPageControllerOfALibraryForwardsToItsPage() throws {
        let files = UniformAnswersTests.app(others: "").merging(["App/Pages.swift": """
            import UIKit
            import Tabman
            final class PagesViewController: TabmanViewController {}
            """]) { $1 }
        let filters = try #require(screen(try auditModel(files), "FiltersViewController"))
        #expect(filters.prediction.certainty == .certain)
        #expect(filters.prediction.possibleStyles == [.default])
        let model = try auditModel(files)
        guard case .unknown(let why) = model.answers.answers(for: "PagesViewController").style else {
            Issue.record("a page controller's own style is its page's")
            return
        }
        #expect(why.contains("the page 'TabmanViewController' (Tabman) shows"))
    }

    /// A controller that forwards to another held in a property (typed as a controller) adds only
    /// its fallback; one that reads a stored property of an object that is no controller answers
    /// what that property holds (here, never assigned: its initial value; ObjectPropertyAnswerTests).
    @Test func aForwardingToAControllerPropertyAddsItsFallback() throws {
        let filters = try Self.filters(others: ["App/Launch.swift": """
            import UIKit
            final class GameController: UIViewController {}
            final class LaunchViewController: UIViewController {
                private(set) var gameController: GameController!
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    return self.gameController?.preferredStatusBarStyle ?? .lightContent
                }
                override var childForStatusBarHidden: UIViewController? {
                    return self.gameController
                }
            }
            """])
        #expect(filters.prediction.certainty == .conditional)
        #expect(filters.prediction.possibleStyles == [.default, .lightContent])

        let opaque = try Self.filters(others: ["App/Root.swift": """
            import UIKit
            final class SceneCoordinator { var prefersStatusBarHidden = false }
            final class RootViewController: UIViewController {
                var coordinator: SceneCoordinator!
                override var prefersStatusBarHidden: Bool { coordinator.prefersStatusBarHidden }
            }
            """])
        #expect(opaque.prediction.certainty.unknownReason == nil)
        #expect(opaque.prediction.possibleHidden == [false])
    }

    /// Every entry reaches a UIKit class the audit knows, through superclasses of its own library,
    /// and names the source it was read in.
    @Test func everyLibraryControllerReachesUIKit() {
        #expect(LibraryController.all.count >= 40)
        for (name, library) in LibraryController.all.sorted(by: { $0.key < $1.key }) {
            #expect(SystemController.all[library.system] != nil, "\(name): \(library.system)")
            #expect(library.checked.contains("/"), "\(name)")
        }
        #expect(LibraryController.all["MXKWebViewViewController"]?.system == "UIViewController")
        #expect(LibraryController.all["GlucoseEntryTableViewController"]?.system == "UITableViewController")
        #expect(LibraryController.all["MXKRoomViewController"]?.answers.hidden == [false, true])
        #expect(LibraryController.all["MessagesViewController"]?.modules == ["MessageKit"])
    }

    /// A distinctive name (a prefix of capitals) is the library's without an import: an
    /// Objective-C header that imports the umbrella header through another header.
    @Test func aDistinctiveNameNeedsNoImport() throws {
        let filters = try Self.filters(others: [
            "App/ContactsViewController.h": """
            #import "ContactsDataSource.h"
            @interface ContactsViewController : MXKViewController
            @end
            """])
        #expect(filters.prediction.certainty == .certain)
        #expect(LibraryController.named("FormViewController", imports: []) == nil)
        #expect(LibraryController.named("MXKViewController", imports: [])?.modules == ["MatrixKit"])
        #expect(LibraryController.named("Eureka.FormViewController", imports: [])?.name == "FormViewController")
        #expect(LibraryController.named("Other.FormViewController", imports: ["Eureka"]) == nil)
    }

    /// Objective-C: a forwarding to a delegate cast to a controller where it is forwarded to
    /// (`[(UIViewController *)self.delegate prefersStatusBarHidden]`) adds only its fallback.
    @Test func aForwardingToADelegateCastToAController() throws {
        func files(cast: String) -> [String: String] {
            UniformAnswersTests.app(others: "").merging(["App/AlbumViewController.m": """
                @interface AlbumViewController : UIViewController
                @property (nonatomic, weak) id<AlbumDelegate> delegate;
                @end
                @implementation AlbumViewController
                - (BOOL)prefersStatusBarHidden
                {
                    if ([self.delegate isKindOfClass:UIViewController.class])
                    {
                        return [\(cast)self.delegate prefersStatusBarHidden];
                    }
                    return NO;
                }
                @end
                """]) { $1 }
        }
        let cast = try #require(screen(try auditModel(files(cast: "(UIViewController*)")), "FiltersViewController"))
        #expect(cast.prediction.certainty == .certain)
        #expect(cast.prediction.possibleHidden == [false])
        let plain = try #require(screen(try auditModel(files(cast: "")), "FiltersViewController"))
        let why = try #require(plain.prediction.certainty.unknownReason, "expected unknown, got \(plain.prediction.certainty)")
        #expect(why.contains("'AlbumViewController' prefersStatusBarHidden"))
    }
}
