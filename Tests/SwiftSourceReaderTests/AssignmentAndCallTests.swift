import SourceModel
import SwiftSourceReader
import Testing

@Suite("Assignments")
struct AssignmentTests {
    @Test("presentation properties on a local controller know its class")
    func presentationProperties() throws {
        let read = facts("""
            final class FeedViewController: UIViewController {
                func openPlayer() {
                    let player = PlayerViewController()
                    player.modalPresentationStyle = .overFullScreen
                    player.modalPresentationCapturesStatusBarAppearance = true
                    present(player, animated: true)
                }
            }
            """)
        #expect(read.assignments.map(\.property.name) == ["modalPresentationStyle", "modalPresentationCapturesStatusBarAppearance"])
        let style = read.assignments[0]
        #expect(style.receiver == "player")
        #expect(style.controller == "player")
        #expect(style.controllerClass == "PlayerViewController")
        #expect(style.valueText == ".overFullScreen")
        #expect(style.value == .enumCase("overFullScreen"))
        #expect(style.enclosingType == "FeedViewController")
        #expect(style.enclosingFunction == "openPlayer")
        #expect(style.location == SourceModel.SourceLocation(file: "Sources/Test.swift", line: 4, column: 16))
        #expect(read.assignments[1].value == .bool(true))
    }

    @Test("a style chosen by the device idiom is the iPhone's")
    func styleByIdiom() {
        let read = facts("""
            final class AgreementViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .phone ? .fullScreen : .formSheet
                }
                func other(_ card: UIViewController) {
                    card.modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .pad ? .formSheet : .overFullScreen
                    card.modalPresentationCapturesStatusBarAppearance = isReady ? true : false
                }
            }
            """)
        #expect(read.assignments.map(\.value) == [.enumCase("fullScreen"), .enumCase("overFullScreen"), .other])
    }

