//
//  FancyNavigationController.swift
//  FancyNav
//
//  A navigation controller with a configurable hairline and a blur behind the bar.
//  Vendored through CocoaPods (pod 'FancyNav', '~> 3.2'); do not edit.
//

import UIKit

open class FancyNavigationController: UINavigationController {

    /// Whether the thin line under the navigation bar is drawn.
    open var usesHairlineShadow = true {
        didSet { updateAppearance() }
    }

    /// The blur behind the bar; `nil` draws an opaque bar.
    open var blurStyle: UIBlurEffect.Style? = .systemChromeMaterial {
        didSet { updateAppearance() }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        updateAppearance()
    }

    /// The height of the bar plus the status bar, for layouts that draw under both.
    open var chromeHeight: CGFloat {
        // Kept for iOS 12 support.
        UIApplication.shared.statusBarFrame.height + navigationBar.frame.height
    }

    private func updateAppearance() {
        let appearance = UINavigationBarAppearance()
        if let blurStyle {
            appearance.configureWithDefaultBackground()
            appearance.backgroundEffect = UIBlurEffect(style: blurStyle)
        } else {
            appearance.configureWithOpaqueBackground()
        }
        if !usesHairlineShadow {
            appearance.shadowColor = .clear
        }
        navigationBar.standardAppearance = appearance
        navigationBar.compactAppearance = appearance
    }
}
