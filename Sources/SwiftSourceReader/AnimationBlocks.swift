import SourceModel
import SwiftSyntax

/// Whether Swift code runs inside an animation block (``AnimationBlock``), read from the closures
/// around it: the innermost closure decides, by how it is passed to the call that takes it.
enum AnimationBlocks {
    /// Labels of an argument that is the animations closure, whatever the call's name
    /// (`animations:`, `animateAlongsideTransition(in:animation:completion:)`'s `animation:`, a
    /// transition coordinator's `animate(alongsideTransition:)`).
    static let animationLabels: Set<String> = ["animations", "animation", "alongsideTransition"]

    /// Calls whose unlabelled trailing closure is the animations, when no argument is labelled as
    /// one: `UIView.animate(withDuration:) { … }` (every overload, iOS 17's `springDuration:` too),
    /// `animateKeyframes`, `addKeyframe`, `UIView.transition(with:duration:options:) { … }`,
    /// `UIViewPropertyAnimator(duration:curve:) { … }`, `runningPropertyAnimator`, `addAnimations`.
    static let animationCalls: Set<String> = [
        "animate", "animateKeyframes", "addKeyframe", "transition", "UIViewPropertyAnimator", "runningPropertyAnimator", "addAnimations",
    ]

    /// Calls whose closure runs without an animation, or after one.
    static let afterOrWithoutAnimation: Set<String> = ["performWithoutAnimation", "addCompletion"]

    /// Where `node` runs, from its innermost closure in the same function (``AnimationBlock/outside``
    /// when there is none).
    static func block(around node: some SyntaxProtocol) -> AnimationBlock {
        var current = Syntax(node)
        while let parent = current.parent {
            if let closure = parent.as(ClosureExprSyntax.self) { return kind(of: closure) }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(DeinitializerDeclSyntax.self)
                || parent.is(AccessorDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) || parent.is(MemberBlockSyntax.self)
            {
                return .outside
            }
            current = parent
        }
        return .outside
    }

    /// What a closure is to the call it is given to: an argument (`animations: { … }`), the
    /// trailing closure, or a labelled further trailing closure (`} completion: { … }`).
    static func kind(of closure: ClosureExprSyntax) -> AnimationBlock {
        let label: String?
        let call: FunctionCallExprSyntax
        if let argument = closure.parent?.as(LabeledExprSyntax.self),
           let found = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            label = argument.label?.text
            call = found
        } else if let found = closure.parent?.as(FunctionCallExprSyntax.self), found.trailingClosure?.id == closure.id {
            label = nil
            call = found
        } else if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self),
                  let found = element.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            label = element.label.text
            call = found
        } else {
            return .unknown
        }
        if label == "completion" { return .outside }
        if let label, animationLabels.contains(label) { return .inside }
        guard let name = ExpressionReading.lastMember(call.calledExpression)?.name else { return .unknown }
        if afterOrWithoutAnimation.contains(name) { return .outside }
        guard label == nil, animationCalls.contains(name) else { return .unknown }
        let labels = call.arguments.compactMap { $0.label?.text }
        // A trailing closure after an `animations:` argument is the completion, as is the one of
        // `UIView.transition(from:to:duration:options:)`, which has no animations.
        if labels.contains(where: animationLabels.contains) || (name == "transition" && labels.contains("from")) { return .outside }
        return .inside
    }
}
