import Foundation
import ObjCSourceReader
import SourceModel
import Testing

/// The vocabulary of watched members, the Objective-C reader and the Objective-C byte scan agree:
/// every member the reader records in a file is one whose triggers the file contains, so the scan
/// asks for the read that records it.
@Suite("Vocabulary: Objective-C reader and scan")
struct ObjCVocabularyTests {
    /// One use of a member: the spelling it shows and a file using it (with nothing else the scan looks for).
    struct Example: CustomTestStringConvertible, Sendable {
        var member: WatchedMember
        var spelling: String
        var source: String
        var testDescription: String { "\(member) as \(spelling)" }
    }

    static func example(_ member: WatchedMember, _ spelling: String, _ body: String) -> Example {
        Example(member: member, spelling: spelling, source: "@implementation A\n- (void)f {\n    \(body)\n}\n@end\n")
    }

    static func override(_ member: StatusBarMember, _ method: String) -> Example {
        Example(member: .override(member), spelling: member.objectiveCName, source: "@implementation A\n\(method)\n@end\n")
    }

    static let examples: [Example] = [
        example(.property(.modalPresentationCapturesStatusBarAppearance), "modalPresentationCapturesStatusBarAppearance",
                "a.modalPresentationCapturesStatusBarAppearance = YES;"),
        example(.property(.modalPresentationCapturesStatusBarAppearance), "setModalPresentationCapturesStatusBarAppearance:",
                "[a setModalPresentationCapturesStatusBarAppearance:YES];"),
        example(.property(.modalPresentationStyle), "modalPresentationStyle", "a.modalPresentationStyle = UIModalPresentationFullScreen;"),
        example(.property(.modalPresentationStyle), "setModalPresentationStyle:", "[a setModalPresentationStyle:UIModalPresentationFullScreen];"),
        example(.property(.transitioningDelegate), "transitioningDelegate", "a.transitioningDelegate = self.cardTransition;"),
        example(.property(.transitioningDelegate), "setTransitioningDelegate:", "[a setTransitioningDelegate:self.cardTransition];"),
        example(.property(.overrideUserInterfaceStyle), "overrideUserInterfaceStyle", "self.overrideUserInterfaceStyle = UIUserInterfaceStyleDark;"),
        example(.property(.overrideUserInterfaceStyle), "setOverrideUserInterfaceStyle:", "[self setOverrideUserInterfaceStyle:UIUserInterfaceStyleDark];"),
        example(.property(.navigationBarHidden), "navigationBarHidden", "self.navigationController.navigationBarHidden = YES;"),
        example(.property(.navigationBarHidden), "isNavigationBarHidden", "a.isNavigationBarHidden = YES;"),
        example(.property(.navigationBarHidden), "setNavigationBarHidden:", "[a setNavigationBarHidden:YES];"),
        example(.property(.navigationBarHidden), "setIsNavigationBarHidden:", "[a setIsNavigationBarHidden:YES];"),
        example(.property(.navigationBarHidden), "hidden", "self.navigationController.navigationBar.hidden = YES;"),
        example(.property(.navigationBarHidden), "isHidden", "a.navigationBar.isHidden = YES;"),
        example(.property(.navigationBarHidden), "setHidden:", "[a.navigationBar setHidden:YES];"),
        example(.property(.navigationBarHidden), "setIsHidden:", "[a.navigationBar setIsHidden:YES];"),
        example(.property(.navigationBarStyle), "barStyle", "self.navigationController.navigationBar.barStyle = UIBarStyleBlack;"),
        example(.property(.navigationBarStyle), "setBarStyle:", "[[UINavigationBar appearance] setBarStyle:UIBarStyleBlack];"),
        example(.property(.navigationBarTintColor), "barTintColor", "[UINavigationBar appearance].barTintColor = [UIColor redColor];"),
        example(.property(.navigationBarTintColor), "setBarTintColor:", "[self.navigationBar setBarTintColor:[UIColor redColor]];"),
        example(.property(.navigationBarStandardAppearance), "standardAppearance", "self.navigationBar.standardAppearance = b;"),
        example(.property(.navigationBarStandardAppearance), "setStandardAppearance:", "[[UINavigationBar appearance] setStandardAppearance:b];"),
        example(.property(.navigationBarScrollEdgeAppearance), "scrollEdgeAppearance", "[UINavigationBar appearance].scrollEdgeAppearance = b;"),
        example(.property(.navigationBarScrollEdgeAppearance), "setScrollEdgeAppearance:", "[self.navigationBar setScrollEdgeAppearance:b];"),
        example(.property(.navigationItemStandardAppearance), "standardAppearance", "self.navigationItem.standardAppearance = b;"),
        example(.property(.navigationItemStandardAppearance), "setStandardAppearance:", "[a.navigationItem setStandardAppearance:b];"),
        example(.property(.navigationItemScrollEdgeAppearance), "scrollEdgeAppearance", "a.navigationItem.scrollEdgeAppearance = b;"),
        example(.property(.navigationItemScrollEdgeAppearance), "setScrollEdgeAppearance:", "[self.navigationItem setScrollEdgeAppearance:b];"),
        example(.property(.viewBackgroundColor), "backgroundColor", "self.view.backgroundColor = [UIColor whiteColor];"),
        example(.property(.viewBackgroundColor), "setBackgroundColor:", "[self.view setBackgroundColor:[UIColor whiteColor]];"),
        example(.property(.windowRootViewController), "rootViewController", "self.window.rootViewController = a;"),
        example(.property(.windowRootViewController), "setRootViewController:", "[self.window setRootViewController:a];"),
        example(.property(.windowBackgroundColor), "backgroundColor", "self.window.backgroundColor = [UIColor whiteColor];"),
        example(.property(.windowBackgroundColor), "setBackgroundColor:", "[self.window setBackgroundColor:[UIColor whiteColor]];"),
        example(.property(.sheetDetents), "detents", "a.sheetPresentationController.detents = @[UISheetPresentationControllerDetent.mediumDetent];"),
        example(.property(.sheetDetents), "setDetents:", "[a.sheetPresentationController setDetents:@[UISheetPresentationControllerDetent.mediumDetent]];"),
        example(.call(.setNeedsStatusBarAppearanceUpdate), "setNeedsStatusBarAppearanceUpdate", "[self setNeedsStatusBarAppearanceUpdate];"),
        example(.call(.present), "presentViewController:animated:completion:", "[self presentViewController:a animated:YES completion:nil];"),
        example(.call(.present), "presentViewController:animated:", "[self presentViewController:a animated:YES];"),
        example(.call(.present), "presentModalViewController:animated:", "[self presentModalViewController:a animated:YES];"),
        example(.call(.pushViewController), "pushViewController:animated:", "[b pushViewController:a animated:YES];"),
        example(.call(.show), "showViewController:sender:", "[self showViewController:a sender:nil];"),
        example(.call(.show), "showDetailViewController:sender:", "[self showDetailViewController:a sender:nil];"),
        example(.call(.setViewControllers), "setViewControllers:animated:", "[b setViewControllers:@[a] animated:NO];"),
        example(.call(.setViewControllers), "setViewControllers:", "[b setViewControllers:@[a]];"),
        example(.call(.setViewControllers), "viewControllers", "b.viewControllers = @[a];"),
        example(.call(.setNavigationBarHidden), "setNavigationBarHidden:animated:", "[b setNavigationBarHidden:YES animated:NO];"),
        example(.call(.setNavigationBarHidden), "setNavigationBarHidden:", "[b setNavigationBarHidden:YES];"),
        example(.call(.instantiateViewController), "instantiateViewControllerWithIdentifier:",
                "id c = [b instantiateViewControllerWithIdentifier:@\"x\"];"),
        example(.call(.instantiateViewController), "instantiateViewControllerWithIdentifier:creator:",
                "id c = [b instantiateViewControllerWithIdentifier:@\"x\" creator:nil];"),
        example(.call(.instantiateViewController), "instantiateInitialViewController", "id c = [b instantiateInitialViewController];"),
        example(.call(.instantiateViewController), "instantiateInitialViewControllerWithCreator:",
                "id c = [b instantiateInitialViewControllerWithCreator:nil];"),
        example(.call(.coversRootView), "insertSubview:atIndex:", "[self.view insertSubview:a atIndex:0];"),
        example(.call(.coversRootView), "insertSubview:aboveSubview:", "[self.view insertSubview:a aboveSubview:b];"),
        example(.call(.coversRootView), "insertSubview:belowSubview:", "[view insertSubview:a belowSubview:b];"),
        example(.call(.coversRootView), "addSubview:", "[self.view addSubview:self.backgroundView];"),
        example(.call(.coversRootView), "addSublayer:", "[self.view.layer addSublayer:gradient];"),
        example(.call(.coversRootView), "insertSublayer:atIndex:", "[self.view.layer insertSublayer:gradient atIndex:0];"),
        example(.call(.coversRootView), "insertSublayer:above:", "[view.layer insertSublayer:gradient above:b];"),
        example(.call(.coversRootView), "insertSublayer:below:", "[self.view.layer insertSublayer:gradient below:b];"),
        example(.call(.clearsNavigationBarBackground), "setBackgroundImage:forBarMetrics:",
                "[self.navigationController.navigationBar setBackgroundImage:[UIImage new] forBarMetrics:UIBarMetricsDefault];"),
        example(.call(.clearsNavigationBarBackground), "setBackgroundImage:forBarPosition:barMetrics:",
                "[[UINavigationBar appearance] setBackgroundImage:[[UIImage alloc] init] forBarPosition:UIBarPositionAny barMetrics:UIBarMetricsDefault];"),
        example(.call(.setsNavigationBarBackgroundImage), "setBackgroundImage:forBarMetrics:",
                "[[UINavigationBar appearance] setBackgroundImage:[UIImage imageWithColor:a] forBarMetrics:UIBarMetricsDefault];"),
        example(.call(.setsNavigationBarBackgroundImage), "setBackgroundImage:forBarPosition:barMetrics:",
                "[self.navigationController.navigationBar setBackgroundImage:barImage forBarPosition:UIBarPositionAny barMetrics:UIBarMetricsDefault];"),
        example(.call(.coversRootView), "blur", "[self.view addBlur];"),
        example(.call(.addChild), "addChildViewController:", "[self addChildViewController:a];"),
        // A construction, read by its receiver: no selector of its own.
        example(.call(.makesSplitView), "UISplitViewController", "UISplitViewController *split = [[UISplitViewController alloc] init];"),
        override(.preferredStatusBarStyle, "- (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }"),
        override(.prefersStatusBarHidden, "- (BOOL)prefersStatusBarHidden { return YES; }"),
        override(.preferredStatusBarUpdateAnimation, "- (UIStatusBarAnimation)preferredStatusBarUpdateAnimation { return UIStatusBarAnimationFade; }"),
        override(.childForStatusBarStyle, "- (UIViewController *)childViewControllerForStatusBarStyle { return self.c; }"),
        override(.childForStatusBarHidden, "- (UIViewController *)childViewControllerForStatusBarHidden { return self.c; }"),
    ]

