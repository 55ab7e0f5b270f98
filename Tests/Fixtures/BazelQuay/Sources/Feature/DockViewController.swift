import UIKit

/// The moorings of the quay, on a dark photograph of the harbour: wants a light status bar.
public final class DockViewController: UIViewController {
    public override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Moorings"
    }
}
