//
//  UINavigationController+StatusBar.swift
//  Trailhead
//
//  Written for iOS 12, when this was how every navigation controller let its top screen
//  pick the status bar. Kept because the Map tab still relies on it.
//

import UIKit

extension UINavigationController {

    open override var preferredStatusBarStyle: UIStatusBarStyle {
        topViewController?.preferredStatusBarStyle ?? .default
    }
}

extension UIViewController {

    /// The navigation bar's height, or 0 outside a navigation controller.
    var navigationBarHeight: CGFloat {
        navigationController?.navigationBar.frame.height ?? 0
    }
}

extension UIViewController {

    /// The controller at the top of this one's presentation chain.
    var topMostPresented: UIViewController {
        var top = self
        while let next = top.presentedViewController, !next.isBeingDismissed {
            top = next
        }
        return top
    }
}
