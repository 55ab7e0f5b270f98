import SourceModel
import Testing
@testable import Audit

/// The lifecycle methods named once for both languages (`LifecycleMethod`): what the model and the
/// rules ask of a function's name.
@Suite("Lifecycle methods in both languages' spellings")
struct LifecycleMethodTests {
    @Test(arguments: [
        ("viewWillAppear", LifecycleMethod.viewWillAppear), ("viewWillAppear:", .viewWillAppear),
        ("viewDidAppear:", .viewDidAppear), ("viewDidLoad", .viewDidLoad), ("viewWillLayoutSubviews", .viewWillLayoutSubviews),
        ("viewWillDisappear", .viewWillDisappear), ("viewDidDisappear:", .viewDidDisappear),
        ("init", .initializer), ("initWithCoder:", .initializer), ("initWithNibName:bundle:", .initializer),
        ("deinit", .deinitializer), ("dealloc", .deinitializer), ("awakeFromNib", .awakeFromNib), ("loadView", .loadView),
        ("application", .launch), ("scene", .launch), ("application:didFinishLaunchingWithOptions:", .launch),
        ("application:willFinishLaunchingWithOptions:", .launch), ("scene:willConnectToSession:options:", .launch),
    ])
    func aNameInEitherLanguageIsItsMethod(_ name: String, _ method: LifecycleMethod) {
        #expect(LifecycleMethod(function: name) == method)
    }

    @Test(arguments: ["viewWillAppearAnimated", "viewWillAppear:animated:", "setup", "application:openURL:options:", "configure:", "initialize"])
    func otherNamesAreNoLifecycleMethod(_ name: String) {
        #expect(LifecycleMethod(function: name) == nil)
    }

    @Test func whatRunsBeforeDisplayOnAppearAndOnDisappear() {
        #expect(LifecycleMethod.runsBeforeDisplay(function: "viewWillAppear:"))
        #expect(LifecycleMethod.runsBeforeDisplay(function: "initWithFrame:"))
        #expect(LifecycleMethod.runsBeforeDisplay(function: "commonInit"))
        #expect(!LifecycleMethod.runsBeforeDisplay(function: "viewDidAppear"))
        #expect(!LifecycleMethod.runsBeforeDisplay(function: "themeDidChange"))
        #expect(LifecycleMethod.isPrepareForSegue("prepare") && LifecycleMethod.isPrepareForSegue("prepareForSegue:sender:"))
        #expect(!LifecycleMethod.isPrepareForSegue("prepareData"))
        #expect(LifecycleMethod.isSystemCallback("tableView") && LifecycleMethod.isSystemCallback("traitCollectionDidChange:"))
        #expect(!LifecycleMethod.isSystemCallback("setUp"))
        #expect(LifecycleMethod(function: "viewDidAppear:")?.isOnAppear == true)
        #expect(LifecycleMethod(function: "viewWillDisappear")?.isOnDisappear == true)
        #expect(AppWideSettings.isLaunchFunction("application:didFinishLaunchingWithOptions:"))
        #expect(!AppWideSettings.isLaunchFunction("viewDidLoad"))
    }
}
