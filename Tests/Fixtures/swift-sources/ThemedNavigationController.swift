import UIKit

/// The app's navigation controller: forwards the status bar to the screen on top.
@objc(WXThemedNavigationController)
final class ThemedNavigationController: UINavigationController, UINavigationControllerDelegate {
    override var childForStatusBarStyle: UIViewController? { topViewController }
    override var childForStatusBarHidden: UIViewController? { topViewController }

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        navigationBar.barStyle = .black
    }

    final class Transition: NSObject, UIViewControllerAnimatedTransitioning {
        class func make() -> Transition { Transition() }
        func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {}
    }
}

class ModalNavigationController: ThemedNavigationController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        topViewController?.preferredStatusBarStyle ?? .default
    }
}
