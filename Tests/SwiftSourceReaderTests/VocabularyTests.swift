import Foundation
import SourceModel
import SwiftSourceReader
import Testing

/// The vocabulary of watched members, the Swift reader and the Swift byte scan agree: every member
/// the reader records in a file is one whose triggers the file contains, so the scan asks for the
/// parse that records it.
@Suite("Vocabulary: Swift reader and scan")
struct SwiftVocabularyTests {
    /// One use of a member: the spelling it shows and a file using it (with nothing else the scan looks for).
    struct Example: CustomTestStringConvertible, Sendable {
        var member: WatchedMember
        var spelling: String
        var source: String
        var testDescription: String { "\(member) as \(spelling)" }
    }

    static let controller = "class FeedViewController: UIViewController { func f(a: A, b: B) { BODY } }"

    static func example(_ member: WatchedMember, _ spelling: String, _ body: String, inController: Bool = false) -> Example {
        Example(member: member, spelling: spelling,
                source: inController ? controller.replacingOccurrences(of: "BODY", with: body) : "func f(a: A, b: B) { \(body) }")
    }

    static let examples: [Example] = [
        example(.property(.modalPresentationCapturesStatusBarAppearance), "modalPresentationCapturesStatusBarAppearance",
                "a.modalPresentationCapturesStatusBarAppearance = true"),
        example(.property(.modalPresentationStyle), "modalPresentationStyle", "a.modalPresentationStyle = .fullScreen"),
        example(.property(.transitioningDelegate), "transitioningDelegate", "a.transitioningDelegate = cardTransition"),
        example(.property(.overrideUserInterfaceStyle), "overrideUserInterfaceStyle", "window?.overrideUserInterfaceStyle = .dark"),
        example(.property(.overrideUserInterfaceStyle), "overrideUserInterfaceStyle", "overrideUserInterfaceStyle = .dark", inController: true),
        example(.property(.navigationBarHidden), "isNavigationBarHidden", "a.isNavigationBarHidden = true"),
        example(.property(.navigationBarHidden), "navigationBarHidden", "a.navigationBarHidden = true"),
        example(.property(.navigationBarHidden), "isHidden", "navigationController?.navigationBar.isHidden = true", inController: true),
        example(.property(.navigationBarHidden), "hidden", "navigationController!.navigationBar.hidden = true", inController: true),
        example(.property(.navigationBarStyle), "barStyle", "UINavigationBar.appearance().barStyle = .black"),
        example(.property(.navigationBarStyle), "barStyle", "navigationController?.navigationBar.barStyle = .black", inController: true),
        example(.property(.navigationBarTintColor), "barTintColor", "UINavigationBar.appearance().barTintColor = .red"),
        example(.property(.navigationBarTintColor), "barTintColor", "a.navigationBar.barTintColor = .red", inController: true),
        example(.property(.navigationBarStandardAppearance), "standardAppearance", "UINavigationBar.appearance().standardAppearance = b"),
        example(.property(.navigationBarStandardAppearance), "standardAppearance", "a.navigationBar.standardAppearance = b", inController: true),
        example(.property(.navigationBarScrollEdgeAppearance), "scrollEdgeAppearance",
                "UINavigationBar.appearance().scrollEdgeAppearance = b"),
        example(.property(.navigationBarScrollEdgeAppearance), "scrollEdgeAppearance", "navigationBar.scrollEdgeAppearance = b",
                inController: true),
        example(.property(.navigationItemStandardAppearance), "standardAppearance", "navigationItem.standardAppearance = b",
                inController: true),
        example(.property(.navigationItemScrollEdgeAppearance), "scrollEdgeAppearance", "a.navigationItem.scrollEdgeAppearance = b",
                inController: true),
        example(.property(.viewBackgroundColor), "backgroundColor", "view.backgroundColor = .white", inController: true),
        example(.property(.windowRootViewController), "rootViewController", "window?.rootViewController = a"),
        example(.property(.windowBackgroundColor), "backgroundColor", "window?.backgroundColor = .white"),
        example(.property(.sheetDetents), "detents", "a.sheetPresentationController?.detents = [.medium(), .large()]"),
        example(.call(.setNeedsStatusBarAppearanceUpdate), "setNeedsStatusBarAppearanceUpdate", "setNeedsStatusBarAppearanceUpdate()"),
        example(.call(.present), "present", "present(a, animated: true)"),
        example(.call(.present), "presentViewController", "presentViewController(a, animated: true, completion: nil)"),
        example(.call(.pushViewController), "pushViewController", "b.pushViewController(a, animated: true)"),
        example(.call(.show), "show", "show(a, sender: nil)"),
        example(.call(.show), "showDetailViewController", "showDetailViewController(a, sender: nil)"),
        example(.call(.setViewControllers), "setViewControllers", "b.setViewControllers([a], animated: false)"),
        example(.call(.setViewControllers), "viewControllers", "b.viewControllers = [a]"),
        example(.call(.setNavigationBarHidden), "setNavigationBarHidden", "b.setNavigationBarHidden(true, animated: false)"),
        example(.call(.instantiateViewController), "instantiateViewController",
                "let c = b.instantiateViewController(withIdentifier: \"x\")"),
        example(.call(.instantiateViewController), "instantiateInitialViewController", "let c = b.instantiateInitialViewController()"),
        example(.call(.coversRootView), "insertSubview", "view.insertSubview(a, at: 0)", inController: true),
        example(.call(.coversRootView), "addSubview", "self.view.addSubview(backgroundView)", inController: true),
        example(.call(.coversRootView), "addSublayer", "view.layer.addSublayer(gradient)", inController: true),
        example(.call(.coversRootView), "insertSublayer", "view.layer.insertSublayer(gradient, at: 0)", inController: true),
        Example(member: .call(.coversRootView), spelling: "blur", source: controller.replacingOccurrences(of: "BODY", with: "view.addBlur()")),
        example(.call(.clearsNavigationBarBackground), "setBackgroundImage", "b.navigationBar.setBackgroundImage(UIImage(), for: .default)"),
        example(.call(.setsNavigationBarBackgroundImage), "setBackgroundImage",
                "UINavigationBar.appearance().setBackgroundImage(UIImage(named: \"bar\"), for: .default)"),
        example(.call(.addChild), "addChild", "addChild(a)", inController: true),
        example(.call(.addChild), "addChildViewController", "self.addChildViewController(a)", inController: true),
        example(.call(.makesSplitView), "UISplitViewController", "let split = UISplitViewController(style: .doubleColumn)"),
        Example(member: .override(.preferredStatusBarStyle), spelling: "preferredStatusBarStyle",
                source: "class A: B { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }"),
        Example(member: .override(.prefersStatusBarHidden), spelling: "prefersStatusBarHidden",
                source: "class A: B { override var prefersStatusBarHidden: Bool { true } }"),
        Example(member: .override(.preferredStatusBarUpdateAnimation), spelling: "preferredStatusBarUpdateAnimation",
                source: "class A: B { override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade } }"),
        Example(member: .override(.childForStatusBarStyle), spelling: "childForStatusBarStyle",
                source: "class A: B { override var childForStatusBarStyle: C? { c } }"),
        Example(member: .override(.childForStatusBarStyle), spelling: "childViewControllerForStatusBarStyle",
                source: "class A: B { override var childViewControllerForStatusBarStyle: C? { c } }"),
        Example(member: .override(.childForStatusBarHidden), spelling: "childForStatusBarHidden",
                source: "class A: B { override var childForStatusBarHidden: C? { c } }"),
        Example(member: .override(.childForStatusBarHidden), spelling: "childViewControllerForStatusBarHidden",
                source: "class A: B { override var childViewControllerForStatusBarHidden: C? { c } }"),
    ]

