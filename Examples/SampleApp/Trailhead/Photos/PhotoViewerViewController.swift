//
//  PhotoViewerViewController.swift
//  Trailhead
//

import UIKit

/// Full-screen photos of a hike, swiped horizontally. The status bar stays out of the way.
final class PhotoViewerViewController: UIViewController, UIScrollViewDelegate {

    var photos: [Photo] = []
    var startIndex = 0

    private let scrollView = UIScrollView()
    private let closeButton = UIButton(type: .close)

    override var prefersStatusBarHidden: Bool {
        true
    }

    // MARK: - Life cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
        closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
        closeButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(closeButton)
        NSLayoutConstraint.activate([
            closeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            closeButton.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = scrollView.bounds.size
        scrollView.subviews.forEach { $0.removeFromSuperview() }
        for (index, photo) in photos.enumerated() {
            let imageView = UIImageView(image: photo.image)
            imageView.contentMode = .scaleAspectFit
            imageView.frame = CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
            scrollView.addSubview(imageView)
        }
        scrollView.contentSize = CGSize(width: size.width * CGFloat(photos.count), height: size.height)
        scrollView.contentOffset = CGPoint(x: CGFloat(startIndex) * size.width, y: 0)
    }

    // MARK: - Actions

    @objc private func close() {
        dismiss(animated: true)
    }
}
