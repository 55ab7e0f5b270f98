//
//  ThemedNavigationController.swift
//  Trailhead
//

import UIKit
import FancyNav

/// The navigation controller of the Journal and Settings tabs.
///
/// It lets the screen on top of the stack choose the status bar, so that a screen with a
/// dark header can ask for light content while the others keep the default.
final class ThemedNavigationController: FancyNavigationController {

    // MARK: - Status bar

    override var childForStatusBarStyle: UIViewController? {
        topViewController
    }

    override var childForStatusBarHidden: UIViewController? {
        topViewController
    }

    // MARK: - Life cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.prefersLargeTitles = true
        navigationBar.tintColor = UIColor(named: "AccentColor")
        usesHairlineShadow = false
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        // Screens pushed on the journal never show the tab bar.
        if !viewControllers.isEmpty {
            viewController.hidesBottomBarWhenPushed = true
        }
        super.pushViewController(viewController, animated: animated)
    }
}
