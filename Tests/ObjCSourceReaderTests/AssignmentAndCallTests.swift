import ObjCSourceReader
import SourceModel
import Testing

@Suite("Assignments")
struct AssignmentTests {
    @Test("presentation properties on a local controller know its class")
    func presentationProperties() throws {
        let read = facts("""
            @implementation FeedViewController
            - (void)openPlayer {
                PlayerViewController *player = [[PlayerViewController alloc] initWithNibName:nil bundle:nil];
                player.modalPresentationStyle = UIModalPresentationOverFullScreen;
                player.modalPresentationCapturesStatusBarAppearance = YES;
                [self presentViewController:player animated:YES completion:nil];
            }
            @end
            """)
        #expect(read.assignments.map(\.property.name) == ["modalPresentationStyle", "modalPresentationCapturesStatusBarAppearance"])
        let style = try #require(read.assignments.first)
        #expect(style.receiver == "player")
        #expect(style.controller == "player")
        #expect(style.controllerClass == "PlayerViewController")
        #expect(style.valueText == "UIModalPresentationOverFullScreen")
        #expect(style.value == .enumCase("overFullScreen"))
        #expect(style.enclosingType == "FeedViewController")
        #expect(style.enclosingFunction == "openPlayer")
        #expect(style.language == .objc)
        #expect(style.location == SourceLocation(file: "Sources/Test.m", line: 4, column: 12))
        #expect(read.assignments[1].value == .bool(true))
        #expect(read.calls.map(\.kind) == [.present])
        #expect(read.calls.first?.presentedClass == "PlayerViewController")
        #expect(read.calls.first?.animated == true)
        #expect(read.calls.first?.argumentText == "player")
    }

