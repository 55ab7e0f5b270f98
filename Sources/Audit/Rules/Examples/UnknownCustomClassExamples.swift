import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// The description and the triggering and non-triggering examples of `UnknownCustomClass` (Docs/Rules.md is made from them).
extension UnknownCustomClass {
    static let described = RuleDescription(
        id: "unknown-custom-class", name: "Unknown custom class", severity: .warning,
        rationale: """
            When a scene's custom class does not exist at run time, UIKit logs "Unknown class in Interface \
            Builder file" and instantiates a plain controller: none of the class's status bar answers \
            (R5-R8) are used, and the audit cannot predict the screen the developer meant.
            """,
        triggering: [
            .storyboard(IBScene.controller("feed-1", customClass: "FeedViewControler", mark: true), initial: "feed-1", swift: """
                import UIKit

                final class FeedViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """),
            // The target was renamed: the scene still names the old module.
            RuleExample.storyboard(IBScene.controller("feed-1", customClass: "FeedViewController", module: "OldGlimmer", mark: true),
                                   initial: "feed-1", swift: """
                import UIKit

                final class FeedViewController: UIViewController {}

                """).adding("Glimmer.xcodeproj/project.pbxproj", minimalProject),
            // Pods not checked in: a class looked up in the app's own module is still known missing.
            RuleExample.storyboard(IBScene.controller("feed-1", customClass: "FeedViewControler", mark: true), initial: "feed-1", swift: """
                import UIKit

                final class FeedViewController: UIViewController {}

                """).adding("Podfile", "platform :ios, '15.0'\ntarget 'Glimmer' do\n  pod 'GalleryKit'\nend\n"),
            // Objective-C: a misspelt class name; a category's name is not a class.
            .storyboard(IBScene.controller("feed-1", customClass: "FeedViewControler", objectiveC: true, mark: true) + "\n"
                        + IBScene.controller("theme-1", customClass: "StatusBar", objectiveC: true, mark: true),
                        initial: "feed-1", objcHeader: """
                #import <UIKit/UIKit.h>

                @interface FeedViewController : UIViewController
                @end

                @interface UIViewController (StatusBar)
                @end

                """, objc: """
                #import "Example.h"

                @implementation FeedViewController
                - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
                @end

                """),
        ],
        nonTriggering: [
            // A project whose git submodule is not checked out: an Objective-C class (no module)
            // may be declared there.
            RuleExample.storyboard(IBScene.controller("menu-1", customClass: "RSTMenuController", objectiveC: true), initial: "menu-1")
                .adding(".gitmodules", "[submodule \"External/Roster\"]\n\tpath = External/Roster\n\turl = https://example.com/roster.git\n"),
            // CocoaPods' pods not checked in (a Podfile, no Pods folder): an Objective-C class named
            // with no module may be a pod's; so may a Carthage checkout's.
            RuleExample.storyboard(IBScene.controller("gallery-1", customClass: "GLYGalleryController", objectiveC: true), initial: "gallery-1")
                .adding("Podfile", "platform :ios, '15.0'\ntarget 'Glimmer' do\n  pod 'GalleryKit'\nend\n"),
            RuleExample.storyboard(IBScene.controller("gallery-1", customClass: "GLYGalleryController", objectiveC: true), initial: "gallery-1")
                .adding("Cartfile", "github \"example/GalleryKit\" ~> 2.0\n"),
            // A class of a module that is none of the project's (a package, a pod, a submodule not
            // checked out): the audit cannot read it, so it does not call the class unknown.
            RuleExample.storyboard(IBScene.controller("player-1", customClass: "EmulatorViewController", module: "EmulatorKit"),
                                   initial: "player-1"),
            RuleExample.storyboard(IBScene.controller("feed-1", customClass: "FeedViewController", module: "Glimmer"),
                                   initial: "feed-1", swift: """
                import UIKit

                final class FeedViewController: UIViewController {}

                """).adding("Glimmer.xcodeproj/project.pbxproj", minimalProject),
            // A Swift class, an @objc name, a system class, a vendored class, an Objective-C class.
            .storyboard(IBScene.controller("feed-1", customClass: "FeedViewController") + "\n"
                        + IBScene.controller("legacy-1", customClass: "LGYSettingsViewController") + "\n"
                        + IBScene.controller("picker-1", customClass: "PHPickerViewController") + "\n"
                        + IBScene.controller("slide-1", customClass: "SlideMenuController") + "\n"
                        + IBScene.controller("old-1", customClass: "OBJAboutViewController"),
                        initial: "feed-1", swift: """
                import UIKit

                final class FeedViewController: UIViewController {}

                @objc(LGYSettingsViewController)
                final class SettingsViewController: UIViewController {}

                """)
                .adding("Pods/SlideMenu/SlideMenuController.swift", """
                    import UIKit

                    open class SlideMenuController: UIViewController {}

                    """)
                .adding("App/Legacy/OBJAboutViewController.h", """
                    #import <UIKit/UIKit.h>

                    @interface OBJAboutViewController : UIViewController
                    @end

                    """),
            // Objective-C classes named without a module: one declared in a header, one only in an
            // implementation file, a Swift class renamed with @objc(Name) for Objective-C.
            .storyboard(IBScene.controller("feed-1", customClass: "FeedViewController", objectiveC: true) + "\n"
                        + IBScene.controller("about-1", customClass: "AboutViewController", objectiveC: true) + "\n"
                        + IBScene.controller("legacy-1", customClass: "LGYSettingsViewController", objectiveC: true),
                        initial: "feed-1", swift: """
                import UIKit

                @objc(LGYSettingsViewController)
                final class SettingsViewController: UIViewController {}

                """, objcHeader: """
                #import <UIKit/UIKit.h>

                @interface FeedViewController : UIViewController
                @end

                """, objc: """
                #import "Example.h"

                @interface AboutViewController : UIViewController
                @end

                @implementation AboutViewController
                @end

                @implementation FeedViewController
                @end

                """),
        ])
}
