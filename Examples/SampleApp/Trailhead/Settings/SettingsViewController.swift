//
//  SettingsViewController.swift
//  Trailhead
//

import SwiftUI
import UIKit

/// Units, appearance, and the about page.
final class SettingsViewController: UITableViewController {

    private enum Row: Int, CaseIterable {
        case units, appearance, nightHeaders, about
    }

    @IBOutlet private weak var unitsControl: UISegmentedControl!
    @IBOutlet private weak var appearanceControl: UISegmentedControl!
    @IBOutlet private weak var nightHeadersSwitch: UISwitch!

    private let theme = ThemeManager.shared

    // MARK: - Life cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Settings", comment: "Settings tab title")
        appearanceControl.selectedSegmentIndex = ThemeManager.Appearance.allCases.firstIndex(of: theme.appearance) ?? 0
        nightHeadersSwitch.isOn = theme.statusBarStyle == .lightContent
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Keep the header clear of the status bar on devices without a safe area (iPhone SE).
        let topInset = UIApplication.shared.statusBarFrame.height
        tableView.contentInset.top = max(0, topInset - view.safeAreaInsets.top)
    }

    // MARK: - Actions

    @IBAction private func appearanceChanged(_ sender: UISegmentedControl) {
        let appearance = ThemeManager.Appearance.allCases[sender.selectedSegmentIndex]
        theme.setAppearance(appearance, in: view.window)
        if appearance == .dark {
            // Old habit from Trailhead 1.x: setStatusBarStyle made the bar white at once.
            UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)
        }
    }

    @IBAction private func nightHeadersChanged(_ sender: UISwitch) {
        theme.statusBarStyle = sender.isOn ? .lightContent : .darkContent
        Analytics.log("settings.nightHeaders", detail: "statusBarStyle=\(theme.statusBarStyle.rawValue)")
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard Row(rawValue: indexPath.row) == .about else { return }
        let about = UIHostingController(rootView: AboutTrailheadView())
        about.title = NSLocalizedString("About", comment: "About screen title")
        navigationController?.pushViewController(about, animated: true)
    }

#if false
    // Trailhead 1.x hid the bar while the settings sheet was open; removed in 2.0.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIApplication.shared.isStatusBarHidden = true
    }
#endif
}

/// A tiny analytics shim: events go to the console in debug builds.
enum Analytics {
    static func log(_ event: String, detail: String) {
        #if DEBUG
        print("[analytics] \(event): \(detail) — not UIApplication.shared.setStatusBarStyle")
        #endif
    }
}
