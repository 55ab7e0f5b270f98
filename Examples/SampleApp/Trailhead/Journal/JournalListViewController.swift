//
//  JournalListViewController.swift
//  Trailhead
//

import UIKit

/// The first screen: every hike of the journal, newest first.
final class JournalListViewController: UITableViewController {

    private let store = JournalStore.shared
    private var entries: [JournalEntry] = []
    private lazy var dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter
    }()

    // MARK: - Life cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Journal", comment: "Journal tab title")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Entry")
        tableView.estimatedRowHeight = 72
        NotificationCenter.default.addObserver(self, selector: #selector(reload),
                                               name: JournalStore.didChange, object: store)
        reload()
    }

    @objc private func reload() {
        entries = store.entries.sorted { $0.date > $1.date }
        tableView.reloadData()
    }

    // MARK: - Navigation

    func showEntry(_ entry: JournalEntry, animated: Bool = true) {
        let detail = EntryDetailViewController(entry: entry)
        navigationController?.pushViewController(detail, animated: animated)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showTrailInfo":
            let sheet = segue.destination as? TrailSheetViewController
            sheet?.trail = entries.first?.trail
        case "showGallery":
            let viewer = segue.destination as? PhotoViewerViewController
            viewer?.photos = entries.flatMap(\.photos)
        default:
            break
        }
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Entry", for: indexPath)
        let entry = entries[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = entry.trail.name
        content.secondaryText = "\(dateFormatter.string(from: entry.date)) · \(entry.distanceText)"
        content.image = UIImage(systemName: entry.photos.isEmpty ? "figure.hiking" : "photo")
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        showEntry(entries[indexPath.row])
    }
}
