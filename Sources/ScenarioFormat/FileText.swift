import Foundation

/// Reads a text file as UTF-8; `nil` when it cannot be read or is not UTF-8.
enum FileText {
    static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
