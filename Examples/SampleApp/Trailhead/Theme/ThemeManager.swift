//
//  ThemeManager.swift
//  Trailhead
//

import UIKit

/// The app's own theme settings. Its `statusBarStyle` is a preference the screens read, not
/// UIApplication's deprecated property: unlike UIApplication.setStatusBarStyle(_:animated:),
/// setting it changes nothing on screen by itself.
final class ThemeManager {

    static let shared = ThemeManager()

    enum Appearance: String, CaseIterable {
        case system, light, dark
    }

    /// The style that screens with a photo header should ask for.
    var statusBarStyle: UIStatusBarStyle = .lightContent

    private(set) var appearance: Appearance {
        didSet { defaults.set(appearance.rawValue, forKey: Keys.appearance) }
    }

    private let defaults: UserDefaults

    private enum Keys {
        static let appearance = "theme.appearance"
    }

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        let stored = defaults.string(forKey: Keys.appearance) ?? ""
        self.appearance = Appearance(rawValue: stored) ?? .system
    }

    // MARK: - Applying

    func setAppearance(_ appearance: Appearance, in window: UIWindow?) {
        self.appearance = appearance
        apply(to: window)
    }

    func apply(to window: UIWindow?) {
        switch appearance {
        case .system: window?.overrideUserInterfaceStyle = .unspecified
        case .light: window?.overrideUserInterfaceStyle = .light
        case .dark: window?.overrideUserInterfaceStyle = .dark
        }
    }
}
