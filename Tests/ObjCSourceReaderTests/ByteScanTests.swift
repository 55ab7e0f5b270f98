import Foundation
import ObjCSourceReader
import SourceModel
import Testing

@Suite("Byte scans")
struct ByteScanTests {
    static let fixtureNames = [
        "LNAppDelegate.m", "LNPlayerBridge.mm", "LNThemedNavigationController.h", "LNThemedNavigationController.m",
        "UINavigationController+Style.h", "UINavigationController+Style.m",
    ]

    private func bytes(of name: String) throws -> [UInt8] {
        [UInt8](try #require(FileManager.default.contents(atPath: fixturesFolder() + "/" + name)))
    }

    @Test("declaredClasses agrees with the full read on every fixture", arguments: fixtureNames)
    func agreesWithFullRead(_ name: String) throws {
        let source = try bytes(of: name)
        let full = ObjCSourceReader.read(bytes: source, relativePath: name).types.filter { $0.kind == .class }
        let scanned = ObjCSourceReader.declaredClasses(in: source, relativePath: name)
        #expect(scanned == full)
    }

    @Test("declaredClasses: interfaces, the old implementation form and aliases; never comments, strings or #if 0")
    func scan() {
        let source = """
            // @interface CommentedViewController : UIViewController
            NSString *s = @"@interface StringViewController : UIViewController";
            #if 0
            @interface DisabledViewController : UIViewController
            @end
            #endif
            @interface FeedViewController : UIViewController <UITableViewDataSource>
            @end
            @implementation OldViewController : UIViewController
            - (void)viewDidLoad { if (x) { [self foo]; } }
            @end
            @compatibility_alias Feed FeedViewController;
            @interface FeedViewController (Extra)
            @end
            """
        let scanned = ObjCSourceReader.declaredClasses(in: Array(source.utf8), relativePath: "A.m")
        #expect(scanned.map(\.name) == ["FeedViewController", "OldViewController", "Feed"])
        #expect(scanned.map(\.superclass) == ["UIViewController", "UIViewController", "FeedViewController"])
        #expect(scanned.first?.location == SourceLocation(file: "A.m", line: 7, column: 12))
    }

    @Test("needsFullParse: true for files with facts, false for plain model code", arguments: [
        ("- (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }", true),
        ("[[UIApplication sharedApplication] openURL:url];", true),
        ("[self presentViewController:vc animated:YES completion:nil];", true),
        ("[self.navigationController pushViewController:vc animated:YES];", true),
        ("[self showViewController:detail sender:nil];", true),
        ("vc.modalPresentationStyle = UIModalPresentationFullScreen;", true),
        ("[vc setModalPresentationStyle:UIModalPresentationFullScreen];", true),
        ("self.overrideUserInterfaceStyle = UIUserInterfaceStyleDark;", true),
        ("[self.view setBackgroundColor:[UIColor whiteColor]];", true),
        ("self.window.rootViewController = nav;", true),
        ("@interface Nav : UINavigationController\n@end", true),
        ("tabs.viewControllers = @[a, b];", true),
        ("@interface LNUser : NSObject\n@property (nonatomic, copy) NSString *name;\n@end", false),
        ("- (void)presentation {}", false),
        ("", false),
    ])
    func needsFullParse(source: String, expected: Bool) {
        #expect(ObjCSourceReader.needsFullParse(Array(source.utf8)) == expected)
    }

    @Test("every fixture with facts needs a full read")
    func fixturesNeedRead() throws {
        for name in Self.fixtureNames {
            let source = try bytes(of: name)
            let read = ObjCSourceReader.read(bytes: source, relativePath: name)
            let hasFacts = !read.overrides.isEmpty || !read.assignments.isEmpty || !read.calls.isEmpty
                || !read.deprecatedUses.isEmpty
            if hasFacts { #expect(ObjCSourceReader.needsFullParse(source), "\(name)") }
        }
    }
}
