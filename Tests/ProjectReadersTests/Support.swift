import Foundation
import SourceModel

/// The fixture folders of these tests: `Tests/Fixtures/<name>`.
enum Fixtures {
    static func url(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    static func bytes(_ name: String, _ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: url(name).appendingPathComponent(path)))
    }
}

/// A fresh temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    /// A folder that already exists (inside a temporary one), to write files into.
    init(existing url: URL) { self.url = url }

    init(_ name: String = "readers") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("statusbar-\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    func write(_ data: Data, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

extension String {
    var bytes: [UInt8] { Array(utf8) }
}
