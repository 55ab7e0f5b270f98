import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `launch-style-mismatch`: the launch appearance from Info.plist (R2) differs from what the first
/// screen (the main storyboard's initial content controller) shows, in hidden or in content, in
/// light or dark appearance: the bar changes the moment the app's first screen appears. Not
/// reported when the first screen's prediction is unknown.
package struct LaunchStyleMismatch: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    static let feed = """
        import UIKit

        final class FeedViewController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }

        """
    static let feedScene = IBScene.controller("feed-1", customClass: "FeedViewController", background: IBScene.black)

    static let objcFeed = """
        #import <UIKit/UIKit.h>

        @interface FeedViewController : UIViewController
        @end

        @implementation FeedViewController
        - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
        @end

        """
    static let objcFeedScene = IBScene.controller("feed-1", customClass: "FeedViewController", objectiveC: true,
                                                  background: IBScene.black)

    static let described = RuleDescription(
        id: "launch-style-mismatch", name: "Launch style mismatch", severity: .info,
        rationale: """
            Before any code runs only Info.plist's UIStatusBarStyle and UIStatusBarHidden apply (R2); TN3105 \
            asks that they match the launch screen and the first screen, or the status bar flashes from one \
            appearance to the other as the app starts (R10). A change that keeps the launch screen readable \
            (the launch content contrasts with the launch storyboard's background) is the bar following the \
            screen under it, not a defect: it is reported only when the launch content is unreadable on the \
            launch screen, or when that background is not known. Compared era by era (R9); adaptive content \
            is never compared.
            """,
        triggering: [
            RuleExample.storyboard(feedScene, initial: "feed-1", swift: feed)
                .adding("App/Info.plist", "↓" + RuleExample.infoPlist(["UIMainStoryboardFile": "<string>Main</string>"])),
            .storyboard(IBScene.controller("home-1", background: IBScene.systemBackground), initial: "home-1",
                        info: ["UIStatusBarStyle": "↓<string>UIStatusBarStyleLightContent</string>"]),
            .storyboard(feedScene, initial: "feed-1", swift: feed,
                        info: ["UIStatusBarHidden": "↓<true/>", "UIStatusBarStyle": "<string>UIStatusBarStyleLightContent</string>"]),
            // Objective-C: the first screen answers light content; the launch style is default.
            RuleExample.storyboard(objcFeedScene, initial: "feed-1", objc: objcFeed)
                .adding("App/Info.plist", "↓" + RuleExample.infoPlist(["UIMainStoryboardFile": "<string>Main</string>"])),
        ],
        nonTriggering: [
            .storyboard(feedScene, initial: "feed-1", swift: feed,
                        info: ["UIStatusBarStyle": "<string>UIStatusBarStyleLightContent</string>"]),
            .storyboard(IBScene.controller("home-1", background: IBScene.systemBackground), initial: "home-1"),
            // The first screen's answer cannot be read: no guess is reported.
            .storyboard(feedScene, initial: "feed-1", swift: """
                import UIKit

                final class FeedViewController: UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { Theme.current.statusBarStyle }
                }

                """),
            // No main storyboard: the first screen is not known.
            .swift(feed, info: ["UIStatusBarStyle": "<string>UIStatusBarStyleDarkContent</string>"]),
            // Objective-C: the launch style matches the first screen's answer.
            .storyboard(objcFeedScene, initial: "feed-1", objc: objcFeed,
                        info: ["UIStatusBarStyle": "<string>UIStatusBarStyleLightContent</string>"]),
        ])

    /// The background of the launch storyboard's initial view (`UILaunchStoryboardName`), when known.
    static func launchScreenBackground(of app: AuditedApp, in model: AuditModel) -> DynamicColor? {
        guard let name = app.plist.launchStoryboardName.value(forIdiom: "iphone")?.value,
              let doc = model.documents.first(where: { d in
                  d.isLaunchScreen && app.owns(d.file) && d.file.split(separator: "/").last.map(String.init) == name + ".storyboard"
              }),
              let initial = doc.initialControllerID.flatMap({ doc.controller(withID: $0) }) else { return nil }
        guard initial.coveringSubview == nil else { return nil }
        let predictor = Predictor(info: app.info, namedColors: model.namedColors)
        guard let spec = ScreenBuilder.colorSpec(initial.background) else { return DynamicColor.system("systemBackground") }
        let (color, known) = predictor.color(spec)
        return known ? color : nil
    }

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for report in model.apps {
            let app = report.app
            guard let first = report.firstScreen.map(ClassGraph.plainName),
                  let screen = model.screens.first(where: { $0.screen.app == app.name && $0.screen.controller.className == first })
            else { continue }
            if case .unknown = screen.prediction.certainty { continue }
            // The launch state of each era; the newest era with a difference is reported.
            func launchStates(_ era: EraPrediction) -> (StatusBarState, StatusBarState)? {
                var launch: [Appearance: StatusBarState] = [:]
                for a in Appearance.allCases {
                    let platform = Platform(ios: screen.versions.version(for: era.era), device: app.device, orientation: .portrait, appearance: a)
                    launch[a] = (try? App(platform: platform, info: app.info, windows: [], controllers: []))?.launchState(explain: false).state
                }
                guard let light = launch[.light], let dark = launch[.dark] else { return nil }
                return (light, dark)
            }
            // Content that adapts (default from iOS 17 on a launch screen the audit does not see) cannot be compared.
            func differing(_ era: EraPrediction, _ light: StatusBarState, _ dark: StatusBarState) -> [Appearance] {
                Appearance.allCases.filter { a in
                    let launchContent = (a == .light ? light : dark).content, shown = era.prediction.perAppearance(a).content
                    return launchContent != .adaptive && shown != .adaptive && launchContent != shown
                }
            }
            guard let newest = screen.eras.last, let (light, dark) = launchStates(newest) else { continue }
            var p = newest.prediction
            var differs = differing(newest, light, dark)
            var launchLight = light, launchDark = dark
            var affected = differs.isEmpty ? [] : [newest]
            for era in screen.eras.dropLast().reversed() {
                guard let (l, d) = launchStates(era) else { continue }
                let other = differing(era, l, d)
                guard !other.isEmpty else { continue }
                affected.append(era)
                if differs.isEmpty { differs = other; p = era.prediction; launchLight = l; launchDark = d }
            }
            let related = [RelatedLocation(screen.screen.location, "the first screen, '\(first)'")]
            let hiddenKey = app.plist.statusBarHidden.value(forIdiom: "iphone")
            let styleKey = app.plist.statusBarStyle.value(forIdiom: "iphone")
            if let hidden = p.hidden, hidden != light.hidden {
                let message = "the launch screen \(light.hidden ? "hides" : "shows") the status bar but the first screen '\(first)' "
                    + "\(hidden ? "hides" : "shows") it: it \(hidden ? "disappears" : "appears") as the app starts; set "
                    + "UIStatusBarHidden to \(hidden ? "true" : "false")"
                findings.append(finding(hiddenKey?.location ?? app.infoPlistStart, message, related: related, subject: ScreenSubject(screen.screen)))
                continue
            }
            guard p.hidden == false, !light.hidden else { continue }
            // A mismatch that keeps the launch screen readable is not a defect: the bar only changes
            // with the screen under it. Reported when the launch screen's background is unknown or
            // the launch content is unreadable on it.
            let launchBackground = Self.launchScreenBackground(of: app, in: model)
            let mismatched = differs.filter { a in
                guard let bg = launchBackground?.resolved(for: a == .light ? .light : .dark) else { return true }
                let content = (a == .light ? launchLight : launchDark).content
                return Contrast.rounded(content.contrast(on: bg.composited(over: .black))) < Contrast.minimumReadable
            }
            guard let a = mismatched.first else { continue }
            let launchContent = (a == .light ? launchLight : launchDark).content
            let written = styleKey.map { "UIStatusBarStyle '\($0.value)'" } ?? "no UIStatusBarStyle: default"
            var onLaunch = ""
            if let bg = launchBackground?.resolved(for: a == .light ? .light : .dark).composited(over: .black) {
                onLaunch = " on its \(bg.hex) background (contrast \(RuleText.ratio(launchContent.contrast(on: bg))), unreadable)"
            }
            let message = "the launch screen draws \(launchContent.rawValue) content (\(written))\(onLaunch) but the first "
                + "screen '\(first)' draws \(p.perAppearance(a).content.rawValue) content in \(a.rawValue) appearance"
                + "\(affected.count < screen.eras.count ? " on " + screen.versions.versions(of: affected.map(\.era)) : ""): the status "
                + "bar changes as the app starts; set UIStatusBarStyle to '\(p.perAppearance(a).style.infoPlistName)'"
            findings.append(finding(styleKey?.location ?? app.infoPlistStart, message, related: related, subject: ScreenSubject(screen.screen)))
        }
        return Finding.merged(findings)
    }
}
