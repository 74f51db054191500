import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MCAGCore

/// Streams an XML dump through Foundation's `XMLParser` (libxml2) into a
/// ``DumpTreeBuilder``, so the file is never held in memory whole.
///
/// The importer reads dumps with ``XMLByteReader``; this reader takes the
/// documents that one leaves to libxml2 (a document type declaration, with
/// its entities, or an encoding other than UTF-8), and the tests use it as
/// the oracle the byte reader must agree with.
final class XMLDumpReader: NSObject, XMLParserDelegate {
    private let url: URL
    private var builder: DumpTreeBuilder
    private var attributes = DumpAttributes()
    private var rootClosed = false
    /// Line of each open element, to say where a truncated element began.
    private var openLines: [(name: String, line: Int)] = []
    private var failure: ImportError?
    /// Attribute text the document may produce, and what it has produced.
    private var expansion: EntityExpansionBudget

    init(url: URL, forcedFormat: SnapshotFormat?) {
        self.url = url
        builder = DumpTreeBuilder(forcedFormat: forcedFormat)
        expansion = EntityExpansionBudget(fileSize: FileLines.size(of: url))
    }

    /// Reads the file; throws the first problem found, with its place.
    static func read(_ url: URL, options: ImportOptions) throws(ImportError) -> AppSnapshot {
        guard let stream = try openStream(url) else {
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
        return try reader.builder.finish(file: url, options: options)
    }

    /// The file as a stream, without uiautomator's status line after the
    /// XML (``UIAutomatorTrailer``). A file that has one is a single screen
    /// written to a terminal, so it is read into memory whole to leave the line out.
    private static func openStream(_ url: URL) throws(ImportError) -> InputStream? {
        guard let length = UIAutomatorTrailer.xmlEnd(ofFileAt: url) else { return InputStream(url: url) }
        do {
            return InputStream(data: try Data(contentsOf: url).prefix(length))
        } catch {
            throw ImportError(file: url.path, message: "cannot read the file: \(error.localizedDescription)")
        }
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
        // libxml2 reports where it is, the end of the start tag, not its `<`:
        // the line is the tag's own when the tag is on one line, as dumps
        // write it, and the column is never the tag's, so it is left out.
        let position = SourcePosition(line: parser.lineNumber, column: nil)
        let message = attributes.withContents(of: attributeDict) { attributes in
            builder.start(name: elementName, attributes: &attributes, at: position)
        }
        if let message {
            fail(parser, message)
            return
        }
        openLines.append((elementName, parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        guard failure == nil, openLines.popLast() != nil else { return }
        if openLines.isEmpty { rootClosed = true }
        builder.end()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        let code = (parseError as NSError).code
        var message = XMLErrorWording.message(code: code, context: nil)
        if rootClosed, let rootName = builder.rootName {
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
