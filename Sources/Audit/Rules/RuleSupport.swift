import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// What several rules need to know about the model: which app owns a file, where an app's
/// Info.plist keys are written, how to name things in messages.
extension AuditModel {
    /// The apps whose target holds the file (every app when no project lists its files).
    package func apps(owning path: String) -> [AppReport] {
        apps.filter { $0.app.owns(path) }
    }

    /// The apps that build a declaration's file: those whose target holds it; for an Objective-C
    /// header (not a member of a Sources phase), those that hold its implementation file (`.m`,
    /// `.mm` beside it), or every app owning the header when there is none.
    package func buildingApps(of path: String) -> [AppReport] {
        guard path.hasSuffix(".h") else { return apps(owning: path) }
        let base = String(path.dropLast(2))
        for implementation in [base + ".m", base + ".mm"] {
            let owners = apps(owning: implementation)
            if !owners.isEmpty { return owners }
        }
        return apps(owning: path)
    }

    /// The first app whose target holds the file.
    package func app(ownerOf path: String) -> AppReport? { apps(owning: path).first }

    /// Of the app's classes `names`, those that one of `owners` builds (not another project's or
    /// target's of the same folder, such as a package's example app).
    package func classes(_ names: [String], builtBy owners: [AppReport]) -> [String] {
        let ownerNames = Set(owners.map(\.app.name))
        return names.filter { name in
            graph.records[name].map { record in buildingApps(of: record.location.file).contains { ownerNames.contains($0.app.name) } } ?? false
        }
    }

    /// What `screen` would show in each era of R9 its app supports (oldest first): the engine's
    /// prediction of a screen a rule has changed, to check that the change it advises fixes the
    /// finding and makes nothing worse (issue "No wrong error", "advice that fixes").
    package func predictions(of screen: Screen) -> [EraPrediction] {
        guard let app = app(named: screen.app)?.app else { return [] }
        return Predictor.predictions(of: screen, by: Predictor.eraPredictors(of: app, namedColors: namedColors, explains: false))
    }

    /// The app a screen belongs to.
    package func app(named name: String) -> AppReport? {
        apps.first { $0.app.name == name }
    }

    /// Facts of the app's own source files (vendored files only declare classes).
    /// The sources outside vendored folders (computed once, when the model is built).
    package var ownSources: [SourceFacts] { ownSourceFacts }

    /// The stored property named `name` declared by one of the classes (or their extensions).
    package func storedProperty(_ name: String, in classes: [String]) -> StoredProperty? {
        for cls in classes {
            for decl in graph.declarations[cls] ?? [] {
                if let p = decl.property(named: name) { return p }
            }
        }
        return nil
    }

    /// ``ClassGraph/subclassIndex()`` of the model's class graph, built once for every rule.
    package func subclassIndex() -> [String: [String]] { subclasses.value }
}

extension AuditedApp {
    /// Line 1 of the app's Info.plist, or the app's target when every key is generated.
    package var infoPlistStart: SourceLocation {
        if let file = plist.file { return SourceLocation(file: file, line: 1, column: 1) }
        return discovered.location
    }

    /// Where the mode comes from (R1), as a related location for findings that depend on it.
    package var modeNote: RelatedLocation {
        if let key = plist.viewControllerBasedStatusBarAppearance {
            let mode = key.value ? "controller-based mode" : "application mode"
            return RelatedLocation(key.location, "'\(key.key)' is \(key.value ? "true" : "false") here: \(mode)")
        }
        return RelatedLocation(infoPlistStart, "no 'UIViewControllerBasedStatusBarAppearance' key: controller-based mode")
    }
}

extension Finding {
    /// Merges findings that land at the same place with the same rule and message (one file shared
    /// by several targets, say), keeping every related location once; the result is sorted.
    package static func merged(_ findings: [Finding]) -> [Finding] {
        var byKey: [String: Finding] = [:]
        for f in findings {
            let key = "\(f.rule)\u{0}\(f.location)\u{0}\(f.message)"
            if var existing = byKey[key] {
                for r in f.related where !existing.related.contains(r) { existing.related.append(r) }
                existing.related.sort()
                byKey[key] = existing
            } else {
                byKey[key] = f
            }
        }
        return byKey.values.sorted()
    }
}

