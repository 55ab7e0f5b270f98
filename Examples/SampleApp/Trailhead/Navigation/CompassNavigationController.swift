//
//  CompassNavigationController.swift
//  Trailhead
//

import UIKit

/// The compass's navigation: Trailhead 1.x's Objective-C `TRLTrailNavigationController`, which
/// lets the top screen choose the status bar, shown over the whole screen.
final class CompassNavigationController: TRLTrailNavigationController {

    override func awakeFromNib() {
        super.awakeFromNib()
        modalPresentationStyle = .fullScreen
        showsHairline = false
    }
}
