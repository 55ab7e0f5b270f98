import Testing
@testable import StatusBarEngine

@Suite("Model validation")
struct ModelTests {
    func error(_ build: () throws(ModelError) -> App) -> ModelError? {
        do { _ = try build(); return nil } catch { return error }
    }

    @Test func danglingRootIsAnError() {
        let e = error { () throws(ModelError) in try makeApp([.viewController("a")], root: "missing") }
        #expect(e?.message.contains("'missing' names no controller") == true)
        #expect(e?.place == .window("main", field: "root"))
    }

    @Test func danglingChildNamesItsPlace() {
        let e = error { () throws(ModelError) in
            try makeApp([.tabBar("tabs", tabs: ["a", "ghost"]), .viewController("a")], root: "tabs")
        }
        #expect(e?.place == .controller("tabs", field: "viewControllers", index: 1))
    }

    @Test func controllerUsedTwice() {
        let e = error { () throws(ModelError) in
            try makeApp([.tabBar("tabs", tabs: ["a", "a"]), .viewController("a")], root: "tabs")
        }
        #expect(e?.message.contains("used twice") == true)
    }

    @Test func presentedAndContainedIsUsedTwice() {
        let e = error { () throws(ModelError) in
            try makeApp([.navigation("nav", stack: "a").presenting("a"), .viewController("a")], root: "nav")
        }
        #expect(e?.message.contains("used twice") == true)
    }

    @Test func cycleIsAnError() {
        let e = error { () throws(ModelError) in
            try makeApp([.viewController("root"), .navigation("n1", stack: "n2"), .navigation("n2", stack: "n1")], root: "root")
        }
        #expect(e?.message.contains("cycle") == true)
    }

    @Test func selectedOutOfRange() {
        let e = error { () throws(ModelError) in
            try makeApp([.tabBar("tabs", tabs: ["a"], selected: 3), .viewController("a")], root: "tabs")
        }
        #expect(e?.place == .controller("tabs", field: "selected", index: nil))
        #expect(e?.message.contains("out of range") == true)
    }

    @Test func childForStatusBarStyleMustBeADescendant() {
        let e = error { () throws(ModelError) in
            try makeApp([.tabBar("tabs", tabs: ["a"]).with { $0.childForStatusBarStyle = .controller("b") },
                         .viewController("a"), .viewController("b")], root: "tabs")
        }
        #expect(e?.message.contains("not one of its children") == true)
    }

    @Test func childForStatusBarStyleReturningSelf() {
        let e = error { () throws(ModelError) in
            try makeApp([Controller.viewController("a").with { $0.childForStatusBarHidden = .controller("a") }], root: "a")
        }
        #expect(e?.message.contains("itself") == true)
    }

    @Test func duplicateControllerID() {
        let e = error { () throws(ModelError) in try makeApp([.viewController("a"), .viewController("a")], root: "a") }
        #expect(e?.message.contains("defined twice") == true)
    }

    @Test func twoPresentationsOverOneContext() {
        let e = error { () throws(ModelError) in
            try makeApp([.tabBar("tabs", tabs: ["a", "b"]), Controller.viewController("a").presenting("x"),
                         Controller.viewController("b").presenting("y"), .viewController("x"), .viewController("y")],
                        root: "tabs")
        }
        #expect(e?.message.contains("one at a time") == true)
    }

    @Test func overrideTraitCollectionNeedsAChild() {
        let e = error { () throws(ModelError) in
            try makeApp([Controller.viewController("a").with { $0.overrideTraitCollectionForChildren = ["b": .dark] },
                         .viewController("b")], root: "a")
        }
        #expect(e?.place == .controller("a", field: "overrideTraitCollectionForChildren", index: nil))
    }

    @Test func unplacedControllersAreAllowed() throws {
        let app = try makeApp([.viewController("a"), .viewController("later")], root: "a")
        #expect(app.isOnScreen("a"))
        #expect(!app.isOnScreen("later"))
    }

    @Test func navigationStackCannotBeEmpty() {
        #expect(NavigationStack([]) == nil)
        var stack = NavigationStack(root: "a")
        #expect(stack.pop() == nil)
        #expect(stack.top == "a")
    }
}
