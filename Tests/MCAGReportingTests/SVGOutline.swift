import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG document read back with Foundation's XMLParser: parsing fails on
/// a document that is not well-formed, and the elements, their attributes,
/// their text and their ancestors' classes are kept for assertions.
struct SVGOutline {
    struct Node {
        var name: String
        var attributes: [String: String]
        var text = ""
        /// The `class` of every enclosing element, outermost first.
        var ancestorClasses: [String]
        var classes: String { attributes["class"] ?? "" }
        func within(_ className: String) -> Bool { ancestorClasses.contains(className) }
    }

    var nodes: [Node]

    init(_ svg: String) throws {
        let reader = Reader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        guard parser.parse() else {
            throw ParseFailure(description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error") "
                + "at line \(parser.lineNumber), column \(parser.columnNumber)")
        }
        nodes = reader.nodes
    }

    /// Elements named `name` whose class list includes `className` (any when nil).
    func elements(_ name: String, class className: String? = nil) -> [Node] {
        nodes.filter { node in
            node.name == name && (className.map { node.classes.split(separator: " ").contains(Substring($0)) } ?? true)
        }
    }

    struct ParseFailure: Error, CustomStringConvertible { var description: String }

    private final class Reader: NSObject, XMLParserDelegate {
        var nodes: [Node] = []
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let classes = open.map { nodes[$0].classes }.flatMap { $0.split(separator: " ").map(String.init) }
            nodes.append(Node(name: name, attributes: attributes, ancestorClasses: classes))
            open.append(nodes.count - 1)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { nodes[last].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
    }
}
