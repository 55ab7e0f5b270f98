//
//  ElevationProfileViewController.swift
//  Trailhead
//

import UIKit

/// The elevation profile of every hike, drawn as one chart.
final class ElevationProfileViewController: UIViewController {

    private let entries: [JournalEntry]
    private let chartLayer = CAShapeLayer()

    init(entries: [JournalEntry]) {
        self.entries = entries
        super.init(nibName: nil, bundle: nil)
        title = NSLocalizedString("Elevation", comment: "Elevation profile title")
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    // MARK: - Status bar

    override var prefersStatusBarHidden: Bool {
        false
    }

    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        .slide
    }

    // MARK: - Life cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        chartLayer.strokeColor = UIColor(named: "TrailGreen")?.cgColor
        chartLayer.fillColor = UIColor.clear.cgColor
        chartLayer.lineWidth = 2
        view.layer.addSublayer(chartLayer)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        chartLayer.frame = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 16, dy: 24)
        chartLayer.path = profilePath(in: chartLayer.bounds).cgPath
    }

    private func profilePath(in rect: CGRect) -> UIBezierPath {
        let samples = entries.flatMap(\.trail.elevationSamples)
        let path = UIBezierPath()
        guard let low = samples.min(), let high = samples.max(), high > low, samples.count > 1 else { return path }
        for (index, sample) in samples.enumerated() {
            let x = rect.minX + rect.width * CGFloat(index) / CGFloat(samples.count - 1)
            let y = rect.maxY - rect.height * CGFloat((sample - low) / (high - low))
            index == 0 ? path.move(to: CGPoint(x: x, y: y)) : path.addLine(to: CGPoint(x: x, y: y))
        }
        return path
    }
}
