import UIKit

final class TVRootViewController: UIViewController {
    var headerHeight: CGFloat { UIApplication.shared.statusBarFrame.height }
}
