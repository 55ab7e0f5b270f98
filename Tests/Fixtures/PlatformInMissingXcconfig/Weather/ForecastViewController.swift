import UIKit

final class ForecastViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }

    var headerHeight: CGFloat { UIApplication.shared.statusBarFrame.height + 44 }
}
