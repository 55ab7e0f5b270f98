import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `MissingAppearanceUpdate` (Docs/Rules.md is made from them).
extension MissingAppearanceUpdate {
    static let described = RuleDescription(
        id: "missing-appearance-update", name: "Missing appearance update", severity: .warning,
        rationale: """
            UIKit asks a controller for its status bar answers only at an appearance update (R10): when its \
            answer changes, it must call setNeedsStatusBarAppearanceUpdate() (TN3105). Otherwise the bar stays \
            stale until some later update.
            """,
        triggering: [
            .swift("""
                import UIKit

                final class ReaderViewController: UIViewController {
                    var isNightMode = false

                    override var preferredStatusBarStyle: UIStatusBarStyle {
                        isNightMode ? .lightContent : .darkContent
                    }

                    @objc func toggleNightMode() {
                        ↓isNightMode.toggle()
                        view.backgroundColor = isNightMode ? .black : .white
                    }

                    func apply(night: Bool) {
                        self.↓isNightMode = night
                    }
                }

                """),
            .swift("""
                import UIKit

                final class GalleryViewController: UIViewController {
                    private var barStyle: UIStatusBarStyle = .darkContent

                    override var preferredStatusBarStyle: UIStatusBarStyle { barStyle }

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        ↓barStyle = .lightContent
                    }
                }

                """),
            // One property drives both answers: one finding.
            .swift("""
                import UIKit

                final class VideoViewController: UIViewController {
                    var isImmersive = false

                    override var prefersStatusBarHidden: Bool { isImmersive }
                    override var preferredStatusBarStyle: UIStatusBarStyle { isImmersive ? .lightContent : .default }

                    @objc func didTapVideo() {
                        ↓isImmersive = !isImmersive
                    }
                }

                """),
            // Objective-C: a property and an instance variable read by the answers, changed without an update.
            .objc(header: """
                #import <UIKit/UIKit.h>

                @interface ReaderViewController : UIViewController
                @property (nonatomic) BOOL nightMode;
                @end

                """, """
                #import "Example.h"

                @implementation ReaderViewController

                - (UIStatusBarStyle)preferredStatusBarStyle {
                    return self.nightMode ? UIStatusBarStyleLightContent : UIStatusBarStyleDarkContent;
                }

                - (void)toggleNightMode {
                    self.↓nightMode = !self.nightMode;
                    self.view.backgroundColor = self.nightMode ? [UIColor blackColor] : [UIColor whiteColor];
                }

                @end

                @interface GalleryViewController : UIViewController
                @end

                @implementation GalleryViewController {
                    BOOL _immersive;
                }

                - (BOOL)prefersStatusBarHidden { return _immersive; }

                - (void)viewDidAppear:(BOOL)animated {
                    [super viewDidAppear:animated];
                    ↓_immersive = YES;
                }

                @end

                """),
            // Objective-C: a property of the class extension changed through its setter message.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface VideoViewController : UIViewController
                @end

                @interface VideoViewController ()
                @property (nonatomic, getter=isImmersive) BOOL immersive;
                @end

                @implementation VideoViewController

                - (BOOL)prefersStatusBarHidden { return self.isImmersive; }
                - (UIStatusBarStyle)preferredStatusBarStyle {
                    return self.immersive ? UIStatusBarStyleLightContent : UIStatusBarStyleDefault;
                }

                - (void)didTapVideo {
                    [self ↓setImmersive:!self.immersive];
                }

                @end

                """),
            // Objective-C: a custom setter that does not update; only the change after display is reported.
            .objc(header: """
                #import <UIKit/UIKit.h>

                @interface ArticleViewController : UIViewController
                @property (nonatomic) BOOL nightMode;
                @end

                """, """
                #import "Example.h"

                @implementation ArticleViewController

                - (void)setNightMode:(BOOL)nightMode {
                    _nightMode = nightMode;
                }

                - (UIStatusBarStyle)preferredStatusBarStyle {
                    return self.nightMode ? UIStatusBarStyleLightContent : UIStatusBarStyleDarkContent;
                }

                - (void)toggle {
                    self.↓nightMode = !self.nightMode;
                }

                @end

                """),
            // A method called from `viewDidLoad` but also named by a selector (a notification calls it
            // later), or called inside a closure: it runs after display too.
            .swift("""
                import UIKit

                final class PlayerViewController: UIViewController {
                    private var isImmersive = false
                    private var isNightMode = false
                    var onSettingsChange: (() -> Void)?

                    override var prefersStatusBarHidden: Bool { isImmersive }
                    override var preferredStatusBarStyle: UIStatusBarStyle { isNightMode ? .lightContent : .darkContent }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        restoreState()
                        loadSettings()
                        NotificationCenter.default.addObserver(
                            self, selector: #selector(restoreState), name: UIApplication.didBecomeActiveNotification, object: nil)
                        onSettingsChange = { [weak self] in self?.loadSettings() }
                    }

                    @objc private func restoreState() {
                        ↓isImmersive = UserDefaults.standard.bool(forKey: "immersive")
                    }

                    private func loadSettings() {
                        ↓isNightMode = UserDefaults.standard.bool(forKey: "night")
                    }
                }

                """),
            // Objective-C: a method called from `viewDidLoad` and from an action.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface ReaderViewController : UIViewController
                @property (nonatomic) BOOL nightMode;
                @end

                @implementation ReaderViewController

                - (UIStatusBarStyle)preferredStatusBarStyle {
                    return self.nightMode ? UIStatusBarStyleLightContent : UIStatusBarStyleDarkContent;
                }

                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self applyTheme];
                }

                - (void)applyTheme {
                    self.↓nightMode = [[NSUserDefaults standardUserDefaults] boolForKey:@"night"];
                }

                - (void)themeDidChange {
                    [self applyTheme];
                }

                @end

                """),
            // A custom container swaps the child it forwards to (through its own `topViewController`)
            // and never asks again: the bar keeps the previous child's answer.
            .swift("""
                import UIKit

                final class ShellContainerViewController: UIViewController {
                    private(set) var stack: [UIViewController] = []

                    var topViewController: UIViewController? { stack.last }

                    override var childForStatusBarStyle: UIViewController? { topViewController }

                    func show(_ controller: UIViewController) {
                        addChild(controller)
                        view.addSubview(controller.view)
                        controller.didMove(toParent: self)
                        ↓stack = [controller]
                    }
                }

                """),
            // Objective-C: a side panel forwards to the controller it shows, set without an update.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface SidePanelViewController : UIViewController
                @property (nonatomic, strong) UIViewController *centerViewController;
                @end

                @implementation SidePanelViewController

                - (UIViewController *)childViewControllerForStatusBarStyle {
                    return self.centerViewController;
                }

                - (void)showCenterViewController:(UIViewController *)controller {
                    [self addChildViewController:controller];
                    [self.view addSubview:controller.view];
                    [controller didMoveToParentViewController:self];
                    self.↓centerViewController = controller;
                }

                @end

                """),
        ],
        nonTriggering: [
            // The property's observer calls a method that updates (in a `defer`): every change updates.
            .swift("""
                import UIKit

                final class BrowserViewController: UIViewController {
                    private(set) var usesBottomBar = false {
                        didSet {
                            layoutToolbars()
                            refreshStatusBarTint()
                        }
                    }

                    override var preferredStatusBarStyle: UIStatusBarStyle {
                        if usesBottomBar { return .lightContent }
                        return super.preferredStatusBarStyle
                    }

                    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                        super.traitCollectionDidChange(previous)
                        usesBottomBar = traitCollection.verticalSizeClass == .regular
                    }

                    private func layoutToolbars() { view.setNeedsLayout() }

                    private func refreshStatusBarTint() {
                        defer { setNeedsStatusBarAppearanceUpdate() }
                        view.backgroundColor = usesBottomBar ? .black : .white
                    }
                }

