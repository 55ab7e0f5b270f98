//
//  JournalEntry.swift
//  Trailhead
//

import CoreLocation
import UIKit

enum Difficulty: String, Codable {
    case easy, moderate, strenuous

    var localizedName: String {
        NSLocalizedString(rawValue.capitalized, comment: "Trail difficulty")
    }
}

struct Trail: Codable, Hashable {
    var name: String
    var latitude: Double
    var longitude: Double
    var lengthKilometres: Double
    var elevationGain: Double
    var elevationSamples: [Double]
    var difficulty: Difficulty
    var headerImageName: String

    var start: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }

    var distanceText: String {
        Measurement(value: lengthKilometres, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated))
    }
}

struct Photo: Codable, Hashable {
    var fileName: String

    var image: UIImage? { UIImage(contentsOfFile: JournalStore.photosDirectory.appendingPathComponent(fileName).path) }
    var thumbnail: UIImage? { image?.preparingThumbnail(of: CGSize(width: 120, height: 120)) }
}

struct JournalEntry: Codable, Hashable, Identifiable {
    var id = UUID()
    var date: Date
    var trail: Trail
    var notes: String
    var photos: [Photo]

    var distanceText: String { trail.distanceText }
}

struct PackingItem: Codable, Hashable {
    var name: String
    var isPacked = false

    static let defaults = ["Water (2 l)", "Map and compass", "Rain jacket", "Headlamp", "First-aid kit", "Snacks"]
        .map { PackingItem(name: $0) }
}

struct Expedition: Codable, Hashable {
    var name: String
    var stages: [Trail]
}