    /// The member's own triggers that the source contains (a controller-only one with `Controller` in it too).
    static func triggersFound(of member: WatchedMember, in source: String) -> [String] {
        member.swiftTriggers.filter { source.contains($0.bytes) && (!$0.needsController || source.contains("Controller")) }.map(\.bytes)
    }

    @Test("every watched member has an example of each of its Swift spellings")
    func examplesCoverTheVocabulary() {
        for member in WatchedMember.allCases {
            let spellings = Set(Self.examples.filter { $0.member == member }.map(\.spelling))
            #expect(spellings == Set(member.swiftNames) || (member == .call(.coversRootView) && spellings == Set(member.swiftNames + ["blur"])),
                    "\(member): examples of \(spellings.sorted()), spellings \(member.swiftNames)")
        }
    }

    @Test("the reader records the member, and the scan asks for the parse through the member's own trigger", arguments: examples)
    func readerAndScanAgree(_ example: Example) {
        let read = facts(example.source)
        #expect(read.recordedMembers.contains(example.member), "recorded: \(read.recordedMembers)")
        #expect(!Self.triggersFound(of: example.member, in: example.source).isEmpty)
        #expect(SwiftSourceReader.needsFullParse(Array(example.source.utf8)))
    }

    @Test("in every fixture, each member the reader records has one of its triggers in the file", arguments: ByteScanTests.fixtureNames)
    func fixturesAgree(_ name: String) throws {
        let data = try #require(FileManager.default.contents(atPath: fixturesFolder() + "/" + name))
        let source = String(decoding: data, as: UTF8.self)
        let read = SwiftSourceReader.read(bytes: [UInt8](data), relativePath: name)
        for member in Set(read.recordedMembers) {
            #expect(!Self.triggersFound(of: member, in: source).isEmpty, "\(name): \(member)")
        }
    }

    @Test("the scan's triggers are the vocabulary's, the other triggers, SwiftUI's, the device's and the page openers'")
    func triggersComeFromTheVocabulary() {
        let vocabulary = WatchedMember.allCases.flatMap(\.swiftTriggers)
        #expect(Set(SwiftSourceReader.fullParseTriggers)
            == Set(vocabulary.filter { !$0.needsController }.map(\.bytes) + SwiftSourceReader.otherTriggers + SwiftSourceReader.swiftUITriggers
                   + SwiftSourceReader.deviceTriggers + SwiftSourceReader.caseOpenerTriggers))
        #expect(Set(SwiftSourceReader.controllerOnlyTriggers) == Set(vocabulary.filter(\.needsController).map(\.bytes)))
        // A controller-only trigger alone does not ask for a parse; with `Controller` it does.
        for trigger in SwiftSourceReader.controllerOnlyTriggers {
            #expect(!SwiftSourceReader.needsFullParse(Array("let x = \(trigger)".utf8)), "\(trigger)")
            #expect(SwiftSourceReader.needsFullParse(Array("let x = \(trigger); let y = Controller".utf8)), "\(trigger)")
        }
    }

    /// A value given a view as the first statement of a trailing closure (`Route(id: "x") {⏎
    /// SettingsView()`) asks for a parse with no other trigger; a closure calling a view's
    /// static member, a lowercase call or a `View(` not after `) {` does not.
    @Test(arguments: [
        ("static var servers: Route {\n    Route(id: \"servers\") {\n        ServerListView()\n    }\n}", true),
        ("let r = Route(id: \"p\") { ProfileView(name: n) }", true),
        ("UIView.animate(withDuration: 0.2) {\n    self.view.alpha = 0\n}", false),
        ("let v = makeView(for: item)", false),
        ("let cell = MyCellView(frame: .zero)", false),
        ("items.map {\n    RowView($0)\n}", false),
    ])
    func aValueGivenAViewAsTrailingContentAsksForAParse(source: String, parses: Bool) {
        #expect(SwiftSourceReader.needsFullParse(Array(source.utf8)) == parses)
    }
}
