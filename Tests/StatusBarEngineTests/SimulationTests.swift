import Testing
@testable import StatusBarEngine

@Suite("R10 simulation and stale bars")
struct SimulationTests {
    func base(info: InfoPlist = InfoPlist()) throws -> App {
        try makeApp([
            .tabBar("tabs", tabs: ["nav", "settings"]),
            Controller.navigation("nav", stack: "feed").with { $0.childForStatusBarStyle = .controller("feed") },
            .viewController("feed", style: .darkContent),
            .viewController("settings", style: .lightContent),
            .viewController("detail", style: .lightContent),
            Controller.viewController("player", style: .lightContent, hidden: true).with {
                $0.modalPresentationStyle = .fullScreen
                $0.preferredStatusBarUpdateAnimation = .slide
            },
        ], root: "tabs", info: info)
    }

    @Test func launchIsImplicitAndComparedWithTheLaunchScreen() throws {
        let info = InfoPlist(statusBarStyle: DeviceKeyed(plain: .lightContent))
        let steps = try Simulation.run(app: try base(info: info), events: [])
        #expect(steps.count == 2)
        // R2: the launch step is the Info.plist state, decided by the launch screen.
        #expect(steps[0].eventIndex == nil)
        #expect(steps[0].launchScreen?.style == .lightContent)
        #expect(steps[0].drawn.style == .lightContent)
        #expect(steps[0].drawn.styleDecidedBy == .launch && steps[0].drawn.hiddenDecidedBy == .launch)
        #expect(steps[0].wanted == steps[0].drawn)
        #expect(steps[0].changed.isEmpty)
        #expect(!steps[0].stale)
        #expect(steps[0].contrast == nil)
        // The first layout is the first appearance update: the root's answers take over.
        #expect(steps[1].event == .firstLayout && steps[1].eventIndex == nil)
        #expect(steps[1].drawn.style == .darkContent)
        #expect(steps[1].drawn.styleDecidedBy == .controller("feed"))
        #expect(steps[1].changed.contains("style"))
        #expect(!steps[1].stale)
    }

    @Test("events that update the bar", arguments: [
        Event.push(navigation: "nav", controller: "detail"),
        .selectTab(tabBar: "tabs", index: 1),
        .present(presenter: "feed", controller: "player"),
        .setAppearance(.dark),
        .rotate(.landscapeLeft),
        .setNavigationBarHidden(navigation: "nav", hidden: true),
        .setViewControllers(navigation: "nav", viewControllers: ["detail"]),
        .setOverrideUserInterfaceStyle(.controller("feed"), .dark),
    ])
    func updatingEvents(event: Event) throws {
        let steps = try Simulation.run(app: try base(), events: [.launch, event])
        #expect(steps.count == 3)
        #expect(!steps[2].stale)
        #expect(steps[2].drawn == steps[2].wanted)
        #expect(steps[2].trace.first?.rule == .r10)
    }

    @Test func pushThenPopChangesAndRestores() throws {
        let steps = try Simulation.run(app: try base(), events: [
            .push(navigation: "nav", controller: "detail"), .pop(navigation: "nav"),
        ])
        // The navigation controller forwards to feed, so detail does not decide; feed is the top again after pop.
        #expect(steps[2].drawn.styleDecidedBy == .controller("feed"))
        #expect(steps[2].drawn.hiddenDecidedBy == .controller("detail"))
        #expect(steps[3].changed == ["hiddenDecidedBy"])
        #expect(steps[3].drawn == steps[1].drawn)
    }

    @Test func presentingAndDismissingAPlayerHidesWithItsAnimation() throws {
        let steps = try Simulation.run(app: try base(), events: [
            .present(presenter: "feed", controller: "player"), .dismiss(controller: "player"),
        ])
        #expect(steps[2].drawn.hidden)
        #expect(steps[2].changed.contains("hidden"))
        #expect(steps[2].transition == .slide)
        #expect(steps[3].drawn.hidden == false)
        #expect(steps[3].transition == .fade)
    }

