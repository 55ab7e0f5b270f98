//
//  EntryDetailViewController.swift
//  Trailhead
//

import UIKit

/// One hike: notes, photos and the numbers. Pushed by the journal list.
final class EntryDetailViewController: ThemeableViewController {

    private let entry: JournalEntry
    private let notesView = UITextView()
    private let photoStrip = UIStackView()

    init(entry: JournalEntry) {
        self.entry = entry
        super.init(nibName: nil, bundle: nil)
        title = entry.trail.name
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    // MARK: - Life cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        notesView.text = entry.notes
        notesView.font = .preferredFont(forTextStyle: .body)
        notesView.isEditable = false
        photoStrip.axis = .horizontal
        photoStrip.spacing = 8
        for (index, photo) in entry.photos.prefix(4).enumerated() {
            let button = UIButton(type: .custom)
            button.setImage(photo.thumbnail, for: .normal)
            button.tag = index
            button.addTarget(self, action: #selector(openPhoto(_:)), for: .touchUpInside)
            photoStrip.addArrangedSubview(button)
        }
        let stack = UIStackView(arrangedSubviews: [photoStrip, notesView])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        navigationItem.leftItemsSupplementBackButton = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .edit, target: self, action: #selector(edit))
    }

    override func applyPalette() {
        super.applyPalette()
        notesView.backgroundColor = pageColor
        notesView.textColor = inkColor
    }

    // MARK: - Actions

    @objc private func openPhoto(_ sender: UIButton) {
        let viewer = PhotoViewerViewController()
        viewer.photos = entry.photos
        viewer.startIndex = sender.tag
        viewer.modalPresentationStyle = .fullScreen
        present(viewer, animated: true)
    }

    @objc private func edit() {
        let editor = EntryEditorViewController(entry: entry)
        navigationController?.pushViewController(editor, animated: true)
    }
}
