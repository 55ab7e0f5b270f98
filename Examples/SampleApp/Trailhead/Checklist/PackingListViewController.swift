//
//  PackingListViewController.swift
//  Trailhead
//

import UIKit

/// The packing checklist, printed-paper look: a parchment page edge to edge, no navigation bar.
final class PackingListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {

    @IBOutlet private weak var tableView: UITableView!

    private var items: [PackingItem] = PackingItem.defaults

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .default
    }

    // MARK: - Life cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.backgroundColor = .clear
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    }

    // MARK: - UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        let item = items[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item.name
        content.textProperties.font = UIFont(name: "Georgia", size: 17) ?? .preferredFont(forTextStyle: .body)
        cell.contentConfiguration = content
        cell.backgroundColor = .clear
        cell.accessoryType = item.isPacked ? .checkmark : .none
        return cell
    }

    // MARK: - UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        items[indexPath.row].isPacked.toggle()
        tableView.reloadRows(at: [indexPath], with: .automatic)
        if items.allSatisfy(\.isPacked) { showReadyCard() }
    }

    // MARK: - All packed

    private func showReadyCard() {
        let ready = ReadyToGoViewController()
        ready.modalPresentationStyle = .fullScreen
        present(ready, animated: true)
    }
}

/// "Ready to go": shown full screen once everything is packed, on the same parchment as the list.
/// It asks for light content, copied from the dark map screens: white glyphs on parchment.
final class ReadyToGoViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(named: "Parchment")
        let done = UIButton(type: .system, primaryAction: UIAction(title: "Let's go") { [weak self] _ in
            self?.dismiss(animated: true)
        })
        done.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(done)
        NSLayoutConstraint.activate([
            done.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            done.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
