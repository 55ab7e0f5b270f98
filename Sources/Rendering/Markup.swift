/// Escaping and number formatting shared by the SVG and HTML writers, plus a small element tree
/// that prints deterministically (attributes in the order given, two-space indentation).
package enum Markup {
    /// Escapes text for XML and HTML, in element content and in quoted attribute values alike.
    /// Characters XML 1.0 forbids (most C0 controls, U+FFFE, U+FFFF) become U+FFFD, so that
    /// hostile ids can never make a document ill-formed.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The opening of a self-contained page, through `<body>`: no script, no request to any host
    /// (the Content-Security-Policy forbids both), light and dark themes, the given inline CSS.
    /// `title` is escaped.
    package static func documentStart(title: String, css: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"/>
        <meta name="color-scheme" content="light dark"/>
        <title>\(escape(title))</title>
        <style>
        \(css)</style>
        </head>
        <body>

        """
    }

    /// One row of a `dl.facts` list: `<div><dt>term</dt><dd>detail</dd></div>`; `detail` is
    /// escaped unless `raw` (markup the caller has already escaped).
    package static func fact(_ term: String, _ detail: String, raw: Bool = false) -> String {
        "<div><dt>\(escape(term))</dt><dd>\(raw ? detail : escape(detail))</dd></div>\n"
    }

    /// A number in points: at most two decimals, no trailing zeros, never `-0`.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(.towardZero), abs(rounded) < 1e15 {
            let whole = Int(rounded)
            return whole == 0 ? "0" : String(whole)
        }
        return String(rounded)
    }

    /// A ratio with exactly two decimals (`3.65`, `21.00`), as reports show contrast.
    package static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = abs(hundredths % 100)
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// One XML element: a name, attributes in order, then either text or child elements.
struct Element: Sendable {
    var name: String
    var attributes: [(String, String)]
    var text: String?
    var children: [Element]

    init(_ name: String, _ attributes: [(String, String)] = [], text: String? = nil, children: [Element] = []) {
        self.name = name
        self.attributes = attributes
        self.text = text
        self.children = children
    }

    /// Writes the element and its children, one element per line.
    func write(into out: inout String, indent: Int = 0) {
        let pad = String(repeating: "  ", count: indent)
        out += pad + "<" + name
        for (key, value) in attributes {
            out += " " + key + "=\"" + Markup.escape(value) + "\""
        }
        if let text {
            out += ">" + Markup.escape(text) + "</" + name + ">\n"
        } else if children.isEmpty {
            out += "/>\n"
        } else {
            out += ">\n"
            for child in children { child.write(into: &out, indent: indent + 1) }
            out += pad + "</" + name + ">\n"
        }
    }

    var rendered: String {
        var out = ""
        write(into: &out)
        return out
    }
}
