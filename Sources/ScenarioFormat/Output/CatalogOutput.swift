import SourceModel
import StatusBarEngine

/// `statusbar devices`: every device profile.
package enum DeviceCatalog {
    /// `[{"id","name","idiom","sensorHousing","statusBarHeight","width","height"}]`, sorted by id.
    package static func json(_ devices: [DeviceProfile] = DeviceProfile.all) -> JSONValue {
        .array(devices.sorted { $0.id < $1.id }.map { d in
            .object([
                ("id", .string(d.id)),
                ("name", .string(d.name)),
                ("idiom", .string(d.idiom.rawValue)),
                ("sensorHousing", .string(d.sensorHousing.rawValue)),
                ("statusBarHeight", .number(d.statusBarHeight)),
                ("width", .number(d.width)),
                ("height", .number(d.height)),
            ])
        })
    }

    /// An aligned table, one device a line.
    package static func text(_ devices: [DeviceProfile] = DeviceProfile.all) -> String {
        let rows = devices.sorted { $0.id < $1.id }.map { d in
            [d.id, d.name, d.idiom.rawValue, d.sensorHousing.rawValue, number(d.statusBarHeight) + " pt",
             number(d.width) + "×" + number(d.height)]
        }
        return Table.render(header: ["id", "name", "idiom", "sensor housing", "status bar", "screen (pt)"], rows: rows)
    }

    static func number(_ v: Double) -> String { String(JSONValue.number(v).rendered().dropLast()) }
}

/// `statusbar colors`: every system color with its light and dark values.
package enum ColorCatalog {
    /// `[{"name","light","dark","note"}]` sorted by name; `note` is present only when there is one.
    package static func json(_ entries: [SystemColors.Entry] = SystemColors.table) -> JSONValue {
        .array(entries.sorted { $0.name < $1.name }.map { e in
            var pairs: [(String, JSONValue)] = [
                ("name", .string(e.name)), ("light", .string(e.color.light.hex)), ("dark", .string(e.color.dark.hex)),
            ]
            if !e.note.isEmpty { pairs.append(("note", .string(e.note))) }
            return .object(pairs)
        })
    }

    package static func text(_ entries: [SystemColors.Entry] = SystemColors.table) -> String {
        let rows = entries.sorted { $0.name < $1.name }.map { [$0.name, $0.color.light.hex, $0.color.dark.hex, $0.note] }
        return Table.render(header: ["name", "light", "dark", "note"], rows: rows)
    }
}

enum Table {
    /// Left-aligned columns separated by two spaces, without trailing spaces.
    static func render(header: [String], rows: [[String]]) -> String {
        let all = [header] + rows
        let widths = header.indices.map { c in all.map { $0[c].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { c, cell in
                c == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[c] - cell.count)
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
