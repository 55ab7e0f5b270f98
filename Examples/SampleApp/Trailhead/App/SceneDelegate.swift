//
//  SceneDelegate.swift
//  Trailhead
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        // The window and its root controller come from Main.storyboard (UISceneStoryboardFile).
        guard let windowScene = scene as? UIWindowScene else { return }
        window?.windowScene = windowScene
        ThemeManager.shared.apply(to: window)

        if let url = connectionOptions.urlContexts.first?.url {
            openDeepLink(url)
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url else { return }
        openDeepLink(url)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        JournalStore.shared.saveToDisk()
    }

    // MARK: - Deep links

    /// `trailhead://entry/<id>` selects the journal tab and opens the entry.
    private func openDeepLink(_ url: URL) {
        guard url.host == "entry",
              let id = UUID(uuidString: url.lastPathComponent),
              let entry = JournalStore.shared.entry(withID: id),
              let tabs = window?.rootViewController as? UITabBarController,
              let journal = tabs.viewControllers?.first as? UINavigationController,
              let list = journal.viewControllers.first as? JournalListViewController else { return }
        tabs.selectedIndex = 0
        journal.popToRootViewController(animated: false)
        list.showEntry(entry, animated: false)
    }
}
