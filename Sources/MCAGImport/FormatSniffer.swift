import Foundation
import MCAGCore

/// Tells the formats apart from the first bytes, so no flag is needed.
enum FormatSniffer {
    enum Kind { case json, xml, composeText }

    /// How much of the head is read to find the root element's name.
    static let headLength = 65_536

    /// JSON or XML from the first meaningful byte; an error for empty or other files.
    static func sniff(_ url: URL) throws(ImportError) -> Kind {
        let head = try readHead(url)
        if let text = UTF16Text.decodedHead(head) {
            // XML 1.0 section 4.3.3: every processor reads UTF-16 with its byte order mark
            // (Windows PowerShell's `>` writes it). JSON must be UTF-8 (RFC 8259 section 8.1).
            switch text.first(where: { !$0.isWhitespace }) {
            case "<": return .xml
            case "{": throw ImportError(file: url.path, line: 1, column: 1,
                                        message: "the JSON snapshot is UTF-16; JSON must be UTF-8 (RFC 8259): save it as UTF-8")
            default: throw ImportError(file: url.path, line: 1, column: 1, message:
                "unrecognised content in UTF-16: expected an XML dump (\(XMLErrorWording.expectedRoots))")
            }
        }
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let first = bytes.first(where: { !isSpace($0) }) else {
            throw ImportError(file: url.path, line: 1, column: 1, message: head.isEmpty
                ? "the file is empty: expected a JSON snapshot or an XML dump"
                : "the file holds only white space: expected a JSON snapshot or an XML dump")
        }
        switch first {
        case UInt8(ascii: "{"): return .json
        case UInt8(ascii: "["): return .json // an idb element array (IOSJSONSources); the snapshot reader refuses others
        case UInt8(ascii: "<"): return .xml
        case _ where ComposeSemanticsSniff.matches(bytes): return .composeText
        case 0xFE, 0xFF, 0x00:
            throw ImportError(file: url.path, line: 1, column: 1,
                              message: "the file is binary, or UTF-16 without a byte order mark; expected UTF-8 text")
        default:
            throw ImportError(file: url.path, line: 1, column: 1, message:
                "unrecognised content: expected a JSON snapshot ('{') or an XML dump (\(XMLErrorWording.expectedRoots))")
        }
    }

    /// The full format, reading the root (and, for `<hierarchy>`, its first child) from the head.
    static func detect(_ url: URL) throws(ImportError) -> SnapshotFormat {
        if try isMaestroHierarchy(url) { return .maestro }
        switch try sniff(url) {
        case .json: return IOSJSONSources.format(head: try readHead(url)) ?? .json
        case .composeText: return .composeSemantics
        case .xml: break
        }
        let head = try readHead(url)
        let text = UTF16Text.decodedHead(head) ?? String(decoding: head, as: UTF8.self)
        var names: [Substring] = []
        var firstChildTag: Substring = ""
        var rest = text[...]
        while names.count < 2, let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let first = rest.first, first != "?", first != "!", first != "/" else { continue }
            names.append(rest.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" })
            if names.count == 2 { firstChildTag = rest.prefix { $0 != ">" } }
        }
        guard let root = names.first else {
            throw ImportError(file: url.path, message: "no root element: expected \(XMLErrorWording.expectedRoots)")
        }
        guard let format = DumpRoot.format(
            root: root, firstChild: names.dropFirst().first, firstChildType: typeAttribute(in: firstChildTag)) else {
            throw ImportError(file: url.path, message: "wrong root element <\(root)>: expected \(XMLErrorWording.expectedRoots)")
        }
        return format
    }

    /// The value of a `type="…"` attribute in a start tag's text, if any.
    static func typeAttribute(in tag: Substring) -> Substring? {
        guard let start = tag.range(of: " type=\"") ?? tag.range(of: "\ttype=\"") ?? tag.range(of: "\ntype=\"") else {
            return nil
        }
        let value = tag[start.upperBound...]
        return value.prefix { $0 != "\"" }
    }

    /// Whether the head is `maestro hierarchy` output (`MaestroSniffer`).
    static func isMaestroHierarchy(_ url: URL) throws(ImportError) -> Bool { MaestroHierarchy.recognises(head: try readHead(url)) }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func readHead(_ url: URL) throws(ImportError) -> Data {
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return try handle.read(upToCount: headLength) ?? Data()
        } catch {
            throw ImportError(file: url.path, message: "cannot read the file: \(FileErrorWording.readingReason(error, path: url.path))")
        }
    }
}
