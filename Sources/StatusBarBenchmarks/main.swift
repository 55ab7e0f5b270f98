// `swift run -c release statusbar-bench [engine|audit|all]`: StatusBarKit's benchmarks.
// `statusbar-bench generate --files N --output DIR` writes a synthetic project (ProjectGenerator.swift).
// Each measurement repeats its work until at least `minimumTime` has passed, five times, and
// reports the median time per operation. Figures are written down in Docs/Performance.md.
import Foundation
import StatusBarEngine

let arguments = Array(CommandLine.arguments.dropFirst())
let suite = arguments.first ?? "all"
let clock = ContinuousClock()

if suite == "generate" {
    exit(runGenerateCommand(Array(arguments.dropFirst())))
}

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

/// Runs `body` (which performs `operations` operations) repeatedly; returns the median seconds per operation.
func measure(_ name: String, operations: Int = 1, minimumTime: Double = 0.3, _ body: () -> Void) -> Double {
    body()  // warm up
    var samples: [Double] = []
    for _ in 0..<5 {
        var runs = 0
        let start = clock.now
        var elapsed = 0.0
        repeat {
            body()
            runs += 1
            elapsed = seconds(clock.now - start)
        } while elapsed < minimumTime
        samples.append(elapsed / Double(runs * operations))
    }
    samples.sort()
    let median = samples[2]
    print(name.padding(toLength: 58, withPad: " ", startingAt: 0), format(median))
    return median
}

func format(_ secondsPerOp: Double) -> String {
    if secondsPerOp < 1e-6 { return String(Int((secondsPerOp * 1e9).rounded())) + " ns" }
    if secondsPerOp < 1e-3 { return String((secondsPerOp * 1e7).rounded() / 10) + " µs" }
    if secondsPerOp < 1 { return String((secondsPerOp * 1e4).rounded() / 10) + " ms" }
    return String((secondsPerOp * 100).rounded() / 100) + " s"
}

/// A window whose deciding chain is `depth` controllers deep: navigation controllers with hidden
/// bars, each holding the next, which forward style and hidden to their top controller (R5, R7).
func chain(depth: Int) -> App {
    var controllers: [Controller] = []
    for level in 0..<(depth - 1) {
        controllers.append(.navigation(ControllerID("nav\(level)"), stack: ControllerID(level == depth - 2 ? "leaf" : "nav\(level + 1)"),
                                       barHidden: true))
    }
    controllers.append(.viewController("leaf", style: .lightContent, background: DynamicColor(RGBA(hex: "#203040")!)))
    let root: ControllerID = depth == 1 ? "leaf" : "nav0"
    // swiftlint:disable:next force_try
    return try! App(windows: [Window(id: "main", root: root)], controllers: controllers)
}

/// A 1,000-controller app: a tab bar of 10 navigation controllers, each with 98 controllers that
/// can be pushed, plus a full-screen player; and a cycle of events over it.
func largeScenario() -> (App, [Event]) {
    var controllers: [Controller] = [.tabBar("tabs", tabs: (0..<10).map { ControllerID("nav\($0)") })]
    for t in 0..<10 {
        controllers.append(Controller.navigation(ControllerID("nav\(t)"), stack: ControllerID("t\(t)c0")).with {
            $0.childForStatusBarStyle = .controller(ControllerID("t\(t)c0"))
        })
        for c in 0..<98 {
            controllers.append(.viewController(ControllerID("t\(t)c\(c)"), style: c % 2 == 0 ? .darkContent : .lightContent))
        }
    }
    controllers.append(Controller.viewController("player", style: .lightContent, hidden: true).with {
        $0.modalPresentationStyle = .fullScreen
    })
    // swiftlint:disable:next force_try
    let app = try! App(windows: [Window(id: "main", root: "tabs")], controllers: controllers)
    var events: [Event] = [.launch]
    var i = 0
    while events.count < 100_000 {
        let t = i % 10
        let nav = ControllerID("nav\(t)")
        let pushed = ControllerID("t\(t)c\(1 + (i / 10) % 97)")
        events += [
            .selectTab(tabBar: "tabs", index: t),
            .push(navigation: nav, controller: pushed),
            .set(controller: pushed, AnswerChange(preferredStatusBarStyle: i % 3 == 0 ? .lightContent : .darkContent)),
            .setNeedsStatusBarAppearanceUpdate(pushed),
            .present(presenter: pushed, controller: "player"),
            .dismiss(controller: "player"),
            .pop(navigation: nav),
        ]
        i += 1
    }
    return (app, Array(events.prefix(100_000)))
}

if suite == "phases" {
    exit(runPhasesBenchmark(Array(arguments.dropFirst())))
}

if suite == "incremental" {
    exit(runIncrementalBenchmark(Array(arguments.dropFirst())))
}

if suite == "audit" || suite == "all" {
    let status = runAuditBenchmark(Array(arguments.dropFirst()))
    if status != 0 { exit(status) }
}

if suite == "engine" || suite == "all" {
    print("Engine (release build; median of 5 samples)")
    var perDepth: [(Int, Double)] = []
    for depth in [10, 100, 1000] {
        let app = chain(depth: depth)
        precondition(app.resolve().statusBar.styleDecidedBy == .controller("leaf"))
        var sink = 0
        let t = measure("resolve, deciding chain \(depth) deep", operations: 100) {
            for _ in 0..<100 { sink &+= app.resolve(explain: false).statusBar.hidden ? 1 : 0 }
        }
        perDepth.append((depth, t))
        _ = measure("resolve with explanation, chain \(depth) deep", operations: 10) {
            for _ in 0..<10 { sink &+= app.resolve(explain: true).trace.count }
        }
        if sink == 42 { print("") }
    }
    let ratio = perDepth[2].1 / perDepth[1].1
    print("cost ratio depth 1000 / depth 100: \((ratio * 10).rounded() / 10) (linear would be 10)")
    let (app, events) = largeScenario()
    _ = measure("simulate 100,000 events, 1,000 controllers", operations: 1, minimumTime: 0.1) {
        // swiftlint:disable:next force_try
        let steps = try! Simulation.run(app: app, events: events, explain: false)
        // The events, the implicit launch when absent, and the first layout after it.
        precondition(steps.count == events.count + (events.first == .launch ? 1 : 2))
    }
    _ = measure("simulate 100,000 events with explanations", operations: 1, minimumTime: 0.1) {
        // swiftlint:disable:next force_try
        let steps = try! Simulation.run(app: app, events: events, explain: true)
        // The events, the implicit launch when absent, and the first layout after it.
        precondition(steps.count == events.count + (events.first == .launch ? 1 : 2))
    }
}

// A fixed amount of work for instruction-level profiling (`valgrind --tool=callgrind`).
if suite == "profile-resolve" {
    let app = chain(depth: 10)
    var sink = 0
    for _ in 0..<20_000 { sink &+= app.resolve(explain: false).statusBar.hidden ? 1 : 0 }
    print(sink)
}
