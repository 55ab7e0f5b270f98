import ObjCSourceReader
import SourceModel
import Testing

/// The vocabulary of deprecated APIs, the Objective-C reader and the Objective-C byte scan agree:
/// each Objective-C spelling of each ``DeprecatedAPI`` is read as that API, and holds one of the
/// API's own triggers, which are the scan's.
@Suite("Vocabulary: deprecated APIs, Objective-C reader and scan")
struct ObjCDeprecatedVocabularyTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var api: DeprecatedAPI
        var spelling: String
        var source: String
        var testDescription: String { "\(api) as \(spelling)" }
    }

    static func example(_ api: DeprecatedAPI, _ spelling: String, _ body: String) -> Example {
        Example(api: api, spelling: spelling, source: "@implementation A\n- (void)f {\n    \(body)\n}\n@end\n")
    }

    static let examples: [Example] = [
        example(.setStatusBarStyle, "setStatusBarStyle:animated:",
                "[[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleLightContent animated:YES];"),
        example(.setStatusBarStyle, "setStatusBarStyle:", "[[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleLightContent];"),
        example(.setStatusBarHidden, "setStatusBarHidden:withAnimation:",
                "[[UIApplication sharedApplication] setStatusBarHidden:YES withAnimation:UIStatusBarAnimationFade];"),
        example(.setStatusBarHidden, "setStatusBarHidden:animated:", "[[UIApplication sharedApplication] setStatusBarHidden:YES animated:NO];"),
        example(.setStatusBarHidden, "setStatusBarHidden:", "[[UIApplication sharedApplication] setStatusBarHidden:YES];"),
        example(.statusBarStyle, "statusBarStyle", "UIStatusBarStyle s = [UIApplication sharedApplication].statusBarStyle;"),
        example(.isStatusBarHidden, "isStatusBarHidden", "BOOL h = [[UIApplication sharedApplication] isStatusBarHidden];"),
        example(.isStatusBarHidden, "statusBarHidden", "BOOL h = [UIApplication sharedApplication].statusBarHidden;"),
        example(.statusBarFrame, "statusBarFrame", "CGRect f = [UIApplication sharedApplication].statusBarFrame;"),
        example(.statusBarOrientation, "statusBarOrientation", "NSInteger o = [UIApplication sharedApplication].statusBarOrientation;"),
        example(.statusBarOrientation, "setStatusBarOrientation:animated:",
                "[[UIApplication sharedApplication] setStatusBarOrientation:UIInterfaceOrientationPortrait animated:NO];"),
        example(.statusBarOrientation, "setStatusBarOrientation:",
                "[[UIApplication sharedApplication] setStatusBarOrientation:UIInterfaceOrientationPortrait];"),
        example(.networkActivityIndicatorVisible, "isNetworkActivityIndicatorVisible",
                "BOOL v = [[UIApplication sharedApplication] isNetworkActivityIndicatorVisible];"),
        example(.networkActivityIndicatorVisible, "networkActivityIndicatorVisible",
                "[UIApplication sharedApplication].networkActivityIndicatorVisible = YES;"),
        example(.networkActivityIndicatorVisible, "setNetworkActivityIndicatorVisible:",
                "[[UIApplication sharedApplication] setNetworkActivityIndicatorVisible:YES];"),
        example(.blackOpaque, "UIStatusBarStyleBlackOpaque", "NSInteger s = UIStatusBarStyleBlackOpaque;"),
        example(.blackTranslucent, "UIStatusBarStyleBlackTranslucent", "NSInteger s = UIStatusBarStyleBlackTranslucent;"),
        example(.setOverrideTraitCollection, "setOverrideTraitCollection:forChildViewController:",
                "[self setOverrideTraitCollection:t forChildViewController:c];"),
        example(.setOverrideTraitCollection, "overrideTraitCollectionForChildViewController:",
                "id t = [self overrideTraitCollectionForChildViewController:c];"),
        example(.presentationControllerOverrideTraitCollection, "overrideTraitCollection", "p.overrideTraitCollection = t;"),
    ]

    @Test("every deprecated API has an example of each of its Objective-C spellings")
    func examplesCoverTheVocabulary() {
        for api in DeprecatedAPI.allCases {
            let spellings = Set(Self.examples.filter { $0.api == api }.map(\.spelling))
            #expect(spellings == Set(api.objcSpellings.map(\.name)), "\(api): examples of \(spellings.sorted())")
        }
    }

    @Test("the reader records the API, and the scan asks for the read through the API's own trigger", arguments: examples)
    func readerAndScanAgree(_ example: Example) {
        let read = facts(example.source)
        #expect(read.deprecatedUses.map(\.api).contains(example.api), "recorded: \(read.deprecatedUses.map(\.api))")
        #expect(example.api.objcTriggers.contains { example.source.contains($0) })
        #expect(ObjCSourceReader.needsFullParse(Array(example.source.utf8)))
    }

    @Test("every spelling holds one of its API's triggers, and the scan's triggers hold the API's")
    func triggersCoverEverySpelling() {
        for api in DeprecatedAPI.allCases {
            for spelling in api.objcSpellings {
                #expect(api.objcTriggers.contains { spelling.name.contains($0) }, "\(api): \(spelling.name)")
            }
            #expect(Set(api.objcTriggers).isSubset(of: ObjCSourceReader.otherTriggers), "\(api)")
            #expect(Set(api.objcTriggers).isSubset(of: ObjCSourceReader.fullParseTriggers), "\(api)")
        }
        #expect(Set(ObjCSourceReader.otherTriggers)
            == Set(DeprecatedAPI.allCases.flatMap(\.objcTriggers) + ObjCSourceReader.containerTriggers))
    }
}
