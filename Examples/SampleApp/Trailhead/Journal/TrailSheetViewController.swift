//
//  TrailSheetViewController.swift
//  Trailhead
//

import UIKit

/// A card with the trail's facts, shown as a sheet from the journal list (storyboard segue
/// "showTrailInfo"). Its header is a dark photo of the trailhead.
final class TrailSheetViewController: UIViewController {

    var trail: Trail?

    @IBOutlet private weak var headerImageView: UIImageView!
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var factsLabel: UILabel!

    // The header photo is dark: ask for white glyphs.
    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }

    // MARK: - Life cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        if let sheet = sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        guard let trail else { return }
        nameLabel.text = trail.name
        headerImageView.image = UIImage(named: trail.headerImageName)
        factsLabel.text = [
            trail.distanceText,
            "↑ \(Int(trail.elevationGain)) m",
            trail.difficulty.localizedName,
        ].joined(separator: " · ")
    }

    @IBAction private func close(_ sender: Any) {
        dismiss(animated: true)
    }
}
