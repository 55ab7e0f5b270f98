import Testing
@testable import StatusBarEngine

/// A step names what it decided (`Step.Topic`), set by the code that decides, so that a reader of
/// the trace (the audit's explanation, pairing steps with the app's lines) never reads its words.
@Suite("Step topics")
struct StepTopicTests {
    /// The topics of the steps a rule recorded about a controller, in order.
    func topics(_ r: Resolution, _ rule: Rule, of controller: ControllerID) -> [Step.Topic?] {
        r.trace.filter { $0.rule == rule && $0.controller == controller }.map(\.topic)
    }

    @Test func theDescentNamesWhyItForwardsOrStops() throws {
        // A navigation controller that shows its bar keeps the style, which follows its bar style.
        let shown = try makeApp([.navigation("nav", stack: "feed"), .viewController("feed", style: .lightContent)], root: "nav").resolve()
        #expect(topics(shown, .r5, of: "nav") == [.visibleBarKeepsDecision])
        #expect(topics(shown, .r6, of: "nav") == [.followsBarStyle])
        #expect(topics(shown, .r7, of: "nav") == [.forwardsToChild])
        #expect(topics(shown, .r7, of: "feed") == [.noChild, .noOverride])

        // With the bar hidden it forwards, and the child answers.
        let hidden = try makeApp([.navigation("nav", stack: "feed", barHidden: true), .viewController("feed", style: .lightContent, hidden: true)],
                                 root: "nav").resolve()
        #expect(topics(hidden, .r5, of: "nav") == [.forwardsToChild])
        #expect(topics(hidden, .r6, of: "feed") == [.answers])
        #expect(topics(hidden, .r7, of: "feed") == [.noChild, .answers])
        #expect(topics(hidden, .r8, of: "feed") == [.noOverride])

        // An override returning nil keeps the decision.
        let returnsNil = Controller.navigation("nav", stack: "feed").with { $0.childForStatusBarStyle = .none }
        let r = try makeApp([returnsNil, .viewController("feed")], root: "nav").resolve()
        #expect(topics(r, .r5, of: "nav") == [.overrideKeepsDecision])
        // A plain controller does not override the style.
        let plain = try makeApp([.viewController("feed")], root: "feed").resolve()
        #expect(topics(plain, .r5, of: "feed") == [.noChild])
        #expect(topics(plain, .r6, of: "feed") == [.noOverride])
    }

    @Test func theInterfaceStyleNamesWhereItComesFrom() throws {
        func feed(own: InterfaceStyle = .unspecified, window: InterfaceStyle = .unspecified,
                  info: InterfaceStyle = .unspecified) throws -> [Step.Topic?] {
            let app = try makeApp([Controller.viewController("feed").with { $0.overrideUserInterfaceStyle = own }], root: "feed",
                                  info: InfoPlist(userInterfaceStyle: info),
                                  window: Window(id: "main", root: "feed", overrideUserInterfaceStyle: window))
            return topics(app.resolve(), .r9, of: "feed")
        }
        #expect(try feed(own: .dark) == [.ownInterfaceStyle])
        #expect(try feed(window: .dark, info: .light) == [.inheritedInterfaceStyle(fromWindow: true)])
        #expect(try feed(info: .light) == [.inheritedInterfaceStyle(fromWindow: false)])
        #expect(try feed() == [.inheritedInterfaceStyle(fromWindow: false)])
    }

    @Test func stepsAboutNoControllerNameTheirSource() throws {
        let r = try makeApp([.viewController("feed")], root: "feed", info: InfoPlist(viewControllerBasedStatusBarAppearance: false)).resolve()
        let appWide = r.trace.filter { $0.controller == nil }
        #expect(appWide.first { $0.rule == .r1 }?.topic == .appearanceMode)
        #expect(appWide.contains { $0.topic == .applicationStyle })
    }

    /// Every topic is recorded with words that say it: the typed value and the text a person reads
    /// are written by the same call, and cannot drift apart unnoticed.
    @Test func aTopicAndItsWordsAgree() throws {
        let apps = [
            try makeApp([.navigation("nav", stack: "feed"), .viewController("feed", style: .lightContent)], root: "nav"),
            try makeApp([.navigation("nav", stack: "feed", barHidden: true), .viewController("feed", style: .darkContent, hidden: false)],
                        root: "nav", window: Window(id: "main", root: "nav", overrideUserInterfaceStyle: .dark)),
            try makeApp([Controller.viewController("feed").with { $0.overrideUserInterfaceStyle = .light }], root: "feed",
                        info: InfoPlist(userInterfaceStyle: .dark)),
            try makeApp([.viewController("feed")], root: "feed", info: InfoPlist(viewControllerBasedStatusBarAppearance: false)),
        ]
        var seen: Set<String> = []
        for app in apps {
            for step in app.resolve().trace {
                guard let topic = step.topic else { continue }
                let words: String
                switch topic {
                case .appearanceMode: words = "UIViewControllerBasedStatusBarAppearance"
                case .applicationStyle: words = "application mode: the style"
                case .sheetBackdrop: words = "a sheet is presented"
                case .presents: words = " presents "
                case .forwardsToChild: words = " → "
                case .overrideKeepsDecision: words = ": it decides"
                case .visibleBarKeepsDecision: words = "its navigation bar is visible"
                case .noChild: words = "is nil: it decides"
                case .answers: words = " answers "
                case .followsBarStyle: words = "from navigationBar.barStyle"
                case .noOverride: words = "does not override"
                case .windowInterfaceStyle: words = "window '"
                case .infoPlistInterfaceStyle: words = "Info.plist UIUserInterfaceStyle"
                case .ownInterfaceStyle: words = "its own overrideUserInterfaceStyle"
                case .inheritedInterfaceStyle(let fromWindow): words = fromWindow ? "inherited from window" : "inherited from "
                case .navigationBarBackground: words = "shows its navigation bar"
                case .topOfView: words = "the top of "
                }
                #expect(step.text.contains(words), "\(topic): \(step.text)")
                seen.insert("\(topic)")
            }
        }
        #expect(seen.count >= 12, "\(seen.sorted())")
    }
}