                """),
            // Changes in methods called only from `viewDidLoad` (directly, or through another such
            // method): the bar first asks after them.
            .swift("""
                import UIKit

                final class ReaderViewController: UIViewController {
                    private var isNightMode = false

                    override var preferredStatusBarStyle: UIStatusBarStyle { isNightMode ? .lightContent : .darkContent }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        configureAppearance()
                    }

                    private func configureAppearance() {
                        view.backgroundColor = .systemBackground
                        self.applySavedTheme()
                    }

                    private func applySavedTheme() {
                        isNightMode = UserDefaults.standard.bool(forKey: "night")
                    }
                }

                """),
            // Objective-C: a method called only from `viewDidLoad` and an initialiser.
            .objc("""
                #import <UIKit/UIKit.h>

                @interface ReaderViewController : UIViewController
                @property (nonatomic) BOOL nightMode;
                @end

                @implementation ReaderViewController

                - (instancetype)initWithCoder:(NSCoder *)coder {
                    if ((self = [super initWithCoder:coder])) { [self restoreTheme]; }
                    return self;
                }

                - (UIStatusBarStyle)preferredStatusBarStyle {
                    return self.nightMode ? UIStatusBarStyleLightContent : UIStatusBarStyleDarkContent;
                }

                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self restoreTheme];
                }

                - (void)restoreTheme {
                    self.nightMode = [[NSUserDefaults standardUserDefaults] boolForKey:@"night"];
                }

                @end

                """),
            // Set in `prepare(for:sender:)` of a scene whose only segue embeds a child: it runs
            // while the view loads, before the bar first asks.
            .storyboard(IBScene.controller("launch-1", customClass: "LaunchViewController",
                                           segues: "<segue destination=\"player-1\" kind=\"embed\" id=\"embed-player-1\"/>") + "\n"
                        + IBScene.controller("player-1", customClass: "PlayerViewController"),
                        initial: "launch-1", swift: """
                import UIKit

                final class PlayerViewController: UIViewController {
                    override var prefersStatusBarHidden: Bool { true }
                }

                final class LaunchViewController: UIViewController {
                    private var player: PlayerViewController?

                    override var prefersStatusBarHidden: Bool { player?.prefersStatusBarHidden ?? false }

                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        player = segue.destination as? PlayerViewController
                    }
                }

                """),
            .swift("""
                import UIKit

                final class ReaderViewController: UIViewController {
                    var isNightMode = false

                    override var preferredStatusBarStyle: UIStatusBarStyle {
                        isNightMode ? .lightContent : .darkContent
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        isNightMode = UserDefaults.standard.bool(forKey: "night")
                    }

                    @objc func toggleNightMode() {
                        isNightMode.toggle()
                        UIView.animate(withDuration: 0.3) {
                            self.setNeedsStatusBarAppearanceUpdate()
                        }
                    }
                }

                """),
            .swift("""
                import UIKit

                final class GalleryViewController: UIViewController {
                    var isFullScreen = false {
                        didSet { setNeedsStatusBarAppearanceUpdate() }
                    }

                    override var prefersStatusBarHidden: Bool { isFullScreen }

                    @objc func tapped() {
                        isFullScreen.toggle()
                    }
                }

                """),
            // Objective-C: an update after the change (in a block too), a custom setter that updates,
            // a change before the controller appears.
            .objc(header: """
                #import <UIKit/UIKit.h>

                @interface ReaderViewController : UIViewController
                @property (nonatomic) BOOL nightMode;
                @end

                @interface GalleryViewController : UIViewController
                @property (nonatomic, getter=isFullScreen) BOOL fullScreen;
                @end

                """, """
                #import "Example.h"

                @implementation ReaderViewController

                - (UIStatusBarStyle)preferredStatusBarStyle {
                    return self.nightMode ? UIStatusBarStyleLightContent : UIStatusBarStyleDarkContent;
                }

                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.nightMode = [[NSUserDefaults standardUserDefaults] boolForKey:@"night"];
                }

                - (void)toggleNightMode {
                    self.nightMode = !self.nightMode;
                    [UIView animateWithDuration:0.3 animations:^{
                        [self setNeedsStatusBarAppearanceUpdate];
                    }];
                }

                @end

                @implementation GalleryViewController

                - (void)setFullScreen:(BOOL)fullScreen {
                    _fullScreen = fullScreen;
                    [self setNeedsStatusBarAppearanceUpdate];
                }

                - (BOOL)prefersStatusBarHidden { return self.isFullScreen; }

                - (void)tapped {
                    self.fullScreen = !self.fullScreen;
                }

                @end

                """),
            // Objective-C: changes before the controller is displayed (initialisers, viewWillAppear:).
            .objc(header: """
                #import <UIKit/UIKit.h>

                @interface ArticleViewController : UIViewController
                @property (nonatomic) BOOL nightMode;
                @end

                """, """
                #import "Example.h"

                @implementation ArticleViewController

                - (instancetype)initWithNibName:(NSString *)nibName bundle:(NSBundle *)bundle {
                    if ((self = [super initWithNibName:nibName bundle:bundle])) { _nightMode = YES; }
                    return self;
                }

                - (instancetype)initWithCoder:(NSCoder *)coder {
                    if ((self = [super initWithCoder:coder])) { _nightMode = YES; }
                    return self;
                }

                - (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                    self.nightMode = [[NSUserDefaults standardUserDefaults] boolForKey:@"night"];
                }

                - (UIStatusBarStyle)preferredStatusBarStyle {
                    return self.nightMode ? UIStatusBarStyleLightContent : UIStatusBarStyleDarkContent;
                }

                @end

                """),
            // Objective-C: the part of the initializer a base class from a framework calls
            // (`finalizeInit`), and a helper that updates, called inside an animation block.
            .objc(header: """
                #import <UIKit/UIKit.h>
                #import <MatrixKitLike/MXBaseViewController.h>

                @interface MemberViewController : MXBaseViewController
                @property (nonatomic) BOOL statusBarHidden;
                @end

                """, """
                #import "Example.h"

                @implementation MemberViewController

                - (void)finalizeInit {
                    [super finalizeInit];
                    self.statusBarHidden = NO;
                }

                - (BOOL)prefersStatusBarHidden { return self.statusBarHidden; }

                - (void)refreshStatusBar {
                    [self setNeedsStatusBarAppearanceUpdate];
                }

                - (void)toggleChrome {
                    self.statusBarHidden = !self.statusBarHidden;
                    [UIView animateWithDuration:0.2 animations:^{
                        [self refreshStatusBar];
                    }];
                }

                @end

                """),
            // Swift: the update made by the class's own helper, called in the animation closure.
            .swift("""
                import UIKit

                final class PageReaderViewController: UIViewController {
                    private var chromeVisible = true

                    override var prefersStatusBarHidden: Bool { !chromeVisible }

                    func updateStatusBar() {
                        navigationController?.setNeedsStatusBarAppearanceUpdate()
                        setNeedsStatusBarAppearanceUpdate()
                    }

                    func toggleChrome() {
                        chromeVisible.toggle()
                        UIView.animate(withDuration: 0.15) { [weak self] in
                            guard let self else { return }
                            updateStatusBar()
                            view.layoutIfNeeded()
                        }
                    }
                }

                """),
            // The container asks again once its child changed.
            .swift("""
                import UIKit

                final class ShellContainerViewController: UIViewController {
                    private(set) var stack: [UIViewController] = []

                    override var childForStatusBarStyle: UIViewController? { stack.last }

                    func show(_ controller: UIViewController) {
                        addChild(controller)
                        view.addSubview(controller.view)
                        controller.didMove(toParent: self)
                        stack = [controller]
                        setNeedsStatusBarAppearanceUpdate()
                    }
                }

                """),
        ])
}
