import ObjCSourceReader
import SourceModel
import Testing

/// A local assigned in several branches before it is shown (issue 33, point 1): each branch is a
/// possibility, so the call is recorded once for each controller the local may hold.
@Suite("Objective-C: a local chosen in branches")
struct BranchAssignmentTests {
    private static func shown(_ body: String, kind: Call.Kind = .pushViewController) -> [String?] {
        facts(implementation(body)).calls.filter { $0.kind == kind }.map(\.presentedClass)
    }

    @Test func eachCaseOfASwitchIsAPossibility() {
        let classes = Self.shown("""
        - (void)showSection:(NSInteger)section {
            UIViewController *detail;
            switch (section) {
                case 0:
                    detail = [[SyncSettingsViewController alloc] init];
                    break;
                case 1: {
                    detail = [BackdropSettingsViewController new];
                    break;
                }
                default:
                    break;
            }
            [self.navigationController pushViewController:detail animated:YES];
        }
        """)
        #expect(classes == ["SyncSettingsViewController", "BackdropSettingsViewController"])
    }

    @Test func bothBranchesOfAnIfElseArePossibilities() {
        let classes = Self.shown("""
        - (void)openAccount:(BOOL)signedIn {
            UIViewController *next = nil;
            if (signedIn) {
                next = [[ProfileViewController alloc] init];
            } else {
                next = [[SignInViewController alloc] init];
            }
            [self presentViewController:next animated:YES completion:nil];
        }
        """, kind: .present)
        #expect(classes == ["ProfileViewController", "SignInViewController"])
    }

    @Test func anIfWithoutElseKeepsWhatTheLocalHeldBefore() {
        let classes = Self.shown("""
        - (void)openNote:(BOOL)locked {
            UIViewController *next = [[NoteViewController alloc] init];
            if (locked) next = [[UnlockViewController alloc] init];
            [self.navigationController pushViewController:next animated:YES];
        }
        """)
        #expect(Set(classes.compactMap { $0 }) == ["NoteViewController", "UnlockViewController"])
        #expect(classes.count == 2)
    }

    /// A later assignment on the same path replaces the earlier one: one possibility only.
    @Test func aReassignmentOnTheSamePathReplaces() {
        let classes = Self.shown("""
        - (void)openDraft {
            UIViewController *next = [[DraftListViewController alloc] init];
            next = [[ComposeViewController alloc] init];
            [self.navigationController pushViewController:next animated:YES];
        }
        """)
        #expect(classes == ["ComposeViewController"])
    }

    /// A local of the same name in another method is another value.
    @Test func aLocalOfAnotherMethodIsAnotherValue() {
        let classes = Self.shown("""
        - (void)first:(BOOL)flag {
            UIViewController *next;
            if (flag) { next = [[AlphaViewController alloc] init]; } else { next = [[BetaViewController alloc] init]; }
            [self.navigationController pushViewController:next animated:YES];
        }
        - (void)second {
            UIViewController *next = [[GammaViewController alloc] init];
            [self.navigationController pushViewController:next animated:YES];
        }
        """)
        #expect(classes == ["AlphaViewController", "BetaViewController", "GammaViewController"])
    }

    @Test(arguments: [
        ("return YES;", SplitCollapse.alwaysTrue),
        ("return NO;", .other),
        ("if ([secondaryViewController isKindOfClass:[UINavigationController class]]) { return NO; }\n    return YES;",
         .trueUnlessSecondaryIs(["UINavigationController"])),
        ("return self.collapses;", .other),
    ])
    func aSplitDelegateCollapseAnswerIsRead(body: String, expected: SplitCollapse) throws {
        let source = """
        @implementation InboxSplitViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.delegate = self;
        }
        - (BOOL)splitViewController:(UISplitViewController *)splitViewController collapseSecondaryViewController:(UIViewController *)secondaryViewController ontoPrimaryViewController:(UIViewController *)primaryViewController {
            \(body)
        }
        @end
        """
        let type = try #require(facts(source).types.first { $0.name == "InboxSplitViewController" })
        #expect(type.splitCollapse == expected)
        #expect(type.delegatesToSelf)
    }
}
