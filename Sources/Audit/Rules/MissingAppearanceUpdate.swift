import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `missing-appearance-update`: an answer reads a stored property (`Answer.storedProperty`, or a
/// name a conditional answer depends on) and a method of the class assigns that property without
/// calling `setNeedsStatusBarAppearanceUpdate()` in the same function, while the property's
/// observers do not call it either (R10).
///
/// Decisions: only assignments to the class's own property (`x = …`, `self.x = …`) in a method of
/// the class or of a subclass count; assignments before the controller is displayed are fine, since
/// showing it is an appearance update: in `init`, `deinit`, `awakeFromNib`, `loadView`,
/// `viewDidLoad` and `viewWillAppear(_:)`, in the parts of an initializer named by convention
/// (`commonInit`, `finalizeInit`, `initialize`), and in methods of the class called only from those
/// (issue "The screen graph", point 8): called directly on `self` (`setUp()`, `self.setUp()`,
/// `[self setUp]`) from them and never otherwise (from another method, inside a closure or a block,
/// on another receiver, or named by a selector). Assignments from other types are not followed.
package struct MissingAppearanceUpdate: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    /// Names UIKit calls itself (callbacks, delegate methods): never "called only from setup".
    static let systemCallbackPrefixes = [
        "view", "traitCollection", "tableView", "collectionView", "scrollView", "observeValue", "touches", "motion",
        "prepare", "layoutSubviews", "setNeeds", "applicationDid", "applicationWill", "scene",
    ]

    /// The methods that update the status bar: each calls `setNeedsStatusBarAppearanceUpdate()`,
    /// or calls such a method directly on `self` (`updateStatusBar()` calling it, `toggleChrome()`
    /// calling `updateStatusBar()`).
    struct Updaters {
        /// The methods that call `setNeedsStatusBarAppearanceUpdate()` themselves, with their class.
        let own: [(type: String, function: String)]
        let direct: [MethodCalls.Direct]
        let inClosures: [MethodCalls.Direct]

        init(_ sources: [SourceFacts]) {
            own = sources.flatMap { facts in
                facts.calls.compactMap { call in
                    guard call.kind == .setNeedsStatusBarAppearanceUpdate, let type = call.enclosingType,
                          let function = call.enclosingFunction else { return nil }
                    return (type, function)
                }
            }
            direct = sources.flatMap(\.methodCalls.direct)
            inClosures = sources.flatMap(\.methodCalls.inClosures)
        }

        /// True when `function` calls, on `self` (directly, or in a closure or block it makes), a
        /// method of `related` (a class with its app superclasses and subclasses) that updates.
        func callsUpdater(_ function: String, related: Set<String>) -> Bool {
            var updating = Set(own.filter { related.contains($0.type) }.map(\.function))
            guard !updating.isEmpty else { return false }
            let calls = direct.filter { related.contains($0.enclosingType) }
            var changed = true
            while changed {
                changed = false
                for c in calls where updating.contains(c.callee) && !updating.contains(c.caller) {
                    updating.insert(c.caller)
                    changed = true
                }
            }
            return (calls + inClosures.filter { related.contains($0.enclosingType) }).contains {
                $0.caller == function && updating.contains($0.callee)
            }
        }
    }

    /// The methods of each class called only while its controller is set up: directly on `self`
    /// from a function that ``Lifecycle/runsBeforeDisplay(_:)`` (or from another such method), never used
    /// otherwise anywhere in the app's code, by class (the class and its app superclasses and
    /// subclasses share their methods).
    struct SetupOnlyMethods {
        let direct: [MethodCalls.Direct]
        let otherUses: Set<String>

        init(_ sources: [SourceFacts]) {
            direct = sources.flatMap(\.methodCalls.direct)
            otherUses = Set(sources.flatMap(\.methodCalls.otherUses))
        }

        /// True when `function` of `related` (a class with its app superclasses and subclasses) is
        /// called only from setup.
        func contains(_ function: String, related: Set<String>) -> Bool {
            guard !otherUses.contains(function),
                  !MissingAppearanceUpdate.systemCallbackPrefixes.contains(where: { function.hasPrefix($0) })
            else { return false }
            let calls = direct.filter { related.contains($0.enclosingType) }
            var setup: Set<String> = []
            var changed = true
            while changed {
                changed = false
                for callee in Set(calls.map(\.callee)).sorted() where !setup.contains(callee) && !otherUses.contains(callee)
                    && !Lifecycle.runsBeforeDisplay(callee)
                    && !MissingAppearanceUpdate.systemCallbackPrefixes.contains(where: { callee.hasPrefix($0) })
                {
                    let callers = calls.filter { $0.callee == callee }.map(\.caller)
                    if callers.allSatisfy({ Lifecycle.runsBeforeDisplay($0) || setup.contains($0) }) {
                        setup.insert(callee)
                        changed = true
                    }
                }
            }
            return setup.contains(function)
        }
    }

    /// `prepare(for:sender:)` (Swift) or `prepareForSegue:sender:` (Objective-C).
    static func isPrepareForSegue(_ function: String) -> Bool {
        function == "prepare" || function.hasPrefix("prepare(for") || function == "prepareForSegue:sender:"
    }

    /// Classes whose storyboard scenes have segues, all of them embed segues: their
    /// `prepare(for:sender:)` only runs while the view loads (container views), before display.
    static func classesWithOnlyEmbedSegues(_ model: AuditModel) -> Set<String> {
        var embeds: Set<String> = [], others: Set<String> = []
        for doc in model.documents {
            for segue in doc.segues {
                guard let source = doc.controller(withID: segue.sourceControllerID) else { continue }
                let cls = ClassGraph.plainName(source.className)
                switch segue.kind {
                case .embed: embeds.insert(cls)
                case .relationship, .unwind: break
                default: others.insert(cls)
                }
            }
        }
        return embeds.subtracting(others)
    }

    /// True for the property's own accessor: Swift `name.didSet`, `name.set`; the Objective-C
    /// setter `setName:`.
    static func isAccessor(_ function: String, of name: String) -> Bool {
        if function.hasPrefix(name + ".") { return true }
        guard let first = name.first else { return false }
        return function == "set" + first.uppercased() + name.dropFirst() + ":"
    }

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
        ],
        nonTriggering: [
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
        ])

    package func check(_ model: AuditModel) -> [Finding] {
        let sources = model.ownSources
        var assignments: [String: [(facts: SourceFacts, assignment: Assignment)]] = [:]
        for facts in sources {
            for a in facts.assignments where a.target == .ownController { assignments[a.property.name, default: []].append((facts, a)) }
        }
        let subclasses = model.subclassIndex()
        let embedOnly = Self.classesWithOnlyEmbedSegues(model)
        let setupOnly = SetupOnlyMethods(sources)
        // Built only when an assignment is left that needs it (most apps have none).
        lazy var updaters = Updaters(sources)
        // One finding per assignment, naming every answer it changes.
        var hits: [SourceLocation: (name: String, cls: String, function: String?, members: [String], related: [RelatedLocation],
                                    language: SourceLanguage)] = [:]
        for facts in sources {
            for o in facts.overrides where !o.inExtension || model.graph.isAppClass(o.typeName) {
                guard o.member == .preferredStatusBarStyle || o.member == .prefersStatusBarHidden,
                      model.app(ownerOf: facts.path)?.app.mode != .application else { continue }
                let classes = Set((subclasses[o.typeName] ?? []) + [o.typeName])
                for name in o.answer.namesRead {
                    guard let property = model.storedProperty(name, in: model.graph.chain(of: o.typeName).appClasses),
                          !property.isConstant, !property.didSetUpdatesAppearance else { continue }
                    for (other, a) in assignments[name] ?? [] {
                        guard let type = a.enclosingType, classes.contains(type) else { continue }
                        let function = a.enclosingFunction ?? ""
                        if Lifecycle.runsBeforeDisplay(function) || Self.isAccessor(function, of: name) { continue }
                        // A method called only from those runs before display too.
                        let related = Set(model.graph.chain(of: type).appClasses + (subclasses[type] ?? []) + [type])
                        if setupOnly.contains(function, related: related) { continue }
                        // `prepare(for:sender:)` of a scene whose only segues are embed segues runs
                        // while its view loads, before the bar first asks.
                        if Self.isPrepareForSegue(function), embedOnly.contains(type) { continue }
                        let updates = other.calls.contains {
                            $0.kind == .setNeedsStatusBarAppearanceUpdate && $0.enclosingType == type && $0.enclosingFunction == a.enclosingFunction
                        }
                        if updates || updaters.callsUpdater(function, related: related) { continue }
                        let note = RelatedLocation(o.location, "\(o.member.rawValue) reads '\(name)' here")
                        var hit = hits[a.location] ?? (name, o.typeName, a.enclosingFunction, [], [], a.language)
                        if !hit.members.contains(o.member.rawValue) { hit.members.append(o.member.rawValue) }
                        if !hit.related.contains(note) { hit.related.append(note) }
                        hits[a.location] = hit
                    }
                }
            }
        }
        var findings: [Finding] = []
        for (location, hit) in hits {
            let inFunction = hit.function.map { " in '\($0)'" } ?? ""
            let message = "'\(hit.name)' changes what '\(hit.cls)' answers for \(hit.members.sorted().joined(separator: " and ")), but "
                + "nothing calls \(RuleText.updateCall(hit.language))\(inFunction): the status bar stays stale until the next "
                + "update; call it after the change, or in the property's \(hit.language == .objc ? "setter" : "didSet")"
            findings.append(finding(location, message, related: hit.related, subject: .controller(hit.cls)))
        }
        return Finding.merged(findings)
    }
}
