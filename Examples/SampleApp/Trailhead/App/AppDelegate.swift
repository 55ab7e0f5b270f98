//
//  AppDelegate.swift
//  Trailhead
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        configureAppearance()
        JournalStore.shared.loadFromDisk()
        return true
    }

    // MARK: - UISceneSession Lifecycle

    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Nothing is kept per scene: journal entries live in JournalStore.
    }

    // MARK: - Appearance

    private func configureAppearance() {
        let tint = UIColor(named: "TrailGreen") ?? .systemGreen
        UIView.appearance(whenContainedInInstancesOf: [UITabBar.self]).tintColor = tint
        UISwitch.appearance().onTintColor = tint
        UITableViewCell.appearance().backgroundColor = UIColor(named: "CardBackground")
    }
}
