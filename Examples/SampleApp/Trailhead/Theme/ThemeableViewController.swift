//
//  ThemeableViewController.swift
//  Trailhead
//

import UIKit

/// A screen that can switch to a night palette (red-shifted, for reading the journal in a tent).
class ThemeableViewController: UIViewController {

    /// Whether the night palette is on.
    var isNightMode = false

    override var preferredStatusBarStyle: UIStatusBarStyle {
        isNightMode ? .lightContent : .darkContent
    }

    // MARK: - Palette

    var pageColor: UIColor {
        isNightMode ? UIColor(red: 0.12, green: 0.05, blue: 0.04, alpha: 1) : .systemBackground
    }

    var inkColor: UIColor {
        isNightMode ? UIColor(red: 0.95, green: 0.45, blue: 0.35, alpha: 1) : .label
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "moon"), style: .plain,
            target: self, action: #selector(toggleNightMode))
        applyPalette()
    }

    @objc func toggleNightMode() {
        setNightMode(!isNightMode)
    }

    func setNightMode(_ enabled: Bool) {
        isNightMode = enabled
        navigationItem.rightBarButtonItem?.image = UIImage(systemName: enabled ? "moon.fill" : "moon")
        UIView.animate(withDuration: 0.25) {
            self.applyPalette()
        }
    }

    /// Subclasses recolour their own views here and call super.
    func applyPalette() {
        view.backgroundColor = pageColor
        view.tintColor = inkColor
    }
}
