import UIKit

/// Today's high and low tides for the saved stations.
final class TidesViewController: UIViewController {
    private let stations = StationStore.shared

    // The navigation controller shows its bar and does not forward: this answer is never asked.
    override var preferredStatusBarStyle: UIStatusBarStyle {
        .darkContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tides"
    }

    @IBAction func refresh(_ sender: Any) {
        UIApplication.shared.isNetworkActivityIndicatorVisible = true
        stations.reload { [weak self] in
            UIApplication.shared.isNetworkActivityIndicatorVisible = false
            self?.view.setNeedsLayout()
        }
    }
}
