import Foundation
import ProjectReading
import SourceModel
import Testing
@testable import Audit

/// Findings in Objective-C code name the API as Objective-C writes it.
@Suite("Objective-C messages")
struct ObjectiveCMessageTests {
    static let plist = RuleExample.infoPlist([:])
    static let applicationMode = RuleExample.infoPlist(["UIViewControllerBasedStatusBarAppearance": "<false/>"])

    private func messages(_ source: String, plist: String = Self.plist, rule: any AuditRule) throws -> [String] {
        let project = try TemporaryProject(["App/Info.plist": plist, "App/Screen.m": source])
        defer { project.remove() }
        return Auditor.run(AuditOptions(root: project.root), rules: [rule]).findings.map(\.message)
    }

    @Test func applicationSettersAreNamedBySelectorOrProperty() throws {
        let found = try messages("""
            @implementation Switcher
            - (void)go {
                [[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleLightContent animated:YES];
                [UIApplication sharedApplication].statusBarHidden = YES;
            }
            @end
            """, rule: IneffectiveApplicationSetter())
        #expect(found.count == 2)
        #expect(found.first?.hasPrefix("'-[UIApplication setStatusBarStyle:animated:]' does nothing in controller-based mode") == true)
        #expect(found.first?.hasSuffix("override preferredStatusBarStyle there and call setNeedsStatusBarAppearanceUpdate") == true)
        #expect(found.last?.hasPrefix("'UIApplication.statusBarHidden' does nothing") == true)
    }

    @Test func deprecatedConstantsAreNamedAsObjectiveCNamesThem() throws {
        let found = try messages("""
            @implementation Legacy
            - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleBlackTranslucent; }
            @end
            """, rule: DeprecatedStatusBarAPI())
        #expect(found == ["'UIStatusBarStyleBlackTranslucent' is deprecated since iOS 7 and drawn as light content: use UIStatusBarStyleLightContent"])
    }

    @Test func aCategoryIsCalledACategoryAndMembersAreSpelledAsInObjectiveC() throws {
        let found = try messages("""
            @implementation UINavigationController (StatusBar)
            - (UIViewController *)childViewControllerForStatusBarStyle { return self.topViewController; }
            @end
            """, rule: OverrideInExtension())
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("'childViewControllerForStatusBarStyle' is overridden in a category on 'UINavigationController'") == true)
    }

    @Test func applicationModeNamesTheSelectors() throws {
        let found = try messages("""
            @interface Profile : UIViewController
            @end
            @implementation Profile
            - (UIViewController *)childViewControllerForStatusBarHidden { return nil; }
            - (void)toggle { [self setNeedsStatusBarAppearanceUpdate]; }
            @end
            """, plist: Self.applicationMode, rule: IgnoredControllerPreference())
        #expect(found.count == 2)
        #expect(found.contains { $0.hasPrefix("'childViewControllerForStatusBarHidden' of 'Profile' is never consulted") })
        #expect(found.contains { $0.hasPrefix("setNeedsStatusBarAppearanceUpdate does nothing in application mode") })
    }

    @Test func containersAndPresentationsAreFixedInObjectiveC() throws {
        let navigation = try messages("""
            @interface BrandNav : UINavigationController
            @end
            @implementation BrandNav
            @end
            @interface Card : UIViewController
            @end
            @implementation Card
            - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
            - (void)open {
                BrandNav *nav = [[BrandNav alloc] initWithRootViewController:[Card new]];
                nav.modalPresentationStyle = UIModalPresentationFullScreen;
                [self presentViewController:nav animated:YES completion:nil];
            }
            @end
            """, rule: PreferenceSwallowedByNavigation())
        #expect(navigation.count == 1)
        #expect(navigation.first?.hasSuffix("override childViewControllerForStatusBarStyle in 'BrandNav' to return topViewController") == true)
        let presentation = try messages("""
            @interface Card : UIViewController
            @end
            @implementation Card
            - (BOOL)prefersStatusBarHidden { return YES; }
            - (void)open {
                Card *card = [Card new];
                card.modalPresentationStyle = UIModalPresentationFormSheet;
                [self presentViewController:card animated:YES completion:nil];
            }
            @end
            """, rule: PreferenceSwallowedByPresentation())
        #expect(presentation.count == 1)
        // A form sheet: capture or drop the override (not "present it full screen").
        #expect(presentation.first?.hasSuffix("set modalPresentationCapturesStatusBarAppearance = YES to let it decide while it is shown, or remove the override") == true)
    }

    @Test func missingUpdateSuggestsTheSetter() throws {
        let found = try messages("""
            @interface Reader : UIViewController
            @property (nonatomic) BOOL night;
            @end
            @implementation Reader
            - (UIStatusBarStyle)preferredStatusBarStyle { return self.night ? UIStatusBarStyleLightContent : UIStatusBarStyleDarkContent; }
            - (void)toggle { self.night = !self.night; }
            @end
            """, rule: MissingAppearanceUpdate())
        #expect(found == ["'night' changes what 'Reader' answers for preferredStatusBarStyle, but nothing calls "
            + "setNeedsStatusBarAppearanceUpdate in 'toggle': the status bar stays stale until the next update; call it after "
            + "the change, or in the property's setter"])
    }
}
