//
//  JournalStore.swift
//  Trailhead
//

import Foundation

/// The journal, kept as one JSON file in the app's documents.
final class JournalStore {

    static let shared = JournalStore()
    static let didChange = Notification.Name("JournalStoreDidChange")

    static var photosDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("Photos", isDirectory: true)
    }

    private(set) var entries: [JournalEntry] = [] {
        didSet { NotificationCenter.default.post(name: Self.didChange, object: self) }
    }

    private let fileURL: URL
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    init(fileURL: URL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("journal.json")) {
        self.fileURL = fileURL
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        decoder.dateDecodingStrategy = .iso8601
    }

    // MARK: - Queries

    func entry(withID id: UUID) -> JournalEntry? {
        entries.first { $0.id == id }
    }

    // MARK: - Changes

    func add(_ entry: JournalEntry) {
        entries.append(entry)
    }

    func update(_ entry: JournalEntry) {
        guard let index = entries.firstIndex(where: { $0.id == entry.id }) else { return }
        entries[index] = entry
    }

    // MARK: - Persistence

    func loadFromDisk() {
        guard let data = try? Data(contentsOf: fileURL) else { return }
        entries = (try? decoder.decode([JournalEntry].self, from: data)) ?? []
    }

    func saveToDisk() {
        guard let data = try? encoder.encode(entries) else { return }
        try? data.write(to: fileURL, options: .atomic)
    }
}
