import Foundation
import SourceModel
import Testing

/// Whether a message or an assignment is inside an animation block (``AnimationBlock``): each line
/// that updates the status bar, or assigns `chromeHidden`, ends with the answer the reader must give it.
@Suite("Animation blocks")
struct AnimationBlockTests {
    static let source = """
        @implementation ViewerViewController

        - (BOOL)prefersStatusBarHidden { return self.chromeHidden; }

        - (void)updateWithAnimator:(UIViewPropertyAnimator *)animator coordinator:(id<UIViewControllerTransitionCoordinator>)coordinator {
            [self setNeedsStatusBarAppearanceUpdate]; // outside
            [UIView animateWithDuration:0.3 animations:^{ [self setNeedsStatusBarAppearanceUpdate]; }]; // inside
            [UIView animateWithDuration:0.3 animations:^{ self.view.alpha = 0; } completion:^(BOOL finished) { [self setNeedsStatusBarAppearanceUpdate]; }]; // outside
            [UIView animateWithDuration:0.3 delay:0 options:0 animations:^{
                [self setNeedsStatusBarAppearanceUpdate]; // inside
            } completion:nil];
            [UIView animateWithDuration:0.3 delay:0 usingSpringWithDamping:1 initialSpringVelocity:0 options:0 animations:^{
                [self setNeedsStatusBarAppearanceUpdate]; // inside
            } completion:^(BOOL finished) {
                [self setNeedsStatusBarAppearanceUpdate]; // outside
            }];
            [UIView transitionWithView:self.view duration:0.3 options:0 animations:^{ [self setNeedsStatusBarAppearanceUpdate]; } completion:nil]; // inside
            [animator addAnimations:^{ [self setNeedsStatusBarAppearanceUpdate]; }]; // inside
            [animator addCompletion:^(UIViewAnimatingPosition position) { [self setNeedsStatusBarAppearanceUpdate]; }]; // outside
            [coordinator animateAlongsideTransition:^(id<UIViewControllerTransitionCoordinatorContext> context) { [self setNeedsStatusBarAppearanceUpdate]; } completion:nil]; // inside
            [UIView performWithoutAnimation:^{ [self setNeedsStatusBarAppearanceUpdate]; }]; // outside
            dispatch_async(dispatch_get_main_queue(), ^{ [self setNeedsStatusBarAppearanceUpdate]; }); // unknown
            [UIView animateWithDuration:0.3 animations:^{
                dispatch_async(dispatch_get_main_queue(), ^{ [self setNeedsStatusBarAppearanceUpdate]; }); // unknown
            }];
            [UIView animateWithDuration:0.3 animations:^{
                [UIView animateWithDuration:0.1 animations:^{} completion:^(BOOL finished) { [self setNeedsStatusBarAppearanceUpdate]; }]; // outside
            }];
            [[[UIViewPropertyAnimator alloc] initWithDuration:0.3 curve:UIViewAnimationCurveLinear animations:^{
                [self setNeedsStatusBarAppearanceUpdate]; // inside
            }] startAnimation];
            self.chromeHidden = YES; // outside
            [UIView animateWithDuration:0.3 animations:^{ self.chromeHidden = NO; }]; // inside
        }

        - (void)afterTheBlocks {
            [self setNeedsStatusBarAppearanceUpdate]; // outside
        }

        @end
        """

    /// The expected block of each marked line, in source order.
    static func expected(marking needle: String) -> [AnimationBlock] {
        source.split(separator: "\n").compactMap { line in
            guard line.contains(needle), let comment = line.range(of: "// ") else { return nil }
            return AnimationBlock(rawValue: String(line[comment.upperBound...]))
        }
    }

    @Test("every form of an animation block, its completion, other blocks and nesting")
    func updates() {
        let read = facts(Self.source)
        let calls = read.calls.filter { $0.kind == .setNeedsStatusBarAppearanceUpdate }
        let expected = Self.expected(marking: "setNeedsStatusBarAppearanceUpdate")
        #expect(expected.count == 16)
        #expect(calls.map(\.animationBlock) == expected, "\(calls.map { "\($0.location.line): \($0.animationBlock)" })")
    }

    @Test("an assignment inside an animation block runs its setter there")
    func assignments() {
        let read = facts(Self.source)
        #expect(read.assignments.filter { $0.property.name == "chromeHidden" }.map(\.animationBlock) == [.outside, .inside])
    }
}