/// Words for messages.
package enum RuleText {
    /// `lightContent`, or `lightContent or default` for several values.
    package static func values<V>(_ values: [V]) -> String {
        let names = values.map { "\($0)" }
        return names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// The appearance update as code of `language` names it: `setNeedsStatusBarAppearanceUpdate()`
    /// in Swift, the selector `setNeedsStatusBarAppearanceUpdate` in Objective-C.
    package static func updateCall(_ language: SourceLanguage) -> String {
        let update = Call.Kind.setNeedsStatusBarAppearanceUpdate
        return language == .objc ? update.objcSelectors[0] : update.swiftNames[0] + "()"
    }

    /// A style constant as code of `language` names it: `lightContent`, `UIStatusBarStyleLightContent`.
    package static func style(_ style: StatusBarStyle, _ language: SourceLanguage) -> String {
        language == .objc ? style.infoPlistName : style.rawValue
    }

    /// `2.31:1`.
    package static func ratio(_ r: Double) -> String { TextReporter.format(r) + ":1" }

    /// The content a style draws in an appearance when nothing overrides the interface style (R9).
    package static func content(of style: StatusBarStyle, in appearance: Appearance) -> StatusBarContent {
        switch style {
        case .lightContent, .blackOpaque, .blackTranslucent: .light
        case .darkContent: .dark
        case .default: appearance == .dark ? .light : .dark
        }
    }
}

extension StatusBarMember {
    /// The member as code of `language` spells it: `childViewControllerForStatusBarStyle` in
    /// Objective-C for `childForStatusBarStyle`.
    package func spelled(in language: SourceLanguage) -> String {
        language == .objc ? objectiveCName : rawValue
    }
}

/// Readability of a screen's prediction (R9, R12), shared by `unreadable-status-bar` and
/// `default-style-on-fixed-background`.
package enum Readability {
    /// The appearances in which a visible bar's content is below 3:1 on a known background, for
    /// every possible answer. None when the prediction is unknown (an answer that decides is not
    /// in the source): the audit would only be judging its own guess; none when some possible
    /// answer is readable.
    package static func unreadable(_ p: ScreenPrediction) -> [Appearance] {
        guard p.hidden != true else { return [] }
        if case .unknown = p.certainty { return [] }
        return p.alwaysUnreadable
    }

    /// Unreadable in some possibilities only: the first outcome of the newest era that is
    /// unreadable and selected exactly by controllers' answers (not by a place the audit stands in
    /// for, nor by which child a container forwards to, nor by a bar style set in several places of
    /// which one may always win, nor by an answer reading the appearance, the system version or
    /// another object's state such as a theme, which the background may follow too), with the eras (oldest first)
    /// where an outcome selected by the same values is unreadable. A whole cause of `default` on a
    /// fixed background is `default-style-on-fixed-background`'s.
    package static func unreadableOutcome(_ r: ScreenReport) -> (eras: [EraPrediction], outcome: PossibleOutcome)? {
        func eligible(_ p: ScreenPrediction) -> [PossibleOutcome] {
            guard p.certainty == .conditional else { return [] }
            return p.outcomes.filter { o in
                o.exact && !o.conditions.isEmpty && o.conditions.allSatisfy { $0.kind == .answer && $0.ownState }
                    && !o.unreadable.isEmpty && !isDefaultOnFixedBackground(o)
            }
        }
        let perEra = r.eras.map { ($0, eligible($0.prediction)) }
        guard let outcome = perEra.last(where: { !$0.1.isEmpty })?.1.first else { return nil }
        return (perEra.filter { $0.1.contains { $0.conditions == outcome.conditions } }.map(\.0), outcome)
    }

    /// `default` on a background that is the same in both appearances, readable in one only.
    private static func isDefaultOnFixedBackground(_ o: PossibleOutcome) -> Bool {
        isDefaultOnFixedBackground(light: o.light, dark: o.dark, unreadable: o.unreadable)
    }

    /// A bar drawn `light` and `dark`, unreadable in `unreadable`: `default` in both, on a known
    /// background the same in both appearances, and unreadable in one only.
    private static func isDefaultOnFixedBackground(light: ScreenPrediction.PerAppearance, dark: ScreenPrediction.PerAppearance,
                                                   unreadable: [Appearance]) -> Bool {
        light.style == .default && dark.style == .default && light.background != nil && light.background == dark.background
            && unreadable.count == 1
    }

    /// The eras of R9 (oldest first) in which the screen is unreadable.
    package static func unreadableEras(_ r: ScreenReport) -> [EraPrediction] {
        r.eras.filter { !unreadable($0.prediction).isEmpty }
    }

    /// ` on iOS 15–16 (iOS 17 and later adapt default to the content below)` when only some of the
    /// supported versions are affected; empty when all are.
    package static func versionsClause(_ bad: [EraPrediction], of r: ScreenReport) -> String {
        guard bad.count < r.eras.count else { return "" }
        var clause = " on \(r.versions.versions(of: bad.map(\.era)))"
        if let newest = r.eras.last, !bad.contains(where: { $0.era == newest.era }), newest.era == .ios17 {
            clause += " (iOS 17 and later adapt default to the content below)"
        }
        return clause
    }

    /// Whether `unreadable-status-bar` reports the screen as an error: unreadable on the newest iOS
    /// audited, with one possible style (a hidden flag that depends on state does not change what
    /// a visible bar draws).
    package static func unreadableIsError(_ r: ScreenReport) -> Bool {
        guard let worst = unreadableEras(r).last else { return false }
        return worst.era == r.eras.last?.era && worst.prediction.possibleStyles.count <= 1
    }

    /// `default` on a background that is the same in both appearances, readable in one only.
    package static func isDefaultOnFixedBackground(_ p: ScreenPrediction) -> Bool {
        p.hidden != true && isDefaultOnFixedBackground(light: p.light, dark: p.dark, unreadable: unreadable(p))
    }

    /// Where the background under the bar is set, when the audit can tell.
    package static func backgroundNote(_ r: ScreenReport, in model: AuditModel) -> RelatedLocation? {
        let p = r.prediction
        guard let backdrop = (Readability.unreadable(p).first.map { p.perAppearance($0) } ?? p.light).backdrop else { return nil }
        switch backdrop.source {
        case .navigationBar:
            guard let nav = r.screen.navigation else { return nil }
            let inCode = nav.barTintByTop != nil ? r.screen.controller.answers.barTintWhileOnTopLocation
                : nav.controller.answers.barTint != nil ? nav.controller.answers.barTintLocation : nil
            if let code = inCode {
                return RelatedLocation(code, "the navigation bar's color under the status bar is set here")
            }
            if case .storyboard(let file, _) = r.screen.origin, let location = nav.location, location.file == file,
               let doc = model.documents.first(where: { $0.file == file }),
               let navScene = doc.controllers.first(where: { $0.location == location }),
               let color = navScene.navigationBar?.barTintColor ?? navScene.navigationBar?.standardAppearance?.background {
                return RelatedLocation(color.location, "the navigation bar's color under the status bar is set here")
            }
            return nav.location.map { RelatedLocation($0, "the navigation bar of '\(nav.controller.className)' lies under the status bar") }
        case .view(let id):
            // Controllers of a prediction's backdrop are named by their class.
            let cls = id.rawValue
            if let code = selfAssignment(.viewBackgroundColor, of: cls, in: model) {
                return RelatedLocation(code, "the background under the status bar is set here")
            }
            if cls == r.screen.controller.className, case .storyboard(let file, let sceneID) = r.screen.origin,
               let color = model.documents.first(where: { $0.file == file })?.controller(withID: sceneID)?.background {
                return RelatedLocation(color.location, "the background under the status bar is set here")
            }
            return nil
        case .sheetBackdrop, .window:
            return nil
        }
    }

    private static func selfAssignment(_ property: WatchedProperty, of cls: String, in model: AuditModel) -> SourceLocation? {
        for c in model.graph.chain(of: cls).appClasses {
            if let a = model.graph.selfAssignments[c]?.first(where: { $0.watched == property }) { return a.location }
        }
        return nil
    }

    /// The style override that decides, as a related location.
    package static func styleNote(_ r: ScreenReport, in model: AuditModel) -> RelatedLocation? {
        guard let location = answerLocation(of: r.prediction.styleDecidedBy, .preferredStatusBarStyle, in: model) else { return nil }
        return RelatedLocation(location, "'\(r.prediction.styleDecidedBy)' answers preferredStatusBarStyle here")
    }

    /// Where the deciding class answers `member`, when the decider is one of the app's classes.
    package static func answerLocation(of decider: ScreenDecider, _ member: StatusBarMember, in model: AuditModel) -> SourceLocation? {
        guard let cls = decider.className, model.graph.isAppClass(cls) else { return nil }
        return model.answers.answers(for: cls).locations[member]
    }
}

extension DeprecatedUse {
    /// The API as the code's language names it: `UIApplication.setStatusBarStyle(_:animated:)` in
    /// Swift, `-[UIApplication setStatusBarStyle:animated:]` in Objective-C.
    package var apiName: String { language == .objc ? api.objcDisplayName : api.swiftDisplayName }

    /// True when the setter changes the style (else it changes hidden).
    package var setsStyle: Bool { api == .setStatusBarStyle || api == .statusBarStyle }
}
