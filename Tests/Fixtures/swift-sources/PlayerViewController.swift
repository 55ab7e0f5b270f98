import AVKit
import UIKit

final class PlayerViewController: UIViewController {
    private var isPlaying = false {
        didSet { setNeedsStatusBarAppearanceUpdate() }
    }
    private var controlsVisible = true

    override var prefersStatusBarHidden: Bool { isPlaying && !controlsVisible }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        modalPresentationCapturesStatusBarAppearance = true
    }

    @objc private func toggleControls() {
        controlsVisible.toggle()
        UIView.animate(withDuration: 0.2) { self.setNeedsStatusBarAppearanceUpdate() }
    }

    func showQueue() {
        let queue = QueueViewController()
        queue.modalPresentationStyle = .pageSheet
        present(queue, animated: true)
    }
}

private class QueueViewController: UITableViewController {}