    @Test("receiver classes from alloc/init, new, storyboards with casts, navigation wrappers, setters")
    func receiverClasses() {
        let read = facts("""
            @implementation Router
            - (void)showFrom:(UIViewController *)host {
                SettingsViewController *settings = [SettingsViewController new];
                settings.modalPresentationStyle = UIModalPresentationFormSheet;
                UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
                DetailViewController *detail = (DetailViewController *)[storyboard instantiateViewControllerWithIdentifier:@"Detail"];
                detail.modalPresentationStyle = UIModalPresentationFullScreen;
                id about = [storyboard instantiateViewControllerWithIdentifier:@"About"];
                [about setModalPresentationStyle:UIModalPresentationPageSheet];
                UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[PlayerViewController new]];
                nav.modalPresentationStyle = UIModalPresentationOverFullScreen;
                unknown.modalPresentationStyle = UIModalPresentationCustom;
            }
            @end
            """)
        #expect(read.assignments.map(\.controllerClass) == [
            "SettingsViewController", "DetailViewController", nil, "UINavigationController", nil,
        ])
        #expect(read.assignments.map(\.controllerStoryboardIdentifier) == [nil, "Detail", "About", nil, nil])
        #expect(read.assignments.map(\.viaCall) == [false, false, true, false, false])
        #expect(read.assignments[3].controllerRootClass == "PlayerViewController")
        #expect(read.assignments.map(\.value) == [
            .enumCase("formSheet"), .enumCase("fullScreen"), .enumCase("pageSheet"), .enumCase("overFullScreen"),
            .enumCase("custom"),
        ])
        let instantiations = read.calls.filter { $0.kind == .instantiateViewController }
        #expect(instantiations.map(\.identifier) == ["Detail", "About"])
        #expect(instantiations.map(\.storyboardName) == ["Main", "Main"])
        #expect(instantiations.map(\.presentedClass) == ["DetailViewController", nil])
    }

    @Test("navigation bar style: own bar, the navigation controller's, a local's, the appearance proxy")
    func barStyle() {
        let read = facts("""
            @implementation ThemedNavigationController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.navigationBar.barStyle = UIBarStyleBlack;
                self.navigationBar.barTintColor = [UIColor colorWithRed:18/255.0 green:18/255.0 blue:20/255.0 alpha:1];
            }
            @end
            @implementation FeedViewController
            - (void)viewWillAppear:(BOOL)animated {
                [super viewWillAppear:animated];
                self.navigationController.navigationBar.barStyle = UIBarStyleBlack;
                ThemedNavigationController *nav = [[ThemedNavigationController alloc] initWithRootViewController:self];
                nav.navigationBar.barStyle = UIBarStyleDefault;
                [UINavigationBar appearance].barStyle = UIBarStyleBlack;
                self.searchBar.barStyle = UIBarStyleBlack;
            }
            @end
            """)
        #expect(read.assignments.map(\.property.name) == [
            "navigationBar.barStyle", "navigationBar.barTintColor", "navigationBar.barStyle", "navigationBar.barStyle",
            "navigationBar.barStyle",
        ])
        #expect(read.assignments.map(\.receiver) == [
            "navigationBar", "navigationBar", "navigationController.navigationBar", "nav.navigationBar",
            "UINavigationBar.appearance()",
        ])
        #expect(read.assignments.map(\.controller) == ["self", "self", "navigationController", "nav", "UINavigationBar.appearance()"])
        #expect(read.assignments[3].controllerClass == "ThemedNavigationController")
        let dark: Double = 18.0 / 255
        let blue: Double = 20.0 / 255
        let tint = ParsedValue.color(.rgb(red: dark, green: dark, blue: blue, alpha: 1))
        #expect(read.assignments[1].value == tint)
        #expect(read.assignments.map(\.enclosingFunction) == ["viewDidLoad", "viewDidLoad", "viewWillAppear:", "viewWillAppear:", "viewWillAppear:"])
    }

    @Test("hiding the navigation bar: setter call and property")
    func navigationBarHidden() {
        let read = facts("""
            @implementation PhotoViewController
            - (void)viewWillAppear:(BOOL)animated {
                [self.navigationController setNavigationBarHidden:YES animated:animated];
                self.navigationController.navigationBarHidden = NO;
            }
            @end
            """)
        #expect(read.assignments.map(\.property.name) == ["isNavigationBarHidden", "isNavigationBarHidden"])
        #expect(read.assignments.map(\.viaCall) == [true, false])
        #expect(read.assignments.map(\.value) == [.bool(true), .bool(false)])
        #expect(read.assignments.map(\.controller) == ["navigationController", "navigationController"])
        #expect(read.calls.map(\.kind) == [.setNavigationBarHidden])
        #expect(read.calls.first?.value == .bool(true))
        #expect(read.calls.first?.animated == nil)
    }

    @Test("what a construction hands over: the controller, its navigation controller, another one labelled as such")
    func constructionsHandingAController() {
        let read = facts("""
            @implementation OrdersViewController
            - (void)open {
                UINavigationController *nav = [[UINavigationController alloc] init];
                _helper = [[SearchHelper alloc] initWithViewController:self];
                _coordinator = [[EditCoordinator alloc] initWithNavigationController:self.navigationController title:self.title];
                _modal = [[ModalCoordinator alloc] initWithNavigationController:nav];
                _label = [[UILabel alloc] initWithFrame:self.view.bounds];
            }
            @end
            """)
        let handed = read.calls.filter { $0.kind == .handsController }
        #expect(handed.map(\.presentedClass) == ["SearchHelper", "EditCoordinator", "ModalCoordinator"])
        #expect(handed.map(\.handed) == [.controller, .navigationController, .other("nav")])
        #expect(handed.allSatisfy { $0.enclosingType == "OrdersViewController" })
    }

    @Test("hiding the navigation bar through the bar's own hidden; a view's hidden is not the bar's")
    func navigationBarOwnHidden() {
        let read = facts("""
            @implementation LoginViewController
            - (void)viewWillAppear:(BOOL)animated {
                self.navigationController.navigationBar.hidden = YES;
                [self.navigationController.navigationBar setHidden:NO];
                self.spinner.hidden = YES;
            }
            @end
            """)
        #expect(read.assignments.map(\.property.name) == ["isNavigationBarHidden", "isNavigationBarHidden"])
        #expect(read.assignments.map(\.value) == [.bool(true), .bool(false)])
        #expect(read.assignments.map(\.controller) == ["navigationController", "navigationController"])
    }

    @Test("view background colors and the interface style", arguments: [
        ("self.view.backgroundColor = [UIColor whiteColor];", ParsedValue.color(.system("white"))),
        ("self.view.backgroundColor = UIColor.systemBackgroundColor;", .color(.system("systemBackground"))),
        ("self.view.backgroundColor = [UIColor colorNamed:@\"Card\"];", .color(.named("Card"))),
        ("self.view.backgroundColor = [UIColor colorWithRed:0.1 green:0.2 blue:0.3 alpha:1.0];", .color(.rgb(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))),
        ("self.view.backgroundColor = [UIColor colorWithWhite:0.95f alpha:1];", .color(.white(0.95, alpha: 1))),
        ("self.view.backgroundColor = [[UIColor alloc] initWithWhite:0 alpha:0.5];", .color(.white(0, alpha: 0.5))),
        ("self.view.backgroundColor = [UIColor colorWithHexString:@\"#1B1B1F\"];", .color(.hex("#1B1B1F"))),
        ("[self.view setBackgroundColor:[UIColor blackColor]];", .color(.system("black"))),
        ("self.view.backgroundColor = self.theme.background;", .other),
        ("self.overrideUserInterfaceStyle = UIUserInterfaceStyleDark;", .enumCase("dark")),
    ])
    func values(line: String, expected: ParsedValue) throws {
        let read = facts("@implementation A\n- (void)viewDidLoad {\n    \(line)\n}\n@end\n")
        let assignment = try #require(read.assignments.first)
        #expect(read.assignments.count == 1)
        #expect(assignment.value == expected)
        #expect(assignment.controller == "self")
    }

    @Test("a view's own background, a local view and a local bar are not recorded")
    func plainViewBackground() {
        let read = facts("""
            @implementation Badge
            - (void)setUp { self.backgroundColor = [UIColor redColor]; self.layer.backgroundColor = nil; }
            @end
            @implementation HeaderController
            - (void)makeHeader:(UIView *)view { view.backgroundColor = [UIColor blackColor]; }
            - (void)makeBar {
                UINavigationBar *navigationBar = [[UINavigationBar alloc] init];
                navigationBar.barStyle = UIBarStyleBlack;
            }
            - (void)viewDidLoad { self.view.backgroundColor = [UIColor systemBackgroundColor]; }
            @end
            """)
        #expect(read.assignments.map(\.property.name) == ["view.backgroundColor"])
        #expect(read.assignments.map(\.enclosingFunction) == ["viewDidLoad"])
    }

    @Test("window roots and tab contents")
    func rootsAndTabs() throws {
        let read = facts("""
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                MainTabBarController *tabs = [[MainTabBarController alloc] init];
                tabs.viewControllers = @[
                    [[ThemedNavigationController alloc] initWithRootViewController:[[FeedViewController alloc] init]],
                    [SettingsViewController new],
                    [self makeProfile],
                ];
                self.window.rootViewController = tabs;
                [self.window makeKeyAndVisible];
                return YES;
            }
            @end
            """)
        let call = try #require(read.calls.first)
        #expect(read.calls.count == 1)
        #expect(call.kind == .setViewControllers)
        #expect(call.receiverClass == "MainTabBarController")
        #expect(call.shownControllers == [
            ControllerReference(className: "ThemedNavigationController", rootClass: "FeedViewController"),
            ControllerReference(className: "SettingsViewController"),
            ControllerReference(className: nil),
        ])
        let root = try #require(read.assignments.first)
        #expect(read.assignments.count == 1)
        #expect(root.watched == .windowRootViewController)
        #expect(root.receiver == "window")
        #expect(root.assignedController == ControllerReference(className: "MainTabBarController"))
        #expect(root.enclosingFunction == "application:didFinishLaunchingWithOptions:")
    }
}

