import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// What is not a screen (issue "The screen graph", point 2): a child added in code, a context
/// menu's preview, a popover's content (whose context is unknown: a bubble on iPad, adapted on an
/// iPhone to what the popover delegate chooses).
@Suite("Audit: children, previews and popovers")
struct NotAScreenTests {
    private let sceneDelegate = AuditTests.sceneDelegate(root: "UINavigationController(rootViewController: LibraryViewController())")

    /// `AlbumViewController` answers light content: a screen of it would be swallowed by its presentation.
    private let album = """
        import UIKit
        final class AlbumViewController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        """

    private func model(_ library: String, extra: [String: String] = [:]) throws -> AuditModel {
        var files = [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/SceneDelegate.swift": sceneDelegate,
            "App/Album.swift": album,
            "App/Library.swift": library,
        ]
        files.merge(extra) { $1 }
        return try auditModel(files)
    }

    @Test func aChildAddedInCodeIsNotAScreen() throws {
        let model = try model("""
            import UIKit
            final class LibraryViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let child = AlbumViewController()
                    addChild(child)
                    view.addSubview(child.view)
                    child.didMove(toParent: self)
                }
            }
            """)
        #expect(screen(model, "LibraryViewController") != nil)
        #expect(screen(model, "AlbumViewController") == nil)
    }

    @Test func aContextMenuPreviewIsNotAScreen() throws {
        let model = try model("""
            import UIKit
            final class LibraryViewController: UICollectionViewController {
                override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                             point: CGPoint) -> UIContextMenuConfiguration? {
                    UIContextMenuConfiguration(identifier: nil, previewProvider: { AlbumViewController() }, actionProvider: nil)
                }

                func menu(for album: Int) -> UIContextMenuConfiguration {
                    UIContextMenuConfiguration(identifier: nil, previewProvider: makePreview, actionProvider: nil)
                }

                private func makePreview() -> UIViewController? {
                    let preview = AlbumViewController()
                    preview.preferredContentSize = CGSize(width: 300, height: 300)
                    return preview
                }
            }
            """)
        #expect(screen(model, "AlbumViewController") == nil)
        #expect(!RuleCatalog.all.flatMap { $0.check(model) }.contains { $0.rule.hasPrefix("preference-swallowed") })
    }

    @Test func aPreviewCommittedByAPushIsAScreenOnlyWhereItIsPushed() throws {
        let model = try model("""
            import UIKit
            final class LibraryViewController: UICollectionViewController {
                override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                             point: CGPoint) -> UIContextMenuConfiguration? {
                    UIContextMenuConfiguration(identifier: nil, previewProvider: { AlbumViewController() }, actionProvider: nil)
                }

                override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    navigationController?.pushViewController(AlbumViewController(), animated: true)
                }
            }
            """)
        let entries = model.screens.filter { $0.screen.controller.className == "AlbumViewController" }
        #expect(entries.count == 1)
        #expect(entries.first?.screen.navigation?.controller.className == "UINavigationController")
        #expect(entries.first?.screen.origin == .code(SourceLocation(file: "App/Library.swift", line: 9, column: 31)))
    }

    @Test func objectiveCContextMenuPreviewIsNotAScreen() throws {
        let model = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Library.m": """
                #import <UIKit/UIKit.h>
                @interface AlbumViewController : UIViewController
                @end
                @implementation AlbumViewController
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end
                @interface LibraryViewController : UICollectionViewController
                @end
                @implementation LibraryViewController
                - (UIContextMenuConfiguration *)collectionView:(UICollectionView *)collectionView
                    contextMenuConfigurationForItemAtIndexPath:(NSIndexPath *)indexPath point:(CGPoint)point {
                    return [UIContextMenuConfiguration configurationWithIdentifier:nil previewProvider:^UIViewController * {
                        return [[AlbumViewController alloc] init];
                    } actionProvider:nil];
                }
                @end
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (nonatomic, strong) UIWindow *window;
                @end
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[LibraryViewController new]];
                    return YES;
                }
                @end
                """,
        ])
        #expect(screen(model, "LibraryViewController") != nil)
        #expect(screen(model, "AlbumViewController") == nil)
    }

    @Test func aPopoversContentHasAnUnknownContext() throws {
        let model = try model("""
            import UIKit
            final class LibraryViewController: UIViewController {
                @objc func showAlbum(_ sender: UIBarButtonItem) {
                    let album = AlbumViewController()
                    album.modalPresentationStyle = .popover
                    album.popoverPresentationController?.barButtonItem = sender
                    present(album, animated: true)
                }
            }
            """)
        let entry = try #require(screen(model, "AlbumViewController"))
        #expect(entry.screen.presentation?.style == .popover)
        #expect(entry.screen.unknownContext?.contains("popover") == true)
        // Its answer is not reported as swallowed: the popover delegate may adapt it to full screen.
        #expect(!RuleCatalog.all.flatMap { $0.check(model) }.contains { $0.rule == "preference-swallowed-by-presentation" })
    }

    @Test func aFullScreenPresentationNextToThePopoverIsStillKnown() throws {
        let model = try model("""
            import UIKit
            final class LibraryViewController: UIViewController {
                @objc func showAlbum(_ sender: UIBarButtonItem) {
                    let album = AlbumViewController()
                    album.modalPresentationStyle = .popover
                    present(album, animated: true)
                }
                @objc func playAlbum() {
                    let album = AlbumViewController()
                    album.modalPresentationStyle = .fullScreen
                    present(album, animated: true)
                }
            }
            """)
        let entries = model.screens.filter { $0.screen.controller.className == "AlbumViewController" }
        #expect(entries.count == 2)
        let full = try #require(entries.first { $0.screen.presentation?.style == .fullScreen })
        #expect(full.screen.unknownContext == nil)
        #expect(full.prediction.styleDecidedBy.name == "AlbumViewController")
    }

    @Test func objectiveCPopoverAndStoryboardPopoverSegueHaveAnUnknownContext() throws {
        let objc = try auditModel([
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/Library.m": """
                #import <UIKit/UIKit.h>
                @interface AlbumViewController : UIViewController
                @end
                @implementation AlbumViewController
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end
                @interface LibraryViewController : UIViewController
                @end
                @implementation LibraryViewController
                - (void)showAlbum:(UIBarButtonItem *)sender {
                    AlbumViewController *album = [[AlbumViewController alloc] init];
                    album.modalPresentationStyle = UIModalPresentationPopover;
                    [self presentViewController:album animated:YES completion:nil];
                }
                @end
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (nonatomic, strong) UIWindow *window;
                @end
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    self.window.rootViewController = [LibraryViewController new];
                    return YES;
                }
                @end
                """,
        ])
        let fromCode = try #require(screen(objc, "AlbumViewController"))
        #expect(fromCode.screen.unknownContext?.contains("popover") == true)

        let scenes = controllerScene("library", customClass: "LibraryViewController",
                                     segues: "<segue destination=\"album\" kind=\"popoverPresentation\" id=\"pop-1\"/>")
            + controllerScene("album", customClass: "AlbumViewController")
        let storyboardModel = try auditModel([
            "App/Info.plist": plainInfo,
            "App/Base.lproj/Main.storyboard": storyboard(initial: "library", scenes),
            "App/Album.swift": album,
            "App/Library.swift": "import UIKit\nfinal class LibraryViewController: UIViewController {}\n",
        ])
        let fromSegue = try #require(screen(storyboardModel, "AlbumViewController"))
        #expect(fromSegue.screen.presentation?.style == .popover)
        #expect(fromSegue.screen.unknownContext?.contains("popover") == true)
    }
}