    @Test("receiver classes from initialisers, storyboards and casts")
    func receiverClasses() {
        let read = facts("""
            class Router {
                func show(from host: UIViewController) {
                    let settings = SettingsViewController(style: .insetGrouped)
                    settings.modalPresentationStyle = .formSheet
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    let detail = storyboard.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
                    detail.modalPresentationStyle = .fullScreen
                    guard let about = storyboard.instantiateViewController(withIdentifier: "About") as? AboutViewController else { return }
                    about.modalPresentationStyle = .pageSheet
                    let nav = UINavigationController(rootViewController: PlayerViewController())
                    nav.modalPresentationStyle = .overFullScreen
                    unknown.modalPresentationStyle = .custom
                }
            }
            """)
        #expect(read.assignments.map(\.controllerClass) == [
            "SettingsViewController", "DetailViewController", "AboutViewController", "UINavigationController", nil,
        ])
        #expect(read.assignments[3].controllerRootClass == "PlayerViewController")
        #expect(read.assignments.map(\.value) == [
            .enumCase("formSheet"), .enumCase("fullScreen"), .enumCase("pageSheet"), .enumCase("overFullScreen"),
            .enumCase("custom"),
        ])
    }

    @Test("navigation bar style: own bar, the navigation controller's, a local's, Swift 2 case")
    func barStyle() {
        let read = facts("""
            class ThemedNavigationController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationBar.barStyle = .black
                    self.navigationBar.barTintColor = UIColor(red: 18/255, green: 18/255, blue: 20/255, alpha: 1)
                }
            }
            class FeedViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    navigationController?.navigationBar.barStyle = UIBarStyle.Black
                    let nav = ThemedNavigationController(rootViewController: self)
                    nav.navigationBar.barStyle = .default
                    searchBar.barStyle = .black
                }
            }
            """)
        #expect(read.assignments.map(\.property.name) == [
            "navigationBar.barStyle", "navigationBar.barTintColor", "navigationBar.barStyle", "navigationBar.barStyle",
        ])
        #expect(read.assignments.map(\.receiver) == [
            "navigationBar", "navigationBar", "navigationController.navigationBar", "nav.navigationBar",
        ])
        #expect(read.assignments.map(\.controller) == ["self", "self", "navigationController", "nav"])
        #expect(read.assignments[3].controllerClass == "ThemedNavigationController")
        let dark: Double = 18.0 / 255
        let blue: Double = 20.0 / 255
        let expected: [ParsedValue] = [
            .enumCase("black"), .color(.rgb(red: dark, green: dark, blue: blue, alpha: 1)),
            .enumCase("black"), .enumCase("default"),
        ]
        #expect(read.assignments.map(\.value) == expected)
    }

    @Test("hiding the navigation bar: property and setter call")
    func navigationBarHidden() {
        let read = facts("""
            class PhotoViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                    navigationController?.isNavigationBarHidden = false
                }
            }
            """)
        #expect(read.assignments.map(\.property.name) == ["isNavigationBarHidden", "isNavigationBarHidden"])
        #expect(read.assignments.map(\.viaCall) == [true, false])
        #expect(read.assignments.map(\.value) == [.bool(true), .bool(false)])
        #expect(read.assignments.map(\.controller) == ["navigationController", "navigationController"])
        #expect(read.calls.map(\.kind) == [.setNavigationBarHidden])
        #expect(read.calls.first?.value == .bool(true))
    }

    @Test("what a construction hands over: the controller, its navigation controller, another one labelled as such")
    func constructionsHandingAController() {
        let read = facts("""
            class OrdersViewController: UIViewController {
                func open() {
                    let nav = UINavigationController()
                    AddItemCoordinator(navigationController: navigationController!).start()
                    EditCoordinator(sourceNavigationController: self.navigationController, title: title).start()
                    OrdersDataSource(viewController: self, items: items).reload()
                    ModalCoordinator(navigationController: nav).start()
                    Text(title)
                    Label(delegate: delegate)
                }
            }
            """)
        let handed = read.calls.filter { $0.kind == .handsController }
        #expect(handed.map(\.presentedClass) == ["AddItemCoordinator", "EditCoordinator", "OrdersDataSource", "ModalCoordinator"])
        #expect(handed.map(\.handed) == [.navigationController, .navigationController, .controller, .other("nav")])
        #expect(handed.map(\.argumentText) == ["navigationController", "sourceNavigationController", "viewController", "navigationController"])
        #expect(handed.allSatisfy { $0.enclosingType == "OrdersViewController" && $0.enclosingFunction == "open" })
    }

    @Test("hiding the navigation bar through the bar's own isHidden; a view's isHidden is not the bar's")
    func navigationBarOwnHidden() {
        let read = facts("""
            class LoginViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    navigationController?.navigationBar.isHidden = true
                    spinner.isHidden = true
                    view.isHidden = false
                }
            }
            """)
        #expect(read.assignments.map(\.property.name) == ["isNavigationBarHidden"])
        #expect(read.assignments.map(\.value) == [.bool(true)])
        #expect(read.assignments.map(\.controller) == ["navigationController"])
    }

    @Test("interface style override and view background colors", arguments: [
        ("view.backgroundColor = .systemBackground", ParsedValue.color(.system("systemBackground"))),
        ("view.backgroundColor = UIColor.white", .color(.system("white"))),
        ("self.view.backgroundColor = UIColor.blackColor()", .color(.system("black"))),
        ("view.backgroundColor = UIColor(named: \"Card\")", .color(.named("Card"))),
        ("view.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1.0)", .color(.rgb(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))),
        ("view.backgroundColor = UIColor(white: 0.95, alpha: 1)", .color(.white(0.95, alpha: 1))),
        ("view.backgroundColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)", .color(.rgb(red: 1, green: 0.5, blue: 0, alpha: 1))),
        ("view.backgroundColor = UIColor(hex: \"#1B1B1F\")", .color(.hex("#1B1B1F"))),
        ("view.backgroundColor = theme.background", .other),
        ("overrideUserInterfaceStyle = .dark", .enumCase("dark")),
    ])
    func values(line: String, expected: ParsedValue) throws {
        let read = facts("class A: UIViewController {\n    override func viewDidLoad() {\n        \(line)\n    }\n}\n")
        let assignment = try #require(read.assignments.first)
        #expect(read.assignments.count == 1)
        #expect(assignment.value == expected)
        #expect(assignment.controller == "self")
    }

    @Test("a view's own background (not a controller's view) is not recorded")
    func plainViewBackground() {
        let read = facts("""
            class Badge: UIView { func setUp() { backgroundColor = .red; layer.backgroundColor = nil } }
            class CardCell: UITableViewCell {
                let view = UIView()
                func configure() { view.backgroundColor = .secondarySystemBackground }
            }
            class HeaderController: UIViewController {
                func makeHeader(view: UIView) { view.backgroundColor = .black }
                func makeBar() {
                    let navigationBar = UINavigationBar()
                    navigationBar.barStyle = .black
                }
                override func viewDidLoad() { view.backgroundColor = .systemBackground }
            }
            """)
        #expect(read.assignments.map(\.property.name) == ["view.backgroundColor"])
        #expect(read.assignments.map(\.enclosingFunction) == ["viewDidLoad"])
    }

    @Test("assignments to stored properties an answer reads are kept, others are not")
    func watchedProperties() {
        let read = facts("""
            class ReaderViewController: UIViewController {
                var isDarkTheme = false
                var fontSize = 17
                override var preferredStatusBarStyle: UIStatusBarStyle { isDarkTheme ? .lightContent : .darkContent }
                func toggleTheme() {
                    isDarkTheme.toggle()
                    fontSize = 19
                }
                func applyNight() {
                    self.isDarkTheme = true
                    setNeedsStatusBarAppearanceUpdate()
                }
            }
            """)
        #expect(read.assignments.map(\.property.name) == ["isDarkTheme", "isDarkTheme"])
        #expect(read.assignments.map(\.valueText) == ["toggle()", "true"])
        #expect(read.assignments.map(\.enclosingFunction) == ["toggleTheme", "applyNight"])
        #expect(read.calls.map(\.enclosingFunction) == ["applyNight"])
    }

    @Test("assignments to names another file's answer reads are kept when asked for")
    func watchingOtherFiles() {
        let source = "class Coordinator { func night(_ vc: ReaderViewController) { vc.isDarkTheme = true } }"
        #expect(facts(source).assignments.isEmpty)
        let read = facts(source, watching: ["isDarkTheme"])
        #expect(read.assignments.map(\.receiver) == ["vc"])
        #expect(read.assignments.map(\.value) == [.bool(true)])
    }
}

