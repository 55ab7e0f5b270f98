import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of a parsed XML document, for structural checks of the renderer's output.
struct XMLNode {
    var name: String
    var attributes: [String: String]
    var children: [XMLNode]
    var text: String
    /// All the text inside the element, its descendants' included, in document order.
    var textContent = ""

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }

    /// This node and every descendant, depth first.
    var all: [XMLNode] { [self] + children.flatMap(\.all) }

    func all(named name: String) -> [XMLNode] { all.filter { $0.name == name } }

    func all(withClass cls: String) -> [XMLNode] { all.filter { $0.classes.contains(cls) } }

    func first(withClass cls: String) -> XMLNode? { all.first { $0.classes.contains(cls) } }
}

/// Parses with Foundation's `XMLParser`; a document that is not well-formed is an error.
struct XMLParseError: Error, CustomStringConvertible {
    var description: String
}

func parseXML(_ text: String) throws -> XMLNode {
    let parser = XMLParser(data: Data(text.utf8))
    let builder = TreeBuilder()
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
        throw XMLParseError(description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "no root")"
                            + " at line \(parser.lineNumber), column \(parser.columnNumber)")
    }
    return root
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [XMLNode] = []
    var root: XMLNode?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        stack.append(XMLNode(name: elementName, attributes: attributeDict, children: [], text: ""))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
        for i in stack.indices { stack[i].textContent += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        let node = stack.removeLast()
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }
}
