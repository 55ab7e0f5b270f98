//
//  EntryEditorViewController.swift
//  Trailhead
//

import UIKit

/// Editing the notes of a hike. Focus mode hides everything but the text, status bar included.
final class EntryEditorViewController: UIViewController {

    private var entry: JournalEntry
    private let textView = UITextView()

    /// Focus mode: light glyphs over a dark page, status bar hidden.
    private var isFocusMode = false {
        didSet {
            setNeedsStatusBarAppearanceUpdate()
            navigationController?.setNavigationBarHidden(isFocusMode, animated: true)
        }
    }

    init(entry: JournalEntry) {
        self.entry = entry
        super.init(nibName: nil, bundle: nil)
        title = NSLocalizedString("Edit", comment: "Editor title")
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    // MARK: - Status bar

    override var preferredStatusBarStyle: UIStatusBarStyle {
        isFocusMode ? .lightContent : .default
    }

    override var prefersStatusBarHidden: Bool {
        isFocusMode
    }

    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        .slide
    }

    // MARK: - Life cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.text = entry.notes
        textView.font = .preferredFont(forTextStyle: .body)
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save)),
            UIBarButtonItem(image: UIImage(systemName: "eye.slash"), style: .plain,
                            target: self, action: #selector(toggleFocus)),
        ]
    }

    // MARK: - Actions

    @objc private func toggleFocus() {
        UIView.animate(withDuration: 0.3) { self.isFocusMode.toggle() }
    }

    @objc private func save() {
        entry.notes = textView.text
        JournalStore.shared.update(entry)
        navigationController?.popViewController(animated: true)
    }
}
