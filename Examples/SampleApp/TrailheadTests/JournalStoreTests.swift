//
//  JournalStoreTests.swift
//  TrailheadTests
//

import XCTest
@testable import Trailhead

final class JournalStoreTests: XCTestCase {

    private var fileURL: URL!

    override func setUp() {
        super.setUp()
        fileURL = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID()).json")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: fileURL)
        super.tearDown()
    }

    private func makeEntry(name: String) -> JournalEntry {
        let trail = Trail(name: name, latitude: 46.5, longitude: 8.0, lengthKilometres: 12.4,
                          elevationGain: 840, elevationSamples: [1200, 1650, 2040],
                          difficulty: .moderate, headerImageName: "header-\(name)")
        return JournalEntry(date: Date(timeIntervalSince1970: 1_700_000_000), trail: trail, notes: "Windy", photos: [])
    }

    func testEntriesSurviveASaveAndALoad() {
        let store = JournalStore(fileURL: fileURL)
        store.add(makeEntry(name: "Ridge Loop"))
        store.saveToDisk()

        let reloaded = JournalStore(fileURL: fileURL)
        reloaded.loadFromDisk()
        XCTAssertEqual(reloaded.entries.map(\.trail.name), ["Ridge Loop"])
    }

    func testUpdateReplacesTheEntryWithTheSameID() {
        let store = JournalStore(fileURL: fileURL)
        var entry = makeEntry(name: "Lake Trail")
        store.add(entry)
        entry.notes = "Calm and sunny"
        store.update(entry)
        XCTAssertEqual(store.entries.count, 1)
        XCTAssertEqual(store.entries.first?.notes, "Calm and sunny")
    }
}
