import Testing
@testable import StatusBarEngine

/// `App.replacingValues(with:)`: a client resolving many variants of one model (the audit, one per
/// combination of a screen's answers and places) builds and checks it once.
@Suite("Replacing a model's values")
struct ReplacingValuesTests {
    static let controllers: [Controller] = [.navigation("nav", stack: "list", "detail"), .viewController("list"),
                                            .viewController("detail", style: .darkContent)]

    @Test func changedValuesResolveAsAModelBuiltAgain() throws {
        let app = try makeApp(Self.controllers, root: "nav")
        var changed = Self.controllers
        changed[0].content = .navigation(NavigationState(stack: NavigationStack(root: "list", pushed: ["detail"]), navigationBarHidden: true))
        changed[2].preferredStatusBarStyle = .lightContent
        changed[2].overrideUserInterfaceStyle = .dark
        let replaced = try app.replacingValues(with: changed)
        let rebuilt = try makeApp(changed, root: "nav")
        #expect(replaced.resolve(explain: false).statusBar == rebuilt.resolve(explain: false).statusBar)
        #expect(replaced.resolve(explain: false).statusBar.style == .lightContent)
        #expect(app.resolve(explain: false).statusBar.style == .default)
    }

    /// A change of structure builds the app again, and checks it: a forwarding to a controller
    /// that is not a child is still an error.
    @Test func aChangeOfStructureIsCheckedAgain() throws {
        let app = try makeApp(Self.controllers, root: "nav")
        var changed = Self.controllers
        changed[1].childForStatusBarStyle = .controller("detail")
        #expect(throws: ModelError.self) { try app.replacingValues(with: changed) }
        var presenting = Self.controllers
        presenting.append(.viewController("sheet", style: .lightContent))
        presenting[2].presented = "sheet"
        presenting[3].modalPresentationStyle = .fullScreen
        let replaced = try app.replacingValues(with: presenting)
        #expect(replaced.resolve(explain: false).statusBar.styleDecidedBy == .controller("sheet"))
    }
}
