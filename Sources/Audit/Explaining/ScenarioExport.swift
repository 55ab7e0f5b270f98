import ScenarioFormat
import SourceModel
import StatusBarEngine

/// The scenario the audit built for one place of a screen (`statusbar explain PATH --screen NAME
/// --scenario FILE`): the engine's model of its first combination of answers, written in the
/// scenario format, with comments naming the lines of the app each value comes from.
package enum ScenarioExport {
    /// The scenario file's text, or `nil` when the audit could not build the place's model.
    package static func yaml(_ place: PlaceExplanation, locator: StepSourceLocator, path: String, number: Int, of count: Int) -> String? {
        guard let model = place.model else { return nil }
        let screen = place.screen, p = place.prediction
        var comments = ScenarioWriter.Comments()
        let name = screen.controller.className
        comments.head = [
            "The scenario the audit built for '\(name)'\(count > 1 ? ", place \(number) of \(count)" : "") (app '\(screen.app)'),",
            "on iOS \(model.app.platform.ios) (era \(place.era.rawValue)), \(model.app.platform.device.name):",
            "written by `statusbar explain \(path) --screen \(name) --scenario FILE`.",
            "The audit predicts: \(ExplanationText.predictionSummary(p)).",
            "Change an answer below and run `statusbar explain`, `simulate` or `render` on this file",
            "to see what the bar would do. Paths are relative to the audited folder.",
        ]
        if !model.variables.isEmpty {
            comments.head.append("Answers that depend on run-time state are written with their value at first display;")
            comments.head.append("the comment above each lists the others.")
        }
        if screen.unknownContext != nil, case .unknown(let why) = p.certainty {
            comments.head.append("Unknown to the audit: \(why).")
        }
        let style = model.app.applicationStyle
        if model.app.info.mode == .application,
           style != (model.app.info.statusBarStyle.value(for: model.app.platform.device.idiom)?.value ?? .default) {
            comments.head.append("In application mode the app sets the style while launching (\(style.rawValue)): the events below")
            comments.head.append("replay it for `simulate`; `explain` reads the Info.plist state.")
            comments.events.append("- setApplicationStatusBarStyle: \(style.rawValue)")
        }
        for source in place.context {
            if comments.window.isEmpty { comments.window.append("Where this place comes from:") }
            comments.window.append("  \(source.location): \(source.what)")
        }
        if let location = locator.app.appWide.windowInterfaceStyleLocation, model.app.windows.first?.overrideUserInterfaceStyle != .unspecified {
            comments.window.append("overrideUserInterfaceStyle: set at \(location)")
        }

        for role in StepSourceLocator.roles(of: screen) {
            let id = role.id
            guard model.app.controller(id) != nil else { continue }
            var head: [String] = []
            switch role.part {
            case .screen: head.append("'\(role.controller.className)': the screen")
            case .navigation: head.append("'\(role.controller.className)': the screen's navigation controller")
            case .presenter: head.append("'\(role.controller.className)': the presenter")
            case .presenterNavigation: head.append("'\(role.controller.className)': the presenter's navigation controller")
            case .tabBar: head.append("'\(role.controller.className)': the screen's tab bar controller")
            case .presenterTabBar: head.append("'\(role.controller.className)': the presenter's tab bar controller")
            }
            if let declared = locator.declaration(role.controller.className) { head[0] += ", declared at \(declared.location)" }
            comments.controllers[id] = head
            var fields: [String: [String]] = [:]
            let a = role.controller.answers
            // A member's field in the scenario is named as the member is (`preferredStatusBarStyle:`).
            func note<V>(_ value: AnswerValue<V>, _ member: StatusBarMember, describe: (V) -> String) {
                let field = member.swiftName
                var lines: [String] = []
                let at = a.locations[member].map { " at \($0)" } ?? ""
                switch value {
                case .inherited: return
                case .unknown(let why):
                    lines.append("\(member.swiftName)\(at): the audit cannot read it (\(why)); left at UIKit's default")
                case .values(let values, let dependsOn):
                    if values.count > 1 {
                        let on = dependsOn.isEmpty ? "" : " (depends on \(dependsOn.map { "'\($0)'" }.joined(separator: ", ")))"
                        lines.append("\(member.swiftName)\(at): one of \(values.map(describe).joined(separator: ", "))\(on); the first is written")
                    } else {
                        lines.append("\(member.swiftName)\(at)")
                    }
                }
                fields[field] = lines
            }
            note(a.style, .preferredStatusBarStyle) { $0.rawValue }
            note(a.hidden, .prefersStatusBarHidden) { "\($0)" }
            note(a.animation, .preferredStatusBarUpdateAnimation) { $0.rawValue }
            note(a.childForStyle, .childForStatusBarStyle) { $0.rawValue }
            note(a.childForHidden, .childForStatusBarHidden) { $0.rawValue }
            // The background under the bar and why it is believed.
            let (bgSources, bgNote) = locator.viewBackground(role, screen: screen)
            var bg = bgSources.map { "background: \($0.what) at \($0.location)" }
            if let bgNote, !role.part.isContainer { bg.append(bgNote) }
            if !bg.isEmpty, !role.part.isTabBar { fields["background"] = bg }
            if let nav = role.navigation {
                let (tintSources, tintNote) = locator.barBackground(nav, screen: screen, role: role)
                var tint = tintSources.map { "barTintColor: \($0.what) at \($0.location)" }
                if let tintNote { tint.append(tintNote) }
                if !tint.isEmpty { fields["barTintColor"] = tint }
                let hidden = locator.barHidden(nav, screen: screen, role: role)
                if !hidden.isEmpty { fields["navigationBarHidden"] = hidden.map { "\($0.what) at \($0.location)" } }
                let style = locator.barStyle(nav)
                if !style.isEmpty { fields["barStyle"] = style.map { "\($0.what) at \($0.location)" } }
            }
            if role.part == .screen || role.part == .navigation, let presentation = screen.presentation,
               role.part == .navigation || screen.navigation == nil {
                let sources = locator.presentationSources(presentation, screen: screen)
                let style = sources.filter { $0.member == .property(.modalPresentationStyle) || $0.member == .call(.present) }
                if !style.isEmpty { fields["modalPresentationStyle"] = style.map { "\($0.location): \($0.what)" } }
                let captures = sources.filter { $0.member == .property(.modalPresentationCapturesStatusBarAppearance) }
                if !captures.isEmpty { fields["modalPresentationCapturesStatusBarAppearance"] = captures.map { "\($0.location): \($0.what)" } }
            }
            if a.overrideUserInterfaceStyle != nil, let assignment = locator.selfAssignment(.overrideUserInterfaceStyle, of: role.controller.className) {
                fields["overrideUserInterfaceStyle"] = ["set at \(assignment.location)"]
            }
            comments.fields[id] = fields
        }
        return ScenarioWriter.yaml(model.app, description: "'\(name)' as the audit of '\(path)' models it", comments: comments)
    }
}