    static func triggersFound(of member: WatchedMember, in source: String) -> [String] {
        member.objcTriggers.filter { source.contains($0) }
    }

    @Test("every watched member has an example of each of its Objective-C spellings")
    func examplesCoverTheVocabulary() {
        for member in WatchedMember.allCases {
            let spellings = Set(Self.examples.filter { $0.member == member }.map(\.spelling))
            #expect(spellings == Set(member.objcNames) || (member == .call(.coversRootView) && spellings == Set(member.objcNames + ["blur"]))
                    || (member == .call(.makesSplitView) && spellings == ["UISplitViewController"]),
                    "\(member): examples of \(spellings.sorted()), spellings \(member.objcNames)")
        }
    }

    @Test("the reader records the member, and the scan asks for the read through the member's own trigger", arguments: examples)
    func readerAndScanAgree(_ example: Example) {
        let read = facts(example.source)
        #expect(read.recordedMembers.contains(example.member), "recorded: \(read.recordedMembers)")
        #expect(!Self.triggersFound(of: example.member, in: example.source).isEmpty)
        #expect(ObjCSourceReader.needsFullParse(Array(example.source.utf8)))
    }

    @Test("in every fixture, each member the reader records has one of its triggers in the file", arguments: ByteScanTests.fixtureNames)
    func fixturesAgree(_ name: String) throws {
        let data = try #require(FileManager.default.contents(atPath: fixturesFolder() + "/" + name))
        let source = String(decoding: data, as: UTF8.self)
        let read = ObjCSourceReader.read(bytes: [UInt8](data), relativePath: name)
        for member in Set(read.recordedMembers) {
            #expect(!Self.triggersFound(of: member, in: source).isEmpty, "\(name): \(member)")
        }
    }

    @Test("the scan's triggers are the vocabulary's and the other triggers")
    func triggersComeFromTheVocabulary() {
        #expect(Set(ObjCSourceReader.fullParseTriggers) == Set(WatchedMember.allCases.flatMap(\.objcTriggers) + ObjCSourceReader.otherTriggers))
    }
}