    @Test func answerChangeWithoutUpdateIsStaleUntilTheUpdate() throws {
        let steps = try Simulation.run(app: try base(), events: [
            .set(controller: "feed", AnswerChange(preferredStatusBarStyle: .lightContent)),
            .setNeedsStatusBarAppearanceUpdate("feed"),
        ])
        #expect(steps[2].stale)
        #expect(steps[2].drawn.style == .darkContent)
        #expect(steps[2].wanted.style == .lightContent)
        #expect(steps[2].changed.isEmpty)
        #expect(steps[2].diagnostics.contains { $0.id == "missing-appearance-update" })
        #expect(!steps[3].stale)
        #expect(steps[3].changed == ["style", "content"])
    }

    @Test("any appearance update clears a stale bar", arguments: [
        Event.selectTab(tabBar: "tabs", index: 0),
        .rotate(.portrait),
        .setAppearance(.light),
        .push(navigation: "nav", controller: "detail"),
    ])
    func staleClearedBy(event: Event) throws {
        let steps = try Simulation.run(app: try base(), events: [
            .set(controller: "feed", AnswerChange(prefersStatusBarHidden: true)), event,
        ])
        #expect(steps[2].stale)
        #expect(!steps[3].stale)
    }

    @Test func updateFromAControllerOffScreenDoesNothing() throws {
        let steps = try Simulation.run(app: try base(), events: [
            .set(controller: "feed", AnswerChange(preferredStatusBarStyle: .lightContent)),
            .setNeedsStatusBarAppearanceUpdate("detail"),
        ])
        #expect(steps[3].stale)
    }

    @Test func deprecatedSetterDoesNothingInControllerMode() throws {
        let steps = try Simulation.run(app: try base(), events: [.setApplicationStatusBarStyle(.lightContent)])
        #expect(steps[2].drawn.style == .darkContent)
        #expect(steps[2].diagnostics.contains { $0.id == "ineffective-application-setter" })
    }

    @Test func deprecatedSettersWorkInApplicationMode() throws {
        let app = try base(info: InfoPlist(viewControllerBasedStatusBarAppearance: false))
        let steps = try Simulation.run(app: app, events: [
            .setApplicationStatusBarStyle(.lightContent),
            .setApplicationStatusBarHidden(true, animation: .slide),
        ])
        #expect(steps[2].drawn.style == .lightContent)
        #expect(steps[2].diagnostics.contains { $0.id == "deprecated-application-setter" })
        #expect(steps[3].drawn.hidden)
        #expect(steps[3].transition == .slide)
    }

    @Test func overlayWindowTakesOverAndHandsBack() throws {
        let steps = try Simulation.run(app: try base(), events: [
            .showWindow(Window(id: "toast", root: "detail", level: .alert)), .hideWindow("toast"),
        ])
        #expect(steps[2].drawn.styleDecidedBy == .controller("detail"))
        #expect(steps[3].drawn.styleDecidedBy == .controller("feed"))
    }

    @Test func staleBarCanBeUnreadable() throws {
        let app = try makeApp([.viewController("a", style: .darkContent, background: .hex("#FFFFFF"))], root: "a")
        let steps = try Simulation.run(app: app, events: [
            .set(controller: "a", AnswerChange(preferredStatusBarStyle: .lightContent, background: .hex("#000000"))),
        ])
        #expect(steps[2].stale)
        #expect(steps[2].readable == false)
        #expect(steps[2].diagnostics.contains { $0.id == "unreadable-status-bar" })
    }

    @Test("invalid events name their index", arguments: [
        (Event.pop(navigation: "feed"), "not a navigation controller"),
        (.push(navigation: "nav", controller: "settings"), "already"),
        (.selectTab(tabBar: "tabs", index: 5), "out of range"),
        (.dismiss(controller: "feed"), "nothing to dismiss"),
        (.present(presenter: "feed", controller: "ghost"), "names no controller"),
        (.setViewControllers(navigation: "nav", viewControllers: []), "cannot be empty"),
        (.hideWindow("nope"), "does not exist"),
        (.launch, "first event"),
    ])
    func invalidEvents(event: Event, fragment: String) throws {
        #expect {
            _ = try Simulation.run(app: try base(), events: [.setAppearance(.light), event])
        } throws: { error in
            guard let e = error as? SimulationError else { return false }
            return e.eventIndex == 1 && e.error.message.contains(fragment)
        }
    }

    @Test func popNeverRemovesTheRoot() throws {
        let steps = try Simulation.run(app: try base(), events: [.pop(navigation: "nav")])
        #expect(steps[2].drawn.styleDecidedBy == .controller("feed"))
    }
}
