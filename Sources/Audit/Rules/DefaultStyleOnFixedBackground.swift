import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `default-style-on-fixed-background`: a screen whose style is `default` (answered or
/// inherited) over a background that is the same in light and dark appearance, so that the
/// content `default` picks (R9) is unreadable in one of them (R12). Located at the deciding
/// class's `preferredStatusBarStyle` when it answers `default` explicitly, else at the screen.
package struct DefaultStyleOnFixedBackground: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        for r in model.screens {
            // iOS 17 and later adapt default to the content below: only older eras can be affected.
            let badEras = r.eras.filter { Readability.isDefaultOnFixedBackground($0.prediction) }
            guard let worst = badEras.last else { continue }
            // One screen's defect under one rule: unreadable on the newest iOS audited (an app
            // pinned to iOS 16, say), it is `unreadable-status-bar`'s error.
            if Readability.unreadableIsError(r) { continue }
            let p = worst.prediction
            guard let bad = Readability.unreadable(p).first, let background = p.light.background else { continue }
            let v = p.perAppearance(bad)
            let fix: StatusBarStyle = v.content == .light ? .darkContent : .lightContent
            let applicationMode = model.app(named: r.screen.app)?.app.mode == .application
            let contrast = "\(v.contrast.map(RuleText.ratio) ?? "?")"
            let message: String
            if applicationMode, case .sheetBackdrop? = v.backdrop?.source {
                // Over a sheet's backdrop the system draws light content only when controllers
                // decide (R4); in application mode the application's style is drawn there (R1).
                message = "'\(r.screen.controller.className)' is shown in a sheet, whose backdrop (\(background.hex)) lies under the status bar"
                    + "\(Readability.versionsClause(badEras, of: r)): in application mode the status bar keeps the application's default style there, "
                    + "\(v.content.rawValue) content in \(bad.rawValue) appearance at contrast \(contrast) (the light content iOS draws over a sheet's "
                    + "backdrop is chosen by controllers); let controllers decide (remove UIViewControllerBasedStatusBarAppearance = NO), or present it full screen"
            } else {
                message = "'\(r.screen.controller.className)' uses the default style on \(background.hex), which does not adapt to "
                    + "Dark Mode\(Readability.versionsClause(badEras, of: r)): in \(bad.rawValue) appearance the status bar draws \(v.content.rawValue) content at contrast "
                    + "\(contrast); "
                    + (applicationMode
                        ? "the style is the application's (application mode): set UIStatusBarStyle to '\(fix.infoPlistName)' in Info.plist, or use an adaptive background color"
                        : "answer \(fix.rawValue) or use an adaptive background color")
            }
            let related = [Readability.backgroundNote(r, in: model)].compactMap { $0 }
            let explicit = Readability.answerLocation(of: p.styleDecidedBy, .preferredStatusBarStyle, in: model)
            findings.append(finding(explicit ?? r.screen.location, message, related: related, subject: ScreenSubject(r.screen)))
        }
        return Finding.merged(findings)
    }
}
