import SourceModel
import StatusBarEngine
import Testing
@testable import Audit

/// A style or hidden answer that forwards to another controller
/// (`topViewController?.preferredStatusBarStyle ?? .default`) is a typed forwarding in the audit.
@Suite("Audit: forwarding answers")
struct AnswerForwardingTests {
    func answers(_ overrides: [(StatusBarMember, Answer)]) -> ClassAnswers {
        let location = SourceLocation(file: "Nav.swift", line: 1, column: 1)
        var facts = SourceFacts(path: "Nav.swift", language: .swift)
        facts.types = [TypeDecl(name: "Nav", kind: .class, superclass: "UINavigationController", location: location)]
        facts.overrides = overrides.map {
            Override(member: $0.0, typeName: "Nav", inExtension: false, answer: $0.1, location: location, language: .swift)
        }
        let graph = ClassGraph(sources: [facts], isVendored: { _ in false })
        return AnswerBuilder(graph: graph, sources: [facts]).answers(for: "Nav")
    }

    @Test("a style forwarded to the top controller is the top controller's style")
    func styleForwardedToTop() {
        let a = answers([(.preferredStatusBarStyle, .forward("topViewController"))])
        #expect(a.style == .inherited)
        #expect(a.childForStyle == .values([.top], dependsOn: []))
    }

    @Test("a style forwarded where the audit cannot follow, or beside a childForStatusBarStyle, is unknown and says where")
    func styleForwardedElsewhere() {
        #expect(answers([(.preferredStatusBarStyle, .forward("player"))]).style == .unknown("forwards the style to 'player'"))
        let both = answers([(.preferredStatusBarStyle, .forward("topViewController")), (.childForStatusBarStyle, .nilValue)])
        #expect(both.style == .unknown("forwards the style to 'topViewController'"))
        #expect(both.childForStyle == .values([ChildTarget.none], dependsOn: []))
    }

    @Test("a forwarded hidden answer or animation is unknown, in words")
    func hiddenAndAnimationForwarded() {
        let a = answers([(.prefersStatusBarHidden, .forward("topViewController")),
                         (.preferredStatusBarUpdateAnimation, .forward("topViewController"))])
        #expect(a.hidden == .unknown("forwards to 'topViewController'"))
        #expect(a.animation == .unknown("forwards to 'topViewController'"))
        #expect(a.childForHidden == .inherited)
    }

    @Test("a branch that returns super's answer gives the superclass's values, or UIViewController's default")
    func superAmongConstants() {
        let location = SourceLocation(file: "Browser.swift", line: 1, column: 1)
        var facts = SourceFacts(path: "Browser.swift", language: .swift)
        facts.types = [TypeDecl(name: "Base", kind: .class, superclass: "UIViewController", location: location),
                       TypeDecl(name: "Browser", kind: .class, superclass: "Base", location: location),
                       TypeDecl(name: "Plain", kind: .class, superclass: "UIViewController", location: location),
                       TypeDecl(name: "Nav", kind: .class, superclass: "UINavigationController", location: location)]
        let mixed = Answer.conditional(values: ["lightContent", "super"], dependsOn: ["isDark"])
        facts.overrides = [
            Override(member: .preferredStatusBarStyle, typeName: "Base", inExtension: false, answer: .constant("darkContent"),
                     location: location, language: .swift),
            Override(member: .preferredStatusBarStyle, typeName: "Browser", inExtension: false, answer: mixed, location: location, language: .swift),
            Override(member: .preferredStatusBarStyle, typeName: "Plain", inExtension: false, answer: mixed, location: location, language: .swift),
            Override(member: .preferredStatusBarStyle, typeName: "Nav", inExtension: false, answer: mixed, location: location, language: .swift),
        ]
        let graph = ClassGraph(sources: [facts], isVendored: { _ in false })
        let builder = AnswerBuilder(graph: graph, sources: [facts])
        #expect(builder.answers(for: "Browser").style == .values([.lightContent, .darkContent], dependsOn: ["isDark"]))
        #expect(builder.answers(for: "Plain").style == .values([.lightContent, .default], dependsOn: ["isDark"]))
        // A navigation controller's own answer is its top controller's: not a constant.
        #expect(builder.answers(for: "Nav").style == .unknown("returns its superclass's answer, a system container's"))
    }
}
