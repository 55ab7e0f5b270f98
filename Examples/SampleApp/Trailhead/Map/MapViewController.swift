//
//  MapViewController.swift
//  Trailhead
//

import MapKit
import UIKit

/// Every hike of the journal on a dark topographic map.
final class MapViewController: UIViewController, MKMapViewDelegate {

    @IBOutlet private weak var mapView: MKMapView!

    private let store = JournalStore.shared

    // The map is dark: white glyphs.
    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }

    // MARK: - Life cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Map", comment: "Map tab title")
        mapView.delegate = self
        mapView.preferredConfiguration = MKStandardMapConfiguration(elevationStyle: .realistic)
        mapView.overrideUserInterfaceStyle = .dark
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "chart.xyaxis.line"), style: .plain,
            target: self, action: #selector(showElevation))
        addAnnotations()
    }

    private func addAnnotations() {
        let annotations = store.entries.map { entry -> MKPointAnnotation in
            let annotation = MKPointAnnotation()
            annotation.coordinate = entry.trail.start
            annotation.title = entry.trail.name
            return annotation
        }
        mapView.addAnnotations(annotations)
        mapView.showAnnotations(annotations, animated: false)
    }

    // MARK: - MKMapViewDelegate

    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
        let view = mapView.dequeueReusableAnnotationView(withIdentifier: "Trail") as? MKMarkerAnnotationView
            ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "Trail")
        view.markerTintColor = UIColor(named: "TrailGreen")
        view.glyphImage = UIImage(systemName: "figure.hiking")
        return view
    }

    // MARK: - Actions

    @objc private func showElevation() {
        let profile = ElevationProfileViewController(entries: store.entries)
        navigationController?.pushViewController(profile, animated: true)
    }

    // MARK: - Compass

    override func awakeFromNib() {
        super.awakeFromNib()
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "safari"), style: .plain,
            target: self, action: #selector(showCompass))
    }

    @objc private func showCompass() {
        // The compass is Trailhead 1.x's Objective-C screen, with its own storyboard.
        guard let compass = UIStoryboard(name: "Compass", bundle: nil).instantiateInitialViewController() else { return }
        present(compass, animated: true)
    }
}
