import Foundation
import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A Swift class the Objective-C runtime knows by another name (`@objc(OAMapSettingsViewController)
/// class MapSettingsViewController`): Objective-C code shows it by that name, its own Swift code runs
/// as the Swift name. What its code pushes goes onto the stack the Objective-C code put it in.
@Suite("Audit: a Swift class with an Objective-C runtime name")
struct ObjCRuntimeNameTests {
    private static func files(objcName: String) -> [String: String] {
        [
            "App/Info.plist": RuleExample.infoPlist([:]),
            "App/AppDelegate.h": """
            #import <UIKit/UIKit.h>
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @end
            """,
            "App/AppDelegate.m": """
            #import "AppDelegate.h"
            #import "Maps-Swift.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
                OAMapSettingsViewController *settings = [[OAMapSettingsViewController alloc] init];
                self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:settings];
                [self.window makeKeyAndVisible];
                return YES;
            }
            @end
            """,
            "App/MapSettingsViewController.swift": """
            import UIKit

            @objc(\(objcName))
            final class MapSettingsViewController: UIViewController {
                func openLayers() {
                    navigationController?.pushViewController(MapLayersViewController(), animated: true)
                }
            }

            final class MapLayersViewController: UIViewController {}
            """,
        ]
    }

    @Test func whatItsSwiftCodePushesGoesOntoTheStackObjectiveCPutItIn() throws {
        let model = try auditModel(Self.files(objcName: "OAMapSettingsViewController"))
        let settings = try #require(screen(model, "OAMapSettingsViewController"))
        #expect(settings.screen.navigation?.controller.className == "UINavigationController")
        let layers = try #require(screen(model, "MapLayersViewController"))
        #expect(layers.screen.unknownContext == nil)
        #expect(layers.screen.navigation?.controller.className == "UINavigationController")
    }

    /// Another runtime name: the Objective-C code's class is not this one, so its pushes have no stack.
    @Test func anotherRuntimeNameIsAnotherClass() throws {
        let model = try auditModel(Self.files(objcName: "OAOtherViewController"))
        let layers = try #require(screen(model, "MapLayersViewController"))
        #expect(layers.screen.unknownContext != nil)
    }
}
