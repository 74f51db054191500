import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MCAGCore

/// Turns one XML element of a dump into an ``Element``; one conformer per
/// platform. The reader owns the tree structure, the mapper only the fields.
protocol DumpElementMapper {
    /// Reads the wrapper element's attributes (`<hierarchy width=…>`, `<AppiumAUT>`).
    mutating func readWrapper(attributes: [String: String])
    mutating func element(name: String, attributes: [String: String], depth: Int) -> Element
    /// Builds the snapshot once the whole tree is read. The tree is handed
    /// over, not shared, so that marking what is on screen writes each
    /// element in place instead of copying every element of a large dump.
    func finish(tree: consuming ElementTree, file: URL, options: ImportOptions) -> AppSnapshot
}

/// Streams an XML dump through `XMLParser`, building the flat element tree
/// with open/close as elements start and end, so depth costs no stack and
/// the file is never held in memory whole.
final class XMLDumpReader: NSObject, XMLParserDelegate {
    private let url: URL
    private let forcedFormat: SnapshotFormat?
    private(set) var format: SnapshotFormat?
    private var mapper: (any DumpElementMapper)?
    private(set) var tree = ElementTree()
    private var hasWrapper = false
    private var rootName: String?
    private var rootClosed = false
    /// Line of each open element, to say where a truncated element began.
    private var openLines: [(name: String, line: Int)] = []
    private var failure: ImportError?
    /// `<hierarchy>` attributes, held until its first child says which Android form this is.
    private var pendingWrapperAttributes: [String: String] = [:]
    /// Attribute text the document may produce, and what it has produced.
    private var expansion: EntityExpansionBudget

    init(url: URL, forcedFormat: SnapshotFormat?) {
        self.url = url
        self.forcedFormat = forcedFormat
        expansion = EntityExpansionBudget(fileSize: FileLines.size(of: url))
    }

    /// Reads the file; throws the first problem found, with its place.
    static func read(_ url: URL, options: ImportOptions) throws(ImportError) -> AppSnapshot {
        guard let stream = InputStream(url: url) else {
            throw ImportError(file: url.path, message: "cannot open the file for reading")
        }
        let reader = XMLDumpReader(url: url, forcedFormat: options.format)
        let parser = XMLParser(stream: stream)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = reader
        _ = parser.parse()
        if let failure = reader.failure { throw failure }
        // libxml2 reports some failures only through parserError after parse() returned true.
        if let error = parser.parserError {
            throw ImportError(file: url.path, line: parser.lineNumber, column: parser.columnNumber,
                              message: XMLErrorWording.message(code: (error as NSError).code, context: nil))
        }
        if let open = reader.openLines.last {
            throw ImportError(file: url.path, line: parser.lineNumber, column: parser.columnNumber,
                              message: "the file ends before <\(open.name)> (opened at line \(open.line)) is closed; the dump is truncated")
        }
        if reader.mapper == nil, let root = reader.rootName, DumpRoot.needsFirstChild(root) {
            // An Android dump with no nodes at all: a valid, empty screen.
            reader.mapper = AndroidMapper()
            reader.mapper?.readWrapper(attributes: reader.pendingWrapperAttributes)
        }
        guard let mapper = reader.mapper else {
            throw ImportError(file: url.path, message: "no root element: expected \(XMLErrorWording.expectedRoots)")
        }
        return mapper.finish(tree: reader.takeTree(), file: url, options: options)
    }

    /// The tree read, moved out of the reader so that the caller holds the only reference.
    private func takeTree() -> ElementTree {
        defer { tree = ElementTree() }
        return tree
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        guard failure == nil else { return }
        failure = ImportError(file: url.path, line: parser.lineNumber, column: parser.columnNumber, message: message)
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard failure == nil else { return }
        if let exceeded = expansion.spend(attributeDict) {
            fail(parser, exceeded)
            return
        }
        if rootName == nil {
            rootName = elementName
            if DumpRoot.needsFirstChild(elementName) {
                pendingWrapperAttributes = attributeDict
            } else if let detected = DumpRoot.format(root: elementName, firstChild: nil) {
                choose(detected, parser)
            } else {
                fail(parser, "wrong root element <\(elementName)>: expected \(XMLErrorWording.expectedRoots)")
                return
            }
            if DumpRoot.isWrapper(elementName) {
                hasWrapper = true
                openLines.append((elementName, parser.lineNumber))
                mapper?.readWrapper(attributes: attributeDict)
                return
            }
        }
        if mapper == nil, let rootName, let detected = DumpRoot.format(
            root: rootName, firstChild: elementName[...], firstChildType: attributeDict["type"]?[...]) {
            choose(detected, parser)
            mapper?.readWrapper(attributes: pendingWrapperAttributes)
        }
        guard failure == nil, var mapper else { return }
        // Taken out while it mutates, so its dictionaries are not copied on write per element.
        self.mapper = nil
        let element = mapper.element(name: elementName, attributes: attributeDict, depth: tree.openDepth)
        self.mapper = mapper
        tree.open(element)
        openLines.append((elementName, parser.lineNumber))
    }

    private func choose(_ detected: SnapshotFormat, _ parser: XMLParser) {
        if let forcedFormat, forcedFormat.family != detected.family {
            fail(parser, "expected a \(forcedFormat.displayName) file but the content is \(detected.displayName)")
            return
        }
        format = detected
        mapper = detected == .xcuitest ? XCUITestMapper() : AndroidMapper()
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        guard failure == nil, openLines.popLast() != nil else { return }
        if openLines.isEmpty { rootClosed = true }
        if hasWrapper && openLines.isEmpty { return }
        tree.close()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        let code = (parseError as NSError).code
        var message = XMLErrorWording.message(code: code, context: nil)
        if rootClosed, let rootName {
            message = "unexpected content after the root element </\(rootName)> ended; expected the end of the file"
        } else if let open = openLines.last {
            // Any error on the last line with elements still open means the file was cut short.
            if code == 5 || (XMLErrorWording.cutShortCodes.contains(code)
                && parser.lineNumber >= FileLines.lastContentLine(of: url)) {
                message = "the file ends before <\(open.name)> (opened at line \(open.line)) is closed; the dump is truncated"
            } else if code == 73 || code == 76 {
                message += " inside <\(open.name)> opened at line \(open.line)"
            }
        }
        fail(parser, message)
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
        self.parser(parser, parseErrorOccurred: validationError)
    }
}

extension SnapshotFormat {
    /// The two Android forms share one mapping, so forcing either accepts both.
    var family: String { self == .uiautomator2 ? SnapshotFormat.uiautomator.rawValue : rawValue }

    var displayName: String {
        switch self {
        case .json: "JSON snapshot"
        case .xcuitest: "Appium XCUITest page source"
        case .uiautomator: "uiautomator dump"
        case .uiautomator2: "Appium UiAutomator2 page source"
        }
    }
}
