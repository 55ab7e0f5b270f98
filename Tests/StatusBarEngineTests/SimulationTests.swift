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
        #expect(steps.count == 1)
        #expect(steps[0].eventIndex == nil)
        #expect(steps[0].launchScreen?.style == .lightContent)
        #expect(steps[0].drawn.style == .darkContent)
        #expect(steps[0].changed.contains("style"))
        #expect(!steps[0].stale)
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
        #expect(steps.count == 2)
        #expect(!steps[1].stale)
        #expect(steps[1].drawn == steps[1].wanted)
        #expect(steps[1].trace.first?.rule == .r10)
    }

    @Test func pushThenPopChangesAndRestores() throws {
        let steps = try Simulation.run(app: try base(), events: [
            .push(navigation: "nav", controller: "detail"), .pop(navigation: "nav"),
        ])
        // The navigation controller forwards to feed, so detail does not decide; feed is the top again after pop.
        #expect(steps[1].drawn.styleDecidedBy == .controller("feed"))
        #expect(steps[1].drawn.hiddenDecidedBy == .controller("detail"))
        #expect(steps[2].changed == ["hiddenDecidedBy"])
        #expect(steps[2].drawn == steps[0].drawn)
    }

    @Test func presentingAndDismissingAPlayerHidesWithItsAnimation() throws {
        let steps = try Simulation.run(app: try base(), events: [
            .present(presenter: "feed", controller: "player"), .dismiss(controller: "player"),
        ])
        #expect(steps[1].drawn.hidden)
        #expect(steps[1].changed.contains("hidden"))
        #expect(steps[1].transition == .slide)
        #expect(steps[2].drawn.hidden == false)
        #expect(steps[2].transition == .fade)
    }

    @Test func answerChangeWithoutUpdateIsStaleUntilTheUpdate() throws {
        let steps = try Simulation.run(app: try base(), events: [
            .set(controller: "feed", AnswerChange(preferredStatusBarStyle: .lightContent)),
            .setNeedsStatusBarAppearanceUpdate("feed"),
        ])
        #expect(steps[1].stale)
        #expect(steps[1].drawn.style == .darkContent)
        #expect(steps[1].wanted.style == .lightContent)
        #expect(steps[1].changed.isEmpty)
        #expect(steps[1].diagnostics.contains { $0.id == "missing-appearance-update" })
        #expect(!steps[2].stale)
        #expect(steps[2].changed == ["style", "content"])
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
        #expect(steps[1].stale)
        #expect(!steps[2].stale)
    }

    @Test func updateFromAControllerOffScreenDoesNothing() throws {
        let steps = try Simulation.run(app: try base(), events: [
            .set(controller: "feed", AnswerChange(preferredStatusBarStyle: .lightContent)),
            .setNeedsStatusBarAppearanceUpdate("detail"),
        ])
        #expect(steps[2].stale)
    }

    @Test func deprecatedSetterDoesNothingInControllerMode() throws {
        let steps = try Simulation.run(app: try base(), events: [.setApplicationStatusBarStyle(.lightContent)])
        #expect(steps[1].drawn.style == .darkContent)
        #expect(steps[1].diagnostics.contains { $0.id == "ineffective-application-setter" })
    }

    @Test func deprecatedSettersWorkInApplicationMode() throws {
        let app = try base(info: InfoPlist(viewControllerBasedStatusBarAppearance: false))
        let steps = try Simulation.run(app: app, events: [
            .setApplicationStatusBarStyle(.lightContent),
            .setApplicationStatusBarHidden(true, animation: .slide),
        ])
        #expect(steps[1].drawn.style == .lightContent)
        #expect(steps[1].diagnostics.contains { $0.id == "deprecated-application-setter" })
        #expect(steps[2].drawn.hidden)
        #expect(steps[2].transition == .slide)
    }

    @Test func overlayWindowTakesOverAndHandsBack() throws {
        let steps = try Simulation.run(app: try base(), events: [
            .showWindow(Window(id: "toast", root: "detail", level: .alert)), .hideWindow("toast"),
        ])
        #expect(steps[1].drawn.styleDecidedBy == .controller("detail"))
        #expect(steps[2].drawn.styleDecidedBy == .controller("feed"))
    }

    @Test func staleBarCanBeUnreadable() throws {
        let app = try makeApp([.viewController("a", style: .darkContent, background: .hex("#FFFFFF"))], root: "a")
        let steps = try Simulation.run(app: app, events: [
            .set(controller: "a", AnswerChange(preferredStatusBarStyle: .lightContent, background: .hex("#000000"))),
        ])
        #expect(steps[1].stale)
        #expect(steps[1].readable == false)
        #expect(steps[1].diagnostics.contains { $0.id == "unreadable-status-bar" })
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
        #expect(steps[1].drawn.styleDecidedBy == .controller("feed"))
    }
}