@Suite("Calls")
struct CallTests {
    @Test("present: direct, local, navigation wrapper, the old modal form, an unknown controller")
    func present() {
        let read = facts("""
            @implementation HomeViewController
            - (void)openPlayer {
                [self presentViewController:[[PlayerViewController alloc] init] animated:YES completion:nil];
            }
            - (void)openSettings {
                SettingsViewController *settings = [[SettingsViewController alloc] init];
                UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:settings];
                [self presentViewController:nav animated:YES completion:^{
                    [self setNeedsStatusBarAppearanceUpdate];
                }];
            }
            - (void)openProfile {
                [self.navigationController presentViewController:[[ThemedNavigationController alloc] initWithRootViewController:[ProfileViewController new]] animated:NO completion:nil];
            }
            - (void)openLegacy {
                [self presentModalViewController:[LegacyViewController new] animated:YES];
            }
            - (void)open:(UIViewController *)controller {
                [self presentViewController:controller animated:flag completion:nil];
            }
            @end
            """)
        let presents = read.calls.filter { $0.kind == .present }
        #expect(presents.map(\.presentedClass) == [
            "PlayerViewController", "UINavigationController", "ThemedNavigationController", "LegacyViewController", nil,
        ])
        #expect(presents.map(\.rootClass) == [nil, "SettingsViewController", "ProfileViewController", nil, nil])
        #expect(presents.map(\.receiver) == ["self", "self", "navigationController", "self", "self"])
        #expect(presents.map(\.animated) == [true, true, false, true, nil])
        #expect(presents.map(\.enclosingFunction) == ["openPlayer", "openSettings", "openProfile", "openLegacy", "open:"])
        let update = read.calls.filter { $0.kind == .setNeedsStatusBarAppearanceUpdate }
        #expect(update.map(\.enclosingFunction) == ["openSettings"])
        #expect(update.first?.location == SourceLocation(file: "Sources/Test.m", line: 9, column: 15))
    }

    @Test("push, show, setViewControllers, instantiate")
    func otherCalls() throws {
        let read = facts("""
            @implementation FeedViewController
            - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
                ArticleViewController *detail = (ArticleViewController *)[[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"ArticleDetail"];
                [self.navigationController pushViewController:detail animated:YES];
                [self showViewController:[CommentsViewController new] sender:self];
                [self showDetailViewController:detail sender:nil];
                [self.navigationController setViewControllers:@[[FeedViewController new], [ArticleViewController new]] animated:NO];
            }
            @end
            """)
        #expect(read.calls.map(\.kind) == [.instantiateViewController, .pushViewController, .show, .show, .setViewControllers])
        let instantiate = read.calls[0]
        #expect(instantiate.identifier == "ArticleDetail")
        #expect(instantiate.storyboardName == "Main")
        #expect(instantiate.presentedClass == "ArticleViewController")
        #expect(read.calls[1].presentedClass == "ArticleViewController")
        #expect(read.calls[1].presentedStoryboardIdentifier == "ArticleDetail")
        #expect(read.calls[1].receiver == "navigationController")
        #expect(read.calls[2].presentedClass == "CommentsViewController")
        #expect(read.calls[3].presentedClass == "ArticleViewController")
        #expect(read.calls[4].presentedClass == "ArticleViewController")
        #expect(read.calls[4].shownControllers.map(\.className) == ["FeedViewController", "ArticleViewController"])
        #expect(read.calls[0].enclosingFunction == "tableView:didSelectRowAtIndexPath:")
    }

    @Test("messages that only share a name are not recorded")
    func lookalikes() {
        let read = facts("""
            @implementation Alerts
            - (void)run {
                [self show:@"Saved"];
                [self present:error];
                [stack pushViewController];
                [self.banner showViewController];
            }
            @end
            """)
        #expect(read.calls.isEmpty)
    }
}
