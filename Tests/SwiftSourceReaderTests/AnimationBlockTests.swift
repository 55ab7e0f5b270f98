import Foundation
import SourceModel
import Testing

/// Whether a call or an assignment is inside an animation block (``AnimationBlock``): each line of
/// the sources below that updates the status bar, or assigns `chromeHidden`, ends with the answer
/// the reader must give it.
@Suite("Animation blocks")
struct AnimationBlockTests {
    /// The expected block of each marked line, in source order.
    static func expected(_ source: String, marking needle: String) -> [AnimationBlock] {
        source.split(separator: "\n").compactMap { line in
            guard line.contains(needle), let comment = line.range(of: "// ") else { return nil }
            return AnimationBlock(rawValue: String(line[comment.upperBound...]))
        }
    }

    static let source = """
        import UIKit

        final class ViewerViewController: UIViewController {
            var chromeHidden = false {
                didSet { setNeedsStatusBarAppearanceUpdate() } // outside
            }
            override var prefersStatusBarHidden: Bool { chromeHidden }

            func update(from a: UIView, to b: UIView, animator: UIViewPropertyAnimator) {
                setNeedsStatusBarAppearanceUpdate() // outside
                UIView.animate(withDuration: 0.3) { self.setNeedsStatusBarAppearanceUpdate() } // inside
                UIView.animate(withDuration: 0.3, animations: { self.setNeedsStatusBarAppearanceUpdate() }) // inside
                UIView.animate(withDuration: 0.3, animations: { a.alpha = 0 }) { _ in self.setNeedsStatusBarAppearanceUpdate() } // outside
                UIView.animate(withDuration: 0.3) { a.alpha = 0 } completion: { _ in self.setNeedsStatusBarAppearanceUpdate() } // outside
                UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: []) {
                    self.setNeedsStatusBarAppearanceUpdate() // inside
                }
                UIView.animate(springDuration: 0.4, bounce: 0.2) { self.setNeedsStatusBarAppearanceUpdate() } // inside
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { self.setNeedsStatusBarAppearanceUpdate() } // inside
                }
                UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: {
                    self.setNeedsStatusBarAppearanceUpdate() // inside
                })
                UIView.transition(from: a, to: b, duration: 0.3, options: []) { _ in self.setNeedsStatusBarAppearanceUpdate() } // outside
                _ = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { self.setNeedsStatusBarAppearanceUpdate() } // inside
                UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [], animations: {
                    self.setNeedsStatusBarAppearanceUpdate() // inside
                })
                animator.addAnimations { self.setNeedsStatusBarAppearanceUpdate() } // inside
                animator.addCompletion { _ in self.setNeedsStatusBarAppearanceUpdate() } // outside
                UIView.performWithoutAnimation { self.setNeedsStatusBarAppearanceUpdate() } // outside
                DispatchQueue.main.async { self.setNeedsStatusBarAppearanceUpdate() } // unknown
                UIView.animate(withDuration: 0.3) {
                    DispatchQueue.main.async { self.setNeedsStatusBarAppearanceUpdate() } // unknown
                }
                DispatchQueue.main.async {
                    UIView.animate(withDuration: 0.3) { self.setNeedsStatusBarAppearanceUpdate() } // inside
                }
                UIView.animate(withDuration: 0.3, animations: {
                    UIView.animate(withDuration: 0.1, animations: {}, completion: { _ in self.setNeedsStatusBarAppearanceUpdate() }) // outside
                })
                chromeHidden = true // outside
                UIView.animate(withDuration: 0.3) { self.chromeHidden = false } // inside
            }

            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                coordinator.animate(alongsideTransition: { _ in self.setNeedsStatusBarAppearanceUpdate() }, completion: nil) // inside
                coordinator.animate(alongsideTransition: nil) { _ in self.setNeedsStatusBarAppearanceUpdate() } // outside
            }
        }
        """

    @Test("every form of an animation block, its completion, other closures and nesting")
    func updates() {
        let read = facts(Self.source)
        let calls = read.calls.filter { $0.kind == .setNeedsStatusBarAppearanceUpdate }
        let expected = Self.expected(Self.source, marking: "setNeedsStatusBarAppearanceUpdate")
        #expect(expected.count == 22)
        #expect(calls.map(\.animationBlock) == expected, "\(calls.map { "\($0.location.line): \($0.animationBlock)" })")
    }

    @Test("an assignment inside an animation block runs its property observer there")
    func assignments() {
        let read = facts(Self.source)
        let assignments = read.assignments.filter { $0.property.name == "chromeHidden" }
        #expect(assignments.map(\.animationBlock) == [.outside, .inside])
    }
}
