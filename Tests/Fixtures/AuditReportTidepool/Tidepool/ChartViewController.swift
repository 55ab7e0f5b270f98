import UIKit

/// A full-screen tide chart; scrubbing the curve hides the status bar.
final class ChartViewController: UIViewController {
    private var isScrubbing = false

    override var prefersStatusBarHidden: Bool {
        isScrubbing
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .default
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }

    func scrubbingChanged(_ scrubbing: Bool) {
        isScrubbing = scrubbing
        setNeedsStatusBarAppearanceUpdate()
    }
}
