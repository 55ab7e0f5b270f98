import UIKit

final class LogbookViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class CrewViewController: UIViewController {}
