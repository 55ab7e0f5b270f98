import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of a parsed XML document, for structural checks of the renderer's output.
package struct XMLTree {
    package var name: String
    package var attributes: [String: String]
    package var children: [XMLTree]
    package var text: String
    /// All the text inside the element, its descendants' included, in document order.
    package var textContent = ""

    package subscript(_ attribute: String) -> String? { attributes[attribute] }

    package var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }

    /// This node and every descendant, depth first.
    package var all: [XMLTree] { [self] + children.flatMap(\.all) }

    package func all(named name: String) -> [XMLTree] { all.filter { $0.name == name } }

    package func all(withClass cls: String) -> [XMLTree] { all.filter { $0.classes.contains(cls) } }

    package func first(withClass cls: String) -> XMLTree? { all.first { $0.classes.contains(cls) } }
}

/// Parses with Foundation's `XMLParser`; a document that is not well-formed is an error.
package struct XMLParseError: Error, CustomStringConvertible {
    package var description: String
}

package func parseXML(_ text: String) throws -> XMLTree {
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
    var stack: [XMLTree] = []
    var root: XMLTree?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        stack.append(XMLTree(name: elementName, attributes: attributeDict, children: [], text: ""))
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
