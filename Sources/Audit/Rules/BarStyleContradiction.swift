import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `bar-style-contradiction`: a navigation controller class sets its navigation bar's `barStyle`
/// (in code, or in a storyboard scene of that class) and answers `preferredStatusBarStyle` with the
/// opposite content (R6): `black` asks for light content, `default` for dark. Not reported when
/// the class forwards the style to its children (its own answer is then not used, R5).
package struct BarStyleContradiction: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    package func check(_ model: AuditModel) -> [Finding] {
        var findings: [Finding] = []
        // (The navigation controllers, a few of the thousands of classes, sorted once found.)
        let navigations = model.graph.records.filter { name, record in
            record.name == name && !record.isVendored && model.graph.kind(of: name) == .navigation
        }
        for name in navigations.keys.sorted() {
            guard let record = navigations[name],
                  model.app(ownerOf: record.location.file)?.app.mode != .application else { continue }
            let answers = model.answers.answers(for: name)
            guard let styles = answers.style.possible, !styles.isEmpty,
                  let location = answers.locations[.preferredStatusBarStyle],
                  answers.childForStyle.possible?.contains(.top) != true else { continue }
            // Where the bar style is set: code on the class, else storyboard scenes of the class.
            var bars: [(BarStyle, RelatedLocation)] = []
            for cls in model.graph.chain(of: name).appClasses {
                for a in model.graph.selfAssignments[cls] ?? [] where a.watched == .navigationBarStyle {
                    if case .enumCase(let c) = a.value {
                        let style = BarStyle(caseName: c)
                        bars.append((style, RelatedLocation(a.location, "'\(name)' sets its navigation bar's barStyle to \(c) here")))
                    }
                }
            }
            if bars.isEmpty {
                for doc in model.documents {
                    for c in doc.controllers where c.kind == .navigation && c.className == name {
                        guard let bar = c.navigationBar, let written = bar.barStyleAttribute else { continue }
                        bars.append((bar.barStyle == .black ? .black : .default,
                                     RelatedLocation(bar.location ?? c.location, "the navigation bar's barStyle is \(written) here")))
                    }
                }
            }
            guard let bar = bars.first else { continue }
            let (barStyle, note) = bar
            let expected: StatusBarContent = barStyle == .black ? .light : .dark
            guard styles.allSatisfy({ RuleText.content(of: $0, in: .light) != expected }) else { continue }
            let fix: StatusBarStyle = barStyle == .black ? .lightContent : .darkContent
            let message = "'\(name)' sets its navigation bar's barStyle to \(barStyle.rawValue), which asks for \(expected.rawValue) "
                + "content, but answers \(RuleText.values(styles.map(\.rawValue))): the status bar contradicts its bar; "
                + "answer \(fix.rawValue) or change the bar style"
            findings.append(finding(location, message, related: [note], subject: .controller(name)))
        }
        return Finding.merged(findings)
    }
}