@Suite("Calls")
struct CallTests {
    @Test("present: direct, local, navigation wrapper, custom wrapper, Swift 2")
    func present() {
        let read = facts("""
            class HomeViewController: UIViewController {
                func openPlayer() {
                    present(PlayerViewController(), animated: true)
                }
                func openSettings() {
                    let settings = SettingsViewController()
                    let nav = UINavigationController(rootViewController: settings)
                    self.present(nav, animated: true, completion: nil)
                }
                func openProfile() {
                    navigationController?.present(ThemedNavigationController(rootViewController: ProfileViewController()), animated: false)
                }
                func openLegacy() {
                    presentViewController(LegacyViewController(), animated: true, completion: nil)
                }
                func openUnknown(_ controller: UIViewController) {
                    present(controller, animated: true)
                }
            }
            """)
        #expect(read.calls.map(\.kind) == [.present, .present, .present, .present, .present])
        #expect(read.calls.map(\.presentedClass) == [
            "PlayerViewController", "UINavigationController", "ThemedNavigationController", "LegacyViewController", nil,
        ])
        #expect(read.calls.map(\.rootClass) == [nil, "SettingsViewController", "ProfileViewController", nil, nil])
        #expect(read.calls.map(\.receiver) == ["self", "self", "navigationController", "self", "self"])
        #expect(read.calls.map(\.animated) == [true, true, false, true, true])
        #expect(read.calls.map(\.enclosingFunction) == ["openPlayer", "openSettings", "openProfile", "openLegacy", "openUnknown"])
    }

    @Test("push, show, setViewControllers, instantiate, setNeedsStatusBarAppearanceUpdate")
    func otherCalls() throws {
        let read = facts("""
            class FeedViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    let detail = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "ArticleDetail") as! ArticleViewController
                    navigationController?.pushViewController(detail, animated: true)
                    show(CommentsViewController(), sender: self)
                    navigationController?.setViewControllers([FeedViewController(), ArticleViewController()], animated: false)
                    UIView.animate(withDuration: 0.25) {
                        self.setNeedsStatusBarAppearanceUpdate()
                    }
                }
            }
            """)
        #expect(read.calls.map(\.kind) == [
            .instantiateViewController, .pushViewController, .show, .setViewControllers, .setNeedsStatusBarAppearanceUpdate,
        ])
        let instantiate = read.calls[0]
        #expect(instantiate.identifier == "ArticleDetail")
        #expect(instantiate.storyboardName == "Main")
        #expect(instantiate.presentedClass == "ArticleViewController")
        #expect(read.calls[1].presentedClass == "ArticleViewController")
        #expect(read.calls[1].receiver == "navigationController")
        #expect(read.calls[2].presentedClass == "CommentsViewController")
        #expect(read.calls[3].presentedClass == "ArticleViewController")
        let update = read.calls[4]
        #expect(update.receiver == "self")
        #expect(update.enclosingType == "FeedViewController")
        #expect(update.enclosingFunction == "tableView")
        #expect(update.location == SourceModel.SourceLocation(file: "Sources/Test.swift", line: 8, column: 18))
    }

    @Test("storyboard identifiers follow the controllers instantiated with them")
    func storyboardIdentifiers() {
        let read = facts("""
            class MenuViewController: UIViewController {
                func openPlayer() {
                    let player = storyboard!.instantiateViewController(withIdentifier: "Player")
                    player.modalPresentationStyle = .overFullScreen
                    present(player, animated: true)
                    let typed = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "Queue") as! QueueViewController
                    show(typed, sender: self)
                }
            }
            """)
        #expect(read.assignments.map(\.controllerClass) == [nil])
        #expect(read.assignments.map(\.controllerStoryboardIdentifier) == ["Player"])
        let shown = read.calls.filter { $0.kind != .instantiateViewController }
        #expect(shown.map(\.kind) == [.present, .show])
        #expect(shown.map(\.presentedStoryboardIdentifier) == ["Player", "Queue"])
        #expect(shown.map(\.presentedClass) == [nil, "QueueViewController"])
        #expect(read.calls.filter { $0.kind == .instantiateViewController }.map(\.identifier) == ["Player", "Queue"])
    }

    @Test("window roots and tab contents")
    func rootsAndTabs() throws {
        let read = facts("""
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let tabs = MainTabBarController()
                    tabs.viewControllers = [
                        ThemedNavigationController(rootViewController: FeedViewController()),
                        SettingsViewController(),
                        makeProfile(),
                    ]
                    window?.rootViewController = tabs
                    window?.makeKeyAndVisible()
                    other.rootViewController = FeedViewController()
                }
            }
            """)
        let call = try #require(read.calls.first)
        #expect(read.calls.count == 1)
        #expect(call.kind == .setViewControllers)
        #expect(call.receiverClass == "MainTabBarController")
        #expect(call.shownControllers == [
            ControllerReference(className: "ThemedNavigationController", rootClass: "FeedViewController"),
            ControllerReference(className: "SettingsViewController"),
            // Made by a function the audit reads: its maker, as for a window's root.
            ControllerReference(className: nil, maker: MakerCall(name: "makeProfile", typeName: "SceneDelegate", withoutBase: true)),
        ])
        let root = try #require(read.assignments.first)
        #expect(read.assignments.count == 1)
        #expect(root.watched == .windowRootViewController)
        #expect(root.receiver == "window")
        #expect(root.assignedController == ControllerReference(className: "MainTabBarController"))
    }

    @Test("calls that only share a name are not recorded")
    func lookalikes() {
        let read = facts("""
            struct Alerts {
                func show(_ message: String) {}
                func present(_ error: Error) {}
                func run() {
                    show("Saved")
                    present(SaveError.full)
                    stack.pushViewController
                }
            }
            """)
        #expect(read.calls.isEmpty)
    }
}
