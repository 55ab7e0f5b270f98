import UIKit

/// A full-screen tide chart; scrubbing the curve hides the status bar.
final class ChartViewController: UIViewController {
    private var isScrubbing = false

    override var prefersStatusBarHidden: Bool {
        isScrubbing
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .darkContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }

    @objc private func scrubbingBegan() {
        isScrubbing = true
        setNeedsStatusBarAppearanceUpdate()
    }

    @objc private func scrubbingEnded() {
        isScrubbing = false
        setNeedsStatusBarAppearanceUpdate()
    }
}
