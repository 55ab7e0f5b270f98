import UIKit

class HalfWrittenViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    func configure(with model: Model {
        title = model.title
    }
}

class AfterTheErrorViewController: UIViewController {}
