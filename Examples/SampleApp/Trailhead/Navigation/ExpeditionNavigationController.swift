//
//  ExpeditionNavigationController.swift
//  Trailhead
//
//  The navigation controller of the multi-day expedition planner (Trailhead 2.0).
//  Not shown anywhere yet: the planner is behind a feature flag that ships off.
//

import UIKit

final class ExpeditionNavigationController: UINavigationController {

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.barStyle = .black
        navigationBar.isTranslucent = false
        navigationBar.barTintColor = UIColor(red: 0.11, green: 0.16, blue: 0.13, alpha: 1)
        navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
    }

    // The planner's header is a light topographic map, so dark glyphs read better.
    override var preferredStatusBarStyle: UIStatusBarStyle {
        .darkContent
    }

    // MARK: - Stages

    func showStage(_ index: Int, of expedition: Expedition) {
        let stage = StagePlannerViewController(expedition: expedition, stageIndex: index)
        setViewControllers([stage], animated: false)
    }
}

/// One day of an expedition: start, end, and the huts booked on the way.
final class StagePlannerViewController: UITableViewController {
    let expedition: Expedition
    let stageIndex: Int

    init(expedition: Expedition, stageIndex: Int) {
        self.expedition = expedition
        self.stageIndex = stageIndex
        super.init(style: .insetGrouped)
        title = "Day \(stageIndex + 1)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
